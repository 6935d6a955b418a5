@group(0) @binding(0) var<storage, read_write> out: array<f32>;

var<workgroup> tile: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    // A divergent loop before the barrier loop: lanes spend different amounts of budget here.
    var warm = 0.0;
    for (var k = 0u; k < li; k++) {
        warm += 1.0;
    }
    var acc = 0.0;
    workgroupBarrier();
    for (var step = 0u; step < 16u; step++) {
        tile[li] = f32(step) + warm;
        workgroupBarrier();
        acc += tile[(li + 1u) % 64u];
        workgroupBarrier();
    }
    out[id.x] = acc;
}
