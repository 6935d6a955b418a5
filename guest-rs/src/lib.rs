//! Guest-side API for wasm-host: GPU kernels over resident arrays, from a WebAssembly component.
//!
//! Build your program for `wasm32-wasip2` and run it with `wasm-host run app.wasm`. The host
//! checks every WGSL module, runs the work on a GPU (or its cpu executor), and answers every
//! mistake with a named [`Error`].
//!
//! # A kernel
//!
//! A kernel is a WGSL function computed once per output element. Each array parameter `u` of
//! rank 2 is read as `u(x, y)` and its extents as `u_shape()`; each scalar parameter is a WGSL
//! identifier; each constant is an `override`. What a read outside an array gives is its
//! [`Edge`]: by default ([`KernelBuilder::array`]) it is an error, `out-of-range`; a stencil
//! declares its boundary with [`KernelBuilder::array_edge`] (here, zeros past both ends).
//!
//! ```no_run
//! use guest_rs::{Array, Edge, Elem, Kernel};
//!
//! # fn main() -> Result<(), guest_rs::Error> {
//! let smooth = Kernel::builder(
//!     "override weight: f32 = 0.5;
//!      fn kernel(x: u32) -> f32 {
//!          return weight * u(x) + (1.0 - weight) * 0.5 * (u(x - 1u) + u(x + 1u)) * scale;
//!      }",
//! )
//! .array_edge("u", Elem::F32, 1, Edge::Zero)
//! .scalar("scale", Elem::F32)
//! .output([8])
//! .constant("weight", 0.25)
//! .build()?;
//!
//! let u = Array::new([8], vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])?;
//! let once = smooth.run(&[(&u).into(), 1.0f32.into()])?; // stays on the device
//! let twice = smooth.run(&[(&once).into(), 1.0f32.into()])?;
//! let values: Vec<f32> = twice.read()?; // copies to the guest
//! # let _ = values;
//! # Ok(())
//! # }
//! ```

#![allow(missing_debug_implementations)]

use std::fmt;

mod bindings {
    wit_bindgen::generate!({
        path: "wit",
        world: "imports",
        generate_all,
    });
}

/// The raw WIT bindings, for what the idiomatic API does not cover.
pub mod raw {
    pub use crate::bindings::wasm_host::gpu::{arrays, batch, kernel, pipeline, reductions, types};
}

use bindings::wasm_host::gpu::{arrays as wa, kernel as wk, pipeline as wp, reductions as wr, types as wt};

pub use wt::{BackendInfo, BackendKind, Edge, Elem, ReduceOp};

/// Every failure the host can answer with: the WIT `error` variant (a named case carrying a
/// message), wrapped so it prints as `name: message`. Match on `.0` for the case.
#[derive(Clone)]
pub struct Error(pub wt::Error);

impl Error {
    /// The error's WIT case name (`"invalid"`, `"refused"`, ...).
    pub fn name(&self) -> &'static str {
        self.parts().0
    }

    /// The host's message.
    pub fn message(&self) -> &str {
        self.parts().1
    }

    fn parts(&self) -> (&'static str, &str) {
        match &self.0 {
            wt::Error::Invalid(m) => ("invalid", m),
            wt::Error::Refused(m) => ("refused", m),
            wt::Error::Lost(m) => ("lost", m),
            wt::Error::Read(m) => ("read", m),
            wt::Error::Reserved(m) => ("reserved", m),
            wt::Error::Unparsable(m) => ("unparsable", m),
            wt::Error::Unbounded(m) => ("unbounded", m),
            wt::Error::Truncated(m) => ("truncated", m),
            wt::Error::OutOfRange(m) => ("out-of-range", m),
            wt::Error::Quota(m) => ("quota", m),
            wt::Error::Unsupported(m) => ("unsupported", m),
            wt::Error::Device(m) => ("device", m),
        }
    }
}

impl From<wt::Error> for Error {
    fn from(e: wt::Error) -> Self {
        Error(e)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name(), self.message())
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}

/// An element type arrays can hold: `f32`, `i32` or `u32`.
pub trait Element: Copy + sealed::Sealed + 'static {
    /// The WIT element type.
    const ELEM: Elem;
    #[doc(hidden)]
    fn into_data(v: Vec<Self>) -> wt::Data;
    #[doc(hidden)]
    fn from_data(d: wt::Data) -> Result<Vec<Self>, wt::Data>;
    #[doc(hidden)]
    fn scalar(self) -> wt::Scalar;
    #[doc(hidden)]
    fn to_le(self) -> [u8; 4];
    #[doc(hidden)]
    fn from_le(bytes: [u8; 4]) -> Self;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for i32 {}
    impl Sealed for u32 {}
}

macro_rules! element {
    ($t:ty, $case:ident) => {
        impl Element for $t {
            const ELEM: Elem = Elem::$case;
            fn into_data(v: Vec<Self>) -> wt::Data {
                wt::Data::$case(v)
            }
            fn from_data(d: wt::Data) -> Result<Vec<Self>, wt::Data> {
                match d {
                    wt::Data::$case(v) => Ok(v),
                    other => Err(other),
                }
            }
            fn scalar(self) -> wt::Scalar {
                wt::Scalar::$case(self)
            }
            fn to_le(self) -> [u8; 4] {
                self.to_le_bytes()
            }
            fn from_le(bytes: [u8; 4]) -> Self {
                <$t>::from_le_bytes(bytes)
            }
        }

        impl From<$t> for Arg<'_> {
            fn from(v: $t) -> Self {
                Arg::Scalar(v.scalar())
            }
        }
    };
}

element!(f32, F32);
element!(i32, I32);
element!(u32, U32);

fn elem_name(e: Elem) -> &'static str {
    match e {
        Elem::F32 => "f32",
        Elem::I32 => "i32",
        Elem::U32 => "u32",
    }
}

/// Deterministic pseudo-random data for examples and tests: `n` values in [-1, 1) from `seed`
/// (xorshift64*, 24-bit mantissas). Never all zero.
pub fn random_f32(seed: u64, n: usize) -> Vec<f32> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            let bits = (s.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 40) as u32;
            bits as f32 / (1u32 << 23) as f32 - 1.0
        })
        .collect()
}

/// An array held by the host (on the device). Row-major, x extent first.
pub struct Array(wa::Array);

impl Array {
    /// Uploads `data` as an array of `shape` (rank 1 to 3).
    pub fn new<T: Element>(shape: impl AsRef<[u32]>, data: Vec<T>) -> Result<Array, Error> {
        wa::Array::create(shape.as_ref(), &T::into_data(data)).map(Array).map_err(Error)
    }

    /// The shape, x extent first.
    pub fn shape(&self) -> Vec<u32> {
        self.0.shape()
    }

    /// The element type.
    pub fn elem(&self) -> Elem {
        self.0.elem()
    }

    /// Copies the contents to the guest, waiting for the work that produces them. Reading with
    /// the wrong element type answers `invalid`.
    pub fn read<T: Element>(&self) -> Result<Vec<T>, Error> {
        T::from_data(self.0.read()?).map_err(|_| {
            Error(wt::Error::Invalid(format!(
                "the array holds {}, not {}",
                elem_name(self.elem()),
                elem_name(T::ELEM)
            )))
        })
    }

    /// Reduces the array with `op` over `axis` (over every element with `None`) on the host,
    /// into a new array: this one's shape without the axis (`[1]` when none is left). The
    /// order of the fold is fixed (see the WIT's `reductions.reduce`): f32 results are the same
    /// on every run and executor.
    ///
    /// ```no_run
    /// # use guest_rs::{Array, ReduceOp};
    /// # fn main() -> Result<(), guest_rs::Error> {
    /// let grid = Array::new([3, 2], vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0])?;
    /// assert_eq!(grid.sum()?.read::<f32>()?, vec![21.0]);
    /// assert_eq!(grid.reduce(ReduceOp::Max, Some(0))?.read::<f32>()?, vec![3.0, 6.0]); // per row
    /// # Ok(())
    /// # }
    /// ```
    pub fn reduce(&self, op: ReduceOp, axis: Option<u32>) -> Result<Array, Error> {
        wr::reduce(op, &self.0, axis).map(Array).map_err(Error)
    }

    /// The inclusive prefix fold of the array with `op` along `axis` (or, with `exclusive`, the
    /// exclusive one, starting from the op's identity), on the host: a new array of this shape
    /// and type, in a fixed order (see the WIT's `reductions.scan`).
    ///
    /// ```no_run
    /// # use guest_rs::{Array, ReduceOp};
    /// # fn main() -> Result<(), guest_rs::Error> {
    /// let a = Array::new([4], vec![1u32, 2, 3, 4])?;
    /// assert_eq!(a.scan(ReduceOp::Sum, 0, false)?.read::<u32>()?, vec![1, 3, 6, 10]);
    /// assert_eq!(a.scan(ReduceOp::Sum, 0, true)?.read::<u32>()?, vec![0, 1, 3, 6]);
    /// # Ok(())
    /// # }
    /// ```
    pub fn scan(&self, op: ReduceOp, axis: u32, exclusive: bool) -> Result<Array, Error> {
        wr::scan(op, &self.0, axis, exclusive).map(Array).map_err(Error)
    }

    /// Counts the elements in `bins` equal bins over `[lo, hi)` (scalars of this array's type)
    /// on the host: a new u32 array of shape `[bins]`. Elements outside the range, and NaN,
    /// are not counted; counts are exact (see the WIT's `reductions.histogram` for the bins).
    ///
    /// ```no_run
    /// # use guest_rs::Array;
    /// # fn main() -> Result<(), guest_rs::Error> {
    /// let bytes = Array::new([6], vec![0u32, 1, 1, 255, 7, 300])?;
    /// let counts: Vec<u32> = bytes.histogram(256, 0u32, 256u32)?.read()?; // 300 is outside
    /// assert_eq!((counts[0], counts[1], counts[255]), (1, 2, 1));
    /// # Ok(())
    /// # }
    /// ```
    pub fn histogram<T: Element>(&self, bins: u32, lo: T, hi: T) -> Result<Array, Error> {
        wr::histogram(&self.0, bins, lo.scalar(), hi.scalar()).map(Array).map_err(Error)
    }

    /// The sum of every element ([`reduce`](Self::reduce)), as a one-element array.
    pub fn sum(&self) -> Result<Array, Error> {
        self.reduce(ReduceOp::Sum, None)
    }

    /// The least element (NaN if any is NaN), as a one-element array.
    pub fn min(&self) -> Result<Array, Error> {
        self.reduce(ReduceOp::Min, None)
    }

    /// The greatest element (NaN if any is NaN), as a one-element array.
    pub fn max(&self) -> Result<Array, Error> {
        self.reduce(ReduceOp::Max, None)
    }

    /// The product of every element, as a one-element array.
    pub fn product(&self) -> Result<Array, Error> {
        self.reduce(ReduceOp::Product, None)
    }

    /// Frees the host memory now; any later use answers `refused`.
    pub fn destroy(&self) {
        self.0.destroy()
    }

    /// The raw resource.
    pub fn raw(&self) -> &raw::arrays::Array {
        &self.0
    }

    /// Wraps a raw resource.
    pub fn from_raw(raw: raw::arrays::Array) -> Array {
        Array(raw)
    }
}

impl fmt::Debug for Array {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Array").field("shape", &self.shape()).field("elem", &self.elem()).finish()
    }
}

/// One argument of a kernel call: a resident array, guest data for this call, or a scalar.
/// `&Array`, `f32`, `i32` and `u32` convert with `.into()`.
pub enum Arg<'a> {
    /// An array on the host.
    Array(&'a Array),
    /// Guest data of a shape, uploaded for this call only.
    Data(Vec<u32>, wt::Data),
    /// A scalar.
    Scalar(wt::Scalar),
}

impl<'a> Arg<'a> {
    /// Guest data of `shape`, uploaded for this call only.
    pub fn data<T: Element>(shape: impl AsRef<[u32]>, data: Vec<T>) -> Arg<'a> {
        Arg::Data(shape.as_ref().to_vec(), T::into_data(data))
    }
}

impl<'a> From<&'a Array> for Arg<'a> {
    fn from(a: &'a Array) -> Self {
        Arg::Array(a)
    }
}

fn raw_args<'a>(args: &'a [Arg<'_>]) -> Vec<wk::Arg<'a>> {
    args.iter()
        .map(|a| match a {
            Arg::Array(a) => wk::Arg::Array(&a.0),
            Arg::Data(shape, data) => wk::Arg::Data(wk::DataArg { shape: shape.clone(), data: data.clone() }),
            Arg::Scalar(s) => wk::Arg::Scalar(*s),
        })
        .collect()
}

/// A compiled kernel.
pub struct Kernel {
    raw: wk::Kernel,
    name: String,
    params: Vec<wt::Param>,
    output_elem: Elem,
    /// The element type of each output of a kernel of several (empty: one output).
    outputs: Vec<Elem>,
    /// The output shape every array argument must have (`KernelBuilder::same_shapes`).
    same_shapes: Option<Vec<u32>>,
    /// Sized per call ([`KernelBuilder::sized`]).
    sized: bool,
}

impl Kernel {
    /// Starts declaring a kernel from WGSL that defines `fn kernel(x: u32[, y: u32[, z: u32]]) -> T`.
    pub fn builder(source: impl Into<String>) -> KernelBuilder {
        KernelBuilder {
            name: None,
            source: source.into(),
            params: Vec::new(),
            output: Vec::new(),
            output_elem: None,
            constants: Vec::new(),
            outputs: Vec::new(),
            same_shapes: false,
        }
    }

    /// Computes every output element once and returns the result as a resident array (no
    /// read-back; reading it waits).
    pub fn run(&self, args: &[Arg<'_>]) -> Result<Array, Error> {
        if let Some(output) = &self.same_shapes {
            self.check_same_shapes(args, output)?;
        }
        self.raw.run(&raw_args(args)).map(Array).map_err(Error)
    }

    /// [`run`](Self::run) into an output of `shape` for this call (gpu.js's dynamic output): the
    /// kernel's rank, any extents, so one kernel serves every size. With
    /// [`KernelBuilder::same_shapes`] every array argument must have `shape`.
    ///
    /// ```no_run
    /// # use guest_rs::{Array, Elem, Kernel};
    /// # fn main() -> Result<(), guest_rs::Error> {
    /// let double = Kernel::builder("fn kernel(x: u32) -> f32 { return 2.0 * u(x); }")
    ///     .array("u", Elem::F32, 1)
    ///     .output([1]) // the rank; each call gives its extents
    ///     .build()?;
    /// let u = Array::new([3], vec![1.0f32, 2.0, 3.0])?;
    /// let twice: Vec<f32> = double.run_sized(&[(&u).into()], [3])?.read()?;
    /// # let _ = twice;
    /// # Ok(())
    /// # }
    /// ```
    pub fn run_sized(&self, args: &[Arg<'_>], shape: impl AsRef<[u32]>) -> Result<Array, Error> {
        let shape = shape.as_ref();
        if self.same_shapes.is_some() {
            self.check_same_shapes(args, shape)?;
        }
        self.raw.run_sized(&raw_args(args), shape).map(Array).map_err(Error)
    }

    /// Runs a kernel of several outputs ([`KernelBuilder::outputs`], gpu.js's `createKernelMap`):
    /// one pass computes every output, returned as one array each, in declaration order.
    ///
    /// ```no_run
    /// # use guest_rs::{Array, Elem, Kernel};
    /// # fn main() -> Result<(), guest_rs::Error> {
    /// let polar = Kernel::builder(
    ///     "fn kernel(x: u32) -> Outputs {
    ///          let v = vec2(re(x), im(x));
    ///          return Outputs(length(v), atan2(v.y, v.x));
    ///      }",
    /// )
    /// .array("re", Elem::F32, 1)
    /// .array("im", Elem::F32, 1)
    /// .outputs(&[("radius", Elem::F32), ("angle", Elem::F32)])
    /// .output([2])
    /// .build()?;
    /// let re = Array::new([2], vec![1.0f32, 0.0])?;
    /// let im = Array::new([2], vec![0.0f32, 2.0])?;
    /// let polars = polar.run_outputs(&[(&re).into(), (&im).into()])?;
    /// let (radius, angle): (Vec<f32>, Vec<f32>) = (polars[0].read()?, polars[1].read()?);
    /// # let _ = (radius, angle);
    /// # Ok(())
    /// # }
    /// ```
    pub fn run_outputs(&self, args: &[Arg<'_>]) -> Result<Vec<Array>, Error> {
        if let Some(output) = &self.same_shapes {
            self.check_same_shapes(args, output)?;
        }
        let arrays = self.raw.run_outputs(&raw_args(args), None).map_err(Error)?;
        Ok(arrays.into_iter().map(Array).collect())
    }

    /// [`run_outputs`](Self::run_outputs) into outputs of `shape` for this call (as
    /// [`run_sized`](Self::run_sized)).
    pub fn run_outputs_sized(&self, args: &[Arg<'_>], shape: impl AsRef<[u32]>) -> Result<Vec<Array>, Error> {
        let shape = shape.as_ref();
        if self.same_shapes.is_some() {
            self.check_same_shapes(args, shape)?;
        }
        let arrays = self.raw.run_outputs(&raw_args(args), Some(shape)).map_err(Error)?;
        Ok(arrays.into_iter().map(Array).collect())
    }

    fn check_same_shapes(&self, args: &[Arg<'_>], output: &[u32]) -> Result<(), Error> {
        for (i, arg) in args.iter().enumerate() {
            let shape = match arg {
                Arg::Array(a) => a.shape(),
                Arg::Data(shape, _) => shape.clone(),
                Arg::Scalar(_) => continue,
            };
            if shape != output {
                let name = self.params.get(i).map_or("?", |p| p.name.as_str());
                return Err(Error(wt::Error::Invalid(format!(
                    "argument {i} (`{name}`) has shape {shape:?}, the output {output:?}: kernel `{}` was \
                     built with `same_shapes()`",
                    self.name
                ))));
            }
        }
        Ok(())
    }

    /// The output shape (all 0 for a kernel sized per call: [`KernelBuilder::sized`]).
    pub fn output(&self) -> Vec<u32> {
        self.raw.output()
    }

    /// Whether it is sized per call ([`KernelBuilder::sized`]).
    pub fn is_sized(&self) -> bool {
        self.sized
    }

    /// The executor and adapter that run this kernel.
    pub fn backend(&self) -> BackendInfo {
        self.raw.backend()
    }

    /// The name the host's messages use.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The raw resource.
    pub fn raw(&self) -> &raw::kernel::Kernel {
        &self.raw
    }
}

/// Declares a kernel: its parameters, output and constants. See [`Kernel::builder`].
#[derive(Clone, Debug)]
pub struct KernelBuilder {
    name: Option<String>,
    source: String,
    params: Vec<wt::Param>,
    output: Vec<u32>,
    output_elem: Option<Elem>,
    constants: Vec<wt::Constant>,
    outputs: Vec<wt::KernelOutput>,
    same_shapes: bool,
}

/// The return type of `fn kernel` in `source`, when it is `f32`, `i32` or `u32` (line comments
/// skipped; the host checks the signature anyway).
fn return_elem(source: &str) -> Option<Elem> {
    let code: String =
        source.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
    let mut rest = code.as_str();
    while let Some(at) = rest.find("fn") {
        let before = rest[..at].chars().next_back();
        let after = rest[at + 2..].trim_start();
        rest = &rest[at + 2..];
        let word_start = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let Some(params) = after.strip_prefix("kernel").map(str::trim_start) else { continue };
        if !word_start || !params.starts_with('(') {
            continue;
        }
        let close = params.find(')')?;
        let ret = params[close + 1..].trim_start().strip_prefix("->")?.trim_start();
        let ty: String = ret.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        return match ty.as_str() {
            "f32" => Some(Elem::F32),
            "i32" => Some(Elem::I32),
            "u32" => Some(Elem::U32),
            _ => None,
        };
    }
    None
}

impl KernelBuilder {
    /// Names the kernel in the host's messages (a `truncated` error names it).
    pub fn name(mut self, name: &str) -> Self {
        self.name = Some(name.to_string());
        self
    }

    /// Adds an array parameter `name` of `rank` (1 to 3), read in WGSL as `name(x, ...)`, with
    /// [`Edge::Strict`]: a read outside the array makes the call fail with `out-of-range`
    /// (naming the array, its shape and the coordinate). Use [`array_edge`](Self::array_edge)
    /// where reads outside are meant (a stencil's boundary).
    pub fn array(self, name: &str, elem: Elem, rank: u8) -> Self {
        self.array_edge(name, elem, rank, Edge::Strict)
    }

    /// Adds an array parameter like [`array`](Self::array) whose reads outside the array give
    /// what `edge` says: [`Edge::Zero`] (0), [`Edge::Clamp`] (the nearest element inside),
    /// [`Edge::Wrap`] (a torus) or [`Edge::Strict`] (an error).
    pub fn array_edge(mut self, name: &str, elem: Elem, rank: u8, edge: Edge) -> Self {
        self.params.push(wt::Param {
            name: name.to_string(),
            kind: wt::ParamKind::Array(wt::ArrayParam { elem, rank, edge }),
        });
        self
    }

    /// Adds a scalar parameter `name`, read in WGSL as the identifier `name`.
    pub fn scalar(mut self, name: &str, elem: Elem) -> Self {
        self.params.push(wt::Param { name: name.to_string(), kind: wt::ParamKind::Scalar(elem) });
        self
    }

    /// Sets the output shape (rank 1 to 3).
    pub fn output(mut self, shape: impl AsRef<[u32]>) -> Self {
        self.output = shape.as_ref().to_vec();
        self
    }

    /// Declares a kernel of a rank-`rank` output sized per call: no shape of its own, so
    /// [`Kernel::run`] answers `invalid`; [`Kernel::run_sized`] and, in a pipeline,
    /// [`Trace::call_sized`] give each run its shape. Inside, `output_shape()` gives it.
    pub fn sized(mut self, rank: u8) -> Self {
        self.output = vec![0; usize::from(rank)];
        self
    }

    /// Sets the output element type. Without it, the return type of the source's
    /// `fn kernel` (`f32`, `i32` or `u32`) is used, and `f32` when it cannot be read off.
    pub fn output_elem(mut self, elem: Elem) -> Self {
        self.output_elem = Some(elem);
        self
    }

    /// Declares several outputs computed in one pass (gpu.js's `createKernelMap`): `fn kernel`
    /// then returns `Outputs`, a struct the host declares with these members (name, element
    /// type) in this order, and [`Kernel::run_outputs`] returns one array per member. At most 8.
    pub fn outputs(mut self, outputs: &[(&str, Elem)]) -> Self {
        self.outputs =
            outputs.iter().map(|&(name, elem)| wt::KernelOutput { name: name.to_string(), elem }).collect();
        self
    }

    /// Sets the value of `override name`.
    pub fn constant(mut self, name: &str, value: impl Into<f64>) -> Self {
        self.constants.push(wt::Constant { name: name.to_string(), value: value.into() });
        self
    }

    /// Requires every array argument of every run to have the output's shape: `run` answers
    /// `invalid`, naming the argument, before anything runs (an [`Edge::Strict`] array would
    /// fail only where a read falls outside it).
    pub fn same_shapes(mut self) -> Self {
        self.same_shapes = true;
        self
    }

    /// Compiles the kernel on the host. WGSL mistakes answer `invalid` with line and column.
    pub fn build(&self) -> Result<Kernel, Error> {
        let output_elem = self
            .output_elem
            .or_else(|| self.outputs.first().map(|o| o.elem))
            .or_else(|| return_elem(&self.source))
            .unwrap_or(Elem::F32);
        wk::Kernel::create(&wk::KernelDesc {
            name: self.name.clone(),
            source: self.source.clone(),
            params: self.params.clone(),
            output: self.output.clone(),
            output_elem,
            constants: self.constants.clone(),
            outputs: self.outputs.clone(),
        })
        .map(|raw| Kernel {
            raw,
            name: self.name.clone().unwrap_or_else(|| "kernel".to_string()),
            params: self.params.clone(),
            output_elem,
            outputs: self.outputs.iter().map(|o| o.elem).collect(),
            same_shapes: self.same_shapes.then(|| self.output.clone()),
            sized: !self.output.is_empty() && self.output.iter().all(|&d| d == 0),
        })
        .map_err(Error)
    }
}

pub mod batch;
mod trace;
pub use trace::{Operand, Operands, Outputs, Pipeline, PipelineBuilder, Trace, Value};
pub use wt::{ExecutorKind, PlanLayout, RunTimings, StepTime, TimingSource};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_output_type_is_read_off_fn_kernel() {
        let elem = |s: &str| return_elem(s).map(|e| format!("{e:?}"));
        assert_eq!(elem("fn kernel(i: u32) -> u32 { return i; }").as_deref(), Some("Elem::U32"));
        assert_eq!(
            elem("fn helper() -> f32 { return 1.0; }\nfn  kernel (x: u32, y: u32)->i32 { return 0; }")
                .as_deref(),
            Some("Elem::I32")
        );
        // A commented-out kernel and a longer name do not count.
        assert_eq!(
            elem("// fn kernel(i: u32) -> u32\nfn kernel(i: u32) -> f32 { return 0.0; }").as_deref(),
            Some("Elem::F32")
        );
        assert_eq!(elem("fn kernel2(i: u32) -> u32 { return i; }"), None);
        assert_eq!(elem("fn kernel(i: u32) -> vec2<f32> { return vec2(0.0); }"), None);
    }
}
