fn helper(x: u32) -> f32 {
    var scratch: array<f32, 1000000>;
    scratch[x % 1000000u] = a(x);
    return scratch[x % 1000000u];
}
fn kernel(x: u32) -> f32 { return helper(x); }
