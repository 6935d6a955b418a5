// {"0:0":[146,175,113,161]}
// Seed: 4

struct Struct_1 {
    @align(32)
    @size(52)
    a: mat3x3<f32>,
}

struct Struct_2 {
    @align(16)
    @size(28)
    a: vec4<i32>,
    b: mat3x4<f32>,
}

struct Struct_3 {
    a: mat3x3<f32>,
    @align(32)
    @size(24)
    b: vec4<i32>,
    @align(16)
    c: u32,
    d: u32,
}

struct Struct_4 {
    @size(128)
    a: Struct_3,
}

struct UniformBuffer {
    a: i32,
}

struct StorageBuffer {
    @size(4)
    a: i32,
    b: vec4<f32>,
    @align(32)
    @size(16)
    c: mat2x2<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: mat2x4<f32> = mat2x4<f32>(vec4<f32>(-1574f, -1670f, -1000f, 160f), vec4<f32>(103f, 1000f, -522f, -1000f));

var<private> global1: i32 = 1i;

var<workgroup> global2: mat2x4<f32>;

var<private> global3: array<mat4x2<f32>, 8> = array<mat4x2<f32>, 8>(mat4x2<f32>(vec2<f32>(981f, -147f), vec2<f32>(-907f, -738f), vec2<f32>(824f, 1000f), vec2<f32>(-1907f, 348f)), mat4x2<f32>(vec2<f32>(-386f, 1524f), vec2<f32>(-2045f, -1368f), vec2<f32>(-1322f, -1000f), vec2<f32>(885f, -228f)), mat4x2<f32>(vec2<f32>(-606f, 1097f), vec2<f32>(-974f, 998f), vec2<f32>(1447f, -1000f), vec2<f32>(-328f, -1920f)), mat4x2<f32>(vec2<f32>(130f, -712f), vec2<f32>(-123f, -1000f), vec2<f32>(353f, -1438f), vec2<f32>(-454f, -680f)), mat4x2<f32>(vec2<f32>(-1672f, -767f), vec2<f32>(-378f, 242f), vec2<f32>(-741f, -515f), vec2<f32>(-396f, 1000f)), mat4x2<f32>(vec2<f32>(515f, 131f), vec2<f32>(-275f, 723f), vec2<f32>(150f, -2116f), vec2<f32>(484f, -886f)), mat4x2<f32>(vec2<f32>(1387f, -1000f), vec2<f32>(-720f, 1000f), vec2<f32>(-532f, -1958f), vec2<f32>(-2250f, 394f)), mat4x2<f32>(vec2<f32>(1648f, 1952f), vec2<f32>(229f, 2061f), vec2<f32>(-559f, -187f), vec2<f32>(-1652f, -144f)));

var<private> global4: vec3<i32> = vec3<i32>(2147483647i, 2147483647i, 48708i);

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 30>;

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn func_5() -> bool {
    (global4).x = atomicMin(&wg_atomic_i32, firstTrailingBit(-1i - ~(~u_input.a)));
    switch (global4.x) {
        case -16064i: {
            while (true) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                let var_0 = 758f;
                var var_1 = Struct_3(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(global2[_wgslsmith_index_u32(1u, 2u)].wwz * _wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(~78932u, 2u)].www * _wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(1u, 2u)].yyz))), _wgslsmith_f_op_vec3_f32(select(global2[_wgslsmith_index_u32(47308u, 2u)].xzz, vec3<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(3126u, 2u)].x), -110f, _wgslsmith_f_op_f32(trunc(global0[_wgslsmith_index_u32(12722u, 2u)].x))), false)), global0[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, firstLeadingBit(vec4<u32>(30948u, 41156u, 4294967295u, 62148u)).x) ^ ~1u, 2u)].zxy), ~firstTrailingBit(~clamp(vec4<i32>(-6007i, global4.x, 1i, 1i), vec4<i32>(u_input.a, -23228i, 25021i, -1i), vec4<i32>(u_input.a, -12927i, u_input.a, i32(-2147483648)))), ~1u / 1u, 4294967295u);
                return !((~extractBits(~u_input.a, atomicExchange(&wg_atomic_u32, 14993u), 1u) < -(~(0i + -26452i))));
            }
            if (true) {
                var var_0 = global0[_wgslsmith_index_u32(1u * (4294967295u / 57668u), 2u)];
            } else {
                (global3)[_wgslsmith_index_u32(~39040u, 8u)] = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(14574u, 2u)].zx * vec2<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -217f)) + _wgslsmith_f_op_vec3_f32(ceil(global0[_wgslsmith_index_u32(0u, 2u)].yzy)).zx), _wgslsmith_f_op_vec2_f32(-vec2<f32>(1000f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x)))), _wgslsmith_f_op_vec2_f32(min(global2[_wgslsmith_index_u32(~(~0u), 2u)].ww, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_div_vec3_f32(global2[_wgslsmith_index_u32(~4294967295u, 2u)].wxz, _wgslsmith_div_vec3_f32(vec3<f32>(-911f, global0[_wgslsmith_index_u32(24211u, 2u)].x, global2[_wgslsmith_index_u32(5975u, 2u)].x), global0[_wgslsmith_index_u32(4294967295u, 2u)].yxx)))).xy)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(global0[_wgslsmith_index_u32(57136u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x))), _wgslsmith_f_op_f32(_wgslsmith_div_f32(global2[_wgslsmith_index_u32(27596u, 2u)].x, global2[_wgslsmith_index_u32(6507u, 2u)].x) + _wgslsmith_f_op_f32(-1000f * global2[_wgslsmith_index_u32(1290u, 2u)].x)))), global2[_wgslsmith_index_u32(120601u, 2u)].xz);
                var var_0 = vec4<u32>(1u, 1u, 1u, 1u);
                global4 = -(vec3<i32>(firstLeadingBit(-vec2<i32>(1i, u_input.a)).x, u_input.a, _wgslsmith_mod_i32(i32(-2147483648) >> (var_0.x % 32u), -(i32(-2147483648)))) & ((clamp(vec3<i32>(u_input.a, i32(-2147483648), global4.x), vec3<i32>(u_input.a, 1901i, global4.x), vec3<i32>(10522i, u_input.a, global4.x)) + vec3<i32>(-52465i, i32(-2147483648), -44989i)) >> (countTrailingZeros(~vec3<u32>(var_0.x, var_0.x, 4294967295u)) % vec3<u32>(32u))));
                let var_1 = reverseBits(((i32(-2147483648) >> (max(12922u, var_0.x) % 32u)) ^ u_input.a) & (countLeadingZeros(~vec2<i32>(u_input.a, global4.x)).x - (atomicLoad(&wg_atomic_i32) << ((var_0.x ^ var_0.x) % 32u))));
                var var_2 = vec4<bool>(true, true, true, true).xyx;
            }
            if (all(select(vec4<bool>(true, true, true, true), vec4<bool>(true, false, any(vec4<bool>(true, true, true, true)), (-1685f < global0[_wgslsmith_index_u32(1u, 2u)].x)), vec4<bool>(true, true, true, true)).xw)) {
                let var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(1u, 2u)])), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(1u, 2u)].x - 277f), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(1428f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x), global0[_wgslsmith_index_u32(0u, 2u)].wy, vec2<bool>(true, false))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(round(global2[_wgslsmith_index_u32(0u, 2u)])))).x), _wgslsmith_f_op_vec2_f32(sign(global2[_wgslsmith_index_u32(4294967295u, 2u)].wy)).x, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global2[_wgslsmith_index_u32(~4294967295u, 2u)].x, global2[_wgslsmith_index_u32(~4294967295u, 2u)].x, _wgslsmith_f_op_f32(1407f + -460f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1028f, 1847f, -106f)), false)).x), global0[_wgslsmith_index_u32(firstLeadingBit(~1u) | extractBits(~_wgslsmith_mod_u32(1u, 2065u), ~(~66310u), ~atomicXor(&wg_atomic_u32, 1u)), 2u)]);
            } else {
                var var_0 = global3[_wgslsmith_index_u32(select(firstTrailingBit(~(~vec3<u32>(16676u, 0u, 16928u)) - max(vec3<u32>(4294967295u, 0u, 0u), vec3<u32>(54741u, 89634u, 3543u) - vec3<u32>(0u, 6945u, 4294967295u))).zx, vec2<u32>(1u, 1u), select(vec3<bool>(true, true, true), vec3<bool>(u_input.a == 29786i, vec2<bool>(true, true).x, true), vec4<bool>(true, true, true, true).yzw).zx).x, 8u)];
                (var_0)[_wgslsmith_index_u32(~1u + ~extractBits(vec4<u32>(0u, ~9041u, firstTrailingBit(35492u), 1u), atomicMin(&wg_atomic_u32, 33393u << (1u % 32u)), reverseBits(4294967295u) >> (countTrailingZeros(vec2<u32>(42422u, 58320u)).x % 32u)).x, 4u)] = _wgslsmith_div_vec2_f32(global2[_wgslsmith_index_u32(1u, 2u)].xz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-409f, global2[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))).xz)));
                var var_1 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(65334u, 2u)].wz) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-434f, var_0[_wgslsmith_index_u32(0u, 4u)].x, 1428f, 721f), vec4<f32>(var_0[_wgslsmith_index_u32(11668u, 4u)].x, global2[_wgslsmith_index_u32(52895u, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 274f), false)).yyz + _wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(51153u, 2u)].xyw)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(var_0[_wgslsmith_index_u32(18481u, 4u)].x, global0[_wgslsmith_index_u32(61319u, 2u)].x, global2[_wgslsmith_index_u32(76944u, 2u)].x)))), !atomicCompareExchangeWeak(&wg_atomic_i32, 2147483647i, global4.x).exchanged)).yx));
                var var_2 = Struct_1(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-441f, var_1.x, 1116f, 1000f), global2[_wgslsmith_index_u32(111514u, 2u)])), vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, 206f, 397f, 1276f))).yyx, _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(50073u - 9035u, 2u)].wwy), vec3<bool>(var_1.x >= 923f, true, true))), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(53619u, 2u)].x, global2[_wgslsmith_index_u32(31769u, 2u)].x, var_1.x, global0[_wgslsmith_index_u32(1u, 2u)].x)))).wxz)), vec3<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(global2[_wgslsmith_index_u32(1u, 2u)].x, -1433f, 776f))).x, 387f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(65453u, 4u)].x * -738f)))));
                (global0)[_wgslsmith_index_u32(59479u, 2u)] = _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(~(~1u), 2u)]);
            }
            while (7820i >= global4.x) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(1u, 2u)] + global0[_wgslsmith_index_u32(~vec3<u32>(1u, 1u, 1u).x, 2u)]), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global2[_wgslsmith_index_u32(select(~vec4<u32>(69611u, 14152u, 16135u, 914u), vec4<u32>(0u, 1u, 77847u, 0u), vec4<bool>(true, true, true, true)).x, 2u)].x, _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(~4294967295u, 2u)].x), _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(~25643u, 2u)].x * -662f), global0[_wgslsmith_index_u32(~(0u - 64188u), 2u)].x), global2[_wgslsmith_index_u32(~1u - 35011u, 2u)], select(vec4<bool>(true, true, true, true), vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, global4.x, global4.x).exchanged, all(vec4<bool>(true, false, false, true)), all(vec3<bool>(false, false, false)), true), vec4<bool>(vec4<bool>(true, true, true, true).x, global4.x >= global4.x, vec4<bool>(true, true, true, true).x, true)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 1077f, global2[_wgslsmith_index_u32(13092u, 2u)].x, -444f))) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(29197u, 2u)]) * _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(55943u, 2u)].x, global0[_wgslsmith_index_u32(35547u, 2u)].x, -733f, 1772f) - vec4<f32>(713f, 669f, global2[_wgslsmith_index_u32(50305u, 2u)].x, -179f))), _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(1u >> (1u % 32u), 2u)]))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(170f, global2[_wgslsmith_index_u32(69486u, 2u)].x, global2[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(3040u, 2u)].x), global2[_wgslsmith_index_u32(9454u, 2u)], vec4<bool>(false, true, false, false))).x + _wgslsmith_f_op_f32(-(-109f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(global2[_wgslsmith_index_u32(9387u, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))), -990f) + global2[_wgslsmith_index_u32(~(~(68022u * 0u)), 2u)]));
            }
        }
        case i32(-2147483648): {
        }
        case 2147483647i: {
            for (; ; ) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                continue;
            }
            var var_0 = Struct_3(mat3x3<f32>(global0[_wgslsmith_index_u32(~705u, 2u)].xxz, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global2[_wgslsmith_index_u32(72025u, 2u)].zww - vec3<f32>(496f, 736f, -1714f))))), global2[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 2u)].zwx), vec4<i32>(1i, 1i, 1i, 1i), ~1u, ~vec4<u32>(1u, 1u, 1u, 1u).x);
            let var_1 = select(vec4<u32>(~(~dot(vec4<u32>(var_0.d, var_0.d, 0u, var_0.c), vec4<u32>(4294967295u, var_0.d, 46232u, 52146u))), reverseBits(~vec2<u32>(var_0.d, 67700u)).x / var_0.d, max(firstLeadingBit(~vec2<u32>(3168u, 0u)), ~vec2<u32>(4294967295u, 15061u)).x, 16179u), vec4<u32>(var_0.c, ~1u, 4294967295u, 4294967295u), !((global0[_wgslsmith_index_u32(1u, 2u)].x < _wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(~var_0.d, 3u)].x * 495f))));
            while (true) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                var var_2 = var_1.zy ^ (var_1.yx / ~extractBits(~var_1.wx, 4294967295u + var_0.d, ~var_0.d));
                break;
            }
            while ((global4.x & abs(firstLeadingBit(var_0.b).xw).x) == -19866i) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            }
        }
        default: {
            while (-321f >= _wgslsmith_f_op_vec2_f32(abs(global2[_wgslsmith_index_u32(1u, 2u)].yx)).x) {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            }
        }
    }
    var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, global0[_wgslsmith_index_u32(37761u, 2u)].x, -1056f, global2[_wgslsmith_index_u32(25960u, 2u)].x) - global2[_wgslsmith_index_u32(40927u, 2u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-467f, 1705f, global0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x))))), _wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(insertBits(~vec2<u32>(1u, 1u), vec2<u32>(~32477u, ~88087u), 6631u * atomicXor(&wg_atomic_u32, 46828u), countOneBits(vec2<u32>(10624u, 11972u)).x / ~11108u).x, 2u)], _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 1924f, 388f, global2[_wgslsmith_index_u32(6911u, 2u)].x) + _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global2[_wgslsmith_index_u32(1u, 2u)].x, 1751f, 371f, 605f))))))));
    if (true) {
    }
    while ((_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(111f, 1000f, global0[_wgslsmith_index_u32(11929u, 2u)].x))).x))) < 494f)) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        continue;
    }
    return !(!(((u_input.a >= i32(-2147483648)) & atomicCompareExchangeWeak(&wg_atomic_u32, 64602u, 38258u).exchanged) | all(vec2<bool>(true, true))));
}

fn func_4(arg_0: vec2<i32>, arg_1: vec2<f32>) -> u32 {
    while (select(vec3<bool>(true, func_5() && vec4<bool>(true, true, true, true).x, vec3<bool>(true, true, true).x), vec3<bool>(true, true, true), vec3<bool>(true, true, true)).x) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        for (var var_0 = -31485i; all(!vec3<bool>(true, false || ((global4.x < u_input.a)), true)); ) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            break;
        }
        var var_0 = mat3x4<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)], vec4<f32>(_wgslsmith_f_op_f32(-1841f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~23182u, 2u)].x * _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(arg_1.x, arg_1.x), vec2<f32>(-208f, global0[_wgslsmith_index_u32(12319u, 2u)].x), vec2<f32>(1042f, 379f))).x) + -213f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(sign(global0[_wgslsmith_index_u32(~19966u, 2u)].xz)).x), _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-1169f + _wgslsmith_f_op_f32(-1572f)), _wgslsmith_f_op_f32(-arg_1.x)))), vec4<f32>(1198f, -721f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(37999u, 2u)].x, global2[_wgslsmith_index_u32(14734u, 2u)].x, 578f, arg_1.x), _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(89417u, 2u)] - vec4<f32>(-450f, 594f, 190f, arg_1.x)), vec4<bool>(false, true, true, true))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1372f)))));
        for (var var_1: i32; ; ) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            var var_2 = vec4<i32>(1i, 1i, 1i, 1i);
            var_1 = var_2.x;
            let var_3 = _wgslsmith_f_op_f32(fract(var_0[_wgslsmith_index_u32(0u, 3u)].x));
            var_1 = firstTrailingBit(countTrailingZeros(-vec4<i32>(-63161i, 1i, arg_0.x | 0i, ~(-25250i)))).x;
        }
        while ((301f < _wgslsmith_f_op_vec3_f32(exp(global2[_wgslsmith_index_u32(1u, 2u)].yzw)).x)) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            let var_1 = vec3<u32>(1u, 1u, 1u);
            (((global3)[_wgslsmith_index_u32(4294967295u, 8u)])[_wgslsmith_index_u32(var_1.x, 4u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(clamp(firstLeadingBit(vec4<u32>(45520u, 0u, var_1.x, var_1.x)), select(vec4<u32>(var_1.x, var_1.x, 0u, 9722u), vec4<u32>(9127u, 13320u, 4294967295u, var_1.x), vec4<bool>(true, true, true, true)), ~vec4<u32>(var_1.x, var_1.x, var_1.x, var_1.x)).x, 2u)].x)) * arg_1.x);
            (global4).x = -43402i;
        }
    }
    if (true) {
    } else {
        if (select(select(vec4<bool>(true, vec2<bool>(true, true).x, true, any(vec3<bool>(true, true, true))), select(vec4<bool>(true, true, vec2<bool>(true, true).x, true), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 4294967295u).exchanged)), all(select(vec4<bool>(false, true, false, true), vec4<bool>(true, true, true, true), u_input.a <= global4.x))).xyw, select(vec3<bool>(true, _wgslsmith_f_op_f32(abs(arg_1.x)) <= _wgslsmith_f_op_f32(133f - 1000f), true), vec4<bool>(true, true, true, true).wxw, true), (arg_1.x < global0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, vec3<u32>(1u, 1u, 1u).x), 2u)].x)).x) {
            var var_0 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(834f, global0[_wgslsmith_index_u32(0u, 2u)].x) - global2[_wgslsmith_index_u32(1u, 2u)].wz) * arg_1) - vec2<f32>(arg_1.x, -323f)) + vec2<f32>(-2107f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(12680u, 2u)].x, 915f)))).x)));
            var var_1 = firstTrailingBit((-vec3<i32>(14450i, u_input.a, -3748i) + vec3<i32>(u_input.a, u_input.a, arg_0.x)) + ~select(vec3<i32>(-24379i, -2254i, arg_0.x), vec3<i32>(arg_0.x, arg_0.x, -1i), true)).x - global4.x;
            var var_2 = ~countTrailingZeros(select(reverseBits(vec4<u32>(7775u, 9794u, 11183u, 1u)), abs(vec4<u32>(0u, 18480u, 35327u, 82850u)), vec4<bool>(true, true, true, true)).xx).x;
            return 18534u;
        }
        var var_0 = Struct_4(Struct_3(mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(arg_1.x * global0[_wgslsmith_index_u32(29084u, 2u)].x), _wgslsmith_div_f32(arg_1.x, global2[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_f32(trunc(-1900f))), _wgslsmith_f_op_vec4_f32(select(global0[_wgslsmith_index_u32(~16089u, 2u)], _wgslsmith_f_op_vec4_f32(sign(global2[_wgslsmith_index_u32(14299u, 2u)])), vec4<bool>(true, true, true, true))).yzx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(sign(global2[_wgslsmith_index_u32(41740u, 2u)].wxw)) * global2[_wgslsmith_index_u32(1u, 2u)].xyx)), vec4<i32>(arg_0.x, max(vec2<i32>(0i, u_input.a), ~global4.zx).x, arg_0.x, i32(-2147483648)), 1u, ~(~48393u)));
        let var_1 = var_0.a.a;
        global1 = countTrailingZeros(vec2<i32>(40489i - arg_0.x, -((49208i - i32(-2147483648)) * -arg_0.x))).x;
        return var_0.a.c;
    }
    var var_0 = Struct_3(mat3x3<f32>(global2[_wgslsmith_index_u32(~1u, 2u)].yxw, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_div_vec3_f32(global2[_wgslsmith_index_u32(~1u, 2u)].yyy, global2[_wgslsmith_index_u32(~4294967295u, 2u)].xxx))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.x, global0[_wgslsmith_index_u32(0u, 2u)].x, -1000f, -351f) + global0[_wgslsmith_index_u32(31914u, 2u)])))).yww), vec4<i32>(sign(countLeadingZeros(vec4<i32>(46127i, 21791i, 28491i, arg_0.x) >> (vec4<u32>(76876u, 4294967295u, 1u, 35240u) % vec4<u32>(32u)))).x, abs(global4.xy).x, firstTrailingBit(vec2<i32>(~global4.x, ~2147483647i)).x, max(vec2<i32>(-2878i, firstLeadingBit(vec4<i32>(1231i, u_input.a, 0i, 2926i)).x), -arg_0).x), clamp(11858u, select(select(~vec3<u32>(0u, 70390u, 0u), vec3<u32>(1u, 1u, 1u), vec3<bool>(true, true, true)), vec3<u32>(1u, 4294967295u * 1u, 1u), vec3<bool>(true, vec2<bool>(true, true).x, false)).x, ~countOneBits(vec2<u32>(62872u, 4294967295u)).x), 1u);
    if (true) {
        var var_1 = 0u;
        switch (extractBits(var_0.b, var_0.c, var_0.c).x) {
            case i32(-2147483648): {
                (global4).x = global4.x;
                var var_2 = ~firstTrailingBit(~vec4<u32>(atomicOr(&wg_atomic_u32, 4294967295u), firstTrailingBit(vec4<u32>(var_0.c, var_0.c, var_0.d, var_0.d)).x, var_0.d, firstLeadingBit(vec2<u32>(var_0.c, 4405u)).x)).zzw;
            }
            case 43605i: {
                var var_2 = vec3<bool>(any(vec2<bool>(true, false)), any(vec2<bool>(true, true)), true);
                var var_3 = arg_1.x;
                (global4).x = -(-53769i);
                let var_4 = Struct_4(Struct_3(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1141f, global0[_wgslsmith_index_u32(var_0.c, 2u)].x, global2[_wgslsmith_index_u32(88773u, 2u)].x))) * vec3<f32>(var_0.a[_wgslsmith_index_u32(var_0.c, 3u)].x, var_0.a[_wgslsmith_index_u32(var_0.c, 3u)].x, arg_1.x)), _wgslsmith_f_op_vec3_f32(ceil(var_0.a[_wgslsmith_index_u32(var_0.d, 3u)])), vec3<f32>(_wgslsmith_f_op_f32(-1890f * -1000f), -1411f, _wgslsmith_f_op_f32(-1118f))), ~((var_0.b & var_0.b) / select(var_0.b, var_0.b, var_2.x)), 4294967295u, var_0.d));
                var var_5 = Struct_3(mat3x3<f32>(vec3<f32>(461f, _wgslsmith_div_f32(_wgslsmith_div_f32(2018f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(arg_1.x, var_4.a.a[_wgslsmith_index_u32(0u, 3u)].x, 607f))).x), global2[_wgslsmith_index_u32(var_0.d, 2u)].x), global2[_wgslsmith_index_u32((var_4.a.c >> ((71122u * 10081u) % 32u)) | (37424u * 1u), 2u)].xxy, vec3<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(global0[_wgslsmith_index_u32(var_4.a.d, 2u)].x, -1543f, 224f))).x, -1460f, 234f)), vec4<i32>(-28536i, select(global4.yz - countOneBits(vec2<i32>(arg_0.x, var_4.a.b.x)), (global4.xy - var_4.a.b.zz) + var_0.b.yx, false).x, sign(var_0.b.xww).x / countLeadingZeros(u_input.a), var_0.b.x), 7247u, countLeadingZeros(1u));
            }
            default: {
                let var_2 = Struct_2(var_0.b, mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(var_0.c, 2u)].x, 589f)), _wgslsmith_f_op_vec2_f32(-global2[_wgslsmith_index_u32(4294967295u, 2u)].xx))), _wgslsmith_f_op_f32(-175f - _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-308f, global0[_wgslsmith_index_u32(1u, 2u)].x, arg_1.x, arg_1.x), vec4<f32>(656f, -919f, -1319f, 1000f), vec4<bool>(false, true, false, false))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1511f)), _wgslsmith_div_f32(var_0.a[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_vec4_f32(floor(global2[_wgslsmith_index_u32(var_0.d, 2u)])).x)), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(30494u, 2u)], vec4<f32>(949f, global0[_wgslsmith_index_u32(1u, 2u)].x, -352f, var_0.a[_wgslsmith_index_u32(111776u, 3u)].x)))))), vec4<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(~1u, 2u)].x), _wgslsmith_f_op_vec2_f32(exp2(global2[_wgslsmith_index_u32(var_0.d, 2u)].wz)).x, 612f, 964f)));
                var var_3 = -abs(-min(~var_0.b, var_0.b).zy).x;
                (((global3)[_wgslsmith_index_u32(var_0.c, 8u)])[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(1u, 1u, 1u, 1u)).x, 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(firstTrailingBit(vec2<u32>(4294967295u, 1u)).x, 3u)]))), _wgslsmith_f_op_vec3_f32(var_2.b[_wgslsmith_index_u32(firstLeadingBit(countLeadingZeros(var_0.c)), 3u)].zwy * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_2.b[_wgslsmith_index_u32(var_0.d, 3u)].x, -102f, var_0.a[_wgslsmith_index_u32(var_0.d, 3u)].x)))))).x);
            }
        }
        let var_2 = Struct_2(countTrailingZeros(~vec4<i32>(-1i, i32(-2147483648), var_0.b.x, clamp(vec4<i32>(arg_0.x, 2147483647i, 1i, u_input.a), var_0.b, vec4<i32>(arg_0.x, var_0.b.x, 2147483647i, i32(-2147483648))).x)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1464f, var_0.a[_wgslsmith_index_u32(1u, 3u)].x, -625f, global0[_wgslsmith_index_u32(var_0.c, 2u)].x), vec4<f32>(var_0.a[_wgslsmith_index_u32(var_0.d, 3u)].x, 531f, arg_1.x, global0[_wgslsmith_index_u32(1u, 2u)].x)))) * _wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(var_0.d & var_0.d, 2u)])), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(min(global2[_wgslsmith_index_u32(var_0.c, 2u)], vec4<f32>(arg_1.x, arg_1.x, 1174f, var_0.a[_wgslsmith_index_u32(14131u, 3u)].x))))))), vec4<f32>(-334f, global2[_wgslsmith_index_u32(var_0.c, 2u)].x, _wgslsmith_div_f32(arg_1.x, _wgslsmith_f_op_f32(sign(arg_1.x))), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(sign(global0[_wgslsmith_index_u32(var_0.d, 2u)])).wyz)).x)));
        var var_3 = var_2;
        global1 = 63767i;
    } else {
    }
    if (select((_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(vec2<f32>(1000f, global0[_wgslsmith_index_u32(26389u, 2u)].x), global0[_wgslsmith_index_u32(39838u, 2u)].zw)).x) > _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(var_0.d, 2u)]), vec4<f32>(1000f, -346f, 324f, 880f), vec4<bool>(true, true, true, true))).x) || false, true, !select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), ~(-1i) != arg_0.x).x)) {
        ((global2)[_wgslsmith_index_u32(108249u, 2u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-398f, 180f)))) + 1738f);
        while (func_5()) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            break;
        }
        switch (0i) {
            case -1i: {
                global2 = mat2x4<f32>(global0[_wgslsmith_index_u32(~var_0.d, 2u)], vec4<f32>(-930f, 524f, global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(reverseBits(33963u), atomicAnd(&wg_atomic_u32, var_0.c)) / ~1u, 2u)].x, 826f));
            }
            case 1i: {
                let var_1 = min(~(-global4.x), select(var_0.b.yx, insertBits(arg_0, var_0.b.wx, var_0.c, 0u), true).x * u_input.a);
                var var_2 = !select(select(vec4<bool>(true, true, true, true), vec4<bool>(var_1 <= 0i, any(vec3<bool>(true, false, false)), any(vec4<bool>(true, false, true, false)), true), vec4<bool>(true, true, true, vec3<bool>(true, true, true).x)), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), global4.x == (arg_0.x | -24931i)), vec4<bool>(true, true, true, true));
                global4 = vec3<i32>(countTrailingZeros(_wgslsmith_mod_i32(dot(var_0.b, var_0.b), -17932i)), _wgslsmith_mod_i32(global4.x, -24831i), reverseBits(-var_0.b.zzy).x);
            }
            case 35634i: {
            }
            default: {
                let var_1 = true;
                var var_2 = Struct_2(vec4<i32>(u_input.a, -1i, -(-1i), ~global4.x + 2147483647i), mat3x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(1u, 2u)]))), global2[_wgslsmith_index_u32((4294967295u + 92720u) - countLeadingZeros(vec4<u32>(0u, var_0.c, var_0.d, var_0.c)).x, 2u)]), global0[_wgslsmith_index_u32(1u, 2u)], _wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(var_0.d, 2u)], vec4<f32>(_wgslsmith_f_op_f32(round(-1451f)), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_0.d, 2u)].x), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-306f, 1282f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, 2694f))).x, global2[_wgslsmith_index_u32(var_0.d, 2u)].x))));
            }
        }
        (var_0).d = 18835u;
        if (true) {
            var var_1 = global3[_wgslsmith_index_u32(~clamp(vec4<u32>(~var_0.c, var_0.d, 40108u, ~var_0.c), firstTrailingBit(extractBits(vec4<u32>(var_0.c, var_0.d, var_0.c, var_0.d), var_0.c, 5875u)), abs(vec4<u32>(52488u, var_0.c, var_0.c, 56430u))).x | 49070u, 8u)];
            global1 = -(~dot(var_0.b, select(vec4<i32>(arg_0.x, global4.x, global4.x, i32(-2147483648)), var_0.b, vec4<bool>(false, true, false, false))) >> ((countLeadingZeros(~vec3<u32>(var_0.d, 20641u, 0u)).x + var_0.d) % 32u));
        } else if (false) {
            var_0 = Struct_3(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(21874u, 2u)].x + -889f), arg_1.x, 594f) + _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1000f, 2368f, 1273f), global0[_wgslsmith_index_u32(var_0.d, 2u)].xxy))))), _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(1u, 2u)].zwy), vec3<f32>(1075f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1.x) - _wgslsmith_f_op_f32(-(-275f))), 1059f)), vec4<i32>(sign((-1317i >> (var_0.c % 32u)) + (0i / i32(-2147483648))), -var_0.b.x, var_0.b.x, -38948i), min(vec3<u32>(firstTrailingBit(~vec3<u32>(0u, var_0.c, 39181u)).x, var_0.c / (23573u / 1u), ~firstTrailingBit(vec3<u32>(var_0.d, 4294967295u, var_0.d)).x), vec3<u32>(~4294967295u, ~(30189u * 1u), 13910u)).x, var_0.c * ~var_0.c);
            let var_1 = global0[_wgslsmith_index_u32(~countTrailingZeros(vec2<u32>(var_0.d, ~var_0.d)).x, 2u)];
            var var_2 = select(!vec4<bool>(false, global2[_wgslsmith_index_u32(var_0.d | 32863u, 2u)].x <= _wgslsmith_f_op_f32(-(-295f)), true, all(vec2<bool>(true, false))), vec4<bool>(true, !(vec4<bool>(true, true, true, true).x && (1u > var_0.c)), vec2<bool>(true, true).x, all(vec4<bool>(true, true, true, true))), vec4<bool>(false, true, false, !(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(17177u, 2u)].x) >= var_1.x)));
            var var_3 = atomicCompareExchangeWeak(&wg_atomic_u32, var_0.c, countLeadingZeros(vec3<u32>(6311u, ~reverseBits(vec2<u32>(1u, 1u)).x, 1u)).x).exchanged;
        } else if (false) {
            var var_1 = vec4<i32>(-1i, ~(~(global4.x + -5582i)), -(-2829i), -u_input.a);
            (global4).x = -5057i;
            var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(exp(var_0.a[_wgslsmith_index_u32(51484u, 3u)].yx)), vec2<f32>(777f, global2[_wgslsmith_index_u32(~var_0.c, 2u)].x), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(var_0.c, 2u)].xy) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1337f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -519f, 1000f))).wz)));
        }
    } else {
    }
    return var_0.c;
}

fn func_3(arg_0: bool, arg_1: mat3x2<f32>, arg_2: vec4<i32>, arg_3: Struct_2) -> mat3x2<f32> {
    ((global0)[_wgslsmith_index_u32(min(15160u, 4294967295u), 2u)]).x = arg_1[_wgslsmith_index_u32(~(~232u), 3u)].x;
    global1 = select(~(-(arg_2.wyy ^ vec3<i32>(u_input.a, arg_3.a.x, arg_2.x))), arg_2.xzx / ~(~arg_2.yzx), vec3<bool>(true, true, true)).x;
    global3 = array<mat4x2<f32>, 8>();
    switch (~arg_3.a.x) {
        case -14892i: {
            let var_0 = Struct_1(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-893f, arg_3.b[_wgslsmith_index_u32(0u, 3u)].x, arg_1[_wgslsmith_index_u32(36564u, 3u)].x) - _wgslsmith_div_vec3_f32(vec3<f32>(668f, 383f, arg_3.b[_wgslsmith_index_u32(58155u, 3u)].x), vec3<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -328f, arg_1[_wgslsmith_index_u32(58038u, 3u)].x))) - global2[_wgslsmith_index_u32(~(~77586u), 2u)].yyz), global0[_wgslsmith_index_u32(reverseBits(0u), 2u)].yyw, global0[_wgslsmith_index_u32(min(vec2<u32>(1u, 1u), vec2<u32>(~34353u, max(vec3<u32>(58368u, 74750u, 59271u), vec3<u32>(4294967295u, 45684u, 85813u)).x)).x, 2u)].zyy));
            for (var var_1 = -36127i; arg_0; var_1 += 1i) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                return arg_1;
            }
            loop {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                var var_1 = vec2<i32>(global4.x, (23055i ^ min(countTrailingZeros(global4.yx).x, clamp(vec3<i32>(arg_2.x, arg_3.a.x, 37813i), arg_2.www, arg_2.xwy).x)) >> (1u % 32u));
            }
            (global4).x = ~arg_2.x;
            loop {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
                continuing {
                    global2 = mat2x4<f32>(arg_3.b[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 3u)], global0[_wgslsmith_index_u32(1u, 2u)]);
                    let var_1 = mat3x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(964f, -1858f, global2[_wgslsmith_index_u32(0u, 2u)].x, 1307f) - _wgslsmith_f_op_vec4_f32(arg_3.b[_wgslsmith_index_u32(8340u, 3u)] + vec4<f32>(1140f, -1000f, arg_3.b[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.a[_wgslsmith_index_u32(0u, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(814f, arg_1[_wgslsmith_index_u32(76692u, 3u)].x), global0[_wgslsmith_index_u32(1u, 2u)].zy)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_0.a[_wgslsmith_index_u32(24156u, 3u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x, 342f))).x - global0[_wgslsmith_index_u32(1u, 2u)].x), 840f, 1070f)), arg_3.b[_wgslsmith_index_u32(~(4294967295u & atomicMax(&wg_atomic_u32, 20383u)), 3u)], _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1248f, var_0.a[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1[_wgslsmith_index_u32(1u, 3u)].x)) + _wgslsmith_f_op_vec4_f32(round(arg_3.b[_wgslsmith_index_u32(0u, 3u)]))), _wgslsmith_f_op_vec4_f32(step(global2[_wgslsmith_index_u32(~(~32001u), 2u)], vec4<f32>(-1306f, -873f, _wgslsmith_f_op_f32(trunc(1885f)), global0[_wgslsmith_index_u32(98356u, 2u)].x))), vec4<bool>(var_0.a[_wgslsmith_index_u32(0u, 3u)].x >= _wgslsmith_f_op_f32(round(627f)), true, select(select(vec4<bool>(true, arg_0, false, false), vec4<bool>(false, arg_0, arg_0, false), vec4<bool>(false, false, arg_0, false)), vec4<bool>(arg_0, arg_0, arg_0, arg_0), !vec4<bool>(false, arg_0, false, false)).x, arg_0))));
                    var var_2 = vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1716f + 558f) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1223f + -495f) - 204f)) * global2[_wgslsmith_index_u32(~(~(96042u + 79722u)), 2u)].x), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(1u, 3u)].x * _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(arg_3.b[_wgslsmith_index_u32(5915u, 3u)].x, arg_3.b[_wgslsmith_index_u32(1u, 3u)].x), vec2<f32>(arg_1[_wgslsmith_index_u32(46343u, 3u)].x, arg_3.b[_wgslsmith_index_u32(4294967295u, 3u)].x))) * vec2<f32>(global2[_wgslsmith_index_u32(0u, 2u)].x, -1000f)), var_1[_wgslsmith_index_u32(~1u, 3u)].zy)).x));
                    var var_3 = !vec4<bool>(any(select(!vec4<bool>(true, arg_0, true, false), select(vec4<bool>(arg_0, true, true, false), vec4<bool>(false, arg_0, arg_0, false), arg_0), vec4<bool>(false, true, arg_0, true))), atomicCompareExchangeWeak(&wg_atomic_i32, ~(-1041i) << (1u % 32u), i32(-2147483648)).exchanged, (atomicAdd(&wg_atomic_u32, 28542u / 13380u) < ~4294967295u), true);
                }
            }
        }
        case -6921i: {
            if (arg_0) {
                let var_0 = select(vec4<bool>(arg_0, true, any(select(vec4<bool>(false, true, false, true), vec4<bool>(false, arg_0, false, false), vec4<bool>(arg_0, arg_0, arg_0, arg_0)).zzz), any(!(!vec3<bool>(true, true, arg_0)))), !select(!select(vec4<bool>(true, false, arg_0, true), vec4<bool>(false, arg_0, false, arg_0), true), vec4<bool>(arg_0, select(vec2<bool>(arg_0, true), vec2<bool>(false, arg_0), vec2<bool>(false, false)).x, true, true), select(false, global4.x == 1i, false)), false).yw;
                let var_1 = vec3<i32>(-(sign(vec2<i32>(-16445i, u_input.a)).x / select(~vec3<i32>(u_input.a, i32(-2147483648), -18899i), arg_3.a.yzy, select(vec4<bool>(var_0.x, true, arg_0, true), vec4<bool>(false, true, false, false), arg_0).yxx).x), 1i, -(i32(-2147483648) ^ (-68194i * arg_3.a.x)));
            } else if (!(!arg_0) | arg_0) {
                let var_0 = Struct_2(arg_2, arg_3.b);
                var var_1 = Struct_4(Struct_3(mat3x3<f32>(arg_3.b[_wgslsmith_index_u32(~1u, 3u)].yzz, _wgslsmith_f_op_vec4_f32(saturate(global2[_wgslsmith_index_u32(~55763u, 2u)])).yyy, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(global2[_wgslsmith_index_u32(12362u, 2u)].x, -695f, arg_3.b[_wgslsmith_index_u32(12082u, 3u)].x) - vec3<f32>(global0[_wgslsmith_index_u32(70071u, 2u)].x, arg_1[_wgslsmith_index_u32(51069u, 3u)].x, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x)), var_0.b[_wgslsmith_index_u32(8139u, 3u)].yzw, _wgslsmith_f_op_vec3_f32(vec3<f32>(225f, 1900f, 992f) - vec3<f32>(735f, arg_1[_wgslsmith_index_u32(99363u, 3u)].x, global2[_wgslsmith_index_u32(22627u, 2u)].x))))), (firstTrailingBit(arg_2) ^ vec4<i32>(8900i, arg_2.x, arg_3.a.x, arg_3.a.x)) + vec4<i32>(i32(-2147483648), -1i, ~1i, ~(-4142i)), ~abs(1u) >> (1u % 32u), ~43636u));
                let var_2 = ~vec3<u32>(var_1.a.d, var_1.a.d, ~1u);
                return arg_1;
            } else if (!(arg_0 | all(!select(vec4<bool>(false, false, arg_0, false), vec4<bool>(false, false, true, false), vec4<bool>(arg_0, true, arg_0, arg_0))))) {
                ((global2)[_wgslsmith_index_u32(min(~(~4294967295u >> (1u % 32u)), 1u), 2u)]).x = _wgslsmith_f_op_f32(-(-1421f));
                (global3)[_wgslsmith_index_u32(1u, 8u)] = global3[_wgslsmith_index_u32(select(firstLeadingBit(vec4<u32>(~countTrailingZeros(vec3<u32>(1u, 24177u, 4294967295u)).x, vec3<u32>(1u, 1u, 1u).x, ~4294967295u, vec3<u32>(1u, 1u, 1u).x)).xw, vec2<u32>(~(~(~52375u)), countOneBits(~firstTrailingBit(vec4<u32>(0u, 1u, 93988u, 13925u))).x), arg_0).x, 8u)];
            } else {
                var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 46832u), 2u)])), arg_3.b[_wgslsmith_index_u32(1u, 3u)], !select(select(vec4<bool>(arg_0, true, arg_0, false), vec4<bool>(arg_0, true, arg_0, arg_0), false), !vec4<bool>(true, arg_0, true, arg_0), !arg_0))), global0[_wgslsmith_index_u32(1u, 2u)]);
            }
            var var_0 = arg_3.b;
            switch (arg_2.x) {
                default: {
                    ((var_0)[_wgslsmith_index_u32(14857u, 3u)]).x = global0[_wgslsmith_index_u32(1u, 2u)].x;
                    (global4).x = -20486i;
                    global4 = arg_2.xzw | min(arg_3.a, clamp(arg_2, arg_2, (arg_3.a / vec4<i32>(-45211i, i32(-2147483648), -27106i, i32(-2147483648))) | arg_3.a)).xww;
                    var var_1 = Struct_3(mat3x3<f32>(global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u, ~1u) >> (1u % 32u), 2u)].zzx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(6820u, 2u)].yzx + var_0[_wgslsmith_index_u32(0u, 3u)].zxy))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 2u)].xzy + _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, global2[_wgslsmith_index_u32(18430u, 2u)].x, -698f) * global2[_wgslsmith_index_u32(0u, 2u)].xwz)))), arg_3.a, min(abs(65667u), firstLeadingBit(countOneBits(vec2<u32>(22231u, 1u))).x), atomicOr(&wg_atomic_u32, ~1u));
                }
            }
            ((global3)[_wgslsmith_index_u32(16778u, 8u)])[_wgslsmith_index_u32((4294967295u & atomicAdd(&wg_atomic_u32, ~1u)) ^ ~(~atomicXor(&wg_atomic_u32, 4294967295u) ^ 1u), 4u)] = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(arg_3.b[_wgslsmith_index_u32(1u, 3u)], vec4<f32>(438f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 736f, -165f)))), vec4<f32>(1000f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 2u)].x * -430f), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, -1706f))).x, var_0[_wgslsmith_index_u32(1u, 3u)].x), vec4<bool>(true, (-654f < var_0[_wgslsmith_index_u32(37955u, 3u)].x), arg_0, select(vec3<bool>(arg_0, arg_0, false), vec3<bool>(true, arg_0, true), true).x))))).zy * global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(1u << (1u % 32u), reverseBits(vec3<u32>(1u, 1u, 1u).xy).x), 2u)].zz);
            return arg_1;
        }
        default: {
            while (false) {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                var var_0 = Struct_1(mat3x3<f32>(arg_3.b[_wgslsmith_index_u32(1u, 3u)].xyz, _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(36010u, 2u)].wzw), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(33170u, 2u)].yxx), _wgslsmith_f_op_vec3_f32(select(global0[_wgslsmith_index_u32(30676u, 2u)].yzy, global2[_wgslsmith_index_u32(4294967295u, 2u)].xwx, false))) * _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, -445f, 782f) * _wgslsmith_f_op_vec3_f32(max(global2[_wgslsmith_index_u32(14025u, 2u)].wzw, vec3<f32>(-1198f, -481f, -295f)))))));
                break;
            }
            (global4).x = global4.x;
            (global0)[_wgslsmith_index_u32(~atomicExchange(&wg_atomic_u32, 1u) | (~atomicOr(&wg_atomic_u32, countOneBits(vec2<u32>(4294967295u, 1u)).x) | insertBits(select(~vec3<u32>(4294967295u, 1u, 45190u), ~vec3<u32>(1u, 615u, 1u), vec3<bool>(arg_0, arg_0, false)).yx, firstTrailingBit(firstTrailingBit(vec4<u32>(4294967295u, 1u, 19781u, 0u)).xyw).xz, ~(~0u), atomicMin(&wg_atomic_u32, 0u)).x), 2u)] = _wgslsmith_f_op_vec4_f32(clamp(global2[_wgslsmith_index_u32(5439u, 2u)], global2[_wgslsmith_index_u32(~(min(0u * 4294967295u, func_4(global4.yx, vec2<f32>(global2[_wgslsmith_index_u32(51180u, 2u)].x, -1225f))) << ((1u + 73196u) % 32u)), 2u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(1260f))), arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_3.b[_wgslsmith_index_u32(1u, 3u)].x, arg_3.b[_wgslsmith_index_u32(0u, 3u)].x))));
            while (func_5() || arg_0) {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                continue;
            }
            for (; !(select(max(~vec2<i32>(2147483647i, arg_3.a.x), firstTrailingBit(vec3<i32>(u_input.a, -12387i, global4.x)).xy), arg_2.zz, select(!vec4<bool>(arg_0, arg_0, true, true), vec4<bool>(false, arg_0, false, arg_0), vec4<bool>(arg_0, arg_0, arg_0, true)).yy).x > arg_3.a.x); ) {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
                let var_0 = 52300u;
                return arg_1;
            }
        }
    }
    let var_0 = Struct_2(select(arg_3.a, -(arg_3.a << (vec4<u32>(16837u, 101092u, 22625u, 1u) % vec4<u32>(32u))), true) / arg_3.a, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(0u, 3u)].x, 962f, arg_3.b[_wgslsmith_index_u32(2514u, 3u)].x, -1381f), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_3.b[_wgslsmith_index_u32(109998u, 3u)].x, 1000f, arg_3.b[_wgslsmith_index_u32(19310u, 3u)].x, 1546f)))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-713f, 535f, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, global2[_wgslsmith_index_u32(4294967295u, 2u)].x)))), vec4<f32>(-907f, _wgslsmith_f_op_f32(-arg_3.b[_wgslsmith_index_u32(1u, 3u)].x), 476f, arg_3.b[_wgslsmith_index_u32(1u >> (atomicCompareExchangeWeak(&wg_atomic_u32, 92441u, 1u).old_value % 32u), 3u)].x), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-858f, global2[_wgslsmith_index_u32(5745u, 2u)].x, arg_1[_wgslsmith_index_u32(0u, 3u)].x, -326f), vec4<f32>(-1146f, -125f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1[_wgslsmith_index_u32(15571u, 3u)].x))))))));
    return mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_div_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, arg_1[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_f_op_vec3_f32(round(global0[_wgslsmith_index_u32(49689u, 2u)].yzy)).yx))).x, var_0.b[_wgslsmith_index_u32(74766u, 3u)].x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(_wgslsmith_f_op_f32(-(-574f)), 201f, _wgslsmith_f_op_vec2_f32(floor(var_0.b[_wgslsmith_index_u32(1u, 3u)].xw)).x))).zx), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_div_f32(-217f, global0[_wgslsmith_index_u32(18662u, 2u)].x), global2[_wgslsmith_index_u32(1u * 7381u, 2u)].x) - global2[_wgslsmith_index_u32(0u, 2u)].yz)));
}

fn func_2() -> vec3<bool> {
    var var_0 = func_3(all(vec4<bool>(true, true, true, true)), mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-812f, 772f)), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u + 24542u, 2u)].x + _wgslsmith_div_f32(-1869f, global0[_wgslsmith_index_u32(4294967295u, 2u)].x))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(func_4(vec2<i32>(u_input.a, 2147483647i), global2[_wgslsmith_index_u32(0u, 2u)].xy), 2u)].yx + _wgslsmith_f_op_vec2_f32(vec2<f32>(global2[_wgslsmith_index_u32(68456u, 2u)].x, global2[_wgslsmith_index_u32(31212u, 2u)].x) + global2[_wgslsmith_index_u32(0u, 2u)].wy)) + global0[_wgslsmith_index_u32(vec3<u32>(1u, 1u, 1u).x, 2u)].xw), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-406f), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 2u)].x)) + vec2<f32>(-1000f, global0[_wgslsmith_index_u32(0u / 1u, 2u)].x))), min(~select(~vec4<i32>(global4.x, 40642i, global4.x, u_input.a), vec4<i32>(0i, u_input.a, 1i, u_input.a) - vec4<i32>(u_input.a, global4.x, 0i, global4.x), vec4<bool>(true, true, true, true)), vec4<i32>(global4.x | i32(-2147483648), 19092i - 2147483647i, -14617i, 2147483647i) >> (~countTrailingZeros(vec4<u32>(1787u, 39759u, 1u, 34424u)) % vec4<u32>(32u))), Struct_2(-(~vec4<i32>(global4.x, global4.x, -20888i, global4.x)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(10952u, 2u)] + vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 2u)].x, 206f, global2[_wgslsmith_index_u32(11168u, 2u)].x, global2[_wgslsmith_index_u32(0u, 2u)].x)))), global0[_wgslsmith_index_u32(~(64699u + 12172u), 2u)], _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(15297u, 2u)] * vec4<f32>(472f, global0[_wgslsmith_index_u32(62287u, 2u)].x, -162f, 1979f)))))));
    let var_1 = select(vec4<bool>((_wgslsmith_f_op_f32(322f * 341f) >= var_0[_wgslsmith_index_u32(87166u * 25185u, 3u)].x) != true, vec3<bool>(true, true, true).x, true, true), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)).x;
    for (var var_2 = 2147483647i; var_2 <= -1i; ) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        switch (global4.x) {
            case -7208i: {
                let var_3 = func_3(!var_1, func_3(select(!vec2<bool>(var_1, true), select(select(vec4<bool>(true, false, var_1, var_1), vec4<bool>(true, var_1, true, var_1), vec4<bool>(var_1, var_1, false, true)), !vec4<bool>(var_1, true, var_1, var_1), true).yy, vec2<bool>(var_1, true)).x, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1544f, 620f))), global2[_wgslsmith_index_u32(~1u, 2u)].yz, _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -381f))))), ~vec4<i32>(~u_input.a, min(vec3<i32>(u_input.a, 0i, -25707i), vec3<i32>(global4.x, u_input.a, -1i)).x, 14918i, 2147483647i), Struct_2(firstTrailingBit(vec4<i32>(u_input.a, global4.x, u_input.a, -11536i)), mat3x4<f32>(vec4<f32>(global0[_wgslsmith_index_u32(55421u, 2u)].x, 1304f, -1088f, 699f), _wgslsmith_div_vec4_f32(vec4<f32>(912f, global0[_wgslsmith_index_u32(0u, 2u)].x, -554f, 148f), global0[_wgslsmith_index_u32(4294967295u, 2u)]), _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(4294967295u, 2u)] * vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x, -1000f, global2[_wgslsmith_index_u32(0u, 2u)].x))))), ~vec4<i32>(-1i, ~u_input.a, 0i, 21391i >> (1u % 32u)), Struct_2(select(vec4<i32>(39702i, 1i, -42100i, i32(-2147483648)) & countTrailingZeros(vec4<i32>(u_input.a, 0i, global4.x, global4.x)), vec4<i32>(global4.x, -17653i, firstTrailingBit(vec4<i32>(2147483647i, -35205i, i32(-2147483648), -3974i)).x, -3213i), var_1), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -708f, global2[_wgslsmith_index_u32(0u, 2u)].x, -291f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -1027f, -1338f, global0[_wgslsmith_index_u32(1u, 2u)].x))), vec4<f32>(_wgslsmith_f_op_f32(fract(global0[_wgslsmith_index_u32(4294967295u, 2u)].x)), var_0[_wgslsmith_index_u32(~0u, 3u)].x, _wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(43094u, 2u)], vec4<f32>(var_0[_wgslsmith_index_u32(26553u, 3u)].x, 1089f, var_0[_wgslsmith_index_u32(0u, 3u)].x, -485f))).x, _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, 258f, var_0[_wgslsmith_index_u32(41635u, 3u)].x, 418f))).x), global2[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(1u, 113u, 26145u)).x + ~0u, 2u)])));
            }
            default: {
                let var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(1u, 2u)].x, 1447f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(0u, 2u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(204f - global2[_wgslsmith_index_u32(17109u, 2u)].x) - _wgslsmith_f_op_f32(-583f - 1827f)), _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(19524u, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_div_f32(421f, 116f) * -1394f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(global2[_wgslsmith_index_u32(0u, 2u)], vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(13259u, 3u)].x, global2[_wgslsmith_index_u32(21681u, 2u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x))))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(dot(vec3<u32>(31102u, 1u, 0u), vec3<u32>(43985u, 4294967295u, 1u)), 2u)], vec4<f32>(-1977f, -764f, 308f, global2[_wgslsmith_index_u32(13210u, 2u)].x))))));
                break;
            }
        }
        while (var_1) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            let var_3 = countLeadingZeros(countLeadingZeros(vec3<u32>(1u, 1u, 1u)) * firstLeadingBit(vec3<u32>(47210u, 55882u, 1u))).xz;
        }
        while (true) {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            let var_3 = mat2x2<f32>(var_0[_wgslsmith_index_u32(1u, 3u)], _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(-526f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))).x, _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(16518u, 2u)].x + var_0[_wgslsmith_index_u32(30536u, 3u)].x)), 598f) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-(-1064f)), var_0[_wgslsmith_index_u32(1u, 3u)].x))));
            break;
        }
        for (var var_3 = 63859i; ; ) {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            break;
        }
    }
    while (!select(vec4<bool>(true, true, any(vec4<bool>(true, true, true, true)), var_1), select(select(select(vec4<bool>(true, var_1, true, var_1), vec4<bool>(false, var_1, false, true), var_1), select(vec4<bool>(false, true, var_1, true), vec4<bool>(var_1, var_1, var_1, var_1), vec4<bool>(var_1, var_1, true, true)), var_1), select(!vec4<bool>(var_1, false, var_1, true), !vec4<bool>(false, var_1, var_1, true), !var_1), (global0[_wgslsmith_index_u32(31570u, 2u)].x == var_0[_wgslsmith_index_u32(66910u, 3u)].x) || true), _wgslsmith_f_op_vec2_f32(step(var_0[_wgslsmith_index_u32(~8601u, 3u)], _wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x) * global2[_wgslsmith_index_u32(4294967295u, 2u)].xz))).x <= _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(3856u / 1u, 3u)].x)).x) {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        switch (select(~vec2<i32>(i32(-2147483648), max(vec4<i32>(29173i, u_input.a, -1i, -7399i), vec4<i32>(i32(-2147483648), 0i, u_input.a, u_input.a)).x), global4.zy + -global4.xx, select(select(!vec4<bool>(true, var_1, true, var_1), vec4<bool>(var_1, false, false, var_1), vec4<bool>(var_1 | true, true, false, atomicCompareExchangeWeak(&wg_atomic_u32, 70675u, 26564u).exchanged)).zy, vec2<bool>(any(select(vec4<bool>(var_1, var_1, var_1, var_1), vec4<bool>(true, true, false, false), vec4<bool>(var_1, var_1, var_1, var_1))), true), var_1)).x) {
            case 41349i: {
                let var_2 = _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global2[_wgslsmith_index_u32(74182u, 2u)]))));
                break;
            }
            case 0i: {
                (global0)[_wgslsmith_index_u32(~1u, 2u)] = vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(-813f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(1u, 2u)].x * -183f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global2[_wgslsmith_index_u32(8304u, 2u)].yw) * var_0[_wgslsmith_index_u32(0u, 3u)]), !vec2<bool>(var_1, var_1))), _wgslsmith_f_op_vec2_f32(-global2[_wgslsmith_index_u32(1u, 2u)].zy))), _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(31568u, 2u)].x * -466f) - -868f) * var_0[_wgslsmith_index_u32(30426u, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(global0[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 2u)].x)) * _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 3u)].x))))), _wgslsmith_f_op_f32(-(-857f)), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-1625f), var_0[_wgslsmith_index_u32(1u, 3u)].x), var_0[_wgslsmith_index_u32(~vec4<u32>(1u, 1u, 1u, 1u).x, 3u)].x)));
                var var_2 = var_1;
                var var_3 = _wgslsmith_f_op_f32(-(-903f));
                var var_4 = var_1;
            }
            case -19841i: {
            }
            case 5746i: {
                var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(15062u, 3u)].x, 242f, var_0[_wgslsmith_index_u32(0u, 3u)].x, -957f) * vec4<f32>(256f, global0[_wgslsmith_index_u32(29398u, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -156f)))), global0[_wgslsmith_index_u32(~2629u, 2u)])), global0[_wgslsmith_index_u32(~(~1u), 2u)]);
                continue;
            }
            default: {
                global1 = u_input.a;
                let var_2 = Struct_4(Struct_3(mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(37176u, 3u)].x), global2[_wgslsmith_index_u32(~0u, 2u)].x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(1u, 3u)].x - -502f)), _wgslsmith_f_op_vec4_f32(select(global2[_wgslsmith_index_u32(10133u << (0u % 32u), 2u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(51077u, 2u)].x, -1554f, global0[_wgslsmith_index_u32(0u, 2u)].x)), !vec4<bool>(var_1, false, false, true))).xyx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global2[_wgslsmith_index_u32(78222u, 2u)].wwz + vec3<f32>(global2[_wgslsmith_index_u32(40012u, 2u)].x, global0[_wgslsmith_index_u32(7958u, 2u)].x, 812f)))), ~(-(-vec4<i32>(0i, 20955i, -4068i, 1i))), 1u, 1u));
                var var_3 = Struct_3(var_2.a.a, -(~var_2.a.b), firstTrailingBit(~var_2.a.c), ~min(_wgslsmith_mod_u32(4294967295u, var_2.a.d), clamp(firstLeadingBit(vec4<u32>(0u, 0u, var_2.a.d, var_2.a.d)), ~vec4<u32>(var_2.a.c, var_2.a.c, 7042u, var_2.a.c), max(vec4<u32>(var_2.a.d, var_2.a.c, var_2.a.c, 7229u), vec4<u32>(14392u, var_2.a.c, var_2.a.c, var_2.a.c))).x));
            }
        }
        if ((global2[_wgslsmith_index_u32(27270u, 2u)].x < global0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 5914u), 2u)].x)) {
        }
        var var_2 = vec2<bool>(all(!select(vec4<bool>(var_1, true, var_1, var_1), select(vec4<bool>(var_1, var_1, false, var_1), vec4<bool>(var_1, false, true, var_1), vec4<bool>(false, true, true, var_1)), all(vec4<bool>(true, var_1, var_1, true))).yw), !select(!vec4<bool>(true, var_1, var_1, false), vec4<bool>(!var_1, true, var_1, true), select(vec4<bool>(false, true, var_1, true), !vec4<bool>(true, var_1, false, false), var_1 | var_1)).x);
        return vec3<bool>(var_2.x, true, true);
    }
    let var_2 = mat3x3<f32>(_wgslsmith_div_vec3_f32(global0[_wgslsmith_index_u32(4294967295u, 2u)].xzx, _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(71018u + 4294967295u, 3u)].x, _wgslsmith_div_f32(122f, global0[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(global0[_wgslsmith_index_u32(80074u, 2u)].x, 559f, -898f))).x) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(14866u, 2u)].x, 553f, 113f)) - _wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(52996u, 2u)].xwy)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(14151u, 2u)].xwy) - global2[_wgslsmith_index_u32(~(~4294967295u), 2u)].yyx)), vec3<f32>(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(~4294967295u / ~0u, 2u)].x - _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(-1805f))), -1404f, _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(1230f * _wgslsmith_f_op_f32(ceil(2793f)))))));
    return !vec3<bool>(true, var_1, var_1);
}

fn func_1(arg_0: i32, arg_1: vec3<bool>, arg_2: mat4x2<f32>, arg_3: vec3<u32>) -> mat2x4<f32> {
    let var_0 = mat2x4<f32>(global2[_wgslsmith_index_u32(~max((vec3<u32>(46978u, 4294967295u, 0u) ^ arg_3) ^ ~arg_3, vec3<u32>(~arg_3.x, arg_3.x, arg_3.x)).x, 2u)], vec4<f32>(_wgslsmith_f_op_f32(-(-1455f)), 1000f, global0[_wgslsmith_index_u32(~1730u, 2u)].x, _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(arg_3.x, 4u)].x), 334f))).x));
    ((global3)[_wgslsmith_index_u32(~(~(~arg_3.x)), 8u)])[_wgslsmith_index_u32(arg_3.x, 4u)] = vec2<f32>(arg_2[_wgslsmith_index_u32(1u, 4u)].x, -480f);
    var var_1 = Struct_4(Struct_3(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_2[_wgslsmith_index_u32(arg_3.x, 4u)].x, arg_2[_wgslsmith_index_u32(15823u, 4u)].x, 1106f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(0u, 2u)].yxx)), var_0[_wgslsmith_index_u32(reverseBits(vec2<u32>(arg_3.x, arg_3.x)).x / (arg_3.x << (arg_3.x % 32u)), 2u)].yzz), max(vec4<i32>(1i, 1i, 1i, 1i), ~vec4<i32>(global4.x, global4.x, u_input.a, arg_0)) >> ((vec4<u32>(arg_3.x, 0u, arg_3.x, arg_3.x) & vec4<u32>(arg_3.x, arg_3.x, arg_3.x, arg_3.x)) % vec4<u32>(32u)), 85365u / 3778u, 1u));
    for (var var_2 = 21023i; ; global4 = -var_1.a.b.yxz) {
        if (LOOP_COUNTERS[23u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
        ((global2)[_wgslsmith_index_u32(var_1.a.d, 2u)]).x = _wgslsmith_f_op_f32(914f * var_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 0u), 2u)].x);
        let var_3 = Struct_3(var_1.a.a, -(-vec4<i32>(select(var_1.a.b.xzw, var_1.a.b.zwy, arg_1).x, ~1i, -1i, ~35297i)), 51912u, arg_3.x);
        break;
    }
    loop {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        continue;
    }
    return var_0;
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    for (var var_0: i32; ; var_0 -= 1i) {
        if (LOOP_COUNTERS[25u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
        global0 = func_1(-(~global4.x >> ((65965u << (builtin_local_invocation_id.x % 32u)) % 32u)) | abs(vec3<i32>(u_input.a, 1772i, 2147483647i) - -vec3<i32>(global4.x, global4.x, u_input.a)).x, !(!select(func_2(), vec4<bool>(true, true, true, true).xwz, false)), global3[_wgslsmith_index_u32(~atomicAnd(&wg_atomic_u32, builtin_local_invocation_id.x), 8u)], vec3<u32>(4294967295u - builtin_local_invocation_id.x, max(~(~vec4<u32>(45902u, 1u, 4294967295u, 29437u)), vec4<u32>(53584u, 4294967295u, builtin_local_invocation_id.x, builtin_local_invocation_id.x) & (vec4<u32>(builtin_local_invocation_id.x, 14450u, 0u, builtin_local_invocation_id.x) ^ vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, 1u, 20121u))).x, ~(extractBits(builtin_local_invocation_id.x, builtin_local_invocation_id.x, builtin_local_invocation_id.x) << (builtin_local_invocation_id.x % 32u))));
        var var_1 = func_3(true, func_3(select(vec3<bool>(true, true, global4.x <= global4.x), vec3<bool>(global2[_wgslsmith_index_u32(42003u, 2u)].x == -648f, true, (global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x < global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x)), vec3<bool>(false, all(vec3<bool>(true, false, true)), all(vec4<bool>(false, true, false, false)))).x, mat3x2<f32>(vec2<f32>(1764f, -136f), global2[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 2u)].xz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].wx * vec2<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x)))), select(-vec4<i32>(global4.x, -27210i, u_input.a, -21947i), ~vec4<i32>(global4.x, u_input.a, u_input.a, global4.x), true) & (countOneBits(vec4<i32>(-5846i, -1i, global4.x, u_input.a)) ^ ~vec4<i32>(29920i, 20407i, u_input.a, u_input.a)), Struct_2(clamp(vec4<i32>(3953i, -36057i, u_input.a, i32(-2147483648)), vec4<i32>(-1i, i32(-2147483648), 1i, 0i), vec4<i32>(i32(-2147483648), u_input.a, 1i, i32(-2147483648))) * (vec4<i32>(4005i, i32(-2147483648), 1i, 1i) ^ vec4<i32>(34625i, -1i, global4.x, global4.x)), mat3x4<f32>(func_1(u_input.a, vec3<bool>(true, false, true), mat4x2<f32>(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].zx, global0[_wgslsmith_index_u32(24673u, 2u)].zx, global0[_wgslsmith_index_u32(4294967295u, 2u)].xw, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].zz), builtin_local_invocation_id)[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)], _wgslsmith_div_vec4_f32(global2[_wgslsmith_index_u32(13181u, 2u)], global2[_wgslsmith_index_u32(31997u, 2u)]), _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(20527u, 2u)] + vec4<f32>(-993f, global2[_wgslsmith_index_u32(37779u, 2u)].x, -2189f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x))))), ~(-vec4<i32>(-(i32(-2147483648)), extractBits(vec3<i32>(1i, i32(-2147483648), u_input.a), 22182u, builtin_local_invocation_id.x).x, max(vec3<i32>(10605i, u_input.a, 40767i), vec3<i32>(global4.x, 0i, 2147483647i)).x, u_input.a)), Struct_2(vec4<i32>(global4.x, global4.x, u_input.a, ~(-u_input.a)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-871f, -1116f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 2u)].x), global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)])), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(min(global2[_wgslsmith_index_u32(0u, 2u)], global2[_wgslsmith_index_u32(91319u, 2u)])), _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(13160u, 2u)]))), vec4<f32>(_wgslsmith_f_op_f32(-305f * global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x), _wgslsmith_div_f32(292f, -789f), global0[_wgslsmith_index_u32(builtin_local_invocation_id.x | 49346u, 2u)].x, -1000f))));
    }
    loop {
        if (LOOP_COUNTERS[26u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
        continuing {
            global1 = global4.x;
            let var_0 = ~vec3<i32>(16492i, 32563i, ~global4.x);
        }
    }
    if (true) {
        global4 = vec3<i32>(global4.x & firstLeadingBit(~vec4<i32>(0i, global4.x, global4.x, u_input.a)).x, global4.x, 10623i * (~select(vec3<i32>(-1i, u_input.a, global4.x), vec3<i32>(0i, global4.x, u_input.a), vec3<bool>(true, false, true)).x * 6569i));
        var var_0 = Struct_2(vec4<i32>(global4.x, -46154i, reverseBits(u_input.a), u_input.a), mat3x4<f32>(global2[_wgslsmith_index_u32(25832u, 2u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(2588u, 2u)].x, global2[_wgslsmith_index_u32(0u, 2u)].x, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -528f)), _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)] + global2[_wgslsmith_index_u32(0u, 2u)]))) - vec4<f32>(1570f, global0[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 2u)].x, -838f, _wgslsmith_f_op_f32(-190f - -480f))), global2[_wgslsmith_index_u32(dot(builtin_local_invocation_id, countTrailingZeros(~vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, 5872u, 1u)).xxz), 2u)]));
        var var_1 = Struct_4(Struct_3(mat3x3<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-897f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 520f, var_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(-476f, -915f, 548f, 1411f), false)))).yxw, _wgslsmith_div_vec3_f32(var_0.b[_wgslsmith_index_u32(~0u, 3u)].ywy, _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, 545f, 347f)))), var_0.b[_wgslsmith_index_u32(firstLeadingBit(select(vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, builtin_local_invocation_id.x, builtin_local_invocation_id.x), vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, 28888u, 35172u), vec4<bool>(false, true, true, true))).x, 3u)].yzy), -vec4<i32>(var_0.a.x, 43514i, -u_input.a, 21776i), builtin_local_invocation_id.x, (60780u & ~builtin_local_invocation_id.x) | 9886u));
    }
    let var_0 = Struct_2(vec4<i32>(-2147483647i, extractBits(vec2<i32>(1i, abs(global4.xy).x), builtin_local_invocation_id.x, 32439u).x, -(~global4.x) & select(abs(vec4<i32>(-7362i, u_input.a, -1i, 2147483647i)).xzy, countTrailingZeros(vec4<i32>(-33000i, -10643i, global4.x, -1i)).yzy, vec4<bool>(true, true, true, true).www).x, global4.x), mat3x4<f32>(global2[_wgslsmith_index_u32(~1u, 2u)], vec4<f32>(1000f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -419f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x + -975f) * _wgslsmith_f_op_f32(-318f))), vec4<f32>(_wgslsmith_f_op_f32(-(-1608f)), 644f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(floor(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].xz)).x - _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(2841f, global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x))).x))));
    if (all(vec2<bool>(true, true))) {
        loop {
            if (LOOP_COUNTERS[27u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
            let var_1 = vec2<u32>(1u, 23364u) / ~vec2<u32>(~builtin_local_invocation_id.x | countLeadingZeros(builtin_local_invocation_id.zy).x, 24435u);
            var var_2 = global3[_wgslsmith_index_u32(builtin_local_invocation_id.x, 8u)];
            let var_3 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2[_wgslsmith_index_u32(52475u << (0u % 32u), 4u)].x, _wgslsmith_f_op_f32(dot(global0[_wgslsmith_index_u32(29723u, 2u)].xzy, vec3<f32>(-1633f, -1456f, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x)))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(max(var_2[_wgslsmith_index_u32(5908u, 4u)], global2[_wgslsmith_index_u32(4294967295u, 2u)].wz)), _wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(35795u, 4u)] + var_2[_wgslsmith_index_u32(var_1.x, 4u)]))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(686f, 103f)))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(165f, global0[_wgslsmith_index_u32(23437u, 2u)].x, -480f, 1000f), _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(4294967295u, 2u)] * vec4<f32>(-564f, -1303f, var_0.b[_wgslsmith_index_u32(var_1.x, 3u)].x, -1000f)), _wgslsmith_f_op_vec4_f32(max(var_0.b[_wgslsmith_index_u32(49475u, 3u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)])))).wz * vec2<f32>(1000f, _wgslsmith_f_op_f32(-964f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(1u - builtin_local_invocation_id.x, 2u)].xx))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(4294967295u, 4u)] * _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_div_vec2_f32(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].wx, global0[_wgslsmith_index_u32(4294967295u, 2u)].ww)))) - _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.b[_wgslsmith_index_u32(71776u, 3u)].x, 355f))).yz, var_2[_wgslsmith_index_u32(dot(builtin_local_invocation_id & vec3<u32>(16725u, 9212u, var_1.x), builtin_local_invocation_id), 4u)])));
            var var_4 = Struct_2(vec4<i32>(global4.x, -57223i, _wgslsmith_mod_i32(_wgslsmith_mod_i32(36087i, global4.x), clamp(vec2<i32>(u_input.a, global4.x), var_0.a.yz, global4.yz).x) / -global4.x, -(select(vec4<i32>(global4.x, -26611i, global4.x, global4.x), var_0.a, vec4<bool>(false, true, false, false)).x + var_0.a.x)), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_local_invocation_id.x | 12518u, 2u)].x), 633f, var_0.b[_wgslsmith_index_u32(extractBits(countTrailingZeros(builtin_local_invocation_id.x), 54142u, dot(vec4<u32>(1u, 4294967295u, builtin_local_invocation_id.x, var_1.x), vec4<u32>(18475u, 18889u, 0u, 0u))), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].xw)).x)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(var_0.b[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(var_1.x, builtin_local_invocation_id.x, 24976u, 3969u)).x, 3u)])), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0.b[_wgslsmith_index_u32(1u, 3u)].x, -1000f, global0[_wgslsmith_index_u32(var_1.x, 2u)].x, 732f)))), vec4<f32>(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(4078u, 2u)].x - _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(298f, 747f))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-229f))), _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(455f - 857f))), -2070f)));
        }
    }
    for (var var_1 = 2147483647i; var_1 == 2147483647i; var_1 += 1i) {
        if (LOOP_COUNTERS[28u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
        var var_2 = countTrailingZeros(vec2<u32>(67651u, ~65986u)).x;
        for (var var_3 = -1i; ; var_3 += 1i) {
            if (LOOP_COUNTERS[29u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
            let var_4 = 62943u;
        }
        continue;
    }
    let x = u_input.a;
    s_output = StorageBuffer(sign(vec4<i32>(_wgslsmith_mod_i32(global4.x, -43706i), global4.x, -58214i, global4.x)).x, _wgslsmith_f_op_vec4_f32(saturate(global2[_wgslsmith_index_u32(min(builtin_local_invocation_id / ~vec3<u32>(29262u, 1u, builtin_local_invocation_id.x), vec3<u32>(1u, 9303u >> (builtin_local_invocation_id.x % 32u), builtin_local_invocation_id.x)).x, 2u)])), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-global2[_wgslsmith_index_u32(14821u, 2u)].xy), _wgslsmith_f_op_vec2_f32(-global2[_wgslsmith_index_u32(builtin_local_invocation_id.x | builtin_local_invocation_id.x, 2u)].wx))), vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(var_0.b[_wgslsmith_index_u32(38738u, 3u)] * var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)]), _wgslsmith_f_op_vec4_f32(global2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)] * global2[_wgslsmith_index_u32(1u, 2u)]))), global0[_wgslsmith_index_u32(select(~vec4<u32>(27654u, builtin_local_invocation_id.x, builtin_local_invocation_id.x, 0u), vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, 0u, 17811u), true).x, 2u)].x)));
}

