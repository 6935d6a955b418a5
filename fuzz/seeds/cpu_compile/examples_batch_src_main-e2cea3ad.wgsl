@group(0) @binding(0) var<storage, read_write> x: array<u32>;
             @group(0) @binding(1) var<storage, read> y: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { x[g.x] = y[g.x] + 1u; }