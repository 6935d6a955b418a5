// {"0:0":[181,53,150,158]}
// Seed: 69

struct Struct_1 {
    @size(40)
    a: mat4x2<f32>,
}

struct Struct_2 {
    @align(16)
    a: i32,
    b: bool,
    @size(4)
    c: u32,
}

struct UniformBuffer {
    a: i32,
}

struct StorageBuffer {
    a: vec3<u32>,
    b: u32,
    @align(16)
    c: mat2x2<f32>,
    d: mat4x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: vec4<i32>;

var<private> global1: array<mat3x4<f32>, 18> = array<mat3x4<f32>, 18>(mat3x4<f32>(vec4<f32>(1300f, 1000f, 1156f, 331f), vec4<f32>(-1191f, -149f, -214f, -576f), vec4<f32>(766f, 133f, 1225f, 222f)), mat3x4<f32>(vec4<f32>(1275f, 208f, -740f, 1008f), vec4<f32>(-145f, -1294f, 1192f, 269f), vec4<f32>(-2365f, -1030f, 470f, -1669f)), mat3x4<f32>(vec4<f32>(-522f, 623f, -1088f, -666f), vec4<f32>(109f, 138f, -637f, 485f), vec4<f32>(-184f, -486f, -2260f, 1000f)), mat3x4<f32>(vec4<f32>(444f, -1632f, -400f, -1400f), vec4<f32>(-534f, -1299f, -863f, 923f), vec4<f32>(214f, 1167f, -1707f, 228f)), mat3x4<f32>(vec4<f32>(-1109f, 1000f, -742f, 1781f), vec4<f32>(161f, -1295f, -1226f, 877f), vec4<f32>(-2391f, 151f, -1334f, 580f)), mat3x4<f32>(vec4<f32>(-1165f, 1064f, 134f, -1000f), vec4<f32>(602f, -324f, -2362f, -715f), vec4<f32>(-1165f, -2106f, -177f, 948f)), mat3x4<f32>(vec4<f32>(121f, 1714f, -109f, -889f), vec4<f32>(-411f, 926f, 939f, -1006f), vec4<f32>(-766f, -218f, -919f, -310f)), mat3x4<f32>(vec4<f32>(-716f, -944f, 2090f, 547f), vec4<f32>(430f, -1000f, 736f, 1552f), vec4<f32>(-356f, 289f, 2424f, -378f)), mat3x4<f32>(vec4<f32>(1222f, 956f, 782f, -1784f), vec4<f32>(-2592f, 1000f, 317f, -315f), vec4<f32>(-339f, 2131f, 461f, 514f)), mat3x4<f32>(vec4<f32>(-703f, 684f, -531f, -962f), vec4<f32>(591f, -2136f, 811f, -1371f), vec4<f32>(261f, -153f, -295f, -533f)), mat3x4<f32>(vec4<f32>(133f, 1462f, 1336f, -901f), vec4<f32>(1131f, -504f, 1571f, 1384f), vec4<f32>(446f, -770f, -716f, 1565f)), mat3x4<f32>(vec4<f32>(201f, -198f, -590f, 639f), vec4<f32>(-600f, -1646f, 598f, -1416f), vec4<f32>(-528f, 743f, -1026f, 931f)), mat3x4<f32>(vec4<f32>(-1065f, -766f, -217f, 758f), vec4<f32>(515f, 423f, -681f, -1436f), vec4<f32>(635f, 687f, -506f, 448f)), mat3x4<f32>(vec4<f32>(-319f, -1000f, -226f, 169f), vec4<f32>(359f, -441f, 1245f, 688f), vec4<f32>(-179f, 1048f, -851f, -481f)), mat3x4<f32>(vec4<f32>(-140f, 608f, -638f, 2287f), vec4<f32>(-765f, -775f, -155f, 196f), vec4<f32>(-461f, -339f, -540f, 796f)), mat3x4<f32>(vec4<f32>(-923f, 415f, 309f, 665f), vec4<f32>(1549f, -1447f, -1000f, 421f), vec4<f32>(116f, 1242f, 1929f, -1760f)), mat3x4<f32>(vec4<f32>(233f, 574f, 1328f, 847f), vec4<f32>(-1000f, 470f, -187f, -3491f), vec4<f32>(-103f, 1215f, -748f, -2623f)), mat3x4<f32>(vec4<f32>(-952f, 150f, 2258f, 517f), vec4<f32>(-1621f, -381f, -1003f, -632f), vec4<f32>(-787f, 762f, -607f, -477f)));

var<private> global2: array<vec2<u32>, 8> = array<vec2<u32>, 8>(vec2<u32>(25690u, 4294967295u), vec2<u32>(0u, 4294967295u), vec2<u32>(0u, 4294967295u), vec2<u32>(72558u, 51752u), vec2<u32>(58225u, 4294967295u), vec2<u32>(4294967295u, 0u), vec2<u32>(3830u, 0u), vec2<u32>(20945u, 46455u));

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 30>;

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn func_5(arg_0: Struct_1, arg_1: Struct_2, arg_2: vec4<bool>) -> f32 {
    let var_0 = Struct_2(u_input.a, !arg_2.x, 31916u);
    for (var var_1 = 1i; ; var_1 -= 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        while (_wgslsmith_div_f32(_wgslsmith_f_op_f32(floor(arg_0.a[_wgslsmith_index_u32(1u, 4u)].x)), arg_0.a[_wgslsmith_index_u32(arg_1.c, 4u)].x) <= _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1517f, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_1.c, 4u)].x) - vec3<f32>(arg_0.a[_wgslsmith_index_u32(1u, 4u)].x, arg_0.a[_wgslsmith_index_u32(32106u, 4u)].x, 636f))))).x * arg_0.a[_wgslsmith_index_u32(arg_1.c, 4u)].x)) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            continue;
        }
    }
    while (select(((select(vec4<i32>(1i, i32(-2147483648), u_input.a, i32(-2147483648)), vec4<i32>(i32(-2147483648), global0.x, -30181i, 29121i), arg_2.x).x == -var_0.a) && true) | false, false, false)) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        (global0).x = -(-var_0.a << (arg_1.c % 32u)) >> (reverseBits(var_0.c) % 32u);
        let var_1 = arg_0;
        var var_2 = Struct_1(mat4x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(var_1.a[_wgslsmith_index_u32(arg_1.c, 4u)].x, _wgslsmith_f_op_f32(saturate(arg_0.a[_wgslsmith_index_u32(1u, 4u)].x))), vec2<f32>(_wgslsmith_f_op_f32(-1814f), arg_0.a[_wgslsmith_index_u32(15642u, 4u)].x)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1586f, 1000f, -168f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.a[_wgslsmith_index_u32(77212u, 4u)].x, var_1.a[_wgslsmith_index_u32(0u, 4u)].x, var_1.a[_wgslsmith_index_u32(var_0.c, 4u)].x)))).xx * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1.a[_wgslsmith_index_u32(0u, 4u)].x, -2153f) - vec2<f32>(449f, 1004f)))), _wgslsmith_f_op_vec2_f32(arg_0.a[_wgslsmith_index_u32(7714u / select(global2[_wgslsmith_index_u32(var_0.c, 8u)], vec2<u32>(4294967295u, arg_1.c), arg_1.b).x, 4u)] + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(var_1.a[_wgslsmith_index_u32(var_0.c, 4u)].x, 883f, var_1.a[_wgslsmith_index_u32(5183u, 4u)].x))).zx - vec2<f32>(1185f, var_1.a[_wgslsmith_index_u32(arg_1.c, 4u)].x))), _wgslsmith_f_op_vec2_f32(select(arg_0.a[_wgslsmith_index_u32(abs(global2[_wgslsmith_index_u32(var_0.c, 8u)]).x, 4u)], arg_0.a[_wgslsmith_index_u32(var_0.c, 4u)], var_0.b))));
        var var_3 = select(arg_2, arg_2, vec4<bool>(true, -440f >= arg_0.a[_wgslsmith_index_u32((var_0.c >> (4294967295u % 32u)) / (arg_1.c + 44092u), 4u)].x, false, false)).wzy;
        break;
    }
    while (select(select(!vec4<bool>(all(arg_2.zz), atomicCompareExchangeWeak(&wg_atomic_u32, var_0.c, 5587u).exchanged, var_0.b, true), select(select(!arg_2, vec4<bool>(var_0.b, false, false, false), true), vec4<bool>(!var_0.b, 1u != var_0.c, select(false, true, arg_1.b), atomicCompareExchangeWeak(&wg_atomic_i32, arg_1.a, arg_1.a).exchanged), true), vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, ~4294967295u, abs(vec4<u32>(39801u, arg_1.c, var_0.c, 1u)).x).exchanged, var_0.b, false, false)), select(vec4<bool>(select(vec2<bool>(false, arg_1.b), !arg_2.zz, false).x, false, var_0.b, var_0.b), select(arg_2, arg_2, select(vec4<bool>(var_0.b, false, arg_1.b, arg_2.x), arg_2, false)), arg_2), true).x) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        switch (-(~(-11566i))) {
            case -5046i: {
                let var_1 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(0u, 4u)].x - _wgslsmith_f_op_vec2_f32(exp2(arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)])).x), arg_0.a[_wgslsmith_index_u32(3172u, 4u)].x)), _wgslsmith_div_vec2_f32(arg_0.a[_wgslsmith_index_u32(0u, 4u)], _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-443f, 391f, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_1.c, 4u)].x)))).wz * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_0.a[_wgslsmith_index_u32(1461u, 4u)] + vec2<f32>(2090f, 1612f)) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(1755f, 636f))))));
                (global2)[_wgslsmith_index_u32(insertBits(~_wgslsmith_mod_u32(var_0.c, 1u), arg_1.c, arg_1.c, arg_1.c), 8u)] = vec2<u32>(0u, var_0.c & ((select(arg_1.c, var_0.c, var_0.b) ^ 130099u) << (extractBits(50133u + var_0.c, 16307u, arg_1.c) % 32u)));
                break;
            }
            default: {
            }
        }
        return _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-211f, 144f, arg_0.a[_wgslsmith_index_u32(23297u, 4u)].x, -154f))))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a[_wgslsmith_index_u32(39449u, 4u)].x, arg_0.a[_wgslsmith_index_u32(var_0.c, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_1.c, 4u)].x, -630f) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a[_wgslsmith_index_u32(0u, 4u)].x, arg_0.a[_wgslsmith_index_u32(112575u, 4u)].x, -130f, 1493f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1950f, 496f, -1000f, 336f)), atomicCompareExchangeWeak(&wg_atomic_i32, 1i, -62892i >> (arg_1.c % 32u)).exchanged)))))).x;
    }
    let var_1 = !arg_2.x;
    return _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(~var_0.c, 4u)].x) - _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(select(vec3<u32>(arg_1.c, reverseBits(67171u), ~75896u), countLeadingZeros(vec3<u32>(var_0.c, 4294967295u, var_0.c)), select(select(arg_2.wwy, arg_2.wxy, vec3<bool>(true, arg_2.x, arg_2.x)), vec3<bool>(var_0.b, var_0.b, false), var_1)).x, 4u)].x));
}

fn func_4(arg_0: vec4<bool>, arg_1: mat3x2<f32>, arg_2: mat3x4<f32>) -> i32 {
    let var_0 = arg_0.x;
    if (true & all(!(!arg_0.yzy))) {
    } else {
        global1 = array<mat3x4<f32>, 18>();
        let var_1 = ~(i32(-2147483648));
    }
    let var_1 = arg_2[_wgslsmith_index_u32(1u, 3u)].xxw;
    let var_2 = 1i;
    switch (atomicXor(&wg_atomic_i32, -min(global0.yyx, reverseBits(-vec3<i32>(44788i, global0.x, 2147483647i))).x)) {
        case -27006i: {
            switch (~0i) {
                case 2147483647i: {
                }
                case 14941i: {
                }
                case -1i: {
                    (global0).x = 1i;
                    var var_3 = arg_0.wx;
                }
                case -19592i: {
                    (global0).x = 14466i;
                    (((global1)[_wgslsmith_index_u32(1u, 18u)])[_wgslsmith_index_u32(103568u, 3u)]).x = _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(arg_2[_wgslsmith_index_u32(1u, 3u)], vec4<f32>(263f, 591f, -145f, 224f), arg_0)))) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(17922u, 3u)].x - arg_1[_wgslsmith_index_u32(21336u, 3u)].x), -156f, arg_2[_wgslsmith_index_u32(firstTrailingBit(vec2<u32>(1u, 14985u)).x, 3u)].x, _wgslsmith_f_op_f32(func_5(Struct_1(mat4x2<f32>(vec2<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1.x), vec2<f32>(arg_1[_wgslsmith_index_u32(47800u, 3u)].x, var_1.x), vec2<f32>(var_1.x, 1000f), vec2<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_2[_wgslsmith_index_u32(1u, 3u)].x))), Struct_2(-574i, arg_0.x, 62331u), arg_0)))))))).x;
                    global1 = array<mat3x4<f32>, 18>();
                    var var_3 = select(arg_0, vec4<bool>(!arg_0.x, all(vec2<bool>(true, all(vec3<bool>(true, true, arg_0.x)))), arg_0.x, var_0), true);
                }
                default: {
                }
            }
            global1 = array<mat3x4<f32>, 18>();
            switch (-26117i) {
                case -54353i: {
                    var var_3 = arg_2[_wgslsmith_index_u32(4294967295u, 3u)].zw;
                    var var_4 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-var_1.x), arg_2[_wgslsmith_index_u32(~63845u, 3u)].x)), arg_2[_wgslsmith_index_u32(4294967295u, 3u)].zz, var_1.zz, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(select(var_1, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(215f, 126f, arg_1[_wgslsmith_index_u32(19272u, 3u)].x), var_1)), vec3<bool>(arg_0.x, true, var_0))).xy, _wgslsmith_f_op_vec2_f32(var_1.yx - _wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(35778u, 3u)] - vec2<f32>(var_1.x, var_1.x))))));
                    ((global2)[_wgslsmith_index_u32(countOneBits(max(vec3<u32>(~1u, 4294967295u, atomicOr(&wg_atomic_u32, 4294967295u) - 1u), vec4<u32>(1u, 1u, 1u, 1u).wyy >> (vec3<u32>(1u, 1u, 1u) % vec3<u32>(32u)))).x, 8u)]).x = 9565u;
                    let var_5 = countLeadingZeros(~(~vec4<u32>(1u, 1u, 1u, 1u)) ^ abs(vec4<u32>(~4294967295u, reverseBits(29045u), select(vec2<u32>(1u, 23122u), global2[_wgslsmith_index_u32(49261u, 8u)], var_0).x, vec2<u32>(1u, 1u).x))).xww;
                    return var_2;
                }
                case i32(-2147483648): {
                    ((global1)[_wgslsmith_index_u32(_wgslsmith_mod_u32(atomicAdd(&wg_atomic_u32, countOneBits(4294967295u)), insertBits(((vec4<u32>(0u, 0u, 1u, 37326u) * vec4<u32>(0u, 7374u, 1u, 46604u)) - reverseBits(vec4<u32>(34562u, 1u, 16486u, 0u))) + (reverseBits(vec4<u32>(0u, 0u, 4294967295u, 1u)) + (vec4<u32>(0u, 4294967295u, 12285u, 10946u) + vec4<u32>(0u, 0u, 1u, 5929u))), vec4<u32>(1u, 1u, 1u, 1u), extractBits(vec2<u32>(atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 101864u).old_value, ~81746u), clamp(~vec3<u32>(30533u, 17868u, 26320u), vec3<u32>(1u, 1u, 1u), vec4<u32>(1u, 1u, 1u, 1u).xzy).x, 1u).x, atomicLoad(&wg_atomic_u32)).x), 18u)])[_wgslsmith_index_u32(40311u, 3u)] = vec4<f32>(1000f, var_1.x, _wgslsmith_f_op_f32(-992f - _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_2[_wgslsmith_index_u32(9537u, 3u)].x, 1281f, -790f, -874f))), vec4<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(23870u, 3u)].x), _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(1u, 3u)].x - var_1.x), _wgslsmith_f_op_vec3_f32(trunc(var_1)).x, _wgslsmith_f_op_f32(trunc(-641f))))).x), _wgslsmith_f_op_f32(exp(arg_2[_wgslsmith_index_u32(1213u, 3u)].x)));
                    global2 = array<vec2<u32>, 8>();
                    let var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(arg_2[_wgslsmith_index_u32(1u, 3u)] - vec4<f32>(arg_2[_wgslsmith_index_u32(3183u, 3u)].x, 1778f, var_1.x, -614f))))) * _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_f32(-var_1.x), _wgslsmith_f_op_f32(-520f), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-449f, arg_2[_wgslsmith_index_u32(39286u, 3u)].x, -107f))).x, var_1.x)))), vec4<f32>(_wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(69270u >> (atomicLoad(&wg_atomic_u32) % 32u), 3u)].x - arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-699f, var_1.x))), vec2<f32>(arg_2[_wgslsmith_index_u32(0u * 34825u, 3u)].x, arg_1[_wgslsmith_index_u32(1u, 3u)].x), true)).x, _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(_wgslsmith_f_op_f32(-243f), arg_2[_wgslsmith_index_u32(67250u >> (1u % 32u), 3u)].x, _wgslsmith_f_op_f32(dot(vec2<f32>(199f, arg_1[_wgslsmith_index_u32(56402u, 3u)].x), vec2<f32>(arg_2[_wgslsmith_index_u32(1u, 3u)].x, -1484f)))))).x, _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 0u), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(1000f, arg_1[_wgslsmith_index_u32(1u, 3u)].x)))));
                    var var_4 = Struct_1(mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(arg_1[_wgslsmith_index_u32(67586u, 3u)].x, -1000f, var_1.x), _wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(37064u, 3u)].yyy))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(select(var_3[_wgslsmith_index_u32(1u, 2u)].x, -537f, var_0)) - var_1.x)), _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-1904f - 993f), arg_2[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 3u)].x), vec2<f32>(var_1.x, _wgslsmith_f_op_f32(-270f))), arg_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(9815u / 4294967295u, 1u), 3u)].xz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(floor(var_1)).yx)));
                    ((global2)[_wgslsmith_index_u32(4294967295u, 8u)]).x = 68617u;
                }
                case 0i: {
                    let var_3 = 4622i;
                    let var_4 = arg_2;
                    global0 = vec4<i32>(u_input.a, var_3, -(i32(-2147483648)), -(firstTrailingBit(global0.yy).x << (1u % 32u)));
                    var var_5 = vec4<bool>(arg_0.x, var_0, true, arg_0.x);
                }
                default: {
                    ((global1)[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, abs(~vec4<u32>(1u, 1u, 1u, 1u)).x * 1u), 18u)])[_wgslsmith_index_u32((42304u / countLeadingZeros(~(~global2[_wgslsmith_index_u32(50316u, 8u)])).x) * countTrailingZeros(vec2<u32>(_wgslsmith_mod_u32(abs(global2[_wgslsmith_index_u32(0u, 8u)]).x, 1u), 4012u)).x, 3u)] = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, arg_1[_wgslsmith_index_u32(0u, 3u)].x, 388f, var_1.x))), arg_2[_wgslsmith_index_u32(min(clamp(vec2<u32>(1u, 1u), vec2<u32>(1u, 1u), countLeadingZeros(vec2<u32>(55422u, 103323u))).x, countTrailingZeros(vec2<u32>(5303u, 4294967295u)).x), 3u)], vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.x)), _wgslsmith_f_op_f32(136f + 1050f), 190f, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(step(arg_2[_wgslsmith_index_u32(1170u, 3u)], arg_2[_wgslsmith_index_u32(1u, 3u)])), arg_2[_wgslsmith_index_u32(~101298u, 3u)])).x))) + _wgslsmith_f_op_vec4_f32(arg_2[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, ~(1u + 23165u)), 3u)] * arg_2[_wgslsmith_index_u32(abs(~vec4<u32>(5295u, 0u, 4294967295u, 0u)).x, 3u)]));
                    var var_3 = -113f;
                }
            }
        }
        default: {
            switch (atomicCompareExchangeWeak(&wg_atomic_i32, ~abs(~(u_input.a | -1i)), 15410i).old_value) {
                case 14972i: {
                    var var_3 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(~atomicOr(&wg_atomic_u32, 1u), 3u)].x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(var_1 + arg_2[_wgslsmith_index_u32(1u, 3u)].zyy), var_1)), _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_1.x, var_1.x, arg_1[_wgslsmith_index_u32(0u, 3u)].x, -691f), arg_2[_wgslsmith_index_u32(4294967295u, 3u)], var_0)).x)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(425f, 316f, 1059f, -743f))).wzz))), vec3<f32>(462f, -127f, arg_1[_wgslsmith_index_u32(82549u, 3u)].x));
                    global0 = countOneBits(vec4<i32>(1i, -30100i, i32(-2147483648), max(~vec4<i32>(39109i, 8373i, global0.x, var_2) | vec4<i32>(var_2, -15723i, 1i, 0i), select(vec4<i32>(2147483647i, u_input.a, global0.x, i32(-2147483648)), vec4<i32>(global0.x, -12139i, global0.x, 1i) * vec4<i32>(var_2, var_2, -19952i, 0i), var_0)).x));
                }
                case -1i: {
                    var var_3 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-var_1))).x + arg_2[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, (~26595u * ~60340u) + firstTrailingBit(~vec3<u32>(0u, 16893u, 1u)).x, _wgslsmith_mod_u32(countOneBits(vec2<u32>(1u, 9436u)).x, ~15370u << (~4294967295u % 32u))).old_value, 3u)].x);
                    global1 = array<mat3x4<f32>, 18>();
                    let var_4 = Struct_2(global0.x, true, _wgslsmith_mod_u32(63963u, 41278u));
                    var var_5 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1749f, var_1.x, var_1.x) * _wgslsmith_f_op_vec3_f32(var_1 * vec3<f32>(arg_2[_wgslsmith_index_u32(0u, 3u)].x, 180f, arg_2[_wgslsmith_index_u32(16413u, 3u)].x))) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_2[_wgslsmith_index_u32(var_4.c, 3u)].yyz - arg_2[_wgslsmith_index_u32(var_4.c, 3u)].xyx))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1.x, -530f)) * _wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(18299u, 3u)].xxw))))).yz);
                }
                case 2147483647i: {
                    var var_3 = Struct_2(6188i, !(!(false || arg_0.x)) && true, 1u + 1u);
                    var var_4 = var_1.xy;
                }
                default: {
                }
            }
            while (any(vec4<bool>(false, true, 111f != _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-var_1))).x, var_0))) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                (((global1)[_wgslsmith_index_u32(204u, 18u)])[_wgslsmith_index_u32(select(~(~reverseBits(vec3<u32>(17381u, 92872u, 6176u))), select(vec3<u32>(1u, 1u, 1u), countOneBits(vec3<u32>(1u, 1u, 1u)), arg_0.x) * reverseBits(~vec3<u32>(20031u, 30208u, 34586u)), !select(vec4<bool>(true, false, true, true), select(arg_0, vec4<bool>(arg_0.x, true, arg_0.x, var_0), arg_0), select(arg_0, select(vec4<bool>(var_0, true, false, var_0), arg_0, arg_0), select(arg_0.zzw, vec3<bool>(arg_0.x, var_0, arg_0.x), vec3<bool>(arg_0.x, var_0, false)).x)).wyy).x, 3u)]).x = 531f;
                (global1)[_wgslsmith_index_u32(1u * min(vec3<u32>(1u, 1u, 1u), vec3<u32>(1u, 1u, 1u)).x, 18u)] = global1[_wgslsmith_index_u32(6934u, 18u)];
                var var_3 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(trunc(arg_1[_wgslsmith_index_u32(14298u, 3u)]))), var_1.zx, vec2<bool>(!arg_0.x, true))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1309f, arg_1[_wgslsmith_index_u32(75914u, 3u)].x)) + _wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(4294967295u, 3u)] - arg_1[_wgslsmith_index_u32(29677u, 3u)]))), _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_2[_wgslsmith_index_u32(~6254u, 3u)].x, _wgslsmith_f_op_f32(255f * arg_1[_wgslsmith_index_u32(1u, 3u)].x)) + _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(17654u, 3u)]), vec2<f32>(var_1.x, 177f), select(arg_0, vec4<bool>(false, var_0, true, var_0), arg_0).zw))), vec2<f32>(_wgslsmith_f_op_f32(-607f * 1343f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(30476u, 3u)].x) + -551f))));
            }
            while (select(vec3<bool>(select(select(arg_0, arg_0, true).yz, !select(arg_0.yzy, vec3<bool>(var_0, true, arg_0.x), vec3<bool>(false, arg_0.x, true)).zx, true).x, true, false), arg_0.yzz, arg_0.xzx).x) {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                ((global2)[_wgslsmith_index_u32(~1u, 8u)]).x = ~(~(~17032u));
                global1 = array<mat3x4<f32>, 18>();
            }
            while (36079i > atomicLoad(&wg_atomic_i32)) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                var var_3 = ~(dot(vec3<u32>(1u, 1u, 1u), ~vec3<u32>(75614u, 4294967295u, 761u)) ^ select(atomicAnd(&wg_atomic_u32, 48877u), select(vec2<u32>(0u, 747u), vec2<u32>(34743u, 4294967295u), vec2<bool>(true, var_0)).x, true)) | ~(~(~(~27157u)));
                continue;
            }
            var var_3 = (-vec3<i32>(~global0.x, -1i, 1i) << (countOneBits(vec3<u32>(1u, 1u, 1u)) % vec3<u32>(32u))) ^ firstLeadingBit(_wgslsmith_mod_vec3_i32(firstLeadingBit(vec4<i32>(2147483647i, -16508i, u_input.a, -15236i) ^ vec4<i32>(41962i, 0i, u_input.a, 1i)).xxz, global0.wzz));
        }
    }
    return u_input.a;
}

fn func_3(arg_0: i32) -> i32 {
    switch (0i) {
        case 22221i: {
            if (select(((func_4(vec4<bool>(true, false, true, false), mat3x2<f32>(vec2<f32>(1119f, -2947f), vec2<f32>(549f, 351f), vec2<f32>(-118f, 794f)), mat3x4<f32>(vec4<f32>(-375f, -1000f, -845f, -1000f), vec4<f32>(-1285f, -1537f, 1296f, 726f), vec4<f32>(411f, -178f, 768f, -974f))) & arg_0) & 34371i) > arg_0, true, true)) {
                let var_0 = 4294967295u;
                var var_1 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(237f + _wgslsmith_f_op_f32(386f - 1000f)), 1718f, -664f, _wgslsmith_f_op_f32(-187f)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(625f * -250f)), -247f, vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-689f, -136f, 1430f, -694f))).yy, vec2<f32>(-833f, -667f), true)).x))).xwy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(485f, 447f, -1637f))).x, _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-209f, 345f), vec2<f32>(-192f, -804f), vec2<f32>(1107f, 1005f))).x, -333f) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(983f, -2288f, -1000f), vec3<f32>(719f, -1105f, -1036f)))))));
                let var_2 = true;
                ((global1)[_wgslsmith_index_u32(4294967295u, 18u)])[_wgslsmith_index_u32(4294967295u, 3u)] = vec4<f32>(_wgslsmith_f_op_f32(-507f), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(943f, var_1[_wgslsmith_index_u32(var_0, 2u)].x, 295f), vec3<f32>(-806f, var_1[_wgslsmith_index_u32(16787u, 2u)].x, -545f), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1132f, var_1[_wgslsmith_index_u32(var_0, 2u)].x, var_1[_wgslsmith_index_u32(19829u, 2u)].x), vec3<f32>(1282f, var_1[_wgslsmith_index_u32(var_0, 2u)].x, -710f), false))))), var_1[_wgslsmith_index_u32(40753u, 2u)], _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(0u, 2u)]))).x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(-vec2<f32>(895f, 2261f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_1[_wgslsmith_index_u32(var_0, 2u)].x, -673f))) - _wgslsmith_f_op_vec3_f32(min(_wgslsmith_div_vec3_f32(var_1[_wgslsmith_index_u32(dot(global2[_wgslsmith_index_u32(var_0, 8u)], global2[_wgslsmith_index_u32(4294967295u, 8u)]), 2u)], _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(55568u, 2u)])), var_1[_wgslsmith_index_u32(~(0u << (var_0 % 32u)), 2u)])).x));
                let var_3 = Struct_1(mat4x2<f32>(var_1[_wgslsmith_index_u32(select(vec4<u32>(var_0, 4294967295u & var_0, 42917u, 0u), ~abs(vec4<u32>(var_0, var_0, var_0, 26020u)), var_2).x, 2u)].zy, var_1[_wgslsmith_index_u32(27352u, 2u)].zy, _wgslsmith_f_op_vec3_f32(exp(var_1[_wgslsmith_index_u32(var_0, 2u)])).xx, var_1[_wgslsmith_index_u32(var_0 / var_0, 2u)].zx));
            } else if (true) {
                var var_0 = vec2<f32>(_wgslsmith_f_op_f32(-2456f + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(660f, -1049f))) * -926f)), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(254f, _wgslsmith_f_op_f32(_wgslsmith_div_f32(179f, 553f) + _wgslsmith_f_op_f32(-877f))), vec2<f32>(vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-781f)) + _wgslsmith_f_op_f32(abs(1750f)))), vec2<bool>(true, true))).x);
            } else if (all(vec3<bool>(true, true, true))) {
                let var_0 = true;
                (global0).x = clamp(1i, ~2147483647i, countLeadingZeros(select(~select(vec4<i32>(arg_0, u_input.a, -36067i, i32(-2147483648)), vec4<i32>(1i, -1i, 1i, arg_0), vec4<bool>(true, var_0, false, var_0)), vec4<i32>(atomicMax(&wg_atomic_i32, 53383i), atomicMax(&wg_atomic_i32, 36551i), i32(-2147483648) * u_input.a, 1i), var_0)).x);
                var var_1 = Struct_2(1i, select(vec4<bool>(select(vec2<bool>(true, true), vec2<bool>(var_0, true), var_0).x, true, true, true), select(select(!vec4<bool>(var_0, false, true, var_0), vec4<bool>(true, var_0, var_0, true), !var_0), vec4<bool>(var_0 != false, select(vec2<bool>(false, true), vec2<bool>(var_0, var_0), vec2<bool>(true, var_0)).x, true, true), var_0 || true), vec4<bool>(false, false, select(!vec4<bool>(false, var_0, var_0, false), select(vec4<bool>(var_0, false, false, var_0), vec4<bool>(var_0, var_0, true, false), false), false).x, !select(vec2<bool>(var_0, false), vec2<bool>(true, var_0), vec2<bool>(false, var_0)).x)).x, 1u);
            }
            (((global1)[_wgslsmith_index_u32(insertBits(vec3<u32>(1u, ~(~75227u * dot(global2[_wgslsmith_index_u32(48531u, 8u)], global2[_wgslsmith_index_u32(39392u, 8u)])), ~atomicCompareExchangeWeak(&wg_atomic_u32, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 1u).old_value, ~4294967295u).old_value), vec3<u32>(1u, 1u, 1u), ~(~0u), 0u).x, 18u)])[_wgslsmith_index_u32(22096u, 3u)]).x = _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(vec3<f32>(1f, 1f, 1f).x, 1000f, 661f, _wgslsmith_f_op_vec2_f32(min(vec2<f32>(188f, -1182f), vec2<f32>(-117f, 871f))).x))).ywy)).x));
            var var_0 = arg_0;
            let var_1 = vec4<bool>(true, true, true, true);
            let var_2 = vec2<i32>(~countTrailingZeros(arg_0), min(sign(~_wgslsmith_mod_vec4_i32(vec4<i32>(1799i, u_input.a, u_input.a, -1i), vec4<i32>(-13020i, global0.x, u_input.a, global0.x))), vec4<i32>(max(global0.yxy, ~vec3<i32>(global0.x, global0.x, -24251i)).x, arg_0, global0.x, ~(-8469i) / -u_input.a)).x);
        }
        case 25280i: {
            let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1f, 1f, 1f, 1f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1256f, -1601f, -604f, -1171f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(649f, -1687f, 479f, -1153f) * vec4<f32>(1520f, 631f, 555f, 458f)))) * vec4<f32>(_wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-(-177f)), 867f)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(269f, 324f, -1259f, -592f))).x, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(vec3<f32>(-800f, -2345f, -878f) - vec3<f32>(1000f, 222f, -688f)))).x, _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(588f, 1000f, 343f), _wgslsmith_div_vec3_f32(vec3<f32>(-1400f, -294f, -512f), vec3<f32>(1774f, -758f, 1000f)), vec4<f32>(1f, 1f, 1f, 1f).wxz)).x)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(275f, -349f, -1816f, -2593f)), vec4<f32>(_wgslsmith_f_op_f32(-2141f), _wgslsmith_f_op_f32(func_5(Struct_1(mat4x2<f32>(vec2<f32>(938f, 1971f), vec2<f32>(-451f, -374f), vec2<f32>(1000f, 180f), vec2<f32>(-931f, -1671f))), Struct_2(arg_0, false, 4294967295u), vec4<bool>(false, false, true, true))), -3075f, 494f))), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1745f, -2004f, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-1554f, 122f, -936f, 2302f))).x))), vec4<bool>(true, true, true, true))), vec4<f32>(1f, 1f, 1f, 1f));
            for (var var_1 = 20177i; ; ) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var var_2 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(ceil(var_0[_wgslsmith_index_u32(0u, 4u)].zz)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(89843u, 4u)].wz * vec2<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(53713u, 4u)].x)) + _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(6751u, 4u)].x, 1416f))).zx)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(2178f, var_0[_wgslsmith_index_u32(34036u, 4u)].x) + var_0[_wgslsmith_index_u32(0u, 4u)].ww)), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(9667u, 4u)].x, 1556f)), vec2<f32>(749f, var_0[_wgslsmith_index_u32(12640u, 4u)].x), vec2<bool>(true, true)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-534f * -572f), _wgslsmith_f_op_f32(-(-255f))))));
                var var_3 = Struct_1(mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(4294967295u, 4u)].yw * var_0[_wgslsmith_index_u32(58833u, 4u)].xx), _wgslsmith_f_op_vec2_f32(var_2.a[_wgslsmith_index_u32(77032u, 4u)] - var_0[_wgslsmith_index_u32(410u, 4u)].zy), var_2.a[_wgslsmith_index_u32(countLeadingZeros(1u), 4u)])).x, 580f), var_2.a[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, atomicLoad(&wg_atomic_u32)), 4u)], _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(var_2.a[_wgslsmith_index_u32(~100572u, 4u)]))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(var_0[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(var_2.a[_wgslsmith_index_u32(0u, 4u)].x, var_2.a[_wgslsmith_index_u32(43567u, 4u)].x, 911f, 774f)))))).xz));
            }
            loop {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                global0 = vec4<i32>(-1i, countLeadingZeros(atomicExchange(&wg_atomic_i32, arg_0) * -global0.x) * arg_0, -28236i, 0i);
                break;
            }
            var var_1 = Struct_2(global0.x, select(vec3<bool>(any(vec3<bool>(true, true, true)), true, true), select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, 37687u, 1u).exchanged & (arg_0 > u_input.a)), vec3<bool>(true, true, true)).x, 16205u);
        }
        default: {
            switch (1i) {
                case 1i: {
                    var var_0 = _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-1591f, _wgslsmith_f_op_f32(-981f - _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-2334f, 2714f))).x, _wgslsmith_f_op_f32(-1550f - 284f), -1086f))), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(926f, _wgslsmith_f_op_f32(754f + 1000f), _wgslsmith_div_f32(-1680f, 426f)))).x, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(495f, 244f, -181f, -538f) - vec4<f32>(-336f, -201f, 1000f, -1670f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1075f, -494f, -637f, -967f))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(2047f, 1889f, 114f, 502f))), vec4<f32>(-1104f, 940f, -717f, -289f)))).x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(-991f, _wgslsmith_f_op_vec2_f32(round(vec2<f32>(-191f, 420f))).x, _wgslsmith_f_op_f32(-(-125f)), _wgslsmith_f_op_f32(-(-486f))) - _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(vec4<f32>(-2106f, 2217f, -1319f, 672f), vec4<f32>(1087f, 229f, -1771f, 1171f))))))), vec4<f32>(1f, 1f, 1f, 1f)));
                    let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.x) * _wgslsmith_f_op_f32(var_0.x * 969f)), _wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-(-1707f)), _wgslsmith_f_op_f32(-var_0.x), var_0.x))) * _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_0.x, var_0.x, var_0.x, var_0.x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -1239f, -267f, var_0.x)))))).zxw), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(555f, var_0.x, var_0.x, -163f))).yww) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0.yxz))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(var_0.x + -1188f), var_0.x, _wgslsmith_f_op_f32(-(-1991f))))));
                }
                default: {
                    var var_0 = vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(442f, 917f, -1041f, 714f)))).x - _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(-(-140f))))) * _wgslsmith_f_op_f32(clamp(1311f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1372f))), -1000f))), -255f, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1300f, -565f, -472f) - vec3<f32>(432f, 324f, 966f)) * vec3<f32>(1f, 1f, 1f))), vec3<f32>(_wgslsmith_f_op_f32(-415f + _wgslsmith_f_op_f32(floor(1278f))), _wgslsmith_f_op_f32(sign(390f)), _wgslsmith_f_op_f32(vec3<f32>(1f, 1f, 1f).x * -1310f)))).x, _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-256f, 1775f, 1869f, 461f)))).yyy)).x);
                    let var_1 = Struct_2(-1i, false, 42503u);
                    (global0).x = global0.x - atomicMin(&wg_atomic_i32, 2625i | u_input.a);
                }
            }
        }
    }
    if (!select(vec4<bool>(true, true, true, true).www, vec3<bool>(true, vec2<bool>(true, true).x, true), select(vec3<bool>(true, true, true), vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, global0.x, -1i).exchanged, true, true), vec3<bool>(true, true, true))).x) {
        loop {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1441f))), -614f, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(428f, 986f, -592f, 234f))).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-789f, -1000f))))), vec4<f32>(_wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-799f))) - -1918f), -349f, _wgslsmith_f_op_f32(-vec4<f32>(1f, 1f, 1f, 1f).x)));
            continuing {
                break if any(vec3<bool>(true, true, true));
            }
        }
    }
    switch (global0.x) {
        case i32(-2147483648): {
            ((global2)[_wgslsmith_index_u32(~reverseBits(_wgslsmith_mod_vec3_u32(vec3<u32>(~51879u, ~0u, 35422u), vec4<u32>(1u, 1u, 1u, 1u).yxz)).x, 8u)]).x = 1u;
            loop {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                break;
            }
            let var_0 = ~arg_0;
            let var_1 = vec4<f32>(_wgslsmith_f_op_f32(-1287f), _wgslsmith_f_op_f32(-296f * _wgslsmith_f_op_f32(-740f)), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1374f)), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(-1503f, 420f, -1252f), vec3<f32>(-750f, 2831f, 967f))).x, _wgslsmith_f_op_f32(-(-902f))))), 1535f);
        }
        case -1i: {
        }
        case 17657i: {
            let var_0 = 0i + ~(-u_input.a);
            var var_1 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-582f, -627f) * vec2<f32>(950f, -1030f)) - vec2<f32>(116f, 1539f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(-1000f, 273f) + vec2<f32>(238f, 146f))) * vec2<f32>(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1064f, -770f, 777f), vec3<f32>(605f, 1188f, 153f))).x, _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(1122f, -1500f))).x)), vec2<f32>(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1250f, 1225f, -206f, 1964f), vec4<f32>(-1196f, -1035f, 1678f, 1741f))).yzw)).x, _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1085f, -1411f, -655f, -826f)))).x), _wgslsmith_f_op_vec2_f32(vec2<f32>(588f, _wgslsmith_f_op_f32(-2197f + 656f)) * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(219f, 110f) - vec2<f32>(2079f, -266f)) + _wgslsmith_f_op_vec2_f32(vec2<f32>(372f, -223f) + vec2<f32>(212f, -1543f))))));
            let var_2 = vec4<bool>(false, -1081f == _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(var_1.a[_wgslsmith_index_u32(1u, 4u)].x + var_1.a[_wgslsmith_index_u32(0u, 4u)].x), 413f)), true, true);
        }
        default: {
            global2 = array<vec2<u32>, 8>();
            let var_0 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_div_vec4_f32(vec4<f32>(348f, _wgslsmith_f_op_f32(-290f * 1573f), 738f, _wgslsmith_f_op_f32(select(-444f, -1000f, true))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1f, 1f, 1f, 1f))))).zww, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-588f, 415f))).x, 1000f, 161f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-335f, _wgslsmith_f_op_f32(1000f - -167f), _wgslsmith_f_op_f32(-(-1000f))))), vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-887f, -617f, -1000f, 1897f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1132f, 374f, -424f, 1000f)), vec4<bool>(true, true, true, true))).zz, _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-1000f, 1513f), vec2<f32>(1f, 1f), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-1008f, -1698f))))), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(424f, -1947f, 764f) + vec3<f32>(1305f, -162f, -2537f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(-480f, -691f, -2203f) + vec3<f32>(247f, -1577f, -1369f)), vec3<bool>(true, true, true))).xx)).x, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(_wgslsmith_f_op_f32(671f + -1427f), _wgslsmith_f_op_f32(205f * 1226f), 1283f), vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1223f, -769f, -818f, 1000f))).x, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(911f, -2221f, -1000f), vec3<f32>(970f, -733f, -398f))).x, vec3<f32>(1f, 1f, 1f).x))).x, 1744f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(890f, -1000f, 159f)) - _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-464f, -685f, -727f, 112f))).wyw)) * _wgslsmith_f_op_vec3_f32(min(vec3<f32>(1f, 278f, _wgslsmith_f_op_f32(-(-635f))), _wgslsmith_f_op_vec3_f32(ceil(vec4<f32>(1f, 1f, 1f, 1f).yzz))))));
            let var_1 = mat4x4<f32>(vec4<f32>(-432f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(1u, 4u)].x, -1105f))), 1317f, var_0[_wgslsmith_index_u32(1u, 4u)].x), vec4<f32>(-1000f, var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(vec3<u32>(1u, 1u, 1u).x, countOneBits(~vec3<u32>(0u, 87575u, 7767u)).x), 4u)].x, _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 4294967295u + 0u), 4u)].x, var_0[_wgslsmith_index_u32(25929u, 4u)].x), -2112f), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1431f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(103430u, 4u)].x - -1000f), -2288f, 1161f))))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(3294u, 4u)].x), _wgslsmith_f_op_f32(-544f), -178f) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(var_0[_wgslsmith_index_u32(55935u, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -662f, var_0[_wgslsmith_index_u32(62127u, 4u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(9079u, 4u)].x, 1393f, var_0[_wgslsmith_index_u32(21129u, 4u)].x))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(52985u, 4u)].x, 1792f, var_0[_wgslsmith_index_u32(17823u, 4u)].x, var_0[_wgslsmith_index_u32(21471u, 4u)].x)))))));
            let var_2 = _wgslsmith_f_op_f32(657f * 142f);
            loop {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                var var_3 = ~0u;
                continuing {
                    break if any(select(!vec2<bool>(arg_0 == arg_0, atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 5460u).exchanged), vec2<bool>(true, true), true));
                }
            }
        }
    }
    for (var var_0 = 2147483647i; true; var_0 -= 1i) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        var var_1 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-947f, 706f, -109f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(1296f, 1180f, -563f) - vec3<f32>(689f, 664f, -1946f)), vec3<bool>(true, true, true))).zy, _wgslsmith_f_op_vec2_f32(fract(vec4<f32>(1f, 1f, 1f, 1f).zy)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(-1389f, -332f), vec2<f32>(938f, -1000f)))), vec2<f32>(vec4<f32>(1f, 1f, 1f, 1f).x, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, 1096f, 375f)))).x)));
    }
    ((global2)[_wgslsmith_index_u32(~(~1u), 8u)]).x = ~((atomicMin(&wg_atomic_u32, ~1u) & 12640u) - 1u);
    return ~global0.x - -((16683i - select(global0.zw, global0.wz, true).x) | vec3<i32>(1i, 1i, 1i).x);
}

fn func_2(arg_0: i32) -> vec3<bool> {
    if (true) {
        switch (0i) {
            case i32(-2147483648): {
            }
            case -62319i: {
                let var_0 = Struct_1(mat4x2<f32>(vec2<f32>(1f, 1f), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-436f, -509f, -163f))).x), _wgslsmith_f_op_f32(-(-780f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1101f, 1112f, -320f, 1038f)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1292f, -392f, 1000f, 1264f))))).zz - _wgslsmith_f_op_vec2_f32(vec4<f32>(1f, 1f, 1f, 1f).xz + _wgslsmith_f_op_vec2_f32(vec2<f32>(892f, 639f) + vec2<f32>(-490f, -1714f)))), vec2<f32>(_wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-385f, 303f, 1206f))).x)), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(-1106f, 1559f))).x)));
                let var_1 = var_0;
                let var_2 = _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(var_1.a[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, max(vec4<u32>(0u, 22875u, 0u, 1u), vec4<u32>(0u, 1u, 21625u, 68793u)).x * (1u + 29118u)), 4u)] + var_0.a[_wgslsmith_index_u32(countOneBits(countTrailingZeros(vec2<u32>(55594u, 4294967295u)).x), 4u)]), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(1u, 4u)].x) * _wgslsmith_f_op_f32(-781f - var_1.a[_wgslsmith_index_u32(26262u, 4u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-126f)))));
                let var_3 = all(select(vec4<bool>(true, true, true, true), vec4<bool>(var_0.a[_wgslsmith_index_u32(1u, 4u)].x != _wgslsmith_f_op_f32(1869f + 655f), vec2<bool>(true, true).x, _wgslsmith_mod_i32(arg_0, -63066i) == _wgslsmith_mod_i32(34470i, -8241i), true), true).wx);
                var var_4 = Struct_2(~(~max(global0.zz >> (global2[_wgslsmith_index_u32(4294967295u, 8u)] % vec2<u32>(32u)), -vec2<i32>(arg_0, -1i)).x), true, 76529u);
            }
            case -17693i: {
                global2 = array<vec2<u32>, 8>();
                (((global1)[_wgslsmith_index_u32(1u, 18u)])[_wgslsmith_index_u32(countLeadingZeros(1u), 3u)]).x = _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-980f, 344f, -1389f, -1207f))))))).x;
                let var_0 = (min(~(3286u + 49186u), 4294967295u) * reverseBits(countOneBits(~vec4<u32>(4294967295u, 1u, 1u, 33424u)).xxz).x) - atomicXor(&wg_atomic_u32, _wgslsmith_mod_u32((53195u - 7007u) - ~9265u, countTrailingZeros(firstTrailingBit(vec4<u32>(91947u, 0u, 1u, 15254u))).x));
                let var_1 = 2242f;
                var var_2 = Struct_2(-1i, true, var_0);
            }
            default: {
                (((global1)[_wgslsmith_index_u32(firstTrailingBit(~global2[_wgslsmith_index_u32(insertBits(~(vec3<u32>(51765u, 44404u, 1469u) * vec3<u32>(4294967295u, 89941u, 60283u)), ~(~vec3<u32>(1u, 53813u, 4294967295u)), _wgslsmith_mod_u32(min(vec2<u32>(36868u, 1u), global2[_wgslsmith_index_u32(13440u, 8u)]).x, min(vec3<u32>(1u, 120922u, 4294967295u), vec3<u32>(15655u, 4294967295u, 0u)).x), countOneBits(min(1u, 0u))).x, 8u)]).x, 18u)])[_wgslsmith_index_u32(~(~(~dot(vec2<u32>(1u, 70382u), vec2<u32>(4294967295u, 8529u)))), 3u)]).x = _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1f, 1f, 1f, 1f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-994f, -219f, -399f, -1470f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-696f, 1000f, -730f, -102f)), vec4<bool>(true, true, true, true))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-501f, 1850f, -1613f, -861f)))))))).x;
                let var_0 = global0.yy - vec2<i32>(-vec3<i32>(1i, 1i, 1i).x, _wgslsmith_mod_i32(-2045i, (1i | u_input.a) / global0.x));
                (((global1)[_wgslsmith_index_u32(~(0u + ~(~62465u)), 18u)])[_wgslsmith_index_u32(~countOneBits(vec3<u32>(~41187u / (4294967295u + 0u), 46703u + (12031u * 20926u), countOneBits(31542u * 21862u))).x, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(-838f, -624f), vec2<f32>(-282f, 252f))), _wgslsmith_div_f32(645f, 689f), 1f, _wgslsmith_f_op_f32(-124f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(694f, 1280f, -293f, -468f)) + vec4<f32>(-385f, -457f, 3251f, 594f)))).x));
            }
        }
        let var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1148f + 639f)), vec4<f32>(1f, 1f, 1f, 1f).x) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-1251f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1329f, 674f, -180f, -527f))).x))), vec2<f32>(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(_wgslsmith_f_op_f32(779f + 634f), _wgslsmith_div_f32(2416f, -490f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(150f, 208f)) - vec4<f32>(1f, 1f, 1f, 1f).xx))).x, _wgslsmith_f_op_f32(532f - _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-782f, -747f, 706f))).yx)).x)));
        var var_1 = Struct_2(sign(clamp(vec2<i32>(-(-35999i), -arg_0), -max(global0.xyx, vec3<i32>(global0.x, u_input.a, 1i)).yy, vec2<i32>(-(-20021i), -24378i)).x), false, select(global2[_wgslsmith_index_u32(1u, 8u)], vec2<u32>(1u, 1u), vec2<bool>(true, false)).x);
    } else {
        let var_0 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-125f, 1670f, 1276f, 201f), _wgslsmith_div_vec4_f32(vec4<f32>(828f, -272f, 1577f, -450f), vec4<f32>(1261f, -1000f, 529f, 1039f)))))).xx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-427f, 322f, -793f, -232f))).wy), true)).x - _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(-624f, -723f), vec2<f32>(-306f, 613f))).x, 122f, _wgslsmith_f_op_f32(-276f - 2034f), _wgslsmith_f_op_f32(346f - 1000f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(745f, -1000f, -518f, -467f) + vec4<f32>(-335f, -1652f, 479f, 1016f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(2859f, 1477f, -393f, 280f) + vec4<f32>(1193f, 1007f, -254f, -765f))))).x * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1343f + -790f) * _wgslsmith_f_op_f32(floor(-1644f))))));
        let var_1 = ((vec4<i32>(u_input.a << (32238u % 32u), atomicAnd(&wg_atomic_i32, 15771i), ~arg_0, 1i) & (select(vec4<i32>(1i, 0i, i32(-2147483648), arg_0), vec4<i32>(arg_0, arg_0, 2147483647i, -40359i), vec4<bool>(true, true, false, false)) << (vec4<u32>(38216u, 44727u, 15178u, 11522u) % vec4<u32>(32u)))) >> (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u))) >> ((max(firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u)), ~abs(vec4<u32>(18065u, 1u, 76272u, 1u))) - (vec4<u32>(1u, 1u, 1u, 1u) & vec4<u32>(select(global2[_wgslsmith_index_u32(12441u, 8u)], vec2<u32>(0u, 0u), vec2<bool>(true, true)).x, 19268u, 1u, 0u * 0u))) % vec4<u32>(32u));
        let var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(613f, 1088f, var_0)) + vec3<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(var_0, -473f), vec2<f32>(823f, -1650f))), var_0, -752f)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-1517f, 1000f, -568f, -580f))).wzz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(699f, -1072f, -1371f)))) - _wgslsmith_f_op_vec3_f32(min(_wgslsmith_div_vec3_f32(vec3<f32>(var_0, -1040f, 838f), _wgslsmith_div_vec3_f32(vec3<f32>(-168f, var_0, var_0), vec3<f32>(-416f, 1249f, 465f))), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-1000f, 538f, 213f)))))));
        switch (~atomicCompareExchangeWeak(&wg_atomic_i32, 2147483647i, -global0.x).old_value) {
            default: {
            }
        }
    }
    if (true) {
        loop {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            var var_0 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(-951f)));
            global1 = array<mat3x4<f32>, 18>();
            let var_1 = Struct_2(1i, !select(vec2<bool>((u_input.a < 1i), true), vec3<bool>(true, true, true).yz, all(vec4<bool>(true, true, true, true))).x, ~abs(~global2[_wgslsmith_index_u32(4294967295u, 8u)]).x - countLeadingZeros(~vec2<u32>(4964u, 1u)).x);
            var_0 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(264f, 1365f, -1751f, 1094f))))).x - _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(-468f, 220f) + vec2<f32>(134f, -2534f))))).x));
        }
        while (!any(!vec4<bool>(true, true, true, atomicCompareExchangeWeak(&wg_atomic_i32, global0.x, -4105i).exchanged))) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            break;
        }
        switch (clamp(-(-global0.zz) << (~(~global2[_wgslsmith_index_u32(0u, 8u)]) % vec2<u32>(32u)), _wgslsmith_mod_vec2_i32(global0.zz, vec2<i32>(-61812i, reverseBits(39042i))), ~global0.yy).x << (clamp(~vec4<u32>(1u, 1u, 1u, 1u) << (vec4<u32>(35990u + 4294967295u, vec4<u32>(1u, 1u, 1u, 1u).x, atomicExchange(&wg_atomic_u32, 41076u), 16110u) % vec4<u32>(32u)), insertBits(vec4<u32>(countOneBits(vec3<u32>(4523u, 4294967295u, 1u)).x, atomicMin(&wg_atomic_u32, 0u), 27085u, 72306u), vec4<u32>(0u, 4294967295u, 1u, 45905u) >> (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u)), atomicOr(&wg_atomic_u32, 1u), atomicMax(&wg_atomic_u32, 46088u) / 70918u), vec4<u32>(1u, 1u, 1u, 1u)).x % 32u)) {
            case i32(-2147483648): {
                var var_0 = _wgslsmith_mod_i32(dot(countTrailingZeros(-vec4<i32>(-77643i, arg_0, 1i, global0.x)), -vec4<i32>(1i, 1i, 1i, 1i)) | sign(_wgslsmith_mod_vec3_i32(vec3<i32>(global0.x, global0.x, u_input.a), vec3<i32>(-10807i, arg_0, 5898i))).x, u_input.a);
                var var_1 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-1566f, -1506f))) * _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-288f, 677f, 804f))).xx) + vec2<f32>(_wgslsmith_f_op_f32(-(-197f)), _wgslsmith_f_op_f32(857f * 2542f))), _wgslsmith_f_op_vec2_f32(-vec3<f32>(1f, 1f, 1f).xz), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(func_5(Struct_1(mat4x2<f32>(vec2<f32>(-2397f, -896f), vec2<f32>(508f, 168f), vec2<f32>(-861f, 559f), vec2<f32>(1438f, 637f))), Struct_2(0i, false, 22929u), vec4<bool>(false, true, false, true))), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-312f, 728f, 294f))).x) + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(2598f, -769f) * vec2<f32>(1677f, -703f)) - _wgslsmith_f_op_vec2_f32(vec2<f32>(1985f, -811f) - vec2<f32>(-2369f, 555f)))), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(440f, 166f, 457f, -1796f), vec4<f32>(-1098f, 413f, 1615f, -420f))).x, _wgslsmith_f_op_f32(trunc(-1000f))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(675f, 413f)))));
                var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.a[_wgslsmith_index_u32(22324u, 4u)].x, 1456f, var_1.a[_wgslsmith_index_u32(1u, 4u)].x, 1516f) - vec4<f32>(var_1.a[_wgslsmith_index_u32(8538u, 4u)].x, var_1.a[_wgslsmith_index_u32(55690u, 4u)].x, 440f, 1676f))), vec4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_1.a[_wgslsmith_index_u32(44054u, 4u)].x, var_1.a[_wgslsmith_index_u32(29031u, 4u)].x, var_1.a[_wgslsmith_index_u32(15020u, 4u)].x, -714f), vec4<f32>(925f, var_1.a[_wgslsmith_index_u32(4294967295u, 4u)].x, var_1.a[_wgslsmith_index_u32(0u, 4u)].x, -128f))).x, _wgslsmith_f_op_vec2_f32(max(var_1.a[_wgslsmith_index_u32(1u, 4u)], var_1.a[_wgslsmith_index_u32(0u, 4u)])).x, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(2153f, var_1.a[_wgslsmith_index_u32(0u, 4u)].x), var_1.a[_wgslsmith_index_u32(1u, 4u)], vec2<bool>(false, true))).x, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(-330f, 663f, 730f))).x))).yw)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1225f, var_1.a[_wgslsmith_index_u32(0u, 4u)].x, 680f, var_1.a[_wgslsmith_index_u32(36160u, 4u)].x), vec4<f32>(-779f, 618f, 740f, var_1.a[_wgslsmith_index_u32(74291u, 4u)].x))) * _wgslsmith_f_op_vec4_f32(min(vec4<f32>(var_1.a[_wgslsmith_index_u32(4294967295u, 4u)].x, -519f, var_1.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 519f), vec4<f32>(var_1.a[_wgslsmith_index_u32(0u, 4u)].x, 818f, 323f, 461f)))) + vec4<f32>(-1891f, -975f, _wgslsmith_f_op_f32(118f + -1083f), 483f)))).zz, vec2<f32>(var_1.a[_wgslsmith_index_u32(~(~0u + 1u), 4u)].x, var_1.a[_wgslsmith_index_u32(min(countTrailingZeros(vec3<u32>(0u, 0u, 23921u) - vec3<u32>(1u, 1u, 4790u)), firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u).xzx)).x, 4u)].x));
            }
            case 0i: {
                (global2)[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(1u, clamp(vec3<u32>(1u, 1u, 1u), _wgslsmith_mod_vec3_u32(vec3<u32>(8606u, 59205u, 4294967295u), vec3<u32>(4294967295u, 52414u, 4294967295u)), vec3<u32>(47479u, 37792u, 4294967295u)).x, ~17906u * 1u, 72935u)).x - 1u, 8u)] = min(~countOneBits(vec4<u32>(1u, 1u, 1u, 1u)).xyw / ~(vec3<u32>(1u, 1u, 1u) - ~vec3<u32>(0u, 1u, 20341u)), firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u)).wyw).yz;
                let var_0 = 533f;
                (global0).x = arg_0;
                var var_1 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0, 1110f)) - vec2<f32>(var_0, 969f))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-369f), var_0) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0, var_0)))), vec2<f32>(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(dot(vec2<f32>(647f, 691f), vec2<f32>(var_0, 103f))))), 456f), vec2<f32>(var_0, var_0)));
            }
            case 1i: {
                let var_0 = global1[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(~1u - 12439u, dot(global2[_wgslsmith_index_u32(4294967295u, 8u)], global2[_wgslsmith_index_u32(38027u, 8u)]))).x * 53433u, 18u)];
            }
            default: {
                var var_0 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(103f, -1000f, 1065f), vec3<f32>(-118f, -1046f, -524f))), _wgslsmith_div_vec3_f32(vec3<f32>(1334f, -212f, -435f), _wgslsmith_div_vec3_f32(vec3<f32>(747f, 238f, 252f), vec3<f32>(-1265f, -672f, -306f))))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-610f, 866f, 400f, 452f))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-412f, -1052f, 146f, 163f))))))).x, _wgslsmith_div_f32(-1000f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(279f, 303f))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1267f, -366f, -642f, -464f))).x, _wgslsmith_f_op_f32(-369f), _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(565f, -120f))).x, 663f))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1f, _wgslsmith_f_op_f32(728f - 430f), _wgslsmith_f_op_f32(-381f + 1397f), _wgslsmith_f_op_f32(-1515f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1f, 1f, 1f, 1f)))));
                ((global1)[_wgslsmith_index_u32(~reverseBits(61838u), 18u)])[_wgslsmith_index_u32(0u, 3u)] = vec4<f32>(899f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u / (93485u - 19189u), 3u)].x)), var_0[_wgslsmith_index_u32(extractBits(vec3<u32>(firstLeadingBit(vec4<u32>(28920u, 13030u, 1u, 0u)).x, 1u, 4294967295u + 29548u), 27270u << (~4294967295u % 32u), atomicAdd(&wg_atomic_u32, 0u)).x & extractBits(max(vec4<u32>(1u, 1u, 1u, 1u), min(vec4<u32>(0u, 1u, 17260u, 4294967295u), vec4<u32>(4934u, 0u, 4294967295u, 1u))).zyx, vec2<u32>(1u, 1u).x, atomicOr(&wg_atomic_u32, 28500u) >> (countTrailingZeros(21575u) % 32u)).x, 3u)].x, var_0[_wgslsmith_index_u32(~1u, 3u)].x);
            }
        }
        switch (global0.x & (global0.x + global0.x)) {
            case 8682i: {
                global2 = array<vec2<u32>, 8>();
                var var_0 = Struct_2(1i, vec3<bool>(true, true, true).x, ~vec4<u32>(1u, 1u, 1u, 1u).x);
                global0 = -vec4<i32>(var_0.a, countTrailingZeros(vec2<i32>(338i, 0i) + global0.yy).x ^ arg_0, 2147483647i, -1i ^ firstLeadingBit(countTrailingZeros(vec4<i32>(-26791i, -4597i, var_0.a, 0i))).x);
                (var_0).c = var_0.c;
                var var_1 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-2757f)), _wgslsmith_div_f32(-193f, -640f))), _wgslsmith_f_op_f32(-(-1503f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-990f, -1412f), _wgslsmith_div_vec2_f32(vec2<f32>(-452f, 127f), vec2<f32>(-2647f, -1000f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1354f, -406f)))) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-140f, 392f, -551f), vec3<f32>(-437f, 831f, 871f))).xx)) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-242f, 448f)))));
            }
            default: {
                global0 = ~(~(-vec4<i32>(2147483647i, u_input.a, 0i, global0.x)) & vec4<i32>(u_input.a, ~global0.x, -global0.x, select(vec4<i32>(u_input.a, arg_0, 1i, u_input.a), vec4<i32>(global0.x, arg_0, arg_0, global0.x), vec4<bool>(false, true, true, false)).x)) * vec4<i32>(1i, 1i, 1i, 1i);
                ((global2)[_wgslsmith_index_u32(43779u, 8u)]).x = 1u;
                ((global2)[_wgslsmith_index_u32(0u, 8u)]).x = 1u;
                (global1)[_wgslsmith_index_u32(~4294967295u, 18u)] = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(193f, 1216f, 722f, -1072f) * vec4<f32>(-429f, -773f, 1693f, 677f))))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f) - vec4<f32>(_wgslsmith_f_op_f32(951f + 499f), 1000f, -1533f, _wgslsmith_f_op_f32(-820f)))), vec4<f32>(_wgslsmith_f_op_f32(128f - _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(827f, 103f, 1960f, -1627f), vec4<f32>(1000f, -669f, 1603f, 1514f), vec4<bool>(false, true, false, false))))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f * -337f) - _wgslsmith_f_op_f32(min(561f, 493f)))), 2224f, _wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_div_f32(-548f, 186f), -1640f))).x), vec4<f32>(1544f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(step(_wgslsmith_div_f32(684f, -508f), _wgslsmith_div_f32(-1990f, -765f))) * _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-573f, -423f, -297f)))).x), _wgslsmith_div_f32(275f, 881f), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1367f, -1000f, -362f, -687f)) - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(583f, 732f, 643f, -2446f)))))).x));
                return vec4<bool>(true, true, true, true).www;
            }
        }
    } else if (!(atomicCompareExchangeWeak(&wg_atomic_u32, atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 0u / 26329u).old_value, 0u).exchanged && true)) {
        loop {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            break;
        }
        while (true) {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            var var_0 = _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2361f, 489f, -766f, -970f)) - vec4<f32>(1f, 1f, 1f, 1f))) * vec4<f32>(1144f, 2307f, _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-127f, -684f, -1085f))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-298f) - _wgslsmith_f_op_f32(-398f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-794f, 1503f, -492f, 384f))))))));
            break;
        }
        while (!atomicCompareExchangeWeak(&wg_atomic_i32, global0.x, max((vec3<i32>(2147483647i, u_input.a, 0i) - global0.xyy) ^ global0.yww, ~(-global0.zxx)).x).exchanged) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            ((global2)[_wgslsmith_index_u32(18332u, 8u)]).x = atomicMin(&wg_atomic_u32, insertBits(vec3<u32>(1u, 1u, 1u).zz * vec2<u32>(4294967295u, 4271u), ~(global2[_wgslsmith_index_u32(4294967295u, 8u)] >> (vec2<u32>(37382u, 4294967295u) % vec2<u32>(32u))), ~(~67802u), atomicMax(&wg_atomic_u32, 1u)).x >> (~(~countOneBits(vec3<u32>(23708u, 52849u, 1u)).x) % 32u));
            var var_0 = vec4<f32>(229f, 1f, -1353f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1000f + -1362f)))));
            continue;
        }
        var var_0 = vec2<bool>(true, false);
        var var_1 = Struct_2(~_wgslsmith_mod_i32(firstTrailingBit(u_input.a), atomicMax(&wg_atomic_i32, 13638i)), all(vec3<bool>(var_0.x, select(!vec3<bool>(var_0.x, var_0.x, var_0.x), vec3<bool>(false, var_0.x, var_0.x), !var_0.x).x, false)), ~(0u + 26916u));
    } else {
        (global0).x = ~(~(0i * -13475i));
        var var_0 = _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1f, 1f, 1f, 1f))).xzx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-282f))), -256f, _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(637f, -541f, -900f), vec3<f32>(954f, 2266f, 348f))).x))))));
        let var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1610f, 646f, var_0.x, 161f))) - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(397f, var_0.x, var_0.x, -818f)))))), vec4<f32>(_wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, 1458f, -720f)))).xy, _wgslsmith_f_op_vec2_f32(vec2<f32>(494f, var_0.x) + _wgslsmith_f_op_vec2_f32(var_0.yz - var_0.zx)))).x, _wgslsmith_f_op_f32(sign(2499f)), var_0.x));
    }
    global2 = array<vec2<u32>, 8>();
    loop {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        let var_0 = 159f;
        loop {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            ((global1)[_wgslsmith_index_u32(~1u, 18u)])[_wgslsmith_index_u32(4294967295u << (0u % 32u), 3u)] = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(470f, 384f, var_0, -865f) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-339f, var_0, var_0, 1106f))))));
            let var_1 = var_0;
            var var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(490f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0)), _wgslsmith_f_op_f32(-270f + _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_1, 386f, -963f, 202f))).x), _wgslsmith_f_op_f32(-var_0)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, -432f, var_1, var_0), vec4<f32>(-1204f, var_0, 2194f, 552f), true)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_1, -1000f, var_1, var_0), vec4<f32>(-982f, var_1, 671f, var_0), false)), true))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0, -1389f, var_0, 1833f))) + vec4<f32>(var_0, -1696f, var_0, -1000f))))));
            let var_3 = select(!select(vec4<bool>(any(vec2<bool>(false, false)), false, true, true), vec4<bool>(true, 1236f >= var_0, 1262f >= var_0, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, vec3<bool>(true, true, true).x, false, _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0, 983f, var_2[_wgslsmith_index_u32(0u, 3u)].x, -901f))).x <= _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(clamp(var_2[_wgslsmith_index_u32(82743u, 3u)].wzz, vec3<f32>(var_0, -1000f, -563f), vec3<f32>(var_0, var_0, -1000f))).x, _wgslsmith_f_op_f32(var_0 - -1400f))), -39642i == -(arg_0 & 2147483647i));
        }
    }
    while (true) {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        var var_0 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, 1000f, 1268f, -390f)))).x * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(284f * -1789f) - _wgslsmith_f_op_f32(-(-397f)))), _wgslsmith_f_op_vec2_f32(max(vec2<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(717f, 478f), vec2<f32>(592f, -1000f), vec2<bool>(true, false))).x, _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(-238f, 1000f))).x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(904f, 1269f)))))).x, _wgslsmith_f_op_f32(round(_wgslsmith_div_f32(1676f, -1000f))), _wgslsmith_f_op_f32(-695f + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1424f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(floor(-1136f)), _wgslsmith_f_op_f32(-(-1939f)), _wgslsmith_f_op_f32(-(-966f)), _wgslsmith_f_op_f32(-409f))), vec4<f32>(_wgslsmith_f_op_f32(-vec2<f32>(1f, 1f).x), 1263f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1975f + -845f)), _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-(-454f)))))));
        var var_1 = Struct_2(u_input.a, true, ~(~32462u | countOneBits(vec2<u32>(1u, 0u) / global2[_wgslsmith_index_u32(1u, 8u)]).x));
        while (all(!vec3<bool>(false, var_1.b | (44796i > u_input.a), all(vec4<bool>(var_1.b, false, var_1.b, true))))) {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        }
    }
    return select(!vec4<bool>(any(vec3<bool>(true, true, true)), vec4<bool>(true, true, true, true).x, atomicCompareExchangeWeak(&wg_atomic_i32, reverseBits(vec3<i32>(u_input.a, 33506i, 38065i)).x, ~16214i).exchanged, vec3<bool>(true, true, true).x), vec4<bool>(true, true, true, true), vec4<bool>(select(vec3<bool>(true, true, true), vec4<bool>(true, true, true, true).wyw, vec3<bool>(u_input.a >= 2147483647i, true, atomicCompareExchangeWeak(&wg_atomic_u32, 16365u, 4294967295u).exchanged)).x, true, vec3<bool>(true, true, true).x && (84391i >= ~u_input.a), true)).zzz;
}

fn func_1(arg_0: vec3<i32>) -> mat3x2<f32> {
    let var_0 = ~vec2<u32>(~1u, 1u) + (firstLeadingBit(~(vec3<u32>(0u, 4294967295u, 1u) / vec3<u32>(55984u, 9161u, 56661u))).zx - global2[_wgslsmith_index_u32(~4294967295u - ~(~15047u), 8u)]);
    switch (7333i) {
        case -1i: {
        }
        case 2147483647i: {
            let var_1 = 1u;
            let var_2 = u_input.a * (u_input.a >> (var_0.x % 32u));
            var var_3 = func_2(-1i * clamp(reverseBits(insertBits(vec4<i32>(global0.x, -30334i, 2147483647i, global0.x), vec4<i32>(var_2, u_input.a, var_2, var_2), var_0.x, 4294967295u).zzz), vec3<i32>(var_2, func_3(-28180i), ~global0.x), firstTrailingBit(countTrailingZeros(vec4<i32>(19012i, var_2, 39116i, 20343i)).ywx)).x);
            ((global1)[_wgslsmith_index_u32(min(firstTrailingBit(extractBits(vec4<u32>(var_1 ^ var_1, 37793u, var_0.x, 100696u ^ var_1), 1u / reverseBits(vec3<u32>(0u, 1u, var_0.x)).x, 0u)).zzx, firstLeadingBit(vec4<u32>(var_0.x, var_1, 67266u, ~14014u) * ((vec4<u32>(var_1, var_1, 17258u, var_0.x) << (vec4<u32>(34135u, var_1, var_0.x, var_1) % vec4<u32>(32u))) - vec4<u32>(var_0.x, var_0.x, 0u, 11956u))).www).x, 18u)])[_wgslsmith_index_u32(1u, 3u)] = _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(664f, 1000f, 852f, -575f))))).yxz)).x, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(282f, -685f, 237f, 1000f))), vec4<f32>(199f, -215f, -1000f, -648f))).zy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(596f, 481f))), select(select(vec4<bool>(false, var_3.x, false, var_3.x), vec4<bool>(true, true, false, var_3.x), vec4<bool>(var_3.x, var_3.x, false, var_3.x)).wzx, vec3<bool>(true, var_3.x, true), !vec3<bool>(true, var_3.x, var_3.x)).xx)).x, -1615f, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1211f, 195f, 341f, 1434f) + vec4<f32>(875f, 177f, -114f, 964f))))).x), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1000f, 1000f, -280f, -882f), vec4<f32>(-211f, -1000f, 2455f, -595f)))))));
            for (var var_4 = (-var_2 * global0.x) << (~var_0.x % 32u); var_3.x; (global0).x = atomicLoad(&wg_atomic_i32)) {
                if (LOOP_COUNTERS[22u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
                ((global2)[_wgslsmith_index_u32(reverseBits(vec3<u32>(var_1, ~min(var_0, vec2<u32>(var_0.x, 617u)).x, select(var_0, vec2<u32>(4294967295u, 1u), all(vec3<bool>(var_3.x, var_3.x, var_3.x))).x) - (vec3<u32>(atomicAnd(&wg_atomic_u32, var_1), atomicAdd(&wg_atomic_u32, 61841u), atomicXor(&wg_atomic_u32, 4294967295u)) << (vec3<u32>(~51560u, ~40476u, 1u >> (var_1 % 32u)) % vec3<u32>(32u)))).x, 8u)]).x = var_0.x;
            }
        }
        default: {
            loop {
                if (LOOP_COUNTERS[23u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
                let var_1 = arg_0.x;
                let var_2 = Struct_2(atomicMax(&wg_atomic_i32, countTrailingZeros(countOneBits(vec4<i32>(global0.x, 48635i, -24559i, var_1)).wx).x), !(atomicAdd(&wg_atomic_i32, var_1) >= -2147483647i), ~(~26296u));
                var var_3 = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-1417f, 458f, 885f))))))).zx, _wgslsmith_f_op_vec2_f32(step(vec2<f32>(_wgslsmith_f_op_f32(-(-651f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-749f)))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-273f, 1902f, 1027f))).yx), vec2<f32>(_wgslsmith_f_op_f32(-628f), 476f)))), vec2<f32>(_wgslsmith_f_op_f32(ceil(-271f)), 765f), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(921f, 636f)) + _wgslsmith_f_op_vec2_f32(vec2<f32>(-1396f, 1000f) - vec2<f32>(-417f, 1327f))) - _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(313f, 1513f, 177f)), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(1000f, -1573f, 1182f, 869f), vec4<f32>(635f, 2025f, -1445f, -812f))).xxw)).zy) + vec2<f32>(_wgslsmith_f_op_f32(floor(1407f)), _wgslsmith_div_f32(1721f, _wgslsmith_f_op_f32(-296f + 704f)))));
            }
            loop {
                if (LOOP_COUNTERS[24u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
                var var_1 = select(select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), countOneBits(var_0.x) != (var_0.x - 13170u)), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, var_0.x, ~var_0.x).exchanged), true), select(vec4<bool>(((-61349i / global0.x) < (global0.x + -11085i)), true, true, true), vec4<bool>(true, true, true, true), true), true);
                break;
                continuing {
                    global2 = array<vec2<u32>, 8>();
                    let var_2 = -22155i;
                    var var_3 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-1538f), _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-224f)))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-337f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(477f - -708f)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(490f, -913f, _wgslsmith_f_op_f32(abs(-243f)), 517f)), vec4<f32>(1f, 1f, 1f, 1f));
                }
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[25u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
        for (var var_1 = 0i; atomicCompareExchangeWeak(&wg_atomic_u32, abs(select(clamp(vec3<u32>(var_0.x, var_0.x, var_0.x), vec3<u32>(var_0.x, var_0.x, var_0.x), vec3<u32>(var_0.x, var_0.x, var_0.x)) >> (countLeadingZeros(vec4<u32>(var_0.x, 3022u, 77863u, 28406u)).xyw % vec3<u32>(32u)), firstLeadingBit(vec3<u32>(1u, 30490u, 1u) | vec3<u32>(var_0.x, 38919u, 0u)), select(vec4<bool>(false, false, true, false), vec4<bool>(true, true, true, true), u_input.a != -8565i).yzw).xx).x, ~var_0.x).exchanged; var_1 -= 1i) {
            if (LOOP_COUNTERS[26u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
            break;
        }
        var var_1 = ~(abs(max(insertBits(vec4<u32>(var_0.x, 0u, var_0.x, 15533u), vec4<u32>(4294967295u, 75940u, 1483u, var_0.x), 28000u, var_0.x), vec4<u32>(var_0.x, var_0.x, var_0.x, 0u))) & (~(~vec4<u32>(4294967295u, 4294967295u, 5966u, 4294967295u)) & ~(vec4<u32>(1u, 0u, 4294967295u, 49310u) - vec4<u32>(var_0.x, var_0.x, 1u, 4294967295u))));
        let var_2 = Struct_1(mat4x2<f32>(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-1169f), -680f), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(178f, -1519f, -102f, -2064f))))).x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1f, 1f))), vec2<f32>(1f, 1f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-316f, 2267f))));
        break;
        continuing {
            (global0).x = -92942i;
            (global1)[_wgslsmith_index_u32(var_0.x, 18u)] = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(-1477f), var_2.a[_wgslsmith_index_u32(~var_1.x, 4u)].x, var_2.a[_wgslsmith_index_u32(reverseBits(31105u), 4u)].x, _wgslsmith_f_op_f32(var_2.a[_wgslsmith_index_u32(0u, 4u)].x * var_2.a[_wgslsmith_index_u32(77181u, 4u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_2.a[_wgslsmith_index_u32(1u, 4u)].x, var_2.a[_wgslsmith_index_u32(1u, 4u)].x, var_2.a[_wgslsmith_index_u32(1u, 4u)].x, var_2.a[_wgslsmith_index_u32(1u, 4u)].x)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(-753f, -180f, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x, -400f) - vec4<f32>(1000f, -1055f, var_2.a[_wgslsmith_index_u32(0u, 4u)].x, var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 163f, var_2.a[_wgslsmith_index_u32(9593u, 4u)].x, 373f) + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(990f, var_2.a[_wgslsmith_index_u32(1u, 4u)].x, var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x), vec4<f32>(-271f, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, 1000f, 562f), vec4<bool>(true, false, true, false))))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-837f, -475f, -372f, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x) - vec4<f32>(var_2.a[_wgslsmith_index_u32(33692u, 4u)].x, var_2.a[_wgslsmith_index_u32(0u, 4u)].x, -359f, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(1238f, -207f, var_2.a[_wgslsmith_index_u32(96685u, 4u)].x, -290f))))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-var_2.a[_wgslsmith_index_u32(var_1.x / 4294967295u, 4u)].x), -1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1191f - var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x) + var_2.a[_wgslsmith_index_u32(1u - var_1.x, 4u)].x), var_2.a[_wgslsmith_index_u32(~atomicXor(&wg_atomic_u32, var_0.x), 4u)].x) * vec4<f32>(_wgslsmith_f_op_f32(1708f * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_2.a[_wgslsmith_index_u32(1u, 4u)].x, 547f, 106f, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x))).x), _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x) - var_2.a[_wgslsmith_index_u32(34683u, 4u)]), vec2<f32>(417f, 952f))).x, _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1665f, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, -150f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_2.a[_wgslsmith_index_u32(1u, 4u)].x, var_2.a[_wgslsmith_index_u32(11983u, 4u)].x, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x) + vec3<f32>(var_2.a[_wgslsmith_index_u32(4021u, 4u)].x, -129f, -1213f)))).x, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(1030f, var_2.a[_wgslsmith_index_u32(0u, 4u)].x), vec2<f32>(var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x))))).x)), vec4<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 646f, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, 1058f))).zzy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(367f, -319f, var_2.a[_wgslsmith_index_u32(36580u, 4u)].x))), vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1156f, 833f, var_2.a[_wgslsmith_index_u32(29143u, 4u)].x, -216f), vec4<f32>(var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x, var_2.a[_wgslsmith_index_u32(2153u, 4u)].x, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x), true)).x, _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, 1985f))).x, var_2.a[_wgslsmith_index_u32(dot(vec2<u32>(0u, 11700u), vec2<u32>(3977u, var_1.x)), 4u)].x))).x, var_2.a[_wgslsmith_index_u32(~max(vec3<u32>(0u, 4805u, var_1.x), abs(vec4<u32>(var_1.x, 0u, 4294967295u, var_0.x)).wzy).x, 4u)].x, _wgslsmith_f_op_f32(-var_2.a[_wgslsmith_index_u32(dot(vec4<u32>(0u, var_1.x, 1u, 0u) & vec4<u32>(var_1.x, 0u, 1u, 109447u), vec4<u32>(var_1.x, 0u, 4294967295u, 4294967295u) / vec4<u32>(6287u, 0u, var_1.x, var_1.x)), 4u)].x), _wgslsmith_div_f32(var_2.a[_wgslsmith_index_u32(abs(atomicExchange(&wg_atomic_u32, 4294967295u)), 4u)].x, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_2.a[_wgslsmith_index_u32(45551u, 4u)].x, var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, -452f, -559f), vec4<f32>(var_2.a[_wgslsmith_index_u32(var_0.x, 4u)].x, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x, -1111f, -715f))).yxy, vec3<f32>(866f, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x))).x)));
            var var_3 = var_2;
            let var_4 = mat3x2<f32>(vec2<f32>(1065f, var_3.a[_wgslsmith_index_u32(61848u, 4u)].x), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(880f, 1000f))), vec2<f32>(_wgslsmith_div_f32(789f, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(var_3.a[_wgslsmith_index_u32(0u, 4u)].x, var_3.a[_wgslsmith_index_u32(25190u, 4u)].x, var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x))))).x), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_3.a[_wgslsmith_index_u32(var_0.x, 4u)].x, var_3.a[_wgslsmith_index_u32(1u, 4u)].x)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2.a[_wgslsmith_index_u32(var_1.x, 4u)].x, var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x))))).x));
            break if !(!func_2(78925i).x);
        }
    }
    ((global1)[_wgslsmith_index_u32(82741u, 18u)])[_wgslsmith_index_u32(countOneBits(vec4<u32>(var_0.x, abs(vec3<u32>(var_0.x, _wgslsmith_mod_u32(var_0.x, var_0.x), var_0.x)).x, 4294967295u, atomicCompareExchangeWeak(&wg_atomic_u32, var_0.x, var_0.x & var_0.x).old_value)).x, 3u)] = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(207f, -280f, 631f, -275f))))))));
    (global0).x = global0.x;
    return mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(1074f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-485f, 1124f))) + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(853f, 1777f) - vec2<f32>(-649f, 471f)) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(-928f, -684f))) - _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(428f, 467f, -1844f, 1011f)))).wz)), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1f, 1f, 1f))).xz)), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(vec2<f32>(-1000f, 525f), vec2<f32>(2299f, 270f))).x)), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(_wgslsmith_f_op_f32(1168f + -192f), _wgslsmith_f_op_f32(240f * -1000f), _wgslsmith_f_op_f32(2203f * 521f)))).x));
}

@compute
@workgroup_size(1u)
fn main() {
    var var_0 = func_1(insertBits(global0.ywx, global0.zzw, atomicCompareExchangeWeak(&wg_atomic_u32, reverseBits(47565u), abs(~global2[_wgslsmith_index_u32(1u, 8u)]).x).old_value, ~7380u));
    (var_0)[_wgslsmith_index_u32(dot(~vec4<u32>(1u, 1u, 1u, 1u), vec4<u32>(~11265u * 76370u, 1u, ~1u, ~(~1u))), 3u)] = _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(~(~0u), 3u)] - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-687f, var_0[_wgslsmith_index_u32(73560u, 3u)].x))))));
    for (var var_1: i32; var_1 != -1i; ) {
        if (LOOP_COUNTERS[27u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
        let var_2 = reverseBits(-max(extractBits(vec4<i32>(global0.x, global0.x, u_input.a, u_input.a) | vec4<i32>(-1i, global0.x, -35264i, 13952i), firstTrailingBit(vec2<u32>(8839u, 30794u)).x, 1u), -vec4<i32>(global0.x, u_input.a, global0.x, u_input.a) ^ (vec4<i32>(global0.x, u_input.a, u_input.a, global0.x) * vec4<i32>(global0.x, u_input.a, 40985i, global0.x)))).xz;
        var_1 = var_2.x;
        switch (var_2.x) {
            case -13815i: {
                var var_3 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(690f, -169f, var_0[_wgslsmith_index_u32(71799u, 3u)].x))).x - var_0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 1u), 3u)].x), -310f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-130f, -161f, 713f))).x + _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x))).x))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u / 1u, 3u)].x, func_1(vec3<i32>(var_2.x, global0.x, global0.x))[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(0u, 0u)).x, 3u)].x, var_0[_wgslsmith_index_u32(~4294967295u, 3u)].x, 336f)))).ywy, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1000f, -948f, var_0[_wgslsmith_index_u32(1u, 3u)].x, -222f))).x, -1618f, _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(41710u, 3u)].x))), var_0[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, 1u), 3u)])).x))));
                let var_4 = _wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_3[_wgslsmith_index_u32(139981u, 3u)].x, -789f, var_0[_wgslsmith_index_u32(1u, 3u)].x, -1000f) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-183f, -765f, -265f, -1451f)))))).x, -502f, var_3[_wgslsmith_index_u32(1u, 3u)].x), var_3[_wgslsmith_index_u32(~min(~28349u, atomicMin(&wg_atomic_u32, ~4294967295u)), 3u)])).x;
                continue;
            }
            case -41153i: {
                var var_3 = mat3x2<f32>(var_0[_wgslsmith_index_u32(~(firstLeadingBit(vec3<u32>(52951u, 1u, 10774u)).x * (1u - firstLeadingBit(global2[_wgslsmith_index_u32(41328u, 8u)]).x)), 3u)], vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_0[_wgslsmith_index_u32(3013u, 3u)].x, 500f), vec2<f32>(1888f, var_0[_wgslsmith_index_u32(14269u, 3u)].x), vec2<bool>(true, true))).x)) - -249f), var_0[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(clamp(vec2<u32>(83194u, 4344u), vec2<u32>(1u, 1u), global2[_wgslsmith_index_u32(34319u, 8u)]).x >> (0u % 32u), 3u)]), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(0u, 3u)].x, 952f), var_0[_wgslsmith_index_u32(~53146u, 3u)].x, _wgslsmith_f_op_f32(-(-759f)), _wgslsmith_f_op_f32(1069f * var_0[_wgslsmith_index_u32(0u, 3u)].x)))).zx));
                continue;
            }
            default: {
                var var_3 = mat3x3<f32>(vec3<f32>(var_0[_wgslsmith_index_u32(clamp(~global2[_wgslsmith_index_u32(~19970u, 8u)], global2[_wgslsmith_index_u32(1u, 8u)], firstLeadingBit(vec2<u32>(0u, 1u) << (global2[_wgslsmith_index_u32(4294967295u, 8u)] % vec2<u32>(32u)))).x, 3u)].x, -245f, var_0[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1554f, -532f, var_0[_wgslsmith_index_u32(3898u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(11248u, 3u)].x, var_0[_wgslsmith_index_u32(9960u, 3u)].x, var_0[_wgslsmith_index_u32(33753u, 3u)].x, var_0[_wgslsmith_index_u32(30003u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(23810u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(64115u, 3u)].x, -260f)), vec4<f32>(var_0[_wgslsmith_index_u32(2561u, 3u)].x, -388f, -1193f, 1483f), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, -570f, var_0[_wgslsmith_index_u32(23979u, 3u)].x))))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(1395u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(58521u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~1u, 3u)].x), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(44756u, 3u)].x, -485f) + vec3<f32>(var_0[_wgslsmith_index_u32(24958u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, -136f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(456f, 734f, -1028f) - vec3<f32>(-2124f, var_0[_wgslsmith_index_u32(45248u, 3u)].x, 883f)))), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(0u, 3u)] + vec2<f32>(735f, 1088f)))).x, var_0[_wgslsmith_index_u32(reverseBits(select(vec4<u32>(4294967295u, 17108u, 1u, 30845u), vec4<u32>(27383u, 49871u, 4294967295u, 4255u), vec4<bool>(true, false, true, false)).zxw).x, 3u)].x))).yxz);
            }
        }
        switch (-12682i) {
            case 20942i: {
                let var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, -652f, -965f, -840f), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 2078f, 1990f, -1327f), true)) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1347f, -526f, var_0[_wgslsmith_index_u32(1u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, -470f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(4554u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, 816f, 825f, 294f)), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -461f, 351f, 119f))), vec4<bool>(true, true, true, true))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 504f, -721f, 795f) - vec4<f32>(var_0[_wgslsmith_index_u32(62920u, 3u)].x, var_0[_wgslsmith_index_u32(7571u, 3u)].x, 408f, 1237f)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1616f, -196f, var_0[_wgslsmith_index_u32(107038u, 3u)].x, var_0[_wgslsmith_index_u32(27912u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 875f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x)))))), vec4<f32>(var_0[_wgslsmith_index_u32(~vec2<u32>(1u, 1u).x, 3u)].x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(~1u, 3u)].x - 1034f), _wgslsmith_f_op_f32(-104f), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(29256u - 4294967295u, 3u)].x - _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(1u, 3u)].x * -1745f))), true)), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(0u, 3u)].x * -115f), _wgslsmith_f_op_f32(-619f - -1000f)) + _wgslsmith_f_op_f32(-194f)), -1774f, -418f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(19942u, 3u)].x) + _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 3u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(6844u, 3u)].x))).x, -1051f, _wgslsmith_f_op_f32(-1010f), _wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(22482u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1261f, var_0[_wgslsmith_index_u32(0u, 3u)].x) - vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(30631u, 3u)].x, -606f)))) + vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), var_0[_wgslsmith_index_u32(2895u, 3u)].x, _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(4204u, 3u)].x, -357f, var_0[_wgslsmith_index_u32(70441u, 3u)].x)), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(1216f, 418f, var_0[_wgslsmith_index_u32(25047u, 3u)].x), vec3<f32>(-1019f, var_0[_wgslsmith_index_u32(1854u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x))))).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(19705u, 3u)].x + _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(47609u, 3u)].x)))));
                (global0).x = i32(-2147483648);
            }
            case 1i: {
            }
            case 5008i: {
                var var_3 = !select(vec4<bool>(true, true, true && atomicCompareExchangeWeak(&wg_atomic_u32, 13063u, 32741u).exchanged, true), vec4<bool>(true, true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), !((u_input.a < 77333i)))).x;
            }
            case i32(-2147483648): {
                var var_3 = reverseBits(firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u)) + vec4<u32>(1u, 1u, 1u, 1u)).wwx;
                continue;
            }
            default: {
                let var_3 = Struct_2(0i, vec4<bool>(true, true, true, true).x & (var_0[_wgslsmith_index_u32(~1u, 3u)].x != _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(66172u - 0u, 3u)].x * 221f)), 4294967295u - 36692u);
                continue;
            }
        }
    }
    let var_1 = 1u;
    loop {
        if (LOOP_COUNTERS[28u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
        for (; true; ) {
            if (LOOP_COUNTERS[29u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
            (((global1)[_wgslsmith_index_u32(46263u, 18u)])[_wgslsmith_index_u32(var_1, 3u)]).x = _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(select(~vec4<u32>(countOneBits(global2[_wgslsmith_index_u32(57021u, 8u)]).x, 4294967295u / var_1, var_1, 101074u), ~countLeadingZeros(vec4<u32>(1u, var_1, 69355u, 4294967295u) >> (vec4<u32>(35062u, var_1, 4294967295u, var_1) % vec4<u32>(32u))), vec4<bool>(true, true, true, true)).x, 3u)].x * -977f);
            var var_2 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-207f, var_0[_wgslsmith_index_u32(var_1, 3u)].x, 1000f, var_0[_wgslsmith_index_u32(var_1, 3u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-224f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -893f, var_0[_wgslsmith_index_u32(1u, 3u)].x) * vec4<f32>(1000f, 1822f, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x))) + vec4<f32>(-1319f, var_0[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(6381u, 3u)].x), var_0[_wgslsmith_index_u32(var_1, 3u)].x)))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, -330f, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(14440u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, -286f, var_0[_wgslsmith_index_u32(73021u, 3u)].x) - vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, -1089f, -644f, var_0[_wgslsmith_index_u32(21495u, 3u)].x)))) + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-732f + var_0[_wgslsmith_index_u32(1u, 3u)].x), var_0[_wgslsmith_index_u32(47416u, 3u)].x, _wgslsmith_f_op_f32(-455f - var_0[_wgslsmith_index_u32(0u, 3u)].x), var_0[_wgslsmith_index_u32(~var_1, 3u)].x), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(454f, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x)))), true))));
            break;
        }
        ((global2)[_wgslsmith_index_u32(var_1, 8u)]).x = var_1 ^ var_1;
        let var_2 = Struct_2(~((extractBits(vec3<i32>(2147483647i, 68099i, 2147483647i), var_1, var_1).x | (global0.x * i32(-2147483648))) | global0.x), true, 52290u);
        let var_3 = select(~(~vec4<u32>(1u, 1u, 1u, 1u)), ~_wgslsmith_mod_vec4_u32(~(vec4<u32>(var_1, var_1, 103610u, 4294967295u) >> (vec4<u32>(var_2.c, 18605u, 4294967295u, 0u) % vec4<u32>(32u))), max(max(vec4<u32>(var_2.c, 46158u, var_2.c, 27000u), vec4<u32>(1u, var_2.c, 0u, 7605u)), vec4<u32>(0u, var_1, 101957u, var_2.c))), any(vec2<bool>(false, var_2.b)));
    }
    let x = u_input.a;
    s_output = StorageBuffer(abs((firstLeadingBit(vec3<u32>(var_1, var_1, 0u)) >> (~vec3<u32>(var_1, 1u, 38248u) % vec3<u32>(32u))) | insertBits(vec3<u32>(4294967295u, var_1, var_1) & vec3<u32>(var_1, var_1, 1u), vec3<u32>(4294967295u, var_1, var_1), abs(vec3<u32>(var_1, var_1, 0u)).x, ~5454u)), 1u, mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(var_1, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(667f, var_0[_wgslsmith_index_u32(var_1, 3u)].x, -1000f, 237f), vec4<f32>(var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x))).x)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-279f, 1301f, -350f))).zx - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(1940f, -1177f, var_0[_wgslsmith_index_u32(32038u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x) * vec4<f32>(var_0[_wgslsmith_index_u32(var_1, 3u)].x, 1000f, 276f, var_0[_wgslsmith_index_u32(var_1, 3u)].x)), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-232f, var_0[_wgslsmith_index_u32(var_1, 3u)].x, -147f, 2163f), vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(3872u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(var_1, 3u)].x, -650f, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x))), vec4<bool>(true, true, true, true))).xx)), mat4x3<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(1u, 3u)].x - -1083f), var_0[_wgslsmith_index_u32(extractBits(vec4<u32>(var_1, 4294967295u, 4294967295u, 29595u), var_1, var_1).x, 3u)].x, var_0[_wgslsmith_index_u32(countOneBits(vec4<u32>(0u, 4294967295u, 4294967295u, 0u)).x, 3u)].x, _wgslsmith_f_op_f32(-352f)))).ywx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(trunc(var_0[_wgslsmith_index_u32(var_1, 3u)].x)), var_0[_wgslsmith_index_u32(~var_1, 3u)].x, _wgslsmith_f_op_f32(-1306f * var_0[_wgslsmith_index_u32(var_1, 3u)].x))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(161f, var_0[_wgslsmith_index_u32(28506u, 3u)].x, var_0[_wgslsmith_index_u32(525u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x) * vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x))))).yzx, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0[_wgslsmith_index_u32(13763u, 3u)].x, var_0[_wgslsmith_index_u32(54820u, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x, -1593f))), vec4<f32>(var_0[_wgslsmith_index_u32(76095u, 3u)].x, -1415f, var_0[_wgslsmith_index_u32(79973u, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x)), vec4<f32>(-373f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(24145u, 3u)].x), var_0[_wgslsmith_index_u32(~var_1, 3u)].x, var_0[_wgslsmith_index_u32(var_1, 3u)].x))).xyz));
}

