// {"0:0":[149,23,62,230,9,95,236,248,113,177,169,225,53,198,165,210,70,233,128,109,209,192,119,248,201,209,54,202,177,215,171,199,160,155,70,44,153,188,143,20,115,123,208,35,113,179,120,231]}
// Seed: 76

struct Struct_1 {
    @size(28)
    a: vec3<bool>,
    @size(16)
    b: vec4<f32>,
    @align(4)
    @size(20)
    c: bool,
    d: vec2<f32>,
    @size(12)
    e: u32,
}

struct Struct_2 {
    @size(64)
    a: mat4x4<f32>,
}

struct UniformBuffer {
    @size(12)
    a: vec3<i32>,
    @align(4)
    b: i32,
    @align(8)
    c: vec2<i32>,
    @align(4)
    d: i32,
    e: vec2<i32>,
}

struct StorageBuffer {
    @align(4)
    @size(12)
    a: u32,
    @size(48)
    b: mat3x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: mat4x3<f32> = mat4x3<f32>(vec3<f32>(-926f, 250f, 820f), vec3<f32>(382f, 1559f, -1873f), vec3<f32>(1655f, -1197f, 497f), vec3<f32>(-1848f, -295f, -529f));

var<private> global1: array<vec3<u32>, 27> = array<vec3<u32>, 27>(vec3<u32>(4294967295u, 31333u, 0u), vec3<u32>(31452u, 37160u, 4294967295u), vec3<u32>(3769u, 23031u, 1u), vec3<u32>(5419u, 40462u, 27331u), vec3<u32>(37036u, 40243u, 8341u), vec3<u32>(4294967295u, 32478u, 2920u), vec3<u32>(1u, 4294967295u, 25362u), vec3<u32>(2154u, 4294967295u, 4294967295u), vec3<u32>(1u, 91869u, 15443u), vec3<u32>(1u, 4294967295u, 4294967295u), vec3<u32>(4421u, 44763u, 0u), vec3<u32>(11675u, 14716u, 73892u), vec3<u32>(4294967295u, 1u, 85191u), vec3<u32>(73939u, 4294967295u, 4294967295u), vec3<u32>(0u, 4294967295u, 0u), vec3<u32>(53673u, 34474u, 1u), vec3<u32>(17981u, 1u, 4294967295u), vec3<u32>(22252u, 41984u, 1u), vec3<u32>(1u, 10821u, 1u), vec3<u32>(0u, 61905u, 45367u), vec3<u32>(4294967295u, 0u, 1u), vec3<u32>(56912u, 4294967295u, 4294967295u), vec3<u32>(12524u, 95210u, 104188u), vec3<u32>(69426u, 29074u, 1u), vec3<u32>(0u, 5271u, 1u), vec3<u32>(1125u, 32908u, 4294967295u), vec3<u32>(1u, 5802u, 51683u));

var<private> global2: array<vec2<i32>, 3>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 18>;

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
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

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn func_5(arg_0: u32) -> vec4<f32> {
    let var_0 = arg_0 - 34655u;
    while (~(~(~u_input.d)) <= _wgslsmith_mod_i32(1i, -(~sign(vec2<i32>(0i, u_input.a.x)).x))) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        (global1)[_wgslsmith_index_u32(extractBits(global1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, firstLeadingBit(~vec3<u32>(1u, 1u, 0u)).x >> (((arg_0 & var_0) / ~0u) % 32u)), 27u)], ~(((arg_0 << (arg_0 % 32u)) | countLeadingZeros(vec2<u32>(arg_0, 0u)).x) * 60580u), clamp(reverseBits(_wgslsmith_mod_vec3_u32(reverseBits(vec4<u32>(var_0, arg_0, 4294967295u, var_0)).wzw, global1[_wgslsmith_index_u32(arg_0, 27u)])), ~vec3<u32>(~75972u, 15612u, ~arg_0), global1[_wgslsmith_index_u32(~countOneBits(vec4<u32>(arg_0, 13695u, var_0, var_0)).x, 27u)]).x).x, 27u)] = global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_0, arg_0), 27u)];
        while (true) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            let var_1 = vec3<u32>(965u - atomicCompareExchangeWeak(&wg_atomic_u32, extractBits(vec3<u32>(43668u, var_0, 0u), var_0, var_0).x, ~3612u).old_value, 27459u ^ arg_0, 35175u) / global1[_wgslsmith_index_u32(~(~arg_0), 27u)];
            ((global2)[_wgslsmith_index_u32(select(global1[_wgslsmith_index_u32(0u, 27u)] / vec3<u32>(4294967295u, max(vec4<u32>(arg_0, 42278u, 0u, arg_0), vec4<u32>(var_1.x, 1294u, arg_0, var_0) | vec4<u32>(var_0, 93192u, var_1.x, arg_0)).x, atomicLoad(&wg_atomic_u32)), global1[_wgslsmith_index_u32(1u, 27u)], true).x, 3u)]).x = ~(7364i << (arg_0 % 32u)) >> (4294967295u % 32u);
            break;
        }
    }
    while (true) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0[_wgslsmith_index_u32(insertBits(~vec4<u32>(arg_0, var_0, 0u, var_0), select(vec4<u32>(var_0, var_0, 32279u, 1615u), vec4<u32>(var_0, var_0, 0u, 34722u), vec4<bool>(true, true, true, true)), ~18149u, ~arg_0).x, 4u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~arg_0, 4u)].x), _wgslsmith_f_op_f32(trunc(global0[_wgslsmith_index_u32(insertBits(vec4<u32>(7362u, 20323u, var_0, 12622u), vec4<u32>(1u, arg_0, var_0, 30909u), 7870u, arg_0).x, 4u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-874f) - _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(var_0, 4u)].x - global0[_wgslsmith_index_u32(arg_0, 4u)].x))))).ywx, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-590f + global0[_wgslsmith_index_u32(65999u, 4u)].x) - _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(30948u, 4u)].x)) - _wgslsmith_f_op_f32(-(-654f))), -2222f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-256f)), global0[_wgslsmith_index_u32(30494u / var_0, 4u)].x)));
        global2 = array<vec2<i32>, 3>();
        break;
    }
    global1 = array<vec3<u32>, 27>();
    var var_1 = mat4x3<f32>(_wgslsmith_div_vec3_f32(global0[_wgslsmith_index_u32(extractBits(vec3<u32>(var_0, 4294967295u, 16238u) << (vec3<u32>(arg_0, 0u, 49628u) % vec3<u32>(32u)), ~25245u, var_0).x, 4u)], _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(arg_0, 4u)].x, global0[_wgslsmith_index_u32(29687u, 4u)].x, -205f, global0[_wgslsmith_index_u32(1u, 4u)].x)))).xwz, global0[_wgslsmith_index_u32(~35u, 4u)])), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(vec4<f32>(334f, -664f, global0[_wgslsmith_index_u32(49750u, 4u)].x, -393f), vec4<f32>(1165f, -678f, global0[_wgslsmith_index_u32(12285u, 4u)].x, global0[_wgslsmith_index_u32(9643u, 4u)].x)))).xzz, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(arg_0, 4u)]) * _wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(20146u, 4u)] + vec3<f32>(global0[_wgslsmith_index_u32(26477u, 4u)].x, global0[_wgslsmith_index_u32(var_0, 4u)].x, global0[_wgslsmith_index_u32(var_0, 4u)].x)))))), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_div_f32(1275f, _wgslsmith_div_f32(global0[_wgslsmith_index_u32(16790u, 4u)].x, -460f)), _wgslsmith_f_op_f32(dot(_wgslsmith_div_vec4_f32(vec4<f32>(800f, 319f, -1000f, global0[_wgslsmith_index_u32(1u, 4u)].x), vec4<f32>(global0[_wgslsmith_index_u32(44831u, 4u)].x, global0[_wgslsmith_index_u32(var_0, 4u)].x, -981f, global0[_wgslsmith_index_u32(var_0, 4u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(0u, 4u)].x, -574f, global0[_wgslsmith_index_u32(1u, 4u)].x, -650f) - vec4<f32>(349f, global0[_wgslsmith_index_u32(4294967295u, 4u)].x, -796f, 541f)))), -466f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_0, 4u)].x), global0[_wgslsmith_index_u32(arg_0, 4u)].x)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(49409u, 4u)].x), global0[_wgslsmith_index_u32(firstLeadingBit(global1[_wgslsmith_index_u32(0u, 27u)]).x, 4u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(13142u, 4u)].x), global0[_wgslsmith_index_u32(var_0 >> (1u % 32u), 4u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-172f, -1139f, -1224f, global0[_wgslsmith_index_u32(arg_0, 4u)].x), vec4<f32>(global0[_wgslsmith_index_u32(arg_0, 4u)].x, 1413f, -2302f, global0[_wgslsmith_index_u32(69174u, 4u)].x))))) - vec4<f32>(_wgslsmith_f_op_f32(step(global0[_wgslsmith_index_u32(0u, 4u)].x, 152f)), global0[_wgslsmith_index_u32(4294967295u, 4u)].x, 638f, -1770f)))).zyy, global0[_wgslsmith_index_u32(50460u ^ firstTrailingBit(~(~vec4<u32>(arg_0, arg_0, var_0, 35116u))).x, 4u)]);
    return vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-472f * global0[_wgslsmith_index_u32(~var_0, 4u)].x) * -1000f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1385f, var_1[_wgslsmith_index_u32(var_0, 4u)].x, global0[_wgslsmith_index_u32(var_0, 4u)].x, global0[_wgslsmith_index_u32(var_0, 4u)].x) * vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 4u)].x, -367f, global0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_1[_wgslsmith_index_u32(25680u, 4u)].x)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 4u)].x, -350f, 289f, global0[_wgslsmith_index_u32(1u, 4u)].x) + vec4<f32>(global0[_wgslsmith_index_u32(32028u, 4u)].x, -1836f, -1000f, global0[_wgslsmith_index_u32(var_0, 4u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(412f, -511f, global0[_wgslsmith_index_u32(arg_0, 4u)].x, var_1[_wgslsmith_index_u32(0u, 4u)].x) - vec4<f32>(-1000f, -1507f, var_1[_wgslsmith_index_u32(arg_0, 4u)].x, var_1[_wgslsmith_index_u32(arg_0, 4u)].x))) * vec4<f32>(var_1[_wgslsmith_index_u32(0u + 0u, 4u)].x, var_1[_wgslsmith_index_u32(countLeadingZeros(4294967295u), 4u)].x, 1051f, _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-355f, -1213f, global0[_wgslsmith_index_u32(arg_0, 4u)].x, 495f))).x)), true)).x, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1112f, var_1[_wgslsmith_index_u32(7016u, 4u)].x, var_1[_wgslsmith_index_u32(arg_0, 4u)].x, -132f) + vec4<f32>(global0[_wgslsmith_index_u32(var_0, 4u)].x, -500f, global0[_wgslsmith_index_u32(4294967295u, 4u)].x, 1441f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(1u, 4u)].x, -142f, global0[_wgslsmith_index_u32(36018u, 4u)].x, global0[_wgslsmith_index_u32(9047u, 4u)].x), vec4<f32>(global0[_wgslsmith_index_u32(5544u, 4u)].x, global0[_wgslsmith_index_u32(arg_0, 4u)].x, var_1[_wgslsmith_index_u32(1u, 4u)].x, 161f), true))) * _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(var_0, 4u)].x, global0[_wgslsmith_index_u32(var_0, 4u)].x, global0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_1[_wgslsmith_index_u32(var_0, 4u)].x))))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0[_wgslsmith_index_u32(var_0, 4u)].x, -1994f, 1933f, 1377f))))))), true)).x, _wgslsmith_f_op_f32(-290f));
}

fn func_4(arg_0: vec3<bool>) -> u32 {
    ((global2)[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, ~atomicLoad(&wg_atomic_u32)), 3u)]).x = 30904i * u_input.b;
    let var_0 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(20137u, 4u)].x, -1051f, -347f, global0[_wgslsmith_index_u32(4294967295u, 4u)].x)))) - _wgslsmith_f_op_vec4_f32(func_5(min(1u, 4294967295u)))) * vec4<f32>(_wgslsmith_f_op_f32(-(-169f)), _wgslsmith_div_f32(global0[_wgslsmith_index_u32(countOneBits(1u), 4u)].x, global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, 1u), 4u)].x), _wgslsmith_f_op_f32(-1085f), _wgslsmith_div_f32(global0[_wgslsmith_index_u32(min(vec3<u32>(84315u, 44238u, 46545u), vec3<u32>(0u, 4294967295u, 0u)).x + countLeadingZeros(79264u), 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(trunc(global0[_wgslsmith_index_u32(34929u, 4u)])).x + _wgslsmith_f_op_f32(saturate(global0[_wgslsmith_index_u32(1u, 4u)].x))))));
    loop {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(var_0.yzz - _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0.yzy + var_0.xxw) * _wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(4294967295u, 4u)] + vec3<f32>(1187f, var_0.x, -229f)))))), global0[_wgslsmith_index_u32(countTrailingZeros(~(~(4294967295u << (0u % 32u)))), 4u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0.zzx - _wgslsmith_f_op_vec4_f32(saturate(var_0)).zxz) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global0[_wgslsmith_index_u32(32141u, 4u)].x, 127f, -1000f, var_0.x))).zyx + var_0.wwy))), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-956f) + var_0.x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1115f, 421f, -545f, global0[_wgslsmith_index_u32(49079u, 4u)].x))).x), -430f))));
        loop {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            ((global1)[_wgslsmith_index_u32(~1u, 27u)]).x = 1u;
            continuing {
            }
        }
        continue;
    }
    let var_1 = mat2x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(var_0)), vec4<f32>(var_0.x, var_0.x, var_0.x, var_0.x)))), vec4<f32>(var_0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(var_0)).x), _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(vec2<f32>(367f, 503f) - vec2<f32>(-628f, -1116f)))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1651f)), _wgslsmith_f_op_f32(-var_0.x)))), var_0);
    var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(round(-130f)), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(18929u, 4u)].x), _wgslsmith_f_op_f32(1553f - var_1[_wgslsmith_index_u32(26244u, 2u)].x), global0[_wgslsmith_index_u32(1u, 4u)].x) * var_0)), var_0);
    return 4294967295u;
}

fn func_3(arg_0: mat2x2<f32>, arg_1: mat4x4<f32>) -> vec3<f32> {
    let var_0 = Struct_1(select(vec3<bool>(true, true, vec2<bool>(true, true).x), select(vec4<bool>(true, true, true, true).xzy, vec3<bool>(true, true, u_input.d == 9952i), vec3<bool>(true, false, any(vec3<bool>(true, true, false)))), true), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-476f, -532f, arg_1[_wgslsmith_index_u32(13077u, 4u)].x, global0[_wgslsmith_index_u32(16405u, 4u)].x)) + _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_1[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 552f, 1447f)))))), atomicCompareExchangeWeak(&wg_atomic_u32, dot(global1[_wgslsmith_index_u32(15962u, 27u)] + global1[_wgslsmith_index_u32(0u, 27u)], vec3<u32>(4294967295u, 99464u, 1u)) ^ reverseBits(vec3<u32>(0u, 44060u, 1u) >> (global1[_wgslsmith_index_u32(0u, 27u)] % vec3<u32>(32u))).x, 1u).exchanged, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(trunc(791f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(exp(arg_1[_wgslsmith_index_u32(0u, 4u)].x)))) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(select(global0[_wgslsmith_index_u32(28432u, 4u)].xy, vec2<f32>(global0[_wgslsmith_index_u32(52174u, 4u)].x, -1223f), vec2<bool>(false, false))).x, 1210f))), _wgslsmith_mod_u32(~countTrailingZeros(vec3<u32>(1u, 1u, 4294967295u)).x, max(vec4<u32>(3688u, 42443u, 40376u, 106146u), vec4<u32>(1u, 1u, 1u, 1u)).x - 1u));
    ((global1)[_wgslsmith_index_u32(var_0.e, 27u)]).x = var_0.e;
    switch (-25224i) {
        case -12270i: {
            var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(reverseBits(max(vec4<u32>(4294967295u, var_0.e, var_0.e, var_0.e) << (vec4<u32>(var_0.e, var_0.e, var_0.e, 27993u) % vec4<u32>(32u)), vec4<u32>(var_0.e, 4294967295u, 0u, var_0.e))).x, 2u)] + vec2<f32>(arg_0[_wgslsmith_index_u32(extractBits(1u, 4294967295u, var_0.e), 2u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~var_0.e, 4u)].x))), _wgslsmith_f_op_vec2_f32(vec2<f32>(-1000f, -380f) + global0[_wgslsmith_index_u32(min(_wgslsmith_mod_vec3_u32(vec3<u32>(var_0.e, 4294967295u, 4294967295u), global1[_wgslsmith_index_u32(var_0.e, 27u)] * global1[_wgslsmith_index_u32(var_0.e, 27u)]), vec3<u32>(countOneBits(33863u), var_0.e & 22764u, ~4294967295u)).x, 4u)].xz), var_0.b.ww);
        }
        default: {
            while (var_0.a.x) {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                global2 = array<vec2<i32>, 3>();
                var var_1 = -global2[_wgslsmith_index_u32(var_0.e, 3u)];
                let var_2 = mat3x3<f32>(vec3<f32>(-394f, _wgslsmith_f_op_f32(-347f), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0.d.x, _wgslsmith_f_op_f32(trunc(arg_1[_wgslsmith_index_u32(79329u, 4u)].x)), _wgslsmith_f_op_f32(dot(var_0.d, arg_1[_wgslsmith_index_u32(var_0.e, 4u)].yy)), arg_1[_wgslsmith_index_u32(0u, 4u)].x))).x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(4294967295u, 4u)] + vec3<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(67008u, 4u)].x), _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(464u, 4u)].x * 129f), -361f))), _wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(var_0.e, 4u)].yxy - arg_1[_wgslsmith_index_u32(~42641u, 4u)].zxx));
                let var_3 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(var_0.e, 4u)]))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-213f, -454f, var_2[_wgslsmith_index_u32(1u, 3u)].x) - global0[_wgslsmith_index_u32(4294967295u, 4u)])), _wgslsmith_f_op_vec3_f32(-var_2[_wgslsmith_index_u32(~var_0.e, 3u)])))));
            }
            return _wgslsmith_div_vec3_f32(arg_1[_wgslsmith_index_u32(~(4294967295u >> (countOneBits(firstTrailingBit(vec2<u32>(var_0.e, var_0.e))).x % 32u)), 4u)].www, arg_1[_wgslsmith_index_u32((firstLeadingBit(global1[_wgslsmith_index_u32(var_0.e, 27u)] << (global1[_wgslsmith_index_u32(var_0.e, 27u)] % vec3<u32>(32u))).x - ~vec3<u32>(1u, 1u, 1u).x) * var_0.e, 4u)].zwx);
        }
    }
    while (!(~(~43776u - var_0.e) <= max(~vec2<u32>(0u, var_0.e), vec2<u32>(var_0.e - 49030u, 2483u + var_0.e)).x)) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        while (var_0.a.x) {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        }
        break;
    }
    for (var var_1 = -31331i; var_1 == 1i; var_1 += 1i) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        var var_2 = Struct_2(arg_1);
        (((var_2).a)[_wgslsmith_index_u32(~(~_wgslsmith_mod_u32(var_0.e, max(vec3<u32>(1u, 35095u, var_0.e), vec3<u32>(1u, 1u, 1u)).x)), 4u)]).x = 761f;
        loop {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            continue;
            continuing {
                var var_3 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(var_2.a[_wgslsmith_index_u32(~(~1u), 4u)])) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_2.a[_wgslsmith_index_u32(18229u, 4u)].x, -261f, -540f, 1130f)))))));
                var var_4 = vec4<i32>(u_input.a.x, -(i32(-2147483648) ^ u_input.b), firstLeadingBit(vec2<i32>(min(-u_input.a.xx, vec2<i32>(u_input.e.x, u_input.d)).x, dot(vec4<i32>(-1i, u_input.e.x, u_input.c.x, u_input.e.x) - vec4<i32>(u_input.e.x, u_input.d, u_input.e.x, u_input.b), vec4<i32>(u_input.a.x, u_input.a.x, 0i, 2147483647i) >> (vec4<u32>(52201u, 40911u, 83205u, var_0.e) % vec4<u32>(32u))))).x, u_input.c.x >> ((var_0.e / 4743u) % 32u));
                var var_5 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(reverseBits(~vec4<u32>(var_0.e, var_0.e, var_0.e, 0u)).x, 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-647f)) - _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(51995u, 4u)].x + 1249f)), var_0.b.x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(var_0.e, 4u)]))) - arg_1[_wgslsmith_index_u32(~var_0.e + var_0.e, 4u)].wwz), var_0.b.zyw, _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1479f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(var_3.zx)).x), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(min(var_2.a[_wgslsmith_index_u32(var_0.e, 4u)].zwz, var_2.a[_wgslsmith_index_u32(2899u, 4u)].xyw)))).x))));
                var var_6 = arg_1[_wgslsmith_index_u32(var_0.e, 4u)].ww;
                break if (countLeadingZeros(select(min(vec4<i32>(u_input.c.x, 36387i, 55485i, 0i), vec4<i32>(0i, 50467i, var_4.x, -7084i)) / vec4<i32>(var_4.x, var_4.x, var_4.x, var_4.x), countTrailingZeros(vec4<i32>(2147483647i, u_input.b, u_input.e.x, u_input.d)), var_0.a.x).x) < (u_input.d | 2147483647i));
            }
        }
    }
    return vec3<f32>(435f, _wgslsmith_f_op_f32(723f + _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(fract(arg_0[_wgslsmith_index_u32(var_0.e, 2u)]))))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(668f * _wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(var_0.e, 2u)].x + arg_1[_wgslsmith_index_u32(var_0.e, 4u)].x), 2552f))));
}

fn func_2(arg_0: Struct_2) -> mat2x3<f32> {
    let var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_0.a[_wgslsmith_index_u32(1u, 4u)].yxx * global0[_wgslsmith_index_u32(92953u, 4u)])) + _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(4294967295u, 4u)]))), _wgslsmith_f_op_vec3_f32(func_3(mat2x2<f32>(vec2<f32>(arg_0.a[_wgslsmith_index_u32(func_4(vec3<bool>(true, false, true)), 4u)].x, _wgslsmith_div_f32(214f, global0[_wgslsmith_index_u32(82128u, 4u)].x)), arg_0.a[_wgslsmith_index_u32(6208u, 4u)].wx), arg_0.a)));
    let var_1 = select(!vec4<bool>(select(vec4<bool>(true, true, true, true).x, false, atomicCompareExchangeWeak(&wg_atomic_i32, i32(-2147483648), u_input.d).exchanged), true, true, vec2<bool>(true, true).x), vec4<bool>(true, true, true, true), select(vec2<bool>(true, true), vec2<bool>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 4u)].x + -2380f) > _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(49633u, 2u)].x, -129f, global0[_wgslsmith_index_u32(0u, 4u)].x, 259f))).x, true), true).x).zzz;
    while (true) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        let var_2 = Struct_2(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, -1928f, 576f, 1000f) * arg_0.a[_wgslsmith_index_u32(0u, 4u)])), vec4<f32>(arg_0.a[_wgslsmith_index_u32(~0u, 4u)].x, global0[_wgslsmith_index_u32(1u, 4u)].x, 762f, 1395f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0.a[_wgslsmith_index_u32(33403u, 4u)])))), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_vec2_f32(exp(global0[_wgslsmith_index_u32(4294967295u, 4u)].xz)).x, _wgslsmith_f_op_f32(-1506f - -911f), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(33997u, 4u)].x - global0[_wgslsmith_index_u32(9982u, 4u)].x), _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(908f, global0[_wgslsmith_index_u32(4294967295u, 4u)].x, -1000f))).x), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(7828u, 2u)].x, -1691f, var_0[_wgslsmith_index_u32(0u, 2u)].x) - _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a[_wgslsmith_index_u32(21874u, 4u)].x, -533f, 2031f, global0[_wgslsmith_index_u32(0u, 4u)].x) - arg_0.a[_wgslsmith_index_u32(57087u, 4u)])))), _wgslsmith_f_op_vec4_f32(vec4<f32>(610f, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(966f + arg_0.a[_wgslsmith_index_u32(57252u, 4u)].x), global0[_wgslsmith_index_u32(1u, 4u)].x) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(436f, -585f, global0[_wgslsmith_index_u32(1u, 4u)].x, arg_0.a[_wgslsmith_index_u32(103086u, 4u)].x) + vec4<f32>(256f, 737f, -1000f, 1000f)))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-724f, 681f, 1433f, arg_0.a[_wgslsmith_index_u32(30718u, 4u)].x) - arg_0.a[_wgslsmith_index_u32(23943u, 4u)]))))));
        ((global1)[_wgslsmith_index_u32(14680u, 27u)]).x = 4294967295u - max(0u, countOneBits(vec3<u32>(1u + 1u, firstLeadingBit(52903u), countOneBits(global1[_wgslsmith_index_u32(1u, 27u)]).x)).x);
        if (var_1.x) {
            let var_3 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(94149u, 4u)].x * var_2.a[_wgslsmith_index_u32(77042u, 4u)].x), _wgslsmith_f_op_f32(-1091f), _wgslsmith_f_op_f32(280f - -377f), _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(0u, 4u)].x)))).wyy), _wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(countTrailingZeros(countLeadingZeros(~vec2<u32>(4294967295u, 1u))).x, 4u)] * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(2538f, global0[_wgslsmith_index_u32(91661u, 4u)].x, 2403f, -1148f))).wxx * _wgslsmith_f_op_vec3_f32(round(arg_0.a[_wgslsmith_index_u32(2159u, 4u)].ywz)))), var_2.a[_wgslsmith_index_u32(72879u, 4u)].zzz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(1f, 1165f, _wgslsmith_f_op_vec4_f32(func_5(103289u)).x), _wgslsmith_f_op_vec3_f32(var_2.a[_wgslsmith_index_u32(1u, 4u)].xyx * vec3<f32>(var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 849f, global0[_wgslsmith_index_u32(1u, 4u)].x)))));
            var var_4 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_3[_wgslsmith_index_u32(0u, 4u)].x, var_3[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.a[_wgslsmith_index_u32(27006u, 4u)].x) * vec3<f32>(global0[_wgslsmith_index_u32(57904u, 4u)].x, -1454f, var_2.a[_wgslsmith_index_u32(1u, 4u)].x)))), vec3<f32>(var_3[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 0u + 4294967295u, countTrailingZeros(vec2<u32>(1u, 65165u)).x).old_value, 4u)].x, _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-247f, arg_0.a[_wgslsmith_index_u32(57464u, 4u)].x, -533f, -255f), var_2.a[_wgslsmith_index_u32(0u, 4u)], vec4<f32>(global0[_wgslsmith_index_u32(1u, 4u)].x, arg_0.a[_wgslsmith_index_u32(1069u, 4u)].x, 563f, -1017f))).zy)).x, -1255f))));
        } else {
        }
        loop {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            let var_3 = _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(floor(445f)), 1124f, 1986f, vec3<f32>(1f, 1f, 1f).x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1783f, _wgslsmith_f_op_vec4_f32(abs(arg_0.a[_wgslsmith_index_u32(select(vec2<u32>(56672u, 1u), vec2<u32>(126424u, 40567u), vec2<bool>(false, var_1.x)).x, 4u)])).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(5812u, 4u)].zwy), _wgslsmith_f_op_vec4_f32(abs(var_2.a[_wgslsmith_index_u32(50269u, 4u)])).yzw)), _wgslsmith_f_op_f32(1000f * _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(44073u, 4u)].x))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_2.a[_wgslsmith_index_u32(20723u, 4u)] + var_2.a[_wgslsmith_index_u32(4294967295u, 4u)])))), all(vec2<bool>((var_0[_wgslsmith_index_u32(44771u, 2u)].x == 1103f) || var_1.x, !((global0[_wgslsmith_index_u32(4294967295u, 4u)].x < var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x)))))).xww;
            ((global0)[_wgslsmith_index_u32(~((_wgslsmith_mod_u32(~13787u, ~11628u) / max(~1u, reverseBits(27501u))) - ~max(vec4<u32>(1u, 1u, 1u, 1u), vec4<u32>(8053u, 4294967295u, 15965u, 2062u)).x), 4u)]).x = _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_0.a[_wgslsmith_index_u32(17271u, 4u)].x, -506f, var_3.x))), vec3<f32>(1264f, -1000f, var_2.a[_wgslsmith_index_u32(1u, 4u)].x))) * vec3<f32>(_wgslsmith_f_op_f32(-(-882f)), arg_0.a[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, 1u), 4u)].x, 1728f)))).xz)).x;
        }
    }
    while (!(all(!select(vec4<bool>(var_1.x, false, var_1.x, var_1.x), vec4<bool>(var_1.x, var_1.x, var_1.x, var_1.x), vec4<bool>(false, true, var_1.x, true))) | !select(all(vec3<bool>(var_1.x, true, var_1.x)), true, true))) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        for (var var_2 = 0i; var_2 >= 2147483647i; var_2 += 1i) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            global1 = array<vec3<u32>, 27>();
            (global1)[_wgslsmith_index_u32(~(~((56450u * ~0u) >> (extractBits(min(vec4<u32>(22456u, 0u, 11776u, 50953u), vec4<u32>(0u, 0u, 6897u, 67244u)), select(1u, 1u, var_1.x), ~13612u).x % 32u))), 27u)] = global1[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 27u)];
            let var_3 = ~firstLeadingBit(max(~clamp(vec4<i32>(u_input.d, u_input.d, u_input.e.x, u_input.e.x), vec4<i32>(u_input.c.x, i32(-2147483648), u_input.b, 5972i), vec4<i32>(-17416i, u_input.d, u_input.c.x, u_input.b)), vec4<i32>(1i, 1i, 1i, 1i))).xz;
            ((global2)[_wgslsmith_index_u32(4294967295u, 3u)]).x = var_3.x;
        }
    }
    let var_2 = Struct_2(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(411f, _wgslsmith_f_op_f32(-(-116f)), 1480f, 152f), arg_0.a[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 4u)], vec4<bool>(any(vec4<bool>(var_1.x, var_1.x, var_1.x, true)), true, var_1.x | var_1.x, var_1.x))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(443f - 1891f)), 509f, var_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(2769f, 1124f, -312f, var_0[_wgslsmith_index_u32(37032u, 2u)].x) * arg_0.a[_wgslsmith_index_u32(41768u, 4u)]), vec4<f32>(arg_0.a[_wgslsmith_index_u32(93747u, 4u)].x, 1000f, 405f, 1031f))).x), arg_0.a[_wgslsmith_index_u32(countLeadingZeros(~firstTrailingBit(vec4<u32>(1u, 1u, 4294967295u, 121645u)).xx).x, 4u)], _wgslsmith_f_op_vec4_f32(exp2(arg_0.a[_wgslsmith_index_u32(1u, 4u)]))));
    return mat2x3<f32>(global0[_wgslsmith_index_u32(1u, 4u)], _wgslsmith_f_op_vec3_f32(saturate(arg_0.a[_wgslsmith_index_u32(select(vec2<u32>(select(vec2<u32>(7113u, 28195u), vec2<u32>(102903u, 2515u), vec2<bool>(var_1.x, true)).x, 0u), vec2<u32>(4294967295u, 0u), var_1.x).x, 4u)].wwy)));
}

fn func_1(arg_0: mat2x3<f32>, arg_1: f32, arg_2: mat3x4<f32>) -> u32 {
    var var_0 = vec2<f32>(arg_2[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(~(~max(0u, 4294967295u) * (1u + countOneBits(4294967295u))), 4u)].x);
    loop {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    ((global2)[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(atomicSub(&wg_atomic_u32, ~(48095u + 1u)), ~98375u, 0u, 1u)).x, 3u)]).x = -u_input.e.x;
    let var_1 = mat3x2<f32>(arg_0[_wgslsmith_index_u32(~(0u - 0u), 2u)].xy, _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(arg_2[_wgslsmith_index_u32(1u, 3u)] - vec4<f32>(890f, 1048f, 1394f, -135f)), vec4<f32>(168f, -1309f, -1792f, arg_2[_wgslsmith_index_u32(39133u, 3u)].x), vec4<bool>(false, true, false, false))) - vec4<f32>(207f, _wgslsmith_f_op_f32(-var_0.x), -680f, _wgslsmith_f_op_f32(860f * arg_1))))).xy, _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(15175u, 3u)].x), arg_0[_wgslsmith_index_u32(~1u, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(42677u, 4u)].x + 862f) + -697f)))).xz);
    for (var var_2 = 2147483647i; false; ) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        continue;
    }
    return select(~(~4294967295u), 1u, true);
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    switch (-25601i) {
        case -25369i: {
            ((global2)[_wgslsmith_index_u32(func_1(func_2(Struct_2(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-862f, global0[_wgslsmith_index_u32(0u, 4u)].x, 1818f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global0[_wgslsmith_index_u32(4294967295u, 4u)].x, global0[_wgslsmith_index_u32(1u, 4u)].x, 680f)), vec4<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0[_wgslsmith_index_u32(10142u, 4u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x), vec4<f32>(1163f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0[_wgslsmith_index_u32(4294967295u, 4u)].x, global0[_wgslsmith_index_u32(2155u, 4u)].x)))), _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-389f + _wgslsmith_f_op_f32(1148f * global0[_wgslsmith_index_u32(50442u, 4u)].x)), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -492f), vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 4u)].x, 905f), vec2<bool>(false, false))).x)))), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(278f, 679f, -211f, global0[_wgslsmith_index_u32(0u, 4u)].x) * vec4<f32>(global0[_wgslsmith_index_u32(43508u, 4u)].x, -274f, global0[_wgslsmith_index_u32(33281u, 4u)].x, 329f)))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1838f, 588f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x) - vec4<f32>(988f, 639f, 751f, global0[_wgslsmith_index_u32(4294967295u, 4u)].x)) + vec4<f32>(103f, global0[_wgslsmith_index_u32(22124u, 4u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(21920u, 4u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-621f))), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0[_wgslsmith_index_u32(15686u, 4u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x))).x, -839f, global0[_wgslsmith_index_u32(1u, 4u)].x))), 3u)]).x = 0i;
            return;
        }
        case 2147483647i: {
            var var_0 = 0u;
            if (false) {
                let var_1 = Struct_2(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 1000f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -1690f) * vec4<f32>(-216f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, 1352f, -1799f)) - _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-649f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -1170f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), vec4<f32>(482f, 1096f, 1137f, 1000f)))))), vec4<f32>(525f, -977f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(select(global0[_wgslsmith_index_u32(4294967295u, 4u)].x, global0[_wgslsmith_index_u32(56641u, 4u)].x, false))), 1013f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1184f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(35738u, 4u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), vec4<f32>(-591f, global0[_wgslsmith_index_u32(1u, 4u)].x, -700f, global0[_wgslsmith_index_u32(4516u, 4u)].x), false)) - vec4<f32>(1225f, -2353f, global0[_wgslsmith_index_u32(21737u, 4u)].x, 1585f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(func_5(firstTrailingBit(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 27u)]).x)) + vec4<f32>(_wgslsmith_f_op_f32(-857f), 2163f, _wgslsmith_f_op_f32(545f - global0[_wgslsmith_index_u32(0u, 4u)].x), -388f))));
                ((global1)[_wgslsmith_index_u32(63009u, 27u)]).x = extractBits(~(countOneBits(vec4<u32>(0u, 34428u, builtin_workgroup_id.x, builtin_local_invocation_id.x)) / (vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, builtin_workgroup_id.x, builtin_workgroup_id.x) - vec4<u32>(builtin_local_invocation_id.x, 0u, 4294967295u, 24125u))) * vec4<u32>(~8435u, builtin_local_invocation_id.x, 0u, builtin_local_invocation_id.x), reverseBits(vec4<u32>((24960u | builtin_local_invocation_id.x) >> (builtin_local_invocation_id.x % 32u), ~atomicXor(&wg_atomic_u32, 104426u), 1u, builtin_local_invocation_id.x)).x, atomicMax(&wg_atomic_u32, builtin_workgroup_id.x)).x;
            } else if (!(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x == _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec2_f32(clamp(global0[_wgslsmith_index_u32(select(builtin_local_invocation_id, builtin_local_invocation_id, false).x, 4u)].yx, global0[_wgslsmith_index_u32(4294967295u - builtin_local_invocation_id.x, 4u)].zy, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].yx)).x)))) {
            } else {
                var_0 = 35129u;
                var var_1 = vec3<bool>(true, true, true);
                (global2)[_wgslsmith_index_u32((1u / 1u) | ((~(~0u) - 0u) * builtin_local_invocation_id.x), 3u)] = vec2<i32>(-(-sign(vec3<i32>(-13874i, -26070i, -22175i)).x) << (builtin_local_invocation_id.x % 32u), firstTrailingBit(vec2<i32>(atomicOr(&wg_atomic_i32, u_input.e.x) | (u_input.a.x - i32(-2147483648)), min(u_input.c, -u_input.e).x)).x);
                var_1 = vec3<bool>(var_1.x, (1i + (_wgslsmith_mod_i32(-1i, 20977i) - (u_input.d & u_input.b))) > dot(vec4<i32>(71228i, reverseBits(vec2<i32>(2147483647i, u_input.c.x)).x, reverseBits(vec4<i32>(2147483647i, 2147483647i, u_input.c.x, 14676i)).x, -1i), -(vec4<i32>(u_input.d, -1i, -27896i, u_input.d) & vec4<i32>(u_input.c.x, u_input.a.x, u_input.c.x, u_input.a.x))), true);
                let var_2 = Struct_2(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(2381f, -532f, 342f, 433f) * vec4<f32>(global0[_wgslsmith_index_u32(12305u, 4u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)) + _wgslsmith_div_vec4_f32(vec4<f32>(667f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 737f, -497f), vec4<f32>(141f, -1000f, -2113f, global0[_wgslsmith_index_u32(18453u, 4u)].x)))), _wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -1000f, _wgslsmith_f_op_f32(-1037f), _wgslsmith_f_op_vec3_f32(max(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)])).x), vec4<f32>(_wgslsmith_div_f32(251f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x), _wgslsmith_f_op_f32(-1801f), global0[_wgslsmith_index_u32(0u - 4294967295u, 4u)].x, global0[_wgslsmith_index_u32(44497u, 4u)].x)), vec4<f32>(-789f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(abs(builtin_workgroup_id.zx).x, 4u)].x - global0[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(-1608f))), -364f), vec4<f32>(_wgslsmith_div_f32(-625f, 626f), global0[_wgslsmith_index_u32(~1054u + 8023u, 4u)].x, _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(26101u, 4u)].x, -265f))).zx, vec2<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(0u, 4u)].x))).x, _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(39313u, 4u)].x, global0[_wgslsmith_index_u32(1u, 4u)].x))).x)))));
            }
        }
        default: {
        }
    }
    global2 = array<vec2<i32>, 3>();
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        loop {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            break;
        }
        if (false) {
            continue;
        } else if (true) {
            var var_0 = _wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(6147u, 4u)] * global0[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 4u)]);
            continue;
        }
    }
    let var_0 = ~(~(~countLeadingZeros(~vec4<u32>(63886u, 57150u, builtin_workgroup_id.x, builtin_workgroup_id.x))));
    var var_1 = _wgslsmith_f_op_f32(1039f + global0[_wgslsmith_index_u32(4294967295u, 4u)].x);
    var var_2 = Struct_1(vec3<bool>(vec2<bool>(true, true).x, true, abs(-vec4<i32>(u_input.e.x, 74955i, u_input.e.x, u_input.b)).x > u_input.c.x), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(10916u, 4u)].x), -1740f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1000f - global0[_wgslsmith_index_u32(1u, 4u)].x) + 283f), -1007f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(sign(global0[_wgslsmith_index_u32(37622u, 4u)].x))))), atomicCompareExchangeWeak(&wg_atomic_u32, 1u, countOneBits(var_0.wx).x).exchanged, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(ceil(global0[_wgslsmith_index_u32(17112u, 4u)])).x * global0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, builtin_local_invocation_id.x), 4u)].x), _wgslsmith_f_op_vec3_f32(clamp(global0[_wgslsmith_index_u32(func_4(vec3<bool>(true, true, true)), 4u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, 167f, -290f)), _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)]))).x)), builtin_local_invocation_id.x);
    let x = u_input.a;
    s_output = StorageBuffer(builtin_workgroup_id.x | abs(~vec2<u32>(3040u, 0u)).x, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(select(global0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 1u - 77501u), 4u)], var_2.b.yyw, var_2.c)), vec3<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(1718f, global0[_wgslsmith_index_u32(1u, 4u)].x, 1000f, var_2.b.x) * vec4<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 244f)), _wgslsmith_div_vec4_f32(var_2.b, var_2.b))).x, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-var_2.b.wyz))).x, -921f), vec3<f32>(1414f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)), 3090f)));
}

