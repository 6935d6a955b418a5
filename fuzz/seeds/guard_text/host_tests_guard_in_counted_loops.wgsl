@group(0) @binding(0) var<storage, read_write> out: array<u32>;

const N: u32 = 16u;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var sum = 0u;
    // Counted: a u32 counter, a const bound, incremented only by the continuing block.
    for (var i = 0u; i < N; i++) {
        // Counted, nested: an i32 counter with a literal bound, `<=`.
        for (var j = 0; j <= 3; j++) {
            sum += i + u32(j);
        }
    }
    // Not counted: the body changes the counter.
    for (var k = 0u; k < 100u; k++) {
        k += id.x % 3u;
        sum += k;
    }
    // Not counted: the bound is not a constant.
    for (var m = 0u; m < id.x; m++) {
        sum += m;
    }
    out[id.x] = sum;
}
