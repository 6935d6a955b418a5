@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var sum = 0u;
    for (var i = 0u; i < id.x; i++) {
        sum += i;
    }
    out[id.x] = sum;
}
