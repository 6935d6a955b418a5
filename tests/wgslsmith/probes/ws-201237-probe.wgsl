// {"0:0":[253,7,140,209,76,46,193,200,79,200,22,164,81,162,227,102,100,19,107,87,198,244,154,22,84,199,106,82,153,163,65,143,134,187,29,255,133,236,141,210,136,34,48,1,132,220,105,42,119,98,171,194,97,189,218,216,166,223,0,103,170,220,129,59,195,240,73,255,246,24,42,244,209,105,175,181,1,109,228,222]}
// Seed: 201237

struct Struct_1 {
    @align(16)
    @size(24)
    a: vec2<u32>,
    @size(16)
    b: mat2x2<f32>,
    c: vec4<u32>,
    @align(32)
    @size(52)
    d: mat3x4<f32>,
    @size(28)
    e: vec3<bool>,
}

struct Struct_2 {
    a: u32,
    @align(16)
    b: f32,
}

struct Struct_3 {
    a: i32,
}

struct Struct_4 {
    @align(32)
    @size(48)
    a: mat4x2<f32>,
}

struct UniformBuffer {
    a: vec4<u32>,
    @align(4)
    b: i32,
    @size(28)
    c: vec3<u32>,
    d: vec4<u32>,
}

struct ProbeOut {
    orig: StorageBuffer,
    p_in: vec4<f32>,
    p_out: vec4<f32>,
    p_n: u32,
}

struct StorageBuffer {
    @align(64)
    a: vec3<f32>,
    b: vec3<f32>,
    @align(16)
    @size(16)
    c: u32,
    @align(64)
    d: vec3<i32>,
    e: vec2<f32>,
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

var<private> global0: mat3x3<f32> = mat3x3<f32>(vec3<f32>(908f, -760f, 412f), vec3<f32>(497f, -1008f, 586f), vec3<f32>(460f, 275f, 1000f));

var<workgroup> global1: vec2<f32>;

var<workgroup> global2: mat3x4<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 15>;

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn func_5(arg_0: bool, arg_1: bool) -> u32 {
    let var_0 = Struct_2(~reverseBits(~vec4<u32>(u_input.d.x, u_input.c.x, 1u, u_input.a.x)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-335f + 2347f)) * _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, global2[_wgslsmith_index_u32(1u, 3u)].x, global2[_wgslsmith_index_u32(65270u, 3u)].x, global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).x, _wgslsmith_f_op_f32(-330f)))));
    var var_1 = var_0;
    let var_2 = Struct_2(4294967295u, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1.b) + global2[_wgslsmith_index_u32(countLeadingZeros(20245u), 3u)].x));
    let var_3 = var_0;
    if (arg_0) {
        var var_4 = Struct_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1.x, global2[_wgslsmith_index_u32(4294967295u, 3u)].x, var_3.b, -297f))).yy) + vec2<f32>(142f, _wgslsmith_f_op_f32(global1.x * 183f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1.b) - _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)].yy)) + _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(~var_0.a, 3u)].zx)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(758f, -1098f, 1581f, var_3.b), vec4<f32>(-694f, var_2.b, 129f, var_1.b), true != arg_0)).yx * _wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_2.b, 1872f, var_0.b, global1.x), _wgslsmith_f_op_vec4_f32(step(global2[_wgslsmith_index_u32(var_3.a, 3u)], global2[_wgslsmith_index_u32(4294967295u, 3u)])))).yy), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1762f, -108f, _wgslsmith_f_op_f32(-(-355f)), _wgslsmith_f_op_f32(var_3.b - -478f)), global2[_wgslsmith_index_u32(countOneBits(vec2<u32>(var_1.a, 4294967295u) << (u_input.c.zx % vec2<u32>(32u))).x, 3u)], vec4<bool>(u_input.b <= 4281i, var_2.a <= var_1.a, arg_0, false))).wy));
        var var_5 = Struct_3(u_input.b);
        switch (-1i) {
            case -1i: {
                let var_6 = Struct_3(-select(~abs(vec3<i32>(var_5.a, u_input.b, -666i)).zz, sign(-vec4<i32>(u_input.b, u_input.b, u_input.b, u_input.b)).xx, vec2<bool>(vec2<bool>(true, true).x, arg_1)).x);
            }
            default: {
                return 0u;
            }
        }
        var var_6 = var_0;
    } else {
        ((global2)[_wgslsmith_index_u32(~(var_1.a >> (var_3.a % 32u)), 3u)]).x = global1.x;
    }
    return 1u;
}

fn func_4(arg_0: Struct_3, arg_1: Struct_2, arg_2: mat4x4<f32>) -> vec4<bool> {
    var var_0 = vec2<bool>(global1.x <= -553f, true);
    let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(global2[_wgslsmith_index_u32(4294967295u, 3u)])).wwy, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_f32(exp(global0[_wgslsmith_index_u32(1u, 3u)].x)), global0[_wgslsmith_index_u32(~(~arg_1.a), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.x - arg_1.b)), _wgslsmith_f_op_vec3_f32(select(arg_2[_wgslsmith_index_u32(func_5(var_0.x, var_0.x), 4u)].xwz, _wgslsmith_f_op_vec3_f32(vec3<f32>(1162f, global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(28186u, 3u)].x) - vec3<f32>(arg_2[_wgslsmith_index_u32(arg_1.a, 4u)].x, 192f, -117f)), var_0.x)).x), _wgslsmith_f_op_vec4_f32(sign(arg_2[_wgslsmith_index_u32(~arg_1.a, 4u)])), vec4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -528f, global2[_wgslsmith_index_u32(39425u, 3u)].x, 1372f)), vec4<f32>(160f, arg_1.b, global0[_wgslsmith_index_u32(10444u, 3u)].x, arg_2[_wgslsmith_index_u32(u_input.d.x, 4u)].x))).x, _wgslsmith_f_op_f32(-(-517f)), arg_1.b, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(796f * -1000f))))).xzz);
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        if (!select(!(!vec3<bool>(var_0.x, var_0.x, false)), select(!(!vec4<bool>(var_0.x, var_0.x, var_0.x, var_0.x)), !(!vec4<bool>(var_0.x, false, true, true)), !vec4<bool>(var_0.x, false, var_0.x, false)).zzy, true).x) {
            continue;
        } else if (!var_0.x) {
            var var_2 = mat2x3<f32>(arg_2[_wgslsmith_index_u32(arg_1.a | u_input.d.x, 4u)].yyz, var_1[_wgslsmith_index_u32(~atomicCompareExchangeWeak(&wg_atomic_u32, (u_input.d.x * 4294967295u) >> (~arg_1.a % 32u), ~u_input.d.x).old_value, 2u)]);
            var var_3 = mat2x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(u_input.c.x, 3u)], global2[_wgslsmith_index_u32(firstLeadingBit(u_input.d.x), 3u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1390f, var_2[_wgslsmith_index_u32(4294967295u, 2u)].x, -269f, -303f)))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(1913f + arg_1.b))) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_2[_wgslsmith_index_u32(arg_1.a, 4u)].x, -1736f, -197f, global1.x), vec4<f32>(-501f, arg_1.b, -1000f, -2485f), vec4<bool>(var_0.x, var_0.x, true, var_0.x))).x)), _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(arg_1.a, 3u)].x, -1261f, var_1[_wgslsmith_index_u32(arg_1.a, 2u)].x, -1270f)), vec4<f32>(-529f, -843f, -1738f, -974f), _wgslsmith_f_op_vec4_f32(-arg_2[_wgslsmith_index_u32(u_input.d.x, 4u)]))).x)), _wgslsmith_f_op_vec4_f32(saturate(arg_2[_wgslsmith_index_u32(firstTrailingBit(37965u) * 0u, 4u)])).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1003f))))));
            let var_4 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_3[_wgslsmith_index_u32(62785u, 2u)].x, arg_1.b)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(-1118f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1.b) * -1398f), var_1[_wgslsmith_index_u32((6056u - 0u) + arg_1.a, 2u)].x))).wwz, vec3<f32>(-678f, _wgslsmith_f_op_f32(-global1.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(max(arg_1.a, arg_1.a), 2u)].x))), _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(u_input.c.x, 3u)]));
            ((global0)[_wgslsmith_index_u32(firstTrailingBit(select(u_input.a / vec4<u32>(u_input.c.x, 4294967295u, u_input.d.x, 19459u), reverseBits(u_input.d), select(vec4<bool>(false, true, var_0.x, true), vec4<bool>(true, var_0.x, var_0.x, true), vec4<bool>(var_0.x, var_0.x, var_0.x, var_0.x))).yw >> (countLeadingZeros(vec4<u32>(arg_1.a, 0u, u_input.d.x, 0u) + vec4<u32>(1u, 4294967295u, u_input.d.x, 4294967295u)).wy % vec2<u32>(32u))).x ^ countTrailingZeros(u_input.d.xww).x, 3u)]).x = _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(36095u, 3u)]))))).x, global1.x);
        } else {
            let var_2 = vec4<i32>(i32(-2147483648), -(-1i), arg_0.a, u_input.b) ^ -(~vec4<i32>(i32(-2147483648), -u_input.b, i32(-2147483648), ~u_input.b));
            let var_3 = !vec4<bool>(all(!select(vec3<bool>(var_0.x, var_0.x, var_0.x), vec3<bool>(true, var_0.x, var_0.x), var_0.x)), false, !(!var_0.x && select(vec4<bool>(var_0.x, false, true, var_0.x), vec4<bool>(var_0.x, var_0.x, true, true), vec4<bool>(true, false, true, false)).x), true);
            break;
        }
        while (!(var_1[_wgslsmith_index_u32(~(~(~26310u)), 2u)].x == _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(3441u >> ((4294967295u | arg_1.a) % 32u), 4u)].x + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1495f * -588f) + global1.x)))) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        }
        var var_2 = vec3<f32>(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.x)), global2[_wgslsmith_index_u32(reverseBits(arg_1.a) - clamp(vec2<u32>(52620u, 14243u), u_input.d.zx, u_input.d.zx).x, 3u)].x, -746f), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_2[_wgslsmith_index_u32(52542u, 4u)].x, var_1[_wgslsmith_index_u32(68772u, 2u)].x, -222f, global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x))).x - _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.x + var_1[_wgslsmith_index_u32(u_input.c.x, 2u)].x)), _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(92481u, 3u)].xx - vec2<f32>(848f, 416f)))).x))).x, 1000f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_1.b - 133f) - _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))));
    }
    while (false) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            break;
        }
    }
    let var_2 = -490f;
    return vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, firstTrailingBit(min(vec2<i32>(arg_0.a, -39305i), vec2<i32>(0i, arg_0.a))).x & abs(sign(vec3<i32>(i32(-2147483648), 1i, 12883i)).zx).x, ~(-1i * arg_0.a)).exchanged, select(select(!vec3<bool>(var_0.x, false, false), !vec3<bool>(var_0.x, false, false), !var_0.x), !vec3<bool>(false, var_0.x, var_0.x), all(vec3<bool>(true, true, true))).x | (!var_0.x | var_0.x), (arg_1.a <= 29881u) | (true & (select(u_input.a, u_input.d, vec4<bool>(false, true, var_0.x, var_0.x)).x == ~u_input.a.x)), true);
}

fn func_3(arg_0: mat4x4<f32>) -> f32 {
    let var_0 = Struct_3((u_input.b & i32(-2147483648)) | -u_input.b);
    var var_1 = !select(vec4<bool>(true, true, true, true), !select(vec4<bool>(true, true, true, true), func_4(Struct_3(-5491i), Struct_2(u_input.c.x, arg_0[_wgslsmith_index_u32(1u, 4u)].x), arg_0), any(vec3<bool>(true, false, true))), false).zy;
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        var_1 = select(vec3<bool>(var_1.x, !var_1.x, true), !(!vec3<bool>(!var_1.x, (global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x < global1.x), atomicCompareExchangeWeak(&wg_atomic_i32, 40568i, 25070i).exchanged)), select(vec3<bool>(select(select(vec2<bool>(true, true), vec2<bool>(false, false), vec2<bool>(var_1.x, false)), vec2<bool>(true, true), select(vec3<bool>(false, var_1.x, true), vec3<bool>(var_1.x, true, var_1.x), vec3<bool>(true, true, true)).zy).x, var_1.x, all(select(vec4<bool>(true, true, true, true), vec4<bool>(true, var_1.x, var_1.x, var_1.x), false))), vec3<bool>(true && (u_input.a.x != 4294967295u), var_1.x, var_1.x), vec3<bool>(true, var_1.x, true != all(vec2<bool>(false, var_1.x))))).zy;
        if (select(vec3<bool>(!(4294967295u == firstLeadingBit(vec3<u32>(u_input.c.x, u_input.a.x, u_input.d.x)).x), !((u_input.b <= 32837i) | var_1.x), atomicCompareExchangeWeak(&wg_atomic_i32, reverseBits(78780i), 1i).exchanged), !vec3<bool>(any(func_4(Struct_3(var_0.a), Struct_2(u_input.c.x, 443f), arg_0)), (u_input.d.x ^ 4294967295u) > 1u, false), var_1.x).x) {
        }
        global0 = mat3x3<f32>(global0[_wgslsmith_index_u32(countOneBits(vec3<u32>(10628u, ~u_input.c.x, 4294967295u)).x, 3u)], _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(_wgslsmith_f_op_f32(clamp(_wgslsmith_div_f32(1699f, global1.x), global2[_wgslsmith_index_u32(1u * u_input.d.x, 3u)].x, _wgslsmith_f_op_f32(-global1.x))), _wgslsmith_div_f32(global2[_wgslsmith_index_u32(extractBits(u_input.d.zy, u_input.a.x, u_input.c.x).x, 3u)].x, global0[_wgslsmith_index_u32(~u_input.a.x, 3u)].x), 424f))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(u_input.c.x << (u_input.a.x % 32u), 4u)]))).wzx);
        switch (select(vec3<i32>(23771i * 1i, firstTrailingBit(firstLeadingBit(~vec4<i32>(var_0.a, var_0.a, 2147483647i, i32(-2147483648)))).x, ~atomicXor(&wg_atomic_i32, -1i / var_0.a)), extractBits(vec4<i32>(-(u_input.b * u_input.b), -(u_input.b << (u_input.a.x % 32u)), firstLeadingBit(min(vec4<i32>(u_input.b, 1i, 41162i, u_input.b), vec4<i32>(var_0.a, var_0.a, 5051i, u_input.b))).x, select(firstTrailingBit(vec4<i32>(var_0.a, var_0.a, 2147483647i, i32(-2147483648))).x, -u_input.b, var_1.x)), ~u_input.c.x, select(vec2<u32>(1u + u_input.d.x, u_input.a.x), vec2<u32>(~43550u, reverseBits(vec4<u32>(u_input.c.x, u_input.d.x, 4294967295u, 74386u)).x), any(!vec4<bool>(var_1.x, var_1.x, true, var_1.x))).x).yyw, select(vec3<bool>(all(select(vec4<bool>(false, var_1.x, var_1.x, var_1.x), vec4<bool>(false, true, var_1.x, var_1.x), false).zy), var_1.x, var_1.x), func_4(Struct_3(1i - 1i), Struct_2(~1u, _wgslsmith_f_op_f32(-777f + -719f)), arg_0).wyw, func_4(var_0, Struct_2(u_input.c.x, _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(1373f, 1235f, global0[_wgslsmith_index_u32(1u, 3u)].x))).x), arg_0).xww)).x) {
            default: {
                let var_2 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(exp2(global2[_wgslsmith_index_u32(4294967295u, 3u)])).yz, global0[_wgslsmith_index_u32(countLeadingZeros(u_input.d.x), 3u)].xz, vec2<f32>(-1382f, global0[_wgslsmith_index_u32((abs(u_input.d.wy).x >> ((u_input.a.x + u_input.d.x) % 32u)) >> (18909u % 32u), 3u)].x));
                continue;
            }
        }
        switch (~var_0.a & 18416i) {
            case -1i: {
            }
            case i32(-2147483648): {
                var var_2 = vec3<i32>(-min(vec3<i32>(u_input.b, -1i, u_input.b), vec3<i32>(0i, -42596i, var_0.a)).x / u_input.b, 0i, var_0.a & -1i);
                let var_3 = global0[_wgslsmith_index_u32(4294967295u, 3u)].xx;
                return _wgslsmith_div_f32(var_3.x, -235f);
            }
            case -28468i: {
                break;
            }
            case 2147483647i: {
                continue;
            }
            default: {
                let var_2 = extractBits(vec4<i32>(-25025i, dot(~(vec4<i32>(var_0.a, -1i, 0i, 2147483647i) | vec4<i32>(-1i, 3368i, 2147483647i, var_0.a)), max(-vec4<i32>(10047i, 11187i, var_0.a, u_input.b), vec4<i32>(u_input.b, 1i, var_0.a, var_0.a))), 49298i + countTrailingZeros(vec2<i32>(79305i, i32(-2147483648))).x, u_input.b), ~(~u_input.d.x ^ ~1u) / ~reverseBits(~u_input.a.x), u_input.c.x).x;
                break;
            }
        }
    }
    ((global0)[_wgslsmith_index_u32(~(~(~(u_input.a.x | atomicExchange(&wg_atomic_u32, 1u)))), 3u)]).x = global2[_wgslsmith_index_u32(~(~select(u_input.c.x, ~_wgslsmith_mod_u32(1u, u_input.a.x), !(686u > u_input.c.x))), 3u)].x;
    let var_2 = _wgslsmith_f_op_vec3_f32(step(vec3<f32>(global2[_wgslsmith_index_u32(firstTrailingBit(35072u) << (1u % 32u), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-2920f * arg_0[_wgslsmith_index_u32(59480u, 4u)].x), _wgslsmith_f_op_f32(-769f)) + _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(62594u ^ u_input.a.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(u_input.d.x | u_input.a.x, 3u)]), global2[_wgslsmith_index_u32(insertBits(u_input.d.wyz - u_input.c, vec3<u32>(4294967295u, u_input.c.x, 1u), 26788u, u_input.c.x >> (u_input.d.x % 32u)).x, 3u)], var_1.x)).x), _wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(u_input.d.x ^ u_input.d.x, 3u)]), vec3<f32>(1415f, _wgslsmith_f_op_f32(-116f + -645f), _wgslsmith_f_op_f32(dot(arg_0[_wgslsmith_index_u32(60333u, 4u)], vec4<f32>(global1.x, 1201f, 190f, 1673f))))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(round(global0[_wgslsmith_index_u32(1u, 3u)])).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(exp(global2[_wgslsmith_index_u32(u_input.a.x, 3u)])).x))))).x;
    return _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(261f - 655f))) - -612f));
}

fn func_2() -> Struct_4 {
    (global2)[_wgslsmith_index_u32(4294967295u, 3u)] = _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(u_input.a.x, 3u)], _wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(100574u, 3u)])) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(88510u, 3u)].x, 389f, 751f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global2[_wgslsmith_index_u32(0u, 3u)].x, -956f, 617f, 696f))).wzw)), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1000f)), global2[_wgslsmith_index_u32(~u_input.c.x, 3u)].yx, true)).x, _wgslsmith_f_op_f32(func_3(mat4x4<f32>(global2[_wgslsmith_index_u32(1u, 3u)], global2[_wgslsmith_index_u32(51167u, 3u)], vec4<f32>(global2[_wgslsmith_index_u32(45063u, 3u)].x, -536f, global2[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global1.x), global2[_wgslsmith_index_u32(4294967295u, 3u)]))))));
    (global1).x = global1.x;
    (global0)[_wgslsmith_index_u32(reverseBits(~insertBits(vec3<u32>(u_input.c.x, 1u >> (0u % 32u), ~95789u), ~vec3<u32>(u_input.c.x, u_input.c.x, 4294967295u), ~u_input.c.x, 4294967295u)).x, 3u)] = vec3<f32>(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(689f, 2342f, global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, global1.x))).x, _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(u_input.c.x, 3u)].zyx))).x), global0[_wgslsmith_index_u32(~(insertBits(u_input.c.zz, vec2<u32>(0u, 4294967295u), 61238u, u_input.c.x).x ^ (u_input.c.x * 32950u)), 3u)].zx)).x, global1.x, _wgslsmith_f_op_f32(global1.x * _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1280f, global0[_wgslsmith_index_u32(u_input.d.x, 3u)].x)), vec2<f32>(_wgslsmith_f_op_vec3_f32(sign(global2[_wgslsmith_index_u32(u_input.c.x, 3u)].zwy)).x, _wgslsmith_f_op_f32(sign(global1.x)))))));
    let var_0 = ~u_input.c.x;
    for (var var_1 = -28650i; true; global2 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec3_f32(floor(global2[_wgslsmith_index_u32(4294967295u, 3u)].xyx)).x, global2[_wgslsmith_index_u32(36920u, 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global1.x, global1.x, global1.x, 2096f))).x - global1.x), _wgslsmith_f_op_vec2_f32(floor(global0[_wgslsmith_index_u32(reverseBits(vec3<u32>(1u, 0u, 1u)).x, 3u)].xz)).x), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(u_input.d.x, 3u)].x, -1000f, 1000f))))).x), global2[_wgslsmith_index_u32(u_input.d.x, 3u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(-300f, 759f, _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 427f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(func_3(mat4x4<f32>(vec4<f32>(-1000f, 1282f, global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, -185f), vec4<f32>(247f, global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1170f, -128f), global2[_wgslsmith_index_u32(u_input.c.x, 3u)], global2[_wgslsmith_index_u32(64577u, 3u)]))) * 622f))))) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        let var_2 = var_0;
        for (var var_3: i32; !any(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, u_input.b >= 2147483647i, vec3<bool>(true, true, true).x), vec4<bool>(true, true, true, true))); var_3 -= 1i) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            (global1).x = global0[_wgslsmith_index_u32(~12432u, 3u)].x;
        }
        return Struct_4(mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(select(global2[_wgslsmith_index_u32(var_2 & var_2, 3u)].ywy, _wgslsmith_f_op_vec3_f32(vec3<f32>(global1.x, global2[_wgslsmith_index_u32(var_2, 3u)].x, global1.x) * vec3<f32>(global2[_wgslsmith_index_u32(var_2, 3u)].x, 471f, 497f)), vec3<bool>(true, true, true))).x, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(var_2, 3u)].wy * global0[_wgslsmith_index_u32(var_0, 3u)].yz)))), vec2<f32>(global1.x, global2[_wgslsmith_index_u32(29383u, 3u)].x), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(global1.x, -430f) + vec2<f32>(274f, -1202f)) - _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(75878u, 3u)].zx)) - _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(vec3<f32>(-114f, 1000f, global2[_wgslsmith_index_u32(var_2, 3u)].x) + global2[_wgslsmith_index_u32(35060u, 3u)].zzy))).zz)));
    }
    return Struct_4(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(u_input.a.x, 3u)].yy))), _wgslsmith_f_op_vec2_f32(-global2[_wgslsmith_index_u32(~u_input.d.x, 3u)].xx), global2[_wgslsmith_index_u32(40998u, 3u)].wz, global0[_wgslsmith_index_u32(var_0, 3u)].zx));
}

fn func_1(arg_0: f32, arg_1: vec3<bool>, arg_2: vec3<i32>, arg_3: vec2<f32>) -> f32 {
    switch (countOneBits(~vec4<i32>(u_input.b, 1998i, u_input.b, arg_2.x) - ~(-vec4<i32>(2147483647i, 1i, 1i, arg_2.x))).x >> (100662u % 32u)) {
        case 0i: {
            var var_0 = global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a.x, u_input.c.x), 3u)];
            switch (arg_2.x & arg_2.x) {
                case -44984i: {
                    let var_1 = func_2();
                }
                case 1i: {
                }
                default: {
                    let var_1 = vec4<i32>(_wgslsmith_mod_i32(arg_2.x, 9004i) + ~(arg_2.x / arg_2.x), -(i32(-2147483648)) - (~u_input.b ^ i32(-2147483648)), 2147483647i, ~(firstLeadingBit(~vec4<i32>(u_input.b, arg_2.x, u_input.b, arg_2.x)).x / -u_input.b));
                }
            }
        }
        case 36570i: {
            let var_0 = func_2();
            (global1).x = _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(u_input.d.x, 3u)].x);
            for (var var_1 = -19320i; ; ) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var var_2 = mat3x3<f32>(vec3<f32>(_wgslsmith_div_f32(645f, _wgslsmith_f_op_vec2_f32(floor(arg_3)).x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1258f, 101f, -371f, -482f) * vec4<f32>(2116f, global2[_wgslsmith_index_u32(1286u, 3u)].x, 1547f, -1075f))))).x, _wgslsmith_div_f32(arg_0, global1.x)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(~u_input.c.x, u_input.a.x), 3u)].x, _wgslsmith_f_op_f32(-508f), -1173f, _wgslsmith_f_op_vec4_f32(floor(global2[_wgslsmith_index_u32(u_input.c.x, 3u)])).x), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0) + _wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(1u, 4u)].x * global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x)), func_2().a[_wgslsmith_index_u32(u_input.c.x, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1000f - arg_0)), -1134f))).yww, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(global2[_wgslsmith_index_u32(8480u, 3u)].zyy, vec3<f32>(global0[_wgslsmith_index_u32(32047u, 3u)].x, global1.x, 717f)))) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(-642f, global1.x, _wgslsmith_f_op_f32(global1.x * global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))));
                var var_3 = abs(_wgslsmith_mod_vec4_i32(select(vec4<i32>(arg_2.x, -2245i, firstTrailingBit(vec3<i32>(u_input.b, -8588i, -29798i)).x, countTrailingZeros(arg_2.zy).x), (vec4<i32>(-1i, arg_2.x, i32(-2147483648), 13451i) ^ vec4<i32>(12261i, -1i, 27166i, arg_2.x)) + ~vec4<i32>(arg_2.x, arg_2.x, arg_2.x, arg_2.x), select(!vec4<bool>(true, false, arg_1.x, arg_1.x), !vec4<bool>(true, arg_1.x, false, true), arg_1.x)), sign(~insertBits(vec4<i32>(u_input.b, u_input.b, u_input.b, -1i), vec4<i32>(i32(-2147483648), 2147483647i, -33989i, u_input.b), 0u, u_input.c.x)))).x;
            }
            var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(max(global0[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, u_input.a.x), 3u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(640f, global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1000f), vec3<f32>(1000f, arg_3.x, 468f))) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(52320u, 3u)].x, -1000f, global2[_wgslsmith_index_u32(u_input.d.x, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(floor(global2[_wgslsmith_index_u32(~(0u & select(u_input.a.ywz, vec3<u32>(u_input.c.x, 0u, 25558u), vec3<bool>(arg_1.x, true, arg_1.x)).x), 3u)])).xzz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec3_f32(max(global0[_wgslsmith_index_u32(u_input.a.x, 3u)], global0[_wgslsmith_index_u32(0u, 3u)])).x, _wgslsmith_f_op_f32(-1202f), global2[_wgslsmith_index_u32(4294967295u, 3u)].x) - vec3<f32>(-1000f, 2585f, _wgslsmith_f_op_f32(saturate(global1.x))))));
            return _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(select(vec2<u32>(4294967295u, 108593u), u_input.c.xy, false).x, 3u)]), global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.c.x, u_input.a.x), 3u)].xwz, !arg_1)).yx)).x);
        }
        case 5860i: {
            while (select(!select(!vec2<bool>(arg_1.x, arg_1.x), select(arg_1, select(vec3<bool>(arg_1.x, arg_1.x, false), vec3<bool>(arg_1.x, false, true), arg_1), select(arg_1, arg_1, arg_1.x).x).yx, func_4(Struct_3(-1i), Struct_2(49142u, -976f), mat4x4<f32>(vec4<f32>(-805f, -1958f, 455f, arg_3.x), vec4<f32>(1786f, 574f, global0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1829f), global2[_wgslsmith_index_u32(u_input.a.x, 3u)], global2[_wgslsmith_index_u32(1u, 3u)])).x), select(!select(vec4<bool>(arg_1.x, true, false, arg_1.x), !vec4<bool>(true, arg_1.x, arg_1.x, true), func_4(Struct_3(1i), Struct_2(4550u, 277f), mat4x4<f32>(vec4<f32>(1000f, 711f, global2[_wgslsmith_index_u32(26041u, 3u)].x, global2[_wgslsmith_index_u32(26634u, 3u)].x), global2[_wgslsmith_index_u32(39564u, 3u)], global2[_wgslsmith_index_u32(1u, 3u)], global2[_wgslsmith_index_u32(u_input.a.x, 3u)])).x), vec4<bool>(false, firstLeadingBit(57999i) != ~u_input.b, arg_1.x, select(vec3<bool>(arg_1.x, arg_1.x, false), vec3<bool>(arg_1.x, true, false), arg_1).x), any(vec4<bool>(arg_1.x, arg_1.x, true, false)) || true).zz, vec2<bool>((-max(vec4<i32>(24114i, -1i, arg_2.x, u_input.b), vec4<i32>(arg_2.x, arg_2.x, -23997i, 16305i)).x < ~_wgslsmith_mod_i32(arg_2.x, arg_2.x)), 28884u != (u_input.c.x >> ((34456u & u_input.d.x) % 32u)))).x) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                break;
            }
            if (any(select(arg_1, select(select(arg_1, vec3<bool>(false, arg_1.x, false), true), !arg_1, select(vec4<bool>(arg_1.x, arg_1.x, false, false), select(vec4<bool>(arg_1.x, arg_1.x, false, arg_1.x), vec4<bool>(true, true, arg_1.x, arg_1.x), arg_1.x), select(vec4<bool>(true, arg_1.x, false, true), vec4<bool>(arg_1.x, false, arg_1.x, true), false)).zwx), all(arg_1) || all(select(vec4<bool>(arg_1.x, true, arg_1.x, false), vec4<bool>(arg_1.x, arg_1.x, true, true), vec4<bool>(false, arg_1.x, false, true)).zyz)).zy)) {
            } else if (select(vec2<bool>(arg_1.x | false, (_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -497f, arg_0, arg_0))).x)) < global0[_wgslsmith_index_u32(1u, 3u)].x)), vec2<bool>(select(!(!vec3<bool>(arg_1.x, arg_1.x, arg_1.x)), arg_1, true).x, arg_1.x), vec2<bool>(true, u_input.b >= ((u_input.b + u_input.b) >> (41191u % 32u)))).x) {
                let var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(abs(global2[_wgslsmith_index_u32(u_input.d.x, 3u)])).x + -1000f), _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(global0[_wgslsmith_index_u32(14086u, 3u)].x, -1102f))).x, arg_0)), vec3<f32>(-494f, -1113f, -277f));
                let var_1 = arg_2;
                (global2)[_wgslsmith_index_u32(~(1u + 1u), 3u)] = _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(select(global2[_wgslsmith_index_u32(u_input.c.x, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_div_vec4_f32(vec4<f32>(373f, global2[_wgslsmith_index_u32(1u, 3u)].x, 926f, global1.x), vec4<f32>(-165f, 1702f, global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0))))), !(!select(vec4<bool>(true, true, arg_1.x, false), vec4<bool>(arg_1.x, arg_1.x, arg_1.x, arg_1.x), true)))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-403f, 1067f, arg_3.x, 1449f))))))));
                let var_2 = Struct_2(~u_input.c.x, arg_0);
                ((global2)[_wgslsmith_index_u32(4294967295u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(619f, _wgslsmith_f_op_f32(global1.x - var_0[_wgslsmith_index_u32(~u_input.a.x, 2u)].x)));
            } else {
                ((global0)[_wgslsmith_index_u32(1u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0 + 887f));
            }
        }
        default: {
            if (true) {
                ((global0)[_wgslsmith_index_u32(u_input.a.x, 3u)]).x = global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x;
            } else if (select(select(select(!(u_input.d.x == u_input.d.x), !(!arg_1.x), arg_1.x), arg_1.x, arg_1.x & true), true, ((countTrailingZeros(vec2<i32>(arg_2.x, -9903i)).x ^ arg_2.x) - max(extractBits(vec4<i32>(0i, i32(-2147483648), 1i, arg_2.x), u_input.d.x, 4294967295u).x, select(arg_2, arg_2, true).x)) == u_input.b)) {
                let var_0 = arg_1.x;
                let var_1 = mat2x2<f32>(vec2<f32>(-377f, _wgslsmith_f_op_f32(-1036f)), _wgslsmith_f_op_vec2_f32(step(arg_3, vec2<f32>(_wgslsmith_f_op_f32(arg_0 - _wgslsmith_f_op_f32(min(663f, -1044f))), _wgslsmith_f_op_f32(428f + _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.d.x, 3u)].x + -153f))))));
            }
            loop {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                var var_0 = arg_1;
                continuing {
                    var var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(421f, arg_3.x, 1885f, _wgslsmith_f_op_f32(-812f - global1.x)))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_3.x, 181f, 442f, arg_3.x)))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.x)), _wgslsmith_f_op_f32(-arg_0), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-838f)), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(u_input.c.x, 3u)].zw * vec2<f32>(-938f, -1328f)))).x)), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global1.x, 635f, global2[_wgslsmith_index_u32(1u, 3u)].x, 1359f))) * _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(u_input.a.x >> (0u % 32u), 3u)] - _wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(u_input.c.x, 3u)], vec4<f32>(247f, -269f, 1091f, -1742f)))))));
                    var var_2 = 3772u;
                    var var_3 = func_2();
                    var_2 = (_wgslsmith_mod_u32(1u, extractBits(vec2<u32>(u_input.a.x, u_input.a.x), u_input.c.x, 1523u).x) ^ vec3<u32>(1u, 1u, 1u).x) - 0u;
                    let var_4 = Struct_1(u_input.d.xy, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)]))).zx - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-1000f, global2[_wgslsmith_index_u32(72647u, 3u)].x, var_3.a[_wgslsmith_index_u32(u_input.d.x, 4u)].x), vec3<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, var_1[_wgslsmith_index_u32(19407u, 3u)].x, arg_0))).yx - _wgslsmith_f_op_vec2_f32(vec2<f32>(global1.x, 845f) * global0[_wgslsmith_index_u32(57968u, 3u)].yz))), vec2<f32>(414f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(global2[_wgslsmith_index_u32(u_input.d.x, 3u)])).x * _wgslsmith_div_f32(var_3.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -753f)))), u_input.a * u_input.a, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(2358f, var_3.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 497f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_3.a[_wgslsmith_index_u32(0u, 4u)].x, arg_3.x, var_3.a[_wgslsmith_index_u32(1u, 4u)].x, arg_0))) * vec4<f32>(_wgslsmith_f_op_f32(-(-406f)), _wgslsmith_f_op_vec4_f32(sign(global2[_wgslsmith_index_u32(1u, 3u)])).x, _wgslsmith_f_op_f32(-arg_0), _wgslsmith_div_f32(arg_0, 477f))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x + global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x) - _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(1000f, global1.x))).x), global1.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(global0[_wgslsmith_index_u32(23305u, 3u)].yy)).x), arg_0), var_1[_wgslsmith_index_u32(60752u, 3u)]), select(arg_1, !(!select(vec4<bool>(true, arg_1.x, arg_1.x, false), vec4<bool>(arg_1.x, false, true, true), vec4<bool>(true, true, var_0.x, arg_1.x)).xxw), !(!arg_1)));
                    break if true;
                }
            }
            switch (countTrailingZeros(vec3<i32>(select(_wgslsmith_mod_vec3_i32(vec3<i32>(0i, i32(-2147483648), u_input.b), vec3<i32>(arg_2.x, 0i, arg_2.x)), vec3<i32>(u_input.b, 2147483647i, -22003i) / vec3<i32>(u_input.b, arg_2.x, arg_2.x), !arg_1).x >> (u_input.d.x % 32u), ((-17184i / arg_2.x) & firstLeadingBit(arg_2.yz).x) ^ ~(~u_input.b), clamp(arg_2, arg_2 >> (~u_input.c % vec3<u32>(32u)), reverseBits(vec4<i32>(arg_2.x, 2147483647i, 2147483647i, 33299i)).ywz).x)).x) {
                case 14437i: {
                    let var_0 = mat2x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(global2[_wgslsmith_index_u32(5183u, 3u)].xyz, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(vec4<f32>(arg_0, -976f, -2031f, global1.x), global2[_wgslsmith_index_u32(u_input.d.x, 3u)]))).zxw), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(global2[_wgslsmith_index_u32(u_input.d.x, 3u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, -1608f, arg_3.x, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))).wxy)), vec3<f32>(_wgslsmith_f_op_f32(-1136f + _wgslsmith_f_op_f32(-arg_0)), 1063f, _wgslsmith_f_op_f32(func_3(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(46326u, 3u)]), _wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(u_input.c.x, 3u)]), global2[_wgslsmith_index_u32(~4294967295u, 3u)], _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(u_input.d.x, 3u)] * global2[_wgslsmith_index_u32(16881u, 3u)]))))));
                    let var_1 = vec3<bool>(select(any(func_4(Struct_3(u_input.b), Struct_2(4294967295u, global1.x), mat4x4<f32>(vec4<f32>(arg_0, arg_0, arg_3.x, -1247f), vec4<f32>(global0[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global1.x, global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 1034f), global2[_wgslsmith_index_u32(4294967295u, 3u)], global2[_wgslsmith_index_u32(1u, 3u)])).wyy), (u_input.d.x ^ u_input.a.x) >= 0u, ((u_input.b ^ i32(-2147483648)) < arg_2.x)) && any(select(func_4(Struct_3(2147483647i), Struct_2(u_input.a.x, -1000f), mat4x4<f32>(vec4<f32>(-201f, 501f, global0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(44950u, 2u)].x), global2[_wgslsmith_index_u32(0u, 3u)], vec4<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, -178f, 384f, -166f), vec4<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, -1160f, global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, -1221f))).zzz, select(vec4<bool>(false, arg_1.x, arg_1.x, true), vec4<bool>(arg_1.x, arg_1.x, false, arg_1.x), arg_1.x).wzw, true)), !all(select(vec4<bool>(false, false, arg_1.x, true), !vec4<bool>(false, true, arg_1.x, false), !vec4<bool>(arg_1.x, arg_1.x, arg_1.x, true))), true & all(arg_1));
                    var var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(global0[_wgslsmith_index_u32(~u_input.d.x, 3u)], _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(6893u, 3u)])), vec3<f32>(_wgslsmith_f_op_f32(-(-682f)), _wgslsmith_f_op_vec3_f32(clamp(global2[_wgslsmith_index_u32(u_input.d.x, 3u)].yxy, global2[_wgslsmith_index_u32(52266u, 3u)].zzz, vec3<f32>(-322f, 615f, arg_0))).x, _wgslsmith_f_op_vec3_f32(min(var_0[_wgslsmith_index_u32(u_input.d.x, 2u)], vec3<f32>(388f, arg_3.x, global1.x))).x))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-arg_0), _wgslsmith_f_op_f32(-(-257f)), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_div_vec3_f32(vec3<f32>(903f, arg_3.x, global0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), vec3<f32>(global1.x, -526f, 1394f)))).x) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(global2[_wgslsmith_index_u32(4294967295u, 3u)])).wwy) + _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(~u_input.d.x, 2u)] - _wgslsmith_f_op_vec3_f32(vec3<f32>(-1477f, 307f, arg_0) + global0[_wgslsmith_index_u32(u_input.d.x, 3u)])))), global2[_wgslsmith_index_u32(abs(4294967295u << (dot(u_input.a.www, u_input.d.ywx >> (u_input.c % vec3<u32>(32u))) % 32u)), 3u)].wzy);
                    var var_3 = Struct_3(countLeadingZeros(-(~arg_2.x)) * (arg_2.x & 14867i));
                }
                case 57277i: {
                    var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(7712u, 3u)]))).yyx - _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-337f, global1.x, arg_0))))))), global2[_wgslsmith_index_u32(u_input.d.x, 3u)].zyw);
                    var var_1 = func_2().a;
                    var var_2 = _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(27588u, 2u)].x * -1505f), _wgslsmith_div_f32(-281f, 141f), _wgslsmith_f_op_f32(-1241f), _wgslsmith_f_op_f32(arg_0 + 1000f))))), global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(firstTrailingBit(countOneBits(u_input.d.x)) << (73216u % 32u), ~u_input.c.x), 3u)], (arg_1.x | arg_1.x) | (-1571f == _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, -816f)))).x)));
                    var var_3 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(global1.x + -1265f), _wgslsmith_f_op_f32(-(-475f)), -375f) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(var_1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, 1000f, global1.x)))))), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(global2[_wgslsmith_index_u32(u_input.c.x, 3u)])).yyy), var_2.wwx, vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_2.x, global1.x, var_0[_wgslsmith_index_u32(u_input.d.x, 2u)].x, arg_3.x), vec4<f32>(var_2.x, -1413f, 1000f, global0[_wgslsmith_index_u32(u_input.d.x, 3u)].x), arg_1.x)).x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(23235u, 4u)].x), _wgslsmith_f_op_f32(arg_0 - var_0[_wgslsmith_index_u32(0u, 2u)].x)))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-1071f), arg_3.x, _wgslsmith_f_op_f32(global1.x + global2[_wgslsmith_index_u32(u_input.d.x, 3u)].x))), vec3<f32>(global1.x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1.x * -1193f) + 107f), _wgslsmith_f_op_f32(-1282f - _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x))))));
                }
                case 2147483647i: {
                    var var_0 = atomicMin(&wg_atomic_i32, countLeadingZeros(-vec4<i32>(u_input.b, i32(-2147483648), 49576i, -68753i)).x) >> (~(~(countTrailingZeros(vec4<u32>(u_input.d.x, 4294967295u, u_input.a.x, u_input.d.x)).x + 4294967295u)) % 32u);
                    let var_1 = countTrailingZeros(vec4<i32>(atomicXor(&wg_atomic_i32, -64051i * arg_2.x), firstTrailingBit(vec2<i32>(i32(-2147483648), arg_2.x)).x, 0i, ~(0i + 2147483647i))).x + 843i;
                    let var_2 = u_input.d.x + 0u;
                    let var_3 = mat2x4<f32>(global2[_wgslsmith_index_u32(select(~vec4<u32>(u_input.a.x, var_2 << (0u % 32u), atomicAnd(&wg_atomic_u32, 0u), ~u_input.d.x), ~(~(~vec4<u32>(u_input.a.x, u_input.a.x, 0u, 41348u))), _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(1u, 3u)].x * global0[_wgslsmith_index_u32(u_input.d.x, 3u)].x))) != 811f).x, 3u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(var_2, 3u)] + vec4<f32>(global1.x, 484f, global0[_wgslsmith_index_u32(var_2, 3u)].x, 799f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global1.x, global0[_wgslsmith_index_u32(1u, 3u)].x, global1.x, 1000f), vec4<f32>(arg_3.x, 364f, global0[_wgslsmith_index_u32(var_2, 3u)].x, arg_0), vec4<bool>(true, false, true, true))) + _wgslsmith_f_op_vec4_f32(ceil(global2[_wgslsmith_index_u32(70731u, 3u)])))) + global2[_wgslsmith_index_u32(select(vec2<u32>(insertBits(vec3<u32>(4294967295u, u_input.c.x, 1u), u_input.c, var_2, u_input.c.x).x, u_input.c.x), u_input.d.ww, func_4(Struct_3(-35391i), Struct_2(var_2, -1841f), mat4x4<f32>(global2[_wgslsmith_index_u32(u_input.c.x, 3u)], vec4<f32>(arg_3.x, 798f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -2599f), global2[_wgslsmith_index_u32(u_input.c.x, 3u)], global2[_wgslsmith_index_u32(var_2, 3u)])).xx).x, 3u)]));
                    var var_4 = func_2().a;
                }
                default: {
                    ((global0)[_wgslsmith_index_u32(u_input.d.x, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_3.x, 1546f, global2[_wgslsmith_index_u32(u_input.d.x, 3u)].x, -302f))).x)));
                }
            }
        }
    }
    switch (_wgslsmith_mod_i32(~43418i, -(-17723i) - extractBits(vec4<i32>(-arg_2.x, -u_input.b, atomicLoad(&wg_atomic_i32), ~2147483647i), 44518u, countTrailingZeros(u_input.d.xx).x / countLeadingZeros(77011u)).x)) {
        case 74860i: {
            var var_0 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(u_input.d.x, 3u)].yxx)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_3.x, 377f, 1111f) * _wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(u_input.a.x, 3u)] * global0[_wgslsmith_index_u32(7279u, 3u)])))), vec3<f32>(923f, arg_0, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-376f)), _wgslsmith_f_op_f32(-arg_3.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-319f))));
            var var_1 = Struct_2(1u, arg_3.x);
            if (true) {
            }
        }
        case 21779i: {
            loop {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                ((global2)[_wgslsmith_index_u32(firstLeadingBit(u_input.a).x, 3u)]).x = _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-536f * -1050f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.x)), _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-arg_3), arg_3)).x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~16540u, 3u)].x + arg_3.x)) + _wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(~u_input.d.x + 1u, 3u)])))).x;
                (global2)[_wgslsmith_index_u32(clamp(~u_input.c.xz, ~u_input.a.zx, u_input.c.xx).x, 3u)] = global2[_wgslsmith_index_u32(countLeadingZeros(~(~vec4<u32>(1u, atomicOr(&wg_atomic_u32, 8258u), ~u_input.c.x, 4294967295u))).x, 3u)];
                var var_0 = mat4x4<f32>(global2[_wgslsmith_index_u32(~(~1u), 3u)], _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(u_input.c.x, 3u)], global2[_wgslsmith_index_u32(0u, 3u)]) * _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0, 868f, 1099f, 773f)))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(16175u, 3u)]))))), _wgslsmith_f_op_vec4_f32(step(global2[_wgslsmith_index_u32(~(~10881u), 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(33960u, 3u)].x, -2335f, 859f, 1797f) * global2[_wgslsmith_index_u32(4294967295u, 3u)])))))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(667f, _wgslsmith_f_op_f32(-215f * _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(664f, global1.x))).x), 313f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1000f)), 317f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1082f, arg_0, arg_3.x, global2[_wgslsmith_index_u32(4294967295u, 3u)].x))), vec4<bool>(true, true, true, true))));
                var var_1 = Struct_2(42567u, global1.x);
                let var_2 = Struct_2(107382u, _wgslsmith_div_f32(1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(vec2<f32>(595f, 546f) + vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))).x + _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(0u, 4u)].x * _wgslsmith_f_op_vec4_f32(trunc(var_0[_wgslsmith_index_u32(u_input.d.x, 4u)])).x))));
                continuing {
                }
            }
            var var_0 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, arg_0, 406f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(4294967295u, 3u)].x - 200f))))).yzw, vec3<f32>(_wgslsmith_f_op_f32(dot(global2[_wgslsmith_index_u32(countLeadingZeros(1u), 3u)].zyx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-550f, global0[_wgslsmith_index_u32(23855u, 3u)].x, -1149f))))), global0[_wgslsmith_index_u32(~((u_input.c.x & u_input.a.x) - u_input.a.x), 3u)].x, arg_3.x), vec3<f32>(1098f, -392f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1098f)) * _wgslsmith_f_op_f32(-360f + _wgslsmith_f_op_vec4_f32(round(vec4<f32>(1159f, -633f, arg_3.x, 418f))).x))), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(saturate(global2[_wgslsmith_index_u32(1u, 3u)])))).zxw + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(1u, 3u)] + vec3<f32>(-1000f, global0[_wgslsmith_index_u32(140452u, 3u)].x, arg_0)) - vec3<f32>(global2[_wgslsmith_index_u32(13142u, 3u)].x, 756f, global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x))))));
            while ((select(reverseBits(firstTrailingBit(arg_2).xy).x << (1u % 32u), -(~(~27211i)), atomicOr(&wg_atomic_u32, u_input.a.x) <= ~u_input.a.x) < atomicAdd(&wg_atomic_i32, 17477i))) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                var var_1 = arg_2;
                let var_2 = dot(countLeadingZeros(insertBits(vec4<u32>(56137u, 59444u, u_input.a.x, 36324u), extractBits(u_input.a, 0u, u_input.c.x), ~u_input.d.x, 1u)) | vec4<u32>(select(u_input.c, u_input.c & vec3<u32>(u_input.d.x, 57586u, 0u), !vec3<bool>(arg_1.x, arg_1.x, false)).x, countLeadingZeros(u_input.d & u_input.d).x, u_input.d.x, dot(~vec3<u32>(u_input.d.x, 33857u, u_input.a.x), u_input.a.xzx)), countTrailingZeros(~vec4<u32>(1u, u_input.d.x, u_input.d.x, 0u)) ^ max(firstTrailingBit(vec4<u32>(70842u, u_input.d.x, 0u, u_input.c.x)), u_input.d | abs(u_input.d)));
                (var_1).x = -atomicLoad(&wg_atomic_i32) / (abs(arg_2).x + ~dot(vec4<i32>(-64203i, var_1.x, u_input.b, arg_2.x), -vec4<i32>(-60954i, i32(-2147483648), -1i, 7949i)));
                let var_3 = Struct_3(-(-25288i));
            }
        }
        case -11577i: {
            global1 = vec2<f32>(_wgslsmith_f_op_f32(-763f * 1000f), global2[_wgslsmith_index_u32(0u * ~75569u, 3u)].x);
            let var_0 = mat3x2<f32>(vec2<f32>(1170f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp(global0[_wgslsmith_index_u32(4294967295u, 3u)])).x * _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global1.x, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x))).x))), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1000f, global1.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1013f + global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x)), global1.x))).yy, global0[_wgslsmith_index_u32(abs(~(abs(u_input.d) * vec4<u32>(37753u, u_input.a.x, 124064u, 40119u))).x, 3u)].yz);
            (global1).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(1056f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.d.x, 3u)].x) - global0[_wgslsmith_index_u32(11859u, 3u)].x))));
        }
        default: {
        }
    }
    (global1).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(732f, -168f, -2233f, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x))).wyx, _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(1u, 3u)]), arg_1.x)).x, _wgslsmith_f_op_f32(-646f)))).x * _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~countLeadingZeros(u_input.a.xyy).x, 3u)].x * _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-870f, global0[_wgslsmith_index_u32(0u, 3u)].x)) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, 247f))))).x));
    while (i32(-2147483648) <= countOneBits(_wgslsmith_mod_vec2_i32(vec2<i32>(u_input.b, arg_2.x ^ u_input.b), ~(~vec2<i32>(2147483647i, u_input.b)))).x) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        let var_0 = Struct_2(6986u, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_div_f32(global0[_wgslsmith_index_u32(u_input.a.x | u_input.a.x, 3u)].x, arg_0), _wgslsmith_f_op_f32(global1.x * _wgslsmith_f_op_f32(-429f)), global0[_wgslsmith_index_u32(4294967295u, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1124f)) + global0[_wgslsmith_index_u32(~u_input.a.x, 3u)].x)))).x);
    }
    let var_0 = clamp((vec3<u32>(~u_input.d.x, firstLeadingBit(vec2<u32>(u_input.a.x, u_input.a.x)).x, u_input.c.x) | ~vec3<u32>(u_input.a.x, 4294967295u, u_input.d.x)) - ~u_input.a.yzy, clamp(u_input.c, vec3<u32>(~(u_input.a.x * 4294967295u), 72072u, 75032u), _wgslsmith_mod_vec3_u32(~(vec3<u32>(0u, 11247u, 1u) << (vec3<u32>(0u, 25u, u_input.d.x) % vec3<u32>(32u))), (vec3<u32>(0u, u_input.d.x, u_input.c.x) + vec3<u32>(u_input.d.x, 47496u, 4294967295u)) & ~vec3<u32>(u_input.a.x, 0u, u_input.c.x))), ((vec3<u32>(u_input.c.x, 1u, 4294967295u) << (vec3<u32>(0u, u_input.d.x, 0u) % vec3<u32>(32u))) << ((vec3<u32>(0u, u_input.d.x, u_input.a.x) + select(u_input.a, vec4<u32>(u_input.d.x, 0u, 21220u, 1u), arg_1.x).xwy) % vec3<u32>(32u))) + vec3<u32>(u_input.a.x * ~4294967295u, ~10178u, 38983u)).zz;
    return _wgslsmith_div_f32(global0[_wgslsmith_index_u32(abs(~(~(vec2<u32>(var_0.x, 4294967295u) ^ var_0))).x, 3u)].x, 481f);
}

fn main_orig(builtin_local_invocation_index: u32, builtin_workgroup_id: vec3<u32>, builtin_local_invocation_id: vec3<u32>, builtin_num_workgroups: vec3<u32>) {
    while (true & (_wgslsmith_f_op_f32(func_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-435f) * _wgslsmith_f_op_f32(-(-349f))), vec3<bool>(false, false, true), -(~vec3<i32>(20500i, u_input.b, u_input.b)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-857f, -1511f)))) >= _wgslsmith_div_f32(_wgslsmith_f_op_f32(-883f + 1428f), _wgslsmith_f_op_f32(global1.x * -769f)))) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
    }
    if (true) {
        let var_0 = !select(vec4<bool>(true, true, false, u_input.b > abs(vec2<i32>(2147483647i, -12839i)).x), vec4<bool>(true, true, true, true), vec4<bool>(true, true | ((u_input.b < 27000i)), true, any(func_4(Struct_3(u_input.b), Struct_2(12835u, 1146f), mat4x4<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(1391f, global1.x, global2[_wgslsmith_index_u32(16854u, 3u)].x, -643f), vec4<f32>(global1.x, global2[_wgslsmith_index_u32(40930u, 3u)].x, global1.x, 731f), vec4<f32>(458f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, 525f, global0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).zy))).wyw;
        (global1).x = global1.x;
        switch (-9897i) {
            case 35519i: {
                var var_1 = Struct_3(-8632i);
                (global1).x = global2[_wgslsmith_index_u32(countLeadingZeros(builtin_workgroup_id.yy >> (vec2<u32>(atomicMax(&wg_atomic_u32, ~0u), 4294967295u) % vec2<u32>(32u))).x, 3u)].x;
                let var_2 = mat3x3<f32>(vec3<f32>(568f, global0[_wgslsmith_index_u32(64440u * 16491u, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_vec3_f32(global2[_wgslsmith_index_u32(~(1u + firstTrailingBit(builtin_local_invocation_id.xx).x), 3u)].zww + global2[_wgslsmith_index_u32(abs(builtin_workgroup_id).x, 3u)].xyy), vec3<f32>(610f, -245f, 1260f));
                let var_3 = select(var_0.zy, select(select(!(!vec4<bool>(true, var_0.x, var_0.x, var_0.x)), !select(vec4<bool>(var_0.x, var_0.x, true, var_0.x), vec4<bool>(var_0.x, var_0.x, true, true), vec4<bool>(var_0.x, false, var_0.x, var_0.x)), !(!vec4<bool>(true, false, false, var_0.x))), !vec4<bool>(var_0.x, any(var_0), false, select(var_0.yx, var_0.zx, var_0.x).x), true).zw, select(!(!select(var_0, var_0, var_0)), !var_0, !((9780i < var_1.a))).x);
                var var_4 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(1077f, global1.x, global2[_wgslsmith_index_u32(44198u, 3u)].x, _wgslsmith_f_op_f32(-(-755f))), _wgslsmith_div_vec4_f32(vec4<f32>(global1.x, global1.x, 714f, global1.x), _wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(39075u, 3u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(348f, global2[_wgslsmith_index_u32(0u, 3u)].x, global2[_wgslsmith_index_u32(1u, 3u)].x, global2[_wgslsmith_index_u32(u_input.a.x, 3u)].x) - global2[_wgslsmith_index_u32(u_input.a.x, 3u)]))) - _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1182f, global1.x, global0[_wgslsmith_index_u32(0u, 3u)].x, 1557f)))))), func_4(Struct_3(atomicMax(&wg_atomic_i32, var_1.a)), Struct_2(u_input.a.x, _wgslsmith_div_f32(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global2[_wgslsmith_index_u32(0u, 3u)].x)), mat4x4<f32>(global2[_wgslsmith_index_u32(firstLeadingBit(u_input.c.zx).x, 3u)], vec4<f32>(-169f, 1193f, -240f, global1.x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1873f, -610f, -486f, global1.x)), vec4<f32>(global2[_wgslsmith_index_u32(24260u, 3u)].x, -421f, -2211f, -943f))))), vec4<f32>(_wgslsmith_f_op_f32(430f - _wgslsmith_div_f32(_wgslsmith_f_op_f32(1377f * -1000f), var_2[_wgslsmith_index_u32(builtin_workgroup_id.x | 13645u, 3u)].x)), _wgslsmith_f_op_f32(-(-1161f)), _wgslsmith_f_op_f32(-(-555f)), -1000f));
            }
            case -10571i: {
                let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(abs(builtin_num_workgroups.zy).x, 3u)].x - _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x + global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x)), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(global1.x, 453f, 205f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1108f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)))), _wgslsmith_f_op_vec3_f32(saturate(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].wyx)), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 261f, 1000f), global2[_wgslsmith_index_u32(15872u, 3u)].xwz, var_0.x)))), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].wzx)))), select(!(var_0.x || true), false, func_4(Struct_3(u_input.b), Struct_2(1u, -1095f), mat4x4<f32>(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)], global2[_wgslsmith_index_u32(6775u, 3u)], global2[_wgslsmith_index_u32(1u, 3u)], global2[_wgslsmith_index_u32(4294967295u, 3u)])).x))));
                (global1).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-563f) - _wgslsmith_f_op_f32(-1000f + _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-1704f), _wgslsmith_f_op_vec3_f32(select(global2[_wgslsmith_index_u32(4294967295u, 3u)].yzw, vec3<f32>(323f, global2[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global2[_wgslsmith_index_u32(22600u, 3u)].x), vec3<bool>(true, true, var_0.x))).x))));
                global1 = _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_div_vec2_f32(var_1[_wgslsmith_index_u32(1u, 3u)].yy, global2[_wgslsmith_index_u32(1u, 3u)].wz)));
            }
            case 1i: {
                var var_1 = func_2().a;
                let var_2 = func_2().a;
            }
            case 24820i: {
            }
            default: {
                ((global2)[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)]).x = _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(_probe_exp2(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(sign(global0[_wgslsmith_index_u32(u_input.a.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -982f, global1.x, global2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))).x, -1016f, _wgslsmith_f_op_f32(-(-736f))), global2[_wgslsmith_index_u32(~(~builtin_num_workgroups.x), 3u)])))).zyw)).x;
            }
        }
    }
    for (var var_0 = -23941i; _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)) > global0[_wgslsmith_index_u32(u_input.c.x, 3u)].x; var_0 -= 1i) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        if (462f <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(func_3(mat4x4<f32>(vec4<f32>(global2[_wgslsmith_index_u32(0u, 3u)].x, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 1468f, global1.x), global2[_wgslsmith_index_u32(33821u, 3u)], vec4<f32>(1492f, 1805f, -438f, 1262f), vec4<f32>(252f, -1000f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global1.x))))))) {
            var_0 = ~countOneBits(vec3<i32>(-(-u_input.b), 2147483647i, u_input.b & 2147483647i)).x;
            var var_1 = builtin_local_invocation_index;
        } else {
            var var_1 = atomicCompareExchangeWeak(&wg_atomic_u32, 52920u, ~1u).exchanged && atomicCompareExchangeWeak(&wg_atomic_u32, 57218u, 42793u & ~(builtin_num_workgroups.x ^ 85731u)).exchanged;
        }
        switch (-1i) {
            case -421i: {
                global2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(4294967295u, 3u)] - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-354f, _wgslsmith_f_op_vec4_f32(step(global2[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(337f, -1000f, 2060f, 798f))).x, _wgslsmith_f_op_f32(global1.x - 558f), -129f))), global2[_wgslsmith_index_u32(abs(~abs(vec2<u32>(0u, 52048u))).x, 3u)], global2[_wgslsmith_index_u32(57643u, 3u)]);
                var var_1 = 440f;
            }
            case 1i: {
                let var_1 = -reverseBits(~sign(vec4<i32>(0i, 2147483647i, 0i, 15024i))).x;
                continue;
            }
            default: {
                var var_1 = Struct_1(countLeadingZeros(vec2<u32>(builtin_num_workgroups.x, ~atomicXor(&wg_atomic_u32, u_input.c.x))), mat2x2<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 3u)].zx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(fract(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].xx)))), clamp(~(~(u_input.a ^ u_input.d)), u_input.d - firstLeadingBit(vec4<u32>(4294967295u, 41955u, u_input.a.x, 1u)), ~vec4<u32>(1u, 1u, 1u, 1u)), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(builtin_local_invocation_index, 49789u, u_input.d.x)).x, 3u)].x - _wgslsmith_div_f32(-189f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x)), global2[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(builtin_num_workgroups.x, builtin_workgroup_id.x, 0u) << (vec3<u32>(1u, 1u, 4294967295u) % vec3<u32>(32u))).x, 3u)].x, _wgslsmith_f_op_f32(-737f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(0u, 3u)] * vec4<f32>(global0[_wgslsmith_index_u32(83883u, 3u)].x, global1.x, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, -414f))))), global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(select(vec4<u32>(0u, builtin_workgroup_id.x, builtin_num_workgroups.x, 1u), vec4<u32>(builtin_workgroup_id.x, 4294967295u, 4294967295u, builtin_num_workgroups.x), true).x, ~0u) | ~countOneBits(vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, builtin_workgroup_id.x, 1u)).x, 3u)]), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), func_4(Struct_3(atomicAdd(&wg_atomic_i32, u_input.b)), Struct_2(~35270u, _wgslsmith_div_f32(1000f, global0[_wgslsmith_index_u32(0u, 3u)].x)), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -1017f, global1.x, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(0u, 3u)] - global2[_wgslsmith_index_u32(u_input.c.x, 3u)]), global2[_wgslsmith_index_u32(~builtin_local_invocation_index, 3u)], _wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)])))).zzx);
                break;
            }
        }
        global1 = _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, 962f, global1.x) * _wgslsmith_f_op_vec4_f32(max(global2[_wgslsmith_index_u32(u_input.a.x, 3u)], vec4<f32>(-620f, global1.x, 272f, 250f))).zww))).x, _wgslsmith_f_op_f32(clamp(global1.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))), global0[_wgslsmith_index_u32(4294967295u, 3u)].x))));
        if (u_input.b > -u_input.b) {
        } else if (true & ((_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(func_2().a[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(-459f * -102f), _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(1u, 3u)].x)))).x < -159f))) {
            var_0 = 2147483647i;
            continue;
        } else if (true) {
        } else {
            global0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(0u, 3u)]) + _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-413f, 407f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))))).yzy), global2[_wgslsmith_index_u32(((atomicCompareExchangeWeak(&wg_atomic_u32, builtin_local_invocation_index, 61488u).old_value << (select(builtin_workgroup_id, vec3<u32>(4294967295u, builtin_num_workgroups.x, 71097u), vec3<bool>(false, true, true)).x % 32u)) & ~(~0u)) - 25868u, 3u)].www, vec3<f32>(1145f, -737f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(ceil(-1091f)))));
            global2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(4294967295u, 3u)] + vec4<f32>(584f, -550f, 779f, 1704f)), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1543f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.d.x, 3u)].x, 172f)))))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global0[_wgslsmith_index_u32(62429u, 3u)].x, 2389f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, 1000f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-175f, global1.x, -811f, _wgslsmith_f_op_f32(-global1.x)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(256f, -1241f, 1f, _wgslsmith_div_f32(-767f, global1.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(-486f, -514f), _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(25103u, 3u)].x * -1712f), _wgslsmith_f_op_vec2_f32(select(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].xy, vec2<f32>(738f, global1.x), vec2<bool>(false, false))).x, _wgslsmith_f_op_f32(-global1.x))) + global2[_wgslsmith_index_u32(~(0u >> (0u % 32u)), 3u)]));
            continue;
        }
    }
    global2 = mat3x4<f32>(global2[_wgslsmith_index_u32(firstLeadingBit(max((vec4<u32>(builtin_workgroup_id.x, builtin_num_workgroups.x, builtin_local_invocation_id.x, 93947u) >> (vec4<u32>(0u, 19148u, builtin_workgroup_id.x, 4294967295u) % vec4<u32>(32u))) ^ (vec4<u32>(28835u, 33225u, builtin_local_invocation_index, 10561u) >> (vec4<u32>(74741u, builtin_local_invocation_index, 1u, 48985u) % vec4<u32>(32u))), ~max(vec4<u32>(0u, u_input.a.x, builtin_num_workgroups.x, builtin_workgroup_id.x), u_input.a)).wxx).x, 3u)], global2[_wgslsmith_index_u32(~(builtin_num_workgroups.x | 1u) << (_wgslsmith_mod_u32(~4347u, builtin_num_workgroups.x) % 32u), 3u)], global2[_wgslsmith_index_u32(builtin_num_workgroups.x / (builtin_local_invocation_index / insertBits(vec3<u32>(u_input.d.x, builtin_local_invocation_index, builtin_workgroup_id.x), u_input.c, 0u, 64640u >> (builtin_workgroup_id.x % 32u)).x), 3u)]);
    if (true) {
    }
    ((global2)[_wgslsmith_index_u32(1u, 3u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x - -693f) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-328f)));
    switch (-1i ^ countTrailingZeros(-u_input.b)) {
        default: {
        }
    }
    let x = u_input.a;
    s_output = StorageBuffer(global0[_wgslsmith_index_u32(~4294967295u, 3u)], _wgslsmith_f_op_vec3_f32(global2[_wgslsmith_index_u32(45567u, 3u)].wzx + _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_div_vec3_f32(global2[_wgslsmith_index_u32(10775u, 3u)].xxx, vec3<f32>(global2[_wgslsmith_index_u32(0u, 3u)].x, 135f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)), _wgslsmith_f_op_vec3_f32(sign(global0[_wgslsmith_index_u32(4294967295u, 3u)]))))))), ~_wgslsmith_mod_u32(0u, countLeadingZeros(max(builtin_local_invocation_id, u_input.c).xx).x), -(-(vec3<i32>(-1i, 2147483647i, u_input.b) << (~vec3<u32>(21809u, 37154u, u_input.a.x) % vec3<u32>(32u)))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(func_3(mat4x4<f32>(vec4<f32>(-983f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 1000f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x), global2[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(624f, 370f, -213f, -1000f), vec4<f32>(334f, global0[_wgslsmith_index_u32(8901u, 3u)].x, -410f, 1857f))))) + global2[_wgslsmith_index_u32(~24412u | ~builtin_local_invocation_index, 3u)].x), -2385f));
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
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    main_orig(builtin_local_invocation_index, builtin_workgroup_id, builtin_local_invocation_id, builtin_num_workgroups);
    s_probe.orig = s_output;
    s_probe.p_in = p_in;
    s_probe.p_out = p_out;
    s_probe.p_n = p_n;
}
