
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
fn h(x: u32, y: f32) -> vec4<u32> {
    let fr = frexp(y);
    let m = modf(y);
    return vec4<u32>(insertBits(x, bitcast<u32>(fr.exp), 4u, 6u), bitcast<u32>(ldexp(fr.fract, fr.exp)),
                     bitcast<u32>(m.fract), pack4xU8Clamp(unpack4xU8(x) * 2u));
}
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    let v = h(inp[2u * i], bitcast<f32>(inp[2u * i + 1u]));
    out[4u * i] = v.x;
    out[4u * i + 1u] = v.y;
    out[4u * i + 2u] = v.z;
    out[4u * i + 3u] = v.w;
}