//! The WIT bindings, generated from `wit/` by wasmtime's `bindgen!`.
//!
//! The generated module is private; what embedders and the interface layer need is re-exported.
//! WIT resources map to host types: `array` to [`ResidentArray`](crate::array::ResidentArray),
//! `kernel` to [`Kernel`](crate::kernel::Kernel). Every import may trap (a host fault) and every
//! `result<_, error>` carries the host's [`Error`](crate::Error), converted to the WIT `error`
//! variant in [`crate::iface`].

mod generated {
    wasmtime::component::bindgen!({
        path: "../wit",
        world: "imports",
        imports: { default: trappable },
        trappable_error_type: {
            "wasm-host:gpu/types.error" => crate::Error,
        },
        with: {
            "wasm-host:gpu/types.array": crate::array::ResidentArray,
            "wasm-host:gpu/kernel.kernel": crate::kernel::Kernel,
            "wasm-host:gpu/pipeline.pipeline": crate::iface::pipeline::PipelineRes,
            "wasm-host:gpu/batch.context": crate::iface::batch::ContextRes,
        },
    });
}

pub use generated::Imports;
pub use generated::wasm_host::gpu::{batch, kernel, pipeline, types};
