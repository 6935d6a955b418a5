// {"0:0":[220,100,189,27,252,133,225,166,213,21,60,159,129,12,252,17,170,125,240,67,117,67,29,184,88,170,62,174,188,57,206,197,31,214,254,103,159,156,229,19,10,241,26,78,190,163,39,116,79,145,61,254,126,152,28,157,29,99,107,168,118,101,146,12]}
// Seed: 39

struct Struct_1 {
    @align(16)
    @size(64)
    a: mat4x3<f32>,
    b: f32,
    @size(4)
    c: f32,
    @align(4)
    d: bool,
}

struct Struct_2 {
    a: Struct_1,
    @align(32)
    b: Struct_1,
    c: Struct_1,
}

struct Struct_3 {
    @size(268)
    a: Struct_2,
    @size(16)
    b: bool,
}

struct Struct_4 {
    a: mat2x2<f32>,
    @size(28)
    b: vec3<bool>,
    c: mat2x3<f32>,
    @align(32)
    d: Struct_3,
    e: vec3<bool>,
}

struct UniformBuffer {
    @size(8)
    a: vec2<u32>,
    @align(4)
    b: u32,
    c: vec4<u32>,
    @size(20)
    d: u32,
    e: vec2<u32>,
}

struct StorageBuffer {
    @size(8)
    a: i32,
    b: mat4x4<f32>,
    @align(64)
    @size(48)
    c: mat3x3<f32>,
    d: mat3x4<f32>,
    e: mat3x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: Struct_3;

var<private> global1: Struct_2 = Struct_2(Struct_1(mat4x3<f32>(vec3<f32>(-578f, 1353f, 751f), vec3<f32>(-576f, -1090f, 143f), vec3<f32>(1000f, -1000f, -371f), vec3<f32>(163f, 708f, 480f)), -185f, 1000f, true), Struct_1(mat4x3<f32>(vec3<f32>(1511f, 754f, -647f), vec3<f32>(2449f, 700f, -1316f), vec3<f32>(-1000f, 774f, -512f), vec3<f32>(-949f, -1373f, -560f)), 1000f, 551f, false), Struct_1(mat4x3<f32>(vec3<f32>(-2236f, 1598f, -998f), vec3<f32>(-783f, -741f, -714f), vec3<f32>(-1035f, -1000f, -292f), vec3<f32>(1343f, -1081f, -147f)), 1496f, 392f, false));

var<workgroup> global2: i32;

var<workgroup> global3: array<i32, 9>;

var<private> global4: array<i32, 16> = array<i32, 16>(-23303i, 1i, -50113i, 1i, 0i, i32(-2147483648), i32(-2147483648), -1i, 1i, 2147483647i, 1i, 14823i, i32(-2147483648), -1i, 5122i, i32(-2147483648));

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 17>;

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn func_5(arg_0: Struct_2, arg_1: Struct_1) -> i32 {
    ((global0).a).a = Struct_1(global1.a.a, _wgslsmith_f_op_f32(1278f * -1630f), -682f, true);
    let var_0 = !(!vec4<bool>(u_input.a.x >= u_input.b, true, true, select(vec2<bool>(true, true), vec2<bool>(false, false), arg_1.d).x));
    var var_1 = u_input.c.zzz;
    ((global1).b).c = _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1700f - -541f)))))));
    (global4)[_wgslsmith_index_u32(1u, 16u)] = countTrailingZeros(vec3<i32>(-(-(i32(-2147483648))), global3[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b, ~var_1.x), 9u)], i32(-2147483648) | select(vec2<i32>(global4[_wgslsmith_index_u32(0u, 16u)], 1139i) ^ vec2<i32>(global3[_wgslsmith_index_u32(19792u, 9u)], -23793i), countLeadingZeros(vec3<i32>(2147483647i, 0i, global3[_wgslsmith_index_u32(var_1.x, 9u)])).zx, global3[_wgslsmith_index_u32(62727u, 9u)] > 0i).x)).x;
    return global3[_wgslsmith_index_u32(~(~u_input.c.x / (u_input.e.x - (95649u / countLeadingZeros(79969u)))), 9u)];
}

fn func_4(arg_0: vec2<bool>, arg_1: vec2<u32>) -> bool {
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        switch (global4[_wgslsmith_index_u32(arg_1.x, 16u)] / global4[_wgslsmith_index_u32(u_input.a.x | (clamp(vec4<u32>(1u, arg_1.x, 4294967295u, 18177u), u_input.c, countLeadingZeros(vec4<u32>(u_input.c.x, u_input.d, 1u, 2661u))).x ^ 4294967295u), 16u)]) {
            case 24080i: {
                break;
            }
            default: {
                break;
            }
        }
        switch (~func_5(global0.a, global1.b)) {
            case 16756i: {
                let var_0 = global0.a;
                break;
            }
            case i32(-2147483648): {
                break;
            }
            case 0i: {
                var var_0 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(1564f, global0.a.c.b, 618f, global0.a.c.b), vec4<f32>(global0.a.c.c, global0.a.b.b, global0.a.b.a[_wgslsmith_index_u32(arg_1.x, 4u)].x, global0.a.b.c))))))).yyz);
            }
            default: {
                continue;
            }
        }
        var var_0 = u_input.c.x;
    }
    var var_0 = select(vec3<bool>(true, arg_0.x & select(!arg_0, vec2<bool>(global1.a.d, global0.a.b.d), all(vec3<bool>(true, global0.a.b.d, global1.a.d))).x, true), !vec3<bool>(arg_0.x & true, !(!global0.b), !select(arg_0, vec2<bool>(global1.c.d, true), vec2<bool>(global0.b, false)).x), all(!select(vec4<bool>(false, global0.a.a.d, true, true), vec4<bool>(true, true, true, true), global0.a.b.d).yx));
    global2 = _wgslsmith_mod_i32(41524i, -global3[_wgslsmith_index_u32(countOneBits(u_input.c).x + ~0u, 9u)]) ^ extractBits(-extractBits(vec4<i32>(2147483647i, global4[_wgslsmith_index_u32(arg_1.x, 16u)], -1i, global4[_wgslsmith_index_u32(arg_1.x, 16u)]), ~29702u, dot(u_input.c, vec4<u32>(u_input.a.x, u_input.a.x, 1u, 0u))), 1u, countOneBits(atomicAnd(&wg_atomic_u32, 15513u))).x;
    var var_1 = ~u_input.c * u_input.c;
    let var_2 = _wgslsmith_f_op_f32(-(-1154f));
    return !(any(vec3<bool>(true && arg_0.x, true, true)) & true);
}

fn func_3() -> vec4<f32> {
    for (var var_0: i32; true; var_0 -= 1i) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        for (var var_1 = 2147483647i; true; var_0 = i32(-2147483648)) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        }
    }
    global2 = -25190i;
    (global0).b = !select(vec4<bool>(func_4(vec2<bool>(global0.b, global1.c.d), ~vec2<u32>(22176u, 6741u)), global1.b.d, global0.a.a.d, select(select(vec2<bool>(global0.b, false), vec2<bool>(global0.b, true), vec2<bool>(global1.b.d, global0.a.c.d)), select(vec3<bool>(global0.b, global1.a.d, true), vec3<bool>(true, true, false), vec3<bool>(global1.b.d, false, true)).yz, global0.a.c.d).x), vec4<bool>(any(select(vec4<bool>(true, global1.c.d, true, true), vec4<bool>(false, true, global0.b, global1.a.d), vec4<bool>(true, global0.a.c.d, global1.a.d, false))), false, global0.b, global0.a.b.d), vec4<bool>(!global1.b.d, true, true, global1.a.d)).x;
    var var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(-540f, 747f), vec2<f32>(2683f, global1.b.b)))), vec2<f32>(_wgslsmith_f_op_f32(-294f), -843f));
    let var_1 = global4[_wgslsmith_index_u32(0u, 16u)];
    return _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.a.c, -1000f, 226f, -1151f)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global1.b.b, var_0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global0.a.a.c), vec4<f32>(2576f, 549f, global1.c.a[_wgslsmith_index_u32(u_input.b, 4u)].x, 2258f), vec4<bool>(true, false, true, global1.b.d))))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.b.a[_wgslsmith_index_u32(79541u, 4u)].x, global0.a.a.b, var_0[_wgslsmith_index_u32(u_input.b, 2u)].x, var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x)))));
}

fn func_2(arg_0: bool, arg_1: i32, arg_2: Struct_3) -> mat3x3<f32> {
    if (global1.c.d) {
    } else {
        return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-global0.a.c.a[_wgslsmith_index_u32(select(select(u_input.c.zz << (vec2<u32>(u_input.b, 4294967295u) % vec2<u32>(32u)), min(u_input.c.zzz, u_input.c.yww).zx, select(vec3<bool>(false, global0.a.b.d, true), vec3<bool>(arg_0, true, true), vec3<bool>(true, arg_2.b, true)).zy), ~u_input.a << (vec2<u32>(u_input.d, u_input.e.x) % vec2<u32>(32u)), vec2<bool>(select(vec3<bool>(true, true, global0.b), vec3<bool>(arg_2.a.b.d, true, false), global1.a.d).x, true)).x, 4u)]), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_2.a.a.a[_wgslsmith_index_u32(0u, 4u)] * vec3<f32>(_wgslsmith_f_op_f32(-(-155f)), global0.a.c.b, 491f)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(global1.a.a[_wgslsmith_index_u32(u_input.d, 4u)] - vec3<f32>(global0.a.b.c, 767f, -743f)))))), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(global1.c.a[_wgslsmith_index_u32(46251u, 4u)], _wgslsmith_f_op_vec3_f32(round(arg_2.a.c.a[_wgslsmith_index_u32(16791u, 4u)])))))));
    }
    let var_0 = arg_2;
    while (arg_0) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        var var_1 = !vec2<bool>(!(!global1.c.d), global0.b);
        continue;
    }
    global3 = array<i32, 9>();
    (global0).a = Struct_2(arg_2.a.c, Struct_1(var_0.a.c.a, global1.c.a[_wgslsmith_index_u32(extractBits(select(u_input.c.xxx, vec3<u32>(u_input.b, u_input.a.x, u_input.c.x) << (vec3<u32>(10957u, 4294967295u, u_input.e.x) % vec3<u32>(32u)), (u_input.e.x < 38617u)), ~clamp(u_input.c, u_input.c, vec4<u32>(u_input.d, u_input.a.x, u_input.a.x, 4294967295u)).x, ~firstLeadingBit(vec3<u32>(29415u, u_input.e.x, 100582u)).x).x, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.a.a.c))), !func_4(!vec2<bool>(false, arg_2.a.b.d), u_input.c.yz)), var_0.a.b);
    return mat3x3<f32>(global1.c.a[_wgslsmith_index_u32(74034u, 4u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0.a.c.a[_wgslsmith_index_u32(0u, 4u)] * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global1.a.a[_wgslsmith_index_u32(4294967295u, 4u)])))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0.a.c.a[_wgslsmith_index_u32(abs(u_input.c).x, 4u)]), vec3<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a.c.a[_wgslsmith_index_u32(42761u, 4u)].x, arg_2.a.b.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 848f, global1.c.a[_wgslsmith_index_u32(u_input.d, 4u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.a.c.c, arg_2.a.b.b, 1368f, 131f) + vec4<f32>(-623f, arg_2.a.b.c, global1.b.b, 1282f)))).x, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.b.c, -186f, global0.a.b.b)))).x, _wgslsmith_f_op_f32(-424f))));
}

fn func_1() -> Struct_1 {
    var var_0 = func_2(!(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1299f, global1.b.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 978f, global0.a.c.b), _wgslsmith_f_op_vec4_f32(func_3()), vec4<bool>(true, true, global1.c.d, true))).x != _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-205f)))), abs(max(max(-vec4<i32>(global3[_wgslsmith_index_u32(79424u, 9u)], global3[_wgslsmith_index_u32(u_input.c.x, 9u)], global3[_wgslsmith_index_u32(11918u, 9u)], 1i), vec4<i32>(global4[_wgslsmith_index_u32(u_input.d, 16u)], 2147483647i, global4[_wgslsmith_index_u32(139182u, 16u)], global4[_wgslsmith_index_u32(5888u, 16u)])), extractBits(vec4<i32>(global4[_wgslsmith_index_u32(2895u, 16u)], global3[_wgslsmith_index_u32(87269u, 9u)], global4[_wgslsmith_index_u32(2783u, 16u)], 37711i), u_input.a.x, ~1u))).x, Struct_3(Struct_2(global0.a.a, Struct_1(global1.b.a, global1.c.a[_wgslsmith_index_u32(88556u >> (u_input.a.x % 32u), 4u)].x, -985f, global1.b.d && global1.a.d), Struct_1(mat4x3<f32>(global1.b.a[_wgslsmith_index_u32(u_input.b, 4u)], vec3<f32>(-661f, 255f, -1160f), global1.b.a[_wgslsmith_index_u32(100431u, 4u)], global1.a.a[_wgslsmith_index_u32(55942u, 4u)]), 752f, global1.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x, atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 4294967295u).exchanged)), true));
    while (any(select(!(!select(vec2<bool>(true, global1.a.d), vec2<bool>(true, false), false)), !select(vec4<bool>(false, global0.b, global1.c.d, true), vec4<bool>(false, global0.a.b.d, global0.a.c.d, false), !global0.b).yw, vec2<bool>(select(select(vec4<bool>(global1.c.d, false, true, global0.a.a.d), vec4<bool>(global1.b.d, false, true, global1.c.d), vec4<bool>(true, true, false, false)), vec4<bool>(global1.a.d, false, global0.b, false), all(vec2<bool>(true, true))).x, select(true, true, global0.b))))) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        switch (firstTrailingBit(min(~(vec4<i32>(global3[_wgslsmith_index_u32(u_input.e.x, 9u)], -50165i, 0i, global3[_wgslsmith_index_u32(u_input.e.x, 9u)]) >> ((vec4<u32>(60686u, u_input.a.x, 20945u, 4294967295u) | u_input.c) % vec4<u32>(32u))), (vec4<i32>(global4[_wgslsmith_index_u32(u_input.c.x, 16u)], global4[_wgslsmith_index_u32(u_input.c.x, 16u)], global4[_wgslsmith_index_u32(24150u, 16u)], 15331i) - (vec4<i32>(global4[_wgslsmith_index_u32(1u, 16u)], 13481i, global3[_wgslsmith_index_u32(1u, 9u)], global4[_wgslsmith_index_u32(34348u, 16u)]) * vec4<i32>(global3[_wgslsmith_index_u32(0u, 9u)], global4[_wgslsmith_index_u32(u_input.a.x, 16u)], -42051i, global4[_wgslsmith_index_u32(u_input.a.x, 16u)]))) & -abs(vec4<i32>(global4[_wgslsmith_index_u32(45755u, 16u)], global4[_wgslsmith_index_u32(u_input.c.x, 16u)], global4[_wgslsmith_index_u32(u_input.e.x, 16u)], 30531i)))).x) {
            case 44611i: {
                break;
            }
            case -1i: {
                let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(step(global1.b.a[_wgslsmith_index_u32(4294967295u, 4u)], vec3<f32>(-419f, global1.c.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -142f)))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-779f, global0.a.b.a[_wgslsmith_index_u32(1203u, 4u)].x, -847f) - global1.a.a[_wgslsmith_index_u32(0u, 4u)])) * vec3<f32>(_wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(0u, 3u)].xx, global1.a.a[_wgslsmith_index_u32(0u, 4u)].zx, global0.b)).x, _wgslsmith_f_op_f32(-962f), global1.a.a[_wgslsmith_index_u32(select(vec3<u32>(0u, 37444u, 8665u), u_input.c.ywy, vec3<bool>(true, global0.a.b.d, global0.b)).x, 4u)].x)))), _wgslsmith_f_op_vec3_f32(-global0.a.a.a[_wgslsmith_index_u32(35339u * ((u_input.c.x | u_input.d) & ~u_input.e.x), 4u)]));
                break;
            }
            case 0i: {
                let var_1 = global0.a.c.b;
                let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.b.a[_wgslsmith_index_u32(3131u, 4u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, -197f, 167f)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(598f, 832f, 1000f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))), !global0.a.a.d)).x, _wgslsmith_f_op_f32(-2393f), global0.a.a.c, var_0[_wgslsmith_index_u32(~min(u_input.b, u_input.a.x), 3u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.c.b, 2184f, 319f, var_0[_wgslsmith_index_u32(0u, 3u)].x))) - vec4<f32>(_wgslsmith_f_op_vec3_f32(step(global1.b.a[_wgslsmith_index_u32(u_input.d, 4u)], global1.a.a[_wgslsmith_index_u32(60019u, 4u)])).x, _wgslsmith_f_op_vec2_f32(select(global0.a.b.a[_wgslsmith_index_u32(39878u, 4u)].yy, global1.c.a[_wgslsmith_index_u32(12165u, 4u)].yx, false)).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 3u)].x), var_0[_wgslsmith_index_u32(u_input.b, 3u)].x)) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.c.a[_wgslsmith_index_u32(4294967295u, 4u)].x, global1.b.a[_wgslsmith_index_u32(0u, 4u)].x, -1000f, global1.c.c)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(889f, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, global1.a.c, 252f) - vec4<f32>(global0.a.b.c, var_0[_wgslsmith_index_u32(115129u, 3u)].x, global1.c.b, 314f))))), vec4<f32>(386f, _wgslsmith_f_op_f32(-global0.a.c.c), -1000f, _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(_wgslsmith_f_op_f32(-(-1372f)), var_0[_wgslsmith_index_u32(31557u, 3u)].x, -400f))).x));
                global3 = array<i32, 9>();
                continue;
            }
            default: {
                var var_1 = countTrailingZeros(-vec4<i32>(max(vec2<i32>(1i, 16909i) << (u_input.a % vec2<u32>(32u)), vec2<i32>(global4[_wgslsmith_index_u32(1u, 16u)], global3[_wgslsmith_index_u32(u_input.e.x, 9u)]) / vec2<i32>(global4[_wgslsmith_index_u32(1u, 16u)], i32(-2147483648))).x, ~1i, -global3[_wgslsmith_index_u32(u_input.a.x, 9u)] << (~u_input.d % 32u), global3[_wgslsmith_index_u32(u_input.c.x, 9u)] ^ -15688i));
                var var_2 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(saturate(global0.a.a.a[_wgslsmith_index_u32(u_input.b, 4u)])).x, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(604f, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1276f), global0.a.c.a[_wgslsmith_index_u32(u_input.b, 4u)])))).x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(dot(global0.a.c.a[_wgslsmith_index_u32(~0u, 4u)].zy, _wgslsmith_f_op_vec2_f32(-global0.a.a.a[_wgslsmith_index_u32(0u, 4u)].zy))), 1494f)), _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(45881u, 3u)].zx), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(u_input.e.x, 3u)].zy))));
                let var_3 = Struct_4(mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(sign(global1.a.a[_wgslsmith_index_u32(8135u, 4u)])).yz), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(clamp(global0.a.a.a[_wgslsmith_index_u32(u_input.a.x, 4u)].xy, vec2<f32>(431f, 1000f), vec2<f32>(global0.a.a.b, 645f))), vec2<f32>(722f, -305f), _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].yz - vec2<f32>(global1.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 898f)))) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1591f, -105f, global0.a.b.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x), vec4<f32>(-1115f, var_2[_wgslsmith_index_u32(1u, 4u)].x, global0.a.c.a[_wgslsmith_index_u32(1u, 4u)].x, -691f), global0.a.a.d)).yw))), vec3<bool>(!(true | global0.b), atomicSub(&wg_atomic_u32, 1u) == ~atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 4294967295u).old_value, any(vec3<bool>(!global1.a.d, !global1.a.d, true))), mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-779f * var_0[_wgslsmith_index_u32(u_input.c.x, 3u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(fract(global0.a.a.c)) + _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(24319u, 4u)].x + global0.a.c.a[_wgslsmith_index_u32(78367u, 4u)].x)), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-251f, global0.a.b.b, 1335f), _wgslsmith_f_op_vec3_f32(-global1.a.a[_wgslsmith_index_u32(u_input.d, 4u)]), !vec3<bool>(false, global1.c.d, false))).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1000f, var_2[_wgslsmith_index_u32(u_input.d, 4u)].x, -940f, -885f))).wxx - _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0.a.a.c, var_2[_wgslsmith_index_u32(u_input.c.x, 4u)].x, global0.a.a.c, var_2[_wgslsmith_index_u32(u_input.c.x, 4u)].x))).xzz) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(u_input.c.x, 3u)]) + vec3<f32>(global1.c.b, -204f, 554f)))), Struct_3(Struct_2(Struct_1(global1.c.a, global0.a.c.a[_wgslsmith_index_u32(4294967295u, 4u)].x, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(u_input.c.x, 4u)].x), 0i >= global3[_wgslsmith_index_u32(24993u, 9u)]), Struct_1(mat4x3<f32>(vec3<f32>(var_2[_wgslsmith_index_u32(1u, 4u)].x, global1.b.b, -601f), vec3<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global1.c.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -1113f), var_0[_wgslsmith_index_u32(u_input.c.x, 3u)], global1.b.a[_wgslsmith_index_u32(u_input.a.x, 4u)]), vec2<f32>(1f, 1f).x, _wgslsmith_div_f32(global1.b.c, global0.a.c.a[_wgslsmith_index_u32(86064u, 4u)].x), select(global1.b.d, global0.b, false)), Struct_1(global1.b.a, _wgslsmith_f_op_f32(-1344f - global0.a.b.c), 1000f, true)), select(!select(vec4<bool>(false, global1.c.d, false, global0.b), vec4<bool>(true, global1.a.d, global0.b, true), vec4<bool>(false, global1.a.d, false, global1.a.d)), select(!vec4<bool>(true, global1.c.d, global1.a.d, global1.c.d), vec4<bool>(global0.b, global1.b.d, false, true), select(vec4<bool>(true, global1.b.d, global1.b.d, global1.a.d), vec4<bool>(true, false, false, true), vec4<bool>(global1.b.d, false, false, global0.b))), global0.b & global0.a.b.d).x), select(select(select(vec4<bool>(true, global1.b.d, global1.a.d, global0.b), vec4<bool>(global1.b.d, true, global0.b, global0.b), global0.b && global0.b), !select(vec4<bool>(global1.a.d, true, global1.b.d, true), vec4<bool>(false, false, global1.b.d, false), true), global1.c.c != global1.c.c).zwy, select(vec3<bool>(select(vec2<bool>(false, true), vec2<bool>(global0.a.b.d, global1.a.d), global1.a.d).x, global1.b.d, true), vec3<bool>(select(vec4<bool>(false, false, false, true), vec4<bool>(global1.a.d, true, global0.a.c.d, true), vec4<bool>(true, global1.b.d, true, global0.b)).x, true, global1.c.d), select(!vec3<bool>(false, global0.a.b.d, false), select(vec3<bool>(global1.b.d, false, true), vec3<bool>(true, global0.b, false), false), select(vec4<bool>(global1.b.d, global1.c.d, global0.a.c.d, true), vec4<bool>(false, global0.b, false, false), global1.c.d).wxw)), !(!(!vec3<bool>(global1.a.d, global0.b, true)))));
                continue;
            }
        }
        if (all(!(!(!select(vec4<bool>(false, global0.a.a.d, false, global0.a.a.d), vec4<bool>(false, global1.b.d, true, true), vec4<bool>(global0.b, false, global1.a.d, true)))))) {
        }
    }
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        for (var var_1 = 17340i; true; var_1 -= 1i) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            var var_2 = -(-49649i);
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        loop {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            let var_1 = Struct_4(mat2x2<f32>(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].zx + _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-global1.b.a[_wgslsmith_index_u32(u_input.e.x, 4u)]))).zx), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(2783f - var_0[_wgslsmith_index_u32(0u, 3u)].x), global0.a.b.c, _wgslsmith_f_op_f32(global0.a.c.a[_wgslsmith_index_u32(76189u, 4u)].x * var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_vec2_f32(max(vec2<f32>(-1000f, global0.a.a.b), vec2<f32>(155f, 815f))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1321f, 267f, 685f, global0.a.a.c)))))).xy), !select(!(!vec3<bool>(false, false, global0.a.c.d)), vec3<bool>(global0.b, true, global0.a.b.d), !(!vec3<bool>(global0.a.b.d, true, global1.a.d))), mat2x3<f32>(vec3<f32>(global1.a.a[_wgslsmith_index_u32(31043u, 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-211f)) * _wgslsmith_f_op_f32(-global1.a.a[_wgslsmith_index_u32(40754u, 4u)].x)), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.a.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x, global1.b.c)))).x), _wgslsmith_f_op_vec3_f32(exp2(var_0[_wgslsmith_index_u32(u_input.c.x / u_input.d, 3u)]))), Struct_3(Struct_2(global1.a, global0.a.b, Struct_1(global1.c.a, _wgslsmith_f_op_f32(-global1.b.a[_wgslsmith_index_u32(33410u, 4u)].x), _wgslsmith_f_op_f32(saturate(global1.b.b)), global0.a.c.d)), select(!(!vec4<bool>(global1.c.d, false, false, true)), !select(vec4<bool>(false, global1.c.d, global1.b.d, global1.a.d), vec4<bool>(global1.c.d, global0.b, true, global1.c.d), true), select(!vec4<bool>(true, false, global0.a.b.d, global0.b), !vec4<bool>(global1.a.d, true, true, true), vec4<bool>(global0.b, false, true, false))).x), vec3<bool>(global0.b, true, ~(~u_input.b) >= 46186u));
            break;
            continuing {
            }
        }
        for (var var_1: i32; global0.a.b.d; ((var_0)[_wgslsmith_index_u32(~24800u, 3u)]).x = _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(u_input.d, 3u)].x, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1.a.b, global1.c.b, global1.c.b, global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x), vec4<f32>(1551f, -1000f, -987f, var_0[_wgslsmith_index_u32(54635u, 3u)].x))))).x)), global1.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)].zy)).x) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            let var_2 = Struct_1(global0.a.b.a, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-252f, _wgslsmith_f_op_f32(-331f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.a.b.a[_wgslsmith_index_u32(1u, 4u)].x * global1.a.c)), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-vec2<f32>(984f, 769f)))).x), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(2676f, global0.a.b.b, 231f, 746f)))))), vec4<bool>(global0.a.a.d, false && global0.a.b.d, ~14660u >= atomicCompareExchangeWeak(&wg_atomic_u32, u_input.b, 77959u).old_value, global0.b))).x, 2241f, true);
            continue;
        }
        while (any(!select(select(vec4<bool>(true, global0.a.b.d, false, true), vec4<bool>(global0.a.b.d, true, global0.a.a.d, global0.b), !global0.a.b.d), !vec4<bool>(true, global1.b.d, true, global1.c.d), 1i == (global4[_wgslsmith_index_u32(111817u, 16u)] * 51181i)).yz)) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            var var_1 = Struct_2(global1.b, Struct_1(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.a.c.b, global1.c.c, global0.a.a.b))), _wgslsmith_f_op_vec3_f32(func_2(global0.b, 2147483647i, Struct_3(global0.a, false))[_wgslsmith_index_u32(u_input.e.x, 3u)] * var_0[_wgslsmith_index_u32(extractBits(vec2<u32>(1u, u_input.e.x), 1u, u_input.a.x).x, 3u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1683f, global0.a.b.a[_wgslsmith_index_u32(1u, 4u)].x, -1000f))), vec3<f32>(_wgslsmith_f_op_vec2_f32(sign(global0.a.b.a[_wgslsmith_index_u32(u_input.c.x, 4u)].yz)).x, global1.b.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, _wgslsmith_f_op_f32(-global1.b.a[_wgslsmith_index_u32(33125u, 4u)].x))), global0.a.b.b, func_2(true, select(vec3<i32>(global4[_wgslsmith_index_u32(u_input.a.x, 16u)], -84i, i32(-2147483648)) * vec3<i32>(-14996i, -1i, 45928i), vec3<i32>(global4[_wgslsmith_index_u32(4294967295u, 16u)], i32(-2147483648), global4[_wgslsmith_index_u32(1u, 16u)]) & vec3<i32>(i32(-2147483648), global3[_wgslsmith_index_u32(u_input.a.x, 9u)], 1i), !vec3<bool>(global0.a.c.d, true, false)).x, Struct_3(Struct_2(Struct_1(global0.a.c.a, -885f, global0.a.b.b, false), Struct_1(global1.c.a, -268f, 1000f, false), Struct_1(mat4x3<f32>(vec3<f32>(-2806f, -1512f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x), var_0[_wgslsmith_index_u32(u_input.d, 3u)], var_0[_wgslsmith_index_u32(u_input.b, 3u)], global0.a.a.a[_wgslsmith_index_u32(1u, 4u)]), -404f, global1.a.c, global0.b)), global1.c.d))[_wgslsmith_index_u32(u_input.d, 3u)].x, global1.c.d), global0.a.c);
            var_1 = Struct_2(Struct_1(var_1.b.a, _wgslsmith_f_op_f32(global0.a.c.b + 405f), 315f, -37553i > global3[_wgslsmith_index_u32(u_input.d * (59084u - u_input.b), 9u)]), var_1.a, global1.a);
        }
        switch (min(sign(-countTrailingZeros(vec4<i32>(i32(-2147483648), global4[_wgslsmith_index_u32(1u, 16u)], 0i, 2147483647i) ^ vec4<i32>(global3[_wgslsmith_index_u32(31609u, 9u)], 42791i, -21132i, global3[_wgslsmith_index_u32(107506u, 9u)])).zw), ~(max(vec3<i32>(global4[_wgslsmith_index_u32(16722u, 16u)], 0i, global3[_wgslsmith_index_u32(1u, 9u)]) >> (u_input.c.zww % vec3<u32>(32u)), vec3<i32>(43181i, 1i, global3[_wgslsmith_index_u32(u_input.e.x, 9u)])).yy * vec2<i32>(global4[_wgslsmith_index_u32(u_input.e.x >> (1u % 32u), 16u)], -35134i >> (1u % 32u)))).x) {
            case i32(-2147483648): {
                global2 = 39305i;
                var var_1 = select(~(~vec4<i32>(2147483647i, global4[_wgslsmith_index_u32(40027u, 16u)], global4[_wgslsmith_index_u32(u_input.c.x, 16u)], global4[_wgslsmith_index_u32(1u, 16u)])) >> ((u_input.c / clamp(vec4<u32>(0u, u_input.c.x, u_input.b, 28070u), vec4<u32>(u_input.e.x, 1u, 0u, u_input.e.x), vec4<u32>(22357u, u_input.c.x, 1u, u_input.b))) % vec4<u32>(32u)), vec4<i32>(29255i, sign(vec2<i32>(global3[_wgslsmith_index_u32(1u, 9u)], 31026i)).x, global4[_wgslsmith_index_u32(u_input.a.x, 16u)], -16202i), true);
                (global4)[_wgslsmith_index_u32(~u_input.b, 16u)] = -(-9067i);
            }
            case -1i: {
                var var_1 = Struct_4(mat2x2<f32>(_wgslsmith_f_op_vec3_f32(select(var_0[_wgslsmith_index_u32(~abs(vec3<u32>(u_input.b, 33416u, 0u)).x, 3u)], vec3<f32>(var_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, u_input.a.x), 3u)].x, 2354f, global1.b.a[_wgslsmith_index_u32(~37758u, 4u)].x), vec3<bool>(false, select(vec2<bool>(global1.c.d, global0.b), vec2<bool>(true, false), vec2<bool>(true, global0.a.c.d)).x, true))).yx, _wgslsmith_f_op_vec2_f32(exp2(var_0[_wgslsmith_index_u32(34314u + (u_input.a.x >> (u_input.a.x % 32u)), 3u)].yz))), select(!vec3<bool>(true, true, false != global0.b), !(!(!vec3<bool>(global1.c.d, global1.c.d, global1.a.d))), any(vec4<bool>(true, global0.b, false, atomicCompareExchangeWeak(&wg_atomic_i32, global4[_wgslsmith_index_u32(u_input.e.x, 16u)], global3[_wgslsmith_index_u32(116050u, 9u)]).exchanged))), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.a.b, global0.a.c.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, global0.a.b.c, global1.b.a[_wgslsmith_index_u32(94293u, 4u)].x)))))).zxw, _wgslsmith_f_op_vec3_f32(-global0.a.a.a[_wgslsmith_index_u32(25639u, 4u)])), Struct_3(global0.a, global1.c.d), vec3<bool>(true, true, !global1.a.d));
                var var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1.c[_wgslsmith_index_u32(~u_input.c.x, 2u)] * _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-519f, var_1.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -364f))).zwx) - vec3<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1.a.c, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 274f, var_1.d.a.c.c), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 555f, 1000f, 909f))).x, var_1.c[_wgslsmith_index_u32(dot(u_input.c.zzz, vec3<u32>(u_input.a.x, u_input.b, u_input.e.x)), 2u)].x, var_0[_wgslsmith_index_u32(30149u * u_input.b, 3u)].x))), global0.a.c.a[_wgslsmith_index_u32(~((u_input.a.x << (u_input.d % 32u)) / ~66804u) & 47604u, 4u)], _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(u_input.c.x, 3u)]), _wgslsmith_f_op_vec3_f32(-var_1.d.a.a.a[_wgslsmith_index_u32(~firstLeadingBit(u_input.a / u_input.a).x, 4u)]));
                var var_3 = var_1.d;
                (global3)[_wgslsmith_index_u32(u_input.a.x, 9u)] = ~(-1i - ~0i);
                var var_4 = vec4<i32>(insertBits(firstLeadingBit(sign(vec4<i32>(global4[_wgslsmith_index_u32(u_input.b, 16u)], global3[_wgslsmith_index_u32(33503u, 9u)], global4[_wgslsmith_index_u32(u_input.c.x, 16u)], 2147483647i)).yxy), -(~vec3<i32>(-15155i, global4[_wgslsmith_index_u32(u_input.a.x, 16u)], -11656i)) >> ((~vec3<u32>(90369u, 1u, 19396u) * u_input.c.wxw) % vec3<u32>(32u)), u_input.c.x ^ ((u_input.d - 38459u) + countTrailingZeros(18890u)), u_input.d).x, global4[_wgslsmith_index_u32(4294967295u, 16u)], ~(-25740i), -(-1i));
            }
            default: {
            }
        }
    }
    let var_1 = Struct_4(mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(u_input.e.x, 3u)].xx + global1.b.a[_wgslsmith_index_u32(u_input.b, 4u)].xz) + _wgslsmith_f_op_vec2_f32(-global0.a.a.a[_wgslsmith_index_u32(28378u + u_input.a.x, 4u)].xz)), var_0[_wgslsmith_index_u32(~4294967295u, 3u)].xz), !(!select(!vec4<bool>(false, global1.b.d, global1.c.d, false), vec4<bool>(false, global0.a.c.d, global1.a.d, global1.a.d), vec4<bool>(global1.b.d, global0.b, true, false)).wzw), mat2x3<f32>(global1.b.a[_wgslsmith_index_u32(u_input.d, 4u)], global0.a.c.a[_wgslsmith_index_u32((~83855u >> (u_input.a.x % 32u)) * u_input.e.x, 4u)]), Struct_3(Struct_2(global1.b, global1.b, global0.a.b), true), !select(select(select(vec4<bool>(true, false, true, false), vec4<bool>(true, false, global1.a.d, true), global0.a.b.d), !vec4<bool>(true, true, global0.a.b.d, global1.b.d), !vec4<bool>(global0.b, true, global0.b, true)), !vec4<bool>(global0.a.a.d, true, global1.a.d, global0.b), !(!global1.b.d)).yyw);
    return Struct_1(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(global0.a.c.a[_wgslsmith_index_u32(u_input.d, 4u)] - _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 765f, global1.b.a[_wgslsmith_index_u32(44922u, 4u)].x, 155f)))).zzx), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1000f, var_1.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -210f, global0.a.c.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1102f, global1.a.c, 1000f)))).zwx * _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1.b.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x, var_1.d.a.b.a[_wgslsmith_index_u32(u_input.b, 4u)].x, var_1.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x) - global1.a.a[_wgslsmith_index_u32(4294967295u, 4u)]), global0.a.a.a[_wgslsmith_index_u32(~0u, 4u)])), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-865f, 1793f, _wgslsmith_f_op_f32(562f - var_1.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x))), var_0[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(u_input.b << (u_input.d % 32u), u_input.e.x)).x, 3u)]), global1.c.a[_wgslsmith_index_u32(abs(~(~u_input.d)), 4u)].x, _wgslsmith_f_op_f32(global1.a.a[_wgslsmith_index_u32(~35150u, 4u)].x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.a.c.c - _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 3u)].x)))), !(!(true && func_4(vec2<bool>(true, true), u_input.a))));
}

@compute
@workgroup_size(1u)
fn main() {
    if (global0.b) {
    } else {
        var var_0 = func_1();
        for (var var_1: i32; global1.b.d; ) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            var_1 = 1i ^ -(-(~global3[_wgslsmith_index_u32(~4294967295u, 9u)]));
            var var_2 = Struct_2(func_1(), func_1(), func_1());
            continue;
        }
        (global0).b = 11216i > ~countTrailingZeros(vec4<i32>(~2147483647i, -global3[_wgslsmith_index_u32(u_input.a.x, 9u)], global3[_wgslsmith_index_u32(u_input.e.x, 9u)], reverseBits(vec4<i32>(36888i, global4[_wgslsmith_index_u32(u_input.a.x, 16u)], global4[_wgslsmith_index_u32(0u, 16u)], global3[_wgslsmith_index_u32(31684u, 9u)])).x)).x;
        if ((u_input.d << (atomicMax(&wg_atomic_u32, ~u_input.b) % 32u)) > u_input.e.x) {
            (global3)[_wgslsmith_index_u32(u_input.c.x << (u_input.a.x % 32u), 9u)] = -1i;
            let var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0.c, var_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, -816f, global0.a.c.b))) - _wgslsmith_div_vec4_f32(vec4<f32>(global0.a.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 104f, 315f, var_0.b), vec4<f32>(global0.a.a.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -250f, global0.a.b.c, -809f))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.b, 627f, global1.c.a[_wgslsmith_index_u32(0u, 4u)].x, global0.a.c.a[_wgslsmith_index_u32(21857u, 4u)].x) * vec4<f32>(global1.c.b, global1.a.b, global0.a.b.c, 2182f)))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1f, 1f, 1f, 1f)))), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global1.a.b), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1082f, 1075f, global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x, 1947f)))).x, -334f, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(u_input.b, 4u)]), _wgslsmith_f_op_vec3_f32(-vec3<f32>(774f, -205f, -243f)))).x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global0.a.b.b, -932f, 183f, 1154f), vec4<f32>(-971f, global0.a.b.b, 175f, -477f)) + vec4<f32>(1720f, 316f, global0.a.a.c, global1.c.b))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(745f, global0.a.a.c, var_0.c, -1000f))))));
            let var_2 = _wgslsmith_f_op_vec2_f32(global0.a.c.a[_wgslsmith_index_u32(select(max(~vec3<u32>(u_input.a.x, 81064u, 10628u), vec3<u32>(firstTrailingBit(vec4<u32>(14944u, 38230u, 1u, 1u)).x, clamp(u_input.c.xzy, vec3<u32>(u_input.b, u_input.c.x, u_input.a.x), u_input.c.xww).x, atomicOr(&wg_atomic_u32, 18674u))), ~extractBits(u_input.c.wxw, u_input.e.x + u_input.a.x, u_input.e.x), true).x, 4u)].zz + _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(~countLeadingZeros(u_input.d), 4u)]))).xy);
            let var_3 = max(_wgslsmith_mod_vec3_i32(abs(vec4<i32>(global4[_wgslsmith_index_u32(u_input.e.x, 16u)], global3[_wgslsmith_index_u32(39875u, 9u)], -1366i, -1i)).xxx, vec3<i32>(global4[_wgslsmith_index_u32(u_input.b, 16u)], global3[_wgslsmith_index_u32(12144u, 9u)], global3[_wgslsmith_index_u32(4294967295u, 9u)]) >> (u_input.c.www % vec3<u32>(32u))) << (~(~vec3<u32>(19354u, 1u, 1u)) % vec3<u32>(32u)), vec3<i32>(1i, 36981i, 4396i)).x | 30457i;
        } else if (!global1.a.d) {
            (global1).c = Struct_1(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(clamp(197f, _wgslsmith_f_op_f32(-286f), _wgslsmith_f_op_f32(global1.b.c * 1355f))), var_0.c, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1117f + global1.a.a[_wgslsmith_index_u32(57269u, 4u)].x) - _wgslsmith_f_op_vec2_f32(trunc(global0.a.c.a[_wgslsmith_index_u32(10926u, 4u)].yz)).x)), var_0.a[_wgslsmith_index_u32(0u, 4u)], vec3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-177f, global1.c.c, -1554f, -1000f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(131f, var_0.b, 217f, global0.a.c.c) + vec4<f32>(620f, global0.a.b.c, -2102f, global0.a.a.a[_wgslsmith_index_u32(1u, 4u)].x)), vec4<bool>(var_0.d, var_0.d, true, var_0.d))).x, _wgslsmith_f_op_vec2_f32(step(vec2<f32>(global1.c.b, 307f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global1.b.b, 112f, -718f, -247f))).yw)).x, _wgslsmith_f_op_f32(global1.c.c - _wgslsmith_f_op_f32(max(608f, 1026f)))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(max(544f, -1145f)), _wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(global0.a.b.b - 928f)) * _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(vec4<f32>(global0.a.a.c, var_0.a[_wgslsmith_index_u32(1u, 4u)].x, var_0.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -872f), vec4<f32>(-2000f, -354f, var_0.a[_wgslsmith_index_u32(u_input.d, 4u)].x, var_0.c)), vec4<f32>(var_0.b, var_0.a[_wgslsmith_index_u32(0u, 4u)].x, -2008f, -1026f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0.a[_wgslsmith_index_u32(u_input.d, 4u)].x, var_0.c, 1159f, global1.b.a[_wgslsmith_index_u32(54873u, 4u)].x))))).xzw)), global1.c.c, _wgslsmith_f_op_f32(-733f), func_1().d);
            var var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0.c, global0.a.c.b, global0.a.a.a[_wgslsmith_index_u32(1u, 4u)].x, 317f)))) - _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0.a.a.c, 2158f, global1.a.c, global1.a.a[_wgslsmith_index_u32(30270u, 4u)].x))), _wgslsmith_div_vec4_f32(vec4<f32>(516f, -820f, var_0.a[_wgslsmith_index_u32(u_input.b, 4u)].x, 752f), vec4<f32>(var_0.c, global0.a.a.c, 320f, var_0.a[_wgslsmith_index_u32(0u, 4u)].x)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(576f, -129f, global1.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -1395f) * _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global1.a.b, global0.a.a.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x, global1.a.c, 1228f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.b, -1452f, 1000f, var_0.a[_wgslsmith_index_u32(u_input.b, 4u)].x) * vec4<f32>(729f, global0.a.c.a[_wgslsmith_index_u32(13185u, 4u)].x, -1119f, 716f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-1014f, global1.b.b, -904f, 789f) + vec4<f32>(global0.a.b.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, 546f, 1786f, global0.a.b.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.b.a[_wgslsmith_index_u32(u_input.d, 4u)].x, 152f, -1522f, -443f))))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.b, global0.a.c.c, var_0.b, global1.b.c) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.c, global0.a.c.a[_wgslsmith_index_u32(27201u, 4u)].x, global0.a.a.c, -202f))))));
        } else {
            (global4)[_wgslsmith_index_u32(max(u_input.c.yzz, countOneBits(extractBits(~vec4<u32>(4294967295u, 57496u, u_input.d, 0u), ~u_input.b, ~83215u).yzx) << (~u_input.c.wyx % vec3<u32>(32u))).x, 16u)] = global3[_wgslsmith_index_u32(~u_input.d, 9u)];
            var var_1 = Struct_4(mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(global0.a.b.a[_wgslsmith_index_u32(u_input.a.x, 4u)], vec3<f32>(1000f, var_0.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, global0.a.c.b), false)).zx - vec2<f32>(158f, 1000f)), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-667f, var_0.b))))), vec2<f32>(-1060f, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(var_0.b, -1375f, -756f), global0.a.a.a[_wgslsmith_index_u32(u_input.e.x, 4u)], vec3<bool>(global1.a.d, global0.a.a.d, true))).x)), !select(!vec3<bool>(global1.c.d, global1.c.d, true), select(!vec3<bool>(false, global1.c.d, global1.a.d), vec3<bool>(true, global0.b, true), !vec3<bool>(true, var_0.d, true)), true), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1099f, _wgslsmith_f_op_f32(step(var_0.b, 159f)), var_0.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, _wgslsmith_f_op_f32(global1.a.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x + global1.c.a[_wgslsmith_index_u32(u_input.d, 4u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 1742f, -193f, global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x) - _wgslsmith_f_op_vec4_f32(vec4<f32>(934f, -1449f, 143f, var_0.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x) + vec4<f32>(global1.b.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 429f, var_0.a[_wgslsmith_index_u32(u_input.b, 4u)].x, 686f))))).xxx, vec3<f32>(global1.b.a[_wgslsmith_index_u32(u_input.b / (u_input.d & u_input.d), 4u)].x, -1468f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1547f * global0.a.b.a[_wgslsmith_index_u32(4294967295u, 4u)].x)))), Struct_3(Struct_2(global0.a.a, func_1(), global0.a.c), all(vec4<bool>(!var_0.d, u_input.d <= 4294967295u, true, global0.b))), select(!select(vec3<bool>(global0.a.c.d, false, true), select(vec3<bool>(global0.b, global1.c.d, false), vec3<bool>(global0.a.a.d, var_0.d, true), vec3<bool>(false, var_0.d, global0.a.b.d)), !vec3<bool>(false, false, global1.a.d)), !(!(!vec3<bool>(global0.b, global1.b.d, var_0.d))), !select(select(vec3<bool>(var_0.d, false, global1.c.d), vec3<bool>(true, false, false), vec3<bool>(var_0.d, false, true)), vec3<bool>(global0.a.b.d, var_0.d, false), vec3<bool>(global1.a.d, true, true)).x));
            let var_2 = 0u;
            var var_3 = 4294967295u;
            (global3)[_wgslsmith_index_u32((0u ^ u_input.a.x) / atomicMin(&wg_atomic_u32, ~((var_2 / 7293u) - abs(vec2<u32>(30442u, var_2)).x)), 9u)] = clamp(firstLeadingBit(-(-sign(vec4<i32>(global3[_wgslsmith_index_u32(10557u, 9u)], global4[_wgslsmith_index_u32(32990u, 16u)], 0i, -50196i)))), vec4<i32>(global3[_wgslsmith_index_u32(1u, 9u)], 0i, 0i * ~global4[_wgslsmith_index_u32(countOneBits(u_input.c.yyw).x, 16u)], ~global4[_wgslsmith_index_u32(~var_2, 16u)]), ~firstLeadingBit(vec4<i32>(global3[_wgslsmith_index_u32(4294967295u, 9u)], global3[_wgslsmith_index_u32(4294967295u, 9u)], global3[_wgslsmith_index_u32(u_input.d, 9u)], global3[_wgslsmith_index_u32(u_input.d, 9u)]) << (vec4<u32>(4294967295u, var_2, 69617u, u_input.c.x) % vec4<u32>(32u))) / ((vec4<i32>(global4[_wgslsmith_index_u32(1u, 16u)], 1i, -17795i, 57812i) ^ vec4<i32>(global4[_wgslsmith_index_u32(28970u, 16u)], global4[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(0u, 9u)], global3[_wgslsmith_index_u32(var_2, 9u)])) | vec4<i32>(global4[_wgslsmith_index_u32(9295u, 16u)], sign(-45789i), 1i, global3[_wgslsmith_index_u32(1u, 9u)]))).x;
        }
        (global0).b = false;
    }
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        continue;
    }
    for (var var_0 = global4[_wgslsmith_index_u32(u_input.a.x, 16u)]; var_0 >= i32(-2147483648); ) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        let var_1 = _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(264f, global0.a.c.c, -428f, -429f) * vec4<f32>(global1.b.b, global1.a.c, 768f, 1000f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-393f, global1.a.b, global0.a.b.a[_wgslsmith_index_u32(11933u, 4u)].x, global1.c.a[_wgslsmith_index_u32(u_input.b, 4u)].x))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(667f, global1.a.a[_wgslsmith_index_u32(57149u, 4u)].x, global0.a.c.b, -916f), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0.a.b.c, global0.a.c.c, -697f, -2340f), vec4<f32>(422f, global0.a.a.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x, 106f, global1.c.c))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.c.a[_wgslsmith_index_u32(12079u, 4u)].x, 1313f, global0.a.b.a[_wgslsmith_index_u32(u_input.d, 4u)].x, 159f)) * _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1066f, 205f, global1.b.c, global1.a.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x), vec4<f32>(global0.a.c.a[_wgslsmith_index_u32(4294967295u, 4u)].x, global0.a.c.c, global1.c.c, -614f), vec4<f32>(662f, global0.a.c.c, 816f, global1.b.a[_wgslsmith_index_u32(4294967295u, 4u)].x)))))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global0.a.c.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x, global0.a.b.c, 829f, 594f), vec4<f32>(global1.a.b, -1245f, 332f, 436f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.a.a.c, global0.a.b.a[_wgslsmith_index_u32(4294967295u, 4u)].x, -2379f, global0.a.c.c) * vec4<f32>(-1000f, global1.b.c, 862f, global1.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1824f, global1.c.c, global1.c.b, global1.b.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x) - vec4<f32>(1124f, global1.c.c, -1531f, global0.a.c.c))))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.c.b, global1.a.c, -266f, 434f)) * _wgslsmith_f_op_vec4_f32(max(vec4<f32>(1462f, global0.a.b.a[_wgslsmith_index_u32(17348u, 4u)].x, 1148f, -1492f), vec4<f32>(-956f, -622f, global1.c.a[_wgslsmith_index_u32(u_input.b, 4u)].x, 576f))))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-260f * global1.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1.c.b) + global0.a.b.c), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(global0.a.a.a[_wgslsmith_index_u32(0u, 4u)].yz)).x * global1.c.c), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.b.a[_wgslsmith_index_u32(57958u, 4u)].x, global1.a.b, -906f, global0.a.a.b)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.c.b, 1000f, global0.a.b.c, 461f)))).x))));
        continue;
    }
    loop {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    switch (26300i) {
        case -29260i: {
            var var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global1.c.a[_wgslsmith_index_u32(24476u, 4u)].yy) - _wgslsmith_f_op_vec2_f32(-global1.a.a[_wgslsmith_index_u32(u_input.a.x | ~35420u, 4u)].zy)), vec2<f32>(1f, _wgslsmith_f_op_vec4_f32(func_3()).x), global1.a.a[_wgslsmith_index_u32(reverseBits(~vec2<u32>(u_input.d, u_input.c.x - 4294967295u)).x, 4u)].yy, _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global1.a.a[_wgslsmith_index_u32(countTrailingZeros(u_input.c).x, 4u)].x, 141f), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global1.b.a[_wgslsmith_index_u32(u_input.c.x, 4u)].xx * vec2<f32>(global0.a.c.b, global1.c.a[_wgslsmith_index_u32(u_input.d, 4u)].x))))), global0.a.c.a[_wgslsmith_index_u32(firstLeadingBit(_wgslsmith_mod_vec3_u32(u_input.c.yyx, u_input.c.zxy)).x >> (min(u_input.b + u_input.d, 3482u) % 32u), 4u)].zz)));
            loop {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            }
            var var_1 = func_1().a;
            if (false) {
            } else if (true) {
                var var_2 = var_1[_wgslsmith_index_u32(dot(vec2<u32>(~(u_input.a.x + 3085u), ~4294967295u), ~(~(~countTrailingZeros(vec3<u32>(55376u, 69157u, 76616u)).zy))), 4u)].x;
                let var_3 = func_1().a;
                let var_4 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x), -157f, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(908f, var_1[_wgslsmith_index_u32(u_input.b, 4u)].x, 458f, 636f))).x, global1.a.b))).yy * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(global1.b.a[_wgslsmith_index_u32(u_input.d, 4u)], vec3<f32>(2195f, global0.a.b.c, global0.a.c.a[_wgslsmith_index_u32(30074u, 4u)].x), vec3<bool>(global1.b.d, global1.a.d, false))).yz))), var_0[_wgslsmith_index_u32(u_input.d, 4u)]);
                let var_5 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.b.b, 1539f, var_4[_wgslsmith_index_u32(u_input.b, 2u)].x, -1000f)) - _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global1.c.b, 1263f, global0.a.b.a[_wgslsmith_index_u32(39669u, 4u)].x, global0.a.c.b), vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, -709f, var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, 1481f), vec4<f32>(var_4[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, -1000f, -163f)))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(21881u, 4u)].x, -964f, var_1[_wgslsmith_index_u32(u_input.c.x, 4u)].x, global1.c.b) + _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0.a.b.c, var_1[_wgslsmith_index_u32(1u, 4u)].x, global0.a.c.c, -674f), vec4<f32>(-862f, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, 607f, -666f))))))).yyy, vec3<f32>(-622f, 612f, var_4[_wgslsmith_index_u32(72294u - 16277u, 2u)].x), var_3[_wgslsmith_index_u32(~u_input.a.x, 4u)]);
                var var_6 = mat3x3<f32>(global1.c.a[_wgslsmith_index_u32(0u, 4u)], _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-263f, var_0[_wgslsmith_index_u32(82514u, 4u)].x, 1233f, 1604f), vec4<f32>(162f, -1000f, global0.a.c.c, var_3[_wgslsmith_index_u32(0u, 4u)].x)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_3[_wgslsmith_index_u32(u_input.d, 4u)].x, 468f, 1538f, var_5[_wgslsmith_index_u32(12965u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, 200f, var_3[_wgslsmith_index_u32(35942u, 4u)].x, var_3[_wgslsmith_index_u32(u_input.d, 4u)].x))))).zxy, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(global1.c.a[_wgslsmith_index_u32(u_input.d, 4u)], var_5[_wgslsmith_index_u32(0u, 3u)]))) + var_3[_wgslsmith_index_u32(u_input.a.x, 4u)]));
            } else {
            }
            ((global1).b).c = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.c.c, var_1[_wgslsmith_index_u32(3305u, 4u)].x, 510f, 162f)) + vec4<f32>(189f, -1197f, 163f, -2192f)))).zz)).x);
        }
        case 4191i: {
            let var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(abs(-195f)), global0.a.a.c, _wgslsmith_f_op_f32(-global0.a.b.c)), global1.a.a[_wgslsmith_index_u32(~0u, 4u)])).xz + vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-2310f - global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x), global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x))), global0.a.a.a[_wgslsmith_index_u32(u_input.a.x, 4u)].yx);
            let var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(_wgslsmith_f_op_f32(-global1.c.c), -637f)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(min(var_0[_wgslsmith_index_u32(u_input.a.x ^ 4294967295u, 2u)].x, 587f)), 367f)), global1.b.a[_wgslsmith_index_u32(u_input.d | 0u, 4u)].xy);
            if (!global1.b.d) {
                ((global1).b).d = true;
                let var_2 = func_1().a;
                let var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.a.c.c, 1112f, global1.c.c, var_0[_wgslsmith_index_u32(39752u, 2u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_2[_wgslsmith_index_u32(0u, 4u)].x, -436f, var_0[_wgslsmith_index_u32(1u, 2u)].x, -372f)), global1.c.d)))) + _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-456f, var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, 736f, -2106f), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1125f, var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x))) + vec4<f32>(global1.c.c, global1.a.c, var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, global1.c.b))))), vec4<f32>(1054f, _wgslsmith_f_op_vec2_f32(sign(var_2[_wgslsmith_index_u32(u_input.b, 4u)].xy)).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x - -1559f), 712f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(1000f, 839f))).x, -1836f, _wgslsmith_f_op_f32(849f * 986f), _wgslsmith_f_op_vec3_f32(clamp(var_2[_wgslsmith_index_u32(u_input.c.x, 4u)], global1.a.a[_wgslsmith_index_u32(1u, 4u)], var_2[_wgslsmith_index_u32(u_input.a.x, 4u)])).x))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(global0.a.a.b, var_1[_wgslsmith_index_u32(0u, 3u)].x), var_1[_wgslsmith_index_u32(firstLeadingBit(36582u), 3u)].x, _wgslsmith_f_op_vec3_f32(step(var_2[_wgslsmith_index_u32(1u, 4u)], vec3<f32>(var_1[_wgslsmith_index_u32(u_input.b, 3u)].x, -239f, global0.a.c.c))).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(1u, 2u)].x * -1045f)))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-748f, var_0[_wgslsmith_index_u32(30061u, 2u)].x, var_1[_wgslsmith_index_u32(u_input.b, 3u)].x, -1439f) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1024f, global0.a.a.a[_wgslsmith_index_u32(36905u, 4u)].x, -1000f, -914f)))))));
                global2 = i32(-2147483648);
            } else if (true) {
                (global3)[_wgslsmith_index_u32(~(u_input.a.x + ~u_input.b), 9u)] = -global4[_wgslsmith_index_u32(~(~4294967295u), 16u)];
                global1 = global0.a;
                let var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global1.c.c, 1613f, 902f, -436f))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, 1193f, 1647f, -1159f))) + _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1000f, -339f, global1.b.b, -1125f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.a.c, -214f, -693f, 104f)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_1[_wgslsmith_index_u32(69837u, 3u)].x, global0.a.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -1180f, 1551f))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(func_3()))));
                var var_3 = Struct_2(Struct_1(global1.a.a, _wgslsmith_f_op_f32(-global1.c.b), _wgslsmith_f_op_f32(-1036f), !(((4294967295u << (u_input.b % 32u)) < ~u_input.d))), global0.a.b, global0.a.c);
                let var_4 = Struct_4(mat2x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(global1.c.a[_wgslsmith_index_u32(~1u, 4u)].x, -1311f), vec2<f32>(var_0[_wgslsmith_index_u32(u_input.c.x + u_input.d, 2u)].x, global1.b.c)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(78584u, 2u)].wzz + global0.a.a.a[_wgslsmith_index_u32(u_input.c.x, 4u)]))).yy, _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x, global0.a.a.c, var_3.c.c) * vec3<f32>(2064f, 3364f, var_1[_wgslsmith_index_u32(46380u, 3u)].x)), var_3.b.a[_wgslsmith_index_u32(~u_input.a.x, 4u)])).yx)), !(!select(!vec4<bool>(false, var_3.b.d, global1.c.d, global0.b), vec4<bool>(true, global1.c.d, global0.a.c.d, var_3.b.d), vec4<bool>(false, false, global0.b, global0.b)).zyz), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1444f, _wgslsmith_f_op_f32(-1200f), var_0[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(0u, 27503u, 39340u)).x, 2u)].x) + _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, global1.c.c, var_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -1089f)), var_2[_wgslsmith_index_u32(~4294967295u, 2u)], vec4<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, 1000f, -1271f, -1553f))).xzz), vec3<f32>(_wgslsmith_f_op_f32(exp2(global1.c.c)), _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-global0.a.c.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x))), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0.a.b.b), var_2[_wgslsmith_index_u32(clamp(u_input.a, u_input.e, u_input.c.yx).x, 2u)].x))), Struct_3(Struct_2(var_3.a, global0.a.c, Struct_1(mat4x3<f32>(global1.c.a[_wgslsmith_index_u32(40932u, 4u)], vec3<f32>(-1489f, var_1[_wgslsmith_index_u32(u_input.c.x, 3u)].x, -331f), global1.b.a[_wgslsmith_index_u32(4294967295u, 4u)], global0.a.c.a[_wgslsmith_index_u32(4294967295u, 4u)]), var_1[_wgslsmith_index_u32(1u, 3u)].x, 886f, var_3.a.d & var_3.a.d)), any(vec2<bool>(func_4(vec2<bool>(true, var_3.b.d), u_input.c.xw), any(vec4<bool>(false, global1.a.d, false, global1.a.d))))), select(!(!(!vec3<bool>(global0.a.a.d, false, var_3.c.d))), !select(vec3<bool>(global1.c.d, var_3.c.d, true), !vec3<bool>(false, global1.a.d, false), vec3<bool>(true, false, false)), true));
            } else if (global1.b.d) {
                ((global1).c).c = -573f;
                let var_2 = vec3<i32>(16998i >> (~_wgslsmith_mod_u32(u_input.e.x, 4294967295u & u_input.b) % 32u), select(vec2<i32>(35725i, 1i) * (vec2<i32>(global4[_wgslsmith_index_u32(u_input.e.x, 16u)], i32(-2147483648)) << (~u_input.e % vec2<u32>(32u))), abs(vec4<i32>(-1i, 34210i, global3[_wgslsmith_index_u32(u_input.c.x, 9u)], global4[_wgslsmith_index_u32(u_input.e.x, 16u)])).yx + -vec2<i32>(global4[_wgslsmith_index_u32(76638u, 16u)], 1i), any(select(select(vec4<bool>(global0.a.b.d, false, global1.c.d, global0.b), vec4<bool>(global1.a.d, global1.a.d, global0.a.c.d, true), global0.b), select(vec4<bool>(global1.c.d, false, global0.b, global0.a.a.d), vec4<bool>(false, global0.b, global0.a.c.d, false), false), select(vec4<bool>(global1.b.d, true, global1.c.d, global0.a.c.d), vec4<bool>(global0.b, true, global0.b, true), vec4<bool>(true, global0.b, global1.b.d, global1.b.d))).xzx)).x, -(-6631i));
                global4 = array<i32, 16>();
                var var_3 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(global1.a.c, 1577f, var_1[_wgslsmith_index_u32(38822u, 3u)].x, global1.b.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x, global0.a.a.c, var_1[_wgslsmith_index_u32(u_input.b, 3u)].x, 799f))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(947f, global0.a.b.b, var_0[_wgslsmith_index_u32(u_input.c.x, 2u)].x, var_0[_wgslsmith_index_u32(u_input.d, 2u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-123f, -673f, -230f, var_0[_wgslsmith_index_u32(55551u, 2u)].x)))), func_1().d)).xy), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(-3152f, 307f, -1000f) + global0.a.b.a[_wgslsmith_index_u32(4294967295u, 4u)]), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x, global1.b.a[_wgslsmith_index_u32(u_input.b, 4u)].x) - vec3<f32>(var_1[_wgslsmith_index_u32(61937u, 3u)].x, var_0[_wgslsmith_index_u32(14725u, 2u)].x, global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x)), _wgslsmith_f_op_vec3_f32(-global1.b.a[_wgslsmith_index_u32(u_input.e.x, 4u)]))).zz) * _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x, -1049f, 1620f, 910f), vec4<f32>(126f, var_1[_wgslsmith_index_u32(u_input.d, 3u)].x, var_1[_wgslsmith_index_u32(u_input.c.x, 3u)].x, 379f), vec4<f32>(var_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global1.b.c, -506f, -371f))))).xz))));
                let var_4 = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-385f, 1298f, 1200f)))))).zx, vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(~35843u, 3u)].x - 576f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(672f, var_3[_wgslsmith_index_u32(50982u, 2u)].x, var_3[_wgslsmith_index_u32(u_input.c.x, 2u)].x), global1.a.a[_wgslsmith_index_u32(88530u, 4u)], vec3<f32>(var_0[_wgslsmith_index_u32(u_input.b, 2u)].x, global1.c.a[_wgslsmith_index_u32(u_input.d, 4u)].x, 2234f))).x)), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x), global0.a.b.c))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_3[_wgslsmith_index_u32(u_input.d, 2u)].x, -406f) - global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].zx)))), global1.a.a[_wgslsmith_index_u32(16046u, 4u)].zy);
            }
            let var_2 = vec4<i32>((sign(vec4<i32>(global4[_wgslsmith_index_u32(u_input.d, 16u)], -33649i, 2325i, 1i)).x + 17540i) - 0i, i32(-2147483648), -12728i, 1i);
            var var_3 = var_0;
        }
        case 2147483647i: {
            (global4)[_wgslsmith_index_u32(0u, 16u)] = 1i;
            (global4)[_wgslsmith_index_u32(u_input.b, 16u)] = global4[_wgslsmith_index_u32(1u, 16u)];
            for (var var_0 = -2090i; ; ) {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                continue;
            }
            let var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global0.a.a.a[_wgslsmith_index_u32(43742u, 4u)].x, 1158f, global1.a.b, -280f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.a.a.b, global1.a.c, -673f, -1838f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1385f, global0.a.b.a[_wgslsmith_index_u32(0u, 4u)].x, -1994f, -1990f)))) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(-695f, global1.c.b, 246f, 131f), vec4<f32>(-520f, -1237f, global0.a.b.b, 1786f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1115f, global0.a.b.b, 149f, -713f)), !vec4<bool>(true, global1.a.d, false, true)))), !(global0.b || false) | true)), _wgslsmith_f_op_vec4_f32(vec4<f32>(854f, global1.c.c, global0.a.b.a[_wgslsmith_index_u32(~(~u_input.c.x), 4u)].x, -897f) + vec4<f32>(245f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.a.c + 824f)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-564f - 1000f), _wgslsmith_f_op_f32(-global1.a.a[_wgslsmith_index_u32(35439u, 4u)].x)), _wgslsmith_f_op_f32(-1696f))));
        }
        case -1i: {
            var var_0 = ~(atomicMin(&wg_atomic_i32, global4[_wgslsmith_index_u32(69932u, 16u)]) | ~global3[_wgslsmith_index_u32(countTrailingZeros(~vec4<u32>(1u, u_input.b, u_input.e.x, 59798u)).x, 9u)]);
        }
        default: {
            var var_0 = firstLeadingBit(-(~(~(vec3<i32>(global3[_wgslsmith_index_u32(u_input.b, 9u)], global3[_wgslsmith_index_u32(u_input.b, 9u)], global4[_wgslsmith_index_u32(u_input.d, 16u)]) * vec3<i32>(64043i, 0i, -28354i)))));
            var var_1 = func_1().a;
        }
    }
    (global3)[_wgslsmith_index_u32(~u_input.d, 9u)] = ~clamp(countOneBits(-vec3<i32>(2147483647i, 1i, global4[_wgslsmith_index_u32(0u, 16u)])).yz << (~(~u_input.a) % vec2<u32>(32u)), ~reverseBits(~vec3<i32>(global3[_wgslsmith_index_u32(u_input.d, 9u)], global4[_wgslsmith_index_u32(u_input.d, 16u)], 4513i)).zx, countOneBits(vec2<i32>(-11449i / 1946i, -global3[_wgslsmith_index_u32(24746u, 9u)]))).x;
    let x = u_input.a;
    s_output = StorageBuffer(-(-10739i), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.a.c, global1.c.b, 356f, global0.a.b.c)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-648f, global1.b.b, global1.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, global1.c.b) + vec4<f32>(global0.a.c.b, global1.b.c, global1.b.b, 258f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-521f, global1.b.b, -498f, global1.b.c) - vec4<f32>(global0.a.a.a[_wgslsmith_index_u32(0u, 4u)].x, global1.a.a[_wgslsmith_index_u32(1u, 4u)].x, global1.b.b, 1271f)))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1.a.c, global1.a.c, -370f, global0.a.a.c))))), vec4<f32>(_wgslsmith_f_op_f32(-global0.a.c.b), global0.a.c.c, _wgslsmith_f_op_f32(-global0.a.b.a[_wgslsmith_index_u32(u_input.c.x, 4u)].x), _wgslsmith_f_op_vec3_f32(ceil(global1.c.a[_wgslsmith_index_u32(u_input.c.x, 4u)])).x))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.a.b, global0.a.b.c, global0.a.c.c, global1.a.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x) + vec4<f32>(1262f, -1111f, -1326f, -218f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-482f, global1.a.c, -837f, global1.b.b), vec4<f32>(global0.a.a.c, -209f, global0.a.b.a[_wgslsmith_index_u32(0u, 4u)].x, global1.b.a[_wgslsmith_index_u32(u_input.b, 4u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(200f, global1.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 491f, -1481f), vec4<f32>(global1.b.a[_wgslsmith_index_u32(4294967295u, 4u)].x, global1.a.a[_wgslsmith_index_u32(12210u, 4u)].x, -364f, -1121f)))) - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global1.c.b, 1000f, global0.a.b.c, global0.a.c.a[_wgslsmith_index_u32(29241u, 4u)].x))), vec4<f32>(-758f, global1.a.b, global1.b.c, -2213f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_div_f32(global1.a.c, global0.a.b.c), global0.a.c.a[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(863f + global1.b.b), _wgslsmith_f_op_f32(global1.c.b + -208f)) + _wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(vec4<f32>(global1.b.b, -525f, 254f, global1.c.b), vec4<f32>(-216f, global0.a.c.a[_wgslsmith_index_u32(4294967295u, 4u)].x, global0.a.c.b, 1092f)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(1000f, 446f, global0.a.c.c, global1.b.a[_wgslsmith_index_u32(u_input.d, 4u)].x), vec4<f32>(global0.a.a.c, global1.a.b, 1701f, global1.c.a[_wgslsmith_index_u32(1u, 4u)].x))))))), func_2(true & (false | select(false, global1.c.d, global1.b.d)), i32(-2147483648), Struct_3(global0.a, global1.a.d)), mat3x4<f32>(vec4<f32>(global0.a.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x, global1.b.c, 616f, 317f), _wgslsmith_f_op_vec4_f32(func_3()), vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-global0.a.c.a[_wgslsmith_index_u32(u_input.d, 4u)]), _wgslsmith_f_op_vec3_f32(global1.c.a[_wgslsmith_index_u32(u_input.a.x, 4u)] * vec3<f32>(-642f, 1000f, 1070f)))), global0.a.c.a[_wgslsmith_index_u32(~(~u_input.b), 4u)].x, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(ceil(global1.a.a[_wgslsmith_index_u32(u_input.e.x, 4u)])))).x, -2979f)), mat3x4<f32>(_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global0.a.a.b, -823f, 2136f))).x, _wgslsmith_f_op_f32(374f + -595f), _wgslsmith_f_op_f32(-868f * global1.a.c), global1.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(556f, 952f, global1.a.c, global0.a.c.b))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(global1.b.c, global0.a.a.b, 476f, -572f) * vec4<f32>(global0.a.a.c, -1281f, 1000f, global0.a.b.a[_wgslsmith_index_u32(0u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-1384f), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(1000f, global0.a.a.a[_wgslsmith_index_u32(u_input.d, 4u)].x, -1539f))).x, _wgslsmith_f_op_f32(global0.a.b.a[_wgslsmith_index_u32(7371u, 4u)].x - global0.a.b.c), _wgslsmith_f_op_f32(global0.a.c.a[_wgslsmith_index_u32(5550u, 4u)].x - -809f)) * vec4<f32>(global0.a.b.c, global0.a.b.b, _wgslsmith_f_op_f32(796f + global1.a.c), _wgslsmith_f_op_f32(global0.a.a.c + -1688f))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, 140f, _wgslsmith_f_op_f32(-global1.c.c), global1.a.a[_wgslsmith_index_u32(countLeadingZeros(8462u), 4u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(global1.a.b, 153f, global0.a.c.b, -597f) - vec4<f32>(1691f, global1.b.b, global1.a.a[_wgslsmith_index_u32(u_input.e.x, 4u)].x, global0.a.b.a[_wgslsmith_index_u32(u_input.a.x, 4u)].x)), vec4<bool>(!global0.a.b.d, select(vec3<bool>(false, false, true), vec3<bool>(true, global1.c.d, global1.b.d), global1.a.d).x, true, !global0.a.a.d)))));
}

