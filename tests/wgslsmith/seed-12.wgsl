// {"0:0":[202,192,143,133,203,110,52,211,29,123,86,31,204,72,130,142,177,45,63,90,128,57,68,239,216,133,103,122,162,231,19,123,168,109,253,141,59,132,27,46,207,113,236,37,143,234,216,222]}
// Seed: 12

struct Struct_1 {
    a: mat3x4<f32>,
    @size(8)
    b: f32,
    @size(16)
    c: vec3<f32>,
}

struct Struct_2 {
    @align(16)
    @size(80)
    a: Struct_1,
}

struct Struct_3 {
    @size(24)
    a: mat2x2<f32>,
    @align(64)
    b: vec4<bool>,
    c: mat4x2<f32>,
}

struct UniformBuffer {
    @size(20)
    a: vec2<i32>,
    b: u32,
    c: vec2<u32>,
    @align(8)
    @size(16)
    d: u32,
}

struct StorageBuffer {
    @size(24)
    a: vec2<i32>,
    @size(52)
    b: mat3x4<f32>,
    c: vec4<i32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: u32 = 11208u;

var<private> global1: Struct_2 = Struct_2(Struct_1(mat3x4<f32>(vec4<f32>(-194f, 1118f, 1000f, 1500f), vec4<f32>(342f, 180f, -370f, -492f), vec4<f32>(-1503f, -801f, 1000f, -596f)), -509f, vec3<f32>(-1442f, -888f, 483f)));

var<workgroup> global2: f32;

var<private> global3: vec3<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 15>;

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5(arg_0: bool, arg_1: mat2x4<f32>) -> Struct_1 {
    while (global3.x <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(u_input.c.x, 2u)].x + arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1.a.b, -1218f, -131f), vec3<f32>(global3.x, 339f, 1196f), arg_0)).x))).x)) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        let var_0 = Struct_2(global1.a);
        var var_1 = ~reverseBits(~vec4<u32>(1u, u_input.d, 43532u, u_input.b) + ~(~vec4<u32>(u_input.d, u_input.d, u_input.d, 22722u))).wzz;
    }
    let var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec4_f32(step(arg_1[_wgslsmith_index_u32(~abs(vec3<u32>(u_input.c.x, 0u, 35753u)).x, 2u)], vec4<f32>(arg_1[_wgslsmith_index_u32(38882u, 2u)].x, _wgslsmith_f_op_f32(-(-333f)), _wgslsmith_f_op_f32(floor(global3.x)), 1214f))).wx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(u_input.d, 2u)].yz - _wgslsmith_f_op_vec2_f32(-vec2<f32>(global3.x, global1.a.c.x)))))), _wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(~(~u_input.d | ~103341u), 2u)].wy * _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-(-878f)), _wgslsmith_f_op_f32(global1.a.a[_wgslsmith_index_u32(u_input.b, 3u)].x + arg_1[_wgslsmith_index_u32(17771u, 2u)].x)))), _wgslsmith_f_op_vec2_f32(vec2<f32>(global3.x, 1000f) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(vec3<f32>(-243f, global3.x, arg_1[_wgslsmith_index_u32(u_input.c.x, 2u)].x) * vec3<f32>(global3.x, -416f, global3.x)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1203f, 560f, -1418f, global3.x), global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)], vec4<bool>(false, true, arg_0, arg_0))).wzx)).yy + arg_1[_wgslsmith_index_u32(~(u_input.b | 478u), 2u)].ww)), global1.a.a[_wgslsmith_index_u32(~4294967295u, 3u)].zz);
    if (true) {
        return Struct_1(global1.a.a, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.a.a[_wgslsmith_index_u32(0u, 3u)].x)), global1.a.c);
    } else {
    }
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        continue;
        continuing {
            let var_1 = Struct_2(global1.a);
            switch (i32(-2147483648)) {
                case 13604i: {
                    let var_2 = mat3x4<f32>(var_1.a.a[_wgslsmith_index_u32(1u, 3u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -739f))).x), -401f, _wgslsmith_f_op_f32(global3.x - _wgslsmith_f_op_f32(-897f * -219f))) + _wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x, var_1.a.a[_wgslsmith_index_u32(~u_input.c.x, 3u)].x, _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, var_1.a.b), _wgslsmith_f_op_f32(global3.x + 212f))))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_1.a.a[_wgslsmith_index_u32(23334u, 3u)].x, global3.x, 143f, -397f), arg_1[_wgslsmith_index_u32(u_input.d, 2u)])).xy)).x - -1242f), _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(413f, 2300f, global1.a.a[_wgslsmith_index_u32(15138u, 3u)].x, global1.a.a[_wgslsmith_index_u32(u_input.b, 3u)].x)))).yy, vec2<f32>(global3.x, arg_1[_wgslsmith_index_u32(u_input.c.x, 2u)].x))).x, _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.b, 4u)].x - _wgslsmith_f_op_f32(-global1.a.b)), -246f)), arg_1[_wgslsmith_index_u32(~0u, 2u)].x));
                    let var_3 = Struct_3(mat2x2<f32>(arg_1[_wgslsmith_index_u32(u_input.d, 2u)].zz, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global3.x, arg_1[_wgslsmith_index_u32(u_input.c.x, 2u)].x)), var_0[_wgslsmith_index_u32(41341u << ((u_input.d / u_input.b) % 32u), 4u)])), vec4<bool>(arg_0, reverseBits(vec2<i32>(u_input.a.x, -19178i)).x <= atomicOr(&wg_atomic_i32, abs(u_input.a).x), arg_0, true), var_0);
                    let var_4 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_div_vec2_f32(vec2<f32>(var_1.a.a[_wgslsmith_index_u32(1u, 3u)].x, -416f), vec2<f32>(var_2[_wgslsmith_index_u32(u_input.d, 3u)].x, global3.x)), _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2[_wgslsmith_index_u32(u_input.d, 3u)].x, 1000f)))))), _wgslsmith_f_op_f32(abs(var_3.c[_wgslsmith_index_u32(~41883u, 4u)].x)), 2048f), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(var_1.a.a[_wgslsmith_index_u32(96169u, 3u)].x, _wgslsmith_f_op_f32(220f + _wgslsmith_f_op_f32(-211f * -862f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1487f))))), _wgslsmith_f_op_vec4_f32(step(global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)], _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(saturate(var_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, u_input.d), 3u)])), var_1.a.a[_wgslsmith_index_u32(4294967295u, 3u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_2[_wgslsmith_index_u32(u_input.c.x, 3u)].x, var_1.a.b, var_2[_wgslsmith_index_u32(u_input.c.x, 3u)].x, var_1.a.b)))))).xwy);
                    global2 = 430f;
                }
                case i32(-2147483648): {
                    (global3).x = arg_1[_wgslsmith_index_u32(23599u, 2u)].x;
                    var var_2 = Struct_2(var_1.a);
                }
                case -11677i: {
                    let var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(arg_1[_wgslsmith_index_u32(countTrailingZeros(_wgslsmith_mod_vec2_u32(u_input.c, vec2<u32>(u_input.b, u_input.b))).x, 2u)].yyw, _wgslsmith_f_op_vec3_f32(vec3<f32>(677f, global3.x, 164f) * var_1.a.a[_wgslsmith_index_u32(1u >> (u_input.b % 32u), 3u)].wzz))), _wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].wxy + vec3<f32>(var_1.a.b, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.c.x, 2u)].x)), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(countOneBits(0u), 4u)].x + arg_1[_wgslsmith_index_u32(u_input.c.x, 2u)].x))));
                    global2 = _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.a.a[_wgslsmith_index_u32(4294967295u, 3u)].x, 1954f, var_0[_wgslsmith_index_u32(1u, 4u)].x))))).yy)).x;
                }
                case -52646i: {
                }
                default: {
                }
            }
            if (arg_0) {
                (global3).x = global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x;
            } else {
                var var_2 = ~vec4<i32>(u_input.a.x + (u_input.a.x - (i32(-2147483648) & u_input.a.x)), u_input.a.x, ~countOneBits(-u_input.a.x), -1i);
                (global3).x = _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-(-1000f))));
                let var_3 = var_1;
                (((global1).a).c).x = _wgslsmith_f_op_f32(var_3.a.c.x - -1000f);
            }
            break if arg_0;
        }
    }
    for (var var_1 = 1i; var_1 >= 1i; ) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        for (var var_2 = 1i; var_2 >= 0i; ) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            var var_3 = Struct_3(mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(-1234f, 444f) * global3.yz)), vec2<f32>(-1218f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x * 1949f)))), select(vec4<bool>(select(vec4<bool>(arg_0, false, arg_0, arg_0), !vec4<bool>(arg_0, arg_0, false, true), arg_1[_wgslsmith_index_u32(u_input.b, 2u)].x >= global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)].x).x, select(vec2<bool>(true, arg_0), select(vec3<bool>(true, false, arg_0), vec3<bool>(false, arg_0, false), false).yx, select(vec3<bool>(false, arg_0, true), vec3<bool>(arg_0, true, arg_0), arg_0).zx).x, all(vec2<bool>(arg_0, true)), arg_0), vec4<bool>(false, arg_0, !select(vec4<bool>(arg_0, true, arg_0, false), vec4<bool>(arg_0, arg_0, true, false), vec4<bool>(arg_0, false, arg_0, false)).x, !(!arg_0)), select(!vec4<bool>(true, true, arg_0, arg_0), vec4<bool>(u_input.d <= u_input.b, atomicCompareExchangeWeak(&wg_atomic_i32, 50337i, u_input.a.x).exchanged, false, select(vec2<bool>(false, true), vec2<bool>(arg_0, arg_0), false).x), u_input.b > 0u)), mat4x2<f32>(arg_1[_wgslsmith_index_u32(dot(u_input.c, u_input.c), 2u)].ww, global1.a.c.xx, vec2<f32>(_wgslsmith_f_op_f32(1000f + _wgslsmith_div_f32(-317f, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x)), _wgslsmith_f_op_f32(ceil(1030f))), _wgslsmith_f_op_vec2_f32(global1.a.c.yy - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-1133f, -135f)))))));
            var var_4 = var_3.a;
            ((var_3).c)[_wgslsmith_index_u32(dot(vec4<u32>(~(~u_input.b), u_input.b, ~u_input.b, ~4294967295u) + vec4<u32>(1u, u_input.d, ~u_input.c.x, 0u), reverseBits(reverseBits(vec4<u32>(0u * u_input.d, u_input.c.x + u_input.d, ~44498u, 11313u)))), 4u)] = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, var_3.c[_wgslsmith_index_u32(u_input.d, 4u)].x)))) - arg_1[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(~u_input.d, ~u_input.b, 30919u, 33435u)).x, 2u)].yy) + vec2<f32>(_wgslsmith_f_op_f32(var_4[_wgslsmith_index_u32(select(~u_input.c, ~u_input.c, true).x, 2u)].x + 1525f), -284f));
            continue;
        }
    }
    return Struct_1(global1.a.a, _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(~reverseBits(firstTrailingBit(vec4<u32>(u_input.c.x, u_input.c.x, u_input.c.x, u_input.b)).wy).x, 2u)].x, 1000f), _wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(48610u, 2u)].yxw + _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, global3.x, var_0[_wgslsmith_index_u32(u_input.d, 4u)].x))), global1.a.a[_wgslsmith_index_u32(0u * (u_input.d >> (1u % 32u)), 3u)])).zzz));
}

fn func_4(arg_0: vec4<i32>) -> vec3<u32> {
    for (var var_0 = ~(arg_0.x - 25198i); var_0 > -1126i; var_0 -= 1i) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            continue;
        }
        ((global1).a).b = _wgslsmith_f_op_f32(saturate(global3.x));
        for (var var_1 = 1i; ; ) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            var var_2 = func_5(true, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(2124f, -455f, global1.a.b, global3.x))))), global1.a.a[_wgslsmith_index_u32(61111u, 3u)], global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)])), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(global1.a.a[_wgslsmith_index_u32(25574u, 3u)])) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(815f, global1.a.c.x, -654f, global3.x))) - _wgslsmith_f_op_vec4_f32(min(global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)], _wgslsmith_div_vec4_f32(global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)], global1.a.a[_wgslsmith_index_u32(u_input.b, 3u)]))))));
            let var_3 = Struct_2(func_5(true, mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(1160f * global3.x), _wgslsmith_f_op_f32(var_2.c.x * var_2.a[_wgslsmith_index_u32(29528u, 3u)].x), _wgslsmith_f_op_f32(var_2.b - 665f), 2437f), vec4<f32>(1372f, _wgslsmith_f_op_f32(var_2.c.x + 463f), _wgslsmith_f_op_f32(-global3.x), -687f))));
            break;
        }
    }
    let var_0 = 1i;
    var var_1 = Struct_2(Struct_1(global1.a.a, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(sign(global1.a.a[_wgslsmith_index_u32(~u_input.c.x, 3u)].wy)).x - 512f), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(-893f, global3.x), global3.xx, true)).x, -323f, _wgslsmith_f_op_f32(-global1.a.a[_wgslsmith_index_u32(u_input.b, 3u)].x)) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.a.b, 684f, 498f)))));
    var var_2 = true && select(vec3<bool>(true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(all(vec4<bool>(true, true, true, false)), any(vec3<bool>(true, true, true)), true, atomicCompareExchangeWeak(&wg_atomic_i32, arg_0.x, 61969i).exchanged)).xzy, vec3<bool>(true, true, true)).x;
    var_2 = true;
    return ~firstTrailingBit((vec3<u32>(u_input.b, 71172u, u_input.c.x) | vec3<u32>(u_input.b, 0u, 51315u)) & ~vec3<u32>(u_input.b, u_input.d, 91631u)) + ~(~vec3<u32>(firstTrailingBit(28951u), 1u, _wgslsmith_mod_u32(11451u, u_input.c.x)));
}

fn func_3(arg_0: vec4<f32>, arg_1: mat3x2<f32>, arg_2: mat3x2<f32>, arg_3: u32) -> vec4<u32> {
    let var_0 = vec2<bool>(true, !(firstLeadingBit(vec3<i32>(u_input.a.x, u_input.a.x, u_input.a.x)).x > u_input.a.x) | true);
    ((((global1).a).a)[_wgslsmith_index_u32(u_input.c.x, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(-253f, global1.a.a[_wgslsmith_index_u32(1u, 3u)].x))).x + _wgslsmith_f_op_f32(-1292f + arg_0.x))))));
    for (var var_1 = (u_input.a.x & ~4436i) << (_wgslsmith_mod_u32(~(0u | arg_3) | extractBits(func_4(vec4<i32>(u_input.a.x, u_input.a.x, 1i, u_input.a.x)), 39388u, arg_3 * u_input.b).x, 27716u | (u_input.b >> (atomicAnd(&wg_atomic_u32, 34140u) % 32u))) % 32u); var_0.x; var_1 += 1i) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        let var_2 = ((vec4<u32>(dot(u_input.c, vec2<u32>(4294967295u, u_input.d)), firstTrailingBit(vec3<u32>(arg_3, 61298u, u_input.b)).x, atomicOr(&wg_atomic_u32, 4294967295u), ~arg_3) | abs(~vec4<u32>(arg_3, u_input.d, arg_3, u_input.b))) << (~min(~vec4<u32>(40232u, arg_3, 4294967295u, 52728u), vec4<u32>(arg_3, 1u, 1u, 4848u) >> (vec4<u32>(u_input.b, u_input.b, 1u, u_input.d) % vec4<u32>(32u))) % vec4<u32>(32u))) - vec4<u32>(~(atomicAnd(&wg_atomic_u32, 1793u) << (~arg_3 % 32u)), ~64495u, ~((u_input.b - 1u) * max(vec4<u32>(arg_3, u_input.b, u_input.b, arg_3), vec4<u32>(u_input.c.x, u_input.d, 1u, arg_3)).x), arg_3);
    }
    if (!select(var_0.x, var_0.x, true)) {
        global2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(sign(1203f)) + _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(69359u, 3u)].x, 1283f));
        if (!(var_0.x & false)) {
            let var_1 = ~select(~(vec4<i32>(0i, -49520i, -32816i, -44124i) - vec4<i32>(2147483647i, u_input.a.x, i32(-2147483648), u_input.a.x)), abs(vec4<i32>(u_input.a.x, u_input.a.x, u_input.a.x, -25872i) + vec4<i32>(i32(-2147483648), 0i, u_input.a.x, i32(-2147483648))), vec4<bool>(!var_0.x, var_0.x && true, u_input.c.x <= arg_3, var_0.x && false)) - vec4<i32>(-(u_input.a.x * (u_input.a.x | u_input.a.x)), -(-(-1i)) / -39885i, u_input.a.x, extractBits(vec4<i32>(2147483647i, _wgslsmith_mod_i32(-59903i, u_input.a.x), u_input.a.x | u_input.a.x, u_input.a.x), 1u, firstTrailingBit(max(vec4<u32>(u_input.b, u_input.c.x, u_input.b, u_input.d), vec4<u32>(54838u, arg_3, 24184u, 1u)).ywz).x).x);
            (global1).a = func_5(!any(!vec3<bool>(var_0.x, false, true)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-global1.a.a[_wgslsmith_index_u32(arg_3, 3u)]) * vec4<f32>(global1.a.b, global1.a.a[_wgslsmith_index_u32(0u, 3u)].x, 1170f, 458f)) - global1.a.a[_wgslsmith_index_u32(~0u + u_input.d, 3u)]), vec4<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_3, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(arg_0.wy)).x + _wgslsmith_f_op_f32(-1407f * 296f)), _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(13793u / 40725u, 3u)].x + _wgslsmith_f_op_f32(-global3.x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(global1.a.c.xx, vec2<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1402f))).x))));
            let var_2 = vec4<bool>(select(var_0, vec2<bool>(true, !var_0.x), (arg_3 > ~u_input.b) & (!var_0.x || select(vec4<bool>(true, true, var_0.x, var_0.x), vec4<bool>(var_0.x, false, true, var_0.x), var_0.x).x)).x, false, !(true | (-529f >= arg_1[_wgslsmith_index_u32(~1u, 3u)].x)), !any(select(vec4<bool>(true, var_0.x, false, var_0.x), !vec4<bool>(false, true, var_0.x, var_0.x), select(vec4<bool>(var_0.x, false, var_0.x, var_0.x), vec4<bool>(var_0.x, var_0.x, false, false), false)).zxy));
        } else if (!all(vec2<bool>(var_0.x, !var_0.x | true))) {
            let var_1 = mat4x2<f32>(global1.a.c.yz, _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(2584f, 1040f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global3.x, global1.a.b))) - _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(~31039u, 3u)])), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_1[_wgslsmith_index_u32(59218u, 3u)].x, arg_2[_wgslsmith_index_u32(1u * arg_3, 3u)].x, _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(u_input.d, 3u)].x, -227f)))).yy)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-global3.yz))))), _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_2[_wgslsmith_index_u32(u_input.d, 3u)])), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global1.a.a[_wgslsmith_index_u32(23946u, 3u)].zz * arg_0.yw) - arg_2[_wgslsmith_index_u32(arg_3, 3u)])))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(sign(global1.a.a[_wgslsmith_index_u32(arg_3, 3u)])), global1.a.a[_wgslsmith_index_u32(u_input.b, 3u)])).wz);
            var var_2 = !var_0.x;
            var var_3 = arg_3;
        } else if (select(vec3<bool>(var_0.x, true || var_0.x, (u_input.c.x <= 0u) && false), vec3<bool>(var_0.x | false, global3.x > _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.a.b)), select(!vec4<bool>(true, true, false, var_0.x), !(!vec4<bool>(true, false, true, var_0.x)), atomicCompareExchangeWeak(&wg_atomic_u32, ~1u, ~u_input.b).exchanged).x), !select(select(!vec4<bool>(var_0.x, false, false, true), vec4<bool>(var_0.x, true, var_0.x, true), any(vec4<bool>(var_0.x, true, false, true))), select(vec4<bool>(var_0.x, var_0.x, true, var_0.x), vec4<bool>(false, true, var_0.x, false), !vec4<bool>(var_0.x, false, true, true)), var_0.x).yxy).x) {
            let var_1 = Struct_3(mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(u_input.d, u_input.b, arg_3, arg_3) & vec4<u32>(arg_3, 31857u, 0u, arg_3)).x, 3u)]), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-global1.a.a[_wgslsmith_index_u32(4294967295u, 3u)].zyw), global1.a.a[_wgslsmith_index_u32(11323u, 3u)].zxy), _wgslsmith_f_op_vec3_f32(vec3<f32>(-1478f, arg_2[_wgslsmith_index_u32(arg_3, 3u)].x, global1.a.a[_wgslsmith_index_u32(1u, 3u)].x) - _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(198f, global1.a.b, -1125f)))), !(!vec3<bool>(var_0.x, var_0.x, var_0.x)))).yy), vec4<bool>(select(!var_0, !select(vec4<bool>(var_0.x, var_0.x, true, var_0.x), vec4<bool>(false, var_0.x, var_0.x, var_0.x), var_0.x).wz, var_0.x).x, select(select(vec4<bool>(var_0.x, var_0.x, false, false), select(vec4<bool>(true, var_0.x, false, false), vec4<bool>(false, var_0.x, true, var_0.x), vec4<bool>(false, var_0.x, var_0.x, false)), select(vec4<bool>(true, var_0.x, false, false), vec4<bool>(true, var_0.x, true, var_0.x), false)).ww, !var_0, !var_0).x, var_0.x, !(var_0.x & !var_0.x)), mat4x2<f32>(_wgslsmith_div_vec2_f32(arg_2[_wgslsmith_index_u32(1u, 3u)], arg_2[_wgslsmith_index_u32(1u, 3u)]), arg_2[_wgslsmith_index_u32(~u_input.d, 3u)], global3.yx, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(arg_2[_wgslsmith_index_u32(arg_3, 3u)].x, -1000f, -1280f)))))).yx));
            global0 = arg_3;
            global2 = -2222f;
            var var_2 = var_1;
            let var_3 = _wgslsmith_f_op_f32(-arg_0.x);
        } else {
            global0 = u_input.b;
            var var_1 = func_5(true, mat2x4<f32>(vec4<f32>(-929f, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, 100f, 808f)), _wgslsmith_f_op_vec3_f32(arg_0.wwz + global1.a.a[_wgslsmith_index_u32(0u, 3u)].yyx), true)).x, _wgslsmith_f_op_f32(saturate(arg_1[_wgslsmith_index_u32(arg_3, 3u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-147f)), global3.x, _wgslsmith_f_op_f32(1374f + global1.a.b), _wgslsmith_div_f32(356f, arg_2[_wgslsmith_index_u32(1u, 3u)].x)))));
            let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(min(global3.yx, _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x, -859f, arg_0.x, global1.a.c.x)) + _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-826f, arg_1[_wgslsmith_index_u32(arg_3, 3u)].x, global1.a.c.x, global1.a.b)))))).zw)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_2[_wgslsmith_index_u32(extractBits(vec2<u32>(arg_3, 0u), u_input.b, 75370u).x, 3u)].x, _wgslsmith_f_op_vec3_f32(clamp(global1.a.a[_wgslsmith_index_u32(4294967295u, 3u)].zyx, vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1[_wgslsmith_index_u32(92593u, 3u)].x, 1000f), vec3<f32>(-559f, 540f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x))).x) * _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(640f, var_1.a[_wgslsmith_index_u32(30142u, 3u)].x, arg_0.x))).zy)))), vec2<f32>(_wgslsmith_f_op_f32(select(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1627f, arg_0.x, arg_0.x, arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x), arg_0, vec4<bool>(false, var_0.x, true, var_0.x))).xzz, vec3<f32>(942f, global3.x, arg_0.x))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(arg_0.zwz, global1.a.a[_wgslsmith_index_u32(u_input.b, 3u)].zyz, vec3<bool>(var_0.x, true, true))).x - _wgslsmith_f_op_f32(-(-970f))), var_0.x)), _wgslsmith_f_op_f32(var_1.b * _wgslsmith_f_op_f32(-115f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-618f, global1.a.b, 1000f, global3.x)))).yy - _wgslsmith_f_op_vec2_f32(min(vec2<f32>(_wgslsmith_f_op_f32(-908f), _wgslsmith_f_op_f32(-var_1.c.x)), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-global1.a.a[_wgslsmith_index_u32(1u, 3u)].zwz))).zx))));
            var var_3 = mat3x3<f32>(vec3<f32>(-402f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(select(global1.a.b, arg_2[_wgslsmith_index_u32(u_input.d, 3u)].x, var_0.x))), var_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, u_input.b), 4u)].x), vec3<f32>(arg_1[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x) * _wgslsmith_f_op_f32(-(-240f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(36019u, 4u)].x) + _wgslsmith_f_op_vec2_f32(min(vec2<f32>(global1.a.a[_wgslsmith_index_u32(1u, 3u)].x, global3.x), vec2<f32>(global1.a.b, var_1.b))).x)), _wgslsmith_f_op_f32(global1.a.b + _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-var_1.a[_wgslsmith_index_u32(arg_3, 3u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(482f, 184f, 627f, var_2[_wgslsmith_index_u32(arg_3, 4u)].x)))).x)), global1.a.a[_wgslsmith_index_u32(~1u, 3u)].wyz);
            (var_1).a = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(global1.a.a[_wgslsmith_index_u32(0u, 3u)], _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.x, arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x, 538f, var_2[_wgslsmith_index_u32(20376u, 4u)].x), vec4<f32>(arg_2[_wgslsmith_index_u32(u_input.d, 3u)].x, -196f, 270f, global3.x), false)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_2[_wgslsmith_index_u32(arg_3, 4u)].x, arg_0.x, -567f, -1287f), vec4<f32>(-1228f, -352f, 564f, -616f), var_0.x))))) - _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(663f, var_2[_wgslsmith_index_u32(arg_3, 4u)].x, 698f, var_2[_wgslsmith_index_u32(1u, 4u)].x))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-arg_0)))), var_1.a[_wgslsmith_index_u32(firstLeadingBit(~firstTrailingBit(vec4<u32>(arg_3, arg_3, u_input.b, u_input.b) & vec4<u32>(u_input.b, 1u, u_input.c.x, 19209u)).xyz).x, 3u)]);
        }
        var var_1 = _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 11818u + _wgslsmith_mod_u32(1u >> (u_input.d % 32u), arg_3 * u_input.b)), 3u)].x);
        loop {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            return vec4<u32>(1u, 1u, 1u, 1u);
            continuing {
                global0 = ~(~0u);
                var var_2 = var_0.x;
                let var_3 = Struct_3(mat2x2<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global3.x, -2277f, arg_2[_wgslsmith_index_u32(arg_3, 3u)].x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global1.a.c + global1.a.a[_wgslsmith_index_u32(1u, 3u)].ywx) + _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global3.x, -1100f, -1050f)))))).xz, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_3, 3u)].x), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(-923f, -1286f, global1.a.b), arg_0.zxy)).x, _wgslsmith_f_op_vec4_f32(min(vec4<f32>(1073f, 1679f, -156f, -718f), global1.a.a[_wgslsmith_index_u32(arg_3, 3u)])).x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(arg_3, 3u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-411f, 794f, arg_2[_wgslsmith_index_u32(0u, 3u)].x, 694f))))).yz), vec4<bool>(select(!var_0.x, true, select(true, var_0.x, var_0.x)), select(true, !(arg_3 != 4294967295u), false), !var_0.x, false), mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-293f, -1580f, -409f, global1.a.b))))).x, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(global1.a.a[_wgslsmith_index_u32(8434u, 3u)] * vec4<f32>(arg_1[_wgslsmith_index_u32(46207u, 3u)].x, -1000f, -258f, 213f)))).x), global3.xz, _wgslsmith_f_op_vec2_f32(-arg_0.zz), arg_0.zw));
                var_2 = select(select(vec2<bool>(false & select(vec4<bool>(var_3.b.x, true, false, false), var_3.b, true).x, !(-1i == u_input.a.x)), !var_0, !(countOneBits(vec3<u32>(u_input.b, 50109u, arg_3)).x <= (u_input.c.x * u_input.d))), !var_3.b.zw, var_0).x;
                let var_4 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-func_5(false, mat2x4<f32>(vec4<f32>(238f, 428f, global3.x, 1000f), _wgslsmith_div_vec4_f32(global1.a.a[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(-539f, 1619f, -861f, arg_2[_wgslsmith_index_u32(arg_3, 3u)].x)))).a[_wgslsmith_index_u32(11108u, 3u)]), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(global1.a.a[_wgslsmith_index_u32(~58029u ^ (u_input.d - arg_3), 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(global1.a.a[_wgslsmith_index_u32(4294967295u, 3u)], global1.a.a[_wgslsmith_index_u32(u_input.d, 3u)]))))), _wgslsmith_f_op_vec4_f32(round(global1.a.a[_wgslsmith_index_u32(arg_3, 3u)])), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, 614f, arg_2[_wgslsmith_index_u32(34600u, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x))), _wgslsmith_f_op_vec4_f32(global1.a.a[_wgslsmith_index_u32(~reverseBits(arg_3), 3u)] * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0)))));
            }
        }
    } else {
    }
    var var_1 = global1.a;
    return abs(vec4<u32>(abs(vec2<u32>(27875u >> (0u % 32u), select(u_input.c, vec2<u32>(0u, 1u), vec2<bool>(var_0.x, var_0.x)).x)).x, max(vec2<u32>(u_input.c.x - 31141u, ~0u), u_input.c).x, select(~(~vec4<u32>(u_input.b, arg_3, 7902u, u_input.d)), ~(~vec4<u32>(arg_3, 1u, 15952u, 2326u)), !(!vec4<bool>(true, var_0.x, var_0.x, true))).x, ~(~84936u)));
}

fn func_2(arg_0: vec4<u32>, arg_1: vec2<u32>) -> mat4x4<f32> {
    let var_0 = global1.a;
    let var_1 = select(select(vec4<bool>(true, dot(vec2<u32>(arg_1.x, arg_0.x), vec2<u32>(38455u, arg_1.x)) <= 3954u, atomicCompareExchangeWeak(&wg_atomic_u32, atomicSub(&wg_atomic_u32, u_input.c.x), ~65575u).exchanged, true), select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), 330f != var_0.b), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true)).ywz, vec3<bool>(true, all(vec2<bool>(true, true)), false), any(vec2<bool>(true, true))).x;
    (((global1).a).c).x = _wgslsmith_f_op_f32(-global1.a.b);
    switch (0i) {
        default: {
            var var_2 = select(!vec4<bool>(var_1, true, true, atomicCompareExchangeWeak(&wg_atomic_u32, insertBits(arg_1, arg_1, u_input.b, u_input.c.x).x, 47343u).exchanged), !(!vec4<bool>(var_1 != var_1, false, true, true || var_1)), select(select(vec4<bool>(u_input.b <= 12514u, var_1, true, global3.x <= global3.x), vec4<bool>(!var_1, select(vec3<bool>(false, true, var_1), vec3<bool>(false, true, false), vec3<bool>(var_1, var_1, var_1)).x, false && var_1, var_1), select(!vec3<bool>(false, var_1, var_1), vec3<bool>(true, true, true), var_1).x), select(select(!vec4<bool>(false, var_1, false, true), select(vec4<bool>(var_1, false, var_1, true), vec4<bool>(var_1, var_1, false, var_1), var_1), false), vec4<bool>(select(vec2<bool>(true, var_1), vec2<bool>(var_1, var_1), vec2<bool>(true, true)).x, true, !var_1, var_1 && var_1), !var_1), vec4<bool>(var_1, var_1, true, true)));
            let var_3 = true;
        }
    }
    var var_2 = var_0.b;
    return mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-var_0.a[_wgslsmith_index_u32(arg_0.x, 3u)].yw), _wgslsmith_f_op_vec2_f32(global3.yy - var_0.a[_wgslsmith_index_u32(arg_0.x, 3u)].zz))).x), _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(1335f + global1.a.a[_wgslsmith_index_u32(38850u * u_input.c.x, 3u)].x))), _wgslsmith_div_f32(1000f, global1.a.b), _wgslsmith_f_op_vec3_f32(max(var_0.a[_wgslsmith_index_u32(~(u_input.c.x >> (arg_0.x % 32u)), 3u)].zzz, vec3<f32>(_wgslsmith_div_f32(-907f, 1695f), _wgslsmith_f_op_f32(-global3.x), _wgslsmith_f_op_f32(-1009f)))).x), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-165f))), 1f, _wgslsmith_f_op_f32(-329f * _wgslsmith_div_f32(var_0.c.x, -1942f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(global1.a.c.yy, global1.a.c.yz, false)).x)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))), global3.x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(1u, 3u)].x) - _wgslsmith_f_op_f32(-1420f + -549f)), -2888f), !var_1)), global1.a.a[_wgslsmith_index_u32(insertBits(~vec4<u32>(4294967295u, u_input.b ^ u_input.c.x, ~1u, u_input.c.x >> (arg_0.x % 32u)), clamp(~vec4<u32>(13104u, 23555u, arg_0.x, arg_1.x), arg_0 ^ ~vec4<u32>(arg_0.x, u_input.b, arg_0.x, 1537u), vec4<u32>(1u, 1u, 1u, 1u)), arg_1.x, (1u / u_input.b) / extractBits(vec4<u32>(arg_1.x, 0u, arg_1.x, 32091u), arg_0.x * 43019u, func_3(vec4<f32>(2279f, 299f, -942f, 1237f), mat3x2<f32>(vec2<f32>(-433f, 1163f), vec2<f32>(-360f, -523f), global3.xz), mat3x2<f32>(vec2<f32>(959f, 1298f), var_0.a[_wgslsmith_index_u32(arg_0.x, 3u)].xx, var_0.a[_wgslsmith_index_u32(arg_1.x, 3u)].xz), u_input.d).x).x).x, 3u)], _wgslsmith_f_op_vec4_f32(clamp(global1.a.a[_wgslsmith_index_u32(max(_wgslsmith_mod_u32(arg_0.x | 4294967295u, 1u), 59886u), 3u)], vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-625f - var_0.a[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(select(839f, -165f, true))), global1.a.a[_wgslsmith_index_u32(~(~u_input.b), 3u)].x, _wgslsmith_f_op_vec4_f32(clamp(global1.a.a[_wgslsmith_index_u32(arg_1.x, 3u)], var_0.a[_wgslsmith_index_u32(insertBits(vec3<u32>(arg_1.x, arg_0.x, 1u), arg_0.xxz, arg_1.x, u_input.b).x, 3u)], _wgslsmith_f_op_vec4_f32(round(global1.a.a[_wgslsmith_index_u32(arg_1.x, 3u)])))).x), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(-510f, 1604f, var_0.a[_wgslsmith_index_u32(arg_1.x, 3u)].x, global3.x), vec4<f32>(-2202f, -346f, 580f, var_0.c.x)) - vec4<f32>(_wgslsmith_div_f32(global1.a.b, global3.x), -419f, _wgslsmith_f_op_vec2_f32(max(var_0.c.xz, vec2<f32>(-1000f, -1287f))).x, _wgslsmith_f_op_f32(-1428f + 1187f))))));
}

fn func_1(arg_0: mat4x4<f32>) -> mat2x2<f32> {
    global1 = Struct_2(global1.a);
    for (var var_0 = -1i; ; var_0 -= 1i) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        continue;
    }
    global0 = u_input.d;
    while (!atomicCompareExchangeWeak(&wg_atomic_i32, ~(-17091i), extractBits(vec4<i32>(u_input.a.x, u_input.a.x, 47396i, 0i), ~u_input.d, u_input.c.x).x << (u_input.d % 32u)).exchanged) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        for (; ; ) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        }
        var var_0 = ~vec3<i32>(countOneBits(countLeadingZeros(vec4<i32>(u_input.a.x, u_input.a.x, -20926i, 18242i) >> (vec4<u32>(u_input.c.x, 1u, 1u, u_input.b) % vec4<u32>(32u)))).x, u_input.a.x, ~(-select(vec3<i32>(u_input.a.x, u_input.a.x, u_input.a.x), vec3<i32>(u_input.a.x, 90369i, 20414i), vec3<bool>(true, false, true)).x));
        if (false) {
        } else {
            global2 = 1262f;
            return mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-global1.a.c.xx), _wgslsmith_f_op_vec3_f32(ceil(arg_0[_wgslsmith_index_u32(~u_input.b, 4u)].wwy)).xx);
        }
        continue;
    }
    var var_0 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, u_input.c.x) * ~4294967295u, 4u)].x + global3.x), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global3.x, 1057f, arg_0[_wgslsmith_index_u32(0u, 4u)].x), global1.a.a[_wgslsmith_index_u32(u_input.b, 3u)].zyz, true)) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(1540f, global1.a.c.x, global3.x))))).x), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(72608u, 4u)])), vec4<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_f32(-582f), _wgslsmith_f_op_vec2_f32(fract(arg_0[_wgslsmith_index_u32(u_input.b, 4u)].yw)).x, _wgslsmith_f_op_vec4_f32(trunc(arg_0[_wgslsmith_index_u32(u_input.d, 4u)])).x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1621f, -341f, 292f, -357f)))).xzw)).zz, vec2<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(542f)))), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global1.a.c.x), -211f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(saturate(arg_0[_wgslsmith_index_u32(1u, 4u)])), vec4<f32>(228f, -176f, 434f, -576f), _wgslsmith_f_op_vec4_f32(abs(arg_0[_wgslsmith_index_u32(u_input.b, 4u)])))).x)));
    return mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(func_4(~vec4<i32>(u_input.a.x, i32(-2147483648), u_input.a.x, u_input.a.x)).x, 4u)]), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(u_input.b, 4u)])))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(24443u, 4u)].x * global3.x), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.b, 4u)].x), -1377f, _wgslsmith_f_op_f32(-238f)), vec4<f32>(_wgslsmith_f_op_f32(-1437f * -1000f), -528f, _wgslsmith_f_op_f32(1213f + 1901f), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 4u)].x)))).xz));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    var var_0 = Struct_3(func_1(func_2(~vec4<u32>(74753u, builtin_num_workgroups.x, builtin_num_workgroups.x, builtin_local_invocation_id.x) + select(vec4<u32>(builtin_global_invocation_id.x, 78944u, builtin_num_workgroups.x, 36152u), vec4<u32>(4294967295u, builtin_local_invocation_id.x, builtin_workgroup_id.x, 9316u), true), countTrailingZeros(func_3(global1.a.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)], mat3x2<f32>(vec2<f32>(-1000f, 1847f), vec2<f32>(global1.a.a[_wgslsmith_index_u32(0u, 3u)].x, global1.a.b), global3.yy), mat3x2<f32>(vec2<f32>(176f, -373f), global1.a.a[_wgslsmith_index_u32(0u, 3u)].zx, global1.a.a[_wgslsmith_index_u32(0u, 3u)].yz), builtin_num_workgroups.x)).zy)), vec4<bool>(any(vec3<bool>(true, true, true)), builtin_num_workgroups.x == countOneBits(builtin_num_workgroups.x), (u_input.a.x + u_input.a.x) >= insertBits(vec4<i32>(u_input.a.x, u_input.a.x, -33348i, 2147483647i), vec4<i32>(u_input.a.x, u_input.a.x, u_input.a.x, u_input.a.x) | vec4<i32>(u_input.a.x, -1i, 1i, -20321i), 0u, u_input.d).x, true), mat4x2<f32>(global1.a.c.yx, vec2<f32>(2877f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.a.c.x))), vec2<f32>(_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(global1.a.a[_wgslsmith_index_u32(0u, 3u)].x - global1.a.a[_wgslsmith_index_u32(1u, 3u)].x))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1000f, 914f, global1.a.c.x, -114f), global1.a.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)])).x * _wgslsmith_f_op_f32(763f + -744f))), _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(vec2<f32>(global1.a.b, global1.a.c.x) * _wgslsmith_f_op_vec2_f32(global1.a.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].xw - global1.a.a[_wgslsmith_index_u32(u_input.c.x, 3u)].zw))))));
    global2 = _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(global1.a.b, global3.x, var_0.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x))).x * var_0.a[_wgslsmith_index_u32(~7787u, 2u)].x), global1.a.c.x, global3.x), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(-905f), _wgslsmith_f_op_f32(sign(848f)), global3.x, 568f), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3.x, 1002f, var_0.c[_wgslsmith_index_u32(75834u, 4u)].x, 1296f)))))).xxy, var_0.b.yyz)).zz)).x;
    while (false) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        if (true) {
            break;
        } else if (var_0.b.x) {
            global2 = _wgslsmith_f_op_f32(var_0.c[_wgslsmith_index_u32(max(builtin_workgroup_id, ~(~vec3<u32>(builtin_global_invocation_id.x, 14340u, builtin_local_invocation_index))).x, 4u)].x + _wgslsmith_f_op_f32(-(-1594f)));
            break;
        } else if (true) {
            var var_1 = vec3<u32>(1u, 86336u, 4294967295u);
            global2 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global3.x));
            break;
        } else {
            continue;
        }
        switch (1i) {
            case 1i: {
                continue;
            }
            case 2147483647i: {
            }
            case 30435i: {
                var var_1 = abs(-43296i);
                var var_2 = Struct_3(mat2x2<f32>(vec2<f32>(global3.x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(global1.a.a[_wgslsmith_index_u32(1u, 3u)] * vec4<f32>(-1000f, -781f, global1.a.c.x, global3.x)), _wgslsmith_f_op_vec4_f32(-global1.a.a[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)])))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(962f, global3.x) - global1.a.c.xy) + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global3.xz) + vec2<f32>(global3.x, 997f)))), select(!select(vec4<bool>(var_0.b.x, true, var_0.b.x, var_0.b.x), !vec4<bool>(var_0.b.x, var_0.b.x, true, var_0.b.x), atomicCompareExchangeWeak(&wg_atomic_i32, -1i, i32(-2147483648)).exchanged), select(var_0.b, var_0.b, !vec4<bool>(var_0.b.x, false, var_0.b.x, true)), true), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-468f, -1370f, 366f), vec3<f32>(1789f, global1.a.c.x, 1966f))).xx * vec2<f32>(global1.a.c.x, 1539f))), func_5(var_0.b.x, mat2x4<f32>(vec4<f32>(-332f, var_0.a[_wgslsmith_index_u32(55019u, 2u)].x, 1000f, -873f), vec4<f32>(global3.x, 213f, 544f, -108f))).a[_wgslsmith_index_u32(19512u, 3u)].xy, _wgslsmith_f_op_vec2_f32(-global1.a.c.xy), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(738f, var_0.a[_wgslsmith_index_u32(0u, 2u)].x, -1000f, global1.a.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x) * vec4<f32>(-381f, global1.a.c.x, var_0.c[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global1.a.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x)))).yxz)).xx));
            }
            default: {
            }
        }
        break;
    }
    var var_1 = var_0.b;
    loop {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        return;
    }
    var var_2 = builtin_workgroup_id.x;
    global0 = abs(u_input.b);
    var var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-func_2(vec4<u32>(0u, 0u, u_input.d, builtin_local_invocation_id.x), vec2<u32>(26271u, 69723u))[_wgslsmith_index_u32(builtin_global_invocation_id.x >> (builtin_local_invocation_id.x % 32u), 4u)]))), func_2(countOneBits(vec4<u32>(u_input.d, 54319u, builtin_workgroup_id.x, 0u)) ^ ~(~vec4<u32>(builtin_num_workgroups.x, builtin_local_invocation_index, builtin_num_workgroups.x, 63822u)), min(extractBits(firstLeadingBit(vec4<u32>(17760u, 4294967295u, builtin_local_invocation_id.x, 94565u)), 4294967295u, builtin_global_invocation_id.x), vec4<u32>(builtin_workgroup_id.x, builtin_local_invocation_index, 41231u, ~builtin_global_invocation_id.x)).wx)[_wgslsmith_index_u32(firstLeadingBit(countLeadingZeros(vec4<u32>(4294967295u, 66682u, builtin_global_invocation_id.x, builtin_local_invocation_id.x) >> (vec4<u32>(4294967295u, u_input.c.x, 35058u, 67000u) % vec4<u32>(32u))).zy).x + firstLeadingBit(4294967295u), 4u)], _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(global1.a.a[_wgslsmith_index_u32(select(1u | builtin_local_invocation_index, builtin_global_invocation_id.x, true), 3u)], vec4<f32>(-410f, _wgslsmith_f_op_f32(-(-2077f)), _wgslsmith_f_op_f32(-global3.x), var_0.a[_wgslsmith_index_u32(abs(builtin_num_workgroups).x, 2u)].x), select(vec4<bool>(false, true, false, var_0.b.x), vec4<bool>(false, true, true, var_0.b.x), var_0.b.x))), vec4<f32>(1f, 1f, 1f, 1f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(step(global1.a.c, global1.a.c)).x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global3.x), var_0.c[_wgslsmith_index_u32(~builtin_workgroup_id.x, 4u)].x), _wgslsmith_f_op_f32(global1.a.b * _wgslsmith_f_op_f32(-2600f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(39321u, 2u)].x))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(718f, 704f, global1.a.b, -783f), vec4<f32>(global3.x, 1000f, 1000f, -734f)) - vec4<f32>(var_0.a[_wgslsmith_index_u32(41371u, 2u)].x, 198f, global1.a.b, global1.a.c.x)))));
    while (!((~clamp(vec3<i32>(u_input.a.x, u_input.a.x, 4117i), vec3<i32>(0i, u_input.a.x, 40526i), vec3<i32>(9309i, u_input.a.x, -1i)).x == 60398i) && any(select(!vec4<bool>(false, false, var_1.x, false), !vec4<bool>(false, true, var_0.b.x, var_0.b.x), vec4<bool>(false, true, true, var_1.x)).zzy))) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    let x = u_input.a;
    s_output = StorageBuffer((-firstTrailingBit(vec4<i32>(u_input.a.x, 2147483647i, u_input.a.x, u_input.a.x)).yw & -(vec2<i32>(-12729i, u_input.a.x) | u_input.a)) >> (~(~u_input.c - builtin_local_invocation_id.yx) % vec2<u32>(32u)), global1.a.a, clamp(min(_wgslsmith_mod_vec4_i32(vec4<i32>(-19982i, u_input.a.x, u_input.a.x, u_input.a.x), vec4<i32>(1i, u_input.a.x, u_input.a.x, u_input.a.x) * vec4<i32>(-8178i, 1i, 59257i, -4048i)), abs(_wgslsmith_mod_vec4_i32(vec4<i32>(10556i, u_input.a.x, -87609i, u_input.a.x), vec4<i32>(u_input.a.x, 2147483647i, u_input.a.x, u_input.a.x)))), (-vec4<i32>(-31433i, u_input.a.x, u_input.a.x, u_input.a.x) | (vec4<i32>(u_input.a.x, i32(-2147483648), u_input.a.x, 0i) & vec4<i32>(-12764i, u_input.a.x, u_input.a.x, u_input.a.x))) << (~min(vec4<u32>(92665u, 1u, builtin_num_workgroups.x, 61267u), vec4<u32>(builtin_local_invocation_id.x, 54447u, 0u, builtin_local_invocation_index)) % vec4<u32>(32u)), vec4<i32>(u_input.a.x, 0i, u_input.a.x, abs(vec2<i32>(1i, 1i)).x)));
}

