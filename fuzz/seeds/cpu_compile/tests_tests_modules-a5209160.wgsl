@group(0) @binding(0) var<storage, read> a: array<u32, 128>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32, 128>;
        var<workgroup> tile: array<u32, 64>;
        fn rotate(p: ptr<function, u32>, l: u32) {
            tile[l] = *p;
            workgroupBarrier();
            *p = *p + tile[(l + 1u) % 64u];
            workgroupBarrier();
        }
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>,
                                            @builtin(local_invocation_index) l: u32) {
            var v = a[g.x];
            rotate(&v, l);
            rotate(&v, l);
            b[g.x] = v;
        }