var<workgroup> tile: array<f32, 256>;
fn kernel(x: u32) -> f32 {
    let li = x % 256u;
    tile[li] = a(x);
    workgroupBarrier();
    return tile[(li + 1u) % 256u];
}
