//! The bulk region: one block of shared memory, mapped by the host and its GPU process, that
//! large payloads (a buffer's write or read-back, a stream's commands and read window) cross
//! instead of the socket: one copy on each side, no socket chunking, no per-chunk wake-ups.
//!
//! The host makes it (a `memfd` on Linux, sized once, sealed against growing and shrinking so
//! that neither side can make the other's mapping fault), maps it, and passes the descriptor
//! to the process with its first message ([`send_fd`] / [`recv_fd`]). Who may touch it is
//! decided by the protocol, not by locks in the memory: the host holds it for one request at
//! a time (a `Mutex` on its side; a second bulk request at the same moment waits while a
//! buffer's write holds it, whose answer comes as soon as the process has copied the payload
//! out, and otherwise uses the socket); the request's payload is in it when sent, and the
//! process's answer may put its payload in it; the host takes it back when it has read the
//! answer. The writer of a buffer does not wait for that answer: its caller goes on while the
//! process copies.
//!
//! The host never makes a Rust reference into the region: it only copies bytes in and out
//! ([`Region::put`], [`Region::take_bytes`], [`Region::take_words`]), so a GPU process that broke the protocol (a
//! compromised driver writing while the host copies) could change the bytes the host gets,
//! which the host treats as untrusted anyway, and nothing else. Elsewhere than Linux there is
//! no region and everything crosses the socket.

use std::fs::File;
use std::io;
use std::os::fd::{AsFd, OwnedFd};

use memmap2::MmapRaw;

use crate::exec::copy::{self, copy};

/// The region's size by default: a payload up to this size crosses through it.
pub const DEFAULT_REGION_BYTES: u64 = 64 << 20;

/// A payload smaller than this crosses the socket (one write is cheaper than a round trip).
pub const MIN_BULK_BYTES: usize = 64 << 10;

/// The start of the region that both sides fault in when they map it, off the critical path
/// (the host while its GPU process starts, the process while its device opens). Untouched
/// pages of shared memory fault on first use in each process: on the H200 machine the first
/// 4 MiB crossing cost ~2 ms more each way than a warm one. Payloads past this still fault once.
#[cfg(target_os = "linux")]
pub const PREFAULT_BYTES: usize = 16 << 20;

/// One mapping of the shared region.
pub struct Region {
    map: MmapRaw,
    file: File,
}

impl std::fmt::Debug for Region {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Region").field("len", &self.map.len()).finish_non_exhaustive()
    }
}

impl Region {
    /// Makes a region of `len` bytes (the host's side): an anonymous, sealed memory file.
    #[cfg(target_os = "linux")]
    pub fn create(len: u64) -> io::Result<Region> {
        use rustix::fs::{MemfdFlags, SealFlags, fcntl_add_seals, ftruncate, memfd_create};
        let fd = memfd_create("wasm-host bulk region", MemfdFlags::CLOEXEC | MemfdFlags::ALLOW_SEALING)?;
        ftruncate(&fd, len)?;
        fcntl_add_seals(&fd, SealFlags::SHRINK | SealFlags::GROW | SealFlags::SEAL)?;
        Region::map(fd, len)
    }

    /// No shared memory here: the socket carries everything.
    #[cfg(not(target_os = "linux"))]
    pub fn create(_len: u64) -> io::Result<Region> {
        Err(io::Error::new(io::ErrorKind::Unsupported, "no memfd on this system"))
    }

    /// Maps a region of `len` bytes that the peer made (the GPU process's side). Its size is
    /// checked against `len`, so a mapping never reaches past the file's end.
    pub fn map(fd: OwnedFd, len: u64) -> io::Result<Region> {
        let file = File::from(fd);
        let size = file.metadata()?.len();
        if size != len || len == 0 || usize::try_from(len).is_err() {
            return Err(io::Error::other(format!("a bulk region of {size} bytes, {len} announced")));
        }
        let map = MmapRaw::map_raw(&file)?;
        // Best effort: MADV_POPULATE_WRITE needs Linux 5.14; without it pages fault on use.
        #[cfg(target_os = "linux")]
        if let Err(e) = map.advise_range(memmap2::Advice::PopulateWrite, 0, PREFAULT_BYTES.min(map.len())) {
            tracing::debug!(target: "wasm_host", "the bulk region is not prefaulted: {e}");
        }
        Ok(Region { map, file })
    }

    /// Its size in bytes.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// The descriptor, to pass to the peer.
    pub fn fd(&self) -> std::os::fd::BorrowedFd<'_> {
        self.file.as_fd()
    }

    /// Copies `bytes` to the start of the region. `false` (nothing copied) when they do not fit.
    #[allow(unsafe_code)]
    pub fn put(&self, bytes: &[u8]) -> bool {
        if bytes.len() > self.map.len() {
            return false;
        }
        // SAFETY: the mapping is `self.map.len()` bytes long, writable, and stays mapped while
        // `self` lives (the file is sealed against shrinking, so no page of it can vanish);
        // `bytes` fits, and is the caller's own memory, so the ranges do not overlap. Only
        // bytes are written, through a raw pointer: no reference into the region exists.
        unsafe { copy(bytes.as_ptr(), self.map.as_mut_ptr(), bytes.len()) };
        true
    }

    /// The region's first `len` bytes as little-endian words (the last word's missing bytes
    /// zero), copied without zeroing the words first. `None` past the region's end.
    #[allow(unsafe_code)]
    pub fn take_words(&self, len: usize) -> Option<Vec<u32>> {
        if len > self.map.len() {
            return None;
        }
        // SAFETY: `len` bytes from the start are in bounds of a mapping that outlives the call.
        Some(unsafe { copy::words_from(self.map.as_ptr(), len) })
    }

    /// The region's first `len` bytes, copied without zeroing the room first. `None` past the
    /// region's end.
    #[allow(unsafe_code)]
    pub fn take_bytes(&self, len: usize) -> Option<Vec<u8>> {
        if len > self.map.len() {
            return None;
        }
        let mut out: Vec<u8> = Vec::with_capacity(len);
        // SAFETY: the capacity holds `len` bytes of the caller's own memory; the source is in
        // bounds of a mapping that outlives the call. Every byte is written before `set_len`
        // makes it part of `out`, and any bytes are valid.
        unsafe {
            copy(self.map.as_ptr(), out.as_mut_ptr(), len);
            out.set_len(len);
        }
        Some(out)
    }

    /// The region's first `len` bytes, in place (`None` past its end).
    ///
    /// # Safety
    /// The peer must not write the region while the slice lives. Only the GPU process uses
    /// this, on a region its host holds for the request being served (the host writes it
    /// before sending the request and not again until it has the answer).
    #[allow(unsafe_code)]
    pub unsafe fn view(&self, len: usize) -> Option<&[u8]> {
        // SAFETY: in bounds of a mapping that lives as long as `self`; the caller promises
        // that nothing writes it meanwhile.
        (len <= self.map.len()).then(|| unsafe { std::slice::from_raw_parts(self.map.as_ptr(), len) })
    }
}

/// Sends `fd` over `socket` with one byte of data (`SCM_RIGHTS`); `None` sends the byte alone
/// (no region).
pub fn send_fd(socket: impl AsFd, fd: Option<std::os::fd::BorrowedFd<'_>>) -> io::Result<()> {
    use rustix::net::{SendAncillaryBuffer, SendAncillaryMessage, SendFlags, sendmsg};
    let mut space = [std::mem::MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(1))];
    let mut control = SendAncillaryBuffer::new(&mut space);
    let fds;
    if let Some(fd) = fd {
        fds = [fd];
        if !control.push(SendAncillaryMessage::ScmRights(&fds)) {
            return Err(io::Error::other("no room for a descriptor"));
        }
    }
    // No SIGPIPE where the flag exists (Rust's runtime ignores SIGPIPE in binaries anyway).
    #[cfg(any(target_os = "linux", target_os = "android"))]
    let flags = SendFlags::NOSIGNAL;
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let flags = SendFlags::empty();
    let sent = sendmsg(socket, &[io::IoSlice::new(&[1])], &mut control, flags)?;
    if sent != 1 {
        return Err(io::Error::other("the descriptor's message was not sent"));
    }
    Ok(())
}

/// Receives what [`send_fd`] sent: the descriptor, if one came.
pub fn recv_fd(socket: impl AsFd) -> io::Result<Option<OwnedFd>> {
    use rustix::net::{RecvAncillaryBuffer, RecvAncillaryMessage, RecvFlags, recvmsg};
    let mut space = [std::mem::MaybeUninit::uninit(); rustix::cmsg_space!(ScmRights(1))];
    let mut control = RecvAncillaryBuffer::new(&mut space);
    let mut byte = [0u8; 1];
    // The descriptor is close-on-exec: atomically where the flag exists, else right after.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    let flags = RecvFlags::CMSG_CLOEXEC;
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let flags = RecvFlags::empty();
    let got = recvmsg(socket, &mut [io::IoSliceMut::new(&mut byte)], &mut control, flags)?;
    if got.bytes != 1 {
        return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the host closed the socket"));
    }
    let mut fd = None;
    for message in control.drain() {
        if let RecvAncillaryMessage::ScmRights(fds) = message {
            for f in fds {
                #[cfg(not(any(target_os = "linux", target_os = "android")))]
                rustix::io::fcntl_setfd(&f, rustix::io::FdFlags::CLOEXEC)?;
                fd.get_or_insert(f);
            }
        }
    }
    Ok(fd)
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn a_region_crosses_a_socket_and_is_sealed() {
        let host = Region::create(1 << 20).unwrap();
        let (a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        send_fd(&a, Some(host.fd())).unwrap();
        let fd = recv_fd(&b).unwrap().expect("a descriptor");
        // A wrong announced size is refused before mapping.
        assert!(Region::map(fd.try_clone().unwrap(), 1 << 21).is_err());
        let child = Region::map(fd, 1 << 20).unwrap();
        assert!(host.put(&[1, 2, 3, 4]));
        assert_eq!(child.take_bytes(4), Some(vec![1, 2, 3, 4]));
        assert!(!host.put(&vec![0; (1 << 20) + 1]), "a payload larger than the region");
        // The seals: neither side can shrink (or grow) the file under the other's mapping.
        assert!(child.file.set_len(4096).is_err());
        assert!(child.file.set_len(1 << 22).is_err());
        // Large copies split over threads arrive whole, both ways, at any length.
        let big = Region::create(4 << 20).unwrap();
        for len in [copy::PARALLEL_COPY_BYTES - 1, copy::PARALLEL_COPY_BYTES + 3, (4 << 20) - 4] {
            let data: Vec<u8> = (0..len).map(|i| (i * 7 + i / 4096) as u8).collect();
            assert!(big.put(&data));
            assert!(big.take_bytes(len).is_some_and(|back| back == data), "{len} bytes through take_bytes");
            let words = big.take_words(len).unwrap();
            let back: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take(len).collect();
            assert!(back == data, "{len} bytes through take_words");
        }
        assert_eq!(big.take_bytes((4 << 20) + 1), None, "past the region's end");
        big.put(&[1, 2, 3, 4, 5, 6]);
        assert_eq!(big.take_words(6), Some(vec![0x0403_0201, 0x0000_0605]), "the last word's tail is zero");
        assert_eq!(big.take_words((4 << 20) + 1), None);
        // No descriptor: the byte alone.
        send_fd(&a, None).unwrap();
        assert!(recv_fd(&b).unwrap().is_none());
    }
}
