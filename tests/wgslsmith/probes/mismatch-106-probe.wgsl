// {"0:0":[119,209,145,124,175,203,2,105,92,237,63,155,180,245,66,205,70,201,246,237,239,75,113,149,190,5,170,135,169,116,52,249,197,204,56,145,116,167,112,73,118,121,211,27,63,61,75,234,161,15,130,62,157,60,237,199,47,99,120,151,75,222,221,35,125,20,191,20,18,112,44,95,111,154,218,246,115,106,193,21,191,134,128,33,234,73,243,173,198,215,201,231,189,238,175,26]}
// Seed: 106

struct Struct_1 {
    a: mat3x3<f32>,
    @align(16)
    b: vec3<bool>,
    @align(8)
    @size(4)
    c: i32,
}

struct Struct_2 {
    a: mat4x3<f32>,
    b: mat3x3<f32>,
    @align(4)
    c: i32,
    @align(8)
    d: i32,
    @align(64)
    e: mat2x4<f32>,
}

struct Struct_3 {
    @size(4)
    a: u32,
    b: bool,
    @align(16)
    @size(80)
    c: mat4x3<f32>,
    @align(16)
    d: i32,
    e: Struct_1,
}

struct Struct_4 {
    a: i32,
    @align(128)
    b: Struct_2,
    c: mat3x4<f32>,
    @align(16)
    @size(28)
    d: vec3<u32>,
    e: bool,
}

struct Struct_5 {
    @align(32)
    @size(48)
    a: mat3x3<f32>,
    b: bool,
    c: mat3x3<f32>,
}

struct UniformBuffer {
    a: vec3<u32>,
    @size(16)
    b: vec2<i32>,
    @size(4)
    c: u32,
    @align(32)
    d: vec3<u32>,
}

struct ProbeOut {
    orig: StorageBuffer,
    p_in: vec4<f32>,
    p_out: vec4<f32>,
    p_n: u32,
}

struct StorageBuffer {
    @size(12)
    a: vec3<i32>,
    b: mat2x3<f32>,
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

var<workgroup> global0: vec3<bool>;

var<private> global1: mat4x2<f32> = mat4x2<f32>(vec2<f32>(-809f, -349f), vec2<f32>(-370f, -1000f), vec2<f32>(314f, 805f), vec2<f32>(-313f, -124f));

var<private> global2: Struct_4;

var<workgroup> global3: array<i32, 31>;

var<workgroup> global4: mat3x4<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 17>;

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn func_5(arg_0: vec4<f32>, arg_1: mat2x4<f32>, arg_2: vec2<u32>, arg_3: f32) -> Struct_1 {
    switch (2147483647i) {
        case 0i: {
            ((global4)[_wgslsmith_index_u32(countTrailingZeros((countLeadingZeros(~vec4<u32>(arg_2.x, 30957u, 21474u, u_input.d.x)).zxw - (u_input.d >> (global2.d % vec3<u32>(32u)))) >> (vec3<u32>(countLeadingZeros(~1u), (arg_2.x << (arg_2.x % 32u)) << (u_input.d.x % 32u), 32884u) % vec3<u32>(32u))).x, 3u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(clamp(1043f, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec4_f32(round(global2.c[_wgslsmith_index_u32(arg_2.x, 3u)])).zx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0.x, -1097f)))))).x, _wgslsmith_f_op_vec3_f32(trunc(global2.c[_wgslsmith_index_u32(4294967295u, 3u)].wyy)).x)) * arg_0.x);
            for (var var_0: i32; (var_0 < 0i); ((global1)[_wgslsmith_index_u32(24967u, 4u)]).x = _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(fract(1583f)) + _wgslsmith_f_op_f32(-arg_3))))) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                let var_1 = clamp(select(firstTrailingBit(~(~vec4<i32>(global2.a, i32(-2147483648), 1i, global3[_wgslsmith_index_u32(global2.d.x, 31u)]))), firstLeadingBit(min(~vec4<i32>(global3[_wgslsmith_index_u32(1u, 31u)], u_input.b.x, 16659i, 60573i), vec4<i32>(38581i, global2.a, -18736i, -7609i))), select(!(!vec4<bool>(true, false, global2.e, global0.x)), vec4<bool>(global2.e, !global0.x, 1i <= u_input.b.x, true), !select(vec4<bool>(true, global0.x, false, false), vec4<bool>(false, global2.e, true, true), vec4<bool>(false, false, false, true)))).x, -26682i, global2.b.d);
            }
        }
        case 2147483647i: {
            while (global0.x) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                var var_0 = mat2x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(~max(vec2<u32>(arg_2.x, 1u), vec2<u32>(0u, 0u) + u_input.a.xx).x, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(101f, global4[_wgslsmith_index_u32(u_input.c, 3u)].x, -1000f, 734f))).wwy)).x)), _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(global2.d.x / (arg_2.x / arg_2.x), firstLeadingBit(vec2<u32>(0u, 0u) - vec2<u32>(arg_2.x, arg_2.x)).x), 2u)].zw));
                continue;
            }
            if (all(vec2<bool>(true, all(vec4<bool>(all(vec3<bool>(global0.x, global0.x, global0.x)), true, false && global2.e, select(global0.x, true, global0.x)))))) {
                let var_0 = Struct_3(global2.d.x, arg_0.x >= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1719f))), global2.b.a, global2.b.d, Struct_1(global2.b.b, !(!(!vec3<bool>(true, false, global2.e))), u_input.b.x));
                (global3)[_wgslsmith_index_u32(arg_2.x, 31u)] = select(vec3<i32>(((var_0.e.c - global2.a) / 2147483647i) >> (reverseBits(clamp(vec4<u32>(u_input.c, arg_2.x, arg_2.x, 23069u), vec4<u32>(4294967295u, u_input.a.x, 1u, 4294967295u), vec4<u32>(var_0.a, global2.d.x, 1u, global2.d.x))).x % 32u), abs(vec3<i32>(23744i, 29793i - i32(-2147483648), u_input.b.x)).x, -abs(-vec3<i32>(-28506i, -49443i, global2.b.c)).x), -(countOneBits(-vec4<i32>(global2.a, 0i, i32(-2147483648), -35614i)).zxx & (insertBits(vec4<i32>(global2.b.d, u_input.b.x, -43283i, u_input.b.x), vec4<i32>(3880i, u_input.b.x, 2147483647i, 10287i), 55552u, u_input.d.x).wwy + (vec3<i32>(12206i, global3[_wgslsmith_index_u32(var_0.a, 31u)], global2.b.d) * vec3<i32>(i32(-2147483648), -50042i, global2.a)))), !(!select(var_0.e.b, vec3<bool>(global0.x, true, global0.x), var_0.e.b))).x;
                ((global4)[_wgslsmith_index_u32(1u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-712f + 743f))), arg_3));
            } else {
                var var_0 = vec4<u32>(~(~(~(global2.d.x ^ global2.d.x))), select(~(~u_input.a + u_input.d), vec3<u32>(1u, 1u, 1u), true).x, 48298u, ~abs(firstLeadingBit(reverseBits(vec3<u32>(685u, arg_2.x, 780u))).x));
                var var_1 = -vec2<i32>(0i, -(clamp(vec2<i32>(global2.b.c, u_input.b.x), u_input.b, vec2<i32>(u_input.b.x, u_input.b.x)).x / global2.a));
                var var_2 = Struct_1(global2.b.b, vec3<bool>(!global0.x, !((~var_1.x < atomicAnd(&wg_atomic_i32, var_1.x))), global2.e), ~firstTrailingBit(-vec3<i32>(-1i, -87053i, 52201i)).x);
                (var_1).x = -19009i;
            }
            for (var var_0 = global3[_wgslsmith_index_u32(~(72931u / ~0u), 31u)]; ; var_0 += 1i) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                var var_1 = _wgslsmith_f_op_vec3_f32(global2.b.a[_wgslsmith_index_u32(~atomicMax(&wg_atomic_u32, clamp(atomicExchange(&wg_atomic_u32, u_input.c), u_input.a.x, max(vec4<u32>(u_input.a.x, 1957u, global2.d.x, u_input.c), vec4<u32>(global2.d.x, 4294967295u, 47075u, arg_2.x)).x)), 4u)] + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1[_wgslsmith_index_u32(14905u, 4u)].x, 556f, arg_3, arg_0.x))).xwx))))));
                var var_2 = vec2<i32>(u_input.b.x | global2.b.c, atomicOr(&wg_atomic_i32, sign(vec4<i32>(-1476i, 1814i, i32(-2147483648), u_input.b.x) * vec4<i32>(2147483647i, 0i, 41820i, global3[_wgslsmith_index_u32(arg_2.x, 31u)])).x) / 28513i);
                var var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(~(arg_2.x | 1u), 2u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(global2.c[_wgslsmith_index_u32(u_input.d.x, 3u)])) - _wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(u_input.d.x, 2u)] - vec4<f32>(global2.c[_wgslsmith_index_u32(1u, 3u)].x, arg_0.x, global2.c[_wgslsmith_index_u32(u_input.d.x, 3u)].x, arg_3)))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1121f, arg_1[_wgslsmith_index_u32(arg_2.x, 2u)].x, global4[_wgslsmith_index_u32(arg_2.x, 3u)].x, global4[_wgslsmith_index_u32(global2.d.x, 3u)].x) * arg_0))))));
                var var_4 = mat2x4<f32>(global2.b.e[_wgslsmith_index_u32(68769u, 2u)], arg_1[_wgslsmith_index_u32(4294967295u, 2u)]);
                continue;
            }
            while (select(select(select(vec4<bool>(select(global0.yy, vec2<bool>(global0.x, global2.e), vec2<bool>(global2.e, global2.e)).x, true, any(global0.yy), true), !vec4<bool>(false, global2.e, global0.x, global0.x), global2.e), vec4<bool>(!global0.x | global0.x, any(vec4<bool>(false, true, global0.x, global2.e)), false, global2.e), !vec4<bool>(select(vec3<bool>(global0.x, true, global2.e), vec3<bool>(global0.x, global2.e, false), vec3<bool>(global2.e, true, true)).x, any(vec2<bool>(global2.e, true)), global2.e, any(vec4<bool>(false, global0.x, global2.e, true)))).yx, !global0.zx, !(!global0.zz)).x) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            }
        }
        case -1i: {
            if (false) {
                global4 = global2.c;
                let var_0 = Struct_1(global2.b.b, vec3<bool>(!global0.x, !(!select(global0.yy, global0.xx, true).x), global2.e), atomicXor(&wg_atomic_i32, -1i));
            } else {
                var var_0 = select(vec4<bool>(select(!global2.e, true, global2.e), any(vec2<bool>(true, true)), !global0.x, 135f >= _wgslsmith_f_op_vec4_f32(step(arg_0, _wgslsmith_f_op_vec4_f32(-global4[_wgslsmith_index_u32(4294967295u, 3u)]))).x), vec4<bool>(true, any(!select(vec3<bool>(false, false, false), vec3<bool>(true, false, true), vec3<bool>(global0.x, global0.x, global0.x))), true, all(select(vec4<bool>(global2.e, true, global2.e, global2.e), !vec4<bool>(global2.e, global0.x, false, global0.x), all(vec3<bool>(true, global2.e, global2.e))).yxw)), vec4<bool>(global4[_wgslsmith_index_u32(0u, 3u)].x > _wgslsmith_f_op_f32(-680f + 892f), true, _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(global1[_wgslsmith_index_u32(arg_2.x, 4u)].x, 358f, -978f))).zy, vec2<f32>(arg_0.x, 1000f), _wgslsmith_div_vec2_f32(vec2<f32>(global4[_wgslsmith_index_u32(89995u, 3u)].x, -245f), global2.b.e[_wgslsmith_index_u32(4294967295u, 2u)].xx))).x >= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.x * global4[_wgslsmith_index_u32(1u, 3u)].x)), global0.x || false)).wyw;
                (global0).x = (u_input.b.x < ~u_input.b.x);
                (global0).x = (reverseBits(-global2.a | global3[_wgslsmith_index_u32(4294967295u, 31u)]) << (global2.d.x % 32u)) == u_input.b.x;
                var var_1 = arg_1[_wgslsmith_index_u32(max(global2.d.zy, vec2<u32>(~atomicExchange(&wg_atomic_u32, ~1u), 80395u)).x, 2u)].zy;
                (global0).x = all(!global0.yx);
            }
            let var_0 = _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(-101f, -341f, global2.b.b[_wgslsmith_index_u32(0u, 3u)].x, -1281f), vec4<f32>(arg_0.x, global1[_wgslsmith_index_u32(arg_2.x, 4u)].x, -1130f, 516f)) + global4[_wgslsmith_index_u32(23438u, 3u)]))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-822f)))));
            while (any(global0.zx)) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                return Struct_1(mat3x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(global2.b.e[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, ~91036u), 2u)])).ywz, vec3<f32>(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(~34642u, 4u)].x - _wgslsmith_f_op_f32(1943f + 423f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1958f - -645f)), global1[_wgslsmith_index_u32((global2.d.x << (global2.d.x % 32u)) - ~59330u, 4u)].x), vec3<f32>(_wgslsmith_f_op_f32(-776f), 2398f, _wgslsmith_f_op_f32(arg_0.x - _wgslsmith_f_op_f32(-var_0)))), vec3<bool>(select(!any(vec4<bool>(true, false, global2.e, true)), false || any(vec4<bool>(false, global2.e, global0.x, global2.e)), any(vec4<bool>(false, true, global2.e, global0.x))), any(!select(vec2<bool>(global2.e, true), global0.zx, vec2<bool>(global0.x, global0.x))), false), sign(max((vec4<i32>(-37394i, -1i, 1i, 0i) ^ vec4<i32>(10363i, 61108i, 1i, global3[_wgslsmith_index_u32(1u, 31u)])) | sign(vec4<i32>(1i, global2.b.c, 1i, 0i)), vec4<i32>(-34727i, -u_input.b.x, 1i + u_input.b.x, global2.a & global3[_wgslsmith_index_u32(1u, 31u)])).yxw).x);
            }
            (global2).e = global2.e;
        }
        case 85147i: {
            (global0).x = global2.e && false;
        }
        default: {
            return Struct_1(mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(dot(vec3<f32>(390f, 359f, arg_0.x), _wgslsmith_div_vec3_f32(vec3<f32>(258f, 525f, global4[_wgslsmith_index_u32(arg_2.x, 3u)].x), vec3<f32>(arg_0.x, 778f, arg_3)))), -688f, 492f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(global2.d.x, 2u)].xww) - _wgslsmith_f_op_vec3_f32(clamp(arg_1[_wgslsmith_index_u32(19479u, 2u)].yxx, arg_1[_wgslsmith_index_u32(0u, 2u)].ywz, arg_0.zzx)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(743f, -170f, arg_3))))), select(vec4<bool>(true, global0.x, global0.x, !global0.x), vec4<bool>(false, !global0.x, select(!vec4<bool>(false, global2.e, true, false), vec4<bool>(false, global2.e, true, false), !vec4<bool>(false, false, global2.e, global0.x)).x, any(vec2<bool>(false, true))), !select(select(vec4<bool>(false, global2.e, true, global2.e), vec4<bool>(global2.e, true, true, global2.e), global0.x), vec4<bool>(global2.e, false, false, false), global2.e)).wwx, u_input.b.x);
        }
    }
    let var_0 = global2.b;
    for (var var_1 = 0i; var_1 != 2147483647i; ) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
    }
    var var_1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global4[_wgslsmith_index_u32(arg_2.x, 3u)].x, 346f, 108f, -132f) + vec4<f32>(global1[_wgslsmith_index_u32(0u, 4u)].x, 364f, global4[_wgslsmith_index_u32(1u, 3u)].x, -1000f)), _wgslsmith_f_op_vec4_f32(-arg_0)))), global4[_wgslsmith_index_u32(~global2.d.x, 3u)], vec4<f32>(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(1u, 2u)].x + global4[_wgslsmith_index_u32(~arg_2.x, 3u)].x), 914f, _wgslsmith_f_op_f32(-1066f), _wgslsmith_f_op_f32(arg_0.x * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(round(global2.c[_wgslsmith_index_u32(u_input.a.x, 3u)])).x))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_div_f32(global2.c[_wgslsmith_index_u32(1u, 3u)].x, arg_0.x), _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x - 1036f), _wgslsmith_f_op_f32(step(var_0.b[_wgslsmith_index_u32(0u, 3u)].x, 141f)), _wgslsmith_f_op_vec4_f32(exp(arg_0)).x), vec4<f32>(728f, _wgslsmith_f_op_f32(-(-709f)), _wgslsmith_f_op_f32(-164f * global2.c[_wgslsmith_index_u32(u_input.d.x, 3u)].x), _wgslsmith_f_op_vec4_f32(step(arg_0, arg_1[_wgslsmith_index_u32(u_input.c, 2u)])).x), vec4<bool>(select(true, global0.x, global0.x), !global2.e, true & global0.x, any(global0.yz)))), global4[_wgslsmith_index_u32(1u, 3u)]));
    loop {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        continue;
    }
    return Struct_1(var_0.b, !vec3<bool>(true, global2.e, true), global3[_wgslsmith_index_u32(~_wgslsmith_mod_u32(atomicExchange(&wg_atomic_u32, ~u_input.d.x), u_input.d.x), 31u)]);
}

fn func_4(arg_0: Struct_1, arg_1: mat2x2<f32>) -> vec4<f32> {
    var var_0 = Struct_2(mat4x3<f32>(global2.b.b[_wgslsmith_index_u32(u_input.a.x, 3u)], _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global4[_wgslsmith_index_u32(global2.d.x, 3u)].x, arg_0.a[_wgslsmith_index_u32(397u, 3u)].x, -1274f, -1123f))))).yyz, _wgslsmith_f_op_vec3_f32(ceil(arg_0.a[_wgslsmith_index_u32(~56501u, 3u)])))), _wgslsmith_f_op_vec4_f32(exp(global2.b.e[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, global2.d.x | 0u), 2u)])).zzw, arg_0.a[_wgslsmith_index_u32(0u, 3u)]), global2.b.b, firstLeadingBit(~vec2<i32>(global3[_wgslsmith_index_u32(global2.d.x, 31u)], -1i) / vec2<i32>(26325i, global2.b.c)).x << (~(~(~u_input.d.x)) % 32u), 1i, global2.b.e);
    var var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(global4[_wgslsmith_index_u32(abs(global2.d.yy + vec2<u32>(global2.d.x, 4294967295u)).x, 3u)].yyx - _wgslsmith_f_op_vec4_f32(ceil(global2.c[_wgslsmith_index_u32(dot(vec4<u32>(u_input.d.x, 4294967295u, 0u, 10341u), vec4<u32>(42414u, u_input.a.x, 56518u, 1u)), 3u)])).zzw), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global4[_wgslsmith_index_u32(u_input.c, 3u)].x, _wgslsmith_f_op_f32(-291f), 554f, _wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(global2.d.x, 3u)].x + -389f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(global4[_wgslsmith_index_u32(u_input.c, 3u)], var_0.e[_wgslsmith_index_u32(~global2.d.x, 2u)], _wgslsmith_f_op_vec4_f32(-global2.b.e[_wgslsmith_index_u32(0u, 2u)])))))).ywy);
    for (; ; ) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    let var_2 = ~25444u;
    var var_3 = vec2<f32>(_wgslsmith_f_op_f32(-(-340f)), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(reverseBits(21982u), 2u)].x));
    return var_0.e[_wgslsmith_index_u32(global2.d.x + var_2, 2u)];
}

fn func_3() -> vec3<u32> {
    global4 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(468f, global2.b.b[_wgslsmith_index_u32(~62411u, 3u)].x, global2.c[_wgslsmith_index_u32(1u, 3u)].x, 368f), vec4<f32>(_wgslsmith_f_op_f32(-global2.b.e[_wgslsmith_index_u32(48889u, 2u)].x), _wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(57582u, 3u)].x - -868f), -1740f, global1[_wgslsmith_index_u32(0u, 4u)].x))), _wgslsmith_f_op_vec4_f32(func_4(func_5(_wgslsmith_f_op_vec4_f32(vec4<f32>(global2.b.b[_wgslsmith_index_u32(u_input.c, 3u)].x, 605f, global2.c[_wgslsmith_index_u32(4294967295u, 3u)].x, global4[_wgslsmith_index_u32(1u, 3u)].x) * global4[_wgslsmith_index_u32(u_input.a.x, 3u)]), mat2x4<f32>(global2.c[_wgslsmith_index_u32(1489u, 3u)], global2.b.e[_wgslsmith_index_u32(52748u, 2u)]), u_input.d.yz, _wgslsmith_f_op_vec4_f32(clamp(global2.c[_wgslsmith_index_u32(global2.d.x, 3u)], global4[_wgslsmith_index_u32(u_input.d.x, 3u)], global2.c[_wgslsmith_index_u32(1u, 3u)])).x), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(select(global1[_wgslsmith_index_u32(0u, 4u)], global2.b.e[_wgslsmith_index_u32(u_input.c, 2u)].xx, false)), vec2<f32>(global1[_wgslsmith_index_u32(37480u, 4u)].x, global1[_wgslsmith_index_u32(49784u, 4u)].x)))))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(floor(global4[_wgslsmith_index_u32(u_input.a.x, 3u)].wx)).x, _wgslsmith_div_f32(-2322f, -140f)) * _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.c | global2.d.x, 4u)].x * global1[_wgslsmith_index_u32(0u, 4u)].x)), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global4[_wgslsmith_index_u32(4294967295u, 3u)].x, global2.c[_wgslsmith_index_u32(global2.d.x, 3u)].x, global2.c[_wgslsmith_index_u32(global2.d.x, 3u)].x)))).x, -425f, global2.b.a[_wgslsmith_index_u32(~21498u, 4u)].x), vec4<f32>(_wgslsmith_f_op_vec2_f32(max(global2.b.a[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 0u / 32235u), 4u)].yx, vec2<f32>(_wgslsmith_f_op_f32(saturate(-1433f)), global2.b.a[_wgslsmith_index_u32(global2.d.x, 4u)].x))).x, global2.b.a[_wgslsmith_index_u32(u_input.c, 4u)].x, _wgslsmith_f_op_vec4_f32(step(global4[_wgslsmith_index_u32(~global2.d.x, 3u)], _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global1[_wgslsmith_index_u32(global2.d.x, 4u)].x, -1000f, global4[_wgslsmith_index_u32(global2.d.x, 3u)].x, 1376f))))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.c, 4u)].x)), _wgslsmith_f_op_vec3_f32(select(global2.c[_wgslsmith_index_u32(~u_input.a.x, 3u)].wyx, _wgslsmith_div_vec3_f32(global4[_wgslsmith_index_u32(u_input.d.x, 3u)].xyz, global4[_wgslsmith_index_u32(u_input.d.x, 3u)].yxz), vec3<bool>(false, true, global0.x))).x)));
    (global0).x = false;
    (global2).e = true;
    global0 = select(!select(vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b.x, global2.a).exchanged, !global0.x, false), vec3<bool>(!global2.e, true, !global2.e), !global2.e), select(!(!vec4<bool>(true, true, global0.x, global0.x)), vec4<bool>((func_5(vec4<f32>(global2.b.e[_wgslsmith_index_u32(4294967295u, 2u)].x, global2.c[_wgslsmith_index_u32(1u, 3u)].x, global2.c[_wgslsmith_index_u32(1u, 3u)].x, global2.b.e[_wgslsmith_index_u32(u_input.d.x, 2u)].x), global2.b.e, u_input.a.zy, -280f).a[_wgslsmith_index_u32(9364u, 3u)].x < global1[_wgslsmith_index_u32(global2.d.x, 4u)].x), any(vec2<bool>(global2.e, true)), (global4[_wgslsmith_index_u32(global2.d.x, 3u)].x < global2.c[_wgslsmith_index_u32(~4294967295u, 3u)].x), false), true).zxz, global2.e);
    while (true) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        var var_0 = Struct_5(mat3x3<f32>(vec3<f32>(global2.b.a[_wgslsmith_index_u32(min(vec3<u32>(u_input.a.x, 46707u, 102425u), u_input.d).x, 4u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(304f, 832f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global1[_wgslsmith_index_u32(50147u, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x, global2.b.a[_wgslsmith_index_u32(global2.d.x, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x))).x - _wgslsmith_f_op_f32(-1707f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(651f, global4[_wgslsmith_index_u32(0u, 3u)].x, global2.c[_wgslsmith_index_u32(u_input.a.x, 3u)].x), global4[_wgslsmith_index_u32(4294967295u, 3u)].zyy) + _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global2.b.e[_wgslsmith_index_u32(4294967295u, 2u)].x, 1110f, 1000f))))), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(-507f, global2.b.b[_wgslsmith_index_u32(4294967295u, 3u)].x) * _wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(global2.d.x, 3u)].x + global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1085f))), -314f)), !global0.x, mat3x3<f32>(global2.c[_wgslsmith_index_u32(_wgslsmith_mod_u32(global2.d.x, global2.d.x), 3u)].xyz, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-485f, 960f, _wgslsmith_div_f32(1249f, -362f)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.b.b[_wgslsmith_index_u32(global2.d.x, 3u)].x, global1[_wgslsmith_index_u32(0u, 4u)].x, global2.b.a[_wgslsmith_index_u32(4294967295u, 4u)].x)), global2.b.e[_wgslsmith_index_u32(~(1u * global2.d.x), 2u)].xyw)));
        continue;
    }
    return firstTrailingBit(vec4<u32>(global2.d.x, ((global2.d.x & global2.d.x) - 31409u) << (1u % 32u), global2.d.x * global2.d.x, ~(1u - 449u) + (firstLeadingBit(u_input.a.x) * (u_input.c | 0u)))).www;
}

fn func_2(arg_0: Struct_2) -> u32 {
    var var_0 = _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, _wgslsmith_f_op_f32(-(-800f)), arg_0.b[_wgslsmith_index_u32(~clamp(~u_input.a, func_3(), global2.d - u_input.a).x, 3u)].x, global4[_wgslsmith_index_u32(~reverseBits(vec2<u32>(7077u, 4294967295u)).x, 3u)].x));
    global0 = !vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, ~9366i, i32(-2147483648)).exchanged, true, false);
    switch (global3[_wgslsmith_index_u32(global2.d.x, 31u)]) {
        case 53692i: {
            if (all(vec4<bool>(true, true, -firstTrailingBit(vec2<i32>(arg_0.d, 0i)).x != arg_0.d, true))) {
            } else if (global2.e) {
                global3 = array<i32, 31>();
                var var_1 = arg_0.a;
            } else {
                let var_1 = ~vec3<u32>(u_input.c << (1u % 32u), global2.d.x, firstTrailingBit(~vec4<u32>(4294967295u, u_input.c, 39843u, 1u)).x ^ ((12521u + 1u) / (4294967295u / global2.d.x)));
                var var_2 = mat4x2<f32>(var_0.wy, global2.b.b[_wgslsmith_index_u32(4294967295u, 3u)].xz, global4[_wgslsmith_index_u32((countLeadingZeros(countLeadingZeros(global2.d)).x + u_input.d.x) / atomicLoad(&wg_atomic_u32), 3u)].wz, global1[_wgslsmith_index_u32(~1u * select(firstTrailingBit(vec2<u32>(28920u, 4294967295u)) + global2.d.yz, firstTrailingBit(var_1.yz), true).x, 4u)]);
                (((global2).c)[_wgslsmith_index_u32(reverseBits(countOneBits(vec4<u32>((4294967295u - u_input.a.x) * ~4294967295u, 1u, firstTrailingBit(vec2<u32>(u_input.c, global2.d.x)).x * ~680u, global2.d.x))).x, 3u)]).x = _wgslsmith_f_op_f32(-111f);
            }
            if (select(false, false, select(true & global0.x, select(global2.e, global2.e, !global2.e), (global2.e | false) | global0.x)) | !(!(!(!global2.e)))) {
                global2 = Struct_4(atomicAdd(&wg_atomic_i32, (-global2.a | ~arg_0.c) - (2764i + (global2.a ^ i32(-2147483648)))), global2.b, mat3x4<f32>(vec4<f32>(arg_0.b[_wgslsmith_index_u32(~firstTrailingBit(vec4<u32>(0u, 0u, 1u, 2230u)).x, 3u)].x, 1f, var_0.x, _wgslsmith_f_op_f32(577f - 1091f)), _wgslsmith_f_op_vec4_f32(global2.b.e[_wgslsmith_index_u32(~atomicAdd(&wg_atomic_u32, 0u), 2u)] * vec4<f32>(-1000f, global4[_wgslsmith_index_u32(global2.d.x, 3u)].x, _wgslsmith_f_op_f32(sign(global2.b.b[_wgslsmith_index_u32(14839u, 3u)].x)), _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(4294967295u, 4u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(arg_0.e[_wgslsmith_index_u32(4294967295u, 2u)], arg_0.e[_wgslsmith_index_u32(0u, 2u)]))) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-343f, 1157f, var_0.x, -877f))))), ~vec3<u32>(u_input.a.x, global2.d.x / _wgslsmith_mod_u32(12159u, u_input.c), _wgslsmith_mod_u32(1u, 1u)), true);
                let var_1 = func_5(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(global2.d.x, 3u)].x, -881f, 944f, arg_0.e[_wgslsmith_index_u32(u_input.a.x, 2u)].x)), global2.c[_wgslsmith_index_u32(~4294967295u, 3u)]))), arg_0.e, vec2<u32>(atomicAnd(&wg_atomic_u32, reverseBits(u_input.a).x) + u_input.a.x, ~(1u - 1u) * 1u), global4[_wgslsmith_index_u32(countOneBits(select(vec2<u32>(global2.d.x, global2.d.x), vec2<u32>(u_input.a.x, 11801u), false) << (~vec2<u32>(u_input.a.x, u_input.c) % vec2<u32>(32u))).x, 3u)].x);
            } else if (global0.x) {
                (var_0).x = global4[_wgslsmith_index_u32(~50261u, 3u)].x;
                (global0).x = true;
            } else {
                (global3)[_wgslsmith_index_u32(~1u, 31u)] = abs(vec3<i32>(1i, 21061i, ~0i)).x;
                let var_1 = select(select(select(select(vec4<bool>(true, true, true, true), !vec4<bool>(false, global0.x, global2.e, global2.e), true), vec4<bool>(global2.e, global2.e, false, global0.x), select(vec3<bool>(false, true, global0.x), vec3<bool>(global0.x, true, global2.e), !vec3<bool>(global0.x, global0.x, global0.x)).x), select(vec4<bool>(false, true, select(vec4<bool>(true, true, global2.e, global2.e), vec4<bool>(global2.e, global2.e, global0.x, true), vec4<bool>(true, false, global0.x, global0.x)).x, global2.e), select(!vec4<bool>(true, global2.e, global0.x, false), vec4<bool>(global0.x, true, false, false), global0.x), any(vec2<bool>(global2.e, global0.x))), true).wzw, vec3<bool>(true, !atomicCompareExchangeWeak(&wg_atomic_i32, global2.a, -33722i).exchanged, global2.e), !select(vec3<bool>(global2.e, select(global0.xy, global0.xy, false).x, false), vec3<bool>(select(vec3<bool>(global0.x, global0.x, global0.x), vec3<bool>(false, true, true), vec3<bool>(global0.x, false, global0.x)).x, all(vec4<bool>(false, global2.e, global2.e, true)), true), !(!vec3<bool>(global2.e, false, global2.e)))).yy;
            }
            switch (abs(u_input.b).x) {
                case 2147483647i: {
                    (global0).x = true;
                    var var_1 = arg_0.b;
                    (var_0).x = _wgslsmith_f_op_f32(global2.b.b[_wgslsmith_index_u32(global2.d.x, 3u)].x + -733f);
                    let var_2 = func_5(global4[_wgslsmith_index_u32(47597u, 3u)], mat2x4<f32>(global2.b.e[_wgslsmith_index_u32(u_input.c, 2u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(21884u, 3u)].x * var_0.x), var_0.x, -940f) + global4[_wgslsmith_index_u32(4942u, 3u)])), vec2<u32>(~(~global2.d.x), func_3().x), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-(-1289f)))))));
                    global0 = !vec3<bool>(-474f > _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(var_2.a[_wgslsmith_index_u32(u_input.c, 3u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x))), global3[_wgslsmith_index_u32(0u, 31u)] >= global3[_wgslsmith_index_u32(13984u, 31u)], true);
                }
                case 783i: {
                    let var_1 = ~_wgslsmith_mod_vec3_i32(reverseBits(vec4<i32>(51410i, firstTrailingBit(vec2<i32>(0i, arg_0.c)).x, arg_0.c ^ global3[_wgslsmith_index_u32(26580u, 31u)], -(-1i))).yyy, vec3<i32>(0i, -global2.a, u_input.b.x) ^ (insertBits(vec4<i32>(i32(-2147483648), u_input.b.x, global3[_wgslsmith_index_u32(global2.d.x, 31u)], 33877i), vec4<i32>(70522i, arg_0.c, 15608i, 9840i), u_input.d.x, 74780u).xxy ^ -vec3<i32>(-48194i, -10811i, -1i)));
                    global1 = mat4x2<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1501f, global1[_wgslsmith_index_u32(u_input.c, 4u)].x, -476f, global4[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).x), 1943f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-180f)) + 1802f)))).yz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(global2.c[_wgslsmith_index_u32(u_input.d.x, 3u)].yx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(1u, 4u)].x, global1[_wgslsmith_index_u32(global2.d.x, 4u)].x)))), global4[_wgslsmith_index_u32(~max(~u_input.c, u_input.a.x), 3u)].xw, _wgslsmith_f_op_vec2_f32(step(global1[_wgslsmith_index_u32(firstLeadingBit(u_input.a & u_input.a).x << (global2.d.x % 32u), 4u)], vec2<f32>(_wgslsmith_div_f32(global2.c[_wgslsmith_index_u32(min(vec4<u32>(0u, global2.d.x, 1u, u_input.c), vec4<u32>(4294967295u, 31431u, 1u, 1u)).x, 3u)].x, _wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(u_input.c, 3u)].x + global1[_wgslsmith_index_u32(u_input.c, 4u)].x)), global1[_wgslsmith_index_u32(u_input.c + 0u, 4u)].x))));
                    let var_2 = vec4<bool>(true, all(select(vec2<bool>(select(false, global2.e, true), global2.e), global0.xx, true)), true, (~(~u_input.c) <= (global2.d.x << (atomicAnd(&wg_atomic_u32, 6664u) % 32u))) && (insertBits(-vec3<i32>(global3[_wgslsmith_index_u32(37518u, 31u)], u_input.b.x, -1i), vec3<i32>(2147483647i, u_input.b.x, -1i), firstTrailingBit(vec4<u32>(global2.d.x, u_input.a.x, 64889u, 0u)).x, select(vec4<u32>(4294967295u, global2.d.x, 1u, global2.d.x), vec4<u32>(global2.d.x, 2412u, 0u, global2.d.x), vec4<bool>(global0.x, false, false, true)).x).x != -44553i));
                    (global2).a = global3[_wgslsmith_index_u32(global2.d.x, 31u)];
                    var var_3 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global2.c[_wgslsmith_index_u32(1u, 3u)].zyw * _wgslsmith_f_op_vec3_f32(global2.c[_wgslsmith_index_u32(global2.d.x ^ u_input.a.x, 3u)].wwz + _wgslsmith_div_vec3_f32(vec3<f32>(138f, var_0.x, var_0.x), vec3<f32>(-519f, -1262f, 908f))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(func_4(Struct_1(mat3x3<f32>(global4[_wgslsmith_index_u32(38560u, 3u)].wzz, vec3<f32>(-1000f, global1[_wgslsmith_index_u32(global2.d.x, 4u)].x, arg_0.e[_wgslsmith_index_u32(1u, 2u)].x), vec3<f32>(1225f, -575f, 648f)), select(vec3<bool>(false, var_2.x, global2.e), vec3<bool>(global0.x, true, global0.x), vec3<bool>(true, global0.x, false)), ~global2.a), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(182f, global2.b.b[_wgslsmith_index_u32(global2.d.x, 3u)].x)), vec2<f32>(1216f, -845f)))).xxz));
                }
                default: {
                }
            }
            for (; ~select(countTrailingZeros(vec2<u32>(0u, global2.d.x)).x | global2.d.x, min(0u, 53766u & u_input.a.x), true) > 0u; ) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            }
        }
        case 0i: {
            while (global0.x) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                var var_1 = 1u;
                break;
            }
            loop {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                let var_1 = firstTrailingBit(min(~vec4<i32>(-10562i, 26924i, global3[_wgslsmith_index_u32(124486u, 31u)], -1i) | ~vec4<i32>(global2.a, -3640i, global3[_wgslsmith_index_u32(20290u, 31u)], -1i), extractBits(vec4<i32>(arg_0.d, 1i, global2.a, 6220i), global2.d.x, u_input.d.x) & (vec4<i32>(arg_0.d, -9839i, arg_0.d, global3[_wgslsmith_index_u32(global2.d.x, 31u)]) & vec4<i32>(arg_0.d, 0i, -1i, global2.b.d))).yzw + sign(-vec4<i32>(-40448i, 2147483647i, 25867i, u_input.b.x) ^ -vec4<i32>(-34868i, 2147483647i, 1i, 9015i)).ywy);
            }
            let var_1 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(u_input.c, 4u)].x, -642f, 1214f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(global2.b.e[_wgslsmith_index_u32(global2.d.x, 2u)] - vec4<f32>(var_0.x, var_0.x, arg_0.a[_wgslsmith_index_u32(global2.d.x, 4u)].x, -845f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(60482u, 3u)].x, global4[_wgslsmith_index_u32(29136u, 3u)].x, global4[_wgslsmith_index_u32(4294967295u, 3u)].x, -1616f)), vec4<f32>(639f, 1274f, arg_0.b[_wgslsmith_index_u32(38507u, 3u)].x, -883f)))))).zz);
            if (global2.e) {
                var var_2 = mat3x4<f32>(global2.b.e[_wgslsmith_index_u32(countOneBits((~vec4<u32>(23661u, u_input.a.x, 4294967295u, 4294967295u) << (vec4<u32>(u_input.d.x, u_input.c, global2.d.x, 0u) % vec4<u32>(32u))) ^ max(vec4<u32>(global2.d.x, global2.d.x, 1u, global2.d.x), firstTrailingBit(vec4<u32>(1u, global2.d.x, u_input.d.x, u_input.c)))).x, 2u)], _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(global2.d.x, 4u)].x, -597f, -1455f, 1194f)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 180f, 1000f, global1[_wgslsmith_index_u32(u_input.a.x, 4u)].x) + global2.c[_wgslsmith_index_u32(1903u, 3u)]))), _wgslsmith_f_op_vec4_f32(global4[_wgslsmith_index_u32(1u, 3u)] - vec4<f32>(global4[_wgslsmith_index_u32(~9724u, 3u)].x, _wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(3586u, 3u)].x), _wgslsmith_f_op_vec4_f32(fract(global4[_wgslsmith_index_u32(32475u, 3u)])).x, _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(global2.c[_wgslsmith_index_u32(u_input.c, 3u)].x, var_0.x))).x))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(309f - 585f), _wgslsmith_f_op_vec2_f32(clamp(global1[_wgslsmith_index_u32(u_input.c, 4u)], vec2<f32>(561f, global2.b.b[_wgslsmith_index_u32(1u, 3u)].x), vec2<f32>(157f, global1[_wgslsmith_index_u32(global2.d.x, 4u)].x))).x, _wgslsmith_f_op_f32(-global2.c[_wgslsmith_index_u32(35732u, 3u)].x), _wgslsmith_f_op_f32(-(-775f))) - _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.x, 677f, global2.b.e[_wgslsmith_index_u32(u_input.c, 2u)].x, 332f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-484f, var_0.x, 803f, global1[_wgslsmith_index_u32(global2.d.x, 4u)].x)) + arg_0.e[_wgslsmith_index_u32(abs(vec4<u32>(u_input.d.x, 4294967295u, 4294967295u, 1u)).x, 2u)]) * _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(arg_0.e[_wgslsmith_index_u32(u_input.d.x, 2u)] + global2.b.e[_wgslsmith_index_u32(63023u, 2u)])))))));
                (var_0).x = 418f;
            }
            (global0).x = (-firstTrailingBit(extractBits(vec3<i32>(arg_0.d, global3[_wgslsmith_index_u32(33250u, 31u)], 34733i), u_input.d.x, 1u).x) ^ ~u_input.b.x) >= 0i;
        }
        case 44250i: {
            let var_1 = vec2<bool>((-1191f == _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(32760u, 4u)].x, arg_0.a[_wgslsmith_index_u32(85036u, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global4[_wgslsmith_index_u32(u_input.c, 3u)].x) * vec4<f32>(1939f, var_0.x, global2.c[_wgslsmith_index_u32(global2.d.x, 3u)].x, global2.b.a[_wgslsmith_index_u32(global2.d.x, 4u)].x)))).x) | true, global0.x);
            let var_2 = global2.b.b;
            loop {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                continue;
            }
            if ((_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(var_2[_wgslsmith_index_u32(0u, 3u)].yz, _wgslsmith_f_op_vec4_f32(func_4(Struct_1(global2.b.b, vec3<bool>(false, true, global2.e), -13232i), mat2x2<f32>(vec2<f32>(global2.b.b[_wgslsmith_index_u32(u_input.c, 3u)].x, var_0.x), var_0.yy))).yy) * _wgslsmith_f_op_vec2_f32(vec2<f32>(global1[_wgslsmith_index_u32(1u, 4u)].x, var_0.x) - _wgslsmith_f_op_vec2_f32(-var_2[_wgslsmith_index_u32(18311u, 3u)].yz))))).x < _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(select(~vec4<u32>(u_input.c, global2.d.x, 56349u, 1u), ~(vec4<u32>(72264u, 141927u, 0u, 1u) & vec4<u32>(global2.d.x, u_input.c, u_input.c, global2.d.x)), global0.x).x, 4u)].x + global1[_wgslsmith_index_u32(min(u_input.d, ~global2.d).x, 4u)].x))) {
                var var_3 = Struct_5(mat3x3<f32>(var_0.xxy, _wgslsmith_f_op_vec3_f32(vec3<f32>(-636f, _wgslsmith_f_op_f32(1072f - arg_0.e[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_f32(1764f * -427f)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-749f, -257f, 656f) - var_2[_wgslsmith_index_u32(u_input.d.x, 3u)]))), global4[_wgslsmith_index_u32(~(~(global2.d.x & u_input.a.x)), 3u)].wwy), (((u_input.d.x * ~u_input.a.x) / (15726u << (u_input.a.x % 32u))) < (countTrailingZeros(1u) * ~0u)), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(1u, 3u)] * _wgslsmith_f_op_vec3_f32(fract(global4[_wgslsmith_index_u32(4294967295u, 3u)].zxx))) - vec3<f32>(_wgslsmith_div_f32(121f, arg_0.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x), var_2[_wgslsmith_index_u32(~4294967295u, 3u)].x, _wgslsmith_div_f32(-606f, var_2[_wgslsmith_index_u32(0u, 3u)].x))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1f, 1f, 1f)), vec3<f32>(725f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(-1000f, -313f), vec2<f32>(global1[_wgslsmith_index_u32(global2.d.x, 4u)].x, var_2[_wgslsmith_index_u32(u_input.a.x, 3u)].x), global2.e)).x), 344f)));
                (var_0).x = var_0.x;
            } else {
                var var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(1034f, 311f, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-global4[_wgslsmith_index_u32(global2.d.x, 3u)]), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_0.x, -671f, global4[_wgslsmith_index_u32(2075u, 3u)].x, 1861f), vec4<f32>(arg_0.a[_wgslsmith_index_u32(12540u, 4u)].x, -285f, -373f, var_2[_wgslsmith_index_u32(global2.d.x, 3u)].x))))).x, _wgslsmith_f_op_f32(saturate(global4[_wgslsmith_index_u32(~0u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(max(vec4<f32>(global4[_wgslsmith_index_u32(u_input.d.x >> (34056u % 32u), 3u)].x, 290f, _wgslsmith_f_op_vec2_f32(min(vec2<f32>(239f, global2.c[_wgslsmith_index_u32(0u, 3u)].x), var_0.xw)).x, _wgslsmith_f_op_vec4_f32(fract(global4[_wgslsmith_index_u32(u_input.c, 3u)])).x), vec4<f32>(_wgslsmith_f_op_f32(562f - var_0.x), var_2[_wgslsmith_index_u32(u_input.c, 3u)].x, _wgslsmith_f_op_vec2_f32(exp(global1[_wgslsmith_index_u32(1u, 4u)])).x, _wgslsmith_f_op_f32(var_0.x * global2.c[_wgslsmith_index_u32(u_input.d.x, 3u)].x))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-230f, var_0.x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(0u / 1u, 4u)].x - global4[_wgslsmith_index_u32(4294967295u * global2.d.x, 3u)].x), arg_0.e[_wgslsmith_index_u32(0u - ~0u, 2u)].x)));
                global0 = func_5(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(-1000f, global4[_wgslsmith_index_u32(1u, 3u)].x, var_2[_wgslsmith_index_u32(global2.d.x, 3u)].x), vec3<f32>(270f, global1[_wgslsmith_index_u32(42293u, 4u)].x, var_3[_wgslsmith_index_u32(1u, 2u)].x))).x, _wgslsmith_f_op_f32(global2.c[_wgslsmith_index_u32(17781u, 3u)].x * var_3[_wgslsmith_index_u32(global2.d.x, 2u)].x), _wgslsmith_f_op_f32(-200f - -590f), _wgslsmith_f_op_f32(floor(global2.b.e[_wgslsmith_index_u32(u_input.d.x, 2u)].x))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, global4[_wgslsmith_index_u32(global2.d.x, 3u)].x, 613f, var_0.x) - vec4<f32>(-1386f, var_3[_wgslsmith_index_u32(30374u, 2u)].x, -233f, var_0.x))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(338f, var_0.x, var_3[_wgslsmith_index_u32(global2.d.x, 2u)].x, -153f)) - _wgslsmith_f_op_vec4_f32(global4[_wgslsmith_index_u32(global2.d.x, 3u)] - var_3[_wgslsmith_index_u32(4294967295u, 2u)])))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(u_input.d.x, 3u)].x, -1000f, arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0.e[_wgslsmith_index_u32(global2.d.x, 2u)].x))), var_3[_wgslsmith_index_u32(select(select(vec4<u32>(9180u, 7441u, global2.d.x, global2.d.x) << (vec4<u32>(18582u, 4294967295u, 4294967295u, u_input.d.x) % vec4<u32>(32u)), ~vec4<u32>(1u, global2.d.x, u_input.a.x, 21653u), true).ww, ~(~u_input.a.xz), global0.xx).x, 2u)]), extractBits(countOneBits(u_input.a.xy), u_input.c, atomicAdd(&wg_atomic_u32, u_input.c)) & insertBits(u_input.a.zx, ~select(vec4<u32>(24328u, 6101u, u_input.d.x, global2.d.x), vec4<u32>(global2.d.x, 9084u, u_input.a.x, 4294967295u), vec4<bool>(true, var_1.x, false, false)).yz, func_3().x, ~countOneBits(global2.d.zy).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(var_0.yzz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.x, global1[_wgslsmith_index_u32(76533u, 4u)].x, 1577f))), vec3<bool>(false, var_1.x, true))).x * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(var_0.x, -710f, var_3[_wgslsmith_index_u32(global2.d.x, 2u)].x))).x - -1045f) + 654f))).b;
                var var_4 = arg_0.b;
            }
        }
        default: {
        }
    }
    while (false) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        return u_input.c;
    }
    for (var var_1 = global3[_wgslsmith_index_u32(77791u - ~(~u_input.a.x), 31u)]; (var_1 < 2147483647i); var_1 = 0i) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    return ~(~firstTrailingBit(vec4<u32>(55533u, 0u, 4294967295u, global2.d.x) ^ vec4<u32>(1004u, 25495u, u_input.d.x, global2.d.x)).x) - ((~u_input.d.x * (abs(vec3<u32>(global2.d.x, 4294967295u, 1u)).x / max(vec2<u32>(u_input.c, u_input.a.x), u_input.d.yz).x)) - _wgslsmith_mod_u32(global2.d.x, 422u));
}

fn func_1(arg_0: mat4x3<f32>, arg_1: mat2x2<f32>, arg_2: vec4<i32>, arg_3: Struct_5) -> StorageBuffer {
    let var_0 = -(-9900i / ((global2.a ^ 38003i) - u_input.b.x));
    var var_1 = Struct_3(1u, -21691i >= (var_0 ^ max(var_0, ~global3[_wgslsmith_index_u32(global2.d.x, 31u)])), global2.b.a, select(7413i, sign(u_input.b * u_input.b).x, global0.x), func_5(global2.c[_wgslsmith_index_u32(global2.d.x & ((4294967295u << (0u % 32u)) * ~global2.d.x), 3u)], mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-383f, 102f, arg_0[_wgslsmith_index_u32(global2.d.x, 4u)].x, -165f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(47975u, 4u)].x, -693f, global4[_wgslsmith_index_u32(global2.d.x, 3u)].x, 525f))), ~vec2<u32>(4987u, ~1u), -1191f));
    loop {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        loop {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            let var_2 = var_1.d ^ reverseBits(vec4<i32>(~1i - countOneBits(vec3<i32>(0i, var_0, 0i)).x, max(vec3<i32>(47441i, var_0, var_0), vec3<i32>(var_1.d, -22855i, var_1.e.c) ^ vec3<i32>(global2.a, global2.b.d, global2.b.d)).x, select(vec2<i32>(-22613i, i32(-2147483648)), vec2<i32>(var_0, var_0), select(vec4<bool>(false, true, var_1.e.b.x, false), vec4<bool>(global2.e, false, global0.x, false), vec4<bool>(true, global0.x, true, false)).xz).x, -var_0)).x;
        }
        var var_2 = -vec3<i32>(arg_2.x - ~(global3[_wgslsmith_index_u32(global2.d.x, 31u)] >> (var_1.a % 32u)), -21644i, ~(-8182i));
        continue;
    }
    (global0).x = !global2.e;
    let var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(global4[_wgslsmith_index_u32(global2.d.x, 3u)] - global4[_wgslsmith_index_u32(var_1.a, 3u)]) + vec4<f32>(global2.b.b[_wgslsmith_index_u32(579u, 3u)].x, -370f, var_1.c[_wgslsmith_index_u32(global2.d.x, 4u)].x, global1[_wgslsmith_index_u32(4294967295u, 4u)].x)))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(506f - arg_3.c[_wgslsmith_index_u32(global2.d.x, 3u)].x), _wgslsmith_f_op_f32(-(-1189f)), -549f, 1000f))), _wgslsmith_f_op_vec4_f32(-global4[_wgslsmith_index_u32(13969u, 3u)]), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(global2.b.e[_wgslsmith_index_u32(var_1.a, 2u)] * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global2.b.e[_wgslsmith_index_u32(global2.d.x, 2u)]))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec3_f32(round(global4[_wgslsmith_index_u32(18969u, 3u)].xxz)).x, _wgslsmith_f_op_f32(-(-1184f)), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global4[_wgslsmith_index_u32(91588u, 3u)].x, arg_3.a[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(4294967295u, 4u)].x), vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 2u)].x, global1[_wgslsmith_index_u32(0u, 4u)].x, arg_3.a[_wgslsmith_index_u32(15684u, 3u)].x), var_1.e.b)).x, var_1.e.a[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, global2.d.x), 3u)].x))), global2.c[_wgslsmith_index_u32(var_1.a, 3u)]);
    return StorageBuffer(sign(arg_2.xyx), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(global4[_wgslsmith_index_u32(u_input.d.x, 3u)].yxx, vec3<f32>(-476f, -746f, -1394f)))), vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_probe_exp(var_2[_wgslsmith_index_u32(u_input.a.x, 4u)])))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1131f)) + _wgslsmith_div_f32(-2068f, 454f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(28429u, 4u)].x) * arg_1[_wgslsmith_index_u32(var_1.a - 84170u, 2u)].x))));
}

fn main_orig(builtin_local_invocation_id: vec3<u32>) {
    let x = u_input.a;
    s_output = func_1(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-(-119f)), _wgslsmith_f_op_f32(ceil(1039f)))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f)), -538f), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1016f, -1714f, 300f, global4[_wgslsmith_index_u32(1u, 3u)].x))).zxy, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(474f, 589f, global4[_wgslsmith_index_u32(global2.d.x, 3u)].x, 414f)), global4[_wgslsmith_index_u32(4294967295u >> (builtin_local_invocation_id.x % 32u), 3u)], global2.a >= 7384i)).wxw)), _wgslsmith_f_op_vec3_f32(floor(global2.b.b[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 3u)])), global4[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, func_2(global2.b)) / 38307u, 3u)].xyy), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(_wgslsmith_f_op_f32(-(-1834f)), global1[_wgslsmith_index_u32(91141u, 4u)].x))), global1[_wgslsmith_index_u32(dot(_wgslsmith_mod_vec4_u32(select(vec4<u32>(0u, 18069u, 92896u, global2.d.x), vec4<u32>(global2.d.x, 1u, global2.d.x, 4294967295u), false), select(vec4<u32>(builtin_local_invocation_id.x, 54860u, 51554u, 42291u), vec4<u32>(4294967295u, u_input.c, 115485u, global2.d.x), global2.e)), select(vec4<u32>(41768u, 1u, 0u, builtin_local_invocation_id.x), vec4<u32>(builtin_local_invocation_id.x, global2.d.x, builtin_local_invocation_id.x, global2.d.x), !vec4<bool>(global2.e, global0.x, global2.e, global0.x))), 4u)]), -max(countOneBits(firstTrailingBit(vec4<i32>(global3[_wgslsmith_index_u32(13540u, 31u)], -15356i, 2147483647i, -1123i))), -vec4<i32>(-13062i, -4022i, 2147483647i, -1i)), Struct_5(func_5(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(global4[_wgslsmith_index_u32(88402u, 3u)], vec4<f32>(-230f, -189f, -267f, 1221f)))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-1099f, global2.b.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global2.c[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, global1[_wgslsmith_index_u32(global2.d.x, 4u)].x), vec4<f32>(962f, 879f, global1[_wgslsmith_index_u32(11432u, 4u)].x, global2.c[_wgslsmith_index_u32(u_input.d.x, 3u)].x), global2.c[_wgslsmith_index_u32(global2.d.x, 3u)])), _wgslsmith_f_op_vec4_f32(-global2.b.e[_wgslsmith_index_u32(u_input.c, 2u)])), ~(builtin_local_invocation_id.xx << (vec2<u32>(1u, 50740u) % vec2<u32>(32u))), global4[_wgslsmith_index_u32(u_input.a.x, 3u)].x).a, (-774f < global1[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 4u)].x), global2.b.b));
}


fn _probe_exp(x: vec4<f32>) -> vec4<f32> {
    let r = exp(x);
    p_in = x;
    p_out = r;
    p_n = p_n + 1u;
    return r;
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    main_orig(builtin_local_invocation_id);
    s_probe.orig = s_output;
    s_probe.p_in = p_in;
    s_probe.p_out = p_out;
    s_probe.p_n = p_n;
}
