// {"0:0":[213,45,250,230,198,63,156,119,7,161,122,140,68,137,21,8,241,38,82,21,232,124,210,252,201,7,71,202,41,215,112,1,112,100,204,33,224,138,238,95,1,68,247,230,90,195,91,194,254,220,213,97,21,24,53,252,43,108,39,79,210,230,191,95,83,98,157,167,221,97,165,84,102,110,137,163,221,74,108,193,45,55,187,78,206,189,138,5,137,13,200,41,150,59,101,151,9,226,158,88,15,87,71,234,157,133,154,96,159,88,217,132,192,86,141,26,3,226,64,144,18,8,184,225,139,89,88,45]}
// Seed: 2

struct Struct_1 {
    @size(12)
    a: u32,
    @size(24)
    b: vec3<u32>,
}

struct UniformBuffer {
    a: vec3<i32>,
    @align(32)
    b: vec4<i32>,
    c: u32,
    @size(16)
    d: i32,
    @size(28)
    e: vec3<u32>,
}

struct StorageBuffer {
    @align(16)
    a: mat3x4<f32>,
    @align(16)
    @size(4)
    b: i32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<vec4<bool>, 5>;

var<workgroup> global1: vec2<bool>;

var<private> global2: Struct_1;

var<workgroup> global3: Struct_1;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 20>;

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn func_5(arg_0: vec2<f32>) -> mat2x3<f32> {
    (global0)[_wgslsmith_index_u32(85920u, 5u)] = !global0[_wgslsmith_index_u32(((~57542u & u_input.c) >> (firstTrailingBit(~global3.b.xz).x % 32u)) * 17247u, 5u)];
    let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, arg_0.x, 1000f, -259f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.x, -341f, arg_0.x, 2505f) * vec4<f32>(arg_0.x, arg_0.x, -715f, arg_0.x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1671f, 1000f, arg_0.x, -793f))))).xy), _wgslsmith_f_op_vec2_f32(fract(arg_0)), _wgslsmith_f_op_vec2_f32(arg_0 - _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0.x, -398f))));
    (global1).x = false;
    var var_1 = var_0;
    while (global1.x) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1646f, -2415f, var_0[_wgslsmith_index_u32(global2.a, 3u)].x, 1388f))).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(global2.b.x, 3u)].x * 734f), _wgslsmith_f_op_f32(-(-1733f))) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(arg_0.x, 132f, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x), vec3<f32>(566f, 626f, arg_0.x), global1.x)) + _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.x, -1758f, -656f) - vec3<f32>(661f, arg_0.x, arg_0.x))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec4<f32>(var_0[_wgslsmith_index_u32(26632u, 3u)].x, 730f, var_0[_wgslsmith_index_u32(global2.a, 3u)].x, var_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x), vec4<f32>(696f, var_1[_wgslsmith_index_u32(global3.a, 3u)].x, -1255f, var_1[_wgslsmith_index_u32(16621u, 3u)].x)))), 912f)));
}

fn func_4(arg_0: Struct_1) -> u32 {
    let var_0 = Struct_1(u_input.e.x | global2.b.x, ~global3.b);
    while (true) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        var var_1 = func_5(vec2<f32>(109f, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(vec2<f32>(-881f, -846f) * vec2<f32>(-658f, 439f)), vec2<f32>(_wgslsmith_div_f32(-1680f, 491f), -980f), any(select(vec3<bool>(true, true, global1.x), vec3<bool>(global1.x, global1.x, true), true)))).x));
        for (var var_2 = -7006i; var_2 >= 3503i; ) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            continue;
        }
        (var_1)[_wgslsmith_index_u32(((32051u + var_0.a) | 33996u) >> (atomicLoad(&wg_atomic_u32) % 32u), 2u)] = vec3<f32>(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(_wgslsmith_div_f32(var_1[_wgslsmith_index_u32(~30554u, 2u)].x, var_1[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(-(-580f)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-919f * var_1[_wgslsmith_index_u32(13290u, 2u)].x), _wgslsmith_f_op_vec2_f32(floor(var_1[_wgslsmith_index_u32(4294967295u, 2u)].xz)).x)))).x, -866f, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-865f), var_1[_wgslsmith_index_u32(select(vec4<u32>(5684u, arg_0.b.x, 1660u, 4294967295u), vec4<u32>(global3.b.x, global2.b.x, u_input.c, 55540u), false).x, 2u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(38264u, 2u)].x) + _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(4294967295u, 2u)].x)), var_1[_wgslsmith_index_u32(4294967295u * u_input.c, 2u)].x, _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(abs(u_input.e).x, 2u)].x, -2223f)))).x);
        break;
    }
    for (var var_1: i32; 0u != u_input.e.x; ((global0)[_wgslsmith_index_u32(u_input.c, 5u)]).x = (dot(global2.b, arg_0.b) / 4294967295u) > countTrailingZeros(global3.a)) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
    }
    var var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(138f, 865f, 1312f, 723f) + vec4<f32>(-806f, 661f, -290f, 1000f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1724f, 652f, 1449f, -139f))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(1663f, 259f, -818f, -166f))), select(select(global0[_wgslsmith_index_u32(1u, 5u)], vec4<bool>(false, true, true, false), false), !vec4<bool>(global1.x, global1.x, global1.x, true), vec4<bool>(global1.x, false, global1.x, true)))).zy)).x);
    var var_2 = u_input.a.zx;
    return ~4294967295u;
}

fn func_3(arg_0: vec2<f32>, arg_1: mat3x3<f32>, arg_2: Struct_1) -> mat3x2<f32> {
    while (!(select(vec4<bool>(true, true, true, true), select(global0[_wgslsmith_index_u32(~64684u, 5u)], select(global0[_wgslsmith_index_u32(global2.b.x, 5u)], global0[_wgslsmith_index_u32(7553u, 5u)], vec4<bool>(false, global1.x, false, global1.x)), !vec4<bool>(global1.x, global1.x, true, global1.x)), !select(global0[_wgslsmith_index_u32(global2.b.x, 5u)], global0[_wgslsmith_index_u32(52430u, 5u)], global0[_wgslsmith_index_u32(110717u, 5u)])).x && (_wgslsmith_f_op_f32(ceil(1f)) == _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.c, 3u)].x))))) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            break;
            continuing {
            }
        }
        if (global1.x) {
            global0 = array<vec4<bool>, 5>();
            ((global3).b).x = firstTrailingBit(select(clamp(~(vec4<u32>(u_input.e.x, 4294967295u, global2.b.x, u_input.e.x) << (vec4<u32>(4294967295u, arg_2.a, 1u, 1u) % vec4<u32>(32u))), vec4<u32>(global2.b.x, global2.b.x, global2.a, 4294967295u) - ~vec4<u32>(4294967295u, 1u, 1u, global2.a), firstLeadingBit(select(vec4<u32>(u_input.c, u_input.c, arg_2.b.x, arg_2.b.x), vec4<u32>(4294967295u, 100935u, 4294967295u, global3.b.x), false))), ~(vec4<u32>(1u, 4294967295u, global3.b.x, arg_2.a) + vec4<u32>(63268u, global3.b.x, 4294967295u, 0u)), global0[_wgslsmith_index_u32(~u_input.c, 5u)]).yz).x;
            let var_0 = true;
            break;
        } else if (select(!(!select(select(vec4<bool>(global1.x, true, false, false), vec4<bool>(true, false, global1.x, global1.x), vec4<bool>(true, global1.x, global1.x, global1.x)).zwx, vec3<bool>(global1.x, global1.x, global1.x), vec3<bool>(true, false, false)).zx), vec2<bool>(false, !global1.x), select(select(select(global0[_wgslsmith_index_u32(0u, 5u)], global0[_wgslsmith_index_u32(4294967295u | u_input.c, 5u)], select(vec4<bool>(true, global1.x, true, global1.x), global0[_wgslsmith_index_u32(21499u, 5u)], false)).yyy, !(!vec3<bool>(global1.x, false, true)), vec3<bool>(false | global1.x, true || global1.x, true)), !(!(!vec3<bool>(false, global1.x, global1.x))), global1.x).x).x) {
            continue;
        } else if (true) {
            let var_0 = Struct_1(global3.a, ~_wgslsmith_mod_vec3_u32(u_input.e ^ vec3<u32>(0u, u_input.e.x, u_input.c), countLeadingZeros(vec4<u32>(4294967295u, 83750u, 75237u, global3.a) - vec4<u32>(0u, arg_2.a, 21343u, 40774u)).xxw));
            let var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(arg_0.x, _wgslsmith_f_op_f32(arg_0.x * -1101f)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1023f, 1175f, 2948f) + arg_1[_wgslsmith_index_u32(arg_2.b.x, 3u)]), _wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(u_input.c, 3u)]))).yx) + arg_1[_wgslsmith_index_u32(arg_2.a, 3u)].zz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(clamp(arg_1[_wgslsmith_index_u32(52323u, 3u)], _wgslsmith_div_vec3_f32(arg_1[_wgslsmith_index_u32(40100u, 3u)], vec3<f32>(arg_0.x, -674f, arg_1[_wgslsmith_index_u32(1u, 3u)].x)), arg_1[_wgslsmith_index_u32(32844u, 3u)])), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-1419f, arg_0.x, arg_0.x) * vec3<f32>(arg_1[_wgslsmith_index_u32(var_0.b.x, 3u)].x, arg_1[_wgslsmith_index_u32(18806u, 3u)].x, arg_0.x))), select(vec3<bool>(true, false, false), vec3<bool>(global1.x, global1.x, true), true))).zx), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.x, arg_1[_wgslsmith_index_u32(2027u, 3u)].x, -572f) - arg_1[_wgslsmith_index_u32(global3.a, 3u)]))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(arg_1[_wgslsmith_index_u32(419u, 3u)].x, arg_1[_wgslsmith_index_u32(arg_2.b.x, 3u)].x))).x), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(1u, 3u)].xx * arg_1[_wgslsmith_index_u32(4294967295u, 3u)].yz))).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(u_input.c, 3u)]) - _wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(0u, 3u)] * vec3<f32>(arg_0.x, -274f, 366f))) - arg_1[_wgslsmith_index_u32(~vec4<u32>(1u, 1u, 1u, 1u).x, 3u)]))).xz);
            break;
        } else {
        }
        let var_0 = select(!select(vec3<bool>(true, true, global1.x), vec3<bool>(global1.x & global1.x, true, true), true), !select(global0[_wgslsmith_index_u32(dot(global2.b, vec3<u32>(u_input.c, global2.a, arg_2.b.x)), 5u)], !global0[_wgslsmith_index_u32(4294967295u / global3.a, 5u)], !(u_input.b.x <= u_input.a.x)).xzy, global1.x).x;
        let var_1 = mat3x2<f32>(arg_0, arg_0, arg_1[_wgslsmith_index_u32(arg_2.b.x, 3u)].zy);
        switch (~u_input.d) {
            default: {
                continue;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        let var_0 = _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1635f, arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_0.x, 999f)) - _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(1658f, arg_0.x, arg_1[_wgslsmith_index_u32(global2.b.x, 3u)].x, arg_0.x) + vec4<f32>(arg_0.x, arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_0.x, arg_1[_wgslsmith_index_u32(1u, 3u)].x))))))))).x;
    }
    var var_0 = insertBits(global3.b, global2.b, u_input.c, arg_2.a);
    while (true) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(arg_1[_wgslsmith_index_u32(22337u - 0u, 3u)], _wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(arg_2.b.x, 3u)])))) - arg_1[_wgslsmith_index_u32(1u, 3u)]), vec3<f32>(arg_1[_wgslsmith_index_u32(max(u_input.e, vec3<u32>(u_input.e.x, 4294967295u, ~0u)).x, 3u)].x, arg_0.x, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(arg_2.a | 73205u, 3u)]))).x), vec3<f32>(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_0) - vec2<f32>(-1457f, arg_0.x)))).x, arg_0.x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(402f + arg_0.x)) + _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1000f, 880f, -360f, arg_0.x))))).x)));
    return mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(floor(arg_1[_wgslsmith_index_u32(abs(vec2<u32>(global2.a, 4117u) << (vec2<u32>(1u, arg_2.a) % vec2<u32>(32u))).x, 3u)])).yx), var_1[_wgslsmith_index_u32(4294967295u, 3u)].xy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x, arg_0.x, arg_1[_wgslsmith_index_u32(arg_2.b.x, 3u)].x)))).ww, vec2<f32>(-904f, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(var_0.x, 3u)].x + var_1[_wgslsmith_index_u32(global3.b.x, 3u)].x)))));
}

fn func_2(arg_0: Struct_1, arg_1: mat3x3<f32>, arg_2: i32, arg_3: mat4x3<f32>) -> u32 {
    let var_0 = func_3(arg_1[_wgslsmith_index_u32(0u, 3u)].zx, mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_3[_wgslsmith_index_u32(~u_input.c, 4u)])), vec3<f32>(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(func_4(Struct_1(4294967295u, u_input.e)), 3u)].x + _wgslsmith_f_op_vec3_f32(step(arg_3[_wgslsmith_index_u32(global3.a, 4u)], vec3<f32>(-386f, arg_3[_wgslsmith_index_u32(arg_0.b.x, 4u)].x, arg_3[_wgslsmith_index_u32(u_input.e.x, 4u)].x))).x), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(-595f, 399f, arg_3[_wgslsmith_index_u32(global3.a, 4u)].x) - vec3<f32>(-1166f, -2849f, -1547f)))).x, -215f), vec3<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(32599u, 18994u, 24172u, global2.b.x)).x, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(392f, arg_1[_wgslsmith_index_u32(45781u, 3u)].x), arg_3[_wgslsmith_index_u32(global3.a, 4u)].zy, global1.x)).x), -1344f)), Struct_1(7661u, u_input.e));
    if (!(!(!global1.x) || true)) {
        global2 = arg_0;
        for (var var_1 = -10280i; var_1 <= i32(-2147483648); var_1 += 1i) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            global3 = arg_0;
            continue;
        }
        let var_1 = 1402f;
        for (; true; ) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            var var_2 = false;
        }
        let var_2 = global0[_wgslsmith_index_u32(global3.b.x, 5u)];
    }
    let var_1 = Struct_1(~insertBits((vec4<u32>(35897u, 0u, arg_0.b.x, 1u) - vec4<u32>(arg_0.a, 0u, global3.a, 73874u)) ^ vec4<u32>(global2.b.x, global2.a, u_input.e.x, u_input.c), ~vec4<u32>(u_input.c, arg_0.a, 34990u, u_input.c), ~max(4294967295u, 38158u), 0u).x, arg_0.b);
    var var_2 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(global3.a, 3u)].x))) + arg_3[_wgslsmith_index_u32(~arg_0.b.x, 4u)].x), arg_1[_wgslsmith_index_u32(var_1.a, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-286f) + _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(816f, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(-485f, var_0[_wgslsmith_index_u32(global2.a, 3u)].x, -2005f, -610f) + vec4<f32>(arg_3[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(global2.b.x, 3u)].x, arg_1[_wgslsmith_index_u32(var_1.a, 3u)].x, -1325f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_3[_wgslsmith_index_u32(u_input.e.x, 4u)].x, -1198f, 241f, arg_1[_wgslsmith_index_u32(arg_0.a, 3u)].x)), false)).x, _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(1427f, arg_1[_wgslsmith_index_u32(88662u, 3u)].x, -525f))).x, _wgslsmith_f_op_f32(-arg_3[_wgslsmith_index_u32(4294967295u / 4294967295u, 4u)].x)))).xwy, arg_1[_wgslsmith_index_u32(1u, 3u)]);
    while (all(select(select(global0[_wgslsmith_index_u32(~clamp(vec2<u32>(global2.a, var_1.a), vec2<u32>(var_1.b.x, 34098u), vec2<u32>(u_input.e.x, 0u)).x, 5u)], vec4<bool>(!global1.x, select(global0[_wgslsmith_index_u32(global2.a, 5u)], vec4<bool>(global1.x, true, false, true), global0[_wgslsmith_index_u32(arg_0.a, 5u)]).x, true, global1.x), (clamp(vec4<u32>(4294967295u, 38753u, 6338u, 4294967295u), vec4<u32>(1787u, 4294967295u, 4294967295u, global3.a), vec4<u32>(var_1.b.x, 67900u, 40007u, u_input.c)).x < ~12480u)), global0[_wgslsmith_index_u32(arg_0.a, 5u)], all(global0[_wgslsmith_index_u32(~(var_1.b.x - arg_0.a), 5u)])).zww)) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        var var_3 = arg_0;
        ((var_2)[_wgslsmith_index_u32(var_1.a, 3u)]).x = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-2828f, arg_3[_wgslsmith_index_u32(46591u, 4u)].x, -2312f, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(arg_3[_wgslsmith_index_u32(32332u, 4u)].x, var_0[_wgslsmith_index_u32(global3.a, 3u)].x, arg_1[_wgslsmith_index_u32(global2.b.x, 3u)].x, var_2[_wgslsmith_index_u32(27315u, 3u)].x))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-772f, arg_1[_wgslsmith_index_u32(global2.a, 3u)].x, 1363f, arg_3[_wgslsmith_index_u32(var_3.b.x, 4u)].x) + vec4<f32>(207f, 3078f, arg_3[_wgslsmith_index_u32(global2.a, 4u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(27291u, 3u)].x, var_2[_wgslsmith_index_u32(52226u, 3u)].x, var_0[_wgslsmith_index_u32(var_3.b.x, 3u)].x, -384f), vec4<f32>(arg_1[_wgslsmith_index_u32(61916u, 3u)].x, arg_3[_wgslsmith_index_u32(2017u, 4u)].x, 183f, -1510f))))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(117f, 2235f, arg_3[_wgslsmith_index_u32(4294967295u, 4u)].x, 424f), vec4<f32>(2269f, -1195f, arg_1[_wgslsmith_index_u32(global2.b.x, 3u)].x, var_2[_wgslsmith_index_u32(arg_0.a, 3u)].x))))))).x;
    }
    return abs(dot(~vec2<u32>(~28969u, 47007u & u_input.e.x), ~vec2<u32>(global2.b.x >> (u_input.c % 32u), 71895u)));
}

fn func_1(arg_0: Struct_1, arg_1: vec4<bool>, arg_2: f32, arg_3: bool) -> array<vec4<bool>, 5> {
    while (true) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-655f)), arg_2, _wgslsmith_f_op_f32(-(-857f)), _wgslsmith_f_op_f32(-1129f * arg_2))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_2, arg_2, arg_2, arg_2), vec4<f32>(arg_2, arg_2, -732f, 628f), global1.x)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-514f, 480f, 1332f, -867f) + vec4<f32>(-1000f, arg_2, arg_2, arg_2))))), select(select(global0[_wgslsmith_index_u32(func_4(Struct_1(54847u, u_input.e)), 5u)], global0[_wgslsmith_index_u32(~23941u, 5u)], true), !select(global0[_wgslsmith_index_u32(1u, 5u)], global0[_wgslsmith_index_u32(4294967295u, 5u)], false), reverseBits(u_input.b.yxz).x == -u_input.b.x).x)).wxz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2, arg_2, 289f, -766f)))).x, _wgslsmith_div_f32(-775f, arg_2), 772f)), vec3<f32>(101f, _wgslsmith_f_op_f32(-arg_2), -316f));
        break;
    }
    let var_0 = mat2x4<f32>(vec4<f32>(-390f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(788f, 289f)), -1142f, arg_2), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-355f, 232f, -1088f, arg_2))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(350f, arg_2, arg_2, arg_2)), vec4<bool>(false, global1.x, arg_1.x, true))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_2, 619f, 218f, arg_2))))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1384f, arg_2, arg_2, arg_2), vec4<f32>(-858f, 144f, arg_2, 991f), vec4<f32>(-955f, 2094f, arg_2, -210f))).x, arg_2, arg_2, _wgslsmith_f_op_f32(dot(vec3<f32>(618f, 1000f, -1598f), vec3<f32>(arg_2, -1244f, -1523f)))))));
    (global2).a = 19457u;
    let var_1 = _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(min(var_0[_wgslsmith_index_u32(1u, 2u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 2u)].x, 1000f, arg_2, arg_2))))).wxw)).x;
    for (var var_2 = clamp(u_input.d, u_input.d, u_input.a.x); (var_2 < 0i); global1 = vec2<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, sign(reverseBits(reverseBits(u_input.b)).wz).x, -4812i).exchanged, select(!select(vec3<bool>(arg_1.x, arg_3, arg_1.x), arg_1.yxz, vec3<bool>(false, arg_1.x, true)), select(vec4<bool>(true, false, false, true), select(vec4<bool>(true, arg_1.x, arg_1.x, global1.x), vec4<bool>(arg_1.x, global1.x, true, false), false), global1.x).zyz, vec3<bool>(global1.x, false, arg_1.x | false)).x & false)) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        loop {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            let var_3 = _wgslsmith_div_f32(-1889f, _wgslsmith_f_op_f32(-var_1));
            var var_4 = max(select(~(~(~vec4<u32>(4294967295u, global2.b.x, arg_0.b.x, 0u))), vec4<u32>(~countOneBits(vec3<u32>(4294967295u, 16929u, 5953u)).x, abs(countTrailingZeros(global2.b.zz)).x, global3.a, dot(vec4<u32>(4294967295u, global2.b.x, 4294967295u, arg_0.b.x), vec4<u32>(global2.b.x, 98267u, global2.b.x, u_input.e.x))), insertBits(-38847i, clamp(u_input.a.yx, vec2<i32>(-1i, u_input.b.x), vec2<i32>(u_input.b.x, u_input.a.x)).x, atomicAdd(&wg_atomic_u32, 4294967295u), 71164u & u_input.e.x) != -atomicAnd(&wg_atomic_i32, u_input.d)), clamp(vec4<u32>(atomicOr(&wg_atomic_u32, u_input.c | 1322u), global2.b.x, extractBits(abs(vec4<u32>(u_input.c, 117128u, 1u, 1u)).yy, ~global3.b.x, 0u).x, abs(arg_0.b.x)), vec4<u32>(~global2.b.x, 26573u, 4294967295u + global3.a, countTrailingZeros(countTrailingZeros(global3.b).x)), ~vec4<u32>(atomicAdd(&wg_atomic_u32, 0u), 1u, 45196u, ~22414u)));
        }
        var var_3 = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(max(var_0[_wgslsmith_index_u32(global2.a, 2u)].xww, var_0[_wgslsmith_index_u32(1u, 2u)].zyy)).zy, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(var_0[_wgslsmith_index_u32(26709u - 1746u, 2u)].yyy))))).zx, vec2<f32>(-546f, var_0[_wgslsmith_index_u32(dot(extractBits(countOneBits(vec4<u32>(1u, u_input.c, 0u, global3.b.x)).xz, 55690u | arg_0.b.x, reverseBits(0u)), abs(global2.b).xx >> (global3.b.yx % vec2<u32>(32u))), 2u)].x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(-1005f, _wgslsmith_f_op_f32(-(-491f))), vec2<f32>(345f, _wgslsmith_div_f32(var_1, var_1)))));
        var var_4 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-869f))), _wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(var_1, var_3[_wgslsmith_index_u32(arg_0.b.x, 4u)].x, -818f))).x), 2116f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-1360f), _wgslsmith_f_op_f32(arg_2 + 599f), var_1, arg_2)));
        loop {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            (global0)[_wgslsmith_index_u32(~arg_0.a * 1u, 5u)] = !(!(!(!select(vec4<bool>(true, global1.x, true, global1.x), global0[_wgslsmith_index_u32(0u, 5u)], arg_1.x))));
            var var_5 = 0i;
            var var_6 = Struct_1(1u, select((firstLeadingBit(vec3<u32>(59769u, arg_0.a, 4294967295u)) * vec3<u32>(arg_0.b.x, 56168u, 10650u)) & (~arg_0.b / vec4<u32>(1u, 1u, 1u, 1u).wwz), global3.b, false));
        }
        var var_5 = mat3x4<f32>(vec4<f32>(var_0[_wgslsmith_index_u32(10067u, 2u)].x, 938f, _wgslsmith_div_f32(arg_2, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_3[_wgslsmith_index_u32(32914u, 4u)].x, -632f) - vec2<f32>(var_4[_wgslsmith_index_u32(16645u, 2u)].x, var_3[_wgslsmith_index_u32(u_input.e.x, 4u)].x)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_4[_wgslsmith_index_u32(arg_0.a, 2u)].x, -1199f)), vec2<bool>(arg_1.x, global1.x))).x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_3[_wgslsmith_index_u32(global2.a, 4u)].x, arg_2, 140f, -833f))) * var_0[_wgslsmith_index_u32(firstLeadingBit(u_input.e.xz).x, 2u)]))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_4[_wgslsmith_index_u32(0u | u_input.c, 2u)]))), _wgslsmith_f_op_vec4_f32(fract(var_0[_wgslsmith_index_u32(0u + 1u, 2u)])));
    }
    return array<vec4<bool>, 5>();
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    if (global1.x) {
        let var_0 = _wgslsmith_f_op_f32(-1576f * _wgslsmith_f_op_f32(-1f));
        global0 = func_1(Struct_1(func_2(Struct_1(global3.a, global2.b), mat3x3<f32>(vec3<f32>(var_0, var_0, -1000f), vec3<f32>(554f, -145f, var_0), vec3<f32>(var_0, -490f, 2031f)), firstTrailingBit(vec3<i32>(-46249i, 21178i, u_input.d)).x, mat4x3<f32>(vec3<f32>(var_0, 811f, var_0), vec3<f32>(1043f, var_0, -1447f), vec3<f32>(404f, var_0, -104f), vec3<f32>(1234f, -1968f, var_0))) - select(builtin_global_invocation_id, firstTrailingBit(vec3<u32>(1u, 4294967295u, 7979u)), select(vec3<bool>(false, global1.x, global1.x), vec3<bool>(global1.x, global1.x, false), true)).x, ~(~global2.b) / global2.b), vec4<bool>(true, true, global1.x, true), var_0, true);
        var var_1 = ~_wgslsmith_mod_u32(~global2.b.x, 1u);
    } else {
        (global1).x = atomicSub(&wg_atomic_u32, 4294967295u) <= ~(global3.b.x | min(select(vec4<u32>(4294967295u, 4294967295u, 16795u, 47169u), vec4<u32>(global3.a, global2.b.x, 4294967295u, 0u), global1.x), select(vec4<u32>(0u, global2.b.x, u_input.c, builtin_local_invocation_index), vec4<u32>(0u, global2.b.x, global2.a, 1u), global0[_wgslsmith_index_u32(global2.a, 5u)])).x);
        let var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-425f, 1449f) + vec2<f32>(426f, -686f)) * _wgslsmith_f_op_vec2_f32(step(vec2<f32>(-724f, 2686f), vec2<f32>(-1604f, 383f))))))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-1803f, 1282f), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-840f, 797f))), vec2<f32>(1f, 1f))).x, -757f)));
        if (false) {
            var var_1 = Struct_1(builtin_global_invocation_id.x, ~max(~(~vec3<u32>(builtin_global_invocation_id.x, 8100u, u_input.c)), builtin_global_invocation_id));
        }
        var var_1 = var_0[_wgslsmith_index_u32(~(countOneBits(~select(vec4<u32>(global2.b.x, global2.b.x, builtin_global_invocation_id.x, 44117u), vec4<u32>(global2.b.x, u_input.c, 59954u, 0u), vec4<bool>(true, true, global1.x, false))).x << ((insertBits(vec4<u32>(u_input.e.x, global3.a, builtin_local_invocation_index, u_input.e.x), ~vec4<u32>(62824u, 111537u, builtin_global_invocation_id.x, global3.a), ~global3.a, ~builtin_global_invocation_id.x).x - ~8856u) % 32u)), 2u)];
        let var_2 = Struct_1(global3.a, select(countLeadingZeros(max(vec4<u32>(global2.a, 4294967295u, 80959u, 39767u), vec4<u32>(4294967295u, builtin_global_invocation_id.x, 10617u, builtin_global_invocation_id.x))) + vec4<u32>(1u, builtin_local_invocation_index, global2.b.x, global2.a), vec4<u32>(4294967295u, global3.b.x, 1u, 0u), func_1(Struct_1(builtin_global_invocation_id.x, vec3<u32>(builtin_local_invocation_index, 80657u, global2.a) * global2.b), func_1(Struct_1(61636u, global2.b), vec4<bool>(true, global1.x, true, false), _wgslsmith_f_op_f32(var_1.x + 1783f), false)[_wgslsmith_index_u32(~countOneBits(vec4<u32>(global2.a, global2.a, builtin_local_invocation_index, 4269u)).x, 5u)], _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-519f))), _wgslsmith_f_op_f32(var_1.x * var_0[_wgslsmith_index_u32(13477u, 2u)].x) == 278f)[_wgslsmith_index_u32(32354u, 5u)]).xyw);
    }
    for (var var_0 = 2147483647i; var_0 != 16017i; var_0 -= 1i) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        while (true) {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            let var_1 = vec3<f32>(_wgslsmith_f_op_f32(dot(vec3<f32>(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(1038f, 781f, 1275f))).x, _wgslsmith_f_op_f32(347f - _wgslsmith_f_op_f32(-(-914f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1435f)))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-(-135f)), -1000f, _wgslsmith_f_op_f32(-(-431f)))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(vec4<f32>(1f, 1f, 1f, 1f).x * _wgslsmith_f_op_f32(-(-1094f))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(vec4<f32>(-822f, 2507f, 1353f, 215f), vec4<f32>(-796f, -388f, -572f, 158f)))))).x));
            var var_2 = Struct_1(~58167u, ~(~select(vec3<u32>(builtin_global_invocation_id.x, 1u, u_input.c) - vec3<u32>(0u, 4294967295u, builtin_local_invocation_index), vec3<u32>(12970u, 14657u, 59563u) ^ vec3<u32>(builtin_local_invocation_index, u_input.e.x, global3.a), select(vec3<bool>(global1.x, global1.x, global1.x), vec3<bool>(false, true, global1.x), global1.x))));
            return;
        }
    }
    while (true) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
    }
    var var_0 = mat2x3<f32>(func_5(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1000f, -385f))) - _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1175f, -553f, -547f, -845f))).yy))[_wgslsmith_index_u32(countOneBits(select(vec4<u32>(25114u, ~0u, ~4294967295u, 0u), vec4<u32>(firstLeadingBit(vec2<u32>(16072u, u_input.c)).x, clamp(vec2<u32>(u_input.e.x, global3.b.x), u_input.e.zy, vec2<u32>(u_input.e.x, 54800u)).x, 0u, 96725u * u_input.e.x), select(vec4<bool>(global1.x, global1.x, true, true), vec4<bool>(true, true, true, false), global0[_wgslsmith_index_u32(min(vec4<u32>(22952u, 12798u, 0u, u_input.e.x), vec4<u32>(builtin_global_invocation_id.x, 12228u, 57126u, 12287u)).x, 5u)]))).x, 2u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-618f, 227f, 444f, 141f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1275f, 244f, -843f, -1538f)) * vec4<f32>(642f, 1071f, 1736f, 501f)), false)).xyz + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-143f, -875f, 477f))))))));
    var var_1 = true;
    let var_2 = Struct_1(builtin_global_invocation_id.x, builtin_global_invocation_id);
    for (; (-1i <= (_wgslsmith_mod_i32(u_input.a.x, u_input.d / 13618i) / 40166i)) | (~0u <= select(min(~global2.b, vec3<u32>(1u, 37042u, 4294967295u) << (var_2.b % vec3<u32>(32u))).x, u_input.c, select(any(global0[_wgslsmith_index_u32(global2.a, 5u)]), !global1.x, global1.x | false))); ) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        while (true) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            var var_3 = var_2;
            var var_4 = var_2;
            let var_5 = reverseBits((((vec4<i32>(-10644i, u_input.b.x, 52670i, 1i) | u_input.b) * _wgslsmith_mod_vec4_i32(vec4<i32>(-29769i, -1i, -20648i, -67175i), vec4<i32>(u_input.a.x, u_input.b.x, u_input.d, u_input.b.x))) ^ u_input.b) + -((vec4<i32>(-23863i, u_input.a.x, 20653i, 10709i) * vec4<i32>(u_input.a.x, 24207i, u_input.b.x, 1i)) - -vec4<i32>(u_input.a.x, 1i, u_input.a.x, -30324i))).x;
            var var_6 = var_2;
        }
        var_1 = !global1.x;
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(18763u, 2u)].x, var_0[_wgslsmith_index_u32(var_2.a, 2u)].x, var_0[_wgslsmith_index_u32(94663u, 2u)].x, -880f) * vec4<f32>(-1439f, -1239f, var_0[_wgslsmith_index_u32(global2.b.x, 2u)].x, var_0[_wgslsmith_index_u32(1u, 2u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, var_0[_wgslsmith_index_u32(0u, 2u)].x, 286f, 604f))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-421f, -1514f, 230f, 536f))))), vec4<f32>(1000f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(select(1000f, var_0[_wgslsmith_index_u32(global2.b.x, 2u)].x, false))), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~83993u, 2u)].x), var_0[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(31680u, 2u)].x, 1000f, var_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, var_0[_wgslsmith_index_u32(global3.b.x, 2u)].x)) - _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-466f, 807f, -167f, 606f)))) * _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(global3.a, 2u)].x, 121f))))), select(u_input.b / vec4<i32>(u_input.b.x / 52747i, u_input.a.x, -1i, 0i >> (0u % 32u)), ~clamp(vec4<i32>(-1i, -11461i, u_input.a.x, u_input.a.x), -u_input.b, u_input.b & vec4<i32>(-1i, 10056i, 18070i, u_input.d)), false).x);
}

