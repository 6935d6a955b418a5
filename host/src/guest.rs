//! What a guest's objects take from their guest when they are made or run: the executor, the
//! guest's tenant of it, its ledger and its quotas ([`GuestScope`]). The one convention for
//! per-guest accounting below the interface layer: kernels, pipelines and batch contexts pay
//! for what they make from the scope's ledger, and never see the guest's context (counters,
//! traces and step statistics stay with the interface layer, which reads them off the results).

use crate::config::Quotas;
use crate::error::{Error, Result};
use crate::exec::{Buffer, Executor, Tenant};
use crate::ledger::{Account, Ledger, Reservation};

/// One guest, as its objects see it.
#[derive(Clone, Copy)]
pub struct GuestScope<'a> {
    /// The executor the guest runs on.
    pub exec: &'a dyn Executor,
    /// The guest's tenant of it (its own memory on the cpu executor).
    pub tenant: &'a Tenant,
    /// What the guest holds against its quotas.
    pub ledger: &'a Ledger,
    /// The guest's quotas (the ones the ledger does not count: per call and per plan).
    pub quotas: &'a Quotas,
}

impl std::fmt::Debug for GuestScope<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GuestScope")
            .field("tenant", self.tenant)
            .field("ledger", self.ledger)
            .finish_non_exhaustive()
    }
}

impl GuestScope<'_> {
    /// Takes `amount` of the guest's `account` for `what` (`quota` past its limit); the
    /// reservation gives it back when dropped.
    pub fn reserve(&self, account: Account, amount: u64, what: &str) -> Result<Reservation> {
        self.ledger.take(account, amount, what)
    }

    /// Allocates an array buffer of `bytes` within the guest's quotas, zero-filled. The buffer
    /// carries its bytes' reservation; the returned one counts the array (keep it with the
    /// array: [`ResidentArray::counted`](crate::array::ResidentArray::counted)).
    pub fn alloc_array(&self, bytes: u64) -> Result<(Buffer, Reservation)> {
        self.alloc(bytes, false)
    }

    /// [`alloc_array`](Self::alloc_array) for a buffer the caller writes in full before it can
    /// be read (see [`Executor::create_buffer_for_write`]).
    pub fn alloc_array_for_write(&self, bytes: u64) -> Result<(Buffer, Reservation)> {
        self.alloc(bytes, true)
    }

    fn alloc(&self, bytes: u64, for_write: bool) -> Result<(Buffer, Reservation)> {
        let count = self.reserve(Account::Arrays, 1, "an array")?;
        let paid = self.reserve(Account::Bytes, bytes, "an array")?;
        let buffer = if for_write {
            self.exec.create_buffer_for_write(self.tenant, "array", bytes)?
        } else {
            self.exec.create_buffer(self.tenant, "array", bytes)?
        };
        Ok((buffer.holding(paid), count))
    }

    /// Refuses a call of `dispatches` (invocations of each) over the guest's invocation limits.
    pub fn check_invocations(&self, dispatches: &[u64]) -> Result<()> {
        if let Some(max) = self.quotas.max_invocations_per_dispatch
            && let Some(&n) = dispatches.iter().find(|&&n| n > max)
        {
            return Err(Error::quota(format!(
                "a dispatch of {n} invocations is over this guest's limit of {max} per dispatch"
            )));
        }
        let total: u64 = dispatches.iter().sum();
        if let Some(max) = self.quotas.max_invocations_per_call
            && total > max
        {
            return Err(Error::quota(format!(
                "a call of {total} invocations is over this guest's limit of {max} per call"
            )));
        }
        Ok(())
    }
}
