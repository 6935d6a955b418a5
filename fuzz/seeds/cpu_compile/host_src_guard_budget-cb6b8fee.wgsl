1@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {
  var s = 0u;
  for (var i = 0u; i < 10000u; i++) { s += 1u; if (i == out[64u + l]) { break; } }
  for (var r = 0u; r < out[128u + l]; r++) { s += 1u; }
  out[l] = s;
}
