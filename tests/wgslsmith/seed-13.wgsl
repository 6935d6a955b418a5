// {"0:0":[148,124,237,4,163,209,229,44,124,146,47,34,67,60,168,104,225,28,206,234,156,47,176,234,199,7,146,93,82,46,168,161,175,171,66,14,92,114,94,224,249,32,174,197,141,29,137,155,115,184,2,37,206,79,81,169,200,161,198,204,173,128,27,222]}
// Seed: 13

struct Struct_1 {
    a: f32,
    b: vec4<u32>,
}

struct Struct_2 {
    @align(4)
    @size(8)
    a: f32,
    @align(64)
    b: vec4<i32>,
}

struct Struct_3 {
    @size(4)
    a: u32,
    @align(32)
    b: vec4<bool>,
}

struct Struct_4 {
    a: Struct_3,
    @align(16)
    b: mat2x3<f32>,
    c: Struct_2,
}

struct UniformBuffer {
    a: u32,
    @align(8)
    b: i32,
    @size(16)
    c: vec4<u32>,
    @align(32)
    d: vec4<i32>,
    e: vec4<i32>,
}

struct StorageBuffer {
    @align(16)
    @size(16)
    a: vec3<f32>,
    b: u32,
    c: f32,
    d: i32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: Struct_1 = Struct_1(-1000f, vec4<u32>(46665u, 42958u, 18452u, 44005u));

var<private> global1: i32 = 26287i;

var<workgroup> global2: mat3x4<f32>;

var<private> global3: Struct_2 = Struct_2(-1258f, vec4<i32>(-1i, -56585i, 1i, 0i));

var<workgroup> global4: array<vec2<bool>, 30>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 15>;

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
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

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn func_5(arg_0: vec4<u32>, arg_1: vec4<i32>) -> vec4<bool> {
    var var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(global2[_wgslsmith_index_u32(arg_0.x, 3u)])), global2[_wgslsmith_index_u32(~u_input.c.x, 3u)])))), global2[_wgslsmith_index_u32(global0.b.x, 3u)], global2[_wgslsmith_index_u32(0u * global0.b.x, 3u)], vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(vec4<f32>(global0.a, -160f, 190f, 502f), global2[_wgslsmith_index_u32(countTrailingZeros(arg_0).x, 3u)])), _wgslsmith_f_op_f32(-global3.a)), -355f, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(arg_0.x, 3u)].yyx), vec3<f32>(_wgslsmith_f_op_f32(1238f * -1838f), _wgslsmith_f_op_f32(109f * -341f), _wgslsmith_f_op_vec3_f32(exp(global2[_wgslsmith_index_u32(arg_0.x, 3u)].wzy)).x), global2[_wgslsmith_index_u32(~(global0.b.x / arg_0.x), 3u)].yyz)).x, 555f));
    switch (select(vec4<i32>(0i, ~2147483647i, 37526i, ~clamp(vec3<i32>(u_input.b, -2370i, arg_1.x), global3.b.zxx, vec3<i32>(-23805i, -1i, global3.b.x)).x), vec4<i32>(~atomicMin(&wg_atomic_i32, global3.b.x), ~(-21232i) >> (min(arg_0.x, 4294967295u) % 32u), ~(u_input.d.x / u_input.e.x), countLeadingZeros(~arg_1.yx).x), !vec4<bool>(all(vec2<bool>(false, false)), true, arg_0.x >= 4294967295u, true)).x / u_input.d.x) {
        case 2147483647i: {
            (global4)[_wgslsmith_index_u32(29293u, 30u)] = select(global4[_wgslsmith_index_u32(~(~(~arg_0.x)), 30u)], !vec2<bool>(select(vec2<bool>(false, false), global4[_wgslsmith_index_u32(u_input.a, 30u)], false).x && true, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(65215u, 3u)].x) != 110f), global4[_wgslsmith_index_u32(arg_0.x, 30u)]);
            let var_1 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global0.a, global0.a))))).x, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global3.a, var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, -228f, -999f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a, global2[_wgslsmith_index_u32(55446u, 3u)].x, 452f, 745f)), vec4<bool>(true, true, true, true))).x)), global0.a), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(global3.a, _wgslsmith_f_op_vec2_f32(abs(var_0[_wgslsmith_index_u32(arg_0.x, 4u)].ww)).x)), _wgslsmith_f_op_f32(247f - global2[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 16039u) / ~112152u, 3u)].x)), var_0[_wgslsmith_index_u32(u_input.a, 4u)].ww, var_0[_wgslsmith_index_u32(u_input.a * insertBits(~(~global0.b), vec4<u32>(u_input.c.x, countTrailingZeros(vec4<u32>(u_input.c.x, 47065u, 0u, 1u)).x, atomicExchange(&wg_atomic_u32, 4294967295u), select(vec2<u32>(arg_0.x, 63122u), arg_0.xx, vec2<bool>(false, false)).x), arg_0.x, arg_0.x).x, 4u)].zz);
            while (select(select(vec4<bool>(true, true, select(global4[_wgslsmith_index_u32(0u, 30u)], vec2<bool>(false, true), all(vec4<bool>(true, false, true, true))).x, !((var_0[_wgslsmith_index_u32(u_input.a, 4u)].x < 1000f))), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(global3.b.x > i32(-2147483648), all(vec4<bool>(false, false, true, false)), vec2<bool>(true, true).x, vec2<bool>(true, true).x)), select(global4[_wgslsmith_index_u32(u_input.a, 30u)], global4[_wgslsmith_index_u32(~global0.b.x, 30u)], true).x), vec4<bool>(true, true, true, true), global3.b.x != countTrailingZeros(u_input.e.wxw).x).x) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                continue;
            }
            var var_2 = Struct_1(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_0.x, arg_0.x), 3u)].x), _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(u_input.a, 4u)].wx * vec2<f32>(982f, global2[_wgslsmith_index_u32(1u, 3u)].x)), var_0[_wgslsmith_index_u32(0u, 4u)].yz)).x))).x, ~u_input.c);
        }
        case 0i: {
            ((global4)[_wgslsmith_index_u32(~countTrailingZeros(countTrailingZeros(u_input.c.zzw) << (_wgslsmith_mod_vec3_u32(u_input.c.zyy, arg_0.wyx) % vec3<u32>(32u))).x << (~global0.b.x % 32u), 30u)]).x = true;
            if (!all(!vec3<bool>(30339u <= global0.b.x, true, true))) {
            } else {
                ((global0).b).x = 60211u / ~arg_0.x;
                var var_1 = false;
            }
        }
        case -24030i: {
            var var_1 = Struct_1(_wgslsmith_f_op_vec4_f32(exp2(global2[_wgslsmith_index_u32(global0.b.x, 3u)])).x, vec4<u32>(~global0.b.x, u_input.c.x, firstLeadingBit(reverseBits(~u_input.c.xxw).yy).x, u_input.a));
            return !select(select(vec4<bool>(true, true, true, true), vec4<bool>(false, global3.b.x >= -30851i, true, true), !atomicCompareExchangeWeak(&wg_atomic_i32, -50858i, arg_1.x).exchanged), select(vec4<bool>(false, true, any(vec4<bool>(false, false, false, true)), true), vec4<bool>(true, 1u > var_1.b.x, var_0[_wgslsmith_index_u32(4664u, 4u)].x >= var_0[_wgslsmith_index_u32(arg_0.x, 4u)].x, vec3<bool>(true, true, true).x), false), true);
        }
        case 1i: {
        }
        default: {
            var var_1 = atomicMin(&wg_atomic_i32, clamp(global3.b + global3.b, vec4<i32>(-16109i, ~arg_1.x, -33659i, firstLeadingBit(vec2<i32>(2147483647i, arg_1.x)).x), vec4<i32>(arg_1.x, ~(i32(-2147483648) / -9593i), u_input.d.x, abs(~vec2<i32>(34377i, -1i)).x)).x);
            let var_2 = _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(global0.b.x, 4u)], vec4<f32>(global0.a, global0.a, global3.a, -165f), true)).x)), var_0[_wgslsmith_index_u32(0u, 4u)].x, global2[_wgslsmith_index_u32(49029u, 3u)].x, 950f)), _wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32((max(vec2<u32>(1u, u_input.c.x), u_input.c.wx).x | ~u_input.c.x) + reverseBits(vec3<u32>(4294967295u, 0u, 32597u)).x, 3u)]))).zyz;
        }
    }
    (global2)[_wgslsmith_index_u32(dot(~(~u_input.c ^ arg_0), vec4<u32>(1u, arg_0.x, ~1u, global0.b.x)), 3u)] = _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-355f, _wgslsmith_f_op_f32(-1924f), 1393f, _wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(arg_0.x, 4u)], global2[_wgslsmith_index_u32(4294967295u, 3u)], vec4<bool>(false, false, true, false))).x)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 4u)].x)), 1012f, _wgslsmith_div_f32(_wgslsmith_div_f32(-1000f, global2[_wgslsmith_index_u32(23941u, 3u)].x), _wgslsmith_f_op_f32(clamp(global0.a, 324f, global2[_wgslsmith_index_u32(arg_0.x, 3u)].x))), -466f))), vec4<f32>(-1046f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(global3.a, global3.a))).x)), -1637f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_div_vec2_f32(global2[_wgslsmith_index_u32(36960u, 3u)].xz, global2[_wgslsmith_index_u32(49899u, 3u)].ww))).x + -107f)));
    (global2)[_wgslsmith_index_u32((((insertBits(vec2<u32>(6438u, u_input.a), u_input.c.yy, 4294967295u, global0.b.x).x & global0.b.x) & ~0u) + select(vec2<u32>(10105u, 0u), (vec2<u32>(u_input.c.x, arg_0.x) & u_input.c.zw) << (~arg_0.zw % vec2<u32>(32u)), all(vec4<bool>(true, true, true, true))).x) << (8958u % 32u), 3u)] = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global2[_wgslsmith_index_u32(global0.b.x, 3u)].x, 595f, global3.a, -808f)))), var_0[_wgslsmith_index_u32(~_wgslsmith_mod_u32(~arg_0.x, ~27248u), 4u)], true)));
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        var var_1 = mat2x3<f32>(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(0u, 4u)].x * 1399f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.a)), 660f), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(8784u, 4u)].x, global0.a, -1546f)), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-733f, var_0[_wgslsmith_index_u32(0u, 4u)].x, -265f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x))).xyz)), vec3<f32>(_wgslsmith_f_op_f32(exp2(global3.a)), global2[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(var_0[_wgslsmith_index_u32(~u_input.a, 4u)].x, global2[_wgslsmith_index_u32(u_input.c.x + u_input.c.x, 3u)].x, _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(940f, 168f))).x))).x));
        for (var var_2 = -164i; var_2 != -20376i; var_2 -= 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            continue;
        }
        global4 = array<vec2<bool>, 30>();
        let var_2 = _wgslsmith_mod_vec2_i32(vec2<i32>(~2147483647i, insertBits(clamp(max(vec4<i32>(arg_1.x, -4241i, arg_1.x, 1805i), vec4<i32>(1i, -53512i, 37793i, u_input.b)), vec4<i32>(2147483647i, -1i, -12602i, arg_1.x) + vec4<i32>(-39504i, global3.b.x, -3810i, -1i), vec4<i32>(i32(-2147483648), -1i, 0i, u_input.b)).wz, arg_1.zy, ~u_input.a / (90643u << (global0.b.x % 32u)), firstTrailingBit(~u_input.c.zzw).x).x), ~global3.b.wx);
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            let var_3 = -countOneBits(max(select(_wgslsmith_mod_vec4_i32(vec4<i32>(-32715i, arg_1.x, u_input.d.x, -23900i), global3.b), u_input.d, false), vec4<i32>(abs(vec3<i32>(0i, arg_1.x, -22279i)).x, global3.b.x + -26562i, -1i, 39600i)).zz).x;
            ((global2)[_wgslsmith_index_u32(1u, 3u)]).x = _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32((arg_0.x & global0.b.x) >> (firstLeadingBit(arg_0.x) % 32u), 2u)].zx * vec2<f32>(_wgslsmith_div_f32(-1059f, 392f), _wgslsmith_f_op_f32(dot(var_0[_wgslsmith_index_u32(u_input.a, 4u)].zz, vec2<f32>(global2[_wgslsmith_index_u32(23738u, 3u)].x, global2[_wgslsmith_index_u32(1u, 3u)].x)))))))).x;
        }
    }
    return !vec4<bool>(false, true, false, (-1049f <= _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-1024f, global0.a, var_0[_wgslsmith_index_u32(2086u, 4u)].x))).x) & false);
}

fn func_4(arg_0: f32, arg_1: Struct_4, arg_2: Struct_2) -> f32 {
    if (any(select(!select(arg_1.a.b, arg_1.a.b, arg_1.a.b), !select(arg_1.a.b, vec4<bool>(false, false, false, true), vec4<bool>(arg_1.a.b.x, false, arg_1.a.b.x, false)), func_5(select(global0.b, global0.b, vec4<bool>(arg_1.a.b.x, arg_1.a.b.x, arg_1.a.b.x, arg_1.a.b.x)), ~global3.b)).xy) | true) {
        ((global4)[_wgslsmith_index_u32(~(~select(global0.b.x, ~4294967295u, false && arg_1.a.b.x)), 30u)]).x = true;
        var var_0 = mat4x4<f32>(global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(dot(select(global0.b.yy - vec2<u32>(u_input.a, u_input.a), clamp(global0.b, u_input.c, vec4<u32>(u_input.c.x, 1347u, 34897u, global0.b.x)).yx, vec2<bool>(arg_1.a.b.x, false)), ~vec2<u32>(global0.b.x, u_input.a)), ~(~71038u | u_input.c.x)), 3u)], _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(global0.b.x, 3u)] * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_2.a, 839f, 312f, global0.a), global2[_wgslsmith_index_u32(global0.b.x, 3u)]))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_1.c.a, -810f, global3.a, 1288f), global2[_wgslsmith_index_u32(5022u, 3u)], arg_1.a.b.x)))))), _wgslsmith_f_op_vec4_f32(abs(global2[_wgslsmith_index_u32(min(vec2<u32>(arg_1.a.a, 0u), vec2<u32>(48542u, ~global0.b.x)).x, 3u)])));
        if (firstLeadingBit(min(global3.b.yx, firstLeadingBit(reverseBits(vec3<i32>(u_input.e.x, 2147483647i, i32(-2147483648)))).yx).x) <= ~(extractBits(firstLeadingBit(vec3<i32>(u_input.d.x, arg_2.b.x, -9042i)).zz, global0.b.x, u_input.a).x + extractBits(1i, 4294967295u, u_input.c.x))) {
            let var_1 = true;
            var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)])), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(538f, -1000f, arg_2.a, var_0[_wgslsmith_index_u32(global0.b.x, 4u)].x) + var_0[_wgslsmith_index_u32(u_input.c.x, 4u)]) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global2[_wgslsmith_index_u32(global0.b.x, 3u)].x, arg_1.b[_wgslsmith_index_u32(19685u, 2u)].x, global0.a, arg_1.b[_wgslsmith_index_u32(arg_1.a.a, 2u)].x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(global0.b.x, 4u)])), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0[_wgslsmith_index_u32(arg_1.a.a, 4u)].x, _wgslsmith_f_op_vec4_f32(floor(var_0[_wgslsmith_index_u32(global0.b.x, 4u)])).x, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global3.a, arg_2.a, global3.a))).x, _wgslsmith_f_op_f32(1000f * 1327f)))) * var_0[_wgslsmith_index_u32(global0.b.x, 4u)]), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-1692f - arg_2.a), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, var_0[_wgslsmith_index_u32(arg_1.a.a, 4u)].x, arg_2.a), arg_1.b[_wgslsmith_index_u32(30670u, 2u)])).x) * global0.a), 1063f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global0.a, -1940f))).x - 454f)), _wgslsmith_f_op_f32(arg_0 * arg_2.a)));
            ((global3).b).x = reverseBits(max(~vec4<i32>(177i, arg_2.b.x, global3.b.x, i32(-2147483648)), ~(vec4<i32>(global3.b.x, 67503i, arg_1.c.b.x, 3229i) ^ vec4<i32>(2147483647i, global3.b.x, arg_1.c.b.x, u_input.d.x))).wy & -(vec2<i32>(-24293i, global3.b.x) * ~arg_1.c.b.zx)).x;
            var var_2 = u_input.d.zw;
        } else {
            var var_1 = vec2<f32>(_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec3_f32(exp(var_0[_wgslsmith_index_u32(max(vec3<u32>(4294967295u, 19851u, 0u), global0.b.xzz).x, 4u)].zxz)).zy)).x, _wgslsmith_f_op_f32(-arg_1.b[_wgslsmith_index_u32(1u, 2u)].x));
            let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-237f, _wgslsmith_div_f32(314f, _wgslsmith_f_op_f32(abs(var_1.x))), _wgslsmith_f_op_f32(saturate(-499f)), 1000f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(6354u, 4u)] - global2[_wgslsmith_index_u32(global0.b.x, 3u)]) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-438f, arg_2.a, var_1.x, global3.a))))) + vec4<f32>(_wgslsmith_f_op_f32(-(-1147f)), _wgslsmith_f_op_f32(-(-1000f)), arg_1.c.a, global3.a)), _wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(~abs(vec2<u32>(1u, global0.b.x)).x, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-512f - arg_2.a) + _wgslsmith_div_f32(745f, 1135f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global3.a) + _wgslsmith_f_op_f32(-var_1.x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1000f - global2[_wgslsmith_index_u32(u_input.a, 3u)].x))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-arg_1.c.a), global3.a, _wgslsmith_f_op_f32(global0.a * global3.a), arg_0) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0, var_1.x, var_1.x, var_1.x) - global2[_wgslsmith_index_u32(38053u, 3u)])))));
        }
        while (arg_1.a.b.x) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        }
        (global3).a = _wgslsmith_f_op_f32(-1093f - _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_vec3_f32(step(var_0[_wgslsmith_index_u32(abs(34823u), 4u)].wxw, _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-2187f, -223f, arg_1.c.a, -570f))).zyw)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-810f * -1549f) - 1882f), 430f, global2[_wgslsmith_index_u32(~82722u, 3u)].x))).x);
    } else {
        global3 = arg_2;
    }
    let var_0 = _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_2.a, -205f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_div_f32(-233f, global0.a) + arg_0)), 1090f))).x;
    global4 = array<vec2<bool>, 30>();
    while (false) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        loop {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            let var_1 = countTrailingZeros(-abs(u_input.d) / -min(global3.b << (vec4<u32>(1u, 77685u, global0.b.x, global0.b.x) % vec4<u32>(32u)), global3.b)).yz;
            let var_2 = _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-597f, arg_2.a, -236f, arg_1.b[_wgslsmith_index_u32(u_input.c.x, 2u)].x)) * vec4<f32>(2332f, global3.a, global3.a, -1615f)))), global2[_wgslsmith_index_u32(~global0.b.x, 3u)])).x <= _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(_wgslsmith_f_op_vec2_f32(select(global2[_wgslsmith_index_u32(global0.b.x, 3u)].wx, global2[_wgslsmith_index_u32(24918u, 3u)].wy, vec2<bool>(arg_1.a.b.x, false))).x, 485f, _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_1.b[_wgslsmith_index_u32(36540u, 2u)].x, -113f, 965f, 1145f))).x), arg_1.b[_wgslsmith_index_u32(reverseBits(12357u), 2u)])), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(arg_1.b[_wgslsmith_index_u32(arg_1.a.a, 2u)])))), vec3<bool>(true, true, _wgslsmith_f_op_f32(-(-1208f)) > _wgslsmith_f_op_f32(-arg_2.a)))).x;
            var var_3 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-arg_1.b[_wgslsmith_index_u32(4294967295u - ~reverseBits(u_input.c.xzx).x, 2u)]), vec3<f32>(_wgslsmith_f_op_f32(-1164f), var_0, 1406f), vec3<f32>(global0.a, _wgslsmith_f_op_f32(-arg_0), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_0))).x)), global2[_wgslsmith_index_u32(countTrailingZeros(reverseBits(~(~u_input.c)).x), 3u)].zxy);
        }
        let var_1 = var_0;
    }
    global1 = ~(~(~countTrailingZeros(arg_2.b).x)) << (countTrailingZeros(u_input.a) % 32u);
    return -1367f;
}

fn func_3(arg_0: Struct_2, arg_1: mat4x4<f32>, arg_2: f32) -> mat2x3<f32> {
    var var_0 = ~6776u;
    var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(arg_1[_wgslsmith_index_u32(global0.b.x, 4u)])).ywx), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-655f, _wgslsmith_f_op_vec4_f32(sign(global2[_wgslsmith_index_u32(68328u, 3u)])).x, arg_1[_wgslsmith_index_u32(83792u & global0.b.x, 4u)].x))), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(arg_1[_wgslsmith_index_u32(u_input.c.x, 4u)], vec4<f32>(global3.a, global3.a, global0.a, arg_2))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a, arg_0.a, -2132f, -600f))), func_5(clamp(vec4<u32>(2696u, u_input.c.x, u_input.a, 4294967295u), global0.b, u_input.c), firstTrailingBit(vec4<i32>(u_input.b, -3920i, -1i, u_input.d.x))))).wwx)));
    if (true) {
        var var_2 = Struct_4(Struct_3(global0.b.x, vec4<bool>(global0.a == _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(22740u, 3u)].x), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.e.x, ~arg_0.b.x).exchanged, false, select(global0.a >= global3.a, vec3<bool>(true, true, true).x, vec4<bool>(true, true, true, true).x))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(global0.b.x ^ u_input.a, 3u)]))), _wgslsmith_f_op_vec3_f32(exp2(global2[_wgslsmith_index_u32(firstTrailingBit(1u) << (firstLeadingBit(u_input.c).x % 32u), 3u)].xxy))), arg_0);
        var var_3 = var_2.a;
        if (select(!vec2<bool>(arg_0.a > _wgslsmith_f_op_f32(-457f), select(var_2.a.b, vec4<bool>(false, false, var_3.b.x, var_2.a.b.x), !vec4<bool>(var_3.b.x, true, var_2.a.b.x, var_2.a.b.x)).x), !var_3.b.xw, vec2<bool>(all(select(!vec4<bool>(true, true, true, var_2.a.b.x), var_2.a.b, var_2.a.b.x).yx), true == (_wgslsmith_f_op_f32(var_2.b[_wgslsmith_index_u32(49916u, 2u)].x - arg_2) <= _wgslsmith_f_op_f32(-global0.a)))).x) {
            let var_4 = global0.b;
            var var_5 = var_2.c.b.x;
        } else {
            (global2)[_wgslsmith_index_u32(144835u, 3u)] = _wgslsmith_f_op_vec4_f32(vec4<f32>(671f, -492f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global3.a - 860f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(var_2.b[_wgslsmith_index_u32(1u, 2u)])).x) * _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-var_2.b[_wgslsmith_index_u32(global0.b.x, 2u)].zy))).x)) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(arg_1[_wgslsmith_index_u32(global0.b.x, 4u)])) + global2[_wgslsmith_index_u32(~(~var_2.a.a), 3u)]));
        }
    } else if (firstLeadingBit(global0.b.zwx).x != global0.b.x) {
        for (var var_2 = i32(-2147483648); arg_0.b.x > u_input.b; ) {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            break;
        }
        switch (select(global3.b.zx, -(max(-global3.b, u_input.e).xx << (global0.b.yx % vec2<u32>(32u))), select(func_5(clamp(vec4<u32>(0u, u_input.a, global0.b.x, u_input.a), global0.b, firstTrailingBit(vec4<u32>(12522u, 1u, 32821u, u_input.c.x))), vec4<i32>(1i * -1i, select(vec2<i32>(i32(-2147483648), -55006i), global3.b.wx, global4[_wgslsmith_index_u32(4294967295u, 30u)]).x, 0i, ~arg_0.b.x)), func_5(global0.b >> (global0.b % vec4<u32>(32u)), -(~vec4<i32>(0i, i32(-2147483648), global3.b.x, -50971i))), select(global4[_wgslsmith_index_u32(~min(vec2<u32>(37164u, global0.b.x), u_input.c.xy).x, 30u)], !(!global4[_wgslsmith_index_u32(global0.b.x, 30u)]), global4[_wgslsmith_index_u32(0u, 30u)]).x).x).x) {
            default: {
                var var_2 = -2147483647i;
                var var_3 = Struct_1(1514f, global0.b);
                let var_4 = Struct_4(Struct_3(global0.b.x, vec4<bool>(true, true, true, true)), mat2x3<f32>(vec3<f32>(var_1[_wgslsmith_index_u32(global0.b.x, 3u)].x, global3.a, global0.a), global2[_wgslsmith_index_u32(530u, 3u)].xzz), arg_0);
                return var_4.b;
            }
        }
        var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(20541u, 4u)]) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1121f, global2[_wgslsmith_index_u32(0u, 3u)].x, -344f, 1428f))))))), arg_1[_wgslsmith_index_u32(0u, 4u)], vec4<f32>(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(vec3<f32>(1213f, global2[_wgslsmith_index_u32(26888u, 3u)].x, arg_1[_wgslsmith_index_u32(global0.b.x, 4u)].x) - vec3<f32>(arg_2, -459f, 801f)))).x)), _wgslsmith_f_op_f32(2156f * 1000f), -525f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_1[_wgslsmith_index_u32(56775u, 3u)].x, var_1[_wgslsmith_index_u32(24027u, 3u)].x, 429f, arg_1[_wgslsmith_index_u32(45289u, 4u)].x))).x)), global2[_wgslsmith_index_u32(u_input.c.x, 3u)]);
    } else {
        var var_2 = mat3x4<f32>(global2[_wgslsmith_index_u32(u_input.a, 3u)], _wgslsmith_f_op_vec4_f32(sign(global2[_wgslsmith_index_u32(firstTrailingBit(~vec3<u32>(global0.b.x, 110726u, global0.b.x)).x, 3u)])), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_div_f32(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, 274f), _wgslsmith_f_op_f32(abs(global3.a)), _wgslsmith_f_op_vec3_f32(floor(arg_1[_wgslsmith_index_u32(global0.b.x, 4u)].zyy)).x, 1727f) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(u_input.c.x, 4u)])))));
    }
    let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(~(~global0.b.x), 3u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global3.a), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(117f, 2814f), var_1[_wgslsmith_index_u32(global0.b.x, 3u)].yz, vec2<f32>(-142f, -1000f))).x - _wgslsmith_f_op_vec2_f32(fract(global2[_wgslsmith_index_u32(42652u, 3u)].yz)).x), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(select(global2[_wgslsmith_index_u32(u_input.a, 3u)], vec4<f32>(449f, 937f, arg_2, -175f), false)))).x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(1u, 4u)].x, 438f) + arg_0.a)) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3.a, arg_0.a, 672f, -784f)) * vec4<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_1[_wgslsmith_index_u32(global0.b.x, 3u)].x, 1000f, global3.a, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x))).x, _wgslsmith_f_op_f32(abs(global3.a)), global2[_wgslsmith_index_u32(~4294967295u, 3u)].x, _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(u_input.a, 3u)].x - -230f)))), arg_1[_wgslsmith_index_u32(firstTrailingBit(~vec2<u32>(global0.b.x, atomicAdd(&wg_atomic_u32, global0.b.x))).x, 4u)]);
    switch (atomicLoad(&wg_atomic_i32)) {
        case -1i: {
            for (var var_3: i32; var_3 >= -39817i; var_3 += 1i) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                global1 = u_input.d.x >> (reverseBits(36762u) % 32u);
                global1 = ~extractBits(-(-clamp(vec3<i32>(-1i, u_input.b, global3.b.x), vec3<i32>(u_input.b, 75780i, -35522i), arg_0.b.xzz).xz), ~(~u_input.c.x / 4294967295u), ~global0.b.x).x;
                return mat2x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec4_f32(select(arg_1[_wgslsmith_index_u32(21993u, 4u)], var_2[_wgslsmith_index_u32(4294967295u, 3u)], vec4<bool>(false, true, true, false))).x, _wgslsmith_f_op_vec3_f32(min(vec3<f32>(1000f, var_1[_wgslsmith_index_u32(0u, 3u)].x, global3.a), arg_1[_wgslsmith_index_u32(1u, 4u)].yyx)).x, -1499f)), _wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(u_input.c.x << (~global0.b.x % 32u), 3u)].zwz - var_1[_wgslsmith_index_u32(~u_input.a >> (atomicAnd(&wg_atomic_u32, global0.b.x) % 32u), 3u)])), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(u_input.a, 3u)] * _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a, -948f, -2085f, 1227f) - var_2[_wgslsmith_index_u32(0u, 3u)])), var_2[_wgslsmith_index_u32(u_input.c.x, 3u)], (~global0.b.x < select(global0.b.wwy, global0.b.xyz, vec3<bool>(false, true, false)).x))))).wwx);
            }
            return mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(u_input.c.x, 3u)] * vec3<f32>(var_1[_wgslsmith_index_u32(global0.b.x, 3u)].x, 705f, 758f)), vec3<f32>(106f, -1000f, var_2[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))).x, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(u_input.a, 3u)], vec4<f32>(global2[_wgslsmith_index_u32(global0.b.x, 3u)].x, -1732f, 1602f, var_2[_wgslsmith_index_u32(0u, 3u)].x)))).x, -362f), var_1[_wgslsmith_index_u32(~(~(~global0.b.x)), 3u)]);
        }
        default: {
            let var_3 = atomicCompareExchangeWeak(&wg_atomic_i32, -6742i | (_wgslsmith_mod_i32(0i, firstTrailingBit(global3.b.x)) & 24286i), u_input.d.x).exchanged;
            let var_4 = Struct_4(Struct_3(firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u) - vec4<u32>(1u, 413u, global0.b.x, global0.b.x)).x, vec4<bool>(_wgslsmith_f_op_f32(global0.a * global3.a) >= _wgslsmith_f_op_f32(-arg_0.a), true, true, !(!var_3))), mat2x3<f32>(var_1[_wgslsmith_index_u32(~select(u_input.c.zx - vec2<u32>(61235u, global0.b.x), firstTrailingBit(vec2<u32>(4294967295u, 35710u)), !global4[_wgslsmith_index_u32(1u, 30u)]).x, 3u)], _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-909f, var_1[_wgslsmith_index_u32(global0.b.x, 3u)].x, -489f))))), Struct_2(_wgslsmith_f_op_f32(arg_2 * global0.a), reverseBits(_wgslsmith_mod_vec4_i32(vec4<i32>(u_input.e.x, u_input.e.x, arg_0.b.x, 5471i), arg_0.b) >> (vec4<u32>(u_input.c.x, global0.b.x, u_input.c.x, 56451u) % vec4<u32>(32u)))));
            (global4)[_wgslsmith_index_u32(0u, 30u)] = !select(select(!var_4.a.b.yzw, !vec3<bool>(var_4.a.b.x, var_4.a.b.x, true), select(false, false, var_3)).zx, vec2<bool>(var_4.a.b.x, any(!vec4<bool>(false, true, var_3, var_4.a.b.x))), var_4.a.b.zy);
            loop {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                var var_5 = global0.b.x;
                continuing {
                    let var_6 = vec3<bool>(var_4.a.b.x, global3.b.x != (var_4.c.b.x - ~(global3.b.x - 1i)), true);
                    let var_7 = -43586i;
                    break if atomicCompareExchangeWeak(&wg_atomic_u32, 0u, global0.b.x).exchanged;
                }
            }
            if (true) {
                let var_5 = var_4.a;
                let var_6 = var_4.a.b.x;
            }
        }
    }
    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(global3.a, _wgslsmith_f_op_f32(select(-218f, _wgslsmith_f_op_vec4_f32(ceil(var_2[_wgslsmith_index_u32(4294967295u, 3u)])).x, vec4<bool>(true, true, true, true).x)), 2445f))), vec3<f32>(var_2[_wgslsmith_index_u32(max(u_input.c.x, 4294967295u), 3u)].x, _wgslsmith_f_op_f32(-(-1542f)), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x)));
}

fn func_2() -> mat2x3<f32> {
    return func_3(Struct_2(645f, _wgslsmith_mod_vec4_i32(-vec4<i32>(u_input.e.x, u_input.e.x, -17436i, 11944i), u_input.e)), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(u_input.c.x, 3u)] - global2[_wgslsmith_index_u32(global0.b.x, 3u)]), vec4<f32>(global2[_wgslsmith_index_u32(global0.b.x, 3u)].x, -1974f, global3.a, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(0u, 3u)].x)), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(4294967295u, 3u)].x) * _wgslsmith_f_op_f32(func_4(-360f, Struct_4(Struct_3(1u, vec4<bool>(true, true, true, false)), mat2x3<f32>(vec3<f32>(global3.a, global3.a, global3.a), global2[_wgslsmith_index_u32(u_input.a, 3u)].zxx), Struct_2(global3.a, vec4<i32>(i32(-2147483648), global3.b.x, global3.b.x, 0i))), Struct_2(-603f, vec4<i32>(u_input.b, -49389i, global3.b.x, u_input.d.x))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(global2[_wgslsmith_index_u32(global0.b.x, 3u)].wy, vec2<f32>(global2[_wgslsmith_index_u32(3814u, 3u)].x, global0.a))).x), global3.a, _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global2[_wgslsmith_index_u32(450u, 3u)].x, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x)), _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(global2[_wgslsmith_index_u32(0u, 3u)].x, global0.a, -1696f))).xx)).x), global2[_wgslsmith_index_u32(~global0.b.x, 3u)]), _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(dot(vec4<u32>(u_input.a << (0u % 32u), global0.b.x | 0u, select(22092u, 55728u, true), 9497u), ~_wgslsmith_mod_vec4_u32(u_input.c, vec4<u32>(4294967295u, global0.b.x, 1u, global0.b.x))), 3u)].x));
}

fn func_1(arg_0: mat3x3<f32>, arg_1: vec2<bool>, arg_2: mat2x3<f32>) -> u32 {
    while (true) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        let var_0 = mat2x4<f32>(vec4<f32>(1f, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 27791u / 1u), 3u)].x + _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(u_input.a, 3u)].wy * vec2<f32>(-136f, global2[_wgslsmith_index_u32(global0.b.x, 3u)].x)), _wgslsmith_f_op_vec2_f32(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].yx + arg_0[_wgslsmith_index_u32(global0.b.x, 3u)].yz))).x), _wgslsmith_f_op_f32(-(-901f)), 801f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-(-916f)), _wgslsmith_f_op_f32(823f * global0.a), _wgslsmith_f_op_f32(global3.a - arg_2[_wgslsmith_index_u32(52531u, 2u)].x), -1302f), _wgslsmith_f_op_vec4_f32(min(global2[_wgslsmith_index_u32(67409u + 0u, 3u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(597f, -935f, 1703f, -816f) * vec4<f32>(-437f, -1542f, -1254f, 1246f)))))));
        if (atomicCompareExchangeWeak(&wg_atomic_u32, global0.b.x, ~countLeadingZeros(min(vec4<u32>(49128u, u_input.a, u_input.c.x, u_input.c.x) ^ u_input.c, ~u_input.c).zxy).x).exchanged) {
            global2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(4294967295u, 2u)] + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global3.a, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, -999f, 1530f), vec4<f32>(364f, arg_2[_wgslsmith_index_u32(11372u, 2u)].x, global2[_wgslsmith_index_u32(global0.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x))))) - vec4<f32>(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(vec2<f32>(245f, arg_0[_wgslsmith_index_u32(0u, 3u)].x) + vec2<f32>(439f, 1851f)))).x, -1574f, -1275f, _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, global0.a))).x)), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(4294967295u, 3u)] * vec4<f32>(1048f, arg_0[_wgslsmith_index_u32(1544u, 3u)].x, -275f, global2[_wgslsmith_index_u32(45665u, 3u)].x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-631f)), global0.a, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.a, 2u)].x)), var_0[_wgslsmith_index_u32(59191u, 2u)])), _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(~select(~u_input.c.wyy, ~u_input.c.yxw, arg_1.x).x, 2u)]));
        }
    }
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        let var_0 = _wgslsmith_f_op_f32(638f + global2[_wgslsmith_index_u32(~global0.b.x, 3u)].x) > _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(clamp(global2[_wgslsmith_index_u32(abs(vec2<u32>(global0.b.x, global0.b.x)).x, 3u)], vec4<f32>(_wgslsmith_f_op_f32(dot(global2[_wgslsmith_index_u32(u_input.c.x, 3u)], vec4<f32>(-1069f, global0.a, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, 430f))), _wgslsmith_div_f32(-557f, global0.a), _wgslsmith_div_f32(1406f, 901f), _wgslsmith_f_op_f32(global0.a - arg_0[_wgslsmith_index_u32(9834u, 3u)].x)), global2[_wgslsmith_index_u32(countTrailingZeros(global0.b.xzz).x & reverseBits(vec2<u32>(global0.b.x, 1u)).x, 3u)])).x + _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-1000f - _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(global0.b.x, 2u)].x)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-776f, global2[_wgslsmith_index_u32(global0.b.x, 3u)].x, -502f, 1961f))).x)));
        return ~34110u;
    }
    global2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-149f, global0.a, global3.a, 587f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, -1649f, 845f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x))))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(34498u, 3u)]), _wgslsmith_f_op_vec4_f32(vec4<f32>(1039f, -1113f, -814f, 993f) + vec4<f32>(global0.a, global2[_wgslsmith_index_u32(0u, 3u)].x, -205f, global0.a)))))), _wgslsmith_f_op_vec4_f32(max(global2[_wgslsmith_index_u32((4977u - 0u) / (0u - 5466u), 3u)], vec4<f32>(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(global0.b.x, 3u)].x - global0.a), -1739f, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_f32(-global0.a)))), vec4<bool>(true, !(!arg_1.x), any(vec3<bool>(false, true, true)), arg_1.x))), vec4<f32>(global3.a, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(0u, 3u)].x)), _wgslsmith_f_op_f32(-global3.a), global0.a), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(1u, 3u)]), global2[_wgslsmith_index_u32(global0.b.x, 3u)])) + global2[_wgslsmith_index_u32(u_input.a, 3u)]), vec4<f32>(global3.a, -611f, _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(fract(arg_2[_wgslsmith_index_u32(u_input.c.x, 2u)].xy)).x, 139f), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(0u, 3u)] * global2[_wgslsmith_index_u32(global0.b.x, 3u)]), _wgslsmith_f_op_vec4_f32(step(global2[_wgslsmith_index_u32(u_input.a, 3u)], global2[_wgslsmith_index_u32(96261u, 3u)])))).x))));
    global1 = ~global3.b.x;
    var var_0 = Struct_2(_wgslsmith_div_f32(-478f, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(vec3<f32>(arg_2[_wgslsmith_index_u32(u_input.a, 2u)].x, global0.a, -656f), global2[_wgslsmith_index_u32(global0.b.x, 3u)].xzy), vec3<f32>(arg_0[_wgslsmith_index_u32(global0.b.x, 3u)].x, arg_2[_wgslsmith_index_u32(1u, 2u)].x, arg_0[_wgslsmith_index_u32(17896u, 3u)].x), true)).yy)).x), min(vec4<i32>(-1i, abs(atomicAdd(&wg_atomic_i32, global3.b.x)), clamp(-16225i, u_input.b, u_input.e.x) / 5921i, -u_input.b), abs(global3.b ^ vec4<i32>(global3.b.x, -1i, u_input.d.x, u_input.b)) + clamp(vec4<i32>(u_input.e.x, u_input.d.x, global3.b.x, global3.b.x) / vec4<i32>(-18189i, -43740i, -1i, -29529i), vec4<i32>(-16828i, 17201i, global3.b.x, 1i), vec4<i32>(global3.b.x, u_input.d.x, 0i, global3.b.x) ^ vec4<i32>(-10947i, -384i, global3.b.x, global3.b.x))));
    return (atomicExchange(&wg_atomic_u32, global0.b.x) >> ((atomicOr(&wg_atomic_u32, extractBits(4294967295u, u_input.a, u_input.c.x)) >> (~(~u_input.c.x) % 32u)) % 32u)) - (~(global0.b.x << (~4294967295u % 32u)) & insertBits(u_input.c.wyz, u_input.c.zzz, max(vec2<u32>(11107u, 83383u), vec2<u32>(global0.b.x, u_input.c.x)).x, _wgslsmith_mod_u32(u_input.c.x, countLeadingZeros(vec3<u32>(global0.b.x, 0u, 0u)).x)).x);
}

@compute
@workgroup_size(1u)
fn main() {
    var var_0 = _wgslsmith_f_op_f32(-global0.a);
    global1 = (29173i & (-firstTrailingBit(vec4<i32>(21902i, 0i, u_input.e.x, 1i)).x | u_input.d.x)) | global3.b.x;
    var var_1 = _wgslsmith_f_op_vec2_f32(select(global2[_wgslsmith_index_u32(clamp(reverseBits(~u_input.c.wzx) >> (vec3<u32>(~173630u, firstTrailingBit(vec2<u32>(global0.b.x, u_input.c.x)).x, u_input.a) % vec3<u32>(32u)), vec3<u32>(func_1(mat3x3<f32>(global2[_wgslsmith_index_u32(24789u, 3u)].yzx, global2[_wgslsmith_index_u32(4294967295u, 3u)].wyy, global2[_wgslsmith_index_u32(4294967295u, 3u)].yxx), vec2<bool>(true, true), func_2()), firstLeadingBit(57890u), ~u_input.c.x >> (global0.b.x % 32u)), global0.b.zxz).x, 3u)].zy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(global2[_wgslsmith_index_u32(86152u, 3u)].x, global2[_wgslsmith_index_u32(global0.b.x, 3u)].x), global2[_wgslsmith_index_u32(~global0.b.x, 3u)].wx, vec2<bool>(true, true)))) + vec2<f32>(380f, _wgslsmith_div_f32(global3.a, _wgslsmith_f_op_vec3_f32(floor(global2[_wgslsmith_index_u32(30094u, 3u)].wyw)).x))), !global4[_wgslsmith_index_u32(global0.b.x, 30u)])).x;
    if (!(!(!select(true, atomicCompareExchangeWeak(&wg_atomic_u32, 15741u, 36111u).exchanged, vec3<bool>(true, true, true).x)))) {
        switch (1i) {
            case 21539i: {
                ((global4)[_wgslsmith_index_u32(~u_input.c.x, 30u)]).x = true & !((firstLeadingBit(sign(vec4<i32>(global3.b.x, u_input.e.x, global3.b.x, -5812i))).x < -countTrailingZeros(vec3<i32>(i32(-2147483648), -35736i, 12902i)).x));
                let var_2 = Struct_2(global3.a, ~u_input.e);
                var var_3 = select(!(!func_5(~vec4<u32>(u_input.c.x, 0u, u_input.c.x, u_input.a), var_2.b)), !vec4<bool>(true, _wgslsmith_f_op_vec2_f32(fract(global2[_wgslsmith_index_u32(1u, 3u)].wx)).x != _wgslsmith_f_op_vec3_f32(floor(global2[_wgslsmith_index_u32(global0.b.x, 3u)].xwz)).x, all(vec3<bool>(true, true, true)), vec2<bool>(true, true).x), vec4<bool>(false, any(func_5(u_input.c, u_input.d + vec4<i32>(5547i, 0i, u_input.d.x, 10602i)).xxw), true, (_wgslsmith_mod_i32(var_2.b.x, global3.b.x) << (global0.b.x % 32u)) > select(vec2<i32>(var_2.b.x, 18026i) / var_2.b.wz, countTrailingZeros(global3.b).wy, true).x)).xy;
            }
            default: {
                var var_2 = Struct_1(_wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec2_f32(abs(global2[_wgslsmith_index_u32(16344u, 3u)].zy)).x)), vec4<u32>(10616u, 1u, 0u, 2495u >> (global0.b.x % 32u)));
            }
        }
        var var_2 = Struct_1(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global3.a, 396f, global3.a, -1134f))), global2[_wgslsmith_index_u32(u_input.c.x, 3u)])).x + -548f), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(global2[_wgslsmith_index_u32(global0.b.x << (0u % 32u), 3u)].yyy + _wgslsmith_f_op_vec3_f32(vec3<f32>(1125f, 1608f, global2[_wgslsmith_index_u32(42204u, 3u)].x) + vec3<f32>(global3.a, global2[_wgslsmith_index_u32(20806u, 3u)].x, -822f))), global2[_wgslsmith_index_u32(4294967295u, 3u)].ywz))), global0.b);
        for (; ; ) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            (var_2).a = _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, max(var_2.b.xz, vec2<u32>(4294967295u, global0.b.x ^ 4294967295u)).x), 3u)].x);
            ((global4)[_wgslsmith_index_u32(extractBits(~4294967295u, var_2.b.x ^ 55771u, ~func_1(mat3x3<f32>(global2[_wgslsmith_index_u32(u_input.a, 3u)].xzy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(4744u, 3u)].x, -842f, -860f)), vec3<f32>(global0.a, global0.a, -1166f)), vec2<bool>(true, true), mat2x3<f32>(global2[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(719u, u_input.c.x, 1u, 1u)).x, 3u)].yyx, _wgslsmith_f_op_vec3_f32(vec3<f32>(-1777f, global2[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 1000f) - global2[_wgslsmith_index_u32(global0.b.x, 3u)].ywx)))), 30u)]).x = (global3.a < _wgslsmith_f_op_f32(-561f));
            global1 = -(-11514i);
            continue;
        }
    } else if (true) {
    } else if (false) {
    }
    var var_2 = -463f;
    var_1 = _wgslsmith_f_op_f32(-(-112f));
    while (true) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        for (var var_3 = i32(-2147483648); any(global4[_wgslsmith_index_u32(insertBits(vec4<u32>(global0.b.x, 4294967295u, 52916u, 4294967295u + 1u), (vec4<u32>(global0.b.x, 51182u, 2888u, global0.b.x) + u_input.c) - ~vec4<u32>(1u, global0.b.x, u_input.a, global0.b.x), reverseBits(select(vec3<u32>(1u, u_input.c.x, 5137u), u_input.c.zwz, vec3<bool>(true, true, false)).x), countOneBits(4294967295u / 27283u)).x, 30u)]) & select(vec3<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_i32, global3.b.x, 2147483647i + 0i).exchanged), vec3<bool>(vec4<bool>(true, true, true, true).x, false, false), true).x; var_3 -= 1i) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            continue;
        }
    }
    var var_3 = global0.a;
    let x = u_input.a;
    s_output = StorageBuffer(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(global0.b.x / 9174u, 3u)].x, _wgslsmith_f_op_f32(1000f + global3.a), _wgslsmith_f_op_f32(-(-565f)))) + global2[_wgslsmith_index_u32(u_input.c.x, 3u)].wyx), 21024u, 956f, u_input.e.x);
}

