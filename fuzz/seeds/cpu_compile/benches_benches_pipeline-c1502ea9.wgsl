@compute @workgroup_size(64, 4) fn main(@builtin(global_invocation_id) g: vec3<u32>) { if (g.x < 1u && g.y < 1u) { out[g.y * 1u + g.x] = f(i32(g.x), i32(g.y)); } }
