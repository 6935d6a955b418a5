//! Arrays as the host sees them: element types, checked shapes, and typed host-side data.
//!
//! Nothing here knows WIT or an executor. Shapes are validated once, at the edge, and then carried
//! as [`Shape`], which cannot hold a rank outside 1..=3, a zero extent, or an element count that
//! overflows.
//!
//! Invariant: every loop that runs is bounded, and no read outside a strict array goes
//! unreported. A resident array carries its [`Origin`], the dispatches whose loop-budget flags
//! and out-of-range records it depends on, and is readable only once [`Origin::verify`] has
//! seen every one of them unset.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::error::{Error, ErrorKind, Result};

/// Element type of an array, a scalar or a kernel output. Every element is 4 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    /// 32-bit float.
    F32,
    /// 32-bit signed integer.
    I32,
    /// 32-bit unsigned integer.
    U32,
}

impl Elem {
    /// Size of one element in bytes.
    pub const SIZE: u64 = 4;

    /// The WGSL spelling of the type.
    pub fn wgsl(self) -> &'static str {
        match self {
            Elem::F32 => "f32",
            Elem::I32 => "i32",
            Elem::U32 => "u32",
        }
    }
}

impl fmt::Display for Elem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.wgsl())
    }
}

impl Elem {
    /// The type's name with its article, as a sentence reads it ("an f32", "an i32", "a u32").
    pub fn with_article(self) -> &'static str {
        match self {
            Elem::F32 => "an f32",
            Elem::I32 => "an i32",
            Elem::U32 => "a u32",
        }
    }
}

/// The largest rank an array may have.
pub const MAX_RANK: usize = 3;

/// A validated array shape: rank 1 to 3, every extent at least 1, x extent first. Row-major:
/// element `(x, y, z)` lives at `x + w * (y + h * z)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    dims: [u32; MAX_RANK],
    rank: u8,
}

impl Shape {
    /// Checks `dims` (what a guest sent) and makes a shape of it.
    pub fn new(dims: &[u32]) -> Result<Shape> {
        if dims.is_empty() || dims.len() > MAX_RANK {
            return Err(Error::invalid(format!(
                "a shape has 1 to {MAX_RANK} extents, this one has {}",
                dims.len()
            )));
        }
        if let Some(axis) = dims.iter().position(|&d| d == 0) {
            return Err(Error::invalid(format!("shape {dims:?} has a zero extent on axis {axis}")));
        }
        let mut full = [1u32; MAX_RANK];
        full[..dims.len()].copy_from_slice(dims);
        let shape = Shape { dims: full, rank: dims.len() as u8 };
        // Every extent is a u32 and there are at most three: the product fits a u128, and we
        // refuse shapes whose byte size does not fit a u64.
        let elems: u128 = full.iter().map(|&d| u128::from(d)).product();
        if elems * u128::from(Elem::SIZE) > u128::from(u64::MAX) {
            return Err(Error::invalid(format!("shape {dims:?} is too large")));
        }
        Ok(shape)
    }

    /// Number of extents.
    pub fn rank(&self) -> usize {
        usize::from(self.rank)
    }

    /// The extents, x first.
    pub fn dims(&self) -> &[u32] {
        &self.dims[..self.rank()]
    }

    /// The extents padded with 1 to rank 3.
    pub fn dims3(&self) -> [u32; MAX_RANK] {
        self.dims
    }

    /// Number of elements.
    pub fn len(&self) -> u64 {
        self.dims.iter().map(|&d| u64::from(d)).product()
    }

    /// Always false: a shape has no zero extent.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Size in bytes of an array of this shape (4-byte elements).
    pub fn bytes(&self) -> u64 {
        self.len() * Elem::SIZE
    }
}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.dims())
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dims: Vec<String> = self.dims().iter().map(u32::to_string).collect();
        write!(f, "[{}]", dims.join(", "))
    }
}

/// Typed array contents held by the host.
#[derive(Clone, Debug, PartialEq)]
pub enum HostData {
    /// f32 elements.
    F32(Vec<f32>),
    /// i32 elements.
    I32(Vec<i32>),
    /// u32 elements.
    U32(Vec<u32>),
}

impl HostData {
    /// The element type.
    pub fn elem(&self) -> Elem {
        match self {
            HostData::F32(_) => Elem::F32,
            HostData::I32(_) => Elem::I32,
            HostData::U32(_) => Elem::U32,
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        match self {
            HostData::F32(v) => v.len(),
            HostData::I32(v) => v.len(),
            HostData::U32(v) => v.len(),
        }
    }

    /// True when there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The little-endian bytes of the elements.
    pub fn as_bytes(&self) -> &[u8] {
        match self {
            HostData::F32(v) => bytemuck::cast_slice(v),
            HostData::I32(v) => bytemuck::cast_slice(v),
            HostData::U32(v) => bytemuck::cast_slice(v),
        }
    }

    /// Rebuilds typed data from bytes (for tests).
    pub fn from_bytes(elem: Elem, bytes: &[u8]) -> HostData {
        Self::from_words(elem, bytemuck::pod_collect_to_vec(bytes))
    }

    /// Typed data from words read back from an executor, reusing their allocation.
    pub fn from_words(elem: Elem, words: Vec<u32>) -> HostData {
        // Same size and alignment: these collects reuse the vector in place, with no copy.
        match elem {
            Elem::F32 => HostData::F32(words.into_iter().map(f32::from_bits).collect()),
            Elem::I32 => HostData::I32(words.into_iter().map(|w| w as i32).collect()),
            Elem::U32 => HostData::U32(words),
        }
    }

    /// Checks that the data fills `shape` exactly.
    pub fn check_shape(&self, shape: &Shape) -> Result<()> {
        if self.len() as u64 != shape.len() {
            return Err(Error::invalid(format!(
                "shape {shape} holds {} elements but {} {} given",
                shape.len(),
                self.len(),
                if self.len() == 1 { "was" } else { "were" }
            )));
        }
        Ok(())
    }
}

/// One scalar value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// f32 value.
    F32(f32),
    /// i32 value.
    I32(i32),
    /// u32 value.
    U32(u32),
}

impl Scalar {
    /// The element type.
    pub fn elem(&self) -> Elem {
        match self {
            Scalar::F32(_) => Elem::F32,
            Scalar::I32(_) => Elem::I32,
            Scalar::U32(_) => Elem::U32,
        }
    }

    /// The value's 32 bits, as a kernel reads them.
    pub fn bits(&self) -> u32 {
        match *self {
            Scalar::F32(v) => v.to_bits(),
            Scalar::I32(v) => v as u32,
            Scalar::U32(v) => v,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_are_checked() {
        assert_eq!(Shape::new(&[4, 3]).unwrap().len(), 12);
        assert_eq!(Shape::new(&[4, 3]).unwrap().dims3(), [4, 3, 1]);
        for bad in [&[][..], &[1, 2, 3, 4][..], &[0][..], &[5, 0, 2][..]] {
            let err = Shape::new(bad).unwrap_err();
            assert_eq!(err.kind(), Some(crate::ErrorKind::Invalid), "{bad:?}");
        }
        let huge = Shape::new(&[u32::MAX, u32::MAX, u32::MAX]).unwrap_err();
        assert!(huge.message().contains("too large"), "{huge}");
    }

    #[test]
    fn data_round_trips_through_bytes() {
        let data = HostData::I32(vec![-1, 7, i32::MIN]);
        assert_eq!(HostData::from_bytes(Elem::I32, data.as_bytes()), data);
        let shape = Shape::new(&[2]).unwrap();
        assert!(data.check_shape(&shape).is_err());
    }
}

/// Where an array's contents came from, as far as the loop budget cares: the dispatch that
/// computed it (with its flag probe) and the not-yet-verified origins of its inputs. Reading an
/// array verifies the whole lineage first, so a result that depends on a cut loop anywhere
/// upstream is never returned.
#[derive(Debug)]
pub struct Origin {
    kernel: String,
    probe: Option<crate::exec::BudgetFlag>,
    /// The out-of-range record of a checked dispatch (see [`Record`]), dropped (its buffer
    /// freed) once verified.
    record: Mutex<Option<Record>>,
    inputs: Mutex<Vec<Arc<Origin>>>,
    verified: AtomicBool,
    /// An upper bound on the unverified dispatches in this lineage (shared ancestors count once
    /// per path), so a long chain is verified before it holds too many probes.
    pending: usize,
    /// The same bound on the records among them (each an executor buffer).
    records: usize,
}

/// The out-of-range record of a dispatch of a kernel's checked program (reads outside a
/// strict array the host could not prove inside): a buffer of
/// [`crate::kernel::codegen::FAULT_WORDS`] words, `[set, parameter, x, y, z, ..]`, and what
/// a message needs to name the read.
#[derive(Debug)]
pub struct Record {
    /// The record's buffer (zeroed before the dispatch).
    pub buffer: crate::exec::Buffer,
    /// Each parameter's name and, for an array, its shape in this call, in parameter order.
    pub params: Vec<(String, Option<Shape>)>,
}

impl Record {
    /// The `out-of-range` error a set record (`words`) means, for kernel `kernel` (`where_`
    /// says where it ran, e.g. " in step 3 of this pipeline"); `None` while it is unset.
    pub fn error(&self, kernel: &str, where_: &str, words: &[u32]) -> Option<Error> {
        if words.first().is_none_or(|&w| w == 0) {
            return None;
        }
        let word = |i: usize| words.get(i).copied().unwrap_or(0);
        let (name, shape) = match self.params.get(word(1) as usize) {
            Some((name, Some(shape))) => (name.as_str(), *shape),
            _ => return Some(Error::trap("an out-of-range record names no array parameter")),
        };
        // A coordinate that wrapped below zero reads as the negative number it was.
        let coords: Vec<String> = (0..shape.rank()).map(|a| (word(2 + a) as i32).to_string()).collect();
        Some(Error::new(
            ErrorKind::OutOfRange,
            format!(
                "kernel `{kernel}` read array `{name}` of shape {shape} at ({}){where_}, outside it; \
                 `{name}` is strict (the default edge): declare its edge zero, clamp or wrap where \
                 reads outside it are meant. The result (and everything computed from it) was \
                 discarded",
                coords.join(", ")
            ),
        ))
    }
}

/// Unverified dispatches a lineage may hold before a run verifies it on the spot (which waits
/// for the device): bounds the host memory a guest that never reads can pin.
pub const MAX_PENDING: usize = 1024;

/// Unverified out-of-range records a lineage may hold before a run verifies it on the spot:
/// each is a buffer of the executor's, so a guest chaining checked calls without reading
/// holds at most this many per array it keeps.
pub const MAX_RECORDS: usize = 64;

impl Origin {
    /// The origin of a dispatch of `kernel` (with its probe, if its module was bounded) over
    /// inputs of the given origins. `None` when there is nothing to verify.
    pub fn new(
        kernel: &str,
        probe: Option<crate::exec::BudgetFlag>,
        record: Option<Record>,
        inputs: impl IntoIterator<Item = Arc<Origin>>,
    ) -> Option<Arc<Origin>> {
        let inputs: Vec<Arc<Origin>> =
            inputs.into_iter().filter(|o| !o.verified.load(Ordering::Acquire)).collect();
        if probe.is_none() && record.is_none() && inputs.is_empty() {
            return None;
        }
        let pending = inputs.iter().map(|o| o.pending).fold(1usize, usize::saturating_add);
        let own = usize::from(record.is_some());
        let records = inputs.iter().map(|o| o.records).fold(own, usize::saturating_add);
        Some(Arc::new(Origin {
            pending,
            records,
            kernel: kernel.to_string(),
            probe,
            record: Mutex::new(record),
            inputs: Mutex::new(inputs),
            verified: AtomicBool::new(false),
        }))
    }

    /// [`Origin::new`] for a dispatch just queued, verified at once if its lineage now holds
    /// more than [`MAX_PENDING`] unverified dispatches or [`MAX_RECORDS`] records: a guest that
    /// chains runs without reading would otherwise pin a probe or a record per run (this waits
    /// for the device, and reports a cut or a read outside early). What every dispatch that
    /// makes a guest's array records.
    pub async fn of_dispatch(
        kernel: &str,
        probe: Option<crate::exec::BudgetFlag>,
        record: Option<Record>,
        inputs: impl IntoIterator<Item = Arc<Origin>>,
        exec: &dyn crate::exec::Executor,
    ) -> Result<Option<Arc<Origin>>> {
        let origin = Origin::new(kernel, probe, record, inputs);
        if let Some(o) = &origin
            && (o.pending() > MAX_PENDING || o.records() > MAX_RECORDS)
        {
            o.verify(exec).await?;
        }
        Ok(origin)
    }

    /// An upper bound on the unverified dispatches in this lineage.
    pub fn pending(&self) -> usize {
        if self.verified.load(Ordering::Acquire) { 0 } else { self.pending }
    }

    /// An upper bound on the unverified out-of-range records in this lineage.
    pub fn records(&self) -> usize {
        if self.verified.load(Ordering::Acquire) { 0 } else { self.records }
    }

    /// Waits for every unverified dispatch in this lineage and fails with `truncated` (naming
    /// the kernel and its budget) if any of them cut a loop, or with `out-of-range` if any of
    /// them read a strict array outside it. A clean lineage is remembered (and
    /// its links dropped), so verifying it again is free.
    pub async fn verify(self: &Arc<Origin>, exec: &dyn crate::exec::Executor) -> Result<()> {
        Origin::verify_all(std::slice::from_ref(self), exec).await
    }

    /// [`verify`](Self::verify) of several lineages as one (a call's inputs): a cut loop in
    /// any of them is reported before a read outside in any, whatever their order.
    pub(crate) async fn verify_all(roots: &[Arc<Origin>], exec: &dyn crate::exec::Executor) -> Result<()> {
        let mut nodes: Vec<Arc<Origin>> = Vec::new();
        let mut stack: Vec<Arc<Origin>> = roots.to_vec();
        while let Some(n) = stack.pop() {
            if n.verified.load(Ordering::Acquire) || nodes.iter().any(|m| Arc::ptr_eq(m, &n)) {
                continue;
            }
            stack.extend(n.inputs.lock().map_err(|_| Error::trap("origin lock poisoned"))?.iter().cloned());
            nodes.push(n);
        }
        let probed: Vec<&Arc<Origin>> = nodes.iter().filter(|n| n.probe.is_some()).collect();
        let probes: Vec<&crate::exec::BudgetFlag> = probed.iter().filter_map(|n| n.probe.as_ref()).collect();
        let cut = exec.probe(&probes).await?;
        if let Some((n, _)) = probed.iter().zip(&cut).find(|(_, c)| **c) {
            let b = n.probe.as_ref().map_or(0, |p| p.budget());
            return Err(Error::new(
                ErrorKind::Truncated,
                format!(
                    "kernel `{}` exhausted its loop budget of {b} iterations per invocation; its \
                     result (and everything computed from it) was discarded",
                    n.kernel
                ),
            ));
        }
        // Out-of-range records (each read waits for its dispatch).
        for n in &nodes {
            let buffer = n
                .record
                .lock()
                .map_err(|_| Error::trap("origin lock poisoned"))?
                .as_ref()
                .map(|r| r.buffer.clone());
            if let Some(buffer) = buffer {
                let words = exec.read_buffer(&buffer).await?;
                let record = n.record.lock().map_err(|_| Error::trap("origin lock poisoned"))?;
                if let Some(e) = record.as_ref().and_then(|r| r.error(&n.kernel, "", &words)) {
                    return Err(e);
                }
            }
        }
        for n in &nodes {
            n.verified.store(true, Ordering::Release);
            if let Ok(mut inputs) = n.inputs.lock() {
                inputs.clear();
            }
            // A clean record is done with: its buffer goes.
            if let Ok(mut record) = n.record.lock() {
                record.take();
            }
        }
        Ok(())
    }
}

/// An array held by an executor on behalf of a guest: the result of a kernel run or an upload.
#[derive(Debug)]
pub struct ResidentArray {
    shape: Shape,
    elem: Elem,
    buffer: Option<crate::exec::Buffer>,
    origin: Option<Arc<Origin>>,
    /// The guest's count of arrays, while this one lives (its bytes go with the buffer).
    _counted: Option<crate::ledger::Reservation>,
    /// This array's identity, which no other array ever has: its buffer is not one (a
    /// released buffer serves the guest's next array of its size, with other contents).
    identity: Arc<()>,
}

/// A reference to an array's identity that does not keep it alive ([`ResidentArray::identity`]).
#[derive(Clone, Debug)]
pub(crate) struct ArrayIdentity(std::sync::Weak<()>);

impl ArrayIdentity {
    /// Whether `array` is the very array this was taken from, still alive: then it holds the
    /// same bytes (an array never changes while it lives).
    pub(crate) fn is(&self, array: &ResidentArray) -> bool {
        self.0.upgrade().is_some_and(|a| Arc::ptr_eq(&a, &array.identity))
    }
}

impl ResidentArray {
    /// Wraps an executor buffer holding `shape` elements of `elem`, computed as `origin` says
    /// (`None` for uploads and verified results).
    pub fn new(shape: Shape, elem: Elem, buffer: crate::exec::Buffer, origin: Option<Arc<Origin>>) -> Self {
        ResidentArray { shape, elem, buffer: Some(buffer), origin, _counted: None, identity: Arc::new(()) }
    }

    /// A reference to this array's identity (what a pipeline keeps to skip copying the same
    /// input again: never its buffer, which a later array may reuse).
    pub(crate) fn identity(&self) -> ArrayIdentity {
        ArrayIdentity(Arc::downgrade(&self.identity))
    }

    /// This array, counted against the guest's arrays by `count` while it lives.
    pub(crate) fn counted(mut self, count: crate::ledger::Reservation) -> Self {
        self._counted = Some(count);
        self
    }

    /// Where the contents came from (for the loop budget).
    pub fn origin(&self) -> Option<&Arc<Origin>> {
        self.origin.as_ref()
    }

    /// Copies the contents out, after verifying that no loop was cut on the way to them.
    pub async fn read(&self, exec: &dyn crate::exec::Executor) -> Result<HostData> {
        let buffer = self.buffer()?;
        if let Some(origin) = &self.origin {
            origin.verify(exec).await?;
        }
        let mut words = exec.read_buffer(buffer).await?;
        words.truncate(self.shape.len() as usize);
        Ok(HostData::from_words(self.elem, words))
    }

    /// The shape.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// The element type.
    pub fn elem(&self) -> Elem {
        self.elem
    }

    /// The buffer, or `refused` once destroyed.
    pub fn buffer(&self) -> Result<&crate::exec::Buffer> {
        self.buffer.as_ref().ok_or_else(|| {
            Error::refused(format!("the {} array of shape {} was destroyed", self.elem, self.shape))
        })
    }

    /// Frees the buffer now. Returns the bytes freed (0 if it was already destroyed).
    pub fn destroy(&mut self) -> u64 {
        match self.buffer.take() {
            Some(_) => self.shape.bytes(),
            None => 0,
        }
    }
}
