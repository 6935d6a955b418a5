// dispatch: 2 1 1
// binding: f32 128
// binding: f32 512
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<f32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let v = x[id.x];
    out[id.x] = vec4<f32>(exp(v), sin(v * 3.0), pow(abs(v) + 0.5, 1.7), sqrt(abs(v)) + floor(v));
}
