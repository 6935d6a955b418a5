const C = array<u32, 100000000>();
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { o[0] = C[o[1] % 100000000u]; }
