
        struct S { a: array<u32, 4>, b: u32, c: array<u32> }
        @group(0) @binding(0) var<storage, read> s: S;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> t: S;
        @group(0) @binding(4) var<storage, read> m: array<array<u32, 4>>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = idx[g.x];
            let j = idx[63u - g.x];
            out[3u * g.x] = s.a[i];
            out[3u * g.x + 1u] = m[u32(i) & 7u][j];
            out[3u * g.x + 2u] = m[j][i];
            if (g.x < 16u) {
                t.a[g.x * 3u - 10u] = g.x + 100u;
            }
        }