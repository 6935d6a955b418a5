var<workgroup> t: array<u32, 256>;
fn kernel(x: u32) -> f32 {
    let li = x % 256u;
    var s = u32(a(x));
    loop { s += 1u; }
    loop {
        t[li] = s;
        workgroupBarrier();
        s += t[(li + 1u) % 256u];
        workgroupBarrier();
    }
    return f32(s);
}
