// {"0:0":[81,31,102,111,119,50,169,245,112,82,119,51,181,49,72,243,22,132,36,49,254,75,63,225,228,207,107,230,204,45,98,18,173,50,209,138,115,162,65,218,190,231,54,169,191,164,228,35,0,59,19,70,250,186,42,167,152,112,158,94,158,78,189,119]}
// Seed: 52

struct Struct_1 {
    a: u32,
    @size(24)
    b: vec2<i32>,
    c: vec2<u32>,
    d: f32,
    @size(20)
    e: i32,
}

struct Struct_2 {
    a: i32,
    @align(16)
    @size(8)
    b: bool,
    @align(16)
    @size(8)
    c: bool,
    @align(4)
    d: bool,
}

struct UniformBuffer {
    a: vec3<u32>,
    b: i32,
    @align(8)
    c: u32,
    d: i32,
    @align(16)
    @size(20)
    e: vec3<i32>,
}

struct StorageBuffer {
    a: vec2<u32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<i32, 17>;

var<workgroup> global1: array<Struct_2, 28>;

var<workgroup> global2: Struct_1;

var<workgroup> global3: vec3<bool>;

var<workgroup> global4: vec3<bool>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 19>;

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5(arg_0: mat3x4<f32>, arg_1: u32) -> vec2<i32> {
    (global0)[_wgslsmith_index_u32(u_input.c, 17u)] = -(global0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, global2.c.x, 4294967295u).old_value, 17u)] ^ ((min(u_input.e.x, 1i) << (vec3<u32>(1u, 1u, 1u).x % 32u)) | (reverseBits(u_input.e.zz).x + 55519i)));
    let var_0 = global3.zy;
    for (var var_1 = 2147483647i; var_1 > -10202i; var_1 -= 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        while (global4.x) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            let var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(16394u, 3u)]) + vec4<f32>(global2.d, -1000f, -1716f, -143f)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global2.d, arg_0[_wgslsmith_index_u32(0u, 3u)].x, global2.d, 405f))))).yzz + _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1860f, global2.d, arg_0[_wgslsmith_index_u32(global2.a, 3u)].x)))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.d, -1000f, _wgslsmith_f_op_vec4_f32(trunc(arg_0[_wgslsmith_index_u32(countOneBits(u_input.a).x, 3u)])).x)), arg_0[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(21336u, global2.c.x, 33229u, clamp(u_input.a.xz, global2.c, vec2<u32>(arg_1, 37104u)).x)).x ^ ~(1u >> (~global2.a % 32u)), 3u)].zxx);
        }
        for (var var_2 = u_input.d; select(select(all(!vec4<bool>(var_0.x, false, global3.x, global4.x)), select(global4.xz, select(select(vec3<bool>(var_0.x, false, var_0.x), vec3<bool>(var_0.x, var_0.x, false), true), select(vec3<bool>(global4.x, true, false), vec3<bool>(var_0.x, global4.x, true), vec3<bool>(var_0.x, global4.x, true)), all(global3.yz)).zz, !global3.yy).x, (atomicAdd(&wg_atomic_i32, -1i) > ~75460i) | select(select(vec3<bool>(var_0.x, false, var_0.x), vec3<bool>(global3.x, false, global3.x), false).yx, global3.yy, false).x), true, (atomicSub(&wg_atomic_i32, ~(-(-1i))) < global0[_wgslsmith_index_u32(u_input.c | ~(arg_1 | global2.a), 17u)])); var_1 = ~((((global0[_wgslsmith_index_u32(86145u, 17u)] << (4294967295u % 32u)) & min(vec2<i32>(u_input.b, global2.e), vec2<i32>(global0[_wgslsmith_index_u32(14256u, 17u)], u_input.b)).x) >> (insertBits(countLeadingZeros(vec4<u32>(u_input.c, arg_1, arg_1, 4294967295u)).x, _wgslsmith_mod_u32(2999u, global2.a), ~global2.a, ~4294967295u) % 32u)) >> (_wgslsmith_mod_u32(52099u, (41195u | global2.c.x) * global2.c.x) % 32u))) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        }
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            global1 = array<Struct_2, 28>();
            continue;
            continuing {
                var var_2 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(arg_0[_wgslsmith_index_u32(u_input.a.x ^ 1u, 3u)])).zxz, arg_0[_wgslsmith_index_u32(27001u, 3u)].yzy, arg_0[_wgslsmith_index_u32(min(global2.c, u_input.a.xx).x, 3u)].wzy);
                let var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(~dot(vec4<u32>(20672u, 1u, u_input.c, arg_1), vec4<u32>(43800u, global2.c.x, arg_1, u_input.c)), 3u)]) * vec4<f32>(-381f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(global2.d)) - _wgslsmith_f_op_f32(dot(arg_0[_wgslsmith_index_u32(global2.c.x, 3u)].yzy, vec3<f32>(arg_0[_wgslsmith_index_u32(8852u, 3u)].x, global2.d, arg_0[_wgslsmith_index_u32(0u, 3u)].x)))), arg_0[_wgslsmith_index_u32(33797u, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-121f)) + _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(global2.c.x, 3u)].x, 1000f)))), arg_0[_wgslsmith_index_u32(select(firstTrailingBit(~(~vec4<u32>(global2.a, 1u, 23336u, arg_1))).wz, firstTrailingBit(vec4<u32>(1u, 4294967295u, abs(global2.c.x), ~1u)).zz, select(select(!vec3<bool>(var_0.x, true, var_0.x), vec3<bool>(true, false, true), select(vec4<bool>(global3.x, true, false, global4.x), vec4<bool>(false, true, var_0.x, global3.x), vec4<bool>(false, global4.x, false, var_0.x)).yzy), select(vec3<bool>(var_0.x, true, false), vec3<bool>(true, true, true), vec3<bool>(var_0.x, var_0.x, false)), !(!vec3<bool>(false, var_0.x, true))).zy).x, 3u)]);
                break if var_0.x;
            }
        }
    }
    var var_1 = arg_0;
    global2 = Struct_1(111383u, (max(reverseBits(vec4<i32>(-8610i, 22606i, 1i, u_input.b)), vec4<i32>(u_input.e.x, global0[_wgslsmith_index_u32(global2.a, 17u)], 1i, global0[_wgslsmith_index_u32(24101u, 17u)]) - vec4<i32>(2147483647i, u_input.b, -64743i, global2.b.x)).xw & vec2<i32>(reverseBits(vec4<i32>(-53075i, i32(-2147483648), global0[_wgslsmith_index_u32(u_input.a.x, 17u)], 7111i)).x, u_input.e.x)) >> ((countTrailingZeros(vec2<u32>(global2.a, u_input.c)) << (((u_input.a.yy | vec2<u32>(global2.a, arg_1)) | insertBits(vec2<u32>(u_input.a.x, arg_1), u_input.a.xx, global2.c.x, 1u)) % vec2<u32>(32u))) % vec2<u32>(32u)), vec2<u32>(arg_1, ~4294967295u | select(vec4<u32>(4294967295u, 100970u, 65724u, u_input.c), vec4<u32>(u_input.a.x, 43579u, global2.c.x, arg_1) >> (vec4<u32>(global2.a, global2.a, arg_1, u_input.c) % vec4<u32>(32u)), vec4<bool>(global3.x, global3.x, var_0.x, var_0.x)).x), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].ywz + vec3<f32>(global2.d, var_1[_wgslsmith_index_u32(28735u, 3u)].x, -1275f)), arg_0[_wgslsmith_index_u32(~(~u_input.a.x), 3u)].www)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_div_f32(-949f, var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(336f, 1430f, -129f, global2.d))).x, _wgslsmith_f_op_vec4_f32(sign(arg_0[_wgslsmith_index_u32(4294967295u, 3u)])).x, 374f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(global2.a, 3u)] + arg_0[_wgslsmith_index_u32(global2.a, 3u)]) * vec4<f32>(-970f, 192f, var_1[_wgslsmith_index_u32(12604u, 3u)].x, global2.d)), select(!vec4<bool>(var_0.x, false, global3.x, global4.x), !vec4<bool>(true, var_0.x, true, global4.x), var_0.x))).zyz)).x, sign(~atomicSub(&wg_atomic_i32, global2.b.x)));
    return global2.b;
}

fn func_4(arg_0: Struct_1, arg_1: vec3<bool>, arg_2: mat2x3<f32>) -> mat4x4<f32> {
    if (true) {
        var var_0 = -func_5(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(-229f, -643f, 1094f, arg_0.d) - vec4<f32>(-2139f, 1000f, global2.d, arg_0.d)), _wgslsmith_f_op_vec4_f32(vec4<f32>(377f, arg_2[_wgslsmith_index_u32(global2.a, 2u)].x, global2.d, 628f) - vec4<f32>(-881f, 1000f, global2.d, arg_0.d)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1053f, 1388f, -1163f, global2.d) - vec4<f32>(global2.d, arg_2[_wgslsmith_index_u32(0u, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.c, 2u)].x, -292f))), 4294967295u) & countOneBits(firstTrailingBit(-vec4<i32>(global0[_wgslsmith_index_u32(global2.a, 17u)], i32(-2147483648), -329i, global0[_wgslsmith_index_u32(36882u, 17u)])) + vec4<i32>(-17477i, 0i, global0[_wgslsmith_index_u32(arg_0.c.x, 17u)], _wgslsmith_mod_i32(global2.b.x, -2143i))).yw;
        var var_1 = _wgslsmith_f_op_f32(-503f - arg_2[_wgslsmith_index_u32(arg_0.a, 2u)].x);
        for (var var_2 = var_0.x; ; var_1 = _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1304f, 1718f, arg_2[_wgslsmith_index_u32(global2.a, 2u)].x, arg_0.d)))) + vec4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global2.d, 868f, arg_0.d, arg_2[_wgslsmith_index_u32(arg_0.c.x, 2u)].x), vec4<f32>(arg_0.d, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, 1412f, arg_2[_wgslsmith_index_u32(43227u, 2u)].x))).x, global2.d, _wgslsmith_f_op_f32(-global2.d), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global2.d, -1133f, -1113f, 841f), vec4<f32>(arg_0.d, arg_0.d, arg_0.d, arg_2[_wgslsmith_index_u32(59704u, 2u)].x))).x)))).yx)).x) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var_2 = select(abs(vec4<i32>(50248i << (1u % 32u), global0[_wgslsmith_index_u32(~(global2.c.x >> (0u % 32u)), 17u)], -(-12878i) ^ -var_0.x, 2147483647i)).wwx, clamp(select(vec4<i32>(2147483647i, firstLeadingBit(vec4<i32>(u_input.b, global0[_wgslsmith_index_u32(15915u, 17u)], global2.b.x, 32875i)).x, abs(vec4<i32>(-40462i, 2738i, u_input.b, arg_0.e)).x, arg_0.b.x), (vec4<i32>(global0[_wgslsmith_index_u32(global2.a, 17u)], var_0.x, global0[_wgslsmith_index_u32(global2.a, 17u)], -27131i) & vec4<i32>(2147483647i, 1i, arg_0.e, arg_0.e)) + ~vec4<i32>(var_0.x, global2.b.x, i32(-2147483648), 1i), select(!vec4<bool>(global4.x, true, arg_1.x, global3.x), vec4<bool>(arg_1.x, global3.x, global3.x, global3.x), true)), ~(countLeadingZeros(vec4<i32>(global2.e, 36934i, 2147483647i, -6451i)) * -vec4<i32>(-25839i, 2147483647i, 778i, -4764i)), -(~vec4<i32>(var_0.x, global2.e, var_0.x, global0[_wgslsmith_index_u32(4294967295u, 17u)])) * countTrailingZeros(vec4<i32>(var_0.x, u_input.d, var_0.x, global0[_wgslsmith_index_u32(u_input.a.x, 17u)]) / vec4<i32>(-11490i, 0i, arg_0.b.x, global2.b.x))).zyx, !(!select(!vec3<bool>(arg_1.x, global3.x, arg_1.x), arg_1, !arg_1.x))).x;
            let var_3 = _wgslsmith_mod_vec4_u32(firstTrailingBit(~vec4<u32>(u_input.a.x, global2.c.x, 36353u, u_input.a.x) << (insertBits(vec4<u32>(1u, 29267u, global2.c.x, 4294967295u), vec4<u32>(4294967295u, 46709u, 1u, u_input.a.x), 1u, arg_0.c.x) % vec4<u32>(32u))) ^ (countLeadingZeros(vec4<u32>(1u, 1u, 1u, 1u)) << (max(vec4<u32>(29295u, arg_0.a, arg_0.a, global2.a) >> (vec4<u32>(35584u, global2.c.x, 39035u, u_input.c) % vec4<u32>(32u)), vec4<u32>(75611u, 0u, global2.c.x, global2.a) >> (vec4<u32>(global2.c.x, 50643u, global2.a, 0u) % vec4<u32>(32u))) % vec4<u32>(32u))), _wgslsmith_mod_vec4_u32(~(vec4<u32>(1u, 8173u, 1u, u_input.c) & vec4<u32>(arg_0.a, global2.c.x, arg_0.a, 23390u)) / firstLeadingBit(vec4<u32>(4294967295u, 1u, 4294967295u, arg_0.c.x)), clamp(firstLeadingBit(firstLeadingBit(vec4<u32>(24329u, 4294967295u, 1u, 43467u))), select(vec4<u32>(global2.c.x, u_input.a.x, 0u, u_input.c) ^ vec4<u32>(22118u, u_input.c, 0u, 4831u), max(vec4<u32>(global2.c.x, u_input.c, arg_0.c.x, 1u), vec4<u32>(9634u, 33288u, global2.a, 0u)), arg_1.x), countLeadingZeros(vec4<u32>(u_input.a.x, 4294967295u, arg_0.a, arg_0.a)))));
            let var_4 = vec4<bool>(true, !(~11324u <= ~select(global2.c, global2.c, vec2<bool>(false, global4.x)).x), !arg_1.x, atomicCompareExchangeWeak(&wg_atomic_u32, global2.a, ~select(max(var_3.ywx, var_3.yyx), u_input.a << (vec3<u32>(5700u, 58724u, arg_0.a) % vec3<u32>(32u)), false).x).exchanged);
            global3 = vec3<bool>(!(!all(var_4)), var_4.x, !select(vec2<bool>(true, true), global4.zz, false).x | true);
        }
        switch (-19722i) {
            default: {
                (global0)[_wgslsmith_index_u32(~(~select(~extractBits(vec4<u32>(arg_0.c.x, global2.a, global2.c.x, 0u), 1u, 0u), ~(~vec4<u32>(u_input.c, arg_0.a, 1u, global2.a)), global3.x).x), 17u)] = clamp(u_input.e.zz, extractBits(u_input.e | vec3<i32>(-var_0.x, arg_0.e, global0[_wgslsmith_index_u32(36624u, 17u)]), atomicMin(&wg_atomic_u32, ~(~0u)), insertBits(vec2<u32>(1u, arg_0.c.x) - vec2<u32>(global2.a, u_input.a.x), ~vec2<u32>(0u, 0u), ~global2.a, dot(vec4<u32>(16122u, global2.c.x, 4294967295u, arg_0.a), vec4<u32>(1u, global2.a, arg_0.c.x, 4294967295u))).x | max(~vec4<u32>(25296u, u_input.c, arg_0.a, 25109u), ~vec4<u32>(u_input.a.x, 28985u, 0u, global2.c.x)).x).yz, ~(~vec2<i32>(~global0[_wgslsmith_index_u32(arg_0.a, 17u)], u_input.d))).x;
                global2 = arg_0;
                var_1 = global2.d;
            }
        }
    } else if (!(!all(vec4<bool>(true, global3.x, !global3.x, global3.x)))) {
        let var_0 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_2[_wgslsmith_index_u32(~countLeadingZeros(vec4<u32>(4294967295u, 5391u, 11645u, global2.c.x)).x, 2u)].yx * vec2<f32>(_wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(51161u, 2u)].x + global2.d), _wgslsmith_f_op_vec3_f32(abs(arg_2[_wgslsmith_index_u32(arg_0.a, 2u)])).x))) * _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_vec2_f32(ceil(arg_2[_wgslsmith_index_u32(arg_0.c.x, 2u)].zz)).x, -591f, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(5867u, 2u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(arg_0.c.x, 2u)].x), global2.d, _wgslsmith_f_op_f32(-global2.d), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_2[_wgslsmith_index_u32(1u, 2u)].x, arg_0.d, global2.d, -2135f), vec4<f32>(global2.d, arg_0.d, 135f, arg_0.d), global4.x)).x)), true)).ww);
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            let var_1 = Struct_2(atomicOr(&wg_atomic_i32, 12416i), ((global0[_wgslsmith_index_u32(~arg_0.c.x, 17u)] < _wgslsmith_mod_i32(0i, ~(i32(-2147483648))))) & (select(!arg_1, select(vec4<bool>(arg_1.x, false, true, global4.x), vec4<bool>(true, false, false, global4.x), vec4<bool>(arg_1.x, global3.x, false, false)).xyw, all(vec4<bool>(false, arg_1.x, global4.x, arg_1.x))).x && (_wgslsmith_f_op_f32(-var_0.x) >= _wgslsmith_f_op_f32(-arg_0.d))), false, select(arg_1, arg_1, vec3<bool>(arg_1.x, true || select(vec4<bool>(arg_1.x, true, true, global3.x), vec4<bool>(global3.x, false, global3.x, global3.x), true).x, !select(vec3<bool>(arg_1.x, arg_1.x, true), vec3<bool>(false, global3.x, true), true).x)).x);
            break;
            continuing {
                global3 = arg_1;
                ((global1)[_wgslsmith_index_u32(select(extractBits(countLeadingZeros(select(vec4<u32>(arg_0.c.x, 12350u, 95927u, global2.c.x), vec4<u32>(arg_0.c.x, 4294967295u, 0u, u_input.c), false)) << (reverseBits(abs(vec4<u32>(62597u, 0u, global2.a, u_input.c))) % vec4<u32>(32u)), 1u, abs(~vec2<u32>(u_input.a.x, 47821u)).x), clamp(vec4<u32>(~(~global2.a), countTrailingZeros(vec4<u32>(global2.a, 4294967295u, 4294967295u, 4294967295u)).x, global2.c.x >> (4294967295u % 32u), 4303u), vec4<u32>(1u, 9513u, _wgslsmith_mod_u32(global2.c.x << (0u % 32u), arg_0.c.x << (global2.c.x % 32u)), max(~vec3<u32>(6408u, u_input.a.x, 25980u), u_input.a).x), _wgslsmith_mod_vec4_u32(vec4<u32>(global2.a, 22833u, select(vec4<u32>(arg_0.c.x, arg_0.a, 14134u, arg_0.a), vec4<u32>(global2.a, u_input.a.x, 0u, arg_0.c.x), vec4<bool>(var_1.c, true, arg_1.x, false)).x, arg_0.c.x ^ 4294967295u), max(~vec4<u32>(arg_0.a, 3998u, 26975u, 4294967295u), max(vec4<u32>(4294967295u, u_input.a.x, global2.c.x, global2.a), vec4<u32>(4294967295u, 3559u, u_input.c, 4294967295u))))), global4.x).x, 28u)]).d = true;
            }
        }
        var var_1 = vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.d - _wgslsmith_f_op_f32(-1847f))) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(vec2<f32>(1629f, -795f), vec2<f32>(697f, var_0.x)), vec2<f32>(global2.d, arg_0.d), all(vec2<bool>(global4.x, false)))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.x - 751f)));
        var var_2 = false;
        if (!(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.x, arg_2[_wgslsmith_index_u32(0u, 2u)].x) + vec2<f32>(-996f, var_1.x)) + _wgslsmith_div_vec2_f32(arg_2[_wgslsmith_index_u32(arg_0.c.x, 2u)].xy, vec2<f32>(arg_0.d, var_1.x))))).x <= _wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global2.d), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(-2643f, 518f))).x), _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(8403u, global2.c.x, 28733u)).x, 2u)].x)))) {
            ((global1)[_wgslsmith_index_u32(1u, 28u)]).a = -6371i * global2.b.x;
            let var_3 = global4.zy;
            var var_4 = ((vec2<u32>(u_input.a.x / 1u, _wgslsmith_mod_u32(949u, arg_0.a)) | arg_0.c) | (arg_0.c + ~(vec2<u32>(54733u, u_input.a.x) / arg_0.c))) >> (u_input.a.xx % vec2<u32>(32u));
            let var_5 = global1[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 16615u >> (var_4.x % 32u), ~(~34886u)).old_value * ~(0u * _wgslsmith_mod_u32(select(arg_0.c, global2.c, global4.zy).x, ~1u)), 28u)];
        } else {
        }
    } else if (((any(select(vec4<bool>(global3.x, true, true, global3.x), vec4<bool>(global3.x, false, true, true), vec4<bool>(arg_1.x, false, false, false))) == (max(u_input.e, u_input.e).x >= global0[_wgslsmith_index_u32(select(vec2<u32>(global2.a, 20230u), vec2<u32>(16549u, 0u), global4.x).x, 17u)])) || ((global0[_wgslsmith_index_u32(arg_0.a, 17u)] >> (~83774u % 32u)) >= global2.b.x)) | false) {
        let var_0 = !(!(!select(!vec4<bool>(global4.x, arg_1.x, global4.x, true), select(vec4<bool>(false, global4.x, arg_1.x, true), vec4<bool>(true, true, false, false), vec4<bool>(global4.x, global3.x, global3.x, false)), vec4<bool>(true, true, true, true))));
        switch (-(~(~global2.e) >> (u_input.a.x % 32u))) {
            default: {
                var var_1 = atomicCompareExchangeWeak(&wg_atomic_u32, ~vec4<u32>(1u, 1u, 1u, 1u).x, 81781u).old_value + 1u;
            }
        }
    }
    let var_0 = true;
    let var_1 = (~(~(vec4<u32>(1u, u_input.c, 1u, arg_0.a) - vec4<u32>(4294967295u, 0u, 3598u, 26805u))) + ~(~(~vec4<u32>(u_input.c, 21954u, 86381u, u_input.a.x)))) & ~countOneBits(vec4<u32>(~arg_0.c.x, 1u, global2.a, 4294967295u));
    var var_2 = _wgslsmith_mod_vec2_u32(insertBits(vec4<u32>(56668u << (u_input.c % 32u), max(arg_0.a, u_input.c) - (global2.a << (arg_0.c.x % 32u)), arg_0.c.x - 51506u, 132789u), var_1, reverseBits(vec2<u32>(1134u, 24917u) / (vec2<u32>(var_1.x, arg_0.c.x) / u_input.a.xz)).x, min(vec3<u32>(u_input.c, 370u, var_1.x), var_1.zwz).x).zw, abs(vec4<u32>(global2.a | 1u, global2.a, u_input.c << (global2.c.x % 32u), ~u_input.a.x)).xw ^ ~(~arg_0.c));
    let var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_div_f32(global2.d, -234f), _wgslsmith_div_f32(_wgslsmith_f_op_f32(342f * -1276f), _wgslsmith_f_op_vec3_f32(round(arg_2[_wgslsmith_index_u32(85447u, 2u)])).x), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_2[_wgslsmith_index_u32(global2.a, 2u)].x, global2.d, 2097f, 642f), vec4<f32>(arg_2[_wgslsmith_index_u32(0u, 2u)].x, arg_2[_wgslsmith_index_u32(9508u, 2u)].x, arg_0.d, global2.d))).zy)).x, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_div_vec3_f32(arg_2[_wgslsmith_index_u32(var_1.x, 2u)], vec3<f32>(805f, arg_0.d, -1686f)))).x) * vec4<f32>(_wgslsmith_f_op_f32(-550f), _wgslsmith_f_op_f32(fract(_wgslsmith_div_f32(1000f, 179f))), 559f, _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global2.d, global2.d, arg_0.d, arg_2[_wgslsmith_index_u32(36168u, 2u)].x), vec4<f32>(-1438f, global2.d, arg_2[_wgslsmith_index_u32(65875u, 2u)].x, global2.d), false)))).x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(852f, arg_2[_wgslsmith_index_u32(28818u, 2u)].x, global2.d, 699f))))))) + _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(658f, arg_2[_wgslsmith_index_u32(1u, 2u)].x, global2.d, arg_0.d) * vec4<f32>(arg_0.d, global2.d, arg_0.d, -871f)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(712f, 1977f, global2.d, arg_0.d))))) - vec4<f32>(_wgslsmith_f_op_f32(-(-809f)), _wgslsmith_f_op_f32(arg_0.d * _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(var_2.x, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(arg_2[_wgslsmith_index_u32(4294967295u, 2u)], arg_2[_wgslsmith_index_u32(10502u, 2u)], arg_1)).x * _wgslsmith_f_op_vec4_f32(step(vec4<f32>(1154f, -820f, 965f, arg_0.d), vec4<f32>(-506f, 1484f, 1000f, arg_2[_wgslsmith_index_u32(var_2.x, 2u)].x))).x), 1541f)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-1567f), global2.d, _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x * 1013f), _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.c, 2u)].x)) - _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-509f, 1000f, global2.d, arg_2[_wgslsmith_index_u32(global2.a, 2u)].x), vec4<f32>(arg_2[_wgslsmith_index_u32(var_2.x, 2u)].x, global2.d, arg_0.d, global2.d)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1442f, 1000f, -1007f, arg_2[_wgslsmith_index_u32(var_1.x, 2u)].x) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_2[_wgslsmith_index_u32(global2.c.x, 2u)].x, global2.d, 841f, 2002f)))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2[_wgslsmith_index_u32(41266u, 2u)].x, global2.d, 1000f, global2.d))))));
    return mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-347f, -129f, arg_0.d, 530f), var_3[_wgslsmith_index_u32(73715u, 4u)])))), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(arg_0.d, arg_2[_wgslsmith_index_u32(4294967295u * 4294967295u, 2u)].x, -652f, _wgslsmith_f_op_vec2_f32(abs(var_3[_wgslsmith_index_u32(0u, 4u)].yw)).x))), vec4<bool>(true, all(vec2<bool>(var_0, global3.x)), !(global3.x || true), !select(global4.zz, arg_1.yx, true).x))), _wgslsmith_f_op_vec4_f32(select(var_3[_wgslsmith_index_u32(arg_0.a, 4u)], var_3[_wgslsmith_index_u32(81643u >> (1u % 32u), 4u)], false)), var_3[_wgslsmith_index_u32((~(~1u) - clamp(_wgslsmith_mod_vec2_u32(var_1.wz, vec2<u32>(94685u, 1u)), ~arg_0.c, extractBits(u_input.a, 45320u, global2.a).xx).x) / var_2.x, 4u)], vec4<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(762f, arg_2[_wgslsmith_index_u32(11138u, 2u)].x)) * vec2<f32>(var_3[_wgslsmith_index_u32(var_1.x, 4u)].x, -645f)), _wgslsmith_f_op_vec2_f32(max(arg_2[_wgslsmith_index_u32(101776u, 2u)].xx, _wgslsmith_div_vec2_f32(vec2<f32>(-536f, arg_2[_wgslsmith_index_u32(u_input.c, 2u)].x), var_3[_wgslsmith_index_u32(global2.a, 4u)].zx))), false)).x, 1813f, 1183f, _wgslsmith_f_op_f32(-1000f)));
}

fn func_3(arg_0: bool, arg_1: mat4x2<f32>, arg_2: mat4x4<f32>, arg_3: vec2<u32>) -> u32 {
    loop {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
    }
    ((global1)[_wgslsmith_index_u32((min(u_input.a, ~firstTrailingBit(vec3<u32>(687u, 1u, 4294967295u))).x >> ((arg_3.x - select(vec2<u32>(4294967295u, 84460u), extractBits(vec3<u32>(arg_3.x, global2.a, arg_3.x), u_input.a.x, 1u).xx, !global4.x).x) % 32u)) * ~(3240u & ~arg_3.x), 28u)]).c = ~(min(clamp(vec3<u32>(20235u, arg_3.x, global2.c.x), vec3<u32>(4294967295u, global2.a, 23396u), u_input.a).yy, vec2<u32>(arg_3.x, arg_3.x)).x ^ _wgslsmith_mod_u32(4294967295u, global2.a)) != (select(~vec4<u32>(u_input.a.x, arg_3.x, u_input.c, arg_3.x) / ~vec4<u32>(u_input.a.x, global2.a, u_input.a.x, 5105u), ~vec4<u32>(arg_3.x, 18629u, u_input.c, u_input.c) * (vec4<u32>(459u, 25543u, 22638u, arg_3.x) - vec4<u32>(global2.a, 16890u, 4294967295u, arg_3.x)), !(!vec4<bool>(global4.x, true, global4.x, true))).x << (countLeadingZeros(arg_3.x) % 32u));
    if (!((_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-212f, 1831f, -1000f, -1214f) - vec4<f32>(arg_2[_wgslsmith_index_u32(36935u, 4u)].x, global2.d, arg_2[_wgslsmith_index_u32(global2.a, 4u)].x, -160f)) * _wgslsmith_div_vec4_f32(arg_2[_wgslsmith_index_u32(0u, 4u)], arg_2[_wgslsmith_index_u32(global2.c.x, 4u)])), _wgslsmith_f_op_vec4_f32(arg_2[_wgslsmith_index_u32(~global2.c.x, 4u)] * vec4<f32>(global2.d, 491f, -2284f, -1053f)))).x < _wgslsmith_f_op_f32(dot(arg_2[_wgslsmith_index_u32(select(vec2<u32>(u_input.c, arg_3.x) >> (vec2<u32>(95460u, 1u) % vec2<u32>(32u)), u_input.a.yy, select(global4.x, arg_0, false)).x, 4u)].ww, _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-2393f, arg_2[_wgslsmith_index_u32(global2.c.x, 4u)].x))))))))) {
        (global1)[_wgslsmith_index_u32(~(global2.c.x + _wgslsmith_mod_u32(0u, 34224u)), 28u)] = Struct_2(atomicAdd(&wg_atomic_i32, (global0[_wgslsmith_index_u32(1u, 17u)] | -12826i) + (0i ^ u_input.e.x)) & 0i, false, all(select(vec4<bool>(arg_0, false, true, false), vec4<bool>(true, 28585i > u_input.e.x, global3.x, false), true)), false);
        global1 = array<Struct_2, 28>();
        return 76879u;
    }
    var var_0 = global1[_wgslsmith_index_u32((global2.c.x + (countTrailingZeros(vec3<u32>(0u, arg_3.x, u_input.c) & vec3<u32>(arg_3.x, u_input.c, global2.c.x)).x / min(_wgslsmith_mod_vec4_u32(vec4<u32>(global2.a, 4294967295u, 0u, arg_3.x), vec4<u32>(17045u, 39101u, global2.a, global2.c.x)), firstLeadingBit(vec4<u32>(0u, u_input.c, arg_3.x, u_input.c))).x)) << (~(0u * ~22945u) % 32u), 28u)];
    switch (46318i + (global2.e & -(-11029i))) {
        default: {
            let var_1 = arg_1;
            for (var var_2 = -27395i; var_2 <= 45386i; var_2 -= 1i) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                let var_3 = extractBits(-(~vec4<i32>(var_0.a, u_input.e.x, global0[_wgslsmith_index_u32(u_input.c, 17u)], u_input.d)) ^ (vec4<i32>(i32(-2147483648), -65298i, global0[_wgslsmith_index_u32(u_input.a.x, 17u)], dot(vec3<i32>(var_0.a, var_0.a, var_0.a), vec3<i32>(1i, global2.e, 2147483647i))) & clamp(vec4<i32>(global0[_wgslsmith_index_u32(35423u, 17u)], 2147483647i, u_input.b, 1i), vec4<i32>(-1i, u_input.e.x, u_input.e.x, u_input.e.x), vec4<i32>(u_input.e.x, global0[_wgslsmith_index_u32(1u, 17u)], var_0.a, global2.b.x))), ~(1u | arg_3.x), min(atomicMin(&wg_atomic_u32, 0u), countLeadingZeros(vec4<u32>(global2.c.x, 38601u, 102314u, arg_3.x) / clamp(vec4<u32>(u_input.c, arg_3.x, 4294967295u, arg_3.x), vec4<u32>(0u, 104961u, 1u, u_input.c), vec4<u32>(arg_3.x, 0u, 11021u, 72889u))).x)).xzx;
            }
        }
    }
    return atomicSub(&wg_atomic_u32, 4294967295u);
}

fn func_2(arg_0: u32, arg_1: bool) -> Struct_1 {
    for (var var_0: i32; true; var_0 -= 1i) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        let var_1 = global1[_wgslsmith_index_u32(~select(vec4<u32>(~20750u << (arg_0 % 32u), ~(~1u), arg_0, ~(~27491u)), vec4<u32>(u_input.c, func_3(global4.x & global3.x, mat4x2<f32>(vec2<f32>(global2.d, 1986f), vec2<f32>(global2.d, 368f), vec2<f32>(global2.d, global2.d), vec2<f32>(-1493f, -530f)), func_4(Struct_1(u_input.c, vec2<i32>(global0[_wgslsmith_index_u32(0u, 17u)], u_input.b), vec2<u32>(6490u, 0u), -317f, u_input.d), vec3<bool>(false, false, false), mat2x3<f32>(vec3<f32>(2191f, 102f, global2.d), vec3<f32>(global2.d, 134f, 2522f))), ~vec2<u32>(arg_0, 23697u)), u_input.a.x, 84314u), !arg_1).x, 28u)];
        switch (-1i) {
            case 0i: {
                let var_2 = vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(global2.d, global2.d), vec2<f32>(global2.d, -617f))).x))), _wgslsmith_f_op_f32(global2.d - 1000f), global2.d, 1087f);
                return Struct_1(4294967295u, -vec2<i32>(var_1.a, firstLeadingBit(countLeadingZeros(vec4<i32>(-48126i, 0i, -12521i, 45821i))).x), vec2<u32>(global2.a, arg_0), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_2.x, var_2.x, -899f, global2.d))))).x)), -(69763i / (2147483647i - -(-1i))));
            }
            case -49010i: {
                (global4).x = global2.a != ~u_input.a.x;
                (global2).a = ~u_input.c;
                continue;
            }
            case 6425i: {
                var var_2 = global2.d;
                (global0)[_wgslsmith_index_u32(arg_0, 17u)] = -(~(-11848i));
            }
            default: {
                (global4).x = any(!vec3<bool>(global3.x, global4.x, false));
            }
        }
    }
    var var_0 = u_input.e;
    while (!global3.x) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        continue;
    }
    switch (~(~(-1i)) | global0[_wgslsmith_index_u32(global2.c.x, 17u)]) {
        default: {
            switch (-22189i) {
                case 1i: {
                    let var_1 = min(min(vec4<i32>(0i, 1i * 5546i, i32(-2147483648) ^ u_input.d, 9004i) - min(countLeadingZeros(vec4<i32>(19723i, u_input.d, 28841i, global2.e)), vec4<i32>(-43501i, var_0.x, 13386i, global2.b.x) >> (vec4<u32>(4294967295u, 24961u, 0u, 0u) % vec4<u32>(32u))), countOneBits(~(~vec4<i32>(var_0.x, 36500i, -54022i, var_0.x)))), select(-(vec4<i32>(2147483647i, global2.e, global2.e, var_0.x) << (vec4<u32>(arg_0, 15849u, global2.a, arg_0) % vec4<u32>(32u))) / extractBits(vec4<i32>(global2.e, i32(-2147483648), global2.e, global0[_wgslsmith_index_u32(global2.c.x, 17u)]), arg_0, ~4294967295u), select(insertBits(vec4<i32>(-12371i, u_input.e.x, var_0.x, global0[_wgslsmith_index_u32(global2.c.x, 17u)]) << (vec4<u32>(56669u, global2.c.x, 12022u, 16316u) % vec4<u32>(32u)), clamp(vec4<i32>(global0[_wgslsmith_index_u32(arg_0, 17u)], 4348i, u_input.b, 1i), vec4<i32>(-7159i, var_0.x, -1i, 1i), vec4<i32>(i32(-2147483648), u_input.e.x, 60183i, global2.b.x)), _wgslsmith_mod_u32(0u, global2.c.x), ~u_input.a.x), ~vec4<i32>(2147483647i, -19016i, -1i, global0[_wgslsmith_index_u32(arg_0, 17u)]), !(!vec4<bool>(arg_1, true, false, true))), vec4<bool>(false, false, global2.d >= _wgslsmith_f_op_f32(-2122f), true))).yzx;
                    let var_2 = ~u_input.a;
                }
                case 33258i: {
                }
                case 15679i: {
                    global1 = array<Struct_2, 28>();
                    let var_1 = global1[_wgslsmith_index_u32(countTrailingZeros(~clamp(vec3<u32>(arg_0, arg_0, u_input.a.x), u_input.a, vec3<u32>(8773u, u_input.c, global2.a)) + ((~vec3<u32>(22914u, 1u, 26862u) & extractBits(vec3<u32>(4294967295u, 40335u, 0u), 4294967295u, u_input.c)) - countLeadingZeros(~vec3<u32>(4294967295u, global2.a, u_input.a.x)))).x, 28u)];
                    (var_0).x = 7928i;
                }
                default: {
                    let var_1 = !arg_1;
                    let var_2 = -46136i;
                }
            }
        }
    }
    return Struct_1(33063u, select(firstTrailingBit(vec2<i32>(max(vec2<i32>(global2.b.x, global0[_wgslsmith_index_u32(global2.a, 17u)]), vec2<i32>(global2.b.x, u_input.b)).x, global2.e)), vec2<i32>(-sign(u_input.e.zx).x, -(-global0[_wgslsmith_index_u32(1u, 17u)])), true), vec2<u32>(42597u * 108508u, firstTrailingBit(0u / u_input.a.x) >> (clamp(4294967295u, 4294967295u, arg_0) % 32u)), _wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(global2.d, global2.d) - _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1075f, 598f, 1320f, global2.d))).x), _wgslsmith_div_f32(global2.d, -159f)), 722f), -936i);
}

fn func_1(arg_0: u32, arg_1: vec4<i32>, arg_2: Struct_1) -> vec3<f32> {
    while (select(global3.zx, select(vec3<bool>(!select(vec4<bool>(true, global3.x, global3.x, true), vec4<bool>(false, true, global4.x, global3.x), vec4<bool>(global4.x, false, global4.x, global3.x)).x, global4.x, _wgslsmith_f_op_f32(-(-864f)) <= arg_2.d), vec3<bool>(global3.x, global4.x, true), select(vec4<bool>(true, !global3.x, true, global4.x), select(select(vec4<bool>(global3.x, false, false, global3.x), vec4<bool>(global4.x, false, global3.x, global3.x), global3.x), select(vec4<bool>(global4.x, global3.x, global3.x, false), vec4<bool>(global4.x, global3.x, true, global3.x), vec4<bool>(true, global4.x, global4.x, true)), select(vec4<bool>(global4.x, global4.x, false, false), vec4<bool>(false, global4.x, global4.x, true), vec4<bool>(true, true, false, global4.x)).x), any(select(vec3<bool>(true, global4.x, global3.x), vec3<bool>(false, true, false), true).xx)).zwz).xz, true).x) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        var var_0 = u_input.a;
        if (all(global4.zx)) {
            let var_1 = vec4<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(abs(-769f)), _wgslsmith_f_op_f32(-388f - -722f), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(520f, global2.d, -357f))).x, _wgslsmith_f_op_f32(-arg_2.d)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.d, -324f, global2.d, global2.d)))))).x, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(-1000f, 313f), vec2<f32>(-498f, arg_2.d))) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1080f, -1000f)))))).x, 877f, -1321f);
            var var_2 = Struct_1(atomicXor(&wg_atomic_u32, var_0.x), ~u_input.e.zx, vec2<u32>(arg_2.a, abs(vec3<u32>(22284u, global2.c.x, u_input.a.x)).x) + ~(vec2<u32>(2362u, var_0.x) / vec2<u32>(u_input.c, 0u)), -1320f, sign(~vec4<i32>(arg_2.e * 0i, atomicSub(&wg_atomic_i32, 396i), select(vec4<i32>(arg_2.e, 10027i, -354i, arg_2.e), vec4<i32>(global0[_wgslsmith_index_u32(global2.c.x, 17u)], global0[_wgslsmith_index_u32(0u, 17u)], arg_2.b.x, -14601i), vec4<bool>(true, global4.x, global3.x, false)).x, arg_2.e | 1i)).x);
            let var_3 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-global2.d), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(var_1)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-197f, var_1.x, -2170f, global2.d) + vec4<f32>(var_1.x, arg_2.d, 461f, 467f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_1)))).x), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(dot(var_1, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(135f, var_2.d, -210f, arg_2.d), var_1)))), _wgslsmith_f_op_f32(ceil(1088f))) + _wgslsmith_div_vec2_f32(var_1.yx, var_1.xx)));
        } else {
            continue;
        }
    }
    let var_0 = global1[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(0u, min(u_input.a.xy, ~(~arg_2.c)).x, arg_0)).x, 28u)];
    (global3).x = select(select(select(select(select(vec4<bool>(true, false, true, global4.x), vec4<bool>(global4.x, global4.x, global4.x, true), var_0.b), select(vec4<bool>(false, var_0.d, true, false), vec4<bool>(global3.x, true, var_0.d, var_0.b), vec4<bool>(true, var_0.c, global4.x, global4.x)), select(vec4<bool>(global3.x, false, var_0.d, global3.x), vec4<bool>(true, false, var_0.b, var_0.c), false)), !(!vec4<bool>(false, true, global4.x, false)), select(vec4<bool>(global3.x, true, false, true), select(vec4<bool>(var_0.c, global3.x, false, true), vec4<bool>(false, false, false, false), false), vec4<bool>(global4.x, var_0.c, false, global3.x))), select(!vec4<bool>(true, var_0.c, false, false), !select(vec4<bool>(global3.x, true, false, true), vec4<bool>(global3.x, var_0.d, true, global4.x), global3.x), select(select(vec4<bool>(global3.x, true, false, var_0.c), vec4<bool>(global3.x, false, true, false), global3.x), vec4<bool>(var_0.b, global4.x, global4.x, true), false)), !vec4<bool>(any(vec3<bool>(false, var_0.b, true)), global3.x, all(global3.xx), true)), !select(vec4<bool>(-846f <= arg_2.d, !global3.x, select(global3.xy, global3.yx, global4.zy).x, all(vec4<bool>(false, false, global4.x, var_0.d))), select(!vec4<bool>(global4.x, var_0.b, false, true), select(vec4<bool>(false, true, false, false), vec4<bool>(false, false, false, true), vec4<bool>(var_0.d, global3.x, true, var_0.d)), u_input.c != 45183u), select(select(vec4<bool>(false, true, false, var_0.c), vec4<bool>(var_0.b, false, global3.x, var_0.c), global4.x), select(vec4<bool>(true, global3.x, true, global3.x), vec4<bool>(false, false, false, true), vec4<bool>(var_0.c, var_0.c, true, true)), select(vec4<bool>(true, global3.x, false, global4.x), vec4<bool>(global3.x, false, true, var_0.c), true))), !(!select(!vec4<bool>(global3.x, false, true, true), select(vec4<bool>(global3.x, true, false, true), vec4<bool>(var_0.d, false, global4.x, false), false), select(vec4<bool>(false, true, false, global3.x), vec4<bool>(false, global3.x, global4.x, global4.x), vec4<bool>(var_0.b, global4.x, false, var_0.d))))).x;
    switch (insertBits(-(-vec4<i32>(-52502i, -54033i & u_input.e.x, 1i, -arg_2.b.x)), select(vec4<i32>(2147483647i, -1i * 1i, global0[_wgslsmith_index_u32(~global2.a & ~arg_2.a, 17u)], -select(vec2<i32>(1i, global0[_wgslsmith_index_u32(75541u, 17u)]), vec2<i32>(arg_2.e, u_input.e.x), global4.xx).x), arg_1, !(!(!vec4<bool>(var_0.c, global4.x, true, var_0.d)))), ~reverseBits(extractBits(~vec4<u32>(38689u, 130318u, 1u, 11615u), arg_0, 4294967295u * arg_2.a).yxz).x, arg_0).x) {
        default: {
            for (var var_1 = 0i; select(!(!vec4<bool>(all(global4.zy), !global4.x, true, true && var_0.d)), select(select(vec4<bool>(global3.x, all(vec4<bool>(global3.x, var_0.b, global4.x, global3.x)), true, global4.x), select(select(vec4<bool>(var_0.d, false, true, true), vec4<bool>(false, true, true, true), vec4<bool>(false, global4.x, global4.x, global3.x)), vec4<bool>(true, global4.x, var_0.b, global4.x), vec4<bool>(true, true, true, true)), vec4<bool>(var_0.b, true, var_0.b, global3.x != global3.x)), !vec4<bool>(false, global2.c.x >= 77261u, true, all(vec4<bool>(global4.x, global4.x, global3.x, var_0.c))), vec4<bool>(!global4.x, !atomicCompareExchangeWeak(&wg_atomic_u32, global2.a, 36814u).exchanged, true, select(global4.xz, global3.zy, vec2<bool>(var_0.b, var_0.b)).x != true)), all(select(vec4<bool>(true, false, global3.x || true, all(vec4<bool>(true, false, global3.x, true))), select(select(vec4<bool>(var_0.d, global3.x, true, var_0.b), vec4<bool>(false, var_0.d, global4.x, true), vec4<bool>(false, false, global3.x, var_0.b)), !vec4<bool>(false, false, global3.x, var_0.b), var_0.c | true), select(select(vec4<bool>(var_0.b, var_0.d, false, var_0.d), vec4<bool>(var_0.b, true, global4.x, false), vec4<bool>(var_0.c, global3.x, true, false)), vec4<bool>(global3.x, global4.x, false, global4.x), global3.x)).wyz)).x; var_1 += 1i) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                var var_2 = min(vec4<u32>(((global2.a & 0u) + global2.c.x) - vec3<u32>(1u, 1u, 1u).x, 4294967295u, ~17356u, select(vec2<u32>(firstLeadingBit(vec4<u32>(0u, u_input.c, 1u, arg_0)).x, u_input.a.x), arg_2.c, vec2<bool>(true, true)).x), extractBits(countTrailingZeros(~(~vec4<u32>(u_input.a.x, 4294967295u, 75458u, global2.c.x))), 17786u, max((vec3<u32>(74122u, 4294967295u, u_input.a.x) | vec3<u32>(u_input.c, 50246u, 1u)) + u_input.a, vec3<u32>(_wgslsmith_mod_u32(arg_2.c.x, arg_2.a), reverseBits(global2.c).x, 1u)).x));
                return _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.d, 1335f, arg_2.d)) - vec3<f32>(565f, _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(1663f, -1934f, 168f))).x, _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(arg_2.d, 409f, 474f))).x))) * _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1503f, arg_2.d, arg_2.d, 933f), vec4<f32>(global2.d, 323f, 1069f, -1182f), vec4<f32>(arg_2.d, -804f, global2.d, arg_2.d))).x, _wgslsmith_f_op_f32(-(-366f)), arg_2.d, arg_2.d)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_div_vec4_f32(vec4<f32>(-1353f, global2.d, -658f, arg_2.d), vec4<f32>(474f, global2.d, 286f, arg_2.d))))), vec4<bool>(false, var_0.b, var_0.c, !any(vec3<bool>(false, global3.x, var_0.b))))).zzz);
            }
            let var_1 = func_4(Struct_1(arg_0, max(min(arg_1, vec4<i32>(43589i, 4941i, -12010i, 2147483647i) * arg_1), (vec4<i32>(arg_1.x, var_0.a, global2.e, var_0.a) + arg_1) >> ((vec4<u32>(arg_0, 4294967295u, global2.a, 3787u) >> (vec4<u32>(arg_0, 0u, arg_2.c.x, 90147u) % vec4<u32>(32u))) % vec4<u32>(32u))).xy, abs(reverseBits(~vec4<u32>(8446u, arg_0, arg_2.c.x, 38880u))).xy, _wgslsmith_f_op_f32(global2.d * 1000f), ~u_input.d), vec3<bool>(true, (abs(vec4<u32>(global2.a, arg_0, global2.a, arg_2.c.x) - vec4<u32>(1u, global2.a, 41576u, arg_0)).x < ((arg_0 >> (arg_0 % 32u)) & (24228u * arg_0))), !(!(!global4.x))), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_2.d, arg_2.d, _wgslsmith_f_op_f32(dot(vec2<f32>(1000f, arg_2.d), vec2<f32>(global2.d, 381f))), global2.d))).zwz, _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(global2.d, arg_2.d, global2.d), vec3<f32>(1026f, -473f, global2.d)) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(908f, arg_2.d, arg_2.d), vec3<f32>(arg_2.d, -349f, arg_2.d))))));
            let var_2 = _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(~clamp(15081u, arg_0, 1u), 4u)].wy))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_2.d, _wgslsmith_f_op_f32(global2.d + global2.d))) - var_1[_wgslsmith_index_u32(1u, 4u)].x));
            for (var var_3 = -1i; !select(!(!vec3<bool>(var_0.d, true, global3.x)), select(!vec3<bool>(global4.x, global4.x, global3.x), vec3<bool>(true, true, true), !global3.x), select(!vec2<bool>(global3.x, true), select(vec3<bool>(global3.x, global3.x, var_0.b), vec3<bool>(global3.x, global4.x, false), true).zz, false).x).x && true; var_3 += 1i) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                var var_4 = Struct_1(firstTrailingBit(clamp(~vec2<u32>(19176u, arg_2.a), arg_2.c, vec2<u32>(_wgslsmith_mod_u32(65538u, 1u), 4294967295u))).x, vec2<i32>(var_0.a, i32(-2147483648)) | ((arg_1.wx | -arg_1.wx) & countTrailingZeros(vec4<i32>(1i, 1i, 1i, 1i)).wx), global2.c, var_1[_wgslsmith_index_u32(~(~arg_0), 4u)].x, -(u_input.b | 3034i));
                let var_5 = global1[_wgslsmith_index_u32(0u ^ reverseBits(global2.c).x, 28u)];
            }
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        let var_1 = arg_2;
        let var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1349f, 331f, global2.d, -111f))), vec4<f32>(156f, global2.d, -1400f, arg_2.d)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global2.d, global2.d, var_1.d, 1274f), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.d, 1895f, arg_2.d, global2.d) * vec4<f32>(arg_2.d, var_1.d, var_1.d, 563f))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_2.d, arg_2.d, global2.d, arg_2.d), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-319f, -1047f, global2.d, arg_2.d))))))));
        loop {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            let var_3 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-484f) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(46420u, 2u)].x - -862f) * _wgslsmith_f_op_f32(-var_1.d))), _wgslsmith_f_op_vec2_f32(clamp(var_2[_wgslsmith_index_u32((4294967295u * 4294967295u) + ~4294967295u, 2u)].wx, vec2<f32>(_wgslsmith_div_f32(arg_2.d, 1000f), _wgslsmith_f_op_f32(-global2.d)), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2.d, -627f, 135f, global2.d)))).zy)).x, var_2[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, ~1u, (u_input.c * 1u) + 0u).old_value, 2u)].x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(var_2[_wgslsmith_index_u32(39087u, 2u)].x, global2.d, arg_2.d)))))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(var_2[_wgslsmith_index_u32(min(var_1.c, reverseBits(vec2<u32>(104696u, var_1.a))).x, 2u)], _wgslsmith_f_op_vec4_f32(step(var_2[_wgslsmith_index_u32(firstLeadingBit(global2.c).x, 2u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.d, -1295f, -143f, -1371f))))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2.d, arg_2.d, global2.d, -216f)))), var_2[_wgslsmith_index_u32(max(~51446u, ~u_input.c), 2u)], vec4<bool>(!var_0.c, global3.x, true, false))))).wyy, _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(4294967295u, 2u)]) - vec4<f32>(_wgslsmith_f_op_f32(-546f), _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(var_1.d, -243f), var_2[_wgslsmith_index_u32(global2.a, 2u)].yy, vec2<f32>(-1190f, 244f))).x, _wgslsmith_f_op_vec4_f32(exp(var_2[_wgslsmith_index_u32(18221u, 2u)])).x, 1000f)))).wyw);
        }
    }
    return vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(712f, 1328f, arg_2.d, arg_2.d))).xxx, _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global2.d, arg_2.d, 595f))))), select(vec4<bool>(true, global4.x, var_0.c, false), select(vec4<bool>(true, true, global4.x, var_0.c), vec4<bool>(global3.x, var_0.c, false, true), global3.x), false == global3.x).wzy)).x - _wgslsmith_f_op_f32(dot(vec4<f32>(_wgslsmith_f_op_f32(global2.d * arg_2.d), global2.d, _wgslsmith_f_op_f32(fract(global2.d)), _wgslsmith_f_op_f32(global2.d * 1171f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(476f, arg_2.d, arg_2.d, 1000f))))))), arg_2.d, _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(global2.d, global2.d), vec2<f32>(300f, global2.d))) * vec2<f32>(_wgslsmith_f_op_f32(-arg_2.d), 467f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-757f, -1000f, arg_2.d, -683f)))).ww * _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(994f, -1000f, 744f, 768f), vec4<f32>(-1000f, global2.d, 1000f, 853f), global4.x)).wx, _wgslsmith_f_op_vec2_f32(vec2<f32>(-268f, -599f) * vec2<f32>(370f, -793f)))))).x);
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    if (global2.b.x >= ~((global0[_wgslsmith_index_u32(~0u, 17u)] & countLeadingZeros(vec2<i32>(2147483647i, 2147483647i)).x) * 1i)) {
        (global3).x = true;
        let var_0 = atomicXor(&wg_atomic_u32, ~firstTrailingBit(builtin_num_workgroups.xz).x);
        var var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(func_1(4294967295u, ~vec4<i32>(1i, global0[_wgslsmith_index_u32(0u, 17u)], -19505i, -55791i), func_2(24530u, global4.x)))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.d, global2.d, global2.d)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1720f, 1733f, 283f)), !vec3<bool>(global4.x, false, false)))) - _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(sign(global2.d)), global2.d, -1100f) - _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global2.d, 1650f, 281f), vec3<f32>(global2.d, global2.d, 1019f), vec3<bool>(global3.x, false, global3.x))))));
        (global3).x = select(!any(!(!vec3<bool>(global4.x, false, global3.x))), global4.x, !(!global3.x));
        while (false) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        }
    }
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        continuing {
        }
    }
    if (global4.x) {
    } else {
        (global3).x = global4.x;
        var var_0 = Struct_2(8010i * global0[_wgslsmith_index_u32(~builtin_num_workgroups.x, 17u)], global3.x & true, select(!select(vec3<bool>(true, true, global3.x), !vec3<bool>(false, global4.x, global3.x), select(vec4<bool>(global4.x, global3.x, global3.x, global3.x), vec4<bool>(global3.x, true, global3.x, true), global3.x).zzy), !(!select(vec4<bool>(false, true, global4.x, global4.x), vec4<bool>(true, global4.x, false, global3.x), vec4<bool>(false, true, global3.x, false)).xzz), !(!global3.x)).x, global4.x);
        while (false) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        }
    }
    let var_0 = func_4(func_2(28274u, select(vec2<bool>(global4.x, global3.x), vec2<bool>(global4.x, global3.x), !vec2<bool>(global3.x, global3.x)).x || true), !select(select(select(vec4<bool>(global4.x, global3.x, false, global4.x), vec4<bool>(false, true, true, true), false), !vec4<bool>(global4.x, global4.x, global4.x, true), !vec4<bool>(false, global4.x, global3.x, global3.x)).yzy, vec3<bool>(global4.x, true, 71795u == builtin_local_invocation_index), (u_input.c >> (builtin_local_invocation_index % 32u)) != ~3753u), mat2x3<f32>(vec3<f32>(global2.d, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global2.d - -372f)), global2.d), _wgslsmith_div_vec3_f32(func_4(func_2(70608u, false), vec3<bool>(true, true, false), mat2x3<f32>(vec3<f32>(global2.d, global2.d, global2.d), vec3<f32>(global2.d, -144f, -612f)))[_wgslsmith_index_u32(1u, 4u)].yyy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-644f, -1858f, 1057f), vec3<f32>(682f, global2.d, global2.d))))));
    while (true) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
    }
    let var_1 = func_2(~firstLeadingBit(34593u << (countOneBits(builtin_num_workgroups.xz).x % 32u)), atomicCompareExchangeWeak(&wg_atomic_u32, ~global2.a, 14431u).exchanged);
    let var_2 = global2.c;
    let x = u_input.a;
    s_output = StorageBuffer(vec2<u32>(~(52299u >> (var_1.a % 32u)) << ((~0u >> (~u_input.c % 32u)) % 32u), 114414u));
}

