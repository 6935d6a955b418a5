//! Fairness among the tenants of one gpu executor: each tenant has at most [`MAX_IN_FLIGHT`]
//! dispatches on the device queue at a time.
//!
//! The device queue runs submissions first come, first served. A tenant that queues many long
//! dispatches (each up to the loop budget's work) would make every other tenant's small call
//! wait for all of them: 17 queued looping dispatches held a small call 17.5 s on lavapipe and
//! 77 ms on an H100 (benches/RESULTS.md, "Hardening, second round"). So before each dispatch
//! ([`crate::exec::Executor::admit`]) the executor sends a marker behind the tenant's work so
//! far (a slot completed by `Queue::on_submitted_work_done`, which the poller drives) and waits
//! until no more than `MAX_IN_FLIGHT - 1` of the tenant's markers are pending: the tenant's
//! dispatch before last is done. Another tenant's dispatch then waits behind at most
//! [`MAX_IN_FLIGHT`] of each other tenant's dispatches. Two, not one: while the device runs a
//! tenant's dispatch its next is already queued, so one tenant alone keeps the device busy.
//! The GPU process's client counts the same way with its own [`Marker`]: a `finish` request per
//! dispatch, answered there once the work before it is done. A dispatch cut into parts
//! (`exec::parts`) is admitted part by part, so the wait is about two parts, not two dispatches.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::exec::BoxFuture;

use super::poller::MapSlot;

/// The most dispatches one tenant has on the device queue at a time.
pub const MAX_IN_FLIGHT: usize = 2;

/// How many tenants an executor serves now. Dispatches are cut into parts (`exec::parts`)
/// only while it serves more than one: a part costs a submission and an admission (on an H100
/// ~50 µs, 8× a small looping dispatch whole: benches/RESULTS.md), which buys nothing when
/// nobody else waits. A tenant opened later waits at most for the dispatches already queued.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tenants(Arc<AtomicUsize>);

impl Tenants {
    /// Counts one more tenant until the seat drops (with the tenant).
    pub(crate) fn seat(&self) -> Seat {
        self.0.fetch_add(1, Ordering::Relaxed);
        Seat(self.0.clone())
    }

    /// Whether more than one tenant is open.
    pub(crate) fn shared(&self) -> bool {
        self.0.load(Ordering::Relaxed) > 1
    }
}

/// One tenant's place in [`Tenants`].
#[derive(Debug)]
pub(crate) struct Seat(Arc<AtomicUsize>);

impl Drop for Seat {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A mark behind a tenant's work that completes once that work is done.
pub(crate) trait Marker: Send {
    /// Whether it has completed (done, or failed: a failed device fails the dispatch itself).
    fn completed(&mut self) -> bool;
    /// Completes when it does.
    fn completion(self) -> BoxFuture<'static, ()>;
}

impl Marker for Arc<MapSlot> {
    fn completed(&mut self) -> bool {
        self.is_done()
    }

    fn completion(self) -> BoxFuture<'static, ()> {
        Box::pin(async move {
            let _ = self.wait().await;
        })
    }
}

/// One tenant's markers not yet known to be complete, oldest first.
#[derive(Debug)]
pub(crate) struct InFlight<M> {
    markers: Mutex<VecDeque<M>>,
}

impl<M> Default for InFlight<M> {
    fn default() -> Self {
        InFlight { markers: Mutex::new(VecDeque::new()) }
    }
}

impl<M: Marker> InFlight<M> {
    /// Records `marker` (sent behind the tenant's work so far), then waits until the tenant
    /// may queue another dispatch: at most `MAX_IN_FLIGHT - 1` of its markers pending.
    pub(crate) async fn admit(&self, marker: M) {
        let mut marker = Some(marker);
        loop {
            let oldest = {
                let Ok(mut markers) = self.markers.lock() else { return };
                markers.extend(marker.take());
                while markers.front_mut().is_some_and(Marker::completed) {
                    markers.pop_front();
                }
                if markers.len() < MAX_IN_FLIGHT {
                    return;
                }
                markers.pop_front()
            };
            if let Some(oldest) = oldest {
                oldest.completion().await;
            }
        }
    }
}
