@group(0) @binding(0) var<storage, read_write> c: array<u32>;
         @compute @workgroup_size(1) fn main() { c[0] = 3u; c[1] = 1u; c[2] = 1u; }