@group(0) @binding(0) var<storage, read> a: array<u32>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32>;
        var<private> acc: vec4<u32>;
        fn bump(p: ptr<function, array<u32, 4>>, i: u32, v: u32) { (*p)[i & 3u] += v; }
        fn add_to(p: ptr<private, vec4<u32>>, v: vec4<u32>) { *p = *p + v; }
        fn twice(p: ptr<function, u32>) -> u32 { *p = *p * 2u + 1u; return *p; }
        fn through(p: ptr<function, u32>) -> u32 { return twice(p) + twice(p); }
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let i = g.x;
            if (i >= arrayLength(&a)) { return; }
            var arr = array<u32, 4>(1u, 2u, 3u, 4u);
            bump(&arr, a[i], a[i] >> 4u);
            var s = a[i];
            let e = through(&s);
            acc = vec4<u32>(i);
            add_to(&acc, vec4<u32>(arr[0], arr[1], arr[2], arr[3]));
            b[i] = acc.x + acc.y * 3u + acc.z * 5u + acc.w * 7u + e + s;
        }