@group(0) @binding(0) var<storage, read> a: array<f32>;
            @group(0) @binding(1) var<storage, read_write> y: array<f32>;
            @group(0) @binding(2) var<storage, read> p: vec4<u32>;
            @compute @workgroup_size(1, 2) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
                let x = g.x;
                if (x >= p.x || g.y >= p.y) { return; }
                let i = g.y * p.x + x;
                var r = a[i];
                r += select(0.0, a[i + 1u], i + 1u < arrayLength(&a));
                if (x > p.z) { r = r * 2.0; }
                if (i32(x) - 3 < 290) { r = r + 1.0; }
                if (p.w >= x) { r = -r; }
                if (x + 0xFFFFFF1Au < 0xFFFFFFFCu) { r += 0.25; }
                if (i32(x) + 0x7FFFFF1A < 0x7FFFFFFC) { r += 0.125; }
                let inside = x >= 1u && !(x > p.z + 240u);
                r += select(0.0, a[i - 1u], inside);
                y[i] = r;
                if (x < 5u) { y[i] = r + 10.0; }
            }