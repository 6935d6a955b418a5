// {"0:0":[98,223,150,54,204,35,119,26,208,141,241,172,189,65,199,126,34,185,131,160,75,226,175,39,130,130,165,29,155,8,214,80,217,45,18,251,224,90,175,236,229,206,99,74,221,99,114,227,108,130,208,183,122,190,226,25,62,100,136,245,118,145,128,149,116,253,59,108,155,81,239,182,93,6,72,61,110,102,22,14,110,76,131,92,207,151,59,87,6,139,214,24,171,214,174,47,250,235,20,174,72,5,216,48,102,99,82,163,9,59,146,50,32,68,202,64,38,33,39,109,38,80,138,182,162,51,239,87]}
// Seed: 6064

struct Struct_1 {
    @size(72)
    a: mat4x3<f32>,
    @align(4)
    @size(4)
    b: i32,
    c: vec3<bool>,
}

struct Struct_2 {
    a: mat4x2<f32>,
    @align(16)
    @size(64)
    b: mat4x3<f32>,
    @size(64)
    c: mat4x3<f32>,
}

struct Struct_3 {
    a: vec3<bool>,
    b: mat4x3<f32>,
}

struct UniformBuffer {
    a: vec3<i32>,
    @align(32)
    b: vec3<i32>,
    @align(32)
    c: vec4<i32>,
    d: i32,
    e: vec3<i32>,
}

struct StorageBuffer {
    @size(36)
    a: mat3x2<f32>,
    @align(8)
    @size(4)
    b: i32,
    @size(4)
    c: u32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<bool, 28>;

var<workgroup> global1: vec2<u32>;

var<private> global2: array<Struct_1, 21>;

var<private> global3: vec2<u32> = vec2<u32>(4294967295u, 63924u);

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 22>;

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
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

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn func_5() -> f32 {
    let var_0 = !select(vec4<bool>(all(select(vec3<bool>(true, false, global0[_wgslsmith_index_u32(global1.x, 28u)]), vec3<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(34294u, 28u)], global0[_wgslsmith_index_u32(11301u, 28u)]), false).zz), any(select(vec4<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(global3.x, 28u)], true, global0[_wgslsmith_index_u32(1u, 28u)]), vec4<bool>(true, global0[_wgslsmith_index_u32(global1.x, 28u)], global0[_wgslsmith_index_u32(19427u, 28u)], global0[_wgslsmith_index_u32(104620u, 28u)]), vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 28u)], true, true, global0[_wgslsmith_index_u32(global1.x, 28u)]))), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.e.x, u_input.c.x).exchanged, global0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, dot(vec3<u32>(1u, 45260u, 1u), vec3<u32>(global1.x, global3.x, 999u)), 4294967295u & global3.x).old_value, 28u)]), select(vec4<bool>(false & global0[_wgslsmith_index_u32(global1.x, 28u)], u_input.e.x >= -15435i, true, true), !select(vec4<bool>(false, global0[_wgslsmith_index_u32(4294967295u, 28u)], global0[_wgslsmith_index_u32(global1.x, 28u)], global0[_wgslsmith_index_u32(4294967295u, 28u)]), vec4<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(global1.x, 28u)], false, false), global0[_wgslsmith_index_u32(0u, 28u)]), any(select(vec4<bool>(global0[_wgslsmith_index_u32(55895u, 28u)], global0[_wgslsmith_index_u32(1u, 28u)], false, global0[_wgslsmith_index_u32(77194u, 28u)]), vec4<bool>(true, false, true, false), vec4<bool>(global0[_wgslsmith_index_u32(24097u, 28u)], global0[_wgslsmith_index_u32(global3.x, 28u)], false, global0[_wgslsmith_index_u32(global1.x, 28u)])))), vec4<bool>(true, global0[_wgslsmith_index_u32(~48934u, 28u)], !global0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, global1.x), 28u)], false)).ww;
    var var_1 = global1.x;
    switch (-1i) {
        case 2147483647i: {
        }
        case 0i: {
            (((global2)[_wgslsmith_index_u32(~global1.x, 21u)]).a)[_wgslsmith_index_u32(global3.x, 4u)] = _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(-539f)))), _wgslsmith_f_op_f32(-1230f + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-657f * 421f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(-685f, -1072f))))) + _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(215f, -213f, 865f))) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1404f, -277f, -560f))) + _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-596f, 1257f, -670f))))))));
            var var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1496f) - _wgslsmith_f_op_f32(-(-600f))), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1606f, -1389f) + vec2<f32>(-1758f, -1043f)))).x, _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1565f, 1382f)), vec2<f32>(1f, 1f))).x) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(abs(190f)), 140f, 679f))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(2183f * _wgslsmith_f_op_f32(-1837f + 1213f))), _wgslsmith_f_op_f32(-(-189f)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 851f, -447f, -1000f) - vec4<f32>(1000f, 380f, -734f, 1257f))))).x));
            let var_3 = select(i32(-2147483648), select((u_input.b.zx + vec2<i32>(-1i, i32(-2147483648))) | countOneBits(vec4<i32>(u_input.a.x, u_input.d, u_input.e.x, 0i)).wx, sign(u_input.c.zz + u_input.e.yz), global0[_wgslsmith_index_u32(firstLeadingBit(global1.x), 28u)]).x, -(u_input.e.x / 84070i) <= -(-2147483647i)) * countTrailingZeros(-(-u_input.b.x) >> (insertBits(~vec3<u32>(4294967295u, global3.x, global1.x), ~vec3<u32>(global3.x, global1.x, global1.x), global1.x >> (global3.x % 32u), global3.x).x % 32u));
        }
        case -17736i: {
            for (var var_2 = -8057i; false; var_2 -= 1i) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                let var_3 = _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-1f)));
                let var_4 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_3, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_3 * var_3)), _wgslsmith_f_op_f32(-590f)) + vec3<f32>(-613f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-2567f) + _wgslsmith_f_op_f32(exp(var_3))), 342f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_3, var_3, 1007f) + vec3<f32>(var_3, -146f, -1225f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_3, -2160f, 462f)) - _wgslsmith_f_op_vec3_f32(vec3<f32>(2309f, -532f, 1000f) * vec3<f32>(1399f, -270f, var_3)))) - vec3<f32>(1172f, -581f, var_3)), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_3, -2123f, var_3))))));
                let var_5 = Struct_2(mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(347f, var_4[_wgslsmith_index_u32(global3.x, 3u)].x, var_3))).x), 247f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(var_4[_wgslsmith_index_u32(global1.x, 3u)].x, var_3, var_3), vec3<f32>(645f, 1214f, var_4[_wgslsmith_index_u32(33928u, 3u)].x), !vec3<bool>(var_0.x, global0[_wgslsmith_index_u32(93046u, 28u)], var_0.x))).zy), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(765f, 794f, -814f, -938f))))).zw)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_4[_wgslsmith_index_u32(global3.x, 3u)].x, var_3, var_3, 962f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_4[_wgslsmith_index_u32(global1.x, 3u)].x, -390f, -1057f, -1155f)))).xz, var_4[_wgslsmith_index_u32(1u, 3u)].xy)), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(var_4[_wgslsmith_index_u32(global3.x * global3.x, 3u)].x - _wgslsmith_div_f32(var_4[_wgslsmith_index_u32(58798u, 3u)].x, var_3)), _wgslsmith_f_op_f32(step(-339f, _wgslsmith_f_op_f32(-var_3))), _wgslsmith_f_op_f32(select(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(var_4[_wgslsmith_index_u32(1u, 3u)].x, -1344f, -391f), var_4[_wgslsmith_index_u32(80136u, 3u)])).x, _wgslsmith_f_op_f32(-var_4[_wgslsmith_index_u32(1u, 3u)].x), false))), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(var_3, _wgslsmith_f_op_f32(var_4[_wgslsmith_index_u32(global1.x, 3u)].x - var_3), 578f))), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_4[_wgslsmith_index_u32(52225u, 3u)].x, var_3, _wgslsmith_f_op_f32(1265f - var_4[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(1774f + 2728f)))).yzx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_4[_wgslsmith_index_u32(4294967295u, 3u)].x, var_3, var_3, var_3) * vec4<f32>(var_4[_wgslsmith_index_u32(52849u, 3u)].x, -342f, var_3, -166f)))).zyw)), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(967f * -126f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_4[_wgslsmith_index_u32(global1.x, 3u)].x * 1252f) - -2878f), 2240f), var_4[_wgslsmith_index_u32(1u, 3u)], vec3<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_div_vec3_f32(vec3<f32>(-132f, var_4[_wgslsmith_index_u32(global3.x, 3u)].x, var_3), var_4[_wgslsmith_index_u32(1u, 3u)]), vec3<f32>(var_3, var_3, var_3))).x, var_4[_wgslsmith_index_u32((global3.x - global3.x) ^ countTrailingZeros(0u), 3u)].x, -534f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_4[_wgslsmith_index_u32(~global3.x, 3u)]) * vec3<f32>(var_4[_wgslsmith_index_u32(23424u, 3u)].x, _wgslsmith_f_op_f32(clamp(var_4[_wgslsmith_index_u32(35471u, 3u)].x, -956f, -122f)), _wgslsmith_f_op_f32(-var_4[_wgslsmith_index_u32(global1.x, 3u)].x)))));
                let var_6 = ~((global3.x + global1.x) >> (1u % 32u));
            }
        }
        default: {
            for (var var_2 = -1i; (var_2 < 1i); (global1).x = ~(~(~global1.x))) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                let var_3 = 43418u;
                let var_4 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-180f)) * _wgslsmith_div_f32(-986f, 1129f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-493f, 789f, -1352f, -462f)))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-1812f, -101f, -1355f))).x)))));
                continue;
            }
            var var_2 = vec4<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, ~clamp(vec2<u32>(global1.x, global1.x), vec2<u32>(global1.x, 0u), vec2<u32>(global1.x, 21474u)).x) + global1.x, 28u)], true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c.x, u_input.e.x).exchanged);
            var var_3 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(888f, 765f, 726f, 155f))).x * _wgslsmith_f_op_f32(-(-1143f))) - 1000f), _wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(-447f), vec3<f32>(1f, 1f, 1f).x, !select(var_0, vec2<bool>(true, true), vec2<bool>(false, var_0.x)).x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-1886f, 1724f, 519f))).x) - _wgslsmith_f_op_f32(-750f))), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1348f, _wgslsmith_f_op_f32(-780f), _wgslsmith_f_op_f32(min(-750f, _wgslsmith_f_op_f32(-1130f * -125f)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-2242f, 1119f, -1000f) * vec3<f32>(-1388f, 1233f, -605f))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(433f, -496f, 343f)), vec3<f32>(-501f, 561f, 370f))))));
        }
    }
    (global3).x = min(select(1u, 4294967295u, true), countOneBits(~_wgslsmith_mod_vec2_u32(~vec2<u32>(0u, global3.x), vec2<u32>(16582u, 1u))).x);
    (global0)[_wgslsmith_index_u32(~atomicXor(&wg_atomic_u32, global1.x), 28u)] = !select(select(select(vec4<bool>(true, global0[_wgslsmith_index_u32(global1.x, 28u)], true, var_0.x), select(vec4<bool>(global0[_wgslsmith_index_u32(2087u, 28u)], true, false, global0[_wgslsmith_index_u32(4294967295u, 28u)]), vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 28u)], var_0.x, true, var_0.x), vec4<bool>(global0[_wgslsmith_index_u32(global1.x, 28u)], true, global0[_wgslsmith_index_u32(4294967295u, 28u)], false)), !vec4<bool>(var_0.x, false, var_0.x, global0[_wgslsmith_index_u32(global1.x, 28u)])), !vec4<bool>(true, true, var_0.x, false), !vec4<bool>(false, false, global0[_wgslsmith_index_u32(0u, 28u)], true)), vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a.x + -1i, 23054i).exchanged, true, false, true), any(select(select(vec4<bool>(true, global0[_wgslsmith_index_u32(global1.x, 28u)], true, true), vec4<bool>(var_0.x, true, var_0.x, global0[_wgslsmith_index_u32(0u, 28u)]), vec4<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], var_0.x, global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(global3.x, 28u)])), vec4<bool>(var_0.x, global0[_wgslsmith_index_u32(98860u, 28u)], false, global0[_wgslsmith_index_u32(1u, 28u)]), !vec4<bool>(true, false, var_0.x, false)).zyx)).x;
    return _wgslsmith_f_op_f32(749f + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1214f)))));
}

fn func_4(arg_0: bool, arg_1: vec2<bool>, arg_2: Struct_1) -> vec4<f32> {
    (global3).x = 4294967295u;
    return _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_2.a[_wgslsmith_index_u32(~global3.x, 4u)].x) + -845f), _wgslsmith_f_op_f32(func_5()), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(767f, -262f) - arg_2.a[_wgslsmith_index_u32(62506u, 4u)].x) * _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-arg_2.a[_wgslsmith_index_u32(global3.x, 4u)].x)))), 1019f));
}

fn func_3(arg_0: Struct_2) -> u32 {
    ((global2)[_wgslsmith_index_u32(firstLeadingBit(~(~vec3<u32>(17554u, 4294967295u, global1.x)) - ~(~firstLeadingBit(vec3<u32>(global1.x, 1u, global1.x)))).x, 21u)]).a = arg_0.c;
    var var_0 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(func_4(global0[_wgslsmith_index_u32(global3.x, 28u)], vec2<bool>(global0[_wgslsmith_index_u32(68366u, 28u)], global0[_wgslsmith_index_u32(global1.x, 28u)]), global2[_wgslsmith_index_u32(global3.x, 21u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.c[_wgslsmith_index_u32(94753u, 4u)].x, arg_0.c[_wgslsmith_index_u32(0u, 4u)].x, 1405f, -816f)), true)), vec4<f32>(_wgslsmith_div_f32(1665f, arg_0.a[_wgslsmith_index_u32(1u, 4u)].x), 1000f, _wgslsmith_f_op_f32(arg_0.c[_wgslsmith_index_u32(42784u, 4u)].x - arg_0.a[_wgslsmith_index_u32(82739u, 4u)].x), _wgslsmith_f_op_f32(-(-1000f))))).x));
    for (var var_1 = i32(-2147483648); select(vec3<bool>(select(vec3<bool>(true, true, true), !(!vec3<bool>(true, global0[_wgslsmith_index_u32(35798u, 28u)], true)), vec3<bool>(global0[_wgslsmith_index_u32(~4294967295u, 28u)], !global0[_wgslsmith_index_u32(38958u, 28u)], select(global0[_wgslsmith_index_u32(global1.x, 28u)], global0[_wgslsmith_index_u32(73341u, 28u)], global0[_wgslsmith_index_u32(10987u, 28u)]))).x, arg_0.a[_wgslsmith_index_u32(8196u, 4u)].x == -783f, false), vec3<bool>(any(!vec4<bool>(global0[_wgslsmith_index_u32(33103u, 28u)], global0[_wgslsmith_index_u32(9151u, 28u)], global0[_wgslsmith_index_u32(0u, 28u)], false)), global0[_wgslsmith_index_u32(583u & atomicXor(&wg_atomic_u32, global1.x), 28u)], _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-729f)), _wgslsmith_f_op_f32(1618f + arg_0.b[_wgslsmith_index_u32(102699u, 4u)].x)) >= _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x)), true).x; var_1 -= 1i) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        for (var var_2 = 0i; ; var_2 -= 1i) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            let var_3 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_0.a[_wgslsmith_index_u32(global1.x, 4u)])), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(421f, 1119f, arg_0.c[_wgslsmith_index_u32(1u, 4u)].x, arg_0.a[_wgslsmith_index_u32(34533u, 4u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.c[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x))))).zy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(select(arg_0.c[_wgslsmith_index_u32(global1.x, 4u)].x, 1134f, false)), 369f))), _wgslsmith_f_op_vec2_f32(vec2<f32>(518f, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x)) + arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].yy));
            break;
        }
        for (var var_2 = 18493i; global0[_wgslsmith_index_u32(global3.x, 28u)]; var_2 += 1i) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        }
        break;
    }
    if (global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(25706u, ~(1u / (global1.x + 49501u))), 28u)]) {
        switch (u_input.d - u_input.c.x) {
            case 0i: {
                global1 = vec2<u32>(~(~countLeadingZeros(~vec4<u32>(1u, 0u, global3.x, global1.x)).x), ~select(abs(vec4<u32>(global3.x, global3.x, 4294967295u, global3.x)).zzw, vec3<u32>(global3.x, 89442u, 20488u), global0[_wgslsmith_index_u32(~global3.x, 28u)]).x >> (~(~(1u << (global3.x % 32u))) % 32u));
                (global0)[_wgslsmith_index_u32(~countTrailingZeros(vec3<u32>(~insertBits(vec3<u32>(0u, global3.x, global1.x), vec3<u32>(global3.x, 50034u, 1u), global3.x, 7995u).x, 31288u, global3.x)).x, 28u)] = !all(vec2<bool>(!global0[_wgslsmith_index_u32(~0u, 28u)], select(global0[_wgslsmith_index_u32(~global3.x, 28u)], select(vec2<bool>(true, true), vec2<bool>(true, true), vec2<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(4294967295u, 28u)])).x, select(vec4<bool>(false, true, false, global0[_wgslsmith_index_u32(global3.x, 28u)]), vec4<bool>(false, false, false, global0[_wgslsmith_index_u32(global1.x, 28u)]), vec4<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], false, global0[_wgslsmith_index_u32(1u, 28u)], true)).x)));
                var_0 = _wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1404f, -553f, -779f, -980f) * vec4<f32>(arg_0.b[_wgslsmith_index_u32(9100u, 4u)].x, arg_0.c[_wgslsmith_index_u32(global3.x, 4u)].x, -806f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x)))), vec4<f32>(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(13019u, 4u)].x))).x, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(-(-1051f)), 450f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.c[_wgslsmith_index_u32(69440u, 4u)].x, arg_0.c[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.c[_wgslsmith_index_u32(51869u, 4u)].x) - vec4<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 176f, 1000f, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x)) * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1034f, arg_0.c[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x), vec4<f32>(-987f, 900f, -328f, arg_0.c[_wgslsmith_index_u32(global1.x, 4u)].x), vec4<bool>(global0[_wgslsmith_index_u32(4438u, 28u)], global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(0u, 28u)], global0[_wgslsmith_index_u32(30024u, 28u)])))))), vec4<f32>(126f, -1284f, _wgslsmith_f_op_f32(arg_0.c[_wgslsmith_index_u32(global3.x, 4u)].x - _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(19306u, 4u)].x)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(2065f, arg_0.c[_wgslsmith_index_u32(4294967295u, 4u)].x) - _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(0u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_div_f32(-567f, 1779f), -317f, arg_0.b[_wgslsmith_index_u32(~1u, 4u)].x, 539f) - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(306f, -1871f, -891f, arg_0.c[_wgslsmith_index_u32(global3.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1438f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(28773u, 4u)].x, arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-1261f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 202f, -1680f) + vec4<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.c[_wgslsmith_index_u32(1u, 4u)].x, arg_0.c[_wgslsmith_index_u32(global1.x, 4u)].x, -270f))))))).x;
                (global3).x = ~26096u;
            }
            case 2147483647i: {
                var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1159f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 933f) + arg_0.c[_wgslsmith_index_u32(47287u, 4u)]), vec3<f32>(2485f, -853f, 104f), vec3<bool>(false, true, global0[_wgslsmith_index_u32(0u, 28u)]))).yz * arg_0.c[_wgslsmith_index_u32(~global3.x, 4u)].zy)), arg_0.c[_wgslsmith_index_u32(global1.x / countOneBits(15818u), 4u)].zz, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(arg_0.c[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, 903f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1110f, -1000f, -450f, -807f))), vec4<f32>(-1241f, arg_0.c[_wgslsmith_index_u32(55077u, 4u)].x, -911f, -748f))), global0[_wgslsmith_index_u32(~global3.x * 1u, 28u)])).zxy)).xz);
                var_0 = _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-893f)), _wgslsmith_div_f32(732f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1f))));
                let var_2 = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-402f), _wgslsmith_f_op_vec3_f32(abs(arg_0.c[_wgslsmith_index_u32(~global3.x, 4u)])).x, 1624f) + _wgslsmith_f_op_vec3_f32(-arg_0.b[_wgslsmith_index_u32(~(1u / global1.x), 4u)])) * _wgslsmith_f_op_vec3_f32(min(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(round(arg_0.b[_wgslsmith_index_u32(8543u | global3.x, 4u)])), arg_0.b[_wgslsmith_index_u32(firstTrailingBit(1u), 4u)]), arg_0.b[_wgslsmith_index_u32(1u, 4u)])));
                let var_3 = global3.x;
            }
            case 1153i: {
            }
            default: {
            }
        }
        return global3.x;
    } else {
        for (var var_1 = 83245i; var_1 > -19518i; var_1 += 1i) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            var_0 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-481f, -593f, arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.c[_wgslsmith_index_u32(4294967295u, 4u)].x))), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(171f, -444f, 332f, arg_0.c[_wgslsmith_index_u32(global1.x, 4u)].x))), global0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 1u), 28u)])))).yxx, arg_0.b[_wgslsmith_index_u32(~570u, 4u)])).x);
            let var_2 = 1i;
            break;
        }
        (global3).x = 1u;
    }
    (global0)[_wgslsmith_index_u32(global3.x >> (~(~atomicCompareExchangeWeak(&wg_atomic_u32, ~global3.x, ~global1.x).old_value) % 32u), 28u)] = global0[_wgslsmith_index_u32(4294967295u, 28u)];
    return global3.x;
}

fn func_2(arg_0: Struct_3) -> vec3<u32> {
    switch (1i) {
        case -17876i: {
            let var_0 = arg_0;
        }
        case -6856i: {
            var var_0 = ~global3.x;
            while (global0[_wgslsmith_index_u32(1u | countOneBits(global3.x), 28u)]) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                global0 = array<bool, 28>();
                ((global2)[_wgslsmith_index_u32(~((4294967295u >> ((firstTrailingBit(vec2<u32>(0u, global1.x)).x ^ 1u) % 32u)) - ~clamp(func_3(Struct_2(mat4x2<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].zz, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].yx, vec2<f32>(-364f, 1590f), arg_0.b[_wgslsmith_index_u32(27103u, 4u)].yy), mat4x3<f32>(arg_0.b[_wgslsmith_index_u32(8173u, 4u)], vec3<f32>(arg_0.b[_wgslsmith_index_u32(21481u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x), vec3<f32>(-998f, 1590f, arg_0.b[_wgslsmith_index_u32(44577u, 4u)].x), vec3<f32>(1909f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 335f)), mat4x3<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)], vec3<f32>(arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, 526f, 381f), arg_0.b[_wgslsmith_index_u32(global1.x, 4u)], vec3<f32>(-1169f, 944f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x)))), ~110387u, global3.x)), 21u)]).b = ~(~(~(-82041i)));
                break;
            }
            global1 = vec2<u32>(~firstTrailingBit(select(_wgslsmith_mod_vec2_u32(vec2<u32>(40858u, global1.x), vec2<u32>(global1.x, 25474u)), vec2<u32>(global3.x, 4294967295u), true)).x, 0u);
            var var_1 = global2[_wgslsmith_index_u32(96319u, 21u)];
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            }
        }
        case 38436i: {
            var var_0 = global2[_wgslsmith_index_u32(~global3.x, 21u)];
        }
        default: {
            (global3).x = 88321u;
        }
    }
    if (!global0[_wgslsmith_index_u32(min(vec2<u32>(global3.x, clamp(~vec2<u32>(global3.x, global3.x), insertBits(vec4<u32>(0u, 0u, 1u, global1.x), vec4<u32>(4294967295u, global3.x, global1.x, 22832u), global1.x, global1.x).zz, clamp(vec4<u32>(global3.x, 4294967295u, global1.x, 0u), vec4<u32>(global3.x, 4294967295u, 0u, 1u), vec4<u32>(4294967295u, global1.x, global1.x, global1.x)).wx).x), ~(~(vec2<u32>(global3.x, global1.x) << (vec2<u32>(4294967295u, global3.x) % vec2<u32>(32u))))).x, 28u)]) {
        switch ((atomicLoad(&wg_atomic_i32) | 0i) << (firstTrailingBit(~vec3<u32>(global3.x & global1.x, firstLeadingBit(vec3<u32>(global1.x, global1.x, global1.x)).x, ~global3.x)).x % 32u)) {
            case -28361i: {
                (global0)[_wgslsmith_index_u32(global1.x, 28u)] = true;
                let var_0 = global1.x * _wgslsmith_mod_u32(73651u, 1u);
                let var_1 = Struct_2(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x * -581f), _wgslsmith_f_op_f32(200f - arg_0.b[_wgslsmith_index_u32(19075u, 4u)].x)), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(29520u, 4u)].x, -1000f))).xy)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-974f, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x))), vec2<f32>(arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(min(arg_0.b[_wgslsmith_index_u32(var_0, 4u)].x, -1430f)), arg_0.b[_wgslsmith_index_u32(var_0, 4u)].x)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_0.b[_wgslsmith_index_u32(var_0, 4u)].xx * vec2<f32>(-128f, arg_0.b[_wgslsmith_index_u32(var_0, 4u)].x))) * _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 633f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, -1670f))))), mat4x3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-213f, 118f, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, 112f)))).wwx, vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1311f))), _wgslsmith_f_op_f32(420f + _wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x - 1699f)), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(vec4<f32>(-1725f, arg_0.b[_wgslsmith_index_u32(62085u, 4u)].x, 1628f, arg_0.b[_wgslsmith_index_u32(5308u, 4u)].x), vec4<f32>(arg_0.b[_wgslsmith_index_u32(var_0, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, 1034f)))).x), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, -297f, 734f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, -142f, -359f)))).zyz)), arg_0.b[_wgslsmith_index_u32(abs(select(vec2<u32>(global1.x, global1.x) - vec2<u32>(global3.x, var_0), vec2<u32>(var_0, var_0), false)).x, 4u)]), arg_0.b);
                global3 = abs(~vec4<u32>(_wgslsmith_mod_u32(countTrailingZeros(vec4<u32>(1u, 4294967295u, global3.x, var_0)).x, atomicCompareExchangeWeak(&wg_atomic_u32, 34410u, 1983u).old_value), 4294967295u | (var_0 * global1.x), countLeadingZeros(vec2<u32>(0u, 4294967295u) / vec2<u32>(var_0, global1.x)).x, ~1u)).xw;
                var var_2 = Struct_3(arg_0.a, arg_0.b);
            }
            case -1i: {
                var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(1471f, arg_0.b[_wgslsmith_index_u32(59269u, 4u)].x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(-arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].yz), arg_0.b[_wgslsmith_index_u32(1u, 4u)].zx)), _wgslsmith_div_f32(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, _wgslsmith_f_op_f32(floor(500f)))) * vec4<f32>(_wgslsmith_f_op_vec3_f32(clamp(arg_0.b[_wgslsmith_index_u32(1u, 4u)], vec3<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 240f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, 585f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, -952f))).xxy)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(10253u, 4u)].x - 508f)), 897f, arg_0.b[_wgslsmith_index_u32(~countLeadingZeros(global1.x), 4u)].x)), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(350f, _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(global1.x ^ global3.x, 4u)].x), arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 1000f), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-(-322f)), _wgslsmith_div_f32(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 1000f), _wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x * -236f), -1000f) + vec4<f32>(-301f, -582f, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-872f, -1247f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x), vec4<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, 704f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))).x, arg_0.b[_wgslsmith_index_u32(~global1.x, 4u)].x)), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1909f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x), vec4<f32>(arg_0.b[_wgslsmith_index_u32(49775u, 4u)].x, -1000f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(16958u, 4u)].x))) - _wgslsmith_div_vec4_f32(vec4<f32>(arg_0.b[_wgslsmith_index_u32(46728u, 4u)].x, 1596f, arg_0.b[_wgslsmith_index_u32(62045u, 4u)].x, arg_0.b[_wgslsmith_index_u32(28190u, 4u)].x), vec4<f32>(-740f, arg_0.b[_wgslsmith_index_u32(48612u, 4u)].x, 976f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, -450f, -456f, -795f))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(245f, arg_0.b[_wgslsmith_index_u32(31644u, 4u)].x, -1687f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x)))))))));
                let var_1 = vec4<u32>(global1.x / ~1u, (global1.x | extractBits(vec3<u32>(6850u, 4294967295u, 19405u), _wgslsmith_mod_u32(4294967295u, 36231u), atomicSub(&wg_atomic_u32, 1u)).x) / min(select(~vec4<u32>(16400u, 6913u, 1u, global1.x), ~vec4<u32>(global3.x, 41278u, global3.x, 50079u), true), countLeadingZeros(reverseBits(vec4<u32>(35043u, global1.x, global3.x, global3.x)))).x, countOneBits(vec4<u32>(_wgslsmith_mod_u32(global1.x - global3.x, global1.x), reverseBits(vec4<u32>(global1.x, global3.x, 4294967295u, 1u)).x ^ (1u ^ global1.x), 1u, 4294967295u)).x, ((global1.x + global3.x) << (~(~global3.x) % 32u)) ^ countLeadingZeros(min(max(vec4<u32>(global1.x, global3.x, global1.x, 10220u), vec4<u32>(global1.x, 1u, global1.x, 71502u)), insertBits(vec4<u32>(57001u, global3.x, global3.x, 4294967295u), vec4<u32>(1u, global3.x, global3.x, 17287u), 32297u, global1.x)).wxy).x);
            }
            case 72440i: {
                let var_0 = Struct_1(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(-122f, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 1980f) * vec4<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x)))).www)), _wgslsmith_f_op_vec3_f32(step(arg_0.b[_wgslsmith_index_u32(1u, 4u)], vec3<f32>(_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(0u, 4u)].x + arg_0.b[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -1519f))).x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(~global3.x, 4u)] + vec3<f32>(-1146f, arg_0.b[_wgslsmith_index_u32(9187u, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x)))), _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b[_wgslsmith_index_u32(global1.x * global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(arg_0.b[_wgslsmith_index_u32(8374u, 4u)].x, arg_0.b[_wgslsmith_index_u32(2174u, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x))).x) + _wgslsmith_f_op_vec3_f32(-arg_0.b[_wgslsmith_index_u32(1u, 4u)]))), -1552i, !arg_0.a);
            }
            default: {
            }
        }
        var var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(1285f, arg_0.b[_wgslsmith_index_u32(24543u, 4u)].x, -451f, arg_0.b[_wgslsmith_index_u32(43519u, 4u)].x) * vec4<f32>(-1184f, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x)))) * vec4<f32>(_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x), _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(42588u, 4u)].x), _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(54224u, 4u)].x), _wgslsmith_f_op_f32(130f + arg_0.b[_wgslsmith_index_u32(1u, 4u)].x))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.b[_wgslsmith_index_u32(23387u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -243f), vec4<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(46513u, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, -1216f), vec4<bool>(global0[_wgslsmith_index_u32(68188u, 28u)], false, true, false))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-2226f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(101676u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x))))), select(!select(vec4<bool>(global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(58586u, 28u)], true, arg_0.a.x), vec4<bool>(false, true, false, global0[_wgslsmith_index_u32(0u, 28u)]), false), !(!vec4<bool>(false, true, global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(global1.x, 28u)])), !arg_0.a.x & true).x)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -569f, -1506f, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x) + _wgslsmith_f_op_vec4_f32(round(vec4<f32>(763f, -852f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -109f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-745f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, -361f, 1375f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.b[_wgslsmith_index_u32(~global3.x, 4u)].x, 419f, _wgslsmith_f_op_f32(210f - arg_0.b[_wgslsmith_index_u32(35189u, 4u)].x), _wgslsmith_div_f32(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -133f)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(1000f, _wgslsmith_div_f32(arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, -1437f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1000f)) + _wgslsmith_f_op_f32(trunc(495f))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(189f, 609f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x), vec4<f32>(-504f, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(73079u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))).x, -965f)));
        switch (u_input.b.x) {
            case 2147483647i: {
                (global0)[_wgslsmith_index_u32(1u, 28u)] = u_input.b.x == u_input.d;
                var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(~0u, 4u)].x, _wgslsmith_f_op_f32(-(-3312f)), _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(115068u, 4u)].x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(95920u, 4u)] - vec3<f32>(arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x)) * _wgslsmith_f_op_vec3_f32(-arg_0.b[_wgslsmith_index_u32(global3.x, 4u)]))) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(arg_0.b[_wgslsmith_index_u32(abs(vec2<u32>(4294967295u, global1.x)).x, 4u)], var_0[_wgslsmith_index_u32(12940u, 4u)].yww, global0[_wgslsmith_index_u32(46823u, 28u)])) + vec3<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, _wgslsmith_f_op_f32(max(1125f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x)), 1000f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(saturate(-866f)), _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, var_0[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -1126f), var_0[_wgslsmith_index_u32(global1.x, 4u)], global0[_wgslsmith_index_u32(4294967295u, 28u)])).x)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(global1.x, 4u)]))).x)), vec3<f32>(1436f, 538f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(select(vec4<u32>(global1.x, global1.x, 44750u, global3.x) << (vec4<u32>(global3.x, global3.x, 31794u, 4294967295u) % vec4<u32>(32u)), vec4<u32>(1u, 4294967295u, 46793u, global3.x) & vec4<u32>(15362u, global3.x, 7830u, global1.x), true).x, 4u)].x + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-323f * arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x) - _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(63666u, 4u)].x)))), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.b[_wgslsmith_index_u32(7757u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(1226f, -999f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, var_0[_wgslsmith_index_u32(global1.x, 4u)].x) * _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(4294967295u, 4u)] - var_0[_wgslsmith_index_u32(0u, 4u)])))).xwz)));
            }
            default: {
                (var_0)[_wgslsmith_index_u32(global1.x, 4u)] = vec4<f32>(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(global1.x, 4u)] - vec4<f32>(-821f, arg_0.b[_wgslsmith_index_u32(67094u, 4u)].x, var_0[_wgslsmith_index_u32(52545u, 4u)].x, 122f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(global3.x, 4u)].x, -320f, -1000f, -1058f))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(round(var_0[_wgslsmith_index_u32(global3.x, 4u)])))), vec4<bool>(!arg_0.a.x, global0[_wgslsmith_index_u32(global1.x ^ 103707u, 28u)], arg_0.a.x, true))).x, _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -855f) + vec2<f32>(1398f, -1412f)) * _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(91216u, 4u)].x) * vec2<f32>(arg_0.b[_wgslsmith_index_u32(52686u, 4u)].x, 123f))))).x)), -1000f, _wgslsmith_f_op_f32(trunc(var_0[_wgslsmith_index_u32(global3.x ^ ~_wgslsmith_mod_u32(1u, global1.x), 4u)].x)), 839f);
                var var_1 = -abs(-u_input.c).xyz;
                var var_2 = Struct_3(arg_0.a, arg_0.b);
            }
        }
    }
    switch (-5158i) {
        case 2147483647i: {
            var var_0 = _wgslsmith_mod_u32(atomicMin(&wg_atomic_u32, 1u) & global3.x, ~(min(40745u, 33993u & global3.x) & ~(~global1.x)));
        }
        case -1078i: {
        }
        default: {
            while (true) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                var var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-arg_0.b[_wgslsmith_index_u32(firstTrailingBit((vec4<u32>(global3.x, global1.x, 1u, 51061u) - vec4<u32>(3706u, 17972u, 4294967295u, 6652u)) >> (~vec4<u32>(40811u, 0u, 39367u, 13901u) % vec4<u32>(32u))).x, 4u)]), vec3<f32>(-1048f, _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(-249f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x) - _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1000f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 1113f, arg_0.b[_wgslsmith_index_u32(120627u, 4u)].x), vec4<f32>(911f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 883f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x), false))))).x, 730f), vec3<f32>(887f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 909f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, -377f), vec4<f32>(arg_0.b[_wgslsmith_index_u32(87371u, 4u)].x, arg_0.b[_wgslsmith_index_u32(43538u, 4u)].x, arg_0.b[_wgslsmith_index_u32(93305u, 4u)].x, arg_0.b[_wgslsmith_index_u32(2486u, 4u)].x), vec4<f32>(arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, -310f))).x) - -164f), -610f));
                var var_1 = vec4<bool>(arg_0.a.x, global0[_wgslsmith_index_u32(~(~1u) << (0u % 32u), 28u)], any(arg_0.a), !select(vec2<bool>(select(vec2<bool>(false, false), arg_0.a.zx, global0[_wgslsmith_index_u32(global1.x, 28u)]).x, false), vec2<bool>(select(false, global0[_wgslsmith_index_u32(4294967295u, 28u)], global0[_wgslsmith_index_u32(global1.x, 28u)]), select(vec2<bool>(arg_0.a.x, false), arg_0.a.zz, global0[_wgslsmith_index_u32(1u, 28u)]).x), true).x);
                let var_2 = _wgslsmith_mod_vec3_u32(firstTrailingBit(select(select(vec4<u32>(global1.x, global1.x, global1.x, 1u), firstTrailingBit(vec4<u32>(4294967295u, global3.x, 21512u, 17743u)), vec4<bool>(global0[_wgslsmith_index_u32(68859u, 28u)], false, false, false)), vec4<u32>(countOneBits(vec2<u32>(global1.x, global3.x)).x, ~global1.x, global3.x, countLeadingZeros(vec2<u32>(1u, 20596u)).x), !(1i != u_input.b.x))).ywx, vec3<u32>(~(~4294967295u), global3.x | (1u >> (max(global1.x, global1.x) % 32u)), global3.x));
            }
            for (var var_0 = 2147483647i; all(arg_0.a.zx); var_0 += 1i) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                let var_1 = Struct_1(mat4x3<f32>(_wgslsmith_div_vec3_f32(arg_0.b[_wgslsmith_index_u32(countTrailingZeros(atomicXor(&wg_atomic_u32, 23755u)), 4u)], _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, 433f) + _wgslsmith_f_op_vec3_f32(vec3<f32>(741f, arg_0.b[_wgslsmith_index_u32(50805u, 4u)].x, -1000f) + arg_0.b[_wgslsmith_index_u32(global3.x, 4u)]))), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_div_f32(-1000f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x), 416f, arg_0.b[_wgslsmith_index_u32(3001u, 4u)].x), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(135f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 451f), vec3<f32>(arg_0.b[_wgslsmith_index_u32(40929u, 4u)].x, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, 2511f)) * _wgslsmith_div_vec3_f32(vec3<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 724f), arg_0.b[_wgslsmith_index_u32(global1.x, 4u)]))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(321f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x), vec3<f32>(-564f, 1279f, arg_0.b[_wgslsmith_index_u32(43017u, 4u)].x), false))) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1477f, 2250f, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1041f, arg_0.b[_wgslsmith_index_u32(9617u, 4u)].x, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x)), !vec4<bool>(true, arg_0.a.x, false, false))).yxw), _wgslsmith_f_op_vec3_f32(sign(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)]))), u_input.b.x * 31707i, !vec3<bool>(true, true, !(!global0[_wgslsmith_index_u32(0u, 28u)])));
                var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-107f, var_1.a[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, 1077f))) + vec4<f32>(_wgslsmith_f_op_f32(-212f), -1660f, _wgslsmith_f_op_f32(var_1.a[_wgslsmith_index_u32(0u, 4u)].x - -239f), arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x)) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(571f, arg_0.b[_wgslsmith_index_u32(19404u, 4u)].x, 101f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))))), vec4<f32>(301f, arg_0.b[_wgslsmith_index_u32(10046u, 4u)].x, -195f, 241f), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(448f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, var_1.a[_wgslsmith_index_u32(global3.x, 4u)].x) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.a[_wgslsmith_index_u32(global3.x, 4u)].x, -627f, -120f, var_1.a[_wgslsmith_index_u32(global3.x, 4u)].x))) * _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(25947u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 485f) + vec4<f32>(var_1.a[_wgslsmith_index_u32(global3.x, 4u)].x, 694f, -694f, var_1.a[_wgslsmith_index_u32(56060u, 4u)].x))))))), vec4<f32>(var_1.a[_wgslsmith_index_u32(~min(~vec4<u32>(global3.x, 1u, 1u, global1.x), vec4<u32>(global3.x, global1.x, 4294967295u, 0u) & vec4<u32>(global1.x, global1.x, 1u, 1u)).x, 4u)].x, -608f, _wgslsmith_div_f32(1214f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f + arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))), -1498f));
                continue;
            }
            loop {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        break;
    }
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        let var_0 = true;
        (global0)[_wgslsmith_index_u32(select(vec3<u32>(20159u, firstTrailingBit(min(vec3<u32>(global1.x, global3.x, 1u), vec3<u32>(global1.x, global3.x, 0u)).zz >> (max(vec2<u32>(28030u, global3.x), vec2<u32>(0u, global1.x)) % vec2<u32>(32u))).x, countOneBits(select(_wgslsmith_mod_vec4_u32(vec4<u32>(1u, global1.x, global3.x, global1.x), vec4<u32>(global1.x, global1.x, global1.x, global1.x)), vec4<u32>(global3.x, 1u, 41723u, 53950u) >> (vec4<u32>(global3.x, 4294967295u, global1.x, global3.x) % vec4<u32>(32u)), u_input.c.x > u_input.d)).x), reverseBits(~(~(vec3<u32>(0u, 4294967295u, global3.x) * vec3<u32>(global1.x, 52515u, global1.x)))), select(!(!(!vec4<bool>(arg_0.a.x, arg_0.a.x, global0[_wgslsmith_index_u32(global1.x, 28u)], true))), select(!vec4<bool>(arg_0.a.x, false, false, false), select(select(vec4<bool>(global0[_wgslsmith_index_u32(24607u, 28u)], false, global0[_wgslsmith_index_u32(global3.x, 28u)], var_0), vec4<bool>(false, arg_0.a.x, false, arg_0.a.x), var_0), select(vec4<bool>(global0[_wgslsmith_index_u32(49505u, 28u)], var_0, false, global0[_wgslsmith_index_u32(global3.x, 28u)]), vec4<bool>(var_0, var_0, arg_0.a.x, global0[_wgslsmith_index_u32(4350u, 28u)]), vec4<bool>(var_0, var_0, true, false)), !vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 28u)], var_0, true, global0[_wgslsmith_index_u32(0u, 28u)])), vec4<bool>(true, true, false, u_input.b.x >= 50492i)), !(!select(vec4<bool>(var_0, arg_0.a.x, var_0, true), vec4<bool>(global0[_wgslsmith_index_u32(0u, 28u)], false, global0[_wgslsmith_index_u32(global3.x, 28u)], arg_0.a.x), vec4<bool>(true, global0[_wgslsmith_index_u32(global1.x, 28u)], var_0, false)))).wyz).x, 28u)] = 1i != (u_input.d / -(i32(-2147483648)));
        switch (~u_input.c.x) {
            case 5845i: {
                var var_1 = u_input.b.x;
                (global0)[_wgslsmith_index_u32(global1.x, 28u)] = global0[_wgslsmith_index_u32(clamp(~(global3.x ^ 8421u), select(countTrailingZeros(vec3<u32>(global1.x, 9930u, 0u)).zx, min(~vec4<u32>(global1.x, 4294967295u, 0u, global3.x), ~vec4<u32>(1u, 9049u, 39871u, 39211u)).xz, !(!vec2<bool>(true, arg_0.a.x))).x + 35809u, countOneBits(reverseBits(~(vec4<u32>(global1.x, global3.x, 4365u, 110760u) - vec4<u32>(global1.x, global1.x, global1.x, global1.x))).x)), 28u)];
                (global3).x = 4294967295u;
            }
            case 0i: {
            }
            case 28376i: {
                var var_1 = select(select(vec4<bool>(all(arg_0.a.xz), true, !((-1786f < arg_0.b[_wgslsmith_index_u32(9676u, 4u)].x)), all(!vec3<bool>(arg_0.a.x, false, arg_0.a.x))), select(select(select(vec4<bool>(true, global0[_wgslsmith_index_u32(global1.x, 28u)], true, var_0), vec4<bool>(false, var_0, arg_0.a.x, false), true), vec4<bool>(global0[_wgslsmith_index_u32(global1.x, 28u)], false, global0[_wgslsmith_index_u32(global3.x, 28u)], false), select(vec4<bool>(global0[_wgslsmith_index_u32(8292u, 28u)], arg_0.a.x, true, true), vec4<bool>(true, global0[_wgslsmith_index_u32(global3.x, 28u)], true, false), global0[_wgslsmith_index_u32(1u, 28u)])), !vec4<bool>(false, global0[_wgslsmith_index_u32(global3.x, 28u)], global0[_wgslsmith_index_u32(1u, 28u)], false), true), true), select(vec4<bool>(var_0, !var_0, arg_0.a.x, 1i <= abs(vec2<i32>(u_input.b.x, 7121i)).x), vec4<bool>(false | ((global3.x < 7921u)), false, true, atomicCompareExchangeWeak(&wg_atomic_u32, global1.x, ~global3.x).exchanged), false), atomicCompareExchangeWeak(&wg_atomic_i32, 9025i, ~u_input.d | ~2147483647i).exchanged);
                let var_2 = Struct_2(mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(~0u, 4u)].x), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-1000f, 675f, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(13059u, 4u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.b[_wgslsmith_index_u32(28592u, 4u)].x, -1296f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x) + vec4<f32>(-1000f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, -1572f)))).x), vec2<f32>(469f, -157f), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-699f, 1421f) + arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].xy) + arg_0.b[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(1u, 0u, 42757u)).x, 4u)].zx), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1000f, -858f))), var_1.wy)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(309f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, -1000f, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x), vec4<f32>(arg_0.b[_wgslsmith_index_u32(35109u, 4u)].x, -477f, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))).zz))), mat4x3<f32>(arg_0.b[_wgslsmith_index_u32(clamp(vec4<u32>(1u, 1u, 1u, 1u), clamp(firstLeadingBit(vec4<u32>(1u, 4294967295u, global3.x, 4079u)), vec4<u32>(global3.x, global3.x, global3.x, 1u), ~vec4<u32>(0u, 1u, global3.x, 13705u)), vec4<u32>(0u, _wgslsmith_mod_u32(global1.x, global1.x), 2546u, global3.x)).x, 4u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1434f, 1572f, -503f)))), vec3<f32>(arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(-330f), -206f), vec3<f32>(_wgslsmith_div_f32(-151f, arg_0.b[_wgslsmith_index_u32(~global3.x, 4u)].x), -1297f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x)))), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-(-1880f)), -2064f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x + 2045f) * _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x))), arg_0.b[_wgslsmith_index_u32(global1.x, 4u)], arg_0.b[_wgslsmith_index_u32(global1.x << (global1.x % 32u), 4u)], _wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)] * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(58265u, 4u)] - vec3<f32>(-470f, 358f, 222f))))));
                continue;
            }
            case 14437i: {
                let var_1 = Struct_1(mat4x3<f32>(arg_0.b[_wgslsmith_index_u32(reverseBits(firstTrailingBit(vec3<u32>(global1.x, 1u, 7853u)) * ~vec3<u32>(global1.x, 72138u, global3.x)).x, 4u)], vec3<f32>(-736f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(0u, 4u)].x)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(1u, 4u)].x + 2341f), arg_0.b[_wgslsmith_index_u32(reverseBits(vec4<u32>(global3.x, 1u, global1.x, 97514u)).x, 4u)].x)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(628f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 109f) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(532f, 1000f, 226f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(func_4(var_0, arg_0.a.xz, Struct_1(mat4x3<f32>(vec3<f32>(arg_0.b[_wgslsmith_index_u32(31126u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 1014f), arg_0.b[_wgslsmith_index_u32(45864u, 4u)], arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)], arg_0.b[_wgslsmith_index_u32(global3.x, 4u)]), 2147483647i, arg_0.a))), vec4<f32>(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, 1000f, arg_0.b[_wgslsmith_index_u32(30015u, 4u)].x))), select(vec4<bool>(false, var_0, false, arg_0.a.x), vec4<bool>(var_0, true, false, true), vec4<bool>(var_0, true, false, false)).x)).xxz, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(func_4(atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 4294967295u).exchanged, vec2<bool>(arg_0.a.x, true), global2[_wgslsmith_index_u32(0u, 21u)])).xzy * _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1025f, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x), vec4<f32>(577f, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x), vec4<bool>(false, false, arg_0.a.x, true))).zzy, _wgslsmith_div_vec3_f32(arg_0.b[_wgslsmith_index_u32(global3.x, 4u)], arg_0.b[_wgslsmith_index_u32(60175u, 4u)]), var_0)))), 583i, arg_0.a);
                return select(insertBits(~(vec3<u32>(global1.x, global3.x, 1u) & vec3<u32>(global3.x, 22352u, global3.x)) & ~(vec3<u32>(17284u, 48344u, 1u) + vec3<u32>(0u, global1.x, 0u)), countLeadingZeros(vec4<u32>(1u, ~global3.x, countLeadingZeros(90491u), func_3(Struct_2(mat4x2<f32>(var_1.a[_wgslsmith_index_u32(global1.x, 4u)].yz, arg_0.b[_wgslsmith_index_u32(0u, 4u)].xx, vec2<f32>(arg_0.b[_wgslsmith_index_u32(28554u, 4u)].x, -117f), arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].xx), var_1.a, mat4x3<f32>(vec3<f32>(153f, 576f, -1000f), vec3<f32>(442f, 150f, arg_0.b[_wgslsmith_index_u32(global3.x, 4u)].x), vec3<f32>(arg_0.b[_wgslsmith_index_u32(global1.x, 4u)].x, 890f, -1251f), arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)]))))).xyw, select(vec3<u32>(33654u, global3.x, countTrailingZeros(2690u)), vec3<u32>(global1.x, global3.x, global3.x) / ~vec3<u32>(global1.x, 26011u, 0u), false).x, dot(vec4<u32>(insertBits(vec3<u32>(global1.x, 44359u, 67094u), vec3<u32>(29706u, global3.x, global3.x), global1.x, global3.x).x, global3.x * global1.x, ~88045u, 0u / global1.x), vec4<u32>(countLeadingZeros(vec2<u32>(0u, global1.x)).x, 56218u, countLeadingZeros(vec3<u32>(global3.x, global3.x, 20853u)).x, firstTrailingBit(0u)))), ~((firstLeadingBit(vec3<u32>(62773u, global1.x, global1.x)) & vec3<u32>(61204u, global3.x, 62856u)) ^ ~(~vec3<u32>(global1.x, global1.x, global1.x))), arg_0.a);
            }
            default: {
                var var_1 = Struct_3(!(!vec3<bool>(any(vec3<bool>(arg_0.a.x, false, arg_0.a.x)), select(vec2<bool>(true, global0[_wgslsmith_index_u32(global1.x, 28u)]), arg_0.a.zx, vec2<bool>(var_0, true)).x, true)), mat4x3<f32>(arg_0.b[_wgslsmith_index_u32(20013u, 4u)], arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)], vec3<f32>(_wgslsmith_f_op_f32(-1158f), arg_0.b[_wgslsmith_index_u32((1u / global1.x) & global1.x, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(844f, -700f))), _wgslsmith_f_op_vec3_f32(-arg_0.b[_wgslsmith_index_u32(22288u, 4u)])));
            }
        }
        (global3).x = global1.x;
    }
    return ~countOneBits(firstTrailingBit(vec4<u32>(3375u, 0u, global3.x, 17774u) + vec4<u32>(4294967295u, global1.x, global3.x, global1.x))).wwz / firstTrailingBit(vec4<u32>(_wgslsmith_mod_u32(global3.x, global1.x) / (4294967295u / global3.x), 1u >> (1u % 32u), global3.x, 1u)).yww;
}

fn func_1(arg_0: Struct_1, arg_1: u32) -> vec4<f32> {
    let var_0 = ~vec4<u32>(insertBits(vec2<u32>(global3.x ^ 2603u, ~global1.x), ~(vec2<u32>(global3.x, global3.x) | vec2<u32>(24200u, 53251u)), abs(~vec3<u32>(17075u, global3.x, arg_1)).x, countTrailingZeros(func_2(Struct_3(vec3<bool>(arg_0.c.x, false, true), arg_0.a))).x).x, ~(32941u ^ max(vec2<u32>(arg_1, arg_1), vec2<u32>(5265u, 8822u)).x), ~(~(~1u)), global1.x);
    loop {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        var var_1 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(reverseBits(var_0.xx << (var_0.wy % vec2<u32>(32u))).x, 4u)].x * -1212f) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1538f * _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(~var_0.x, 4u)].x - _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x + arg_0.a[_wgslsmith_index_u32(1u, 4u)].x)))));
        loop {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            var var_2 = !(1u >= atomicLoad(&wg_atomic_u32));
        }
        if (!arg_0.c.x) {
            global3 = var_0.ww;
            break;
        } else if (!all(vec4<bool>(global0[_wgslsmith_index_u32(41327u - 1u, 28u)] != false, true, !select(arg_0.c, arg_0.c, true).x, any(!vec4<bool>(arg_0.c.x, arg_0.c.x, true, true))))) {
            var var_2 = -(-25005i ^ u_input.e.x);
            let var_3 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(1550f, 1033f, 1215f), arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)]), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-1538f, -178f, -104f)))), arg_0.a[_wgslsmith_index_u32(~(~arg_1), 4u)])), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x * _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(11241u, 4u)].x))), _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(select(select(vec3<u32>(4294967295u, global3.x, global3.x), var_0.yxx, vec3<bool>(global0[_wgslsmith_index_u32(arg_1, 28u)], false, global0[_wgslsmith_index_u32(0u, 28u)])).yx, ~vec2<u32>(arg_1, arg_1), !arg_0.c.yz).x, 4u)].x + -1000f), 765f), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(862f, _wgslsmith_f_op_vec3_f32(select(arg_0.a[_wgslsmith_index_u32(arg_1, 4u)], vec3<f32>(arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_1, 4u)].x, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x), arg_0.c.x)).x, arg_0.a[_wgslsmith_index_u32(72201u / arg_1, 4u)].x, _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(18161u, 4u)].x + arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x)) * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.a[_wgslsmith_index_u32(0u, 4u)].x, -828f, 551f, arg_0.a[_wgslsmith_index_u32(49234u, 4u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(-542f, 146f, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x, 194f) * vec4<f32>(arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(62869u, 4u)].x, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x)), true))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(arg_0.a[_wgslsmith_index_u32(1u, 4u)].x, -645f, arg_0.a[_wgslsmith_index_u32(1u, 4u)].x, arg_0.a[_wgslsmith_index_u32(12474u, 4u)].x), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(2186f, arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x), vec4<f32>(409f, arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)].x, 1298f, arg_0.a[_wgslsmith_index_u32(1u, 4u)].x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, -803f, arg_0.a[_wgslsmith_index_u32(30993u, 4u)].x, -1000f)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1284f, arg_0.a[_wgslsmith_index_u32(arg_1, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_1, 4u)].x, -165f))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1037f, arg_0.a[_wgslsmith_index_u32(1u, 4u)].x, 167f, arg_0.a[_wgslsmith_index_u32(17568u, 4u)].x))))));
            return _wgslsmith_f_op_vec4_f32(-var_3[_wgslsmith_index_u32(5893u, 4u)]);
        } else if (!select(!select(vec3<bool>(true, true, true), arg_0.c, select(arg_0.c, arg_0.c, vec3<bool>(arg_0.c.x, global0[_wgslsmith_index_u32(33156u, 28u)], false))), !(!vec3<bool>(true, arg_0.c.x, arg_0.c.x)), !(!select(arg_0.c, vec3<bool>(global0[_wgslsmith_index_u32(14990u, 28u)], true, arg_0.c.x), arg_0.c))).x) {
        } else {
            (global3).x = ~global1.x;
            let var_2 = Struct_2(mat4x2<f32>(arg_0.a[_wgslsmith_index_u32((16025u | (global3.x + arg_1)) | 4294967295u, 4u)].zx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(vec3<f32>(334f, 2127f, -262f) + vec3<f32>(-984f, -178f, arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)].x)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1012f, -828f, arg_0.a[_wgslsmith_index_u32(arg_1, 4u)].x, arg_0.a[_wgslsmith_index_u32(38131u, 4u)].x))).wyx)).zx), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(arg_0.a[_wgslsmith_index_u32(~global3.x, 4u)] + _wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(global3.x, 4u)])), vec3<f32>(_wgslsmith_f_op_f32(saturate(-990f)), arg_0.a[_wgslsmith_index_u32(40148u, 4u)].x, _wgslsmith_f_op_f32(-(-2101f))))).xz, _wgslsmith_div_vec2_f32(arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].zx, vec2<f32>(_wgslsmith_div_f32(-323f, arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)].x), 717f))), arg_0.a, arg_0.a);
            break;
        }
        var var_2 = vec2<u32>(atomicAdd(&wg_atomic_u32, atomicMax(&wg_atomic_u32, atomicMax(&wg_atomic_u32, 10767u)) & 8183u), global3.x);
        break;
        continuing {
            if (global0[_wgslsmith_index_u32(~select(vec3<u32>(countTrailingZeros(global3.x), 7668u, 1u), ~var_0.wzw * vec3<u32>(var_0.x, extractBits(global3.x, 4294967295u, global3.x), arg_1), arg_0.c.x).x, 28u)]) {
            }
            if (arg_0.c.x) {
                var var_3 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1048f, 104f)), vec2<f32>(-1192f, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x))).x, -1000f)), vec2<f32>(_wgslsmith_f_op_f32(-304f), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a[_wgslsmith_index_u32(9445u, 4u)].x, arg_0.a[_wgslsmith_index_u32(var_2.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(51574u, 4u)].x, 994f) + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.a[_wgslsmith_index_u32(1794u, 4u)].x, -1463f, 712f, arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x)))))).x));
            }
            var var_3 = select(vec4<bool>(all(vec2<bool>(arg_0.c.x, arg_0.c.x)), !arg_0.c.x, select(vec4<bool>(global0[_wgslsmith_index_u32(4294967295u + 913u, 28u)], true && global0[_wgslsmith_index_u32(global3.x, 28u)], arg_0.c.x, global0[_wgslsmith_index_u32(arg_1, 28u)] | arg_0.c.x), !select(vec4<bool>(arg_0.c.x, true, true, global0[_wgslsmith_index_u32(global3.x, 28u)]), vec4<bool>(false, false, true, false), vec4<bool>(false, global0[_wgslsmith_index_u32(global1.x, 28u)], arg_0.c.x, arg_0.c.x)), vec4<bool>(!global0[_wgslsmith_index_u32(arg_1, 28u)], arg_0.c.x, global0[_wgslsmith_index_u32(global1.x, 28u)], false)).x, any(vec2<bool>(true, arg_0.c.x))), select(vec4<bool>(false, false, true, !(arg_0.c.x && true)), select(!select(vec4<bool>(true, false, false, false), vec4<bool>(global0[_wgslsmith_index_u32(arg_1, 28u)], true, true, global0[_wgslsmith_index_u32(var_0.x, 28u)]), vec4<bool>(global0[_wgslsmith_index_u32(global1.x, 28u)], global0[_wgslsmith_index_u32(global3.x, 28u)], arg_0.c.x, arg_0.c.x)), !select(vec4<bool>(true, global0[_wgslsmith_index_u32(var_2.x, 28u)], global0[_wgslsmith_index_u32(arg_1, 28u)], arg_0.c.x), vec4<bool>(false, false, arg_0.c.x, arg_0.c.x), vec4<bool>(global0[_wgslsmith_index_u32(arg_1, 28u)], arg_0.c.x, arg_0.c.x, global0[_wgslsmith_index_u32(var_0.x, 28u)])), vec4<bool>(true, true, all(vec4<bool>(true, true, arg_0.c.x, arg_0.c.x)), global0[_wgslsmith_index_u32(14278u / 1u, 28u)])), arg_0.c.x), select(vec4<bool>(true, true, select(!vec4<bool>(false, false, global0[_wgslsmith_index_u32(1u, 28u)], true), vec4<bool>(arg_0.c.x, arg_0.c.x, false, global0[_wgslsmith_index_u32(4294967295u, 28u)]), arg_0.c.x || false).x, !(!arg_0.c.x)), !select(vec4<bool>(arg_0.c.x, false, global0[_wgslsmith_index_u32(arg_1, 28u)], true), vec4<bool>(global0[_wgslsmith_index_u32(0u, 28u)], global0[_wgslsmith_index_u32(4294967295u, 28u)], arg_0.c.x, global0[_wgslsmith_index_u32(43191u, 28u)]), any(arg_0.c)), vec4<bool>((870f == arg_0.a[_wgslsmith_index_u32(arg_1, 4u)].x) && global0[_wgslsmith_index_u32(var_0.x | 0u, 28u)], true, global0[_wgslsmith_index_u32(reverseBits(var_0.zwz).x, 28u)], atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c.x, u_input.e.x).exchanged))).x;
            if (countTrailingZeros(-(~u_input.a.zx)).x >= i32(-2147483648)) {
                var var_4 = mat3x3<f32>(vec3<f32>(arg_0.a[_wgslsmith_index_u32(min(~(~var_0.yw), min(var_0.xzx, _wgslsmith_mod_vec3_u32(vec3<u32>(4901u, 1u, global1.x), var_0.zzw)).yy).x, 4u)].x, _wgslsmith_f_op_vec3_f32(exp2(arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)])).x, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32((var_0.x & arg_1) & 69084u, 4u)].x)), arg_0.a[_wgslsmith_index_u32(~4294967295u * firstLeadingBit(abs(vec3<u32>(4294967295u, 0u, arg_1) ^ vec3<u32>(22128u, 0u, 106102u))).x, 4u)], arg_0.a[_wgslsmith_index_u32(min(~vec3<u32>(_wgslsmith_mod_u32(arg_1, global3.x), _wgslsmith_mod_u32(4294967295u, var_0.x), global1.x), ~vec3<u32>(var_0.x, 21795u ^ var_0.x, ~var_0.x)).x, 4u)]);
                let var_5 = Struct_2(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(var_2.x, 4u)].x * -502f), arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(770f, var_4[_wgslsmith_index_u32(103995u, 3u)].x, -1141f), _wgslsmith_f_op_vec3_f32(trunc(arg_0.a[_wgslsmith_index_u32(global3.x, 4u)])))).yz, _wgslsmith_f_op_vec2_f32(round(var_4[_wgslsmith_index_u32(select(vec3<u32>(global1.x, 0u, 4294967295u), vec3<u32>(var_2.x, 0u, var_2.x), arg_0.c).x, 3u)].xz))), arg_0.a[_wgslsmith_index_u32(abs(~vec4<u32>(0u, global1.x, 66907u, 1u)).x, 4u)].zx, vec2<f32>(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_4[_wgslsmith_index_u32(global1.x, 3u)].x, var_4[_wgslsmith_index_u32(var_0.x, 3u)].x) + var_4[_wgslsmith_index_u32(var_0.x, 3u)].yy))).x, arg_0.a[_wgslsmith_index_u32(var_2.x, 4u)].x)), arg_0.a, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-(-596f)), _wgslsmith_f_op_f32(-(-1234f)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, -1000f, -306f, -1000f))).x)), _wgslsmith_f_op_vec3_f32(exp(var_4[_wgslsmith_index_u32(arg_1, 3u)])), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(var_0.x, 4u)].x) + var_4[_wgslsmith_index_u32(~global3.x, 3u)].x), _wgslsmith_f_op_f32(func_5()), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_4[_wgslsmith_index_u32(var_0.x, 3u)].x), _wgslsmith_f_op_vec3_f32(select(var_4[_wgslsmith_index_u32(1u, 3u)], arg_0.a[_wgslsmith_index_u32(22250u, 4u)], global0[_wgslsmith_index_u32(1u, 28u)])).x)), var_4[_wgslsmith_index_u32(arg_1, 3u)]));
                let var_6 = mat2x3<f32>(var_5.b[_wgslsmith_index_u32(~var_2.x, 4u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 2514f, 1028f))))).yxx - _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1149f, var_4[_wgslsmith_index_u32(72218u, 3u)].x, var_5.c[_wgslsmith_index_u32(0u, 4u)].x), var_5.b[_wgslsmith_index_u32(global3.x >> (var_0.x % 32u), 4u)]))));
            } else {
            }
            break if any(vec4<bool>(true, true, false, false));
        }
    }
    let var_1 = !arg_0.c.xx;
    let var_2 = Struct_3(!(!vec3<bool>(true, select(vec2<bool>(arg_0.c.x, false), arg_0.c.xy, var_1).x, !global0[_wgslsmith_index_u32(global1.x, 28u)])), arg_0.a);
    let var_3 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_2.b[_wgslsmith_index_u32(var_0.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(global1.x, 4u)].x) + arg_0.a[_wgslsmith_index_u32(29743u, 4u)].zy))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_2.b[_wgslsmith_index_u32(6860u, 4u)].x)))), _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x, var_2.b[_wgslsmith_index_u32(4294967295u, 4u)].x) + vec2<f32>(792f, -445f))) * _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(2296f, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, 1000f, 399f) + vec4<f32>(var_2.b[_wgslsmith_index_u32(var_0.x, 4u)].x, var_2.b[_wgslsmith_index_u32(var_0.x, 4u)].x, -724f, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x)))).yy))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(ceil(var_2.b[_wgslsmith_index_u32(~(10861u >> (global1.x % 32u)), 4u)].yy)) - arg_0.a[_wgslsmith_index_u32(((0u >> (global1.x % 32u)) << (~1u % 32u)) * select(~var_0.yy, ~vec2<u32>(72812u, 35790u), vec2<bool>(var_2.a.x, var_1.x)).x, 4u)].zz));
    return _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-257f, var_3[_wgslsmith_index_u32(~var_0.x, 3u)].x, var_3[_wgslsmith_index_u32(select(var_0.wy, var_0.wy, true).x, 3u)].x, _wgslsmith_div_f32(var_3[_wgslsmith_index_u32(0u, 3u)].x, var_2.b[_wgslsmith_index_u32(1u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1820f, -1000f, arg_0.a[_wgslsmith_index_u32(50480u, 4u)].x, var_2.b[_wgslsmith_index_u32(arg_1, 4u)].x), vec4<f32>(-307f, 2023f, var_3[_wgslsmith_index_u32(0u, 3u)].x, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x), vec4<bool>(var_2.a.x, true, false, true))))))));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    while (false) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        continue;
    }
    for (; ; ) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        let var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1367f, -1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-785f) - -325f), _wgslsmith_f_op_f32(-607f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(func_1(global2[_wgslsmith_index_u32(6114u, 21u)], 0u)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-259f, 1000f, 1650f, -1468f))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-356f, -724f, -159f, -1334f))))));
        loop {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            continue;
        }
    }
    loop {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        for (var var_0 = -329i; (var_0 < 1i); var_0 += 1i) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            global3 = vec2<u32>(0u, ~(~firstLeadingBit(vec3<u32>(builtin_global_invocation_id.x, builtin_num_workgroups.x, 0u)).x) * countTrailingZeros(~builtin_global_invocation_id.x));
            let var_1 = max(vec3<i32>(_wgslsmith_mod_i32(-u_input.b.x, u_input.e.x), sign(1i), ~(u_input.c.x + u_input.c.x) << (global1.x % 32u)), -vec3<i32>(-u_input.c.x, reverseBits(vec4<i32>(u_input.e.x, u_input.b.x, -15896i, 2147483647i)).x, atomicAnd(&wg_atomic_i32, atomicSub(&wg_atomic_i32, -1i))));
            var var_2 = ~u_input.e;
        }
        for (var var_0 = 1i; var_0 > 18489i; var_0 -= 1i) {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            var var_1 = Struct_2(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(178f, -1178f, -1000f))).yz + _wgslsmith_f_op_vec2_f32(vec2<f32>(-232f, 1498f) - vec2<f32>(328f, 1776f)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(363f, 128f))).x, _wgslsmith_f_op_f32(-(-713f)))), _wgslsmith_div_vec2_f32(vec2<f32>(1330f, _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(1447f, 769f))).x), vec2<f32>(_wgslsmith_f_op_f32(-1742f), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(831f, -1145f))).x)), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-145f), _wgslsmith_f_op_f32(-(-886f))), -1000f)), mat4x3<f32>(_wgslsmith_div_vec3_f32(vec3<f32>(962f, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(1000f, 276f, 983f), vec3<f32>(783f, 211f, 207f))).x, 1310f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(687f, 550f, 592f))), vec3<f32>(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(190f, 234f, 613f)))).x, 591f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(265f + -1000f) - _wgslsmith_f_op_f32(-215f - -365f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1274f, _wgslsmith_f_op_f32(-1080f * 3346f), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1439f, -207f, 508f))).x)), vec3<f32>(_wgslsmith_f_op_f32(-(-444f)), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1685f, 364f, 921f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1287f, -1503f, -574f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-2368f))))), mat4x3<f32>(vec3<f32>(1f, 1f, 1f), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1465f))), -461f), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-315f * -840f) * _wgslsmith_f_op_f32(trunc(-304f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-129f - -2708f) - _wgslsmith_f_op_f32(-2324f)), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(430f, 416f, -1717f, -2516f), vec4<f32>(1304f, 292f, 816f, 1571f))).wxx, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-184f, -1065f, 224f)))))), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, 1627f, 978f) + vec3<f32>(-859f, -198f, 1118f)), vec3<f32>(862f, 1457f, -1054f)), vec3<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-387f, 643f, 154f, -1420f))).x, _wgslsmith_f_op_f32(func_5()), _wgslsmith_f_op_f32(-(-230f))), vec3<bool>(!global0[_wgslsmith_index_u32(4294967295u, 28u)], all(vec4<bool>(global0[_wgslsmith_index_u32(0u, 28u)], global0[_wgslsmith_index_u32(4294967295u, 28u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 28u)], true)), global0[_wgslsmith_index_u32(3676u, 28u)])))));
            var var_2 = u_input.e;
        }
        let var_0 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1267f - _wgslsmith_div_f32(672f, 1390f)) * _wgslsmith_div_f32(-1186f, _wgslsmith_f_op_f32(-1133f))), 1449f, _wgslsmith_div_f32(1388f, _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(vec2<f32>(3304f, -519f) * vec2<f32>(-1000f, -1204f)), _wgslsmith_f_op_vec2_f32(vec2<f32>(1000f, -350f) + vec2<f32>(1270f, 496f)))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(1369f, -858f, 472f), vec3<f32>(-992f, 203f, -1000f), global0[_wgslsmith_index_u32(46365u, 28u)])).x - _wgslsmith_f_op_f32(-637f)) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(611f + -1735f) + _wgslsmith_f_op_f32(-216f)))), vec4<f32>(1f, 1f, 1f, 1f));
    }
    switch (u_input.d) {
        case 2147483647i: {
        }
        case i32(-2147483648): {
            (global2)[_wgslsmith_index_u32(builtin_local_invocation_id.x >> (builtin_num_workgroups.x % 32u), 21u)] = global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 21u)];
        }
        default: {
            (global3).x = builtin_num_workgroups.x;
            let var_0 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(148f, 1039f) + _wgslsmith_f_op_vec2_f32(max(vec2<f32>(_wgslsmith_f_op_f32(dot(vec3<f32>(-184f, 1875f, 323f), vec3<f32>(365f, 845f, 2673f))), _wgslsmith_f_op_f32(-718f)), vec2<f32>(-1081f, -297f)))));
        }
    }
    let var_0 = global2[_wgslsmith_index_u32(abs(firstTrailingBit(builtin_num_workgroups + builtin_global_invocation_id)).x, 21u)];
    var var_1 = Struct_1(var_0.a, u_input.d, var_0.c);
    loop {
        if (LOOP_COUNTERS[21u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        continue;
    }
    (global3).x = _wgslsmith_mod_u32(~(insertBits(vec4<u32>(19132u, builtin_local_invocation_id.x, 1u, global3.x) ^ vec4<u32>(builtin_global_invocation_id.x, 4600u, 9994u, 2402u), firstLeadingBit(vec4<u32>(107996u, 15722u, global3.x, global1.x)), atomicSub(&wg_atomic_u32, builtin_num_workgroups.x), global1.x).x >> (~atomicMin(&wg_atomic_u32, 0u) % 32u)), 36504u);
    let x = u_input.a;
    s_output = StorageBuffer(mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(~4294967295u, 4u)].yx * _wgslsmith_f_op_vec2_f32(-var_0.a[_wgslsmith_index_u32(4294967295u, 4u)].xx)) + _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(0u, 4u)].zy - vec2<f32>(-991f, var_0.a[_wgslsmith_index_u32(6990u, 4u)].x)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-568f, var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -312f, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x), vec4<f32>(767f, var_0.a[_wgslsmith_index_u32(0u, 4u)].x, var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, var_0.a[_wgslsmith_index_u32(global1.x, 4u)].x), vec4<bool>(var_1.c.x, true, false, false))).wy)), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-1000f, 113f)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_0.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, 1000f, var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, var_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x))).x), _wgslsmith_f_op_vec2_f32(-var_1.a[_wgslsmith_index_u32(firstTrailingBit(clamp(vec4<u32>(4294967295u, 4350u, 4294967295u, 4294967295u), vec4<u32>(global1.x, builtin_num_workgroups.x, global3.x, builtin_global_invocation_id.x), vec4<u32>(78748u, builtin_local_invocation_index, builtin_workgroup_id.x, 4294967295u)).www).x, 4u)].zz)), 22269i, global1.x);
}

