//! Large copies split over threads: one core copies a few GB/s into freshly allocated memory
//! (each new page faults on first touch), so a read-back's copy out of mapped memory into the
//! caller's `Vec` is faster on several cores. Used by the gpu executor's read-backs and by the
//! GPU process's bulk region (`remote::region`), each side of it.

/// A copy at least this large is split over several threads ([`copy`]): one core copies a
/// few GB/s out of freshly mapped memory, so a 4 MiB read-back's two extra copies (the
/// driver's mapping into the region in the process, the region out to the caller in the host)
/// cost ~1.7 ms on one thread on the H200 machine.
pub(crate) const PARALLEL_COPY_BYTES: usize = 1 << 20;

/// The most threads one copy uses by default (each gets at least [`PARALLEL_COPY_BYTES`] / 4);
/// `WASM_HOST_COPY_THREADS=N` (1 to 16, read once per process) sets another most, for
/// measuring (1: every copy on the caller's thread).
const MAX_COPY_THREADS: usize = 4;

/// Threads for a copy of `len` bytes: one below [`PARALLEL_COPY_BYTES`], else up to the most
/// (see [`MAX_COPY_THREADS`]), never more than the machine's cores.
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
    most.min(len / (PARALLEL_COPY_BYTES / 4)).max(1)
}

/// Copies `len` bytes from `src` to `dst`, split over [`copy_threads`] threads (the caller's
/// and scoped helpers; where a helper cannot start, the caller copies its part).
///
/// # Safety
/// `src` must be valid for `len` reads and `dst` for `len` writes for the whole call, and the
/// two ranges must not overlap.
#[allow(unsafe_code)]
pub(crate) unsafe fn copy(src: *const u8, dst: *mut u8, len: usize) {
    let threads = copy_threads(len);
    let chunk = len.div_ceil(threads);
    // Addresses, not pointers, cross into the helpers (raw pointers are not `Send`).
    let (from, to) = (src as usize, dst as usize);
    let part = move |k: usize| {
        let at = k * chunk;
        let n = chunk.min(len.saturating_sub(at));
        // SAFETY: `at + n <= len`, inside both ranges the caller vouched for; parts do not
        // overlap one another.
        unsafe { std::ptr::copy_nonoverlapping((from + at) as *const u8, (to + at) as *mut u8, n) };
    };
    if threads == 1 {
        part(0);
        return;
    }
    std::thread::scope(|scope| {
        for k in 1..threads {
            if std::thread::Builder::new()
                .name("wasm-host copy".into())
                .spawn_scoped(scope, move || part(k))
                .is_err()
            {
                part(k);
            }
        }
        part(0);
    });
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
}
