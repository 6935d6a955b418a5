
        @group(0) @binding(0) var<storage, read> a: array<u32>;
        @group(0) @binding(1) var<storage, read> idx: array<u32>;
        @group(0) @binding(2) var<storage, read_write> out: array<u32>;
        @group(0) @binding(3) var<storage, read_write> w: array<u32>;
        @group(0) @binding(4) var<storage, read_write> ws: array<u32>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let k = idx[g.x];
            out[2u * g.x] = a[k];
            out[2u * g.x + 1u] = a[i32(k)];
            w[k] = g.x + 1u;
            ws[i32(k)] = g.x + 1u;
        }