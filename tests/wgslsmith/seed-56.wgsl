// {"0:0":[165,60,77,205,7,35,111,228,218,89,81,134,161,27,94,184,35,209,182,55,143,73,159,132,69,164,174,240,215,179,183,207,120,134,53,244,217,97,47,17,169,229,141,40,63,245,76,34]}
// Seed: 56

struct Struct_1 {
    a: vec2<u32>,
    b: mat3x2<f32>,
    @align(16)
    c: vec4<bool>,
}

struct Struct_2 {
    @align(64)
    @size(32)
    a: vec4<i32>,
    @align(64)
    b: Struct_1,
    c: mat2x2<f32>,
    @align(32)
    d: mat3x2<f32>,
    @size(16)
    e: vec2<f32>,
}

struct Struct_3 {
    @size(208)
    a: Struct_2,
    b: mat4x3<f32>,
    c: mat3x4<f32>,
}

struct Struct_4 {
    @align(16)
    @size(32)
    a: mat2x3<f32>,
    b: vec2<i32>,
    c: bool,
}

struct UniformBuffer {
    a: u32,
    @size(4)
    b: i32,
    @size(28)
    c: vec4<u32>,
    d: i32,
}

struct StorageBuffer {
    a: mat2x3<f32>,
    @align(64)
    b: vec4<f32>,
    @align(64)
    c: mat4x3<f32>,
    @align(8)
    @size(16)
    d: f32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: f32;

var<private> global1: array<mat2x3<f32>, 6>;

var<workgroup> global2: f32;

var<private> global3: array<Struct_1, 8>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 18>;

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn func_5(arg_0: i32, arg_1: mat3x4<f32>, arg_2: f32, arg_3: Struct_2) -> i32 {
    switch (21753i) {
        case 24598i: {
            return arg_0;
        }
        default: {
            for (var var_0 = 1i * 0i; var_0 <= 2147483647i; ) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(855f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_3.b.b[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].yxz)).x))), _wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)].wzx - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(~0u, 3u)].wyw * _wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)].zwx)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(sign(arg_1[_wgslsmith_index_u32(1u, 3u)])), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(arg_1[_wgslsmith_index_u32(u_input.a, 3u)], arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)], vec4<bool>(true, arg_3.b.c.x, false, arg_3.b.c.x))) + vec4<f32>(-1401f, 1000f, arg_3.e.x, 2442f)))).wyy));
            }
            let var_0 = countOneBits(~u_input.c.zzy);
            if (arg_3.b.c.x) {
                let var_1 = clamp(u_input.c, countTrailingZeros(vec4<u32>(u_input.c.x, 4294967295u, atomicXor(&wg_atomic_u32, ~29268u), 1u)), ~(~u_input.c));
                let var_2 = arg_0;
                var var_3 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(arg_3.e.x - _wgslsmith_f_op_f32(-(-705f))), 141f), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(sign(arg_1[_wgslsmith_index_u32(1u, 3u)].wz)) * arg_3.d[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 15279u) & ~(~arg_3.b.a.x), 3u)]));
                let var_4 = mat4x3<f32>(arg_1[_wgslsmith_index_u32(~_wgslsmith_mod_u32(var_0.x, var_0.x), 3u)].zzz, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_3[_wgslsmith_index_u32(0u, 2u)].x, -371f, -1249f))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_3.b.b[_wgslsmith_index_u32(~1u, 3u)].x, _wgslsmith_div_f32(arg_2, arg_2), _wgslsmith_f_op_f32(arg_2 + arg_1[_wgslsmith_index_u32(30265u, 3u)].x), arg_1[_wgslsmith_index_u32(~4294967295u, 3u)].x), vec4<f32>(1141f, _wgslsmith_div_f32(506f, arg_1[_wgslsmith_index_u32(var_1.x, 3u)].x), _wgslsmith_f_op_f32(arg_3.c[_wgslsmith_index_u32(4294967295u, 2u)].x - arg_3.e.x), 1181f))).zzx, _wgslsmith_f_op_vec3_f32(min(vec3<f32>(_wgslsmith_f_op_f32(-181f), arg_1[_wgslsmith_index_u32(~4294967295u, 3u)].x, arg_3.e.x), vec3<f32>(2798f, var_3[_wgslsmith_index_u32(23410u ^ var_0.x, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].x))))), arg_1[_wgslsmith_index_u32(var_0.x >> (4294967295u % 32u), 3u)].zyx, _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-1282f), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(var_3[_wgslsmith_index_u32(var_0.x, 2u)] * vec2<f32>(-3068f, -640f)), _wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].wx * var_3[_wgslsmith_index_u32(var_0.x, 2u)]))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(-1589f, arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)].x))).x - -776f)) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, 182f, 943f))) + vec3<f32>(_wgslsmith_div_f32(arg_2, arg_2), -787f, _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(0u, 3u)].x, 549f)))));
                let var_5 = mat3x3<f32>(var_4[_wgslsmith_index_u32(~(~u_input.a), 4u)], _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(1u, 3u)]) * vec4<f32>(_wgslsmith_f_op_f32(-arg_3.d[_wgslsmith_index_u32(1u, 3u)].x), var_3[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_f32(-781f), -310f)))).wxz, vec3<f32>(arg_1[_wgslsmith_index_u32(~abs(var_1.x), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-364f - 1f) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-101f)))), _wgslsmith_f_op_f32(dot(vec2<f32>(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-481f, -502f, 414f))).x, var_4[_wgslsmith_index_u32(var_0.x, 4u)].x), var_4[_wgslsmith_index_u32(4294967295u, 4u)].yz))));
            }
        }
    }
    while (select(!arg_3.b.c.x, false, !select(select(vec4<bool>(false, arg_3.b.c.x, true, arg_3.b.c.x), arg_3.b.c, select(vec4<bool>(false, arg_3.b.c.x, arg_3.b.c.x, arg_3.b.c.x), arg_3.b.c, arg_3.b.c)), vec4<bool>(arg_3.b.c.x, true, arg_3.b.c.x && arg_3.b.c.x, false), !arg_3.b.c.x).x)) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        let var_0 = ~countOneBits(-arg_3.a.www).x;
        continue;
    }
    (((global1)[_wgslsmith_index_u32(~select(vec2<u32>(u_input.c.x, select(vec4<u32>(0u, arg_3.b.a.x, 4294967295u, 1u), vec4<u32>(u_input.c.x, u_input.a, 0u, 0u) << (u_input.c % vec4<u32>(32u)), all(arg_3.b.c)).x), _wgslsmith_mod_vec2_u32(vec2<u32>(~u_input.c.x, 43252u), ~(~u_input.c.yy)), vec2<bool>(true, arg_3.b.c.x)).x, 6u)])[_wgslsmith_index_u32(11810u, 2u)]).x = _wgslsmith_f_op_f32(-380f + arg_3.c[_wgslsmith_index_u32(arg_3.b.a.x, 2u)].x);
    var var_0 = Struct_3(Struct_2(~(~vec4<i32>(1i, -64423i, arg_0, 3589i)) ^ ~(~vec4<i32>(u_input.d, -13765i, arg_3.a.x, u_input.d)), arg_3.b, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_2, -192f))), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(fract(arg_3.b.b[_wgslsmith_index_u32(18793u, 3u)]))))), mat3x2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(min(arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)].yzy, vec3<f32>(-606f, 501f, arg_2))), _wgslsmith_f_op_vec3_f32(exp(arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)].wyy)), !vec3<bool>(arg_3.b.c.x, arg_3.b.c.x, false))).zz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(arg_1[_wgslsmith_index_u32(9546u, 3u)].zx, vec2<f32>(arg_3.c[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_2))), arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)].wy), vec2<f32>(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(1u, 3u)].yy))).x, 835f)), mat4x3<f32>(arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].wzx, _wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.c.x, u_input.a) >> (23254u % 32u), 3u)].ywy), _wgslsmith_f_op_vec3_f32(vec3<f32>(vec2<f32>(1f, 1f).x, -149f, 419f) + _wgslsmith_f_op_vec3_f32(sign(arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_3.b.a.x, u_input.a), 3u)].xzy))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(708f * 722f)), 365f, _wgslsmith_f_op_f32(672f + _wgslsmith_f_op_f32(-(-1003f))))), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_f32(-1806f * arg_3.c[_wgslsmith_index_u32(u_input.a, 2u)].x), 339f, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_2)))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1656f, arg_2, arg_3.e.x, -1945f))))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(arg_3.b.a.x, 3u)].x * arg_3.b.b[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(round(208f)))), arg_2, arg_2)));
    if (atomicCompareExchangeWeak(&wg_atomic_u32, arg_3.b.a.x, var_0.a.b.a.x / (((1u << (0u % 32u)) + ~var_0.a.b.a.x) | firstLeadingBit(countLeadingZeros(u_input.c).zz).x)).exchanged) {
        ((global1)[_wgslsmith_index_u32(~(~(31023u + vec2<u32>(1u, 1u).x)) << (arg_3.b.a.x % 32u), 6u)])[_wgslsmith_index_u32(var_0.a.b.a.x, 2u)] = vec3<f32>(489f, 117f, _wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(-1000f), arg_2, false)));
        (((global1)[_wgslsmith_index_u32(0u / ~46214u, 6u)])[_wgslsmith_index_u32(~_wgslsmith_mod_u32(~1u, atomicExchange(&wg_atomic_u32, abs(~vec2<u32>(64197u, u_input.c.x)).x)), 2u)]).x = _wgslsmith_f_op_vec4_f32(ceil(var_0.c[_wgslsmith_index_u32(u_input.c.x | ((insertBits(u_input.a, u_input.c.x, u_input.c.x, var_0.a.b.a.x) - 1u) | ((1u & u_input.c.x) + reverseBits(u_input.c).x)), 3u)])).x;
        (((var_0).a).e).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(var_0.c[_wgslsmith_index_u32(1u, 3u)].yx + vec2<f32>(-859f, arg_2)))).x, 778f, _wgslsmith_f_op_f32(-(-386f))), vec3<f32>(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(-arg_3.e.x))), _wgslsmith_f_op_f32(-arg_2), arg_3.c[_wgslsmith_index_u32(abs(u_input.c.yx).x ^ min(u_input.c.xzy, vec3<u32>(1u, 1u, var_0.a.b.a.x)).x, 2u)].x))).x);
        let var_1 = _wgslsmith_f_op_vec4_f32(sign(var_0.c[_wgslsmith_index_u32(~(~var_0.a.b.a.x), 3u)]));
    } else if (select(!(!vec2<bool>(var_0.a.b.c.x, false)), vec2<bool>(true, select(arg_3.b.c, !(!vec4<bool>(true, arg_3.b.c.x, false, var_0.a.b.c.x)), any(arg_3.b.c.zwz) & arg_3.b.c.x).x), vec2<bool>(true, arg_3.b.c.x)).x) {
        var var_1 = -(-((arg_3.a.yxw & var_0.a.a.zyz) / _wgslsmith_mod_vec3_i32(var_0.a.a.yzw, var_0.a.a.yyz))) / vec3<i32>(sign(countLeadingZeros(vec4<i32>(var_0.a.a.x, -17716i, i32(-2147483648), 50223i))).x / ~max(0i, arg_0), ~clamp(vec2<i32>(var_0.a.a.x, arg_0) << (u_input.c.wx % vec2<u32>(32u)), firstLeadingBit(vec2<i32>(-1i, u_input.d)), -var_0.a.a.wy).x, (-5237i ^ countLeadingZeros(vec4<i32>(arg_3.a.x, -14319i, 1i, var_0.a.a.x)).x) * (select(vec2<i32>(var_0.a.a.x, -46903i), vec2<i32>(59594i, arg_0), var_0.a.b.c.x).x & reverseBits(arg_0)));
    }
    return reverseBits(~arg_3.a).x;
}

fn func_4(arg_0: i32, arg_1: mat3x3<f32>, arg_2: f32) -> u32 {
    var var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(622f, arg_1[_wgslsmith_index_u32(~u_input.c.x, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1659f - 853f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(sign(-1000f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(0u, 3u)].x, arg_2, -254f, -676f), vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, -745f, 1102f, arg_2)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, 484f, arg_1[_wgslsmith_index_u32(75455u, 3u)].x)))))), vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(select(arg_1[_wgslsmith_index_u32(u_input.c.x / 57107u, 3u)].yx, arg_1[_wgslsmith_index_u32(u_input.c.x ^ u_input.c.x, 3u)].zz, true)), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(278f, 745f, -401f, -144f))))).zx)), _wgslsmith_f_op_f32(exp(arg_2)), _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(129002u, 3u)].x), _wgslsmith_div_f32(-396f, arg_2)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(-1750f, arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x) * arg_1[_wgslsmith_index_u32(24595u, 3u)].zy)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1616f, -1000f, arg_2, 549f))).xy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1452f, -242f))))).x, _wgslsmith_f_op_f32(arg_2 - arg_2)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1402f, 270f, 797f, arg_2)) + vec4<f32>(-2184f, -625f, arg_2, 289f))) * _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1952f, 806f, 1000f, arg_1[_wgslsmith_index_u32(26500u, 3u)].x) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2, -634f, arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))))));
    while (true) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
    }
    switch (~func_5((~u_input.d >> (75077u % 32u)) | (-2147483647i - 23693i), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)]), vec4<f32>(arg_1[_wgslsmith_index_u32(select(u_input.c.zw, vec2<u32>(u_input.c.x, 16270u), vec2<bool>(true, false)).x, 3u)].x, 1000f, _wgslsmith_f_op_vec3_f32(abs(arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)])).x, arg_2), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(u_input.c.x, 4u)], vec4<f32>(-105f, 324f, 542f, -163f), vec4<f32>(-617f, arg_2, -551f, arg_2))) * var_0[_wgslsmith_index_u32(u_input.c.x, 4u)])), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-342f - _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(2955u, 3u)].x - arg_2))), Struct_2(_wgslsmith_mod_vec4_i32(firstTrailingBit(vec4<i32>(33545i, -1i, u_input.d, 8615i)), vec4<i32>(1i, u_input.d, 29822i, u_input.d) & vec4<i32>(u_input.d, -29667i, 1i, arg_0)), Struct_1(u_input.c.wx << (u_input.c.zy % vec2<u32>(32u)), mat3x2<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].yx, vec2<f32>(var_0[_wgslsmith_index_u32(117115u, 4u)].x, -988f), var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].xw), vec4<bool>(true, true, true, true)), mat2x2<f32>(arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].zx, _wgslsmith_div_vec2_f32(vec2<f32>(arg_2, -2131f), var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].wz)), mat3x2<f32>(arg_1[_wgslsmith_index_u32(~u_input.c.x, 3u)].yz, arg_1[_wgslsmith_index_u32(insertBits(u_input.c.yxw, u_input.c.zww, u_input.c.x, u_input.c.x).x, 3u)].xx, var_0[_wgslsmith_index_u32(~41447u, 4u)].zw), arg_1[_wgslsmith_index_u32(48189u, 3u)].zx))) {
        case 6577i: {
            while (false) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                break;
            }
            let var_1 = vec4<u32>(u_input.a, atomicMin(&wg_atomic_u32, atomicOr(&wg_atomic_u32, 108013u - ~1u)), insertBits(vec2<u32>(countLeadingZeros(firstTrailingBit(u_input.c)).x, 15471u), min(~firstTrailingBit(vec3<u32>(4294967295u, u_input.a, 0u)).yy, u_input.c.zx), (u_input.a + 4294967295u) + u_input.a, u_input.a).x, ~max(vec2<u32>(~49750u, u_input.c.x), ~u_input.c.wx).x);
            for (var var_2 = 1i; var_2 != -51852i; ) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            }
            ((var_0)[_wgslsmith_index_u32(var_1.x, 4u)]).x = _wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(1494f + var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x)));
            let var_2 = ~1i;
        }
        case i32(-2147483648): {
            switch (countTrailingZeros(vec2<i32>(~(48583i + u_input.b), arg_0)).x) {
                default: {
                    ((var_0)[_wgslsmith_index_u32(1u, 4u)]).x = -1813f;
                }
            }
            global2 = _wgslsmith_f_op_f32(-(-2220f));
            ((global1)[_wgslsmith_index_u32(0u, 6u)])[_wgslsmith_index_u32(~u_input.c.x, 2u)] = _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp(var_0[_wgslsmith_index_u32(u_input.a, 4u)])).yyx - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(max(var_0[_wgslsmith_index_u32(u_input.a, 4u)].zyw, vec3<f32>(298f, arg_2, 1425f))) + vec3<f32>(arg_2, var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, -435f))) + vec3<f32>(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(14121u, 3u)].zy))).x, arg_2, var_0[_wgslsmith_index_u32(84994u, 4u)].x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(u_input.a, 4u)].zzw, vec3<f32>(-1786f, -541f, arg_1[_wgslsmith_index_u32(0u, 3u)].x)) * vec3<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, 237f, arg_2)) - _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, -227f, arg_2)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_2, 949f, 708f))))));
        }
        default: {
            if (true) {
                var var_1 = Struct_4(global1[_wgslsmith_index_u32(u_input.c.x, 6u)], ~vec2<i32>(19793i, arg_0), true);
                var var_2 = arg_1[_wgslsmith_index_u32(~countOneBits(u_input.c).x - 105382u, 3u)].x;
                let var_3 = mat3x2<f32>(arg_1[_wgslsmith_index_u32(~(((4294967295u - u_input.a) & 1u) >> (~u_input.a % 32u)), 3u)].zx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(atomicExchange(&wg_atomic_u32, 15833u), ~17543u), 4u)].wz)), vec2<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1459f, -1000f, var_0[_wgslsmith_index_u32(18243u, 4u)].x, -867f))).x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-3224f))))));
                let var_4 = Struct_4(global1[_wgslsmith_index_u32(countLeadingZeros(u_input.c.x), 6u)], -var_1.b, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(u_input.a, 3u)].x), var_3[_wgslsmith_index_u32(~36967u, 3u)].x, true))) <= _wgslsmith_f_op_f32(-var_1.a[_wgslsmith_index_u32(~u_input.c.x, 2u)].x));
                var var_5 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_0[_wgslsmith_index_u32(extractBits(vec2<u32>(4294967295u, u_input.c.x), 0u, u_input.a).x, 4u)].x, -424f), vec2<f32>(-742f, _wgslsmith_f_op_f32(-102f)), select(vec3<bool>(true, true, true), !vec3<bool>(var_1.c, true, true), var_4.c).zy)), var_4.a[_wgslsmith_index_u32(firstTrailingBit(~1u), 2u)].yx, vec2<bool>(true, select(!vec4<bool>(var_1.c, true, true, var_1.c), !vec4<bool>(var_4.c, false, var_1.c, var_4.c), var_1.c).x))).x * 944f);
            } else {
            }
            let var_1 = u_input.a;
            var var_2 = Struct_2(~(~vec4<i32>(arg_0 ^ -1i, ~arg_0, 1i >> (0u % 32u), u_input.d)), global3[_wgslsmith_index_u32(~firstLeadingBit(~vec2<u32>(28067u, var_1)).x, 8u)], mat2x2<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(var_1, 4u)]), var_0[_wgslsmith_index_u32(var_1, 4u)])).wyy)).xx, _wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, -373f), _wgslsmith_f_op_vec2_f32(vec2<f32>(288f, -290f) + var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].zz)), arg_1[_wgslsmith_index_u32(countOneBits(u_input.c).x, 3u)].xy)), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-1000f), -831f), _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(1u >> (~var_1 % 32u), 4u)].yw, _wgslsmith_f_op_vec2_f32(step(vec2<f32>(arg_2, 674f), arg_1[_wgslsmith_index_u32(~u_input.a, 3u)].zy))), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2, arg_2, var_0[_wgslsmith_index_u32(1u, 4u)].x, 1000f)))))).xy), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, -789f, arg_1[_wgslsmith_index_u32(var_1, 3u)].x, arg_2)))).xx));
        }
    }
    global3 = array<Struct_1, 8>();
    let var_1 = Struct_1(u_input.c.wz, mat3x2<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(u_input.a, 4u)] + _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(1u, 4u)] + vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -698f, arg_2, -883f))))).xz, vec2<f32>(-1365f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-925f * var_0[_wgslsmith_index_u32(u_input.a, 4u)].x) - _wgslsmith_f_op_f32(-503f * arg_2))), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a, 47759u), 3u)] - _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, arg_1[_wgslsmith_index_u32(10337u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x))))).xy), vec4<bool>(all(vec3<bool>(true, true, false)), true, select(vec2<bool>(u_input.c.x > 0u, false), vec2<bool>(true, any(vec2<bool>(true, false))), vec2<bool>(true, true)).x, false));
    return ~u_input.a << ((~4294967295u ^ countLeadingZeros(~u_input.c.zyz - u_input.c.xwy).x) % 32u);
}

fn func_3(arg_0: u32, arg_1: f32) -> f32 {
    ((((global3)[_wgslsmith_index_u32(~func_4(min(vec4<i32>(u_input.d & u_input.d, u_input.d, select(vec3<i32>(u_input.b, u_input.d, 1i), vec3<i32>(u_input.d, u_input.d, u_input.b), false).x, func_5(u_input.b, mat3x4<f32>(vec4<f32>(370f, arg_1, -307f, arg_1), vec4<f32>(1000f, arg_1, 1975f, arg_1), vec4<f32>(arg_1, -1314f, arg_1, arg_1)), -1459f, Struct_2(vec4<i32>(2147483647i, 2147483647i, u_input.b, -49792i), global3[_wgslsmith_index_u32(0u, 8u)], mat2x2<f32>(vec2<f32>(-771f, arg_1), vec2<f32>(arg_1, arg_1)), mat3x2<f32>(vec2<f32>(1247f, arg_1), vec2<f32>(-953f, -860f), vec2<f32>(arg_1, -1412f)), vec2<f32>(542f, arg_1)))), vec4<i32>(-7505i << (0u % 32u), ~u_input.b, 0i + 1i, u_input.d)).x, mat3x3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-837f, -585f, arg_1, arg_1))))).yxz, vec3<f32>(_wgslsmith_f_op_f32(arg_1 * arg_1), _wgslsmith_div_f32(arg_1, arg_1), _wgslsmith_div_f32(arg_1, arg_1)), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2293f, 555f, 1267f, arg_1)))).yzy), _wgslsmith_f_op_f32(-109f - _wgslsmith_div_f32(_wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(-899f)))), 8u)]).b)[_wgslsmith_index_u32(~(64227u ^ arg_0), 3u)]).x = _wgslsmith_f_op_f32(-(-1065f));
    var var_0 = u_input.c.x;
    global2 = arg_1;
    global2 = _wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(800f, arg_1, arg_1, 1368f)))))).x, arg_1))).x;
    switch (-72543i) {
        case 2147483647i: {
        }
        case i32(-2147483648): {
            for (; ; ) {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                continue;
            }
        }
        default: {
            global2 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1 * _wgslsmith_f_op_f32(fract(arg_1))));
        }
    }
    return _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_1 * _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1, arg_1, arg_1, arg_1)))).x), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(-arg_1), arg_1, _wgslsmith_f_op_f32(-(-2149f)), -782f))).x) * _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(2108f, arg_1, -1068f, -2325f), vec4<f32>(arg_1, arg_1, -1217f, arg_1))), _wgslsmith_div_vec4_f32(vec4<f32>(-123f, arg_1, arg_1, arg_1), vec4<f32>(arg_1, arg_1, arg_1, arg_1)), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_1, arg_1, arg_1, arg_1))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1, -492f, arg_1, arg_1) - _wgslsmith_f_op_vec4_f32(vec4<f32>(-304f, arg_1, arg_1, arg_1) + vec4<f32>(arg_1, arg_1, 1027f, -750f))) - _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(501f, arg_1, arg_1, 625f)))), vec4<f32>(arg_1, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(arg_1, 1120f, -481f))).x * _wgslsmith_f_op_f32(-512f - arg_1)), 1272f, _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1614f, 1861f, 288f, arg_1)))).x))).x);
}

fn func_2(arg_0: i32, arg_1: f32, arg_2: i32, arg_3: vec3<u32>) -> vec4<u32> {
    for (var var_0 = i32(-2147483648); var_0 <= 1i; var_0 += 1i) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            continue;
            continuing {
                break if (~arg_3.x / u_input.c.x) <= reverseBits(38945u);
            }
        }
        while ((select(vec2<bool>(any(vec2<bool>(false, true)), vec2<bool>(true, true).x), vec2<bool>(false, true), (arg_1 != -618f) | (arg_0 > arg_2)).x && true) && true) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        }
        while (true) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            let var_1 = Struct_4(global1[_wgslsmith_index_u32(~(~firstLeadingBit(3107u)), 6u)], clamp(reverseBits(vec4<i32>(arg_2 + -31059i, -1i, 40405i, ~arg_2)), ~min(vec4<i32>(arg_2, u_input.d, 31680i, arg_2), vec4<i32>(2147483647i, 1i, arg_2, 2147483647i)), max(sign(insertBits(vec4<i32>(-32786i, arg_0, -25147i, 21636i), vec4<i32>(-1i, 0i, -19233i, 7853i), arg_3.x, u_input.c.x)), -vec4<i32>(-1i, 0i, arg_2, -25811i) + vec4<i32>(arg_2, arg_0, arg_0, 5302i))).yz, arg_1 > _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(arg_1, arg_1), vec2<f32>(arg_1, arg_1), true)).x, arg_1, _wgslsmith_f_op_f32(-arg_1), arg_1), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_1, arg_1, -208f, 2576f), vec4<f32>(332f, 1014f, arg_1, arg_1))) - _wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_1, arg_1, arg_1, 1821f), vec4<f32>(arg_1, arg_1, arg_1, arg_1)))))).x);
            break;
        }
        switch (_wgslsmith_mod_i32(~abs(countOneBits(vec3<i32>(-1i, -25720i, i32(-2147483648)) + vec3<i32>(-49298i, arg_2, 2147483647i))).x, atomicExchange(&wg_atomic_i32, arg_0))) {
            case 2147483647i: {
                continue;
            }
            case -17718i: {
                break;
            }
            case -13864i: {
            }
            case -1i: {
                continue;
            }
            default: {
                let var_1 = _wgslsmith_f_op_f32(max(arg_1, 1632f));
                let var_2 = Struct_4(global1[_wgslsmith_index_u32(countLeadingZeros(~(u_input.c.zy & (arg_3.yx / vec2<u32>(arg_3.x, 12543u)))).x, 6u)], firstLeadingBit(vec3<i32>(arg_0 * arg_0, 1i, arg_0 / arg_0)).xy | vec2<i32>(arg_0, arg_0), true || (-163f > var_1));
                let var_3 = var_2.b.x;
            }
        }
    }
    global0 = _wgslsmith_f_op_f32(fract(-174f));
    loop {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        let var_0 = true;
        global2 = arg_1;
        var var_1 = Struct_1(arg_3.yz, mat3x2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-700f, 509f, arg_1)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-517f, -1892f, -733f, 726f))).xxx - _wgslsmith_f_op_vec3_f32(vec3<f32>(-808f, arg_1, arg_1) * vec3<f32>(arg_1, 890f, arg_1))), false)).yz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1801f, _wgslsmith_f_op_f32(-arg_1))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(208f, arg_1)) * _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(arg_1, 194f)))))), select(!vec4<bool>(any(vec3<bool>(true, true, var_0)), false, var_0, var_0), !vec4<bool>(true, var_0, false, true), !vec4<bool>(true, false, select(vec4<bool>(var_0, false, var_0, var_0), vec4<bool>(var_0, false, var_0, var_0), false).x, true)));
        var var_2 = Struct_2(firstTrailingBit((abs(vec4<i32>(33206i, 41814i, 2147483647i, 2147483647i)) - ~vec4<i32>(u_input.b, u_input.d, arg_2, arg_0)) / (-vec4<i32>(2147483647i, -46380i, arg_2, arg_2) << (select(u_input.c, u_input.c, var_1.c) % vec4<u32>(32u)))), global3[_wgslsmith_index_u32(var_1.a.x ^ ((firstTrailingBit(vec3<u32>(var_1.a.x, 101582u, var_1.a.x)).x ^ ~u_input.c.x) / arg_3.x), 8u)], mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1008f, arg_1)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(280f, var_1.b[_wgslsmith_index_u32(3007u, 3u)].x))) - _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-892f, arg_1, var_1.b[_wgslsmith_index_u32(var_1.a.x, 3u)].x), vec3<f32>(1442f, arg_1, 1002f), false)).zy)))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1.b[_wgslsmith_index_u32(u_input.c.x | u_input.a, 3u)].x, arg_1) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1.b[_wgslsmith_index_u32(var_1.a.x, 3u)].x, var_1.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x) - vec2<f32>(arg_1, -1831f)) - vec2<f32>(625f, -1000f))), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(select(var_1.b[_wgslsmith_index_u32(arg_3.x, 3u)], var_1.b[_wgslsmith_index_u32(u_input.a, 3u)], var_1.c.x)) + var_1.b[_wgslsmith_index_u32(4294967295u, 3u)]))), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(1685f - 916f), _wgslsmith_f_op_f32(-(-1496f))), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-1554f - arg_1), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-1293f, 205f, -299f))).x))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(var_1.b[_wgslsmith_index_u32(4294967295u, 3u)])).x), _wgslsmith_f_op_f32(549f + arg_1), arg_1, arg_1))).zz);
        if (true) {
            global2 = _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-var_2.d[_wgslsmith_index_u32(~firstTrailingBit(73037u), 3u)]))).x;
        } else if (false) {
        } else {
            var var_3 = select(select(!select(var_1.c.zzy, select(vec4<bool>(false, false, var_1.c.x, false), var_2.b.c, vec4<bool>(true, false, var_0, true)).xxw, var_1.c.x), !select(var_2.b.c, var_2.b.c, !var_0).zyx, select(var_2.b.c, var_2.b.c, !(!var_0)).wyy), vec3<bool>(!(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1536f, 1000f, -112f, arg_1))).x == _wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_2.d[_wgslsmith_index_u32(arg_3.x, 3u)].x, -926f, var_1.b[_wgslsmith_index_u32(var_2.b.a.x, 3u)].x, var_2.d[_wgslsmith_index_u32(40556u, 3u)].x), vec4<f32>(var_1.b[_wgslsmith_index_u32(17480u, 3u)].x, 1409f, var_1.b[_wgslsmith_index_u32(arg_3.x, 3u)].x, 1000f))).x), (true && !var_1.c.x) || var_1.c.x, !(true || (var_2.b.c.x || false))), vec3<bool>(true, select(true, var_0, var_2.b.c.x), select(vec4<bool>(var_0, true, var_2.b.c.x, var_0), select(!vec4<bool>(var_2.b.c.x, var_0, var_2.b.c.x, false), var_2.b.c, 5519u > arg_3.x), !var_1.c).x));
            var var_4 = _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(vec4<f32>(1176f, _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(var_1.b[_wgslsmith_index_u32(arg_3.x, 3u)] * vec2<f32>(arg_1, var_2.b.b[_wgslsmith_index_u32(arg_3.x, 3u)].x)), _wgslsmith_div_vec2_f32(vec2<f32>(1520f, arg_1), var_1.b[_wgslsmith_index_u32(arg_3.x, 3u)]))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-1577f), _wgslsmith_f_op_f32(-799f)), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(-902f, -1412f, var_2.d[_wgslsmith_index_u32(1088u, 3u)].x, arg_1) * vec4<f32>(-1000f, 180f, var_1.b[_wgslsmith_index_u32(1u, 3u)].x, var_2.d[_wgslsmith_index_u32(41081u, 3u)].x)), vec4<f32>(-254f, var_1.b[_wgslsmith_index_u32(var_1.a.x, 3u)].x, var_2.d[_wgslsmith_index_u32(var_2.b.a.x, 3u)].x, var_1.b[_wgslsmith_index_u32(44514u, 3u)].x))).x), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(vec4<f32>(arg_1, 120f, arg_1, 1972f), vec4<f32>(var_1.b[_wgslsmith_index_u32(0u, 3u)].x, var_1.b[_wgslsmith_index_u32(0u, 3u)].x, -1000f, var_2.e.x))))))))).ww;
        }
    }
    var var_0 = extractBits(firstTrailingBit(arg_2), select(_wgslsmith_mod_vec3_u32(arg_3, firstTrailingBit(vec3<u32>(u_input.a, 0u, arg_3.x))), min(arg_3, vec3<u32>(0u, arg_3.x, 78725u)) << (~u_input.c.zyx % vec3<u32>(32u)), vec3<bool>(true, true, true)).x, u_input.c.x) >= 1i;
    var var_1 = global1[_wgslsmith_index_u32(92562u, 6u)];
    return abs(~abs(~(~vec4<u32>(u_input.c.x, 21182u, arg_3.x, u_input.c.x))));
}

fn func_1(arg_0: f32) -> f32 {
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        for (; false; ) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            var var_0 = _wgslsmith_mod_vec2_u32(select(func_2(reverseBits(vec2<i32>(u_input.b, u_input.b)).x, _wgslsmith_f_op_f32(func_3(u_input.c.x, 1807f)), u_input.b << (16757u % 32u), u_input.c.ywy), select(vec4<u32>(u_input.c.x, u_input.a, 0u, u_input.a) / vec4<u32>(1u, 1u, 4294967295u, 20658u), ~vec4<u32>(u_input.c.x, u_input.a, 1u, 4294967295u), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true)).xz << (vec2<u32>(u_input.c.x, ~(u_input.a * u_input.c.x)) % vec2<u32>(32u)), ~(~(_wgslsmith_mod_vec2_u32(vec2<u32>(54752u, 1u), vec2<u32>(0u, u_input.a)) * vec2<u32>(84379u, 4294967295u))));
            continue;
        }
    }
    for (var var_0 = 1i; false; var_0 += 1i) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        loop {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            global0 = _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-203f))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_0, 817f)), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1f, 1f, 1f, 1f))).x, 841f))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-697f) * _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(386f, arg_0, arg_0, arg_0))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, -607f, -690f, 1230f)), vec4<bool>(true, true, true, true))).x));
            continue;
            continuing {
                let var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-209f), _wgslsmith_f_op_f32(-(-547f)))));
                var var_2 = _wgslsmith_f_op_f32(-583f);
                global2 = _wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_1), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(-1139f, arg_0))).x))), _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(var_1, 1283f, 604f), vec3<f32>(var_1, 856f, var_1), vec3<f32>(var_1, 1486f, 1388f)))))).x)));
                let var_3 = 1u;
                break if all(vec2<bool>(true, true));
            }
        }
        var var_1 = mat2x4<f32>(vec4<f32>(_wgslsmith_div_f32(-548f, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(arg_0, 1000f, 415f), vec3<f32>(-790f, 501f, arg_0), vec3<f32>(arg_0, arg_0, arg_0))), _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0, arg_0, 404f) * vec3<f32>(arg_0, arg_0, arg_0)), true)).x), _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0, arg_0, -1000f) * vec3<f32>(-1000f, arg_0, 1684f))))).x, _wgslsmith_f_op_f32(arg_0 * _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0, arg_0, arg_0)))).x), arg_0), vec4<f32>(_wgslsmith_f_op_f32(max(arg_0, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1500f, -815f, arg_0, arg_0))).x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(-236f, 984f, 496f) * vec3<f32>(arg_0, 929f, arg_0)))).x + _wgslsmith_div_f32(-307f, arg_0)), _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(arg_0, arg_0))).x, _wgslsmith_f_op_f32(-arg_0)))).x, arg_0));
        let var_2 = true;
        break;
    }
    ((global3)[_wgslsmith_index_u32(u_input.a, 8u)]).a = ~u_input.c.wx;
    let var_0 = vec3<f32>(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(-596f, _wgslsmith_f_op_f32(trunc(_wgslsmith_div_f32(2081f, -594f)))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(1f, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_0, arg_0, arg_0, 1735f))).x))).x), arg_0);
    loop {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        global0 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0.x, 865f, -245f, 641f))).ww)), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(abs(var_0.x)), 1135f), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(129f, var_0.x, -1235f, 674f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, arg_0, -912f, 774f)))).x))).x);
        for (var var_1 = 0i; var_1 == 12636i; var_1 += 1i) {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            ((global3)[_wgslsmith_index_u32((u_input.a * (((4294967295u - u_input.c.x) * u_input.a) << (countLeadingZeros(~vec2<u32>(12962u, u_input.c.x)).x % 32u))) - 1u, 8u)]).a = vec2<u32>((u_input.a << (func_4(u_input.d, mat3x3<f32>(vec3<f32>(arg_0, arg_0, -587f), var_0, var_0), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(856f, -1339f, arg_0, -231f))).x) % 32u)) ^ u_input.a, min(~select(u_input.c.yw, u_input.c.xw, true), _wgslsmith_mod_vec2_u32(vec2<u32>(~u_input.a, 4294967295u), u_input.c.xw)).x);
            global1 = array<mat2x3<f32>, 6>();
        }
        return -834f;
    }
    return _wgslsmith_f_op_f32(-var_0.x);
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    global0 = -1221f;
    while (all(vec4<bool>(true, true, true, true))) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
    }
    switch (1i) {
        default: {
            var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec4<f32>(1f, 1f, 1f, 1f).xzw)) + _wgslsmith_div_vec3_f32(vec3<f32>(-2172f, _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-758f, 1583f))).x, _wgslsmith_f_op_f32(-(-664f))), vec4<f32>(1f, 1f, 1f, 1f).zzw)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-204f), vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-573f, 607f, 461f, -644f))), vec4<f32>(-1838f, 312f, 794f, -841f))))));
            ((var_0)[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)]).x = _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(func_1(var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x)), var_0[_wgslsmith_index_u32(~85526u, 2u)].x, -436f, _wgslsmith_f_op_f32(-(-455f)))))).yx)).x;
            (((global1)[_wgslsmith_index_u32(u_input.a << (builtin_workgroup_id.x % 32u), 6u)])[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)]).x = var_0[_wgslsmith_index_u32(func_4(-(~u_input.b), mat3x3<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, 673f, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x))), vec4<f32>(140f, 668f, var_0[_wgslsmith_index_u32(15496u, 2u)].x, -2315f), vec4<f32>(-1311f, 498f, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, 755f))))).ywy, _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, -245f), _wgslsmith_f_op_vec2_f32(max(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].yx, vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, var_0[_wgslsmith_index_u32(87146u, 2u)].x))).x) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x, var_0[_wgslsmith_index_u32(14752u, 2u)].x, 992f))), vec3<f32>(591f, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(50397u, 2u)].x, var_0[_wgslsmith_index_u32(2574u, 2u)].x, -420f, 1000f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-719f, var_0[_wgslsmith_index_u32(1u, 2u)].x, -230f, -1304f), vec4<f32>(438f, -2565f, 1000f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x), true)))).x, _wgslsmith_f_op_f32(-771f))), var_0[_wgslsmith_index_u32(firstTrailingBit(4294967295u), 2u)].x), 2u)].x;
        }
    }
    let var_0 = global3[_wgslsmith_index_u32(builtin_workgroup_id.x, 8u)];
    global2 = 605f;
    let x = u_input.a;
    s_output = StorageBuffer(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 6u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(623f, 961f, var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1736f, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 1535f, -1000f)))), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x, var_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x) * vec3<f32>(-1313f, var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 1000f))), vec3<f32>(_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(var_0.a.x, 3u)].x + var_0.b[_wgslsmith_index_u32(122885u, 3u)].x), _wgslsmith_div_f32(var_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, -335f), _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(68154u, 3u)].x)), !var_0.c.x || true)), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(1600f, 607f, var_0.b[_wgslsmith_index_u32(0u, 3u)].x), vec3<f32>(1608f, 724f, 704f))).x * var_0.b[_wgslsmith_index_u32(firstLeadingBit(u_input.a), 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(-2152f, 3016f))).x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, var_0.b[_wgslsmith_index_u32(1u, 3u)].x, -1036f, 1399f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -677f, 688f, -890f)), var_0.c.x)).x), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.b[_wgslsmith_index_u32(76505u, 3u)].x, var_0.b[_wgslsmith_index_u32(var_0.a.x, 3u)].x, -1138f)) * vec3<f32>(1030f, -2133f, -1548f)))), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(var_0.b[_wgslsmith_index_u32(var_0.a.x, 3u)].x, var_0.b[_wgslsmith_index_u32(49838u, 3u)].x, var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(1013f, 356f, 1379f, -1734f), vec4<f32>(2454f, var_0.b[_wgslsmith_index_u32(5200u, 3u)].x, var_0.b[_wgslsmith_index_u32(0u, 3u)].x, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))).xxy)))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(var_0.b[_wgslsmith_index_u32(var_0.a.x, 3u)].x, var_0.b[_wgslsmith_index_u32(var_0.a.x, 3u)].x))).x + _wgslsmith_f_op_f32(-1315f - _wgslsmith_f_op_f32(-1066f))) * _wgslsmith_f_op_f32(910f + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x) * _wgslsmith_div_f32(-1000f, 127f)))));
}

