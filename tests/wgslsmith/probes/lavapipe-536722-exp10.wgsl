// {"0:0":[193,96,251,43]}
// Seed: 536722

struct Struct_1 {
    a: vec2<i32>,
}

struct Struct_2 {
    a: f32,
    b: vec3<i32>,
    @size(32)
    c: mat2x4<f32>,
}

struct Struct_3 {
    a: u32,
    @size(72)
    b: Struct_2,
}

struct UniformBuffer {
    @align(4)
    a: u32,
}

struct StorageBuffer {
    @size(8)
    a: vec2<u32>,
    @align(16)
    b: f32,
    @size(76)
    c: mat4x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: vec2<f32>;

var<workgroup> global1: array<Struct_1, 30>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 7>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn func_5(arg_0: mat4x3<f32>, arg_1: mat2x3<f32>, arg_2: vec3<i32>) -> Struct_2 {
    return Struct_2(arg_1[_wgslsmith_index_u32(0u, 2u)].x, arg_2, mat2x4<f32>(vec4<f32>(1839f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(29670u, 4u)].x)), arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a, 4u)].x))), vec4<f32>(_wgslsmith_f_op_vec3_f32(ceil(arg_0[_wgslsmith_index_u32(63421u, 4u)])).x, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(vec3<f32>(491f, global0.x, arg_1[_wgslsmith_index_u32(1328u, 2u)].x) * arg_1[_wgslsmith_index_u32(45835u, 2u)]))).x, _wgslsmith_div_f32(860f, -262f), _wgslsmith_f_op_vec3_f32(select(arg_0[_wgslsmith_index_u32(~4294967295u, 4u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, global0.x, global0.x)), any(vec2<bool>(false, true)))).x)));
}

fn func_4(arg_0: bool, arg_1: Struct_3, arg_2: u32, arg_3: mat2x2<f32>) -> Struct_1 {
    let var_0 = arg_1.b.b.x;
    let var_1 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1.b.a)) + 1771f);
    (((global1)[_wgslsmith_index_u32(~arg_1.a & ~(~34379u), 30u)]).a).x = arg_1.b.b.x ^ -101062i;
    var var_2 = arg_1.b.b;
    let var_3 = ~arg_1.b.b.yz;
    return Struct_1(vec2<i32>(-(-20126i), -(-8005i)));
}

fn func_3(arg_0: f32, arg_1: mat2x2<f32>) -> Struct_2 {
    while (arg_0 <= -1928f) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        var var_0 = func_4(true | atomicCompareExchangeWeak(&wg_atomic_u32, ~u_input.a, u_input.a).exchanged, Struct_3(atomicXor(&wg_atomic_u32, 35342u * ~u_input.a), func_5(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, arg_0, 991f)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1000f, 242f, arg_0, -1579f))).wwy, vec3<f32>(arg_0, -125f, arg_1[_wgslsmith_index_u32(20793u, 2u)].x), vec3<f32>(arg_0, -134f, -1125f)), mat2x3<f32>(vec3<f32>(global0.x, 1415f, arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0, global0.x, -947f))), vec3<i32>(_wgslsmith_mod_i32(0i, -12649i), 1i, 9206i))), u_input.a, arg_1);
    }
    let var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, _wgslsmith_f_op_f32(-(-1113f)), 1505f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1[_wgslsmith_index_u32(0u, 2u)].x, 252f))).x * _wgslsmith_f_op_f32(120f + -439f))) + vec4<f32>(arg_1[_wgslsmith_index_u32(9267u * u_input.a, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.a | dot(vec2<u32>(1u, u_input.a), vec2<u32>(u_input.a, 3263u)), 2u)].x, 410f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-324f - 622f)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global0.x, -610f, arg_0))).zz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(280f, 200f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1555f))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, 152f, arg_0)))).x, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(12943u, 2u)]))).x) * vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-967f)) - arg_0), global0.x, 1179f, -712f)));
    for (; ; ) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        loop {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_1 = vec3<bool>(true && any(vec2<bool>(0u == u_input.a, true)), true, true);
            (global0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(~4294967295u, 2u)].x - _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x))));
        }
        let var_1 = global1[_wgslsmith_index_u32(u_input.a, 30u)];
        return Struct_2(-1903f, min(vec4<i32>(-1i, var_1.a.x, var_1.a.x, firstTrailingBit(-1739i >> (0u % 32u))), -((vec4<i32>(1i, 30923i, -50023i, var_1.a.x) / vec4<i32>(51776i, -1i, var_1.a.x, var_1.a.x)) & (vec4<i32>(14269i, var_1.a.x, 34769i, 6651i) & vec4<i32>(var_1.a.x, var_1.a.x, 1i, -1i)))).zzx, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(vec4<f32>(-980f, 1000f, 156f, 1098f), vec4<f32>(-909f, 934f, 1252f, var_0[_wgslsmith_index_u32(1u, 2u)].x))))), _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(~44057u, 2u)] - _wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(u_input.a, 2u)], var_0[_wgslsmith_index_u32(25323u, 2u)], _wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(u_input.a, 2u)], var_0[_wgslsmith_index_u32(4294967295u, 2u)]))))));
    }
    var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1[_wgslsmith_index_u32(extractBits(vec3<u32>(8600u, u_input.a, u_input.a), u_input.a, 4294967295u).x >> ((u_input.a ^ 1u) % 32u), 2u)].x, _wgslsmith_f_op_f32(-arg_0))), arg_1[_wgslsmith_index_u32(~4294967295u, 2u)], _wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(u_input.a, 2u)] - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_1[_wgslsmith_index_u32(u_input.a, 2u)] * _wgslsmith_f_op_vec3_f32(ceil(var_0[_wgslsmith_index_u32(25231u, 2u)].xxw)).yx))));
    loop {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        let var_2 = -1000f <= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.x));
        if (select(select(!select(vec4<bool>(false, false, var_2, false), vec4<bool>(false, var_2, false, false), vec4<bool>(false, var_2, true, var_2)), select(select(vec4<bool>(var_2, var_2, var_2, var_2), vec4<bool>(var_2, true, var_2, false), vec4<bool>(true, true, var_2, true)), vec4<bool>(true, var_2, var_2, var_2), select(vec4<bool>(var_2, var_2, var_2, var_2), vec4<bool>(true, false, var_2, false), var_2).x), !vec4<bool>(var_2, var_2, var_2, var_2)), !select(vec4<bool>(var_2, true, var_2, true), vec4<bool>(false, var_2, false, false), false), vec4<bool>(any(vec3<bool>(true, var_2, true)), !(!var_2), _wgslsmith_f_op_f32(-1000f - var_1[_wgslsmith_index_u32(1u, 3u)].x) != 1000f, var_2)).x && select(!(!(!vec4<bool>(var_2, true, var_2, var_2))), !(!vec4<bool>(false, var_2, var_2, true)), vec4<bool>(any(vec2<bool>(true, var_2)), any(vec2<bool>(false, true)) & !var_2, select(var_2, true, true), true)).x) {
            let var_3 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(6325u, 2u)].zyy), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(max(var_0[_wgslsmith_index_u32(u_input.a, 2u)], vec4<f32>(global0.x, 717f, 586f, 316f))), _wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(u_input.a, 2u)], vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_0, 347f, 615f), var_0[_wgslsmith_index_u32(u_input.a, 2u)])), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0, global0.x, -690f, 154f))))).zxy, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(525f, -284f, arg_0))), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, var_1[_wgslsmith_index_u32(64475u, 3u)].x, global0.x))).zzz, true)))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, -860f, 646f, global0.x))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0) + -1186f), 258f) - vec3<f32>(var_0[_wgslsmith_index_u32(u_input.a >> (~u_input.a % 32u), 2u)].x, arg_1[_wgslsmith_index_u32(4294967295u + u_input.a, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(sign(var_0[_wgslsmith_index_u32(41914u, 2u)].xy)).x))), vec3<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(443f, -1469f, -461f), var_0[_wgslsmith_index_u32(8717u, 2u)].yzx, var_2))), vec3<f32>(-1192f, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-132f, 1737f, arg_1[_wgslsmith_index_u32(0u, 2u)].x, 824f), var_0[_wgslsmith_index_u32(23194u, 2u)], vec4<bool>(var_2, var_2, var_2, var_2))).x, _wgslsmith_f_op_vec2_f32(step(vec2<f32>(-1407f, -601f), var_1[_wgslsmith_index_u32(4294967295u, 3u)])).x))).x, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(max(40193u, 0u), 3u)].x - -1624f), var_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(~countOneBits(vec3<u32>(u_input.a, 39579u, u_input.a)).x, 15942u), 3u)].x));
            let var_4 = vec3<u32>(~(~reverseBits(u_input.a) / clamp(vec2<u32>(u_input.a, 0u) + vec2<u32>(0u, u_input.a), vec2<u32>(0u, 26859u) * vec2<u32>(55780u, 13000u), abs(vec4<u32>(27876u, u_input.a, 19258u, u_input.a)).zy).x), 4294967295u, ~u_input.a);
            (global0).x = _wgslsmith_f_op_f32(-1000f);
        } else {
            var var_3 = _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~70368u, 2u)].x);
            global1 = array<Struct_1, 30>();
            let var_4 = select(~vec4<i32>(firstLeadingBit(vec4<i32>(1i, 1i, 1i, 1i)).x, ~(-1i), 2147483647i, reverseBits(vec2<i32>(2147483647i, -1i)).x), sign(vec4<i32>(~22334i, min(countLeadingZeros(vec2<i32>(17110i, -1i)), -vec2<i32>(2147483647i, -15863i)).x, -57180i, 50406i)), !(select(!vec4<bool>(false, false, var_2, true), vec4<bool>(var_2, var_2, var_2, false), !vec4<bool>(var_2, var_2, false, true)).x & any(select(vec4<bool>(true, var_2, var_2, false), vec4<bool>(true, true, var_2, var_2), var_2).wz)));
            continue;
        }
        continuing {
            if (!(!var_2)) {
                var var_3 = func_5(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(global0.x, arg_0, global0.x))).x, _wgslsmith_f_op_f32(-(-361f)), 303f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1000f, -244f, 1363f), vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, -1193f, global0.x)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1739f, arg_0, arg_0)))), vec3<f32>(var_0[_wgslsmith_index_u32(extractBits(~69526u, ~u_input.a, select(u_input.a, u_input.a, var_2)), 2u)].x, _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(u_input.a, 2u)], var_0[_wgslsmith_index_u32(u_input.a, 2u)], false)))).x, 337f)), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, -1473f, -198f) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1[_wgslsmith_index_u32(u_input.a, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x))) - vec3<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(arg_0 + var_0[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_div_f32(272f, 1626f))), var_0[_wgslsmith_index_u32((4294967295u + 1u) - 119354u, 2u)].zxw), ~vec3<i32>(15903i << (u_input.a % 32u), _wgslsmith_mod_i32(-13548i, i32(-2147483648)), 2147483647i - -33408i) / ~vec3<i32>(17874i, extractBits(vec3<i32>(35447i, -1i, 2147483647i), 1u, u_input.a).x, insertBits(11067i, -1i, 1u, 1u))).c;
                (global0).x = _wgslsmith_f_op_f32(fract(-1067f));
                let var_4 = countLeadingZeros(~(~vec4<u32>(1u, 1u, 1u, 1u).ww));
                var var_5 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(max(vec2<f32>(_wgslsmith_f_op_f32(var_3[_wgslsmith_index_u32(var_4.x, 2u)].x + var_3[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(dot(var_0[_wgslsmith_index_u32(var_4.x, 2u)].wyy, var_3[_wgslsmith_index_u32(4294967295u, 2u)].zwz))), _wgslsmith_div_vec2_f32(vec2<f32>(var_1[_wgslsmith_index_u32(var_4.x, 3u)].x, -1307f), var_3[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(var_4.x, 27461u)).x, 2u)].zw)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(extractBits(vec2<u32>(var_4.x, 63447u), u_input.a, var_4.x).x / var_4.x, 2u)], var_0[_wgslsmith_index_u32((6337u * var_4.x) >> (select(vec4<u32>(35936u, 20555u, 9423u, u_input.a), vec4<u32>(u_input.a, 23056u, u_input.a, u_input.a), var_2).x % 32u), 2u)], _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(1u, 2u)]))).zz * _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(-254f, -282f, 1844f, arg_0) * _wgslsmith_f_op_vec4_f32(step(var_3[_wgslsmith_index_u32(27206u, 2u)], vec4<f32>(var_1[_wgslsmith_index_u32(var_4.x, 3u)].x, arg_0, 217f, global0.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(436f, -1740f, 2619f, global0.x), var_3[_wgslsmith_index_u32(1u, 2u)]) - _wgslsmith_f_op_vec4_f32(vec4<f32>(var_3[_wgslsmith_index_u32(var_4.x, 2u)].x, 2438f, arg_1[_wgslsmith_index_u32(1u, 2u)].x, -1995f) * vec4<f32>(global0.x, 1453f, 4017f, -282f))))).ww));
                var var_6 = Struct_3((2603u / 97563u) * u_input.a, func_5(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(-779f, -1004f, global0.x), vec3<f32>(var_3[_wgslsmith_index_u32(62091u, 2u)].x, 1269f, 427f)) * _wgslsmith_f_op_vec3_f32(var_3[_wgslsmith_index_u32(u_input.a, 2u)].zzz - var_0[_wgslsmith_index_u32(0u, 2u)].xyw)), var_0[_wgslsmith_index_u32(~select(vec4<u32>(u_input.a, 1u, 0u, var_4.x), vec4<u32>(u_input.a, var_4.x, var_4.x, var_4.x), vec4<bool>(false, false, true, false)).x, 2u)].wzx, vec3<f32>(_wgslsmith_f_op_f32(-896f * 1000f), var_5[_wgslsmith_index_u32(_wgslsmith_mod_u32(4294967295u, 13413u), 2u)].x, _wgslsmith_div_f32(243f, var_5[_wgslsmith_index_u32(var_4.x, 2u)].x)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0, -1000f, -1462f))), mat2x3<f32>(var_3[_wgslsmith_index_u32(~1u, 2u)].yyw, _wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(0u * u_input.a, 2u)].ywy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1691f, -558f, arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x)))), vec3<i32>(-8607i, countTrailingZeros(1i), min(func_4(false, Struct_3(u_input.a, Struct_2(var_1[_wgslsmith_index_u32(4294967295u, 3u)].x, vec3<i32>(-27032i, -1534i, 2147483647i), mat2x4<f32>(var_0[_wgslsmith_index_u32(u_input.a, 2u)], var_0[_wgslsmith_index_u32(u_input.a, 2u)]))), var_4.x, mat2x2<f32>(arg_1[_wgslsmith_index_u32(var_4.x, 2u)], var_3[_wgslsmith_index_u32(114784u, 2u)].yw)).a.x, ~(-3716i)))));
            } else if (select(!select(!select(vec3<bool>(var_2, var_2, true), vec3<bool>(false, var_2, var_2), vec3<bool>(var_2, true, var_2)), !vec3<bool>(false, var_2, var_2), true).zx, select(!vec3<bool>(true, true, var_2), vec3<bool>(select(vec3<u32>(u_input.a, u_input.a, u_input.a), vec3<u32>(u_input.a, 12182u, 5710u), var_2).x > (4294967295u / u_input.a), select(vec3<bool>(false, true, var_2), vec3<bool>(true, var_2, var_2), vec3<bool>(var_2, var_2, var_2)).x, !select(vec3<bool>(var_2, var_2, false), vec3<bool>(true, var_2, false), vec3<bool>(var_2, var_2, var_2)).x), !var_2 || true).zz, any(vec4<bool>(true, false, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a - 59885u, 26139u << (1u % 32u)).exchanged, false))).x) {
                let var_3 = func_5(mat4x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(u_input.a, 2u)], var_0[_wgslsmith_index_u32(4294967295u, 2u)]) - vec4<f32>(988f, 637f, 1211f, var_1[_wgslsmith_index_u32(u_input.a, 3u)].x)))).www, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(vec3<f32>(1099f, global0.x, 879f) + var_0[_wgslsmith_index_u32(26901u, 2u)].yzw)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(u_input.a, 2u)].wzx))), _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(~_wgslsmith_mod_u32(83553u, u_input.a), 2u)].zwx * _wgslsmith_f_op_vec3_f32(-vec3<f32>(-760f, global0.x, 2678f)))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(global0.x, 345f, -1208f)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(25265u, 2u)].wwx - vec3<f32>(313f, 590f, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x)))) - vec3<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1149f, global0.x, global0.x, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x))).x, arg_0, _wgslsmith_f_op_f32(exp(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x))))), vec3<i32>(-15109i, select(~countOneBits(vec4<i32>(2147483647i, -20924i, i32(-2147483648), -1i)), vec4<i32>(i32(-2147483648), firstLeadingBit(vec2<i32>(88641i, -1i)).x, ~(-1i), vec2<i32>(1i, 1i).x), !select(vec4<bool>(true, true, var_2, var_2), vec4<bool>(false, true, false, var_2), vec4<bool>(false, true, var_2, true))).x, -atomicCompareExchangeWeak(&wg_atomic_i32, 1i, -1i).old_value >> (~0u % 32u)));
                (global0).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a & 0u, 2u)].x, _wgslsmith_f_op_vec2_f32(max(var_3.c[_wgslsmith_index_u32(u_input.a, 2u)].wx, vec2<f32>(var_1[_wgslsmith_index_u32(127664u, 3u)].x, -168f))).x, _wgslsmith_f_op_vec3_f32(exp(var_0[_wgslsmith_index_u32(4294967295u, 2u)].wwz)).x)))).x * _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(17916u ^ (55543u + u_input.a), 3u)].x));
                (((global1)[_wgslsmith_index_u32(0u, 30u)]).a).x = sign(-20623i);
                (((global1)[_wgslsmith_index_u32(select(countTrailingZeros(max(countLeadingZeros(vec4<u32>(u_input.a, u_input.a, 5629u, u_input.a)), ~vec4<u32>(42301u, 32400u, 0u, u_input.a))) & vec4<u32>((u_input.a | 78114u) >> (u_input.a % 32u), 46819u - (9309u / u_input.a), insertBits(4294967295u, 4294967295u, 4294967295u, u_input.a) + ~u_input.a, 429u), max(vec4<u32>(atomicOr(&wg_atomic_u32, 28261u / 4294967295u), ~19972u, 46625u, 119169u), ~vec4<u32>(u_input.a + u_input.a, u_input.a + u_input.a, ~18488u, 0u / u_input.a)), vec4<bool>(select(var_2, min(vec4<i32>(-16651i, var_3.b.x, var_3.b.x, 18714i), vec4<i32>(var_3.b.x, var_3.b.x, var_3.b.x, var_3.b.x)).x == max(vec4<i32>(var_3.b.x, -19275i, var_3.b.x, 14539i), vec4<i32>(6260i, -33252i, var_3.b.x, var_3.b.x)).x, !(var_2 | var_2)), false, var_2, var_2)).x, 30u)]).a).x = select(var_3.b, ~(-(vec3<i32>(0i, 0i, i32(-2147483648)) << (vec3<u32>(u_input.a, 4294967295u, 0u) % vec3<u32>(32u)))) << (clamp(vec4<u32>(countLeadingZeros(vec4<u32>(u_input.a, u_input.a, 36820u, 4294967295u)).x, ~1u, u_input.a, u_input.a), vec4<u32>(4816u - 29628u, 4294967295u, 4294967295u, 4294967295u), ~select(vec4<u32>(38928u, 9529u, 1u, u_input.a), vec4<u32>(4294967295u, 0u, u_input.a, u_input.a), false)).wyw % vec3<u32>(32u)), vec3<bool>(select(select(vec4<bool>(false, true, true, var_2), !vec4<bool>(var_2, var_2, false, false), select(vec4<bool>(var_2, false, var_2, var_2), vec4<bool>(false, var_2, false, true), true)).yx, vec2<bool>(false, var_3.b.x >= var_3.b.x), select(vec4<bool>(var_2, var_2, false, var_2), select(vec4<bool>(true, false, true, true), vec4<bool>(var_2, false, false, true), vec4<bool>(true, true, true, var_2)), select(vec4<bool>(false, false, true, true), vec4<bool>(var_2, false, true, var_2), var_2)).ww).x, select(select(select(vec4<bool>(var_2, false, var_2, var_2), vec4<bool>(true, true, true, true), var_2), vec4<bool>(var_2, true, var_2, var_2), false).yy, select(!vec2<bool>(false, var_2), vec2<bool>(true, true), !vec2<bool>(var_2, true)), vec2<bool>(var_2, select(var_2, var_2, var_2))).x, all(select(!vec4<bool>(var_2, var_2, true, true), vec4<bool>(false, var_2, var_2, false), true)))).x;
            }
            while (all(!select(select(select(vec4<bool>(true, var_2, var_2, var_2), vec4<bool>(true, true, var_2, true), var_2), select(vec4<bool>(true, false, var_2, var_2), vec4<bool>(var_2, var_2, true, var_2), var_2), !vec4<bool>(var_2, true, var_2, true)), !(!vec4<bool>(false, var_2, true, var_2)), select(true, var_2 && var_2, atomicCompareExchangeWeak(&wg_atomic_i32, -18391i, 17976i).exchanged)).xw)) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                (var_1)[_wgslsmith_index_u32(~(insertBits(vec4<u32>(1u, 0u, 42608u, u_input.a), countOneBits(vec4<u32>(0u, u_input.a, u_input.a, 30229u) | vec4<u32>(37397u, u_input.a, 14033u, u_input.a)), u_input.a * ~1u, abs(4294967295u)).x << (0u % 32u)), 3u)] = _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(64073u, 3u)].x)) + 953f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1906f - global0.x)))), arg_1[_wgslsmith_index_u32((0u >> ((u_input.a * ~4294967295u) % 32u)) | u_input.a, 2u)]);
                continue;
            }
            break if var_2;
        }
    }
    return func_5(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-748f, 279f, var_1[_wgslsmith_index_u32(0u, 3u)].x) * vec3<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, 1441f, arg_0)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, global0.x, arg_0)))), var_0[_wgslsmith_index_u32(~(~(~u_input.a)), 2u)].xxz, var_0[_wgslsmith_index_u32(((u_input.a >> (0u % 32u)) ^ u_input.a) - u_input.a, 2u)].xyy, _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, countLeadingZeros(vec4<u32>(u_input.a, 4294967295u, u_input.a, u_input.a)).x), 2u)].xyy * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(107613u, 2u)].x, 624f, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x) - var_0[_wgslsmith_index_u32(0u, 2u)].wwz) - _wgslsmith_f_op_vec3_f32(vec3<f32>(875f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, 1080f) - var_0[_wgslsmith_index_u32(4294967295u, 2u)].wyz)))), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(~14506u, 2u)]))).yyy, vec3<f32>(global0.x, 1315f, _wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, var_1[_wgslsmith_index_u32(35029u, 3u)].x) - _wgslsmith_f_op_f32(step(arg_0, arg_0))))), -(-vec3<i32>(-17972i, -20509i, -(i32(-2147483648)))));
}

fn func_2() -> mat3x3<f32> {
    var var_0 = Struct_3(41262u, func_3(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.x * 749f)), mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(global0.x - global0.x), global0.x), vec2<f32>(_wgslsmith_f_op_f32(exp2(global0.x)), _wgslsmith_f_op_f32(-1444f * global0.x)))));
    (var_0).a = (82417u & extractBits(~vec2<u32>(u_input.a, var_0.a) ^ (vec2<u32>(0u, u_input.a) << (vec2<u32>(28896u, 34788u) % vec2<u32>(32u))), ~4294967295u, ~var_0.a * atomicOr(&wg_atomic_u32, var_0.a)).x) ^ ~78438u;
    var var_1 = ~vec3<u32>(insertBits(~vec3<u32>(var_0.a, var_0.a, 51203u), ~vec3<u32>(var_0.a, u_input.a, u_input.a), countLeadingZeros(var_0.a), 0u).x / ~(u_input.a >> (0u % 32u)), 1u, ~39014u);
    let var_2 = atomicCompareExchangeWeak(&wg_atomic_u32, ~u_input.a, countLeadingZeros(var_1.zy).x).exchanged && !(!((countOneBits(var_0.b.b.x) < (var_0.b.b.x / i32(-2147483648)))));
    for (var var_3 = 2147483647i; true && var_2; var_3 -= 1i) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
    }
    return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(var_0.b.c[_wgslsmith_index_u32(1u, 2u)].xxw - vec3<f32>(-153f, 942f, -366f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.b.c[_wgslsmith_index_u32(1u, 2u)].x, 1636f, var_0.b.a) * var_0.b.c[_wgslsmith_index_u32(u_input.a, 2u)].xzw) - var_0.b.c[_wgslsmith_index_u32(select(vec3<u32>(var_0.a, var_0.a, 3105u), vec3<u32>(0u, u_input.a, 67224u), vec3<bool>(var_2, var_2, var_2)).x, 2u)].yzz) * _wgslsmith_div_vec3_f32(vec3<f32>(809f, -1512f, -400f), _wgslsmith_f_op_vec3_f32(var_0.b.c[_wgslsmith_index_u32(var_0.a, 2u)].yyw - var_0.b.c[_wgslsmith_index_u32(4294967295u, 2u)].yyz))) * _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(ceil(var_0.b.c[_wgslsmith_index_u32(var_0.a, 2u)])), _wgslsmith_f_op_vec4_f32(var_0.b.c[_wgslsmith_index_u32(45317u, 2u)] * vec4<f32>(var_0.b.a, global0.x, 140f, var_0.b.c[_wgslsmith_index_u32(u_input.a, 2u)].x)))))).yxx), var_0.b.c[_wgslsmith_index_u32(firstTrailingBit(~vec2<u32>(4294967295u * 0u, u_input.a)).x, 2u)].ywz);
}

fn func_1(arg_0: vec4<f32>, arg_1: mat3x3<f32>, arg_2: Struct_1) -> f32 {
    let var_0 = atomicCompareExchangeWeak(&wg_atomic_i32, arg_2.a.x ^ arg_2.a.x, -extractBits(firstTrailingBit(vec4<i32>(arg_2.a.x, arg_2.a.x, arg_2.a.x, 2147483647i)).yxz | max(vec4<i32>(1i, 75606i, 26789i, -27416i), vec4<i32>(i32(-2147483648), arg_2.a.x, -47324i, i32(-2147483648))).zyy, u_input.a, clamp(vec3<u32>(50907u, 0u, u_input.a), vec3<u32>(86926u, u_input.a, 85221u), vec3<u32>(u_input.a, 57582u, u_input.a)).x * u_input.a).x).exchanged;
    let var_1 = mat4x2<f32>(func_3(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(551f - -133f) - _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(166f, global0.x, arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x)))).x), mat2x2<f32>(_wgslsmith_f_op_vec4_f32(round(arg_0)).yx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-299f, 704f)))).c[_wgslsmith_index_u32(0u, 2u)].yx, arg_0.yw, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(1u, 3u)].zx) - vec2<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x - global0.x))))), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-111f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1364f)))))));
    var var_2 = vec4<bool>(select(select(vec4<bool>(!var_0, var_0, false, any(vec2<bool>(false, var_0))), select(vec4<bool>(true, true, true, true), vec4<bool>(var_0, false, false, var_0), select(vec4<bool>(var_0, true, var_0, var_0), vec4<bool>(var_0, false, var_0, var_0), false)), var_0).xy, select(vec3<bool>(all(vec2<bool>(false, false)), false, select(var_0, false, true)), select(!vec3<bool>(var_0, var_0, var_0), !vec3<bool>(var_0, false, true), !var_0), select(vec3<bool>(false, var_0, var_0), !vec3<bool>(var_0, false, true), true)).xy, vec2<bool>(false, var_0)).x, !(!any(vec4<bool>(true, true, var_0, false))) & select(vec2<bool>(true, arg_0.x <= arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x), !select(vec4<bool>(var_0, var_0, var_0, var_0), vec4<bool>(false, false, true, true), var_0).wy, !vec2<bool>(var_0, false)).x, all(vec4<bool>(false, all(select(vec4<bool>(var_0, var_0, true, false), vec4<bool>(true, var_0, false, var_0), var_0).zz), var_0, false)), ((min(vec4<u32>(0u, u_input.a, 1u, 0u), vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a)).x / u_input.a) ^ atomicLoad(&wg_atomic_u32)) <= u_input.a);
    if (var_2.x) {
        var var_3 = Struct_3((1u << (atomicSub(&wg_atomic_u32, 1u) % 32u)) - u_input.a, Struct_2(global0.x, ~(~(vec3<i32>(arg_2.a.x, 0i, 3200i) * vec3<i32>(arg_2.a.x, -1i, 2147483647i))), func_3(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(1u, 4u)].x * var_1[_wgslsmith_index_u32(0u, 4u)].x) + _wgslsmith_f_op_vec3_f32(clamp(arg_0.wzy, vec3<f32>(-1000f, arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, -811f), vec3<f32>(-1082f, arg_0.x, arg_0.x))).x), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(round(var_1[_wgslsmith_index_u32(1u, 4u)])), vec2<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, var_1[_wgslsmith_index_u32(0u, 4u)].x))).c));
        switch (var_3.b.b.x) {
            case i32(-2147483648): {
                let var_4 = var_3.b;
                var var_5 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(func_2()[_wgslsmith_index_u32(reverseBits(insertBits(vec2<u32>(19260u, u_input.a), vec2<u32>(4294967295u, u_input.a), u_input.a, u_input.a)).x, 3u)].x, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(u_input.a, 3u)].yy))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp(var_3.b.c[_wgslsmith_index_u32(4294967295u, 2u)].zyz)).x - var_3.b.c[_wgslsmith_index_u32(~var_3.a, 2u)].x))), _wgslsmith_f_op_vec3_f32(arg_0.wyy + var_3.b.c[_wgslsmith_index_u32(4294967295u - 4294967295u, 2u)].yww));
            }
            case 27638i: {
                let var_4 = global1[_wgslsmith_index_u32((~(58969u + countTrailingZeros(vec2<u32>(23140u, 0u)).x) | var_3.a) / 10826u, 30u)];
                (var_2).x = true;
            }
            case 1i: {
                var var_4 = mat3x4<f32>(arg_0, _wgslsmith_f_op_vec4_f32(var_3.b.c[_wgslsmith_index_u32(~(24371u | var_3.a), 2u)] * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(arg_0 - vec4<f32>(1678f, 1000f, arg_0.x, 197f)), _wgslsmith_f_op_vec4_f32(-var_3.b.c[_wgslsmith_index_u32(u_input.a, 2u)]))) * vec4<f32>(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-1631f, arg_0.x, arg_1[_wgslsmith_index_u32(var_3.a, 3u)].x), arg_0.zww)).x, arg_0.x, _wgslsmith_f_op_vec4_f32(trunc(arg_0)).x, _wgslsmith_div_f32(516f, arg_0.x)))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_3.b.c[_wgslsmith_index_u32(var_3.a, 2u)]) + _wgslsmith_f_op_vec4_f32(-var_3.b.c[_wgslsmith_index_u32(72506u, 2u)])), func_3(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x), mat2x2<f32>(vec2<f32>(-648f, var_1[_wgslsmith_index_u32(0u, 4u)].x), vec2<f32>(global0.x, var_1[_wgslsmith_index_u32(var_3.a, 4u)].x))).c[_wgslsmith_index_u32(~u_input.a, 2u)])))));
            }
            default: {
                var var_4 = vec3<bool>(var_2.x, var_0, false);
                var var_5 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_3.b.c[_wgslsmith_index_u32(5438u, 2u)].ywy - var_3.b.c[_wgslsmith_index_u32(1u, 2u)].xzw))))).xx * arg_0.wz);
            }
        }
        let var_4 = _wgslsmith_f_op_vec4_f32(floor(var_3.b.c[_wgslsmith_index_u32(~(reverseBits(vec4<u32>(u_input.a, var_3.a, var_3.a, 5643u)).x | (~var_3.a + 27297u)), 2u)]));
        var var_5 = Struct_3(4294967295u, var_3.b);
    }
    let var_3 = Struct_2(_wgslsmith_f_op_f32(538f + _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-arg_0))).x)), vec3<i32>(-2945i, 36733i, ~(-arg_2.a.x)), func_3(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(747f * _wgslsmith_f_op_f32(-(-700f))) * _wgslsmith_f_op_f32(sign(261f))), mat2x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0.x), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0.x, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1619f, 878f))).zx), arg_1[_wgslsmith_index_u32(1u * 1u, 3u)].xx)).c);
    return _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(arg_0)).xzx))).x) - _wgslsmith_f_op_f32(-global0.x));
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    let var_0 = _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(global0.x * global0.x), _wgslsmith_f_op_f32(global0.x + _wgslsmith_f_op_f32(max(global0.x, global0.x))), _wgslsmith_f_op_f32(func_1(_wgslsmith_f_op_vec4_f32(-vec4<f32>(338f, 551f, 469f, -212f)), func_2(), global1[_wgslsmith_index_u32(builtin_workgroup_id.x + 0u, 30u)])), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(global0.x - 1360f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(419f, -896f, global0.x, global0.x)) + _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(191f, global0.x, global0.x, global0.x)))) * _wgslsmith_f_op_vec4_f32(func_5(mat4x3<f32>(vec3<f32>(1534f, -1682f, -357f), vec3<f32>(global0.x, global0.x, global0.x), vec3<f32>(global0.x, 373f, global0.x), vec3<f32>(global0.x, global0.x, -686f)), mat2x3<f32>(vec3<f32>(505f, global0.x, global0.x), vec3<f32>(1000f, global0.x, global0.x)), vec3<i32>(27064i, 0i, 35516i)).c[_wgslsmith_index_u32(34553u, 2u)] - vec4<f32>(global0.x, 1140f, global0.x, global0.x))))), vec4<f32>(global0.x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.x) - global0.x), global0.x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0.x - global0.x) * global0.x) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec3<f32>(-1506f, global0.x, 101f), vec3<f32>(global0.x, global0.x, -1025f))))), global0.x));
    while (atomicCompareExchangeWeak(&wg_atomic_u32, (~4294967295u + builtin_global_invocation_id.x) + builtin_global_invocation_id.x, builtin_global_invocation_id.x).exchanged) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        (global0).x = _wgslsmith_f_op_vec2_f32(ceil(var_0.wz)).x;
        break;
    }
    let var_1 = ~(-atomicMax(&wg_atomic_i32, ~(-(-30597i))));
    var var_2 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-1450f - _wgslsmith_f_op_vec3_f32(ceil(var_0.zzy)).x), _wgslsmith_f_op_f32(global0.x + _wgslsmith_div_f32(var_0.x, _wgslsmith_f_op_f32(-global0.x))), 2314f), var_0.ywy);
    var var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global0.x, 466f, var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x) - var_0), var_0, _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(select(10f, 11f, u_input.a == 1234567u)))))), var_0);
    var var_4 = func_3(var_0.x, mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_3[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x - var_0.x) - _wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)), var_0.x), vec2<f32>(var_3[_wgslsmith_index_u32(min(builtin_workgroup_id.xy, builtin_workgroup_id.xz).x ^ builtin_global_invocation_id.x, 4u)].x, _wgslsmith_div_f32(381f, _wgslsmith_f_op_f32(global0.x - var_0.x)))));
    let var_5 = Struct_2(-644f, countTrailingZeros(vec4<i32>(var_4.b.x, select(vec4<i32>(var_1, -43318i, -29621i, var_4.b.x), vec4<i32>(var_1, 46645i, var_4.b.x, -14757i), false).x, 1i, sign(var_4.b.x)) + -(vec4<i32>(45878i, var_4.b.x, -4528i, 1i) | vec4<i32>(var_1, 2147483647i, var_1, var_1))).zxz, func_5(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(exp2(var_4.c[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)])).x, -719f, _wgslsmith_f_op_f32(-906f)), _wgslsmith_f_op_vec4_f32(max(var_3[_wgslsmith_index_u32(0u, 4u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_3[_wgslsmith_index_u32(u_input.a, 4u)].x, -949f, var_2[_wgslsmith_index_u32(u_input.a, 2u)].x)))).zxw, _wgslsmith_f_op_vec3_f32(-var_4.c[_wgslsmith_index_u32(max(vec2<u32>(1u, u_input.a), builtin_global_invocation_id.xz).x, 2u)].xww), func_2()[_wgslsmith_index_u32(u_input.a, 3u)]), mat2x3<f32>(vec3<f32>(global0.x, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_vec3_f32(max(vec3<f32>(var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_4.a, 1000f), vec3<f32>(-717f, var_4.a, var_3[_wgslsmith_index_u32(0u, 4u)].x))).x), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(var_3[_wgslsmith_index_u32(47807u, 4u)].wxw, vec3<f32>(199f, -1209f, global0.x)), _wgslsmith_div_vec3_f32(var_0.xxz, var_4.c[_wgslsmith_index_u32(u_input.a, 2u)].xxz), vec3<bool>(true, true, true)))), var_4.b).c);
    let x = u_input.a;
    s_output = StorageBuffer(~max(vec3<u32>(u_input.a, builtin_workgroup_id.x, u_input.a), vec3<u32>(89746u, 46195u, builtin_global_invocation_id.x)).yx >> (countTrailingZeros(~vec2<u32>(u_input.a, builtin_workgroup_id.x)) % vec2<u32>(32u)), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.x + _wgslsmith_f_op_f32(-1547f))))), mat4x3<f32>(var_3[_wgslsmith_index_u32(~u_input.a, 4u)].xww, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(var_5.c[_wgslsmith_index_u32(48517u, 2u)], var_4.c[_wgslsmith_index_u32(22536u, 2u)]) * _wgslsmith_f_op_vec4_f32(vec4<f32>(var_3[_wgslsmith_index_u32(17887u, 4u)].x, 895f, global0.x, -845f) + vec4<f32>(var_2[_wgslsmith_index_u32(69784u, 2u)].x, -1769f, -1000f, -931f))))).yzy, var_3[_wgslsmith_index_u32(~84990u, 4u)].yzw, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-var_5.c[_wgslsmith_index_u32(u_input.a, 2u)]), var_5.c[_wgslsmith_index_u32(firstLeadingBit(builtin_workgroup_id).x, 2u)])).zwx))));
}

