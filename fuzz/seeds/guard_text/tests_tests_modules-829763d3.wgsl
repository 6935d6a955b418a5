struct S { k: u32, data: array<u32> }
        @group(0) @binding(0) var<storage, read> a: S;
        @group(0) @binding(1) var<storage, read_write> b: S;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            if (g.x < arrayLength(&a.data)) {
                b.data[g.x] = a.data[g.x] * 3u + a.k + arrayLength(&b.data);
            }
            if (g.x == 0u) { b.k = arrayLength(&a.data); }
        }