
struct Params { n: u32, h2: f32 }
@group(0) @binding(0) var<uniform> p: Params;
@group(0) @binding(1) var<storage, read> q: array<f32>;
@group(1) @binding(0) var<storage, read> u: array<f32>;
@group(1) @binding(1) var<storage, read_write> out: array<f32>;
fn at(x: i32, y: i32) -> f32 {
    if (x < 0 || y < 0 || x >= i32(p.n) || y >= i32(p.n)) { return 0.0; }
    return u[u32(y) * p.n + u32(x)];
}
@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x >= p.n || g.y >= p.n) { return; }
    let x = i32(g.x);
    let y = i32(g.y);
    out[g.y * p.n + g.x] = 0.25 * (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - p.h2 * q[g.y * p.n + g.x]);
}