//! wasm-host: a WebAssembly component host that gives untrusted guests GPU compute through WIT.
//!
//! Guests (components built for `wasm32-wasip2`, usually against the `guest-rs` crate) import
//! the `wasm-host:gpu` interfaces: `kernel` (a WGSL function computed per output element),
//! `pipeline` and `batch`. The host checks every WGSL module with its [`guard`], runs the work on
//! an [`exec::Executor`] (wgpu today), and answers every guest mistake with a named error.
//!
//! # Embedding
//!
//! An embedder keeps its own store type. It holds a [`GpuCtx`] (the guest's resources, quotas
//! and statistics) beside its `ResourceTable`, lends both through [`GpuView`], and adds the
//! interfaces to its own `Linker` with one call: [`add_to_linker`] for stores that call guests
//! with `call_async` (a guest waiting on the device then yields to the async runtime), or
//! [`add_to_linker_sync`] for blocking stores. One [`Runtime`] (the device, the engine, the
//! Guard) is shared by every guest; it is cheap to clone.
//!
//! ```no_run
//! use wasm_host::{Config, GpuCtx, GpuCtxView, GpuView, Runtime};
//! use wasmtime::component::{Component, Linker, ResourceTable};
//! use wasmtime::Store;
//! use wasmtime_wasi::{WasiCtx, WasiCtxView, WasiView};
//!
//! // The embedder's store data: WASI, one resource table, and the guest's GPU context.
//! struct MyState {
//!     wasi: WasiCtx,
//!     table: ResourceTable,
//!     gpu: GpuCtx,
//! }
//!
//! impl WasiView for MyState {
//!     fn ctx(&mut self) -> WasiCtxView<'_> {
//!         WasiCtxView { ctx: &mut self.wasi, table: &mut self.table }
//!     }
//! }
//!
//! impl GpuView for MyState {
//!     fn gpu(&mut self) -> GpuCtxView<'_> {
//!         GpuCtxView { ctx: &mut self.gpu, table: &mut self.table }
//!     }
//! }
//!
//! #[tokio::main]
//! async fn main() -> wasmtime::Result<()> {
//!     // Once per process: opens the best GPU adapter and makes the engine.
//!     let runtime = Runtime::new(Config::default())?;
//!     let mut linker = Linker::<MyState>::new(runtime.engine());
//!     wasmtime_wasi::p2::add_to_linker_async(&mut linker)?;
//!     wasm_host::add_to_linker(&mut linker)?;
//!     let component = Component::from_file(runtime.engine(), "app.wasm")?;
//!
//!     // Per guest: its own store and context (and quotas, with `GpuCtx::with_quotas`).
//!     let state = MyState {
//!         wasi: WasiCtx::builder().inherit_stdio().build(),
//!         table: ResourceTable::new(),
//!         gpu: GpuCtx::new(&runtime),
//!     };
//!     let mut store = Store::new(runtime.engine(), state);
//!     let command =
//!         wasmtime_wasi::p2::bindings::Command::instantiate_async(&mut store, &component, &linker).await?;
//!     let _ = command.wasi_cli_run().call_run(&mut store).await?;
//!     println!("{:?}", store.data().gpu.stats());
//!     // Dropping the store releases everything the guest held on the device.
//!     Ok(())
//! }
//! ```
//!
//! `docs/embedding.md` walks through the rest (many guests, quotas, fairness, platforms), and
//! `examples/embed` is a complete program to start from.
//!
//! # Running a guest command
//!
//! [`command::run`] does the above for a `wasi:cli` command (what `wasm-host run` does), with
//! stdio, arguments, directories and quotas as options.
//!
//! # API
//!
//! The crate root's re-exports are the embedding surface. The public modules beside them
//! (`array`, `command`, `config`, `error`, `exec`, `guard`, `kernel`, `limits`, `trace`) are
//! the lower level that the `wasm-host` command line builds on: executors, the Guard, kernels.
//! The `testing` feature also makes public the internals that the workspace's own tests,
//! benches and fuzz targets drive (`batch`, `bindings`, `guest`, `ledger`, `ops`, `pipeline`,
//! `plan`, and `histogram`, `memo`, `reduce` and `scan`, which live under `ops/` and are named
//! at the root too); they are not API and change without notice. Errors are typed ([`Error`]); the library depends on
//! neither clap nor anyhow (the command line, a crate of its own, does), and holds no global
//! state: everything hangs off a [`Runtime`] and each guest's [`GpuCtx`].

/// Declares modules that are crate-private, or public with the `testing` feature.
macro_rules! internal_modules {
    ($($name:ident;)*) => {$(
        #[cfg(feature = "testing")]
        pub mod $name;
        #[cfg(not(feature = "testing"))]
        pub(crate) mod $name;
    )*};
}

pub mod array;
pub use wasm_host_device::{error, exec, guard, large_pages};
pub mod command;
pub mod config;
mod ctx;
mod iface;
pub mod kernel;
pub mod limits;
mod runtime;
pub mod trace;

internal_modules! {
    batch;
    bindings;
    guest;
    ledger;
    ops;
    pipeline;
    plan;
}

// The built-in operations live in `ops/`; their modules are named at the crate root too.
#[cfg(feature = "testing")]
pub use ops::{histogram, memo, reduce, scan};
#[cfg(not(feature = "testing"))]
use ops::{histogram, memo, reduce, scan};

pub use config::{Config, Quotas};
pub use ctx::{
    GpuCtx, GpuCtxView, GpuView, GuestStats, HasGpu, KernelTimes, StepStats, Usage, add_to_linker,
    add_to_linker_sync, add_to_linker_sync_with, add_to_linker_with,
};
pub use error::{Error, ErrorKind, Result};
pub use runtime::Runtime;
