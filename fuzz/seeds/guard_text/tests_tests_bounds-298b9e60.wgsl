
        struct P { off: u32, soff: i32 }
        @group(0) @binding(0) var<storage, read> a: array<u32>;
        @group(0) @binding(1) var<uniform> p: P;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> w: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            out[g.x] = a[g.x + p.off];
            out[g.x + 256u] = a[i32(g.x) + p.soff];
            w[g.x + p.off] = g.x + 7u;
        }