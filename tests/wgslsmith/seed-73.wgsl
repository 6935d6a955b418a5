// {"0:0":[189,251,7,83,104,15,102,35,148,202,107,178,168,96,133,212,183,244,102,233,56,73,13,238,204,102,35,10,2,250,84,169,134,110,18,9,15,122,199,151,91,166,189,102,19,148,236,250,95,62,6,72,57,189,36,231,104,95,54,87,215,58,33,205]}
// Seed: 73

struct Struct_1 {
    @align(32)
    a: vec3<bool>,
    b: mat2x4<f32>,
    c: i32,
    @align(8)
    d: vec2<u32>,
}

struct Struct_2 {
    @align(32)
    @size(64)
    a: Struct_1,
    @size(48)
    b: mat2x3<f32>,
    c: mat3x4<f32>,
    @align(8)
    d: mat4x2<f32>,
}

struct Struct_3 {
    a: Struct_2,
}

struct Struct_4 {
    @size(16)
    a: vec4<f32>,
    b: f32,
    c: vec2<f32>,
    @align(128)
    d: Struct_3,
    @size(4)
    e: u32,
}

struct Struct_5 {
    @align(4)
    @size(8)
    a: u32,
    @size(32)
    b: mat4x2<f32>,
    c: u32,
    d: Struct_4,
}

struct UniformBuffer {
    a: vec3<i32>,
    @size(24)
    b: vec4<i32>,
    @size(8)
    c: vec2<u32>,
    d: u32,
    e: u32,
}

struct StorageBuffer {
    a: mat4x3<f32>,
    @size(52)
    b: mat3x4<f32>,
    @size(20)
    c: u32,
    @size(32)
    d: mat4x2<f32>,
    @size(8)
    e: i32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: vec3<bool> = vec3<bool>(false, true, false);

var<private> global1: array<Struct_2, 19> = array<Struct_2, 19>(Struct_2(Struct_1(vec3<bool>(true, true, true), mat2x4<f32>(vec4<f32>(-906f, 1526f, 1000f, 2091f), vec4<f32>(592f, 719f, -564f, -1331f)), 1i, vec2<u32>(18069u, 33051u)), mat2x3<f32>(vec3<f32>(959f, -3097f, 1840f), vec3<f32>(-1437f, 326f, 720f)), mat3x4<f32>(vec4<f32>(227f, 190f, -1280f, 1000f), vec4<f32>(-188f, -762f, 783f, -146f), vec4<f32>(-235f, 196f, -1246f, 2011f)), mat4x2<f32>(vec2<f32>(-269f, -1000f), vec2<f32>(1947f, 485f), vec2<f32>(-922f, -632f), vec2<f32>(-1298f, 803f))), Struct_2(Struct_1(vec3<bool>(false, true, true), mat2x4<f32>(vec4<f32>(-309f, 456f, 1715f, 178f), vec4<f32>(-1218f, -1411f, -1563f, 1123f)), i32(-2147483648), vec2<u32>(4294967295u, 68001u)), mat2x3<f32>(vec3<f32>(2050f, 101f, 907f), vec3<f32>(1205f, 452f, 923f)), mat3x4<f32>(vec4<f32>(-619f, -783f, 803f, 355f), vec4<f32>(-2332f, 702f, 430f, 1406f), vec4<f32>(178f, 211f, -278f, 1407f)), mat4x2<f32>(vec2<f32>(-825f, -252f), vec2<f32>(-1926f, 1143f), vec2<f32>(892f, 991f), vec2<f32>(2096f, 151f))), Struct_2(Struct_1(vec3<bool>(true, true, false), mat2x4<f32>(vec4<f32>(-333f, -136f, -743f, 222f), vec4<f32>(-177f, 1939f, -2080f, -913f)), 0i, vec2<u32>(0u, 1u)), mat2x3<f32>(vec3<f32>(546f, 854f, -2134f), vec3<f32>(139f, -2825f, 641f)), mat3x4<f32>(vec4<f32>(-674f, -1000f, -1276f, -1346f), vec4<f32>(1000f, -204f, 140f, 1329f), vec4<f32>(-273f, 214f, -402f, -1331f)), mat4x2<f32>(vec2<f32>(2198f, 1297f), vec2<f32>(-187f, 1430f), vec2<f32>(-326f, 169f), vec2<f32>(-264f, -1000f))), Struct_2(Struct_1(vec3<bool>(false, true, true), mat2x4<f32>(vec4<f32>(1000f, 1060f, -1200f, 525f), vec4<f32>(1726f, 953f, -2277f, 344f)), -2104i, vec2<u32>(0u, 1u)), mat2x3<f32>(vec3<f32>(292f, 1633f, -157f), vec3<f32>(-677f, -985f, -371f)), mat3x4<f32>(vec4<f32>(247f, 344f, 343f, 1506f), vec4<f32>(393f, 302f, -1769f, 480f), vec4<f32>(-1245f, 2250f, 1000f, 204f)), mat4x2<f32>(vec2<f32>(853f, -724f), vec2<f32>(-1000f, -1670f), vec2<f32>(273f, 348f), vec2<f32>(1000f, -1126f))), Struct_2(Struct_1(vec3<bool>(true, false, false), mat2x4<f32>(vec4<f32>(-1317f, -564f, 1475f, -1029f), vec4<f32>(-1000f, 408f, 1153f, 1261f)), 1i, vec2<u32>(32180u, 32435u)), mat2x3<f32>(vec3<f32>(1060f, -1152f, -156f), vec3<f32>(-535f, -1000f, 657f)), mat3x4<f32>(vec4<f32>(912f, -1000f, 1077f, -1099f), vec4<f32>(1000f, 412f, -545f, 2069f), vec4<f32>(-126f, -121f, -195f, 132f)), mat4x2<f32>(vec2<f32>(-546f, -1809f), vec2<f32>(365f, 919f), vec2<f32>(-499f, 769f), vec2<f32>(1000f, -1000f))), Struct_2(Struct_1(vec3<bool>(false, false, true), mat2x4<f32>(vec4<f32>(-307f, 1923f, 153f, 314f), vec4<f32>(-863f, 219f, 519f, 184f)), 0i, vec2<u32>(1289u, 108528u)), mat2x3<f32>(vec3<f32>(698f, 366f, -1577f), vec3<f32>(249f, 470f, 793f)), mat3x4<f32>(vec4<f32>(263f, -1318f, 344f, -271f), vec4<f32>(-883f, -1281f, -640f, 469f), vec4<f32>(-1223f, -574f, -316f, 1334f)), mat4x2<f32>(vec2<f32>(-1047f, 376f), vec2<f32>(691f, -387f), vec2<f32>(1281f, -2280f), vec2<f32>(102f, -1924f))), Struct_2(Struct_1(vec3<bool>(false, false, false), mat2x4<f32>(vec4<f32>(1085f, 763f, -2361f, 1160f), vec4<f32>(-818f, -1155f, 343f, 419f)), 2147483647i, vec2<u32>(0u, 1u)), mat2x3<f32>(vec3<f32>(333f, 1041f, 945f), vec3<f32>(-433f, -302f, -1118f)), mat3x4<f32>(vec4<f32>(358f, 1226f, 790f, -374f), vec4<f32>(-1000f, -1860f, -2413f, -382f), vec4<f32>(934f, -1192f, 1353f, 1165f)), mat4x2<f32>(vec2<f32>(404f, 157f), vec2<f32>(590f, -355f), vec2<f32>(1544f, 657f), vec2<f32>(-1582f, 143f))), Struct_2(Struct_1(vec3<bool>(true, true, true), mat2x4<f32>(vec4<f32>(-987f, -808f, -571f, -2074f), vec4<f32>(237f, 1101f, -742f, 1135f)), 38099i, vec2<u32>(18954u, 0u)), mat2x3<f32>(vec3<f32>(-1000f, 1015f, -2108f), vec3<f32>(1472f, -584f, -893f)), mat3x4<f32>(vec4<f32>(1461f, 1308f, 780f, -1751f), vec4<f32>(1000f, -816f, 509f, 1511f), vec4<f32>(391f, 1846f, -139f, 204f)), mat4x2<f32>(vec2<f32>(-208f, 795f), vec2<f32>(1295f, -149f), vec2<f32>(502f, 168f), vec2<f32>(-1332f, -622f))), Struct_2(Struct_1(vec3<bool>(true, true, true), mat2x4<f32>(vec4<f32>(141f, -1246f, -1701f, -842f), vec4<f32>(270f, -915f, 324f, -578f)), -18177i, vec2<u32>(5162u, 4294967295u)), mat2x3<f32>(vec3<f32>(-698f, -204f, 1734f), vec3<f32>(1651f, -624f, -1000f)), mat3x4<f32>(vec4<f32>(-456f, -1393f, 431f, 102f), vec4<f32>(2990f, 909f, -327f, 288f), vec4<f32>(1229f, 1502f, 816f, -1771f)), mat4x2<f32>(vec2<f32>(1429f, 702f), vec2<f32>(-1242f, -1219f), vec2<f32>(176f, 428f), vec2<f32>(366f, 1286f))), Struct_2(Struct_1(vec3<bool>(false, true, false), mat2x4<f32>(vec4<f32>(-1000f, 1862f, -160f, 331f), vec4<f32>(859f, 918f, 943f, -1106f)), -1i, vec2<u32>(1u, 0u)), mat2x3<f32>(vec3<f32>(1000f, -1210f, -809f), vec3<f32>(-728f, 287f, 730f)), mat3x4<f32>(vec4<f32>(2323f, 1155f, -667f, -529f), vec4<f32>(899f, 368f, -2222f, 2269f), vec4<f32>(904f, 632f, -1136f, -364f)), mat4x2<f32>(vec2<f32>(815f, -484f), vec2<f32>(-1268f, 1669f), vec2<f32>(253f, -1147f), vec2<f32>(2105f, -1586f))), Struct_2(Struct_1(vec3<bool>(true, true, false), mat2x4<f32>(vec4<f32>(-2185f, 630f, -686f, 1000f), vec4<f32>(1899f, -813f, 721f, -874f)), -1i, vec2<u32>(61343u, 82077u)), mat2x3<f32>(vec3<f32>(1036f, -1150f, -417f), vec3<f32>(510f, -1000f, -148f)), mat3x4<f32>(vec4<f32>(-1064f, -1093f, 561f, 906f), vec4<f32>(612f, -1582f, 1085f, -891f), vec4<f32>(-1576f, 286f, 348f, -1050f)), mat4x2<f32>(vec2<f32>(-617f, -318f), vec2<f32>(1286f, -1218f), vec2<f32>(1711f, -911f), vec2<f32>(-2359f, 1724f))), Struct_2(Struct_1(vec3<bool>(true, false, false), mat2x4<f32>(vec4<f32>(800f, -1516f, -2041f, 1006f), vec4<f32>(1550f, -1000f, 378f, 344f)), -9703i, vec2<u32>(54161u, 1u)), mat2x3<f32>(vec3<f32>(-744f, 402f, -2244f), vec3<f32>(-1851f, -734f, 1081f)), mat3x4<f32>(vec4<f32>(881f, -357f, -586f, -202f), vec4<f32>(-1602f, -1865f, 705f, 1192f), vec4<f32>(-1352f, -293f, -2725f, -594f)), mat4x2<f32>(vec2<f32>(-1000f, -471f), vec2<f32>(897f, 2043f), vec2<f32>(-1202f, -4192f), vec2<f32>(-109f, -784f))), Struct_2(Struct_1(vec3<bool>(false, false, false), mat2x4<f32>(vec4<f32>(565f, 400f, 2328f, -1218f), vec4<f32>(396f, 1639f, -356f, -313f)), 2147483647i, vec2<u32>(1u, 1u)), mat2x3<f32>(vec3<f32>(-278f, 132f, 981f), vec3<f32>(878f, 750f, 327f)), mat3x4<f32>(vec4<f32>(-441f, -417f, 1504f, -564f), vec4<f32>(-617f, -1639f, -242f, 1375f), vec4<f32>(-406f, -1635f, 167f, -2519f)), mat4x2<f32>(vec2<f32>(-783f, -871f), vec2<f32>(-421f, 1076f), vec2<f32>(-1872f, 1465f), vec2<f32>(1181f, 1151f))), Struct_2(Struct_1(vec3<bool>(false, true, false), mat2x4<f32>(vec4<f32>(955f, -512f, 760f, -349f), vec4<f32>(-885f, -671f, -1000f, -506f)), -30746i, vec2<u32>(0u, 1u)), mat2x3<f32>(vec3<f32>(362f, 959f, 1112f), vec3<f32>(358f, -1105f, 1083f)), mat3x4<f32>(vec4<f32>(1000f, 1627f, -657f, -922f), vec4<f32>(-1288f, 1984f, 262f, -1265f), vec4<f32>(1000f, 559f, -819f, -343f)), mat4x2<f32>(vec2<f32>(231f, -553f), vec2<f32>(1531f, -593f), vec2<f32>(-1019f, -730f), vec2<f32>(-591f, 158f))), Struct_2(Struct_1(vec3<bool>(true, false, false), mat2x4<f32>(vec4<f32>(932f, 566f, -441f, 1477f), vec4<f32>(-708f, 3284f, 274f, 1000f)), -18191i, vec2<u32>(76671u, 41454u)), mat2x3<f32>(vec3<f32>(1000f, -1080f, -557f), vec3<f32>(527f, 949f, 572f)), mat3x4<f32>(vec4<f32>(679f, 2139f, -1097f, -528f), vec4<f32>(193f, -1367f, -1711f, 995f), vec4<f32>(1813f, 415f, -1108f, -1248f)), mat4x2<f32>(vec2<f32>(-152f, -1303f), vec2<f32>(-966f, -165f), vec2<f32>(1553f, 995f), vec2<f32>(383f, -856f))), Struct_2(Struct_1(vec3<bool>(false, true, true), mat2x4<f32>(vec4<f32>(344f, 192f, 249f, -623f), vec4<f32>(2334f, 235f, -475f, -1592f)), 15243i, vec2<u32>(13830u, 4294967295u)), mat2x3<f32>(vec3<f32>(218f, 849f, 390f), vec3<f32>(690f, -1059f, 1290f)), mat3x4<f32>(vec4<f32>(-616f, 755f, 1147f, -1000f), vec4<f32>(-1991f, 416f, -1341f, 427f), vec4<f32>(1094f, 361f, -1217f, 1149f)), mat4x2<f32>(vec2<f32>(139f, -224f), vec2<f32>(1000f, 982f), vec2<f32>(747f, -866f), vec2<f32>(1129f, -347f))), Struct_2(Struct_1(vec3<bool>(true, false, true), mat2x4<f32>(vec4<f32>(785f, 735f, -782f, -416f), vec4<f32>(1090f, -493f, 781f, -376f)), 1i, vec2<u32>(1u, 4294967295u)), mat2x3<f32>(vec3<f32>(244f, 1510f, -2417f), vec3<f32>(115f, 2197f, 845f)), mat3x4<f32>(vec4<f32>(-726f, 681f, -1000f, 1728f), vec4<f32>(-103f, 1000f, -1101f, 803f), vec4<f32>(-757f, 898f, -227f, 540f)), mat4x2<f32>(vec2<f32>(1685f, 1000f), vec2<f32>(890f, -1352f), vec2<f32>(446f, -1168f), vec2<f32>(1215f, 806f))), Struct_2(Struct_1(vec3<bool>(false, false, true), mat2x4<f32>(vec4<f32>(838f, 1570f, 1490f, 1358f), vec4<f32>(-127f, 1146f, 569f, 2232f)), -1569i, vec2<u32>(4294967295u, 19160u)), mat2x3<f32>(vec3<f32>(-490f, 166f, -2321f), vec3<f32>(-146f, 1655f, 362f)), mat3x4<f32>(vec4<f32>(-1369f, -191f, 1078f, 202f), vec4<f32>(1219f, 144f, -527f, 681f), vec4<f32>(-614f, -388f, -980f, -1678f)), mat4x2<f32>(vec2<f32>(-528f, -580f), vec2<f32>(513f, -1000f), vec2<f32>(-677f, -230f), vec2<f32>(-506f, -1382f))), Struct_2(Struct_1(vec3<bool>(false, false, false), mat2x4<f32>(vec4<f32>(-594f, -337f, -668f, 1124f), vec4<f32>(562f, 1027f, -364f, -547f)), -11242i, vec2<u32>(0u, 7421u)), mat2x3<f32>(vec3<f32>(274f, 2001f, 148f), vec3<f32>(832f, 759f, -1388f)), mat3x4<f32>(vec4<f32>(-398f, 1034f, -1368f, 1414f), vec4<f32>(360f, 1129f, -1920f, 196f), vec4<f32>(-409f, -456f, -449f, 515f)), mat4x2<f32>(vec2<f32>(1926f, -465f), vec2<f32>(802f, 453f), vec2<f32>(-925f, 383f), vec2<f32>(-772f, 950f))));

var<private> global2: array<vec4<u32>, 25>;

var<private> global3: i32 = i32(-2147483648);

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 14>;

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn func_5(arg_0: Struct_2, arg_1: Struct_5) -> vec2<bool> {
    let var_0 = Struct_1(!arg_1.d.d.a.a.a, arg_0.a.b, ~u_input.a.x, select(_wgslsmith_mod_vec4_u32(global2[_wgslsmith_index_u32(arg_0.a.d.x, 25u)] + global2[_wgslsmith_index_u32(arg_1.c, 25u)], ~vec4<u32>(1u, 4294967295u, arg_1.d.d.a.a.d.x, u_input.d)) + countLeadingZeros(vec4<u32>(arg_0.a.d.x, 1u, u_input.e, 4294967295u) << (vec4<u32>(arg_1.a, arg_1.a, arg_1.c, 11u) % vec4<u32>(32u))), global2[_wgslsmith_index_u32(countTrailingZeros(global2[_wgslsmith_index_u32(~arg_1.c, 25u)]).x, 25u)], !(!vec4<bool>(arg_1.d.d.a.a.a.x, arg_1.d.d.a.a.a.x, arg_0.a.a.x, arg_1.d.d.a.a.a.x))).zx);
    for (var var_1: i32; var_1 >= 1i; var_1 += 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        if (false) {
            continue;
        } else if (arg_1.d.d.a.a.a.x) {
            var var_1 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(countOneBits(vec3<u32>(arg_1.a, var_0.d.x, var_0.d.x)).x, 2u)].x), _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(fract(var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)])).xz - vec2<f32>(-812f, -399f)))).x), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.b[_wgslsmith_index_u32(arg_1.c, 2u)].x, -371f, var_0.b[_wgslsmith_index_u32(u_input.d, 2u)].x, -1125f) + vec4<f32>(arg_0.a.b[_wgslsmith_index_u32(1u, 2u)].x, var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, -1782f, arg_0.c[_wgslsmith_index_u32(1u, 3u)].x)))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-131f, -766f, -890f, 566f))).wxw, vec3<f32>(var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, arg_1.b[_wgslsmith_index_u32(1566u, 4u)].x, 583f))))));
            global2 = array<vec4<u32>, 25>();
            var var_2 = -u_input.b.zwz;
            let var_3 = arg_0;
            break;
        } else {
            let var_1 = countLeadingZeros(var_0.d).x;
            var var_2 = arg_1;
            (var_2).d = Struct_4(_wgslsmith_f_op_vec4_f32(var_0.b[_wgslsmith_index_u32(~0u, 2u)] + _wgslsmith_f_op_vec4_f32(trunc(var_2.d.d.a.a.b[_wgslsmith_index_u32(var_2.a & (u_input.e | arg_1.a), 2u)]))), -1000f, vec2<f32>(_wgslsmith_f_op_f32(116f - _wgslsmith_f_op_f32(var_2.b[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, var_2.d.e), 4u)].x - arg_0.b[_wgslsmith_index_u32(~38501u, 2u)].x)), _wgslsmith_f_op_f32(saturate(482f))), Struct_3(arg_0), ~firstTrailingBit(vec3<u32>(0u, select(vec2<u32>(arg_1.d.d.a.a.d.x, arg_1.a), vec2<u32>(arg_0.a.d.x, var_1), global0.zy).x, 1u)).x);
            let var_3 = Struct_5(arg_1.a, mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_2.d.c.x)), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-arg_0.b[_wgslsmith_index_u32(25516u, 2u)].zz))).x), _wgslsmith_f_op_vec4_f32(step(var_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(vec3<u32>(1u, 1u, 1u).x, 4294967295u & var_1), 2u)], arg_1.d.a)).ww, _wgslsmith_f_op_vec2_f32(-vec2<f32>(208f, _wgslsmith_f_op_f32(-(-617f)))), _wgslsmith_f_op_vec4_f32(ceil(arg_0.c[_wgslsmith_index_u32(~(~arg_0.a.d.x), 3u)])).yw), _wgslsmith_mod_u32(~(4294967295u + arg_0.a.d.x), 97720u) | 39852u, arg_1.d);
        }
        global3 = -(-(1i / (clamp(u_input.a.yx, u_input.b.ww, u_input.b.xw).x - u_input.a.x)));
        for (var var_1 = 44155i; var_1 != -87739i; var_1 += 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            break;
        }
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            ((((global1)[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(~_wgslsmith_mod_u32(arg_1.d.d.a.a.d.x, arg_0.a.d.x) * 0u, ~atomicMin(&wg_atomic_u32, var_0.d.x), 1u, countLeadingZeros(~vec4<u32>(5714u, arg_1.d.e, 0u, 1u)).x)).x, 19u)]).d)[_wgslsmith_index_u32(~(~clamp(~(~var_0.d.x), var_0.d.x, _wgslsmith_mod_u32(7060u << (0u % 32u), 4294967295u))), 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_0.c[_wgslsmith_index_u32(arg_1.a, 3u)] + var_0.b[_wgslsmith_index_u32(0u, 2u)])), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1206f, -1000f, arg_1.d.c.x, 488f) + arg_1.d.a) + vec4<f32>(742f, 2147f, arg_1.b[_wgslsmith_index_u32(0u, 4u)].x, arg_1.b[_wgslsmith_index_u32(13140u, 4u)].x)), global0.x)).zy)).x);
            let var_1 = select(vec4<bool>(true && arg_0.a.a.x, false, arg_0.a.a.x, all(!vec3<bool>(false, arg_0.a.a.x, false)) != true), vec4<bool>(!all(select(vec3<bool>(var_0.a.x, true, arg_0.a.a.x), vec3<bool>(arg_1.d.d.a.a.a.x, global0.x, false), vec3<bool>(false, false, var_0.a.x)).yz), any(!vec4<bool>(var_0.a.x, arg_1.d.d.a.a.a.x, true, var_0.a.x)), !(!any(vec4<bool>(false, var_0.a.x, global0.x, false))), arg_0.a.a.x), !vec4<bool>(false, true, global0.x, true));
            let var_2 = vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(countTrailingZeros(_wgslsmith_mod_u32(var_0.d.x, var_0.d.x)), 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_1.d.a.x, arg_1.d.b, -405f, var_0.b[_wgslsmith_index_u32(arg_0.a.d.x, 2u)].x), vec4<f32>(581f, -339f, var_0.b[_wgslsmith_index_u32(46487u, 2u)].x, 643f), arg_1.d.d.a.a.b[_wgslsmith_index_u32(var_0.d.x, 2u)])).x, _wgslsmith_f_op_f32(-337f)) * arg_0.d[_wgslsmith_index_u32(~arg_0.a.d.x << ((63550u + 39128u) % 32u), 4u)].x)));
            continuing {
                var var_3 = arg_1;
                let var_4 = !(false || !(select(arg_1.d.d.a.a.a.zx, arg_1.d.d.a.a.a.xx, global0.yz).x && arg_0.a.a.x));
                global3 = arg_0.a.c;
                let var_5 = var_3.d.d.a.a;
                global0 = arg_1.d.d.a.a.a;
                break if arg_0.a.a.x;
            }
        }
        let var_1 = ~vec3<u32>(arg_1.d.d.a.a.d.x, (arg_0.a.d.x - arg_0.a.d.x) << (~u_input.d % 32u), arg_1.c) + min(countLeadingZeros(global2[_wgslsmith_index_u32(4294967295u, 25u)] | vec4<u32>(0u, u_input.c.x, var_0.d.x, arg_1.a)).yyy >> (((vec3<u32>(26122u, var_0.d.x, arg_1.a) * vec3<u32>(arg_1.d.e, 1u, 1u)) - ~vec3<u32>(arg_0.a.d.x, 4294967295u, 0u)) % vec3<u32>(32u)), vec3<u32>(arg_1.d.d.a.a.d.x + 3002u, ~arg_0.a.d.x, ~14975u) ^ ~(~vec3<u32>(arg_1.a, var_0.d.x, arg_1.c)));
    }
    while (!(global0.x != arg_1.d.d.a.a.a.x) || global0.x) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        continue;
    }
    while (var_0.a.x) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
    }
    return vec2<bool>(arg_0.a.a.x, arg_1.d.d.a.a.a.x);
}

fn func_4(arg_0: Struct_4) -> f32 {
    var var_0 = sign(countOneBits(-(vec2<i32>(-23614i, 2147483647i) ^ ~u_input.b.wy))).x;
    var var_1 = vec3<bool>(global0.x, global0.x, select(func_5(global1[_wgslsmith_index_u32((u_input.d | arg_0.e) + 4294967295u, 19u)], Struct_5(u_input.e, mat4x2<f32>(vec2<f32>(400f, arg_0.d.a.a.b[_wgslsmith_index_u32(u_input.e, 2u)].x), arg_0.a.xw, arg_0.d.a.d[_wgslsmith_index_u32(arg_0.e, 4u)], arg_0.a.yz), firstLeadingBit(0u), arg_0)), !select(select(vec4<bool>(false, false, true, false), vec4<bool>(true, true, global0.x, arg_0.d.a.a.a.x), global0.x), select(vec4<bool>(arg_0.d.a.a.a.x, arg_0.d.a.a.a.x, true, false), vec4<bool>(true, false, arg_0.d.a.a.a.x, false), true), global0.x || arg_0.d.a.a.a.x).xw, vec2<bool>(true, true)).x);
    return _wgslsmith_f_op_f32(-arg_0.a.x);
}

fn func_3(arg_0: bool, arg_1: mat4x2<f32>, arg_2: vec2<u32>, arg_3: Struct_5) -> bool {
    var var_0 = mat4x4<f32>(arg_3.d.a, vec4<f32>(794f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_3.b[_wgslsmith_index_u32(13667u, 4u)].x, arg_3.d.d.a.d[_wgslsmith_index_u32(arg_2.x, 4u)].x)), arg_3.b[_wgslsmith_index_u32(38860u, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_3.b[_wgslsmith_index_u32(u_input.c.x, 4u)].x - _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_1[_wgslsmith_index_u32(arg_3.d.e, 4u)].x, -1634f, 1952f))).x)), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(0u, 4u)].x)), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(1u, 4u)].x, arg_3.b[_wgslsmith_index_u32(1u, 4u)].x) - _wgslsmith_f_op_f32(-arg_3.b[_wgslsmith_index_u32(arg_2.x, 4u)].x)) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1141f))), _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(18535u, 4u)].x, _wgslsmith_f_op_vec2_f32(max(arg_3.d.a.wx, _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(arg_3.a, 4u)]))).x), _wgslsmith_f_op_f32(func_4(arg_3.d)), _wgslsmith_f_op_f32(arg_3.d.d.a.b[_wgslsmith_index_u32(~select(u_input.c, arg_2, vec2<bool>(false, global0.x)).x, 2u)].x - arg_3.d.c.x)), _wgslsmith_f_op_vec4_f32(min(arg_3.d.a, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-161f, arg_1[_wgslsmith_index_u32(29611u, 4u)].x, 419f, arg_1[_wgslsmith_index_u32(30533u, 4u)].x))))))))));
    switch (u_input.b.x) {
        case 1i: {
            var var_1 = Struct_3(global1[_wgslsmith_index_u32(arg_2.x, 19u)]);
            let var_2 = arg_1[_wgslsmith_index_u32(~(~81873u), 4u)].x;
        }
        case -6129i: {
            global2 = array<vec4<u32>, 25>();
            var var_1 = 11337i;
        }
        case 0i: {
            switch (39602i) {
                case i32(-2147483648): {
                    (global1)[_wgslsmith_index_u32(arg_2.x, 19u)] = Struct_2(arg_3.d.d.a.a, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(arg_3.c, 4u)], vec4<f32>(-199f, arg_1[_wgslsmith_index_u32(22737u, 4u)].x, -285f, arg_3.b[_wgslsmith_index_u32(1u, 4u)].x)))).xzz), _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(1u, 4u)].wxy)), arg_3.d.d.a.c, mat4x2<f32>(_wgslsmith_f_op_vec2_f32(round(arg_1[_wgslsmith_index_u32(arg_3.d.e, 4u)])), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(19798u, 4u)]), arg_1[_wgslsmith_index_u32(arg_3.d.d.a.a.d.x, 4u)])), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(select(arg_1[_wgslsmith_index_u32(arg_3.a, 4u)], vec2<f32>(-163f, arg_1[_wgslsmith_index_u32(u_input.e, 4u)].x), arg_3.d.d.a.a.a.x)) - arg_3.b[_wgslsmith_index_u32(u_input.d, 4u)])), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-2221f + 1063f), var_0[_wgslsmith_index_u32(insertBits(global2[_wgslsmith_index_u32(arg_2.x, 25u)], global2[_wgslsmith_index_u32(10803u, 25u)], arg_3.a, arg_2.x).x, 4u)].x) * _wgslsmith_f_op_vec3_f32(min(vec3<f32>(-1000f, arg_3.d.b, 497f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-673f, arg_3.d.b, var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x)))).zx)));
                }
                case 0i: {
                    let var_1 = arg_3.d.d;
                    (global0).x = arg_0;
                    global3 = firstTrailingBit(firstTrailingBit(firstLeadingBit(countLeadingZeros(-u_input.b))).xw).x;
                    let var_2 = mat4x3<f32>(vec3<f32>(var_1.a.c[_wgslsmith_index_u32(arg_3.d.d.a.a.d.x, 3u)].x, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1[_wgslsmith_index_u32(0u, 4u)].x, var_1.a.a.b[_wgslsmith_index_u32(arg_3.c, 2u)].x, var_0[_wgslsmith_index_u32(arg_3.d.d.a.a.d.x, 4u)].x) - var_0[_wgslsmith_index_u32(4294967295u, 4u)].zww) - _wgslsmith_f_op_vec4_f32(step(arg_3.d.d.a.c[_wgslsmith_index_u32(119070u, 3u)], var_0[_wgslsmith_index_u32(4294967295u, 4u)])).yyy), _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(arg_2.x, arg_3.a)).x, 4u)].zyz), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.a.d[_wgslsmith_index_u32(arg_2.x, 4u)].x, -1013f, var_1.a.b[_wgslsmith_index_u32(4294967295u, 2u)].x) - _wgslsmith_f_op_vec3_f32(var_1.a.b[_wgslsmith_index_u32(var_1.a.a.d.x, 2u)] * vec3<f32>(arg_3.d.d.a.c[_wgslsmith_index_u32(arg_2.x, 3u)].x, var_0[_wgslsmith_index_u32(76849u, 4u)].x, -2753f))))).x, var_1.a.c[_wgslsmith_index_u32(min(0u + arg_2.x, reverseBits(28035u)), 3u)].x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(446f, arg_1[_wgslsmith_index_u32(49590u, 4u)].x, 578f))) - _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(-976f, 1017f, 2050f) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(-124f, arg_3.b[_wgslsmith_index_u32(12601u, 4u)].x, var_0[_wgslsmith_index_u32(arg_2.x, 4u)].x)))))), vec3<f32>(-1027f, arg_3.b[_wgslsmith_index_u32(27355u, 4u)].x, 240f), var_1.a.c[_wgslsmith_index_u32(arg_2.x, 3u)].wxy);
                }
                case 2147483647i: {
                    var var_1 = 2220f;
                    let var_2 = !select(!(!select(vec4<bool>(false, global0.x, true, arg_0), vec4<bool>(false, true, false, false), arg_0)), !vec4<bool>(select(arg_0, global0.x, false), !arg_3.d.d.a.a.a.x, false, !global0.x), vec4<bool>(clamp(vec4<u32>(64456u, u_input.d, 2278u, 0u), vec4<u32>(42444u, u_input.d, 18560u, 0u), vec4<u32>(u_input.d, 1u, 63429u, arg_3.a)).x != countOneBits(arg_3.c), arg_0, !arg_0, true));
                    ((var_0)[_wgslsmith_index_u32(0u - 69680u, 4u)]).x = -1155f;
                    var var_3 = global1[_wgslsmith_index_u32(7785u, 19u)];
                }
                default: {
                    global3 = ~u_input.a.x;
                    var var_1 = arg_3.d.d;
                    let var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_3.d.c.x, arg_3.d.d.a.a.b[_wgslsmith_index_u32(var_1.a.a.d.x, 2u)].x, 1780f)) - _wgslsmith_f_op_vec3_f32(max(vec3<f32>(-577f, 1161f, 1522f), var_0[_wgslsmith_index_u32(arg_2.x, 4u)].yzy))) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(arg_3.c, 4u)].wwz * var_1.a.a.b[_wgslsmith_index_u32(0u, 2u)].zxx) * _wgslsmith_f_op_vec3_f32(-arg_3.d.a.yzy)))), arg_3.d.d.a.a.b[_wgslsmith_index_u32(~(~0u ^ ~var_1.a.a.d.x), 2u)].wyy, vec3<f32>(_wgslsmith_div_f32(arg_3.d.d.a.c[_wgslsmith_index_u32(~82482u, 3u)].x, _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(~arg_3.c, 4u)].x + _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(726f, var_1.a.a.b[_wgslsmith_index_u32(0u, 2u)].x, 221f))).x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(abs(vec4<u32>(4294967295u, arg_3.a, 1u, u_input.d)).x, 4u)].x)), _wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(var_1.a.c[_wgslsmith_index_u32(arg_3.a, 3u)].x, arg_1[_wgslsmith_index_u32(arg_2.x, 4u)].x, -1000f), _wgslsmith_f_op_vec4_f32(fract(arg_3.d.a)).wxw))));
                    var var_3 = !select(arg_3.d.d.a.a.a.x, all(!vec4<bool>(true, var_1.a.a.a.x, true, var_1.a.a.a.x)), arg_0 & true);
                }
            }
            switch (select(-(~u_input.a.xy), insertBits(u_input.a.yx, vec2<i32>(0i, u_input.a.x), arg_2.x, firstLeadingBit(global2[_wgslsmith_index_u32(48329u & ~arg_3.a, 25u)]).x), true | select(select(vec4<bool>(arg_0, true, arg_0, arg_3.d.d.a.a.a.x), !vec4<bool>(arg_0, false, global0.x, true), select(false, arg_0, global0.x)), !(!vec4<bool>(global0.x, global0.x, true, true)), select(!vec3<bool>(true, global0.x, false), arg_3.d.d.a.a.a, arg_3.d.d.a.a.a).x).x).x) {
                default: {
                    let var_1 = mat3x2<f32>(vec2<f32>(339f, _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(arg_2.x, 4u)])))).x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32((0u - arg_3.c) ^ 59976u, 4u)])), vec2<f32>(_wgslsmith_f_op_f32(-(-515f)), -383f));
                    var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(var_0[_wgslsmith_index_u32(1u, 4u)], _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(arg_2.x, 4u)].x, -532f, 243f, arg_3.d.a.x))))), !select(vec4<bool>(arg_0, global0.x, arg_0, false), !vec4<bool>(arg_3.d.d.a.a.a.x, global0.x, global0.x, arg_3.d.d.a.a.a.x), !vec4<bool>(global0.x, arg_0, true, true)))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(1140f * arg_1[_wgslsmith_index_u32(43067u, 4u)].x), var_1[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.d, 4u)].x), arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(72148u, 4u)]) - _wgslsmith_f_op_vec4_f32(-arg_3.d.d.a.c[_wgslsmith_index_u32(39411u, 3u)])), !arg_3.d.d.a.a.a.x)))), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(arg_3.a, 4u)] + arg_3.d.a) + var_0[_wgslsmith_index_u32(u_input.c.x * arg_3.a, 4u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(select(vec3<u32>(arg_3.d.d.a.a.d.x, 68898u, 3917u), select(global2[_wgslsmith_index_u32(4294967295u, 25u)], global2[_wgslsmith_index_u32(arg_3.c, 25u)], false).zzx, !arg_3.d.d.a.a.a).x, 4u)] - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1730f, -349f, -548f, arg_3.b[_wgslsmith_index_u32(1u, 4u)].x)), _wgslsmith_f_op_vec4_f32(arg_3.d.a + var_0[_wgslsmith_index_u32(111621u, 4u)])))));
                    var var_3 = mat3x3<f32>(var_2[_wgslsmith_index_u32(~vec3<u32>(1u, 1u, 1u).x, 4u)].wwz, arg_3.d.d.a.c[_wgslsmith_index_u32(dot(~(~(~vec3<u32>(0u, arg_3.a, 95055u))), (vec3<u32>(1u, 1u, 1u) + reverseBits(vec3<u32>(0u, arg_2.x, 45075u))) ^ reverseBits(~global2[_wgslsmith_index_u32(22151u, 25u)]).ywy), 3u)].zyx, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec4_f32(sign(var_0[_wgslsmith_index_u32(7102u, 4u)])).wz)).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(arg_3.c, 4u)].x + arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(dot(vec2<f32>(var_2[_wgslsmith_index_u32(4294967295u, 4u)].x, 158f), vec2<f32>(-642f, var_1[_wgslsmith_index_u32(arg_3.c, 3u)].x)))), var_0[_wgslsmith_index_u32(~u_input.c.x * ~arg_2.x, 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(1u, 4u)].x - arg_1[_wgslsmith_index_u32(arg_3.d.e, 4u)].x) + var_2[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, arg_3.c), 4u)].x)))).wzw);
                    let var_4 = -arg_3.d.d.a.a.c;
                    let var_5 = select(vec4<i32>(i32(-2147483648), var_4, arg_3.d.d.a.a.c, countOneBits(vec2<i32>(u_input.b.x >> (arg_2.x % 32u), -20357i + arg_3.d.d.a.a.c)).x), clamp(vec4<i32>(firstLeadingBit(vec3<i32>(var_4, u_input.a.x, u_input.a.x)).x, u_input.b.x, -(-8680i), atomicXor(&wg_atomic_i32, arg_3.d.d.a.a.c)), vec4<i32>(0i, 2147483647i, 368i, -79739i) >> (global2[_wgslsmith_index_u32(dot(vec4<u32>(23752u, 23437u, arg_2.x, 58200u), global2[_wgslsmith_index_u32(135975u, 25u)]), 25u)] % vec4<u32>(32u)), u_input.b >> (countOneBits(global2[_wgslsmith_index_u32(17868u, 25u)]) % vec4<u32>(32u))) + u_input.b, arg_3.d.d.a.a.a.x).x;
                }
            }
        }
        case -25879i: {
            loop {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                continue;
            }
            var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(u_input.c.x, 4u)], var_0[_wgslsmith_index_u32(arg_2.x & 4294967295u, 4u)]) + arg_3.d.d.a.a.b[_wgslsmith_index_u32(4294967295u, 2u)]) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(countLeadingZeros(u_input.d), 4u)], arg_3.d.a))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(arg_3.d.e, 4u)] - _wgslsmith_div_vec4_f32(vec4<f32>(-920f, arg_1[_wgslsmith_index_u32(arg_2.x, 4u)].x, 1000f, 716f), var_0[_wgslsmith_index_u32(countOneBits(global2[_wgslsmith_index_u32(0u, 25u)]).x, 4u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(1u, 4u)] * _wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(arg_2.x, 4u)] + vec4<f32>(1053f, var_0[_wgslsmith_index_u32(1296u, 4u)].x, arg_1[_wgslsmith_index_u32(arg_3.c, 4u)].x, var_0[_wgslsmith_index_u32(arg_2.x, 4u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(336f, -380f, var_0[_wgslsmith_index_u32(arg_3.c, 4u)].x, arg_1[_wgslsmith_index_u32(1u, 4u)].x))) + _wgslsmith_f_op_vec4_f32(exp(var_0[_wgslsmith_index_u32(arg_2.x, 4u)]))), vec4<bool>(false, func_5(global1[_wgslsmith_index_u32(arg_3.a, 19u)], arg_3).x, func_5(global1[_wgslsmith_index_u32(10817u, 19u)], arg_3).x, true)))), var_0[_wgslsmith_index_u32(firstLeadingBit(arg_2).x, 4u)]);
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            }
            let var_1 = Struct_5(1u, arg_1, max(~_wgslsmith_mod_vec4_u32(vec4<u32>(u_input.d, arg_2.x, arg_2.x, arg_3.a), vec4<u32>(60115u, arg_2.x, 67185u, arg_2.x)) & global2[_wgslsmith_index_u32(~insertBits(global2[_wgslsmith_index_u32(64395u, 25u)], vec4<u32>(22609u, 40119u, arg_2.x, 39369u), u_input.d, 1u).x, 25u)], ~global2[_wgslsmith_index_u32(25783u + 29510u, 25u)] / vec4<u32>(arg_3.d.d.a.a.d.x, arg_3.c, u_input.e | 4294967295u, 0u)).x, Struct_4(vec4<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.c.x, 4u)].x, arg_3.d.a.x))))).x, arg_3.d.a.x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(arg_2.x, 4u)].x, var_0[_wgslsmith_index_u32(arg_2.x, 4u)].x) + var_0[_wgslsmith_index_u32(u_input.e, 4u)].x), -1015f), -434f, var_0[_wgslsmith_index_u32(0u + countLeadingZeros(~vec3<u32>(u_input.e, 4294967295u, arg_3.d.d.a.a.d.x)).x, 4u)].wy, arg_3.d.d, 1u));
            let var_2 = atomicCompareExchangeWeak(&wg_atomic_i32, reverseBits(firstTrailingBit(countLeadingZeros(u_input.a)).x), -clamp(u_input.b.zx, u_input.b.zx, -u_input.b.yz).x).exchanged;
        }
        default: {
            loop {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                let var_1 = select(arg_3.d.d.a.a.a, arg_3.d.d.a.a.a, true);
                (global0).x = atomicCompareExchangeWeak(&wg_atomic_u32, 0u, arg_3.a).exchanged;
                let var_2 = Struct_3(arg_3.d.d.a);
                var var_3 = arg_1;
                let var_4 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(floor(var_0[_wgslsmith_index_u32(reverseBits(vec3<u32>(var_2.a.a.d.x, u_input.c.x, u_input.d) >> (vec3<u32>(u_input.c.x, arg_2.x, 11317u) % vec3<u32>(32u))).x, 4u)])).xy), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(arg_3.d.c.x, -2169f), var_3[_wgslsmith_index_u32(abs(1u), 4u)])) - _wgslsmith_f_op_vec4_f32(max(var_0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, atomicMax(&wg_atomic_u32, 4294967295u)), 4u)], _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(69070u, 4u)] - vec4<f32>(var_3[_wgslsmith_index_u32(arg_2.x, 4u)].x, var_2.a.d[_wgslsmith_index_u32(var_2.a.a.d.x, 4u)].x, 1586f, var_2.a.a.b[_wgslsmith_index_u32(71076u, 2u)].x)))))).yy), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, var_3[_wgslsmith_index_u32(4294967295u, 4u)].x, var_2.a.d[_wgslsmith_index_u32(var_2.a.a.d.x, 4u)].x, 396f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(arg_2.x, 4u)])), ~var_2.a.a.c != -58903i)).yw * _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-arg_3.d.a))).zw));
            }
            if (arg_3.d.d.a.a.a.x) {
                let var_1 = arg_3.d.d.a.a.a.yz;
                var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_3.b[_wgslsmith_index_u32(arg_2.x, 4u)].x, 313f) * vec2<f32>(arg_1[_wgslsmith_index_u32(arg_3.c, 4u)].x, arg_1[_wgslsmith_index_u32(31111u, 4u)].x)) * vec2<f32>(var_0[_wgslsmith_index_u32(arg_3.c, 4u)].x, -1433f))), var_0[_wgslsmith_index_u32(arg_3.a, 4u)].zy)), vec2<f32>(arg_1[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, arg_2.x << (23241u % 32u)) << (u_input.d % 32u), 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(87754u, 4u)].x - _wgslsmith_f_op_vec4_f32(floor(arg_3.d.a)).x) + _wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(arg_3.d.d.a.d[_wgslsmith_index_u32(44400u, 4u)], vec2<f32>(var_0[_wgslsmith_index_u32(arg_3.d.e, 4u)].x, 944f)), var_0[_wgslsmith_index_u32(1u, 4u)].xw, select(vec4<bool>(false, var_1.x, true, global0.x), vec4<bool>(arg_0, false, false, true), vec4<bool>(true, arg_0, arg_3.d.d.a.a.a.x, false)).xy)).x)), var_0[_wgslsmith_index_u32(arg_2.x, 4u)].xx);
                var var_3 = Struct_1(select(!vec3<bool>(false, global0.x | arg_3.d.d.a.a.a.x, arg_0), arg_3.d.d.a.a.a, select(vec4<bool>(!var_1.x, true, arg_3.d.d.a.a.a.x, arg_3.d.d.a.a.c > 0i), select(select(vec4<bool>(true, true, arg_0, arg_3.d.d.a.a.a.x), vec4<bool>(true, arg_0, arg_0, arg_0), vec4<bool>(true, global0.x, var_1.x, false)), !vec4<bool>(true, false, arg_0, arg_3.d.d.a.a.a.x), vec4<bool>(arg_0, false, arg_3.d.d.a.a.a.x, global0.x)), !vec4<bool>(true, var_1.x, arg_0, true)).wxz), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(583f, var_2[_wgslsmith_index_u32(arg_2.x, 3u)].x, arg_3.d.c.x, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(var_0[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(arg_3.d.c.x, arg_1[_wgslsmith_index_u32(1u, 4u)].x, -1957f, arg_1[_wgslsmith_index_u32(1u, 4u)].x)))), -442i, vec2<u32>(arg_3.a, arg_3.d.e));
            } else if (true) {
                var var_1 = mat4x2<f32>(arg_3.d.a.wy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_3.b[_wgslsmith_index_u32(1u, 4u)].x, var_0[_wgslsmith_index_u32(arg_3.d.d.a.a.d.x, 4u)].x) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_3.d.a.x, arg_3.d.b))))) + vec2<f32>(var_0[_wgslsmith_index_u32(u_input.e, 4u)].x, 1884f)), arg_3.d.c, arg_3.b[_wgslsmith_index_u32(4294967295u, 4u)]);
                ((var_0)[_wgslsmith_index_u32(max(vec4<u32>(1u, 1u, u_input.e, ~select(~vec4<u32>(u_input.c.x, 52935u, 4294967295u, arg_3.d.e), global2[_wgslsmith_index_u32(39412u, 25u)], select(vec4<bool>(global0.x, arg_0, arg_0, false), vec4<bool>(arg_3.d.d.a.a.a.x, arg_3.d.d.a.a.a.x, global0.x, true), vec4<bool>(false, true, arg_3.d.d.a.a.a.x, false))).x), vec4<u32>(arg_3.d.d.a.a.d.x, arg_2.x, arg_3.d.e, arg_3.c)).x, 4u)]).x = var_0[_wgslsmith_index_u32(7782u, 4u)].x;
                var var_2 = arg_3;
                let var_3 = var_2.d.d.a.a.b;
            } else {
                var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(fract(var_0[_wgslsmith_index_u32(14230u, 4u)])))))), _wgslsmith_f_op_vec4_f32(sign(var_0[_wgslsmith_index_u32(firstTrailingBit(arg_3.d.d.a.a.d).x, 4u)])), vec4<f32>(arg_3.b[_wgslsmith_index_u32(u_input.d, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_3.b[_wgslsmith_index_u32(u_input.e, 4u)].x + -449f) + _wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(1u, 4u)].x, 413f))), _wgslsmith_f_op_f32(1639f * var_0[_wgslsmith_index_u32(34261u, 4u)].x), _wgslsmith_f_op_f32(-(-470f))), vec4<f32>(_wgslsmith_f_op_f32(arg_3.b[_wgslsmith_index_u32(arg_2.x, 4u)].x * arg_3.b[_wgslsmith_index_u32(0u, 4u)].x), arg_3.d.b, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(665f - arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x))) * 1636f), -973f));
                return arg_3.d.d.a.a.a.x;
            }
            var var_1 = arg_3.d.d.a.a;
            var var_2 = _wgslsmith_mod_vec2_u32(~(~countOneBits(firstTrailingBit(vec3<u32>(arg_2.x, u_input.d, 0u))).yz), var_1.d);
        }
    }
    let var_1 = arg_3.d.d.a.a.a.x;
    var var_2 = Struct_5(arg_3.a, arg_1, min(global2[_wgslsmith_index_u32(1u - ~1u, 25u)], vec4<u32>(~0u, _wgslsmith_mod_u32(~46918u, 33128u), extractBits(4294967295u, ~1u, atomicXor(&wg_atomic_u32, 4294967295u)), atomicExchange(&wg_atomic_u32, ~arg_2.x))).x, arg_3.d);
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        break;
        continuing {
        }
    }
    return atomicCompareExchangeWeak(&wg_atomic_i32, ~countOneBits(-u_input.b.xzx / ~vec3<i32>(37978i, 16232i, 2147483647i)).x, 63660i).exchanged;
}

fn func_2(arg_0: bool) -> vec3<f32> {
    global0 = select(select(!select(vec4<bool>(arg_0, false, arg_0, arg_0), !vec4<bool>(arg_0, global0.x, arg_0, true), !vec4<bool>(true, arg_0, arg_0, arg_0)), select(vec4<bool>(true, u_input.b.x != u_input.b.x, true, global0.x && global0.x), vec4<bool>(global0.x, arg_0, func_3(false, mat4x2<f32>(vec2<f32>(802f, 514f), vec2<f32>(-298f, -1510f), vec2<f32>(-713f, 1300f), vec2<f32>(1003f, -537f)), vec2<u32>(u_input.e, 47089u), Struct_5(u_input.d, mat4x2<f32>(vec2<f32>(2479f, 1105f), vec2<f32>(-671f, 126f), vec2<f32>(1320f, 1992f), vec2<f32>(233f, 472f)), 65447u, Struct_4(vec4<f32>(-423f, 2019f, -2149f, 244f), 910f, vec2<f32>(409f, 123f), Struct_3(global1[_wgslsmith_index_u32(u_input.d, 19u)]), u_input.e))), global0.x), !arg_0), !select(!vec4<bool>(global0.x, arg_0, false, global0.x), !vec4<bool>(true, global0.x, false, global0.x), !vec4<bool>(arg_0, arg_0, true, false))).xwz, vec3<bool>(true, global0.x, _wgslsmith_mod_u32(u_input.c.x, 1u) <= ~clamp(29164u, 0u, u_input.c.x)), global0.x);
    while (arg_0) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        ((global2)[_wgslsmith_index_u32(~(~43001u), 25u)]).x = u_input.c.x;
        break;
    }
    ((global2)[_wgslsmith_index_u32(u_input.e, 25u)]).x = atomicMax(&wg_atomic_u32, u_input.d << ((atomicXor(&wg_atomic_u32, u_input.e) | ~atomicAnd(&wg_atomic_u32, u_input.c.x)) % 32u));
    while (all(!select(select(select(vec4<bool>(false, arg_0, arg_0, global0.x), vec4<bool>(global0.x, true, global0.x, true), true), vec4<bool>(false, arg_0, false, arg_0), select(vec4<bool>(false, false, true, arg_0), vec4<bool>(global0.x, global0.x, global0.x, global0.x), vec4<bool>(global0.x, arg_0, global0.x, arg_0))), vec4<bool>(true, 16772i != u_input.b.x, u_input.a.x > u_input.a.x, true), vec4<bool>(u_input.a.x == 1i, true, arg_0, !arg_0)))) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(293f, 1235f))).x, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(715f, -1219f, 2049f), vec3<f32>(-783f, 580f, 1000f))).x)) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(724f, 939f))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-699f, 1000f, 1011f, 1402f))).yw, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-542f, 383f))))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(215f, -1306f), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(396f, -514f))))).x, _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-955f, -1341f, -137f, 613f), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1000f, 1000f, -468f, -541f), vec4<f32>(380f, -191f, 354f, 564f))))).x)));
        break;
    }
    switch (u_input.b.x) {
        default: {
            let var_0 = -u_input.a.x;
        }
    }
    return vec3<f32>(-952f, -1000f, -168f);
}

fn func_1() -> bool {
    ((((global1)[_wgslsmith_index_u32(14808u, 19u)]).b)[_wgslsmith_index_u32(~25735u, 2u)]).x = _wgslsmith_f_op_f32(-1000f + _wgslsmith_f_op_f32(vec4<f32>(1f, 1f, 1f, 1f).x - _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(-1277f, -433f, 551f), vec3<f32>(-504f, -144f, 613f)) - _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(295f, 125f, -170f, -1090f))).xzx), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(func_2(true))))).x));
    let var_0 = Struct_5(1u, mat4x2<f32>(_wgslsmith_f_op_vec2_f32(vec3<f32>(1f, 1f, 1f).yz - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-554f, 848f, 291f, 299f)), vec4<f32>(1141f, 1223f, -729f, 131f), u_input.c.x <= u_input.c.x)).wx), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(368f, 313f))).x, -240f, -509f))).zx, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 164f, 251f, -1198f) * vec4<f32>(-264f, -526f, -610f, -1769f)))).wzw)).zx, vec2<f32>(1f, 1f)), ~(~290u + ~0u), Struct_4(vec4<f32>(vec2<f32>(1f, 1f).x, 247f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-543f, -793f)), -228f), _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-154f, -684f, -488f))).x))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(1000f, _wgslsmith_f_op_f32(-752f))), Struct_3(global1[_wgslsmith_index_u32(u_input.d | countLeadingZeros(vec2<u32>(62782u, 32529u)).x, 19u)]), u_input.d));
    var var_1 = select(!select(select(select(vec4<bool>(global0.x, var_0.d.d.a.a.a.x, true, true), vec4<bool>(global0.x, false, true, var_0.d.d.a.a.a.x), vec4<bool>(var_0.d.d.a.a.a.x, true, false, false)), select(vec4<bool>(global0.x, var_0.d.d.a.a.a.x, false, global0.x), vec4<bool>(false, global0.x, var_0.d.d.a.a.a.x, true), false), true), vec4<bool>(any(vec4<bool>(global0.x, true, true, var_0.d.d.a.a.a.x)), false, var_0.d.d.a.a.a.x, all(var_0.d.d.a.a.a)), vec4<bool>(true, var_0.d.d.a.a.a.x, false, var_0.d.a.x > 2652f)), vec4<bool>((atomicSub(&wg_atomic_i32, 0i) << (_wgslsmith_mod_u32(u_input.d, u_input.c.x) % 32u)) > var_0.d.d.a.a.c, any(var_0.d.d.a.a.a), global0.x, var_0.d.d.a.a.a.x), select(select(!(!vec4<bool>(var_0.d.d.a.a.a.x, false, true, var_0.d.d.a.a.a.x)), !select(vec4<bool>(true, global0.x, false, false), vec4<bool>(false, global0.x, global0.x, true), vec4<bool>(true, false, global0.x, var_0.d.d.a.a.a.x)), !(global0.x | var_0.d.d.a.a.a.x)), !(!select(vec4<bool>(true, false, false, global0.x), vec4<bool>(false, true, var_0.d.d.a.a.a.x, true), vec4<bool>(false, false, var_0.d.d.a.a.a.x, true))), select(select(select(vec4<bool>(var_0.d.d.a.a.a.x, true, true, global0.x), vec4<bool>(var_0.d.d.a.a.a.x, var_0.d.d.a.a.a.x, global0.x, global0.x), var_0.d.d.a.a.a.x), vec4<bool>(false, false, false, false), true), vec4<bool>(true, global0.x, all(vec3<bool>(global0.x, false, global0.x)), true), !select(vec4<bool>(var_0.d.d.a.a.a.x, var_0.d.d.a.a.a.x, true, false), vec4<bool>(global0.x, true, var_0.d.d.a.a.a.x, var_0.d.d.a.a.a.x), vec4<bool>(var_0.d.d.a.a.a.x, false, global0.x, true)))).x).x;
    var_1 = var_0.d.d.a.a.a.x;
    ((global1)[_wgslsmith_index_u32(~(~1u) * ~(~0u), 19u)]).c = mat3x4<f32>(var_0.d.a, vec4<f32>(_wgslsmith_f_op_f32(-var_0.d.c.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec3<f32>(var_0.d.d.a.d[_wgslsmith_index_u32(u_input.d, 4u)].x, 1044f, 1071f), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.d.b, var_0.b[_wgslsmith_index_u32(u_input.c.x, 4u)].x, var_0.d.a.x) * var_0.d.a.wyz)))), _wgslsmith_f_op_f32(clamp(306f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(func_2(false)).x), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.b[_wgslsmith_index_u32(u_input.c.x, 4u)].x, 1629f, var_0.d.c.x) - vec3<f32>(var_0.b[_wgslsmith_index_u32(var_0.a, 4u)].x, 572f, var_0.d.c.x)))).x)), _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-333f, -1999f)) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(1434f, -967f))), _wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.d.d.a.a.b[_wgslsmith_index_u32(1u, 2u)].x, 1000f) + _wgslsmith_f_op_vec2_f32(ceil(var_0.d.a.yx))))).x), var_0.d.d.a.a.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(~firstTrailingBit(u_input.e), (u_input.e + (57340u | var_0.a)) & (~22792u / var_0.d.e)), 2u)]);
    return global0.x;
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    if (func_1()) {
    } else if (all(!vec4<bool>(global0.x, true | !global0.x, true, false))) {
    }
    var var_0 = Struct_1(select(vec4<bool>(-14187i >= u_input.a.x, func_3(select(vec3<bool>(global0.x, global0.x, global0.x), vec3<bool>(true, global0.x, global0.x), vec3<bool>(false, global0.x, false)).x, mat4x2<f32>(vec2<f32>(1000f, -812f), vec2<f32>(-911f, 947f), vec2<f32>(1016f, 544f), vec2<f32>(-1000f, 203f)), builtin_workgroup_id.yz, Struct_5(u_input.d, mat4x2<f32>(vec2<f32>(-166f, -100f), vec2<f32>(645f, -358f), vec2<f32>(-1426f, -575f), vec2<f32>(-568f, 723f)), 0u, Struct_4(vec4<f32>(-1000f, 1100f, 866f, 1096f), -1530f, vec2<f32>(-1114f, -288f), Struct_3(Struct_2(Struct_1(vec3<bool>(true, false, false), mat2x4<f32>(vec4<f32>(-549f, 116f, -580f, -816f), vec4<f32>(121f, 356f, -438f, -244f)), u_input.a.x, u_input.c), mat2x3<f32>(vec3<f32>(-422f, -142f, -1461f), vec3<f32>(363f, 386f, 155f)), mat3x4<f32>(vec4<f32>(-220f, -844f, -307f, 549f), vec4<f32>(1211f, -346f, 1000f, 1482f), vec4<f32>(1000f, 258f, -1308f, 836f)), mat4x2<f32>(vec2<f32>(-759f, -1733f), vec2<f32>(1662f, 101f), vec2<f32>(778f, -535f), vec2<f32>(1718f, 368f)))), 51412u))), (builtin_local_invocation_id.x - 2950u) != builtin_local_invocation_id.x, global0.x), select(vec4<bool>(false, global0.x, false, global0.x), !select(vec4<bool>(false, global0.x, false, false), vec4<bool>(false, global0.x, false, global0.x), global0.x), select(!global0.yz, select(vec4<bool>(true, global0.x, global0.x, global0.x), vec4<bool>(global0.x, global0.x, global0.x, true), true).zy, global0.xx).x), true).ywy, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1f, 1f, 1f, 1f)), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(283f - -1168f) * 1f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(157f * -229f)), vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-856f, 355f, 320f))).x)), ~dot(~(u_input.b.wyw - vec3<i32>(u_input.b.x, 0i, u_input.b.x)), ~(vec3<i32>(u_input.a.x, u_input.b.x, u_input.b.x) - u_input.b.zzy)), extractBits(clamp(global2[_wgslsmith_index_u32(1u, 25u)], ~global2[_wgslsmith_index_u32(51923u, 25u)], ~global2[_wgslsmith_index_u32(u_input.e, 25u)]), 0u, ~4294967295u >> ((1u << (builtin_workgroup_id.x % 32u)) % 32u)).yz & vec2<u32>(~u_input.e + (builtin_local_invocation_id.x >> (builtin_local_invocation_id.x % 32u)), ~insertBits(vec4<u32>(0u, builtin_local_invocation_id.x, builtin_local_invocation_id.x, 0u), global2[_wgslsmith_index_u32(u_input.c.x, 25u)], builtin_local_invocation_id.x, 4294967295u).x));
    var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(40686u + builtin_local_invocation_id.x, var_0.d.x), 2u)].wyx) - var_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(builtin_workgroup_id.x, dot(global2[_wgslsmith_index_u32(1u, 25u)] ^ global2[_wgslsmith_index_u32(14398u, 25u)], vec4<u32>(22049u, builtin_local_invocation_id.x, builtin_workgroup_id.x, builtin_local_invocation_id.x) & vec4<u32>(1u, 28510u, 1u, builtin_local_invocation_id.x))), 2u)].wyx), _wgslsmith_f_op_vec3_f32(-var_0.b[_wgslsmith_index_u32(11920u, 2u)].yxx), vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1820f + var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x) - _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(2469u, 2u)].x)), var_0.b[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(u_input.c.x, 1u, 101526u)).x * ~builtin_workgroup_id.x, 2u)].x), _wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(~firstTrailingBit(var_0.d).x, 2u)].x + 989f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(var_0.b[_wgslsmith_index_u32(u_input.d, 2u)].x)))), _wgslsmith_f_op_vec3_f32(func_2(true)));
    switch (atomicExchange(&wg_atomic_i32, ~_wgslsmith_mod_i32(-insertBits(vec3<i32>(u_input.a.x, u_input.a.x, i32(-2147483648)), u_input.a, 4294967295u, builtin_local_invocation_id.x).x, -(i32(-2147483648))))) {
        case 40595i: {
            global3 = 1i;
            switch (i32(-2147483648)) {
                case 0i: {
                    let var_2 = select(select(select(vec4<bool>(var_0.b[_wgslsmith_index_u32(40872u, 2u)].x > 196f, !var_0.a.x, true, true), !(!vec4<bool>(var_0.a.x, false, var_0.a.x, var_0.a.x)), global0.x), select(vec4<bool>(true, var_0.a.x, false, func_3(true, mat4x2<f32>(var_1[_wgslsmith_index_u32(4294967295u, 4u)].xz, vec2<f32>(-803f, -1033f), var_1[_wgslsmith_index_u32(1u, 4u)].zx, vec2<f32>(var_1[_wgslsmith_index_u32(10481u, 4u)].x, var_0.b[_wgslsmith_index_u32(u_input.d, 2u)].x)), u_input.c, Struct_5(0u, mat4x2<f32>(var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].xz, vec2<f32>(-733f, var_0.b[_wgslsmith_index_u32(80920u, 2u)].x), var_0.b[_wgslsmith_index_u32(0u, 2u)].wy, var_0.b[_wgslsmith_index_u32(13934u, 2u)].yx), u_input.c.x, Struct_4(var_0.b[_wgslsmith_index_u32(34121u, 2u)], -1139f, vec2<f32>(-1185f, var_1[_wgslsmith_index_u32(1u, 4u)].x), Struct_3(global1[_wgslsmith_index_u32(u_input.e, 19u)]), 20902u)))), !(!vec4<bool>(false, true, var_0.a.x, false)), _wgslsmith_f_op_f32(select(2775f, -1320f, global0.x)) > -370f), vec4<bool>(true, var_0.a.x, false, select(var_0.a, vec3<bool>(false, var_0.a.x, true), true).x & true)), !select(select(select(vec4<bool>(false, true, global0.x, false), vec4<bool>(false, false, var_0.a.x, var_0.a.x), vec4<bool>(true, true, false, global0.x)), vec4<bool>(global0.x, true, global0.x, true), select(vec4<bool>(var_0.a.x, false, global0.x, false), vec4<bool>(true, var_0.a.x, true, true), vec4<bool>(global0.x, global0.x, false, true))), !vec4<bool>(true, false, var_0.a.x, global0.x), true), select(vec4<bool>(func_1(), global0.x, false, !var_0.a.x), vec4<bool>(global0.x, _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(1u, 2u)].x) >= var_1[_wgslsmith_index_u32(abs(builtin_workgroup_id.yx).x, 4u)].x, atomicCompareExchangeWeak(&wg_atomic_u32, 55325u, builtin_workgroup_id.x >> (u_input.c.x % 32u)).exchanged, var_0.a.x), select(vec4<bool>(true, true, select(global0.yx, vec2<bool>(true, var_0.a.x), var_0.a.yx).x, true), select(select(vec4<bool>(var_0.a.x, global0.x, global0.x, global0.x), vec4<bool>(global0.x, true, var_0.a.x, global0.x), true), select(vec4<bool>(false, false, global0.x, true), vec4<bool>(true, var_0.a.x, false, false), vec4<bool>(var_0.a.x, false, false, true)), vec4<bool>(var_0.a.x, global0.x, global0.x, var_0.a.x)), select(select(vec4<bool>(var_0.a.x, false, false, var_0.a.x), vec4<bool>(var_0.a.x, var_0.a.x, true, false), global0.x), select(vec4<bool>(global0.x, true, var_0.a.x, false), vec4<bool>(true, var_0.a.x, false, false), vec4<bool>(true, true, true, true)), !vec4<bool>(global0.x, true, false, var_0.a.x)))));
                    var var_3 = Struct_5(builtin_local_invocation_id.x * ~_wgslsmith_mod_u32(1u, clamp(builtin_workgroup_id.xy, var_0.d, var_0.d).x), mat4x2<f32>(var_1[_wgslsmith_index_u32((1604u - min(u_input.c.x, 4294967295u)) ^ 1u, 4u)].zx, var_0.b[_wgslsmith_index_u32(16517u ^ ~var_0.d.x, 2u)].xy, _wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, u_input.d >> (u_input.d % 32u)), 4u)].yz), vec2<f32>(_wgslsmith_f_op_f32(1021f + _wgslsmith_f_op_f32(-(-510f))), _wgslsmith_f_op_f32(-1657f))), atomicSub(&wg_atomic_u32, ~(~dot(vec2<u32>(u_input.d, builtin_local_invocation_id.x), u_input.c))), Struct_4(var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)], var_1[_wgslsmith_index_u32(6046u, 4u)].x, _wgslsmith_div_vec2_f32(var_0.b[_wgslsmith_index_u32(~0u, 2u)].yx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].yz - var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].ww) * _wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(1u, 4u)].yx + var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].zx))), Struct_3(global1[_wgslsmith_index_u32(3310u, 19u)]), ~builtin_local_invocation_id.x));
                    (var_0).a = var_2.wzx;
                }
                case -8990i: {
                    var var_2 = mat2x2<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].zz, var_0.b[_wgslsmith_index_u32(~u_input.c.x, 2u)].yz);
                    let var_3 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec3_f32(ceil(var_0.b[_wgslsmith_index_u32(4294967295u, 2u)].wzw)).x)), 3222f, _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(810f, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.b[_wgslsmith_index_u32(u_input.d, 2u)].x, 518f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-616f, var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_0.b[_wgslsmith_index_u32(30504u, 2u)].x, -436f))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(50801u, 2u)]))).x + 846f)), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x)) * var_1[_wgslsmith_index_u32(u_input.d, 4u)].x), var_2[_wgslsmith_index_u32(u_input.e, 2u)].x, var_1[_wgslsmith_index_u32(~(~vec3<u32>(1u, 1u, 1u).x), 4u)].x, _wgslsmith_div_f32(var_2[_wgslsmith_index_u32(u_input.c.x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(30209u, 2u)].x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(var_0.b[_wgslsmith_index_u32(11881u, 2u)], vec4<f32>(192f, -530f, var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, var_1[_wgslsmith_index_u32(u_input.e, 4u)].x)), _wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)]))))));
                    var var_4 = mat2x3<f32>(vec3<f32>(var_1[_wgslsmith_index_u32(~atomicSub(&wg_atomic_u32, min(u_input.c, u_input.c).x), 4u)].x, var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x, _wgslsmith_f_op_f32(step(var_0.b[_wgslsmith_index_u32(~28222u, 2u)].x, 1106f))), var_3[_wgslsmith_index_u32(1u * 49728u, 3u)].wzz);
                    var var_5 = u_input.b.zwx;
                }
                case 2147483647i: {
                    (global0).x = any(!select(vec4<bool>(var_0.a.x, false, !global0.x, true), !select(vec4<bool>(true, var_0.a.x, false, global0.x), vec4<bool>(global0.x, true, false, var_0.a.x), var_0.a.x), false & (global0.x || var_0.a.x)));
                    var_0 = Struct_1(select(select(vec4<bool>(false, false, builtin_local_invocation_id.x == builtin_workgroup_id.x, !var_0.a.x), !vec4<bool>(global0.x, true, true, global0.x), select(select(vec4<bool>(false, global0.x, false, false), vec4<bool>(var_0.a.x, global0.x, global0.x, false), vec4<bool>(true, global0.x, false, true)), vec4<bool>(true, false, false, false), select(vec4<bool>(var_0.a.x, false, global0.x, global0.x), vec4<bool>(false, global0.x, global0.x, global0.x), vec4<bool>(var_0.a.x, true, global0.x, var_0.a.x)))), select(!vec4<bool>(global0.x, true, global0.x, global0.x), vec4<bool>(select(vec4<bool>(global0.x, var_0.a.x, false, global0.x), vec4<bool>(global0.x, false, false, true), vec4<bool>(global0.x, global0.x, global0.x, global0.x)).x, global0.x, false, !global0.x), !select(vec4<bool>(global0.x, true, true, true), vec4<bool>(true, false, true, global0.x), true)), !global0.x).zxz, var_0.b, countOneBits(u_input.b).x, ~(vec3<u32>(1u, 1u, 1u).xx << (builtin_workgroup_id.zz % vec2<u32>(32u))));
                    var var_2 = countLeadingZeros(u_input.b);
                }
                case -49583i: {
                    global0 = !select(vec4<bool>(false, select(vec2<bool>(global0.x, false), vec2<bool>(global0.x, false), var_0.a.x).x, var_0.b[_wgslsmith_index_u32(u_input.d, 2u)].x <= 122f, var_0.a.x), select(select(select(vec4<bool>(false, true, var_0.a.x, false), vec4<bool>(true, global0.x, global0.x, var_0.a.x), global0.x), vec4<bool>(true, global0.x, var_0.a.x, global0.x), global0.x && global0.x), vec4<bool>(!global0.x, 39404i > u_input.b.x, !var_0.a.x, true), select(select(vec4<bool>(var_0.a.x, true, true, false), vec4<bool>(true, true, var_0.a.x, var_0.a.x), global0.x), vec4<bool>(true, var_0.a.x, false, var_0.a.x), select(vec4<bool>(false, global0.x, global0.x, var_0.a.x), vec4<bool>(global0.x, true, true, false), true))), any(!(!var_0.a))).wyy;
                    (global0).x = all(select(vec4<bool>(var_0.a.x, any(!vec4<bool>(var_0.a.x, false, var_0.a.x, var_0.a.x)), !(!global0.x), !atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 1u).exchanged), select(vec4<bool>(true, global0.x, var_0.a.x, global0.x || var_0.a.x), vec4<bool>(func_5(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 19u)], Struct_5(4294967295u, mat4x2<f32>(vec2<f32>(var_0.b[_wgslsmith_index_u32(0u, 2u)].x, var_1[_wgslsmith_index_u32(14971u, 4u)].x), var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].yx, vec2<f32>(var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -196f), vec2<f32>(var_0.b[_wgslsmith_index_u32(4110u, 2u)].x, 1000f)), var_0.d.x, Struct_4(vec4<f32>(var_0.b[_wgslsmith_index_u32(76677u, 2u)].x, var_0.b[_wgslsmith_index_u32(1u, 2u)].x, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -758f), -1135f, vec2<f32>(var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x), Struct_3(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 19u)]), builtin_local_invocation_id.x))).x, true, true, false), any(global0.yx)), vec4<bool>(true, true, true, true)));
                }
                default: {
                    var var_2 = vec2<bool>(!(!(!(u_input.a.x == var_0.c))), 1u > builtin_workgroup_id.x);
                }
            }
            var var_2 = Struct_3(global1[_wgslsmith_index_u32(abs(vec3<u32>(12482u, (49319u | builtin_workgroup_id.x) | (builtin_local_invocation_id.x ^ builtin_local_invocation_id.x), builtin_workgroup_id.x)).x, 19u)]);
        }
        case -26356i: {
            global0 = !select(!(!var_0.a), select(var_0.a, !(!vec3<bool>(global0.x, true, global0.x)), vec3<bool>(all(vec4<bool>(true, false, global0.x, false)), !global0.x, global0.x)), !var_0.a);
            switch (u_input.b.x) {
                case 2147483647i: {
                    ((global1)[_wgslsmith_index_u32(4294967295u, 19u)]).d = mat4x2<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(169027u, 4u)].x + 1624f), -1419f, _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(-213f, var_1[_wgslsmith_index_u32(0u, 4u)].x))).x, _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec4_f32(fract(var_0.b[_wgslsmith_index_u32(u_input.d, 2u)])).yz, vec2<f32>(1882f, var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x), _wgslsmith_f_op_vec2_f32(var_0.b[_wgslsmith_index_u32(0u, 2u)].wz + var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].xz))).x))).wx, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-373f))), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)) + vec2<f32>(_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(min(0u, builtin_workgroup_id.x), 2u)].x), _wgslsmith_f_op_f32(-185f * _wgslsmith_f_op_vec3_f32(trunc(var_1[_wgslsmith_index_u32(var_0.d.x, 4u)])).x))), vec2<f32>(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec3_f32(trunc(var_1[_wgslsmith_index_u32(18953u, 4u)])).zy)).x, _wgslsmith_f_op_f32(-474f * -1000f)), _wgslsmith_div_vec2_f32(var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].wz, _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_1[_wgslsmith_index_u32(57818u, 4u)].x, -967f, var_1[_wgslsmith_index_u32(19838u, 4u)].x), vec4<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -1421f, var_0.b[_wgslsmith_index_u32(1u, 2u)].x))).x, _wgslsmith_div_f32(var_0.b[_wgslsmith_index_u32(0u, 2u)].x, -462f)), var_1[_wgslsmith_index_u32(1u, 4u)].yz)));
                }
                case 11301i: {
                    var var_2 = Struct_5(~reverseBits(~var_0.d.x * ~1u), mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -182f))).x, _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(reverseBits(vec2<u32>(45426u, var_0.d.x)).x, 4u)].x, _wgslsmith_f_op_f32(-2462f))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_div_f32(var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, 220f), _wgslsmith_div_f32(1001f, -1416f))), _wgslsmith_f_op_vec4_f32(exp2(var_0.b[_wgslsmith_index_u32(select(vec2<u32>(u_input.c.x, u_input.d), ~vec2<u32>(1u, var_0.d.x), true).x, 2u)])).ww, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x, -302f, -1000f))))).zy), ~11939u, Struct_4(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(50067u, 2u)])), vec4<f32>(var_1[_wgslsmith_index_u32(select(0u, 70597u, global0.x), 4u)].x, _wgslsmith_f_op_f32(saturate(-1104f)), var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.b[_wgslsmith_index_u32(~0u, 2u)].x))), -2231f, _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1[_wgslsmith_index_u32(65736u, 4u)].x, _wgslsmith_f_op_f32(dot(vec2<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, 2143f), vec2<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].x, var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x))))), Struct_3(global1[_wgslsmith_index_u32(reverseBits(u_input.d), 19u)]), ~(~48184u)));
                    let var_3 = !var_0.a.yx;
                    let var_4 = firstTrailingBit(global2[_wgslsmith_index_u32((8639u ^ ~(builtin_local_invocation_id.x ^ 1u)) - atomicAdd(&wg_atomic_u32, var_0.d.x - (var_0.d.x / 1u)), 25u)]).zy;
                    let var_5 = builtin_workgroup_id.x | ~var_0.d.x;
                }
                case -7298i: {
                    var var_2 = Struct_1(var_0.a, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, _wgslsmith_f_op_f32(-1401f), var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x << (builtin_local_invocation_id.x % 32u), 4u)].x, _wgslsmith_f_op_f32(exp2(var_0.b[_wgslsmith_index_u32(39444u, 2u)].x)))), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_f32(-452f * var_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x), var_0.b[_wgslsmith_index_u32(75962u, 2u)].x, -1367f, _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x))))), var_0.c, builtin_local_invocation_id.zz);
                    var var_3 = !(~(u_input.c.x * (u_input.d + 29659u)) > atomicAdd(&wg_atomic_u32, var_0.d.x | 1u));
                }
                default: {
                    var var_2 = Struct_5((countTrailingZeros(min(vec2<u32>(1u, builtin_workgroup_id.x), u_input.c)).x * 0u) | 42119u, mat4x2<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_div_vec3_f32(vec3<f32>(-1144f, -1276f, -1000f), var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].zww))).yx, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(round(-609f)) - 446f), var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].x, -477f, 1055f)), vec3<f32>(-305f, 445f, 1539f), _wgslsmith_div_vec3_f32(var_0.b[_wgslsmith_index_u32(~u_input.d, 2u)].xwz, _wgslsmith_f_op_vec3_f32(var_0.b[_wgslsmith_index_u32(u_input.d, 2u)].wyy + var_0.b[_wgslsmith_index_u32(154536u, 2u)].wzz)))).xz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(saturate(var_1[_wgslsmith_index_u32(61226u, 4u)])).x, -160f))), atomicAnd(&wg_atomic_u32, 4294967295u), Struct_4(vec4<f32>(var_1[_wgslsmith_index_u32(59016u * 1u, 4u)].x, var_0.b[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, builtin_workgroup_id.x, builtin_local_invocation_id.x).old_value & (var_0.d.x | 45068u), 2u)].x, var_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.b[_wgslsmith_index_u32(~(~62467u), 2u)].x), 389f, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x | countOneBits(firstTrailingBit(global2[_wgslsmith_index_u32(1u, 25u)])).x, 4u)].zz, Struct_3(Struct_2(Struct_1(vec3<bool>(global0.x, true, global0.x), var_0.b, var_0.c, var_0.d), mat2x3<f32>(var_0.b[_wgslsmith_index_u32(0u, 2u)].xzx, var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].zzz), mat3x4<f32>(var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)], var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)], vec4<f32>(224f, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 933f, 839f)), mat4x2<f32>(vec2<f32>(-2117f, var_0.b[_wgslsmith_index_u32(1u, 2u)].x), vec2<f32>(var_1[_wgslsmith_index_u32(25316u, 4u)].x, -185f), var_1[_wgslsmith_index_u32(60683u, 4u)].xy, vec2<f32>(-1000f, var_1[_wgslsmith_index_u32(20955u, 4u)].x)))), ~1u));
                    var var_3 = builtin_local_invocation_id.x;
                    let var_4 = var_0.b[_wgslsmith_index_u32(4486u, 2u)].x;
                    let var_5 = Struct_1(var_0.a, var_0.b, u_input.a.x, ~(countTrailingZeros(~vec3<u32>(65940u, var_0.d.x, 1u)).xy ^ vec2<u32>(~var_0.d.x, ~var_2.a)));
                }
            }
        }
        case 1i: {
            while (!((u_input.b.x - u_input.b.x) <= 0i)) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                global0 = var_0.a;
                continue;
            }
        }
        case 2506i: {
            var var_2 = Struct_2(Struct_1(vec3<bool>(true, true, true), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(~11281u, 2u)]), vec4<f32>(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-1426f - 866f), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.c.x, 4u)].x), _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(u_input.c.x, 2u)].x))), -min(u_input.b.wz, -u_input.b.yx).x, u_input.c), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(countTrailingZeros(abs(vec4<u32>(builtin_local_invocation_id.x, 4294967295u, builtin_workgroup_id.x, var_0.d.x))).x, 4u)] * _wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, var_0.b[_wgslsmith_index_u32(13690u, 2u)].x) + var_1[_wgslsmith_index_u32(u_input.d, 4u)])), _wgslsmith_f_op_vec3_f32(var_0.b[_wgslsmith_index_u32(48145u, 2u)].yzy - var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)])), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(555f, -193f, -1319f, var_1[_wgslsmith_index_u32(44183u, 4u)].x)))).x, _wgslsmith_f_op_f32(249f + _wgslsmith_f_op_vec4_f32(ceil(var_0.b[_wgslsmith_index_u32(4294967295u, 2u)])).x), 217f, var_0.b[_wgslsmith_index_u32(~reverseBits(vec4<u32>(0u, 6667u, 48980u, 39415u)).x, 2u)].x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, 1156f, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 547f)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(1156f, var_0.b[_wgslsmith_index_u32(u_input.e, 2u)].x, -1279f, -319f) * _wgslsmith_div_vec4_f32(var_0.b[_wgslsmith_index_u32(1831u, 2u)], vec4<f32>(724f, -514f, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 1000f))), true)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_div_vec4_f32(var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)], vec4<f32>(-656f, var_0.b[_wgslsmith_index_u32(28988u, 2u)].x, var_1[_wgslsmith_index_u32(0u, 4u)].x, -545f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -341f, var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, -1525f))))), mat4x2<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].yz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(4294967295u, 4u)].xy - vec2<f32>(var_0.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)) - var_0.b[_wgslsmith_index_u32(4294967295u, 2u)].xz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(142f, var_0.b[_wgslsmith_index_u32(u_input.e, 2u)].x)))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(108668u, 2u)].x - -1897f) * var_1[_wgslsmith_index_u32(1u, 4u)].x))));
            global3 = -1i;
            var var_3 = select(vec4<u32>(~builtin_local_invocation_id.x, 1u ^ insertBits(builtin_workgroup_id, builtin_local_invocation_id, builtin_workgroup_id.x, builtin_workgroup_id.x).x, ~4294967295u, 4294967295u), vec4<u32>(_wgslsmith_mod_u32(0u, ~var_0.d.x), min(~vec2<u32>(4294967295u, var_0.d.x), var_2.a.d).x, ~atomicMin(&wg_atomic_u32, var_2.a.d.x), var_0.d.x), vec4<bool>((4294967295u >= u_input.e) && var_2.a.a.x, true, func_1(), !(!global0.x))) >> (vec4<u32>(15476u, ~71037u, 2429u, 4294967295u) % vec4<u32>(32u));
            for (var var_4 = 7524i; var_4 > 2147483647i; ) {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                var var_5 = _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_2.b[_wgslsmith_index_u32(0u, 2u)].x, -502f, var_2.b[_wgslsmith_index_u32(var_0.d.x, 2u)].x, 2161f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_2.a.b[_wgslsmith_index_u32(55923u, 2u)]))))), vec4<f32>(-411f, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(max(vec3<f32>(var_2.b[_wgslsmith_index_u32(28430u, 2u)].x, -1170f, 418f), var_0.b[_wgslsmith_index_u32(var_2.a.d.x, 2u)].ywz))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x)) + _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2.c[_wgslsmith_index_u32(u_input.e, 3u)].x, -1000f, var_0.b[_wgslsmith_index_u32(var_3.x, 2u)].x, 1537f) - vec4<f32>(-829f, 1000f, var_2.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -1325f)), _wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(29803u, 2u)]), var_2.c[_wgslsmith_index_u32(0u + 1u, 3u)])).x), _wgslsmith_f_op_f32(step(622f, -933f)))));
                var var_6 = reverseBits(var_3.ywz).zx;
                let var_7 = Struct_2(var_2.a, var_2.b, mat3x4<f32>(vec4<f32>(-629f, var_5.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(366f))), -920f), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x, 595f, 1534f, 462f), vec4<f32>(1428f, -285f, var_1[_wgslsmith_index_u32(var_3.x, 4u)].x, 194f))) + vec4<f32>(2403f, -1987f, -2679f, -380f)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2.d[_wgslsmith_index_u32(12801u, 4u)].x, -889f, var_2.b[_wgslsmith_index_u32(96834u, 2u)].x, var_0.b[_wgslsmith_index_u32(u_input.c.x, 2u)].x) - vec4<f32>(var_5.x, var_5.x, -1948f, var_2.c[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x)) - _wgslsmith_f_op_vec4_f32(clamp(var_0.b[_wgslsmith_index_u32(var_6.x, 2u)], vec4<f32>(-1000f, var_0.b[_wgslsmith_index_u32(var_2.a.d.x, 2u)].x, -539f, var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x), vec4<f32>(var_1[_wgslsmith_index_u32(14826u, 4u)].x, 371f, var_2.c[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, var_1[_wgslsmith_index_u32(var_6.x, 4u)].x)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(var_2.a.b[_wgslsmith_index_u32(0u, 2u)])), _wgslsmith_f_op_vec4_f32(fract(var_2.c[_wgslsmith_index_u32(110461u, 3u)]))))), var_2.d);
                continue;
            }
            switch (max(u_input.b.yz, u_input.b.zz).x) {
                case i32(-2147483648): {
                    return;
                }
                default: {
                    let var_4 = 66244u;
                    ((global2)[_wgslsmith_index_u32(~(insertBits(vec4<u32>(builtin_local_invocation_id.x, ~1u, 58567u, var_0.d.x), vec4<u32>(4294967295u, 0u, var_2.a.d.x, var_0.d.x), var_4, 1u | _wgslsmith_mod_u32(u_input.c.x, var_4)).x >> (builtin_local_invocation_id.x % 32u)), 25u)]).x = var_2.a.d.x;
                    var var_5 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(abs(var_0.b[_wgslsmith_index_u32(548u, 2u)])), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(4294967295u, 4u)].x) * _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(4294967295u, 4u)].x + -1291f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(2521f + var_0.b[_wgslsmith_index_u32(45050u, 2u)].x)), var_2.d[_wgslsmith_index_u32(79u, 4u)].x, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(u_input.c.x >> (17431u % 32u), 4u)].x + var_1[_wgslsmith_index_u32(4294967295u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(var_0.b[_wgslsmith_index_u32(23392u, 2u)] + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2.d[_wgslsmith_index_u32(35694u, 4u)].x, var_2.d[_wgslsmith_index_u32(var_3.x, 4u)].x, var_2.c[_wgslsmith_index_u32(1u, 3u)].x, var_1[_wgslsmith_index_u32(var_3.x, 4u)].x) - vec4<f32>(666f, var_1[_wgslsmith_index_u32(var_4, 4u)].x, -438f, 156f)) * vec4<f32>(-1102f, 440f, 346f, var_2.d[_wgslsmith_index_u32(33938u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)] - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(338f, var_1[_wgslsmith_index_u32(u_input.d, 4u)].x, 1146f, var_2.b[_wgslsmith_index_u32(4294967295u, 2u)].x), var_0.b[_wgslsmith_index_u32(4294967295u, 2u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(726f, var_1[_wgslsmith_index_u32(0u, 4u)].x, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -845f)))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)])))));
                }
            }
        }
        default: {
            ((global2)[_wgslsmith_index_u32((countOneBits(global2[_wgslsmith_index_u32(u_input.d - builtin_workgroup_id.x, 25u)]).x / 1u) | 9234u, 25u)]).x = var_0.d.x;
            ((global2)[_wgslsmith_index_u32(builtin_local_invocation_id.x, 25u)]).x = countOneBits(vec2<u32>(builtin_local_invocation_id.x, _wgslsmith_mod_u32(1u, 34099u))).x;
            global2 = array<vec4<u32>, 25>();
            var var_2 = Struct_4(_wgslsmith_f_op_vec4_f32(var_0.b[_wgslsmith_index_u32(u_input.c.x, 2u)] + _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(fract(var_0.b[_wgslsmith_index_u32(max(var_0.d.x, builtin_workgroup_id.x), 2u)])), var_0.b[_wgslsmith_index_u32(countLeadingZeros(builtin_workgroup_id).x, 2u)], _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(0u, 2u)]), vec4<f32>(var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -1833f, var_0.b[_wgslsmith_index_u32(u_input.c.x, 2u)].x))))), _wgslsmith_f_op_vec4_f32(exp2(var_0.b[_wgslsmith_index_u32(26299u, 2u)])).x, _wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(insertBits(~(~vec3<u32>(4294967295u, 4294967295u, 1u)), firstLeadingBit(~vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, 1u, builtin_local_invocation_id.x)).zxy, firstLeadingBit(_wgslsmith_mod_vec3_u32(vec3<u32>(4626u, 0u, builtin_local_invocation_id.x), builtin_workgroup_id)).x, min(max(global2[_wgslsmith_index_u32(0u, 25u)], vec4<u32>(37775u, var_0.d.x, builtin_local_invocation_id.x, var_0.d.x)), global2[_wgslsmith_index_u32(u_input.d, 25u)]).x).x, 4u)].xz), Struct_3(Struct_2(Struct_1(var_0.a, var_0.b, ~var_0.c, u_input.c), mat2x3<f32>(vec3<f32>(1719f, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 1000f), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 1373f, 2397f, 457f))).yxw), mat3x4<f32>(vec4<f32>(var_0.b[_wgslsmith_index_u32(19148u, 2u)].x, -553f, -118f, -923f), vec4<f32>(var_0.b[_wgslsmith_index_u32(u_input.e, 2u)].x, var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x, 808f, -1000f), _wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)])), mat4x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(-404f, var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x) * vec2<f32>(2456f, var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x)), var_0.b[_wgslsmith_index_u32(var_0.d.x & builtin_local_invocation_id.x, 2u)].xy, vec2<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, 1611f), var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].yx))), u_input.c.x);
        }
    }
    ((var_1)[_wgslsmith_index_u32(4294967295u, 4u)]).x = -203f;
    let var_2 = ~((1u * countLeadingZeros(~global2[_wgslsmith_index_u32(var_0.d.x, 25u)]).x) << ((4294967295u / 97674u) % 32u));
    global3 = -var_0.c;
    let x = u_input.a;
    s_output = StorageBuffer(mat4x3<f32>(vec3<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(u_input.d - builtin_local_invocation_id.x, 2u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1574f - var_1[_wgslsmith_index_u32(var_2, 4u)].x))), var_0.b[_wgslsmith_index_u32(var_2, 2u)].wxx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)] - vec3<f32>(1243f, 347f, -342f))) * vec3<f32>(_wgslsmith_f_op_f32(-183f), _wgslsmith_f_op_f32(dot(var_1[_wgslsmith_index_u32(7693u, 4u)].zy, vec2<f32>(var_0.b[_wgslsmith_index_u32(var_2, 2u)].x, var_0.b[_wgslsmith_index_u32(var_2, 2u)].x))), var_0.b[_wgslsmith_index_u32(builtin_local_invocation_id.x | 0u, 2u)].x)), var_1[_wgslsmith_index_u32(0u, 4u)]), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(var_0.b[_wgslsmith_index_u32(0u, 2u)])))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1148f, var_1[_wgslsmith_index_u32(0u, 4u)].x, 156f, var_1[_wgslsmith_index_u32(4294967295u, 4u)].x), var_0.b[_wgslsmith_index_u32(var_2, 2u)]))) * vec4<f32>(_wgslsmith_f_op_vec3_f32(saturate(var_0.b[_wgslsmith_index_u32(16991u, 2u)].wzx)).x, _wgslsmith_div_f32(var_0.b[_wgslsmith_index_u32(var_2, 2u)].x, var_1[_wgslsmith_index_u32(41393u, 4u)].x), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(var_2, 4u)].x), 832f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(1u, 2u)]) - _wgslsmith_f_op_vec4_f32(saturate(var_0.b[_wgslsmith_index_u32(var_2 / builtin_workgroup_id.x, 2u)])))), ~clamp(atomicOr(&wg_atomic_u32, u_input.c.x + 4294967295u), builtin_workgroup_id.x + insertBits(vec3<u32>(u_input.d, 0u, builtin_workgroup_id.x), builtin_local_invocation_id, 12189u, var_0.d.x).x, countOneBits(4294967295u ^ u_input.d)), mat4x2<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(var_1[_wgslsmith_index_u32(12876u, 4u)].x, var_1[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 56313u), 4u)].x, _wgslsmith_f_op_f32(-247f * var_0.b[_wgslsmith_index_u32(u_input.e, 2u)].x)))).xy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(var_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x, var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x, var_0.b[_wgslsmith_index_u32(u_input.e, 2u)].x))).xx + _wgslsmith_f_op_vec3_f32(saturate(var_0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].xwz)).xx)), _wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(25068u, 4u)].zx), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(var_0.b[_wgslsmith_index_u32(var_2, 2u)].yw, vec2<f32>(var_1[_wgslsmith_index_u32(var_0.d.x, 4u)].x, var_1[_wgslsmith_index_u32(17519u, 4u)].x)) * var_0.b[_wgslsmith_index_u32(92775u << (var_2 % 32u), 2u)].xw) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_0.b[_wgslsmith_index_u32(31501u, 2u)].zx - vec2<f32>(var_0.b[_wgslsmith_index_u32(u_input.d, 2u)].x, -178f))))), 0i);
}

