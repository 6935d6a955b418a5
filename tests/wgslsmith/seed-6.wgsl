// {"0:0":[91,125,104,66,200,124,151,135,252,217,139,155,39,18,249,113,45,235,30,183,21,132,167,189,129,209,62,36,212,249,102,128,214,202,35,97,2,45,193,94,55,73,86,217,91,185,180,188,22,3,199,52,95,59,175,19,175,236,161,160,2,84,94,10,137,156,245,212,188,9,88,42,24,154,105,133,115,229,108,232,135,78,151,9,165,149,240,148,70,169,94,73,224,49,113,76]}
// Seed: 6

struct Struct_1 {
    a: mat4x2<f32>,
    @size(8)
    b: f32,
    @size(16)
    c: vec4<bool>,
    d: bool,
}

struct UniformBuffer {
    a: vec4<u32>,
    @align(32)
    @size(16)
    b: vec4<u32>,
    @align(8)
    @size(24)
    c: vec2<i32>,
    @size(4)
    d: u32,
    e: vec3<i32>,
}

struct StorageBuffer {
    a: i32,
    @align(4)
    @size(4)
    b: i32,
    @align(16)
    @size(80)
    c: mat4x3<f32>,
    @align(16)
    d: vec4<i32>,
    @align(32)
    e: vec2<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<Struct_1, 5>;

var<workgroup> global1: vec3<i32>;

var<workgroup> global2: array<mat2x4<f32>, 3>;

var<workgroup> global3: mat3x3<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 28>;

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn func_5(arg_0: mat2x2<f32>) -> mat3x3<f32> {
    while (select(vec4<bool>(true, true, true, true), select(vec4<bool>(true, 5894u <= ~u_input.d, vec2<bool>(true, true).x, any(vec2<bool>(true, false))), vec4<bool>(true, !(arg_0[_wgslsmith_index_u32(103016u, 2u)].x >= -149f), true, true), vec4<bool>(vec2<bool>(true, true).x, true, true, true)), vec4<bool>(true, true, true, true)).x) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            let var_0 = global0[_wgslsmith_index_u32(u_input.b.x, 5u)];
            ((global3)[_wgslsmith_index_u32(~u_input.a.x, 3u)]).x = var_0.b;
            let var_1 = mat3x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(491f, arg_0[_wgslsmith_index_u32(26164u, 2u)].x, var_0.b) - vec3<f32>(-928f, global3[_wgslsmith_index_u32(103440u, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x))))), _wgslsmith_f_op_vec3_f32(vec3<f32>(-979f, var_0.b, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(1u, 2u)].x)) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(ceil(global3[_wgslsmith_index_u32(u_input.b.x, 3u)]))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-global3[_wgslsmith_index_u32(u_input.a.x, 3u)]), global3[_wgslsmith_index_u32(u_input.b.x, 3u)]))), vec3<f32>(var_0.a[_wgslsmith_index_u32(~10185u, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.a.x + 0u, 3u)].x)));
            global0 = array<Struct_1, 5>();
            break;
        }
        if ((atomicCompareExchangeWeak(&wg_atomic_i32, countTrailingZeros(vec3<i32>(u_input.c.x, u_input.c.x, -31666i) ^ vec3<i32>(1i, 2147483647i, u_input.c.x)).x, countTrailingZeros(vec2<i32>(global1.x, global1.x)).x).exchanged | !(_wgslsmith_mod_i32(u_input.c.x, 16031i) == ~global1.x)) == atomicCompareExchangeWeak(&wg_atomic_i32, 1i, i32(-2147483648)).exchanged) {
            let var_0 = ~max(select(u_input.a, u_input.b, vec4<bool>(true, true, true, true)) | u_input.a, ~select(vec4<u32>(u_input.a.x, 1u, u_input.d, 17473u), vec4<u32>(37397u, u_input.d, u_input.b.x, u_input.a.x), true)) >> (countOneBits(u_input.a) % vec4<u32>(32u));
            ((global3)[_wgslsmith_index_u32(4294967295u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-606f));
            break;
        }
        loop {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            break;
            continuing {
                let var_0 = max(-(-(vec4<i32>(1i, 1i, 1i, 1i) | vec4<i32>(15443i, u_input.e.x, 24024i, global1.x))), -(~(-vec4<i32>(-25482i, u_input.c.x, 1i, u_input.e.x)))).x;
                (global1).x = -u_input.e.x;
            }
        }
        switch (insertBits(-vec4<i32>(0i, select(vec4<i32>(u_input.e.x, -60062i, global1.x, i32(-2147483648)), vec4<i32>(-1i, global1.x, u_input.c.x, u_input.e.x), vec4<bool>(true, true, false, false)).x, u_input.e.x, -35573i) * vec4<i32>(-(-1i), global1.x, 1i, 10365i ^ global1.x), vec4<i32>(max(global1.xx, _wgslsmith_mod_vec2_i32(global1.yx, vec2<i32>(1i, u_input.c.x))).x >> (u_input.d % 32u), dot(firstLeadingBit(vec4<i32>(i32(-2147483648), 11943i, 27175i, u_input.c.x)) << (~u_input.a % vec4<u32>(32u)), sign(~vec4<i32>(u_input.e.x, 26191i, global1.x, i32(-2147483648)))), atomicAdd(&wg_atomic_i32, -(~u_input.c.x)), global1.x), firstTrailingBit(u_input.a.x), ~u_input.d).x) {
            case 40117i: {
                let var_0 = -(~((insertBits(vec4<i32>(global1.x, i32(-2147483648), u_input.e.x, global1.x), vec4<i32>(global1.x, i32(-2147483648), 1i, u_input.c.x), u_input.b.x, 134734u) * -vec4<i32>(4781i, 66429i, global1.x, 2147483647i)) | (vec4<i32>(u_input.e.x, i32(-2147483648), i32(-2147483648), 1i) & min(vec4<i32>(2147483647i, 2147483647i, u_input.e.x, u_input.c.x), vec4<i32>(u_input.c.x, 1i, -37939i, 9088i)))));
                let var_1 = -var_0.xxz;
                var var_2 = arg_0[_wgslsmith_index_u32(107715u, 2u)].x;
            }
            case -26266i: {
                ((global3)[_wgslsmith_index_u32(7896u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(25702u, 2u)].x)));
                global1 = u_input.e;
                var var_0 = vec4<i32>(global1.x, _wgslsmith_mod_i32(1i, dot(global1.yx, countTrailingZeros(~vec4<i32>(27802i, u_input.c.x, u_input.c.x, 2705i)).zw)), select(u_input.e, ~(-vec3<i32>(90692i, 56206i, 1i)), vec3<bool>(true, true, false)).x, firstLeadingBit(u_input.e).x);
                let var_1 = max(~select(countOneBits(vec4<i32>(1i, -1i, global1.x, 92025i)), ~(vec4<i32>(var_0.x, -23383i, 0i, -26939i) / vec4<i32>(global1.x, 77051i, 49918i, -13564i)), vec4<bool>(true, true, true, true)).zz, -clamp((vec4<i32>(32326i, -4476i, i32(-2147483648), -13327i) + vec4<i32>(var_0.x, var_0.x, i32(-2147483648), var_0.x)) << (u_input.b % vec4<u32>(32u)), ~(-vec4<i32>(23308i, global1.x, u_input.e.x, i32(-2147483648))), reverseBits(vec4<i32>(0i, -43706i, global1.x, -6054i)) >> (u_input.b % vec4<u32>(32u))).zz);
                (var_0).x = global1.x;
            }
            case -4079i: {
                ((global3)[_wgslsmith_index_u32(select(~max(~u_input.b.zy, max(u_input.a.wyz, u_input.a.zwy).xz >> ((u_input.a.zz - u_input.b.xy) % vec2<u32>(32u))).x, (((u_input.b.x | u_input.b.x) << (4294967295u % 32u)) >> (~(~u_input.d) % 32u)) ^ 66374u, true), 3u)]).x = _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(clamp(106163u / 71551u, 2053u + 0u, ~u_input.b.x), 3u)].x + 179f))), global3[_wgslsmith_index_u32(min(~(~u_input.a.zw), vec2<u32>(~0u, 955u)).x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x));
                let var_0 = (min(countOneBits(vec4<i32>(-5824i, 0i, u_input.e.x, 55943i)), vec4<i32>(atomicMin(&wg_atomic_i32, global1.x), atomicLoad(&wg_atomic_i32), insertBits(global1.x, global1.x, 47016u, u_input.a.x), 1i & u_input.c.x)).x & u_input.e.x) ^ 0i;
                var var_1 = mat2x3<f32>(vec3<f32>(196f, global3[_wgslsmith_index_u32(~u_input.d, 3u)].x, global3[_wgslsmith_index_u32(dot(u_input.b.xx, ~(~u_input.a.wy)), 3u)].x), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(1378f, -307f, arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x) - vec4<f32>(arg_0[_wgslsmith_index_u32(26387u, 2u)].x, -530f, -1000f, global3[_wgslsmith_index_u32(1u, 3u)].x)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].xy)).x + _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(0u, 3u)].x)), -306f))));
                ((var_1)[_wgslsmith_index_u32(~(abs(u_input.b).x | 4294967295u), 2u)]).x = _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1492f))).zy, _wgslsmith_f_op_vec2_f32(vec2<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, -292f) * arg_0[_wgslsmith_index_u32(41520u, 2u)]), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-194f, -2001f, 904f))).yz)).x, _wgslsmith_f_op_f32(-593f), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec3_f32(max(global3[_wgslsmith_index_u32(u_input.a.x, 3u)], vec3<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).xx, _wgslsmith_f_op_vec2_f32(global3[_wgslsmith_index_u32(77636u, 3u)].zx - vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global3[_wgslsmith_index_u32(19952u, 3u)].x)), vec2<bool>(true, true))).x))))).x;
                ((global3)[_wgslsmith_index_u32(~(~firstLeadingBit(u_input.b.yxx).x), 3u)]).x = _wgslsmith_f_op_f32(-451f);
            }
            default: {
                let var_0 = vec4<f32>(global3[_wgslsmith_index_u32(min(select(clamp(u_input.a * u_input.b, ~vec4<u32>(u_input.d, 65270u, 0u, u_input.b.x), reverseBits(u_input.a)).zyz, u_input.a.ywz + select(vec4<u32>(0u, 0u, 1u, u_input.b.x), u_input.b, vec4<bool>(false, false, false, false)).wyy, vec3<bool>(true, true, true)).zz, select(reverseBits(u_input.b.wy), max(select(u_input.b, u_input.a, vec4<bool>(false, true, true, false)), ~vec4<u32>(u_input.b.x, u_input.a.x, u_input.b.x, 1u)).wx, vec2<bool>(true, true).x)).x, 3u)].x, arg_0[_wgslsmith_index_u32(~(~select(u_input.a.ww, countLeadingZeros(vec3<u32>(u_input.b.x, u_input.b.x, u_input.b.x)).zy, vec2<bool>(true, true)).x), 2u)].x, _wgslsmith_f_op_f32(595f + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) + _wgslsmith_f_op_f32(-(-529f))))), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1000f, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(346f * 1372f), 316f))).wzy)).x);
                continue;
            }
        }
    }
    let var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(global3[_wgslsmith_index_u32(1u, 3u)] - vec3<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -1072f, arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)))).yz) * _wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, countOneBits(vec2<u32>(0u, 25429u)).x, 1u).old_value, 2u)])), arg_0[_wgslsmith_index_u32(u_input.d, 2u)], _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 233f)))) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-701f, -1000f, global3[_wgslsmith_index_u32(790u, 3u)].x, -971f) * vec4<f32>(-192f, -1443f, -823f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(807f, -1092f, -1201f, arg_0[_wgslsmith_index_u32(1u, 2u)].x))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(976f, arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) * vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, -864f))), true)).yz), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 2u)].x), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(407f, arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x)))));
    if (all(vec4<bool>(!(-global1.x > _wgslsmith_mod_i32(-31355i, global1.x)), any(vec3<bool>(true, true, true)), false, !((u_input.d ^ 0u) <= ~u_input.d)))) {
        while (true) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            continue;
        }
        ((global0)[_wgslsmith_index_u32(~reverseBits(vec4<u32>(u_input.a.x, ~13666u, u_input.b.x, ~4294967295u)).x - 4294967295u, 5u)]).b = var_0[_wgslsmith_index_u32(insertBits(~(min(~vec3<u32>(1u, 4294967295u, u_input.d), vec3<u32>(4294967295u, 1u, 65398u) * vec3<u32>(u_input.a.x, 4294967295u, u_input.a.x)).x ^ 11114u), ((4294967295u << (u_input.b.x % 32u)) * 38426u) ^ insertBits(u_input.a / u_input.a, countLeadingZeros(vec4<u32>(u_input.a.x, u_input.b.x, u_input.a.x, 24050u)), ~(47452u - 55408u), firstTrailingBit(u_input.d)).x, min(vec3<u32>(firstTrailingBit(~vec2<u32>(u_input.d, u_input.d)).x, u_input.d, 0u), ~countOneBits(vec4<u32>(22005u, u_input.a.x, u_input.a.x, 4294967295u)).xwx).x, 4294967295u), 4u)].x;
        for (var var_1 = 49073i; (var_1 < -1i); global1 = u_input.e) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var var_2 = Struct_1(var_0, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, -989f)), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-526f, global3[_wgslsmith_index_u32(36133u, 3u)].x, -631f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x)))), vec4<f32>(_wgslsmith_div_f32(-374f, var_0[_wgslsmith_index_u32(47228u, 4u)].x), _wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(4294967295u, 4u)], vec2<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, 631f), vec2<bool>(false, true))).x, _wgslsmith_f_op_vec4_f32(min(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1000f, 304f), vec4<f32>(-952f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1761f, 222f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(104542u, 4u)].x)))).x, -806f), select(select(vec4<bool>(true, false, true, u_input.b.x >= u_input.a.x), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), false);
        }
    } else {
        var var_1 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1282f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x) - _wgslsmith_div_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, 1620f, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -618f), vec4<f32>(global3[_wgslsmith_index_u32(0u, 3u)].x, -2316f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, var_0[_wgslsmith_index_u32(46006u, 4u)].x)))))));
        while (false) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            break;
        }
        while (true) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            (var_1).x = _wgslsmith_f_op_vec3_f32(min(var_1.wyw, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, var_1.x)))))))).x;
        }
    }
    var var_1 = vec3<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(~(1u << (_wgslsmith_mod_u32(u_input.a.x, 1u) % 32u)), 2u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1136f - 1000f) + _wgslsmith_f_op_f32(dot(vec3<f32>(-232f, -615f, 1623f), vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 1000f)))) * _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(step(global3[_wgslsmith_index_u32(11873u, 3u)], global3[_wgslsmith_index_u32(u_input.d, 3u)])).x, 407f))), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 4u)].x));
    switch (0i) {
        case 42979i: {
            var var_2 = vec2<bool>(!select(vec3<bool>(true, true, true), vec3<bool>(true, false, true), countOneBits(u_input.d) > 4294967295u).x, reverseBits(countTrailingZeros(~vec4<i32>(12206i, 0i, 6190i, -66422i))).x >= (abs(vec4<i32>(47091i, global1.x, -13415i, u_input.e.x) | vec4<i32>(global1.x, global1.x, 1i, i32(-2147483648))).x - ~(-global1.x)));
        }
        case -1i: {
            switch (-(u_input.e.x * (-16235i / select(sign(vec4<i32>(i32(-2147483648), global1.x, 0i, 2147483647i)).wyx, u_input.e | vec3<i32>(9442i, u_input.e.x, 4944i), atomicCompareExchangeWeak(&wg_atomic_i32, 1i, -1i).exchanged).x))) {
                case i32(-2147483648): {
                    return mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(global3[_wgslsmith_index_u32(~4203u, 3u)].yy)).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.x)), -854f), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(351f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, arg_0[_wgslsmith_index_u32(17320u, 2u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x) - vec4<f32>(var_1.x, var_0[_wgslsmith_index_u32(10575u, 4u)].x, var_1.x, 760f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -274f, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, -1087f) * vec4<f32>(-702f, -288f, 302f, 2435f))))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.x)), _wgslsmith_f_op_f32(dot(vec2<f32>(1003f, var_1.x), _wgslsmith_f_op_vec2_f32(-var_1.zy))), global3[_wgslsmith_index_u32(~(~89252u), 3u)].x, 360f))).xyy, vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 213f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 833f, -397f, 982f)), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(528f, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 395f, arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))))));
                }
                case -47260i: {
                    global3 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-global3[_wgslsmith_index_u32(~atomicMax(&wg_atomic_u32, u_input.a.x), 3u)]), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(5217u, 3u)].x))), global3[_wgslsmith_index_u32(select(vec3<u32>(4294967295u, ~u_input.a.x, countOneBits(vec2<u32>(22096u, u_input.d)).x), abs(select(u_input.a, vec4<u32>(u_input.a.x, 4294967295u, u_input.b.x, u_input.a.x), true).wwx), true).x, 3u)].x, _wgslsmith_f_op_f32(-(-932f))), _wgslsmith_f_op_vec3_f32(global3[_wgslsmith_index_u32(82678u, 3u)] * _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global3[_wgslsmith_index_u32(4294967295u, 3u)]))))));
                    (global0)[_wgslsmith_index_u32(u_input.d + countOneBits(u_input.a).x, 5u)] = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(1137f, var_1.x, 750f))).xx, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-453f, 825f, 266f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x), vec4<f32>(global3[_wgslsmith_index_u32(5307u, 3u)].x, -1100f, var_1.x, var_1.x))).xx)), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(vec2<f32>(-169f, 374f) - var_1.zy))))), _wgslsmith_f_op_vec2_f32(-global3[_wgslsmith_index_u32(u_input.a.x, 3u)].xz), _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(5192u + ~1u, 2u)] + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(77718u, 4u)] * vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -939f))))), -1337f, vec4<bool>(any(vec3<bool>(vec4<bool>(true, true, true, true).x, any(vec2<bool>(false, true)), true)), true, all(vec2<bool>(true, true)) && ((global1.x >= u_input.c.x) && false), min(extractBits(vec4<u32>(u_input.a.x, 67274u, 7859u, u_input.b.x), 91974u, u_input.d), vec4<u32>(u_input.b.x, u_input.a.x, u_input.d, 46575u)).x > 1u), true);
                    var var_2 = 1u;
                }
                case 9906i: {
                }
                case 39363i: {
                    ((global3)[_wgslsmith_index_u32(~(~(0u << (~u_input.d % 32u))) + 43239u, 3u)]).x = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(857f, -1000f, 245f, -257f), vec4<f32>(-774f, var_1.x, 798f, -1549f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(28293u, 2u)].x, global3[_wgslsmith_index_u32(10601u, 3u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x) - vec4<f32>(-489f, var_1.x, -570f, var_1.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 401f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x) + vec4<f32>(var_1.x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, -834f, arg_0[_wgslsmith_index_u32(0u, 2u)].x))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_1.x, -1000f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.x, -1166f, 965f, var_0[_wgslsmith_index_u32(1u, 4u)].x)))), vec4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-289f, global3[_wgslsmith_index_u32(0u, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_0[_wgslsmith_index_u32(47922u, 4u)].x)))).x, _wgslsmith_f_op_f32(-(-303f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(69699u, 2u)].x + -832f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x) + _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(-785f, 1508f))).x)))))).x;
                    var var_2 = _wgslsmith_div_f32(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, var_1.x);
                    (global1).x = global1.x + ~countLeadingZeros(vec2<i32>(min(u_input.e.zy, vec2<i32>(-1i, 10076i)).x, i32(-2147483648))).x;
                    var_1 = vec3<f32>(648f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(global3[_wgslsmith_index_u32(47160u, 3u)].x, 516f))), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -845f, var_1.x)), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1463f, var_1.x, -1044f, var_1.x), vec4<f32>(global3[_wgslsmith_index_u32(27127u, 3u)].x, -756f, -279f, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x), vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 1079f, var_1.x, var_1.x))), vec4<bool>(true, true, false, false))).wzz + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(280f, 349f, arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -407f))).zxw)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, global3[_wgslsmith_index_u32(70270u, 3u)].x, 740f))).xzy)))).x);
                }
                default: {
                    global2 = array<mat2x4<f32>, 3>();
                    (var_1).x = _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-443f, -919f, global3[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x)) * vec4<f32>(-949f, -785f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, global3[_wgslsmith_index_u32(0u, 3u)].x)) * _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(50802u, 3u)].x, 189f, -2096f, -992f))))), vec4<f32>(_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(abs(var_0[_wgslsmith_index_u32(12198u, 4u)])))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1.x) * _wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(round(arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)) - -1009f), arg_0[_wgslsmith_index_u32(2485u, 2u)].x))), vec4<f32>(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(55963u, 2u)] * vec2<f32>(-1305f, global3[_wgslsmith_index_u32(u_input.d, 3u)].x))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(548f, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -604f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x), vec4<f32>(global3[_wgslsmith_index_u32(15750u, 3u)].x, global3[_wgslsmith_index_u32(37409u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 667f), true)).x)), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(u_input.b.x << (u_input.a.x % 32u), 4u)]))).x, _wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1531f * var_0[_wgslsmith_index_u32(0u, 4u)].x)), _wgslsmith_f_op_f32(-875f + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(872f, -1000f, -2682f, 1255f), vec4<f32>(var_1.x, arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, 172f, var_1.x), vec4<f32>(731f, -445f, global3[_wgslsmith_index_u32(23960u, 3u)].x, var_1.x))).x), !(-266f == global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))))).x;
                    let var_2 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.x, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 610f)) - _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1.x, arg_0[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 409f, 2079f, -326f), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, -922f, -1608f, arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x)))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(698f - -757f) * 1000f), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-global3[_wgslsmith_index_u32(u_input.b.x, 3u)]))).x + -1000f)), global3[_wgslsmith_index_u32(~5633u, 3u)], global3[_wgslsmith_index_u32(~83880u, 3u)]);
                }
            }
            (global1).x = countOneBits(~u_input.e).x;
            (var_1).x = -644f;
            let var_2 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-230f, -480f, var_1.x, var_1.x)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(10140u, 4u)].x, 314f, -1761f) * vec4<f32>(-2049f, var_0[_wgslsmith_index_u32(62440u, 4u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x, var_1.x))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -1101f, -382f, 380f) + vec4<f32>(1000f, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -1110f, -418f)))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-450f, arg_0[_wgslsmith_index_u32(2165u, 2u)].x, arg_0[_wgslsmith_index_u32(54926u, 2u)].x, 1293f))), vec4<f32>(arg_0[_wgslsmith_index_u32(8070u, 2u)].x, var_1.x, -1333f, -1124f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1045f, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 217f, var_0[_wgslsmith_index_u32(21941u, 4u)].x)))))));
        }
        case -21267i: {
        }
        case -23760i: {
            (global3)[_wgslsmith_index_u32(countOneBits(vec2<u32>(~4294967295u, 4294967295u + 40434u)).x, 3u)] = vec3<f32>(var_1.x, var_1.x, _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)].x), -193f) * vec3<f32>(1538f, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, _wgslsmith_f_op_vec2_f32(ceil(var_1.xy)).x)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -479f, -1027f, 528f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_1.x, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1.x, 692f))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, arg_0[_wgslsmith_index_u32(15555u, 2u)].x, -904f, -2280f) - vec4<f32>(992f, var_1.x, global3[_wgslsmith_index_u32(1u, 3u)].x, -608f))))).zzx)).x);
            var var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(27901u, 3u)].x) + _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x + 784f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_1.x + arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_f32(saturate(891f)))), vec3<f32>(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(~atomicExchange(&wg_atomic_u32, u_input.d), 2u)].x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(var_0[_wgslsmith_index_u32(u_input.d, 4u)])).x)), -1781f, _wgslsmith_f_op_f32(-(-246f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(exp(global3[_wgslsmith_index_u32(32171u, 3u)])), _wgslsmith_f_op_vec3_f32(exp2(global3[_wgslsmith_index_u32(20337u, 3u)]))))) * global3[_wgslsmith_index_u32(~reverseBits(u_input.a.x), 3u)]), _wgslsmith_div_vec3_f32(global3[_wgslsmith_index_u32((max(vec2<u32>(1307u, 448u), u_input.a.yw).x * ~u_input.b.x) * (4294967295u + ~78086u), 3u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global3[_wgslsmith_index_u32(4294967295u, 3u)]) * global3[_wgslsmith_index_u32(clamp(vec4<u32>(u_input.d, u_input.b.x, 61419u, u_input.d), vec4<u32>(28909u, u_input.d, u_input.b.x, u_input.b.x), clamp(vec4<u32>(u_input.a.x, 4294967295u, 51091u, u_input.b.x), u_input.b, u_input.a)).x, 3u)])));
        }
        default: {
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                let var_2 = mat4x2<f32>(arg_0[_wgslsmith_index_u32(firstTrailingBit(~vec4<u32>(u_input.d, ~u_input.d, ~u_input.b.x, u_input.a.x * 1u)).x, 2u)], _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(~u_input.b.x, 2u)]), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-807f, arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_1.x)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(513f, arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, var_1.x, 338f))), vec4<bool>(true, true, true, true))).yz)), var_0[_wgslsmith_index_u32(insertBits(vec3<u32>(u_input.b.x, 1u, ~atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 7384u).old_value), clamp(~(u_input.a.xxw + u_input.b.yyx), u_input.a.yxx, u_input.b.xwx), ~u_input.a.x, ~select(u_input.b, vec4<u32>(185u, 23619u, u_input.d, u_input.b.x) & u_input.a, vec4<bool>(true, true, true, true)).x).x, 4u)], _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1000f, 1040f, 1127f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x))))).zxx, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(select(global3[_wgslsmith_index_u32(67642u, 3u)], vec3<f32>(-1107f, -185f, -1582f), true)), global3[_wgslsmith_index_u32(4294967295u, 3u)]), select(vec4<bool>(false, true, false, false), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_i32, -1i, 1i).exchanged).xxx)).xy + var_1.xz));
                let var_3 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_div_vec2_f32(var_2[_wgslsmith_index_u32(u_input.d, 4u)], global3[_wgslsmith_index_u32(u_input.d, 3u)].yy), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-723f, -409f)), _wgslsmith_div_vec2_f32(vec2<f32>(global3[_wgslsmith_index_u32(18105u, 3u)].x, arg_0[_wgslsmith_index_u32(74u, 2u)].x), arg_0[_wgslsmith_index_u32(0u, 2u)]))).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(1457f, 698f)), arg_0[_wgslsmith_index_u32(u_input.d | (u_input.b.x << (u_input.a.x % 32u)), 2u)].x, 719f) - vec4<f32>(global3[_wgslsmith_index_u32(16723u << ((1u >> (u_input.b.x % 32u)) % 32u), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-193f) * _wgslsmith_f_op_f32(-(-1113f))), _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global3[_wgslsmith_index_u32(22319u, 3u)].x, var_0[_wgslsmith_index_u32(14567u, 4u)].x, var_2[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -829f))).ywx)).x, _wgslsmith_f_op_f32(-146f - var_1.x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(4294967295u, 3u)].x), 1440f, _wgslsmith_f_op_f32(var_1.x - var_2[_wgslsmith_index_u32(54278u, 4u)].x), _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(0u, 3u)].x - 753f)) - _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(684f, var_1.x, var_2[_wgslsmith_index_u32(4294967295u, 4u)].x, var_1.x))))) + _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(113f, 1005f, 1295f, arg_0[_wgslsmith_index_u32(13753u, 2u)].x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-1372f), _wgslsmith_f_op_f32(-465f), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_f32(-158f)), vec4<f32>(_wgslsmith_f_op_f32(-184f + -883f), _wgslsmith_f_op_f32(-(-694f)), _wgslsmith_f_op_f32(981f * 182f), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x - -1255f)))));
                ((global0)[_wgslsmith_index_u32(~(~(~(u_input.d ^ 0u))), 5u)]).d = true;
                break;
            }
        }
    }
    return mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-827f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(var_1.yy)).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-965f) + _wgslsmith_f_op_f32(-(-2023f)))), _wgslsmith_f_op_vec3_f32(abs(global3[_wgslsmith_index_u32(2113u + 1u, 3u)])), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1478f + 1676f)), 1369f, _wgslsmith_f_op_vec3_f32(saturate(global3[_wgslsmith_index_u32(19941u | u_input.b.x, 3u)])).x, var_1.x), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1240f, var_0[_wgslsmith_index_u32(32555u, 4u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 455f))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1122f, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 878f) - vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x, 1443f, -996f))))))).xxy);
}

fn func_4() -> u32 {
    let var_0 = func_5(mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(2518f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x) + global3[_wgslsmith_index_u32(0u, 3u)].zy) - global3[_wgslsmith_index_u32(~1u, 3u)].yz), vec2<f32>(_wgslsmith_f_op_f32(-(-496f)), 109f)), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(global3[_wgslsmith_index_u32(u_input.b.x / 36167u, 3u)] * _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(646f, -875f, global3[_wgslsmith_index_u32(5939u, 3u)].x, global3[_wgslsmith_index_u32(1u, 3u)].x))).wzz))).zy));
    while (global1.x == max(firstTrailingBit(~vec4<i32>(-18327i, 1i, global1.x, 0i)).zw | ~(~vec2<i32>(global1.x, u_input.e.x)), clamp(-u_input.e, u_input.e * u_input.e, ~u_input.e).yy << (firstLeadingBit(~vec4<u32>(0u, 17871u, u_input.a.x, u_input.b.x)).zx % vec2<u32>(32u))).x) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        loop {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            break;
        }
        ((global3)[_wgslsmith_index_u32(select(0u, atomicAdd(&wg_atomic_u32, u_input.b.x), min(~(~6447u), u_input.d) >= ~21700u), 3u)]).x = _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(max(select(u_input.a, ~firstTrailingBit(u_input.b), vec4<bool>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x <= var_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, true, true, all(vec2<bool>(true, false)))), vec4<u32>(~countLeadingZeros(u_input.a.wy).x, countTrailingZeros(vec3<u32>(4294967295u, u_input.a.x, u_input.a.x)).x, 29663u, u_input.b.x)).x, 3u)].x);
        global0 = array<Struct_1, 5>();
        break;
    }
    while (select(vec2<bool>(true, (u_input.d < select(u_input.b.zxx, u_input.a.zzy, vec3<bool>(true, true, true)).x)), vec2<bool>(select(vec2<bool>(true, true), select(vec3<bool>(true, true, true).yx, vec2<bool>(true, true), global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x > 1264f), any(vec4<bool>(true, true, true, true))).x, (atomicCompareExchangeWeak(&wg_atomic_u32, 77305u, 1u).exchanged == all(vec2<bool>(true, true))) & vec2<bool>(true, true).x), vec2<bool>(vec3<bool>(true, true, true).x, (_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-356f, 1144f)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -554f, 407f, global3[_wgslsmith_index_u32(5629u, 3u)].x))).wx)) < -1213f))).x) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
    }
    var var_1 = _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.d, u_input.b.x), 3u)].x);
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        continue;
        continuing {
            for (; ; ) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                break;
            }
            while (487f >= var_0[_wgslsmith_index_u32(abs((u_input.b.x * ~0u) << (extractBits(vec3<u32>(1u, 1u, 1u).zz, ~u_input.d, atomicLoad(&wg_atomic_u32)).x % 32u)), 3u)].x) {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                (global1).x = -abs(~(vec4<i32>(global1.x, 4466i, 2147483647i, 0i) / vec4<i32>(global1.x, global1.x, global1.x, 30326i)) >> (vec4<u32>(~21770u, ~u_input.b.x, 18883u >> (0u % 32u), u_input.d) % vec4<u32>(32u))).x;
                break;
            }
            break if false;
        }
    }
    return ~u_input.a.x;
}

fn func_3(arg_0: Struct_1) -> vec4<i32> {
    var var_0 = u_input.b.yy;
    for (var var_1 = ~88596i; ; var_1 -= 1i) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        (var_0).x = ~43167u;
        let var_2 = vec2<i32>(~u_input.c.x, ~(-30736i));
        continue;
    }
    var var_1 = arg_0.c.x;
    if (true) {
        var var_2 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(global3[_wgslsmith_index_u32(func_4(), 3u)].xx * _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(arg_0.b, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1311f, arg_0.b, arg_0.a[_wgslsmith_index_u32(u_input.d, 4u)].x)))).yy), _wgslsmith_f_op_vec3_f32(abs(global3[_wgslsmith_index_u32(u_input.a.x >> (1u % 32u), 3u)])).yy, vec2<f32>(-1048f, global3[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(global3[_wgslsmith_index_u32(14281u, 3u)].x, -1000f), _wgslsmith_f_op_vec2_f32(-global3[_wgslsmith_index_u32(u_input.b.x, 3u)].xy))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.b, -320f) * global3[_wgslsmith_index_u32(65493u, 3u)].zy) + _wgslsmith_f_op_vec2_f32(arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)] * vec2<f32>(-501f, global3[_wgslsmith_index_u32(64459u, 3u)].x)))))).x, arg_0.c, false);
        ((global3)[_wgslsmith_index_u32(u_input.d, 3u)]).x = 492f;
    } else {
        loop {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            let var_2 = arg_0.d;
            var var_3 = arg_0;
            break;
            continuing {
                var var_4 = arg_0;
                (var_4).b = _wgslsmith_f_op_f32(var_3.a[_wgslsmith_index_u32(countLeadingZeros(~u_input.b.yyz).x, 4u)].x + var_3.b);
                (var_0).x = ~_wgslsmith_mod_u32(0u, ~1u / _wgslsmith_mod_u32(u_input.a.x, u_input.d)) - 40964u;
                (var_0).x = var_0.x;
                break if select(!select(vec2<bool>(var_4.d, arg_0.c.x), vec2<bool>(!arg_0.d, var_4.d), vec2<bool>(true, var_4.d)), select(var_4.c.wy, var_4.c.wy, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, ~var_0.x).exchanged), (firstLeadingBit(u_input.b).x >= u_input.d) || true).x;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        var var_2 = ~u_input.b;
    }
    return firstTrailingBit(-(-((vec4<i32>(u_input.c.x, global1.x, u_input.c.x, 0i) | vec4<i32>(10665i, global1.x, -1i, u_input.e.x)) / (vec4<i32>(-1i, global1.x, 16656i, global1.x) / vec4<i32>(1i, global1.x, 22793i, i32(-2147483648))))));
}

fn func_2(arg_0: vec4<i32>) -> f32 {
    for (var var_0 = -89195i; false; ) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        switch (1i) {
            default: {
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        switch (1i) {
            case 50235i: {
                (global2)[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, ~41146u).old_value, 3u)] = mat2x4<f32>(vec4<f32>(169f, _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(fract(global3[_wgslsmith_index_u32(u_input.d, 3u)].xx))), global3[_wgslsmith_index_u32(u_input.d << (_wgslsmith_mod_u32(u_input.b.x, 11057u) % 32u), 3u)].yx)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(saturate(global3[_wgslsmith_index_u32(u_input.d, 3u)])).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1108f)) - 1061f))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-(-2336f)))), 1654f, _wgslsmith_f_op_f32(-(-193f)), global3[_wgslsmith_index_u32(59564u, 3u)].x), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x) + _wgslsmith_f_op_f32(-206f - 887f)), 1343f, _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x - global3[_wgslsmith_index_u32(max(vec2<u32>(83951u, 0u), u_input.b.yy).x, 3u)].x), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_vec3_f32(min(global3[_wgslsmith_index_u32(u_input.d, 3u)], vec3<f32>(153f, 531f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).x, _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x - global3[_wgslsmith_index_u32(1u, 3u)].x), 707f))))));
                var var_0 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(max(532f, global3[_wgslsmith_index_u32(53992u, 3u)].x)), _wgslsmith_f_op_f32(1730f + global3[_wgslsmith_index_u32(u_input.d, 3u)].x)) * global3[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b.x | 0u, ~u_input.b.x), 3u)].zz), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-(-553f)), _wgslsmith_div_f32(global3[_wgslsmith_index_u32(1u, 3u)].x, 1583f)) * _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -1250f)))).xy), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(370f, -935f, -792f, -159f)))))).xx, global3[_wgslsmith_index_u32(27895u, 3u)].yz), global3[_wgslsmith_index_u32(0u, 3u)].x, !vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, global1.x, countLeadingZeros(u_input.e).x).exchanged, all(vec3<bool>(true, true, true).zx), true, false), true);
            }
            case -10044i: {
                let var_0 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -697f)))), _wgslsmith_f_op_vec2_f32(global3[_wgslsmith_index_u32(0u, 3u)].yy + _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1456f, -1338f, -835f, global3[_wgslsmith_index_u32(7547u, 3u)].x))).wx))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-226f, 772f, 289f, global3[_wgslsmith_index_u32(u_input.d, 3u)].x), vec4<f32>(784f, global3[_wgslsmith_index_u32(47189u, 3u)].x, 936f, -458f), vec4<f32>(global3[_wgslsmith_index_u32(37928u, 3u)].x, -1705f, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global3[_wgslsmith_index_u32(106926u, 3u)].x))).wz))), _wgslsmith_f_op_vec2_f32(-global3[_wgslsmith_index_u32(~65417u, 3u)].zx)), global3[_wgslsmith_index_u32(~u_input.d, 3u)].x, vec4<bool>(true, true, true, true), false);
                var var_1 = u_input.c.x;
            }
            default: {
                var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global3[_wgslsmith_index_u32(4294967295u, 3u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global3[_wgslsmith_index_u32(0u, 3u)].x))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-201f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, -561f) - _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(543f, global3[_wgslsmith_index_u32(1u, 3u)].x, 1117f, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(vec4<f32>(418f, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, 404f), vec4<f32>(-2831f, global3[_wgslsmith_index_u32(37397u, 3u)].x, 1227f, 782f)))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_f32(round(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1202f, global3[_wgslsmith_index_u32(1u, 3u)].x, -337f, 1569f))).x)), global3[_wgslsmith_index_u32(1u, 3u)].x, 397f) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(vec4<f32>(-310f, global3[_wgslsmith_index_u32(24149u, 3u)].x, 1000f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x), vec4<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, global3[_wgslsmith_index_u32(0u, 3u)].x, 177f, global3[_wgslsmith_index_u32(4294967295u, 3u)].x)))), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(552f, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, 591f, 379f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, 1203f, -292f, global3[_wgslsmith_index_u32(u_input.d, 3u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-2450f, -1357f, 1000f, 969f) + vec4<f32>(-529f, -388f, global3[_wgslsmith_index_u32(22367u, 3u)].x, -584f)))))));
                var var_1 = true;
                let var_2 = _wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(~u_input.a.x, 3u)].x * var_0[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, select(vec2<u32>(0u, u_input.a.x), u_input.b.yz, vec2<bool>(true, true)).x), 3u)].x), -299f, 806f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x + -151f)) * global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x))));
                return global3[_wgslsmith_index_u32(0u, 3u)].x;
            }
        }
        loop {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            let var_0 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.d, 3u)].x), global3[_wgslsmith_index_u32(1u, 3u)].x)), global3[_wgslsmith_index_u32(dot(u_input.a.wzw, extractBits(~u_input.a, select(u_input.a, u_input.a, true).x, u_input.a.x * u_input.d).wxw), 3u)].x, _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-201f, global3[_wgslsmith_index_u32(1u, 3u)].x, -1205f, global3[_wgslsmith_index_u32(80069u, 3u)].x))))).x), vec3<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-732f, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x)), global3[_wgslsmith_index_u32(~u_input.d, 3u)].yy)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1125f * _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global3[_wgslsmith_index_u32(1u, 3u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x), vec2<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 453f), global3[_wgslsmith_index_u32(u_input.d, 3u)].zx)).x)), _wgslsmith_div_f32(global3[_wgslsmith_index_u32(select(abs(u_input.a.x), u_input.a.x, vec2<bool>(true, true).x), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-107f))))));
            continue;
            continuing {
            }
        }
        switch (~(countOneBits(-(arg_0 & arg_0)).x + global1.x)) {
            case 2147483647i: {
                continue;
            }
            case -8279i: {
                global2 = array<mat2x4<f32>, 3>();
                let var_0 = 4294967295u >> (0u % 32u);
                break;
            }
            case -1i: {
                var var_0 = select(_wgslsmith_mod_vec3_i32(countLeadingZeros(arg_0 + -vec4<i32>(i32(-2147483648), -3135i, global1.x, i32(-2147483648))).zwz, u_input.e & ~vec3<i32>(-3446i, u_input.e.x, u_input.c.x)), ~extractBits(arg_0 / vec4<i32>(global1.x, arg_0.x, u_input.c.x, global1.x), 22509u, 93338u ^ u_input.b.x).xzy + -vec3<i32>(u_input.c.x ^ arg_0.x, select(arg_0.yz, vec2<i32>(global1.x, 30480i), true).x, i32(-2147483648)), any(vec2<bool>(true, true)));
                break;
            }
            case 26748i: {
                var var_0 = global0[_wgslsmith_index_u32(u_input.a.x, 5u)];
                var var_1 = ~vec3<u32>(25677u, u_input.b.x, min(select(select(vec4<u32>(u_input.b.x, u_input.d, 0u, 1u), u_input.b, var_0.d), u_input.a, u_input.b.x >= 66240u), vec4<u32>(~u_input.d, ~u_input.b.x, ~14614u, ~0u)).x);
                return _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-967f))));
            }
            default: {
            }
        }
        var var_0 = countOneBits(~atomicAdd(&wg_atomic_i32, global1.x / -38334i));
        loop {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            break;
            continuing {
                var_0 = -28641i;
                ((global3)[_wgslsmith_index_u32(4294967295u, 3u)]).x = _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(global3[_wgslsmith_index_u32(4294967295u, 3u)] * vec3<f32>(-290f, global3[_wgslsmith_index_u32(1u, 3u)].x, -1361f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(-989f, -889f, -168f) * global3[_wgslsmith_index_u32(u_input.d, 3u)]), vec4<bool>(true, true, true, true).wxx)) + _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_div_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(66157u, 3u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x), vec3<f32>(683f, -1210f, 929f)))))), _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global3[_wgslsmith_index_u32(~u_input.a.x, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1714f * -424f)), _wgslsmith_f_op_f32(-524f * 906f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-461f, 756f, -1883f, global3[_wgslsmith_index_u32(53001u, 3u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1271f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 890f, -872f) - vec4<f32>(781f, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x)), false)).xzx - _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_div_vec3_f32(global3[_wgslsmith_index_u32(u_input.b.x, 3u)], vec3<f32>(-843f, 792f, -1413f))))), vec3<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x, _wgslsmith_div_f32(global3[_wgslsmith_index_u32(~u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x | u_input.b.x, 3u)].x)))))).x;
            }
        }
    }
    let var_0 = -countTrailingZeros(clamp(countLeadingZeros(arg_0), countOneBits(arg_0), -arg_0) ^ ~(~vec4<i32>(arg_0.x, global1.x, -37774i, u_input.c.x))).zyx;
    ((((global0)[_wgslsmith_index_u32(firstLeadingBit(abs(u_input.a.xwy).x), 5u)]).a)[_wgslsmith_index_u32(u_input.d, 4u)]).x = _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(~172u >> (~abs(vec3<u32>(4294967295u, u_input.d, 33034u) ^ vec3<u32>(u_input.b.x, 14943u, u_input.d)).x % 32u), 3u)].x * _wgslsmith_div_f32(global3[_wgslsmith_index_u32(~u_input.b.x, 3u)].x, _wgslsmith_f_op_vec2_f32(round(vec2<f32>(-602f, 1f))).x));
    var var_1 = ~abs(u_input.a).x <= u_input.b.x;
    return _wgslsmith_div_f32(_wgslsmith_f_op_f32(-1412f * _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(73672u / ~20890u, 3u)].x)), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global3[_wgslsmith_index_u32(4294967295u, 3u)] + vec3<f32>(154f, global3[_wgslsmith_index_u32(5918u, 3u)].x, global3[_wgslsmith_index_u32(56573u, 3u)].x)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, global3[_wgslsmith_index_u32(u_input.d, 3u)].x), vec3<f32>(-703f, 989f, global3[_wgslsmith_index_u32(30338u, 3u)].x), vec3<bool>(true, true, true)))))));
}

fn func_1(arg_0: f32) -> vec4<u32> {
    let var_0 = vec4<f32>(-398f, -886f, _wgslsmith_f_op_f32(func_2(vec4<i32>(-u_input.e.x, global1.x, global1.x, 1i) - -func_3(global0[_wgslsmith_index_u32(4294967295u, 5u)]))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(168f, arg_0, -597f, -2237f))) * vec4<f32>(2004f, 726f, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 3u)].x))))).x);
    switch (~(-3430i)) {
        case 0i: {
            (((global2)[_wgslsmith_index_u32(~18135u, 3u)])[_wgslsmith_index_u32(~(((u_input.b.x | 1u) & (~1u + 0u)) - ~u_input.d), 2u)]).x = _wgslsmith_f_op_f32(-var_0.x);
            var var_1 = !(-276f >= _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_0.x - _wgslsmith_f_op_f32(select(-741f, global3[_wgslsmith_index_u32(56140u, 3u)].x, false))) - global3[_wgslsmith_index_u32(countTrailingZeros(firstTrailingBit(vec2<u32>(4294967295u, u_input.d))).x, 3u)].x));
            let var_2 = -countTrailingZeros(~insertBits(max(vec4<i32>(global1.x, i32(-2147483648), -9974i, u_input.c.x), vec4<i32>(14195i, 46029i, 35684i, u_input.c.x)).xyy, vec3<i32>(global1.x, global1.x, 2147483647i) << (u_input.b.xzy % vec3<u32>(32u)), 35117u, insertBits(u_input.a, vec4<u32>(0u, u_input.b.x, u_input.b.x, 85281u), u_input.b.x, u_input.d).x)).x;
        }
        default: {
            switch (~global1.x) {
                case -22268i: {
                }
                case i32(-2147483648): {
                    global3 = func_5(mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global3[_wgslsmith_index_u32(u_input.b.x, 3u)].xx * vec2<f32>(1321f, 1063f)) * _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0, 843f) - vec2<f32>(arg_0, arg_0))) - vec2<f32>(_wgslsmith_f_op_vec3_f32(saturate(global3[_wgslsmith_index_u32(u_input.a.x, 3u)])).x, _wgslsmith_f_op_f32(-(-786f)))), var_0.wy));
                    let var_1 = min(u_input.b, ~vec4<u32>(~(~0u), abs(u_input.b.x) ^ 1u, atomicSub(&wg_atomic_u32, clamp(u_input.b, u_input.b, vec4<u32>(57025u, 17300u, u_input.b.x, 1u)).x), 9372u)).yyw;
                    ((global3)[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, ~var_1.x), 3u)]).x = global3[_wgslsmith_index_u32(dot(select(~(vec4<u32>(10976u, var_1.x, 16238u, 4294967295u) * vec4<u32>(5079u, 20437u, 1u, 25780u)) / ~u_input.a, vec4<u32>(u_input.d, ~19089u, 4294967295u, 41396u) >> (~u_input.b % vec4<u32>(32u)), vec4<bool>(true, true, true, true)), _wgslsmith_mod_vec4_u32(firstLeadingBit(~u_input.b), ~u_input.a)), 3u)].x;
                    return u_input.a + vec4<u32>((var_1.x - (u_input.d * 1u)) / max(var_1.x / 4294967295u, 6161u), ~(~var_1.x), var_1.x, countOneBits(60907u));
                }
                case 0i: {
                    ((global3)[_wgslsmith_index_u32(select(vec3<u32>(u_input.a.x, ~(~1u), ~(u_input.a.x & (0u | u_input.b.x))), ~u_input.a.yzx, u_input.b.x == atomicAnd(&wg_atomic_u32, min(~u_input.b.zz, ~u_input.a.xx).x)).x, 3u)]).x = global3[_wgslsmith_index_u32(~countLeadingZeros(vec4<u32>(extractBits(u_input.a, 51966u, u_input.a.x).x, ~u_input.b.x, u_input.b.x * u_input.a.x, u_input.a.x)).x, 3u)].x;
                    ((global0)[_wgslsmith_index_u32(~4294967295u, 5u)]).c = vec4<bool>((548f == _wgslsmith_f_op_f32(max(var_0.x, _wgslsmith_f_op_f32(-(-898f))))) | any(vec2<bool>(true, false)), ((abs(vec2<u32>(0u, 4294967295u)).x != countLeadingZeros(vec3<u32>(u_input.d, 11484u, 26383u)).x) || vec4<bool>(true, true, true, true).x) && (1i >= (global1.x - 2147483647i)), vec4<bool>(true, true, true, true).x, select(select(vec4<bool>(false, all(vec3<bool>(false, false, true)), true, true), vec4<bool>(true, true, true, true), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1529f, global3[_wgslsmith_index_u32(18961u, 3u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0))).x <= _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(297f, -1233f, global3[_wgslsmith_index_u32(17051u, 3u)].x))).x).wxy, vec3<bool>(true, true, true), true).x);
                    let var_1 = global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(64932u, 30906u * u_input.b.x), 5u)];
                    ((global3)[_wgslsmith_index_u32(u_input.d >> (u_input.d % 32u), 3u)]).x = -607f;
                    (global1).x = u_input.c.x;
                }
                default: {
                    let var_1 = 17129i;
                    let var_2 = global0[_wgslsmith_index_u32(u_input.d, 5u)];
                    (global3)[_wgslsmith_index_u32(~firstTrailingBit(~4294967295u), 3u)] = global3[_wgslsmith_index_u32(~40106u, 3u)];
                    (((global0)[_wgslsmith_index_u32(u_input.a.x, 5u)]).c).x = !var_2.d;
                }
            }
            switch (_wgslsmith_mod_i32(countTrailingZeros(26419i), 7246i)) {
                default: {
                    var var_1 = vec4<bool>(!select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, -52523i != global1.x, true), vec4<bool>(true, true, true, true)).x, all(vec2<bool>(true, true)), true, false);
                    global2 = array<mat2x4<f32>, 3>();
                    let var_2 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(172f, var_0.x) - _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(saturate(var_0.wzx)))).yz), global3[_wgslsmith_index_u32(~(~dot(u_input.b, u_input.a)), 3u)].zy, var_0.xz, vec2<f32>(_wgslsmith_f_op_f32(493f - _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x)), _wgslsmith_f_op_vec3_f32(exp(global3[_wgslsmith_index_u32(countOneBits(u_input.d), 3u)])).x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-653f)) + _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(32431u, 3u)].x + global3[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(27037u, 4379u, 0u)).x, 3u)].x)), select(!vec4<bool>(true, !var_1.x, select(vec3<bool>(var_1.x, var_1.x, var_1.x), var_1.xwz, false).x, var_1.x), select(select(select(vec4<bool>(true, var_1.x, var_1.x, var_1.x), vec4<bool>(true, var_1.x, true, false), vec4<bool>(var_1.x, false, true, var_1.x)), select(vec4<bool>(var_1.x, true, true, false), vec4<bool>(false, true, var_1.x, false), true), true), select(!vec4<bool>(var_1.x, false, true, true), vec4<bool>(false, var_1.x, true, true), var_1.x & var_1.x), select(!vec4<bool>(var_1.x, false, true, var_1.x), !vec4<bool>(var_1.x, false, false, true), vec4<bool>(var_1.x, var_1.x, true, var_1.x))), var_1.x), var_1.x);
                    let var_3 = ((~countTrailingZeros(vec4<i32>(28639i, u_input.e.x, i32(-2147483648), u_input.e.x)) + countTrailingZeros(vec4<i32>(0i, global1.x, global1.x, u_input.e.x))) & abs(vec4<i32>(global1.x >> (1u % 32u), 1i, ~19154i, -1958i))) + ~extractBits(~vec4<i32>(1i, u_input.e.x, -9707i, 10110i), insertBits(reverseBits(u_input.b), countOneBits(u_input.b), 0u, u_input.d).x, ~_wgslsmith_mod_u32(1u, 1u));
                    let var_4 = -countLeadingZeros(u_input.e).x;
                }
            }
            global1 = extractBits(reverseBits(vec3<i32>(u_input.e.x - 36812i, global1.x, -u_input.e.x)), 36681u, ((45852u * u_input.d) >> ((u_input.d / u_input.b.x) % 32u)) * countTrailingZeros(u_input.a.wyw).x) ^ countLeadingZeros(extractBits(func_3(global0[_wgslsmith_index_u32(22793u, 5u)]).xwy, firstTrailingBit(~vec2<u32>(u_input.d, 1u)).x, (u_input.d / u_input.d) >> (_wgslsmith_mod_u32(26934u, 1u) % 32u)));
        }
    }
    switch (-(~(global1.x >> (94840u % 32u)))) {
        default: {
            var var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(568f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x)))).x - _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(~44630u, 3u)].x)))));
            global0 = array<Struct_1, 5>();
            var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_f32(-1268f * 1506f), _wgslsmith_div_f32(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0), -556f)))), _wgslsmith_f_op_vec4_f32(var_0 + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(var_0, vec4<f32>(1165f, arg_0, global3[_wgslsmith_index_u32(1u, 3u)].x, 821f), vec4<bool>(true, true, false, true)))))));
            for (; ; ) {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
                break;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(arg_0 - -134f), arg_0, var_0.x) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(min(var_0, var_0)).yxx))), _wgslsmith_f_op_vec4_f32(step(var_0, vec4<f32>(477f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1000f)) + _wgslsmith_f_op_f32(-arg_0)), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 0u).old_value, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-556f))))).zyy);
        global1 = vec3<i32>(atomicAnd(&wg_atomic_i32, ~u_input.e.x), 0i, -1i);
        if (false) {
            let var_2 = global1.x <= firstTrailingBit(~(vec4<i32>(29998i, u_input.e.x, -1i, global1.x) >> (vec4<u32>(u_input.b.x, u_input.d, 4294967295u, u_input.a.x) % vec4<u32>(32u))) >> (countLeadingZeros(~vec4<u32>(u_input.d, 1u, 47194u, 0u)) % vec4<u32>(32u))).x;
            break;
        } else {
            var var_2 = global0[_wgslsmith_index_u32(min(select(countOneBits(u_input.b), u_input.b, true).www, vec3<u32>(u_input.b.x, 1u, 52977u)).x << (87078u % 32u), 5u)];
            let var_3 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-var_0), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, -1714f, arg_0, -1094f)))))), var_0, _wgslsmith_f_op_vec4_f32(sign(var_0)));
            let var_4 = global1.x;
            var var_5 = var_2.c.wz;
            break;
        }
        continue;
    }
    return vec4<u32>(u_input.d, ~u_input.b.x * (_wgslsmith_mod_u32(112003u, 75469u) << (u_input.d % 32u)), clamp(select(vec2<u32>(5374u, 34701u), vec2<u32>(136703u, u_input.b.x), vec2<bool>(true, true)).x, ~23870u, u_input.a.x), ~countLeadingZeros(vec4<u32>(31739u, 4294967295u, u_input.a.x, 25720u)).x) * u_input.b;
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    var var_0 = vec2<i32>(-41155i, -(~(u_input.c.x * (0i / -28794i))));
    var var_1 = global0[_wgslsmith_index_u32(insertBits(u_input.b, func_1(_wgslsmith_f_op_f32(select(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(42792u, 3u)].x - 320f), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-589f, -866f, 1206f, global3[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(global3[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -1061f, global3[_wgslsmith_index_u32(0u, 3u)].x, 614f))).x), _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(219f, -1136f), global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].xy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(global3[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 1404f)))).x, !((var_0.x < u_input.e.x))))), ~builtin_local_invocation_index >> (14035u % 32u), builtin_local_invocation_index).x, 5u)];
    loop {
        if (LOOP_COUNTERS[23u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
        switch (global1.x) {
            case i32(-2147483648): {
                let var_2 = extractBits(_wgslsmith_mod_vec4_u32(~u_input.b, func_1(_wgslsmith_f_op_f32(850f - 1000f))), (atomicXor(&wg_atomic_u32, builtin_num_workgroups.x) * _wgslsmith_mod_u32(9208u, 4294967295u)) * ~(u_input.b.x & 25707u), u_input.b.x).zyw * firstTrailingBit(min(vec4<u32>(dot(u_input.a, vec4<u32>(u_input.d, 1u, 50994u, u_input.b.x)), builtin_global_invocation_id.x >> (4294967295u % 32u), u_input.a.x, insertBits(builtin_global_invocation_id.x, builtin_local_invocation_index, builtin_num_workgroups.x, 1u)), countLeadingZeros(vec4<u32>(16574u, builtin_local_invocation_index, 9400u, builtin_local_invocation_index)))).xzy;
            }
            case -1i: {
            }
            default: {
                var var_2 = var_1.a;
                let var_3 = ~37285u;
                (var_0).x = -44171i - 2147483647i;
                let var_4 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_2[_wgslsmith_index_u32(u_input.d, 4u)].x, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x))).zx, _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(var_2[_wgslsmith_index_u32(var_3, 4u)].x, var_1.b, global3[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))).xy) * var_2[_wgslsmith_index_u32(7910u, 4u)]), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(var_2[_wgslsmith_index_u32(21692u, 4u)].x, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 610f), vec3<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, 197f, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x))))).xx, global3[_wgslsmith_index_u32(select(builtin_global_invocation_id.xx, clamp(u_input.b.wxw, u_input.b.zyy, vec3<u32>(builtin_local_invocation_index, builtin_local_invocation_index, 4294967295u)).yz >> (select(u_input.a.xw, builtin_num_workgroups.zx, vec2<bool>(true, var_1.c.x)) % vec2<u32>(32u)), var_1.c.xw).x, 3u)].yz, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_2[_wgslsmith_index_u32(1u, 4u)].x, -366f, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, -272f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-508f, var_1.a[_wgslsmith_index_u32(u_input.d, 4u)].x, 722f, -1364f)))))).zw), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_1.b - var_1.b)))) - 109f), var_1.c, i32(-2147483648) >= u_input.e.x);
            }
        }
        switch (-1i) {
            case 1i: {
                break;
            }
            case -35903i: {
                let var_2 = global0[_wgslsmith_index_u32(countTrailingZeros(atomicLoad(&wg_atomic_u32)), 5u)];
                var var_3 = ~(countLeadingZeros(firstLeadingBit(-vec4<i32>(-60550i, 2147483647i, 1i, var_0.x))) * vec4<i32>(-var_0.x + reverseBits(u_input.e.yx).x, 59974i, u_input.c.x & (u_input.c.x & 3167i), 6528i));
                var var_4 = global1.x;
                var var_5 = var_3.x | var_0.x;
                (var_1).d = true;
            }
            case -1i: {
                global2 = array<mat2x4<f32>, 3>();
                let var_2 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(var_1.a[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x - 108f), _wgslsmith_f_op_f32(-var_1.b), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_1.b, global3[_wgslsmith_index_u32(34326u, 3u)].x), vec2<f32>(var_1.b, var_1.a[_wgslsmith_index_u32(4294967295u, 4u)].x), var_1.c.x)).x, global3[_wgslsmith_index_u32(78411u, 3u)].x))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.a[_wgslsmith_index_u32(95534u, 4u)].x, 884f, var_1.a[_wgslsmith_index_u32(4258u, 4u)].x, -1516f))) * _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(vec4<f32>(199f, 1187f, -2093f, 1584f), vec4<f32>(-618f, 2576f, 1066f, 1305f)))))));
            }
            default: {
                break;
            }
        }
        let var_2 = func_5(mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1738f)) * 849f), -158f), var_1.a[_wgslsmith_index_u32(reverseBits(firstLeadingBit(vec3<u32>(10339u, 34259u, u_input.b.x)).xy).x, 4u)]));
        continuing {
            let var_3 = (atomicExchange(&wg_atomic_u32, insertBits(u_input.a, vec4<u32>(builtin_global_invocation_id.x, 1u, builtin_num_workgroups.x, 4294967295u), builtin_local_invocation_index, 1u).x & ~27209u) + firstTrailingBit(firstTrailingBit(~u_input.a.wyx).xz).x) > builtin_global_invocation_id.x;
            switch (var_0.x) {
                case -28501i: {
                    var var_4 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(-446f, -962f), var_1.a[_wgslsmith_index_u32(58889u, 4u)]) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(619f, var_2[_wgslsmith_index_u32(15723u, 3u)].x)))), _wgslsmith_f_op_vec2_f32(exp2(var_2[_wgslsmith_index_u32(~(builtin_num_workgroups.x - 0u), 3u)].zy)), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(1863f, -746f))).x, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)), 219f), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -371f, -1460f, -783f) - vec4<f32>(global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, 424f, 1000f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x)) + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_2[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -307f, 1000f, global3[_wgslsmith_index_u32(1u, 3u)].x)))))).yy), _wgslsmith_f_op_f32(-1000f + var_2[_wgslsmith_index_u32(~(1u - 72105u), 3u)].x), select(var_1.c, vec4<bool>(true, 1278f != _wgslsmith_f_op_f32(312f + var_2[_wgslsmith_index_u32(13136u, 3u)].x), true, select(select(var_1.c, var_1.c, var_1.c), !vec4<bool>(var_3, false, var_1.d, true), false | var_3).x), select(select(vec4<bool>(var_1.d, var_1.d, var_3, var_3), vec4<bool>(true, false, var_1.c.x, var_1.d), select(var_1.c, var_1.c, var_1.c)), var_1.c, vec4<bool>(!var_1.d, builtin_global_invocation_id.x > builtin_local_invocation_index, var_1.d, all(var_1.c.zzx)))), var_3);
                }
                default: {
                    var var_4 = vec3<bool>((_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x << (4294967295u % 32u), 3u)].x)) < _wgslsmith_f_op_f32(-323f)), true, var_1.c.x);
                    global1 = -countOneBits(sign(extractBits(vec4<i32>(-24496i, -7300i, 38765i, u_input.c.x) + vec4<i32>(var_0.x, -1i, -1i, global1.x), 10535u & builtin_global_invocation_id.x, ~u_input.a.x).zzz));
                    (var_1).a = var_1.a;
                    var var_5 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 922f, var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -1000f) + vec4<f32>(var_2[_wgslsmith_index_u32(37897u, 3u)].x, var_1.b, 284f, -740f))))), vec4<f32>(-1278f, var_1.a[_wgslsmith_index_u32(1u >> (firstTrailingBit(u_input.a.zzz).x % 32u), 4u)].x, _wgslsmith_div_f32(1235f, _wgslsmith_f_op_f32(var_1.b + -100f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x) - var_1.b)), false)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, 1232f, 1000f, -1397f) * vec4<f32>(1273f, global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, -588f, 727f)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, -419f, var_1.a[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x), vec4<f32>(global3[_wgslsmith_index_u32(20507u, 3u)].x, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 733f, -1518f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-615f, -171f, -680f, 705f) + vec4<f32>(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, var_1.a[_wgslsmith_index_u32(84358u, 4u)].x, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, 675f)), vec4<f32>(global3[_wgslsmith_index_u32(u_input.d, 3u)].x, -821f, global3[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -234f))), vec4<f32>(_wgslsmith_f_op_vec2_f32(select(var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].zx, vec2<f32>(1517f, -890f), true)).x, 661f, _wgslsmith_f_op_f32(exp2(global3[_wgslsmith_index_u32(21747u, 3u)].x)), -461f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(1000f, -1000f, 823f, var_1.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1851f, global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global3[_wgslsmith_index_u32(41359u, 3u)].x, -909f), vec4<f32>(228f, 947f, var_2[_wgslsmith_index_u32(32193u, 3u)].x, 333f))))))));
                }
            }
            let var_4 = vec4<u32>(builtin_global_invocation_id.x, countLeadingZeros(u_input.a.xww).x, 4294967295u, 49776u);
        }
    }
    var var_2 = select((~max(vec4<i32>(-37166i, 36624i, -303i, -1i), vec4<i32>(-4333i, 20791i, 33735i, i32(-2147483648))) - func_3(Struct_1(var_1.a, var_1.a[_wgslsmith_index_u32(4294967295u, 4u)].x, vec4<bool>(false, var_1.c.x, true, false), false))) << ((u_input.b + (~u_input.a >> (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u)))) % vec4<u32>(32u)), ~min(countLeadingZeros(max(vec4<i32>(u_input.c.x, 1i, -6798i, var_0.x), vec4<i32>(global1.x, 1i, var_0.x, -21153i))), vec4<i32>(u_input.c.x, -global1.x, 49656i, abs(vec2<i32>(i32(-2147483648), var_0.x)).x)), var_1.c).x;
    loop {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        continuing {
            var var_3 = mat2x2<f32>(_wgslsmith_f_op_vec3_f32(floor(global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)])).zx, vec2<f32>(var_1.b, _wgslsmith_f_op_f32(670f - _wgslsmith_f_op_f32(trunc(-1000f)))));
            let var_4 = mat2x2<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.b)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(var_1.a[_wgslsmith_index_u32(0u, 4u)], vec2<f32>(global3[_wgslsmith_index_u32(15382u, 3u)].x, 2141f))) - _wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(exp(var_3[_wgslsmith_index_u32(27704u, 2u)])))).x, 1690f), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(u_input.b.x, 2u)].x), _wgslsmith_f_op_f32(-1000f), 950f, _wgslsmith_f_op_f32(var_1.a[_wgslsmith_index_u32(16185u, 4u)].x * -1470f)))))).zw, _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global3[_wgslsmith_index_u32(~86640u, 3u)]) - vec3<f32>(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(1u, 3u)].x - global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(13545u, 3u)].x), _wgslsmith_f_op_f32(var_1.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x * -238f))))).zz);
            break if true;
        }
    }
    while (!atomicCompareExchangeWeak(&wg_atomic_u32, ~(~(~1u)), atomicLoad(&wg_atomic_u32)).exchanged) {
        if (LOOP_COUNTERS[25u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
        switch (_wgslsmith_mod_i32(-5264i + (func_3(Struct_1(var_1.a, 2127f, vec4<bool>(true, true, var_1.c.x, var_1.d), var_1.c.x)).x + (-u_input.e.x + var_0.x)), -((insertBits(vec4<i32>(u_input.e.x, u_input.e.x, 16826i, -1i), vec4<i32>(var_0.x, 10129i, 2147483647i, var_0.x), u_input.b.x, builtin_num_workgroups.x).x * global1.x) ^ (~global1.x << (4294967295u % 32u))))) {
            case -16992i: {
                var var_3 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(round(global3[_wgslsmith_index_u32(27804u, 3u)])), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 926f, 1785f, -1000f))).yzx)).x), -2268f), _wgslsmith_f_op_vec2_f32(global3[_wgslsmith_index_u32(extractBits(~u_input.a, select(~vec2<u32>(builtin_num_workgroups.x, 43836u), vec2<u32>(64297u, builtin_num_workgroups.x), (builtin_local_invocation_index < 1u)).x, atomicAnd(&wg_atomic_u32, u_input.a.x)).x, 3u)].zz - vec2<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(dot(u_input.b.xxx, vec3<u32>(65346u, builtin_global_invocation_id.x, builtin_local_invocation_index)), 3u)].x), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(14443u, 3u)].x))));
                continue;
            }
            case 11319i: {
                ((global2)[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)])[_wgslsmith_index_u32(~clamp(~select(u_input.b, u_input.a, var_1.c.x), vec4<u32>(u_input.b.x, ~71590u, clamp(builtin_num_workgroups, vec3<u32>(builtin_num_workgroups.x, u_input.b.x, 24614u), vec3<u32>(36884u, builtin_global_invocation_id.x, 19645u)).x, ~builtin_local_invocation_index), ~vec4<u32>(builtin_global_invocation_id.x, 4294967295u, 84477u, u_input.d)).x | (builtin_local_invocation_index << ((38121u >> (insertBits(4294967295u, atomicMin(&wg_atomic_u32, 3787u), 0u, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 88512u).old_value) % 32u)) % 32u)), 2u)] = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.d, 3u)].x), _wgslsmith_div_f32(542f, 1204f), var_1.a[_wgslsmith_index_u32(~u_input.b.x, 4u)].x, _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-197f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -829f, var_1.a[_wgslsmith_index_u32(50087u, 4u)].x), vec4<f32>(351f, 280f, -1000f, global3[_wgslsmith_index_u32(0u, 3u)].x))).x)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(734f, 1386f, _wgslsmith_f_op_f32(step(var_1.b, -643f)), _wgslsmith_f_op_f32(-var_1.a[_wgslsmith_index_u32(1u, 4u)].x)))));
                var var_3 = var_1.c;
                let var_4 = ~vec3<u32>(1u, 1u, 1u).yz;
            }
            case 0i: {
                var var_3 = global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 5u)];
            }
            default: {
                var var_3 = global0[_wgslsmith_index_u32(~builtin_global_invocation_id.x, 5u)];
            }
        }
        for (var var_3 = 19148i; var_3 > 0i; var_3 += 1i) {
            if (LOOP_COUNTERS[26u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
            var_3 = ~(-(1i >> ((firstLeadingBit(vec3<u32>(u_input.a.x, 13198u, 0u)).x * 35027u) % 32u)));
            continue;
        }
        var_0 = (vec2<i32>(~0i ^ -u_input.c.x, atomicAnd(&wg_atomic_i32, -75656i)) * vec2<i32>(i32(-2147483648), 2147483647i)) ^ firstLeadingBit(~(~vec3<i32>(i32(-2147483648), -35130i, i32(-2147483648)) ^ -u_input.e)).zy;
        var var_3 = ~vec3<u32>(countLeadingZeros(~u_input.b).x, atomicXor(&wg_atomic_u32, builtin_num_workgroups.x), atomicExchange(&wg_atomic_u32, 64082u));
        while (true) {
            if (LOOP_COUNTERS[27u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
            let var_4 = Struct_1(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(var_1.a[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], vec2<f32>(var_1.b, -701f)))), global3[_wgslsmith_index_u32(~firstTrailingBit(~vec3<u32>(6368u, 32308u, 4294967295u)).x, 3u)].yy, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(236f, var_1.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x))).x, _wgslsmith_f_op_f32(func_2(vec4<i32>(1i, var_0.x, var_0.x, -5118i)))) - _wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_1.b, 964f, -276f, 382f), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, var_1.a[_wgslsmith_index_u32(1u, 4u)].x, var_1.b, global3[_wgslsmith_index_u32(var_3.x, 3u)].x), vec4<f32>(var_1.b, -447f, 962f, 180f), vec4<f32>(global3[_wgslsmith_index_u32(0u, 3u)].x, global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, global3[_wgslsmith_index_u32(4294967295u, 3u)].x, 696f))))).yx), vec2<f32>(-685f, global3[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, select(4294967295u, var_3.x, false)), 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_1.a[_wgslsmith_index_u32(~builtin_global_invocation_id.x ^ min(u_input.a.zzx, vec3<u32>(1u, builtin_num_workgroups.x, builtin_local_invocation_index)).x, 4u)].x + 2009f)), var_1.c, !(all(vec2<bool>(var_1.c.x, false)) && true) & var_1.c.x);
        }
    }
    let var_3 = vec3<i32>(clamp(select(vec4<i32>(~var_0.x, 0i / global1.x, countOneBits(-14888i), firstLeadingBit(vec4<i32>(var_0.x, 4409i, var_0.x, var_0.x)).x), countTrailingZeros(reverseBits(vec4<i32>(-3749i, u_input.e.x, i32(-2147483648), -16155i))), select(select(var_1.c, var_1.c, var_1.c), var_1.c, !var_1.c)), countLeadingZeros(~firstLeadingBit(vec4<i32>(var_0.x, -7331i, 9475i, global1.x))), ~max(vec4<i32>(1i, -20494i, global1.x, i32(-2147483648)) ^ vec4<i32>(var_0.x, 17310i, var_0.x, i32(-2147483648)), vec4<i32>(18167i, 0i, var_0.x, 30709i))).x, firstLeadingBit(abs(countOneBits(-vec4<i32>(i32(-2147483648), global1.x, 21919i, global1.x))).wx).x, (~var_0.x / -atomicMax(&wg_atomic_i32, 46969i)) + (-_wgslsmith_mod_i32(global1.x, i32(-2147483648)) ^ 5323i));
    let x = u_input.a;
    s_output = StorageBuffer(1i, 2147483647i * 1i, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.a[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, 834f, global3[_wgslsmith_index_u32(14384u, 3u)].x) * _wgslsmith_f_op_vec3_f32(floor(global3[_wgslsmith_index_u32(u_input.a.x, 3u)])))), _wgslsmith_f_op_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(~29213u, 3u)].x, _wgslsmith_f_op_f32(-503f + -522f), 388f) * _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global3[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 382f, -801f, global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x))).xxw), global3[_wgslsmith_index_u32(builtin_global_invocation_id.x ^ u_input.b.x, 3u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(1644f, global3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 1265f) - vec4<f32>(global3[_wgslsmith_index_u32(1u, 3u)].x, var_1.b, global3[_wgslsmith_index_u32(u_input.d, 3u)].x, global3[_wgslsmith_index_u32(30367u, 3u)].x)))).yxz)), -vec4<i32>(sign(~var_3).x, -atomicAdd(&wg_atomic_i32, var_3.x), clamp(vec3<i32>(u_input.c.x, -22569i, -29415i) & vec3<i32>(2147483647i, -13258i, u_input.e.x), countLeadingZeros(vec3<i32>(-38750i, u_input.c.x, var_3.x)), vec3<i32>(-2638i, var_0.x, i32(-2147483648)) / vec3<i32>(-62684i, var_3.x, 1786i)).x, (var_0.x << (1u % 32u)) << (~0u % 32u)), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec4<f32>(-243f, 1000f, -1000f, -913f), vec4<f32>(global3[_wgslsmith_index_u32(15405u, 3u)].x, global3[_wgslsmith_index_u32(1u, 3u)].x, global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 282f))))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(139f, 470f, -2334f, var_1.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x) - vec4<f32>(var_1.b, var_1.a[_wgslsmith_index_u32(4294967295u, 4u)].x, global3[_wgslsmith_index_u32(1u, 3u)].x, var_1.a[_wgslsmith_index_u32(1u, 4u)].x)))))).x));
}

