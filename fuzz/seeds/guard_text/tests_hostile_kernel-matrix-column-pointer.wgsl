fn bump(p: ptr<function, vec2<f32>>) { (*p).y += 1.0; }
fn kernel(x: u32) -> f32 { var m = mat2x2<f32>(a(x), 0.0, 0.0, 0.0); bump(&m[1]); return m[0].x + m[1].y; }
