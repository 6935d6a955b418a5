//! wasm-host: a WebAssembly component host that gives untrusted guests GPU compute through WIT.
//!
//! Guests (components built for `wasm32-wasip2`, usually against the `guest-rs` crate) import
//! the `wasm-host:gpu` interfaces: `kernel` (a WGSL function computed per output element),
//! `pipeline` and `batch`. The host checks every WGSL module with its [`guard`], runs the work on
//! an [`exec::Executor`] (wgpu today), and answers every guest mistake with a named error.
//!
//! # Running a guest command
//!
//! ```no_run
//! use wasm_host::{Config, Runtime, command};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let runtime = Runtime::new(Config::default())?;
//! let component = command::load(&runtime, "app.wasm".as_ref())?;
//! let outcome = command::run(&runtime, &component, command::RunOptions {
//!     args: vec!["app".into()],
//!     ..Default::default()
//! })?;
//! println!("exit {} after {} kernel runs", outcome.exit_code, outcome.stats.runs);
//! # Ok(())
//! # }
//! ```
//!
//! # Embedding
//!
//! An embedder with its own store type keeps a [`GpuCtx`] beside its `ResourceTable`, implements
//! [`GpuView`], and calls [`add_to_linker`] on its own `Linker`, the way `wasmtime-wasi` is added.

pub mod array;
mod bindings;
pub mod command;
pub mod config;
mod ctx;
pub mod error;
pub mod exec;
pub mod guard;
mod iface;
pub mod kernel;
mod runtime;

pub use config::{Config, Quotas};
pub use ctx::{GpuCtx, GpuCtxView, GpuView, GuestStats, HasGpu, Usage, add_to_linker};
pub use error::{Error, ErrorKind, Result};
pub use runtime::Runtime;
