// {"0:0":[215,39,121,133,112,145,101,184,57,79,18,115,202,166,95,172,98,56,225,68,248,241,97,38,71,140,145,49,105,188,111,155,40,250,137,108,41,113,193,183,82,229,233,40,79,118,252,161,17,31,180,137,82,103,195,163,28,2,172,164,26,141,250,74,156,244,209,172,125,105,167,73,98,167,166,114,55,168,47,136,80,77,54,150,163,183,170,80,12,60,190,168,194,222,193,142,160,151,221,120,42,192,84,41,5,101,93,142,234,168,91,145,64,217,64,87,144,87,168,238,255,37,213,109,115,96,237,90]}
// Seed: 40

struct Struct_1 {
    @align(16)
    @size(32)
    a: mat2x3<f32>,
}

struct UniformBuffer {
    a: u32,
    @align(64)
    b: vec3<i32>,
}

struct StorageBuffer {
    @size(48)
    a: mat2x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: array<Struct_1, 9> = array<Struct_1, 9>(Struct_1(mat2x3<f32>(vec3<f32>(492f, 223f, 665f), vec3<f32>(573f, -2332f, -2289f))), Struct_1(mat2x3<f32>(vec3<f32>(-1000f, -1665f, 596f), vec3<f32>(623f, 495f, -1326f))), Struct_1(mat2x3<f32>(vec3<f32>(1020f, 756f, 676f), vec3<f32>(-494f, 1716f, 537f))), Struct_1(mat2x3<f32>(vec3<f32>(159f, -1000f, 1031f), vec3<f32>(-173f, 1160f, 1000f))), Struct_1(mat2x3<f32>(vec3<f32>(889f, -303f, 522f), vec3<f32>(862f, -1346f, -1874f))), Struct_1(mat2x3<f32>(vec3<f32>(1041f, 1607f, 630f), vec3<f32>(755f, -114f, -391f))), Struct_1(mat2x3<f32>(vec3<f32>(1299f, -119f, 1555f), vec3<f32>(-316f, -482f, 884f))), Struct_1(mat2x3<f32>(vec3<f32>(762f, 1080f, 175f), vec3<f32>(927f, 1036f, 846f))), Struct_1(mat2x3<f32>(vec3<f32>(381f, -448f, -2060f), vec3<f32>(-946f, 1937f, -229f))));

var<workgroup> global1: array<mat3x4<f32>, 31>;

var<private> global2: array<mat2x2<f32>, 11> = array<mat2x2<f32>, 11>(mat2x2<f32>(vec2<f32>(1374f, 547f), vec2<f32>(-338f, -464f)), mat2x2<f32>(vec2<f32>(1037f, -1920f), vec2<f32>(-761f, -1000f)), mat2x2<f32>(vec2<f32>(-658f, 271f), vec2<f32>(-1264f, 1035f)), mat2x2<f32>(vec2<f32>(383f, -373f), vec2<f32>(-1000f, 1470f)), mat2x2<f32>(vec2<f32>(469f, -213f), vec2<f32>(-653f, -309f)), mat2x2<f32>(vec2<f32>(585f, 568f), vec2<f32>(254f, 447f)), mat2x2<f32>(vec2<f32>(-2762f, -2035f), vec2<f32>(-1825f, 894f)), mat2x2<f32>(vec2<f32>(-1000f, -699f), vec2<f32>(-1824f, -377f)), mat2x2<f32>(vec2<f32>(286f, 694f), vec2<f32>(106f, 1927f)), mat2x2<f32>(vec2<f32>(-2030f, -1317f), vec2<f32>(993f, 734f)), mat2x2<f32>(vec2<f32>(2139f, -108f), vec2<f32>(828f, -1022f)));

var<private> global3: array<mat2x3<f32>, 29>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 21>;

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn func_5(arg_0: vec4<u32>, arg_1: Struct_1, arg_2: Struct_1) -> bool {
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    var var_0 = vec3<bool>(any(vec2<bool>(true, true)), any(vec3<bool>(vec4<bool>(true, true, true, true).x, !(i32(-2147483648) <= u_input.b.x), true)), !(((7059u + 14741u) ^ arg_0.x) == 4294967295u));
    var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1215f, _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(792f, -728f))).x, _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(-943f, arg_1.a[_wgslsmith_index_u32(66533u, 2u)].x, arg_2.a[_wgslsmith_index_u32(arg_0.x, 2u)].x))).x, _wgslsmith_f_op_f32(-(-838f)))))).zx, _wgslsmith_f_op_vec2_f32(fract(arg_2.a[_wgslsmith_index_u32(~18805u, 2u)].yy)), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-(-655f)), -856f), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 1134f)))), _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_2.a[_wgslsmith_index_u32(reverseBits(arg_0.xzx).x, 2u)].x, 1017f) - vec2<f32>(_wgslsmith_f_op_f32(-(-532f)), _wgslsmith_f_op_f32(-arg_1.a[_wgslsmith_index_u32(1u, 2u)].x))), clamp(countLeadingZeros(vec3<u32>(1u, u_input.a, 4294967295u)).yy, vec2<u32>(u_input.a, arg_0.x), countLeadingZeros(arg_0.zzx).xy).x != insertBits(~arg_0, arg_0 + arg_0, ~46835u, u_input.a >> (arg_0.x % 32u)).x)));
    let var_2 = arg_2;
    var var_3 = ~78849u * (1u * ((1u * (u_input.a >> (53670u % 32u))) ^ 0u));
    return !(!select(select(select(vec4<bool>(var_0.x, var_0.x, var_0.x, var_0.x), vec4<bool>(var_0.x, var_0.x, var_0.x, false), vec4<bool>(var_0.x, true, var_0.x, false)), !vec4<bool>(var_0.x, false, false, false), !vec4<bool>(false, var_0.x, false, true)).zz, vec2<bool>(!var_0.x, var_0.x), all(!vec3<bool>(var_0.x, var_0.x, var_0.x))).x);
}

fn func_4(arg_0: i32, arg_1: mat2x3<f32>, arg_2: mat2x3<f32>, arg_3: vec2<i32>) -> Struct_1 {
    let var_0 = u_input.b.x;
    let var_1 = arg_3;
    while (true) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        continue;
    }
    let var_2 = -34682i;
    if (select(vec2<bool>(func_5(~vec4<u32>(u_input.a, u_input.a, u_input.a, 34442u), global0[_wgslsmith_index_u32(dot(vec3<u32>(u_input.a, 63698u, u_input.a), countOneBits(vec4<u32>(50724u, u_input.a, u_input.a, 24628u)).zww), 9u)], Struct_1(arg_2)), any(vec4<bool>(true, all(vec3<bool>(true, true, true)), vec3<bool>(true, true, true).x, true))), vec2<bool>(true, true), all(vec4<bool>(all(vec4<bool>(true, false, true, true)), true, true, atomicCompareExchangeWeak(&wg_atomic_i32, var_0, 2147483647i).exchanged))).x) {
        var var_3 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(arg_2[_wgslsmith_index_u32(extractBits(vec3<u32>(u_input.a, 1u, 4294967295u), u_input.a, u_input.a).x, 2u)].x, _wgslsmith_div_f32(2317f, 834f), _wgslsmith_f_op_f32(max(arg_2[_wgslsmith_index_u32(u_input.a, 2u)].x, 429f)), _wgslsmith_f_op_vec2_f32(clamp(arg_2[_wgslsmith_index_u32(30863u, 2u)].yx, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].xx, arg_2[_wgslsmith_index_u32(u_input.a, 2u)].zx)).x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(112f, 729f, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, 780f)))))))).xww, arg_2[_wgslsmith_index_u32(firstTrailingBit(firstTrailingBit(~(vec3<u32>(u_input.a, 1u, u_input.a) + vec3<u32>(u_input.a, 37694u, 4294967295u))).yy).x, 2u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1090f, 1506f, arg_2[_wgslsmith_index_u32(39010u, 2u)].x), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-780f, arg_1[_wgslsmith_index_u32(54921u, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, -502f))).zzz)).x, arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(356f - arg_2[_wgslsmith_index_u32(28306u, 2u)].x)))), _wgslsmith_f_op_vec3_f32(trunc(arg_2[_wgslsmith_index_u32(u_input.a, 2u)])));
        let var_4 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(17180u, 2u)].x), _wgslsmith_f_op_vec2_f32(step(var_3[_wgslsmith_index_u32(u_input.a, 4u)].zx, vec2<f32>(-234f, -452f))).x, _wgslsmith_f_op_f32(-492f), _wgslsmith_f_op_f32(abs(arg_1[_wgslsmith_index_u32(75135u, 2u)].x))))), vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, _wgslsmith_div_f32(arg_2[_wgslsmith_index_u32(~dot(vec3<u32>(u_input.a, u_input.a, u_input.a), vec3<u32>(u_input.a, u_input.a, u_input.a)), 2u)].x, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(var_3[_wgslsmith_index_u32(u_input.a, 4u)] - vec3<f32>(arg_2[_wgslsmith_index_u32(u_input.a, 2u)].x, var_3[_wgslsmith_index_u32(4294967295u, 4u)].x, 1058f)))).x), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x), -397f));
        let var_5 = Struct_1(mat2x3<f32>(arg_2[_wgslsmith_index_u32(~4294967295u * u_input.a, 2u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(step(var_4[_wgslsmith_index_u32(u_input.a, 2u)], vec4<f32>(var_3[_wgslsmith_index_u32(14350u, 4u)].x, var_3[_wgslsmith_index_u32(4294967295u, 4u)].x, var_3[_wgslsmith_index_u32(18302u, 4u)].x, arg_1[_wgslsmith_index_u32(5260u, 2u)].x))).zyx, _wgslsmith_f_op_vec3_f32(abs(arg_1[_wgslsmith_index_u32(u_input.a, 2u)]))))));
        var var_6 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(_wgslsmith_f_op_f32(-393f + arg_2[_wgslsmith_index_u32(u_input.a, 2u)].x), _wgslsmith_f_op_f32(-665f)))), arg_1[_wgslsmith_index_u32(1u / 4294967295u, 2u)].yz)), _wgslsmith_f_op_vec2_f32(-var_3[_wgslsmith_index_u32(u_input.a, 4u)].zz), var_5.a[_wgslsmith_index_u32(~1945u, 2u)].yy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1148f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(50634u, 2u)].x) * 569f))));
    }
    return global0[_wgslsmith_index_u32(~1u, 9u)];
}

fn func_3(arg_0: i32, arg_1: Struct_1) -> u32 {
    global0 = array<Struct_1, 9>();
    while (true) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        global1 = array<mat3x4<f32>, 31>();
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            let var_0 = Struct_1(mat2x3<f32>(vec3<f32>(-192f, arg_1.a[_wgslsmith_index_u32(~(~4294967295u), 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(clamp(-1000f, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(1u, 2u)].x)) * -100f)), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_1.a[_wgslsmith_index_u32(4294967295u * 4294967295u, 2u)].x, _wgslsmith_div_f32(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 937f), _wgslsmith_f_op_f32(arg_1.a[_wgslsmith_index_u32(4294967295u, 2u)].x + -297f))))));
            var var_1 = global0[_wgslsmith_index_u32(~u_input.a, 9u)];
            var var_2 = Struct_1(mat2x3<f32>(vec3<f32>(-678f, -1278f, func_4(countTrailingZeros(u_input.b.x), var_1.a, var_1.a, u_input.b.xx).a[_wgslsmith_index_u32(~firstLeadingBit(vec2<u32>(0u, u_input.a)).x, 2u)].x), var_0.a[_wgslsmith_index_u32(~(~u_input.a), 2u)]));
        }
    }
    let var_0 = global0[_wgslsmith_index_u32(u_input.a, 9u)];
    return ~(~max(~vec2<u32>(u_input.a, u_input.a) >> (~vec2<u32>(u_input.a, u_input.a) % vec2<u32>(32u)), vec2<u32>(u_input.a, 1u) / ~vec2<u32>(u_input.a, u_input.a)).x);
}

fn func_2(arg_0: bool, arg_1: Struct_1, arg_2: i32) -> mat3x4<f32> {
    (global2)[_wgslsmith_index_u32(dot(clamp(max(~vec4<u32>(48090u, 4294967295u, u_input.a, 0u), vec4<u32>(u_input.a, 74832u, u_input.a, 20744u)), vec4<u32>(atomicMax(&wg_atomic_u32, 20926u), 37679u, ~u_input.a, 0u), vec4<u32>(560u, u_input.a, u_input.a ^ 67946u, ~u_input.a)).yy * vec2<u32>(~u_input.a, 1u), abs(vec2<u32>(0u, ~_wgslsmith_mod_u32(u_input.a, u_input.a)))), 11u)] = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(1827f, 474f) - _wgslsmith_f_op_vec2_f32(-arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].xz)), arg_1.a[_wgslsmith_index_u32(17699u, 2u)].yx);
    if (any(select(vec4<bool>(select(vec3<bool>(arg_0, true, arg_0), vec3<bool>(true, arg_0, arg_0), false).x && any(vec4<bool>(arg_0, arg_0, arg_0, false)), false, arg_0, !(arg_0 || arg_0)), select(vec4<bool>(true, select(vec4<bool>(arg_0, true, true, arg_0), vec4<bool>(arg_0, arg_0, arg_0, arg_0), true).x, !arg_0, arg_0), select(vec4<bool>(arg_0, false, arg_0, arg_0), select(vec4<bool>(arg_0, true, arg_0, arg_0), vec4<bool>(true, arg_0, true, false), vec4<bool>(arg_0, false, arg_0, false)), !arg_0), select(vec4<bool>(arg_0, arg_0, true, arg_0), vec4<bool>(true, true, true, true), !vec4<bool>(true, arg_0, false, arg_0))), select(select(!vec4<bool>(true, arg_0, true, arg_0), vec4<bool>(true, arg_0, true, arg_0), !arg_0), vec4<bool>(select(vec2<bool>(true, true), vec2<bool>(true, arg_0), arg_0).x, select(vec3<bool>(false, arg_0, arg_0), vec3<bool>(arg_0, arg_0, false), arg_0).x, !arg_0, select(vec4<bool>(arg_0, true, arg_0, arg_0), vec4<bool>(arg_0, false, false, arg_0), vec4<bool>(arg_0, arg_0, arg_0, arg_0)).x), vec4<bool>(select(vec3<bool>(arg_0, false, false), vec3<bool>(true, true, arg_0), vec3<bool>(arg_0, arg_0, true)).x, arg_0, true, arg_0))))) {
        var var_0 = select(vec4<bool>(true, true, !all(vec4<bool>(arg_0, arg_0, arg_0, arg_0)), arg_0 || arg_0), vec4<bool>(true, true, true, arg_0), true && !all(vec4<bool>(false, arg_0, arg_0, true))).xy;
        let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)]) - arg_1.a[_wgslsmith_index_u32(0u, 2u)]) + _wgslsmith_f_op_vec3_f32(select(vec3<f32>(arg_1.a[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(21274u, 2u)].x), _wgslsmith_f_op_vec3_f32(-arg_1.a[_wgslsmith_index_u32(0u, 2u)]), false))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(71963u, 2u)].x, 215f)))).zww - arg_1.a[_wgslsmith_index_u32(reverseBits(extractBits(vec4<u32>(108039u, u_input.a, 1046u, u_input.a), 26263u, u_input.a).xzz).x, 2u)])), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(110f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x * arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x)), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-arg_1.a[_wgslsmith_index_u32(37798u, 2u)].x))), arg_1.a[_wgslsmith_index_u32(_wgslsmith_mod_u32(52086u, u_input.a + 1u), 2u)].x))).xwx, arg_1.a[_wgslsmith_index_u32(~(~select(vec4<u32>(0u, 4294967295u, u_input.a, 14869u), vec4<u32>(u_input.a, 4294967295u, u_input.a, u_input.a) + vec4<u32>(u_input.a, 4294967295u, 4294967295u, u_input.a), select(vec4<bool>(var_0.x, false, false, false), vec4<bool>(var_0.x, var_0.x, false, true), vec4<bool>(true, arg_0, false, var_0.x))).x), 2u)]);
        global2 = array<mat2x2<f32>, 11>();
    }
    (global1)[_wgslsmith_index_u32(~(firstTrailingBit(~vec2<u32>(6196u, u_input.a) * vec4<u32>(1u, 1u, 1u, 1u).zy).x ^ u_input.a), 31u)] = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-803f)) * -2302f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_1.a[_wgslsmith_index_u32(1u, 2u)].x + arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x) + _wgslsmith_f_op_f32(-1356f)), _wgslsmith_f_op_vec3_f32(trunc(arg_1.a[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, 74942u), 2u)])).x, _wgslsmith_f_op_f32(saturate(307f))))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.a[_wgslsmith_index_u32(1u, 2u)].x, arg_1.a[_wgslsmith_index_u32(61068u, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x) - vec4<f32>(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(1u, 2u)].x, arg_1.a[_wgslsmith_index_u32(46864u, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(1u, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, -134f)))))));
    global0 = array<Struct_1, 9>();
    for (var var_0: i32; var_0 <= 42488i; var_0 += 1i) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        return mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-269f))), arg_1.a[_wgslsmith_index_u32(firstLeadingBit(~vec2<u32>(60047u, 30605u)).x, 2u)].x, 1090f))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, _wgslsmith_f_op_f32(920f + 893f), arg_1.a[_wgslsmith_index_u32(0u, 2u)].x, 1180f) * vec4<f32>(arg_1.a[_wgslsmith_index_u32(37872u, 2u)].x, _wgslsmith_f_op_f32(arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x - 723f), _wgslsmith_f_op_f32(-2055f * 1434f), arg_1.a[_wgslsmith_index_u32(61231u, 2u)].x)), vec4<f32>(arg_1.a[_wgslsmith_index_u32(0u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-459f * 706f)), vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1.a[_wgslsmith_index_u32(4294967295u, 2u)].x) + arg_1.a[_wgslsmith_index_u32(4294967295u, 2u)].x)))), _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(arg_1.a[_wgslsmith_index_u32(select(vec2<u32>(4294967295u, u_input.a), vec2<u32>(u_input.a, u_input.a), arg_0).x, 2u)].x, _wgslsmith_f_op_f32(-arg_1.a[_wgslsmith_index_u32(598u, 2u)].x), 1347f, _wgslsmith_f_op_vec4_f32(round(vec4<f32>(880f, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 274f, arg_1.a[_wgslsmith_index_u32(14644u, 2u)].x))).x), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.a[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x) - vec4<f32>(1000f, arg_1.a[_wgslsmith_index_u32(57613u, 2u)].x, arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 1077f))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(411f - arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x), arg_1.a[_wgslsmith_index_u32(32695u, 2u)].x, _wgslsmith_f_op_f32(-1812f - arg_1.a[_wgslsmith_index_u32(u_input.a, 2u)].x), _wgslsmith_f_op_f32(dot(arg_1.a[_wgslsmith_index_u32(4294967295u, 2u)], arg_1.a[_wgslsmith_index_u32(57504u, 2u)]))))));
    }
    return global1[_wgslsmith_index_u32(~(~u_input.a), 31u)];
}

fn func_1(arg_0: mat3x4<f32>, arg_1: vec4<i32>, arg_2: f32, arg_3: Struct_1) -> vec2<bool> {
    switch (18571i) {
        case 46057i: {
            let var_0 = select(countOneBits(-(-arg_1)).wwy & ((vec3<i32>(11818i, 1i, u_input.b.x) ^ vec3<i32>(0i, 1i, arg_1.x)) >> (((vec3<u32>(60707u, u_input.a, u_input.a) ^ vec3<u32>(u_input.a, 17804u, 6444u)) << (countLeadingZeros(vec4<u32>(64543u, u_input.a, 4294967295u, 0u)).xxy % vec3<u32>(32u))) % vec3<u32>(32u))), vec3<i32>(arg_1.x, sign(u_input.b.zz).x, arg_1.x), true).x;
            var var_1 = global0[_wgslsmith_index_u32(~select(insertBits(vec3<u32>(min(vec3<u32>(13413u, 0u, u_input.a), vec3<u32>(u_input.a, 4294967295u, 73346u)).x, reverseBits(24854u), ~u_input.a), clamp(countTrailingZeros(vec3<u32>(72043u, u_input.a, 16562u)), vec3<u32>(0u, 1u, u_input.a) * vec3<u32>(45319u, u_input.a, 1u), vec4<u32>(1u, 1u, 1u, 1u).yyx), ~4294967295u ^ (u_input.a & 0u), insertBits(~vec4<u32>(0u, u_input.a, 4294967295u, u_input.a), ~vec4<u32>(u_input.a, 1u, u_input.a, 4294967295u), u_input.a, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a, 1u).old_value).x), countLeadingZeros(~vec3<u32>(69254u, u_input.a, u_input.a)), vec3<bool>(true, true, true)).x, 9u)];
            let var_2 = arg_3;
            let var_3 = func_4(var_0, mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-(-1186f)), -420f, _wgslsmith_f_op_f32(-arg_3.a[_wgslsmith_index_u32(1u, 2u)].x)), _wgslsmith_f_op_vec3_f32(func_4(firstLeadingBit(u_input.b).x, var_1.a, mat2x3<f32>(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)], vec3<f32>(1813f, arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 187f)), vec2<i32>(var_0, 2147483647i)).a[_wgslsmith_index_u32(u_input.a, 2u)] + _wgslsmith_f_op_vec3_f32(exp(arg_0[_wgslsmith_index_u32(14421u, 3u)].wzz)))), var_1.a, _wgslsmith_mod_vec2_i32((-vec2<i32>(arg_1.x, arg_1.x) >> (vec2<u32>(u_input.a, u_input.a) % vec2<u32>(32u))) / ~(~u_input.b.zy), u_input.b.yy));
            (global2)[_wgslsmith_index_u32(clamp(atomicLoad(&wg_atomic_u32), 130719u, max(~_wgslsmith_mod_vec4_u32(vec4<u32>(1u, u_input.a, 41356u, u_input.a), ~vec4<u32>(1u, 0u, u_input.a, u_input.a)), (vec4<u32>(1u, u_input.a, 12521u, 35625u) / ~vec4<u32>(u_input.a, u_input.a, u_input.a, 34580u)) | max(countOneBits(vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a)), vec4<u32>(u_input.a, u_input.a, 1u, u_input.a) * vec4<u32>(36556u, u_input.a, 42553u, u_input.a))).x), 11u)] = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(5173u, 3u)].x))), _wgslsmith_f_op_vec2_f32(floor(var_1.a[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 0u * u_input.a, 1u).old_value, 2u)].zx)).x), arg_0[_wgslsmith_index_u32(~(min(~1u, u_input.a) ^ u_input.a), 3u)].yx);
        }
        case -1i: {
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                var var_0 = _wgslsmith_f_op_vec3_f32(exp2(arg_0[_wgslsmith_index_u32(~1891u, 3u)].xxw)).yz;
                (var_0).x = _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-func_2(true, Struct_1(func_4(43819i, global3[_wgslsmith_index_u32(153247u, 29u)], arg_3.a, arg_1.zw).a), u_input.b.x)[_wgslsmith_index_u32(u_input.a, 3u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1525f, 1798f, -297f, var_0.x) - _wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(1u, 3u)], vec4<f32>(arg_3.a[_wgslsmith_index_u32(54380u, 2u)].x, -200f, arg_0[_wgslsmith_index_u32(58989u, 3u)].x, 237f)))))));
                var var_1 = ~u_input.a;
                (global1)[_wgslsmith_index_u32(63384u, 31u)] = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(~(~u_input.a), 3u)] * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)] + vec4<f32>(var_0.x, 1280f, -831f, var_0.x))))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1749f, arg_3.a[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, u_input.a), 2u)].x, _wgslsmith_f_op_f32(940f - 1000f), _wgslsmith_f_op_f32(-arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x)), arg_0[_wgslsmith_index_u32(1u, 3u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(420f, _wgslsmith_f_op_f32(-(-1289f)), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(30055u, 3u)].x * -154f), _wgslsmith_f_op_f32(-864f + arg_2)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, arg_2, arg_3.a[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x))))), arg_0[_wgslsmith_index_u32(~u_input.a, 3u)]);
                var_1 = ~21907u;
            }
            switch (sign(-9233i) >> (countOneBits(vec4<u32>(4294967295u, countLeadingZeros(vec4<u32>(4294967295u, 97459u, u_input.a, u_input.a)).x, ~u_input.a, 10577u * u_input.a) - ~(vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a) / vec4<u32>(u_input.a, u_input.a, 0u, u_input.a))).x % 32u)) {
                case -37555i: {
                    var var_0 = _wgslsmith_f_op_f32(round(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_3.a[_wgslsmith_index_u32(1u, 2u)])))).x));
                    ((global1)[_wgslsmith_index_u32(u_input.a, 31u)])[_wgslsmith_index_u32(1u << (u_input.a % 32u), 3u)] = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(arg_0[_wgslsmith_index_u32(1u, 3u)]))));
                }
                default: {
                }
            }
            if (u_input.b.x == i32(-2147483648)) {
                let var_0 = select((vec2<u32>(u_input.a, u_input.a) | vec2<u32>(u_input.a, u_input.a)) * (vec2<u32>(extractBits(vec2<u32>(u_input.a, u_input.a), u_input.a, 0u).x, 1u) ^ vec2<u32>(u_input.a ^ 1u, abs(vec2<u32>(u_input.a, 4294967295u)).x)), ~max(countTrailingZeros(vec4<u32>(u_input.a, 7139u, 1u, u_input.a)).ww >> ((vec2<u32>(u_input.a, u_input.a) | vec2<u32>(70446u, 0u)) % vec2<u32>(32u)), ~vec2<u32>(u_input.a, 7577u) ^ vec2<u32>(54758u, u_input.a)), all(vec3<bool>(true, true, true))).x;
                let var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].yx * vec2<f32>(897f, 433f)) * arg_3.a[_wgslsmith_index_u32(1u, 2u)].yy), vec2<f32>(-472f, _wgslsmith_f_op_f32(434f + 336f)), vec2<f32>(1f, _wgslsmith_f_op_f32(952f * 468f)))) * _wgslsmith_f_op_vec2_f32(ceil(arg_3.a[_wgslsmith_index_u32(select(vec2<u32>(var_0, var_0) + vec2<u32>(1u, 14260u), vec3<u32>(1u, 1u, 1u).xz, true).x, 2u)].yz))), arg_3.a[_wgslsmith_index_u32(~(~1u * var_0), 2u)].zy, _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-292f, arg_3.a[_wgslsmith_index_u32(firstLeadingBit(~vec4<u32>(0u, var_0, 82888u, 70107u)).x, 2u)].x, _wgslsmith_f_op_f32(arg_3.a[_wgslsmith_index_u32(35878u, 2u)].x + _wgslsmith_f_op_f32(-arg_2))))).yy);
                global3 = array<mat2x3<f32>, 29>();
            } else {
                (((global1)[_wgslsmith_index_u32(u_input.a, 31u)])[_wgslsmith_index_u32(u_input.a, 3u)]).x = 567f;
                (((global2)[_wgslsmith_index_u32(max(select(~vec4<u32>(54449u, 4294967295u, 24402u, u_input.a) / (vec4<u32>(u_input.a, 4294967295u, u_input.a, 4294967295u) ^ (vec4<u32>(1u, 4294967295u, 452u, 0u) + vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a))), firstLeadingBit(~vec4<u32>(0u, u_input.a, 0u, u_input.a)) << (vec4<u32>(0u, atomicMin(&wg_atomic_u32, 4294967295u), firstLeadingBit(vec4<u32>(u_input.a, 65329u, u_input.a, 1u)).x, 1u / u_input.a) % vec4<u32>(32u)), any(vec2<bool>(true, true))), countTrailingZeros(vec4<u32>(u_input.a, u_input.a, atomicOr(&wg_atomic_u32, 1u), ~u_input.a) * select(insertBits(vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a), vec4<u32>(0u, u_input.a, u_input.a, u_input.a), 1u, u_input.a), firstTrailingBit(vec4<u32>(1u, 4294967295u, u_input.a, u_input.a)), vec4<bool>(true, true, true, true)))).x, 11u)])[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, u_input.a), 2u)]).x = arg_2;
                (global3)[_wgslsmith_index_u32(~(~(u_input.a & ((25339u & u_input.a) + ~6113u))), 29u)] = mat2x3<f32>(arg_3.a[_wgslsmith_index_u32(firstLeadingBit(~vec3<u32>(_wgslsmith_mod_u32(17223u, 29395u), u_input.a + 24112u, u_input.a)).x, 2u)], _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(1u, 3u)]))))).yzw);
                (global3)[_wgslsmith_index_u32(u_input.a, 29u)] = global3[_wgslsmith_index_u32(0u, 29u)];
                var var_0 = Struct_1(func_4(u_input.b.x, global3[_wgslsmith_index_u32(extractBits(firstTrailingBit(5105u), ~u_input.a, ~30056u) * (u_input.a / (u_input.a & 45231u)), 29u)], func_4(-51242i, global3[_wgslsmith_index_u32(0u, 29u)], func_4(47650i, func_4(arg_1.x, mat2x3<f32>(vec3<f32>(-361f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x), vec3<f32>(157f, 278f, 525f)), global3[_wgslsmith_index_u32(u_input.a, 29u)], vec2<i32>(-35646i, 9630i)).a, func_4(24995i, mat2x3<f32>(arg_3.a[_wgslsmith_index_u32(0u, 2u)], vec3<f32>(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 345f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)), arg_3.a, vec2<i32>(arg_1.x, 2147483647i)).a, vec2<i32>(5297i, 44019i)).a, vec2<i32>(6181i, firstTrailingBit(arg_1.xw).x)).a, insertBits(reverseBits(vec4<i32>(arg_1.x, 2147483647i, u_input.b.x, u_input.b.x)) << (min(vec4<u32>(0u, 13933u, 4294967295u, u_input.a), vec4<u32>(117139u, 28018u, u_input.a, u_input.a)) % vec4<u32>(32u)), arg_1, u_input.a, u_input.a).zz).a);
            }
        }
        case i32(-2147483648): {
        }
        case 0i: {
            for (var var_0 = 1i; select(vec4<bool>(true, true, true, true).yzw, vec3<bool>(true, true, true), vec3<bool>(any(vec3<bool>(false, atomicCompareExchangeWeak(&wg_atomic_u32, 5142u, 8359u).exchanged, true)), func_5(~vec4<u32>(49529u, 33609u, 4294967295u, u_input.a), func_4(-288i, mat2x3<f32>(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)], arg_3.a[_wgslsmith_index_u32(4294967295u, 2u)]), func_4(2147483647i, mat2x3<f32>(vec3<f32>(-398f, arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 2263f), arg_3.a[_wgslsmith_index_u32(0u, 2u)]), mat2x3<f32>(vec3<f32>(arg_2, 954f, 624f), vec3<f32>(arg_3.a[_wgslsmith_index_u32(1u, 2u)].x, arg_0[_wgslsmith_index_u32(45231u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)), arg_1.wx).a, u_input.b.xz), Struct_1(mat2x3<f32>(vec3<f32>(-602f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_3.a[_wgslsmith_index_u32(22205u, 2u)].x), arg_3.a[_wgslsmith_index_u32(1u, 2u)]))), select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), !func_5(vec4<u32>(u_input.a, u_input.a, 23472u, u_input.a), global0[_wgslsmith_index_u32(u_input.a, 9u)], Struct_1(mat2x3<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].zxx, vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x))))).x)).x; var_0 += 1i) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                var var_1 = select(vec3<bool>(all(vec4<bool>(true, true, true, true)), true, func_5(abs(vec4<u32>(1u, 41020u, 2329u, 8392u) << (vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a) % vec4<u32>(32u))), global0[_wgslsmith_index_u32(func_3(arg_1.x, Struct_1(mat2x3<f32>(arg_3.a[_wgslsmith_index_u32(4294967295u, 2u)], arg_0[_wgslsmith_index_u32(u_input.a, 3u)].zzz))) / min(vec3<u32>(28780u, u_input.a, 4294967295u), vec3<u32>(0u, u_input.a, 4294967295u)).x, 9u)], Struct_1(mat2x3<f32>(vec3<f32>(arg_0[_wgslsmith_index_u32(27579u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x), arg_0[_wgslsmith_index_u32(u_input.a, 3u)].zxz)))), vec3<bool>(false, atomicCompareExchangeWeak(&wg_atomic_i32, ~(-1i), ~(-26375i)).exchanged, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, firstTrailingBit(vec3<u32>(0u, u_input.a, 24366u)).x > u_input.a, !(-13527i >= u_input.b.x)), arg_1.x != ~(~94980i)).yxz);
                ((global3)[_wgslsmith_index_u32(extractBits(~((~vec3<u32>(u_input.a, 4294967295u, u_input.a) >> (~vec3<u32>(0u, u_input.a, u_input.a) % vec3<u32>(32u))) ^ (_wgslsmith_mod_vec3_u32(vec3<u32>(u_input.a, u_input.a, u_input.a), vec3<u32>(44459u, 4294967295u, u_input.a)) >> ((vec3<u32>(u_input.a, 11389u, u_input.a) * vec3<u32>(1u, 10904u, u_input.a)) % vec3<u32>(32u)))), ~u_input.a, ~(u_input.a & ~12509u)).x, 29u)])[_wgslsmith_index_u32(~(~(atomicLoad(&wg_atomic_u32) ^ u_input.a) << (1u % 32u)), 2u)] = arg_0[_wgslsmith_index_u32(u_input.a, 3u)].zwy;
                let var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)] + arg_3.a[_wgslsmith_index_u32(~(u_input.a / u_input.a), 2u)]), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-547f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-542f) * arg_0[_wgslsmith_index_u32(u_input.a | 4294967295u, 3u)].x), arg_2, arg_2))).yyw, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(min(func_2(arg_2 <= arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x, global0[_wgslsmith_index_u32(u_input.a, 9u)], u_input.b.x)[_wgslsmith_index_u32(firstLeadingBit(~21845u), 3u)], arg_0[_wgslsmith_index_u32(36908u / ~1u, 3u)])).yyw - _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(arg_0[_wgslsmith_index_u32(40393u, 3u)].x, 672f, arg_2, -568f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(116f, -113f, 656f, 587f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1350f, -561f, arg_2, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x))), vec4<f32>(875f, -1044f, arg_2, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1621f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, 185f, arg_2), vec4<f32>(560f, arg_0[_wgslsmith_index_u32(6261u, 3u)].x, -1855f, arg_0[_wgslsmith_index_u32(32578u, 3u)].x), vec4<bool>(false, var_1.x, false, var_1.x))).x))).wwz), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(fract(arg_0[_wgslsmith_index_u32(4294967295u, 3u)])))))).wyw)));
                let var_3 = max(-reverseBits(-arg_1).yzx, insertBits(-arg_1.zxz, -(vec3<i32>(-50645i, 1i, u_input.b.x) ^ (u_input.b & u_input.b)), u_input.a * _wgslsmith_mod_u32(u_input.a, ~u_input.a), _wgslsmith_mod_u32(u_input.a, atomicXor(&wg_atomic_u32, 29458u) >> (67346u % 32u)))).x;
            }
        }
        default: {
            for (var var_0 = 2147483647i; select(select(!vec4<bool>(true, atomicCompareExchangeWeak(&wg_atomic_i32, arg_1.x, -32831i).exchanged, true, (arg_1.x < arg_1.x)), vec4<bool>(vec4<bool>(true, true, true, true).x, true, true, true), _wgslsmith_f_op_f32(dot(vec3<f32>(arg_2, -364f, arg_3.a[_wgslsmith_index_u32(59824u, 2u)].x), _wgslsmith_f_op_vec3_f32(vec3<f32>(-705f, 1000f, arg_2) * vec3<f32>(-1052f, -1812f, arg_3.a[_wgslsmith_index_u32(81387u, 2u)].x)))) <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-366f))).xxx, select(vec4<bool>(any(vec3<bool>(true, true, true)), false, true, _wgslsmith_f_op_f32(812f - -1000f) > _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)), vec4<bool>(true, func_5(countTrailingZeros(vec4<u32>(12725u, 44065u, 40519u, u_input.a)), Struct_1(mat2x3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].yyz, arg_0[_wgslsmith_index_u32(109405u, 3u)].yyz)), Struct_1(arg_3.a)), true, reverseBits(-10405i) > select(arg_1.wz, u_input.b.xz, vec2<bool>(false, false)).x), vec2<bool>(true, true).x).zyw, !vec3<bool>(true, false, !(u_input.a <= u_input.a))).x; ) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                ((((global0)[_wgslsmith_index_u32(0u, 9u)]).a)[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(~_wgslsmith_mod_u32(countLeadingZeros(0u), ~u_input.a), u_input.a)).x, 2u)]).x = arg_0[_wgslsmith_index_u32(47303u, 3u)].x;
                var var_1 = select(select(vec3<bool>(any(vec2<bool>(true, false)), vec2<bool>(true, true).x, true), vec3<bool>(select(true, atomicCompareExchangeWeak(&wg_atomic_u32, 78265u, 0u).exchanged, true), (u_input.a * u_input.a) == 25591u, true), vec3<bool>(true, true, true)), vec4<bool>(true, true, true, true).wxw, vec3<bool>(22316i == (extractBits(arg_1.x, u_input.a, u_input.a) ^ -754i), u_input.a != 0u, true));
            }
            for (; true; ) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                (((global2)[_wgslsmith_index_u32(u_input.a, 11u)])[_wgslsmith_index_u32(countOneBits(26604u), 2u)]).x = 1000f;
                let var_0 = (~(vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a) << ((vec4<u32>(u_input.a, u_input.a, 4294967295u, u_input.a) / vec4<u32>(0u, u_input.a, u_input.a, 4294967295u)) % vec4<u32>(32u))) + ~extractBits(~vec4<u32>(1u, 36636u, u_input.a, u_input.a), 4294967295u, countLeadingZeros(u_input.a))) + ~clamp(max(firstLeadingBit(vec4<u32>(4294967295u, 69480u, u_input.a, 4294967295u)), abs(vec4<u32>(u_input.a, u_input.a, 1u, 52808u))), ~vec4<u32>(u_input.a, u_input.a, 3129u, 1u) + ~vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a), (vec4<u32>(1u, 1u, u_input.a, 1u) >> (vec4<u32>(1u, 25505u, u_input.a, 4294967295u) % vec4<u32>(32u))) >> (vec4<u32>(810u, u_input.a, 13415u, 8605u) % vec4<u32>(32u)));
                global0 = array<Struct_1, 9>();
            }
            for (; ; ) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, u_input.a & 22383u), 3u)].yz) - vec2<f32>(-900f, arg_0[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 3u)].x)), _wgslsmith_f_op_vec2_f32(-arg_3.a[_wgslsmith_index_u32(firstTrailingBit(min(~vec4<u32>(1u, u_input.a, 0u, u_input.a), countTrailingZeros(vec4<u32>(u_input.a, 0u, 0u, u_input.a)))).x, 2u)].zx), _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].zz + arg_3.a[_wgslsmith_index_u32(~countLeadingZeros(~vec2<u32>(0u, u_input.a)).x, 2u)].zy));
                var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(round(arg_0[_wgslsmith_index_u32(u_input.a >> (1u % 32u), 3u)])))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(fract(arg_0[_wgslsmith_index_u32(4500u, 3u)])), _wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)] - arg_0[_wgslsmith_index_u32(11478u, 3u)]), (arg_1.x < arg_1.x))))), vec4<bool>(true, true, true, true))).zwx, vec3<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)] * vec4<f32>(-471f, -460f, arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(27717u, 3u)].x)), vec4<f32>(685f, _wgslsmith_f_op_vec4_f32(abs(arg_0[_wgslsmith_index_u32(u_input.a, 3u)])).x, _wgslsmith_f_op_f32(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x + -879f), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x - var_0[_wgslsmith_index_u32(u_input.a, 3u)].x)))), arg_0[_wgslsmith_index_u32(dot(max(vec3<u32>(1u, 1u, 1u), vec3<u32>(u_input.a, u_input.a, 0u) - vec3<u32>(u_input.a, 1u, 32727u)).zx, vec2<u32>(4294967295u, 67679u) + vec2<u32>(u_input.a, u_input.a)), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-473f * arg_0[_wgslsmith_index_u32(u_input.a >> (u_input.a % 32u), 3u)].x) - -187f)), vec3<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_f32(select(-134f, 458f, true)), _wgslsmith_f_op_f32(-1000f), arg_0[_wgslsmith_index_u32(u_input.a ^ u_input.a, 3u)].x, _wgslsmith_f_op_f32(step(-789f, -2303f))))).x, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-255f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x)))))).x, arg_3.a[_wgslsmith_index_u32(firstLeadingBit(min(~vec4<u32>(u_input.a, 4294967295u, u_input.a, u_input.a), vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a)).zzw).x, 2u)].x));
                let var_2 = _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(countLeadingZeros(~(~extractBits(vec2<u32>(22380u, 1u), u_input.a, u_input.a))).x, 3u)].x);
                (((global0)[_wgslsmith_index_u32(1u, 9u)]).a)[_wgslsmith_index_u32(extractBits(~(vec4<u32>(1u, 1u, 1u, 1u) >> (~select(vec4<u32>(u_input.a, 0u, 26354u, 1u), vec4<u32>(72989u, u_input.a, 61179u, u_input.a), false) % vec4<u32>(32u))), ~(((u_input.a + 56947u) >> (u_input.a % 32u)) * ~0u), u_input.a).x, 2u)] = _wgslsmith_f_op_vec4_f32(max(arg_0[_wgslsmith_index_u32(~(0u & firstLeadingBit(~vec4<u32>(u_input.a, u_input.a, u_input.a, 0u)).x), 3u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].zy, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].yz, false)).x * _wgslsmith_f_op_f32(dot(arg_3.a[_wgslsmith_index_u32(4294967295u, 2u)], var_1[_wgslsmith_index_u32(15134u, 3u)]))), 472f, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(saturate(arg_0[_wgslsmith_index_u32(u_input.a, 3u)])))).x, arg_3.a[_wgslsmith_index_u32(~(52168u | u_input.a), 2u)].x) - arg_0[_wgslsmith_index_u32(u_input.a, 3u)]))).yyx;
            }
            var var_0 = vec4<u32>(clamp(~countOneBits(_wgslsmith_mod_vec3_u32(vec3<u32>(u_input.a, 69154u, u_input.a), vec3<u32>(u_input.a, 55237u, u_input.a))), ~select(vec4<u32>(24085u, u_input.a, 6086u, u_input.a), max(vec4<u32>(u_input.a, u_input.a, 0u, u_input.a), vec4<u32>(u_input.a, 1u, 1u, u_input.a)), vec4<bool>(true, false, true, true)).xzx, vec3<u32>(u_input.a, 1u, 95624u)).x, atomicAdd(&wg_atomic_u32, dot(vec4<u32>(u_input.a & u_input.a, u_input.a, 4294967295u, 4294967295u), reverseBits(vec4<u32>(0u, 48969u, 80674u, u_input.a)) >> (countLeadingZeros(vec4<u32>(u_input.a, u_input.a, 0u, u_input.a)) % vec4<u32>(32u)))), u_input.a, select(~firstLeadingBit(vec4<u32>(20115u, u_input.a, u_input.a, u_input.a) / vec4<u32>(2626u, 0u, 42975u, u_input.a)), vec4<u32>(atomicAnd(&wg_atomic_u32, 71629u), ~69245u, countOneBits(u_input.a), 5428u) | ~(~vec4<u32>(1u, 0u, 897u, 0u)), select(vec4<bool>(true, vec3<bool>(true, true, true).x, false, u_input.a == u_input.a), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true))).x);
        }
    }
    switch (-extractBits(u_input.b.x, u_input.a, 4294967295u) | (countLeadingZeros(vec3<i32>(-arg_1.x, arg_1.x, u_input.b.x)).x & 1i)) {
        case i32(-2147483648): {
        }
        case 4066i: {
            for (var var_0 = -14132i; var_0 > -5450i; var_0 -= 1i) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                let var_1 = mat4x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(410f, arg_2, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_2)), vec4<f32>(_wgslsmith_f_op_f32(-(-1000f)), 977f, _wgslsmith_f_op_f32(step(1555f, arg_2)), -472f))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x + arg_3.a[_wgslsmith_index_u32(27046u, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-771f)) * arg_0[_wgslsmith_index_u32(0u & u_input.a, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(49044u, 3u)].x * 561f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(1355f, arg_2))))), arg_0[_wgslsmith_index_u32(~u_input.a, 3u)], arg_0[_wgslsmith_index_u32(u_input.a, 3u)], arg_0[_wgslsmith_index_u32(u_input.a, 3u)]);
                let var_2 = func_2(true, func_4(u_input.b.x, arg_3.a, global3[_wgslsmith_index_u32(extractBits(vec4<u32>(u_input.a, insertBits(1860u, u_input.a, u_input.a, u_input.a), reverseBits(vec4<u32>(1u, u_input.a, 4537u, u_input.a)).x, u_input.a ^ u_input.a), 4294967295u, u_input.a).x, 29u)], ~(u_input.b.zx / (vec2<i32>(-1i, arg_1.x) ^ u_input.b.zz))), dot(vec3<i32>(u_input.b.x, select(vec4<i32>(arg_1.x, arg_1.x, arg_1.x, arg_1.x), arg_1, vec4<bool>(false, true, true, true)).x, u_input.b.x << (4294967295u % 32u)), (vec3<i32>(23846i, 2147483647i, u_input.b.x) >> (vec3<u32>(u_input.a, 57430u, 57312u) % vec3<u32>(32u))) / (arg_1.zzw >> (vec3<u32>(u_input.a, 1u, 4294967295u) % vec3<u32>(32u)))) - clamp(arg_1.ww, countTrailingZeros(~vec4<i32>(i32(-2147483648), u_input.b.x, i32(-2147483648), 2147483647i)).ww, ~vec3<i32>(1i, 1i, 1i).xy).x);
            }
            var var_0 = select(vec4<bool>(vec3<bool>(true, true, true).x, false, atomicCompareExchangeWeak(&wg_atomic_i32, dot(vec2<i32>(arg_1.x, arg_1.x) ^ arg_1.zy, u_input.b.yx), countTrailingZeros(-arg_1).x).exchanged, (atomicAnd(&wg_atomic_i32, arg_1.x) < i32(-2147483648))), vec4<bool>(true, true, true, true), true).x;
            if (false) {
            } else {
                var var_1 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1168f)) * _wgslsmith_f_op_f32(arg_2 + _wgslsmith_f_op_f32(-1481f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-2728f))), -425f), arg_3.a[_wgslsmith_index_u32(~u_input.a, 2u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec2_f32(ceil(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].zy)).x, _wgslsmith_f_op_f32(arg_3.a[_wgslsmith_index_u32(16653u, 2u)].x * arg_3.a[_wgslsmith_index_u32(30059u, 2u)].x), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)))));
                var var_2 = global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a ^ (~39574u | min(u_input.a, 92103u)), ~u_input.a) + atomicXor(&wg_atomic_u32, ~select(~vec4<u32>(u_input.a, 1u, 10924u, 1u), _wgslsmith_mod_vec4_u32(vec4<u32>(0u, 1u, 69047u, u_input.a), vec4<u32>(59904u, 4294967295u, u_input.a, u_input.a)), vec4<bool>(true, true, true, true)).x), 11u)];
                let var_3 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(arg_0[_wgslsmith_index_u32(u_input.a, 3u)])).xwz), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-891f, var_1[_wgslsmith_index_u32(31733u, 3u)].x, -127f), _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_3.a[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_2, 297f) + vec3<f32>(-545f, 105f, arg_3.a[_wgslsmith_index_u32(0u, 2u)].x)))) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_2, 2506f)))), vec3<f32>(-120f, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1456f, arg_2)), _wgslsmith_f_op_vec3_f32(abs(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)])).zy, vec2<bool>(true, true))).x, _wgslsmith_f_op_f32(fract(-909f))))), _wgslsmith_f_op_vec4_f32(ceil(arg_0[_wgslsmith_index_u32(40411u, 3u)])).yww, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-468f, _wgslsmith_f_op_vec4_f32(exp(arg_0[_wgslsmith_index_u32(~u_input.a, 3u)])).x, _wgslsmith_f_op_f32(min(_wgslsmith_div_f32(-146f, 1000f), -2118f)))));
                ((var_2)[_wgslsmith_index_u32(u_input.a, 2u)]).x = -1005f;
                let var_4 = arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x;
            }
            while (firstLeadingBit(~u_input.a) != (u_input.a + (~clamp(vec4<u32>(0u, 61618u, 0u, u_input.a), vec4<u32>(u_input.a, 0u, u_input.a, 95518u), vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a)).x << (u_input.a % 32u)))) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                var var_1 = select(vec4<bool>(true, select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(22241u >= u_input.a, true, true, vec3<bool>(true, true, true).x)).x, true, select(select(vec4<bool>(true, true, false, false), vec4<bool>(true, true, true, true), -11866i == u_input.b.x), vec4<bool>(true, true, true, true), func_5(vec4<u32>(u_input.a, u_input.a, u_input.a, 1u), func_4(arg_1.x, global3[_wgslsmith_index_u32(u_input.a, 29u)], mat2x3<f32>(arg_3.a[_wgslsmith_index_u32(0u, 2u)], arg_0[_wgslsmith_index_u32(u_input.a, 3u)].yxy), u_input.b.zy), func_4(2147483647i, global3[_wgslsmith_index_u32(u_input.a, 29u)], global3[_wgslsmith_index_u32(88185u, 29u)], arg_1.yz))).x), vec4<bool>(all(vec2<bool>(arg_1.x != i32(-2147483648), true)), false, any(vec2<bool>(true, true)), false), vec4<bool>(_wgslsmith_f_op_f32(-arg_3.a[_wgslsmith_index_u32(select(vec3<u32>(u_input.a, 4294967295u, 1u), vec3<u32>(u_input.a, u_input.a, 69199u), true).x, 2u)].x) >= _wgslsmith_f_op_f32(-1f), vec3<bool>(true, true, true).x, true, ~u_input.a == ~(~u_input.a))).zwy;
                var_0 = false & (var_1.x || false);
                let var_2 = select(vec4<bool>(true, !all(vec4<bool>(var_1.x, true, var_1.x, true)), true && select(vec3<bool>(var_1.x, var_1.x, var_1.x), vec3<bool>(false, false, false), select(vec4<bool>(var_1.x, true, false, var_1.x), vec4<bool>(false, var_1.x, var_1.x, false), vec4<bool>(var_1.x, var_1.x, false, var_1.x)).zwy).x, true), vec4<bool>(!var_1.x, any(select(!vec4<bool>(var_1.x, false, var_1.x, var_1.x), select(vec4<bool>(true, var_1.x, var_1.x, false), vec4<bool>(false, var_1.x, var_1.x, false), vec4<bool>(var_1.x, true, false, true)), true).zyw), select(select(vec3<bool>(var_1.x, var_1.x, false), vec3<bool>(true, false, var_1.x), vec3<bool>(true, true, true)), select(vec3<bool>(false, var_1.x, var_1.x), vec3<bool>(var_1.x, var_1.x, false), var_1.x), !vec3<bool>(var_1.x, true, false)).x || select(vec3<bool>(true, true, false), vec3<bool>(true, false, var_1.x), select(vec4<bool>(var_1.x, var_1.x, false, var_1.x), vec4<bool>(var_1.x, false, false, false), vec4<bool>(false, var_1.x, var_1.x, var_1.x)).yyy).x, var_1.x), var_1.x);
                let var_3 = global0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, atomicLoad(&wg_atomic_u32)), 9u)];
                ((global1)[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a, atomicMin(&wg_atomic_u32, ~52122u)), 31u)])[_wgslsmith_index_u32(~(~u_input.a << (~(dot(vec4<u32>(14854u, 1u, 68299u, u_input.a), vec4<u32>(23083u, 0u, 1u, 1288u)) + atomicMin(&wg_atomic_u32, u_input.a)) % 32u)), 3u)] = vec4<f32>(_wgslsmith_f_op_f32(var_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x - _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, 1697f, var_3.a[_wgslsmith_index_u32(276u, 2u)].x, 537f))).x)))), 149f, _wgslsmith_f_op_f32(-(-1897f)), arg_0[_wgslsmith_index_u32(dot(~vec2<u32>(0u, min(u_input.a, 6521u)), select(vec2<u32>(1u, 28639u / u_input.a), _wgslsmith_mod_vec2_u32(vec2<u32>(u_input.a, u_input.a), vec2<u32>(u_input.a, 21562u) << (vec2<u32>(1u, u_input.a) % vec2<u32>(32u))), !all(var_1.yy))), 3u)].x);
            }
            (((global2)[_wgslsmith_index_u32(~u_input.a, 11u)])[_wgslsmith_index_u32(u_input.a >> ((0u + (~clamp(vec2<u32>(u_input.a, 1u), vec2<u32>(u_input.a, u_input.a), vec2<u32>(u_input.a, 18377u)).x ^ 4294967295u)) % 32u), 2u)]).x = 757f;
        }
        default: {
            for (var var_0 = -12799i * (countTrailingZeros(vec2<i32>(arg_1.x, 1i) | -vec2<i32>(arg_1.x, arg_1.x)).x & ~arg_1.x); ; (((global0)[_wgslsmith_index_u32(u_input.a, 9u)]).a)[_wgslsmith_index_u32(countOneBits(u_input.a) * ~_wgslsmith_mod_u32(32917u, atomicLoad(&wg_atomic_u32)), 2u)] = vec3<f32>(_wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-(-758f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(floor(arg_0[_wgslsmith_index_u32(2521u, 3u)])).x))))), arg_0[_wgslsmith_index_u32(23623u, 3u)].x, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x - -330f))) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                (((global2)[_wgslsmith_index_u32(countLeadingZeros(~(~(insertBits(vec4<u32>(u_input.a, u_input.a, u_input.a, 1u), vec4<u32>(u_input.a, 0u, 45576u, 46917u), 4294967295u, u_input.a).xxx / vec3<u32>(11479u, u_input.a, u_input.a)))).x, 11u)])[_wgslsmith_index_u32(u_input.a, 2u)]).x = _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(ceil(arg_0[_wgslsmith_index_u32(u_input.a, 3u)])))).x, _wgslsmith_f_op_f32(1000f * 104f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x) - arg_2), 194f))))).x;
                break;
            }
            let var_0 = arg_3;
            var var_1 = func_4(-(-(atomicXor(&wg_atomic_i32, 2147483647i) << (u_input.a % 32u))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.a[_wgslsmith_index_u32(37726u, 2u)].x, var_0.a[_wgslsmith_index_u32(u_input.a, 2u)].x, -648f) + arg_0[_wgslsmith_index_u32(40604u, 3u)].zwz))), vec3<f32>(_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(u_input.a | u_input.a, 2u)].x - _wgslsmith_f_op_f32(-arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x)), _wgslsmith_f_op_f32(dot(arg_3.a[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, u_input.a), 2u)], _wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].wwy + vec3<f32>(-909f, arg_2, arg_2)))), -938f)), func_4(arg_1.x, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_0[_wgslsmith_index_u32(16897u, 3u)].x, arg_2, 3055f)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, var_0.a[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_2, -1099f, 1000f)))), var_0.a, select(-arg_1.wx / min(u_input.b.zx, u_input.b.xx), arg_1.zw & select(vec3<i32>(arg_1.x, 41840i, u_input.b.x), u_input.b, false).xy, vec2<bool>(true, true).x)).a, arg_1.yz + u_input.b.yz);
            loop {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                let var_2 = Struct_1(func_4(countTrailingZeros(vec4<i32>(-1i, 1i, 26531i, arg_1.x) / _wgslsmith_mod_vec4_i32(arg_1, arg_1)).x, var_0.a, arg_3.a, u_input.b.zz).a);
                continue;
            }
        }
    }
    var var_0 = countLeadingZeros(vec4<u32>(4294967295u, u_input.a, ~u_input.a, ~37529u)).x;
    var var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)]), vec4<f32>(arg_3.a[_wgslsmith_index_u32(u_input.a, 2u)].x, -1099f, -1165f, -582f), func_5(vec4<u32>(u_input.a, u_input.a, 0u, 4294967295u), arg_3, global0[_wgslsmith_index_u32(0u, 9u)]))), _wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(60211u / 78585u, 3u)] * _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)]))) * vec4<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-543f, 290f, arg_2)), _wgslsmith_f_op_vec3_f32(arg_3.a[_wgslsmith_index_u32(19273u, 2u)] - arg_3.a[_wgslsmith_index_u32(39618u, 2u)]))).x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_f32(min(arg_0[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(select(-549f, 621f, false)))))), vec4<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(445f - arg_2), -1000f, _wgslsmith_f_op_f32(-(-1000f)), arg_3.a[_wgslsmith_index_u32(~u_input.a, 2u)].x))).x, -290f, -467f, _wgslsmith_f_op_f32(select(_wgslsmith_f_op_vec2_f32(step(arg_0[_wgslsmith_index_u32(u_input.a | u_input.a, 3u)].yw, _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].zw - vec2<f32>(arg_2, arg_3.a[_wgslsmith_index_u32(4440u, 2u)].x)))).x, 726f, false))), vec4<f32>(_wgslsmith_f_op_f32(-1339f), _wgslsmith_f_op_f32(_wgslsmith_div_f32(-2087f, _wgslsmith_f_op_f32(-(-1031f))) - -589f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(arg_3.a[_wgslsmith_index_u32(0u, 2u)].x))) * 1025f), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(firstLeadingBit(0u), 3u)].x + -1099f)));
    for (var var_2 = 1i; var_2 == -25685i; var_2 += 1i) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        return select(vec3<bool>(true, !(arg_0[_wgslsmith_index_u32(u_input.a / 35854u, 3u)].x > -1000f), (-u_input.b.x << (u_input.a % 32u)) <= countTrailingZeros(vec4<i32>(-33510i, u_input.b.x, arg_1.x, u_input.b.x) | vec4<i32>(2147483647i, arg_1.x, -26252i, -1i)).x), vec3<bool>(select(vec3<bool>(true, true, true).yx, vec2<bool>(any(vec4<bool>(false, false, false, true)), true), all(vec4<bool>(true, true, true, true)) & (344f <= arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)).x, !func_5(vec4<u32>(u_input.a, 27098u, u_input.a, 0u), func_4(-1i, arg_3.a, mat2x3<f32>(vec3<f32>(-138f, arg_0[_wgslsmith_index_u32(80339u, 3u)].x, arg_2), arg_0[_wgslsmith_index_u32(61811u, 3u)].zww), vec2<i32>(u_input.b.x, 2171i)), Struct_1(arg_3.a)), true), select(vec4<bool>(false, true, true, vec4<bool>(true, true, true, true).x), vec4<bool>(true, true, true, true), u_input.a != u_input.a).x).xy;
    }
    return vec2<bool>(true, true);
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    for (; atomicCompareExchangeWeak(&wg_atomic_u32, ~(~clamp(12008u, 4294967295u, builtin_global_invocation_id.x)) & 63979u, 93799u).exchanged; ) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        continue;
    }
    if (all(func_1(func_2(true, global0[_wgslsmith_index_u32(func_3(insertBits(vec4<i32>(u_input.b.x, -15990i, -3717i, 2147483647i), vec4<i32>(23893i, u_input.b.x, u_input.b.x, u_input.b.x), builtin_workgroup_id.x, 4294967295u).x, func_4(-1i, global3[_wgslsmith_index_u32(builtin_local_invocation_index, 29u)], mat2x3<f32>(vec3<f32>(-1498f, 1377f, 652f), vec3<f32>(923f, 1187f, 516f)), u_input.b.zy)), 9u)], u_input.b.x), (~vec4<i32>(u_input.b.x, u_input.b.x, i32(-2147483648), u_input.b.x) ^ ~vec4<i32>(-83467i, 1i, -3924i, u_input.b.x)) << (countOneBits(~vec4<u32>(builtin_local_invocation_index, builtin_num_workgroups.x, 5162u, 4294967295u)) % vec4<u32>(32u)), -1000f, global0[_wgslsmith_index_u32(min(builtin_global_invocation_id.x, builtin_global_invocation_id.x), 9u)]))) {
        loop {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        }
        global1 = array<mat3x4<f32>, 31>();
        global2 = array<mat2x2<f32>, 11>();
        for (var var_0 = -23493i; var_0 <= 37407i; (((global3)[_wgslsmith_index_u32(1u, 29u)])[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)]).x = _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-657f, 459f, 958f, 2753f) + vec4<f32>(377f, -248f, 159f, -1000f)), _wgslsmith_div_vec4_f32(vec4<f32>(376f, -489f, 551f, 1383f), vec4<f32>(408f, 824f, 379f, -910f))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-249f) - _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(1000f, 883f))).x))))).x) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            let var_1 = vec2<u32>(4294967295u, 76281u);
            var var_2 = (atomicCompareExchangeWeak(&wg_atomic_i32, 2147483647i, u_input.b.x).exchanged & vec3<bool>(true, true, true).x) != !((atomicCompareExchangeWeak(&wg_atomic_u32, builtin_global_invocation_id.x, builtin_local_invocation_index).exchanged | false) & true);
            var var_3 = global0[_wgslsmith_index_u32(~(select(0u, 0u, true) - builtin_global_invocation_id.x), 9u)];
            let var_4 = Struct_1(func_4(41769i, var_3.a, var_3.a, u_input.b.xx).a);
        }
    } else if (false) {
    } else if (true) {
        for (var var_0: i32; var_0 != 41527i; ) {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            continue;
        }
    }
    var var_0 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(460f, -1018f, _wgslsmith_f_op_f32(-(-224f)), -2046f))), _wgslsmith_f_op_vec4_f32(clamp(func_2(true, Struct_1(global3[_wgslsmith_index_u32(4294967295u, 29u)]), -4817i)[_wgslsmith_index_u32(0u, 3u)], vec4<f32>(_wgslsmith_f_op_f32(-(-2054f)), vec2<f32>(1f, 1f).x, vec4<f32>(1f, 1f, 1f, 1f).x, _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(2810f, 1312f, -336f))).x), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1022f, -120f, 887f, 1044f))), vec4<f32>(-384f, 1000f, 1601f, 1713f)))))).zyx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-521f, 1000f), vec2<f32>(1694f, 767f), vec2<f32>(2138f, 2196f))).x, _wgslsmith_f_op_f32(2574f + 1430f), _wgslsmith_f_op_f32(857f * 600f), _wgslsmith_f_op_f32(-254f - 1658f)))).zxx + vec3<f32>(_wgslsmith_f_op_f32(-405f), _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-(-1493f)), 233f)), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-940f, 1752f, 1448f, -602f)))).x)), vec3<f32>(1817f, _wgslsmith_f_op_f32(-(-962f)), -210f));
    (((global1)[_wgslsmith_index_u32(builtin_global_invocation_id.x, 31u)])[_wgslsmith_index_u32(~u_input.a * ~9174u, 3u)]).x = _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(abs(max(vec4<u32>(u_input.a, 4294967295u, 15180u, 4294967295u), ~vec4<u32>(1u, builtin_local_invocation_index, 0u, 58642u) ^ abs(vec4<u32>(1404u, u_input.a, 20100u, 30417u)))).x, 3u)].x * -209f);
    loop {
        if (LOOP_COUNTERS[19u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
        var var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-637f, -1419f, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a, 3u)].x))))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, 411f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-385f)) - 497f), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0[_wgslsmith_index_u32(10028u, 3u)].x, var_0[_wgslsmith_index_u32(54704u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, -1262f))).x)));
        let var_2 = vec3<bool>(true, true, true);
    }
    loop {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        break;
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(33221u, 3u)]), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-480f, 515f, var_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1101f), vec4<f32>(231f, -803f, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))).zwy, _wgslsmith_f_op_vec3_f32(vec3<f32>(-992f, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x) - vec3<f32>(-1000f, 841f, 181f))) + vec3<f32>(_wgslsmith_f_op_vec3_f32(max(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)], vec3<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(19523u, 3u)].x, -1031f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(53715u, 3u)].x), _wgslsmith_f_op_f32(-206f)))));
}

