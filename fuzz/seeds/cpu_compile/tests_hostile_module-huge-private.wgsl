var<private> p: array<u32, 10000000>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { p[5] = 1u; o[0] = p[5]; }
