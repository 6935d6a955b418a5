struct Flags { on: bool, lanes: vec3<bool>, k: u32 }
        @group(0) @binding(0) var<storage, read> a: array<u32, 128>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32, 128>;
        var<workgroup> odd: array<bool, 64>;
        var<workgroup> flags: Flags;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>,
                                            @builtin(local_invocation_index) l: u32) {
            odd[l] = (a[g.x] & 1u) == 1u;
            if (l == 0u) { flags = Flags(a[g.x] > 0x80000000u, vec3<bool>(true, false, (a[g.x] & 2u) != 0u), 9u); }
            let f = workgroupUniformLoad(&flags);
            let next = odd[(l + 1u) % 64u];
            b[g.x] = select(0u, 1u, next) + select(0u, 2u, f.on) + select(0u, 4u, f.lanes.x)
                   + select(0u, 8u, f.lanes.y) + select(0u, 16u, f.lanes.z) + f.k * 32u;
        }