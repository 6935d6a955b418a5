@compute @workgroup_size(1) fn main() {
  var s = 0u;
1
}
