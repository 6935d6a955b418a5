// {"0:0":[178,8,83,100,105,36,212,46,97,102,132,72]}
// Seed: 53

struct Struct_1 {
    a: vec3<bool>,
    @size(28)
    b: vec3<u32>,
    @size(28)
    c: vec4<u32>,
}

struct Struct_2 {
    @align(64)
    @size(92)
    a: Struct_1,
    @align(16)
    b: vec4<i32>,
    @size(64)
    c: mat4x3<f32>,
}

struct Struct_3 {
    a: Struct_2,
}

struct Struct_4 {
    @size(8)
    a: vec2<f32>,
    @align(32)
    @size(16)
    b: vec4<u32>,
    @size(16)
    c: vec4<i32>,
    d: Struct_2,
    @align(32)
    e: Struct_1,
}

struct UniformBuffer {
    @size(12)
    a: i32,
}

struct StorageBuffer {
    a: mat4x3<f32>,
    @align(8)
    b: i32,
    @size(8)
    c: f32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: array<mat3x3<f32>, 20> = array<mat3x3<f32>, 20>(mat3x3<f32>(vec3<f32>(1065f, -304f, 2227f), vec3<f32>(-1786f, -1000f, 1000f), vec3<f32>(1326f, -2075f, 1502f)), mat3x3<f32>(vec3<f32>(-165f, 337f, 817f), vec3<f32>(1908f, -853f, 1000f), vec3<f32>(-756f, -659f, -338f)), mat3x3<f32>(vec3<f32>(431f, -1392f, -1142f), vec3<f32>(1779f, -1596f, 2871f), vec3<f32>(-1445f, -538f, 537f)), mat3x3<f32>(vec3<f32>(-360f, -857f, -468f), vec3<f32>(1037f, 2053f, 1273f), vec3<f32>(-147f, 2192f, 1000f)), mat3x3<f32>(vec3<f32>(437f, -1000f, 759f), vec3<f32>(242f, -1000f, 234f), vec3<f32>(1912f, 167f, -370f)), mat3x3<f32>(vec3<f32>(1000f, 1000f, 688f), vec3<f32>(-525f, 552f, 496f), vec3<f32>(1067f, 462f, -436f)), mat3x3<f32>(vec3<f32>(-1271f, 150f, 1068f), vec3<f32>(-627f, -205f, -1329f), vec3<f32>(672f, 173f, -504f)), mat3x3<f32>(vec3<f32>(1052f, -2352f, -978f), vec3<f32>(226f, -1102f, 1283f), vec3<f32>(-1171f, -650f, -1965f)), mat3x3<f32>(vec3<f32>(1676f, -572f, 583f), vec3<f32>(514f, 1127f, -607f), vec3<f32>(325f, 1000f, -146f)), mat3x3<f32>(vec3<f32>(-521f, -1287f, 1000f), vec3<f32>(-1666f, -1194f, 600f), vec3<f32>(744f, 764f, -1579f)), mat3x3<f32>(vec3<f32>(433f, -1195f, 740f), vec3<f32>(1296f, 694f, -1340f), vec3<f32>(-1000f, 224f, -883f)), mat3x3<f32>(vec3<f32>(-597f, -884f, 1009f), vec3<f32>(-500f, -570f, -726f), vec3<f32>(-2062f, 1000f, 660f)), mat3x3<f32>(vec3<f32>(-2354f, 976f, -128f), vec3<f32>(-537f, -574f, 1023f), vec3<f32>(757f, 1000f, 118f)), mat3x3<f32>(vec3<f32>(-1000f, 387f, 330f), vec3<f32>(929f, 2058f, 1550f), vec3<f32>(391f, 362f, -1299f)), mat3x3<f32>(vec3<f32>(664f, -1000f, -946f), vec3<f32>(625f, 845f, -1504f), vec3<f32>(-277f, 473f, -484f)), mat3x3<f32>(vec3<f32>(439f, -1796f, 371f), vec3<f32>(674f, -1724f, 1307f), vec3<f32>(1000f, -654f, 336f)), mat3x3<f32>(vec3<f32>(-287f, -429f, -684f), vec3<f32>(-2252f, -104f, -122f), vec3<f32>(-1005f, -447f, -2239f)), mat3x3<f32>(vec3<f32>(290f, -1000f, 898f), vec3<f32>(-271f, 519f, -831f), vec3<f32>(726f, -439f, 1143f)), mat3x3<f32>(vec3<f32>(542f, 1394f, -882f), vec3<f32>(-265f, 1137f, 536f), vec3<f32>(555f, 340f, 1394f)), mat3x3<f32>(vec3<f32>(-1514f, 634f, 1000f), vec3<f32>(-279f, 1465f, 1514f), vec3<f32>(1000f, -276f, -1000f)));

var<workgroup> global1: vec4<f32>;

var<workgroup> global2: array<mat2x4<f32>, 1>;

var<workgroup> global3: array<mat4x2<f32>, 22>;

var<workgroup> global4: array<mat2x4<f32>, 5>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 23>;

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn func_5(arg_0: vec2<bool>, arg_1: Struct_2) -> bool {
    var var_0 = !(!select(select(select(vec4<bool>(arg_1.a.a.x, true, arg_0.x, true), vec4<bool>(arg_1.a.a.x, arg_1.a.a.x, arg_1.a.a.x, arg_0.x), vec4<bool>(arg_1.a.a.x, arg_1.a.a.x, arg_1.a.a.x, arg_0.x)), !vec4<bool>(arg_1.a.a.x, false, false, arg_0.x), vec4<bool>(false, arg_1.a.a.x, arg_1.a.a.x, arg_0.x)).yzw, vec3<bool>(arg_0.x & true, -24306i > arg_1.b.x, arg_0.x), select(!vec3<bool>(true, arg_0.x, true), vec3<bool>(true, true, arg_1.a.a.x), arg_1.a.a)));
    while (-442f == _wgslsmith_f_op_f32(global1.x + _wgslsmith_f_op_vec2_f32(exp2(global1.xw)).x)) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    var var_1 = Struct_2(arg_1.a, vec4<i32>(-((arg_1.b.x | arg_1.b.x) & -arg_1.b.x), ~(~extractBits(2147483647i, arg_1.a.b.x, 36722u)), countOneBits(~vec4<i32>(2147483647i, arg_1.b.x, -1i, -1i)).x, ~(~0i)), mat4x3<f32>(arg_1.c[_wgslsmith_index_u32(extractBits(vec2<u32>(~arg_1.a.b.x, arg_1.a.c.x), 52983u, ~arg_1.a.c.x / arg_1.a.c.x).x, 4u)], vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(global1.x, -2301f))).x), _wgslsmith_f_op_f32(round(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global1.x, 499f, -1136f, -453f))).x)), -185f), _wgslsmith_f_op_vec3_f32(-arg_1.c[_wgslsmith_index_u32(arg_1.a.c.x, 4u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1.c[_wgslsmith_index_u32(arg_1.a.c.x, 4u)].x, 169f, 1004f) * global1.yzy))));
    var var_2 = false;
    switch (dot(max(~reverseBits(var_1.b).yzx, ~(~arg_1.b.wwy & -vec3<i32>(-19719i, u_input.a, 27310i))), select(vec4<i32>(1i, extractBits(vec2<i32>(var_1.b.x, var_1.b.x) & var_1.b.wy, var_1.a.b.x >> (var_1.a.b.x % 32u), 31926u).x, arg_1.b.x, insertBits(-26389i * 0i, -57574i, arg_1.a.c.x / var_1.a.c.x, atomicXor(&wg_atomic_u32, 1u))), arg_1.b, vec4<bool>(!(var_1.b.x <= i32(-2147483648)), select(vec2<bool>(true, true), select(arg_1.a.a.zx, vec2<bool>(true, arg_0.x), arg_0), var_1.a.a.yx).x, true, select(!vec3<bool>(false, var_1.a.a.x, true), vec3<bool>(true, arg_0.x, false), true).x)).zww)) {
        case 0i: {
            let var_3 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(173f, var_1.c[_wgslsmith_index_u32(var_1.a.b.x, 4u)].x, 515f, var_1.c[_wgslsmith_index_u32(var_1.a.c.x, 4u)].x), vec4<f32>(global1.x, global1.x, 122f, -1388f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.x, 989f, global1.x, -1000f))) * vec4<f32>(1f, 1f, 1f, 1f))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1.c[_wgslsmith_index_u32(var_1.a.b.x, 4u)].x, global1.x, -788f, global1.x)), vec4<f32>(539f, -483f, -222f, global1.x), !var_1.a.a.x))), vec4<f32>(762f, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-global1.www), arg_1.c[_wgslsmith_index_u32(arg_1.a.b.x, 4u)])).x, _wgslsmith_f_op_f32(exp(arg_1.c[_wgslsmith_index_u32(var_1.a.b.x | arg_1.a.b.x, 4u)].x)), _wgslsmith_f_op_vec2_f32(abs(var_1.c[_wgslsmith_index_u32(0u, 4u)].yz)).x)), vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global1.x), -676f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.x * -1223f)) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(global1.yy, vec2<f32>(arg_1.c[_wgslsmith_index_u32(arg_1.a.c.x, 4u)].x, -694f))).x)), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(select(global1.wz, global1.xx, vec2<bool>(true, true))))).x, -317f), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1223f, -374f, arg_1.c[_wgslsmith_index_u32(1u, 4u)].x, global1.x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1935f, arg_1.c[_wgslsmith_index_u32(90408u, 4u)].x, arg_1.c[_wgslsmith_index_u32(69346u, 4u)].x, 1039f)))))))));
            (((global2)[_wgslsmith_index_u32(~(0u + ~5723u) + arg_1.a.b.x, 1u)])[_wgslsmith_index_u32(~(~(~93965u)), 2u)]).x = var_1.c[_wgslsmith_index_u32(select(~(~((arg_1.a.c.wzy | var_1.a.c.zwx) & var_1.a.b)), ~firstTrailingBit(countOneBits(vec3<u32>(29430u, 0u, arg_1.a.c.x))) * vec3<u32>(~atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 85242u).old_value, atomicMax(&wg_atomic_u32, 6825u), select(vec3<u32>(4294967295u, 18967u, arg_1.a.b.x), arg_1.a.c.yyw, vec3<bool>(false, arg_1.a.a.x, arg_0.x)).x), select(arg_1.a.a, select(select(!vec4<bool>(arg_1.a.a.x, var_1.a.a.x, true, false), vec4<bool>(false, arg_0.x, var_0.x, var_0.x), !vec4<bool>(false, var_1.a.a.x, false, false)), select(!vec4<bool>(var_0.x, arg_0.x, false, var_1.a.a.x), vec4<bool>(false, true, arg_0.x, var_0.x), arg_0.x), !(!vec4<bool>(arg_1.a.a.x, var_0.x, false, true))).zzw, any(select(!vec4<bool>(var_0.x, false, var_0.x, arg_0.x), vec4<bool>(true, var_0.x, var_1.a.a.x, var_0.x), !vec4<bool>(var_1.a.a.x, var_0.x, true, var_1.a.a.x)).xy))).x, 4u)].x;
            let var_4 = mat2x3<f32>(arg_1.c[_wgslsmith_index_u32(arg_1.a.b.x, 4u)], vec3<f32>(-677f, var_1.c[_wgslsmith_index_u32(~select(min(var_1.a.c, vec4<u32>(arg_1.a.c.x, 0u, arg_1.a.b.x, arg_1.a.b.x)).xy, ~var_1.a.b.yz, select(vec2<bool>(false, false), vec2<bool>(arg_1.a.a.x, var_0.x), vec2<bool>(false, arg_0.x)).x).x, 4u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_3[_wgslsmith_index_u32(0u, 4u)].x + var_1.c[_wgslsmith_index_u32(arg_1.a.b.x, 4u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-2329f))))));
            loop {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                break;
            }
            var var_5 = arg_1.a;
        }
        case 78578i: {
        }
        default: {
            loop {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                var var_3 = select(select(!(!(!vec4<bool>(false, true, arg_0.x, true))), !vec4<bool>(var_1.a.a.x, false, arg_0.x, var_0.x & var_0.x), vec4<bool>(false, true, select(!vec2<bool>(arg_1.a.a.x, false), !vec2<bool>(arg_1.a.a.x, arg_0.x), vec2<bool>(true, true)).x, select(!arg_0, vec2<bool>(true, true), !arg_0.x).x)), vec4<bool>(var_0.x, select(arg_1.a.a.x, global1.x != _wgslsmith_f_op_f32(global1.x * -1109f), false), any(vec2<bool>(select(var_1.a.a, vec3<bool>(arg_1.a.a.x, arg_0.x, false), arg_1.a.a).x, var_0.x)), arg_0.x), all(vec2<bool>(true, _wgslsmith_f_op_f32(1255f - 585f) > _wgslsmith_div_f32(arg_1.c[_wgslsmith_index_u32(4294967295u, 4u)].x, 1433f))));
                let var_4 = Struct_4(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_div_f32(-1370f, 1895f), 172f)) - _wgslsmith_f_op_vec2_f32(-global1.xw)), ~vec4<u32>(var_1.a.b.x >> (4294967295u % 32u), atomicMin(&wg_atomic_u32, var_1.a.c.x), 3769u, var_1.a.b.x), vec4<i32>(~1i, select(u_input.a, u_input.a, arg_1.a.a.x | all(var_1.a.a)), insertBits(firstLeadingBit(~vec4<i32>(35648i, arg_1.b.x, i32(-2147483648), 43512i)).xxx, firstTrailingBit(arg_1.b).zww, extractBits(~arg_1.a.c.x, 4294967295u, arg_1.a.b.x), select(~var_1.a.b, vec3<u32>(arg_1.a.c.x, var_1.a.b.x, 19274u) + var_1.a.c.xzz, true).x).x, -(~(arg_1.b.x ^ 10562i))), Struct_2(Struct_1(select(!var_3.xzw, vec3<bool>(arg_0.x, true, arg_1.a.a.x), select(vec4<bool>(var_0.x, false, true, false), vec4<bool>(false, true, false, arg_1.a.a.x), vec4<bool>(false, false, true, false)).wwz), (arg_1.a.c.zzw | var_1.a.b) - ~vec3<u32>(arg_1.a.c.x, 21240u, 1u), firstTrailingBit(var_1.a.c) & ~arg_1.a.c), -(~(vec4<i32>(-39784i, 1i, 24234i, var_1.b.x) >> (var_1.a.c % vec4<u32>(32u)))), var_1.c), Struct_1(var_1.a.a, arg_1.a.c.zzx, vec4<u32>(var_1.a.c.x, ~var_1.a.b.x ^ (arg_1.a.c.x - 12200u), clamp(arg_1.a.c, vec4<u32>(37581u, var_1.a.c.x, var_1.a.c.x, var_1.a.c.x), _wgslsmith_mod_vec4_u32(vec4<u32>(44759u, var_1.a.b.x, 0u, var_1.a.c.x), vec4<u32>(var_1.a.c.x, 18250u, 0u, var_1.a.c.x))).x, (arg_1.a.b.x * var_1.a.b.x) | (4294967295u / 4294967295u))));
                global1 = _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(fract(global1.x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(339f, -1106f, -1209f))).x), 2983f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1334f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-var_1.c[_wgslsmith_index_u32(17256u, 4u)].x), _wgslsmith_f_op_f32(-var_4.a.x), _wgslsmith_f_op_f32(-var_1.c[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_div_f32(-443f, global1.x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_1.c[_wgslsmith_index_u32(arg_1.a.b.x, 4u)].x, arg_1.c[_wgslsmith_index_u32(31376u, 4u)].x, -234f, -1561f)))), select(vec4<bool>(var_3.x, false, var_1.a.a.x, var_0.x), !vec4<bool>(var_3.x, var_3.x, var_3.x, true), 64225i <= var_4.c.x))))));
                break;
            }
            var var_3 = arg_1;
        }
    }
    return select(vec4<bool>(true | !var_0.x, !select(vec4<bool>(var_1.a.a.x, var_0.x, false, true), vec4<bool>(arg_1.a.a.x, false, true, true), vec4<bool>(arg_0.x, true, false, var_1.a.a.x)).x, true, true), select(select(vec4<bool>(true, false, false, var_1.a.a.x), select(vec4<bool>(false, true, true, false), vec4<bool>(false, false, true, var_0.x), vec4<bool>(false, var_1.a.a.x, arg_0.x, arg_1.a.a.x)), !vec4<bool>(arg_1.a.a.x, arg_0.x, var_1.a.a.x, false)), select(select(vec4<bool>(arg_1.a.a.x, arg_0.x, true, arg_0.x), vec4<bool>(true, false, arg_0.x, arg_0.x), vec4<bool>(var_1.a.a.x, arg_0.x, arg_1.a.a.x, true)), vec4<bool>(true, false, false, var_0.x), vec4<bool>(arg_1.a.a.x, var_1.a.a.x, false, false)), var_0.x), false).x != arg_0.x;
}

fn func_4(arg_0: mat3x4<f32>) -> mat4x2<f32> {
    let var_0 = true;
    let var_1 = !(false & var_0) && select(!vec4<bool>(true, true || var_0, var_0, true), !vec4<bool>(!var_0, select(vec4<bool>(var_0, var_0, true, var_0), vec4<bool>(var_0, var_0, false, true), vec4<bool>(var_0, var_0, var_0, false)).x, !var_0, var_0), func_5(vec2<bool>(select(vec2<bool>(true, var_0), vec2<bool>(var_0, false), true).x, select(vec2<bool>(var_0, var_0), vec2<bool>(var_0, var_0), false).x), Struct_2(Struct_1(vec3<bool>(var_0, false, var_0), vec3<u32>(4294967295u, 7796u, 54683u), vec4<u32>(14906u, 4294967295u, 16152u, 1u)), vec4<i32>(u_input.a, -37982i, u_input.a, 9614i) << (vec4<u32>(12748u, 34264u, 67353u, 44015u) % vec4<u32>(32u)), mat4x3<f32>(vec3<f32>(-651f, global1.x, 115f), global1.wyz, global1.www, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].www)))).x;
    if (!(!var_1)) {
        var var_2 = ~atomicMax(&wg_atomic_u32, firstTrailingBit(~(~vec4<u32>(4294967295u, 23668u, 0u, 8053u))).x);
        while (true) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            (((global3)[_wgslsmith_index_u32(dot(vec2<u32>(firstLeadingBit(vec4<u32>(countLeadingZeros(vec3<u32>(0u, 85154u, 1u)).x, ~44380u, ~1u, ~4294967295u)).x, 42425u), vec2<u32>(dot(~(vec3<u32>(4294967295u, 4294967295u, 69408u) + vec3<u32>(4294967295u, 0u, 41307u)), vec3<u32>(1u, 1u, 1u)), 1u)), 22u)])[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u - atomicMin(&wg_atomic_u32, ~1u), ~1u), 4u)]).x = _wgslsmith_f_op_f32(-1035f);
        }
        if (true) {
            var var_3 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(ceil(global1.x)) * -584f);
            global4 = array<mat2x4<f32>, 5>();
            return global3[_wgslsmith_index_u32((dot(~(vec2<u32>(53540u, 4294967295u) * vec2<u32>(0u, 0u)), vec2<u32>(vec2<u32>(1u, 1u).x, select(vec2<u32>(0u, 0u), vec2<u32>(4294967295u, 41493u), var_1).x)) >> (1u % 32u)) * ~1u, 22u)];
        }
        global4 = array<mat2x4<f32>, 5>();
        loop {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            continue;
            continuing {
                (global1).x = 426f;
                break if var_1;
            }
        }
    } else if (true) {
        if (atomicCompareExchangeWeak(&wg_atomic_i32, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a, 0i).old_value, 1i).exchanged) {
            let var_2 = !(0i <= u_input.a);
            global3 = array<mat4x2<f32>, 22>();
        } else if (1u == atomicExchange(&wg_atomic_u32, 1u)) {
            let var_2 = Struct_3(Struct_2(Struct_1(select(!vec4<bool>(true, var_1, var_0, var_0), !vec4<bool>(var_0, var_0, var_0, false), !var_0).zzw, clamp(vec3<u32>(1u, 1u, 1u), reverseBits(vec3<u32>(0u, 89204u, 58093u)), ~vec3<u32>(4294967295u, 1u, 0u)), vec4<u32>(0u, 0u, 88022u, 1u)), countTrailingZeros(select(vec4<i32>(1i, 1i, 1i, 1i), vec4<i32>(u_input.a, 0i, u_input.a, 5002i) ^ vec4<i32>(u_input.a, -46780i, 2147483647i, u_input.a), all(vec4<bool>(var_0, var_1, var_0, true)))), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(26832u, 3u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x, 994f)), vec3<f32>(258f, arg_0[_wgslsmith_index_u32(34344u, 3u)].x, arg_0[_wgslsmith_index_u32(4553u, 3u)].x))), vec3<f32>(arg_0[_wgslsmith_index_u32(1u - 73102u, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(sign(-468f))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)] - arg_0[_wgslsmith_index_u32(0u, 3u)]))).xxy, vec3<f32>(_wgslsmith_f_op_f32(-505f), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(-1065f, -948f))).x, arg_0[_wgslsmith_index_u32(4294967295u / 45409u, 3u)].x))));
            let var_3 = Struct_4(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(sign(var_2.a.c[_wgslsmith_index_u32(5372u, 4u)].xy)) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(exp(global1.wy))))), vec4<u32>(((1u / 4294967295u) ^ ~var_2.a.a.b.x) * 0u, select(~vec2<u32>(var_2.a.a.b.x, var_2.a.a.b.x), insertBits(~var_2.a.a.c, vec4<u32>(var_2.a.a.c.x, 0u, var_2.a.a.c.x, var_2.a.a.b.x), var_2.a.a.b.x, min(var_2.a.a.c, vec4<u32>(4294967295u, 41541u, var_2.a.a.c.x, var_2.a.a.c.x)).x).xw, any(select(vec3<bool>(var_1, false, var_2.a.a.a.x), vec3<bool>(false, var_0, var_0), vec3<bool>(true, var_1, var_0)))).x, ~1u, _wgslsmith_mod_u32(var_2.a.a.b.x, countOneBits(vec4<u32>(var_2.a.a.c.x, var_2.a.a.b.x, var_2.a.a.c.x, 4294967295u)).x)), var_2.a.b, Struct_2(Struct_1(vec3<bool>(false, var_2.a.a.a.x, var_2.a.a.a.x), var_2.a.a.b, ~(vec4<u32>(var_2.a.a.b.x, var_2.a.a.b.x, 0u, 0u) ^ vec4<u32>(var_2.a.a.c.x, 4294967295u, 0u, 59735u))), firstTrailingBit(firstLeadingBit(var_2.a.b)), var_2.a.c), Struct_1(select(select(!vec4<bool>(true, true, false, var_0), vec4<bool>(var_2.a.a.a.x, true, var_0, true), !vec4<bool>(var_1, var_0, true, var_0)).zxz, !select(vec4<bool>(var_1, var_0, false, var_2.a.a.a.x), vec4<bool>(var_0, var_2.a.a.a.x, var_0, true), vec4<bool>(var_2.a.a.a.x, var_0, var_0, true)).wwz, !select(var_2.a.a.a, var_2.a.a.a, var_0)), vec3<u32>(~15363u, ~var_2.a.a.b.x, ~41708u) * select(~vec3<u32>(0u, 0u, var_2.a.a.b.x), ~var_2.a.a.c.yzx, all(vec2<bool>(false, false))), ~vec4<u32>(countOneBits(var_2.a.a.c).x, _wgslsmith_mod_u32(55264u, var_2.a.a.c.x), 4294967295u, reverseBits(var_2.a.a.b.x))));
            let var_4 = var_3.d.c;
            var var_5 = _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(var_3.e.b.x, 3u)].x);
            (global4)[_wgslsmith_index_u32((select(vec3<u32>(_wgslsmith_mod_u32(var_2.a.a.c.x, 1u), var_2.a.a.b.x, abs(var_2.a.a.b.yx).x), ~select(var_2.a.a.b, vec3<u32>(var_2.a.a.b.x, var_2.a.a.b.x, var_2.a.a.c.x), true), true).x & ~(~52638u)) * var_2.a.a.c.x, 5u)] = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(var_2.a.a.c.x, 3u)].x, var_2.a.c[_wgslsmith_index_u32(10499u, 4u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x)))).x, 1028f, arg_0[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(-var_2.a.c[_wgslsmith_index_u32(60372u, 4u)].x)) * arg_0[_wgslsmith_index_u32(~(1u - ~21271u), 3u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(arg_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, dot(var_2.a.a.b, var_2.a.a.c.yyw)), 3u)])) * _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(select(var_3.e.c.wz, var_3.d.a.c.zz, vec2<bool>(var_3.e.a.x, var_3.d.a.a.x)).x, 3u)], _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(0u, 3u)])) + arg_0[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(1u, 1u, 33350u)).x >> ((1u & var_2.a.a.c.x) % 32u), 3u)])));
        }
        let var_2 = Struct_2(Struct_1(vec3<bool>(true, !(!var_0), select(select(vec4<bool>(true, false, var_1, true), vec4<bool>(false, false, false, true), vec4<bool>(false, var_0, true, false)), !vec4<bool>(true, var_0, var_0, var_0), !vec4<bool>(var_1, true, false, false)).x), _wgslsmith_mod_vec3_u32(~vec3<u32>(0u, 50246u, 0u), select(vec3<u32>(1u, 68790u, 1u), vec3<u32>(4294967295u, 33498u, 4294967295u), var_1)) - clamp(vec3<u32>(1u, 4294967295u, 1u) / vec3<u32>(52193u, 1u, 16868u), vec3<u32>(1u, 1u, 1u), vec3<u32>(1u, 1u, 1u)), ~vec4<u32>(1u, 1u, 1u, 1u) + ~vec4<u32>(49346u, 4294967295u, 0u, 1u)), vec4<i32>(-83821i / countLeadingZeros(select(vec3<i32>(7385i, u_input.a, 3887i), vec3<i32>(27458i, 1i, u_input.a), var_1).xx).x, -(-countTrailingZeros(vec2<i32>(1i, u_input.a)).x), 19243i, (0i ^ u_input.a) * u_input.a), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1340f, global1.x, arg_0[_wgslsmith_index_u32(1u, 3u)].x)))).x, arg_0[_wgslsmith_index_u32(min(~vec3<u32>(0u, 23965u, 4294967295u), vec3<u32>(8607u, 4294967295u, 73898u)).x, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(10979u, 3u)].x))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.x, global1.x, 1019f, -1000f)), arg_0[_wgslsmith_index_u32(1u, 3u)])).xzx), global1.yxy, global1.yzy));
    }
    for (var var_2 = -4589i; (_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(trunc(arg_0[_wgslsmith_index_u32(1u, 3u)].x)) + _wgslsmith_f_op_vec3_f32(select(arg_0[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 3u)].wxz, global1.xzx, var_1)).x)) < -789f); ) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        switch (-(-(-min(vec4<i32>(u_input.a, u_input.a, u_input.a, i32(-2147483648)) << (vec4<u32>(1u, 1u, 26817u, 17204u) % vec4<u32>(32u)), ~vec4<i32>(1i, 0i, u_input.a, -1i)).x))) {
            case 0i: {
                ((global4)[_wgslsmith_index_u32(~23011u << (select(vec4<u32>(1u, 1u, 1u, 1u).wzy + vec3<u32>(1u, 1u, 1u), ~max(vec4<u32>(4294967295u, 4294967295u, 32583u, 37403u), select(vec4<u32>(0u, 4294967295u, 0u, 1u), vec4<u32>(1u, 1u, 43538u, 13334u), var_1)).zww, select(vec3<bool>(!var_0, true, var_0), select(vec3<bool>(true, true, true), !vec3<bool>(var_1, var_1, false), var_1), select(select(vec4<bool>(var_0, false, false, false), vec4<bool>(false, true, true, var_0), var_0), select(vec4<bool>(true, false, var_1, var_0), vec4<bool>(true, var_0, true, true), true), vec4<bool>(false, false, var_0, var_0)).yzz)).x % 32u), 5u)])[_wgslsmith_index_u32(countLeadingZeros(1u + 4294967295u), 2u)] = _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_f32(global1.x + -241f), -230f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(abs(arg_0[_wgslsmith_index_u32(24690u, 3u)])).x)), _wgslsmith_f_op_f32(2218f - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f))))));
                break;
            }
            case 1i: {
            }
            default: {
                var var_3 = Struct_2(Struct_1(select(vec3<bool>(true, var_0, true), vec3<bool>(!var_0, true, true), vec3<bool>(true, true, true)), ~(~(vec3<u32>(19574u, 4294967295u, 0u) - vec3<u32>(0u, 4294967295u, 4294967295u))), ~vec4<u32>(1u, 1u, 1u, 1u)), insertBits(-vec4<i32>(u_input.a - -15814i, ~u_input.a, u_input.a, -19761i), vec4<i32>(i32(-2147483648) / ~(-32780i), u_input.a, 1i & u_input.a, 1i), 1u, 1u), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-global1.xxw), _wgslsmith_f_op_vec3_f32(vec3<f32>(-1135f, _wgslsmith_f_op_f32(-159f), global1.x) * _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1782f, 2211f, -858f, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).zwx), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-448f, -1518f, arg_0[_wgslsmith_index_u32(1u, 3u)].x) * arg_0[_wgslsmith_index_u32(20059u, 3u)].wxz) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(80795u, 3u)].x, global1.x, global1.x))).zzz), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-891f, global1.x, 1243f)), vec3<f32>(_wgslsmith_f_op_vec2_f32(floor(vec2<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).x, _wgslsmith_f_op_f32(-666f), _wgslsmith_f_op_f32(-(-753f))))), vec3<f32>(_wgslsmith_f_op_f32(ceil(arg_0[_wgslsmith_index_u32(~0u, 3u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(52395u, 3u)].x, global1.x, 805f))).x * 1675f), _wgslsmith_f_op_f32(_wgslsmith_div_f32(-1051f, 531f) * arg_0[_wgslsmith_index_u32(~1u, 3u)].x))));
                let var_4 = var_3.a.a;
                let var_5 = var_3.a.c.xx << (((vec2<u32>(~var_3.a.b.x, var_3.a.b.x << (46927u % 32u)) / ~(var_3.a.b.zz >> (var_3.a.b.zz % vec2<u32>(32u)))) ^ countLeadingZeros((var_3.a.c << (var_3.a.c % vec4<u32>(32u))) + var_3.a.c).xy) % vec2<u32>(32u));
                continue;
            }
        }
        var var_3 = Struct_4(global1.xz, vec4<u32>(1u * reverseBits(vec2<u32>(1u, 4294967295u) - vec2<u32>(0u, 34172u)).x, ~(~reverseBits(1u)), firstTrailingBit(select(vec4<u32>(4294967295u, 50324u, 22467u, 24266u), vec4<u32>(1u, 0u, 0u, 45736u), var_0).x - 0u), 1u * ~1u), ~vec4<i32>(max(~(-1i), 1i), countTrailingZeros(vec3<i32>(1594i, u_input.a, u_input.a)).x ^ countOneBits(vec4<i32>(-59973i, 1i, 0i, u_input.a)).x, (-548i << (0u % 32u)) >> (atomicMin(&wg_atomic_u32, 4294967295u) % 32u), -1i), Struct_2(Struct_1(!vec3<bool>(var_0, var_1, true), ~countLeadingZeros(vec3<u32>(4294967295u, 4294967295u, 0u)), firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u))), ~((vec4<i32>(u_input.a, u_input.a, 12949i, u_input.a) / vec4<i32>(-47133i, u_input.a, u_input.a, -15821i)) - vec4<i32>(0i, i32(-2147483648), 32796i, u_input.a)), mat4x3<f32>(vec3<f32>(117f, _wgslsmith_f_op_vec4_f32(sign(arg_0[_wgslsmith_index_u32(17471u, 3u)])).x, _wgslsmith_f_op_vec2_f32(select(arg_0[_wgslsmith_index_u32(0u, 3u)].zy, arg_0[_wgslsmith_index_u32(2723u, 3u)].yx, vec2<bool>(var_1, var_1))).x), vec3<f32>(_wgslsmith_f_op_f32(global1.x + arg_0[_wgslsmith_index_u32(51429u, 3u)].x), arg_0[_wgslsmith_index_u32(~13312u, 3u)].x, 1000f), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(global1.x, global1.x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x))), vec3<f32>(1099f, global1.x, -527f))), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-235f, 1523f, -867f))))), Struct_1(select(vec3<bool>(true, var_0 && var_1, false), vec3<bool>(var_1, false, var_0), !vec3<bool>(var_1, var_1, true)), vec3<u32>(1u, 1u, 1u), ~vec4<u32>(91628u, select(vec3<u32>(1u, 1u, 0u), vec3<u32>(19877u, 0u, 24329u), var_0).x, 1u, 1u)));
        ((var_3).c).x = select(reverseBits(var_3.d.b).xwy, vec3<i32>(countOneBits(vec4<i32>(var_3.c.x, u_input.a, 2147483647i, -77363i)).x >> ((var_3.e.c.x | var_3.e.c.x) % 32u), 0i, u_input.a) & var_3.d.b.xzz, select(var_3.d.a.a, select(select(select(vec4<bool>(false, false, var_3.e.a.x, false), vec4<bool>(true, true, var_1, var_1), var_3.d.a.a.x), vec4<bool>(false, var_1, var_0, true), select(vec4<bool>(var_0, var_0, false, var_0), vec4<bool>(false, var_0, var_0, false), vec4<bool>(var_1, false, true, true))), !vec4<bool>(var_3.d.a.a.x, var_1, var_3.e.a.x, var_3.d.a.a.x), var_0).yzw, !var_0).x).x;
        continue;
    }
    let var_2 = arg_0;
    return mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(sign(global1.zxw)).zz + vec2<f32>(-946f, var_2[_wgslsmith_index_u32(countLeadingZeros(countLeadingZeros(vec3<u32>(40663u, 0u, 4294967295u)).zx).x, 3u)].x)), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(778f + global1.x), _wgslsmith_f_op_f32(1000f + global1.x))), -632f) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(var_2[_wgslsmith_index_u32(countOneBits(vec4<u32>(1u, 4294967295u, 4294967295u, 19218u)).x, 3u)], vec4<f32>(806f, var_2[_wgslsmith_index_u32(37209u, 3u)].x, global1.x, var_2[_wgslsmith_index_u32(49396u, 3u)].x), false & var_1)).zw)), vec2<f32>(-204f, global1.x), var_2[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 3u)].wz);
}

fn func_3(arg_0: mat4x2<f32>) -> mat4x4<f32> {
    var var_0 = ~reverseBits(~vec2<u32>(~11735u, ~0u)).x;
    loop {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        continuing {
            if (func_4(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1304f, 1551f, 1054f, arg_0[_wgslsmith_index_u32(25039u, 4u)].x)))), _wgslsmith_div_vec4_f32(vec4<f32>(global1.x, 960f, arg_0[_wgslsmith_index_u32(9446u, 4u)].x, 1000f), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(50444u, 4u)].x, global1.x, 1628f)))), vec4<f32>(_wgslsmith_f_op_f32(-(-1000f)), arg_0[_wgslsmith_index_u32(~18311u, 4u)].x, _wgslsmith_f_op_f32(-468f - 356f), _wgslsmith_f_op_f32(-1900f * 2267f))))[_wgslsmith_index_u32(max(1u, min(vec3<u32>(1u, 1u << (0u % 32u), 1u), vec3<u32>(1u, 1u, 1u)).x), 4u)].x <= arg_0[_wgslsmith_index_u32(1u, 4u)].x) {
                let var_1 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(41455u, 4u)].x)) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(floor(global1.x)) - _wgslsmith_f_op_f32(-(-1748f)))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(263f, global1.x, 934f, -716f))), vec4<f32>(-1510f, _wgslsmith_f_op_f32(global1.x + arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(-253f), _wgslsmith_f_op_f32(-global1.x)), all(vec3<bool>(true, true, true)))).x), _wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(1u, 4u)]), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(arg_0[_wgslsmith_index_u32(1u, 4u)])).x * global1.x), _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global1.x), _wgslsmith_f_op_f32(-1951f)) * 1572f)));
                var var_2 = Struct_4(var_1[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 19417u), 3u)], vec4<u32>(1u, 1u, 1u, atomicLoad(&wg_atomic_u32)), ~(~vec4<i32>(1i, 1i, 1i, 1i)), Struct_2(Struct_1(vec3<bool>(true, true, true), vec3<u32>(~1u, 1u, 1u), vec4<u32>(~1u, 55203u, 4294967295u / 2889u, 25521u)), -(~vec4<i32>(-20000i, 1i, u_input.a, 0i)) & firstTrailingBit(vec4<i32>(u_input.a, u_input.a, u_input.a, 2147483647i) / vec4<i32>(u_input.a, 0i, u_input.a, 40533i)), mat4x3<f32>(vec3<f32>(926f, _wgslsmith_div_f32(-1719f, global1.x), _wgslsmith_f_op_f32(562f * arg_0[_wgslsmith_index_u32(19803u, 4u)].x)), global1.wxz, vec3<f32>(var_1[_wgslsmith_index_u32(min(vec2<u32>(0u, 91975u), vec2<u32>(4294967295u, 15193u)).x, 3u)].x, _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(8464u, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x), arg_0[_wgslsmith_index_u32(13730u, 4u)].x), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(601f, 2563f, -346f, -928f))).yxw)))), Struct_1(vec3<bool>(true, true, true), vec3<u32>(1u, 1u, 1u), ~vec4<u32>(~33587u, vec4<u32>(1u, 1u, 1u, 1u).x, firstTrailingBit(vec4<u32>(0u, 0u, 27073u, 51122u)).x, 12149u)));
                (global0)[_wgslsmith_index_u32(dot(var_2.b.wxw, ((var_2.d.a.c.wxy * var_2.d.a.c.xzw) | vec3<u32>(0u, var_2.b.x, var_2.b.x)) / countOneBits(~vec4<u32>(var_2.e.b.x, var_2.e.c.x, var_2.e.c.x, var_2.d.a.c.x)).xxy) | var_2.e.c.x, 20u)] = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-551f, var_2.a.x, var_2.a.x, -1606f)))))).xwy)), _wgslsmith_f_op_vec3_f32(vec3<f32>(-142f, func_4(mat3x4<f32>(vec4<f32>(var_1[_wgslsmith_index_u32(var_2.b.x, 3u)].x, -180f, -1085f, 800f), vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 4u)].x, -1150f, arg_0[_wgslsmith_index_u32(var_2.d.a.c.x, 4u)].x, var_2.d.c[_wgslsmith_index_u32(4294967295u, 4u)].x), vec4<f32>(global1.x, 321f, arg_0[_wgslsmith_index_u32(var_2.b.x, 4u)].x, 1000f)))[_wgslsmith_index_u32(42136u, 4u)].x, arg_0[_wgslsmith_index_u32(~countLeadingZeros(vec4<u32>(var_2.d.a.b.x, var_2.b.x, var_2.b.x, var_2.b.x)).x, 4u)].x) + _wgslsmith_f_op_vec3_f32(-global1.wxz)), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(var_2.a.x, var_2.a.x))).x, -925f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(950f, -1000f))).x), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(var_2.d.a.c.x, 3u)].x, -1633f, -853f, 729f)))).x))).yzz);
                (global1).x = _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(41592u, 4u)].x, arg_0[_wgslsmith_index_u32(var_2.b.x, 4u)].x, var_2.d.c[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(1u, 4u)].x) - vec4<f32>(var_1[_wgslsmith_index_u32(var_2.e.b.x, 3u)].x, var_1[_wgslsmith_index_u32(55619u, 3u)].x, var_1[_wgslsmith_index_u32(var_2.e.c.x, 3u)].x, -954f)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(647f, arg_0[_wgslsmith_index_u32(12035u, 4u)].x, -319f, 297f) - vec4<f32>(global1.x, -940f, 380f, 772f))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-594f, 685f, 1000f, var_1[_wgslsmith_index_u32(1u, 3u)].x))))))).x;
                var_2 = Struct_4(global1.yy, vec4<u32>(var_2.d.a.b.x, countOneBits(var_2.d.a.b.x), clamp(var_2.b.yw, ~var_2.b.zw - vec2<u32>(1u, var_2.d.a.b.x), extractBits(~vec4<u32>(var_2.b.x, var_2.e.c.x, var_2.b.x, 1u), abs(var_2.b.x), ~var_2.d.a.b.x).wx).x, countOneBits(var_2.d.a.c).x), vec4<i32>(-min(firstLeadingBit(var_2.d.b), var_2.d.b).x, dot(var_2.c, vec4<i32>(~1i, ~(-9861i), -14090i, -23401i)), u_input.a, -(var_2.d.b.x | 2147483647i)), var_2.d, var_2.e);
            } else {
                var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-316f, -257f, 1073f, 2168f)))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(83165u, 4u)].x, global1.x) * vec4<f32>(-1175f, arg_0[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x, arg_0[_wgslsmith_index_u32(33208u, 4u)].x)) * vec4<f32>(-210f, arg_0[_wgslsmith_index_u32(0u, 4u)].x, 936f, arg_0[_wgslsmith_index_u32(1u, 4u)].x))))).yyy, _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(-1000f - global1.x), _wgslsmith_div_f32(-696f, 617f), 436f, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(0u, 4u)].x + 395f)), vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 4u)].x, _wgslsmith_f_op_f32(-1371f), 595f))))).xxx, _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, -1000f, global1.x, 357f), vec4<f32>(_wgslsmith_f_op_f32(global1.x - -783f), arg_0[_wgslsmith_index_u32(1u, 4u)].x, global1.x, -250f))))).xxz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(10570u, 4u)].x, arg_0[_wgslsmith_index_u32(25583u, 4u)].x, 2288f) * vec3<f32>(global1.x, -119f, arg_0[_wgslsmith_index_u32(0u, 4u)].x))))));
                var var_2 = global0[_wgslsmith_index_u32(0u * ~12978u, 20u)];
                let var_3 = Struct_2(Struct_1(vec3<bool>(true, true, true), vec3<u32>(1u, 1u, 1u), vec4<u32>(1u, countOneBits(~vec3<u32>(26804u, 0u, 0u)).x, 1u, 1u)), vec4<i32>(2147483647i, sign(max(-vec4<i32>(u_input.a, 10551i, -1i, i32(-2147483648)), ~vec4<i32>(i32(-2147483648), i32(-2147483648), u_input.a, 17279i))).x, u_input.a, ~max(-vec3<i32>(u_input.a, u_input.a, -27382i), -vec3<i32>(u_input.a, u_input.a, u_input.a)).x), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1246f, var_1[_wgslsmith_index_u32(1u, 4u)].x, var_2[_wgslsmith_index_u32(24441u, 3u)].x)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].x, -714f, var_2[_wgslsmith_index_u32(1u, 3u)].x))) * _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(36959u, 4u)])), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-546f, -617f, 843f, var_1[_wgslsmith_index_u32(1u, 4u)].x))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(427f, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x, -823f, -1593f))))).yzz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(global1.x + -368f), var_1[_wgslsmith_index_u32(~0u, 4u)].x, var_1[_wgslsmith_index_u32(1u, 4u)].x)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_0[_wgslsmith_index_u32(53661u, 4u)].x, var_2[_wgslsmith_index_u32(19370u, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x, var_2[_wgslsmith_index_u32(95560u, 3u)].x))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(46044u, 4u)].x, -1000f, 1400f, arg_0[_wgslsmith_index_u32(0u, 4u)].x)))))).zzx));
            }
            break if countTrailingZeros(-(-vec4<i32>(1i, u_input.a, 22078i, u_input.a) >> (countOneBits(vec4<u32>(1u, 90236u, 55484u, 17448u)) % vec4<u32>(32u)))).x > 2147483647i;
        }
    }
    for (var var_1 = -52i; var_1 == -28970i; var_1 += 1i) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        var var_2 = firstLeadingBit(vec4<u32>(1u, 1u, 1u, 1u)).yx;
        if (((5230i << ((var_2.x >> (var_2.x % 32u)) % 32u)) < (61055i / atomicMax(&wg_atomic_i32, 52897i)))) {
            let var_3 = global3[_wgslsmith_index_u32(~((var_2.x - ~var_2.x) ^ extractBits(clamp(vec3<u32>(var_2.x, 1u, 57336u), clamp(vec4<u32>(var_2.x, 33645u, 19312u, 0u), vec4<u32>(var_2.x, var_2.x, 4294967295u, 36395u), vec4<u32>(var_2.x, 26748u, 0u, var_2.x)).xxy, vec3<u32>(10956u, 14020u, 4969u) | vec3<u32>(var_2.x, var_2.x, var_2.x)).zx, 1u, dot(vec2<u32>(91922u, var_2.x), vec2<u32>(24476u, 12206u) & vec2<u32>(var_2.x, 4043u))).x), 22u)];
            let var_4 = Struct_4(global1.zy, select(vec4<u32>(25717u, var_2.x, 4294967295u, 1u) - ~vec4<u32>(1u, 1u, var_2.x, 50611u), reverseBits(vec4<u32>(var_2.x, 14027u, 8530u, var_2.x)) >> (countTrailingZeros(vec4<u32>(1u, 69312u, var_2.x, 1u)) % vec4<u32>(32u)), true) & ~reverseBits(~vec4<u32>(var_2.x, 4294967295u, var_2.x, 24471u)), vec4<i32>(-47264i, ~(u_input.a >> ((var_2.x | var_2.x) % 32u)), 1i, abs(vec4<i32>(u_input.a, u_input.a, u_input.a, 2147483647i)).x & -(~0i)), Struct_2(Struct_1(vec3<bool>(true, (arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x < arg_0[_wgslsmith_index_u32(1u, 4u)].x), u_input.a == u_input.a), vec3<u32>(var_2.x, ~var_2.x, 37640u), vec4<u32>(11352u + 4294967295u, var_2.x, countTrailingZeros(42769u), ~4294967295u)), -vec4<i32>(u_input.a, 36281i + u_input.a, 1i, u_input.a), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global1.x, -676f, -352f, 275f))).x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_div_f32(404f, -631f)), vec3<f32>(_wgslsmith_f_op_f32(189f - global1.x), var_3[_wgslsmith_index_u32(firstTrailingBit(vec2<u32>(var_2.x, var_2.x)).x, 4u)].x, _wgslsmith_div_f32(-734f, var_3[_wgslsmith_index_u32(var_2.x, 4u)].x)), global1.ywy, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1.x, -183f, var_3[_wgslsmith_index_u32(var_2.x, 4u)].x), global1.wyx, atomicCompareExchangeWeak(&wg_atomic_u32, var_2.x, var_2.x).exchanged)))), Struct_1(vec3<bool>(true, true, true), countTrailingZeros(select(~vec3<u32>(var_2.x, var_2.x, var_2.x), vec3<u32>(var_2.x, var_2.x, 1u), false)), ~insertBits(countTrailingZeros(vec4<u32>(58604u, var_2.x, 32037u, 0u)), vec4<u32>(var_2.x, 1u, var_2.x, 1u), ~14022u, abs(vec2<u32>(4294967295u, var_2.x)).x)));
            let var_5 = var_4.d.a;
            var_0 = 1u;
            break;
        } else {
            break;
        }
        loop {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            let var_3 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global1.x, global1.x, global1.x, 988f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.x, -767f, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x))))), global1.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(vec4<f32>(-2153f, 157f, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, global1.x), vec4<f32>(-1000f, arg_0[_wgslsmith_index_u32(0u, 4u)].x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-298f, -1412f, -459f, -2223f) * vec4<f32>(arg_0[_wgslsmith_index_u32(26622u, 4u)].x, arg_0[_wgslsmith_index_u32(27105u, 4u)].x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, global1.x)))).x), arg_0[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(max(global1.x, global1.x)), _wgslsmith_f_op_f32(-global1.x), 652f, 1000f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1532f, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x, global1.x))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, -629f, -1110f, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x), vec4<f32>(550f, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, -1577f, global1.x))), vec4<f32>(global1.x, 1000f, 1079f, global1.x)))) - _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0[_wgslsmith_index_u32(103567u, 4u)].x, -1611f, 197f, -141f)))))))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec2_f32(select(global1.xx, vec2<f32>(global1.x, arg_0[_wgslsmith_index_u32(54434u, 4u)].x), vec2<bool>(true, true))).x, 291f, _wgslsmith_f_op_f32(-1077f), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(global1.x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, global1.x), global1.wyy)).x)))));
            let var_4 = -u_input.a;
            let var_5 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-var_3[_wgslsmith_index_u32(extractBits(1u, 15107u, var_2.x) << (85113u % 32u), 4u)]), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(abs(var_3[_wgslsmith_index_u32(var_2.x, 4u)].yx)).x, _wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(var_2.x, 4u)].x), global1.x, _wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(var_2.x, 4u)].x)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-552f, arg_0[_wgslsmith_index_u32(32675u, 4u)].x, 609f, -1758f), var_3[_wgslsmith_index_u32(var_2.x, 4u)]))), vec4<bool>(true, true, true, true))));
            continue;
            continuing {
                let var_6 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(var_3[_wgslsmith_index_u32(~27729u, 4u)])) * _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1419f, var_3[_wgslsmith_index_u32(31521u, 4u)].x, 364f, -1000f)))), vec4<f32>(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(vec2<f32>(-471f, -652f) - global1.xz))).x, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1713f, 1000f, global1.x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x)))).x, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(min(vec3<f32>(1404f, -265f, 115f), var_3[_wgslsmith_index_u32(1u, 4u)].wzz)).x * _wgslsmith_f_op_f32(var_5.x * -1691f))))), var_3[_wgslsmith_index_u32(~var_2.x, 4u)], var_5, vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(976f, global1.x))))).x), arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_5.x, -808f, 1332f, 889f))).x * -885f), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(min(var_3[_wgslsmith_index_u32(1u, 4u)], var_3[_wgslsmith_index_u32(var_2.x, 4u)])).x * _wgslsmith_f_op_f32(2174f + arg_0[_wgslsmith_index_u32(74804u, 4u)].x))), global1.x));
                global3 = array<mat4x2<f32>, 22>();
            }
        }
        let var_3 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(-1000f))), 1000f)), vec2<f32>(_wgslsmith_f_op_f32(global1.x - -1827f), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-global1.yxy), vec3<f32>(676f, global1.x, -488f)))).x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global1.x, global1.x, 469f, global1.x))) * vec4<f32>(1416f, 1000f, -767f, global1.x)), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1.x, 1000f, global1.x, global1.x), vec4<f32>(global1.x, global1.x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, global1.x))), false)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-863f, 393f, global1.x, arg_0[_wgslsmith_index_u32(42584u, 4u)].x)), vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(20957u, 4u)].x, 1337f, global1.x), vec4<bool>(true, true, true, true))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x, global1.x, 1121f, 823f))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(305f, -1231f, 1587f, global1.x) + vec4<f32>(213f, -1217f, global1.x, arg_0[_wgslsmith_index_u32(var_2.x, 4u)].x)))), vec4<bool>(true, true, (14680i >= u_input.a) & true, true))).zy);
    }
    if (!(true || !(_wgslsmith_f_op_f32(saturate(1046f)) > _wgslsmith_f_op_vec3_f32(min(vec3<f32>(-386f, -1345f, arg_0[_wgslsmith_index_u32(99244u, 4u)].x), vec3<f32>(global1.x, arg_0[_wgslsmith_index_u32(29237u, 4u)].x, -412f))).x))) {
        var var_1 = Struct_4(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(1184f, global1.x), vec2<f32>(global1.x, 1716f))), ~vec4<u32>(1u, 1u, 1u, 1u), vec4<i32>(u_input.a, firstLeadingBit(select(vec3<i32>(-40781i, u_input.a, u_input.a), vec3<i32>(u_input.a, u_input.a, 0i), false)).x << (clamp(~0u, 0u, _wgslsmith_mod_u32(77693u, 1u)) % 32u), u_input.a, 5835i), Struct_2(Struct_1(vec3<bool>(all(vec4<bool>(true, true, false, false)), true, true), firstTrailingBit(vec3<u32>(9157u, 108u, 46353u) - vec3<u32>(44914u, 56902u, 33754u)), ~vec4<u32>(0u, 4294967295u, 1u, 21574u)), countOneBits(vec4<i32>(u_input.a, 1i, -53078i, u_input.a) & vec4<i32>(-1i, u_input.a, -32918i, 2147483647i)), mat4x3<f32>(global1.yyy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global1.xxz)), global1.wxx, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, -147f)))))), Struct_1(vec4<bool>(true, true, true, true).wwy, ~vec3<u32>(atomicExchange(&wg_atomic_u32, 33463u), 4294967295u, countOneBits(vec2<u32>(0u, 20278u)).x), ~min(vec4<u32>(71164u, 4294967295u, 32510u, 0u) + vec4<u32>(1u, 22177u, 46727u, 1u), vec4<u32>(4294967295u, 4294967295u, 4294967295u, 4294967295u))));
        (((global4)[_wgslsmith_index_u32(~var_1.b.x, 5u)])[_wgslsmith_index_u32(~var_1.e.b.x | ((~countTrailingZeros(vec3<u32>(4294967295u, 4294967295u, var_1.e.c.x)).x | firstTrailingBit(~vec2<u32>(4294967295u, 1u)).x) & var_1.d.a.b.x), 2u)]).x = -1856f;
        (global3)[_wgslsmith_index_u32(reverseBits(abs(var_1.e.b * var_1.b.wyw)).x, 22u)] = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1.x, global1.x, 1944f, -2378f), _wgslsmith_f_op_vec4_f32(vec4<f32>(-572f, -1063f, -2020f, -559f) - vec4<f32>(global1.x, -694f, -1044f, 1000f)))).x, _wgslsmith_f_op_f32(512f + _wgslsmith_f_op_f32(-(-1048f))), 626f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(select(global1.zzy, var_1.d.c[_wgslsmith_index_u32(0u, 4u)], false)).x, _wgslsmith_div_f32(1000f, 1073f), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_0[_wgslsmith_index_u32(62784u, 4u)].x, 621f, 716f, 584f))).x)), select(var_1.d.a.a, select(vec3<bool>(true, true, true), select(var_1.e.a, var_1.e.a, true), var_1.d.a.a), true))).xx, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(var_1.d.a.b.x, 4u)].x), _wgslsmith_div_f32(global1.x, 100f), arg_0[_wgslsmith_index_u32(0u + var_1.e.b.x, 4u)].x) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1.x, -533f, var_1.d.c[_wgslsmith_index_u32(var_1.d.a.b.x, 4u)].x, var_1.a.x))).zww + _wgslsmith_f_op_vec3_f32(vec3<f32>(global1.x, global1.x, -838f) + vec3<f32>(global1.x, global1.x, var_1.a.x)))), global1.zwz, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.a.x, var_1.a.x, 729f)), vec3<f32>(-2393f, 161f, arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x), !var_1.d.a.a.x)) - var_1.d.c[_wgslsmith_index_u32(countOneBits(vec2<u32>(1u, 79960u)).x, 4u)]))).yy, vec2<f32>(_wgslsmith_f_op_f32(-global1.x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(dot(var_1.e.b.xx, var_1.e.b.yz), 4u)].x) * _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(1125f, 874f, var_1.d.c[_wgslsmith_index_u32(var_1.d.a.c.x, 4u)].x), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, var_1.a.x, global1.x)), _wgslsmith_f_op_vec3_f32(step(global1.zxx, var_1.d.c[_wgslsmith_index_u32(0u, 4u)])))).x)), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1550f, 102f, 319f, arg_0[_wgslsmith_index_u32(var_1.e.b.x, 4u)].x), vec4<f32>(-404f, -639f, 1682f, -268f))))).x, var_1.a.x), global1.x));
        loop {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            break;
            continuing {
                let var_2 = Struct_3(Struct_2(var_1.e, countOneBits(min(~var_1.c, vec4<i32>(u_input.a, var_1.d.b.x, 35590i, -9869i))), var_1.d.c));
                var var_3 = Struct_4(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global1.yw * global1.zx)) * _wgslsmith_f_op_vec2_f32(exp2(var_2.a.c[_wgslsmith_index_u32(47420u, 4u)].xz))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(max(global1.wzx, _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.a.x, 394f, var_2.a.c[_wgslsmith_index_u32(1u, 4u)].x) + vec3<f32>(1276f, var_1.d.c[_wgslsmith_index_u32(8170u, 4u)].x, 345f)))).yz))), var_2.a.a.c, vec4<i32>(u_input.a, var_2.a.b.x ^ 15552i, insertBits(vec2<i32>(2147483647i, u_input.a) >> (vec2<u32>(1u, 20101u) % vec2<u32>(32u)), ~vec2<i32>(var_1.d.b.x, 19947i), 0u, 1u).x, select(u_input.a, 0i << (var_1.e.b.x % 32u), func_5(var_1.d.a.a.yy, var_1.d))) + vec4<i32>(22748i, 12142i, var_2.a.b.x, var_2.a.b.x), Struct_2(var_1.e, sign(var_1.d.b), mat4x3<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_1.a.x, global1.x, -301f, global1.x))).yzz, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global1.x, -152f, -1225f, global1.x))).wyz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(1344f, 739f, -101f)), global1.zwz)), Struct_1(select(!vec3<bool>(false, var_1.e.a.x, var_1.d.a.a.x), select(vec4<bool>(false, false, var_2.a.a.a.x, false), !vec4<bool>(true, var_1.e.a.x, false, var_1.d.a.a.x), !vec4<bool>(var_1.d.a.a.x, true, true, var_2.a.a.a.x)).wwy, var_1.d.c[_wgslsmith_index_u32(var_2.a.a.c.x, 4u)].x > var_2.a.c[_wgslsmith_index_u32(~1u, 4u)].x), vec3<u32>(28968u / 42465u, 1u, clamp(~vec4<u32>(var_1.d.a.c.x, 82432u, 67194u, 0u), vec4<u32>(0u, var_1.b.x, 27252u, 56073u) << (vec4<u32>(var_1.d.a.b.x, var_1.b.x, var_2.a.a.c.x, var_2.a.a.c.x) % vec4<u32>(32u)), ~var_2.a.a.c).x), var_2.a.a.c));
                let var_4 = true;
            }
        }
        while (!var_1.e.a.x) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            let var_2 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(341f, arg_0[_wgslsmith_index_u32(0u, 4u)].x, -550f, arg_0[_wgslsmith_index_u32(var_1.b.x, 4u)].x), vec4<f32>(global1.x, 1000f, 570f, var_1.d.c[_wgslsmith_index_u32(var_1.b.x, 4u)].x), vec4<bool>(var_1.d.a.a.x, true, false, var_1.e.a.x))).x - arg_0[_wgslsmith_index_u32(var_1.b.x + var_1.e.b.x, 4u)].x)), _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(~18379u, 4u)].x, -1159f), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(countOneBits(vec2<u32>(16313u, 3689u)).x, 4u)].x)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1.x, global1.x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, -1000f))).wxy))), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(abs(global1.zyz))))));
            var var_3 = Struct_2(Struct_1(var_1.d.a.a, ~(firstLeadingBit(var_1.d.a.c.wzx) + var_1.b.zxx), var_1.b), max(vec4<i32>(15379i, -5779i, var_1.d.b.x - u_input.a, min(vec4<i32>(var_1.c.x, u_input.a, -29423i, 2147483647i), vec4<i32>(u_input.a, u_input.a, -56914i, u_input.a)).x) | (-vec4<i32>(u_input.a, 1i, 52613i, var_1.d.b.x) ^ var_1.d.b), firstLeadingBit(vec4<i32>(-1i, countTrailingZeros(vec4<i32>(-1130i, 6454i, 41954i, u_input.a)).x, var_1.d.b.x ^ var_1.c.x, 36044i))), var_1.d.c);
            let var_4 = false;
            var var_5 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_2[_wgslsmith_index_u32(var_3.a.c.x, 2u)].x, 576f, global1.x, -834f))) * _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-938f, -879f, global1.x, global1.x)))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_0[_wgslsmith_index_u32(var_3.a.c.x, 4u)].x, _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(global1.x, -1454f))).x, _wgslsmith_div_f32(var_2[_wgslsmith_index_u32(82005u, 2u)].x, -527f), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(var_3.a.b.x, 4u)].x)))) + _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-(-644f)), _wgslsmith_f_op_f32(-(-1765f)), _wgslsmith_f_op_f32(dot(var_3.c[_wgslsmith_index_u32(var_3.a.b.x, 4u)], var_1.d.c[_wgslsmith_index_u32(3246u, 4u)])), 514f), _wgslsmith_f_op_vec4_f32(vec4<f32>(844f, -784f, 656f, -852f) - _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.d.c[_wgslsmith_index_u32(var_3.a.b.x, 4u)].x, global1.x, -661f, -436f) + vec4<f32>(var_3.c[_wgslsmith_index_u32(40791u, 4u)].x, -1000f, -2275f, -389f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -191f, -2639f, -246f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(1189f, -210f, global1.x, -1135f))))));
            (((global0)[_wgslsmith_index_u32(var_3.a.b.x, 20u)])[_wgslsmith_index_u32(var_1.b.x, 3u)]).x = var_5[_wgslsmith_index_u32(firstTrailingBit(~countTrailingZeros(vec3<u32>(var_3.a.c.x, var_1.e.b.x, ~var_3.a.b.x)).xx).x, 3u)].x;
        }
    }
    if (~atomicAdd(&wg_atomic_u32, ~17254u) <= 1u) {
        global2 = array<mat2x4<f32>, 1>();
    } else if (!select(true, i32(-2147483648) >= u_input.a, true) || true) {
        loop {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            let var_1 = global1.x > arg_0[_wgslsmith_index_u32(select(~1u * 45703u, ~select(_wgslsmith_mod_u32(25319u, 33550u), 4294967295u, (u_input.a < 25315i)), (-_wgslsmith_mod_i32(12566i, u_input.a) < _wgslsmith_mod_i32(-31894i, firstTrailingBit(vec2<i32>(44931i, u_input.a)).x))), 4u)].x;
            global0 = array<mat3x3<f32>, 20>();
            let var_2 = Struct_4(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(134f, -1651f, arg_0[_wgslsmith_index_u32(0u, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x), vec4<f32>(-246f, global1.x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, global1.x))).x, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(29957u, 4u)].x), arg_0[_wgslsmith_index_u32(26125u, 4u)].x, _wgslsmith_div_f32(1873f, arg_0[_wgslsmith_index_u32(21932u, 4u)].x))))).zy, extractBits(~reverseBits(min(vec4<u32>(7274u, 1u, 23252u, 23352u), vec4<u32>(51966u, 20042u, 20866u, 3754u))), atomicLoad(&wg_atomic_u32), insertBits((vec2<u32>(2746u, 34244u) + vec2<u32>(41071u, 4163u)) * (vec2<u32>(31121u, 4294967295u) * vec2<u32>(4329u, 99736u)), firstTrailingBit(vec4<u32>(74651u, 0u, 23743u, 0u)).ww << (select(vec4<u32>(29338u, 32896u, 2269u, 16264u), vec4<u32>(0u, 53152u, 12669u, 4294967295u), vec4<bool>(false, var_1, false, var_1)).xz % vec2<u32>(32u)), 1u, 1u).x), abs(select(~vec4<i32>(61573i, 32466i, -13917i, 29254i) * vec4<i32>(1i, 1i, 1i, 1i), ~sign(vec4<i32>(u_input.a, i32(-2147483648), u_input.a, i32(-2147483648))), vec4<bool>(select(vec4<bool>(var_1, var_1, var_1, var_1), vec4<bool>(true, var_1, var_1, var_1), vec4<bool>(var_1, true, false, var_1)).x, true, var_1 == var_1, true))), Struct_2(Struct_1(select(select(vec4<bool>(false, true, true, true), vec4<bool>(var_1, var_1, var_1, var_1), vec4<bool>(false, var_1, var_1, var_1)), select(vec4<bool>(var_1, false, var_1, var_1), vec4<bool>(false, false, var_1, var_1), false), select(vec4<bool>(true, var_1, true, var_1), vec4<bool>(false, var_1, false, true), vec4<bool>(false, true, false, false))).zwx, vec3<u32>(countOneBits(vec2<u32>(54386u, 85582u)).x, ~0u, ~22371u), firstLeadingBit(~vec4<u32>(19347u, 95063u, 4294967295u, 4214u))), ~(-countTrailingZeros(vec4<i32>(5297i, u_input.a, u_input.a, u_input.a))), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1.x, global1.x, 1028f), global1.zwx, false))), vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(1080f - 1000f), 420f), global1.xww, global1.zyx)), Struct_1(vec3<bool>(select(vec3<bool>(false, var_1, true), vec3<bool>(false, true, true), !vec3<bool>(var_1, var_1, false)).x, true, true), vec3<u32>(7663u, ~1u, 0u), vec4<u32>(reverseBits(~0u), ~4294967295u >> (~4294967295u % 32u), firstTrailingBit(vec3<u32>(1u, 1u, 1u).x), firstLeadingBit(vec4<u32>(4294967295u, 4294967295u, 4294967295u, 1u)).x)));
            continue;
            continuing {
                var var_3 = var_2;
                var var_4 = var_2.d.a;
                global2 = array<mat2x4<f32>, 1>();
                let var_5 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-252f, _wgslsmith_f_op_f32(-204f * 1572f), _wgslsmith_div_f32(-710f, arg_0[_wgslsmith_index_u32(var_3.e.c.x, 4u)].x), global1.x))) - _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2.d.c[_wgslsmith_index_u32(var_2.d.a.c.x, 4u)].x, var_3.d.c[_wgslsmith_index_u32(var_2.e.b.x, 4u)].x, -362f, var_3.d.c[_wgslsmith_index_u32(var_3.e.c.x, 4u)].x) * vec4<f32>(arg_0[_wgslsmith_index_u32(var_3.b.x, 4u)].x, -1222f, -885f, global1.x)), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_2.d.c[_wgslsmith_index_u32(1u, 4u)].x, var_3.d.c[_wgslsmith_index_u32(var_3.d.a.b.x, 4u)].x, var_3.a.x, arg_0[_wgslsmith_index_u32(31623u, 4u)].x))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-258f, global1.x, _wgslsmith_f_op_f32(ceil(1000f)), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(1162f, -191f, -1760f))).x) + _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_div_vec4_f32(vec4<f32>(var_3.a.x, var_2.d.c[_wgslsmith_index_u32(0u, 4u)].x, 355f, var_3.d.c[_wgslsmith_index_u32(var_4.c.x, 4u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(var_4.b.x, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x, 661f, var_2.d.c[_wgslsmith_index_u32(var_4.b.x, 4u)].x)))))));
            }
        }
    }
    return mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(abs(arg_0[_wgslsmith_index_u32(22786u, 4u)].x)), _wgslsmith_f_op_f32(abs(1000f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-208f, 114f, arg_0[_wgslsmith_index_u32(82485u, 4u)].x, global1.x), vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(20596u, 4u)].x, 1159f, -224f), true)).x) - _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(41721u, 4u)].x, global1.x, 1000f)))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-980f, 770f, global1.x, 2244f)) + _wgslsmith_f_op_vec4_f32(round(vec4<f32>(global1.x, global1.x, -151f, global1.x)))) * vec4<f32>(-589f, _wgslsmith_f_op_f32(-716f - -575f), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(300f, 179f, arg_0[_wgslsmith_index_u32(0u, 4u)].x, -1695f))).x, _wgslsmith_f_op_vec2_f32(exp(global1.xx)).x))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1220f, _wgslsmith_f_op_f32(-global1.x), _wgslsmith_div_f32(global1.x, -132f), _wgslsmith_f_op_f32(-(-710f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(588f, -895f, 796f, -731f) - vec4<f32>(arg_0[_wgslsmith_index_u32(34998u, 4u)].x, arg_0[_wgslsmith_index_u32(62698u, 4u)].x, 272f, global1.x)) - vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 4u)].x, global1.x, -945f, arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x)))))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(global1.x, 591f), arg_0[_wgslsmith_index_u32(1u, 4u)])).x, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(172f, global1.x, -1000f, -1000f))).x, -1031f, _wgslsmith_f_op_f32(-1296f - -546f)) * _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1617f, -101f, 1198f, -1479f)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 159f, 548f, -100f))))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1.x, global1.x, 1820f, 1236f), vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, 1000f, -278f))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.x, -263f, 2106f, 932f)))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.x, arg_0[_wgslsmith_index_u32(21762u, 4u)].x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, -1509f)) * _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 4u)].x, global1.x, arg_0[_wgslsmith_index_u32(0u, 4u)].x, global1.x)))))));
}

fn func_2(arg_0: i32, arg_1: mat4x4<f32>) -> u32 {
    for (var var_0 = 1i; (var_0 < 2147483647i); ) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        if (false) {
            var var_1 = _wgslsmith_f_op_vec2_f32(vec2<f32>(989f, _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(1u, 4u)].x - global1.x)) + vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-536f)) * _wgslsmith_f_op_f32(-global1.x))), arg_1[_wgslsmith_index_u32(1u, 4u)].x));
            var var_2 = (-arg_0 >= ~u_input.a) && !(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(arg_1[_wgslsmith_index_u32(1u, 4u)].wy)).x) != var_1.x);
            var var_3 = vec2<u32>(countOneBits(~vec3<u32>(1u, 1u, 1u).x), ~reverseBits(min(vec3<u32>(19083u, 24766u, 21527u), vec3<u32>(72728u, 18133u, 39987u)).x));
            var var_4 = Struct_1(vec4<bool>(true, true, true, true).yww, vec3<u32>(0u, min(vec2<u32>(var_3.x, var_3.x) - max(vec3<u32>(var_3.x, var_3.x, var_3.x), vec3<u32>(var_3.x, var_3.x, 0u)).xy, ~vec2<u32>(0u, 69807u)).x, ~(~(var_3.x & var_3.x))), vec4<u32>(33203u, 3437u, ~43882u + var_3.x, min(abs(vec4<u32>(var_3.x, 21589u, var_3.x, 0u)).xx, vec2<u32>(9798u, var_3.x) - (vec2<u32>(0u, var_3.x) + vec2<u32>(0u, 4294967295u))).x));
        }
        while (!(!atomicCompareExchangeWeak(&wg_atomic_i32, arg_0, 48572i).exchanged)) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            var var_1 = 19336u;
            var var_2 = vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(1u, 4u)].zw), global1.zy) * vec2<f32>(_wgslsmith_f_op_vec4_f32(sign(arg_1[_wgslsmith_index_u32(1u, 4u)])).x, _wgslsmith_f_op_vec4_f32(saturate(arg_1[_wgslsmith_index_u32(13273u, 4u)])).x)), _wgslsmith_f_op_vec3_f32(trunc(global1.ywy)).zz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global1.x, arg_1[_wgslsmith_index_u32(1u, 4u)].x))) + global1.ww))).x, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-436f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-614f)) * _wgslsmith_f_op_f32(exp(arg_1[_wgslsmith_index_u32(0u, 4u)].x)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(1075f, _wgslsmith_f_op_f32(184f + global1.x))), vec2<bool>(true, true))).x, 2376f);
        }
        continue;
    }
    if (true) {
    }
    var var_0 = ~vec4<u32>(min(vec2<u32>(abs(vec4<u32>(4294967295u, 0u, 4294967295u, 1u)).x, ~54783u), vec2<u32>(countTrailingZeros(vec3<u32>(55238u, 4294967295u, 0u)).x, ~0u)).x, ~countTrailingZeros(vec2<u32>(1u, 1u)).x, 1u, ~(~1u));
    var var_1 = 19914u;
    var var_2 = (insertBits(~vec4<u32>(var_0.x, var_0.x, 1u, var_0.x) & ~vec4<u32>(var_0.x, 1u, var_0.x, var_0.x), vec4<u32>(~49341u, 63973u, 14278u, select(vec2<u32>(var_0.x, 1u), vec2<u32>(var_0.x, var_0.x), vec2<bool>(false, false)).x), ~firstLeadingBit(vec2<u32>(1u, var_0.x)).x, ~58540u | var_0.x) * vec4<u32>(countLeadingZeros(vec3<u32>(var_0.x, 0u, 50875u) & var_0.zyy).x, ~clamp(vec4<u32>(var_0.x, var_0.x, 1u, var_0.x), vec4<u32>(var_0.x, 4294967295u, 4294967295u, var_0.x), vec4<u32>(var_0.x, 33631u, var_0.x, var_0.x)).x, firstTrailingBit(var_0.x), (28454u - var_0.x) | var_0.x)) ^ ~vec4<u32>(1u + (var_0.x ^ 4294967295u), var_0.x, var_0.x, var_0.x);
    return 1u;
}

fn func_1(arg_0: mat2x2<f32>) -> vec3<u32> {
    while (!atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 1u).exchanged) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    ((global4)[_wgslsmith_index_u32(83216u, 5u)])[_wgslsmith_index_u32(extractBits(vec2<u32>(~1u, 53951u), func_2(u_input.a, func_3(func_4(mat3x4<f32>(vec4<f32>(-1949f, -2149f, -916f, arg_0[_wgslsmith_index_u32(58443u, 2u)].x), vec4<f32>(702f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 502f, -166f), vec4<f32>(-844f, arg_0[_wgslsmith_index_u32(27460u, 2u)].x, -798f, -994f))))), 1u - ~abs(vec2<u32>(4294967295u, 0u)).x).x, 2u)] = vec4<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(dot(vec2<u32>(29702u, ~1u), vec2<u32>(0u, _wgslsmith_mod_u32(1u, 116863u))), 2u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1108f - arg_0[_wgslsmith_index_u32(countTrailingZeros(firstLeadingBit(vec4<u32>(24328u, 4294967295u, 1u, 1u)).zw).x, 2u)].x) - _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-232f, 1180f, global1.x, global1.x), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 2u)].x, -1184f, -2158f, -793f) * vec4<f32>(-340f, 1198f, -639f, 180f)), vec4<bool>(true, true, true, true))))).x), _wgslsmith_div_f32(833f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1000f, arg_0[_wgslsmith_index_u32(1u, 2u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, -1311f))).x)), _wgslsmith_f_op_f32(921f * _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 24203u) >> (4294967295u % 32u), 2u)].x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.x * 1873f)))));
    let var_0 = _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1028f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0[_wgslsmith_index_u32(15629u, 2u)].x, -1562f))))))).zzy;
    while (true) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        break;
    }
    var var_1 = false;
    return (min(~vec4<u32>(1u, 1u, 1u, 1u), abs(vec4<u32>(64928u, 37895u, 27656u, 4294967295u)) >> (firstTrailingBit(vec4<u32>(4294967295u, 2558u, 1u, 1u)) % vec4<u32>(32u))).wyx + (~(vec3<u32>(1u, 60481u, 4294967295u) / vec3<u32>(46238u, 40967u, 4304u)) * vec3<u32>(1u, 1u, 1u))) * (~(~vec3<u32>(4294967295u, 4294967295u, 4294967295u) + ~vec3<u32>(45555u, 23422u, 1u)) * (((vec3<u32>(0u, 80999u, 13819u) * vec3<u32>(101962u, 1u, 1u)) - abs(vec3<u32>(24439u, 0u, 1u))) - vec3<u32>(~24755u, 42618u, firstLeadingBit(vec4<u32>(23435u, 23157u, 647u, 0u)).x)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    for (var var_0: i32; true; global0 = array<mat3x3<f32>, 20>()) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
    }
    if (true) {
        switch (~(~(-10368i))) {
            default: {
                var var_0 = Struct_2(Struct_1(vec3<bool>(true, (builtin_local_invocation_id.x > 4294967295u) | (u_input.a > u_input.a), true), ~(~builtin_local_invocation_id + func_1(mat2x2<f32>(global1.zw, vec2<f32>(global1.x, global1.x)))), reverseBits(~vec4<u32>(18842u, builtin_num_workgroups.x, builtin_local_invocation_index, builtin_global_invocation_id.x))), (~(~vec4<i32>(2147483647i, -1i, -27994i, u_input.a)) >> ((vec4<u32>(39190u, builtin_local_invocation_index, 9192u, 4294967295u) - _wgslsmith_mod_vec4_u32(vec4<u32>(4294967295u, builtin_num_workgroups.x, builtin_global_invocation_id.x, 0u), vec4<u32>(builtin_num_workgroups.x, builtin_num_workgroups.x, builtin_num_workgroups.x, 0u))) % vec4<u32>(32u))) / firstLeadingBit(~(vec4<i32>(i32(-2147483648), -50114i, u_input.a, u_input.a) >> (vec4<u32>(builtin_local_invocation_index, 2548u, 0u, builtin_local_invocation_id.x) % vec4<u32>(32u)))), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-global1.zyw), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, global1.x, 845f) + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1086f, global1.x, global1.x, global1.x), vec4<f32>(233f, -1312f, 547f, global1.x), vec4<bool>(true, false, false, true))).yyz) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.x, -165f, -226f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(303f, global1.x, global1.x, global1.x)))).yzx), _wgslsmith_f_op_vec3_f32(round(global1.xwz))));
                let var_1 = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(step(var_0.c[_wgslsmith_index_u32(~0u, 4u)], vec3<f32>(var_0.c[_wgslsmith_index_u32(20421u, 4u)].x, global1.x, 340f))).x, _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.c[_wgslsmith_index_u32(var_0.a.c.x, 4u)].x, global1.x, global1.x, 1000f))).yzx)).x, _wgslsmith_f_op_f32(global1.x + global1.x))) + vec3<f32>(_wgslsmith_div_f32(1675f, _wgslsmith_f_op_f32(-(-197f))), _wgslsmith_f_op_f32(var_0.c[_wgslsmith_index_u32(countTrailingZeros(var_0.a.c.zw).x, 4u)].x * _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1.x, -339f)))).x), global1.x));
                let var_2 = _wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1113f))), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.c[_wgslsmith_index_u32(var_0.a.b.x, 4u)].x, 1792f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(var_1.zx, vec2<f32>(507f, -847f), false)).x - _wgslsmith_f_op_vec3_f32(fract(var_1)).x), var_0.c[_wgslsmith_index_u32(~1u + (var_0.a.c.x * builtin_local_invocation_id.x), 4u)].x), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(abs(var_1.x))), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(var_1 + var_1))).x, var_0.c[_wgslsmith_index_u32(clamp(var_0.a.b.xy, vec2<u32>(var_0.a.b.x, 54505u), ~vec2<u32>(builtin_num_workgroups.x, builtin_local_invocation_id.x)).x, 4u)].x, _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(var_1.x, global1.x), _wgslsmith_f_op_vec2_f32(vec2<f32>(-411f, -1000f) - vec2<f32>(var_0.c[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, 208f)), vec2<f32>(-1160f, global1.x))).x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1137f, _wgslsmith_f_op_f32(-var_1.x), _wgslsmith_f_op_f32(-1083f * 194f), -1649f)) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_1.x, 442f, var_0.c[_wgslsmith_index_u32(var_0.a.b.x, 4u)].x, 828f))))))).x;
                let var_3 = Struct_4(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(max(var_1, _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_2, global1.x, -1097f)))).x, var_2)), _wgslsmith_mod_vec4_u32(reverseBits(vec4<u32>(insertBits(vec3<u32>(4294967295u, builtin_local_invocation_index, 26402u), builtin_local_invocation_id, builtin_global_invocation_id.x, 0u).x, 16277u, builtin_local_invocation_index, 0u)), select(vec4<u32>(atomicMax(&wg_atomic_u32, 27866u), countOneBits(var_0.a.c).x, ~0u, 1u), vec4<u32>(~builtin_local_invocation_id.x, var_0.a.c.x << (var_0.a.c.x % 32u), 4294967295u, 38277u << (builtin_global_invocation_id.x % 32u)), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0.c[_wgslsmith_index_u32(14021u, 4u)].x, global1.x, var_1.x, var_1.x))).x <= -1144f)), ~var_0.b, Struct_2(var_0.a, countTrailingZeros(vec4<i32>(1i, _wgslsmith_mod_i32(var_0.b.x, 1i), 1i, clamp(var_0.b.xx, vec2<i32>(var_0.b.x, var_0.b.x), vec2<i32>(var_0.b.x, u_input.a)).x)), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-697f, var_2, -1944f)) * global1.xyw), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-1624f, 1286f, global1.x))), vec3<f32>(342f, _wgslsmith_f_op_f32(-var_1.x), -1543f), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(843f, 1053f, 1382f))))), Struct_1(vec3<bool>(func_2(i32(-2147483648), mat4x4<f32>(vec4<f32>(443f, 2353f, var_0.c[_wgslsmith_index_u32(29129u, 4u)].x, 1442f), vec4<f32>(2614f, -1475f, global1.x, var_2), vec4<f32>(var_1.x, var_1.x, -1530f, var_2), vec4<f32>(1000f, 1573f, 362f, -337f))) == 1u, false, var_0.a.a.x), ~builtin_num_workgroups, (vec4<u32>(130510u, 0u, 1u, builtin_local_invocation_id.x) & ~var_0.a.c) << (countTrailingZeros(select(vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_index, builtin_local_invocation_id.x, builtin_local_invocation_id.x), var_0.a.c, false)) % vec4<u32>(32u))));
            }
        }
        if (true) {
            let var_0 = Struct_3(Struct_2(Struct_1(vec3<bool>(true, true, true), ~(vec3<u32>(1u, 0u, builtin_local_invocation_index) << (vec3<u32>(4294967295u, builtin_global_invocation_id.x, builtin_local_invocation_index) % vec3<u32>(32u))), vec4<u32>(builtin_local_invocation_index, countOneBits(1u), 37482u << (builtin_num_workgroups.x % 32u), firstTrailingBit(vec3<u32>(builtin_num_workgroups.x, 1u, builtin_local_invocation_index)).x)), -(select(vec4<i32>(u_input.a, 0i, 25445i, 67709i), vec4<i32>(-6962i, u_input.a, 22783i, u_input.a), vec4<bool>(true, true, false, true)) & vec4<i32>(1i, 1i, u_input.a, u_input.a)), mat4x3<f32>(global1.xwx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global1.ywz - vec3<f32>(global1.x, global1.x, global1.x)) + _wgslsmith_f_op_vec3_f32(exp(global1.zyz))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(global1.zxy, global1.zyz))), func_3(mat4x2<f32>(vec2<f32>(322f, 809f), vec2<f32>(global1.x, -1241f), vec2<f32>(global1.x, global1.x), vec2<f32>(global1.x, global1.x)))[_wgslsmith_index_u32((37425u - builtin_local_invocation_index) * (builtin_local_invocation_index >> (builtin_global_invocation_id.x % 32u)), 4u)].xyy)));
            ((global3)[_wgslsmith_index_u32(var_0.a.a.c.x << (1u % 32u), 22u)])[_wgslsmith_index_u32(~1u, 4u)] = vec2<f32>(_wgslsmith_f_op_f32(1247f - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-304f)))), _wgslsmith_f_op_f32(-227f));
            let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(var_0.a.c[_wgslsmith_index_u32(1u, 4u)]))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.x, 539f, 341f)))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.a.c[_wgslsmith_index_u32(builtin_num_workgroups.x - 1u, 4u)].x, _wgslsmith_f_op_f32(-125f), global1.x) * _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global1.x, global1.x, 1116f)))) * global1.xzz));
            let var_2 = Struct_4(var_0.a.c[_wgslsmith_index_u32(select(vec4<u32>(~builtin_local_invocation_id.x | _wgslsmith_mod_u32(2745u, builtin_local_invocation_index), 4294967295u, ~insertBits(vec2<u32>(builtin_local_invocation_index, 38038u), builtin_local_invocation_id.yz, builtin_global_invocation_id.x, 4294967295u).x, builtin_global_invocation_id.x), select(var_0.a.a.c, select(abs(var_0.a.a.c), ~var_0.a.a.c, !var_0.a.a.a.x), select(!vec4<bool>(var_0.a.a.a.x, var_0.a.a.a.x, var_0.a.a.a.x, var_0.a.a.a.x), !vec4<bool>(var_0.a.a.a.x, var_0.a.a.a.x, var_0.a.a.a.x, true), !vec4<bool>(false, false, var_0.a.a.a.x, var_0.a.a.a.x))), vec4<bool>(false, var_0.a.a.a.x | true, true, true)).x, 4u)].xx, countLeadingZeros(~(~firstTrailingBit(vec4<u32>(builtin_local_invocation_id.x, builtin_global_invocation_id.x, 1089u, builtin_num_workgroups.x)))), countOneBits(-vec4<i32>(25890i, u_input.a, -(-10631i), var_0.a.b.x)), var_0.a, var_0.a.a);
        }
    } else {
        var var_0 = Struct_3(Struct_2(Struct_1(vec3<bool>(true, true, true), builtin_num_workgroups, _wgslsmith_mod_vec4_u32(vec4<u32>(builtin_global_invocation_id.x, builtin_global_invocation_id.x, builtin_local_invocation_id.x, 42240u), vec4<u32>(58173u, builtin_local_invocation_index, builtin_global_invocation_id.x, builtin_local_invocation_index))), countOneBits(-vec4<i32>(37010i, u_input.a, u_input.a, 39036i) + firstTrailingBit(vec4<i32>(-31855i, u_input.a, 371i, u_input.a))), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(-1299f, -2267f, -450f), global1.xzx, global1.wxz))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global1.zwz + global1.xzz)), global1.yyw, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.x, 744f, 1000f)), vec3<f32>(global1.x, 535f, 1000f)))));
        let var_1 = global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)];
        var var_2 = var_0.a;
    }
    var var_0 = Struct_4(vec2<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-global1.xx))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global1.x, -759f, global1.x, global1.x))).wzx)).x)), ~extractBits(abs(vec4<u32>(0u, builtin_num_workgroups.x, 2049u, 14189u) / vec4<u32>(13384u, builtin_local_invocation_id.x, builtin_local_invocation_index, builtin_local_invocation_index)), (builtin_local_invocation_id.x >> (builtin_global_invocation_id.x % 32u)) / 1u, builtin_global_invocation_id.x), -_wgslsmith_mod_vec4_i32(~(~vec4<i32>(i32(-2147483648), 1i, u_input.a, u_input.a)), -abs(vec4<i32>(-50637i, u_input.a, 1i, u_input.a))), Struct_2(Struct_1(vec3<bool>(true, true, true), vec3<u32>(~builtin_global_invocation_id.x, ~builtin_global_invocation_id.x, 21308u << (builtin_num_workgroups.x % 32u)), vec4<u32>(12628u, firstLeadingBit(vec4<u32>(builtin_local_invocation_id.x, builtin_global_invocation_id.x, 59492u, builtin_global_invocation_id.x)).x, 17448u * builtin_num_workgroups.x, insertBits(vec3<u32>(builtin_local_invocation_index, builtin_num_workgroups.x, builtin_local_invocation_id.x), vec3<u32>(1u, builtin_global_invocation_id.x, 1u), builtin_local_invocation_index, builtin_local_invocation_index).x)), ~select(vec4<i32>(1i, u_input.a, u_input.a, u_input.a), vec4<i32>(u_input.a, u_input.a, 0i, -1i), true), mat4x3<f32>(global1.wyw, vec3<f32>(-134f, _wgslsmith_f_op_f32(-(-836f)), _wgslsmith_f_op_f32(-global1.x)), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1000f, 253f, global1.x, global1.x))))).xxy, _wgslsmith_f_op_vec3_f32(-global1.yzz))), Struct_1(vec3<bool>(true, true, true), vec3<u32>(93659u, builtin_global_invocation_id.x, 4067u), extractBits(vec4<u32>(insertBits(vec4<u32>(48612u, builtin_local_invocation_index, builtin_local_invocation_id.x, 0u), vec4<u32>(28779u, 17420u, 24143u, 59025u), 4294967295u, builtin_local_invocation_id.x).x, builtin_num_workgroups.x, dot(vec4<u32>(builtin_num_workgroups.x, builtin_num_workgroups.x, 12958u, 31444u), vec4<u32>(builtin_num_workgroups.x, builtin_global_invocation_id.x, builtin_local_invocation_index, builtin_local_invocation_index)), firstLeadingBit(builtin_global_invocation_id).x), 8974u, extractBits(clamp(vec3<u32>(builtin_num_workgroups.x, 24767u, 1u), builtin_global_invocation_id, builtin_num_workgroups), builtin_global_invocation_id.x, builtin_global_invocation_id.x).x)));
    var var_1 = Struct_3(Struct_2(var_0.d.a, countTrailingZeros(select(sign(vec4<i32>(60864i, -52778i, var_0.c.x, -15369i)), var_0.d.b << (vec4<u32>(34719u, 0u, 82858u, builtin_local_invocation_id.x) % vec4<u32>(32u)), vec4<bool>(var_0.d.a.a.x, var_0.d.a.a.x, var_0.d.a.a.x, var_0.e.a.x))), mat4x3<f32>(global1.zyx, global1.xxx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1222f, -390f, var_0.d.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, global1.x))).xzw), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(clamp(global1.zyy, vec3<f32>(global1.x, 1031f, global1.x), vec3<f32>(var_0.d.c[_wgslsmith_index_u32(56946u, 4u)].x, var_0.d.c[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0.d.c[_wgslsmith_index_u32(4294967295u, 4u)].x))))))));
    loop {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        let var_2 = var_1.a.a.a.x;
    }
    loop {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        while (any(vec3<bool>(var_0.d.a.a.x, any(var_0.e.a), var_1.a.a.a.x))) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
        }
        var var_2 = global0[_wgslsmith_index_u32(var_0.e.b.x, 20u)];
        ((var_2)[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)]).x = _wgslsmith_f_op_vec2_f32(step(global1.ww, _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-var_0.a.x), _wgslsmith_f_op_vec3_f32(exp(global1.wxy)).x), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(1u, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x, 2470f, -442f) * vec4<f32>(var_1.a.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 350f, var_2[_wgslsmith_index_u32(1u, 3u)].x, 1271f)))).xwx, _wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(-1205f, var_1.a.c[_wgslsmith_index_u32(0u, 4u)].x, -1000f), vec3<f32>(var_1.a.c[_wgslsmith_index_u32(0u, 4u)].x, -1000f, 877f)), var_0.d.c[_wgslsmith_index_u32(~5378u, 4u)]), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(var_1.a.c[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], var_0.d.c[_wgslsmith_index_u32(1u, 4u)])) + _wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(4294967295u, 3u)] + global1.xzw)))).xz))).x;
        var var_3 = var_1.a.a;
        switch (atomicXor(&wg_atomic_i32, -257i)) {
            default: {
                global4 = array<mat2x4<f32>, 5>();
                let var_4 = firstLeadingBit(var_0.d.b).x == var_0.d.b.x;
            }
        }
    }
    (global1).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(384f + _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(-(-804f)), 775f, global1.x, _wgslsmith_f_op_vec2_f32(min(global1.yz, vec2<f32>(global1.x, var_1.a.c[_wgslsmith_index_u32(0u, 4u)].x))).x))).x));
    loop {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        let var_2 = ~var_0.b.zz;
        var var_3 = !vec2<bool>(var_1.a.a.a.x, 0u > var_1.a.a.c.x);
        loop {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            var var_4 = -1i;
            var var_5 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(var_0.d.c[_wgslsmith_index_u32(35734u, 4u)].x * -1133f), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1.x, -827f, -2536f, var_0.d.c[_wgslsmith_index_u32(8338u, 4u)].x), vec4<f32>(-524f, var_0.a.x, 812f, var_1.a.c[_wgslsmith_index_u32(1u, 4u)].x))))).yzz, var_0.d.c[_wgslsmith_index_u32(~abs(vec4<u32>(1u, 0u, 1u, 4294967295u)).x, 4u)])), var_1.a.c[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -532f), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(global1.x - 221f), _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(select(global1.xy, var_0.d.c[_wgslsmith_index_u32(var_1.a.a.b.x, 4u)].zz, var_1.a.a.a.x)).x, global1.x), _wgslsmith_f_op_f32(-2527f + _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1369f, global1.x, 1724f, var_0.a.x), vec4<f32>(1549f, var_0.a.x, var_1.a.c[_wgslsmith_index_u32(16734u, 4u)].x, global1.x))).x), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec2_f32(sign(var_0.d.c[_wgslsmith_index_u32(var_2.x, 4u)].zy)).x))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(668f, var_0.d.c[_wgslsmith_index_u32(0u, 4u)].x, var_1.a.c[_wgslsmith_index_u32(4294967295u, 4u)].x, var_1.a.c[_wgslsmith_index_u32(var_1.a.a.c.x, 4u)].x) * vec4<f32>(-1000f, global1.x, 920f, 519f)))))));
        }
        let var_4 = Struct_2(Struct_1(!vec3<bool>(!var_3.x, true, true), ~(~abs(vec4<u32>(builtin_num_workgroups.x, 1014u, var_1.a.a.b.x, 4294967295u)).xzx), vec4<u32>(2450u, ~var_1.a.a.c.x, builtin_num_workgroups.x, 79289u) + var_1.a.a.c), max(vec4<i32>(-1i, i32(-2147483648) - var_0.d.b.x, ~8707i, 1i * -26468i), max(firstTrailingBit(var_1.a.b), var_1.a.b)) >> (firstLeadingBit(var_0.d.a.c / ~vec4<u32>(builtin_num_workgroups.x, var_2.x, builtin_global_invocation_id.x, 0u)) % vec4<u32>(32u)), var_0.d.c);
        for (var var_5 = var_1.a.b.x; ; ) {
            if (LOOP_COUNTERS[22u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
            var var_6 = var_1.a;
        }
    }
    let x = u_input.a;
    s_output = StorageBuffer(var_1.a.c, u_input.a, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1.x, -132f, var_0.a.x) + var_1.a.c[_wgslsmith_index_u32(var_0.b.x, 4u)]), vec3<f32>(_wgslsmith_f_op_f32(-592f * 1774f), _wgslsmith_f_op_f32(-678f + 600f), var_0.a.x))), var_1.a.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], var_0.d.a.a)).x);
}

