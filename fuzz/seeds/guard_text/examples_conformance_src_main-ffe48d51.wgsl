@compute @workgroup_size(1) fn main() {}
fn kernel(x: u32) -> f32 { return u(x); }