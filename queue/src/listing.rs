//! Every job's state, kept current at the cost of what can still change.
//!
//! [`Queue::jobs`] reads every state record (one read each, and a result read per unfinished
//! job): right for one listing, too much for a page that refreshes every second over thousands
//! of jobs kept. A [`JobListing`] lists the bucket's keys (one request, no record read) and reads
//! only the records it has not seen and those not yet final; a final state (done, failed,
//! dead, cancelled) never changes, and a purged job's key is gone from the listing. Every
//! [`FULL_EVERY`]th refresh reads everything again, so nothing this reasoning missed stays
//! wrong for long.

use std::collections::{BTreeMap, BTreeSet};

use crate::job::JobState;
use crate::queue::Queue;

/// Every this many refreshes, every record is read again.
pub const FULL_EVERY: u32 = 30;

/// Job states by id, refreshed by [`JobListing::refresh`].
#[derive(Debug, Default)]
pub struct JobListing {
    /// Each job's state as settled, by id.
    known: BTreeMap<String, JobState>,
    /// The jobs whose stored record is final: not read again (but at a full refresh).
    over: BTreeSet<String>,
    refreshes: u32,
    reads: usize,
}

impl JobListing {
    /// An empty listing; the first refresh reads every record.
    pub fn new() -> JobListing {
        JobListing::default()
    }

    /// Brings the listing up to date (see the module doc) and answers it, by id. The records
    /// are settled as [`Queue::state`] settles them (a result decides an unfinished state).
    pub async fn refresh(&mut self, queue: &Queue) -> anyhow::Result<&BTreeMap<String, JobState>> {
        let full = self.refreshes.is_multiple_of(FULL_EVERY);
        self.refreshes = self.refreshes.wrapping_add(1);
        let ids = queue.job_ids().await?;
        let listed: BTreeSet<&String> = ids.iter().collect();
        self.known.retain(|id, _| listed.contains(id));
        self.over.retain(|id| listed.contains(id));
        self.reads = 0;
        for id in &ids {
            if !full && self.over.contains(id) {
                continue;
            }
            self.reads += 1;
            // Purged between the listing and the read, or a record that does not parse.
            let Some(stored) = queue.stored_state(id).await? else {
                self.known.remove(id);
                self.over.remove(id);
                continue;
            };
            if stored.state.is_final() {
                self.over.insert(id.clone());
            } else {
                self.over.remove(id);
            }
            self.known.insert(id.clone(), queue.settled(stored).await?);
        }
        Ok(&self.known)
    }

    /// How many state records the last refresh read.
    pub fn last_reads(&self) -> usize {
        self.reads
    }
}
