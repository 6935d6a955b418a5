// dispatch: 1 1 1
// binding: u32 64 0..6
// binding: f32 64
@group(0) @binding(0) var<storage, read> n: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

fn chain(limit: u32) -> f32 {
    var acc = 1.0;
    for (var k = 0u; k < limit; k++) {
        acc = acc * 1.5 - 0.25;
    }
    return acc;
}

// A loop worth pairing, but a return inside a loop whose exits are uniform before it: the
// pairs cannot branch out of their code, so the kernel compiles vectorized without them.
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) g: vec3<u32>) {
    for (var j = 0u; j < 4u; j++) {
        if (g.x == 3u + j) { out[id.x] = -1.0; return; }
    }
    out[id.x] = chain(n[id.x]);
}
