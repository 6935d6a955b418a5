
        struct U { a: array<vec4<u32>, 3>, b: vec4<u32>, c: array<vec4<u32>, 12>, i: i32 }
        @group(0) @binding(0) var<uniform> u: U;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> w: array<vec4<u32>, 4>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = idx[g.x];
            out[2u * g.x] = u.a[i].y;
            out[2u * g.x + 1u] = u.c[u.i + i32(g.x)].w;
            if (g.x == 0u) {
                w[u.i].x = 5u;
            }
        }