@group(0) @binding(0) var<storage, read_write> y: array<f32>;
        @group(0) @binding(1) var<storage, read> p: vec4<u32>;
        fn over(x: u32) -> f32 { return select(1.0, 3.0, x < p.z); }
        @compute @workgroup_size(16) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let x = g.x;
            if (x >= p.x) { return; }
            var r = 1.0;
            if (x % 16u >= 4u) { r = over(x) + f32(x % 3u); }
            y[x] = r;
        }