@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var x = id.x;
    var steps = 0u;
    loop {
        if (x % 2u == 0u) {
            x = x / 2u;
        } else {
            x = 3u * x + 1u;
        }
        continuing {
            steps++;
            break if x <= 1u;
        }
    }
    out[id.x] = steps;
}
