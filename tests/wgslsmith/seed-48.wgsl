// {"0:0":[47,245,154,92,225,201,136,107,87,15,227,219,38,232,152,110,112,53,232,108,141,184,8,71,115,138,132,98,35,58,110,67]}
// Seed: 48

struct Struct_1 {
    @align(4)
    a: bool,
    b: vec2<u32>,
}

struct Struct_2 {
    a: u32,
    @size(20)
    b: bool,
}

struct Struct_3 {
    a: bool,
    @align(16)
    b: u32,
    @align(32)
    c: mat4x4<f32>,
    d: i32,
    @align(16)
    e: Struct_2,
}

struct UniformBuffer {
    @align(16)
    a: u32,
    @align(16)
    b: i32,
}

struct StorageBuffer {
    @size(12)
    a: vec3<u32>,
    @align(4)
    @size(4)
    b: i32,
    @size(4)
    c: f32,
    @align(16)
    d: mat4x4<f32>,
    @align(16)
    @size(68)
    e: mat4x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<Struct_3, 5>;

var<workgroup> global1: i32;

var<private> global2: array<vec2<u32>, 7> = array<vec2<u32>, 7>(vec2<u32>(88999u, 1u), vec2<u32>(10152u, 23009u), vec2<u32>(11493u, 0u), vec2<u32>(4294967295u, 9182u), vec2<u32>(44577u, 42598u), vec2<u32>(0u, 0u), vec2<u32>(0u, 37544u));

var<private> global3: vec4<i32> = vec4<i32>(i32(-2147483648), i32(-2147483648), 6926i, 5448i);

var<workgroup> global4: Struct_1;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 32>;

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
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

fn func_5(arg_0: Struct_2, arg_1: bool, arg_2: u32, arg_3: vec4<u32>) -> Struct_1 {
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        var var_0 = arg_0;
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            break;
            continuing {
                let var_1 = Struct_1(any(vec2<bool>(!(!arg_0.b), !arg_0.b | arg_1)), vec2<u32>(~(_wgslsmith_mod_u32(arg_3.x, 4294967295u) - (2296u / u_input.a)), 20024u));
                global3 = sign(~(-(~(-vec4<i32>(-36147i, -16875i, 31776i, 18684i)))));
                var var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(512f + _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1251f, 1549f, 850f, 2085f))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 1839f, 1258f, 814f) + vec4<f32>(664f, -1784f, -1355f, 406f))))).x) - 640f);
            }
        }
        if (arg_1) {
            var var_1 = Struct_1(any(vec2<bool>(false, all(select(vec4<bool>(true, true, arg_0.b, true), vec4<bool>(var_0.b, false, arg_1, var_0.b), vec4<bool>(var_0.b, true, true, arg_1))))), clamp((vec4<u32>(0u, 3065u, arg_3.x, arg_2) ^ vec4<u32>(0u, 1u, 4294967295u, 6122u)) << (((arg_3 << (arg_3 % vec4<u32>(32u))) + vec4<u32>(u_input.a, 4294967295u, 0u, 0u)) % vec4<u32>(32u)), ~vec4<u32>(~arg_3.x, global4.b.x, arg_0.a, 0u), ~(~vec4<u32>(arg_3.x, 31706u, 1u, var_0.a) & ~arg_3)).yw);
            var var_2 = Struct_1(any(select(select(vec2<bool>(arg_0.b, true), vec2<bool>(var_0.b, true), vec2<bool>(false, var_0.b)), vec2<bool>(false, global4.a), global3.x <= -12059i)) == true, vec2<u32>(u_input.a, 4294967295u - (u_input.a << (u_input.a % 32u))));
        }
    }
    var var_0 = firstTrailingBit(arg_3.xzy);
    for (var var_1 = -58989i; ; var_1 -= 1i) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        var var_2 = vec2<f32>(_wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1099f)))))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(451f, -953f))) - _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(967f, -1000f, 404f, 1695f), vec4<f32>(-1005f, 2056f, 319f, -600f)) - vec4<f32>(-278f, -482f, 773f, 182f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(520f, -670f, -543f, -1674f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1213f, -626f, 1022f, 1361f) - vec4<f32>(319f, -966f, 1078f, 551f)), vec4<bool>(arg_1, global4.a, true, arg_1))))).x));
        let var_3 = global0[_wgslsmith_index_u32(0u - ~var_0.x, 5u)];
        break;
    }
    let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(238f, 150f, 599f, -578f), vec4<f32>(-1894f, -912f, 586f, 1299f)))))).wyy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(102f, 1000f, -1210f, 381f), vec4<f32>(-1000f, -141f, -892f, 323f))))), vec4<f32>(_wgslsmith_f_op_f32(-705f + -772f), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-366f, -1000f, -444f, 432f))).x, vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(-2322f + 185f)))).xyx));
    (var_0).x = ~(~4294967295u);
    return Struct_1(true, ~reverseBits(arg_3.wz));
}

fn func_4(arg_0: vec3<f32>) -> vec2<bool> {
    if (false) {
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            var var_0 = arg_0.x;
            continuing {
            }
        }
        var var_0 = Struct_1(global4.a, ~(~vec2<u32>(57441u, 46980u) * global2[_wgslsmith_index_u32(global4.b.x, 7u)]));
        for (; ; ) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var var_1 = func_5(Struct_2(~extractBits(firstTrailingBit(vec4<u32>(u_input.a, u_input.a, 7777u, u_input.a)), 26687u << (u_input.a % 32u), ~4505u).x, !global4.a), (true | atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, -global3.x).exchanged) != !(!var_0.a), firstTrailingBit(global4.b).x >> (u_input.a % 32u), vec4<u32>(~(~48232u ^ u_input.a), var_0.b.x, extractBits(select(~vec4<u32>(global4.b.x, 0u, 10828u, var_0.b.x), ~vec4<u32>(1u, u_input.a, var_0.b.x, u_input.a), var_0.a), ~(~u_input.a), ~(~1u)).x, abs(clamp(~var_0.b.x, global4.b.x, ~0u))));
        }
        let var_1 = global0[_wgslsmith_index_u32(~global4.b.x, 5u)];
    }
    switch (atomicExchange(&wg_atomic_i32, (~1i << ((63335u - select(vec3<u32>(1u, global4.b.x, global4.b.x), vec3<u32>(42568u, 4294967295u, u_input.a), vec3<bool>(global4.a, false, false)).x) % 32u)) & ~abs(global3.zwx).x)) {
        case 1i: {
            switch (-9230i >> (u_input.a % 32u)) {
                case 0i: {
                    var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f) + vec4<f32>(-337f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_0.x, 1639f)), _wgslsmith_div_f32(arg_0.x, _wgslsmith_f_op_vec2_f32(max(vec2<f32>(arg_0.x, -675f), vec2<f32>(-2484f, -871f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp(arg_0.x)) * _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(arg_0.x, arg_0.x, arg_0.x))).x))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0.x * -2603f) - _wgslsmith_f_op_f32(-arg_0.x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0.x * 1032f) - arg_0.x)), arg_0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(770f * arg_0.x))));
                    let var_1 = mat3x2<f32>(arg_0.xy, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(277f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1198f, 818f, -306f, var_0[_wgslsmith_index_u32(0u, 2u)].x))))).xwx, global4.a)).zx, var_0[_wgslsmith_index_u32(~atomicXor(&wg_atomic_u32, min(vec3<u32>(u_input.a, u_input.a, global4.b.x), vec3<u32>(4294967295u, 4294967295u, global4.b.x)).x) >> (global4.b.x % 32u), 2u)].yx);
                    var var_2 = global3.x;
                    var var_3 = global3.wx;
                }
                case -1i: {
                    var var_0 = select(select(!vec4<bool>(true, global4.a, global4.a, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 58875u).exchanged), select(select(select(vec4<bool>(global4.a, false, false, true), vec4<bool>(false, global4.a, true, false), false), select(vec4<bool>(false, false, global4.a, true), vec4<bool>(false, global4.a, global4.a, global4.a), false), select(true, false, global4.a)), !(!vec4<bool>(global4.a, global4.a, true, true)), vec4<bool>(select(global4.a, true, false), true, all(vec3<bool>(global4.a, true, global4.a)), true)), global4.a), !select(!vec4<bool>(true, global4.a, global4.a, true), vec4<bool>(global4.a, select(vec2<bool>(false, global4.a), vec2<bool>(global4.a, false), vec2<bool>(false, global4.a)).x, global4.a, true), !global4.a), select(select(vec4<bool>(true, global4.a, global4.a, false), vec4<bool>(true, global4.a, true, false), !vec4<bool>(false, false, global4.a, global4.a)), select(!vec4<bool>(global4.a, global4.a, global4.a, global4.a), select(vec4<bool>(global4.a, false, true, true), vec4<bool>(true, global4.a, false, global4.a), false), global4.a), vec4<bool>(func_5(Struct_2(1u, true), global4.a, 15063u, vec4<u32>(7138u, global4.b.x, 1u, u_input.a)).a, (u_input.b < i32(-2147483648)), false, true)).x && (select(!global4.a, true, true) & true)).xz;
                    let var_1 = !select(select(vec2<bool>(4294967295u > global4.b.x, atomicCompareExchangeWeak(&wg_atomic_u32, 55166u, global4.b.x).exchanged), !(!vec2<bool>(var_0.x, false)), select(vec4<bool>(var_0.x, false, global4.a, false), !vec4<bool>(global4.a, true, false, global4.a), select(vec4<bool>(var_0.x, var_0.x, true, true), vec4<bool>(false, false, var_0.x, false), vec4<bool>(global4.a, global4.a, false, true))).wz), !select(!vec3<bool>(global4.a, true, var_0.x), vec3<bool>(true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a, 0u).exchanged).yz, !(!var_0.x)).x;
                    ((global0)[_wgslsmith_index_u32(~global4.b.x / ~min(~4294967295u, u_input.a), 5u)]).b = max(vec2<u32>(~(~select(global4.b, vec2<u32>(global4.b.x, u_input.a), global4.a).x), select(~vec3<u32>(u_input.a, 92847u, global4.b.x), vec3<u32>(64126u, 1u, u_input.a) * vec3<u32>(global4.b.x, u_input.a, 0u), select(vec4<bool>(global4.a, var_0.x, true, false), vec4<bool>(false, global4.a, global4.a, global4.a), false).zwx).x | 18330u), (select(~vec4<u32>(0u, 4294967295u, 4294967295u, 4294967295u), vec4<u32>(global4.b.x, u_input.a, 18328u, global4.b.x) - vec4<u32>(u_input.a, 0u, 4294967295u, global4.b.x), var_0.x).yz - global2[_wgslsmith_index_u32(91934u, 7u)]) & (~(~global2[_wgslsmith_index_u32(u_input.a, 7u)]) & ~global4.b)).x;
                    global1 = u_input.b;
                    (var_0).x = -1813f <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(vec3<f32>(_wgslsmith_f_op_f32(arg_0.x - arg_0.x), _wgslsmith_div_f32(533f, -1448f), arg_0.x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(483f, 565f, -2040f)))))).x);
                }
                case 1i: {
                    ((global4).b).x = u_input.a;
                    (global0)[_wgslsmith_index_u32(~u_input.a, 5u)] = global0[_wgslsmith_index_u32(countLeadingZeros(~(extractBits(vec2<u32>(48755u, global4.b.x) * global2[_wgslsmith_index_u32(1u, 7u)], ~u_input.a, 0u) * ~vec2<u32>(u_input.a, u_input.a))).x, 5u)];
                    var var_0 = mat4x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.x, arg_0.x) + _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1000f, arg_0.x, -1092f, -420f))).xz)), _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(trunc(arg_0.zy)).x, _wgslsmith_f_op_f32(-1641f - arg_0.x)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0.x, -180f, -1054f, arg_0.x))).wz * vec2<f32>(arg_0.x, arg_0.x)))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0.x, 1029f, 1476f, 235f))).x), 389f) * _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(arg_0.x - arg_0.x), _wgslsmith_div_f32(arg_0.x, -1710f)) + arg_0.xx)), _wgslsmith_f_op_vec2_f32(-arg_0.yz), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_0.yy, arg_0.yy) + vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(arg_0.yz, vec2<f32>(arg_0.x, -834f))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec4<f32>(arg_0.x, arg_0.x, -245f, arg_0.x), vec4<f32>(arg_0.x, arg_0.x, -1385f, 642f)))))));
                    (global3).x = ~((~(-u_input.b) | u_input.b) << ((4294967295u << (global4.b.x % 32u)) % 32u));
                }
                case -27462i: {
                    (global4).a = global4.a;
                    var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0)) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, -363f, 237f, -3444f)))).xxy - _wgslsmith_f_op_vec3_f32(trunc(arg_0)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(arg_0 * arg_0), _wgslsmith_div_vec3_f32(arg_0, arg_0))))));
                    var var_1 = func_5(Struct_2(global4.b.x, select(vec4<bool>(true, global4.a, any(vec3<bool>(true, global4.a, global4.a)), global4.a), vec4<bool>(all(vec4<bool>(global4.a, false, true, global4.a)), global4.a, global4.a, select(vec3<bool>(true, global4.a, true), vec3<bool>(false, false, global4.a), vec3<bool>(true, true, global4.a)).x), func_5(Struct_2(u_input.a, global4.a), true, global4.b.x, vec4<u32>(u_input.a, 1u, 34595u, 46613u) ^ vec4<u32>(global4.b.x, 4294967295u, 25907u, 0u)).a).x), global4.a, u_input.a ^ global4.b.x, vec4<u32>(max(vec2<u32>(5491u + 1u, 15177u), vec2<u32>(4294967295u | global4.b.x, global4.b.x)).x, min(countLeadingZeros(vec2<u32>(global4.b.x, 43601u)), insertBits(global4.b, ~global4.b, 12302u, global4.b.x)).x, select(extractBits(~vec4<u32>(1u, 40905u, 1u, 4294967295u), ~u_input.a, reverseBits(u_input.a)), abs(vec4<u32>(0u, 0u, global4.b.x, global4.b.x) * vec4<u32>(global4.b.x, 35567u, global4.b.x, global4.b.x)), true == (true & global4.a)).x, u_input.a));
                    let var_2 = vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(1u, 2u)].x + -903f) + arg_0.x)))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(arg_0.x, var_0[_wgslsmith_index_u32(global4.b.x, 2u)].x))).x))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(382f, -119f, 1358f, arg_0.x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(567f, 346f, arg_0.x, 1402f))))))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, countTrailingZeros(vec4<u32>(var_1.b.x, var_1.b.x, global4.b.x, 59152u)).x), 2u)].x));
                    var var_3 = Struct_1(var_1.a & select(!vec4<bool>(false, var_1.a, false, true), !select(vec4<bool>(var_1.a, global4.a, true, false), vec4<bool>(false, false, global4.a, var_1.a), vec4<bool>(false, global4.a, global4.a, global4.a)), var_1.a).x, countLeadingZeros(vec3<u32>(u_input.a, ~(global4.b.x / 83732u), 79180u)).xz);
                }
                default: {
                }
            }
        }
        case 2147483647i: {
            if (atomicCompareExchangeWeak(&wg_atomic_u32, ~global4.b.x, global4.b.x).exchanged) {
            } else {
                global1 = u_input.b / extractBits(-1i / (~(-72955i) | global3.x), _wgslsmith_mod_u32(u_input.a, 4294967295u), ~countLeadingZeros(select(vec3<u32>(global4.b.x, u_input.a, 13u), vec3<u32>(u_input.a, u_input.a, u_input.a), vec3<bool>(true, global4.a, true)).xx).x);
                return select(!vec3<bool>(!select(vec2<bool>(true, global4.a), vec2<bool>(true, false), global4.a).x, (abs(global2[_wgslsmith_index_u32(83869u, 7u)]).x < ~4294967295u), true), vec3<bool>(false, min(select(vec4<u32>(u_input.a, 31057u, 1u, u_input.a), vec4<u32>(4294967295u, 72012u, 30793u, 6203u), vec4<bool>(global4.a, false, false, global4.a)), select(vec4<u32>(global4.b.x, u_input.a, global4.b.x, 0u), vec4<u32>(25072u, u_input.a, 66293u, global4.b.x), false)).x != ~(global4.b.x + 0u), true && func_5(Struct_2(u_input.a, false), false, 1u, vec4<u32>(16923u, 30294u, 4294967295u, 0u)).a), !(!(!select(vec3<bool>(global4.a, global4.a, false), vec3<bool>(true, true, global4.a), true)))).yx;
            }
            var var_0 = _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.x, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_0.x, -2378f, arg_0.x))).x, 1053f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-947f, 1441f, arg_0.x), arg_0, select(vec3<bool>(global4.a, global4.a, true), vec3<bool>(global4.a, false, global4.a), vec3<bool>(true, global4.a, global4.a)))) - arg_0)));
            var var_1 = !select(vec3<bool>(false, select(select(vec4<bool>(true, false, false, true), vec4<bool>(true, false, false, global4.a), vec4<bool>(global4.a, true, global4.a, false)).yxw, !vec3<bool>(global4.a, global4.a, false), select(vec4<bool>(false, false, false, true), vec4<bool>(global4.a, false, true, true), false).wyx).x, global4.a), !vec3<bool>(select(vec2<bool>(false, false), vec2<bool>(global4.a, false), vec2<bool>(false, global4.a)).x, select(vec4<bool>(global4.a, global4.a, global4.a, global4.a), vec4<bool>(global4.a, false, true, true), vec4<bool>(false, global4.a, global4.a, global4.a)).x, true), !vec3<bool>(all(vec2<bool>(true, global4.a)), any(vec4<bool>(global4.a, true, global4.a, global4.a)), global4.a));
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            }
        }
        default: {
            global1 = global3.x;
            let var_0 = clamp(vec4<u32>(atomicSub(&wg_atomic_u32, ~(~6106u)), max(countTrailingZeros(vec4<u32>(global4.b.x, global4.b.x, u_input.a, global4.b.x)), vec4<u32>(global4.b.x, 42286u, 0u, global4.b.x * 19935u)).x, 0u, 4294967295u), vec4<u32>(4294967295u, 0u, 4294967295u, 12738u), countTrailingZeros(~vec4<u32>(dot(vec3<u32>(u_input.a, 1u, global4.b.x), vec3<u32>(1u, 4294967295u, 73663u)), 0u, 35111u, select(u_input.a, 29113u, false)))).zzx;
            let var_1 = global4.b;
            loop {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                return select(vec2<bool>(!(!any(vec2<bool>(false, global4.a))), (~1u & _wgslsmith_mod_u32(global4.b.x, var_1.x)) == dot(~vec4<u32>(var_1.x, 60265u, 4294967295u, 26989u), ~vec4<u32>(65164u, var_1.x, var_0.x, u_input.a))), select(!select(select(vec4<bool>(false, true, false, global4.a), vec4<bool>(global4.a, global4.a, true, global4.a), vec4<bool>(global4.a, true, false, false)).xz, vec2<bool>(true, true), select(vec3<bool>(global4.a, global4.a, false), vec3<bool>(true, global4.a, true), vec3<bool>(true, true, global4.a)).yx), vec2<bool>(true, true != ((global3.x < global3.x))), select(select(select(vec4<bool>(global4.a, global4.a, true, global4.a), vec4<bool>(true, global4.a, true, global4.a), vec4<bool>(global4.a, global4.a, false, global4.a)), vec4<bool>(global4.a, true, global4.a, false), !global4.a).ww, !select(vec2<bool>(global4.a, global4.a), vec2<bool>(true, global4.a), global4.a), false).x), select(!(!vec2<bool>(global4.a, true)), !vec2<bool>(any(vec3<bool>(global4.a, true, false)), global4.a), select(select(!vec4<bool>(global4.a, global4.a, false, global4.a), !vec4<bool>(global4.a, global4.a, false, global4.a), select(vec2<bool>(global4.a, global4.a), vec2<bool>(true, global4.a), vec2<bool>(false, global4.a)).x), vec4<bool>(global4.a, -12870i > u_input.b, !global4.a, global4.a | true), !vec4<bool>(true, global4.a, false, true)).xw));
            }
        }
    }
    while (arg_0.x <= _wgslsmith_f_op_f32(-(-2476f))) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        while (global4.a) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            continue;
        }
        if (global4.a) {
            continue;
        }
    }
    (global3).x = global3.x;
    for (var var_0 = 59919i; true; var_0 += 1i) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        continue;
    }
    return !select(select(select(!vec4<bool>(false, true, false, global4.a), vec4<bool>(global4.a, true, global4.a, true), select(vec4<bool>(true, global4.a, global4.a, true), vec4<bool>(true, global4.a, true, true), vec4<bool>(true, global4.a, false, global4.a))), vec4<bool>(global3.x > -1i, select(vec3<bool>(global4.a, global4.a, false), vec3<bool>(global4.a, global4.a, global4.a), vec3<bool>(global4.a, true, true)).x, global4.a, true), atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a * u_input.a, ~global4.b.x).exchanged), select(vec4<bool>(global4.a, false, global4.a != global4.a, true), vec4<bool>(all(vec3<bool>(global4.a, global4.a, true)), select(vec4<bool>(global4.a, global4.a, global4.a, global4.a), vec4<bool>(global4.a, true, global4.a, false), true).x, true, true), vec4<bool>(false, true, true, !global4.a)), !(!select(vec4<bool>(global4.a, global4.a, global4.a, true), vec4<bool>(global4.a, false, true, global4.a), false))).yx;
}

fn func_3(arg_0: f32) -> mat4x4<f32> {
    for (var var_0 = 1i; atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a, ~(~(~108626u))).exchanged; var_0 -= 1i) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
    }
    ((global2)[_wgslsmith_index_u32(global4.b.x, 7u)]).x = (u_input.a + ~max(~vec2<u32>(26954u, 1u), max(vec3<u32>(624u, 0u, 22050u), vec3<u32>(76618u, 0u, 15479u)).yz).x) << (insertBits(~vec4<u32>(_wgslsmith_mod_u32(global4.b.x, u_input.a), global4.b.x, ~1u, global4.b.x), ~select(~vec4<u32>(global4.b.x, u_input.a, 22407u, 16403u), vec4<u32>(5757u, 56028u, 1u, u_input.a) >> (vec4<u32>(127893u, u_input.a, u_input.a, 63988u) % vec4<u32>(32u)), select(vec4<bool>(global4.a, global4.a, true, false), vec4<bool>(false, global4.a, global4.a, false), vec4<bool>(global4.a, global4.a, false, true))), countTrailingZeros(~vec4<u32>(global4.b.x, 25479u, u_input.a, 4294967295u) & min(vec4<u32>(global4.b.x, u_input.a, u_input.a, u_input.a), vec4<u32>(global4.b.x, 1u, 93868u, global4.b.x))).x, select(vec3<u32>(u_input.a, global4.b.x, global4.b.x), vec3<u32>(39121u, 0u, u_input.a), vec3<bool>(false, true, false)).x | ~(4294967295u & global4.b.x)).x % 32u);
    while (all(!vec4<bool>(global4.a && false, false, vec2<u32>(1u, 1u).x == global4.b.x, !select(vec3<bool>(false, global4.a, global4.a), vec3<bool>(false, global4.a, true), global4.a).x))) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
    }
    if (!select(!((u_input.b << (u_input.a % 32u)) <= global3.x), all(!func_4(vec3<f32>(645f, arg_0, arg_0))), global4.a)) {
        var var_0 = 1023f;
        let var_1 = _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0, arg_0, arg_0, -1103f), vec4<f32>(902f, arg_0, -847f, arg_0), vec4<bool>(global4.a, true, global4.a, global4.a))).x, _wgslsmith_f_op_f32(-457f + arg_0), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(-1501f, arg_0, arg_0))).x), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(arg_0, arg_0, -1608f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0, arg_0, arg_0)))), false)))).x <= 829f;
        ((global2)[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 7u)]).x = 0u;
    }
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        global1 = -(~u_input.b);
    }
    return mat4x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(840f, 1554f, -1474f, 1004f) * vec4<f32>(-2839f, arg_0, arg_0, arg_0))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1216f, -1030f, -203f, 882f), vec4<f32>(arg_0, 913f, -126f, arg_0), !global4.a)))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-arg_0), arg_0, arg_0, arg_0) + vec4<f32>(_wgslsmith_div_f32(arg_0, arg_0), _wgslsmith_f_op_f32(-arg_0), arg_0, _wgslsmith_f_op_f32(-arg_0))))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-470f, arg_0, arg_0, arg_0) - vec4<f32>(-508f, 641f, -1000f, 1261f)) - _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1891f, 714f, arg_0, arg_0), vec4<f32>(1252f, 564f, -1000f, arg_0), vec4<f32>(arg_0, -794f, arg_0, arg_0))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0, arg_0, arg_0, arg_0) * vec4<f32>(arg_0, arg_0, 715f, -486f)) + _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(178f, -1004f, arg_0, -1416f))))))));
}

fn func_2(arg_0: mat4x4<f32>, arg_1: f32, arg_2: f32, arg_3: Struct_1) -> bool {
    let var_0 = -global3.x;
    while (select(select(select(select(vec4<bool>(arg_3.a, arg_3.a, false, true), vec4<bool>(true, true, true, true), arg_3.a), !vec4<bool>(global4.a, true, false, true), !(global4.a & arg_3.a)), vec4<bool>(true, arg_3.a, arg_3.a, true), atomicCompareExchangeWeak(&wg_atomic_i32, dot(vec4<i32>(-62628i, 2147483647i, u_input.b, 1i), ~vec4<i32>(u_input.b, 2147483647i, 34040i, global3.x)), var_0).exchanged).xw, vec2<bool>(false, false), vec2<bool>(select(vec3<bool>(true, !arg_3.a, !arg_3.a), vec3<bool>(false, true, arg_3.a), any(!vec3<bool>(arg_3.a, true, arg_3.a))).x, atomicCompareExchangeWeak(&wg_atomic_u32, extractBits(vec4<u32>(6578u, global4.b.x, 0u, 26402u) / vec4<u32>(4294967295u, global4.b.x, 0u, u_input.a), 0u, ~u_input.a).x, countTrailingZeros(vec3<u32>(arg_3.b.x, u_input.a, 53904u)).x ^ dot(vec4<u32>(global4.b.x, u_input.a, 16836u, u_input.a), vec4<u32>(50008u, global4.b.x, arg_3.b.x, u_input.a))).exchanged)).x) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        for (var var_1: i32; ; var_1 += 1i) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        }
        for (var var_1 = 1i; var_1 == -1i; ) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        }
        var var_1 = select(!vec4<bool>((arg_3.a & true) && func_4(vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, 882f, -2337f)).x, !select(vec2<bool>(global4.a, global4.a), vec2<bool>(global4.a, arg_3.a), false).x, all(select(vec3<bool>(false, arg_3.a, true), vec3<bool>(arg_3.a, global4.a, true), true).zy), arg_3.a | func_4(arg_0[_wgslsmith_index_u32(arg_3.b.x, 4u)].wzz).x), vec4<bool>(false, global4.a, arg_3.a, true), true);
        for (; !var_1.x; ) {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            (global4).a = select(select(!select(vec4<bool>(var_1.x, var_1.x, false, false), !vec4<bool>(false, true, var_1.x, false), vec4<bool>(global4.a, false, arg_3.a, global4.a)), vec4<bool>(any(vec4<bool>(false, true, false, global4.a)), select(select(vec2<bool>(false, var_1.x), var_1.yw, var_1.ww), vec2<bool>(false, var_1.x), true).x, true, global4.a), vec4<bool>(false, false, select(vec4<bool>(true, false, global4.a, var_1.x), vec4<bool>(false, true, global4.a, true), vec4<bool>(global4.a, global4.a, false, arg_3.a)).x | any(vec2<bool>(arg_3.a, arg_3.a)), select(vec3<bool>(var_1.x, true, true), var_1.yxx, var_1.zwx).x)), !(!select(vec4<bool>(arg_3.a, global4.a, true, true), !vec4<bool>(var_1.x, var_1.x, global4.a, false), global4.a)), !select(select(vec4<bool>(true, true, false, true), !vec4<bool>(global4.a, var_1.x, false, false), !vec4<bool>(false, false, false, arg_3.a)), select(!vec4<bool>(false, arg_3.a, global4.a, true), select(vec4<bool>(global4.a, var_1.x, var_1.x, global4.a), vec4<bool>(false, arg_3.a, arg_3.a, true), vec4<bool>(var_1.x, global4.a, var_1.x, false)), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, arg_3.a), vec4<bool>(var_1.x, arg_3.a, arg_3.a, false))), !(arg_1 > -447f))).x;
            (global4).a = var_1.x;
            var var_2 = Struct_2(~(_wgslsmith_mod_u32(arg_3.b.x, global4.b.x) * vec4<u32>(1u, 1u, 1u, 1u).x), !(!(firstTrailingBit(global3.zww).x >= vec2<i32>(1i, 1i).x)));
        }
    }
    if (false) {
    } else {
        loop {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            ((global0)[_wgslsmith_index_u32(~2231u, 5u)]).b = u_input.a;
            continue;
        }
        while (arg_3.a) {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            break;
        }
        if (true) {
            (global4).a = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_2) * _wgslsmith_f_op_f32(arg_1 * -111f))) * _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(arg_3.b.x, 4u)].x)) != 1825f;
            var var_1 = _wgslsmith_f_op_f32(-1152f);
            let var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(abs(arg_0[_wgslsmith_index_u32(~((arg_3.b.x | 4294967295u) & ~52497u), 4u)].zzz)), _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_2, arg_1, _wgslsmith_f_op_vec4_f32(sign(arg_0[_wgslsmith_index_u32(11648u, 4u)])).x) * vec3<f32>(578f, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_div_vec3_f32(vec3<f32>(-1166f, arg_2, -200f), vec3<f32>(-1781f, arg_0[_wgslsmith_index_u32(arg_3.b.x, 4u)].x, arg_2)))).x, arg_1)), _wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(arg_3.b.x, 4u)].xxy - _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1, 818f, arg_2, 1159f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(arg_3.b.x, 4u)] * vec4<f32>(arg_1, 1145f, arg_1, arg_1))))).www), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, ~arg_3.b.x), 4u)].wxx)));
            var var_3 = arg_0[_wgslsmith_index_u32(dot(~(~vec3<u32>(u_input.a, global4.b.x, global4.b.x) * ~(~vec3<u32>(0u, 1u, u_input.a))), ~(~(~vec3<u32>(1u, 31879u, 1u))) / (((vec3<u32>(global4.b.x, 1u, global4.b.x) / vec3<u32>(u_input.a, 0u, u_input.a)) ^ vec3<u32>(u_input.a, 23133u, arg_3.b.x)) * ~(~vec3<u32>(1u, u_input.a, arg_3.b.x)))), 4u)].zy;
        } else {
        }
        let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(arg_3.b.x, 4u)].yyw), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(saturate(arg_2)), arg_0[_wgslsmith_index_u32(77994u, 4u)].x, 972f) + _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-1408f, arg_0[_wgslsmith_index_u32(u_input.a, 4u)].x, arg_1)))))));
        for (var var_2 = 1i; var_2 > 15304i; var_2 -= 1i) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            let var_3 = func_4(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec4_f32(round(arg_0[_wgslsmith_index_u32(4294967295u, 4u)])).x, 423f, _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(303f, arg_0[_wgslsmith_index_u32(44457u, 4u)].x, -139f))).x))));
            var var_4 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(step(141f, arg_0[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(global4.b.x, arg_3.b.x, 4294967295u, u_input.a)).x, 4u)].x)), _wgslsmith_f_op_f32(-(-228f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_2)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(~(global4.b.x + u_input.a), 4u)].wyw) * arg_0[_wgslsmith_index_u32((reverseBits(vec3<u32>(12384u, global4.b.x, u_input.a)).x * u_input.a) - u_input.a, 4u)].yyx));
            continue;
        }
    }
    ((global0)[_wgslsmith_index_u32(firstTrailingBit(max(~(~countLeadingZeros(vec4<u32>(global4.b.x, 1u, 1u, u_input.a))), vec4<u32>(1u | ~global4.b.x, ~(~19079u), atomicSub(&wg_atomic_u32, ~global4.b.x), 77007u)).yxw).x, 5u)]).a = select(!(!vec2<bool>(false, global4.a)), select(vec4<bool>(select(vec3<bool>(false, true, global4.a), vec3<bool>(arg_3.a, arg_3.a, false), vec3<bool>(true, true, global4.a)).x, all(vec2<bool>(true, global4.a)), false, global4.a), !vec4<bool>(true, arg_3.a, true, global4.a), true).zy, vec2<bool>(arg_3.a, global4.a)).x || !arg_3.a;
    for (var var_1 = 0i; ; ((global4).b).x = arg_3.b.x) {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        for (var var_2 = 5910i; (var_2 < i32(-2147483648)); ) {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            var var_3 = arg_3.b.x;
        }
        let var_2 = arg_2;
        loop {
            if (LOOP_COUNTERS[22u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
            break;
        }
    }
    return false;
}

fn func_1(arg_0: f32, arg_1: bool, arg_2: Struct_3) -> i32 {
    switch (clamp(countLeadingZeros(~min(reverseBits(vec4<i32>(global3.x, -4573i, u_input.b, arg_2.d)).wxw, -vec3<i32>(31920i, arg_2.d, u_input.b))).zz, sign(insertBits(reverseBits(abs(vec4<i32>(arg_2.d, 42808i, u_input.b, -1i))), -select(vec4<i32>(arg_2.d, -25904i, global3.x, -1403i), vec4<i32>(22031i, global3.x, global3.x, global3.x), vec4<bool>(true, false, arg_1, arg_1)), ~(arg_2.e.a & 54685u), global4.b.x)).zx, -vec2<i32>(0i, -select(vec4<i32>(arg_2.d, 0i, global3.x, 1i), vec4<i32>(0i, 1i, 20799i, -16383i), vec4<bool>(true, arg_2.e.b, true, true)).x)).x) {
        case 0i: {
        }
        case 8921i: {
            while (!arg_2.e.b) {
                if (LOOP_COUNTERS[23u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
            }
            var var_0 = select(select(select(vec3<bool>(true, false | global4.a, true), select(vec3<bool>(true, false, global4.a), vec3<bool>(arg_1, arg_1, arg_2.e.b), select(vec4<bool>(false, global4.a, arg_2.e.b, false), vec4<bool>(global4.a, true, arg_1, false), false).x), select(!vec4<bool>(false, true, arg_2.a, arg_1), select(vec4<bool>(arg_1, arg_2.a, true, false), vec4<bool>(true, false, true, true), vec4<bool>(true, arg_2.a, false, true)), !arg_2.a).www), vec3<bool>((arg_1 || global4.a) | true, arg_1, arg_1), select(!select(vec4<bool>(arg_1, false, arg_2.e.b, false), vec4<bool>(true, arg_1, true, global4.a), vec4<bool>(arg_1, true, false, global4.a)), select(select(vec4<bool>(arg_1, true, arg_1, true), vec4<bool>(arg_1, arg_2.a, arg_2.a, true), arg_1), !vec4<bool>(arg_2.a, true, arg_2.a, arg_2.a), vec4<bool>(arg_2.e.b, false, false, true)), global4.a).xwz).xx, !(!(!(!vec2<bool>(global4.a, false)))), vec2<bool>(true, true));
        }
        case i32(-2147483648): {
            loop {
                if (LOOP_COUNTERS[24u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
                var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(arg_2.c[_wgslsmith_index_u32(~(global4.b.x * global4.b.x), 4u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(arg_2.c[_wgslsmith_index_u32(18410u, 4u)], vec4<f32>(_wgslsmith_f_op_f32(arg_2.c[_wgslsmith_index_u32(55989u, 4u)].x * arg_2.c[_wgslsmith_index_u32(u_input.a, 4u)].x), arg_0, arg_0, arg_0), !vec4<bool>(true, arg_1, false, global4.a))) + arg_2.c[_wgslsmith_index_u32(~(u_input.a + (global4.b.x & 0u)), 4u)]), vec4<f32>(1360f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(577f * arg_0)), 1000f, -584f));
                continue;
            }
            while (select(vec4<bool>(arg_1, global4.a, false, select(!select(vec3<bool>(global4.a, false, true), vec3<bool>(false, arg_2.e.b, false), arg_1).xx, vec2<bool>(true, true), any(vec3<bool>(arg_2.e.b, global4.a, global4.a))).x), !vec4<bool>((arg_2.e.b && global4.a) & func_5(Struct_2(arg_2.e.a, true), arg_1, 1u, vec4<u32>(4294967295u, u_input.a, 1u, global4.b.x)).a, false && ((arg_2.b < 1u)), arg_2.a, false), any(select(select(vec2<bool>(true, true), !vec2<bool>(global4.a, false), select(vec2<bool>(global4.a, false), vec2<bool>(global4.a, false), global4.a)), vec2<bool>(0i == global3.x, select(vec2<bool>(false, arg_2.a), vec2<bool>(false, global4.a), false).x), !vec2<bool>(arg_2.e.b, arg_2.a)))).x) {
                if (LOOP_COUNTERS[25u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
                break;
            }
            ((global2)[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, ~(~countOneBits(vec3<u32>(0u, global4.b.x, global4.b.x)).x)), 7u)]).x = arg_2.e.a;
            for (var var_0 = 12981i; var_0 != 2147483647i; var_0 += 1i) {
                if (LOOP_COUNTERS[26u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
                continue;
            }
            var var_0 = arg_2.e;
        }
        case -90777i: {
        }
        default: {
            switch (~u_input.b) {
                case 2147483647i: {
                }
                case -74945i: {
                    (global3).x = dot(~extractBits(vec3<i32>(abs(global3.ww).x, ~arg_2.d, select(vec4<i32>(arg_2.d, global3.x, -3481i, 12051i), vec4<i32>(global3.x, arg_2.d, u_input.b, global3.x), true).x), ~min(vec3<u32>(u_input.a, global4.b.x, 4294967295u), vec3<u32>(1u, 4294967295u, u_input.a)).x, 1u), global3.yzy);
                }
                default: {
                    var var_0 = !(!(!select(!vec4<bool>(arg_1, global4.a, arg_2.e.b, arg_2.a), select(vec4<bool>(global4.a, arg_1, true, false), vec4<bool>(arg_2.a, arg_2.a, arg_1, arg_1), vec4<bool>(global4.a, arg_2.e.b, arg_1, true)), select(vec4<bool>(global4.a, arg_2.e.b, false, true), vec4<bool>(false, true, false, arg_2.a), arg_1))));
                    let var_1 = mat2x3<f32>(arg_2.c[_wgslsmith_index_u32(global4.b.x * (((arg_2.b - arg_2.b) << (0u % 32u)) & u_input.a), 4u)].yyy, _wgslsmith_f_op_vec3_f32(ceil(arg_2.c[_wgslsmith_index_u32(0u, 4u)].zww)));
                    let var_2 = _wgslsmith_mod_i32(-55119i, abs(min(vec4<i32>(u_input.b, 2147483647i, 2147483647i, 17594i) << (vec4<u32>(u_input.a, u_input.a, 0u, global4.b.x) % vec4<u32>(32u)), ~vec4<i32>(16811i, u_input.b, u_input.b, 11084i)).x) + arg_2.d);
                    (var_0).x = !(!global4.a);
                }
            }
        }
    }
    while (atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, -1i).exchanged) {
        if (LOOP_COUNTERS[27u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
        continue;
    }
    global1 = 1i;
    let var_0 = _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1571f, 380f, arg_2.c[_wgslsmith_index_u32(0u, 4u)].x, arg_0), vec4<f32>(arg_2.c[_wgslsmith_index_u32(42281u, 4u)].x, 1148f, -2417f, -1871f), global4.a))) * vec4<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(775f, -2116f), arg_2.c[_wgslsmith_index_u32(arg_2.e.a, 4u)].xx, vec2<bool>(global4.a, false))).x, arg_2.c[_wgslsmith_index_u32(arg_2.e.a, 4u)].x, arg_0, _wgslsmith_f_op_f32(dot(vec3<f32>(arg_2.c[_wgslsmith_index_u32(u_input.a, 4u)].x, arg_2.c[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_2.c[_wgslsmith_index_u32(6400u, 4u)].x), arg_2.c[_wgslsmith_index_u32(4294967295u, 4u)].yyx)))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0 + arg_2.c[_wgslsmith_index_u32(u_input.a, 4u)].x) * _wgslsmith_f_op_vec2_f32(round(arg_2.c[_wgslsmith_index_u32(global4.b.x, 4u)].yw)).x), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(abs(arg_2.c[_wgslsmith_index_u32(global4.b.x, 4u)].zzz)))).x, _wgslsmith_f_op_vec2_f32(max(arg_2.c[_wgslsmith_index_u32(arg_2.b << (arg_2.e.a % 32u), 4u)].zy, vec2<f32>(arg_2.c[_wgslsmith_index_u32(global4.b.x, 4u)].x, arg_2.c[_wgslsmith_index_u32(global4.b.x, 4u)].x))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(369f, arg_2.c[_wgslsmith_index_u32(4294967295u, 4u)].x), vec2<f32>(arg_0, 1000f), global4.a)).x * _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(arg_2.c[_wgslsmith_index_u32(arg_2.e.a, 4u)].x, -103f))).x)), vec4<bool>(true, global4.a, arg_1, !global4.a))), vec4<f32>(2340f, -419f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1082f))) + _wgslsmith_f_op_vec3_f32(trunc(arg_2.c[_wgslsmith_index_u32(max(global4.b, global4.b).x, 4u)].wxx)).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-512f)))));
    global1 = countOneBits(countTrailingZeros(global3.zz).x << (arg_2.b % 32u)) | select(vec2<i32>(-atomicSub(&wg_atomic_i32, u_input.b), arg_2.d), vec2<i32>(global3.x, ~32730i), func_4(_wgslsmith_f_op_vec3_f32(arg_2.c[_wgslsmith_index_u32(~global4.b.x, 4u)].xxz - arg_2.c[_wgslsmith_index_u32(u_input.a & 38956u, 4u)].xyx)).x).x;
    return -28603i;
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    var var_0 = vec4<i32>(_wgslsmith_mod_i32(2615i, u_input.b), func_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1081f)))), !func_2(func_3(-174f), _wgslsmith_f_op_f32(-(-904f)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1175f, 862f, -130f, 288f))).x, Struct_1(true, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 7u)])), global0[_wgslsmith_index_u32(builtin_local_invocation_index - ((builtin_local_invocation_index ^ global4.b.x) / abs(vec4<u32>(u_input.a, 75495u, 42711u, builtin_local_invocation_index)).x), 5u)]), -24062i, -u_input.b);
    loop {
        if (LOOP_COUNTERS[28u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
        break;
    }
    loop {
        if (LOOP_COUNTERS[29u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
    }
    global1 = -u_input.b;
    for (var var_1 = i32(-2147483648); var_1 == -20497i; global2 = array<vec2<u32>, 7>()) {
        if (LOOP_COUNTERS[30u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[30u] = LOOP_COUNTERS[30u] + 1u;
        continue;
    }
    let var_1 = func_5(Struct_2(1u, global4.a && global4.a), !atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 1u).exchanged == global4.a, builtin_local_invocation_id.x, ~(~(~vec4<u32>(41815u, 30710u, builtin_num_workgroups.x, 1u))));
    for (; !(-18935i != -atomicLoad(&wg_atomic_i32)); ) {
        if (LOOP_COUNTERS[31u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[31u] = LOOP_COUNTERS[31u] + 1u;
    }
    let x = u_input.a;
    s_output = StorageBuffer(~vec3<u32>(max(~vec3<u32>(25323u, 39846u, 1u), vec3<u32>(36074u, 9249u, 38771u) / builtin_local_invocation_id).x, select(builtin_workgroup_id.xy, builtin_workgroup_id.yx >> (builtin_global_invocation_id.zz % vec2<u32>(32u)), var_1.a).x, ~countLeadingZeros(4294967295u)), -7034i, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-854f))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(346f, 2001f, 863f, -249f) - vec4<f32>(-347f, 821f, 139f, -164f))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-129f, -1000f, -1394f, -1721f)) * _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-288f, 1462f, -710f, 795f), vec4<f32>(-1208f, -481f, -1000f, 671f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(169f, 1045f, -272f, 903f)) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-760f, 2957f, 2083f, 858f) * vec4<f32>(-166f, 1000f, -1014f, -189f)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(2191f, 980f, -1039f, -431f))), vec4<f32>(1f, 1f, 1f, 1f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(203f + 192f), _wgslsmith_f_op_f32(1199f * 667f), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-387f, 2694f, 246f))).x, vec2<f32>(1f, 1f).x))), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-999f, 437f, 1284f, 248f), vec4<f32>(342f, 1266f, 2439f, 583f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(762f, 1408f, 536f, 178f)), vec4<bool>(true, false, false, var_1.a))).x, vec2<f32>(1f, 1f).x, -808f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(270f - 1000f), _wgslsmith_f_op_f32(-(-806f)), _wgslsmith_f_op_f32(-(-1003f)))), vec3<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-vec3<f32>(949f, 1126f, -1000f)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(2164f, 1273f, -1510f, 1000f))).zwx)), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-1385f, -351f), _wgslsmith_f_op_vec2_f32(vec2<f32>(-661f, 1000f) - vec2<f32>(829f, 324f)), !vec2<bool>(global4.a, true))).x, -252f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(-1347f + -407f), _wgslsmith_f_op_f32(-250f * -352f), _wgslsmith_f_op_f32(-(-584f))))).xyw));
}

