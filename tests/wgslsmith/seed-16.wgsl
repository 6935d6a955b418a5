// {"0:0":[3,103,238,129,158,100,20,23,198,51,5,28,183,125,47,97,28,139,139,227,112,73,147,114,193,132,231,16,212,120,42,26,80,105,191,186,23,145,161,30,38,38,191,206,131,240,92,182,144,130,109,111,156,120,197,4,148,45,238,231,34,70,228,229]}
// Seed: 16

struct Struct_1 {
    @align(32)
    @size(20)
    a: vec2<i32>,
    @size(16)
    b: i32,
    @align(16)
    c: i32,
    d: vec2<u32>,
    e: u32,
}

struct Struct_2 {
    @align(16)
    @size(72)
    a: mat4x3<f32>,
    b: i32,
}

struct Struct_3 {
    @size(4)
    a: bool,
    @size(8)
    b: bool,
}

struct Struct_4 {
    a: mat4x3<f32>,
    @align(8)
    @size(12)
    b: Struct_3,
}

struct Struct_5 {
    a: mat2x2<f32>,
    @size(24)
    b: vec2<bool>,
    @align(32)
    c: vec2<f32>,
    d: mat3x2<f32>,
}

struct UniformBuffer {
    @align(8)
    a: vec2<u32>,
    b: vec4<u32>,
    @align(16)
    @size(16)
    c: vec4<i32>,
    d: vec3<i32>,
    e: i32,
}

struct StorageBuffer {
    @size(32)
    a: mat4x2<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: mat2x2<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 25>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn func_5() -> Struct_4 {
    for (var var_0: i32; (var_0 < 32962i); var_0 = _wgslsmith_mod_i32(u_input.c.x & u_input.d.x, firstLeadingBit(vec4<i32>(-(-u_input.e), ~(-13245i), atomicOr(&wg_atomic_i32, ~0i), 1i)).x)) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        switch (~(-1i)) {
            case 61811i: {
                var_0 = firstTrailingBit(u_input.d.x);
                var_0 = ~(-(i32(-2147483648)) << (u_input.a.x % 32u));
                var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(300f, global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-1547f, 1264f, -1111f) * vec3<f32>(-676f, -122f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))))).yz), global0[_wgslsmith_index_u32(u_input.b.x, 2u)], vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~u_input.b.x, 2u)].x) - 1208f), _wgslsmith_f_op_f32(-(-1096f))));
            }
            case -30856i: {
                var_0 = 10054i;
                global0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(427f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1000f), vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 769f, global0[_wgslsmith_index_u32(1u, 2u)].x), false)).yx)) - _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1623f, -588f, -1000f, -389f) - vec4<f32>(-939f, 1000f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 138f)))).xxy)).yy), _wgslsmith_div_vec2_f32(global0[_wgslsmith_index_u32(41641u, 2u)], global0[_wgslsmith_index_u32(u_input.b.x, 2u)]));
                break;
            }
            case 42405i: {
                var var_1 = Struct_3(true, u_input.b.x >= 1u);
                break;
            }
            default: {
                global0 = mat2x2<f32>(_wgslsmith_div_vec2_f32(global0[_wgslsmith_index_u32(~u_input.a.x, 2u)], global0[_wgslsmith_index_u32(~(~44937u), 2u)]), global0[_wgslsmith_index_u32(firstTrailingBit(countTrailingZeros(vec2<u32>(75134u, ~6195u)).x), 2u)]);
                let var_1 = u_input.e;
                let var_2 = ~(~(~vec3<u32>(u_input.a.x, 4294967295u, u_input.b.x)) * ~(~u_input.b.xyw * (vec3<u32>(u_input.a.x, u_input.a.x, u_input.b.x) << (vec3<u32>(0u, u_input.a.x, 0u) % vec3<u32>(32u)))));
            }
        }
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            continue;
        }
    }
    global0 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(4294967295u, 2u)].x - 1023f), global0[_wgslsmith_index_u32(abs(1u), 2u)].x))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, -2215f))).x)), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x) - vec4<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -288f, global0[_wgslsmith_index_u32(0u, 2u)].x)))).xwx))).zz);
    (global0)[_wgslsmith_index_u32(~(~countTrailingZeros(u_input.b.xzz).x), 2u)] = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(global0[_wgslsmith_index_u32(31737u, 2u)], vec2<f32>(global0[_wgslsmith_index_u32(19539u, 2u)].x, -844f)))));
    if (~u_input.b.x >= ~(min(u_input.b, u_input.b & vec4<u32>(33726u, 25499u, 54526u, 9176u)).x | ~(~22318u))) {
        (global0)[_wgslsmith_index_u32(u_input.b.x, 2u)] = vec2<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-943f))));
        if (!(!atomicCompareExchangeWeak(&wg_atomic_u32, 31150u, ~u_input.a.x).exchanged)) {
            ((global0)[_wgslsmith_index_u32(u_input.a.x, 2u)]).x = global0[_wgslsmith_index_u32(max(min(u_input.b / countLeadingZeros(vec4<u32>(13120u, u_input.b.x, u_input.a.x, u_input.a.x)), max(countTrailingZeros(u_input.b) * (u_input.b << (vec4<u32>(u_input.b.x, 20740u, u_input.b.x, 28560u) % vec4<u32>(32u))), vec4<u32>(u_input.a.x, 1u, u_input.b.x, ~u_input.b.x))), vec4<u32>(u_input.a.x, ~4294967295u / 46352u, 4294967295u, u_input.a.x)).x, 2u)].x;
            let var_0 = _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(extractBits(abs(u_input.b).x, 20465u, clamp(u_input.b.yy, vec2<u32>(54551u, u_input.b.x), u_input.b.yz).x) ^ (1u << (u_input.a.x % 32u)), 2u)].x, 1591f, global0[_wgslsmith_index_u32(clamp(countTrailingZeros(u_input.a).x, u_input.b.x - u_input.b.x, 1u), 2u)].x, global0[_wgslsmith_index_u32(clamp(u_input.b.zzw, u_input.b.yzx, u_input.b.wwy).x, 2u)].x));
            var var_1 = Struct_1(_wgslsmith_mod_vec2_i32(vec2<i32>(countOneBits(u_input.e) / u_input.c.x, u_input.c.x * ~(-8143i)), ~(~(u_input.c.zz & vec2<i32>(u_input.e, 76702i)))), insertBits(-u_input.c, ~vec4<i32>(u_input.c.x, u_input.c.x, -1i, 5273i) ^ vec4<i32>(-51789i, u_input.e, 0i, -82596i), ~1u << ((u_input.a.x ^ 1u) % 32u), ~u_input.b.x).x - u_input.c.x, 1i, select(countTrailingZeros(u_input.b).zyx, ~vec3<u32>(~0u, ~0u, ~1u), vec3<bool>(false, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(44380u, 2u)].x) == var_0.x, true)).yy, ~(~max(~vec4<u32>(4294967295u, 1u, 1u, u_input.a.x), select(vec4<u32>(u_input.a.x, 12061u, 0u, 14951u), vec4<u32>(u_input.a.x, u_input.a.x, 43892u, u_input.b.x), true)).x));
            var var_2 = Struct_3(true, true);
            var var_3 = (u_input.a.x / firstLeadingBit(min(min(vec4<u32>(4294967295u, 89245u, 1u, u_input.a.x), u_input.b), u_input.b).wz).x) + ~firstTrailingBit(~(vec4<u32>(1u, u_input.b.x, u_input.b.x, 1u) / u_input.b)).x;
        } else if (select(vec4<bool>(true, select(vec4<bool>(any(vec4<bool>(true, true, false, true)), 0u <= u_input.a.x, true, false), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)).x, true, false), vec4<bool>(true, true, true, true), vec4<bool>(true, true, all(vec3<bool>(true, true, true)), false)).x) {
            var var_0 = mat4x3<f32>(vec3<f32>(182f, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1000f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))), vec4<f32>(_wgslsmith_f_op_f32(-497f + global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_div_f32(2144f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_f32(453f - global0[_wgslsmith_index_u32(1u, 2u)].x), global0[_wgslsmith_index_u32(4294967295u, 2u)].x))), global0[_wgslsmith_index_u32(~u_input.b.x << (u_input.a.x % 32u), 2u)].x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(trunc(global0[_wgslsmith_index_u32(4294967295u, 2u)])).x, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 781f, 1000f, -138f), vec4<f32>(-551f, 1848f, -734f, 896f), vec4<bool>(true, true, true, false))).x, _wgslsmith_f_op_f32(192f + -819f), global0[_wgslsmith_index_u32(clamp(u_input.b, vec4<u32>(6210u, 1184u, 30130u, 9894u), vec4<u32>(u_input.a.x, 1u, u_input.b.x, u_input.b.x)).x, 2u)].x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, -1516f, 379f, -186f) * vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -797f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1000f, 610f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)))))).xzw, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(10413u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(8878u, 2u)].x)) * vec3<f32>(-710f, 739f, -124f))))), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(913f, -1000f, -894f)))))));
            return Struct_4(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-503f, -1281f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -272f)))).wwx), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1612f, global0[_wgslsmith_index_u32(1u, 2u)].x, -517f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))).wxw), var_0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 1u), 4u)], vec3<f32>(949f, global0[_wgslsmith_index_u32(abs(~u_input.a).x, 2u)].x, 1069f)), Struct_3(false, true));
        } else if (true == any(vec4<bool>(true, _wgslsmith_f_op_vec2_f32(exp(global0[_wgslsmith_index_u32(u_input.b.x, 2u)])).x >= _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), true, true))) {
            var var_0 = Struct_3(all(vec4<bool>(true, true, true, true)), false);
            var var_1 = Struct_5(mat2x2<f32>(vec2<f32>(-866f, _wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(-1105f), 676f, all(vec4<bool>(var_0.a, false, var_0.a, var_0.a))))), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(45275u, 2u)].x, global0[_wgslsmith_index_u32(31498u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(4067u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -854f))).x, _wgslsmith_f_op_f32(-1455f), -1000f))).yz), select(vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, 1u, u_input.b.x).exchanged, select(select(vec4<bool>(false, var_0.b, var_0.a, var_0.a), vec4<bool>(true, true, true, var_0.b), vec4<bool>(false, var_0.a, false, true)), select(vec4<bool>(var_0.a, var_0.b, var_0.b, true), vec4<bool>(var_0.a, true, true, false), var_0.a), atomicCompareExchangeWeak(&wg_atomic_u32, 1u, u_input.a.x).exchanged).x, false), select(select(vec3<bool>(var_0.b, var_0.b, var_0.b), !vec3<bool>(false, var_0.a, false), false), vec3<bool>(var_0.a, !var_0.b, false), select(!vec4<bool>(false, var_0.b, true, var_0.b), select(vec4<bool>(var_0.b, true, var_0.a, false), vec4<bool>(var_0.b, var_0.b, var_0.a, var_0.b), false), !vec4<bool>(var_0.b, var_0.b, var_0.a, var_0.b)).x), vec3<bool>(-317f >= _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(33491u, 2u)].x + -632f), var_0.a, select(vec2<bool>(var_0.a, var_0.b), vec2<bool>(var_0.b, var_0.a), vec2<bool>(false, false)).x && var_0.a)).zy, global0[_wgslsmith_index_u32(u_input.a.x, 2u)], mat3x2<f32>(_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, -899f))), vec2<f32>(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(54967u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(63505u, 2u)].x, 1592f), vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 644f, -1069f))).xz)).x, global0[_wgslsmith_index_u32(select(u_input.b, u_input.b, var_0.b).x + 23897u, 2u)].x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x) * vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(33656u, 2u)].x, -936f)), vec4<f32>(-1067f, global0[_wgslsmith_index_u32(0u, 2u)].x, -291f, 1000f), vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(3863u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x))).zy)));
            (var_0).b = var_0.b;
            var var_2 = Struct_2(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -713f))).x + _wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_1.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_1.a[_wgslsmith_index_u32(42134u, 2u)].x, -483f))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-851f))), vec3<f32>(3509f, -641f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(firstTrailingBit(u_input.a).x, 2u)].x)), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(15255u, 2u)].x), -1000f) - _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(12914u, 2u)].x, -1631f, 143f) * vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 268f, -191f)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, 2421f, var_1.c.x, var_1.d[_wgslsmith_index_u32(u_input.a.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(1000f, -903f, var_1.d[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))).xww), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(818f, -842f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec3<f32>(-1010f, 1875f, -325f))) - _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.d[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x) + vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_1.a[_wgslsmith_index_u32(11257u, 2u)].x, -1240f))) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(-159f, -704f, 744f)))), max(-u_input.c.zzy, sign(~u_input.c).xzy).x);
            let var_3 = ~u_input.b;
        } else {
            let var_0 = true;
            let var_1 = countOneBits(min(~(~(~u_input.b)), abs(clamp(u_input.b, u_input.b, max(u_input.b, u_input.b))))).xz;
            ((global0)[_wgslsmith_index_u32(abs(extractBits(firstTrailingBit(u_input.a), 0u, u_input.a.x)).x + 42301u, 2u)]).x = global0[_wgslsmith_index_u32(countTrailingZeros(var_1).x, 2u)].x;
            ((global0)[_wgslsmith_index_u32(4294967295u, 2u)]).x = global0[_wgslsmith_index_u32(reverseBits(~max(~u_input.a, var_1)).x, 2u)].x;
        }
        for (var var_0: i32; var_0 != i32(-2147483648); var_0 += 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            continue;
        }
        if (true) {
            ((global0)[_wgslsmith_index_u32(u_input.a.x, 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 306f) * vec3<f32>(1105f, 2133f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(46541u, 2u)].x, 703f, -674f)) * _wgslsmith_div_vec3_f32(vec3<f32>(-385f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1105f), vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -523f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(35599u, 2u)].x)) - vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1000f, 458f)))).x)));
            var var_0 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1f, 1f, 1f)))) * _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1000f, -411f, -366f) + vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -492f, -1160f, global0[_wgslsmith_index_u32(1u, 2u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0[_wgslsmith_index_u32(28530u, 2u)].x, -1694f, -1000f, -842f)))), true)).xyx), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(1399f, -482f, 884f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1520f, global0[_wgslsmith_index_u32(1u, 2u)].x, -673f, -747f), vec4<f32>(global0[_wgslsmith_index_u32(7861u, 2u)].x, -2466f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 233f), false))))))).zwy, vec3<f32>(global0[_wgslsmith_index_u32(countLeadingZeros(~(vec2<u32>(30831u, 20743u) / vec2<u32>(15418u, u_input.b.x))).x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1067f, 541f))))).x), -899f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1000f), _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global0[_wgslsmith_index_u32(670u, 2u)].x, -2101f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x), vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -132f), vec3<f32>(-1202f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 382f))))) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(2151f, global0[_wgslsmith_index_u32(38660u, 2u)].x, -556f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) - vec4<f32>(-1931f, global0[_wgslsmith_index_u32(72934u, 2u)].x, global0[_wgslsmith_index_u32(109700u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)))).xyz)));
        } else if (((~u_input.a.x >> (55156u % 32u)) < 68061u)) {
            let var_0 = Struct_1(reverseBits((u_input.c.ww << (u_input.a % vec2<u32>(32u))) * vec2<i32>(u_input.e, 40100i)) | u_input.c.xx, u_input.e & firstTrailingBit(atomicExchange(&wg_atomic_i32, extractBits(u_input.c.x, 4294967295u, u_input.b.x))), _wgslsmith_mod_i32(u_input.d.x, ~(~u_input.c.x)), vec2<u32>(u_input.b.x, 4294967295u * (~u_input.b.x ^ insertBits(u_input.b, vec4<u32>(u_input.b.x, 1u, u_input.a.x, 0u), u_input.b.x, u_input.a.x).x)), u_input.b.x << (countOneBits(_wgslsmith_mod_u32(u_input.b.x, 11155u) * ~u_input.a.x) % 32u));
            ((global0)[_wgslsmith_index_u32(15804u, 2u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(-342f, 1000f), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(-338f, 1049f, -169f, global0[_wgslsmith_index_u32(0u, 2u)].x) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(25119u, 2u)].x, global0[_wgslsmith_index_u32(var_0.e, 2u)].x, 1273f, global0[_wgslsmith_index_u32(12935u, 2u)].x))))).zw)).x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_0.e, 2u)].x) - _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(4294967295u, 2u)].x - -735f)) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(vec4<f32>(global0[_wgslsmith_index_u32(var_0.e, 2u)].x, 1761f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 459f), vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(var_0.d.x, 2u)].x, -875f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))) - _wgslsmith_f_op_vec3_f32(max(vec3<f32>(global0[_wgslsmith_index_u32(38439u, 2u)].x, -1000f, global0[_wgslsmith_index_u32(6837u, 2u)].x), vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(50138u, 2u)].x, 393f))).x))));
            ((global0)[_wgslsmith_index_u32(var_0.e, 2u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(var_0.d.x, 2u)].x, global0[_wgslsmith_index_u32(49262u, 2u)].x, global0[_wgslsmith_index_u32(43014u, 2u)].x)))))).x + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1000f * 1270f)));
        } else {
            ((global0)[_wgslsmith_index_u32(36306u, 2u)]).x = _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x);
        }
        ((global0)[_wgslsmith_index_u32(countLeadingZeros(~(vec2<u32>(u_input.b.x << (u_input.b.x % 32u), u_input.b.x) + insertBits(u_input.b.wxy, vec3<u32>(0u, 1u, u_input.a.x) & vec3<u32>(u_input.a.x, 0u, u_input.b.x), u_input.b.x | u_input.a.x, countOneBits(u_input.a.x)).xz)).x, 2u)]).x = -784f;
    }
    while ((~u_input.a.x < u_input.b.x)) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
    }
    return Struct_4(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0[_wgslsmith_index_u32(8149u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 768f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))).yww), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-173f) - _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(634f, -831f))).x), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-329f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1000f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec4<f32>(-329f, -1164f, 1143f, global0[_wgslsmith_index_u32(15181u, 2u)].x), vec4<bool>(true, true, false, true))).x, global0[_wgslsmith_index_u32(min(vec3<u32>(4294967295u, u_input.a.x, 1u), u_input.b.xww).x, 2u)].x, -791f)), global0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 6536u) | ~19099u, 2u)].x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(36376u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) - vec3<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, 1000f, -1908f)))), _wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_vec2_f32(sign(global0[_wgslsmith_index_u32(u_input.a.x, 2u)])).x) * _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-vec3<f32>(308f, global0[_wgslsmith_index_u32(30102u, 2u)].x, -277f)))))), Struct_3(true, true));
}

fn func_4() -> Struct_5 {
    var var_0 = func_5();
    let var_1 = (-insertBits(abs(u_input.c).wx, vec2<i32>(u_input.e, u_input.e), u_input.a.x, u_input.b.x).x + ~u_input.e) == atomicExchange(&wg_atomic_i32, ~(-11362i));
    if (insertBits(~0u, u_input.a.x, 97729u << (reverseBits(vec2<u32>(4294967295u, u_input.b.x)).x % 32u), u_input.b.x) >= ~firstLeadingBit(~vec4<u32>(u_input.b.x, u_input.b.x, 3995u, 1u)).x) {
    } else if (true) {
        for (; ; ) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            (((var_0).a)[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, ~(~(~u_input.b.x) << (dot(u_input.a, firstLeadingBit(vec3<u32>(u_input.b.x, u_input.b.x, 14571u)).zx) % 32u))), 4u)]).x = global0[_wgslsmith_index_u32(5688u, 2u)].x;
        }
        var var_2 = vec2<f32>(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_0.a[_wgslsmith_index_u32(u_input.b.x, 4u)] * var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)])))).x)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 2u)].x), var_0.a[_wgslsmith_index_u32(u_input.b.x ^ u_input.a.x, 4u)].x));
        while (false) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            break;
        }
        var var_3 = ~(reverseBits(u_input.a).x * 1u);
    }
    loop {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
    }
    var var_2 = _wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)]);
    return Struct_5(mat2x2<f32>(var_0.a[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a.x & ~u_input.b.x, 88809u), 4u)].zz, var_2.yx), vec2<bool>(false, true), vec2<f32>(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0[_wgslsmith_index_u32(30906u, 2u)].x, 844f, var_2.x, var_2.x))).xzw))).x, 1156f), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(-606f, _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(var_0.a[_wgslsmith_index_u32(1u, 4u)].x, var_2.x))).x))), var_2.yy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(140f, var_0.a[_wgslsmith_index_u32(u_input.b.x, 4u)].x)))))));
}

fn func_3(arg_0: mat4x3<f32>, arg_1: bool, arg_2: i32, arg_3: Struct_5) -> mat4x4<f32> {
    let var_0 = func_5().a;
    let var_1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(vec4<f32>(-1240f, arg_3.d[_wgslsmith_index_u32(1u, 3u)].x, 493f, 1257f), vec4<f32>(1000f, -734f, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x, arg_3.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-893f, 689f, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -517f))))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -829f, 409f, arg_3.d[_wgslsmith_index_u32(u_input.a.x, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(1000f + var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x), 365f, -468f, _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(-555f, global0[_wgslsmith_index_u32(0u, 2u)].x))).x), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_3.d[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -1014f, -1209f, -562f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x))))))), vec4<f32>(global0[_wgslsmith_index_u32(firstLeadingBit(reverseBits(vec2<u32>(120669u, u_input.a.x))).x, 2u)].x, 1850f, arg_0[_wgslsmith_index_u32(4294967295u * 0u, 4u)].x, -1472f), vec4<f32>(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x), _wgslsmith_f_op_f32(-1684f), _wgslsmith_f_op_f32(-628f)))).x, arg_3.d[_wgslsmith_index_u32(countTrailingZeros(u_input.a).x, 3u)].x, arg_3.d[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_vec2_f32(min(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(1607u, 2u)]), var_0[_wgslsmith_index_u32(countTrailingZeros(u_input.b).x, 4u)].xz), global0[_wgslsmith_index_u32(reverseBits(u_input.b).x >> (0u % 32u), 2u)])).x));
    var var_2 = Struct_1(vec2<i32>(arg_2, max(vec2<i32>(16929i, -1i), vec2<i32>(-2423i, arg_2)).x << (countOneBits(u_input.b - vec4<u32>(u_input.a.x, u_input.a.x, 1u, u_input.a.x)).x % 32u)), 1i, -atomicXor(&wg_atomic_i32, atomicMax(&wg_atomic_i32, u_input.d.x)), u_input.a, u_input.a.x);
    for (var var_3 = 54346i; ; var_3 -= 1i) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    switch (arg_2 / atomicOr(&wg_atomic_i32, atomicAnd(&wg_atomic_i32, -13025i / var_2.c) * 54888i)) {
        case 2147483647i: {
        }
        case -20914i: {
            while (false) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            }
            let var_3 = Struct_3(!any(select(!vec4<bool>(false, false, true, arg_3.b.x), vec4<bool>(arg_3.b.x, false, false, true), select(vec4<bool>(true, true, true, false), vec4<bool>(true, true, arg_1, arg_3.b.x), vec4<bool>(arg_3.b.x, arg_1, true, false)))), arg_3.b.x);
            if (true) {
                var var_4 = sign(vec4<i32>(-1i, arg_2 + -(2147483647i ^ u_input.e), ~(reverseBits(u_input.c).x << (u_input.a.x % 32u)), -reverseBits(-7803i))).x;
                let var_5 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(clamp(arg_3.c, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1190f, -924f) + global0[_wgslsmith_index_u32(u_input.b.x, 2u)]) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(1227f, arg_3.a[_wgslsmith_index_u32(23019u, 2u)].x)))), var_0[_wgslsmith_index_u32(1u, 4u)].yz)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x), arg_0[_wgslsmith_index_u32(0u, 4u)].x))) + arg_3.d[_wgslsmith_index_u32(~var_2.e, 3u)]), _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(var_2.d.x, 4u)].xy, func_5().a[_wgslsmith_index_u32(0u * ~(~var_2.d.x), 4u)].zz), vec2<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_1[_wgslsmith_index_u32(var_2.e, 4u)] * var_1[_wgslsmith_index_u32(1u, 4u)])))).x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~_wgslsmith_mod_u32(4294967295u, u_input.a.x), 2u)].x + -586f)));
                var var_6 = select(abs(u_input.b).yy, ~(~insertBits(vec2<u32>(76516u, 22505u), var_2.d, 0u, var_2.d.x)) << (u_input.b.ww % vec2<u32>(32u)), true);
                (var_2).c = countLeadingZeros(-(~(~u_input.c.zwy))).x;
                let var_7 = func_4().d;
            } else if (arg_3.b.x) {
                var var_4 = !vec2<bool>(var_3.a, !var_3.a);
                let var_5 = ~vec4<u32>(1u, (4294967295u >> ((u_input.a.x >> (var_2.e % 32u)) % 32u)) - extractBits(vec2<u32>(24432u, 4294967295u), dot(vec2<u32>(0u, var_2.e), vec2<u32>(u_input.a.x, u_input.a.x)), 4294967295u).x, ~1469u, ~(~u_input.b.x * 1u));
                let var_6 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(select(vec2<u32>(1u, u_input.a.x), vec2<u32>(27124u, 31111u), false).x, 4u)] * _wgslsmith_f_op_vec3_f32(max(vec3<f32>(var_1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, arg_3.a[_wgslsmith_index_u32(var_2.d.x, 2u)].x, -158f), vec3<f32>(-1000f, -717f, var_0[_wgslsmith_index_u32(var_2.d.x, 4u)].x)))))));
                let var_7 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_6.x, var_1[_wgslsmith_index_u32(var_2.d.x, 4u)].x, -280f, arg_3.c.x)))).ywy))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1510f))), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(802f, global0[_wgslsmith_index_u32(18706u, 2u)].x, var_1[_wgslsmith_index_u32(0u, 4u)].x, 155f))).x, var_1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 14638u << (var_2.e % 32u)), 4u)].x) - _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-402f, 473f, 781f), arg_0[_wgslsmith_index_u32(1u, 4u)])), vec3<f32>(global0[_wgslsmith_index_u32(var_2.e, 2u)].x, arg_0[_wgslsmith_index_u32(reverseBits(u_input.b.zyy).x, 4u)].x, _wgslsmith_f_op_f32(-var_6.x)))), vec3<f32>(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(-597f, _wgslsmith_f_op_f32(-297f)), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(var_6.x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 367f))).zz)).x, _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_6 + vec3<f32>(var_6.x, arg_3.c.x, -495f)) - vec3<f32>(2186f, 134f, 122f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(var_1[_wgslsmith_index_u32(var_5.x, 4u)], vec4<f32>(var_6.x, -688f, -160f, 227f), vec4<bool>(false, var_4.x, arg_3.b.x, false))).yxw - _wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(48666u, 2u)].x, 1187f, arg_0[_wgslsmith_index_u32(85662u, 4u)].x) - vec3<f32>(arg_0[_wgslsmith_index_u32(var_5.x, 4u)].x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, global0[_wgslsmith_index_u32(32103u, 2u)].x))))).x, _wgslsmith_f_op_f32(-494f)));
                let var_8 = func_5().b;
            } else if (true) {
                let var_4 = vec3<i32>(var_2.c, -55189i, 32268i >> (1u % 32u));
                (global0)[_wgslsmith_index_u32(971u, 2u)] = _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(saturate(var_0[_wgslsmith_index_u32(var_2.e | 1u, 4u)])))).yz;
                let var_5 = -778f;
                var var_6 = vec4<i32>(~20298i, ~arg_2, arg_2 + atomicAnd(&wg_atomic_i32, extractBits(-26789i, 4294967295u, u_input.a.x)), -21927i) ^ vec4<i32>(abs(min(u_input.d, u_input.d) - vec3<i32>(u_input.d.x, 11125i, arg_2)).x, -5493i, -(arg_2 + -32772i), 2147483647i << (u_input.b.x % 32u));
                var var_7 = countOneBits(~(~vec2<u32>(u_input.a.x, var_2.d.x)));
            }
            for (var var_4 = -45483i; arg_1; ((global0)[_wgslsmith_index_u32(~atomicOr(&wg_atomic_u32, 4294967295u) ^ 62976u, 2u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-644f) * 405f) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x + 764f))))) * _wgslsmith_f_op_f32(dot(vec2<f32>(1000f, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(exp2(var_1[_wgslsmith_index_u32(u_input.a.x, 4u)])))).x), vec2<f32>(1724f, _wgslsmith_f_op_f32(980f - _wgslsmith_f_op_f32(arg_3.a[_wgslsmith_index_u32(59014u, 2u)].x * 1407f))))))) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            }
        }
        default: {
            switch (var_2.c) {
                case 11604i: {
                    let var_3 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(_wgslsmith_f_op_f32(-2034f), _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(ceil(var_1[_wgslsmith_index_u32(1u, 4u)])).x, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-356f, -2280f, -430f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).zy - _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(var_2.e, 4u)].yz))))), global0[_wgslsmith_index_u32(u_input.b.x << (firstTrailingBit(~vec2<u32>(4294967295u, u_input.b.x)).x % 32u), 2u)], vec2<f32>(var_1[_wgslsmith_index_u32((1u / ~u_input.a.x) | (max(vec4<u32>(u_input.b.x, var_2.d.x, u_input.a.x, var_2.d.x), vec4<u32>(27071u, 23896u, var_2.d.x, 52039u)).x + atomicXor(&wg_atomic_u32, 17485u)), 4u)].x, _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(736f, _wgslsmith_f_op_f32(-798f - arg_0[_wgslsmith_index_u32(53626u, 4u)].x), _wgslsmith_f_op_f32(-(-128f))))).x), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(15726u, 4u)].x, global0[_wgslsmith_index_u32(var_2.d.x, 2u)].x, 130f) + var_0[_wgslsmith_index_u32(var_2.d.x, 4u)]), vec3<f32>(-971f, global0[_wgslsmith_index_u32(var_2.d.x, 2u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x))))).xy);
                    var_2 = Struct_1(-vec2<i32>(~45682i, 0i), var_2.a.x, ~2147483647i, countLeadingZeros(_wgslsmith_mod_vec2_u32(vec2<u32>(46428u, 4294967295u) | vec2<u32>(20081u, var_2.e), var_2.d) >> (var_2.d % vec2<u32>(32u))), ((atomicSub(&wg_atomic_u32, 0u) ^ (var_2.d.x >> (102463u % 32u))) ^ insertBits(1u, atomicMax(&wg_atomic_u32, 4294967295u), _wgslsmith_mod_u32(1u, var_2.d.x), 0u)) * min(var_2.d.x, (u_input.b.x << (1u % 32u)) & _wgslsmith_mod_u32(u_input.b.x, 53569u)));
                    (var_2).b = abs(countTrailingZeros(vec4<i32>(dot(u_input.d + u_input.d, vec3<i32>(1i, arg_2, arg_2)), 0i, var_2.a.x, 2147483647i)).x);
                    let var_4 = 40726u;
                }
                case -41812i: {
                    var var_3 = Struct_4(mat4x3<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-656f, var_1[_wgslsmith_index_u32(var_2.e, 4u)].x, -979f, -782f), var_1[_wgslsmith_index_u32(4294967295u, 4u)]))))).yww, vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(var_0[_wgslsmith_index_u32(var_2.d.x, 4u)].x, 238f), _wgslsmith_f_op_vec2_f32(ceil(global0[_wgslsmith_index_u32(var_2.e, 2u)])), arg_3.a[_wgslsmith_index_u32(~u_input.a.x, 2u)])).x, var_0[_wgslsmith_index_u32(66523u, 4u)].x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 4294967295u), 4u)].x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(98892u, 4u)].wzy))), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, _wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 1074f, -260f, -2123f), var_1[_wgslsmith_index_u32(u_input.b.x, 4u)])).x, arg_3.c.x) * arg_0[_wgslsmith_index_u32(1u, 4u)])), Struct_3(true, (!arg_3.b.x & arg_1) & !(!arg_1)));
                }
                default: {
                    let var_3 = var_0;
                    var var_4 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_div_vec4_f32(vec4<f32>(249f, -1000f, var_1[_wgslsmith_index_u32(var_2.d.x, 4u)].x, global0[_wgslsmith_index_u32(0u | u_input.a.x, 2u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-499f, arg_0[_wgslsmith_index_u32(var_2.e, 4u)].x, 702f, -825f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-671f, 519f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(u_input.b.x, 4u)].x) - var_1[_wgslsmith_index_u32(var_2.e, 4u)]), _wgslsmith_div_vec4_f32(var_1[_wgslsmith_index_u32(u_input.a.x, 4u)], var_1[_wgslsmith_index_u32(4294967295u, 4u)])))), var_1[_wgslsmith_index_u32(~_wgslsmith_mod_u32(atomicAdd(&wg_atomic_u32, 0u), ~u_input.a.x) - abs(vec3<u32>(u_input.a.x, var_2.e, 4294967295u) + vec3<u32>(var_2.d.x, 4294967295u, u_input.b.x)).x, 4u)], _wgslsmith_f_op_vec4_f32(-var_1[_wgslsmith_index_u32(var_2.e, 4u)]));
                }
            }
            for (var var_3: i32; ; var_2 = Struct_1(select(~(~(~u_input.c)), -vec4<i32>(~u_input.e, min(u_input.c.zz, u_input.c.wx).x, -60388i, 1i), !arg_1).wz, (~var_2.a.x >> (u_input.a.x % 32u)) << (4294967295u % 32u), atomicMax(&wg_atomic_i32, ~u_input.c.x / min(-u_input.d.zz, vec2<i32>(0i, 3511i)).x), var_2.d, ~(select(~vec2<u32>(80427u, u_input.a.x), ~vec2<u32>(1u, 51536u), arg_3.b.x).x - (1u - 47959u)))) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                let var_4 = ~(u_input.b | vec4<u32>(1u, 20122u ^ ~u_input.a.x, ~countLeadingZeros(vec2<u32>(91391u, 1327u)).x, var_2.d.x));
                global0 = func_4().a;
                let var_5 = mat4x2<f32>(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_3.a[_wgslsmith_index_u32(var_4.x, 2u)].x, -1513f, -1000f))).x - _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(var_2.d.x, 4u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(238f, -1260f, -909f, 1000f))).x * _wgslsmith_f_op_f32(-2338f - arg_0[_wgslsmith_index_u32(1u, 4u)].x))), var_0[_wgslsmith_index_u32(var_2.e - ~115846u, 4u)].x), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(81828u, 2u)] + vec2<f32>(arg_0[_wgslsmith_index_u32(49152u, 4u)].x, -1301f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1[_wgslsmith_index_u32(var_4.x, 4u)].x, var_1[_wgslsmith_index_u32(var_4.x, 4u)].x))) - _wgslsmith_f_op_vec4_f32(fract(var_1[_wgslsmith_index_u32(76903u, 4u)])).zz), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(vec2<f32>(2418f, 196f) + _wgslsmith_f_op_vec2_f32(arg_3.d[_wgslsmith_index_u32(~83585u, 3u)] * _wgslsmith_f_op_vec2_f32(-vec2<f32>(-829f, -592f)))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_3.a[_wgslsmith_index_u32(1u, 2u)] - _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-2246f, 689f, var_1[_wgslsmith_index_u32(var_4.x, 4u)].x))).zx))));
                let var_6 = Struct_1(vec2<i32>(-var_2.c, 0i), i32(-2147483648), 1i, vec2<u32>(0u, 4294967295u) ^ ~insertBits(var_4.wy >> (vec2<u32>(1u, 4294967295u) % vec2<u32>(32u)), vec2<u32>(u_input.b.x, 38256u), u_input.b.x, firstTrailingBit(var_2.d).x), 4294967295u);
            }
            var var_3 = true;
            var var_4 = mat2x4<f32>(vec4<f32>(arg_3.a[_wgslsmith_index_u32(~countTrailingZeros(countLeadingZeros(u_input.b).wzw).x, 2u)].x, var_1[_wgslsmith_index_u32(var_2.e, 4u)].x, _wgslsmith_f_op_vec2_f32(round(arg_3.d[_wgslsmith_index_u32(6729u, 3u)])).x, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-670f, arg_3.d[_wgslsmith_index_u32(0u, 3u)].x, arg_3.c.x)))).x), var_1[_wgslsmith_index_u32(u_input.b.x, 4u)]);
            let var_5 = func_4();
        }
    }
    return var_1;
}

fn func_2(arg_0: f32, arg_1: vec2<f32>) -> bool {
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
    }
    let var_0 = mat3x2<f32>(global0[_wgslsmith_index_u32(42086u, 2u)], arg_1, _wgslsmith_f_op_vec2_f32(-arg_1));
    for (; true; ) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
    }
    var var_1 = Struct_1(vec2<i32>(-(i32(-2147483648)), 1576i), -(-atomicMin(&wg_atomic_i32, insertBits(u_input.c, vec4<i32>(11616i, u_input.e, u_input.d.x, 2057i), u_input.b.x, u_input.b.x).x)), u_input.e, u_input.b.xy << (((vec2<u32>(u_input.b.x, u_input.b.x) >> (u_input.b.xw % vec2<u32>(32u))) + ~vec2<u32>(1u, 4294967295u)) % vec2<u32>(32u)), firstTrailingBit(~min(u_input.b, vec4<u32>(1u, u_input.b.x, u_input.a.x, 1u)).wyw >> (vec3<u32>(~28769u, u_input.b.x, 4294967295u) % vec3<u32>(32u))).x);
    loop {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        while (!any(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, var_1.a.x << (18187u % 32u), 31320i).exchanged, true, false, false))) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            var var_2 = func_3(mat4x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(316f, 1773f, arg_1.x, var_0[_wgslsmith_index_u32(23484u, 3u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-756f, 1000f, -468f, arg_0)))))).yyy, vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(global0[_wgslsmith_index_u32(15670u, 2u)].x, -2353f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0 * var_0[_wgslsmith_index_u32(0u, 3u)].x) + _wgslsmith_f_op_f32(-(-1128f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(-1728f, arg_0, arg_0))).x * _wgslsmith_f_op_f32(-731f + arg_1.x))), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_1.x, var_0[_wgslsmith_index_u32(var_1.e, 3u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 743f))).zyz), vec3<f32>(-1635f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 2u)].x - arg_1.x), 1461f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_1.x, 847f, 489f, -888f))).wzw, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(340f, arg_0, arg_1.x)))))), false, var_1.c - ~clamp(u_input.e - u_input.d.x, u_input.e & -21390i, 1i), func_4());
            let var_3 = Struct_2(mat4x3<f32>(var_2[_wgslsmith_index_u32(14148u | (var_1.e >> (~var_1.e % 32u)), 4u)].zww, _wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(u_input.a.x, 4u)].xyy * vec3<f32>(_wgslsmith_f_op_f32(-560f), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(71692u, 3u)].x - arg_1.x), var_0[_wgslsmith_index_u32(7351u + var_1.d.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(max(var_2[_wgslsmith_index_u32(var_1.d.x, 4u)], vec4<f32>(arg_0, arg_1.x, var_0[_wgslsmith_index_u32(33859u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_2[_wgslsmith_index_u32(50646u, 4u)] * vec4<f32>(2120f, arg_1.x, arg_0, -380f))))).yzy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(var_1.e, 4u)].ywx + var_2[_wgslsmith_index_u32(~36594u, 4u)].zyy))), i32(-2147483648));
            var var_4 = func_5().b.a;
            var var_5 = var_2[_wgslsmith_index_u32(clamp(reverseBits(abs(~u_input.b).wyy), abs((vec4<u32>(var_1.e, 1u, u_input.a.x, var_1.e) << ((vec4<u32>(26118u, var_1.d.x, 0u, 0u) + u_input.b) % vec4<u32>(32u))) ^ select(~vec4<u32>(u_input.a.x, u_input.a.x, 4294967295u, 23549u), countLeadingZeros(vec4<u32>(11049u, u_input.b.x, var_1.d.x, 4294967295u)), true)).zxw, ~(~select(vec3<u32>(2093u, var_1.d.x, 0u), vec3<u32>(u_input.a.x, var_1.e, 0u), vec3<bool>(true, true, true)))).x, 4u)];
        }
        var var_2 = _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(arg_0, var_0[_wgslsmith_index_u32(5570u, 3u)].x, -675f)))))), vec3<f32>(_wgslsmith_f_op_f32(min(-342f, _wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(-(-1776f)))))), 418f, 1668f));
    }
    return true | (var_1.e == 25482u);
}

fn func_1(arg_0: vec3<bool>, arg_1: i32) -> bool {
    switch (~(reverseBits(_wgslsmith_mod_i32(i32(-2147483648), countTrailingZeros(u_input.d).x)) | atomicOr(&wg_atomic_i32, arg_1))) {
        case -15089i: {
            var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-167f)), _wgslsmith_f_op_f32(199f + global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), global0[_wgslsmith_index_u32(min(u_input.b, ~vec4<u32>(80577u, u_input.b.x, u_input.a.x, u_input.b.x)).x, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-419f) * _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(24320u, 2u)].x + 136f)), global0[_wgslsmith_index_u32(~(0u ^ u_input.a.x), 2u)].x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(773f, global0[_wgslsmith_index_u32(45587u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 819f))) * vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1065f, 1487f, _wgslsmith_div_f32(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))), _wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(countTrailingZeros(u_input.a).x, extractBits(34509u, 10078u, u_input.b.x)), 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x + ~u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(795f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x), vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1276f, 1279f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1000f))))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-379f, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1269f, global0[_wgslsmith_index_u32(12464u, 2u)].x, -1000f, -1218f))).x, vec4<f32>(1f, 1f, 1f, 1f).x, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1833f, 406f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(114147u, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, 243f, global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x), vec4<bool>(true, true, arg_0.x, arg_0.x))).x)))));
            loop {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                return !(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x - _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(max(var_0[_wgslsmith_index_u32(4294967295u, 2u)].ww, vec2<f32>(125f, var_0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))).x) == _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-2351f, 1000f, 163f), vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), arg_0.x)).x));
                continuing {
                }
            }
        }
        case -1i: {
            switch (~(u_input.e | extractBits(u_input.d.zx, 7766u, u_input.a.x).x)) {
                case -35396i: {
                }
                case -13213i: {
                }
                case 1945i: {
                    var var_0 = ~max(u_input.b.yzz, u_input.b.xxx * firstLeadingBit(~vec4<u32>(u_input.b.x, 1u, u_input.a.x, u_input.b.x)).yxz).x;
                    var var_1 = _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~atomicOr(&wg_atomic_u32, 38687u) & ((28335u / 1u) | u_input.a.x), 2u)].x), -396f));
                    var_0 = firstTrailingBit(clamp(firstTrailingBit(vec4<u32>(4294967295u, u_input.a.x, u_input.a.x, u_input.a.x)), vec4<u32>(4294967295u, 1u, ~0u, u_input.a.x), min(vec4<u32>(u_input.a.x, u_input.b.x, 36314u, 0u), vec4<u32>(u_input.a.x, u_input.b.x, 4294967295u, u_input.a.x)) - u_input.b) / vec4<u32>(~countTrailingZeros(vec2<u32>(u_input.b.x, 5818u)).x, countOneBits(u_input.b).x / ~u_input.b.x, u_input.a.x, 0u)).x;
                }
                default: {
                    let var_0 = _wgslsmith_f_op_vec4_f32(vec4<f32>(394f, global0[_wgslsmith_index_u32(~max(vec3<u32>(4294967295u, 0u, u_input.a.x), vec3<u32>(0u, 0u, u_input.b.x)).x, 2u)].x, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(26770u, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 122f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x) + vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -900f, 298f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(86548u, 2u)].x) * vec4<f32>(-1944f, global0[_wgslsmith_index_u32(99837u, 2u)].x, -564f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x))))).x, 1208f) - vec4<f32>(global0[_wgslsmith_index_u32(9005u, 2u)].x, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(224f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1272f, global0[_wgslsmith_index_u32(10231u, 2u)].x))).x, global0[_wgslsmith_index_u32(0u & u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(-1662f - global0[_wgslsmith_index_u32(35608u, 2u)].x)))).x, _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(trunc(410f))), global0[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(u_input.a.x, 0u, 1u, u_input.b.x)).x - (u_input.b.x / u_input.b.x), 2u)].x)), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(267f, -234f, 1108f)))).x));
                    return 1631i > u_input.e;
                }
            }
            global0 = func_4().a;
            ((global0)[_wgslsmith_index_u32(u_input.b.x, 2u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-vec2<f32>(406f, -377f)), vec2<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(round(global0[_wgslsmith_index_u32(24972u, 2u)].x)) * _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x + global0[_wgslsmith_index_u32(3535u, 2u)].x)), global0[_wgslsmith_index_u32(60368u, 2u)].x), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1282f, global0[_wgslsmith_index_u32(18323u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x) * vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 351f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))))), arg_0)).x - global0[_wgslsmith_index_u32(39887u, 2u)].x);
        }
        case -33742i: {
            loop {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                break;
            }
            let var_0 = func_5();
            for (; ; ) {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
                ((global0)[_wgslsmith_index_u32(min(select(~(~_wgslsmith_mod_vec3_u32(u_input.b.xzy, u_input.b.xwy)), vec3<u32>(~select(u_input.b.wyw, vec3<u32>(u_input.a.x, u_input.b.x, u_input.a.x), arg_0).x, ~(u_input.a.x / u_input.b.x), countLeadingZeros(vec2<u32>(u_input.b.x, u_input.b.x)).x), select(vec2<bool>(false, true), select(vec4<bool>(true, var_0.b.a, true, arg_0.x), vec4<bool>(arg_0.x, arg_0.x, var_0.b.b, arg_0.x), vec4<bool>(var_0.b.b, true, arg_0.x, arg_0.x)).yw, vec2<bool>(false, arg_0.x)).x & (!var_0.b.a || select(true, var_0.b.a, var_0.b.a))).x, countOneBits(insertBits(u_input.b & u_input.b, ~vec4<u32>(4294967295u, u_input.b.x, 44295u, 0u), u_input.a.x - 63489u, u_input.b.x) << (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u))).x), 2u)]).x = _wgslsmith_div_f32(-427f, _wgslsmith_f_op_f32(func_5().a[_wgslsmith_index_u32(insertBits(~u_input.a, countTrailingZeros(vec4<u32>(u_input.a.x, 61549u, 69522u, u_input.b.x)).yw, u_input.a.x, u_input.b.x).x, 4u)].x + -1351f));
                var var_1 = u_input.b.x;
                break;
            }
            let var_1 = 68963u;
        }
        case -34882i: {
            while (select(vec4<bool>(select(!vec2<bool>(arg_0.x, arg_0.x), select(!arg_0.yx, vec2<bool>(arg_0.x, arg_0.x), arg_0.xy), select(vec4<bool>(arg_0.x, arg_0.x, false, true), select(vec4<bool>(true, arg_0.x, true, arg_0.x), vec4<bool>(arg_0.x, true, arg_0.x, arg_0.x), vec4<bool>(true, false, arg_0.x, false)), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c.x, 40883i).exchanged).wz).x, false, select(select(vec4<bool>(false, true, arg_0.x, true), vec4<bool>(false, arg_0.x, arg_0.x, arg_0.x), vec4<bool>(true, arg_0.x, false, arg_0.x)).x, select(vec2<bool>(true, arg_0.x), vec2<bool>(arg_0.x, arg_0.x), true).x, false) == false, true), !(!vec4<bool>(true, false, true, true && arg_0.x)), any(vec2<bool>(arg_0.x, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, 76400u).exchanged))).x) {
                if (LOOP_COUNTERS[18u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
                global0 = mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-832f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u, 2u)].x)) * _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(36780u, 2u)] + global0[_wgslsmith_index_u32(49593u, 2u)]), global0[_wgslsmith_index_u32(u_input.b.x, 2u)], true))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, 2117f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -879f) + vec4<f32>(-749f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1578f, global0[_wgslsmith_index_u32(38327u, 2u)].x))))).yy), global0[_wgslsmith_index_u32(~select(~(~u_input.b.x), ~countOneBits(u_input.b.x), u_input.d.x == (arg_1 * 0i)), 2u)]);
                let var_0 = 0u;
            }
            (global0)[_wgslsmith_index_u32(~u_input.a.x, 2u)] = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(484f, -420f, 830f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) * vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 293f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-942f, global0[_wgslsmith_index_u32(5567u, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 753f))))))).xy + _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(~(~(~0u)), 2u)]));
            if (((21194u ^ atomicExchange(&wg_atomic_u32, u_input.b.x)) & ~(~u_input.a.x)) == 1u) {
                var var_0 = extractBits(~u_input.c << ((countOneBits(vec4<u32>(4294967295u, u_input.a.x, 4294967295u, 1u)) & u_input.b) % vec4<u32>(32u)), ~_wgslsmith_mod_u32(~u_input.b.x, select(u_input.b.x, 25365u, false)), u_input.a.x).zxy >> (u_input.b.yxy % vec3<u32>(32u));
                var var_1 = Struct_1(~(-(-vec2<i32>(0i, -4888i))), var_0.x, 33792i, (vec2<u32>(4294967295u, u_input.a.x | 4294967295u) * ~(~u_input.a)) * (vec2<u32>(~93135u, 0u) << (u_input.a % vec2<u32>(32u))), atomicXor(&wg_atomic_u32, ~((17353u << (u_input.b.x % 32u)) << ((6160u / u_input.b.x) % 32u))));
                let var_2 = vec4<i32>(arg_1, countOneBits(vec2<i32>((2147483647i - arg_1) >> (0u % 32u), -arg_1)).x, -select((10181i ^ var_1.b) | -1i, 0i, arg_0.x), (1i << (0u % 32u)) >> (atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 26867u).old_value % 32u));
            } else {
                var var_0 = u_input.a.x;
                var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1221f, 689f) - _wgslsmith_f_op_vec3_f32(round(vec3<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1169f)))))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 177f)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 538f, -1264f, 914f)), vec4<f32>(310f, -739f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec4<bool>(true, true, true, true))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1336f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 2073f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-813f, 661f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(58857u, 2u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-500f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x))))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1603f, global0[_wgslsmith_index_u32(75033u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(2314u, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 2144f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 195f), vec4<bool>(false, false, arg_0.x, false)))))))).yyz, vec3<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(71672u, 2u)].x, -245f) - global0[_wgslsmith_index_u32(5691u, 2u)]), _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(4294967295u, 2u)])), vec2<f32>(-1116f, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-1660f, 255f), global0[_wgslsmith_index_u32(1u, 2u)], arg_0.x)).x))).x, -390f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~u_input.b.x, 2u)].x))));
                var var_2 = mat2x2<f32>(global0[_wgslsmith_index_u32(firstLeadingBit(u_input.b).x, 2u)], vec2<f32>(-882f, _wgslsmith_f_op_f32(-2122f * _wgslsmith_f_op_vec2_f32(round(vec2<f32>(120f, global0[_wgslsmith_index_u32(0u, 2u)].x))).x)));
                ((global0)[_wgslsmith_index_u32(u_input.b.x, 2u)]).x = _wgslsmith_f_op_f32(-(-2216f));
                let var_3 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(~u_input.b.x, 2u)].x - 659f), 1559f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1000f)), var_2[_wgslsmith_index_u32(~11819u, 2u)].x)), 231f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(dot(vec3<f32>(-2409f, var_2[_wgslsmith_index_u32(9160u, 2u)].x, var_2[_wgslsmith_index_u32(0u, 2u)].x), vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1094f, 1343f))), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x + var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x))) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-167f, var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x), vec4<f32>(var_2[_wgslsmith_index_u32(4294967295u, 2u)].x, -1967f, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x))).x, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x - 1000f), 918f, 1000f), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, var_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x, -147f)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-650f, -394f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, var_2[_wgslsmith_index_u32(54150u, 2u)].x) + vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 468f, global0[_wgslsmith_index_u32(0u, 2u)].x, var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(1086f, -1897f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) - vec4<f32>(var_1[_wgslsmith_index_u32(29625u, 3u)].x, 2087f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), vec4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_1[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x, 1228f, 1096f), vec4<f32>(812f, -1000f, var_1[_wgslsmith_index_u32(72101u, 3u)].x, var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -189f, _wgslsmith_f_op_f32(663f - var_1[_wgslsmith_index_u32(3889u, 3u)].x)))))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(13689u, 2u)].x + _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x))), _wgslsmith_f_op_f32(611f * var_1[_wgslsmith_index_u32(firstTrailingBit(vec2<u32>(35447u, 4294967295u) | u_input.b.ww).x, 3u)].x), _wgslsmith_f_op_vec2_f32(exp(var_1[_wgslsmith_index_u32(~countTrailingZeros(vec3<u32>(u_input.a.x, 18483u, u_input.b.x)).x, 3u)].xx)).x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(0u & select(u_input.b.xx, vec2<u32>(u_input.b.x, 26066u), false).x, 3u)].x)));
            }
            if (false) {
                var var_0 = Struct_3(true, arg_0.x);
                var var_1 = ((_wgslsmith_mod_u32(~u_input.b.x, select(vec3<u32>(0u, 0u, 2515u), vec3<u32>(u_input.a.x, u_input.a.x, 0u), vec3<bool>(false, var_0.b, var_0.a)).x) ^ ~u_input.a.x) & insertBits(~(82966u >> (u_input.b.x % 32u)), ~u_input.b.x ^ ~1u, reverseBits(1u) + u_input.a.x, reverseBits(vec2<u32>(62139u, 10350u)).x)) ^ u_input.a.x;
            }
            loop {
                if (LOOP_COUNTERS[19u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
                let var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1259f, 1232f, 469f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x) - vec4<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))))) - vec4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1286f, 600f, global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x), vec4<f32>(519f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 610f, global0[_wgslsmith_index_u32(0u, 2u)].x))))).x, _wgslsmith_f_op_f32(1544f - _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), global0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, insertBits(u_input.b, u_input.b, u_input.b.x, 6308u).x), 2u)].x, -155f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-2045f, -1847f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(85732u, 2u)].x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))));
                let var_1 = u_input.b.yx;
                continuing {
                    let var_2 = Struct_3(~(~(1u ^ var_1.x)) == u_input.b.x, any(vec2<bool>(!(arg_0.x || true), arg_0.x)));
                    let var_3 = ~vec2<i32>(insertBits(countLeadingZeros(-vec4<i32>(i32(-2147483648), i32(-2147483648), 37114i, arg_1)), -(u_input.c | vec4<i32>(2147483647i, arg_1, -36273i, -1i)), reverseBits(var_1.x), 1u).x, (u_input.e >> (~u_input.a.x % 32u)) << (4294967295u % 32u));
                    global0 = func_4().a;
                    var var_4 = max(u_input.c.wwz + -(-vec3<i32>(u_input.d.x, -1i, 2147483647i)), ~clamp(vec4<i32>(var_3.x, ~var_3.x, 0i, u_input.d.x), firstTrailingBit(countTrailingZeros(vec4<i32>(1i, 0i, u_input.e, 1i))), vec4<i32>(-1i, countOneBits(vec3<i32>(arg_1, i32(-2147483648), 0i)).x, var_3.x, 11839i)).wxz).x;
                    var_4 = -((countLeadingZeros(vec4<i32>(var_3.x, -25265i, 1i, 0i)).x << (~0u % 32u)) ^ _wgslsmith_mod_i32(sign(u_input.c).x, ~(-42465i)));
                }
            }
        }
        default: {
            loop {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
                continuing {
                    global0 = func_4().a;
                    var var_0 = mat2x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 833f, 687f, global0[_wgslsmith_index_u32(0u, 2u)].x))).ywx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -880f, 687f)))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -2229f, 1186f) - vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)) * _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -398f, 451f, global0[_wgslsmith_index_u32(66321u, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1209f))).ywy)), vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x - global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)), global0[_wgslsmith_index_u32(clamp(vec2<u32>(u_input.a.x, u_input.a.x), vec2<u32>(u_input.a.x, 11564u), vec2<u32>(u_input.b.x, 4294967295u) | vec2<u32>(29967u, u_input.a.x)).x, 2u)].x, -645f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-946f)), global0[_wgslsmith_index_u32(20918u, 2u)].x, global0[_wgslsmith_index_u32(clamp(u_input.b, u_input.b | vec4<u32>(0u, 21701u, 4294967295u, 4294967295u), insertBits(u_input.b, u_input.b, 0u, u_input.a.x)).x, 2u)].x)));
                    var var_1 = u_input.a.x & firstLeadingBit(vec3<u32>(14938u, u_input.a.x >> (0u % 32u), u_input.b.x) >> (~(u_input.b.zzy >> (vec3<u32>(2031u, 4294967295u, 4294967295u) % vec3<u32>(32u))) % vec3<u32>(32u))).x;
                    global0 = mat2x2<f32>(vec2<f32>(336f, -1071f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(724f, 640f, global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec4<f32>(-118f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -297f, 3594f))).wx)).x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, u_input.b.x), 2u)].x * _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(78832u, 2u)].x)))));
                    break if false;
                }
            }
            loop {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
                break;
            }
            let var_0 = arg_0;
        }
    }
    return global0[_wgslsmith_index_u32(countTrailingZeros(~(~(vec2<u32>(u_input.a.x, 1u) & u_input.b.wz))).x, 2u)].x > -613f;
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    if (func_1(select(!vec4<bool>(true, false, vec4<bool>(true, true, true, true).x, 0u <= builtin_global_invocation_id.x), vec4<bool>(func_2(-299f, global0[_wgslsmith_index_u32(95121u, 2u)]), false, true, true), vec4<bool>(true, true || (builtin_local_invocation_index > builtin_local_invocation_index), vec4<bool>(true, true, true, true).x, true)).wxz, -15004i)) {
        switch (1i) {
            case i32(-2147483648): {
                let var_0 = ((countTrailingZeros(vec3<i32>(u_input.c.x, i32(-2147483648), u_input.c.x) * u_input.c.xyw).x - 2147483647i) < 1i);
            }
            case 1394i: {
                ((global0)[_wgslsmith_index_u32(_wgslsmith_mod_u32(min(~(~(~vec3<u32>(builtin_local_invocation_id.x, builtin_global_invocation_id.x, u_input.a.x))), vec3<u32>(countOneBits(u_input.b).x, ~builtin_local_invocation_index, ~builtin_global_invocation_id.x) | (vec3<u32>(1u, 9617u, 1u) - firstTrailingBit(builtin_local_invocation_id))).x, atomicLoad(&wg_atomic_u32)), 2u)]).x = 547f;
                var var_0 = ~(vec3<i32>(u_input.d.x, ~10975i, u_input.e >> (54616u % 32u)) * ~(-vec3<i32>(17902i, u_input.d.x, i32(-2147483648)))) + (-(-u_input.c.zwx) / ~vec3<i32>(u_input.e, -37269i, u_input.d.x / u_input.e));
            }
            default: {
                global0 = func_4().a;
            }
        }
        let var_0 = mat3x3<f32>(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 1000f))), global0[_wgslsmith_index_u32((50124u + u_input.a.x) * ~builtin_global_invocation_id.x, 2u)].x), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(330f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1259f)), vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, 183f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x))).x, -1076f, _wgslsmith_f_op_f32(-419f + 800f)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(77257u, 2u)].x, 1561f, 866f)))))).x, _wgslsmith_f_op_vec4_f32(exp(func_3(func_5().a, (global0[_wgslsmith_index_u32(10586u, 2u)].x < global0[_wgslsmith_index_u32(0u, 2u)].x), 1i, Struct_5(mat2x2<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)], vec2<f32>(-1441f, 1364f)), vec2<bool>(false, false), global0[_wgslsmith_index_u32(0u, 2u)], mat3x2<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)], vec2<f32>(213f, 163f))))[_wgslsmith_index_u32(9564u, 4u)])).x), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 2u)].x), global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x), vec3<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x * global0[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x * -243f), global0[_wgslsmith_index_u32(18872u, 2u)].x)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, 1549f))) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1722f, -683f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x) - vec3<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(8518u, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x))) * vec3<f32>(459f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, -2056f, 1276f), vec3<f32>(948f, global0[_wgslsmith_index_u32(1u, 2u)].x, -1343f))).x))));
        let var_1 = Struct_3(false, true);
        ((global0)[_wgslsmith_index_u32(1u & builtin_local_invocation_index, 2u)]).x = var_0[_wgslsmith_index_u32(countTrailingZeros(u_input.b.zw).x, 3u)].x;
        var var_2 = var_0;
    } else if (func_1(vec3<bool>(true, true, true), u_input.c.x)) {
        if (select(select(!vec4<bool>(true, true, builtin_workgroup_id.x <= 64862u, false), vec4<bool>(false, (countLeadingZeros(vec3<u32>(builtin_workgroup_id.x, 1u, 4294967295u)).x < atomicMin(&wg_atomic_u32, 1u)), true, !atomicCompareExchangeWeak(&wg_atomic_u32, builtin_local_invocation_id.x, builtin_global_invocation_id.x).exchanged), func_4().b.x & true), !vec4<bool>(!func_5().b.a, _wgslsmith_div_f32(global0[_wgslsmith_index_u32(0u, 2u)].x, 943f) == _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u, 2u)].x), any(vec2<bool>(true, true)), true), !vec4<bool>(any(vec3<bool>(true, true, false)), false, true, true && func_2(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, vec2<f32>(global0[_wgslsmith_index_u32(32278u, 2u)].x, 527f)))).x) {
            global0 = func_4().a;
            var var_0 = mat3x3<f32>(vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_f32(-705f), global0[_wgslsmith_index_u32(63307u, 2u)].x), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(915f - global0[_wgslsmith_index_u32(48774u, 2u)].x)), _wgslsmith_f_op_f32(-(-1937f))) - _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(1097f, global0[_wgslsmith_index_u32(0u, 2u)].x, 1000f), _wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(32483u, 2u)].x, -1000f, 2259f) - vec3<f32>(211f, 1298f, global0[_wgslsmith_index_u32(44509u, 2u)].x))) * vec3<f32>(global0[_wgslsmith_index_u32(~builtin_local_invocation_index, 2u)].x, _wgslsmith_f_op_f32(sign(241f)), _wgslsmith_f_op_f32(-(-1000f))))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 903f, global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(13325u, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, 1211f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global0[_wgslsmith_index_u32(55072u, 2u)].x), false)).x, global0[_wgslsmith_index_u32(38605u, 2u)].x))), _wgslsmith_f_op_f32(-1323f - -175f), 442f));
        } else {
            var var_0 = u_input.c;
            var_0 = insertBits(~(~vec4<i32>(-11039i, u_input.d.x, var_0.x, 61494i) >> (~u_input.b % vec4<u32>(32u))), vec4<i32>(~u_input.c.x, -1i, 2795i - u_input.c.x, -43352i * 52732i) + select(~u_input.c, u_input.c, vec4<bool>(true, true, true, true)), 0u, ~builtin_num_workgroups.x) >> (u_input.b % vec4<u32>(32u));
            let var_1 = ~vec2<u32>(~38806u, ~insertBits(builtin_workgroup_id.x, builtin_num_workgroups.x / builtin_num_workgroups.x, builtin_global_invocation_id.x, firstTrailingBit(u_input.b).x));
            (var_0).x = _wgslsmith_mod_i32(i32(-2147483648), insertBits(~vec4<i32>(0i, 0i, 1i, -13939i), u_input.c, builtin_local_invocation_index, _wgslsmith_mod_u32(~45007u, ~builtin_local_invocation_id.x)).x) ^ ((~var_0.x >> (92035u % 32u)) ^ -8018i);
        }
        var var_0 = Struct_4(func_5().a, Struct_3(true, true));
        let var_1 = _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(1764f + 304f), _wgslsmith_f_op_f32(358f - 165f), 1264f) + vec3<f32>(global0[_wgslsmith_index_u32(6919u, 2u)].x, _wgslsmith_div_f32(891f, -1304f), _wgslsmith_f_op_f32(-589f)))))).x;
        let var_2 = Struct_3(var_0.b.a && !any(!vec2<bool>(var_0.b.b, true)), true);
        let var_3 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(~(u_input.a.x ^ builtin_num_workgroups.x), 2u)])), var_0.a[_wgslsmith_index_u32(select(builtin_local_invocation_id.yy, builtin_workgroup_id.zx, !vec2<bool>(u_input.a.x > builtin_num_workgroups.x, false)).x, 4u)].xz, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global0[_wgslsmith_index_u32(11683u, 2u)].x, -248f, var_1, var_1))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-530f, -1423f, 927f, 1164f))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1, 1000f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_1)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(1000f, var_0.a[_wgslsmith_index_u32(18037u, 4u)].x, var_1, var_0.a[_wgslsmith_index_u32(16685u, 4u)].x), vec4<f32>(var_1, global0[_wgslsmith_index_u32(0u, 2u)].x, -377f, -167f))))))).zxy)).zx);
    } else if (!(u_input.d.x <= insertBits(u_input.c.zyw, insertBits(~u_input.c.xxz, u_input.d, u_input.a.x - 0u, u_input.b.x & builtin_local_invocation_index), 60148u >> (builtin_num_workgroups.x % 32u), builtin_local_invocation_id.x).x)) {
        ((global0)[_wgslsmith_index_u32(insertBits(abs(min(~vec4<u32>(builtin_local_invocation_id.x, 1u, builtin_num_workgroups.x, 2675u), ~u_input.b)).wz + ~clamp(vec2<u32>(4800u, builtin_workgroup_id.x), builtin_local_invocation_id.zx, builtin_local_invocation_id.xz), ~(countOneBits(vec4<u32>(20062u, 4294967295u, builtin_local_invocation_id.x, 4294967295u)).yz >> ((vec2<u32>(70419u, builtin_num_workgroups.x) & firstLeadingBit(vec4<u32>(builtin_local_invocation_id.x, 115412u, 18122u, builtin_global_invocation_id.x)).yx) % vec2<u32>(32u))), dot(~(~u_input.b.yz), extractBits(builtin_local_invocation_id.yz, ~0u, clamp(vec4<u32>(1u, 64154u, builtin_num_workgroups.x, 1u), u_input.b, vec4<u32>(1u, builtin_local_invocation_index, builtin_local_invocation_id.x, 4294967295u)).x) >> (vec2<u32>(firstTrailingBit(vec4<u32>(builtin_global_invocation_id.x, 1u, 4294967295u, builtin_num_workgroups.x)).x, u_input.b.x) % vec2<u32>(32u))), 19008u).x, 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(735f - global0[_wgslsmith_index_u32(15925u, 2u)].x) - global0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, vec2<u32>(1u, 1u).x), 2u)].x));
        ((global0)[_wgslsmith_index_u32(_wgslsmith_mod_u32(select(vec3<u32>(0u, builtin_workgroup_id.x, ~(builtin_local_invocation_index << (4294967295u % 32u))), abs(vec4<u32>(u_input.b.x, 39086u, builtin_num_workgroups.x, 60669u)).wyz << (builtin_local_invocation_id % vec3<u32>(32u)), vec3<bool>(true, true, true)).x, 1u), 2u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-655f, global0[_wgslsmith_index_u32(57527u, 2u)].x, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-444f, 1657f, global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(23960u, 2u)].x)), -1360f >= global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, -1344f, 233f) - vec4<f32>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, 674f, 510f, global0[_wgslsmith_index_u32(0u, 2u)].x))))))).x + global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x);
        switch (1i) {
            case 8200i: {
                let var_0 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, 1000f, -190f, 111f), vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x, -377f), vec4<bool>(false, true, true, true))).wzx - _wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x, -775f), vec3<f32>(-1000f, -841f, 1000f)))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1606f))), _wgslsmith_f_op_f32(ceil(global0[_wgslsmith_index_u32(68926u, 2u)].x)), -1155f), !select(vec4<bool>(true, false, false, true), vec4<bool>(true, false, false, true), func_5().b.b).yww)).x * _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(u_input.a.x, 2u)]), global0[_wgslsmith_index_u32(clamp(~vec2<u32>(builtin_global_invocation_id.x, builtin_num_workgroups.x) - vec2<u32>(4294967295u, 19162u), vec2<u32>(builtin_local_invocation_id.x, builtin_workgroup_id.x) & builtin_global_invocation_id.zz, ~vec2<u32>(u_input.a.x, 1u)).x, 2u)])).x);
                var var_1 = Struct_1(sign(u_input.c.yyy).yz, u_input.e, 1i, builtin_num_workgroups.xy, atomicAnd(&wg_atomic_u32, 13844u));
                let var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(global0[_wgslsmith_index_u32(u_input.b.x, 2u)])).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1000f)) + _wgslsmith_f_op_f32(-var_0)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(2400f - 1446f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -1560f, -132f, var_0))))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(25386u, 2u)].x, global0[_wgslsmith_index_u32(var_1.d.x, 2u)].x, var_0, var_0))))));
            }
            case -12283i: {
            }
            case -33005i: {
                ((global0)[_wgslsmith_index_u32(insertBits(vec4<u32>(max(~(~vec4<u32>(0u, 76948u, 14437u, builtin_num_workgroups.x)), ~vec4<u32>(builtin_local_invocation_index, builtin_num_workgroups.x, 1u, 0u)).x, insertBits(vec2<u32>(firstLeadingBit(20308u), insertBits(u_input.b, u_input.b, u_input.b.x, 13880u).x), builtin_workgroup_id.xx, select(~vec4<u32>(0u, 1u, 1u, builtin_local_invocation_id.x), vec4<u32>(28487u, 1u, builtin_global_invocation_id.x, builtin_local_invocation_id.x) / vec4<u32>(64699u, 0u, 65553u, builtin_local_invocation_index), (u_input.d.x < u_input.e)).x, 0u).x, 79937u, 4294967295u), (u_input.b << (((u_input.b | vec4<u32>(28038u, builtin_global_invocation_id.x, 46371u, builtin_workgroup_id.x)) << (vec4<u32>(builtin_local_invocation_index, builtin_num_workgroups.x, builtin_local_invocation_index, 4294967295u) % vec4<u32>(32u))) % vec4<u32>(32u))) * u_input.b, ~(((builtin_local_invocation_id.x / 18304u) & ~builtin_global_invocation_id.x) + countOneBits(~builtin_workgroup_id).x), ~(builtin_num_workgroups.x / builtin_local_invocation_index)).x, 2u)]).x = 657f;
                var var_0 = Struct_4(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-181f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 419f)) * _wgslsmith_f_op_vec3_f32(min(vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x), vec3<f32>(699f, -996f, 994f))))), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(vec3<f32>(2053f, 295f, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x) - vec3<f32>(585f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global0[_wgslsmith_index_u32(18095u, 2u)].x)))))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(-427f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x), global0[_wgslsmith_index_u32(1u, 2u)])), _wgslsmith_f_op_f32(trunc(741f)), -520f, 1406f))).ywz, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, -443f, 875f)))), vec4<f32>(-362f, _wgslsmith_div_f32(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, -1268f), _wgslsmith_f_op_f32(-422f), 830f))).yzz), Struct_3(any(vec4<bool>(true, true, true, true)), !(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 2u)].x) > -1172f)));
                (var_0).b = Struct_3((var_0.b.b & var_0.b.b) | any(select(vec4<bool>(var_0.b.b, true, var_0.b.b, var_0.b.a), !vec4<bool>(var_0.b.a, false, false, true), true).yyz), select(!(!select(vec2<bool>(var_0.b.a, var_0.b.a), vec2<bool>(true, false), vec2<bool>(var_0.b.b, true))), vec2<bool>(false, !func_1(vec3<bool>(var_0.b.a, true, var_0.b.b), u_input.d.x)), var_0.b.b).x);
                return;
            }
            default: {
                var var_0 = func_5();
                let var_1 = _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x * 1u, 4u)].x + -458f)), global0[_wgslsmith_index_u32(~firstLeadingBit(builtin_global_invocation_id.x), 2u)].x, _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-139f, 356f, global0[_wgslsmith_index_u32(3889u, 2u)].x) * var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), vec3<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, -556f, global0[_wgslsmith_index_u32(11559u, 2u)].x)))).x));
                let var_2 = vec3<bool>(true != select(atomicCompareExchangeWeak(&wg_atomic_i32, 1i, -u_input.e).exchanged, true, true), true, var_0.b.b);
                return;
            }
        }
        ((global0)[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)]).x = global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x;
    } else {
        while (true) {
            if (LOOP_COUNTERS[22u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
            return;
        }
        var var_0 = func_3(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 2u)].x + _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(59085u, 2u)].x + global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(177f * -1000f) - _wgslsmith_f_op_f32(-411f))), vec3<f32>(global0[_wgslsmith_index_u32(~atomicOr(&wg_atomic_u32, builtin_num_workgroups.x), 2u)].x, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1764f, 1210f, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x)))).x, _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-(-988f))))), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(14910u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x) * vec3<f32>(1413f, -345f, global0[_wgslsmith_index_u32(28990u, 2u)].x)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(22487u, 2u)].x, 2758f, -1265f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-2439f, -840f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(10839u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(8388u, 2u)].x))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-686f, -304f, 631f))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, global0[_wgslsmith_index_u32(56590u, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x)) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(287f, -2065f, 1037f))))), (-13861i - max(-u_input.c.zyw, vec3<i32>(u_input.c.x, u_input.e, 2147483647i) << (vec3<u32>(1u, builtin_workgroup_id.x, builtin_num_workgroups.x) % vec3<u32>(32u))).x) >= (((u_input.d.x | 9875i) << (0u % 32u)) ^ -(-u_input.e)), -31255i, Struct_5(mat2x2<f32>(global0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, ~25177u), 2u)], vec2<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, -370f)), vec2<bool>(-u_input.e != insertBits(1i, u_input.d.x, 1u, builtin_global_invocation_id.x), true), global0[_wgslsmith_index_u32(1u, 2u)], mat3x2<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -1014f, -868f, 768f)), vec4<f32>(-1060f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -241f, -430f), vec4<bool>(false, false, true, true))).zz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(167f, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, 743f))).zx + _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, 913f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, 685f), vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -1000f, 1000f))).wx - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(526f, 1283f, 668f, global0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).wx))));
    }
    var var_0 = _wgslsmith_f_op_f32(max(func_4().d[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(global0[_wgslsmith_index_u32(0u >> (0u % 32u), 2u)], _wgslsmith_div_vec2_f32(global0[_wgslsmith_index_u32(32039u, 2u)], vec2<f32>(815f, global0[_wgslsmith_index_u32(19875u, 2u)].x)))).x)))));
    let var_1 = clamp(-(-(-(u_input.c | vec4<i32>(u_input.d.x, u_input.c.x, i32(-2147483648), 2147483647i)))), ~countOneBits(u_input.c), u_input.c).x;
    loop {
        if (LOOP_COUNTERS[23u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
        var var_2 = _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x + _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 781f, -563f, global0[_wgslsmith_index_u32(0u, 2u)].x) - vec4<f32>(-2808f, 777f, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(7094u, 2u)].x, -682f, 636f, 1424f) - vec4<f32>(-360f, 881f, global0[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x)))).x * _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(abs(95057u) + ~builtin_workgroup_id.x, 2u)].x)));
        break;
        continuing {
            let var_3 = atomicOr(&wg_atomic_i32, max(_wgslsmith_mod_vec3_i32(u_input.d, clamp(u_input.c, sign(vec4<i32>(-15648i, u_input.d.x, i32(-2147483648), -16273i)), u_input.c + u_input.c).xyz), u_input.c.xxx << (vec3<u32>(44436u, ~24639u, builtin_workgroup_id.x) % vec3<u32>(32u))).x);
        }
    }
    loop {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        break;
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat4x2<f32>(vec2<f32>(-716f, global0[_wgslsmith_index_u32(~58291u + u_input.b.x, 2u)].x), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-1325f), _wgslsmith_f_op_vec2_f32(abs(global0[_wgslsmith_index_u32(5771u, 2u)])).x) * vec2<f32>(901f, -1429f)), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(973f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 700f, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x))), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-680f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, 899f)))))).zw, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(322f * global0[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(265f, 442f, 1751f, 1361f))).x))));
}

