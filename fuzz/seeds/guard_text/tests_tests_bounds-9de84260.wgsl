
        struct C { a: array<atomic<u32>, 4>, rest: array<atomic<u32>> }
        @group(0) @binding(0) var<storage, read_write> c: C;
        @group(0) @binding(1) var<storage, read> idx: array<i32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = idx[g.x];
            out[4u * g.x] = atomicAdd(&c.a[i], 5u);
            out[4u * g.x + 1u] = atomicMax(&c.a[i], 1000u);
            let r = atomicCompareExchangeWeak(&c.a[i], 1000u, 7u);
            out[4u * g.x + 2u] = r.old_value;
            out[4u * g.x + 3u] = atomicLoad(&c.a[i]);
            atomicStore(&c.rest[u32(i) + 1000u], 9u);
        }