var<workgroup> w: array<u32, N>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { w[0] = 1u; o[0] = w[0]; }