// Every loop is counted and the worst case (8 × (1 + 4) + 16 = 56 iterations per invocation)
// is within the smallest budget: the Guard leaves the module unchanged.
@group(0) @binding(0) var<storage, read_write> out: array<f32>;

fn relax(x: f32) -> f32 {
    var acc = x;
    for (var k = 0; k < 4; k++) {
        acc = acc * 0.5 + 1.0;
    }
    return acc;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var v = f32(id.x);
    for (var i = 0u; i < 8u; i++) {
        v = relax(v);
    }
    for (var j = 0u; j <= 15u; j++) {
        v += f32(j);
    }
    out[id.x] = v;
}
