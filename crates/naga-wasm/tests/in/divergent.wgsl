// dispatch: 4 1 1
// binding: f32 256
// binding: f32 256
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let v = x[id.x];
    var r: f32;
    if (v > 0.5) {
        r = v * v;
    } else if (v < -1.0) {
        r = -v;
    } else {
        r = select(1.0, 2.0, id.x % 3u == 0u);
    }
    y[id.x] = r + abs(v);
}
