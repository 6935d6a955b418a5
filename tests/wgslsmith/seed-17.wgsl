// {"0:0":[24,40,37,216,201,201,128,250,165,163,192,14,14,213,7,202,194,74,49,206,190,91,8,191,193,77,110,151,207,103,90,173]}
// Seed: 17

struct Struct_1 {
    @align(8)
    a: bool,
    @align(64)
    b: mat2x4<f32>,
}

struct Struct_2 {
    a: Struct_1,
}

struct Struct_3 {
    a: vec2<i32>,
    @align(16)
    b: i32,
    c: Struct_1,
    @align(16)
    @size(16)
    d: vec4<i32>,
    e: f32,
}

struct Struct_4 {
    @align(4)
    a: u32,
}

struct UniformBuffer {
    @size(16)
    a: vec4<i32>,
    @size(4)
    b: i32,
    c: vec2<i32>,
}

struct StorageBuffer {
    @align(64)
    @size(32)
    a: mat2x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: array<f32, 21> = array<f32, 21>(629f, -920f, 664f, 2775f, 1005f, 1943f, 420f, -208f, -567f, -957f, 1248f, 3081f, -767f, 188f, 669f, -424f, 147f, 236f, 723f, 578f, -439f);

var<private> global1: array<Struct_3, 20> = array<Struct_3, 20>(Struct_3(vec2<i32>(24365i, -36913i), i32(-2147483648), Struct_1(true, mat2x4<f32>(vec4<f32>(-286f, -215f, -1142f, 1432f), vec4<f32>(-1393f, 562f, 564f, -422f))), vec4<i32>(41614i, 1i, -38211i, 30519i), 524f), Struct_3(vec2<i32>(36789i, 1767i), 1i, Struct_1(true, mat2x4<f32>(vec4<f32>(-765f, 1096f, 1579f, -2659f), vec4<f32>(-886f, -1246f, 625f, -122f))), vec4<i32>(16568i, 44370i, -28648i, 0i), -1652f), Struct_3(vec2<i32>(1i, -89334i), 28129i, Struct_1(true, mat2x4<f32>(vec4<f32>(974f, -561f, -750f, -356f), vec4<f32>(-2401f, 381f, -2317f, 599f))), vec4<i32>(-1i, 48328i, 1i, -753i), 428f), Struct_3(vec2<i32>(24160i, 2147483647i), 40196i, Struct_1(true, mat2x4<f32>(vec4<f32>(257f, 321f, 894f, -103f), vec4<f32>(1556f, -712f, 444f, 354f))), vec4<i32>(-67573i, 0i, -21526i, 11998i), 378f), Struct_3(vec2<i32>(i32(-2147483648), 45808i), i32(-2147483648), Struct_1(true, mat2x4<f32>(vec4<f32>(331f, 680f, -2248f, 1000f), vec4<f32>(325f, 357f, -1000f, 927f))), vec4<i32>(-39723i, i32(-2147483648), -1i, -3237i), 108f), Struct_3(vec2<i32>(-774i, i32(-2147483648)), 988i, Struct_1(false, mat2x4<f32>(vec4<f32>(2332f, -251f, 550f, 1113f), vec4<f32>(-964f, -996f, -1000f, 2717f))), vec4<i32>(65422i, 11901i, 52286i, i32(-2147483648)), 1080f), Struct_3(vec2<i32>(6086i, 2147483647i), 74103i, Struct_1(false, mat2x4<f32>(vec4<f32>(2731f, 1153f, 507f, 2141f), vec4<f32>(154f, 1190f, -373f, 649f))), vec4<i32>(i32(-2147483648), -3953i, 0i, 21788i), 452f), Struct_3(vec2<i32>(-17578i, 1i), -1i, Struct_1(false, mat2x4<f32>(vec4<f32>(1000f, -677f, 1692f, 1459f), vec4<f32>(675f, -219f, -1000f, 789f))), vec4<i32>(-17536i, -1i, 34814i, -24124i), -1134f), Struct_3(vec2<i32>(-729i, 2147483647i), 36797i, Struct_1(false, mat2x4<f32>(vec4<f32>(-1000f, -1048f, 686f, 807f), vec4<f32>(347f, -1701f, -374f, -899f))), vec4<i32>(i32(-2147483648), -14555i, 2147483647i, 2147483647i), -1255f), Struct_3(vec2<i32>(25011i, -14740i), 2147483647i, Struct_1(true, mat2x4<f32>(vec4<f32>(-797f, 234f, -1698f, -165f), vec4<f32>(-173f, 762f, -691f, 609f))), vec4<i32>(25881i, -1633i, i32(-2147483648), -10780i), -396f), Struct_3(vec2<i32>(9661i, -66541i), -74028i, Struct_1(false, mat2x4<f32>(vec4<f32>(-907f, 473f, -232f, 992f), vec4<f32>(1747f, -528f, -834f, 560f))), vec4<i32>(0i, -37351i, -33961i, -1312i), 965f), Struct_3(vec2<i32>(-29324i, 37448i), 0i, Struct_1(false, mat2x4<f32>(vec4<f32>(1277f, -999f, 622f, -2696f), vec4<f32>(-1174f, 1108f, -307f, -329f))), vec4<i32>(1i, -1i, -19541i, -1i), -359f), Struct_3(vec2<i32>(i32(-2147483648), -43710i), 0i, Struct_1(false, mat2x4<f32>(vec4<f32>(-1276f, -488f, -177f, 1021f), vec4<f32>(607f, 473f, -769f, -522f))), vec4<i32>(i32(-2147483648), 1i, -56210i, 2147483647i), 3101f), Struct_3(vec2<i32>(48130i, 2147483647i), 2147483647i, Struct_1(false, mat2x4<f32>(vec4<f32>(-424f, -1361f, -185f, 479f), vec4<f32>(-1376f, 709f, 708f, -733f))), vec4<i32>(1891i, 298i, 18295i, 14390i), -884f), Struct_3(vec2<i32>(-1i, -65167i), i32(-2147483648), Struct_1(false, mat2x4<f32>(vec4<f32>(751f, -169f, 2415f, 1003f), vec4<f32>(-1959f, -1000f, 1301f, -1076f))), vec4<i32>(-1i, 2147483647i, -16683i, 1046i), 1106f), Struct_3(vec2<i32>(-1i, 1i), 0i, Struct_1(false, mat2x4<f32>(vec4<f32>(313f, -909f, 1128f, -579f), vec4<f32>(-1513f, 1189f, -1000f, -541f))), vec4<i32>(0i, 67481i, 3683i, -29027i), -395f), Struct_3(vec2<i32>(-1i, 2401i), 9709i, Struct_1(true, mat2x4<f32>(vec4<f32>(-857f, -789f, -180f, -267f), vec4<f32>(-1827f, 1903f, -682f, -481f))), vec4<i32>(2147483647i, 5912i, 25291i, -1i), 734f), Struct_3(vec2<i32>(1i, -50791i), -1i, Struct_1(false, mat2x4<f32>(vec4<f32>(-1505f, -1110f, 1000f, -1259f), vec4<f32>(-765f, 100f, -230f, -1682f))), vec4<i32>(-3227i, 2147483647i, -1i, -1i), 984f), Struct_3(vec2<i32>(2147483647i, -11287i), -22201i, Struct_1(false, mat2x4<f32>(vec4<f32>(239f, 1075f, 1616f, -2081f), vec4<f32>(-253f, 1000f, 226f, 657f))), vec4<i32>(-7510i, 26776i, -27643i, -1i), -1951f), Struct_3(vec2<i32>(-25963i, 6732i), 7184i, Struct_1(false, mat2x4<f32>(vec4<f32>(1006f, -337f, 1000f, -505f), vec4<f32>(-228f, -937f, 304f, -1808f))), vec4<i32>(1i, 4580i, 43133i, 28853i), 1374f));

var<workgroup> global2: bool;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 23>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
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

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn func_3() -> u32 {
    global2 = any(select(vec4<bool>(!atomicCompareExchangeWeak(&wg_atomic_u32, 28707u, 4294967295u).exchanged, true, true, !atomicCompareExchangeWeak(&wg_atomic_u32, 78899u, 1u).exchanged), vec4<bool>(true, true, true, true), !vec4<bool>(true, true, true, u_input.b >= i32(-2147483648))).yzy);
    return 4294967295u;
}

fn func_5(arg_0: Struct_1) -> mat4x2<f32> {
    ((global1)[_wgslsmith_index_u32(16346u, 20u)]).b = u_input.a.x;
    var var_0 = _wgslsmith_mod_vec3_i32(vec3<i32>(i32(-2147483648), -1i, select(u_input.a.zxx, ~u_input.a.wxx, vec3<bool>(arg_0.a, false, true)).x) / ~(vec3<i32>(-35540i, 1i, u_input.b) ^ select(u_input.a.xzw, u_input.a.www, vec3<bool>(arg_0.a, arg_0.a, arg_0.a))), u_input.a.wzy);
    switch (~(~max(vec3<i32>(1i, -54268i, var_0.x) >> (vec3<u32>(16776u, 1u, 9291u) % vec3<u32>(32u)), ~vec3<i32>(i32(-2147483648), -13258i, var_0.x)).x + -1i)) {
        case -16262i: {
            loop {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                let var_1 = ~0u;
            }
        }
        case 10270i: {
            (var_0).x = 41906i;
            var var_1 = Struct_2(arg_0);
            global2 = true;
        }
        case 18927i: {
            while (true | arg_0.a) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            }
            switch ((-atomicAnd(&wg_atomic_i32, -(-63523i)) + ~(-(-1i) / var_0.x)) >> (firstTrailingBit(4294967295u * ~firstTrailingBit(vec4<u32>(3280u, 26929u, 7521u, 71793u)).x) % 32u)) {
                case 1i: {
                    var var_1 = ~firstLeadingBit(max(select(vec4<u32>(1u, 4294967295u, 121623u, 21684u), vec4<u32>(34275u, 19550u, 19106u, 1u), vec4<bool>(arg_0.a, false, arg_0.a, true)), ~vec4<u32>(1u, 4777u, 4294967295u, 31899u)) << (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u)));
                    let var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-1100f + _wgslsmith_f_op_vec4_f32(exp(arg_0.b[_wgslsmith_index_u32(30616u, 2u)])).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_1.x, 21u)]))) + arg_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(12661u, 115045u), 2u)].yz), _wgslsmith_f_op_vec2_f32(arg_0.b[_wgslsmith_index_u32(var_1.x - ((32022u & var_1.x) + var_1.x), 2u)].zy * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_0.b[_wgslsmith_index_u32(var_1.x, 2u)].xw + arg_0.b[_wgslsmith_index_u32(var_1.x, 2u)].ww) - _wgslsmith_f_op_vec3_f32(trunc(arg_0.b[_wgslsmith_index_u32(var_1.x, 2u)].zwy)).zy))), arg_0.b[_wgslsmith_index_u32(0u, 2u)].wx);
                    (var_1).x = 0u;
                }
                case i32(-2147483648): {
                    var var_1 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(1u, 2u)].x - -232f))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-1650f + -2219f), global0[_wgslsmith_index_u32(15043u, 21u)], _wgslsmith_f_op_f32(-(-688f)), _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(global0[_wgslsmith_index_u32(51926u, 21u)], -1377f))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(564f, arg_0.b[_wgslsmith_index_u32(1u, 2u)].x, 2428f, 584f) + arg_0.b[_wgslsmith_index_u32(23357u, 2u)])), select(vec4<bool>(arg_0.a, false, true, true), !vec4<bool>(false, arg_0.a, arg_0.a, false), select(vec4<bool>(false, arg_0.a, arg_0.a, true), vec4<bool>(arg_0.a, false, arg_0.a, arg_0.a), arg_0.a)))).x, _wgslsmith_f_op_vec3_f32(step(arg_0.b[_wgslsmith_index_u32(dot(vec2<u32>(1u, 0u), ~vec2<u32>(52078u, 4294967295u)), 2u)].yzz, _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b[_wgslsmith_index_u32(0u, 2u)].x, arg_0.b[_wgslsmith_index_u32(13215u, 2u)].x, global0[_wgslsmith_index_u32(0u, 21u)]) * arg_0.b[_wgslsmith_index_u32(1u, 2u)].yzz))).x, _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(min(vec3<u32>(0u, 1u, 82572u), abs(vec3<u32>(4294967295u, 0u, 36722u))).x, 2u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0.b[_wgslsmith_index_u32(~(48853u * 64666u), 2u)])), vec4<f32>(_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(0u, 2u)].x), -378f, global0[_wgslsmith_index_u32(~(~73337u), 21u)], 449f));
                }
                case 0i: {
                    (((((global1)[_wgslsmith_index_u32(abs(reverseBits(vec3<u32>(1u, 4294967295u, 1u))).x, 20u)]).c).b)[_wgslsmith_index_u32(81219u, 2u)]).x = global0[_wgslsmith_index_u32(~max(firstLeadingBit(~vec4<u32>(1u, 1u, 1u, 1u)), firstTrailingBit(~vec4<u32>(1u, 1u, 1u, 1u))).x, 21u)];
                    let var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0[_wgslsmith_index_u32(30775u, 21u)], global0[_wgslsmith_index_u32(2303u, 21u)], -569f, 1001f))))) - vec4<f32>(global0[_wgslsmith_index_u32(~(4294967295u / 20633u), 21u)], _wgslsmith_f_op_vec2_f32(min(vec2<f32>(401f, arg_0.b[_wgslsmith_index_u32(0u, 2u)].x), vec2<f32>(global0[_wgslsmith_index_u32(20647u, 21u)], arg_0.b[_wgslsmith_index_u32(1u, 2u)].x))).x, -424f, 1749f)), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0.b[_wgslsmith_index_u32(47148u, 2u)])) - arg_0.b[_wgslsmith_index_u32(1u, 2u)]))));
                    var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_1[_wgslsmith_index_u32(63973u, 2u)].x, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(127126u, 2u)].zzx))).x, arg_0.b[_wgslsmith_index_u32(vec3<u32>(1u, 1u, 1u).x, 2u)].x, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(44679u, 21u)], 1371f, -467f) * var_1[_wgslsmith_index_u32(4294967295u, 2u)].yxz), var_1[_wgslsmith_index_u32(1u, 2u)].xxw, select(vec3<bool>(arg_0.a, arg_0.a, true), vec3<bool>(arg_0.a, false, arg_0.a), false))).x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(-889f, -184f, arg_0.b[_wgslsmith_index_u32(1u, 2u)].x, -766f) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.b[_wgslsmith_index_u32(73139u, 2u)].x, global0[_wgslsmith_index_u32(1u, 21u)], -572f, var_1[_wgslsmith_index_u32(1u, 2u)].x)))))));
                    let var_3 = -19768i;
                    (var_0).x = atomicMin(&wg_atomic_i32, -1i);
                }
                case 2147483647i: {
                    var var_1 = Struct_3(var_0.xy, -clamp(select(u_input.a, vec4<i32>(u_input.a.x, 52469i, -22478i, -6476i) & vec4<i32>(48272i, u_input.a.x, u_input.c.x, u_input.b), false), u_input.a, vec4<i32>(-(-1i), var_0.x, -207i, u_input.b | -1i)).x, Struct_1(arg_0.a, arg_0.b), vec4<i32>(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.c.x - -u_input.a.x, firstTrailingBit(var_0.yx).x << (reverseBits(vec4<u32>(4294967295u, 12007u, 13654u, 27297u)).x % 32u)).old_value, 4965i, firstTrailingBit(u_input.a).x, -1i), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-arg_0.b[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, ~4294967295u, select(vec4<u32>(0u, 21790u, 73585u, 1u), vec4<u32>(14335u, 0u, 4294967295u, 1u), arg_0.a).x).old_value, 2u)].wy))).x);
                    let var_2 = mat3x3<f32>(arg_0.b[_wgslsmith_index_u32(~select(~(~vec3<u32>(26677u, 4294967295u, 1u)), vec3<u32>(1u, 1u, 1u), any(!vec2<bool>(var_1.c.a, false))).x, 2u)].zyz, _wgslsmith_f_op_vec3_f32(-var_1.c.b[_wgslsmith_index_u32(~21863u, 2u)].www), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.c.b[_wgslsmith_index_u32(18463u, 2u)].x, arg_0.b[_wgslsmith_index_u32(72940u, 2u)].x, 604f))) - _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_1.c.b[_wgslsmith_index_u32(5999u, 2u)].zwx * vec3<f32>(-651f, -833f, 670f)))))));
                    let var_3 = ~abs(_wgslsmith_mod_vec3_u32(~reverseBits(vec4<u32>(1u, 42412u, 28559u, 69290u)).zwz, reverseBits(vec3<u32>(6947u, 104917u, 0u)) + vec3<u32>(1u, 47227u, 57130u)));
                }
                default: {
                    (global0)[_wgslsmith_index_u32(1u, 21u)] = _wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(countOneBits(vec4<u32>(0u, 23470u, 43063u, 4294967295u)).x, 2u)].x + arg_0.b[_wgslsmith_index_u32(96570u, 2u)].x), 209f), global0[_wgslsmith_index_u32(~(~(~(38598u / 12514u))), 21u)]);
                    return mat4x2<f32>(arg_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(~(~54626u)), ~(~46459u)), 2u)].wx, arg_0.b[_wgslsmith_index_u32(~1u, 2u)].yx, _wgslsmith_f_op_vec2_f32(arg_0.b[_wgslsmith_index_u32(firstLeadingBit(countOneBits(vec3<u32>(0u, 60919u, 4294967295u)).x), 2u)].ww * _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1458f, arg_0.b[_wgslsmith_index_u32(19845u, 2u)].x, arg_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(5359u, 21u)]))).x, -1178f, arg_0.b[_wgslsmith_index_u32(~0u, 2u)].x))).zz), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(1u, 21u)], arg_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x) - vec2<f32>(116f, -1487f)))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(106f, 1000f, arg_0.b[_wgslsmith_index_u32(172u, 2u)].x, 429f), arg_0.b[_wgslsmith_index_u32(32102u, 2u)], vec4<bool>(arg_0.a, arg_0.a, arg_0.a, arg_0.a))), vec4<f32>(arg_0.b[_wgslsmith_index_u32(57786u, 2u)].x, -608f, global0[_wgslsmith_index_u32(7058u, 21u)], 912f), any(vec3<bool>(false, arg_0.a, true)))).x)));
                }
            }
        }
        default: {
        }
    }
    let var_1 = arg_0.a;
    var var_2 = global1[_wgslsmith_index_u32(abs(vec4<u32>(~(16934u / 1u), 18252u, 6390u, atomicExchange(&wg_atomic_u32, ~42451u / 1u))).x, 20u)];
    return mat4x2<f32>(_wgslsmith_f_op_vec3_f32(abs(var_2.c.b[_wgslsmith_index_u32(1u, 2u)].ywx)).xy, _wgslsmith_f_op_vec2_f32(-var_2.c.b[_wgslsmith_index_u32(dot(~(vec2<u32>(4294967295u, 23008u) / vec2<u32>(1u, 4294967295u)), vec2<u32>(1u, 1u)), 2u)].zz), _wgslsmith_div_vec2_f32(vec2<f32>(-811f, _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_div_vec2_f32(var_2.c.b[_wgslsmith_index_u32(4294967295u, 2u)].xy, vec2<f32>(arg_0.b[_wgslsmith_index_u32(19627u, 2u)].x, 198f)))).x), _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(global0[_wgslsmith_index_u32(0u, 21u)], var_2.c.b[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0.b[_wgslsmith_index_u32(126315u, 2u)].x))).xz))), vec2<f32>(378f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(-186f, -841f))), _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-116f), -771f)))));
}

fn func_4(arg_0: mat4x2<f32>, arg_1: Struct_1, arg_2: u32, arg_3: vec4<u32>) -> u32 {
    var var_0 = mat3x3<f32>(arg_1.b[_wgslsmith_index_u32(52331u & arg_2, 2u)].xyz, arg_1.b[_wgslsmith_index_u32(~(((0u - 4294967295u) << (arg_2 % 32u)) - countLeadingZeros(~arg_3.zyy).x), 2u)].wyy, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(arg_1.b[_wgslsmith_index_u32(47578u, 2u)].wzy)).x) * _wgslsmith_f_op_f32(-arg_1.b[_wgslsmith_index_u32(~1u, 2u)].x)), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-arg_1.b[_wgslsmith_index_u32(1u, 2u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(429f, arg_1.b[_wgslsmith_index_u32(arg_3.x, 2u)].x, global0[_wgslsmith_index_u32(arg_2, 21u)], global0[_wgslsmith_index_u32(arg_2, 21u)])), !arg_1.a)).ww)).x, global0[_wgslsmith_index_u32(23199u >> (~(~arg_2) % 32u), 21u)]));
    let var_1 = mat2x2<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(arg_3.x, 4u)].x, arg_0[_wgslsmith_index_u32(arg_3.x, 4u)].x, var_0[_wgslsmith_index_u32(arg_2, 3u)].x, arg_1.b[_wgslsmith_index_u32(0u, 2u)].x) - vec4<f32>(arg_1.b[_wgslsmith_index_u32(arg_3.x, 2u)].x, 1726f, 453f, var_0[_wgslsmith_index_u32(1u, 3u)].x)), _wgslsmith_f_op_vec4_f32(min(arg_1.b[_wgslsmith_index_u32(36967u, 2u)], arg_1.b[_wgslsmith_index_u32(arg_2, 2u)]))))), vec4<f32>(arg_1.b[_wgslsmith_index_u32(22853u, 2u)].x, arg_1.b[_wgslsmith_index_u32(arg_2, 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(max(arg_1.b[_wgslsmith_index_u32(arg_3.x, 2u)].x, 697f)), arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(step(var_0[_wgslsmith_index_u32(arg_3.x, 3u)].x, arg_1.b[_wgslsmith_index_u32(71609u, 2u)].x)) - -1592f)), arg_1.a)).wz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1.b[_wgslsmith_index_u32(arg_3.x, 2u)].x, global0[_wgslsmith_index_u32(0u, 21u)], 442f) * var_0[_wgslsmith_index_u32(arg_2, 3u)]) - vec3<f32>(arg_0[_wgslsmith_index_u32(134996u, 4u)].x, -1000f, arg_0[_wgslsmith_index_u32(arg_3.x, 4u)].x)))).yx - var_0[_wgslsmith_index_u32(~arg_2, 3u)].yy));
    while (select(select(vec3<bool>(!arg_1.a, true, select(select(vec3<bool>(true, true, false), vec3<bool>(true, arg_1.a, false), vec3<bool>(false, true, arg_1.a)).xx, !vec2<bool>(arg_1.a, false), true || arg_1.a).x), select(!vec3<bool>(arg_1.a, true, arg_1.a), vec3<bool>(true, arg_1.a, true), (_wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(79186u, 4u)].x, global0[_wgslsmith_index_u32(arg_2, 21u)]) < -961f)), !vec3<bool>((-28505i < u_input.c.x), select(vec4<bool>(arg_1.a, true, false, true), vec4<bool>(arg_1.a, arg_1.a, arg_1.a, true), vec4<bool>(arg_1.a, arg_1.a, true, arg_1.a)).x, false)).x, any(select(!vec4<bool>(false, arg_1.a, true, arg_1.a), select(select(vec4<bool>(false, true, true, true), vec4<bool>(false, false, arg_1.a, arg_1.a), true), vec4<bool>(arg_1.a, false, arg_1.a, false), vec4<bool>(true, arg_1.a, true, false)), !select(true, arg_1.a, arg_1.a)).yxy), _wgslsmith_mod_u32(53768u, arg_3.x) <= 101468u)) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        while (arg_1.a) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(arg_1.b[_wgslsmith_index_u32(arg_3.x, 2u)] * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-1412f, arg_0[_wgslsmith_index_u32(49955u, 4u)].x, arg_1.b[_wgslsmith_index_u32(arg_2, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 4u)].x))), arg_1.b[_wgslsmith_index_u32(~arg_3.x, 2u)])), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(1115f, arg_0[_wgslsmith_index_u32(arg_2, 4u)].x, arg_1.b[_wgslsmith_index_u32(17998u, 2u)].x, var_0[_wgslsmith_index_u32(arg_2, 3u)].x) - arg_1.b[_wgslsmith_index_u32(4294967295u, 2u)]))), arg_1.b[_wgslsmith_index_u32(dot(vec2<u32>(arg_2, arg_2), countLeadingZeros(vec4<u32>(50178u, arg_3.x, 22721u, arg_2)).zy), 2u)], vec4<bool>(arg_1.a, global0[_wgslsmith_index_u32(1u, 21u)] <= 1000f, all(vec3<bool>(arg_1.a, arg_1.a, true)), select(arg_1.a, true, arg_1.a))))), _wgslsmith_f_op_vec4_f32(exp(arg_1.b[_wgslsmith_index_u32((~arg_3.x << (select(vec3<u32>(arg_3.x, arg_2, 45278u), arg_3.zxw, arg_1.a).x % 32u)) * arg_3.x, 2u)])));
        }
        continue;
    }
    global0 = array<f32, 21>();
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        continue;
    }
    return ~atomicOr(&wg_atomic_u32, ~_wgslsmith_mod_u32(1u, arg_2) + ((arg_2 | 0u) & 1u));
}

fn func_2(arg_0: mat2x4<f32>) -> vec3<f32> {
    (((global1)[_wgslsmith_index_u32(~(~(func_3() + firstLeadingBit(~vec2<u32>(4294967295u, 1u)).x)), 20u)]).a).x = 1i * _wgslsmith_mod_i32(u_input.b, 2147483647i);
    let var_0 = 0u;
    switch (-7747i) {
        case -1i: {
            let var_1 = arg_0;
            (global0)[_wgslsmith_index_u32(func_4(func_5(Struct_1(any(vec4<bool>(true, true, true, true)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(floor(arg_0[_wgslsmith_index_u32(var_0, 2u)])), _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(54419u, 2u)])))), Struct_1(true, var_1), (~(var_0 ^ 8992u) >> (~_wgslsmith_mod_u32(var_0, var_0) % 32u)) + ~1u, firstTrailingBit(vec4<u32>(func_3(), insertBits(vec4<u32>(1u, var_0, 0u, 4294967295u), vec4<u32>(47256u, 1u, var_0, 1u), 4294967295u, var_0).x, clamp(vec2<u32>(var_0, var_0), vec2<u32>(4294967295u, 1u), vec2<u32>(1u, var_0)).x, 59062u - var_0) * vec4<u32>(var_0, var_0, 26784u, var_0))), 21u)] = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(65346u, 2u)]))).x;
        }
        case -40604i: {
            for (var var_1: i32; var_1 == -1i; global0 = array<f32, 21>()) {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                var var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-530f * global0[_wgslsmith_index_u32(var_0, 21u)]), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(44729u, 21u)] - arg_0[_wgslsmith_index_u32(32248u, 2u)].x), _wgslsmith_f_op_vec2_f32(exp2(arg_0[_wgslsmith_index_u32(var_0, 2u)].yy)).x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(5614u, 21u)]))) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], -170f, arg_0[_wgslsmith_index_u32(1u, 2u)].x) * vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], -1000f, -558f, 729f))), arg_0[_wgslsmith_index_u32(countLeadingZeros(reverseBits(vec4<u32>(var_0, 8624u, 1u, 26769u)).wzx).x, 2u)])), arg_0[_wgslsmith_index_u32(~var_0, 2u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(var_0, 2u)] + arg_0[_wgslsmith_index_u32(~(1u - 29334u), 2u)]) + _wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(var_0, 2u)], vec4<f32>(_wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(var_0, 2u)].x, -152f), _wgslsmith_f_op_f32(-1238f - 159f), _wgslsmith_f_op_f32(clamp(global0[_wgslsmith_index_u32(var_0, 21u)], arg_0[_wgslsmith_index_u32(var_0, 2u)].x, global0[_wgslsmith_index_u32(var_0, 21u)])), _wgslsmith_f_op_f32(-794f * arg_0[_wgslsmith_index_u32(var_0, 2u)].x)))));
                let var_3 = _wgslsmith_mod_i32((firstTrailingBit(u_input.b) + 23674i) | u_input.a.x, ~u_input.c.x) - _wgslsmith_mod_i32(abs(dot(-u_input.a, vec4<i32>(2147483647i, u_input.b, u_input.a.x, u_input.b))), -(-42321i));
                break;
            }
        }
        case 2147483647i: {
            let var_1 = _wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(0u, 2u)].x * 1322f), global0[_wgslsmith_index_u32(~var_0 << (_wgslsmith_mod_u32(var_0, ~20007u) % 32u), 21u)]), 660f);
            var var_2 = arg_0;
            switch (-u_input.a.x) {
                case -5833i: {
                    let var_3 = func_5(Struct_1(true, arg_0));
                    global2 = (sign(u_input.a).x >= u_input.b) || false;
                    let var_4 = mat4x3<f32>(var_2[_wgslsmith_index_u32(2669u, 2u)].wxx, arg_0[_wgslsmith_index_u32(~2711u, 2u)].xxx, arg_0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 1u), 2u)].xzz, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(ceil(arg_0[_wgslsmith_index_u32(~var_0, 2u)])).wzw * _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_2[_wgslsmith_index_u32(var_0, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x, var_2[_wgslsmith_index_u32(23673u, 2u)].x)), arg_0[_wgslsmith_index_u32(21527u, 2u)].xyz))));
                    let var_5 = Struct_4(var_0);
                    let var_6 = 2147483647i;
                }
                case -40204i: {
                    var var_3 = mat3x2<f32>(vec2<f32>(-2132f, _wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], 637f)) - _wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(0u, 2u)].zw - vec2<f32>(var_1, var_2[_wgslsmith_index_u32(var_0, 2u)].x))) + _wgslsmith_f_op_vec3_f32(sign(var_2[_wgslsmith_index_u32(var_0 & 58802u, 2u)].yzz)).xz) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_2[_wgslsmith_index_u32(var_0, 2u)].zy))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(33866u, 2u)]))), vec4<f32>(_wgslsmith_f_op_vec3_f32(round(var_2[_wgslsmith_index_u32(0u, 2u)].wwx)).x, _wgslsmith_div_f32(var_2[_wgslsmith_index_u32(var_0, 2u)].x, -812f), _wgslsmith_f_op_vec3_f32(clamp(var_2[_wgslsmith_index_u32(var_0, 2u)].yyw, arg_0[_wgslsmith_index_u32(var_0, 2u)].yxz, vec3<f32>(1000f, 1000f, -285f))).x, arg_0[_wgslsmith_index_u32(var_0, 2u)].x), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, -1528f, 728f, 452f) + vec4<f32>(-1059f, global0[_wgslsmith_index_u32(12015u, 21u)], -1000f, var_2[_wgslsmith_index_u32(73805u, 2u)].x)))))).wz * var_2[_wgslsmith_index_u32(~(16298u & var_0), 2u)].yz));
                    var var_4 = u_input.a - _wgslsmith_mod_vec4_i32(-(-u_input.a), vec4<i32>(min(u_input.a, u_input.a).x - reverseBits(vec3<i32>(-58437i, -19302i, u_input.c.x)).x, ~(i32(-2147483648) * 0i), u_input.b, -9845i));
                    var_3 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(-1479f, -992f, -674f, 1173f), vec4<f32>(-423f, 225f, -540f, -435f)), arg_0[_wgslsmith_index_u32(1u, 2u)]))))).yx, _wgslsmith_f_op_vec3_f32(abs(var_2[_wgslsmith_index_u32(1u, 2u)].xxw)).xy, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(var_0, 21u)] - var_2[_wgslsmith_index_u32(var_0, 2u)].x), var_3[_wgslsmith_index_u32(~0u, 3u)].x) + 449f), 1021f));
                    var var_5 = Struct_1(global0[_wgslsmith_index_u32(~func_3(), 21u)] > _wgslsmith_div_f32(_wgslsmith_f_op_f32(426f - -157f), var_2[_wgslsmith_index_u32(4294967295u, 2u)].x), arg_0);
                }
                case i32(-2147483648): {
                    var var_3 = mat3x4<f32>(var_2[_wgslsmith_index_u32(13796u, 2u)], vec4<f32>(_wgslsmith_f_op_f32(728f + _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(var_2[_wgslsmith_index_u32(var_0, 2u)], vec4<f32>(var_1, 523f, -272f, 1979f)))).x), _wgslsmith_f_op_f32(-1000f * 692f), -1288f, _wgslsmith_f_op_f32(dot(arg_0[_wgslsmith_index_u32(select(var_0, var_0, true) & ~8971u, 2u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, -2168f, 188f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x) * var_2[_wgslsmith_index_u32(36541u, 2u)]) * _wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(var_0, 2u)], arg_0[_wgslsmith_index_u32(4294967295u, 2u)]))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(var_2[_wgslsmith_index_u32(var_0, 2u)] - _wgslsmith_f_op_vec4_f32(floor(var_2[_wgslsmith_index_u32(8235u, 2u)]))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-225f, -596f, var_2[_wgslsmith_index_u32(0u, 2u)].x, 1000f), vec4<f32>(-643f, -557f, arg_0[_wgslsmith_index_u32(47436u, 2u)].x, 872f), vec4<bool>(true, true, true, true))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0[_wgslsmith_index_u32(86505u, 21u)], arg_0[_wgslsmith_index_u32(41480u, 2u)].x, -421f, 385f)))))))));
                    var var_4 = -489f;
                    var_4 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(var_0, 2u)].x * global0[_wgslsmith_index_u32(var_0, 21u)]))) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(526f, var_1, var_2[_wgslsmith_index_u32(var_0, 2u)].x, 1000f))).zxy)).x)) - 1339f);
                    let var_5 = select(select(vec3<bool>(any(vec3<bool>(false, true, true)), true, true), vec3<bool>(true, true, true), all(vec4<bool>(vec3<bool>(true, true, true).x, false, true, var_0 >= var_0))), select(vec4<bool>(true, _wgslsmith_f_op_f32(1550f + var_1) <= _wgslsmith_f_op_vec2_f32(saturate(var_2[_wgslsmith_index_u32(4294967295u, 2u)].ww)).x, vec3<bool>(true, true, true).x, any(vec4<bool>(true, true, true, true).www)), vec4<bool>(true, true, true, true), var_0 <= var_0).yxx, vec3<bool>(true, true, true));
                }
                case 2147483647i: {
                    let var_3 = vec2<u32>(39210u, extractBits(abs(vec4<u32>(select(vec3<u32>(var_0, 0u, var_0), vec3<u32>(0u, 56361u, var_0), vec3<bool>(true, false, false)).x, countLeadingZeros(vec4<u32>(var_0, 52010u, 1u, 0u)).x, firstTrailingBit(var_0), 1u)), ~reverseBits(17669u), var_0).x);
                    ((global1)[_wgslsmith_index_u32(~var_3.x, 20u)]).e = _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(50255u, 2u)]), vec4<f32>(var_1, global0[_wgslsmith_index_u32(0u, 21u)], 1999f, 2574f), vec4<bool>(true, true, true, true))).x, global0[_wgslsmith_index_u32(4294967295u, 21u)], arg_0[_wgslsmith_index_u32(var_0, 2u)].x) - _wgslsmith_f_op_vec3_f32(-var_2[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(var_0, 4294967295u, 27233u) >> (vec3<u32>(42783u, var_0, 0u) % vec3<u32>(32u))).x, 2u)].yxy)), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(var_2[_wgslsmith_index_u32(1u, 2u)] * vec4<f32>(-1000f, var_1, var_2[_wgslsmith_index_u32(20351u, 2u)].x, 163f)))).x * _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_1, 347f))), global0[_wgslsmith_index_u32(4294967295u, 21u)], _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], 1000f, arg_0[_wgslsmith_index_u32(var_3.x, 2u)].x, 1287f)))).x), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(var_0, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(52596u, 2u)].x) * global0[_wgslsmith_index_u32(~var_0, 21u)]), global0[_wgslsmith_index_u32((0u * var_3.x) - 0u, 21u)], var_1))).wxw)).x;
                    var var_4 = global1[_wgslsmith_index_u32(var_3.x, 20u)];
                    var var_5 = 10416i;
                }
                default: {
                }
            }
            while (true) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            }
        }
        default: {
        }
    }
    if (true) {
    } else if (!(any(vec3<bool>(true, true, true)) && (_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-678f)) >= _wgslsmith_f_op_f32(_wgslsmith_div_f32(-1015f, -177f) + _wgslsmith_f_op_f32(dot(vec4<f32>(arg_0[_wgslsmith_index_u32(36332u, 2u)].x, global0[_wgslsmith_index_u32(82464u, 21u)], 513f, global0[_wgslsmith_index_u32(0u, 21u)]), vec4<f32>(1098f, arg_0[_wgslsmith_index_u32(var_0, 2u)].x, global0[_wgslsmith_index_u32(var_0, 21u)], -1549f))))))) {
        if (true | any(!vec3<bool>(-1i >= u_input.a.x, true, true))) {
            let var_1 = _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 2u)], arg_0[_wgslsmith_index_u32(var_0, 2u)]), arg_0[_wgslsmith_index_u32(var_0, 2u)], (_wgslsmith_f_op_f32(-789f * _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(var_0, 2u)].x, arg_0[_wgslsmith_index_u32(2941u, 2u)].x)) < _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_vec2_f32(select(arg_0[_wgslsmith_index_u32(0u, 2u)].wy, arg_0[_wgslsmith_index_u32(var_0, 2u)].ww, true)).x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(func_5(Struct_1(false, mat2x4<f32>(vec4<f32>(668f, -999f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(var_0, 21u)]), vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 1328f, -1000f))))[_wgslsmith_index_u32(8839u, 4u)].x, -2681f, arg_0[_wgslsmith_index_u32(1u, 2u)].x, -1206f) + vec4<f32>(global0[_wgslsmith_index_u32(var_0 / 20390u, 21u)], arg_0[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, 1u), 2u)].x, global0[_wgslsmith_index_u32(var_0, 21u)], _wgslsmith_f_op_f32(-(-1895f)))))));
            global1 = array<Struct_3, 20>();
        }
        var var_1 = !select(select(vec3<bool>(any(vec3<bool>(true, false, true)), false, true), vec3<bool>(u_input.a.x >= 22189i, true, true), global0[_wgslsmith_index_u32(1u, 21u)] > _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(1u, 21u)] * global0[_wgslsmith_index_u32(9082u, 21u)])), vec3<bool>(true, true, var_0 != ~var_0), false).x;
        if (all(vec4<bool>(true, vec4<bool>(true, true, true, true).x, (true && (arg_0[_wgslsmith_index_u32(var_0, 2u)].x != -110f)) & false, any(vec4<bool>(true, true, true, true))))) {
            var var_2 = min(clamp(firstLeadingBit(~vec4<u32>(22895u, 4294967295u, var_0, var_0)), insertBits(vec4<u32>(var_0, var_0, 14091u, var_0) | vec4<u32>(37209u, var_0, 0u, var_0), (vec4<u32>(var_0, 37319u, var_0, var_0) * vec4<u32>(var_0, var_0, var_0, var_0)) >> ((vec4<u32>(var_0, var_0, var_0, var_0) + vec4<u32>(1u, 0u, var_0, var_0)) % vec4<u32>(32u)), ~abs(var_0), 4294967295u), ~vec4<u32>(1u, 0u, var_0, var_0)), ~vec4<u32>(firstTrailingBit(vec4<u32>(4294967295u, 0u, var_0, var_0) * vec4<u32>(var_0, 1u, var_0, 4294967295u)).x, abs(countTrailingZeros(vec2<u32>(var_0, 4294967295u))).x, var_0, firstLeadingBit(vec3<u32>(1u, var_0, 0u) >> (vec3<u32>(var_0, var_0, 10315u) % vec3<u32>(32u))).x));
            var var_3 = !vec4<bool>(true, false, select(vec2<bool>(true, true), vec2<bool>(true, true), vec2<bool>(u_input.b >= u_input.a.x, true)).x, true);
            var_1 = var_3.x;
            let var_4 = ~var_0 >= ~var_0;
        }
    } else if (true) {
    }
    var var_1 = ~(~select(~vec2<u32>(55970u, var_0) << (~vec2<u32>(1u, 4294967295u) % vec2<u32>(32u)), firstLeadingBit(vec2<u32>(var_0, 1u)) >> (countOneBits(vec2<u32>(var_0, 1u)) % vec2<u32>(32u)), true).x);
    return _wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(1u, 2u)].yxy);
}

fn func_1(arg_0: mat4x3<f32>, arg_1: vec2<u32>, arg_2: vec3<f32>) -> mat3x4<f32> {
    for (; ; ) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1696f, -1171f))) * _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], -667f, arg_2.x, -542f) + vec4<f32>(624f, -347f, global0[_wgslsmith_index_u32(arg_1.x, 21u)], 1000f)))).xy) * arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].zy), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_2.x)), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_div_vec4_f32(vec4<f32>(-752f, global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)], 390f), vec4<f32>(arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].x, 1599f, -180f, -1000f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(arg_0[_wgslsmith_index_u32(arg_1.x, 4u)], arg_2, true)).x - _wgslsmith_f_op_vec2_f32(clamp(arg_2.zx, vec2<f32>(-107f, arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].x), vec2<f32>(arg_2.x, arg_0[_wgslsmith_index_u32(24231u, 4u)].x))).x)))).yz, _wgslsmith_f_op_vec2_f32(vec2<f32>(-2536f, _wgslsmith_div_f32(460f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(arg_1.x, 21u)]))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_2.x, 1391f)))));
        switch (u_input.b) {
            case -1i: {
                var var_1 = select(!select(vec4<bool>(true, true, true, true), vec4<bool>(true, arg_1.x != 34329u, arg_0[_wgslsmith_index_u32(1835u, 4u)].x >= -1522f, false), vec4<bool>(true, true, true, true)), select(vec4<bool>(u_input.b != -u_input.c.x, atomicCompareExchangeWeak(&wg_atomic_u32, arg_1.x, 0u).exchanged, _wgslsmith_f_op_f32(-(-264f)) <= arg_2.x, true), select(vec4<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a.x, u_input.a.x).exchanged, false), vec4<bool>(false, any(vec3<bool>(true, false, false)), true, 1u >= arg_1.x), true), true), ((1141f < _wgslsmith_f_op_f32(_wgslsmith_div_f32(-294f, arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].x) * _wgslsmith_f_op_f32(arg_2.x + global0[_wgslsmith_index_u32(arg_1.x, 21u)])))) || select(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, 1u, arg_1.x).exchanged, true, true, vec2<bool>(true, true).x), vec4<bool>(true, true, true, true), vec4<bool>(false, false, true, true)).x);
            }
            case -9660i: {
                global2 = true;
                break;
            }
            case 40742i: {
                var var_1 = mat4x2<f32>(var_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, arg_1.x), 3u)], _wgslsmith_f_op_vec3_f32(func_2(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, 392f, arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].x, arg_0[_wgslsmith_index_u32(0u, 4u)].x)) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-437f, -901f, -704f, 234f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-186f, 1039f, -592f, -895f)) - _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1122f, global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(0u, 21u)], -2504f), vec4<f32>(arg_2.x, 184f, var_0[_wgslsmith_index_u32(arg_1.x, 3u)].x, arg_0[_wgslsmith_index_u32(7843u, 4u)].x), vec4<bool>(false, true, true, true))))))).xz, vec2<f32>(var_0[_wgslsmith_index_u32(38832u, 3u)].x, _wgslsmith_f_op_f32(arg_2.x * 569f)), _wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].zy));
                var var_2 = Struct_1(true, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-737f, arg_2.x, 1589f, 1000f))))) * _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0[_wgslsmith_index_u32(arg_1.x, 3u)].x, 1479f, 1192f, -740f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(arg_1.x, 3u)].x, 698f, -719f, 435f)))))));
                continue;
            }
            default: {
                let var_1 = insertBits(arg_1.x, _wgslsmith_mod_u32(14934u, arg_1.x), dot(vec4<u32>(abs(10725u), ~0u, 73466u, _wgslsmith_mod_u32(0u, arg_1.x)), ~countLeadingZeros(vec4<u32>(0u, arg_1.x, 0u, arg_1.x) | vec4<u32>(arg_1.x, 8020u, 22499u, arg_1.x))), arg_1.x);
                var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(arg_2.x + global0[_wgslsmith_index_u32(4294967295u, 21u)]), -255f) + vec2<f32>(_wgslsmith_f_op_f32(dot(arg_0[_wgslsmith_index_u32(0u, 4u)], vec3<f32>(-152f, arg_0[_wgslsmith_index_u32(var_1, 4u)].x, arg_2.x))), 1396f)), vec2<f32>(_wgslsmith_div_f32(-580f, var_0[_wgslsmith_index_u32(~var_1, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_2.x * global0[_wgslsmith_index_u32(26119u, 21u)]) * global0[_wgslsmith_index_u32(var_1 / var_1, 21u)])), 695f == arg_0[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, var_1) ^ arg_1.x, 4u)].x)), vec2<f32>(_wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(0u, 4u)].x) + _wgslsmith_f_op_f32(-278f)))), _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_2.x - 1462f))))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(max(var_0[_wgslsmith_index_u32(select(~vec3<u32>(21112u, var_1, var_1), vec3<u32>(arg_1.x, 23790u, 0u) * vec3<u32>(arg_1.x, var_1, 18467u), true).x, 3u)], _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-695f, arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, -395f))))).wz)) + arg_2.xx));
                (((global1)[_wgslsmith_index_u32(var_1, 20u)]).d).x = -18280i | u_input.c.x;
                continue;
            }
        }
        var var_1 = 0u;
    }
    switch (u_input.c.x) {
        default: {
            loop {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                break;
            }
            var var_0 = Struct_4(arg_1.x);
            loop {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                continue;
            }
            var_0 = Struct_4(countLeadingZeros(~(~vec2<u32>(1u, 58561u))).x / ~var_0.a);
            let var_1 = Struct_2(Struct_1(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, ~arg_1.x, 1u).exchanged).x, mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-269f), arg_0[_wgslsmith_index_u32(~arg_1.x, 4u)].x, _wgslsmith_div_f32(1279f, -1192f), _wgslsmith_f_op_f32(899f - 815f)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.x, 1267f, arg_0[_wgslsmith_index_u32(1u, 4u)].x, arg_0[_wgslsmith_index_u32(var_0.a, 4u)].x) * vec4<f32>(-792f, -1217f, arg_2.x, global0[_wgslsmith_index_u32(12777u, 21u)])), vec4<f32>(global0[_wgslsmith_index_u32(var_0.a, 21u)], arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].x, global0[_wgslsmith_index_u32(1u, 21u)], 342f))))));
        }
    }
    while (!select(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 1i * u_input.a.x, firstLeadingBit(u_input.b)).exchanged, true, false, true), vec4<bool>(true, true, true, true), any(vec3<bool>(true, true, true))).x) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        (global0)[_wgslsmith_index_u32(1u, 21u)] = -736f;
    }
    return mat3x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(arg_1.x, 102027u, arg_1.x)).x, 21u)], _wgslsmith_div_f32(121f, -625f), arg_0[_wgslsmith_index_u32(abs(arg_1 | arg_1).x, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-159f))))), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0[_wgslsmith_index_u32(33338u, 4u)].x, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(~arg_1.x, 4u)].x), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(arg_1.x & 1u, 4u)].x + arg_2.x), _wgslsmith_f_op_f32(sign(_wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(arg_1.x, 4u)].x, global0[_wgslsmith_index_u32(arg_1.x, 21u)])))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(arg_1.x, 21u)], _wgslsmith_f_op_f32(689f + global0[_wgslsmith_index_u32(arg_1.x, 21u)]), _wgslsmith_f_op_vec3_f32(abs(arg_0[_wgslsmith_index_u32(arg_1.x, 4u)])).x, _wgslsmith_f_op_f32(saturate(arg_2.x)))))), vec4<f32>(_wgslsmith_f_op_f32(-(-1487f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_2.x, global0[_wgslsmith_index_u32(0u, 21u)], arg_0[_wgslsmith_index_u32(0u, 4u)].x, arg_2.x), vec4<f32>(arg_2.x, arg_0[_wgslsmith_index_u32(1u, 4u)].x, 903f, arg_2.x))))).x + -638f), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~(68526u - arg_1.x), 21u)]), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(579f, _wgslsmith_f_op_f32(-(-1831f))))));
}

@compute
@workgroup_size(1u)
fn main() {
    for (var var_0 = countLeadingZeros(-(((u_input.a >> (vec4<u32>(0u, 4294967295u, 54155u, 60403u) % vec4<u32>(32u))) / u_input.a) >> (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u)))).x; true; var_0 -= 1i) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        var var_1 = func_1(mat4x3<f32>(vec3<f32>(-302f, _wgslsmith_f_op_f32(-(-1341f)), _wgslsmith_f_op_f32(-256f)), vec3<f32>(1274f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(-1000f, global0[_wgslsmith_index_u32(4294967295u, 21u)]))).x), global0[_wgslsmith_index_u32(34897u, 21u)]), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(func_2(mat2x4<f32>(vec4<f32>(637f, 1000f, global0[_wgslsmith_index_u32(50404u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)]), vec4<f32>(1000f, global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)], 972f)))))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(vec2<f32>(541f, global0[_wgslsmith_index_u32(4294967295u, 21u)]), vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], 1000f))).x), global0[_wgslsmith_index_u32(26346u, 21u)], _wgslsmith_f_op_f32(514f - -303f))), vec2<u32>(vec3<u32>(1u, 1u, 1u).x, select(vec2<u32>(92041u, 0u), vec2<u32>(34602u, 4294967295u), vec2<bool>(false, true)).x + (123117u * 0u)) + abs(vec3<u32>(min(4986u, 2693u), 89787u, ~4294967295u)).yx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(15381u, 21u)], global0[_wgslsmith_index_u32(60805u, 21u)], 820f) - _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], -1918f, global0[_wgslsmith_index_u32(23133u, 21u)], global0[_wgslsmith_index_u32(23592u, 21u)]), vec4<f32>(global0[_wgslsmith_index_u32(69414u, 21u)], -512f, global0[_wgslsmith_index_u32(12421u, 21u)], 1329f), vec4<f32>(global0[_wgslsmith_index_u32(0u, 21u)], global0[_wgslsmith_index_u32(61212u, 21u)], -1590f, -1104f))).xzy) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(2021f, global0[_wgslsmith_index_u32(47563u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)]), vec3<f32>(global0[_wgslsmith_index_u32(63042u, 21u)], -1000f, -399f), true)))) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(vec3<f32>(-158f, global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(6329u, 21u)]) - vec3<f32>(-1140f, global0[_wgslsmith_index_u32(0u, 21u)], 389f)))))));
        continue;
    }
    switch (u_input.b) {
        case 1i: {
            for (var var_0 = -6783i; var_0 != 7533i; var_0 += 1i) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                let var_1 = global1[_wgslsmith_index_u32(11092u, 20u)];
                continue;
            }
        }
        case -5387i: {
            var var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(1f, 1f), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(743f, global0[_wgslsmith_index_u32(54256u, 21u)], global0[_wgslsmith_index_u32(65714u, 21u)], global0[_wgslsmith_index_u32(6144u, 21u)]), vec4<f32>(291f, global0[_wgslsmith_index_u32(4294967295u, 21u)], -527f, global0[_wgslsmith_index_u32(4294967295u, 21u)]), vec4<f32>(-1004f, global0[_wgslsmith_index_u32(12054u, 21u)], global0[_wgslsmith_index_u32(15030u, 21u)], 1631f))).yw * _wgslsmith_f_op_vec2_f32(min(vec2<f32>(global0[_wgslsmith_index_u32(2250u, 21u)], global0[_wgslsmith_index_u32(77715u, 21u)]), vec2<f32>(-368f, -203f))))) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(1u, 21u)], 1472f) + vec2<f32>(1023f, -234f))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], 598f))) - vec2<f32>(1121f, global0[_wgslsmith_index_u32(2573u, 21u)]))))));
            while (true) {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                continue;
            }
            var var_1 = vec4<bool>(true, true, true, true);
        }
        case 191i: {
            switch (u_input.a.x) {
                case -13818i: {
                    let var_0 = _wgslsmith_f_op_vec2_f32(vec2<f32>(445f, _wgslsmith_f_op_f32(-1000f)) * _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(28508u, 21u)], 108f) - _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], -328f), vec2<f32>(global0[_wgslsmith_index_u32(114929u, 21u)], -847f), vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)]))))))));
                }
                case -20224i: {
                }
                case 2147483647i: {
                }
                case 36278i: {
                    var var_0 = vec3<bool>(false, false, false);
                    var var_1 = vec2<i32>(sign(~u_input.a.x), extractBits(~vec2<i32>(u_input.c.x, 2770i), 1u, 1u).x + u_input.b);
                }
                default: {
                    global2 = vec2<bool>(true, true).x;
                    var var_0 = vec2<u32>(4294967295u, max(vec3<u32>(1u, 1u, 1u), vec3<u32>(atomicMin(&wg_atomic_u32, ~17170u), atomicMax(&wg_atomic_u32, 55893u), 10002u)).x);
                    let var_1 = Struct_2(Struct_1(!(var_0.x > (30228u - 1u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0[_wgslsmith_index_u32(var_0.x, 21u)], global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(var_0.x, 21u)], -186f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(43111u, 21u)], 568f, 1000f, global0[_wgslsmith_index_u32(var_0.x, 21u)]) - vec4<f32>(1000f, 1840f, -726f, 964f)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(167f, 970f, global0[_wgslsmith_index_u32(var_0.x, 21u)], -624f), vec4<f32>(global0[_wgslsmith_index_u32(0u, 21u)], global0[_wgslsmith_index_u32(var_0.x, 21u)], -1161f, global0[_wgslsmith_index_u32(1u, 21u)])))))));
                    let var_2 = mat4x2<f32>(vec2<f32>(global0[_wgslsmith_index_u32(var_0.x, 21u)], global0[_wgslsmith_index_u32(~93409u, 21u)]), _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(-895f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-678f - global0[_wgslsmith_index_u32(10327u, 21u)]))))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].x, global0[_wgslsmith_index_u32(var_0.x, 21u)]))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].wy, var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].yy))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.a.b[_wgslsmith_index_u32(30574u, 2u)].x, var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].x)) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].x, global0[_wgslsmith_index_u32(var_0.x, 21u)]))))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1937f, 502f, var_1.a.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -648f)))).xx, _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].ywz, vec3<f32>(-1385f, -130f, global0[_wgslsmith_index_u32(var_0.x, 21u)])), vec3<f32>(var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].x, var_1.a.b[_wgslsmith_index_u32(1u, 2u)].x, var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)].x)))).zx));
                    let var_3 = _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)])) * var_1.a.b[_wgslsmith_index_u32(var_0.x, 2u)]) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_2[_wgslsmith_index_u32(var_0.x, 4u)].x, -494f, var_2[_wgslsmith_index_u32(6847u, 4u)].x, var_2[_wgslsmith_index_u32(20855u, 4u)].x))))), var_1.a.b[_wgslsmith_index_u32(4257u + (countLeadingZeros(vec4<u32>(var_0.x, var_0.x, 4294967295u, var_0.x)).x >> (4294967295u % 32u)), 2u)]));
                }
            }
            while (all(vec2<bool>(true, true))) {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
                break;
            }
            let var_0 = ~countOneBits(vec4<u32>(1u, 1u, 1u, 1u));
        }
        case 0i: {
            let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1f, 1f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(~78547u, 21u)], _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~4294967295u, 21u)] * _wgslsmith_div_f32(global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(21785u, 21u)])))), _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(global0[_wgslsmith_index_u32(0u, 21u)], 528f, global0[_wgslsmith_index_u32(26546u, 21u)]))).yx)))));
        }
        default: {
            global2 = !select(vec2<bool>((657f == global0[_wgslsmith_index_u32(31386u, 21u)]) | true, true), vec2<bool>(true, false), true).x;
            var var_0 = mat2x4<f32>(vec4<f32>(-522f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(vec2<f32>(762f, 124f) + vec2<f32>(583f, global0[_wgslsmith_index_u32(1u, 21u)])))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1229f - 2067f))), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, 1u) << (vec3<u32>(1u, 1u, 1u).x % 32u), 21u)] * _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 21u)]))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(func_1(mat4x3<f32>(vec3<f32>(global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(4684u, 21u)]), vec3<f32>(global0[_wgslsmith_index_u32(1u, 21u)], 811f, 910f), vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], -688f, 537f), vec3<f32>(global0[_wgslsmith_index_u32(35459u, 21u)], global0[_wgslsmith_index_u32(0u, 21u)], global0[_wgslsmith_index_u32(32270u, 21u)])), vec2<u32>(1u, 1u), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(0u, 21u)], -1704f, global0[_wgslsmith_index_u32(4294967295u, 21u)])))[_wgslsmith_index_u32(reverseBits(vec3<u32>(0u, 5211u, 8507u)).x, 3u)] * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(0u, 21u)], 296f, -268f, global0[_wgslsmith_index_u32(48280u, 21u)]), vec4<f32>(global0[_wgslsmith_index_u32(85870u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)], -1482f))) - vec4<f32>(823f, -1739f, global0[_wgslsmith_index_u32(11352u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)]))), vec4<f32>(global0[_wgslsmith_index_u32(0u, 21u)], 1178f, _wgslsmith_f_op_f32(-818f), global0[_wgslsmith_index_u32(1u, 21u)]))));
        }
    }
    loop {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
    }
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        continuing {
            loop {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
                continue;
                continuing {
                    global2 = true;
                    var var_0 = vec4<i32>(u_input.b, ~(-(-u_input.b)), ~(u_input.b ^ (-5633i * u_input.b)), _wgslsmith_mod_i32(u_input.b, i32(-2147483648)));
                    break if false;
                }
            }
            (global1)[_wgslsmith_index_u32(63016u & ~min(_wgslsmith_mod_u32(vec3<u32>(1u, 1u, 1u).x, func_3()), dot(min(vec4<u32>(84866u, 4294967295u, 16763u, 19970u), vec4<u32>(42588u, 0u, 25874u, 12267u)).wwx, vec3<u32>(1u, 1u, 1u))), 20u)] = Struct_3(countTrailingZeros(~vec4<i32>(1i, u_input.c.x - i32(-2147483648), 1i, -28038i)).wx, atomicOr(&wg_atomic_i32, -(-3261i)) << ((1u + vec2<u32>(1u, 1u).x) % 32u), Struct_1(true, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global0[_wgslsmith_index_u32(109956u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)], -605f, 473f))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(362f, -1011f, -746f, global0[_wgslsmith_index_u32(0u, 21u)]))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(0u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(0u, 21u)]) + vec4<f32>(-1259f, 932f, global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(6650u, 21u)])) - _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(0u, 21u)], 2197f, global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)]) - vec4<f32>(-743f, 860f, -1000f, -2425f))))), abs(vec4<i32>(u_input.c.x | u_input.c.x, firstTrailingBit(u_input.c).x, u_input.b, 1i)) | vec4<i32>(max(vec4<i32>(1i, 1i, 1i, 1i), select(u_input.a, u_input.a, vec4<bool>(false, true, true, false))).x, 1i, u_input.a.x, sign(u_input.a.x) + -(-6217i)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], 729f, -269f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-657f, global0[_wgslsmith_index_u32(12431u, 21u)], -540f) * vec3<f32>(global0[_wgslsmith_index_u32(0u, 21u)], global0[_wgslsmith_index_u32(47229u, 21u)], global0[_wgslsmith_index_u32(8703u, 21u)])) - _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0[_wgslsmith_index_u32(75784u, 21u)], -524f, global0[_wgslsmith_index_u32(1u, 21u)]), vec3<f32>(-539f, global0[_wgslsmith_index_u32(35135u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)]), vec3<bool>(true, true, true)))))).x - _wgslsmith_f_op_f32(-(-786f))));
            global2 = all(select(vec4<bool>(true, true, true, true).xxz, vec3<bool>(true, true, true), vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, atomicAdd(&wg_atomic_u32, 42718u), ~4294967295u).exchanged, true, true)).yx);
            global0 = array<f32, 21>();
            if (true) {
            }
        }
    }
    let var_0 = min(~(vec3<u32>(0u, 1u, 24115u) + ~vec3<u32>(1u, 12030u, 147075u)), vec3<u32>(1u, 1u, 1u)).x << (1u % 32u);
    switch (u_input.b) {
        case 2147483647i: {
            for (; ; ) {
                if (LOOP_COUNTERS[18u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
                return;
            }
            var var_1 = Struct_4(35889u);
            global2 = false;
            (global0)[_wgslsmith_index_u32(var_0 * ~_wgslsmith_mod_u32(var_1.a, ~(var_1.a & 4294967295u)), 21u)] = global0[_wgslsmith_index_u32(87636u, 21u)];
        }
        default: {
            global2 = true;
            for (var var_1 = 2147483647i; var_1 <= -37646i; var_1 -= 1i) {
                if (LOOP_COUNTERS[19u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
                let var_2 = Struct_1(false, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1162f, -1000f, global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(86u, 21u)]) + vec4<f32>(-711f, -1000f, global0[_wgslsmith_index_u32(var_0, 21u)], -1581f))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], 545f, global0[_wgslsmith_index_u32(var_0, 21u)]))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(1u, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(56362u, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(20558u, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], 899f, 956f)))));
                let var_3 = Struct_2(var_2);
                continue;
            }
            loop {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
                (global0)[_wgslsmith_index_u32(firstTrailingBit(~vec3<u32>(var_0 / (77217u & var_0), firstLeadingBit(select(vec3<u32>(var_0, 8865u, 49425u), vec3<u32>(8213u, var_0, 4294967295u), vec3<bool>(false, false, true)).zy).x, dot(vec4<u32>(1u, 1u, var_0, var_0), vec4<u32>(1u, var_0, var_0, 16359u) >> (vec4<u32>(1481u, 1u, var_0, var_0) % vec4<u32>(32u))))).x, 21u)] = _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_0 + var_0, 21u)]);
                let var_1 = Struct_2(Struct_1(-10168i > ~atomicExchange(&wg_atomic_i32, u_input.b), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], -398f, 255f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1986f, global0[_wgslsmith_index_u32(var_0, 21u)], -104f, 2302f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], -1365f, 1548f)))));
            }
            if (u_input.b <= u_input.c.x) {
            }
        }
    }
    (global0)[_wgslsmith_index_u32(var_0, 21u)] = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(480f * _wgslsmith_f_op_f32(-(-494f))));
    switch (i32(-2147483648) << (var_0 % 32u)) {
        case 939i: {
            if (true) {
                let var_1 = Struct_4(~(~(~var_0 + 1u)));
                let var_2 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-425f) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(floor(209f)) * _wgslsmith_f_op_f32(-1515f))), global0[_wgslsmith_index_u32(abs(countOneBits(vec4<u32>(var_1.a, var_1.a, var_0, var_0) - vec4<u32>(var_0, var_1.a, 0u, 17930u))).x, 21u)], func_1(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(909f, -725f, 161f) - vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], 309f, -1721f)), vec3<f32>(global0[_wgslsmith_index_u32(38870u, 21u)], -207f, global0[_wgslsmith_index_u32(var_0, 21u)]), vec3<f32>(1808f, global0[_wgslsmith_index_u32(111935u, 21u)], global0[_wgslsmith_index_u32(var_1.a, 21u)]), _wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], -1000f, global0[_wgslsmith_index_u32(12312u, 21u)]), vec3<f32>(218f, global0[_wgslsmith_index_u32(var_0, 21u)], 300f))), (vec2<u32>(var_0, 5125u) - vec2<u32>(var_0, var_1.a)) >> ((vec2<u32>(1u, 4294967295u) << (vec2<u32>(10668u, var_1.a) % vec2<u32>(32u))) % vec2<u32>(32u)), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(679f, -712f, global0[_wgslsmith_index_u32(var_0, 21u)]))))[_wgslsmith_index_u32(~(~(var_1.a ^ var_0)), 3u)].x), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(-394f), _wgslsmith_f_op_vec2_f32(max(vec2<f32>(global0[_wgslsmith_index_u32(44466u, 21u)], 163f), vec2<f32>(-857f, global0[_wgslsmith_index_u32(var_1.a, 21u)]))).x, 604f)))).zyw, vec3<f32>(global0[_wgslsmith_index_u32(abs(vec2<u32>(1u, 1u)).x, 21u)], 571f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~58967u, 21u)] * global0[_wgslsmith_index_u32(min(var_1.a, 7170u), 21u)]) + -1404f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(35433u, 21u)], global0[_wgslsmith_index_u32(var_1.a, 21u)], -934f)) - _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(0u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)], 1000f)), vec4<f32>(global0[_wgslsmith_index_u32(var_1.a, 21u)], global0[_wgslsmith_index_u32(11713u, 21u)], -337f, 344f))).ywz) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(func_2(mat2x4<f32>(vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(29798u, 21u)], global0[_wgslsmith_index_u32(var_1.a, 21u)], global0[_wgslsmith_index_u32(var_1.a, 21u)]), vec4<f32>(-3126f, -1510f, global0[_wgslsmith_index_u32(9344u, 21u)], global0[_wgslsmith_index_u32(5310u, 21u)])))))));
            }
            var var_1 = mat2x2<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-389f, 127f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(577u, 21u)] + 819f))))).yz, vec2<f32>(861f, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1409f, 780f, -1154f) * vec3<f32>(810f, -463f, 178f)) + _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0[_wgslsmith_index_u32(45691u, 21u)], 1290f, 170f, -1511f), vec4<f32>(-485f, 248f, 1343f, global0[_wgslsmith_index_u32(1u, 21u)]))).xwy))).x));
            loop {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
                let var_2 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, 1128f, var_1[_wgslsmith_index_u32(var_0, 2u)].x, 270f), vec4<f32>(-414f, 697f, var_1[_wgslsmith_index_u32(1u, 2u)].x, global0[_wgslsmith_index_u32(var_0, 21u)]), false))))) - vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 21u)])))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(exp(var_1[_wgslsmith_index_u32(var_0, 2u)])).x, _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(30101u, 2u)].x, global0[_wgslsmith_index_u32(1u, 21u)]))), _wgslsmith_div_f32(_wgslsmith_f_op_f32(213f + 1466f), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(56326u, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], var_1[_wgslsmith_index_u32(0u, 2u)].x), vec4<f32>(271f, global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(102119u, 21u)], global0[_wgslsmith_index_u32(4294967295u, 21u)]))).zyx, _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_1[_wgslsmith_index_u32(var_0, 2u)].x, 317f, global0[_wgslsmith_index_u32(var_0, 21u)], 1479f))).xyw)).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1863f)))));
                let var_3 = mat4x4<f32>(vec4<f32>(var_1[_wgslsmith_index_u32(min(vec3<u32>(var_0, 9400u, 34812u), max(vec4<u32>(var_0, 0u, var_0, var_0), vec4<u32>(var_0, 1u, var_0, var_0)).zwy).x >> (var_0 % 32u), 2u)].x, -351f, -463f, _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1131f, var_1[_wgslsmith_index_u32(var_0, 2u)].x, -611f, var_2.x))).yyw, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(var_1[_wgslsmith_index_u32(var_0, 2u)].x, var_2.x, var_1[_wgslsmith_index_u32(33147u, 2u)].x)))))).x), var_2, var_2, _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_2 * var_2) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-404f, -174f, var_1[_wgslsmith_index_u32(14425u, 2u)].x, 1389f))) + _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(718f, global0[_wgslsmith_index_u32(66461u, 21u)], var_1[_wgslsmith_index_u32(var_0, 2u)].x, global0[_wgslsmith_index_u32(4294967295u, 21u)])), vec4<f32>(var_1[_wgslsmith_index_u32(var_0, 2u)].x, var_1[_wgslsmith_index_u32(63619u, 2u)].x, 1127f, global0[_wgslsmith_index_u32(69112u, 21u)]))))));
                var var_4 = global1[_wgslsmith_index_u32(var_0, 20u)];
            }
            global2 = true;
            global1 = array<Struct_3, 20>();
        }
        default: {
            var var_1 = Struct_2(Struct_1(true, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(325f, global0[_wgslsmith_index_u32(var_0, 21u)], -270f, 325f), vec4<f32>(-206f, -813f, global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(1u, 21u)]))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(-585f, global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(8948u, 21u)]) * vec4<f32>(208f, global0[_wgslsmith_index_u32(4294967295u, 21u)], global0[_wgslsmith_index_u32(var_0, 21u)], 560f)), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], 771f, global0[_wgslsmith_index_u32(81476u, 21u)], global0[_wgslsmith_index_u32(1u, 21u)]), vec4<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], global0[_wgslsmith_index_u32(1u, 21u)], 1000f, global0[_wgslsmith_index_u32(75730u, 21u)]))), true)))));
            var_1 = Struct_2(Struct_1(!(!var_1.a.a), var_1.a.b));
            var var_2 = var_1.a.b[_wgslsmith_index_u32(~countLeadingZeros(_wgslsmith_mod_vec3_u32(~vec3<u32>(var_0, 1u, 10108u), extractBits(~vec4<u32>(var_0, var_0, 0u, var_0), 0u | var_0, var_0).wyz)).x, 2u)].zx;
            if (true) {
            }
            (global0)[_wgslsmith_index_u32(var_0 / var_0, 21u)] = -877f;
        }
    }
    while (true) {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat2x3<f32>(vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 21u)], _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1224f)), -151f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(var_0, 21u)], _wgslsmith_f_op_f32(-1388f - -430f), 486f))));
}

