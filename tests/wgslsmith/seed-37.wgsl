// {"0:0":[16,132,196,113,185,128,168,82,148,108,113,46,31,6,246,31,240,85,31,214,189,10,234,165,127,58,134,175,107,46,202,69,143,167,0,7,91,85,179,180,51,154,119,66,133,147,214,105,129,64,182,35,61,179,3,3,114,158,102,241,104,83,81,42]}
// Seed: 37

struct Struct_1 {
    a: bool,
    b: mat3x2<f32>,
    @align(8)
    @size(20)
    c: u32,
}

struct UniformBuffer {
    @align(16)
    a: u32,
    @align(32)
    b: vec2<u32>,
    @align(4)
    @size(4)
    c: i32,
    @size(4)
    d: i32,
}

struct StorageBuffer {
    @align(64)
    a: vec3<u32>,
    @size(68)
    b: mat4x4<f32>,
    @size(24)
    c: vec4<f32>,
    @align(32)
    d: mat4x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: bool = false;

var<workgroup> global1: array<bool, 2>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 21>;

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: mat3x4<f32>) -> f32 {
    let var_0 = vec3<u32>(1u, 1u, 1u).x;
    switch (-(-u_input.c)) {
        case -23837i: {
            var var_1 = Struct_1(true, mat3x2<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x | var_0, 3u)].yw, _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(firstLeadingBit(countTrailingZeros(vec3<u32>(u_input.a, 0u, u_input.b.x))).x, 3u)].xz * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(step(arg_0[_wgslsmith_index_u32(27988u, 3u)].zw, vec2<f32>(501f, 639f))))), vec2<f32>(2348f, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(-454f, 248f, 589f) + vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, -230f, 710f)), vec3<f32>(-1121f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(var_0, 3u)].x), vec3<f32>(-589f, 358f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x))).x)), 0u);
        }
        case i32(-2147483648): {
            while ((var_0 < dot(~vec3<u32>(u_input.a, dot(vec2<u32>(var_0, 4294967295u), u_input.b), var_0), select(firstLeadingBit(vec4<u32>(u_input.a, var_0, 4294967295u, 4294967295u)), ~max(vec4<u32>(63182u, var_0, var_0, var_0), vec4<u32>(u_input.a, 0u, 15043u, u_input.a)), !global1[_wgslsmith_index_u32(var_0, 2u)]).yyx))) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            }
            let var_1 = vec2<i32>(atomicMin(&wg_atomic_i32, select(vec4<i32>(2147483647i, u_input.c, u_input.c, u_input.d) - vec4<i32>(u_input.c, -6635i, 35851i, 1i), vec4<i32>(u_input.c, u_input.c, u_input.c, u_input.c), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], true, true, true)).x) | (u_input.c * firstTrailingBit(u_input.d)), u_input.c);
            let var_2 = Struct_1(select(select(!vec4<bool>(true, global1[_wgslsmith_index_u32(u_input.a, 2u)], true, false), vec4<bool>(true, global1[_wgslsmith_index_u32(35327u, 2u)] && true, true, global1[_wgslsmith_index_u32(u_input.a, 2u)]), global1[_wgslsmith_index_u32(~clamp(vec3<u32>(u_input.b.x, var_0, u_input.a), vec3<u32>(u_input.b.x, u_input.b.x, 0u), vec3<u32>(10779u, u_input.b.x, 35309u)).x, 2u)]), select(select(!vec4<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], true, false, false), !vec4<bool>(true, false, true, global1[_wgslsmith_index_u32(u_input.b.x, 2u)]), !vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 2u)], global1[_wgslsmith_index_u32(72505u, 2u)], false, false)), vec4<bool>(true, true, global1[_wgslsmith_index_u32(u_input.b.x & var_0, 2u)], true), global1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 39286u & u_input.b.x), 2u)]), vec4<bool>(!(!global1[_wgslsmith_index_u32(u_input.b.x, 2u)]), ~var_0 != u_input.b.x, true, all(!vec4<bool>(true, global1[_wgslsmith_index_u32(7975u, 2u)], false, global1[_wgslsmith_index_u32(var_0, 2u)])))).x, mat3x2<f32>(arg_0[_wgslsmith_index_u32(~59167u, 3u)].xz, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(clamp(444f, arg_0[_wgslsmith_index_u32(var_0, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_f32(dot(arg_0[_wgslsmith_index_u32(1u, 3u)], vec4<f32>(289f, arg_0[_wgslsmith_index_u32(var_0, 3u)].x, arg_0[_wgslsmith_index_u32(47268u, 3u)].x, 877f)))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(1f, 1f) * _wgslsmith_f_op_vec4_f32(clamp(arg_0[_wgslsmith_index_u32(4294967295u, 3u)], arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)], vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(var_0, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(7426u, 3u)].x))).xz))), 35953u);
            if (!var_2.a) {
                var var_3 = 37725i;
            }
            for (; !(15462u <= var_0); ) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            }
        }
        case 1i: {
            global0 = !global1[_wgslsmith_index_u32(u_input.a - ~4294967295u, 2u)];
            var var_1 = vec4<f32>(-762f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(49843u, 3u)].x)), arg_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(~u_input.a, 40343u) << (~u_input.b.x % 32u), 3u)].x, _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].x, -1509f));
            if (!(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_1.wz + vec2<f32>(arg_0[_wgslsmith_index_u32(42680u, 3u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(496f, 935f, 831f, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).wz + vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -2325f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(963f, 733f) - vec2<f32>(var_1.x, -2428f))))).x == _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-136f)))))) {
                var var_2 = ~(-1i);
                var var_3 = vec4<f32>(179f, 1578f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(var_1.x, -1344f, var_1.x), vec3<f32>(-949f, arg_0[_wgslsmith_index_u32(var_0, 3u)].x, 1000f), vec3<bool>(false, global1[_wgslsmith_index_u32(var_0, 2u)], true))), _wgslsmith_div_vec3_f32(arg_0[_wgslsmith_index_u32(var_0, 3u)].yyy, var_1.zzw), global1[_wgslsmith_index_u32(var_0, 2u)])).x + _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_1.x * -1000f), var_1.x)) + _wgslsmith_f_op_f32(843f + _wgslsmith_f_op_vec4_f32(select(arg_0[_wgslsmith_index_u32(~56887u, 3u)], _wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(var_0, 3u)], vec4<f32>(var_1.x, var_1.x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(8009u, 3u)].x)), !vec4<bool>(false, false, false, global1[_wgslsmith_index_u32(var_0, 2u)]))).x)), 1307f);
            }
        }
        default: {
            switch (17512i) {
                case 2147483647i: {
                    let var_1 = 31498i;
                    var var_2 = u_input.c;
                }
                case 52704i: {
                    global0 = !global1[_wgslsmith_index_u32(18708u, 2u)];
                    var var_1 = Struct_1(!(!(!(u_input.d == -41659i))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(var_0, 3u)].zx * _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1434f, 348f, 256f, -1149f))).ww)), _wgslsmith_f_op_vec3_f32(ceil(arg_0[_wgslsmith_index_u32(insertBits(countLeadingZeros(u_input.b), vec2<u32>(1208u, u_input.a), 4294967295u, var_0 ^ 1u).x, 3u)].zyw)).zx, vec2<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(-263f, 994f), vec2<f32>(-1770f, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).x, _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_div_vec2_f32(arg_0[_wgslsmith_index_u32(18820u, 3u)].zz, vec2<f32>(-777f, 357f)))).x)), u_input.b.x);
                }
                case i32(-2147483648): {
                    var var_1 = u_input.a;
                    var var_2 = mat2x4<f32>(vec4<f32>(379f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(24016u, 3u)].x)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(801f * arg_0[_wgslsmith_index_u32(27364u, 3u)].x), -1000f, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(63104u, 3u)].x), _wgslsmith_f_op_f32(-(-1173f))))).x, 1000f), arg_0[_wgslsmith_index_u32(~select(countLeadingZeros(max(vec4<u32>(u_input.a, 5437u, u_input.a, 27534u), vec4<u32>(var_0, 0u, 4294967295u, u_input.b.x))), min(vec4<u32>(14194u, 4294967295u, var_0, u_input.a), vec4<u32>(1u, var_0, 34277u, var_0)) / vec4<u32>(var_0, 44903u, var_0, var_0), vec4<bool>(false, true, !global1[_wgslsmith_index_u32(1u, 2u)], global1[_wgslsmith_index_u32(~u_input.b.x, 2u)])).x, 3u)]);
                    ((var_2)[_wgslsmith_index_u32(u_input.b.x, 2u)]).x = 570f;
                }
                default: {
                    let var_1 = 884f;
                    var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)] * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -261f, arg_0[_wgslsmith_index_u32(97895u, 3u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, 1089f, 1152f, -293f)), arg_0[_wgslsmith_index_u32(var_0, 3u)], !vec4<bool>(global1[_wgslsmith_index_u32(68363u, 2u)], global1[_wgslsmith_index_u32(1u, 2u)], false, false))))), arg_0[_wgslsmith_index_u32(36061u, 3u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(var_1, 358f))).x, _wgslsmith_f_op_vec2_f32(round(vec2<f32>(-1349f, var_1))).x, _wgslsmith_f_op_f32(-188f), _wgslsmith_f_op_f32(-var_1))), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(167f, var_1) + 1467f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(ceil(-236f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(var_0, 3u)].x - 525f)), _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(1u, 3u)].xy), arg_0[_wgslsmith_index_u32(u_input.b.x / var_0, 3u)].zw, vec2<f32>(851f, arg_0[_wgslsmith_index_u32(1u, 3u)].x))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-1348f, -171f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(23298u, 3u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1, 1000f, -406f, var_1) * vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, var_1, 1161f))))));
                }
            }
            return _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(32818u, 3u)]))) - vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-792f))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -146f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-454f))), arg_0[_wgslsmith_index_u32(~1u, 3u)].x)), arg_0[_wgslsmith_index_u32(u_input.a, 3u)]));
        }
    }
    var var_1 = arg_0;
    if (!(!global1[_wgslsmith_index_u32(firstLeadingBit(u_input.b).x, 2u)])) {
        (global1)[_wgslsmith_index_u32(~(~49610u), 2u)] = atomicCompareExchangeWeak(&wg_atomic_i32, countTrailingZeros(-vec2<i32>(u_input.c, -30498i)).x, u_input.c).exchanged & global1[_wgslsmith_index_u32(var_0, 2u)];
        for (var var_2 = -u_input.d; true; var_2 -= 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_3 = Struct_1(!any(!(!vec3<bool>(global1[_wgslsmith_index_u32(26450u, 2u)], global1[_wgslsmith_index_u32(u_input.a, 2u)], true))), mat3x2<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(1u, 3u)].yzx)))).xx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(countTrailingZeros(31293u), 3u)].yx)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)].xw)) - arg_0[_wgslsmith_index_u32(max(~vec2<u32>(u_input.a, 53545u), u_input.b).x, 3u)].yz)), ~u_input.b.x);
            var_2 = insertBits(reverseBits(vec4<i32>(-1i, u_input.c, u_input.c, 2147483647i)).xz, vec2<i32>(u_input.c, select(-(~vec3<i32>(i32(-2147483648), u_input.c, 1i)), select(countOneBits(vec4<i32>(u_input.c, -8020i, u_input.d, 1i)).zxy, vec3<i32>(u_input.d, 12880i, u_input.c), vec3<bool>(var_3.a, var_3.a, false)), vec3<bool>(var_3.a | global1[_wgslsmith_index_u32(39497u, 2u)], all(vec3<bool>(global1[_wgslsmith_index_u32(109864u, 2u)], var_3.a, false)), var_3.a & var_3.a)).x), var_0, ~abs(vec3<u32>(min(vec3<u32>(var_3.c, var_3.c, var_3.c), vec3<u32>(50390u, var_3.c, 1u)).x, var_3.c << (4294967295u % 32u), ~28495u)).x).x;
            var var_4 = Struct_1(any(vec3<bool>(any(select(vec4<bool>(true, false, false, false), vec4<bool>(var_3.a, var_3.a, false, false), global1[_wgslsmith_index_u32(u_input.b.x, 2u)]).zww), true, false)), var_3.b, atomicMin(&wg_atomic_u32, 4294967295u));
            var var_5 = mat3x3<f32>(arg_0[_wgslsmith_index_u32(reverseBits(vec2<u32>(var_3.c + var_0, var_0) / u_input.b).x, 3u)].zzw, vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(clamp(var_1[_wgslsmith_index_u32(1824u, 3u)].zy, _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(var_3.c, 3u)].wx + vec2<f32>(var_4.b[_wgslsmith_index_u32(var_3.c, 3u)].x, 726f)), vec2<f32>(arg_0[_wgslsmith_index_u32(var_0, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x))).x, 1363f), -767f, var_4.b[_wgslsmith_index_u32(dot(~(vec4<u32>(var_3.c, var_4.c, 14327u, var_4.c) * vec4<u32>(32607u, 4294967295u, 4294967295u, var_3.c)), ~(vec4<u32>(53823u, var_0, var_3.c, u_input.a) + vec4<u32>(28482u, u_input.b.x, var_3.c, var_3.c))), 3u)].x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].xww * _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, var_3.b[_wgslsmith_index_u32(4294967295u, 3u)].x, var_3.b[_wgslsmith_index_u32(6237u, 3u)].x))), arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].wzz)));
            var var_6 = max(~vec4<u32>(u_input.a & 43204u, 39080u & reverseBits(u_input.b).x, var_3.c & ~1u, var_3.c), firstLeadingBit(~vec4<u32>(var_3.c, var_3.c, 27231u, var_3.c) & ~vec4<u32>(var_0, 8104u, 26805u, var_4.c)) >> ((~(vec4<u32>(var_3.c, u_input.b.x, u_input.b.x, 34740u) << (vec4<u32>(24987u, 3522u, var_3.c, var_0) % vec4<u32>(32u))) | (~vec4<u32>(var_3.c, 7740u, 1u, 70196u) >> (min(vec4<u32>(1u, 1u, 1u, var_3.c), vec4<u32>(var_0, var_0, u_input.b.x, 4294967295u)) % vec4<u32>(32u)))) % vec4<u32>(32u))).ywx;
        }
        for (var var_2 = i32(-2147483648); ; var_1 = arg_0) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            continue;
        }
        let var_2 = u_input.d;
        if (false) {
        } else if (false) {
            (global1)[_wgslsmith_index_u32(27250u, 2u)] = !global1[_wgslsmith_index_u32(~(~(dot(u_input.b, vec2<u32>(u_input.b.x, var_0)) - var_0)), 2u)];
        }
    }
    var var_2 = vec4<u32>(abs(~clamp(~vec4<u32>(var_0, u_input.a, 4294967295u, 10509u), vec4<u32>(4294967295u, var_0, 0u, var_0), _wgslsmith_mod_vec4_u32(vec4<u32>(2008u, 0u, u_input.b.x, 33718u), vec4<u32>(u_input.b.x, u_input.b.x, 45511u, 57726u)))).x, ~var_0, extractBits(countOneBits(max(~vec4<u32>(15974u, var_0, var_0, 1345u), firstLeadingBit(vec4<u32>(4294967295u, 114419u, 0u, 0u)))).yx, ~1u, ~clamp(vec3<u32>(0u, u_input.b.x, 6567u) ^ vec3<u32>(40486u, u_input.b.x, 60630u), vec3<u32>(var_0, 100414u, 1u) << (vec3<u32>(var_0, 5205u, u_input.b.x) % vec3<u32>(32u)), vec3<u32>(u_input.a, 17084u, 87335u)).x).x, (u_input.b.x / u_input.b.x) | (~insertBits(vec3<u32>(var_0, 25527u, 44129u), vec3<u32>(u_input.a, 0u, 37314u), u_input.b.x, u_input.a).x + ~862u));
    return 603f;
}

fn func_4(arg_0: vec4<i32>, arg_1: vec2<f32>) -> u32 {
    (global1)[_wgslsmith_index_u32(1u, 2u)] = any(!vec4<bool>(any(vec3<bool>(true, global1[_wgslsmith_index_u32(1u, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)])) || all(vec4<bool>(false, global1[_wgslsmith_index_u32(u_input.a, 2u)], true, global1[_wgslsmith_index_u32(63776u, 2u)])), !any(vec2<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], true)), select(select(vec4<bool>(global1[_wgslsmith_index_u32(76835u, 2u)], false, true, true), vec4<bool>(false, global1[_wgslsmith_index_u32(0u, 2u)], true, global1[_wgslsmith_index_u32(4901u, 2u)]), vec4<bool>(true, global1[_wgslsmith_index_u32(4294967295u, 2u)], true, true)), !vec4<bool>(false, global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(58172u, 2u)]), global1[_wgslsmith_index_u32(28502u, 2u)] || global1[_wgslsmith_index_u32(u_input.a, 2u)]).x, !((-34283i < arg_0.x))));
    let var_0 = ~(~firstTrailingBit(u_input.b).x);
    if (global1[_wgslsmith_index_u32(reverseBits(vec2<u32>(u_input.a, var_0 + u_input.a)).x, 2u)] | true) {
        switch (~55982i * (((u_input.d ^ firstTrailingBit(arg_0.ww).x) ^ 60213i) & -1i)) {
            case 21607i: {
                var var_1 = _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_1.x, arg_1.x, arg_1.x, 583f), vec4<f32>(576f, -206f, -1386f, 716f)))) * vec4<f32>(_wgslsmith_f_op_f32(-(-196f)), _wgslsmith_f_op_f32(func_5(mat3x4<f32>(vec4<f32>(1692f, -352f, 824f, 219f), vec4<f32>(1000f, -796f, arg_1.x, 1695f), vec4<f32>(arg_1.x, arg_1.x, 1579f, -1000f)))), _wgslsmith_f_op_f32(arg_1.x * -943f), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_1.x, arg_1.x, 1559f))).x)))))).x;
                var_1 = _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-577f + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(max(arg_1.x, arg_1.x)) - arg_1.x)), _wgslsmith_f_op_f32(105f - _wgslsmith_f_op_f32(-1592f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1639f + -590f) - _wgslsmith_f_op_f32(1916f + _wgslsmith_f_op_f32(-arg_1.x))), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1011f, 628f, arg_1.x), vec3<f32>(arg_1.x, 345f, arg_1.x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(arg_1.x, -1105f, arg_1.x))) + _wgslsmith_div_vec3_f32(vec3<f32>(1308f, arg_1.x, arg_1.x), vec3<f32>(-1589f, -413f, arg_1.x))))).x), vec4<f32>(_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp(arg_1.x)) - -745f))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 449f, arg_1.x, -1976f) * vec4<f32>(231f, 935f, 244f, arg_1.x))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1.x) + _wgslsmith_f_op_vec2_f32(exp(arg_1)).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.x, 969f, 684f, -828f) - vec4<f32>(622f, -1406f, -708f, -729f)))).x + _wgslsmith_div_f32(arg_1.x, _wgslsmith_div_f32(1420f, -1141f)))), any(vec2<bool>((79822u * var_0) <= ~56999u, global1[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(var_0, 4294967295u, var_0)).x & _wgslsmith_mod_u32(var_0, 4294967295u), 2u)])))).x;
                global1 = array<bool, 2>();
                var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(158f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(saturate(arg_1.x)), _wgslsmith_f_op_f32(-1170f)), -1000f, _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1.x, arg_1.x, -1000f) * vec3<f32>(arg_1.x, arg_1.x, 1000f)))).x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, arg_1.x, arg_1.x, arg_1.x))))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1538f) - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-880f, arg_1.x, -1139f, arg_1.x))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1.x)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(811f, 1292f, arg_1.x, 175f)), vec4<f32>(-1519f, 1066f, arg_1.x, arg_1.x), vec4<bool>(true, global1[_wgslsmith_index_u32(var_0, 2u)], global1[_wgslsmith_index_u32(0u, 2u)], false))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1.x) - arg_1.x)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1904f, 1121f, -2144f, -743f), vec4<f32>(arg_1.x, arg_1.x, -327f, arg_1.x), vec4<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], true, global1[_wgslsmith_index_u32(var_0, 2u)], false))))) * _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_1.x, -876f, 1508f, arg_1.x), vec4<f32>(877f, 756f, 1145f, arg_1.x), vec4<f32>(1219f, -1752f, arg_1.x, -651f))), _wgslsmith_div_vec4_f32(vec4<f32>(-374f, 203f, arg_1.x, arg_1.x), vec4<f32>(arg_1.x, 1000f, -693f, arg_1.x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(640f, 1040f, arg_1.x, arg_1.x)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-644f, 1340f, -619f, 960f))))));
                var var_3 = ~(~u_input.b) / ((u_input.b + ~(~u_input.b)) & ((u_input.b ^ abs(vec3<u32>(0u, 37210u, u_input.a)).zy) - ~(~vec2<u32>(59103u, 1u))));
            }
            default: {
                var var_1 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_div_f32(arg_1.x, -1000f), 145f) - _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1122f, arg_1.x, 277f))).xz)) + arg_1);
                var var_2 = ~41084u;
                var_2 = max(vec4<u32>(u_input.b.x, ~39257u, u_input.a ^ _wgslsmith_mod_u32(u_input.b.x, 108114u), 1u), min(countTrailingZeros(~select(vec4<u32>(64313u, u_input.a, u_input.b.x, u_input.a), vec4<u32>(0u, 4294967295u, 0u, 4294967295u), global1[_wgslsmith_index_u32(77531u, 2u)])), clamp(clamp(firstTrailingBit(vec4<u32>(u_input.b.x, u_input.b.x, 18968u, var_0)), vec4<u32>(43722u, var_0, var_0, var_0) ^ vec4<u32>(69797u, u_input.a, u_input.b.x, 1u), select(vec4<u32>(1u, 24350u, 4294967295u, 4294967295u), vec4<u32>(15327u, var_0, u_input.b.x, 4294967295u), vec4<bool>(global1[_wgslsmith_index_u32(1u, 2u)], global1[_wgslsmith_index_u32(var_0, 2u)], false, global1[_wgslsmith_index_u32(4294967295u, 2u)]))), vec4<u32>(countOneBits(var_0), select(vec3<u32>(u_input.b.x, var_0, var_0), vec3<u32>(u_input.b.x, 0u, var_0), global1[_wgslsmith_index_u32(u_input.b.x, 2u)]).x, countTrailingZeros(vec4<u32>(103668u, u_input.b.x, 0u, 32107u)).x, u_input.b.x), select(~vec4<u32>(var_0, u_input.a, 60182u, 1u), vec4<u32>(u_input.b.x, 18225u, u_input.a, 54865u), !vec4<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], true, true, global1[_wgslsmith_index_u32(var_0, 2u)]))))).x;
                let var_3 = vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-2123f, 857f, -1078f) * vec3<f32>(var_1.x, var_1.x, -2653f))))).x + -1913f), _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-var_1.x))), 183f);
                return var_0 - (dot(vec2<u32>(u_input.a, firstLeadingBit(1u)), vec2<u32>(u_input.b.x | 0u, var_0)) & 28794u);
            }
        }
        for (; ; ) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var var_1 = mat4x2<f32>(arg_1, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(2267f, arg_1.x, arg_1.x, -419f))))))).yy * vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_1.x, -1179f) - _wgslsmith_f_op_f32(arg_1.x + 519f)), _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-2039f, arg_1.x, arg_1.x, arg_1.x))).xx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(220f, arg_1.x)))).x)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1.x, -668f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_1.x, -1000f, -559f, -131f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.x, arg_1.x, 115f, -2765f))))).yy * _wgslsmith_f_op_vec2_f32(-arg_1)));
            var var_2 = reverseBits(firstTrailingBit(~vec4<u32>(0u + 1u, 1u, extractBits(vec2<u32>(u_input.b.x, 1u), var_0, 1u).x, ~45840u))).xxx;
            var var_3 = Struct_1(!all(select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], global1[_wgslsmith_index_u32(u_input.a, 2u)], false, global1[_wgslsmith_index_u32(var_0, 2u)]), !vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], true, global1[_wgslsmith_index_u32(29746u, 2u)], true), !vec4<bool>(true, false, global1[_wgslsmith_index_u32(1803u, 2u)], false)).ww), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1[_wgslsmith_index_u32(var_0, 4u)].x, 1102f)) - arg_1), var_1[_wgslsmith_index_u32(~51190u, 4u)], _wgslsmith_f_op_vec2_f32(-vec2<f32>(1f, 1f))), 4294967295u);
            var var_4 = countTrailingZeros(vec4<u32>(countTrailingZeros(~(vec4<u32>(27925u, var_2.x, 53368u, 12106u) & vec4<u32>(var_0, var_3.c, 22688u, u_input.b.x))).x, extractBits(countOneBits(vec3<u32>(53066u, 1u, 23027u)), var_2.x, var_2.x - var_0).x - dot(vec3<u32>(var_2.x, 4294967295u, var_0) - vec3<u32>(45960u, 0u, 0u), max(vec4<u32>(3877u, u_input.b.x, var_0, 33073u), vec4<u32>(var_2.x, 0u, u_input.b.x, var_2.x)).xxx), 4294967295u, 0u));
            let var_5 = arg_0.x;
        }
    }
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        global0 = global1[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 2u)];
        continue;
    }
    if (true) {
        let var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(-arg_1.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(abs(-1930f))), 1000f, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(vec2<f32>(2018f, arg_1.x) * arg_1))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-456f, arg_1.x, -1292f, 1673f) + vec4<f32>(arg_1.x, -850f, arg_1.x, arg_1.x)) * _wgslsmith_div_vec4_f32(vec4<f32>(arg_1.x, arg_1.x, 540f, 1000f), vec4<f32>(-594f, arg_1.x, -649f, 768f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(-952f + 616f), 1000f, 673f, _wgslsmith_f_op_vec2_f32(select(arg_1, arg_1, vec2<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(4294967295u, 2u)]))).x)))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(-2037f, _wgslsmith_f_op_vec2_f32(floor(arg_1)).x, _wgslsmith_div_f32(arg_1.x, arg_1.x), -292f) + vec4<f32>(_wgslsmith_f_op_f32(-arg_1.x), _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(arg_1.x, arg_1.x, -254f), vec3<f32>(-2667f, arg_1.x, arg_1.x), vec3<f32>(-1485f, arg_1.x, -1848f))).x, _wgslsmith_f_op_f32(-658f), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(820f, -852f, -682f))).x)))));
        for (var var_2 = 39766i; var_2 >= -37349i; var_2 += 1i) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            let var_3 = vec4<bool>(true, global1[_wgslsmith_index_u32(u_input.b.x | 0u, 2u)], -(u_input.d * ~(-10130i)) >= (arg_0.x / -8013i), select(select(select(vec4<bool>(true, false, true, false), vec4<bool>(true, global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(90503u, 2u)], false), !global1[_wgslsmith_index_u32(65193u, 2u)]), !(!vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], false, global1[_wgslsmith_index_u32(0u, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)])), !select(vec4<bool>(global1[_wgslsmith_index_u32(var_0, 2u)], false, global1[_wgslsmith_index_u32(34871u, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)]), vec4<bool>(true, false, false, false), vec4<bool>(global1[_wgslsmith_index_u32(107290u, 2u)], global1[_wgslsmith_index_u32(29588u, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)], true))).yz, select(vec2<bool>((u_input.d < u_input.d), true), vec2<bool>(global1[_wgslsmith_index_u32(var_0, 2u)], false), vec2<bool>(global1[_wgslsmith_index_u32(var_0, 2u)] | global1[_wgslsmith_index_u32(1u, 2u)], global1[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(var_0, var_0)).x, 2u)])), select(!vec4<bool>(global1[_wgslsmith_index_u32(32867u, 2u)], global1[_wgslsmith_index_u32(1u, 2u)], global1[_wgslsmith_index_u32(1u, 2u)], false), !select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], true, false, true), vec4<bool>(global1[_wgslsmith_index_u32(39990u, 2u)], global1[_wgslsmith_index_u32(27499u, 2u)], global1[_wgslsmith_index_u32(91559u, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(var_0, 2u)], true, global1[_wgslsmith_index_u32(4294967295u, 2u)], global1[_wgslsmith_index_u32(var_0, 2u)])), vec4<bool>(select(vec2<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], true), vec2<bool>(false, global1[_wgslsmith_index_u32(1u, 2u)]), true).x, false, var_0 > u_input.b.x, true)).yy).x);
            break;
        }
        var var_2 = countLeadingZeros(vec3<u32>(~var_0, ~(~4294967295u) / (89695u / clamp(var_0, 1u, u_input.b.x)), ~var_0));
        var var_3 = vec2<u32>(~67160u, 1u);
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            let var_4 = Struct_1(global1[_wgslsmith_index_u32(~(22193u - 90969u), 2u)], mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(550f, 513f, arg_1.x, 983f))).wx - var_1[_wgslsmith_index_u32(~u_input.a | extractBits(vec4<u32>(var_2.x, var_0, var_2.x, 0u), var_0, 1u).x, 3u)].yz), vec2<f32>(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(var_0, 3u)].x + arg_1.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(1u, 3u)].x))), var_1[_wgslsmith_index_u32(16641u, 3u)].zz), u_input.b.x);
            break;
        }
    } else if (any(select(vec4<bool>(global1[_wgslsmith_index_u32(24267u, 2u)], global1[_wgslsmith_index_u32(insertBits(~var_0, 8597u >> (u_input.b.x % 32u), _wgslsmith_mod_u32(2674u, u_input.a), var_0), 2u)], true | global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(~_wgslsmith_mod_u32(var_0, var_0), 2u)]), !(!select(vec4<bool>(true, global1[_wgslsmith_index_u32(u_input.b.x, 2u)], false, global1[_wgslsmith_index_u32(0u, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(0u, 2u)], global1[_wgslsmith_index_u32(var_0, 2u)], false, global1[_wgslsmith_index_u32(0u, 2u)]), vec4<bool>(false, true, global1[_wgslsmith_index_u32(var_0, 2u)], global1[_wgslsmith_index_u32(11339u, 2u)]))), select(!vec4<bool>(true, true, global1[_wgslsmith_index_u32(4294967295u, 2u)], global1[_wgslsmith_index_u32(u_input.a, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)] && global1[_wgslsmith_index_u32(1u, 2u)], select(vec4<bool>(global1[_wgslsmith_index_u32(var_0, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(1u, 2u)], global1[_wgslsmith_index_u32(var_0, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(107207u, 2u)], global1[_wgslsmith_index_u32(56278u, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(0u, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(332u, 2u)], true, false, global1[_wgslsmith_index_u32(35281u, 2u)])).x, true, select(global1[_wgslsmith_index_u32(u_input.a, 2u)], global1[_wgslsmith_index_u32(var_0, 2u)], true)), global1[_wgslsmith_index_u32(~atomicSub(&wg_atomic_u32, u_input.a), 2u)])).xzy)) {
    } else if (_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_1.x, arg_1.x)), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1546f, 110f, -1020f, arg_1.x))))).x) == _wgslsmith_div_f32(2156f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1.x * -760f))))) {
    } else {
        (global1)[_wgslsmith_index_u32(~var_0 + u_input.b.x, 2u)] = (_wgslsmith_f_op_f32(dot(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-318f, arg_1.x)), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-873f, -784f, 1223f, -2416f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1336f, arg_1.x, arg_1.x, -1000f) + vec4<f32>(arg_1.x, 230f, arg_1.x, 1775f))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-482f, arg_1.x))))) < arg_1.x);
        var var_1 = true | atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a, ~_wgslsmith_mod_u32(u_input.b.x, u_input.a)).exchanged;
        let var_2 = var_0;
        switch (17692i >> (var_0 % 32u)) {
            default: {
                var var_3 = global1[_wgslsmith_index_u32(firstTrailingBit(~(~(var_0 >> (u_input.a % 32u)))) / extractBits(_wgslsmith_mod_vec2_u32(vec2<u32>(9726u, 34982u), ~(vec2<u32>(var_2, 4294967295u) & vec2<u32>(0u, 23931u))), (1u / dot(vec4<u32>(u_input.a, var_2, u_input.b.x, var_0), vec4<u32>(60066u, var_2, 0u, 0u))) << (~(~u_input.a) % 32u), 5823u).x, 2u)];
                let var_4 = !select(!(!select(vec4<bool>(global1[_wgslsmith_index_u32(var_2, 2u)], global1[_wgslsmith_index_u32(var_0, 2u)], true, global1[_wgslsmith_index_u32(var_0, 2u)]), vec4<bool>(true, global1[_wgslsmith_index_u32(10417u, 2u)], true, global1[_wgslsmith_index_u32(u_input.a, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(46776u, 2u)], global1[_wgslsmith_index_u32(88046u, 2u)], true, global1[_wgslsmith_index_u32(76200u, 2u)]))), select(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, var_2, var_2).exchanged, !global1[_wgslsmith_index_u32(4294967295u, 2u)], atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 0u).exchanged, select(vec3<bool>(true, true, false), vec3<bool>(global1[_wgslsmith_index_u32(var_0, 2u)], false, global1[_wgslsmith_index_u32(4294967295u, 2u)]), vec3<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], true, global1[_wgslsmith_index_u32(var_2, 2u)])).x), vec4<bool>(false || global1[_wgslsmith_index_u32(4294967295u, 2u)], true, global1[_wgslsmith_index_u32(1u, 2u)], all(vec2<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], true))), vec4<bool>(67231u == u_input.a, true, select(vec4<bool>(true, true, global1[_wgslsmith_index_u32(var_2, 2u)], global1[_wgslsmith_index_u32(0u, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], false, false, false), vec4<bool>(false, false, false, global1[_wgslsmith_index_u32(4294967295u, 2u)])).x, !global1[_wgslsmith_index_u32(var_2, 2u)])), !(!vec4<bool>(global1[_wgslsmith_index_u32(45962u, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)], false, true)));
            }
        }
    }
    return 0u;
}

fn func_3() -> Struct_1 {
    global0 = all(vec4<bool>(true, false, global1[_wgslsmith_index_u32(u_input.a, 2u)], false));
    while (global1[_wgslsmith_index_u32(countLeadingZeros(~(~countTrailingZeros(vec3<u32>(4294967295u, u_input.b.x, 23318u))) - min(reverseBits(vec4<u32>(u_input.a, u_input.a, 0u, 33400u)), vec4<u32>(u_input.a, func_4(vec4<i32>(u_input.d, 17205i, i32(-2147483648), 2147483647i), vec2<f32>(-1831f, -449f)), 30278u, ~u_input.b.x)).xzx).x, 2u)]) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        continue;
    }
    let var_0 = Struct_1(false, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(625f, -1000f, 108f)), vec3<f32>(500f, -178f, 861f))).zx), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(604f, -790f), vec2<f32>(846f, 1151f), vec2<bool>(true, true))) + _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(1144f, 1803f))))), vec3<f32>(1f, 1f, 1f).yz), ~(reverseBits(countOneBits(vec3<u32>(1u, 0u, 56833u))).x | u_input.b.x));
    var var_1 = Struct_1(all(select(select(vec4<bool>(true, true, true, true), vec4<bool>(var_0.a, var_0.a, var_0.a, var_0.a), !vec4<bool>(true, var_0.a, global1[_wgslsmith_index_u32(u_input.a, 2u)], false)), vec4<bool>(global1[_wgslsmith_index_u32(~u_input.b.x, 2u)], select(vec3<bool>(var_0.a, var_0.a, true), vec3<bool>(false, true, false), vec3<bool>(false, false, var_0.a)).x, 4891u > var_0.c, true), vec4<bool>(!var_0.a, var_0.a, all(vec4<bool>(true, global1[_wgslsmith_index_u32(61081u, 2u)], var_0.a, true)), var_0.a)).www), var_0.b, 0u);
    while (false) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        var var_2 = ~(~min(vec4<u32>(atomicOr(&wg_atomic_u32, var_0.c), firstTrailingBit(vec4<u32>(u_input.b.x, 40206u, u_input.b.x, 1u)).x, var_1.c, atomicMin(&wg_atomic_u32, 3180u)), ~vec4<u32>(1u, 4294967295u, var_0.c, var_0.c)).x);
        for (var var_3 = -1i; var_1.a; var_3 -= 1i) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            continue;
        }
        while (any(!vec3<bool>(true, true, select(vec2<bool>(global1[_wgslsmith_index_u32(0u, 2u)], false), vec2<bool>(var_0.a, true), select(vec3<bool>(global1[_wgslsmith_index_u32(88480u, 2u)], true, var_1.a), vec3<bool>(false, var_1.a, var_0.a), var_0.a).yx).x))) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            continue;
        }
    }
    return Struct_1(atomicCompareExchangeWeak(&wg_atomic_u32, 83300u, 22416u + select(countLeadingZeros(u_input.b.x), 23538u, var_0.a)).exchanged, var_0.b, ~4294967295u);
}

fn func_2(arg_0: Struct_1, arg_1: mat2x2<f32>, arg_2: mat3x2<f32>) -> mat3x3<f32> {
    while (true) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        var var_0 = _wgslsmith_div_vec2_f32(arg_1[_wgslsmith_index_u32(68659u, 2u)], _wgslsmith_f_op_vec2_f32(round(vec2<f32>(arg_1[_wgslsmith_index_u32(~extractBits(56168u, arg_0.c, 53698u), 2u)].x, 312f))));
        global0 = all(select(select(vec3<bool>(arg_0.a, global1[_wgslsmith_index_u32(u_input.a, 2u)], false), select(vec3<bool>(arg_0.a, global1[_wgslsmith_index_u32(37961u, 2u)], arg_0.a), vec3<bool>(arg_0.a, true, false), global1[_wgslsmith_index_u32(u_input.b.x, 2u)]), global1[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(u_input.a, 5292u, 32006u, u_input.b.x)).x, 2u)]).zz, select(!vec2<bool>(false, arg_0.a), !vec2<bool>(global1[_wgslsmith_index_u32(17019u, 2u)], global1[_wgslsmith_index_u32(7108u, 2u)]), (u_input.c < 8459i)), 683f != _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-682f, 475f, arg_0.b[_wgslsmith_index_u32(28355u, 3u)].x, arg_2[_wgslsmith_index_u32(0u, 3u)].x))).x)) == !(~(-7122i) <= -u_input.c);
        continue;
    }
    loop {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        var var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-1585f - arg_2[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-1185f - arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_div_f32(arg_0.b[_wgslsmith_index_u32(arg_0.c, 3u)].x, 583f), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x))) * _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, 404f, arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-861f, arg_1[_wgslsmith_index_u32(13578u, 2u)].x, arg_0.b[_wgslsmith_index_u32(arg_0.c, 3u)].x, 1566f)), vec4<f32>(_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(66993u, 3u)].x), arg_0.b[_wgslsmith_index_u32(select(vec4<u32>(u_input.a, arg_0.c, 4294967295u, arg_0.c), vec4<u32>(48337u, 4294967295u, arg_0.c, arg_0.c), arg_0.a).x, 3u)].x, -1430f, _wgslsmith_f_op_f32(-(-877f)))))), vec4<f32>(413f, arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x, _wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x, -167f, arg_0.b[_wgslsmith_index_u32(arg_0.c, 3u)].x, -532f))).yw)).x)), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-517f, arg_2[_wgslsmith_index_u32(arg_0.c, 3u)].x, arg_2[_wgslsmith_index_u32(arg_0.c, 3u)].x, 446f), vec4<f32>(767f, arg_2[_wgslsmith_index_u32(arg_0.c, 3u)].x, arg_1[_wgslsmith_index_u32(61105u, 2u)].x, -644f))))).x), vec4<f32>(arg_1[_wgslsmith_index_u32(28163u, 2u)].x, 1036f, arg_0.b[_wgslsmith_index_u32(~67084u, 3u)].x, 113f), vec4<f32>(arg_0.b[_wgslsmith_index_u32(65266u, 3u)].x, arg_0.b[_wgslsmith_index_u32(arg_0.c, 3u)].x, 1000f, arg_1[_wgslsmith_index_u32(~u_input.b.x, 2u)].x));
        continuing {
            break if !global1[_wgslsmith_index_u32((firstLeadingBit(~vec4<u32>(51777u, 6010u, arg_0.c, 1u)).x - ((0u + u_input.b.x) ^ arg_0.c)) - min(u_input.b, ~_wgslsmith_mod_vec2_u32(u_input.b, vec2<u32>(arg_0.c, 57828u))).x, 2u)];
        }
    }
    let var_0 = -19092i;
    while (arg_0.a) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x, -967f, 1838f), vec3<f32>(arg_2[_wgslsmith_index_u32(12015u, 3u)].x, arg_1[_wgslsmith_index_u32(65591u, 2u)].x, arg_2[_wgslsmith_index_u32(932u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, 1651f, -247f, arg_2[_wgslsmith_index_u32(u_input.b.x, 3u)].x), vec4<f32>(916f, -1000f, arg_2[_wgslsmith_index_u32(2994u, 3u)].x, arg_0.b[_wgslsmith_index_u32(arg_0.c, 3u)].x)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1117f, arg_1[_wgslsmith_index_u32(0u, 2u)].x, arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x, -1053f), vec4<f32>(120f, 509f, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, -829f), global1[_wgslsmith_index_u32(47634u, 2u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2[_wgslsmith_index_u32(arg_0.c, 3u)].x, arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 1000f)))).zxx))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b[_wgslsmith_index_u32(13523u, 3u)].x, arg_1[_wgslsmith_index_u32(102818u, 2u)].x, 510f) - vec3<f32>(-1450f, 102f, -1000f)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 1232f, arg_0.b[_wgslsmith_index_u32(0u, 3u)].x))) + _wgslsmith_f_op_vec3_f32(vec3<f32>(617f, 496f, -1720f) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.b[_wgslsmith_index_u32(arg_0.c, 3u)].x, -718f, -183f)))) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(~60885u, 2u)].x, _wgslsmith_f_op_vec2_f32(floor(arg_2[_wgslsmith_index_u32(0u, 3u)])).x, -835f))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(-646f * arg_0.b[_wgslsmith_index_u32(3833u, 3u)].x), _wgslsmith_f_op_f32(-1555f), _wgslsmith_f_op_f32(-612f)) + vec4<f32>(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(arg_0.c, 3u)].x), _wgslsmith_div_f32(arg_2[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 1025f), _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(u_input.a, 3u)].x * arg_2[_wgslsmith_index_u32(u_input.a, 3u)].x), -554f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(606f, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, 684f, arg_1[_wgslsmith_index_u32(3082u, 2u)].x))))))).xzy);
    }
    var var_1 = mat4x2<f32>(arg_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(max(~vec4<u32>(4294967295u, 0u, 58060u, arg_0.c), vec4<u32>(31815u, 0u, u_input.a, 26983u)).x, arg_0.c) | ~atomicLoad(&wg_atomic_u32), 3u)], arg_2[_wgslsmith_index_u32(~(~(~(~arg_0.c))), 3u)], vec2<f32>(arg_0.b[_wgslsmith_index_u32(~1u, 3u)].x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.b.x, 3u)].x)), arg_2[_wgslsmith_index_u32(u_input.a, 3u)]);
    return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(609f, var_1[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_2[_wgslsmith_index_u32(arg_0.c, 3u)].x) + vec4<f32>(arg_0.b[_wgslsmith_index_u32(0u, 3u)].x, arg_2[_wgslsmith_index_u32(u_input.a, 3u)].x, -381f, -503f))))).yxz), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(var_1[_wgslsmith_index_u32(0u, 4u)])).x * _wgslsmith_div_f32(1621f, arg_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), -248f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(step(vec3<f32>(arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x, -1000f, -1000f), vec3<f32>(var_1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -1406f, arg_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x))).x)))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(31705u, 4u)].x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(~u_input.b.x, 4u)].x), _wgslsmith_f_op_vec2_f32(ceil(arg_1[_wgslsmith_index_u32(~arg_0.c, 2u)])).x)));
}

fn func_1(arg_0: mat3x3<f32>) -> u32 {
    (global1)[_wgslsmith_index_u32(max(u_input.b.x, dot(vec2<u32>(u_input.a + ~18671u, insertBits(1u, ~4294967295u, select(vec4<u32>(u_input.b.x, 12398u, u_input.a, u_input.b.x), vec4<u32>(u_input.b.x, u_input.a, u_input.a, u_input.a), false).x, firstLeadingBit(vec3<u32>(123896u, 77916u, 43480u)).x)), u_input.b)), 2u)] = global1[_wgslsmith_index_u32(countLeadingZeros(~atomicSub(&wg_atomic_u32, ~atomicXor(&wg_atomic_u32, u_input.b.x))), 2u)];
    global0 = true;
    var var_0 = 0u;
    var var_1 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-1880f), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)] * arg_0[_wgslsmith_index_u32(81950u, 3u)])))).x, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x - arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(0u, 3u)].x + arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x), 1441f), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(28754u, 3u)].x, arg_0[_wgslsmith_index_u32(77715u, 3u)].x))))), !global1[_wgslsmith_index_u32(u_input.b.x, 2u)] && true)).x, arg_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b.x, ~u_input.a), 3u)].x), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(30886u, 3u)].x, -1587f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -126f) - vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -662f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -137f)), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -538f, 641f, 203f))) + _wgslsmith_div_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -935f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1662f), _wgslsmith_f_op_vec4_f32(vec4<f32>(616f, 813f, -530f, -264f) + vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 582f)))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp2(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)])).x * _wgslsmith_f_op_f32(-1502f)), 680f, 943f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].x + 281f), _wgslsmith_f_op_vec2_f32(select(arg_0[_wgslsmith_index_u32(1u, 3u)].yz, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].xy, vec2<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], false))).x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-712f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 1643f))))) + vec4<f32>(1674f, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x * arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -346f))).x, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(32433u, 3u)].x, 1409f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(17943u, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, -1000f, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).x))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(8383u, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -416f) * vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 164f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, -105f)) + vec4<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -791f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -713f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(38049u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(488u, 3u)].x, 432f, 192f, 954f) - vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -930f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x)), _wgslsmith_div_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(34742u, 3u)].x, 996f, arg_0[_wgslsmith_index_u32(50938u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x), vec4<f32>(829f, arg_0[_wgslsmith_index_u32(36876u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -828f))))))));
    if (!global1[_wgslsmith_index_u32(4294967295u, 2u)]) {
        let var_2 = ~(-vec3<i32>(0i, sign(vec4<i32>(u_input.c, 2147483647i, -61618i, u_input.d) & vec4<i32>(u_input.d, u_input.d, u_input.d, u_input.c)).x, u_input.d));
        loop {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        }
    }
    return 63036u;
}

@compute
@workgroup_size(1u)
fn main() {
    (global1)[_wgslsmith_index_u32(func_1(func_2(func_3(), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(525f, -1187f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-249f, 713f))), func_3().b)), 2u)] = global1[_wgslsmith_index_u32(u_input.b.x / 28215u, 2u)];
    let var_0 = Struct_1(select(vec3<bool>(!any(vec2<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], global1[_wgslsmith_index_u32(4294967295u, 2u)])), !all(vec2<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], global1[_wgslsmith_index_u32(u_input.a, 2u)])), true && (true & global1[_wgslsmith_index_u32(30979u, 2u)])), select(select(select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)], false, false, global1[_wgslsmith_index_u32(6583u, 2u)]), vec4<bool>(false, global1[_wgslsmith_index_u32(u_input.a, 2u)], true, global1[_wgslsmith_index_u32(12812u, 2u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 2u)], false, false, global1[_wgslsmith_index_u32(97772u, 2u)])), vec4<bool>(global1[_wgslsmith_index_u32(0u, 2u)], global1[_wgslsmith_index_u32(u_input.a, 2u)], global1[_wgslsmith_index_u32(u_input.a, 2u)], global1[_wgslsmith_index_u32(u_input.b.x, 2u)]), !global1[_wgslsmith_index_u32(u_input.b.x, 2u)]), vec4<bool>(true, true, true, true), vec4<bool>(any(vec2<bool>(false, global1[_wgslsmith_index_u32(65472u, 2u)])), global1[_wgslsmith_index_u32(countOneBits(vec3<u32>(u_input.b.x, u_input.a, u_input.a)).x, 2u)], global1[_wgslsmith_index_u32(~1u, 2u)], true)).xww, select(vec4<bool>(true, false | global1[_wgslsmith_index_u32(66048u, 2u)], all(vec2<bool>(false, false)), true), vec4<bool>(true, true, global1[_wgslsmith_index_u32(u_input.b.x, 2u)], u_input.c != 1i), vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 2u)], global1[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(u_input.a, u_input.b.x, u_input.b.x)).x, 2u)], (u_input.b.x < u_input.a), true)).wwy).x, func_3().b, (countTrailingZeros(u_input.b).x | 4294967295u) | u_input.b.x);
    var var_1 = var_0;
    for (var var_2 = 1i; ; ) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        for (var var_3 = 0i; false; ) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            continue;
        }
    }
    for (; true; ) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
    }
    var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(2400f, -1386f, var_0.b[_wgslsmith_index_u32(var_0.c, 3u)].x, 557f), vec4<f32>(1000f, var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x, -620f, 256f)) - _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-107f, var_1.b[_wgslsmith_index_u32(0u, 3u)].x, var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x, var_0.b[_wgslsmith_index_u32(var_0.c, 3u)].x))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x, -1161f, -528f, 639f) - vec4<f32>(556f, 785f, var_0.b[_wgslsmith_index_u32(var_1.c, 3u)].x, 789f)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.b[_wgslsmith_index_u32(40837u, 3u)].x, var_1.b[_wgslsmith_index_u32(1u, 3u)].x, var_0.b[_wgslsmith_index_u32(2937u, 3u)].x, var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x) - vec4<f32>(var_1.b[_wgslsmith_index_u32(var_1.c, 3u)].x, 1210f, -958f, var_0.b[_wgslsmith_index_u32(0u, 3u)].x))) - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1705f, var_1.b[_wgslsmith_index_u32(12522u, 3u)].x, -545f, -1143f) - vec4<f32>(var_1.b[_wgslsmith_index_u32(var_1.c, 3u)].x, var_0.b[_wgslsmith_index_u32(0u, 3u)].x, 868f, -504f)), vec4<f32>(-1651f, -356f, 1372f, 301f))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-294f, -519f, 167f, -199f)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, -1086f, var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x, var_1.b[_wgslsmith_index_u32(4294967295u, 3u)].x))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-273f, var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x, var_1.b[_wgslsmith_index_u32(67961u, 3u)].x, var_1.b[_wgslsmith_index_u32(4294967295u, 3u)].x) * vec4<f32>(213f, -794f, var_1.b[_wgslsmith_index_u32(var_1.c, 3u)].x, var_0.b[_wgslsmith_index_u32(38676u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(117910u, 3u)].x, -1018f, var_1.b[_wgslsmith_index_u32(1u, 3u)].x, 609f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-481f, var_1.b[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.b[_wgslsmith_index_u32(1u, 3u)].x, var_0.b[_wgslsmith_index_u32(12967u, 3u)].x) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, 598f, -318f, var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x)))) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, -1058f, -612f, 1158f) + _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-242f, var_1.b[_wgslsmith_index_u32(var_0.c, 3u)].x, var_0.b[_wgslsmith_index_u32(var_0.c, 3u)].x, var_1.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(var_0.c, 3u)].x, -1056f, var_0.b[_wgslsmith_index_u32(var_0.c, 3u)].x, var_1.b[_wgslsmith_index_u32(u_input.a, 3u)].x)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, 1000f, var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_1.b[_wgslsmith_index_u32(var_1.c, 3u)].x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.b[_wgslsmith_index_u32(0u, 3u)].x, var_0.b[_wgslsmith_index_u32(var_1.c, 3u)].x, var_0.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, var_1.b[_wgslsmith_index_u32(var_1.c, 3u)].x)))));
    while (!any(!(!vec4<bool>(global1[_wgslsmith_index_u32(23388u, 2u)], false, true, var_1.a)))) {
        if (LOOP_COUNTERS[19u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
        (var_1).a = !(!(min(~4294967295u, ~var_1.c) >= var_1.c));
        var var_3 = func_3();
        while (atomicLoad(&wg_atomic_u32) <= (u_input.b.x << ((u_input.a * 54746u) % 32u))) {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            var var_4 = func_3();
            var_3 = func_3();
            var var_5 = _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_4.b[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(fract(var_4.b[_wgslsmith_index_u32(var_4.c, 3u)].x))), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_2[_wgslsmith_index_u32(24758u, 4u)].x, -2487f, -2206f, 1000f), _wgslsmith_f_op_vec4_f32(var_2[_wgslsmith_index_u32(var_1.c, 4u)] * vec4<f32>(1177f, 364f, var_2[_wgslsmith_index_u32(u_input.b.x, 4u)].x, var_4.b[_wgslsmith_index_u32(1u, 3u)].x)))).x, 422f, _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1000f, 1000f) * vec2<f32>(var_4.b[_wgslsmith_index_u32(var_4.c, 3u)].x, -335f)))).x)), vec4<f32>(_wgslsmith_f_op_f32(1083f + 1017f), -1665f, _wgslsmith_f_op_f32(-var_1.b[_wgslsmith_index_u32(37120u, 3u)].x), var_4.b[_wgslsmith_index_u32(var_1.c, 3u)].x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(655f, 269f, var_2[_wgslsmith_index_u32(var_0.c, 4u)].x, 170f)))) * vec4<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-790f, 1172f, -1082f, 571f))).x, _wgslsmith_f_op_f32(-(-661f)), _wgslsmith_f_op_vec3_f32(round(var_2[_wgslsmith_index_u32(27062u, 4u)].xxz)).x, var_1.b[_wgslsmith_index_u32(~53205u, 3u)].x)))));
        }
    }
    let x = u_input.a;
    s_output = StorageBuffer(vec3<u32>(1u, 4294967295u, var_1.c >> (var_0.c % 32u)), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(var_1.b[_wgslsmith_index_u32(1u, 3u)].x, var_0.b[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-(-357f)), _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(4294967295u, 4u)].x * var_0.b[_wgslsmith_index_u32(var_0.c, 3u)].x), _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(var_1.c, 4u)].x))), var_2[_wgslsmith_index_u32(countOneBits(max(vec4<u32>(0u, 40965u, var_1.c, 0u), vec4<u32>(var_1.c, 1139u, 4294967295u, 1u)) + (vec4<u32>(53108u, 65099u, u_input.b.x, 16592u) << (vec4<u32>(52440u, var_0.c, 1u, u_input.a) % vec4<u32>(32u)))).x, 4u)], var_2[_wgslsmith_index_u32(5747u, 4u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_2[_wgslsmith_index_u32(var_0.c, 4u)].x, 253f, -907f, var_1.b[_wgslsmith_index_u32(55288u, 3u)].x), _wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(4294967295u, 4u)]))))), vec4<f32>(var_2[_wgslsmith_index_u32(countTrailingZeros(u_input.b).x, 4u)].x, -924f, 1000f, 1199f), mat4x3<f32>(var_2[_wgslsmith_index_u32(reverseBits(countLeadingZeros(~vec4<u32>(var_0.c, 1u, 34202u, u_input.b.x))).x, 4u)].yww, _wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32((u_input.b.x >> (47606u % 32u)) & _wgslsmith_mod_u32(14663u, var_1.c), 4u)].zzy + vec3<f32>(_wgslsmith_div_f32(-885f, var_0.b[_wgslsmith_index_u32(var_0.c, 3u)].x), _wgslsmith_div_f32(var_2[_wgslsmith_index_u32(var_1.c, 4u)].x, -678f), _wgslsmith_div_f32(389f, 754f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(1u, 4u)].x + var_0.b[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-825f), _wgslsmith_f_op_f32(-1526f))), _wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 1u), 4u)].zzx + vec3<f32>(_wgslsmith_f_op_f32(416f * 1655f), _wgslsmith_f_op_f32(-(-102f)), _wgslsmith_f_op_f32(-var_1.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x)))));
}

