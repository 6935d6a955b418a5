@compute @workgroup_size(1) fn main() {
  let x: u32 = 1.5;
}