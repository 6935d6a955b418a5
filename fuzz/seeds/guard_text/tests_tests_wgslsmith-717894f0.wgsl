@group(0) @binding(0) var<storage, read_write> b: array<u32>;
        @compute @workgroup_size(1) fn main() { b[1] = 7u / (b[0] * 0u); }