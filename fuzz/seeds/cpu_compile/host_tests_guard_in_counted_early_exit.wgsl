// A counted loop that may leave early (its `break`): charged its bound of 4000 once when that
// fits the budget left, refunded what it did not run when it leaves, its per-iteration check
// skipped behind a flag otherwise taken.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let c = vec2<f32>(f32(id.x) / 64.0 - 2.0, 0.25);
    var z = vec2<f32>(0.0, 0.0);
    var n = 0u;
    for (var i = 0u; i < 4000u; i++) {
        if (dot(z, z) > 4.0) { break; }
        z = vec2<f32>(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
        n += 1u;
    }
    out[id.x] = n;
}
