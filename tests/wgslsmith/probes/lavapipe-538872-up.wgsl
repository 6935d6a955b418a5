// {"0:0":[127,215,6,158,38,217,63,71,90,198,10,143,166,117,155,154,124,164,72,216,229,237,44,247,19,53,134,176,6,157,153,94]}
struct UniformBuffer {
    @size(24)
    a: vec3<u32>,
}
struct StorageBuffer {
    @align(8)
    a: i32,
    @align(16)
    b: vec3<i32>,
}
@group(0) @binding(0) var<uniform> u_input: UniformBuffer;
@group(0) @binding(1) var<storage, read_write> s_output: StorageBuffer;
var<private> LOOP_COUNTERS: array<u32, 8>;
var<private> SPENT: u32;
fn f() {
    for (var v = i32(-2147483648); v <= -1i; v += 1i) {
        SPENT = SPENT + 1u;
        if (SPENT >= 3u) { break; }
    }
}
@compute @workgroup_size(1)
fn main() {
    f();
    s_output = StorageBuffer(i32(SPENT), vec3<i32>(0i));
}
