@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var sum = 0u;
    for (var i = 0u; i < 100u; i++) {
        for (var j = 0u; j < id.x; j++) {
            sum += i * j;
        }
    }
    out[id.x] = sum;
}
