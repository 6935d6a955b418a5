var<private> p: array<u32, 5000>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { p[1] = 1u; o[0] = p[1]; }