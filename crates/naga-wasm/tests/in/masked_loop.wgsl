// dispatch: 2 1 1
// binding: u32 128 0..40
// binding: f32 128
@group(0) @binding(0) var<storage, read> n: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

// Each invocation runs its own trip count: the loop needs a mask.
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var acc = 0.0;
    var k = 0u;
    loop {
        if (k >= n[id.x]) { break; }
        acc = acc * 0.5 + f32(k);
        if (acc > 30.0) { break; }
        k += 1u;
    }
    out[id.x] = acc;
}
