// {}
// The rewrite's shape: nv-workgroup-bool-alias with the bool storage as u32 (0/1).
// Expected a=12345678, b=3.5, c=1.
struct Out { a: u32, b: f32, c: u32, d: u32 }
@group(0) @binding(0) var<storage, read_write> o: Out;
var<workgroup> first: u32;
var<workgroup> flags: array<vec3<u32>, 26>;
var<workgroup> second: f32;
var<workgroup> more: array<u32, 10>;
@compute @workgroup_size(1) fn main() {
    first = 12345678u;
    second = 3.5;
    flags = array<vec3<u32>, 26>();
    flags[0].x = 0u;
    more[0] = 0u;
    more[9] = 1u;
    o.a = first;
    o.b = second;
    o.c = select(0u, 1u, more[9] != 0u && !(flags[25].z != 0u));
}
