// {"0:0":[36,94,24,163,124,45,78,49,104,241,26,44,248,202,107,36,8,143,163,250,15,226,128,115,234,64,141,35,205,140,63,15,132,226,84,26,58,58,147,165,242,39,0,118,143,214,30,182]}
// Seed: 10

struct Struct_1 {
    @align(64)
    @size(60)
    a: mat3x4<f32>,
}

struct Struct_2 {
    @size(4)
    a: bool,
    @align(32)
    @size(20)
    b: vec4<u32>,
    c: vec4<u32>,
    @align(4)
    d: f32,
}

struct Struct_3 {
    @size(4)
    a: u32,
    b: mat3x3<f32>,
    @size(100)
    c: Struct_2,
    @align(16)
    @size(20)
    d: mat2x2<f32>,
    @align(32)
    e: Struct_2,
}

struct Struct_4 {
    a: f32,
}

struct UniformBuffer {
    @size(24)
    a: vec4<u32>,
    b: vec2<i32>,
    @align(4)
    @size(4)
    c: i32,
    @size(8)
    d: u32,
}

struct StorageBuffer {
    @align(8)
    @size(20)
    a: i32,
    b: u32,
    @align(16)
    c: vec4<u32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<vec3<i32>, 14>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 17>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn func_5(arg_0: mat3x2<f32>, arg_1: Struct_4, arg_2: Struct_2, arg_3: vec2<f32>) -> vec2<i32> {
    let var_0 = _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-(-468f)), 1543f, _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1650f, arg_2.d))))).x), vec3<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-vec2<f32>(596f, -351f)))).x, 114f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(trunc(-1624f)) - _wgslsmith_f_op_f32(-arg_2.d))));
    let var_1 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(_wgslsmith_f_op_f32(-269f), _wgslsmith_f_op_f32(114f - arg_1.a), _wgslsmith_f_op_f32(-797f)), _wgslsmith_div_vec3_f32(var_0, _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_3.x, 213f, 177f) * var_0)))).xx, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.d, 3u)].x + 637f)), arg_3.x))) * vec2<f32>(_wgslsmith_f_op_f32(-(-1015f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(vec3<f32>(-271f, arg_3.x, 654f) * var_0), var_0)))));
    let var_2 = arg_1;
    let var_3 = Struct_3(countTrailingZeros(vec3<u32>((arg_2.b.x * 9332u) * (arg_2.b.x << (1u % 32u)), u_input.a.x, ~insertBits(38690u, u_input.d, arg_2.c.x, 2736u))).x, mat3x3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_div_f32(arg_2.d, var_2.a), arg_0[_wgslsmith_index_u32(arg_2.b.x, 3u)].x, -496f, -453f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_3.x, 1075f, -1580f, arg_0[_wgslsmith_index_u32(arg_2.b.x, 3u)].x)))), false)).wzx, _wgslsmith_div_vec3_f32(vec3<f32>(var_0.x, -322f, 116f), vec3<f32>(arg_2.d, _wgslsmith_f_op_f32(arg_1.a - var_0.x), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(var_1.x, arg_3.x))).x)), _wgslsmith_div_vec3_f32(var_0, vec3<f32>(var_1.x, arg_1.a, _wgslsmith_f_op_f32(arg_1.a + -1000f)))), Struct_2(arg_2.a, clamp(arg_2.b << (vec4<u32>(arg_2.c.x, arg_2.b.x, arg_2.b.x, u_input.d) % vec4<u32>(32u)), u_input.a, vec4<u32>(~arg_2.c.x, 0u, ~4294967295u, ~u_input.a.x)), ~arg_2.b, -1000f), mat2x2<f32>(vec2<f32>(var_1.x, 231f), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(var_0.x, var_2.a), vec2<f32>(-1484f, -1301f), vec2<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 514f))).x, _wgslsmith_f_op_f32(arg_3.x - 729f)) - vec2<f32>(688f, -594f))), Struct_2(1121f >= var_0.x, u_input.a, arg_2.b, _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0.x, -2368f, arg_3.x, arg_2.d))).zww), _wgslsmith_f_op_vec3_f32(-var_0))).x));
    switch (firstLeadingBit(~vec4<i32>(u_input.b.x, u_input.c, u_input.b.x, firstLeadingBit(u_input.b).x)).x * u_input.c) {
        default: {
            let var_4 = arg_1;
            let var_5 = var_3.c.b.wz;
            ((global0)[_wgslsmith_index_u32(var_5.x, 14u)]).x = 47476i;
            var var_6 = ~(~vec3<u32>(max(19031u, arg_2.b.x) ^ u_input.a.x, u_input.d, u_input.d));
            let var_7 = (arg_2.b.x - firstLeadingBit(~(vec3<u32>(47439u, 11787u, var_5.x) - vec3<u32>(arg_2.c.x, 0u, 4294967295u))).x) << (66813u % 32u);
        }
    }
    return firstLeadingBit(~vec4<i32>(u_input.c, countTrailingZeros(vec4<i32>(2147483647i, -78280i, u_input.c, 2147483647i) + vec4<i32>(-9649i, 1i, u_input.b.x, u_input.c)).x, u_input.b.x, -54844i)).xz;
}

fn func_4(arg_0: Struct_4) -> Struct_3 {
    for (var var_0 = 0i; (((u_input.a.x & ~(1u - u_input.a.x)) | ~1u) < ~u_input.d); var_0 += 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        switch (max(func_5(mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-664f), 484f), vec2<f32>(_wgslsmith_f_op_f32(-arg_0.a), _wgslsmith_f_op_f32(-1360f + arg_0.a)), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(500f, -2125f)))), arg_0, Struct_2(true, countLeadingZeros(vec4<u32>(u_input.a.x, u_input.a.x, 1u, u_input.a.x)) / clamp(u_input.a, u_input.a, vec4<u32>(u_input.d, u_input.d, 16201u, u_input.d)), vec4<u32>(u_input.d >> (4817u % 32u), u_input.d, atomicExchange(&wg_atomic_u32, 0u), _wgslsmith_mod_u32(1u, u_input.d)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(271f, arg_0.a, 1136f, 985f) * vec4<f32>(-1189f, -479f, arg_0.a, arg_0.a)), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_0.a, -975f, arg_0.a, -2129f))))).x), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-625f)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-574f), _wgslsmith_f_op_f32(arg_0.a + arg_0.a)))), vec2<i32>(-2596i, u_input.b.x)).x) {
            case -32769i: {
            }
            case -68410i: {
            }
            case -6566i: {
                break;
            }
            default: {
                var var_1 = mat4x4<f32>(vec4<f32>(-1271f, arg_0.a, _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_0.a, arg_0.a, 1043f, arg_0.a))).ywy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.a, arg_0.a, 982f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.a, -292f, arg_0.a) + vec3<f32>(arg_0.a, -665f, arg_0.a)))).yx)).x, _wgslsmith_div_f32(arg_0.a, _wgslsmith_f_op_f32(arg_0.a + _wgslsmith_f_op_f32(-181f)))), _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1399f, arg_0.a, -208f, arg_0.a) - vec4<f32>(arg_0.a, -1000f, arg_0.a, arg_0.a)))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.a, arg_0.a, arg_0.a, arg_0.a)))))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(627f * -871f)), arg_0.a, _wgslsmith_div_f32(_wgslsmith_div_f32(1908f, arg_0.a), 112f), 464f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(853f, 1524f, 679f, arg_0.a)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1330f, arg_0.a, -400f, arg_0.a)), vec4<bool>(true, true, true, true)))), vec4<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1386f, -2035f, -1000f, arg_0.a)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-1045f, 862f, -230f, arg_0.a))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a, arg_0.a, arg_0.a, 165f))))).x, 422f, _wgslsmith_f_op_f32(-173f + _wgslsmith_div_f32(arg_0.a, _wgslsmith_f_op_f32(-192f))), arg_0.a));
                var var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.a, var_1[_wgslsmith_index_u32(2431u, 4u)].x, arg_0.a, 299f))))).zzz) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(abs(u_input.a.x), 4u)].yzw) - _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0.a, var_1[_wgslsmith_index_u32(6793u, 4u)].x, arg_0.a, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a, var_1[_wgslsmith_index_u32(0u, 4u)].x, 893f, 629f)), vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 4u)].x, -1166f, -1115f, -529f))).yzz)), _wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(select(4294967295u + u_input.a.x, ~_wgslsmith_mod_u32(u_input.d, 92318u), all(vec4<bool>(true, true, true, true).xxw)), 4u)].xwy * vec3<f32>(1000f, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(7186u, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(u_input.d, 4u)].x * arg_0.a)))), var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].wxw, var_1[_wgslsmith_index_u32(~u_input.a.x, 4u)].wwy);
                break;
            }
        }
        var_0 = insertBits(vec4<i32>(-14134i & max(select(vec3<i32>(-4515i, u_input.b.x, u_input.c), vec3<i32>(28105i, 1i, u_input.c), false), vec3<i32>(u_input.b.x, 48358i, u_input.c) | global0[_wgslsmith_index_u32(60317u, 14u)]).x, ~1i, ~select(countOneBits(vec3<i32>(2147483647i, u_input.c, u_input.b.x)).xy, countLeadingZeros(vec4<i32>(u_input.c, u_input.b.x, -1i, u_input.b.x)).wy, true).x, 52954i), vec4<i32>(u_input.b.x, countOneBits(vec3<i32>(~(-30096i), -36398i, 42913i & u_input.c)).x, -(~(-u_input.b.x)), u_input.c), 1u / countOneBits(select(vec4<u32>(u_input.d, u_input.d, u_input.a.x, 0u), vec4<u32>(1u, 4294967295u, 28997u, u_input.d), vec4<bool>(false, true, false, true)).yyz).x, ~(u_input.d ^ 0u)).x;
    }
    var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_0.a, -149f, arg_0.a, 327f))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(-2191f, 181f, arg_0.a, arg_0.a) * vec4<f32>(328f, -746f, arg_0.a, arg_0.a)))))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2970f, arg_0.a, 115f, arg_0.a)) * _wgslsmith_f_op_vec4_f32(min(vec4<f32>(293f, arg_0.a, arg_0.a, arg_0.a), vec4<f32>(arg_0.a, -1000f, 896f, arg_0.a))))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0.a, arg_0.a)))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(vec3<f32>(arg_0.a, arg_0.a, -537f), vec3<f32>(arg_0.a, 1135f, 1000f))), _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(1750f, arg_0.a))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(330f + -216f) + _wgslsmith_f_op_f32(1134f + -1000f)), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_0.a, -790f, arg_0.a))).x)));
    let var_1 = -964f;
    let var_2 = u_input.b.x;
    var var_3 = u_input.c;
    return Struct_3(1u, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-939f, -397f, -606f) * var_0[_wgslsmith_index_u32(77031u, 3u)].ywx)) - vec4<f32>(1f, 1f, 1f, 1f).zzw), vec3<f32>(_wgslsmith_f_op_f32(1305f + _wgslsmith_f_op_f32(-arg_0.a)), var_1, -693f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-2735f, -3088f, var_1)))), Struct_2(true, vec4<u32>(1u, 44634u << (u_input.d % 32u), u_input.d ^ ~u_input.d, insertBits(countLeadingZeros(vec4<u32>(1u, 0u, u_input.d, 11762u)), insertBits(u_input.a, vec4<u32>(15025u, 40293u, u_input.d, 8425u), u_input.a.x, u_input.d), ~1u, u_input.a.x).x), vec4<u32>(dot(u_input.a.wzz, u_input.a.yyy), ~atomicExchange(&wg_atomic_u32, 6983u), ~(~89629u), dot(u_input.a, vec4<u32>(15640u, u_input.a.x, 4294967295u, u_input.a.x))), _wgslsmith_f_op_f32(ceil(var_0[_wgslsmith_index_u32(~insertBits(u_input.d, u_input.d, u_input.a.x, u_input.d), 3u)].x))), mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-1504f, var_0[_wgslsmith_index_u32(u_input.d, 3u)].x, -691f))), var_0[_wgslsmith_index_u32(50686u * 21476u, 3u)].www)), _wgslsmith_f_op_f32(-var_1)), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-500f) + -1000f), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_1, 136f)))), Struct_2(any(vec4<bool>(true, true, true, true)), vec4<u32>(1u, u_input.a.x, ~53991u, ~(~u_input.a.x)), ~vec4<u32>(1u, firstTrailingBit(u_input.a.xwy).x, u_input.d, ~4294967295u), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.a * -1207f)))));
}

fn func_3(arg_0: Struct_4, arg_1: Struct_3, arg_2: Struct_3, arg_3: mat4x3<f32>) -> bool {
    ((global0)[_wgslsmith_index_u32(10123u, 14u)]).x = insertBits(-vec2<i32>(select(global0[_wgslsmith_index_u32(~0u, 14u)], global0[_wgslsmith_index_u32(u_input.d, 14u)] >> (vec3<u32>(0u, u_input.d, 4294967295u) % vec3<u32>(32u)), func_4(Struct_4(arg_1.e.d)).c.a).x, ~countLeadingZeros(global0[_wgslsmith_index_u32(arg_2.c.b.x, 14u)]).x), u_input.b, _wgslsmith_mod_u32(insertBits(arg_1.e.b.wz << (arg_2.e.c.yz % vec2<u32>(32u)), vec2<u32>(arg_1.a, u_input.a.x), arg_1.a ^ 4294967295u, u_input.d).x / (13278u + atomicXor(&wg_atomic_u32, arg_2.c.c.x)), 14119u), _wgslsmith_mod_u32(41428u, select(~33882u / arg_2.a, arg_2.a, !select(vec4<bool>(arg_1.e.a, arg_1.e.a, false, true), vec4<bool>(arg_2.c.a, true, arg_1.e.a, true), vec4<bool>(arg_1.c.a, false, arg_2.e.a, true)).x))).x;
    if (true) {
        ((global0)[_wgslsmith_index_u32(u_input.a.x, 14u)]).x = ~9104i;
    } else {
        global0 = array<vec3<i32>, 14>();
    }
    global0 = array<vec3<i32>, 14>();
    switch (-u_input.b.x) {
        default: {
            loop {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            }
        }
    }
    switch (24001i) {
        case -69287i: {
            let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.e.d, arg_3[_wgslsmith_index_u32(arg_1.c.b.x, 4u)].x, arg_1.d[_wgslsmith_index_u32(arg_1.e.c.x, 2u)].x, arg_3[_wgslsmith_index_u32(41510u, 4u)].x))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.d[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, 4294967295u), 2u)].x, _wgslsmith_f_op_f32(arg_0.a * arg_3[_wgslsmith_index_u32(8364u, 4u)].x), 1000f, -2508f) - vec4<f32>(_wgslsmith_f_op_f32(-892f), _wgslsmith_f_op_f32(-436f), _wgslsmith_f_op_f32(-arg_2.e.d), _wgslsmith_f_op_f32(arg_2.e.d - arg_2.e.d))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_0.a, -511f, 483f, -1597f), vec4<f32>(-216f, arg_3[_wgslsmith_index_u32(35298u, 4u)].x, arg_0.a, arg_2.c.d))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(654f, arg_3[_wgslsmith_index_u32(9779u, 4u)].x, -1507f, 1090f))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, 921f, arg_0.a, 708f)) + _wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0.a, -605f, 158f, 372f), vec4<f32>(-960f, 188f, arg_0.a, arg_2.e.d))))))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-arg_3[_wgslsmith_index_u32(arg_2.a, 4u)].x), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(1152f, arg_0.a), arg_3[_wgslsmith_index_u32(1u, 4u)].xy, arg_1.c.a)).x), arg_2.e.d, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1921f, arg_2.b[_wgslsmith_index_u32(1u, 3u)].x, 263f, 690f))).x, _wgslsmith_f_op_f32(-616f)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(arg_1.d[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_2.b[_wgslsmith_index_u32(1u, 3u)].x))).x), _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1060f, arg_3[_wgslsmith_index_u32(u_input.d, 4u)].x, -472f, -503f))).xw, _wgslsmith_f_op_vec2_f32(arg_2.b[_wgslsmith_index_u32(4294967295u, 3u)].yz + arg_1.b[_wgslsmith_index_u32(arg_1.e.c.x, 3u)].xx), vec2<f32>(-150f, 1504f))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(arg_2.b[_wgslsmith_index_u32(arg_2.c.b.x, 3u)].zz, vec2<f32>(arg_1.c.d, 1320f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(arg_2.b[_wgslsmith_index_u32(40911u, 3u)].x, arg_1.b[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).x + _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-879f, 199f, -1000f, arg_1.e.d))).x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(arg_1.c.d, -389f, 890f, arg_0.a))))) - _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(1585f, arg_0.a, arg_3[_wgslsmith_index_u32(47467u, 4u)].x, 472f) + vec4<f32>(136f, -1000f, -227f, -894f)), _wgslsmith_div_vec4_f32(vec4<f32>(arg_3[_wgslsmith_index_u32(41487u, 4u)].x, 716f, arg_1.c.d, arg_0.a), vec4<f32>(arg_2.d[_wgslsmith_index_u32(64262u, 2u)].x, -143f, arg_2.e.d, arg_0.a)))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(sign(-774f)), arg_3[_wgslsmith_index_u32(u_input.a.x, 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_2.b[_wgslsmith_index_u32(10347u, 3u)].x, arg_1.b[_wgslsmith_index_u32(5395u, 3u)].x) * 1333f), arg_1.d[_wgslsmith_index_u32(~(~u_input.d), 2u)].x) - vec4<f32>(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_2.b[_wgslsmith_index_u32(arg_1.a, 3u)].x, arg_0.a, arg_0.a))).x, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1753f, -500f, arg_2.b[_wgslsmith_index_u32(arg_2.c.c.x, 3u)].x, -1333f))).www)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_3[_wgslsmith_index_u32(u_input.d, 4u)].x) - -500f), -107f)));
            while (arg_2.e.a) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                continue;
            }
            for (var var_1 = 0i; !(select(arg_1.e.a, all(!vec4<bool>(false, true, arg_2.c.a, false)), select(vec2<bool>(true, true), vec2<bool>(false, false), !vec2<bool>(arg_2.c.a, false)).x) || (~u_input.d == 4294967295u)); var_1 -= 1i) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            }
        }
        default: {
            return !(select(vec4<bool>(true, arg_1.a > arg_2.a, true, all(vec4<bool>(arg_2.e.a, false, arg_1.c.a, true))), !vec4<bool>(arg_1.e.a, false, arg_1.e.a, arg_2.c.a), true).x && false);
        }
    }
    return (u_input.a.x * (arg_2.a ^ _wgslsmith_mod_u32(17794u ^ arg_2.e.c.x, arg_2.e.b.x))) >= ~(~(~atomicMin(&wg_atomic_u32, arg_2.e.b.x)));
}

fn func_2(arg_0: vec2<u32>, arg_1: Struct_4) -> vec4<f32> {
    let var_0 = u_input.c;
    if (true) {
    } else if (func_3(Struct_4(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-306f + arg_1.a), _wgslsmith_div_f32(-1635f, arg_1.a)))), func_4(Struct_4(arg_1.a)), func_4(arg_1), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-1792f), _wgslsmith_f_op_f32(546f + 1566f), 589f)), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(1000f, arg_1.a)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(-614f, -220f) * 1106f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(-960f, arg_1.a))).x)), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(arg_1.a, 1889f, -612f), vec3<f32>(260f, -399f, arg_1.a))))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_1.a, 1233f)), arg_1.a, _wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(-arg_1.a))))))) {
        let var_1 = u_input.b.x;
        for (; true; ) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            ((global0)[_wgslsmith_index_u32(~37290u, 14u)]).x = i32(-2147483648);
            let var_2 = vec2<bool>(true, true);
            break;
        }
        global0 = array<vec3<i32>, 14>();
    } else if (atomicCompareExchangeWeak(&wg_atomic_u32, countTrailingZeros(vec3<u32>(extractBits(extractBits(u_input.a, u_input.d, u_input.a.x).x, 67643u, firstTrailingBit(u_input.a.zz).x), arg_0.x, ~31118u)).x, arg_0.x).exchanged) {
        var var_1 = firstTrailingBit(vec4<i32>((~u_input.c >> (4294967295u % 32u)) & firstTrailingBit(global0[_wgslsmith_index_u32(29594u | arg_0.x, 14u)]).x, -20555i, ~firstTrailingBit(u_input.b).x, (atomicAnd(&wg_atomic_i32, var_0) & atomicSub(&wg_atomic_i32, u_input.b.x)) + atomicMax(&wg_atomic_i32, -1i))).zz;
    }
    for (var var_1 = -51421i; select(vec2<bool>(true, vec3<bool>(true, true, true).x), vec2<bool>(true, (u_input.b.x < u_input.b.x)), false).x; var_1 -= 1i) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        while (any(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(arg_0.x > ~u_input.a.x, all(vec4<bool>(false, true, true, true)), true, true)).zwy)) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            let var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_1.a, arg_1.a, 664f))).x), 1045f, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1634f, arg_1.a, arg_1.a, arg_1.a), vec4<f32>(arg_1.a, -380f, -776f, arg_1.a), false)).xyy)).x) - vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-444f)) - 1000f), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(arg_1.a, -159f))), vec2<f32>(1f, 1f), vec2<bool>(true, true))).x, arg_1.a)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(2365f, -843f, arg_1.a)))) * _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-(-447f)), arg_1.a, arg_1.a) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1.a, 1000f, 982f))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(vec4<f32>(724f, arg_1.a, -736f, arg_1.a), vec4<f32>(arg_1.a, 1105f, -566f, arg_1.a)))).yyz)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-1528f, _wgslsmith_f_op_f32(-647f), _wgslsmith_f_op_f32(arg_1.a * 1000f)) + vec3<f32>(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_1.a, arg_1.a, arg_1.a))).x, _wgslsmith_div_f32(535f, arg_1.a), _wgslsmith_f_op_f32(-arg_1.a)))));
            var var_3 = _wgslsmith_f_op_vec3_f32(sign(var_2[_wgslsmith_index_u32(clamp(countTrailingZeros(vec3<u32>(~u_input.d, 54848u, 0u)), u_input.a.zxy - vec3<u32>(~u_input.a.x, 1u ^ u_input.d, ~4294967295u), ~(~(u_input.a.wzz - u_input.a.wzy))).x, 4u)]));
            break;
        }
        var_1 = u_input.c << (reverseBits(_wgslsmith_mod_vec3_u32(vec3<u32>(4711u, arg_0.x, arg_0.x), vec3<u32>(countOneBits(u_input.a.xyw).x, firstLeadingBit(arg_0.x), dot(u_input.a, u_input.a)))).x % 32u);
    }
    global0 = array<vec3<i32>, 14>();
    var var_1 = func_4(arg_1).e;
    return _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(223f * _wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(vec3<f32>(-146f, -318f, 1134f), vec3<f32>(-700f, var_1.d, -123f))), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(-1290f, arg_1.a, -1183f), vec3<f32>(-1222f, var_1.d, 1445f))).x)), -802f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-269f)), arg_1.a), -1247f) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(2164f, -142f, var_1.d, -661f) * vec4<f32>(arg_1.a, arg_1.a, var_1.d, -212f)) + vec4<f32>(arg_1.a, arg_1.a, 365f, 854f)))) - vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-340f)), -1556f, -463f, _wgslsmith_f_op_f32(-877f * _wgslsmith_f_op_f32(355f * var_1.d)))));
}

fn func_1(arg_0: vec2<i32>, arg_1: mat3x4<f32>) -> i32 {
    let var_0 = arg_1[_wgslsmith_index_u32(u_input.d, 3u)].yxy;
    let var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(-419f * var_0.x), var_0.x, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.d, 3u)].x), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 3u)]))).x), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1852f, arg_1[_wgslsmith_index_u32(u_input.d, 3u)].x, -304f, var_0.x))) * _wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(29634u, 3u)])), arg_1[_wgslsmith_index_u32(insertBits(extractBits(u_input.a, u_input.d, u_input.a.x), min(u_input.a, u_input.a), _wgslsmith_mod_u32(4294967295u, 29211u), u_input.d).x, 3u)], _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(select(arg_1[_wgslsmith_index_u32(u_input.a.x, 3u)], vec4<f32>(-471f, -524f, -199f, var_0.x), true)))))))), _wgslsmith_div_vec4_f32(arg_1[_wgslsmith_index_u32(~27082u, 3u)], arg_1[_wgslsmith_index_u32(extractBits(4294967295u - u_input.d, 1u, u_input.a.x), 3u)]));
    var var_2 = mat4x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(23316u, 2u)].zyz - _wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(u_input.a.x - u_input.a.x, 2u)].zyy + var_0)), var_0), arg_1[_wgslsmith_index_u32(reverseBits(u_input.a.xxy).x, 3u)].zxx, vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(clamp(var_0.zx, vec2<f32>(1985f, -1000f), var_0.yx)).x)), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, arg_1[_wgslsmith_index_u32(u_input.d, 3u)].x, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x)))).x, _wgslsmith_f_op_f32(saturate(3274f))), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(1270f + _wgslsmith_f_op_f32(var_0.x + arg_1[_wgslsmith_index_u32(u_input.d, 3u)].x)), _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(func_2(u_input.a.xz, Struct_4(-877f))).x, arg_1[_wgslsmith_index_u32(0u, 3u)].x), -360f), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1219f, _wgslsmith_f_op_f32(-1540f * var_0.x), _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(23711u, 3u)].x + 1981f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(-1470f, 1567f, var_0.x) - _wgslsmith_div_vec3_f32(var_1[_wgslsmith_index_u32(29525u, 2u)].xwz, vec3<f32>(467f, var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -551f)))))));
    for (var var_3 = -15725i; ; var_3 -= 1i) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    while (atomicCompareExchangeWeak(&wg_atomic_u32, ~extractBits(min(~vec3<u32>(0u, u_input.a.x, 0u), vec3<u32>(1u, u_input.a.x, u_input.d) + u_input.a.yyy), reverseBits(vec4<u32>(u_input.d, 0u, 20861u, u_input.d)).x, _wgslsmith_mod_u32(26033u, ~u_input.d)).x, u_input.d).exchanged) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        var var_3 = u_input.b.x;
        while (true) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            let var_4 = Struct_4(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(251f, 221f), _wgslsmith_f_op_vec3_f32(step(arg_1[_wgslsmith_index_u32(15012u, 3u)].wwy, vec3<f32>(var_0.x, 1000f, var_0.x))).xz)).x, 1f))));
            let var_5 = sign(~(vec4<i32>(extractBits(vec4<i32>(arg_0.x, 2147483647i, 38065i, u_input.b.x), u_input.a.x, u_input.a.x).x, 28801i, -10548i ^ u_input.b.x, i32(-2147483648)) & (~vec4<i32>(arg_0.x, 2147483647i, 0i, 3671i) | firstTrailingBit(vec4<i32>(u_input.c, u_input.b.x, 2147483647i, -3198i))))).xwy;
        }
        let var_4 = Struct_4(-227f);
    }
    return ~countOneBits(-_wgslsmith_mod_vec4_i32(firstTrailingBit(vec4<i32>(2147483647i, 1i, -38038i, i32(-2147483648))), vec4<i32>(1001i, u_input.b.x, arg_0.x, u_input.b.x) + vec4<i32>(-51362i, u_input.c, 10594i, u_input.c))).x;
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    if (true) {
        switch (func_1(~(sign(vec2<i32>(0i, u_input.c)) / u_input.b), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-596f, -272f, 1649f, 893f))), vec4<f32>(414f, -355f, 213f, 670f)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1384f, -2692f, -946f, -1680f) * vec4<f32>(-1006f, -724f, 1568f, 1072f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1097f, 126f, -1624f, 216f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(643f, -1306f, -955f, 1725f)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(func_2(vec2<u32>(53753u, builtin_workgroup_id.x), Struct_4(2577f)))))))) {
            case -30863i: {
                var var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(1829f, vec3<f32>(1f, 1f, 1f).x), vec2<f32>(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-579f, 364f, -159f))).x, -533f))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_f32(-1000f * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1276f - -420f) - _wgslsmith_div_f32(387f, 1530f)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-(-1707f)), _wgslsmith_f_op_f32(-(-822f))))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(1142f, 856f))).x + -818f)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(869f, 2509f, -1000f, 173f))).x), -774f)));
                var var_1 = u_input.b;
                var var_2 = !select(vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 0i, var_1.x << (builtin_workgroup_id.x % 32u)).exchanged, !(-15976i == var_1.x), true), vec3<bool>(true, true, true), !vec3<bool>(vec3<bool>(true, true, true).x, 255f <= var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, true)).x;
            }
            case -1i: {
                let var_0 = 1f;
            }
            case i32(-2147483648): {
                var var_0 = mat4x3<f32>(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-1000f, -455f, -322f))).x * _wgslsmith_f_op_f32(1000f * -1949f)), vec4<f32>(1f, 1f, 1f, 1f).x), vec4<f32>(1f, 1f, 1f, 1f).x, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-129f, -179f, 692f))).x, _wgslsmith_f_op_f32(-3161f), 122f))).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-640f, -2657f, 1325f, 899f))).yxw - vec4<f32>(1f, 1f, 1f, 1f).zyx) * vec3<f32>(503f, _wgslsmith_f_op_f32(-447f), _wgslsmith_div_f32(2072f, -371f))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(549f, 1701f, 1261f)), vec3<f32>(1f, 1f, 1f)) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-170f, 2302f, -1580f, 1000f))).zww))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-711f, 1166f, -1654f, 454f))).wyx) + vec3<f32>(349f, 1f, _wgslsmith_f_op_vec3_f32(step(vec3<f32>(-152f, -1105f, 1169f), vec3<f32>(2294f, 1337f, 133f))).x)) - _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(-514f, -146f), vec2<f32>(-1228f, 1000f))), _wgslsmith_f_op_f32(-(-1195f)), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(617f, -255f, 245f))).x) + _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(904f, -574f, 1233f, -1291f))).wzz, vec3<f32>(1f, 1f, 1f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-138f, -1959f, 1579f, 1062f)) + vec4<f32>(806f, -673f, 1141f, 1516f)))).yzz));
                let var_1 = countOneBits(-(countOneBits(select(vec4<i32>(47592i, 1i, -28098i, -26198i), vec4<i32>(0i, u_input.c, 2147483647i, u_input.b.x), vec4<bool>(true, false, true, false))) + vec4<i32>(25954i, u_input.b.x, u_input.b.x, 10485i - u_input.b.x))).x;
                let var_2 = var_0[_wgslsmith_index_u32((u_input.d - (~(~1u) | max(firstLeadingBit(vec4<u32>(54596u, 25527u, 42750u, 61876u)).yz, min(vec2<u32>(13936u, 0u), vec2<u32>(builtin_workgroup_id.x, 671u))).x)) << (((0u | builtin_workgroup_id.x) ^ ~u_input.d) % 32u), 4u)].x;
                var var_3 = -1047f;
                var var_4 = u_input.a.x >= u_input.d;
            }
            default: {
                ((global0)[_wgslsmith_index_u32(builtin_local_invocation_index, 14u)]).x = ((-(-u_input.c) / extractBits(global0[_wgslsmith_index_u32(4294967295u, 14u)] << (vec3<u32>(4294967295u, builtin_local_invocation_index, 35599u) % vec3<u32>(32u)), ~u_input.d, builtin_workgroup_id.x).x) & u_input.b.x) & -u_input.c;
            }
        }
        ((global0)[_wgslsmith_index_u32(~(~28401u), 14u)]).x = ~(~countOneBits(countOneBits(global0[_wgslsmith_index_u32(0u, 14u)])).x);
        switch (~atomicXor(&wg_atomic_i32, firstTrailingBit(vec2<i32>(0i, u_input.b.x)).x)) {
            default: {
                var var_0 = _wgslsmith_f_op_f32(-584f + _wgslsmith_f_op_f32(-1128f));
                ((global0)[_wgslsmith_index_u32(8764u, 14u)]).x = 1i * firstTrailingBit((extractBits(vec4<i32>(-1i, 0i, u_input.b.x, u_input.c), u_input.a.x, u_input.a.x) | countOneBits(vec4<i32>(u_input.c, u_input.b.x, -1i, 0i))) >> (~vec4<u32>(1u, builtin_workgroup_id.x, 8551u, 1u) % vec4<u32>(32u))).x;
                var_0 = -1060f;
                ((global0)[_wgslsmith_index_u32(~(firstLeadingBit((u_input.a.xz & u_input.a.xy) / func_4(Struct_4(-1013f)).e.b.wy).x | ~select(vec3<u32>(1u, builtin_workgroup_id.x, 0u) ^ vec3<u32>(4873u, 0u, 3476u), ~vec3<u32>(builtin_workgroup_id.x, 33759u, 57940u), vec4<bool>(true, true, true, true).zzw).x), 14u)]).x = -16761i;
            }
        }
        let var_0 = -min(~(vec4<i32>(-1i, -1i, u_input.c, u_input.c) ^ vec4<i32>(-24430i, u_input.b.x, u_input.b.x, -48967i)), select(vec4<i32>(u_input.c, u_input.b.x, u_input.b.x, u_input.c), countOneBits(vec4<i32>(u_input.b.x, 2147483647i, 2147483647i, 34352i)), true)) << (insertBits(~func_4(Struct_4(-268f)).c.b, vec4<u32>(54373u, select(~vec4<u32>(1u, builtin_local_invocation_index, 1u, builtin_local_invocation_index), select(vec4<u32>(1u, builtin_workgroup_id.x, builtin_local_invocation_index, u_input.a.x), u_input.a, false), true).x, countOneBits(builtin_local_invocation_index), ~(~builtin_local_invocation_index)), 75417u, countOneBits(u_input.a.zzw).x) % vec4<u32>(32u));
    } else {
        if (true) {
            ((global0)[_wgslsmith_index_u32(u_input.d, 14u)]).x = ~(-(~(u_input.b.x / u_input.c)));
            var var_0 = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1363f, -1517f, 123f, 1352f)))))))));
            (var_0).x = _wgslsmith_f_op_f32(select(1124f, 554f, any(select(vec2<bool>(vec3<bool>(true, true, true).x, true), vec2<bool>(true, true), vec2<bool>(func_4(Struct_4(285f)).c.a, true)))));
            var var_1 = (vec4<u32>(builtin_local_invocation_index, min(~u_input.a, countOneBits(vec4<u32>(builtin_local_invocation_index, builtin_local_invocation_index, u_input.d, u_input.a.x))).x, builtin_local_invocation_index, ~builtin_workgroup_id.x) - ~u_input.a) * vec4<u32>(builtin_local_invocation_index + ~(~builtin_workgroup_id.x), builtin_workgroup_id.x, ~extractBits(vec2<u32>(15260u, u_input.a.x) / vec2<u32>(44612u, 63432u), builtin_local_invocation_index, 4294967295u + u_input.a.x).x, 4294967295u);
        } else if (false) {
        } else if (_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-627f, 796f, 428f, 2291f), vec4<f32>(239f, 150f, -286f, -505f))).xwx))).x) != -1220f) {
            ((global0)[_wgslsmith_index_u32(countLeadingZeros(~u_input.a).x, 14u)]).x = ~(~min(u_input.b, vec2<i32>(0i, ~(i32(-2147483648)))).x);
            let var_0 = _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(_wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1736f - -827f)), 1f)), -1322f, -1081f))).x;
        } else {
            let var_0 = Struct_2(select(select(vec4<bool>(true, vec4<bool>(true, true, true, true).x, true, true), vec4<bool>(true, true, true, true), false | (u_input.b.x > u_input.b.x)), vec4<bool>(true, true, true, true), true).x, select(countOneBits(min(vec4<u32>(4294967295u, 7277u, 1u, builtin_local_invocation_index), u_input.a)) - select(abs(u_input.a), vec4<u32>(u_input.a.x, 1u, 14766u, 1u), vec4<bool>(true, true, true, true)), u_input.a, true), u_input.a, 1313f);
        }
        (global0)[_wgslsmith_index_u32(0u, 14u)] = ~vec3<i32>(0i / 45835i, u_input.c, ~u_input.c & -1i);
        if (func_4(Struct_4(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-641f)) - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-384f, -1542f, -189f, 1620f))).x))))).c.a) {
            return;
        } else if (0i != u_input.c) {
            var var_0 = Struct_2(select(vec4<bool>(true, true, true, true).x == (_wgslsmith_f_op_f32(-106f) <= _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-237f, 1000f, 586f))).x), false, false), ~(~u_input.a), firstLeadingBit(select(vec4<u32>(builtin_workgroup_id.x, 4294967295u, builtin_workgroup_id.x, 86035u), ~u_input.a, true)) / vec4<u32>(0u, ~8923u, _wgslsmith_mod_u32(builtin_local_invocation_index >> (13980u % 32u), u_input.a.x), countLeadingZeros(u_input.a.wy).x), _wgslsmith_f_op_f32(-(-1587f)));
            var var_1 = mat4x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1621f, var_0.d, -273f, -1046f)) - vec4<f32>(975f, var_0.d, var_0.d, -401f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.d, 473f, var_0.d, var_0.d) + vec4<f32>(var_0.d, var_0.d, var_0.d, -954f)) - vec4<f32>(var_0.d, -824f, 1000f, var_0.d)), var_0.a)).yy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-var_0.d), _wgslsmith_f_op_f32(-126f - 585f)))), _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.d, var_0.d) * vec2<f32>(var_0.d, var_0.d)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-927f, var_0.d, -101f))).x)))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(331f, 1000f), vec2<f32>(-132f, var_0.d))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-292f) + _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(349f, var_0.d, 322f))).x)) - vec2<f32>(-1329f, _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-330f), 437f)))), _wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.d, _wgslsmith_f_op_f32(-var_0.d)) + vec2<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(126f, var_0.d), _wgslsmith_div_vec2_f32(vec2<f32>(-190f, -1112f), vec2<f32>(var_0.d, 1000f)))), _wgslsmith_f_op_f32(var_0.d - var_0.d))));
            ((var_1)[_wgslsmith_index_u32((~clamp(~u_input.a, min(var_0.c, vec4<u32>(1u, u_input.a.x, 16946u, builtin_local_invocation_index)), abs(u_input.a)).x ^ clamp(builtin_local_invocation_index >> (11511u % 32u), firstLeadingBit(vec2<u32>(0u, builtin_local_invocation_index) ^ vec2<u32>(4299u, 57688u)).x, var_0.c.x)) * ~(~countTrailingZeros(vec3<u32>(var_0.b.x, u_input.d, 0u) / vec3<u32>(var_0.c.x, var_0.b.x, u_input.d)).x), 4u)]).x = 111f;
        }
        for (var var_0 = -12006i; all(vec2<bool>(true, (0u < countLeadingZeros(vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, 37401u, 12029u)).x))); var_0 = atomicOr(&wg_atomic_i32, _wgslsmith_mod_i32(-14399i, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c, -23056i).old_value))) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            let var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(427f, 240f, 417f))).x, _wgslsmith_f_op_f32(min(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1053f, 1000f, 606f, -1228f))).x, _wgslsmith_f_op_f32(186f - 1447f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(max(-1608f, -1442f)) - 449f), -991f) + vec4<f32>(_wgslsmith_f_op_f32(-432f * _wgslsmith_f_op_f32(-1361f)), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-932f, -633f)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(vec4<f32>(-1396f, 992f, 1000f, -1573f), vec4<f32>(-631f, 1895f, 974f, -1000f)))).x, -1000f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1942f, 1000f, -249f, 187f) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-330f, 1017f, -1000f, 1497f))))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(max(-837f, 323f)), _wgslsmith_f_op_f32(462f - -340f), _wgslsmith_f_op_f32(abs(1029f)), _wgslsmith_f_op_f32(-290f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1004f, -696f, -1462f, 160f), vec4<f32>(337f, 750f, 2181f, 911f)))))))));
            return;
        }
    }
    while (false) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        while (any(vec4<bool>(true, true, true, true))) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            let var_0 = Struct_3(~(~builtin_local_invocation_index) / max(32185u, ~builtin_workgroup_id.x), func_4(Struct_4(-1493f)).b, Struct_2(true, ~clamp(select(vec4<u32>(u_input.d, 4294967295u, 4294967295u, 4294967295u), u_input.a, true), vec4<u32>(4294967295u, 0u, 4294967295u, 0u), u_input.a), (~vec4<u32>(11570u, 0u, builtin_local_invocation_index, 17812u) & ~u_input.a) - (vec4<u32>(u_input.d, u_input.d, 1086u, u_input.a.x) - (u_input.a >> (vec4<u32>(builtin_local_invocation_index, builtin_local_invocation_index, u_input.a.x, 0u) % vec4<u32>(32u)))), _wgslsmith_f_op_vec2_f32(floor(vec4<f32>(1f, 1f, 1f, 1f).zw)).x), mat2x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-(-141f)), _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(-427f, 604f))).x), vec2<f32>(_wgslsmith_f_op_f32(-351f), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(352f, -2010f, -767f, 196f), vec4<f32>(872f, 381f, 221f, 169f))).x)), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(_wgslsmith_f_op_f32(-435f), _wgslsmith_f_op_f32(-(-1521f)), _wgslsmith_f_op_f32(-(-763f))))).xy), func_4(Struct_4(-1054f)).c);
            (global0)[_wgslsmith_index_u32(u_input.a.x, 14u)] = -(vec3<i32>(u_input.b.x, -(-(-1i)), u_input.c) | reverseBits(vec3<i32>(1i - u_input.c, reverseBits(u_input.c), ~0i)));
            var var_1 = Struct_3(~1u, mat3x3<f32>(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(var_0.e.d, -2418f))).x, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_0.e.d, 231f, 845f, 548f), vec4<f32>(193f, var_0.e.d, -1353f, 197f))).x, 442f), vec3<f32>(_wgslsmith_f_op_f32(-1533f + 829f), var_0.c.d, var_0.b[_wgslsmith_index_u32(abs(builtin_workgroup_id.xx).x, 3u)].x)), var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)], var_0.b[_wgslsmith_index_u32(81931u, 3u)]), var_0.e, var_0.d, Struct_2(false, u_input.a, vec4<u32>(builtin_workgroup_id.x << (u_input.a.x % 32u), builtin_workgroup_id.x & 35992u, select(var_0.e.b, var_0.c.c, var_0.c.a).x, (builtin_workgroup_id.x + 1381u) / insertBits(builtin_workgroup_id, var_0.c.b.wxy, var_0.c.b.x, u_input.d).x), -974f));
            return;
        }
    }
    let var_0 = vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(473f, -1000f, 367f, 431f))).x * _wgslsmith_f_op_f32(-(-497f))), _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1325f, 451f)), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(906f, -812f))))).x))), 2060f);
    var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-2042f, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(593f, 306f, 1696f, var_0.x))).x)) - _wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(-var_0.x), var_0.x, var_0.x), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-861f, 2127f, var_0.x, 1850f)), _wgslsmith_div_vec4_f32(vec4<f32>(var_0.x, 109f, var_0.x, var_0.x), vec4<f32>(var_0.x, -578f, var_0.x, var_0.x)))).wwy)).yz), var_0, _wgslsmith_f_op_vec2_f32(-var_0));
    if (true) {
        let var_2 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(vec3<f32>(-780f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x) * vec3<f32>(var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, var_1[_wgslsmith_index_u32(1u, 3u)].x, 467f)), vec3<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, var_0.x, 870f))).xy, vec2<f32>(-503f, var_0.x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(-357f, 296f)))))).x, _wgslsmith_f_op_vec2_f32(exp2(var_0)).x), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(~u_input.a.x, 3u)].x), var_1[_wgslsmith_index_u32(~(builtin_local_invocation_index & 0u), 3u)].x) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1094f, var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, var_0.x))).x, _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1126f, 1689f, -758f, var_0.x))).x, _wgslsmith_f_op_f32(-1000f + 176f), _wgslsmith_f_op_f32(-665f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, var_1[_wgslsmith_index_u32(56701u, 3u)].x, 289f, var_0.x)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1218f, -1218f, var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 1045f))), vec4<f32>(1f, 1f, 1f, 1f))).xw), vec2<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1000f, -1995f, -2170f, 1013f), vec4<f32>(-608f, var_0.x, -635f, -1560f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.x, var_0.x, var_0.x, 1608f) - vec4<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, var_0.x, -122f, var_0.x)), vec4<bool>(true, true, true, true).x)))).x, var_1[_wgslsmith_index_u32(1u, 3u)].x));
        for (var var_3 = 12272i; false; global0 = array<vec3<i32>, 14>()) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            var var_4 = countOneBits(-21510i / atomicLoad(&wg_atomic_i32));
            let var_5 = ~clamp(firstLeadingBit(~vec4<u32>(35004u, u_input.a.x, 24559u, u_input.d)).xzx, vec3<u32>(select(reverseBits(u_input.a).zxx, vec3<u32>(builtin_local_invocation_index, builtin_local_invocation_index, 47848u) + u_input.a.xzx, false).x, dot(vec4<u32>(builtin_workgroup_id.x, 0u, 55843u, 53664u), vec4<u32>(builtin_workgroup_id.x, builtin_local_invocation_index, builtin_workgroup_id.x, 38935u)) + ~builtin_local_invocation_index, builtin_workgroup_id.x), ~builtin_workgroup_id);
            let var_6 = mat2x3<f32>(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x + 903f) - _wgslsmith_f_op_vec2_f32(max(vec2<f32>(var_1[_wgslsmith_index_u32(38744u, 3u)].x, -296f), var_2[_wgslsmith_index_u32(0u, 3u)])).x), var_2[_wgslsmith_index_u32(31493u, 3u)].x), _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-(-1053f)))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(-1323f), _wgslsmith_f_op_f32(189f - -1620f), var_1[_wgslsmith_index_u32(0u, 3u)].x, 581f))).x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(350f, -805f), var_1[_wgslsmith_index_u32(~29529u, 3u)].x, _wgslsmith_f_op_f32(ceil(-982f)), 500f)))).ywz);
            continue;
        }
        while (true) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            var var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_f32(-358f - 1499f), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(131f, 808f, -229f, var_1[_wgslsmith_index_u32(107608u, 3u)].x))).x, _wgslsmith_f_op_f32(-2046f), _wgslsmith_f_op_f32(-1366f - var_1[_wgslsmith_index_u32(89474u, 3u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(776f, var_1[_wgslsmith_index_u32(0u, 3u)].x, var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -905f) * vec4<f32>(var_2[_wgslsmith_index_u32(u_input.d, 3u)].x, var_2[_wgslsmith_index_u32(0u, 3u)].x, 471f, 477f)) - vec4<f32>(591f, -1279f, -1380f, -567f)), vec4<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, var_2[_wgslsmith_index_u32(0u, 3u)].x), vec2<f32>(-1634f, 194f))).x, _wgslsmith_f_op_f32(-1554f), var_0.x, 997f)))), vec4<f32>(_wgslsmith_f_op_f32(-1681f), var_2[_wgslsmith_index_u32(27419u, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_1[_wgslsmith_index_u32(103u, 3u)].x, -1424f, -172f))).x), _wgslsmith_f_op_f32(1199f - _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(481f, -293f, -1026f), vec3<f32>(328f, var_0.x, var_1[_wgslsmith_index_u32(27684u, 3u)].x), vec3<f32>(198f, 876f, -1280f))).x, -105f))));
            let var_4 = Struct_4(_wgslsmith_f_op_f32(1000f - _wgslsmith_div_f32(403f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(var_0.x))))));
        }
        (global0)[_wgslsmith_index_u32(4294967295u, 14u)] = firstLeadingBit(global0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 830u) | builtin_workgroup_id.x, 14u)]);
    }
    if (builtin_local_invocation_index > insertBits(~vec2<u32>(~4294967295u, 1u >> (1u % 32u)), u_input.a.zw, builtin_workgroup_id.x, 84642u).x) {
        (var_1)[_wgslsmith_index_u32(_wgslsmith_mod_u32(select(vec3<u32>(1u, 1u, 1u).zz, firstTrailingBit(u_input.a).xw, select(vec4<bool>(false, true, true, var_1[_wgslsmith_index_u32(22036u, 3u)].x != var_0.x), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)).xw).x, 57159u << (countOneBits(u_input.a.x ^ 4294967295u) % 32u)), 3u)] = _wgslsmith_f_op_vec2_f32(-var_0);
        if (func_4(Struct_4(var_1[_wgslsmith_index_u32(0u, 3u)].x)).c.a) {
            ((global0)[_wgslsmith_index_u32(~0u, 14u)]).x = -2404i >> (1u % 32u);
            var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(-var_0.x), var_0.x, _wgslsmith_f_op_f32(198f + var_1[_wgslsmith_index_u32(29064u, 3u)].x), 1f))).wx * vec2<f32>(-1358f, 449f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0) * _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-vec3<f32>(463f, -1283f, var_0.x)))).zz))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(1992f, -2404f) * vec2<f32>(-222f, 1644f)) + _wgslsmith_f_op_vec2_f32(-var_0)) + _wgslsmith_f_op_vec2_f32(min(vec2<f32>(var_1[_wgslsmith_index_u32(1u, 3u)].x, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x), vec2<f32>(var_0.x, var_1[_wgslsmith_index_u32(20740u, 3u)].x))))));
        }
        let var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(353f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.x)), 833f), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_f_op_f32(dot(vec3<f32>(var_0.x, -370f, var_0.x), vec3<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 1851f, var_0.x)))) - _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, -1000f, 734f, var_1[_wgslsmith_index_u32(11693u, 3u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(61367u, 3u)].x, 1000f, 1000f, var_0.x)))).wyy), any(vec3<bool>(true, true, true)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-779f, 211f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.x)), _wgslsmith_f_op_vec4_f32(func_2(vec2<u32>(u_input.a.x, 79595u), Struct_4(-755f)))))).yxx * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, var_0.x, var_1[_wgslsmith_index_u32(44863u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x >> (0u % 32u), 3u)].x, _wgslsmith_f_op_f32(-(-375f)), _wgslsmith_f_op_vec4_f32(func_2(u_input.a.xz, Struct_4(var_0.x))).x, var_1[_wgslsmith_index_u32(~_wgslsmith_mod_u32(32507u, 16990u), 3u)].x))).xxx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(1000f, var_0.x, var_0.x, var_1[_wgslsmith_index_u32(51769u, 3u)].x), vec4<f32>(var_0.x, var_0.x, 527f, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(12001u, 3u)].x, -1077f, var_1[_wgslsmith_index_u32(3603u, 3u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1652f, var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, var_1[_wgslsmith_index_u32(17629u, 3u)].x, 839f)))))).wwz * _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(-639f, 332f, var_1[_wgslsmith_index_u32(92350u, 3u)].x, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x) * vec4<f32>(340f, var_0.x, 661f, var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, var_1[_wgslsmith_index_u32(17235u, 3u)].x, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x)), vec4<bool>(true, true, true, true))).xxx, vec3<f32>(-526f, 1f, -441f), vec3<bool>(true, true, true)))));
        let var_3 = !(!select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), -327f >= var_0.x), vec4<bool>(true, true, true, true), true | atomicCompareExchangeWeak(&wg_atomic_u32, builtin_local_invocation_index, builtin_local_invocation_index).exchanged));
    }
    switch (max(~_wgslsmith_mod_vec3_i32(global0[_wgslsmith_index_u32(u_input.a.x << (~builtin_local_invocation_index % 32u), 14u)], vec3<i32>(~u_input.b.x, u_input.b.x ^ u_input.b.x, u_input.c << (4302u % 32u))), ~(-select(vec4<i32>(u_input.c, 0i, u_input.b.x, u_input.c), ~vec4<i32>(u_input.b.x, 18292i, 76411i, -36670i), vec4<bool>(true, false, false, false)).xyy)).x) {
        case -1i: {
        }
        default: {
            while (select(vec2<bool>(true, _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(51174u, 3u)].x - var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x), _wgslsmith_f_op_f32(-2750f)) <= var_1[_wgslsmith_index_u32(~(~builtin_workgroup_id.x), 3u)].x), !vec2<bool>((builtin_workgroup_id.x & 3235u) >= ~25562u, true), false).x) {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                continue;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
    }
    let x = u_input.a;
    s_output = StorageBuffer(u_input.b.x >> (u_input.a.x % 32u), builtin_workgroup_id.x, min(vec4<u32>(~builtin_local_invocation_index, u_input.a.x, ~68913u, ~builtin_workgroup_id.x) / (~vec4<u32>(u_input.a.x, 1u, 1u, 4294967295u) & vec4<u32>(builtin_local_invocation_index, builtin_local_invocation_index, 0u, 38661u)), u_input.a));
}

