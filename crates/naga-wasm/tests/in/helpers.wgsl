// dispatch: 2 1 1
// binding: f32 128
// binding: f32 256
struct Pair { lo: f32, hi: f32 }
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<Pair>;

fn order(a: f32, b: f32) -> Pair {
    if (a < b) { return Pair(a, b); }
    return Pair(b, a);
}

fn clamp_pair(p: Pair, limit: f32) -> Pair {
    return Pair(max(p.lo, -limit), min(p.hi, limit));
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    let j = (i * 7u + 3u) % 128u;
    var p = clamp_pair(order(x[i], x[j]), 2.5);
    p.lo += f32(j);
    out[i] = p;
}
