// {"0:0":[127,215,6,158,38,217,63,71,90,198,10,143,166,117,155,154,124,164,72,216,229,237,44,247,19,53,134,176,6,157,153,94]}
// Seed: 532085

struct Struct_1 {
    @align(32)
    a: vec3<u32>,
}

struct UniformBuffer {
    @size(24)
    a: vec3<u32>,
}

struct StorageBuffer {
    @align(8)
    a: i32,
    @align(16)
    b: vec3<i32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: array<vec4<f32>, 4> = array<vec4<f32>, 4>(vec4<f32>(1117f, 1911f, 1087f, -144f), vec4<f32>(972f, -956f, -102f, -694f), vec4<f32>(-464f, -621f, 2300f, -412f), vec4<f32>(-652f, 827f, 445f, 1654f));

var<private> global1: array<vec3<bool>, 22> = array<vec3<bool>, 22>(vec3<bool>(false, true, true), vec3<bool>(false, true, true), vec3<bool>(false, true, false), vec3<bool>(true, true, false), vec3<bool>(false, true, false), vec3<bool>(false, false, false), vec3<bool>(false, false, false), vec3<bool>(true, true, false), vec3<bool>(false, false, true), vec3<bool>(false, true, true), vec3<bool>(false, true, false), vec3<bool>(true, false, false), vec3<bool>(false, true, true), vec3<bool>(false, false, false), vec3<bool>(false, false, true), vec3<bool>(true, false, false), vec3<bool>(true, false, true), vec3<bool>(true, true, true), vec3<bool>(false, true, false), vec3<bool>(true, true, false), vec3<bool>(true, false, true), vec3<bool>(true, false, false));

var<workgroup> global2: array<f32, 16>;

var<workgroup> global3: bool;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 16>;

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
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

fn func_5(arg_0: i32, arg_1: bool, arg_2: vec2<u32>) -> mat2x2<f32> {
    var var_0 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global2[_wgslsmith_index_u32(0u, 16u)], -315f, 1795f, -509f), vec4<f32>(-985f, -438f, -597f, 883f))))).x * 2088f), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1023f, 639f, global2[_wgslsmith_index_u32(65642u, 16u)], -802f) - vec4<f32>(648f, global2[_wgslsmith_index_u32(4294967295u, 16u)], 1116f, 476f)) * _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(arg_2.x, 4u)] * vec4<f32>(1749f, global2[_wgslsmith_index_u32(16398u, 16u)], 226f, 157f))), vec4<f32>(-1407f, global2[_wgslsmith_index_u32(~46914u, 16u)], _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(56166u, 16u)] - global2[_wgslsmith_index_u32(36126u, 16u)]), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(global2[_wgslsmith_index_u32(arg_2.x, 16u)], global2[_wgslsmith_index_u32(32612u, 16u)], global2[_wgslsmith_index_u32(17081u, 16u)]), vec3<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 16u)], -441f, 1973f))).x))).x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1590f, _wgslsmith_f_op_f32(-(-1383f)))));
    if (!select(select(vec4<bool>(arg_1, true, select(vec2<bool>(arg_1, arg_1), vec2<bool>(true, arg_1), vec2<bool>(arg_1, true)).x, arg_0 <= arg_0), select(vec4<bool>(arg_1, false, arg_1, arg_1), select(vec4<bool>(arg_1, arg_1, arg_1, arg_1), vec4<bool>(arg_1, false, true, true), vec4<bool>(false, false, arg_1, false)), vec4<bool>(arg_1, false, arg_1, true)), select(select(vec4<bool>(arg_1, false, arg_1, false), vec4<bool>(true, true, arg_1, arg_1), arg_1), !vec4<bool>(false, true, arg_1, false), !vec4<bool>(true, arg_1, false, arg_1))).ww, vec2<bool>(select(select(vec4<bool>(arg_1, arg_1, true, arg_1), vec4<bool>(true, false, arg_1, arg_1), arg_1).zw, !vec2<bool>(false, arg_1), vec2<bool>(true, arg_1)).x, select(!vec4<bool>(false, true, true, arg_1), vec4<bool>(arg_1, true, arg_1, arg_1), arg_1).x), false).x) {
        ((global1)[_wgslsmith_index_u32(arg_2.x, 22u)]).x = arg_1;
        (var_0)[_wgslsmith_index_u32(~reverseBits(countTrailingZeros(vec3<u32>(arg_2.x, u_input.a.x, arg_2.x))).x << (~atomicAdd(&wg_atomic_u32, reverseBits(~vec4<u32>(0u, 93462u, 9620u, u_input.a.x)).x) % 32u), 2u)] = _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(arg_2.x, 2u)].x, _wgslsmith_f_op_f32(round(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)), var_0[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(u_input.a.x, 8432u, u_input.a.x)).x, 2u)].x, -1112f) - global0[_wgslsmith_index_u32(~min(1u, u_input.a.x), 4u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-656f, -136f, global2[_wgslsmith_index_u32(u_input.a.x, 16u)], var_0[_wgslsmith_index_u32(1u, 2u)].x) - global0[_wgslsmith_index_u32(81418u, 4u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(arg_2.x, 16u)], 1110f, -1213f, -1392f)))), all(!select(vec4<bool>(false, arg_1, arg_1, false), vec4<bool>(arg_1, true, false, true), false).zww))).wz));
    } else {
        while (true) {
            if (LOOP_COUNTERS[0u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        }
        switch (~((arg_0 - 0i) * arg_0)) {
            case 0i: {
                let var_1 = Struct_1(~u_input.a);
                let var_2 = mat2x4<f32>(vec4<f32>(global2[_wgslsmith_index_u32(reverseBits(var_1.a).x / ((1u + u_input.a.x) & firstLeadingBit(616u)), 16u)], _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(1u ^ arg_2.x, 4u)], vec4<f32>(1000f, var_0[_wgslsmith_index_u32(7217u, 2u)].x, -1513f, -303f))), vec4<f32>(_wgslsmith_div_f32(1481f, global2[_wgslsmith_index_u32(arg_2.x, 16u)]), var_0[_wgslsmith_index_u32(arg_2.x, 2u)].x, -108f, 479f), !select(vec4<bool>(true, arg_1, arg_1, arg_1), vec4<bool>(true, arg_1, true, false), true))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x - 1038f)) * _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(arg_2.x, 2u)].x)), var_0[_wgslsmith_index_u32(~1u * abs(vec2<u32>(4294967295u, 1u) & u_input.a.zz).x, 2u)].x), global0[_wgslsmith_index_u32(firstLeadingBit(~(~(~vec4<u32>(1u, u_input.a.x, var_1.a.x, 6698u)))).x, 4u)]);
                var var_3 = var_1;
                let var_4 = mat2x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(arg_2.x, 16u)], 287f, global2[_wgslsmith_index_u32(var_3.a.x, 16u)]))), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global2[_wgslsmith_index_u32(33181u, 16u)], 1228f, 1316f))))), _wgslsmith_div_vec3_f32(var_2[_wgslsmith_index_u32(reverseBits(vec4<u32>(var_1.a.x, arg_2.x, u_input.a.x, 4294967295u)).x, 2u)].yyy, vec3<f32>(320f, -373f, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(0u, 16u)])))), var_2[_wgslsmith_index_u32(52633u, 2u)].zwx);
                let var_5 = 314f;
            }
            case 1i: {
                var var_1 = mat3x2<f32>(vec2<f32>(_wgslsmith_div_f32(362f, _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global2[_wgslsmith_index_u32(arg_2.x, 16u)], global2[_wgslsmith_index_u32(19348u, 16u)], global2[_wgslsmith_index_u32(u_input.a.x, 16u)]))).x, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(arg_2.x, 16u)]))), _wgslsmith_f_op_f32(ceil(global2[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(arg_2.x, 113695u, arg_2.x, arg_2.x) ^ vec4<u32>(arg_2.x, arg_2.x, u_input.a.x, u_input.a.x)).x, 16u)]))), var_0[_wgslsmith_index_u32(32518u, 2u)], var_0[_wgslsmith_index_u32(arg_2.x | (~84535u - ~(1u * arg_2.x)), 2u)]);
                let var_2 = _wgslsmith_f_op_f32(-(-856f));
                let var_3 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(_wgslsmith_f_op_f32(-100f - _wgslsmith_f_op_vec3_f32(select(vec3<f32>(963f, var_0[_wgslsmith_index_u32(17982u, 2u)].x, var_1[_wgslsmith_index_u32(arg_2.x, 3u)].x), vec3<f32>(-930f, 1845f, -1736f), arg_1)).x), _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(exp(global0[_wgslsmith_index_u32(23889u, 4u)])).x, _wgslsmith_div_f32(global2[_wgslsmith_index_u32(u_input.a.x, 16u)], var_2))), var_1[_wgslsmith_index_u32(~(1u / select(vec2<u32>(u_input.a.x, u_input.a.x), u_input.a.xz, arg_1).x), 3u)])));
            }
            default: {
                let var_1 = -arg_0;
            }
        }
        while (var_0[_wgslsmith_index_u32(0u, 2u)].x > global2[_wgslsmith_index_u32(~arg_2.x, 16u)]) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var var_1 = -extractBits(clamp(vec4<i32>(arg_0, arg_0, _wgslsmith_mod_i32(arg_0, 39682i), -(-25438i)), -firstTrailingBit(vec4<i32>(arg_0, arg_0, arg_0, -16287i)), countLeadingZeros(vec4<i32>(2147483647i, arg_0, arg_0, 11842i)) >> (~vec4<u32>(arg_2.x, arg_2.x, arg_2.x, u_input.a.x) % vec4<u32>(32u))), ~u_input.a.x, atomicCompareExchangeWeak(&wg_atomic_u32, countLeadingZeros(u_input.a.x), 53021u).old_value & 92350u).x;
            ((var_0)[_wgslsmith_index_u32(20353u, 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(arg_2.x, 1u, u_input.a.x, 58834u)).x, 4u)] + global0[_wgslsmith_index_u32(4294967295u, 4u)]), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global2[_wgslsmith_index_u32(1u, 16u)], -1039f, var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))))).x, _wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global2[_wgslsmith_index_u32(1u, 16u)], global2[_wgslsmith_index_u32(arg_2.x, 16u)], 438f), vec3<f32>(global2[_wgslsmith_index_u32(17132u, 16u)], var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1208f), vec3<f32>(var_0[_wgslsmith_index_u32(arg_2.x, 2u)].x, global2[_wgslsmith_index_u32(arg_2.x, 16u)], 1721f))))).x))));
            (global0)[_wgslsmith_index_u32(countLeadingZeros((u_input.a.x >> ((u_input.a.x * 4294967295u) % 32u)) | 76988u) / (~countOneBits(vec2<u32>(u_input.a.x, 0u)).x * 4294967295u), 4u)] = _wgslsmith_f_op_vec4_f32(select(global0[_wgslsmith_index_u32(insertBits(~insertBits(~vec4<u32>(0u, arg_2.x, 57280u, u_input.a.x), ~vec4<u32>(u_input.a.x, 40187u, arg_2.x, u_input.a.x), u_input.a.x, 1u), ~select(vec4<u32>(4294967295u, 0u, 30049u, 44888u) ^ vec4<u32>(arg_2.x, 4294967295u, arg_2.x, u_input.a.x), vec4<u32>(27694u, 4294967295u, u_input.a.x, 13615u) ^ vec4<u32>(arg_2.x, 46056u, arg_2.x, 4294967295u), select(vec4<bool>(false, arg_1, arg_1, false), vec4<bool>(true, arg_1, arg_1, false), arg_1)), 75332u - u_input.a.x, u_input.a.x << ((~70710u / arg_2.x) % 32u)).x, 4u)], vec4<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(-245f, global2[_wgslsmith_index_u32(33349u, 16u)], var_0[_wgslsmith_index_u32(4294967295u, 2u)].x), vec3<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 16u)], global2[_wgslsmith_index_u32(4294967295u, 16u)], global2[_wgslsmith_index_u32(78854u, 16u)]), vec3<f32>(486f, var_0[_wgslsmith_index_u32(arg_2.x, 2u)].x, global2[_wgslsmith_index_u32(u_input.a.x, 16u)])))))).x, -1457f, var_0[_wgslsmith_index_u32(clamp(firstTrailingBit(~vec4<u32>(u_input.a.x, 4294967295u, 27576u, u_input.a.x)), countTrailingZeros(vec4<u32>(1u, 28119u, 52405u, 1u) << (vec4<u32>(u_input.a.x, 4294967295u, 1u, arg_2.x) % vec4<u32>(32u))), vec4<u32>(1u, u_input.a.x, 0u, u_input.a.x) | clamp(vec4<u32>(80722u, 24872u, 1u, 109734u), vec4<u32>(arg_2.x, arg_2.x, 64637u, u_input.a.x), vec4<u32>(u_input.a.x, 29005u, u_input.a.x, 1u))).x, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(global0[_wgslsmith_index_u32(29653u, 4u)])).x) * -2134f)), !select(vec4<bool>(true, true, true, false && arg_1), vec4<bool>(!arg_1, arg_1, arg_0 <= arg_0, arg_1), false)));
            let var_2 = select(select(vec4<bool>(false, arg_1, (0u != u_input.a.x) && !arg_1, !(!arg_1)), !select(!vec4<bool>(arg_1, arg_1, true, false), vec4<bool>(arg_1, arg_1, true, arg_1), !arg_1), select(select(!vec4<bool>(true, arg_1, false, false), !vec4<bool>(arg_1, true, true, arg_1), !vec4<bool>(arg_1, arg_1, false, arg_1)), select(vec4<bool>(arg_1, false, false, arg_1), !vec4<bool>(false, arg_1, true, false), select(vec4<bool>(true, true, true, arg_1), vec4<bool>(false, arg_1, true, true), vec4<bool>(arg_1, arg_1, false, arg_1))), !(!vec4<bool>(arg_1, arg_1, arg_1, false)))).yx, select(vec4<bool>(true, any(select(vec4<bool>(false, false, arg_1, false), vec4<bool>(false, arg_1, true, arg_1), arg_1).xzw), false, -226f >= _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1152f)), select(!select(vec4<bool>(arg_1, arg_1, true, arg_1), vec4<bool>(arg_1, arg_1, arg_1, arg_1), arg_1), vec4<bool>((global2[_wgslsmith_index_u32(arg_2.x, 16u)] < 889f), false, arg_1, atomicCompareExchangeWeak(&wg_atomic_u32, 52157u, u_input.a.x).exchanged), !select(vec4<bool>(arg_1, arg_1, arg_1, arg_1), vec4<bool>(false, arg_1, true, true), false)), select(vec4<bool>(select(vec4<bool>(arg_1, false, false, arg_1), vec4<bool>(true, arg_1, true, false), vec4<bool>(arg_1, true, arg_1, arg_1)).x, arg_1, arg_1, arg_1), !(!vec4<bool>(true, arg_1, false, false)), vec4<bool>(arg_1, all(vec4<bool>(arg_1, arg_1, false, arg_1)), !arg_1, true))).yw, true).x;
        }
        let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-660f, global2[_wgslsmith_index_u32(arg_2.x, 16u)], global2[_wgslsmith_index_u32(arg_2.x, 16u)])), vec3<f32>(var_0[_wgslsmith_index_u32(72740u, 2u)].x, global2[_wgslsmith_index_u32(1u, 16u)], global2[_wgslsmith_index_u32(u_input.a.x, 16u)]), vec3<f32>(-699f, var_0[_wgslsmith_index_u32(0u, 2u)].x, 506f))) * _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(594f, -415f, 1000f, -1923f))).zzx)))), _wgslsmith_f_op_vec3_f32(vec3<f32>(global2[_wgslsmith_index_u32(1u, 16u)], var_0[_wgslsmith_index_u32(4294967295u * arg_2.x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global2[_wgslsmith_index_u32(arg_2.x, 16u)]), var_0[_wgslsmith_index_u32(1u, 2u)])))) * vec3<f32>(-753f, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(select(global0[_wgslsmith_index_u32(0u, 4u)], vec4<f32>(696f, -810f, -408f, -201f), arg_1)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(arg_2.x, 16u)]) - _wgslsmith_f_op_vec2_f32(abs(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)])).x))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(1u, 16u)] - _wgslsmith_f_op_vec4_f32(step(global0[_wgslsmith_index_u32(arg_2.x, 4u)], vec4<f32>(-381f, global2[_wgslsmith_index_u32(4866u, 16u)], 909f, var_0[_wgslsmith_index_u32(arg_2.x, 2u)].x))).x)), -1000f, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(floor(global0[_wgslsmith_index_u32(7808u + 2960u, 4u)])).xxx)).x));
        let var_2 = vec3<u32>(min(dot(countOneBits(vec4<u32>(48982u, u_input.a.x, 670u, 120883u)) << (~vec4<u32>(40815u, 18624u, arg_2.x, 50832u) % vec4<u32>(32u)), ~(~vec4<u32>(29494u, arg_2.x, arg_2.x, 4294967295u))), 1u), ~(select(33821u, arg_2.x, arg_1) - (arg_2.x >> (0u % 32u))) | u_input.a.x, atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, arg_2.x).old_value);
    }
    switch (-(-insertBits(vec3<i32>(insertBits(vec3<i32>(arg_0, 2147483647i, arg_0), vec3<i32>(-22810i, i32(-2147483648), arg_0), u_input.a.x, 0u).x, -1i, insertBits(vec2<i32>(arg_0, 2147483647i), vec2<i32>(8636i, i32(-2147483648)), u_input.a.x, 1u).x), vec3<i32>(atomicOr(&wg_atomic_i32, 0i), reverseBits(vec2<i32>(arg_0, 2147483647i)).x, 1i), 8380u, ~(~arg_2.x)).x)) {
        default: {
            var var_1 = !vec2<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, extractBits(arg_0, arg_2.x, 44453u), -1i).exchanged || arg_1, true);
            let var_2 = 0u;
            let var_3 = false;
        }
    }
    switch (arg_0) {
        case -18393i: {
        }
        default: {
            while (!(!arg_1)) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            }
            if (false) {
                var var_1 = u_input.a.x >> (min(clamp(abs(countTrailingZeros(vec4<u32>(u_input.a.x, u_input.a.x, 1u, arg_2.x))), ~vec4<u32>(1u, 63612u, 0u, 4294967295u), vec4<u32>(~u_input.a.x, u_input.a.x ^ 62398u, reverseBits(u_input.a.x), arg_2.x)), ~max(~vec4<u32>(1u, arg_2.x, 4294967295u, arg_2.x), countLeadingZeros(vec4<u32>(u_input.a.x, 52694u, 32368u, u_input.a.x)))).x % 32u);
                var_1 = u_input.a.x;
                let var_2 = Struct_1(~(~insertBits(u_input.a, vec3<u32>(71152u, 4294967295u, 15835u) | vec3<u32>(u_input.a.x, u_input.a.x, arg_2.x), ~arg_2.x, select(vec2<u32>(u_input.a.x, arg_2.x), u_input.a.xx, vec2<bool>(arg_1, true)).x)));
            }
            var var_1 = Struct_1(vec3<u32>(0u, 5697u, abs(reverseBits(~vec4<u32>(u_input.a.x, u_input.a.x, 4294967295u, 1u))).x));
            loop {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                let var_2 = vec4<u32>(1u, ~26755u, dot(countOneBits(reverseBits(vec4<u32>(4294967295u, 0u, 53921u, 15757u))).xyy >> ((vec3<u32>(var_1.a.x, 95385u, 4294967295u) | max(var_1.a, vec3<u32>(93626u, var_1.a.x, var_1.a.x))) % vec3<u32>(32u)), u_input.a), 72294u ^ arg_2.x);
            }
            let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(select(53063u, 64445u, true), 4u)] - _wgslsmith_f_op_vec4_f32(sign(global0[_wgslsmith_index_u32(0u, 4u)])))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(global0[_wgslsmith_index_u32(arg_2.x, 4u)])), vec4<f32>(var_0[_wgslsmith_index_u32(164u, 2u)].x, global2[_wgslsmith_index_u32(4294967295u, 16u)], 1000f, 1235f)))), vec4<f32>(var_0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, select(select(vec4<u32>(arg_2.x, 33162u, 4294967295u, u_input.a.x), vec4<u32>(49654u, 4294967295u, var_1.a.x, 34404u), arg_1), vec4<u32>(4294967295u, 13896u, 0u, 4294967295u), !vec4<bool>(arg_1, true, arg_1, arg_1)).x, arg_2.x).old_value, 2u)].x, 718f, -497f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(u_input.a.x, 16u)]) - global2[_wgslsmith_index_u32(countLeadingZeros(u_input.a.xz).x, 16u)]))), global0[_wgslsmith_index_u32(0u, 4u)]);
        }
    }
    while ((~u_input.a.x < arg_2.x)) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        let var_1 = u_input.a;
        ((global1)[_wgslsmith_index_u32(52000u + 0u, 22u)]).x = true;
        break;
    }
    return mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global2[_wgslsmith_index_u32(arg_2.x, 16u)], var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_div_f32(952f, var_0[_wgslsmith_index_u32(50452u, 2u)].x), _wgslsmith_f_op_f32(430f - global2[_wgslsmith_index_u32(36641u, 16u)])) * _wgslsmith_div_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(117601u, 2u)].x, -838f), _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(arg_2.x, 2u)] * var_0[_wgslsmith_index_u32(arg_2.x, 2u)]))) + _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_vec2_f32(vec2<f32>(1353f, -657f) - var_0[_wgslsmith_index_u32(11337u, 2u)])) * _wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(reverseBits(u_input.a).x, 2u)], _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-441f, var_0[_wgslsmith_index_u32(95612u, 2u)].x), vec2<f32>(-341f, global2[_wgslsmith_index_u32(arg_2.x, 16u)]), vec2<f32>(1199f, var_0[_wgslsmith_index_u32(22165u, 2u)].x))), select(vec3<bool>(true, true, arg_1), global1[_wgslsmith_index_u32(1u, 22u)], arg_1).x)))));
}

fn func_4(arg_0: mat3x2<f32>, arg_1: bool, arg_2: Struct_1, arg_3: mat4x4<f32>) -> Struct_1 {
    for (var var_0 = 2147483647i; var_0 >= 0i; var_0 -= 1i) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        for (var var_1 = 0i; var_1 == 1i; var_1 += 1i) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        let var_0 = vec2<bool>(any(select(select(vec4<bool>(false, arg_1, false, arg_1), vec4<bool>(true, true, true, false), vec4<bool>(arg_1, false, arg_1, arg_1)), select(vec4<bool>(true, false, false, true), vec4<bool>(true, false, false, arg_1), vec4<bool>(arg_1, true, false, true)), !vec4<bool>(false, arg_1, arg_1, arg_1))) || !(!(!arg_1)), arg_1);
        continue;
    }
    global2 = array<f32, 16>();
    var var_0 = _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(arg_2.a.x, 3u)].x);
    if (true) {
    } else if (false) {
    } else if (false) {
        var var_1 = func_5(extractBits(-countOneBits(select(vec4<i32>(13370i, 0i, -46322i, 48406i), vec4<i32>(-6085i, i32(-2147483648), 1i, i32(-2147483648)), arg_1)).xxw, atomicXor(&wg_atomic_u32, ~arg_2.a.x), ~35710u).x, arg_1 || (~(arg_2.a.x << (4294967295u % 32u)) >= atomicMax(&wg_atomic_u32, u_input.a.x)), ~_wgslsmith_mod_vec2_u32(firstTrailingBit(vec4<u32>(14063u, 26766u, arg_2.a.x, 51749u)).wz, firstTrailingBit(u_input.a).yx) + vec2<u32>(~(u_input.a.x | arg_2.a.x), arg_2.a.x * arg_2.a.x));
    } else {
        switch (10499i) {
            case 1i: {
                var var_1 = u_input.a.x;
                var_0 = global2[_wgslsmith_index_u32(abs((~vec4<u32>(arg_2.a.x, 1u, 1u, u_input.a.x) * (vec4<u32>(arg_2.a.x, 16322u, arg_2.a.x, 1u) ^ reverseBits(vec4<u32>(4294967295u, 33038u, 52701u, 1u)))) << (vec4<u32>(arg_2.a.x, atomicSub(&wg_atomic_u32, dot(vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, 4294967295u), vec4<u32>(4294967295u, 53183u, 51172u, 8722u))), arg_2.a.x, arg_2.a.x) % vec4<u32>(32u))).x, 16u)];
                let var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(arg_3[_wgslsmith_index_u32(extractBits(vec4<u32>(arg_2.a.x, 1u, arg_2.a.x, u_input.a.x), u_input.a.x, arg_2.a.x).x, 4u)] * _wgslsmith_f_op_vec4_f32(select(arg_3[_wgslsmith_index_u32(arg_2.a.x, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], false))) + vec4<f32>(arg_3[_wgslsmith_index_u32(countTrailingZeros(arg_2.a.zx).x, 4u)].x, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(46463u, 16u)]), _wgslsmith_f_op_f32(-389f + -1248f), _wgslsmith_f_op_f32(1000f - 663f))))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(select(-1205f, -505f, false)), -1107f, global2[_wgslsmith_index_u32(arg_2.a.x | 0u, 16u)], _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(4294967295u, 16u)] - arg_3[_wgslsmith_index_u32(4294967295u, 4u)].x))))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-1198f, global2[_wgslsmith_index_u32(u_input.a.x, 16u)], 1901f))).x, _wgslsmith_f_op_f32(-175f - -815f), _wgslsmith_f_op_f32(967f - 208f), -682f) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(953f, global2[_wgslsmith_index_u32(arg_2.a.x, 16u)], arg_3[_wgslsmith_index_u32(1u, 4u)].x, -1000f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(52649u, 4u)] + arg_3[_wgslsmith_index_u32(u_input.a.x - u_input.a.x, 4u)])), select(select(vec4<bool>(true, false, arg_1, false), vec4<bool>(true, true, true, true), arg_1), vec4<bool>(false, true, true, !arg_1), !(!vec4<bool>(arg_1, true, false, arg_1))).x)), vec4<f32>(arg_3[_wgslsmith_index_u32(arg_2.a.x, 4u)].x, _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(global0[_wgslsmith_index_u32(u_input.a.x, 4u)])) - _wgslsmith_f_op_vec4_f32(arg_3[_wgslsmith_index_u32(u_input.a.x, 4u)] - vec4<f32>(arg_3[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 500f, -1163f, 1391f))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_3[_wgslsmith_index_u32(u_input.a.x, 4u)].x))), -1737f));
                let var_3 = global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(56629u << (atomicSub(&wg_atomic_u32, 4294967295u) % 32u), 4294967295u) >> (u_input.a.x % 32u), 16u)];
            }
            case -30927i: {
                (global2)[_wgslsmith_index_u32(u_input.a.x, 16u)] = -283f;
                (global0)[_wgslsmith_index_u32((min(0u, 4294967295u) / ~arg_2.a.x) | (27425u & atomicSub(&wg_atomic_u32, u_input.a.x)), 4u)] = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(arg_3[_wgslsmith_index_u32(u_input.a.x, 4u)] * arg_3[_wgslsmith_index_u32(u_input.a.x, 4u)]))), global0[_wgslsmith_index_u32(~(24495u * 21650u), 4u)]))) * global0[_wgslsmith_index_u32(arg_2.a.x, 4u)]);
                var var_1 = arg_0[_wgslsmith_index_u32((arg_2.a.x ^ ~arg_2.a.x) >> (11681u % 32u), 3u)];
                (global2)[_wgslsmith_index_u32(~51571u, 16u)] = _wgslsmith_f_op_vec4_f32(round(arg_3[_wgslsmith_index_u32(31923u, 4u)])).x;
                var var_2 = arg_2;
            }
            default: {
                let var_1 = arg_0;
                var var_2 = ~(11061i - _wgslsmith_mod_i32(i32(-2147483648), 0i + (i32(-2147483648) >> (u_input.a.x % 32u))));
                var var_3 = var_1[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 81969u), 3u)].x;
                var var_4 = abs(abs(~clamp(vec4<u32>(arg_2.a.x, 4294967295u, u_input.a.x, 1u) * vec4<u32>(arg_2.a.x, 8642u, u_input.a.x, 6986u), vec4<u32>(4294967295u, u_input.a.x, arg_2.a.x, arg_2.a.x) / vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, 1u), vec4<u32>(4294967295u, u_input.a.x, u_input.a.x, 20274u))).yyz);
                var var_5 = _wgslsmith_f_op_f32(-1185f);
            }
        }
    }
    return Struct_1(select(~vec4<u32>(arg_2.a.x, 84007u, u_input.a.x, u_input.a.x), vec4<u32>(arg_2.a.x << (arg_2.a.x % 32u), 1u, u_input.a.x, ~arg_2.a.x), arg_1).zzy + reverseBits(~insertBits(vec4<u32>(u_input.a.x, 9514u, arg_2.a.x, 95601u), vec4<u32>(1u, u_input.a.x, 4294967295u, 3805u), arg_2.a.x, arg_2.a.x).zyx));
}

fn func_3(arg_0: vec3<f32>, arg_1: vec2<f32>, arg_2: Struct_1) -> mat2x3<f32> {
    global1 = array<vec3<bool>, 22>();
    global2 = array<f32, 16>();
    (global2)[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, atomicLoad(&wg_atomic_u32)), 16u)] = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_0.x, -157f)))) - 1099f);
    var var_0 = vec2<i32>(-1i, -13671i);
    loop {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        break;
    }
    return mat2x3<f32>(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(u_input.a.x, 16u)] + arg_1.x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1.x) * _wgslsmith_div_f32(-2571f, global2[_wgslsmith_index_u32(arg_2.a.x, 16u)]))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(vec3<f32>(678f, 179f, 1000f) + arg_0))).x), _wgslsmith_f_op_f32(-(-1760f))), arg_0);
}

fn func_2(arg_0: mat2x3<f32>, arg_1: mat3x4<f32>, arg_2: Struct_1, arg_3: i32) -> mat2x3<f32> {
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        continue;
    }
    global3 = select(select(vec3<bool>(true, true, true), global1[_wgslsmith_index_u32(arg_2.a.x, 22u)], global1[_wgslsmith_index_u32(1u, 22u)]).zy, !vec2<bool>(true || (arg_3 > i32(-2147483648)), all(select(vec3<bool>(true, false, true), global1[_wgslsmith_index_u32(u_input.a.x, 22u)], true).yy)), select(vec2<bool>(false, all(vec4<bool>(true, false, true, true))), !select(global1[_wgslsmith_index_u32(113422u * u_input.a.x, 22u)], global1[_wgslsmith_index_u32(extractBits(u_input.a.x, 33880u, u_input.a.x), 22u)], global1[_wgslsmith_index_u32(reverseBits(vec3<u32>(arg_2.a.x, u_input.a.x, 22908u)).x, 22u)]).zz, select(global1[_wgslsmith_index_u32(0u, 22u)], select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), i32(-2147483648) > arg_3).xyz, !(-572f != global2[_wgslsmith_index_u32(51712u, 16u)])).x)).x;
    switch (0i) {
        case 39749i: {
        }
        case 5998i: {
        }
        default: {
            var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32((u_input.a.x / 3056u) ^ firstLeadingBit(u_input.a.xx).x, 2u)].x, -228f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].zx - _wgslsmith_f_op_vec2_f32(round(arg_1[_wgslsmith_index_u32(arg_2.a.x, 3u)].xz))), arg_0[_wgslsmith_index_u32(1u, 2u)].zz) * _wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-892f, -813f, 1000f, 1878f), vec4<f32>(-842f, global2[_wgslsmith_index_u32(arg_2.a.x, 16u)], arg_1[_wgslsmith_index_u32(0u, 3u)].x, -306f), vec4<bool>(true, true, true, false))).ww, _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1[_wgslsmith_index_u32(arg_2.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x))), _wgslsmith_f_op_vec2_f32(round(arg_0[_wgslsmith_index_u32(1u - 4294967295u, 2u)].xx)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(max(func_3(arg_1[_wgslsmith_index_u32(dot(u_input.a, vec3<u32>(64880u, u_input.a.x, 52682u)), 3u)].yzx, vec2<f32>(-108f, global2[_wgslsmith_index_u32(87939u, 16u)]), arg_2)[_wgslsmith_index_u32(0u, 2u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(arg_1[_wgslsmith_index_u32(61331u, 3u)].xxy))))).yy + arg_1[_wgslsmith_index_u32(abs(~arg_2.a).x & (select(vec4<u32>(4294967295u, arg_2.a.x, arg_2.a.x, u_input.a.x), vec4<u32>(arg_2.a.x, 1u, 4294967295u, u_input.a.x), true).x ^ 1u), 3u)].wz));
            while (false) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                var var_1 = mat4x4<f32>(global0[_wgslsmith_index_u32(arg_2.a.x, 4u)], vec4<f32>(global2[_wgslsmith_index_u32(~((4294967295u & arg_2.a.x) / (arg_2.a.x ^ u_input.a.x)), 16u)], arg_0[_wgslsmith_index_u32(arg_2.a.x, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~15188u, 3u)].x) * 526f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1444f))))), global0[_wgslsmith_index_u32(min(~select(u_input.a, arg_2.a, vec3<bool>(false, false, false)) ^ ~reverseBits(vec4<u32>(23110u, 0u, u_input.a.x, 19951u)).zzy, ~(~(~u_input.a))).x, 4u)], vec4<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(arg_1[_wgslsmith_index_u32(~arg_2.a.x, 3u)].xzz + _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-514f, -1283f, arg_1[_wgslsmith_index_u32(17218u, 3u)].x, arg_1[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(arg_2.a.x, 3u)].x, 845f, var_0[_wgslsmith_index_u32(arg_2.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(32449u, 2u)].x))).wzx))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(arg_2.a.x, 3u)].x)), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(reverseBits(u_input.a & u_input.a).x, 2u)].x), _wgslsmith_f_op_f32(_wgslsmith_div_f32(-1013f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 3u)].x)) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(0u, 3u)].x)))));
                continue;
            }
        }
    }
    (global1)[_wgslsmith_index_u32(~(~55225u), 22u)] = select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, false, true, !(1398f != global2[_wgslsmith_index_u32(arg_2.a.x, 16u)])), vec4<bool>(true, any(select(global1[_wgslsmith_index_u32(91482u, 22u)], vec3<bool>(true, false, false), global1[_wgslsmith_index_u32(arg_2.a.x, 22u)]).yy), (-1033f > arg_0[_wgslsmith_index_u32(30172u, 2u)].x) && true, select(select(global1[_wgslsmith_index_u32(18771u, 22u)], global1[_wgslsmith_index_u32(arg_2.a.x, 22u)], vec3<bool>(false, false, true)).yz, vec2<bool>(true, true), true).x)).wyx, global1[_wgslsmith_index_u32(arg_2.a.x, 22u)], global1[_wgslsmith_index_u32(7929u + u_input.a.x, 22u)]);
    global1 = array<vec3<bool>, 22>();
    return arg_0;
}

fn func_1(arg_0: mat2x3<f32>) -> bool {
    var var_0 = Struct_1(vec3<u32>(0u ^ firstLeadingBit(atomicOr(&wg_atomic_u32, 3912u)), countOneBits(u_input.a.x), 27473u));
    let var_1 = mat3x3<f32>(_wgslsmith_div_vec3_f32(arg_0[_wgslsmith_index_u32(countLeadingZeros(u_input.a.x), 2u)], arg_0[_wgslsmith_index_u32(u_input.a.x << (40105u % 32u), 2u)]), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(abs(global0[_wgslsmith_index_u32(1u, 4u)])), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(u_input.a.x, 4u)] - vec4<f32>(142f, arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, -513f)))))).zww, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 16u)], 527f, arg_0[_wgslsmith_index_u32(1u, 2u)].x, -576f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 16u)], 1534f, -1969f, 568f)), global0[_wgslsmith_index_u32(var_0.a.x, 4u)])).yxw)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(704f, global2[_wgslsmith_index_u32(0u, 16u)], 717f))), arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)]));
    let var_2 = Struct_1(var_0.a << (firstLeadingBit((var_0.a + vec3<u32>(0u, u_input.a.x, u_input.a.x)) ^ (vec3<u32>(var_0.a.x, 0u, u_input.a.x) + vec3<u32>(36432u, var_0.a.x, 4294967295u))) % vec3<u32>(32u)));
    for (var var_3: i32; var_3 <= -1i; ) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        switch (~(-sign(vec2<i32>(2147483647i, -61302i) >> (~vec2<u32>(var_0.a.x, 1u) % vec2<u32>(32u))).x)) {
            case 2147483647i: {
            }
            default: {
                ((global0)[_wgslsmith_index_u32(4294967295u, 4u)]).x = 782f;
            }
        }
        for (var var_4 = 787i; (var_4 < 21954i); var_4 -= 1i) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            let var_5 = func_4(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-1000f, global2[_wgslsmith_index_u32(1u, 16u)], -392f, arg_0[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, -2546f, global2[_wgslsmith_index_u32(0u, 16u)]) - vec4<f32>(-567f, arg_0[_wgslsmith_index_u32(var_2.a.x, 2u)].x, -1069f, 508f)), global0[_wgslsmith_index_u32(1u - var_0.a.x, 4u)])).yz)), arg_0[_wgslsmith_index_u32(45161u * u_input.a.x, 2u)].yx, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1709f, -516f, 403f, 1053f) * vec4<f32>(-868f, 2893f, arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, 168f)))).zx, _wgslsmith_f_op_vec2_f32(trunc(var_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(var_2.a.x, u_input.a.x), 3u)].yx)))), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(55789u, 2u)].x) > -1264f, var_2, mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-654f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, var_1[_wgslsmith_index_u32(var_2.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(62587u, 2u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x, -243f, global2[_wgslsmith_index_u32(var_2.a.x, 16u)]), global0[_wgslsmith_index_u32(33745u, 4u)]))), false)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(1u, 4u)] - vec4<f32>(295f, var_1[_wgslsmith_index_u32(1u, 3u)].x, 109f, -171f)), vec4<f32>(var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(33786u, 2u)].x, -1766f, var_1[_wgslsmith_index_u32(24096u, 3u)].x), true)), vec4<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(var_2.a.x, 16u)]), _wgslsmith_f_op_vec2_f32(clamp(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].yz, vec2<f32>(-436f, arg_0[_wgslsmith_index_u32(11743u, 2u)].x), arg_0[_wgslsmith_index_u32(var_2.a.x, 2u)].yy)).x, _wgslsmith_f_op_f32(-(-1115f)), _wgslsmith_f_op_f32(trunc(var_1[_wgslsmith_index_u32(var_0.a.x, 3u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(~u_input.a.x, 4u)]) + _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(u_input.a.x, 4u)]) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-663f, global2[_wgslsmith_index_u32(23801u, 16u)], var_1[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(var_2.a.x, 2u)].x)))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(var_1[_wgslsmith_index_u32(1u, 3u)].x, 1062f, -331f), vec3<f32>(485f, arg_0[_wgslsmith_index_u32(var_2.a.x, 2u)].x, 1317f))).x, _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_1[_wgslsmith_index_u32(var_2.a.x, 3u)].x), global2[_wgslsmith_index_u32(35676u, 16u)], _wgslsmith_f_op_f32(-(-357f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(2079f, arg_0[_wgslsmith_index_u32(62206u, 2u)].x, 464f, -368f)))))));
            let var_6 = var_5;
            let var_7 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32((var_2.a.x >> (var_6.a.x % 32u)) - ((var_0.a.x | var_6.a.x) & 1u), 3u)].zx), var_1[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, ~(var_0.a.x >> (1u % 32u)) << (~var_5.a.x % 32u)), 3u)].zz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-624f, global2[_wgslsmith_index_u32(var_2.a.x, 16u)], 657f))).x - _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x * 1000f)), _wgslsmith_f_op_vec3_f32(step(var_1[_wgslsmith_index_u32(var_2.a.x, 3u)], var_1[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(4294967295u, u_input.a.x, u_input.a.x, 0u)).x, 3u)])).x)));
            var var_8 = -(-53321i) * -(-1i);
        }
        let var_4 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(min(global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(firstLeadingBit(var_0.a.x | u_input.a.x), ~78403u), 4u)], _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(var_0.a.x, 4u)]))))))), global0[_wgslsmith_index_u32(~(~var_0.a.x << (1u % 32u)), 4u)]);
        let var_5 = vec2<i32>(26045i, -(~(1i * extractBits(vec3<i32>(2147483647i, -702i, 8780i), u_input.a.x, 0u).x)));
        switch (countOneBits(36969i)) {
            case -20944i: {
                let var_6 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-func_2(arg_0, mat3x4<f32>(var_4[_wgslsmith_index_u32(var_0.a.x, 2u)], vec4<f32>(var_4[_wgslsmith_index_u32(75103u, 2u)].x, -485f, 1531f, -613f), vec4<f32>(163f, var_1[_wgslsmith_index_u32(var_0.a.x, 3u)].x, var_1[_wgslsmith_index_u32(var_0.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x)), Struct_1(var_2.a), var_5.x)[_wgslsmith_index_u32(~40940u, 2u)]) - vec3<f32>(global2[_wgslsmith_index_u32(~var_0.a.x, 16u)], arg_0[_wgslsmith_index_u32(~u_input.a.x, 2u)].x, -243f)), vec3<f32>(var_4[_wgslsmith_index_u32(~var_2.a.x, 2u)].x, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(4294967295u, 4u)], var_4[_wgslsmith_index_u32(u_input.a.x, 2u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-445f, global2[_wgslsmith_index_u32(1u, 16u)], -1390f, 993f)), vec4<bool>(true, true, true, true))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(global2[_wgslsmith_index_u32(48059u, 16u)], 721f)))), select(global1[_wgslsmith_index_u32(countOneBits(~vec4<u32>(29485u, 28774u, var_2.a.x, 1u)).x, 22u)], vec4<bool>(true, true, true, true).wyz, select(vec3<bool>(true, true, true), vec3<bool>(false, true, true), global1[_wgslsmith_index_u32(u_input.a.x, 22u)])))), var_1[_wgslsmith_index_u32(4294967295u, 3u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(min(_wgslsmith_mod_vec2_u32(vec2<u32>(4294967295u, 20982u), vec2<u32>(u_input.a.x, 20286u)), ~vec2<u32>(3502u, u_input.a.x)).x, 2u)])), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(361f, -530f, var_1[_wgslsmith_index_u32(1u, 3u)].x, -166f), global0[_wgslsmith_index_u32(var_2.a.x, 4u)])) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_4[_wgslsmith_index_u32(101228u, 2u)] - vec4<f32>(-818f, arg_0[_wgslsmith_index_u32(1u, 2u)].x, var_1[_wgslsmith_index_u32(61091u, 3u)].x, 459f)))), var_4[_wgslsmith_index_u32(~var_0.a.x, 2u)])).zzw);
                var var_7 = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_4[_wgslsmith_index_u32(54039u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1162f * -550f)), _wgslsmith_f_op_f32(ceil(1401f)), -1822f))).yyw + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(round(var_6[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 4u)])) * _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(1120f, 387f, arg_0[_wgslsmith_index_u32(7884u, 2u)].x))).x, -204f, -1698f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_4[_wgslsmith_index_u32(0u, 2u)].www)))));
            }
            default: {
                global1 = array<vec3<bool>, 22>();
                (global2)[_wgslsmith_index_u32(~(~(~(~4294967295u))) & var_0.a.x, 16u)] = _wgslsmith_f_op_f32(-(-427f));
                let var_6 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_4[_wgslsmith_index_u32(var_2.a.x / atomicOr(&wg_atomic_u32, var_0.a.x), 2u)] * vec4<f32>(_wgslsmith_f_op_f32(-var_4[_wgslsmith_index_u32(u_input.a.x, 2u)].x), var_4[_wgslsmith_index_u32(55345u, 2u)].x, _wgslsmith_f_op_f32(-231f - -1242f), _wgslsmith_f_op_vec3_f32(sign(var_4[_wgslsmith_index_u32(u_input.a.x, 2u)].xxx)).x))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(var_2.a.x, 4u)], vec4<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_f32(153f * 747f), _wgslsmith_f_op_vec2_f32(round(arg_0[_wgslsmith_index_u32(var_2.a.x, 2u)].yz)).x, _wgslsmith_f_op_f32(round(var_4[_wgslsmith_index_u32(var_2.a.x, 2u)].x)))), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(select(var_1[_wgslsmith_index_u32(var_2.a.x, 3u)].x, -343f, true)), global2[_wgslsmith_index_u32(~u_input.a.x, 16u)], _wgslsmith_f_op_vec2_f32(exp(var_4[_wgslsmith_index_u32(u_input.a.x, 2u)].xz)).x, -365f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(global0[_wgslsmith_index_u32(4294967295u, 4u)])))))), var_4[_wgslsmith_index_u32(94368u, 2u)]);
            }
        }
    }
    let var_3 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].xx, _wgslsmith_f_op_vec2_f32(vec2<f32>(855f, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x)) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(781f, var_1[_wgslsmith_index_u32(1u, 3u)].x))))) - _wgslsmith_div_f32(global2[_wgslsmith_index_u32(countTrailingZeros(reverseBits(vec4<u32>(u_input.a.x, 61044u, 14174u, var_2.a.x))).x, 16u)], _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1703f))));
    return all(vec4<bool>(true, _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(1u, 3u)]), _wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(u_input.a.x, 3u)] - vec3<f32>(var_3, -178f, arg_0[_wgslsmith_index_u32(var_2.a.x, 2u)].x)))).x > arg_0[_wgslsmith_index_u32((var_0.a.x >> (30276u % 32u)) / max(vec2<u32>(102080u, 0u), var_2.a.xx).x, 2u)].x, true, true));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    while (func_1(func_2(func_3(_wgslsmith_f_op_vec3_f32(vec3<f32>(-482f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], -2285f) - vec3<f32>(-686f, global2[_wgslsmith_index_u32(6287u, 16u)], global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)])), vec2<f32>(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], -601f), func_4(mat3x2<f32>(vec2<f32>(-113f, -255f), vec2<f32>(-748f, 1000f), vec2<f32>(208f, global2[_wgslsmith_index_u32(u_input.a.x, 16u)])), true, Struct_1(vec3<u32>(u_input.a.x, builtin_num_workgroups.x, builtin_local_invocation_index)), mat4x4<f32>(vec4<f32>(-505f, global2[_wgslsmith_index_u32(4294967295u, 16u)], 100f, -1000f), global0[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(-898f, -373f, -599f, -702f), global0[_wgslsmith_index_u32(6046u, 4u)]))), mat3x4<f32>(global0[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(-752f, -907f, global2[_wgslsmith_index_u32(3738u, 16u)], 168f) - vec4<f32>(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], global2[_wgslsmith_index_u32(8447u, 16u)], -340f, 1002f)), global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]), Struct_1(builtin_local_invocation_id * u_input.a), atomicOr(&wg_atomic_i32, 1i))) == (~u_input.a.x >= builtin_local_invocation_id.x)) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        var var_0 = func_4(mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 16u)], 769f, 1991f))).yx)).x, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(11798u, 4u)], global0[_wgslsmith_index_u32(70813u, 4u)])).x, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)]))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(1060f, -468f, 1074f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)]) - vec4<f32>(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)], global2[_wgslsmith_index_u32(4294967295u, 16u)], global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 16u)], global2[_wgslsmith_index_u32(77159u, 16u)])))).xw, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-1000f, 140f), vec2<f32>(global2[_wgslsmith_index_u32(4936u, 16u)], global2[_wgslsmith_index_u32(0u, 16u)]), vec2<f32>(-527f, global2[_wgslsmith_index_u32(0u, 16u)])))) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(global2[_wgslsmith_index_u32(8310u, 16u)], -288f), vec2<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 16u)], 482f))))), max(builtin_local_invocation_index, ~(builtin_local_invocation_index | builtin_global_invocation_id.x)) > (~builtin_num_workgroups.x / builtin_workgroup_id.x), func_4(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-551f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)])), vec2<f32>(global2[_wgslsmith_index_u32(79930u, 16u)], _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)] - global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)])), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(425f, 971f)) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(global2[_wgslsmith_index_u32(u_input.a.x, 16u)], -643f)))), select(vec2<bool>(true, true), vec2<bool>(true, false), select(vec3<bool>(false, false, false), select(vec3<bool>(true, true, false), global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 22u)], false), !global1[_wgslsmith_index_u32(47516u, 22u)]).xz).x, func_4(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-346f, global2[_wgslsmith_index_u32(10135u, 16u)])), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(122f, global2[_wgslsmith_index_u32(builtin_local_invocation_index, 16u)]))), vec2<f32>(-868f, global2[_wgslsmith_index_u32(builtin_local_invocation_index, 16u)])), func_1(func_2(mat2x3<f32>(vec3<f32>(global2[_wgslsmith_index_u32(1u, 16u)], -382f, global2[_wgslsmith_index_u32(58975u, 16u)]), vec3<f32>(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], -1056f)), mat3x4<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], vec4<f32>(-103f, global2[_wgslsmith_index_u32(0u, 16u)], 266f, global2[_wgslsmith_index_u32(31654u, 16u)]), global0[_wgslsmith_index_u32(6605u, 4u)]), Struct_1(u_input.a), 0i)), func_4(mat3x2<f32>(vec2<f32>(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], global2[_wgslsmith_index_u32(37700u, 16u)]), vec2<f32>(-159f, 509f), vec2<f32>(global2[_wgslsmith_index_u32(58883u, 16u)], 1257f)), all(vec2<bool>(true, false)), Struct_1(u_input.a), mat4x4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], global0[_wgslsmith_index_u32(40593u, 4u)], vec4<f32>(global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 16u)], global2[_wgslsmith_index_u32(1u, 16u)], 150f, 413f), vec4<f32>(global2[_wgslsmith_index_u32(1u, 16u)], global2[_wgslsmith_index_u32(builtin_local_invocation_index, 16u)], global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 16u)], global2[_wgslsmith_index_u32(4294967295u, 16u)]))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)], global2[_wgslsmith_index_u32(4294967295u, 16u)], 2525f, global2[_wgslsmith_index_u32(1u, 16u)])), _wgslsmith_f_op_vec4_f32(floor(global0[_wgslsmith_index_u32(26592u, 4u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(-262f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], global2[_wgslsmith_index_u32(builtin_local_invocation_index, 16u)], global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)]) - global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]), _wgslsmith_f_op_vec4_f32(trunc(global0[_wgslsmith_index_u32(u_input.a.x, 4u)])))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(665f, global2[_wgslsmith_index_u32(0u, 16u)], global2[_wgslsmith_index_u32(1u, 16u)], -1973f))), vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 16u)], _wgslsmith_f_op_vec3_f32(step(vec3<f32>(global2[_wgslsmith_index_u32(0u, 16u)], -852f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)]), vec3<f32>(-852f, 375f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)]))).x, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(builtin_local_invocation_index, 16u)]), global2[_wgslsmith_index_u32(min(vec2<u32>(56597u, 1u), vec2<u32>(u_input.a.x, 0u)).x, 16u)]), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1000f, -1461f, global2[_wgslsmith_index_u32(4294967295u, 16u)], 291f))), _wgslsmith_div_vec4_f32(vec4<f32>(141f, -225f, -248f, 901f), global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 16u)], -254f, global2[_wgslsmith_index_u32(4294967295u, 16u)], 117f), global0[_wgslsmith_index_u32(4294967295u, 4u)])))), _wgslsmith_f_op_vec4_f32(ceil(global0[_wgslsmith_index_u32(select(~vec2<u32>(builtin_local_invocation_id.x, builtin_global_invocation_id.x), builtin_num_workgroups.zy, true).x, 4u)])), _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(builtin_num_workgroups.x << (0u % 32u), 4u)] - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(1790u, 16u)], global2[_wgslsmith_index_u32(34340u, 16u)], -209f, -1187f) * vec4<f32>(-715f, global2[_wgslsmith_index_u32(16664u, 16u)], global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], global2[_wgslsmith_index_u32(6231u, 16u)])))), _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(63514u, 4u)] - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global2[_wgslsmith_index_u32(14271u, 16u)], global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)], global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)], -1919f)))))));
        break;
    }
    let var_0 = _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1348f, global2[_wgslsmith_index_u32(0u, 16u)], 1000f, -1000f)), _wgslsmith_f_op_vec4_f32(exp2(global0[_wgslsmith_index_u32(4294967295u, 4u)])))).xz, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(416f, global2[_wgslsmith_index_u32(12728u, 16u)], -1000f, 1000f))).xz)).x, _wgslsmith_f_op_f32(228f - _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-(-452f)))))));
    for (var var_1 = 31939i; !(!select(global1[_wgslsmith_index_u32(1u << (builtin_local_invocation_id.x % 32u), 22u)], vec3<bool>(false, vec2<bool>(true, true).x, false), true).x); global3 = true) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        ((global0)[_wgslsmith_index_u32(extractBits(vec3<u32>(0u, builtin_local_invocation_id.x << (countTrailingZeros(~90934u) % 32u), 1u), ~builtin_local_invocation_id.x - 0u, firstLeadingBit(select(~(vec4<u32>(1u, 69078u, 4294967295u, 22288u) + vec4<u32>(builtin_global_invocation_id.x, 4294967295u, builtin_global_invocation_id.x, builtin_local_invocation_id.x)), vec4<u32>(builtin_workgroup_id.x, ~22554u, u_input.a.x ^ u_input.a.x, firstTrailingBit(0u)), true).ywx).x).x, 4u)]).x = _wgslsmith_f_op_f32(-var_0.x);
    }
    if (true) {
        let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], -643f)))).x, global2[_wgslsmith_index_u32(77815u, 16u)], -1126f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(min(global0[_wgslsmith_index_u32(35267u, 4u)], vec4<f32>(global2[_wgslsmith_index_u32(0u, 16u)], 1132f, 1676f, 736f))).wyy - vec3<f32>(var_0.x, global2[_wgslsmith_index_u32(4294967295u, 16u)], -458f))) * _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], var_0.x, global2[_wgslsmith_index_u32(builtin_local_invocation_index, 16u)], -488f))), _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x / 55151u, 4u)] + global0[_wgslsmith_index_u32(u_input.a.x | 0u, 4u)]), _wgslsmith_f_op_vec4_f32(select(global0[_wgslsmith_index_u32(countLeadingZeros(builtin_workgroup_id).x, 4u)], _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(70442u, 4u)] * global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]), vec4<bool>(true, true, true, true))))).yww), vec3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, 1102f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)])))).x, 1491f, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.x, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], -1446f) * vec3<f32>(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], var_0.x, global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 16u)])), _wgslsmith_f_op_vec3_f32(vec3<f32>(global2[_wgslsmith_index_u32(0u, 16u)], var_0.x, var_0.x) * vec3<f32>(var_0.x, var_0.x, var_0.x))))).x));
        switch (abs(countLeadingZeros(vec4<i32>(1i, 1i, 1i, 1i))).x | (((atomicLoad(&wg_atomic_i32) / countLeadingZeros(vec2<i32>(2147483647i, 2147483647i)).x) >> (~(builtin_num_workgroups.x * 34012u) % 32u)) & ~(-(~(-9423i))))) {
            case -29373i: {
            }
            case 12970i: {
            }
            case -12944i: {
            }
            default: {
                var var_2 = -877f;
                ((global1)[_wgslsmith_index_u32(builtin_local_invocation_id.x | builtin_local_invocation_index, 22u)]).x = atomicCompareExchangeWeak(&wg_atomic_i32, vec4<i32>(1i, 1i, 1i, 1i).x, -_wgslsmith_mod_i32(-(-1i), -67750i)).exchanged;
                let var_3 = sign(insertBits(vec4<i32>(-1i / -1i, min(-41760i, 27510i), 0i / i32(-2147483648), ~1i), vec4<i32>(1i, 1i, 1i, 1i) >> (~vec4<u32>(u_input.a.x, builtin_local_invocation_index, 22162u, 1u) % vec4<u32>(32u)), builtin_global_invocation_id.x, builtin_local_invocation_index)) * sign(vec4<i32>(1i, 1i, 1i, 1i));
                let var_4 = vec4<bool>(true, true, true, true);
                let var_5 = ((var_3.x + -2811i) * -(dot(var_3, vec4<i32>(var_3.x, var_3.x, i32(-2147483648), 2147483647i)) / var_3.x)) >= -dot(select(vec4<i32>(2147483647i, 1i, 0i, var_3.x), firstTrailingBit(vec4<i32>(-23893i, var_3.x, -2652i, var_3.x)), var_4.x).zwx, reverseBits(vec3<i32>(var_3.x, i32(-2147483648), i32(-2147483648))));
            }
        }
        (global1)[_wgslsmith_index_u32(((builtin_num_workgroups.x ^ atomicMin(&wg_atomic_u32, ~4294967295u)) | 1u) / dot(countTrailingZeros(countOneBits(abs(vec4<u32>(builtin_local_invocation_index, 55677u, 6807u, 4294967295u))).zzz), countLeadingZeros(~builtin_global_invocation_id)), 22u)] = !vec3<bool>(true, atomicCompareExchangeWeak(&wg_atomic_i32, 41694i, (15999i >> (builtin_local_invocation_index % 32u)) + -2147483647i).exchanged, func_1(mat2x3<f32>(vec3<f32>(-1438f, -1651f, var_0.x), var_1[_wgslsmith_index_u32(0u, 3u)])) & any(vec4<bool>(true, false, false, false)));
        let var_2 = ~19667u;
    }
    let var_1 = func_4(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-var_0), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-var_0.x), global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)]) - vec2<f32>(2063f, var_0.x)), var_0), false, func_4(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(var_0 + var_0), _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-var_0))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)]))), true, Struct_1(~vec3<u32>(1u, builtin_local_invocation_index, 40900u)), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)] + global0[_wgslsmith_index_u32(15390u, 4u)]))), global0[_wgslsmith_index_u32(91945u, 4u)], vec4<f32>(var_0.x, var_0.x, var_0.x, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(1031f, 392f, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)]), vec3<f32>(-1901f, var_0.x, var_0.x), global1[_wgslsmith_index_u32(u_input.a.x, 22u)])).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(978f, var_0.x, -1451f, var_0.x))))), mat4x4<f32>(global0[_wgslsmith_index_u32(24700u, 4u)], _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(1u, 16u)], 1032f, var_0.x, 464f) * vec4<f32>(108f, global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 16u)], 772f, 1394f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(290f, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 16u)], 759f, 521f))) * _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(4294967295u, 4u)])) + vec4<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(4294967295u, 16u)]), 1298f, 473f, _wgslsmith_f_op_f32(1430f + -1053f))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(25426u, 4u)] + global0[_wgslsmith_index_u32(1u, 4u)]))))));
    while (all(global1[_wgslsmith_index_u32(6907u, 22u)])) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        break;
    }
    let var_2 = ~(-firstTrailingBit(-select(vec4<i32>(-1i, 2147483647i, -1i, 1i), vec4<i32>(81000i, 1i, 1i, 2147483647i), vec4<bool>(true, true, false, true))));
    let x = u_input.a;
    s_output = StorageBuffer(countTrailingZeros(vec3<i32>(~var_2.x, var_2.x, max(var_2.x >> (1u % 32u), var_2.x))).x, vec3<i32>(var_2.x, firstLeadingBit(vec4<i32>(-125028i, var_2.x, -32204i, var_2.x) + ~var_2).x, var_2.x));
}

