// {"0:0":[184,70,232,138,23,216,179,101,78,92,157,198,18,239,83,245,74,229,178,166,140,137,58,245,54,17,99,228,201,38,144,58]}
// Seed: 109405

struct Struct_1 {
    @align(32)
    @size(20)
    a: vec2<bool>,
    b: mat4x4<f32>,
    c: vec3<bool>,
}

struct Struct_2 {
    @align(16)
    a: mat3x4<f32>,
    @size(140)
    b: Struct_1,
    c: vec4<i32>,
    @align(32)
    d: Struct_1,
    @align(64)
    @size(12)
    e: vec3<bool>,
}

struct UniformBuffer {
    a: vec4<i32>,
    b: u32,
}

struct ProbeOut {
    orig: StorageBuffer,
    p_in: vec4<f32>,
    p_out: vec4<f32>,
    p_n: u32,
}

struct StorageBuffer {
    a: vec3<f32>,
    b: f32,
    c: mat4x3<f32>,
    @size(28)
    d: mat3x2<f32>,
    @align(64)
    e: vec4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_probe: ProbeOut;

var<private> s_output: StorageBuffer;

var<private> p_in: vec4<f32>;

var<private> p_out: vec4<f32>;

var<private> p_n: u32;

var<private> global0: vec3<bool> = vec3<bool>(true, true, true);

var<private> global1: array<vec2<f32>, 25> = array<vec2<f32>, 25>(vec2<f32>(524f, 865f), vec2<f32>(1189f, 265f), vec2<f32>(-991f, -244f), vec2<f32>(-1538f, 504f), vec2<f32>(495f, 903f), vec2<f32>(529f, 332f), vec2<f32>(-1058f, -739f), vec2<f32>(-208f, 586f), vec2<f32>(-518f, -831f), vec2<f32>(-1017f, -678f), vec2<f32>(1921f, -169f), vec2<f32>(-846f, -398f), vec2<f32>(-997f, 153f), vec2<f32>(-261f, -739f), vec2<f32>(-168f, 890f), vec2<f32>(-336f, -223f), vec2<f32>(171f, -1949f), vec2<f32>(-420f, -403f), vec2<f32>(-408f, 1070f), vec2<f32>(-1000f, -200f), vec2<f32>(-387f, -385f), vec2<f32>(910f, -143f), vec2<f32>(-1425f, 1000f), vec2<f32>(686f, 2046f), vec2<f32>(-1632f, -105f));

var<workgroup> global2: i32;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 15>;

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn func_5(arg_0: vec2<i32>) -> f32 {
    switch (firstTrailingBit(vec2<i32>(countTrailingZeros(-vec4<i32>(14803i, u_input.a.x, u_input.a.x, u_input.a.x)).x, -62624i)).x * ~63518i) {
        case -9981i: {
            var var_0 = Struct_2(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(332f * 705f), _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_div_f32(1000f, 1000f), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1624f, -1077f, -430f, 444f), vec4<f32>(736f, -1856f, -2592f, 236f), vec4<bool>(global0.x, false, global0.x, true))).x) + vec4<f32>(_wgslsmith_f_op_f32(-904f - 1000f), 141f, 942f, -390f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-678f, -1393f, -1000f, 981f), vec4<f32>(-102f, 254f, 908f, -1198f), vec4<bool>(global0.x, false, global0.x, true))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(408f, -540f, -439f, 997f)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, 1989f, -221f, -1295f))), global0.x)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(686f, 831f, -396f, 853f))), vec4<f32>(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-2552f), 1000f, _wgslsmith_f_op_f32(-(-334f))), vec4<bool>(select(vec3<bool>(false, global0.x, global0.x), vec3<bool>(false, true, true), vec3<bool>(global0.x, global0.x, false)).x, false, global0.x, select(vec2<bool>(false, global0.x), vec2<bool>(global0.x, true), global0.xy).x)))), Struct_1(select(select(vec4<bool>(true, true, true, true), select(vec4<bool>(global0.x, false, global0.x, true), vec4<bool>(true, global0.x, global0.x, true), false), !global0.x), !select(vec4<bool>(false, global0.x, global0.x, global0.x), vec4<bool>(false, global0.x, global0.x, true), false), !vec4<bool>(false, global0.x, global0.x, true)).yy, mat4x4<f32>(vec4<f32>(-587f, _wgslsmith_f_op_f32(dot(vec4<f32>(199f, -1162f, -1354f, -1786f), vec4<f32>(1267f, -1000f, -980f, -1000f))), _wgslsmith_f_op_f32(-388f), _wgslsmith_f_op_f32(-613f)), vec4<f32>(-660f, _wgslsmith_f_op_f32(step(1310f, 490f)), -653f, _wgslsmith_f_op_f32(-362f + 723f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-381f, -107f, 363f, 299f), vec4<f32>(-1288f, -1005f, 106f, -587f), global0.x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(554f, -1283f, -1342f, 1000f) + vec4<f32>(435f, 2526f, 1514f, -123f)))), select(vec3<bool>(global0.x, false, true), vec3<bool>(true, true, true), vec3<bool>(global0.x, global0.x, global0.x))), _wgslsmith_mod_vec4_i32(-u_input.a, vec4<i32>(u_input.a.x, atomicSub(&wg_atomic_i32, 1i), u_input.a.x - u_input.a.x, u_input.a.x)), Struct_1(select(vec3<bool>(global0.x, u_input.b >= u_input.b, false), vec3<bool>(true, true, global0.x), vec3<bool>(true, any(vec4<bool>(false, true, false, false)), true)).yz, mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(674f, -255f, 1833f, -834f)))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-183f, 1519f, 314f, 877f)))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(899f, 1013f, -1163f, 1574f))))), vec4<f32>(1f, 1f, 1f, 1f)), vec3<bool>(false, (3772i <= arg_0.x) && true, global0.x)), select(vec3<bool>(!global0.x, select(vec4<bool>(false, true, global0.x, true), select(vec4<bool>(true, global0.x, global0.x, false), vec4<bool>(true, true, global0.x, true), global0.x), vec4<bool>(true, true, global0.x, global0.x)).x, !global0.x), !select(vec4<bool>(false, true, global0.x, global0.x), !vec4<bool>(global0.x, true, true, global0.x), select(vec4<bool>(false, global0.x, global0.x, global0.x), vec4<bool>(global0.x, false, false, global0.x), vec4<bool>(false, global0.x, global0.x, true))).zzy, select(!select(vec4<bool>(global0.x, false, true, false), vec4<bool>(global0.x, false, global0.x, false), vec4<bool>(true, false, true, global0.x)).xzw, !select(vec3<bool>(false, global0.x, global0.x), vec3<bool>(global0.x, global0.x, global0.x), vec3<bool>(true, true, global0.x)), select(!global0.zx, select(global0.yx, global0.yy, false), all(global0.zy)).x)));
        }
        case i32(-2147483648): {
            loop {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            }
        }
        case 799i: {
            let var_0 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1825f, -518f, 821f)))).x + -1000f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-574f)))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1850f, 981f) + vec2<f32>(-1943f, -1568f)))).x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(1f, 1f, 1f)))), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(vec3<f32>(1380f, 889f, -724f) - vec3<f32>(118f, 766f, 348f)), vec3<f32>(462f, 1044f, -1732f)))))));
            if (true) {
                var var_1 = vec2<bool>(true, false);
                global2 = 2147483647i;
                let var_2 = Struct_1(global0.zx, mat4x4<f32>(vec4<f32>(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(~u_input.b, 3u)].x, -2021f), var_0[_wgslsmith_index_u32(~1u, 3u)].x, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_div_vec2_f32(global1[_wgslsmith_index_u32(68015u, 25u)], vec2<f32>(var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, -1641f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(4294967295u, 3u)].x) + _wgslsmith_f_op_vec2_f32(min(vec2<f32>(2081f, -1197f), var_0[_wgslsmith_index_u32(12395u, 3u)].xx)).x)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, -707f, var_0[_wgslsmith_index_u32(53905u, 3u)].x, -296f) * _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(34341u, 3u)].x, -1449f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -174f, var_0[_wgslsmith_index_u32(0u, 3u)].x, -1199f))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, -1022f, 1193f, var_0[_wgslsmith_index_u32(0u, 3u)].x)))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(3040u, 3u)].x), var_0[_wgslsmith_index_u32(~4294967295u, 3u)].x, _wgslsmith_f_op_vec4_f32(min(vec4<f32>(2674f, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 1442f), vec4<f32>(2117f, 765f, 582f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))).x, _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, 1000f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(547u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, 517f, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x))))), select(!vec3<bool>(var_1.x, var_1.x, select(global0.yz, vec2<bool>(var_1.x, true), vec2<bool>(var_1.x, false)).x), !select(select(vec4<bool>(global0.x, false, false, true), vec4<bool>(var_1.x, false, var_1.x, true), vec4<bool>(false, false, false, global0.x)), !vec4<bool>(global0.x, false, global0.x, var_1.x), select(vec4<bool>(false, true, false, global0.x), vec4<bool>(false, true, global0.x, global0.x), true)).xyx, false & var_1.x));
                var var_3 = true;
            }
        }
        default: {
            switch (extractBits(arg_0.x, ~countLeadingZeros(atomicExchange(&wg_atomic_u32, 1u)), u_input.b)) {
                case -16602i: {
                    var var_0 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(vec3<f32>(1210f, -836f, -517f) + _wgslsmith_f_op_vec3_f32(vec3<f32>(-747f, 483f, 1348f) - vec3<f32>(1000f, 1462f, 1000f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-118f, 257f, 1079f, -1080f))).wxw)))) == -1093f;
                    let var_1 = _wgslsmith_f_op_f32(-381f);
                    global1 = array<vec2<f32>, 25>();
                    let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32((countTrailingZeros(1u) + (u_input.b >> (24773u % 32u))) << (75942u % 32u), 25u)]), _wgslsmith_f_op_vec2_f32(vec2<f32>(-864f, -221f) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1140f, 835f) + vec2<f32>(1037f, -775f)))) + _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(1558f, 1688f))), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_1, -112f, var_1, 430f))).wy))), vec2<f32>(_wgslsmith_f_op_f32(var_1 + _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-1000f, var_1, var_1))).x)), _wgslsmith_f_op_f32(-var_1)), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-240f, var_1, var_1) * vec3<f32>(var_1, 505f, -1010f)) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(2676f, 212f, 365f)))))).xy);
                }
                case 2147483647i: {
                    (global0).x = !global0.x;
                    global2 = -u_input.a.x * -71270i;
                    let var_0 = u_input.a.wy;
                    var var_1 = ~(vec2<u32>(~(4294967295u - 0u), reverseBits(abs(vec4<u32>(27644u, 4294967295u, 1u, u_input.b))).x) << (~vec2<u32>(74300u, 46507u) % vec2<u32>(32u)));
                    var var_2 = mat3x2<f32>(global1[_wgslsmith_index_u32(~(var_1.x & var_1.x) - 30849u, 25u)], _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-175f * -583f), _wgslsmith_f_op_f32(-(-635f)))), _wgslsmith_f_op_f32(-453f))), _wgslsmith_f_op_vec2_f32(vec4<f32>(1f, 1f, 1f, 1f).xw * _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(saturate(-234f)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-548f, 607f, 1807f, -131f))).x))));
                }
                case 64874i: {
                }
                case i32(-2147483648): {
                    let var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(574f, -381f, -1171f, -545f) * vec4<f32>(116f, 1957f, -486f, -517f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-287f, -1696f, 234f, 736f)))).zx) * vec2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, 652f, -1505f) - vec3<f32>(845f, -600f, -831f)), _wgslsmith_div_vec3_f32(vec3<f32>(777f, -829f, -1546f), vec3<f32>(-182f, 906f, -608f)), select(vec4<bool>(global0.x, true, false, false), vec4<bool>(true, true, true, global0.x), global0.x).ywz)).x, -335f)), _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(4294967295u, 25u)] + global1[_wgslsmith_index_u32(countTrailingZeros(insertBits(~vec4<u32>(u_input.b, u_input.b, 40755u, 0u), vec4<u32>(u_input.b, 28622u, 99674u, 21237u), firstLeadingBit(vec2<u32>(1u, 4294967295u)).x, min(vec3<u32>(u_input.b, 33522u, 4294967295u), vec3<u32>(u_input.b, 0u, 44594u)).x).yzw).x, 25u)]));
                    (global0).x = true;
                    let var_1 = _wgslsmith_f_op_f32(min(var_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 2u)].x)));
                }
                default: {
                    ((global1)[_wgslsmith_index_u32(u_input.b, 25u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-179f, 1232f, -563f, 458f)) - vec4<f32>(473f, -1000f, -329f, 102f)))).x, 1154f));
                    let var_0 = mat2x2<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1356f, 1049f, 1140f, -531f)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 862f, 777f, -1577f) + vec4<f32>(1339f, 593f, 1155f, -662f))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-849f, -606f, 234f, -596f), vec4<f32>(1000f, -845f, 1309f, -1000f))))), vec4<f32>(1909f, _wgslsmith_f_op_f32(969f * -386f), _wgslsmith_f_op_f32(-(-974f)), _wgslsmith_f_op_f32(-(-196f))), global0.x)).xz, vec2<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1177f, 414f, 509f, -663f)) * _wgslsmith_div_vec4_f32(vec4<f32>(480f, 311f, -637f, 501f), vec4<f32>(-731f, -258f, -108f, -389f))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(global1[_wgslsmith_index_u32(u_input.b + u_input.b, 25u)], _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(u_input.b, 25u)]))).x)));
                }
            }
            var var_0 = u_input.b;
            var var_1 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-151f, -177f, 656f, -565f)))).wzx)).x, _wgslsmith_f_op_f32(1f - _wgslsmith_div_f32(_wgslsmith_f_op_f32(-819f + 1333f), _wgslsmith_f_op_f32(-534f))), 749f), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-279f - -752f)), _wgslsmith_div_f32(-837f, _wgslsmith_f_op_f32(-922f)), _wgslsmith_f_op_f32(735f + _wgslsmith_f_op_f32(-(-1208f)))) * vec3<f32>(1f, 1f, 1f)));
        }
    }
    var var_0 = ~(vec4<u32>(select(vec4<u32>(4294967295u, u_input.b, u_input.b, u_input.b), vec4<u32>(u_input.b, u_input.b, u_input.b, 62481u), vec4<bool>(global0.x, true, false, false)).x, 83639u, 23966u, 0u) | firstTrailingBit(vec4<u32>(1u, u_input.b, u_input.b, 36339u) ^ vec4<u32>(0u, u_input.b, u_input.b, u_input.b))) << (vec4<u32>(u_input.b, u_input.b, ~(~(~u_input.b)), 4294967295u) % vec4<u32>(32u));
    let var_1 = Struct_1(vec2<bool>(true, false), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1f, 1f, 1f, 1f)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1f, 1f, 1f, 1f)), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(172f * -1098f), _wgslsmith_div_f32(513f, -368f), _wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(1427f + -353f)), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-471f, -691f, 1000f, -797f))))), vec4<f32>(1f, 1f, 1f, 1f)), vec3<bool>(true, true, global0.x));
    var var_2 = -(-arg_0.x);
    var var_3 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-269f) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.b[_wgslsmith_index_u32(22705u, 4u)].x))), var_1.b[_wgslsmith_index_u32(~countLeadingZeros(4294967295u), 4u)].x), _wgslsmith_f_op_vec3_f32(trunc(var_1.b[_wgslsmith_index_u32(1u, 4u)].zwx)).zx);
    return _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1549f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(var_1.b[_wgslsmith_index_u32(var_0.x, 4u)], vec4<f32>(-660f, -1160f, var_3[_wgslsmith_index_u32(25805u, 2u)].x, 565f), true)).x + _wgslsmith_f_op_vec2_f32(saturate(global1[_wgslsmith_index_u32(4294967295u, 25u)])).x), _wgslsmith_f_op_f32(-1298f), 783f))).x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(vec2<f32>(var_3[_wgslsmith_index_u32(~var_0.x, 2u)].x, var_3[_wgslsmith_index_u32(9241u, 2u)].x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(step(var_1.b[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(var_1.b[_wgslsmith_index_u32(4294967295u, 4u)].x, 945f, var_3[_wgslsmith_index_u32(var_0.x, 2u)].x, var_1.b[_wgslsmith_index_u32(var_0.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(var_1.b[_wgslsmith_index_u32(3648u, 4u)] - vec4<f32>(2119f, -123f, 1031f, 1000f)), !vec4<bool>(var_1.a.x, true, true, var_1.a.x))).wy)).x));
}

fn func_4(arg_0: vec2<bool>, arg_1: bool, arg_2: mat3x4<f32>, arg_3: mat2x2<f32>) -> mat4x4<f32> {
    for (var var_0 = -21584i; !global0.x; ) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        var var_1 = Struct_2(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(486f, -630f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_3[_wgslsmith_index_u32(23958u, 2u)].x))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_2[_wgslsmith_index_u32(u_input.b, 3u)]), vec4<f32>(_wgslsmith_f_op_f32(841f * -521f), arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, _wgslsmith_f_op_f32(func_5(vec2<i32>(1i, u_input.a.x))), 1431f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2[_wgslsmith_index_u32(0u, 3u)].x, 1573f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, 257f) + arg_2[_wgslsmith_index_u32(u_input.b, 3u)])), _wgslsmith_f_op_vec4_f32(trunc(arg_2[_wgslsmith_index_u32(~1u, 3u)])), select(!vec4<bool>(false, true, global0.x, arg_1), !vec4<bool>(true, global0.x, global0.x, arg_1), arg_1)))), Struct_1(!arg_0, mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1193f, arg_2[_wgslsmith_index_u32(1u, 3u)].x, arg_3[_wgslsmith_index_u32(u_input.b, 2u)].x, arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_3[_wgslsmith_index_u32(1u, 2u)].x, -942f, arg_3[_wgslsmith_index_u32(4294967295u, 2u)].x, 312f)))), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-112f, -748f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_3[_wgslsmith_index_u32(u_input.b, 2u)].x))), arg_2[_wgslsmith_index_u32(0u, 3u)]), vec3<bool>(arg_0.x, global0.x, true)), u_input.a * vec4<i32>(countOneBits(~u_input.a.yww).x, u_input.a.x / -u_input.a.x, _wgslsmith_mod_i32(u_input.a.x, 28448i) | firstLeadingBit(vec4<i32>(8300i, 13057i, -1i, 39509i)).x, reverseBits(vec4<i32>(2147483647i, -1i, i32(-2147483648), u_input.a.x) & vec4<i32>(u_input.a.x, u_input.a.x, u_input.a.x, u_input.a.x)).x), Struct_1(vec2<bool>(true, true), mat4x4<f32>(arg_2[_wgslsmith_index_u32(1u, 3u)], arg_2[_wgslsmith_index_u32(~38863u, 3u)], _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1000f, -3789f, 525f, -1781f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_3[_wgslsmith_index_u32(u_input.b, 2u)].x, arg_3[_wgslsmith_index_u32(u_input.b, 2u)].x, -946f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x))), !vec3<bool>(select(vec2<bool>(false, true), global0.yy, global0.x).x, true, !arg_1)), select(vec4<bool>(!(!arg_1), true, true || all(vec3<bool>(arg_1, false, true)), arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x > _wgslsmith_div_f32(arg_2[_wgslsmith_index_u32(20116u, 3u)].x, -638f)), !(!vec4<bool>(false, arg_1, arg_1, global0.x)), true).zwy);
        (var_1).e = select(var_1.d.c, var_1.d.c, !var_1.e);
        break;
    }
    (global0).x = select(vec2<bool>(false, true), arg_0, select(vec3<bool>(all(vec3<bool>(arg_0.x, arg_0.x, global0.x)), true, global0.x), !(!vec3<bool>(arg_1, false, true)), !arg_1).yz).x && true;
    (global1)[_wgslsmith_index_u32(u_input.b, 25u)] = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_3[_wgslsmith_index_u32(u_input.b * atomicXor(&wg_atomic_u32, u_input.b), 2u)], arg_2[_wgslsmith_index_u32(32896u, 3u)].yz) + _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(max(arg_2[_wgslsmith_index_u32(u_input.b, 3u)], _wgslsmith_f_op_vec4_f32(-arg_2[_wgslsmith_index_u32(1u, 3u)]))), arg_2[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 80894u), 3u)])).zx) - _wgslsmith_f_op_vec2_f32(arg_2[_wgslsmith_index_u32(abs(4294967295u), 3u)].zy - global1[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(u_input.b, ~u_input.b)).x, 25u)]));
    var var_0 = ~(i32(-2147483648));
    var_0 = -u_input.a.x;
    return mat4x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(-911f, -594f, -1146f, -1973f) + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_f32(1006f * arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x), arg_2[_wgslsmith_index_u32(max(vec2<u32>(0u, 52378u), vec2<u32>(u_input.b, 0u)).x, 3u)].x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(14631u, 3u)].x), arg_2[_wgslsmith_index_u32(~u_input.b, 3u)].x)))), _wgslsmith_f_op_vec4_f32(max(arg_2[_wgslsmith_index_u32(15636u, 3u)], arg_2[_wgslsmith_index_u32(~u_input.b, 3u)])), arg_2[_wgslsmith_index_u32(~74744u, 3u)], vec4<f32>(239f, arg_3[_wgslsmith_index_u32(22181u + u_input.b, 2u)].x, _wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(-(-710f)), arg_2[_wgslsmith_index_u32(1u / u_input.b, 3u)].x, arg_2[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_3[_wgslsmith_index_u32(u_input.b, 2u)].x, -1095f, arg_2[_wgslsmith_index_u32(1u, 3u)].x))), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(708f, 1000f, 935f, -1382f))).yzw)))).x, arg_2[_wgslsmith_index_u32(~min(vec3<u32>(57768u, u_input.b, u_input.b), vec3<u32>(27156u, u_input.b, 1u)).x, 3u)].x));
}

fn func_3(arg_0: bool, arg_1: Struct_1, arg_2: mat3x2<f32>) -> u32 {
    ((global1)[_wgslsmith_index_u32(~u_input.b, 25u)]).x = arg_2[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(u_input.b, countTrailingZeros(min(~vec4<u32>(u_input.b, 4294967295u, 0u, 1u), vec4<u32>(u_input.b, u_input.b, 1u, 751u) & vec4<u32>(1u, 17557u, 39210u, 0u))).x, ~select(min(vec4<u32>(7554u, u_input.b, u_input.b, 15803u), vec4<u32>(u_input.b, u_input.b, u_input.b, u_input.b)), vec4<u32>(u_input.b, 20634u, u_input.b, 0u), select(vec4<bool>(arg_1.a.x, true, global0.x, true), vec4<bool>(false, arg_0, true, global0.x), vec4<bool>(false, false, true, false))).x)).x, 3u)].x;
    switch (-firstTrailingBit(u_input.a).x) {
        case -1i: {
            for (var var_0 = -36641i; true; var_0 -= 1i) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                break;
            }
            (global0).x = true;
            if (arg_1.a.x) {
                var var_0 = select(abs(~select(vec4<u32>(36488u, u_input.b, 4294967295u, u_input.b), reverseBits(vec4<u32>(u_input.b, 4294967295u, 36639u, 35359u)), true)), insertBits(~vec4<u32>(1u, u_input.b, u_input.b, 12072u), vec4<u32>(u_input.b, u_input.b, u_input.b, countLeadingZeros(vec4<u32>(u_input.b, u_input.b, u_input.b, 0u)).x), 33291u, 49551u * insertBits(0u, u_input.b, u_input.b, u_input.b)) / (~(~vec4<u32>(u_input.b, 65112u, u_input.b, u_input.b)) - reverseBits(vec4<u32>(99270u, 67934u, 0u, u_input.b))), !(!select(select(vec4<bool>(arg_1.a.x, arg_0, false, arg_0), vec4<bool>(global0.x, arg_0, global0.x, false), vec4<bool>(false, global0.x, arg_1.a.x, true)), select(vec4<bool>(global0.x, true, true, arg_0), vec4<bool>(global0.x, false, arg_0, arg_0), arg_0), select(vec4<bool>(false, false, global0.x, arg_0), vec4<bool>(true, true, global0.x, arg_1.a.x), false))));
                (var_0).x = _wgslsmith_mod_u32(u_input.b, 28984u);
                global2 = -15258i;
                var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-arg_1.b[_wgslsmith_index_u32(var_0.x, 4u)]))).wxw, _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1341f, -732f, arg_1.b[_wgslsmith_index_u32(4294967295u, 4u)].x) + arg_1.b[_wgslsmith_index_u32(1u, 4u)].xxy) + _wgslsmith_f_op_vec3_f32(arg_1.b[_wgslsmith_index_u32(4294967295u, 4u)].wzz * arg_1.b[_wgslsmith_index_u32(14262u, 4u)].wxw))))), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-802f + _wgslsmith_div_f32(-1266f, arg_1.b[_wgslsmith_index_u32(var_0.x, 4u)].x)), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2[_wgslsmith_index_u32(32197u, 3u)].x, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, -133f, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x) + arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)]))).x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x)) - arg_1.b[_wgslsmith_index_u32(select(vec2<u32>(1u, ~u_input.b), vec2<u32>(var_0.x, 4294967295u), global0.x).x, 4u)].wxy), arg_1.b[_wgslsmith_index_u32(~var_0.x, 4u)].wwz);
                (global0).x = arg_0;
            } else if (false) {
                return 4294967295u;
            }
            var var_0 = mat2x3<f32>(arg_1.b[_wgslsmith_index_u32(12118u, 4u)].zyw, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x * arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x)) + -1085f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(620f * 217f)), 1322f));
            for (var var_1 = -7942i; var_1 == -40368i; var_1 -= 1i) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                return atomicCompareExchangeWeak(&wg_atomic_u32, ~(~(u_input.b * (u_input.b * 31884u))), 22331u).old_value;
            }
        }
        case 2147483647i: {
            while (firstLeadingBit(firstTrailingBit(-u_input.a - firstTrailingBit(vec4<i32>(u_input.a.x, 22541i, -23936i, u_input.a.x))).zy).x > countLeadingZeros(u_input.a.zzw).x) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                global2 = u_input.a.x;
                global2 = u_input.a.x;
                var var_0 = Struct_2(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-325f, arg_2[_wgslsmith_index_u32(5193u, 3u)].x, -1325f, arg_2[_wgslsmith_index_u32(1u, 3u)].x))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-664f, -1332f, 881f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(arg_1.b[_wgslsmith_index_u32(0u, 4u)])) * _wgslsmith_f_op_vec4_f32(-arg_1.b[_wgslsmith_index_u32(4294967295u, 4u)]))), _wgslsmith_f_op_vec4_f32(step(arg_1.b[_wgslsmith_index_u32(~(4294967295u * u_input.b), 4u)], vec4<f32>(_wgslsmith_div_f32(-778f, arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(-676f + -505f), arg_1.b[_wgslsmith_index_u32(countOneBits(vec3<u32>(31372u, u_input.b, 1u)).x, 4u)].x, _wgslsmith_f_op_vec2_f32(fract(global1[_wgslsmith_index_u32(u_input.b, 25u)])).x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_1.b[_wgslsmith_index_u32(4294967295u, 4u)])))), Struct_1(!vec2<bool>(!global0.x, true), func_4(!select(arg_1.a, global0.zy, global0.x), max(vec3<u32>(u_input.b, u_input.b, u_input.b), vec3<u32>(1u, u_input.b, u_input.b)).x != _wgslsmith_mod_u32(u_input.b, 1u), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, -215f, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, arg_1.b[_wgslsmith_index_u32(4294967295u, 4u)].x), vec4<f32>(arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, 1000f, -2030f), false)), arg_1.b[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(41550u, u_input.b, u_input.b)).x, 4u)], vec4<f32>(678f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 1000f)), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1.b[_wgslsmith_index_u32(22519u, 4u)].x, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x)), _wgslsmith_f_op_vec3_f32(abs(arg_1.b[_wgslsmith_index_u32(0u, 4u)].xyy)).yz)), !vec3<bool>(global0.x, true, select(vec3<bool>(false, false, global0.x), arg_1.c, vec3<bool>(global0.x, arg_0, global0.x)).x)), u_input.a + vec4<i32>((-1i - -1i) << (0u % 32u), countLeadingZeros(vec4<i32>(0i, 1i, u_input.a.x, u_input.a.x)).x, select(vec4<i32>(3371i, 1i, 1i, u_input.a.x), abs(u_input.a), select(vec4<bool>(true, false, false, false), vec4<bool>(false, false, false, global0.x), false)).x, _wgslsmith_mod_i32(extractBits(u_input.a.x, 1u, 0u), -1i)), Struct_1(vec2<bool>(!select(vec4<bool>(true, false, arg_0, true), vec4<bool>(global0.x, true, true, arg_1.a.x), global0.x).x, arg_1.c.x), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1287f, 1193f, arg_1.b[_wgslsmith_index_u32(35333u, 4u)].x, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x), arg_1.b[_wgslsmith_index_u32(21022u, 4u)])) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1250f, -330f, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, 1397f, -1516f, arg_1.b[_wgslsmith_index_u32(0u, 4u)].x) * arg_1.b[_wgslsmith_index_u32(13359u, 4u)]) - arg_1.b[_wgslsmith_index_u32(1u, 4u)]), vec4<f32>(770f, _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x * arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x), 624f, _wgslsmith_f_op_vec4_f32(fract(arg_1.b[_wgslsmith_index_u32(25533u, 4u)])).x), arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)]), vec3<bool>(arg_1.a.x, select(false & arg_1.c.x, global0.x && arg_1.c.x, true), _wgslsmith_f_op_f32(arg_1.b[_wgslsmith_index_u32(19014u, 4u)].x - arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x) == arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x)), arg_1.c);
            }
            let var_0 = vec3<i32>(-1i + max(vec2<i32>(u_input.a.x, u_input.a.x), vec2<i32>(-u_input.a.x, u_input.a.x)).x, u_input.a.x, insertBits(u_input.a.wxy, vec3<i32>(atomicOr(&wg_atomic_i32, countOneBits(u_input.a.wxx).x), vec3<i32>(1i, 1i, 1i).x, 11528i), ~u_input.b, ~u_input.b).x);
            switch (-1i) {
                case i32(-2147483648): {
                }
                case -35100i: {
                    var var_1 = mat2x3<f32>(arg_1.b[_wgslsmith_index_u32(27832u, 4u)].yyy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1.b[_wgslsmith_index_u32(1u, 4u)].x, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_1.b[_wgslsmith_index_u32(63337u, 4u)].x)))));
                    let var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(vec3<f32>(257f, var_1[_wgslsmith_index_u32(0u, 2u)].x, _wgslsmith_f_op_f32(-arg_1.b[_wgslsmith_index_u32(49155u, 4u)].x)) - var_1[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(4294967295u, u_input.b, 34983u, u_input.b) * vec4<u32>(u_input.b, u_input.b, 24565u, 4294967295u)).x, 2u)]))).x - _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(_wgslsmith_mod_u32(30288u, 4294967295u), u_input.b, _wgslsmith_mod_u32(u_input.b, 1u), ~7401u)).x, 2u)].x));
                    ((var_1)[_wgslsmith_index_u32(extractBits(insertBits(~(min(vec4<u32>(u_input.b, 4294967295u, 1u, 32329u), vec4<u32>(5086u, u_input.b, 34197u, u_input.b)).xzz / (vec3<u32>(24036u, u_input.b, u_input.b) + vec3<u32>(u_input.b, u_input.b, 4294967295u))), ~(~(~vec3<u32>(19773u, u_input.b, 0u))), ~(0u / 87158u) ^ atomicAdd(&wg_atomic_u32, u_input.b), atomicAnd(&wg_atomic_u32, 1u) & (~4294967295u * u_input.b)), u_input.b ^ (min(clamp(vec4<u32>(u_input.b, 4294967295u, u_input.b, 9200u), vec4<u32>(u_input.b, 51322u, 4294967295u, u_input.b), vec4<u32>(64299u, u_input.b, u_input.b, 4294967295u)), vec4<u32>(u_input.b, 4294967295u, 18975u, u_input.b) - vec4<u32>(u_input.b, 33767u, 4294967295u, u_input.b)).x | ~_wgslsmith_mod_u32(u_input.b, u_input.b)), u_input.b).x, 2u)]).x = 471f;
                    var var_3 = arg_0;
                    let var_4 = Struct_2(mat3x4<f32>(arg_1.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b / u_input.b, u_input.b), 4u)], arg_1.b[_wgslsmith_index_u32(4294967295u + u_input.b, 4u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(arg_1.b[_wgslsmith_index_u32(firstLeadingBit(29713u), 4u)] - _wgslsmith_f_op_vec4_f32(arg_1.b[_wgslsmith_index_u32(74059u, 4u)] + arg_1.b[_wgslsmith_index_u32(8881u, 4u)])) - vec4<f32>(_wgslsmith_f_op_vec2_f32(trunc(arg_2[_wgslsmith_index_u32(134126u, 3u)])).x, 230f, _wgslsmith_f_op_vec2_f32(step(arg_2[_wgslsmith_index_u32(52097u, 3u)], global1[_wgslsmith_index_u32(u_input.b, 25u)])).x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x)))), arg_1, u_input.a, arg_1, select(arg_1.c, select(vec4<bool>(true, all(vec2<bool>(arg_1.a.x, global0.x)), select(global0.xy, arg_1.a, vec2<bool>(false, arg_0)).x, select(arg_1.c.xz, vec2<bool>(arg_0, false), true).x), select(vec4<bool>(arg_1.c.x, true, false, arg_1.a.x), vec4<bool>(false, arg_0, arg_1.c.x, arg_1.a.x), (u_input.a.x < u_input.a.x)), false).yzy, true));
                }
                default: {
                    var var_1 = arg_1;
                }
            }
        }
        default: {
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                let var_0 = arg_1;
                var var_1 = _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(min(arg_1.b[_wgslsmith_index_u32(84357u, 4u)], vec4<f32>(arg_1.b[_wgslsmith_index_u32(324u, 4u)].x, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, 203f, 1725f))), var_0.b[_wgslsmith_index_u32(u_input.b, 4u)])).x + _wgslsmith_f_op_f32(182f - _wgslsmith_f_op_f32(arg_1.b[_wgslsmith_index_u32(12230u, 4u)].x - -525f))), _wgslsmith_f_op_f32(-(-125f))));
            }
            loop {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            }
            (global0).x = select(select(select(!vec4<bool>(arg_1.a.x, arg_1.a.x, true, global0.x), select(vec4<bool>(arg_0, arg_0, arg_1.a.x, false), !vec4<bool>(global0.x, arg_1.c.x, arg_0, false), true), !vec4<bool>(arg_0, arg_1.c.x, false, false)), select(select(vec4<bool>(false, global0.x, false, false), vec4<bool>(false, arg_1.c.x, global0.x, arg_0), select(vec4<bool>(arg_0, global0.x, arg_0, false), vec4<bool>(arg_1.c.x, arg_0, true, global0.x), false)), select(!vec4<bool>(arg_0, global0.x, arg_1.a.x, global0.x), !vec4<bool>(true, arg_1.c.x, arg_1.c.x, global0.x), false), any(vec3<bool>(arg_0, false, arg_1.a.x))), select(vec4<bool>(false, atomicCompareExchangeWeak(&wg_atomic_i32, 2147483647i, 48123i).exchanged, true, true), select(vec4<bool>(true, true, false, arg_0), select(vec4<bool>(global0.x, global0.x, false, true), vec4<bool>(arg_0, arg_1.a.x, false, arg_1.a.x), true), select(arg_1.c, vec3<bool>(false, true, arg_0), true).x), arg_1.a.x | false)).ww, !(!select(select(vec4<bool>(true, false, true, true), vec4<bool>(false, arg_0, global0.x, arg_0), arg_0), !vec4<bool>(false, false, arg_1.a.x, true), select(vec4<bool>(false, global0.x, true, arg_0), vec4<bool>(false, arg_0, arg_0, true), vec4<bool>(arg_1.a.x, true, true, arg_0))).xy), select(!select(vec3<bool>(global0.x, global0.x, true), vec3<bool>(arg_0, true, true), select(arg_1.c, arg_1.c, true)), !(!(!arg_1.c)), true).xz).x;
            switch (5359i) {
                case i32(-2147483648): {
                    let var_0 = u_input.a.zzz;
                }
                default: {
                    var var_0 = _wgslsmith_f_op_f32(exp(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(965f, _wgslsmith_f_op_f32(dot(vec4<f32>(-1132f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, 1000f, arg_2[_wgslsmith_index_u32(26738u, 3u)].x), vec4<f32>(1122f, -2202f, arg_1.b[_wgslsmith_index_u32(1u, 4u)].x, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x))), _wgslsmith_f_op_f32(677f - -982f), _wgslsmith_f_op_f32(-arg_1.b[_wgslsmith_index_u32(5522u, 4u)].x))))).x));
                    var var_1 = Struct_2(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1450f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, -733f, arg_2[_wgslsmith_index_u32(7221u, 3u)].x), vec4<f32>(-1218f, -744f, 904f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x), arg_0)) + vec4<f32>(652f, 924f, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 1437f)))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_1.b[_wgslsmith_index_u32(4294967295u, 4u)] + arg_1.b[_wgslsmith_index_u32(8069u, 4u)])))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(428f, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x) - arg_1.b[_wgslsmith_index_u32(0u, 4u)]), arg_1.b[_wgslsmith_index_u32(~u_input.b, 4u)])), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(1265f, arg_1.b[_wgslsmith_index_u32(u_input.b, 4u)].x, arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x))))), Struct_1(global0.zy, arg_1.b, vec3<bool>(select(global0.xy, !global0.zx, select(vec3<bool>(false, arg_1.a.x, true), arg_1.c, vec3<bool>(true, false, arg_1.a.x)).yz).x, (arg_0 & arg_0) == !global0.x, (u_input.b < 825u))), -(-(u_input.a / u_input.a)), Struct_1(arg_1.a, arg_1.b, arg_1.c), !vec3<bool>(select(arg_1.c, vec3<bool>(global0.x, true, false), false).x, global0.x, atomicCompareExchangeWeak(&wg_atomic_i32, 43952i + u_input.a.x, u_input.a.x).exchanged));
                    var var_2 = true || ((_wgslsmith_mod_u32(countOneBits(vec2<u32>(u_input.b, 6642u)).x, countTrailingZeros(vec2<u32>(27816u, 89492u)).x) / u_input.b) <= (u_input.b * u_input.b));
                }
            }
        }
    }
    var var_0 = (-(-max(u_input.a.x, u_input.a.x)) >> (1u % 32u)) * 1i;
    let var_1 = vec3<i32>(~(-u_input.a.x), ~(~(-21559i)), -15785i);
    (global0).x = select(vec3<bool>(27381i <= select(~u_input.a.yy, u_input.a.yy - var_1.yz, true).x, arg_1.a.x, select(!global0.zz, select(select(vec4<bool>(global0.x, false, global0.x, arg_0), vec4<bool>(arg_0, arg_1.a.x, arg_1.a.x, false), vec4<bool>(arg_1.c.x, true, global0.x, false)).xw, global0.xy, !global0.x), !(true | arg_1.c.x)).x), select(select(vec4<bool>(true, u_input.a.x != u_input.a.x, select(vec4<bool>(true, global0.x, arg_0, false), vec4<bool>(true, true, arg_1.c.x, false), vec4<bool>(arg_1.c.x, global0.x, arg_0, true)).x, any(global0.zz)), vec4<bool>(any(vec2<bool>(arg_0, false)), (arg_2[_wgslsmith_index_u32(u_input.b, 3u)].x < 969f), true, true), arg_1.c.x), select(!vec4<bool>(arg_0, true, true, true), !vec4<bool>(arg_0, arg_1.c.x, true, true), vec4<bool>(select(vec4<bool>(true, false, arg_0, global0.x), vec4<bool>(arg_1.c.x, true, true, true), false).x, 1i > var_1.x, select(vec3<bool>(true, false, true), vec3<bool>(arg_0, arg_0, arg_0), arg_1.a.x).x, select(vec4<bool>(false, false, true, false), vec4<bool>(false, arg_1.a.x, true, global0.x), vec4<bool>(arg_0, true, false, arg_1.a.x)).x)), all(select(vec3<bool>(arg_0, true, arg_1.c.x), vec3<bool>(true, true, arg_1.a.x), select(vec2<bool>(global0.x, global0.x), arg_1.c.zx, vec2<bool>(false, false)).x))).yyw, !(!(_wgslsmith_f_op_f32(-arg_1.b[_wgslsmith_index_u32(4294967295u, 4u)].x) <= _wgslsmith_f_op_f32(-292f)))).x;
    return countLeadingZeros(vec3<u32>(u_input.b, 15122u, clamp(~(vec4<u32>(u_input.b, 82815u, u_input.b, 0u) >> (vec4<u32>(74594u, u_input.b, 0u, u_input.b) % vec4<u32>(32u))), ~vec4<u32>(59657u, u_input.b, u_input.b, u_input.b), min(~vec4<u32>(u_input.b, 0u, u_input.b, u_input.b), select(vec4<u32>(35332u, 326u, 23246u, 1u), vec4<u32>(u_input.b, 971u, 14920u, u_input.b), vec4<bool>(false, arg_1.c.x, false, arg_0)))).x)).x;
}

fn func_2(arg_0: u32, arg_1: mat3x2<f32>, arg_2: Struct_1) -> Struct_1 {
    if (global0.x | arg_2.a.x) {
        switch (-26841i) {
            case -1i: {
                var var_0 = Struct_2(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-arg_2.b[_wgslsmith_index_u32(arg_0, 4u)]), arg_2.b[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(u_input.b, arg_0)).x, 4u)], arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x > arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x)))), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(387f, arg_1[_wgslsmith_index_u32(1u, 3u)].x), arg_2.b[_wgslsmith_index_u32(6907u, 4u)].zx)).x, arg_2.b[_wgslsmith_index_u32(~0u, 4u)].x, _wgslsmith_f_op_vec3_f32(saturate(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].zxw)).x, arg_2.b[_wgslsmith_index_u32(16756u + 4965u, 4u)].x), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-arg_2.b[_wgslsmith_index_u32(21951u, 4u)])))), _wgslsmith_f_op_vec4_f32(-arg_2.b[_wgslsmith_index_u32(1u + _wgslsmith_mod_u32(u_input.b, 39422u), 4u)])), arg_2, _wgslsmith_mod_vec4_i32(vec4<i32>(u_input.a.x, countTrailingZeros(vec2<i32>(2080i, u_input.a.x)).x, 1i / i32(-2147483648), -u_input.a.x) / vec4<i32>(_wgslsmith_mod_i32(u_input.a.x, u_input.a.x), insertBits(vec4<i32>(0i, u_input.a.x, 1i, u_input.a.x), u_input.a, 1u, arg_0).x, _wgslsmith_mod_i32(u_input.a.x, -1i), 1i), u_input.a ^ (vec4<i32>(-16556i, u_input.a.x, u_input.a.x, -16562i) | u_input.a)), arg_2, !(!(!(!vec3<bool>(true, global0.x, true)))));
                ((var_0).e).x = -(~var_0.c.x << (arg_0 % 32u)) != 67426i;
                global2 = var_0.c.x;
                ((global1)[_wgslsmith_index_u32(4294967295u / u_input.b, 25u)]).x = _wgslsmith_f_op_f32(var_0.d.b[_wgslsmith_index_u32(26000u, 4u)].x * _wgslsmith_f_op_f32(fract(arg_2.b[_wgslsmith_index_u32(countTrailingZeros(countLeadingZeros(min(vec4<u32>(u_input.b, 4294967295u, arg_0, 54526u), vec4<u32>(u_input.b, 14802u, 53656u, u_input.b))).yw).x, 4u)].x)));
            }
            case i32(-2147483648): {
                var var_0 = Struct_2(mat3x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_2.b[_wgslsmith_index_u32(1u, 4u)]) - vec4<f32>(arg_1[_wgslsmith_index_u32(arg_0, 3u)].x, 421f, -1000f, 1870f)), arg_2.b[_wgslsmith_index_u32(arg_0, 4u)]), arg_2.b[_wgslsmith_index_u32(arg_0, 4u)], _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x, arg_2.b[_wgslsmith_index_u32(44958u, 4u)].x, 627f, 580f))), arg_2.b[_wgslsmith_index_u32(1u + (70271u + 0u), 4u)], vec4<bool>(select(vec4<bool>(false, false, true, global0.x), vec4<bool>(true, global0.x, true, true), vec4<bool>(arg_2.c.x, global0.x, arg_2.c.x, global0.x)).x, true, any(vec4<bool>(false, arg_2.c.x, true, global0.x)), arg_2.c.x)))), Struct_1(!select(select(vec4<bool>(global0.x, true, global0.x, arg_2.c.x), vec4<bool>(global0.x, arg_2.a.x, arg_2.c.x, arg_2.c.x), global0.x).zx, vec2<bool>(false, false), 4294967295u >= u_input.b), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(370f, -783f, 520f, arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)] - vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x, 1521f, 2447f, arg_1[_wgslsmith_index_u32(arg_0, 3u)].x))), vec4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x, arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x, arg_2.b[_wgslsmith_index_u32(1u, 4u)].x, arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x), arg_2.b[_wgslsmith_index_u32(4294967295u, 4u)], arg_2.a.x)).x, _wgslsmith_f_op_f32(exp(arg_2.b[_wgslsmith_index_u32(47293u, 4u)].x)), -1960f, 357f), arg_2.b[_wgslsmith_index_u32(~(55032u / arg_0), 4u)]), select(select(vec4<bool>(arg_2.a.x, true, global0.x, arg_2.c.x), vec4<bool>(false, global0.x, arg_2.c.x, true), !vec4<bool>(arg_2.a.x, true, false, arg_2.c.x)), select(select(vec4<bool>(true, global0.x, false, arg_2.c.x), vec4<bool>(global0.x, global0.x, arg_2.c.x, false), arg_2.a.x), !vec4<bool>(true, global0.x, global0.x, true), !vec4<bool>(global0.x, true, global0.x, false)), vec4<bool>(false, false, arg_2.a.x, arg_2.c.x)).xyy), vec4<i32>(33777i, 1i, max(countTrailingZeros(u_input.a.wxw), -u_input.a.zyw).x, -1203i << (countTrailingZeros(countOneBits(vec3<u32>(23473u, arg_0, u_input.b))).x % 32u)), Struct_1(select(vec2<bool>(true, true || global0.x), global0.xx, !(!vec2<bool>(true, global0.x))), arg_2.b, arg_2.c), select(!vec4<bool>(true, true, arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x == 413f, arg_2.c.x), !(!vec4<bool>(false, global0.x, false, global0.x)), select(select(!vec4<bool>(arg_2.a.x, arg_2.a.x, global0.x, global0.x), vec4<bool>(arg_2.c.x, false, false, arg_2.c.x), arg_2.c.x), !vec4<bool>(true, global0.x, arg_2.c.x, arg_2.c.x), vec4<bool>(select(arg_2.a, arg_2.c.yy, arg_2.a).x, (-89175i < u_input.a.x), any(arg_2.c), select(vec4<bool>(arg_2.c.x, false, global0.x, arg_2.a.x), vec4<bool>(global0.x, arg_2.a.x, false, global0.x), arg_2.c.x).x))).yzw);
            }
            case 7793i: {
                let var_0 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(vec2<f32>(1292f, 592f), arg_1[_wgslsmith_index_u32(u_input.b, 3u)])) * _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_0, 3u)].x)), _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec3_f32(ceil(arg_2.b[_wgslsmith_index_u32(40411u, 4u)].zxw)).x)), _wgslsmith_f_op_f32(-780f)), vec3<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(156f, arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x))), vec3<f32>(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 210f, arg_2.b[_wgslsmith_index_u32(4294967295u, 4u)].x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x)), _wgslsmith_f_op_f32(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x - _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_0, 3u)].x))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x, _wgslsmith_f_op_f32(1000f * _wgslsmith_f_op_f32(-(-536f))), -626f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-864f, arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x, arg_2.b[_wgslsmith_index_u32(4294967295u, 4u)].x)) + arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].yzw)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(2644f, -481f, _wgslsmith_f_op_f32(arg_2.b[_wgslsmith_index_u32(61262u, 4u)].x - 548f)))), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x) + _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(arg_1[_wgslsmith_index_u32(0u, 3u)].x, arg_1[_wgslsmith_index_u32(32666u, 3u)].x))).x) * _wgslsmith_f_op_vec4_f32(fract(arg_2.b[_wgslsmith_index_u32(4294967295u, 4u)])).x), _wgslsmith_f_op_f32(-arg_2.b[_wgslsmith_index_u32(firstLeadingBit(~u_input.b), 4u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x)) * _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(arg_2.b[_wgslsmith_index_u32(27868u, 4u)] * arg_2.b[_wgslsmith_index_u32(arg_0, 4u)]))).x)));
                let var_1 = Struct_1(arg_2.c.zx, mat4x4<f32>(vec4<f32>(var_0[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(arg_0, u_input.b, arg_0, u_input.b) - vec4<u32>(2439u, u_input.b, arg_0, 4294967295u)).x, 4u)].x, _wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(-289f))), -992f, var_0[_wgslsmith_index_u32(insertBits(vec3<u32>(1u, 112501u, arg_0), vec3<u32>(u_input.b, 1u, arg_0), arg_0, 10379u).x / (1u * 1u), 4u)].x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(arg_2.b[_wgslsmith_index_u32(arg_0, 4u)], arg_2.b[_wgslsmith_index_u32(~14042u, 4u)]))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x, var_0[_wgslsmith_index_u32(106434u, 4u)].x)), arg_2.b[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_2.b[_wgslsmith_index_u32(1u, 4u)].x + -1000f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_2.b[_wgslsmith_index_u32(79040u, 4u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1591f, var_0[_wgslsmith_index_u32(arg_0, 4u)].x, 238f, var_0[_wgslsmith_index_u32(arg_0, 4u)].x)))), select(vec3<bool>(arg_2.a.x, arg_2.c.x, true), !select(select(vec4<bool>(global0.x, global0.x, true, true), vec4<bool>(arg_2.a.x, false, global0.x, arg_2.c.x), true), vec4<bool>(global0.x, false, false, global0.x), true).xyx, ~(-(-22793i)) >= ~u_input.a.x));
                let var_2 = ~75158u;
                let var_3 = firstLeadingBit(max(countTrailingZeros(vec4<i32>(595i, 12580i, u_input.a.x, 1i)), ~(u_input.a ^ u_input.a)) - abs(vec4<i32>(~u_input.a.x, dot(u_input.a.wz, vec2<i32>(u_input.a.x, -21036i)), -16381i, abs(u_input.a.zww).x)));
            }
            case -27574i: {
                let var_0 = mat4x2<f32>(vec2<f32>(arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 598f, -732f, arg_2.b[_wgslsmith_index_u32(47677u, 4u)].x), vec4<f32>(-537f, -455f, arg_2.b[_wgslsmith_index_u32(658u, 4u)].x, -525f), vec4<bool>(true, global0.x, true, global0.x))).x, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(65183u, 3u)].x))) + 1660f)), global1[_wgslsmith_index_u32(arg_0 << (1u % 32u), 25u)], vec2<f32>(-496f, 1412f), _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(u_input.b, 25u)] + arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(29330u / countLeadingZeros(vec4<u32>(arg_0, 1096u, 4294967295u, arg_0)).x, u_input.b), 3u)]));
                (global0).x = select(~max(~vec2<u32>(74649u, arg_0), select(vec4<u32>(37885u, 27237u, 4294967295u, arg_0), vec4<u32>(arg_0, arg_0, arg_0, 4294967295u), arg_2.a.x).yy), ~(~(vec2<u32>(4294967295u, 4294967295u) | vec2<u32>(u_input.b, 34494u))), !(!vec2<bool>(false, arg_2.c.x))).x >= u_input.b;
                (global0).x = arg_2.a.x;
            }
            default: {
                let var_0 = ~(((vec4<u32>(u_input.b, 28482u, u_input.b, arg_0) / vec4<u32>(1u, 47478u, arg_0, arg_0)) ^ vec4<u32>(~u_input.b, 0u / 31724u, ~u_input.b, ~72489u)) / ((vec4<u32>(u_input.b, 0u, 1u, arg_0) & abs(vec4<u32>(u_input.b, 41755u, arg_0, 686u))) >> (~vec4<u32>(u_input.b, 14336u, 76172u, 1u) % vec4<u32>(32u))));
            }
        }
        for (; global0.x; ) {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            return arg_2;
        }
        if (!any(!(!(!vec4<bool>(global0.x, true, true, false))))) {
            (global1)[_wgslsmith_index_u32(countOneBits(~vec4<u32>(u_input.b, abs(~vec3<u32>(1u, 4294967295u, 10857u)).x, 13351u, dot(vec4<u32>(4294967295u, u_input.b, 4294967295u, 4294967295u) >> (vec4<u32>(63169u, 4294967295u, arg_0, u_input.b) % vec4<u32>(32u)), vec4<u32>(u_input.b, arg_0, u_input.b, u_input.b) + vec4<u32>(u_input.b, 1u, 55072u, 1u)))).x, 25u)] = arg_1[_wgslsmith_index_u32(38468u, 3u)];
        } else {
        }
    } else if (global0.x) {
        let var_0 = ~((-1i + u_input.a.x) ^ countLeadingZeros(u_input.a.wwz).x);
        var var_1 = ~53525u;
        var var_2 = mat4x4<f32>(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(countOneBits(vec3<u32>(arg_0, arg_0, 50153u)).x, 3u)].x), arg_2.b[_wgslsmith_index_u32(~2365u, 4u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1[_wgslsmith_index_u32(0u, 3u)].x, -2088f, 1146f)), vec3<f32>(-488f, arg_2.b[_wgslsmith_index_u32(8852u, 4u)].x, -467f))), _wgslsmith_f_op_f32(699f + _wgslsmith_f_op_vec2_f32(min(vec2<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x), arg_1[_wgslsmith_index_u32(1u, 3u)])).x)), arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x, -109f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(arg_2.b[_wgslsmith_index_u32(~u_input.b & (arg_0 ^ u_input.b), 4u)], vec4<f32>(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(arg_0, 3u)].x + 1094f), -644f, _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x, -692f))).x, _wgslsmith_f_op_f32(-(-1291f))), global0.x)) + _wgslsmith_f_op_vec4_f32(-arg_2.b[_wgslsmith_index_u32(20292u, 4u)])), vec4<f32>(arg_1[_wgslsmith_index_u32(arg_0, 3u)].x, -320f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-204f)) + 1561f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_0, 3u)].x), _wgslsmith_f_op_f32(1650f + -770f))))), arg_2.b[_wgslsmith_index_u32(select(vec2<u32>(u_input.b, 91798u), (select(vec4<u32>(arg_0, arg_0, arg_0, 59800u), vec4<u32>(57320u, u_input.b, 0u, arg_0), vec4<bool>(arg_2.c.x, arg_2.c.x, global0.x, false)).wy - ~vec2<u32>(u_input.b, 1u)) - countTrailingZeros(extractBits(vec3<u32>(47323u, 0u, 598u), 7077u, u_input.b)).yz, global0.x).x, 4u)]);
        loop {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            return Struct_1(vec2<bool>(all(global0.yx), true), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1526f, arg_1[_wgslsmith_index_u32(9759u, 3u)].x, -1000f, var_2[_wgslsmith_index_u32(21872u, 4u)].x) - var_2[_wgslsmith_index_u32(16837u, 4u)]))), vec4<f32>(1f, 1f, 1f, 1f))), vec4<f32>(arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, 1000f)), 2101f, var_2[_wgslsmith_index_u32(19077u, 4u)].x), vec4<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_2.b[_wgslsmith_index_u32(145860u, 4u)].x, -886f, -552f, 794f))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-625f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(u_input.b, 4u)].x - -467f) * _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(arg_0, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1560f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(arg_2.b[_wgslsmith_index_u32(arg_0 & arg_0, 4u)])))), arg_2.c);
            continuing {
                let var_3 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(fract(var_2[_wgslsmith_index_u32(firstTrailingBit(countOneBits(vec2<u32>(19260u, arg_0) >> (vec2<u32>(11215u, u_input.b) % vec2<u32>(32u)))).x, 4u)])).xzz, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].xyx + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(var_2[_wgslsmith_index_u32(u_input.b, 4u)])).wxx)) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1612f, -770f, 1000f, -1987f))).wzx)) + arg_2.b[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, arg_0 << (73462u % 32u)), 4u)].yyy)), _wgslsmith_f_op_vec3_f32(-arg_2.b[_wgslsmith_index_u32(dot(firstLeadingBit(~vec3<u32>(1u, 4294967295u, 4294967295u)), _wgslsmith_mod_vec3_u32(vec3<u32>(67836u, 1u, 0u) + vec3<u32>(48082u, 28u, 11880u), vec3<u32>(0u, arg_0, arg_0) * vec3<u32>(arg_0, u_input.b, 96308u))), 4u)].wzz));
                var var_4 = Struct_1(global0.zx, func_4(!select(vec3<bool>(arg_2.a.x, global0.x, false), vec3<bool>(true, global0.x, arg_2.c.x), !arg_2.c).xx, false && (((var_0 * i32(-2147483648)) < countOneBits(vec4<i32>(var_0, 1i, var_0, u_input.a.x)).x)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(min(var_2[_wgslsmith_index_u32(~u_input.b, 4u)], _wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(u_input.b, 4u)]))), arg_2.b[_wgslsmith_index_u32(arg_0 + 89309u, 4u)], var_2[_wgslsmith_index_u32(~arg_0, 4u)]), mat2x2<f32>(vec2<f32>(arg_1[_wgslsmith_index_u32(arg_0, 3u)].x, -685f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(1501f, arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x, -905f))).yy))), select(!arg_2.c, arg_2.c, arg_2.a.x));
                var var_5 = u_input.a.x;
                ((var_2)[_wgslsmith_index_u32(countTrailingZeros(~(select(vec3<u32>(u_input.b, u_input.b, u_input.b) >> (vec3<u32>(31020u, 4294967295u, u_input.b) % vec3<u32>(32u)), vec3<u32>(u_input.b, arg_0, u_input.b), vec3<bool>(false, arg_2.a.x, true)).yy + vec2<u32>(arg_0, arg_0 * 2665u))).x, 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1155f)));
                var var_6 = global0.x;
            }
        }
    } else if (((u_input.a.x != u_input.a.x) & select(!select(vec4<bool>(false, false, arg_2.a.x, true), vec4<bool>(false, global0.x, false, false), vec4<bool>(global0.x, arg_2.a.x, true, global0.x)), select(select(vec4<bool>(global0.x, global0.x, false, true), vec4<bool>(global0.x, global0.x, true, arg_2.a.x), global0.x), !vec4<bool>(false, false, false, global0.x), vec4<bool>(arg_2.a.x, arg_2.c.x, arg_2.c.x, arg_2.c.x)), arg_2.c.x).x) | !(((arg_0 * 4294967295u) ^ u_input.b) > arg_0)) {
        let var_0 = arg_2.b[_wgslsmith_index_u32(~(~u_input.b) * atomicMin(&wg_atomic_u32, 11236u), 4u)].x;
        let var_1 = ~atomicOr(&wg_atomic_u32, ~4294967295u);
        if ((725f < _wgslsmith_f_op_f32(-arg_2.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(atomicAdd(&wg_atomic_u32, 36567u) * (arg_0 - arg_0), 4294967295u), 4u)].x))) {
            global1 = array<vec2<f32>, 25>();
            let var_2 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0 + _wgslsmith_f_op_f32(-1270f))), _wgslsmith_f_op_f32(var_0 * 1684f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].wy) * _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(47610u, 25u)])) - _wgslsmith_f_op_vec2_f32(exp2(arg_2.b[_wgslsmith_index_u32(0u, 4u)].yz))) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0, _wgslsmith_f_op_f32(1000f - 664f)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-991f, arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x)));
            ((global1)[_wgslsmith_index_u32(~12455u / arg_0, 25u)]).x = arg_1[_wgslsmith_index_u32(1u, 3u)].x;
            global2 = -(~(-37545i));
            global2 = 1i;
        } else if (!(!any(vec4<bool>(arg_2.c.x, arg_2.c.x, global0.x, global0.x)))) {
            let var_2 = -214f;
            global0 = arg_2.c;
        } else {
            let var_2 = select(!(!arg_2.c), arg_2.c, arg_2.c.x);
            var var_3 = extractBits((vec3<u32>(dot(vec3<u32>(4253u, arg_0, u_input.b), vec3<u32>(u_input.b, u_input.b, 47716u)), 48961u, countTrailingZeros(var_1)) - select(vec4<u32>(0u, var_1, u_input.b, 0u), vec4<u32>(1u, 1u, 1u, 1u), select(vec4<bool>(false, false, true, false), vec4<bool>(arg_2.a.x, false, false, arg_2.a.x), vec4<bool>(global0.x, arg_2.a.x, true, var_2.x))).xzx) >> (~vec3<u32>(10068u & var_1, u_input.b, 0u) % vec3<u32>(32u)), ~((~43423u + u_input.b) * ~firstLeadingBit(vec2<u32>(u_input.b, 0u)).x), ~(~(~u_input.b)) * 6220u);
        }
        var var_2 = Struct_2(mat3x4<f32>(arg_2.b[_wgslsmith_index_u32((atomicLoad(&wg_atomic_u32) | 0u) | ~0u, 4u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(func_4(vec2<bool>(false, arg_2.a.x), arg_2.a.x, mat3x4<f32>(vec4<f32>(arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_2.b[_wgslsmith_index_u32(37284u, 4u)].x, var_0, arg_1[_wgslsmith_index_u32(20113u, 3u)].x), arg_2.b[_wgslsmith_index_u32(69468u, 4u)], vec4<f32>(389f, arg_2.b[_wgslsmith_index_u32(18828u, 4u)].x, arg_2.b[_wgslsmith_index_u32(31849u, 4u)].x, 1766f)), mat2x2<f32>(vec2<f32>(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)].x, -868f), vec2<f32>(var_0, var_0)))[_wgslsmith_index_u32(0u, 4u)])) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(arg_2.b[_wgslsmith_index_u32(4294967295u, 4u)])))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_2.b[_wgslsmith_index_u32(var_1 - u_input.b, 4u)].x, _wgslsmith_f_op_f32(-var_0), _wgslsmith_f_op_f32(arg_2.b[_wgslsmith_index_u32(1u, 4u)].x - 491f), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(436f, 364f, var_0))).x), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-983f, arg_1[_wgslsmith_index_u32(1u, 3u)].x, var_0, -685f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_2.b[_wgslsmith_index_u32(31793u, 4u)].x, arg_1[_wgslsmith_index_u32(arg_0, 3u)].x, -739f, arg_1[_wgslsmith_index_u32(arg_0, 3u)].x))), arg_2.a.x))), arg_2, -firstLeadingBit(vec4<i32>(u_input.a.x, 2147483647i, u_input.a.x, u_input.a.x) * u_input.a), Struct_1(!arg_2.a, func_4(select(select(vec2<bool>(true, false), vec2<bool>(false, true), vec2<bool>(global0.x, global0.x)), !global0.zx, !arg_2.a.x), !select(vec4<bool>(arg_2.a.x, false, global0.x, global0.x), vec4<bool>(true, true, global0.x, true), vec4<bool>(true, false, arg_2.c.x, global0.x)).x, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp(arg_2.b[_wgslsmith_index_u32(3955u, 4u)])), vec4<f32>(2152f, var_0, arg_1[_wgslsmith_index_u32(130983u, 3u)].x, arg_1[_wgslsmith_index_u32(var_1, 3u)].x), arg_2.b[_wgslsmith_index_u32(abs(2542u), 4u)]), mat2x2<f32>(vec2<f32>(var_0, -911f), _wgslsmith_f_op_vec2_f32(-vec2<f32>(705f, 1625f)))), arg_2.c), !vec3<bool>(arg_2.c.x != true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a.x & 0i, u_input.a.x).exchanged, arg_2.c.x));
    }
    let var_0 = ~u_input.b;
    var var_1 = u_input.a;
    if (select(!vec4<bool>(atomicExchange(&wg_atomic_u32, 33709u) > arg_0, false, arg_2.c.x, any(vec2<bool>(true, arg_2.a.x))), vec4<bool>(!(!any(vec4<bool>(true, false, arg_2.a.x, true))), !atomicCompareExchangeWeak(&wg_atomic_u32, ~arg_0, ~arg_0).exchanged, select(true, arg_2.c.x, arg_2.c.x), select(vec4<bool>(select(arg_2.c, arg_2.c, arg_2.c).x, true, select(arg_2.a, global0.xy, global0.x).x, select(vec3<bool>(global0.x, arg_2.a.x, false), vec3<bool>(arg_2.a.x, true, global0.x), vec3<bool>(false, arg_2.a.x, false)).x), vec4<bool>(arg_2.c.x, u_input.b != 0u, true, select(vec3<bool>(true, true, true), vec3<bool>(arg_2.c.x, arg_2.c.x, global0.x), global0.x).x), global0.x).x), atomicCompareExchangeWeak(&wg_atomic_u32, arg_0, 1u * (0u / var_0)).exchanged).x) {
        global1 = array<vec2<f32>, 25>();
    }
    var var_2 = Struct_2(mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-171f), arg_2.b[_wgslsmith_index_u32(~firstLeadingBit(vec4<u32>(4294967295u, 58058u, u_input.b, var_0)).x, 4u)].x, arg_2.b[_wgslsmith_index_u32(max(u_input.b, abs(arg_0)), 4u)].x, arg_2.b[_wgslsmith_index_u32(var_0, 4u)].x), vec4<f32>(_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(42976u + u_input.b, 3u)].x), -658f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-2386f + 530f)), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(u_input.b, 25u)]))).x), _wgslsmith_f_op_vec4_f32(-arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)])), arg_2, ~(vec4<i32>(select(vec2<i32>(2066i, -5673i), vec2<i32>(u_input.a.x, u_input.a.x), vec2<bool>(false, arg_2.a.x)).x, 0i, 22714i, u_input.a.x ^ u_input.a.x) * vec4<i32>(~u_input.a.x, var_1.x << (0u % 32u), dot(vec2<i32>(u_input.a.x, 1i), vec2<i32>(i32(-2147483648), var_1.x)), u_input.a.x)), Struct_1(vec2<bool>(arg_2.a.x, !global0.x), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(vec4<f32>(arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x, 850f, -1364f, arg_1[_wgslsmith_index_u32(61980u, 3u)].x), vec4<f32>(-1364f, -199f, arg_1[_wgslsmith_index_u32(var_0, 3u)].x, 1000f)))), arg_2.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b, 1u), 4u)], vec4<f32>(-653f, _wgslsmith_f_op_vec4_f32(select(arg_2.b[_wgslsmith_index_u32(u_input.b, 4u)], vec4<f32>(-1306f, 1000f, arg_2.b[_wgslsmith_index_u32(1u, 4u)].x, arg_2.b[_wgslsmith_index_u32(0u, 4u)].x), global0.x)).x, _wgslsmith_f_op_f32(477f * 2542f), arg_1[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-2342f, 433f, arg_1[_wgslsmith_index_u32(arg_0, 3u)].x, -186f))), _wgslsmith_div_vec4_f32(vec4<f32>(691f, arg_2.b[_wgslsmith_index_u32(arg_0, 4u)].x, 395f, -1000f), vec4<f32>(-1506f, arg_2.b[_wgslsmith_index_u32(49084u, 4u)].x, 543f, -686f))))), select(vec3<bool>(arg_2.c.x, !global0.x, any(vec4<bool>(false, global0.x, arg_2.c.x, true))), select(vec4<bool>(global0.x, global0.x, arg_2.a.x, arg_2.a.x), !vec4<bool>(true, true, global0.x, arg_2.a.x), true).yyz, vec3<bool>(true && global0.x, true, true))), vec3<bool>(global0.x, true, !atomicCompareExchangeWeak(&wg_atomic_u32, var_0, 3376u).exchanged));
    return arg_2;
}

fn func_1(arg_0: Struct_2) -> bool {
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
    }
    let var_0 = func_2(u_input.b, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(771f, 981f, arg_0.a[_wgslsmith_index_u32(1u, 3u)].x, -626f), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.b.b[_wgslsmith_index_u32(u_input.b, 4u)].x, -1577f, 525f, arg_0.b.b[_wgslsmith_index_u32(11612u, 4u)].x) * vec4<f32>(485f, 335f, arg_0.b.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 520f)))).zy), global1[_wgslsmith_index_u32(u_input.b, 25u)], global1[_wgslsmith_index_u32(func_3(true, Struct_1(!global0.xy, func_4(vec2<bool>(global0.x, false), false, arg_0.a, mat2x2<f32>(arg_0.d.b[_wgslsmith_index_u32(u_input.b, 4u)].yw, vec2<f32>(-898f, 656f))), !vec3<bool>(true, false, arg_0.d.a.x)), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(117539u, 25u)]), _wgslsmith_div_vec2_f32(vec2<f32>(arg_0.d.b[_wgslsmith_index_u32(u_input.b, 4u)].x, -732f), arg_0.a[_wgslsmith_index_u32(0u, 3u)].yz), _wgslsmith_f_op_vec2_f32(round(global1[_wgslsmith_index_u32(u_input.b, 25u)])))), 25u)]), Struct_1(select(vec2<bool>(arg_0.e.x, true), !arg_0.d.c.yz, select(vec3<bool>(false, true, false), vec3<bool>(false, global0.x, global0.x), false).zy), func_4(global0.xx, global0.x, arg_0.a, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.a[_wgslsmith_index_u32(u_input.b, 3u)].x, -2074f) * global1[_wgslsmith_index_u32(9746u, 25u)]), arg_0.a[_wgslsmith_index_u32(u_input.b, 3u)].yz)), !arg_0.b.c));
    while (false) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        for (var var_1 = 0i; ; ) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            var var_2 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(88064u, 4u)].x - arg_0.d.b[_wgslsmith_index_u32(u_input.b, 4u)].x))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, arg_0.a[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 2895f)))).x, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32((u_input.b * u_input.b) >> ((u_input.b & u_input.b) % 32u), 3u)].x)), var_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b, atomicMax(&wg_atomic_u32, u_input.b)), 4u)].yxy, _wgslsmith_f_op_vec3_f32(var_0.b[_wgslsmith_index_u32(~u_input.b, 4u)].wyz + arg_0.b.b[_wgslsmith_index_u32(0u, 4u)].xyw), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.d.b[_wgslsmith_index_u32(28181u * 4294967295u, 4u)].x, arg_0.b.b[_wgslsmith_index_u32(1u, 4u)].x, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x)), var_0.b[_wgslsmith_index_u32(select(abs(firstTrailingBit(vec4<u32>(81904u, u_input.b, 0u, 4294967295u))), select(max(vec4<u32>(u_input.b, u_input.b, u_input.b, 36003u), vec4<u32>(u_input.b, 4294967295u, 1u, u_input.b)), reverseBits(vec4<u32>(4294967295u, 0u, u_input.b, 66346u)), vec4<bool>(true, true, arg_0.d.c.x, global0.x)), !(!vec4<bool>(true, false, var_0.c.x, global0.x))).x, 4u)].wyz));
            var var_3 = _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(sign(var_0.b[_wgslsmith_index_u32(1u, 4u)])).x - arg_0.a[_wgslsmith_index_u32(u_input.b, 3u)].x) + _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x - -447f), _wgslsmith_f_op_vec2_f32(select(arg_0.b.b[_wgslsmith_index_u32(4294967295u, 4u)].zy, vec2<f32>(-203f, -893f), global0.x)).x)), 1000f));
            break;
        }
        switch (firstLeadingBit(~(-64537i))) {
            case 3042i: {
                var var_1 = vec3<i32>(u_input.a.x >> (u_input.b % 32u), ~sign(vec2<i32>(~0i, arg_0.c.x)).x, -1i);
                global1 = array<vec2<f32>, 25>();
                break;
            }
            case 66686i: {
                var var_1 = select(select(vec4<bool>(global0.x, true & global0.x, true, global0.x), vec4<bool>(!(arg_0.b.a.x && false), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a.x, u_input.a.x).exchanged, arg_0.b.c.x, global0.x), select(var_0.c.x, atomicCompareExchangeWeak(&wg_atomic_u32, 3761u, 1u).exchanged, all(select(vec4<bool>(false, global0.x, global0.x, false), vec4<bool>(var_0.a.x, true, true, true), vec4<bool>(false, global0.x, global0.x, false))))), vec4<bool>(!(var_0.a.x || global0.x) || false, u_input.b <= u_input.b, any(!select(vec4<bool>(global0.x, true, var_0.c.x, true), vec4<bool>(false, true, var_0.c.x, global0.x), vec4<bool>(false, false, global0.x, false)).xxw), false), !(!arg_0.d.c.x));
                break;
            }
            default: {
                (global0).x = all(!select(select(select(vec4<bool>(global0.x, false, var_0.c.x, true), vec4<bool>(false, arg_0.b.c.x, true, arg_0.b.c.x), vec4<bool>(arg_0.d.c.x, true, global0.x, true)), vec4<bool>(global0.x, arg_0.d.c.x, global0.x, false), !vec4<bool>(true, global0.x, var_0.c.x, var_0.a.x)), !select(vec4<bool>(arg_0.b.a.x, true, true, arg_0.b.c.x), vec4<bool>(true, global0.x, false, false), vec4<bool>(var_0.c.x, true, global0.x, var_0.a.x)), !select(vec4<bool>(global0.x, arg_0.d.c.x, true, global0.x), vec4<bool>(true, false, global0.x, arg_0.b.c.x), vec4<bool>(true, true, var_0.c.x, false))));
                let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 167f, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x), vec4<f32>(arg_0.a[_wgslsmith_index_u32(u_input.b, 3u)].x, -402f, arg_0.b.b[_wgslsmith_index_u32(u_input.b, 4u)].x, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x), vec4<bool>(var_0.c.x, var_0.c.x, arg_0.b.c.x, var_0.c.x))).ywy, vec3<f32>(_wgslsmith_f_op_f32(-1000f + 487f), _wgslsmith_f_op_f32(-(-498f)), _wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(88698u, 4u)].x - arg_0.b.b[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_vec3_f32(-var_0.b[_wgslsmith_index_u32(885u, 4u)].zxw))) * _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 467f, arg_0.d.b[_wgslsmith_index_u32(u_input.b, 4u)].x) - vec3<f32>(-533f, 350f, arg_0.b.b[_wgslsmith_index_u32(u_input.b, 4u)].x)) + _wgslsmith_f_op_vec4_f32(floor(arg_0.d.b[_wgslsmith_index_u32(u_input.b, 4u)])).yxx)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-828f, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x, 590f)) - vec3<f32>(_wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(0u, 3u)].x), arg_0.d.b[_wgslsmith_index_u32(insertBits(vec2<u32>(u_input.b, u_input.b), vec2<u32>(44617u, 14301u), 4294967295u, u_input.b).x, 4u)].x, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(u_input.b, 3u)].x)))));
            }
        }
    }
    var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(36438u, 3u)].x + -823f), _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(24472u, 3u)].x), _wgslsmith_div_f32(var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x, -538f)), _wgslsmith_f_op_vec3_f32(-var_0.b[_wgslsmith_index_u32(u_input.b & u_input.b, 4u)].zwy))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-arg_0.b.b[_wgslsmith_index_u32(u_input.b, 4u)].x), 714f, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.b[_wgslsmith_index_u32(578u, 4u)].x, -1000f) * vec2<f32>(arg_0.a[_wgslsmith_index_u32(1u, 3u)].x, arg_0.a[_wgslsmith_index_u32(u_input.b, 3u)].x)))).x)), vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(var_0.b[_wgslsmith_index_u32(1u, 4u)], arg_0.a[_wgslsmith_index_u32(0u, 3u)]), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1248f, arg_0.a[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x, var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].x) * var_0.b[_wgslsmith_index_u32(u_input.b, 4u)]))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-808f)))), _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(4184u, 4u)].x), arg_0.a[_wgslsmith_index_u32(37474u, 3u)].x), vec3<f32>(-1603f, -850f, var_0.b[_wgslsmith_index_u32(1u, 4u)].x));
    while (true) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        let var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_0.b[_wgslsmith_index_u32(u_input.b, 4u)].zww - vec3<f32>(arg_0.d.b[_wgslsmith_index_u32(u_input.b, 4u)].x, var_0.b[_wgslsmith_index_u32(8390u, 4u)].x, var_0.b[_wgslsmith_index_u32(23034u, 4u)].x))))).xy), vec2<f32>(1f, var_0.b[_wgslsmith_index_u32(~countOneBits(vec2<u32>(4847u, u_input.b)).x + (firstLeadingBit(vec3<u32>(4294967295u, u_input.b, u_input.b)).x >> (u_input.b % 32u)), 4u)].x));
        continue;
    }
    return global0.x;
}

fn main_orig(builtin_num_workgroups: vec3<u32>) {
    let var_0 = _wgslsmith_f_op_vec4_f32(_probe_exp2(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-726f, 1163f, -1389f, 962f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1657f, -1127f, 2675f, -747f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1841f, 272f, 1145f, 1000f), vec4<f32>(1820f, 537f, 187f, -1517f))) * vec4<f32>(-1000f, -133f, 567f, 553f)), select(!vec4<bool>(global0.x, true, global0.x, global0.x), select(vec4<bool>(false, false, false, false), vec4<bool>(global0.x, false, global0.x, global0.x), vec4<bool>(true, false, true, false)), func_1(Struct_2(mat3x4<f32>(vec4<f32>(-206f, 440f, -251f, 696f), vec4<f32>(179f, -262f, -1302f, 110f), vec4<f32>(367f, -334f, -2389f, -1324f)), Struct_1(global0.xz, mat4x4<f32>(vec4<f32>(-237f, -1000f, -168f, 1097f), vec4<f32>(-236f, 1000f, 1431f, 573f), vec4<f32>(-242f, 557f, 284f, 2235f), vec4<f32>(864f, 510f, -823f, -1185f)), vec3<bool>(global0.x, global0.x, true)), vec4<i32>(56452i, 28886i, -57836i, u_input.a.x), Struct_1(global0.xx, mat4x4<f32>(vec4<f32>(125f, 1102f, 1013f, -665f), vec4<f32>(-1190f, -429f, -726f, 832f), vec4<f32>(561f, 1890f, -1562f, 1374f), vec4<f32>(1107f, -407f, 210f, -312f)), vec3<bool>(false, true, true)), vec3<bool>(true, true, global0.x)))))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(1689f, -1000f, 1000f, 1195f), vec4<f32>(-1000f, 1977f, -3103f, 160f))) - _wgslsmith_div_vec4_f32(vec4<f32>(927f, -728f, 695f, 1000f), vec4<f32>(383f, 250f, 1249f, 631f)))))));
    if (global0.x & atomicCompareExchangeWeak(&wg_atomic_u32, 0u, ~(~atomicMax(&wg_atomic_u32, 59839u))).exchanged) {
        global2 = -1i;
        var var_1 = max(reverseBits(sign(extractBits(countTrailingZeros(vec3<i32>(2147483647i, -7952i, u_input.a.x)), 1u, builtin_num_workgroups.x + 1702u)).xz), select(min(vec4<i32>(u_input.a.x, u_input.a.x, -22810i, 1i) & vec4<i32>(1i, -6660i, 1i, 0i), reverseBits(vec4<i32>(-1i, 57264i, 26200i, 0i))), ~vec4<i32>(max(u_input.a, u_input.a).x, -u_input.a.x, u_input.a.x * -14312i, abs(u_input.a.zxz).x), firstLeadingBit(vec2<u32>(4461u, 4294967295u) ^ vec2<u32>(u_input.b, 79646u)).x >= countOneBits(~vec4<u32>(70371u, 29681u, 18865u, builtin_num_workgroups.x)).x).zw);
        (global0).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.x, var_0.x, var_0.x, -1447f) * vec4<f32>(907f, -803f, var_0.x, var_0.x)), _wgslsmith_f_op_vec4_f32(-var_0))).x) - -1595f) <= 936f;
    } else {
        var var_1 = mat4x2<f32>(vec2<f32>(var_0.x, 698f), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.x, _wgslsmith_f_op_f32(-var_0.x))) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(811f, var_0.x) + vec2<f32>(-905f, var_0.x)))), vec2<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(_wgslsmith_f_op_f32(-(-1757f)), var_0.x))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(var_0.x, 1000f, 1551f))).x)), vec2<f32>(848f, -439f));
        while (!global0.x) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            var var_2 = mat4x2<f32>(var_1[_wgslsmith_index_u32(max(u_input.b, ~(~builtin_num_workgroups.x) << (~(builtin_num_workgroups.x + builtin_num_workgroups.x) % 32u)), 4u)], var_0.zw, var_1[_wgslsmith_index_u32(((4294967295u ^ firstLeadingBit(builtin_num_workgroups.x)) << (builtin_num_workgroups.x % 32u)) + ~14377u, 4u)], var_0.xy);
            let var_3 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1314f * -956f)));
            ((var_1)[_wgslsmith_index_u32((atomicMin(&wg_atomic_u32, 37545u) + u_input.b) / ~(abs(vec2<u32>(u_input.b, 4294967295u)).x / ((u_input.b << (11825u % 32u)) << (~30459u % 32u))), 4u)]).x = var_3;
            var var_4 = vec4<i32>(u_input.a.x, -(i32(-2147483648)), -1i, -59239i);
            let var_5 = Struct_1(global0.zz, func_4(vec2<bool>(36568u == atomicMax(&wg_atomic_u32, 20409u), true), !global0.x, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(saturate(var_0)))), _wgslsmith_f_op_vec4_f32(var_0 - vec4<f32>(-695f, -1134f, 399f, var_2[_wgslsmith_index_u32(0u, 4u)].x)), _wgslsmith_f_op_vec4_f32(var_0 + vec4<f32>(-736f, var_3, 302f, 1550f))), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_2[_wgslsmith_index_u32(1u, 4u)].x, var_3, var_1[_wgslsmith_index_u32(u_input.b, 4u)].x, 1526f), vec4<f32>(var_3, var_1[_wgslsmith_index_u32(u_input.b, 4u)].x, var_0.x, 1741f), vec4<bool>(global0.x, global0.x, global0.x, global0.x))).zw - _wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(68628u, 4u)] * vec2<f32>(var_2[_wgslsmith_index_u32(u_input.b, 4u)].x, var_3))), vec2<f32>(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x)))), !(!vec3<bool>(!global0.x, true, all(vec4<bool>(global0.x, true, global0.x, global0.x)))));
        }
    }
    while (global0.x) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    var var_1 = mat2x2<f32>(var_0.yw, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(45403u, 25u)] - vec2<f32>(-1247f, 712f)) - _wgslsmith_f_op_vec2_f32(vec2<f32>(-272f, 481f) - vec2<f32>(-381f, var_0.x)))) + global1[_wgslsmith_index_u32(15023u, 25u)]));
    var_1 = mat2x2<f32>(vec2<f32>(-1000f, var_1[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(u_input.b, u_input.b, 4294967295u, 0u) + vec4<u32>(21232u, 0u, 1u, 1u)).x >> (~(1u / 16006u) % 32u), 2u)].x), _wgslsmith_f_op_vec2_f32(var_0.zx + vec2<f32>(var_1[_wgslsmith_index_u32(0u, 2u)].x, _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(select(vec3<u32>(4294967295u, 128754u, builtin_num_workgroups.x), builtin_num_workgroups, false).x, 2u)].x, var_0.x))));
    let var_2 = ~(vec3<u32>(builtin_num_workgroups.x, select(builtin_num_workgroups, vec3<u32>(u_input.b, builtin_num_workgroups.x, builtin_num_workgroups.x), true).x, 14998u - 0u) >> (vec3<u32>(firstLeadingBit(u_input.b), reverseBits(builtin_num_workgroups.zz).x, u_input.b) % vec3<u32>(32u))) * builtin_num_workgroups;
    if (global0.x) {
        var var_3 = Struct_1(!(!global0.zx), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(169f, -1082f, var_0.x, var_1[_wgslsmith_index_u32(91141u, 2u)].x) - _wgslsmith_f_op_vec4_f32(-var_0))), _wgslsmith_f_op_vec4_f32(var_0 * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1206f, var_1[_wgslsmith_index_u32(u_input.b, 2u)].x, var_0.x, -339f) - vec4<f32>(var_1[_wgslsmith_index_u32(var_2.x, 2u)].x, var_1[_wgslsmith_index_u32(var_2.x, 2u)].x, 1937f, 1321f)) + vec4<f32>(-1172f, -437f, var_1[_wgslsmith_index_u32(5409u, 2u)].x, 400f))), var_0, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-449f, -305f, -282f, var_0.x), var_0, vec4<f32>(var_0.x, 1000f, 417f, 634f))) * _wgslsmith_f_op_vec4_f32(var_0 * vec4<f32>(-345f, 675f, 351f, var_0.x))), var_0))), !select(select(!vec4<bool>(global0.x, true, false, global0.x), select(vec4<bool>(false, false, global0.x, true), vec4<bool>(false, global0.x, true, true), global0.x), false).zwx, select(func_2(builtin_num_workgroups.x, mat3x2<f32>(vec2<f32>(var_0.x, var_0.x), vec2<f32>(624f, var_1[_wgslsmith_index_u32(u_input.b, 2u)].x), var_1[_wgslsmith_index_u32(u_input.b, 2u)]), Struct_1(global0.yx, mat4x4<f32>(var_0, var_0, var_0, vec4<f32>(-912f, 546f, -1000f, var_1[_wgslsmith_index_u32(var_2.x, 2u)].x)), vec3<bool>(global0.x, true, true))).c, vec3<bool>(global0.x, false, false), var_2.x > 4294967295u), func_2(max(builtin_num_workgroups, vec3<u32>(1u, builtin_num_workgroups.x, builtin_num_workgroups.x)).x, mat3x2<f32>(var_0.zz, var_1[_wgslsmith_index_u32(var_2.x, 2u)], vec2<f32>(-320f, var_1[_wgslsmith_index_u32(0u, 2u)].x)), Struct_1(vec2<bool>(false, global0.x), mat4x4<f32>(vec4<f32>(1000f, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, var_1[_wgslsmith_index_u32(0u, 2u)].x, -1407f), var_0, var_0, var_0), vec3<bool>(global0.x, true, true))).c));
        let var_4 = false;
    }
    let var_3 = mat2x4<f32>(vec4<f32>(_wgslsmith_div_f32(-187f, -484f), _wgslsmith_f_op_f32(-506f), var_1[_wgslsmith_index_u32(29552u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-560f, _wgslsmith_f_op_f32(-805f - 1000f), 1948f, _wgslsmith_f_op_f32(932f * var_1[_wgslsmith_index_u32(u_input.b, 2u)].x)), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-var_0)))))));
    let var_4 = 0i;
    let x = u_input.a;
    s_output = StorageBuffer(var_3[_wgslsmith_index_u32(33823u, 2u)].zxy, _wgslsmith_f_op_f32(-var_0.x), mat4x3<f32>(_wgslsmith_div_vec3_f32(vec3<f32>(900f, _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-1171f, 1166f))).x, _wgslsmith_f_op_f32(-(-1000f))), var_0.zxx), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(var_0.xx, var_0.zw, global0.x)).x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(45044u, 2u)].x), _wgslsmith_f_op_f32(-2437f - 912f)), _wgslsmith_f_op_f32(-1012f - var_3[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 77818u), 2u)].x)), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(4294967295u, 2u)].x)), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(74575u, 2u)].x + _wgslsmith_f_op_f32(-var_0.x)), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(102f, -618f, var_3[_wgslsmith_index_u32(0u, 2u)].x))).x, _wgslsmith_f_op_f32(-var_0.x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.x, 1000f, 2217f) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(1383f, -483f, -391f))) + _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.x, -405f, var_0.x) + vec3<f32>(var_0.x, 1055f, -703f)))), mat3x2<f32>(vec2<f32>(var_3[_wgslsmith_index_u32(var_2.x, 2u)].x, var_1[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(max(var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, var_1[_wgslsmith_index_u32(1686u, 2u)].x)), vec2<f32>(1f, 1f).x)), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-216f, var_0.x, var_3[_wgslsmith_index_u32(var_2.x, 2u)].x, var_3[_wgslsmith_index_u32(4294967295u, 2u)].x), var_0)).xww - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -779f, var_0.x, var_0.x))).zzw))).xx), var_3[_wgslsmith_index_u32(min(~(vec4<u32>(68135u, var_2.x, var_2.x, 0u) | vec4<u32>(2659u, builtin_num_workgroups.x, u_input.b, 9784u)) / vec4<u32>(1u, 1u, 1u, 1u), max((vec4<u32>(var_2.x, builtin_num_workgroups.x, u_input.b, 31165u) ^ vec4<u32>(0u, var_2.x, u_input.b, 0u)) * countTrailingZeros(vec4<u32>(var_2.x, u_input.b, 37666u, u_input.b)), vec4<u32>(u_input.b - u_input.b, 16857u, ~var_2.x, ~66164u))).x, 2u)]);
}


fn _probe_exp2(x: vec4<f32>) -> vec4<f32> {
    let r = exp2(x);
    p_in = x;
    p_out = r;
    p_n = p_n + 1u;
    return r;
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    main_orig(builtin_num_workgroups);
    s_probe.orig = s_output;
    s_probe.p_in = p_in;
    s_probe.p_out = p_out;
    s_probe.p_n = p_n;
}
