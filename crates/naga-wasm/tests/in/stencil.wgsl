// dispatch: 3 5 1
// binding: f32 1080
// binding: f32 1080
// binding: u32 4 24..25
@group(0) @binding(0) var<storage, read> u: array<f32>;
@group(0) @binding(1) var<storage, read_write> v: array<f32>;
@group(0) @binding(2) var<uniform> size: vec4<u32>;

fn at(x: i32, y: i32) -> f32 {
    let w = i32(size.x);
    let h = i32(arrayLength(&u)) / w;
    if (x < 0 || y < 0 || x >= w || y >= h) { return 0.0; }
    return u[y * w + x];
}

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let w = size.x;
    if (id.x >= w || id.y * w + id.x >= arrayLength(&v)) { return; }
    let x = i32(id.x);
    let y = i32(id.y);
    v[id.y * w + id.x] = 0.25 * (at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1));
}
