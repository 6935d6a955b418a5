// dispatch: 1 1 1
// binding: f32 16
// binding: f32 256
// binding: f32 256
@group(0) @binding(0) var<uniform> m: mat4x4<f32>;
@group(0) @binding(1) var<storage, read> p: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> q: array<vec4<f32>>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let v = m * p[id.x];
    let n = length(v.xyz);
    q[id.x] = vec4<f32>(select(v.xyz, v.xyz / n, n > 0.0), dot(v, p[id.x]));
}
