@group(0) @binding(0) var<storage, read> mine: array<f32>;
fn kernel(x: u32) -> f32 { return mine[x] + a(x); }
