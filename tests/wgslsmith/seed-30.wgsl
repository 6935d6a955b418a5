// {"0:0":[77,103,102,152,124,177,162,249,207,218,29,99]}
// Seed: 30

struct Struct_1 {
    a: u32,
    b: bool,
    @align(64)
    c: mat3x3<f32>,
}

struct Struct_2 {
    @align(32)
    a: vec2<u32>,
    @align(8)
    @size(8)
    b: bool,
    @size(136)
    c: Struct_1,
    @align(16)
    @size(16)
    d: vec2<f32>,
    @align(256)
    e: Struct_1,
}

struct Struct_3 {
    a: Struct_1,
    b: mat3x3<f32>,
    c: mat2x3<f32>,
    d: vec3<f32>,
}

struct Struct_4 {
    @size(16)
    a: vec4<i32>,
}

struct Struct_5 {
    @size(32)
    a: mat4x2<f32>,
}

struct UniformBuffer {
    a: u32,
    b: i32,
    @align(4)
    c: u32,
}

struct StorageBuffer {
    @size(12)
    a: vec3<i32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: Struct_4 = Struct_4(vec4<i32>(-1i, 17475i, -45724i, 2682i));

var<workgroup> global1: mat3x2<f32>;

var<private> global2: mat3x2<f32> = mat3x2<f32>(vec2<f32>(-924f, -1000f), vec2<f32>(590f, -1570f), vec2<f32>(-454f, -494f));

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 16>;

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn func_5() -> i32 {
    (global1)[_wgslsmith_index_u32(countOneBits(reverseBits(vec4<u32>(~67767u, atomicCompareExchangeWeak(&wg_atomic_u32, 65634u, extractBits(vec2<u32>(4294967295u, u_input.a), 5147u, u_input.a).x).old_value, dot(vec2<u32>(u_input.c, u_input.a) - vec2<u32>(0u, u_input.a), insertBits(vec3<u32>(u_input.c, 4294967295u, u_input.a), vec3<u32>(0u, u_input.a, 4294967295u), u_input.a, 4294967295u).zy), 54096u)).zw).x, 3u)] = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(firstTrailingBit(max(vec3<u32>(u_input.a, 9648u, u_input.a), vec3<u32>(30168u, 0u, 1u))).x, 3u)] * _wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(42035u, 3u)].x, 543f))) * global1[_wgslsmith_index_u32(27309u, 3u)]));
    while ((u_input.a + ~_wgslsmith_mod_u32(u_input.a, countLeadingZeros(vec2<u32>(93327u, 1u)).x)) > 1u) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        ((global0).a).x = 3244i;
        var var_0 = 1i;
        while (!select(~u_input.b != -(-14161i | u_input.b), true, true)) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        }
    }
    if (true) {
        let var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(u_input.a, 3u)] - _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(global2[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(u_input.c, 3u)].x, global1[_wgslsmith_index_u32(0u, 3u)].x), vec3<f32>(-1849f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -165f))))).zz), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-791f, -360f, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(u_input.c, 3u)].x))).wxx)))))).xy, global2[_wgslsmith_index_u32(23359u, 3u)], _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-138f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(u_input.c, 3u)].x) - 1f), -3005f, -108f), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-(-291f)), global2[_wgslsmith_index_u32(92089u, 3u)].x, _wgslsmith_div_f32(global2[_wgslsmith_index_u32(1u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_vec2_f32(exp(global2[_wgslsmith_index_u32(60006u, 3u)])).x) * _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(vec4<f32>(653f, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, -736f, global2[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(global1[_wgslsmith_index_u32(u_input.c, 3u)].x, -575f, global1[_wgslsmith_index_u32(u_input.c, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x))))), vec2<bool>(true, true).x && ((global2[_wgslsmith_index_u32(4294967295u, 3u)].x < _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-538f, global2[_wgslsmith_index_u32(u_input.c, 3u)].x, global1[_wgslsmith_index_u32(1u, 3u)].x, global2[_wgslsmith_index_u32(u_input.a, 3u)].x))).x)))).ww);
        let var_1 = _wgslsmith_f_op_f32(-1607f);
        (global2)[_wgslsmith_index_u32(select(vec4<u32>(~abs(vec4<u32>(u_input.c, u_input.a, u_input.a, u_input.c)).x, ~u_input.c ^ u_input.a, 4294967295u, 63892u), ~_wgslsmith_mod_vec4_u32(vec4<u32>(1u, 0u, u_input.a, u_input.c), countLeadingZeros(vec4<u32>(u_input.a, u_input.a, u_input.c, 6599u))), !(((u_input.b - u_input.b) < global0.a.x))).x * max(u_input.c, u_input.c), 3u)] = var_0[_wgslsmith_index_u32(94993u, 4u)];
        ((global2)[_wgslsmith_index_u32(~(41317u & (u_input.a << (((u_input.c | u_input.a) << (select(vec4<u32>(u_input.c, 4294967295u, 31202u, u_input.a), vec4<u32>(u_input.a, u_input.c, 0u, 47725u), vec4<bool>(false, true, true, true)).x % 32u)) % 32u))), 3u)]).x = global1[_wgslsmith_index_u32((_wgslsmith_mod_u32(~25616u, u_input.a) | 27082u) << ((firstLeadingBit(~(~vec3<u32>(u_input.c, 0u, 1u))).x / u_input.a) % 32u), 3u)].x;
    }
    var var_0 = -412f;
    loop {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
    }
    return _wgslsmith_mod_i32(-9342i, countOneBits(global0.a.xww).x);
}

fn func_4(arg_0: vec3<f32>, arg_1: bool, arg_2: bool, arg_3: vec2<bool>) -> mat2x2<f32> {
    while ((u_input.b > global0.a.x) || any(vec3<bool>(true, false, !(!arg_3.x)))) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        ((global0).a).x = func_5() | -u_input.b;
        while (all(vec4<bool>(min(vec4<u32>(1u, u_input.c, 23827u, u_input.c) << (vec4<u32>(48780u, 4294967295u, 1u, 32422u) % vec4<u32>(32u)), vec4<u32>(25502u, u_input.a, u_input.a, 40735u) >> (vec4<u32>(66354u, 31432u, 71853u, u_input.c) % vec4<u32>(32u))).x >= 1u, (~0u + select(u_input.c, 67625u, arg_2)) != 4294967295u, arg_1, select(select(select(vec3<bool>(arg_3.x, true, arg_3.x), vec3<bool>(true, arg_3.x, true), arg_2), select(vec4<bool>(arg_1, false, arg_1, arg_2), vec4<bool>(arg_1, arg_3.x, true, true), arg_3.x).zzx, arg_2), !select(vec4<bool>(true, false, arg_2, false), vec4<bool>(arg_1, arg_1, arg_2, arg_2), arg_1).zxz, false).x))) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var var_0 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(arg_0 + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(64335u, 3u)].x), -1545f, _wgslsmith_f_op_f32(142f + global1[_wgslsmith_index_u32(u_input.c, 3u)].x), 1000f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(996f, global1[_wgslsmith_index_u32(123472u, 3u)].x, arg_0.x, arg_0.x)))), select(vec4<bool>(arg_1, arg_1, arg_1, arg_3.x), vec4<bool>(true, arg_3.x, arg_1, arg_1), true))).yyz), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1[_wgslsmith_index_u32(4294967295u, 3u)].x, global2[_wgslsmith_index_u32(75659u, 3u)].x, -819f), vec3<f32>(447f, 824f, arg_0.x), vec3<bool>(true, true, true))).x, -660f), _wgslsmith_f_op_f32(-(-2452f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-372f + global2[_wgslsmith_index_u32(4294967295u, 3u)].x) + _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1816f, 848f, -1000f, 1382f))).x)))), arg_0, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global2[_wgslsmith_index_u32(1u, 3u)].x, 602f, global2[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(global1[_wgslsmith_index_u32(99322u, 3u)].x, arg_0.x, global2[_wgslsmith_index_u32(u_input.c, 3u)].x, -1000f))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(55265u, 3u)].x, 514f, global2[_wgslsmith_index_u32(29114u, 3u)].x, arg_0.x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-241f, global1[_wgslsmith_index_u32(u_input.c, 3u)].x, 482f, 1000f) * vec4<f32>(global2[_wgslsmith_index_u32(14777u, 3u)].x, -512f, 1039f, 1199f)))))).xyz));
            break;
        }
        var var_0 = !(!vec3<bool>(true, arg_3.x, !any(vec3<bool>(arg_1, arg_1, false))));
        (global1)[_wgslsmith_index_u32(u_input.a, 3u)] = _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(insertBits(insertBits(vec4<u32>(16119u, dot(vec2<u32>(1u, 1u), vec2<u32>(4294967295u, u_input.c)), insertBits(vec3<u32>(1u, u_input.c, u_input.c), vec3<u32>(1u, u_input.a, 4294967295u), 9087u, u_input.c).x, 41241u), countLeadingZeros(insertBits(vec4<u32>(u_input.c, 0u, 5287u, u_input.c), vec4<u32>(50792u, u_input.c, u_input.c, u_input.a), u_input.c, u_input.a)), u_input.c, 4805u).xxz, ~(~vec3<u32>(1u, u_input.c, u_input.c)), ~1u, countLeadingZeros(max(vec4<u32>(u_input.c, u_input.c, 29413u, 1u), ~vec4<u32>(u_input.a, 11518u, u_input.a, 1u))).x).x, 3u)]);
        while (arg_2) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            return mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(1475f, 573f, global2[_wgslsmith_index_u32(6663u, 3u)].x))).zy - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0.x, global2[_wgslsmith_index_u32(4294967295u, 3u)].x, -962f, -1164f), vec4<f32>(212f, global1[_wgslsmith_index_u32(u_input.c, 3u)].x, -794f, -1000f))).zx - _wgslsmith_f_op_vec2_f32(arg_0.xz + vec2<f32>(1408f, -205f)))), global2[_wgslsmith_index_u32(23005u >> (~atomicLoad(&wg_atomic_u32) % 32u), 3u)]), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(select(arg_0, arg_0, var_0.x)), _wgslsmith_f_op_vec3_f32(-arg_0), _wgslsmith_f_op_vec3_f32(-arg_0))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(step(505f, global2[_wgslsmith_index_u32(u_input.a, 3u)].x)), 384f), _wgslsmith_f_op_vec2_f32(max(vec2<f32>(global2[_wgslsmith_index_u32(u_input.c, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_vec2_f32(vec2<f32>(171f, 1105f) - vec2<f32>(global2[_wgslsmith_index_u32(1874u, 3u)].x, -1586f)))).x))).xz);
        }
    }
    let var_0 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1147f, arg_0.x)))).x + _wgslsmith_f_op_f32(-489f + _wgslsmith_f_op_vec2_f32(abs(global2[_wgslsmith_index_u32(4294967295u, 3u)])).x)), _wgslsmith_f_op_f32(-2096f), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(global1[_wgslsmith_index_u32(~u_input.c, 3u)].x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.c, 3u)].x * global1[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-690f)), arg_0)).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_0 * _wgslsmith_f_op_vec3_f32(-arg_0))) + _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-arg_0.x), _wgslsmith_div_f32(-504f, 827f), _wgslsmith_div_f32(global1[_wgslsmith_index_u32(1u, 3u)].x, 458f)), arg_0)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(807f, global2[_wgslsmith_index_u32(73066u, 3u)].x, global2[_wgslsmith_index_u32(u_input.c, 3u)].x, global2[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_div_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(u_input.c, 3u)].x, arg_0.x, -410f, global2[_wgslsmith_index_u32(43434u, 3u)].x), vec4<f32>(arg_0.x, -682f, 1876f, global1[_wgslsmith_index_u32(12796u, 3u)].x)))))).yzw + _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, arg_0.x, 1612f, arg_0.x) * vec4<f32>(global1[_wgslsmith_index_u32(0u, 3u)].x, global1[_wgslsmith_index_u32(5757u, 3u)].x, -279f, -1000f))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.x, -1000f, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, global2[_wgslsmith_index_u32(u_input.c, 3u)].x) * vec4<f32>(-1502f, 1058f, -1251f, -1216f)))))).xww), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(saturate(arg_0)).x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(31223u, 3u)].x - 454f), _wgslsmith_div_f32(518f, arg_0.x)))));
    var var_1 = Struct_1(0u / 1u, !arg_3.x, mat3x3<f32>(vec3<f32>(439f, arg_0.x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(0u, 3u)].x) + _wgslsmith_f_op_f32(-(-134f)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global2[_wgslsmith_index_u32(u_input.a, 3u)].x, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, 197f) - arg_0)) - _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(0u, 4u)] * _wgslsmith_div_vec3_f32(arg_0, vec3<f32>(557f, -826f, 1000f)))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1147f, 254f, -142f, global1[_wgslsmith_index_u32(1u, 3u)].x))))).zwy))));
    global2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-2791f) + _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(global2[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0.x))).x), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-631f + -1788f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(677f, arg_0.x, var_0[_wgslsmith_index_u32(0u, 4u)].x, -284f))).x, _wgslsmith_f_op_f32(-1006f)))) * var_0[_wgslsmith_index_u32(~62715u, 4u)].xx), var_1.c[_wgslsmith_index_u32(74167u, 3u)].zz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(499f * 876f), _wgslsmith_f_op_f32(saturate(var_1.c[_wgslsmith_index_u32(u_input.a, 3u)].x))) - _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_1.c[_wgslsmith_index_u32(24560u, 3u)].yy), _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(0u, 4u)].yy - arg_0.xx))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-1567f, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, global2[_wgslsmith_index_u32(var_1.a, 3u)].x, arg_0.x), vec4<f32>(-603f, 245f, var_0[_wgslsmith_index_u32(55975u, 4u)].x, var_1.c[_wgslsmith_index_u32(19378u, 3u)].x))), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(826f, var_1.c[_wgslsmith_index_u32(var_1.a, 3u)].x, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, -1000f))), vec4<f32>(-1292f, global1[_wgslsmith_index_u32(4343u, 3u)].x, arg_0.x, 1438f))).xy)));
    loop {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        ((global1)[_wgslsmith_index_u32(~(var_1.a << (~var_1.a % 32u)) >> (1u % 32u), 3u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-368f) * _wgslsmith_f_op_f32(-1695f));
        break;
    }
    return mat2x2<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(ceil(var_0[_wgslsmith_index_u32(19119u, 4u)])))).zy, _wgslsmith_f_op_vec3_f32(step(var_1.c[_wgslsmith_index_u32(var_1.a, 3u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_div_f32(-1610f, global1[_wgslsmith_index_u32(73552u, 3u)].x), _wgslsmith_f_op_vec2_f32(min(var_1.c[_wgslsmith_index_u32(7265u, 3u)].yy, vec2<f32>(arg_0.x, var_0[_wgslsmith_index_u32(var_1.a, 4u)].x))).x, _wgslsmith_f_op_f32(ceil(global1[_wgslsmith_index_u32(4294967295u, 3u)].x)))))).yz);
}

fn func_3(arg_0: Struct_4, arg_1: vec3<u32>, arg_2: mat2x2<f32>) -> Struct_1 {
    let var_0 = Struct_4(vec4<i32>(8905i, -global0.a.x, -1i, -31488i));
    ((global2)[_wgslsmith_index_u32(0u, 3u)]).x = global2[_wgslsmith_index_u32(4294967295u, 3u)].x;
    for (var var_1: i32; var_1 >= 0i; ) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    for (var var_1 = 26762i; var_1 >= i32(-2147483648); ) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        break;
    }
    let var_1 = -1i;
    return Struct_1(1u, select(select(vec4<bool>(true, true, true, true).wy, vec4<bool>(true, true, true, true).xy, !atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, 56561i).exchanged), !select(vec4<bool>(true, true, true, true).xz, vec3<bool>(true, true, true).zx, 1u == u_input.a), select(vec3<bool>(true, true, true), vec4<bool>(true, true, true, true).zyy, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, ~67164u).exchanged).xx).x, mat3x3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(730f, global1[_wgslsmith_index_u32(26883u, 3u)].x, 371f, -447f)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(231f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 586f, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x) - vec4<f32>(-1798f, global1[_wgslsmith_index_u32(arg_1.x, 3u)].x, arg_2[_wgslsmith_index_u32(u_input.a, 2u)].x, -1779f))))).xxx, _wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-170f, 569f, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, global2[_wgslsmith_index_u32(u_input.a, 3u)].x), vec4<f32>(-1075f, 100f, 1647f, -1724f), false)).wzw, _wgslsmith_f_op_vec3_f32(vec3<f32>(256f, 440f, -501f) - vec3<f32>(arg_2[_wgslsmith_index_u32(u_input.a, 2u)].x, global2[_wgslsmith_index_u32(71960u, 3u)].x, -450f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-424f, 735f, global2[_wgslsmith_index_u32(73671u, 3u)].x), vec3<f32>(global2[_wgslsmith_index_u32(u_input.c, 3u)].x, -1000f, -1521f), vec3<bool>(true, true, true))))), vec3<f32>(401f, -774f, global1[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 3u)].x)));
}

fn func_2(arg_0: vec4<f32>, arg_1: Struct_2) -> mat3x3<f32> {
    while (func_3(Struct_4(global0.a), vec3<u32>(16063u, abs(vec2<u32>(1u, 0u)).x - ~40430u, ~arg_1.c.a), func_4(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_0.x, 703f, 231f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x), vec4<f32>(-663f, arg_1.e.c[_wgslsmith_index_u32(891u, 3u)].x, 2931f, arg_1.d.x))).wwy))), (global0.a.x < ((global0.a.x | 24571i) << (select(u_input.c, u_input.a, arg_1.e.b) % 32u))), arg_1.e.b, !select(select(vec2<bool>(true, true), vec2<bool>(arg_1.b, arg_1.e.b), false), !vec2<bool>(arg_1.e.b, arg_1.e.b), true))).b) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        switch (46910i) {
            default: {
                ((global0).a).x = dot(-(-(~firstLeadingBit(global0.a))), insertBits(insertBits(global0.a, vec4<i32>(-u_input.b, global0.a.x, global0.a.x, ~39721i), ~select(vec3<u32>(1u, arg_1.e.a, 4294967295u), vec3<u32>(31501u, 1u, 82742u), vec3<bool>(arg_1.c.b, arg_1.b, arg_1.c.b)).x, u_input.c | 1u), vec4<i32>(-u_input.b & atomicXor(&wg_atomic_i32, 0i), global0.a.x, -countLeadingZeros(-18082i), 52854i), ~select(~vec2<u32>(arg_1.a.x, u_input.c), insertBits(arg_1.a, vec2<u32>(arg_1.e.a, 14292u), arg_1.c.a, arg_1.c.a), !vec2<bool>(arg_1.c.b, arg_1.c.b)).x, u_input.c));
                ((global1)[_wgslsmith_index_u32(~(~(~(~0u))), 3u)]).x = global2[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, ~0u), 3u)].x;
                var var_0 = select(select(vec3<bool>(false, arg_1.e.b, true), !vec3<bool>(arg_1.b | false, any(vec2<bool>(false, arg_1.e.b)), arg_1.e.b), select(select(select(vec4<bool>(arg_1.c.b, false, false, true), vec4<bool>(arg_1.e.b, arg_1.e.b, true, true), vec4<bool>(arg_1.c.b, arg_1.b, false, arg_1.b)), vec4<bool>(arg_1.b, arg_1.b, arg_1.c.b, true), true), select(select(vec4<bool>(arg_1.b, false, true, arg_1.e.b), vec4<bool>(arg_1.e.b, true, arg_1.c.b, arg_1.c.b), vec4<bool>(arg_1.b, arg_1.b, false, arg_1.e.b)), select(vec4<bool>(arg_1.b, arg_1.b, arg_1.b, true), vec4<bool>(false, arg_1.b, arg_1.e.b, arg_1.e.b), vec4<bool>(arg_1.b, arg_1.b, arg_1.c.b, arg_1.b)), vec4<bool>(arg_1.b, true, true, true)), !arg_1.c.b & false).wzw), vec3<bool>(arg_1.e.b, all(!vec2<bool>(arg_1.c.b, false)), select(vec3<bool>(true, true, arg_1.e.b), select(select(vec4<bool>(true, true, arg_1.b, arg_1.b), vec4<bool>(arg_1.b, arg_1.e.b, true, false), true).xwy, vec3<bool>(arg_1.c.b, true, arg_1.c.b), atomicCompareExchangeWeak(&wg_atomic_i32, 2147483647i, -1i).exchanged), !select(vec4<bool>(false, true, false, arg_1.c.b), vec4<bool>(arg_1.e.b, arg_1.e.b, arg_1.e.b, false), vec4<bool>(true, true, arg_1.b, false)).ywz).x), func_3(Struct_4(global0.a), select(vec4<u32>(u_input.c, u_input.a, arg_1.c.a, arg_1.a.x), _wgslsmith_mod_vec4_u32(vec4<u32>(arg_1.e.a, u_input.c, u_input.a, 0u), vec4<u32>(u_input.a, 105806u, 0u, 62021u)), true && arg_1.b).zwy - extractBits(~vec3<u32>(arg_1.c.a, 2511u, 50044u), 36339u, max(arg_1.a.x, 1u)), func_4(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_1.e.c[_wgslsmith_index_u32(35088u, 3u)].x, -1052f, -1132f))), _wgslsmith_f_op_vec3_f32(-arg_0.zyy)), true, arg_1.c.b, !vec2<bool>(arg_1.b, true))).b).yz;
            }
        }
        let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(420f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-170f + 1662f), arg_0.x)) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-arg_0))).xx)), arg_0.xy, global1[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 3u)]);
    }
    if (atomicCompareExchangeWeak(&wg_atomic_u32, ~firstTrailingBit(clamp(vec4<u32>(arg_1.a.x, u_input.a, arg_1.c.a, 1u), insertBits(vec4<u32>(arg_1.c.a, u_input.a, arg_1.e.a, 45167u), vec4<u32>(7653u, u_input.c, 23886u, 37260u), arg_1.e.a, 25171u), vec4<u32>(39305u, u_input.a, u_input.c, u_input.c))).x, 0u).exchanged) {
        for (var var_0 = 21434i; !arg_1.b; global2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_0.zz), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-arg_0), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-2554f, 763f, arg_1.e.c[_wgslsmith_index_u32(arg_1.c.a, 3u)].x, 395f)))) - vec4<f32>(_wgslsmith_f_op_vec3_f32(saturate(arg_0.xww)).x, _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(1u, 3u)].x * -808f), _wgslsmith_f_op_f32(-(-625f)), 1150f)), arg_1.e.b)).wz, vec2<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(extractBits(firstLeadingBit(vec2<u32>(u_input.a, u_input.c)), ~u_input.c, ~4294967295u).x, 3u)].x), global2[_wgslsmith_index_u32(u_input.a, 3u)].x))) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            var var_1 = max(vec4<i32>((2147483647i ^ u_input.b) << (~54322u % 32u), 0i, atomicAdd(&wg_atomic_i32, 2147483647i), -15488i), global0.a) >> (~select(vec4<u32>(34092u, u_input.a, 4294967295u, 4294967295u) * vec4<u32>(0u, arg_1.a.x, 0u, 143751u), max(~vec4<u32>(u_input.c, arg_1.a.x, 4294967295u, 4294967295u), vec4<u32>(5465u, 15489u, 36429u, 67974u) - vec4<u32>(arg_1.e.a, arg_1.e.a, 47896u, arg_1.e.a)), select(select(vec4<bool>(arg_1.c.b, true, true, arg_1.b), vec4<bool>(arg_1.b, arg_1.c.b, arg_1.c.b, true), vec4<bool>(false, arg_1.c.b, arg_1.e.b, false)), !vec4<bool>(arg_1.e.b, arg_1.b, true, arg_1.c.b), true)) % vec4<u32>(32u));
            break;
        }
        let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-arg_1.c.c[_wgslsmith_index_u32(8839u | arg_1.e.a, 3u)].x), 406f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec4<f32>(global2[_wgslsmith_index_u32(73312u, 3u)].x, 261f, -431f, global2[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(127f, 860f, global2[_wgslsmith_index_u32(1u, 3u)].x, global2[_wgslsmith_index_u32(arg_1.e.a, 3u)].x))))) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0.yww))), _wgslsmith_f_op_vec3_f32(exp(arg_0.xzz)), vec3<f32>(arg_1.c.c[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_vec2_f32(sign(global2[_wgslsmith_index_u32(0u, 3u)])).x, 476f, 367f, _wgslsmith_f_op_f32(-(-1185f))))).x, arg_1.c.c[_wgslsmith_index_u32(u_input.c, 3u)].x));
        switch (1i) {
            case -9425i: {
                let var_1 = _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(exp2(arg_0.wyz)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(292f + 1172f), _wgslsmith_f_op_f32(dot(vec3<f32>(209f, arg_1.c.c[_wgslsmith_index_u32(0u, 3u)].x, -189f), vec3<f32>(global1[_wgslsmith_index_u32(33589u, 3u)].x, 2755f, var_0[_wgslsmith_index_u32(33749u, 3u)].x))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(arg_0.ww)).x - _wgslsmith_div_f32(1631f, var_0[_wgslsmith_index_u32(arg_1.a.x, 3u)].x)))), arg_1.b)).x;
            }
            case 1i: {
                var var_1 = u_input.b;
                var_1 = u_input.b;
            }
            case -15623i: {
                var var_1 = !(!vec3<bool>(true, select(select(vec3<bool>(arg_1.b, true, arg_1.e.b), vec3<bool>(arg_1.b, true, true), vec3<bool>(arg_1.b, arg_1.e.b, arg_1.e.b)), !vec3<bool>(arg_1.c.b, arg_1.e.b, arg_1.c.b), all(vec4<bool>(arg_1.e.b, true, true, arg_1.b))).x, arg_1.b));
                var_1 = vec3<bool>(true, func_3(Struct_4(vec4<i32>(global0.a.x ^ u_input.b, -28413i, countLeadingZeros(vec4<i32>(-14106i, 0i, u_input.b, -1i)).x, global0.a.x | global0.a.x)), _wgslsmith_mod_vec3_u32(~vec3<u32>(arg_1.a.x, u_input.c, 0u), _wgslsmith_mod_vec3_u32(vec3<u32>(u_input.c, 57825u, 4294967295u), vec3<u32>(arg_1.c.a, 5290u, 4294967295u)) / vec3<u32>(arg_1.c.a, 18353u, arg_1.e.a)), mat2x2<f32>(global1[_wgslsmith_index_u32(~15750u, 3u)], _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(vec4<f32>(567f, var_0[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0.x), arg_0))).yy)).b, select(var_1.yz, vec2<bool>(all(vec4<bool>(false, var_1.x, arg_1.e.b, true)), false), arg_1.b & !(arg_1.d.x != -598f)).x);
                let var_2 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-310f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(arg_1.a.x, 3u)].x * _wgslsmith_f_op_f32(-164f)))), vec2<f32>(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(arg_1.e.a, 3u)].x + _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-arg_0), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-474f, global2[_wgslsmith_index_u32(47272u, 3u)].x, -270f, 675f), arg_0)))).x), _wgslsmith_f_op_f32(-arg_1.e.c[_wgslsmith_index_u32(~atomicAnd(&wg_atomic_u32, 0u), 3u)].x)));
            }
            case 33761i: {
            }
            default: {
            }
        }
        return arg_1.e.c;
    } else {
        (global0).a = _wgslsmith_mod_vec4_i32(vec4<i32>(-(-(-1i)), global0.a.x, global0.a.x ^ 2147483647i, select(vec3<i32>(-47799i, global0.a.x, global0.a.x), global0.a.yzx, !vec3<bool>(true, arg_1.e.b, arg_1.b)).x), firstTrailingBit(vec4<i32>(1i, 1i, 1i, 1i)) >> (~(~vec4<u32>(arg_1.e.a, 10384u, u_input.c, 17542u)) % vec4<u32>(32u))) * extractBits(-global0.a << ((~vec4<u32>(0u, arg_1.a.x, 68624u, u_input.a) | select(vec4<u32>(u_input.a, 0u, 3603u, arg_1.a.x), vec4<u32>(4294967295u, u_input.c, 0u, arg_1.c.a), vec4<bool>(false, true, true, arg_1.c.b))) % vec4<u32>(32u)), u_input.a, firstLeadingBit(_wgslsmith_mod_u32(4294967295u, 30997u)));
        let var_0 = arg_1.e.c[_wgslsmith_index_u32(dot(~vec3<u32>(u_input.c, vec3<u32>(1u, 1u, 1u).x, abs(vec2<u32>(arg_1.c.a, arg_1.a.x)).x), firstTrailingBit(_wgslsmith_mod_vec3_u32(~vec3<u32>(u_input.c, arg_1.a.x, 4294967295u), vec3<u32>(1u, arg_1.a.x, arg_1.e.a) | vec3<u32>(arg_1.a.x, 1u, arg_1.e.a)))) - 37747u, 3u)];
    }
    let var_0 = global0.a.wy;
    while (arg_1.e.b) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        break;
    }
    let var_1 = false;
    return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.x, func_4(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_1.d.x, arg_1.d.x, 103f, 1330f))).www, var_1, var_1, !vec2<bool>(var_1, var_1))[_wgslsmith_index_u32(insertBits(vec4<u32>(u_input.a, arg_1.c.a, 0u, u_input.a), vec4<u32>(21663u, 7668u, 28036u, arg_1.e.a), 0u, u_input.c).x / extractBits(arg_1.a.x, 1u, arg_1.a.x), 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(1265f * 748f), -1880f))), vec3<f32>(1000f, arg_0.x, global2[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_div_vec4_f32(arg_0, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1143f, arg_0.x, global1[_wgslsmith_index_u32(arg_1.a.x, 3u)].x, 2147f))))))).yxz);
}

fn func_1(arg_0: Struct_2, arg_1: vec4<u32>) -> i32 {
    for (var var_0: i32; var_0 != 1631i; var_0 -= 1i) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        continue;
    }
    let var_0 = Struct_1(u_input.a, true, func_2(vec4<f32>(global1[_wgslsmith_index_u32(u_input.c, 3u)].x, global1[_wgslsmith_index_u32(~arg_1.x, 3u)].x, -1407f, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(~arg_0.c.a, 3u)].x)), Struct_2(arg_0.a, false, func_3(Struct_4(global0.a), ~vec3<u32>(arg_1.x, 84429u, arg_0.a.x), func_4(vec3<f32>(582f, -604f, 727f), true, arg_0.b, vec2<bool>(false, arg_0.e.b))), arg_0.d, func_3(Struct_4(global0.a), arg_1.yzy, mat2x2<f32>(global2[_wgslsmith_index_u32(arg_1.x, 3u)], global2[_wgslsmith_index_u32(u_input.a, 3u)])))));
    var var_1 = countTrailingZeros(-global0.a.x);
    let var_2 = Struct_5(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_0.c.c[_wgslsmith_index_u32(arg_1.x, 3u)].xz - func_3(Struct_4(vec4<i32>(i32(-2147483648), i32(-2147483648), u_input.b, i32(-2147483648))), vec3<u32>(127533u, arg_1.x, 0u), mat2x2<f32>(global1[_wgslsmith_index_u32(17515u, 3u)], vec2<f32>(var_0.c[_wgslsmith_index_u32(87107u, 3u)].x, 1457f))).c[_wgslsmith_index_u32(var_0.a, 3u)].zz) + _wgslsmith_f_op_vec2_f32(vec2<f32>(-946f, arg_0.e.c[_wgslsmith_index_u32(51674u, 3u)].x) - _wgslsmith_div_vec2_f32(vec2<f32>(arg_0.c.c[_wgslsmith_index_u32(var_0.a, 3u)].x, global1[_wgslsmith_index_u32(var_0.a, 3u)].x), global2[_wgslsmith_index_u32(0u, 3u)]))), vec2<f32>(_wgslsmith_f_op_vec2_f32(select(var_0.c[_wgslsmith_index_u32(arg_1.x, 3u)].yy, vec2<f32>(global1[_wgslsmith_index_u32(55362u, 3u)].x, 1429f), vec2<bool>(true, var_0.b))).x, var_0.c[_wgslsmith_index_u32(~u_input.a, 3u)].x), _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(var_0.a + (56443u + 1u), 3u)] + _wgslsmith_f_op_vec2_f32(-vec2<f32>(-353f, -504f))), global2[_wgslsmith_index_u32(~71737u, 3u)]));
    if (select(!select(vec4<bool>(true, false, func_3(Struct_4(global0.a), vec3<u32>(1u, 23499u, u_input.c), mat2x2<f32>(var_0.c[_wgslsmith_index_u32(83614u, 3u)].zy, arg_0.e.c[_wgslsmith_index_u32(1u, 3u)].yz)).b, var_0.b), vec4<bool>(false, false, var_0.b, arg_0.b), !select(vec4<bool>(var_0.b, false, true, true), vec4<bool>(false, var_0.b, false, false), vec4<bool>(false, var_0.b, false, var_0.b)).x), !vec4<bool>(true, select(!vec2<bool>(true, arg_0.e.b), vec2<bool>(var_0.b, var_0.b), vec2<bool>(arg_0.c.b, false)).x, func_3(Struct_4(vec4<i32>(u_input.b, i32(-2147483648), u_input.b, u_input.b)), min(arg_1, vec4<u32>(4294967295u, arg_1.x, 46757u, arg_1.x)).xxz, mat2x2<f32>(global1[_wgslsmith_index_u32(18966u, 3u)], var_2.a[_wgslsmith_index_u32(80385u, 4u)])).b, arg_0.e.b), !(!(!(!vec4<bool>(true, true, false, var_0.b))))).x) {
        let var_3 = Struct_3(Struct_1(countLeadingZeros(~arg_1.wz).x, true, mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(1344f, var_0.c[_wgslsmith_index_u32(0u, 3u)].x), global1[_wgslsmith_index_u32(0u, 3u)], vec2<bool>(true, var_0.b))).x, -1063f, 1000f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_0.c.c[_wgslsmith_index_u32(arg_0.a.x, 3u)] - arg_0.e.c[_wgslsmith_index_u32(71973u, 3u)]) * vec3<f32>(var_0.c[_wgslsmith_index_u32(var_0.a, 3u)].x, var_0.c[_wgslsmith_index_u32(arg_1.x, 3u)].x, var_0.c[_wgslsmith_index_u32(u_input.c, 3u)].x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1004f, -420f, -1326f, var_2.a[_wgslsmith_index_u32(arg_1.x, 4u)].x))).zzw))), func_3(Struct_4(firstTrailingBit(global0.a)), vec3<u32>(countLeadingZeros(clamp(arg_1, vec4<u32>(74801u, 23283u, arg_1.x, 0u), arg_1)).x, 92172u * 11034u, 56185u), func_4(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-535f, -773f, arg_0.c.c[_wgslsmith_index_u32(arg_1.x, 3u)].x) * var_0.c[_wgslsmith_index_u32(u_input.c, 3u)])), true, select(1u <= arg_1.x, select(vec4<bool>(false, arg_0.c.b, var_0.b, true), vec4<bool>(arg_0.b, false, true, true), false).x, (global2[_wgslsmith_index_u32(arg_1.x, 3u)].x < var_2.a[_wgslsmith_index_u32(arg_0.e.a, 4u)].x)), vec2<bool>(true, var_0.b))).c, mat2x3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-568f, 2021f, arg_0.d.x, var_2.a[_wgslsmith_index_u32(u_input.a, 4u)].x))) * vec4<f32>(global2[_wgslsmith_index_u32(arg_1.x, 3u)].x, -152f, arg_0.c.c[_wgslsmith_index_u32(0u, 3u)].x, var_0.c[_wgslsmith_index_u32(0u, 3u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(563f, arg_0.e.c[_wgslsmith_index_u32(arg_0.a.x, 3u)].x, -944f, global1[_wgslsmith_index_u32(arg_0.c.a, 3u)].x))) - vec4<f32>(arg_0.d.x, -156f, arg_0.e.c[_wgslsmith_index_u32(arg_1.x, 3u)].x, global2[_wgslsmith_index_u32(83719u, 3u)].x)), vec4<bool>((u_input.b < u_input.b), true, true, !var_0.b))).zww, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(41743u, 3u)].x, 940f, var_0.c[_wgslsmith_index_u32(12298u, 3u)].x) - var_0.c[_wgslsmith_index_u32(min(arg_1, vec4<u32>(1u, 8713u, arg_1.x, var_0.a)).x, 3u)]))), var_0.c[_wgslsmith_index_u32(~42028u, 3u)]);
        switch (insertBits(clamp(vec4<i32>((63560i * -2641i) >> (~var_0.a % 32u), countTrailingZeros(global0.a.zzz).x, countLeadingZeros(vec2<i32>(u_input.b, global0.a.x)).x >> (arg_1.x % 32u), -21278i), vec4<i32>(u_input.b, abs(global0.a.wz / vec2<i32>(u_input.b, -17233i)).x, i32(-2147483648), global0.a.x), global0.a).zyz, -global0.a.zyx, 1u, var_3.a.a).x) {
            case -43230i: {
                global0 = Struct_4(global0.a);
                let var_4 = !select(!(!select(vec3<bool>(var_0.b, false, true), vec3<bool>(false, true, arg_0.c.b), var_3.a.b)), select(select(vec4<bool>(false, true, var_3.a.b, var_0.b), select(vec4<bool>(false, true, false, false), vec4<bool>(true, arg_0.b, false, false), vec4<bool>(false, false, var_3.a.b, false)), select(vec3<bool>(var_0.b, arg_0.b, false), vec3<bool>(var_0.b, arg_0.b, arg_0.c.b), vec3<bool>(var_3.a.b, true, true)).x), !select(vec4<bool>(arg_0.c.b, var_3.a.b, var_0.b, false), vec4<bool>(true, true, false, var_0.b), vec4<bool>(true, var_3.a.b, var_3.a.b, false)), !var_3.a.b).zxy, !select(!vec4<bool>(var_3.a.b, false, false, true), select(vec4<bool>(true, false, arg_0.b, false), vec4<bool>(true, var_0.b, var_0.b, true), var_0.b), !vec4<bool>(false, arg_0.b, true, var_3.a.b)).yyz).yz;
                var var_5 = Struct_3(Struct_1(var_0.a, arg_0.c.b, func_2(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1370f, -118f, 1030f, global2[_wgslsmith_index_u32(var_3.a.a, 3u)].x) + vec4<f32>(global2[_wgslsmith_index_u32(var_3.a.a, 3u)].x, 916f, 192f, 1244f)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.e.c[_wgslsmith_index_u32(32579u, 3u)].x, var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0.c[_wgslsmith_index_u32(7869u, 3u)].x, -1828f) * vec4<f32>(1129f, -335f, 1554f, global1[_wgslsmith_index_u32(arg_1.x, 3u)].x))), arg_0)), var_0.c, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(arg_0.c.c[_wgslsmith_index_u32(~firstTrailingBit(arg_1).x, 3u)] - var_3.b[_wgslsmith_index_u32(1u, 3u)]), var_0.c[_wgslsmith_index_u32(countOneBits(reverseBits(vec4<u32>(arg_1.x, var_0.a, 4294967295u, arg_0.a.x))).x, 3u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, -573f, var_3.d.x))).yyw, var_3.d)));
            }
            case 0i: {
                var_1 = insertBits(firstLeadingBit(select(reverseBits(global0.a), select(vec4<i32>(global0.a.x, -3874i, global0.a.x, global0.a.x), global0.a, select(vec4<bool>(true, var_0.b, var_0.b, false), vec4<bool>(false, true, var_0.b, false), vec4<bool>(true, var_3.a.b, arg_0.e.b, true))), var_3.a.b)).wxz, global0.a.wxx, min(firstTrailingBit(countTrailingZeros(vec4<u32>(arg_1.x, 3412u, var_0.a, 16251u))) >> ((min(vec4<u32>(0u, arg_0.a.x, 30541u, var_3.a.a), vec4<u32>(62067u, 0u, 10029u, u_input.c)) - clamp(arg_1, vec4<u32>(arg_0.e.a, 4294967295u, 50687u, arg_1.x), vec4<u32>(var_0.a, 1u, 13028u, arg_1.x))) % vec4<u32>(32u)), ~(min(vec4<u32>(90246u, arg_0.c.a, 4294967295u, u_input.a), arg_1) & max(vec4<u32>(u_input.c, arg_1.x, var_3.a.a, arg_0.c.a), vec4<u32>(u_input.a, 17637u, 14634u, 36462u)))).x, var_3.a.a).x;
                ((global1)[_wgslsmith_index_u32(abs(arg_1).x ^ ~(((54464u + 0u) * var_0.a) - arg_1.x), 3u)]).x = _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.d.x * _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global2[_wgslsmith_index_u32(u_input.c, 3u)].x, -456f, 241f, -256f))))).x))));
                var_1 = -abs(global0.a.yww).x;
            }
            case 1i: {
                global1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-351f, -600f, global1[_wgslsmith_index_u32(1u, 3u)].x, var_0.c[_wgslsmith_index_u32(2693u, 3u)].x))).zy) + _wgslsmith_f_op_vec2_f32(-arg_0.e.c[_wgslsmith_index_u32(_wgslsmith_mod_u32(var_0.a, 30577u), 3u)].yz)) * _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(~(0u / arg_1.x), 3u)])), vec2<f32>(_wgslsmith_f_op_f32(1564f + _wgslsmith_div_f32(456f, 358f)), _wgslsmith_f_op_f32(-(-1820f))), _wgslsmith_f_op_vec2_f32(step(var_0.c[_wgslsmith_index_u32(4294967295u, 3u)].xz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(451f, -1165f, -618f, 1049f), vec4<f32>(var_2.a[_wgslsmith_index_u32(var_0.a, 4u)].x, global1[_wgslsmith_index_u32(0u, 3u)].x, 426f, -1631f), arg_0.b)).zz - vec2<f32>(global1[_wgslsmith_index_u32(1u, 3u)].x, 103f))))));
            }
            case 62886i: {
                var var_4 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-var_3.d))), vec3<f32>(627f, _wgslsmith_f_op_f32(ceil(global1[_wgslsmith_index_u32(arg_1.x << ((8818u + u_input.c) % 32u), 3u)].x)), 1561f), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-575f, -939f, -1088f, -864f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(569f, var_3.a.c[_wgslsmith_index_u32(4294967295u, 3u)].x, global2[_wgslsmith_index_u32(arg_1.x, 3u)].x, var_2.a[_wgslsmith_index_u32(15416u, 4u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, var_0.c[_wgslsmith_index_u32(0u, 3u)].x, -605f, 152f) + vec4<f32>(215f, var_2.a[_wgslsmith_index_u32(var_0.a, 4u)].x, -426f, global1[_wgslsmith_index_u32(arg_0.e.a, 3u)].x)), select(vec4<bool>(var_0.b, false, arg_0.b, arg_0.c.b), vec4<bool>(arg_0.c.b, true, false, true), var_3.a.b))) - _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1364f, var_3.c[_wgslsmith_index_u32(arg_0.e.a, 2u)].x, -1195f, -1000f)))))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.c.c[_wgslsmith_index_u32(arg_0.c.a, 3u)].x, global2[_wgslsmith_index_u32(arg_1.x, 3u)].x, var_2.a[_wgslsmith_index_u32(arg_1.x, 4u)].x, var_0.c[_wgslsmith_index_u32(8565u, 3u)].x)))))).xzy, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(1378f, -330f, 434f), vec3<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, -974f, var_3.a.c[_wgslsmith_index_u32(0u, 3u)].x), vec3<f32>(-1864f, var_2.a[_wgslsmith_index_u32(u_input.a, 4u)].x, 762f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(1u, 3u)].x, 1000f, var_3.d.x))), arg_0.e.c[_wgslsmith_index_u32(var_0.a, 3u)], !select(vec3<bool>(false, false, true), vec3<bool>(true, false, var_0.b), vec3<bool>(var_3.a.b, false, var_0.b)))), arg_0.c.c[_wgslsmith_index_u32(~atomicMax(&wg_atomic_u32, 64479u) * reverseBits(~arg_1.zzy).x, 3u)]));
                var var_5 = var_2.a;
                let var_6 = 8262u;
                var_1 = u_input.b;
            }
            default: {
                ((global2)[_wgslsmith_index_u32(((~(~602u) | ~countLeadingZeros(arg_1).x) - (24409u * arg_1.x)) - ~(1u + 0u), 3u)]).x = _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-(-1300f)), global1[_wgslsmith_index_u32(2900u, 3u)].x, global1[_wgslsmith_index_u32(26222u, 3u)].x, _wgslsmith_f_op_f32(-(-1414f))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(arg_0.c.a, 3u)].x, var_2.a[_wgslsmith_index_u32(145881u, 4u)].x, global2[_wgslsmith_index_u32(var_3.a.a, 3u)].x, -339f)))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.d.x * var_0.c[_wgslsmith_index_u32(766u, 3u)].x)), _wgslsmith_f_op_f32(arg_0.e.c[_wgslsmith_index_u32(~u_input.a, 3u)].x - _wgslsmith_div_f32(global2[_wgslsmith_index_u32(arg_1.x, 3u)].x, -908f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1744f)) * global1[_wgslsmith_index_u32(firstLeadingBit(arg_0.a).x, 3u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0.c[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, -141f, 324f))).x)))), var_0.b)).x;
                let var_4 = ((global0.a.zy - vec2<i32>(clamp(u_input.b, 0i, 0i), extractBits(vec4<i32>(2147483647i, 2147483647i, u_input.b, u_input.b), u_input.c, 0u).x)) & global0.a.yy) << (arg_0.a % vec2<u32>(32u));
            }
        }
        switch (u_input.b) {
            case -63628i: {
                var var_4 = var_3.c;
                var_4 = var_3.c;
                var var_5 = Struct_4(vec4<i32>(59054i, u_input.b, countLeadingZeros(extractBits(~global0.a, ~arg_1.x, insertBits(vec4<u32>(31493u, var_0.a, 35910u, 6182u), vec4<u32>(u_input.a, 1u, arg_0.a.x, 4294967295u), arg_1.x, var_3.a.a).x)).x, 1i << (u_input.a % 32u)));
                ((global2)[_wgslsmith_index_u32(24857u, 3u)]).x = _wgslsmith_f_op_f32(-arg_0.c.c[_wgslsmith_index_u32(0u, 3u)].x);
                ((global0).a).x = global0.a.x;
            }
            case 0i: {
                let var_4 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_3.b[_wgslsmith_index_u32(18348u, 3u)].x, _wgslsmith_f_op_f32(var_2.a[_wgslsmith_index_u32(var_0.a, 4u)].x * arg_0.c.c[_wgslsmith_index_u32(var_3.a.a, 3u)].x), _wgslsmith_f_op_f32(-var_2.a[_wgslsmith_index_u32(var_3.a.a, 4u)].x), _wgslsmith_f_op_vec3_f32(abs(var_0.c[_wgslsmith_index_u32(76025u, 3u)])).x) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(140f, var_2.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 969f, -1911f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(var_3.a.a, 3u)].x, -967f, -782f, global1[_wgslsmith_index_u32(0u, 3u)].x) + vec4<f32>(2388f, -852f, -583f, var_3.a.c[_wgslsmith_index_u32(14589u, 3u)].x)))))).wwz, vec3<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(var_3.a.c[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(45058u, arg_0.c.a)).x, 3u)].x, -970f), _wgslsmith_f_op_vec2_f32(-var_3.a.c[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, arg_1.x, 4294967295u).old_value, 3u)].xz))).x, 1f, -491f), var_0.c[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 1u).old_value, 3u)], _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global1[_wgslsmith_index_u32(var_0.a, 3u)].x, 1617f, var_0.c[_wgslsmith_index_u32(var_3.a.a, 3u)].x, -1000f), vec4<f32>(332f, arg_0.c.c[_wgslsmith_index_u32(var_3.a.a, 3u)].x, arg_0.d.x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<bool>(arg_0.b, true, var_0.b, false))) + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.d.x, arg_0.e.c[_wgslsmith_index_u32(u_input.a, 3u)].x, -1242f, global2[_wgslsmith_index_u32(var_3.a.a, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1229f, 1938f, _wgslsmith_f_op_f32(-var_3.d.x), var_0.c[_wgslsmith_index_u32(func_3(Struct_4(global0.a), arg_1.yzw, mat2x2<f32>(var_0.c[_wgslsmith_index_u32(4825u, 3u)].yz, vec2<f32>(-1503f, -899f))).a, 3u)].x))), vec4<bool>(!var_3.a.b, arg_0.e.b, true, select(vec4<bool>(arg_0.e.b, false, false, var_3.a.b), vec4<bool>(arg_0.e.b, var_0.b, var_3.a.b, false), vec4<bool>(true, arg_0.c.b, false, false)).x))).zyw);
                return ~u_input.b;
            }
            case 2147483647i: {
                ((global0).a).x = u_input.b;
                global1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-713f, _wgslsmith_f_op_f32(-1242f * _wgslsmith_f_op_f32(clamp(1516f, var_3.c[_wgslsmith_index_u32(var_3.a.a, 2u)].x, var_0.c[_wgslsmith_index_u32(1u, 3u)].x))))), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(800f, global2[_wgslsmith_index_u32(countLeadingZeros(arg_1.ywy).x, 3u)].x), vec2<f32>(arg_0.c.c[_wgslsmith_index_u32(~65787u | countTrailingZeros(vec4<u32>(var_0.a, var_3.a.a, arg_0.e.a, 4294967295u)).x, 3u)].x, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(fract(arg_0.e.c[_wgslsmith_index_u32(arg_0.c.a, 3u)])))).x), !(true && var_0.b))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(var_2.a[_wgslsmith_index_u32(51700u, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x))) * global1[_wgslsmith_index_u32(~arg_0.a.x << (~var_0.a % 32u), 3u)]), var_2.a[_wgslsmith_index_u32(abs(countLeadingZeros(var_3.a.a >> (75195u % 32u))), 4u)]));
                global1 = mat3x2<f32>(var_0.c[_wgslsmith_index_u32(~extractBits(vec2<u32>(4294967295u, 1u), func_3(Struct_4(global0.a), max(vec3<u32>(4294967295u, var_0.a, var_3.a.a), arg_1.xwz), mat2x2<f32>(vec2<f32>(691f, -228f), arg_0.e.c[_wgslsmith_index_u32(var_0.a, 3u)].zy)).a, 46022u).x, 3u)].xz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-909f, _wgslsmith_f_op_f32(-556f))), vec2<f32>(_wgslsmith_f_op_f32(-(-552f)), _wgslsmith_f_op_f32(-arg_0.c.c[_wgslsmith_index_u32(var_0.a, 3u)].x)));
                return -2147483647i;
            }
            case -1i: {
                let var_4 = select(!(!select(!vec4<bool>(false, false, arg_0.e.b, true), select(vec4<bool>(arg_0.c.b, var_0.b, false, true), vec4<bool>(false, true, true, arg_0.b), vec4<bool>(true, var_3.a.b, arg_0.b, false)), false)), vec4<bool>(!atomicCompareExchangeWeak(&wg_atomic_i32, -9342i, global0.a.x / global0.a.x).exchanged, any(vec3<bool>(true, var_3.a.b, !var_3.a.b)), arg_0.e.b, any(!vec2<bool>(true, arg_0.c.b))), false);
                let var_5 = firstLeadingBit(~vec4<u32>(~arg_0.e.a, 24569u, atomicAnd(&wg_atomic_u32, 47688u), min(~13269u, arg_0.e.a - 62390u))).zyx;
                var var_6 = arg_0;
                var var_7 = _wgslsmith_div_vec2_f32(vec2<f32>(var_0.c[_wgslsmith_index_u32(~_wgslsmith_mod_u32(select(vec2<u32>(1u, var_5.x), var_5.zy, var_4.yz).x, _wgslsmith_mod_u32(var_5.x, var_0.a)), 3u)].x, _wgslsmith_f_op_f32(-584f)), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-461f), arg_0.c.c[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, var_0.a) ^ _wgslsmith_mod_u32(0u, arg_0.c.a), 3u)].x) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(global2[_wgslsmith_index_u32(38387u, 3u)].x, -495f) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2.a[_wgslsmith_index_u32(1u, 4u)].x, 2056f))) * vec2<f32>(var_3.c[_wgslsmith_index_u32(~1u, 2u)].x, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-2322f, 485f, arg_0.c.c[_wgslsmith_index_u32(4294967295u, 3u)].x, 150f), vec4<f32>(var_3.a.c[_wgslsmith_index_u32(var_6.c.a, 3u)].x, 113f, -163f, var_6.e.c[_wgslsmith_index_u32(var_6.c.a, 3u)].x), vec4<bool>(var_0.b, var_4.x, false, false))).x))));
            }
            default: {
                var_1 = global0.a.x / ((global0.a.x * u_input.b) & -5715i);
                var var_4 = Struct_4(countLeadingZeros(vec4<i32>(55063i, u_input.b, 2147483647i, global0.a.x)));
                var var_5 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(select(var_0.c[_wgslsmith_index_u32(0u, 3u)], var_0.c[_wgslsmith_index_u32(1u, 3u)], vec3<bool>(var_0.b, arg_0.c.b, true))).x, global2[_wgslsmith_index_u32(48242u, 3u)].x, -466f, _wgslsmith_f_op_f32(-1053f - -499f)) * vec4<f32>(_wgslsmith_f_op_f32(-783f), var_3.c[_wgslsmith_index_u32(max(vec4<u32>(4294967295u, var_3.a.a, 10858u, u_input.c), arg_1).x, 2u)].x, var_0.c[_wgslsmith_index_u32(var_3.a.a, 3u)].x, _wgslsmith_f_op_f32(-arg_0.d.x)))), vec4<f32>(var_3.a.c[_wgslsmith_index_u32(~1u, 3u)].x, -902f, -997f, _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_0.c[_wgslsmith_index_u32(1u, 3u)].xy)))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(401f, arg_0.e.c[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(var_3.a.a, 3u)].x, 619f) * vec4<f32>(539f, -167f, 455f, global1[_wgslsmith_index_u32(var_0.a, 3u)].x))))));
                let var_6 = u_input.c;
            }
        }
        ((global0).a).x = clamp(2147483647i, -(i32(-2147483648)) << (arg_0.e.a % 32u), -1i);
    }
    return -5833i;
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    switch (firstTrailingBit(vec4<i32>(~(~(-24059i)), atomicExchange(&wg_atomic_i32, func_1(Struct_2(vec2<u32>(113687u, builtin_global_invocation_id.x), false, Struct_1(0u, true, mat3x3<f32>(vec3<f32>(-2821f, global1[_wgslsmith_index_u32(55072u, 3u)].x, global1[_wgslsmith_index_u32(0u, 3u)].x), vec3<f32>(516f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x), vec3<f32>(1277f, global1[_wgslsmith_index_u32(39068u, 3u)].x, global2[_wgslsmith_index_u32(52450u, 3u)].x))), global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)], Struct_1(builtin_num_workgroups.x, false, mat3x3<f32>(vec3<f32>(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, global1[_wgslsmith_index_u32(4595u, 3u)].x), vec3<f32>(global2[_wgslsmith_index_u32(u_input.c, 3u)].x, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global1[_wgslsmith_index_u32(76141u, 3u)].x), vec3<f32>(-1265f, global2[_wgslsmith_index_u32(46926u, 3u)].x, -149f)))), vec4<u32>(4294967295u, builtin_workgroup_id.x, 81769u, u_input.c))) & 1i, ~select(global0.a, vec4<i32>(59038i, 17545i, u_input.b, u_input.b), vec4<bool>(true, true, false, false)).x, -18245i)).x) {
        case 30644i: {
            (global0).a = global0.a;
            let var_0 = vec3<bool>(true, ((firstTrailingBit(vec2<i32>(-41630i, global0.a.x)).x / -4812i) != firstLeadingBit(sign(vec4<i32>(0i, -1i, -1i, 23344i))).x) || atomicCompareExchangeWeak(&wg_atomic_i32, _wgslsmith_mod_i32(firstTrailingBit(global0.a).x, atomicLoad(&wg_atomic_i32)), -12665i).exchanged, true);
            var var_1 = _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global1[_wgslsmith_index_u32(44575u, 3u)].x, 1294f, -1486f, -673f))).x, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, -673f, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x), vec4<f32>(1222f, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1868f, global1[_wgslsmith_index_u32(1u, 3u)].x))).x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.c, 3u)].x)))))), vec4<f32>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -1000f, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global2[_wgslsmith_index_u32(0u, 3u)].x, -195f, global1[_wgslsmith_index_u32(30400u, 3u)].x), vec4<f32>(1427f, 1000f, global2[_wgslsmith_index_u32(4294967295u, 3u)].x, 1000f))))).x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(countTrailingZeros(builtin_workgroup_id).x - 34251u, 3u)].x)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(882f + 1000f))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1000f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(44310u, 3u)].x, global2[_wgslsmith_index_u32(70577u, 3u)].x, 1000f, 1368f), vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, -1000f, global2[_wgslsmith_index_u32(u_input.a, 3u)].x, 170f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(60417u, 3u)].x, global1[_wgslsmith_index_u32(38489u, 3u)].x, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global2[_wgslsmith_index_u32(u_input.a, 3u)].x)))).zw, all(select(vec4<bool>(var_0.x, var_0.x, true, var_0.x), vec4<bool>(false, var_0.x, var_0.x, false), vec4<bool>(var_0.x, var_0.x, var_0.x, var_0.x))))).x, global1[_wgslsmith_index_u32(countOneBits(countTrailingZeros(_wgslsmith_mod_vec3_u32(builtin_workgroup_id, vec3<u32>(1u, 20994u, builtin_num_workgroups.x)))).x, 3u)].x, global2[_wgslsmith_index_u32(max(clamp(~vec4<u32>(0u, 78277u, 1205u, builtin_global_invocation_id.x), vec4<u32>(u_input.c, builtin_workgroup_id.x, 4294967295u, builtin_global_invocation_id.x) << (vec4<u32>(0u, 6632u, 13934u, builtin_workgroup_id.x) % vec4<u32>(32u)), ~vec4<u32>(19766u, u_input.c, builtin_workgroup_id.x, 0u)), countLeadingZeros(vec4<u32>(builtin_workgroup_id.x, 63267u, 4294967295u, 31673u)) & firstLeadingBit(vec4<u32>(u_input.c, 0u, 101868u, u_input.c))).x, 3u)].x)));
        }
        default: {
            let var_0 = true;
            loop {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            }
        }
    }
    switch (atomicMax(&wg_atomic_i32, 2147483647i)) {
        case -5550i: {
        }
        default: {
            while (select(vec2<bool>(true, vec3<bool>(true, true, true).x), vec3<bool>(true, true, true).xz, vec2<bool>(true, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(countOneBits(vec4<u32>(4294967295u, 210u, builtin_num_workgroups.x, u_input.a)).x, 3u)].x) >= -1501f)).x) {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
                break;
            }
            if (false) {
                let var_0 = countTrailingZeros(select(vec4<u32>((builtin_workgroup_id.x << (0u % 32u)) | builtin_workgroup_id.x, ~(38588u << (builtin_global_invocation_id.x % 32u)), clamp(vec4<u32>(0u, 0u, builtin_num_workgroups.x, 0u), vec4<u32>(4294967295u, 1u, builtin_global_invocation_id.x, 12690u) * vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, 6820u, u_input.a), vec4<u32>(15995u, builtin_num_workgroups.x, 27529u, 6923u)).x, 1u), _wgslsmith_mod_vec4_u32(extractBits(firstLeadingBit(vec4<u32>(builtin_num_workgroups.x, 47159u, builtin_workgroup_id.x, u_input.c)), builtin_workgroup_id.x, 1u), vec4<u32>(builtin_global_invocation_id.x << (builtin_workgroup_id.x % 32u), min(vec2<u32>(18302u, 9436u), builtin_global_invocation_id.zx).x, builtin_workgroup_id.x, 9916u)), vec4<bool>(!atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, -10114i).exchanged, true, true, atomicCompareExchangeWeak(&wg_atomic_u32, 15531u, 1u).exchanged))).ww;
            }
        }
    }
    let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_div_f32(-324f, _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -116f))).x), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, -1930f), vec2<f32>(global1[_wgslsmith_index_u32(48517u, 3u)].x, global2[_wgslsmith_index_u32(12241u, 3u)].x))).x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(1u, 3u)].x * _wgslsmith_f_op_f32(-(-830f))), global2[_wgslsmith_index_u32(20985u, 3u)].x), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x + global1[_wgslsmith_index_u32(11745u, 3u)].x), _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.c, 3u)].x), -2289f, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(4294967295u, 3u)].x + 709f)), vec4<f32>(-1558f, global1[_wgslsmith_index_u32(builtin_num_workgroups.x & builtin_global_invocation_id.x, 3u)].x, _wgslsmith_f_op_f32(abs(315f)), _wgslsmith_f_op_f32(960f * global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1754f, 220f, 675f, global1[_wgslsmith_index_u32(4948u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-444f, -414f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global2[_wgslsmith_index_u32(6806u, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, 2092f, global2[_wgslsmith_index_u32(75813u, 3u)].x, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x) * vec4<f32>(1000f, global2[_wgslsmith_index_u32(4316u, 3u)].x, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 121f))), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-539f, global1[_wgslsmith_index_u32(17208u, 3u)].x, global1[_wgslsmith_index_u32(22149u, 3u)].x, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(326f, 1665f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -1089f))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(39966u, 3u)].x, 1000f, -461f) + vec4<f32>(-260f, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global1[_wgslsmith_index_u32(1u, 3u)].x, 858f)))) * vec4<f32>(global1[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(global1[_wgslsmith_index_u32(97239u, 3u)].x, -822f, global2[_wgslsmith_index_u32(0u, 3u)].x))).x, global2[_wgslsmith_index_u32(~27139u, 3u)].x, -347f)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(-265f, -118f, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 1045f) - vec4<f32>(-356f, -500f, global2[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(0u, 3u)].x)))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(u_input.c, 3u)].x, global2[_wgslsmith_index_u32(26071u, 3u)].x, global2[_wgslsmith_index_u32(0u, 3u)].x, global1[_wgslsmith_index_u32(u_input.c, 3u)].x), vec4<f32>(global2[_wgslsmith_index_u32(5351u, 3u)].x, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 597f)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(saturate(-170f)), global1[_wgslsmith_index_u32(~66777u, 3u)].x, global1[_wgslsmith_index_u32(~builtin_workgroup_id.x, 3u)].x, 594f) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-630f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 370f, -498f), vec4<f32>(global1[_wgslsmith_index_u32(97425u, 3u)].x, -653f, -1111f, global1[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(global2[_wgslsmith_index_u32(0u, 3u)].x, -596f, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, -589f))))))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1063f, global1[_wgslsmith_index_u32(1u, 3u)].x, -435f, -1028f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(498f, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global1[_wgslsmith_index_u32(31756u, 3u)].x) + vec4<f32>(-386f, 128f, -2858f, -1712f))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(37102u, 3u)].x * 636f), 160f, 1131f, _wgslsmith_f_op_f32(-(-452f))) - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-2161f, global1[_wgslsmith_index_u32(1413u, 3u)].x, global2[_wgslsmith_index_u32(u_input.c, 3u)].x, -421f))), _wgslsmith_div_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(1u, 3u)].x, global2[_wgslsmith_index_u32(1u, 3u)].x, 1488f, -1630f), vec4<f32>(236f, global1[_wgslsmith_index_u32(0u, 3u)].x, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global2[_wgslsmith_index_u32(4294967295u, 3u)].x)))))));
    if (1u >= max(~_wgslsmith_mod_vec4_u32(vec4<u32>(61980u, 11298u, builtin_num_workgroups.x, 0u), vec4<u32>(57164u, 44512u, 40739u, 65714u)) >> ((vec4<u32>(builtin_global_invocation_id.x, builtin_global_invocation_id.x, 0u, builtin_global_invocation_id.x) * vec4<u32>(0u, builtin_workgroup_id.x, 16339u, u_input.c)) % vec4<u32>(32u)), vec4<u32>(~1u, max(builtin_global_invocation_id.yy, builtin_global_invocation_id.xx).x >> (builtin_global_invocation_id.x % 32u), ~builtin_workgroup_id.x, 36019u + builtin_num_workgroups.x)).x) {
        ((global1)[_wgslsmith_index_u32(1u, 3u)]).x = 551f;
    }
    while (94761i != atomicCompareExchangeWeak(&wg_atomic_i32, extractBits(_wgslsmith_mod_vec3_i32(global0.a.wxy, vec3<i32>(1i, -19433i, i32(-2147483648))) | firstTrailingBit(global0.a).xww, builtin_num_workgroups.x, countOneBits(vec2<u32>(u_input.a, u_input.c)).x).x, select(-global0.a.www, reverseBits(vec3<i32>(global0.a.x, global0.a.x, global0.a.x)), builtin_global_invocation_id.x > builtin_num_workgroups.x).x - select(~vec2<i32>(global0.a.x, global0.a.x), max(global0.a.wxz, vec3<i32>(u_input.b, u_input.b, global0.a.x)).yx, vec2<bool>(true, true)).x).old_value) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        break;
    }
    global0 = Struct_4(select(~(vec4<i32>(global0.a.x, global0.a.x, global0.a.x, 23870i) / ~global0.a), ~vec4<i32>(-62041i, 2147483647i, 16289i, 1i), atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 1u).exchanged));
    let var_1 = ~(~(~builtin_global_invocation_id));
    let x = u_input.a;
    s_output = StorageBuffer(vec3<i32>(_wgslsmith_mod_i32(global0.a.x, global0.a.x) - select(global0.a, global0.a, vec4<bool>(true, false, false, true)).x, -1i & ~u_input.b, ~(-38521i << (u_input.c % 32u))) | (global0.a.xzy / _wgslsmith_mod_vec3_i32(-vec3<i32>(u_input.b, 32813i, global0.a.x), max(vec4<i32>(-3212i, global0.a.x, global0.a.x, global0.a.x), global0.a).yxw)));
}

