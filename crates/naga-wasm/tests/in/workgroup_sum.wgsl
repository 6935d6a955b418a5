// dispatch: 3 1 1
// binding: f32 192
// binding: f32 3
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> sums: array<f32>;
var<workgroup> part: array<f32, 64>;

// A tree reduction with barriers: regions run per invocation, state saved in scratch.
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    part[lid.x] = x[wid.x * 64u + lid.x];
    workgroupBarrier();
    for (var s = 32u; s > 0u; s = s / 2u) {
        if (lid.x < s) {
            part[lid.x] += part[lid.x + s];
        }
        workgroupBarrier();
    }
    if (lid.x == 0u) {
        sums[wid.x] = part[0];
    }
}
