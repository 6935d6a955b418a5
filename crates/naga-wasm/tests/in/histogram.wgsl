// dispatch: 4 1 1
// binding: u32 256 0..1000
// binding: u32 16 0..1
@group(0) @binding(0) var<storage, read> keys: array<u32>;
@group(0) @binding(1) var<storage, read_write> bins: array<atomic<u32>, 16>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    atomicAdd(&bins[keys[id.x] % 16u], 1u);
}
