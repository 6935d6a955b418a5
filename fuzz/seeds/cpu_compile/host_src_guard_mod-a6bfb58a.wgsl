var<workgroup> w: u32;
@compute @workgroup_size(64) fn main() {
loop { w = 1u; workgroupBarrier(); if w > 1u { break; } }
}