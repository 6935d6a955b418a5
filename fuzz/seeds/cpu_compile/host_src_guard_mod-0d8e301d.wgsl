override scale: f32 = 3.0;
var<private> s: f32 = scale * 2.0;
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(1) fn main() { o[0] = s; }