//! A global allocator that puts large allocations on transparent huge pages (Linux).
//!
//! Transfers land in fresh memory: the canonical ABI lifts a guest's `list<f32>` into a new
//! `Vec`, a read-back copies into a new one. On 4 KiB pages each first touch of such memory is
//! a page fault, and in a virtual machine a slow one: on the GPU machine the lift of the README
//! jacobi's 4 MiB input took ~2 ms, most of it faults (benches/RESULTS.md, "Fresh memory on
//! huge pages"). On 2 MiB pages the same 4 MiB is two faults.
//!
//! [`LargePages`] serves allocations of at least [`LARGE`] bytes from glibc's `malloc` family
//! aligned to 2 MiB and marks them `MADV_HUGEPAGE` (a hint: where THP is "never" the kernel
//! ignores it and nothing else changes); smaller ones exactly as `std`'s system allocator
//! serves them (`malloc`, `posix_memalign` above 16-byte alignment). A large zeroed block is
//! glibc's `calloc` (fresh mappings stay lazily zeroed by the kernel), marked for THP on the
//! whole huge pages inside it; so is a large block grown by `realloc`.
//!
//! Freed large blocks that start on a huge page are kept for reuse, at most [`KEPT_BLOCKS`]
//! of them and [`KEPT_BYTES`] in all, none larger than [`KEPT_BYTES`]: glibc served each
//! 2 MiB-aligned block from a fresh mapping (an aligned request of a freed block's size is
//! again at its dynamic mmap threshold), so without them every read-back of the same 4 MiB
//! faulted its pages in again (the H100's warm 4 MiB `read_buffer` went 0.48 → 1.0 ms with
//! huge pages and no kept blocks). A kept block serves a request it holds with less than
//! 4 MiB to spare.
//!
//! Only where `malloc` aligns to 16 bytes (64-bit Linux); elsewhere this is `std`'s `System`.
//!
//! Installed by the `wasm-host` binary (`#[global_allocator]`); an embedder may install it in
//! its own binary. Elsewhere than Linux it is `std`'s `System`.

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
use std::alloc::System;
use std::alloc::{GlobalAlloc, Layout};

/// Allocations of this many bytes or more are marked for THP (and, unless zeroed or grown by
/// `realloc`, start on a huge page).
pub const LARGE: usize = 2 << 20;

/// The most freed large blocks kept for reuse.
pub const KEPT_BLOCKS: usize = 8;

/// The most bytes the kept blocks hold together (and the largest block kept).
pub const KEPT_BYTES: usize = 64 << 20;

/// Puts one block of `bytes` (at least [`LARGE`]), its pages faulted in, among the kept blocks,
/// for the first large allocation of a run to take: a guest's first 4 MiB input then lands in
/// memory that is already there (on the H100 machine the README jacobi's first lift cost
/// ~1 ms more than its second, which reused the first's block). For the binary that installs
/// [`LargePages`]; call it off the critical path (a thread at start-up). Where there is no
/// room among the kept blocks, or elsewhere than 64-bit Linux, it does nothing.
pub fn prewarm(bytes: usize) {
    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    linux::prewarm(bytes);
    #[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
    let _ = bytes;
}

/// The allocator (see the module doc): `#[global_allocator] static A: LargePages = LargePages;`.
#[derive(Debug, Clone, Copy, Default)]
pub struct LargePages;

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
#[allow(unsafe_code)]
mod linux {
    use std::sync::Mutex;

    use super::{KEPT_BLOCKS, KEPT_BYTES, LARGE, Layout};

    /// Freed large blocks kept for reuse: (address, usable bytes); address 0 is an empty slot.
    /// A `Mutex` of a plain array: locking allocates nothing (a futex), and nothing allocates
    /// while it is held.
    static KEPT: Mutex<[(usize, usize); KEPT_BLOCKS]> = Mutex::new([(0, 0); KEPT_BLOCKS]);

    /// A kept block that holds `size` bytes at `align`, with less than two huge pages to
    /// spare (a 4 MiB block aligned to 2 MiB holds up to ~6 MiB).
    fn take(size: usize, align: usize) -> Option<*mut u8> {
        let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
        let best = kept
            .iter_mut()
            .filter(|(p, n)| *p != 0 && *n >= size && *n - size < 2 * HUGE && p.is_multiple_of(align))
            .min_by_key(|(_, n)| *n)?;
        let p = best.0;
        *best = (0, 0);
        Some(p as *mut u8)
    }

    /// See [`super::prewarm`].
    pub(super) fn prewarm(bytes: usize) {
        let Ok(layout) = Layout::from_size_align(bytes.max(LARGE), MIN_ALIGN) else { return };
        // SAFETY: a nonzero layout; the block is written within its size, then freed with it.
        unsafe {
            let p = alloc(layout);
            if !p.is_null() {
                std::ptr::write_bytes(p, 0, layout.size());
                dealloc(p, layout);
            }
        }
    }

    /// The bytes the kept blocks hold together.
    #[cfg(test)]
    pub(super) fn kept_bytes() -> usize {
        KEPT.lock().unwrap_or_else(|e| e.into_inner()).iter().map(|(_, n)| n).sum()
    }

    /// Frees every kept block (the tests start from none).
    #[cfg(test)]
    pub(super) fn drain() {
        let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
        for (p, n) in kept.iter_mut() {
            if *p != 0 {
                // SAFETY: a kept block is a live malloc-family block nobody else holds.
                unsafe { libc::free(*p as *mut libc::c_void) };
            }
            (*p, *n) = (0, 0);
        }
    }

    /// Keeps the freed block `p` if it starts on a huge page and there is room, else hands it
    /// back (false): a `calloc`'d or `realloc`'d block is not aligned, and a request served
    /// from it would lose what this allocator is for.
    fn keep(p: *mut u8) -> bool {
        if !(p as usize).is_multiple_of(HUGE) {
            return false;
        }
        // SAFETY: `p` is a live block of the malloc family.
        let usable = unsafe { libc::malloc_usable_size(p.cast()) };
        if !(LARGE..=KEPT_BYTES).contains(&usable) {
            return false;
        }
        let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
        let held: usize = kept.iter().map(|(_, n)| n).sum();
        if held + usable > KEPT_BYTES {
            return false;
        }
        match kept.iter_mut().find(|(q, _)| *q == 0) {
            Some(slot) => {
                *slot = (p as usize, usable);
                true
            }
            None => false,
        }
    }

    /// The huge page size of x86-64 and of arm64 with 4 KiB base pages.
    const HUGE: usize = 2 << 20;
    /// What `malloc` guarantees on 64-bit glibc.
    const MIN_ALIGN: usize = 16;

    pub(super) fn large(layout: Layout) -> bool {
        layout.size() >= LARGE && layout.align() <= HUGE
    }

    /// Marks the whole huge pages inside `[p, p + len)` for THP (errors ignored: a hint).
    pub(super) fn advise(p: *mut u8, len: usize) {
        let start = (p as usize).next_multiple_of(HUGE);
        let end = (p as usize + len) / HUGE * HUGE;
        if end > start {
            // SAFETY: the range lies inside an allocation this process owns; MADV_HUGEPAGE
            // changes how it is backed, never its contents.
            unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
        }
    }

    /// `malloc`, or `posix_memalign` for an alignment above what `malloc` gives.
    pub(super) unsafe fn aligned(size: usize, align: usize) -> *mut u8 {
        if align <= MIN_ALIGN && align <= size {
            // SAFETY: plain malloc; null on failure.
            return unsafe { libc::malloc(size) }.cast();
        }
        let mut out = std::ptr::null_mut();
        // SAFETY: `align` is a power of two (a `Layout`'s) and at least a pointer's size
        // after the max; `out` is written only on success.
        let rc = unsafe { libc::posix_memalign(&mut out, align.max(size_of::<usize>()), size) };
        if rc == 0 { out.cast() } else { std::ptr::null_mut() }
    }

    pub(super) unsafe fn alloc(layout: Layout) -> *mut u8 {
        if !large(layout) {
            // SAFETY: as `aligned`'s contract.
            return unsafe { aligned(layout.size(), layout.align()) };
        }
        if let Some(p) = take(layout.size(), layout.align()) {
            return p;
        }
        // SAFETY: HUGE is a power of two.
        let p = unsafe { aligned(layout.size(), HUGE) };
        if !p.is_null() {
            advise(p, layout.size());
        }
        p
    }

    pub(super) unsafe fn alloc_zeroed(layout: Layout) -> *mut u8 {
        if large(layout)
            && let Some(p) = take(layout.size(), layout.align())
        {
            // A kept block was used: zero it (its pages mostly faulted in already, so this costs
            // about a copy of it, no more than the fresh pages' faults it saves).
            // SAFETY: the kept block holds at least `layout.size()` bytes.
            unsafe { std::ptr::write_bytes(p, 0, layout.size()) };
            return p;
        }
        if layout.align() <= MIN_ALIGN && layout.align() <= layout.size() {
            // SAFETY: calloc; fresh mappings stay lazily zeroed by the kernel.
            let p: *mut u8 = unsafe { libc::calloc(layout.size(), 1) }.cast();
            if !p.is_null() && large(layout) {
                advise(p, layout.size());
            }
            return p;
        }
        // SAFETY: as `alloc`'s; then the whole block is zeroed.
        let p = unsafe { alloc(layout) };
        if !p.is_null() {
            // SAFETY: `p` holds `layout.size()` writable bytes.
            unsafe { std::ptr::write_bytes(p, 0, layout.size()) };
        }
        p
    }

    pub(super) unsafe fn dealloc(p: *mut u8, layout: Layout) {
        if large(layout) && keep(p) {
            return;
        }
        // SAFETY: every pointer this allocator hands out comes from the malloc family.
        unsafe { libc::free(p.cast()) };
    }

    pub(super) unsafe fn realloc(p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= MIN_ALIGN && layout.align() <= new_size {
            // glibc's realloc keeps malloc's alignment, all the caller asked for; a large
            // block loses the huge-page alignment, so only its inner huge pages are marked.
            // SAFETY: `p` is from the malloc family, `new_size` nonzero (GlobalAlloc's rules).
            let q: *mut u8 = unsafe { libc::realloc(p.cast(), new_size) }.cast();
            if !q.is_null() && new_size >= LARGE {
                advise(q, new_size);
            }
            return q;
        }
        // SAFETY: GlobalAlloc's rules make this layout valid.
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // SAFETY: as `alloc`'s.
        let q = unsafe { alloc(new) };
        if !q.is_null() {
            // SAFETY: both blocks hold at least the smaller size; they are distinct.
            unsafe { std::ptr::copy_nonoverlapping(p, q, layout.size().min(new_size)) };
            // SAFETY: `p` is no longer used.
            unsafe { dealloc(p, layout) };
        }
        q
    }
}

// SAFETY: on 64-bit Linux every block comes from glibc's malloc family with at least the layout's
// alignment and size, and goes back through `free`/`realloc`; elsewhere this is `System`.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for LargePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
        // SAFETY: GlobalAlloc's contract is the caller's.
        return unsafe { linux::alloc(layout) };
        #[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
        // SAFETY: as above.
        return unsafe { System.alloc(layout) };
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
        // SAFETY: GlobalAlloc's contract is the caller's.
        return unsafe { linux::alloc_zeroed(layout) };
        #[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
        // SAFETY: as above.
        return unsafe { System.alloc_zeroed(layout) };
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
        // SAFETY: GlobalAlloc's contract is the caller's.
        unsafe {
            linux::dealloc(p, layout)
        }
        #[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
        // SAFETY: as above.
        unsafe {
            System.dealloc(p, layout)
        }
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
        // SAFETY: GlobalAlloc's contract is the caller's.
        return unsafe { linux::realloc(p, layout, new_size) };
        #[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
        // SAFETY: as above.
        return unsafe { System.realloc(p, layout, new_size) };
    }
}

#[cfg(all(test, target_os = "linux", target_pointer_width = "64"))]
#[allow(unsafe_code)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    /// The tests share the kept blocks: one at a time.
    static ONE: Mutex<()> = Mutex::new(());

    /// The `VmFlags` line of the mapping that holds `p` (`/proc/self/smaps`).
    fn vm_flags(p: *const u8) -> String {
        let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap();
        let at = p as usize;
        let mut inside = false;
        for line in smaps.lines() {
            if let Some((range, _)) = line.split_once(' ')
                && let Some((a, b)) = range.split_once('-')
                && let (Ok(a), Ok(b)) = (usize::from_str_radix(a, 16), usize::from_str_radix(b, 16))
            {
                inside = (a..b).contains(&at);
            } else if inside && let Some(flags) = line.strip_prefix("VmFlags:") {
                return flags.trim().to_string();
            }
        }
        panic!("no mapping holds {p:p}")
    }

    #[test]
    fn large_blocks_are_huge_page_aligned_and_marked_small_ones_are_not() {
        let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
        linux::drain();
        let a = LargePages;
        let large = Layout::from_size_align(4 << 20, 4).unwrap();
        // SAFETY: a nonzero layout; freed below with the same one.
        let p = unsafe { a.alloc(large) };
        assert!(!p.is_null());
        assert!((p as usize).is_multiple_of(2 << 20), "a large block starts on a huge page");
        let flags = vm_flags(p);
        // `hg`: MADV_HUGEPAGE (the kernel sets it whatever THP's system setting).
        assert!(flags.split(' ').any(|f| f == "hg"), "VmFlags of a large block: {flags}");
        // SAFETY: `p` holds 4 MiB.
        unsafe { std::ptr::write_bytes(p, 7, 4 << 20) };
        // SAFETY: allocated above with this layout.
        unsafe { a.dealloc(p, large) };

        let small = Layout::from_size_align(4096, 8).unwrap();
        // SAFETY: as above.
        let q = unsafe { a.alloc(small) };
        assert!(!q.is_null() && (q as usize).is_multiple_of(8));
        // SAFETY: as above.
        unsafe { a.dealloc(q, small) };
    }

    #[test]
    fn blocks_keep_their_bytes_and_alignment_across_reallocations_over_the_threshold() {
        let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
        linux::drain();
        let a = LargePages;
        for align in [1usize, 8, 16, 64, 4096] {
            let mut layout = Layout::from_size_align(1000, align).unwrap();
            // SAFETY: nonzero layout.
            let mut p = unsafe { a.alloc_zeroed(layout) };
            assert!(!p.is_null() && (p as usize).is_multiple_of(align));
            // SAFETY: `p` holds `layout.size()` bytes.
            assert!(unsafe { std::slice::from_raw_parts(p, layout.size()) }.iter().all(|&b| b == 0));
            // SAFETY: as above.
            unsafe { std::ptr::write_bytes(p, 0xA5, layout.size()) };
            for size in [3 << 20, 9 << 20, 500, 5 << 20] {
                let kept = layout.size().min(size);
                // SAFETY: `p` was allocated with `layout`; `size` is nonzero.
                p = unsafe { a.realloc(p, layout, size) };
                assert!(!p.is_null() && (p as usize).is_multiple_of(align), "align {align}, size {size}");
                // SAFETY: `p` holds at least `kept` bytes.
                let bytes = unsafe { std::slice::from_raw_parts(p, kept) };
                assert!(bytes.iter().all(|&b| b == 0xA5), "align {align}: bytes lost growing to {size}");
                layout = Layout::from_size_align(size, align).unwrap();
                // SAFETY: as above.
                unsafe { std::ptr::write_bytes(p, 0xA5, size) };
            }
            // SAFETY: allocated with `layout`.
            unsafe { a.dealloc(p, layout) };
        }
        // A large zeroed block reads zero.
        let layout = Layout::from_size_align(8 << 20, 8).unwrap();
        // SAFETY: nonzero layout.
        let p = unsafe { a.alloc_zeroed(layout) };
        assert!(!p.is_null());
        // SAFETY: `p` holds 8 MiB.
        assert!(unsafe { std::slice::from_raw_parts(p, 8 << 20) }.iter().all(|&b| b == 0));
        // SAFETY: allocated with `layout`.
        unsafe { a.dealloc(p, layout) };
    }

    /// A prewarmed block is kept, and serves the next large allocation it holds.
    #[test]
    fn a_prewarmed_block_serves_the_first_large_allocation() {
        let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
        linux::drain();
        prewarm(4 << 20);
        let kept = linux::kept_bytes();
        assert!(kept >= 4 << 20, "kept {kept} bytes after prewarming 4 MiB");
        let layout = Layout::from_size_align(3 << 20, 4).unwrap();
        // SAFETY: a nonzero layout, freed with it.
        unsafe {
            let p = LargePages.alloc(layout);
            assert!(!p.is_null());
            assert_eq!(linux::kept_bytes(), 0, "the 3 MiB request took the prewarmed block");
            LargePages.dealloc(p, layout);
        }
    }

    #[test]
    fn freed_large_blocks_are_reused_zeroed_when_asked_and_bounded() {
        let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
        linux::drain();
        let a = LargePages;
        let layout = Layout::from_size_align(4 << 20, 4).unwrap();
        // SAFETY: nonzero layouts; every block freed with the layout it was made with.
        unsafe {
            let p = a.alloc(layout);
            assert!(!p.is_null());
            std::ptr::write_bytes(p, 0xAB, 4 << 20);
            a.dealloc(p, layout);
            let q = a.alloc(layout);
            assert_eq!(q, p, "a freed 4 MiB block serves the next 4 MiB request");
            a.dealloc(q, layout);
            let z = a.alloc_zeroed(layout);
            assert_eq!(z, p, "and a zeroed one");
            assert!(
                std::slice::from_raw_parts(z, 4 << 20).iter().all(|&b| b == 0),
                "a kept block handed out zeroed"
            );
            a.dealloc(z, layout);

            // Twelve freed blocks of 8 MiB: what is kept stays within the bound.
            let big = Layout::from_size_align(8 << 20, 8).unwrap();
            let blocks: Vec<*mut u8> = (0..12).map(|_| a.alloc(big)).collect();
            for b in blocks {
                a.dealloc(b, big);
            }
            let kept = linux::kept_bytes();
            assert!(kept <= KEPT_BYTES, "kept {kept} bytes, more than {KEPT_BYTES}");
            assert!(kept >= 6 * (8 << 20), "kept {kept} bytes: freed blocks should be kept up to the bound");

            // A block larger than the bound is never kept.
            let huge = Layout::from_size_align(KEPT_BYTES + 1, 8).unwrap();
            let h = a.alloc(huge);
            let before = linux::kept_bytes();
            a.dealloc(h, huge);
            assert_eq!(linux::kept_bytes(), before);
        }
    }
}
