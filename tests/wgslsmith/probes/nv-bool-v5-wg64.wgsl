// {}
// Variant: 64 invocations; invocation 0 writes first, all write their own bool. Expected a=12345678, c=64.
struct Out { a: u32, b: f32, c: atomic<u32>, d: u32 }
@group(0) @binding(0) var<storage, read_write> o: Out;
var<workgroup> first: u32;
var<workgroup> more: array<bool, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
    if i == 0u { first = 12345678u; }
    workgroupBarrier();
    more[i] = true;
    workgroupBarrier();
    if i == 0u { o.a = first; }
    if more[63u - i] { atomicAdd(&o.c, 1u); }
}
