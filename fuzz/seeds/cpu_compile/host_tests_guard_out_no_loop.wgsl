@group(0) @binding(0) 
var<storage, read_write> out: array<u32>;

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    out[id.x] = (id.x * 2u);
    return;
}
