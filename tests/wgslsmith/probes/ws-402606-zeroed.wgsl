// {"0:0":[185,53,250,1,209,52,186,158,151,130,249,96,21,126,224,253]}
// Seed: 402606

struct Struct_1 {
    a: f32,
    b: mat2x2<f32>,
}

struct Struct_2 {
    @size(16)
    a: u32,
}

struct Struct_3 {
    a: u32,
    @align(4)
    @size(20)
    b: bool,
    @align(8)
    c: vec2<bool>,
    d: Struct_1,
    @align(32)
    @size(28)
    e: Struct_1,
}

struct Struct_4 {
    @align(32)
    a: vec3<u32>,
}

struct UniformBuffer {
    @align(16)
    a: i32,
}

struct StorageBuffer {
    @align(8)
    @size(8)
    a: f32,
    @align(4)
    @size(4)
    b: f32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: vec4<bool>;

var<private> global1: Struct_4;

var<workgroup> global2: array<vec2<bool>, 12>;

var<workgroup> global3: array<mat3x2<f32>, 21>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 13>;

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5(arg_0: mat3x3<f32>, arg_1: vec2<u32>, arg_2: i32) -> Struct_1 {
    let var_0 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(1000f + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-134f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, -1622f, arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x), vec4<f32>(-477f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(35735u, 3u)].x, 1957f), vec4<bool>(false, false, false, global0.x))).x), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x, 2490f), arg_0[_wgslsmith_index_u32(~global1.a.x, 3u)].zz)), _wgslsmith_div_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x, 668f), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x, 581f, -226f, arg_0[_wgslsmith_index_u32(59175u, 3u)].x))).xz))), arg_0[_wgslsmith_index_u32(~0u, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x + -1230f)) + _wgslsmith_div_f32(_wgslsmith_f_op_f32(-324f), arg_0[_wgslsmith_index_u32(11840u, 3u)].x))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_0[_wgslsmith_index_u32(121260u, 3u)].x, 1716f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, -1000f))))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(574f, -1189f, arg_0[_wgslsmith_index_u32(31843u, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(215f, 1471f, arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(2036f, 452f, -111f, 1193f) * vec4<f32>(-610f, -519f, 628f, -242f))))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-852f, arg_0[_wgslsmith_index_u32(arg_1.x, 3u)].x, -295f, 417f))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, -1000f, -107f, arg_0[_wgslsmith_index_u32(arg_1.x, 3u)].x) * _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0[_wgslsmith_index_u32(arg_1.x, 3u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(22299u, 3u)].x, -239f), vec4<f32>(-1437f, 190f, 492f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, 1201f, -963f))))))));
    ((global2)[_wgslsmith_index_u32(~52396u, 12u)]).x = all(global2[_wgslsmith_index_u32(1u, 12u)]) != global0.x;
    var var_1 = arg_1.x;
    let var_2 = ~(i32(-2147483648));
    global0 = select(!vec4<bool>(_wgslsmith_f_op_f32(-618f * arg_0[_wgslsmith_index_u32(31620u, 3u)].x) >= var_0[_wgslsmith_index_u32(arg_1.x << (arg_1.x % 32u), 4u)].x, global0.x, ((0u < arg_1.x)) == atomicCompareExchangeWeak(&wg_atomic_u32, 18815u, 0u).exchanged, select(vec3<bool>(false, false, true), global0.zyy, vec3<bool>(global0.x, true, false)).x), select(vec4<bool>(true, arg_0[_wgslsmith_index_u32(dot(global1.a.zx, vec2<u32>(89540u, arg_1.x)), 3u)].x != _wgslsmith_f_op_f32(245f - arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x), global0.x && !global0.x, false), select(!vec4<bool>(true, true, global0.x, global0.x), !select(vec4<bool>(global0.x, global0.x, global0.x, global0.x), vec4<bool>(true, true, global0.x, global0.x), global0.x), true), true), select(vec4<bool>(true, false, false, false), select(!(!vec4<bool>(global0.x, global0.x, true, global0.x)), vec4<bool>(!global0.x, true, global0.x, select(vec2<bool>(global0.x, false), vec2<bool>(global0.x, global0.x), true).x), vec4<bool>(true, true, true, global0.x & global0.x)), vec4<bool>(false, select(select(global0.wy, global0.zy, vec2<bool>(false, false)), !vec2<bool>(global0.x, global0.x), true).x, global0.x, select(select(vec3<bool>(global0.x, false, false), global0.yxw, false), vec3<bool>(global0.x, false, true), global0.x).x)));
    return Struct_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(~global1.a.x, 4u)]))).x), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0[_wgslsmith_index_u32(39037u, 4u)].x, 126f, arg_0[_wgslsmith_index_u32(global1.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(arg_1.x, 3u)].x))).xw)), _wgslsmith_f_op_vec3_f32(round(var_0[_wgslsmith_index_u32(firstTrailingBit(global1.a).x, 4u)].wyz)).xy));
}

fn func_4(arg_0: Struct_3, arg_1: Struct_3) -> u32 {
    global0 = vec4<bool>((firstTrailingBit(~vec3<i32>(u_input.a, u_input.a, u_input.a)).x - ~u_input.a) >= atomicMax(&wg_atomic_i32, i32(-2147483648)), arg_1.c.x, arg_0.c.x, global0.x);
    ((global2)[_wgslsmith_index_u32(0u >> (1u % 32u), 12u)]).x = true && arg_0.c.x;
    for (var var_0: i32; var_0 <= 8886i; (global2)[_wgslsmith_index_u32(~(~insertBits(18958u, clamp(1u, arg_1.a, global1.a.x), abs(vec4<u32>(arg_1.a, 0u, 0u, arg_0.a)).x, countLeadingZeros(vec3<u32>(arg_1.a, arg_1.a, arg_1.a)).x) * global1.a.x), 12u)] = vec2<bool>(select(vec4<bool>(arg_0.c.x, global0.x, arg_1.d.a >= _wgslsmith_f_op_f32(arg_1.e.a + arg_1.e.b[_wgslsmith_index_u32(46015u, 2u)].x), arg_0.b), select(select(select(vec4<bool>(arg_1.b, global0.x, true, global0.x), vec4<bool>(global0.x, global0.x, arg_0.b, arg_1.c.x), global0.x), !vec4<bool>(arg_1.c.x, arg_0.b, true, true), select(vec4<bool>(arg_1.b, global0.x, false, false), vec4<bool>(true, arg_0.b, arg_0.c.x, false), vec4<bool>(true, true, arg_0.c.x, true))), vec4<bool>(global0.x, true, arg_1.c.x, all(global0.yyy)), !vec4<bool>(arg_1.b, false, true, arg_0.c.x)), vec4<bool>(arg_1.c.x, arg_0.a > (arg_1.a << (arg_1.a % 32u)), false, !(!arg_1.c.x))).x, global0.x)) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        let var_1 = Struct_1(arg_1.d.b[_wgslsmith_index_u32(countLeadingZeros(countLeadingZeros(vec3<u32>(~arg_1.a, select(vec2<u32>(arg_1.a, 27044u), global1.a.yz, vec2<bool>(arg_0.b, global0.x)).x, 34184u))).x, 2u)].x, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_1.d.b[_wgslsmith_index_u32(arg_1.a, 2u)]), arg_0.d.b[_wgslsmith_index_u32(~(arg_0.a << (arg_0.a % 32u)), 2u)]));
        while (any(!vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 0i, u_input.a).exchanged && true, arg_0.c.x, arg_1.b | true, (0i > u_input.a) | !arg_0.b))) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            return 51624u;
        }
        let var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.d.b[_wgslsmith_index_u32(6606u, 2u)].x, 893f, var_1.a, arg_0.d.a) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(599f, arg_1.d.a, -1344f, -443f), vec4<f32>(var_1.b[_wgslsmith_index_u32(arg_0.a, 2u)].x, -203f, var_1.a, -837f), vec4<f32>(arg_0.d.b[_wgslsmith_index_u32(global1.a.x, 2u)].x, 749f, -723f, 1000f))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.a, var_1.a, 1185f, 282f)) - vec4<f32>(arg_1.e.a, arg_0.d.b[_wgslsmith_index_u32(1u, 2u)].x, 1000f, arg_1.d.a)))));
        ((global2)[_wgslsmith_index_u32(arg_1.a, 12u)]).x = select(!select(!vec4<bool>(true, global0.x, true, arg_0.c.x), !vec4<bool>(global0.x, false, false, true), any(arg_1.c)), select(select(select(vec4<bool>(true, false, global0.x, global0.x), vec4<bool>(arg_0.c.x, true, arg_1.c.x, global0.x), false), select(vec4<bool>(global0.x, true, global0.x, arg_1.c.x), vec4<bool>(true, global0.x, arg_0.c.x, false), arg_0.b), vec4<bool>(global0.x, arg_1.b, arg_1.b, global0.x)), vec4<bool>(!arg_0.c.x, vec2<bool>(true, true).x, any(vec3<bool>(arg_0.c.x, true, arg_1.b)), !arg_0.b), vec4<bool>(true, global0.x, false, true)), !(false || (u_input.a != -1i))).x && !arg_0.b;
        for (var var_3 = 2147483647i; all(select(vec4<bool>(select(vec2<bool>(global0.x, true), arg_1.c, true).x, 1170f != _wgslsmith_f_op_vec3_f32(saturate(var_2[_wgslsmith_index_u32(arg_0.a, 2u)].xxx)).x, false, true), vec4<bool>(arg_0.c.x, arg_1.c.x, !all(vec3<bool>(arg_0.c.x, false, true)), 1u != ~arg_0.a), any(!(!global0.yxy)))); ) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        }
    }
    loop {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        continuing {
            if (!atomicCompareExchangeWeak(&wg_atomic_u32, firstLeadingBit(vec3<u32>(15359u, global1.a.x, arg_1.a) | ~vec3<u32>(global1.a.x, arg_0.a, global1.a.x)).x, 50125u).exchanged) {
            }
            (global0).x = (~firstLeadingBit(select(vec4<i32>(49420i, u_input.a, 0i, u_input.a), vec4<i32>(-17240i, u_input.a, -1i, 2147483647i), vec4<bool>(arg_1.b, arg_0.b, global0.x, false))).x / u_input.a) <= atomicAnd(&wg_atomic_i32, 1i);
            loop {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            }
            let var_0 = mat2x3<f32>(vec3<f32>(-169f, -1336f, -809f), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-(-228f)), -2312f, arg_1.d.a) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_1.e.b[_wgslsmith_index_u32(25865u, 2u)].x, -382f, -465f))) + _wgslsmith_f_op_vec3_f32(step(vec3<f32>(arg_0.e.a, 423f, 1401f), vec3<f32>(arg_1.d.b[_wgslsmith_index_u32(14110u, 2u)].x, arg_1.e.a, arg_1.d.a))))))));
        }
    }
    let var_0 = _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-921f) - 104f), arg_0.d.b[_wgslsmith_index_u32(~firstTrailingBit(~arg_0.a) / select(global1.a.xx, global1.a.xy, vec2<bool>(any(vec4<bool>(arg_1.b, true, arg_0.c.x, arg_1.b)), global0.x | arg_1.c.x)).x, 2u)].x);
    return reverseBits(~vec4<u32>(~4294967295u, arg_0.a, ~global1.a.x, global1.a.x + arg_0.a) ^ (((vec4<u32>(global1.a.x, arg_0.a, 0u, 43498u) >> (vec4<u32>(arg_1.a, arg_1.a, global1.a.x, global1.a.x) % vec4<u32>(32u))) & (vec4<u32>(arg_0.a, global1.a.x, arg_0.a, arg_1.a) - vec4<u32>(33693u, global1.a.x, global1.a.x, arg_1.a))) - ~vec4<u32>(0u, global1.a.x, arg_1.a, arg_0.a))).x;
}

fn func_3(arg_0: vec2<u32>, arg_1: Struct_4) -> vec4<u32> {
    if (global0.x) {
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        }
        let var_0 = firstLeadingBit(global1.a.zz);
        var var_1 = false;
        loop {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            var_1 = !(!(!(!(1703u != arg_0.x))));
            global0 = vec4<bool>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1000f, -254f, -996f, 397f))).x * _wgslsmith_div_f32(-758f, 1000f))) == _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-792f)) + 748f), func_4(Struct_3(arg_1.a.x, (u_input.a < 3962i), global2[_wgslsmith_index_u32(86044u, 12u)], func_5(mat3x3<f32>(vec3<f32>(-1593f, -762f, 223f), vec3<f32>(446f, 171f, -1178f), vec3<f32>(-279f, 635f, -1026f)), vec2<u32>(0u, 4294967295u), -15209i), Struct_1(492f, mat2x2<f32>(vec2<f32>(2660f, 878f), vec2<f32>(877f, -287f)))), Struct_3(var_0.x, global0.x, vec2<bool>(true, true), Struct_1(512f, mat2x2<f32>(vec2<f32>(-128f, 1021f), vec2<f32>(1014f, -563f))), func_5(mat3x3<f32>(vec3<f32>(1611f, -748f, 177f), vec3<f32>(161f, 1029f, 406f), vec3<f32>(460f, -161f, -506f)), vec2<u32>(arg_1.a.x, arg_0.x), 36855i))) >= (arg_1.a.x << (1u % 32u)), global0.x, -(-u_input.a) <= (-(u_input.a | u_input.a) * (-(-30171i) & reverseBits(vec3<i32>(u_input.a, 2147483647i, u_input.a)).x)));
            var var_2 = Struct_4(~global1.a);
            continuing {
                (var_2).a = global1.a;
                break if select(global2[_wgslsmith_index_u32(0u, 12u)], select(global2[_wgslsmith_index_u32(56087u, 12u)], vec2<bool>(false, extractBits(-16674i, 942u, global1.a.x) > ~15468i), global0.x), !global2[_wgslsmith_index_u32(arg_0.x, 12u)]).x;
            }
        }
        if (!(!((!global0.x || (u_input.a == 0i)) & global0.x))) {
            var_1 = select(true, select(global0.yyx, select(global0.yzy, global0.yyw, global0.x), global0.zyy).x, true);
            ((global2)[_wgslsmith_index_u32(~firstLeadingBit(arg_1.a.x), 12u)]).x = true;
            (global1).a = global1.a;
        } else {
        }
    } else if (!(1f != _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(701f, -715f, 1049f, 1609f))).xx, _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1734f, 1249f, 1000f, -2653f))).yw, vec2<f32>(1067f, 361f))).x) & true) {
        let var_0 = insertBits(vec4<u32>(arg_0.x, ~reverseBits(arg_0.x + arg_1.a.x), arg_1.a.x, global1.a.x), (vec4<u32>(global1.a.x - global1.a.x, arg_0.x, global1.a.x, 4294967295u / 33006u) >> (reverseBits(~vec4<u32>(3183u, 0u, arg_1.a.x, 0u)) % vec4<u32>(32u))) | (countLeadingZeros(firstTrailingBit(vec4<u32>(global1.a.x, arg_1.a.x, 30432u, 71360u))) >> (countLeadingZeros(vec4<u32>(global1.a.x, arg_1.a.x, arg_1.a.x, 4294967295u)) % vec4<u32>(32u))), atomicExchange(&wg_atomic_u32, countOneBits(arg_1.a.zx).x), 61200u);
        for (var var_1 = -(-(i32(-2147483648)) >> (select(extractBits(var_0, var_0.x, 84922u), _wgslsmith_mod_vec4_u32(vec4<u32>(arg_0.x, global1.a.x, global1.a.x, 8999u), var_0), false).x % 32u)) - u_input.a; var_1 != 6939i; var_1 += 1i) {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            var var_2 = atomicLoad(&wg_atomic_u32);
            let var_3 = ~(~(~global1.a));
        }
        var var_1 = Struct_1(-841f, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(184f, 283f), vec2<f32>(-1294f, -1000f))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-(-403f))))));
        var var_2 = arg_1;
    } else if (select(global2[_wgslsmith_index_u32(arg_1.a.x + ~4294967295u, 12u)], vec2<bool>(global0.x, false), !all(select(select(vec3<bool>(false, false, true), global0.zzx, false).xx, vec2<bool>(global0.x, true), select(vec4<bool>(false, false, true, true), vec4<bool>(false, false, global0.x, global0.x), vec4<bool>(global0.x, false, global0.x, global0.x)).wx))).x) {
        (global3)[_wgslsmith_index_u32(~((clamp(1u, 74229u, select(vec4<u32>(arg_0.x, global1.a.x, arg_0.x, arg_1.a.x), vec4<u32>(global1.a.x, 1u, 1u, 1u), vec4<bool>(global0.x, global0.x, global0.x, false)).x) * firstTrailingBit(global1.a.x - arg_0.x)) ^ arg_0.x), 21u)] = mat3x2<f32>(vec2<f32>(-1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1322f)) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-759f + -1170f)))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1349f, 1000f))) + _wgslsmith_f_op_vec2_f32(-func_5(mat3x3<f32>(vec3<f32>(1628f, -294f, -505f), vec3<f32>(700f, 256f, -2036f), vec3<f32>(364f, -1020f, 1213f)), global1.a.xy, u_input.a).b[_wgslsmith_index_u32(25692u, 2u)])), vec2<f32>(425f, -690f)), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(1000f - 1175f), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-715f, -653f, -1241f))).x * _wgslsmith_f_op_f32(433f + -869f))) - _wgslsmith_f_op_vec2_f32(vec2<f32>(vec4<f32>(1f, 1f, 1f, 1f).x, vec3<f32>(1f, 1f, 1f).x) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-894f, -578f))))));
    } else {
        if (global0.x) {
            let var_0 = Struct_3(arg_0.x, true, select(vec2<bool>(global0.x, select(true, global0.x, global0.x)), vec2<bool>(true, true), true), func_5(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(145f, -878f, -2963f))), vec3<f32>(_wgslsmith_f_op_f32(-321f - -792f), _wgslsmith_f_op_f32(-1078f), _wgslsmith_f_op_f32(-(-749f))), vec3<f32>(_wgslsmith_div_f32(-207f, -686f), -1302f, _wgslsmith_f_op_f32(-706f + -1850f))), _wgslsmith_mod_vec2_u32(~vec2<u32>(0u, global1.a.x), arg_1.a.zz), u_input.a), Struct_1(-359f, mat2x2<f32>(vec2<f32>(1f, 1f), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(549f, 773f)) - vec2<f32>(-267f, -363f)))));
        } else {
            var var_0 = vec2<f32>(_wgslsmith_f_op_f32(-173f + _wgslsmith_f_op_f32(-1f)), -109f);
            let var_1 = arg_1;
        }
    }
    var var_0 = Struct_2(~global1.a.x);
    loop {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        continue;
    }
    var var_1 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-778f, 601f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(709f - -372f), _wgslsmith_f_op_f32(-589f)), -1000f)));
    let var_2 = select(select(vec4<bool>(global0.x, all(!global0.zxz), select(vec4<bool>(global0.x, global0.x, false, global0.x), vec4<bool>(global0.x, global0.x, true, global0.x), var_1.x != -2356f).x, ((u_input.a < u_input.a)) | false), select(vec4<bool>(select(vec2<bool>(global0.x, global0.x), vec2<bool>(true, global0.x), global0.x).x, false, global0.x, select(vec2<bool>(global0.x, true), vec2<bool>(global0.x, false), global0.x).x), select(vec4<bool>(global0.x, false, true, false), select(vec4<bool>(true, global0.x, true, false), vec4<bool>(false, false, false, false), global0.x), u_input.a >= 0i), false), true), vec4<bool>(!atomicCompareExchangeWeak(&wg_atomic_u32, var_0.a, arg_0.x).exchanged, (global0.x | true) || any(select(vec4<bool>(global0.x, false, false, global0.x), vec4<bool>(true, true, global0.x, false), vec4<bool>(global0.x, global0.x, global0.x, false))), global0.x, all(global0.wyx)), global0.x);
    return ~insertBits(countLeadingZeros(vec4<u32>(global1.a.x * 1u, dot(vec3<u32>(10374u, 88u, arg_1.a.x), vec3<u32>(global1.a.x, 1u, 6714u)), ~arg_0.x, ~arg_1.a.x)), firstTrailingBit(~countOneBits(vec4<u32>(24337u, 1u, 52599u, 1u))), arg_1.a.x, 0u);
}

fn func_2(arg_0: bool, arg_1: mat2x2<f32>, arg_2: Struct_1) -> Struct_1 {
    if (!((insertBits(~(-vec4<i32>(1i, -4892i, 19935i, 2147483647i)), -(~vec4<i32>(-9155i, u_input.a, 1i, u_input.a)), atomicMin(&wg_atomic_u32, min(4294967295u, global1.a.x)), 46244u).x < (countLeadingZeros(max(vec4<i32>(4064i, u_input.a, u_input.a, -4374i), vec4<i32>(1i, u_input.a, u_input.a, u_input.a))).x << ((func_4(Struct_3(global1.a.x, true, vec2<bool>(false, false), arg_2, Struct_1(413f, mat2x2<f32>(arg_1[_wgslsmith_index_u32(global1.a.x, 2u)], vec2<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, -929f)))), Struct_3(4294967295u, false, global2[_wgslsmith_index_u32(4294967295u, 12u)], arg_2, Struct_1(191f, arg_1))) & ~15511u) % 32u))))) {
        let var_0 = mat2x3<f32>(vec3<f32>(_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(11741u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1[_wgslsmith_index_u32(69543u, 2u)].x))).x)), arg_1[_wgslsmith_index_u32(~1u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_2.a, arg_1[_wgslsmith_index_u32(~4294967295u, 2u)].x))), vec3<f32>(arg_2.b[_wgslsmith_index_u32(reverseBits(global1.a).x, 2u)].x, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x)));
        let var_1 = arg_2;
    }
    let var_0 = -36670i;
    switch (u_input.a) {
        case 17166i: {
            if (select(vec3<bool>(true & select(!global0.yy, !global2[_wgslsmith_index_u32(0u, 12u)], true).x, global0.x, true), global0.yzw, global0.zzw).x) {
                global0 = select(select(select(select(!vec4<bool>(global0.x, true, arg_0, false), !vec4<bool>(true, true, arg_0, global0.x), all(vec4<bool>(arg_0, false, arg_0, global0.x))), select(select(vec4<bool>(true, false, arg_0, false), vec4<bool>(true, false, false, arg_0), arg_0), select(vec4<bool>(true, arg_0, global0.x, arg_0), vec4<bool>(false, arg_0, false, false), arg_0), select(vec4<bool>(global0.x, true, true, global0.x), vec4<bool>(true, false, arg_0, global0.x), global0.x)), select(vec4<bool>(true, arg_0, global0.x, false), !vec4<bool>(global0.x, global0.x, true, false), !arg_0)), !select(select(vec4<bool>(global0.x, true, global0.x, global0.x), vec4<bool>(arg_0, false, true, true), global0.x), !vec4<bool>(true, arg_0, true, arg_0), all(vec3<bool>(false, true, true))), (1676f < _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(vec4<f32>(arg_2.b[_wgslsmith_index_u32(5202u, 2u)].x, 1000f, arg_1[_wgslsmith_index_u32(36751u, 2u)].x, -1000f), vec4<f32>(arg_2.b[_wgslsmith_index_u32(1u, 2u)].x, -1088f, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, arg_1[_wgslsmith_index_u32(0u, 2u)].x)))).x)), !(!select(vec4<bool>(false, false, global0.x, false), !vec4<bool>(global0.x, true, arg_0, true), global0.x)), false);
            } else {
                let var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(clamp(-487f, _wgslsmith_f_op_f32(sign(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x)), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(1u, 2u)].x))), _wgslsmith_f_op_f32(1497f - _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(13033u, 2u)].x)))), _wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(66471u, 3899u, global1.a.x, global1.a.x) << ((vec4<u32>(global1.a.x, 62217u, global1.a.x, 2980u) | vec4<u32>(63785u, global1.a.x, global1.a.x, 1u)) % vec4<u32>(32u))).x, 2u)] * vec2<f32>(arg_1[_wgslsmith_index_u32(global1.a.x >> (global1.a.x % 32u), 2u)].x, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(vec2<f32>(arg_1[_wgslsmith_index_u32(19901u, 2u)].x, -356f), arg_1[_wgslsmith_index_u32(global1.a.x, 2u)]), arg_2.b[_wgslsmith_index_u32(1545u, 2u)], select(vec2<bool>(true, arg_0), vec2<bool>(true, false), false))).x)), _wgslsmith_div_vec2_f32(arg_2.b[_wgslsmith_index_u32(min(global1.a.yz, global1.a.xy).x ^ (max(global1.a, vec3<u32>(15853u, 0u, 38983u)).x ^ 14447u), 2u)], arg_1[_wgslsmith_index_u32(global1.a.x, 2u)]));
                ((global2)[_wgslsmith_index_u32(54097u, 12u)]).x = _wgslsmith_f_op_f32(-(-2707f)) != _wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-160f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(937f * arg_1[_wgslsmith_index_u32(1u, 2u)].x) + var_1[_wgslsmith_index_u32(10950u, 3u)].x)))).x;
            }
        }
        case 2147483647i: {
            loop {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                break;
            }
        }
        case i32(-2147483648): {
        }
        default: {
            for (var var_1: i32; (var_1 < -48230i); var_1 -= 1i) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                continue;
            }
            let var_1 = _wgslsmith_f_op_f32(select(arg_2.b[_wgslsmith_index_u32(global1.a.x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(arg_1[_wgslsmith_index_u32(global1.a.x, 2u)])).x), false));
            ((global1).a).x = 8599u;
            while (false) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                global2 = array<vec2<bool>, 12>();
                (global0).x = false;
            }
            let var_2 = vec3<i32>(-1977i, ~(~(~2147483647i)), ~u_input.a + 0i) << (min(extractBits(vec4<u32>(global1.a.x, 4294967295u, 72628u, 1u), firstTrailingBit(vec4<u32>(4294967295u, 1u, global1.a.x, 4294967295u)).x, select(global1.a.x, 4294967295u, true)).zyy / firstTrailingBit(reverseBits(global1.a)), ~vec3<u32>(1u, 1u, 1u)) % vec3<u32>(32u));
        }
    }
    if (true) {
        if (true) {
            let var_1 = _wgslsmith_f_op_f32(-arg_2.b[_wgslsmith_index_u32(~(74317u - (~global1.a.x ^ 3610u)), 2u)].x);
            global2 = array<vec2<bool>, 12>();
            let var_2 = Struct_1(_wgslsmith_f_op_f32(-1684f), arg_1);
        }
        loop {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        }
    } else if (true) {
        if (_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_2.b[_wgslsmith_index_u32(4294967295u, 2u)].x, 624f, -493f, 629f))).x) * arg_1[_wgslsmith_index_u32(~(~global1.a.x), 2u)].x)) >= _wgslsmith_f_op_f32(max(arg_2.a, _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, arg_1[_wgslsmith_index_u32(3884u, 2u)].x) + arg_1[_wgslsmith_index_u32(global1.a.x, 2u)])), arg_2.b[_wgslsmith_index_u32(~1u, 2u)])).x))) {
            let var_1 = arg_2;
        } else {
            let var_1 = Struct_4(vec3<u32>(1u, ~global1.a.x, 23380u));
            let var_2 = ~vec2<u32>(atomicCompareExchangeWeak(&wg_atomic_u32, ~global1.a.x, 24681u).old_value, 51141u) + global1.a.yy;
            var var_3 = false;
        }
        (global0).x = 67885u <= atomicXor(&wg_atomic_u32, global1.a.x);
        let var_1 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-738f, arg_2.a, arg_1[_wgslsmith_index_u32(52477u, 2u)].x), vec3<f32>(694f, 1184f, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x))).yx)), arg_1[_wgslsmith_index_u32(global1.a.x, 2u)]);
        if (true) {
            let var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(min(arg_1[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(4294967295u, global1.a.x)).x, 2u)].x, arg_1[_wgslsmith_index_u32(~381u, 2u)].x)), -1000f, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 2u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(global1.a.x, 2u)].x + arg_2.b[_wgslsmith_index_u32(global1.a.x, 2u)].x) * _wgslsmith_f_op_vec2_f32(max(vec2<f32>(arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, var_1[_wgslsmith_index_u32(4294967295u, 2u)].x), var_1[_wgslsmith_index_u32(0u, 2u)])).x)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(1u, 2u)].x, -1502f, arg_2.b[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(0u, 2u)].x) * vec4<f32>(-1084f, arg_1[_wgslsmith_index_u32(21987u, 2u)].x, -214f, arg_2.a)))))), false)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_1[_wgslsmith_index_u32(firstLeadingBit(_wgslsmith_mod_u32(29564u, global1.a.x)), 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1793f))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-631f, -172f, arg_1[_wgslsmith_index_u32(19933u, 2u)].x, var_1[_wgslsmith_index_u32(1u, 2u)].x))), vec4<f32>(-1185f, 819f, arg_1[_wgslsmith_index_u32(28318u, 2u)].x, arg_2.a))).x, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(func_3(global1.a.zz, Struct_4(vec3<u32>(0u, 4294967295u, 54861u))).x, 2u)].x + _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(1u, 2u)].x, var_1[_wgslsmith_index_u32(global1.a.x, 2u)].x))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, 466f, 824f)))))))));
        } else {
            let var_2 = -(((select(vec4<i32>(var_0, 0i, var_0, var_0), vec4<i32>(37465i, var_0, 4520i, u_input.a), vec4<bool>(global0.x, arg_0, global0.x, false)) - vec4<i32>(-1i, var_0, var_0, var_0)) - -max(vec4<i32>(u_input.a, -19661i, var_0, var_0), vec4<i32>(i32(-2147483648), u_input.a, 0i, -16470i))) & sign(-(vec4<i32>(u_input.a, 10073i, var_0, 1i) + vec4<i32>(-52171i, 46403i, u_input.a, u_input.a))));
            var var_3 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, var_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x)))), _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-648f, 340f, -1113f))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(arg_2.b[_wgslsmith_index_u32(45585u, 2u)].x, arg_2.b[_wgslsmith_index_u32(global1.a.x, 2u)].x, arg_2.b[_wgslsmith_index_u32(global1.a.x, 2u)].x), vec3<f32>(886f, -1686f, -1000f)))), false)), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(1u, 2u)].x - -546f), _wgslsmith_f_op_f32(1466f + _wgslsmith_f_op_f32(416f - var_1[_wgslsmith_index_u32(2124u, 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-363f))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, 1154f)) - _wgslsmith_f_op_vec3_f32(round(vec3<f32>(arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, var_1[_wgslsmith_index_u32(1u, 2u)].x, var_1[_wgslsmith_index_u32(global1.a.x, 2u)].x))))));
        }
    }
    var var_1 = Struct_2(global1.a.x);
    return Struct_1(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, 1473f, arg_2.b[_wgslsmith_index_u32(var_1.a, 2u)].x) + vec3<f32>(-1514f, arg_2.b[_wgslsmith_index_u32(0u, 2u)].x, -1473f)))) + _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, -392f, arg_2.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -196f)))).xzx), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(-195f, arg_2.a, -395f, -1000f) - vec4<f32>(arg_1[_wgslsmith_index_u32(var_1.a, 2u)].x, 1000f, arg_1[_wgslsmith_index_u32(var_1.a, 2u)].x, -1000f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.a, arg_2.a, arg_2.a, -1228f) - vec4<f32>(-2243f, -756f, arg_2.b[_wgslsmith_index_u32(global1.a.x, 2u)].x, 1463f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(42846u, 2u)].x, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, arg_2.a, 663f) * vec4<f32>(-1831f, arg_2.a, -528f, arg_1[_wgslsmith_index_u32(0u, 2u)].x)))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_1[_wgslsmith_index_u32(var_1.a, 2u)].x, arg_2.a, 1000f, arg_2.a), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-774f, -704f, arg_2.a, -1458f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-154f, -1000f, 820f, arg_2.b[_wgslsmith_index_u32(10851u, 2u)].x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(970f, 743f, 579f, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x))))).wyx, global0.wyw)).x, mat2x2<f32>(vec2<f32>(func_5(mat3x3<f32>(vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, 932f, arg_2.b[_wgslsmith_index_u32(var_1.a, 2u)].x), vec3<f32>(166f, arg_1[_wgslsmith_index_u32(global1.a.x, 2u)].x, arg_2.a), vec3<f32>(-1730f, arg_1[_wgslsmith_index_u32(21508u, 2u)].x, arg_1[_wgslsmith_index_u32(var_1.a, 2u)].x)), ~vec2<u32>(global1.a.x, global1.a.x), -u_input.a).a, _wgslsmith_div_f32(_wgslsmith_f_op_f32(max(arg_2.b[_wgslsmith_index_u32(var_1.a, 2u)].x, 867f)), -1070f)), arg_2.b[_wgslsmith_index_u32(~(~(0u * global1.a.x)), 2u)]));
}

fn func_1(arg_0: mat4x2<f32>, arg_1: Struct_3, arg_2: vec4<i32>, arg_3: Struct_3) -> f32 {
    global2 = array<vec2<bool>, 12>();
    var var_0 = arg_1;
    ((global2)[_wgslsmith_index_u32(~((2232u * ((arg_3.a | 66562u) << (4294967295u % 32u))) << ((~(~arg_1.a) / arg_1.a) % 32u)), 12u)]).x = true;
    var var_1 = func_2(all(global0.xyz), mat2x2<f32>(var_0.d.b[_wgslsmith_index_u32(insertBits(func_3(vec2<u32>(arg_3.a, 45072u), Struct_4(vec3<u32>(var_0.a, 1u, arg_1.a))), ~(vec4<u32>(var_0.a, 4251u, arg_3.a, global1.a.x) << (vec4<u32>(4294967295u, arg_3.a, 4294967295u, 24741u) % vec4<u32>(32u))), countTrailingZeros(vec3<u32>(arg_3.a, arg_1.a, var_0.a)).x ^ arg_3.a, firstTrailingBit(~global1.a.yy).x).x, 2u)], _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_1.e.b[_wgslsmith_index_u32(arg_1.a, 2u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x, 435f))).zy)))), arg_3.d);
    var var_2 = var_0.e;
    return _wgslsmith_f_op_f32(arg_3.e.b[_wgslsmith_index_u32(abs(firstTrailingBit(vec3<u32>(countLeadingZeros(var_0.a), 11924u, global1.a.x)).x), 2u)].x * _wgslsmith_f_op_f32(round(-597f)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    global0 = vec4<bool>();
    global2 = array<vec2<bool>, 12>();
    global3 = array<mat3x2<f32>, 21>();
    atomicStore(&wg_atomic_u32, 0u);
    atomicStore(&wg_atomic_i32, 0i);
    workgroupBarrier();
    ((global2)[_wgslsmith_index_u32(4294967295u, 12u)]).x = global0.x;
    let var_0 = builtin_num_workgroups.x;
    var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(886f, 1027f), vec2<f32>(1000f, -421f))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(478f, -1000f)))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1108f, 925f)) - vec2<f32>(578f, -810f)))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(-824f, -965f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1756f, -1317f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(func_1(mat4x2<f32>(vec2<f32>(143f, 326f), vec2<f32>(488f, 1000f), vec2<f32>(-1000f, 140f), vec2<f32>(-795f, 1000f)), Struct_3(1u, true, global0.ww, Struct_1(-1601f, mat2x2<f32>(vec2<f32>(-1000f, -1053f), vec2<f32>(-248f, 598f))), Struct_1(-1118f, mat2x2<f32>(vec2<f32>(394f, 165f), vec2<f32>(-631f, -488f)))), vec4<i32>(i32(-2147483648), u_input.a, u_input.a, u_input.a), Struct_3(45199u, false, vec2<bool>(true, true), Struct_1(-1201f, mat2x2<f32>(vec2<f32>(919f, 1393f), vec2<f32>(1000f, 453f))), Struct_1(886f, mat2x2<f32>(vec2<f32>(444f, 681f), vec2<f32>(-688f, -447f)))))))) * _wgslsmith_f_op_vec2_f32(vec4<f32>(1f, 1f, 1f, 1f).zy * _wgslsmith_div_vec2_f32(vec2<f32>(703f, 368f), _wgslsmith_div_vec2_f32(vec2<f32>(1033f, -1000f), vec2<f32>(398f, -111f))))));
    let var_2 = Struct_4(max(firstLeadingBit(~vec4<u32>(builtin_local_invocation_id.x, var_0, var_0, 85663u)) - ~vec4<u32>(4817u, builtin_workgroup_id.x, var_0, global1.a.x), vec4<u32>(~1u, 3085u, ~(builtin_local_invocation_id.x * var_0), (var_0 ^ var_0) ^ (0u * builtin_local_invocation_id.x))).wwy);
    let var_3 = Struct_4(~vec3<u32>(builtin_num_workgroups.x, (global1.a.x + builtin_local_invocation_id.x) + 0u, 1u | (builtin_local_invocation_index >> (builtin_global_invocation_id.x % 32u))));
    let x = u_input.a;
    s_output = StorageBuffer(var_1[_wgslsmith_index_u32(var_2.a.x, 3u)].x, _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(945f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -270f) - vec3<f32>(1395f, 1481f, -246f)) - vec3<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, 981f, 606f)))).zy)).x);
}

