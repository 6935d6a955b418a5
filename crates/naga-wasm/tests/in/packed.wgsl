// dispatch: 100 1 1
// binding: f32 100
// binding: f32 100
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;

// One invocation per workgroup: workgroups are packed into rows of the vectorized loop.
@compute @workgroup_size(1)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    y[wid.x + li] = 2.0 * x[wid.x] - 1.0;
}
