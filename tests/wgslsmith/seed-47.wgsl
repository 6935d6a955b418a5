// {"0:0":[184,85,150,239,5,200,79,113,31,20,158,120,23,219,201,120,131,141,147,45,28,48,159,22,217,101,255,22,32,144,31,22,234,62,38,119,111,100,19,56,55,111,122,150,215,230,1,159]}
// Seed: 47

struct Struct_1 {
    @align(16)
    a: f32,
    @align(4)
    b: bool,
    @size(4)
    c: u32,
    d: mat2x3<f32>,
}

struct Struct_2 {
    @size(48)
    a: Struct_1,
    b: mat4x4<f32>,
    @size(4)
    c: bool,
    @align(4)
    d: f32,
    @align(32)
    @size(12)
    e: vec3<f32>,
}

struct UniformBuffer {
    a: vec3<i32>,
    b: vec4<i32>,
    @align(4)
    c: u32,
}

struct StorageBuffer {
    a: vec2<f32>,
    b: mat4x3<f32>,
    c: mat2x4<f32>,
    @size(12)
    d: vec3<u32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<f32, 32>;

var<private> global1: array<mat2x2<f32>, 9> = array<mat2x2<f32>, 9>(mat2x2<f32>(vec2<f32>(-832f, 638f), vec2<f32>(-896f, -359f)), mat2x2<f32>(vec2<f32>(-1060f, 353f), vec2<f32>(-401f, 300f)), mat2x2<f32>(vec2<f32>(2300f, 701f), vec2<f32>(-1441f, 1000f)), mat2x2<f32>(vec2<f32>(1313f, 469f), vec2<f32>(956f, -1915f)), mat2x2<f32>(vec2<f32>(-1048f, -661f), vec2<f32>(865f, -272f)), mat2x2<f32>(vec2<f32>(200f, -1000f), vec2<f32>(-195f, -653f)), mat2x2<f32>(vec2<f32>(267f, 618f), vec2<f32>(-1840f, -1629f)), mat2x2<f32>(vec2<f32>(844f, 413f), vec2<f32>(-448f, -1567f)), mat2x2<f32>(vec2<f32>(-429f, -404f), vec2<f32>(323f, -218f)));

var<private> global2: vec2<i32> = vec2<i32>(0i, -1i);

var<private> global3: vec2<bool> = vec2<bool>(false, false);

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 32>;

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn func_5(arg_0: mat4x4<f32>, arg_1: mat2x3<f32>) -> bool {
    (global2).x = u_input.a.x;
    var var_0 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.c, 4u)].x + _wgslsmith_f_op_vec2_f32(select(vec2<f32>(arg_0[_wgslsmith_index_u32(0u, 4u)].x, -796f), vec2<f32>(1234f, arg_1[_wgslsmith_index_u32(1u, 2u)].x), select(vec3<bool>(false, global3.x, global3.x), vec3<bool>(false, false, true), vec3<bool>(false, false, false)).xz)).x), -277f), vec2<f32>(_wgslsmith_f_op_f32(1000f - _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(u_input.c, 0u, u_input.c, 93938u)).x, 2u)].x)), global0[_wgslsmith_index_u32(~(~(4294967295u / 4294967295u)), 32u)]), _wgslsmith_f_op_vec2_f32(trunc(arg_1[_wgslsmith_index_u32(~firstTrailingBit(~vec2<u32>(u_input.c, u_input.c)).x, 2u)].xy)));
    var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(exp2(arg_0[_wgslsmith_index_u32(u_input.c, 4u)].ywz)), _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(~max(vec4<u32>(u_input.c, u_input.c, u_input.c, 11483u), vec4<u32>(0u, 14374u, u_input.c, 113642u)).x, 4u)].zwx))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(u_input.c, 2u)]))) - arg_1[_wgslsmith_index_u32(firstLeadingBit(u_input.c), 2u)]))), arg_1[_wgslsmith_index_u32(u_input.c, 2u)]);
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        continuing {
        }
    }
    ((var_1)[_wgslsmith_index_u32(~reverseBits(vec3<u32>(1u, atomicMax(&wg_atomic_u32, 4294967295u), ~(~13548u))).x, 4u)]).x = -851f;
    return !global3.x;
}

fn func_4(arg_0: Struct_1, arg_1: mat4x2<f32>) -> bool {
    (global0)[_wgslsmith_index_u32(29215u, 32u)] = _wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(11213u, 2u)].x);
    if (global3.x) {
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            return all(vec2<bool>(func_5(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(627f, arg_0.a, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x)), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-178f, 401f, global0[_wgslsmith_index_u32(93864u, 32u)], -860f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a, arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x, 322f, 152f) + vec4<f32>(arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(13235u, 32u)], 1336f, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.d[_wgslsmith_index_u32(20166u, 2u)].x, arg_0.d[_wgslsmith_index_u32(31057u, 2u)].x, arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x, 900f))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 4u)].x, 1951f, global0[_wgslsmith_index_u32(u_input.c, 32u)]))), vec3<f32>(arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x, arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x, global0[_wgslsmith_index_u32(arg_0.c, 32u)]))), all(select(!vec4<bool>(false, global3.x, global3.x, false), !vec4<bool>(arg_0.b, global3.x, false, global3.x), false))));
        }
        let var_0 = countOneBits(-(countLeadingZeros(u_input.b) + -(-u_input.b))).x;
        for (; !(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(select(arg_0.d[_wgslsmith_index_u32(extractBits(u_input.c, u_input.c, u_input.c), 2u)].zz, _wgslsmith_f_op_vec3_f32(max(arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)], vec3<f32>(857f, 1583f, -175f))).yx, global3.x)), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0.a, arg_0.a, 1000f, arg_0.d[_wgslsmith_index_u32(u_input.c, 2u)].x))).wx)))) == _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(1u, 2u)].x) * global0[_wgslsmith_index_u32(64687u, 32u)])); ) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            global2 = firstTrailingBit((u_input.b.yzw >> (countLeadingZeros(vec4<u32>(19078u, arg_0.c, u_input.c, u_input.c)).zwz % vec3<u32>(32u))) / firstLeadingBit(vec4<i32>(u_input.a.x, global2.x, -22272i, 25770i) ^ abs(vec4<i32>(global2.x, 1i, global2.x, -1i))).yyy).zz;
            let var_1 = Struct_1(global0[_wgslsmith_index_u32(~((~u_input.c ^ arg_0.c) << (u_input.c % 32u)), 32u)], _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0.a - _wgslsmith_f_op_f32(dot(vec2<f32>(global0[_wgslsmith_index_u32(arg_0.c, 32u)], arg_0.a), arg_1[_wgslsmith_index_u32(arg_0.c, 4u)]))) + arg_0.d[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, countTrailingZeros(vec2<u32>(u_input.c, arg_0.c)).x), 2u)].x) > global0[_wgslsmith_index_u32(arg_0.c * arg_0.c, 32u)], ~(select(vec4<u32>(1u, 1u, 1u, 1u), vec4<u32>(1u, u_input.c, u_input.c, 4294967295u) << (vec4<u32>(u_input.c, u_input.c, 45879u, 1u) % vec4<u32>(32u)), true).x | ~u_input.c), arg_0.d);
            var var_2 = _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(_wgslsmith_f_op_f32(-(-187f)), var_1.a, _wgslsmith_f_op_f32(-var_1.d[_wgslsmith_index_u32(countTrailingZeros(~vec3<u32>(var_1.c, 27669u, 1u)).x, 2u)].x)))).yy;
        }
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            var var_1 = Struct_2(arg_0, mat4x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-932f, 222f, arg_0.d[_wgslsmith_index_u32(23203u, 2u)].x, arg_0.a) - vec4<f32>(arg_1[_wgslsmith_index_u32(19366u, 4u)].x, global0[_wgslsmith_index_u32(57065u, 32u)], -364f, -368f)) * _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-685f, arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, -453f)))), vec4<f32>(_wgslsmith_f_op_f32(-203f * arg_1[_wgslsmith_index_u32(22670u, 4u)].x), global0[_wgslsmith_index_u32(u_input.c + arg_0.c, 32u)], _wgslsmith_f_op_f32(dot(vec4<f32>(arg_0.a, 721f, 233f, global0[_wgslsmith_index_u32(arg_0.c, 32u)]), vec4<f32>(global0[_wgslsmith_index_u32(arg_0.c, 32u)], 944f, arg_1[_wgslsmith_index_u32(53034u, 4u)].x, -1000f))), arg_0.a)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(456f, -2290f, global0[_wgslsmith_index_u32(0u, 32u)], arg_0.d[_wgslsmith_index_u32(30399u, 2u)].x), vec4<f32>(1000f, 830f, global0[_wgslsmith_index_u32(57406u, 32u)], global0[_wgslsmith_index_u32(46098u, 32u)]), !vec4<bool>(true, true, global3.x, false))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, -385f, -186f, -287f))), vec4<f32>(279f, arg_1[_wgslsmith_index_u32(~4887u, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1142f))), -2154f)), all(select(vec4<bool>(true, arg_0.b, true, !arg_0.b), vec4<bool>(true, !arg_0.b, false, select(vec4<bool>(false, global3.x, true, arg_0.b), vec4<bool>(global3.x, true, true, true), false).x), true)), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(692f, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x, -1368f, arg_1[_wgslsmith_index_u32(1836u, 4u)].x, arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x))))).x, global0[_wgslsmith_index_u32(insertBits(_wgslsmith_mod_vec3_u32(vec3<u32>(u_input.c, 32083u, u_input.c), vec3<u32>(3379u, arg_0.c, 27925u)), vec3<u32>(1891u, u_input.c, arg_0.c), 4923u, atomicXor(&wg_atomic_u32, arg_0.c)).x, 32u)], _wgslsmith_div_f32(_wgslsmith_f_op_f32(1720f * -520f), arg_0.a)))).x, _wgslsmith_f_op_vec3_f32(-arg_0.d[_wgslsmith_index_u32(u_input.c, 2u)]));
            var_1 = Struct_2(Struct_1(global0[_wgslsmith_index_u32(insertBits(reverseBits(extractBits(vec4<u32>(arg_0.c, 0u, 0u, 31556u), 51308u, var_1.a.c).wx).x, ~u_input.c, u_input.c | _wgslsmith_mod_u32(var_1.a.c, 4294967295u), var_1.a.c), 32u)], (15658u > (arg_0.c * arg_0.c)) | all(!vec4<bool>(arg_0.b, var_1.c, false, false)), 1u, var_1.a.d), var_1.b, !(atomicXor(&wg_atomic_u32, u_input.c | u_input.c) <= ~u_input.c), _wgslsmith_f_op_vec2_f32(step(var_1.a.d[_wgslsmith_index_u32(1u | (~u_input.c >> (50084u % 32u)), 2u)].yz, _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(~var_1.a.c, 4u)]))).x, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1.e - arg_0.d[_wgslsmith_index_u32(~(~u_input.c), 2u)]) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_1.a.d[_wgslsmith_index_u32(18694u, 2u)]) * _wgslsmith_f_op_vec3_f32(var_1.e - _wgslsmith_div_vec3_f32(arg_0.d[_wgslsmith_index_u32(1u, 2u)], arg_0.d[_wgslsmith_index_u32(1u, 2u)])))));
            let var_2 = arg_0.c | var_1.a.c;
            global1 = array<mat2x2<f32>, 9>();
            var var_3 = select(!(!(!(!vec4<bool>(global3.x, true, arg_0.b, true)))), vec4<bool>(global3.x, atomicCompareExchangeWeak(&wg_atomic_i32, countLeadingZeros(u_input.b.zzw).x, clamp(vec4<i32>(-4604i, 28133i, u_input.b.x, var_0), vec4<i32>(var_0, global2.x, u_input.a.x, u_input.b.x), u_input.b).x / (global2.x * global2.x)).exchanged, arg_0.b, !var_1.c), false).xz;
            continuing {
                let var_4 = mat3x4<f32>(vec4<f32>(1f, 1f, 1f, 1f), var_1.b[_wgslsmith_index_u32(6957u, 4u)], vec4<f32>(arg_1[_wgslsmith_index_u32(~select(countLeadingZeros(vec3<u32>(4294967295u, arg_0.c, var_2)), vec3<u32>(arg_0.c, 66141u, 2334u), select(vec4<bool>(var_1.c, var_1.a.b, false, arg_0.b), vec4<bool>(arg_0.b, global3.x, true, global3.x), vec4<bool>(global3.x, true, var_1.c, true)).ywy).x, 4u)].x, global0[_wgslsmith_index_u32(var_1.a.c, 32u)], _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-var_1.b[_wgslsmith_index_u32(var_1.a.c, 4u)]))).x + -142f), _wgslsmith_f_op_f32(var_1.a.a - 748f)));
                (global0)[_wgslsmith_index_u32(var_1.a.c, 32u)] = _wgslsmith_f_op_f32(-arg_0.a);
            }
        }
    } else if (arg_0.b) {
        var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(saturate(global0[_wgslsmith_index_u32(1u, 32u)])), arg_0.d[_wgslsmith_index_u32(~82952u, 2u)].x, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_1[_wgslsmith_index_u32(58369u, 4u)].x, global0[_wgslsmith_index_u32(u_input.c, 32u)], 921f))).x, _wgslsmith_div_f32(276f, arg_0.d[_wgslsmith_index_u32(16168u, 2u)].x))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1606f, arg_0.a, -1000f, -1052f), vec4<f32>(arg_0.a, -275f, -202f, global0[_wgslsmith_index_u32(u_input.c, 32u)]))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a, 1000f, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x) - vec4<f32>(-1214f, 884f, arg_1[_wgslsmith_index_u32(0u, 4u)].x, 1000f))) + vec4<f32>(-478f, _wgslsmith_f_op_f32(-(-563f)), global0[_wgslsmith_index_u32(arg_0.c, 32u)], global0[_wgslsmith_index_u32(min(vec4<u32>(arg_0.c, 4294967295u, 4294967295u, 4294967295u), vec4<u32>(5538u, 4912u, u_input.c, arg_0.c)).x, 32u)]))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(19909u, 32u)], -673f, global0[_wgslsmith_index_u32(arg_0.c, 32u)], 1614f), vec4<f32>(-864f, -939f, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, -1304f)), vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 32u)], arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x, 739f, -1311f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(638f, global0[_wgslsmith_index_u32(u_input.c, 32u)], arg_0.d[_wgslsmith_index_u32(20899u, 2u)].x, arg_0.d[_wgslsmith_index_u32(0u, 2u)].x))))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(10457u, 4u)].x, arg_1[_wgslsmith_index_u32(1u, 4u)].x, arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x) * _wgslsmith_f_op_vec4_f32(vec4<f32>(322f, global0[_wgslsmith_index_u32(51948u, 32u)], arg_0.d[_wgslsmith_index_u32(24872u, 2u)].x, arg_0.a) + vec4<f32>(arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x, 1045f, arg_0.a, arg_1[_wgslsmith_index_u32(1u, 4u)].x)))))), vec4<f32>(_wgslsmith_f_op_f32(exp(global0[_wgslsmith_index_u32(~4294967295u, 32u)])), arg_0.a, global0[_wgslsmith_index_u32(~(u_input.c * (63063u / arg_0.c)), 32u)], _wgslsmith_f_op_f32(arg_0.d[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, countOneBits(vec4<u32>(1u, 14309u, 0u, arg_0.c)).x, arg_0.c).old_value, 2u)].x - arg_0.a)));
        for (; ; ) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var var_1 = arg_0;
            (global0)[_wgslsmith_index_u32(71447u, 32u)] = var_0[_wgslsmith_index_u32(4294967295u / reverseBits(clamp(min(~vec4<u32>(u_input.c, 0u, 0u, 14914u), ~vec4<u32>(21437u, arg_0.c, u_input.c, arg_0.c)).yxz, extractBits(~vec4<u32>(0u, u_input.c, arg_0.c, 32725u), 18976u, countTrailingZeros(vec4<u32>(4294967295u, 1u, arg_0.c, 0u)).x).xzy, vec3<u32>(u_input.c, arg_0.c, 23781u) * (vec3<u32>(36705u, arg_0.c, 4294967295u) / vec3<u32>(35359u, 13291u, 4294967295u)))).x, 3u)].x;
            global3 = !vec2<bool>(_wgslsmith_f_op_vec2_f32(select(var_1.d[_wgslsmith_index_u32(45046u, 2u)].yz, _wgslsmith_f_op_vec4_f32(exp2(var_0[_wgslsmith_index_u32(4294967295u, 3u)])).yz, true)).x == 514f, true);
        }
        let var_1 = countTrailingZeros(vec3<i32>(i32(-2147483648), max(countLeadingZeros(select(vec4<i32>(global2.x, 2147483647i, global2.x, u_input.b.x), vec4<i32>(-43582i, global2.x, u_input.b.x, 0i), vec4<bool>(true, global3.x, arg_0.b, arg_0.b))), vec4<i32>(u_input.b.x / u_input.b.x, -u_input.a.x, ~(-1i), global2.x)).x, -45766i >> ((arg_0.c - ~1u) % 32u)));
    }
    var var_0 = -1115f;
    for (; true; ) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        global1 = array<mat2x2<f32>, 9>();
        for (var var_1 = i32(-2147483648); ; var_0 = global0[_wgslsmith_index_u32(81139u, 32u)]) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            let var_2 = ~select(vec3<u32>(atomicOr(&wg_atomic_u32, 14996u), ~(~45331u), (1u & arg_0.c) * ~u_input.c), ~(vec3<u32>(1u, 78534u, u_input.c) + vec3<u32>(0u, u_input.c, arg_0.c)) | clamp(firstLeadingBit(vec3<u32>(u_input.c, u_input.c, 45200u)), select(vec4<u32>(40832u, 100675u, u_input.c, 30098u), vec4<u32>(24693u, arg_0.c, 1u, arg_0.c), true).wwz, vec3<u32>(arg_0.c, 33417u, 1u)), vec3<bool>(true, true, arg_0.c >= reverseBits(vec4<u32>(arg_0.c, 0u, u_input.c, arg_0.c)).x));
            continue;
        }
    }
    if (false) {
        for (; ; ) {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            var var_1 = 1000f;
            continue;
        }
        while (false) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            continue;
        }
        return global3.x;
    } else if (global3.x | func_5(mat4x4<f32>(vec4<f32>(1638f, vec2<f32>(1f, 1f).x, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-383f, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, -576f, global0[_wgslsmith_index_u32(arg_0.c, 32u)]))).x, _wgslsmith_f_op_f32(arg_0.a + arg_1[_wgslsmith_index_u32(69786u, 4u)].x)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1065f, 288f, -703f, global0[_wgslsmith_index_u32(0u, 32u)]) + vec4<f32>(-380f, arg_1[_wgslsmith_index_u32(1u, 4u)].x, -1406f, -1230f)), vec4<f32>(-715f, global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(4294967295u, 32u)], 980f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-2015f, 456f, 1412f, 229f)), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-252f, arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, 1135f, -222f)))))), arg_0.d)) {
        global1 = array<mat2x2<f32>, 9>();
        let var_1 = all(vec3<bool>(!any(!vec3<bool>(global3.x, false, global3.x)), !(select(vec2<bool>(true, true), vec2<bool>(false, false), global3.x).x | false), true));
        if ((arg_0.b || (select(vec2<bool>(true, false), vec2<bool>(true, global3.x), select(var_1, false, global3.x)).x || any(vec2<bool>(arg_0.b, arg_0.b)))) == true) {
            return all(vec4<bool>(global3.x, global3.x, true, !select(vec2<bool>(global3.x, false), vec2<bool>(global3.x, arg_0.b), vec2<bool>(var_1, arg_0.b)).x & ((arg_0.b | false) & (arg_0.b | true))));
        } else {
            (global3).x = _wgslsmith_f_op_f32(floor(316f)) <= _wgslsmith_f_op_f32(min(-1164f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 0u), 4u)].x), _wgslsmith_f_op_f32(arg_0.a * _wgslsmith_f_op_vec3_f32(abs(arg_0.d[_wgslsmith_index_u32(1u, 2u)])).x))));
            var var_2 = 1u;
            let var_3 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0.d[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(11180u, u_input.c, u_input.c, arg_0.c) << (vec4<u32>(4294967295u, u_input.c, u_input.c, arg_0.c) % vec4<u32>(32u))).x & arg_0.c, 2u)]));
            var var_4 = mat3x2<f32>(var_3.zx, _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-114f + 1000f) + -211f), _wgslsmith_div_f32(arg_0.a, var_3.x)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_1[_wgslsmith_index_u32(u_input.c, 4u)], vec2<f32>(var_3.x, global0[_wgslsmith_index_u32(u_input.c, 32u)])) * arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].yy) * _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1506f, global0[_wgslsmith_index_u32(1u, 32u)])))))), var_3.zy);
        }
    } else if (select(select(select(vec4<bool>(arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x <= arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x, false, false, select(vec3<bool>(false, global3.x, false), vec3<bool>(true, true, arg_0.b), false).x), !vec4<bool>(arg_0.b, true, global3.x, arg_0.b), arg_0.b), vec4<bool>(all(select(vec4<bool>(arg_0.b, global3.x, false, global3.x), vec4<bool>(global3.x, true, false, global3.x), true).xx), global3.x & true, !arg_0.b, (arg_0.c < arg_0.c)), vec4<bool>(true, _wgslsmith_mod_u32(0u, u_input.c) <= ~u_input.c, true | select(vec3<bool>(false, true, arg_0.b), vec3<bool>(false, false, arg_0.b), arg_0.b).x, true)).yyx, select(vec3<bool>(all(vec4<bool>(false, global3.x, true, true)) & true, true, arg_0.b), !select(select(vec3<bool>(arg_0.b, global3.x, arg_0.b), vec3<bool>(true, false, false), global3.x), vec3<bool>(false, global3.x, false), !vec3<bool>(arg_0.b, global3.x, arg_0.b)), !select(!vec4<bool>(global3.x, false, global3.x, global3.x), select(vec4<bool>(true, arg_0.b, arg_0.b, true), vec4<bool>(arg_0.b, true, arg_0.b, false), global3.x), !vec4<bool>(true, false, false, arg_0.b)).wyy), vec3<bool>(true, global3.x, arg_0.b | (global3.x == true))).x) {
        while (!((atomicAnd(&wg_atomic_u32, u_input.c) < 1u))) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            let var_1 = Struct_2(Struct_1(arg_1[_wgslsmith_index_u32((countTrailingZeros(vec3<u32>(30423u, 4294967295u, arg_0.c)).x + ~63128u) + 50554u, 4u)].x, true, ~atomicOr(&wg_atomic_u32, ~u_input.c), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x, global0[_wgslsmith_index_u32(23015u, 32u)], arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x) * arg_0.d[_wgslsmith_index_u32(1u, 2u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-290f, arg_1[_wgslsmith_index_u32(1u, 4u)].x, 1243f), arg_0.d[_wgslsmith_index_u32(0u, 2u)])))), mat4x4<f32>(vec4<f32>(arg_0.a, arg_1[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, _wgslsmith_mod_u32(6247u, 42382u)), 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(floor(global0[_wgslsmith_index_u32(4294967295u, 32u)])) * _wgslsmith_f_op_f32(arg_0.a + arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x)), global0[_wgslsmith_index_u32(countOneBits(vec3<u32>(arg_0.c, 1u, arg_0.c)).x << (min(vec2<u32>(u_input.c, 1u), vec2<u32>(4294967295u, 19199u)).x % 32u), 32u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(24173u, 4u)].x, 1856f, -1311f, -989f) * vec4<f32>(arg_0.d[_wgslsmith_index_u32(1u, 2u)].x, arg_0.a, -1012f, -1867f))) + vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 32u)]), global0[_wgslsmith_index_u32(u_input.c, 32u)], arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(580f, 594f, 816f, arg_1[_wgslsmith_index_u32(56448u, 4u)].x))).x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a, 735f, global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0.a, arg_0.a, -662f, arg_0.d[_wgslsmith_index_u32(0u, 2u)].x), vec4<f32>(arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x, 788f, 599f, 116f), vec4<f32>(arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1[_wgslsmith_index_u32(0u, 4u)].x, -187f, arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x))) - vec4<f32>(arg_1[_wgslsmith_index_u32(8485u, 4u)].x, arg_0.d[_wgslsmith_index_u32(24675u, 2u)].x, arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x, arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x)) + _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-813f, arg_0.d[_wgslsmith_index_u32(u_input.c, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, arg_1[_wgslsmith_index_u32(1u, 4u)].x))))), atomicCompareExchangeWeak(&wg_atomic_i32, 1i, 38071i).exchanged, arg_0.a, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.d[_wgslsmith_index_u32(1u, 2u)].x, arg_0.a, -431f, 1977f)))), vec4<f32>(1523f, _wgslsmith_f_op_vec2_f32(step(vec2<f32>(arg_0.a, -1097f), arg_1[_wgslsmith_index_u32(arg_0.c, 4u)])).x, _wgslsmith_f_op_vec2_f32(min(vec2<f32>(-735f, arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x), vec2<f32>(-917f, global0[_wgslsmith_index_u32(4294967295u, 32u)]))).x, arg_1[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(49222u, arg_0.c, u_input.c, 4294967295u)).x, 4u)].x))).xwz)));
            let var_2 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(~1u, 4u)].x, _wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(29600u, 2u)].x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 32u)]), _wgslsmith_f_op_f32(-(-1315f))) + _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(exp2(var_1.b[_wgslsmith_index_u32(57002u, 4u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(-651f, 426f, var_1.d, -1000f) - var_1.b[_wgslsmith_index_u32(var_1.a.c, 4u)]), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-532f, arg_1[_wgslsmith_index_u32(0u, 4u)].x, 729f, arg_1[_wgslsmith_index_u32(arg_0.c, 4u)].x)))))) + _wgslsmith_f_op_vec4_f32(trunc(var_1.b[_wgslsmith_index_u32((115947u ^ var_1.a.c) | ~arg_0.c, 4u)]))) + var_1.b[_wgslsmith_index_u32(~arg_0.c, 4u)]);
            let var_3 = Struct_2(Struct_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1448f + -1170f))), global3.x, ~var_1.a.c, var_1.a.d), var_1.b, false, -200f, _wgslsmith_f_op_vec4_f32(clamp(var_2, vec4<f32>(_wgslsmith_f_op_f32(-1000f + _wgslsmith_f_op_f32(-2709f)), 944f, _wgslsmith_f_op_f32(-var_2.x), _wgslsmith_div_f32(-247f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(var_1.a.c, 32u)] + arg_1[_wgslsmith_index_u32(1u, 4u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(var_2, vec4<f32>(1000f, 861f, 379f, arg_1[_wgslsmith_index_u32(0u, 4u)].x)))))).yzz);
        }
        if (select(vec4<bool>(true, global3.x, u_input.c >= 1u, any(vec3<bool>(arg_0.a <= global0[_wgslsmith_index_u32(4294967295u, 32u)], all(vec3<bool>(global3.x, false, false)), true))), vec4<bool>(u_input.a.x >= abs(max(u_input.b, vec4<i32>(u_input.b.x, u_input.a.x, -12661i, 23903i))).x, !all(vec2<bool>(global3.x, true)), (atomicSub(&wg_atomic_i32, 8727i) & 47965i) <= select(vec3<i32>(17551i, u_input.b.x, u_input.b.x), countLeadingZeros(vec3<i32>(u_input.b.x, 0i, u_input.b.x)), true).x, global3.x), vec4<bool>((_wgslsmith_mod_u32(firstLeadingBit(vec2<u32>(4294967295u, 19903u)).x, arg_0.c) < arg_0.c), true, !any(select(vec3<bool>(false, global3.x, global3.x), vec3<bool>(global3.x, true, true), vec3<bool>(true, true, false))), arg_0.b)).x) {
            var var_1 = vec4<bool>(true != select(false, !atomicCompareExchangeWeak(&wg_atomic_u32, arg_0.c, u_input.c).exchanged, global3.x), true, arg_0.b, global3.x);
        } else if (!select(global3.x, true & (!global3.x || false), false)) {
            (((global1)[_wgslsmith_index_u32(max(vec2<u32>(arg_0.c, 46215u), vec2<u32>(atomicSub(&wg_atomic_u32, ~(~arg_0.c)), countTrailingZeros(~(~vec3<u32>(1u, 1u, u_input.c))).x)).x, 9u)])[_wgslsmith_index_u32(u_input.c, 2u)]).x = _wgslsmith_f_op_f32(-arg_0.a);
            var var_1 = extractBits(u_input.b.ww, 1178u, ~countOneBits(~vec3<u32>(9817u, u_input.c, 10811u) / _wgslsmith_mod_vec3_u32(vec3<u32>(25130u, 0u, 4294967295u), vec3<u32>(1u, u_input.c, 10373u))).x).x;
            (global0)[_wgslsmith_index_u32(0u, 32u)] = _wgslsmith_f_op_f32(arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)].x - _wgslsmith_f_op_f32(-(-1373f)));
            var var_2 = arg_1[_wgslsmith_index_u32(41818u, 4u)].x;
            var var_3 = (reverseBits(extractBits(~vec4<u32>(arg_0.c, 0u, 22485u, u_input.c), arg_0.c, ~4294967295u)).xz >> ((~(~vec2<u32>(arg_0.c, 1u)) & ~(~vec2<u32>(20233u, u_input.c))) % vec2<u32>(32u))) >> (vec2<u32>(~u_input.c, _wgslsmith_mod_u32(arg_0.c, 1u)) % vec2<u32>(32u));
        } else {
            var var_1 = u_input.b.wz;
            (global0)[_wgslsmith_index_u32(108653u, 32u)] = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(arg_0.d[_wgslsmith_index_u32(1137u / arg_0.c, 2u)], arg_0.d[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(firstTrailingBit(vec2<u32>(u_input.c, u_input.c)).x, ~arg_0.c, _wgslsmith_mod_u32(arg_0.c, arg_0.c))).x, 2u)], select(vec3<bool>(false, true, select(vec2<bool>(true, global3.x), vec2<bool>(arg_0.b, global3.x), false).x), !select(vec4<bool>(true, global3.x, false, true), vec4<bool>(arg_0.b, false, false, true), true).wwz, vec3<bool>(false, true, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.c, arg_0.c).exchanged)))).x);
        }
        (global0)[_wgslsmith_index_u32(u_input.c, 32u)] = arg_0.d[_wgslsmith_index_u32(clamp(vec4<u32>(0u, 4294967295u, arg_0.c, arg_0.c), vec4<u32>((~79355u >> (~arg_0.c % 32u)) / 1u, insertBits(~vec4<u32>(arg_0.c, arg_0.c, 11828u, 1u), ~vec4<u32>(1u, arg_0.c, arg_0.c, arg_0.c), 0u, clamp(vec4<u32>(27208u, u_input.c, arg_0.c, arg_0.c), vec4<u32>(1u, u_input.c, arg_0.c, 0u), vec4<u32>(u_input.c, u_input.c, 1u, u_input.c)).x & clamp(vec2<u32>(1u, u_input.c), vec2<u32>(u_input.c, 36389u), vec2<u32>(35950u, 0u)).x).x, u_input.c + ((4294967295u * 0u) * (arg_0.c >> (arg_0.c % 32u))), arg_0.c), ~((select(vec4<u32>(arg_0.c, 7510u, 1u, arg_0.c), vec4<u32>(0u, 0u, u_input.c, 68549u), true) << (~vec4<u32>(1u, 4294967295u, 1u, u_input.c) % vec4<u32>(32u))) & (~vec4<u32>(arg_0.c, arg_0.c, u_input.c, 9210u) & (vec4<u32>(arg_0.c, 28455u, u_input.c, u_input.c) >> (vec4<u32>(4294967295u, 40096u, 4294967295u, u_input.c) % vec4<u32>(32u)))))).x, 2u)].x;
        global2 = countLeadingZeros(vec2<i32>(~(-(-4i)), abs(~vec4<i32>(0i, u_input.a.x, 1i, u_input.b.x)).x) + -u_input.a.xy);
        var var_1 = Struct_2(arg_0, mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-(-2280f)), arg_0.d[_wgslsmith_index_u32(select(vec2<u32>(0u, u_input.c), ~vec2<u32>(u_input.c, u_input.c), true).x, 2u)].x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(arg_0.c, 32u)] - 1451f), 951f), vec4<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(12223u, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(trunc(arg_0.d[_wgslsmith_index_u32(arg_0.c, 2u)])).x), 808f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1198f)) + _wgslsmith_f_op_f32(-arg_0.d[_wgslsmith_index_u32(0u, 2u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x - -1112f), _wgslsmith_f_op_f32(-(-490f)), -878f, arg_1[_wgslsmith_index_u32(arg_0.c * 4294967295u, 4u)].x) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(490f, -803f, 1000f, arg_0.d[_wgslsmith_index_u32(u_input.c, 2u)].x)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(1429f, -851f, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x), global0[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(1u, arg_0.c)).x, 32u)]) - _wgslsmith_div_vec4_f32(vec4<f32>(arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].x, 1697f, 405f, -402f), vec4<f32>(arg_1[_wgslsmith_index_u32(298u, 4u)].x, 1180f, global0[_wgslsmith_index_u32(10828u, 32u)], -1374f)))), true, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1244f, global0[_wgslsmith_index_u32(arg_0.c, 32u)], -372f, -776f) + _wgslsmith_div_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, global0[_wgslsmith_index_u32(1u, 32u)], 1432f, global0[_wgslsmith_index_u32(arg_0.c, 32u)]), vec4<f32>(arg_0.a, 1155f, arg_0.d[_wgslsmith_index_u32(1u, 2u)].x, 1196f))))).wwx)).x, _wgslsmith_f_op_vec3_f32(-arg_0.d[_wgslsmith_index_u32(dot(~(vec4<u32>(u_input.c, 1u, 41793u, arg_0.c) | vec4<u32>(71463u, arg_0.c, 4294967295u, 19522u)), firstTrailingBit(~vec4<u32>(11998u, arg_0.c, 5935u, arg_0.c))), 2u)]));
    } else {
        let var_1 = Struct_1(arg_0.d[_wgslsmith_index_u32(29332u, 2u)].x, true && arg_0.b, dot(reverseBits(~clamp(vec4<u32>(u_input.c, u_input.c, u_input.c, 0u), vec4<u32>(1u, 8827u, arg_0.c, 41888u), vec4<u32>(arg_0.c, u_input.c, u_input.c, u_input.c)).wz), select(vec2<u32>(1u, countOneBits(vec3<u32>(18411u, 760u, arg_0.c)).x), extractBits(vec3<u32>(1u, 40054u, arg_0.c), u_input.c + 11594u, arg_0.c).xz, vec2<bool>((u_input.b.x < i32(-2147483648)), arg_0.c > 62119u))), arg_0.d);
        while (var_1.b) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            global1 = array<mat2x2<f32>, 9>();
            var var_2 = firstLeadingBit(extractBits(vec4<i32>(~(-7194i), u_input.b.x, vec4<i32>(1i, 1i, 1i, 1i).x, 2147483647i / 2147483647i), clamp(~vec3<u32>(13266u, 4294967295u, var_1.c), select(vec4<u32>(var_1.c, 44575u, arg_0.c, var_1.c), vec4<u32>(u_input.c, u_input.c, arg_0.c, arg_0.c), vec4<bool>(true, true, arg_0.b, false)).zww, reverseBits(vec3<u32>(arg_0.c, 1u, 44596u))).x, 1u) + (u_input.b / firstLeadingBit(vec4<i32>(global2.x, -338i, global2.x, 92242i) ^ u_input.b)));
            break;
        }
    }
    return any(!vec2<bool>(true, all(select(vec4<bool>(true, true, false, arg_0.b), vec4<bool>(false, arg_0.b, arg_0.b, false), global3.x))));
}

fn func_3(arg_0: vec2<bool>, arg_1: vec3<u32>) -> vec3<u32> {
    let var_0 = !(!(!select(vec3<bool>(true, global3.x, false), select(vec3<bool>(arg_0.x, global3.x, arg_0.x), vec3<bool>(global3.x, global3.x, global3.x), global3.x), true)));
    while (false) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
    }
    while (global3.x) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        if (select(vec3<bool>(true, global0[_wgslsmith_index_u32(1u, 32u)] <= _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~1u, 32u)]), select(var_0.x, true, true)), var_0, var_0.x).x) {
            break;
        }
        (global0)[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, arg_1.x), 32u)] = -363f;
        for (var var_1 = u_input.a.x; var_1 >= -13881i; var_1 -= 1i) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            let var_2 = global0[_wgslsmith_index_u32(~0u, 32u)];
        }
    }
    let var_1 = Struct_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1206f)))), !(!func_4(Struct_1(global0[_wgslsmith_index_u32(arg_1.x, 32u)], var_0.x, arg_1.x, mat2x3<f32>(vec3<f32>(772f, global0[_wgslsmith_index_u32(arg_1.x, 32u)], -1234f), vec3<f32>(global0[_wgslsmith_index_u32(arg_1.x, 32u)], global0[_wgslsmith_index_u32(4294967295u, 32u)], global0[_wgslsmith_index_u32(arg_1.x, 32u)]))), mat4x2<f32>(vec2<f32>(-763f, 1234f), vec2<f32>(-879f, global0[_wgslsmith_index_u32(u_input.c, 32u)]), vec2<f32>(global0[_wgslsmith_index_u32(1u, 32u)], global0[_wgslsmith_index_u32(4294967295u, 32u)]), vec2<f32>(273f, global0[_wgslsmith_index_u32(arg_1.x, 32u)])))), 27u, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.c, 32u)]), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 32u)]), 575f)), vec3<f32>(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], 1362f, -482f, 453f)))).x, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_div_vec4_f32(vec4<f32>(1000f, global0[_wgslsmith_index_u32(13567u, 32u)], -392f, global0[_wgslsmith_index_u32(u_input.c, 32u)]), vec4<f32>(-267f, global0[_wgslsmith_index_u32(0u, 32u)], global0[_wgslsmith_index_u32(79790u, 32u)], global0[_wgslsmith_index_u32(arg_1.x, 32u)])))).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global0[_wgslsmith_index_u32(1u, 32u)], 516f, global0[_wgslsmith_index_u32(arg_1.x, 32u)], 294f))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(arg_1.x, 32u)], global0[_wgslsmith_index_u32(0u, 32u)], global0[_wgslsmith_index_u32(arg_1.x, 32u)], global0[_wgslsmith_index_u32(arg_1.x, 32u)]), vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -828f, global0[_wgslsmith_index_u32(11837u, 32u)], global0[_wgslsmith_index_u32(arg_1.x, 32u)]), var_0.x)))))));
    while (arg_0.x) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        for (var var_2: i32; var_2 > -19971i; global2 = vec2<i32>(1i, 13812i)) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            break;
        }
        loop {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            (global3).x = 0u <= ~((arg_1.x / 4294967295u) * u_input.c);
            continue;
        }
        switch (select(u_input.b.xwy, u_input.a + vec3<i32>(1i, ~(-u_input.a.x), global2.x), select(select(vec4<bool>(arg_0.x, var_1.b, var_0.x, arg_0.x), !(!vec4<bool>(false, true, var_1.b, var_0.x)), arg_0.x), vec4<bool>(-(i32(-2147483648)) >= max(u_input.a, vec3<i32>(global2.x, 0i, 18581i)).x, !(!global3.x), !(141f == global0[_wgslsmith_index_u32(8161u, 32u)]), true), true).xxx).x) {
            case i32(-2147483648): {
                let var_2 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(22075u, 32u)], 560f, var_1.a, var_1.a)) + vec4<f32>(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-573f, 1621f, 1437f))).x, var_1.d[_wgslsmith_index_u32(37220u, 2u)].x, global0[_wgslsmith_index_u32(~arg_1.x, 32u)], 1519f)))).zzz, _wgslsmith_f_op_vec3_f32(-var_1.d[_wgslsmith_index_u32(~71906u, 2u)]));
            }
            case -12333i: {
                (global0)[_wgslsmith_index_u32(4294967295u, 32u)] = _wgslsmith_f_op_f32(844f - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-301f))) * global0[_wgslsmith_index_u32(countTrailingZeros(~arg_1.yy).x, 32u)]));
            }
            case 1i: {
                (((global1)[_wgslsmith_index_u32(firstTrailingBit(~arg_1.yx).x, 9u)])[_wgslsmith_index_u32(75306u, 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-372f, var_1.d[_wgslsmith_index_u32(arg_1.x, 2u)].x, var_1.d[_wgslsmith_index_u32(4294967295u, 2u)].x)) * _wgslsmith_f_op_vec3_f32(max(var_1.d[_wgslsmith_index_u32(arg_1.x, 2u)], var_1.d[_wgslsmith_index_u32(0u, 2u)]))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_1.d[_wgslsmith_index_u32(arg_1.x, 2u)].x, 608f, global0[_wgslsmith_index_u32(var_1.c, 32u)])))))), true)).x);
            }
            case 6778i: {
                let var_2 = mat2x2<f32>(var_1.d[_wgslsmith_index_u32(4294967295u, 2u)].xz, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1.a, -523f) - var_1.d[_wgslsmith_index_u32(var_1.c, 2u)].xx), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.a, -1418f, 650f, global0[_wgslsmith_index_u32(1u, 32u)]) - vec4<f32>(global0[_wgslsmith_index_u32(1u, 32u)], var_1.d[_wgslsmith_index_u32(u_input.c, 2u)].x, 234f, global0[_wgslsmith_index_u32(53669u, 32u)])))))).xx, !vec2<bool>(false, global3.x != arg_0.x))));
            }
            default: {
            }
        }
        for (var var_2 = 2147483647i; var_2 != i32(-2147483648); ) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            let var_3 = mat3x2<f32>(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_div_f32(var_1.a, _wgslsmith_f_op_vec3_f32(saturate(var_1.d[_wgslsmith_index_u32(29613u, 2u)])).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_1.c, 32u)]))), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_1.a, -1230f, var_1.a, var_1.d[_wgslsmith_index_u32(4294967295u, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(67167u, 32u)], global0[_wgslsmith_index_u32(4294967295u, 32u)], 918f, -182f))).xxz))).x), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1092f, _wgslsmith_f_op_f32(1283f + _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_1.a, global0[_wgslsmith_index_u32(var_1.c, 32u)], global0[_wgslsmith_index_u32(98953u, 32u)], -307f))).x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(max(arg_1, arg_1).x, 32u)] + var_1.d[_wgslsmith_index_u32(~1u, 2u)].x)))).yz, _wgslsmith_f_op_vec2_f32(var_1.d[_wgslsmith_index_u32(var_1.c, 2u)].yz - _wgslsmith_f_op_vec2_f32(-var_1.d[_wgslsmith_index_u32(1011u ^ var_1.c, 2u)].zx)));
        }
    }
    return ~(vec3<u32>(u_input.c, clamp(extractBits(vec4<u32>(0u, 0u, var_1.c, 0u), u_input.c, u_input.c).yww, arg_1, firstLeadingBit(vec4<u32>(arg_1.x, 67125u, arg_1.x, 4294967295u)).wyz).x, min(u_input.c / 22468u, arg_1.x << (22511u % 32u))) | ~(~arg_1));
}

fn func_2(arg_0: mat3x2<f32>, arg_1: vec2<f32>, arg_2: vec2<f32>, arg_3: vec4<f32>) -> i32 {
    let var_0 = ~u_input.b.x;
    ((global1)[_wgslsmith_index_u32(~atomicSub(&wg_atomic_u32, 4294967295u & select(vec2<u32>(u_input.c, 0u), vec2<u32>(1u, u_input.c), global3.x).x) * countTrailingZeros(func_3(vec2<bool>(true, func_4(Struct_1(2096f, global3.x, u_input.c, mat2x3<f32>(vec3<f32>(arg_3.x, arg_3.x, arg_1.x), vec3<f32>(-1000f, arg_1.x, 243f))), mat4x2<f32>(vec2<f32>(1267f, arg_1.x), vec2<f32>(arg_2.x, arg_1.x), vec2<f32>(2042f, 608f), arg_2))), ~vec3<u32>(u_input.c, 2272u, u_input.c))).x, 9u)])[_wgslsmith_index_u32(u_input.c, 2u)] = _wgslsmith_f_op_vec2_f32(-arg_2);
    if (global3.x) {
        var var_1 = mat3x3<f32>(arg_3.yyy, arg_3.xxy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_3.xwx))));
        while (global3.x) {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            break;
        }
        var var_2 = Struct_1(global0[_wgslsmith_index_u32(4294967295u, 32u)], !global3.x, ~0u, mat2x3<f32>(var_1[_wgslsmith_index_u32(41383u & countLeadingZeros(15788u & u_input.c), 3u)], _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-arg_2.x), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.c, 3u)].x), 1631f, arg_1.x), arg_3, select(vec4<bool>(global3.x, global3.x, false, true), select(vec4<bool>(global3.x, false, true, false), vec4<bool>(true, global3.x, false, global3.x), true), global3.x))).zxw));
        (global1)[_wgslsmith_index_u32(u_input.c, 9u)] = mat2x2<f32>(arg_0[_wgslsmith_index_u32(9434u, 3u)], var_1[_wgslsmith_index_u32(~var_2.c, 3u)].yy);
        let var_3 = arg_3;
    } else if (true) {
    } else {
    }
    switch (atomicMax(&wg_atomic_i32, ~reverseBits(vec3<i32>(9894i, u_input.b.x, var_0) * vec3<i32>(global2.x, 2147483647i, 1i)).x ^ 2147483647i)) {
        case -2872i: {
        }
        case i32(-2147483648): {
        }
        default: {
            var var_1 = Struct_1(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(arg_3 * _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.x, arg_0[_wgslsmith_index_u32(52371u, 3u)].x, global0[_wgslsmith_index_u32(u_input.c, 32u)], arg_1.x) * _wgslsmith_f_op_vec4_f32(max(vec4<f32>(468f, arg_0[_wgslsmith_index_u32(52794u, 3u)].x, arg_3.x, global0[_wgslsmith_index_u32(4294967295u, 32u)]), arg_3)))), vec4<f32>(arg_0[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(u_input.c, 24545u) * vec2<u32>(4294967295u, 0u)).x, 3u)].x, arg_1.x, 1677f, global0[_wgslsmith_index_u32(1u, 32u)]), !global3.x)).x, global3.x, ~u_input.c, mat2x3<f32>(vec3<f32>(-814f, 557f, -506f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(105f, arg_1.x, arg_2.x)) + _wgslsmith_f_op_vec3_f32(-arg_3.wyw)))));
            for (var var_2 = 1i; var_2 == i32(-2147483648); (global0)[_wgslsmith_index_u32(~u_input.c, 32u)] = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(var_1.c, 32u)] + _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-702f, arg_1.x)))).x)) + _wgslsmith_f_op_vec3_f32(fract(arg_3.zxx)).x)) {
                if (LOOP_COUNTERS[19u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
                global2 = u_input.a.zz;
                continue;
            }
        }
    }
    var var_1 = !global3.x;
    return -(var_0 * u_input.a.x);
}

fn func_1(arg_0: bool) -> mat2x3<f32> {
    switch (global2.x) {
        case 0i: {
            (global2).x = _wgslsmith_mod_i32(max(-countOneBits(u_input.a.x | u_input.b.x), func_2(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(1226f, -356f) * vec2<f32>(global0[_wgslsmith_index_u32(111574u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)])), _wgslsmith_f_op_vec2_f32(-vec2<f32>(774f, -1045f)), vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(5621u, 32u)])), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(153f, global0[_wgslsmith_index_u32(u_input.c, 32u)]) * vec2<f32>(2488f, -484f)), vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(30069u, 32u)])), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0[_wgslsmith_index_u32(218u, 32u)], -1556f, global0[_wgslsmith_index_u32(96881u, 32u)]), vec3<f32>(1369f, global0[_wgslsmith_index_u32(91189u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)]), vec3<bool>(global3.x, true, arg_0))).xz + _wgslsmith_div_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -944f), vec2<f32>(-673f, global0[_wgslsmith_index_u32(u_input.c, 32u)]))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], 350f, global0[_wgslsmith_index_u32(34148u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)])))), -35397i);
            var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 32u)], _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(382f - global0[_wgslsmith_index_u32(u_input.c, 32u)])), 1104f, global0[_wgslsmith_index_u32(25193u, 32u)]))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(1058f, 1882f))))).x, global0[_wgslsmith_index_u32(25714u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(~firstLeadingBit(vec4<u32>(6040u, 0u, 3658u, u_input.c)).x, 32u)]) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-119f, 689f, -163f, 1044f))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(41813u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], 369f), vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], -469f, 601f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -443f, -1111f, global0[_wgslsmith_index_u32(0u, 32u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], 1000f, global0[_wgslsmith_index_u32(0u, 32u)], global0[_wgslsmith_index_u32(66282u, 32u)]) * vec4<f32>(global0[_wgslsmith_index_u32(0u, 32u)], 1257f, -741f, global0[_wgslsmith_index_u32(4294967295u, 32u)])))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(102f, global0[_wgslsmith_index_u32(u_input.c, 32u)], -2034f, -281f), vec4<f32>(-154f, 1589f, global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(0u, 32u)]))))), vec4<f32>(471f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(floor(415f)), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-1000f, global0[_wgslsmith_index_u32(u_input.c, 32u)]), vec2<f32>(1652f, global0[_wgslsmith_index_u32(26506u, 32u)]), vec2<bool>(global3.x, true))).x), global0[_wgslsmith_index_u32(u_input.c, 32u)], _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.c, 32u)]) + _wgslsmith_f_op_f32(ceil(global0[_wgslsmith_index_u32(21019u, 32u)]))))));
            let var_1 = vec3<u32>(4294967295u, ~u_input.c, u_input.c + (~atomicOr(&wg_atomic_u32, 1u) | 8465u));
            let var_2 = Struct_2(Struct_1(_wgslsmith_f_op_f32(-346f), true, (~1u / reverseBits(vec3<u32>(var_1.x, var_1.x, u_input.c)).x) + 4294967295u, mat2x3<f32>(vec3<f32>(629f, var_0[_wgslsmith_index_u32(countTrailingZeros(21584u), 3u)].x, _wgslsmith_f_op_f32(-666f - var_0[_wgslsmith_index_u32(u_input.c, 3u)].x)), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0[_wgslsmith_index_u32(54698u, 32u)], var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -248f), var_0[_wgslsmith_index_u32(39137u, 3u)].zwy, true)))), mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-662f) + _wgslsmith_f_op_f32(abs(454f))), _wgslsmith_f_op_f32(round(-896f)), -1812f, global0[_wgslsmith_index_u32(extractBits(~vec3<u32>(1u, u_input.c, var_1.x), ~12265u, u_input.c | 1u).x, 32u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(0u, 32u)], 1529f, -1290f, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x), _wgslsmith_div_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, var_0[_wgslsmith_index_u32(var_1.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(4294967295u, 32u)]), var_0[_wgslsmith_index_u32(1u, 3u)])) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-191f, global0[_wgslsmith_index_u32(1u, 32u)], -1000f, global0[_wgslsmith_index_u32(34732u, 32u)]) * _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -198f, var_0[_wgslsmith_index_u32(var_1.x, 3u)].x, 1076f))))), vec4<f32>(var_0[_wgslsmith_index_u32(select(vec4<u32>(4294967295u, var_1.x, 4160u, 92642u) >> (vec4<u32>(1u, 0u, 4294967295u, u_input.c) % vec4<u32>(32u)), ~vec4<u32>(var_1.x, 58856u, u_input.c, 4294967295u), select(vec4<bool>(false, false, arg_0, global3.x), vec4<bool>(true, true, arg_0, global3.x), vec4<bool>(true, global3.x, false, arg_0)).x).x, 3u)].x, global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(~4294967295u, 1u), 32u)], _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(842f, 241f, 1334f, global0[_wgslsmith_index_u32(u_input.c, 32u)]))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-657f)) - _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(var_1.x, 32u)] * global0[_wgslsmith_index_u32(u_input.c, 32u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(u_input.c, 3u)])))), (max(u_input.c, max(var_1.zx, var_1.zz).x) << (~var_1.x % 32u)) <= _wgslsmith_mod_u32(max(vec4<u32>(11477u, 28892u, u_input.c, 0u), select(vec4<u32>(4294967295u, u_input.c, 46830u, 38273u), vec4<u32>(70039u, u_input.c, var_1.x, 4294967295u), vec4<bool>(arg_0, global3.x, global3.x, global3.x))).x, 28932u), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(1530u, 32u)], var_0[_wgslsmith_index_u32(17860u, 3u)].x) - var_0[_wgslsmith_index_u32(u_input.c, 3u)].xw), _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(u_input.c, 3u)].yz))))), vec3<f32>(var_0[_wgslsmith_index_u32((u_input.c >> (~4294967295u % 32u)) - u_input.c, 3u)].x, _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec3_f32(fract(var_0[_wgslsmith_index_u32(~2967u, 3u)].xzw)).xz)).x, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, var_0[_wgslsmith_index_u32(60417u, 3u)].x, global0[_wgslsmith_index_u32(107711u, 32u)], var_0[_wgslsmith_index_u32(u_input.c, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(35091u, 3u)].x, 1000f, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, global0[_wgslsmith_index_u32(0u, 32u)]), true)).yxw - vec3<f32>(var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, -879f, 564f)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(747f, global0[_wgslsmith_index_u32(0u, 32u)], var_0[_wgslsmith_index_u32(13022u, 3u)].x, 204f))).wzz, vec3<f32>(314f, global0[_wgslsmith_index_u32(10545u, 32u)], global0[_wgslsmith_index_u32(0u, 32u)])), all(!vec2<bool>(false, global3.x)))).x));
            let var_3 = mat3x2<f32>(vec2<f32>(var_2.a.a, 981f), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, global0[_wgslsmith_index_u32(30362u, 32u)])))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(saturate(var_2.b[_wgslsmith_index_u32(4294967295u, 4u)])))).zz, vec2<f32>(1f, 1f))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_div_f32(-219f, 842f), _wgslsmith_div_f32(973f, 1832f)) + -2472f), global0[_wgslsmith_index_u32(1u, 32u)]));
        }
        case -2492i: {
            var var_0 = Struct_1(_wgslsmith_div_f32(484f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-237f)))), global3.x, 44087u, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-285f, -653f, 447f)))))), _wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(~u_input.c, 32u)], _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(901f, global0[_wgslsmith_index_u32(4294967295u, 32u)], global0[_wgslsmith_index_u32(1u, 32u)]))).x, _wgslsmith_f_op_f32(-518f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(34306u, 32u)], 815f) + vec3<f32>(1934f, 146f, global0[_wgslsmith_index_u32(u_input.c, 32u)])) * _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(20877u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(6021u, 32u)]), vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], 187f))).xxx))));
        }
        case 70790i: {
            global3 = !(!select(!select(vec4<bool>(true, true, global3.x, true), vec4<bool>(true, true, true, arg_0), true).zx, select(vec3<bool>(true, false, arg_0), select(vec4<bool>(arg_0, false, arg_0, global3.x), vec4<bool>(true, false, arg_0, arg_0), false).xwz, select(vec3<bool>(global3.x, global3.x, false), vec3<bool>(global3.x, arg_0, false), false)).zy, !func_5(mat4x4<f32>(vec4<f32>(-442f, -1000f, 884f, -219f), vec4<f32>(global0[_wgslsmith_index_u32(21884u, 32u)], global0[_wgslsmith_index_u32(66848u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], -265f), vec4<f32>(-193f, -1000f, 1000f, global0[_wgslsmith_index_u32(u_input.c, 32u)]), vec4<f32>(1000f, global0[_wgslsmith_index_u32(0u, 32u)], -1240f, 1554f)), mat2x3<f32>(vec3<f32>(369f, -282f, global0[_wgslsmith_index_u32(u_input.c, 32u)]), vec3<f32>(2590f, 1497f, global0[_wgslsmith_index_u32(4997u, 32u)])))));
            loop {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            }
            for (; ; ) {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            }
            return mat2x3<f32>(vec3<f32>(global0[_wgslsmith_index_u32(0u, 32u)], _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-495f + global0[_wgslsmith_index_u32(u_input.c * 47156u, 32u)]) - global0[_wgslsmith_index_u32(max(~vec3<u32>(u_input.c, 36124u, u_input.c), vec3<u32>(1u, 111146u, 22672u)).x, 32u)]), _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(_wgslsmith_div_f32(-366f, global0[_wgslsmith_index_u32(u_input.c, 32u)]) - 351f)))), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(vec3<f32>(-834f, 248f, global0[_wgslsmith_index_u32(u_input.c, 32u)]) + vec3<f32>(global0[_wgslsmith_index_u32(2623u, 32u)], 1930f, global0[_wgslsmith_index_u32(29961u, 32u)]))))))));
        }
        case -257i: {
            (global3).x = !global3.x;
            (((global1)[_wgslsmith_index_u32(~0u, 9u)])[_wgslsmith_index_u32(extractBits(firstLeadingBit(vec4<u32>(35634u, u_input.c, 0u, u_input.c) / clamp(vec4<u32>(u_input.c, 37245u, 4294967295u, u_input.c), vec4<u32>(u_input.c, 41165u, u_input.c, u_input.c), vec4<u32>(u_input.c, u_input.c, 1u, u_input.c))), u_input.c, u_input.c).x - 4294967295u, 2u)]).x = _wgslsmith_f_op_f32(259f * _wgslsmith_f_op_f32(-1742f - _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(dot(vec2<u32>(u_input.c, 1u), select(vec4<u32>(u_input.c, 0u, u_input.c, 4294967295u), vec4<u32>(1u, 2915u, u_input.c, u_input.c), vec4<bool>(false, false, false, arg_0)).zy), 32u)])));
            var var_0 = _wgslsmith_mod_u32(~((u_input.c + u_input.c) / u_input.c) | ~clamp(vec3<u32>(u_input.c, u_input.c, 14635u), vec3<u32>(u_input.c, u_input.c, 30697u) * vec3<u32>(u_input.c, 1u, 101455u), ~vec3<u32>(u_input.c, 1u, 1u)).x, 4294967295u);
            var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-879f, global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], -1055f)))).yww)).yz, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.c, 32u)] * global0[_wgslsmith_index_u32(764u, 32u)]) + _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.c, 32u)])) - _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(682f, 563f, global0[_wgslsmith_index_u32(54260u, 32u)], global0[_wgslsmith_index_u32(10488u, 32u)]))).xx)).x), _wgslsmith_f_op_f32(-(-126f))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], 227f))).x - 1054f), _wgslsmith_f_op_f32(1333f * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(1014f, 1410f), vec2<f32>(global0[_wgslsmith_index_u32(48393u, 32u)], global0[_wgslsmith_index_u32(5904u, 32u)]))).x))));
        }
        default: {
            if (false) {
                global1 = array<mat2x2<f32>, 9>();
                var var_0 = u_input.b.x;
            } else {
            }
            let var_0 = global3.x;
            var var_1 = false;
            var var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(1129f, 1062f) * vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(1u, 32u)])) - vec2<f32>(-1009f, global0[_wgslsmith_index_u32(u_input.c, 32u)])))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -1000f, 757f, -946f))).x, _wgslsmith_f_op_f32(1949f * global0[_wgslsmith_index_u32(0u, 32u)])), vec2<f32>(_wgslsmith_f_op_f32(-1092f * global0[_wgslsmith_index_u32(u_input.c, 32u)]), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(43113u, 32u)])))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 32u)], global0[_wgslsmith_index_u32(1u, 32u)]) - vec2<f32>(global0[_wgslsmith_index_u32(0u, 32u)], global0[_wgslsmith_index_u32(1u, 32u)]))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(681f - 1376f), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(4294967295u, 32u)] - -391f)), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 32u)], -866f)))))));
            let var_3 = global3.x;
        }
    }
    var var_0 = Struct_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(global0[_wgslsmith_index_u32(43961u, 32u)], 552f, global0[_wgslsmith_index_u32(85956u, 32u)]))))).zx)).x - _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -426f, -1000f, global0[_wgslsmith_index_u32(u_input.c, 32u)]), vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], -1116f, 739f))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(31915u, 32u)], -1161f, -127f, -651f) - vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 32u)], 1604f, global0[_wgslsmith_index_u32(1u, 32u)], 110f))))).x), global3.x, extractBits(vec2<u32>(~1u, countTrailingZeros(vec3<u32>(u_input.c, u_input.c, u_input.c) | vec3<u32>(u_input.c, 1u, u_input.c)).x), ~(~u_input.c), (~22671u + u_input.c) << (~(~39288u) % 32u)).x, mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~1u, 32u)] + _wgslsmith_f_op_f32(min(global0[_wgslsmith_index_u32(1u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)]))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global0[_wgslsmith_index_u32(1u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)])), 1094f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(17914u, 32u)], global0[_wgslsmith_index_u32(47779u, 32u)], -402f, global0[_wgslsmith_index_u32(u_input.c, 32u)])))).yzw - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, global0[_wgslsmith_index_u32(u_input.c, 32u)], -218f) + vec3<f32>(963f, -1198f, global0[_wgslsmith_index_u32(u_input.c, 32u)]))))));
    var var_1 = (insertBits(~countOneBits(vec2<u32>(76447u, 12705u)), max(~vec3<u32>(5232u, 1u, var_0.c), firstLeadingBit(vec3<u32>(var_0.c, 4294967295u, 15167u))).xx, (1u >> (var_0.c % 32u)) & ~u_input.c, u_input.c) >> (~vec2<u32>(1u, atomicCompareExchangeWeak(&wg_atomic_u32, 29398u, u_input.c).old_value) % vec2<u32>(32u))) * (vec2<u32>(0u, ~u_input.c << (var_0.c % 32u)) << (~clamp(countOneBits(vec2<u32>(u_input.c, 0u)), vec2<u32>(1u, 1u), countOneBits(vec3<u32>(1u, var_0.c, var_0.c)).yx) % vec2<u32>(32u)));
    loop {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        while (false) {
            if (LOOP_COUNTERS[23u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
            let var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(var_0.d[_wgslsmith_index_u32(u_input.c, 2u)].yz - _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(vec4<f32>(1486f, -1380f, var_0.d[_wgslsmith_index_u32(u_input.c, 2u)].x, 1839f), vec4<f32>(global0[_wgslsmith_index_u32(var_1.x, 32u)], -161f, -2470f, global0[_wgslsmith_index_u32(u_input.c, 32u)])))).yxz)).zy), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(var_0.c, 32u)], var_0.d[_wgslsmith_index_u32(u_input.c, 2u)].x, var_0.a, -808f) * vec4<f32>(var_0.a, -462f, global0[_wgslsmith_index_u32(var_0.c, 32u)], -850f)))).xz, _wgslsmith_div_vec2_f32(var_0.d[_wgslsmith_index_u32(u_input.c, 2u)].xz, var_0.d[_wgslsmith_index_u32(7616u, 2u)].zy)));
            let var_3 = false;
            var var_4 = _wgslsmith_f_op_f32(1467f - _wgslsmith_f_op_f32(-327f - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(593f))) + _wgslsmith_f_op_f32(-1000f))));
            var var_5 = min(firstTrailingBit((u_input.b / vec4<i32>(-1i, u_input.a.x, 2147483647i, 39521i)) >> (vec4<u32>(var_0.c, var_1.x, 74173u, var_0.c) % vec4<u32>(32u))), ~u_input.b).wxx + vec3<i32>(1i, u_input.a.x, -(~insertBits(u_input.a, vec3<i32>(54210i, 2147483647i, 9953i), 0u, var_1.x).x));
        }
    }
    for (var var_2 = firstLeadingBit(~u_input.b).x; var_2 <= -6559i; (global3).x = var_0.b) {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        switch (select(1287i, 1i, any(vec4<bool>(arg_0, any(vec2<bool>(true, arg_0)), !arg_0, true)) || all(select(vec4<bool>(var_0.b, true, global3.x, false), !vec4<bool>(arg_0, var_0.b, var_0.b, var_0.b), select(vec4<bool>(false, arg_0, false, false), vec4<bool>(var_0.b, global3.x, false, false), vec4<bool>(global3.x, arg_0, false, arg_0)))))) {
            case -1i: {
                (global3).x = true & global3.x;
                var var_3 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-906f - global0[_wgslsmith_index_u32(80013u, 32u)])), var_0.a, global0[_wgslsmith_index_u32(4294967295u, 32u)], _wgslsmith_f_op_f32(-1718f + global0[_wgslsmith_index_u32(var_1.x, 32u)])))).xzx, vec3<f32>(var_0.d[_wgslsmith_index_u32(func_3(vec2<bool>(var_0.b, false), vec3<u32>(0u, 15720u, 14333u) / vec3<u32>(6099u, var_1.x, var_1.x)).x - var_1.x, 2u)].x, -154f, 353f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.d[_wgslsmith_index_u32(2896u, 2u)].x, var_0.a, var_0.d[_wgslsmith_index_u32(var_1.x, 2u)].x, var_0.a))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1127f, 393f, -938f, var_0.a)))))).yxy));
                var var_4 = ~insertBits(vec2<u32>(u_input.c, ~(~var_0.c)), ~(~vec2<u32>(0u, 125385u)), u_input.c, var_1.x * u_input.c).x;
                var_4 = ~min(insertBits(~select(vec4<u32>(u_input.c, 33399u, var_0.c, var_0.c), vec4<u32>(1u, 1u, var_1.x, 1u), vec4<bool>(true, arg_0, global3.x, arg_0)), min(vec4<u32>(var_1.x, 53347u, var_0.c, 62874u), _wgslsmith_mod_vec4_u32(vec4<u32>(u_input.c, var_1.x, 8477u, var_1.x), vec4<u32>(1732u, 28615u, u_input.c, 1u))), ~u_input.c, var_1.x), _wgslsmith_mod_vec4_u32(vec4<u32>(var_1.x, 55142u & u_input.c, ~48144u, 84332u), countLeadingZeros(vec4<u32>(var_1.x, var_0.c, u_input.c, 0u) / vec4<u32>(67257u, u_input.c, var_1.x, 0u)))).x;
            }
            case 1i: {
                (global0)[_wgslsmith_index_u32(49462u, 32u)] = var_0.a;
            }
            default: {
                global1 = array<mat2x2<f32>, 9>();
            }
        }
        continue;
    }
    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.d[_wgslsmith_index_u32(129427u, 2u)].x, -1078f, var_0.d[_wgslsmith_index_u32(30540u, 2u)].x, var_0.a))))).zzz - _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.a, 1070f, var_0.a) + vec3<f32>(582f, 636f, global0[_wgslsmith_index_u32(15241u, 32u)])) + _wgslsmith_f_op_vec3_f32(-var_0.d[_wgslsmith_index_u32(var_0.c, 2u)])), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0[_wgslsmith_index_u32(11295u, 32u)], -3384f, 209f, -1340f))).wzy))), var_0.d[_wgslsmith_index_u32(max(max((vec3<u32>(u_input.c, var_1.x, var_0.c) >> (vec3<u32>(var_1.x, var_0.c, var_0.c) % vec3<u32>(32u))) << (vec3<u32>(var_1.x, var_0.c, var_1.x) % vec3<u32>(32u)), reverseBits(vec4<u32>(var_0.c, 68625u, u_input.c, 0u)).wxx >> ((vec3<u32>(4294967295u, var_1.x, 55696u) - vec3<u32>(58934u, 1u, 4294967295u)) % vec3<u32>(32u))), vec3<u32>(1u, 1u, 1u) + ~vec3<u32>(u_input.c, 0u, 4294967295u)).x, 2u)]);
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    var var_0 = Struct_2(Struct_1(-1084f, true, ~clamp(27621u, ~builtin_num_workgroups.x, atomicAnd(&wg_atomic_u32, 10128u)), func_1(true)), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global0[_wgslsmith_index_u32(abs(vec3<u32>(u_input.c, 1u, builtin_num_workgroups.x)).x, 32u)], _wgslsmith_f_op_f32(-(-653f)), global0[_wgslsmith_index_u32(select(vec3<u32>(u_input.c, 1u, u_input.c), vec3<u32>(4294967295u, 69392u, builtin_num_workgroups.x), true).x, 32u)], _wgslsmith_div_f32(global0[_wgslsmith_index_u32(1u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1067f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)], 1124f, global0[_wgslsmith_index_u32(32674u, 32u)]) + vec4<f32>(-1942f, -1000f, -530f, global0[_wgslsmith_index_u32(u_input.c, 32u)])) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(750f, -924f, global0[_wgslsmith_index_u32(10717u, 32u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)])))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0[_wgslsmith_index_u32(29327u, 32u)], 951f, global0[_wgslsmith_index_u32(u_input.c, 32u)], global0[_wgslsmith_index_u32(0u, 32u)]), vec4<f32>(-1898f, 396f, global0[_wgslsmith_index_u32(15299u, 32u)], global0[_wgslsmith_index_u32(1u, 32u)])))), _wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(0u, 32u)], global0[_wgslsmith_index_u32(u_input.c, 32u)], -2015f, global0[_wgslsmith_index_u32(u_input.c, 32u)]), _wgslsmith_div_vec4_f32(vec4<f32>(775f, -1365f, global0[_wgslsmith_index_u32(u_input.c, 32u)], 1000f), vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -778f, global0[_wgslsmith_index_u32(u_input.c, 32u)], 230f))))), vec4<f32>(_wgslsmith_f_op_f32(-175f + -1371f), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(builtin_num_workgroups.x, 1u), 32u)]), -1827f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(step(global0[_wgslsmith_index_u32(u_input.c, 32u)], 806f)), 1480f))), global3.x, _wgslsmith_f_op_f32(-(-212f)), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(335f, 257f, 1760f), vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)], -194f, global0[_wgslsmith_index_u32(80728u, 32u)]), vec3<bool>(global3.x, false, global3.x))))))));
    loop {
        if (LOOP_COUNTERS[25u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
        break;
        continuing {
            if (select(vec4<bool>(true, any(select(select(vec4<bool>(global3.x, global3.x, true, true), vec4<bool>(global3.x, false, var_0.c, false), true), select(vec4<bool>(true, true, false, global3.x), vec4<bool>(true, global3.x, global3.x, true), global3.x), var_0.a.b).zw), all(vec2<bool>(true, true)), false & atomicCompareExchangeWeak(&wg_atomic_u32, builtin_num_workgroups.x & builtin_num_workgroups.x, builtin_num_workgroups.x).exchanged), vec4<bool>(!(1u <= ~u_input.c), true, !(countOneBits(builtin_num_workgroups.xx).x == ~builtin_num_workgroups.x), global3.x), vec4<bool>(false, true, firstLeadingBit(vec3<i32>(-1i, global2.x, 1i)).x <= countTrailingZeros(_wgslsmith_mod_vec4_i32(u_input.b, u_input.b)).x, select(!vec3<bool>(global3.x, var_0.a.b, var_0.a.b), select(!vec3<bool>(var_0.a.b, var_0.a.b, global3.x), !vec3<bool>(true, true, global3.x), !global3.x), select(u_input.b, vec4<i32>(6762i, global2.x, 45650i, global2.x), vec4<bool>(var_0.a.b, false, global3.x, false)).x >= ~0i).x)).x) {
            } else if ((global2.x < ~1i)) {
                var var_1 = mat3x3<f32>(vec3<f32>(-1041f, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(776f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)] * global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)]), -257f, global0[_wgslsmith_index_u32(min(vec3<u32>(builtin_num_workgroups.x, 15364u, u_input.c), builtin_num_workgroups).x, 32u)]))).x, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.d, 500f, 1382f) + vec3<f32>(global0[_wgslsmith_index_u32(u_input.c, 32u)], -1227f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)])) - _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.d, -974f, global0[_wgslsmith_index_u32(1u, 32u)]) - vec3<f32>(var_0.a.d[_wgslsmith_index_u32(var_0.a.c, 2u)].x, -1000f, -1329f))))).x), var_0.a.d[_wgslsmith_index_u32(41460u, 2u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(vec3<f32>(-764f, 1237f, -712f), vec3<f32>(global0[_wgslsmith_index_u32(66800u, 32u)], 968f, -2310f))) + -467f), _wgslsmith_f_op_vec4_f32(fract(var_0.b[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])).x, _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(459f, -823f, var_0.a.d[_wgslsmith_index_u32(var_0.a.c, 2u)].x))).x)));
                var var_2 = countTrailingZeros(~(~vec3<u32>(1u, u_input.c, 0u) - min(vec4<u32>(builtin_num_workgroups.x, 15404u, 4294967295u, 0u), vec4<u32>(builtin_num_workgroups.x, 0u, var_0.a.c, u_input.c)).xwx) ^ vec3<u32>(builtin_num_workgroups.x - dot(vec3<u32>(43761u, 19407u, u_input.c), builtin_num_workgroups), u_input.c, 72106u)).x;
                var var_3 = sign(-vec2<i32>(u_input.a.x, u_input.b.x)).x;
                let var_4 = !(!select(vec4<bool>(select(true, false, global3.x), var_0.a.b, global3.x, global3.x & true), vec4<bool>(select(vec4<bool>(var_0.c, true, false, var_0.c), vec4<bool>(global3.x, var_0.a.b, var_0.a.b, true), vec4<bool>(var_0.c, global3.x, var_0.c, var_0.a.b)).x, global3.x, true, all(vec4<bool>(global3.x, global3.x, var_0.c, true))), false));
            }
            break if true;
        }
    }
    let var_1 = Struct_2(Struct_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0.d, -526f)) * _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(var_0.b[_wgslsmith_index_u32(0u, 4u)].x, 863f, global0[_wgslsmith_index_u32(var_0.a.c, 32u)]))).x), !select(var_0.a.b, var_0.c, global3.x), 125912u, mat2x3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(var_0.b[_wgslsmith_index_u32(0u, 4u)] + var_0.b[_wgslsmith_index_u32(27967u, 4u)]), _wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(u_input.c, 4u)]), select(vec4<bool>(global3.x, false, global3.x, true), vec4<bool>(true, var_0.c, true, true), true))).xwy, var_0.b[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].zxx)), var_0.b, var_0.a.b, _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(2013f, 225f) - vec2<f32>(-1282f, 473f))), _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(_wgslsmith_f_op_vec2_f32(clamp(var_0.e.yx, vec2<f32>(184f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)]), vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 32u)], -542f))).x, _wgslsmith_f_op_vec3_f32(exp2(var_0.b[_wgslsmith_index_u32(u_input.c, 4u)].wwy)).x))), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0.e.x, var_0.d, 685f, var_0.b[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x), var_0.b[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(var_0.e.x, var_0.a.a, var_0.e.x, 897f))).yz, vec2<f32>(var_0.e.x, global0[_wgslsmith_index_u32(var_0.a.c, 32u)])) - var_0.e.xy))).x, vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_0.a.a + var_0.a.d[_wgslsmith_index_u32(44176u, 2u)].x) - _wgslsmith_f_op_f32(fract(-1000f)))), 220f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-717f) + var_0.b[_wgslsmith_index_u32(insertBits(vec4<u32>(var_0.a.c, u_input.c, var_0.a.c, 4294967295u), vec4<u32>(u_input.c, 30765u, 52606u, var_0.a.c), 1u, builtin_num_workgroups.x).x, 4u)].x))));
    loop {
        if (LOOP_COUNTERS[26u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
        break;
    }
    for (var var_2: i32; ; var_2 -= 1i) {
        if (LOOP_COUNTERS[27u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
        while (var_0.a.b) {
            if (LOOP_COUNTERS[28u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
            continue;
        }
    }
    while (func_4(Struct_1(global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(0u << (u_input.c % 32u)), var_0.a.c), 32u)], (_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_div_vec3_f32(var_0.b[_wgslsmith_index_u32(4294967295u, 4u)].wxy, var_0.e))).x < _wgslsmith_f_op_f32(-(-584f))), ~(~var_0.a.c), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1.a.d[_wgslsmith_index_u32(75914u, 2u)] * var_0.a.d[_wgslsmith_index_u32(77601u, 2u)]) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(1798f, -1117f, global0[_wgslsmith_index_u32(u_input.c, 32u)]))), var_1.b[_wgslsmith_index_u32(var_1.a.c + firstLeadingBit(1u), 4u)].xyz)), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(var_0.a.d[_wgslsmith_index_u32(_wgslsmith_mod_u32(~var_0.a.c, 1u), 2u)].xy * vec2<f32>(613f, 1000f)), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(global0[_wgslsmith_index_u32(var_1.a.c, 32u)], var_1.e.x, -1143f), vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)], var_1.d, global0[_wgslsmith_index_u32(u_input.c, 32u)]))).x, 201f) * vec2<f32>(-694f, _wgslsmith_f_op_f32(-var_1.e.x))), var_0.a.d[_wgslsmith_index_u32(~u_input.c * u_input.c, 2u)].xz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.b[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 184f))))) {
        if (LOOP_COUNTERS[29u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
        var var_2 = var_1.b[_wgslsmith_index_u32(1u, 4u)];
        (global2).x = (32986i / -23252i) * (2147483647i << (~(~countTrailingZeros(vec2<u32>(var_0.a.c, 1u)).x) % 32u));
        for (var var_3 = 0i; (var_3 < i32(-2147483648)); var_3 -= 1i) {
            if (LOOP_COUNTERS[30u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[30u] = LOOP_COUNTERS[30u] + 1u;
            var var_4 = ~select(countLeadingZeros(vec3<u32>(1u, 1u, 1u)), vec3<u32>(~(~0u), abs(vec4<u32>(4294967295u, u_input.c, 1u, 1u)).x, 0u), vec3<bool>(true, any(vec4<bool>(global3.x, var_1.a.b, global3.x, global3.x)), true == var_0.c)).x;
            (global2).x = 14950i;
            var var_5 = Struct_1(-161f, true, ~dot(builtin_num_workgroups.xy, countTrailingZeros(~builtin_num_workgroups.xy)), func_1(true));
            let var_6 = var_1;
            var var_7 = _wgslsmith_div_vec4_f32(vec4<f32>(-1000f, _wgslsmith_f_op_f32(clamp(_wgslsmith_div_f32(_wgslsmith_f_op_f32(var_1.a.d[_wgslsmith_index_u32(4294967295u, 2u)].x + var_5.d[_wgslsmith_index_u32(39927u, 2u)].x), -1175f), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(var_5.d[_wgslsmith_index_u32(19864u, 2u)] + var_0.e))).x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(clamp(vec3<u32>(68426u, u_input.c, var_6.a.c), vec3<u32>(1u, var_6.a.c, 8421u), builtin_num_workgroups).x, 32u)]))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-282f, 452f, 1000f, var_2.x), var_6.b[_wgslsmith_index_u32(u_input.c, 4u)])).ywx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(1328f, var_1.b[_wgslsmith_index_u32(7797u, 4u)].x, -651f)))).xy, var_6.b[_wgslsmith_index_u32(7557u, 4u)].wx, vec2<bool>(true, !var_6.a.b))).x, var_1.b[_wgslsmith_index_u32(~(~_wgslsmith_mod_u32(1u, 4294967295u)), 4u)].x), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(3177f, -1049f))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(683f + var_5.a))), var_1.b[_wgslsmith_index_u32(var_1.a.c, 4u)].x, 1418f));
        }
        if (var_0.a.b) {
            continue;
        } else {
        }
        break;
    }
    let var_2 = ~firstLeadingBit(select(u_input.b.xxx, sign(vec4<i32>(u_input.a.x, global2.x, global2.x, -33722i)).zzy, vec3<bool>(!global3.x, true, var_1.c != true))).yx;
    while (!((-2769i <= -clamp(u_input.a.zx, vec2<i32>(u_input.b.x, 19203i), vec2<i32>(2147483647i, 37121i)).x) && true)) {
        if (LOOP_COUNTERS[31u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[31u] = LOOP_COUNTERS[31u] + 1u;
        (var_0).d = _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(step(var_0.a.d[_wgslsmith_index_u32(4294967295u, 2u)], vec3<f32>(1236f, 1000f, 384f))).x), _wgslsmith_f_op_f32(var_1.d * _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)] + var_1.b[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1.b[_wgslsmith_index_u32(var_1.a.c, 4u)].x) * global0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, var_0.a.c), 32u)]), 1067f) * _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)], -2160f, var_1.a.d[_wgslsmith_index_u32(min(vec3<u32>(1u, 1u, 1u), builtin_num_workgroups).x, 2u)].x, -1000f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_vec2_f32(max(var_0.b[_wgslsmith_index_u32(30977u, 4u)].wy, vec2<f32>(-514f, 1048f))).x, var_1.a.d[_wgslsmith_index_u32(func_3(vec2<bool>(false, var_1.c), builtin_num_workgroups).x, 2u)].x, _wgslsmith_f_op_vec2_f32(select(var_1.b[_wgslsmith_index_u32(123873u, 4u)].yz, vec2<f32>(global0[_wgslsmith_index_u32(41193u, 32u)], var_0.d), vec2<bool>(false, global3.x))).x, -959f))) - _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_1.b[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), var_0.b[_wgslsmith_index_u32(~22279u, 4u)]), _wgslsmith_f_op_vec4_f32(vec4<f32>(-733f, 1164f, -408f, 880f) + _wgslsmith_f_op_vec4_f32(-var_1.b[_wgslsmith_index_u32(var_1.a.c, 4u)])))), true)).x;
        if (!(var_0.a.b & func_4(var_1.a, mat4x2<f32>(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(var_1.e.x, var_0.b[_wgslsmith_index_u32(5575u, 4u)].x))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(120428u, 32u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 32u)])), _wgslsmith_f_op_vec2_f32(-vec2<f32>(220f, -1395f)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global0[_wgslsmith_index_u32(var_1.a.c, 32u)], var_0.e.x, -1000f, -131f))).xy)))) {
        }
    }
    let x = u_input.a;
    s_output = StorageBuffer(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(min(var_0.a.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)], vec3<f32>(354f, var_1.e.x, var_1.d))).x, var_1.d))), mat4x3<f32>(var_0.b[_wgslsmith_index_u32(~builtin_num_workgroups.x, 4u)].yyz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(fract(var_1.b[_wgslsmith_index_u32(builtin_num_workgroups.x & var_0.a.c, 4u)])).yxx), vec3<f32>(-1258f, 935f, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-var_1.b[_wgslsmith_index_u32(4294967295u, 4u)].xz))).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_1.a.d[_wgslsmith_index_u32(104166u, 2u)] + var_0.b[_wgslsmith_index_u32(var_0.a.c, 4u)].yxz)) + var_1.b[_wgslsmith_index_u32(52121u, 4u)].xwz)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1230f, -490f, var_1.e.x, global0[_wgslsmith_index_u32(56263u, 32u)]) + var_1.b[_wgslsmith_index_u32(u_input.c, 4u)])))), var_1.b[_wgslsmith_index_u32(1u, 4u)]), firstTrailingBit(~vec3<u32>(4750u, 4294967295u, builtin_num_workgroups.x)));
}

