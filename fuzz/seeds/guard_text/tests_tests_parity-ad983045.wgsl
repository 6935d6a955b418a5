@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
fn f(at: u32) -> f32 { return bitcast<f32>(inp[at]); }
fn put2(at: u32, v: vec2<u32>) { out[at] = v.x; out[at + 1u] = v.y; }
fn put3(at: u32, v: vec3<u32>) { out[at] = v.x; out[at + 1u] = v.y; out[at + 2u] = v.z; }
fn put4(at: u32, v: vec4<u32>) { out[at] = v.x; out[at + 1u] = v.y; out[at + 2u] = v.z; out[at + 3u] = v.w; }
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
