// {}
// Variant: one workgroup u32, then array<bool,10>; one element store. Expected a=12345678, c=1.
struct Out { a: u32, b: f32, c: u32, d: u32 }
@group(0) @binding(0) var<storage, read_write> o: Out;
var<workgroup> first: u32;
var<workgroup> more: array<bool, 10>;
@compute @workgroup_size(1) fn main() {
    first = 12345678u;
    more[9] = true;
    o.a = first;
    o.c = select(0u, 1u, more[9]);
}
