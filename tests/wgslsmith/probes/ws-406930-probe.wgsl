// {"0:0":[194,135,92,52,6,151,58,141,172,89,230,231,54,185,178,29,188,144,227,43,116,5,223,45,65,103,153,157,27,124,230,180,4,121,7,128,247,66,102,35,159,233,216,79,58,176,215,56,105,66,229,111,251,234,90,16,201,44,79,172,226,11,251,172]}
// Seed: 406930

struct Struct_1 {
    @size(4)
    a: bool,
    @align(16)
    @size(36)
    b: mat3x2<f32>,
    @size(8)
    c: i32,
}

struct Struct_2 {
    @align(32)
    @size(28)
    a: vec3<f32>,
    b: i32,
    c: f32,
    @align(8)
    d: mat4x2<f32>,
    e: mat3x4<f32>,
}

struct Struct_3 {
    @align(64)
    a: mat4x3<f32>,
    @align(16)
    b: u32,
}

struct Struct_4 {
    @align(16)
    @size(80)
    a: Struct_1,
    @align(4)
    @size(12)
    b: i32,
    @size(12)
    c: bool,
}

struct Struct_5 {
    a: vec4<f32>,
}

struct UniformBuffer {
    a: vec3<i32>,
    @size(32)
    b: vec4<u32>,
    @align(4)
    c: u32,
    d: vec2<u32>,
}

struct StorageBuffer {
    @align(8)
    @size(32)
    a: mat4x2<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

struct ProbeOut {
    orig: StorageBuffer,
    p: array<u32, 16>,
}

@group(0)
@binding(1)
var<storage, read_write> s_probe: ProbeOut;

var<private> s_output: StorageBuffer;

var<private> _pv: array<u32, 16>;

var<private> global0: array<mat4x4<f32>, 10> = array<mat4x4<f32>, 10>(mat4x4<f32>(vec4<f32>(-2223f, 304f, 1831f, -1000f), vec4<f32>(282f, -171f, 463f, -449f), vec4<f32>(860f, -784f, 255f, 1095f), vec4<f32>(553f, -1270f, 1465f, 1000f)), mat4x4<f32>(vec4<f32>(-114f, -491f, -263f, -826f), vec4<f32>(-503f, 1630f, -289f, -1000f), vec4<f32>(-1000f, -1116f, 819f, 679f), vec4<f32>(-304f, 592f, -1769f, 922f)), mat4x4<f32>(vec4<f32>(2627f, 454f, -741f, -434f), vec4<f32>(-1287f, -1215f, -245f, -386f), vec4<f32>(-1000f, 1000f, -1639f, -1247f), vec4<f32>(1242f, -438f, 1406f, 1017f)), mat4x4<f32>(vec4<f32>(-455f, -2044f, -885f, 1545f), vec4<f32>(304f, -257f, 1241f, 373f), vec4<f32>(2490f, -1390f, -1000f, 2086f), vec4<f32>(1689f, -1697f, 149f, 662f)), mat4x4<f32>(vec4<f32>(-382f, -819f, 475f, -1000f), vec4<f32>(-999f, -684f, -1366f, 1000f), vec4<f32>(2385f, -532f, -415f, 1270f), vec4<f32>(475f, 466f, 766f, -1292f)), mat4x4<f32>(vec4<f32>(198f, -953f, -600f, 1242f), vec4<f32>(-711f, 1909f, 343f, 932f), vec4<f32>(1084f, -278f, -2354f, -1203f), vec4<f32>(-724f, 1905f, 929f, 1102f)), mat4x4<f32>(vec4<f32>(862f, 1100f, 1000f, 1000f), vec4<f32>(749f, -264f, -334f, -1000f), vec4<f32>(375f, 1576f, 228f, -1000f), vec4<f32>(-151f, -839f, 419f, 706f)), mat4x4<f32>(vec4<f32>(696f, 916f, -781f, -568f), vec4<f32>(1319f, -2184f, 817f, -892f), vec4<f32>(287f, 1000f, 641f, -2029f), vec4<f32>(-1000f, 845f, -1000f, 1191f)), mat4x4<f32>(vec4<f32>(-1000f, 1000f, 659f, 2258f), vec4<f32>(-223f, 164f, 689f, 381f), vec4<f32>(-1834f, -266f, 992f, -390f), vec4<f32>(2129f, -375f, -852f, 466f)), mat4x4<f32>(vec4<f32>(330f, 1341f, -1023f, 242f), vec4<f32>(1066f, -800f, -676f, -154f), vec4<f32>(-394f, -1924f, -857f, -1000f), vec4<f32>(1597f, -1157f, 1162f, 1602f)));

var<workgroup> global1: mat4x3<f32>;

var<private> global2: Struct_1 = Struct_1(true, mat3x2<f32>(vec2<f32>(615f, -1044f), vec2<f32>(592f, 794f), vec2<f32>(-822f, -1411f)), -880i);

var<private> global3: array<f32, 25>;

var<workgroup> global4: array<vec4<bool>, 32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 23>;

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn func_5() -> mat2x3<f32> {
    global1 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(-2767f), _wgslsmith_div_f32(1f, _wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x)), _wgslsmith_f_op_f32(1f + _wgslsmith_div_f32(396f, global1[_wgslsmith_index_u32(u_input.c, 4u)].x)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, global2.b[_wgslsmith_index_u32(29899u, 3u)].x, -1596f, -436f))))).x))).zwx, global1[_wgslsmith_index_u32(extractBits(~select(vec3<u32>(0u, u_input.d.x, 4294967295u), vec3<u32>(u_input.c, 33745u, 4294967295u), vec3<bool>(global2.a, global2.a, global2.a)).xz, u_input.c, ~(~u_input.d.x)).x | u_input.d.x, 4u)], vec3<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(1121f, -549f), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(global2.b[_wgslsmith_index_u32(4294967295u, 3u)] + vec2<f32>(249f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x)))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1263f, 751f)), global1[_wgslsmith_index_u32(u_input.c + 39485u, 4u)].zz)).x), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-1005f), _wgslsmith_div_f32(767f, -483f)))), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-792f, global1[_wgslsmith_index_u32(1u, 4u)].x, 1643f, -140f)))).zxz - _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global3[_wgslsmith_index_u32(100571u, 25u)], -2125f) * global1[_wgslsmith_index_u32(100125u, 4u)]), global1[_wgslsmith_index_u32(countTrailingZeros(u_input.b).x, 4u)], false))))));
    _pv[0] = bitcast<u32>(global1[0].x);
    let var_0 = _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global3[_wgslsmith_index_u32(firstLeadingBit(u_input.b.wxz).x, 25u)], _wgslsmith_f_op_vec2_f32(saturate(global1[_wgslsmith_index_u32(0u, 4u)].yy)).x, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global3[_wgslsmith_index_u32(u_input.c, 25u)], global1[_wgslsmith_index_u32(4294967295u, 4u)].x, global1[_wgslsmith_index_u32(81572u, 4u)].x, global2.b[_wgslsmith_index_u32(67005u, 3u)].x))).x, -1918f))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(958f, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, 256f, 1729f) + vec4<f32>(-1000f, -911f, global3[_wgslsmith_index_u32(4294967295u, 25u)], global1[_wgslsmith_index_u32(4294967295u, 4u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(6451u, 3u)].x), _wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x), -2204f, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(39252u, 25u)]))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b[_wgslsmith_index_u32(22914u, 3u)].x, -1171f, global3[_wgslsmith_index_u32(56632u, 25u)], global1[_wgslsmith_index_u32(0u, 4u)].x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-362f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, 626f, global3[_wgslsmith_index_u32(4294967295u, 25u)]))))))).x;
    (global1)[_wgslsmith_index_u32(4294967295u, 4u)] = vec3<f32>(global3[_wgslsmith_index_u32(clamp(atomicMax(&wg_atomic_u32, clamp(u_input.d.x, u_input.c, ~111320u)), 0u, 0u), 25u)], _wgslsmith_f_op_f32(select(-781f, -1233f, false)), global1[_wgslsmith_index_u32(u_input.d.x >> (u_input.d.x % 32u), 4u)].x);
    switch (u_input.a.x) {
        case i32(-2147483648): {
            while (!(select(!select(vec3<bool>(global2.a, global2.a, true), vec3<bool>(global2.a, global2.a, true), false), vec3<bool>(!global2.a, 2147483647i > global2.c, !global2.a), global2.a).x != true)) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            }
            if (false) {
                let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(5845u, 4u)] * _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0, global2.b[_wgslsmith_index_u32(37804u, 3u)].x, global3[_wgslsmith_index_u32(4294967295u, 25u)]))) + _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(u_input.d.x * u_input.c, 4u)]))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_div_f32(var_0, global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x), _wgslsmith_f_op_f32(-var_0), _wgslsmith_f_op_f32(-var_0))))));
                var var_2 = var_1;
                var var_3 = Struct_5(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global3[_wgslsmith_index_u32(u_input.c, 25u)], var_0, 1027f, global1[_wgslsmith_index_u32(u_input.c, 4u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global2.b[_wgslsmith_index_u32(50412u, 3u)].x, -970f, global3[_wgslsmith_index_u32(u_input.d.x, 25u)], global3[_wgslsmith_index_u32(u_input.b.x, 25u)]) * vec4<f32>(-666f, 1000f, 301f, 147f))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(465f, 324f, -189f, -2897f), vec4<f32>(var_0, 1693f, var_2[_wgslsmith_index_u32(0u, 2u)].x, 1210f))))))));
            } else if (true) {
                return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(~0u, 4u)] * vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(54650u, 4u)].x - -280f), 368f), global3[_wgslsmith_index_u32(~4294967295u, 25u)], _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global3[_wgslsmith_index_u32(u_input.d.x, 25u)], global2.b[_wgslsmith_index_u32(1u, 3u)].x)))), global1[_wgslsmith_index_u32(u_input.b.x, 4u)]);
            }
            let var_1 = !(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp2(global2.b[_wgslsmith_index_u32(4294967295u, 3u)])).x - _wgslsmith_f_op_vec3_f32(sign(global1[_wgslsmith_index_u32(5168u, 4u)])).x) <= global2.b[_wgslsmith_index_u32(1u * u_input.b.x, 3u)].x) || true;
            return mat2x3<f32>(vec3<f32>(1046f, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, -205f, -1654f) * global1[_wgslsmith_index_u32(32361u, 4u)]) + _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(34399u, 4u)])), global1[_wgslsmith_index_u32(u_input.b.x, 4u)])).x, var_0), vec3<f32>(-398f, var_0, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x) - global3[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 31740u, 4294967295u).old_value, 25u)]))));
        }
        case 25910i: {
            (global2).a = global2.c > u_input.a.x;
            for (var var_1 = -258i; ; var_1 -= 1i) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            }
        }
        case 1i: {
            switch (max(~(~vec4<i32>(u_input.a.x << (1u % 32u), i32(-2147483648) - global2.c, 1i & global2.c, 1i)), (-reverseBits(vec4<i32>(global2.c, 0i, u_input.a.x, u_input.a.x)) / countTrailingZeros(vec4<i32>(global2.c, 2147483647i, 755i, 1i))) - vec4<i32>(global2.c, countLeadingZeros(vec4<i32>(22059i, global2.c, u_input.a.x, 21035i) * vec4<i32>(1i, u_input.a.x, u_input.a.x, u_input.a.x)).x, -(-1i << (u_input.b.x % 32u)), global2.c)).x) {
                case 1i: {
                    (((global0)[_wgslsmith_index_u32(1u, 10u)])[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)]).x = -1000f;
                }
                case 17865i: {
                    (global1)[_wgslsmith_index_u32(countOneBits(vec3<u32>(67565u, ~(~u_input.c & (u_input.c & 6159u)), 0u)).x, 4u)] = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(57540u, 4u)].x, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global1[_wgslsmith_index_u32(u_input.c, 4u)].x, global1[_wgslsmith_index_u32(28200u, 4u)].x) + vec4<f32>(-335f, -252f, global2.b[_wgslsmith_index_u32(2637u, 3u)].x, -343f)), vec4<f32>(-741f, global3[_wgslsmith_index_u32(0u, 25u)], global2.b[_wgslsmith_index_u32(0u, 3u)].x, 1369f))), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-474f, global3[_wgslsmith_index_u32(u_input.c, 25u)], global3[_wgslsmith_index_u32(u_input.d.x, 25u)], global3[_wgslsmith_index_u32(u_input.d.x, 25u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-880f, global3[_wgslsmith_index_u32(0u, 25u)], 1170f, -680f))))))).wzw);
                    ((global1)[_wgslsmith_index_u32(insertBits(vec4<u32>(atomicAdd(&wg_atomic_u32, u_input.d.x), extractBits(u_input.c << (0u % 32u), ~59760u, ~u_input.d.x), firstLeadingBit(u_input.b.wx).x, ~34394u) << (~reverseBits(countOneBits(u_input.b)) % vec4<u32>(32u)), u_input.b, countTrailingZeros((u_input.c << (u_input.d.x % 32u)) >> (~4294967295u % 32u)) / 4294967295u, u_input.d.x).x, 4u)]).x = -755f;
                    let var_1 = mat4x2<f32>(global1[_wgslsmith_index_u32(u_input.c, 4u)].xx, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(vec2<f32>(var_0, -267f), _wgslsmith_f_op_vec2_f32(vec2<f32>(-335f, -533f) * global2.b[_wgslsmith_index_u32(u_input.c, 3u)])), vec2<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 491f), vec2<f32>(global3[_wgslsmith_index_u32(u_input.c, 25u)], global1[_wgslsmith_index_u32(19014u, 4u)].x), true)).x, _wgslsmith_f_op_f32(-420f * global1[_wgslsmith_index_u32(0u, 4u)].x)), atomicCompareExchangeWeak(&wg_atomic_u32, atomicSub(&wg_atomic_u32, u_input.d.x), u_input.b.x).exchanged)), _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].zx * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(exp(global1[_wgslsmith_index_u32(u_input.d.x, 4u)])).yy + _wgslsmith_f_op_vec2_f32(global2.b[_wgslsmith_index_u32(u_input.c, 3u)] + vec2<f32>(var_0, 966f))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(u_input.b.x, 4u)].zz)))), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(0u - ~75814u, 4u)]))).xy);
                    let var_2 = Struct_4(Struct_1(all(!global4[_wgslsmith_index_u32(u_input.c, 32u)]), global2.b, global2.c), global2.c, any(select(select(select(global4[_wgslsmith_index_u32(4294967295u, 32u)], vec4<bool>(true, global2.a, false, true), global4[_wgslsmith_index_u32(u_input.c, 32u)]), !global4[_wgslsmith_index_u32(4294967295u, 32u)], global4[_wgslsmith_index_u32(1u, 32u)]), !select(vec4<bool>(global2.a, true, global2.a, global2.a), vec4<bool>(global2.a, global2.a, global2.a, true), global4[_wgslsmith_index_u32(14695u, 32u)]), var_0 <= global2.b[_wgslsmith_index_u32(dot(u_input.b, u_input.b), 3u)].x).xzy));
                    ((global4)[_wgslsmith_index_u32(0u, 32u)]).x = atomicCompareExchangeWeak(&wg_atomic_i32, atomicAnd(&wg_atomic_i32, u_input.a.x), -10135i).exchanged;
                }
                case 20121i: {
                    let var_1 = mat3x3<f32>(global1[_wgslsmith_index_u32(u_input.c, 4u)], _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1760f, 384f, 485f, -953f))).x, 1416f, global2.b[_wgslsmith_index_u32(31815u, 3u)].x) - _wgslsmith_f_op_vec3_f32(select(vec3<f32>(354f, global1[_wgslsmith_index_u32(0u, 4u)].x, global3[_wgslsmith_index_u32(u_input.d.x, 25u)]), vec3<f32>(global3[_wgslsmith_index_u32(38483u, 25u)], -711f, -1000f), !global2.a))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(sign(global1[_wgslsmith_index_u32(4294967295u, 4u)])) + _wgslsmith_f_op_vec3_f32(round(vec3<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global3[_wgslsmith_index_u32(44405u, 25u)], -950f))))), _wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(1u, 4u)] - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(4294967295u, 25u)], global2.b[_wgslsmith_index_u32(60367u, 3u)].x, -569f) * global1[_wgslsmith_index_u32(1u - 1u, 4u)]))));
                    var var_2 = select(vec2<bool>(true, true).x || select(!vec3<bool>(global2.a, global2.a, false), vec3<bool>(global2.a, true, global2.a | false), !select(vec3<bool>(global2.a, false, global2.a), vec3<bool>(global2.a, false, false), vec3<bool>(false, global2.a, false))).x, global2.a, true);
                }
                case -81681i: {
                    let var_1 = Struct_4(Struct_1(select(select(select(global4[_wgslsmith_index_u32(u_input.d.x, 32u)], global4[_wgslsmith_index_u32(4294967295u, 32u)], vec4<bool>(global2.a, global2.a, global2.a, true)), vec4<bool>(true, global2.a, true, global2.a), 2147483647i == u_input.a.x), vec4<bool>(true, true || global2.a, false, true), global2.a).x, global2.b, u_input.a.x), ~(-global2.c), true);
                    let var_2 = _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2106f, global3[_wgslsmith_index_u32(0u, 25u)], global1[_wgslsmith_index_u32(u_input.c, 4u)].x, 266f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0, 455f, global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(7264u, 4u)].x)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, var_0, 1000f, global2.b[_wgslsmith_index_u32(3338u, 3u)].x), vec4<f32>(var_0, 2642f, 2224f, 886f), vec4<bool>(global2.a, true, var_1.c, false))), any(vec2<bool>(var_1.a.a, true)))))) - _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1000f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, var_0, 2934f), vec4<f32>(-685f, 1016f, 566f, var_1.a.b[_wgslsmith_index_u32(24919u, 3u)].x))))))))));
                    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(trunc(global1[_wgslsmith_index_u32((7610u + u_input.c) << ((~u_input.d.x << (u_input.b.x % 32u)) % 32u), 4u)])), _wgslsmith_f_op_vec3_f32(-var_2.zzz));
                }
                default: {
                    (global0)[_wgslsmith_index_u32(~u_input.c & countTrailingZeros(clamp(~vec4<u32>(u_input.b.x, 87225u, 1u, 13758u) * (vec4<u32>(u_input.d.x, u_input.d.x, u_input.c, 42266u) / u_input.b), u_input.b, vec4<u32>(u_input.d.x, 0u - u_input.d.x, countLeadingZeros(vec2<u32>(u_input.d.x, u_input.d.x)).x, ~u_input.c)).zzw).x, 10u)] = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0, var_0, -664f, var_0) + vec4<f32>(-680f, 176f, -252f, -277f)))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-2134f, 1133f, -458f, global3[_wgslsmith_index_u32(u_input.b.x, 25u)])), vec4<f32>(global2.b[_wgslsmith_index_u32(104844u, 3u)].x, global1[_wgslsmith_index_u32(0u, 4u)].x, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, 950f)))))), vec4<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, var_0, _wgslsmith_f_op_f32(-1f), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(1179f, -1000f, -1990f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x) - vec4<f32>(global1[_wgslsmith_index_u32(1u, 4u)].x, -402f, 1352f, 795f)))))).x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(2338f, -1000f, var_0, global1[_wgslsmith_index_u32(1u, 4u)].x)))) - _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(vec4<f32>(var_0, global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -254f, 448f), vec4<f32>(global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -1522f, 707f, -975f))))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-153f, 695f, -185f, global2.b[_wgslsmith_index_u32(extractBits(u_input.b.wwz, u_input.c, 11807u).x, 3u)].x) * _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-453f, 1381f, var_0, global1[_wgslsmith_index_u32(u_input.c, 4u)].x))))), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_f32(-var_0), _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(max(u_input.b.xwy, u_input.b.zxx).x, 4u)].x + 1039f), -1003f, _wgslsmith_f_op_f32(global2.b[_wgslsmith_index_u32(~4294967295u, 3u)].x + var_0)))));
                    var var_1 = countOneBits(~sign(vec4<i32>(u_input.a.x, _wgslsmith_mod_i32(i32(-2147483648), u_input.a.x), ~7325i, global2.c))).x;
                    (global4)[_wgslsmith_index_u32(6221u, 32u)] = select(!select(!select(vec4<bool>(global2.a, global2.a, true, global2.a), vec4<bool>(true, true, false, global2.a), global2.a), vec4<bool>(true, true, true, true), select(vec4<bool>(global2.a, false, global2.a, false), global4[_wgslsmith_index_u32(30369u / u_input.c, 32u)], global4[_wgslsmith_index_u32(76808u, 32u)])), global4[_wgslsmith_index_u32(max(min(vec4<u32>(~u_input.b.x, ~u_input.d.x, 30764u, ~u_input.c), _wgslsmith_mod_vec4_u32(vec4<u32>(u_input.c, 64406u, 1u, u_input.c), ~vec4<u32>(u_input.d.x, u_input.d.x, u_input.c, u_input.c))), ~(vec4<u32>(37672u, 1u, u_input.c, u_input.c) * u_input.b)).x, 32u)], false);
                }
            }
        }
        default: {
            if (22991u == atomicAnd(&wg_atomic_u32, firstTrailingBit(vec2<u32>(~u_input.d.x, 1u)).x)) {
                let var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(fract(global2.b[_wgslsmith_index_u32(~u_input.c, 3u)])).x, var_0)), global1[_wgslsmith_index_u32(insertBits(u_input.b.xwz, ~vec3<u32>(u_input.c, u_input.b.x, u_input.d.x * u_input.b.x), firstTrailingBit(reverseBits(vec4<u32>(0u, 52417u, 63827u, u_input.b.x)) / countLeadingZeros(vec4<u32>(0u, 0u, u_input.d.x, u_input.d.x))).x, 26771u).x, 4u)].xx, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(u_input.c, 4u)].xz)) - _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(vec3<f32>(global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, -294f, 722f) * global1[_wgslsmith_index_u32(u_input.c, 4u)]))).zz), _wgslsmith_f_op_vec3_f32(sign(global1[_wgslsmith_index_u32(u_input.b.x / ~u_input.d.x, 4u)])).zz));
                return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, u_input.d.x), 25u)]))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(284f, var_0, var_1[_wgslsmith_index_u32(49695u, 3u)].x, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, -820f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, -239f) + vec4<f32>(global2.b[_wgslsmith_index_u32(43502u, 3u)].x, 326f, 906f, -417f)), !global2.a)))))).wyy);
            } else if (true) {
            }
            let var_1 = ~((vec2<u32>(countOneBits(u_input.d).x, atomicMin(&wg_atomic_u32, u_input.c)) * abs(firstLeadingBit(vec4<u32>(72170u, u_input.c, 22737u, 19105u)).yw)) >> (vec2<u32>(u_input.c, 1u) % vec2<u32>(32u)));
            switch (1i) {
                case 2147483647i: {
                    var var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(4294967295u, 25u)], -629f, 1838f, var_0), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-139f, -1594f, -1555f, var_0), vec4<f32>(-372f, 1109f, global3[_wgslsmith_index_u32(var_1.x, 25u)], var_0), vec4<f32>(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, global2.b[_wgslsmith_index_u32(var_1.x, 3u)].x, 444f, -870f)))) + vec4<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(var_1.x, 25u)]), _wgslsmith_f_op_f32(395f + -337f), var_0, _wgslsmith_f_op_f32(-400f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(68012u, 25u)], 785f, 821f, -310f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0, 990f, global3[_wgslsmith_index_u32(37643u, 25u)], -406f)), false))), vec4<f32>(var_0, 1036f, _wgslsmith_div_f32(global3[_wgslsmith_index_u32(var_1.x, 25u)], _wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_f32(-829f + _wgslsmith_f_op_f32(1496f + global2.b[_wgslsmith_index_u32(1u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-1613f), _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(-1268f, -1771f))).x, _wgslsmith_f_op_f32(saturate(global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x))), _wgslsmith_f_op_f32(824f - _wgslsmith_f_op_f32(-1014f - -243f)), _wgslsmith_f_op_f32(-418f))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(var_1.x, 25u)], _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(var_1.x, 25u)] + 235f), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(1987f, var_0, global1[_wgslsmith_index_u32(var_1.x, 4u)].x, 2256f), vec4<f32>(1258f, -925f, global3[_wgslsmith_index_u32(u_input.d.x, 25u)], -198f))).x, 1566f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(322f, -315f, 726f, 307f), vec4<f32>(global2.b[_wgslsmith_index_u32(103781u, 3u)].x, -150f, var_0, global1[_wgslsmith_index_u32(var_1.x, 4u)].x))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global2.b[_wgslsmith_index_u32(13446u, 3u)].x, -138f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, 1267f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(679f, 613f, -1396f, 522f))), vec4<bool>(any(vec3<bool>(global2.a, true, global2.a)), true, select(true, false, global2.a), global2.a))), (false && select(global4[_wgslsmith_index_u32(var_1.x, 32u)], vec4<bool>(true, global2.a, false, true), vec4<bool>(true, false, global2.a, true)).x) | true)));
                    var var_3 = Struct_4(Struct_1(all(select(global4[_wgslsmith_index_u32(~0u, 32u)], select(vec4<bool>(true, global2.a, true, false), global4[_wgslsmith_index_u32(37452u, 32u)], true), false).zzx), mat3x2<f32>(global1[_wgslsmith_index_u32(insertBits(reverseBits(u_input.b).wy, insertBits(var_1, vec2<u32>(u_input.d.x, 40038u), var_1.x, u_input.c), u_input.b.x, 24513u).x, 4u)].xz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(sign(var_2[_wgslsmith_index_u32(4294967295u, 3u)].yww)).xy - _wgslsmith_f_op_vec2_f32(-var_2[_wgslsmith_index_u32(1u, 3u)].xz)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(104f, var_0, var_0, var_0))).yx), -1i), u_input.a.x, min(u_input.c, 0u) >= var_1.x);
                    let var_4 = !(global2.a && !global2.a);
                    let var_5 = !select(select(vec2<bool>(true, global2.a), vec2<bool>(true, global2.a), vec2<bool>(!var_4, var_1.x <= 64727u)), !(!(!vec2<bool>(var_3.c, var_3.a.a))), var_3.c);
                }
                default: {
    _pv[1] = bitcast<u32>(global1[0].x);
                    global4 = array<vec4<bool>, 32>();
    _pv[2] = bitcast<u32>(global1[0].x);
                    let var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(exp2(global1[_wgslsmith_index_u32(u_input.c, 4u)])), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(sign(global1[_wgslsmith_index_u32(var_1.x, 4u)])), global1[_wgslsmith_index_u32(~1u, 4u)])) - vec3<f32>(-189f, _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.b.x, 25u)] + var_0), _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(4294967295u, 4u)].x * var_0))), vec3<f32>(global1[_wgslsmith_index_u32(clamp(u_input.b.zxy, vec3<u32>(var_1.x, 68523u, var_1.x), u_input.b.www).x ^ u_input.b.x, 4u)].x, -951f, 763f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1000f, global2.b[_wgslsmith_index_u32(33694u, 3u)].x, 519f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x))).xwz)))));
                    global3 = array<f32, 25>();
                    (global2).c = ~(dot(u_input.a, u_input.a) ^ firstLeadingBit(vec4<i32>(global2.c, global2.c, 1i, u_input.a.x)).x);
                }
            }
            let var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1225f, 1120f, var_0), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-187f, 1540f, global3[_wgslsmith_index_u32(u_input.c, 25u)], var_0), vec4<f32>(-1059f, global1[_wgslsmith_index_u32(var_1.x, 4u)].x, -1000f, 143f), global4[_wgslsmith_index_u32(4294967295u, 32u)])).wzy, true))) + global1[_wgslsmith_index_u32(u_input.b.x | ~select(vec4<u32>(36638u, var_1.x, 29259u, 10950u), u_input.b, global4[_wgslsmith_index_u32(var_1.x, 32u)]).x, 4u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1319f, global2.b[_wgslsmith_index_u32(1u, 3u)].x, 1000f, -438f), vec4<f32>(var_0, -322f, global3[_wgslsmith_index_u32(u_input.b.x, 25u)], var_0))).zyx) - vec3<f32>(_wgslsmith_div_f32(global3[_wgslsmith_index_u32(var_1.x, 25u)], global1[_wgslsmith_index_u32(16026u, 4u)].x), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(361f, var_0, -384f, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x))).x, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(1u, 25u)])))), vec3<f32>(global1[_wgslsmith_index_u32(54213u, 4u)].x, 746f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.d.x / u_input.d.x, 25u)] + _wgslsmith_f_op_vec2_f32(abs(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].xy)).x))));
            let var_3 = countOneBits(insertBits(vec4<u32>(u_input.d.x, u_input.c, 18060u, u_input.b.x) & ~vec4<u32>(4294967295u, u_input.c, 0u, 4294967295u), select(u_input.b, u_input.b, global2.a && global2.a), u_input.d.x, u_input.c + (25630u * 3104u)) / firstLeadingBit(vec4<u32>(var_1.x, atomicOr(&wg_atomic_u32, u_input.b.x), 43822u, var_1.x))).xwy;
        }
    }
    switch (-2161i) {
        default: {
            let var_1 = ~(~u_input.d.x ^ (1u << (~u_input.b.x % 32u)));
            (global3)[_wgslsmith_index_u32(15934u, 25u)] = var_0;
            var var_2 = -2051f;
            let var_3 = Struct_4(Struct_1(global2.a, global2.b, -1i >> (var_1 % 32u)), 1i, select(select(global4[_wgslsmith_index_u32(20188u - var_1, 32u)], select(!global4[_wgslsmith_index_u32(48803u, 32u)], global4[_wgslsmith_index_u32(u_input.b.x, 32u)], select(vec4<bool>(global2.a, global2.a, global2.a, true), global4[_wgslsmith_index_u32(4294967295u, 32u)], global2.a)), 391f != global1[_wgslsmith_index_u32(select(33943u, 1u, false), 4u)].x), global4[_wgslsmith_index_u32(countOneBits(_wgslsmith_mod_vec3_u32(~u_input.b.xww, ~vec3<u32>(var_1, 0u, var_1))).x, 32u)], vec4<bool>(false, !global2.a, select(!vec2<bool>(global2.a, false), select(vec4<bool>(global2.a, global2.a, global2.a, false), vec4<bool>(global2.a, true, global2.a, global2.a), global2.a).yz, !vec2<bool>(global2.a, true)).x, true)).x);
        }
    }
    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(u_input.c, 4u)]))), global1[_wgslsmith_index_u32(select(extractBits(select(vec3<u32>(u_input.c, u_input.c, 45167u), u_input.b.zyw, true), u_input.b.x, ~5170u), u_input.b.zyy, vec3<bool>(true, !global2.a, false & global2.a)).x, 4u)], select(!vec3<bool>(global2.a, global2.a, false), select(vec3<bool>(global2.a, false, global2.a), !vec3<bool>(global2.a, false, false), false), select(select(vec4<bool>(global2.a, global2.a, global2.a, true), vec4<bool>(global2.a, true, true, true), true).wyw, vec3<bool>(global2.a, false, false), true)).x)), vec3<f32>(-248f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(1u, 4u)]))).x - _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 25u)], -772f, global2.b[_wgslsmith_index_u32(13842u, 3u)].x, global1[_wgslsmith_index_u32(u_input.c, 4u)].x) + vec4<f32>(global2.b[_wgslsmith_index_u32(0u, 3u)].x, 1590f, var_0, -622f)))).x), _wgslsmith_f_op_f32(min(global3[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 1u), 25u)], _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(2080f + global3[_wgslsmith_index_u32(u_input.b.x, 25u)]))))));
}

fn func_4() -> array<f32, 25> {
    for (var var_0 = 1i; var_0 >= 20044i; ) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            var var_1 = func_5();
            var var_2 = Struct_5(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-195f, global1[_wgslsmith_index_u32(0u, 4u)].x, -2124f, 471f))).x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.c, 2u)].x), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, 196f, global3[_wgslsmith_index_u32(21457u, 25u)], global3[_wgslsmith_index_u32(u_input.b.x, 25u)]), vec4<f32>(-747f, 173f, 560f, global1[_wgslsmith_index_u32(25797u, 4u)].x))).x, global2.b[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, u_input.c), 3u)].x) - vec4<f32>(_wgslsmith_f_op_f32(-(-936f)), _wgslsmith_f_op_f32(1389f * var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x), _wgslsmith_div_f32(1781f, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x), _wgslsmith_f_op_f32(-(-122f)))) + vec4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1260f, -251f, 321f, 1974f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 25u)], -1165f, -307f)), !global4[_wgslsmith_index_u32(u_input.d.x, 32u)])).x, _wgslsmith_f_op_f32(372f - 773f), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(~u_input.b.x, 2u)].x), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(fract(-302f)))))));
            let var_3 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(~0u, 4u)].x + _wgslsmith_f_op_f32(global2.b[_wgslsmith_index_u32(abs(u_input.b).x, 3u)].x + var_2.a.x)) * -337f));
            var var_4 = -33766i;
            continue;
        }
        let var_1 = Struct_2(vec3<f32>(global1[_wgslsmith_index_u32(~0u, 4u)].x, global1[_wgslsmith_index_u32(13533u, 4u)].x, -680f), atomicOr(&wg_atomic_i32, 0i), _wgslsmith_f_op_vec3_f32(abs(global1[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)])).x, mat4x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(dot(vec3<u32>(u_input.d.x, u_input.b.x, u_input.b.x), u_input.b.wxz), 4u)].yy), global1[_wgslsmith_index_u32(~u_input.d.x, 4u)].xx), global2.b[_wgslsmith_index_u32(reverseBits(~(~u_input.b.xwy)).x, 3u)], vec2<f32>(_wgslsmith_f_op_f32(-372f), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(142f, -696f, 1501f, -818f)))).x), global1[_wgslsmith_index_u32(37775u, 4u)].zx), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x - _wgslsmith_f_op_f32(-(-632f))), _wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(20016u << (u_input.d.x % 32u), 3u)].x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global2.b[_wgslsmith_index_u32(6828u, 3u)].x, -558f, -304f, 1531f))))).x, global1[_wgslsmith_index_u32(~u_input.b.x, 4u)].x), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b[_wgslsmith_index_u32(19742u, 3u)].x, 526f, global3[_wgslsmith_index_u32(u_input.d.x, 25u)], global1[_wgslsmith_index_u32(u_input.c, 4u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(65058u, 4u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 25u)], 692f, global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x) * vec4<f32>(-477f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, -1955f, global1[_wgslsmith_index_u32(0u, 4u)].x)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(u_input.c, 25u)], -1227f, 469f, global3[_wgslsmith_index_u32(u_input.b.x, 25u)]), vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 25u)], global2.b[_wgslsmith_index_u32(23560u, 3u)].x, 684f, global2.b[_wgslsmith_index_u32(16814u, 3u)].x))))));
        var var_2 = false;
    }
    (((global0)[_wgslsmith_index_u32(1u, 10u)])[_wgslsmith_index_u32(select(~u_input.b >> ((~u_input.b | countOneBits(vec4<u32>(u_input.b.x, u_input.b.x, u_input.c, u_input.b.x) & u_input.b)) % vec4<u32>(32u)), firstLeadingBit(insertBits(~vec4<u32>(92901u, 4294967295u, u_input.d.x, 4294967295u), ~u_input.b & ~u_input.b, select(u_input.b.yww >> (u_input.b.zxw % vec3<u32>(32u)), vec3<u32>(u_input.b.x, u_input.c, 20483u), true).x, countTrailingZeros(u_input.b).x)), !select(vec4<bool>(any(global4[_wgslsmith_index_u32(0u, 32u)]), atomicCompareExchangeWeak(&wg_atomic_i32, -4231i, 1i).exchanged, select(vec3<bool>(true, true, true), vec3<bool>(global2.a, false, false), false).x, !global2.a), !global4[_wgslsmith_index_u32(~7221u, 32u)], false)).x, 4u)]).x = _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(func_5()[_wgslsmith_index_u32(~u_input.d.x, 2u)].x * 394f), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.c + 1u, ~u_input.d.x), 4u)].x, -606f))).x));
    let var_0 = mat4x2<f32>(global2.b[_wgslsmith_index_u32(45096u << ((u_input.b.x * ~39534u) % 32u), 3u)], vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-2087f) - global2.b[_wgslsmith_index_u32(firstLeadingBit(u_input.d).x, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(vec4<f32>(897f, -762f, 2191f, global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(global3[_wgslsmith_index_u32(u_input.d.x, 25u)], global1[_wgslsmith_index_u32(26737u, 4u)].x, 365f, 1700f)))).x)), _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x + 1458f)), _wgslsmith_f_op_vec3_f32(select(global1[_wgslsmith_index_u32(~0u, 4u)], _wgslsmith_f_op_vec3_f32(select(global1[_wgslsmith_index_u32(u_input.c, 4u)], global1[_wgslsmith_index_u32(1u, 4u)], global2.a)), vec3<bool>(true, global2.a, global2.a))).x), _wgslsmith_div_vec2_f32(global1[_wgslsmith_index_u32(u_input.c, 4u)].zz, global1[_wgslsmith_index_u32(u_input.c, 4u)].yy)), vec2<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(u_input.d.x, 4u)] + global1[_wgslsmith_index_u32(4294967295u, 4u)]), vec3<f32>(896f, -927f, -2197f), global1[_wgslsmith_index_u32(u_input.c, 4u)])))).x, global3[_wgslsmith_index_u32(46896u, 25u)]));
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        var var_1 = max(vec4<i32>(select(vec4<i32>(u_input.a.x, global2.c, 28900i, u_input.a.x) & vec4<i32>(global2.c, u_input.a.x, u_input.a.x, -37531i), vec4<i32>(-24020i, global2.c, global2.c, u_input.a.x), false).x, ~u_input.a.x << (u_input.c % 32u), global2.c, dot(vec2<i32>(global2.c, global2.c), u_input.a.xy)), clamp(-insertBits(vec4<i32>(global2.c, -1i, global2.c, global2.c), vec4<i32>(6790i, global2.c, u_input.a.x, 2147483647i), 9132u, u_input.d.x), countTrailingZeros(-vec4<i32>(-33852i, u_input.a.x, -1i, global2.c)), -countOneBits(vec4<i32>(1i, 7858i, -29060i, -11932i)))).x / -(u_input.a.x * global2.c);
        var var_2 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(24718u, 4u)].x) - global2.b[_wgslsmith_index_u32(clamp(u_input.b, u_input.b, u_input.b).x, 3u)].x))), 2086f, _wgslsmith_f_op_f32(1000f + _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(global3[_wgslsmith_index_u32(1u, 25u)], -1000f))).x * _wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x))), _wgslsmith_f_op_vec2_f32(max(global2.b[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, u_input.c), 3u)], vec2<f32>(global3[_wgslsmith_index_u32(~1u, 25u)], _wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(1u, 3u)].x)))).x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-742f, 1331f, _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d.x, 4u)].x, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, -365f, 117f)))).x, -306f)));
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            continue;
        }
        break;
    }
    while (true) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
    }
    return array<f32, 25>();
}

fn func_3() -> array<f32, 25> {
    if (!all(!select(vec4<bool>(global2.a, true, global2.a, global2.a), !vec4<bool>(true, global2.a, global2.a, true), !global4[_wgslsmith_index_u32(u_input.c, 32u)]))) {
    }
    loop {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        continue;
    }
    switch (~(-81i)) {
        case -1i: {
            return func_4();
        }
        case 2147483647i: {
            for (var var_0 = 2147483647i; var_0 != i32(-2147483648); (global2).c = -global2.c) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                var var_1 = mat2x2<f32>(global1[_wgslsmith_index_u32(49561u, 4u)].yz, _wgslsmith_f_op_vec2_f32(-global2.b[_wgslsmith_index_u32(1u / ~1u, 3u)]));
            }
            return array<f32, 25>();
        }
        case -10971i: {
        }
        case 85370i: {
            switch (-u_input.a.x) {
                case 21187i: {
                    var var_0 = Struct_1(global2.a || (dot(-vec3<i32>(global2.c, u_input.a.x, u_input.a.x), u_input.a >> (vec3<u32>(29717u, u_input.b.x, 8842u) % vec3<u32>(32u))) <= global2.c), global2.b, countLeadingZeros(-11151i) - abs(~vec4<i32>(12019i, i32(-2147483648), 1i, 2147483647i)).x);
                    var var_1 = vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(round(global2.b[_wgslsmith_index_u32(u_input.c, 3u)])).x, global1[_wgslsmith_index_u32(1u, 4u)].x))), -1877f, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global3[_wgslsmith_index_u32(4294967295u, 25u)], _wgslsmith_div_f32(-791f, 2181f), _wgslsmith_f_op_f32(global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x * _wgslsmith_f_op_f32(global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x + -1901f)), -1533f), vec4<f32>(_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-381f + -1000f), _wgslsmith_f_op_f32(-745f))), -607f, var_0.b[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(66400u, 25u)], global3[_wgslsmith_index_u32(u_input.d.x, 25u)], global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x) + vec4<f32>(-1162f, -465f, var_0.b[_wgslsmith_index_u32(u_input.c, 3u)].x, 234f)))).x))).x, global2.b[_wgslsmith_index_u32(~abs(~u_input.b >> (u_input.b % vec4<u32>(32u))).x, 3u)].x);
                    var var_2 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(clamp(global1[_wgslsmith_index_u32(clamp(vec2<u32>(10414u, u_input.d.x) / u_input.d, vec2<u32>(1u, u_input.c), u_input.b.yy).x, 4u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(1280f, 1477f, global3[_wgslsmith_index_u32(26415u, 25u)])), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global3[_wgslsmith_index_u32(40639u, 25u)], var_0.b[_wgslsmith_index_u32(21766u, 3u)].x, 560f)))).x, _wgslsmith_f_op_f32(-var_1.x)), vec2<f32>(global3[_wgslsmith_index_u32(max(u_input.b.wyw, vec3<u32>(u_input.b.x, 0u, 32898u)).x - ~select(u_input.b, vec4<u32>(0u, u_input.d.x, u_input.d.x, u_input.d.x), global2.a).x, 25u)], 321f));
                    let var_3 = mat4x2<f32>(_wgslsmith_div_vec2_f32(var_2[_wgslsmith_index_u32(clamp(vec2<u32>(select(u_input.b.zz, u_input.b.ww, vec2<bool>(true, global2.a)).x, ~6629u), ~(~u_input.d), vec2<u32>(_wgslsmith_mod_u32(u_input.c, u_input.b.x), u_input.c)).x, 2u)], global2.b[_wgslsmith_index_u32(u_input.c, 3u)]), _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global2.b[_wgslsmith_index_u32(18640u, 3u)].x))) + _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(0u, 4u)] * global1[_wgslsmith_index_u32(55276u, 4u)]))).yz), vec2<f32>(-303f, global3[_wgslsmith_index_u32(~25701u, 25u)]))), _wgslsmith_f_op_vec2_f32(-var_0.b[_wgslsmith_index_u32(u_input.d.x, 3u)]), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x)) * var_2[_wgslsmith_index_u32(min(u_input.b.x, select(vec3<u32>(0u, u_input.b.x, 0u), u_input.b.zzx, true).x), 2u)].x), -831f));
                    let var_4 = !(-global2.c >= select(vec2<i32>(32132i, var_0.c) & vec2<i32>(-17399i, global2.c), vec2<i32>(8725i, global2.c) / (u_input.a.yy + u_input.a.yx), !select(vec3<bool>(false, false, global2.a), vec3<bool>(var_0.a, false, var_0.a), vec3<bool>(global2.a, true, global2.a)).zz).x);
                }
                case 5490i: {
                    ((global4)[_wgslsmith_index_u32(clamp(u_input.b, u_input.b & (~(vec4<u32>(u_input.b.x, 122995u, 4294967295u, 0u) + vec4<u32>(1u, u_input.c, u_input.b.x, u_input.d.x)) - vec4<u32>(u_input.b.x, u_input.b.x, ~u_input.b.x, 0u)), vec4<u32>(u_input.d.x, u_input.d.x, ~atomicExchange(&wg_atomic_u32, ~u_input.c), 26942u)).x, 32u)]).x = select(!(!vec2<bool>(global3[_wgslsmith_index_u32(u_input.c, 25u)] > global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x, false)), vec2<bool>(!global2.a, !(reverseBits(u_input.b).x >= 57317u)), !select(select(global4[_wgslsmith_index_u32(1u * 25866u, 32u)], vec4<bool>(true, global2.a, global2.a, false), global2.c <= u_input.a.x).zyx, select(select(vec4<bool>(true, global2.a, global2.a, false), global4[_wgslsmith_index_u32(1u, 32u)], global2.a).yyx, vec3<bool>(global2.a, false, global2.a), select(global4[_wgslsmith_index_u32(1u, 32u)], global4[_wgslsmith_index_u32(u_input.b.x, 32u)], global2.a).xwx), vec3<bool>(!global2.a, u_input.c != u_input.b.x, true)).xy).x;
                    let var_0 = Struct_4(Struct_1(all(select(global4[_wgslsmith_index_u32(0u, 32u)], global4[_wgslsmith_index_u32(0u, 32u)], false).yzz) & true, global2.b, -2147483647i * -(i32(-2147483648))), 1i, !all(!global4[_wgslsmith_index_u32(~u_input.d.x, 32u)]));
                    let var_1 = ~(clamp(select(u_input.b.wyz, u_input.b.xyz, true).yz, u_input.b.wz | vec2<u32>(u_input.d.x, 47186u), u_input.d).x / u_input.b.x) <= atomicAdd(&wg_atomic_u32, u_input.b.x & u_input.d.x);
                }
                case 1i: {
                    (((global0)[_wgslsmith_index_u32(u_input.c, 10u)])[_wgslsmith_index_u32(~reverseBits(u_input.c), 4u)]).x = -135f;
                    ((global4)[_wgslsmith_index_u32(min(max(insertBits(u_input.b, u_input.b, 43577u | u_input.c, 81288u & u_input.d.x), ~abs(vec4<u32>(u_input.d.x, 54822u, 43950u, 77038u))).zw, vec2<u32>(~u_input.d.x, atomicLoad(&wg_atomic_u32))).x | u_input.c, 32u)]).x = global2.a;
                }
                case -48421i: {
                    let var_0 = vec4<bool>(global2.a, !(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-546f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x, global1[_wgslsmith_index_u32(4294967295u, 4u)].x))).x != _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-539f + global3[_wgslsmith_index_u32(0u, 25u)]))), global2.a, !(!global2.a));
                    var var_1 = select(!select(global2.a, select(var_0.zw, var_0.wz, false).x || global2.a, true), select(var_0, !var_0, !global4[_wgslsmith_index_u32(u_input.c & firstLeadingBit(u_input.b).x, 32u)]).x, select(var_0.yw, !vec2<bool>(!var_0.x, var_0.x), vec2<bool>(var_0.x, var_0.x)).x);
                }
                default: {
                    (((global0)[_wgslsmith_index_u32(u_input.c, 10u)])[_wgslsmith_index_u32(countOneBits(extractBits(vec4<u32>(select(u_input.b, u_input.b, vec4<bool>(global2.a, true, global2.a, global2.a)).x, 0u, ~u_input.d.x, select(u_input.b.xwx, u_input.b.wxx, vec3<bool>(global2.a, global2.a, global2.a)).x), u_input.d.x | 14800u, 29590u)).x << (dot(insertBits(insertBits(u_input.b.wwx, ~u_input.b.yyw, u_input.d.x, 1u), u_input.b.xzz, 33780u | u_input.b.x, u_input.b.x).xy, vec2<u32>(~4294967295u, select(vec3<u32>(u_input.b.x, 0u, 1u), u_input.b.xyz, vec3<bool>(false, global2.a, global2.a)).x) + u_input.b.wx) % 32u), 4u)]).x = -2271f;
                    global0 = array<mat4x4<f32>, 10>();
                    global2 = Struct_1(true, global2.b, extractBits(vec2<i32>(~firstLeadingBit(vec4<i32>(-1i, u_input.a.x, i32(-2147483648), 2147483647i)).x, firstLeadingBit(-1i)), u_input.c, u_input.c).x);
                    ((global1)[_wgslsmith_index_u32(~(~1u), 4u)]).x = global3[_wgslsmith_index_u32(abs(u_input.d.x), 25u)];
                    let var_0 = vec3<bool>(clamp(0u ^ countLeadingZeros(vec4<u32>(67860u, u_input.c, u_input.b.x, 32547u)).x, 1u, ~1u) <= ~dot(vec2<u32>(u_input.c, 26877u), ~u_input.d), any(!global4[_wgslsmith_index_u32(~u_input.b.x, 32u)]), all(select(!(!global4[_wgslsmith_index_u32(0u, 32u)]), vec4<bool>(!global2.a, true, !global2.a, global2.a | true), !global2.a && global2.a)));
                }
            }
            let var_0 = Struct_2(vec3<f32>(global3[_wgslsmith_index_u32(u_input.d.x, 25u)], _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(global2.b[_wgslsmith_index_u32(55076u, 3u)].x, global3[_wgslsmith_index_u32(u_input.d.x, 25u)], 1434f))).x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(30854u, 4u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(max(2254f, global3[_wgslsmith_index_u32(36145u, 25u)])) * global3[_wgslsmith_index_u32(10725u, 25u)])), ~(~global2.c & global2.c), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1285f, -674f, -635f, global3[_wgslsmith_index_u32(0u, 25u)]))), vec4<f32>(-1000f, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.c, 4u)].x), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.b.x, 25u)]), _wgslsmith_f_op_f32(-588f * -1533f))))).x, mat4x2<f32>(_wgslsmith_f_op_vec3_f32(trunc(global1[_wgslsmith_index_u32(1u, 4u)])).zz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global3[_wgslsmith_index_u32(u_input.c, 25u)], -814f, -1434f, 1374f))).yz), _wgslsmith_f_op_vec2_f32(-global2.b[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, 1u) ^ reverseBits(vec4<u32>(u_input.b.x, u_input.d.x, 26950u, 11308u)).x, 3u)]), vec2<f32>(_wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(u_input.b.x * u_input.c, 3u)].x), _wgslsmith_f_op_f32(-func_4()[_wgslsmith_index_u32(u_input.d.x, 25u)]))), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1447f - 1000f)), _wgslsmith_div_f32(-1173f, 1058f), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(63665u, 4u)].x), global3[_wgslsmith_index_u32(firstLeadingBit(15362u), 25u)]), _wgslsmith_f_op_f32(-900f * _wgslsmith_f_op_vec3_f32(clamp(global1[_wgslsmith_index_u32(u_input.b.x, 4u)], global1[_wgslsmith_index_u32(3343u, 4u)], vec3<f32>(global1[_wgslsmith_index_u32(u_input.c, 4u)].x, 682f, global1[_wgslsmith_index_u32(79435u, 4u)].x))).x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1151f, 1000f, -150f, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(1068f, -658f, -2233f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(1742f, -1394f, global3[_wgslsmith_index_u32(4294967295u, 25u)]))))).x, _wgslsmith_div_f32(global1[_wgslsmith_index_u32(~628u, 4u)].x, _wgslsmith_div_f32(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, -1550f)), 228f, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(21429u, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x, global1[_wgslsmith_index_u32(58758u, 4u)].x, -646f)))).x)));
            while (global2.a && true) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                continue;
            }
            loop {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                continue;
                continuing {
                }
            }
            if (all(vec2<bool>(global2.a, global2.a))) {
                (global2).b = global2.b;
                (global3)[_wgslsmith_index_u32(u_input.c, 25u)] = 1033f;
                let var_1 = Struct_3(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0.e[_wgslsmith_index_u32(14379u, 3u)].x, 1000f, -132f, global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(209f, -2547f, -1327f, global1[_wgslsmith_index_u32(u_input.c, 4u)].x)))).x, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(4294967295u + u_input.c, 25u)]), -213f), _wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(insertBits(clamp(vec4<u32>(u_input.c, u_input.d.x, u_input.b.x, 21067u), vec4<u32>(u_input.d.x, u_input.b.x, u_input.c, u_input.b.x), vec4<u32>(u_input.d.x, u_input.b.x, 31115u, 1u)), ~u_input.b, clamp(u_input.c, u_input.b.x, 61904u), ~2420u).x, 4u)] - _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-var_0.a), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1708f, global3[_wgslsmith_index_u32(u_input.c, 25u)], 242f))))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_0.e[_wgslsmith_index_u32(4294967295u, 3u)]) - _wgslsmith_f_op_vec4_f32(vec4<f32>(159f, global3[_wgslsmith_index_u32(u_input.d.x, 25u)], 1726f, -1100f) + vec4<f32>(global3[_wgslsmith_index_u32(87415u, 25u)], global1[_wgslsmith_index_u32(90970u, 4u)].x, global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, 1000f))))).yxz, _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(0u, 4u)])), abs(u_input.b.xxx).x);
                return array<f32, 25>();
            }
        }
        default: {
            var var_0 = -insertBits(insertBits(sign(vec3<i32>(1i, 34588i, u_input.a.x) | vec3<i32>(global2.c, global2.c, global2.c)), select(~vec4<i32>(u_input.a.x, global2.c, global2.c, 0i), vec4<i32>(u_input.a.x, i32(-2147483648), -1470i, i32(-2147483648)), true).xzx, (0u / u_input.c) | ~u_input.d.x, u_input.b.x), select(min(insertBits(vec4<i32>(-12304i, 2147483647i, i32(-2147483648), 2147483647i), vec4<i32>(-3084i, u_input.a.x, global2.c, global2.c), u_input.d.x, 4294967295u), vec4<i32>(i32(-2147483648), u_input.a.x, 1i, global2.c) * vec4<i32>(u_input.a.x, i32(-2147483648), global2.c, 3985i)), countOneBits(vec4<i32>(-4517i, 54625i, u_input.a.x, 2147483647i) * vec4<i32>(global2.c, u_input.a.x, u_input.a.x, i32(-2147483648))), select(vec4<bool>(true, true, global2.a, global2.a), vec4<bool>(true, true, true, true), !global2.a)).wzw, _wgslsmith_mod_u32(~93475u ^ reverseBits(u_input.d).x, u_input.d.x), extractBits(vec2<u32>(firstLeadingBit(vec3<u32>(u_input.b.x, u_input.c, 1u)).x, ~31390u), 30459u, ~firstLeadingBit(vec2<u32>(u_input.c, 34421u)).x).x).x;
            global1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(490f, _wgslsmith_f_op_vec2_f32(exp2(global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)])).x, _wgslsmith_f_op_f32(-(-557f)))), _wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(~(~u_input.b.x), 4u)] + vec3<f32>(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(69383u, 25u)] - _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(35538u, 4u)].x)), _wgslsmith_f_op_f32(1000f - global1[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 346f, -794f, -2486f), vec4<f32>(-435f, global2.b[_wgslsmith_index_u32(4745u, 3u)].x, global1[_wgslsmith_index_u32(1816u, 4u)].x, -952f))).x * global1[_wgslsmith_index_u32(3344u, 4u)].x))), vec3<f32>(-1854f, global3[_wgslsmith_index_u32(u_input.b.x, 25u)], _wgslsmith_f_op_vec3_f32(saturate(global1[_wgslsmith_index_u32(~reverseBits(u_input.b.zzz).x, 4u)])).x), vec3<f32>(-541f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-348f, -996f, 446f, global1[_wgslsmith_index_u32(0u, 4u)].x), vec4<f32>(115f, 363f, global3[_wgslsmith_index_u32(u_input.b.x, 25u)], 510f), !vec4<bool>(global2.a, false, false, true))).x), global3[_wgslsmith_index_u32(41163u, 25u)]));
        }
    }
    var var_0 = Struct_5(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-229f, 1807f, 651f, -577f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(236f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global2.b[_wgslsmith_index_u32(0u, 3u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 25u)]) - _wgslsmith_f_op_vec4_f32(min(vec4<f32>(549f, 2326f, global1[_wgslsmith_index_u32(82082u, 4u)].x, -573f), vec4<f32>(931f, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, global3[_wgslsmith_index_u32(108859u, 25u)], global1[_wgslsmith_index_u32(1u, 4u)].x)))))), vec4<f32>(global3[_wgslsmith_index_u32(38026u, 25u)], -761f, global2.b[_wgslsmith_index_u32(~(~u_input.c), 3u)].x, _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-159f, 1805f, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, global1[_wgslsmith_index_u32(0u, 4u)].x), vec4<f32>(global3[_wgslsmith_index_u32(0u, 25u)], global2.b[_wgslsmith_index_u32(1u, 3u)].x, global1[_wgslsmith_index_u32(1203u, 4u)].x, -1000f))))).x))));
    var_0 = Struct_5(_wgslsmith_f_op_vec4_f32(-var_0.a));
    return func_4();
}

fn func_2(arg_0: mat2x2<f32>) -> f32 {
    (global3)[_wgslsmith_index_u32(86924u, 25u)] = -171f;
    global3 = func_3();
    var var_0 = Struct_5(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1211f, global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global2.b[_wgslsmith_index_u32(1u, 3u)].x, 568f))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(global1[_wgslsmith_index_u32(0u, 4u)])).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x)) - _wgslsmith_f_op_f32(saturate(arg_0[_wgslsmith_index_u32(1u, 2u)].x))), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_div_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(u_input.c, 25u)], arg_0[_wgslsmith_index_u32(0u, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x), vec3<f32>(-958f, global2.b[_wgslsmith_index_u32(0u, 3u)].x, -223f)))).x), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0[_wgslsmith_index_u32(72395u, 2u)].x, -722f, 892f, 716f))).x, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.d.x, 2u)].x), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(566f, global3[_wgslsmith_index_u32(1u, 25u)], arg_0[_wgslsmith_index_u32(24288u, 2u)].x))).x), vec4<f32>(_wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x), 2428f, _wgslsmith_f_op_f32(-401f - -337f), global1[_wgslsmith_index_u32(select(vec4<u32>(4294967295u, 1u, u_input.d.x, 13071u), u_input.b, false).x, 4u)].x)), vec4<bool>(global2.a, all(global4[_wgslsmith_index_u32(43544u, 32u)]), true, select(vec2<bool>(true, true), vec2<bool>(false, global2.a), vec2<bool>(global2.a, true)).x && select(vec3<bool>(true, true, global2.a), vec3<bool>(true, global2.a, false), global2.a).x))));
    for (var var_1: i32; ; var_1 -= 1i) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
    }
    var var_1 = var_0.a.xz;
    return _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-142f - var_0.a.x)), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, var_0.a.x, global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x), vec3<f32>(-869f, -214f, global3[_wgslsmith_index_u32(u_input.b.x, 25u)]))).x, _wgslsmith_f_op_vec4_f32(max(var_0.a, var_0.a)).x)), vec3<f32>(-356f, global3[_wgslsmith_index_u32(1u | max(~vec2<u32>(50692u, u_input.b.x), vec2<u32>(u_input.b.x, 37533u)).x, 25u)], arg_0[_wgslsmith_index_u32(max(firstTrailingBit(vec4<u32>(6660u, 6590u, u_input.d.x, u_input.c)).zww, vec3<u32>(u_input.d.x, 45072u, 0u) << (u_input.b.yzz % vec3<u32>(32u))).x ^ clamp(countTrailingZeros(u_input.b), countOneBits(vec4<u32>(u_input.b.x, u_input.c, 4294967295u, u_input.d.x)), vec4<u32>(9136u, u_input.c, u_input.d.x, 13115u)).x, 2u)].x))).x;
}

fn func_1(arg_0: bool, arg_1: Struct_2) -> array<vec4<bool>, 32> {
    var var_0 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(-arg_1.c))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1624f * global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x))), -1223f), global1[_wgslsmith_index_u32(countLeadingZeros(u_input.b).x, 4u)], arg_1.a);
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        let var_1 = !select(!(!global2.a), true, select(!select(vec4<bool>(global2.a, arg_0, false, false), vec4<bool>(arg_0, global2.a, arg_0, global2.a), vec4<bool>(global2.a, arg_0, arg_0, arg_0)).zyx, select(vec4<bool>(arg_0, global2.a, arg_0, true), select(global4[_wgslsmith_index_u32(u_input.d.x, 32u)], global4[_wgslsmith_index_u32(23465u, 32u)], vec4<bool>(true, global2.a, global2.a, false)), global4[_wgslsmith_index_u32(4294967295u >> (1u % 32u), 32u)]).xzw, select(vec4<bool>(false, global2.a, arg_0, global2.a), vec4<bool>(true, arg_0, false, false), vec4<bool>(false, global2.a, arg_0, true)).xwy).x);
        var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-618f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.d.x, 3u)].x + 281f)), 1100f, global1[_wgslsmith_index_u32(~u_input.c, 4u)].x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_1.e[_wgslsmith_index_u32(u_input.b.x, 3u)] * vec4<f32>(563f, arg_1.c, global3[_wgslsmith_index_u32(u_input.b.x, 25u)], -1678f))))) - _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(arg_1.e[_wgslsmith_index_u32(u_input.d.x, 3u)] * vec4<f32>(global2.b[_wgslsmith_index_u32(0u, 3u)].x, -656f, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, -438f)) * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-699f, -1256f, global3[_wgslsmith_index_u32(14430u, 25u)], 830f), vec4<f32>(1000f, global2.b[_wgslsmith_index_u32(77684u, 3u)].x, arg_1.c, 648f), true)))))));
        let var_3 = arg_0;
        switch (-(~(-1i))) {
            case -1i: {
                ((var_2)[_wgslsmith_index_u32(~35091u, 2u)]).x = _wgslsmith_f_op_f32(-(-1095f));
            }
            case 7720i: {
                var_0 = mat3x3<f32>(var_2[_wgslsmith_index_u32(48946u, 2u)].zzz, var_2[_wgslsmith_index_u32((~select(u_input.b.zwx, u_input.b.yyx, vec3<bool>(arg_0, true, var_3)).x & 11453u) >> ((9262u >> (u_input.d.x % 32u)) % 32u), 2u)].yyw, var_0[_wgslsmith_index_u32(~(~4294967295u * u_input.c) * dot(u_input.b, u_input.b), 3u)]);
            }
            default: {
                break;
            }
        }
        for (var var_4 = 2147483647i; arg_0; ) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            ((global1)[_wgslsmith_index_u32(~firstLeadingBit(u_input.b).x, 4u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.a.x, 555f, 907f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x))))), var_2[_wgslsmith_index_u32(~(~u_input.d.x), 2u)], arg_0)).x - _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(~(u_input.d.x << (4294967295u % 32u)), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1002f) + global3[_wgslsmith_index_u32(~1u, 25u)]))));
            var var_5 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_1.a)), vec3<f32>(-1286f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_1.c + _wgslsmith_f_op_f32(833f + 194f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(ceil(var_2[_wgslsmith_index_u32(0u, 2u)].x))))));
        }
        continuing {
            switch (u_input.a.x) {
                case 0i: {
                    let var_4 = vec2<u32>(select(u_input.b.yyy, u_input.b.xyx << (vec3<u32>(7989u, 4294967295u, 15722u) % vec3<u32>(32u)), (firstTrailingBit(vec4<i32>(global2.c, u_input.a.x, u_input.a.x, -25073i)).x < max(u_input.a.xx, u_input.a.xy).x)).x * 1u, (dot(u_input.b, vec4<u32>(u_input.b.x, 42574u, 54640u, 16227u) / u_input.b) | 4294967295u) - 10198u);
                    ((global1)[_wgslsmith_index_u32(firstLeadingBit(u_input.b).x, 4u)]).x = _wgslsmith_f_op_f32(global2.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(reverseBits(vec4<u32>(dot(var_4, var_4), var_4.x, u_input.c, ~var_4.x)).x, min((vec4<u32>(var_4.x, 7524u, 0u, u_input.b.x) / vec4<u32>(var_4.x, u_input.d.x, var_4.x, u_input.b.x)) - min(vec4<u32>(33369u, u_input.b.x, 26165u, var_4.x), vec4<u32>(115305u, u_input.b.x, u_input.d.x, u_input.d.x)), ~insertBits(u_input.b, vec4<u32>(0u, u_input.c, u_input.c, 0u), u_input.c, u_input.d.x)).x), 3u)].x - _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(var_0[_wgslsmith_index_u32(var_4.x, 3u)], arg_1.a, vec3<bool>(var_1, var_1, false))) - vec3<f32>(arg_1.a.x, 949f, global3[_wgslsmith_index_u32(1u, 25u)]))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(step(arg_1.a, var_2[_wgslsmith_index_u32(u_input.d.x, 2u)].xyx)).x, var_2[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_vec2_f32(exp2(var_2[_wgslsmith_index_u32(var_4.x, 2u)].xy)).x)))).x);
                }
                case i32(-2147483648): {
                    let var_4 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(410f, arg_1.d[_wgslsmith_index_u32(u_input.b.x, 4u)].x, var_2[_wgslsmith_index_u32(0u, 2u)].x)))))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(96542u, 2u)].x), _wgslsmith_f_op_f32(-1001f + 482f), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.b.x, 25u)]), _wgslsmith_f_op_f32(-1269f))))).xwx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(-1415f, var_2[_wgslsmith_index_u32(u_input.d.x, 2u)].x, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, 793f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1503f, arg_1.d[_wgslsmith_index_u32(1u, 4u)].x, arg_1.a.x, global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x))), arg_1.e[_wgslsmith_index_u32(firstLeadingBit(countTrailingZeros(vec4<u32>(24061u, 47946u, u_input.b.x, u_input.b.x)).xzz).x, 3u)], all(vec3<bool>(true, false, var_3)) || true)).xzz), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_2[_wgslsmith_index_u32(u_input.d.x, 2u)].yyw), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(u_input.c, 4u)].x, arg_1.e[_wgslsmith_index_u32(4294967295u, 3u)].x, global2.b[_wgslsmith_index_u32(31343u, 3u)].x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1096f, global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x) * vec3<f32>(208f, 1466f, global1[_wgslsmith_index_u32(10863u, 4u)].x)) * vec3<f32>(var_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x))) + _wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, global1[_wgslsmith_index_u32(min(u_input.b.zx, vec2<u32>(4294967295u, 0u)).x, 4u)].x, -191f) + global1[_wgslsmith_index_u32(1u, 4u)])));
                    ((var_0)[_wgslsmith_index_u32(0u, 3u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(93889u ^ reverseBits(vec3<u32>(u_input.b.x, u_input.c, 2414u) * vec3<u32>(0u, 38932u, 0u)).x, 25u)]) - _wgslsmith_f_op_f32(-915f));
                    var var_5 = mat2x4<f32>(arg_1.e[_wgslsmith_index_u32(abs(5966u), 3u)], var_2[_wgslsmith_index_u32(u_input.b.x, 2u)]);
                    (var_5)[_wgslsmith_index_u32(u_input.b.x, 2u)] = _wgslsmith_f_op_vec4_f32(min(arg_1.e[_wgslsmith_index_u32(firstTrailingBit(~12069u), 3u)], vec4<f32>(_wgslsmith_f_op_f32(-(-724f)), var_4[_wgslsmith_index_u32(0u * (0u << ((0u - u_input.c) % 32u)), 4u)].x, -245f, _wgslsmith_f_op_f32(fract(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(0u, 25u)] * 952f), global1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, u_input.c), 4u)].x))))));
                    var var_6 = var_4;
                }
                case 20358i: {
                    var var_4 = Struct_3(mat4x3<f32>(vec3<f32>(global3[_wgslsmith_index_u32(max(u_input.b.yx, u_input.d).x, 25u)], -393f, -1183f), vec3<f32>(1f, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(~7096u, 25u)]), _wgslsmith_f_op_f32(abs(_wgslsmith_div_f32(261f, arg_1.d[_wgslsmith_index_u32(4294967295u, 4u)].x)))), _wgslsmith_div_vec3_f32(vec3<f32>(var_2[_wgslsmith_index_u32(u_input.b.x | u_input.c, 2u)].x, global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, 40770u), 4u)].x, 1000f), _wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(u_input.c, 2u)].wzw * global1[_wgslsmith_index_u32(u_input.b.x, 4u)])), vec3<f32>(_wgslsmith_f_op_f32(1606f - _wgslsmith_f_op_f32(1000f * 1022f)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(arg_1.e[_wgslsmith_index_u32(1u, 3u)] - arg_1.e[_wgslsmith_index_u32(4294967295u, 3u)]))).x, global1[_wgslsmith_index_u32(~u_input.d.x & _wgslsmith_mod_u32(7445u, 12197u), 4u)].x)), reverseBits(vec4<u32>(1u, (u_input.d.x & 10070u) - (u_input.c + 52308u), u_input.d.x, _wgslsmith_mod_u32(64083u, u_input.b.x))).x);
                    let var_5 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(802f, global2.b[_wgslsmith_index_u32(var_4.b, 3u)].x, 577f) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(51900u, 3u)].x, 718f, global2.b[_wgslsmith_index_u32(104448u, 3u)].x))) * _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(99920u, 2u)]))).xwy)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-844f * _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(global3[_wgslsmith_index_u32(var_4.b, 25u)], -1111f, -219f))).x), arg_1.d[_wgslsmith_index_u32(var_4.b, 4u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-115f)), global1[_wgslsmith_index_u32(u_input.c, 4u)].x))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_1.e[_wgslsmith_index_u32(~1u, 3u)].yxz * _wgslsmith_f_op_vec3_f32(var_4.a[_wgslsmith_index_u32(4053u, 4u)] * vec3<f32>(-160f, 509f, 1036f)))), _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(11415u, 3u)])));
                    (var_4).a = var_4.a;
                    ((var_2)[_wgslsmith_index_u32(4294967295u, 2u)]).x = -180f;
                }
                case -41697i: {
                    let var_4 = countLeadingZeros(u_input.b.wzx).zy;
                    let var_5 = Struct_1(select(global4[_wgslsmith_index_u32(u_input.d.x, 32u)], !global4[_wgslsmith_index_u32(47722u, 32u)], arg_0).x, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1000f, -1000f, 988f), _wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(0u, 2u)].xzy * vec3<f32>(var_2[_wgslsmith_index_u32(u_input.d.x, 2u)].x, var_0[_wgslsmith_index_u32(27864u, 3u)].x, var_2[_wgslsmith_index_u32(var_4.x, 2u)].x)), global2.a)).yy, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(exp2(var_2[_wgslsmith_index_u32(var_4.x, 2u)].wz)))), false)), _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(1u, 4u)].x - -452f), 610f), _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(-613f, global3[_wgslsmith_index_u32(34045u, 25u)])))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)] * _wgslsmith_f_op_vec2_f32(vec2<f32>(860f, global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x) * global1[_wgslsmith_index_u32(4294967295u, 4u)].zy)) * vec2<f32>(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0[_wgslsmith_index_u32(var_4.x, 3u)].x, arg_1.c, 1255f, -2051f), var_2[_wgslsmith_index_u32(u_input.b.x, 2u)], arg_1.e[_wgslsmith_index_u32(1u, 3u)])).x, 794f))), firstLeadingBit(vec2<i32>(~1781i, ~(-arg_1.b))).x);
                    let var_6 = select(!select(select(vec4<bool>(false, var_3, var_3, var_3), !global4[_wgslsmith_index_u32(var_4.x, 32u)], global4[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, var_4.x), 32u)]), select(vec4<bool>(arg_0, var_1, var_1, arg_0), global4[_wgslsmith_index_u32(24526u | u_input.c, 32u)], u_input.d.x == var_4.x), true), vec4<bool>(false, any(select(global4[_wgslsmith_index_u32(~var_4.x, 32u)], select(global4[_wgslsmith_index_u32(1u, 32u)], global4[_wgslsmith_index_u32(47861u, 32u)], global2.a), true)), var_3, true), vec4<bool>(var_1, arg_0, var_5.a, true)).x;
                }
                default: {
                    ((var_2)[_wgslsmith_index_u32(~u_input.c & ~u_input.d.x, 2u)]).x = _wgslsmith_f_op_vec3_f32(min(vec3<f32>(_wgslsmith_f_op_f32(-1196f), _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(func_2(mat2x2<f32>(vec2<f32>(arg_1.a.x, -298f), vec2<f32>(global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x, global3[_wgslsmith_index_u32(4294967295u, 25u)])))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.d.x, 3u)].x) + global2.b[_wgslsmith_index_u32(~u_input.c, 3u)].x))), -1000f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(u_input.c, 2u)].x), _wgslsmith_f_op_f32(-156f - 850f), _wgslsmith_f_op_f32(arg_1.a.x - var_0[_wgslsmith_index_u32(u_input.c, 3u)].x)), _wgslsmith_f_op_vec4_f32(exp2(var_2[_wgslsmith_index_u32(clamp(0u, u_input.c, 1u), 2u)])).xyx, global2.a)) + var_0[_wgslsmith_index_u32(~16681u, 3u)]))).x;
                    let var_4 = arg_1.d;
                }
            }
        }
    }
    while (global2.a) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        var var_1 = global4[_wgslsmith_index_u32(u_input.b.x, 32u)];
        if (false) {
        } else {
            break;
        }
    }
    (global0)[_wgslsmith_index_u32(u_input.b.x, 10u)] = global0[_wgslsmith_index_u32(max(reverseBits(firstLeadingBit(vec4<u32>(u_input.d.x - u_input.c, abs(vec2<u32>(u_input.c, 52527u)).x, u_input.d.x, firstLeadingBit(u_input.b.ww).x))), reverseBits((~u_input.b / firstTrailingBit(vec4<u32>(u_input.c, 7709u, u_input.c, u_input.b.x))) & u_input.b)).x, 10u)];
    for (var var_1 = -1i; (var_1 < 18169i); var_1 += 1i) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        for (; ; ) {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            (global3)[_wgslsmith_index_u32(49567u, 25u)] = _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(firstLeadingBit(extractBits(reverseBits(u_input.b.ww ^ vec2<u32>(u_input.b.x, u_input.b.x)), ~u_input.c, _wgslsmith_mod_u32(u_input.b.x, 1u)).x), 4u)].x + _wgslsmith_f_op_vec3_f32(exp2(func_5()[_wgslsmith_index_u32(~27786u, 2u)])).x);
            var var_2 = 4294967295u;
            var var_3 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global2.b[_wgslsmith_index_u32(4098u, 3u)].x, -351f, 1141f, global3[_wgslsmith_index_u32(u_input.c, 25u)]))))), arg_1.e[_wgslsmith_index_u32(~dot(u_input.b.xxz, u_input.b.yzy), 3u)], vec4<f32>(global2.b[_wgslsmith_index_u32(36250u - 1u, 3u)].x, _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(1u, 3u)].x, 287f), _wgslsmith_f_op_f32(-arg_1.a.x), vec3<f32>(1f, 1f, 1f).x))).x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(global2.b[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.b.x, 25u)] + global3[_wgslsmith_index_u32(u_input.d.x, 25u)])) + _wgslsmith_f_op_vec2_f32(clamp(var_0[_wgslsmith_index_u32(~u_input.d.x, 3u)].yz, arg_1.d[_wgslsmith_index_u32(u_input.c, 4u)], _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(4294967295u, 4u)].zy))).x), _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(round(var_0[_wgslsmith_index_u32(79519u, 3u)].zy)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.c, 4u)].x - 929f))), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(15635u, 4u)].x, global3[_wgslsmith_index_u32(4294967295u, 25u)], var_0[_wgslsmith_index_u32(27208u, 3u)].x) + _wgslsmith_div_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(1u, 4u)].x, global1[_wgslsmith_index_u32(u_input.c, 4u)].x, -1086f), var_0[_wgslsmith_index_u32(29154u, 3u)])))).x), _wgslsmith_f_op_vec4_f32(vec4<f32>(399f, _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-global2.b[_wgslsmith_index_u32(4294967295u, 3u)]))).x, 1269f, 518f) * _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, 147f, var_0[_wgslsmith_index_u32(0u, 3u)].x, global3[_wgslsmith_index_u32(u_input.c, 25u)])), vec4<f32>(408f, -960f, 1000f, global2.b[_wgslsmith_index_u32(70941u, 3u)].x)) - arg_1.e[_wgslsmith_index_u32(min(~u_input.b.x, ~u_input.c), 3u)])), _wgslsmith_f_op_vec4_f32(arg_1.e[_wgslsmith_index_u32((~u_input.c >> (extractBits(u_input.b, u_input.d.x, u_input.b.x).x % 32u)) & u_input.d.x, 3u)] + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(541f, -1150f, global3[_wgslsmith_index_u32(u_input.c, 25u)], global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x) - arg_1.e[_wgslsmith_index_u32(u_input.b.x, 3u)]) - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1644f, global1[_wgslsmith_index_u32(u_input.c, 4u)].x, -194f, -117f)))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-447f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x, 803f, 557f))))));
            var var_4 = Struct_3(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global3[_wgslsmith_index_u32(u_input.c, 25u)], 822f, 686f)), _wgslsmith_f_op_vec3_f32(arg_1.a - vec3<f32>(arg_1.e[_wgslsmith_index_u32(u_input.b.x, 3u)].x, arg_1.a.x, 499f)))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(-408f, global2.b[_wgslsmith_index_u32(u_input.b.x, 3u)].x), var_0[_wgslsmith_index_u32(1u, 3u)].yz)).x, _wgslsmith_f_op_f32(462f * -1000f), _wgslsmith_f_op_f32(-arg_1.c), _wgslsmith_f_op_f32(-global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x)), _wgslsmith_div_vec4_f32(var_3[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(-797f, global1[_wgslsmith_index_u32(u_input.c, 4u)].x, -874f, global3[_wgslsmith_index_u32(4294967295u, 25u)])))).xwy, _wgslsmith_div_vec3_f32(global1[_wgslsmith_index_u32(~(u_input.d.x | 4294967295u), 4u)], global1[_wgslsmith_index_u32(13542u, 4u)]), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(u_input.b.x, 3u)], arg_1.e[_wgslsmith_index_u32(u_input.d.x, 3u)].yzw))) - vec3<f32>(global1[_wgslsmith_index_u32(countOneBits(4294967295u), 4u)].x, 100f, _wgslsmith_div_f32(var_3[_wgslsmith_index_u32(0u, 3u)].x, global1[_wgslsmith_index_u32(10555u, 4u)].x)))), countOneBits(max(select(vec4<u32>(u_input.b.x, 17527u, 71636u, u_input.c), vec4<u32>(4294967295u, 0u, 4294967295u, 1u), true).zz, ~vec2<u32>(45766u, 83135u)) / ~vec2<u32>(u_input.c, 1u)).x);
        }
        while (false) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            (global0)[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 3661u), 10u)] = global0[_wgslsmith_index_u32(1u, 10u)];
            let var_2 = arg_1.e;
            continue;
        }
        let var_2 = vec2<bool>(select(global2.a, !(!select(vec2<bool>(false, global2.a), vec2<bool>(false, arg_0), vec2<bool>(arg_0, true)).x), global2.a), select(true, (_wgslsmith_mod_u32(9417u, u_input.d.x) == 4294967295u) | (true == global2.a), false));
        loop {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            var var_3 = vec2<bool>(all(var_2), var_2.x | global2.a);
            break;
        }
        continue;
    }
    return array<vec4<bool>, 32>();
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    loop {
        if (LOOP_COUNTERS[19u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
        global4 = func_1(global2.a, Struct_2(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1416f, global2.b[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global1[_wgslsmith_index_u32(90707u, 4u)].x) + _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(0u, 4u)]))), -sign(global2.c) << (25617u % 32u), _wgslsmith_f_op_f32(func_2(mat2x2<f32>(vec2<f32>(global3[_wgslsmith_index_u32(0u, 25u)], global1[_wgslsmith_index_u32(u_input.c, 4u)].x), vec2<f32>(-421f, 582f)))), mat4x2<f32>(vec2<f32>(global1[_wgslsmith_index_u32(~37209u, 4u)].x, global3[_wgslsmith_index_u32(~1u, 25u)]), vec2<f32>(-1000f, global2.b[_wgslsmith_index_u32(~builtin_global_invocation_id.x, 3u)].x), vec2<f32>(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x * -1369f), _wgslsmith_f_op_f32(-(-861f))), vec2<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 25u)]), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(builtin_local_invocation_id.x, 25u)]))), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global2.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, global3[_wgslsmith_index_u32(10432u, 25u)], global2.b[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x), vec4<f32>(927f, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, 1683f, global3[_wgslsmith_index_u32(builtin_local_invocation_id.x, 25u)]), false))), vec4<f32>(-285f, _wgslsmith_f_op_f32(-(-369f)), _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x + global1[_wgslsmith_index_u32(1u, 4u)].x), global1[_wgslsmith_index_u32(~68423u, 4u)].x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global2.b[_wgslsmith_index_u32(56539u, 3u)].x, 1000f, -845f, 709f), vec4<f32>(global3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 25u)], 1337f, 1291f, 260f), global2.a))))));
    _pv[3] = bitcast<u32>(global1[0].x);
        loop {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            var var_0 = Struct_5(vec4<f32>(_wgslsmith_f_op_f32(dot(vec3<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(47235u, 25u)]), _wgslsmith_f_op_vec2_f32(max(vec2<f32>(global3[_wgslsmith_index_u32(40212u, 25u)], global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x), global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].xy)).x, _wgslsmith_f_op_f32(dot(vec3<f32>(1258f, global3[_wgslsmith_index_u32(4294967295u, 25u)], 764f), global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)]))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(10640u, 4u)].x, 2274f, 383f))))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x))).x - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(789f - global2.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x) - _wgslsmith_f_op_vec3_f32(exp2(global1[_wgslsmith_index_u32(0u, 4u)])).x)), _wgslsmith_f_op_f32(ceil(-462f)), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1447f, global2.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 1225f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1[_wgslsmith_index_u32(23490u, 4u)].x, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, 258f), vec3<f32>(global2.b[_wgslsmith_index_u32(86058u, 3u)].x, global3[_wgslsmith_index_u32(4294967295u, 25u)], global1[_wgslsmith_index_u32(66406u, 4u)].x), global2.a))))).x));
            continue;
            continuing {
                (((global0)[_wgslsmith_index_u32(1u, 10u)])[_wgslsmith_index_u32(~(builtin_global_invocation_id.x | ~0u), 4u)]).x = _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec2<f32>(-120f, -794f), _wgslsmith_f_op_vec2_f32(exp(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].yz))))), -988f, 448f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(31705u, 4u)].x * 507f)))))).x;
                break if false;
            }
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[21u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        for (var var_0 = global2.c; ; (global2).c = ~(i32(-2147483648))) {
            if (LOOP_COUNTERS[22u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
            let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(~extractBits(~vec3<u32>(builtin_local_invocation_index, 85001u, builtin_num_workgroups.x), builtin_local_invocation_id.x - 35936u, u_input.d.x).x, 4u)]), global1[_wgslsmith_index_u32(~(~(~4294967295u)), 4u)], vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(-399f, global2.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x), global1[_wgslsmith_index_u32(4294967295u, 4u)].xz)).x)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(68439u, 25u)], global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -1051f, -1804f) - vec4<f32>(2907f, 1689f, 214f, global1[_wgslsmith_index_u32(1u, 4u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-405f, -1059f, global1[_wgslsmith_index_u32(48076u, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.b[_wgslsmith_index_u32(1u, 3u)].x, global2.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 866f, global2.b[_wgslsmith_index_u32(6027u, 3u)].x))), !select(vec2<bool>(global2.a, global2.a), vec2<bool>(false, global2.a), false).x)).x, _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.b.x, 25u)] - _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, global1[_wgslsmith_index_u32(64129u, 4u)].x, global3[_wgslsmith_index_u32(u_input.d.x, 25u)], global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x))).x)))));
            (global3)[_wgslsmith_index_u32((dot(vec4<u32>(~1u, builtin_local_invocation_index + builtin_workgroup_id.x, ~38094u, 7323u / 4294967295u), (vec4<u32>(builtin_local_invocation_index, builtin_workgroup_id.x, builtin_local_invocation_id.x, builtin_local_invocation_id.x) + u_input.b) | vec4<u32>(4294967295u, u_input.b.x, builtin_global_invocation_id.x, 1u)) & builtin_num_workgroups.x) & countTrailingZeros(builtin_local_invocation_id | builtin_local_invocation_id).x, 25u)] = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-151f)) + _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.c, 4u)].x - 860f))) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(631f + 772f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))))));
            var_0 = 0i;
            continue;
        }
        let var_0 = !vec2<bool>(false, global2.a);
        break;
    }
    let var_0 = true;
    _pv[7] = bitcast<u32>(global1[1].x);
    _pv[6] = bitcast<u32>(global1[0].z);
    _pv[5] = bitcast<u32>(global1[0].y);
    _pv[4] = bitcast<u32>(global1[0].x);
    var var_1 = Struct_1(var_0, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(92148u, 4u)].x), 2264f)), vec2<f32>(global2.b[_wgslsmith_index_u32(~builtin_workgroup_id.x - firstLeadingBit(u_input.b).x, 3u)].x, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1952f, global1[_wgslsmith_index_u32(8113u, 4u)].x, global3[_wgslsmith_index_u32(builtin_local_invocation_id.x, 25u)], global1[_wgslsmith_index_u32(u_input.d.x, 4u)].x), vec4<f32>(-405f, -673f, global1[_wgslsmith_index_u32(0u, 4u)].x, -1583f))))).x), vec2<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global2.b[_wgslsmith_index_u32(u_input.c, 3u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x, 565f, 1733f))).x, _wgslsmith_f_op_f32(round(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1411f, -1051f, 1407f, 482f), vec4<f32>(-204f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x, -796f, 2580f), global4[_wgslsmith_index_u32(27724u, 32u)])).x)))), atomicLoad(&wg_atomic_i32));
    var var_2 = firstTrailingBit(~(((u_input.a.x ^ 0i) << (~1u % 32u)) | atomicMax(&wg_atomic_i32, sign(u_input.a.xx).x)));
    let x = u_input.a;
    s_output = StorageBuffer(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(global2.b[_wgslsmith_index_u32(1u, 3u)].x, -2137f), vec2<f32>(-307f, 958f))) + _wgslsmith_f_op_vec2_f32(var_1.b[_wgslsmith_index_u32(~0u, 3u)] * vec2<f32>(global2.b[_wgslsmith_index_u32(36303u, 3u)].x, 342f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(trunc(global1[_wgslsmith_index_u32(4294967295u, 4u)])).xy + global1[_wgslsmith_index_u32(~0u, 4u)].xy)), vec2<f32>(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(-674f * global3[_wgslsmith_index_u32(builtin_num_workgroups.x, 25u)]))), global3[_wgslsmith_index_u32(~4294967295u, 25u)]), vec2<f32>(1f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(773f + -1240f), global2.b[_wgslsmith_index_u32(select(builtin_global_invocation_id, builtin_num_workgroups, vec3<bool>(var_0, false, false)).x, 3u)].x))));
    s_probe.orig = s_output;
    s_probe.p = _pv;
}

