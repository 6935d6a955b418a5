//! Large copies split over threads: one core copies a few GB/s into freshly allocated memory
//! (each new page faults on first touch), so a read-back's copy out of mapped memory into the
//! caller's `Vec` is faster on several cores. Used by the gpu executor's read-backs and by the
//! GPU process's bulk region (`remote::region`), each side of it.

/// A copy at least this large is split over several threads ([`copy`]): one core copies a
/// few GB/s out of freshly mapped memory, so a 4 MiB read-back's two extra copies (the
/// driver's mapping into the region in the process, the region out to the caller in the host)
/// cost ~1.7 ms on one thread on the H200 machine.
pub(crate) const PARALLEL_COPY_BYTES: usize = 1 << 20;

/// The most threads one copy uses by default (never more than it has pieces, [`PIECE_BYTES`]);
/// `WASM_HOST_COPY_THREADS=N` (1 to 16, read once per process) sets another most, for
/// measuring (1: every copy on the caller's thread).
const MAX_COPY_THREADS: usize = 4;

/// The most helper threads [`copy`] keeps (for `WASM_HOST_COPY_THREADS` up to 16).
const MAX_HELPERS: usize = 15;

/// Threads for a copy of `len` bytes: one below [`PARALLEL_COPY_BYTES`], else up to the most
/// (see [`MAX_COPY_THREADS`]), never more than the machine's cores nor the copy's pieces (a
/// helper offered no piece would only be woken).
pub(crate) fn copy_threads(len: usize) -> usize {
    static MOST: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    if len < PARALLEL_COPY_BYTES {
        return 1;
    }
    let most = *MOST.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let asked = std::env::var("WASM_HOST_COPY_THREADS").ok().and_then(|v| v.parse::<usize>().ok());
        asked.filter(|n| (1..=16).contains(n)).unwrap_or(MAX_COPY_THREADS).min(cores)
    });
    most.min(len.div_ceil(PIECE_BYTES)).max(1)
}

/// Bytes one claim of a split copy takes ([`copy`]): a helper the scheduler stops mid-claim
/// holds the caller back by one such piece at most, and a 4 MiB read-back still spreads over
/// four threads. (Lavapipe, two busy cores: pieces of 256 KiB, 1 MiB and 2 MiB read 4 MiB in
/// 0.61–0.86 ms alike; 64 MiB in 26–29, 26 and 19–30 ms.)
const PIECE_BYTES: usize = 1 << 20;

/// Copies `len` bytes from `src` to `dst`, on the caller's thread and, for a large copy, on up
/// to [`copy_threads`]` - 1` kept helper threads that join it when they get a core.
///
/// The copy is cut into pieces of [`PIECE_BYTES`] that every thread claims one at a time from a
/// shared counter, the caller included, so the caller never waits for a helper that has not
/// started: on a machine whose cores are busy (a software adapter's threads, other tenants,
/// other processes) a 4 MiB read-back split in fixed halves took 3.6 ms where one thread took
/// 0.8 (lavapipe, two cores, 2026-12-08), because the caller joined a helper the scheduler had
/// not yet run. The caller returns once every claimed piece is copied; a helper that comes
/// later finds none left and touches neither range.
///
/// # Safety
/// `src` must be valid for `len` reads and `dst` for `len` writes for the whole call, and the
/// two ranges must not overlap.
#[allow(unsafe_code)]
pub(crate) unsafe fn copy(src: *const u8, dst: *mut u8, len: usize) {
    let threads = copy_threads(len);
    if threads == 1 {
        // SAFETY: the caller's promise.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, len) };
        return;
    }
    let job = std::sync::Arc::new(Split::new(src, dst, len));
    helpers::offer(&job, threads - 1);
    // SAFETY: the caller's promise holds for the whole call, and `wait` returns only once
    // every piece is copied (no helper touches either range after that).
    unsafe { job.work() };
    job.wait();
}

/// One split copy: its pieces, the next one to claim and how many are copied.
struct Split {
    /// Addresses, not pointers (raw pointers are not `Send`).
    from: usize,
    to: usize,
    len: usize,
    pieces: usize,
    next: std::sync::atomic::AtomicUsize,
    done: std::sync::Mutex<usize>,
    all_done: std::sync::Condvar,
}

impl Split {
    fn new(src: *const u8, dst: *mut u8, len: usize) -> Split {
        Split {
            from: src as usize,
            to: dst as usize,
            len,
            pieces: len.div_ceil(PIECE_BYTES),
            next: std::sync::atomic::AtomicUsize::new(0),
            done: std::sync::Mutex::new(0),
            all_done: std::sync::Condvar::new(),
        }
    }

    /// Claims and copies pieces until none is left.
    ///
    /// # Safety
    /// Either the ranges are valid (the caller of [`copy`], which has not returned), or no
    /// piece is left to claim: [`copy`] returns only after every piece was claimed and copied.
    #[allow(unsafe_code)]
    unsafe fn work(&self) {
        use std::sync::atomic::Ordering;
        let mut copied = 0;
        loop {
            let k = self.next.fetch_add(1, Ordering::Relaxed);
            if k >= self.pieces {
                break;
            }
            let at = k * PIECE_BYTES;
            let n = PIECE_BYTES.min(self.len - at);
            // SAFETY: piece `k` is claimed by this thread alone; `at + n <= len`, inside both
            // ranges, which stay valid until every claimed piece is counted as done below.
            unsafe {
                std::ptr::copy_nonoverlapping((self.from + at) as *const u8, (self.to + at) as *mut u8, n)
            };
            copied += 1;
        }
        if copied > 0 {
            let mut done = self.done.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            *done += copied;
            if *done == self.pieces {
                self.all_done.notify_all();
            }
        }
    }

    /// Returns once every piece is copied.
    fn wait(&self) {
        let mut done = self.done.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        while *done < self.pieces {
            done = self.all_done.wait(done).unwrap_or_else(std::sync::PoisonError::into_inner);
        }
    }
}

/// The kept helper threads of [`copy`], started on first use, each waiting for split copies on
/// a channel of its own.
mod helpers {
    use std::sync::mpsc::{SyncSender, sync_channel};
    use std::sync::{Arc, Mutex, OnceLock};

    use super::{MAX_HELPERS, Split};

    static HELPERS: OnceLock<Mutex<Vec<SyncSender<Arc<Split>>>>> = OnceLock::new();

    /// Offers `job` to up to `count` helpers (starting them on first use); a helper that is
    /// busy or cannot start is skipped: the caller copies what no helper claims.
    pub(super) fn offer(job: &Arc<Split>, count: usize) {
        let helpers = HELPERS.get_or_init(|| Mutex::new(Vec::new()));
        let Ok(mut helpers) = helpers.lock() else { return };
        while helpers.len() < count.min(MAX_HELPERS) {
            let (tx, rx) = sync_channel::<Arc<Split>>(1);
            let started = std::thread::Builder::new().name("wasm-host copy".into()).spawn(move || {
                while let Ok(job) = rx.recv() {
                    // SAFETY: see `Split::work`: a piece is claimed only while its ranges are
                    // valid (the copy's caller has not returned).
                    #[allow(unsafe_code)]
                    unsafe {
                        job.work()
                    };
                }
            });
            if started.is_err() {
                break;
            }
            helpers.push(tx);
        }
        for tx in helpers.iter().take(count) {
            // A full channel (the helper busy) or a gone helper: the caller copies its share.
            let _ = tx.try_send(job.clone());
        }
    }
}

/// `len` bytes from `src` as little-endian words (the last word's missing bytes zero), copied
/// by [`copy`] into a new `Vec` without zeroing it first.
///
/// # Safety
/// `src` must be valid for `len` reads for the whole call.
#[allow(unsafe_code)]
pub(crate) unsafe fn words_from(src: *const u8, len: usize) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::with_capacity(len.div_ceil(4));
    if !len.is_multiple_of(4) {
        // The last word, zeroed first so the bytes past `len` are defined.
        // SAFETY: the capacity holds `len.div_ceil(4) >= 1` words.
        unsafe { out.as_mut_ptr().add(len / 4).write(0) };
    }
    // SAFETY: the capacity holds `len.div_ceil(4) * 4 >= len` bytes of the caller's own memory
    // (u8 has no alignment), the source is valid for `len` reads (the caller's promise); after
    // the copy every word is written (the tail word was zeroed before), and any bits are a
    // valid `u32`.
    unsafe {
        copy(src, out.as_mut_ptr().cast::<u8>(), len);
        out.set_len(len.div_ceil(4));
    }
    if cfg!(target_endian = "big") {
        out.iter_mut().for_each(|w| *w = u32::from_le(*w));
    }
    out
}

/// `bytes` as little-endian words, copied as [`words_from`] does.
#[allow(unsafe_code)]
pub(crate) fn words_of(bytes: &[u8]) -> Vec<u32> {
    // SAFETY: a slice is valid for reads of its length while it is borrowed.
    unsafe { words_from(bytes.as_ptr(), bytes.len()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_copies_arrive_whole_at_any_length() {
        assert_eq!(copy_threads(PARALLEL_COPY_BYTES - 1), 1);
        assert!(copy_threads(4 << 20) >= 1);
        for len in [0, 3, 4, PARALLEL_COPY_BYTES - 1, PARALLEL_COPY_BYTES + 3, (4 << 20) - 4] {
            let data: Vec<u8> = (0..len).map(|i| (i * 7 + i / 4096) as u8).collect();
            let words = words_of(&data);
            assert_eq!(words.len(), len.div_ceil(4));
            let back: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            assert_eq!(&back[..len], &data[..], "{len} bytes");
            assert!(back[len..].iter().all(|&b| b == 0), "{len} bytes: the tail is zero");
        }
    }

    /// Split copies offered to three helpers from six threads at once (more copies than
    /// helpers: some find every helper busy, some helpers take a copy already done), at lengths
    /// around the pieces' size: every byte arrives, none past the end is touched.
    #[test]
    #[allow(unsafe_code)]
    fn split_copies_from_many_threads_arrive_whole() {
        let lens = [PIECE_BYTES - 1, PIECE_BYTES, PIECE_BYTES + 1, 3 * PIECE_BYTES + 5, (4 << 20) - 4];
        std::thread::scope(|scope| {
            for t in 0..6usize {
                scope.spawn(move || {
                    for round in 0..8usize {
                        let len = lens[(t + round) % lens.len()];
                        let data: Vec<u8> = (0..len).map(|i| (i * 31 + t + round) as u8).collect();
                        let mut out = vec![0xA5u8; len + 64];
                        let job = std::sync::Arc::new(Split::new(data.as_ptr(), out.as_mut_ptr(), len));
                        helpers::offer(&job, 3);
                        // SAFETY: both ranges are valid until `wait` returns, as in `copy`.
                        unsafe { job.work() };
                        job.wait();
                        assert_eq!(&out[..len], &data[..], "thread {t}, round {round}, {len} bytes");
                        assert!(out[len..].iter().all(|&b| b == 0xA5), "{len} bytes: nothing past the end");
                    }
                });
            }
        });
    }
}
