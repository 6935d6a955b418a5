// {}
// Variant: one workgroup u32, then array<vec3<bool>,26> zeroed whole. Expected a=12345678, c=1.
struct Out { a: u32, b: f32, c: u32, d: u32 }
@group(0) @binding(0) var<storage, read_write> o: Out;
var<workgroup> first: u32;
var<workgroup> flags: array<vec3<bool>, 26>;
@compute @workgroup_size(1) fn main() {
    first = 12345678u;
    flags = array<vec3<bool>, 26>();
    o.a = first;
    o.c = select(0u, 1u, !flags[25].z);
}
