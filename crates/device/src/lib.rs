//! wasm-host's device layer: what runs WGSL for the host, and knows nothing of guests.
//!
//! - [`guard`]: the Guard, the only way WGSL becomes something an executor accepts (parse,
//!   validate, bound every loop and every size).
//! - [`exec`]: the [`exec::Executor`] trait and its executors: wgpu in this process
//!   ([`exec::gpu`]), wgpu in a GPU process of its own ([`exec::remote`]), and the cpu executor
//!   that runs the same WGSL on threads ([`exec::cpu`]).
//! - [`error`]: the errors both answer with, named by kind ([`ErrorKind`]) or a host fault.
//! - [`large_pages`]: a global allocator putting large blocks (transfers' fresh memory) on huge
//!   pages, for the binaries that run executors.
//!
//! The host crate (`wasm-host`) re-exports these modules unchanged; it adds everything
//! that knows a guest (quotas and ledgers, arrays, kernels, pipelines, batch contexts, the WIT
//! interface). Nothing here names a guest's objects: a buffer keeps whatever its owner hands it
//! alive ([`exec::Buffer::holding`]) without knowing what it is.

pub mod error;
pub mod exec;
pub mod guard;
pub mod large_pages;

pub use error::{Error, ErrorKind, Result};
