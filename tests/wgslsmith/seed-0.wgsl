// {"0:0":[198,30,107,50,218,114,151,148]}
// Seed: 0

struct Struct_1 {
    a: f32,
    @size(28)
    b: mat2x2<f32>,
    @align(4)
    c: bool,
    d: mat3x4<f32>,
    e: i32,
}

struct Struct_2 {
    a: Struct_1,
}

struct Struct_3 {
    @size(4)
    a: bool,
    b: f32,
    @align(16)
    c: Struct_1,
    d: u32,
    e: mat3x4<f32>,
}

struct Struct_4 {
    @align(4)
    a: i32,
    b: mat4x2<f32>,
}

struct Struct_5 {
    @align(32)
    a: vec4<f32>,
}

struct UniformBuffer {
    @align(8)
    a: u32,
}

struct StorageBuffer {
    @align(32)
    @size(40)
    a: mat2x4<f32>,
    @size(44)
    b: mat2x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: vec2<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 18>;

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
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

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn func_5() -> vec2<u32> {
    while (true) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        let var_0 = vec3<u32>(2532u, 4294967295u, ~u_input.a);
        let var_1 = Struct_1(global0.x, mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1460f) + -411f), _wgslsmith_f_op_f32(-global0.x)), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-875f, -126f, _wgslsmith_f_op_f32(select(-564f, -318f, false))))).yx), true, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(1483f, -163f, global0.x, global0.x) - vec4<f32>(global0.x, global0.x, global0.x, global0.x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1190f, global0.x, global0.x, -145f) - vec4<f32>(global0.x, 1243f, -1000f, 535f))))), vec4<f32>(global0.x, _wgslsmith_f_op_f32(-global0.x), global0.x, global0.x), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0.x, global0.x, 495f, global0.x), vec4<f32>(global0.x, -1000f, global0.x, global0.x))), vec4<f32>(global0.x, global0.x, -627f, global0.x)) + _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global0.x, global0.x, -931f, -1020f), vec4<f32>(796f, 127f, global0.x, global0.x)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(883f, global0.x, global0.x, global0.x) - vec4<f32>(227f, global0.x, -1529f, 213f))))), select(abs(vec3<i32>(1i, sign(28311i), 8990i)), extractBits(vec3<i32>(i32(-2147483648), -1i, 41691i) >> (vec3<u32>(1u, var_0.x, 2766u) % vec3<u32>(32u)), reverseBits(var_0.x), 10261u | u_input.a) >> (abs(vec3<u32>(52169u, u_input.a, u_input.a)) % vec3<u32>(32u)), true).x);
        break;
    }
    let var_0 = Struct_3(!((global0.x == _wgslsmith_f_op_f32(-global0.x)) || true), global0.x, Struct_1(global0.x, mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0.x, -982f, 1380f, -513f), vec4<f32>(-136f, global0.x, global0.x, global0.x))).x, global0.x), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(-754f, 485f, global0.x, global0.x) + vec4<f32>(global0.x, global0.x, 1190f, global0.x)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global0.x, global0.x, -224f, 1022f))))).ww), false, mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(global0.x * -1334f), _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(global0.x * global0.x), _wgslsmith_f_op_f32(917f * global0.x)), vec4<f32>(_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(global0.x, global0.x))).x, _wgslsmith_f_op_f32(-978f), global0.x, 1356f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, 493f, 1000f, global0.x))), vec2<i32>(1i, 1i).x), u_input.a, mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(global0.x, 698f, global0.x))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(ceil(global0.x))), _wgslsmith_f_op_f32(-238f - _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(global0.x, 249f, 1363f))).x)), vec4<f32>(_wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1367f * -111f) - _wgslsmith_f_op_f32(trunc(-695f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-655f)), 414f), vec4<f32>(_wgslsmith_div_f32(2061f, _wgslsmith_f_op_f32(-global0.x)), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global0.x, 447f, global0.x))).x, 1192f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(max(-358f, global0.x)) + _wgslsmith_f_op_f32(-(-1542f))))));
    switch (var_0.c.e >> (~(atomicSub(&wg_atomic_u32, firstLeadingBit(vec4<u32>(u_input.a, var_0.d, var_0.d, 36314u)).x) + ~(u_input.a + var_0.d)) % 32u)) {
        case 23601i: {
            var var_1 = select(!vec2<bool>(var_0.c.c, select(!vec4<bool>(true, false, var_0.c.c, var_0.a), select(vec4<bool>(true, true, true, false), vec4<bool>(var_0.c.c, var_0.a, false, var_0.a), vec4<bool>(var_0.c.c, false, true, var_0.c.c)), select(vec4<bool>(var_0.a, var_0.c.c, false, true), vec4<bool>(true, true, var_0.c.c, true), vec4<bool>(false, false, var_0.a, false))).x), select(!select(select(vec3<bool>(var_0.c.c, false, true), vec3<bool>(var_0.a, false, true), vec3<bool>(true, var_0.c.c, true)), vec3<bool>(var_0.c.c, var_0.c.c, var_0.c.c), select(vec4<bool>(var_0.c.c, false, false, var_0.c.c), vec4<bool>(false, var_0.c.c, false, false), false).x).zy, select(!select(vec3<bool>(var_0.c.c, false, true), vec3<bool>(var_0.a, true, true), vec3<bool>(var_0.c.c, var_0.a, var_0.c.c)), !(!vec3<bool>(var_0.c.c, false, true)), true).zz, !(!(!vec2<bool>(true, var_0.a)))), any(vec3<bool>(select(vec2<bool>(var_0.c.c, false), vec2<bool>(false, var_0.a), false).x, all(vec4<bool>(true, true, var_0.a, var_0.a)), true)) || !(select(vec3<u32>(u_input.a, 0u, 28199u), vec3<u32>(0u, 0u, 1u), var_0.a).x >= (var_0.d << (u_input.a % 32u)))).x;
            var var_2 = Struct_4(insertBits(insertBits(-(-vec2<i32>(38463i, var_0.c.e)), abs(firstLeadingBit(vec4<i32>(i32(-2147483648), i32(-2147483648), var_0.c.e, var_0.c.e))).zy, var_0.d, atomicAdd(&wg_atomic_u32, 4294967295u)), vec2<i32>(-60124i, firstTrailingBit(abs(vec3<i32>(var_0.c.e, var_0.c.e, 0i))).x), ~(4294967295u * u_input.a) << (var_0.d % 32u), 17474u).x, mat4x2<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_vec2_f32(clamp(var_0.c.b[_wgslsmith_index_u32(20499u, 2u)], var_0.c.b[_wgslsmith_index_u32(66369u, 2u)], var_0.e[_wgslsmith_index_u32(2599u, 3u)].yw)).x, -1629f, -162f, _wgslsmith_f_op_f32(-var_0.e[_wgslsmith_index_u32(u_input.a, 3u)].x)))).yy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1011f, var_0.c.b[_wgslsmith_index_u32(28421u, 2u)].x)) + vec2<f32>(-2967f, var_0.e[_wgslsmith_index_u32(u_input.a, 3u)].x)) + vec2<f32>(_wgslsmith_div_f32(1252f, var_0.e[_wgslsmith_index_u32(var_0.d, 3u)].x), _wgslsmith_f_op_f32(-642f - var_0.e[_wgslsmith_index_u32(u_input.a, 3u)].x))), _wgslsmith_f_op_vec2_f32(var_0.c.b[_wgslsmith_index_u32(45154u, 2u)] * var_0.c.b[_wgslsmith_index_u32(1u, 2u)]), vec2<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.b, global0.x, var_0.e[_wgslsmith_index_u32(61164u, 3u)].x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(fract(var_0.e[_wgslsmith_index_u32(var_0.d, 3u)].wzw)).x))));
            var_1 = _wgslsmith_div_f32(-1080f, var_2.b[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(0u, 40166u, u_input.a, 4294967295u)).x | u_input.a, 4u)].x) <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(var_0.c.d[_wgslsmith_index_u32(_wgslsmith_mod_u32(~1416u, 62702u), 3u)].wyw)).x);
        }
        default: {
            for (var var_1 = 1i; reverseBits((u_input.a >> (~var_0.d % 32u)) / dot(clamp(vec4<u32>(4294967295u, 0u, 0u, 4294967295u), vec4<u32>(60352u, 0u, 1u, 4294967295u), vec4<u32>(u_input.a, 1u, var_0.d, u_input.a)).zy, vec2<u32>(u_input.a, 1u))) <= var_0.d; ) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                var var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(fract(var_0.c.d[_wgslsmith_index_u32(0u * var_0.d, 3u)])).wyz)), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1194f, 1013f, -819f, global0.x), vec4<f32>(-1462f, var_0.b, 911f, global0.x)))))).zxw);
                continue;
            }
            if (var_0.c.c) {
                let var_1 = vec4<u32>(u_input.a, ~countTrailingZeros(vec2<u32>(0u, 31706u) / vec2<u32>(29164u, 1u)).x / extractBits(~var_0.d * 1u, u_input.a, 11788u), u_input.a, atomicOr(&wg_atomic_u32, ((var_0.d ^ 0u) - (var_0.d ^ 19044u)) | var_0.d));
            } else if (var_0.b <= _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-var_0.e[_wgslsmith_index_u32(1u | var_0.d, 3u)]))).yz)).x) {
                var var_1 = mat4x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_0.c.d[_wgslsmith_index_u32(select(vec4<u32>(var_0.d, 20246u, 42931u, u_input.a), vec4<u32>(u_input.a, u_input.a, 0u, u_input.a), true).x, 3u)] * var_0.c.d[_wgslsmith_index_u32(~u_input.a, 3u)])), var_0.e[_wgslsmith_index_u32(4294967295u - ~(var_0.d ^ 4294967295u), 3u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-936f, _wgslsmith_f_op_f32(-var_0.c.a), _wgslsmith_f_op_f32(339f + _wgslsmith_f_op_f32(-var_0.b)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1002f)) - _wgslsmith_f_op_f32(fract(var_0.b))))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.e[_wgslsmith_index_u32(u_input.a, 3u)].x, var_0.e[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x, global0.x), vec4<f32>(global0.x, var_0.b, 1038f, 1000f), false)), var_0.e[_wgslsmith_index_u32(1u, 3u)], _wgslsmith_div_vec4_f32(var_0.e[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(global0.x, 460f, 812f, global0.x)))) - vec4<f32>(_wgslsmith_f_op_f32(step(-684f, global0.x)), _wgslsmith_f_op_f32(-var_0.e[_wgslsmith_index_u32(0u, 3u)].x), global0.x, _wgslsmith_f_op_f32(-(-1680f)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-930f), _wgslsmith_f_op_f32(-(-115f)), -1286f, -1032f)))), vec4<f32>(-1513f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1188f)) - -119f), var_0.c.a, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.b, var_0.c.b[_wgslsmith_index_u32(var_0.d, 2u)].x, 195f) * vec3<f32>(-483f, global0.x, global0.x)))).x));
                let var_2 = var_0.c.b;
            } else if (select(select(select(!select(vec4<bool>(var_0.c.c, var_0.c.c, var_0.c.c, true), vec4<bool>(var_0.c.c, var_0.c.c, var_0.c.c, var_0.c.c), vec4<bool>(var_0.a, var_0.c.c, var_0.c.c, true)), vec4<bool>(!var_0.c.c, !var_0.a, true, i32(-2147483648) != var_0.c.e), var_0.a), !(!vec4<bool>(var_0.c.c, var_0.c.c, var_0.a, var_0.c.c)), true), !vec4<bool>(var_0.c.c, all(!vec2<bool>(true, var_0.a)), select(vec2<bool>(var_0.c.c, var_0.c.c), vec2<bool>(false, var_0.a), false).x && (true | var_0.c.c), var_0.c.c), any(!select(vec4<bool>(var_0.a, true, var_0.a, var_0.c.c), vec4<bool>(var_0.c.c, false, false, var_0.a), !vec4<bool>(var_0.a, false, var_0.a, var_0.c.c)).xwz)).x) {
                let var_1 = var_0.c;
                return countOneBits(vec2<u32>(~select(vec3<u32>(u_input.a, var_0.d, 28338u), vec3<u32>(u_input.a, 4294967295u, 11u), vec3<bool>(false, true, var_0.a)).x, ~(~1u)) >> (vec2<u32>(clamp(~vec4<u32>(24084u, 24750u, u_input.a, 53056u), vec4<u32>(u_input.a, 0u, 53078u, var_0.d) / vec4<u32>(var_0.d, 1u, 2633u, u_input.a), vec4<u32>(u_input.a, 52015u, 4294967295u, 35794u)).x, ~(~1u)) % vec2<u32>(32u)));
            }
            (global0).x = var_0.e[_wgslsmith_index_u32(var_0.d, 3u)].x;
            var var_1 = var_0.c;
        }
    }
    (global0).x = _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-var_0.e[_wgslsmith_index_u32(1u, 3u)]))).x;
    let var_1 = abs(vec2<i32>(reverseBits(-vec4<i32>(var_0.c.e, 2147483647i, var_0.c.e, var_0.c.e)).x, 1i) ^ ~(-vec2<i32>(1154i, var_0.c.e) ^ ~vec2<i32>(var_0.c.e, var_0.c.e)));
    return firstTrailingBit(_wgslsmith_mod_vec4_u32(~vec4<u32>(14583u, 3765u, u_input.a, u_input.a), ~vec4<u32>(u_input.a, 7526u, var_0.d, var_0.d)) >> (~(~vec4<u32>(23413u, u_input.a, 22374u, 1u)) % vec4<u32>(32u))).yz / ~max(~select(vec4<u32>(1u, 80378u, u_input.a, 13472u), vec4<u32>(4244u, var_0.d, 40482u, u_input.a), vec4<bool>(true, var_0.a, true, var_0.a)).zwx, countTrailingZeros(vec3<u32>(88964u, var_0.d, u_input.a))).yy;
}

fn func_4() -> vec4<f32> {
    let var_0 = vec3<bool>(!(atomicOr(&wg_atomic_u32, max(vec4<u32>(u_input.a, 0u, 1u, u_input.a), vec4<u32>(10039u, 4294967295u, u_input.a, u_input.a)).x) >= 39771u), true, true);
    var var_1 = ~vec2<u32>(~(atomicMin(&wg_atomic_u32, 1u) / ~u_input.a), 20583u);
    var var_2 = -countOneBits(vec4<i32>(1i, abs(vec3<i32>(35102i, 28595i, 10700i)).x, -(-7864i), i32(-2147483648) * 0i)).xzw ^ -(-(vec3<i32>(1i, 1i, 1i) << (vec3<u32>(17688u, u_input.a, var_1.x) % vec3<u32>(32u))));
    switch (31941i) {
        case -16153i: {
            loop {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                var var_3 = func_5();
                (var_1).x = 36299u;
                continue;
            }
            let var_3 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(abs(global0.x)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-292f), 2109f) - global0.x), _wgslsmith_f_op_f32(-(-181f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, -1034f, global0.x, global0.x) + vec4<f32>(1000f, 469f, 1080f, -1066f)), vec4<f32>(global0.x, global0.x, global0.x, -753f))).yyz + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0.x, -2045f, -192f, -914f))).xwx) - _wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, -1676f, global0.x)), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-1362f, global0.x, -826f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, 1000f, global0.x))))));
            let var_4 = var_3[_wgslsmith_index_u32(var_1.x & countTrailingZeros(((0u | var_1.x) << (~u_input.a % 32u)) - countTrailingZeros(var_1.x)), 2u)].yx;
            for (var var_5: i32; var_5 <= 0i; var_5 -= 1i) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                break;
            }
        }
        case 0i: {
            if (!(_wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_div_vec2_f32(vec2<f32>(-1332f, global0.x), vec2<f32>(782f, global0.x)))).x)) <= _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(global0.x - global0.x), 989f)))) {
                (var_2).x = dot(-vec2<i32>(60993i, ~(2974i * 24096i)), sign(vec2<i32>(var_2.x, -atomicMin(&wg_atomic_i32, 1i))));
                var var_3 = Struct_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(clamp(global0.x, global0.x, _wgslsmith_f_op_f32(-(-932f))))), mat2x2<f32>(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global0.x, _wgslsmith_f_op_f32(global0.x * global0.x), 212f))).zz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1277f, global0.x, global0.x, global0.x))).xx)))), select(vec3<bool>(var_0.x, (var_2.x << (0u % 32u)) <= var_2.x, true), var_0, select(vec2<bool>(select(true, var_0.x, var_0.x), !var_0.x), !var_0.zz, any(vec3<bool>(var_0.x, true, true))).x).x, mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(651f * global0.x)), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global0.x, global0.x, 1000f))).x, 312f), 146f, -476f), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, -1220f, global0.x, global0.x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-674f, global0.x, 1646f, -753f) * vec4<f32>(1325f, global0.x, global0.x, -1284f))))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, 1000f, -1026f, global0.x) - vec4<f32>(-1091f, -1115f, 905f, 456f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, global0.x, global0.x, -309f), vec4<f32>(global0.x, 990f, 1592f, global0.x), var_0.x)) + _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-857f, global0.x, global0.x, -210f)))), select(vec4<bool>(true, true, true, false), !vec4<bool>(var_0.x, true, var_0.x, var_0.x), vec4<bool>(true, var_0.x, true, true))))), ~countOneBits(-var_2.x) | 1i);
                var var_4 = Struct_4(var_3.e | var_2.x, mat4x2<f32>(_wgslsmith_f_op_vec2_f32(var_3.d[_wgslsmith_index_u32(var_1.x, 3u)].xx - _wgslsmith_f_op_vec2_f32(-var_3.d[_wgslsmith_index_u32(~4294967295u, 3u)].yw)), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(floor(var_3.d[_wgslsmith_index_u32(0u, 3u)])))).zwx)).yx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0.x, 788f, -503f), vec3<f32>(var_3.b[_wgslsmith_index_u32(var_1.x, 2u)].x, -1915f, -420f), true)).yz + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-168f, global0.x)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(abs(var_3.d[_wgslsmith_index_u32(u_input.a, 3u)].yww)).xx) * _wgslsmith_f_op_vec2_f32(vec2<f32>(var_3.d[_wgslsmith_index_u32(u_input.a, 3u)].x, -527f) * _wgslsmith_f_op_vec2_f32(var_3.d[_wgslsmith_index_u32(4950u, 3u)].zw - vec2<f32>(-131f, 307f))))));
                let var_5 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, -477f, -733f, var_3.b[_wgslsmith_index_u32(0u, 2u)].x))))))).xyy, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_3.d[_wgslsmith_index_u32(0u, 3u)].ywy * vec3<f32>(global0.x, global0.x, var_4.b[_wgslsmith_index_u32(32101u, 4u)].x)) + _wgslsmith_f_op_vec4_f32(trunc(var_3.d[_wgslsmith_index_u32(46002u, 3u)])).xwx) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(153f, var_4.b[_wgslsmith_index_u32(var_1.x, 4u)].x, -1295f)))) - var_3.d[_wgslsmith_index_u32(16396u * ~var_1.x, 3u)].wyx));
            }
            return _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1634f))), global0.x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global0.x, 869f))).x)), 1f), global0.x));
        }
        default: {
        }
    }
    let var_3 = mat4x2<f32>(vec2<f32>(_wgslsmith_div_f32(-280f, -812f), 891f), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0.x * global0.x) - _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0.x, -380f, global0.x, -1159f))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-852f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.x)), 373f))).zz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, -680f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-533f, global0.x))) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(-846f, global0.x))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, 1212f)) - _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(202f, -287f, global0.x))).xx))), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-2512f, -1000f, global0.x)))))).yy)));
    return _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(vec3<f32>(var_3[_wgslsmith_index_u32(u_input.a, 4u)].x, 1000f, var_3[_wgslsmith_index_u32(86893u, 4u)].x), vec3<f32>(global0.x, -1810f, -1000f))), _wgslsmith_f_op_f32(-(-606f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_3[_wgslsmith_index_u32(u_input.a, 4u)].x + 106f)), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, var_3[_wgslsmith_index_u32(8151u, 4u)].x, var_3[_wgslsmith_index_u32(1u, 4u)].x)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_3[_wgslsmith_index_u32(var_1.x, 4u)].x, var_3[_wgslsmith_index_u32(56111u, 4u)].x, 740f)), var_0)).x, _wgslsmith_f_op_vec2_f32(max(var_3[_wgslsmith_index_u32(~30979u, 4u)], _wgslsmith_f_op_vec2_f32(var_3[_wgslsmith_index_u32(20691u, 4u)] + vec2<f32>(var_3[_wgslsmith_index_u32(var_1.x, 4u)].x, global0.x)))).x))));
}

fn func_3() -> Struct_4 {
    if (false) {
        (global0).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.x) + global0.x);
        (global0).x = _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(func_4()), vec4<f32>(_wgslsmith_div_f32(global0.x, global0.x), -1000f, _wgslsmith_f_op_f32(-960f + global0.x), 1000f), false))))).x;
        if (true) {
            var var_0 = u_input.a;
        }
        if (true) {
            (global0).x = -106f;
            let var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0.x, -426f, 316f, -2021f)))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, -1000f, -1528f, global0.x) + vec4<f32>(377f, 1228f, global0.x, global0.x))))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, -1406f, global0.x))), _wgslsmith_div_vec4_f32(vec4<f32>(1633f, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(-783f, 1147f, global0.x))).x, -1281f, global0.x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(536f, 1386f, 904f, global0.x) * vec4<f32>(-1032f, global0.x, global0.x, 1539f)))), true)));
        }
    } else {
        global0 = _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0.x, 1105f, global0.x, global0.x))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(103f, global0.x, global0.x, global0.x) + vec4<f32>(global0.x, global0.x, global0.x, global0.x))))))).xz, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-125f, -493f, global0.x, -444f) + vec4<f32>(global0.x, global0.x, 1049f, 601f))), vec4<f32>(global0.x, global0.x, global0.x, _wgslsmith_f_op_f32(-(-655f))))).zy, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0.x * global0.x) + global0.x), -899f)));
        global0 = _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1208f, global0.x, global0.x, -1004f), vec4<f32>(-855f, global0.x, 1580f, global0.x), vec4<bool>(true, true, true, false))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(2726f, global0.x, global0.x, global0.x) - vec4<f32>(global0.x, global0.x, global0.x, 1735f))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, global0.x, -371f, global0.x) - vec4<f32>(-973f, 326f, 1644f, -1078f)))), true)), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(global0.x, -1310f), vec2<f32>(global0.x, -760f), vec2<bool>(false, false))).x * global0.x), -1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-333f)) * _wgslsmith_f_op_vec3_f32(select(vec3<f32>(1579f, -484f, -1049f), vec3<f32>(global0.x, global0.x, 1459f), true)).x), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, global0.x, -221f, global0.x)))).x))))).xx;
    }
    (global0).x = -1074f;
    switch (~2147483647i << (((~abs(4294967295u) >> (u_input.a % 32u)) / firstLeadingBit(countOneBits(vec4<u32>(4294967295u, u_input.a, 6275u, 1u) << (vec4<u32>(u_input.a, u_input.a, u_input.a, 1u) % vec4<u32>(32u))).xx).x) % 32u)) {
        case -31966i: {
            var var_0 = Struct_4(vec4<i32>(1i, 1i, 1i, 1i).x, mat4x2<f32>(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(global0.x, -1000f, -166f))).yz * vec2<f32>(global0.x, 1221f)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-1000f * 347f), global0.x)), vec2<f32>(_wgslsmith_f_op_f32(min(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(394f, global0.x, global0.x))).x, global0.x)), 1219f), _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(1003f, global0.x), vec2<f32>(-338f, -569f))).x, -329f), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, global0.x, global0.x, global0.x) + vec4<f32>(global0.x, global0.x, global0.x, -295f)))).zy)));
            var var_1 = _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(46760u, 4u)].x, -1730f, 1096f, global0.x)))))))).wyy)).x;
            var var_2 = mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(var_0.b[_wgslsmith_index_u32(u_input.a, 4u)].x, -505f), var_0.b[_wgslsmith_index_u32(u_input.a, 4u)]))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), 160f, -568f, _wgslsmith_f_op_f32(-(-937f))))).zx), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.b[_wgslsmith_index_u32(u_input.a, 4u)].x, -524f, -1724f))) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.b[_wgslsmith_index_u32(u_input.a, 4u)].x, global0.x, -739f)))), vec3<f32>(_wgslsmith_f_op_f32(-(-1465f)), global0.x, 122f))).xy);
        }
        default: {
            switch (~((abs(-31183i) << ((1u & u_input.a) % 32u)) - 1i)) {
                case 13587i: {
                    var var_0 = _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(global0.x, 504f), _wgslsmith_f_op_f32(min(-930f, -1637f)), 1253f, _wgslsmith_f_op_f32(-global0.x))))).yzy, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(vec4<f32>(global0.x, global0.x, -185f, 411f), vec4<f32>(-1922f, global0.x, global0.x, -551f)))).xzz - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0.x, global0.x, -1000f, 120f))).zxw)))), true)).zz;
                    var var_1 = select(~vec4<u32>(1u, ~31991u, 84952u, _wgslsmith_mod_u32(u_input.a, u_input.a)), vec4<u32>(u_input.a, reverseBits(vec2<u32>(1u, 1u)).x, countOneBits(~vec3<u32>(1u, 26266u, 0u)).x, countTrailingZeros(_wgslsmith_mod_vec2_u32(vec2<u32>(u_input.a, u_input.a), vec2<u32>(8835u, u_input.a))).x) * vec4<u32>(abs(vec2<u32>(u_input.a, 37017u)).x & u_input.a, 4294967295u, (u_input.a | 4294967295u) - 4294967295u, extractBits(~vec2<u32>(u_input.a, 34831u), u_input.a, u_input.a | 1u).x), atomicCompareExchangeWeak(&wg_atomic_u32, (select(vec4<u32>(0u, 3755u, u_input.a, 15334u), vec4<u32>(4294967295u, u_input.a, u_input.a, 36439u), true).x / ~0u) << (0u % 32u), ~58176u).exchanged).x;
                    let var_2 = ((countOneBits(-33011i * -64268i) | insertBits(-vec3<i32>(36023i, 1i, 7694i), ~vec3<i32>(-26466i, -1i, -16249i), min(vec4<u32>(11109u, 0u, u_input.a, 10488u), vec4<u32>(22471u, 10550u, u_input.a, 57713u)).x, select(vec4<u32>(u_input.a, 3948u, u_input.a, 0u), vec4<u32>(104630u, 12831u, 1u, u_input.a), false).x).x) * clamp(~vec2<i32>(-1i, i32(-2147483648)), -countOneBits(vec2<i32>(1i, 2147483647i)), vec2<i32>(-1i, -25237i) / (vec2<i32>(1i, -72737i) + vec2<i32>(20876i, 19173i))).x) > min(~55009i * -(~(-1i)), ~2147483647i);
                    var_1 = 92258u;
                }
                default: {
                    var var_0 = vec3<i32>(firstTrailingBit(reverseBits(-vec4<i32>(31979i, -1i, 0i, i32(-2147483648)) | insertBits(vec4<i32>(-1i, -54459i, 15873i, 15296i), vec4<i32>(-1i, i32(-2147483648), -1i, -13045i), 0u, u_input.a)).yww).x, 2147483647i - ~atomicMin(&wg_atomic_i32, -(i32(-2147483648))), clamp(countTrailingZeros(~vec3<i32>(-45029i, -46678i, 17917i)), vec3<i32>(1i, 1i, 1i), vec3<i32>(1i, 1i, 1i)).x + (~_wgslsmith_mod_i32(-4707i, 2147483647i) >> (((u_input.a & u_input.a) & atomicSub(&wg_atomic_u32, u_input.a)) % 32u)));
                }
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
    }
    for (var var_0 = 1963i; false; var_0 = countOneBits(min(-(-vec4<i32>(1i, 1i, 1i, 1i)), vec4<i32>(1i, 1i, 1i, 1i))).x) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
    }
    return Struct_4(1i, mat4x2<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1534f, global0.x, -1172f), vec3<f32>(global0.x, global0.x, global0.x), vec3<bool>(true, false, false))) - vec3<f32>(1191f, global0.x, global0.x)))).yz, vec2<f32>(-574f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, global0.x, global0.x) + vec3<f32>(global0.x, -650f, 1000f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, global0.x, global0.x)), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(384f, 694f, global0.x), vec3<f32>(global0.x, -173f, global0.x))))).yy), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0.x, -325f, global0.x), vec3<f32>(global0.x, 1543f, 1263f), vec3<bool>(true, false, true))) - _wgslsmith_f_op_vec3_f32(vec3<f32>(179f, -448f, global0.x) - vec3<f32>(-201f, 1034f, global0.x))))).yz));
}

fn func_2(arg_0: vec4<f32>, arg_1: Struct_5, arg_2: Struct_4) -> f32 {
    (global0).x = -572f;
    if (10366u <= u_input.a) {
    } else if (false) {
        (global0).x = arg_2.b[_wgslsmith_index_u32(u_input.a, 4u)].x;
        let var_0 = _wgslsmith_f_op_vec4_f32(func_4()).x;
        return 1556f;
    } else {
        global0 = vec2<f32>(arg_1.a.x, global0.x);
        while (!((~u_input.a >= 22890u) || true) || !((i32(-2147483648) << (u_input.a % 32u)) >= min(vec3<i32>(-16353i, arg_2.a, arg_2.a) + vec3<i32>(0i, arg_2.a, 0i), firstTrailingBit(vec4<i32>(arg_2.a, 2147483647i, -26949i, -6310i)).zwy).x)) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            var var_0 = ~abs(select(min(vec3<u32>(1u, 7301u, u_input.a), vec3<u32>(u_input.a, u_input.a, u_input.a)) * (vec3<u32>(u_input.a, 51266u, 38743u) * vec3<u32>(u_input.a, u_input.a, u_input.a)), ~vec3<u32>(u_input.a, u_input.a, 0u), atomicCompareExchangeWeak(&wg_atomic_i32, firstLeadingBit(vec4<i32>(0i, 50105i, -12078i, arg_2.a)).x, -32670i).exchanged)).x;
            let var_1 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_2.b[_wgslsmith_index_u32(u_input.a, 4u)].x + -1000f))), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_div_f32(558f, -110f), _wgslsmith_f_op_f32(select(804f, arg_2.b[_wgslsmith_index_u32(16927u, 4u)].x, true)), 208f, _wgslsmith_f_op_f32(-global0.x)))).x, _wgslsmith_f_op_vec2_f32(max(vec2<f32>(_wgslsmith_f_op_f32(-arg_2.b[_wgslsmith_index_u32(u_input.a, 4u)].x), _wgslsmith_f_op_f32(-1000f)), vec2<f32>(1057f, _wgslsmith_f_op_f32(fract(-1467f))))).x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-1147f, global0.x)), arg_0.x, _wgslsmith_f_op_vec3_f32(exp2(arg_1.a.ywx)).x, _wgslsmith_f_op_f32(-arg_0.x))), arg_1.a);
            var var_2 = Struct_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-465f * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1279f) + _wgslsmith_div_f32(global0.x, global0.x)))), mat2x2<f32>(_wgslsmith_f_op_vec4_f32(exp(var_1[_wgslsmith_index_u32(u_input.a, 3u)])).zy, vec2<f32>(arg_0.x, _wgslsmith_f_op_f32(-1000f - arg_2.b[_wgslsmith_index_u32(1u, 4u)].x))), true, var_1, ~(func_3().a ^ 2147483647i) * arg_2.a);
        }
        for (var var_0 = 2147483647i; var_0 > -52445i; var_0 += 1i) {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            (global0).x = _wgslsmith_f_op_f32(-arg_2.b[_wgslsmith_index_u32(6533u, 4u)].x);
        }
        let var_0 = Struct_2(Struct_1(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec4_f32(clamp(arg_1.a, _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1739f, global0.x, arg_2.b[_wgslsmith_index_u32(9747u, 4u)].x, 932f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(445f, global0.x, arg_2.b[_wgslsmith_index_u32(32712u, 4u)].x, 744f))))).xw)).x, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_2.b[_wgslsmith_index_u32(1u, 4u)]), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-748f, 496f)) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(-944f, 503f)))), atomicCompareExchangeWeak(&wg_atomic_u32, ~u_input.a, u_input.a).exchanged || vec2<bool>(true, true).x, mat3x4<f32>(arg_0, arg_1.a, arg_0), arg_2.a));
    }
    return _wgslsmith_f_op_vec3_f32(min(vec3<f32>(arg_2.b[_wgslsmith_index_u32(abs(firstLeadingBit(~vec3<u32>(52370u, 38938u, u_input.a))).x, 4u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-1569f - -260f), global0.x), _wgslsmith_f_op_f32(-arg_2.b[_wgslsmith_index_u32(39890u, 4u)].x)), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-906f)) + _wgslsmith_f_op_f32(-831f)) * _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2.b[_wgslsmith_index_u32(0u, 4u)].x, arg_2.b[_wgslsmith_index_u32(2610u, 4u)].x, global0.x, arg_1.a.x)), _wgslsmith_f_op_vec4_f32(arg_1.a * vec4<f32>(arg_1.a.x, -1712f, arg_2.b[_wgslsmith_index_u32(u_input.a, 4u)].x, -2476f))))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(max(356f, arg_0.x)), _wgslsmith_f_op_f32(-arg_0.x))), _wgslsmith_f_op_f32(global0.x * arg_0.x)))).x;
}

fn func_1(arg_0: u32, arg_1: vec3<f32>) -> Struct_4 {
    if (true) {
        if (false) {
            global0 = _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-global0.x))), arg_1.x, _wgslsmith_f_op_f32(-1369f * global0.x)))).zy;
        }
    } else if (!((true || ((_wgslsmith_f_op_vec3_f32(exp2(arg_1)).x < _wgslsmith_f_op_f32(-(-464f))))) || (extractBits(~vec3<u32>(48751u, 9072u, u_input.a), ~u_input.a, ~u_input.a).x <= ~(~1u)))) {
        (global0).x = arg_1.x;
    } else if (any(vec2<bool>(true, true))) {
        (global0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(578f + _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.x, arg_1.x, -188f, 1189f)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-110f, arg_1.x, arg_1.x, 467f))))))));
    }
    global0 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_1.x, _wgslsmith_f_op_f32(-482f * -1103f)) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_1.xy - _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_1.x, 454f) * arg_1.yx)) * _wgslsmith_f_op_vec2_f32(vec2<f32>(1110f, -1000f) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, -1721f))))) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_1.zz))) - arg_1.yy));
    (global0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, arg_1.x, global0.x, -443f)) * _wgslsmith_div_vec4_f32(vec4<f32>(1218f, -1433f, global0.x, global0.x), vec4<f32>(global0.x, -3361f, 1112f, 797f))))))).x);
    while (firstLeadingBit(sign(vec4<i32>(72i, 49401i, 2147483647i, 0i)) / vec4<i32>(1i, 1i, 1i, 1i)).x <= dot(~(-vec3<i32>(-1i, -26432i, 0i)) - -vec3<i32>(1i, 1i, 1i), -insertBits(vec4<i32>(13944i, 11416i, 0i, 0i), ~vec4<i32>(2147483647i, i32(-2147483648), -47559i, 0i), 0u, dot(vec2<u32>(4294967295u, arg_0), vec2<u32>(u_input.a, u_input.a))).wyz)) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        continue;
    }
    let var_0 = Struct_5(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(521f, -1096f, global0.x, -1473f), vec4<f32>(arg_1.x, arg_1.x, arg_1.x, arg_1.x), vec4<bool>(false, false, true, false)))) - _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(arg_1.x, arg_1.x, arg_1.x, global0.x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 1034f, global0.x, -422f) + vec4<f32>(-1475f, 1000f, arg_1.x, 168f)) - _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0.x, -875f, arg_1.x, -847f))))), vec4<f32>(global0.x, global0.x, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_div_vec3_f32(arg_1, arg_1), _wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, global0.x, -2043f) + arg_1))).x, 1575f))));
    return func_3();
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    for (var var_0: i32; ; (global0).x = _wgslsmith_f_op_f32(global0.x * _wgslsmith_f_op_f32(-(-1698f)))) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        switch (-44185i) {
            case 21984i: {
            }
            case i32(-2147483648): {
                var var_1 = func_1(4294967295u, _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0.x, 1393f, global0.x, global0.x), vec4<f32>(global0.x, global0.x, -220f, 285f))))).x, -1330f, _wgslsmith_f_op_f32(func_2(_wgslsmith_f_op_vec4_f32(vec4<f32>(-228f, 845f, 1690f, 1202f) + vec4<f32>(1293f, 794f, 227f, global0.x)), Struct_5(vec4<f32>(-1642f, 1439f, 318f, 423f)), func_3()))) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, -147f, -748f)))));
                continue;
            }
            case -33108i: {
                var_0 = ~atomicCompareExchangeWeak(&wg_atomic_i32, i32(-2147483648) + (-(-43202i) << (builtin_workgroup_id.x % 32u)), -15291i).old_value;
                let var_1 = vec2<bool>(select(vec4<bool>(u_input.a <= 18191u, true, any(vec4<bool>(true, true, true, true)), ~30090u != ~u_input.a), vec4<bool>(true, true, true, true), vec4<bool>(false, atomicCompareExchangeWeak(&wg_atomic_u32, 11639u, ~u_input.a).exchanged, false, true)).x, true);
            }
            default: {
                let var_1 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1002f, global0.x, -201f, 510f), vec4<f32>(481f, global0.x, global0.x, global0.x))))).wy)).x, _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, global0.x, global0.x, global0.x), vec4<f32>(global0.x, global0.x, global0.x, -1666f), vec4<bool>(false, false, false, true))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, -1261f, 1257f, 2726f))))))), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-global0.x), 936f, _wgslsmith_f_op_f32(saturate(780f))), vec3<f32>(_wgslsmith_f_op_f32(-(-616f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0.x, global0.x, global0.x, global0.x))).x, _wgslsmith_f_op_f32(-global0.x))))).xx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(874f + -2025f)), -561f)), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1709f) * 1106f)), _wgslsmith_div_f32(global0.x, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1501f, global0.x, 3122f)), vec3<f32>(304f, 864f, 910f))).x)));
                break;
            }
        }
        for (var var_1 = i32(-2147483648); (insertBits(0i, -51976i, ~u_input.a, 0u) < 1i); var_1 -= 1i) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            let var_2 = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-1284f, -1828f, -1543f))) - _wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, global0.x, 168f) + vec3<f32>(-1129f, 1292f, global0.x))), _wgslsmith_f_op_vec4_f32(func_4()).wyw), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_div_vec4_f32(vec4<f32>(global0.x, global0.x, -1256f, 236f), vec4<f32>(global0.x, global0.x, global0.x, -589f)))).wwy), true)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1326f, global0.x, -472f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, 1060f, 362f, global0.x), vec4<f32>(-1295f, global0.x, global0.x, 174f), vec4<bool>(false, false, true, false))).ywy))));
        }
        var var_1 = Struct_3(any(vec2<bool>(true, true)), -1222f, Struct_1(_wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global0.x * global0.x), 1005f), _wgslsmith_f_op_f32(-global0.x)), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(1352f, 1000f, global0.x))).xy), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(global0.x, -446f) * vec2<f32>(global0.x, -153f)) + _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(global0.x, 720f))))), true, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0.x, 157f, global0.x, global0.x))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(310f, 155f, -295f, global0.x))), vec4<f32>(_wgslsmith_f_op_f32(abs(-456f)), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-670f, 2306f, global0.x))).x, _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(569f, global0.x, global0.x, -499f))).x, -913f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, global0.x, global0.x)))), atomicAnd(&wg_atomic_i32, firstLeadingBit(vec4<i32>(35424i, 2147483647i, 18984i, 36264i)).x) << (0u % 32u)), u_input.a, mat3x4<f32>(vec4<f32>(-3577f, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0.x, -879f, global0.x, global0.x))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0.x, 1253f, global0.x, 2219f))).x), -1050f), vec4<f32>(853f, _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-2053f), global0.x)), _wgslsmith_div_f32(global0.x, _wgslsmith_f_op_f32(select(global0.x, global0.x, true))), global0.x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global0.x, -512f, -1770f, 1119f), vec4<f32>(global0.x, global0.x, -1346f, -347f)))));
    }
    if (select(vec3<bool>(all(vec2<bool>(true, false)), _wgslsmith_f_op_f32(abs(global0.x)) != global0.x, false), vec3<bool>(true, true, true), true).x != !((atomicMax(&wg_atomic_i32, 0i) * (31711i + -1i)) > -(-(-2746i)))) {
        var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-(-1164f)), -1000f) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, global0.x, -2242f)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0.x, global0.x, global0.x, 192f))))) * vec4<f32>(global0.x, global0.x, global0.x, -460f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-1179f), _wgslsmith_f_op_f32(global0.x - 1003f), _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-225f * 967f))) * _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0.x, 815f, global0.x, global0.x), vec4<f32>(945f, -1000f, 1000f, global0.x), vec4<f32>(-513f, 400f, global0.x, global0.x)))))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1452f, -1706f, global0.x, 670f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-117f, global0.x, 693f, global0.x)), vec4<bool>(true, true, true, true))).x, _wgslsmith_f_op_f32(-(-1615f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0.x + global0.x) * func_3().b[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_f32(global0.x * 159f)) + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), global0.x, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(dot(vec3<f32>(1533f, 2858f, global0.x), vec3<f32>(-1263f, global0.x, global0.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1390f, 233f, -1379f, 144f), vec4<f32>(255f, 152f, -539f, global0.x))) - vec4<f32>(global0.x, global0.x, global0.x, 148f)), vec4<bool>(true, true, true, true)))));
        loop {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            var var_1 = func_3().b;
            continue;
        }
        while (all(vec4<bool>(true, true, true, true).xxw)) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            continue;
        }
        for (var var_1 = i32(-2147483648); (builtin_workgroup_id.x > 17528u) || true; var_1 -= 1i) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            continue;
        }
        let var_1 = builtin_workgroup_id.yx;
    }
    loop {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        switch (2147483647i) {
            case 0i: {
            }
            case -43107i: {
            }
            default: {
                continue;
            }
        }
        for (var var_0 = i32(-2147483648); all(vec3<bool>(true, true, true)); ) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            continue;
        }
        if (true) {
        }
        continuing {
            loop {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                let var_0 = Struct_4(-(-countTrailingZeros(vec3<i32>(1i, 1i, 1i).x)), mat4x2<f32>(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, global0.x, 632f) - vec3<f32>(306f, -541f, 1000f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-363f, global0.x, -348f))))).xz, vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-132f)), 1199f), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0.x, global0.x, global0.x), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, 339f, -411f)), true)).x), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(-374f, global0.x), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, -1000f, global0.x, global0.x), vec4<f32>(103f, global0.x, -2771f, -1005f), vec4<bool>(false, true, false, true))).yx) + _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, global0.x)), vec2<f32>(-1454f, -1000f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global0.x, global0.x, global0.x, global0.x))).yz) + vec2<f32>(_wgslsmith_f_op_f32(-632f - global0.x), global0.x))));
            }
            let var_0 = select(firstLeadingBit(~((vec4<u32>(0u, 10819u, 0u, 0u) + vec4<u32>(u_input.a, u_input.a, 1u, 69565u)) / ~vec4<u32>(u_input.a, u_input.a, 0u, 1u))), vec4<u32>((u_input.a & 63704u) + select(vec2<u32>(u_input.a, u_input.a), vec2<u32>(0u, 4109u), true).x, 17846u, 19971u, ~builtin_workgroup_id.x) & reverseBits(~min(vec4<u32>(builtin_workgroup_id.x, u_input.a, u_input.a, builtin_workgroup_id.x), vec4<u32>(64545u, 1924u, builtin_workgroup_id.x, 21434u))), all(vec4<bool>(true, true, true, true)));
            loop {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
                var var_1 = firstTrailingBit(select(firstTrailingBit(_wgslsmith_mod_vec4_u32(var_0, max(vec4<u32>(builtin_workgroup_id.x, 4294967295u, u_input.a, u_input.a), var_0))), ~(var_0 | var_0), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, 204f)))).x != global0.x).x);
                var_1 = u_input.a;
                continuing {
                    let var_2 = vec4<bool>(true, true, true, select(vec3<bool>(true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(any(vec2<bool>(true, false)), true, true, any(vec4<bool>(true, false, true, true))), 1u != ~u_input.a).wwz, !(43742u > _wgslsmith_mod_u32(u_input.a, 1u))).x);
                    var var_3 = Struct_3(true, _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_f32(-(-857f)), _wgslsmith_f_op_f32(483f * global0.x), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(global0.x, global0.x, global0.x), vec3<f32>(498f, global0.x, global0.x))).x))).x, -978f), Struct_1(global0.x, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-774f, global0.x)) + _wgslsmith_div_vec2_f32(vec2<f32>(global0.x, 705f), vec2<f32>(-1449f, -729f))), _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, global0.x))))), select(!(!var_2.yzw), vec3<bool>(var_2.x, var_2.x, true), var_2.x).x, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, global0.x, global0.x)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, 615f, global0.x, global0.x), vec4<f32>(global0.x, -314f, 2859f, global0.x), true)))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-231f, global0.x, 213f, global0.x)), vec4<f32>(1138f, -1386f, -430f, 570f), var_2)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1478f, global0.x, 324f, global0.x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, 302f, global0.x, 279f)))), ~75895i), ~(~var_0.x - min(vec4<u32>(var_0.x, var_0.x, builtin_workgroup_id.x, builtin_workgroup_id.x) | var_0, ~vec4<u32>(u_input.a, builtin_workgroup_id.x, builtin_workgroup_id.x, var_0.x)).x), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1206f, global0.x, 1000f, -1000f) + vec4<f32>(-1000f, global0.x, global0.x, 355f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(604f, global0.x, global0.x, -1659f), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0.x, -988f, global0.x, 1330f))), true))), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0.x, -718f, -906f, global0.x))), _wgslsmith_div_vec4_f32(vec4<f32>(1782f, 602f, global0.x, global0.x), vec4<f32>(global0.x, 530f, global0.x, -1213f))) * _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(150f, -1744f, global0.x, -420f), vec4<f32>(2067f, global0.x, global0.x, global0.x))))))));
                    break if var_3.c.c;
                }
            }
            var var_1 = select(!(!vec4<bool>(true, true, 2461u > builtin_workgroup_id.x, true)), select(select(vec4<bool>(true, global0.x == -1279f, true, true), vec4<bool>(true, true, true, true), vec4<bool>(global0.x <= global0.x, false, true, true)), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), u_input.a >= var_0.x), any(vec4<bool>(true, false, true, true))), true).yx;
        }
    }
    (global0).x = global0.x;
    switch (97716i) {
        case -18651i: {
            switch (45369i) {
                default: {
                    let var_0 = mat3x2<f32>(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, 1174f, global0.x, -1355f), vec4<f32>(global0.x, global0.x, -1970f, global0.x), false)).wy)).x, _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global0.x, -550f, global0.x, global0.x))).xw, _wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, global0.x)))).x), global0.x), _wgslsmith_f_op_vec2_f32(vec2<f32>(global0.x, global0.x) * vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-808f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(784f, 1518f))).x - -1282f))), vec2<f32>(1432f, global0.x));
                    var var_1 = _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(992f, _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, 1000f, var_0[_wgslsmith_index_u32(55314u, 3u)].x) * vec3<f32>(643f, 696f, 1375f)), vec3<f32>(793f, global0.x, -1000f))).x, _wgslsmith_div_f32(2477f, _wgslsmith_f_op_f32(step(var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(57287u, 3u)].x)))) - _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x - 820f), _wgslsmith_f_op_f32(-154f), global0.x), vec3<f32>(_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(global0.x, -799f))).x, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1030f, 1409f, -1283f, var_0[_wgslsmith_index_u32(31155u, 3u)].x))).x, 175f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1907f, global0.x, -431f)))) * _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1769f, global0.x, 721f) * vec3<f32>(-899f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 378f)))))));
                    var var_2 = true;
                    var_1 = _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(4294967295u, 3u)] - vec2<f32>(-655f, 388f)), vec3<f32>(1f, 1f, 1f).xy)).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_1.x, -1557f)))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1177f, var_1.x, global0.x, -1441f) * _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1000f, -314f, -858f)))), vec4<f32>(var_0[_wgslsmith_index_u32(64798u, 3u)].x, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, _wgslsmith_f_op_f32(338f - 545f), _wgslsmith_f_op_f32(var_1.x * var_0[_wgslsmith_index_u32(18485u, 3u)].x)))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(78916u, 3u)].x) * 904f), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_1.x, 556f, global0.x, var_1.x))))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.x) * global0.x)), vec4<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(1000f, 1708f, var_1.x), vec3<f32>(869f, var_0[_wgslsmith_index_u32(0u, 3u)].x, global0.x), vec3<bool>(false, false, false))))).x, var_0[_wgslsmith_index_u32(countTrailingZeros(~vec2<u32>(0u, u_input.a) | (vec2<u32>(65335u, u_input.a) ^ vec2<u32>(builtin_workgroup_id.x, 4294967295u))).x, 3u)].x, var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(4294967295u, countTrailingZeros(vec4<u32>(0u, 6462u, 4294967295u, 1u)).x), 3u)].x, global0.x), false)).wwy;
                    (global0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(floor(1174f)) - var_0[_wgslsmith_index_u32(max(~(builtin_workgroup_id.yx + builtin_workgroup_id.yz), vec2<u32>(1834u, builtin_workgroup_id.x) >> ((vec2<u32>(4294967295u, 0u) + builtin_workgroup_id.xz) % vec2<u32>(32u))).x, 3u)].x));
                }
            }
        }
        default: {
            (global0).x = _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, global0.x, global0.x, -2586f) + vec4<f32>(global0.x, global0.x, global0.x, -401f)))).x, _wgslsmith_f_op_f32(-global0.x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(global0.x, global0.x))), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(global0.x, 767f, global0.x))).zx)))), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(global0.x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.x) + global0.x), global0.x))).zx));
            switch (81845i) {
                case -70677i: {
                    let var_0 = 1i;
                    (global0).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), 1028f, global0.x, _wgslsmith_div_f32(global0.x, global0.x)))).x) * _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, -527f, global0.x, -297f))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-817f, 1799f, 723f, -2173f) - vec4<f32>(global0.x, global0.x, 883f, 1384f))))).x);
                }
                default: {
                }
            }
            if (true) {
                var var_0 = ~vec4<u32>(1u, builtin_workgroup_id.x, u_input.a / (builtin_workgroup_id.x + abs(vec3<u32>(82514u, 20284u, builtin_workgroup_id.x)).x), ~(~(~0u)));
                return;
            }
        }
    }
    (global0).x = _wgslsmith_f_op_f32(-(-1471f));
    let var_0 = Struct_5(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(2354f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(-561f))), _wgslsmith_f_op_f32(global0.x - func_3().b[_wgslsmith_index_u32(38374u, 4u)].x), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(542f, -1102f))).x), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(-433f, global0.x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-511f, global0.x))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.x) - vec2<f32>(1f, 1f).x), _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-239f, global0.x, global0.x))).xy)).x), true)));
    let x = u_input.a;
    s_output = StorageBuffer(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(484f, 345f, 285f, 1090f)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a.x, -207f, var_0.a.x, global0.x))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(var_0.a.zzw, var_0.a.wzw))), vec3<f32>(_wgslsmith_f_op_f32(-(-525f)), _wgslsmith_div_f32(var_0.a.x, _wgslsmith_f_op_f32(sign(942f))), _wgslsmith_f_op_f32(-830f))));
}

