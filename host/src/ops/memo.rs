//! What a guest had the host generate and compile once, kept for its next calls: a cache keyed
//! by what each entry was made for (reductions' kernels, scans' and histograms' programs).
//! Bounded by its key space, which each user states; entries live until the guest's store
//! drops.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

use crate::error::{Error, Result};

/// A guest's entries of one kind, made on first use.
#[derive(Debug)]
pub struct Memo<K, V>(Mutex<HashMap<K, V>>);

impl<K, V> Default for Memo<K, V> {
    fn default() -> Self {
        Memo(Mutex::new(HashMap::new()))
    }
}

impl<K: Eq + Hash + Copy, V: Clone> Memo<K, V> {
    /// The entry for `key`, made by `make` now if there is none yet (a failure is not kept).
    pub fn get_or_make(&self, key: K, make: impl FnOnce() -> Result<V>) -> Result<V> {
        let mut entries = self.0.lock().map_err(|_| Error::trap("generated programs: lock poisoned"))?;
        if let Some(v) = entries.get(&key) {
            return Ok(v.clone());
        }
        let v = make()?;
        entries.insert(key, v.clone());
        Ok(v)
    }

#[cfg(feature = "testing")]
    /// How many entries were made.
    pub fn len(&self) -> usize {
        self.0.lock().map(|e| e.len()).unwrap_or(0)
    }

#[cfg(feature = "testing")]
    /// Whether none was made yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
