// {"0:0":[161,187,148,176,114,60,195,53,135,193,155,7,181,72,22,215,69,221,27,1,155,112,81,11,126,82,178,247,184,19,170,232,64,240,108,228,142,186,107,227,127,241,121,127,196,14,119,31]}
// Seed: 20

struct Struct_1 {
    a: mat2x4<f32>,
    @size(32)
    b: mat2x3<f32>,
    @align(64)
    @size(20)
    c: vec4<f32>,
}

struct Struct_2 {
    @align(4)
    @size(8)
    a: f32,
    @align(64)
    b: Struct_1,
}

struct Struct_3 {
    @align(32)
    @size(24)
    a: vec2<i32>,
    @align(16)
    b: mat2x4<f32>,
    @size(192)
    c: Struct_2,
    @align(16)
    d: vec3<f32>,
    @align(16)
    e: bool,
}

struct UniformBuffer {
    a: u32,
    @size(24)
    b: vec4<i32>,
    c: i32,
    @size(4)
    d: i32,
}

struct StorageBuffer {
    a: vec3<f32>,
    @size(32)
    b: mat4x2<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: mat3x3<f32> = mat3x3<f32>(vec3<f32>(-2266f, -703f, -100f), vec3<f32>(1057f, -136f, -850f), vec3<f32>(-1000f, -1164f, -442f));

var<private> global1: array<i32, 20> = array<i32, 20>(1i, i32(-2147483648), 1i, -1i, -18578i, 9912i, i32(-2147483648), -8786i, -18890i, 1i, 48302i, 12304i, i32(-2147483648), 0i, 5683i, -27129i, 2147483647i, -12680i, 3698i, -1i);

var<workgroup> global2: array<vec3<i32>, 32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 16>;

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5() -> i32 {
    var var_0 = vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 2147483647i, 24696i).exchanged, true, all(vec3<bool>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 3u)].x - global0[_wgslsmith_index_u32(4294967295u, 3u)].x) <= _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(48698u, 3u)].x - -293f), true, (u_input.a | u_input.a) != u_input.a)));
    while (!(!(!var_0.x))) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        for (var var_1 = 2147483647i; global1[_wgslsmith_index_u32(u_input.a, 20u)] > reverseBits(23169i); ((global0)[_wgslsmith_index_u32(u_input.a, 3u)]).x = -535f) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            continue;
        }
        var var_1 = Struct_2(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)))))).x, Struct_1(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-804f, 155f, -744f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0[_wgslsmith_index_u32(7242u, 3u)].x, 583f, 1000f, 417f))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global0[_wgslsmith_index_u32(30376u, 3u)].x, -1921f, global0[_wgslsmith_index_u32(41387u, 3u)].x)))), mat2x3<f32>(global0[_wgslsmith_index_u32(u_input.a >> (min(vec4<u32>(u_input.a, 26062u, u_input.a, 33781u), vec4<u32>(u_input.a, 34997u, 32145u, 1u)).x % 32u), 3u)], _wgslsmith_f_op_vec3_f32(min(vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1569f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x), global0[_wgslsmith_index_u32(select(vec2<u32>(u_input.a, u_input.a), vec2<u32>(u_input.a, u_input.a), vec2<bool>(var_0.x, false)).x, 3u)]))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -2444f, -1628f, global0[_wgslsmith_index_u32(13715u, 3u)].x) + vec4<f32>(348f, global0[_wgslsmith_index_u32(49483u, 3u)].x, -1160f, 1086f)))))));
        break;
    }
    if (var_0.x) {
        let var_1 = Struct_2(_wgslsmith_f_op_f32(288f - _wgslsmith_f_op_f32(1767f + _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(exp(global0[_wgslsmith_index_u32(4982u, 3u)])))).x)), Struct_1(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(463f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1853f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x))) + vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(77261u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)), vec4<f32>(global0[_wgslsmith_index_u32(3713u, 3u)].x, 412f, global0[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(1u, 0u, u_input.a, 0u)).x, 3u)].x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)].x - -1000f))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(6713u, 3u)].x), global0[_wgslsmith_index_u32(u_input.a, 3u)]))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(21142u, 3u)].x, -212f)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-(-1230f)), _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-826f, 1000f), global0[_wgslsmith_index_u32(u_input.a, 3u)].zx, global0[_wgslsmith_index_u32(u_input.a, 3u)].zy)).x, _wgslsmith_f_op_f32(321f - 581f), _wgslsmith_f_op_vec3_f32(saturate(global0[_wgslsmith_index_u32(25512u, 3u)])).x) + _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(vec4<f32>(-327f, 1000f, global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x), vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(10914u, 3u)].x, global0[_wgslsmith_index_u32(20530u, 3u)].x, 1264f)))))));
    } else {
        switch (1i) {
            case -54085i: {
            }
            default: {
                let var_1 = u_input.b.xwz;
                let var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 282f, -1319f, global0[_wgslsmith_index_u32(1u, 3u)].x)) - vec4<f32>(310f, 1000f, global0[_wgslsmith_index_u32(0u, 3u)].x, -779f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1528f, -1482f, global0[_wgslsmith_index_u32(9140u, 3u)].x), vec4<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(47813u, 3u)].x, -136f, -521f)) + vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1226f, 545f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(61285u, 3u)].x, 380f, global0[_wgslsmith_index_u32(2538u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x) * vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -790f, 152f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, 819f, 2865f, 1353f)), vec4<bool>(var_0.x, var_0.x, var_0.x, false))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 834f, 632f, 1514f) * vec4<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, 1428f, global0[_wgslsmith_index_u32(49974u, 3u)].x, 1201f)), vec4<f32>(global0[_wgslsmith_index_u32(35700u, 3u)].x, 1291f, global0[_wgslsmith_index_u32(0u, 3u)].x, 838f))) + vec4<f32>(459f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(383f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x))), 1f, _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(38340u, 3u)].x, global0[_wgslsmith_index_u32(144317u, 3u)].x), vec4<f32>(global0[_wgslsmith_index_u32(29912u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1900f, 1494f), var_0.x)), vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1675f), vec4<f32>(1424f, 641f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x))).x)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(select(global0[_wgslsmith_index_u32(1u, 3u)], global0[_wgslsmith_index_u32(u_input.a, 3u)], vec3<bool>(var_0.x, false, var_0.x))))).x, global0[_wgslsmith_index_u32(insertBits(firstLeadingBit(vec3<u32>(45885u, u_input.a, 24554u)), vec3<u32>(87566u, u_input.a, u_input.a), _wgslsmith_mod_u32(113991u, 18837u), u_input.a & u_input.a).x, 3u)].x, 1000f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1243f, -777f, 148f))))), false)));
                var var_3 = vec2<u32>(firstTrailingBit(u_input.a << (1u % 32u)), countTrailingZeros(reverseBits(~(vec4<u32>(u_input.a, 55120u, u_input.a, u_input.a) & vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a))).yy).x);
            }
        }
        var var_1 = u_input.b.x;
        for (var var_2 = u_input.c; false && !var_0.x; ) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_3 = _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(select(u_input.a, u_input.a / u_input.a, select(select(!vec4<bool>(var_0.x, true, var_0.x, var_0.x), vec4<bool>(var_0.x, var_0.x, true, var_0.x), true), vec4<bool>(false, select(vec4<bool>(var_0.x, var_0.x, false, var_0.x), vec4<bool>(true, false, var_0.x, var_0.x), var_0.x).x, var_0.x, false), var_0.x).x), 3u)].x);
            let var_4 = u_input.b;
            break;
        }
        while (false) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        }
        ((global2)[_wgslsmith_index_u32(~(min(firstTrailingBit(countOneBits(vec4<u32>(0u, 46619u, 7409u, u_input.a))).x, u_input.a) << (~4294967295u % 32u)), 32u)]).x = global1[_wgslsmith_index_u32(15115u, 20u)];
    }
    let var_1 = (vec4<i32>(2147483647i >> ((u_input.a + 16878u) % 32u), -select(u_input.b.xy, vec2<i32>(-4856i, global1[_wgslsmith_index_u32(1u, 20u)]), var_0.yz).x, -u_input.d, sign(insertBits(vec4<i32>(global1[_wgslsmith_index_u32(29976u, 20u)], u_input.c, 34670i, -2347i), u_input.b, 26611u, u_input.a).wx).x) - vec4<i32>(-39096i, -u_input.c + -34389i, -42376i, ~dot(vec3<i32>(i32(-2147483648), global1[_wgslsmith_index_u32(0u, 20u)], -1i), u_input.b.zyy))) << (~vec4<u32>(u_input.a, 22019u, u_input.a, firstTrailingBit(46970u)) % vec4<u32>(32u));
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
    }
    return global1[_wgslsmith_index_u32(extractBits(~(~extractBits(vec4<u32>(u_input.a, u_input.a, u_input.a, 17960u), u_input.a, u_input.a).yyz), 1u, clamp(1u, 2529u, atomicAnd(&wg_atomic_u32, 0u - u_input.a))).x + ~29197u, 20u)];
}

fn func_4(arg_0: vec4<f32>, arg_1: f32) -> i32 {
    if (select(!select(vec4<bool>(true, false, true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c, global1[_wgslsmith_index_u32(119750u, 20u)]).exchanged), vec4<bool>(true, all(vec4<bool>(false, false, false, false)), any(vec4<bool>(true, false, true, false)), true), vec4<bool>(true, true, true, true)).wy, vec2<bool>(u_input.a <= ~(3553u / u_input.a), (func_5() < (~u_input.c & ~(-29475i)))), vec4<bool>(true, true, true, true).yw).x) {
    }
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        var var_0 = Struct_3(vec2<i32>(i32(-2147483648), u_input.c & 0i) >> (firstLeadingBit((vec4<u32>(u_input.a, u_input.a, 8733u, u_input.a) & vec4<u32>(33186u, 4294967295u, u_input.a, 1u)) | vec4<u32>(u_input.a, u_input.a, 1u, u_input.a)).yy % vec2<u32>(32u)), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(max(_wgslsmith_f_op_vec3_f32(min(arg_0.xzz, arg_0.zww)).x, global0[_wgslsmith_index_u32(0u & u_input.a, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1)), _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1105f, -432f, arg_1, arg_1))).x, -1537f), global0[_wgslsmith_index_u32(~u_input.a, 3u)].x), arg_0), Struct_2(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(594f * _wgslsmith_f_op_vec4_f32(round(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0.x, -394f, 432f))).x) + 987f), Struct_1(mat2x4<f32>(arg_0, _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.x, global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x, -682f) + arg_0)), mat2x3<f32>(vec3<f32>(1060f, -172f, -1000f), global0[_wgslsmith_index_u32(19747u ^ u_input.a, 3u)]), vec4<f32>(-1314f, _wgslsmith_f_op_f32(-621f + arg_1), 1141f, arg_0.x))), arg_0.ywx, true);
        loop {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            let var_1 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(abs(var_0.d)), global0[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(u_input.a, 11423u)).x, 3u)])))))).xy);
            var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(arg_0 + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(21553u, 2u)].x, var_0.d.x, -979f, arg_1)))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(dot(var_0.b[_wgslsmith_index_u32(u_input.a, 2u)], vec4<f32>(1090f, arg_1, global0[_wgslsmith_index_u32(2582u, 3u)].x, arg_0.x))), _wgslsmith_f_op_vec2_f32(trunc(var_1)).x, _wgslsmith_f_op_f32(-(-385f)), _wgslsmith_f_op_f32(-352f)))), arg_0);
            continue;
        }
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            break;
        }
        continuing {
            let var_1 = !(!select(vec4<bool>(select(vec4<bool>(var_0.e, true, var_0.e, true), vec4<bool>(false, var_0.e, true, var_0.e), vec4<bool>(false, var_0.e, var_0.e, var_0.e)).x, (u_input.a < u_input.a), !var_0.e, true), select(select(vec4<bool>(false, var_0.e, true, var_0.e), vec4<bool>(var_0.e, var_0.e, false, var_0.e), vec4<bool>(true, var_0.e, var_0.e, var_0.e)), vec4<bool>(var_0.e, var_0.e, var_0.e, true), true), u_input.a > ~11673u).zx);
            for (var var_2 = 14026i; ; ) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            }
            var var_2 = mat3x4<f32>(vec4<f32>(-673f, arg_1, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-471f, 364f, -1517f))).x)), _wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_vec4_f32(round(var_0.c.b.c)), vec4<f32>(_wgslsmith_f_op_f32(-597f + _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1000f, var_0.c.a) + vec4<f32>(arg_0.x, var_0.d.x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1320f)), arg_0)).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.x - _wgslsmith_f_op_f32(-861f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_1, -1102f, arg_1, 1392f))).x + _wgslsmith_f_op_f32(1000f * global0[_wgslsmith_index_u32(u_input.a, 3u)].x)) + 858f), global0[_wgslsmith_index_u32(~(u_input.a * ~u_input.a), 3u)].x));
            switch (-u_input.c) {
                case -31444i: {
                    var var_3 = var_0.c.b.a;
                    var var_4 = arg_1;
                    let var_5 = ~extractBits(clamp(~vec4<u32>(2359u, 38639u, 37417u, u_input.a), vec4<u32>(0u, 21870u, 0u, u_input.a) & vec4<u32>(1u, u_input.a, u_input.a, 62873u), insertBits(vec4<u32>(u_input.a, u_input.a, 0u, u_input.a), vec4<u32>(37119u, 25336u, 58263u, u_input.a), 67096u, u_input.a)).wzy ^ vec3<u32>(4475u, 69143u, u_input.a >> (7895u % 32u)), 6370u, (~0u * 52813u) << (u_input.a % 32u)).x;
                    var var_6 = vec4<i32>((57784i >> (atomicSub(&wg_atomic_u32, u_input.a) % 32u)) >> ((~(u_input.a << (0u % 32u)) / 1u) % 32u), clamp(~vec4<i32>(5396i & var_0.a.x, countOneBits(vec2<i32>(0i, -1i)).x, var_0.a.x, var_0.a.x / i32(-2147483648)), _wgslsmith_mod_vec4_i32(~u_input.b, u_input.b), u_input.b ^ u_input.b).x, 37344i, ~(atomicSub(&wg_atomic_i32, -10860i) + ~(u_input.b.x << (var_5 % 32u))));
                }
                default: {
                    var var_3 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(abs(var_0.c.b.a[_wgslsmith_index_u32(55114u, 2u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(134f, arg_1, 720f, 1074f))))) - _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_vec2_f32(min(var_2[_wgslsmith_index_u32(u_input.a, 3u)].yw, vec2<f32>(-520f, -912f))).x, var_2[_wgslsmith_index_u32(1u, 3u)].x, 431f, _wgslsmith_f_op_f32(-var_0.d.x)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(-496f, arg_1, 1000f), global0[_wgslsmith_index_u32(1u, 3u)], global0[_wgslsmith_index_u32(u_input.a, 3u)])).x + 928f) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(min(751f, var_2[_wgslsmith_index_u32(26888u, 3u)].x)) * _wgslsmith_f_op_f32(-222f)))));
                    ((global2)[_wgslsmith_index_u32(countOneBits(~(~vec2<u32>(u_input.a, u_input.a) ^ _wgslsmith_mod_vec2_u32(countLeadingZeros(vec2<u32>(26166u, u_input.a)), vec2<u32>(u_input.a, u_input.a)))).x, 32u)]).x = abs(~global2[_wgslsmith_index_u32(u_input.a, 32u)]).x;
                    var_0 = Struct_3(-vec2<i32>(-1i, -u_input.b.x ^ atomicCompareExchangeWeak(&wg_atomic_i32, 0i, u_input.c).old_value), mat2x4<f32>(arg_0, _wgslsmith_f_op_vec4_f32(-arg_0)), var_0.c, global0[_wgslsmith_index_u32(extractBits(~firstTrailingBit(vec4<u32>(u_input.a, 0u, 0u, u_input.a)).x, _wgslsmith_mod_u32(_wgslsmith_mod_u32(1u, u_input.a), ~u_input.a), u_input.a) & 0u, 3u)], false);
                    global2 = array<vec3<i32>, 32>();
                    var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, u_input.a), 3u)].x, _wgslsmith_f_op_f32(-arg_1), _wgslsmith_f_op_f32(arg_1 + -143f), _wgslsmith_f_op_vec2_f32(ceil(arg_0.yy)).x) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-260f, global0[_wgslsmith_index_u32(0u, 3u)].x, -419f, 537f) - var_2[_wgslsmith_index_u32(u_input.a, 3u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(4294967295u, 3u)].x, var_2[_wgslsmith_index_u32(u_input.a, 3u)].x, 581f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x) - var_2[_wgslsmith_index_u32(1u, 3u)]), arg_0)) * _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-arg_0)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(clamp(var_2[_wgslsmith_index_u32(4294967295u, 3u)], var_0.c.b.c, vec4<f32>(415f, arg_0.x, -2276f, -197f))))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, arg_1, -1459f, var_2[_wgslsmith_index_u32(u_input.a, 3u)].x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(var_0.c.b.c, var_0.b[_wgslsmith_index_u32(u_input.a, 2u)]), var_0.b[_wgslsmith_index_u32(1u, 2u)])))));
                }
            }
            var var_3 = ~(~1i);
        }
    }
    var var_0 = u_input.a;
    let var_1 = 29672u;
    (global1)[_wgslsmith_index_u32(~20061u, 20u)] = u_input.c;
    return global1[_wgslsmith_index_u32(~14083u, 20u)];
}

fn func_3(arg_0: u32, arg_1: mat2x4<f32>, arg_2: vec2<i32>) -> mat4x4<f32> {
    switch (func_4(arg_1[_wgslsmith_index_u32(4294967295u, 2u)], _wgslsmith_f_op_vec3_f32(floor(global0[_wgslsmith_index_u32(34601u, 3u)])).x) / arg_2.x) {
        case 2147483647i: {
            let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(arg_0, 3u)].x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(504f - 143f)), _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(arg_0, 3u)].x))), arg_1[_wgslsmith_index_u32(select(vec2<u32>(u_input.a, 46195u), vec2<u32>(u_input.a, 0u) << (vec2<u32>(50857u, 7520u) % vec2<u32>(32u)), vec2<bool>(true, true)).x, 2u)].x))), vec4<f32>(147f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(1124f, arg_1[_wgslsmith_index_u32(8262u, 2u)].x, global0[_wgslsmith_index_u32(32821u, 3u)].x))).x), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-275f, _wgslsmith_div_f32(-1092f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x))), 1389f), vec4<f32>(959f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-579f)) - _wgslsmith_f_op_vec3_f32(max(_wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, 1359f, 1000f), global0[_wgslsmith_index_u32(u_input.a, 3u)]), _wgslsmith_f_op_vec4_f32(abs(arg_1[_wgslsmith_index_u32(u_input.a, 2u)])).xxx)).x), -1726f, arg_1[_wgslsmith_index_u32(1u, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(~_wgslsmith_mod_u32(36767u, arg_0), 3u)].x, 1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(195f))) * 469f), _wgslsmith_f_op_f32(min(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(arg_0, 2u)].x, global0[_wgslsmith_index_u32(22914u, 3u)].x, 239f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -358f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1117f)))).x, -1000f))));
        }
        default: {
            switch (~(arg_2.x * u_input.d)) {
                case 0i: {
                    var var_0 = max(select(u_input.b, u_input.b, vec4<bool>(true, false, any(vec4<bool>(false, false, true, false)), atomicCompareExchangeWeak(&wg_atomic_u32, 20261u, u_input.a).exchanged)).x | -3353i, 9399i);
                    (global1)[_wgslsmith_index_u32(arg_0, 20u)] = (countOneBits(~(vec4<i32>(-39323i, -5162i, 1763i, global1[_wgslsmith_index_u32(36096u, 20u)]) << (vec4<u32>(4294967295u, 10327u, arg_0, u_input.a) % vec4<u32>(32u)))).x - ~arg_2.x) + (-(57896i - arg_2.x) << (0u % 32u));
                    let var_1 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, ~12304u), 3u)].xz * _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(arg_0, 2u)].xw - arg_1[_wgslsmith_index_u32(u_input.a, 2u)].yw))))));
                    global1 = array<i32, 20>();
                }
                case 5615i: {
                    let var_0 = u_input.d;
                    (global1)[_wgslsmith_index_u32(0u, 20u)] = -1i;
                }
                default: {
                    global1 = array<i32, 20>();
                }
            }
        }
    }
    global0 = mat3x3<f32>(arg_1[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(min(1u, ~1u), countLeadingZeros(u_input.a), countLeadingZeros(vec4<u32>(4294967295u, u_input.a, 0u, 11142u) * vec4<u32>(1u, arg_0, u_input.a, 0u)).x)).x, 2u)].xzy, vec3<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u * u_input.a, 2u)].x), global0[_wgslsmith_index_u32(countLeadingZeros(81452u), 3u)].x, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_div_f32(1115f, 1291f), _wgslsmith_f_op_f32(round(-1000f)), -1000f, global0[_wgslsmith_index_u32(arg_0, 3u)].x), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(arg_0, 2u)]))))).x), global0[_wgslsmith_index_u32(4294967295u, 3u)]);
    let var_0 = _wgslsmith_f_op_vec4_f32(exp2(arg_1[_wgslsmith_index_u32(4294967295u, 2u)])).zzz;
    var var_1 = Struct_2(_wgslsmith_f_op_f32(var_0.x * 679f), Struct_1(arg_1, mat2x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(651f, -438f, arg_1[_wgslsmith_index_u32(arg_0, 2u)].x), vec3<f32>(-608f, -344f, global0[_wgslsmith_index_u32(arg_0, 3u)].x), arg_1[_wgslsmith_index_u32(0u, 2u)].xzy)), vec3<f32>(310f, var_0.x, -272f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(702f, -370f, global0[_wgslsmith_index_u32(arg_0, 3u)].x), vec3<f32>(var_0.x, 881f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)) + _wgslsmith_f_op_vec3_f32(vec3<f32>(206f, arg_1[_wgslsmith_index_u32(arg_0, 2u)].x, var_0.x) + vec3<f32>(global0[_wgslsmith_index_u32(49467u, 3u)].x, -1000f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)))), _wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(33115u, 2u)] + _wgslsmith_f_op_vec4_f32(-vec4<f32>(1718f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(52419u, 3u)].x, var_0.x)))));
    switch (arg_2.x) {
        default: {
            global1 = array<i32, 20>();
            if (!select(vec4<bool>(true, true, u_input.a >= (18387u * 12037u), false), vec4<bool>(true, true, true, true), false).x) {
                var var_2 = Struct_2(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(var_1.b.a[_wgslsmith_index_u32(abs(69u - 1u), 2u)].x, global0[_wgslsmith_index_u32(~select(vec2<u32>(7085u, arg_0), vec2<u32>(1u, u_input.a), true).x, 3u)].x), _wgslsmith_f_op_vec2_f32(vec2<f32>(260f, _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-581f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, var_1.a, -1302f))).x) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(fract(arg_1[_wgslsmith_index_u32(4294967295u, 2u)])).wx)), arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(64509u, u_input.a / arg_0) << (arg_0 % 32u), 2u)].yy)).x, var_1.b);
                let var_3 = vec2<bool>(true, true);
            }
        }
    }
    return mat4x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(arg_0, 3u)].x, var_0.x, global0[_wgslsmith_index_u32(45754u, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x))))), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(51604u, 2u)].x, global0[_wgslsmith_index_u32(15962u, 3u)].x), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(1755f, -255f, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x))).x, _wgslsmith_f_op_vec4_f32(trunc(arg_1[_wgslsmith_index_u32(41302u, 2u)])).x, _wgslsmith_f_op_f32(-1586f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_1.b.c + var_1.b.a[_wgslsmith_index_u32(32196u, 2u)])), arg_1[_wgslsmith_index_u32(0u, 2u)]))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(sign(var_1.b.a[_wgslsmith_index_u32(0u, 2u)].xy)).x) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.x - 2062f))), global0[_wgslsmith_index_u32(arg_0, 3u)].x, var_1.a, 1077f), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-873f), -2355f, -1580f, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.b.b[_wgslsmith_index_u32(arg_0, 2u)].x, 902f, var_0.x, var_1.b.c.x)))));
}

fn func_2() -> Struct_2 {
    var var_0 = func_3((u_input.a >> (insertBits(~45241u, u_input.a, ~u_input.a, firstLeadingBit(vec4<u32>(20422u, 29469u, 0u, u_input.a)).x) % 32u)) * (4294967295u * u_input.a), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1671f, -1318f, -2047f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x) * vec4<f32>(-290f, -765f, -897f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x))), vec4<f32>(_wgslsmith_f_op_f32(1570f * global0[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_f_op_f32(671f * global0[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)].x + global0[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(66699u, 3u)].x - -336f)), vec4<bool>(true, true, true, true))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-230f, global0[_wgslsmith_index_u32(52861u, 3u)].x, -514f, -1125f)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-341f, -599f, -571f, -490f) + vec4<f32>(-591f, 247f, -106f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x))))), vec2<i32>(countLeadingZeros(u_input.b).x, i32(-2147483648)));
    ((global0)[_wgslsmith_index_u32(firstTrailingBit(~u_input.a), 3u)]).x = global0[_wgslsmith_index_u32(u_input.a, 3u)].x;
    ((global0)[_wgslsmith_index_u32(u_input.a / u_input.a, 3u)]).x = _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(~((u_input.a / 48968u) ^ u_input.a), 4u)].zxw + var_0[_wgslsmith_index_u32(abs(vec2<u32>(1u >> (u_input.a % 32u), 41783u)).x, 4u)].zyx), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_div_vec2_f32(vec2<f32>(105f, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x), vec2<f32>(-279f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(18827u, 3u)].xy * var_0[_wgslsmith_index_u32(16601u, 4u)].wz), _wgslsmith_div_vec2_f32(vec2<f32>(1000f, 120f), vec2<f32>(1302f, -807f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x) * _wgslsmith_f_op_f32(dot(global0[_wgslsmith_index_u32(4294967295u, 3u)].zz, global0[_wgslsmith_index_u32(u_input.a, 3u)].xx))), _wgslsmith_f_op_f32(exp(var_0[_wgslsmith_index_u32(u_input.a, 4u)].x))), global0[_wgslsmith_index_u32(~select(vec3<u32>(u_input.a, u_input.a, 8271u) / vec3<u32>(14082u, u_input.a, 1u), vec3<u32>(0u, 39450u, 4294967295u) ^ vec3<u32>(4294967295u, 0u, u_input.a), true).x, 3u)])), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(46243u, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-601f)) + -1263f), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)]), vec3<f32>(-439f, var_0[_wgslsmith_index_u32(52045u, 4u)].x, -2333f))).x)))).x;
    for (var var_1: i32; select(select(vec3<bool>(true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_i32, global1[_wgslsmith_index_u32(1u, 20u)], global1[_wgslsmith_index_u32(14218u, 20u)]).exchanged).zyz, all(vec2<bool>(true, true))), vec3<bool>(false, true, false | (1287f <= global0[_wgslsmith_index_u32(u_input.a, 3u)].x)), vec3<bool>(true, true, true)).x | false; var_1 -= 1i) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        var var_2 = vec4<u32>(4294967295u, u_input.a, u_input.a, u_input.a);
        while (_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(var_0[_wgslsmith_index_u32(109133u, 4u)].x, -105f))).x, -1000f)))).x >= _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a, 4u)].x * var_0[_wgslsmith_index_u32(countOneBits(~vec3<u32>(1u, 9235u, 4294967295u)).x, 4u)].x)) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            let var_3 = Struct_1(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(-1000f, 1108f, 2225f, 1452f)), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global0[_wgslsmith_index_u32(var_2.x, 3u)].x, 1000f, -872f, -836f))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x, var_0[_wgslsmith_index_u32(var_2.x, 4u)].x), var_0[_wgslsmith_index_u32(6641u, 4u)], vec4<bool>(false, false, false, true)))))), var_0[_wgslsmith_index_u32(~(~var_2.x << (firstLeadingBit(vec4<u32>(var_2.x, var_2.x, 1u, 8721u)).x % 32u)), 4u)]), mat2x3<f32>(global0[_wgslsmith_index_u32(countOneBits(_wgslsmith_mod_vec4_u32(vec4<u32>(u_input.a, var_2.x, u_input.a, var_2.x), vec4<u32>(u_input.a, 46781u, var_2.x, var_2.x)) | vec4<u32>(5237u, u_input.a, u_input.a, 26265u)).x, 3u)], global0[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(~4294967295u, 18708u)).x, 3u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(func_3(~0u, mat2x4<f32>(var_0[_wgslsmith_index_u32(u_input.a, 4u)], vec4<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -955f, -766f)), vec2<i32>(i32(-2147483648), u_input.c))[_wgslsmith_index_u32(clamp(36400u, 1909u, 3996u), 4u)] + vec4<f32>(global0[_wgslsmith_index_u32(var_2.x ^ 1u, 3u)].x, _wgslsmith_f_op_vec4_f32(saturate(var_0[_wgslsmith_index_u32(4294967295u, 4u)])).x, -1408f, global0[_wgslsmith_index_u32(u_input.a | var_2.x, 3u)].x))));
            var var_4 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(16516u, 4u)].x, 288f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, var_3.b[_wgslsmith_index_u32(37868u, 2u)].x))))), vec4<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(step(var_0[_wgslsmith_index_u32(var_2.x, 4u)].ww, vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, global0[_wgslsmith_index_u32(94679u, 3u)].x)))), global0[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(4294967295u, 11924u)).x - var_2.x, 3u)].yy)).x, var_3.a[_wgslsmith_index_u32(28653u, 2u)].x, _wgslsmith_f_op_f32(-212f), _wgslsmith_f_op_f32(-(-300f))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(1u, 4u)])) + _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(u_input.a, 4u)] * var_0[_wgslsmith_index_u32(var_2.x, 4u)])))))));
            let var_5 = true;
            let var_6 = Struct_2(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1516f)), Struct_1(var_3.a, var_3.b, _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x, -1981f, var_3.a[_wgslsmith_index_u32(87014u, 2u)].x) * _wgslsmith_f_op_vec4_f32(-var_4[_wgslsmith_index_u32(var_2.x, 3u)]))))));
        }
        let var_3 = true;
        var var_4 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_f32(exp(global0[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 4u)].x), -1000f))).xy - _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, -871f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x) - var_0[_wgslsmith_index_u32(44553u, 4u)].xwz) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x))))).zz), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 3u)].x) - _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(88340u, 3u)].x - 640f)), _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(var_0[_wgslsmith_index_u32(var_2.x, 4u)].x, var_0[_wgslsmith_index_u32(var_2.x, 4u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x))).x))))).yy);
        (global1)[_wgslsmith_index_u32(countLeadingZeros(~abs(clamp(vec4<u32>(22674u, 42929u, 4294967295u, 0u) / vec4<u32>(1u, var_2.x, var_2.x, var_2.x), vec4<u32>(u_input.a, 0u, u_input.a, 53852u), firstLeadingBit(vec4<u32>(1u, 1u, u_input.a, 1u)))).yx).x, 20u)] = global1[_wgslsmith_index_u32(var_2.x, 20u)];
    }
    var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(exp(var_0[_wgslsmith_index_u32(1u, 4u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(u_input.a, 4u)] + vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, 483f, 1151f, global0[_wgslsmith_index_u32(26194u, 3u)].x))), vec2<bool>(true, true).x & (26596i != global1[_wgslsmith_index_u32(u_input.a, 20u)]))).yx), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x) + 1506f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(631f))))), var_0[_wgslsmith_index_u32(min(vec2<u32>(~select(vec2<u32>(41834u, 4294967295u), vec2<u32>(u_input.a, 0u), vec2<bool>(false, true)).x, _wgslsmith_mod_u32(insertBits(vec2<u32>(u_input.a, u_input.a), vec2<u32>(74224u, u_input.a), u_input.a, 1u).x, 17626u)), vec2<u32>(u_input.a, countLeadingZeros(select(vec3<u32>(4294967295u, u_input.a, u_input.a), vec3<u32>(4294967295u, u_input.a, 16745u), vec3<bool>(false, true, true)).xz).x)).x, 4u)].wy);
    return Struct_2(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(global0[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(u_input.a, 1u)).x, 3u)].zx)).x), Struct_1(mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x), global0[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-486f, 728f, 595f, 1276f), vec4<f32>(178f, global0[_wgslsmith_index_u32(65823u, 3u)].x, -1204f, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x), true)).x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)].x - -1144f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1103f, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, 560f, 523f) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1372f, -724f, var_1[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x)))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(20064u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_1[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x))), vec4<f32>(1000f, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(u_input.a, 4u)].ywx), var_0[_wgslsmith_index_u32(0u, 4u)].wyy, true)).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(countOneBits(vec2<u32>(u_input.a, u_input.a)).x, 4u)].x + var_0[_wgslsmith_index_u32(u_input.a + u_input.a, 4u)].x), global0[_wgslsmith_index_u32(13814u, 3u)].x)));
}

fn func_1(arg_0: Struct_2, arg_1: vec4<i32>) -> i32 {
    while (any(vec4<bool>(true, ~(i32(-2147483648)) == (u_input.b.x | ~arg_1.x), vec4<bool>(true, true, true, true).x, false))) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        break;
    }
    var var_0 = _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(166f, arg_0.a, 630f) + vec3<f32>(arg_0.b.c.x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 433f)))) - _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(-1647f, global0[_wgslsmith_index_u32(13427u, 3u)].x, global0[_wgslsmith_index_u32(28159u, 3u)].x), arg_0.b.b[_wgslsmith_index_u32(u_input.a, 2u)])), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 290f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, 633f), vec4<f32>(arg_0.b.a[_wgslsmith_index_u32(u_input.a, 2u)].x, 1600f, -1459f, arg_0.a))).wzz))), vec3<f32>(1915f, _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)]), _wgslsmith_f_op_vec3_f32(select(global0[_wgslsmith_index_u32(u_input.a, 3u)], arg_0.b.b[_wgslsmith_index_u32(u_input.a, 2u)], true)))).yz)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~u_input.a, 3u)].x))), true)).x;
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        switch (max(max(global2[_wgslsmith_index_u32(~24288u, 32u)], vec3<i32>(-28453i, 1i - arg_1.x, global1[_wgslsmith_index_u32(min(vec4<u32>(u_input.a, u_input.a, 4294967295u, 1u), vec4<u32>(50611u, 9570u, 50366u, 0u)).x, 20u)])) >> (~((vec3<u32>(105433u, u_input.a, u_input.a) * vec3<u32>(u_input.a, u_input.a, u_input.a)) >> (_wgslsmith_mod_vec3_u32(vec3<u32>(u_input.a, u_input.a, u_input.a), vec3<u32>(0u, u_input.a, 12784u)) % vec3<u32>(32u))) % vec3<u32>(32u)), u_input.b.yzw).x) {
            case 12051i: {
            }
            default: {
                var var_1 = reverseBits((~vec4<u32>(76579u, 29435u, 4294967295u, u_input.a) << (_wgslsmith_mod_vec4_u32(vec4<u32>(u_input.a, u_input.a, u_input.a, 40226u), vec4<u32>(4294967295u, u_input.a, 17300u, 30965u) + vec4<u32>(u_input.a, 0u, 4294967295u, 4180u)) % vec4<u32>(32u))) + (vec4<u32>(~u_input.a, 1u, ~62394u, 1u) | vec4<u32>(firstTrailingBit(vec2<u32>(31133u, u_input.a)).x, 0u, 4294967295u, 1u))).x;
            }
        }
        let var_1 = !select(vec4<bool>(true, true, true, true).yzx, select(vec4<bool>(true, true, true, true), vec4<bool>(true, arg_1.x > arg_1.x, true, true), true).yxw, vec3<bool>(firstLeadingBit(arg_1).x <= select(arg_1, vec4<i32>(32187i, u_input.d, 2147483647i, arg_1.x), false).x, atomicCompareExchangeWeak(&wg_atomic_u32, ~4294967295u, u_input.a).exchanged, true));
        while (all(select(select(vec4<bool>(true, var_1.x, select(var_1, var_1, var_1).x, true && var_1.x), !vec4<bool>(var_1.x, true, var_1.x, var_1.x), select(select(vec4<bool>(var_1.x, var_1.x, true, var_1.x), vec4<bool>(var_1.x, false, false, var_1.x), false), select(vec4<bool>(var_1.x, var_1.x, false, var_1.x), vec4<bool>(var_1.x, var_1.x, var_1.x, false), vec4<bool>(false, var_1.x, var_1.x, true)), !var_1.x)), !(!vec4<bool>(false, var_1.x, var_1.x, false)), vec4<bool>(var_1.x, var_1.x, (global0[_wgslsmith_index_u32(u_input.a, 3u)].x == arg_0.b.c.x) | false, !var_1.x)))) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            continue;
        }
        continuing {
            while (select(select(!vec3<bool>(var_1.x & true, select(vec4<bool>(false, false, false, var_1.x), vec4<bool>(true, true, true, var_1.x), var_1.x).x, false), var_1, var_1).xz, var_1.zx, all(select(select(!vec4<bool>(false, var_1.x, var_1.x, var_1.x), vec4<bool>(var_1.x, var_1.x, var_1.x, true), vec4<bool>(var_1.x, var_1.x, true, false)), vec4<bool>(true, var_1.x, var_1.x, false), false))).x) {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            }
            break if false & (_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0.a) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(arg_0.a, 298f)))) != _wgslsmith_f_op_vec2_f32(select(vec2<f32>(arg_0.a, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-191f, -834f, -1508f), vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0.a, -204f), true)).x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].zy)), atomicCompareExchangeWeak(&wg_atomic_i32, countLeadingZeros(arg_1).x, firstTrailingBit(global1[_wgslsmith_index_u32(u_input.a, 20u)])).exchanged)).x);
        }
    }
    while (select(select(vec3<bool>(true, true, true), select(vec4<bool>(true, true, true, true), select(vec4<bool>(true, false, true, true), vec4<bool>(true, true, true, true), (u_input.d < u_input.c)), vec4<bool>(true, true, any(vec2<bool>(true, false)), (0i < global1[_wgslsmith_index_u32(83430u, 20u)]))).xzy, true).zy, vec2<bool>(true, true), select(select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, 9605u, 4294967295u).exchanged), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)).x).x) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        if (true) {
            break;
        } else {
        }
        ((global0)[_wgslsmith_index_u32(u_input.a, 3u)]).x = 523f;
        var var_1 = _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a, global0[_wgslsmith_index_u32(10722u, 3u)].x, -770f, -1519f)) - arg_0.b.a[_wgslsmith_index_u32(u_input.a, 2u)]))).yww)));
        if ((u_input.a < (abs((vec4<u32>(14817u, u_input.a, 12981u, 4294967295u) / vec4<u32>(4294967295u, u_input.a, 1u, u_input.a)) * ~vec4<u32>(0u, u_input.a, 4294967295u, 0u)).x >> (u_input.a % 32u)))) {
            let var_2 = _wgslsmith_f_op_vec2_f32(max(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1236f, 199f, var_1.x, var_1.x), vec4<f32>(-329f, -183f, 1637f, -423f), true)).x))), var_1.x), global0[_wgslsmith_index_u32(~u_input.a, 3u)].yx));
            (global1)[_wgslsmith_index_u32(~atomicMax(&wg_atomic_u32, u_input.a & 4294967295u), 20u)] = -1i;
            continue;
        } else if ((var_1.x < global0[_wgslsmith_index_u32(~104864u, 3u)].x)) {
        }
    }
    ((global2)[_wgslsmith_index_u32(44996u, 32u)]).x = dot(vec3<i32>(u_input.c, i32(-2147483648), countLeadingZeros(vec2<i32>(u_input.c, 86824i >> (u_input.a % 32u))).x), u_input.b.xyw);
    return countTrailingZeros(vec4<i32>(u_input.b.x, -(-(-12392i) + clamp(arg_1.yy, vec2<i32>(arg_1.x, -71474i), vec2<i32>(1i, global1[_wgslsmith_index_u32(0u, 20u)])).x), 2147483647i, -(-global1[_wgslsmith_index_u32(47922u, 20u)]) & ((arg_1.x & -1i) << (select(u_input.a, u_input.a, false) % 32u)))).x;
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    let var_0 = countOneBits(vec2<i32>(-18696i, ~func_1(func_2(), vec4<i32>(global1[_wgslsmith_index_u32(0u, 20u)], 1i, 0i, 1i)))).x;
    switch (atomicMin(&wg_atomic_i32, select(countOneBits(~(vec4<i32>(global1[_wgslsmith_index_u32(4294967295u, 20u)], u_input.b.x, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 20u)], -11270i) - u_input.b)).wwz, u_input.b.wxy, select(vec4<bool>(true, true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), (builtin_global_invocation_id.x < u_input.a)), vec4<bool>(true, true, true, true)).xxx).x)) {
        case 2147483647i: {
            if (any(!vec4<bool>(builtin_num_workgroups.x == 4294967295u, any(vec2<bool>(false, true)), true, any(vec2<bool>(false, false)))) && true) {
                global0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(abs(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].yx)))).x, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))).yx)).x, global0[_wgslsmith_index_u32(89637u, 3u)].x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(-506f, 1104f, 1316f, 332f) * vec4<f32>(1374f, global0[_wgslsmith_index_u32(29264u, 3u)].x, 1079f, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x)))).yyz))), vec3<f32>(-459f, _wgslsmith_f_op_f32(-1000f), global0[_wgslsmith_index_u32(abs(countTrailingZeros(24892u)), 3u)].x));
                let var_1 = (u_input.b.wy - vec2<i32>(22643i, u_input.d)) * ~(~vec2<i32>(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 20u)] ^ var_0, sign(u_input.b).x));
            } else if (true) {
                var var_1 = 212f;
                var var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(70592u, 3u)].xx - _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(0u, 3u)].zz))), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_div_vec2_f32(global0[_wgslsmith_index_u32(60290u, 3u)].yy, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1429f, -697f, -414f, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))).zx))))).x * global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x);
            } else if (!((1u - firstTrailingBit(builtin_local_invocation_index)) == u_input.a)) {
                global2 = array<vec3<i32>, 32>();
                return;
            } else {
                (global1)[_wgslsmith_index_u32(~1u, 20u)] = -1i;
            }
        }
        case 1i: {
        }
        case -3327i: {
        }
        default: {
            var var_1 = !vec4<bool>(true, select(vec3<bool>(true, true, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x >= 277f), vec3<bool>(true, true, true), vec3<bool>(true, true, true)).x, true, all(vec4<bool>(true, true, true, true).zy));
        }
    }
    var var_1 = Struct_3(u_input.b.wy + vec2<i32>(0i, 2147483647i), func_2().b.a, func_2(), vec3<f32>(_wgslsmith_div_f32(-879f, 1431f), global0[_wgslsmith_index_u32(firstTrailingBit(~builtin_local_invocation_index ^ vec2<u32>(1u, 1u).x), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-479f) * _wgslsmith_f_op_f32(-106f)))), !((builtin_local_invocation_index < 1u)));
    let var_2 = var_1.a;
    var var_3 = select(vec4<u32>(65203u, u_input.a << (_wgslsmith_mod_u32(builtin_local_invocation_id.x & builtin_local_invocation_index, builtin_global_invocation_id.x << (8274u % 32u)) % 32u), firstTrailingBit(abs(vec4<u32>(builtin_local_invocation_index, 4294967295u, builtin_workgroup_id.x, 4294967295u))).x + 4294967295u, 16294u), ~(~vec4<u32>(u_input.a, 0u, builtin_local_invocation_index, 34674u) | select(vec4<u32>(5166u, 46710u, builtin_global_invocation_id.x, 12682u) & vec4<u32>(21312u, u_input.a, builtin_num_workgroups.x, 4294967295u), vec4<u32>(builtin_global_invocation_id.x, builtin_local_invocation_id.x, 37515u, builtin_num_workgroups.x) ^ vec4<u32>(0u, builtin_local_invocation_id.x, 0u, 1u), vec4<bool>(false, true, true, var_1.e))), select(vec4<bool>(var_1.e, var_1.e || true, atomicCompareExchangeWeak(&wg_atomic_u32, builtin_local_invocation_index + builtin_local_invocation_id.x, builtin_local_invocation_index).exchanged, true), !select(select(vec4<bool>(false, false, var_1.e, true), vec4<bool>(var_1.e, false, false, var_1.e), var_1.e), !vec4<bool>(true, true, var_1.e, true), true), !(!select(vec4<bool>(var_1.e, true, var_1.e, false), vec4<bool>(var_1.e, false, false, var_1.e), var_1.e)))).wz;
    let x = u_input.a;
    s_output = StorageBuffer(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1153f, global0[_wgslsmith_index_u32(abs(1u - builtin_local_invocation_index), 3u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~33218u, 3u)].x)) + vec3<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0[_wgslsmith_index_u32(23913u, 3u)].x, 686f, var_1.d.x))).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1000f, 764f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x), var_1.c.b.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)])).yxx, vec3<f32>(-447f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, -1180f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 3u)].x)))), mat4x2<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1175f, global0[_wgslsmith_index_u32(20622u, 3u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, global0[_wgslsmith_index_u32(45925u, 3u)].x)) + vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, var_1.b[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_1.c.a, var_1.c.b.a[_wgslsmith_index_u32(58265u, 2u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-598f, 343f, var_1.d.x, 166f))) * vec4<f32>(-544f, 843f, -102f, 1696f)))).zz, var_1.c.b.b[_wgslsmith_index_u32(~_wgslsmith_mod_u32(builtin_global_invocation_id.x, 6491u) - 0u, 2u)].xy, vec2<f32>(global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(4294967295u, ~builtin_local_invocation_index), 3u)].x, _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-589f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 1747f, -540f), vec4<f32>(-111f, var_1.b[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, -1000f, var_1.b[_wgslsmith_index_u32(0u, 2u)].x))))).x), _wgslsmith_f_op_vec4_f32(round(var_1.c.b.a[_wgslsmith_index_u32(reverseBits(vec4<u32>(var_3.x, 43423u, 0u, u_input.a) * vec4<u32>(95386u, builtin_local_invocation_id.x, 0u, builtin_num_workgroups.x)).x, 2u)])).xz));
}

