// {"0:0":[117,243,50,83,189,162,252,51,244,147,62,72,68,88,187,103,191,247,31,109,166,12,43,200,99,107,248,213,228,75,42,12]}
// Seed: 18

struct Struct_1 {
    @align(8)
    @size(20)
    a: vec2<u32>,
}

struct Struct_2 {
    a: u32,
    b: mat3x4<f32>,
    c: Struct_1,
}

struct UniformBuffer {
    @size(20)
    a: vec3<u32>,
    b: vec2<u32>,
}

struct StorageBuffer {
    a: mat4x4<f32>,
    @align(16)
    b: vec3<f32>,
    c: vec3<i32>,
    @size(8)
    d: vec2<f32>,
    @align(16)
    e: vec3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: Struct_2 = Struct_2(9087u, mat3x4<f32>(vec4<f32>(1000f, 1195f, 324f, 1102f), vec4<f32>(-1342f, -2053f, -308f, -327f), vec4<f32>(1213f, -747f, 1000f, -616f)), Struct_1(vec2<u32>(23282u, 12148u)));

var<private> global1: array<f32, 1> = array<f32, 1>(465f);

var<workgroup> global2: array<vec2<bool>, 7>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 26>;

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn func_5(arg_0: bool, arg_1: bool, arg_2: i32) -> u32 {
    let var_0 = 41699u;
    var var_1 = global1[_wgslsmith_index_u32(~insertBits((~vec4<u32>(u_input.b.x, var_0, u_input.a.x, 92830u) | vec4<u32>(27111u, var_0, 0u, var_0)) / (firstTrailingBit(vec4<u32>(u_input.b.x, 1u, 4294967295u, u_input.a.x)) * vec4<u32>(0u, u_input.b.x, 89214u, 1u)), ~(vec4<u32>(4294967295u, global0.a, var_0, 0u) & vec4<u32>(u_input.b.x, 4294967295u, u_input.a.x, 48500u)) ^ (vec4<u32>(1u, u_input.a.x, u_input.b.x, var_0) & vec4<u32>(69879u, 16511u, 4294967295u, global0.a)), atomicLoad(&wg_atomic_u32), var_0 >> (27966u % 32u)).x, 1u)];
    for (var var_2 = 0i; !atomicCompareExchangeWeak(&wg_atomic_i32, 24338i, countLeadingZeros(vec3<i32>(1i, 2147483647i, arg_2)).x).exchanged; var_2 += 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        var var_3 = firstLeadingBit(~vec3<i32>(arg_2, 1i, arg_2));
        (global1)[_wgslsmith_index_u32(clamp(~vec4<u32>(~9881u, ~61868u, u_input.b.x, 0u) & vec4<u32>(atomicSub(&wg_atomic_u32, ~59898u), var_0 >> ((16814u * 1u) % 32u), clamp(~u_input.a.xy, vec2<u32>(79361u, 1u), vec2<u32>(1u, var_0) | vec2<u32>(4294967295u, 4294967295u)).x, ~firstTrailingBit(26448u)), ~(~vec4<u32>(dot(vec4<u32>(var_0, 78241u, var_0, 50006u), vec4<u32>(u_input.a.x, 0u, global0.a, var_0)), global0.a, countLeadingZeros(global0.c.a).x, var_0)), ~countTrailingZeros(~vec4<u32>(4294967295u, 4294967295u, global0.a, 0u)) << (~(~vec4<u32>(1u, u_input.a.x, 4294967295u, 4294967295u)) % vec4<u32>(32u))).x, 1u)] = _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1230f)), -669f);
        (global0).b = global0.b;
        var_2 = ~(-(-1i));
        break;
    }
    let var_2 = vec4<bool>(true, atomicCompareExchangeWeak(&wg_atomic_u32, global0.a, global0.c.a.x).exchanged, false, select(select(!vec3<bool>(arg_1, arg_1, arg_0), select(vec4<bool>(false, arg_0, arg_0, true), select(vec4<bool>(arg_1, arg_0, false, arg_0), vec4<bool>(arg_1, false, true, false), vec4<bool>(arg_0, true, arg_0, false)), vec4<bool>(true, true, true, true)).zyy, select(select(vec4<bool>(true, false, false, false), vec4<bool>(false, arg_0, arg_1, false), true), vec4<bool>(arg_1, true, true, arg_0), !vec4<bool>(arg_0, arg_0, arg_0, arg_0)).wxw), select(!select(vec4<bool>(arg_0, false, false, true), vec4<bool>(true, true, false, arg_1), arg_1), !vec4<bool>(false, arg_1, arg_1, arg_1), arg_1).zyw, vec3<bool>(true, true, true)).x);
    for (var var_3 = 16486i; !atomicCompareExchangeWeak(&wg_atomic_i32, -arg_2, ~2147483647i).exchanged; var_3 -= 1i) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        continue;
    }
    return u_input.b.x;
}

fn func_4() -> mat3x4<f32> {
    if (true) {
        loop {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            continue;
        }
    } else if (!(((u_input.a.x | firstLeadingBit(vec2<u32>(global0.a, u_input.b.x)).x) << (_wgslsmith_mod_u32(global0.c.a.x, global0.c.a.x) % 32u)) >= global0.a)) {
        while (true) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        }
        loop {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            break;
            continuing {
                (((global0).c).a).x = global0.c.a.x;
                var var_0 = vec2<f32>(global1[_wgslsmith_index_u32(3618u & global0.c.a.x, 1u)], 563f);
                let var_1 = _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(func_5(true, true, ~1i), 3u)].x + 1000f);
            }
        }
        (global1)[_wgslsmith_index_u32(~89470u, 1u)] = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(countOneBits(~(u_input.b ^ global0.c.a)).x, 1u)]) * _wgslsmith_f_op_f32(817f - 1199f));
    } else if (!(~(_wgslsmith_mod_i32(1i, 1i) << (u_input.a.x % 32u)) != countOneBits(~(~vec3<i32>(2147483647i, i32(-2147483648), 45998i))).x)) {
    }
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        loop {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            let var_0 = _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(select(global0.b[_wgslsmith_index_u32(u_input.a.x, 3u)], vec4<f32>(2511f, -858f, 165f, global0.b[_wgslsmith_index_u32(global0.c.a.x, 3u)].x), false)))).x, global1[_wgslsmith_index_u32(8772u, 1u)], _wgslsmith_f_op_f32(-1000f), global1[_wgslsmith_index_u32(select(~vec2<u32>(global0.c.a.x, 5756u), vec2<u32>(4294967295u, global0.c.a.x), global1[_wgslsmith_index_u32(u_input.a.x, 1u)] > -101f).x, 1u)])))));
        }
    }
    for (var var_0: i32; var_0 >= 35134i; var_0 += 1i) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    switch (-countTrailingZeros(-vec2<i32>(~48531i, -64i)).x) {
        case -33805i: {
            while ((-firstLeadingBit(_wgslsmith_mod_i32(-5451i, -14517i)) << (u_input.a.x % 32u)) == 1i) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                global1 = array<f32, 1>();
                var var_0 = global1[_wgslsmith_index_u32(~clamp(vec2<u32>(countOneBits(vec4<u32>(38756u, 1u, u_input.b.x, u_input.b.x)).x, ~u_input.a.x), countOneBits(vec3<u32>(4294967295u, 1u, 1u) / vec3<u32>(u_input.b.x, u_input.a.x, 736u)).xz, global0.c.a).x, 1u)];
                var_0 = -2427f;
                var_0 = _wgslsmith_f_op_f32(-158f);
                let var_1 = select(vec4<bool>(true, true, true, true), vec4<bool>(true, false, !(_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(global0.b[_wgslsmith_index_u32(23778u, 3u)].x, -1087f))).x != _wgslsmith_f_op_f32(-(-1000f))), true), vec4<bool>(true, true, true, true));
            }
            switch (i32(-2147483648)) {
                case -12774i: {
                    var var_0 = mat2x4<f32>(global0.b[_wgslsmith_index_u32(global0.a, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(820f, 712f, global1[_wgslsmith_index_u32(u_input.b.x, 1u)], global0.b[_wgslsmith_index_u32(34318u, 3u)].x) * _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-617f, 1065f, 930f, -326f), vec4<f32>(global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, global0.b[_wgslsmith_index_u32(69402u, 3u)].x, -1217f, global1[_wgslsmith_index_u32(global0.a, 1u)]), vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 1u)], 269f, 1021f, -620f)))) * _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global1[_wgslsmith_index_u32(25640u, 1u)], global1[_wgslsmith_index_u32(54060u, 1u)], -2088f)), vec4<f32>(global1[_wgslsmith_index_u32(7073u, 1u)], -291f, -574f, 400f))))));
                    let var_1 = select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), vec3<bool>(true, any(vec3<bool>(true, true, true)), ((58439u << (global0.a % 32u)) >= u_input.a.x) == select(vec2<bool>(false, false), global2[_wgslsmith_index_u32(global0.a | 4294967295u, 7u)], vec3<bool>(true, true, true).x).x)).x;
                    let var_2 = ~((atomicSub(&wg_atomic_i32, ~(-1i)) / 1i) / 20493i);
                    var var_3 = global0.c;
                }
                default: {
                    var var_0 = vec2<i32>(-2147483647i, _wgslsmith_mod_i32(19268i, -1i)) * vec2<i32>(1i, 1i);
                    let var_1 = global0.b[_wgslsmith_index_u32(0u, 3u)].wzw;
                    var var_2 = atomicCompareExchangeWeak(&wg_atomic_i32, 0i, var_0.x).exchanged;
                    let var_3 = mat2x2<f32>(vec2<f32>(global0.b[_wgslsmith_index_u32((u_input.a.x << ((global0.c.a.x << (u_input.b.x % 32u)) % 32u)) >> (1u % 32u), 3u)].x, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(41489u, 3u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(7438u, 3u)])))).x), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_1.xz * vec2<f32>(-215f, 1841f)) + global0.b[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, u_input.b.x), 3u)].zx) + global0.b[_wgslsmith_index_u32(~global0.a + ~global0.a, 3u)].yy), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].x, 1500f, global1[_wgslsmith_index_u32(global0.c.a.x, 1u)])))).zx));
                }
            }
        }
        case 1i: {
            loop {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            }
            let var_0 = mat2x4<f32>(vec4<f32>(1000f, _wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.a.x, 1u)]))), -1342f, -629f), global0.b[_wgslsmith_index_u32(insertBits(global0.c.a, global0.c.a, ~1u, atomicOr(&wg_atomic_u32, 1u)).x, 3u)]);
            global2 = array<vec2<bool>, 7>();
            let var_1 = 0u;
            let var_2 = ~u_input.a.x;
        }
        default: {
        }
    }
    switch (countOneBits(extractBits(countTrailingZeros(reverseBits(vec4<i32>(-1i, 21872i, -30213i, 8721i))).xwz, insertBits(u_input.a, u_input.a, global0.a << (0u % 32u), reverseBits(vec3<u32>(1u, 0u, 4294967295u)).x).x & atomicOr(&wg_atomic_u32, 4294967295u << (u_input.a.x % 32u)), 13230u << (~(~global0.a) % 32u)).zz).x) {
        case 1i: {
        }
        default: {
            loop {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                var var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(global0.b[_wgslsmith_index_u32(1u ^ countTrailingZeros(u_input.b).x, 3u)].wxy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0.b[_wgslsmith_index_u32(0u, 3u)].zwy - vec3<f32>(331f, 248f, -1000f)))), _wgslsmith_f_op_vec3_f32(global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].zyx - vec3<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(-1000f), global1[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(u_input.a.x, global0.a, u_input.a.x)).x, 1u)])), vec3<bool>(true, true, true))), vec3<f32>(822f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(1471f, 372f), _wgslsmith_f_op_vec2_f32(vec2<f32>(1015f, -2101f) + vec2<f32>(-1845f, global0.b[_wgslsmith_index_u32(0u, 3u)].x)))).x), 338f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-398f) - global1[_wgslsmith_index_u32(~4294967295u, 1u)]), 1000f)));
                continuing {
                    var var_1 = u_input.a.xz;
                    (global0).b = global0.b;
                    var var_2 = mat4x4<f32>(global0.b[_wgslsmith_index_u32(~firstTrailingBit(vec2<u32>(0u, 62419u)).x, 3u)], _wgslsmith_f_op_vec4_f32(step(vec4<f32>(730f, _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(-831f, 1306f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_div_f32(_wgslsmith_div_f32(578f, 412f), _wgslsmith_f_op_f32(231f - global0.b[_wgslsmith_index_u32(59440u, 3u)].x))), _wgslsmith_f_op_vec4_f32(trunc(global0.b[_wgslsmith_index_u32(countOneBits(vec3<u32>(u_input.b.x, global0.a, 60158u)).x, 3u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 540f, -751f, 853f) + vec4<f32>(-1066f, global1[_wgslsmith_index_u32(15314u, 1u)], 1176f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)))))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x))), global0.b[_wgslsmith_index_u32(~u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(firstTrailingBit(abs(~vec4<u32>(u_input.a.x, var_1.x, 64383u, 18097u)).wx).x, 3u)].x, global0.b[_wgslsmith_index_u32((u_input.b.x * u_input.a.x) + var_1.x, 3u)].x));
                }
            }
            var var_0 = global1[_wgslsmith_index_u32(62141u, 1u)];
        }
    }
    return global0.b;
}

fn func_3(arg_0: vec2<bool>, arg_1: vec4<u32>, arg_2: vec2<f32>) -> vec2<f32> {
    var var_0 = func_4();
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        var var_1 = atomicMax(&wg_atomic_i32, 13079i);
        switch (~countOneBits(vec4<i32>(~40070i, -1i - 2147483647i, -1i, sign(74081i)) << (((vec4<u32>(global0.c.a.x, 0u, 105479u, arg_1.x) | arg_1) << (arg_1 % vec4<u32>(32u))) % vec4<u32>(32u))).x) {
            case -21161i: {
                var var_2 = _wgslsmith_f_op_f32(clamp(-656f, _wgslsmith_f_op_vec3_f32(max(global0.b[_wgslsmith_index_u32(countOneBits(0u) * (1u + atomicAnd(&wg_atomic_u32, u_input.b.x)), 3u)].yzy, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(max(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].yz, vec2<f32>(var_0[_wgslsmith_index_u32(arg_1.x, 3u)].x, var_0[_wgslsmith_index_u32(77363u, 3u)].x))).x - _wgslsmith_f_op_f32(595f + -1861f)), _wgslsmith_f_op_f32(-func_4()[_wgslsmith_index_u32(~arg_1.x, 3u)].x), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_div_vec3_f32(vec3<f32>(2180f, arg_2.x, arg_2.x), var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].yyy))).x))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(clamp(327f, _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_2.x, -1000f, -515f, -823f))).x, _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x))) * _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, arg_2.x, -1286f))).x) + arg_2.x)));
            }
            case 0i: {
                var var_2 = arg_1;
                break;
            }
            case i32(-2147483648): {
            }
            case 1i: {
                ((var_0)[_wgslsmith_index_u32(~arg_1.x, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(264f, 831f, global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x), global0.b[_wgslsmith_index_u32(17170u, 3u)].yxw)), _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].wyx))).x) * _wgslsmith_f_op_f32(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(~u_input.b.x, 3u)].x, _wgslsmith_f_op_vec4_f32(round(global0.b[_wgslsmith_index_u32(global0.a, 3u)])).x) + -1302f)));
                var var_2 = vec3<i32>(select(vec2<i32>(-7138i, sign(vec2<i32>(303i, -6388i)).x) * vec2<i32>(1i, 1i), ~sign(vec4<i32>(18625i, 19101i, 0i, i32(-2147483648))).xx, !(true || arg_0.x)).x, min(abs(-vec4<i32>(2147483647i, -1i, -38068i, -15638i)).xzw, ~max(vec4<i32>(-13775i, -7455i, 1i, -1i), vec4<i32>(-1i, 0i, 2147483647i, 1i)).yyy & vec3<i32>(2147483647i << (u_input.b.x % 32u), -26056i, -1i)).x, sign(reverseBits(vec4<i32>(-35885i, 1i, 1i, -25761i) >> (firstTrailingBit(arg_1) % vec4<u32>(32u)))).x);
            }
            default: {
                break;
            }
        }
        continue;
        continuing {
            if (!(((~1u & (global0.a | 46967u)) == 75304u) & select(arg_0, !select(vec4<bool>(arg_0.x, arg_0.x, false, true), vec4<bool>(arg_0.x, arg_0.x, false, true), vec4<bool>(arg_0.x, true, false, true)).xx, global2[_wgslsmith_index_u32(1u, 7u)]).x)) {
                var var_2 = max(select(arg_1, ~vec4<u32>(~global0.a, u_input.b.x, global0.a, u_input.a.x), select(global2[_wgslsmith_index_u32(~(u_input.b.x >> (4294967295u % 32u)), 7u)], arg_0, select(!vec3<bool>(arg_0.x, arg_0.x, arg_0.x), select(vec3<bool>(false, false, false), vec3<bool>(arg_0.x, true, true), vec3<bool>(true, true, arg_0.x)), vec3<bool>(true, arg_0.x, true)).x).x).wzy, ~vec3<u32>(~27824u, ~atomicCompareExchangeWeak(&wg_atomic_u32, global0.c.a.x, global0.a).old_value, ~arg_1.x)).x;
                var var_3 = firstLeadingBit(vec3<i32>(2147483647i, max(extractBits(vec4<i32>(i32(-2147483648), i32(-2147483648), 0i, i32(-2147483648)), ~0u, ~global0.c.a.x).zwz, vec3<i32>(-19579i + -25883i, -9782i, 0i * -6985i)).x, countLeadingZeros(firstTrailingBit(vec2<i32>(0i, 2147483647i) * vec2<i32>(i32(-2147483648), i32(-2147483648))).x))).yy;
                var var_4 = global0.c;
                var_1 = atomicAdd(&wg_atomic_i32, -12608i);
                var_2 = abs(vec4<u32>(~u_input.a.x, arg_1.x >> (var_4.a.x % 32u), var_4.a.x, insertBits(_wgslsmith_mod_vec4_u32(arg_1, vec4<u32>(58789u, u_input.a.x, 26330u, u_input.b.x)) << (_wgslsmith_mod_vec4_u32(vec4<u32>(48332u, global0.c.a.x, 17508u, var_4.a.x), vec4<u32>(47015u, 49204u, 0u, global0.a)) % vec4<u32>(32u)), arg_1, u_input.b.x & 0u, min(arg_1, insertBits(vec4<u32>(u_input.a.x, var_4.a.x, 26543u, u_input.a.x), arg_1, 72939u, global0.c.a.x)).x).x)).x;
            } else if (true) {
                var var_2 = global0.c;
                let var_3 = mat2x2<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(var_2.a.x, 4294967295u), 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(var_2.a.x, 3u)].x), 175f, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(398f, global1[_wgslsmith_index_u32(u_input.a.x, 1u)], -1024f, var_0[_wgslsmith_index_u32(var_2.a.x, 3u)].x), var_0[_wgslsmith_index_u32(var_2.a.x, 3u)], vec4<bool>(false, false, true, arg_0.x))).x))))).yw, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(clamp(global0.b[_wgslsmith_index_u32(101981u, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_2.x, global0.b[_wgslsmith_index_u32(49317u, 3u)].x, 121f, arg_2.x)))), global0.b[_wgslsmith_index_u32(insertBits(4294967295u, global0.a, ~var_2.a.x, global0.a), 3u)])), _wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(arg_1.x ^ ~global0.a, 3u)], _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(-2084f, 337f, -962f, global0.b[_wgslsmith_index_u32(123559u, 3u)].x) + vec4<f32>(arg_2.x, arg_2.x, arg_2.x, -827f))))), false)).wy);
                let var_4 = ~34197u;
                let var_5 = arg_1.zx;
                let var_6 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(~u_input.b.x >> (var_2.a.x % 32u), 3u)])), global0.b[_wgslsmith_index_u32(var_2.a.x, 3u)], vec4<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(381f, 527f, global0.b[_wgslsmith_index_u32(0u, 3u)].x) + global0.b[_wgslsmith_index_u32(62594u, 3u)].yww), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(1139f, arg_2.x, -1094f, -975f) + vec4<f32>(129f, -1051f, -312f, 1403f)), _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(global0.a, 3u)]), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-2343f, -801f, -685f, 275f), global0.b[_wgslsmith_index_u32(0u, 3u)])))).zwy, select(vec3<bool>(false, arg_0.x, false), vec3<bool>(false, true, arg_0.x), false).x != true)).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-vec3<f32>(348f, 366f, 213f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-811f, 229f, -112f)), vec3<f32>(arg_2.x, var_0[_wgslsmith_index_u32(var_2.a.x, 3u)].x, global0.b[_wgslsmith_index_u32(var_2.a.x, 3u)].x))).yz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_2.x, var_0[_wgslsmith_index_u32(1u, 3u)].x))))), 1322f, var_0[_wgslsmith_index_u32(~(~arg_1.x) ^ (~0u << (~var_4 % 32u)), 3u)].x), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-874f, 1091f, -590f, 1201f) + var_0[_wgslsmith_index_u32(36683u, 3u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.x, global1[_wgslsmith_index_u32(45251u, 1u)], 140f, -1909f) - global0.b[_wgslsmith_index_u32(~var_2.a.x, 3u)])) - vec4<f32>(-407f, _wgslsmith_f_op_f32(-388f * _wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(u_input.a.x, 2u)].x)), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(4294967295u, 3u)] - vec4<f32>(global0.b[_wgslsmith_index_u32(25377u, 3u)].x, -122f, 1000f, global1[_wgslsmith_index_u32(global0.a, 1u)])))).x, 190f)));
            } else {
            }
            let var_2 = reverseBits(u_input.a.xz).x;
        }
    }
    let var_1 = global0.c.a.x;
    global2 = array<vec2<bool>, 7>();
    while (!(!(false & arg_0.x))) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        var var_2 = atomicExchange(&wg_atomic_i32, max(max(-vec4<i32>(0i, 0i, 1i, 2147483647i), _wgslsmith_mod_vec4_i32(vec4<i32>(-36625i, 27775i, -1i, -13998i), vec4<i32>(-60833i, i32(-2147483648), 1i, 22622i))), vec4<i32>(-36023i, 1i, atomicLoad(&wg_atomic_i32), ~0i)).x * -3284i);
        switch (~(~(countLeadingZeros(vec2<i32>(-27492i, 1i)).x - 0i)) + -1i) {
            default: {
                continue;
            }
        }
    }
    return arg_2;
}

fn func_2() -> u32 {
    let var_0 = mat3x2<f32>(global0.b[_wgslsmith_index_u32(~(global0.c.a.x & global0.a), 3u)].yx, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(global0.a, 3u)].wx + vec2<f32>(global0.b[_wgslsmith_index_u32(global0.c.a.x, 3u)].x, global1[_wgslsmith_index_u32(global0.c.a.x, 1u)])), _wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(0u, 3u)].wy * vec2<f32>(1073f, global1[_wgslsmith_index_u32(u_input.a.x, 1u)])))).x + _wgslsmith_f_op_f32(-(-491f))), _wgslsmith_f_op_f32(512f + global0.b[_wgslsmith_index_u32(~global0.c.a.x, 3u)].x)), _wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(~(~107024u), 3u)].yy + _wgslsmith_f_op_vec2_f32(func_3(global2[_wgslsmith_index_u32(1u, 7u)], ~vec4<u32>(8232u, 0u, global0.c.a.x, 1u) + (vec4<u32>(7299u, 4294967295u, global0.c.a.x, 4294967295u) + vec4<u32>(u_input.a.x, global0.a, 4294967295u, global0.c.a.x)), global0.b[_wgslsmith_index_u32(global0.a, 3u)].yw))));
    for (var var_1 = -13255i; (var_1 < i32(-2147483648)); var_1 += 1i) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        var var_2 = _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0.b[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1036f, 461f, global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x), global0.b[_wgslsmith_index_u32(global0.a, 3u)], global0.b[_wgslsmith_index_u32(63075u, 3u)])).x * var_0[_wgslsmith_index_u32(global0.c.a.x, 3u)].x)), -330f, var_0[_wgslsmith_index_u32(func_5(vec4<bool>(true, true, true, true).x, true, firstLeadingBit(-1i)), 3u)].x));
        for (; false; ) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            var var_3 = global1[_wgslsmith_index_u32(~u_input.a.x, 1u)];
            let var_4 = true;
            (global0).a = 161507u;
            let var_5 = mat2x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(global0.a, 1u)], global0.b[_wgslsmith_index_u32(select(insertBits(~vec4<u32>(global0.a, u_input.b.x, 44126u, u_input.b.x), vec4<u32>(4294967295u, global0.c.a.x, global0.c.a.x, 49470u), ~52764u, atomicOr(&wg_atomic_u32, u_input.b.x)).zz, u_input.b, global2[_wgslsmith_index_u32((global0.c.a.x | u_input.a.x) + ~88887u, 7u)]).x, 3u)].x), vec2<f32>(var_2.x, -1000f));
        }
        for (; ; ) {
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
            let var_3 = Struct_1(global0.c.a);
            var var_4 = Struct_1(~global0.c.a);
            continue;
        }
    }
    while ((global1[_wgslsmith_index_u32(~u_input.b.x, 1u)] < _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u * 21614u, global0.c.a.x), 1u)] + _wgslsmith_f_op_f32(2026f - _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(global0.c.a.x, 3u)].x - _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(1u, 3u)].x)))))) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        var var_1 = !(_wgslsmith_f_op_f32(fract(_wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(global0.b[_wgslsmith_index_u32(global0.c.a.x, 3u)].zzw, vec3<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, -1093f, -661f))), 1381f))) >= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(344f * global0.b[_wgslsmith_index_u32(1u, 3u)].x) - global0.b[_wgslsmith_index_u32(u_input.a.x, 3u)].x)));
    }
    let var_1 = all(!select(vec4<bool>(true, true, true, true).xzz, vec3<bool>(global0.b[_wgslsmith_index_u32(1u, 3u)].x == var_0[_wgslsmith_index_u32(global0.c.a.x, 3u)].x, true, false), select(vec3<bool>(true, true, true), vec3<bool>(false, true, false), all(global2[_wgslsmith_index_u32(u_input.b.x, 7u)]))));
    for (; ; ) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
    }
    return countTrailingZeros(~(~vec3<u32>(~global0.c.a.x, 0u >> (1u % 32u), u_input.b.x))).x;
}

fn func_1(arg_0: vec4<i32>, arg_1: vec2<f32>, arg_2: Struct_1) -> bool {
    for (var var_0 = -16058i; var_0 == i32(-2147483648); global2 = array<vec2<bool>, 7>()) {
        if (LOOP_COUNTERS[19u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
    }
    let var_0 = vec3<u32>(0u, (u_input.b.x >> (13924u % 32u)) ^ global0.c.a.x, dot(vec4<u32>(countOneBits(vec3<u32>(global0.c.a.x, global0.a, u_input.a.x)).x, 18764u, global0.a, u_input.a.x), ~vec4<u32>(arg_2.a.x, func_2(), select(arg_2.a, vec2<u32>(u_input.b.x, arg_2.a.x), vec2<bool>(false, false)).x, ~u_input.b.x)));
    if (false) {
        if (any(vec4<bool>(true, vec3<bool>(true, true, true).x, true, true))) {
            (global2)[_wgslsmith_index_u32((atomicAdd(&wg_atomic_u32, atomicMax(&wg_atomic_u32, 15311u)) & 3411u) / u_input.b.x, 7u)] = vec2<bool>(false, true);
            (global0).b = global0.b;
            var var_1 = Struct_2(countOneBits(~(~var_0.x)) / countOneBits(var_0).x, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1276f, global0.b[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_1.x, -442f) - global0.b[_wgslsmith_index_u32(32346u, 3u)]), _wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(49998u, 1u)], 682f, 262f, global0.b[_wgslsmith_index_u32(38374u, 3u)].x) - global0.b[_wgslsmith_index_u32(7492u, 3u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.b[_wgslsmith_index_u32(48325u, 3u)].x, global0.b[_wgslsmith_index_u32(47032u, 3u)].x, 1380f, arg_1.x) + global0.b[_wgslsmith_index_u32(u_input.a.x, 3u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-896f, -1363f, -490f, -1000f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0.b[_wgslsmith_index_u32(~85975u, 3u)] - vec4<f32>(arg_1.x, -737f, 118f, -1052f)))), Struct_1(vec2<u32>((global0.a >> (0u % 32u)) & ~108113u, insertBits(vec4<u32>(37704u, arg_2.a.x, var_0.x, 0u), vec4<u32>(global0.a, 1472u, global0.a, 4294967295u) | vec4<u32>(global0.a, 1u, 1671u, global0.a), arg_2.a.x | var_0.x, 79803u).x)));
            var var_2 = select(vec3<bool>(true, select(vec4<bool>(true, true, true, true).yyy, vec3<bool>((var_1.b[_wgslsmith_index_u32(global0.a, 3u)].x < 1050f), false, true), vec3<bool>(true, true, true)).x, true), vec3<bool>(true, true, !(!atomicCompareExchangeWeak(&wg_atomic_i32, i32(-2147483648), arg_0.x).exchanged)), !select(vec4<bool>(false, true, true, atomicCompareExchangeWeak(&wg_atomic_u32, var_0.x, 1u).exchanged), vec4<bool>(false, false, true, true), vec4<bool>(any(vec4<bool>(false, false, false, false)), true, true, all(vec3<bool>(true, false, true)))).x);
        } else {
            (global2)[_wgslsmith_index_u32(26900u - ~((~var_0.x / countLeadingZeros(var_0).x) | arg_2.a.x), 7u)] = vec2<bool>(((extractBits(vec3<i32>(arg_0.x, -65117i, arg_0.x), 17728u, u_input.a.x).x / (i32(-2147483648) - -1i)) & arg_0.x) >= -47036i, true);
        }
    }
    for (var var_1: i32; (var_1 < -1i); var_1 -= 1i) {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        let var_2 = mat2x4<f32>(global0.b[_wgslsmith_index_u32(~(~(var_0.x / 43086u) << (countTrailingZeros(u_input.a.xy).x % 32u)), 3u)], global0.b[_wgslsmith_index_u32(44408u, 3u)]);
    }
    let var_1 = Struct_2(1u, mat3x4<f32>(global0.b[_wgslsmith_index_u32(~(min(vec3<u32>(69635u, 5984u, 86588u), u_input.a).x - firstTrailingBit(global0.c.a).x), 3u)], global0.b[_wgslsmith_index_u32(~(~34933u + (arg_2.a.x - 1u)), 3u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-1778f), _wgslsmith_f_op_f32(-(-240f)), _wgslsmith_div_f32(global1[_wgslsmith_index_u32(arg_2.a.x, 1u)], arg_1.x), global0.b[_wgslsmith_index_u32(34508u, 3u)].x) - vec4<f32>(_wgslsmith_f_op_f32(-(-851f)), _wgslsmith_f_op_f32(253f * global1[_wgslsmith_index_u32(arg_2.a.x, 1u)]), -858f, global0.b[_wgslsmith_index_u32(firstTrailingBit(0u), 3u)].x))), global0.c);
    return select(vec2<bool>(true, true), vec4<bool>(true, true, true, true).yy, select(global2[_wgslsmith_index_u32(global0.c.a.x | global0.a, 7u)], global2[_wgslsmith_index_u32(~10354u, 7u)], any(vec3<bool>(true, false, false)))).x || false;
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    while (select(vec4<bool>(true, true, func_1(-(-vec4<i32>(2147483647i, 13678i, i32(-2147483648), 0i)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].xw, global0.b[_wgslsmith_index_u32(u_input.a.x, 3u)].xy, true))), global0.c), true), vec4<bool>(true, true, true, true), false).x) {
        if (LOOP_COUNTERS[21u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        let var_0 = global0.b[_wgslsmith_index_u32(0u, 3u)].x == _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(40979u, 3u)].x + global1[_wgslsmith_index_u32(clamp(vec4<u32>(0u, 1u / 4294967295u, ~u_input.b.x, u_input.a.x), vec4<u32>(global0.a, u_input.a.x, 34331u, u_input.a.x), ~vec4<u32>(0u, builtin_workgroup_id.x, global0.a, 97198u)).x, 1u)]);
        let var_1 = mat4x3<f32>(vec3<f32>(global1[_wgslsmith_index_u32((max(vec2<u32>(0u, 0u), global0.c.a).x ^ 39982u) ^ ((u_input.a.x >> (0u % 32u)) * 1u), 1u)], _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(global0.b[_wgslsmith_index_u32(6102u, 3u)].wy, global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].wy)))).x, -204f), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_f32(dot(vec4<f32>(global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, global1[_wgslsmith_index_u32(62048u, 1u)], global1[_wgslsmith_index_u32(u_input.a.x, 1u)], -843f), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -1334f, global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -404f))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-909f))), 1003f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(global0.b[_wgslsmith_index_u32(41819u, 3u)].yy, vec2<f32>(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global0.b[_wgslsmith_index_u32(24982u, 3u)].x))).x)))).yyy, vec3<f32>(_wgslsmith_f_op_f32(1f - 444f), _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(1u, 1u)]))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x))), vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1509f, 1250f)), _wgslsmith_f_op_vec2_f32(-global0.b[_wgslsmith_index_u32(u_input.a.x, 3u)].yw), vec2<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(global1[_wgslsmith_index_u32(47379u, 1u)], global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x), global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].zz)), 636f))).x, global0.b[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, builtin_workgroup_id.x), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(0u, 1u)], global1[_wgslsmith_index_u32(global0.a, 1u)])), _wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(global0.a, 3u)].xy * vec2<f32>(-1000f, 186f)))).x)));
        loop {
            if (LOOP_COUNTERS[22u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
            var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1[_wgslsmith_index_u32(27898u, 4u)].x, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(319f, var_1[_wgslsmith_index_u32(0u, 4u)].x, 283f), vec3<f32>(543f, global1[_wgslsmith_index_u32(u_input.b.x, 1u)], global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x))).x)) - global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].xz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(max(global0.b[_wgslsmith_index_u32(46921u, 3u)].yw, var_1[_wgslsmith_index_u32(0u, 4u)].xx))))), vec2<f32>(_wgslsmith_f_op_f32(dot(vec3<f32>(-146f, _wgslsmith_f_op_f32(118f + global0.b[_wgslsmith_index_u32(16145u, 3u)].x), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x) + vec3<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 694f)) * vec3<f32>(global0.b[_wgslsmith_index_u32(29754u, 3u)].x, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1[_wgslsmith_index_u32(global0.c.a.x, 4u)].x)))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(max(-1851f, _wgslsmith_f_op_f32(-(-984f)))) - _wgslsmith_f_op_vec2_f32(func_3(select(vec2<bool>(false, var_0), global2[_wgslsmith_index_u32(0u, 7u)], false), ~vec4<u32>(u_input.b.x, global0.c.a.x, 0u, 71754u), _wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(21904u, 4u)].xx - vec2<f32>(-146f, -475f)))).x)));
            continuing {
                let var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(global0.b[_wgslsmith_index_u32(reverseBits(~vec2<u32>(u_input.b.x, builtin_workgroup_id.x)).x, 3u)], global0.b[_wgslsmith_index_u32(firstLeadingBit(~u_input.a).x, 3u)])) - _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(11769u, 3u)])))))), global0.b[_wgslsmith_index_u32(44303u, 3u)], _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(clamp(global0.b[_wgslsmith_index_u32(~global0.a | (u_input.b.x - 1u), 3u)], _wgslsmith_f_op_vec4_f32(fract(global0.b[_wgslsmith_index_u32(global0.a, 3u)])), vec4<f32>(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(0u, 3u)].x + global1[_wgslsmith_index_u32(global0.a, 1u)]), global1[_wgslsmith_index_u32(~global0.a, 1u)], _wgslsmith_f_op_vec4_f32(ceil(global0.b[_wgslsmith_index_u32(4294967295u, 3u)])).x, global0.b[_wgslsmith_index_u32(1u, 3u)].x))), global0.b[_wgslsmith_index_u32(12816u, 3u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(4294967295u, 1u)]), var_2[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, u_input.b.x).old_value, 3u)].x, _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-429f, global0.b[_wgslsmith_index_u32(global0.c.a.x, 3u)].x, var_1[_wgslsmith_index_u32(4294967295u, 4u)].x))).x, _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(18926u, 3u)].x + global1[_wgslsmith_index_u32(43457u, 1u)]))))));
            }
        }
        var var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.b[_wgslsmith_index_u32(~(global0.c.a.x ^ global0.c.a.x), 3u)].wzx - _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(-529f, 1766f, 2125f, -1000f) * global0.b[_wgslsmith_index_u32(29473u, 3u)]))).yyw) - global0.b[_wgslsmith_index_u32(~1u, 3u)].xzx), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(var_1[_wgslsmith_index_u32(1u, 4u)])))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-895f, global1[_wgslsmith_index_u32(17584u, 1u)], -1336f, -282f), vec4<f32>(734f, global1[_wgslsmith_index_u32(u_input.b.x, 1u)], -651f, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x))).wzz)), vec3<f32>(_wgslsmith_f_op_f32(-846f - 2073f), _wgslsmith_f_op_vec3_f32(ceil(var_1[_wgslsmith_index_u32(global0.c.a.x, 4u)])).x, global1[_wgslsmith_index_u32(global0.c.a.x << (58777u % 32u), 1u)])), true)));
    }
    loop {
        if (LOOP_COUNTERS[23u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
        let var_0 = builtin_workgroup_id.x;
    }
    loop {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        for (var var_0 = 10595i; select(vec4<bool>(true, false, false, !((6052u >> (global0.a % 32u)) <= (builtin_workgroup_id.x | builtin_workgroup_id.x))), vec4<bool>(select(vec4<bool>(any(vec2<bool>(false, false)), vec3<bool>(true, true, true).x, false, false), vec4<bool>(all(vec3<bool>(false, true, true)), true, global1[_wgslsmith_index_u32(u_input.a.x, 1u)] <= global1[_wgslsmith_index_u32(global0.c.a.x, 1u)], true), (_wgslsmith_f_op_vec4_f32(min(global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)], vec4<f32>(1762f, 1150f, 242f, global0.b[_wgslsmith_index_u32(26060u, 3u)].x))).x < _wgslsmith_f_op_f32(-230f))).x, select(vec2<bool>(true, true), global2[_wgslsmith_index_u32(~(~39436u), 7u)], true).x, any(vec4<bool>(true, true, true, true).xy), true), !select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, select(vec2<u32>(4294967295u, builtin_workgroup_id.x), vec2<u32>(0u, 99u), global2[_wgslsmith_index_u32(1u, 7u)]).x, 20338u).exchanged)).x; var_0 -= 1i) {
            if (LOOP_COUNTERS[25u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
            let var_1 = global0.c;
        }
        switch (0i) {
            case -24949i: {
                var var_0 = true;
                var_0 = true;
            }
            case i32(-2147483648): {
                break;
            }
            case -1i: {
                (global0).a = builtin_workgroup_id.x;
                ((global2)[_wgslsmith_index_u32((atomicXor(&wg_atomic_u32, _wgslsmith_mod_u32(0u - global0.c.a.x, builtin_workgroup_id.x)) - 1u) - ~builtin_workgroup_id.x, 7u)]).x = true;
                var var_0 = Struct_2(atomicExchange(&wg_atomic_u32, ~u_input.b.x | global0.c.a.x), func_4(), Struct_1(~vec2<u32>(_wgslsmith_mod_u32(u_input.a.x, 1867u), 1u)));
            }
            default: {
                break;
            }
        }
        let var_0 = Struct_2(~1u - atomicExchange(&wg_atomic_u32, 513u), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)]))) * _wgslsmith_f_op_vec4_f32(trunc(global0.b[_wgslsmith_index_u32(84048u, 3u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(global0.a, 1u)], -333f, global1[_wgslsmith_index_u32(93107u, 1u)], global0.b[_wgslsmith_index_u32(41064u, 3u)].x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1035f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global1[_wgslsmith_index_u32(global0.a, 1u)])))), global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)]), Struct_1(builtin_workgroup_id.xx >> (_wgslsmith_mod_vec2_u32(countTrailingZeros(vec2<u32>(u_input.a.x, global0.a)), select(vec4<u32>(global0.a, u_input.b.x, builtin_workgroup_id.x, 0u), vec4<u32>(68802u, u_input.b.x, 59796u, 26700u), false).wx) % vec2<u32>(32u))));
    }
    (((global0).b)[_wgslsmith_index_u32(~reverseBits(global0.c.a).x, 3u)]).x = _wgslsmith_f_op_vec4_f32(exp(global0.b[_wgslsmith_index_u32(insertBits(u_input.b, abs(countOneBits(vec3<u32>(0u, u_input.a.x, 1u))).zx, ~_wgslsmith_mod_u32(atomicXor(&wg_atomic_u32, 0u), select(u_input.a, vec3<u32>(0u, global0.c.a.x, 59918u), vec3<bool>(true, false, false)).x), countOneBits(vec2<u32>(global0.a, 79594u)).x << ((select(vec4<u32>(2286u, u_input.b.x, builtin_workgroup_id.x, builtin_workgroup_id.x), vec4<u32>(u_input.b.x, global0.a, 46990u, u_input.a.x), true).x & clamp(vec2<u32>(global0.c.a.x, u_input.a.x), global0.c.a, vec2<u32>(123792u, u_input.a.x)).x) % 32u)).x, 3u)])).x;
    let var_0 = Struct_2(4294967295u >> (insertBits(~clamp(vec3<u32>(builtin_workgroup_id.x, 0u, builtin_workgroup_id.x), vec3<u32>(u_input.b.x, builtin_workgroup_id.x, u_input.a.x), vec3<u32>(0u, builtin_workgroup_id.x, 0u)).x, ~8115u, 4294967295u, select(countOneBits(vec4<u32>(global0.a, builtin_workgroup_id.x, global0.a, builtin_workgroup_id.x)).wxx, vec3<u32>(4294967295u, 10516u, 89071u), true).x) % 32u), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 1u)], global1[_wgslsmith_index_u32(114322u, 1u)], 384f, global1[_wgslsmith_index_u32(44112u, 1u)])), global0.b[_wgslsmith_index_u32(min(vec2<u32>(builtin_workgroup_id.x, 3897u), builtin_workgroup_id.yx).x, 3u)], vec4<bool>(false, true, true, false)))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_vec4_f32(step(global0.b[_wgslsmith_index_u32(0u, 3u)], global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)])).x, -909f, global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-516f, 659f, global1[_wgslsmith_index_u32(u_input.b.x, 1u)]))).x))), vec4<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-global0.b[_wgslsmith_index_u32(1u, 3u)].wyz))).x, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(410f, global1[_wgslsmith_index_u32(26026u, 1u)], 429f), global0.b[_wgslsmith_index_u32(48797u, 3u)].yyx, any(vec2<bool>(false, false)))).x, global1[_wgslsmith_index_u32(clamp(~vec3<u32>(4294967295u, 4294967295u, builtin_workgroup_id.x), ~vec3<u32>(0u, builtin_workgroup_id.x, u_input.b.x), ~vec3<u32>(global0.c.a.x, builtin_workgroup_id.x, 14647u)).x, 1u)], _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(max(u_input.b, builtin_workgroup_id.zx).x, 1u)]))), Struct_1(vec2<u32>(4294967295u, max(~5594u, firstTrailingBit(vec2<u32>(builtin_workgroup_id.x, u_input.b.x)).x))));
    let x = u_input.a;
    s_output = StorageBuffer(mat4x4<f32>(vec4<f32>(-1357f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x * -1183f), global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 1u)]), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 1u)], -1100f, 277f) + var_0.b[_wgslsmith_index_u32(4294967295u, 3u)])), vec4<f32>(_wgslsmith_f_op_vec2_f32(func_3(vec2<bool>(false, false), vec4<u32>(43106u, 4294967295u, builtin_workgroup_id.x, global0.c.a.x), vec2<f32>(global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 673f))).x, _wgslsmith_f_op_vec3_f32(abs(var_0.b[_wgslsmith_index_u32(var_0.a, 3u)].wyz)).x, global0.b[_wgslsmith_index_u32(clamp(global0.c.a, var_0.c.a, var_0.c.a).x, 3u)].x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(11226u, 1u)] - global1[_wgslsmith_index_u32(59774u, 1u)])))), var_0.b[_wgslsmith_index_u32(~(select(builtin_workgroup_id, vec3<u32>(24263u, builtin_workgroup_id.x, 0u), vec3<bool>(false, true, true)).x - (69406u ^ u_input.b.x)), 3u)], _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(var_0.b[_wgslsmith_index_u32(44772u, 3u)])))))), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-458f + global0.b[_wgslsmith_index_u32(1u, 3u)].x)), _wgslsmith_div_f32(284f, global0.b[_wgslsmith_index_u32(~u_input.a.x, 3u)].x), _wgslsmith_f_op_f32(-362f)), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(func_4()[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)] + _wgslsmith_f_op_vec4_f32(max(vec4<f32>(1503f, global0.b[_wgslsmith_index_u32(var_0.a, 3u)].x, global1[_wgslsmith_index_u32(1u, 1u)], -546f), vec4<f32>(2214f, global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0.b[_wgslsmith_index_u32(34825u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a.x, 1u)])))))).xxz), countTrailingZeros(-firstTrailingBit(-vec4<i32>(17703i, 1i, -66506i, -37474i))).wwy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(global0.b[_wgslsmith_index_u32(var_0.c.a.x, 3u)].yw, var_0.b[_wgslsmith_index_u32(0u, 3u)].zx)), vec3<f32>(_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(~(0u >> (u_input.b.x % 32u)), 3u)].x * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x + 151f) - var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x) - _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(var_0.c.a.x, 3u)].x))), _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].x, var_0.b[_wgslsmith_index_u32(0u, 3u)].x))).x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.b.x, 1u)]))));
}

