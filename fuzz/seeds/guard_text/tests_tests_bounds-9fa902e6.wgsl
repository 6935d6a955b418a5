
        @group(0) @binding(0) var<uniform> u: array<mat2x3<f32>, 8>;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<f32>;
        @group(0) @binding(3) var<storage, read> v: array<vec4<u32>>;
        @group(0) @binding(4) var<storage, read_write> vo: array<u32>;
        @group(0) @binding(5) var<storage, read_write> vw: array<vec4<u32>>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let c = idx[g.x];
            let p = &u[g.x & 7u];
            let col = (*p)[c];
            out[4u * g.x] = col.x;
            out[4u * g.x + 1u] = col.y;
            out[4u * g.x + 2u] = col.z;
            out[4u * g.x + 3u] = u[g.x & 7u][c][u32(c) & 3u];
            vo[g.x] = v[g.x & 7u][c];
            if (g.x < 8u) {
                vw[g.x][c] = g.x + 1u;
            }
        }