// {"0:0":[116,100,173,156]}
// Seed: 60

struct Struct_1 {
    @align(8)
    @size(24)
    a: vec2<u32>,
    @align(16)
    b: mat4x3<f32>,
    c: vec2<u32>,
}

struct Struct_2 {
    @align(8)
    a: f32,
    @align(4)
    b: f32,
}

struct Struct_3 {
    @size(8)
    a: Struct_2,
}

struct UniformBuffer {
    @size(4)
    a: i32,
}

struct StorageBuffer {
    a: vec4<i32>,
    @size(4)
    b: u32,
    @align(16)
    @size(44)
    c: mat2x3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 32>;

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
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

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn func_5() -> mat2x2<f32> {
    var var_0 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(_wgslsmith_div_f32(815f, 1000f), -1547f, _wgslsmith_f_op_f32(-(-871f)), -1634f))))).zwx);
    var var_1 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-217f) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(abs(1028f)) * -356f) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1189f)) + var_0.x)) + var_0.x));
    let var_2 = Struct_1(vec2<u32>(1u, 1u) * max(~vec4<u32>(1u, 1u, 1u, 1u), max(vec4<u32>(55074u, 1u, 11782u, 0u), vec4<u32>(44108u, 56024u, 52328u, 71787u))).yz, mat4x3<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.x, var_0.x, var_0.x, var_0.x) * vec4<f32>(var_0.x, -1974f, 1711f, 1000f)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-1075f, var_0.x, 411f, 166f) + vec4<f32>(-213f, var_0.x, 473f, var_0.x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.x, -1576f, var_0.x, -939f) - vec4<f32>(var_0.x, -895f, var_0.x, -1000f))))).wzw, _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.x, 1018f, -1801f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(540f, -291f, 1564f)) - _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.x, 881f, 1150f) + vec3<f32>(-817f, var_0.x, -256f))) - _wgslsmith_f_op_vec3_f32(vec3<f32>(-1020f, -122f, 1101f) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.x, -180f, -151f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-1244f, -920f, -952f, var_0.x), vec4<f32>(var_0.x, -932f, var_0.x, var_0.x))).zzz - _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.x, var_0.x, 525f))))), vec2<u32>(firstLeadingBit(vec2<u32>(1u, 1u)).x, 1u));
    let var_3 = var_2.c;
    (var_0).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(var_0.x, -368f, -1761f))).x, 190f) + var_0.yx))).x * 840f);
    return mat2x2<f32>(vec2<f32>(_wgslsmith_div_f32(var_2.b[_wgslsmith_index_u32(~(53483u + var_2.c.x), 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.x - 174f))), 2179f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(756f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_2.b[_wgslsmith_index_u32(var_3.x, 4u)].x + -397f)))));
}

fn func_4(arg_0: mat2x2<f32>) -> vec3<u32> {
    for (var var_0 = 25761i; ; ) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        while (true || !(!atomicCompareExchangeWeak(&wg_atomic_u32, ~0u, 1u).exchanged)) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var_0 = -1i;
            return select(min(vec4<u32>(countOneBits(vec3<u32>(0u, 33663u, 1u)).x + 0u, 1u, ~min(vec2<u32>(79296u, 35331u), vec2<u32>(0u, 4294967295u)).x, firstLeadingBit(vec2<u32>(1u, 1u)).x), vec4<u32>(0u, _wgslsmith_mod_u32(1u, 57508u / 40888u), 1u, vec3<u32>(1u, 1u, 1u).x)), vec4<u32>(1u, 1u, 1u, 1u), vec4<bool>(true, true, true, true)).zwx;
        }
        let var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(7511u, 2u)].x)), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(2219u, 2u)].x - _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(0u, 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x * arg_0[_wgslsmith_index_u32(1692u, 2u)].x))))), vec3<f32>(_wgslsmith_f_op_f32(-(-1471f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, -556f, -1754f, arg_0[_wgslsmith_index_u32(1u, 2u)].x)), vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 2u)].x, arg_0[_wgslsmith_index_u32(73256u, 2u)].x, -1850f, arg_0[_wgslsmith_index_u32(1u, 2u)].x))) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(arg_0[_wgslsmith_index_u32(1u, 2u)].x, -887f)))), 1035f), vec3<f32>(_wgslsmith_f_op_f32(-844f + -155f), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(0u, 171u, 1u)).x, 2u)].x), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(8065u, 2u)].x, 557f, 1000f)), _wgslsmith_div_vec3_f32(vec3<f32>(-243f, -883f, 1000f), vec3<f32>(1023f, arg_0[_wgslsmith_index_u32(5562u, 2u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x)), all(vec4<bool>(false, true, true, false)))))).x));
        var var_2 = 1u;
        while (!(-1171f <= _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(20875u, 2u)].x, var_1[_wgslsmith_index_u32(4182u, 3u)].x) - arg_0[_wgslsmith_index_u32(111791u, 2u)]), arg_0[_wgslsmith_index_u32(max(vec4<u32>(1011u, 1u, 4294967295u, 80443u), vec4<u32>(33888u, 60663u, 6728u, 0u)).x, 2u)]))).x)) {
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
            return vec3<u32>(1u, 1u, 1u);
        }
    }
    let var_0 = Struct_1(vec2<u32>(1u, 1u), mat4x3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1380f, arg_0[_wgslsmith_index_u32(33950u, 2u)].x, arg_0[_wgslsmith_index_u32(8699u, 2u)].x, -637f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1408f, 1504f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, 848f)), _wgslsmith_div_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, -418f, -783f, -866f), vec4<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, -1016f, arg_0[_wgslsmith_index_u32(39908u, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x)))))).zwy, _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(77817u, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x, 1710f, 325f), vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 2u)].x, -1000f, -235f, arg_0[_wgslsmith_index_u32(54469u, 2u)].x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(21129u, 2u)].x, 1075f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x))))).wwz, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(1703f, arg_0[_wgslsmith_index_u32(0u, 2u)].x))).x + _wgslsmith_f_op_f32(-(-950f))), arg_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(-(-880f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1380f, arg_0[_wgslsmith_index_u32(0u, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(294f, arg_0[_wgslsmith_index_u32(81641u, 2u)].x, arg_0[_wgslsmith_index_u32(77762u, 2u)].x, 819f))).wwy)) - _wgslsmith_div_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(30566u, 2u)].x, 870f, arg_0[_wgslsmith_index_u32(60425u, 2u)].x), vec3<f32>(arg_0[_wgslsmith_index_u32(0u, 2u)].x, -976f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x)))), vec2<u32>(1u, 1u));
    var var_1 = mat4x2<f32>(var_0.b[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)].zz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_0[_wgslsmith_index_u32(~var_0.a.x, 2u)], _wgslsmith_f_op_vec2_f32(var_0.b[_wgslsmith_index_u32(var_0.c.x, 4u)].xy * var_0.b[_wgslsmith_index_u32(3458u, 4u)].xz)) * arg_0[_wgslsmith_index_u32(var_0.c.x, 2u)])), vec2<f32>(_wgslsmith_f_op_f32(-3637f * 1051f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(176f - _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(var_0.a.x, 4u)].x)) + _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(942f, 771f, arg_0[_wgslsmith_index_u32(41660u, 2u)].x, var_0.b[_wgslsmith_index_u32(var_0.a.x, 4u)].x) - vec4<f32>(-1270f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, -1601f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x)))).x)), _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(firstLeadingBit(~(~vec3<u32>(var_0.a.x, var_0.a.x, var_0.a.x))).x, 2u)] - vec2<f32>(_wgslsmith_f_op_f32(-(-1007f)), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(var_0.c.x >> (4294967295u % 32u), 2u)].x - 479f))));
    if (select(false, all(vec3<bool>(true, atomicCompareExchangeWeak(&wg_atomic_i32, 1i * u_input.a, u_input.a + -1i).exchanged, 1u <= ~var_0.a.x)), true)) {
        let var_2 = Struct_3(Struct_2(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1014f * arg_0[_wgslsmith_index_u32(124080u, 2u)].x)) * _wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(~var_0.c.x, 4u)].x + var_1[_wgslsmith_index_u32(var_0.c.x, 4u)].x)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(24835u, 4u)].x, -253f, -737f, var_1[_wgslsmith_index_u32(var_0.a.x, 4u)].x))))).x));
        while (true) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x, 1836f, var_2.a.a))), vec4<f32>(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(731f, arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, var_2.a.b), vec3<f32>(var_0.b[_wgslsmith_index_u32(0u, 4u)].x, var_1[_wgslsmith_index_u32(40857u, 4u)].x, -1000f))).x, var_1[_wgslsmith_index_u32(~var_0.a.x, 4u)].x, _wgslsmith_f_op_f32(-1237f), var_2.a.a), vec4<bool>(true, true, -242f == var_1[_wgslsmith_index_u32(var_0.a.x, 4u)].x, vec4<bool>(true, true, true, true).x))).xx - vec2<f32>(var_2.a.a, var_2.a.a)), _wgslsmith_f_op_vec2_f32(var_0.b[_wgslsmith_index_u32(var_0.a.x / 33957u, 4u)].yy * _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_div_f32(398f, 706f))))), _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_0[_wgslsmith_index_u32(extractBits(vec3<u32>(94104u, var_0.a.x, var_0.c.x), var_0.c.x & 0u, atomicXor(&wg_atomic_u32, var_0.a.x)).x, 2u)], _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_0[_wgslsmith_index_u32(30902u, 2u)].x, 1543f, var_1[_wgslsmith_index_u32(var_0.a.x, 4u)].x))).xy * _wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.b[_wgslsmith_index_u32(44488u, 4u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x) + vec2<f32>(183f, var_2.a.a)))) - _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(_wgslsmith_f_op_f32(var_2.a.b - 1000f), var_2.a.a)))), vec2<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0.b[_wgslsmith_index_u32(var_0.a.x, 4u)].zy), _wgslsmith_f_op_vec2_f32(exp2(var_0.b[_wgslsmith_index_u32(24921u, 4u)].xx))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2.a.b, -1000f)), vec2<bool>(true, true))).x, _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0.b[_wgslsmith_index_u32(0u, 4u)]) * var_0.b[_wgslsmith_index_u32(var_0.c.x + 6331u, 4u)]))).x));
            let var_3 = arg_0[_wgslsmith_index_u32(var_0.c.x, 2u)].x;
            continue;
        }
        for (var var_3 = 10661i; ; var_3 -= 1i) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            break;
        }
        var var_3 = var_0.b;
    } else if (true & ((~(~u_input.a) <= 19796i) && true)) {
        var var_2 = mat4x2<f32>(var_0.b[_wgslsmith_index_u32(0u | ~(~atomicMin(&wg_atomic_u32, var_0.a.x)), 4u)].yy, vec2<f32>(_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-1593f))), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, var_1[_wgslsmith_index_u32(0u, 4u)].x, arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, -969f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-611f, var_1[_wgslsmith_index_u32(var_0.c.x, 4u)].x, var_0.b[_wgslsmith_index_u32(var_0.a.x, 4u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].x, -1167f, 670f, var_1[_wgslsmith_index_u32(var_0.c.x, 4u)].x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-1079f, 1000f, -572f, var_0.b[_wgslsmith_index_u32(var_0.a.x, 4u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(var_0.a.x, 2u)].x, var_1[_wgslsmith_index_u32(1u, 4u)].x, 1000f, var_0.b[_wgslsmith_index_u32(var_0.a.x, 4u)].x)))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-812f, 1404f, var_0.b[_wgslsmith_index_u32(26535u, 4u)].x, 121f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(10913u, 4u)].x, var_1[_wgslsmith_index_u32(var_0.c.x, 4u)].x, var_1[_wgslsmith_index_u32(92291u, 4u)].x) * vec4<f32>(var_1[_wgslsmith_index_u32(52436u, 4u)].x, -187f, var_0.b[_wgslsmith_index_u32(1u, 4u)].x, 669f)), false)).ywx, _wgslsmith_f_op_vec3_f32(saturate(var_0.b[_wgslsmith_index_u32(var_0.c.x | var_0.c.x, 4u)])))).xy), _wgslsmith_f_op_vec2_f32(-vec2<f32>(func_5()[_wgslsmith_index_u32(var_0.a.x, 2u)].x, -1492f)));
    } else if (select(vec4<bool>(false, false, !(((var_0.a.x < var_0.a.x)) || false), false), vec4<bool>(true, true, true, true), true).x) {
        var var_2 = var_0;
    }
    ((var_1)[_wgslsmith_index_u32(reverseBits(var_0.c).x, 4u)]).x = _wgslsmith_f_op_f32(-362f);
    return firstTrailingBit(~(~vec4<u32>(0u, var_0.c.x, var_0.a.x, 4294967295u)) - (extractBits(clamp(vec4<u32>(var_0.c.x, 1u, var_0.a.x, var_0.c.x), vec4<u32>(var_0.a.x, 4294967295u, var_0.c.x, 4294967295u), vec4<u32>(4294967295u, var_0.a.x, var_0.a.x, 0u)), 1u * 1u, ~var_0.c.x) * (vec4<u32>(var_0.c.x, var_0.c.x, var_0.c.x, 55047u) >> (~vec4<u32>(var_0.a.x, var_0.a.x, var_0.c.x, var_0.c.x) % vec4<u32>(32u))))).zxz;
}

fn func_3(arg_0: vec4<u32>, arg_1: vec4<bool>) -> u32 {
    let var_0 = (~(~1u) | select(func_4(func_5()), arg_0.yyz, true).x) >> (arg_0.x % 32u);
    var var_1 = Struct_3(Struct_2(1488f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-989f + -1370f)))));
    let var_2 = sign(-vec2<i32>(2147483647i, -4661i)).x;
    for (var var_3 = 0i; var_3 == 23331i; ) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        var var_4 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(358f, var_1.a.a, 385f, var_1.a.a), vec4<f32>(-1057f, -1043f, 694f, var_1.a.a))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(373f, var_1.a.a, var_1.a.a, var_1.a.b))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1717f, var_1.a.a, -224f, 252f))) + _wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(vec4<f32>(var_1.a.a, var_1.a.b, var_1.a.b, 337f), vec4<f32>(var_1.a.b, -855f, var_1.a.b, 231f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(266f, 338f, -459f, var_1.a.a) - vec4<f32>(-1079f, 142f, 168f, var_1.a.a)))))), vec4<f32>(_wgslsmith_f_op_f32(216f * var_1.a.b), var_1.a.b, 571f, _wgslsmith_f_op_f32(-1083f * var_1.a.a)));
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            continuing {
                let var_5 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-442f, -495f, 337f, var_1.a.b)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1833f, -1249f, var_4[_wgslsmith_index_u32(1u, 2u)].x, 194f))))))).wwx, var_4[_wgslsmith_index_u32(arg_0.x, 2u)].xyx);
                let var_6 = mat4x3<f32>(var_4[_wgslsmith_index_u32(clamp(vec2<u32>(arg_0.x, reverseBits(~85231u)), firstTrailingBit(vec3<u32>(0u, 4294967295u, 4294967295u)).xz - ~arg_0.xw, firstLeadingBit(~(~vec3<u32>(0u, arg_0.x, 4294967295u))).zx).x, 2u)].yxz, _wgslsmith_f_op_vec3_f32(sign(var_5[_wgslsmith_index_u32(var_0, 2u)])), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(vec4<f32>(290f, var_4[_wgslsmith_index_u32(0u, 2u)].x, var_4[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1.a.b), vec4<f32>(var_1.a.b, 634f, -547f, var_4[_wgslsmith_index_u32(1u, 2u)].x)))))).zyx), var_4[_wgslsmith_index_u32(9414u, 2u)].zyy);
            }
        }
        for (var var_5: i32; var_5 > 1i; var_5 += 1i) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            break;
        }
        return 4294967295u * var_0;
    }
    for (; any(arg_1); ) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        while (arg_1.x) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            ((var_1).a).b = _wgslsmith_f_op_f32(-var_1.a.a);
        }
        var var_3 = !arg_1.x;
        break;
    }
    return ~(reverseBits(extractBits(arg_0.ywx, var_0 >> (1u % 32u), arg_0.x ^ var_0)).x / 4294967295u);
}

fn func_2() -> vec2<bool> {
    for (; !(atomicExchange(&wg_atomic_u32, ~func_3(vec4<u32>(1u, 13611u, 53987u, 0u), vec4<bool>(true, false, false, true))) != countTrailingZeros(vec3<u32>(23916u - 89138u, ~42233u, 55208u)).x); ) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        continue;
    }
    for (var var_0 = -8663i; (var_0 < 4194i); var_0 -= 1i) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        if (all(vec2<bool>(true, true))) {
            var var_1 = vec2<bool>(true, true);
            var var_2 = Struct_1(vec2<u32>(1u, 27885u * 1u), mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-(-1455f)), 195f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-987f) + _wgslsmith_f_op_f32(-690f * -1236f))), vec3<f32>(1055f, -1013f, -483f), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-610f), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(176f, 1000f, -636f))).x, _wgslsmith_div_f32(-361f, 683f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-303f, -2609f, -244f, -1034f))).xwy)), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(-144f, 974f, 972f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-579f, -221f, 704f)))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1363f, 1347f, 779f)), !select(vec2<bool>(var_1.x, var_1.x), vec2<bool>(var_1.x, var_1.x), vec2<bool>(false, false)).x))), countOneBits(vec4<u32>(1u, 1u, 1u, 1u)).yz + (select(vec4<u32>(1u, 1u, 1u, 1u), reverseBits(vec4<u32>(33388u, 0u, 4294967295u, 67978u)), select(vec4<bool>(false, var_1.x, false, var_1.x), vec4<bool>(false, true, var_1.x, false), true)).ww * ((vec2<u32>(4294967295u, 36915u) / vec2<u32>(4294967295u, 36429u)) + vec2<u32>(1u, 15512u))));
            let var_3 = select(select(!vec4<bool>(var_1.x, true, true, true), vec4<bool>(!var_1.x == false, var_1.x, true, true), all(vec3<bool>(true, true, true))).yw, !(!vec2<bool>((var_2.b[_wgslsmith_index_u32(0u, 4u)].x < var_2.b[_wgslsmith_index_u32(var_2.a.x, 4u)].x), select(vec3<bool>(var_1.x, var_1.x, var_1.x), vec3<bool>(true, true, var_1.x), vec3<bool>(true, var_1.x, var_1.x)).x)), !vec2<bool>(var_1.x, false));
            (var_1).x = select(select(select(vec4<bool>(true, var_2.a.x > 1u, true, var_3.x), select(select(vec4<bool>(true, var_1.x, var_3.x, var_1.x), vec4<bool>(false, true, true, var_1.x), false), vec4<bool>(true, true, true, true), (var_2.c.x < 69868u)), ~0i != ~u_input.a), select(vec4<bool>(true, false, var_3.x, (var_2.b[_wgslsmith_index_u32(var_2.c.x, 4u)].x < -1211f)), select(select(vec4<bool>(var_1.x, false, var_1.x, var_3.x), vec4<bool>(var_1.x, var_3.x, var_3.x, var_1.x), false), !vec4<bool>(var_3.x, var_3.x, true, false), !vec4<bool>(var_1.x, var_3.x, var_3.x, false)), select(vec4<bool>(var_1.x, var_3.x, true, var_3.x), select(vec4<bool>(false, var_1.x, var_3.x, false), vec4<bool>(var_3.x, var_3.x, false, false), vec4<bool>(var_3.x, true, var_3.x, true)), !vec4<bool>(true, var_1.x, false, var_1.x))), vec4<bool>(true, any(select(vec4<bool>(true, var_3.x, var_1.x, var_1.x), vec4<bool>(true, true, false, true), var_1.x).xyy), any(select(vec3<bool>(true, var_3.x, var_3.x), vec3<bool>(true, true, var_3.x), var_1.x).yz), false)), select(vec4<bool>(any(vec4<bool>(false, var_3.x, var_1.x, var_3.x)), !(!var_3.x), var_1.x, false), !select(vec4<bool>(false, var_1.x, false, true), !vec4<bool>(true, true, true, var_3.x), var_1.x), select(!select(vec4<bool>(var_1.x, false, false, var_3.x), vec4<bool>(true, var_1.x, var_3.x, false), vec4<bool>(var_3.x, var_1.x, true, false)), vec4<bool>(false || var_1.x, atomicCompareExchangeWeak(&wg_atomic_u32, 16715u, var_2.a.x).exchanged, !var_3.x, false), !vec4<bool>(var_1.x, var_3.x, var_3.x, var_1.x))), 18727i > u_input.a).x;
        } else if (select(true, true, (u_input.a < (_wgslsmith_mod_i32(firstLeadingBit(vec4<i32>(u_input.a, 5412i, u_input.a, 5683i)).x, u_input.a) / 1i)))) {
        }
        let var_1 = Struct_2(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(3199f - -936f), _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-2335f * -709f), _wgslsmith_f_op_f32(ceil(612f))))).xyx)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(138f, -583f, 518f, 357f))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, 1000f, -1554f, -1837f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 1192f, -679f, -1261f) * vec4<f32>(1449f, 655f, -312f, 120f))))).x));
        for (var var_2: i32; select(!select(vec2<bool>(true, true), vec2<bool>(false, all(vec3<bool>(true, false, false))), vec2<bool>(false, var_1.a >= 167f)), vec2<bool>(true, true), !(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(-1351f, var_1.a, var_1.a), vec3<f32>(700f, var_1.a, 1361f))).x <= 319f)).x; var_2 = ~(-u_input.a)) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            let var_3 = u_input.a * ~(u_input.a | max(firstLeadingBit(vec4<i32>(u_input.a, -30034i, 1i, -36593i)).xzz, vec3<i32>(u_input.a, 0i, -1i) ^ vec3<i32>(u_input.a, u_input.a, u_input.a)).x);
            let var_4 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(1243f, _wgslsmith_f_op_f32(var_1.a * -1902f)), var_1.a, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(113f, var_1.a, var_1.a), vec3<f32>(var_1.a, var_1.b, 242f))).x - _wgslsmith_f_op_f32(-var_1.a)), var_1.a)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.a, var_1.b, 820f, 1327f) + vec4<f32>(1000f, -1375f, var_1.b, -1001f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.b, -1411f, 981f, var_1.a))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1796f, var_1.a, var_1.a, var_1.b))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(840f, 1068f, -1385f, var_1.a))))));
            continue;
        }
        switch (~min((-u_input.a - u_input.a) + atomicAdd(&wg_atomic_i32, -(-8653i)), abs(vec2<i32>(i32(-2147483648), u_input.a)).x * 50241i)) {
            case -36792i: {
                var_0 = countTrailingZeros(vec4<i32>((u_input.a & -1i) >> (7769u % 32u), u_input.a, 1i, -1i - (u_input.a / u_input.a)) >> (vec4<u32>(1u, 1u, 1u, 1u) % vec4<u32>(32u))).x;
                continue;
            }
            case 27690i: {
                continue;
            }
            case 2926i: {
                let var_2 = select(~(~1u + ~dot(vec4<u32>(18372u, 1u, 42120u, 34777u), vec4<u32>(0u, 82760u, 23899u, 0u))), 0u, true);
            }
            default: {
            }
        }
    }
    var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-727f, _wgslsmith_f_op_f32(-(-1920f))))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec3<f32>(1f, 1f, 1f).xx * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(1116f, 1000f) - vec2<f32>(990f, -1991f)) - vec2<f32>(-122f, -909f))), vec2<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1131f, -2060f, -2221f, -971f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1000f, -1456f, 528f, 1215f))), true)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1426f))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(-658f, 1313f), vec2<f32>(-706f, -187f))).x, -1000f))));
    var var_1 = _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(77621u, 3u)].x), _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(1u - 1u, 3u)].x, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-407f, var_0[_wgslsmith_index_u32(48461u, 3u)].x), vec2<f32>(var_0[_wgslsmith_index_u32(33906u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x), vec2<bool>(true, false))).x)), _wgslsmith_f_op_f32(925f - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1101f - 255f))), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(646f * 917f), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(-968f, var_0[_wgslsmith_index_u32(23267u, 3u)].x, -1380f, var_0[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))).x)), 528f))).yy;
    let var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(-1145f, 459f, var_0[_wgslsmith_index_u32(54501u, 3u)].x)))), vec3<f32>(926f, _wgslsmith_f_op_f32(-(-205f)), 1107f)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(-2464f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, 546f) * vec4<f32>(var_0[_wgslsmith_index_u32(54480u, 3u)].x, -1914f, -646f, var_1.x)))).zww)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-2245f, 2698f, var_1.x, var_1.x))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-711f, var_1.x, var_0[_wgslsmith_index_u32(20174u, 3u)].x, -482f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_0[_wgslsmith_index_u32(46262u, 3u)].x, var_0[_wgslsmith_index_u32(7618u, 3u)].x, var_0[_wgslsmith_index_u32(43501u, 3u)].x, -1000f), vec4<f32>(1000f, 319f, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1000f, -1628f, var_1.x, var_1.x)))))).xzz), vec3<f32>(739f, var_0[_wgslsmith_index_u32(~(~1u), 3u)].x, _wgslsmith_f_op_vec2_f32(ceil(var_0[_wgslsmith_index_u32(19844u << (1u % 32u), 3u)])).x));
    return vec2<bool>(true, true);
}

fn func_1(arg_0: Struct_1) -> f32 {
    let var_0 = Struct_2(-260f, arg_0.b[_wgslsmith_index_u32(45683u, 4u)].x);
    if (select(func_2(), func_2(), false).x) {
        let var_1 = ~30291i;
        var var_2 = arg_0;
        switch (countOneBits(2147483647i)) {
            case 1i: {
                var var_3 = mat3x2<f32>(var_2.b[_wgslsmith_index_u32(arg_0.c.x, 4u)].yz, vec2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(var_0.a, var_2.b[_wgslsmith_index_u32(0u, 4u)].x, -1076f), vec3<f32>(-567f, -1000f, -460f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(var_2.b[_wgslsmith_index_u32(var_2.a.x, 4u)]))), true)).x, _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(vec2<f32>(143f, -1161f) - vec2<f32>(var_0.a, -482f)), _wgslsmith_div_vec2_f32(arg_0.b[_wgslsmith_index_u32(var_2.a.x, 4u)].zz, vec2<f32>(-671f, 619f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.b[_wgslsmith_index_u32(18086u, 4u)].x, var_0.b, 1073f, var_0.a), vec4<f32>(-535f, -1034f, -916f, 997f), vec4<bool>(false, false, true, true))).zw)).x, _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(var_0.a, -1445f))).x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(906f, _wgslsmith_div_f32(arg_0.b[_wgslsmith_index_u32(82922u, 4u)].x, 475f)))));
                ((var_2).a).x = var_2.c.x & arg_0.a.x;
                var var_4 = ~(_wgslsmith_mod_u32(13900u, var_2.a.x) / ~(~arg_0.c.x)) > (4294967295u >> (_wgslsmith_mod_u32(0u, arg_0.c.x - ~2598u) % 32u));
                var var_5 = 1u;
                var var_6 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_3[_wgslsmith_index_u32(0u, 3u)].x, 1186f, -1007f, var_0.a))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-602f, var_0.b, 1000f, arg_0.b[_wgslsmith_index_u32(var_2.c.x, 4u)].x))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(2001f, var_0.b, -873f, 445f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-711f, var_2.b[_wgslsmith_index_u32(14065u, 4u)].x, 1777f, -1000f))))).zz - vec2<f32>(var_2.b[_wgslsmith_index_u32(287u, 4u)].x, func_5()[_wgslsmith_index_u32(12754u, 2u)].x)) * var_2.b[_wgslsmith_index_u32(~(~(~arg_0.c.x)) | ~extractBits(arg_0.a.x - 4294967295u, 11692u, var_2.a.x ^ 10767u), 4u)].xx);
            }
            default: {
            }
        }
        switch (1i) {
            default: {
            }
        }
    }
    var var_1 = _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-543f, _wgslsmith_f_op_f32(-(-483f)), 1885f, _wgslsmith_f_op_f32(-791f + arg_0.b[_wgslsmith_index_u32(1u, 4u)].x)) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0.b[_wgslsmith_index_u32(arg_0.a.x, 4u)].x, -2073f, var_0.a, var_0.b), vec4<f32>(619f, -1184f, -326f, var_0.b), vec4<f32>(var_0.a, arg_0.b[_wgslsmith_index_u32(65524u, 4u)].x, arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, var_0.b)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b, -666f, _wgslsmith_f_op_f32(-(-904f)), _wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(arg_0.c.x, 4u)].x * var_0.b)))), true));
    while (select(vec3<bool>(true, true, true), vec3<bool>(false, true, true), !select(vec4<bool>(false, true, true, true), vec4<bool>(vec2<bool>(true, true).x, true, atomicCompareExchangeWeak(&wg_atomic_u32, 11720u, 4294967295u).exchanged, true), true).wxz).x) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        let var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(step(var_1.zzw, _wgslsmith_f_op_vec3_f32(-var_1.zyz))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(748f, arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, 1621f), vec4<f32>(arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, 1529f, var_1.x, 691f), vec4<f32>(arg_0.b[_wgslsmith_index_u32(1u, 4u)].x, var_1.x, 1000f, -585f))).zx, _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_1.x, -1543f, var_0.a, var_0.b))).wx)).x), _wgslsmith_f_op_f32(var_1.x * 517f), _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(sign(arg_0.b[_wgslsmith_index_u32(4294967295u, 4u)])))).x))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-var_0.b), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-1035f, -1654f, var_0.b, 300f))).x, _wgslsmith_f_op_f32(-(-1000f)), var_1.x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.a, 840f, -546f, 797f) - vec4<f32>(-186f, var_0.a, 807f, -1398f)) - _wgslsmith_div_vec4_f32(vec4<f32>(486f, var_1.x, var_1.x, arg_0.b[_wgslsmith_index_u32(arg_0.a.x, 4u)].x), vec4<f32>(902f, -1994f, arg_0.b[_wgslsmith_index_u32(arg_0.a.x, 4u)].x, var_1.x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.b[_wgslsmith_index_u32(arg_0.a.x, 4u)].x, 759f, 1380f, var_1.x) - vec4<f32>(823f, var_1.x, -318f, 928f))), true)).yzy);
        for (var var_3: i32; var_3 > -1i; var_3 -= 1i) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        }
    }
    var_1 = _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_f32(var_0.a * _wgslsmith_f_op_f32(floor(var_0.a))), -503f, _wgslsmith_f_op_f32(-var_0.a), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(958f, -1156f, -883f, var_0.a), vec4<f32>(1447f, 254f, -1013f, var_1.x), vec4<f32>(-723f, var_0.a, 1078f, -686f))), vec4<f32>(399f, arg_0.b[_wgslsmith_index_u32(0u, 4u)].x, -958f, 544f))).x + _wgslsmith_f_op_vec2_f32(sign(var_1.wy)).x))));
    return -1771f;
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    if (false) {
        var var_0 = _wgslsmith_div_f32(_wgslsmith_f_op_f32(-482f - -1098f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1575f))));
        var_0 = 804f;
        var var_1 = Struct_2(1606f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_f32(func_1(Struct_1(builtin_num_workgroups.yx, mat4x3<f32>(vec3<f32>(-1509f, -2044f, 1214f), vec3<f32>(-429f, -1724f, -1484f), vec3<f32>(811f, -1415f, -855f), vec3<f32>(-1912f, 766f, 904f)), builtin_num_workgroups.xy))))) * _wgslsmith_f_op_f32(-862f * 970f)));
    } else {
        for (var var_0: i32; var_0 <= -1i; var_0 += 1i) {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            let var_1 = Struct_3(Struct_2(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(vec2<f32>(1f, 1f).x - _wgslsmith_f_op_f32(-1097f + 835f))), 1f));
            var var_2 = var_1.a;
            var_0 = 2147483647i;
        }
        while (false) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        }
        var var_0 = _wgslsmith_mod_vec2_u32(countOneBits(select(~vec3<u32>(6434u, 2455u, builtin_workgroup_id.x), builtin_workgroup_id - builtin_workgroup_id, vec4<bool>(true, true, true, true).xyy) / (~vec3<u32>(builtin_local_invocation_index, 0u, 0u) ^ reverseBits(builtin_num_workgroups))).xx, builtin_num_workgroups.yy);
        if (atomicOr(&wg_atomic_u32, clamp(min(builtin_workgroup_id, vec3<u32>(16896u, builtin_workgroup_id.x, 47258u)).x, builtin_workgroup_id.x, ~builtin_workgroup_id.x) | builtin_local_invocation_index) == 25739u) {
            var_0 = (countTrailingZeros(~builtin_workgroup_id.zz * ~builtin_workgroup_id.zz) * ~select(builtin_workgroup_id.yz, ~vec2<u32>(builtin_local_invocation_index, 4294967295u), true)) | countTrailingZeros(countLeadingZeros(~vec4<u32>(builtin_local_invocation_index, var_0.x, builtin_num_workgroups.x, 4294967295u)) | vec4<u32>(builtin_local_invocation_index, builtin_local_invocation_index >> (4294967295u % 32u), ~builtin_num_workgroups.x, builtin_workgroup_id.x / var_0.x)).yy;
            (var_0).x = (min(~(~vec2<u32>(0u, builtin_local_invocation_index)), reverseBits(vec2<u32>(1u, 4294967295u))).x >> (select(builtin_num_workgroups.zy, ~(builtin_num_workgroups.zz * vec2<u32>(1u, 1745u)), vec2<bool>(false, false)).x % 32u)) & insertBits(min(insertBits(vec4<u32>(11090u, 76124u, builtin_workgroup_id.x, 0u), vec4<u32>(1047u, builtin_num_workgroups.x, 4294967295u, var_0.x), var_0.x, 4294967295u), select(vec4<u32>(81279u, builtin_num_workgroups.x, 121685u, 63669u), vec4<u32>(19997u, builtin_num_workgroups.x, var_0.x, var_0.x), true)) + vec4<u32>(41685u, builtin_local_invocation_index, 44168u, var_0.x), vec4<u32>(builtin_num_workgroups.x, ~(~4294967295u), builtin_num_workgroups.x, var_0.x), atomicAdd(&wg_atomic_u32, ~1u), countLeadingZeros(vec2<u32>(_wgslsmith_mod_u32(1u, 23581u), ~1549u)).x).x;
        } else if (true) {
            var var_1 = _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-413f)), _wgslsmith_f_op_f32(-229f * -606f), 897f, -526f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(1017f, 1000f, -459f, -419f) * _wgslsmith_div_vec4_f32(vec4<f32>(722f, -669f, -1340f, -1803f), vec4<f32>(-1906f, 632f, -280f, -442f)))))))).xy;
            (var_1).x = _wgslsmith_f_op_f32(-(-596f));
            var var_2 = select(vec4<bool>(true, !atomicCompareExchangeWeak(&wg_atomic_i32, 1i, -2252i).exchanged, true, true), select(vec4<bool>(true, select(false, func_2().x, false), vec3<bool>(true, true, true).x, any(vec3<bool>(true, true, true))), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.x, 1000f)), _wgslsmith_f_op_vec2_f32(vec2<f32>(var_1.x, -1273f) - vec2<f32>(-1612f, var_1.x)))).x + _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_1.x, -238f))) > _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(323f, var_1.x, 2061f, -706f), vec4<f32>(var_1.x, 300f, 1424f, var_1.x), vec4<f32>(var_1.x, var_1.x, var_1.x, 1072f))).x))).xw;
        }
        if (true) {
        }
    }
    if (true) {
        let var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_f32(-345f), vec3<f32>(1f, 1f, 1f).x))).xx), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(1427f - 1744f))) - _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-vec2<f32>(2178f, -358f)))).x), _wgslsmith_f_op_f32(-(-848f))), vec2<f32>(_wgslsmith_f_op_f32(1106f + _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(309f, 1238f, 505f)), _wgslsmith_div_vec3_f32(vec3<f32>(-127f, 718f, 255f), vec3<f32>(1097f, -829f, -1000f)))).x), -1262f), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-541f - 470f)), 570f) * vec4<f32>(1f, 1f, 1f, 1f).wz));
        loop {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            return;
        }
        if (!func_2().x) {
            let var_1 = _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_vec2_f32(max(vec2<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), vec2<f32>(-1000f, 1165f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x), _wgslsmith_f_op_f32(-1000f - var_0[_wgslsmith_index_u32(1u, 4u)].x)))).xxy - _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(50253u, 4u)].x, -720f, -954f) + vec3<f32>(-1887f, 402f, -1000f)), vec3<f32>(var_0[_wgslsmith_index_u32(44847u, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -317f)) + _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(25152u, 4u)].x, -843f, 485f) - _wgslsmith_f_op_vec3_f32(vec3<f32>(301f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x) * vec3<f32>(var_0[_wgslsmith_index_u32(5473u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 162f))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-932f, 317f, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x) - vec3<f32>(var_0[_wgslsmith_index_u32(9149u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, -652f))))))).x;
            let var_2 = Struct_2(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(sign(var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])).x, _wgslsmith_f_op_f32(220f + -837f)), _wgslsmith_f_op_f32(clamp(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(838f, -155f, 137f, 291f)))).x, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1, -647f, var_1, 1577f)))))).x)));
            let var_3 = Struct_3(var_2);
            let var_4 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_2.b, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_2.b - var_1)), _wgslsmith_f_op_f32(-var_2.a), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, -2328f, -291f, var_2.b))).x + _wgslsmith_f_op_f32(951f - var_2.b))))).xxz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-139f), _wgslsmith_div_f32(_wgslsmith_div_f32(-1698f, var_3.a.a), var_1), -1098f)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(var_1 - 907f), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(20831u, 4u)].x), _wgslsmith_div_f32(1783f, var_3.a.b), var_1)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1681f, 1000f, -356f, var_0[_wgslsmith_index_u32(1u, 4u)].x))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(843f, 953f, -1608f, 1985f)))))))).yzy);
            let var_5 = select(countLeadingZeros(select(vec4<i32>(-1i, u_input.a, u_input.a, u_input.a) & vec4<i32>(u_input.a, u_input.a, 1986i, 33535i), vec4<i32>(u_input.a, -13776i, -1i, u_input.a), true)) >> (clamp(extractBits(~vec4<u32>(builtin_local_invocation_index, builtin_workgroup_id.x, builtin_num_workgroups.x, builtin_local_invocation_index), builtin_num_workgroups.x - 61615u, 0u + 46586u), vec4<u32>(0u, 0u, countLeadingZeros(builtin_workgroup_id).x, builtin_local_invocation_index), insertBits(~vec4<u32>(2851u, builtin_workgroup_id.x, builtin_workgroup_id.x, builtin_workgroup_id.x), abs(vec4<u32>(builtin_workgroup_id.x, builtin_local_invocation_index, builtin_local_invocation_index, builtin_local_invocation_index)), insertBits(vec4<u32>(1u, 0u, 1u, builtin_local_invocation_index), vec4<u32>(1u, 1040u, 0u, 45898u), 0u, builtin_workgroup_id.x).x, builtin_local_invocation_index)) % vec4<u32>(32u)), sign(extractBits(vec4<i32>(2147483647i, 1i, 34160i, u_input.a), builtin_local_invocation_index, builtin_workgroup_id.x) | _wgslsmith_mod_vec4_i32(~vec4<i32>(-1i, u_input.a, 1i, u_input.a), ~vec4<i32>(u_input.a, u_input.a, u_input.a, u_input.a))), !vec4<bool>(true & ((builtin_local_invocation_index < 1u)), true, true, true)).zwy;
        }
        if (!select(countTrailingZeros(countLeadingZeros(vec4<u32>(0u, builtin_workgroup_id.x, 28161u, 1u))).x > firstTrailingBit(vec4<u32>(18054u, 4294967295u, builtin_workgroup_id.x, 27209u)).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-156f + var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x) * var_0[_wgslsmith_index_u32(builtin_num_workgroups.x * builtin_workgroup_id.x, 4u)].x) > 182f, vec2<bool>(true, true).x)) {
            var var_1 = 2332f;
            var var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-388f, -1415f, var_0[_wgslsmith_index_u32(37240u, 4u)].x, 772f) + vec4<f32>(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, var_0[_wgslsmith_index_u32(48473u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x)) - _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(48233u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, -115f, var_0[_wgslsmith_index_u32(0u, 4u)].x)))))).xwx), vec3<f32>(_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(22685u, 4u)], vec2<f32>(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, var_0[_wgslsmith_index_u32(26111u, 4u)].x), vec2<bool>(true, false))).x + 950f), var_0[_wgslsmith_index_u32(0u, 4u)].x)), -1270f, _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1263f, 647f, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, var_0[_wgslsmith_index_u32(38719u, 4u)].x)) * vec4<f32>(var_0[_wgslsmith_index_u32(65551u, 4u)].x, -431f, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, -1290f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, 807f, 2015f, 219f))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, -943f, -380f, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-290f, var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x) + vec4<f32>(var_0[_wgslsmith_index_u32(10872u, 4u)].x, -519f, var_0[_wgslsmith_index_u32(51600u, 4u)].x, -863f))))).x), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(668f, 703f, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x) - vec3<f32>(104f, -1000f, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x))))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1429f, 551f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -1000f) - vec4<f32>(-778f, var_0[_wgslsmith_index_u32(1u, 4u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, var_0[_wgslsmith_index_u32(78873u, 4u)].x, -1228f, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x))) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-373f, var_0[_wgslsmith_index_u32(50410u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 807f), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 690f, var_0[_wgslsmith_index_u32(50220u, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x), vec4<f32>(516f, 284f, 1329f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x)))))).ywz));
            let var_3 = ~atomicSub(&wg_atomic_u32, ~(builtin_num_workgroups.x - builtin_workgroup_id.x)) >= (52177u & ~(clamp(vec4<u32>(builtin_num_workgroups.x, builtin_num_workgroups.x, 1u, builtin_num_workgroups.x), vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, 0u, builtin_num_workgroups.x), vec4<u32>(builtin_num_workgroups.x, 20117u, builtin_num_workgroups.x, 36238u)).x ^ ~builtin_workgroup_id.x));
            let var_4 = Struct_1(~builtin_workgroup_id.xy, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_2[_wgslsmith_index_u32(0u, 4u)].x, 422f, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x)) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(475f, var_2[_wgslsmith_index_u32(0u, 4u)].x, var_2[_wgslsmith_index_u32(3324u, 4u)].x))), var_2[_wgslsmith_index_u32(min(~builtin_num_workgroups, countOneBits(vec3<u32>(154u, builtin_num_workgroups.x, builtin_workgroup_id.x))).x, 4u)], vec3<f32>(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(vec3<u32>(1u, 1u, 1u).x, 4u)].x), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(514f, 2464f, 348f, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x)))).x, -1294f), vec3<f32>(1620f, _wgslsmith_f_op_f32(211f + -627f), _wgslsmith_f_op_f32(-(-1368f)))), vec2<u32>(~(~(1u & builtin_num_workgroups.x)), countTrailingZeros(_wgslsmith_mod_vec4_u32(vec4<u32>(builtin_num_workgroups.x, 4294967295u, builtin_local_invocation_index, builtin_workgroup_id.x), vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, 0u, builtin_local_invocation_index))).x << (~(~19382u) % 32u)));
        } else if (any(!select(vec4<bool>(true, true, true, true), vec4<bool>(20074i == u_input.a, true, (u_input.a < u_input.a), true), vec4<bool>(true, any(vec3<bool>(false, false, false)), true, false)).xwz)) {
            let var_1 = _wgslsmith_mod_i32(-(-(4964i ^ u_input.a) / u_input.a), -(~abs(abs(vec4<i32>(i32(-2147483648), u_input.a, i32(-2147483648), u_input.a)).zzz).x));
            var var_2 = _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]))).x;
            var_2 = -1229f;
        }
        let var_1 = select(select(select(vec4<bool>(true, true, true, true), vec4<bool>(all(vec4<bool>(false, false, true, false)), vec3<bool>(true, true, true).x, false, u_input.a >= 1i), vec4<bool>(true, true, vec2<bool>(true, true).x, false)), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true), ~(~(builtin_num_workgroups.x ^ builtin_num_workgroups.x)) <= ~select(vec4<u32>(42407u, builtin_local_invocation_index, 4294967295u, builtin_num_workgroups.x) - vec4<u32>(builtin_num_workgroups.x, 16350u, builtin_local_invocation_index, 8158u), _wgslsmith_mod_vec4_u32(vec4<u32>(builtin_workgroup_id.x, builtin_num_workgroups.x, 1u, 4853u), vec4<u32>(0u, builtin_num_workgroups.x, 0u, builtin_workgroup_id.x)), vec4<bool>(true, true, true, true)).x).yw;
    } else {
        let var_0 = vec3<f32>(_wgslsmith_f_op_f32(-(-764f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-672f)), 1011f);
        loop {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
        }
        let var_1 = _wgslsmith_div_vec3_f32(vec3<f32>(var_0.x, var_0.x, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1119f, var_0.x, -166f, -1653f), vec4<f32>(var_0.x, var_0.x, var_0.x, 257f))).x, _wgslsmith_f_op_f32(-358f)), var_0.zx, vec3<bool>(true, true, true).zz)).x), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(vec2<f32>(var_0.x, -1558f), _wgslsmith_f_op_vec2_f32(-var_0.zx))).x), -2383f, 1481f));
    }
    for (var var_0 = 6i; ; var_0 = -(43110i | -(~atomicAnd(&wg_atomic_i32, -28087i)))) {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        for (var var_1: i32; true; var_1 += 1i) {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            var var_2 = func_5();
        }
        break;
    }
    for (var var_0 = 1i; var_0 == -7826i; var_0 -= 1i) {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        var_0 = max(-(~(-u_input.a)), u_input.a) / 54660i;
    }
    let var_0 = vec4<bool>(!(builtin_num_workgroups.x >= builtin_workgroup_id.x), select(vec2<bool>(true, true), vec2<bool>(true, true), !vec2<bool>(builtin_num_workgroups.x == 1u, vec4<bool>(true, true, true, true).x)).x, false, true);
    var var_1 = var_0.x | true;
    var var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(502f - 1330f), -338f, _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(902f, -2122f))).x))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(-806f, -646f, -207f, 757f) + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1344f, -1327f, 1905f, 1716f)))))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1762f, -931f, -1025f, -445f) + vec4<f32>(1336f, 1220f, 741f, -1000f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1046f, -2243f, 327f, -366f) * vec4<f32>(-1600f, 321f, -1031f, 1362f)))))))).yxw);
    if (!var_0.x) {
        for (var var_3: i32; var_3 >= 20462i; var_3 += 1i) {
            if (LOOP_COUNTERS[23u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
        }
        for (var var_3 = 16849i; false; var_3 += 1i) {
            if (LOOP_COUNTERS[24u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
            let var_4 = mat4x2<f32>(var_2[_wgslsmith_index_u32(~builtin_workgroup_id.x, 2u)].xx, var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].yx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(813f, var_2[_wgslsmith_index_u32(1u, 2u)].x, var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, -270f))).yy), var_2[_wgslsmith_index_u32(min(1u, builtin_num_workgroups.x + 1u), 2u)].xz, var_0.x))), _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_2[_wgslsmith_index_u32(4294967295u, 2u)].zx), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(499f, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x)), _wgslsmith_f_op_vec2_f32(-var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].xx))))));
            var_3 = 1i;
        }
        while (select(var_0.zxx, select(var_0, var_0, vec4<bool>(var_0.x, true, (u_input.a / i32(-2147483648)) <= -u_input.a, !any(vec4<bool>(var_0.x, var_0.x, var_0.x, var_0.x)))).xxz, !vec3<bool>(false, var_0.x, true)).x) {
            if (LOOP_COUNTERS[25u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
            continue;
        }
        while (!var_0.x) {
            if (LOOP_COUNTERS[26u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
            break;
        }
        loop {
            if (LOOP_COUNTERS[27u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
            continuing {
                break if select(!(!vec4<bool>(false, true, var_0.x, select(var_0.zy, vec2<bool>(var_0.x, var_0.x), vec2<bool>(var_0.x, var_0.x)).x)), select(vec4<bool>(!any(var_0.zwy), (u_input.a < u_input.a), var_0.x, var_0.x), var_0, any(var_0.xx) | select(vec2<bool>(var_0.x, var_0.x), select(vec2<bool>(var_0.x, true), vec2<bool>(var_0.x, var_0.x), vec2<bool>(var_0.x, true)), var_0.xw).x), !select(select(select(var_0, vec4<bool>(var_0.x, true, false, false), var_0.x), vec4<bool>(var_0.x, var_0.x, var_0.x, true), select(var_0, var_0, vec4<bool>(true, var_0.x, var_0.x, false))), var_0, var_0)).x;
            }
        }
    } else {
        loop {
            if (LOOP_COUNTERS[28u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
            let var_3 = atomicSub(&wg_atomic_u32, 1u) <= (~clamp(vec3<u32>(builtin_local_invocation_index, builtin_workgroup_id.x, builtin_workgroup_id.x), ~vec3<u32>(builtin_num_workgroups.x, builtin_num_workgroups.x, 42425u), builtin_workgroup_id).x ^ clamp(~vec4<u32>(builtin_workgroup_id.x, 0u, 75501u, 1u), vec4<u32>(15581u, builtin_num_workgroups.x, builtin_local_invocation_index, 73228u) >> (firstLeadingBit(vec4<u32>(builtin_local_invocation_index, builtin_num_workgroups.x, builtin_local_invocation_index, builtin_local_invocation_index)) % vec4<u32>(32u)), ~(~vec4<u32>(builtin_num_workgroups.x, 32829u, builtin_local_invocation_index, 1u))).x);
            let var_4 = Struct_1(vec2<u32>(select(vec2<u32>(18436u, clamp(vec4<u32>(47186u, builtin_workgroup_id.x, builtin_num_workgroups.x, 3689u), vec4<u32>(97287u, 4294967295u, builtin_workgroup_id.x, builtin_num_workgroups.x), vec4<u32>(builtin_num_workgroups.x, 4294967295u, 4294967295u, 1u)).x), countLeadingZeros(builtin_num_workgroups).zz, var_0.zz).x, 1u), mat4x3<f32>(var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)], vec3<f32>(-2221f, _wgslsmith_f_op_vec3_f32(round(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)])).x, _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].zy))).x), var_2[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, func_4(func_5()).x), 2u)], vec3<f32>(var_2[_wgslsmith_index_u32(reverseBits(vec3<u32>(builtin_workgroup_id.x, builtin_local_invocation_index, builtin_workgroup_id.x)).x, 2u)].x, _wgslsmith_f_op_f32(-377f), var_2[_wgslsmith_index_u32(~countTrailingZeros(builtin_workgroup_id.x), 2u)].x)), builtin_num_workgroups.zz);
            break;
        }
        loop {
            if (LOOP_COUNTERS[29u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
            let var_3 = select(var_0.zwx, !(!select(vec3<bool>(var_0.x, false, var_0.x), select(var_0.xwz, vec3<bool>(true, var_0.x, false), var_0.x), var_0.wyz)), vec3<bool>(true, true, true));
            var_1 = true;
            continuing {
                var var_4 = Struct_3(Struct_2(var_2[_wgslsmith_index_u32(~1u - 4294967295u, 2u)].x, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(countOneBits(~9934u), 2u)].x)));
                var var_5 = vec4<f32>(_wgslsmith_f_op_f32(-var_4.a.a), var_4.a.b, 1417f, var_4.a.a);
                ((var_4).a).a = var_4.a.a;
                (var_5).x = var_4.a.a;
            }
        }
        var_1 = var_0.x;
    }
    while ((var_0.x && true) | all(select(var_0, select(var_0, vec4<bool>(var_0.x, false, var_0.x, false), vec4<bool>(false, false, false, var_0.x)), var_0.x).yyz)) {
        if (LOOP_COUNTERS[30u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[30u] = LOOP_COUNTERS[30u] + 1u;
        for (var var_3 = -78i; false || var_0.x; var_3 += 1i) {
            if (LOOP_COUNTERS[31u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[31u] = LOOP_COUNTERS[31u] + 1u;
            break;
        }
        continue;
    }
    let x = u_input.a;
    s_output = StorageBuffer(~vec4<i32>(u_input.a, vec2<i32>(1i, 1i).x ^ (u_input.a + -49844i), 3913i, 26193i >> (~builtin_num_workgroups.x % 32u)), builtin_workgroup_id.x, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-var_2[_wgslsmith_index_u32(16828u, 2u)]), var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)]));
}

