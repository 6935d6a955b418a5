// {"0:0":[57,184,224,2,7,114,153,248,158,215,138,14,244,212,88,61,62,167,209,250,66,55,254,254,47,193,182,79,65,197,27,57]}
// Seed: 14

struct Struct_1 {
    a: mat2x3<f32>,
    @size(12)
    b: f32,
}

struct Struct_2 {
    a: vec4<u32>,
    b: Struct_1,
    @size(48)
    c: mat3x3<f32>,
}

struct Struct_3 {
    a: vec2<f32>,
    @align(16)
    b: u32,
    c: vec4<i32>,
}

struct Struct_4 {
    @size(8)
    a: i32,
    b: mat3x2<f32>,
    @align(16)
    c: Struct_1,
}

struct Struct_5 {
    @align(16)
    a: f32,
    @align(16)
    b: mat3x2<f32>,
}

struct UniformBuffer {
    a: vec3<i32>,
    @size(12)
    b: vec3<u32>,
}

struct StorageBuffer {
    @size(8)
    a: vec2<f32>,
    @align(16)
    b: mat2x2<f32>,
    @size(16)
    c: mat2x2<f32>,
    @align(4)
    d: i32,
    e: f32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: f32 = 1885f;

var<private> global1: array<vec4<bool>, 26>;

var<workgroup> global2: Struct_1;

var<private> global3: vec4<u32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 36>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5() -> mat4x4<f32> {
    ((global1)[_wgslsmith_index_u32(u_input.b.x, 26u)]).x = true;
    var var_0 = _wgslsmith_f_op_vec2_f32(exp2(global2.a[_wgslsmith_index_u32(0u, 2u)].zx)).x;
    if (all(!select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), select(select(vec4<bool>(false, false, true, false), global1[_wgslsmith_index_u32(global3.x, 26u)], false), !global1[_wgslsmith_index_u32(0u, 26u)], vec4<bool>(false, true, true, false)).zzz).yx)) {
        switch (u_input.a.x) {
            case -71652i: {
            }
            default: {
                let var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(global2.a[_wgslsmith_index_u32((atomicOr(&wg_atomic_u32, global3.x) | global3.x) >> (~(~global3.x) % 32u), 2u)])).x);
                var_0 = -1060f;
                var_0 = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(1000f, 1752f));
            }
        }
    }
    switch (-1i) {
        case -86939i: {
        }
        case -10328i: {
            while (false) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                global0 = _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-112f, -1190f), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-1666f, global2.b, 336f))).yx, false)).x;
                let var_1 = mat4x3<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)], global2.a[_wgslsmith_index_u32(~(~0u), 2u)], _wgslsmith_f_op_vec3_f32(global2.a[_wgslsmith_index_u32(4294967295u, 2u)] * vec3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global2.a[_wgslsmith_index_u32(1u, 2u)].x, global2.a[_wgslsmith_index_u32(110061u, 2u)].x, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, 1292f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.a[_wgslsmith_index_u32(0u, 2u)].x, global2.b, global2.b, global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x)), vec3<bool>(true, true, true).x)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(32436u, 2u)].x - global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x)), _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(global3.x, 2u)].yz * global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].yz))).x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.a[_wgslsmith_index_u32(0u, 2u)].x, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1359f)) * global2.a[_wgslsmith_index_u32(global3.x, 2u)]), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(419f, global2.b, global2.a[_wgslsmith_index_u32(38736u, 2u)].x, -1498f))).yzw)) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global2.a[_wgslsmith_index_u32(global3.x, 2u)])))));
                continue;
            }
            ((global1)[_wgslsmith_index_u32(1u, 26u)]).x = (~(~min(vec2<u32>(u_input.b.x, global3.x), u_input.b.yy).x - ~max(u_input.b.x, global3.x)) < 1u);
            var var_1 = Struct_4(sign(~13764i), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2.b * 1495f) + _wgslsmith_f_op_f32(445f * global2.a[_wgslsmith_index_u32(1u, 2u)].x)), global2.a[_wgslsmith_index_u32(global3.x, 2u)].x), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global2.b, -1012f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -945f))) - _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-529f, global2.b, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, -1646f), vec4<f32>(global2.b, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b, 346f), global1[_wgslsmith_index_u32(global3.x, 26u)]))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global2.a[_wgslsmith_index_u32(24u, 2u)].x, global2.b, global2.b, 713f), _wgslsmith_f_op_vec4_f32(vec4<f32>(global2.b, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, 101f, -755f) * vec4<f32>(global2.b, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 465f, 1340f)), vec4<bool>(false, false, true, true))))).wz, _wgslsmith_f_op_vec2_f32(select(global2.a[_wgslsmith_index_u32(33001u, 2u)].zz, global2.a[_wgslsmith_index_u32(0u, 2u)].zy, false))), Struct_1(mat2x3<f32>(vec3<f32>(_wgslsmith_div_f32(global2.b, global2.b), global2.a[_wgslsmith_index_u32(~u_input.b.x, 2u)].x, -711f), vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-348f, 329f, global2.b, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x), vec4<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, global2.b, global2.b, global2.b), false)).x, global2.a[_wgslsmith_index_u32(select(global3.wwz, global3.ywz, vec3<bool>(true, true, false)).x, 2u)].x, _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1715f, 1000f, -424f, global2.a[_wgslsmith_index_u32(30155u, 2u)].x))).x)), _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-901f, global2.b, 160f, -951f))).zw, global2.a[_wgslsmith_index_u32(u_input.b.x - u_input.b.x, 2u)].yz)))).x));
            loop {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                let var_2 = global3.yy;
                var var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(-937f, -2073f, -1578f, global2.a[_wgslsmith_index_u32(var_2.x, 2u)].x), vec4<f32>(var_1.b[_wgslsmith_index_u32(var_2.x, 3u)].x, var_1.c.b, global2.a[_wgslsmith_index_u32(51293u, 2u)].x, global2.b)), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.c.a[_wgslsmith_index_u32(20788u, 2u)].x, 363f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 257f) + vec4<f32>(-1346f, -711f, 528f, 717f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(967f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_1.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 330f))))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_1.c.b, -1090f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))), global2.a[_wgslsmith_index_u32(1688u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(global3.x, 2u)].x))) - _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_1.b[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(var_1.c.b, global2.b, var_1.c.b))).x, var_1.c.b, _wgslsmith_f_op_f32(var_1.b[_wgslsmith_index_u32(global3.x, 3u)].x - 267f))))));
            }
            loop {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                var var_2 = global2.a;
                break;
            }
        }
        case 24581i: {
            while ((!(atomicAnd(&wg_atomic_u32, u_input.b.x) >= ~global3.x) | !select(vec4<bool>(true, true, true, true), global1[_wgslsmith_index_u32(~u_input.b.x, 26u)], global1[_wgslsmith_index_u32(24531u << (global3.x % 32u), 26u)]).x) && all(vec3<bool>(true, true, true))) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                var var_1 = Struct_3(global2.a[_wgslsmith_index_u32(dot(vec4<u32>(global3.x, 33923u, global3.x, 0u) * vec4<u32>(4294967295u, global3.x, u_input.b.x, global3.x), vec4<u32>(3328u | global3.x, 1u, 4294967295u, 1u)) + ((~u_input.b.x * u_input.b.x) | ((67382u ^ global3.x) + ~20515u)), 2u)].zx, min(u_input.b, firstTrailingBit(vec3<u32>(u_input.b.x, global3.x, u_input.b.x)) + _wgslsmith_mod_vec3_u32(vec3<u32>(u_input.b.x, global3.x, 4294967295u), global3.xyy + vec3<u32>(global3.x, global3.x, global3.x))).x, (max(vec4<i32>(-1i, 2147483647i, u_input.a.x, u_input.a.x) >> (vec4<u32>(global3.x, global3.x, global3.x, u_input.b.x) % vec4<u32>(32u)), ~vec4<i32>(u_input.a.x, -38383i, 1i, 7609i)) / sign(vec4<i32>(1i, u_input.a.x, u_input.a.x, u_input.a.x))) - -vec4<i32>(u_input.a.x, -21802i * 1i, -u_input.a.x, u_input.a.x));
                var_0 = _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 587f, global2.a[_wgslsmith_index_u32(3836u, 2u)].x, var_1.a.x) * vec4<f32>(-1180f, -500f, 541f, global2.b)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global2.a[_wgslsmith_index_u32(3622u, 2u)].x, var_1.a.x, var_1.a.x))))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(583f, global2.b, -978f, global2.b))), vec4<f32>(171f, var_1.a.x, 1013f, 596f), true)))))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_1.a.x, -859f, var_1.a.x, -413f)))) * vec4<f32>(_wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x * var_1.a.x), -363f, 492f, _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(954f, 478f, global2.b, -2510f))).x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b, var_1.a.x, -1083f, global2.b)) * _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_1.a.x, 727f, -1116f, 119f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(364f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, -1186f, var_1.a.x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1642f, var_1.a.x, 1270f, var_1.a.x) - vec4<f32>(-2504f, 227f, global2.b, 224f)))))))).x;
            }
            loop {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)] * _wgslsmith_f_op_vec3_f32(vec3<f32>(global2.b, -1649f, _wgslsmith_f_op_f32(ceil(global2.b))) + global2.a[_wgslsmith_index_u32(4294967295u, 2u)])), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-691f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 280f, -629f), vec4<f32>(486f, 1371f, 933f, 1000f), vec4<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 680f, global2.a[_wgslsmith_index_u32(72794u, 2u)].x, 245f))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global2.b, global2.b, global2.a[_wgslsmith_index_u32(0u, 2u)].x, global2.b))))))).zwy), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_f32(-(-1099f)), _wgslsmith_div_f32(-254f, _wgslsmith_f_op_f32(max(global2.b, 2018f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(986f - global2.b) - _wgslsmith_f_op_f32(-133f * 223f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(882f, global2.a[_wgslsmith_index_u32(1u, 2u)].x, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b))).x))).yyz);
                let var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-495f, 342f, -520f, var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x))) + vec4<f32>(-3004f, var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -584f, var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(351f, var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 1000f, 446f)))), true)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1064f, -1095f, -1000f, _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, _wgslsmith_f_op_f32(-409f * var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(105f, -588f, 1792f, -316f)))) + _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global2.a[_wgslsmith_index_u32(62353u, 2u)].x, var_1[_wgslsmith_index_u32(1u, 3u)].x, var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global2.b))) + _wgslsmith_div_vec4_f32(vec4<f32>(163f, var_1[_wgslsmith_index_u32(21326u, 3u)].x, global2.b, -428f), vec4<f32>(global2.b, 1973f, global2.b, 206f))), vec4<f32>(_wgslsmith_f_op_vec2_f32(abs(global2.a[_wgslsmith_index_u32(global3.x, 2u)].zy)).x, _wgslsmith_f_op_f32(1430f * var_1[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x), var_1[_wgslsmith_index_u32(select(u_input.b, vec3<u32>(u_input.b.x, global3.x, 1u), true).x, 3u)].x), !(!global1[_wgslsmith_index_u32(global3.x, 26u)])))), vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-114f, var_1[_wgslsmith_index_u32(global3.x, 3u)].x, -173f, var_1[_wgslsmith_index_u32(0u, 3u)].x)), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(global2.a[_wgslsmith_index_u32(3841u, 2u)].x, var_1[_wgslsmith_index_u32(global3.x, 3u)].x, -420f, 518f), vec4<f32>(global2.b, global2.b, global2.b, var_1[_wgslsmith_index_u32(global3.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(45868u, 3u)].x, -579f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x) * vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -801f, global2.b, global2.b)))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1169f, global2.b, 606f, 748f))))))), global2.b, global2.b, _wgslsmith_f_op_vec3_f32(floor(var_1[_wgslsmith_index_u32(79579u, 3u)])).x));
                continue;
            }
            var var_1 = 0u;
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                continue;
            }
            if (!(!(true && select(vec4<bool>(true, false, false, false), global1[_wgslsmith_index_u32(dot(vec2<u32>(global3.x, global3.x), vec2<u32>(4294967295u, 1u)), 26u)], true).x))) {
                let var_2 = !vec3<bool>(true, !select(vec4<bool>(true, true, true, true), vec4<bool>(true, false, false, false), select(vec4<bool>(false, false, false, false), global1[_wgslsmith_index_u32(global3.x, 26u)], global1[_wgslsmith_index_u32(global3.x, 26u)])).x, countTrailingZeros(select(vec4<u32>(33147u, u_input.b.x, u_input.b.x, 0u), vec4<u32>(u_input.b.x, u_input.b.x, 1u, global3.x), vec4<bool>(false, false, true, false))).x != ~global3.x);
                let var_3 = vec3<bool>(select(select(!var_2, select(var_2, var_2, var_2), var_2).zz, var_2.zy, vec2<bool>(false, var_2.x)).x || select(global1[_wgslsmith_index_u32(countOneBits(u_input.b.x) >> (reverseBits(u_input.b.zx).x % 32u), 26u)], !vec4<bool>(var_2.x, true, var_2.x, true), any(!global1[_wgslsmith_index_u32(35878u, 26u)])).x, !var_2.x, false);
                let var_4 = Struct_5(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-393f, 1250f)) + global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].xx))).x, mat3x2<f32>(global2.a[_wgslsmith_index_u32(~min(vec2<u32>(16912u, 126906u), vec2<u32>(16983u, 4294967295u)).x, 2u)].xz, _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-763f, _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x))).x))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global2.b, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x))))));
            } else {
                (global2).a = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(481f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1073f)) - global2.b), global2.a[_wgslsmith_index_u32(~max(u_input.b.x, u_input.b.x), 2u)].x)), global2.a[_wgslsmith_index_u32(0u | ~((1u - 1u) / ~u_input.b.x), 2u)]);
                let var_2 = mat4x2<f32>(global2.a[_wgslsmith_index_u32(4294967295u - (global3.x + dot(~vec4<u32>(34200u, u_input.b.x, 1u, 1u), ~vec4<u32>(global3.x, global3.x, global3.x, 44064u))), 2u)].zz, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x))).x, global2.b) + global2.b), 792f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(152f, 1113f, global2.b, global2.a[_wgslsmith_index_u32(1u, 2u)].x))), vec4<f32>(_wgslsmith_f_op_vec2_f32(ceil(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].xy)).x, 574f, 219f, _wgslsmith_f_op_f32(1546f - -1680f)), !(!global1[_wgslsmith_index_u32(14931u, 26u)]))).ww), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-446f, global2.b)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(round(global2.a[_wgslsmith_index_u32(0u, 2u)])).x + global2.b)) - global2.a[_wgslsmith_index_u32(global3.x, 2u)].zx));
            }
        }
        case i32(-2147483648): {
        }
        default: {
            let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(clamp(global2.a[_wgslsmith_index_u32(extractBits(u_input.b.x, 4294967295u, u_input.b.x), 2u)], vec3<f32>(_wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(firstTrailingBit(u_input.b.xy).x, 2u)].x), _wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x + _wgslsmith_f_op_f32(1188f * global2.b)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1382f)))), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global2.a[_wgslsmith_index_u32(13400u, 2u)] * global2.a[_wgslsmith_index_u32(global3.x, 2u)])), _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.a[_wgslsmith_index_u32(9082u, 2u)].x, 692f, 420f)))))))), _wgslsmith_f_op_vec3_f32(saturate(global2.a[_wgslsmith_index_u32(~9108u, 2u)])));
            while (atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a.x, extractBits(reverseBits(clamp(vec3<i32>(u_input.a.x, 2147483647i, u_input.a.x), u_input.a, vec3<i32>(u_input.a.x, -1i, u_input.a.x))) * firstTrailingBit(firstTrailingBit(vec4<i32>(u_input.a.x, u_input.a.x, u_input.a.x, 2147483647i))).zxz, abs(40182u), _wgslsmith_mod_u32(min(vec3<u32>(1u, 46673u, u_input.b.x), global3.yzz).x, abs(vec2<u32>(global3.x, 1517u)).x & 1u)).x).exchanged) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                continue;
            }
            var var_2 = vec4<bool>(true, true, true, all(select(vec4<bool>(true, true, true, false), global1[_wgslsmith_index_u32(~27771u / (u_input.b.x >> (global3.x % 32u)), 26u)], select(vec4<bool>(true, true, true, true), global1[_wgslsmith_index_u32(insertBits(u_input.b, global3.ywy, 4294967295u, u_input.b.x).x, 26u)], !global1[_wgslsmith_index_u32(1u, 26u)])).zz));
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                let var_3 = _wgslsmith_mod_vec3_i32(~((vec3<i32>(14395i, 54234i, u_input.a.x) << (vec3<u32>(global3.x, u_input.b.x, 1u) % vec3<u32>(32u))) >> (u_input.b % vec3<u32>(32u))), vec3<i32>(u_input.a.x, -20958i, -u_input.a.x)) ^ ~vec3<i32>(-17466i, 1i, -1812i);
                var_2 = !(!select(!vec4<bool>(true, false, var_2.x, var_2.x), select(vec4<bool>(var_2.x, var_2.x, false, var_2.x), select(global1[_wgslsmith_index_u32(u_input.b.x, 26u)], global1[_wgslsmith_index_u32(global3.x, 26u)], vec4<bool>(false, true, true, var_2.x)), true), vec4<bool>(var_2.x == var_2.x, false, true, any(global1[_wgslsmith_index_u32(1u, 26u)]))));
                let var_4 = Struct_2(vec4<u32>(global3.x + dot(extractBits(vec4<u32>(global3.x, 4294967295u, u_input.b.x, global3.x), global3.x, global3.x), firstLeadingBit(vec4<u32>(u_input.b.x, 0u, u_input.b.x, u_input.b.x))), firstTrailingBit(vec3<u32>(u_input.b.x, 31610u + 1u, ~0u)).x, clamp(firstTrailingBit(vec2<u32>(global3.x, u_input.b.x) >> (vec2<u32>(global3.x, u_input.b.x) % vec2<u32>(32u))), ~u_input.b.zz << ((vec2<u32>(1u, 0u) + global3.yz) % vec2<u32>(32u)), reverseBits(u_input.b.zx) * ~vec2<u32>(12290u, 43809u)).x, ~(~4294967295u) + atomicMax(&wg_atomic_u32, ~3821u)), Struct_1(mat2x3<f32>(var_1[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, u_input.b.x, global3.x).old_value, 2u)], vec3<f32>(1231f, _wgslsmith_div_f32(-1117f, 354f), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(global3.x, 2u)].x))), -667f), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(0u, 2u)].x * 1756f), _wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(61945u, 2u)].x), 1476f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x, global2.b, var_1[_wgslsmith_index_u32(0u, 2u)].x), vec4<f32>(-278f, global2.b, 501f, 319f))).xzy) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x))), vec3<f32>(global2.a[_wgslsmith_index_u32(~reverseBits(vec4<u32>(12761u, u_input.b.x, u_input.b.x, u_input.b.x)).x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1267f))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-477f, var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_1[_wgslsmith_index_u32(51304u, 2u)].x, 292f))).x)));
                let var_5 = var_1;
                continuing {
                    var var_6 = Struct_3(var_1[_wgslsmith_index_u32(18042u, 2u)].xx, select(_wgslsmith_mod_vec2_u32(global3.zy / vec4<u32>(1u, 1u, 1u, 1u).zy, ~firstTrailingBit(var_4.a).yw), reverseBits(vec2<u32>(var_4.a.x, reverseBits(global3.yw).x)), select(select(vec4<bool>(true, var_2.x, var_2.x, var_2.x), select(global1[_wgslsmith_index_u32(2615u, 26u)], vec4<bool>(false, true, var_2.x, true), global1[_wgslsmith_index_u32(u_input.b.x, 26u)]), true), vec4<bool>(var_2.x, !var_2.x, true, !var_2.x), var_2.x).ww).x, firstLeadingBit((~vec4<i32>(u_input.a.x, var_3.x, u_input.a.x, -27755i) * ~vec4<i32>(0i, u_input.a.x, 66795i, -8956i)) - (select(vec4<i32>(0i, var_3.x, var_3.x, u_input.a.x), vec4<i32>(-3106i, -4468i, 2147483647i, -1i), var_2.x) & select(vec4<i32>(0i, -29942i, -26509i, u_input.a.x), vec4<i32>(var_3.x, 2147483647i, 68797i, -6620i), global1[_wgslsmith_index_u32(u_input.b.x, 26u)]))));
                    break if false;
                }
            }
        }
    }
    for (var var_1 = 2147483647i; !atomicCompareExchangeWeak(&wg_atomic_i32, atomicAdd(&wg_atomic_i32, 1i), _wgslsmith_mod_i32(-u_input.a.x, countOneBits(vec2<i32>(-1618i, u_input.a.x)).x)).exchanged && false; (global1)[_wgslsmith_index_u32(u_input.b.x, 26u)] = global1[_wgslsmith_index_u32(1u, 26u)]) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        var var_2 = 14780u;
        var var_3 = (extractBits(_wgslsmith_mod_vec4_u32(firstLeadingBit(vec4<u32>(120323u, u_input.b.x, 51262u, 0u)), vec4<u32>(global3.x, u_input.b.x, global3.x, u_input.b.x)), ~extractBits(vec3<u32>(0u, 0u, u_input.b.x), 70584u, u_input.b.x).x, global3.x) / vec4<u32>(9416u * (1u - 4294967295u), u_input.b.x, ~4294967295u, countLeadingZeros(global3.ww).x)) | (~vec4<u32>(26832u, extractBits(vec3<u32>(u_input.b.x, 0u, 12913u), u_input.b.x, global3.x).x, u_input.b.x, ~global3.x) ^ select(vec4<u32>(4294967295u, u_input.b.x, u_input.b.x, global3.x), ~vec4<u32>(u_input.b.x, u_input.b.x, u_input.b.x, 50469u) >> (~vec4<u32>(4294967295u, 0u, 58711u, 4294967295u) % vec4<u32>(32u)), (_wgslsmith_f_op_f32(-1162f + global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x) < _wgslsmith_f_op_f32(global2.b - -366f))));
        switch ((-1i | firstTrailingBit(vec3<i32>(select(u_input.a, u_input.a, vec3<bool>(true, false, true)).x, 55487i, u_input.a.x - 63328i)).x) | -47366i) {
            default: {
                var_1 = u_input.a.x;
                var var_4 = Struct_4(i32(-2147483648), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-807f, 460f)), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global2.a[_wgslsmith_index_u32(0u, 2u)].x, global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x, global2.b, -407f))).x), _wgslsmith_f_op_f32(-1663f - global2.a[_wgslsmith_index_u32(reverseBits(vec4<u32>(32421u, global3.x, 4294967295u, global3.x)).x, 2u)].x)), _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(329f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1559f, -386f))).xx, _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(global2.a[_wgslsmith_index_u32(1u, 2u)].x, global2.a[_wgslsmith_index_u32(1u, 2u)].x))), vec2<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global2.b, global2.b, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1294f), vec4<f32>(901f, 1762f, -232f, global2.b))).x, _wgslsmith_div_f32(global2.a[_wgslsmith_index_u32(61744u, 2u)].x, -300f))))), Struct_1(global2.a, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_vec3_f32(max(global2.a[_wgslsmith_index_u32(0u, 2u)], global2.a[_wgslsmith_index_u32(75180u, 2u)])).x, -380f, _wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(27763u, 2u)].x), _wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(1u, 2u)].x - 1112f)))).x));
                let var_5 = Struct_3(vec2<f32>(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(61559u, 2u)].xy + global2.a[_wgslsmith_index_u32(var_3.x, 2u)].zy) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_4.b[_wgslsmith_index_u32(56394u, 3u)].x, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))).x, 181f), clamp(~select(vec4<u32>(54930u, 19605u, u_input.b.x, global3.x), vec4<u32>(4294967295u, var_3.x, 29320u, 1u), true) >> ((extractBits(vec4<u32>(4294967295u, u_input.b.x, 1u, global3.x), var_3.x, 90050u) + vec4<u32>(1u, 7318u, 4309u, 1u)) % vec4<u32>(32u)), vec4<u32>(~(~4294967295u), ~global3.x ^ ~var_3.x, global3.x, 11353u), vec4<u32>(21667u ^ global3.x, 28354u, 46411u ^ (0u << (global3.x % 32u)), ~0u)).x, -(-(vec4<i32>(-40424i, var_4.a, u_input.a.x, var_4.a) & vec4<i32>(u_input.a.x, 1i, u_input.a.x, -15623i)) * ~vec4<i32>(-11418i, -1i, u_input.a.x, var_4.a)));
            }
        }
        let var_4 = ~vec3<i32>(-(_wgslsmith_mod_i32(-22885i, u_input.a.x) / abs(-8192i)), ~u_input.a.x, u_input.a.x);
        let var_5 = mat2x2<f32>(global2.a[_wgslsmith_index_u32(4294967295u, 2u)].zy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(0u, 2u)].zy + vec2<f32>(global2.a[_wgslsmith_index_u32(6837u, 2u)].x, -1016f)) - _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global2.a[_wgslsmith_index_u32(1u, 2u)].x, -780f, global2.b, 1260f))).xy) - global2.a[_wgslsmith_index_u32((var_3.x & u_input.b.x) >> (1u % 32u), 2u)].yz)));
    }
    return mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global2.b, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b, global2.b)))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(706f, global2.a[_wgslsmith_index_u32(36783u, 2u)].x, global2.b))).x), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(1u, 2u)].zz + vec2<f32>(881f, 1000f)))).x, global2.b)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec2_f32(trunc(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].yy)).x)), global2.b, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global2.b, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(1u, 2u)].x + global2.a[_wgslsmith_index_u32(global3.x, 2u)].x) - _wgslsmith_f_op_f32(dot(vec3<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, -191f, -1888f), global2.a[_wgslsmith_index_u32(13205u, 2u)]))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-217f) + _wgslsmith_f_op_f32(-(-1080f))), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_div_vec3_f32(global2.a[_wgslsmith_index_u32(79808u, 2u)], vec3<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b, global2.b)))).x, 2048f, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(133f, 126f, 458f)))).x)));
}

fn func_4(arg_0: mat4x4<f32>, arg_1: vec2<f32>, arg_2: f32, arg_3: mat4x3<f32>) -> bool {
    var var_0 = Struct_1(global2.a, 249f);
    var var_1 = Struct_5(_wgslsmith_f_op_f32(arg_3[_wgslsmith_index_u32((reverseBits(global3.xzz).x ^ 21382u) & (u_input.b.x / u_input.b.x), 4u)].x * arg_1.x), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_1 + vec2<f32>(arg_1.x, arg_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x))))), vec2<f32>(_wgslsmith_f_op_f32(abs(arg_1.x)), 1156f), vec2<f32>(-947f, _wgslsmith_f_op_f32(-arg_3[_wgslsmith_index_u32(69986u, 4u)].x))));
    for (var var_2 = -26941i; !select(!select(vec4<bool>(true, true, true, false), select(global1[_wgslsmith_index_u32(38885u, 26u)], global1[_wgslsmith_index_u32(1u, 26u)], vec4<bool>(true, true, false, false)), true), select(select(vec4<bool>(true, true, true, true), global1[_wgslsmith_index_u32(u_input.b.x, 26u)], vec4<bool>(false, false, false, true)), !select(global1[_wgslsmith_index_u32(80944u, 26u)], vec4<bool>(true, false, true, false), true), false), all(vec2<bool>(true, true))).x; var_2 -= 1i) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
    }
    if (false) {
    } else {
        (global3).x = 2491u >> (~min(21644u, u_input.b.x & ~global3.x) % 32u);
        loop {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            (var_0).a = global2.a;
            continue;
            continuing {
                var var_2 = Struct_1(global2.a, var_0.a[_wgslsmith_index_u32(select(max(vec4<u32>(u_input.b.x, u_input.b.x, global3.x, 115572u) | vec4<u32>(52901u, global3.x, 11418u, u_input.b.x), vec4<u32>(1u, 4294967295u, 5275u, global3.x)), vec4<u32>(~global3.x, ~0u, 4294967295u, u_input.b.x - 7322u), true).x << (0u % 32u), 2u)].x);
                global0 = _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_2.a[_wgslsmith_index_u32(global3.x, 2u)].x, -2656f, -856f, var_0.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))).zxw - arg_3[_wgslsmith_index_u32(~(global3.x | 38436u) >> (1u % 32u), 4u)]))).x;
                let var_3 = u_input.a.x;
                let var_4 = Struct_2(~(vec4<u32>(1u, global3.x, u_input.b.x, u_input.b.x << (u_input.b.x % 32u)) * abs(~vec4<u32>(global3.x, u_input.b.x, 0u, 1u))), Struct_1(var_2.a, _wgslsmith_f_op_f32(-1709f)), mat3x3<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(1u, 4u)] * arg_0[_wgslsmith_index_u32(8442u, 4u)]))).www, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-633f, -327f, -915f))) * vec3<f32>(_wgslsmith_f_op_f32(max(1036f, 1000f)), _wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x + -2207f), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(arg_1.x, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_1.x))).x)), arg_0[_wgslsmith_index_u32(~countOneBits(global3.xxx).x, 4u)].xxz));
                let var_5 = Struct_4(2147483647i, var_1.b, Struct_1(mat2x3<f32>(var_0.a[_wgslsmith_index_u32(abs(global3.wz).x, 2u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(arg_0[_wgslsmith_index_u32(global3.x, 4u)])).wyz)), _wgslsmith_div_f32(arg_1.x, _wgslsmith_f_op_f32(-var_2.b))));
                break if true;
            }
        }
        for (var var_2: i32; atomicCompareExchangeWeak(&wg_atomic_i32, abs(clamp(u_input.a, vec3<i32>(u_input.a.x, insertBits(vec4<i32>(u_input.a.x, -20437i, 8263i, 2147483647i), vec4<i32>(u_input.a.x, -1i, -73989i, u_input.a.x), u_input.b.x, 0u).x, firstTrailingBit(vec3<i32>(0i, 0i, u_input.a.x)).x), -u_input.a * (vec3<i32>(u_input.a.x, u_input.a.x, u_input.a.x) - vec3<i32>(0i, u_input.a.x, u_input.a.x)))).x, u_input.a.x).exchanged; (global3).x = ~(~(~(~53515u)))) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            (((global2).a)[_wgslsmith_index_u32(abs(vec4<u32>((global3.x << (global3.x % 32u)) + 29926u, ~countTrailingZeros(insertBits(vec2<u32>(u_input.b.x, 1u), vec2<u32>(1u, global3.x), 4294967295u, u_input.b.x).x), ~_wgslsmith_mod_u32(49573u, global3.x | global3.x), u_input.b.x)).x, 2u)]).x = _wgslsmith_f_op_f32(saturate(arg_1.x));
            let var_3 = Struct_1(var_0.a, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(1u + 49966u, 2u)].x * 941f))));
        }
        while (true) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            break;
        }
    }
    while (false) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        for (var var_2 = -43757i; all(vec4<bool>(false, true, select(vec3<bool>(true, true, true), !select(global1[_wgslsmith_index_u32(2517u, 26u)], vec4<bool>(true, true, false, true), false).zzx, vec3<bool>(false, vec4<bool>(true, true, true, true).x, vec2<bool>(true, true).x)).x, true)); var_1 = Struct_5(arg_1.x, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(var_1.b[_wgslsmith_index_u32(u_input.b.x << (~0u % 32u), 3u)] - _wgslsmith_f_op_vec2_f32(-var_0.a[_wgslsmith_index_u32(select(vec3<u32>(0u, u_input.b.x, global3.x), vec3<u32>(u_input.b.x, global3.x, global3.x), vec3<bool>(false, false, false)).x, 2u)].zy)), _wgslsmith_f_op_vec2_f32(-arg_1), vec2<f32>(_wgslsmith_f_op_f32(-518f * -1810f), 2207f)))) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            continue;
        }
        while (true) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        }
        switch (-38887i / u_input.a.x) {
            case 37993i: {
                var_1 = Struct_5(_wgslsmith_div_f32(vec2<f32>(1f, 1f).x, global2.b), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_3[_wgslsmith_index_u32(global3.x + (u_input.b.x & global3.x), 4u)].zx), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_1, arg_0[_wgslsmith_index_u32(global3.x | global3.x, 4u)].wy) + _wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(0u, 4u)].xz)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(max(arg_3[_wgslsmith_index_u32(u_input.b.x, 4u)].zy, arg_1)).x, _wgslsmith_div_f32(var_0.a[_wgslsmith_index_u32(0u, 2u)].x, var_0.b)))));
                var var_2 = ~abs(abs(vec4<u32>(4294967295u, global3.x, 0u, 70392u)) + countLeadingZeros(vec4<u32>(11346u, u_input.b.x, global3.x, 0u))).xw / global3.yx;
            }
            case 56176i: {
                var var_2 = Struct_3(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_2, _wgslsmith_f_op_f32(floor(arg_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x)), _wgslsmith_f_op_f32(-(-879f)), _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 1530f))).x))).zz), global3.x, ~(~countOneBits(firstLeadingBit(vec4<i32>(-5348i, u_input.a.x, u_input.a.x, u_input.a.x)))));
                break;
            }
            case 75737i: {
                break;
            }
            case i32(-2147483648): {
                var var_2 = Struct_5(global2.b, var_1.b);
                var var_3 = global3.xw;
            }
            default: {
                global0 = func_5()[_wgslsmith_index_u32(u_input.b.x, 4u)].x;
                var var_2 = Struct_3(_wgslsmith_f_op_vec2_f32(vec2<f32>(978f, _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(1u, 2u)].xy * var_0.a[_wgslsmith_index_u32(66679u, 2u)].zx))).x) * _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 98029u), 4u)].ww * _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(round(arg_3[_wgslsmith_index_u32(global3.x, 4u)])))).xz)), u_input.b.x, -extractBits(max(-vec4<i32>(i32(-2147483648), u_input.a.x, 0i, 2147483647i), countOneBits(vec4<i32>(2421i, -22305i, 50876i, u_input.a.x))), 0u - countLeadingZeros(global3.yxx).x, u_input.b.x));
                var var_3 = var_0.a;
                let var_4 = _wgslsmith_div_vec2_f32(global2.a[_wgslsmith_index_u32(1u, 2u)].yz, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(var_2.b, 4u)], arg_0[_wgslsmith_index_u32(76929u, 4u)]) - _wgslsmith_f_op_vec4_f32(vec4<f32>(var_3[_wgslsmith_index_u32(79163u, 2u)].x, var_3[_wgslsmith_index_u32(25145u, 2u)].x, -162f, global2.a[_wgslsmith_index_u32(var_2.b, 2u)].x) + arg_0[_wgslsmith_index_u32(u_input.b.x, 4u)]))))).yz);
            }
        }
    }
    return any(select(vec2<bool>(insertBits(vec4<i32>(u_input.a.x, 27772i, 2147483647i, -1i), vec4<i32>(21719i, u_input.a.x, -1365i, i32(-2147483648)), 1u, global3.x).x > sign(vec3<i32>(1i, 1i, u_input.a.x)).x, false), select(!(!global1[_wgslsmith_index_u32(u_input.b.x, 26u)]), !global1[_wgslsmith_index_u32(4294967295u + 16304u, 26u)], vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 0i, 0i).exchanged, global3.x == 70205u, true, true)).xz, vec3<bool>(true, true, true).zx));
}

fn func_3(arg_0: f32, arg_1: f32) -> bool {
    while (func_4(func_5(), global2.a[_wgslsmith_index_u32(4294967295u, 2u)].xy, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1285f, 1000f, 436f, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x, -1620f, arg_1, global2.a[_wgslsmith_index_u32(1u, 2u)].x) * vec4<f32>(397f, global2.b, arg_0, arg_0)), vec4<f32>(-151f, 689f, 240f, arg_0))).x))).x, mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(4294967295u, 2u)].yx * vec2<f32>(arg_1, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(sign(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)])).x + arg_0), 124f), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1, arg_1, arg_1, arg_0) + vec4<f32>(1223f, arg_0, 189f, global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x))), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(416f, -938f, 571f, arg_0))))).xzx, _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(global2.a[_wgslsmith_index_u32(16093u, 2u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(303f, global2.a[_wgslsmith_index_u32(16211u, 2u)].x, 589f))) - _wgslsmith_f_op_vec3_f32(abs(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)]))), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-285f, arg_0, 918f, -909f))))).xww, vec3<f32>(global2.b, 737f, _wgslsmith_div_f32(arg_0, arg_1))))))) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        switch (atomicXor(&wg_atomic_i32, u_input.a.x)) {
            case -971i: {
            }
            case -42056i: {
            }
            case -2494i: {
                global0 = arg_1;
                var var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1612f, -181f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-330f) * _wgslsmith_f_op_f32(arg_0 - arg_0)))), global2.a[_wgslsmith_index_u32(4294967295u, 2u)], global2.a[_wgslsmith_index_u32(33101u, 2u)]);
                var var_1 = Struct_4(min(insertBits(vec2<i32>(-38669i * u_input.a.x, dot(u_input.a.zz, vec2<i32>(u_input.a.x, -41963i))), u_input.a.yz, extractBits(countLeadingZeros(global3.zwy), global3.x, dot(global3.zww, vec3<u32>(1u, 1u, u_input.b.x))).x, u_input.b.x), (u_input.a.yx | vec2<i32>(u_input.a.x, -23953i)) - (-vec2<i32>(u_input.a.x, u_input.a.x) ^ (u_input.a.yz - vec2<i32>(1i, u_input.a.x)))).x, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, global2.b)))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(global3.x, 3u)].xx, global2.a[_wgslsmith_index_u32(0u, 2u)].yz, false)).x), arg_1), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(dot(vec2<u32>(4294967295u, u_input.b.x), vec2<u32>(60412u, 26307u)), 3u)].yx * _wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(global3.x, 2u)].yy + global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].xx)))), Struct_1(global2.a, _wgslsmith_f_op_f32(exp(arg_0))));
                var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-var_1.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x), _wgslsmith_f_op_f32(-158f), 1204f)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1355f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, arg_0, var_1.c.b), vec4<f32>(arg_1, 1337f, arg_1, arg_0), false)).wxx + _wgslsmith_f_op_vec3_f32(vec3<f32>(-1014f, arg_1, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x) + vec3<f32>(arg_1, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(global3.x, 3u)].x))), vec3<f32>(arg_1, arg_0, _wgslsmith_f_op_f32(var_1.c.b * 522f))))).zy, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(sign(global2.a[_wgslsmith_index_u32(1u, 2u)])))).zx, _wgslsmith_div_vec2_f32(var_1.b[_wgslsmith_index_u32(~u_input.b.x, 3u)], vec2<f32>(299f, arg_1)));
            }
            default: {
                var var_0 = mat2x2<f32>(global2.a[_wgslsmith_index_u32(~u_input.b.x, 2u)].xx, _wgslsmith_div_vec2_f32(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].zz, global2.a[_wgslsmith_index_u32(12757u, 2u)].yy));
                continue;
            }
        }
        break;
    }
    let var_0 = vec3<i32>(-19947i, atomicMin(&wg_atomic_i32, (40450i - atomicXor(&wg_atomic_i32, u_input.a.x)) - countOneBits(-vec3<i32>(0i, 50820i, u_input.a.x)).x), countOneBits(u_input.a.x));
    for (; atomicCompareExchangeWeak(&wg_atomic_u32, extractBits(vec2<u32>(4294967295u, ~4294967295u) - global3.yy, dot(~vec3<u32>(u_input.b.x, 54848u, 62867u), global3.xyw), global3.x).x, ~4294967295u).exchanged; ) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        let var_1 = countLeadingZeros(~_wgslsmith_mod_vec4_u32(vec4<u32>(global3.x, 4294967295u / 1u, ~13451u, ~global3.x), min(vec4<u32>(0u, 62102u, 0u, global3.x), clamp(vec4<u32>(global3.x, 0u, global3.x, 0u), vec4<u32>(38571u, 1u, global3.x, 65990u), vec4<u32>(global3.x, u_input.b.x, 42369u, 1u))))).x;
        if (true) {
            global0 = _wgslsmith_f_op_f32(-arg_1);
            break;
        } else if (false) {
        } else {
        }
        let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0, arg_1, -698f, 118f) - vec4<f32>(global2.b, global2.b, 2816f, -1653f)), vec4<f32>(arg_0, arg_1, arg_1, -1460f)), vec4<f32>(_wgslsmith_f_op_f32(-(-859f)), _wgslsmith_f_op_f32(-arg_1), arg_1, arg_1)))), vec4<f32>(arg_1, -1211f, _wgslsmith_f_op_f32(-(-961f)), 375f), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(min(arg_1, 710f)), _wgslsmith_f_op_f32(-arg_1), _wgslsmith_f_op_f32(sign(arg_1)))) + global2.a[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global2.a[_wgslsmith_index_u32(1u, 2u)].x, arg_0, arg_0, arg_1), vec4<f32>(arg_0, arg_0, -1190f, arg_0), true)).zy), vec2<f32>(_wgslsmith_f_op_f32(1000f - arg_0), _wgslsmith_f_op_f32(-(-693f))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(select(1000f, 670f, true))), _wgslsmith_f_op_f32(arg_0 - _wgslsmith_f_op_f32(-1620f))));
        let var_3 = vec2<bool>((((global3.x / ~var_1) < select(~vec4<u32>(var_1, 1u, 15470u, 0u), ~vec4<u32>(24237u, u_input.b.x, var_1, 38617u), vec3<bool>(true, true, true).x).x)) || (select(vec3<bool>(true, true, true), select(global1[_wgslsmith_index_u32(1u, 26u)], global1[_wgslsmith_index_u32(0u, 26u)], false).wxw, vec3<bool>(true, true, true)).x | false), true);
        for (var var_4 = 37693i; var_4 == 35974i; ) {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        }
    }
    var var_1 = -vec2<i32>((u_input.a.x & (0i << (global3.x % 32u))) & u_input.a.x, -1166i);
    global3 = vec4<u32>(50273u, firstTrailingBit(global3.x >> (global3.x % 32u)) / dot(insertBits(vec3<u32>(56268u, global3.x, 46888u) | vec3<u32>(37546u, 4294967295u, global3.x), ~vec3<u32>(u_input.b.x, 1u, global3.x), 4294967295u, clamp(vec2<u32>(4294967295u, 24451u), u_input.b.yy, vec2<u32>(global3.x, global3.x)).x), u_input.b), ~67891u * ~29484u, abs(~vec4<u32>(63177u / global3.x, 21050u, select(global3.xzy, u_input.b, false).x, ~u_input.b.x)).x);
    return true;
}

fn func_2(arg_0: bool, arg_1: mat3x4<f32>, arg_2: mat4x4<f32>, arg_3: vec2<bool>) -> mat3x2<f32> {
    for (; arg_0; ) {
        if (LOOP_COUNTERS[19u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
    }
    var var_0 = all(!(!vec3<bool>(arg_3.x, arg_0, arg_3.x || arg_3.x)));
    let var_1 = arg_2[_wgslsmith_index_u32(global3.x, 4u)].x;
    var var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_2[_wgslsmith_index_u32(0u, 4u)].x, var_1, -1220f, 917f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1657f, -170f, var_1, 861f)), !arg_3.x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_2[_wgslsmith_index_u32(1u, 4u)] + arg_2[_wgslsmith_index_u32(global3.x, 4u)])), false)).x) * var_1);
    let var_3 = Struct_2(vec4<u32>(12615u, global3.x, ~(~79744u), 4294967295u), Struct_1(mat2x3<f32>(arg_2[_wgslsmith_index_u32(~48144u, 4u)].xxw, vec3<f32>(_wgslsmith_f_op_f32(select(274f, -714f, arg_3.x)), _wgslsmith_f_op_f32(saturate(global2.a[_wgslsmith_index_u32(14453u, 2u)].x)), _wgslsmith_f_op_f32(-1690f))), _wgslsmith_f_op_f32(-(-1002f))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-1885f, -521f, var_1)))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-func_5()[_wgslsmith_index_u32(0u, 4u)].yzz)), vec3<f32>(_wgslsmith_f_op_f32(-(-771f)), global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, _wgslsmith_f_op_f32(select(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(var_1, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b))).x, -377f, true)))));
    return mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1238f, 1295f))), vec2<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(_wgslsmith_f_op_f32(var_1 * var_3.c[_wgslsmith_index_u32(var_3.a.x, 3u)].x), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-1000f, 229f, arg_2[_wgslsmith_index_u32(u_input.b.x, 4u)].x))).x), _wgslsmith_f_op_vec4_f32(exp2(arg_2[_wgslsmith_index_u32(73305u, 4u)])).wx, arg_0)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp2(arg_2[_wgslsmith_index_u32(25127u, 4u)].yzz)).x + 169f) - _wgslsmith_f_op_f32(_wgslsmith_div_f32(121f, var_3.b.b) - var_3.c[_wgslsmith_index_u32(global3.x + u_input.b.x, 3u)].x))), _wgslsmith_f_op_vec3_f32(select(global2.a[_wgslsmith_index_u32(firstTrailingBit(8206u - u_input.b.x), 2u)], arg_2[_wgslsmith_index_u32(global3.x, 4u)].zxx, false)).zx);
}

fn func_1(arg_0: f32, arg_1: vec2<bool>, arg_2: vec3<i32>) -> Struct_4 {
    (global1)[_wgslsmith_index_u32(~(~clamp(~countLeadingZeros(vec4<u32>(u_input.b.x, 17672u, u_input.b.x, 0u)).yy, u_input.b.xz, countLeadingZeros(vec3<u32>(global3.x, u_input.b.x, 37443u)).xx).x), 26u)] = global1[_wgslsmith_index_u32(50099u, 26u)];
    var var_0 = Struct_5(1000f, func_2(func_3(1000f, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-278f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, arg_0, arg_0), _wgslsmith_f_op_vec4_f32(vec4<f32>(538f, arg_0, arg_0, global2.b) * vec4<f32>(-981f, global2.b, global2.b, arg_0)), vec4<f32>(global2.b, 1122f, 1394f, global2.b))).x), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global2.b, -935f, -1384f, arg_0), vec4<f32>(-300f, -893f, global2.b, arg_0))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-1615f, 1000f, 1505f, -656f) - vec4<f32>(-1930f, 2011f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, arg_0))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.a[_wgslsmith_index_u32(4294967295u, 2u)].x, -638f, -552f, 444f))), vec4<f32>(223f, arg_0, _wgslsmith_f_op_f32(-(-3411f)), _wgslsmith_f_op_f32(arg_0 + arg_0))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b, -1000f, -1807f, 1108f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(2421f, -197f, global2.b, 1784f) - vec4<f32>(arg_0, global2.b, arg_0, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x)))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(271f, arg_0, arg_0, arg_0))), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1055f, 915f, arg_0, 1000f))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0, -1678f, -464f, 1829f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, global2.b, arg_0, global2.b))), vec4<f32>(_wgslsmith_f_op_f32(-(-562f)), _wgslsmith_f_op_f32(-755f * -210f), _wgslsmith_div_f32(416f, -482f), global2.b)), !select(global1[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, global3.x), 26u)], select(global1[_wgslsmith_index_u32(1u, 26u)], global1[_wgslsmith_index_u32(u_input.b.x, 26u)], true), arg_1.x).yz));
    for (var var_1: i32; var_1 == 14946i; ) {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        loop {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            let var_2 = Struct_1(mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(trunc(var_0.b[_wgslsmith_index_u32(global3.x, 3u)])).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1042f + 1646f)), 356f), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1525f, -497f, 1327f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x))) * _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(638f, var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global2.b), vec4<f32>(-132f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_0, -1000f), vec4<f32>(1355f, -1104f, var_0.a, -407f)))), vec4<f32>(_wgslsmith_div_f32(global2.b, 1000f), _wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x + global2.a[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_vec2_f32(clamp(var_0.b[_wgslsmith_index_u32(global3.x, 3u)], var_0.b[_wgslsmith_index_u32(global3.x, 3u)], vec2<f32>(arg_0, -1542f))).x, _wgslsmith_f_op_f32(-1000f - arg_0)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(168f, -1261f, 699f, global2.b)))).xxx), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0, -1000f, global2.b, -359f) + vec4<f32>(245f, 277f, 163f, arg_0)))).x, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.a[_wgslsmith_index_u32(45422u, 2u)].x, -1474f, var_0.a)), global2.a[_wgslsmith_index_u32(23058u, 2u)], _wgslsmith_f_op_vec3_f32(max(global2.a[_wgslsmith_index_u32(global3.x, 2u)], global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)])))).x, _wgslsmith_f_op_vec4_f32(max(vec4<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1951f, arg_0, -1000f), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0, -682f, -511f, -327f), vec4<f32>(var_0.b[_wgslsmith_index_u32(26742u, 3u)].x, global2.a[_wgslsmith_index_u32(29786u, 2u)].x, var_0.a, global2.b), vec4<f32>(arg_0, global2.b, -989f, global2.a[_wgslsmith_index_u32(0u, 2u)].x))))).x), vec4<f32>(1647f, _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(global2.b + -1910f), _wgslsmith_f_op_f32(-var_0.a))), global2.a[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(-268f * _wgslsmith_f_op_f32(-(-1665f)))))).x);
            global2 = var_2;
            let var_3 = false;
        }
    }
    (global2).b = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(5902u, 2u)].x))) + 777f));
    global0 = arg_0;
    return Struct_4(firstTrailingBit((abs(vec4<i32>(u_input.a.x, u_input.a.x, 0i, -1i)) + select(vec4<i32>(33897i, arg_2.x, -14403i, -14792i), vec4<i32>(arg_2.x, -38649i, u_input.a.x, arg_2.x), vec4<bool>(arg_1.x, false, arg_1.x, false))) >> ((_wgslsmith_mod_vec4_u32(vec4<u32>(1u, 1u, global3.x, 7527u), vec4<u32>(1u, u_input.b.x, 37891u, 0u)) / vec4<u32>(1u, global3.x, global3.x, 1u)) % vec4<u32>(32u))).x, var_0.b, Struct_1(global2.a, _wgslsmith_f_op_f32(-arg_0)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    var var_0 = func_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(sign(-502f)) * -1000f), vec2<bool>(true, true), u_input.a);
    if (743f <= _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(var_0.c.b, var_0.c.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_0.c.b))).x) {
        var var_1 = Struct_3(vec2<f32>(-1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(-2712f - 1186f))) + _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(12223u, 3u)].x))), firstLeadingBit(builtin_global_invocation_id.xy).x, vec4<i32>(select(insertBits(u_input.a, _wgslsmith_mod_vec3_i32(vec3<i32>(u_input.a.x, -39788i, var_0.a), u_input.a), 1u, 1u).yx, vec2<i32>(-1274i, 1i), vec2<bool>(true, true)).x, -14913i, 26290i, ~(u_input.a.x & var_0.a)));
    } else if (func_3(_wgslsmith_f_op_f32(-1484f), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global2.b, global2.b, var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x, 338f))))))).xz)).x)) {
        loop {
            if (LOOP_COUNTERS[22u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
            let var_1 = u_input.a;
            global0 = 1416f;
            continue;
        }
        let var_1 = var_0.c.a[_wgslsmith_index_u32(~u_input.b.x, 2u)];
        switch (select(countTrailingZeros(firstLeadingBit((vec4<i32>(var_0.a, u_input.a.x, 3498i, u_input.a.x) & vec4<i32>(var_0.a, var_0.a, 51753i, u_input.a.x)) | ~vec4<i32>(3135i, u_input.a.x, u_input.a.x, var_0.a))), select(vec4<i32>(~(~u_input.a.x), -18418i, u_input.a.x, ~reverseBits(64042i)), reverseBits(~(vec4<i32>(u_input.a.x, var_0.a, var_0.a, u_input.a.x) << (vec4<u32>(global3.x, builtin_global_invocation_id.x, 28938u, u_input.b.x) % vec4<u32>(32u)))), vec4<bool>(true, true, vec3<bool>(true, true, true).x, false)), all(vec2<bool>(true, true)) && func_4(mat4x4<f32>(vec4<f32>(583f, var_0.b[_wgslsmith_index_u32(1u, 3u)].x, -1604f, global2.b), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, -1039f, var_1.x, 344f)), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0.c.b, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b, var_0.b[_wgslsmith_index_u32(127u, 3u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_0.c.b, 974f, 735f) * vec4<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_1.x, var_0.b[_wgslsmith_index_u32(33892u, 3u)].x, global2.b))), _wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 105368u), 2u)].zy * _wgslsmith_f_op_vec2_f32(min(vec2<f32>(var_1.x, 1000f), vec2<f32>(-631f, var_1.x)))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, -2126f, var_1.x, var_1.x), vec4<f32>(-1285f, -226f, var_1.x, -670f), vec4<bool>(false, false, false, false))).wy, _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -792f))), i32(-2147483648) == var_0.a)).x, mat4x3<f32>(vec3<f32>(var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x, -2757f), _wgslsmith_f_op_vec3_f32(-global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)]), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(644f, var_0.c.b, -1162f, 469f))).zwx, _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(var_1.x, 1502f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x)))))).x) {
            case 0i: {
                var var_2 = _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-var_1.zy))).x, -824f, 1582f, var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x), _wgslsmith_div_vec4_f32(vec4<f32>(-109f, _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.b[_wgslsmith_index_u32(14917u, 3u)].x, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_1.x)))).x, global2.a[_wgslsmith_index_u32(~clamp(vec3<u32>(global3.x, u_input.b.x, builtin_global_invocation_id.x), global3.zxy, u_input.b).x, 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(5814u, 3u)].x), var_1.x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, 2088f, -1950f, 1000f), vec4<f32>(755f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_1.x, var_1.x))).x, _wgslsmith_div_f32(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, var_1.x), _wgslsmith_f_op_f32(-(-1125f)), _wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(111158u, 2u)].x - var_1.x)) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-481f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_1.x, 333f), vec4<f32>(global2.b, 1000f, -395f, 309f))))));
                let var_3 = Struct_5(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-162f))), var_0.b);
                var var_4 = select(~(~countOneBits(vec4<u32>(u_input.b.x, 1u, builtin_global_invocation_id.x, global3.x)).zw) & _wgslsmith_mod_vec2_u32(vec2<u32>(28322u, global3.x + global3.x), (vec2<u32>(global3.x, builtin_global_invocation_id.x) - vec2<u32>(u_input.b.x, global3.x)) << ((vec2<u32>(1u, builtin_global_invocation_id.x) & vec2<u32>(builtin_global_invocation_id.x, 47844u)) % vec2<u32>(32u))), countOneBits(reverseBits(countOneBits(vec4<u32>(u_input.b.x, u_input.b.x, u_input.b.x, global3.x)))).xw, true).x;
            }
            default: {
                let var_2 = clamp(firstLeadingBit(-(-(vec4<i32>(var_0.a, var_0.a, var_0.a, u_input.a.x) + vec4<i32>(u_input.a.x, var_0.a, 2147483647i, u_input.a.x)))), countLeadingZeros(~vec4<i32>(-var_0.a, u_input.a.x, -var_0.a, reverseBits(vec4<i32>(-1i, var_0.a, 0i, 1i)).x)), ~vec4<i32>(var_0.a, var_0.a, (-1i / -1i) ^ select(u_input.a.yz, u_input.a.yz, vec2<bool>(false, false)).x, var_0.a)).x;
                var var_3 = Struct_4(-25127i, func_1(-568f, !select(vec3<bool>(true, true, true), select(vec4<bool>(false, true, true, false), global1[_wgslsmith_index_u32(1u, 26u)], vec4<bool>(false, true, true, true)).wzx, true).zz, vec3<i32>(dot(u_input.a, u_input.a), insertBits(-1641i, var_0.a, builtin_global_invocation_id.x, global3.x), 1i) ^ u_input.a).b, func_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-342f, var_0.c.a[_wgslsmith_index_u32(13771u, 2u)].x, 989f, -337f)))).x - _wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 4294967295u), 2u)].x)), select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), true && atomicCompareExchangeWeak(&wg_atomic_u32, global3.x, 55994u).exchanged).zx, ~vec3<i32>(18975i, select(vec4<i32>(var_2, var_0.a, u_input.a.x, 31435i), vec4<i32>(52381i, 2147483647i, -22788i, 11400i), false).x, var_0.a)).c);
            }
        }
        for (; ; ) {
            if (LOOP_COUNTERS[23u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
            var var_2 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(1374f, global2.b, global2.a[_wgslsmith_index_u32(457u, 2u)].x) * _wgslsmith_f_op_vec3_f32(-global2.a[_wgslsmith_index_u32(31327u, 2u)])), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global2.a[_wgslsmith_index_u32(18727u, 2u)]) + _wgslsmith_div_vec3_f32(vec3<f32>(global2.a[_wgslsmith_index_u32(29205u, 2u)].x, global2.b, 134f), vec3<f32>(-1382f, -586f, -256f))), !select(global1[_wgslsmith_index_u32(64819u, 26u)], vec4<bool>(true, false, true, false), true).xyz)).yx)).x);
            break;
        }
    } else if (true) {
        (global2).b = var_0.b[_wgslsmith_index_u32(clamp(~builtin_global_invocation_id.x, ~(~global3.x), 1u), 3u)].x;
        let var_1 = !select(vec4<bool>(true, true, true, true).x, !func_4(func_5(), vec2<f32>(global2.b, global2.a[_wgslsmith_index_u32(57379u, 2u)].x), 466f, mat4x3<f32>(global2.a[_wgslsmith_index_u32(1u, 2u)], global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)], vec3<f32>(-717f, -277f, -398f), vec3<f32>(-1221f, 1527f, -1160f))), true);
        var var_2 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global2.b + var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x), _wgslsmith_div_f32(-1000f, 1532f)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(970f * global2.a[_wgslsmith_index_u32(30997u, 2u)].x), _wgslsmith_f_op_f32(-global2.b)))));
        for (var var_3 = 18968i; false; var_3 += 1i) {
            if (LOOP_COUNTERS[24u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
            continue;
        }
        let var_3 = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-893f, -524f, 478f, -1041f), vec4<f32>(-546f, var_0.c.a[_wgslsmith_index_u32(4294967295u, 2u)].x, 1543f, global2.b), true)).zyz + _wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -994f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(global2.a[_wgslsmith_index_u32(firstTrailingBit(u_input.b).x, 2u)], _wgslsmith_f_op_vec3_f32(saturate(var_0.c.a[_wgslsmith_index_u32(1u, 2u)]))))), !select(select(global1[_wgslsmith_index_u32(u_input.b.x, 26u)], global1[_wgslsmith_index_u32(global3.x, 26u)], true), select(global1[_wgslsmith_index_u32(8932u, 26u)], global1[_wgslsmith_index_u32(global3.x, 26u)], var_1), false).xxx)).zy, _wgslsmith_div_vec2_f32(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)], _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1000f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1727f, global2.b))).x, _wgslsmith_f_op_f32(var_0.c.b * -1229f), _wgslsmith_f_op_vec2_f32(ceil(global2.a[_wgslsmith_index_u32(4294967295u, 2u)].zz)).x, var_0.b[_wgslsmith_index_u32(firstTrailingBit(global3.yxx).x, 3u)].x), vec4<f32>(-318f, -975f, _wgslsmith_f_op_f32(-var_0.c.b), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global2.b, 1720f, -1051f, var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x), vec4<f32>(1046f, var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, -659f, global2.b), vec4<f32>(843f, 898f, var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x, global2.b))).x))).xx), _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(select(global2.a[_wgslsmith_index_u32(~(~30445u), 2u)].xz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].yz) + global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].zx), select(!global1[_wgslsmith_index_u32(4294967295u, 26u)], !global1[_wgslsmith_index_u32(8779u, 26u)], select(vec4<bool>(var_1, var_1, false, true), global1[_wgslsmith_index_u32(u_input.b.x, 26u)], var_1)).zw)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].yx - _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(trunc(global2.a[_wgslsmith_index_u32(0u, 2u)].xz)), vec2<f32>(global2.a[_wgslsmith_index_u32(0u, 2u)].x, -493f)))));
    } else {
        if (true) {
            let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(-359f * _wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x + var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x) + global2.b), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)], var_0.c.a[_wgslsmith_index_u32(0u, 2u)])).x), _wgslsmith_f_op_f32(var_0.c.a[_wgslsmith_index_u32(~global3.x, 2u)].x * _wgslsmith_f_op_f32(dot(vec4<f32>(461f, var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1000f, -2121f), vec4<f32>(179f, 260f, var_0.b[_wgslsmith_index_u32(62613u, 3u)].x, var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))))).ywz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, global2.b, -953f, 1536f))).zzx), vec3<f32>(_wgslsmith_f_op_vec2_f32(saturate(var_0.b[_wgslsmith_index_u32(global3.x, 3u)])).x, 828f, global2.a[_wgslsmith_index_u32(0u, 2u)].x))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_div_vec3_f32(vec3<f32>(-1679f, 947f, var_0.c.a[_wgslsmith_index_u32(20941u, 2u)].x), global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)]))).x, global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, -467f) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-262f, 468f, 877f, global2.b), vec4<f32>(-2491f, -749f, -1000f, -124f), vec4<f32>(var_0.b[_wgslsmith_index_u32(0u, 3u)].x, 145f, 132f, 1976f))).wxy))));
            var var_2 = select(select(vec3<bool>(var_0.a >= 51896i, false, true), select(vec3<bool>(true, false, true), select(select(vec4<bool>(false, true, true, true), global1[_wgslsmith_index_u32(u_input.b.x, 26u)], global1[_wgslsmith_index_u32(15504u, 26u)]).wzy, vec3<bool>(false, true, true), vec3<bool>(true, true, true)), true), vec3<bool>(true, true, true || (0u > u_input.b.x))), select(vec3<bool>(true, true, true), !select(vec3<bool>(false, false, false), select(vec4<bool>(true, true, true, true), global1[_wgslsmith_index_u32(1u, 26u)], global1[_wgslsmith_index_u32(0u, 26u)]).yzx, true), vec3<bool>(true, true, true)), any(select(vec4<bool>(true, false, true, true), global1[_wgslsmith_index_u32(~0u, 26u)], false)));
            let var_3 = func_1(_wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(55615u, 2u)].x), !vec2<bool>(!var_2.x & (false && var_2.x), _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-1203f, global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x))).x == _wgslsmith_f_op_f32(abs(var_1[_wgslsmith_index_u32(0u, 3u)].x))), ~vec3<i32>(extractBits(vec4<i32>(var_0.a, 492i, 14679i, var_0.a), select(u_input.b.yz, vec2<u32>(0u, 1u), true).x, builtin_global_invocation_id.x).x, ~(-18408i), 40352i));
        } else {
        }
        let var_1 = _wgslsmith_mod_i32(_wgslsmith_mod_i32(0i, u_input.a.x), u_input.a.x);
        (global3).x = 18313u;
    }
    switch (atomicLoad(&wg_atomic_i32)) {
        case i32(-2147483648): {
            var var_1 = -1128f;
        }
        default: {
            while (atomicCompareExchangeWeak(&wg_atomic_u32, firstLeadingBit(dot(builtin_global_invocation_id.zx, firstTrailingBit(vec3<u32>(builtin_global_invocation_id.x, 4294967295u, builtin_global_invocation_id.x) | vec3<u32>(builtin_global_invocation_id.x, 0u, 22926u)).zz)), ~(40758u >> (reverseBits(firstTrailingBit(vec4<u32>(35983u, 52231u, builtin_global_invocation_id.x, global3.x))).x % 32u))).exchanged) {
                if (LOOP_COUNTERS[25u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
            }
            if (!(all(vec3<bool>(true, true, true)) && !(var_0.a != (6032i | u_input.a.x)))) {
                let var_1 = 1i;
                var var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-(-196f)), func_1(global2.b, vec2<bool>(true, true), vec3<i32>(var_0.a, 20605i, 0i) ^ vec3<i32>(15053i, var_1, var_1)).b[_wgslsmith_index_u32(u_input.b.x, 3u)].x)) * _wgslsmith_f_op_f32(exp2(global2.a[_wgslsmith_index_u32(~(~109099u), 2u)].x)));
                (var_0).a = -12365i * (countLeadingZeros(u_input.a).x / ~var_0.a);
                var var_3 = countLeadingZeros(countTrailingZeros(~(global3.zx << (vec2<u32>(u_input.b.x, 23186u) % vec2<u32>(32u))))).x;
                let var_4 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_0.b[_wgslsmith_index_u32(1u, 3u)].x, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_0.c.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x))).x, _wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(global3.x, 2u)].x), -1728f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_0.c.b, var_0.b[_wgslsmith_index_u32(1u, 3u)].x, 892f, var_0.b[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(42385u, 3u)].x, global2.b, var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x, var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x)))).ywx, var_0.c.a[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b.x, 1u), 2u)]) * vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-525f - global2.a[_wgslsmith_index_u32(82496u, 2u)].x) + _wgslsmith_f_op_f32(-1820f)), _wgslsmith_f_op_f32(-var_0.c.b), var_0.b[_wgslsmith_index_u32(countOneBits(vec3<u32>(builtin_global_invocation_id.x, u_input.b.x, 0u)).x, 3u)].x)), func_1(-1014f, vec2<bool>(true, true), ~u_input.a).c.a[_wgslsmith_index_u32(0u, 2u)], _wgslsmith_f_op_vec3_f32(var_0.c.a[_wgslsmith_index_u32(~(4294967295u >> (~builtin_global_invocation_id.x % 32u)), 2u)] - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global2.a[_wgslsmith_index_u32(52633u, 2u)].x, 1000f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x), vec4<f32>(252f, 200f, 726f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x))))).xyy)));
            } else if (!(!func_3(1f, 852f))) {
                var var_1 = vec2<u32>(global3.x, builtin_global_invocation_id.x) | min(builtin_global_invocation_id.xy, (select(builtin_global_invocation_id, global3.xzz, true).zy >> (~u_input.b.xz % vec2<u32>(32u))) - global3.wx);
            } else {
                global0 = global2.a[_wgslsmith_index_u32(0u, 2u)].x;
                let var_1 = Struct_5(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 900f) * _wgslsmith_f_op_vec3_f32(-var_0.c.a[_wgslsmith_index_u32(48104u, 2u)])))).x + _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(120f, -882f))), _wgslsmith_div_vec2_f32(vec2<f32>(-837f, var_0.b[_wgslsmith_index_u32(1u, 3u)].x), var_0.c.a[_wgslsmith_index_u32(global3.x, 2u)].yz))).x), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(_wgslsmith_f_op_f32(-1643f), _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x)))), vec2<f32>(-871f, _wgslsmith_f_op_f32(-(-385f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-var_0.b[_wgslsmith_index_u32(36938u, 3u)]))) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.c.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, -1860f)))));
                (var_0).a = atomicLoad(&wg_atomic_i32);
                var var_2 = global3.x;
            }
            if (1i != (((-18425i + 1i) << ((~4294967295u - (global3.x / global3.x)) % 32u)) * ~(~u_input.a.x & (var_0.a & -1i)))) {
                (global3).x = global3.x;
                let var_1 = false;
                var var_2 = func_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(global2.b, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global2.b) + vec4<f32>(global2.a[_wgslsmith_index_u32(1u, 2u)].x, global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, global2.a[_wgslsmith_index_u32(0u, 2u)].x, var_0.c.a[_wgslsmith_index_u32(1u, 2u)].x)))).x * -777f)), !vec2<bool>(((8535u - 16355u) < (25216u ^ u_input.b.x)), var_1), vec3<i32>(u_input.a.x, extractBits(-select(vec3<i32>(-19459i, -1i, var_0.a), u_input.a, vec3<bool>(true, false, var_1)), builtin_global_invocation_id.x / global3.x, countOneBits(countTrailingZeros(u_input.b).zz).x).x, ~var_0.a | (atomicXor(&wg_atomic_i32, 1i) | firstTrailingBit(var_0.a)))).c.a;
                global0 = _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, global2.b, _wgslsmith_f_op_f32(238f + _wgslsmith_f_op_f32(select(var_2[_wgslsmith_index_u32(20090u, 2u)].x, var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, true))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-111f, var_0.b[_wgslsmith_index_u32(32671u, 3u)].x, var_0.c.b, -839f), vec4<f32>(var_2[_wgslsmith_index_u32(46465u, 2u)].x, -798f, -1016f, var_0.c.b), vec4<bool>(var_1, var_1, true, true))))).x), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.c.a[_wgslsmith_index_u32(~builtin_global_invocation_id.x, 2u)].x, _wgslsmith_f_op_f32(331f + -353f), var_0.b[_wgslsmith_index_u32(26209u, 3u)].x, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x)) + _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1035f, -448f, 646f, -461f) - vec4<f32>(-556f, 1143f, 723f, 295f))))), var_1)).x, _wgslsmith_f_op_f32(264f - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(0u, 3u)].x - var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x), 119f, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x), 112f))).x));
                (global3).x = ~firstTrailingBit(~max(global3.xwy << (vec3<u32>(u_input.b.x, 1u, 48385u) % vec3<u32>(32u)), vec3<u32>(u_input.b.x, 4294967295u, 92498u) + global3.wyx).yy).x;
            } else if (false) {
                var var_1 = _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(~(builtin_global_invocation_id.x / u_input.b.x), 3u)].x);
                var var_2 = vec2<bool>(true, ((countTrailingZeros(vec4<u32>(0u, 42979u, 1u, builtin_global_invocation_id.x)).x > 1u) || all(select(vec4<bool>(false, true, true, true), vec4<bool>(false, false, true, false), global1[_wgslsmith_index_u32(u_input.b.x, 26u)]))) | true);
            }
            let var_1 = _wgslsmith_f_op_vec4_f32(-vec4<f32>(661f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0.c.b, 1000f, global2.a[_wgslsmith_index_u32(75863u, 2u)].x, 1981f), vec4<f32>(global2.b, global2.b, -342f, -901f), vec4<f32>(var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x, var_0.c.a[_wgslsmith_index_u32(90067u, 2u)].x, -355f, -954f))).yx, global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].zz))), -1059f, global2.a[_wgslsmith_index_u32(~builtin_global_invocation_id.x, 2u)].x));
        }
    }
    switch (1i) {
        case 15729i: {
            let var_1 = global3.yz;
            loop {
                if (LOOP_COUNTERS[26u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
                let var_2 = _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-982f, 1017f, 179f, var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x)))) - vec4<f32>(var_0.b[_wgslsmith_index_u32(~(4294967295u ^ u_input.b.x), 3u)].x, global2.a[_wgslsmith_index_u32(countOneBits(vec4<u32>(builtin_global_invocation_id.x, 1u, builtin_global_invocation_id.x, u_input.b.x) ^ vec4<u32>(3644u, u_input.b.x, 57076u, 0u)).x, 2u)].x, _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(1547f, -873f, global2.b, 1068f) - vec4<f32>(global2.b, 440f, 917f, 1003f)))).x, 1484f)))).zwx;
                return;
                continuing {
                    var var_3 = mat3x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.c.b, -921f, var_0.c.a[_wgslsmith_index_u32(1u, 2u)].x, -1494f) - vec4<f32>(var_0.b[_wgslsmith_index_u32(62350u, 3u)].x, var_0.c.a[_wgslsmith_index_u32(21323u, 2u)].x, -1578f, var_2.x))))), vec4<f32>(var_0.c.a[_wgslsmith_index_u32(global3.x, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f) * 562f), var_2.x, var_0.c.b)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.c.a[_wgslsmith_index_u32(38127u, 2u)].x, 1686f, -1361f, var_0.c.b), vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, 1148f, -165f, 645f), false)), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_2.x, global2.b, 1319f, var_2.x) - vec4<f32>(global2.b, var_0.c.b, global2.b, -1216f)))))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(vec4<f32>(1262f, var_0.c.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_2.x, var_0.b[_wgslsmith_index_u32(1u, 3u)].x), vec4<f32>(-1137f, var_2.x, global2.b, -561f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(278f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, var_0.c.b, var_0.c.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x))))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_2.x, -556f, 2725f, -1133f)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(270f, global2.b, 281f, 1086f)), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-2294f, global2.b, var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, 2190f), vec4<f32>(var_2.x, -1000f, 581f, var_2.x), vec4<f32>(-512f, -894f, var_2.x, global2.b)))), func_5()[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, u_input.b.x), 4u)])), select(select(!global1[_wgslsmith_index_u32(global3.x, 26u)], select(global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 26u)], vec4<bool>(true, false, true, false), false), select(global1[_wgslsmith_index_u32(75499u, 26u)], vec4<bool>(false, true, true, true), vec4<bool>(false, true, true, true))).zxw, vec3<bool>(true, true, true), select(vec4<bool>(false, true, true, true), vec4<bool>(true, true, true, true), global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(480u, builtin_global_invocation_id.x), 26u)]).wyy).x)));
                    var var_4 = u_input.a.x - var_0.a;
                    var_4 = var_0.a - -40848i;
                    ((global1)[_wgslsmith_index_u32(~(~global3.x), 26u)]).x = select(!atomicCompareExchangeWeak(&wg_atomic_u32, ~global3.x, 4294967295u).exchanged, var_0.b[_wgslsmith_index_u32(~(builtin_global_invocation_id.x + (global3.x & 0u)), 3u)].x <= _wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_2.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(var_1.x, 3u)].x * var_0.c.a[_wgslsmith_index_u32(48966u, 2u)].x))), true);
                    (global2).b = _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(abs(-659f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global2.b * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(-354f))))));
                }
            }
        }
        case -13363i: {
            loop {
                if (LOOP_COUNTERS[27u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
                let var_1 = Struct_2(select(vec4<u32>(u_input.b.x, u_input.b.x, _wgslsmith_mod_u32(countOneBits(u_input.b).x, global3.x & 4294967295u), select(countOneBits(vec4<u32>(u_input.b.x, global3.x, builtin_global_invocation_id.x, builtin_global_invocation_id.x)), countOneBits(vec4<u32>(global3.x, 1u, 19305u, 26307u)), true).x), ~(select(vec4<u32>(builtin_global_invocation_id.x, global3.x, 66088u, 0u), vec4<u32>(global3.x, builtin_global_invocation_id.x, u_input.b.x, 32075u), global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 26u)]) | select(vec4<u32>(4294967295u, builtin_global_invocation_id.x, 1u, 1u), vec4<u32>(10057u, u_input.b.x, 4294967295u, 4294967295u), vec4<bool>(true, false, false, false))), !select(global1[_wgslsmith_index_u32(1u, 26u)], select(vec4<bool>(true, true, true, false), global1[_wgslsmith_index_u32(4294967295u, 26u)], false), !global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 26u)])), var_0.c, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global2.a[_wgslsmith_index_u32(62055u, 2u)] - vec3<f32>(-292f, -709f, -775f)))), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-350f) - var_0.b[_wgslsmith_index_u32(u_input.b.x + 4294967295u, 3u)].x), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.c.b, 366f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global2.a[_wgslsmith_index_u32(31472u, 2u)].x, var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x, var_0.b[_wgslsmith_index_u32(0u, 3u)].x, var_0.c.a[_wgslsmith_index_u32(6345u, 2u)].x))).xyw)), global2.a[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 2u)].x), global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)]));
                return;
            }
            global0 = _wgslsmith_f_op_f32(-1007f);
        }
        case 2147483647i: {
            if (any(vec3<bool>(false, !((u_input.b.x / u_input.b.x) == 1u), func_3(_wgslsmith_f_op_vec3_f32(select(global2.a[_wgslsmith_index_u32(~u_input.b.x, 2u)], _wgslsmith_f_op_vec3_f32(-var_0.c.a[_wgslsmith_index_u32(global3.x, 2u)]), vec3<bool>(true, true, true))).x, -1082f)))) {
                global1 = array<vec4<bool>, 26>();
                (global1)[_wgslsmith_index_u32(global3.x, 26u)] = global1[_wgslsmith_index_u32(reverseBits(vec4<u32>(51154u >> (global3.x % 32u), builtin_global_invocation_id.x, countLeadingZeros(vec2<u32>(global3.x, 4294967295u)).x, ~58906u) & max(select(vec4<u32>(12405u, 7729u, 34953u, global3.x), vec4<u32>(7101u, u_input.b.x, u_input.b.x, builtin_global_invocation_id.x), false), ~vec4<u32>(u_input.b.x, 31887u, u_input.b.x, 26766u))).x / (~(~u_input.b.x) | 0u), 26u)];
                var var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].zx) - _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-var_0.c.a[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(-(-620f))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global2.a[_wgslsmith_index_u32(47594u, 2u)].x, var_0.c.b, var_0.b[_wgslsmith_index_u32(0u, 3u)].x, global2.b))).xw, _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.c.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, global2.b))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_f_op_f32(-(-983f)), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-298f, global2.b), vec2<f32>(var_0.b[_wgslsmith_index_u32(29392u, 3u)].x, -274f), vec2<bool>(false, false))).x)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, -1782f)), vec2<f32>(global2.b, var_0.c.b));
                var var_2 = _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(260f, var_0.c.b, -542f, var_0.b[_wgslsmith_index_u32(1u, 3u)].x), vec4<f32>(500f, 1650f, var_0.b[_wgslsmith_index_u32(0u, 3u)].x, -594f), true))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global2.b, -447f, var_1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, 124f), vec4<f32>(var_1[_wgslsmith_index_u32(global3.x, 4u)].x, -955f, -1062f, 2799f), true))))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, -655f, -295f, 207f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.a[_wgslsmith_index_u32(11510u, 2u)].x, var_1[_wgslsmith_index_u32(6347u, 4u)].x, 1000f, 108f)) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global2.b, -1596f, 634f, 324f)))))))).zxw;
            } else {
                let var_1 = ~builtin_global_invocation_id.x;
                global0 = _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(vec3<f32>(2690f, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global2.b, -426f, 1044f, -1534f))).x, global2.a[_wgslsmith_index_u32(1u, 2u)].x) * _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(612f, 429f, global2.b, global2.b), vec4<f32>(var_0.c.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_0.c.b, 265f, -1243f), vec4<bool>(true, true, true, true))).wxz, _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(global2.b, 1701f, var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x), global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)])))))))).x;
                return;
            }
        }
        case 0i: {
            for (var var_1 = 8453i; ; ) {
                if (LOOP_COUNTERS[28u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
                var_1 = dot(u_input.a, ~(countLeadingZeros(vec4<i32>(var_0.a, u_input.a.x, u_input.a.x, u_input.a.x)).xwy / extractBits(u_input.a, 0u, builtin_global_invocation_id.x))) & 68195i;
                break;
            }
            var var_1 = Struct_3(vec2<f32>(-808f, _wgslsmith_f_op_vec3_f32(max(var_0.c.a[_wgslsmith_index_u32(firstTrailingBit(vec2<u32>(23939u, global3.x)).x + 9724u, 2u)], global2.a[_wgslsmith_index_u32(~clamp(49895u, 62206u, global3.x), 2u)])).x), ~(u_input.b.x << (u_input.b.x % 32u)), vec4<i32>(select(vec4<i32>(var_0.a, i32(-2147483648), var_0.a, u_input.a.x) - vec4<i32>(u_input.a.x, u_input.a.x, var_0.a, var_0.a), ~vec4<i32>(var_0.a, 18588i, 1i, i32(-2147483648)), vec4<bool>(true, false, false, true)).x | ((var_0.a / 35156i) - atomicCompareExchangeWeak(&wg_atomic_i32, var_0.a, u_input.a.x).old_value), reverseBits(vec4<i32>(var_0.a, -11876i, u_input.a.x, u_input.a.x) ^ vec4<i32>(i32(-2147483648), 8142i, var_0.a, 1i)).x, ~atomicCompareExchangeWeak(&wg_atomic_i32, -6035i - var_0.a, u_input.a.x).old_value, var_0.a));
        }
        default: {
            if (any(!global1[_wgslsmith_index_u32(42459u, 26u)])) {
                let var_1 = ~var_0.a;
                var var_2 = 99865u;
                return;
            } else if (all(global1[_wgslsmith_index_u32(global3.x, 26u)])) {
                var var_1 = Struct_5(_wgslsmith_f_op_f32(-(-1334f)), var_0.b);
                var_0 = Struct_4(var_0.a, func_2(true, mat3x4<f32>(vec4<f32>(_wgslsmith_div_f32(global2.b, -1682f), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(696f, 1000f, -123f, -1666f))).x, _wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(58680u, 2u)].x), _wgslsmith_f_op_f32(-global2.b)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-829f, -1000f, var_1.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_1.a) + _wgslsmith_div_vec4_f32(vec4<f32>(global2.a[_wgslsmith_index_u32(28037u, 2u)].x, var_1.b[_wgslsmith_index_u32(5890u, 3u)].x, 111f, 1000f), vec4<f32>(var_1.a, var_0.b[_wgslsmith_index_u32(global3.x, 3u)].x, var_1.b[_wgslsmith_index_u32(0u, 3u)].x, -201f))), vec4<f32>(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(global2.b, 700f), var_1.b[_wgslsmith_index_u32(4294967295u, 3u)])).x, 1635f, _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(var_1.a + -136f))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(1038f, 516f, var_0.c.a[_wgslsmith_index_u32(1u, 2u)].x, -1169f) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-147f, var_0.c.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, -1000f, 1000f))), vec4<f32>(_wgslsmith_f_op_f32(-2076f), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(926f, 818f, var_1.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_0.b[_wgslsmith_index_u32(74434u, 3u)].x), vec4<f32>(-1011f, -118f, 124f, -892f), global1[_wgslsmith_index_u32(global3.x, 26u)])).x, _wgslsmith_f_op_f32(-global2.a[_wgslsmith_index_u32(1u, 2u)].x), 487f), vec4<f32>(global2.b, _wgslsmith_f_op_f32(-298f), _wgslsmith_f_op_f32(-var_0.c.b), _wgslsmith_f_op_f32(sign(-2395f))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 720f, 349f, -1063f))))), vec2<bool>(true, vec2<bool>(true, true).x)), Struct_1(global2.a, global2.b));
                var var_2 = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_1.a, 1743f, 127f, global2.b))) * vec4<f32>(1000f, _wgslsmith_f_op_f32(-1236f), var_1.b[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(builtin_global_invocation_id.x, 0u)).x, 3u)].x, _wgslsmith_f_op_f32(-506f - 128f))), vec4<f32>(945f, -1323f, -626f, var_0.c.b), vec4<f32>(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(trunc(-361f)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(586f, -431f, -3153f, 667f) - vec4<f32>(var_0.c.b, var_1.b[_wgslsmith_index_u32(global3.x, 3u)].x, var_0.c.b, -909f)), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-123f, 1067f, 232f, global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x), vec4<f32>(var_0.c.b, global2.b, -661f, var_1.b[_wgslsmith_index_u32(global3.x, 3u)].x))))).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_1.a, var_1.a)), 432f))))).x;
            } else {
                let var_1 = insertBits(-u_input.a, u_input.a, ~46385u, ~firstLeadingBit(~global3.yz).x).x;
            }
            let var_1 = vec3<u32>(~(~global3.x), 21307u - 45377u, ~global3.x + 1u);
            loop {
                if (LOOP_COUNTERS[29u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
            }
            let var_2 = global3.x;
            while (false) {
                if (LOOP_COUNTERS[30u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[30u] = LOOP_COUNTERS[30u] + 1u;
            }
        }
    }
    while (func_4(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-606f, -120f, var_0.c.b, global2.b))) + _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, -1665f, global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x) + vec4<f32>(global2.b, 680f, var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x)), vec4<f32>(-1333f, -1000f, global2.b, global2.a[_wgslsmith_index_u32(1u, 2u)].x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1022f, 860f, var_0.c.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1000f))), vec4<f32>(358f, global2.a[_wgslsmith_index_u32(~1835u + 19450u, 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, global2.a[_wgslsmith_index_u32(0u, 2u)].x, -1084f, global2.a[_wgslsmith_index_u32(1u, 2u)].x))).x, 1406f), _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-(-1000f))))), vec4<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(11278u, 3u)].x, -1000f, var_0.c.a[_wgslsmith_index_u32(4294967295u, 2u)].x, -1061f)))).x, _wgslsmith_f_op_f32(-global2.b), 954f)), global2.a[_wgslsmith_index_u32(min(vec4<u32>(reverseBits(~vec4<u32>(builtin_global_invocation_id.x, 4294967295u, 1u, 27794u)).x, ~(~global3.x), ~countTrailingZeros(vec4<u32>(51107u, u_input.b.x, u_input.b.x, u_input.b.x)).x, 0u), vec4<u32>(~(builtin_global_invocation_id.x / 109000u), u_input.b.x, 29755u, 111164u)).x, 2u)].zy, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b, 381f), global2.a[_wgslsmith_index_u32(u_input.b.x, 2u)], true)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.b, -842f, global2.b)))).zz, func_5()[_wgslsmith_index_u32(37729u, 4u)].yy, any(global1[_wgslsmith_index_u32(1u, 26u)]))).x), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(global2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)] - vec3<f32>(var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, _wgslsmith_f_op_f32(-2389f + -126f), global2.a[_wgslsmith_index_u32(~u_input.b.x, 2u)].x)), vec3<f32>(global2.a[_wgslsmith_index_u32(firstTrailingBit(~vec4<u32>(u_input.b.x, u_input.b.x, global3.x, 117476u)).x, 2u)].x, _wgslsmith_f_op_f32(927f + 290f), 450f), global2.a[_wgslsmith_index_u32(4294967295u, 2u)], var_0.c.a[_wgslsmith_index_u32(min(~vec4<u32>(1u, 74005u, 26060u, u_input.b.x), vec4<u32>(builtin_global_invocation_id.x, builtin_global_invocation_id.x, 4294967295u, 4294967295u) << (vec4<u32>(1u, 0u, u_input.b.x, 35604u) % vec4<u32>(32u))).x ^ firstTrailingBit(vec4<u32>(builtin_global_invocation_id.x, global3.x, 33490u, 28214u)).x, 2u)]))) {
        if (LOOP_COUNTERS[31u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[31u] = LOOP_COUNTERS[31u] + 1u;
        for (; ; ) {
            if (LOOP_COUNTERS[32u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[32u] = LOOP_COUNTERS[32u] + 1u;
            let var_1 = select(select(!vec2<bool>(var_0.a > 0i, true), !select(vec3<bool>(true, true, true), vec4<bool>(true, true, true, true).zwy, var_0.c.b <= -1146f).yz, true), vec2<bool>(true, true), any(!global1[_wgslsmith_index_u32(global3.x, 26u)]));
        }
        break;
    }
    while (all(!select(select(select(vec4<bool>(true, false, true, false), global1[_wgslsmith_index_u32(global3.x, 26u)], true), select(vec4<bool>(true, false, true, false), global1[_wgslsmith_index_u32(4294967295u, 26u)], false), false), vec4<bool>(true, true, true, true), vec3<bool>(true, true, true).x).yy)) {
        if (LOOP_COUNTERS[33u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[33u] = LOOP_COUNTERS[33u] + 1u;
        loop {
            if (LOOP_COUNTERS[34u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[34u] = LOOP_COUNTERS[34u] + 1u;
            global1 = array<vec4<bool>, 26>();
            return;
        }
        var var_1 = var_0.c;
        loop {
            if (LOOP_COUNTERS[35u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[35u] = LOOP_COUNTERS[35u] + 1u;
        }
    }
    switch (i32(-2147483648)) {
        default: {
            global0 = _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_0.c.a[_wgslsmith_index_u32(67865u, 2u)].x - _wgslsmith_f_op_f32(827f * var_0.c.b)) + global2.b) - 927f)));
        }
    }
    let x = u_input.a;
    s_output = StorageBuffer(var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)], mat2x2<f32>(var_0.c.a[_wgslsmith_index_u32(~firstTrailingBit(~0u), 2u)].yy, vec2<f32>(_wgslsmith_f_op_f32(global2.a[_wgslsmith_index_u32(~global3.x, 2u)].x * var_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(global3.x, global3.x), 3u)].x), -1000f)), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(global2.a[_wgslsmith_index_u32(global3.x, 2u)].zy - vec2<f32>(_wgslsmith_f_op_f32(fract(var_0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x)), _wgslsmith_f_op_f32(-(-164f)))), var_0.b[_wgslsmith_index_u32(global3.x, 3u)]), var_0.a, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.c.b))) * _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.c.b, 1427f, global2.a[_wgslsmith_index_u32(global3.x, 2u)].x, -2420f)), vec4<f32>(var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 1417f, 1152f, global2.b))))).x));
}

