// {"0:0":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}
struct UniformBuffer { a: vec4<u32> }
struct StorageBuffer { a: vec4<f32>, b: vec4<f32> }
@group(0) @binding(0) var<uniform> u_input: UniformBuffer;
@group(0) @binding(1) var<storage, read_write> s_output: StorageBuffer;
@compute @workgroup_size(1u)
fn main() {
    let z = f32(u_input.a.x);
    s_output.a = vec4<f32>(exp(z), exp2(z), exp(z+1.0), exp2(z+3.0));
    s_output.b = vec4<f32>(fract(exp(z)), sin(z+1.0), cos(z), pow(z+2.0, z+2.0));
}
