//! The backstop's interrupt: every loop of a compiled kernel polls the first word of a small
//! shared memory (`naga_wasm::abi::STOP`) and traps when it is set; each worker (each
//! [`super::Instances`]) has its own [`Stop`], armed with a deadline before each call, and the
//! clock thread sets the word of a stop whose deadline has passed.
//!
//! Why not wasmtime's epoch interruption: its check at every loop head calls into the runtime
//! on its slow path, and a call clobbers every vector register, so Cranelift keeps the values a
//! hot loop carries in memory across it (stored at the loop's end, loaded at its head, on the
//! loop's dependency chain): mandelbrot ran 1.5x slower for it (benches/RESULTS.md, session 23).
//! The poll's slow path is a trap, which needs no registers kept.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

use crate::error::{Error, Result};

/// Ticks since the executor started, and the stops the ticks may fire.
#[derive(Default)]
pub(super) struct Clock {
    now: AtomicU64,
    stops: Mutex<Vec<Weak<Stop>>>,
}

/// One worker's interrupt word and its deadline (a tick; `u64::MAX`: none).
pub(super) struct Stop {
    memory: wasmtime::SharedMemory,
    deadline: Mutex<u64>,
}

impl Clock {
    /// A new stop, registered with this clock.
    pub(super) fn stop(&self, engine: &wasmtime::Engine) -> Result<Arc<Stop>> {
        let memory = wasmtime::SharedMemory::new(engine, wasmtime::MemoryType::shared(1, 1))
            .map_err(|e| Error::trap(format!("cannot make a cpu worker's interrupt word: {e:#}")))?;
        let stop = Arc::new(Stop { memory, deadline: Mutex::new(u64::MAX) });
        if let Ok(mut stops) = self.stops.lock() {
            stops.retain(|s| s.strong_count() > 0);
            stops.push(Arc::downgrade(&stop));
        }
        Ok(stop)
    }

    /// The current tick.
    pub(super) fn now(&self) -> u64 {
        self.now.load(Ordering::Acquire)
    }

    /// Advances the clock by a tick and fires every stop whose deadline it reaches.
    pub(super) fn tick(&self) {
        let now = self.now.fetch_add(1, Ordering::AcqRel) + 1;
        let stops: Vec<Arc<Stop>> =
            self.stops.lock().map(|s| s.iter().filter_map(Weak::upgrade).collect()).unwrap_or_default();
        for stop in stops {
            if let Ok(deadline) = stop.deadline.lock()
                && *deadline <= now
            {
                stop.set(1);
            }
        }
    }
}

impl Stop {
    /// The memory a worker's instances import as `naga_wasm::abi::STOP`.
    pub(super) fn memory(&self) -> &wasmtime::SharedMemory {
        &self.memory
    }

    /// Before a call: clears the word, to be set at tick `deadline`. (Under the deadline's
    /// lock, so a tick that read an older deadline cannot set the word after this clears it.)
    pub(super) fn arm(&self, deadline: u64) {
        if let Ok(mut d) = self.deadline.lock() {
            *d = deadline;
            self.set(0);
        }
    }

    /// After a call: no deadline (the word keeps whether it fired).
    pub(super) fn disarm(&self) {
        if let Ok(mut d) = self.deadline.lock() {
            *d = u64::MAX;
        }
    }

    /// Whether the word is set (the call that trapped was interrupted).
    pub(super) fn fired(&self) -> bool {
        self.word().load(Ordering::SeqCst) != 0
    }

    fn set(&self, v: u32) {
        self.word().store(v, Ordering::SeqCst);
    }

    /// The first word of the interrupt memory, as the atomic the kernels load.
    fn word(&self) -> &AtomicU32 {
        let data = self.memory.data();
        // SAFETY: the memory is one page (65536 bytes), page-aligned, and lives as long as
        // `self.memory`, which the reference's lifetime is tied to; every access to the word,
        // by the host here and by wasm (`i32.atomic.load`), is atomic, as wasmtime requires of
        // concurrent accesses to a shared memory.
        #[allow(unsafe_code)]
        unsafe {
            &*data.as_ptr().cast::<AtomicU32>()
        }
    }
}
