// {"0:0":[83,165,87,189,140,52,46,247,85,52,212,97,237,250,50,57,226,250,19,46,43,15,249,200,47,241,237,250,105,77,158,194,53,49,82,13,72,227,119,6,117,109,85,35,81,1,42,169,13,65,165,33,137,179,118,229,9,127,117,132,30,80,7,4,255,37,229,245,84,131,122,181,44,28,31,131,225,201,144,68,67,186,74,171,103,189,164,78,81,249,35,245,248,251,34,151,90,120,34,159,1,250,128,166,173,191,66,140,171,6,228,126,93,78,177,30,200,125,26,155,159,100,255,245,235,169,179,204]}
// Seed: 31

struct Struct_1 {
    a: vec3<f32>,
    @size(4)
    b: u32,
}

struct Struct_2 {
    a: Struct_1,
    @align(64)
    b: Struct_1,
}

struct UniformBuffer {
    a: vec3<i32>,
    @align(64)
    b: vec3<u32>,
    @align(16)
    @size(8)
    c: vec2<i32>,
    d: u32,
    e: u32,
}

struct StorageBuffer {
    a: i32,
    @size(12)
    b: vec3<u32>,
    c: mat2x4<f32>,
    @size(4)
    d: f32,
    @align(8)
    e: i32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 17>;

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn func_5(arg_0: Struct_1, arg_1: u32, arg_2: mat2x3<f32>) -> vec4<bool> {
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        while (select(!vec4<bool>(true, (u_input.d < u_input.e), false, 2147483647i != u_input.c.x), vec4<bool>(true, true, true, true), vec4<bool>(false, (_wgslsmith_f_op_f32(arg_0.a.x * arg_2[_wgslsmith_index_u32(47168u, 2u)].x) < _wgslsmith_div_f32(1644f, 936f)), vec4<bool>(true, true, true, true).x, arg_0.a.x > _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x * 1692f))).x & atomicCompareExchangeWeak(&wg_atomic_u32, ~(u_input.e ^ (arg_0.b - arg_1)), (u_input.d - ~7673u) / (17651u * 1u)).exchanged) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(636f, -492f, 1000f, -464f), vec4<f32>(1f, 1f, 1f, 1f), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_0.a.x, arg_2[_wgslsmith_index_u32(14739u, 2u)].x, arg_0.a.x))))).wz - _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(278f, arg_0.a.x, arg_2[_wgslsmith_index_u32(48617u, 2u)].x, arg_2[_wgslsmith_index_u32(14325u, 2u)].x) + vec4<f32>(1550f, arg_2[_wgslsmith_index_u32(21522u, 2u)].x, -1000f, arg_2[_wgslsmith_index_u32(u_input.e, 2u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(414f, arg_0.a.x, -2006f, arg_2[_wgslsmith_index_u32(arg_1, 2u)].x) - vec4<f32>(-1419f, arg_0.a.x, -630f, 1540f)))).xy)), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-993f, 575f, arg_2[_wgslsmith_index_u32(2448u, 2u)].x) - arg_2[_wgslsmith_index_u32(0u, 2u)]))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-254f), _wgslsmith_f_op_f32(arg_0.a.x - 763f), _wgslsmith_f_op_f32(-1902f))))).zz, _wgslsmith_f_op_vec3_f32(select(arg_0.a, _wgslsmith_f_op_vec3_f32(round(arg_2[_wgslsmith_index_u32(u_input.d, 2u)])), vec3<bool>(true, true, true))).yy);
            break;
        }
        var var_0 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x, arg_2[_wgslsmith_index_u32(4146u, 2u)].x, arg_0.a.x) * vec4<f32>(-1438f, -831f, arg_2[_wgslsmith_index_u32(arg_1, 2u)].x, -1277f)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a.x, arg_0.a.x, arg_0.a.x, -586f))))) + _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2[_wgslsmith_index_u32(1u, 2u)].x, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0.a.x, 229f) + vec4<f32>(arg_0.a.x, arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x, -780f, 218f)), vec4<f32>(arg_0.a.x, 292f, arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x, 579f))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a.x, arg_2[_wgslsmith_index_u32(arg_1, 2u)].x, 306f, 2358f)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(477f, arg_0.a.x, 781f, arg_2[_wgslsmith_index_u32(65210u, 2u)].x)))), false))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.a.x, 558f, arg_2[_wgslsmith_index_u32(arg_1, 2u)].x, -1000f), vec4<f32>(arg_0.a.x, arg_0.a.x, arg_0.a.x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x), false))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2[_wgslsmith_index_u32(arg_1, 2u)].x, arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x, arg_0.a.x, -1000f))) * _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(106f, 509f, arg_2[_wgslsmith_index_u32(46035u, 2u)].x, arg_0.a.x)) * _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_2[_wgslsmith_index_u32(44103u, 2u)].x, arg_0.a.x, 1216f, -1452f))))))));
        break;
    }
    if (true) {
        switch (reverseBits(u_input.a.zx).x) {
            case 2147483647i: {
            }
            case 18996i: {
                var var_0 = arg_0.a.yz;
                let var_1 = Struct_2(Struct_1(arg_2[_wgslsmith_index_u32(u_input.d, 2u)], 34493u), Struct_1(arg_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_0.b, 59711u), 2u)], select(vec3<u32>(abs(vec4<u32>(20479u, arg_0.b, 11795u, arg_1)).x, firstTrailingBit(u_input.b.zx).x, 1u), countTrailingZeros(~vec3<u32>(arg_0.b, arg_0.b, 61318u)), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, arg_1, arg_1).exchanged).wwz).x));
                var var_2 = -404f;
                let var_3 = Struct_1(_wgslsmith_div_vec3_f32(arg_2[_wgslsmith_index_u32(var_1.b.b, 2u)], _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.b.a.x, 615f, 692f, -1355f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a.x, 1000f, -154f, 2267f))))).zzz), firstLeadingBit(vec3<u32>(~firstTrailingBit(vec3<u32>(4294967295u, u_input.b.x, u_input.b.x)).x, 4294967295u, 4816u * 4294967295u)).x);
            }
            case 37607i: {
                let var_0 = clamp(vec4<i32>(-max(u_input.c.x, u_input.c.x), -15048i, 25194i + ~21334i, min(extractBits(firstLeadingBit(u_input.a), 12733u, ~arg_1), vec3<i32>(i32(-2147483648), u_input.c.x, -1i) / ~vec3<i32>(u_input.c.x, u_input.a.x, -68627i)).x), firstLeadingBit(~countLeadingZeros(vec4<i32>(i32(-2147483648), 3974i, 8390i, -3308i) & vec4<i32>(u_input.a.x, i32(-2147483648), u_input.c.x, -1i))), firstLeadingBit(vec4<i32>(2147483647i, select(firstTrailingBit(vec4<i32>(11113i, u_input.a.x, u_input.a.x, -3012i)).wx, u_input.c, false).x, 0i, -u_input.a.x))).x;
                let var_1 = firstTrailingBit(~select(extractBits(vec4<u32>(0u, 18816u, 4294967295u, arg_1), 58338u, u_input.e).zwx, ~u_input.b, vec3<bool>(true, true, true))) | select(extractBits(abs(~vec4<u32>(u_input.e, 32613u, 21973u, 18720u)), firstTrailingBit(vec4<u32>(55888u, 19493u, 53404u, 1u)).x, countTrailingZeros(u_input.e)), vec4<u32>(4294967295u, 1u, select(vec2<u32>(1u, 1u), vec2<u32>(arg_0.b, arg_1), arg_0.a.x > arg_0.a.x).x, 41014u), vec4<bool>(true, true, true, true)).xzy;
            }
            default: {
                var var_0 = arg_2;
                (var_0)[_wgslsmith_index_u32(~(~(~(~1u) / ~0u)), 2u)] = vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1957f))) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(ceil(-1083f)) - _wgslsmith_f_op_f32(-1418f)))), 244f, 1143f);
                let var_1 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-375f * -1043f), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(14178u, 2u)]) - _wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(4294967295u, 2u)])), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(22451u, 2u)]), vec3<f32>(var_0[_wgslsmith_index_u32(arg_1, 2u)].x, arg_0.a.x, arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(1132f, arg_2[_wgslsmith_index_u32(arg_1, 2u)].x))), _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(1012f, arg_2[_wgslsmith_index_u32(1u, 2u)].x))).x)))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-559f, var_0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(27189u, 2u)].x, var_0[_wgslsmith_index_u32(arg_1, 2u)].x)))))));
            }
        }
        var var_0 = Struct_2(arg_0, Struct_1(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-506f, arg_0.a.x, arg_2[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(dot(vec4<f32>(1226f, -1490f, -317f, arg_0.a.x), vec4<f32>(1388f, arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x, arg_2[_wgslsmith_index_u32(0u, 2u)].x, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x)))))).xxy, firstLeadingBit(11851u)));
    }
    var var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1150f, 549f, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-797f, 456f, 385f, arg_0.a.x), vec4<f32>(-1860f, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 492f, 262f))).x, _wgslsmith_f_op_f32(-arg_0.a.x)), arg_0.a.x)), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-arg_0.a.x), arg_0.a.x), _wgslsmith_f_op_vec2_f32(step(arg_2[_wgslsmith_index_u32(~5981u, 2u)].zz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_2[_wgslsmith_index_u32(u_input.e, 2u)].x, 186f)))).x, arg_0.a.x, -442f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1431f, arg_0.a.x, arg_2[_wgslsmith_index_u32(arg_0.b, 2u)].x, -370f) + vec4<f32>(-832f, -1000f, arg_2[_wgslsmith_index_u32(u_input.d, 2u)].x, arg_2[_wgslsmith_index_u32(0u, 2u)].x)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(606f, -1899f, arg_2[_wgslsmith_index_u32(48601u, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x) - vec4<f32>(-361f, arg_2[_wgslsmith_index_u32(17158u, 2u)].x, -197f, arg_0.a.x))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a.x, arg_2[_wgslsmith_index_u32(18819u, 2u)].x, arg_0.a.x, -1000f)))) + vec4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(431f, -1073f, arg_2[_wgslsmith_index_u32(0u, 2u)].x, arg_0.a.x), _wgslsmith_f_op_vec4_f32(vec4<f32>(-582f, 997f, arg_0.a.x, arg_0.a.x) + vec4<f32>(arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_2[_wgslsmith_index_u32(arg_1, 2u)].x, 135f, arg_0.a.x)), true)).x, 126f, -290f, arg_0.a.x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_2[_wgslsmith_index_u32(1u, 2u)].x, -1353f, _wgslsmith_f_op_f32(-242f - 924f), 1307f), vec4<f32>(_wgslsmith_f_op_f32(arg_0.a.x + arg_2[_wgslsmith_index_u32(35079u, 2u)].x), _wgslsmith_f_op_f32(2063f - -541f), -1034f, arg_0.a.x), vec4<f32>(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_2[_wgslsmith_index_u32(1u, 2u)].x, arg_0.a.x, -1224f, arg_2[_wgslsmith_index_u32(u_input.e, 2u)].x))).x, -475f, _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(arg_0.a.x, 2882f))).x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x)))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-501f), -705f, _wgslsmith_f_op_f32(-2159f), arg_0.a.x) * vec4<f32>(_wgslsmith_div_f32(arg_0.a.x, arg_2[_wgslsmith_index_u32(29459u, 2u)].x), arg_2[_wgslsmith_index_u32(reverseBits(u_input.b.zz).x, 2u)].x, _wgslsmith_f_op_vec2_f32(clamp(arg_0.a.zy, arg_2[_wgslsmith_index_u32(56352u, 2u)].xz, arg_2[_wgslsmith_index_u32(1u, 2u)].yz)).x, _wgslsmith_f_op_vec2_f32(trunc(arg_0.a.yz)).x))));
    var var_1 = vec4<bool>(true, true, true, true);
    loop {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
    }
    return select(vec4<bool>(false, true, var_1.x, false), vec4<bool>(all(var_1.xx), !select(!vec4<bool>(var_1.x, false, false, false), vec4<bool>(true, true, true, true), !vec4<bool>(true, var_1.x, false, var_1.x)).x, !(!var_1.x), any(!var_1.xy)), vec4<bool>(false, false, true, var_1.x));
}

fn func_4(arg_0: vec3<bool>) -> mat3x2<f32> {
    var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, -660f, 1428f, -717f) + vec4<f32>(1297f, 1417f, -984f, -494f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-947f, 1720f, 610f, 475f) - vec4<f32>(-164f, -179f, -927f, -1841f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-514f, -1238f, -140f, 2465f)))), vec4<f32>(1038f, _wgslsmith_f_op_f32(round(516f)), 390f, 1762f)))), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1220f, 1000f, 1141f, -1982f)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1019f, 568f, 1609f, 844f)), select(!vec4<bool>(arg_0.x, false, false, arg_0.x), vec4<bool>(true, true, true, false), true))))));
    let var_1 = var_0[_wgslsmith_index_u32(u_input.b.x, 2u)];
    if (!all(vec3<bool>(countOneBits(1u) > u_input.e, select(select(vec3<bool>(false, false, false), arg_0, arg_0), arg_0, false).x, true))) {
        var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1617f, var_1.x, var_1.x, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x), var_0[_wgslsmith_index_u32(4294967295u, 2u)], vec4<bool>(arg_0.x, true, true, arg_0.x)))))) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(31183u, 2u)] * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1411f, -1204f, var_0[_wgslsmith_index_u32(u_input.e, 2u)].x, -2209f))), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_1.x, -1003f, var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_1.x), var_0[_wgslsmith_index_u32(12685u, 2u)], true)))), !vec4<bool>(arg_0.x, false, true, true)))), var_0[_wgslsmith_index_u32(abs(~(~_wgslsmith_mod_vec4_u32(vec4<u32>(u_input.b.x, u_input.b.x, 58438u, u_input.b.x), vec4<u32>(u_input.d, u_input.d, u_input.b.x, u_input.d)))).x, 2u)]);
        if (arg_0.x) {
            var var_2 = var_0[_wgslsmith_index_u32(u_input.e, 2u)].x;
            var var_3 = -793i;
            var var_4 = Struct_2(Struct_1(var_0[_wgslsmith_index_u32(0u, 2u)].wxy, 24720u), Struct_1(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(u_input.d, 2u)].yyz, vec3<f32>(var_0[_wgslsmith_index_u32(9655u, 2u)].x, var_1.x, 449f))))), u_input.b.x << (min(u_input.e * u_input.b.x, u_input.d << (u_input.e % 32u)) % 32u)));
            let var_5 = vec4<bool>(true, arg_0.x, !arg_0.x, arg_0.x);
            var_3 = u_input.c.x;
        }
    }
    if (arg_0.x) {
        switch (478i) {
            default: {
            }
        }
        var_0 = mat2x4<f32>(var_0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 15301u), 2u)], vec4<f32>(var_1.x, _wgslsmith_f_op_f32(var_1.x + 1000f), var_0[_wgslsmith_index_u32(~u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(590f + var_1.x)));
        var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(42662u, 2u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-329f), _wgslsmith_f_op_f32(dot(var_0[_wgslsmith_index_u32(u_input.d, 2u)], var_0[_wgslsmith_index_u32(u_input.d, 2u)])), var_1.x, 469f) + var_0[_wgslsmith_index_u32(~(4294967295u - u_input.d), 2u)]) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(u_input.e, 2u)], var_0[_wgslsmith_index_u32(u_input.e, 2u)], vec4<bool>(arg_0.x, true, arg_0.x, true)))) + var_0[_wgslsmith_index_u32(u_input.b.x, 2u)])));
        for (var var_2 = 56628i; var_2 >= 40243i; var_2 = u_input.a.x) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            var var_3 = ~(~u_input.d);
            let var_4 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(step(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)], var_0[_wgslsmith_index_u32((clamp(u_input.b, u_input.b, u_input.b).x + ~u_input.d) - (4294967295u << (~u_input.e % 32u)), 2u)])), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.x, var_0[_wgslsmith_index_u32(u_input.e, 2u)].x, var_1.x, -833f)), var_0[_wgslsmith_index_u32(u_input.e, 2u)], arg_0.x)))), vec4<f32>(_wgslsmith_div_f32(var_1.x, var_1.x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-2866f)) - _wgslsmith_f_op_f32(-var_1.x)) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1129f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_div_f32(-1000f, -276f) - _wgslsmith_f_op_f32(var_1.x + 1414f))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(301f, var_0[_wgslsmith_index_u32(0u, 2u)].x, var_1.x, 745f))))).x));
            let var_5 = atomicAdd(&wg_atomic_u32, u_input.d);
            var_3 = 1u;
            var_3 = 17123u;
        }
    } else {
        var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-var_1.x), _wgslsmith_f_op_f32(-648f * var_0[_wgslsmith_index_u32(39340u, 2u)].x), _wgslsmith_f_op_f32(-var_1.x), var_1.x))), vec4<f32>(var_0[_wgslsmith_index_u32(min(select(vec4<u32>(u_input.e, 0u, 43350u, u_input.b.x), vec4<u32>(4294967295u, u_input.d, 20783u, 76753u), false).xwx << (countLeadingZeros(vec4<u32>(0u, u_input.e, u_input.d, u_input.d)).xxx % vec3<u32>(32u)), vec3<u32>(~u_input.b.x, countLeadingZeros(u_input.d), 15726u)).x, 2u)].x, 1966f, -1195f, var_1.x));
        var_0 = mat2x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1123f, 1f, _wgslsmith_f_op_f32(233f - var_0[_wgslsmith_index_u32(0u, 2u)].x), var_0[_wgslsmith_index_u32(21425u, 2u)].x))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x), _wgslsmith_f_op_f32(var_1.x * var_1.x), 1000f)))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)] + vec4<f32>(_wgslsmith_f_op_vec3_f32(step(var_1.yww, vec3<f32>(475f, var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 712f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.e, 2u)].x), _wgslsmith_f_op_vec4_f32(trunc(var_0[_wgslsmith_index_u32(u_input.e, 2u)])).x, _wgslsmith_f_op_f32(1000f - 508f))), _wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(1u, 2u)], _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(fract(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)])))), vec4<bool>(true, false, arg_0.x == true, true))))));
        loop {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.e, 2u)].x, var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, -714f, 1124f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(u_input.d, 2u)].zzz * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(333f, var_1.x, 942f)) - _wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(27990u, 2u)], vec4<f32>(2205f, 978f, -437f, -680f), vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -452f, 702f, var_1.x))).xwz))));
            let var_3 = Struct_1(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].wyw, u_input.d);
            continue;
        }
    }
    let var_2 = _wgslsmith_f_op_f32(var_1.x - _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(fract(var_0[_wgslsmith_index_u32(1u, 2u)])).zz, vec2<f32>(_wgslsmith_f_op_vec2_f32(floor(var_1.xy)).x, _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_div_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, 142f), var_0[_wgslsmith_index_u32(56749u, 2u)].xy))).x), !arg_0.zy)).x);
    return mat3x2<f32>(var_0[_wgslsmith_index_u32(clamp(extractBits(abs(vec4<u32>(u_input.b.x, 45028u, 58129u, 7978u)), u_input.e, ~(~u_input.e)), firstTrailingBit(reverseBits(vec4<u32>(u_input.e, u_input.e, u_input.e, 0u))) ^ vec4<u32>(~u_input.b.x, u_input.d, u_input.e, ~6978u), max(~vec4<u32>(u_input.d, u_input.d, u_input.b.x, u_input.d) >> (~vec4<u32>(u_input.e, 0u, 48207u, u_input.d) % vec4<u32>(32u)), ~vec4<u32>(u_input.d, 12078u, 18213u, 33276u))).x, 2u)].yw, var_0[_wgslsmith_index_u32(u_input.e, 2u)].zw, var_1.xx);
}

fn func_3() -> vec4<bool> {
    for (var var_0: i32; var_0 > -1i; ) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        var_0 = u_input.c.x;
        if (false) {
            let var_1 = func_4(vec3<bool>(true, any(select(func_5(Struct_1(vec3<f32>(-1000f, -428f, -1198f), u_input.e), 0u, mat2x3<f32>(vec3<f32>(389f, 770f, -774f), vec3<f32>(967f, 256f, 857f))), vec4<bool>(true, true, true, true), true).xyz), false));
            var_0 = ~(~(~(-max(u_input.c.x, -1280i))));
            var_0 = -(i32(-2147483648));
            var_0 = -u_input.a.x;
        } else if (_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1315f, 282f, 618f), vec3<f32>(120f, -252f, 469f))))))).x >= _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-609f, 680f, -1347f, 723f)))))).x) {
        } else if (true) {
            var var_1 = ((u_input.c.x / -1i) < 1i);
            var_1 = !(select(vec4<u32>(4294967295u, u_input.e, u_input.e, 57454u) * vec4<u32>(0u, u_input.e, 0u, u_input.d), countLeadingZeros(vec4<u32>(u_input.b.x, 60051u, u_input.b.x, u_input.d)), vec4<bool>(true, true, true, true)).x != u_input.e) || !(u_input.a.x > u_input.c.x);
            var var_2 = select(vec4<bool>(true, true, true, true), select(!func_5(Struct_1(vec3<f32>(-1816f, -300f, 1505f), 21490u), ~u_input.e, mat2x3<f32>(vec3<f32>(-1078f, -1000f, -1046f), vec3<f32>(658f, 1800f, 188f))), func_5(Struct_1(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-2006f, -450f, -399f)), max(49050u, 55897u)), u_input.e + ~1u, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(2394f, 820f, -443f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(568f, 1796f, 267f) + vec3<f32>(1090f, 655f, -326f)))), vec4<bool>(true, true, true, true)), any(vec4<bool>(true, true, true, true)));
            var_0 = ~firstTrailingBit(vec2<i32>(dot(u_input.c, vec2<i32>(-8564i, u_input.a.x)), -32523i)).x | u_input.a.x;
        }
        var_0 = u_input.c.x;
    }
    var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1167f, -1334f, -906f, -239f))))).wyx, vec3<f32>(_wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-889f, -649f, 276f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(665f, -758f, -1685f), vec3<f32>(1343f, 151f, -131f)) - _wgslsmith_f_op_vec4_f32(min(vec4<f32>(485f, 1000f, -321f, -305f), vec4<f32>(-1233f, -490f, -1185f, 794f))).xxx))).x, -173f));
    switch (~(-(countLeadingZeros(u_input.a.zx).x << (~(~29971u) % 32u)))) {
        default: {
            let var_1 = var_0[_wgslsmith_index_u32(u_input.d, 2u)].x;
            switch (dot(vec2<i32>(u_input.c.x & u_input.a.x, -13813i) + firstTrailingBit(vec2<i32>(atomicAnd(&wg_atomic_i32, u_input.c.x), ~(-21370i))), vec2<i32>(max(vec3<i32>(u_input.c.x, u_input.c.x, u_input.c.x), abs(vec3<i32>(u_input.c.x, u_input.a.x, 57965i))).x / u_input.c.x, clamp(-vec3<i32>(22277i, u_input.c.x, u_input.c.x), u_input.a, u_input.a).x))) {
                default: {
                    var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(25257u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 2u)].x) * _wgslsmith_f_op_f32(-2115f * var_0[_wgslsmith_index_u32(u_input.e, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 2u)].x) * -497f), _wgslsmith_f_op_vec3_f32(exp(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)])).x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(0u, 2u)].x * 1694f), _wgslsmith_f_op_f32(round(var_0[_wgslsmith_index_u32(70884u, 2u)].x)), _wgslsmith_f_op_f32(-(-1000f))))));
                    var var_2 = Struct_1(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, var_0[_wgslsmith_index_u32(1u, 2u)].x, 1725f, 274f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, -329f, var_0[_wgslsmith_index_u32(13905u, 2u)].x, -424f), vec4<f32>(-1000f, var_0[_wgslsmith_index_u32(60244u, 2u)].x, -385f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-659f, var_0[_wgslsmith_index_u32(1u, 2u)].x, 402f, -1000f) - vec4<f32>(var_0[_wgslsmith_index_u32(13515u, 2u)].x, var_0[_wgslsmith_index_u32(1u, 2u)].x, 1000f, 502f)))), false)).zzy, u_input.d);
                    (var_2).a = var_0[_wgslsmith_index_u32(1u, 2u)];
                    var var_3 = Struct_2(Struct_1(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_div_vec3_f32(vec3<f32>(var_2.a.x, var_0[_wgslsmith_index_u32(var_2.b, 2u)].x, -492f), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(2654u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_2.a.x) - var_0[_wgslsmith_index_u32(var_2.b, 2u)])), var_2.a)), 55111u), Struct_1(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(var_2.b, 2u)]) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(453f, var_0[_wgslsmith_index_u32(var_2.b, 2u)].x, var_2.a.x))), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-vec3<f32>(442f, var_2.a.x, 204f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, -103f) * var_0[_wgslsmith_index_u32(u_input.b.x, 2u)])))), var_2.b));
                }
            }
        }
    }
    let var_1 = var_0[_wgslsmith_index_u32(1u, 2u)].zy;
    let var_2 = Struct_2(Struct_1(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(783f, -491f, var_1.x, -245f) - vec4<f32>(-682f, var_1.x, 985f, var_1.x)))).zzy + var_0[_wgslsmith_index_u32(u_input.e, 2u)]), ~u_input.b.x), Struct_1(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1071f, 285f, var_1.x), vec3<f32>(-1099f, 174f, 242f))), var_0[_wgslsmith_index_u32(abs(vec3<u32>(u_input.e, u_input.d, 4294967295u) ^ u_input.b).x, 2u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, var_0[_wgslsmith_index_u32(17401u, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x)))), clamp(atomicOr(&wg_atomic_u32, 16584u), u_input.d, u_input.e)));
    return !(!select(func_5(var_2.a, ~var_2.b.b, mat2x3<f32>(var_2.b.a, var_0[_wgslsmith_index_u32(u_input.b.x, 2u)])), vec4<bool>(true, true, true, all(vec2<bool>(true, false))), vec4<bool>(true, true, true, true)));
}

fn func_2(arg_0: u32, arg_1: u32, arg_2: vec4<bool>) -> mat4x2<f32> {
    switch (u_input.a.x) {
        default: {
            let var_0 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-310f, 1152f, -335f, -315f), vec4<f32>(-1931f, 1369f, 824f, -109f))))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1031f, 564f, -194f, -603f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-309f, 605f, 1694f, -1034f)))))))).xxx, vec3<f32>(1f, 1f, 1f));
        }
    }
    while (!arg_2.x) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        var var_0 = -clamp(~u_input.a.zx, _wgslsmith_mod_vec2_i32(u_input.c, vec2<i32>(reverseBits(u_input.a).x, 1i)), u_input.a.yz);
        var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-(-752f)), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(1000f, -535f), _wgslsmith_f_op_vec2_f32(vec2<f32>(247f, 943f) * vec2<f32>(578f, -204f)), u_input.b.x == 108257u)).x, _wgslsmith_div_f32(969f, 132f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(vec4<f32>(-286f, 603f, -234f, 972f), vec4<f32>(1249f, -149f, -927f, 745f)))).zzy))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, 985f, 1166f)), vec3<f32>(918f, 614f, 616f))))));
        let var_2 = _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(1u, arg_0)).x, 3u)].x, var_1[_wgslsmith_index_u32(max(19195u - 0u, 0u), 3u)].x, var_1[_wgslsmith_index_u32(~countTrailingZeros(u_input.b.xy).x, 3u)].x, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(1u, 3u)]))).x) - vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(var_1[_wgslsmith_index_u32(u_input.b.x, 3u)], var_1[_wgslsmith_index_u32(4294967295u, 3u)])).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(sign(var_1[_wgslsmith_index_u32(u_input.d, 3u)].x)) - _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_1[_wgslsmith_index_u32(arg_1, 3u)].x, -203f, 1027f))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(var_1[_wgslsmith_index_u32(53720u, 3u)].xy)).x), var_1[_wgslsmith_index_u32(u_input.e, 3u)].x)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_1[_wgslsmith_index_u32(u_input.e, 3u)].x, -1267f, -1078f, -810f), vec4<f32>(988f, -555f, var_1[_wgslsmith_index_u32(arg_0, 3u)].x, var_1[_wgslsmith_index_u32(u_input.d, 3u)].x)))))))));
        continue;
    }
    switch (firstTrailingBit(1i)) {
        case -2639i: {
            switch (u_input.a.x) {
                default: {
                    var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-414f, -1068f, -129f, -1120f))))).x, _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(-1208f, 345f), vec2<f32>(307f, -387f), vec2<bool>(false, arg_2.x))))).x, -646f, -1000f), vec4<f32>(906f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_f32(fract(1000f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-365f, 2037f, 1120f, 116f))).x), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-103f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-288f * -1000f) - -195f), 580f, _wgslsmith_f_op_f32(-1572f - _wgslsmith_f_op_f32(-(-564f)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(-(-315f)), _wgslsmith_f_op_f32(-124f), _wgslsmith_f_op_f32(-2018f), _wgslsmith_f_op_f32(-229f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-324f, 143f, 435f, -958f) + vec4<f32>(644f, 1005f, -1000f, -343f)))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(243f, -463f, -667f, 874f), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1450f, -2115f, -452f, -1291f), vec4<f32>(-204f, 152f, 654f, 170f), vec4<bool>(true, arg_2.x, true, arg_2.x))), !arg_2)))));
                    var var_1 = var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x;
                    var var_2 = Struct_1(var_0[_wgslsmith_index_u32(arg_0, 2u)].yyz, ~(~countTrailingZeros(vec4<u32>(26606u, 6636u, arg_1, 77270u)).x & (0u ^ u_input.e)));
                }
            }
            var var_0 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-734f) - _wgslsmith_f_op_f32(-713f)), 1104f, _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(floor(1953f)), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(1045f, 1000f, -868f))).x)), 1f))).yxx, vec3<f32>(_wgslsmith_f_op_f32(-1772f * -348f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(select(_wgslsmith_div_f32(2731f, -428f), 785f, all(vec3<bool>(arg_2.x, false, true)))) + 1f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-748f))), vec3<f32>(_wgslsmith_f_op_f32(-648f), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(_wgslsmith_f_op_f32(-438f), _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(-265f, 518f))).x), _wgslsmith_f_op_vec2_f32(vec3<f32>(1f, 1f, 1f).xy + _wgslsmith_f_op_vec4_f32(min(vec4<f32>(229f, -850f, -123f, -207f), vec4<f32>(-281f, -536f, 157f, 2034f))).ww), all(!vec4<bool>(true, arg_2.x, arg_2.x, true)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(vec2<f32>(269f, -1049f), vec2<f32>(1f, 1f))).x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec4<f32>(1f, 1f, 1f, 1f).wwz + _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1161f, 1000f, 1017f, -565f))).xzx)) + _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_div_f32(730f, 489f), _wgslsmith_f_op_f32(-1000f), -1177f, _wgslsmith_f_op_vec2_f32(max(vec2<f32>(935f, 617f), vec2<f32>(480f, 985f))).x), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-354f, 1167f, -1000f, -1197f), vec4<f32>(1888f, -399f, 147f, 532f))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(980f, 185f, 2161f, 1966f), vec4<f32>(825f, -1349f, -1459f, 511f)))))).wzy));
            ((var_0)[_wgslsmith_index_u32(1u | arg_0, 4u)]).x = -131f;
            for (var var_1 = 1i; var_1 > 1i; var_1 -= 1i) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                continue;
            }
        }
        default: {
            for (; ~arg_0 <= _wgslsmith_mod_u32(countLeadingZeros(extractBits(vec4<u32>(4294967295u, u_input.e, arg_0, 2832u), u_input.e, 5319u).wyw).x + ~4294967295u, arg_0); ) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            }
            switch ((-reverseBits(~u_input.a).x + 1i) >> (~0u % 32u)) {
                default: {
                    var var_0 = -(u_input.a.xz + u_input.a.yy);
                    var var_1 = Struct_1(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1266f - -854f)), -1873f, -426f)), 1u ^ (arg_1 >> (u_input.e % 32u)));
                    var var_2 = _wgslsmith_div_f32(-827f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(sign(var_1.a)).x * _wgslsmith_f_op_f32(round(var_1.a.x)))));
                    let var_3 = ((firstTrailingBit(u_input.b & vec3<u32>(u_input.b.x, arg_0, 46199u)) / max(~vec4<u32>(u_input.d, 0u, 4294967295u, 1u), ~vec4<u32>(0u, 36679u, 57151u, arg_1)).xzz) & ~vec3<u32>(arg_0, var_1.b * arg_1, 4294967295u)) ^ countOneBits(vec4<u32>(1u, arg_1, arg_1, arg_0)).wyx;
                }
            }
            while (false) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                break;
            }
            for (var var_0 = firstTrailingBit(~(~(-u_input.a.xx))).x; true; var_0 += 1i) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                var var_1 = mat4x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-634f, 904f, -178f, 2660f), vec4<f32>(-460f, -1000f, 1487f, 1514f))).wwx))).zy, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-(-754f)), _wgslsmith_f_op_f32(1565f * 359f)) + _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1135f, -167f)))))), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-898f, -1158f, 824f))), vec3<f32>(489f, 278f, 1000f)))), vec3<f32>(1f, -1090f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(727f * 1000f), -1566f)))).xy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(1929f, 863f) + vec2<f32>(1180f, 789f)), vec3<f32>(1f, 1f, 1f).yy), vec2<f32>(_wgslsmith_f_op_f32(-247f), _wgslsmith_f_op_f32(-1000f)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(func_4(vec3<bool>(true, false, arg_2.x))[_wgslsmith_index_u32(22595u, 3u)] + _wgslsmith_f_op_vec2_f32(vec2<f32>(-574f, 766f) + vec2<f32>(513f, -460f)))))));
                var_0 = u_input.a.x;
                (var_1)[_wgslsmith_index_u32(~1u, 4u)] = _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, var_1[_wgslsmith_index_u32(u_input.b.x + (8122u - u_input.b.x), 4u)].x, _wgslsmith_f_op_f32(184f + _wgslsmith_f_op_f32(-(-2673f))), var_1[_wgslsmith_index_u32(u_input.d, 4u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(62654u, 4u)].x, -1818f, -2771f, -513f) - vec4<f32>(var_1[_wgslsmith_index_u32(arg_1, 4u)].x, var_1[_wgslsmith_index_u32(u_input.e, 4u)].x, -1309f, var_1[_wgslsmith_index_u32(1u, 4u)].x))))), vec4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(597f * var_1[_wgslsmith_index_u32(u_input.b.x, 4u)].x), 2079f, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(7669u, 4u)].x), _wgslsmith_f_op_f32(min(var_1[_wgslsmith_index_u32(8065u, 4u)].x, 1334f))), vec4<f32>(1052f, var_1[_wgslsmith_index_u32(~0u, 4u)].x, 917f, 767f), func_5(Struct_1(vec3<f32>(-772f, -1436f, var_1[_wgslsmith_index_u32(3045u, 4u)].x), arg_1), countTrailingZeros(vec4<u32>(u_input.b.x, 4609u, 46871u, arg_0)).x, mat2x3<f32>(vec3<f32>(-475f, var_1[_wgslsmith_index_u32(arg_1, 4u)].x, 1774f), vec3<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].x, var_1[_wgslsmith_index_u32(arg_0, 4u)].x, -1515f))))).x, _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(_wgslsmith_div_f32(-947f, 492f) * _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(u_input.e, 4u)].x - 639f)))), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(countOneBits(~vec4<u32>(1u, 0u, 17974u, arg_1)).x, 4u)].x), _wgslsmith_f_op_f32(-1000f)))).yw;
            }
        }
    }
    var var_0 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f - -243f)) + _wgslsmith_f_op_f32(-(-2016f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-467f, -1388f, -438f, 652f)), vec4<f32>(545f, 825f, 1028f, 831f))).x - _wgslsmith_f_op_f32(-_wgslsmith_div_f32(419f, -364f))), _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-1255f + _wgslsmith_f_op_vec2_f32(min(vec2<f32>(1000f, 1632f), vec2<f32>(1226f, -413f))).x)))), vec3<f32>(-800f, _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-868f, -2550f, 348f, -1000f), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(1338f, -1327f, -712f, 973f), vec4<f32>(-888f, -1296f, -1016f, -692f))))).ww)).x, 1f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(1188f, -529f, 691f), vec3<f32>(-1000f, 196f, -233f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-2217f, 280f, 1111f), vec3<f32>(686f, -337f, 1867f))), select(func_3(), vec4<bool>(true, arg_2.x, arg_2.x, false), vec4<bool>(true, true, true, true)).yxw)) * vec3<f32>(_wgslsmith_f_op_f32(-(-1009f)), _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(465f, 587f, -1436f))).x, 297f)));
    var var_1 = (countOneBits(vec4<i32>(-1i | u_input.a.x, select(vec4<i32>(u_input.c.x, u_input.c.x, u_input.c.x, u_input.c.x), vec4<i32>(u_input.a.x, u_input.c.x, u_input.c.x, u_input.c.x), vec4<bool>(arg_2.x, false, arg_2.x, arg_2.x)).x, u_input.a.x, u_input.c.x)) - firstTrailingBit(-(~vec4<i32>(14497i, 1i, -28009i, -5769i)))) & (vec4<i32>(-u_input.c.x + 1i, u_input.c.x, u_input.c.x, u_input.c.x) | (-(~vec4<i32>(u_input.a.x, u_input.c.x, u_input.c.x, u_input.a.x)) | vec4<i32>(~72630i, 1i, u_input.a.x, select(u_input.a.yz, u_input.c, arg_2.x).x)));
    return mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(var_0[_wgslsmith_index_u32(~arg_0, 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), var_0[_wgslsmith_index_u32(1u, 3u)].zy))), var_0[_wgslsmith_index_u32(arg_1, 3u)].xx, vec2<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(2230f, 465f, _wgslsmith_f_op_f32(min(-165f, -949f)), var_0[_wgslsmith_index_u32(74108u, 3u)].x))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1353f))))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(377f, 1000f, -387f, -1097f))).x) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(15597u, 3u)].xx, var_0[_wgslsmith_index_u32(57314u, 3u)].xz, vec2<bool>(arg_2.x, arg_2.x))).x)), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~abs(vec2<u32>(83617u, 44475u)).x, 3u)].x)));
}

fn func_1(arg_0: mat4x2<f32>, arg_1: Struct_2, arg_2: mat4x2<f32>) -> mat2x4<f32> {
    let var_0 = arg_1;
    var var_1 = var_0;
    while (false) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        for (var var_2 = 1i; false; var_2 -= 1i) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            var_1 = var_0;
            var_2 = ~(~(~0i & u_input.a.x));
        }
        switch (clamp(~countTrailingZeros(~(-vec3<i32>(14592i, u_input.c.x, u_input.c.x))).xy, ~vec2<i32>(abs(u_input.a.x - 2147483647i), ~(-12840i)), select(~(~(~u_input.a)), u_input.a, vec3<bool>(true, atomicCompareExchangeWeak(&wg_atomic_i32, ~29041i, 0i).exchanged, vec2<bool>(true, true).x)).yx).x) {
            case 23520i: {
                (((var_1).b).a).x = 876f;
            }
            default: {
                let var_2 = 1i;
                continue;
            }
        }
    }
    ((var_1).a).b = ~insertBits(min(u_input.b / vec3<u32>(var_0.a.b, 1u, 107659u), u_input.b).x << (var_1.b.b % 32u), arg_1.b.b, firstLeadingBit(~vec3<u32>(4294967295u, 1u, arg_1.b.b) * (vec3<u32>(0u, var_0.a.b, 70171u) & u_input.b)).x, countOneBits(countLeadingZeros(firstLeadingBit(vec2<u32>(1299u, 1u)))).x);
    let var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-2365f, arg_1.a.a.x, -138f, -659f), vec4<f32>(arg_2[_wgslsmith_index_u32(1u, 4u)].x, arg_1.b.a.x, 897f, -516f))), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-2272f, arg_0[_wgslsmith_index_u32(28966u, 4u)].x, arg_1.a.a.x, 259f))))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-416f, var_1.b.a.x, arg_0[_wgslsmith_index_u32(arg_1.b.b, 4u)].x, 1177f)))) - vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(var_1.a.a.x, 860f) + _wgslsmith_f_op_vec3_f32(min(var_0.b.a, var_0.b.a)).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(-624f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.e, 4u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-1082f, -994f, 1112f))).x))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.b.a.x, 874f, arg_1.b.a.x, arg_1.b.a.x) - vec4<f32>(var_0.a.a.x, -425f, arg_1.b.a.x, var_1.a.a.x))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(arg_2[_wgslsmith_index_u32(var_1.a.b, 4u)] * vec2<f32>(656f, var_1.a.a.x)), vec2<f32>(336f, var_1.b.a.x))).x, -252f, arg_2[_wgslsmith_index_u32(62107u, 4u)].x, _wgslsmith_f_op_f32(select(arg_2[_wgslsmith_index_u32(0u + 1u, 4u)].x, -953f, true))) * vec4<f32>(var_0.a.a.x, arg_1.b.a.x, arg_0[_wgslsmith_index_u32(~4294967295u, 4u)].x, var_0.a.a.x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a.a.x, arg_1.b.a.x, -944f, -1805f))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0[_wgslsmith_index_u32(var_1.b.b, 4u)].x, arg_0[_wgslsmith_index_u32(u_input.d, 4u)].x, -967f, var_1.b.a.x)))))));
    return mat2x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_1.b.a.x, arg_0[_wgslsmith_index_u32(var_0.b.b, 4u)].x, arg_1.a.a.x, var_1.b.a.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(var_2[_wgslsmith_index_u32(4294967295u, 4u)])) + _wgslsmith_f_op_vec4_f32(saturate(var_2[_wgslsmith_index_u32(22406u, 4u)]))) * vec4<f32>(arg_2[_wgslsmith_index_u32(u_input.b.x, 4u)].x, _wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(-(-985f)), 618f))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(507f, -679f, -2228f, var_0.a.a.x), vec4<f32>(var_0.b.a.x, var_1.b.a.x, arg_0[_wgslsmith_index_u32(arg_1.b.b, 4u)].x, var_2[_wgslsmith_index_u32(u_input.d, 4u)].x))))));
}

@compute
@workgroup_size(1u)
fn main() {
    var var_0 = func_1(func_2(~atomicMax(&wg_atomic_u32, firstTrailingBit(44945u)), ~(~1u), select(select(func_3(), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), select(vec4<bool>(true, true, false, false), func_5(Struct_1(vec3<f32>(105f, -1721f, 1182f), 4294967295u), u_input.d, mat2x3<f32>(vec3<f32>(-353f, -480f, 693f), vec3<f32>(1000f, -2240f, -1347f))), vec4<bool>(false, true, false, true)), true)), Struct_2(Struct_1(vec4<f32>(1f, 1f, 1f, 1f).zyw, ~u_input.b.x), Struct_1(_wgslsmith_f_op_vec3_f32(-vec3<f32>(903f, 321f, -726f)), u_input.e)), mat4x2<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(2478f, 304f, -507f, 1050f))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-356f, 154f, -781f, -643f))))))).ww, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1881f, -973f, 501f)), vec3<f32>(-2451f, 522f, -1493f))).yy), vec2<f32>(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-415f, -511f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-112f, 693f, 567f, -1430f)))).zz)));
    let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1938f, var_0[_wgslsmith_index_u32(u_input.e, 2u)].x, -385f) - _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1762f, 538f, var_0[_wgslsmith_index_u32(89790u, 2u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x))).zyx) * _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(4294967295u, 2u)].zwy - var_0[_wgslsmith_index_u32(0u, 2u)].wzz))))), _wgslsmith_f_op_vec3_f32(round(var_0[_wgslsmith_index_u32(countOneBits(vec2<u32>(~17681u, u_input.d)).x, 2u)].xyw)));
    loop {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        ((var_0)[_wgslsmith_index_u32(74749u, 2u)]).x = _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 2u)].x);
        break;
    }
    for (; ; ) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    switch (0i) {
        default: {
            ((var_0)[_wgslsmith_index_u32(~23162u, 2u)]).x = _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(~u_input.e, 2u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(u_input.d, 2u)], vec4<f32>(var_1[_wgslsmith_index_u32(36281u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, -566f, 867f), var_0[_wgslsmith_index_u32(27300u, 2u)])) * _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(1u, 2u)] - var_0[_wgslsmith_index_u32(u_input.b.x, 2u)]))) * _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(4294967295u, 0u)).x, 2u)])), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(28586u, 2u)].x)) - _wgslsmith_f_op_f32(-213f)), -413f, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(sign(var_0[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(u_input.d, 1u, u_input.b.x, 1u)).x, 2u)])), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)], var_0[_wgslsmith_index_u32(1u, 2u)], true))), vec4<bool>(true, true, true, true))).x, var_0[_wgslsmith_index_u32(1u, 2u)].x))).x;
            if (false) {
                var var_2 = mat3x2<f32>(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(exp2(var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(var_0[_wgslsmith_index_u32(u_input.e, 2u)]))))).xz)), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0[_wgslsmith_index_u32(63683u, 2u)].x, 1539f, 644f), vec3<f32>(-1160f, 402f, -2101f))).x), _wgslsmith_f_op_f32(-(-1483f))));
                let var_3 = Struct_1(vec3<f32>(-1823f, -263f, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x), extractBits(u_input.b.yz, u_input.e, 1u).x);
                let var_4 = firstLeadingBit(~(4294967295u + ~0u));
            } else {
                let var_2 = ~(~(~(~vec2<u32>(u_input.b.x, 29910u))));
            }
            loop {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                continue;
            }
            return;
        }
    }
    while (!(!((-16211i + ~u_input.a.x) > ((u_input.c.x - u_input.c.x) / countLeadingZeros(u_input.c.x))))) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        continue;
    }
    var var_2 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, -1000f, -1279f) + var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].yzy), _wgslsmith_f_op_vec3_f32(vec3<f32>(919f, -836f, 2386f) * var_1[_wgslsmith_index_u32(u_input.d, 2u)]))).x), _wgslsmith_f_op_vec4_f32(exp2(var_0[_wgslsmith_index_u32(~(1u * 37959u), 2u)])).x, _wgslsmith_f_op_f32(559f * _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(fract(var_0[_wgslsmith_index_u32(u_input.d, 2u)])).yxz)).x)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(u_input.d, 2u)].x, 541f, _wgslsmith_f_op_f32(dot(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.e, 2u)].x, var_1[_wgslsmith_index_u32(u_input.e, 2u)].x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-989f, var_1[_wgslsmith_index_u32(8919u, 2u)].x)))))));
    let x = u_input.a;
    s_output = StorageBuffer(-42944i, countOneBits(u_input.b), func_1(func_2(firstLeadingBit(u_input.b).x, ~u_input.e & u_input.b.x, vec4<bool>(true, true, true, true)), Struct_2(Struct_1(_wgslsmith_div_vec3_f32(var_2[_wgslsmith_index_u32(4294967295u, 2u)], vec3<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, 540f, 678f)), u_input.b.x ^ u_input.d), Struct_1(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(12235u, 2u)].x, 1936f, var_2[_wgslsmith_index_u32(8294u, 2u)].x)), ~u_input.b.x)), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_2[_wgslsmith_index_u32(4294967295u, 2u)].x, var_2[_wgslsmith_index_u32(23989u, 2u)].x), var_2[_wgslsmith_index_u32(31595u, 2u)].zx, vec2<bool>(true, false)))), vec2<f32>(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x), -203f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2[_wgslsmith_index_u32(u_input.d, 2u)].x, var_1[_wgslsmith_index_u32(0u, 2u)].x))), vec2<f32>(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(1425f, -1379f, var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x))).x, -1729f))), _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(4294967295u / 1u, 2u)].x), max(max(firstLeadingBit(~vec4<i32>(-4167i, 6176i, u_input.a.x, 55084i)), vec4<i32>(~2147483647i, u_input.c.x, sign(u_input.a).x, u_input.c.x << (1u % 32u))), vec4<i32>(countLeadingZeros(vec4<i32>(0i, -25941i, 2147483647i, -16873i)).x, -(-6795i), -1i * 5215i, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c.x, u_input.c.x).old_value) * firstTrailingBit(_wgslsmith_mod_vec4_i32(vec4<i32>(-40872i, 13520i, u_input.c.x, 1i), vec4<i32>(0i, u_input.c.x, u_input.a.x, 0i)))).x);
}

