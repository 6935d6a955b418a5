1var<workgroup> w: u32;
fn find(x: u32) -> u32 { for (var k = 0u; k < 64u; k++) { if (k * k > x) { return k; } } return 64u; }
@compute @workgroup_size(1) fn main() {
  var s = 0u;
  for (var i = 0u; i < 100u; i++) { if (out[i] == 7u) { break; } s += i; }
  for (var i = 0u; i < 8u; i++) { for (var j = 0u; j < 50u; j++) { if (j == s) { break; } s += 1u; } }
  for (var d = 90i; d > -90i; d -= 3i) { if (d == i32(s)) { break; } s += 2u; }
  s += find(s);
  for (var b = 0u; b < 4u; b++) { workgroupBarrier(); if (w > 3u) { break; } w += 1u; }
  out[0] = s;
}
