@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main() { loop { o[0] += 1u; if o[0] > 9u { break; } } }