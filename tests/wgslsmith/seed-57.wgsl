// {"0:0":[86,160,147,151,106,160,149,224,9,159,33,164,255,252,50,173,6,15,180,111,22,20,65,2,252,58,4,220,235,175,50,252,124,102,66,27,157,141,49,248,112,247,188,40,8,251,218,109,46,227,114,240,183,110,160,169,6,8,82,40,142,229,208,198]}
// Seed: 57

struct Struct_1 {
    @size(36)
    a: mat3x2<f32>,
    @align(16)
    b: i32,
}

struct Struct_2 {
    @size(16)
    a: bool,
    b: Struct_1,
}

struct Struct_3 {
    a: i32,
    b: f32,
    @align(64)
    c: Struct_2,
}

struct Struct_4 {
    a: bool,
    b: i32,
}

struct UniformBuffer {
    a: vec2<i32>,
    @align(16)
    b: i32,
    @align(16)
    c: vec2<u32>,
    d: vec3<u32>,
}

struct StorageBuffer {
    @align(32)
    a: vec4<u32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: Struct_4;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 22>;

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
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

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: bool, arg_1: Struct_2) -> Struct_3 {
    if (global0.a) {
        while (false & (arg_1.a && false)) {
            if (LOOP_COUNTERS[0u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            break;
        }
        var var_0 = Struct_4(atomicCompareExchangeWeak(&wg_atomic_i32, firstLeadingBit(-(vec3<i32>(u_input.a.x, 29195i, 66949i) + vec3<i32>(global0.b, 2147483647i, 2147483647i))).x, select(vec3<i32>(-1i - arg_1.b.b, abs(vec4<i32>(2147483647i, 2147483647i, -1i, u_input.a.x)).x, max(vec4<i32>(2147483647i, -30950i, u_input.b, arg_1.b.b), vec4<i32>(global0.b, 2147483647i, arg_1.b.b, u_input.a.x)).x), ~countOneBits(vec3<i32>(-1i, i32(-2147483648), global0.b)), arg_0).x).exchanged, countLeadingZeros((270i / (i32(-2147483648) & arg_1.b.b)) + -2147483647i));
        while (all(select(vec4<bool>(!var_0.a, false, 0i >= select(vec3<i32>(7628i, 31514i, u_input.b), vec3<i32>(global0.b, arg_1.b.b, u_input.a.x), true).x, arg_0), !select(select(vec4<bool>(true, arg_0, true, var_0.a), vec4<bool>(true, false, arg_0, var_0.a), vec4<bool>(var_0.a, true, arg_1.a, true)), vec4<bool>(true, true, true, true), select(vec2<bool>(var_0.a, true), vec2<bool>(arg_1.a, false), true).x), global0.a))) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            let var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_1.b.a[_wgslsmith_index_u32(5330u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(46347u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(1u, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1247f, arg_1.b.a[_wgslsmith_index_u32(4294967295u, 3u)].x, -513f, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x))))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2085f, 997f, arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 364f)) - vec4<f32>(_wgslsmith_f_op_f32(arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x - 1222f), _wgslsmith_f_op_f32(-800f), arg_1.b.a[_wgslsmith_index_u32(4294967295u - 0u, 3u)].x, -579f))));
        }
        loop {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        }
        var var_1 = Struct_2(var_0.a, arg_1.b);
    }
    for (var var_0 = -3576i; !(~(-max(vec2<i32>(u_input.b, -9428i), u_input.a).x) != countLeadingZeros(u_input.b)); ) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
    }
    switch (atomicAdd(&wg_atomic_i32, arg_1.b.b)) {
        case -50771i: {
        }
        default: {
            let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(_wgslsmith_f_op_f32(arg_1.b.a[_wgslsmith_index_u32(~u_input.c.x, 3u)].x * _wgslsmith_f_op_vec2_f32(ceil(arg_1.b.a[_wgslsmith_index_u32(1u, 3u)])).x), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(34768u, 3u)].x, -581f, 992f))))).x, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(108f, -265f, arg_1.b.a[_wgslsmith_index_u32(0u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x))).x))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_1.b.a[_wgslsmith_index_u32(52036u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(6514u, 3u)].x, 654f, -1170f)))))))).wzw, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(32437u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(7118u, 3u)].x) + _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x) - vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(36488u, 3u)].x, -258f, -2071f))) - _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(-826f, 261f, 2220f) + vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, -799f, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(1754f, arg_1.b.a[_wgslsmith_index_u32(1u, 3u)].x, -747f, arg_1.b.a[_wgslsmith_index_u32(46409u, 3u)].x), vec4<f32>(628f, arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, -819f))).xxx, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(12282u, 3u)].x, -443f), vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(56806u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(73834u, 3u)].x, 1270f)))))))));
        }
    }
    let var_0 = true;
    let var_1 = Struct_2(var_0, arg_1.b);
    return Struct_3(countTrailingZeros(countTrailingZeros(vec3<i32>(u_input.b, global0.b | arg_1.b.b, _wgslsmith_mod_i32(-1i, var_1.b.b)))).x, _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(0u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(33684u, 3u)].x) + vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, 960f)), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(arg_1.b.a[_wgslsmith_index_u32(9995u, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(0u, 3u)].x, -482f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(1287f, 1525f, var_1.b.a[_wgslsmith_index_u32(4294967295u, 3u)].x) * vec3<f32>(var_1.b.a[_wgslsmith_index_u32(0u, 3u)].x, -673f, arg_1.b.a[_wgslsmith_index_u32(1u, 3u)].x)))) - _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(vec4<f32>(var_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, var_1.b.a[_wgslsmith_index_u32(1u, 3u)].x, 1954f, 1664f), vec4<f32>(var_1.b.a[_wgslsmith_index_u32(28714u, 3u)].x, var_1.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, arg_1.b.a[_wgslsmith_index_u32(0u, 3u)].x)))).yzw))).x, Struct_2(true, arg_1.b));
}

fn func_4(arg_0: u32, arg_1: Struct_3) -> bool {
    var var_0 = vec2<bool>(select(~(vec3<i32>(36932i, u_input.a.x, arg_1.c.b.b) - vec3<i32>(-35606i, i32(-2147483648), global0.b)), min(reverseBits(vec3<i32>(-845i, 1i, 10866i)), vec3<i32>(-20070i, -1797i, u_input.b) & vec3<i32>(13396i, arg_1.a, -37422i)), select(vec4<bool>(false, arg_1.c.a, true, arg_1.c.a), select(vec4<bool>(global0.a, global0.a, true, false), vec4<bool>(false, arg_1.c.a, false, arg_1.c.a), false), !vec4<bool>(false, true, false, arg_1.c.a)).wzy).x == (1i & max(vec4<i32>(1i, -6669i, arg_1.a, global0.b), vec4<i32>(global0.b, 2147483647i, u_input.b, global0.b)).x), global0.a);
    if (false) {
        let var_1 = Struct_4(false, countOneBits(vec2<i32>((u_input.b | -33192i) << (u_input.d.x % 32u), ~global0.b)).x);
        switch (dot(vec3<i32>(-global0.b, -u_input.b, var_1.b), sign(vec3<i32>(1i, 1i, 1i)))) {
            case 1i: {
                var var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.b, arg_1.b, 1483f, arg_1.b)), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_1.b, arg_1.c.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, arg_1.c.b.a[_wgslsmith_index_u32(u_input.d.x, 3u)].x, 786f), vec4<f32>(arg_1.b, arg_1.b, arg_1.b, arg_1.c.b.a[_wgslsmith_index_u32(0u, 3u)].x))))).zzw)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1.c.b.a[_wgslsmith_index_u32(0u, 3u)].x, arg_1.b, _wgslsmith_f_op_f32(arg_1.b - 955f))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1.b, arg_1.b, 2146f) * vec3<f32>(206f, 360f, arg_1.b)))) * _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-243f, -1833f, -1153f)))))));
            }
            case -44724i: {
                (global0).a = false;
                var var_2 = !global0.a;
                let var_3 = !vec2<bool>(!var_0.x, false);
            }
            case -45143i: {
                (global0).b = -20772i;
                (var_0).x = select(!(!select(!vec3<bool>(global0.a, true, var_0.x), vec3<bool>(global0.a, global0.a, global0.a), any(vec2<bool>(var_0.x, false)))), !select(!select(vec4<bool>(global0.a, global0.a, true, false), vec4<bool>(var_1.a, var_1.a, var_1.a, var_1.a), vec4<bool>(arg_1.c.a, var_0.x, false, global0.a)), select(!vec4<bool>(var_1.a, var_1.a, true, arg_1.c.a), vec4<bool>(var_1.a, false, false, var_1.a), vec4<bool>(arg_1.c.a, global0.a, true, true)), any(select(vec3<bool>(false, var_0.x, false), vec3<bool>(false, arg_1.c.a, var_1.a), false))).wzy, !(!select(select(vec4<bool>(global0.a, arg_1.c.a, true, true), vec4<bool>(var_1.a, var_1.a, true, arg_1.c.a), true), !vec4<bool>(false, var_0.x, var_1.a, arg_1.c.a), global0.a).yzx)).x;
                var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(arg_1.b, -1604f, arg_1.b, -187f))) - _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_1.b, 973f, arg_1.b, arg_1.b)))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(arg_1.c.b.a[_wgslsmith_index_u32(countOneBits(1u), 3u)].x, _wgslsmith_f_op_f32(-225f + arg_1.c.b.a[_wgslsmith_index_u32(17316u, 3u)].x), _wgslsmith_f_op_f32(arg_1.b + 873f), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(1000f, 535f, -1861f, arg_1.c.b.a[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(1000f, -141f, 1020f, 841f))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_1.b, 1692f, 792f, -106f)))))), vec4<f32>(_wgslsmith_div_f32(-142f, _wgslsmith_div_f32(1439f, _wgslsmith_f_op_f32(arg_1.c.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x - arg_1.c.b.a[_wgslsmith_index_u32(1u, 3u)].x))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(829f, arg_1.b, 1278f, arg_1.b)))))).x, _wgslsmith_f_op_f32(max(arg_1.c.b.a[_wgslsmith_index_u32(1u * u_input.c.x, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-512f)))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(sign(arg_1.c.b.a[_wgslsmith_index_u32(1u, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1.c.b.a[_wgslsmith_index_u32(arg_0, 3u)].x * 304f)))), arg_1.c.b.a[_wgslsmith_index_u32(~insertBits(vec3<u32>(26982u, 4294967295u, 4085u), vec3<u32>(59985u, arg_0, u_input.d.x), arg_0, u_input.c.x).x, 3u)].x, arg_1.c.b.a[_wgslsmith_index_u32(~9164u, 3u)].x, arg_1.c.b.a[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(u_input.c.x, 49329u) / u_input.d.xx).x, 3u)].x));
                let var_3 = select(vec4<bool>(false, false, !select(select(vec4<bool>(global0.a, true, var_0.x, var_1.a), vec4<bool>(true, true, true, false), vec4<bool>(false, true, true, global0.a)), !vec4<bool>(global0.a, false, false, true), true).x, true), select(vec4<bool>(var_1.b == 61320i, false, select(true, var_1.a, false) && arg_1.c.a, true), vec4<bool>(!(!arg_1.c.a), any(!vec2<bool>(false, global0.a)), true, var_1.a), any(select(vec4<bool>(var_1.a, false, var_1.a, arg_1.c.a), vec4<bool>(false, global0.a, var_0.x, true), vec4<bool>(true, global0.a, false, false)).zy) | arg_1.c.a), true);
            }
            default: {
            }
        }
        if (~(~(5055u / ~arg_0)) > u_input.c.x) {
        }
    } else {
        (var_0).x = global0.a;
        while (select(vec3<bool>(true, arg_1.c.a, select(vec4<bool>(!var_0.x, var_0.x, func_5(global0.a, arg_1.c).c.a, false), vec4<bool>(var_0.x, func_5(false, Struct_2(arg_1.c.a, arg_1.c.b)).c.a, select(vec4<bool>(true, global0.a, true, true), vec4<bool>(false, false, false, true), arg_1.c.a).x, global0.a), !vec4<bool>(false, var_0.x, var_0.x, global0.a)).x), !(!select(!vec3<bool>(false, arg_1.c.a, arg_1.c.a), !vec3<bool>(false, var_0.x, false), true)), !(!(!(!vec3<bool>(arg_1.c.a, var_0.x, false))))).x) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            continue;
        }
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            return var_0.x;
            continuing {
                break if _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-183f, arg_1.c.b.a[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1.b, arg_1.c.b.a[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(-622f, -530f, -1649f, 1530f))).wy)).x * arg_1.c.b.a[_wgslsmith_index_u32(0u, 3u)].x)) == _wgslsmith_f_op_f32(_wgslsmith_div_f32(func_5(true, arg_1.c).b, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_1.c.b.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_1.b, 1000f, arg_1.c.b.a[_wgslsmith_index_u32(arg_0, 3u)].x), vec4<f32>(arg_1.b, arg_1.b, arg_1.b, arg_1.b), vec4<bool>(global0.a, true, false, global0.a))).x)) * _wgslsmith_div_f32(arg_1.c.b.a[_wgslsmith_index_u32(~49760u, 3u)].x, -893f));
            }
        }
    }
    var var_1 = arg_0 | (u_input.c.x - arg_0);
    while (false) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
    }
    var_1 = 3136u;
    return var_0.x;
}

fn func_3(arg_0: vec4<i32>, arg_1: Struct_2, arg_2: Struct_3) -> vec4<i32> {
    (global0).a = arg_2.c.a;
    let var_0 = ~arg_0.xyw;
    var var_1 = vec4<u32>(0u, 73577u, u_input.c.x, ~1u - ~(~u_input.d.x));
    loop {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        if (select(select(vec4<bool>(any(vec4<bool>(global0.a, false, arg_2.c.a, false)), false, true, func_4(3874u, func_5(false, Struct_2(true, Struct_1(arg_1.b.a, arg_2.a))))), !select(vec4<bool>(arg_2.c.a, true, false, false), select(vec4<bool>(false, false, true, arg_1.a), vec4<bool>(arg_1.a, arg_1.a, arg_2.c.a, true), vec4<bool>(false, true, arg_2.c.a, arg_2.c.a)), false), arg_1.a).wwz, !select(!vec3<bool>(true, true, global0.a), select(select(vec4<bool>(global0.a, global0.a, true, true), vec4<bool>(false, arg_2.c.a, arg_1.a, arg_1.a), vec4<bool>(arg_2.c.a, global0.a, arg_1.a, arg_1.a)), !vec4<bool>(false, arg_2.c.a, false, false), arg_1.a).wzy, !select(vec3<bool>(false, global0.a, true), vec3<bool>(true, true, true), vec3<bool>(true, false, arg_2.c.a))), !select(select(select(vec4<bool>(true, global0.a, global0.a, false), vec4<bool>(true, arg_2.c.a, arg_1.a, arg_2.c.a), vec4<bool>(true, true, global0.a, false)).zwx, vec3<bool>(true, false, false), !vec3<bool>(false, false, global0.a)), select(vec3<bool>(arg_1.a, arg_1.a, arg_2.c.a), vec3<bool>(arg_2.c.a, global0.a, arg_2.c.a), vec3<bool>(false, arg_2.c.a, true)), vec3<bool>(!arg_2.c.a, true, false))).x) {
        }
        break;
    }
    let var_2 = 1971f;
    return arg_0;
}

fn func_2(arg_0: f32, arg_1: mat4x4<f32>, arg_2: mat4x4<f32>, arg_3: Struct_4) -> u32 {
    switch (~18892i) {
        default: {
            loop {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                let var_0 = vec3<u32>(u_input.d.x, 1u, ~29828u);
                break;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        (global0).a = ((u_input.d.x << (((u_input.d.x << ((u_input.d.x * u_input.d.x) % 32u)) ^ u_input.d.x) % 32u)) < (((firstTrailingBit(u_input.d).x | 4294967295u) / u_input.d.x) * countOneBits(4294967295u & ~u_input.d.x)));
        switch (insertBits(vec4<i32>(abs(extractBits(vec4<i32>(1i, u_input.a.x, -1i, u_input.b), 21491u << (u_input.c.x % 32u), 4294967295u | u_input.d.x).zyz).x, global0.b, (0i << (min(vec4<u32>(59268u, u_input.d.x, 62890u, 0u), vec4<u32>(12436u, 7403u, u_input.c.x, 4294967295u)).x % 32u)) ^ -11074i, 1i), _wgslsmith_mod_vec4_i32(func_3(select(clamp(vec4<i32>(arg_3.b, arg_3.b, global0.b, 21217i), vec4<i32>(0i, -49518i, -12099i, u_input.a.x), vec4<i32>(arg_3.b, global0.b, u_input.b, 1i)), vec4<i32>(-1i, -39397i, 61289i, arg_3.b) ^ vec4<i32>(18478i, u_input.a.x, 19170i, global0.b), !arg_3.a), Struct_2(true, Struct_1(mat3x2<f32>(vec2<f32>(-1177f, 1000f), arg_2[_wgslsmith_index_u32(45680u, 4u)].xw, vec2<f32>(304f, arg_2[_wgslsmith_index_u32(u_input.c.x, 4u)].x)), 19758i)), Struct_3(~1i, -188f, Struct_2(global0.a, Struct_1(mat3x2<f32>(vec2<f32>(-425f, 155f), vec2<f32>(arg_2[_wgslsmith_index_u32(19355u, 4u)].x, arg_0), vec2<f32>(arg_0, -1014f)), -6670i)))), min(vec4<i32>(u_input.a.x, u_input.b, 2147483647i, -8216i), clamp(vec4<i32>(46661i, arg_3.b, i32(-2147483648), arg_3.b), vec4<i32>(i32(-2147483648), global0.b, 15452i, 1i), vec4<i32>(global0.b, 2147483647i, -18970i, u_input.a.x))) / vec4<i32>(-global0.b, 3711i ^ global0.b, -arg_3.b, ~20869i)), u_input.d.x, ~((u_input.d.x & 0u) << (u_input.d.x % 32u)) >> ((countOneBits(u_input.c).x & max(vec4<u32>(u_input.c.x, u_input.d.x, 4294967295u, u_input.d.x) << (vec4<u32>(u_input.c.x, u_input.c.x, 20846u, u_input.c.x) % vec4<u32>(32u)), firstTrailingBit(vec4<u32>(u_input.d.x, u_input.c.x, u_input.d.x, u_input.d.x))).x) % 32u)).x) {
            case -25559i: {
                var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-189f, _wgslsmith_f_op_f32(-280f), _wgslsmith_f_op_vec2_f32(saturate(arg_2[_wgslsmith_index_u32(u_input.d.x, 4u)].xy)).x), arg_2[_wgslsmith_index_u32(4294967295u, 4u)].wxx)))), _wgslsmith_f_op_vec4_f32(select(arg_2[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, u_input.d.x) & (u_input.d.x & u_input.d.x), 4u)], vec4<f32>(-441f, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-118f, arg_2[_wgslsmith_index_u32(u_input.c.x, 4u)].x), arg_2[_wgslsmith_index_u32(u_input.c.x * 0u, 4u)].yy, select(vec3<bool>(arg_3.a, global0.a, true), vec3<bool>(global0.a, global0.a, arg_3.a), true).x)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0) - _wgslsmith_f_op_f32(-arg_0)), 1224f), arg_3.a)).ywz);
                var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp(arg_2[_wgslsmith_index_u32(22093u, 4u)])))).x, -1157f, arg_0) - arg_1[_wgslsmith_index_u32(u_input.c.x, 4u)].yxx), _wgslsmith_f_op_vec3_f32(step(var_0[_wgslsmith_index_u32(~atomicOr(&wg_atomic_u32, ~23165u), 2u)], arg_1[_wgslsmith_index_u32(u_input.c.x & ~(~0u), 4u)].xyy)));
                break;
            }
            case 0i: {
                break;
            }
            default: {
                let var_0 = arg_3.a;
                let var_1 = u_input.c;
            }
        }
        let var_0 = abs(~(~vec3<u32>(26313u, reverseBits(u_input.d).x, 9586u / u_input.d.x))).xy;
        (global0).a = global0.a;
    }
    loop {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        global0 = arg_3;
        global0 = Struct_4(global0.a, global0.b);
        while (false) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        }
        if (arg_3.a) {
            break;
        } else if (true) {
            let var_0 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x, 567f, arg_0))))).x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.c.x, 4u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0 + -243f) - -1062f) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(436f - arg_0) * arg_2[_wgslsmith_index_u32(0u, 4u)].x))), _wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(arg_2[_wgslsmith_index_u32(u_input.c.x, 4u)].x, arg_0, 210f))), arg_1[_wgslsmith_index_u32(select(u_input.c.x, 65365u, true), 4u)].xxx), arg_1[_wgslsmith_index_u32(u_input.c.x, 4u)].yyy), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-401f, arg_0, 737f))).x, 2090f, _wgslsmith_f_op_vec2_f32(fract(arg_2[_wgslsmith_index_u32(u_input.c.x, 4u)].xw)).x))));
        }
    }
    (global0).a = (-(-global0.b - ~global0.b) >= countLeadingZeros(u_input.a.x)) | !(!((global0.a || global0.a) == (arg_0 <= arg_1[_wgslsmith_index_u32(u_input.c.x, 4u)].x)));
    (global0).b = u_input.a.x ^ atomicMax(&wg_atomic_i32, ~((1970i - arg_3.b) & -(i32(-2147483648))));
    return ~((atomicExchange(&wg_atomic_u32, atomicMax(&wg_atomic_u32, 26861u)) / 1u) >> (~54078u % 32u));
}

fn func_1(arg_0: mat3x2<f32>, arg_1: vec4<f32>, arg_2: mat3x4<f32>) -> i32 {
    var var_0 = countTrailingZeros(vec4<i32>(insertBits(vec4<i32>(-57234i, u_input.a.x, -1i, u_input.b) / vec4<i32>(u_input.a.x, u_input.a.x, 0i, 37709i), vec4<i32>(u_input.a.x, global0.b, global0.b, 0i) + vec4<i32>(global0.b, u_input.b, 33338i, global0.b), _wgslsmith_mod_u32(u_input.d.x, u_input.d.x), func_2(1928f, mat4x4<f32>(vec4<f32>(-1295f, -1000f, 478f, 674f), arg_2[_wgslsmith_index_u32(0u, 3u)], vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 1679f, -863f), arg_2[_wgslsmith_index_u32(56033u, 3u)]), mat4x4<f32>(vec4<f32>(arg_1.x, -294f, arg_1.x, arg_2[_wgslsmith_index_u32(u_input.d.x, 3u)].x), vec4<f32>(570f, 1463f, 293f, 1009f), vec4<f32>(arg_2[_wgslsmith_index_u32(34191u, 3u)].x, -227f, -2764f, arg_2[_wgslsmith_index_u32(u_input.d.x, 3u)].x), arg_2[_wgslsmith_index_u32(46401u, 3u)]), Struct_4(global0.a, u_input.a.x))).x, -u_input.a.x, u_input.a.x, global0.b)).x * ~13685i;
    while (select(vec2<bool>(false, global0.a), select(select(select(!vec4<bool>(true, global0.a, false, false), !vec4<bool>(global0.a, global0.a, true, global0.a), all(vec3<bool>(false, global0.a, false))), !(!vec4<bool>(false, true, global0.a, global0.a)), true).wyy, !vec3<bool>(false | global0.a, false, global0.a && global0.a), !select(select(vec4<bool>(global0.a, false, true, global0.a), vec4<bool>(global0.a, global0.a, false, global0.a), global0.a), !vec4<bool>(true, true, global0.a, global0.a), atomicCompareExchangeWeak(&wg_atomic_u32, u_input.c.x, u_input.d.x).exchanged).zwy).yz, select(vec3<bool>(false & select(vec4<bool>(global0.a, global0.a, global0.a, global0.a), vec4<bool>(true, true, true, false), false).x, true, !(!global0.a)), vec3<bool>(true, any(!vec2<bool>(global0.a, global0.a)), select(select(vec4<bool>(false, false, global0.a, global0.a), vec4<bool>(global0.a, global0.a, global0.a, global0.a), vec4<bool>(false, false, global0.a, global0.a)), vec4<bool>(global0.a, global0.a, global0.a, global0.a), all(vec2<bool>(true, false))).x), atomicCompareExchangeWeak(&wg_atomic_u32, ~4294967295u, u_input.c.x).old_value <= (~u_input.d.x >> (u_input.c.x % 32u))).xz).x) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
    }
    loop {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        var var_1 = Struct_2(!(!func_5(false, Struct_2(global0.a, Struct_1(mat3x2<f32>(arg_0[_wgslsmith_index_u32(u_input.d.x, 3u)], vec2<f32>(-608f, -254f), arg_1.xx), 2147483647i))).c.a | func_5(global0.a, func_5(true, Struct_2(global0.a, Struct_1(arg_0, global0.b))).c).c.a), Struct_1(func_5(false, func_5(global0.a, func_5(global0.a, Struct_2(global0.a, Struct_1(mat3x2<f32>(arg_2[_wgslsmith_index_u32(u_input.d.x, 3u)].zz, arg_2[_wgslsmith_index_u32(u_input.d.x, 3u)].zw, vec2<f32>(-930f, arg_2[_wgslsmith_index_u32(1u, 3u)].x)), -25727i))).c).c).c.b.a, i32(-2147483648)));
    }
    var_0 = clamp(vec2<i32>(dot(_wgslsmith_mod_vec3_i32(vec3<i32>(u_input.b, -20334i, u_input.b), vec3<i32>(u_input.a.x, u_input.a.x, i32(-2147483648))), vec3<i32>(global0.b, i32(-2147483648), u_input.a.x) * vec3<i32>(u_input.a.x, 0i, u_input.a.x)), u_input.b ^ (global0.b + -1i)), select(vec3<i32>(~1i, clamp(global0.b, u_input.a.x, u_input.b), ~global0.b), ~(-vec3<i32>(1i, global0.b, -24203i)), select(!vec4<bool>(global0.a, global0.a, global0.a, false), select(vec4<bool>(global0.a, global0.a, global0.a, global0.a), vec4<bool>(global0.a, global0.a, global0.a, false), false), true).wxw).xx, vec2<i32>(global0.b, -u_input.b)).x ^ ~7408i;
    global0 = Struct_4(any(select(vec2<bool>(global0.a, true), vec2<bool>(!global0.a, false), ~u_input.c.x >= countLeadingZeros(vec4<u32>(u_input.c.x, u_input.c.x, u_input.d.x, u_input.c.x)).x)), min(vec3<i32>(~32586i ^ (i32(-2147483648) / u_input.b), u_input.b, sign(vec3<i32>(global0.b, -16402i, i32(-2147483648)) | vec3<i32>(-1i, 1i, -1i)).x), vec3<i32>(global0.b, 0i, -26728i + 1i) * -(-vec3<i32>(u_input.b, u_input.a.x, u_input.a.x))).x);
    return (extractBits(vec4<i32>(u_input.a.x, -7957i, i32(-2147483648), u_input.b) * vec4<i32>(i32(-2147483648), i32(-2147483648), -5710i, -1i), 64497u + u_input.c.x, u_input.d.x).x & -min(1i, countOneBits(-31216i))) / (-extractBits(2147483647i, u_input.d.x - 29718u, 4294967295u | u_input.c.x) / ((u_input.a.x >> ((u_input.c.x - 0u) % 32u)) & (global0.b & -13736i)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    if (all(select(!vec2<bool>(select(vec4<bool>(global0.a, global0.a, true, global0.a), vec4<bool>(true, false, global0.a, global0.a), vec4<bool>(global0.a, global0.a, global0.a, global0.a)).x, global0.a), !(!select(vec3<bool>(global0.a, global0.a, global0.a), vec3<bool>(false, global0.a, true), true).xx), !vec2<bool>(global0.a && true, any(vec4<bool>(true, global0.a, false, true)))))) {
        loop {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            (global0).b = _wgslsmith_mod_i32(min((-vec3<i32>(u_input.b, 2147483647i, global0.b) - countTrailingZeros(vec3<i32>(33i, i32(-2147483648), global0.b))) ^ extractBits(vec3<i32>(global0.b, 3653i, u_input.b) / vec3<i32>(global0.b, u_input.a.x, -3779i), extractBits(builtin_global_invocation_id.xy, builtin_global_invocation_id.x, 127228u).x, ~49498u), vec3<i32>(u_input.b, 0i, func_1(mat3x2<f32>(vec2<f32>(449f, -1000f), vec2<f32>(-195f, 732f), vec2<f32>(154f, -461f)), vec4<f32>(546f, 366f, -191f, 1031f), mat3x4<f32>(vec4<f32>(-2232f, -1139f, -1427f, -229f), vec4<f32>(952f, 199f, 1000f, 1000f), vec4<f32>(970f, -1545f, 911f, -288f)))) - vec3<i32>(_wgslsmith_mod_i32(u_input.a.x, 2851i), _wgslsmith_mod_i32(-1i, global0.b), global0.b)).x, global0.b);
            global0 = Struct_4(true, global0.b);
            break;
        }
        (global0).a = false;
        var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-331f, 986f, -442f), vec3<f32>(-419f, 932f, -132f))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(193f, 1000f, -154f) - vec3<f32>(-1122f, 784f, 1544f)) + _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-1000f, 921f, -807f)))))) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(vec4<f32>(-406f, 1187f, -179f, -564f), vec4<f32>(-682f, 928f, 1184f, 270f)))).yzz + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-602f, 551f, 975f, -270f), vec4<f32>(-901f, 2087f, -373f, 1272f))).yxz))));
        for (var var_1 = 20383i; global0.a; ) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            var var_2 = func_5(atomicOr(&wg_atomic_u32, countTrailingZeros(extractBits(vec4<u32>(0u, 52796u, builtin_local_invocation_id.x, builtin_workgroup_id.x), builtin_global_invocation_id.x, builtin_local_invocation_id.x).x)) > (106857u + ~builtin_local_invocation_id.x), func_5(!global0.a, func_5(global0.a, func_5(global0.a, Struct_2(true, Struct_1(mat3x2<f32>(var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].xy, var_0[_wgslsmith_index_u32(63968u, 2u)].xx, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].xy), 2147483647i))).c).c).c);
        }
        let var_1 = vec3<bool>(global0.a, false, !select(select(!vec3<bool>(global0.a, true, global0.a), vec3<bool>(false, global0.a, global0.a), select(vec3<bool>(global0.a, global0.a, false), vec3<bool>(global0.a, false, global0.a), vec3<bool>(true, true, true))), !vec3<bool>(true, false, global0.a), select(vec4<bool>(true, false, global0.a, true), vec4<bool>(true, false, false, global0.a), !vec4<bool>(false, false, true, global0.a)).zwz).x);
    } else if (false) {
        var var_0 = ~firstLeadingBit(vec3<u32>(u_input.c.x, ~select(vec2<u32>(builtin_local_invocation_id.x, 94615u), vec2<u32>(66930u, 0u), vec2<bool>(false, false)).x, ~_wgslsmith_mod_u32(1u, 45050u))).x;
        var_0 = atomicMax(&wg_atomic_u32, countLeadingZeros(reverseBits(builtin_workgroup_id.xx)).x ^ ~(~(~builtin_workgroup_id.x)));
        (global0).b = global0.b;
    } else {
    }
    (global0).a = false;
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        while (func_5(any(!vec2<bool>(func_4(u_input.c.x, Struct_3(21518i, -1167f, Struct_2(false, Struct_1(mat3x2<f32>(vec2<f32>(1487f, 323f), vec2<f32>(305f, -1399f), vec2<f32>(-863f, -172f)), global0.b)))), true)), Struct_2(true || func_5(true & global0.a, Struct_2(true, Struct_1(mat3x2<f32>(vec2<f32>(1007f, -1779f), vec2<f32>(-761f, 1379f), vec2<f32>(1000f, -1327f)), -14616i))).c.a, Struct_1(mat3x2<f32>(vec2<f32>(-2036f, 1286f), vec2<f32>(721f, -1399f), vec2<f32>(-1094f, -3004f)), ~insertBits(vec3<i32>(1i, global0.b, u_input.a.x), vec3<i32>(-19079i, u_input.a.x, 2147483647i), builtin_local_invocation_id.x, 19930u).x))).c.a) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            break;
        }
        loop {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            let var_0 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-681f, -1000f, -1047f)) * vec3<f32>(-282f, -289f, 567f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1802f)) + -1478f) * 405f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-352f, 1019f)) - _wgslsmith_f_op_vec2_f32(round(vec2<f32>(-117f, 400f))))));
            (global0).a = false;
            continue;
        }
        for (; global0.a; ) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            continue;
        }
        var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(1f, 1f, 1f) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(526f, 2179f, -1092f)) + vec4<f32>(1f, 1f, 1f, 1f).yyw) + _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, -1000f, 839f)))))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-153f, -672f, -146f, -1109f)) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(2105f, 668f, -904f, 538f), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-659f, -755f, 1249f, -304f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1265f, -171f, -842f, -468f))))))).zxw);
        return;
        continuing {
            ((var_0)[_wgslsmith_index_u32(~36939u, 2u)]).x = _wgslsmith_f_op_f32(trunc(2142f));
            ((var_0)[_wgslsmith_index_u32(countLeadingZeros(reverseBits(~vec4<u32>(83040u, 0u, 80208u, 4294967295u)).wy + vec2<u32>((48633u - 4294967295u) << (builtin_local_invocation_id.x % 32u), builtin_global_invocation_id.x | builtin_workgroup_id.x)).x, 2u)]).x = 988f;
            switch (15755i) {
                case -10763i: {
                    var var_1 = Struct_3(-15899i, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x * builtin_global_invocation_id.x, 2u)].x, Struct_2(!global0.a, Struct_1(mat3x2<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1257f, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 351f, 1563f))).xy, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-376f, -1462f, var_0[_wgslsmith_index_u32(1u, 2u)].x, -627f), vec4<f32>(-161f, -1918f, 236f, var_0[_wgslsmith_index_u32(1u, 2u)].x), vec4<f32>(-1056f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, -1182f, -1000f))).wz, _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].zx)), u_input.b & 1253i)));
                }
                case 2147483647i: {
                    var var_1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(min(405f, 599f)) - _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(38266u, 2u)].x)), -975f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~9009u, 2u)].x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_0[_wgslsmith_index_u32(59360u, 2u)].x, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_0[_wgslsmith_index_u32(12020u, 2u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x) + 1153f)), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.d.x ^ 0u, 2u)].x), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(573f, 1970f, 629f, -1000f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-615f, var_0[_wgslsmith_index_u32(28316u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x, -1690f), vec4<f32>(-378f, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(56998u, 2u)].x), vec4<bool>(global0.a, true, global0.a, global0.a))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x, 279f, var_0[_wgslsmith_index_u32(0u, 2u)].x)))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-656f)) * _wgslsmith_f_op_vec2_f32(exp2(var_0[_wgslsmith_index_u32(4294967295u, 2u)].zx)).x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(507f * -530f)), _wgslsmith_f_op_f32(-669f + var_0[_wgslsmith_index_u32(insertBits(vec3<u32>(4294967295u, 4294967295u, 1u), vec3<u32>(1u, builtin_local_invocation_id.x, 0u), u_input.c.x, u_input.c.x).x, 2u)].x), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].xz))).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1000f, 1688f, 138f, var_0[_wgslsmith_index_u32(0u, 2u)].x), vec4<f32>(-1436f, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0[_wgslsmith_index_u32(18657u, 2u)].x, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x))), vec4<f32>(979f, -1815f, 315f, -1085f)))) * vec4<f32>(var_0[_wgslsmith_index_u32(3968u, 2u)].x, 593f, var_0[_wgslsmith_index_u32(~(~4294967295u), 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x), var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)], vec3<bool>(false, global0.a, false))).x))));
                    ((var_1)[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, ~24837u), 4u)]).x = var_0[_wgslsmith_index_u32(~(((~0u >> (~u_input.d.x % 32u)) - ((builtin_global_invocation_id.x & 0u) / clamp(vec4<u32>(u_input.d.x, 4294967295u, 50280u, 158766u), vec4<u32>(builtin_global_invocation_id.x, 41496u, builtin_local_invocation_id.x, 4294967295u), vec4<u32>(1u, u_input.c.x, builtin_local_invocation_id.x, 4294967295u)).x)) >> (~builtin_local_invocation_id.x % 32u)), 2u)].x;
                    (global0).b = 15826i;
                    let var_2 = Struct_3(abs(~(insertBits(vec4<i32>(i32(-2147483648), u_input.b, u_input.b, u_input.a.x), vec4<i32>(global0.b, u_input.b, u_input.a.x, -17399i), builtin_local_invocation_id.x, u_input.d.x).zw + vec2<i32>(global0.b, 47263i))).x, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, func_5(true, func_5(select(!vec4<bool>(false, false, true, global0.a), !vec4<bool>(false, global0.a, global0.a, true), vec4<bool>(true, false, global0.a, global0.a)).x, Struct_2(func_4(builtin_global_invocation_id.x, Struct_3(global0.b, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, Struct_2(global0.a, Struct_1(mat3x2<f32>(vec2<f32>(854f, 801f), var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].xx, var_0[_wgslsmith_index_u32(17683u, 2u)].xx), 20589i)))), Struct_1(mat3x2<f32>(vec2<f32>(var_1[_wgslsmith_index_u32(59108u, 4u)].x, -1042f), vec2<f32>(var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, var_1[_wgslsmith_index_u32(105995u, 4u)].x), vec2<f32>(649f, var_1[_wgslsmith_index_u32(u_input.d.x, 4u)].x)), 66472i))).c).c);
                    var var_3 = func_5(global0.a, var_2.c).c;
                }
                case 27608i: {
                }
                case 17068i: {
                    let var_1 = ~6238i;
                    var var_2 = -19885i;
                    let var_3 = func_5(!(!global0.a), func_5(true, Struct_2(true, Struct_1(func_5(global0.a, Struct_2(false, Struct_1(mat3x2<f32>(var_0[_wgslsmith_index_u32(24245u, 2u)].xy, vec2<f32>(-2175f, 1000f), vec2<f32>(912f, var_0[_wgslsmith_index_u32(10507u, 2u)].x)), global0.b))).c.b.a, countOneBits(vec4<i32>(var_1, 48322i, i32(-2147483648), var_1)).x))).c);
                }
                default: {
                }
            }
            (global0).b = u_input.b;
        }
    }
    for (var var_0 = -45512i; global0.a; var_0 -= 1i) {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        continue;
    }
    (global0).a = ~u_input.d.x >= (select(builtin_local_invocation_id.yy, countOneBits(vec2<u32>(1u, 4294967295u) >> (u_input.d.zz % vec2<u32>(32u))), global0.a).x ^ (~select(u_input.d, vec3<u32>(builtin_workgroup_id.x, builtin_global_invocation_id.x, u_input.c.x), global0.a).x ^ extractBits(~59809u, u_input.c.x, select(vec2<u32>(29286u, builtin_workgroup_id.x), vec2<u32>(builtin_local_invocation_id.x, 1u), false).x)));
    loop {
        if (LOOP_COUNTERS[21u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        break;
    }
    let x = u_input.a;
    s_output = StorageBuffer(countLeadingZeros(countLeadingZeros(vec4<u32>(13630u, builtin_global_invocation_id.x, u_input.c.x, u_input.d.x)) / ~(~vec4<u32>(u_input.d.x, builtin_workgroup_id.x, builtin_local_invocation_id.x, u_input.d.x))));
}

