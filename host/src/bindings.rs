//! The WIT bindings, generated from `wit/` by wasmtime's `bindgen!`.
//!
//! Two sets, as `wasmtime-wasi` has: the default ones, whose waiting functions (`array.read`,
//! `kernel.run`, `kernel.run-sized`, `kernel.run-outputs`, `reductions.{reduce, scan, histogram}`, `pipeline.run`, `context.run-stream`)
//! are `async` so a guest waiting on the
//! device does not block the embedder's async runtime, and [`sync`] ones for embedders whose
//! stores run without async. Both share the plain data of `types` and the host's resource
//! types, every WIT resource one of the host's domain types (no WIT-side wrappers): `array` is
//! [`ResidentArray`](crate::array::ResidentArray), `kernel` [`Kernel`](crate::kernel::Kernel),
//! `pipeline` [`pipeline::GuestPipeline`](crate::pipeline::GuestPipeline), `context`
//! [`batch::Context`](crate::batch::Context); each holds its guest's count of its kind. Every import may trap (a host fault) and every
//! `result<_, error>` carries the host's [`Error`](crate::Error), converted to the WIT `error`
//! variant in [`crate::iface`]. Every import is traced (`tracing`, at TRACE level: a span per
//! call naming the interface and function, as `RUST_LOG=wasm_host::bindings=trace` shows them).

mod generated {
    wasmtime::component::bindgen!({
        path: "../wit",
        world: "imports",
        imports: {
            "wasm-host:gpu/arrays.[method]array.read": async | trappable | tracing,
            "wasm-host:gpu/kernel.[method]kernel.run": async | trappable | tracing,
            "wasm-host:gpu/kernel.[method]kernel.run-sized": async | trappable | tracing,
            "wasm-host:gpu/kernel.[method]kernel.run-outputs": async | trappable | tracing,
            "wasm-host:gpu/reductions.reduce": async | trappable | tracing,
            "wasm-host:gpu/reductions.histogram": async | trappable | tracing,
            "wasm-host:gpu/reductions.scan": async | trappable | tracing,
            "wasm-host:gpu/pipeline.[method]pipeline.run": async | trappable | tracing,
            "wasm-host:gpu/batch.[method]context.run-stream": async | trappable | tracing,
            default: trappable | tracing,
        },
        trappable_error_type: {
            "wasm-host:gpu/types.error" => crate::Error,
        },
        with: {
            "wasm-host:gpu/arrays.array": crate::array::ResidentArray,
            "wasm-host:gpu/kernel.kernel": crate::kernel::Kernel,
            "wasm-host:gpu/pipeline.pipeline": crate::pipeline::GuestPipeline,
            "wasm-host:gpu/batch.context": crate::batch::Context,
        },
    });
}

pub use generated::Imports;
pub use generated::wasm_host::gpu::{arrays, batch, kernel, pipeline, reductions, types};

/// Bindings whose functions all block the calling thread, for stores without async.
pub mod sync {
    mod generated {
        wasmtime::component::bindgen!({
            path: "../wit",
            world: "imports",
            imports: { default: trappable | tracing },
            trappable_error_type: {
                "wasm-host:gpu/types.error" => crate::Error,
            },
            with: {
                "wasm-host:gpu/types": crate::bindings::types,
                "wasm-host:gpu/arrays.array": crate::array::ResidentArray,
                "wasm-host:gpu/kernel.kernel": crate::kernel::Kernel,
                "wasm-host:gpu/pipeline.pipeline": crate::pipeline::GuestPipeline,
                "wasm-host:gpu/batch.context": crate::batch::Context,
            },
        });
    }

    pub use generated::Imports;
    pub use generated::wasm_host::gpu::{arrays, batch, kernel, pipeline, reductions};
}

#[cfg(test)]
mod tests {
    /// guest-rs carries a copy of the WIT (so it builds outside this workspace); the copy must
    /// be the contract the host serves, or guests link against a different world.
    #[test]
    fn guest_rs_carries_the_hosts_wit() {
        let host = include_str!("../../wit/gpu.wit");
        let guest = include_str!("../../guest-rs/wit/gpu.wit");
        assert!(host == guest, "guest-rs/wit/gpu.wit differs from wit/gpu.wit: copy it over");
    }
}
