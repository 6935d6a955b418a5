// {"0:0":[216,201,55,151,60,234,120,21,140,163,109,72,96,136,214,254,76,229,174,67,213,44,191,147,236,75,148,81,232,51,206,150,50,4,78,105,198,67,138,73,200,230,223,224,161,148,85,124]}
// Seed: 103842

struct Struct_1 {
    a: f32,
}

struct Struct_2 {
    @size(36)
    a: mat2x3<f32>,
    @align(16)
    b: vec4<f32>,
    @align(64)
    @size(76)
    c: mat4x3<f32>,
}

struct Struct_3 {
    @size(28)
    a: vec4<bool>,
    @align(4)
    b: Struct_1,
    @size(40)
    c: mat2x4<f32>,
    d: bool,
    @align(4)
    e: Struct_1,
}

struct UniformBuffer {
    @size(16)
    a: vec4<u32>,
    b: vec3<i32>,
    @align(8)
    @size(4)
    c: i32,
}

struct ProbeOut {
    orig: StorageBuffer,
    p_in: vec4<f32>,
    p_out: vec4<f32>,
    p_n: u32,
}

struct StorageBuffer {
    @align(16)
    a: mat2x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_probe: ProbeOut;

var<private> s_output: StorageBuffer;

var<private> p_in: vec4<f32>;

var<private> p_out: vec4<f32>;

var<private> p_n: u32;

var<private> global0: Struct_3;

var<workgroup> global1: array<Struct_2, 22>;

var<private> global2: f32 = -189f;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 16>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn func_5(arg_0: Struct_3, arg_1: mat3x2<f32>, arg_2: u32) -> mat2x3<f32> {
    ((global0).a).x = global0.d;
    var var_0 = arg_0;
    if (!all(var_0.a)) {
        for (var var_1 = -10721i; var_0.d; var_1 -= 1i) {
            if (LOOP_COUNTERS[0u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            var var_2 = Struct_3(vec4<bool>(true, select(vec2<bool>(var_0.d, true), !select(global0.a.yw, vec2<bool>(true, false), vec2<bool>(var_0.d, true)), false | arg_0.d).x, false, var_0.a.x), global0.b, mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_vec2_f32(max(arg_1[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 3u)], vec2<f32>(arg_0.b.a, global0.e.a))).x, 938f, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(352f, arg_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0.e.a, 1749f))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-727f, 362f, var_0.e.a, -808f))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-515f, arg_1[_wgslsmith_index_u32(15110u, 3u)].x, -911f))).x)), vec4<f32>(1495f, _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_div_vec2_f32(vec2<f32>(152f, 650f), vec2<f32>(arg_0.e.a, 1088f)), _wgslsmith_f_op_vec3_f32(floor(arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].yyz)).yz, _wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(2234u, 3u)] + vec2<f32>(-698f, var_0.b.a)))).x, arg_0.c[_wgslsmith_index_u32(28472u, 2u)].x, _wgslsmith_f_op_vec4_f32(select(arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(814f, global0.c[_wgslsmith_index_u32(arg_2, 2u)].x, -505f, 535f)), select(vec2<bool>(global0.d, true), var_0.a.zy, false).x)).x)), !(!global0.d), Struct_1(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_div_vec3_f32(vec3<f32>(arg_1[_wgslsmith_index_u32(23248u, 3u)].x, -1115f, global0.b.a), arg_0.c[_wgslsmith_index_u32(18004u, 2u)].wyx))).x));
            var_1 = extractBits(~((countLeadingZeros(vec4<i32>(19310i, -1i, u_input.c, i32(-2147483648))).xxx - (vec3<i32>(-36904i, -2968i, -5071i) >> (u_input.a.yzz % vec3<u32>(32u)))) >> (~u_input.a.yxx % vec3<u32>(32u))), u_input.a.x, (~extractBits(vec3<u32>(4294967295u, arg_2, u_input.a.x), arg_2, 4294967295u).x << ((arg_2 - ~u_input.a.x) % 32u)) / select(vec4<u32>(u_input.a.x, clamp(3749u, arg_2, arg_2), u_input.a.x, ~38642u), vec4<u32>(74952u, u_input.a.x, u_input.a.x, _wgslsmith_mod_u32(u_input.a.x, 1u)), any(select(global0.a.xwz, vec3<bool>(true, global0.d, true), var_2.a.yzw))).x).x;
            let var_3 = mat4x4<f32>(var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(-364f, _wgslsmith_div_f32(-812f, _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(420f, global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0.b.a))).x), arg_0.e.a, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(vec2<f32>(var_2.e.a, var_0.c[_wgslsmith_index_u32(19309u, 2u)].x), arg_1[_wgslsmith_index_u32(arg_2, 3u)])).x)) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(712f, -744f, var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -269f) + var_0.c[_wgslsmith_index_u32(5999u, 2u)]))))), _wgslsmith_f_op_vec4_f32(global0.c[_wgslsmith_index_u32(arg_2, 2u)] + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0.c[_wgslsmith_index_u32(0u, 2u)])))), var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)]);
            continue;
        }
        if (false) {
            var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)] * vec4<f32>(arg_1[_wgslsmith_index_u32(arg_2, 3u)].x, 227f, 2661f, 684f))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(var_0.c[_wgslsmith_index_u32(19056u, 2u)] + vec4<f32>(590f, var_0.c[_wgslsmith_index_u32(arg_2, 2u)].x, -649f, 1057f)))), !vec4<bool>(true, global0.a.x, false, false))))).yyy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].zyx) + _wgslsmith_f_op_vec3_f32(arg_0.c[_wgslsmith_index_u32(arg_2, 2u)].xzy * vec3<f32>(-1099f, -1280f, 490f))))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].xxx, vec3<f32>(_wgslsmith_f_op_f32(1000f - 1185f), _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(78940u, 3u)].x * var_0.e.a), _wgslsmith_f_op_f32(-1334f + -347f)), vec3<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_f32(arg_0.b.a * 640f), _wgslsmith_f_op_f32(-243f + -1000f)))), _wgslsmith_f_op_vec3_f32(min(global0.c[_wgslsmith_index_u32(~(arg_2 >> (arg_2 % 32u)), 2u)].wzw, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_0.e.a, global0.e.a, 553f, 3388f))).wzw)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0.c[_wgslsmith_index_u32(max(vec3<u32>(u_input.a.x, arg_2, 54190u) * u_input.a.wzz, vec3<u32>(1u, 4294967295u, 27109u)).x, 2u)].yyz)));
        }
    } else if (u_input.b.x >= ~(-(-(-1i)))) {
        while (all(select(global0.a, select(!select(var_0.a, vec4<bool>(arg_0.a.x, true, false, true), false), select(!var_0.a, vec4<bool>(global0.a.x, global0.d, var_0.d, false), atomicCompareExchangeWeak(&wg_atomic_u32, 72207u, 4294967295u).exchanged), var_0.a.x), select(global0.a, vec4<bool>(var_0.d, !var_0.a.x, true, true), !(false & var_0.a.x))).ywx)) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(990f, var_0.c[_wgslsmith_index_u32(~1u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.c[_wgslsmith_index_u32(arg_2, 2u)].x))))).x);
            return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(global0.c[_wgslsmith_index_u32(extractBits(vec4<u32>(80381u, u_input.a.x, 4294967295u, arg_2), ~u_input.a.x, 0u).x, 2u)].xzz * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_0.c[_wgslsmith_index_u32(arg_2, 2u)].zwx + arg_0.c[_wgslsmith_index_u32(1u, 2u)].zyx) + global0.c[_wgslsmith_index_u32(select(vec3<u32>(arg_2, 51546u, 0u), vec3<u32>(u_input.a.x, arg_2, 0u), global0.d).x, 2u)].xxz)), _wgslsmith_f_op_vec3_f32(-global0.c[_wgslsmith_index_u32(_wgslsmith_mod_u32(~4294967295u, countLeadingZeros(arg_2)), 2u)].zwx), vec3<bool>(global0.a.x, select(global0.a.yx, arg_0.a.wx, true).x, select(select(vec4<bool>(global0.a.x, arg_0.d, arg_0.d, false), var_0.a, arg_0.d), select(var_0.a, vec4<bool>(var_0.a.x, global0.a.x, false, global0.d), true), select(vec4<bool>(arg_0.a.x, false, arg_0.a.x, global0.d), vec4<bool>(global0.d, global0.a.x, true, false), global0.d)).x))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(abs(~vec2<u32>(arg_2, 0u)).x, 3u)].x, _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(var_0.c[_wgslsmith_index_u32(arg_2, 2u)].yy + arg_0.c[_wgslsmith_index_u32(arg_2, 2u)].zw))).x, arg_0.b.a)));
        }
        (var_0).a = !vec4<bool>(global0.a.x, global0.a.x, !select(u_input.a.x == u_input.a.x, any(vec2<bool>(arg_0.d, false)), global0.a.x), true);
    }
    while (var_0.a.x) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        var var_1 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.e.a - -379f)) + -240f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(global0.c[_wgslsmith_index_u32(53802u, 2u)].zxy - vec3<f32>(2033f, 411f, 775f)))).x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(38054u, 3u)].x) * arg_0.c[_wgslsmith_index_u32(arg_2 & 0u, 2u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(abs(arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x)) - _wgslsmith_f_op_f32(2137f * var_0.c[_wgslsmith_index_u32(arg_2, 2u)].x)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(arg_0.c[_wgslsmith_index_u32(arg_2, 2u)])).zww - _wgslsmith_f_op_vec3_f32(-vec3<f32>(-343f, global0.b.a, -301f))), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -177f, arg_0.b.a, arg_0.b.a))).ywy, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-263f, arg_0.b.a, 1000f, arg_1[_wgslsmith_index_u32(arg_2, 3u)].x))).wxz, _wgslsmith_f_op_vec4_f32(ceil(arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)])).zxz)), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(-997f, arg_0.c[_wgslsmith_index_u32(1u, 2u)].x, 346f), arg_0.c[_wgslsmith_index_u32(0u, 2u)].wzw) + _wgslsmith_div_vec3_f32(var_0.c[_wgslsmith_index_u32(4294967295u, 2u)].zwy, arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].xyw)))) - vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0.e.a)), -419f, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].zwy - vec3<f32>(arg_0.b.a, -1058f, var_0.b.a)), _wgslsmith_f_op_vec3_f32(-var_0.c[_wgslsmith_index_u32(46578u, 2u)].wzz), select(var_0.a, vec4<bool>(var_0.d, true, global0.d, true), true).wzz)).x)), vec3<f32>(_wgslsmith_f_op_f32(-880f), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_2 + u_input.a.x, 3u)].x), -1459f), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(global0.c[_wgslsmith_index_u32(4294967295u, 2u)], global0.c[_wgslsmith_index_u32(29147u, 2u)])) - _wgslsmith_f_op_vec4_f32(arg_0.c[_wgslsmith_index_u32(arg_2, 2u)] - var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.b.a, arg_0.e.a, global0.e.a, 1300f) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.e.a, arg_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -458f, 1819f))), select(select(vec4<bool>(arg_0.a.x, false, global0.a.x, true), var_0.a, global0.a), !vec4<bool>(true, var_0.d, global0.d, var_0.a.x), arg_0.a).x)))).wyz);
        let var_2 = vec3<i32>(atomicOr(&wg_atomic_i32, u_input.c), _wgslsmith_mod_i32(-19785i, -u_input.b.x) + u_input.c, 2147483647i);
        (global1)[_wgslsmith_index_u32(~(~max(vec4<u32>(0u, 4294967295u, 16936u, 58187u) >> (~vec4<u32>(arg_2, arg_2, 3089u, arg_2) % vec4<u32>(32u)), ~(u_input.a >> (u_input.a % vec4<u32>(32u)))).x), 22u)] = Struct_2(mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.b.a, var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1858f, 998f))))).x, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-204f, 1778f, var_1[_wgslsmith_index_u32(12465u, 4u)].x)))).x, 1070f), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_f32(-477f - arg_0.b.a), _wgslsmith_f_op_f32(floor(1116f)), _wgslsmith_f_op_f32(global0.b.a * 1142f), arg_1[_wgslsmith_index_u32(arg_2, 3u)].x))).zyw), vec4<f32>(_wgslsmith_f_op_vec4_f32(select(var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)], vec4<f32>(_wgslsmith_f_op_vec2_f32(min(arg_1[_wgslsmith_index_u32(3262u, 3u)], vec2<f32>(-220f, -1487f))).x, _wgslsmith_div_f32(1000f, global0.c[_wgslsmith_index_u32(arg_2, 2u)].x), 125f, _wgslsmith_f_op_f32(701f * 792f)), vec4<bool>(arg_0.a.x, true, global0.a.x | arg_0.a.x, !arg_0.d))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(_wgslsmith_div_vec4_f32(global0.c[_wgslsmith_index_u32(arg_2, 2u)], vec4<f32>(-2061f, 141f, -302f, var_0.e.a)), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0.b.a, var_0.c[_wgslsmith_index_u32(21530u, 2u)].x, 1116f, 727f), vec4<f32>(global0.c[_wgslsmith_index_u32(0u, 2u)].x, var_1[_wgslsmith_index_u32(arg_2, 4u)].x, -581f, var_1[_wgslsmith_index_u32(0u, 4u)].x))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-1255f, arg_0.c[_wgslsmith_index_u32(arg_2, 2u)].x, -951f))).x)), -217f, var_0.b.a), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(8607u, 3u)].x * global0.e.a)), 780f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-143f, var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -318f))).x)), var_1[_wgslsmith_index_u32(~(~16588u / u_input.a.x), 4u)], _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-312f * -254f), _wgslsmith_f_op_f32(-700f + global0.e.a), _wgslsmith_div_f32(-2539f, -430f)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(1094f, 1085f, -1000f))), var_1[_wgslsmith_index_u32(~countLeadingZeros(u_input.a / u_input.a).x, 4u)]));
        let var_3 = false;
    }
    if (var_0.a.x) {
        while (!(-u_input.c != 1i) | global0.a.x) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            break;
        }
    } else if ((((atomicLoad(&wg_atomic_i32) / -38303i) | u_input.c) != 29299i) == global0.d) {
    } else {
        let var_1 = false;
    }
    return mat2x3<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec3_f32(trunc(arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].ywx)).x, _wgslsmith_f_op_f32(var_0.e.a * var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x), 883f, 1462f)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(117f, arg_1[_wgslsmith_index_u32(1u, 3u)].x)), 1f, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1[_wgslsmith_index_u32(0u, 3u)].x, global0.e.a)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1804f))))).yyw, _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-global0.e.a), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(dot(arg_0.c[_wgslsmith_index_u32(17997u * arg_2, 2u)].xwx, _wgslsmith_f_op_vec3_f32(-var_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].zwz)))) * _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.b.a, arg_0.b.a, 583f))))));
}

fn func_4(arg_0: mat2x3<f32>) -> Struct_1 {
    var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(global0.c[_wgslsmith_index_u32(~0u, 2u)].wxz + vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-292f + arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x) + _wgslsmith_f_op_f32(fract(arg_0[_wgslsmith_index_u32(0u, 2u)].x))), global0.e.a, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x) - global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x))), vec3<f32>(arg_0[_wgslsmith_index_u32(53222u * 36074u, 2u)].x, _wgslsmith_div_f32(-507f, global0.c[_wgslsmith_index_u32(u_input.a.x + extractBits(vec3<u32>(u_input.a.x, 4294967295u, u_input.a.x), 74658u, u_input.a.x).x, 2u)].x), -1685f));
    for (var var_1 = 0i; ; var_1 -= 1i) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        if (false) {
            break;
        }
        for (; ; ) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            global1 = array<Struct_2, 22>();
            break;
        }
        switch (firstTrailingBit(~select(-(-vec4<i32>(0i, 2147483647i, u_input.b.x, u_input.c)), extractBits(abs(vec4<i32>(0i, u_input.c, 1i, u_input.c)), 55105u, u_input.a.x), global0.a.x).yx).x) {
            default: {
            }
        }
        if (true) {
            break;
        }
        if (u_input.a.x >= u_input.a.x) {
            var var_2 = -min(firstTrailingBit(countLeadingZeros(vec4<i32>(u_input.c, u_input.c, -18797i, -14061i))), ~(vec4<i32>(0i, u_input.b.x, 84033i, u_input.b.x) - countTrailingZeros(vec4<i32>(-13755i, u_input.b.x, -22683i, u_input.c))));
            var var_3 = _wgslsmith_f_op_f32(-1000f + _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0.b.a, -1374f, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_0[_wgslsmith_index_u32(35665u, 2u)].x), global0.c[_wgslsmith_index_u32(1u, 2u)]))), vec4<f32>(-590f, _wgslsmith_f_op_f32(-645f), global0.c[_wgslsmith_index_u32(max(u_input.a.zw, vec2<u32>(u_input.a.x, u_input.a.x)).x, 2u)].x, _wgslsmith_f_op_f32(-global0.b.a)))).x * _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x * -114f)));
            var var_4 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.e.a, global0.e.a, var_0[_wgslsmith_index_u32(0u, 2u)].x) - _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 1668f, arg_0[_wgslsmith_index_u32(52612u, 2u)].x))))))), arg_0[_wgslsmith_index_u32(~95598u, 2u)], vec3<f32>(_wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x + global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x)), var_0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, ~u_input.a.x), 2u)].x)), global0.c[_wgslsmith_index_u32(~insertBits(u_input.a + u_input.a, reverseBits(u_input.a), u_input.a.x, 24144u).x, 2u)].x, -400f));
        }
    }
    while (any(vec4<bool>(!select(vec3<bool>(false, true, false), global0.a.www, global0.a.x).x, true, true, any(vec2<bool>(global0.a.x, global0.a.x)))) && ((global0.e.a < _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(941f, global0.e.a, 1215f))).x - _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1004f, global0.e.a, arg_0[_wgslsmith_index_u32(408u, 2u)].x), var_0[_wgslsmith_index_u32(1u, 2u)], global0.a.www)).x + _wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -426f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, global0.c[_wgslsmith_index_u32(1u, 2u)].x), vec4<f32>(142f, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -870f, -604f))).x))))) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        continue;
    }
    global2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(4294967295u, 2u)], arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)])))).x * _wgslsmith_f_op_f32(-global0.b.a)) + _wgslsmith_f_op_vec3_f32(exp2(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)])).x);
    var var_1 = countLeadingZeros(u_input.a >> (vec4<u32>(u_input.a.x, ~(0u ^ u_input.a.x), u_input.a.x, u_input.a.x) % vec4<u32>(32u))).x;
    return Struct_1(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x);
}

fn func_3(arg_0: Struct_3, arg_1: bool) -> f32 {
    var var_0 = ~_wgslsmith_mod_vec3_u32(~u_input.a.zxx, vec3<u32>(21643u | u_input.a.x, _wgslsmith_mod_u32(u_input.a.x, u_input.a.x), extractBits(vec2<u32>(1u, 7108u), u_input.a.x, 32841u).x)) + select(reverseBits(u_input.a.zzw + ~vec3<u32>(u_input.a.x, u_input.a.x, 0u)), vec3<u32>(~1u, atomicMax(&wg_atomic_u32, u_input.a.x) ^ ~45702u, u_input.a.x / (50149u | u_input.a.x)), vec3<bool>(any(vec3<bool>(false, false, false)), !(u_input.c <= 0i), u_input.a.x != ~0u));
    if (true) {
        if (!(!global0.a.x)) {
            var var_1 = -1997f;
        }
        var var_1 = func_4(func_5(arg_0, mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(arg_0.e.a + arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x), arg_0.e.a), vec2<f32>(-367f, _wgslsmith_f_op_f32(global0.c[_wgslsmith_index_u32(var_0.x, 2u)].x - 655f)), _wgslsmith_f_op_vec2_f32(arg_0.c[_wgslsmith_index_u32(~11923u, 2u)].wx + _wgslsmith_f_op_vec2_f32(-vec2<f32>(595f, global0.e.a)))), min(min(u_input.a, u_input.a).zzw, ~vec3<u32>(23005u, u_input.a.x, u_input.a.x) ^ vec3<u32>(1u, 4294967295u, var_0.x)).x));
        while (((-1i < u_input.b.x)) & select(select(vec4<bool>(true, false, !arg_0.a.x, arg_1), !(!arg_0.a), global0.a), select(arg_0.a, select(!vec4<bool>(arg_1, arg_1, global0.d, true), global0.a, global0.a), false), !select(vec4<bool>(global0.a.x, false, true, false), select(vec4<bool>(arg_1, arg_1, global0.a.x, true), global0.a, global0.a), select(global0.a, vec4<bool>(true, true, true, global0.d), vec4<bool>(arg_0.a.x, arg_1, true, arg_0.a.x)))).x) {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            let var_2 = -1i;
        }
    } else {
        (var_0).x = ~(~(reverseBits(~u_input.a.wzz).x & ((u_input.a.x << (var_0.x % 32u)) / ~110193u)));
    }
    (var_0).x = var_0.x;
    var var_1 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(global0.e.a * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].xx)).x)), _wgslsmith_f_op_f32(global0.e.a * arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_vec4_f32(clamp(arg_0.c[_wgslsmith_index_u32(var_0.x - 52982u, 2u)], vec4<f32>(_wgslsmith_f_op_f32(-(-626f)), 527f, _wgslsmith_f_op_f32(-arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_f32(-628f + global0.e.a)), _wgslsmith_f_op_vec4_f32(-arg_0.c[_wgslsmith_index_u32(18132u, 2u)]))).x), global0.c[_wgslsmith_index_u32(~u_input.a.x, 2u)].yww, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-arg_0.c[_wgslsmith_index_u32(26989u, 2u)].yxz))))))), arg_0.c[_wgslsmith_index_u32(countOneBits(clamp(u_input.a, ~vec4<u32>(37954u, 1u, 4294967295u, u_input.a.x), countOneBits(vec4<u32>(59986u, 88914u, 17293u, var_0.x))).zx).x, 2u)].zzw);
    loop {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        if ((extractBits(-extractBits(vec4<i32>(-1i, -14004i, u_input.b.x, -1i), var_0.x, var_0.x).wzz ^ u_input.b, max(u_input.a.yww - u_input.a.xwy, vec3<u32>(17780u, 4294967295u, var_0.x << (0u % 32u))).x, var_0.x).x < -(max(-vec4<i32>(u_input.b.x, u_input.c, 1i, u_input.c), vec4<i32>(u_input.c, 0i, u_input.c, u_input.c) >> (u_input.a % vec4<u32>(32u))).x + (2147483647i >> ((78980u / var_0.x) % 32u))))) {
        } else if (select(arg_0.a, !(!(!(!vec4<bool>(true, arg_0.a.x, true, false)))), true).x) {
            var var_2 = vec3<f32>(global0.b.a, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(reverseBits(vec2<u32>(4294967295u, 4294967295u & u_input.a.x)).x, 4u)].x * var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(firstLeadingBit(u_input.a).x, 4u)].x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(var_1[_wgslsmith_index_u32(var_0.x, 4u)].x, 589f))).x))));
        } else {
            break;
        }
        switch (2147483647i) {
            case 10538i: {
                global0 = arg_0;
                let var_2 = 14770u;
                global1 = array<Struct_2, 22>();
                var_0 = countLeadingZeros(u_input.a.zyx ^ abs(select(vec4<u32>(1u, 0u, 1u, var_2), vec4<u32>(var_2, var_2, 0u, 33412u), global0.a) * ~vec4<u32>(u_input.a.x, u_input.a.x, var_2, var_2)).yzz);
                break;
            }
            default: {
                let var_2 = u_input.a.x;
            }
        }
        ((global1)[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, ~19759u), 22u)]).a = func_5(arg_0, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(1440f, _wgslsmith_f_op_f32(arg_0.b.a + var_1[_wgslsmith_index_u32(1492u, 4u)].x)))), global0.c[_wgslsmith_index_u32(var_0.x, 2u)].yz, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(global0.c[_wgslsmith_index_u32(var_0.x, 2u)], global0.c[_wgslsmith_index_u32(0u, 2u)]))).zx), var_0.x);
        var var_2 = extractBits(vec4<u32>(countTrailingZeros(u_input.a.xww).x, ~66827u, 0u, abs(firstLeadingBit(u_input.a.wyz)).x), 53701u, var_0.x).xzz;
        break;
        continuing {
            var var_3 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.c[_wgslsmith_index_u32(var_2.x, 2u)].xxw - vec3<f32>(var_1[_wgslsmith_index_u32(4294967295u, 4u)].x, global0.b.a, var_1[_wgslsmith_index_u32(var_0.x, 4u)].x)) * arg_0.c[_wgslsmith_index_u32(~35684u, 2u)].www)))), _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(var_0.x, 4u)]), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(global0.c[_wgslsmith_index_u32(31073u, 2u)].x, arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(6698u, 4u)].x), vec3<f32>(625f, var_1[_wgslsmith_index_u32(23010u, 4u)].x, global0.b.a))) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.e.a, arg_0.e.a, -684f))), global0.c[_wgslsmith_index_u32(countLeadingZeros(firstTrailingBit(var_0.xz)).x, 2u)].zzz) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec2_f32(exp(global0.c[_wgslsmith_index_u32(4294967295u, 2u)].yz)).x, _wgslsmith_f_op_f32(dot(var_1[_wgslsmith_index_u32(1u, 4u)], vec3<f32>(global0.b.a, var_1[_wgslsmith_index_u32(44288u, 4u)].x, -887f))), global0.c[_wgslsmith_index_u32(28691u, 2u)].x))));
            let var_4 = global1[_wgslsmith_index_u32(0u, 22u)];
        }
    }
    return _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(4294967295u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(global0.c[_wgslsmith_index_u32(1u, 2u)], vec4<f32>(1400f, 700f, var_1[_wgslsmith_index_u32(var_0.x, 4u)].x, arg_0.b.a)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.b.a, global0.b.a, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -334f))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(arg_0.b.a, global0.c[_wgslsmith_index_u32(1u, 2u)].x, arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1259f), arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)]), global0.c[_wgslsmith_index_u32(53266u / 123700u, 2u)], _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-159f, global0.b.a, -735f, arg_0.c[_wgslsmith_index_u32(31700u, 2u)].x))))))).x))).x;
}

fn func_2(arg_0: mat3x4<f32>) -> Struct_3 {
    while (-(-20389i) > (u_input.b.x / u_input.b.x)) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        let var_0 = vec4<bool>(select(!global0.a.xyy, global0.a.xxx, _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(11320u, 3u)].zzw - arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].wwx), _wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].zzw - vec3<f32>(arg_0[_wgslsmith_index_u32(47289u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 322f)))).x > _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.b.a, global0.e.a, 216f, 192f)))).x).x, select(global0.a.wx, vec2<bool>(true, global0.d), !vec2<bool>(false, select(global0.a.zx, global0.a.yz, false).x)).x, true, global0.d);
        for (var var_1 = 21128i; (var_1 < i32(-2147483648)); global2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(fract(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].www)), _wgslsmith_div_vec3_f32(arg_0[_wgslsmith_index_u32(0u, 3u)].ywz, global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].wxw))).x * _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-624f)), _wgslsmith_f_op_f32(global0.b.a * global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x))) * _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(84409u, 3u)].x - global0.b.a)) * _wgslsmith_f_op_f32(-128f))) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            let var_2 = 622u;
            break;
        }
        var var_1 = any(!vec2<bool>(false, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, clamp(vec4<u32>(1u, 14742u, u_input.a.x, 0u), u_input.a, u_input.a).x).exchanged));
        switch (~(i32(-2147483648))) {
            case -56386i: {
                var var_2 = 1010f;
                var_2 = _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(arg_0[_wgslsmith_index_u32(~(16725u - 74576u), 3u)].x, _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1770f, global0.b.a, -1000f, 444f))).wy)).x, _wgslsmith_f_op_f32(1158f + _wgslsmith_f_op_vec4_f32(select(arg_0[_wgslsmith_index_u32(u_input.a.x & u_input.a.x, 3u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.b.a, global0.b.a, arg_0[_wgslsmith_index_u32(0u, 3u)].x, global0.b.a) - arg_0[_wgslsmith_index_u32(0u, 3u)]), vec4<bool>(var_0.x, true, var_0.x, false))).x)))).x;
                let var_3 = u_input.a.x;
            }
            case 1i: {
            }
            case 2147483647i: {
                let var_2 = true;
                let var_3 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(global0.c[_wgslsmith_index_u32(~firstTrailingBit(select(u_input.a, u_input.a, var_2).yzy).x, 2u)].yzw, global0.c[_wgslsmith_index_u32(4294967295u, 2u)].zwz, select(var_0, vec4<bool>(var_2, false, true, true), !select(vec4<bool>(true, false, var_2, false), var_0, vec4<bool>(var_2, var_0.x, var_2, true)).x).yyz)));
                break;
            }
            case -8634i: {
                break;
            }
            default: {
                let var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(ceil(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)])))).xzy) + global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].zwy), vec3<f32>(global0.b.a, global0.e.a, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1025f * _wgslsmith_f_op_f32(-(-2076f))) - _wgslsmith_f_op_f32(345f + _wgslsmith_div_f32(-722f, global0.e.a)))));
                let var_3 = global1[_wgslsmith_index_u32(0u, 22u)];
                let var_4 = ~vec2<i32>(~u_input.c, select(countLeadingZeros(vec4<i32>(-3802i, 1111i, 45190i, 0i) | vec4<i32>(2147483647i, u_input.b.x, 1i, -5111i)).x, u_input.c, false));
                var var_5 = 31430i;
                continue;
            }
        }
    }
    global2 = arg_0[_wgslsmith_index_u32(u_input.a.x / 1u, 3u)].x;
    var var_0 = vec4<f32>(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)] - arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)]), vec4<f32>(1000f, global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -323f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), vec4<f32>(1585f, global0.e.a, 1000f, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).x, -1571f))).x, -1322f, 832f, _wgslsmith_f_op_f32(-1818f));
    let var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(525f * global0.b.a), _wgslsmith_f_op_f32(-294f), _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].x, 208f)), _wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(30229u << (1u % 32u), 3u)].wxy * _wgslsmith_f_op_vec3_f32(-var_0.xxx)))))), global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].yww, global0.c[_wgslsmith_index_u32(0u, 2u)].zyy, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-490f, -1830f, -280f, -949f)) - _wgslsmith_f_op_vec4_f32(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)] - arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)]))))).wzy);
    var var_2 = firstLeadingBit(~(-max(-vec4<i32>(-1i, u_input.c, -28876i, u_input.c), vec4<i32>(u_input.b.x, 1i, u_input.c, u_input.b.x) ^ vec4<i32>(u_input.b.x, -41587i, 2147483647i, -1i)))).wzx;
    return Struct_3(!global0.a, func_4(func_5(Struct_3(vec4<bool>(false, global0.a.x, true, global0.d), func_4(mat2x3<f32>(var_1[_wgslsmith_index_u32(u_input.a.x, 4u)], vec3<f32>(988f, -1154f, var_0.x))), global0.c, select(global0.a.zz, vec2<bool>(true, true), global0.d).x, global0.e), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].xy), vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -368f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(55982u, 3u)].x, -239f))), reverseBits(~u_input.a.xzz).x)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)] + global0.c[_wgslsmith_index_u32(1u, 2u)])))), arg_0[_wgslsmith_index_u32(max(vec4<u32>(insertBits(vec4<u32>(4274u, u_input.a.x, u_input.a.x, 62019u), vec4<u32>(6777u, u_input.a.x, u_input.a.x, u_input.a.x), 0u, 0u).x, u_input.a.x ^ 4294967295u, reverseBits(0u), max(u_input.a.x, u_input.a.x)), ~u_input.a + reverseBits(vec4<u32>(u_input.a.x, u_input.a.x, 20682u, u_input.a.x))).x, 3u)]), select(select(select(!vec3<bool>(global0.d, global0.a.x, global0.a.x), select(vec4<bool>(true, false, global0.a.x, global0.d), vec4<bool>(true, true, false, global0.a.x), global0.a).zxz, vec3<bool>(global0.d, false, global0.a.x)), global0.a.zwz, true), global0.a.zwx, !global0.a.wyy).x, global0.b);
}

fn func_1(arg_0: Struct_1) -> vec4<bool> {
    let var_0 = global0.e;
    let var_1 = func_2(mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.e.a, -213f, 168f, 1590f)))).x, global0.e.a, arg_0.a, _wgslsmith_f_op_f32(global0.c[_wgslsmith_index_u32(~4294967295u, 2u)].x + _wgslsmith_f_op_f32(func_3(Struct_3(vec4<bool>(global0.d, false, global0.a.x, global0.d), Struct_1(var_0.a), global0.c, global0.a.x, Struct_1(2442f)), global0.d)))), global0.c[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a.x, 4294967295u - u_input.a.x), 2u)], vec4<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(371f, arg_0.a, -196f, arg_0.a))).x, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)] * global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)]), global0.c[_wgslsmith_index_u32(u_input.a.x >> (1u % 32u), 2u)])).x, -656f, _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(539f, -1235f, var_0.a, var_0.a))).x)));
    for (var var_2 = -21736i; var_2 <= 2147483647i; global1 = array<Struct_2, 22>()) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
    }
    var var_2 = mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1060f, var_0.a)))) * global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].xw), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(114f, var_0.a, -604f))), var_1.c[_wgslsmith_index_u32(u_input.a.x, 2u)].yxy, select(var_1.a.wx, vec2<bool>(true, false), false).x)).xz - vec2<f32>(_wgslsmith_div_f32(492f, -422f), _wgslsmith_f_op_f32(-129f * global0.c[_wgslsmith_index_u32(6032u, 2u)].x)))), _wgslsmith_f_op_vec2_f32(var_1.c[_wgslsmith_index_u32(u_input.a.x / countLeadingZeros(u_input.a).x, 2u)].zz * _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(fract(-1554f)), var_1.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x))));
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        if (true) {
            global0 = var_1;
            global2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1.e.a) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(675f * _wgslsmith_f_op_f32(arg_0.a - 791f)))) * _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global0.e.a, 1914f, var_0.a), vec3<f32>(-685f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-267f - 604f)), arg_0.a), vec3<f32>(var_2[_wgslsmith_index_u32(min(vec2<u32>(u_input.a.x, u_input.a.x), select(u_input.a.zw, u_input.a.yx, vec2<bool>(true, global0.a.x))).x, 2u)].x, _wgslsmith_f_op_f32(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x * _wgslsmith_f_op_f32(arg_0.a + 1000f)), _wgslsmith_f_op_f32(-arg_0.a)))).x);
            ((var_2)[_wgslsmith_index_u32(countOneBits((u_input.a.yy ^ (u_input.a.yy + extractBits(u_input.a, u_input.a.x, u_input.a.x).yx)) | countTrailingZeros(u_input.a.yyx / vec3<u32>(1u, u_input.a.x, u_input.a.x)).xx).x, 2u)]).x = _wgslsmith_f_op_f32(-(-2109f));
            var var_3 = clamp(-((vec4<i32>(1i, 1i, 1i, 1i) - ~vec4<i32>(u_input.b.x, i32(-2147483648), 28493i, -14871i)) * (vec4<i32>(1i, 2506i, u_input.c, u_input.c) * _wgslsmith_mod_vec4_i32(vec4<i32>(u_input.b.x, 3632i, u_input.c, -14076i), vec4<i32>(u_input.b.x, u_input.b.x, u_input.c, -43225i)))), ~(~((vec4<i32>(31688i, u_input.b.x, u_input.c, 1i) & vec4<i32>(-10556i, u_input.c, u_input.c, u_input.c)) >> (vec4<u32>(u_input.a.x, 0u, u_input.a.x, u_input.a.x) % vec4<u32>(32u)))), vec4<i32>(max(vec4<i32>(u_input.b.x, 2147483647i, 0i, u_input.b.x), vec4<i32>(u_input.c, u_input.b.x, u_input.b.x, u_input.b.x)).x << ((36963u >> (1u % 32u)) % 32u), u_input.c, u_input.c, -1i) << ((u_input.a & vec4<u32>(20209u, u_input.a.x | u_input.a.x, 20434u / 6740u, 40433u)) % vec4<u32>(32u))).wyx;
            break;
        } else {
        }
        break;
    }
    return vec4<bool>((global0.c[_wgslsmith_index_u32(~countOneBits(u_input.a).x, 2u)].x < _wgslsmith_f_op_f32(arg_0.a + _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(min(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)], vec4<f32>(1320f, var_1.b.a, 455f, -470f))).x - _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_0.a, var_0.a, -1277f, var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).x))), var_1.a.x, false, !atomicCompareExchangeWeak(&wg_atomic_i32, insertBits(vec2<i32>(-23401i, u_input.c), u_input.b.xz, 1u, countLeadingZeros(vec3<u32>(41429u, 0u, u_input.a.x)).x).x, atomicAdd(&wg_atomic_i32, ~u_input.c)).exchanged);
}

fn main_orig(builtin_num_workgroups: vec3<u32>) {
    var var_0 = Struct_1(686f);
    if (global0.d) {
        global0 = Struct_3(!select(vec4<bool>(global0.a.x & global0.a.x, any(vec2<bool>(global0.d, global0.d)), false & global0.a.x, 1357f >= global0.e.a), global0.a, select(vec4<bool>(global0.d, true, global0.d, true), func_1(Struct_1(243f)), func_2(mat3x4<f32>(global0.c[_wgslsmith_index_u32(34821u, 2u)], vec4<f32>(var_0.a, -729f, global0.b.a, global0.c[_wgslsmith_index_u32(91735u, 2u)].x), vec4<f32>(var_0.a, var_0.a, var_0.a, 1000f))).a)), func_4(mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(736f, var_0.a, global0.b.a)), _wgslsmith_f_op_vec3_f32(global0.c[_wgslsmith_index_u32(~u_input.a.x, 2u)].zwx * vec3<f32>(1013f, global0.c[_wgslsmith_index_u32(1u, 2u)].x, -1138f)))), mat2x4<f32>(global0.c[_wgslsmith_index_u32(dot(~builtin_num_workgroups.zz, builtin_num_workgroups.xx), 2u)], global0.c[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, min(12122u ^ u_input.a.x, ~61232u)), 2u)]), (-841f == _wgslsmith_f_op_f32(-func_2(mat3x4<f32>(vec4<f32>(732f, -1361f, -441f, var_0.a), vec4<f32>(-551f, -1000f, var_0.a, -191f), global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)])).e.a)) != select(true, !(global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x <= 332f), func_2(mat3x4<f32>(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)], global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)], global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)])).d), global0.e);
        if (global0.d) {
            var var_1 = mat4x2<f32>(global0.c[_wgslsmith_index_u32(~u_input.a.x, 2u)].xy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(saturate(global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)])).xx + global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].zz) * vec2<f32>(_wgslsmith_div_f32(var_0.a, -133f), _wgslsmith_f_op_f32(-(-1202f)))) + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(step(_wgslsmith_div_vec2_f32(vec2<f32>(var_0.a, -1568f), vec2<f32>(global0.b.a, 816f)), global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x & 87228u, 2u)].zw)) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(clamp(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].wx, vec2<f32>(-599f, var_0.a), global0.c[_wgslsmith_index_u32(0u, 2u)].xz)) * vec2<f32>(-453f, -246f)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(var_0.a, global0.e.a), _wgslsmith_f_op_vec2_f32(-global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].wx)))), vec2<f32>(var_0.a, _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-397f, _wgslsmith_f_op_f32(var_0.a + global0.c[_wgslsmith_index_u32(1u, 2u)].x), var_0.a, _wgslsmith_f_op_f32(-(-1247f))))).x));
            let var_2 = countOneBits(~(~builtin_num_workgroups ^ ~(~u_input.a.xyz)));
        } else {
            var var_1 = -750f;
            let var_2 = u_input.b.x;
            global2 = _wgslsmith_f_op_f32(var_0.a - var_0.a);
            var var_3 = _wgslsmith_mod_i32(u_input.b.x, ~(-16097i) * (firstLeadingBit(~u_input.b.zx).x * sign(atomicAdd(&wg_atomic_i32, 1i))));
            let var_4 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.c[_wgslsmith_index_u32(dot(vec4<u32>(builtin_num_workgroups.x, 1938u, 3877u, u_input.a.x), vec4<u32>(builtin_num_workgroups.x, 57507u, builtin_num_workgroups.x, builtin_num_workgroups.x)), 2u)].zyw - _wgslsmith_f_op_vec3_f32(vec3<f32>(1127f, var_0.a, var_0.a) + global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].zzy)), _wgslsmith_f_op_vec3_f32(global0.c[_wgslsmith_index_u32(1u - builtin_num_workgroups.x, 2u)].xww + _wgslsmith_f_op_vec3_f32(-global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].xxy))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(184f, var_0.a, -1000f))) - global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].zyy), global0.c[_wgslsmith_index_u32(abs(vec2<u32>(u_input.a.x, 1u)).x << ((insertBits(vec2<u32>(18340u, 0u), vec2<u32>(1u, 4294967295u), countTrailingZeros(vec2<u32>(1u, 25286u)).x, ~u_input.a.x).x ^ select(~vec2<u32>(u_input.a.x, 1u), vec2<u32>(u_input.a.x, builtin_num_workgroups.x), true).x) % 32u), 2u)].xzz, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(saturate(global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].xwz)), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-(-1140f)), var_0.a, _wgslsmith_f_op_vec4_f32(step(global0.c[_wgslsmith_index_u32(86315u, 2u)], global0.c[_wgslsmith_index_u32(97172u, 2u)])).x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(global0.c[_wgslsmith_index_u32(8941u, 2u)].yxy)))), _wgslsmith_f_op_vec3_f32(-global0.c[_wgslsmith_index_u32(select(vec4<u32>(1u, 1u, 1u, 1u), u_input.a - vec4<u32>(1u, u_input.a.x, 1u, u_input.a.x), !vec4<bool>(global0.a.x, true, false, global0.d)).x, 2u)].zzy))));
        }
        for (; !global0.a.x; ) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            ((global1)[_wgslsmith_index_u32(42182u, 22u)]).a = func_5(func_2(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(select(global0.c[_wgslsmith_index_u32(24765u - u_input.a.x, 2u)], global0.c[_wgslsmith_index_u32(~10127u, 2u)], global0.a)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)] - vec4<f32>(global0.e.a, -130f, global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1343f))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.e.a, global0.e.a, -357f, 317f), _wgslsmith_f_op_vec4_f32(-global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)]), !vec4<bool>(global0.d, global0.d, false, false))))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.a, global0.e.a)))), global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].wy, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.a, var_0.a, var_0.a) + global0.c[_wgslsmith_index_u32(1u, 2u)].yww) - _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1511f, global0.b.a, global0.b.a, global0.e.a))).xyy), vec3<f32>(1348f, _wgslsmith_f_op_f32(-var_0.a), _wgslsmith_f_op_f32(select(var_0.a, var_0.a, global0.a.x))), vec3<bool>(global0.a.x && false, !global0.a.x, false))).yy), ~builtin_num_workgroups.x);
            break;
        }
    } else {
        var var_1 = ~(~u_input.b.zz);
        var var_2 = Struct_3(!(!vec4<bool>(global0.d, any(vec2<bool>(global0.a.x, global0.d)), true, 0i <= var_1.x)), Struct_1(_wgslsmith_f_op_f32(-var_0.a)), global0.c, global0.d, global0.b);
        let var_3 = vec4<bool>(any(!(!var_2.a.zxy)), select(select(func_2(mat3x4<f32>(vec4<f32>(141f, var_0.a, -1192f, -1333f), global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)], var_2.c[_wgslsmith_index_u32(15488u, 2u)])).a.wyy, vec3<bool>(any(vec2<bool>(true, var_2.d)), select(global0.a.x, global0.a.x, var_2.d), any(vec3<bool>(true, false, global0.d))), select(var_2.a.xxw, vec3<bool>(global0.a.x, var_2.a.x, var_2.a.x), true).x).x, var_2.d, all(!select(var_2.a.wz, var_2.a.zw, global0.a.zy))), var_2.a.x, true);
    }
    var var_1 = global0.e;
    var var_2 = func_2(mat3x4<f32>(vec4<f32>(vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1510f - 736f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.b.a, 110f, global0.b.a, global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec4<f32>(319f, var_0.a, var_1.a, global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x), global0.a.x)).x), _wgslsmith_f_op_f32(saturate(_wgslsmith_div_f32(-1030f, 1357f)))), vec4<f32>(var_0.a, func_2(mat3x4<f32>(vec4<f32>(1517f, 712f, 810f, 1000f), vec4<f32>(-467f, global0.e.a, 777f, 1070f), vec4<f32>(-390f, var_0.a, 784f, var_0.a))).b.a, _wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(global0.c[_wgslsmith_index_u32(29002u, 2u)], global0.c[_wgslsmith_index_u32(1u, 2u)])), _wgslsmith_f_op_f32(max(278f, global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].yy)).x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.e.a, -145f, -194f, global0.b.a) * _wgslsmith_f_op_vec4_f32(-global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)]))))).c;
    (global1)[_wgslsmith_index_u32(builtin_num_workgroups.x, 22u)] = global1[_wgslsmith_index_u32(21870u, 22u)];
    global2 = _wgslsmith_f_op_f32(-(-1269f));
    loop {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        while (true) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            continue;
        }
        if (!atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b.x, 4836i).exchanged | global0.a.x) {
            var var_3 = Struct_2(func_5(func_2(mat3x4<f32>(global0.c[_wgslsmith_index_u32(firstTrailingBit(7237u), 2u)], _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -551f, 2228f, 369f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-628f, var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1000f, 1289f)))), mat3x2<f32>(func_5(func_2(mat3x4<f32>(var_2[_wgslsmith_index_u32(36427u, 2u)], var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)], global0.c[_wgslsmith_index_u32(14515u, 2u)])), mat3x2<f32>(vec2<f32>(var_1.a, -1000f), global0.c[_wgslsmith_index_u32(0u, 2u)].xx, vec2<f32>(-1584f, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x)), u_input.a.x * builtin_num_workgroups.x)[_wgslsmith_index_u32(~abs(builtin_num_workgroups.x), 2u)].zy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(trunc(global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].xyz)).xx + _wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].ww + vec2<f32>(1263f, 1922f))), vec2<f32>(1181f, -417f)), select(_wgslsmith_mod_u32(u_input.a.x, builtin_num_workgroups.x), builtin_num_workgroups.x, true)), vec4<f32>(-857f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1330f)))), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(1026f, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1000f, var_1.a, var_1.a, global0.c[_wgslsmith_index_u32(1u, 2u)].x))).x), vec2<f32>(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1125f, var_0.a, -732f))).x, var_1.a), global0.a.x)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1030f)) - -703f)), mat4x3<f32>(vec3<f32>(global0.b.a, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(487f, -734f, -1242f))).x - _wgslsmith_f_op_f32(-868f + 967f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(min(-696f, var_1.a)) - _wgslsmith_f_op_f32(1401f + -2046f))), _wgslsmith_div_vec3_f32(global0.c[_wgslsmith_index_u32(~min(u_input.a, vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, builtin_num_workgroups.x)).x, 2u)].zzy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-518f, 383f, 478f))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1380f, var_2[_wgslsmith_index_u32(52832u, 2u)].x, 1678f)))), vec3<f32>(_wgslsmith_f_op_f32(-1082f), var_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, firstLeadingBit(builtin_num_workgroups.x)), 2u)].x, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)], vec4<f32>(-846f, 937f, var_0.a, var_1.a)), vec4<f32>(global0.b.a, 383f, -749f, global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x), global0.d & true)).x)));
            var var_4 = select(vec4<u32>(~countOneBits(u_input.a).x, dot(~vec3<u32>(u_input.a.x, 0u, 4294967295u), ~u_input.a.zyy), builtin_num_workgroups.x, (u_input.a.x ^ 1u) - select(u_input.a.zy, builtin_num_workgroups.xy, global0.a.x).x), u_input.a, global0.a).x & select(vec2<u32>(~14192u, builtin_num_workgroups.x), u_input.a.yw, true).x;
            var var_5 = func_1(Struct_1(var_3.a[_wgslsmith_index_u32(~(~countLeadingZeros(vec4<u32>(u_input.a.x, 0u, u_input.a.x, u_input.a.x)).x), 2u)].x)).yx;
            var var_6 = mat4x2<f32>(var_3.c[_wgslsmith_index_u32(1u, 4u)].yy, var_3.c[_wgslsmith_index_u32(75666u, 4u)].zy, vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(u_input.a.x, 2u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)])))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(1084f, 1081f) * global0.c[_wgslsmith_index_u32(1u, 2u)].ww)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(trunc(global0.c[_wgslsmith_index_u32(u_input.a.x, 2u)])).zz), countOneBits(u_input.a).x != ~53640u)).x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(vec3<f32>(501f, global0.b.a, 1671f), var_3.c[_wgslsmith_index_u32(u_input.a.x, 4u)])) - var_0.a), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(531f, var_2[_wgslsmith_index_u32(75381u, 2u)].x, global0.b.a, -147f))).x))));
            let var_7 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.b.a, var_3.c[_wgslsmith_index_u32(u_input.a.x, 4u)].x, var_1.a, -1518f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(19224u, 2u)]))), vec4<f32>(var_6[_wgslsmith_index_u32(dot(u_input.a, u_input.a ^ u_input.a), 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(-980f, global0.e.a), var_2[_wgslsmith_index_u32(1468u, 2u)].ww, false)).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1267f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(0u, 2u)].x))))).xzw, vec3<f32>(_wgslsmith_f_op_vec3_f32(abs(global0.c[_wgslsmith_index_u32(~41072u, 2u)].wyz)).x, var_1.a, _wgslsmith_div_f32(_wgslsmith_f_op_f32(579f + _wgslsmith_f_op_vec3_f32(step(var_3.a[_wgslsmith_index_u32(0u, 2u)], var_3.a[_wgslsmith_index_u32(26387u, 2u)])).x), _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(~u_input.a.x, 2u)].x * 411f))), var_3.c[_wgslsmith_index_u32(u_input.a.x >> (0u % 32u), 4u)]);
        } else {
            let var_3 = global1[_wgslsmith_index_u32(1u, 22u)];
        }
        let var_3 = global1[_wgslsmith_index_u32((((builtin_num_workgroups.x / firstTrailingBit(builtin_num_workgroups.x)) | ~84556u) & select(_wgslsmith_mod_vec4_u32(vec4<u32>(builtin_num_workgroups.x, 28768u, 58014u, builtin_num_workgroups.x), vec4<u32>(21246u, u_input.a.x, 32999u, u_input.a.x) & vec4<u32>(25903u, builtin_num_workgroups.x, 1u, builtin_num_workgroups.x)), u_input.a, true).x) << (37859u % 32u), 22u)];
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(987f, 1016f, 2749f, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x)) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(var_2[_wgslsmith_index_u32(4294967295u, 2u)])))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_probe_exp2(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)]))) + vec4<f32>(_wgslsmith_f_op_f32(-(-1200f)), _wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_vec4_f32(round(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)])).x, 2871f))));
}


fn _probe_exp2(x: vec4<f32>) -> vec4<f32> {
    let r = exp2(x);
    p_in = x;
    p_out = r;
    p_n = p_n + 1u;
    return r;
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    main_orig(builtin_num_workgroups);
    s_probe.orig = s_output;
    s_probe.p_in = p_in;
    s_probe.p_out = p_out;
    s_probe.p_n = p_n;
}
