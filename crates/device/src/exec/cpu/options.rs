//! The cpu executor's options (`CpuOptions`, the compiler's `Codegen`) and the limits it
//! reports.

use super::*;

/// How the cpu executor runs.
#[derive(Clone, Debug)]
pub struct CpuOptions {
    /// Worker threads; 0 means one per core.
    pub threads: usize,
    /// The most bytes of buffers one tenant (guest) holds, at most 4 GiB.
    pub max_memory_bytes: u64,
    /// Inline calls of small helper functions (the kernel interface's `kernel` and accessors);
    /// off, each call is a wasm call (for measuring what inlining gains).
    pub inline_calls: bool,
    /// Vectorize kernels across invocations (SIMD128) where the vectorizer can; off, every
    /// kernel runs one invocation at a time (for measuring, and for comparing the two).
    pub vectorize: bool,
    /// Vector code: run two vectors through a loop whose lanes leave at different iterations
    /// (latency-bound chains such as mandelbrot's) where the kernel allows it; off, one
    /// vector at a time (for measuring).
    pub interleave: bool,
    /// The most running time of one dispatch (over all its turns) before the executor stops
    /// it, answered `device`: a backstop behind the Guard's loop budget, which ends bounded
    /// work long before (at least one tick of 10 ms).
    pub backstop: std::time::Duration,
}

/// How the cpu compiler builds a kernel (the code generation switches of [`CpuOptions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Codegen {
    /// Inline calls of small helpers ([`CpuOptions::inline_calls`]).
    pub inline: bool,
    /// Vectorize ([`CpuOptions::vectorize`]).
    pub vectorize: bool,
    /// Interleave two vectors through latency-bound loops ([`CpuOptions::interleave`]).
    pub interleave: bool,
}

impl Default for Codegen {
    fn default() -> Self {
        Codegen { inline: true, vectorize: true, interleave: true }
    }
}

impl CpuOptions {
    /// The code generation switches.
    pub fn codegen(&self) -> Codegen {
        Codegen { inline: self.inline_calls, vectorize: self.vectorize, interleave: self.interleave }
    }
}

/// What the cpu executor with `options` offers programs (`wasm-host info` shows it).
pub fn limits(options: &CpuOptions) -> ExecLimits {
    ExecLimits {
        max_bind_groups: 8,
        max_storage_buffers: 64,
        max_workgroups_per_dimension: 65535,
        max_buffer_bytes: options.max_memory_bytes.min(u64::from(u32::MAX) - u64::from(memory::RESERVED)),
        max_loop_iterations: None,
        shader_f16_in_f32: true,
        max_workgroup_invocations: naga_wasm::Limits::default().workgroup_invocations as u32,
        max_workgroup_storage_bytes: naga_wasm::Limits::default().workgroup_bytes,
        // naga-wasm compiles no subgroup operations.
        subgroups: None,
        elements_per_invocation: 1,
        untested_interior: false,
    }
}

impl Default for CpuOptions {
    fn default() -> Self {
        CpuOptions {
            threads: 0,
            max_memory_bytes: 2 << 30,
            inline_calls: true,
            vectorize: true,
            interleave: true,
            backstop: BACKSTOP,
        }
    }
}
