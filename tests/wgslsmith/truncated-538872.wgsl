// {"0:0":[238,94,48,183,105,188,229,215,206,87,186,187,89,27,31,161,168,129,182,149,210,20,162,128,226,118,174,210,42,159,188,103,27,135,123,181,170,73,236,32,200,159,87,162,50,77,209,42]}
// Seed: 538872

struct Struct_1 {
    @align(8)
    @size(4)
    a: i32,
    b: vec4<i32>,
    c: vec3<u32>,
    @align(16)
    @size(32)
    d: mat2x3<f32>,
    @align(64)
    e: vec3<u32>,
}

struct UniformBuffer {
    a: vec4<i32>,
    @size(20)
    b: i32,
    c: i32,
    d: i32,
}

struct StorageBuffer {
    @align(16)
    @size(4)
    a: f32,
    @align(8)
    @size(48)
    b: mat4x2<f32>,
    c: mat4x4<f32>,
    @size(28)
    d: mat2x2<f32>,
    @size(40)
    e: mat2x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<mat4x4<f32>, 25>;

var<workgroup> global1: bool;

var<private> global2: array<vec4<i32>, 7>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 27>;

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn func_5(arg_0: mat2x4<f32>, arg_1: vec4<i32>) -> u32 {
    for (; ; ) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        while (select(vec4<bool>(true, arg_0[_wgslsmith_index_u32(1u, 2u)].x <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x))), atomicCompareExchangeWeak(&wg_atomic_u32, countTrailingZeros(vec3<u32>(65211u, 16767u, 0u)).x, ~(4294967295u * 33460u)).exchanged, all(vec2<bool>(true, true))), vec4<bool>(any(vec3<bool>(true, true, true)), true, true, true), vec4<bool>(true, !(atomicCompareExchangeWeak(&wg_atomic_i32, 23939i, 2147483647i).exchanged || vec3<bool>(true, true, true).x), true, atomicCompareExchangeWeak(&wg_atomic_u32, 43898u, 27251u).exchanged)).x) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var var_0 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(~(4294967295u + 21258u), 2u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(6274u, 2u)].x) - -448f))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-1969f, 1004f)), 337f) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(max(arg_0[_wgslsmith_index_u32(3152u, 2u)].yz, vec2<f32>(arg_0[_wgslsmith_index_u32(4168u, 2u)].x, arg_0[_wgslsmith_index_u32(38677u, 2u)].x))) * vec2<f32>(arg_0[_wgslsmith_index_u32(26159u, 2u)].x, arg_0[_wgslsmith_index_u32(9470u, 2u)].x)) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1715f, 499f)))), arg_0[_wgslsmith_index_u32(~select(vec4<u32>(1u, 1u, 1u, 1u).yx, abs(firstTrailingBit(vec2<u32>(72066u, 4294967295u))), (arg_0[_wgslsmith_index_u32(1u, 2u)].x > arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x) && vec4<bool>(true, true, true, true).x).x, 2u)].zy, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(max(vec2<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x), arg_0[_wgslsmith_index_u32(77814u, 2u)].xz))) + _wgslsmith_f_op_vec4_f32(select(arg_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(36203u, 65916u), 2u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(-454f, 1314f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, 278f)), atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 1u).exchanged)).zz), _wgslsmith_f_op_vec2_f32(ceil(arg_0[_wgslsmith_index_u32(countOneBits(vec3<u32>(5394u, 1u, 0u)).x << (_wgslsmith_mod_u32(1u, 16784u) % 32u), 2u)].xw))));
        }
        while (any(vec4<bool>(select(vec2<bool>(true, true), vec2<bool>(-774f > arg_0[_wgslsmith_index_u32(10687u, 2u)].x, true), vec4<bool>(true, true, true, true).x).x, all(vec4<bool>(true, true, true, true).wyz), vec2<bool>(true, true).x, true))) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_0 = true;
            break;
        }
    }
    global2 = array<vec4<i32>, 7>();
    switch (_wgslsmith_mod_i32(-max(arg_1, select(firstTrailingBit(u_input.a), -vec4<i32>(arg_1.x, u_input.d, -26000i, u_input.b), all(vec2<bool>(true, false)))).x, i32(-2147483648))) {
        case -27810i: {
            for (var var_0 = 0i; var_0 != 1i; ) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                var var_1 = firstTrailingBit(~_wgslsmith_mod_vec3_u32(countTrailingZeros(vec3<u32>(79754u, 0u, 60246u)) - vec3<u32>(7733u, 1u, 0u), vec3<u32>(~1u, 1u, 1u))).xy;
            }
        }
        default: {
            global1 = false;
        }
    }
    var var_0 = Struct_1(1i, min(vec4<i32>(select(~293i, -2034i, false), -(~u_input.c), -u_input.c, vec2<i32>(1i, 1i).x + arg_1.x), reverseBits(vec4<i32>(u_input.b, 49489i, arg_1.x, atomicMin(&wg_atomic_i32, 0i)))), vec3<u32>(1u, 1u, 1u), mat2x3<f32>(vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(0u, 2u)].wxy))).x), arg_0[_wgslsmith_index_u32(min(~vec4<u32>(1u, 1u, 1u, 1u).wyw, vec3<u32>(~0u, atomicOr(&wg_atomic_u32, 19487u), 1u)).x, 2u)].xyy), vec3<u32>(~min(vec4<u32>(4294967295u, 10928u, 0u, 73774u), countLeadingZeros(vec4<u32>(1u, 53942u, 30420u, 4294967295u))).x, ~atomicCompareExchangeWeak(&wg_atomic_u32, 42825u, 4294967295u).old_value, atomicOr(&wg_atomic_u32, 1u) ^ 1u));
    let var_1 = var_0.e.yx;
    return 50522u / ~(~1u);
}

fn func_4(arg_0: mat4x2<f32>, arg_1: mat3x2<f32>) -> Struct_1 {
    let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0[_wgslsmith_index_u32(35058u, 4u)].x, 241f, arg_0[_wgslsmith_index_u32(20656u, 4u)].x, arg_1[_wgslsmith_index_u32(14667u, 3u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(-530f, -944f, arg_1[_wgslsmith_index_u32(0u, 3u)].x, 1312f) - vec4<f32>(-624f, arg_0[_wgslsmith_index_u32(0u, 4u)].x, -145f, -338f)))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x, -1197f, arg_0[_wgslsmith_index_u32(49205u, 4u)].x) + vec4<f32>(-1241f, arg_1[_wgslsmith_index_u32(0u, 3u)].x, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, 175f)) + vec4<f32>(1553f, arg_1[_wgslsmith_index_u32(60578u, 3u)].x, arg_1[_wgslsmith_index_u32(19702u, 3u)].x, arg_1[_wgslsmith_index_u32(1u, 3u)].x))))).zyy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-878f, -1000f, arg_0[_wgslsmith_index_u32(0u, 4u)].x) + vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, -1262f, -1925f)) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(605f, arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -3102f, 212f, arg_1[_wgslsmith_index_u32(48895u, 3u)].x), vec4<f32>(arg_1[_wgslsmith_index_u32(95511u, 3u)].x, 1047f, arg_0[_wgslsmith_index_u32(1u, 4u)].x, 211f))).zxx)));
    let var_1 = select(select(vec3<bool>((0i <= u_input.d) & (-1i == u_input.a.x), vec4<bool>(true, true, true, true).x, true), vec3<bool>(false, true, vec4<bool>(true, true, true, true).x), true), vec3<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c ^ -u_input.a.x, u_input.d).exchanged), select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), vec3<bool>(!(-1i == u_input.b), true, true)));
    switch (u_input.c * 1i) {
        case -63547i: {
        }
        case 4019i: {
        }
        case 2147483647i: {
            if (var_1.x) {
                var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(37527u >> (vec2<u32>(1u, 1u).x % 32u), 3u)].x, _wgslsmith_f_op_f32(ceil(_wgslsmith_div_f32(-1543f, arg_1[_wgslsmith_index_u32(42051u, 3u)].x))), -664f, 907f), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_f32(dot(var_0[_wgslsmith_index_u32(37182u, 3u)], vec3<f32>(arg_1[_wgslsmith_index_u32(41690u, 3u)].x, 1000f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))), _wgslsmith_f_op_f32(1000f - arg_0[_wgslsmith_index_u32(5997u, 4u)].x), -948f, _wgslsmith_f_op_f32(-2171f)), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1000f, -1015f, 981f, var_0[_wgslsmith_index_u32(0u, 3u)].x))), vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 4u)].x, arg_1[_wgslsmith_index_u32(5953u, 3u)].x, 625f, arg_1[_wgslsmith_index_u32(1160u, 3u)].x), vec4<f32>(-707f, arg_0[_wgslsmith_index_u32(32473u, 4u)].x, -1497f, arg_1[_wgslsmith_index_u32(11880u, 3u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, -107f, -718f, arg_0[_wgslsmith_index_u32(29782u, 4u)].x)))))), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(~45044u, 3u)].x) <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 3u)].x)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-584f))), var_0[_wgslsmith_index_u32(1u, 3u)].x, -638f, _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-(-1778f))))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(60107u, 4u)].x, arg_1[_wgslsmith_index_u32(88455u, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, 1000f) + vec4<f32>(-111f, 518f, arg_0[_wgslsmith_index_u32(56276u, 4u)].x, 1000f)), vec4<f32>(arg_0[_wgslsmith_index_u32(1059u, 4u)].x, 653f, var_0[_wgslsmith_index_u32(1u, 3u)].x, 751f), select(vec4<bool>(false, var_1.x, var_1.x, true), vec4<bool>(false, true, var_1.x, var_1.x), false))))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1331f, 495f, var_0[_wgslsmith_index_u32(0u, 3u)].x, -1032f) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, arg_1[_wgslsmith_index_u32(38535u, 3u)].x, -688f, var_0[_wgslsmith_index_u32(22994u, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_1[_wgslsmith_index_u32(102162u, 3u)].x, 171f, -1919f, arg_1[_wgslsmith_index_u32(0u, 3u)].x))))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(16663u, 4u)].x, 1000f, arg_1[_wgslsmith_index_u32(28819u, 3u)].x, 138f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(0u, 3u)].x, 819f, -472f, arg_1[_wgslsmith_index_u32(0u, 3u)].x))))));
            }
        }
        default: {
            var var_2 = select(select(!select(!vec3<bool>(var_1.x, var_1.x, var_1.x), !var_1, var_1.x), vec3<bool>(any(select(vec4<bool>(true, var_1.x, true, var_1.x), vec4<bool>(true, var_1.x, var_1.x, var_1.x), vec4<bool>(true, true, true, false)).yxy), ~9021i != u_input.a.x, true), vec3<bool>(true, var_1.x, select(select(vec4<bool>(false, var_1.x, false, var_1.x), vec4<bool>(var_1.x, var_1.x, var_1.x, var_1.x), true).zxx, select(var_1, var_1, var_1.x), vec3<bool>(var_1.x, var_1.x, var_1.x)).x)).xx, var_1.yx, var_1.x).x;
        }
    }
    switch (u_input.d) {
        default: {
            var var_2 = vec2<u32>(1u, 1u).x;
        }
    }
    (global2)[_wgslsmith_index_u32(countTrailingZeros(max(vec4<u32>(1u, 1u, 1u, 1u) * ~countTrailingZeros(vec4<u32>(4294967295u, 1u, 1u, 0u)), vec4<u32>(1u, 1u, 1u, 1u) >> (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u)))).x, 7u)] = vec4<i32>(1i, u_input.c, u_input.b, 1i);
    return Struct_1(2147483647i, _wgslsmith_mod_vec4_i32(~u_input.a, countOneBits(u_input.a) >> (min(vec4<u32>(13383u, 1u, 1u, 56097u), vec4<u32>(61082u, 1u, 0u, 82556u)) % vec4<u32>(32u))) & -(-(vec4<i32>(u_input.b, 1i, 2147483647i, u_input.a.x) | vec4<i32>(u_input.c, u_input.d, 10071i, -30279i))), vec3<u32>(1u, 1u, 1u), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(23190u, 3u)])) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-1189f, -1000f, arg_0[_wgslsmith_index_u32(105302u, 4u)].x))) + _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1458f, arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 197f, var_0[_wgslsmith_index_u32(1u, 3u)].x), vec4<f32>(-1090f, arg_0[_wgslsmith_index_u32(33716u, 4u)].x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(23228u, 4u)].x))).zxz)), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-205f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(112653u, 4u)].x, -418f, var_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(97724u, 4u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(39209u, 4u)].x, 947f, 1001f, var_0[_wgslsmith_index_u32(38951u, 3u)].x) - vec4<f32>(711f, -1000f, arg_1[_wgslsmith_index_u32(43467u, 3u)].x, arg_1[_wgslsmith_index_u32(22662u, 3u)].x)))).x)), vec3<u32>(1u, 1u, 1u));
}

fn func_3(arg_0: Struct_1, arg_1: mat3x4<f32>, arg_2: Struct_1) -> array<vec4<i32>, 7> {
    let var_0 = ~(-u_input.a);
    switch (49380i) {
        case -8332i: {
            let var_1 = mat4x3<f32>(arg_1[_wgslsmith_index_u32((42483u << (countOneBits(vec4<u32>(arg_2.e.x, arg_0.e.x, arg_0.c.x, arg_0.c.x)).x % 32u)) >> (firstLeadingBit(~(~6476u)) % 32u), 3u)].yyw, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(select(arg_2.d[_wgslsmith_index_u32(arg_2.e.x, 2u)].x, 1841f, true)), _wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_f32(-1148f - -851f))))), arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].wxz, vec3<f32>(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x, 432f)) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1000f, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].x, arg_0.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].x))).yx))).x, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_0.d[_wgslsmith_index_u32(arg_2.e.x, 2u)].x, -1249f, -1695f, -194f))), vec4<f32>(arg_2.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x, -353f, arg_2.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x))).xyz, _wgslsmith_f_op_vec3_f32(arg_2.d[_wgslsmith_index_u32(arg_2.e.x | 43094u, 2u)] + _wgslsmith_f_op_vec3_f32(trunc(arg_2.d[_wgslsmith_index_u32(arg_0.c.x, 2u)]))), vec3<bool>(true, true, true))).x, arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, arg_0.e.x >> (5680u % 32u)) * 46825u, 3u)].x));
            switch (clamp(arg_0.b.zzy, var_0.wzz, sign(max(-vec4<i32>(arg_2.b.x, arg_0.b.x, var_0.x, 0i), countTrailingZeros(global2[_wgslsmith_index_u32(arg_2.c.x, 7u)])).wyw)).x) {
                case 0i: {
                    let var_2 = ~(max(~(~vec4<u32>(arg_2.c.x, arg_2.c.x, 65212u, 12568u)), countOneBits(vec4<u32>(arg_0.e.x, 39857u, arg_0.e.x, 0u) | vec4<u32>(30677u, arg_2.e.x, 1u, arg_2.e.x))).wx >> (((countOneBits(vec4<u32>(arg_0.e.x, 13713u, 25690u, 0u)).zy + ~arg_0.e.zx) >> (abs(vec4<u32>(0u, 76254u, arg_2.e.x, 41027u) / vec4<u32>(arg_0.e.x, 1u, 30124u, 54691u)).yz % vec2<u32>(32u))) % vec2<u32>(32u)));
                    global0 = array<mat4x4<f32>, 25>();
                    (((global0)[_wgslsmith_index_u32(arg_0.e.x, 25u)])[_wgslsmith_index_u32(extractBits(~vec2<u32>(arg_2.c.x, select(func_4(mat4x2<f32>(vec2<f32>(473f, arg_2.d[_wgslsmith_index_u32(1u, 2u)].x), vec2<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, var_1[_wgslsmith_index_u32(30588u, 4u)].x), vec2<f32>(1212f, -372f), arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)].wz), mat3x2<f32>(arg_1[_wgslsmith_index_u32(17784u, 3u)].xz, arg_2.d[_wgslsmith_index_u32(1u, 2u)].yz, vec2<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, 627f))).c.zz, ~vec2<u32>(9548u, arg_0.e.x), vec2<bool>(true, true)).x), _wgslsmith_mod_u32(countTrailingZeros(firstLeadingBit(arg_2.c).yx | countOneBits(vec2<u32>(4080u, 12744u))).x, (66193u | (var_2.x | arg_0.e.x)) / ~(~1u)), arg_2.c.x).x, 4u)]).x = _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(_wgslsmith_div_f32(-1853f, 1778f) + -604f)));
                }
                case 17254i: {
                    let var_2 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(~(50921u + 0u), 3u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1823f, 1325f, 156f, 297f), vec4<f32>(-157f, -1451f, -676f, arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)].x), true)).yxz, _wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(0u, 4u)] + var_1[_wgslsmith_index_u32(4294967295u, 4u)]))), 887f)), _wgslsmith_f_op_vec3_f32(sign(arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].www)).xx, vec2<f32>(arg_2.d[_wgslsmith_index_u32(~(~0u), 2u)].x, 1757f), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-542f * _wgslsmith_f_op_f32(-331f - var_1[_wgslsmith_index_u32(0u, 4u)].x)) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(921f - arg_0.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x))))));
                    (global0)[_wgslsmith_index_u32(0u * ~arg_0.c.x, 25u)] = global0[_wgslsmith_index_u32(~(~arg_2.e.x ^ 1u), 25u)];
                    ((global2)[_wgslsmith_index_u32(21916u, 7u)]).x = u_input.a.x;
                    let var_3 = !(!(abs(vec3<u32>(12289u, arg_2.c.x, 12466u)).x >= 112109u));
                    var var_4 = ~vec2<i32>(_wgslsmith_mod_i32(u_input.c - u_input.d, countOneBits(arg_2.b.yxw).x) >> (arg_2.c.x % 32u), -2147483647i);
                }
                case 12478i: {
                    (((global0)[_wgslsmith_index_u32(~(~(~1u + arg_0.e.x)) | firstTrailingBit(vec2<u32>(arg_0.c.x, ~arg_0.c.x)).x, 25u)])[_wgslsmith_index_u32(54933u, 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(_wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(305u, 2u)].x), _wgslsmith_f_op_f32(1f - _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-1146f, 2450f, 158f))).x), arg_1[_wgslsmith_index_u32(arg_2.c.x << ((1u << (arg_0.e.x % 32u)) % 32u), 3u)].x))).x);
                    let var_2 = func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(791f, -1443f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(var_1[_wgslsmith_index_u32(arg_2.c.x, 4u)].x, -941f, 178f))).xz - vec2<f32>(arg_2.d[_wgslsmith_index_u32(17864u, 2u)].x, 1614f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_2.d[_wgslsmith_index_u32(~1u, 2u)].zz + vec2<f32>(784f, 205f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1[_wgslsmith_index_u32(79952u, 4u)].x, arg_1[_wgslsmith_index_u32(7480u, 3u)].x) + _wgslsmith_div_vec2_f32(arg_2.d[_wgslsmith_index_u32(1u, 2u)].zy, vec2<f32>(arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].x, -2148f))))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_0.d[_wgslsmith_index_u32(~9655u, 2u)].yx) - _wgslsmith_f_op_vec2_f32(vec2<f32>(-584f, 1000f) - vec2<f32>(arg_0.d[_wgslsmith_index_u32(130435u, 2u)].x, -1449f))), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_div_vec3_f32(func_4(mat4x2<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].zx, vec2<f32>(arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, 168f), vec2<f32>(836f, -610f), vec2<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, 2723f)), mat3x2<f32>(arg_2.d[_wgslsmith_index_u32(25783u, 2u)].yx, vec2<f32>(arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(54025u, 4u)].x), vec2<f32>(var_1[_wgslsmith_index_u32(51728u, 4u)].x, arg_0.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x))).d[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, 13666u), 2u)], _wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(4294967295u, 4u)] - vec3<f32>(-759f, arg_0.d[_wgslsmith_index_u32(22021u, 2u)].x, 323f))))).zy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(229f, arg_0.d[_wgslsmith_index_u32(arg_2.e.x, 2u)].x) - _wgslsmith_div_vec2_f32(arg_1[_wgslsmith_index_u32(0u, 3u)].yw, arg_2.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].xz)) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(4294967295u, 4u)].zz)))));
                    ((global2)[_wgslsmith_index_u32(clamp(firstLeadingBit(70944u), (~insertBits(vec3<u32>(2553u, 15052u, arg_2.e.x), arg_2.e, var_2.e.x, 50655u).x & arg_0.e.x) << (arg_2.c.x % 32u), arg_0.c.x), 7u)]).x = -arg_2.b.x + -1i;
                }
                case 1i: {
                    ((global0)[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 28718u), 25u)])[_wgslsmith_index_u32(arg_2.e.x, 4u)] = _wgslsmith_f_op_vec4_f32(select(arg_1[_wgslsmith_index_u32(~1u ^ arg_0.e.x, 3u)], _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(arg_0.e.x, 4u)].x, var_1[_wgslsmith_index_u32(arg_2.c.x, 4u)].x, var_1[_wgslsmith_index_u32(1u, 4u)].x, -679f) + _wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(15407u, 3u)] + arg_1[_wgslsmith_index_u32(51596u, 3u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)] + arg_1[_wgslsmith_index_u32(4294967295u, 3u)]))))), min(~atomicAdd(&wg_atomic_u32, arg_0.c.x), abs(vec2<u32>(1u, 1u)).x) != atomicMin(&wg_atomic_u32, arg_0.e.x)));
                    let var_2 = _wgslsmith_f_op_f32(-(-125f));
                    global1 = 76617u != arg_0.e.x;
                }
                default: {
                    var var_2 = -615f;
                    (((global0)[_wgslsmith_index_u32(arg_0.c.x, 25u)])[_wgslsmith_index_u32(~atomicOr(&wg_atomic_u32, firstTrailingBit((vec4<u32>(66200u, arg_0.c.x, 60424u, 0u) * vec4<u32>(70375u, 1u, arg_2.e.x, 44448u)) + ~vec4<u32>(arg_0.c.x, arg_2.c.x, 1u, 2594u)).x), 4u)]).x = _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_2.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, var_1[_wgslsmith_index_u32(arg_0.c.x, 4u)].x, 415f)) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_2.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].x, arg_1[_wgslsmith_index_u32(8380u, 3u)].x, -124f, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x))).xyz) - arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].wzy)))).x;
                    let var_3 = atomicCompareExchangeWeak(&wg_atomic_u32, firstLeadingBit(~select(vec4<u32>(arg_0.e.x, 92577u, arg_2.e.x, arg_0.e.x), vec4<u32>(arg_0.c.x, arg_0.e.x, arg_0.e.x, 43828u) / vec4<u32>(arg_0.e.x, 1u, arg_2.c.x, arg_2.c.x), vec4<bool>(true, true, true, true)).ww).x, arg_2.c.x + atomicCompareExchangeWeak(&wg_atomic_u32, clamp(vec4<u32>(0u, 85343u, arg_0.c.x, 16611u), vec4<u32>(1u, 52902u, arg_2.e.x, 83326u), vec4<u32>(71490u, 4294967295u, 1u, arg_2.e.x)).x, ~reverseBits(vec4<u32>(arg_2.e.x, arg_2.c.x, 47941u, arg_2.e.x)).x).old_value).exchanged;
                    let var_4 = Struct_1(~(u_input.c * 28483i), arg_0.b, arg_2.e & arg_2.e, func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(arg_2.d[_wgslsmith_index_u32(firstTrailingBit(0u), 2u)].zx - _wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(arg_2.c.x, 4u)].yz * arg_0.d[_wgslsmith_index_u32(9685u, 2u)].zy)), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(vec2<f32>(813f, arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x), vec2<f32>(arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)].x, arg_2.d[_wgslsmith_index_u32(31894u, 2u)].x)), _wgslsmith_f_op_vec2_f32(exp2(arg_0.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].xy)), vec2<bool>(false, var_3))), _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(12293u, arg_0.c.x)).x, 3u)].wx), arg_0.d[_wgslsmith_index_u32(38756u, 2u)].yx), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_0.d[_wgslsmith_index_u32(4294967295u << (arg_0.c.x % 32u), 2u)].yz), _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-arg_0.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].yx))), arg_2.d[_wgslsmith_index_u32(~4294967295u, 2u)].zz)).d, vec3<u32>(arg_0.c.x * arg_2.c.x, 68636u, arg_2.c.x));
                    let var_5 = any(!select(!(!vec3<bool>(false, true, var_3)), !(!vec3<bool>(var_3, true, var_3)), vec3<bool>(any(vec2<bool>(var_3, true)), true, select(vec4<bool>(false, var_3, false, var_3), vec4<bool>(var_3, false, var_3, var_3), var_3).x)));
                }
            }
            global2 = array<vec4<i32>, 7>();
            while (false) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                var var_2 = var_1;
                (global2)[_wgslsmith_index_u32(1433u, 7u)] = ~global2[_wgslsmith_index_u32(max(vec4<u32>(firstTrailingBit(max(vec3<u32>(arg_0.c.x, 17533u, 0u), arg_2.e).xz).x, (0u << (0u % 32u)) / (arg_2.e.x ^ 0u), atomicXor(&wg_atomic_u32, ~1u), 1u), vec4<u32>(extractBits(~vec2<u32>(arg_2.c.x, 33368u), ~arg_0.c.x, 1u).x, arg_2.e.x, ~(~arg_2.c.x), 30285u + arg_2.c.x)).x, 7u)];
            }
            let var_2 = true;
        }
        case 53540i: {
            switch (arg_2.b.x) {
                case 40071i: {
                    let var_1 = mat2x2<f32>(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_0.d[_wgslsmith_index_u32(0u, 2u)].x, _wgslsmith_f_op_f32(730f - -451f), arg_1[_wgslsmith_index_u32(arg_0.e.x | ~49052u, 3u)].x))).zx, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(abs(_wgslsmith_div_f32(arg_2.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, 497f))) - arg_0.d[_wgslsmith_index_u32(extractBits(arg_0.e.x, abs(vec4<u32>(26129u, arg_0.e.x, arg_2.e.x, 4294967295u)).x, atomicLoad(&wg_atomic_u32)), 2u)].x), _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-1296f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1000f, -1304f, arg_2.d[_wgslsmith_index_u32(0u, 2u)].x))).x)))));
                    let var_2 = mat4x3<f32>(vec3<f32>(1225f, 1681f, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(1u, 22395u, arg_2.c.x, 19796u)).x, 3u)].x)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)] * arg_1[_wgslsmith_index_u32(select(~arg_0.c.xx, vec2<u32>(arg_0.c.x, arg_0.c.x) / vec2<u32>(arg_2.e.x, 8229u), true).x, 3u)]))).xxz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-293f, 1000f, 521f, -1226f))).yzy + _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(arg_0.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, arg_2.d[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0.d[_wgslsmith_index_u32(32359u, 2u)].x)))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(arg_1[_wgslsmith_index_u32(~arg_2.c.x >> ((arg_0.e.x * arg_2.c.x) % 32u), 3u)])).yyz));
                }
                default: {
                    var var_1 = -2147483647i;
                    var_1 = (firstTrailingBit(abs(-vec3<i32>(70871i, u_input.a.x, u_input.c))).x | ((-31432i ^ abs(u_input.a.yy).x) ^ -(i32(-2147483648) + arg_0.b.x))) + var_0.x;
                    let var_2 = arg_2;
                    var var_3 = firstTrailingBit(var_2.b).wz;
                    let var_4 = _wgslsmith_mod_vec4_u32(vec4<u32>(~(~var_2.e.x), var_2.e.x, 34337u * 65036u, arg_2.c.x) ^ _wgslsmith_mod_vec4_u32(abs(~vec4<u32>(1u, 0u, var_2.c.x, 1u)), ~(~vec4<u32>(arg_2.e.x, arg_0.e.x, var_2.c.x, arg_0.c.x))), ~vec4<u32>(arg_0.c.x, arg_2.c.x, ~extractBits(vec4<u32>(var_2.c.x, 83829u, arg_0.c.x, var_2.c.x), arg_2.c.x, arg_2.e.x).x, 1u));
                }
            }
            if (_wgslsmith_f_op_f32(-1814f) != _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-688f, arg_0.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, -413f))))).x - 474f)) {
                var var_1 = Struct_1(arg_2.a << ((arg_2.e.x + (arg_0.c.x & (arg_2.e.x ^ arg_2.c.x))) % 32u), vec4<i32>(abs(vec2<i32>(1i, vec2<i32>(1i, 1i).x)).x, -atomicExchange(&wg_atomic_i32, arg_0.a), ~(u_input.c | 1i), u_input.a.x), ~arg_0.c, func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(166f, 535f) - arg_2.d[_wgslsmith_index_u32(0u, 2u)].zy) * vec2<f32>(arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].x, 1000f)), arg_1[_wgslsmith_index_u32(reverseBits(~arg_2.e.x), 3u)].yy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0.d[_wgslsmith_index_u32(1u, 2u)].x, 408f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(-1770f, arg_0.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].x, arg_1[_wgslsmith_index_u32(1u, 3u)].x), vec3<f32>(arg_0.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, -272f, -733f), arg_2.d[_wgslsmith_index_u32(55551u, 2u)])).zz * _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_2.d[_wgslsmith_index_u32(0u, 2u)].x, 589f) + vec2<f32>(arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x, 976f)))), mat3x2<f32>(arg_0.d[_wgslsmith_index_u32(~arg_0.e.x >> (1u % 32u), 2u)].yz, vec2<f32>(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(arg_0.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, arg_2.d[_wgslsmith_index_u32(112073u, 2u)].x, arg_0.d[_wgslsmith_index_u32(20345u, 2u)].x), vec3<f32>(-762f, 577f, arg_0.d[_wgslsmith_index_u32(1u, 2u)].x))).x, arg_2.d[_wgslsmith_index_u32(~arg_0.c.x, 2u)].x), arg_0.d[_wgslsmith_index_u32(~countLeadingZeros(vec4<u32>(arg_2.e.x, arg_0.c.x, arg_2.e.x, 0u)).x, 2u)].xy)).d, countLeadingZeros(~vec4<u32>(reverseBits(arg_0.c.x), arg_2.c.x, _wgslsmith_mod_u32(1u, 24232u), 4294967295u)).xzx);
                var var_2 = vec3<bool>(true, true, true);
                ((var_1).e).x = ~7551u;
                var var_3 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(arg_2.d[_wgslsmith_index_u32(arg_2.e.x, 2u)].x * var_1.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x), _wgslsmith_f_op_f32(saturate(arg_2.d[_wgslsmith_index_u32(17u, 2u)].x)), _wgslsmith_f_op_f32(447f - -920f)))), arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].xyx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_2.d[_wgslsmith_index_u32(0u, 2u)])) * arg_1[_wgslsmith_index_u32(var_1.c.x, 3u)].wxw));
                let var_4 = 4294967295u;
            } else {
                var var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(arg_0.d[_wgslsmith_index_u32(~(~0u * ~104734u), 2u)].x, -1743f)));
                var var_2 = func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(arg_1[_wgslsmith_index_u32(~arg_2.e.x, 3u)].x, _wgslsmith_div_f32(210f, 150f)), arg_0.d[_wgslsmith_index_u32((4294967295u / 2591u) / (arg_0.c.x << (arg_0.e.x % 32u)), 2u)].yz, _wgslsmith_f_op_f32(trunc(1828f)) == _wgslsmith_f_op_f32(-arg_2.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].x))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)].x, -1000f, 1996f))).xy - vec2<f32>(arg_2.d[_wgslsmith_index_u32(0u, 2u)].x, arg_2.d[_wgslsmith_index_u32(arg_2.e.x, 2u)].x)) * arg_1[_wgslsmith_index_u32(~countTrailingZeros(vec4<u32>(arg_0.c.x, arg_0.e.x, arg_0.e.x, arg_0.c.x)).x, 3u)].yy), arg_0.d[_wgslsmith_index_u32(1u, 2u)].xy, vec2<f32>(420f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_2.d[_wgslsmith_index_u32(arg_2.e.x, 2u)].x * 1078f) * _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)].x + -1224f)))), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(trunc(arg_1[_wgslsmith_index_u32(98643u, 3u)])).x - _wgslsmith_f_op_f32(689f * arg_1[_wgslsmith_index_u32(25766u, 3u)].x)), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(~20338u, 3u)].x)), arg_0.d[_wgslsmith_index_u32(insertBits(vec3<u32>(1u, 1u, 1u).yz, ~_wgslsmith_mod_vec2_u32(vec2<u32>(80239u, 1u), vec2<u32>(arg_0.c.x, arg_0.e.x)), arg_2.c.x, arg_0.e.x).x, 2u)].yx, _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)].x, arg_2.d[_wgslsmith_index_u32(0u, 2u)].x))))));
                return array<vec4<i32>, 7>();
            }
            let var_1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(-2008f * _wgslsmith_f_op_f32(-(-649f))), -747f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(round(204f)) - arg_0.d[_wgslsmith_index_u32(~arg_2.c.x, 2u)].x), arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].x), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-220f, arg_1[_wgslsmith_index_u32(1u, 3u)].x, 194f, 318f), arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(44899u, arg_0.c.x), 3u)])))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-522f, -834f, 852f, arg_0.d[_wgslsmith_index_u32(1253u, 2u)].x)))))) - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_2.d[_wgslsmith_index_u32(43534u, 2u)].x, -796f, -211f))) + arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)]), arg_1[_wgslsmith_index_u32(~(arg_2.c.x & 32911u), 3u)])), vec4<f32>(arg_2.d[_wgslsmith_index_u32(firstLeadingBit(arg_2.e.yy).x, 2u)].x, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x, 1000f, arg_0.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].x, arg_1[_wgslsmith_index_u32(7930u, 3u)].x) - _wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(4294967295u, 3u)] * arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)])))).x, _wgslsmith_f_op_f32(trunc(-1000f)), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, 904f, _wgslsmith_f_op_vec3_f32(ceil(arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)].zwz)).x, _wgslsmith_f_op_vec4_f32(select(arg_1[_wgslsmith_index_u32(22257u, 3u)], vec4<f32>(-532f, -1588f, 484f, 1091f), vec4<bool>(true, true, false, true))).x))).x), vec4<f32>(_wgslsmith_f_op_f32(clamp(arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(765f * arg_0.d[_wgslsmith_index_u32(1u, 2u)].x) + arg_2.d[_wgslsmith_index_u32(28421u, 2u)].x), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-1318f, arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x))).x)), 285f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_2.d[_wgslsmith_index_u32(1u, 2u)].x) * arg_1[_wgslsmith_index_u32(0u, 3u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1653f)) + arg_0.d[_wgslsmith_index_u32(~(64454u * arg_2.e.x), 2u)].x)));
        }
        case i32(-2147483648): {
            let var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1058f))), arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(max(-409f, arg_1[_wgslsmith_index_u32(arg_2.e.x, 3u)].x)), _wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(15256u, 2u)].x)), arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)].x) - _wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(~1u, 3u)])), _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(arg_0.e.x, 3u)])), _wgslsmith_f_op_vec4_f32(round(arg_1[_wgslsmith_index_u32(max(arg_0.e.x, 1u), 3u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(arg_1[_wgslsmith_index_u32(1u, 3u)], _wgslsmith_f_op_vec4_f32(floor(arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)]))) * vec4<f32>(_wgslsmith_f_op_f32(dot(vec3<f32>(arg_2.d[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_2.d[_wgslsmith_index_u32(11755u, 2u)].x, arg_1[_wgslsmith_index_u32(20646u, 3u)].x), arg_0.d[_wgslsmith_index_u32(47723u, 2u)])), arg_2.d[_wgslsmith_index_u32(~arg_2.c.x, 2u)].x, _wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_1[_wgslsmith_index_u32(37075u, 3u)].x, -358f, -684f, -461f))).x, _wgslsmith_f_op_f32(clamp(arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, -570f, arg_2.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x))))));
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                continuing {
                    let var_2 = ~atomicExchange(&wg_atomic_u32, arg_2.e.x);
                    ((global0)[_wgslsmith_index_u32(~insertBits(extractBits(countOneBits(vec4<u32>(arg_2.c.x, 28879u, var_2, var_2)), 42967u, ~arg_0.c.x) ^ vec4<u32>(clamp(arg_0.c.yz, arg_0.e.xx, arg_2.e.yy).x, 4294967295u, arg_2.c.x, 79539u), min(firstLeadingBit(select(vec4<u32>(var_2, var_2, 37676u, 8377u), vec4<u32>(102161u, 31658u, arg_2.c.x, var_2), vec4<bool>(true, true, false, true))), vec4<u32>(4294967295u, 4294967295u, 4294967295u, 1u) ^ ~vec4<u32>(4294967295u, var_2, arg_2.c.x, arg_0.e.x)), select(vec3<u32>(15104u, var_2, 81314u) - vec3<u32>(41038u, 23561u, arg_0.c.x), reverseBits(vec4<u32>(arg_2.e.x, arg_0.e.x, 0u, var_2)).zyz, vec3<bool>(false, true, true)).x - (4294967295u + var_2), 45764u).x, 25u)])[_wgslsmith_index_u32(~(~(arg_2.e.x ^ 0u)), 4u)] = arg_1[_wgslsmith_index_u32(firstLeadingBit(4294967295u), 3u)];
                    var var_3 = func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(1u, 3u)].wy), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(241f, 677f) * _wgslsmith_f_op_f32(dot(vec2<f32>(703f, arg_0.d[_wgslsmith_index_u32(19704u, 2u)].x), vec2<f32>(1080f, -310f)))), arg_0.d[_wgslsmith_index_u32(var_2, 2u)].x), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(sign(arg_0.d[_wgslsmith_index_u32(var_2, 2u)])), _wgslsmith_div_vec3_f32(vec3<f32>(var_1[_wgslsmith_index_u32(var_2, 2u)].x, 1341f, arg_0.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x), vec3<f32>(-1000f, -1996f, arg_0.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x))), _wgslsmith_f_op_vec4_f32(trunc(var_1[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(37440u, arg_0.e.x, arg_2.e.x, arg_2.e.x)).x, 2u)])).wxy)).zz, arg_1[_wgslsmith_index_u32(~(1u + abs(vec4<u32>(1u, 4294967295u, 32902u, var_2)).x), 3u)].zw), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(var_2, 2u)].wwx))).x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(var_2, 2u)].x)), vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1058f, -534f, -1504f, arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x), vec4<f32>(var_1[_wgslsmith_index_u32(arg_2.e.x, 2u)].x, arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x, 868f, arg_2.d[_wgslsmith_index_u32(51990u, 2u)].x), vec4<bool>(true, false, true, false))), _wgslsmith_f_op_vec4_f32(exp(arg_1[_wgslsmith_index_u32(4294967295u, 3u)])))), -1316f), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-172f, arg_2.d[_wgslsmith_index_u32(dot(vec3<u32>(9645u, 4294967295u, 4294967295u), vec3<u32>(var_2, arg_2.c.x, 65423u)), 2u)].x, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(767f, arg_0.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, arg_0.d[_wgslsmith_index_u32(var_2, 2u)].x))).x))).yz));
                    let var_4 = func_4(mat4x2<f32>(_wgslsmith_f_op_vec3_f32(floor(arg_2.d[_wgslsmith_index_u32(65247u, 2u)])).yy, _wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(1658u, 2u)].yz), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_3.d[_wgslsmith_index_u32(1u, 2u)].x, arg_0.d[_wgslsmith_index_u32(0u, 2u)].x, arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x) * vec3<f32>(739f, var_1[_wgslsmith_index_u32(var_2, 2u)].x, -2284f)))).xx * vec2<f32>(_wgslsmith_f_op_f32(trunc(498f)), -919f)), vec2<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(arg_0.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].zy, var_3.d[_wgslsmith_index_u32(4294967295u, 2u)].yz), _wgslsmith_f_op_vec2_f32(arg_0.d[_wgslsmith_index_u32(35358u, 2u)].yx + vec2<f32>(var_1[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, -1201f)), any(vec3<bool>(true, true, true)))).x, var_3.d[_wgslsmith_index_u32(arg_2.c.x + dot(vec3<u32>(var_3.c.x, var_3.c.x, var_2), vec3<u32>(arg_2.c.x, arg_0.e.x, arg_2.e.x)), 2u)].x)), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(var_3.d[_wgslsmith_index_u32(var_3.e.x, 2u)] + vec3<f32>(-1009f, var_1[_wgslsmith_index_u32(var_2, 2u)].x, 431f)))).zx * arg_1[_wgslsmith_index_u32(~(var_3.e.x << (75282u % 32u)), 3u)].ww), arg_1[_wgslsmith_index_u32(select(~vec2<u32>(41314u, 26106u), ~vec2<u32>(arg_2.e.x, 13599u) + ~vec2<u32>(1u, 4294967295u), true).x, 3u)].zw, var_3.d[_wgslsmith_index_u32(firstTrailingBit(var_3.e.yz).x, 2u)].zz));
                }
            }
            var var_2 = arg_2.c;
        }
        case 2147483647i: {
        }
        default: {
        }
    }
    let var_1 = _wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(~1u, 3u)]);
    for (var var_2 = -4602i; false; ((global2)[_wgslsmith_index_u32(40630u, 7u)]).x = 1i) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        if ((_wgslsmith_f_op_f32(1453f + 1f) < _wgslsmith_f_op_vec3_f32(min(vec3<f32>(312f, 1000f, _wgslsmith_f_op_f32(-(-1041f))), arg_1[_wgslsmith_index_u32(firstLeadingBit(_wgslsmith_mod_u32(arg_2.c.x, arg_2.e.x)), 3u)].ywy)).x)) {
            let var_3 = Struct_1(var_0.x, ~u_input.a, arg_2.e, func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_2.d[_wgslsmith_index_u32(arg_0.c.x, 2u)].x, arg_2.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_0.d[_wgslsmith_index_u32(1u, 2u)].yx - vec2<f32>(arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)].x, arg_0.d[_wgslsmith_index_u32(1u, 2u)].x))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(arg_2.c.x, 3u)]))).zx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1012f, var_1.x, -353f), vec3<f32>(arg_0.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, arg_2.d[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1.x))).zx - _wgslsmith_f_op_vec2_f32(abs(arg_1[_wgslsmith_index_u32(1u, 3u)].xw)))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1[_wgslsmith_index_u32(28417u, 3u)].x, arg_1[_wgslsmith_index_u32(0u, 3u)].x)), arg_0.d[_wgslsmith_index_u32(~(~arg_2.c.x), 2u)].yx, vec2<f32>(var_1.x, _wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(13315u, 2u)].x)))).d, vec3<u32>(func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1265f, arg_2.d[_wgslsmith_index_u32(0u, 2u)].x)), vec2<f32>(-1000f, arg_0.d[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_vec2_f32(ceil(arg_0.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].yz)), _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_1[_wgslsmith_index_u32(70909u, 3u)].x, 591f) * vec2<f32>(-675f, 540f))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)].xy + vec2<f32>(1111f, 238f)), _wgslsmith_f_op_vec3_f32(sign(arg_0.d[_wgslsmith_index_u32(0u, 2u)])).xz, _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(1147f, 316f))))).e.x, extractBits(vec4<u32>(arg_0.c.x, arg_0.c.x, ~arg_2.e.x, arg_2.c.x | 4294967295u), 1u >> (arg_0.e.x % 32u), select(vec2<u32>(arg_2.e.x, 4294967295u), vec2<u32>(0u, arg_2.c.x), vec2<bool>(true, true)).x).x, (1u / (98515u & arg_2.c.x)) - ~(1u * arg_2.e.x)));
            let var_4 = arg_0.d[_wgslsmith_index_u32(~(~(~(~0u)) | clamp(_wgslsmith_mod_vec4_u32(vec4<u32>(28922u, var_3.c.x, 51265u, arg_2.c.x), vec4<u32>(17137u, arg_0.c.x, var_3.c.x, var_3.e.x)) + ~vec4<u32>(arg_2.e.x, arg_2.c.x, arg_0.c.x, 66481u), vec4<u32>(clamp(arg_2.e.x, var_3.c.x, 23075u), 1u, arg_2.e.x, ~0u), ~vec4<u32>(1u, 39455u, 1u, 31401u)).x), 2u)].zx;
            let var_5 = atomicXor(&wg_atomic_i32, (~2147483647i | -atomicAdd(&wg_atomic_i32, arg_2.b.x)) | (clamp(-u_input.b, -var_0.x, sign(vec2<i32>(var_0.x, -1169i)).x) + ~1i));
            continue;
        }
        if (false) {
            let var_3 = arg_2.d[_wgslsmith_index_u32((arg_2.e.x + arg_2.e.x) + ~384u, 2u)];
        } else {
            var var_3 = -1i;
            break;
        }
        global1 = select(vec2<bool>(true, false), vec2<bool>(!(true | (u_input.d > -21673i)), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, u_input.d).exchanged), select(vec4<bool>(vec2<bool>(true, true).x, true, !(u_input.b >= u_input.d), true), select(vec4<bool>(true, true, true, true), vec4<bool>((-1228f < arg_2.d[_wgslsmith_index_u32(0u, 2u)].x), u_input.c <= 1i, true, true), vec4<bool>(true, true, true, true)), true).xz).x;
        var var_3 = func_4(mat4x2<f32>(arg_0.d[_wgslsmith_index_u32(clamp((arg_0.e.xy * arg_0.e.xx) * select(vec3<u32>(arg_0.c.x, 101158u, 76046u), vec3<u32>(0u, arg_2.c.x, 0u), vec3<bool>(false, false, true)).yx, ~select(arg_0.e.yz, arg_0.e.zx, false), countOneBits(arg_2.e.zy) + arg_0.e.yx).x, 2u)].yx, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-978f, -167f, -1041f, 422f))))))).xx, vec2<f32>(_wgslsmith_f_op_f32(-(-733f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1107f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(max(arg_0.d[_wgslsmith_index_u32(arg_2.e.x, 2u)], arg_0.d[_wgslsmith_index_u32(arg_2.e.x, 2u)])), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-198f, -534f, -1000f))))).yz + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_2.d[_wgslsmith_index_u32(4294967295u, 2u)].zz) + _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(arg_2.d[_wgslsmith_index_u32(arg_2.c.x, 2u)].x, arg_2.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].x)))))), mat3x2<f32>(var_1.xy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(1012f, -1359f) * _wgslsmith_f_op_vec2_f32(arg_0.d[_wgslsmith_index_u32(arg_0.e.x, 2u)].xz * arg_2.d[_wgslsmith_index_u32(4294967295u, 2u)].xy))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec4_f32(select(var_1, vec4<f32>(-1000f, -1050f, 1208f, arg_1[_wgslsmith_index_u32(arg_0.c.x, 3u)].x), vec4<bool>(false, true, false, true))).ww)) + arg_0.d[_wgslsmith_index_u32(~(~arg_2.c.x), 2u)].yz)));
    }
    if (true) {
        global1 = select(vec4<bool>(true, true, true, true), select(select(vec4<bool>(any(vec4<bool>(false, false, false, true)), var_0.x <= i32(-2147483648), true, vec2<bool>(true, true).x), vec4<bool>(true, true, true, true), true), vec4<bool>(true, true, true, true), vec4<bool>(vec3<bool>(true, true, true).x, vec2<bool>(true, true).x == atomicCompareExchangeWeak(&wg_atomic_u32, arg_0.c.x, 2306u).exchanged, true, true)), true).x;
    }
    return array<vec4<i32>, 7>();
}

fn func_2(arg_0: mat3x4<f32>, arg_1: u32, arg_2: vec4<i32>) -> f32 {
    let var_0 = global0[_wgslsmith_index_u32(103370u, 25u)];
    if (true) {
    } else {
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            global2 = func_3(func_4(mat4x2<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)].ywz))).yz, arg_0[_wgslsmith_index_u32(~(~arg_1), 3u)].wz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(arg_0[_wgslsmith_index_u32(arg_1, 3u)].yw, vec2<f32>(var_0[_wgslsmith_index_u32(40575u, 4u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x))), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(25812u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x) + var_0[_wgslsmith_index_u32(arg_1, 4u)].xx)))), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(0u, 4u)], vec4<f32>(2119f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1252f, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -573f, 632f, -232f))).x), vec2<f32>(_wgslsmith_f_op_f32(-476f + var_0[_wgslsmith_index_u32(arg_1, 4u)].x), -1262f), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, -782f, var_0[_wgslsmith_index_u32(arg_1, 4u)].x))).zy + arg_0[_wgslsmith_index_u32(func_5(mat2x4<f32>(vec4<f32>(-519f, 1000f, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, -758f), vec4<f32>(1132f, 876f, -171f, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x)), vec4<i32>(u_input.a.x, 2147483647i, 21134i, 1i)), 3u)].xx))), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1000f, 396f, var_0[_wgslsmith_index_u32(arg_1, 4u)].x, -1000f))), vec4<f32>(-1378f, arg_0[_wgslsmith_index_u32(613u, 3u)].x, 1673f, -813f)))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1486f, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(arg_1, 4u)].x))), _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(arg_1 + arg_1, 4u)] * vec4<f32>(938f, 441f, 827f, -547f)), vec4<bool>(true, true, true, true))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(517f, -1676f, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(arg_1, 3u)].x), 1000f))), func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(571f, 1000f, -654f))).xx + arg_0[_wgslsmith_index_u32(arg_1, 3u)].zw), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, -125f, var_0[_wgslsmith_index_u32(arg_1, 4u)].x, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x) - var_0[_wgslsmith_index_u32(arg_1, 4u)]))).yx, _wgslsmith_div_vec2_f32(vec3<f32>(1f, 1f, 1f).yy, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].wy), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(arg_0[_wgslsmith_index_u32(32114u, 3u)].x, -1277f, -535f))).xy), mat3x2<f32>(arg_0[_wgslsmith_index_u32(~0u / 4294967295u, 3u)].wy, _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(29969u, arg_1), 4u)].xy - _wgslsmith_f_op_vec3_f32(fract(var_0[_wgslsmith_index_u32(50172u, 4u)].wzw)).xz), vec2<f32>(363f, _wgslsmith_f_op_f32(1617f * arg_0[_wgslsmith_index_u32(arg_1, 3u)].x)))));
            global1 = select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(any(vec3<bool>(true, true, true)), true, true, select(true, true, arg_1 > 1u))).wwx, vec3<bool>(true || select(false, true, (var_0[_wgslsmith_index_u32(42213u, 4u)].x < var_0[_wgslsmith_index_u32(8310u, 4u)].x)), _wgslsmith_f_op_f32(-(-804f)) != arg_0[_wgslsmith_index_u32(~(~arg_1), 3u)].x, true), (clamp(arg_2.x, (-9157i * arg_2.x) & 0i, 2147483647i) < (atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d, -6612i).old_value ^ _wgslsmith_mod_i32(8630i, countTrailingZeros(vec3<i32>(u_input.d, 74826i, -56361i)).x)))).x;
            continuing {
                var var_1 = arg_0[_wgslsmith_index_u32(arg_1, 3u)].x;
                break if true;
            }
        }
        for (var var_1 = i32(-2147483648); var_1 >= -1i; var_1 += 1i) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            break;
        }
        var var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(27085u, 4u)].x, 529f, 909f, 808f), vec4<f32>(arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x, 821f, 413f), vec4<bool>(false, true, true, true))))), var_0[_wgslsmith_index_u32(arg_1, 4u)])) * _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(12273u, 4u)].x, 1210f, -812f, var_0[_wgslsmith_index_u32(23525u, 4u)].x) + vec4<f32>(-448f, -253f, 330f, 749f))))), var_0[_wgslsmith_index_u32((1u | ~select(arg_1, 4294967295u, true)) >> (51813u % 32u), 4u)]);
    }
    if (all(!select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(false, false, atomicCompareExchangeWeak(&wg_atomic_i32, -1154i, 0i).exchanged, true)))) {
    } else if (~(~arg_1) > clamp(select(~vec2<u32>(4294967295u, arg_1), ~(~vec2<u32>(arg_1, arg_1)), vec2<bool>(vec3<bool>(true, true, true).x, true)), ~vec2<u32>(arg_1, 8159u), vec2<u32>(~1u, ~5294u)).x) {
        global0 = array<mat4x4<f32>, 25>();
        for (var var_1 = -1i; any(!select(vec4<bool>(all(vec4<bool>(false, true, false, false)), true, 1u <= arg_1, false), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)).wwz); ((global2)[_wgslsmith_index_u32(arg_1, 7u)]).x = firstLeadingBit(countTrailingZeros(countOneBits(~vec4<i32>(1i, arg_2.x, arg_2.x, 1i)).xw / u_input.a.zz).x)) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(8671u, 4u)] * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(arg_1, 4u)], vec4<f32>(-132f, arg_0[_wgslsmith_index_u32(30986u, 3u)].x, arg_0[_wgslsmith_index_u32(77002u, 3u)].x, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x), false))) - var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(atomicXor(&wg_atomic_u32, 4294967295u), arg_1), 4u)])), vec4<f32>(func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(arg_1, 4u)].wy * var_0[_wgslsmith_index_u32(arg_1, 4u)].xz), _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, -189f)), arg_0[_wgslsmith_index_u32(~arg_1, 3u)].xz, _wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(4294967295u, 4u)], var_0[_wgslsmith_index_u32(arg_1, 4u)], vec4<bool>(true, true, false, false))).yz), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-2075f, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x)), _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(1u, 4u)].xw - vec2<f32>(arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, -872f)), vec2<f32>(341f, -1767f))).d[_wgslsmith_index_u32(countOneBits(~arg_1), 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(exp(var_0[_wgslsmith_index_u32(34744u, 4u)].x))), arg_0[_wgslsmith_index_u32(~arg_1 / (arg_1 - 0u), 3u)].x), 807f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(countOneBits(vec4<u32>(42003u, 0u, arg_1, 36063u)).x, 4u)].x), arg_0[_wgslsmith_index_u32(select(vec3<u32>(arg_1, arg_1, arg_1), vec3<u32>(4294967295u, arg_1, arg_1), vec3<bool>(false, true, true)).x | select(vec2<u32>(1u, 1u), vec2<u32>(arg_1, 5295u), vec2<bool>(false, false)).x, 3u)].x)), var_0[_wgslsmith_index_u32(arg_1, 4u)]);
            let var_3 = mat2x2<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(20239u, 3u)]), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_2[_wgslsmith_index_u32(arg_1, 3u)].x, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, 802f, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x))))).zzy + _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1413f, var_2[_wgslsmith_index_u32(arg_1, 3u)].x, var_0[_wgslsmith_index_u32(arg_1, 4u)].x, -172f), var_2[_wgslsmith_index_u32(47104u, 3u)], vec4<f32>(856f, -216f, 148f, var_2[_wgslsmith_index_u32(0u, 3u)].x))).zzy))))).yz, vec2<f32>(arg_0[_wgslsmith_index_u32(~_wgslsmith_mod_u32(abs(vec3<u32>(arg_1, arg_1, arg_1)).x, 4294967295u ^ arg_1), 3u)].x, var_2[_wgslsmith_index_u32(~countLeadingZeros(vec2<u32>(4294967295u, arg_1)).x ^ ((arg_1 >> (arg_1 % 32u)) >> (45909u % 32u)), 3u)].x));
        }
        switch (~1i * firstLeadingBit(atomicCompareExchangeWeak(&wg_atomic_i32, -u_input.c, ~1i).old_value - arg_2.x)) {
            case 0i: {
            }
            case i32(-2147483648): {
                return _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(0u, 3u)].x + _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)].x));
            }
            case -4367i: {
                let var_1 = u_input.a.yx;
                let var_2 = Struct_1(1i, -firstTrailingBit(vec4<i32>(-(-1i), -u_input.c, 2147483647i, ~76020i)), reverseBits(~((vec4<u32>(4294967295u, 0u, arg_1, arg_1) << (vec4<u32>(4294967295u, 8248u, 50687u, arg_1) % vec4<u32>(32u))) ^ ~vec4<u32>(arg_1, arg_1, arg_1, arg_1))).xyw, func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1130f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x), vec3<f32>(-936f, 308f, 1000f), vec3<bool>(false, true, true))).xx), _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(arg_1, 4u)].yy + vec2<f32>(arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, -1342f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, 1000f)), var_0[_wgslsmith_index_u32(~(arg_1 >> (arg_1 % 32u)), 4u)].wz), mat3x2<f32>(arg_0[_wgslsmith_index_u32(~countTrailingZeros(arg_1), 3u)].zy, _wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(arg_1, 3u)].yy), var_0[_wgslsmith_index_u32(~1u, 4u)].yw)).d, ~select(vec3<u32>(~arg_1, 93899u, arg_1), max(vec4<u32>(4294967295u, 0u, 1u, 46604u) * vec4<u32>(42420u, 85745u, arg_1, arg_1), vec4<u32>(4294967295u, arg_1, 15733u, arg_1) + vec4<u32>(42790u, 510u, arg_1, arg_1)).xxy, vec3<bool>(true, true, true)));
                (global0)[_wgslsmith_index_u32(0u, 25u)] = global0[_wgslsmith_index_u32(~(~insertBits(~vec4<u32>(arg_1, 1u, arg_1, arg_1), vec4<u32>(1u, arg_1, arg_1, arg_1) ^ vec4<u32>(58565u, 24010u, 30556u, 1u), arg_1, select(var_2.e.zz, var_2.c.yz, vec2<bool>(true, true)).x).x) - firstTrailingBit(vec3<u32>(4294967295u, ~(arg_1 / 108946u), 1u)).x, 25u)];
                global1 = all(!vec3<bool>(true, true, ((var_2.e.x * 0u) < (var_2.e.x ^ 4294967295u))));
                var var_3 = var_2;
            }
            default: {
            }
        }
    }
    let var_1 = select(countLeadingZeros(firstTrailingBit(vec4<u32>(0u, arg_1, 95980u, arg_1))) * ~(~vec4<u32>(arg_1, arg_1, 11480u, 4294967295u)), extractBits(select(vec4<u32>(2935u, arg_1, 8865u, 0u) & vec4<u32>(4294967295u, arg_1, 18663u, 16528u), vec4<u32>(30539u, 56289u, arg_1, 4294967295u), vec4<bool>(false, false, true, false)) << ((countTrailingZeros(vec4<u32>(18381u, arg_1, arg_1, arg_1)) * vec4<u32>(34663u, 9691u, arg_1, arg_1)) % vec4<u32>(32u)), atomicCompareExchangeWeak(&wg_atomic_u32, 0u, ~(~arg_1)).old_value, 4294967295u), select(vec4<bool>(false, any(vec2<bool>(true, true)), true, true), vec4<bool>(select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), arg_1 > 4294967295u).x, true, false, true | (arg_2.x <= u_input.d)), vec4<bool>(true, true, true, true)));
    while (false) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        if (true) {
        }
        var var_2 = vec3<f32>(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_div_vec2_f32(vec2<f32>(908f, _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(var_1.x, 3u)].x, 419f)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1736f, var_0[_wgslsmith_index_u32(13649u, 4u)].x, var_0[_wgslsmith_index_u32(var_1.x, 4u)].x, arg_0[_wgslsmith_index_u32(52426u, 3u)].x))).zx, arg_0[_wgslsmith_index_u32(var_1.x | var_1.x, 3u)].yw)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(310f - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1374f))))), var_0[_wgslsmith_index_u32(~(~(~16531u)), 4u)].x);
    }
    return _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_0[_wgslsmith_index_u32(0u | var_1.x, 4u)].x, var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_1, arg_1), 4u)].x, _wgslsmith_f_op_f32(ceil(629f)), _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(var_1.x, 4u)].x, -164f)), vec4<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(18959u, 4u)].x), _wgslsmith_f_op_f32(-709f), _wgslsmith_f_op_f32(-(-1244f))))), _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(48212u, 4u)] * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0[_wgslsmith_index_u32(arg_1, 4u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x, 759f, 437f))), _wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(0u, 3u)] + vec4<f32>(-626f, -1655f, arg_0[_wgslsmith_index_u32(arg_1, 3u)].x, -601f)))))))).x;
}

fn func_1(arg_0: f32) -> mat3x2<f32> {
    return mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0, -879f)) * _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0, arg_0) - vec2<f32>(arg_0, arg_0)))) + _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0, -612f, -711f))), vec3<f32>(250f, _wgslsmith_f_op_f32(-arg_0), 269f))).zy), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(arg_0 * 1871f), _wgslsmith_f_op_f32(min(arg_0, arg_0)), _wgslsmith_f_op_f32(1826f + arg_0), 1f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-239f, 650f, arg_0, arg_0))))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, -1539f, -1000f, 2145f)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1036f, -974f, arg_0, arg_0)))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-183f, arg_0, 284f, arg_0))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(229f, arg_0, 642f, 936f) - vec4<f32>(arg_0, arg_0, -950f, 810f))), vec4<f32>(-280f, _wgslsmith_f_op_f32(arg_0 - -1000f), -353f, _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_0, arg_0, arg_0))).x), vec4<bool>(true, false, true, true))))).yz, vec2<f32>(-720f, -759f));
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    for (var var_0 = i32(-2147483648); var_0 <= -1i; var_0 += 1i) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        for (var var_1: i32; var_1 == -26741i; var_0 = sign(u_input.b)) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            global1 = false;
            var var_2 = func_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(func_2(mat3x4<f32>(vec4<f32>(495f, 1323f, 721f, 996f), vec4<f32>(694f, -914f, -173f, -346f), vec4<f32>(131f, 1253f, 716f, -294f)), 55065u, vec4<i32>(u_input.d, u_input.b, 0i, u_input.c) / global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 7u)])) * -907f) + _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-222f, 628f, -557f))))).x));
            ((var_2)[_wgslsmith_index_u32(14337u / 12814u, 3u)]).x = var_2[_wgslsmith_index_u32(~(max(select(vec4<u32>(builtin_local_invocation_index, 4294967295u, builtin_local_invocation_id.x, 4294967295u), vec4<u32>(0u, builtin_workgroup_id.x, builtin_workgroup_id.x, 4294967295u), vec4<bool>(true, false, true, true)), vec4<u32>(0u, builtin_workgroup_id.x, 0u, builtin_global_invocation_id.x)).x - select(vec4<u32>(17925u, builtin_local_invocation_id.x, 4294967295u, 18122u), vec4<u32>(builtin_local_invocation_index, builtin_local_invocation_id.x, 4294967295u, builtin_workgroup_id.x), true).x) / ~min(~vec2<u32>(builtin_workgroup_id.x, 1u), abs(vec4<u32>(4294967295u, builtin_local_invocation_id.x, 30392u, builtin_local_invocation_index)).ww * ~vec2<u32>(29654u, 8311u)).x, 3u)].x;
            let var_3 = 4294967295u;
        }
    }
    while (false) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        var var_0 = !vec3<bool>(true, !atomicCompareExchangeWeak(&wg_atomic_u32, ~0u, 1u).exchanged, select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, false), vec4<bool>(2147483647i > u_input.b, true, -15926i == u_input.d, any(vec3<bool>(true, false, true)))).x);
        switch (-16646i) {
            case 3944i: {
                let var_1 = _wgslsmith_mod_u32(abs(firstLeadingBit(~vec3<u32>(builtin_global_invocation_id.x, builtin_global_invocation_id.x, builtin_local_invocation_index)).xy & ~vec2<u32>(1u, 1u)).x, ~builtin_workgroup_id.x);
            }
            case 18489i: {
                return;
            }
            case -1i: {
                break;
            }
            case 25372i: {
                break;
            }
            default: {
                (var_0).x = var_0.x;
                ((global2)[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 1u), 7u)]).x = ~(~u_input.d | u_input.c);
                var var_1 = ~48405u;
            }
        }
    }
    switch (~extractBits(extractBits(global2[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 7u)] + u_input.a, builtin_global_invocation_id.x, ~(~builtin_global_invocation_id.x)).ywy, 1u & builtin_local_invocation_id.x, ~((4294967295u / 39914u) * (builtin_local_invocation_index | builtin_local_invocation_id.x))).x) {
        case -1i: {
            let var_0 = global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 7u)];
        }
        case -63681i: {
            let var_0 = mat2x3<f32>(vec3<f32>(-2190f, func_4(mat4x2<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1380f, 1334f, -692f, -1000f))).xz, vec2<f32>(-2504f, -867f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-731f, 571f)), vec2<f32>(1f, 1f)), mat3x2<f32>(vec2<f32>(914f, 1411f), vec2<f32>(323f, 221f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-376f, 719f, -548f, -660f))).zz)).d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(499f - 376f)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(602f, -718f, -372f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-153f, 690f, 1787f, -110f))).yzw) * vec3<f32>(_wgslsmith_div_f32(406f, -1168f), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(-720f, 396f, -1568f), vec3<f32>(-1779f, 491f, -1756f))).x, -671f)) * vec3<f32>(_wgslsmith_f_op_f32(vec3<f32>(1f, 1f, 1f).x + -145f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-151f - -611f) * _wgslsmith_div_f32(301f, -711f)), func_1(447f)[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)));
            if (all(select(vec4<bool>(true, true, true, true), vec4<bool>(!(126029u <= builtin_global_invocation_id.x), false, true, false), !vec4<bool>(true, u_input.b >= u_input.c, true, false)))) {
                (((global0)[_wgslsmith_index_u32(~countLeadingZeros(~(~builtin_global_invocation_id) + _wgslsmith_mod_vec3_u32(builtin_global_invocation_id, ~builtin_workgroup_id)).x, 25u)])[_wgslsmith_index_u32(0u, 4u)]).x = 954f;
                (global2)[_wgslsmith_index_u32(builtin_global_invocation_id.x, 7u)] = -vec4<i32>(reverseBits(global2[_wgslsmith_index_u32(0u * 5235u, 7u)]).x >> (atomicCompareExchangeWeak(&wg_atomic_u32, 1u, ~builtin_workgroup_id.x).old_value % 32u), 2147483647i / atomicLoad(&wg_atomic_i32), 2147483647i, 0i);
                let var_1 = func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(-1516f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x), vec2<f32>(var_0[_wgslsmith_index_u32(countTrailingZeros(builtin_global_invocation_id.x), 2u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(16722u, 2u)].x, 732f))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(~23751u, 2u)].zx), vec2<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(var_0[_wgslsmith_index_u32(54015u, 2u)].x, var_0[_wgslsmith_index_u32(35799u, 2u)].x))).x, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), true)), _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(1u, 0u, builtin_global_invocation_id.x, builtin_workgroup_id.x) / vec4<u32>(1u, builtin_workgroup_id.x, 25025u, builtin_global_invocation_id.x)).x, 2u)].xy, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(21364u, 2u)].x, -280f, 1263f)))).xz)), func_1(1782f));
            }
        }
        case 42245i: {
        }
        case 16590i: {
            switch (firstLeadingBit(-vec4<i32>(_wgslsmith_mod_i32(u_input.b, 22228i), (0i | u_input.b) * _wgslsmith_mod_i32(u_input.c, u_input.c), ~u_input.c, 1i)).x) {
                case 7445i: {
                    let var_0 = mat4x2<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(878f, 2075f, 1000f, 598f)))))).zy, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(524f, _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-2784f, -173f))).x) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-334f) - 1f)), _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-199f) + _wgslsmith_f_op_f32(1000f * -2069f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(260f)))))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(893f, 830f, -830f, -275f))).xzz, vec3<f32>(715f, -1328f, 137f))).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-1053f, 752f))) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-1114f, 504f, 489f, -1161f), vec4<f32>(-480f, -1037f, -1986f, -374f))).yx) + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-258f, -100f) - vec2<f32>(1000f, -527f)) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(1177f, -889f))))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-141f), _wgslsmith_f_op_f32(-(-817f)), _wgslsmith_f_op_f32(1003f + 512f)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-550f, 379f, 1000f)))))).yx);
                    var var_1 = Struct_1(~16061i, u_input.a - global2[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 7u)], firstLeadingBit((select(vec4<u32>(builtin_local_invocation_index, builtin_global_invocation_id.x, builtin_local_invocation_id.x, builtin_workgroup_id.x), vec4<u32>(builtin_global_invocation_id.x, 28407u, builtin_workgroup_id.x, builtin_global_invocation_id.x), true) * ~vec4<u32>(74489u, 4294967295u, builtin_local_invocation_id.x, builtin_global_invocation_id.x)) + ((vec4<u32>(0u, 49782u, builtin_local_invocation_index, 0u) >> (vec4<u32>(builtin_global_invocation_id.x, 1u, 30451u, builtin_local_invocation_index) % vec4<u32>(32u))) | vec4<u32>(builtin_global_invocation_id.x, 4056u, builtin_global_invocation_id.x, builtin_workgroup_id.x))).zyx, func_4(var_0, func_1(var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x ^ (builtin_workgroup_id.x >> (0u % 32u)), 4u)].x)).d, ~(~(~vec3<u32>(4294967295u, 34256u, 34893u)) + ~(~builtin_local_invocation_id)));
                    return;
                }
                case -30109i: {
                    let var_0 = vec4<bool>(true, true, true, true).wxx;
                    let var_1 = func_4(mat4x2<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, 2015f, 443f, 944f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(413f, 1838f, 1215f, -581f))), true)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-2058f, -618f, 1000f, 307f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-729f, 102f, -746f, -1341f))))).xy, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-vec3<f32>(540f, 1119f, -3505f)))))).yz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1329f, 812f, -496f, 237f)))).xy - _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(950f, -405f)), vec2<f32>(381f, 2414f), var_0.x))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1000f, 1603f, 1166f, -1895f))))).yw), func_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1101f) + _wgslsmith_div_f32(_wgslsmith_f_op_f32(-676f), _wgslsmith_f_op_f32(-(-234f))))));
                    var var_2 = var_1.b.x;
                }
                default: {
                    let var_0 = atomicMin(&wg_atomic_u32, ~builtin_workgroup_id.x);
                    let var_1 = vec4<u32>(reverseBits(builtin_local_invocation_id.xz).x, builtin_local_invocation_id.x, 4294967295u, var_0);
                }
            }
            (((global0)[_wgslsmith_index_u32(89970u, 25u)])[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-(-1349f)))));
            for (; (countLeadingZeros(-((u_input.a ^ vec4<i32>(u_input.b, 2147483647i, -1i, i32(-2147483648))) + u_input.a)).x < u_input.a.x); ) {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            }
        }
        default: {
            switch (u_input.c) {
                case 16451i: {
                    var var_0 = Struct_1(-54590i, vec4<i32>(abs(sign(-1i) & atomicLoad(&wg_atomic_i32)), u_input.c, u_input.d, 2887i), vec3<u32>(min(~builtin_global_invocation_id.x, 11888u), 0u ^ atomicXor(&wg_atomic_u32, 45553u), builtin_local_invocation_id.x) ^ countOneBits(builtin_global_invocation_id), func_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1935f, -973f))), vec2<f32>(1f, 1f), vec2<f32>(vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(-2288f + -1742f)), _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_div_vec2_f32(vec2<f32>(2520f, 1300f), vec2<f32>(1500f, 1000f))))), func_1(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(983f, 248f, -1000f, 258f))), vec4<f32>(2184f, 353f, 741f, 805f), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-825f, -880f, 726f, -850f))))).x)).d, ~(builtin_global_invocation_id - ~builtin_local_invocation_id) | ~(~(vec3<u32>(builtin_local_invocation_index, builtin_local_invocation_id.x, builtin_workgroup_id.x) & builtin_workgroup_id)));
                    var var_1 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1218f, var_0.d[_wgslsmith_index_u32(70108u, 2u)].x, var_0.d[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0.d[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(940f, var_0.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, 1273f, var_0.d[_wgslsmith_index_u32(1u, 2u)].x), vec4<f32>(-380f, var_0.d[_wgslsmith_index_u32(1u, 2u)].x, var_0.d[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x)))))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-865f * 874f), _wgslsmith_f_op_vec2_f32(clamp(var_0.d[_wgslsmith_index_u32(var_0.c.x, 2u)].yx, var_0.d[_wgslsmith_index_u32(var_0.e.x, 2u)].zz, var_0.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].zz)).x, 923f, _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(-675f, -245f))).x))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec2_f32(ceil(var_0.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].xx)).x, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(585f, var_0.d[_wgslsmith_index_u32(1u, 2u)].x, var_0.d[_wgslsmith_index_u32(var_0.e.x, 2u)].x, var_0.d[_wgslsmith_index_u32(4826u, 2u)].x), vec4<f32>(1790f, var_0.d[_wgslsmith_index_u32(84346u, 2u)].x, -1000f, -2022f), vec4<f32>(var_0.d[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0.d[_wgslsmith_index_u32(51261u, 2u)].x, var_0.d[_wgslsmith_index_u32(52940u, 2u)].x, var_0.d[_wgslsmith_index_u32(11155u, 2u)].x))).x, var_0.d[_wgslsmith_index_u32(var_0.c.x, 2u)].x, _wgslsmith_f_op_f32(-621f)))));
                    (global0)[_wgslsmith_index_u32(~(builtin_global_invocation_id.x << (builtin_global_invocation_id.x % 32u)), 25u)] = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1339f, var_0.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_1.x, -616f)), _wgslsmith_div_vec4_f32(vec4<f32>(var_1.x, var_1.x, -985f, 245f), vec4<f32>(-152f, -190f, 669f, var_1.x))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.d[_wgslsmith_index_u32(70502u, 2u)].x, 213f, -1672f, var_1.x)), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.x, var_0.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, 1653f) * vec4<f32>(426f, var_0.d[_wgslsmith_index_u32(1u, 2u)].x, var_0.d[_wgslsmith_index_u32(var_0.e.x, 2u)].x, var_1.x))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_vec2_f32(exp2(var_1.xw)).x, _wgslsmith_f_op_f32(-var_0.d[_wgslsmith_index_u32(44392u, 2u)].x), _wgslsmith_f_op_f32(-(-1376f)), _wgslsmith_f_op_f32(var_0.d[_wgslsmith_index_u32(var_0.c.x, 2u)].x - -176f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_0.d[_wgslsmith_index_u32(var_0.c.x, 2u)].x, -1846f, var_0.d[_wgslsmith_index_u32(86744u, 2u)].x, var_0.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x), vec4<f32>(var_0.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -1142f, var_0.d[_wgslsmith_index_u32(0u, 2u)].x, 1377f)))))) + _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_1.x, -447f, 2722f, var_1.x), vec4<f32>(var_0.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_1.x, 216f, var_0.d[_wgslsmith_index_u32(var_0.c.x, 2u)].x), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_1.x, -2188f, -902f, 1425f)))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, -125f, 731f, var_1.x))))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.d[_wgslsmith_index_u32(0u, 2u)].x, 671f, var_1.x), vec4<f32>(var_1.x, var_1.x, var_1.x, -910f), true)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, 1326f, var_0.d[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x))) + vec4<f32>(422f, 1000f, -208f, 502f))), vec4<f32>(var_0.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, _wgslsmith_f_op_f32(-var_0.d[_wgslsmith_index_u32(50247u, 2u)].x), var_0.d[_wgslsmith_index_u32(57175u, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1012f, -1093f, var_1.x, var_1.x) - vec4<f32>(-242f, var_1.x, -756f, 234f)), vec4<f32>(var_1.x, -824f, var_0.d[_wgslsmith_index_u32(0u, 2u)].x, -107f))).x + var_1.x)));
                    global1 = true;
                }
                case 2147483647i: {
                }
                case -7663i: {
                }
                default: {
                }
            }
            loop {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                global0 = array<mat4x4<f32>, 25>();
                var var_0 = !select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(false, 4294967295u > dot(vec4<u32>(builtin_local_invocation_id.x, builtin_workgroup_id.x, builtin_workgroup_id.x, builtin_workgroup_id.x), vec4<u32>(63309u, 48271u, builtin_local_invocation_index, builtin_global_invocation_id.x)), false, all(vec3<bool>(true, true, true)))).zxz;
                (global2)[_wgslsmith_index_u32(~(abs(vec2<u32>(builtin_local_invocation_index, ~builtin_local_invocation_index)).x | builtin_workgroup_id.x), 7u)] = func_3(func_4(mat4x2<f32>(vec2<f32>(-636f, _wgslsmith_f_op_f32(-3272f - -859f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(1000f, 525f) * vec2<f32>(662f, 1742f))), vec2<f32>(_wgslsmith_f_op_f32(-(-454f)), _wgslsmith_f_op_f32(-(-945f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1325f, -1000f)))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-571f, -1140f))), _wgslsmith_f_op_vec2_f32(vec2<f32>(102f, 2091f) * vec2<f32>(-779f, 1565f)), _wgslsmith_f_op_vec2_f32(-vec3<f32>(1f, 1f, 1f).yx))), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1014f, 2055f, -154f), vec3<f32>(-414f, -250f, -2319f), var_0.x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1455f - 578f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(402f, 847f))).x), _wgslsmith_f_op_f32(1000f - _wgslsmith_f_op_f32(-(-545f)))), vec4<f32>(_wgslsmith_f_op_f32(func_2(mat3x4<f32>(vec4<f32>(-1021f, -875f, -355f, -907f), vec4<f32>(489f, 180f, -648f, 1452f), vec4<f32>(-1438f, 449f, 1000f, 1726f)), builtin_workgroup_id.x * builtin_local_invocation_id.x, vec4<i32>(1i, u_input.a.x, u_input.a.x, 0i) ^ vec4<i32>(-22451i, -1670i, u_input.b, -37671i))), -1316f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(930f * -688f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-960f - -858f))), vec4<f32>(487f, 806f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-756f + 906f) * _wgslsmith_f_op_f32(1095f + 791f)), func_4(mat4x2<f32>(vec2<f32>(-1000f, -824f), vec2<f32>(-566f, -2187f), vec2<f32>(1492f, 1954f), vec2<f32>(521f, -1206f)), func_1(161f)).d[_wgslsmith_index_u32(20451u >> (1u % 32u), 2u)].x)), func_4(mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(425f, -208f, 135f), vec3<f32>(-561f, 153f, 1014f), vec3<bool>(true, true, true))).x, _wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(972f, 317f) - vec2<f32>(-1045f, -1784f))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(1953f, -1632f, 706f))).xy, vec2<f32>(513f, 527f), vec2<bool>(var_0.x, true))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1f, 1f, 1f, 1f))).xx), func_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(clamp(1101f, -1464f, 1478f))))))[_wgslsmith_index_u32(select(~builtin_global_invocation_id, firstTrailingBit(~(~(vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, 0u, builtin_workgroup_id.x) | vec4<u32>(builtin_global_invocation_id.x, 18091u, 0u, builtin_global_invocation_id.x)))).xzz, select(select(vec4<bool>(var_0.x, !var_0.x, all(vec3<bool>(true, true, true)), var_0.x), !(!vec4<bool>(var_0.x, var_0.x, true, true)), vec4<bool>(var_0.x, true, true, select(vec3<bool>(false, var_0.x, false), vec3<bool>(var_0.x, var_0.x, var_0.x), false).x)), vec4<bool>(false, all(!var_0.xz), var_0.x, true), !(!(!vec4<bool>(var_0.x, var_0.x, var_0.x, true)))).yyx).x, 7u)];
                let var_1 = 10386u;
            }
            ((global2)[_wgslsmith_index_u32(clamp(vec3<u32>(builtin_global_invocation_id.x, builtin_workgroup_id.x, ~extractBits(~vec3<u32>(builtin_workgroup_id.x, builtin_local_invocation_id.x, 4294967295u), 1u / builtin_global_invocation_id.x, _wgslsmith_mod_u32(5940u, 1u)).x), (~vec3<u32>(0u, 66118u, builtin_workgroup_id.x) * reverseBits(clamp(vec4<u32>(builtin_workgroup_id.x, 8228u, builtin_global_invocation_id.x, builtin_local_invocation_index), vec4<u32>(builtin_local_invocation_index, 10934u, 2340u, builtin_local_invocation_index), vec4<u32>(1u, builtin_local_invocation_index, 1u, builtin_local_invocation_index)).zxz)) >> (builtin_local_invocation_id % vec3<u32>(32u)), countTrailingZeros(~firstTrailingBit(vec4<u32>(builtin_local_invocation_index, builtin_global_invocation_id.x, 32918u, builtin_local_invocation_id.x))).xzx).x, 7u)]).x = 0i;
            for (var var_0 = 34787i; var_0 == 32259i; ) {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(633f, 1397f, 185f, -335f)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1260f, 1855f, -791f, 836f)))), true)))).zzy, _wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-467f - -1104f))), -606f) * vec3<f32>(577f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1024f)), _wgslsmith_f_op_f32(-1f))), vec3<f32>(vec4<f32>(1f, 1f, 1f, 1f).x, _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(_wgslsmith_f_op_f32(-175f), _wgslsmith_f_op_f32(dot(vec2<f32>(748f, -102f), vec2<f32>(-1385f, 168f))), _wgslsmith_f_op_f32(-966f)))).x, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(661f, 1511f, 447f, -472f), vec4<f32>(1711f, 137f, -1257f, -1064f))).x, -1109f, _wgslsmith_f_op_f32(-1551f * 2294f)), vec4<f32>(1f, 1f, 1f, 1f).yxw, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d, -98800i).exchanged)).x));
                let var_2 = ~vec2<u32>(builtin_local_invocation_id.x, ~(builtin_local_invocation_index & builtin_local_invocation_index));
                break;
            }
            while (true) {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
                break;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        break;
    }
    while (!select(vec3<bool>(true, true, true), vec3<bool>(all(vec4<bool>(true, true, true, true)), true, !(builtin_local_invocation_index <= 41334u)), vec3<bool>(true, true, true)).x) {
        if (LOOP_COUNTERS[19u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
        for (; ; ) {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            global1 = true;
            var var_0 = all(vec4<bool>(select(vec3<bool>(true, true, true), vec4<bool>(true, true, true, true).xzw, atomicCompareExchangeWeak(&wg_atomic_u32, builtin_local_invocation_index / builtin_local_invocation_index, 1u).exchanged).x, false, true, all(vec4<bool>(true, true, true, true))));
        }
    }
    if (false == !(extractBits(sign(1i), 1u, 4064u - builtin_local_invocation_id.x) <= -_wgslsmith_mod_i32(2147483647i, u_input.b))) {
        var var_0 = 15374i ^ insertBits(countTrailingZeros(u_input.a.xyy).x, i32(-2147483648), builtin_local_invocation_id.x, atomicXor(&wg_atomic_u32, 4294967295u) / builtin_local_invocation_index);
        for (; all(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_u32, ~builtin_local_invocation_id.x, builtin_global_invocation_id.x).exchanged, false), select(vec4<bool>(vec3<bool>(true, true, true).x, false, all(vec3<bool>(false, true, false)), atomicCompareExchangeWeak(&wg_atomic_u32, builtin_local_invocation_index, builtin_global_invocation_id.x).exchanged), vec4<bool>(true, true, true, true), false))); ) {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            let var_1 = firstTrailingBit(countOneBits(-(~0i) / firstLeadingBit(u_input.a.wxy).x));
            (global2)[_wgslsmith_index_u32(_wgslsmith_mod_u32(20217u, ~(3482u | builtin_workgroup_id.x) << (select(1u, ~builtin_local_invocation_id.x, true) % 32u)) - builtin_local_invocation_id.x, 7u)] = vec4<i32>(-26577i, sign(min(u_input.a, func_4(mat4x2<f32>(vec2<f32>(-353f, -1509f), vec2<f32>(-662f, -1395f), vec2<f32>(-1896f, 608f), vec2<f32>(-203f, 1000f)), mat3x2<f32>(vec2<f32>(-250f, 592f), vec2<f32>(1000f, -1180f), vec2<f32>(1489f, -217f))).b).wzw).x, (i32(-2147483648) / ((u_input.a.x | u_input.b) + 140i)) << (~max(builtin_workgroup_id.x * builtin_workgroup_id.x, builtin_local_invocation_index) % 32u), ~(var_1 << (countOneBits(~61261u) % 32u)));
            let var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(994f, 1291f, -507f))))), _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-262f, -1367f, -245f), vec3<f32>(-2244f, 502f, 239f)))))), vec3<f32>(_wgslsmith_f_op_f32(706f * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1000f + -2040f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(-399f)))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(-2012f, -391f, -1124f, 503f) - vec4<f32>(-561f, -124f, -1000f, -367f)))))).x));
        }
        loop {
            if (LOOP_COUNTERS[22u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
            var_0 = u_input.a.x;
            (global0)[_wgslsmith_index_u32(~(extractBits(countLeadingZeros(vec4<u32>(builtin_local_invocation_id.x, builtin_global_invocation_id.x, builtin_workgroup_id.x, builtin_local_invocation_index)), builtin_local_invocation_id.x, extractBits(countLeadingZeros(vec4<u32>(103286u, 0u, 4294967295u, builtin_global_invocation_id.x)).ww, ~builtin_local_invocation_id.x, _wgslsmith_mod_u32(builtin_global_invocation_id.x, builtin_global_invocation_id.x)).x).x * min(vec4<u32>(~68632u, builtin_global_invocation_id.x, builtin_global_invocation_id.x | 72548u, ~builtin_global_invocation_id.x), (vec4<u32>(5485u, builtin_global_invocation_id.x, builtin_local_invocation_id.x, builtin_global_invocation_id.x) ^ vec4<u32>(builtin_global_invocation_id.x, 28541u, 11483u, 0u)) * ~vec4<u32>(builtin_workgroup_id.x, 8350u, builtin_workgroup_id.x, 4294967295u)).x), 25u)] = global0[_wgslsmith_index_u32(dot(vec3<u32>(35612u, builtin_workgroup_id.x, builtin_local_invocation_index), countOneBits(vec3<u32>(min(vec2<u32>(builtin_local_invocation_id.x, builtin_global_invocation_id.x), builtin_local_invocation_id.yz).x, atomicExchange(&wg_atomic_u32, 0u), ~0u))) * min(countOneBits(~builtin_workgroup_id) << (~(builtin_local_invocation_id & vec3<u32>(builtin_workgroup_id.x, 60854u, builtin_local_invocation_index)) % vec3<u32>(32u)), min(vec4<u32>(31872u, 1u, 0u, builtin_local_invocation_id.x) | vec4<u32>(builtin_local_invocation_index, 0u, builtin_global_invocation_id.x, 0u), vec4<u32>(builtin_workgroup_id.x, builtin_global_invocation_id.x, 1u, 33780u)).ywx / builtin_global_invocation_id).x, 25u)];
            continue;
            continuing {
                let var_1 = true;
                var var_2 = true;
            }
        }
        (((global0)[_wgslsmith_index_u32(~(builtin_local_invocation_index & builtin_local_invocation_index) | 4294967295u, 25u)])[_wgslsmith_index_u32(~(~(~(~(builtin_local_invocation_index + builtin_local_invocation_index)))), 4u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(func_4(mat4x2<f32>(vec3<f32>(1f, 1f, 1f).yx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-265f, 905f)), vec2<f32>(1234f, 600f), _wgslsmith_f_op_vec2_f32(vec2<f32>(864f, -420f) * vec2<f32>(-1209f, 1330f))), func_1(_wgslsmith_f_op_f32(290f + 1529f))).d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].zx, vec2<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(447f, 1147f, 920f, -981f))).x, 1f))) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(vec2<f32>(1f, 1f).x * _wgslsmith_f_op_f32(-874f + -107f)) + -961f) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f * -2136f) - _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-2189f, -1000f))).x - _wgslsmith_f_op_f32(637f * 646f)))));
        for (; true; ) {
            if (LOOP_COUNTERS[23u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        loop {
            if (LOOP_COUNTERS[25u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
            let var_0 = u_input.a;
            let var_1 = 1i;
            global1 = false | (vec2<bool>(true, true).x | !select(false, var_1 > var_0.x, var_0.x <= var_0.x));
            break;
        }
        while ((builtin_local_invocation_id.x - ~atomicXor(&wg_atomic_u32, builtin_workgroup_id.x)) == atomicExchange(&wg_atomic_u32, 0u)) {
            if (LOOP_COUNTERS[26u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
            let var_0 = _wgslsmith_mod_i32(u_input.d, select(insertBits(reverseBits(clamp(u_input.a, vec4<i32>(2147483647i, u_input.b, u_input.c, u_input.c), u_input.a)).xzy, ~u_input.a.xxz << ((vec3<u32>(10760u, builtin_local_invocation_index, 16833u) | vec3<u32>(0u, 4294967295u, 4294967295u)) % vec3<u32>(32u)), func_5(mat2x4<f32>(vec4<f32>(953f, -1164f, -280f, 2449f), vec4<f32>(938f, 730f, 814f, -1208f)), global2[_wgslsmith_index_u32(builtin_local_invocation_index - 4294967295u, 7u)]), 1719u), firstLeadingBit(vec3<i32>(u_input.c, u_input.a.x, u_input.c) * countTrailingZeros(vec4<i32>(0i, 0i, u_input.c, u_input.d)).yzx), vec3<bool>(all(vec4<bool>(true, true, true, true).wxy), true, false)).x);
            var var_1 = true;
            continue;
        }
        global1 = false;
        break;
    }
    let x = u_input.a;
    s_output = StorageBuffer(vec2<f32>(1f, 1f).x, mat4x2<f32>(vec2<f32>(1753f, _wgslsmith_f_op_f32(dot(vec4<f32>(1f, 1f, 1f, 1f).yx, vec2<f32>(602f, -1092f)))), vec2<f32>(-473f, 347f), _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(588f, 1000f), vec2<f32>(1248f, -1000f)) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(1175f, 185f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(907f, -1000f, 291f))).xx - _wgslsmith_f_op_vec2_f32(-vec2<f32>(-645f, -818f))))), _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(2082f, -1104f), vec2<f32>(-781f, 642f)))))), mat4x4<f32>(vec4<f32>(844f, _wgslsmith_f_op_f32(-vec4<f32>(1f, 1f, 1f, 1f).x), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(-246f, -1197f), vec2<f32>(-476f, -120f))).x, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1000f, -1000f, 439f, 509f), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(509f, 284f, -1304f, -1721f))), _wgslsmith_div_vec4_f32(vec4<f32>(-1735f, 909f, 1114f, 997f), vec4<f32>(-406f, 190f, 1289f, -1314f)))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(1000f, -1281f, -516f, -381f), vec4<f32>(-156f, 483f, -527f, 698f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(2091f, -416f, 636f, 695f)), vec4<bool>(true, true, true, true)))), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_f32(-358f), _wgslsmith_f_op_f32(-1204f), _wgslsmith_f_op_f32(-2011f), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1414f, 706f, -1000f, 104f))).x))), vec4<f32>(_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(round(-837f)), _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-1108f, 769f, 864f))).x)), _wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(-351f))), _wgslsmith_f_op_f32(1287f + _wgslsmith_div_f32(1000f, -1533f)), _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-332f, 974f, -625f, 1136f))).zz)).x)), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-721f - 1788f), -1000f) - vec2<f32>(826f, 311f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-357f, 1051f, 912f))).zy) - vec2<f32>(_wgslsmith_f_op_f32(-1000f), -1868f))), func_4(mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-(-200f)), _wgslsmith_f_op_f32(sign(542f))), vec2<f32>(_wgslsmith_f_op_f32(-(-1549f)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(1000f, -376f, -286f, 1558f), vec4<f32>(-623f, -121f, 1063f, -1218f))).x), vec2<f32>(_wgslsmith_f_op_f32(-(-499f)), _wgslsmith_f_op_f32(-(-434f))), vec4<f32>(1f, 1f, 1f, 1f).yy), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(835f, 1000f) - vec2<f32>(1f, 1f)), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(854f, -361f, 487f, 1512f)))).wx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-321f, 354f, -442f, 837f))).wx - _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1065f, 804f))))).d);
}

