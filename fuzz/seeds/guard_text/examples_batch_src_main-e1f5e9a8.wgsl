@group(0) @binding(0) var<storage, read_write> x: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { x[g.x + 4u] = 1u; }