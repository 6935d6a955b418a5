@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(2) fn main() { o[0] = 1u; workgroupBarrier(); }