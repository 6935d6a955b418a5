// {}
// Variant: one workgroup u32, then a scalar workgroup bool. Expected a=12345678, c=1.
struct Out { a: u32, b: f32, c: u32, d: u32 }
@group(0) @binding(0) var<storage, read_write> o: Out;
var<workgroup> first: u32;
var<workgroup> flag: bool;
@compute @workgroup_size(1) fn main() {
    first = 12345678u;
    flag = true;
    o.a = first;
    o.c = select(0u, 1u, flag);
}
