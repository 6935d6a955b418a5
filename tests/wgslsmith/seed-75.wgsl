// {"0:0":[192,158,13,224,30,240,170,222,24,6,135,217,206,56,21,191,123,226,12,167,57,208,159,235,137,242,189,200,117,117,151,76,232,186,68,88,26,168,129,67,16,56,86,101,231,138,47,52,93,110,116,204,83,243,200,164,21,205,145,245,103,65,12,165,203,123,127,83,217,136,155,185,195,60,67,165,215,237,119,170,27,1,169,247,3,196,87,47,48,49,193,133,133,2,77,2]}
// Seed: 75

struct Struct_1 {
    @size(16)
    a: vec2<bool>,
    @align(16)
    b: mat3x4<f32>,
    @size(32)
    c: mat2x3<f32>,
    @align(8)
    d: i32,
    @size(20)
    e: vec3<bool>,
}

struct Struct_2 {
    @size(148)
    a: Struct_1,
    b: Struct_1,
    @size(32)
    c: mat4x2<f32>,
    @align(64)
    @size(160)
    d: Struct_1,
    e: mat3x2<f32>,
}

struct Struct_3 {
    @size(12)
    a: vec3<bool>,
    b: mat2x2<f32>,
}

struct UniformBuffer {
    @size(16)
    a: vec4<u32>,
    b: vec4<i32>,
    c: u32,
    @align(4)
    d: u32,
    @align(32)
    e: vec4<u32>,
}

struct StorageBuffer {
    @align(16)
    a: u32,
    b: vec2<u32>,
    @align(4)
    c: f32,
    d: mat2x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: i32 = 9750i;

var<workgroup> global1: mat2x4<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 19>;

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
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

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
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

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn func_5(arg_0: Struct_3, arg_1: mat4x2<f32>, arg_2: u32, arg_3: bool) -> Struct_1 {
    global0 = extractBits(u_input.b.xwy, 1u, arg_2).x;
    let var_0 = Struct_2(Struct_1(select(select(vec4<bool>(arg_0.a.x, arg_0.a.x, arg_0.a.x, false), !vec4<bool>(arg_0.a.x, arg_3, arg_3, false), vec4<bool>(false, arg_0.a.x, false, false)).wx, select(!vec3<bool>(false, arg_0.a.x, arg_0.a.x), !arg_0.a, vec3<bool>(arg_3, arg_0.a.x, true)).yx, !vec2<bool>(true, arg_0.a.x)), mat3x4<f32>(global1[_wgslsmith_index_u32((arg_2 / arg_2) >> (~arg_2 % 32u), 2u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.b[_wgslsmith_index_u32(0u, 2u)].x, 968f, global1[_wgslsmith_index_u32(arg_2, 2u)].x, arg_0.b[_wgslsmith_index_u32(1u, 2u)].x)) - vec4<f32>(426f, arg_0.b[_wgslsmith_index_u32(3141u, 2u)].x, -344f, arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x)), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(countTrailingZeros(arg_2), 2u)])), mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-1022f), -184f, -939f), global1[_wgslsmith_index_u32(arg_2, 2u)].yzy), 2147483647i, arg_0.a), Struct_1(!arg_0.a.xy, mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x), 1235f, -1366f, _wgslsmith_div_f32(arg_0.b[_wgslsmith_index_u32(0u, 2u)].x, 1141f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(global1[_wgslsmith_index_u32(u_input.a.x, 2u)], vec4<f32>(1000f, arg_1[_wgslsmith_index_u32(u_input.d, 4u)].x, arg_0.b[_wgslsmith_index_u32(28404u, 2u)].x, global1[_wgslsmith_index_u32(arg_2, 2u)].x), arg_0.a.x)), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(0u, 2u)]), vec4<bool>(false, arg_0.a.x, arg_0.a.x, arg_0.a.x))), vec4<f32>(_wgslsmith_f_op_f32(max(-894f, -1034f)), 1782f, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_2, 4u)].x), _wgslsmith_f_op_f32(-1108f + 1182f))), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(round(global1[_wgslsmith_index_u32(u_input.c, 2u)])).xzz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, arg_1[_wgslsmith_index_u32(arg_2, 4u)].x, 1017f))), -(-(-u_input.b.x)), select(!vec3<bool>(arg_0.a.x, true, false), !arg_0.a, true)), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(4294967295u, 2u)].yw))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(13275u, 4u)])) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(1u, 2u)].x, arg_0.b[_wgslsmith_index_u32(u_input.c, 2u)].x))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_0.b[_wgslsmith_index_u32(0u, 2u)] + vec2<f32>(arg_0.b[_wgslsmith_index_u32(u_input.d, 2u)].x, -1253f)))), arg_1[_wgslsmith_index_u32(~arg_2 << (atomicXor(&wg_atomic_u32, ~u_input.d) % 32u), 4u)]), Struct_1(vec2<bool>(arg_3, !all(arg_0.a)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp(global1[_wgslsmith_index_u32(1u, 2u)])), global1[_wgslsmith_index_u32(~4294967295u, 2u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(u_input.e.x, 2u)]) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(1u, 2u)].x, global1[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0.b[_wgslsmith_index_u32(arg_2, 2u)].x, global1[_wgslsmith_index_u32(arg_2, 2u)].x)))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(~u_input.d, 2u)].wzw * _wgslsmith_f_op_vec3_f32(floor(global1[_wgslsmith_index_u32(4294967295u, 2u)].wwy))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1651f, -119f, -783f, 449f), vec4<f32>(932f, -1152f, 199f, arg_1[_wgslsmith_index_u32(arg_2, 4u)].x), vec4<bool>(arg_0.a.x, arg_3, arg_3, arg_3))).wyx + _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 4u)].x, -1408f, -1000f))))), select(u_input.b.xyx, u_input.b.zxy, !(!arg_0.a)).x, !arg_0.a), mat3x2<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-192f, -1000f, global1[_wgslsmith_index_u32(1578u, 2u)].x, -1828f))), global1[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 59748u, arg_2).old_value, 2u)]))).yw, global1[_wgslsmith_index_u32(arg_2, 2u)].wx, _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(saturate(global1[_wgslsmith_index_u32(103571u, 2u)])).zyy)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(global1[_wgslsmith_index_u32(36494u, 2u)].wyz, global1[_wgslsmith_index_u32(45818u, 2u)].wwx)))).zy));
    for (var var_1 = -1i; firstLeadingBit(~countTrailingZeros(u_input.b).zyz).x > ~(-(select(u_input.b.zx, vec2<i32>(i32(-2147483648), var_0.d.d), vec2<bool>(arg_3, false)).x >> (~39245u % 32u))); var_1 -= 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            continue;
        }
        loop {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_2 = Struct_3(vec3<bool>(((~u_input.c - 4294967295u) < arg_2), u_input.b.x == 86283i, arg_3), mat2x2<f32>(arg_0.b[_wgslsmith_index_u32(~(1018u & arg_2) ^ ((4294967295u / 1u) >> (arg_2 % 32u)), 2u)], _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(~arg_2, 2u)].xw)))));
            var_1 = atomicMin(&wg_atomic_i32, (u_input.b.x & (-26477i | u_input.b.x)) + ~_wgslsmith_mod_i32(1i, 1i));
        }
    }
    switch (select(countLeadingZeros(u_input.b.yzz), ~u_input.b.zwy, !select(!vec4<bool>(true, false, arg_3, arg_0.a.x), !vec4<bool>(arg_0.a.x, arg_0.a.x, true, arg_0.a.x), true).ywx).x - -29211i) {
        default: {
            ((global1)[_wgslsmith_index_u32(u_input.c, 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(1u, 4u)].x * -1361f))), var_0.c[_wgslsmith_index_u32(countTrailingZeros((u_input.e.zy / vec2<u32>(49566u, 4294967295u)) - ~u_input.a.yy).x, 4u)].x));
            if (atomicCompareExchangeWeak(&wg_atomic_i32, -24881i, ~(insertBits(u_input.b.zzy, vec3<i32>(0i, var_0.a.d, u_input.b.x), atomicXor(&wg_atomic_u32, u_input.a.x), arg_2).x | -1i)).exchanged) {
                let var_1 = arg_0;
                var var_2 = ~4294967295u;
                var var_3 = mat2x4<f32>(global1[_wgslsmith_index_u32(arg_2, 2u)], global1[_wgslsmith_index_u32(arg_2, 2u)]);
            }
            var var_1 = Struct_1(select(select(select(select(vec4<bool>(false, var_0.d.e.x, true, var_0.d.a.x), vec4<bool>(true, var_0.d.e.x, false, true), arg_3), vec4<bool>(true, true, true, true), select(vec4<bool>(false, false, var_0.b.a.x, arg_3), vec4<bool>(var_0.d.e.x, arg_3, arg_3, arg_3), false)), vec4<bool>(arg_0.a.x, !var_0.b.e.x, arg_0.a.x, var_0.b.e.x), arg_3), !(!select(vec4<bool>(false, true, false, arg_3), vec4<bool>(false, arg_0.a.x, true, arg_3), vec4<bool>(false, var_0.b.a.x, false, false))), (-u_input.b.x > ~u_input.b.x) && false).wy, var_0.d.b, var_0.d.c, -var_0.d.d, var_0.d.e);
            if (!(!(1648f > _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-736f, var_1.c[_wgslsmith_index_u32(u_input.e.x, 2u)].x, var_0.c[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -254f), vec4<f32>(var_0.d.b[_wgslsmith_index_u32(24783u, 3u)].x, -1450f, 236f, 1031f), vec4<f32>(366f, global1[_wgslsmith_index_u32(arg_2, 2u)].x, 725f, 254f))).x)) && select(!vec4<bool>(-1526f >= var_1.c[_wgslsmith_index_u32(0u, 2u)].x, var_0.b.a.x != var_1.e.x, any(vec3<bool>(false, arg_3, false)), arg_3), select(vec4<bool>(select(vec2<bool>(false, arg_0.a.x), vec2<bool>(var_1.a.x, var_1.e.x), vec2<bool>(arg_3, false)).x, atomicCompareExchangeWeak(&wg_atomic_u32, arg_2, u_input.d).exchanged, false, arg_3), select(!vec4<bool>(false, arg_0.a.x, arg_3, true), vec4<bool>(false, true, var_0.d.a.x, var_1.e.x), vec4<bool>(true, true, false, var_1.a.x)), -var_0.d.d >= var_1.d), vec4<bool>(!var_0.a.e.x || any(vec2<bool>(arg_3, true)), false, atomicCompareExchangeWeak(&wg_atomic_u32, ~4294967295u, firstLeadingBit(34756u)).exchanged, atomicCompareExchangeWeak(&wg_atomic_i32, 19631i, -var_0.d.d).exchanged)).x) {
                var var_2 = var_0.d.b;
                ((global1)[_wgslsmith_index_u32(~arg_2, 2u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-200f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -328f, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x))).wy)).x)) + _wgslsmith_f_op_f32(-1418f));
            } else if (true) {
                let var_2 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -629f, arg_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -1200f) - var_0.d.b[_wgslsmith_index_u32(arg_2, 3u)]), _wgslsmith_f_op_vec4_f32(max(var_1.b[_wgslsmith_index_u32(17084u, 3u)], vec4<f32>(-925f, -913f, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, arg_0.b[_wgslsmith_index_u32(u_input.c, 2u)].x))))))).yzz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1.c[_wgslsmith_index_u32(1u, 2u)] - vec3<f32>(var_0.a.c[_wgslsmith_index_u32(64933u, 2u)].x, var_0.a.c[_wgslsmith_index_u32(arg_2, 2u)].x, 424f)), _wgslsmith_f_op_vec3_f32(fract(var_0.b.b[_wgslsmith_index_u32(insertBits(u_input.a, vec4<u32>(arg_2, 6118u, 10539u, 4506u), 39475u, arg_2).x, 3u)].xxy)))));
            }
            let var_2 = u_input.e.yz >> ((u_input.a.yy * vec2<u32>(u_input.c, arg_2)) % vec2<u32>(32u));
        }
    }
    var var_1 = mat3x3<f32>(var_0.d.c[_wgslsmith_index_u32(firstTrailingBit(~(vec4<u32>(24995u, u_input.a.x, 12468u, arg_2) << (_wgslsmith_mod_vec4_u32(u_input.a, vec4<u32>(9847u, arg_2, 0u, u_input.d)) % vec4<u32>(32u)))).x, 2u)], _wgslsmith_f_op_vec4_f32(select(global1[_wgslsmith_index_u32(~(~(~u_input.e.x)), 2u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x, -118f, arg_1[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -864f))))), select(vec4<bool>(var_0.e[_wgslsmith_index_u32(u_input.e.x, 3u)].x >= global1[_wgslsmith_index_u32(15642u, 2u)].x, var_0.a.a.x || false, true, false), !vec4<bool>(arg_3, false, true, false), false))).wxz, _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(4294967295u, 2u)].xww));
    return var_0.b;
}

fn func_4() -> vec3<bool> {
    var var_0 = Struct_2(func_5(Struct_3(vec3<bool>(true, true, true), mat2x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, -2014f), _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(4147u, 2u)].xw))), mat4x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(65359u, 2u)].x, 173f), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(u_input.e.x, 2u)].yzy))).yy, _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(145f, -1201f, -825f))).zx, _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-vec2<f32>(817f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))), 0u, true), func_5(Struct_3(vec3<bool>(true, false, false), mat2x2<f32>(global1[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 40218u), 2u)].zx, _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(u_input.e.x, 2u)].wz))), mat4x2<f32>(global1[_wgslsmith_index_u32(~(4294967295u & u_input.e.x), 2u)].yx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(1u, 2u)].xy * vec2<f32>(global1[_wgslsmith_index_u32(41949u, 2u)].x, 1000f)) - _wgslsmith_f_op_vec3_f32(abs(global1[_wgslsmith_index_u32(u_input.c, 2u)].wzx)).xx), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-137f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, 336f)))).yz, _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(~0u, 2u)].xz + _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global1[_wgslsmith_index_u32(64020u, 2u)].x, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x))).zz)), 1u, true), mat4x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(countTrailingZeros(~u_input.e.x), 2u)].x, -529f), vec2<f32>(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1[_wgslsmith_index_u32(0u, 2u)].x, global1[_wgslsmith_index_u32(4294967295u, 2u)].x, -1000f), global1[_wgslsmith_index_u32(0u, 2u)].wyy, false)).zy)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-173f)))), global1[_wgslsmith_index_u32(1u, 2u)].xy, _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(1u, 2u)].xz)), func_5(Struct_3(vec3<bool>(true, true, true), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(0u, 2u)].xy - global1[_wgslsmith_index_u32(1u, 2u)].zy), _wgslsmith_f_op_vec2_f32(vec2<f32>(global1[_wgslsmith_index_u32(91301u, 2u)].x, 372f) * vec2<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global1[_wgslsmith_index_u32(8600u, 2u)].x)))), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(56202u / u_input.d, 2u)].yz + global1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 25628u), 2u)].yx), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1315f, global1[_wgslsmith_index_u32(24645u, 2u)].x)), vec2<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_f32(-962f)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(min(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].wzw, vec3<f32>(1070f, 581f, -770f))).yz, global1[_wgslsmith_index_u32(countTrailingZeros(u_input.d), 2u)].zy)), ~extractBits(u_input.e.x, ~u_input.c, u_input.a.x), firstTrailingBit(u_input.b.yy).x == u_input.b.x), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(75749u, 2u)].x, global1[_wgslsmith_index_u32(68462u, 2u)].x))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(u_input.c, 2u)].yx) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(-897f, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x) - global1[_wgslsmith_index_u32(1u, 2u)].wx))), vec2<f32>(global1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 43596u) + atomicXor(&wg_atomic_u32, 0u), 2u)].x, 2344f)));
    for (var var_1 = -33530i; var_1 > -12243i; var_1 -= 1i) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        var var_2 = func_5(Struct_3(var_0.a.e, mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-386f), var_0.a.c[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_vec2_f32(var_0.a.b[_wgslsmith_index_u32(0u + u_input.d, 3u)].xx - _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.e[_wgslsmith_index_u32(1u, 3u)].x, 329f, var_0.b.b[_wgslsmith_index_u32(5375u, 3u)].x), vec4<f32>(-322f, var_0.d.c[_wgslsmith_index_u32(u_input.d, 2u)].x, -385f, -1507f))).wx))), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(var_0.b.b[_wgslsmith_index_u32(8330u, 3u)], var_0.b.b[_wgslsmith_index_u32(70141u, 3u)]), _wgslsmith_f_op_vec4_f32(-var_0.b.b[_wgslsmith_index_u32(0u, 3u)]))).xw), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-442f))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, 206f))), _wgslsmith_div_vec2_f32(vec2<f32>(global1[_wgslsmith_index_u32(~0u, 2u)].x, 367f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(u_input.d, 2u)].zx * var_0.b.b[_wgslsmith_index_u32(u_input.e.x, 3u)].wz))), _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(insertBits(u_input.d, 1u, 23443u, u_input.c), 2u)].yw)))), ~76319u, any(vec4<bool>(true, any(select(vec3<bool>(var_0.b.a.x, true, true), var_0.a.e, var_0.d.e.x)), !atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, u_input.e.x).exchanged, _wgslsmith_f_op_f32(ceil(global1[_wgslsmith_index_u32(49301u, 2u)].x)) <= 304f))).b;
        loop {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        }
    }
    global0 = -1i;
    var var_1 = mat4x3<f32>(global1[_wgslsmith_index_u32(select(extractBits(~countOneBits(vec4<u32>(u_input.a.x, 23084u, 68473u, 1u)).zy, u_input.c, 81209u), select(u_input.a.yz, vec4<u32>(1u, 1u, 1u, 1u).wz / vec2<u32>(u_input.d, 4294967295u), var_0.a.a), !select(vec3<bool>(var_0.b.a.x, var_0.a.e.x, true), vec3<bool>(true, false, false), vec3<bool>(true, var_0.b.e.x, var_0.d.e.x)).xy).x, 2u)].zyx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-845f, global1[_wgslsmith_index_u32(10346u, 2u)].x, 1151f, global1[_wgslsmith_index_u32(1u, 2u)].x), var_0.d.b[_wgslsmith_index_u32(4294967295u, 3u)], vec4<bool>(var_0.b.a.x, var_0.a.e.x, var_0.a.e.x, var_0.a.a.x))).wyx + var_0.a.c[_wgslsmith_index_u32(u_input.d ^ u_input.c, 2u)])) * _wgslsmith_f_op_vec3_f32(-var_0.a.b[_wgslsmith_index_u32(11388u, 3u)].zzw)), vec3<f32>(var_0.d.b[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_0.e[_wgslsmith_index_u32(~1u, 3u)].x + 2227f), var_0.e[_wgslsmith_index_u32(u_input.a.x, 3u)].x), -808f), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec4_f32(abs(global1[_wgslsmith_index_u32(u_input.d, 2u)])).zz)).x), -1075f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1205f + global1[_wgslsmith_index_u32(u_input.c, 2u)].x)))));
    if (var_0.a.e.x || !var_0.b.e.x) {
    }
    return var_0.a.e;
}

fn func_3(arg_0: mat2x4<f32>) -> u32 {
    for (var var_0 = -1i; true; var_0 -= 1i) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
    }
    ((global1)[_wgslsmith_index_u32(81042u, 2u)]).x = 2931f;
    while (!select(func_4(), vec3<bool>(true, true, true), false).x) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
    }
    let var_0 = false;
    let var_1 = Struct_2(Struct_1(vec2<bool>(true, func_5(Struct_3(vec3<bool>(var_0, false, var_0), mat2x2<f32>(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global1[_wgslsmith_index_u32(u_input.d, 2u)].x), arg_0[_wgslsmith_index_u32(51672u, 2u)].yz)), mat4x2<f32>(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, global1[_wgslsmith_index_u32(u_input.d, 2u)].x), vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x), vec2<f32>(global1[_wgslsmith_index_u32(29131u, 2u)].x, 475f), vec2<f32>(global1[_wgslsmith_index_u32(54995u, 2u)].x, -1151f)), ~906u, !var_0).e.x), mat3x4<f32>(vec4<f32>(arg_0[_wgslsmith_index_u32(~u_input.e.x, 2u)].x, 469f, _wgslsmith_f_op_vec3_f32(round(arg_0[_wgslsmith_index_u32(36596u, 2u)].yzz)).x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x + global1[_wgslsmith_index_u32(4294967295u, 2u)].x)), arg_0[_wgslsmith_index_u32(~_wgslsmith_mod_u32(u_input.c, u_input.c), 2u)], arg_0[_wgslsmith_index_u32(u_input.c, 2u)]), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(837f, global1[_wgslsmith_index_u32(15294u, 2u)].x, global1[_wgslsmith_index_u32(1492u, 2u)].x)))), vec3<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(1u, 2u)].x * arg_0[_wgslsmith_index_u32(16363u, 2u)].x), global1[_wgslsmith_index_u32(4294967295u, 2u)].x)), ~countTrailingZeros(u_input.b.zw).x * -34028i, func_5(Struct_3(!vec3<bool>(var_0, var_0, true), mat2x2<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].yy, arg_0[_wgslsmith_index_u32(0u, 2u)].yy)), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(96415u, 2u)].x, 678f)), vec2<f32>(1f, 1f), _wgslsmith_div_vec2_f32(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].ww, vec2<f32>(-1023f, -920f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global1[_wgslsmith_index_u32(4294967295u, 2u)].x))), u_input.a.x, true).e), Struct_1(!(!vec2<bool>(true, var_0)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(0u, 2u)].x, global1[_wgslsmith_index_u32(u_input.d, 2u)].x, global1[_wgslsmith_index_u32(59781u, 2u)].x, -1027f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(61043u, 2u)].x, 1626f, -1269f, -1683f) - _wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(36378u, 2u)] + vec4<f32>(arg_0[_wgslsmith_index_u32(69524u, 2u)].x, -421f, -1111f, global1[_wgslsmith_index_u32(0u, 2u)].x))), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, _wgslsmith_f_op_f32(423f - 248f), _wgslsmith_f_op_f32(-1915f - global1[_wgslsmith_index_u32(u_input.d, 2u)].x), _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x))), func_5(Struct_3(select(vec4<bool>(var_0, false, false, true), vec4<bool>(true, true, false, var_0), var_0).yzy, mat2x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global1[_wgslsmith_index_u32(4294967295u, 2u)].x), vec2<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1417f))), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(624f, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)), vec2<f32>(-1326f, -998f), _wgslsmith_f_op_vec4_f32(trunc(global1[_wgslsmith_index_u32(44862u, 2u)])).wx, vec2<f32>(-814f, 376f)), 4294967295u, var_0).c, dot(vec2<i32>(atomicXor(&wg_atomic_i32, u_input.b.x), 2147483647i), vec3<i32>(1i, 1i, 1i).yx), vec3<bool>((u_input.b.x < u_input.b.x), true, var_0)), mat4x2<f32>(global1[_wgslsmith_index_u32(((0u >> (u_input.a.x % 32u)) & u_input.d) - u_input.c, 2u)].xw, _wgslsmith_f_op_vec2_f32(abs(arg_0[_wgslsmith_index_u32(min(countLeadingZeros(u_input.a.xzy).xx, ~u_input.e.xz).x, 2u)].ww)), global1[_wgslsmith_index_u32(0u, 2u)].xz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1026f, -283f, -255f, arg_0[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-837f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global1[_wgslsmith_index_u32(14729u, 2u)].x)), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(u_input.e.x, 2u)]))).yw)), Struct_1(select(select(select(vec4<bool>(var_0, false, false, true), vec4<bool>(true, var_0, var_0, var_0), var_0), select(vec4<bool>(var_0, var_0, var_0, var_0), vec4<bool>(true, true, false, true), false), select(vec4<bool>(false, false, true, false), vec4<bool>(false, false, false, var_0), var_0)), vec4<bool>(true, true, true, u_input.b.x > 21843i), var_0).zw, func_5(Struct_3(func_4(), mat2x2<f32>(global1[_wgslsmith_index_u32(25798u, 2u)].wz, vec2<f32>(469f, -768f))), mat4x2<f32>(vec2<f32>(578f, global1[_wgslsmith_index_u32(8773u, 2u)].x), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))), vec2<f32>(global1[_wgslsmith_index_u32(59661u, 2u)].x, global1[_wgslsmith_index_u32(1u, 2u)].x), vec2<f32>(global1[_wgslsmith_index_u32(1u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.c, 2u)].x)), u_input.e.x, false).b, func_5(Struct_3(select(vec3<bool>(var_0, false, true), vec3<bool>(var_0, var_0, var_0), vec3<bool>(var_0, var_0, false)), mat2x2<f32>(vec2<f32>(523f, arg_0[_wgslsmith_index_u32(28963u, 2u)].x), vec2<f32>(global1[_wgslsmith_index_u32(31005u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.c, 2u)].x))), mat4x2<f32>(global1[_wgslsmith_index_u32(u_input.e.x ^ u_input.e.x, 2u)].xz, arg_0[_wgslsmith_index_u32(u_input.c, 2u)].zy, global1[_wgslsmith_index_u32(~4294967295u, 2u)].yx, vec2<f32>(554f, 831f)), ~(u_input.d | u_input.c), true).c, atomicSub(&wg_atomic_i32, u_input.b.x + i32(-2147483648)), !vec3<bool>(all(vec2<bool>(var_0, false)), any(vec2<bool>(var_0, true)), global1[_wgslsmith_index_u32(0u, 2u)].x != 148f)), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(27844u, 2u)].x + -300f)), arg_0[_wgslsmith_index_u32(u_input.d, 2u)].x), global1[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 1u), 2u)].wx, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)] + global1[_wgslsmith_index_u32(u_input.e.x, 2u)]))).zw));
    return u_input.d;
}

fn func_2(arg_0: vec2<i32>, arg_1: vec4<u32>) -> mat4x2<f32> {
    let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(global1[_wgslsmith_index_u32(~(~93668u), 2u)], _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(0u, 2u)] * vec4<f32>(-1225f, global1[_wgslsmith_index_u32(2173u, 2u)].x, -188f, 613f)))))), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(countOneBits(vec2<u32>(u_input.c, 5734u * 16523u)).x, 2u)]), global1[_wgslsmith_index_u32(min(u_input.a, countOneBits(vec4<u32>(u_input.d, u_input.e.x, 4294967295u, 1u) >> (arg_1 % vec4<u32>(32u)))).x, 2u)], _wgslsmith_f_op_vec4_f32(round(global1[_wgslsmith_index_u32((43129u / min(arg_1.yw, vec2<u32>(4294967295u, arg_1.x)).x) + 112507u, 2u)])));
    var var_1 = -(-(-1i));
    let var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-1189f, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global1[_wgslsmith_index_u32(u_input.c, 2u)].x, var_0[_wgslsmith_index_u32(29932u, 4u)].x), vec4<f32>(global1[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(11018u, 4u)].x, global1[_wgslsmith_index_u32(18034u, 2u)].x, 1617f), vec4<f32>(var_0[_wgslsmith_index_u32(38494u, 4u)].x, global1[_wgslsmith_index_u32(89178u, 2u)].x, 509f, -529f))))).x, -738f, _wgslsmith_div_f32(1398f, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(arg_1.x, 2u)].x + global1[_wgslsmith_index_u32(4294967295u, 2u)].x)), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(453f + var_0[_wgslsmith_index_u32(5586u, 4u)].x))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(arg_1.x, 4u)].x, 143f, global1[_wgslsmith_index_u32(u_input.d, 2u)].x, global1[_wgslsmith_index_u32(u_input.d, 2u)].x)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(581f, global1[_wgslsmith_index_u32(u_input.c, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(45309u, 4u)].x) + var_0[_wgslsmith_index_u32(arg_1.x, 4u)])) + _wgslsmith_f_op_vec4_f32(trunc(global1[_wgslsmith_index_u32(u_input.e.x, 2u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, -398f, -337f, -539f))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(80142u, 4u)].x, global1[_wgslsmith_index_u32(arg_1.x, 2u)].x, -1000f, -1000f) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(u_input.c, 2u)].x, -128f, global1[_wgslsmith_index_u32(1u, 2u)].x, global1[_wgslsmith_index_u32(4294967295u, 2u)].x))))));
    while (!func_5(Struct_3(vec3<bool>(true, true, true), mat2x2<f32>(var_0[_wgslsmith_index_u32(31095u, 4u)].yw, _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(2353f, var_2[_wgslsmith_index_u32(28761u, 2u)].x))))), mat4x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(4294967295u, 4u)].xy * vec2<f32>(-1000f, var_2[_wgslsmith_index_u32(u_input.c, 2u)].x)), var_2[_wgslsmith_index_u32(arg_1.x, 2u)].xz), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global1[_wgslsmith_index_u32(66902u, 2u)].x, var_0[_wgslsmith_index_u32(13187u, 4u)].x, 1749f, global1[_wgslsmith_index_u32(u_input.d, 2u)].x), vec4<f32>(-727f, var_2[_wgslsmith_index_u32(arg_1.x, 2u)].x, var_0[_wgslsmith_index_u32(32865u, 4u)].x, var_2[_wgslsmith_index_u32(u_input.c, 2u)].x))))).wz, _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(~4294967295u, 2u)].xy - vec2<f32>(750f, var_0[_wgslsmith_index_u32(73654u, 4u)].x)), _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec4_f32(round(var_0[_wgslsmith_index_u32(u_input.c, 4u)])).zw))), ~(~extractBits(vec3<u32>(u_input.c, u_input.a.x, u_input.e.x), 1u, arg_1.x).x), true).a.x) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        switch (firstLeadingBit(vec4<i32>((arg_0.x << (~arg_1.x % 32u)) * max(arg_0.x, u_input.b.x), -arg_0.x ^ ~(u_input.b.x ^ 2147483647i), _wgslsmith_mod_i32(atomicXor(&wg_atomic_i32, ~u_input.b.x), u_input.b.x), -u_input.b.x)).x) {
            case 0i: {
                let var_3 = Struct_3(vec3<bool>(!(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(209f, 1040f, -161f), var_0[_wgslsmith_index_u32(u_input.d, 4u)].wwx)).x >= _wgslsmith_f_op_vec3_f32(select(var_2[_wgslsmith_index_u32(u_input.e.x, 2u)].wxw, global1[_wgslsmith_index_u32(20754u, 2u)].yxy, vec3<bool>(true, true, false))).x), atomicMin(&wg_atomic_u32, 40670u) > insertBits(u_input.a, _wgslsmith_mod_vec4_u32(arg_1, arg_1), ~arg_1.x, ~arg_1.x).x, any(vec2<bool>(true, true))), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(~max(arg_1.x, arg_1.x), 2u)].zz - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(381f, var_2[_wgslsmith_index_u32(arg_1.x, 2u)].x, -620f, var_2[_wgslsmith_index_u32(u_input.c, 2u)].x))).zx)), _wgslsmith_f_op_vec4_f32(saturate(var_0[_wgslsmith_index_u32(arg_1.x, 4u)])).wx));
                var var_4 = arg_1.x;
                continue;
            }
            case 24185i: {
                var var_3 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-1867f, -727f, var_2[_wgslsmith_index_u32(4294967295u, 2u)].x))).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(arg_1.x, 4u)].x - global1[_wgslsmith_index_u32(0u, 2u)].x), -569f), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(70254u, 4u)].xyx))))), global1[_wgslsmith_index_u32(u_input.c, 2u)].ywx, _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(abs(vec4<u32>(u_input.d, 10523u, u_input.d, u_input.e.x) << (~vec4<u32>(arg_1.x, arg_1.x, u_input.d, u_input.d) % vec4<u32>(32u))).x, 4u)].zyw), var_2[_wgslsmith_index_u32(~(~(~arg_1.x)), 2u)].wyw);
            }
            case -1i: {
                var_1 = ~arg_0.x;
            }
            default: {
            }
        }
        let var_3 = var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_1.x / max(~(~vec4<u32>(arg_1.x, 1u, u_input.e.x, u_input.e.x)), arg_1).x, insertBits(~u_input.a, firstLeadingBit(arg_1), 4294967295u, ~select(arg_1, vec4<u32>(1u, arg_1.x, 4294967295u, 1u), true).x / arg_1.x).x), 4u)].yzz;
        continue;
    }
    var_1 = ~(-1i);
    return mat4x2<f32>(global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_1.x, countOneBits(1u)), 2u)].xy, _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(~(~u_input.d) << (_wgslsmith_mod_u32(arg_1.x, clamp(u_input.a.zxw, u_input.a.yww, u_input.e.yxy).x) % 32u), 2u)].zx), var_0[_wgslsmith_index_u32(clamp(insertBits(firstTrailingBit(u_input.e), arg_1, 4294967295u, u_input.a.x).x * u_input.d, ~0u, u_input.a.x), 4u)].xw, _wgslsmith_f_op_vec2_f32(vec2<f32>(1276f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(arg_1.x, 2u)].x) - _wgslsmith_f_op_f32(abs(global1[_wgslsmith_index_u32(65525u, 2u)].x)))) * var_0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, countTrailingZeros(vec3<u32>(61597u, u_input.a.x, 4294967295u) | vec3<u32>(arg_1.x, u_input.c, 69974u)).x), 4u)].xy));
}

fn func_1() -> vec4<f32> {
    let var_0 = func_2(~u_input.b.xy, vec4<u32>(func_3(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(u_input.e.x, 2u)] * vec4<f32>(global1[_wgslsmith_index_u32(u_input.c, 2u)].x, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, -268f, global1[_wgslsmith_index_u32(4294967295u, 2u)].x)), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global1[_wgslsmith_index_u32(u_input.c, 2u)].x, -428f, -661f, 1000f), vec4<f32>(global1[_wgslsmith_index_u32(51100u, 2u)].x, 1151f, -1528f, global1[_wgslsmith_index_u32(11132u, 2u)].x), global1[_wgslsmith_index_u32(u_input.c, 2u)])))), countTrailingZeros(~select(u_input.a, vec4<u32>(u_input.e.x, u_input.d, 55558u, 46594u), vec4<bool>(true, false, false, false))).x, ~(~u_input.a.x) | (~0u >> (atomicCompareExchangeWeak(&wg_atomic_u32, u_input.c, 32350u).old_value % 32u)), u_input.d));
    if (select(select(vec4<bool>(vec3<bool>(true, true, true).x, func_4().x, 2147483647i >= u_input.b.x, true), vec4<bool>(false, false, all(vec4<bool>(true, true, false, true)), any(vec2<bool>(false, false))), vec4<bool>(true, true, true, true)), !vec4<bool>(global1[_wgslsmith_index_u32(1u, 2u)].x >= global1[_wgslsmith_index_u32(43521u, 2u)].x, true, true, vec4<bool>(true, true, true, true).x), vec4<bool>(true, true, true, true)).x == true) {
        ((global1)[_wgslsmith_index_u32(105606u, 2u)]).x = -628f;
        global1 = mat2x4<f32>(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(600f - 769f), _wgslsmith_f_op_f32(-(-976f)))), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x * _wgslsmith_f_op_f32(209f + var_0[_wgslsmith_index_u32(u_input.c, 4u)].x))), _wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(35663u, 2u)].x, global1[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x) * global1[_wgslsmith_index_u32(u_input.d, 2u)]), vec4<f32>(1528f, -1243f, 237f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x))).x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -396f)) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(382f - var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x) - _wgslsmith_f_op_vec3_f32(step(vec3<f32>(2031f, var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x), vec3<f32>(-1000f, 203f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(vec3<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, global1[_wgslsmith_index_u32(8370u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x), vec3<f32>(2313f, -416f, var_0[_wgslsmith_index_u32(0u, 4u)].x))).x)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(982f, -1300f, -1658f, -1141f) + vec4<f32>(-1615f, global1[_wgslsmith_index_u32(u_input.c, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, global1[_wgslsmith_index_u32(u_input.d, 2u)].x)) + _wgslsmith_f_op_vec4_f32(step(global1[_wgslsmith_index_u32(u_input.a.x, 2u)], vec4<f32>(337f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, 791f, 1421f)))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_div_vec4_f32(vec4<f32>(-767f, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, global1[_wgslsmith_index_u32(u_input.c, 2u)].x), vec4<f32>(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -120f, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x))))))));
    } else if (false) {
        for (var var_1 = 2147483647i; ; var_1 -= 1i) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            global0 = u_input.b.x;
            let var_2 = func_5(Struct_3(vec4<bool>(true, true, true, true).xyy, mat2x2<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global1[_wgslsmith_index_u32(26676u, 2u)].x, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1353f, -838f))).zw, _wgslsmith_div_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, -1592f), _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(79612u, 4u)])))), mat4x2<f32>(var_0[_wgslsmith_index_u32(countOneBits(countTrailingZeros(countTrailingZeros(u_input.a)).wyx).x, 4u)], _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_div_vec2_f32(vec2<f32>(-976f, -2556f), global1[_wgslsmith_index_u32(0u, 2u)].yw))))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(sign(var_0[_wgslsmith_index_u32(44508u, 4u)])).x + _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x + global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x)), _wgslsmith_div_f32(-309f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x + 1000f))), global1[_wgslsmith_index_u32(abs(~firstLeadingBit(vec3<u32>(u_input.d, 29296u, u_input.c))).x, 2u)].xy), firstTrailingBit(countOneBits(vec4<u32>(33246u, atomicExchange(&wg_atomic_u32, 20380u), 71552u, 1u)).yw).x, any(vec4<bool>(true, true, true, true)));
        }
        while (select(clamp(~vec4<i32>(u_input.b.x, u_input.b.x, u_input.b.x, u_input.b.x) / ~vec4<i32>(u_input.b.x, 312i, u_input.b.x, u_input.b.x), ~(vec4<i32>(u_input.b.x, 0i, u_input.b.x, -1i) + u_input.b), vec4<i32>(25513i, u_input.b.x, 46679i, -15666i)).x >= ~_wgslsmith_mod_i32(2147483647i, u_input.b.x ^ 2588i), select(vec2<bool>(true, true), vec2<bool>(true, vec4<bool>(true, true, true, true).x), !vec2<bool>(true, u_input.d > 11845u)).x, (~(u_input.b.x | 1i) < extractBits(atomicOr(&wg_atomic_i32, i32(-2147483648)), ~u_input.e.x >> (~48405u % 32u), countLeadingZeros(~u_input.e).x)))) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            var var_1 = ~(select(u_input.a.yx, (vec2<u32>(u_input.e.x, 1u) + vec2<u32>(u_input.a.x, 1u)) ^ u_input.e.xx, vec2<bool>(true, true)) + (u_input.a.ww + u_input.e.wy));
            ((global1)[_wgslsmith_index_u32(abs(select(u_input.a, vec4<u32>(max(_wgslsmith_mod_u32(var_1.x, var_1.x), var_1.x), ~4294967295u, 4291u, 50788u), atomicCompareExchangeWeak(&wg_atomic_u32, ~38845u, 10508u).exchanged).zw).x, 2u)]).x = var_0[_wgslsmith_index_u32(firstTrailingBit(reverseBits(~(~(u_input.e - u_input.e))).xy).x, 4u)].x;
        }
        loop {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            var var_1 = vec2<i32>(-(select(u_input.b.xxz >> (vec3<u32>(1u, 20503u, u_input.e.x) % vec3<u32>(32u)), max(vec3<i32>(2147483647i, u_input.b.x, -68344i), u_input.b.zyw), true).x + ((40640i * -9978i) + -1i)), min(reverseBits(u_input.b) / u_input.b, select(select(vec4<i32>(-33872i, u_input.b.x, 11230i, 1i), u_input.b, true), u_input.b * u_input.b, true)).x << (u_input.e.x % 32u));
            var var_2 = select(vec3<bool>(all(vec3<bool>(true, true, (u_input.b.x < var_1.x))), any(vec2<bool>(true, true)), true | ((4294967295u >= u_input.d) | true)), select(vec3<bool>(true, true, true), select(vec3<bool>(false, true, false), vec3<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_i32, 1i, var_1.x).exchanged), func_4()), vec3<bool>(false, true, true)), vec3<bool>(true, all(vec4<bool>(true, true, true, true).zxw), true)).xy;
            global0 = extractBits(u_input.b - _wgslsmith_mod_vec4_i32(vec4<i32>(u_input.b.x, 16153i, 1i, var_1.x), u_input.b / vec4<i32>(0i, 0i, -23896i, u_input.b.x)), 4294967295u, u_input.c).x + countTrailingZeros(min(-u_input.b, u_input.b / u_input.b) / (~vec4<i32>(58179i, 2147483647i, var_1.x, 0i) ^ vec4<i32>(2147483647i, 2147483647i, var_1.x, u_input.b.x))).x;
        }
        var var_1 = _wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(firstLeadingBit(reverseBits((u_input.a << (u_input.a % vec4<u32>(32u))) | u_input.a)).x, 2u)].xyz - vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 107f)))).x - -1320f), _wgslsmith_f_op_f32(-(-1982f)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-220f, var_0[_wgslsmith_index_u32(77302u, 4u)].x, 1743f, global1[_wgslsmith_index_u32(1u, 2u)].x))).x, _wgslsmith_f_op_f32(-247f)) * global1[_wgslsmith_index_u32(~u_input.a.x, 2u)].x)));
        loop {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            continuing {
                var var_2 = Struct_2(Struct_1(vec2<bool>(true, true), func_5(Struct_3(vec3<bool>(true, true, true), mat2x2<f32>(vec2<f32>(1000f, global1[_wgslsmith_index_u32(1u, 2u)].x), vec2<f32>(431f, 618f))), var_0, ~u_input.d, false).b, func_5(Struct_3(vec3<bool>(true, false, true), mat2x2<f32>(vec2<f32>(-1177f, 167f), global1[_wgslsmith_index_u32(45223u, 2u)].xz)), func_2(u_input.b.yw, select(vec4<u32>(u_input.e.x, u_input.d, u_input.a.x, 0u), vec4<u32>(5573u, u_input.e.x, u_input.e.x, 1u), vec4<bool>(false, true, false, false))), _wgslsmith_mod_u32(~69735u, 1u), vec3<bool>(true, true, true).x).c, max(~(u_input.b.wxw - vec3<i32>(-1i, u_input.b.x, i32(-2147483648))), -countTrailingZeros(vec4<i32>(-1i, 20849i, u_input.b.x, -7364i)).zxw).x, vec3<bool>(false, true, true)), func_5(Struct_3(vec3<bool>(any(vec3<bool>(false, true, false)), true, true), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1087f, var_0[_wgslsmith_index_u32(0u, 4u)].x)), global1[_wgslsmith_index_u32(max(vec2<u32>(40240u, u_input.d), u_input.a.zx).x, 2u)].yz)), mat4x2<f32>(var_1.zy, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)], global1[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, _wgslsmith_mod_u32(u_input.c, u_input.d)), 2u)].wy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(exp(var_0[_wgslsmith_index_u32(19228u, 4u)])) + _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(u_input.d, 2u)].wx + global1[_wgslsmith_index_u32(5233u, 2u)].zz))), 1u, !(atomicOr(&wg_atomic_i32, 1i) >= select(vec2<i32>(1i, u_input.b.x), u_input.b.wz, true).x)), var_0, func_5(Struct_3(vec3<bool>(true, true, true), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(0u, 4u)] + vec2<f32>(-765f, var_1.x)), vec2<f32>(var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x))), var_0, ~40239u, true), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(saturate(global1[_wgslsmith_index_u32(44074u, 2u)].zx)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(729f, global1[_wgslsmith_index_u32(u_input.c, 2u)].x) * _wgslsmith_div_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, 1049f), vec2<f32>(global1[_wgslsmith_index_u32(15744u, 2u)].x, 212f)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(global1[_wgslsmith_index_u32(5722u, 2u)].x, -671f) - _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(u_input.c, 2u)].yy * vec2<f32>(-1608f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x))))));
                let var_3 = 382f;
                var var_4 = 38346u;
                ((var_2).c)[_wgslsmith_index_u32(select(~u_input.a, vec4<u32>(4294967295u, 30924u, ~23246u, u_input.e.x), true).x, 4u)] = vec2<f32>(2891f, _wgslsmith_div_f32(408f, 659f));
                let var_5 = select(false, !(!(var_2.b.e.x || false) || (!var_2.a.a.x && var_2.a.e.x)), atomicCompareExchangeWeak(&wg_atomic_u32, 52873u, countTrailingZeros(u_input.e.yxx).x >> (9023u % 32u)).exchanged);
                break if !any(select(vec4<bool>(var_5, true, var_5, true), select(vec4<bool>(var_2.b.e.x, var_2.b.a.x, true, var_5), vec4<bool>(var_2.d.e.x, var_5, false, var_2.a.a.x), vec4<bool>(var_5, var_5, var_5, var_2.a.e.x)), all(vec4<bool>(true, true, true, true)))) | var_5;
            }
        }
    } else if (select(~u_input.b.wyx, reverseBits(max(u_input.b.xwx, u_input.b.xxw)) / vec3<i32>(~u_input.b.x, u_input.b.x, u_input.b.x & i32(-2147483648)), vec3<bool>(true, (countLeadingZeros(vec4<u32>(0u, u_input.c, u_input.a.x, u_input.c)).x < ~0u), true)).x <= 1i) {
        let var_1 = Struct_2(Struct_1(vec2<bool>(true, true), func_5(Struct_3(vec3<bool>(true, true, false), mat2x2<f32>(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].xy, vec2<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, -190f))), var_0, ~(~114368u), vec3<bool>(true, true, true).x).b, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(u_input.d, 2u)].xxx - global1[_wgslsmith_index_u32(4294967295u, 2u)].xwx)), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1[_wgslsmith_index_u32(4294967295u, 2u)].x, 1314f, 1320f), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -1043f, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x), global1[_wgslsmith_index_u32(u_input.e.x, 2u)].xxx)), true))), dot(vec2<i32>(func_5(Struct_3(vec3<bool>(false, false, true), mat2x2<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)], global1[_wgslsmith_index_u32(u_input.c, 2u)].ww)), var_0, 1u, false).d, countTrailingZeros(vec3<i32>(45861i, u_input.b.x, -1i)).x), u_input.b.yx), !vec3<bool>(1032f <= var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, true, any(vec2<bool>(false, true)))), Struct_1(select(func_5(Struct_3(vec3<bool>(true, false, true), mat2x2<f32>(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].zw, global1[_wgslsmith_index_u32(u_input.d, 2u)].wx)), func_2(u_input.b.yy, u_input.a), reverseBits(vec3<u32>(4294967295u, u_input.a.x, 74972u)).x, vec4<bool>(true, true, true, true).x).e, vec3<bool>(true, true, true), vec3<bool>(true, true, true)).xx, func_5(Struct_3(vec3<bool>(true, false, false), mat2x2<f32>(var_0[_wgslsmith_index_u32(1u, 4u)], vec2<f32>(1297f, global1[_wgslsmith_index_u32(3859u, 2u)].x))), mat4x2<f32>(var_0[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(u_input.d, 38230u, 10742u, 65598u)).x, 4u)], vec2<f32>(576f, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x), vec2<f32>(-868f, var_0[_wgslsmith_index_u32(3815u, 4u)].x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(463f, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x))), clamp(u_input.e.yzx, vec3<u32>(u_input.c, u_input.a.x, 1u) >> (u_input.a.yyz % vec3<u32>(32u)), u_input.e.xwy).x, true).b, func_5(Struct_3(vec3<bool>(true, true, false), mat2x2<f32>(vec2<f32>(610f, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x), vec2<f32>(global1[_wgslsmith_index_u32(u_input.d, 2u)].x, var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x))), func_2(u_input.b.ww, u_input.a), u_input.d, false).c, u_input.b.x, vec3<bool>(true, true, true)), var_0, Struct_1(select(vec3<bool>(false, vec3<bool>(true, true, true).x, u_input.a.x != u_input.e.x), func_5(Struct_3(vec3<bool>(true, false, true), mat2x2<f32>(global1[_wgslsmith_index_u32(u_input.c, 2u)].ww, vec2<f32>(-353f, var_0[_wgslsmith_index_u32(0u, 4u)].x))), mat4x2<f32>(var_0[_wgslsmith_index_u32(26565u, 4u)], global1[_wgslsmith_index_u32(1u, 2u)].xy, vec2<f32>(var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x, 536f), vec2<f32>(global1[_wgslsmith_index_u32(u_input.c, 2u)].x, global1[_wgslsmith_index_u32(u_input.c, 2u)].x)), 32885u, false).e, true).yx, func_5(Struct_3(vec3<bool>(false, false, false), mat2x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(u_input.d, 2u)].x, -531f), var_0[_wgslsmith_index_u32(1929u, 4u)])), var_0, (u_input.a.x * u_input.d) ^ min(vec2<u32>(4294967295u, u_input.a.x), u_input.a.zx).x, !func_5(Struct_3(vec3<bool>(false, false, true), mat2x2<f32>(global1[_wgslsmith_index_u32(8277u, 2u)].xx, var_0[_wgslsmith_index_u32(1u, 4u)])), mat4x2<f32>(vec2<f32>(-381f, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x), vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -2013f), var_0[_wgslsmith_index_u32(u_input.c, 4u)], global1[_wgslsmith_index_u32(u_input.c, 2u)].wx), u_input.d, true).e.x).b, mat2x3<f32>(_wgslsmith_div_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, -2886f, global1[_wgslsmith_index_u32(1u, 2u)].x), vec3<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -1000f)), _wgslsmith_f_op_vec3_f32(-func_5(Struct_3(vec3<bool>(false, true, false), mat2x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x), var_0[_wgslsmith_index_u32(u_input.d, 4u)])), mat4x2<f32>(vec2<f32>(953f, 703f), vec2<f32>(-1451f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x), vec2<f32>(-397f, global1[_wgslsmith_index_u32(u_input.d, 2u)].x), vec2<f32>(1000f, -1039f)), u_input.c, false).b[_wgslsmith_index_u32(select(vec3<u32>(u_input.a.x, u_input.e.x, 1665u), u_input.a.xyy, false).x, 3u)].zyw)), firstLeadingBit(u_input.b.wyx).x ^ firstTrailingBit(abs(u_input.b).x), !func_5(Struct_3(vec3<bool>(false, true, true), mat2x2<f32>(vec2<f32>(-1933f, -344f), vec2<f32>(var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x))), var_0, u_input.a.x, true).e), mat3x2<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(880f, var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x, global1[_wgslsmith_index_u32(u_input.c, 2u)].x, global1[_wgslsmith_index_u32(u_input.c, 2u)].x), global1[_wgslsmith_index_u32(u_input.c, 2u)])).zyx, global1[_wgslsmith_index_u32(reverseBits(u_input.a.wzz).x, 2u)].zzy), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(29965u, 2u)].xxw) * _wgslsmith_f_op_vec3_f32(select(vec3<f32>(var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, global1[_wgslsmith_index_u32(64738u, 2u)].x, 1588f), vec3<f32>(-176f, global1[_wgslsmith_index_u32(u_input.c, 2u)].x, var_0[_wgslsmith_index_u32(18136u, 4u)].x), true))))).zy, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(~4294967295u, 2u)].yz - _wgslsmith_f_op_vec2_f32(vec2<f32>(global1[_wgslsmith_index_u32(0u, 2u)].x, -1000f) + vec2<f32>(1593f, 900f))), vec2<f32>(-151f, _wgslsmith_div_f32(-2328f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x)), true)), vec2<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(fract(global1[_wgslsmith_index_u32(19269u, 2u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, 1917f, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x) - vec4<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 796f, 359f, global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x)))).x, 245f)));
        for (var var_2: i32; var_2 > i32(-2147483648); var_2 -= 1i) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            var var_3 = var_1.a;
            let var_4 = _wgslsmith_div_f32(1637f, -277f);
            global1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-684f - -1037f) + -530f), 711f, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(ceil(var_1.b.b[_wgslsmith_index_u32(u_input.a.x, 3u)])))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-163f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(dot(global1[_wgslsmith_index_u32(22219u, 2u)], var_3.b[_wgslsmith_index_u32(u_input.c, 3u)])), _wgslsmith_f_op_f32(-var_3.c[_wgslsmith_index_u32(54870u, 2u)].x), 1000f, _wgslsmith_f_op_vec3_f32(saturate(var_3.b[_wgslsmith_index_u32(u_input.e.x, 3u)].yyw)).x))));
            let var_5 = u_input.e.x;
            var var_6 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-705f) - _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(~var_5, 2u)].x)), -995f, 1518f, -579f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_1.d.b[_wgslsmith_index_u32(reverseBits(u_input.a).x, 3u)] - vec4<f32>(var_4, -1000f, var_3.b[_wgslsmith_index_u32(var_5, 3u)].x, 781f))) + vec4<f32>(var_4, _wgslsmith_f_op_f32(-var_1.e[_wgslsmith_index_u32(29859u, 3u)].x), var_3.b[_wgslsmith_index_u32(func_3(mat2x4<f32>(vec4<f32>(var_0[_wgslsmith_index_u32(35990u, 4u)].x, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, var_1.a.c[_wgslsmith_index_u32(0u, 2u)].x, 485f), var_3.b[_wgslsmith_index_u32(var_5, 3u)])), 3u)].x, _wgslsmith_f_op_f32(403f + global1[_wgslsmith_index_u32(26839u, 2u)].x))));
        }
        let var_2 = vec4<u32>(u_input.c, ~44732u, u_input.e.x, u_input.d) * ~select(u_input.a, countLeadingZeros(vec4<u32>(80220u, 97374u, 37478u, 27130u)), var_1.b.e.x);
        while (var_1.a.e.x || var_1.b.e.x) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        }
    } else {
        var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(countOneBits(u_input.e.zzx).x - ~u_input.a.x, 4u)].x, global1[_wgslsmith_index_u32(~(59547u / u_input.d), 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(abs(global1[_wgslsmith_index_u32(1021u, 2u)].x)))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(4294967295u, 2u)].x, global1[_wgslsmith_index_u32(1u, 2u)].x, -672f)) - _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(u_input.d, 2u)]))).xyz)), global1[_wgslsmith_index_u32(0u >> (~u_input.d % 32u), 2u)].xzy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(func_5(Struct_3(vec3<bool>(false, false, false), mat2x2<f32>(global1[_wgslsmith_index_u32(2270u, 2u)].xw, var_0[_wgslsmith_index_u32(4294967295u, 4u)])), var_0, 1u, true).b[_wgslsmith_index_u32(~(u_input.a.x - u_input.a.x), 3u)].wzx * vec3<f32>(1164f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_f_op_f32(clamp(1172f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x))))), _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(u_input.c, 2u)].zxx));
        while (true) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            continue;
        }
        while (select(vec2<bool>(true, true), vec2<bool>(any(vec4<bool>(true, true, true, true).zw), any(vec4<bool>(true, true, true, true).wxz)), select(true, ((68056u & u_input.a.x) < u_input.a.x), true)).x) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            var_1 = mat4x3<f32>(var_1[_wgslsmith_index_u32(extractBits(select(~reverseBits(u_input.e.xyy), ~u_input.a.wwy | u_input.e.wyz, true).zx, ~1u, ~u_input.d).x, 4u)], vec3<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(ceil(_wgslsmith_div_f32(var_1[_wgslsmith_index_u32(u_input.c + u_input.e.x, 4u)].x, _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(u_input.d, 4u)].x, -736f)))), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(-296f, _wgslsmith_f_op_f32(-345f + 255f), -557f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(global1[_wgslsmith_index_u32(u_input.a.x, 2u)], vec4<f32>(166f, var_1[_wgslsmith_index_u32(u_input.c, 4u)].x, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x))).zzw))).x), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].x, global1[_wgslsmith_index_u32(50470u, 2u)].x, -1352f, global1[_wgslsmith_index_u32(1u, 2u)].x))).x), -231f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1000f)) - var_0[_wgslsmith_index_u32(max(vec4<u32>(4294967295u, u_input.a.x, u_input.c, u_input.a.x), u_input.e).x, 4u)].x))), global1[_wgslsmith_index_u32((1u | func_3(mat2x4<f32>(global1[_wgslsmith_index_u32(0u, 2u)], vec4<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1271f, var_1[_wgslsmith_index_u32(u_input.d, 4u)].x, var_1[_wgslsmith_index_u32(10586u, 4u)].x)))) - (((u_input.a.x * u_input.a.x) & 4294967295u) | ~reverseBits(vec2<u32>(4294967295u, 0u)).x), 2u)].zwy);
            var var_2 = select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, abs(vec2<i32>(i32(-2147483648), u_input.b.x)).x <= u_input.b.x, true, true), true), vec4<bool>(true, true, true, true), vec4<bool>(true, select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), max(u_input.b.xxx, u_input.b.zzx).x >= i32(-2147483648)).x, !(u_input.c == 0u) & true, ((u_input.d + u_input.e.x) | 1u) > ~(~u_input.a.x)));
            let var_3 = select(select(select(vec4<bool>(true, var_2.x, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x > global1[_wgslsmith_index_u32(u_input.c, 2u)].x, var_2.x), vec4<bool>(var_2.x, var_2.x, var_2.x != false, !var_2.x), select(select(vec4<bool>(var_2.x, true, false, true), vec4<bool>(false, false, var_2.x, var_2.x), true), vec4<bool>(true, var_2.x, var_2.x, false), select(vec4<bool>(var_2.x, true, false, var_2.x), vec4<bool>(var_2.x, var_2.x, true, var_2.x), var_2.x))), !vec4<bool>(var_2.x, 1i >= u_input.b.x, select(var_2.yzz, var_2.zyz, var_2.wxy).x, any(vec3<bool>(true, false, true))), vec4<bool>(true, 38148u == firstTrailingBit(vec2<u32>(49422u, u_input.d)).x, !(var_2.x & true), var_2.x)), !select(vec4<bool>(var_2.x, select(vec4<bool>(false, var_2.x, true, var_2.x), vec4<bool>(true, false, false, var_2.x), vec4<bool>(true, true, false, true)).x, false, all(vec4<bool>(var_2.x, false, true, true))), vec4<bool>(var_2.x, all(vec2<bool>(true, var_2.x)), !var_2.x, var_2.x), vec4<bool>(var_2.x, true, false, var_2.x)), !any(vec4<bool>(true, true, true, var_2.x | true)));
            global0 = 2147483647i;
        }
    }
    global0 = _wgslsmith_mod_i32(-426i, atomicAnd(&wg_atomic_i32, _wgslsmith_mod_i32(4798i * 52419i, u_input.b.x & (1i ^ u_input.b.x))));
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        break;
    }
    let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(exp(global1[_wgslsmith_index_u32(~38237u, 2u)])).xxz, _wgslsmith_f_op_vec3_f32(trunc(global1[_wgslsmith_index_u32(~(~(~u_input.a.x)), 2u)].zwy)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1000f, 1000f, var_0[_wgslsmith_index_u32(2663u, 4u)].x), vec3<f32>(global1[_wgslsmith_index_u32(u_input.c, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x)))));
    return vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-774f))), var_1[_wgslsmith_index_u32(13688u << (vec4<u32>(1u, 1u, 1u, 1u).x % 32u), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(var_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -198f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1000f + -428f)));
}

@compute
@workgroup_size(1u)
fn main() {
    var var_0 = _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(func_1()), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(global1[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, u_input.c), 2u)], global1[_wgslsmith_index_u32(~u_input.d, 2u)], vec4<bool>(true, true, true, true))) + global1[_wgslsmith_index_u32(~18954u | (1u * u_input.d), 2u)])), vec4<f32>(func_2(u_input.b.yw, ~u_input.e)[_wgslsmith_index_u32(countOneBits(u_input.a.xy).x, 4u)].x, -214f, -1615f, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(~func_3(mat2x4<f32>(vec4<f32>(global1[_wgslsmith_index_u32(6565u, 2u)].x, -338f, -715f, global1[_wgslsmith_index_u32(4294967295u, 2u)].x), vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 2u)].x, -525f, global1[_wgslsmith_index_u32(4294967295u, 2u)].x, 370f))), 2u)].x * 725f))));
    let var_1 = mat3x2<f32>(global1[_wgslsmith_index_u32((u_input.d & 1u) + u_input.d, 2u)].wx, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(4294967295u, 2u)].xww - global1[_wgslsmith_index_u32(~(~u_input.d), 2u)].wyz))).yy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(var_0.x - -1321f), 2736f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.x * var_0.x)))));
    while ((u_input.c + u_input.e.x) == u_input.c) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        let var_2 = vec2<f32>(_wgslsmith_f_op_f32(455f * func_2((vec2<i32>(-18379i, -69280i) >> (u_input.a.ww % vec2<u32>(32u))) << (vec2<u32>(28166u, u_input.a.x) % vec2<u32>(32u)), u_input.a)[_wgslsmith_index_u32(20602u * clamp(u_input.a.zw >> (vec2<u32>(u_input.e.x, 34524u) % vec2<u32>(32u)), insertBits(vec2<u32>(u_input.e.x, u_input.e.x), vec2<u32>(38381u, 39792u), 68363u, u_input.e.x), u_input.a.wy * u_input.a.ww).x, 4u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(~43403u, 2u)].yxx), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(max(global1[_wgslsmith_index_u32(u_input.e.x, 2u)], vec4<f32>(var_0.x, var_0.x, var_0.x, var_1[_wgslsmith_index_u32(u_input.c, 3u)].x))).zwy, _wgslsmith_f_op_vec3_f32(var_0.ywz - var_0.wzy)), (sign(u_input.b).x < u_input.b.x))).x, -169f));
        let var_3 = 393f;
    }
    let var_2 = _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0.x, _wgslsmith_f_op_f32(-293f - _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(step(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].xzy, vec3<f32>(-842f, -162f, 1242f))).x + _wgslsmith_f_op_f32(-296f * 1000f))), _wgslsmith_f_op_f32(min(-374f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(188f, -1699f, var_0.x, var_0.x), global1[_wgslsmith_index_u32(u_input.a.x, 2u)], global1[_wgslsmith_index_u32(u_input.c, 2u)])).x))), var_1[_wgslsmith_index_u32(~u_input.e.x, 3u)].x))).x;
    if (false) {
    } else {
        loop {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            let var_3 = global1[_wgslsmith_index_u32(4294967295u, 2u)].zz;
        }
        global0 = -34773i + 35084i;
        if (atomicAnd(&wg_atomic_u32, 1u) == u_input.e.x) {
            var var_3 = Struct_2(Struct_1(vec2<bool>(false && atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, u_input.d).exchanged, false), func_5(Struct_3(vec3<bool>(false, true, true), mat2x2<f32>(global1[_wgslsmith_index_u32(u_input.c, 2u)].zx, global1[_wgslsmith_index_u32(37245u, 2u)].xz)), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-var_0.zx), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(1000f, var_0.x, 427f, var_1[_wgslsmith_index_u32(u_input.d, 3u)].x), vec4<f32>(var_2, var_0.x, global1[_wgslsmith_index_u32(u_input.c, 2u)].x, -3156f))).wz, _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(var_0.x, var_2, 1621f), var_0.zyz, vec3<f32>(var_0.x, 2025f, -1238f))).xy, _wgslsmith_f_op_vec2_f32(-var_0.yx)), u_input.c, -352f > _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x - var_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x)).b, func_5(Struct_3(vec3<bool>(true, true, true), mat2x2<f32>(vec2<f32>(var_0.x, global1[_wgslsmith_index_u32(u_input.c, 2u)].x), vec2<f32>(var_0.x, -2504f))), func_2(u_input.b.yw, ~vec4<u32>(u_input.c, 4294967295u, 4294967295u, u_input.a.x)), ~(~77832u), true).c, firstTrailingBit(~u_input.b.yyz).x, vec3<bool>(true, true, true)), Struct_1(vec2<bool>(false, any(func_5(Struct_3(vec3<bool>(false, false, false), mat2x2<f32>(vec2<f32>(-565f, 1148f), global1[_wgslsmith_index_u32(43715u, 2u)].yx)), mat4x2<f32>(var_1[_wgslsmith_index_u32(5598u, 3u)], vec2<f32>(var_2, var_1[_wgslsmith_index_u32(u_input.c, 3u)].x), var_1[_wgslsmith_index_u32(0u, 3u)], vec2<f32>(184f, var_0.x)), 30812u, true).e)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 416f, -429f, -1301f), vec4<f32>(var_0.x, global1[_wgslsmith_index_u32(1u, 2u)].x, -211f, global1[_wgslsmith_index_u32(u_input.d, 2u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global1[_wgslsmith_index_u32(0u, 2u)].x, 1000f, var_2, var_0.x)))), global1[_wgslsmith_index_u32(~(~4139u), 2u)]), func_5(Struct_3(vec3<bool>(true, true, true), mat2x2<f32>(vec2<f32>(1700f, -666f), vec2<f32>(1506f, -1117f))), mat4x2<f32>(vec2<f32>(1148f, -555f), var_0.yz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(1030f, -1000f)), _wgslsmith_f_op_vec4_f32(sign(global1[_wgslsmith_index_u32(u_input.c, 2u)])).wx), countTrailingZeros(4294967295u), true).c, _wgslsmith_mod_i32(u_input.b.x, u_input.b.x), vec3<bool>((u_input.d == 27730u) || (4294967295u != u_input.c), func_4().x, (u_input.b.x < u_input.b.x))), func_2(firstTrailingBit(u_input.b.xw) - u_input.b.xw, vec4<u32>(~(4294967295u << (u_input.a.x % 32u)), ~firstLeadingBit(u_input.a.xxx).x, u_input.a.x / countOneBits(vec4<u32>(0u, 4294967295u, 7238u, u_input.d)).x, ~_wgslsmith_mod_u32(0u, 52072u))), Struct_1(func_5(Struct_3(vec3<bool>(false, true, false), mat2x2<f32>(vec2<f32>(2165f, -974f), vec2<f32>(1466f, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x))), func_2(u_input.b.ww, max(u_input.e, vec4<u32>(4294967295u, u_input.e.x, u_input.a.x, 13730u))), select(~vec3<u32>(12456u, u_input.d, 39839u), firstLeadingBit(vec4<u32>(u_input.d, 4294967295u, u_input.c, u_input.a.x)).yzy, vec3<bool>(true, true, true)).x, true).e.zz, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(u_input.d, 2u)] * vec4<f32>(var_1[_wgslsmith_index_u32(53554u, 3u)].x, -212f, var_0.x, global1[_wgslsmith_index_u32(5482u, 2u)].x)), vec4<f32>(_wgslsmith_f_op_vec4_f32(saturate(global1[_wgslsmith_index_u32(u_input.e.x, 2u)])).x, _wgslsmith_f_op_f32(-1000f - var_1[_wgslsmith_index_u32(u_input.d, 3u)].x), var_0.x, var_0.x), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(66686u, 2u)])), func_5(Struct_3(func_5(Struct_3(vec3<bool>(false, true, false), mat2x2<f32>(var_1[_wgslsmith_index_u32(31417u, 3u)], var_1[_wgslsmith_index_u32(4294967295u, 3u)])), mat4x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, var_0.x), vec2<f32>(var_0.x, var_1[_wgslsmith_index_u32(0u, 3u)].x), global1[_wgslsmith_index_u32(u_input.e.x, 2u)].wz, var_0.zy), 0u, true).e, mat2x2<f32>(vec2<f32>(636f, -1144f), var_1[_wgslsmith_index_u32(u_input.c, 3u)])), func_2(-u_input.b.xy, ~vec4<u32>(1u, 3419u, 24797u, 35879u)), atomicAnd(&wg_atomic_u32, 4294967295u), true).c, u_input.b.x - u_input.b.x, vec3<bool>(vec4<bool>(true, true, true, true).x, false, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1865f, var_2, -267f, var_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x))).x != _wgslsmith_div_f32(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x))), var_1);
            let var_4 = _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1899f)) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.c, 2u)].x + 301f) - _wgslsmith_f_op_f32(sign(var_2)))), func_5(Struct_3(var_3.d.e, mat2x2<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].wy, var_1[_wgslsmith_index_u32(u_input.d, 3u)])), func_2(u_input.b.zw >> (u_input.e.yw % vec2<u32>(32u)), u_input.a - vec4<u32>(u_input.e.x, 0u, 7376u, 1u)), 1u, false).c[_wgslsmith_index_u32(extractBits(u_input.a.wyz, ~u_input.c, u_input.c).x, 2u)].x, var_0.x) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(sign(global1[_wgslsmith_index_u32(1u, 2u)])))).yxz)));
        }
    }
    var_0 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, u_input.a.x), 2u)]));
    ((global1)[_wgslsmith_index_u32(98442u, 2u)]).x = _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1731f - _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_2, var_0.x, 742f, -1696f))).x) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.x) + global1[_wgslsmith_index_u32(~u_input.a.x, 2u)].x)), _wgslsmith_div_f32(288f, var_1[_wgslsmith_index_u32(~(~u_input.e.x), 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(extractBits(vec2<u32>(u_input.c, 6779u), u_input.d, u_input.a.x).x, 2u)].x) - var_1[_wgslsmith_index_u32(4294967295u, 3u)].x), var_2), vec4<f32>(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.d, 3u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(u_input.d, 2u)].x, -1678f, -554f)))).x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(-1558f, 424f) * _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x + -1991f))), var_2, _wgslsmith_f_op_f32(fract(var_2))), vec4<bool>(true, true, true, true))).x;
    let x = u_input.a;
    s_output = StorageBuffer((_wgslsmith_mod_u32(abs(vec2<u32>(u_input.d, u_input.e.x)).x, u_input.d) >> (u_input.e.x % 32u)) * u_input.c, abs(~(~u_input.e.zww)).yx >> ((u_input.e.wz & countTrailingZeros(u_input.a.xw)) % vec2<u32>(32u)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.x) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f * -1596f) + _wgslsmith_f_op_f32(var_2 - _wgslsmith_f_op_f32(-494f)))), mat2x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(0u, 2u)])), vec4<f32>(var_2, _wgslsmith_div_f32(1000f, 539f), _wgslsmith_f_op_f32(max(var_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 603f)), var_2)), func_5(Struct_3(vec3<bool>(false, false, true), mat2x2<f32>(global1[_wgslsmith_index_u32(74008u, 2u)].zx, var_1[_wgslsmith_index_u32(u_input.e.x, 3u)])), func_2(select(u_input.b.zw, vec2<i32>(u_input.b.x, 28002i), false), u_input.e), 953u, true).b[_wgslsmith_index_u32(4294967295u, 3u)]));
}

