@group(0) @binding(0) var<storage, read_write> y: array<u32>;
            @compute @workgroup_size(4) fn main(@builtin(global_invocation_id) g: vec3<u32>) { y[g.x] = g.x + 1u; }