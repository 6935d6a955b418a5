// {}
// Minimal candidate repro (not yet run on a GPU) of the NVIDIA-only WGSLsmith mismatches
// 405006, 406930 and 200075: a workgroup variable followed by a workgroup bool array loses its
// value when the bool array is stored. Expected on every conforming implementation:
// o.a = 12345678, o.b = 3.5, o.c = 1 (the cpu executor and lavapipe give that). A GPU that
// lays the bool arrays over the first variables gives something else in a or b.
struct Out { a: u32, b: f32, c: u32, d: u32 }
@group(0) @binding(0) var<storage, read_write> o: Out;
var<workgroup> first: u32;
var<workgroup> flags: array<vec3<bool>, 26>;
var<workgroup> second: f32;
var<workgroup> more: array<bool, 10>;
@compute @workgroup_size(1) fn main() {
    first = 12345678u;
    second = 3.5;
    flags = array<vec3<bool>, 26>();
    flags[0].x = false;
    more[0] = false;
    more[9] = true;
    o.a = first;
    o.b = second;
    o.c = select(0u, 1u, more[9] && !flags[25].z);
}
