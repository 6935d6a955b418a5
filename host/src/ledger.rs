//! One guest's accounts: what it holds against its quotas, as reservations that give back on
//! drop.
//!
//! Every host allocation a guest can cause takes a [`Reservation`] from its [`Ledger`] first
//! (before the allocation, so a guest at its limit costs the host nothing), and the object that
//! owns the memory keeps the reservation: it returns when that object is dropped — for a
//! buffer, when the last clone of it is gone, so bytes return only when the memory is really
//! released, not when the guest lets go of its handle while something else still uses it.
//! There is no inverse call to forget on an error path, and a release that would take an
//! account below zero is a host bug: it is logged, and panics in debug builds (the tests), never
//! hidden by a saturating subtraction.

use std::fmt;
use std::sync::{Arc, Mutex};

use crate::config::Quotas;
use crate::error::{Error, Result};

/// What an account counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Account {
    /// Bytes of device memory: arrays, pipelines' own buffers, batch buffers.
    Bytes,
    /// Live arrays.
    Arrays,
    /// Live kernels (counted from before they compile).
    Kernels,
    /// Live pipelines.
    Pipelines,
    /// Live compute pipelines of batch contexts.
    BatchPipelines,
    /// Live batch contexts.
    Contexts,
    /// Live batch shader modules.
    Modules,
    /// Bytes of WGSL source of live kernels and batch modules (a stand-in for what the host
    /// keeps of them: the text, naga's IR and compiled code, all growing with it).
    WgslBytes,
}

const ACCOUNTS: usize = 8;

impl Account {
    fn index(self) -> usize {
        self as usize
    }

    /// What a person calls the account, in quota messages.
    pub fn name(self) -> &'static str {
        match self {
            Account::Bytes => "arrays and buffers",
            Account::Arrays => "arrays",
            Account::Kernels => "kernels",
            Account::Pipelines => "pipelines",
            Account::BatchPipelines => "batch compute pipelines",
            Account::Contexts => "batch contexts",
            Account::Modules => "batch shader modules",
            Account::WgslBytes => "WGSL source",
        }
    }

    fn limit(self, q: &Quotas) -> u64 {
        match self {
            Account::Bytes => q.max_array_bytes,
            Account::Arrays => u64::from(q.max_arrays),
            Account::Kernels => u64::from(q.max_kernels),
            Account::Pipelines => u64::from(q.max_pipelines),
            Account::BatchPipelines => u64::from(q.max_batch_pipelines),
            Account::Contexts => u64::from(q.max_batch_contexts),
            Account::Modules => u64::from(q.max_batch_modules),
            Account::WgslBytes => q.max_wgsl_bytes,
        }
    }
}

#[derive(Debug)]
struct Accounts {
    used: [u64; ACCOUNTS],
    limits: [u64; ACCOUNTS],
}

/// One guest's accounts. Cheap to clone; clones share the accounts.
#[derive(Clone)]
pub struct Ledger(Arc<Mutex<Accounts>>);

impl fmt::Debug for Ledger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ledger").finish_non_exhaustive()
    }
}

impl Ledger {
    /// Accounts limited by `quotas`, all empty.
    pub fn new(quotas: &Quotas) -> Ledger {
        let mut limits = [0u64; ACCOUNTS];
        for a in ALL {
            limits[a.index()] = a.limit(quotas);
        }
        Ledger(Arc::new(Mutex::new(Accounts { used: [0; ACCOUNTS], limits })))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Accounts> {
        // A panic while holding this lock cannot leave the counters half-updated (each update
        // is one assignment), so a poisoned lock is still consistent.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes `amount` of `account` for `what`, or answers `quota` naming both.
    pub fn take(&self, account: Account, amount: u64, what: &str) -> Result<Reservation> {
        let mut a = self.lock();
        let (used, limit) = (a.used[account.index()], a.limits[account.index()]);
        let total = used.checked_add(amount).filter(|&t| t <= limit).ok_or_else(|| {
            Error::quota(match account {
                Account::Bytes | Account::WgslBytes => format!(
                    "{what} of {amount} bytes would bring this guest's {} to {} bytes, over its limit of \
                     {limit} bytes",
                    account.name(),
                    used.saturating_add(amount)
                ),
                _ => format!("this guest already holds {used} {}, its limit ({what})", account.name()),
            })
        })?;
        a.used[account.index()] = total;
        Ok(Reservation { ledger: Some(self.clone()), account, amount })
    }

    /// What `account` holds now.
    pub fn used(&self, account: Account) -> u64 {
        self.lock().used[account.index()]
    }

    fn give(&self, account: Account, amount: u64) {
        let mut a = self.lock();
        let used = &mut a.used[account.index()];
        match used.checked_sub(amount) {
            Some(left) => *used = left,
            None => {
                tracing::error!(
                    target: "wasm_host",
                    "ledger: {amount} {} given back with only {used} held (a double release)",
                    account.name()
                );
                *used = 0;
                debug_assert!(false, "ledger: {} released twice", account.name());
            }
        }
    }
}

const ALL: [Account; ACCOUNTS] = [
    Account::Bytes,
    Account::Arrays,
    Account::Kernels,
    Account::Pipelines,
    Account::BatchPipelines,
    Account::Contexts,
    Account::Modules,
    Account::WgslBytes,
];

/// An amount of one account, held until dropped.
#[must_use = "a reservation gives back when dropped: keep it with what it pays for"]
pub struct Reservation {
    ledger: Option<Ledger>,
    account: Account,
    amount: u64,
}

impl fmt::Debug for Reservation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Reservation({} {})", self.amount, self.account.name())
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if let Some(l) = self.ledger.take() {
            l.give(self.account, self.amount);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quotas() -> Quotas {
        Quotas { max_arrays: 2, max_array_bytes: 100, ..Quotas::default() }
    }

    #[test]
    fn reservations_give_back_on_drop() {
        let l = Ledger::new(&quotas());
        let a = l.take(Account::Arrays, 1, "an array").unwrap();
        let b = l.take(Account::Arrays, 1, "an array").unwrap();
        let e = l.take(Account::Arrays, 1, "an array").unwrap_err();
        assert_eq!(e.kind(), Some(crate::error::ErrorKind::Quota));
        assert_eq!(e.message(), "this guest already holds 2 arrays, its limit (an array)");
        drop(a);
        assert_eq!(l.used(Account::Arrays), 1);
        let _c = l.take(Account::Arrays, 1, "an array").unwrap();
        drop(b);
        let bytes = l.take(Account::Bytes, 60, "an array").unwrap();
        let e = l.take(Account::Bytes, 41, "a buffer").unwrap_err();
        assert_eq!(
            e.message(),
            "a buffer of 41 bytes would bring this guest's arrays and buffers to 101 bytes, over its limit \
             of 100 bytes"
        );
        // An amount near u64::MAX cannot wrap past the limit.
        assert!(l.take(Account::Bytes, u64::MAX, "a buffer").is_err());
        drop(bytes);
        assert_eq!(l.used(Account::Bytes), 0);
    }

    #[test]
    #[should_panic(expected = "released twice")]
    #[cfg(debug_assertions)]
    fn a_double_release_is_caught() {
        let l = Ledger::new(&quotas());
        let r = l.take(Account::Kernels, 1, "a kernel").unwrap();
        l.give(Account::Kernels, 1);
        drop(r);
    }
}
