@group(0) @binding(0) var<storage, read_write> out: array<u32>;
override n: u32 = 1024u;
override iters: u32 = 4000u;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if (id.x >= n || id.y >= n) { return; }
    let c = vec2<f32>(f32(id.x) / f32(n) * 3.0 - 2.0, f32(id.y) / f32(n) * 3.0 - 1.5);
    var z = vec2<f32>(0.0, 0.0);
    var i = 0u;
    for (; i < 1; i++) {
        if (dot(z, z) > 4.0) { break; }
        z = vec2<f32>(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
    }
    out[id.x + n * id.y] = i;
}
