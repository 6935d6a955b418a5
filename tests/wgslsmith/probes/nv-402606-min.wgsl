// {"0:0":[185,53,250,1,209,52,186,158,151,130,249,96,21,126,224,253]}
// nv-402606-min: the smallest known program the NVIDIA H200 (Vulkan, driver 580.159.04)
// computes wrongly, reduced from WGSLsmith seed 402606 in three rounds on the H200
// (docs/design/differential-testing.md, session 12). Lane y of
//   max(firstLeadingBit(~vec2(nwg.x, 85663u)) - ~vec2(nwg.x, g), vec2(~(lid.x * nwg.x), 0u))
// is 31u - ~8599u = 8631 in WGSL (u32 arithmetic wraps); the H200 gives ~8599u - 31u =
// 4294958665. The cpu executor and lavapipe give 8631 from the same Guard-checked module.
// Expected: p[0] = p[1] = 8631, p[2] = 4294967295, p[3] = 8599, p[6] = 0 (the H200: p[0] =
// p[1] = 4294958665, p[6] = 1). Each of these makes the fault go away on the H200: g set
// unconditionally (a switch with only a default case), no firstLeadingBit (a constant 31u),
// no bitwise not (g stored inverted), lane x all literals, a scalar max.

struct UniformBuffer { @align(16) a: i32, }
struct StorageBuffer { @align(8) @size(8) a: f32, @align(4) @size(4) b: f32, }
struct ProbeOut { orig: StorageBuffer, p: array<u32, 16>, }
@group(0) @binding(0) var<uniform> u_input: UniformBuffer;
@group(0) @binding(1) var<storage, read_write> s_probe: ProbeOut;
var<private> _pv: array<u32, 16>;
var<private> g: u32;

@compute @workgroup_size(1u)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    switch (u_input.a) {
        case 17166i: {}
        case 2147483647i: {}
        case i32(-2147483648): {}
        default: { g = 8599u; }
    }
    let m = max(firstLeadingBit(~vec2<u32>(nwg.x, 85663u)) - ~vec2<u32>(nwg.x, g), vec2<u32>(~(lid.x * nwg.x), 0u));
    _pv[6] = m.y % 3u;
    _pv[3] = g;
    _pv[2] = m.x;
    _pv[1] = m.y;
    _pv[0] = m.y;
    s_probe.p = _pv;
}
