@group(0) @binding(0) var<storage, read> a: array<f32>;
            @group(0) @binding(1) var<storage, read_write> y: array<f32>;
            @compute @workgroup_size(1) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
                let i = g.x;
                if (i >= arrayLength(&y)) { return; }
                let v = a[i];
                if (v < -0.5) { y[i] = -1.0; return; }
                var s = v;
                var k = 0;
                while (k < i32(i % 7u)) {
                    s = s * 0.5 + 0.25;
                    if (s > 0.6) { break; }
                    k += 1;
                }
                y[i] = s + f32(k);
            }