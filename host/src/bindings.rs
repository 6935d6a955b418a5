//! The WIT bindings, generated from `wit/` by wasmtime's `bindgen!`.
//!
//! Two sets, as `wasmtime-wasi` has: the default ones, whose waiting functions (`array.read`,
//! `kernel.run`, `pipeline.run`, `context.run-stream`) are `async` so a guest waiting on the
//! device does not block the embedder's async runtime, and [`sync`] ones for embedders whose
//! stores run without async. Both share the plain data of `types` and the host's resource
//! types: `array` is [`ResidentArray`](crate::array::ResidentArray), `kernel` is
//! [`Kernel`](crate::kernel::Kernel). Every import may trap (a host fault) and every
//! `result<_, error>` carries the host's [`Error`](crate::Error), converted to the WIT `error`
//! variant in [`crate::iface`].

mod generated {
    wasmtime::component::bindgen!({
        path: "../wit",
        world: "imports",
        imports: {
            "wasm-host:gpu/arrays.[method]array.read": async | trappable,
            "wasm-host:gpu/kernel.[method]kernel.run": async | trappable,
            "wasm-host:gpu/pipeline.[method]pipeline.run": async | trappable,
            "wasm-host:gpu/batch.[method]context.run-stream": async | trappable,
            default: trappable,
        },
        trappable_error_type: {
            "wasm-host:gpu/types.error" => crate::Error,
        },
        with: {
            "wasm-host:gpu/arrays.array": crate::array::ResidentArray,
            "wasm-host:gpu/kernel.kernel": crate::kernel::Kernel,
            "wasm-host:gpu/pipeline.pipeline": crate::iface::pipeline::PipelineRes,
            "wasm-host:gpu/batch.context": crate::iface::batch::ContextRes,
        },
    });
}

pub use generated::Imports;
pub use generated::wasm_host::gpu::{arrays, batch, kernel, pipeline, types};

/// Bindings whose functions all block the calling thread, for stores without async.
pub mod sync {
    mod generated {
        wasmtime::component::bindgen!({
            path: "../wit",
            world: "imports",
            imports: { default: trappable },
            trappable_error_type: {
                "wasm-host:gpu/types.error" => crate::Error,
            },
            with: {
                "wasm-host:gpu/types": crate::bindings::types,
                "wasm-host:gpu/arrays.array": crate::array::ResidentArray,
                "wasm-host:gpu/kernel.kernel": crate::kernel::Kernel,
                "wasm-host:gpu/pipeline.pipeline": crate::iface::pipeline::PipelineRes,
                "wasm-host:gpu/batch.context": crate::iface::batch::ContextRes,
            },
        });
    }

    pub use generated::Imports;
    pub use generated::wasm_host::gpu::{arrays, batch, kernel, pipeline};
}
