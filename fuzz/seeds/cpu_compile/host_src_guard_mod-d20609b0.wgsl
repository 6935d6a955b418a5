fn a() -> f32 { var x: array<f32, 1500>; x[1] = 1.0; return x[1]; }
fn b() -> f32 { var y: array<f32, 1500>; y[1] = a(); return y[1]; }
fn c() -> f32 { var z: array<f32, 1500>; z[1] = b(); return z[1]; }
@group(0) @binding(0) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(1) fn main() { o[0] = CALL; }