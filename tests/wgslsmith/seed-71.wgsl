// {"0:0":[86,48,201,95,188,54,109,93,215,144,231,242,252,186,55,130,245,246,114,87,200,133,121,77,140,130,13,195,120,47,28,144]}
// Seed: 71

struct Struct_1 {
    @size(20)
    a: i32,
    b: i32,
}

struct Struct_2 {
    a: Struct_1,
    @align(32)
    b: vec4<u32>,
    @align(32)
    @size(8)
    c: vec2<i32>,
}

struct Struct_3 {
    @align(16)
    @size(48)
    a: mat4x2<f32>,
}

struct UniformBuffer {
    a: vec4<u32>,
    b: vec3<u32>,
}

struct StorageBuffer {
    @size(64)
    a: mat3x4<f32>,
    b: vec3<u32>,
    @size(12)
    c: f32,
    @align(8)
    @size(20)
    d: vec2<f32>,
    e: mat3x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: u32;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 13>;

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn func_5(arg_0: u32) -> mat3x2<f32> {
    while (!select(vec4<bool>(true, select(true, true, atomicCompareExchangeWeak(&wg_atomic_i32, -44410i, 1i).exchanged), true, true), vec4<bool>(true, vec2<bool>(true, true).x, vec3<bool>(true, true, true).x, all(vec4<bool>(true, true, false, true))), true).x) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        let var_0 = Struct_2(Struct_1(atomicOr(&wg_atomic_i32, i32(-2147483648)), select(vec4<i32>(~(-3077i), 4433i, -1i, 15599i / 2147483647i), -vec4<i32>(57617i, 19541i, 2147483647i, 2147483647i) >> (u_input.a % vec4<u32>(32u)), vec4<bool>(true, true, true, true)).x), ~(~vec4<u32>(arg_0, 4294967295u, arg_0, 0u) << (u_input.a % vec4<u32>(32u))), firstTrailingBit(countOneBits(vec4<i32>(1i, 1i, 1i, 1i) + ~vec4<i32>(i32(-2147483648), -14231i, 14341i, -34895i))).yy);
        for (var var_1 = 1912i; (var_1 < 1i); var_1 = var_0.a.b - -52545i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(484f, 245f, 1000f, 1330f)))))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(vec4<f32>(-456f, 1024f, 2595f, 1038f), _wgslsmith_div_vec4_f32(vec4<f32>(-436f, -1000f, 1746f, 548f), vec4<f32>(471f, 2484f, 440f, 1605f))))))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-2007f, -1118f, 526f, -555f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-641f, 1000f, -1486f, 480f) - vec4<f32>(473f, -651f, 2257f, 394f)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-2205f, 744f, 1000f, -1000f), vec4<f32>(1223f, 365f, 103f, -929f)))))))));
            continue;
        }
        switch (~(-(-min(firstLeadingBit(vec4<i32>(20369i, -20022i, 2147483647i, var_0.a.b)).zwy, ~vec3<i32>(2147483647i, var_0.c.x, var_0.c.x)).x))) {
            case -20789i: {
            }
            case 9303i: {
                let var_1 = select(max(~_wgslsmith_mod_vec4_u32(vec4<u32>(arg_0, u_input.a.x, 85370u, var_0.b.x), u_input.a), var_0.b) + countLeadingZeros(~(~u_input.a)), u_input.a, true);
                let var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1169f + 924f)), _wgslsmith_f_op_f32(-vec4<f32>(1f, 1f, 1f, 1f).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(-2417f, 1216f)))) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(-201f, 472f, -1364f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-(-159f)), _wgslsmith_f_op_f32(-(-1333f)), _wgslsmith_f_op_f32(228f + -1596f)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(274f, 253f, 314f), vec3<f32>(-123f, 414f, -227f))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-(-351f)), _wgslsmith_f_op_f32(-948f), _wgslsmith_f_op_f32(-1607f))) + _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, 819f, 1631f))))));
                let var_3 = vec4<bool>(true & (_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_2[_wgslsmith_index_u32(1u, 3u)].x, -1259f) - var_2[_wgslsmith_index_u32(2733u, 3u)].zx))).x == _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-185f)))), true, true, all(vec2<bool>(true, true)));
                break;
            }
            default: {
                break;
            }
        }
    }
    var var_0 = Struct_2(Struct_1(2147483647i, select(countTrailingZeros(vec3<i32>(-46479i, 2147483647i, -25075i)), vec3<i32>(1i, -1i, 36467i) + ~vec3<i32>(3469i, 22432i, 17734i), vec3<bool>(true, true, true)).x), u_input.a, vec2<i32>(~(-9248i), -1i));
    if (select(vec3<bool>(!(!((var_0.a.b < 26030i))), true, 2147483647i <= -var_0.c.x), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, u_input.a.x > 23858u, any(vec4<bool>(false, true, false, true)), true), any(vec3<bool>(true, true, true)))).zwy, true).x) {
        let var_1 = mat3x2<f32>(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-385f, 960f, 559f, -962f))).x), _wgslsmith_f_op_f32(-326f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(775f - _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-919f, 387f))).x))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(max(vec4<f32>(1f, 1f, 1f, 1f).zwz, vec3<f32>(_wgslsmith_f_op_f32(trunc(-339f)), _wgslsmith_f_op_f32(659f * 231f), _wgslsmith_div_f32(971f, -1439f)))).zy), _wgslsmith_div_vec2_f32(vec2<f32>(-754f, 365f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(247f, 1000f, 1135f, -2329f))).xw)));
        (var_0).c = sign(select(vec3<i32>(var_0.c.x, var_0.a.a, i32(-2147483648)) | vec4<i32>(1i, 1i, 1i, 1i).zyz, sign(vec4<i32>(var_0.c.x, 0i, var_0.a.b, var_0.c.x)).ywx, select(vec4<bool>(true, true, true, false), vec4<bool>(true, true, true, true), -38045i <= var_0.a.a).zwx) / vec3<i32>(min(min(vec4<i32>(var_0.c.x, 2147483647i, var_0.c.x, -37879i), vec4<i32>(2147483647i, var_0.c.x, var_0.c.x, var_0.c.x)), countTrailingZeros(vec4<i32>(var_0.c.x, var_0.c.x, -9926i, var_0.c.x))).x, -(-37190i) - -23299i, var_0.a.a)).yz;
        let var_2 = var_0.a;
        global0 = 0u;
        global0 = 1u;
    } else {
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            ((var_0).b).x = u_input.a.x;
            ((var_0).b).x = extractBits(~var_0.b, abs(_wgslsmith_mod_u32(~var_0.b.x >> (0u % 32u), atomicAnd(&wg_atomic_u32, 4294967295u))), 44373u << (~max(min(u_input.a, u_input.a), u_input.a).x % 32u)).x;
            ((var_0).c).x = var_0.a.b >> (_wgslsmith_mod_u32(atomicSub(&wg_atomic_u32, 1u), var_0.b.x - 4294967295u) % 32u);
            var_0 = Struct_2(var_0.a, ~(u_input.a + vec4<u32>(1u, arg_0, 105581u, u_input.a.x)) << (vec4<u32>(~(~4294967295u), u_input.b.x, arg_0, countLeadingZeros(vec4<u32>(var_0.b.x, 1u, u_input.b.x, 23206u)).x | ~u_input.a.x) % vec4<u32>(32u)), var_0.c);
            continue;
        }
        let var_1 = ~vec4<u32>(102076u, 4294967295u, ~8091u & ~u_input.a.x, insertBits(var_0.b.yyz, _wgslsmith_mod_vec3_u32(var_0.b.zxz, vec3<u32>(arg_0, 45045u, 11065u)), u_input.a.x, ~0u).x) ^ countLeadingZeros(~extractBits(u_input.a << (var_0.b % vec4<u32>(32u)), u_input.b.x, ~61531u));
        var var_2 = select(vec3<bool>(true, true, true), select(select(vec4<bool>(var_0.a.a != var_0.c.x, -49325i != var_0.c.x, any(vec3<bool>(false, true, true)), true), vec4<bool>(true, true, true, true), true), vec4<bool>(((var_0.a.b < var_0.c.x)) | true, true, any(vec4<bool>(false, false, true, true)), atomicCompareExchangeWeak(&wg_atomic_i32, ~var_0.c.x, -var_0.a.a).exchanged), vec4<bool>(true, true, true, true)).ywx, select(vec4<bool>(true, true, true, true), vec4<bool>(all(vec4<bool>(true, true, true, true)), all(vec2<bool>(true, true)), true, (~0u < arg_0)), vec4<bool>(true, true, true, true)).xxw).x;
        let var_3 = countOneBits(sign((vec4<i32>(var_0.c.x, var_0.a.b, var_0.a.a, -2293i) ^ vec4<i32>(18204i, 64117i, 15671i, var_0.a.b)) << (vec4<u32>(reverseBits(u_input.a.zy).x, ~u_input.b.x, var_0.b.x | 0u, atomicLoad(&wg_atomic_u32)) % vec4<u32>(32u)))).yz;
    }
    ((var_0).a).a = atomicMax(&wg_atomic_i32, -(countOneBits(vec2<i32>(var_0.a.a, var_0.c.x) & vec2<i32>(var_0.c.x, -1i)).x ^ atomicMin(&wg_atomic_i32, 1i)));
    return mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-2103f + -1204f), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(1864f, -1797f, -1185f), vec3<f32>(327f, 747f, 1287f))).x) + _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(663f, -2234f, -448f, 883f)))).wz) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(1806f, -1855f, -486f), vec3<f32>(-156f, 256f, 2457f), vec3<bool>(true, true, true))).x, _wgslsmith_f_op_f32(-288f * -502f)))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-1847f, 200f, 1288f))).x * _wgslsmith_f_op_f32(-(-964f))), _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1136f, 201f, -913f, -1502f)), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1344f, -1165f, -632f, 696f))))).x))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-317f), -1125f) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(2050f, -891f), vec2<f32>(225f, 399f), vec2<bool>(true, true))).x, _wgslsmith_f_op_f32(-218f + -793f)))));
}

fn func_4(arg_0: mat3x2<f32>, arg_1: vec4<i32>, arg_2: Struct_1) -> mat3x3<f32> {
    let var_0 = Struct_3(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)]), arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)], _wgslsmith_f_op_vec2_f32(func_5(u_input.a.x)[_wgslsmith_index_u32(max(~u_input.a, countTrailingZeros(u_input.a)).x, 3u)] * arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)]), arg_0[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(62083u, u_input.b.x, 0u)).x ^ 42882u, 3u)]));
    for (var var_1 = 1042i; false; ) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        for (var var_2 = 31661i; select(atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 1u).old_value > ~u_input.a.x, true, atomicCompareExchangeWeak(&wg_atomic_u32, (1u << (~u_input.a.x % 32u)) + ~(~u_input.a.x), ~u_input.b.x).exchanged); var_2 -= 1i) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            var var_3 = vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(~u_input.b.x, 4u)].x) - 1876f) - arg_0[_wgslsmith_index_u32(43701u, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-2263f)) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1074f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(81220u, 3u)].x, 875f))).x))), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0.a[_wgslsmith_index_u32(0u, 4u)].x, 1496f, -763f, 661f))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-1475f, 553f, -1000f, 1947f) + vec4<f32>(var_0.a[_wgslsmith_index_u32(u_input.b.x, 4u)].x, var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, arg_0[_wgslsmith_index_u32(8402u, 3u)].x, -1000f))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, -674f, var_0.a[_wgslsmith_index_u32(1u, 4u)].x, var_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x)))))).x);
            continue;
        }
        continue;
    }
    switch (0i) {
        case 0i: {
            for (var var_1 = 67358i; ; var_1 += 1i) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            }
        }
        case 1i: {
            while (select(select(vec4<bool>(true, 3822i != (arg_1.x ^ -45802i), true, true), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(vec2<bool>(true, true).x, -1000f <= _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x), false, true), select(vec4<bool>(true, true, true, true), vec4<bool>(vec3<bool>(true, true, true).x, true, true, true), select(vec4<bool>(false, true, true, 6657u == u_input.b.x), vec4<bool>(true, true, 1i >= arg_1.x, true), false)).x).x) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                global0 = ~((~extractBits(u_input.b, u_input.b.x, 38433u).x ^ (u_input.a.x - u_input.a.x)) << (1u % 32u));
            }
        }
        default: {
        }
    }
    loop {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        let var_1 = Struct_2(arg_2, countOneBits(u_input.a << (~(~u_input.a) % vec4<u32>(32u))), ~countTrailingZeros(arg_1).yy);
        global0 = vec2<u32>(1u, 1u).x;
        while (select(vec4<bool>(true, false, true, false), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), !(1u >= ~u_input.a.x)), select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, -2527f == var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, any(vec4<bool>(false, true, false, false)), false), vec4<bool>(true, true, true, true)).yw, vec2<bool>(true, true), vec2<bool>(true, true)).x).x) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            let var_2 = Struct_3(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -1196f) + vec2<f32>(-804f, -177f)))), vec2<f32>(arg_0[_wgslsmith_index_u32(~countLeadingZeros(vec4<u32>(98225u, 0u, var_1.b.x, u_input.b.x)).x, 3u)].x, _wgslsmith_f_op_f32(1f * _wgslsmith_f_op_f32(1266f - 561f))), vec2<f32>(_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(~86395u, 4u)].x + _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(0u, 3u)].x + var_0.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(1000f, var_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x))), _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, _wgslsmith_f_op_f32(246f * -214f)) - _wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(~26539u, 4u)] + vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x)))));
            var var_3 = mat3x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(var_2.a[_wgslsmith_index_u32(u_input.b.x, 4u)], vec2<f32>(-1000f, 328f)) + _wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(6252u, 4u)] * vec2<f32>(775f, var_2.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x)))), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(var_2.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x, -123f, -787f))) * vec3<f32>(-172f, var_2.a[_wgslsmith_index_u32(8545u, 4u)].x, var_0.a[_wgslsmith_index_u32(21136u, 4u)].x)))).xz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1837f, var_0.a[_wgslsmith_index_u32(33571u, 4u)].x) * _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1000f, var_2.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x, 1495f, var_2.a[_wgslsmith_index_u32(50712u, 4u)].x), vec4<f32>(-172f, var_0.a[_wgslsmith_index_u32(23300u, 4u)].x, -108f, arg_0[_wgslsmith_index_u32(var_1.b.x, 3u)].x))).xx), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_2.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x, 121f, 138f, 839f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(2141u, 3u)].x, -1170f, -190f, var_2.a[_wgslsmith_index_u32(1u, 4u)].x)))).yy)), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-(-919f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(948f * arg_0[_wgslsmith_index_u32(43243u, 3u)].x))) + var_2.a[_wgslsmith_index_u32(1u, 4u)]));
            break;
        }
        let var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.a[_wgslsmith_index_u32(26254u, 4u)].x, arg_0[_wgslsmith_index_u32(15029u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x)))).yz)).x + 162f) >= _wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32((4294967295u & (var_1.b.x | u_input.a.x)) & var_1.b.x, 4u)].x - _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1772f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 752f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(450f, var_0.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x, 673f, 717f))))).x);
        var var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2083f, 503f, 1460f, arg_0[_wgslsmith_index_u32(116793u, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_0[_wgslsmith_index_u32(select(u_input.a.x, 4294967295u, var_2), 3u)].x, -978f, _wgslsmith_f_op_f32(488f - var_0.a[_wgslsmith_index_u32(118092u, 4u)].x), _wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(0u, 4u)].x)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(549u, 3u)].x, arg_0[_wgslsmith_index_u32(144u, 3u)].x, -224f, var_0.a[_wgslsmith_index_u32(u_input.b.x, 4u)].x) - _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x, -1160f, var_0.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x) + vec4<f32>(2432f, var_0.a[_wgslsmith_index_u32(var_1.b.x, 4u)].x, arg_0[_wgslsmith_index_u32(var_1.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x))), vec4<f32>(_wgslsmith_div_f32(-167f, arg_0[_wgslsmith_index_u32(23201u, 3u)].x), _wgslsmith_f_op_f32(-1764f), _wgslsmith_f_op_f32(min(-302f, var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x)), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))))));
    }
    global0 = extractBits(vec2<u32>(~(~_wgslsmith_mod_u32(95674u, 68927u)), atomicXor(&wg_atomic_u32, ~u_input.b.x + extractBits(vec4<u32>(u_input.a.x, 101888u, 11887u, u_input.b.x), u_input.a.x, 60184u).x)), _wgslsmith_mod_u32(u_input.b.x, dot(vec3<u32>(1u, u_input.a.x, 25122u), u_input.b) << (atomicAdd(&wg_atomic_u32, u_input.a.x) % 32u)) >> (u_input.a.x % 32u), u_input.b.x).x;
    return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, var_0.a[_wgslsmith_index_u32(92412u, 4u)].x))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.a[_wgslsmith_index_u32(1u, 4u)].x, -589f, 394f, 689f))).x), -437f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(50974u, 4u)].x + -201f)))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -452f) * _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), 1000f, arg_0[_wgslsmith_index_u32(~u_input.a.x, 3u)].x)));
}

fn func_3(arg_0: mat3x3<f32>, arg_1: vec4<bool>, arg_2: vec2<i32>) -> mat3x2<f32> {
    global0 = ~countOneBits(vec2<u32>(select(countTrailingZeros(u_input.b.zz), u_input.b.xz, true).x, u_input.a.x)).x;
    let var_0 = u_input.b.x;
    return mat3x2<f32>(arg_0[_wgslsmith_index_u32(~var_0, 3u)].zy, _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(clamp(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].xx, vec2<f32>(618f, arg_0[_wgslsmith_index_u32(1u, 3u)].x), arg_0[_wgslsmith_index_u32(61395u, 3u)].yz)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 315f, arg_0[_wgslsmith_index_u32(289u, 3u)].x, 1226f), vec4<f32>(-536f, 2119f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 340f), arg_1)).xy, select(vec3<bool>(arg_1.x, arg_1.x, false), vec3<bool>(arg_1.x, false, true), true).zy)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(49229u, 3u)].x * arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x) - arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x), arg_0[_wgslsmith_index_u32(extractBits(vec4<u32>(68233u, u_input.b.x, 1u, u_input.b.x), u_input.a.x, u_input.a.x).x * ~var_0, 3u)].x))).zx, arg_0[_wgslsmith_index_u32((var_0 - firstTrailingBit(vec4<u32>(u_input.b.x, u_input.a.x, 5993u, 0u) >> (vec4<u32>(var_0, u_input.b.x, 63939u, var_0) % vec4<u32>(32u))).x) << (var_0 % 32u), 3u)].xz);
}

fn func_2(arg_0: mat3x2<f32>) -> vec4<u32> {
    switch (-56841i) {
        case 2147483647i: {
            for (var var_0 = 1i; vec2<bool>(true, true).x; var_0 -= 1i) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                break;
            }
        }
        case 1i: {
            let var_0 = countOneBits(vec4<i32>(_wgslsmith_mod_i32(2147483647i, 35222i) - -min(90405i, 0i), ~(-(i32(-2147483648))) + clamp(~(-260i), min(vec3<i32>(-14589i, 1i, -64777i), vec3<i32>(-35253i, 0i, -32219i)).x, -(-65557i)), firstLeadingBit(vec4<i32>(countTrailingZeros(vec3<i32>(0i, -16486i, 0i)).x, 2147483647i / 53783i, countTrailingZeros(vec4<i32>(20031i, -4542i, -1i, -1i)).x, ~(i32(-2147483648)))).x, insertBits(_wgslsmith_mod_vec4_i32(vec4<i32>(-12434i, 57201i, -14147i, i32(-2147483648)), vec4<i32>(i32(-2147483648), -19711i, -53037i, -2103i)), vec4<i32>(~(i32(-2147483648)), firstLeadingBit(40192i), min(vec2<i32>(1i, -46930i), vec2<i32>(-18903i, i32(-2147483648))).x, -58034i), insertBits(vec2<u32>(1u, u_input.b.x), select(u_input.a, vec4<u32>(4294967295u, 1u, u_input.a.x, 1u), vec4<bool>(false, false, false, true)).yy, ~u_input.a.x, u_input.a.x).x, ~(48284u << (u_input.a.x % 32u))).x)).x;
            let var_1 = vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1067f + 475f) + _wgslsmith_f_op_f32(round(-1363f))) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-491f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(5467u, 3u)].x))).x)) * arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1864f * -1000f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(14614u, 3u)].x, arg_0[_wgslsmith_index_u32(104741u, 3u)].x, 1000f)))).x)));
        }
        default: {
            global0 = u_input.b.x;
            if (all(vec2<bool>(true, true))) {
                global0 = countOneBits(max((abs(u_input.a).xxy / (u_input.b / vec3<u32>(u_input.a.x, u_input.b.x, u_input.a.x))) - vec3<u32>(u_input.b.x, 0u & u_input.b.x, max(4294967295u, 1u)), ~u_input.a.zxx / ~u_input.b)).x;
            } else {
            }
            var var_0 = Struct_2(Struct_1(-1i, ~19754i), ~u_input.a, ~abs(vec2<i32>(1i, 1i)) >> (((u_input.b.xz * vec2<u32>(45022u, 4294967295u)) ^ vec2<u32>(u_input.a.x, 118489u)) % vec2<u32>(32u)));
            let var_1 = 2230u;
            for (; ; ) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                var var_2 = vec2<u32>(_wgslsmith_mod_u32(extractBits(1u, var_0.b.x, u_input.a.x ^ var_0.b.x), dot(vec2<u32>(0u, u_input.a.x), firstLeadingBit(u_input.a.yxy).yy)) + min(var_0.b.zx, var_0.b.ww).x, var_0.b.x * 4294967295u);
                var var_3 = ~select(vec2<i32>(1i, -(2147483647i >> (var_2.x % 32u))), var_0.c, true).x;
                let var_4 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, var_1), 3u)].x * _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(_wgslsmith_f_op_vec2_f32(max(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)], vec2<f32>(687f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).x, _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(var_1, 3u)].x, 1090f), _wgslsmith_f_op_f32(1294f * -1933f)), vec3<f32>(_wgslsmith_f_op_f32(-1252f * -326f), _wgslsmith_f_op_f32(185f * -672f), arg_0[_wgslsmith_index_u32(~34912u, 3u)].x), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0[_wgslsmith_index_u32(var_1, 3u)].x, 558f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).zxx, vec3<f32>(818f, -974f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))).x));
                continue;
            }
        }
    }
    for (var var_0 = 30051i; ; var_0 += 1i) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        break;
    }
    global0 = atomicMax(&wg_atomic_u32, u_input.a.x);
    var var_0 = atomicAnd(&wg_atomic_i32, -dot(vec2<i32>(1i, 1i), vec2<i32>(-1i, 0i) | (vec2<i32>(1i, 1i) >> (u_input.a.zw % vec2<u32>(32u)))));
    let var_1 = countTrailingZeros(vec2<i32>(1i, 1i) << (~max(vec2<u32>(u_input.a.x, 4294967295u), u_input.b.yx) % vec2<u32>(32u))).x | sign(~abs(-32483i) - countLeadingZeros(-vec2<i32>(42412i, 0i)).x);
    return ~(~insertBits(firstLeadingBit(u_input.a), vec4<u32>(select(vec2<u32>(u_input.a.x, 0u), u_input.a.xy, false).x, ~354u, ~u_input.b.x, u_input.b.x << (38830u % 32u)), atomicXor(&wg_atomic_u32, u_input.a.x), countOneBits(firstLeadingBit(vec4<u32>(3327u, 49576u, u_input.a.x, u_input.a.x))).x));
}

fn func_1(arg_0: i32) -> vec2<u32> {
    global0 = 54705u;
    return insertBits(u_input.a, func_2(func_3(func_4(func_5(0u), min(vec4<i32>(-17429i, arg_0, -17144i, 16156i), vec4<i32>(-5054i, -10917i, -1i, arg_0)), Struct_1(-1i, arg_0)), vec4<bool>(true, true, true, true), vec2<i32>(i32(-2147483648), 10285i))), _wgslsmith_mod_u32(1u, 19400u), u_input.a.x).wz;
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    global0 = ~extractBits(~func_1(-16210i), ~atomicExchange(&wg_atomic_u32, 4294967295u), ~(~4294967295u)).x / 1u;
    let x = u_input.a;
    s_output = StorageBuffer(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(-520f, -769f), _wgslsmith_div_f32(-675f, 889f), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(2314f, 619f, 150f))).x, _wgslsmith_div_f32(859f, 1065f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(986f - -1660f), _wgslsmith_f_op_f32(-(-209f)), _wgslsmith_f_op_f32(324f * 219f), _wgslsmith_f_op_f32(-755f - -372f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-315f, -252f, 1030f, -1299f) - vec4<f32>(-2329f, -161f, 259f, -135f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(472f, 412f, -342f, 136f))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-319f, -754f, 672f, -1493f)))), abs(_wgslsmith_mod_vec4_u32(extractBits(vec4<u32>(builtin_workgroup_id.x, u_input.b.x, builtin_num_workgroups.x, 1u), 0u, u_input.b.x) + u_input.a, ~countLeadingZeros(vec4<u32>(18103u, builtin_local_invocation_index, builtin_local_invocation_index, 57558u)))).yyz, _wgslsmith_f_op_f32(-1216f), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-160f, -1321f, 121f, 801f)))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(abs(1459f)))), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-306f, 262f, 1770f, 217f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, 148f, 332f, 1396f)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1795f, 1000f, 1445f, 1470f))))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1260f)) + -468f), 221f, _wgslsmith_f_op_vec2_f32(min(vec2<f32>(-1691f, 1156f), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-680f, 360f, -881f), vec3<f32>(-1000f, 1529f, 854f), vec3<bool>(false, true, false))).zx)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(2206f, -1063f, 622f))).x - 453f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1f, 1f, 1f, 1f)))));
}

