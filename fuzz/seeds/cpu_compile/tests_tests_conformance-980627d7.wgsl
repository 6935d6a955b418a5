
        @group(0) @binding(0) var<storage, read_write> mine: array<u32>;
        @group(0) @binding(1) var<storage, read_write> other: array<u32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @compute @workgroup_size(64)
        fn main(@builtin(global_invocation_id) id: vec3<u32>) {
            let far = id.x * 1000003u + 64u;
            out[id.x] = mine[far];
            mine[far] = 0xdeadu;
            let i = i32(id.x) - 1000;
            out[id.x + 64u] = mine[u32(i)];
            mine[i] = 0xbeefu;
        }