//! Runtime configuration: which device, the Guard's policy, and per-guest quotas.

use crate::exec::gpu::GpuOptions;

/// Limits each guest (each store) is held to. The defaults suit a single trusted user on one
/// machine; an embedder serving many tenants sets its own.
#[derive(Clone, Debug)]
pub struct Quotas {
    /// Bytes of live arrays a guest may hold on the device.
    pub max_array_bytes: u64,
    /// Live arrays a guest may hold.
    pub max_arrays: u32,
    /// Live kernels a guest may hold.
    pub max_kernels: u32,
}

impl Default for Quotas {
    fn default() -> Self {
        Quotas { max_array_bytes: 4 << 30, max_arrays: 4096, max_kernels: 256 }
    }
}

/// Everything a [`Runtime`](crate::Runtime) is built from.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// How to pick the GPU adapter.
    pub gpu: GpuOptions,
    /// Per-guest quotas (the default for every new guest context).
    pub quotas: Quotas,
    /// The largest WGSL source accepted, in bytes (0 means the Guard's default, 1 MiB).
    pub max_source_bytes: usize,
}
