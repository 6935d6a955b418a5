fn helper() -> u32 { var t = 0u; for (var k = 0u; k < 8u; k++) { t += k; } return t; }
@compute @workgroup_size(1) fn main() {
var s = 0u;
for (var i = 0u; i < 16u; i++) { s += helper(); }
for (var j = 0; j < 100; j++) { s += 1u; }
}
