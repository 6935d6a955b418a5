var<workgroup> w: u32;
fn helper(n: u32) -> u32 { var t = 0u; for (var i = 0u; i < n; i++) { t += i; } return t; }
@compute @workgroup_size(1) fn main() {
var s = 0u;
loop { s += helper(s); workgroupBarrier(); if s > 10u { break; } }
w = s;
}
