struct S { a: vec2<f32>, b: f32 }
fn f(p: ptr<function, vec2<f32>>) { (*p).y += 1.0; }
fn g(p: ptr<function, vec2<f32>>) { f(p); }
@compute @workgroup_size(1) fn main() { 1 g(1); }
