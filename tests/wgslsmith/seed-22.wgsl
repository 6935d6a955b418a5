// {"0:0":[110,181,217,65,10,68,42,31,37,166,185,27,211,94,205,215,64,211,93,198,52,127,170,231,43,65,234,36,197,137,140,185,150,117,218,13,247,123,8,91,230,23,239,86,180,166,83,177]}
// Seed: 22

struct Struct_1 {
    @align(8)
    a: f32,
    @size(24)
    b: vec2<u32>,
    @align(32)
    c: mat3x2<f32>,
}

struct UniformBuffer {
    @size(4)
    a: u32,
    b: i32,
    c: i32,
    d: vec3<i32>,
    @align(16)
    e: vec4<u32>,
}

struct StorageBuffer {
    @size(28)
    a: mat3x2<f32>,
    @align(8)
    b: u32,
    c: vec4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: Struct_1;

var<workgroup> global1: Struct_1;

var<private> global2: array<mat2x2<f32>, 4> = array<mat2x2<f32>, 4>(mat2x2<f32>(vec2<f32>(-472f, -1009f), vec2<f32>(-1011f, -607f)), mat2x2<f32>(vec2<f32>(-691f, -1000f), vec2<f32>(-138f, -938f)), mat2x2<f32>(vec2<f32>(-484f, 1000f), vec2<f32>(-346f, -376f)), mat2x2<f32>(vec2<f32>(1110f, -1000f), vec2<f32>(304f, -473f)));

var<workgroup> global3: array<u32, 1>;

var<private> global4: Struct_1 = Struct_1(-1307f, vec2<u32>(1u, 4294967295u), mat3x2<f32>(vec2<f32>(-353f, 1853f), vec2<f32>(-1400f, -321f), vec2<f32>(-2649f, 1294f)));

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 13>;

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn func_5(arg_0: mat3x3<f32>, arg_1: mat2x2<f32>) -> mat3x4<f32> {
    while (true) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        for (var var_0 = 0i; var_0 <= -42461i; var_0 = u_input.b) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var var_1 = global1.c;
            var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32((countLeadingZeros(u_input.e.yx).x / (4294967295u + 8479u)) * 1u, 3u)] * arg_1[_wgslsmith_index_u32(25861u, 2u)]), _wgslsmith_f_op_vec3_f32(select(arg_0[_wgslsmith_index_u32(98523u, 3u)], arg_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(7779u, 1u)], 3u)], vec3<bool>(true, (arg_0[_wgslsmith_index_u32(18607u ^ global3[_wgslsmith_index_u32(global0.b.x, 1u)], 3u)].x < _wgslsmith_f_op_f32(-(-744f))), u_input.d.x >= ~u_input.b))).zz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-964f, 129f, 244f))).xz)));
            break;
        }
        break;
    }
    var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, 2332f, arg_1[_wgslsmith_index_u32(global0.b.x, 2u)].x, global4.a)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1419f, 1000f, global1.a, -1000f))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(473f, 1000f, global0.c[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0.a))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-(-114f)), _wgslsmith_f_op_f32(exp(global0.c[_wgslsmith_index_u32(~1u, 3u)].x)), _wgslsmith_f_op_f32(3309f + _wgslsmith_div_f32(global4.a, -2093f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-354f, global1.c[_wgslsmith_index_u32(52892u, 3u)].x, arg_0[_wgslsmith_index_u32(global0.b.x, 3u)].x, global1.c[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(4294967295u, 1u)], 3u)].x))).x)) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(723f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 294f, 1000f)) + _wgslsmith_div_vec4_f32(vec4<f32>(1131f, 251f, -140f, 814f), vec4<f32>(global4.c[_wgslsmith_index_u32(u_input.e.x, 3u)].x, arg_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(77993u, 1u)], 1u)], 3u)].x, arg_1[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(u_input.e.x, 1u)], 1u)], 2u)].x, -1751f))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(0u, 2u)].x, arg_1[_wgslsmith_index_u32(1u, 2u)].x, arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, 1786f) - vec4<f32>(global0.a, 1214f, -463f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0[_wgslsmith_index_u32(global0.b.x, 3u)].x, 243f, arg_1[_wgslsmith_index_u32(47565u, 2u)].x)))))));
    var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(global1.b.x, 3u)].x, global0.a, global1.c[_wgslsmith_index_u32(10588u, 3u)].x, global4.a)))).ywz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(global0.b.x, 2u)].x, 247f, 1000f))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-(-918f)), -2211f, _wgslsmith_f_op_f32(-550f - 1196f), _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(-1925f, 357f))).x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1281f, 760f, 293f, arg_1[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global1.b.x, 1u)], 2u)].x)), vec4<bool>(true, true, any(vec4<bool>(true, true, true, true)), true))).wzy), vec3<f32>(_wgslsmith_f_op_f32(-674f + _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global4.c[_wgslsmith_index_u32(global0.b.x, 3u)].x, arg_1[_wgslsmith_index_u32(global4.b.x, 2u)].x, 1251f))).x), 398f, -1371f), vec3<f32>(_wgslsmith_f_op_vec3_f32(select(arg_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(4294967295u, 1u)], 3u)], var_0[_wgslsmith_index_u32(global4.b.x, 2u)].xzx, vec3<bool>(true, true, true))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(4294967295u * 0u, 3u)].x * 135f)), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global0.b.x, 1u)], 1u)], 1u)], 3u)]) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(194f, arg_1[_wgslsmith_index_u32(global0.b.x, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x))))).x));
    ((var_1)[_wgslsmith_index_u32(countTrailingZeros(clamp(countTrailingZeros(~extractBits(u_input.e, global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(18780u, 1u)], 1u)], 25525u)), ~vec4<u32>(~52997u, global3[_wgslsmith_index_u32(4294967295u, 1u)], 58434u, ~u_input.a), countLeadingZeros(vec4<u32>(1u, 1u, 1u, 1u) - (u_input.e ^ u_input.e))).x), 4u)]).x = _wgslsmith_f_op_f32(-660f);
    if (atomicCompareExchangeWeak(&wg_atomic_u32, 1u, ~1u).exchanged) {
        var var_2 = Struct_1(arg_0[_wgslsmith_index_u32(0u, 3u)].x, min(vec2<u32>(~global1.b.x, ~global3[_wgslsmith_index_u32(global0.b.x ^ global4.b.x, 1u)]), select(vec3<u32>(global4.b.x - global1.b.x, ~1u, _wgslsmith_mod_u32(global1.b.x, 21533u)), vec3<u32>(global3[_wgslsmith_index_u32(6036u, 1u)] & global1.b.x, ~52884u, 4347u), vec3<bool>(true, true, true)).zz), mat3x2<f32>(var_1[_wgslsmith_index_u32(u_input.e.x, 4u)].yz, global1.c[_wgslsmith_index_u32(29886u, 3u)], vec2<f32>(766f, _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(global0.a, global4.a, 920f), vec3<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, global0.c[_wgslsmith_index_u32(69158u, 3u)].x, -116f))).x, _wgslsmith_div_f32(876f, 444f)))));
        (global3)[_wgslsmith_index_u32(countTrailingZeros(select(extractBits(vec3<u32>(global0.b.x, u_input.a, 4294967295u), global3[_wgslsmith_index_u32(countTrailingZeros(global1.b).x, 1u)], var_2.b.x), vec3<u32>(var_2.b.x >> (u_input.e.x % 32u), ~global0.b.x, ~4294967295u), vec4<bool>(true, true, true, true).zyw)).x + (global0.b.x + 31502u), 1u)] = ~(~40655u) >> (~min(vec4<u32>(4294967295u, global1.b.x, 4294967295u, 69248u) - u_input.e, countOneBits(u_input.e)).x % 32u);
        switch (23708i) {
            case -42006i: {
                let var_3 = Struct_1(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-188f), global0.a, _wgslsmith_f_op_f32(-1042f), 695f) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 282f, var_2.a, arg_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(4294967295u, 1u)], 1u)], 3u)].x) * var_0[_wgslsmith_index_u32(dot(vec4<u32>(1u, var_2.b.x, 562u, 0u), u_input.e), 2u)])))).x, ~global0.b, global4.c);
                var var_4 = ~(-countOneBits(select(vec4<i32>(40322i, u_input.c, 2147483647i, -733i), vec4<i32>(u_input.d.x, u_input.b, 3191i, 1i), vec4<bool>(true, true, true, true))) * vec4<i32>(u_input.c, u_input.b << (15525u % 32u), clamp(-vec4<i32>(0i, -1i, -8045i, u_input.b), ~vec4<i32>(u_input.b, u_input.c, u_input.c, u_input.b), vec4<i32>(u_input.d.x, 8285i, -1i, 2147483647i)).x, ~atomicXor(&wg_atomic_i32, 45846i)));
                return mat3x4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(var_3.b.x, 2u)]) - var_0[_wgslsmith_index_u32(~var_3.b.x, 2u)]))), vec4<f32>(arg_0[_wgslsmith_index_u32(3276u << (global4.b.x % 32u), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_0[_wgslsmith_index_u32(24836u, 3u)].x, var_0[_wgslsmith_index_u32(78117u, 2u)].x, -880f, var_1[_wgslsmith_index_u32(global1.b.x, 4u)].x))).x * var_2.c[_wgslsmith_index_u32(countLeadingZeros(insertBits(u_input.e, u_input.e, var_3.b.x, global4.b.x)).x, 3u)].x), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(global1.b.x, 2u)] + var_0[_wgslsmith_index_u32(0u, 2u)]) * vec4<f32>(-1182f, var_3.c[_wgslsmith_index_u32(24561u, 3u)].x, 1091f, arg_0[_wgslsmith_index_u32(global4.b.x, 3u)].x)), var_0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 4294967295u), 2u)])).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2.a) - global1.a)));
            }
            case -4731i: {
                var var_3 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_vec3_f32(trunc(arg_0[_wgslsmith_index_u32(~max(vec4<u32>(global0.b.x, 16631u, 1u, global4.b.x), u_input.e).x, 3u)])).x, -773f, 1020f), _wgslsmith_div_vec3_f32(var_1[_wgslsmith_index_u32(~(~u_input.e.x) & 34124u, 4u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(-542f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x))).x, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_1[_wgslsmith_index_u32(global0.b.x, 4u)].x, var_0[_wgslsmith_index_u32(global0.b.x, 2u)].x, 301f, var_1[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(u_input.e.x, 1u)], 4u)].x))).x, _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(arg_0[_wgslsmith_index_u32(26776u, 3u)].x, arg_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(32815u, 1u)], 3u)].x, var_2.a), vec3<f32>(arg_0[_wgslsmith_index_u32(86601u, 3u)].x, global4.a, var_2.a), var_0[_wgslsmith_index_u32(25137u, 2u)].yzw)).x))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(global0.b.x, 2u)].yyx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(trunc(var_0[_wgslsmith_index_u32(55796u, 2u)])).zwy + _wgslsmith_f_op_vec3_f32(saturate(var_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(u_input.a, 1u)], 2u)].wwx))))));
            }
            case i32(-2147483648): {
                (global3)[_wgslsmith_index_u32(~insertBits(clamp(u_input.e, u_input.e, vec4<u32>(1u, u_input.e.x, global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(4294967295u, 1u)], 1u)], global3[_wgslsmith_index_u32(global4.b.x, 1u)])).x & ~dot(vec4<u32>(global4.b.x, 25037u, 1u, 1u), vec4<u32>(41571u, global1.b.x, 4294967295u, u_input.a)), 4294967295u, atomicAnd(&wg_atomic_u32, u_input.a), global1.b.x), 1u)] = 1u;
                var var_3 = u_input.d.x;
            }
            case 0i: {
                (global3)[_wgslsmith_index_u32(insertBits(firstTrailingBit(global1.b), vec2<u32>(~(atomicExchange(&wg_atomic_u32, global3[_wgslsmith_index_u32(33865u, 1u)]) / 14641u), 1u), global0.b.x, ~global3[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, var_2.b.x >> (~0u % 32u), u_input.e.x).old_value, 1u)]).x, 1u)] = ~(~1u - ~atomicMin(&wg_atomic_u32, global0.b.x));
            }
            default: {
                var var_3 = countOneBits(~firstTrailingBit(vec4<i32>(~u_input.d.x, u_input.b << (var_2.b.x % 32u), u_input.d.x, sign(u_input.b))).wzx).xz;
                ((var_1)[_wgslsmith_index_u32(u_input.a, 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(4294967295u, 2u)].yww - vec3<f32>(arg_1[_wgslsmith_index_u32(18153u, 2u)].x, var_1[_wgslsmith_index_u32(4294967295u, 4u)].x, 1000f)), _wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(global1.b.x, 3u)]))).x + _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(ceil(arg_0[_wgslsmith_index_u32(global4.b.x, 3u)])))).x), -837f));
                (((global4).c)[_wgslsmith_index_u32(~global1.b.x, 3u)]).x = arg_1[_wgslsmith_index_u32(1u, 2u)].x;
                let var_4 = ~var_2.b.x;
            }
        }
        (var_2).c = global4.c;
    } else if (vec2<bool>(true, true).x) {
        var var_2 = mat4x2<f32>(global4.c[_wgslsmith_index_u32(4294967295u, 3u)], vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, var_1[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global1.b.x, 1u)], 1u)], 4u)].x, arg_1[_wgslsmith_index_u32(global4.b.x, 2u)].x) + vec3<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, global4.a))), _wgslsmith_f_op_vec4_f32(fract(var_0[_wgslsmith_index_u32(1u + global3[_wgslsmith_index_u32(1u, 1u)], 2u)])).zyy)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1237f + _wgslsmith_f_op_vec2_f32(step(global4.c[_wgslsmith_index_u32(10132u, 3u)], global0.c[_wgslsmith_index_u32(global4.b.x, 3u)])).x) - _wgslsmith_f_op_f32(-(-388f)))), _wgslsmith_f_op_vec2_f32(global4.c[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(~3851u, 1u)], 3u)] - _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(global1.c[_wgslsmith_index_u32(u_input.e.x, 3u)].x + -1125f), _wgslsmith_f_op_f32(dot(global4.c[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(u_input.e.x, 1u)], 3u)], vec2<f32>(748f, global1.c[_wgslsmith_index_u32(u_input.e.x, 3u)].x)))) * vec2<f32>(var_0[_wgslsmith_index_u32(global0.b.x, 2u)].x, global1.a))), _wgslsmith_f_op_vec2_f32(vec2<f32>(global0.a, -634f) * _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(25500u, 1u)], 2u)] - vec4<f32>(281f, 732f, var_1[_wgslsmith_index_u32(4552u, 4u)].x, -1848f)), var_0[_wgslsmith_index_u32(1u, 2u)], true)))).xy));
        (global0).a = _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(~(4294967295u >> (dot(vec4<u32>(global4.b.x, global0.b.x, global0.b.x, u_input.a), u_input.e) % 32u)), 4u)].x + global0.a);
        switch (u_input.d.x * -23800i) {
            default: {
                let var_3 = Struct_1(arg_1[_wgslsmith_index_u32(max(countLeadingZeros(~_wgslsmith_mod_vec3_u32(vec3<u32>(0u, 4294967295u, global4.b.x), u_input.e.ywz)).yz, vec2<u32>(31335u, global4.b.x << ((global4.b.x * 1u) % 32u))).x, 2u)].x, max(u_input.e, countTrailingZeros(u_input.e)).zz, mat3x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(1000f, arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, -763f), var_0[_wgslsmith_index_u32(70788u, 2u)].zzz, false)).xx), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-960f, var_1[_wgslsmith_index_u32(39295u, 4u)].x))), _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(0u, 2u)].xz), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-131f, var_0[_wgslsmith_index_u32(27199u, 2u)].x))));
                let var_4 = (((~u_input.e.zy * global0.b) | (vec2<u32>(1732u, global4.b.x) << (~u_input.e.yz % vec2<u32>(32u)))) & select(vec2<u32>(~39711u, atomicAnd(&wg_atomic_u32, global4.b.x)), var_3.b, vec2<bool>(true, true))) ^ ~reverseBits(_wgslsmith_mod_vec3_u32(u_input.e.yyz, max(vec4<u32>(global3[_wgslsmith_index_u32(global0.b.x, 1u)], global3[_wgslsmith_index_u32(46906u, 1u)], global3[_wgslsmith_index_u32(0u, 1u)], var_3.b.x), u_input.e).wwz)).yx;
                (global3)[_wgslsmith_index_u32(~(~((~var_4.x / ~72811u) ^ ~(~global3[_wgslsmith_index_u32(4294967295u, 1u)]))), 1u)] = var_3.b.x;
                var_0 = mat2x4<f32>(vec4<f32>(var_0[_wgslsmith_index_u32(clamp(~(~vec2<u32>(4294967295u, global4.b.x)), var_4 + countOneBits(vec4<u32>(106118u, 22027u, 25481u, u_input.e.x)).ww, max(u_input.e * vec4<u32>(0u, 1u, 18882u, u_input.a), max(vec4<u32>(66785u, var_4.x, 0u, 0u), u_input.e)).zz).x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1266f, var_3.a, 100f) * vec3<f32>(514f, 752f, global1.c[_wgslsmith_index_u32(4294967295u, 3u)].x)), vec3<f32>(global0.c[_wgslsmith_index_u32(1029u, 3u)].x, -800f, arg_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(0u, 1u)], 3u)].x), _wgslsmith_div_vec3_f32(vec3<f32>(-280f, var_3.c[_wgslsmith_index_u32(global0.b.x, 3u)].x, 1472f), var_1[_wgslsmith_index_u32(13107u, 4u)]))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(exp(var_0[_wgslsmith_index_u32(0u, 2u)].yzz)), _wgslsmith_f_op_vec3_f32(max(arg_0[_wgslsmith_index_u32(global0.b.x, 3u)], vec3<f32>(2354f, global0.c[_wgslsmith_index_u32(17407u, 3u)].x, var_2[_wgslsmith_index_u32(0u, 4u)].x)))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(fract(arg_0[_wgslsmith_index_u32(0u, 3u)])))).x)), _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, var_3.b.x), 2u)]));
            }
        }
    } else {
    }
    return mat3x4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(70105u, 2u)] * var_0[_wgslsmith_index_u32(global1.b.x, 2u)]), vec4<f32>(-1427f, global1.c[_wgslsmith_index_u32(0u, 3u)].x, var_1[_wgslsmith_index_u32(0u, 4u)].x, -637f)))))), var_0[_wgslsmith_index_u32(~global0.b.x, 2u)], _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(~(~(~global1.b.x)), 2u)]));
}

fn func_4(arg_0: mat3x4<f32>, arg_1: vec4<u32>, arg_2: vec3<f32>, arg_3: vec2<u32>) -> mat3x2<f32> {
    (global0).a = _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_div_vec2_f32(vec2<f32>(global4.a, 912f), arg_2.yz), global0.c[_wgslsmith_index_u32(global1.b.x * arg_3.x, 3u)], _wgslsmith_f_op_vec2_f32(-arg_2.yy))))).x, -2669f) * 1577f);
    return global4.c;
}

fn func_3(arg_0: vec2<f32>, arg_1: mat2x3<f32>, arg_2: vec4<u32>) -> vec3<u32> {
    switch (-abs(vec2<i32>(-atomicExchange(&wg_atomic_i32, 4019i), ~(-1i))).x) {
        case 0i: {
            var var_0 = func_4(func_5(mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_1[_wgslsmith_index_u32(global1.b.x, 2u)].x, -328f, global1.c[_wgslsmith_index_u32(arg_2.x, 3u)].x, -478f))).x, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-315f, global0.c[_wgslsmith_index_u32(1u, 3u)].x, -1112f, global4.a))).x, _wgslsmith_f_op_f32(-(-772f))), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1f, 1f, 1f, 1f))).wyy, arg_1[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(~(~23810u), 1u)], 2u)]), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(exp2(arg_1[_wgslsmith_index_u32(select(vec3<u32>(u_input.e.x, 1u, 1u), arg_2.ywz, vec3<bool>(false, true, false)).x, 2u)].zz)), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1207f, -232f, arg_1[_wgslsmith_index_u32(21569u, 2u)].x, arg_1[_wgslsmith_index_u32(global0.b.x, 2u)].x))).yy, arg_1[_wgslsmith_index_u32(~u_input.e.x, 2u)].xz, true)))), vec4<u32>(global4.b.x, global1.b.x, firstTrailingBit(~vec2<u32>(global0.b.x, arg_2.x)).x, firstLeadingBit(~vec2<u32>(global0.b.x, arg_2.x)).x) & (arg_2 >> (arg_2 % vec4<u32>(32u))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1252f, 694f, arg_0.x, global4.a) - vec4<f32>(-902f, global1.a, global0.a, 1774f))))).xzx * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, 1113f, 451f, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(global0.b.x, 2u)].x, -2179f, arg_0.x, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x)))).zzx - arg_1[_wgslsmith_index_u32(clamp(~4294967295u, atomicAdd(&wg_atomic_u32, arg_2.x), 73925u), 2u)])), countLeadingZeros(vec2<u32>(33323u - 69901u, ~4294967295u) & insertBits(select(vec3<u32>(global0.b.x, 0u, global0.b.x), u_input.e.xxw, true), min(vec4<u32>(31322u, global1.b.x, 55386u, arg_2.x), u_input.e).zyz, firstLeadingBit(18904u), arg_2.x + 4294967295u).xx));
            global3 = array<u32, 1>();
            let var_1 = mat4x4<f32>(vec4<f32>(arg_0.x, global4.a, _wgslsmith_f_op_f32(-global1.c[_wgslsmith_index_u32(~(global0.b.x << (4294967295u % 32u)), 3u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(1500f, -1000f, -1605f))).x), func_4(mat3x4<f32>(vec4<f32>(-245f, global1.c[_wgslsmith_index_u32(57395u, 3u)].x, arg_1[_wgslsmith_index_u32(arg_2.x, 2u)].x, global4.c[_wgslsmith_index_u32(global4.b.x, 3u)].x), vec4<f32>(arg_0.x, arg_1[_wgslsmith_index_u32(8279u, 2u)].x, global4.a, 1549f), vec4<f32>(global1.a, 597f, -558f, -1505f)), reverseBits(u_input.e), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global4.c[_wgslsmith_index_u32(arg_2.x, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1[_wgslsmith_index_u32(arg_2.x, 2u)].x)), global0.b >> (global1.b % vec2<u32>(32u)))[_wgslsmith_index_u32(global1.b.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1232f, global4.c[_wgslsmith_index_u32(global4.b.x, 3u)].x, 515f, var_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(11305u, 1u)], 3u)].x)) - _wgslsmith_div_vec4_f32(vec4<f32>(-1327f, 585f, -114f, -1138f), vec4<f32>(534f, 1579f, arg_1[_wgslsmith_index_u32(global1.b.x, 2u)].x, global0.c[_wgslsmith_index_u32(1u, 3u)].x)))))), vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(-638f, -813f, global4.c[_wgslsmith_index_u32(global4.b.x, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x) * vec4<f32>(-761f, 919f, -309f, -326f)))).x, 595f), -1222f, 1337f, -394f), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_f32(dot(vec4<f32>(arg_0.x, global1.c[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global1.b.x, 1u)], 3u)].x, 1058f, global1.c[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-524f, arg_0.x, arg_0.x, global4.c[_wgslsmith_index_u32(global4.b.x, 3u)].x)))), _wgslsmith_f_op_f32(global1.c[_wgslsmith_index_u32(4294967295u & arg_2.x, 3u)].x + _wgslsmith_f_op_f32(365f + arg_1[_wgslsmith_index_u32(global1.b.x, 2u)].x)), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x + global4.a))), 551f))));
        }
        default: {
            var var_0 = Struct_1(_wgslsmith_f_op_f32(-571f), vec2<u32>(1u & ~global4.b.x, global1.b.x), mat3x2<f32>(global4.c[_wgslsmith_index_u32(48595u + countOneBits(vec3<u32>(u_input.a, global3[_wgslsmith_index_u32(28545u, 1u)], global4.b.x)).x, 3u)], _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(arg_0.x, global4.c[_wgslsmith_index_u32(global0.b.x, 3u)].x), arg_0) - _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1923f, 1310f, -2555f, arg_1[_wgslsmith_index_u32(1u, 2u)].x))))).xy), vec2<f32>(_wgslsmith_f_op_vec3_f32(step(arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(7794u, 30876u), 2u)], arg_1[_wgslsmith_index_u32(37840u, 2u)])).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(901f, arg_1[_wgslsmith_index_u32(arg_2.x, 2u)].x)))));
            (((global1).c)[_wgslsmith_index_u32(45464u, 3u)]).x = global4.c[_wgslsmith_index_u32(arg_2.x, 3u)].x;
            let var_1 = Struct_1(var_0.c[_wgslsmith_index_u32(~21065u, 3u)].x, firstTrailingBit(~arg_2).ww << (~arg_2.zz % vec2<u32>(32u)), global4.c);
        }
    }
    loop {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        return vec3<u32>(global1.b.x, ~(~global1.b.x) + firstLeadingBit(~u_input.e.x), u_input.a) >> (~(~u_input.e.zyz) % vec3<u32>(32u));
    }
    for (var var_0 = -33900i; var_0 <= 2147483647i; ) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        let var_1 = ((~(u_input.e.wxx ^ vec3<u32>(11628u, global0.b.x, 4294967295u)) ^ (~arg_2.ywx ^ vec3<u32>(0u, 4294967295u, global1.b.x))) >> (vec3<u32>(3694u, clamp(~1u, 4294967295u, ~global4.b.x), global4.b.x) % vec3<u32>(32u))) * vec3<u32>(arg_2.x, ~global0.b.x, u_input.e.x & 4294967295u);
        let var_2 = global2[_wgslsmith_index_u32(~(~1u / ~0u), 4u)];
        let var_3 = mat3x2<f32>(vec2<f32>(407f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-1431f * arg_0.x), _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(-(-1000f)))))), global0.c[_wgslsmith_index_u32(~(~global1.b.x & var_1.x), 3u)], vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(arg_1[_wgslsmith_index_u32(global0.b.x, 2u)].x, global0.a))).x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1036f, arg_0.x, global1.c[_wgslsmith_index_u32(var_1.x, 3u)].x, 737f))))).x * arg_0.x)));
    }
    let var_0 = mat3x3<f32>(arg_1[_wgslsmith_index_u32(arg_2.x, 2u)], vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1513f) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global4.a) + _wgslsmith_f_op_f32(-(-139f)))), global0.a, 487f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-905f, -643f, 1185f, global1.c[_wgslsmith_index_u32(495u, 3u)].x), vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, 1577f, -1122f, 642f))))).zwx));
    var var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(536f + global4.c[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 70259u), 3u)].x));
    return clamp(~vec4<u32>(min(arg_2.xzz, u_input.e.xyx).x, 4294967295u, global4.b.x, (global4.b.x & global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(arg_2.x, 1u)], 1u)]) - global4.b.x), reverseBits(u_input.e), vec4<u32>(global3[_wgslsmith_index_u32(17042u, 1u)], global4.b.x, 16241u, min(abs(global0.b ^ vec2<u32>(0u, 10820u)).x, global0.b.x))).zzz;
}

fn func_2(arg_0: vec4<bool>) -> vec3<bool> {
    while (global0.b.x != max(u_input.e, u_input.e).x) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        while (true) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            break;
        }
    }
    var var_0 = _wgslsmith_mod_vec3_u32(~(~(~func_3(vec2<f32>(399f, -995f), mat2x3<f32>(vec3<f32>(-1734f, 1502f, -948f), vec3<f32>(1228f, global0.c[_wgslsmith_index_u32(4294967295u, 3u)].x, global1.c[_wgslsmith_index_u32(global0.b.x, 3u)].x)), u_input.e))), countLeadingZeros(u_input.e.xwy));
    loop {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        var var_1 = Struct_1(1949f, clamp(select(~u_input.e, u_input.e, vec4<bool>(arg_0.x, arg_0.x, arg_0.x, arg_0.x)) * (u_input.e >> (firstTrailingBit(u_input.e) % vec4<u32>(32u))), u_input.e << (vec4<u32>(0u, var_0.x, ~var_0.x, reverseBits(1u)) % vec4<u32>(32u)), u_input.e).wy, global1.c);
        return vec3<bool>(select(select(select(vec4<bool>(true, true, true, arg_0.x), !arg_0, arg_0), !vec4<bool>(arg_0.x, true, false, true), arg_0.x).zyz, !arg_0.zyy, true).x, any(arg_0), any(vec4<bool>(true, true, true, true)));
    }
    (global3)[_wgslsmith_index_u32(_wgslsmith_mod_u32((atomicMax(&wg_atomic_u32, _wgslsmith_mod_u32(5507u, var_0.x)) & abs(select(u_input.e.yxz, vec3<u32>(20289u, 39587u, 4294967295u), true)).x) & 92615u, global3[_wgslsmith_index_u32(70539u, 1u)]), 1u)] = countTrailingZeros(select(~u_input.e.wy, vec2<u32>(atomicAdd(&wg_atomic_u32, 23163u), _wgslsmith_mod_u32(4294967295u, global0.b.x)), select(select(arg_0.wzy, arg_0.zxz, vec3<bool>(false, false, false)).yy, arg_0.xz, arg_0.x))).x * select(~(~(~u_input.e.zzy)), vec3<u32>((global3[_wgslsmith_index_u32(global4.b.x, 1u)] * global4.b.x) ^ 1u, ~var_0.x, 4294967295u), arg_0.x).x;
    (global0).b = vec2<u32>(u_input.a / _wgslsmith_mod_u32(1u + 21482u, global4.b.x / 42140u), (global0.b.x << (var_0.x % 32u)) ^ (~(~5454u) / u_input.a));
    return arg_0.xzz;
}

fn func_1(arg_0: vec2<bool>, arg_1: vec2<f32>, arg_2: mat2x4<f32>, arg_3: vec4<bool>) -> Struct_1 {
    if (!(!arg_0.x)) {
        switch (firstTrailingBit(vec3<i32>(-10794i + u_input.c, u_input.b, firstLeadingBit(vec3<i32>(u_input.d.x, 2147483647i, 51013i)).x)).x & -24456i) {
            case -31496i: {
                ((global4).c)[_wgslsmith_index_u32(min(insertBits(u_input.e.yyy, ~(~u_input.e.xzx), ~reverseBits(u_input.e.yy).x, countTrailingZeros(vec2<u32>(4294967295u, 1u)).x), vec3<u32>(~4294967295u, extractBits(select(vec3<u32>(4294967295u, global1.b.x, global0.b.x), vec3<u32>(25127u, 1u, global3[_wgslsmith_index_u32(55314u, 1u)]), arg_0.x).x, ~1u, countLeadingZeros(global1.b.x)), ~firstLeadingBit(global4.b.x))).x & global3[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 1u)], 3u)] = _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_2[_wgslsmith_index_u32(~global3[_wgslsmith_index_u32(~u_input.a, 1u)] ^ 6858u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(abs(global1.c[_wgslsmith_index_u32(25619u, 3u)].x)))) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_2[_wgslsmith_index_u32(99368u, 2u)].x, arg_2[_wgslsmith_index_u32(global4.b.x, 2u)].x)));
                var var_0 = vec3<i32>(u_input.d.x, u_input.b, -(-14459i));
            }
            default: {
            }
        }
        if (arg_0.x) {
            (global4).c = global1.c;
            let var_0 = Struct_1(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(step(global1.c[_wgslsmith_index_u32(0u, 3u)], vec2<f32>(-1386f, global0.c[_wgslsmith_index_u32(global4.b.x, 3u)].x))) - _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1000f, global1.a, global4.c[_wgslsmith_index_u32(79577u, 3u)].x), arg_2[_wgslsmith_index_u32(4294967295u, 2u)].xzx, false)).xy), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_1.x, -438f) + global1.c[_wgslsmith_index_u32(10056u, 3u)]))))).x, vec2<u32>(reverseBits(firstLeadingBit(vec4<u32>(global3[_wgslsmith_index_u32(global0.b.x, 1u)], 1u, global0.b.x, global1.b.x))).x, select(vec4<u32>(u_input.e.x, 24557u, 0u, u_input.e.x), vec4<u32>(0u, global4.b.x, global1.b.x, 7424u) & vec4<u32>(global1.b.x, u_input.e.x, 0u, global3[_wgslsmith_index_u32(u_input.e.x, 1u)]), true).x) >> (global4.b % vec2<u32>(32u)), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_1 * vec2<f32>(-567f, arg_2[_wgslsmith_index_u32(global4.b.x, 2u)].x)) - vec2<f32>(417f, global0.a)), _wgslsmith_f_op_vec2_f32(vec2<f32>(global0.a, -1286f) + _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_2[_wgslsmith_index_u32(43290u, 2u)].x, -1270f) + global0.c[_wgslsmith_index_u32(17514u, 3u)])))), global0.c[_wgslsmith_index_u32(u_input.e.x ^ global1.b.x, 3u)], vec2<f32>(_wgslsmith_f_op_f32(max(1000f, _wgslsmith_f_op_vec4_f32(saturate(arg_2[_wgslsmith_index_u32(global1.b.x, 2u)])).x)), global4.a)));
            (global4).b = vec2<u32>(65106u, extractBits(countOneBits(countTrailingZeros(vec3<u32>(global1.b.x, u_input.e.x, 1u)).zx), firstLeadingBit(~global0.b.x) / (firstLeadingBit(vec3<u32>(global3[_wgslsmith_index_u32(global0.b.x, 1u)], global1.b.x, 0u)).x - ~65157u), firstLeadingBit(vec4<u32>(18593u, global4.b.x, var_0.b.x, 21432u + global1.b.x)).x).x);
            var var_1 = _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(873f - _wgslsmith_f_op_vec2_f32(sign(var_0.c[_wgslsmith_index_u32(0u, 3u)])).x) - 737f), 805f, arg_1.x, _wgslsmith_f_op_f32(-global1.c[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_2[_wgslsmith_index_u32(var_0.b.x, 2u)])));
            let var_2 = var_0;
        } else {
            var var_0 = Struct_1(_wgslsmith_f_op_f32(abs(-189f)), min(u_input.e.wyx, reverseBits(_wgslsmith_mod_vec4_u32(u_input.e, u_input.e)).yzy).xx - (countOneBits(u_input.e.xwx).zx | ~global4.b), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_2[_wgslsmith_index_u32(global1.b.x, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.a, 2u)].x, global1.a))).x), _wgslsmith_f_op_f32(-vec3<f32>(1f, 1f, 1f).x)), vec2<f32>(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec4_f32(ceil(arg_2[_wgslsmith_index_u32(4294967295u, 2u)])).wx)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.c[_wgslsmith_index_u32(global4.b.x, 3u)].x))), vec3<f32>(1f, 1f, 1f).yy));
            (var_0).b = vec2<u32>(atomicMax(&wg_atomic_u32, 11941u) ^ 4294967295u, u_input.e.x);
        }
    } else {
        var var_0 = u_input.d.x;
        (global3)[_wgslsmith_index_u32(~0u, 1u)] = _wgslsmith_mod_u32(4294967295u, 53480u);
    }
    (global4).a = _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec4_f32(abs(func_5(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global4.a, 664f, global0.a)), arg_2[_wgslsmith_index_u32(2061u, 2u)].wyx, _wgslsmith_f_op_vec3_f32(arg_2[_wgslsmith_index_u32(global1.b.x, 2u)].xxy - vec3<f32>(global0.a, arg_2[_wgslsmith_index_u32(36435u, 2u)].x, -304f))), global2[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 4u)])[_wgslsmith_index_u32(~(66284u & _wgslsmith_mod_u32(u_input.e.x, global3[_wgslsmith_index_u32(12852u, 1u)])), 3u)])).zy)).x;
    if (false) {
        let var_0 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-global0.c[_wgslsmith_index_u32(~countLeadingZeros(vec4<u32>(global1.b.x, 4294967295u, 4294967295u, global4.b.x)).x, 3u)].x), -797f, global1.a), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_2[_wgslsmith_index_u32(49242u, 2u)])), vec4<f32>(global0.c[_wgslsmith_index_u32(~59123u, 3u)].x, 188f, -1090f, _wgslsmith_f_op_f32(global1.a * 696f)))).yyw + vec3<f32>(_wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(arg_1.x - global4.a))), _wgslsmith_f_op_f32(-global4.c[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(trunc(-440f)) * _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(arg_2[_wgslsmith_index_u32(global0.b.x, 2u)].x, -1240f, 591f))).x))), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, 1423f))).x, _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global4.a, 1020f, global1.c[_wgslsmith_index_u32(0u, 3u)].x, 255f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global4.c[_wgslsmith_index_u32(22657u, 3u)].x, -1613f, global1.a, -1558f), arg_2[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(18349u, 1u)], 1u)], 2u)])).x)), arg_2[_wgslsmith_index_u32(~(12870u >> (extractBits(u_input.e.x, 7364u, u_input.e.x) % 32u)), 2u)].zxy), vec3<f32>(201f, global4.a, _wgslsmith_f_op_f32(-2757f)));
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            continue;
        }
        global2 = array<mat2x2<f32>, 4>();
        while (select(vec3<bool>(true, arg_3.x, 198f > arg_1.x), select(arg_3.wzy, select(!vec4<bool>(false, arg_0.x, arg_0.x, arg_0.x), vec4<bool>(arg_3.x, true, true, arg_3.x), select(vec4<bool>(arg_0.x, true, arg_3.x, arg_0.x), vec4<bool>(arg_0.x, arg_3.x, false, arg_3.x), vec4<bool>(arg_3.x, true, false, arg_0.x))).xzy, select(select(vec4<bool>(arg_0.x, false, arg_0.x, arg_0.x), arg_3, false), arg_3, select(arg_3, arg_3, vec4<bool>(arg_0.x, false, false, true))).x), arg_0.x).x & arg_0.x) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            let var_1 = u_input.b;
            let var_2 = Struct_1(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(ceil(arg_2[_wgslsmith_index_u32(1u, 2u)])))).x, global0.b << (select(u_input.e, u_input.e * vec4<u32>(0u, global3[_wgslsmith_index_u32(global0.b.x, 1u)], global4.b.x, 4294967295u), true).xy % vec2<u32>(32u)), func_4(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(arg_2[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global4.b.x << (1u % 32u), 1u)], 2u)] + arg_2[_wgslsmith_index_u32(73091u, 2u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-195f, arg_2[_wgslsmith_index_u32(1u, 2u)].x, -1091f, var_0[_wgslsmith_index_u32(global4.b.x, 4u)].x)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global4.c[_wgslsmith_index_u32(30631u, 3u)].x, global0.a, arg_1.x, var_0[_wgslsmith_index_u32(1u, 4u)].x) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(global4.c[_wgslsmith_index_u32(1u, 3u)].x, 612f, global4.c[_wgslsmith_index_u32(1u, 3u)].x, global4.c[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(31528u, 1u)], 3u)].x)))), vec4<u32>(~(~4294967295u), ~(~32914u), 0u - _wgslsmith_mod_u32(global4.b.x, 1u), 1u), _wgslsmith_f_op_vec3_f32(trunc(var_0[_wgslsmith_index_u32(select(45444u, 24981u, true), 4u)])), u_input.e.zw));
            (global1).b = vec2<u32>(33349u, global0.b.x) * vec2<u32>(1u, global1.b.x);
        }
    } else if ((u_input.b & _wgslsmith_mod_i32(atomicAnd(&wg_atomic_i32, u_input.d.x), 34699i)) == (abs(clamp(vec4<i32>(u_input.d.x, u_input.d.x, u_input.d.x, 1i), vec4<i32>(u_input.d.x, -11795i, 59204i, u_input.d.x) & vec4<i32>(-486i, -1i, u_input.d.x, -2467i), vec4<i32>(-240i, -41904i, 12105i, 2147483647i)).xwy).x * u_input.d.x)) {
        var var_0 = Struct_1(_wgslsmith_f_op_f32(-388f - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.c[_wgslsmith_index_u32(8301u, 3u)].x - -330f))), ~global4.b, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1.x, 425f)), global4.c[_wgslsmith_index_u32(~global1.b.x, 3u)], vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(-917f, -1397f) * _wgslsmith_f_op_f32(1249f - global0.c[_wgslsmith_index_u32(25609u, 3u)].x)), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-arg_2[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global4.b.x, 1u)], 2u)]))).x)));
    } else {
        while (true) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            let var_0 = global3[_wgslsmith_index_u32(~1545u, 1u)] ^ 68784u;
            let var_1 = arg_2;
            continue;
        }
        let var_0 = func_4(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec4_f32(fract(arg_2[_wgslsmith_index_u32(1u, 2u)])).x, _wgslsmith_f_op_vec4_f32(select(arg_2[_wgslsmith_index_u32(27835u, 2u)], arg_2[_wgslsmith_index_u32(0u, 2u)], vec4<bool>(true, arg_0.x, false, arg_3.x))).x, -306f, _wgslsmith_f_op_f32(dot(arg_2[_wgslsmith_index_u32(81981u, 2u)].yxz, vec3<f32>(467f, global1.c[_wgslsmith_index_u32(1u, 3u)].x, -931f))))), vec4<f32>(arg_2[_wgslsmith_index_u32(global1.b.x, 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(step(arg_2[_wgslsmith_index_u32(0u, 2u)], arg_2[_wgslsmith_index_u32(1u, 2u)])).x, 1000f), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(arg_2[_wgslsmith_index_u32(1u, 2u)].x, global1.a, 221f))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1301f - -676f) * _wgslsmith_f_op_f32(-(-1267f)))), arg_2[_wgslsmith_index_u32(1u, 2u)]), (u_input.e + vec4<u32>(firstLeadingBit(vec4<u32>(0u, 4294967295u, 22421u, 36028u)).x, clamp(0u, 37502u, global3[_wgslsmith_index_u32(global4.b.x, 1u)]), ~4294967295u, 1u >> (global4.b.x % 32u))) * ~u_input.e, arg_2[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, abs((u_input.e - vec4<u32>(36663u, global1.b.x, 32279u, 1u)) + max(vec4<u32>(u_input.e.x, 4294967295u, 30105u, 101185u), vec4<u32>(u_input.e.x, global4.b.x, global4.b.x, u_input.a))).x), 2u)].yzz, ~(~(vec2<u32>(global3[_wgslsmith_index_u32(157u, 1u)], 1u) ^ vec2<u32>(global0.b.x, global0.b.x))) / ~(~global4.b - vec2<u32>(4294967295u, 1u)));
    }
    let var_0 = _wgslsmith_f_op_vec4_f32(arg_2[_wgslsmith_index_u32(23877u, 2u)] - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_2[_wgslsmith_index_u32(abs(u_input.e).x, 2u)]) - _wgslsmith_f_op_vec4_f32(trunc(arg_2[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 4294967295u - 62487u), 2u)]))));
    global2 = array<mat2x2<f32>, 4>();
    return Struct_1(arg_2[_wgslsmith_index_u32(~select(vec3<u32>(31321u, 121078u, 0u), vec3<u32>(global1.b.x, u_input.a, 0u), select(vec3<bool>(arg_0.x, arg_3.x, arg_3.x), arg_3.wyw, arg_3.xzy)).x / reverseBits(4294967295u), 2u)].x, global1.b, func_4(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(var_0))), var_0, _wgslsmith_f_op_vec4_f32(var_0 + _wgslsmith_div_vec4_f32(vec4<f32>(-714f, global1.a, var_0.x, global1.c[_wgslsmith_index_u32(global0.b.x, 3u)].x), var_0))), u_input.e, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-720f, global4.c[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -1162f)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0.zww), _wgslsmith_f_op_vec3_f32(-var_0.yzz)), arg_2[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(~global3[_wgslsmith_index_u32(global4.b.x, 1u)] >> ((global1.b.x | global4.b.x) % 32u), 1u)], 2u)].ywx)), vec2<u32>(atomicMax(&wg_atomic_u32, clamp(vec4<u32>(global3[_wgslsmith_index_u32(global0.b.x, 1u)], u_input.a, global0.b.x, 123228u), u_input.e, vec4<u32>(25938u, 0u, u_input.e.x, u_input.a)).x), global0.b.x)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    var var_0 = mat2x4<f32>(vec4<f32>(1583f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global0.c[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(global3[_wgslsmith_index_u32(1u, 1u)], 0u, builtin_local_invocation_index, 2542u)).x, 3u)].x, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(670f, 1187f, -290f), vec3<f32>(global4.c[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -652f, global1.c[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(9450u, 1u)], 1u)], 3u)].x))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-global1.c[_wgslsmith_index_u32(19733u, 3u)]), vec2<f32>(global0.c[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, global1.c[_wgslsmith_index_u32(8908u, 3u)].x))).x), global1.c[_wgslsmith_index_u32(firstLeadingBit(1u - countTrailingZeros(vec4<u32>(builtin_local_invocation_id.x, 45654u, builtin_local_invocation_id.x, u_input.e.x)).x), 3u)].x), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_div_f32(global0.a, global4.c[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x), -285f, global0.a, _wgslsmith_f_op_f32(-global0.c[_wgslsmith_index_u32(7055u, 3u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.c[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 1u)], 1u)], 3u)].x, 733f, global4.a, global0.a) * vec4<f32>(global4.a, 396f, 561f, global4.a)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-117f, 618f, global0.c[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, global0.a))), vec4<bool>(true, true, true, true))))));
    loop {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        switch (-(-3058i) - u_input.c) {
            case 24977i: {
            }
            case 0i: {
                var var_1 = func_1(select(select(select(func_2(vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true).zwy, vec3<bool>(true, true, true)), vec4<bool>(true, true, true, true).yyw, true), !func_2(vec4<bool>(true, true, true, true)), vec3<bool>(true, true, true)).zx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(30697u, 2u)].x * global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x), 366f) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(global1.a, 625f) - global4.c[_wgslsmith_index_u32(0u, 3u)]) - _wgslsmith_div_vec2_f32(vec2<f32>(global0.a, -1414f), global0.c[_wgslsmith_index_u32(4294967295u, 3u)]))) + _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_div_f32(global4.c[_wgslsmith_index_u32(global0.b.x, 3u)].x, var_0[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(global0.a * global4.a), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(307f, -829f, 714f, global0.a))).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global4.c[_wgslsmith_index_u32(global4.b.x, 3u)].x, 1429f, global0.a) - var_0[_wgslsmith_index_u32(1u, 2u)].xyx) - vec3<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, 1000f, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x)), true)).xz), mat2x4<f32>(func_5(mat3x3<f32>(_wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(21471u, 2u)], var_0[_wgslsmith_index_u32(4294967295u, 2u)], vec4<bool>(true, true, false, false))).zxy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.a, global0.a, -218f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1014f, var_0[_wgslsmith_index_u32(0u, 2u)].x, 246f))), mat2x2<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(951f, global1.a, global0.a, -1483f))).xx, _wgslsmith_f_op_vec2_f32(-global4.c[_wgslsmith_index_u32(global0.b.x, 3u)])))[_wgslsmith_index_u32(select(vec2<u32>(1u, firstTrailingBit(u_input.e).x), global1.b, vec2<bool>(true, true)).x, 3u)], vec4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1541f, -991f, 617f, -580f), _wgslsmith_f_op_vec4_f32(vec4<f32>(global1.c[_wgslsmith_index_u32(1u, 3u)].x, 438f, var_0[_wgslsmith_index_u32(13321u, 2u)].x, global1.a) - vec4<f32>(-517f, 1000f, global0.c[_wgslsmith_index_u32(7368u, 3u)].x, -240f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(542f + global0.c[_wgslsmith_index_u32(u_input.e.x, 3u)].x)), -1125f, _wgslsmith_f_op_vec4_f32(step(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x * builtin_global_invocation_id.x, 2u)], _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(u_input.a, 2u)]))).x)), vec4<bool>(!(builtin_global_invocation_id.x == builtin_workgroup_id.x) && atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, u_input.c).exchanged, true, true, false));
                break;
            }
            case -24776i: {
                let var_1 = -vec4<i32>(u_input.d.x, extractBits(vec4<i32>(~0i, u_input.c, u_input.b, countLeadingZeros(vec2<i32>(2147483647i, u_input.b)).x), 1u, abs(firstTrailingBit(vec2<u32>(4294967295u, global1.b.x))).x).x, clamp(sign(~vec4<i32>(0i, 2147483647i, 1i, -1i)), sign(~vec4<i32>(u_input.d.x, u_input.c, u_input.d.x, -52602i)), ~firstLeadingBit(vec4<i32>(12686i, 9601i, 1i, -31821i))).x, 4185i);
                continue;
            }
            default: {
                break;
            }
        }
    }
    let var_1 = 1356f;
    (global3)[_wgslsmith_index_u32(~(~48640u) >> (atomicAdd(&wg_atomic_u32, builtin_local_invocation_index) % 32u), 1u)] = 0u;
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        let var_2 = Struct_1(var_0[_wgslsmith_index_u32(global1.b.x, 2u)].x, vec2<u32>(21096u, abs(~builtin_local_invocation_id.x & ~builtin_global_invocation_id.x)), func_1(vec2<bool>(true, true), _wgslsmith_f_op_vec2_f32(-global1.c[_wgslsmith_index_u32(24119u, 3u)]), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-1826f), var_0[_wgslsmith_index_u32(~global4.b.x, 2u)].x, _wgslsmith_f_op_f32(-1196f), _wgslsmith_f_op_f32(391f * var_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(builtin_local_invocation_index, 1u)], 2u)].x)), var_0[_wgslsmith_index_u32(~builtin_num_workgroups.x, 2u)]), vec4<bool>(true, true, true, true)).c);
        continue;
    }
    while (true) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        switch (dot(u_input.d.zz, -(~vec2<i32>(abs(u_input.d.yy).x, 19246i + u_input.d.x)))) {
            case 61965i: {
                let var_2 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global4.a, global0.a, 1000f, var_1), var_0[_wgslsmith_index_u32(global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 1u)], 2u)])).x, global0.c[_wgslsmith_index_u32(builtin_num_workgroups.x | 36477u, 3u)].x, global0.c[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(1u, 50619u, 5174u)).x, 3u)].x) + vec3<f32>(_wgslsmith_f_op_f32(global1.c[_wgslsmith_index_u32(16400u, 3u)].x * -1000f), _wgslsmith_f_op_f32(-global0.c[_wgslsmith_index_u32(global4.b.x, 3u)].x), -534f)) - _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_div_f32(-2268f, var_1), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 2u)].x), var_1) - vec3<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x + -665f), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_1, -246f, -546f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 2u)].x)))));
                global3 = array<u32, 1>();
                break;
            }
            case 0i: {
                var var_2 = !vec2<bool>(true, atomicSub(&wg_atomic_i32, 50822i) != u_input.d.x);
                var var_3 = _wgslsmith_mod_vec2_u32(~vec2<u32>(~global0.b.x, ~(~78055u)), builtin_local_invocation_id.yz);
                var var_4 = mat4x2<f32>(vec2<f32>(global0.a, 638f), _wgslsmith_f_op_vec2_f32(global4.c[_wgslsmith_index_u32(89910u, 3u)] + vec2<f32>(global0.a, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global1.c[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, var_0[_wgslsmith_index_u32(23471u, 2u)].x, 1463f, global1.a), var_0[_wgslsmith_index_u32(22491u, 2u)], _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(34685u, 2u)] + vec4<f32>(-765f, -1000f, -1024f, 318f)))).x)), global1.c[_wgslsmith_index_u32(~firstTrailingBit(min(vec4<u32>(42296u, builtin_local_invocation_index, 502u, 17284u), vec4<u32>(global3[_wgslsmith_index_u32(1u, 1u)], 83648u, global4.b.x, 112609u))).x << (~4294967295u % 32u), 3u)], _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.a * var_1)), global4.a)));
            }
            default: {
                continue;
            }
        }
    }
    let x = u_input.a;
    s_output = StorageBuffer(func_1(vec4<bool>(true, true, true, true).xy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(global1.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global0.a, var_1))).zx), mat2x4<f32>(vec4<f32>(global1.a, _wgslsmith_div_f32(global4.a, global1.c[_wgslsmith_index_u32(49047u, 3u)].x), -1290f, _wgslsmith_f_op_f32(-(-1056f))), vec4<f32>(_wgslsmith_f_op_f32(-(-188f)), global4.a, 545f, _wgslsmith_f_op_f32(-1000f))), select(vec4<bool>(true, false, false, true), vec4<bool>(true, true, true, true), !(u_input.d.x <= u_input.d.x))).c, func_1(vec2<bool>(true, true), global1.c[_wgslsmith_index_u32(firstLeadingBit(builtin_local_invocation_id.x), 3u)], mat2x4<f32>(var_0[_wgslsmith_index_u32(~dot(vec3<u32>(global0.b.x, builtin_global_invocation_id.x, 57504u), builtin_num_workgroups), 2u)], _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(516f, global4.a, -705f, -159f)))), select(vec4<bool>(vec2<bool>(true, true).x, true, false, false), select(vec4<bool>(true, false, true, false), vec4<bool>(true, false, true, true), u_input.b <= 0i), -1024f == _wgslsmith_f_op_vec4_f32(min(var_0[_wgslsmith_index_u32(4218u, 2u)], vec4<f32>(1471f, global4.a, var_0[_wgslsmith_index_u32(15240u, 2u)].x, -761f))).x)).b.x, vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-468f)), _wgslsmith_f_op_f32(901f * -536f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1595f) - _wgslsmith_f_op_f32(-943f * -677f)) + _wgslsmith_f_op_f32(global0.a + 2532f)), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a, global4.a, -1077f, -684f)))).x));
}

