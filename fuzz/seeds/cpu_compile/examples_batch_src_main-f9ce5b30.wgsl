@group(0) @binding(0) var<storage, read_write> x: array<u32>;
         @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
             var i = 0u;
             while (true) { i += 1u; x[g.x] = i; }
         }