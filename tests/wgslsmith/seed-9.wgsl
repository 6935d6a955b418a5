// {"0:0":[198,129,33,61,141,120,244,188,32,91,127,83,107,251,161,218,159,118,202,175,148,79,203,133]}
// Seed: 9

struct Struct_1 {
    @size(4)
    a: bool,
    @size(48)
    b: mat3x3<f32>,
    c: vec4<i32>,
    @align(32)
    @size(32)
    d: vec4<u32>,
    @align(32)
    e: mat2x4<f32>,
}

struct Struct_2 {
    a: mat3x2<f32>,
    @size(160)
    b: Struct_1,
    @size(52)
    c: mat3x3<f32>,
}

struct Struct_3 {
    a: i32,
    b: i32,
    @align(16)
    c: bool,
}

struct Struct_4 {
    @align(4)
    @size(4)
    a: u32,
    b: Struct_2,
    c: Struct_1,
    d: Struct_2,
}

struct UniformBuffer {
    @align(4)
    a: i32,
    b: i32,
    c: vec2<i32>,
    @align(8)
    d: i32,
}

struct StorageBuffer {
    @align(4)
    @size(8)
    a: i32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 27>;

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn func_5(arg_0: vec4<u32>) -> vec4<f32> {
    var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(2425f, -243f, -445f, 1088f)))) + vec4<f32>(_wgslsmith_f_op_f32(-128f + -1299f), _wgslsmith_f_op_f32(sign(1186f)), _wgslsmith_f_op_f32(-853f), 2065f)) * _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1351f, _wgslsmith_div_f32(-1988f, -873f), _wgslsmith_f_op_f32(fract(-275f)), _wgslsmith_f_op_f32(506f * 187f))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec4<f32>(1829f, 126f, -832f, -1936f), vec4<f32>(-405f, 102f, 915f, 349f)))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(885f, 437f, -101f, -1726f), vec4<f32>(-1836f, -607f, 628f, 690f))).x), 1f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(vec2<f32>(1000f, -841f), vec2<f32>(-2280f, -881f))).x))));
    ((var_0)[_wgslsmith_index_u32(arg_0.x, 2u)]).x = 924f;
    var var_1 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-610f, 1332f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(arg_0.x ^ atomicExchange(&wg_atomic_u32, 4294967295u), 2u)].x, -733f)));
    for (var var_2 = 2147483647i; ; var_1 = mat2x2<f32>(var_0[_wgslsmith_index_u32(~arg_0.x, 2u)].yz, _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, 852f, var_0[_wgslsmith_index_u32(arg_0.x, 2u)].x, var_0[_wgslsmith_index_u32(31013u, 2u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1166f, var_1[_wgslsmith_index_u32(1u, 2u)].x, -249f, 696f)))).wzx))).yx)) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    while (true) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
    }
    return _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(0u, 2u)] - _wgslsmith_f_op_vec4_f32(saturate(var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_0.x, atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 4294967295u).old_value << (0u % 32u)), 2u)])));
}

fn func_4(arg_0: vec4<i32>, arg_1: vec2<bool>) -> mat2x3<f32> {
    switch (u_input.d) {
        default: {
            var var_0 = mat4x3<f32>(vec3<f32>(712f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(abs(334f)) - _wgslsmith_f_op_vec3_f32(min(vec3<f32>(-606f, -381f, -801f), vec3<f32>(379f, -302f, 268f))).x), 751f), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-562f, 475f, 1439f, 1335f))))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(1000f - 435f)))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(1428f, 532f)))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(func_5(select(vec4<u32>(24483u, 31163u, 41065u, 45126u), vec4<u32>(6688u, 68284u, 0u, 18507u), vec4<bool>(false, true, arg_1.x, true))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-976f, 739f, 1000f, 541f), vec4<f32>(1782f, 1629f, 548f, 1699f)))))).xwy, _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-vec4<f32>(1f, 1f, 1f, 1f).x), -569f, 1f) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(944f, -1440f, -1315f))))));
            var var_1 = arg_1.x;
        }
    }
    while (true) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        break;
    }
    var var_0 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1879f)))), _wgslsmith_f_op_f32(sign(-1000f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1953f, -217f, 1417f)))).x)), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2785f, 457f, -1039f, 1299f)))).wzx), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-937f - 401f), _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(2127f, -1901f))).x, _wgslsmith_f_op_vec4_f32(func_5(vec4<u32>(1u, 40270u, 0u, 1u))).x)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1920f, 523f, 1920f) * vec3<f32>(1000f, -127f, -1134f)) + vec4<f32>(1f, 1f, 1f, 1f).xwy), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1815f, 390f, -487f) + vec3<f32>(1775f, -388f, 1326f)))))), _wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(737f, 1277f), vec2<f32>(-1000f, -556f), vec2<bool>(false, arg_1.x))).x, -564f, 1329f), _wgslsmith_f_op_vec3_f32(vec3<f32>(1034f, 1398f, 353f) - vec3<f32>(1f, 1f, 1f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(vec3<f32>(-901f, -1906f, 311f) * vec3<f32>(1259f, 814f, -928f)), vec3<f32>(1569f, 801f, 884f))) - vec3<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-600f, 498f, 1066f, 299f))).x, _wgslsmith_f_op_f32(993f * 742f), _wgslsmith_f_op_f32(-254f)))));
    let var_1 = select(vec2<bool>(select(select(!arg_1, arg_1, select(arg_1, arg_1, arg_1).x), arg_1, arg_1).x, true), select(select(vec4<bool>(false, !arg_1.x, true, atomicCompareExchangeWeak(&wg_atomic_i32, arg_0.x, u_input.c.x).exchanged), !(!vec4<bool>(false, arg_1.x, arg_1.x, false)), vec4<bool>(any(vec3<bool>(true, false, false)), !arg_1.x, true, false)), select(select(!vec4<bool>(arg_1.x, arg_1.x, false, true), !vec4<bool>(arg_1.x, true, false, true), select(vec4<bool>(true, arg_1.x, true, false), vec4<bool>(arg_1.x, true, arg_1.x, true), arg_1.x)), vec4<bool>(true, arg_1.x, arg_1.x && true, arg_1.x), !select(vec4<bool>(arg_1.x, arg_1.x, arg_1.x, true), vec4<bool>(false, arg_1.x, false, true), true)), !vec4<bool>(select(vec3<bool>(false, arg_1.x, arg_1.x), vec3<bool>(true, arg_1.x, arg_1.x), vec3<bool>(true, arg_1.x, arg_1.x)).x, false, select(arg_1, vec2<bool>(arg_1.x, true), arg_1.x).x, true)).yx, false).x;
    for (var var_2 = -9155i; ; var_2 -= 1i) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        var var_3 = Struct_2(mat3x2<f32>(vec2<f32>(var_0[_wgslsmith_index_u32(~atomicXor(&wg_atomic_u32, 55792u), 4u)].x, var_0[_wgslsmith_index_u32(min(_wgslsmith_mod_vec4_u32(vec4<u32>(65504u, 4294967295u, 1u, 26146u), vec4<u32>(1u, 1u, 26189u, 69044u)), vec4<u32>(9596u, 91273u, 32140u, 0u)).x, 4u)].x), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(53697u, 4u)].zy))), _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec3_f32(saturate(var_0[_wgslsmith_index_u32(1u, 4u)])).yz, var_0[_wgslsmith_index_u32(~4294967295u, 4u)].yy, _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(0u, 4u)].yx)))), _wgslsmith_f_op_vec2_f32(clamp(var_0[_wgslsmith_index_u32(1u, 4u)].yy, var_0[_wgslsmith_index_u32(~reverseBits(vec3<u32>(31094u, 3154u, 15334u)).x, 4u)].zz, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_0[_wgslsmith_index_u32(93726u, 4u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, 113f)), var_1 || true))))), Struct_1(var_1, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, 755f, var_0[_wgslsmith_index_u32(17086u, 4u)].x, -788f))).zxw)), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(func_5(vec4<u32>(90610u, 4294967295u, 0u, 48889u))).xwx)), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(1024f, -1000f, var_0[_wgslsmith_index_u32(1u, 4u)].x), var_0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, 38976u), 4u)]))), arg_0, reverseBits(vec4<u32>(~88655u, 4294967295u - 0u, 38987u, 1u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0[_wgslsmith_index_u32(87148u, 4u)].x, -343f, 1128f, var_0[_wgslsmith_index_u32(0u, 4u)].x))) + _wgslsmith_div_vec4_f32(vec4<f32>(103f, -330f, var_0[_wgslsmith_index_u32(1u, 4u)].x, var_0[_wgslsmith_index_u32(32124u, 4u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(43365u, 4u)].x, -291f, var_0[_wgslsmith_index_u32(21524u, 4u)].x, var_0[_wgslsmith_index_u32(3927u, 4u)].x))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, 139f, var_0[_wgslsmith_index_u32(1u, 4u)].x, 1418f) * vec4<f32>(var_0[_wgslsmith_index_u32(35916u, 4u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(29701u, 4u)].x, var_0[_wgslsmith_index_u32(14260u, 4u)].x)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0[_wgslsmith_index_u32(83354u, 4u)].x, 296f, -342f, 340f))))))), mat3x3<f32>(var_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 1u), 4u)], vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(var_0[_wgslsmith_index_u32(~34000u, 4u)].zx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-462f, var_0[_wgslsmith_index_u32(75898u, 4u)].x)), _wgslsmith_f_op_vec3_f32(max(var_0[_wgslsmith_index_u32(4294967295u, 4u)], vec3<f32>(857f, var_0[_wgslsmith_index_u32(11348u, 4u)].x, -508f))).yx)).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(~57329u, 4u)].x - _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 4u)].x)), -1371f), vec3<f32>(var_0[_wgslsmith_index_u32(~0u, 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(1u, 4u)].x, var_0[_wgslsmith_index_u32(69893u, 4u)].x) - 1655f), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(1u, 4u)].x, -1300f)))));
    }
    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 400f, var_0[_wgslsmith_index_u32(57048u, 4u)].x)) * _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(2131f, var_0[_wgslsmith_index_u32(15241u, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x)), var_0[_wgslsmith_index_u32(3136u, 4u)], arg_1.x))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(48246u, 4u)].x * 704f), 568f, _wgslsmith_f_op_f32(round(-1182f))) + var_0[_wgslsmith_index_u32(4294967295u, 4u)]))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp(var_0[_wgslsmith_index_u32(3224u, 4u)])) + var_0[_wgslsmith_index_u32(~1u, 4u)])))));
}

fn func_3(arg_0: bool, arg_1: f32, arg_2: mat2x3<f32>) -> f32 {
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        break;
    }
    for (var var_0 = u_input.b; select(!select(vec4<bool>(true, arg_0, true, !arg_0), !(!vec4<bool>(true, arg_0, false, false)), !(-1000f == arg_1)), select(select(!vec4<bool>(false, false, arg_0, true), select(vec4<bool>(true, true, true, arg_0), select(vec4<bool>(arg_0, arg_0, true, arg_0), vec4<bool>(arg_0, true, false, arg_0), arg_0), !vec4<bool>(true, false, true, arg_0)), vec4<bool>(u_input.c.x > u_input.b, true, false & arg_0, select(vec3<bool>(true, true, arg_0), vec3<bool>(true, arg_0, arg_0), arg_0).x)), vec4<bool>(any(vec4<bool>(arg_0, true, false, arg_0)) == arg_0, arg_0, arg_0, true), false), select(select(select(!vec4<bool>(false, false, false, arg_0), select(vec4<bool>(false, arg_0, arg_0, true), vec4<bool>(arg_0, arg_0, true, arg_0), vec4<bool>(arg_0, arg_0, arg_0, arg_0)), arg_0), select(vec4<bool>(arg_0, arg_0, arg_0, true), vec4<bool>(arg_0, arg_0, false, arg_0), !vec4<bool>(true, arg_0, arg_0, arg_0)), !(-31550i > u_input.c.x)).zx, vec2<bool>(true, false), arg_0).x).x; ) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        switch (((((u_input.d ^ u_input.c.x) << (countTrailingZeros(20552u) % 32u)) | -38462i) >> (15011u % 32u)) << (~1u % 32u)) {
            case -2284i: {
                continue;
            }
            case i32(-2147483648): {
                let var_1 = ~vec4<i32>(u_input.b, clamp(countTrailingZeros(~u_input.c), max(_wgslsmith_mod_vec4_i32(vec4<i32>(u_input.c.x, 0i, u_input.a, 2147483647i), vec4<i32>(u_input.d, u_input.c.x, -77i, 0i)), vec4<i32>(2147483647i, u_input.a, 17746i, u_input.c.x)).xx, -u_input.c).x, u_input.a, u_input.c.x);
            }
            case 1i: {
            }
            default: {
                var var_1 = ~u_input.c;
                let var_2 = (u_input.c ^ countOneBits(-max(vec4<i32>(var_1.x, var_1.x, var_1.x, var_1.x), vec4<i32>(var_1.x, 0i, var_1.x, 56880i)).xzz).yy) - countLeadingZeros(max(vec4<i32>(var_1.x, u_input.b | var_1.x, -1i >> (1u % 32u), 1i), vec4<i32>(countTrailingZeros(2147483647i), 8363i, -49822i, u_input.d))).zw;
                continue;
            }
        }
        continue;
    }
    switch (0i) {
        case 0i: {
            for (var var_0 = 11676i; ; var_0 = dot(u_input.c, abs(vec2<i32>(1i, 1i)))) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                let var_1 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_2[_wgslsmith_index_u32(40101u, 2u)].x, -1521f) - vec3<f32>(953f, 164f, arg_1)))).xy))));
                continue;
            }
            switch (u_input.a) {
                default: {
                    var var_0 = _wgslsmith_mod_u32(0u, 1u);
                    let var_1 = vec4<i32>(371i, -42995i, -(-22996i), clamp(-(-(-vec3<i32>(u_input.c.x, i32(-2147483648), -13488i))), vec3<i32>(-29009i, 1i, 1i), -(-vec3<i32>(u_input.d, -1i, -8044i)) ^ min(vec4<i32>(u_input.c.x, u_input.a, u_input.a, u_input.a) << (vec4<u32>(0u, 33149u, 36897u, 4294967295u) % vec4<u32>(32u)), vec4<i32>(-17994i, u_input.b, u_input.d, u_input.b)).zwy).x);
                    var_0 = max(_wgslsmith_mod_vec3_u32(vec3<u32>(88320u, reverseBits(vec4<u32>(35288u, 1u, 1u, 1u) * vec4<u32>(0u, 4294967295u, 1u, 9805u)).x, dot(~vec4<u32>(4294967295u, 104090u, 15089u, 14183u), ~vec4<u32>(3955u, 1u, 26535u, 4294967295u))), select(vec3<u32>(1u, reverseBits(34891u), ~76311u), vec3<u32>(20093u, 0u, 1u) / (vec3<u32>(18304u, 4294967295u, 4294967295u) / vec3<u32>(6516u, 1u, 30143u)), !arg_0 != arg_0)), ~(~(~(~vec3<u32>(4294967295u, 5712u, 44039u))))).x;
                    var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1, -168f, -266f)))).x, _wgslsmith_f_op_f32(-869f), arg_2[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1510f * arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x * -1169f), _wgslsmith_f_op_f32(abs(644f)), _wgslsmith_div_f32(2182f, -943f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1415f, -145f, -2240f, -757f))).x)) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-520f, -354f, arg_1, 162f) + _wgslsmith_f_op_vec4_f32(step(vec4<f32>(1839f, -1467f, -219f, 342f), vec4<f32>(-105f, 1140f, 1000f, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x)))))), vec4<f32>(231f, arg_1, -956f, 1138f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_div_f32(arg_2[_wgslsmith_index_u32(vec3<u32>(1u, 1u, 1u).x, 2u)].x, -178f), _wgslsmith_div_f32(_wgslsmith_f_op_f32(1000f * 961f), _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x - 406f)), _wgslsmith_f_op_f32(dot(vec3<f32>(-443f, 595f, arg_2[_wgslsmith_index_u32(5249u, 2u)].x), _wgslsmith_f_op_vec3_f32(vec3<f32>(-1333f, -948f, arg_1) - vec3<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, -673f, -1337f))))))));
                }
            }
            while (all(select(vec4<bool>(select(!vec4<bool>(arg_0, arg_0, false, arg_0), !vec4<bool>(true, true, arg_0, arg_0), vec4<bool>(false, arg_0, true, false)).x, arg_0, select(!vec3<bool>(true, true, arg_0), select(vec3<bool>(arg_0, arg_0, false), vec3<bool>(arg_0, arg_0, false), arg_0), vec3<bool>(arg_0, false, false)).x, !arg_0), vec4<bool>(!any(vec2<bool>(arg_0, true)), !(arg_0 | arg_0), arg_0, true), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, sign(u_input.a * u_input.a)).exchanged).wx)) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var var_0 = Struct_1(all(select(!vec3<bool>(true, false, arg_0), !select(vec4<bool>(arg_0, arg_0, arg_0, false), vec4<bool>(false, false, true, arg_0), arg_0).wxz, arg_0 & true).zz), mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(166f, 1575f) * _wgslsmith_f_op_f32(-1644f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(sign(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].zy)).x), arg_2[_wgslsmith_index_u32(~25397u / 7443u, 2u)].x), vec3<f32>(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(~54842u, 2u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(arg_1))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1, 525f, arg_2[_wgslsmith_index_u32(0u, 2u)].x, -111f) + vec4<f32>(arg_1, arg_1, -1288f, -379f)))).x), vec3<f32>(_wgslsmith_div_f32(-1518f, arg_1), -815f, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1364f, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_2[_wgslsmith_index_u32(38464u, 2u)].x, -717f))))).x)), vec4<i32>(u_input.b, countLeadingZeros(u_input.c).x, -firstLeadingBit(1i & u_input.d), u_input.a), vec4<u32>(atomicMin(&wg_atomic_u32, 1u), 22007u, 10574u, 32450u) | vec4<u32>(~71977u * vec4<u32>(1u, 1u, 1u, 1u).x, ~3437u, 0u, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 13926u).old_value & ~18728u), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_1, arg_2[_wgslsmith_index_u32(1u, 2u)].x, arg_2[_wgslsmith_index_u32(0u, 2u)].x, arg_1), vec4<f32>(-1000f, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1, arg_1)))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, 1176f, arg_2[_wgslsmith_index_u32(585u, 2u)].x, arg_1)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2[_wgslsmith_index_u32(0u, 2u)].x, arg_1, arg_1, 342f)))));
                break;
            }
        }
        default: {
            while (true) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            }
            var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-arg_2[_wgslsmith_index_u32(1u / 11101u, 2u)].yy))))), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(arg_2[_wgslsmith_index_u32(1u, 2u)].x, 232f), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1532f, arg_1, -2975f, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1, 662f, arg_2[_wgslsmith_index_u32(86369u, 2u)].x, arg_1)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1113f, -154f, arg_1, arg_2[_wgslsmith_index_u32(0u, 2u)].x), vec4<f32>(251f, -326f, arg_1, arg_1), vec4<bool>(arg_0, arg_0, false, false))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-616f, -843f, arg_2[_wgslsmith_index_u32(65655u, 2u)].x, arg_2[_wgslsmith_index_u32(1647u, 2u)].x))))).wx, vec2<bool>(arg_0, arg_0))), arg_2[_wgslsmith_index_u32(~(1u / reverseBits(vec2<u32>(186554u, 36360u) * vec2<u32>(1715u, 27795u)).x), 2u)].xz);
            if (true) {
                var var_1 = Struct_1(!arg_0, mat3x3<f32>(vec3<f32>(890f, 1042f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(-2086f, -824f, arg_2[_wgslsmith_index_u32(1235u, 2u)].x))).x)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(2221f, 266f, -173f)), _wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(23504u, 2u)]))), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(arg_2[_wgslsmith_index_u32(0u, 2u)].x, -1257f, 1421f)))), vec3<f32>(_wgslsmith_f_op_f32(-828f * 472f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(404f - -163f)), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1039f, 1266f, -2494f), arg_2[_wgslsmith_index_u32(min(vec2<u32>(29809u, 4294967295u), vec2<u32>(1u, 19232u)).x, 2u)], vec3<bool>(true, true, false))).x)), vec4<i32>(50390i, u_input.a, i32(-2147483648), -u_input.d), ~vec4<u32>(1u, 1u, 1u, 1u), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1857f, var_0[_wgslsmith_index_u32(60002u, 3u)].x, -1186f, 1961f) - vec4<f32>(328f, 223f, -1116f, arg_2[_wgslsmith_index_u32(47590u, 2u)].x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_1, arg_1, var_0[_wgslsmith_index_u32(0u, 3u)].x, -173f), vec4<f32>(arg_2[_wgslsmith_index_u32(35665u, 2u)].x, arg_1, arg_2[_wgslsmith_index_u32(54512u, 2u)].x, 885f)))))));
                var var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(1f)) - _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(var_1.d.x, 3u)], arg_2[_wgslsmith_index_u32(1u * (var_1.d.x | var_1.d.x), 2u)].xx, vec2<bool>(true, true))).x)));
                (var_1).b = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(458f, -157f, var_1.e[_wgslsmith_index_u32(var_1.d.x, 2u)].x), arg_2[_wgslsmith_index_u32(0u | var_1.d.x, 2u)]))))), _wgslsmith_f_op_vec3_f32(-var_1.e[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, 3509u), 2u)].xzy), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_1, arg_2[_wgslsmith_index_u32(var_1.d.x, 2u)].x, var_0[_wgslsmith_index_u32(var_1.d.x, 3u)].x, 607f))).xyw, _wgslsmith_f_op_vec4_f32(step(var_1.e[_wgslsmith_index_u32(var_1.d.x, 2u)], vec4<f32>(-506f, var_1.e[_wgslsmith_index_u32(53725u, 2u)].x, arg_1, arg_1))).yzx))) + vec3<f32>(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(~1u, 2u)].x), _wgslsmith_f_op_f32(arg_1 + _wgslsmith_f_op_vec2_f32(min(vec2<f32>(arg_1, var_0[_wgslsmith_index_u32(var_1.d.x, 3u)].x), var_0[_wgslsmith_index_u32(var_1.d.x, 3u)])).x), 358f)));
            }
            for (var var_1 = i32(-2147483648); arg_0; ((var_0)[_wgslsmith_index_u32(min(vec4<u32>(~_wgslsmith_mod_u32(78395u, 52413u) / countOneBits(vec3<u32>(19141u, 0u, 53426u)).x, 0u, ~1u, ~(~96251u) * 1u), vec4<u32>(1u, abs(vec2<u32>(min(vec3<u32>(36820u, 1u, 65571u), vec3<u32>(4294967295u, 0u, 1u)).x, dot(vec3<u32>(1u, 0u, 11937u), vec3<u32>(61731u, 1u, 13426u)))).x, select(vec2<u32>(1u, 1u), vec2<u32>(~19185u, 31371u), !(!arg_0)).x, countLeadingZeros(select(vec3<u32>(4294967295u, 4862u, 24776u), ~vec3<u32>(14842u, 0u, 4294967295u), !vec3<bool>(arg_0, true, false)).zy).x)).x, 3u)]).x = var_0[_wgslsmith_index_u32(~dot(vec2<u32>(atomicAnd(&wg_atomic_u32, vec3<u32>(1u, 1u, 1u).x), atomicAdd(&wg_atomic_u32, ~21304u)), vec2<u32>(countOneBits(vec2<u32>(1u, 61802u)).x, 50119u)), 3u)].x) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                let var_2 = Struct_4(~(~vec2<u32>(1u, 1u).x), Struct_2(mat3x2<f32>(arg_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(~4294967295u, ~18420u), 2u)].xz, vec2<f32>(_wgslsmith_f_op_f32(min(980f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(-(-239f))), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(72412u, 3u)].x, -818f, var_0[_wgslsmith_index_u32(1u, 3u)].x)))).xx), Struct_1((u_input.a < -29012i), mat3x3<f32>(vec3<f32>(arg_2[_wgslsmith_index_u32(29260u, 2u)].x, -1000f, var_0[_wgslsmith_index_u32(42454u, 3u)].x), _wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, arg_2[_wgslsmith_index_u32(1942u, 2u)].x, arg_2[_wgslsmith_index_u32(44235u, 2u)].x) + arg_2[_wgslsmith_index_u32(12635u, 2u)]), vec3<f32>(463f, -178f, -1304f)), countLeadingZeros(vec4<i32>(19065i, u_input.a, i32(-2147483648), u_input.c.x)) ^ ~vec4<i32>(-2345i, -1i, 2147483647i, u_input.a), vec4<u32>(1u, 1u, 1u, 1u), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_1, -1362f, arg_1, 551f))), vec4<f32>(547f, 620f, arg_1, var_0[_wgslsmith_index_u32(51548u, 3u)].x))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(saturate(arg_2[_wgslsmith_index_u32(1u, 2u)])), vec3<f32>(_wgslsmith_div_f32(2507f, -299f), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(118878u, 3u)].x), _wgslsmith_div_f32(arg_1, arg_1)), vec3<f32>(arg_2[_wgslsmith_index_u32(33400u * 0u, 2u)].x, var_0[_wgslsmith_index_u32(~79222u, 3u)].x, _wgslsmith_f_op_f32(-637f * 1409f)))), Struct_1(false, mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-142f), _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(1u, 2u)].x - 449f), _wgslsmith_f_op_f32(step(arg_1, arg_1))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1511f, arg_2[_wgslsmith_index_u32(0u, 2u)].x, 1000f, -841f), vec4<f32>(var_0[_wgslsmith_index_u32(50179u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -998f, -892f), true)), vec4<f32>(-566f, -1340f, 981f, -311f))).yww, vec3<f32>(_wgslsmith_f_op_f32(-3087f), arg_1, _wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, 1775f, 1648f), arg_2[_wgslsmith_index_u32(4294967295u, 2u)])).x)), (vec4<i32>(u_input.c.x, u_input.d, 1i, u_input.c.x) * vec4<i32>(-37380i, u_input.b, u_input.b, 0i)) >> (vec4<u32>(~4294967295u, 84809u, atomicCompareExchangeWeak(&wg_atomic_u32, 45217u, 4294967295u).old_value, ~4294967295u) % vec4<u32>(32u)), vec4<u32>(107982u, 1u, firstTrailingBit(vec4<u32>(14652u, 4294967295u, 4294967295u, 64599u)).x, ~4294967295u) + ~vec4<u32>(58231u, 21716u, 1u, 4294967295u), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, arg_1, 322f, arg_1)), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-846f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 1290f, var_0[_wgslsmith_index_u32(15643u, 3u)].x))))), Struct_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(exp(arg_2[_wgslsmith_index_u32(13724u, 2u)])).zx), arg_2[_wgslsmith_index_u32(~(~36537u), 2u)].yz, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1, -660f, -581f) + vec3<f32>(arg_1, arg_1, -228f)))).zx), Struct_1(true, mat3x3<f32>(vec3<f32>(var_0[_wgslsmith_index_u32(71686u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, -1100f), vec3<f32>(-159f, -140f, 1909f), _wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(6826u, 2u)])), vec4<i32>(1i, -1i, -1i & u_input.b, i32(-2147483648)), ~(vec4<u32>(35607u, 104815u, 79151u, 4294967295u) + vec4<u32>(1u, 0u, 36953u, 1u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(834f, arg_2[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, arg_2[_wgslsmith_index_u32(35471u, 2u)].x) - vec4<f32>(250f, arg_2[_wgslsmith_index_u32(68205u, 2u)].x, arg_2[_wgslsmith_index_u32(47291u, 2u)].x, arg_1)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2[_wgslsmith_index_u32(46619u, 2u)].x, -2161f, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(3801u, 3u)].x)))), mat3x3<f32>(vec3<f32>(arg_2[_wgslsmith_index_u32(52328u / 4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(31387u / 99169u, 3u)].x, _wgslsmith_f_op_vec2_f32(round(vec2<f32>(arg_1, -1178f))).x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(3158u, 2u)])), vec3<f32>(_wgslsmith_f_op_f32(arg_1 + -395f), var_0[_wgslsmith_index_u32(24814u, 3u)].x, _wgslsmith_f_op_f32(floor(442f))))));
                ((var_0)[_wgslsmith_index_u32(53800u, 3u)]).x = -1031f;
                var_1 = u_input.d;
            }
        }
    }
    for (var var_0 = -u_input.c.x; (var_0 < 0i); ) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
    }
    for (var var_0 = 58007i; var_0 >= 1i; var_0 -= 1i) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        let var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_2[_wgslsmith_index_u32(61743u, 2u)] - _wgslsmith_f_op_vec3_f32(vec3<f32>(-1534f, arg_1, -800f) + vec3<f32>(-1000f, arg_1, -1250f))))), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_f32(-815f + _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(1u, 2u)].x + arg_1)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(arg_2[_wgslsmith_index_u32(0u, 2u)])).x - _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(1u, 2u)].x + arg_1)), arg_2[_wgslsmith_index_u32(105834u, 2u)].x))), arg_2[_wgslsmith_index_u32(1u, 2u)], _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(911f, -959f, arg_1, arg_1) * vec4<f32>(-1396f, -1265f, arg_1, 145f)))))).yww);
        let var_2 = mat4x2<f32>(vec2<f32>(arg_1, _wgslsmith_f_op_vec3_f32(select(var_1[_wgslsmith_index_u32(0u, 4u)], var_1[_wgslsmith_index_u32(~(~1u), 4u)], select(!vec4<bool>(arg_0, false, true, false), vec4<bool>(true, true, arg_0, arg_0), arg_0).x)).x), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_2[_wgslsmith_index_u32(~17997u, 2u)].zy) + var_1[_wgslsmith_index_u32(~4301u, 4u)].yz), _wgslsmith_f_op_vec2_f32(-vec2<f32>(1794f, -638f)), var_1[_wgslsmith_index_u32(1u / ~1u, 4u)].yx);
        break;
    }
    return _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(46173u, 2u)].x - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(arg_1 * _wgslsmith_f_op_f32(-(-1190f))))) * _wgslsmith_f_op_vec3_f32(floor(func_4(select(vec4<i32>(u_input.a, u_input.d, u_input.c.x, 1i), vec4<i32>(-63189i, u_input.a, u_input.d, 4628i), vec4<bool>(arg_0, true, arg_0, arg_0)), select(vec4<bool>(arg_0, true, arg_0, true), vec4<bool>(arg_0, false, arg_0, arg_0), false).xx)[_wgslsmith_index_u32(1u, 2u)])).x));
}

fn func_2(arg_0: vec2<bool>) -> u32 {
    for (; !arg_0.x; ) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        for (var var_0 = 2147483647i; var_0 >= -1i; var_0 = ~vec2<i32>(1i, 1i).x) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            var_0 = u_input.c.x;
            let var_1 = _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(func_3(true, vec2<f32>(1f, 1f).x, func_4(vec4<i32>(u_input.b, u_input.a, u_input.d, u_input.a) * vec4<i32>(-24173i, 2147483647i, -1i, 0i), !arg_0))), _wgslsmith_f_op_vec4_f32(func_5(~(~vec4<u32>(58504u, 31233u, 93884u, 0u)))).x, -415f));
            break;
        }
        while (false) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            var var_0 = mat4x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(vec2<f32>(-652f, 288f) * vec2<f32>(398f, 690f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-452f, 2308f))))), _wgslsmith_f_op_vec2_f32(vec4<f32>(1f, 1f, 1f, 1f).xx * vec2<f32>(_wgslsmith_f_op_f32(1045f - -970f), _wgslsmith_f_op_vec2_f32(min(vec2<f32>(247f, -711f), vec2<f32>(1000f, 985f))).x))), vec2<f32>(_wgslsmith_f_op_f32(-271f * -1597f), vec3<f32>(1f, 1f, 1f).x), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-380f) * _wgslsmith_div_f32(-366f, -148f)) - vec3<f32>(1f, 1f, 1f).x), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-946f + -1833f), _wgslsmith_f_op_f32(-1292f)))), vec2<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1749f, 408f, -2073f, -535f))).xzy, vec3<f32>(_wgslsmith_f_op_f32(-(-1605f)), -1000f, -1365f))).x, _wgslsmith_f_op_vec4_f32(round(vec4<f32>(vec2<f32>(1f, 1f).x, vec4<f32>(1f, 1f, 1f, 1f).x, _wgslsmith_f_op_f32(-2448f + 621f), _wgslsmith_f_op_f32(-834f)))).x));
        }
        break;
    }
    for (var var_0 = -15020i; atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 52898u).exchanged; var_0 -= 1i) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
    }
    let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(809f, 456f, 803f, -1384f) + vec4<f32>(854f, -943f, 347f, -611f)))))).xyz * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(1508f, 444f, -229f))) - vec3<f32>(-244f, -291f, 216f)))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(1000f, 1894f))).x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-222f)), -477f), _wgslsmith_f_op_f32(-1188f)) + vec3<f32>(1f, 1f, 1f)), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-523f, 142f, -818f)) * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1115f, 1789f, 1000f, 631f), vec4<f32>(431f, 461f, 184f, 1509f), arg_0.x)).wyz)))));
    switch (-33295i) {
        case 19963i: {
            let var_1 = var_0;
            var var_2 = Struct_3(2147483647i, 74403i + max(vec2<i32>(1i, 1i), select(countTrailingZeros(vec3<i32>(u_input.b, u_input.b, u_input.a)), vec3<i32>(1i, -1i, u_input.a), true).zx).x, select(vec2<bool>(select(select(vec3<bool>(false, false, true), vec3<bool>(arg_0.x, arg_0.x, false), vec3<bool>(true, arg_0.x, arg_0.x)), vec3<bool>(true, arg_0.x, true), !arg_0.x).x, true != (arg_0.x || false)), select(select(vec4<bool>(false, false, arg_0.x, arg_0.x), select(vec4<bool>(arg_0.x, arg_0.x, arg_0.x, false), vec4<bool>(false, true, true, arg_0.x), true), arg_0.x).ywx, !vec3<bool>(arg_0.x, arg_0.x, arg_0.x), select(!vec4<bool>(arg_0.x, arg_0.x, arg_0.x, true), select(vec4<bool>(true, false, arg_0.x, arg_0.x), vec4<bool>(true, arg_0.x, true, arg_0.x), false), atomicCompareExchangeWeak(&wg_atomic_i32, 18553i, u_input.d).exchanged).xyz).zx, !select(!vec3<bool>(arg_0.x, arg_0.x, arg_0.x), vec3<bool>(false, arg_0.x, true), !arg_0.x).xx).x);
            while (true) {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                var_2 = Struct_3(clamp(-(~vec3<i32>(var_2.a, 0i, 0i) | vec3<i32>(u_input.b, -1i, var_2.b)), vec3<i32>(u_input.d, clamp(u_input.c, u_input.c, u_input.c).x, u_input.a), -min(abs(vec4<i32>(-1i, 33798i, 0i, var_2.b)), vec4<i32>(u_input.d, var_2.a, var_2.a, u_input.b)).yxx).x, u_input.d, var_2.c);
                var var_3 = Struct_3(2147483647i, 0i, _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1194f, -964f, 1764f))))).zyz)).x > _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_1[_wgslsmith_index_u32(16244u, 3u)].x, -1549f, var_1[_wgslsmith_index_u32(0u, 3u)].x) - _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(16812u, 3u)])))).x);
                let var_4 = Struct_1(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(434f, 1088f, -1000f, var_1[_wgslsmith_index_u32(57451u, 3u)].x) + vec4<f32>(216f, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_1[_wgslsmith_index_u32(36995u, 3u)].x)))).ywy)).x <= _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(func_5(vec4<u32>(4294967295u, 0u, 4294967295u, 89053u))).xz * _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(1u, 3u)].xz, vec2<f32>(var_1[_wgslsmith_index_u32(419u, 3u)].x, -1245f))))).x, var_0, _wgslsmith_mod_vec4_i32(~(vec4<i32>(-48928i, 31114i, -1649i, -18568i) / vec4<i32>(var_3.b, 1i, 1i, 1i)) / -countTrailingZeros(vec4<i32>(-11229i, 18173i, -37129i, var_3.a)), vec4<i32>(1i, -var_2.a, -1i, ~dot(u_input.c, u_input.c))), ~countLeadingZeros(select(vec4<u32>(1u, 1u, 1u, 1u), ~vec4<u32>(0u, 1u, 1u, 47575u), !vec4<bool>(true, var_2.c, var_3.c, var_3.c))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(33844u, 3u)].x, 506f, 2044f, var_1[_wgslsmith_index_u32(0u, 3u)].x)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, var_0[_wgslsmith_index_u32(22346u, 3u)].x, 1325f, 1043f) + vec4<f32>(795f, -205f, -1000f, var_0[_wgslsmith_index_u32(8642u, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_1[_wgslsmith_index_u32(2527u, 3u)].x, -954f, var_1[_wgslsmith_index_u32(1u, 3u)].x, 1000f), vec4<f32>(var_0[_wgslsmith_index_u32(42910u, 3u)].x, -1504f, -1000f, var_0[_wgslsmith_index_u32(1496u, 3u)].x), vec4<f32>(-617f, var_1[_wgslsmith_index_u32(71891u, 3u)].x, -1256f, 244f))).zw)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(58215u, 3u)].x)), _wgslsmith_f_op_vec3_f32(min(var_1[_wgslsmith_index_u32(13069u, 3u)], _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(40601u, 3u)].x, var_1[_wgslsmith_index_u32(1u, 3u)].x, 169f))).xxy)).x, 1142f)));
                var var_5 = func_4(_wgslsmith_mod_vec4_i32(-var_4.c, abs(~var_4.c - -vec4<i32>(5383i, 17251i, 60498i, -44218i))), vec2<bool>(1i == var_4.c.x, all(vec2<bool>(var_4.a, !var_3.c))));
            }
            for (var var_3 = var_2.a; var_3 >= -5010i; var_3 -= 1i) {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
                (var_2).b = -var_2.b;
                let var_4 = _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(clamp(var_1[_wgslsmith_index_u32(69158u, 3u)], _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_0[_wgslsmith_index_u32(3757u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, 1144f, -412f))), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0[_wgslsmith_index_u32(90527u, 3u)].x, 1621f, -118f, var_0[_wgslsmith_index_u32(45355u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(69964u, 3u)].x, 1000f, 560f, 1020f), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(func_5(~vec4<u32>(1u, 57314u, 32822u, 19606u))))).yxz, vec3<f32>(-298f, var_0[_wgslsmith_index_u32(26665u, 3u)].x, var_1[_wgslsmith_index_u32(countLeadingZeros(min(vec4<u32>(44904u, 4294967295u, 66403u, 4294967295u), vec4<u32>(17554u, 40929u, 6488u, 4294967295u))).x, 3u)].x))).x, _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(select(var_1[_wgslsmith_index_u32(12450u, 3u)].zz, _wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(~40942u, 3u)].zx - _wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(8993u, 3u)].xy + var_0[_wgslsmith_index_u32(4294967295u, 3u)].yz)), arg_0)))).x);
            }
            var_2 = Struct_3(-1i, dot(vec3<i32>(countLeadingZeros(var_2.a), reverseBits(vec2<i32>(-1i, var_2.a)).x, u_input.d), vec3<i32>(~(~u_input.c.x), -36611i, 1i)), 74643i > -(1i - atomicLoad(&wg_atomic_i32)));
        }
        default: {
            var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(290f, -1002f, -365f, -837f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(62552u, 3u)].x, -133f, var_0[_wgslsmith_index_u32(84485u, 3u)].x, var_0[_wgslsmith_index_u32(21546u, 3u)].x)))))).yz, _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(~1u, 3u)].xy), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(round(var_0[_wgslsmith_index_u32(~0u, 3u)])).yz + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(1u, 3u)].yy + vec2<f32>(1831f, 1585f)) - var_0[_wgslsmith_index_u32(~4294967295u, 3u)].zx)) + vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-305f)) + _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(32748u, 3u)].x, -400f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(round(var_0[_wgslsmith_index_u32(0u, 3u)].x)) - _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(36601u, 3u)].x)))));
            switch (-36477i) {
                case -11933i: {
                    var var_2 = Struct_3(0i, u_input.d, ((var_1[_wgslsmith_index_u32(1u, 3u)].x < var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(26346u, 4294967295u) / ~1u, 3u)].x)) & (_wgslsmith_mod_i32(u_input.c.x, firstTrailingBit(vec3<i32>(12155i, u_input.b, 1469i)).x) <= u_input.b));
                    (var_2).b = -(~31421i);
                    (var_2).a = (-2906i << (_wgslsmith_mod_u32(4294967295u, 1u) % 32u)) ^ -var_2.b;
                    let var_3 = mat4x2<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].yz, _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(10751u, 3u)].x, 863f, 339f, -1458f) + vec4<f32>(var_0[_wgslsmith_index_u32(19816u, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x, -1457f, 1694f))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-685f, var_1[_wgslsmith_index_u32(1u, 3u)].x, -1000f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, -430f, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x) + vec4<f32>(669f, -2137f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -727f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -337f, 139f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x)))), !((var_0[_wgslsmith_index_u32(0u, 3u)].x < var_0[_wgslsmith_index_u32(10386u, 3u)].x)))).zz, var_1[_wgslsmith_index_u32(abs(countLeadingZeros(vec4<u32>(84854u, 1u, 49260u, 4294967295u)).yyw).x, 3u)])), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(abs(vec3<u32>(5013u, 32639u, 91356u)).x, 3u)]) * _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(abs(vec2<u32>(681u, 0u)).x, 3u)] + vec3<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1362f, 1202f))))).zy, _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(vec3<f32>(1973f, 238f, var_0[_wgslsmith_index_u32(0u, 3u)].x) * var_0[_wgslsmith_index_u32(40370u, 3u)])))))).xx);
                    let var_4 = vec4<i32>(firstTrailingBit(u_input.c).x, i32(-2147483648), ~(u_input.c.x << (77603u % 32u)), var_2.b);
                }
                case -1i: {
                    let var_2 = ~u_input.d | atomicLoad(&wg_atomic_i32);
                }
                default: {
                    let var_2 = Struct_4(0u, Struct_2(mat3x2<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].xy, vec2<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x - -586f), var_1[_wgslsmith_index_u32(1u, 3u)].x), vec2<f32>(_wgslsmith_div_f32(var_1[_wgslsmith_index_u32(25577u, 3u)].x, var_0[_wgslsmith_index_u32(95091u, 3u)].x), var_1[_wgslsmith_index_u32(~4294967295u, 3u)].x)), Struct_1(arg_0.x, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(28622u, 3u)].x, var_0[_wgslsmith_index_u32(2013u, 3u)].x, var_1[_wgslsmith_index_u32(79513u, 3u)].x) + vec3<f32>(var_0[_wgslsmith_index_u32(45269u, 3u)].x, 1000f, 538f)), vec3<f32>(var_0[_wgslsmith_index_u32(23809u, 3u)].x, var_1[_wgslsmith_index_u32(93766u, 3u)].x, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x), vec3<f32>(var_1[_wgslsmith_index_u32(41006u, 3u)].x, var_0[_wgslsmith_index_u32(6361u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x)), reverseBits(vec4<i32>(u_input.c.x, -1i, u_input.c.x, u_input.b)) >> (vec4<u32>(1u, 1u, 35793u, 7686u) % vec4<u32>(32u)), select(vec4<u32>(24605u, 33132u, 1u, 31315u) / vec4<u32>(54621u, 4294967295u, 66875u, 1u), ~vec4<u32>(1695u, 33890u, 4294967295u, 0u), !vec4<bool>(true, arg_0.x, false, arg_0.x)), mat2x4<f32>(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1[_wgslsmith_index_u32(15806u, 3u)].x), _wgslsmith_div_vec4_f32(vec4<f32>(1060f, var_0[_wgslsmith_index_u32(0u, 3u)].x, 459f, 334f), vec4<f32>(-401f, -1340f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1475f)))), var_0), Struct_1(!arg_0.x, var_0, countOneBits(~_wgslsmith_mod_vec4_i32(vec4<i32>(-1i, 16049i, 17928i, u_input.a), vec4<i32>(1i, u_input.d, 21250i, 0i))), _wgslsmith_mod_vec4_u32(~vec4<u32>(16323u, 4294967295u, 6366u, 17559u) + vec4<u32>(1u, 1u, 1u, 1u), ~(~vec4<u32>(33547u, 3873u, 28176u, 51785u))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, 1847f, var_0[_wgslsmith_index_u32(20670u, 3u)].x, 640f) * vec4<f32>(-1137f, var_1[_wgslsmith_index_u32(32393u, 3u)].x, 742f, -653f))), vec4<f32>(var_0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 53842u, 15175u).old_value, 3u)].x, _wgslsmith_f_op_f32(-1119f), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(261f, var_0[_wgslsmith_index_u32(38233u, 3u)].x, var_1[_wgslsmith_index_u32(58377u, 3u)].x))).x, _wgslsmith_div_f32(-1205f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x)))), Struct_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(16802u, 3u)].x, 815f)), vec2<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x * -627f), var_0[_wgslsmith_index_u32(1u, 3u)].x), func_4(reverseBits(vec4<i32>(u_input.b, u_input.c.x, 0i, 5001i)), !arg_0)[_wgslsmith_index_u32(1u, 2u)].yx), Struct_1(all(vec2<bool>(arg_0.x, true)), var_0, ~vec4<i32>(u_input.a, -1i, u_input.c.x, 2147483647i), firstTrailingBit(vec4<u32>(21608u, 1u, 55176u, 1u)) << (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(535f, var_1[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), vec4<f32>(var_1[_wgslsmith_index_u32(29710u, 3u)].x, 1129f, var_0[_wgslsmith_index_u32(1u, 3u)].x, -375f))), var_0));
                    var var_3 = var_2.d.a[_wgslsmith_index_u32(min(countLeadingZeros(vec4<u32>(1u, var_2.c.d.x, var_2.c.d.x, var_2.a / var_2.b.b.d.x) << (vec4<u32>(var_2.a << (var_2.c.d.x % 32u), clamp(vec3<u32>(0u, 0u, var_2.d.b.d.x), var_2.b.b.d.yyz, var_2.d.b.d.yww).x, dot(var_2.b.b.d.ww, vec2<u32>(var_2.c.d.x, 70154u)), 4294967295u) % vec4<u32>(32u))), countLeadingZeros(vec4<u32>(atomicSub(&wg_atomic_u32, ~0u), var_2.a, var_2.b.b.d.x >> (4294967295u % 32u), 4294967295u | ~var_2.a))).x, 3u)];
                    let var_4 = -(~(~var_2.b.b.c.wx));
                    let var_5 = vec3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(33490u * 0u, 3u)]) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(var_2.d.a[_wgslsmith_index_u32(var_2.a, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x, 329f))))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(-var_2.c.b[_wgslsmith_index_u32(~9913u, 3u)].x))) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(-372f, -929f) + _wgslsmith_f_op_f32(-var_2.b.c[_wgslsmith_index_u32(var_2.c.d.x, 3u)].x)) - _wgslsmith_f_op_vec4_f32(func_5(var_2.c.d)).x)), _wgslsmith_f_op_f32(exp2(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(step(var_0[_wgslsmith_index_u32(0u, 3u)].x, -153f)) * -134f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_2.c.b[_wgslsmith_index_u32(var_2.d.b.d.x, 3u)].x * var_0[_wgslsmith_index_u32(var_2.b.b.d.x, 3u)].x))))));
                    (var_1)[_wgslsmith_index_u32(var_2.b.b.d.x | atomicOr(&wg_atomic_u32, 52909u), 3u)] = var_5.zx;
                }
            }
            var var_2 = Struct_1(all(select(select(select(vec4<bool>(arg_0.x, arg_0.x, arg_0.x, arg_0.x), vec4<bool>(false, false, true, arg_0.x), vec4<bool>(true, arg_0.x, arg_0.x, arg_0.x)), select(vec4<bool>(arg_0.x, false, true, arg_0.x), vec4<bool>(arg_0.x, true, arg_0.x, arg_0.x), arg_0.x), all(vec4<bool>(arg_0.x, arg_0.x, arg_0.x, arg_0.x))), !(!vec4<bool>(arg_0.x, arg_0.x, true, arg_0.x)), select(vec4<bool>(true, true, true, true), !vec4<bool>(arg_0.x, arg_0.x, false, arg_0.x), arg_0.x))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(533f, var_0[_wgslsmith_index_u32(34781u, 3u)].x, var_1[_wgslsmith_index_u32(16921u, 3u)].x, var_0[_wgslsmith_index_u32(39287u, 3u)].x))).www, _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1000f, -1834f, -403f, var_0[_wgslsmith_index_u32(0u, 3u)].x))).xxw) * vec3<f32>(_wgslsmith_f_op_vec4_f32(func_5(vec4<u32>(31472u, 42672u, 14182u, 1u))).x, 629f, -302f)), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, 1153f, var_0[_wgslsmith_index_u32(10907u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x)) * _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1950f, 183f, var_1[_wgslsmith_index_u32(532u, 3u)].x, var_1[_wgslsmith_index_u32(56817u, 3u)].x)))))).yzw, func_4(reverseBits(vec4<i32>(-16357i, u_input.c.x, -1i, 14175i)) - -vec4<i32>(i32(-2147483648), -76i, 2147483647i, 1i), arg_0)[_wgslsmith_index_u32(extractBits(_wgslsmith_mod_vec2_u32(vec2<u32>(19605u, 29232u), vec2<u32>(1u, 28151u)) + vec2<u32>(16219u, 4294967295u), ~select(vec3<u32>(619u, 49535u, 1u), vec3<u32>(134704u, 0u, 48747u), vec3<bool>(false, false, arg_0.x)).x, 4294967295u).x, 2u)]), vec4<i32>(countLeadingZeros(countTrailingZeros(vec3<i32>(u_input.d, u_input.c.x, u_input.c.x) | vec3<i32>(u_input.d, u_input.d, 1i))).x, abs(select(vec2<i32>(2147483647i, i32(-2147483648)), vec2<i32>(-20456i, 0i), arg_0).x) + -u_input.a, select(-(~vec2<i32>(u_input.d, u_input.c.x)), vec2<i32>(~u_input.c.x, ~u_input.b), 727f <= var_0[_wgslsmith_index_u32(~4294967295u, 3u)].x).x, u_input.d), ~(~(~vec4<u32>(1u, 26829u, 1u, 31085u) + vec4<u32>(743u, 28127u, 6110u, 4294967295u))), mat2x4<f32>(vec4<f32>(var_1[_wgslsmith_index_u32(60413u / 1u, 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(abs(0u), 3u)].x), _wgslsmith_f_op_f32(-(-1411f)), 474f), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(61819u, 3u)].x, var_1[_wgslsmith_index_u32(37315u, 3u)].x) * var_1[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~0u, 3u)].x), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(48986u, 3u)].x, var_0[_wgslsmith_index_u32(38142u, 3u)].x, -507f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x)))).x, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-2155f, var_1[_wgslsmith_index_u32(15346u, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x, 717f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(10017u, 3u)].x)))));
            switch (~var_2.c.x - atomicXor(&wg_atomic_i32, -var_2.c.x)) {
                case 47739i: {
                    ((var_1)[_wgslsmith_index_u32(firstLeadingBit((var_2.d.zwz >> (var_2.d.wxz % vec3<u32>(32u))) * ~countTrailingZeros(insertBits(var_2.d, vec4<u32>(var_2.d.x, 0u, 8476u, 1u), 94131u, var_2.d.x)).zyw).x, 3u)]).x = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(var_2.e[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(1u, 1u, 1u).zy).x, 2u)])) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(exp2(var_2.e[_wgslsmith_index_u32(var_2.d.x, 2u)])))))))).x;
                }
                default: {
                    var var_3 = ~vec2<i32>(u_input.a, firstLeadingBit(~var_2.c).x);
                    var var_4 = ~1u;
                    var var_5 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(var_1[_wgslsmith_index_u32(14585u, 3u)], var_2.e[_wgslsmith_index_u32(var_2.d.x, 2u)].yz), vec2<f32>(1248f, 289f)), vec2<f32>(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1004f, var_2.b[_wgslsmith_index_u32(1u, 3u)].x, var_2.b[_wgslsmith_index_u32(39451u, 3u)].x, 996f))).x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(0u, 3u)].x)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(var_1[_wgslsmith_index_u32(var_2.d.x, 3u)].x, _wgslsmith_f_op_vec2_f32(floor(var_2.e[_wgslsmith_index_u32(0u, 2u)].ww)).x, 1311f))).zy), _wgslsmith_f_op_vec3_f32(exp(var_2.e[_wgslsmith_index_u32(var_2.d.x ^ ~var_2.d.x, 2u)].wzy)).zx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1387f, 456f, -324f, -1413f)), _wgslsmith_f_op_vec4_f32(select(var_2.e[_wgslsmith_index_u32(var_2.d.x, 2u)], vec4<f32>(var_0[_wgslsmith_index_u32(14071u, 3u)].x, var_2.b[_wgslsmith_index_u32(var_2.d.x, 3u)].x, -1607f, -1000f), arg_0.x)))).yy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2.b[_wgslsmith_index_u32(var_2.d.x, 3u)].x, var_0[_wgslsmith_index_u32(14576u, 3u)].x)) + var_1[_wgslsmith_index_u32(1u, 3u)]), arg_0.x)) + var_1[_wgslsmith_index_u32(countLeadingZeros(var_2.d).x, 3u)]));
                    (var_2).a = true & var_2.a;
                    let var_6 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(var_2.d.x, 3u)] + _wgslsmith_f_op_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(var_2.d.x, 3u)].x, 659f) * vec2<f32>(-721f, 882f))))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_5[_wgslsmith_index_u32(var_2.d.x, 4u)].x - var_1[_wgslsmith_index_u32(var_2.d.x, 3u)].x)), var_1[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(1u, 0u, 24355u, var_2.d.x)).x, 3u)].x, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-2345f, var_5[_wgslsmith_index_u32(4294967295u, 4u)].x))), _wgslsmith_f_op_vec3_f32(round(var_2.e[_wgslsmith_index_u32(var_2.d.x, 2u)].xxw)).xx, select(false, false, arg_0.x))).x, var_1[_wgslsmith_index_u32(81359u, 3u)].x), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-var_2.b[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_vec4_f32(func_5(var_2.d)).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(var_2.d.x, 3u)].x - var_1[_wgslsmith_index_u32(var_2.d.x, 3u)].x), _wgslsmith_f_op_vec3_f32(ceil(var_2.b[_wgslsmith_index_u32(var_2.d.x, 3u)])).x), _wgslsmith_f_op_vec4_f32(-var_2.e[_wgslsmith_index_u32(~var_2.d.x, 2u)])), false)).yy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(1u, 3u)].yx) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(201f, 1000f) + _wgslsmith_f_op_vec3_f32(round(var_2.b[_wgslsmith_index_u32(var_2.d.x, 3u)])).yy))), var_1[_wgslsmith_index_u32(reverseBits(insertBits(vec4<u32>(var_2.d.x, var_2.d.x, 0u, var_2.d.x), vec4<u32>(0u, _wgslsmith_mod_u32(63464u, 4294967295u), countOneBits(var_2.d.x), ~1u), extractBits(var_2.d.x, ~var_2.d.x, countTrailingZeros(var_2.d).x), reverseBits(var_2.d.zzy).x << (~22790u % 32u)).xxw).x, 3u)]);
                }
            }
            ((var_2).d).x = reverseBits(extractBits(~countTrailingZeros(vec4<u32>(12525u, var_2.d.x, 21505u, var_2.d.x)).zwz, ~(~var_2.d.x), 1376u)).x << (~var_2.d.x % 32u);
        }
    }
    var var_1 = arg_0;
    return countTrailingZeros(countLeadingZeros(vec4<u32>(min(0u, 4294967295u), 52445u, atomicSub(&wg_atomic_u32, 1u) ^ ~1u, select(countLeadingZeros(vec4<u32>(105282u, 71318u, 19054u, 4294967295u)).zy, vec2<u32>(1u, 1u), vec2<bool>(arg_0.x, var_1.x)).x))).x;
}

fn func_1(arg_0: Struct_4, arg_1: mat2x3<f32>, arg_2: u32) -> i32 {
    for (var var_0 = 2147483647i; var_0 != i32(-2147483648); ) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        loop {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            var var_1 = select(!select(select(!vec4<bool>(true, arg_0.d.b.a, false, true), select(vec4<bool>(arg_0.b.b.a, false, false, arg_0.c.a), vec4<bool>(arg_0.c.a, true, false, false), vec4<bool>(arg_0.d.b.a, true, arg_0.d.b.a, true)), vec4<bool>(arg_0.c.a, true, arg_0.d.b.a, true)), vec4<bool>(true, any(vec4<bool>(false, false, false, arg_0.c.a)), true, atomicCompareExchangeWeak(&wg_atomic_i32, arg_0.d.b.c.x, -68336i).exchanged), select(vec4<bool>(arg_0.d.b.a, arg_0.d.b.a, true, true), vec4<bool>(arg_0.b.b.a, arg_0.c.a, arg_0.d.b.a, false), select(vec4<bool>(arg_0.c.a, true, true, arg_0.c.a), vec4<bool>(true, arg_0.d.b.a, false, false), vec4<bool>(arg_0.b.b.a, false, true, arg_0.b.b.a))).x), vec4<bool>((-371i >= atomicSub(&wg_atomic_i32, -13941i)) && any(!vec3<bool>(arg_0.c.a, arg_0.d.b.a, false)), true, true || arg_0.c.a, arg_0.d.b.a), !(clamp(arg_0.c.c, vec4<i32>(u_input.d, u_input.b, 10442i, u_input.d) / vec4<i32>(10801i, -54515i, -1i, arg_0.b.b.c.x), arg_0.b.b.c).x >= ~(i32(-2147483648)))).wxy;
            var var_2 = ~(-(sign(vec4<i32>(0i, 0i, 2147483647i, 24647i) / vec4<i32>(-44997i, arg_0.d.b.c.x, 0i, u_input.b)).x * ((i32(-2147483648) + u_input.c.x) / countLeadingZeros(u_input.c).x)));
            continuing {
                let var_3 = Struct_1(true, mat3x3<f32>(_wgslsmith_f_op_vec4_f32(floor(arg_0.c.e[_wgslsmith_index_u32(~1u, 2u)])).yzz, vec3<f32>(arg_1[_wgslsmith_index_u32(arg_2, 2u)].x, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1215f - arg_0.c.b[_wgslsmith_index_u32(arg_0.a, 3u)].x))), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(arg_0.d.c[_wgslsmith_index_u32(1u, 3u)] + _wgslsmith_f_op_vec3_f32(abs(arg_0.c.b[_wgslsmith_index_u32(arg_0.a, 3u)]))), _wgslsmith_f_op_vec4_f32(ceil(arg_0.d.b.e[_wgslsmith_index_u32(arg_2, 2u)])).wxx))), countTrailingZeros(sign(-arg_0.c.c)), ~(~(arg_0.b.b.d * (arg_0.b.b.d + arg_0.b.b.d))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(max(arg_0.b.b.e[_wgslsmith_index_u32(arg_2, 2u)], arg_0.b.b.e[_wgslsmith_index_u32(77618u, 2u)])), arg_0.d.b.e[_wgslsmith_index_u32(~arg_0.a, 2u)], select(select(vec4<bool>(true, arg_0.d.b.a, arg_0.c.a, true), vec4<bool>(false, arg_0.c.a, arg_0.d.b.a, var_1.x), true), vec4<bool>(arg_0.b.b.a, arg_0.d.b.a, false, var_1.x), !vec4<bool>(false, true, true, arg_0.d.b.a)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1000f, -669f, -848f, arg_0.c.b[_wgslsmith_index_u32(81554u, 3u)].x), vec4<f32>(arg_0.d.b.b[_wgslsmith_index_u32(arg_0.b.b.d.x, 3u)].x, 1907f, -1804f, arg_1[_wgslsmith_index_u32(arg_0.a, 2u)].x))) * _wgslsmith_f_op_vec4_f32(arg_0.d.b.e[_wgslsmith_index_u32(arg_2, 2u)] + vec4<f32>(arg_0.d.b.b[_wgslsmith_index_u32(arg_2, 3u)].x, 1361f, 1153f, -618f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, arg_1[_wgslsmith_index_u32(53164u, 2u)].x, 1145f, -682f) - _wgslsmith_f_op_vec4_f32(arg_0.c.e[_wgslsmith_index_u32(20137u, 2u)] - arg_0.c.e[_wgslsmith_index_u32(arg_2, 2u)]))))));
            }
        }
        let var_1 = arg_0.d;
        let var_2 = var_1.b.e;
        loop {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            let var_3 = -var_1.b.c.x;
        }
    }
    let var_0 = _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(~(~arg_2) | arg_2, 2u)].x - arg_1[_wgslsmith_index_u32(arg_0.c.d.x, 2u)].x);
    let var_1 = arg_0.c.e[_wgslsmith_index_u32(~(0u >> (atomicSub(&wg_atomic_u32, ~arg_2) % 32u)), 2u)];
    let var_2 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(1065f * _wgslsmith_f_op_f32(arg_0.c.e[_wgslsmith_index_u32(1u, 2u)].x + arg_1[_wgslsmith_index_u32(41088u, 2u)].x)))), -1000f, var_1.x), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(arg_0.a, 2u)] + vec3<f32>(var_1.x, -965f, var_0)))).x, var_0, _wgslsmith_f_op_f32(-1086f + _wgslsmith_f_op_vec2_f32(select(vec2<f32>(arg_0.b.b.b[_wgslsmith_index_u32(arg_0.b.b.d.x, 3u)].x, -104f), vec2<f32>(var_1.x, var_1.x), arg_0.b.b.a)).x)) - var_1.wxw), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(exp2(arg_0.b.b.e[_wgslsmith_index_u32(9475u, 2u)])).yxz, _wgslsmith_f_op_vec4_f32(abs(arg_0.b.b.e[_wgslsmith_index_u32(arg_2, 2u)])).yyy))))));
    let var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(516f, var_2[_wgslsmith_index_u32(arg_0.a, 3u)].x, var_1.x))).yz, _wgslsmith_div_vec2_f32(vec2<f32>(1393f, var_2[_wgslsmith_index_u32(31217u, 3u)].x), vec2<f32>(var_2[_wgslsmith_index_u32(arg_0.d.b.d.x, 3u)].x, 1000f)))).x, 464f, arg_1[_wgslsmith_index_u32(clamp(vec4<u32>(arg_0.a, 0u, 4294967295u, 27013u) * arg_0.d.b.d, arg_0.d.b.d + arg_0.c.d, extractBits(arg_0.c.d, 1u, arg_0.b.b.d.x)).x, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f - 1000f) + _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-1435f, -188f))).x)))), arg_0.c.e[_wgslsmith_index_u32(arg_0.d.b.d.x, 2u)], vec4<f32>(_wgslsmith_f_op_f32(step(479f, _wgslsmith_f_op_vec2_f32(select(var_2[_wgslsmith_index_u32(arg_0.a >> (0u % 32u), 3u)].zz, var_1.wz, !arg_0.d.b.a)).x)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1034f, var_0, 909f, var_0), var_1, vec4<bool>(false, true, true, false))).x * _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(71444u, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(20488u, 2u)].x, -1156f) - _wgslsmith_f_op_f32(557f + 389f))), _wgslsmith_div_f32(506f, _wgslsmith_f_op_f32(-1000f + 2023f)), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(arg_2, 3u)] + vec3<f32>(arg_0.b.b.e[_wgslsmith_index_u32(arg_0.d.b.d.x, 2u)].x, -1185f, arg_0.d.c[_wgslsmith_index_u32(0u, 3u)].x))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 2u)].x, 112f, var_0))))), vec4<f32>(1960f, _wgslsmith_f_op_vec3_f32(round(arg_1[_wgslsmith_index_u32(1u, 2u)])).x, 650f, _wgslsmith_f_op_vec3_f32(ceil(arg_1[_wgslsmith_index_u32(arg_2, 2u)])).x));
    return ~_wgslsmith_mod_i32(-3343i, arg_0.c.c.x) ^ (1i - firstTrailingBit(arg_0.d.b.c.yzy).x);
}

@compute
@workgroup_size(1u)
fn main() {
    for (var var_0 = i32(-2147483648); var_0 > -1i; var_0 -= 1i) {
        if (LOOP_COUNTERS[21u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        break;
    }
    while (atomicCompareExchangeWeak(&wg_atomic_i32, i32(-2147483648), u_input.c.x).exchanged) {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        switch (clamp(vec3<i32>(2147483647i, -40126i, -34017i), vec3<i32>(-func_1(Struct_4(40069u, Struct_2(mat3x2<f32>(vec2<f32>(1196f, -327f), vec2<f32>(753f, -1047f), vec2<f32>(-352f, -127f)), Struct_1(false, mat3x3<f32>(vec3<f32>(158f, 1085f, 543f), vec3<f32>(1000f, 622f, -1553f), vec3<f32>(690f, -1380f, 954f)), vec4<i32>(0i, -31029i, u_input.b, i32(-2147483648)), vec4<u32>(56955u, 0u, 23517u, 77035u), mat2x4<f32>(vec4<f32>(-1000f, -771f, -1346f, 1000f), vec4<f32>(-445f, -466f, 1923f, -1646f))), mat3x3<f32>(vec3<f32>(864f, -795f, -452f), vec3<f32>(447f, -1829f, 240f), vec3<f32>(1604f, -949f, -605f))), Struct_1(true, mat3x3<f32>(vec3<f32>(218f, 331f, 228f), vec3<f32>(608f, 684f, -225f), vec3<f32>(-119f, -1702f, -1111f)), vec4<i32>(u_input.c.x, 1i, -1i, 24180i), vec4<u32>(4294967295u, 0u, 25764u, 1u), mat2x4<f32>(vec4<f32>(395f, 1069f, 1673f, -343f), vec4<f32>(1371f, 523f, 1420f, 280f))), Struct_2(mat3x2<f32>(vec2<f32>(1908f, 1000f), vec2<f32>(460f, -133f), vec2<f32>(1462f, 290f)), Struct_1(true, mat3x3<f32>(vec3<f32>(253f, 1031f, -446f), vec3<f32>(-927f, 483f, 749f), vec3<f32>(-141f, -1251f, 419f)), vec4<i32>(u_input.b, u_input.c.x, 28280i, u_input.d), vec4<u32>(1u, 1u, 12634u, 4294967295u), mat2x4<f32>(vec4<f32>(1454f, -1055f, -1254f, 477f), vec4<f32>(689f, 478f, 516f, 1000f))), mat3x3<f32>(vec3<f32>(-629f, 1000f, -500f), vec3<f32>(-256f, 1718f, 937f), vec3<f32>(2165f, -1050f, -1789f)))), mat2x3<f32>(vec3<f32>(-1007f, 1000f, -684f), vec3<f32>(-241f, 936f, 522f)), func_2(vec2<bool>(false, false))), u_input.c.x, select(vec3<i32>(u_input.a * u_input.b, 0i >> (1u % 32u), ~u_input.d), ~vec3<i32>(u_input.b, u_input.a, u_input.a), vec3<bool>(true, true, true)).x), select(-vec4<i32>(i32(-2147483648), -18804i, u_input.b, 0i) & ((vec4<i32>(-25080i, u_input.c.x, u_input.a, 2147483647i) + vec4<i32>(u_input.b, 10445i, 2147483647i, 0i)) & -vec4<i32>(u_input.b, -1i, 11680i, 2147483647i)), vec4<i32>(min(-(-1i), u_input.b * -1i), 1i, i32(-2147483648), u_input.c.x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-364f)) - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(1193f, -459f, 455f, 1173f))).x) > _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(374f, 1409f, -555f, 943f))).x, _wgslsmith_f_op_f32(-341f + -576f))).xwx).x) {
            default: {
                var var_0 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-684f, -1745f, -1011f, -1013f))).x)), _wgslsmith_f_op_f32(1f * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1026f * 1855f) - _wgslsmith_f_op_f32(dot(vec3<f32>(-137f, -1419f, -1599f), vec3<f32>(-116f, 189f, 557f))))), _wgslsmith_div_f32(-182f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(trunc(1497f)) * vec2<f32>(1f, 1f).x)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-321f)), _wgslsmith_f_op_f32(-949f + _wgslsmith_f_op_f32(987f - 2098f)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-106f)), vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_f32(-468f), -778f)), vec4<f32>(_wgslsmith_f_op_f32(-623f + _wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_f32(sign(719f)), _wgslsmith_f_op_vec2_f32(exp2(vec4<f32>(1f, 1f, 1f, 1f).yx)).x, _wgslsmith_f_op_f32(-vec4<f32>(1f, 1f, 1f, 1f).x))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(121f, 357f, -101f, 1000f) + vec4<f32>(-618f, -1302f, 465f, -270f))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, 401f, 1039f, -2024f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-616f)), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-485f, -1426f, -270f))).x, 380f, _wgslsmith_div_f32(-1245f, -702f))), atomicCompareExchangeWeak(&wg_atomic_u32, countTrailingZeros(10159u), atomicMin(&wg_atomic_u32, 0u) & min(vec2<u32>(1u, 18873u), vec2<u32>(46489u, 14566u)).x).exchanged)), _wgslsmith_div_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(211f, -462f, 603f, -242f)))))))));
                var var_1 = mat3x3<f32>(vec3<f32>(var_0[_wgslsmith_index_u32(33511u, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-391f)), var_0[_wgslsmith_index_u32(abs(~firstLeadingBit(vec2<u32>(2563u, 0u)).x), 4u)].x), vec3<f32>(-911f, _wgslsmith_f_op_f32(-666f), _wgslsmith_f_op_vec3_f32(min(var_0[_wgslsmith_index_u32(4835u, 4u)].wxx, var_0[_wgslsmith_index_u32(11418u, 4u)].zxx)).x), vec3<f32>(var_0[_wgslsmith_index_u32(~(0u + ~0u), 4u)].x, 181f, var_0[_wgslsmith_index_u32(4303u, 4u)].x));
                var var_2 = var_0[_wgslsmith_index_u32(24910u, 4u)].x;
            }
        }
        let var_0 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(trunc(-1580f)), -1387f, _wgslsmith_f_op_f32(1353f - 1108f), _wgslsmith_f_op_f32(244f + 1082f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(2156f, 1000f, -889f, -806f))))), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_div_f32(-1465f, 104f), _wgslsmith_f_op_f32(216f + -1000f), vec2<f32>(1f, 1f).x, -1000f))))).wwz);
        switch (17738i - insertBits(vec3<i32>(u_input.a, vec4<i32>(1i, 1i, 1i, 1i).x, max(select(vec3<i32>(2147483647i, u_input.a, 1i), vec3<i32>(u_input.d, 1i, -45001i), true), vec3<i32>(u_input.a, u_input.b, -57602i) | vec3<i32>(1i, -23673i, u_input.b)).x), -(-vec3<i32>(7141i, u_input.b, u_input.c.x)), ~68341u, atomicXor(&wg_atomic_u32, firstTrailingBit(vec2<u32>(73348u, 76614u)).x)).x) {
            case i32(-2147483648): {
                let var_1 = vec3<u32>(~1u, 1u, ~vec4<u32>(1u, 1u, 1u, 1u).x);
            }
            case -1i: {
                let var_1 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.x, _wgslsmith_f_op_f32(-var_0.x)))), _wgslsmith_f_op_vec2_f32(var_0.yz - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.x, var_0.x) - _wgslsmith_f_op_vec2_f32(var_0.zx - var_0.zx)))));
                var var_2 = mat4x3<f32>(var_0, vec3<f32>(_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(var_0.x, _wgslsmith_f_op_f32(-675f)))).x, 1000f, _wgslsmith_f_op_vec3_f32(floor(var_0)).x), _wgslsmith_div_vec3_f32(var_0, vec3<f32>(431f, var_1[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 2u)].x, 503f, 489f, var_1[_wgslsmith_index_u32(49825u, 2u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_1[_wgslsmith_index_u32(4294967295u, 2u)].x, 1042f, -491f)))).x)), var_0);
                (var_2)[_wgslsmith_index_u32(~atomicSub(&wg_atomic_u32, 4294967295u), 4u)] = _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(_wgslsmith_div_f32(var_1[_wgslsmith_index_u32(1u, 2u)].x, -741f), var_1[_wgslsmith_index_u32(~(~47445u), 2u)].x, var_2[_wgslsmith_index_u32(4294967295u, 4u)].x))), var_0);
                break;
            }
            default: {
                let var_1 = _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(var_0.x + var_0.x), _wgslsmith_f_op_f32(-(-808f)), _wgslsmith_f_op_f32(-1566f)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-1702f, var_0.x, 1000f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(1534f, var_0.x, var_0.x) + var_0)), vec4<bool>(true, true, true, true).xxy)))));
                var var_2 = vec4<f32>(848f, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, 533f, var_1.x, var_0.x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_1.x, -1009f, var_1.x))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.x) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_1.x, -959f, 230f, var_0.x))).xwx, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_1.x, -1291f, -823f, var_1.x))).zxw)).x)), func_4((vec4<i32>(u_input.d, 1i, u_input.d, -20434i) & abs(vec4<i32>(1333i, -12438i, 19476i, 806i))) | vec4<i32>(u_input.c.x, u_input.b, u_input.c.x, vec3<i32>(1i, 1i, 1i).x), vec2<bool>(true, true))[_wgslsmith_index_u32(20280u, 2u)].x);
                (var_2).x = _wgslsmith_f_op_f32(func_3((firstTrailingBit(~u_input.d) << (~countOneBits(vec4<u32>(68930u, 73438u, 4294967295u, 47121u)).x % 32u)) != ~(~u_input.d), -186f, mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(var_1.x - _wgslsmith_f_op_f32(-(-288f))), _wgslsmith_f_op_f32(var_0.x + 340f), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2.x, -1019f, var_2.x, var_2.x) * vec4<f32>(-1087f, -2937f, 462f, var_1.x)))).x), _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.x, _wgslsmith_f_op_f32(var_2.x - 896f), -1000f)))));
                let var_3 = Struct_1(true, mat3x3<f32>(vec3<f32>(916f, -334f, var_1.x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_2.x, -605f, -1243f)) - var_2.xyw), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(-2536f, var_2.x, var_1.x, 1209f) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_2.x, var_1.x, 1676f, -401f), vec4<f32>(906f, 131f, 596f, 1290f), vec4<f32>(-1000f, var_2.x, var_1.x, var_1.x)))))).xxz), vec4<i32>(dot(_wgslsmith_mod_vec4_i32(countOneBits(vec4<i32>(-2661i, u_input.a, u_input.a, i32(-2147483648))), vec4<i32>(u_input.b, u_input.b, u_input.b, -24413i)), vec4<i32>(0i, 2147483647i, -9804i, -1i) | -vec4<i32>(18148i, u_input.a, u_input.d, -1i)), -u_input.c.x, u_input.d, countLeadingZeros(vec4<i32>(1i, 1i, 1i, 1i).x)), ~(~reverseBits(vec4<u32>(4294967295u, 4294967295u, 26461u, 4294967295u))) - ~(~vec4<u32>(1u, 1u, 1u, 1u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0.x, var_1.x, -640f, var_0.x)))))), vec4<f32>(_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-(-976f)), _wgslsmith_div_f32(var_1.x, var_2.x), _wgslsmith_f_op_vec3_f32(saturate(var_2.zww)).x)), _wgslsmith_f_op_f32(-(-416f)), var_1.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.x - var_1.x)))));
            }
        }
        for (var var_1 = u_input.a; ; var_1 += 1i) {
            if (LOOP_COUNTERS[23u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
            var_1 = select(-(-(vec2<i32>(0i, 1i) & vec2<i32>(36368i, u_input.c.x))), vec2<i32>(u_input.b, countTrailingZeros(firstTrailingBit(vec2<i32>(27344i, 23135i))).x), select(vec2<bool>(true, true), vec2<bool>(true, true), select(vec2<bool>(true, true), vec2<bool>(true, true), u_input.b == 0i))).x * dot((~vec3<i32>(1i, u_input.c.x, 32494i) ^ -vec3<i32>(u_input.b, u_input.d, 1i)) * countTrailingZeros(vec3<i32>(u_input.a, -46617i, u_input.d) << (vec3<u32>(1u, 0u, 17687u) % vec3<u32>(32u))), ~(~(-vec3<i32>(-1i, u_input.b, u_input.d))));
            break;
        }
        break;
    }
    switch (u_input.b) {
        case 46887i: {
            let var_0 = Struct_4(atomicOr(&wg_atomic_u32, countOneBits(vec4<u32>(reverseBits(16855u), 0u, countOneBits(4294967295u), ~0u)).x), Struct_2(mat3x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(1368f, -175f), vec2<f32>(-367f, -410f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-642f, -932f, 1563f, 363f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-129f, -515f, 917f, 1000f))), vec4<bool>(true, true, true, true))).wy, _wgslsmith_f_op_vec2_f32(func_4(vec4<i32>(-1i, u_input.b, u_input.d, -43220i), vec2<bool>(false, false))[_wgslsmith_index_u32(91452u + 4294967295u, 2u)].zy - vec2<f32>(1f, 1f))), Struct_1(all(vec3<bool>(true, true, true)), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(-347f, -119f, -331f) - vec3<f32>(-1000f, 1377f, 466f)), vec3<f32>(651f, 1000f, 1000f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(404f, -687f, -2014f, -359f))).xxx), vec4<i32>(countOneBits(vec3<i32>(u_input.d, -8526i, 55880i)).x, -23930i, u_input.a & 4051i, vec2<i32>(1i, 1i).x), vec4<u32>(1u, 1u, 1u, 1u), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(136f, -254f, 1014f, -595f)), vec4<f32>(-346f, -1185f, -995f, -819f))), mat3x3<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(676f, -194f, 1290f, -159f)), vec4<f32>(1121f, -160f, -402f, 591f))).www, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(906f, 124f, 434f) * vec3<f32>(419f, 236f, -920f)) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(296f, 497f, -1000f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1890f, 1809f, -2436f)) * vec3<f32>(-346f, -1000f, 364f)))), Struct_1(false, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1466f, 892f, -905f, 506f))).zwy), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1407f, 293f, 1868f, 393f))).xwy, vec3<f32>(-1263f, -205f, 315f), vec3<bool>(true, true, true))), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(986f, -136f, -522f)))), -(vec4<i32>(u_input.a, u_input.d, u_input.c.x, u_input.b) | select(vec4<i32>(u_input.b, u_input.c.x, u_input.d, u_input.b), vec4<i32>(u_input.d, 1i, 1i, u_input.d), vec4<bool>(true, true, false, false))), max(~vec4<u32>(24481u, 54369u, 0u, 16607u), vec4<u32>(21175u, 68365u, 0u, 102496u)) + countTrailingZeros(vec4<u32>(29963u, 0u, 83u, 24584u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(612f, -719f, -181f, 635f)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(935f, 727f, -338f, -870f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-846f, 1760f, 1079f, -302f) * vec4<f32>(591f, 1117f, 191f, 945f)))))), Struct_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(-2077f, 1353f), vec2<f32>(766f, -180f)) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(399f, 316f))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(1f, 1f, 1f, 1f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-356f, -285f, 1994f, -1315f))))).wz, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-2025f, 768f)))))), Struct_1(vec3<bool>(true, true, true).x, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(2672f, 957f, -709f) + vec3<f32>(-1432f, -875f, -891f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1715f, 1000f, 1607f)), vec3<f32>(-2278f, -2352f, -1083f)), vec4<i32>(1i, 1i, 1i, 1i), ~(vec4<u32>(92353u, 0u, 0u, 58600u) * vec4<u32>(64150u, 42362u, 153083u, 0u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(151f, 1000f, -1109f, 993f))), vec4<f32>(396f, 1000f, -1593f, -249f))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-308f, -1624f, -191f))), vec3<f32>(_wgslsmith_div_f32(-1000f, -1000f), _wgslsmith_f_op_f32(-832f), vec2<f32>(1f, 1f).x), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, 935f, 434f, 1000f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(2480f, -137f, 680f, -1000f)), vec4<bool>(true, false, false, true))).yww)));
        }
        case 2147483647i: {
            for (var var_0 = 1i; atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d, u_input.d).exchanged; var_0 = u_input.b >> ((~1u / (~(4607u + 25837u) / (1u + 6005u))) % 32u)) {
                if (LOOP_COUNTERS[24u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
                let var_1 = select(vec4<bool>(true, (true | ((u_input.b < 31231i))) != true, true, true), vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, (u_input.a + u_input.c.x) * 1i).exchanged, !(true && (u_input.d <= u_input.d)), true, true), !(atomicAnd(&wg_atomic_u32, 4294967295u * 1u) > (0u >> ((1u * 0u) % 32u)))).wyw;
                var var_2 = 12778u;
                var var_3 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-1172f)), _wgslsmith_f_op_f32(1000f * -2846f), _wgslsmith_f_op_f32(2221f * 132f), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(-569f, -1000f, 385f), vec3<f32>(-1043f, 1812f, -1000f))).x)))).yw, _wgslsmith_f_op_vec2_f32(-vec2<f32>(1f, 1f)), vec2<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(vec3<f32>(-749f, 289f, 503f) * vec3<f32>(446f, 572f, 422f)))).xz, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-489f, -642f, -1690f))).xx)).x, _wgslsmith_f_op_f32(-327f)));
                let var_4 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(max(-193f, var_3[_wgslsmith_index_u32(reverseBits(min(104980u, 48476u)), 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(var_3[_wgslsmith_index_u32(25116u, 3u)].x, -240f, 1000f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-168f) * _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(var_3[_wgslsmith_index_u32(0u, 3u)].x, var_3[_wgslsmith_index_u32(30713u, 3u)].x))).x) * _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-151f, -1380f))), _wgslsmith_f_op_f32(var_3[_wgslsmith_index_u32(~vec4<u32>(1u, 1u, 1u, 1u).x, 3u)].x * _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_3[_wgslsmith_index_u32(1u, 3u)].x, 1305f, var_3[_wgslsmith_index_u32(0u, 3u)].x, -1612f))).zxz, _wgslsmith_div_vec3_f32(vec3<f32>(var_3[_wgslsmith_index_u32(20736u, 3u)].x, -1201f, 124f), vec3<f32>(-1914f, var_3[_wgslsmith_index_u32(1u, 3u)].x, var_3[_wgslsmith_index_u32(30417u, 3u)].x)))).x)), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(189f, var_3[_wgslsmith_index_u32(88921u, 3u)].x, var_3[_wgslsmith_index_u32(18373u, 3u)].x, 299f))).x, _wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(~33810u, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(75346u, 3u)].x) * _wgslsmith_f_op_f32(-1228f)), var_3[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, 24798u), 3u)].x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1155f, var_3[_wgslsmith_index_u32(1u, 3u)].x, -2074f, -1550f) + vec4<f32>(var_3[_wgslsmith_index_u32(1u, 3u)].x, var_3[_wgslsmith_index_u32(16291u, 3u)].x, -1544f, -375f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(181f, -1064f, -962f, 567f))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-842f, -941f, 431f, var_3[_wgslsmith_index_u32(9717u, 3u)].x) - _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_3[_wgslsmith_index_u32(4294967295u, 3u)].x, 775f, 1210f, -1000f))))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(999f, -613f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(var_3[_wgslsmith_index_u32(4294967295u, 3u)].x, 162f, var_3[_wgslsmith_index_u32(29222u, 3u)].x), vec3<f32>(1000f, 1446f, var_3[_wgslsmith_index_u32(11164u, 3u)].x), var_1)).x), _wgslsmith_f_op_f32(sign(var_3[_wgslsmith_index_u32(1u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_3[_wgslsmith_index_u32(15808u, 3u)].x, 367f, var_3[_wgslsmith_index_u32(20268u, 3u)].x, var_3[_wgslsmith_index_u32(29081u, 3u)].x) + vec4<f32>(var_3[_wgslsmith_index_u32(0u, 3u)].x, var_3[_wgslsmith_index_u32(13849u, 3u)].x, var_3[_wgslsmith_index_u32(31581u, 3u)].x, 772f)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(-1163f, -834f, -1016f, -917f) - vec4<f32>(128f, 2379f, -434f, 1000f)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2001f, 1545f, -1000f, -1889f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(565f, var_3[_wgslsmith_index_u32(8632u, 3u)].x, 1000f, var_3[_wgslsmith_index_u32(4294967295u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-798f, -144f, -738f, -1250f))))) + vec4<f32>(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(var_3[_wgslsmith_index_u32(1u, 3u)].x, -1000f), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_3[_wgslsmith_index_u32(1362u, 3u)].x, var_3[_wgslsmith_index_u32(61782u, 3u)].x, 1240f, var_3[_wgslsmith_index_u32(12216u, 3u)].x), vec4<f32>(var_3[_wgslsmith_index_u32(68199u, 3u)].x, -221f, -792f, var_3[_wgslsmith_index_u32(1u, 3u)].x), vec4<f32>(var_3[_wgslsmith_index_u32(18343u, 3u)].x, -2122f, var_3[_wgslsmith_index_u32(1u, 3u)].x, -1282f))).wy)).x, var_3[_wgslsmith_index_u32(vec3<u32>(1u, 1u, 1u).x, 3u)].x, var_3[_wgslsmith_index_u32(15719u, 3u)].x, _wgslsmith_f_op_f32(var_3[_wgslsmith_index_u32(4294967295u - 4294967295u, 3u)].x - -524f))));
            }
            if (vec2<bool>(true, true).x) {
                let var_0 = true;
                return;
            } else {
                let var_0 = Struct_4(1u, Struct_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(560f, 1221f, 1549f, -926f), vec4<f32>(347f, -1877f, -475f, -1555f), vec4<bool>(true, false, true, false))).ww * vec2<f32>(947f, -339f)), _wgslsmith_f_op_vec3_f32(step(vec4<f32>(1f, 1f, 1f, 1f).xzw, func_4(vec4<i32>(u_input.b, u_input.c.x, 28155i, u_input.b), vec2<bool>(true, true))[_wgslsmith_index_u32(4294967295u / 6532u, 2u)])).zy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(603f, -322f)))), Struct_1(true, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, -558f, 624f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(959f, 2583f, -623f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-2352f, -1165f, -1225f))), vec4<i32>(u_input.a, u_input.b, 20906i, 24214i) / vec4<i32>(2147483647i, u_input.b, u_input.c.x, -1972i), ~(~vec4<u32>(22824u, 1u, 0u, 20862u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(332f, 472f, -1937f, -706f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1213f, 430f, -390f, 1694f), vec4<f32>(766f, -741f, -157f, 1897f), vec4<bool>(true, true, false, false))))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1244f, 144f, 1269f))), vec3<f32>(1f, 1f, 1f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-195f, -645f, 1000f, 284f))).wwx - vec3<f32>(1017f, -197f, 2024f)))), Struct_1(true, mat3x3<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(448f, 895f, 224f, -425f))))).wyx, vec4<f32>(1f, 1f, 1f, 1f).yxw, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, -701f, -398f))))), vec4<i32>(3728i, u_input.b, -u_input.d, u_input.b), countOneBits(~_wgslsmith_mod_vec4_u32(vec4<u32>(4294967295u, 67104u, 0u, 53143u), vec4<u32>(45209u, 35496u, 4066u, 4294967295u))), mat2x4<f32>(_wgslsmith_div_vec4_f32(vec4<f32>(-201f, 444f, -1642f, 1912f), _wgslsmith_f_op_vec4_f32(vec4<f32>(1348f, 688f, -1380f, -307f) - vec4<f32>(628f, 419f, -1125f, -738f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f) - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(231f, -271f, -933f, -409f)))))), Struct_2(mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-777f), _wgslsmith_f_op_f32(-751f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1065f, -1112f, 149f, 764f))).yx * vec2<f32>(-1193f, 1948f)), vec2<f32>(1f, 1f)), Struct_1(true, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(1415f, -2491f, 528f) * vec3<f32>(1030f, 1287f, -1017f)), vec3<f32>(1557f, -521f, -419f), vec3<f32>(1000f, 2622f, 1003f)), vec4<i32>(u_input.c.x, reverseBits(vec3<i32>(49445i, u_input.b, u_input.a)).x, min(vec4<i32>(u_input.a, u_input.b, u_input.c.x, -1i), vec4<i32>(-1i, i32(-2147483648), u_input.a, u_input.d)).x, 0i), (vec4<u32>(0u, 1u, 4294967295u, 1u) * vec4<u32>(0u, 33518u, 4294967295u, 14579u)) + (vec4<u32>(71154u, 39079u, 4294967295u, 16611u) - vec4<u32>(1u, 1u, 1u, 0u)), mat2x4<f32>(vec4<f32>(-809f, 1109f, 2377f, 1687f), vec4<f32>(-466f, -1000f, -967f, 1424f))), mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-(-680f)), _wgslsmith_f_op_vec4_f32(func_5(vec4<u32>(4294967295u, 56058u, 15944u, 1u))).x, _wgslsmith_f_op_f32(-(-723f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(552f, 275f, -929f) - vec3<f32>(829f, -1000f, 1292f)) + _wgslsmith_f_op_vec4_f32(max(vec4<f32>(749f, -1000f, 1201f, 112f), vec4<f32>(-800f, -537f, -803f, -1000f))).xxz), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(665f, 1662f, 263f)))))));
                var var_1 = var_0.b.a;
            }
            var var_0 = Struct_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec3<f32>(1f, 1f, 1f).yy + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-732f, -211f)))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(814f, 154f, 467f, -470f)), vec4<f32>(1f, 1f, 1f, 1f)), vec4<f32>(_wgslsmith_f_op_f32(1143f + 1961f), _wgslsmith_f_op_f32(-407f * -388f), _wgslsmith_f_op_f32(round(-1351f)), _wgslsmith_f_op_f32(-(-397f))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(102f, 1305f, 1741f, 594f) + vec4<f32>(2365f, -857f, 1388f, -1161f)))))).xy, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-1479f - 522f), _wgslsmith_f_op_f32(127f * -629f)) * _wgslsmith_f_op_vec4_f32(func_5(vec4<u32>(0u, 4294967295u, 3353u, 33036u))).zw)), Struct_1(true, mat3x3<f32>(vec3<f32>(1f, 1f, 1f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(378f, 1570f, -562f) - vec3<f32>(-350f, -942f, -554f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(1f, 1f, 1f) - vec3<f32>(-826f, -794f, 2017f))), -_wgslsmith_mod_vec4_i32(vec4<i32>(u_input.c.x, 80835i, u_input.b, u_input.b), vec4<i32>(u_input.d, u_input.b, u_input.b, -45448i)) | countOneBits(-vec4<i32>(0i, u_input.d, u_input.d, u_input.b)), vec4<u32>(1u, 1u, 1u, 1u), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(218f, -1565f, 976f, 369f)), vec4<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(169f, 427f, 943f, -381f), vec4<f32>(-870f, 912f, 154f, -230f))).x, 428f, _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-370f, 1000f))).x, vec3<f32>(1f, 1f, 1f).x))), mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-1402f, -984f)), _wgslsmith_f_op_f32(-(-1583f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(-426f)) - _wgslsmith_f_op_f32(193f + 1825f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-457f, 1417f, 404f) * vec3<f32>(-780f, 348f, 541f)))), vec3<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_div_vec3_f32(vec3<f32>(-103f, -515f, 411f), vec3<f32>(670f, -746f, 437f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-746f, -291f, -883f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(clamp(-813f, -1000f, 700f)) + _wgslsmith_f_op_f32(-750f)))));
        }
        case 30861i: {
            let var_0 = mat4x3<f32>(vec3<f32>(-124f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(689f + -351f) + _wgslsmith_f_op_f32(-112f + 1416f)), -923f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f)))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec2<f32>(-1160f, -632f), _wgslsmith_f_op_vec2_f32(vec2<f32>(-1256f, 660f) - vec2<f32>(1393f, -2435f))))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-552f + -760f) - _wgslsmith_f_op_f32(-283f)) + _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec4_f32(func_5(vec4<u32>(64414u, 4294967295u, 16966u, 8905u))).zzx)).x), 404f), vec3<f32>(444f, 545f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-827f, -497f, -241f)))).x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(_wgslsmith_f_op_f32(349f + 2374f), _wgslsmith_f_op_f32(-619f), _wgslsmith_f_op_f32(clamp(728f, 380f, 636f))))) * vec3<f32>(_wgslsmith_f_op_f32(-vec3<f32>(1f, 1f, 1f).x), -840f, -854f)));
            let var_1 = u_input.c;
        }
        default: {
            let var_0 = _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-680f + 448f), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(936f, 641f, 1271f))).x, _wgslsmith_f_op_f32(-2323f - 373f)) + _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(vec3<f32>(108f, 894f, -203f) + vec3<f32>(955f, -2591f, 1000f)), vec3<f32>(-2277f, -172f, 913f)))) * _wgslsmith_f_op_vec3_f32(vec3<f32>(1f, 1f, 1f) - _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(969f, -179f, 402f, -1232f))).xyy)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-807f, 1000f, -1000f))), !((reverseBits(atomicExchange(&wg_atomic_i32, u_input.b)) < -(u_input.b | -1514i)))));
            switch (u_input.b) {
                case 1i: {
                    var var_1 = Struct_1(true, mat3x3<f32>(var_0, var_0, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1471f) * _wgslsmith_f_op_f32(saturate(-892f))), -404f, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_0.x, 246f), vec2<f32>(1000f, var_0.x), any(vec4<bool>(false, true, false, false)))).x)), -vec4<i32>(extractBits(vec2<i32>(u_input.c.x, u_input.a), 0u, 0u).x, i32(-2147483648), ~1i, u_input.c.x | 2147483647i) / ~(vec4<i32>(1i, 37800i, 18584i, u_input.b) * max(vec4<i32>(-34140i, 0i, u_input.c.x, 2147483647i), vec4<i32>(u_input.a, 0i, 1i, u_input.d))), select(~(~vec4<u32>(1u, 19446u, 9526u, 8309u)), vec4<u32>(1u, 1u, 1u, 1u), select(vec4<bool>(false, true, true, all(vec2<bool>(false, true))), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, u_input.c.x >> (1u % 32u)).exchanged)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.x, 434f, 1169f, var_0.x) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, 1601f, 573f))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, -680f, -528f, var_0.x)) * vec4<f32>(2599f, -265f, var_0.x, 119f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(var_0.x, -419f, var_0.x, -101f), vec4<f32>(var_0.x, var_0.x, var_0.x, var_0.x))) - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-2008f, var_0.x, 114f, var_0.x), vec4<f32>(-1321f, 484f, var_0.x, -559f), false)), vec4<f32>(var_0.x, var_0.x, -1570f, -657f)))));
                    (var_1).a = true;
                    let var_2 = mat2x2<f32>(vec2<f32>(var_1.e[_wgslsmith_index_u32(var_1.d.x >> (~(~var_1.d.x) % 32u), 2u)].x, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_vec4_f32(ceil(var_1.e[_wgslsmith_index_u32(6129u, 2u)])).x, var_0.x, _wgslsmith_f_op_f32(dot(vec3<f32>(-1593f, 885f, var_0.x), vec3<f32>(var_0.x, var_1.b[_wgslsmith_index_u32(var_1.d.x, 3u)].x, var_0.x)))))).x), var_0.zy);
                    ((var_1).c).x = extractBits(vec4<i32>(countOneBits(var_1.c.x), 11118i, -5300i, -(atomicExchange(&wg_atomic_i32, 2147483647i) | -27088i)), var_1.d.x, ~var_1.d.x).x;
                }
                case -36341i: {
                    let var_1 = Struct_4(1u, Struct_2(mat3x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(ceil(var_0.xz)), vec2<f32>(1360f, var_0.x)), _wgslsmith_f_op_vec2_f32(var_0.yx + _wgslsmith_f_op_vec2_f32(-var_0.yz)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.x, var_0.x) + vec2<f32>(1141f, -515f)))), Struct_1(true, mat3x3<f32>(var_0, _wgslsmith_f_op_vec3_f32(max(var_0, var_0)), vec3<f32>(var_0.x, -570f, 1545f)), -vec4<i32>(-1i, u_input.c.x, -1i, 8906i), vec4<u32>(1u, 1u, 1u, 1u), mat2x4<f32>(vec4<f32>(var_0.x, var_0.x, var_0.x, -335f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(296f, var_0.x, 149f, 988f)))), mat3x3<f32>(var_0, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0) + _wgslsmith_f_op_vec3_f32(sign(var_0))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1446f, -1861f, var_0.x) * vec3<f32>(-510f, var_0.x, -353f)), _wgslsmith_f_op_vec3_f32(var_0 * vec3<f32>(var_0.x, 1606f, var_0.x))))), Struct_1(true, mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-1596f), _wgslsmith_f_op_f32(-(-1010f)), -630f), var_0, vec3<f32>(_wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(var_0.x, var_0.x, 1000f), var_0, var_0)).x, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-1992f, var_0.x, var_0.x))).x)), reverseBits(firstLeadingBit(firstLeadingBit(vec4<i32>(7741i, 0i, u_input.a, u_input.a)))), min(select(vec4<u32>(42362u, 0u, 61455u, 4294967295u) * vec4<u32>(17407u, 4294967295u, 4294967295u, 48365u), vec4<u32>(55634u, 38015u, 4294967295u, 1u), atomicCompareExchangeWeak(&wg_atomic_u32, 4906u, 6619u).exchanged), firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, var_0.x, var_0.x)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, var_0.x, var_0.x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, -179f, var_0.x, var_0.x))))), Struct_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(295f, var_0.x) * var_0.xx)), var_0.xy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_0.xy + vec2<f32>(-1000f, var_0.x)))), Struct_1(true, mat3x3<f32>(var_0, _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.x, -480f, 122f) - vec3<f32>(var_0.x, -291f, 1897f)), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_0.x, 101f, var_0.x)))), reverseBits(vec4<i32>(1i, 1i, 1i, 1i)), vec4<u32>(~1u, ~8432u, vec2<u32>(1u, 1u).x, ~0u), mat2x4<f32>(_wgslsmith_div_vec4_f32(vec4<f32>(var_0.x, -491f, var_0.x, 684f), vec4<f32>(var_0.x, 890f, var_0.x, var_0.x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, -915f, -2425f, var_0.x)))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0)), _wgslsmith_f_op_vec3_f32(clamp(var_0, var_0, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-361f, 474f, var_0.x)))), _wgslsmith_f_op_vec3_f32(var_0 * _wgslsmith_f_op_vec3_f32(var_0 * vec3<f32>(859f, var_0.x, var_0.x))))));
                    let var_2 = insertBits(extractBits(var_1.d.b.d | (~vec4<u32>(var_1.a, var_1.d.b.d.x, var_1.a, 0u) << (~vec4<u32>(var_1.d.b.d.x, 16635u, 0u, var_1.d.b.d.x) % vec4<u32>(32u))), countTrailingZeros(var_1.c.d.x) - insertBits(vec3<u32>(var_1.c.d.x, var_1.b.b.d.x, 35063u), var_1.c.d.zxy * vec3<u32>(var_1.d.b.d.x, 4294967295u, 60521u), reverseBits(vec3<u32>(4294967295u, var_1.b.b.d.x, var_1.c.d.x)).x, ~41120u).x, ~var_1.b.b.d.x), vec4<u32>(~max(min(vec2<u32>(8471u, 0u), var_1.b.b.d.yy).x, var_1.a | var_1.b.b.d.x), var_1.c.d.x, var_1.b.b.d.x, countLeadingZeros(var_1.b.b.d.x)), var_1.d.b.d.x, select(0u - ~var_1.a, insertBits(var_1.d.b.d.x, ~(~var_1.a), 54266u, var_1.a), true));
                }
                default: {
                    var var_1 = Struct_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-var_0.zz), _wgslsmith_f_op_vec3_f32(abs(var_0)).yy, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1040f * 935f)), _wgslsmith_f_op_f32(-var_0.x))), Struct_1(!(countLeadingZeros(vec3<i32>(4449i, i32(-2147483648), u_input.c.x)).x <= 14803i), mat3x3<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1316f, var_0.x, 506f, var_0.x))))).yxz, vec3<f32>(-746f, _wgslsmith_f_op_f32(525f - var_0.x), _wgslsmith_f_op_f32(-(-1412f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(449f, var_0.x, var_0.x) + _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-351f, var_0.x, var_0.x, var_0.x), vec4<f32>(var_0.x, 423f, var_0.x, var_0.x))).yww)), vec4<i32>(min(vec4<i32>(u_input.c.x, 0i, 0i, i32(-2147483648)), vec4<i32>(-1i, u_input.c.x, 0i, u_input.d)).x / u_input.d, ~u_input.d, -(-25891i), u_input.d), ~vec4<u32>(0u, ~1u, ~0u, countOneBits(vec3<u32>(0u, 29655u, 1u)).x), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0.x, var_0.x, 183f, var_0.x))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(760f, var_0.x, var_0.x, var_0.x) * vec4<f32>(-1822f, -858f, var_0.x, 368f)))))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(1361f, _wgslsmith_f_op_f32(var_0.x * var_0.x), _wgslsmith_f_op_f32(1570f * var_0.x)))), var_0, _wgslsmith_f_op_vec3_f32(var_0 * _wgslsmith_div_vec3_f32(vec3<f32>(var_0.x, var_0.x, var_0.x), vec3<f32>(-572f, -296f, var_0.x)))));
                }
            }
        }
    }
    let var_0 = _wgslsmith_mod_u32(min(vec4<u32>(~4294967295u, ~atomicMin(&wg_atomic_u32, 16376u), ~1u, 1u), min(~(~vec4<u32>(10147u, 4294967295u, 0u, 5207u)), vec4<u32>(~0u, 87491u, 43928u, 0u))).x, 1u);
    for (var var_1 = i32(-2147483648); var_1 > -62574i; ) {
        if (LOOP_COUNTERS[25u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
        while (false) {
            if (LOOP_COUNTERS[26u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
        }
        var_1 = ~(~firstTrailingBit(vec4<i32>(1i, firstLeadingBit(vec3<i32>(u_input.a, u_input.c.x, 42627i)).x, u_input.c.x, -11099i)).x);
    }
    let x = u_input.a;
    s_output = StorageBuffer(1i);
}

