//! Queue operations of a gpu executor (writes, submits, map requests), applied in the order
//! they were asked, either on the caller's thread or on a submission thread.
//!
//! On a hardware GPU `Queue::submit` hands the work to the device and returns: the caller
//! applies operations itself (a thread hop per operation costs more than the submit; measured in
//! benches/RESULTS.md). Software drivers run the work inside `submit` on the calling thread
//! (lavapipe returns when the dispatch is done), which would block a guest's host call (an
//! embedder's async runtime) while the "device" works; there the operations go, as [`Op`]s, to a
//! submission thread. Either way a write is seen by the dispatches sent after it and by none
//! sent before, and the device queue is shared first come, first served.

use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;

use super::poller::{After, MapSlot, Poller};
use crate::error::{Error, Result};

/// One queue operation.
pub(super) enum Op {
    /// `Queue::write_buffer`.
    Write { buffer: wgpu::Buffer, offset: u64, data: Vec<u8> },
    /// `Queue::submit` of one command buffer.
    Submit(wgpu::CommandBuffer),
    /// `Queue::submit` of one command buffer inside out-of-memory and validation error scopes,
    /// pushed on the thread that submits (wgpu's scopes are per thread); `done` gets what they
    /// caught, so a refused submit is an error of its caller, not a log line.
    SubmitScoped {
        commands: wgpu::CommandBuffer,
        device: wgpu::Device,
        done: tokio::sync::oneshot::Sender<Caught>,
    },
    /// Map the first `size` bytes of `buffer` for reading once the work before it is done;
    /// `slot` completes then.
    Map { buffer: wgpu::Buffer, size: u64, slot: Arc<MapSlot>, what: &'static str },
    /// Map `buffer` (an upload's staging buffer) for writing once the work before it is done,
    /// then keep it in `kept` for the next uploads.
    Recycle { buffer: wgpu::Buffer, kept: super::staging::Kept },
    /// Complete `slot` once the work submitted before it is done (`on_submitted_work_done`);
    /// with `flush`, after an empty submit that carries the writes staged since the last one.
    Done { slot: Arc<MapSlot>, flush: bool },
}

/// What the error scopes around a [`Op::SubmitScoped`] caught.
#[derive(Debug, Default)]
pub(super) struct Caught {
    /// An out-of-memory error.
    pub(super) oom: Option<String>,
    /// A validation error.
    pub(super) validation: Option<String>,
}

/// Applies operations to the queue and hands requested maps to the poller.
#[derive(Debug)]
struct Applier {
    queue: wgpu::Queue,
    poller: Poller,
    /// The latest submission. Submits, and registrations of what completes behind them, happen
    /// under this lock, so a wait's [`After`] is the submission it follows (the inline mode
    /// applies from several threads).
    last: std::sync::Mutex<Option<After>>,
    /// Whether writes may be staged since the last submit. `on_submitted_work_done` submits
    /// staged writes itself (wgpu's `flush_pending_writes`), a submission this `Applier` would
    /// not know, and its callback would follow that one, not [`Self::last`]: a marker behind
    /// staged writes submits them first, here.
    staged: std::sync::atomic::AtomicBool,
}

impl Applier {
    /// Submits `commands` (none: an empty submit, which carries the writes staged since the
    /// last).
    fn submit(&self, commands: Option<wgpu::CommandBuffer>) {
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        // Every submit carries the writes staged before it.
        self.staged.store(false, std::sync::atomic::Ordering::Relaxed);
        let index = self.queue.submit(commands);
        let seq = last.as_ref().map_or(1, |a| a.seq + 1);
        *last = Some(After { seq, index });
    }

    /// Calls `register` (a map request or work-done callback behind the latest submission),
    /// then has the poller watch `slot` until it completes.
    fn behind_last(&self, slot: Arc<MapSlot>, register: impl FnOnce()) {
        let after = {
            let last = self.last.lock().unwrap_or_else(|p| p.into_inner());
            register();
            last.clone()
        };
        self.poller.watch(slot, after);
    }

    /// `Queue::write_buffer`, marked as staged until the next submit (set after the write: a
    /// submit between the write and the mark leaves an empty submit to the next marker, never a
    /// staged write unmarked).
    fn write(&self, buffer: &wgpu::Buffer, offset: u64, data: &[u8]) {
        self.queue.write_buffer(buffer, offset, data);
        self.staged.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    fn apply(&self, op: Op) {
        match op {
            Op::Write { buffer, offset, data } => self.write(&buffer, offset, &data),
            Op::Submit(commands) => self.submit(Some(commands)),
            Op::SubmitScoped { commands, device, done } => {
                let oom = device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
                let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
                self.submit(Some(commands));
                let validation = crate::exec::block_on(validation.pop()).map(|e| e.to_string());
                let oom = crate::exec::block_on(oom.pop()).map(|e| e.to_string());
                let _ = done.send(Caught { oom, validation });
            }
            Op::Map { buffer, size, slot, what } => {
                let done = slot.clone();
                self.behind_last(slot, || {
                    buffer.map_async(wgpu::MapMode::Read, ..size, move |r| {
                        done.complete(r.map_err(|e| format!("mapping {what} failed: {e}")))
                    });
                });
            }
            Op::Recycle { buffer, kept } => {
                let (slot, _) = MapSlot::new();
                let done = slot.clone();
                let mapped = buffer.clone();
                self.behind_last(slot, || {
                    buffer.map_async(wgpu::MapMode::Write, .., move |r| {
                        if r.is_ok() {
                            kept.keep(mapped);
                        }
                        done.complete(Ok(()));
                    });
                });
            }
            Op::Done { slot, flush } => {
                if flush || self.staged.load(std::sync::atomic::Ordering::Relaxed) {
                    self.submit(None);
                }
                let done = slot.clone();
                self.behind_last(slot, || self.queue.on_submitted_work_done(move || done.complete(Ok(()))));
            }
        }
    }
}

#[derive(Debug)]
enum Applying {
    Inline(Applier),
    Thread { tx: Option<mpsc::Sender<Op>>, thread: Option<JoinHandle<()>> },
}

/// Where queue operations are applied. Dropping it finishes the operations sent, then stops
/// the submission thread (if any) and the poller.
#[derive(Debug)]
pub(super) struct Submitter {
    mode: Applying,
}

impl Submitter {
    /// Applies operations on the caller's thread, or (`threaded`) on a submission thread of its
    /// own; maps are handed to `poller` once requested.
    pub(super) fn start(queue: wgpu::Queue, poller: Poller, threaded: bool) -> std::io::Result<Submitter> {
        let applier = Applier {
            queue,
            poller,
            last: std::sync::Mutex::new(None),
            staged: std::sync::atomic::AtomicBool::new(false),
        };
        if !threaded {
            return Ok(Submitter { mode: Applying::Inline(applier) });
        }
        let (tx, rx) = mpsc::channel::<Op>();
        let thread = std::thread::Builder::new().name("wasm-host gpu queue".into()).spawn(move || {
            for op in rx {
                applier.apply(op);
            }
        })?;
        Ok(Submitter { mode: Applying::Thread { tx: Some(tx), thread: Some(thread) } })
    }

    /// Whether operations go to a submission thread.
    pub(super) fn threaded(&self) -> bool {
        matches!(self.mode, Applying::Thread { .. })
    }

    /// Writes `data` at `offset` of `buffer`, behind every operation sent before it.
    pub(super) fn write(&self, buffer: &wgpu::Buffer, offset: u64, data: &[u8]) -> Result<()> {
        match &self.mode {
            Applying::Inline(applier) => {
                applier.write(buffer, offset, data);
                Ok(())
            }
            Applying::Thread { .. } => {
                self.send(Op::Write { buffer: buffer.clone(), offset, data: data.to_vec() })
            }
        }
    }

    /// Applies `op` behind every operation sent before it.
    pub(super) fn send(&self, op: Op) -> Result<()> {
        match &self.mode {
            Applying::Inline(applier) => {
                applier.apply(op);
                Ok(())
            }
            Applying::Thread { tx, .. } => tx
                .as_ref()
                .and_then(|tx| tx.send(op).ok())
                .ok_or_else(|| Error::device("the gpu submission thread has stopped")),
        }
    }
}

impl Drop for Submitter {
    fn drop(&mut self) {
        if let Applying::Thread { tx, thread } = &mut self.mode {
            *tx = None;
            if let Some(t) = thread.take() {
                let _ = t.join();
            }
        }
    }
}

impl std::fmt::Debug for Op {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Op::Write { offset, data, .. } => write!(f, "Write({} bytes at {offset})", data.len()),
            Op::Submit(_) => f.write_str("Submit"),
            Op::SubmitScoped { .. } => f.write_str("SubmitScoped"),
            Op::Map { what, .. } => write!(f, "Map({what})"),
            Op::Recycle { buffer, .. } => write!(f, "Recycle({} bytes)", buffer.size()),
            Op::Done { flush, .. } => write!(f, "Done(flush: {flush})"),
        }
    }
}
