// {"0:0":[236,88,98,76,135,208,173,22,13,82,120,78,174,242,96,66,112,249,170,16,152,59,209,90,10,95,137,28,153,171,181,240,6,150,193,246,249,79,238,26,77,54,174,227,106,244,103,195]}
// Seed: 5

struct Struct_1 {
    a: vec4<u32>,
    b: mat3x3<f32>,
    c: f32,
}

struct UniformBuffer {
    @align(16)
    @size(12)
    a: i32,
    @size(16)
    b: i32,
    @align(16)
    c: vec4<u32>,
}

struct StorageBuffer {
    @size(32)
    a: vec4<i32>,
    b: mat3x4<f32>,
    c: vec3<u32>,
    d: f32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: Struct_1 = Struct_1(vec4<u32>(4294967295u, 21202u, 0u, 7935u), mat3x3<f32>(vec3<f32>(-1000f, -524f, -1086f), vec3<f32>(-878f, -937f, 655f), vec3<f32>(1051f, -625f, -1347f)), -282f);

var<workgroup> global1: array<mat3x2<f32>, 19>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 13>;

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: Struct_1) -> Struct_1 {
    for (var var_0 = -(2147483647i | extractBits(_wgslsmith_mod_i32(-1i ^ u_input.a, extractBits(vec4<i32>(u_input.b, u_input.b, -48501i, u_input.a), u_input.c.x, 47870u).x), global0.a.x | 1u, ~global0.a.x + ~u_input.c.x)); var_0 > -13982i; var_0 += 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        switch (-(-68178i)) {
            case 0i: {
                (global0).a = vec4<u32>(u_input.c.x, 4294967295u, 0u, ~firstTrailingBit(u_input.c.wwy * abs(vec3<u32>(global0.a.x, 36304u, 4294967295u))).x);
            }
            case -37709i: {
                let var_1 = arg_0;
            }
            case -1i: {
                let var_1 = countTrailingZeros(countOneBits(min(firstLeadingBit(vec4<u32>(global0.a.x, global0.a.x, 39125u, u_input.c.x)), ~global0.a))) - max(countOneBits(select(vec4<u32>(u_input.c.x, global0.a.x, 4294967295u, arg_0.a.x), u_input.c, vec4<bool>(true, true, true, true))), countLeadingZeros(~arg_0.a));
                return arg_0;
            }
            default: {
                return arg_0;
            }
        }
        let var_1 = mat2x2<f32>(arg_0.b[_wgslsmith_index_u32((global0.a.x / 1u) / 1u, 3u)].yy, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(trunc(-312f)) * _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(~u_input.c.x, 3u)].x - _wgslsmith_f_op_f32(-558f))), -1263f));
    }
    (((global1)[_wgslsmith_index_u32(insertBits(4294967295u, 1u, 3687u, ~(14062u ^ dot(arg_0.a.xz * u_input.c.yy, arg_0.a.zz))), 19u)])[_wgslsmith_index_u32(~global0.a.x, 3u)]).x = _wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(~u_input.c.x, 3u)].yy - vec2<f32>(_wgslsmith_f_op_f32(-386f), _wgslsmith_f_op_f32(abs(arg_0.c)))), _wgslsmith_f_op_vec2_f32(-arg_0.b[_wgslsmith_index_u32(~1u, 3u)].zy))), arg_0.c);
    let var_0 = ~(~(~(~countLeadingZeros(1u))));
    var var_1 = all(vec4<bool>(true, true, true, true)) | select(160f != _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(35191u, 3u)] - vec3<f32>(962f, arg_0.b[_wgslsmith_index_u32(var_0, 3u)].x, -286f)))).x, false, true & (u_input.b >= ~(-56865i)));
    global0 = Struct_1(global0.a, arg_0.b, 2046f);
    return Struct_1(vec4<u32>(var_0, global0.a.x, ~0u + countLeadingZeros(select(arg_0.a, vec4<u32>(arg_0.a.x, u_input.c.x, var_0, arg_0.a.x), vec4<bool>(false, true, true, false))).x, extractBits((vec3<u32>(u_input.c.x, arg_0.a.x, 3839u) | global0.a.xxw) / ~vec3<u32>(arg_0.a.x, var_0, var_0), ~0u, ~var_0 - ~4294967295u).x), mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(arg_0.a.x >> (arg_0.a.x % 32u), 3u)].x * _wgslsmith_f_op_vec3_f32(round(arg_0.b[_wgslsmith_index_u32(14033u, 3u)])).x), _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-1000f, arg_0.b[_wgslsmith_index_u32(arg_0.a.x, 3u)].x))).x, _wgslsmith_div_f32(-1000f, 1000f)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-338f)), global0.c)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(arg_0.b[_wgslsmith_index_u32(global0.a.x * var_0, 3u)]))), vec3<f32>(arg_0.c, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0.c, -1163f, arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 1385f), vec4<f32>(arg_0.b[_wgslsmith_index_u32(arg_0.a.x, 3u)].x, -581f, arg_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x, -369f))).yzz)).x, global0.c)), arg_0.c);
}

fn func_4(arg_0: i32, arg_1: vec2<i32>, arg_2: vec2<i32>) -> i32 {
    let var_0 = func_5(Struct_1(vec4<u32>(1u, u_input.c.x, max(u_input.c, vec4<u32>(1u, 53038u, global0.a.x, 0u)).x ^ global0.a.x, ~4294967295u), global0.b, _wgslsmith_div_f32(935f, global0.b[_wgslsmith_index_u32(15267u, 3u)].x)));
    let var_1 = 7420u;
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        var var_2 = func_5(func_5(func_5(var_0)));
    }
    loop {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        let var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(global0.b[_wgslsmith_index_u32(~u_input.c.x, 3u)].x, _wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(49462u, 3u)].x - 1293f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(46816u, 3u)].yy * global0.b[_wgslsmith_index_u32(28780u, 3u)].xz)))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1888f, 462f, var_0.c, -364f)))))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0.b[_wgslsmith_index_u32(38216u, 3u)].x, var_0.c, global0.b[_wgslsmith_index_u32(11322u, 3u)].x, -793f), vec4<f32>(var_0.c, -245f, -362f, global0.c))).x, vec2<f32>(1f, 1f).x, var_0.c, var_0.c), vec4<f32>(_wgslsmith_div_f32(var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 1349f), _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(1u, 3u)].x - global0.c), _wgslsmith_f_op_f32(abs(-1572f)), _wgslsmith_f_op_f32(-744f)))), vec4<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0.c, -1376f, -147f, 784f))).xz, var_0.b[_wgslsmith_index_u32(~u_input.c.x, 3u)].yx, vec2<bool>(true, true))).x, _wgslsmith_f_op_f32(dot(vec4<f32>(660f, global0.c, 394f, var_0.c), _wgslsmith_f_op_vec4_f32(vec4<f32>(-410f, -790f, var_0.b[_wgslsmith_index_u32(var_1, 3u)].x, -628f) * vec4<f32>(var_0.b[_wgslsmith_index_u32(11916u, 3u)].x, 1000f, global0.b[_wgslsmith_index_u32(var_1, 3u)].x, -1257f)))), 912f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0.b[_wgslsmith_index_u32(29362u, 3u)].x, var_0.c, global0.c, -758f))).x - var_0.c)))).yw);
        let var_3 = _wgslsmith_f_op_f32(ceil(1255f));
        let var_4 = _wgslsmith_mod_u32(4294967295u, ~global0.a.x) & u_input.c.x;
        continue;
    }
    let var_2 = _wgslsmith_mod_i32(arg_2.x, 1i);
    return 1i;
}

fn func_3(arg_0: vec3<i32>, arg_1: mat3x3<f32>, arg_2: u32, arg_3: Struct_1) -> mat2x4<f32> {
    ((global0).b)[_wgslsmith_index_u32(~countTrailingZeros(~firstTrailingBit(arg_3.a.ww).x), 3u)] = vec3<f32>(462f, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1268f, -840f, -450f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(max(global0.b[_wgslsmith_index_u32(arg_3.a.x, 3u)], vec3<f32>(1946f, arg_1[_wgslsmith_index_u32(global0.a.x, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].x))).x + 606f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(717f + _wgslsmith_f_op_f32(arg_3.b[_wgslsmith_index_u32(1u, 3u)].x * _wgslsmith_f_op_f32(1000f + arg_3.b[_wgslsmith_index_u32(global0.a.x, 3u)].x)))));
    loop {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(330f + 679f), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(arg_3.c, arg_1[_wgslsmith_index_u32(4772u, 3u)].x, -407f), vec3<f32>(-1000f, arg_1[_wgslsmith_index_u32(arg_2, 3u)].x, -864f))).x, _wgslsmith_div_f32(-547f, global0.c), _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(u_input.c.x, 3u)].x * arg_3.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.c, arg_1[_wgslsmith_index_u32(arg_3.a.x, 3u)].x, global0.c, 707f))))) * _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_1[_wgslsmith_index_u32(arg_3.a.x, 3u)].x, 674f, arg_3.b[_wgslsmith_index_u32(42202u, 3u)].x, arg_1[_wgslsmith_index_u32(0u, 3u)].x))), _wgslsmith_div_vec4_f32(vec4<f32>(-1182f, -214f, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1607f), vec4<f32>(1000f, arg_3.b[_wgslsmith_index_u32(global0.a.x, 3u)].x, global0.b[_wgslsmith_index_u32(0u, 3u)].x, -469f)), true))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1299f, -281f, arg_3.c, -100f) + vec4<f32>(arg_1[_wgslsmith_index_u32(40066u, 3u)].x, 1000f, 657f, arg_3.c)), vec4<f32>(725f, 1086f, 1572f, -333f))) + _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1419f, 2290f, arg_3.b[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_3.c) * vec4<f32>(1000f, -867f, 123f, 1000f))), vec4<f32>(arg_3.c, global0.c, _wgslsmith_div_f32(1743f, -1616f), _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x))))));
        continue;
        continuing {
            while (false) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                let var_1 = mat3x3<f32>(global0.b[_wgslsmith_index_u32(3699u, 3u)], _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(round(var_0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, global0.a.x), 3u)])))))).yww, vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(397f, -1000f, _wgslsmith_f_op_f32(-915f * global0.c), _wgslsmith_f_op_vec2_f32(floor(arg_3.b[_wgslsmith_index_u32(1u, 3u)].zz)).x))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-102f))), 485f));
                let var_2 = arg_2;
                let var_3 = ~reverseBits(firstLeadingBit(~vec2<u32>(1u, 17752u)).x);
                continue;
            }
            switch (countTrailingZeros(~arg_0.x - (-1i << (1u % 32u))) | -(arg_0.x >> (atomicSub(&wg_atomic_u32, 4294967295u) % 32u))) {
                case 2994i: {
                    (var_0)[_wgslsmith_index_u32(dot(vec3<u32>(max(vec4<u32>(u_input.c.x, 1u, 0u, 3568u), vec4<u32>(arg_3.a.x, 16434u, u_input.c.x, 39261u) & vec4<u32>(9943u, arg_2, 4294967295u, 2092u)).x - ~atomicLoad(&wg_atomic_u32), global0.a.x, arg_2), ~arg_3.a.yxy & u_input.c.wyx), 3u)] = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(insertBits(global0.a.x, arg_3.a.x, ~0u, reverseBits(global0.a >> (global0.a % vec4<u32>(32u))).x), 3u)])));
                }
                default: {
                    var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-538f)), var_0[_wgslsmith_index_u32(arg_2, 3u)].x, _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.c, 966f)), var_0[_wgslsmith_index_u32(~global0.a.x, 3u)].zw)).x, global0.c)), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(-2518f, var_0[_wgslsmith_index_u32(68u, 3u)].x), vec2<f32>(565f, arg_1[_wgslsmith_index_u32(global0.a.x, 3u)].x), vec2<bool>(true, false))).x, global0.b[_wgslsmith_index_u32(~4294967295u, 3u)].x, -1166f, _wgslsmith_f_op_vec3_f32(round(arg_3.b[_wgslsmith_index_u32(1078u, 3u)])).x)), var_0[_wgslsmith_index_u32(1u, 3u)], vec4<f32>(381f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1364f - 639f) + _wgslsmith_f_op_f32(1027f + arg_3.c)), -1569f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(0u, 3u)].x) + _wgslsmith_f_op_f32(-3125f))))), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-168f))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-1061f, arg_3.c)), arg_1[_wgslsmith_index_u32(arg_2, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-385f - -1329f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(0u, 3u)]))));
                    var var_1 = _wgslsmith_f_op_vec3_f32(clamp(arg_1[_wgslsmith_index_u32(~(~3535u & atomicOr(&wg_atomic_u32, 1u)), 3u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_3.c, 717f) + _wgslsmith_f_op_vec3_f32(abs(var_0[_wgslsmith_index_u32(u_input.c.x, 3u)].zxy))), _wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(0u, 3u)] + _wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 108f, global0.c, -1406f))).wyx))), arg_1[_wgslsmith_index_u32(countLeadingZeros(~(vec3<u32>(0u, 64620u, 4294967295u) - vec3<u32>(arg_3.a.x, arg_2, arg_3.a.x))).x - arg_2, 3u)])).x;
                }
            }
            var var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(arg_3.b[_wgslsmith_index_u32(4294967295u, 3u)])).x);
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                ((var_0)[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, (countOneBits(~arg_3.a).x - select(0u, global0.a.x, vec2<bool>(true, true).x)) << (36857u % 32u)), 3u)]).x = _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_3.b[_wgslsmith_index_u32(~u_input.c.x, 3u)]) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0.b[_wgslsmith_index_u32(u_input.c.x, 3u)] + vec3<f32>(2236f, 369f, -257f))))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(arg_2, 3u)].xyw), vec3<f32>(733f, _wgslsmith_f_op_f32(-arg_3.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_2, global0.a.x), 3u)].x), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(global0.a.x & 23381u, 3u)].x))), vec3<f32>(2301f, -931f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(global0.a.x, 3u)]), var_0[_wgslsmith_index_u32(~0u, 3u)], _wgslsmith_f_op_vec4_f32(trunc(var_0[_wgslsmith_index_u32(global0.a.x, 3u)])))).x)))).x;
                var var_2 = arg_3;
                ((var_2).a).x = ~u_input.c.x;
                let var_3 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-273f), arg_1[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(0u, u_input.c.x, var_2.a.x)).x * 14768u, 3u)].x, _wgslsmith_f_op_f32(-385f - var_0[_wgslsmith_index_u32(~u_input.c.x * 0u, 3u)].x), var_0[_wgslsmith_index_u32(countOneBits(~vec4<u32>(1u, global0.a.x, 44972u, 7185u)).x, 3u)].x), vec4<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-843f, global0.c, -2744f, 312f))).zxz)).x, -328f, -852f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-(-1000f)))))), vec4<f32>(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(115f, arg_3.c, arg_3.b[_wgslsmith_index_u32(arg_2, 3u)].x))).zy)).x, var_2.c, 718f, _wgslsmith_f_op_f32(-1338f)), _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(global0.a.x, 3u)]));
            }
        }
    }
    ((global0).b)[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, ~(~32231u)), 3u)] = arg_3.b[_wgslsmith_index_u32(6470u ^ select(arg_3.a.yw, arg_3.a.yy, true).x, 3u)];
    let var_0 = Struct_1(countOneBits(global0.a), func_5(Struct_1(vec4<u32>(~u_input.c.x, dot(vec3<u32>(39870u, 14618u, u_input.c.x), vec3<u32>(u_input.c.x, arg_2, 1u)), ~0u, arg_3.a.x >> (31985u % 32u)), func_5(Struct_1(arg_3.a, arg_1, 1000f)).b, 1042f)).b, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-159f, 1437f, _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x), arg_1[_wgslsmith_index_u32(max(25451u, 0u), 3u)].x))), vec4<f32>(-2096f, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(global0.a.x, 3u)].x, -1618f, -1993f, -456f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1325f, -1097f, 1000f, arg_1[_wgslsmith_index_u32(arg_2, 3u)].x) * vec4<f32>(global0.c, -226f, arg_3.b[_wgslsmith_index_u32(1u, 3u)].x, arg_1[_wgslsmith_index_u32(116993u, 3u)].x)))), 417f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_3.c, 547f, arg_3.b[_wgslsmith_index_u32(95455u, 3u)].x, arg_1[_wgslsmith_index_u32(global0.a.x, 3u)].x))).x)))).x);
    while (false) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            break;
            continuing {
                let var_1 = func_5(var_0);
                let var_2 = func_5(func_5(arg_3));
            }
        }
    }
    return mat2x4<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_3.b[_wgslsmith_index_u32(var_0.a.x, 3u)].x, -1440f, -360f, -402f))))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 410f, arg_3.b[_wgslsmith_index_u32(global0.a.x, 3u)].x, arg_1[_wgslsmith_index_u32(arg_2, 3u)].x) + vec4<f32>(var_0.c, 144f, -1352f, 426f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(1u, 3u)].x, arg_3.b[_wgslsmith_index_u32(arg_2, 3u)].x, 1000f, arg_3.b[_wgslsmith_index_u32(0u, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_3.b[_wgslsmith_index_u32(0u * ~global0.a.x, 3u)].x, 1f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(806f, arg_1[_wgslsmith_index_u32(17888u, 3u)].x, var_0.b[_wgslsmith_index_u32(17386u, 3u)].x, 1082f))).x), global0.c)));
}

fn func_2() -> vec3<f32> {
    let var_0 = Struct_1(abs(~(vec4<u32>(u_input.c.x, 5124u, 0u, u_input.c.x) | vec4<u32>(u_input.c.x, u_input.c.x, global0.a.x, 4294967295u)) ^ (vec4<u32>(global0.a.x, u_input.c.x, 4294967295u, global0.a.x) >> (vec4<u32>(u_input.c.x, u_input.c.x, 0u, u_input.c.x) % vec4<u32>(32u)))), global0.b, 1000f);
    global0 = var_0;
    switch (u_input.b) {
        case 1i: {
            if (any(vec4<bool>(vec2<bool>(true, true).x, true, true | !(global0.a.x > 21660u), true))) {
                (global0).c = _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32((global0.a.x + 1u) ^ atomicXor(&wg_atomic_u32, select(u_input.c.yzy * vec3<u32>(32542u, u_input.c.x, 91212u), ~vec3<u32>(1u, 4294967295u, 9895u), true).x), 3u)].x * _wgslsmith_f_op_f32(218f - _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x, var_0.c, var_0.b[_wgslsmith_index_u32(1u, 3u)].x, global0.c))))).x));
                let var_1 = func_3(vec3<i32>(func_4(62603i, -vec2<i32>(u_input.a, u_input.a), vec2<i32>(-58240i, reverseBits(vec4<i32>(u_input.a, i32(-2147483648), -2102i, 21585i)).x)), ~(-6867i), ~u_input.a), func_5(func_5(Struct_1(_wgslsmith_mod_vec4_u32(var_0.a, vec4<u32>(1u, global0.a.x, var_0.a.x, u_input.c.x)), func_5(var_0).b, _wgslsmith_f_op_f32(min(-230f, 158f))))).b, 74955u, func_5(func_5(func_5(Struct_1(vec4<u32>(0u, 25882u, u_input.c.x, u_input.c.x), mat3x3<f32>(vec3<f32>(var_0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x, global0.c, global0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x), var_0.b[_wgslsmith_index_u32(48950u, 3u)], vec3<f32>(1085f, 1952f, -562f)), var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))));
                var var_2 = u_input.a;
            } else {
                ((global1)[_wgslsmith_index_u32(u_input.c.x, 19u)])[_wgslsmith_index_u32(~atomicAnd(&wg_atomic_u32, atomicSub(&wg_atomic_u32, ~extractBits(global0.a.yx, global0.a.x, 15423u).x)), 3u)] = global0.b[_wgslsmith_index_u32(insertBits(global0.a.ywz, vec3<u32>(~reverseBits(vec4<u32>(var_0.a.x, u_input.c.x, 1u, 4294967295u)).x, ~global0.a.x, u_input.c.x) << ((~vec3<u32>(global0.a.x, u_input.c.x, 11078u) - vec3<u32>(91999u, ~u_input.c.x, insertBits(global0.a.x, 54309u, var_0.a.x, 15327u))) % vec3<u32>(32u)), 61422u, global0.a.x).x, 3u)].yx;
                ((global0).a).x = var_0.a.x;
                var var_1 = -vec2<i32>(-u_input.b & -(-u_input.a), u_input.b | sign(select(vec4<i32>(-9765i, 0i, u_input.a, 15896i), vec4<i32>(u_input.a, u_input.a, 46486i, 30185i), vec4<bool>(true, true, true, true)).zx).x);
            }
            if (((u_input.b - -27082i) < u_input.b)) {
                let var_1 = select(select(select(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, global0.a.x, u_input.c.x).exchanged, vec4<bool>(true, true, true, true).x, true, true), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true), any(vec3<bool>(true, true, true))), vec4<bool>(true, true, true, true), true);
                (global0).c = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_div_f32(global0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x, -446f), _wgslsmith_f_op_f32(-251f)));
                global0 = Struct_1(u_input.c, var_0.b, var_0.b[_wgslsmith_index_u32(firstLeadingBit(firstTrailingBit(~global0.a.zz).x) - 93550u, 3u)].x);
                return vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0.c), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(var_0.b[_wgslsmith_index_u32(4294967295u, 3u)], _wgslsmith_div_vec3_f32(var_0.b[_wgslsmith_index_u32(global0.a.x, 3u)], global0.b[_wgslsmith_index_u32(17609u, 3u)]))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x) * _wgslsmith_f_op_vec3_f32(min(var_0.b[_wgslsmith_index_u32(9351u, 3u)], global0.b[_wgslsmith_index_u32(23962u, 3u)])).x))), -524f);
            } else {
                var var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(101f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(clamp(var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x, global0.c, -1409f))))), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(func_3(vec3<i32>(u_input.a, -19629i, u_input.a), mat3x3<f32>(vec3<f32>(288f, -459f, 347f), vec3<f32>(global0.c, -309f, 1781f), vec3<f32>(global0.b[_wgslsmith_index_u32(0u, 3u)].x, var_0.c, -1007f)), 27819u, var_0)[_wgslsmith_index_u32(u_input.c.x + 8050u, 2u)].zw, _wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.c, -408f) + var_0.b[_wgslsmith_index_u32(37355u, 3u)].zx)), vec2<f32>(_wgslsmith_f_op_f32(-(-873f)), var_0.b[_wgslsmith_index_u32(var_0.a.x ^ var_0.a.x, 3u)].x)) - _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global0.c) - vec2<f32>(1136f, var_0.c)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].xz - global0.b[_wgslsmith_index_u32(2632u, 3u)].zz) + _wgslsmith_f_op_vec2_f32(vec2<f32>(1413f, var_0.c) * vec2<f32>(var_0.c, -1000f))), vec2<f32>(_wgslsmith_div_f32(254f, global0.c), var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))), vec2<f32>(_wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].x)))), var_0.b[_wgslsmith_index_u32(countLeadingZeros(~extractBits(vec4<u32>(u_input.c.x, 65423u, 1u, 57459u), var_0.a.x, 0u).x), 3u)].x), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(44764u, 3u)].yz + global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].zy)) + _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-156f, global0.c, var_0.c, -489f)))).xw) - _wgslsmith_f_op_vec2_f32(-global0.b[_wgslsmith_index_u32(select(u_input.c.wyy, vec3<u32>(1u, u_input.c.x, u_input.c.x), vec3<bool>(false, true, false)).x / var_0.a.x, 3u)].yy)));
                let var_2 = ~dot(reverseBits(~vec3<u32>(7647u, 35155u, 46273u)), clamp(insertBits(global0.a, var_0.a, 0u, u_input.c.x), countLeadingZeros(vec4<u32>(1u, 39638u, 0u, var_0.a.x)), vec4<u32>(u_input.c.x, var_0.a.x, var_0.a.x, 32707u)).xxx) == ~global0.a.x;
                let var_3 = global0.b;
                (global1)[_wgslsmith_index_u32(1u + ~0u, 19u)] = global1[_wgslsmith_index_u32(~(~(countTrailingZeros(vec3<u32>(var_0.a.x, 44938u, global0.a.x)).x & (global0.a.x / u_input.c.x))) | global0.a.x, 19u)];
                var var_4 = reverseBits(vec3<u32>(~(~(~global0.a.x)), extractBits(vec2<u32>(firstLeadingBit(global0.a.wx).x, ~u_input.c.x), abs(var_0.a.yz).x, global0.a.x).x, 1u)).yz;
            }
            global0 = func_5(func_5(func_5(var_0)));
            let var_1 = false;
            var var_2 = vec4<i32>(clamp(vec2<i32>(~u_input.a, countLeadingZeros(vec4<i32>(-5666i, 43931i, u_input.b, u_input.b)).x), max(vec4<i32>(u_input.a, u_input.a, u_input.a, -11997i), vec4<i32>(31915i, 21158i, u_input.a, u_input.a) << (vec4<u32>(4294967295u, 4294967295u, 0u, 20098u) % vec4<u32>(32u))).xx, _wgslsmith_mod_vec2_i32(vec2<i32>(u_input.b, u_input.b), ~vec2<i32>(-17411i, u_input.b))).x, ~11727i, u_input.b, -u_input.a) << ((vec4<u32>(~5953u, ~4294967295u, global0.a.x, (u_input.c.x | global0.a.x) / u_input.c.x) | func_5(func_5(func_5(Struct_1(vec4<u32>(0u, 29922u, 1u, 0u), global0.b, 385f)))).a) % vec4<u32>(32u));
        }
        case 0i: {
        }
        default: {
            switch (insertBits(u_input.b, u_input.b, 77305u, ~reverseBits(atomicMin(&wg_atomic_u32, abs(vec4<u32>(1u, 8632u, global0.a.x, u_input.c.x)).x)))) {
                default: {
                    var var_1 = (vec2<i32>(1i, u_input.b) + -(~vec2<i32>(-41359i, u_input.a) / (vec2<i32>(1i, u_input.b) & vec2<i32>(-13085i, 19977i)))) - (vec2<i32>(max(~vec3<i32>(-1i, u_input.b, 2147483647i), vec3<i32>(u_input.a, u_input.a, u_input.a) >> (global0.a.yyw % vec3<u32>(32u))).x, -3496i * u_input.a) | (((vec2<i32>(u_input.b, u_input.b) + vec2<i32>(u_input.a, -1i)) * vec2<i32>(2275i, u_input.b)) + (-vec2<i32>(0i, u_input.b) & _wgslsmith_mod_vec2_i32(vec2<i32>(2147483647i, -3279i), vec2<i32>(i32(-2147483648), -50833i)))));
                    var var_2 = u_input.c.zz;
                    (var_2).x = func_5(var_0).a.x / (atomicAdd(&wg_atomic_u32, global0.a.x) >> (atomicExchange(&wg_atomic_u32, ~4294967295u) % 32u));
                    ((global1)[_wgslsmith_index_u32(1506u / var_2.x, 19u)])[_wgslsmith_index_u32(18380u, 3u)] = _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_0.c, global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x), global0.b[_wgslsmith_index_u32(52180u, 3u)].zy, false))) * _wgslsmith_f_op_vec2_f32(-global0.b[_wgslsmith_index_u32(extractBits(abs(var_0.a.yzz).x, firstLeadingBit(vec2<u32>(1u, var_0.a.x)).x, ~13768u), 3u)].yy)), _wgslsmith_f_op_vec2_f32(-var_0.b[_wgslsmith_index_u32(~var_0.a.x, 3u)].yz));
                }
            }
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        continue;
    }
    (global0).c = global0.b[_wgslsmith_index_u32(extractBits(~((~global0.a.wzz & countTrailingZeros(global0.a.zxx)) << (vec3<u32>(countOneBits(vec3<u32>(1u, u_input.c.x, global0.a.x)).x, global0.a.x << (41648u % 32u), reverseBits(vec4<u32>(37441u, 0u, 72354u, var_0.a.x)).x) % vec3<u32>(32u))), firstLeadingBit((vec4<u32>(39546u, 4294967295u, var_0.a.x, 6264u) << (global0.a % vec4<u32>(32u))) >> (clamp(u_input.c, var_0.a, var_0.a) % vec4<u32>(32u))).x ^ atomicExchange(&wg_atomic_u32, abs(countLeadingZeros(global0.a)).x), 4294967295u).x, 3u)].x;
    return _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)]));
}

fn func_1(arg_0: mat3x3<f32>, arg_1: i32, arg_2: bool) -> Struct_1 {
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        return Struct_1(vec4<u32>(firstTrailingBit(4294967295u), 1u, func_5(func_5(func_5(Struct_1(vec4<u32>(global0.a.x, u_input.c.x, 75574u, 25056u), global0.b, -690f)))).a.x, ~countLeadingZeros(global0.a.zw).x), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(arg_0[_wgslsmith_index_u32(global0.a.x, 3u)].x, 1384f, -1845f), global0.b[_wgslsmith_index_u32(~u_input.c.x, 3u)], arg_2)), arg_0[_wgslsmith_index_u32(insertBits(vec2<u32>(global0.a.x, 35543u), vec2<u32>(2924u, 1u) + global0.a.wz, 0u, u_input.c.x - global0.a.x).x, 3u)])), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(global0.a.x, 3u)].x, global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x))))).wyw, arg_0[_wgslsmith_index_u32(4294967295u, 3u)]), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-1638f, global0.c, -1000f))).x)));
    }
    (global1)[_wgslsmith_index_u32(0u, 19u)] = global1[_wgslsmith_index_u32(1u, 19u)];
    var var_0 = func_5(Struct_1(global0.a, func_5(func_5(Struct_1(u_input.c, mat3x3<f32>(global0.b[_wgslsmith_index_u32(global0.a.x, 3u)], vec3<f32>(global0.c, -356f, -934f), arg_0[_wgslsmith_index_u32(0u, 3u)]), global0.c))).b, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-469f * 1716f)) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(max(global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x)) * _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(22809u, 3u)].x + global0.c)))));
    loop {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        let var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(141f, global0.c, var_0.b[_wgslsmith_index_u32(0u, 3u)].x, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(global0.b[_wgslsmith_index_u32(2918u, 3u)].x, 879f, 648f, global0.c), arg_2)).xwz)))).yy + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(-1000f, 399f), arg_0[_wgslsmith_index_u32(u_input.c.x, 3u)].zz)) * _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].zx, vec2<f32>(-129f, arg_0[_wgslsmith_index_u32(13359u, 3u)].x)) + global0.b[_wgslsmith_index_u32(global0.a.x >> (1u % 32u), 3u)].yz))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].yy)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_vec2_f32(ceil(arg_0[_wgslsmith_index_u32(1u, 3u)].xz)).x, var_0.b[_wgslsmith_index_u32(~7987u, 3u)].x, _wgslsmith_f_op_f32(dot(arg_0[_wgslsmith_index_u32(var_0.a.x, 3u)].yy, var_0.b[_wgslsmith_index_u32(u_input.c.x, 3u)].zx)), arg_0[_wgslsmith_index_u32(34855u, 3u)].x), vec4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1111f, var_0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x, -1625f, -1000f), vec4<f32>(var_0.c, -645f, 1277f, global0.c))).x, _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(arg_0[_wgslsmith_index_u32(global0.a.x, 3u)].x, 1079f))).x, _wgslsmith_f_op_f32(dot(vec2<f32>(var_0.c, var_0.c), vec2<f32>(1469f, arg_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x))), _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 994f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, -125f, 840f, arg_0[_wgslsmith_index_u32(var_0.a.x, 3u)].x)))).zw, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(16017u, 3u)].x, 1318f))) - _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].xx), arg_0[_wgslsmith_index_u32(abs(vec4<u32>(4294967295u, 49199u, u_input.c.x, 34500u)).x, 3u)].xz)))), vec2<f32>(arg_0[_wgslsmith_index_u32(~25386u - ~(35349u | var_0.a.x), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(~18559u, 3u)].x))));
        let var_2 = var_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, 1u), 3u)].zy;
        (global0).a = _wgslsmith_mod_vec4_u32(u_input.c, vec4<u32>(u_input.c.x, 14537u, clamp(extractBits(~global0.a, ~60590u, global0.a.x), var_0.a | min(global0.a, u_input.c), ~extractBits(vec4<u32>(u_input.c.x, var_0.a.x, 1u, global0.a.x), var_0.a.x, u_input.c.x)).x, var_0.a.x));
        while (true) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        }
    }
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        break;
    }
    return func_5(Struct_1(reverseBits(vec4<u32>(1u, 82124u, var_0.a.x, 0u) - var_0.a), arg_0, _wgslsmith_f_op_f32(-(-246f))));
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    global0 = func_1(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-634f), -417f, -547f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0.b[_wgslsmith_index_u32(global0.a.x, 3u)]))), _wgslsmith_f_op_vec3_f32(func_2())), ((13805i & ~u_input.a) + 16556i) >> (countLeadingZeros(firstLeadingBit(countLeadingZeros(vec3<u32>(4294967295u, 0u, global0.a.x)).xz).x) % 32u), (0u - u_input.c.x) == firstTrailingBit(firstTrailingBit(vec4<u32>(14101u, 1u, builtin_global_invocation_id.x, 1u) + vec4<u32>(1u, global0.a.x, u_input.c.x, 1u)).x));
    (global1)[_wgslsmith_index_u32(~(~(~0u) >> (atomicXor(&wg_atomic_u32, builtin_global_invocation_id.x) % 32u)) & (u_input.c.x / u_input.c.x), 19u)] = global1[_wgslsmith_index_u32(~_wgslsmith_mod_u32(4294967295u, firstLeadingBit(extractBits(builtin_global_invocation_id.x, 0u * 45989u, clamp(u_input.c.wy, vec2<u32>(global0.a.x, 4294967295u), vec2<u32>(1u, 1u)).x))), 19u)];
    let x = u_input.a;
    s_output = StorageBuffer(vec4<i32>(2382i, func_4(13011i, extractBits(max(vec4<i32>(u_input.a, -1i, u_input.b, -1i), vec4<i32>(u_input.b, 36610i, 69384i, -26999i)).zwz, ~u_input.c.x, _wgslsmith_mod_u32(4337u, 3751u)).xx, vec2<i32>(~1i, atomicLoad(&wg_atomic_i32))), u_input.b, ~(-1i)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(855f, global0.c, global0.c, 983f) + vec4<f32>(global0.c, global0.b[_wgslsmith_index_u32(0u, 3u)].x, -2484f, 255f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(371f, global0.c, global0.c, global0.c)), func_3(vec3<i32>(27582i, i32(-2147483648), 2147483647i), mat3x3<f32>(global0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)], global0.b[_wgslsmith_index_u32(u_input.c.x, 3u)], vec3<f32>(1013f, 711f, 684f)), 0u, Struct_1(vec4<u32>(u_input.c.x, 36127u, 39784u, 392u), mat3x3<f32>(vec3<f32>(global0.b[_wgslsmith_index_u32(global0.a.x, 3u)].x, -135f, global0.c), vec3<f32>(global0.c, -900f, -906f), global0.b[_wgslsmith_index_u32(global0.a.x, 3u)]), 185f))[_wgslsmith_index_u32(48483u, 2u)])), vec4<f32>(global0.c, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-766f, 969f, 338f))).x, global0.c, -317f)), ~(~(~abs(global0.a.xwz))), -247f);
}

