// dispatch: 2 1 1
// binding: u32 2 0..1
// binding: f32 128 -2..2
// binding: f32 128
@group(0) @binding(0) var<storage, read> p: array<u32>;
@group(0) @binding(1) var<storage, read> a: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

// Every lane returns (s is 0), which ends the vector; the loop after the return, whose exits
// are uniform, would never end. Interleaved copies cannot branch to their end: a statement
// with a loop runs for a copy only while it has lanes.
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let s = p[0];
    if (s == 0u || a[id.x] > 3.0) { return; }
    for (var i = 0u; i < 100u; i += s) { out[id.x] += 1.0; }
    var z = a[id.x];
    var k = 0u;
    loop {
        if (z > 4.0 || k >= 50u) { break; }
        z = z * z + 0.25;
        k++;
    }
    out[id.x] = z + f32(k);
}
