// dispatch: 2 1 1
// binding: i32 128 -5..5
// binding: i32 128 -3..3
// binding: i32 512
@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<i32>;
@group(0) @binding(2) var<storage, read_write> out: array<vec4<i32>>;

// Division and remainder by zero and MIN / -1 give WGSL's results; shifts take their low bits.
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let x = a[id.x] * 429496729;
    let y = b[id.x];
    let min = select(x, -2147483647 - 1, y == -1);
    out[id.x] = vec4<i32>(min / y, x % y, x << u32(y & 31), countOneBits(x) + reverseBits(y));
}
