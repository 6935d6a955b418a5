// dispatch: 5 1 1
// binding: f32 4
// binding: f32 300
// binding: f32 300
struct Params { a: f32, pad0: f32, pad1: f32, pad2: f32 }
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let i = id.x;
    if (i < arrayLength(&y)) {
        y[i] = params.a * x[i] + y[i];
    }
}
