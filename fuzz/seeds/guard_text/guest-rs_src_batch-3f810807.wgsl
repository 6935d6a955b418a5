@group(0) @binding(0) var<storage, read_write> x: array<f32>;
//!      @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
//!          if (g.x < arrayLength(&x)) { x[g.x] = 2.0 * x[g.x]; }
//!      }