
        @group(0) @binding(0) var<storage, read_write> data: array<u32>;
        @group(0) @binding(1) var<storage, read_write> sums: array<u32>;
        @group(0) @binding(2) var<storage, read_write> counts: array<u32>;
        var<workgroup> sh: array<u32, 64>;
        var<workgroup> seen: atomic<u32>;
        var<workgroup> first: u32;
        @compute @workgroup_size(64)
        fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32,
                @builtin(workgroup_id) wg: vec3<u32>) {
            var v = 0u;
            if (gid.x < arrayLength(&data)) { v = data[gid.x]; }
            sh[li] = v;
            atomicAdd(&seen, u32(gid.x < arrayLength(&data)));
            if (li == 0u) { first = v; }
            workgroupBarrier();
            for (var s = 32u; s > 0u; s >>= 1u) {
                if (li < s) { sh[li] += sh[li + s]; }
                workgroupBarrier();
            }
            let f = workgroupUniformLoad(&first);
            if (li == 0u) {
                sums[wg.x] = sh[0];
                counts[wg.x] = atomicLoad(&seen) * 1000000u + (f & 0xffu);
            }
        }