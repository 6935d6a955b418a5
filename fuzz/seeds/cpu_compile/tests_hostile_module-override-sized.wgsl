override scale: f32 = 3.0;
var<private> s: f32 = scale * 2.0;
override n: u32 = 64u;
var<workgroup> w: array<u32, n>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) { w[i] = i; workgroupBarrier(); o[i] = w[63u - i] + u32(s); }
