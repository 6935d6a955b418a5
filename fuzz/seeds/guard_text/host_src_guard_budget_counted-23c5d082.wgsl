@compute @workgroup_size(1) fn main() {
  var s = 0u;
  for (var i = 2147483647i; i <= 30839i; i += 1i) { s += 1u; }
  for (var i = 90u; i < 100u; i++) {
    for (var j = 0u; j < 5u; j++) { if (s > 9u) { break; } }
  }
}
