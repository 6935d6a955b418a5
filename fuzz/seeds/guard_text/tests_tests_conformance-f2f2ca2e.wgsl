
        @group(0) @binding(0) var<storage, read_write> data: array<u32>;
        @group(0) @binding(1) var<storage, read_write> hist: array<atomic<u32>, 16>;
        @group(0) @binding(2) var<storage, read_write> stats: array<atomic<u32>, 8>;
        @group(0) @binding(3) var<storage, read_write> signed: array<atomic<i32>, 2>;
        @compute @workgroup_size(64)
        fn main(@builtin(global_invocation_id) id: vec3<u32>) {
            let v = data[id.x];
            atomicAdd(&hist[v % 16u], 1u);
            atomicMax(&stats[0], v);
            atomicMin(&stats[1], v);
            atomicXor(&stats[2], v);
            atomicOr(&stats[3], v & 0xffu);
            atomicAnd(&stats[4], v | 0x0f0f0f0fu);
            atomicSub(&stats[5], v % 7u);
            let won = atomicCompareExchangeWeak(&stats[6], 0u, id.x + 1u);
            if (won.exchanged) { atomicAdd(&stats[7], 1u); }
            atomicMin(&signed[0], i32(v));
            atomicMax(&signed[1], i32(v));
            data[id.x] = atomicLoad(&hist[v % 16u]) * 0u + v / 2u;
        }