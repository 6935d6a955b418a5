// {"0:0":[198,145,168,209,130,75,175,51,208,42,88,187,95,246,157,134,71,186,154,49,230,21,243,239,174,196,44,3,66,203,82,100,76,101,209,57,60,15,156,142,205,176,108,246,235,34,83,5]}
// Seed: 201724

struct Struct_1 {
    a: vec3<i32>,
    @align(16)
    b: vec3<f32>,
}

struct Struct_2 {
    @size(32)
    a: Struct_1,
    @size(12)
    b: f32,
    c: u32,
    @align(4)
    d: u32,
}

struct UniformBuffer {
    @size(12)
    a: i32,
    b: u32,
    @size(32)
    c: vec4<u32>,
}

struct ProbeOut {
    orig: StorageBuffer,
    p_in: vec4<f32>,
    p_out: vec4<f32>,
    p_n: u32,
}

struct StorageBuffer {
    a: mat3x2<f32>,
    b: mat4x4<f32>,
    c: mat4x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_probe: ProbeOut;

var<private> s_output: StorageBuffer;

var<private> p_in: vec4<f32>;

var<private> p_out: vec4<f32>;

var<private> p_n: u32;

var<workgroup> global0: Struct_2;

var<workgroup> global1: mat4x4<f32>;

var<private> global2: array<bool, 26> = array<bool, 26>(true, false, true, true, true, true, false, false, true, true, false, false, true, true, true, true, false, false, true, false, true, false, false, true, false, true);

var<private> global3: array<Struct_1, 9> = array<Struct_1, 9>(Struct_1(vec3<i32>(-2720i, -6802i, 0i), vec3<f32>(-1563f, -786f, 1238f)), Struct_1(vec3<i32>(i32(-2147483648), -1i, 0i), vec3<f32>(513f, 431f, 1000f)), Struct_1(vec3<i32>(-1i, 1i, -1i), vec3<f32>(-447f, -650f, 809f)), Struct_1(vec3<i32>(i32(-2147483648), 1i, -8245i), vec3<f32>(-1525f, -325f, -1000f)), Struct_1(vec3<i32>(-46991i, 2147483647i, 2147483647i), vec3<f32>(-219f, -357f, -1000f)), Struct_1(vec3<i32>(-1i, -7532i, -3680i), vec3<f32>(350f, -470f, 1508f)), Struct_1(vec3<i32>(-3042i, 9091i, i32(-2147483648)), vec3<f32>(1098f, -1069f, -253f)), Struct_1(vec3<i32>(2147483647i, -49306i, 60475i), vec3<f32>(1315f, 1000f, -1580f)), Struct_1(vec3<i32>(i32(-2147483648), i32(-2147483648), i32(-2147483648)), vec3<f32>(355f, 258f, 919f)));

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 13>;

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
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

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5(arg_0: bool, arg_1: vec4<u32>) -> mat3x3<f32> {
    var var_0 = Struct_1(-countTrailingZeros(firstLeadingBit(vec4<i32>(u_input.a, global0.a.a.x, global0.a.a.x, u_input.a))).wyy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(1u, 4u)].x - -765f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.a.b.x) * -912f), _wgslsmith_f_op_vec2_f32(select(global1[_wgslsmith_index_u32(arg_1.x, 4u)].yx, _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(48321u, 4u)].yy * vec2<f32>(global0.b, global0.b)), vec2<bool>(true, true))).x)));
    let var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(arg_1.x, 4u)].x * _wgslsmith_f_op_vec4_f32(round(global1[_wgslsmith_index_u32(~clamp(u_input.c.xwx, u_input.c.yzy, arg_1.yxz).x, 4u)])).x));
    for (var var_2 = i32(-2147483648); ; var_2 += 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        break;
    }
    if (!arg_0) {
    }
    (var_0).a = vec3<i32>(~(-8046i - u_input.a), u_input.a, i32(-2147483648));
    return mat3x3<f32>(global1[_wgslsmith_index_u32(12329u, 4u)].yyz, vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(732f + 433f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(min(var_0.b.xz, var_0.b.xy)).x * _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(587f, var_0.b.x))).x) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(458f, var_1, 665f, global0.b))).x)), 510f), var_0.b);
}

fn func_4(arg_0: f32, arg_1: Struct_2) -> mat3x4<f32> {
    if (true) {
        switch (-(8759i * atomicOr(&wg_atomic_i32, -global0.a.a.x))) {
            case 2676i: {
            }
            case -1i: {
            }
            default: {
                let var_0 = func_5(((_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.b + arg_0)) < _wgslsmith_div_f32(_wgslsmith_f_op_f32(global0.a.b.x - -1193f), -1360f))) | true, insertBits(u_input.c, ~u_input.c, arg_1.d, 4294967295u));
                var var_1 = !(!(!select(vec4<bool>(false, global2[_wgslsmith_index_u32(global0.d, 26u)], true, true), !vec4<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(4294967295u, 26u)], global2[_wgslsmith_index_u32(arg_1.d, 26u)], false), false)));
                let var_2 = !(!(!(!vec4<bool>(true, var_1.x, global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(37260u, 26u)]))));
                (((global3)[_wgslsmith_index_u32(4294967295u, 9u)]).b).x = _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-(-1000f)), 415f)) - _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(global1[_wgslsmith_index_u32(1u, 4u)].x, 1317f), vec2<f32>(2571f, var_0[_wgslsmith_index_u32(41438u, 3u)].x)), arg_1.a.b.xx) * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_1.a.b.xy - vec2<f32>(arg_1.a.b.x, -118f)) - var_0[_wgslsmith_index_u32(~21275u, 3u)].xz))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(4294967295u, 4u)].yz))))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-761f + _wgslsmith_f_op_f32(dot(global0.a.b.yz, vec2<f32>(global1[_wgslsmith_index_u32(global0.c, 4u)].x, 1000f)))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(var_0[_wgslsmith_index_u32(23249u, 3u)].x, var_0[_wgslsmith_index_u32(39450u, 3u)].x, 456f))).x + _wgslsmith_f_op_f32(-1767f)))))).x;
            }
        }
        if ((extractBits(~arg_1.a.a.zy, extractBits(u_input.c.yxy, arg_1.c >> ((4294967295u / 60157u) % 32u), select(insertBits(u_input.c, vec4<u32>(81453u, u_input.b, global0.c, 0u), 0u, global0.c).xw, vec2<u32>(arg_1.d, u_input.b), !global2[_wgslsmith_index_u32(u_input.c.x, 26u)]).x).x, abs(vec4<u32>(abs(u_input.c.zxz).x, ~arg_1.d, 0u, atomicLoad(&wg_atomic_u32))).x).x < (-19036i << (_wgslsmith_mod_u32(u_input.b, firstTrailingBit(~u_input.c.ww).x) % 32u)))) {
            let var_0 = Struct_1(vec3<i32>(select(~(-vec2<i32>(u_input.a, arg_1.a.a.x)), ~(arg_1.a.a.xz & global0.a.a.yy), global2[_wgslsmith_index_u32(u_input.c.x, 26u)] & false).x, ~(~(u_input.a | 19817i)), 26847i), global1[_wgslsmith_index_u32(4294967295u, 4u)].yyx);
            let var_1 = global0.a;
            let var_2 = global0.a;
            let var_3 = Struct_2(Struct_1(var_1.a, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1238f, var_1.b.x, _wgslsmith_f_op_f32(-262f - var_0.b.x)))), _wgslsmith_f_op_f32(-(-1000f)), ~(1u >> (~(u_input.c.x ^ 1u) % 32u)), 79542u);
        } else if (all(select(vec4<bool>(global2[_wgslsmith_index_u32(abs(_wgslsmith_mod_vec4_u32(u_input.c, u_input.c)).x, 26u)], false, false & (global2[_wgslsmith_index_u32(4294967295u, 26u)] | global2[_wgslsmith_index_u32(arg_1.c, 26u)]), true), !vec4<bool>(global2[_wgslsmith_index_u32(~4439u, 26u)], false, select(vec4<bool>(global2[_wgslsmith_index_u32(22971u, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)], true, false), vec4<bool>(false, true, false, global2[_wgslsmith_index_u32(u_input.c.x, 26u)]), global2[_wgslsmith_index_u32(global0.c, 26u)]).x, true), select(select(vec4<bool>(true, false, global2[_wgslsmith_index_u32(arg_1.d, 26u)], global2[_wgslsmith_index_u32(u_input.b, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(18464u, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], false), true), select(select(vec4<bool>(global2[_wgslsmith_index_u32(arg_1.d, 26u)], global2[_wgslsmith_index_u32(arg_1.d, 26u)], global2[_wgslsmith_index_u32(0u, 26u)], true), vec4<bool>(false, true, true, true), global2[_wgslsmith_index_u32(10185u, 26u)]), !vec4<bool>(true, false, false, global2[_wgslsmith_index_u32(42899u, 26u)]), global2[_wgslsmith_index_u32(arg_1.d, 26u)]), select(!vec4<bool>(global2[_wgslsmith_index_u32(arg_1.c, 26u)], false, global2[_wgslsmith_index_u32(135072u, 26u)], true), vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], false, false, global2[_wgslsmith_index_u32(arg_1.c, 26u)]), true && global2[_wgslsmith_index_u32(global0.c, 26u)]))).yzx)) {
            global1 = mat4x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(~0u, 4u)] - _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(global0.d, 4u)])) - vec4<f32>(_wgslsmith_f_op_f32(dot(vec4<f32>(598f, 916f, 207f, 1662f), vec4<f32>(1570f, global1[_wgslsmith_index_u32(global0.c, 4u)].x, global1[_wgslsmith_index_u32(44825u, 4u)].x, arg_0))), _wgslsmith_f_op_f32(125f - global1[_wgslsmith_index_u32(0u, 4u)].x), arg_1.a.b.x, 1000f)), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, reverseBits(u_input.c.wyy).x), 4u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.b, 372f, _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-453f + arg_0), _wgslsmith_f_op_vec2_f32(exp(arg_1.a.b.xx)).x)), 1037f) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(926f, 1245f, arg_0, 1000f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(588f, arg_1.b, -1664f, -1004f) + vec4<f32>(arg_0, 880f, arg_1.b, 1171f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.b, -688f, arg_1.a.b.x, global1[_wgslsmith_index_u32(1u, 4u)].x) - vec4<f32>(-531f, arg_0, -646f, global0.b))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(select(vec2<u32>(global0.c, global0.c), u_input.c.yx, true).x, 4u)] * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(1u, 4u)]) - global1[_wgslsmith_index_u32(99391u, 4u)]))), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(dot(_wgslsmith_mod_vec3_u32(vec3<u32>(86986u, u_input.c.x, arg_1.d), vec3<u32>(arg_1.d, 90145u, 7596u)), vec3<u32>(0u, u_input.b, arg_1.c) & u_input.c.ywz) + dot(firstTrailingBit(u_input.c).yxz, vec3<u32>(arg_1.d, u_input.b, u_input.b)), 4u)]));
            let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.a.b.x, 851f, arg_1.b) * vec3<f32>(-835f, -1832f, -553f)) + vec3<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-471f, arg_0, 554f), global1[_wgslsmith_index_u32(4294967295u, 4u)].yyy, false)).x, arg_1.a.b.x, _wgslsmith_f_op_f32(-global0.b))), global1[_wgslsmith_index_u32(18303u, 4u)].xxw, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1[_wgslsmith_index_u32(56597u, 4u)].x, arg_0, arg_0, -1998f), vec4<f32>(arg_1.b, global0.a.b.x, global0.b, arg_0))).wzx - _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(1000f, -726f, global1[_wgslsmith_index_u32(u_input.c.x, 4u)].x, arg_1.a.b.x))).zxw))).yy, _wgslsmith_f_op_vec2_f32(min(global1[_wgslsmith_index_u32(countOneBits(reverseBits(vec4<u32>(global0.c, 14910u, global0.d, 45008u)).x), 4u)].wy, arg_1.a.b.zz)), vec2<f32>(_wgslsmith_f_op_vec2_f32(exp(global1[_wgslsmith_index_u32(3387u, 4u)].zw)).x, _wgslsmith_f_op_f32(-arg_0)));
        } else if (global2[_wgslsmith_index_u32(1u, 26u)]) {
            var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(global0.c, 4u)]), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(351f, global1[_wgslsmith_index_u32(arg_1.d, 4u)].x, global0.b, -1782f), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(21342u, 4u)]), false))))), _wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)] * global1[_wgslsmith_index_u32(~atomicXor(&wg_atomic_u32, 1033u), 4u)]));
            ((global1)[_wgslsmith_index_u32(~countOneBits(~(~vec3<u32>(global0.c, u_input.b, u_input.b))).x, 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, _wgslsmith_f_op_f32(-arg_0)));
            let var_1 = vec2<i32>(countTrailingZeros(~countOneBits(vec4<i32>(-43409i, global0.a.a.x, u_input.a, global0.a.a.x))).x * u_input.a, (~(global0.a.a.x ^ u_input.a) & min(extractBits(vec4<i32>(u_input.a, 2147483647i, global0.a.a.x, 1i), u_input.c.x, global0.d).zwz, vec3<i32>(global0.a.a.x, 9863i, 0i)).x) >> (~8451u % 32u));
            let var_2 = 4294967295u;
        } else {
            let var_0 = firstTrailingBit(sign(vec4<i32>(arg_1.a.a.x, global0.a.a.x - 49507i, arg_1.a.a.x, 31829i) / insertBits(sign(vec4<i32>(u_input.a, arg_1.a.a.x, 7092i, u_input.a)), vec4<i32>(-69447i, u_input.a, -25939i, i32(-2147483648)) ^ vec4<i32>(1i, arg_1.a.a.x, global0.a.a.x, global0.a.a.x), firstLeadingBit(u_input.c.wx).x, ~4294967295u))).yzz;
            let var_1 = global3[_wgslsmith_index_u32(18965u * 146304u, 9u)];
            let var_2 = i32(-2147483648) & countOneBits(countTrailingZeros(vec3<i32>(_wgslsmith_mod_i32(44089i, arg_1.a.a.x), var_0.x + -1i, 0i - 1i)).yy).x;
        }
        (((global3)[_wgslsmith_index_u32(global0.d, 9u)]).a).x = atomicSub(&wg_atomic_i32, i32(-2147483648)) - 4156i;
    }
    if (!(32833i <= (u_input.a + select(arg_1.a.a.xz, vec2<i32>(-3427i, -1i) >> (u_input.c.zy % vec2<u32>(32u)), vec2<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(22110u, 26u)])).x))) {
        switch (1i) {
            case -78674i: {
                var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(global1[_wgslsmith_index_u32(~global0.d, 4u)])), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(253f, -171f, 1692f, 371f)) - _wgslsmith_div_vec4_f32(global1[_wgslsmith_index_u32(4294967295u, 4u)], vec4<f32>(202f, arg_0, 725f, arg_0)))), global1[_wgslsmith_index_u32(0u, 4u)], !(!(global0.c > 70947u)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.b, arg_1.a.b.x, 817f, arg_1.a.b.x) - vec4<f32>(arg_0, global1[_wgslsmith_index_u32(arg_1.d, 4u)].x, 1293f, -107f)))), global1[_wgslsmith_index_u32(u_input.c.x, 4u)]));
                global2 = array<bool, 26>();
                let var_1 = Struct_1(global0.a.a, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1430f, arg_0, 1000f) * vec3<f32>(-1611f, 865f, -474f)) + global1[_wgslsmith_index_u32(4993u, 4u)].zxx)) - _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, 1u), 3u)].yyy + var_0[_wgslsmith_index_u32(~33959u, 3u)].wzw)));
                ((var_0)[_wgslsmith_index_u32(~global0.d, 3u)]).x = global1[_wgslsmith_index_u32(19457u, 4u)].x;
                ((var_0)[_wgslsmith_index_u32(61832u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global0.b, global1[_wgslsmith_index_u32(60826u, 4u)].x));
            }
            default: {
                let var_0 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(fract(1032f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(1025f, global1[_wgslsmith_index_u32(53721u, 4u)].x, -273f))).xx, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(1147f, -1705f), vec2<f32>(arg_0, global1[_wgslsmith_index_u32(global0.d, 4u)].x), global2[_wgslsmith_index_u32(global0.c, 26u)])))).x), 1f), arg_1.a.b, vec3<f32>(arg_0, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(4294967295u, 4u)].x * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(-240f, 2305f, 1071f), vec3<f32>(-723f, 448f, global1[_wgslsmith_index_u32(0u, 4u)].x), vec3<f32>(global0.a.b.x, global0.b, -1150f))).x)), _wgslsmith_f_op_f32(-829f)));
            }
        }
        var var_0 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_vec3_f32(exp(global1[_wgslsmith_index_u32(firstTrailingBit(0u), 4u)].wwz)).x, 795f, _wgslsmith_div_f32(arg_1.b, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(vec4<f32>(arg_0, global1[_wgslsmith_index_u32(5652u, 4u)].x, -794f, 383f), vec4<f32>(arg_0, global0.b, -909f, -302f)))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(arg_0, -1323f), global0.a.b.yx)).x + global1[_wgslsmith_index_u32(1u, 4u)].x))), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(0u, 4u)]));
        let var_1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(1u, 4u)].x, -470f, -327f, arg_0)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(101f, _wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(-(-993f)), _wgslsmith_div_f32(arg_1.b, 1422f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(extractBits(1u, 28135u, arg_1.d * arg_1.d), 4u)] * _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-548f, arg_0, global0.b, arg_1.a.b.x)))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x), var_0[_wgslsmith_index_u32(arg_1.c, 2u)].x, -117f, _wgslsmith_f_op_f32(-(-948f))))), var_0[_wgslsmith_index_u32(130450u, 2u)], _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(~min(50701u, 31948u), 2u)]), var_0[_wgslsmith_index_u32(4294967295u, 2u)]));
        for (var var_2 = 0i; !select(vec3<bool>(false, false, global2[_wgslsmith_index_u32(global0.c >> (global0.c % 32u), 26u)]), vec3<bool>(select(global2[_wgslsmith_index_u32(global0.d, 26u)], true, true), !(!global2[_wgslsmith_index_u32(global0.c, 26u)]), select(select(vec4<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], false, true, true), vec4<bool>(true, false, true, false), vec4<bool>(global2[_wgslsmith_index_u32(65049u, 26u)], true, global2[_wgslsmith_index_u32(global0.c, 26u)], true)).x, global0.d == 68978u, true)), true).x; global3 = array<Struct_1, 9>()) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            ((global1)[_wgslsmith_index_u32(global0.d, 4u)]).x = 1000f;
            break;
        }
        if (global0.a.a.x > vec3<i32>(1i, 1i, 1i).x) {
        } else {
            (((global0).a).b).x = _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(var_1[_wgslsmith_index_u32(30897u, 4u)], vec4<f32>(-993f, -1494f, global0.a.b.x, global0.b), vec4<bool>(true, false, true, global2[_wgslsmith_index_u32(global0.c, 26u)]))), global1[_wgslsmith_index_u32(~17816u, 4u)]))).wxy))).x;
            var var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(1000f, 930f, arg_0), global1[_wgslsmith_index_u32(0u, 4u)].wzy) - vec3<f32>(-2027f, global0.b, -147f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(global1[_wgslsmith_index_u32(u_input.c.x + global0.d, 4u)].zyw)) * _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(arg_1.b, arg_0, var_1[_wgslsmith_index_u32(arg_1.d, 4u)].x))), var_0[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, u_input.b), 2u)].xyx)))), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(global1[_wgslsmith_index_u32(1910u, 4u)].zzx))))), _wgslsmith_f_op_vec3_f32(-global0.a.b), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(651f, -1640f, -208f, arg_0) * global1[_wgslsmith_index_u32(1u, 4u)]))).yyz * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-787f, arg_1.b, arg_1.b))))));
            ((global3)[_wgslsmith_index_u32(0u, 9u)]).b = _wgslsmith_f_op_vec3_f32(-arg_1.a.b);
        }
    }
    (global3)[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, insertBits(~vec4<u32>(global0.d, 1u, 37552u, global0.c), ~clamp(u_input.c, vec4<u32>(1u, 47038u, 4294967295u, 0u), u_input.c), 1u / u_input.b, reverseBits(arg_1.c)).x), 9u)] = Struct_1(vec3<i32>(countOneBits(countTrailingZeros(vec3<i32>(-36832i, u_input.a, -54792i))).x >> (global0.c % 32u), (1i >> ((arg_1.c | 0u) % 32u)) + firstTrailingBit(1i + u_input.a), (arg_1.a.a.x << (global0.d % 32u)) << (u_input.b % 32u)), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(u_input.c.x, 4u)] + _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_1.b, global0.b, 1061f, arg_1.a.b.x)))), global1[_wgslsmith_index_u32(~countTrailingZeros(u_input.c.yx).x, 4u)], vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], true, true, false))).xxw, global0.a.b, vec3<f32>(-173f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(3752f + 676f)), -865f))));
    if (select(select(select(select(!vec3<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)]), select(vec3<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(arg_1.d, 26u)]), vec3<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], false, global2[_wgslsmith_index_u32(arg_1.c, 26u)]), global2[_wgslsmith_index_u32(3063u, 26u)]), false), select(vec3<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], global2[_wgslsmith_index_u32(arg_1.d, 26u)], true), !vec3<bool>(false, global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(53872u, 26u)]), !vec3<bool>(false, global2[_wgslsmith_index_u32(13888u, 26u)], false)), vec3<bool>(any(vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(32585u, 26u)], true)), all(vec4<bool>(true, true, global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(4294967295u, 26u)])), true)).xy, vec2<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], !global2[_wgslsmith_index_u32(0u, 26u)]), true), !(!vec2<bool>(true, global2[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 25648u), 26u)])), vec2<bool>(!all(select(vec4<bool>(true, false, global2[_wgslsmith_index_u32(0u, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)]), vec4<bool>(true, true, false, true), true)), !(!global2[_wgslsmith_index_u32(global0.c, 26u)] && (global2[_wgslsmith_index_u32(83081u, 26u)] == global2[_wgslsmith_index_u32(u_input.c.x, 26u)])))).x) {
        (global2)[_wgslsmith_index_u32(80910u, 26u)] = !((arg_0 < _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(countLeadingZeros(u_input.c.x), 4u)].x))) | any(vec3<bool>(global2[_wgslsmith_index_u32(0u, 26u)], arg_1.c != (12559u + global0.c), vec2<i32>(1i, 1i).x > arg_1.a.a.x));
        global1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(847f, _wgslsmith_div_f32(arg_1.a.b.x, global0.b), _wgslsmith_f_op_f32(-1680f * -1608f), _wgslsmith_f_op_f32(trunc(294f))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0, 481f, global0.b, global0.a.b.x) - vec4<f32>(arg_1.b, 551f, 1000f, 452f)))))))), global1[_wgslsmith_index_u32(select(~(vec4<u32>(35781u, global0.d, 1u, u_input.c.x) ^ vec4<u32>(34552u, global0.d, 1u, u_input.b)) | ~(vec4<u32>(arg_1.d, 0u, 0u, 42217u) ^ u_input.c), firstTrailingBit(~(~u_input.c)), global2[_wgslsmith_index_u32(countOneBits(countLeadingZeros(vec4<u32>(53196u, 13611u, global0.d, global0.d)).x), 26u)]).x, 4u)], global1[_wgslsmith_index_u32(~arg_1.d, 4u)], vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_1.a.b.x, 191f) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.b + global1[_wgslsmith_index_u32(u_input.b, 4u)].x))), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(-1295f, global0.b), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_0, 363f, global0.a.b.x, -1000f))).xz)).x, global0.b, -517f));
        for (var var_0 = 43850i; (var_0 < i32(-2147483648)); var_0 = 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_1 = !select(select(vec4<bool>(false, global2[_wgslsmith_index_u32(0u, 26u)], false, true), !(!vec4<bool>(global2[_wgslsmith_index_u32(arg_1.c, 26u)], true, true, false)), vec4<bool>(true, global2[_wgslsmith_index_u32(select(u_input.c, u_input.c, vec4<bool>(true, false, global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(34184u, 26u)])).x, 26u)], true, true)), select(vec4<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], global2[_wgslsmith_index_u32(4294967295u, 26u)], all(vec2<bool>(false, global2[_wgslsmith_index_u32(u_input.b, 26u)])), arg_0 > -1468f), !select(vec4<bool>(false, global2[_wgslsmith_index_u32(0u, 26u)], false, true), vec4<bool>(global2[_wgslsmith_index_u32(0u, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(64276u, 26u)], false), vec4<bool>(false, true, true, global2[_wgslsmith_index_u32(11267u, 26u)])), true), vec4<bool>(false, 1i > max(global0.a.a, vec3<i32>(-33270i, 3682i, 2147483647i)).x, global2[_wgslsmith_index_u32(11109u, 26u)], atomicCompareExchangeWeak(&wg_atomic_i32, arg_1.a.a.x, -1i >> (0u % 32u)).exchanged));
            (global3)[_wgslsmith_index_u32(~select(~vec3<u32>(~arg_1.c, ~50600u, reverseBits(u_input.c.xzy).x), u_input.c.www, var_1.xxx).x, 9u)] = global3[_wgslsmith_index_u32(4294967295u, 9u)];
            global1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(countOneBits(vec3<u32>(1u, global0.d, global0.c)).x, 4u)] + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-209f, global1[_wgslsmith_index_u32(arg_1.d, 4u)].x, arg_1.a.b.x, 1563f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(arg_0, 238f, global1[_wgslsmith_index_u32(u_input.c.x, 4u)].x, arg_1.b), global1[_wgslsmith_index_u32(12785u, 4u)]) * global1[_wgslsmith_index_u32(arg_1.d, 4u)]), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(arg_1.d, 4u)] * global1[_wgslsmith_index_u32(44644u, 4u)]), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0.a.b.x, global0.a.b.x, -1000f, arg_1.a.b.x))), select(vec4<bool>(false, true, false, false), vec4<bool>(false, var_1.x, var_1.x, global2[_wgslsmith_index_u32(23048u, 26u)]), var_1.x))))), global1[_wgslsmith_index_u32(~4294967295u, 4u)], _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.a.b.x, 540f, -672f, -2136f)) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-100f, -341f, arg_0, -1000f))) - _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0, -741f, arg_0, -1318f))))))));
            continue;
        }
    }
    return mat3x4<f32>(vec4<f32>(arg_1.b, _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-666f, global0.a.b.x, global1[_wgslsmith_index_u32(14983u, 4u)].x, 1169f))).zx)).x, _wgslsmith_f_op_f32(arg_0 + _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(global0.a.b.xx)).x + _wgslsmith_f_op_vec2_f32(min(global0.a.b.yy, vec2<f32>(-713f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x))).x)), -789f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(u_input.b, 4u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(arg_1.d, 4u)].x, arg_0, 1936f, 1000f)) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(4294967295u, 4u)]))) - _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(global0.c / ~0u, 4u)])));
}

fn func_3(arg_0: mat3x4<f32>, arg_1: f32) -> bool {
    if (true) {
    } else if (global2[_wgslsmith_index_u32(global0.c - 37020u, 26u)]) {
        switch (max(~max(vec4<i32>(atomicXor(&wg_atomic_i32, 23769i), -u_input.a, abs(global0.a.a.x), 1i - u_input.a), (vec4<i32>(global0.a.a.x, u_input.a, 19633i, 1i) >> (u_input.c % vec4<u32>(32u))) + clamp(vec4<i32>(-1i, u_input.a, -71344i, global0.a.a.x), vec4<i32>(63938i, -1i, -3070i, 38478i), vec4<i32>(global0.a.a.x, 27260i, i32(-2147483648), u_input.a))).x, -6771i)) {
            case -1i: {
                let var_0 = global0.a;
                (global2)[_wgslsmith_index_u32(~atomicCompareExchangeWeak(&wg_atomic_u32, reverseBits(41417u), ~(global0.d / 11714u)).old_value ^ 0u, 26u)] = true;
                var var_1 = Struct_1(vec3<i32>(min(_wgslsmith_mod_vec4_i32(vec4<i32>(53494i, i32(-2147483648), -55288i, 1i), firstTrailingBit(vec4<i32>(2147483647i, -8818i, 48128i, u_input.a))), vec4<i32>(-(-20639i), dot(vec4<i32>(-23551i, u_input.a, -38574i, u_input.a), vec4<i32>(-1i, 2147483647i, var_0.a.x, -1720i)), i32(-2147483648) ^ u_input.a, var_0.a.x)).x, i32(-2147483648), dot(vec2<i32>(u_input.a, 8851i), _wgslsmith_mod_vec2_i32(vec2<i32>(u_input.a, var_0.a.x) + var_0.a.xx, _wgslsmith_mod_vec2_i32(global0.a.a.zx, vec2<i32>(-16607i, -5645i))))), vec3<f32>(arg_1, _wgslsmith_f_op_f32(dot(arg_0[_wgslsmith_index_u32(firstLeadingBit(u_input.c << (vec4<u32>(global0.d, u_input.b, 25111u, global0.d) % vec4<u32>(32u))).x, 3u)], _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(43148u, 3u)]))), _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(516f, global0.a.b.x, -572f))).x * _wgslsmith_f_op_vec2_f32(round(vec2<f32>(1401f, -798f))).x), 349f)));
                let var_2 = vec2<i32>(6767i, var_1.a.x - (-1i + global0.a.a.x));
            }
            default: {
                (global2)[_wgslsmith_index_u32(select(~vec3<u32>(19490u, firstLeadingBit(u_input.c.x), firstLeadingBit(vec2<u32>(1u, u_input.c.x)).x) | select(vec3<u32>(1u, ~u_input.c.x, 34959u), ~u_input.c.xyw, vec3<bool>(global2[_wgslsmith_index_u32(u_input.c.x, 26u)], !global2[_wgslsmith_index_u32(u_input.b, 26u)], vec2<bool>(true, true).x)), (u_input.c.www * ~vec3<u32>(global0.c, 4294967295u, 81304u)) << (vec3<u32>(~global0.d, ~atomicSub(&wg_atomic_u32, global0.d), dot(u_input.c | vec4<u32>(global0.d, global0.c, global0.c, global0.d), reverseBits(u_input.c))) % vec3<u32>(32u)), !(!select(!vec3<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], true, global2[_wgslsmith_index_u32(36875u, 26u)]), select(vec3<bool>(false, true, global2[_wgslsmith_index_u32(u_input.c.x, 26u)]), vec3<bool>(global2[_wgslsmith_index_u32(0u, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(1u, 26u)]), vec3<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)], false)), global2[_wgslsmith_index_u32(0u, 26u)]))).x, 26u)] = global2[_wgslsmith_index_u32(global0.d, 26u)];
                var var_0 = mat2x2<f32>(global1[_wgslsmith_index_u32(insertBits(~u_input.c.yz, countOneBits((u_input.c.xx * u_input.c.yx) | ~vec2<u32>(36323u, u_input.b)), countOneBits(vec4<u32>(1u, u_input.b, global0.c, 21455u)).x << (global0.d % 32u), dot(u_input.c, u_input.c)).x, 4u)].zx, _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(261f, arg_1), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global0.a.b.zz) * global1[_wgslsmith_index_u32(u_input.b << (1u % 32u), 4u)].xw) + arg_0[_wgslsmith_index_u32(~4294967295u ^ insertBits(vec2<u32>(u_input.c.x, global0.c), u_input.c.zy, u_input.b, 0u).x, 3u)].wz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(arg_1, arg_0[_wgslsmith_index_u32(global0.d, 3u)].x, -1018f), global1[_wgslsmith_index_u32(4294967295u, 4u)].yxz, vec3<bool>(true, false, false))).yx * _wgslsmith_f_op_vec2_f32(select(arg_0[_wgslsmith_index_u32(global0.c, 3u)].xy, vec2<f32>(global0.b, -964f), vec2<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(71550u, 26u)]))))))));
                var_0 = mat2x2<f32>(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(52187u, 3u)].x + arg_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x)), global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(61080u / u_input.b, 1u), 4u)].x), _wgslsmith_f_op_vec2_f32(trunc(global0.a.b.xy)).x), var_0[_wgslsmith_index_u32(1u, 2u)]);
                var var_1 = select(!select(select(select(vec4<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], global2[_wgslsmith_index_u32(0u, 26u)], global2[_wgslsmith_index_u32(8208u, 26u)], false), vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], false, true, true), vec4<bool>(false, false, global2[_wgslsmith_index_u32(1u, 26u)], false)), !vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)], false, global2[_wgslsmith_index_u32(90625u, 26u)]), vec4<bool>(true, true, global2[_wgslsmith_index_u32(u_input.b, 26u)], true)), vec4<bool>(false, global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(66002u, 26u)] | global2[_wgslsmith_index_u32(u_input.c.x, 26u)], global2[_wgslsmith_index_u32(11355u, 26u)] & global2[_wgslsmith_index_u32(1u, 26u)]), select(vec4<bool>(global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(9773u, 26u)], false, true), !vec4<bool>(true, global2[_wgslsmith_index_u32(1u, 26u)], false, global2[_wgslsmith_index_u32(u_input.b, 26u)]), !global2[_wgslsmith_index_u32(1u, 26u)])), vec4<bool>(all(select(vec4<bool>(false, global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(4294967295u, 26u)], false), vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(u_input.b, 26u)]), select(vec4<bool>(true, global2[_wgslsmith_index_u32(1u, 26u)], true, global2[_wgslsmith_index_u32(global0.c, 26u)]), vec4<bool>(false, true, global2[_wgslsmith_index_u32(0u, 26u)], false), global2[_wgslsmith_index_u32(4294967295u, 26u)])).wyw), !(_wgslsmith_f_op_f32(sign(global0.a.b.x)) <= _wgslsmith_f_op_f32(-1274f * 370f)), all(!select(vec2<bool>(false, global2[_wgslsmith_index_u32(1u, 26u)]), vec2<bool>(false, global2[_wgslsmith_index_u32(global0.d, 26u)]), true)), select(select(vec3<bool>(global2[_wgslsmith_index_u32(15388u, 26u)], false, false), vec3<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], false, true), false).yz, select(vec3<bool>(global2[_wgslsmith_index_u32(0u, 26u)], true, global2[_wgslsmith_index_u32(14412u, 26u)]), vec3<bool>(true, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], true), true).yx, false).x && global2[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(0u, 41288u)).x, 26u)]), !select(!vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(16551u, 26u)], true, global2[_wgslsmith_index_u32(1660u, 26u)]), vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, u_input.c.x, global0.d).exchanged, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], !global2[_wgslsmith_index_u32(30314u, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)]), global2[_wgslsmith_index_u32(u_input.b, 26u)]));
                var var_2 = ~global0.c;
            }
        }
        for (var var_0 = -24727i; ; var_0 -= 1i) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        }
        if (select(!vec2<bool>(false, global2[_wgslsmith_index_u32(global0.d - u_input.c.x, 26u)] & true), select(vec3<bool>(true, true, true), vec3<bool>(all(select(vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], false, global2[_wgslsmith_index_u32(4294967295u, 26u)], false), vec4<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], global2[_wgslsmith_index_u32(5701u, 26u)], true, true), vec4<bool>(global2[_wgslsmith_index_u32(57183u, 26u)], false, global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(42959u, 26u)]))), !(global2[_wgslsmith_index_u32(6148u, 26u)] | global2[_wgslsmith_index_u32(u_input.c.x, 26u)]), !(global1[_wgslsmith_index_u32(global0.d, 4u)].x != 339f)), !vec3<bool>(true, any(vec3<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], true, false)), atomicCompareExchangeWeak(&wg_atomic_i32, -16869i, global0.a.a.x).exchanged)).zy, !(!select(select(vec4<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], false, global2[_wgslsmith_index_u32(7016u, 26u)], global2[_wgslsmith_index_u32(4617u, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], false, true, true), false), select(vec4<bool>(global2[_wgslsmith_index_u32(10139u, 26u)], false, false, global2[_wgslsmith_index_u32(28707u, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(0u, 26u)], true, global2[_wgslsmith_index_u32(global0.c, 26u)]), global2[_wgslsmith_index_u32(13688u, 26u)]), !vec4<bool>(false, true, true, global2[_wgslsmith_index_u32(32362u, 26u)])).zx)).x) {
            var var_0 = func_5(select(select(select(!vec4<bool>(global2[_wgslsmith_index_u32(u_input.c.x, 26u)], false, true, global2[_wgslsmith_index_u32(1u, 26u)]), !vec4<bool>(false, false, global2[_wgslsmith_index_u32(4475u, 26u)], true), global2[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 26u)]).wxx, !select(vec4<bool>(global2[_wgslsmith_index_u32(u_input.c.x, 26u)], true, true, false), vec4<bool>(global2[_wgslsmith_index_u32(u_input.c.x, 26u)], false, false, false), vec4<bool>(global2[_wgslsmith_index_u32(815u, 26u)], global2[_wgslsmith_index_u32(1879u, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)], false)).zzx, vec3<bool>(select(vec2<bool>(global2[_wgslsmith_index_u32(47950u, 26u)], true), vec2<bool>(false, global2[_wgslsmith_index_u32(global0.c, 26u)]), vec2<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(55745u, 26u)])).x, true, all(vec3<bool>(false, true, true)))), vec3<bool>(true, true, true), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-789f * global1[_wgslsmith_index_u32(global0.c, 4u)].x)) >= _wgslsmith_f_op_f32(global0.a.b.x - 518f)).x, u_input.c);
            return !select(select(!(!vec4<bool>(true, global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(0u, 26u)], false)), select(select(vec4<bool>(global2[_wgslsmith_index_u32(92039u, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], true), vec4<bool>(true, true, false, false), vec4<bool>(false, global2[_wgslsmith_index_u32(u_input.b, 26u)], true, false)), select(vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], false, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], false), vec4<bool>(global2[_wgslsmith_index_u32(0u, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], false, true), global2[_wgslsmith_index_u32(u_input.b, 26u)]), global2[_wgslsmith_index_u32(global0.d, 26u)] == global2[_wgslsmith_index_u32(0u, 26u)]), true), vec4<bool>(global2[_wgslsmith_index_u32(0u, 26u)], true || (global2[_wgslsmith_index_u32(u_input.c.x, 26u)] && global2[_wgslsmith_index_u32(u_input.c.x, 26u)]), all(vec4<bool>(global2[_wgslsmith_index_u32(19203u, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(1u, 26u)], true)), global2[_wgslsmith_index_u32(1u, 26u)]), select(select(!vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], false, false, global2[_wgslsmith_index_u32(48216u, 26u)]), select(vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], true, true, true), vec4<bool>(global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(4294967295u, 26u)], true, true), global2[_wgslsmith_index_u32(62484u, 26u)]), vec4<bool>(true, true, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], false)), !vec4<bool>(global2[_wgslsmith_index_u32(21308u, 26u)], global2[_wgslsmith_index_u32(u_input.b, 26u)], false, global2[_wgslsmith_index_u32(global0.d, 26u)]), !(!vec4<bool>(global2[_wgslsmith_index_u32(9330u, 26u)], false, false, global2[_wgslsmith_index_u32(global0.d, 26u)])))).x;
        } else {
            let var_0 = vec3<f32>(-789f, arg_0[_wgslsmith_index_u32(41350u, 3u)].x, arg_0[_wgslsmith_index_u32(36294u, 3u)].x);
        }
        ((global1)[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, ~firstTrailingBit(~u_input.c).x), 4u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1000f)) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(474f + -1567f)));
    }
    switch (-(~(-global0.a.a.x))) {
        default: {
            loop {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                var var_0 = Struct_1(countOneBits(countOneBits(vec4<i32>(-6282i, u_input.a, 30556i, 1i) | vec4<i32>(-62013i, -39682i, u_input.a, u_input.a))).wzz & vec3<i32>(~u_input.a & global0.a.a.x, 47866i + 23642i, abs(vec4<i32>(u_input.a, 2147483647i, u_input.a, 14037i)).x + 60373i), vec3<f32>(arg_1, -871f, _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_1, 411f, arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x, -934f))), vec4<f32>(-335f, -450f, -315f, 328f), !vec4<bool>(global2[_wgslsmith_index_u32(0u, 26u)], true, true, global2[_wgslsmith_index_u32(0u, 26u)]))).zzw)).x));
            }
        }
    }
    var var_0 = vec2<u32>(1u, ~4294967295u);
    while ((19537i >> (~u_input.b % 32u)) > reverseBits(-11051i ^ (u_input.a * (u_input.a - u_input.a)))) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        switch (i32(-2147483648)) {
            case -1i: {
            }
            case 0i: {
                var var_1 = Struct_1(vec3<i32>(max(firstLeadingBit(vec4<i32>(u_input.a, global0.a.a.x, u_input.a, u_input.a)) & -vec4<i32>(u_input.a, global0.a.a.x, -20171i, u_input.a), -vec4<i32>(-2804i, 59251i, u_input.a, global0.a.a.x) & -vec4<i32>(u_input.a, global0.a.a.x, global0.a.a.x, -3298i)).x, (-global0.a.a.x + global0.a.a.x) | global0.a.a.x, _wgslsmith_mod_i32(~global0.a.a.x + countTrailingZeros(global0.a.a).x, atomicMin(&wg_atomic_i32, 14546i) | (u_input.a >> (var_0.x % 32u)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.b, global1[_wgslsmith_index_u32(10136u, 4u)].x, 968f)))));
            }
            default: {
                let var_1 = global3[_wgslsmith_index_u32(~reverseBits(~countLeadingZeros(~vec4<u32>(4294967295u, 30060u, var_0.x, var_0.x)).yzy).x, 9u)];
                let var_2 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(405f, _wgslsmith_f_op_f32(global0.b * _wgslsmith_f_op_f32(arg_1 + 687f)), _wgslsmith_f_op_f32(-(-2425f)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(var_0.x, 3u)].x, -956f) - _wgslsmith_f_op_f32(-(-206f)))))).xyx, vec3<f32>(global1[_wgslsmith_index_u32(abs((u_input.c.wz + vec2<u32>(0u, global0.d)) << (u_input.c.zz % vec2<u32>(32u))).x, 4u)].x, -1179f, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 4294967295u), 3u)] + vec4<f32>(-2917f, arg_1, -601f, -282f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(arg_0[_wgslsmith_index_u32(65118u, 3u)])) * vec4<f32>(834f, global0.a.b.x, var_1.b.x, arg_1)))).x), vec3<f32>(-423f, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(~firstLeadingBit(0u), 4u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_1.b.x + 743f) + _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(arg_1, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).x) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1003f, arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x, 319f, -439f))).x))), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-524f, 3040f, -442f, var_1.b.x))).x) + global1[_wgslsmith_index_u32(abs(u_input.c).x, 4u)].x), global0.a.b.x, global0.a.b.x));
            }
        }
        global2 = array<bool, 26>();
        global1 = mat4x4<f32>(vec4<f32>(-156f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1[_wgslsmith_index_u32(5597u, 4u)].x, global1[_wgslsmith_index_u32(var_0.x, 4u)].x, global0.a.b.x, arg_1), _wgslsmith_f_op_vec4_f32(step(arg_0[_wgslsmith_index_u32(4294967295u, 3u)], global1[_wgslsmith_index_u32(1u, 4u)])))).x * _wgslsmith_f_op_f32(1000f + 824f)), _wgslsmith_f_op_vec4_f32(clamp(global1[_wgslsmith_index_u32(u_input.c.x, 4u)], arg_0[_wgslsmith_index_u32(~atomicAnd(&wg_atomic_u32, 28567u), 3u)], _wgslsmith_f_op_vec4_f32(exp2(func_4(global0.a.b.x, Struct_2(Struct_1(global0.a.a, vec3<f32>(arg_0[_wgslsmith_index_u32(var_0.x, 3u)].x, arg_1, 1772f)), global0.a.b.x, 0u, var_0.x))[_wgslsmith_index_u32(~4294967295u, 3u)])))).x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, ~global0.d), 4u)].x * arg_1)), _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(545f, -542f, -1024f, 981f), vec4<f32>(arg_0[_wgslsmith_index_u32(18899u, 3u)].x, -466f, arg_1, global0.a.b.x)) * _wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(global0.c, 4u)] * vec4<f32>(927f, 121f, -1239f, -828f))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(0u, 3u)]), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(4294967295u, 4u)]))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(~u_input.b, 4u)].x, arg_1, global1[_wgslsmith_index_u32(~4294967295u, 4u)].x, _wgslsmith_f_op_f32(dot(vec4<f32>(-121f, 462f, arg_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 600f), arg_0[_wgslsmith_index_u32(10240u, 3u)]))))), arg_0[_wgslsmith_index_u32(~8647u, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(firstTrailingBit(~u_input.c.zw).x, 4u)] + global1[_wgslsmith_index_u32(4294967295u, 4u)])));
    }
    var var_1 = select(global0.a.a.yx, global0.a.a.yy, select(select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), !(!vec3<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], false, false))), vec3<bool>(all(select(vec4<bool>(true, true, global2[_wgslsmith_index_u32(var_0.x, 26u)], global2[_wgslsmith_index_u32(6949u, 26u)]), vec4<bool>(true, true, false, false), vec4<bool>(false, false, true, false)).xyx), false, select(u_input.c, u_input.c, global2[_wgslsmith_index_u32(u_input.c.x, 26u)]).x >= min(vec4<u32>(global0.c, 15397u, 33350u, global0.d), u_input.c).x), !select(vec3<bool>(true, true, false), !vec3<bool>(global2[_wgslsmith_index_u32(var_0.x, 26u)], false, global2[_wgslsmith_index_u32(28631u, 26u)]), select(vec3<bool>(true, false, false), vec3<bool>(global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(var_0.x, 26u)], true), false).x)).zz).x;
    return false;
}

fn func_2(arg_0: Struct_1) -> u32 {
    var var_0 = 54164u;
    if (true) {
        while (global2[_wgslsmith_index_u32(global0.c, 26u)]) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        }
        return ~4294967295u;
    } else if (func_3(func_4(-1930f, Struct_2(global0.a, 934f, u_input.c.x, ~(global0.c & u_input.b))), global0.b)) {
        var var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(u_input.c.x, 4u)].zzy + arg_0.b) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(global0.d, 4u)].wwy))) * vec3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-846f, -1000f, 1589f, global0.a.b.x)), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(u_input.b, 4u)]), vec4<bool>(true, true, false, true))).x, _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(dot(global1[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(517f, global1[_wgslsmith_index_u32(global0.c, 4u)].x, 639f, 1693f))))), 359f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(global0.a.b + vec3<f32>(1266f, 518f, -603f)))) - _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global1[_wgslsmith_index_u32(32615u, 4u)].x, arg_0.b.x, -640f, 1543f), global1[_wgslsmith_index_u32(global0.d, 4u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)])) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(351f, 969f, global1[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b.x))))).wxw));
        (global2)[_wgslsmith_index_u32(28595u, 26u)] = select(select(select(select(select(vec4<bool>(global2[_wgslsmith_index_u32(u_input.c.x, 26u)], true, global2[_wgslsmith_index_u32(global0.c, 26u)], true), vec4<bool>(global2[_wgslsmith_index_u32(64117u, 26u)], global2[_wgslsmith_index_u32(81105u, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)]), vec4<bool>(false, global2[_wgslsmith_index_u32(u_input.b, 26u)], false, global2[_wgslsmith_index_u32(u_input.c.x, 26u)])), select(vec4<bool>(global2[_wgslsmith_index_u32(16662u, 26u)], false, global2[_wgslsmith_index_u32(global0.c, 26u)], true), vec4<bool>(global2[_wgslsmith_index_u32(51913u, 26u)], false, global2[_wgslsmith_index_u32(0u, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)]), vec4<bool>(true, global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(1u, 26u)], false)), vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(u_input.b, 26u)], true, true)).ww, vec2<bool>(true, global2[_wgslsmith_index_u32(~u_input.b, 26u)]), !vec2<bool>(global2[_wgslsmith_index_u32(1u, 26u)], true)), select(select(!vec3<bool>(false, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], true), vec3<bool>(false, false, global2[_wgslsmith_index_u32(0u, 26u)]), !vec3<bool>(global2[_wgslsmith_index_u32(u_input.c.x, 26u)], global2[_wgslsmith_index_u32(56064u, 26u)], true)).xz, vec2<bool>(any(vec4<bool>(true, false, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)])), 2147483647i <= arg_0.a.x), select(!vec3<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(9759u, 26u)]), vec3<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], false, global2[_wgslsmith_index_u32(u_input.b, 26u)]), atomicCompareExchangeWeak(&wg_atomic_u32, global0.d, global0.d).exchanged).yy), true), vec2<bool>(global2[_wgslsmith_index_u32(insertBits(~u_input.c.xyw, select(~u_input.c, vec4<u32>(global0.c, global0.d, 98475u, 1u), false).xwz, u_input.b, countTrailingZeros(u_input.c.zyy).x).x, 26u)], global2[_wgslsmith_index_u32(u_input.c.x - (16236u ^ global0.c), 26u)] || select(global2[_wgslsmith_index_u32(global0.d, 26u)], false, true)), select(vec4<bool>(!select(vec3<bool>(true, true, true), vec3<bool>(true, global2[_wgslsmith_index_u32(99561u, 26u)], false), global2[_wgslsmith_index_u32(global0.d, 26u)]).x, true, global2[_wgslsmith_index_u32(~33733u, 26u)] && !global2[_wgslsmith_index_u32(4294967295u, 26u)], !(var_1[_wgslsmith_index_u32(23590u, 2u)].x >= -175f)), select(vec4<bool>(global2[_wgslsmith_index_u32(26487u, 26u)] & true, any(vec2<bool>(global2[_wgslsmith_index_u32(70143u, 26u)], global2[_wgslsmith_index_u32(45966u, 26u)])), true, true), !select(vec4<bool>(false, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], true, global2[_wgslsmith_index_u32(12144u, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], true), vec4<bool>(false, false, global2[_wgslsmith_index_u32(u_input.c.x, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)])), vec4<bool>(true, global2[_wgslsmith_index_u32(22048u, 26u)], global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)])), vec4<bool>(true, global2[_wgslsmith_index_u32(60129u >> (0u % 32u), 26u)] && true, false, global2[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, atomicOr(&wg_atomic_u32, u_input.b)), 26u)])).yw).x;
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            let var_2 = ~(~u_input.b);
            var_0 = global0.c;
            (((global0).a).a).x = ~(-global0.a.a.x);
            let var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0.b.x, _wgslsmith_div_f32(508f, _wgslsmith_f_op_f32(select(var_1[_wgslsmith_index_u32(45936u, 2u)].x, 390f, global2[_wgslsmith_index_u32(7778u, 26u)]))), -562f, _wgslsmith_f_op_vec2_f32(select(global0.a.b.xy, arg_0.b.zx, global2[_wgslsmith_index_u32(u_input.c.x, 26u)])).x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-685f, _wgslsmith_f_op_f32(-global0.b), global1[_wgslsmith_index_u32(var_2 << (u_input.b % 32u), 4u)].x, global1[_wgslsmith_index_u32(4294967295u, 4u)].x))));
        }
        var var_2 = _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(global0.d, 4u)].x, arg_0.b.x)) + _wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-422f, -626f, global1[_wgslsmith_index_u32(49990u, 4u)].x) * vec3<f32>(712f, arg_0.b.x, -443f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(36193u, 4u)].x, var_1[_wgslsmith_index_u32(4294967295u, 2u)].x, -1000f))), _wgslsmith_div_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(0u, 4u)].x, 922f, arg_0.b.x), _wgslsmith_f_op_vec3_f32(arg_0.b - vec3<f32>(-1000f, arg_0.b.x, arg_0.b.x))), true)).yy), _wgslsmith_f_op_vec2_f32(select(arg_0.b.xy, _wgslsmith_f_op_vec2_f32(func_4(_wgslsmith_f_op_f32(arg_0.b.x * arg_0.b.x), Struct_2(arg_0, global0.b, u_input.c.x, global0.d))[_wgslsmith_index_u32(u_input.b, 3u)].wz - vec2<f32>(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(global0.c, 4u)].x - var_1[_wgslsmith_index_u32(43898u, 2u)].x), global1[_wgslsmith_index_u32(abs(u_input.c.wz).x, 4u)].x)), !vec2<bool>(any(vec3<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], true, true)), global2[_wgslsmith_index_u32(u_input.c.x, 26u)]))));
        if (_wgslsmith_mod_i32(firstLeadingBit(~(~u_input.a)), -1i) <= max(vec3<i32>(~firstLeadingBit(global0.a.a).x, 2147483647i, -(-(-1i))), arg_0.a).x) {
            var_0 = 40005u;
            return select(u_input.c.www, ~vec3<u32>(u_input.c.x, 6641u, countOneBits(u_input.c.x)), select(select(vec3<bool>(global2[_wgslsmith_index_u32(42385u, 26u)], arg_0.b.x != -160f, global2[_wgslsmith_index_u32(global0.c << (u_input.b % 32u), 26u)]), select(!vec3<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)], false), !vec3<bool>(global2[_wgslsmith_index_u32(13976u, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)], false), global2[_wgslsmith_index_u32(1u, 26u)]), select(vec4<bool>(true, global2[_wgslsmith_index_u32(global0.d, 26u)], true, false), select(vec4<bool>(global2[_wgslsmith_index_u32(1u, 26u)], true, global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(u_input.c.x, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(38227u, 26u)], false, global2[_wgslsmith_index_u32(global0.c, 26u)], false), vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], true, global2[_wgslsmith_index_u32(111463u, 26u)], global2[_wgslsmith_index_u32(global0.c, 26u)])), vec4<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], true, global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(1u, 26u)])).wxz), select(select(vec4<bool>(global2[_wgslsmith_index_u32(global0.c, 26u)], global2[_wgslsmith_index_u32(0u, 26u)], false, global2[_wgslsmith_index_u32(u_input.b, 26u)]), vec4<bool>(true, global2[_wgslsmith_index_u32(global0.d, 26u)], false, global2[_wgslsmith_index_u32(u_input.b, 26u)]), select(vec4<bool>(true, global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(0u, 26u)], global2[_wgslsmith_index_u32(14277u, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(1u, 26u)], true, global2[_wgslsmith_index_u32(u_input.b, 26u)], false), vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(65450u, 26u)], true, global2[_wgslsmith_index_u32(0u, 26u)]))).yxw, !select(vec3<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], true, global2[_wgslsmith_index_u32(global0.c, 26u)]), vec3<bool>(global2[_wgslsmith_index_u32(u_input.b, 26u)], global2[_wgslsmith_index_u32(4294967295u, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)]), global2[_wgslsmith_index_u32(47911u, 26u)]), false), false)).x;
        }
    }
    while (true) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
    }
    var var_1 = Struct_1(-(-vec3<i32>(-1i, i32(-2147483648), u_input.a) ^ vec3<i32>(~u_input.a, -u_input.a, 2147483647i)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0.a.b + vec3<f32>(-308f, _wgslsmith_f_op_vec4_f32(exp(global1[_wgslsmith_index_u32(u_input.c.x, 4u)])).x, -129f))));
    (global0).a = global0.a;
    return u_input.b;
}

fn func_1(arg_0: u32, arg_1: mat3x4<f32>, arg_2: f32, arg_3: Struct_1) -> f32 {
    if (!((arg_0 < u_input.b))) {
        var var_0 = vec4<u32>(arg_0, arg_0, arg_0, ~(arg_0 / func_2(Struct_1(arg_3.a, vec3<f32>(global0.a.b.x, 1000f, global1[_wgslsmith_index_u32(arg_0, 4u)].x)))) + atomicCompareExchangeWeak(&wg_atomic_u32, global0.c, min(vec3<u32>(u_input.c.x, 81179u, 1u), u_input.c.www).x | 3013u).old_value);
    }
    var var_0 = 21253i;
    let var_1 = ~u_input.a;
    var var_2 = mat4x2<f32>(arg_1[_wgslsmith_index_u32(arg_0, 3u)].xw, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(774f, -141f) + _wgslsmith_f_op_vec4_f32(floor(arg_1[_wgslsmith_index_u32(arg_0, 3u)])).xw) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(u_input.c.x, 4u)].xx)))), arg_1[_wgslsmith_index_u32(26638u, 3u)].yy, arg_1[_wgslsmith_index_u32(reverseBits(vec2<u32>(global0.d, ~insertBits(u_input.c.yz, vec2<u32>(arg_0, global0.d), arg_0, u_input.b).x)).x, 3u)].ww);
    (var_2)[_wgslsmith_index_u32(~(~52509u) + ~countTrailingZeros(vec2<u32>(u_input.b, ~36046u)).x, 4u)] = _wgslsmith_f_op_vec3_f32(_probe_exp2(global0.a.b)).xx;
    return var_2[_wgslsmith_index_u32(global0.c, 4u)].x;
}

fn main_orig(builtin_global_invocation_id: vec3<u32>, builtin_local_invocation_id: vec3<u32>, builtin_num_workgroups: vec3<u32>, builtin_local_invocation_index: u32) {
    global0 = Struct_2(Struct_1(~countOneBits(min(vec4<i32>(global0.a.a.x, u_input.a, -2815i, 0i), vec4<i32>(50000i, -1i, 0i, -64775i))).yxw, vec3<f32>(_wgslsmith_f_op_f32(func_1(51863u - 4294967295u, mat3x4<f32>(vec4<f32>(global0.a.b.x, -1244f, global0.b, global0.a.b.x), vec4<f32>(-1449f, -575f, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, -276f), global1[_wgslsmith_index_u32(global0.c, 4u)]), _wgslsmith_f_op_vec2_f32(saturate(global0.a.b.zy)).x, global3[_wgslsmith_index_u32(u_input.b + 4294967295u, 9u)])), 2031f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-2041f)))), _wgslsmith_f_op_f32(-2757f + _wgslsmith_f_op_vec3_f32(select(vec3<f32>(1518f, _wgslsmith_f_op_f32(-(-1025f)), _wgslsmith_f_op_f32(global0.a.b.x + -1000f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0.a.b) - _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].zyy)), vec3<bool>(true, select(vec4<bool>(global2[_wgslsmith_index_u32(global0.d, 26u)], global2[_wgslsmith_index_u32(35103u, 26u)], false, global2[_wgslsmith_index_u32(68308u, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)], true, global2[_wgslsmith_index_u32(builtin_local_invocation_index, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 26u)], global2[_wgslsmith_index_u32(u_input.b, 26u)], true, true)).x, !global2[_wgslsmith_index_u32(global0.c, 26u)]))).x), builtin_num_workgroups.x, u_input.c.x);
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        (global0).b = _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-618f, 339f, global0.b, -2146f), global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])).xyy * _wgslsmith_f_op_vec3_f32(vec3<f32>(-971f, -1652f, -633f) - vec3<f32>(global1[_wgslsmith_index_u32(u_input.b, 4u)].x, global0.a.b.x, 221f))))).x)));
        break;
    }
    var var_0 = global3[_wgslsmith_index_u32(u_input.c.x, 9u)];
    switch (u_input.a) {
        case i32(-2147483648): {
            for (var var_1: i32; select(global2[_wgslsmith_index_u32(extractBits(u_input.c.x, ~builtin_local_invocation_index, 1u), 26u)], true || !any(!vec4<bool>(global2[_wgslsmith_index_u32(4294967295u, 26u)], global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 26u)], true, global2[_wgslsmith_index_u32(30104u, 26u)])), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(builtin_global_invocation_id.x - global0.c, 4u)].x * _wgslsmith_f_op_f32(-global0.b))) <= global1[_wgslsmith_index_u32(firstTrailingBit(0u), 4u)].x); (((global3)[_wgslsmith_index_u32(abs(~(~vec3<u32>(atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 1u).old_value, 4294967295u - builtin_local_invocation_id.x, u_input.b))).x, 9u)]).a).x = 0i | var_0.a.x) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            }
        }
        case -1i: {
            (global2)[_wgslsmith_index_u32(1u, 26u)] = global2[_wgslsmith_index_u32(~14847u, 26u)];
        }
        default: {
            let var_1 = vec4<u32>(~(~(4294967295u / builtin_num_workgroups.x)), ~(u_input.b - ~builtin_local_invocation_index), builtin_local_invocation_id.x ^ ((~4294967295u * ~1u) + builtin_local_invocation_id.x), ~(~u_input.c.x & ~func_2(global3[_wgslsmith_index_u32(u_input.c.x, 9u)])));
        }
    }
    var_0 = global0.a;
    var var_1 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-(-1458f)), _wgslsmith_f_op_f32(-2104f - var_0.b.x), _wgslsmith_div_f32(global1[_wgslsmith_index_u32(~6120u, 4u)].x, 1491f)), vec3<f32>(455f, global0.b, _wgslsmith_f_op_f32(-var_0.b.x))));
    while (any(select(!(!(!vec4<bool>(true, true, false, global2[_wgslsmith_index_u32(15255u, 26u)]))), vec4<bool>(true, global2[_wgslsmith_index_u32(min(builtin_local_invocation_index, 4294967295u / 6406u), 26u)], !global2[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(0u, builtin_num_workgroups.x, u_input.b)).x, 26u)], global2[_wgslsmith_index_u32(insertBits(1u, 1u, builtin_global_invocation_id.x, global0.d), 26u)] || !global2[_wgslsmith_index_u32(0u, 26u)]), global2[_wgslsmith_index_u32(~(~builtin_local_invocation_id.x * ~builtin_local_invocation_id.x), 26u)]).wyy)) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        loop {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            var var_2 = Struct_2(Struct_1(extractBits(-max(vec4<i32>(global0.a.a.x, var_0.a.x, var_0.a.x, global0.a.a.x), vec4<i32>(28483i, -17140i, var_0.a.x, 2147483647i)), clamp(builtin_global_invocation_id, u_input.c.wyz, vec3<u32>(builtin_local_invocation_index, builtin_num_workgroups.x, builtin_local_invocation_id.x)).x ^ 38341u, max(builtin_local_invocation_id.xx, u_input.c.ww).x).zxw, vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(round(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)])).x, _wgslsmith_f_op_vec3_f32(max(global1[_wgslsmith_index_u32(22924u, 4u)].xzw, vec3<f32>(156f, var_1.x, 1208f))).x), global0.a.b.x, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-var_0.b))).x)), global1[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(27515u, builtin_local_invocation_id.x)).x, 4u)].x, countTrailingZeros(~((u_input.c + u_input.c) / u_input.c)).x, global0.d);
            continue;
        }
        var var_2 = insertBits(select(select(vec4<i32>(u_input.a, -12475i, var_0.a.x, 47579i) + vec4<i32>(u_input.a, var_0.a.x, u_input.a, u_input.a), -vec4<i32>(0i, 0i, 2147483647i, u_input.a), true) - vec4<i32>(-(-4516i), 1i, countOneBits(-18338i), abs(43642i)), vec4<i32>(-(~35818i), sign(abs(vec4<i32>(u_input.a, global0.a.a.x, var_0.a.x, -33952i))).x, insertBits(vec3<i32>(u_input.a, 1i, i32(-2147483648)), ~vec3<i32>(var_0.a.x, u_input.a, u_input.a), reverseBits(vec3<u32>(0u, global0.c, builtin_global_invocation_id.x)).x, ~u_input.c.x).x, -(u_input.a / global0.a.a.x)), vec4<bool>(true != !global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 26u)], true || global2[_wgslsmith_index_u32(max(builtin_local_invocation_id.xz, vec2<u32>(builtin_local_invocation_index, builtin_num_workgroups.x)).x, 26u)], atomicCompareExchangeWeak(&wg_atomic_u32, atomicOr(&wg_atomic_u32, 1u), ~48536u).exchanged, global2[_wgslsmith_index_u32(~atomicAdd(&wg_atomic_u32, builtin_local_invocation_id.x), 26u)])), vec4<i32>((-global0.a.a.x | (u_input.a - -14704i)) >> (~extractBits(u_input.c, builtin_num_workgroups.x, builtin_global_invocation_id.x).x % 32u), -1i, var_0.a.x, (countLeadingZeros(vec2<i32>(var_0.a.x, 2147483647i)).x << (138782u % 32u)) ^ -28377i), clamp(select(~0u, countOneBits(~builtin_num_workgroups.xy).x, true), u_input.b, builtin_local_invocation_id.x & ~firstLeadingBit(vec2<u32>(44284u, builtin_num_workgroups.x)).x), insertBits(vec2<u32>(34896u + ~28203u, builtin_local_invocation_index), vec2<u32>(2916u, countTrailingZeros(vec2<u32>(builtin_num_workgroups.x, 1u)).x), builtin_local_invocation_index, builtin_local_invocation_index).x);
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat3x2<f32>(vec2<f32>(_wgslsmith_div_f32(var_1.x, _wgslsmith_f_op_vec4_f32(floor(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)])).x), global0.a.b.x), vec2<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(select(global1[_wgslsmith_index_u32(u_input.c.x, 4u)], global1[_wgslsmith_index_u32(global0.c, 4u)], vec4<bool>(true, global2[_wgslsmith_index_u32(39974u, 26u)], true, false))).wyz)).x, _wgslsmith_f_op_f32(-var_0.b.x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1563f, global0.b) - global0.a.b.xx) * global1[_wgslsmith_index_u32(~0u, 4u)].xy))), mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-358f, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x)), _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(0u, 4u)].zz), select(vec4<bool>(true, global2[_wgslsmith_index_u32(1u, 26u)], global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 26u)], global2[_wgslsmith_index_u32(global0.d, 26u)]), vec4<bool>(global2[_wgslsmith_index_u32(1u, 26u)], true, false, false), vec4<bool>(true, true, false, false)).xx)).x, 1159f, var_1.x, var_1.x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(round(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.b, var_1.x, var_1.x, var_1.x)), global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 26u)] && global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 26u)]))), vec4<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(global0.a.b + global0.a.b))).x, _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(global1[_wgslsmith_index_u32(global0.d, 4u)].x, 720f))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-993f)) + _wgslsmith_f_op_vec2_f32(round(var_0.b.xz)).x), var_1.x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1308f, var_0.b.x, 2103f, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(243f, var_1.x, -582f, global0.b), vec4<f32>(global1[_wgslsmith_index_u32(48921u, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x, -850f, global1[_wgslsmith_index_u32(global0.d, 4u)].x)))), ~2330u == _wgslsmith_mod_u32(1030u, builtin_global_invocation_id.x)))), mat4x3<f32>(vec3<f32>(var_0.b.x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(-522f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x) * var_1.x), var_0.b.x), _wgslsmith_f_op_vec3_f32(var_0.b + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(16857u, 4u)].yzy))), _wgslsmith_f_op_vec3_f32(fract(global1[_wgslsmith_index_u32(clamp(max(u_input.c, vec4<u32>(1u, 0u, builtin_local_invocation_id.x, 1u)).wxw, vec3<u32>(26011u, global0.c, 18284u) >> (vec3<u32>(builtin_num_workgroups.x, builtin_global_invocation_id.x, 78971u) % vec3<u32>(32u)), ~u_input.c.zzy).x, 4u)].wzy)), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(var_0.b.x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(global0.d, 4u)].x), 1034f)))));
}


fn _probe_exp2(x: vec3<f32>) -> vec3<f32> {
    let r = exp2(x);
    p_in = vec4<f32>(x, 0f);
    p_out = vec4<f32>(r, 0f);
    p_n = p_n + 1u;
    return r;
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    main_orig(builtin_global_invocation_id, builtin_local_invocation_id, builtin_num_workgroups, builtin_local_invocation_index);
    s_probe.orig = s_output;
    s_probe.p_in = p_in;
    s_probe.p_out = p_out;
    s_probe.p_n = p_n;
}
