// dispatch: 3 1 1
// binding: u32 4 0..5
// binding: f32 96 -2..2
// binding: f32 96
@group(0) @binding(0) var<storage, read> p: array<u32>;
@group(0) @binding(1) var<storage, read> a: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

// A varying early return off the spine (the helper's own mask level).
fn start(c: vec2<f32>) -> vec2<f32> {
    if (c.x > 1.5) { return vec2<f32>(0.0, 0.0); }
    return c * 0.5;
}

// Called in the paired loop (inlined per copy), one with a varying return of its own.
fn sq(z: vec2<f32>) -> vec2<f32> {
    return vec2<f32>(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y);
}

fn step(z: vec2<f32>, c: vec2<f32>) -> vec2<f32> {
    if (z.y > 1.75) { return z * 0.5; }
    return sq(z) + c;
}

// The paired loop: a dependent chain whose lanes leave at different turns (some at once);
// the return ending the helper falls through.
fn orbit(c: vec2<f32>, limit: u32) -> f32 {
    var z = start(c);
    var i = 0u;
    for (; i < limit; i++) {
        if (dot(z, z) > 4.0) { break; }
        if (i == 5u) { z = z * 0.9; continue; }
        z = step(z, c);
    }
    return f32(i) + z.x;
}

// Two vectors of 4 at a time: 8 divides the x size (a workgroup of one row would be packed
// with others into rows of 64, which pairs do not take). The exit test varies in a vector.
@compute @workgroup_size(16, 2)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let k = id.y * 48u + id.x;
    if (k >= 90u) { return; }
    let limit = select(p[k % 4u] * 20u, 0u, k % 7u == 0u);
    out[k] = orbit(vec2<f32>(a[k], a[(k + 1u) % 96u] * 0.7), limit);
}
