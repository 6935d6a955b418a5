@group(0) @binding(0) var<storage, read_write> y: array<u32>;
@compute @workgroup_size(1) fn main() {
  let x = y[0];
  y[1] = u32(1);
}