// {}
// A candidate repro of the NVIDIA-only WGSLsmith mismatch 402606 that does NOT reproduce it:
// `ok` on the H200 (session 12), most likely because g is set unconditionally here and folded
// to a constant (see nv-402606-min.wgsl, which does reproduce it).
// lane w of `firstLeadingBit(~v) - ~w` came out as `~w - firstLeadingBit(~v)` on the H200
// (-8631 where WGSL gives 8631). Expected on every conforming implementation (u32 lanes):
// a = (31 - ~4817, ~0 wraps.., ..., 8631) as the cpu executor prints it, d = 8631, e = 8631.
struct Out { a: vec4<u32>, b: vec4<u32>, c: vec4<u32>, d: u32, e: u32 }
@group(0) @binding(0) var<storage, read_write> o: Out;
var<private> g: u32;
@compute @workgroup_size(1) fn main(@builtin(local_invocation_id) lid: vec3<u32>,
                                    @builtin(num_workgroups) nwg: vec3<u32>,
                                    @builtin(workgroup_id) wgid: vec3<u32>) {
    g = 8599u;
    let f = firstLeadingBit(~vec4<u32>(lid.x, nwg.x, nwg.x, 85663u));
    o.a = f - ~vec4<u32>(4817u, wgid.x, nwg.x, g);
    o.b = max(f - ~vec4<u32>(4817u, wgid.x, nwg.x, g), vec4<u32>(~1u, 3085u, ~(lid.x * nwg.x), 0u));
    o.c = f;
    o.d = f.w - ~g;
    o.e = firstLeadingBit(~85663u) - ~g;
}
