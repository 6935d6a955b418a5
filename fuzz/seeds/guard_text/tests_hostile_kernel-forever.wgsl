fn kernel(x: u32) -> f32 { var s = a(x); while (true) { s += 1.0; } return s; }
