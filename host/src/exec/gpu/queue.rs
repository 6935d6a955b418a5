//! The submission thread: every queue operation of a gpu executor, in the order they were asked.
//!
//! Some drivers run the work inside `Queue::submit` on the calling thread (lavapipe does: a
//! submit returns when the dispatch is done). So that no guest's host call blocks its thread
//! (an embedder's async runtime) while the device works, writes, submits and map requests go to
//! this thread as [`Op`]s and are applied in order; callers only encode and enqueue. The order
//! is the one the callers' `send`s happened in, so a write is always seen by the dispatches sent
//! after it and by none sent before; the device queue is shared first come, first served.

use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;

use super::poller::{MapSlot, Poller};
use crate::error::{Error, Result};

/// One queue operation.
pub(super) enum Op {
    /// `Queue::write_buffer`.
    Write { buffer: wgpu::Buffer, offset: u64, data: Vec<u8> },
    /// `Queue::submit` of one command buffer.
    Submit(wgpu::CommandBuffer),
    /// Map `buffer` for reading once the work before it is done; `slot` completes then.
    Map { buffer: wgpu::Buffer, slot: Arc<MapSlot>, what: &'static str },
}

/// The thread and its channel. Dropping it finishes the operations sent, then stops the
/// thread (and the poller it owns).
#[derive(Debug)]
pub(super) struct Submitter {
    tx: Option<mpsc::Sender<Op>>,
    thread: Option<JoinHandle<()>>,
}

impl Submitter {
    /// Starts the thread for `queue`; maps are handed to `poller` once requested.
    pub(super) fn start(queue: wgpu::Queue, poller: Poller) -> std::io::Result<Submitter> {
        let (tx, rx) = mpsc::channel::<Op>();
        let thread = std::thread::Builder::new().name("wasm-host gpu queue".into()).spawn(move || {
            for op in rx {
                match op {
                    Op::Write { buffer, offset, data } => queue.write_buffer(&buffer, offset, &data),
                    Op::Submit(commands) => {
                        queue.submit([commands]);
                    }
                    Op::Map { buffer, slot, what } => {
                        let done = slot.clone();
                        buffer.map_async(wgpu::MapMode::Read, .., move |r| {
                            done.complete(r.map_err(|e| format!("mapping {what} failed: {e}")))
                        });
                        poller.watch(slot);
                    }
                }
            }
            drop(poller);
        })?;
        Ok(Submitter { tx: Some(tx), thread: Some(thread) })
    }

    /// Enqueues `op` behind every operation sent before it.
    pub(super) fn send(&self, op: Op) -> Result<()> {
        self.tx
            .as_ref()
            .and_then(|tx| tx.send(op).ok())
            .ok_or_else(|| Error::device("the gpu submission thread has stopped"))
    }
}

impl Drop for Submitter {
    fn drop(&mut self) {
        self.tx = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl std::fmt::Debug for Op {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Op::Write { offset, data, .. } => write!(f, "Write({} bytes at {offset})", data.len()),
            Op::Submit(_) => f.write_str("Submit"),
            Op::Map { what, .. } => write!(f, "Map({what})"),
        }
    }
}
