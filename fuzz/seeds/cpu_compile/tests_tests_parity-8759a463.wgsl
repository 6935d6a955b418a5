
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
var<workgroup> sh: array<u32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    let i = id.x;
    let x = bitcast<f32>(inp[i]);
    let fr = frexp(x);
    let bits = extractBits(bitcast<i32>(inp[i]), 20u, 11u);
    sh[li] = pack4xI8(vec4<i32>(bits, -bits, fr.exp, 7));
    workgroupBarrier();
    out[4u * i] = bitcast<u32>(fr.fract);
    out[4u * i + 1u] = bitcast<u32>(fr.exp);
    out[4u * i + 2u] = bitcast<u32>(ldexp(fr.fract, fr.exp));
    out[4u * i + 3u] = bitcast<u32>(dot4I8Packed(sh[63u - li], sh[li]));
}