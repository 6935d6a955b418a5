@group(0) @binding(0) var<storage, read_write> y: array<f32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let x = g.x;
            if (x >= 200u | {}) { return; }
            y[x] = f32(x);
        }