override scale: f32 = 3.0;
var<private> s: f32 = scale * 2.0;
fn kernel(x: u32) -> f32 { return s * a(x); }
