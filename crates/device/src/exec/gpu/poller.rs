//! The device's poller: one thread per gpu executor that drives wgpu while any read-back waits.
//!
//! wgpu on native makes progress (finishes maps, runs their callbacks) only when someone calls
//! `Device::poll`. Rather than each waiting guest polling (a thread blocked per wait, and map
//! callbacks running on whichever thread polled), a waiting guest awaits a [`MapWait`] whose
//! slot the submission thread registers here once it has requested the map; this thread sleeps
//! until a wait exists, then waits on the device and lets wgpu run the callbacks, which complete
//! the waits and wake their tasks. A blocking caller drives the same future with
//! `pollster::block_on`.
//!
//! Each wait names the submission it follows ([`After`]), and the poller waits for the oldest
//! such submission, not for everything submitted so far: a tenant's admission waits for its
//! dispatch before last (`gpu::fair`) while its last runs, and would otherwise be woken only
//! once that last one was done too, leaving the device idle until the next dispatch came.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::task::{Context, Poll, Waker};
use std::thread::JoinHandle;
use std::time::Duration;

/// The outcome of one map, or why it cannot happen.
type MapResult = Result<(), String>;

#[derive(Debug, Default)]
struct SlotState {
    done: Option<MapResult>,
    waker: Option<Waker>,
}

/// One pending map: completed by its wgpu callback, or failed by the poller.
#[derive(Debug, Default)]
pub(super) struct MapSlot {
    state: Mutex<SlotState>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding these locks cannot leave them inconsistent (plain assignments).
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl MapSlot {
    /// A slot and the future that completes with it.
    pub(super) fn new() -> (Arc<MapSlot>, MapWait) {
        let slot = Arc::new(MapSlot::default());
        (slot.clone(), MapWait { slot })
    }

    /// Records the outcome (the first one wins) and wakes the waiting task.
    pub(super) fn complete(&self, result: MapResult) {
        let waker = {
            let mut s = lock(&self.state);
            if s.done.is_some() {
                return;
            }
            s.done = Some(result);
            s.waker.take()
        };
        if let Some(w) = waker {
            w.wake();
        }
    }

    /// Whether it has an outcome.
    pub(super) fn is_done(&self) -> bool {
        lock(&self.state).done.is_some()
    }

    /// A future that completes with this slot (another waiter of the same slot replaces the
    /// first's wake-up: one waiter at a time).
    pub(super) fn wait(self: &Arc<Self>) -> MapWait {
        MapWait { slot: self.clone() }
    }
}

/// Completes when its map does (or the device fails).
#[derive(Debug)]
pub(super) struct MapWait {
    slot: Arc<MapSlot>,
}

impl Future for MapWait {
    type Output = MapResult;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<MapResult> {
        let mut s = lock(&self.slot.state);
        match s.done.clone() {
            Some(r) => Poll::Ready(r),
            None => {
                s.waker = Some(cx.waker().clone());
                Poll::Pending
            }
        }
    }
}

/// The submission a wait follows: the queue's latest when the wait was registered (a map, or
/// `on_submitted_work_done`, completes once that one is done). `seq` counts submissions
/// (wgpu's indices do not compare).
#[derive(Clone, Debug)]
pub(super) struct After {
    pub(super) seq: u64,
    pub(super) index: wgpu::SubmissionIndex,
}

/// A registered wait.
#[derive(Debug)]
struct Wait {
    slot: Arc<MapSlot>,
    /// `None`: nothing was submitted before it.
    after: Option<After>,
}

#[derive(Debug, Default)]
struct State {
    waits: Vec<Wait>,
    /// Set once the device failed: every later wait fails at once with this.
    failed: Option<String>,
    shutdown: bool,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

impl Shared {
    fn fail_all(&self, why: &str) {
        let waits = {
            let mut s = lock(&self.state);
            s.failed.get_or_insert_with(|| why.to_string());
            std::mem::take(&mut s.waits)
        };
        for w in waits {
            w.slot.complete(Err(why.to_string()));
        }
    }
}

/// The poller of one device. Dropping it stops the thread.
#[derive(Debug)]
pub(super) struct Poller {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl Poller {
    /// Starts the thread for `device`.
    pub(super) fn start(device: wgpu::Device) -> std::io::Result<Poller> {
        let shared = Arc::new(Shared::default());
        let worker = shared.clone();
        let thread = std::thread::Builder::new()
            .name("wasm-host gpu poller".into())
            .spawn(move || run(&device, &worker))?;
        Ok(Poller { shared, thread: Some(thread) })
    }

    /// Polls the device until `slot` (whose map was requested, or work-done callback
    /// registered, behind the submission `after`) completes.
    pub(super) fn watch(&self, slot: Arc<MapSlot>, after: Option<After>) {
        {
            let mut s = lock(&self.shared.state);
            match &s.failed {
                Some(why) => slot.complete(Err(why.clone())),
                None => s.waits.push(Wait { slot, after }),
            }
        }
        self.shared.wake.notify_one();
    }

    /// A handle the device-lost callback can fail waits through.
    pub(super) fn failer(&self) -> impl Fn(&str) + Send + Sync + 'static {
        let shared = self.shared.clone();
        move |why| shared.fail_all(why)
    }
}

impl Drop for Poller {
    fn drop(&mut self) {
        lock(&self.shared.state).shutdown = true;
        self.shared.wake.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.shared.fail_all("the gpu executor was shut down");
    }
}

/// The submission to wait for next: the oldest one a pending wait follows (`None` where a wait
/// follows none, or none is pending: then everything submitted so far).
fn oldest(waits: &[Wait]) -> Option<&After> {
    if waits.iter().any(|w| w.after.is_none()) {
        return None;
    }
    waits.iter().filter_map(|w| w.after.as_ref()).min_by_key(|a| a.seq)
}

fn run(device: &wgpu::Device, shared: &Shared) {
    // Set when a wait for one submission left its waits pending (a callback wgpu runs later
    // than the submission): the next round waits for everything, as a wait without one does.
    let mut everything = false;
    loop {
        let target = {
            let mut s = lock(&shared.state);
            loop {
                s.waits.retain(|w| !w.slot.is_done());
                if s.shutdown {
                    return;
                }
                if !s.waits.is_empty() {
                    break;
                }
                s = shared.wake.wait(s).unwrap_or_else(|p| p.into_inner());
            }
            if everything { None } else { oldest(&s.waits).cloned() }
        };
        // wgpu runs the finished maps' and markers' callbacks here.
        let seq = target.as_ref().map(|a| a.seq);
        let poll = wgpu::PollType::Wait { submission_index: target.map(|a| a.index), timeout: None };
        match device.poll(poll) {
            Ok(status) => {
                let s = lock(&shared.state);
                let pending = |w: &Wait| !w.slot.is_done();
                // A wait for one submission that leaves a wait behind it pending: the next
                // round waits for everything.
                everything = seq.is_some_and(|q| {
                    s.waits.iter().any(|w| pending(w) && w.after.as_ref().is_some_and(|a| a.seq <= q))
                });
                // A map requested after the wait began finishes on the next round; with nothing
                // left in flight, give the requester a moment instead of spinning.
                let idle = status.is_queue_empty() && s.waits.iter().any(pending);
                drop(s);
                if idle {
                    std::thread::sleep(Duration::from_micros(20));
                }
            }
            Err(e) => shared.fail_all(&format!("waiting for the GPU failed: {e}")),
        }
    }
}
