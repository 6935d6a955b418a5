struct S { a: vec2<f32>, b: f32 }
fn bump(p: ptr<function, vec2<f32>>) { (*p).y += 1.0; }
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { var s: S; bump(&s.a); o[0] = u32(s.a.y); }
