@group(0) @binding(0) var<storage, read_write> x: array<u32>;
        @group(0) @binding(1) var<storage, read_write> y: array<u32>;
        @compute @workgroup_size(1) fn main() { y[0] = x[0] + 1u; }