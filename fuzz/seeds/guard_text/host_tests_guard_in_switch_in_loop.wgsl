@group(0) @binding(0) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var acc = 0u;
    var i = 0u;
    loop {
        switch (i % 3u) {
            case 0u: { acc += 1u; }
            case 1u: { acc += 10u; break; }
            default: { acc += 100u; }
        }
        i++;
        if (i >= id.x) {
            break;
        }
    }
    out[id.x] = acc;
}
