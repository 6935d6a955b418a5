//! Shared helpers of the benchmark suite: repeated timing, medians and spread.

use std::time::{Duration, Instant};

/// Times `f` `repeats` times and returns the durations, in order.
pub fn time(repeats: usize, mut f: impl FnMut()) -> Vec<Duration> {
    (0..repeats)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect()
}

/// The median of `samples` (the mean of the middle two for an even count).
pub fn median(samples: &[Duration]) -> Duration {
    let mut s = samples.to_vec();
    s.sort();
    let n = s.len();
    if n == 0 {
        Duration::ZERO
    } else if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2
    }
}

/// Milliseconds, for printing.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// A 200-line compute shader with helpers and loops, for the Guard's own time.
pub fn long_shader() -> String {
    let mut s = String::from("@group(0) @binding(0) var<storage, read_write> out: array<f32>;\n");
    for k in 0..30 {
        s.push_str(&format!(
            "fn helper{k}(x: f32, n: u32) -> f32 {{\n    var acc = x;\n    for (var i = 0u; i < n; i++) {{\n        acc = acc * 0.5 + f32(i) * {k}.0;\n    }}\n    return acc;\n}}\n"
        ));
    }
    s.push_str("@compute @workgroup_size(64)\nfn main(@builtin(global_invocation_id) id: vec3<u32>) {\n    var v = f32(id.x);\n");
    for k in 0..30 {
        s.push_str(&format!("    v = helper{k}(v, id.x % 7u);\n"));
    }
    s.push_str("    out[id.x] = v;\n}\n");
    s
}

/// A sample's spread in milliseconds: what every whole-run bench prints beside its median.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Spread {
    /// The fastest sample.
    pub min: f64,
    /// The median.
    pub median: f64,
    /// The 90th percentile (nearest rank).
    pub p90: f64,
    /// The slowest sample.
    pub max: f64,
    /// How many samples.
    pub n: usize,
}

impl Spread {
    /// The spread of `samples`, in milliseconds.
    pub fn of(samples: &[Duration]) -> Spread {
        Spread::of_ms(&samples.iter().map(|d| ms(*d)).collect::<Vec<_>>())
    }

    /// The spread of `samples` given in milliseconds.
    pub fn of_ms(samples: &[f64]) -> Spread {
        let mut s = samples.to_vec();
        s.sort_by(f64::total_cmp);
        let n = s.len();
        if n == 0 {
            return Spread::default();
        }
        let median = if n % 2 == 1 { s[n / 2] } else { (s[n / 2 - 1] + s[n / 2]) / 2.0 };
        let p90 = s[(n * 9).div_ceil(10).max(1) - 1];
        Spread { min: s[0], median, p90, max: s[n - 1], n }
    }
}

impl std::fmt::Display for Spread {
    /// `median 1.234 ms [min 1.100, p90 1.400, max 1.500; n 15]`, at the formatter's precision
    /// (3 decimals by default).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let p = f.precision().unwrap_or(3);
        write!(
            f,
            "median {:.p$} ms [min {:.p$}, p90 {:.p$}, max {:.p$}; n {}]",
            self.median, self.min, self.p90, self.max, self.n
        )
    }
}

/// A plain wgpu device on the best adapter (hardware before software), with the adapter's own
/// limits: what the benches' bare programs run on beside the host.
pub fn bare_device() -> (wgpu::Device, wgpu::Queue, wgpu::AdapterInfo) {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle().with_env());
    let mut adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::all()));
    adapters.sort_by_key(|a| a.get_info().device_type == wgpu::DeviceType::Cpu);
    let adapter = adapters.into_iter().next().expect("a GPU adapter");
    let (device, queue) =
        pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            required_limits: adapter.limits(),
            ..Default::default()
        }))
        .expect("a device");
    (device, queue, adapter.get_info())
}

/// The compute pipeline of `wgsl`'s entry point `main` on `device` (layout from the shader).
pub fn bare_pipeline(device: &wgpu::Device, wgsl: &str) -> wgpu::ComputePipeline {
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: None,
        source: wgpu::ShaderSource::Wgsl(wgsl.into()),
    });
    device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: None,
        layout: None,
        module: &module,
        entry_point: Some("main"),
        compilation_options: Default::default(),
        cache: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_is_nearest_rank() {
        let s = Spread::of_ms(&[5.0, 1.0, 4.0, 2.0, 3.0, 6.0, 7.0, 8.0, 9.0, 10.0]);
        assert_eq!((s.min, s.median, s.p90, s.max, s.n), (1.0, 5.5, 9.0, 10.0, 10));
        assert_eq!(Spread::of_ms(&[2.0]).p90, 2.0);
        assert_eq!(
            format!("{:.1}", Spread::of_ms(&[1.0, 3.0])),
            "median 2.0 ms [min 1.0, p90 3.0, max 3.0; n 2]"
        );
    }
}
