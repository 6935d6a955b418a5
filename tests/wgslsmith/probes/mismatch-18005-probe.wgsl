// {"0:0":[58,214,196,116,143,161,212,86,76,90,126,85,146,8,181,37,141,223,61,253,227,252,47,135,174,30,65,52,200,195,225,150,54,106,22,68,241,210,218,158,119,129,198,17,14,141,103,11,98,131,123,210,48,16,216,41,47,53,244,160,255,9,165,117,9,237,119,14,188,92,193,60,200,245,94,171,1,224,12,167,25,168,220,238,68,229,109,15,144,88,133,136,161,149,163,11,61,146,161,114,32,245,195,28,87,171,97,140,129,107,231,167,221,230,204,220,144,103,222,202,232,123,232,152,216,200,44,190]}
// Seed: 18005

struct Struct_1 {
    a: bool,
    @size(20)
    b: vec4<f32>,
    @size(36)
    c: mat2x4<f32>,
}

struct Struct_2 {
    @size(32)
    a: vec4<u32>,
    @align(16)
    b: Struct_1,
    c: Struct_1,
    d: vec3<f32>,
    @align(16)
    e: f32,
}

struct Struct_3 {
    @align(16)
    a: Struct_1,
    @align(8)
    b: u32,
}

struct Struct_4 {
    @align(16)
    a: vec3<bool>,
    @size(100)
    b: Struct_1,
    c: vec2<f32>,
}

struct UniformBuffer {
    @align(16)
    @size(12)
    a: u32,
    @align(64)
    b: vec4<u32>,
}

struct ProbeOut {
    orig: StorageBuffer,
    p_in: vec4<f32>,
    p_out: vec4<f32>,
    p_n: u32,
}

struct StorageBuffer {
    a: mat3x4<f32>,
    b: mat3x2<f32>,
    c: mat4x4<f32>,
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

var<private> global0: array<Struct_2, 26> = array<Struct_2, 26>(Struct_2(vec4<u32>(34705u, 1u, 6861u, 4294967295u), Struct_1(true, vec4<f32>(778f, 1744f, -1037f, 994f), mat2x4<f32>(vec4<f32>(1370f, -221f, 1000f, 390f), vec4<f32>(543f, 783f, 233f, 1206f))), Struct_1(false, vec4<f32>(607f, 921f, -361f, 1000f), mat2x4<f32>(vec4<f32>(-208f, 639f, 1025f, 249f), vec4<f32>(-2337f, -516f, -985f, 1318f))), vec3<f32>(-385f, -1000f, -1000f), -784f), Struct_2(vec4<u32>(4294967295u, 4294967295u, 61202u, 1u), Struct_1(true, vec4<f32>(265f, 1863f, -686f, -295f), mat2x4<f32>(vec4<f32>(-698f, 149f, 196f, -1997f), vec4<f32>(1811f, -1069f, 146f, 269f))), Struct_1(true, vec4<f32>(-1294f, 380f, 997f, 795f), mat2x4<f32>(vec4<f32>(989f, -1259f, -912f, -622f), vec4<f32>(-1658f, -531f, -712f, 1598f))), vec3<f32>(-157f, -421f, 850f), 995f), Struct_2(vec4<u32>(66057u, 25921u, 29429u, 53371u), Struct_1(true, vec4<f32>(794f, -110f, 1575f, -356f), mat2x4<f32>(vec4<f32>(-613f, 1151f, -638f, -449f), vec4<f32>(-599f, -1097f, -592f, -170f))), Struct_1(false, vec4<f32>(994f, 1036f, -1000f, 628f), mat2x4<f32>(vec4<f32>(-351f, 897f, 315f, 1280f), vec4<f32>(-1705f, 1311f, 315f, 1000f))), vec3<f32>(-1058f, 1000f, -1000f), 1189f), Struct_2(vec4<u32>(28817u, 59002u, 0u, 0u), Struct_1(true, vec4<f32>(1000f, -1083f, -868f, 1329f), mat2x4<f32>(vec4<f32>(-450f, 753f, 2438f, 1000f), vec4<f32>(441f, -931f, -440f, -218f))), Struct_1(true, vec4<f32>(-616f, -1606f, 961f, 336f), mat2x4<f32>(vec4<f32>(1030f, 153f, 273f, 2121f), vec4<f32>(716f, 256f, -1589f, -345f))), vec3<f32>(-2258f, -600f, -1514f), 1029f), Struct_2(vec4<u32>(61079u, 59928u, 7585u, 129261u), Struct_1(false, vec4<f32>(423f, 256f, -569f, 1129f), mat2x4<f32>(vec4<f32>(218f, 505f, -1519f, 1616f), vec4<f32>(-2677f, -1316f, 240f, 1227f))), Struct_1(false, vec4<f32>(2234f, -3021f, -449f, -267f), mat2x4<f32>(vec4<f32>(-494f, 479f, -823f, -199f), vec4<f32>(685f, -1000f, 2470f, -602f))), vec3<f32>(-149f, 1860f, 152f), 762f), Struct_2(vec4<u32>(1u, 4294967295u, 0u, 50290u), Struct_1(false, vec4<f32>(-368f, 976f, -974f, 1928f), mat2x4<f32>(vec4<f32>(-622f, 1452f, -1173f, 1384f), vec4<f32>(-263f, -1676f, -651f, 1043f))), Struct_1(false, vec4<f32>(-935f, -1390f, 489f, -928f), mat2x4<f32>(vec4<f32>(-1654f, -1109f, 612f, 1064f), vec4<f32>(-869f, -1693f, 463f, 2021f))), vec3<f32>(1000f, -450f, -128f), -244f), Struct_2(vec4<u32>(56084u, 118916u, 30440u, 4294967295u), Struct_1(true, vec4<f32>(-1000f, -134f, 2178f, 298f), mat2x4<f32>(vec4<f32>(195f, 576f, 1374f, -1000f), vec4<f32>(-1079f, 1843f, -1279f, 1000f))), Struct_1(true, vec4<f32>(1000f, -248f, 518f, 1964f), mat2x4<f32>(vec4<f32>(-2119f, -526f, -2578f, -1967f), vec4<f32>(-580f, -593f, 821f, -339f))), vec3<f32>(-598f, -297f, -730f), 532f), Struct_2(vec4<u32>(40879u, 6180u, 73107u, 1u), Struct_1(false, vec4<f32>(-590f, 1245f, -679f, 285f), mat2x4<f32>(vec4<f32>(889f, -2112f, 2155f, -2713f), vec4<f32>(-157f, 194f, -1043f, -2730f))), Struct_1(true, vec4<f32>(262f, -590f, -693f, 181f), mat2x4<f32>(vec4<f32>(942f, 1604f, -182f, -328f), vec4<f32>(508f, 737f, -1320f, 414f))), vec3<f32>(1523f, 1000f, 606f), -1268f), Struct_2(vec4<u32>(0u, 29546u, 4294967295u, 0u), Struct_1(false, vec4<f32>(-305f, -1187f, -1296f, 584f), mat2x4<f32>(vec4<f32>(-751f, -1414f, 801f, -1334f), vec4<f32>(588f, -201f, 833f, -297f))), Struct_1(false, vec4<f32>(996f, 992f, 760f, -580f), mat2x4<f32>(vec4<f32>(-3015f, 338f, 897f, 1135f), vec4<f32>(-1120f, 563f, 1178f, -1649f))), vec3<f32>(180f, 1630f, 1138f), -505f), Struct_2(vec4<u32>(9278u, 5423u, 32057u, 1u), Struct_1(true, vec4<f32>(-1193f, 348f, 1000f, -420f), mat2x4<f32>(vec4<f32>(-815f, -976f, -622f, -802f), vec4<f32>(-2125f, 1000f, 672f, 1000f))), Struct_1(true, vec4<f32>(973f, 1527f, -789f, 531f), mat2x4<f32>(vec4<f32>(-1359f, -1013f, -134f, 124f), vec4<f32>(745f, -1250f, 2086f, 1059f))), vec3<f32>(-313f, 198f, 1000f), -1235f), Struct_2(vec4<u32>(26338u, 36093u, 1u, 0u), Struct_1(false, vec4<f32>(-1026f, -952f, -1928f, 399f), mat2x4<f32>(vec4<f32>(195f, -1571f, -844f, 1183f), vec4<f32>(-1206f, 167f, -426f, 694f))), Struct_1(false, vec4<f32>(-177f, 3043f, 838f, -367f), mat2x4<f32>(vec4<f32>(192f, 927f, -514f, -529f), vec4<f32>(1000f, -685f, 782f, 837f))), vec3<f32>(109f, -243f, -1920f), -728f), Struct_2(vec4<u32>(24357u, 1u, 1u, 0u), Struct_1(true, vec4<f32>(948f, -1000f, 467f, 503f), mat2x4<f32>(vec4<f32>(629f, 1690f, -435f, 1000f), vec4<f32>(2467f, -517f, -500f, -1070f))), Struct_1(true, vec4<f32>(-729f, 2127f, 1000f, -663f), mat2x4<f32>(vec4<f32>(-486f, 119f, 751f, 1334f), vec4<f32>(245f, -450f, 1861f, 228f))), vec3<f32>(1448f, -2117f, -342f), 533f), Struct_2(vec4<u32>(0u, 47340u, 0u, 6378u), Struct_1(true, vec4<f32>(-1655f, 946f, 417f, -1441f), mat2x4<f32>(vec4<f32>(-1000f, 309f, 390f, 2099f), vec4<f32>(591f, -2239f, 588f, -800f))), Struct_1(true, vec4<f32>(623f, 1039f, 1031f, -964f), mat2x4<f32>(vec4<f32>(911f, 482f, -713f, 180f), vec4<f32>(187f, 1455f, -1000f, 1783f))), vec3<f32>(972f, -626f, 1446f), -1326f), Struct_2(vec4<u32>(0u, 4294967295u, 1u, 10135u), Struct_1(true, vec4<f32>(545f, 377f, -1058f, 248f), mat2x4<f32>(vec4<f32>(1516f, -161f, -411f, 498f), vec4<f32>(1147f, -407f, -761f, 884f))), Struct_1(true, vec4<f32>(-176f, -486f, 1000f, -1000f), mat2x4<f32>(vec4<f32>(458f, 1190f, 487f, 764f), vec4<f32>(-1392f, 737f, 541f, -237f))), vec3<f32>(621f, 1398f, -1000f), -1000f), Struct_2(vec4<u32>(50643u, 63068u, 4294967295u, 40821u), Struct_1(true, vec4<f32>(-1000f, -676f, -208f, -1082f), mat2x4<f32>(vec4<f32>(-404f, -1210f, -1264f, 1227f), vec4<f32>(-903f, 1441f, 509f, 1000f))), Struct_1(false, vec4<f32>(1038f, 1000f, 1382f, -1000f), mat2x4<f32>(vec4<f32>(-382f, 189f, -2724f, 621f), vec4<f32>(209f, 1030f, -466f, 1625f))), vec3<f32>(239f, 1000f, -510f), -2051f), Struct_2(vec4<u32>(0u, 16081u, 0u, 1u), Struct_1(false, vec4<f32>(-532f, -829f, -1116f, -359f), mat2x4<f32>(vec4<f32>(403f, 2061f, -2313f, -1329f), vec4<f32>(-1076f, -196f, -145f, 360f))), Struct_1(true, vec4<f32>(-1148f, -1087f, -2732f, -993f), mat2x4<f32>(vec4<f32>(355f, 1215f, 688f, 1509f), vec4<f32>(-693f, -232f, -173f, 1678f))), vec3<f32>(380f, 651f, 640f), -625f), Struct_2(vec4<u32>(15242u, 4294967295u, 62044u, 12616u), Struct_1(true, vec4<f32>(-513f, -225f, -1000f, 539f), mat2x4<f32>(vec4<f32>(-163f, 647f, 755f, 1233f), vec4<f32>(-741f, 398f, 197f, 158f))), Struct_1(false, vec4<f32>(-254f, -918f, -1000f, 176f), mat2x4<f32>(vec4<f32>(-1000f, -941f, 458f, 1000f), vec4<f32>(-1169f, -190f, 273f, -596f))), vec3<f32>(-271f, -901f, -159f), -419f), Struct_2(vec4<u32>(6303u, 0u, 80095u, 1u), Struct_1(false, vec4<f32>(-1385f, -2265f, 517f, -520f), mat2x4<f32>(vec4<f32>(1144f, -485f, -2108f, -1000f), vec4<f32>(-357f, 501f, -407f, -382f))), Struct_1(true, vec4<f32>(-786f, 199f, 1658f, -1178f), mat2x4<f32>(vec4<f32>(-1000f, -858f, 1153f, -426f), vec4<f32>(-599f, -459f, 1000f, 755f))), vec3<f32>(-528f, -1129f, 400f), -1066f), Struct_2(vec4<u32>(1u, 20353u, 15793u, 34644u), Struct_1(false, vec4<f32>(1046f, 718f, -1596f, 2599f), mat2x4<f32>(vec4<f32>(-579f, 644f, 112f, 902f), vec4<f32>(1690f, -1194f, -431f, 605f))), Struct_1(false, vec4<f32>(-757f, -237f, -1455f, -1000f), mat2x4<f32>(vec4<f32>(-542f, -1337f, 1862f, -1445f), vec4<f32>(1000f, 577f, -2102f, -244f))), vec3<f32>(-204f, 1482f, 2744f), -1028f), Struct_2(vec4<u32>(0u, 1u, 4294967295u, 31412u), Struct_1(true, vec4<f32>(171f, 582f, 1004f, 114f), mat2x4<f32>(vec4<f32>(-868f, -1232f, 1259f, 2461f), vec4<f32>(-1095f, -1302f, 500f, 849f))), Struct_1(false, vec4<f32>(454f, 326f, 837f, 1404f), mat2x4<f32>(vec4<f32>(266f, -309f, -701f, 605f), vec4<f32>(-1735f, 470f, 616f, 632f))), vec3<f32>(2826f, -1569f, 912f), 229f), Struct_2(vec4<u32>(12123u, 0u, 7537u, 64454u), Struct_1(true, vec4<f32>(-1314f, 257f, -619f, 2288f), mat2x4<f32>(vec4<f32>(-1000f, 638f, 701f, 219f), vec4<f32>(816f, -205f, 775f, 673f))), Struct_1(false, vec4<f32>(-1330f, 1000f, 969f, 851f), mat2x4<f32>(vec4<f32>(339f, -292f, -1345f, 382f), vec4<f32>(120f, -154f, 231f, 1662f))), vec3<f32>(-210f, 352f, 294f), -662f), Struct_2(vec4<u32>(30145u, 16919u, 1u, 4294967295u), Struct_1(true, vec4<f32>(-563f, -1021f, 475f, -145f), mat2x4<f32>(vec4<f32>(-345f, -529f, 484f, -1000f), vec4<f32>(1302f, 1000f, 222f, -981f))), Struct_1(false, vec4<f32>(430f, 1004f, 287f, 362f), mat2x4<f32>(vec4<f32>(-262f, -735f, 935f, 369f), vec4<f32>(119f, -2203f, 460f, -604f))), vec3<f32>(-1231f, 730f, 1829f), -404f), Struct_2(vec4<u32>(2128u, 44291u, 0u, 1u), Struct_1(true, vec4<f32>(-476f, -2905f, -2241f, 506f), mat2x4<f32>(vec4<f32>(-875f, 146f, -1000f, -593f), vec4<f32>(1000f, 867f, 456f, -1000f))), Struct_1(false, vec4<f32>(-550f, -1000f, -1204f, -975f), mat2x4<f32>(vec4<f32>(-1543f, -463f, -968f, 1552f), vec4<f32>(-1082f, 1640f, 1791f, -159f))), vec3<f32>(643f, 145f, -1714f), 858f), Struct_2(vec4<u32>(4294967295u, 66885u, 141724u, 0u), Struct_1(false, vec4<f32>(288f, 2198f, 764f, -195f), mat2x4<f32>(vec4<f32>(-1167f, 1520f, 193f, -957f), vec4<f32>(495f, -793f, -1553f, 752f))), Struct_1(true, vec4<f32>(1157f, 1942f, -445f, -791f), mat2x4<f32>(vec4<f32>(-826f, -490f, 666f, -1215f), vec4<f32>(-665f, 863f, -697f, 948f))), vec3<f32>(2127f, -104f, 1701f), -370f), Struct_2(vec4<u32>(1u, 23916u, 12355u, 1u), Struct_1(false, vec4<f32>(-261f, -102f, -1458f, -1000f), mat2x4<f32>(vec4<f32>(-1027f, 415f, 609f, 454f), vec4<f32>(-759f, -304f, -639f, 235f))), Struct_1(false, vec4<f32>(1000f, 1133f, 2596f, -1359f), mat2x4<f32>(vec4<f32>(2172f, 837f, 1000f, 194f), vec4<f32>(-313f, 1185f, -136f, 1000f))), vec3<f32>(2112f, -165f, -169f), -391f), Struct_2(vec4<u32>(1162u, 4294967295u, 8638u, 1u), Struct_1(false, vec4<f32>(448f, -1000f, 386f, -1651f), mat2x4<f32>(vec4<f32>(-181f, 498f, -390f, 1948f), vec4<f32>(-333f, 469f, 651f, 431f))), Struct_1(true, vec4<f32>(452f, -223f, -2747f, 1324f), mat2x4<f32>(vec4<f32>(268f, -1456f, -643f, -1855f), vec4<f32>(-831f, -1223f, 1028f, 585f))), vec3<f32>(-1515f, -1187f, -1005f), -683f));

var<workgroup> global1: mat4x4<f32>;

var<workgroup> global2: vec3<f32>;

var<workgroup> global3: f32;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 29>;

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn func_5(arg_0: bool, arg_1: Struct_1, arg_2: vec2<i32>) -> i32 {
    while (arg_1.a) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        var var_0 = !vec4<bool>(any(vec3<bool>(true, select(vec4<bool>(true, false, arg_1.a, true), vec4<bool>(false, arg_0, true, arg_0), vec4<bool>(false, arg_1.a, arg_1.a, arg_1.a)).x, arg_0)), !any(!vec3<bool>(false, arg_1.a, arg_1.a)), select(arg_0, arg_0, false), firstLeadingBit(min(vec4<i32>(arg_2.x, arg_2.x, arg_2.x, arg_2.x), vec4<i32>(arg_2.x, 7759i, arg_2.x, 0i)).yww).x > arg_2.x);
    }
    var var_0 = vec2<i32>(arg_2.x, arg_2.x);
    switch (20754i) {
        case 25447i: {
            let var_1 = Struct_3(arg_1, firstLeadingBit(~u_input.b.wxw).x);
            var var_2 = select(vec4<bool>(!(!(!arg_1.a)), var_1.a.a | false, arg_0, all(!(!vec4<bool>(false, var_1.a.a, true, false)))), select(select(!(!vec4<bool>(arg_0, true, true, false)), select(!vec4<bool>(true, var_1.a.a, arg_1.a, arg_0), select(vec4<bool>(true, arg_1.a, true, arg_1.a), vec4<bool>(arg_0, true, true, true), vec4<bool>(false, arg_0, var_1.a.a, true)), vec4<bool>(false, arg_1.a, true, var_1.a.a)), !(!vec4<bool>(false, true, arg_1.a, arg_0))), !select(!vec4<bool>(arg_0, false, arg_1.a, arg_1.a), vec4<bool>(true, arg_1.a, arg_1.a, true), !vec4<bool>(arg_1.a, true, arg_0, true)), true), select(select(select(!vec4<bool>(arg_0, arg_0, true, var_1.a.a), select(vec4<bool>(arg_1.a, arg_0, arg_0, arg_0), vec4<bool>(true, true, var_1.a.a, arg_1.a), vec4<bool>(var_1.a.a, var_1.a.a, false, var_1.a.a)), !vec4<bool>(arg_1.a, arg_0, false, arg_1.a)), vec4<bool>(!var_1.a.a, 65023u >= var_1.b, true, arg_1.b.x == arg_1.b.x), vec4<bool>(var_1.a.a == arg_1.a, any(vec3<bool>(arg_0, arg_0, arg_1.a)), all(vec2<bool>(var_1.a.a, arg_1.a)), arg_1.a)), !(!vec4<bool>(true, true, var_1.a.a, true)), !vec4<bool>(arg_1.a, arg_1.a, 1u > u_input.a, var_0.x == var_0.x))).zz;
            let var_3 = select(vec4<bool>(false, any(!vec4<bool>(var_1.a.a, true, true, arg_0)), (select(vec2<i32>(0i, arg_2.x) ^ vec2<i32>(2147483647i, 23259i), vec2<i32>(3164i, 0i), !arg_0).x < atomicExchange(&wg_atomic_i32, -var_0.x)), arg_0), !(!vec4<bool>(!var_1.a.a, arg_0, true, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.b.x, 49081u).exchanged)), select(vec4<bool>(!var_1.a.a, (u_input.b.x <= var_1.b) & !arg_1.a, atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 1u).exchanged || true, atomicCompareExchangeWeak(&wg_atomic_i32, arg_2.x, -var_0.x).exchanged), select(vec4<bool>(var_2.x, true, false, true), !(!vec4<bool>(var_1.a.a, var_1.a.a, var_2.x, true)), select(select(vec3<bool>(var_2.x, var_2.x, var_2.x), vec3<bool>(true, arg_0, false), var_2.x).yx, !vec2<bool>(false, var_1.a.a), vec2<bool>(arg_0, arg_1.a)).x), select(select(vec4<bool>(arg_0, false, var_2.x, arg_0), vec4<bool>(true, true, true, false), true), select(vec4<bool>(true, true, true, true), !vec4<bool>(false, var_2.x, arg_1.a, true), select(vec4<bool>(true, false, false, true), vec4<bool>(false, var_1.a.a, false, var_1.a.a), vec4<bool>(true, false, var_2.x, false))), vec4<bool>(arg_1.a, true, true, arg_1.a))));
            if (all(vec2<bool>(var_2.x, true))) {
            }
            while (true) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                var var_4 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(sign(global1[_wgslsmith_index_u32(var_1.b, 4u)].wy)) * _wgslsmith_f_op_vec2_f32(-global2.zy)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(global1[_wgslsmith_index_u32(1396u, 4u)].x, -177f)))))), global2.xz, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-121f, global2.x, 458f, 2670f))))))).wy, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(92002u, 4u)].yw) - _wgslsmith_f_op_vec2_f32(step(arg_1.b.wz, global2.xx)))))));
                var var_5 = abs(firstTrailingBit(vec4<i32>(20222i, ~(~(-1316i)), countLeadingZeros(vec4<i32>(var_0.x, var_0.x, var_0.x, 73667i) >> (vec4<u32>(var_1.b, 22438u, 4294967295u, u_input.a) % vec4<u32>(32u))).x, var_0.x))).zyz;
            }
        }
        case -15654i: {
        }
        case 14905i: {
            if (!atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 4294967295u).exchanged) {
                global3 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-322f));
                (global2).x = arg_1.b.x;
                ((global1)[_wgslsmith_index_u32(1u, 4u)]).x = global2.x;
            }
            for (var var_1 = 0i; ; var_1 -= 1i) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                continue;
            }
            let var_1 = Struct_3(arg_1, 0u);
        }
        default: {
            (global0)[_wgslsmith_index_u32(u_input.a, 26u)] = Struct_2(vec4<u32>(~u_input.b.x, ~(~(~u_input.b.x)), select(_wgslsmith_mod_vec3_u32(u_input.b.wzx | u_input.b.ywx, clamp(u_input.b, u_input.b, u_input.b).yww), (vec3<u32>(1u, 1u, u_input.b.x) | vec3<u32>(1u, u_input.a, u_input.a)) & (vec3<u32>(u_input.a, u_input.b.x, 12616u) / vec3<u32>(u_input.a, u_input.a, u_input.a)), vec3<bool>(true, arg_1.a, arg_0)).x, 11843u << (~select(u_input.b.xz, vec2<u32>(1u, 52488u), arg_0).x % 32u)), arg_1, Struct_1(false, global1[_wgslsmith_index_u32(insertBits(50601u, firstLeadingBit(_wgslsmith_mod_u32(u_input.a, 1u)), max(extractBits(u_input.b.ywx, u_input.b.x, u_input.a), vec3<u32>(u_input.b.x, 0u, 65569u)).x, ~(~49805u)), 4u)], arg_1.c), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_1.c[_wgslsmith_index_u32(~4294967295u, 2u)].zxz) + global1[_wgslsmith_index_u32(0u << (u_input.b.x % 32u), 4u)].zyz), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(step(global1[_wgslsmith_index_u32(u_input.a, 4u)].zwy, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].xyy)), vec3<f32>(1094f, -371f, arg_1.c[_wgslsmith_index_u32(u_input.a, 2u)].x)))), global1[_wgslsmith_index_u32(firstLeadingBit(~u_input.b << (~vec4<u32>(3302u, u_input.b.x, u_input.a, 4294967295u) % vec4<u32>(32u))).x ^ ~u_input.b.x, 4u)].x);
            for (var var_1: i32; var_1 >= i32(-2147483648); var_1 += 1i) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                var_1 = reverseBits(1i);
                var var_2 = mat3x3<f32>(global1[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)].zzz, arg_1.b.yww, _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(countLeadingZeros(99742u), 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-387f)), -2262f), arg_1.b.xxw, vec3<f32>(_wgslsmith_f_op_f32(saturate(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x)), -603f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(global2.xz)).x)))));
            }
        }
    }
    for (var var_1 = 6583i; var_1 > 2147483647i; ((global0)[_wgslsmith_index_u32(~(0u / 4294967295u), 26u)]).c = arg_1) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        continue;
    }
    ((global1)[_wgslsmith_index_u32(clamp(select(vec3<u32>(1u, 73802u + 0u, u_input.a + u_input.b.x) - select(countOneBits(vec4<u32>(u_input.b.x, u_input.b.x, 9857u, 9567u)), select(vec4<u32>(5996u, u_input.a, 8717u, u_input.a), vec4<u32>(u_input.b.x, 32707u, 4294967295u, 17994u), false), arg_0).xyw, u_input.b.yyy, 1u <= insertBits(vec4<u32>(u_input.a, u_input.b.x, u_input.a, 0u), ~u_input.b, u_input.a, 0u).x).zz, countOneBits(u_input.b.xy), ~select(select(vec4<u32>(0u, u_input.b.x, 0u, u_input.b.x) & vec4<u32>(u_input.b.x, u_input.a, u_input.b.x, 43657u), u_input.b, arg_0), vec4<u32>(firstLeadingBit(u_input.a), 0u, 0u, u_input.b.x), atomicCompareExchangeWeak(&wg_atomic_i32, ~arg_2.x, _wgslsmith_mod_i32(arg_2.x, i32(-2147483648))).exchanged).xw).x, 4u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1f)));
    return arg_2.x;
}

fn func_4() -> mat3x4<f32> {
    global0 = array<Struct_2, 26>();
    switch (1i) {
        case 55238i: {
            for (var var_0 = 43048i | (1i ^ func_5(true, Struct_1(false, global1[_wgslsmith_index_u32(u_input.b.x, 4u)], mat2x4<f32>(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 4u)].x, 256f, global1[_wgslsmith_index_u32(u_input.a, 4u)].x, -324f), vec4<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -583f, -1162f, 371f))), -max(vec4<i32>(0i, 6458i, 7783i, i32(-2147483648)), vec4<i32>(-22427i, 7826i, i32(-2147483648), -1i)).zw)); ; global2 = vec3<f32>(-387f, -1885f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)].x + _wgslsmith_f_op_vec4_f32(exp2(global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a, 1u), 4u)])).x)))) {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                return mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(1345f, -906f, _wgslsmith_f_op_f32(-346f), _wgslsmith_f_op_f32(-(-193f))) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(exp(global1[_wgslsmith_index_u32(31044u, 4u)])), vec4<f32>(-572f, 1050f, -804f, global1[_wgslsmith_index_u32(96566u, 4u)].x), vec4<bool>(true, false, false, false)))))), global1[_wgslsmith_index_u32(u_input.b.x, 4u)], _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(u_input.a, 4u)])))));
            }
            ((global0)[_wgslsmith_index_u32(43641u * clamp(insertBits(u_input.b.xxy, vec3<u32>(countTrailingZeros(0u), ~0u, max(u_input.b.xxw, u_input.b.yyz).x), countOneBits(vec2<u32>(u_input.a, u_input.b.x)).x, 0u).xz, ~(vec2<u32>(u_input.a, 1u) * vec2<u32>(u_input.a, 78975u)) >> (vec2<u32>(1u, max(u_input.b.x, 4294967295u)) % vec2<u32>(32u)), abs(firstLeadingBit(_wgslsmith_mod_vec3_u32(vec3<u32>(u_input.a, u_input.a, u_input.a), u_input.b.zxw)).yx)).x, 26u)]).e = global1[_wgslsmith_index_u32(reverseBits(~vec4<u32>(u_input.a + u_input.a, 33756u, u_input.a, u_input.a)).x, 4u)].x;
            var var_0 = Struct_2(countOneBits(max((vec4<u32>(60323u, u_input.a, u_input.b.x, 0u) + vec4<u32>(u_input.a, u_input.b.x, u_input.b.x, 73714u)) >> (vec4<u32>(u_input.a, 4294967295u, 4294967295u, 1u) % vec4<u32>(32u)), vec4<u32>(~11806u, 73930u, countTrailingZeros(vec3<u32>(19778u, 0u, 4294967295u)).x, countOneBits(vec4<u32>(u_input.a, 23046u, 17091u, 1u)).x))), Struct_1(true, _wgslsmith_f_op_vec4_f32(max(global1[_wgslsmith_index_u32(1u, 4u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(global1[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(global2.x, global2.x, 670f, global2.x))) - _wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(u_input.b.x, 4u)] * global1[_wgslsmith_index_u32(u_input.b.x, 4u)])))), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-385f - -660f), global2.x, _wgslsmith_f_op_f32(global2.x + global2.x), _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(35516u, 4u)].x + 774f)), vec4<f32>(1580f, _wgslsmith_f_op_vec3_f32(ceil(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].zyz)).x, _wgslsmith_f_op_vec4_f32(step(global1[_wgslsmith_index_u32(0u, 4u)], global1[_wgslsmith_index_u32(u_input.a, 4u)])).x, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(global2.x, 1287f, 1096f))).x))), Struct_1(false, _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 4u)].x, global2.x, global2.x, global2.x))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-2510f, -805f, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global2.x))) - vec4<f32>(global2.x, _wgslsmith_div_f32(global2.x, global1[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_div_f32(-320f, -1464f), _wgslsmith_f_op_f32(185f + -1337f))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(global1[_wgslsmith_index_u32(15238u, 4u)], vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, -1425f, global2.x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(global1[_wgslsmith_index_u32(u_input.b.x, 4u)])) - _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global2.x, 857f, global1[_wgslsmith_index_u32(73960u, 4u)].x, 357f)))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(round(1000f)), _wgslsmith_f_op_f32(global2.x + -1695f), _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(6504u, 4u)].x + global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x)), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1318f, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, 1000f)))), vec3<bool>(true, true, true)))), -426f);
            for (var var_1 = -extractBits(max(vec3<i32>(1i, 1i, 1i), -countLeadingZeros(vec3<i32>(2147483647i, 5940i, 1i))).yz, u_input.b.x, extractBits(u_input.b, 1u, clamp(_wgslsmith_mod_u32(var_0.a.x, 10238u), countOneBits(vec4<u32>(0u, var_0.a.x, var_0.a.x, 15746u)).x, 0u)).x).x; (var_1 < -45129i); var_1 -= 1i) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                let var_2 = 1u;
                var_1 = ~(~((-8134i >> (0u % 32u)) * -(i32(-2147483648))) + (atomicSub(&wg_atomic_i32, -1i) | ((1i - -41627i) / atomicMax(&wg_atomic_i32, 29412i))));
                let var_3 = Struct_1(var_0.b.a, _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-var_0.c.c[_wgslsmith_index_u32(select(1u, u_input.b.x, var_0.c.a), 2u)]) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(1303u, 4u)] + vec4<f32>(-305f, -545f, -416f, 397f)) - vec4<f32>(128f, var_0.b.b.x, var_0.d.x, var_0.d.x))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(global1[_wgslsmith_index_u32(0u, 4u)], vec4<f32>(-181f, -390f, global1[_wgslsmith_index_u32(54165u, 4u)].x, global1[_wgslsmith_index_u32(75468u, 4u)].x))))), var_0.b.c);
                var var_4 = ~(clamp(~(vec4<u32>(var_2, u_input.a, 26205u, var_0.a.x) - u_input.b), countOneBits(~vec4<u32>(u_input.a, 52208u, var_2, 0u)), (vec4<u32>(31081u, 13221u, u_input.a, 44680u) / vec4<u32>(96480u, var_0.a.x, 72349u, u_input.a)) << (~vec4<u32>(u_input.a, var_0.a.x, var_2, 0u) % vec4<u32>(32u))).wzx ^ vec3<u32>(var_2 | 1u, extractBits(vec4<u32>(var_2, var_0.a.x, var_2, u_input.b.x), ~4294967295u, ~var_0.a.x).x, u_input.b.x));
                let var_5 = i32(-2147483648);
            }
        }
        case -1i: {
            for (var var_0 = i32(-2147483648); select(!(reverseBits(firstTrailingBit(vec4<u32>(18697u, u_input.a, 1u, u_input.b.x))).x > atomicSub(&wg_atomic_u32, insertBits(u_input.b.x, u_input.b.x, u_input.b.x, 13393u))), false, false); var_0 += 1i) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                let var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(u_input.a, 4u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(global1[_wgslsmith_index_u32(4677u, 4u)], global1[_wgslsmith_index_u32(u_input.a, 4u)])))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(727f, global2.x, global2.x, global1[_wgslsmith_index_u32(13513u, 4u)].x)))), vec4<f32>(-1201f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global2.x)) + -824f), global1[_wgslsmith_index_u32(~(u_input.a / 1u), 4u)].x, -1579f));
            }
            let var_0 = global2.x;
            return mat3x4<f32>(vec4<f32>(125f, -135f, _wgslsmith_div_f32(-126f, global1[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, u_input.b.x), 4u)].x), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_f_op_f32(max(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, global1[_wgslsmith_index_u32(31814u, 4u)].x)), global2.x))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(0u, 4u)].x, global2.x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x, 2422f)))))), global1[_wgslsmith_index_u32(0u ^ (0u ^ u_input.b.x), 4u)]);
        }
        case 6708i: {
            for (; !(~(~70082u | ~u_input.b.x) >= 11488u); ) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                let var_0 = select(vec4<bool>(true, select(vec3<bool>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x <= global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, true, true), vec3<bool>(true, true, true), true).x, !(((174f < global1[_wgslsmith_index_u32(u_input.a, 4u)].x)) | vec3<bool>(true, true, true).x), true), vec4<bool>(false, select(vec2<bool>(true, true), vec2<bool>(10510u <= u_input.b.x, global2.x >= global2.x), true).x, true, select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), atomicCompareExchangeWeak(&wg_atomic_i32, 1i, 1i).exchanged).x), vec4<bool>(all(vec3<bool>(true, false, (18932u < u_input.b.x))), false, true, false)).wy;
                var var_1 = vec4<bool>(!var_0.x, (global1[_wgslsmith_index_u32(54038u, 4u)].x < global1[_wgslsmith_index_u32(countTrailingZeros(~(u_input.b.yzz | vec3<u32>(u_input.b.x, u_input.a, u_input.a))).x, 4u)].x), select(!select(select(vec4<bool>(false, false, var_0.x, false), vec4<bool>(true, true, var_0.x, var_0.x), vec4<bool>(true, true, var_0.x, var_0.x)), !vec4<bool>(true, var_0.x, var_0.x, false), var_0.x).wxx, vec3<bool>(select(var_0, select(vec3<bool>(var_0.x, var_0.x, var_0.x), vec3<bool>(var_0.x, var_0.x, var_0.x), var_0.x).xy, any(vec4<bool>(true, var_0.x, true, true))).x, false, !(!var_0.x)), vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 1i, countLeadingZeros(-617i)).exchanged, true, true)).x, var_0.x);
                let var_2 = dot(u_input.b.zy, vec2<u32>(1u, ~(~u_input.b.x) << ((u_input.b.x | countOneBits(u_input.b.x)) % 32u)));
            }
        }
        case -2811i: {
            let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(global1[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(global2.x, global1[_wgslsmith_index_u32(23822u, 4u)].x, 1370f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(u_input.a, 4u)] + vec4<f32>(global2.x, -1496f, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, 121f)) * vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, global1[_wgslsmith_index_u32(4294967295u, 4u)].x, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global1[_wgslsmith_index_u32(8201u, 4u)].x))), _wgslsmith_f_op_vec4_f32(trunc(global1[_wgslsmith_index_u32(~4294967295u, 4u)])))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global1[_wgslsmith_index_u32(25951u, 4u)].x, 2910f, 202f)))) + vec4<f32>(-412f, 1170f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-591f * global2.x), _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(1515f, 164f))).x), 1000f)), _wgslsmith_f_op_vec4_f32(clamp(global1[_wgslsmith_index_u32(~(~9765u * ~49634u), 4u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(25507u, 4u)].x, global2.x, _wgslsmith_f_op_f32(958f * global2.x), _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(4294967295u, 4u)].x * global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x)) + vec4<f32>(-519f, global2.x, _wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(777f * global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x))), global1[_wgslsmith_index_u32(u_input.a, 4u)])), vec4<f32>(global2.x, global1[_wgslsmith_index_u32(u_input.a << ((37817u << (min(u_input.b.wwz, u_input.b.yyx).x % 32u)) % 32u), 4u)].x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(0u, 4u)] * vec4<f32>(-1169f, 2058f, 269f, 1385f))), vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(23404u, 4u)].x), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(global2.x, global1[_wgslsmith_index_u32(7823u, 4u)].x), global2.xy)).x, _wgslsmith_f_op_vec4_f32(min(global1[_wgslsmith_index_u32(u_input.b.x, 4u)], global1[_wgslsmith_index_u32(u_input.a, 4u)])).x, 736f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-861f)) - _wgslsmith_f_op_f32(clamp(global1[_wgslsmith_index_u32(0u, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x, 2282f))) + _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global1[_wgslsmith_index_u32(0u, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x))).x)));
            var var_1 = u_input.a << (~(~64442u) % 32u);
            var var_2 = u_input.a;
        }
        default: {
            var var_0 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2.x - global1[_wgslsmith_index_u32(0u, 4u)].x) + 339f), _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(~u_input.b.x, 4u)].x)), _wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(~u_input.b.x, 4u)].wx), vec2<f32>(_wgslsmith_div_f32(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global1[_wgslsmith_index_u32(~u_input.b.x, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global2.x, global2.x, 191f), _wgslsmith_f_op_vec4_f32(step(global1[_wgslsmith_index_u32(u_input.b.x, 4u)], global1[_wgslsmith_index_u32(u_input.a, 4u)])).ywx, any(vec2<bool>(true, false)))).x)), global1[_wgslsmith_index_u32(4294967295u - (~44772u << (firstLeadingBit(u_input.b.ywz).x % 32u)), 4u)].zz);
            let var_1 = any(!(!vec3<bool>(459f <= global1[_wgslsmith_index_u32(4600u, 4u)].x, vec4<bool>(true, true, true, true).x, true)));
            (global1)[_wgslsmith_index_u32(~(75818u | (countOneBits(u_input.b.wx).x * ~0u)), 4u)] = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(global1[_wgslsmith_index_u32(u_input.a, 4u)])));
            for (var var_2 = 2147483647i; var_1; var_2 += 1i) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                let var_3 = Struct_1(atomicCompareExchangeWeak(&wg_atomic_i32, atomicXor(&wg_atomic_i32, i32(-2147483648)), firstLeadingBit(vec4<i32>(-1i, countLeadingZeros(vec3<i32>(-4307i, 2147483647i, 62443i)).x, -2735i, i32(-2147483648))).x).exchanged, _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(43408u, 4u)].x, _wgslsmith_f_op_vec2_f32(ceil(var_0[_wgslsmith_index_u32(u_input.b.x, 4u)])).x, _wgslsmith_f_op_vec4_f32(select(global1[_wgslsmith_index_u32(u_input.b.x, 4u)], vec4<f32>(global2.x, var_0[_wgslsmith_index_u32(24u, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x, 1082f), true)).x, _wgslsmith_f_op_f32(-global2.x))), global1[_wgslsmith_index_u32(u_input.b.x, 4u)]), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_div_vec3_f32(global1[_wgslsmith_index_u32(u_input.a, 4u)].zww, global1[_wgslsmith_index_u32(u_input.a, 4u)].zxy), _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(1u, 4u)].wwx))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.a, 4u)].x) + _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x - -495f)), -1366f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2.x) * -244f)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(1745f, var_0[_wgslsmith_index_u32(0u, 4u)].x, 1000f, var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x))) * global1[_wgslsmith_index_u32(6071u, 4u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -910f, global2.x, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x)))));
                break;
            }
            for (var var_2 = 6936i; var_1; var_2 -= 1i) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                var var_3 = ~(vec4<u32>(atomicMin(&wg_atomic_u32, 19308u - 6518u), u_input.b.x | countTrailingZeros(9697u), u_input.b.x, countTrailingZeros(u_input.b).x) + countLeadingZeros(vec4<u32>(0u, 4294967295u, 62884u, 52589u) & ~u_input.b));
                var_2 = abs(-25191i);
                (var_3).x = 4294967295u;
            }
        }
    }
    for (var var_0 = -43141i; true; var_0 -= 1i) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        global1 = mat4x4<f32>(global1[_wgslsmith_index_u32(clamp(u_input.b.zx, vec2<u32>(u_input.b.x, 4294967295u), u_input.b.yz).x, 4u)], _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(-967f, 474f, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global2.x) * vec4<f32>(966f, global2.x, global1[_wgslsmith_index_u32(1u, 4u)].x, 1432f)))) + vec4<f32>(_wgslsmith_f_op_f32(197f - global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x), _wgslsmith_f_op_vec4_f32(exp2(global1[_wgslsmith_index_u32(0u, 4u)])).x, global2.x, _wgslsmith_f_op_f32(global2.x + 336f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec3_f32(select(global1[_wgslsmith_index_u32(u_input.a, 4u)].yzy, vec3<f32>(global2.x, 354f, global2.x), vec3<bool>(true, false, true))).x, 480f, _wgslsmith_f_op_vec3_f32(_probe_exp(global1[_wgslsmith_index_u32(1u, 4u)].wxx)).x, _wgslsmith_f_op_f32(-1000f))) * vec4<f32>(978f, _wgslsmith_f_op_vec4_f32(max(global1[_wgslsmith_index_u32(dot(u_input.b, u_input.b), 4u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(-555f, -997f, -286f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x)))).x, _wgslsmith_f_op_f32(global2.x * global1[_wgslsmith_index_u32(u_input.b.x >> (62872u % 32u), 4u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.a, 4u)].x) + global1[_wgslsmith_index_u32(firstLeadingBit(u_input.b.xzw).x, 4u)].x))), global1[_wgslsmith_index_u32(4294967295u, 4u)]);
    }
    var var_0 = Struct_1(any(vec3<bool>(any(vec3<bool>(true, true, true).xz), vec4<bool>(true, true, true, true).x, true)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(global2.x - global2.x), _wgslsmith_div_f32(global1[_wgslsmith_index_u32(u_input.a, 4u)].x, global2.x), _wgslsmith_f_op_vec4_f32(floor(global1[_wgslsmith_index_u32(u_input.b.x, 4u)])).x, _wgslsmith_f_op_f32(-672f - global1[_wgslsmith_index_u32(u_input.a, 4u)].x)) * _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(reverseBits(14986u), 4u)])) - global1[_wgslsmith_index_u32(countLeadingZeros(_wgslsmith_mod_u32(atomicMax(&wg_atomic_u32, u_input.b.x), u_input.b.x)), 4u)]), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.a, 4u)].x), global1[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(u_input.b.x, u_input.b.x, u_input.a)).x, 4u)].x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(17173u, 4u)].x), global1[_wgslsmith_index_u32(~u_input.a, 4u)].x) + global1[_wgslsmith_index_u32(abs(select(u_input.b.wx, u_input.b.yy, vec2<bool>(false, false)).x), 4u)]), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(firstTrailingBit(~vec2<u32>(u_input.b.x, 45592u)).x, 4u)])));
    return mat3x4<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_vec4_f32(floor(global1[_wgslsmith_index_u32(u_input.a, 4u)])).x, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -609f, -340f)))).x, 1f, var_0.c[_wgslsmith_index_u32(insertBits(reverseBits(vec4<u32>(385u, 4294967295u, 5111u, 4294967295u)), vec4<u32>(0u, 0u, u_input.a, 4294967295u), u_input.b.x, atomicMin(&wg_atomic_u32, u_input.b.x)).x, 2u)].x))), var_0.c[_wgslsmith_index_u32(u_input.b.x, 2u)], var_0.b);
}

fn func_3(arg_0: vec3<f32>, arg_1: mat3x4<f32>, arg_2: Struct_4) -> Struct_2 {
    while (~(0u & atomicLoad(&wg_atomic_u32)) <= ~(u_input.b.x * _wgslsmith_mod_u32(u_input.a << (5767u % 32u), 31141u))) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        break;
    }
    for (var var_0: i32; arg_2.b.a; var_0 = sign(vec2<i32>(insertBits(25348i, 2147483647i, u_input.a, u_input.b.x) & (extractBits(vec3<i32>(1i, 24611i, -11745i), u_input.a, u_input.b.x).x * -49730i), -select(-vec3<i32>(0i, 1i, 0i), ~vec3<i32>(-1i, -12332i, i32(-2147483648)), !arg_2.b.a).x)).x) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        let var_1 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-497f, arg_1[_wgslsmith_index_u32(1u, 3u)].x, -475f, arg_0.x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.b.c[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1076f, -274f, 391f) + global1[_wgslsmith_index_u32(u_input.a, 4u)]))), arg_1[_wgslsmith_index_u32(~37618u, 3u)].x), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.x, arg_1[_wgslsmith_index_u32(51886u, 3u)].x, -1043f)))).yy, arg_0.xy)), vec2<f32>(arg_1[_wgslsmith_index_u32(~u_input.b.x, 3u)].x, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, -706f) + arg_1[_wgslsmith_index_u32(59968u, 3u)].zww))), vec3<f32>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, _wgslsmith_f_op_f32(dot(vec3<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, global2.x, -1000f), vec3<f32>(115f, 366f, 1149f))), _wgslsmith_f_op_f32(-109f - 1084f)))).x));
        break;
    }
    for (var var_0 = 18015i; var_0 >= -13973i; (global2).x = -343f) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        global3 = arg_0.x;
    }
    while (((arg_0.x < _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(countLeadingZeros(u_input.b.wz).x, 3u)] - _wgslsmith_div_vec4_f32(vec4<f32>(-389f, 942f, arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0.x), vec4<f32>(-737f, arg_0.x, global1[_wgslsmith_index_u32(4294967295u, 4u)].x, global2.x))))).x)) && arg_2.b.a) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        continue;
    }
    loop {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        var var_0 = -(-vec2<i32>(vec3<i32>(1i, 1i, 1i).x, -(-(-22052i))));
    }
    return Struct_2(vec4<u32>(abs(u_input.a), extractBits(u_input.a, ~u_input.a >> (~u_input.a % 32u), max(1u, 51436u & u_input.b.x)), u_input.a, _wgslsmith_mod_u32(~56750u, dot(vec3<u32>(4294967295u, 4120u, 4294967295u), u_input.b.yyw)) & (1u + 25038u)), arg_2.b, Struct_1(!arg_2.b.a, vec4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(arg_1[_wgslsmith_index_u32(39783u, 3u)], vec4<f32>(-726f, -519f, global1[_wgslsmith_index_u32(0u, 4u)].x, global1[_wgslsmith_index_u32(3626u, 4u)].x)))).x, -807f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x - 1407f)), -1000f), arg_2.b.c), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(min(arg_0, _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1121f, arg_2.c.x, -1333f), arg_2.b.b.yxy)))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1382f, global2.x, 227f) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(90624u, 4u)].x, global2.x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(fract(arg_2.b.c[_wgslsmith_index_u32(u_input.a, 2u)])).yyw + vec3<f32>(-275f, global1[_wgslsmith_index_u32(u_input.a, 4u)].x, arg_2.b.c[_wgslsmith_index_u32(u_input.a, 2u)].x)))), 1771f);
}

fn func_2(arg_0: mat2x4<f32>, arg_1: Struct_2) -> Struct_4 {
    loop {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        var var_0 = true;
        switch (_wgslsmith_mod_i32(countLeadingZeros(-(~vec3<i32>(2147483647i, 0i, 4846i) << (u_input.b.yzz % vec3<u32>(32u)))).x, -55799i)) {
            case 13974i: {
                (global0)[_wgslsmith_index_u32(~1u, 26u)] = func_3(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(174f, global2.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-434f))), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(0u, 2u)].x, -1048f, global1[_wgslsmith_index_u32(arg_1.a.x, 4u)].x)))).x))).wwz, func_4(), Struct_4(select(!(!vec4<bool>(arg_1.b.a, false, true, arg_1.b.a)), select(!vec4<bool>(false, arg_1.c.a, arg_1.b.a, arg_1.b.a), select(vec4<bool>(true, false, arg_1.c.a, arg_1.c.a), vec4<bool>(arg_1.b.a, false, false, arg_1.c.a), false), arg_1.b.a), any(vec2<bool>(true, true))).xzy, Struct_1(arg_1.c.a, _wgslsmith_f_op_vec4_f32(exp2(arg_1.b.b)), arg_1.b.c), vec2<f32>(_wgslsmith_f_op_f32(-(-1178f)), global2.x)));
                break;
            }
            case -1i: {
            }
            case 1i: {
                var var_1 = select(vec4<bool>(true, arg_1.c.a, true, true), select(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, vec4<i32>(1i, 1i, 1i, 1i).x, ~0i).exchanged, true, arg_1.b.a, arg_1.c.a), select(vec4<bool>(!arg_1.c.a, arg_1.b.a || arg_1.b.a, select(vec4<bool>(arg_1.c.a, arg_1.b.a, arg_1.b.a, false), vec4<bool>(false, arg_1.c.a, arg_1.b.a, false), vec4<bool>(arg_1.c.a, true, arg_1.b.a, arg_1.b.a)).x, !arg_1.b.a), vec4<bool>(true, arg_1.b.a, true, true), arg_1.c.a), select(vec3<bool>(true, true, true), vec3<bool>(true, select(vec3<bool>(arg_1.c.a, true, true), vec3<bool>(false, arg_1.b.a, true), vec3<bool>(false, arg_1.c.a, true)).x, arg_1.c.a), arg_1.b.a).x), select(select(!select(vec4<bool>(false, false, true, arg_1.c.a), vec4<bool>(false, arg_1.b.a, true, true), arg_1.b.a), vec4<bool>(true, true, !arg_1.b.a, true), arg_1.b.a), vec4<bool>(false, _wgslsmith_f_op_f32(select(global2.x, -626f, false)) <= arg_1.c.c[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, u_input.b.x, 27826u).old_value, 2u)].x, false, !arg_1.c.a), !(!(!vec4<bool>(arg_1.c.a, false, true, true)))));
                break;
            }
            default: {
                (global2).x = -936f;
                continue;
            }
        }
        global3 = _wgslsmith_div_f32(_wgslsmith_f_op_f32(floor(arg_1.d.x)), _wgslsmith_f_op_f32(-1340f));
    }
    while (true) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        let var_0 = Struct_1((atomicMax(&wg_atomic_i32, max(vec2<i32>(-1i, 21081i), insertBits(vec4<i32>(47271i, 17301i, i32(-2147483648), -1i), vec4<i32>(i32(-2147483648), i32(-2147483648), 22430i, -2363i), u_input.b.x, u_input.a).xy).x) < -58378i), vec4<f32>(-292f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1119f) * arg_0[_wgslsmith_index_u32(clamp(u_input.b.yx, vec2<u32>(111390u, arg_1.a.x), vec2<u32>(u_input.a, 18364u)).x, 2u)].x)), _wgslsmith_f_op_vec4_f32(trunc(arg_0[_wgslsmith_index_u32(u_input.a * ~1u, 2u)])).x, _wgslsmith_f_op_vec2_f32(min(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_1.b.b.x, arg_0[_wgslsmith_index_u32(arg_1.a.x, 2u)].x) + arg_0[_wgslsmith_index_u32(4294967295u, 2u)].yy), _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(3480u, 4u)].yw * vec2<f32>(797f, global2.x))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(798f, 1000f)), arg_0[_wgslsmith_index_u32(countTrailingZeros(u_input.b).x, 2u)].wz))).x), arg_0);
        switch (-(0i)) {
            case 2147483647i: {
                var var_1 = arg_1.b;
                let var_2 = global2.zx;
                continue;
            }
            default: {
                let var_1 = arg_1.a.zzw;
                var var_2 = reverseBits(-78336i);
                var var_3 = Struct_4(vec3<bool>(false, var_0.a, !arg_1.c.a), Struct_1(11752u > select(arg_1.a.zwx, vec3<u32>(var_1.x, var_1.x, 46319u), !vec3<bool>(true, arg_1.c.a, arg_1.c.a)).x, arg_0[_wgslsmith_index_u32(~(insertBits(arg_1.a, u_input.b, 1u, u_input.b.x).x ^ ~4294967295u), 2u)], func_3(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, -1743f, 1000f, arg_1.e))))).wwz, mat3x4<f32>(vec4<f32>(-885f, 1272f, 2858f, -442f), _wgslsmith_f_op_vec4_f32(fract(var_0.b)), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.c[_wgslsmith_index_u32(62166u, 2u)].x, arg_0[_wgslsmith_index_u32(var_1.x, 2u)].x, 1394f, 1000f) + vec4<f32>(-369f, var_0.b.x, global2.x, arg_1.e))), Struct_4(!vec3<bool>(true, false, var_0.a), func_3(arg_0[_wgslsmith_index_u32(var_1.x, 2u)].xxz, mat3x4<f32>(arg_0[_wgslsmith_index_u32(14082u, 2u)], arg_1.b.c[_wgslsmith_index_u32(arg_1.a.x, 2u)], vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 2u)].x, 1215f, arg_0[_wgslsmith_index_u32(arg_1.a.x, 2u)].x, var_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x)), Struct_4(vec3<bool>(true, true, false), Struct_1(false, var_0.b, var_0.c), var_0.b.xy)).c, _wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(arg_1.a.x, 2u)].x, arg_1.c.b.x) - vec2<f32>(346f, -246f)))).c.c), vec2<f32>(_wgslsmith_div_f32(arg_1.b.c[_wgslsmith_index_u32(abs(vec4<u32>(arg_1.a.x, 17604u, u_input.a, u_input.a)).x, 2u)].x, _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(fract(var_0.c[_wgslsmith_index_u32(1186u, 2u)])))).x), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-942f, arg_1.d.x))));
                continue;
            }
        }
        for (; ; ) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            break;
        }
        continue;
    }
    ((global0)[_wgslsmith_index_u32(2334u, 26u)]).c = arg_1.b;
    let var_0 = vec4<u32>(u_input.b.x, select(~vec3<u32>(arg_1.a.x, 117556u, 4294967295u), vec3<u32>(arg_1.a.x & arg_1.a.x, clamp(vec3<u32>(u_input.b.x, 0u, arg_1.a.x), u_input.b.zzy, u_input.b.xyx).x, ~u_input.a), !select(vec4<bool>(false, false, arg_1.b.a, arg_1.c.a), vec4<bool>(arg_1.c.a, true, arg_1.c.a, arg_1.b.a), vec4<bool>(false, arg_1.b.a, false, arg_1.c.a)).xxw).x / 50354u, 1u, u_input.a);
    switch (atomicLoad(&wg_atomic_i32)) {
        default: {
            for (var var_1 = 0i; all(!(!select(select(vec3<bool>(arg_1.b.a, false, arg_1.b.a), vec3<bool>(true, arg_1.b.a, arg_1.b.a), arg_1.c.a), vec3<bool>(false, false, false), false).yy)); var_1 += 1i) {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
                let var_2 = !vec3<bool>(false, arg_1.b.a, select(vec3<bool>(all(vec2<bool>(arg_1.b.a, false)), false, !arg_1.b.a), !(!vec3<bool>(arg_1.c.a, true, false)), vec3<bool>(false, atomicCompareExchangeWeak(&wg_atomic_u32, 1u, 88352u).exchanged, arg_1.c.a)).x);
                var var_3 = ((var_0.ywz & vec3<u32>(~4294967295u, countOneBits(arg_1.a.wwy).x, firstTrailingBit(var_0).x)) >> (vec3<u32>(~0u - 40053u, atomicAnd(&wg_atomic_u32, ~31510u), 4294967295u) % vec3<u32>(32u))) - min(var_0.zzx, ~arg_1.a.xxy);
                let var_4 = false;
                break;
            }
        }
    }
    return Struct_4(vec3<bool>(true, true, true), arg_1.b, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(1283f * arg_1.b.c[_wgslsmith_index_u32(var_0.x, 2u)].x)), 1337f) + _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(~u_input.b.x, 4u)].xx - _wgslsmith_div_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(var_0.x, 2u)].x, arg_1.e), vec2<f32>(arg_1.b.b.x, arg_0[_wgslsmith_index_u32(arg_1.a.x, 2u)].x)))));
}

fn func_1(arg_0: Struct_4) -> i32 {
    loop {
        if (LOOP_COUNTERS[21u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        switch (1i) {
            case i32(-2147483648): {
                (global2).x = arg_0.c.x;
                continue;
            }
            case 0i: {
                let var_0 = mat4x4<f32>(global1[_wgslsmith_index_u32(~(68327u * atomicExchange(&wg_atomic_u32, select(u_input.a, u_input.a, arg_0.a.x))), 4u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(106f * arg_0.b.c[_wgslsmith_index_u32(abs(63374u), 2u)].x), 1065f, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(13081u, 4u)].xyz), _wgslsmith_f_op_vec3_f32(step(arg_0.b.c[_wgslsmith_index_u32(3382u, 2u)].yxy, vec3<f32>(-1251f, -293f, -1725f))), false)).x, _wgslsmith_f_op_f32(-2218f - 1435f))), _wgslsmith_f_op_vec4_f32(-arg_0.b.c[_wgslsmith_index_u32(~1401u, 2u)]), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(-1176f, _wgslsmith_f_op_f32(-arg_0.b.c[_wgslsmith_index_u32(u_input.a, 2u)].x))), global1[_wgslsmith_index_u32(54580u, 4u)].x, _wgslsmith_f_op_f32(-(-195f)), global2.x));
                var var_1 = u_input.b.ywy;
            }
            default: {
                continue;
            }
        }
    }
    var var_0 = min(select(u_input.b.wwy + u_input.b.zzx, ~(~vec3<u32>(4294967295u, u_input.a, 1u) / u_input.b.wxx), arg_0.a).xx, ~firstTrailingBit(max(vec4<u32>(u_input.b.x, u_input.b.x, 1u, 28470u), ~u_input.b).zwz).yz).x;
    loop {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        while (arg_0.b.a) {
            if (LOOP_COUNTERS[23u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
            var var_1 = Struct_1(arg_0.b.a, arg_0.b.c[_wgslsmith_index_u32(u_input.b.x, 2u)], arg_0.b.c);
            let var_2 = func_3(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_1.c[_wgslsmith_index_u32(~82155u, 2u)].xzw), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, _wgslsmith_f_op_f32(-var_1.b.x), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(584f, 414f, 902f), vec3<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, 960f, 653f), false)).x))), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x), _wgslsmith_f_op_f32(-212f + arg_0.c.x), -693f, -974f), global1[_wgslsmith_index_u32(~(~u_input.a), 4u)], var_1.c[_wgslsmith_index_u32(~u_input.b.x & 35500u, 2u)]), func_2(func_3(var_1.b.zyy, mat3x4<f32>(var_1.c[_wgslsmith_index_u32(u_input.a, 2u)], _wgslsmith_f_op_vec4_f32(trunc(var_1.c[_wgslsmith_index_u32(u_input.b.x, 2u)])), _wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(u_input.b.x, 4u)] * vec4<f32>(-392f, arg_0.c.x, 2092f, -2026f))), func_2(mat2x4<f32>(arg_0.b.c[_wgslsmith_index_u32(u_input.b.x, 2u)], vec4<f32>(2593f, 685f, -938f, global1[_wgslsmith_index_u32(u_input.a, 4u)].x)), Struct_2(u_input.b, arg_0.b, Struct_1(false, vec4<f32>(-2007f, global2.x, arg_0.c.x, 759f), mat2x4<f32>(var_1.b, vec4<f32>(arg_0.c.x, 857f, var_1.b.x, arg_0.c.x))), global1[_wgslsmith_index_u32(u_input.a, 4u)].ywz, -1980f))).c.c, global0[_wgslsmith_index_u32(~u_input.a, 26u)]));
        }
        loop {
            if (LOOP_COUNTERS[24u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
            var var_1 = ~vec2<i32>(-(-18314i), ~(-dot(vec3<i32>(-13959i, -42830i, 2147483647i), vec3<i32>(8900i, 0i, 75223i))));
            break;
        }
        continuing {
            let var_1 = mat3x3<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].zzx, _wgslsmith_f_op_vec4_f32(saturate(global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a, ~69229u) & 72960u, 4u)])).zxz, _wgslsmith_div_vec3_f32(vec3<f32>(global2.x, 860f, global2.x), vec3<f32>(arg_0.c.x, _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x))).x, 266f)));
            let var_2 = global0[_wgslsmith_index_u32(1u + 1u, 26u)];
            let var_3 = mat2x2<f32>(global1[_wgslsmith_index_u32(max(vec4<u32>(~1u, 0u, 34846u, ~31435u - atomicAdd(&wg_atomic_u32, 9264u)), ~extractBits(vec4<u32>(0u, 21523u, u_input.a, 4294967295u), u_input.a, 96195u) / clamp(vec4<u32>(58892u, 1u, 4294967295u, 4294967295u), firstLeadingBit(vec4<u32>(u_input.a, 107619u, 18884u, 1u)), var_2.a | vec4<u32>(var_2.a.x, 10175u, u_input.a, 10291u))).x, 4u)].zy, var_2.b.b.zy);
            let var_4 = mat3x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(select(var_2.c.b, vec4<f32>(-1033f, global2.x, var_2.c.c[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_3[_wgslsmith_index_u32(u_input.a, 2u)].x), true)))), _wgslsmith_f_op_vec4_f32(func_3(arg_0.b.b.yzw, mat3x4<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)], vec4<f32>(global2.x, global2.x, arg_0.b.c[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 135f), vec4<f32>(var_1[_wgslsmith_index_u32(4169u, 3u)].x, var_2.c.c[_wgslsmith_index_u32(4294967295u, 2u)].x, -1000f, 1023f)), Struct_4(vec3<bool>(true, arg_0.a.x, arg_0.a.x), arg_0.b, vec2<f32>(global1[_wgslsmith_index_u32(53342u, 4u)].x, var_2.e))).b.b - global1[_wgslsmith_index_u32(~1u, 4u)]))).wzx, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-arg_0.b.b))).yyw, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(256f, 173f, 1644f))) - _wgslsmith_f_op_vec3_f32(sign(var_2.b.b.xzz))))), var_1[_wgslsmith_index_u32(0u, 3u)], _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_div_vec3_f32(arg_0.b.c[_wgslsmith_index_u32(var_2.a.x, 2u)].ywz, _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(var_2.a.x, 4u)].zzz)))), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(u_input.b.x, 4u)] + global1[_wgslsmith_index_u32(u_input.a, 4u)]), vec4<f32>(1160f, var_3[_wgslsmith_index_u32(23509u, 2u)].x, arg_0.c.x, global1[_wgslsmith_index_u32(43782u, 4u)].x))).yzz))));
            var var_5 = var_2.c.a;
            break if var_2.b.a && true;
        }
    }
    if (select(vec2<bool>(true, true), vec2<bool>(select(select(select(vec4<bool>(arg_0.b.a, arg_0.b.a, true, false), vec4<bool>(true, arg_0.b.a, arg_0.a.x, false), vec4<bool>(false, arg_0.b.a, false, arg_0.a.x)), vec4<bool>(true, false, true, arg_0.b.a), global1[_wgslsmith_index_u32(u_input.a, 4u)].x <= global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x).x, select(vec2<i32>(0i, -1i), vec2<i32>(0i, 1i), arg_0.a.zz).x == ~2147483647i, arg_0.a.x), arg_0.a.x), !(!arg_0.b.a)).x) {
        ((global0)[_wgslsmith_index_u32(u_input.a, 26u)]).d = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(_wgslsmith_f_op_f32(-global2.x), global2.x, arg_0.b.b.x), _wgslsmith_f_op_vec4_f32(sign(global1[_wgslsmith_index_u32(49694u, 4u)])).zyy))));
        switch (-reverseBits(vec3<i32>(~sign(vec2<i32>(13518i, -23184i)).x, reverseBits(1i), _wgslsmith_mod_i32(sign(-1i), -(-15500i)))).x) {
            case 11126i: {
                let var_1 = vec4<i32>(~12299i, 63125i, countLeadingZeros(-33784i) >> (u_input.b.x % 32u), i32(-2147483648));
                var var_2 = func_4();
                var var_3 = mat2x3<f32>(global1[_wgslsmith_index_u32((1u | atomicMax(&wg_atomic_u32, 1u)) - u_input.b.x, 4u)].xxw, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(~(~4294967295u), 4u)].wxx - vec3<f32>(-1452f, _wgslsmith_div_f32(var_2[_wgslsmith_index_u32(46124u, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(-global2.x))) - _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.c.x, global2.x, arg_0.c.x, global2.x) - _wgslsmith_f_op_vec4_f32(-arg_0.b.c[_wgslsmith_index_u32(12465u, 2u)])))).ywx));
                ((var_3)[_wgslsmith_index_u32(~0u, 2u)]).x = -1514f;
            }
            case -12160i: {
                var_0 = 0u;
                var var_1 = _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-arg_0.b.c[_wgslsmith_index_u32(u_input.a, 2u)].x), -408f));
                let var_2 = Struct_3(Struct_1(select(arg_0.a, vec3<bool>(true, true, true), false).x, _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(~1u, 4u)]))), arg_0.b.c), (((u_input.a / 1u) * ~21329u) / reverseBits(u_input.a | u_input.a)) << (u_input.b.x % 32u));
                var var_3 = _wgslsmith_f_op_f32(-(-656f));
            }
            default: {
                var var_1 = func_3(vec3<f32>(global2.x, _wgslsmith_f_op_f32(2195f + 155f), global1[_wgslsmith_index_u32(u_input.a, 4u)].x), func_4(), func_2(func_2(arg_0.b.c, global0[_wgslsmith_index_u32(57158u, 26u)]).b.c, global0[_wgslsmith_index_u32(4294967295u, 26u)])).b;
                var var_2 = arg_0.b;
                var_0 = countTrailingZeros(47801u);
                global3 = 405f;
            }
        }
    }
    let var_1 = -1i > extractBits(vec4<i32>(-5218i, ~0i >> ((1u + 4294967295u) % 32u), 1i, ~2147483647i + 21312i), ~(~u_input.b.x), ~dot(~vec4<u32>(u_input.b.x, 30930u, 4294967295u, u_input.b.x), ~u_input.b)).x;
    return -1i;
}

fn main_orig(builtin_local_invocation_id: vec3<u32>, builtin_workgroup_id: vec3<u32>, builtin_num_workgroups: vec3<u32>) {
    switch (1i * -(~func_1(func_2(mat2x4<f32>(vec4<f32>(global2.x, -188f, 1000f, -1285f), vec4<f32>(global2.x, 220f, -1287f, -1508f)), Struct_2(u_input.b, Struct_1(false, vec4<f32>(-1000f, global2.x, 1225f, global2.x), mat2x4<f32>(vec4<f32>(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global2.x, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -1380f), global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])), Struct_1(true, global1[_wgslsmith_index_u32(0u, 4u)], mat2x4<f32>(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], vec4<f32>(-929f, 1000f, 1810f, global2.x))), global1[_wgslsmith_index_u32(20195u, 4u)].wyw, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x))))) {
        case 12671i: {
        }
        case 3286i: {
            switch (-(-(1i / insertBits(1i, -1i, 67100u, abs(u_input.b).x)))) {
                case 37774i: {
                    var var_0 = atomicLoad(&wg_atomic_i32);
                    let var_1 = ~vec2<u32>(0u, 45669u);
                    var var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2.x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x + 794f))))), global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].zwy, vec3<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)] + global1[_wgslsmith_index_u32(u_input.b.x, 4u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(0u, 4u)].x, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, global2.x, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x)), vec4<bool>(true, true, true, true))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.x, -1242f, global1[_wgslsmith_index_u32(28032u, 4u)].x, global2.x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-635f, 212f, global2.x, -355f))))).x, -424f, _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(1018f, global1[_wgslsmith_index_u32(28880u, 4u)].x) - vec2<f32>(505f, 1367f)) - vec2<f32>(1022f, global1[_wgslsmith_index_u32(0u, 4u)].x)))).x));
                }
                case -613i: {
                    let var_0 = reverseBits(~(~(~vec2<u32>(2660u, u_input.b.x) ^ ~vec2<u32>(u_input.a, 0u)))).x;
                    return;
                }
                default: {
                }
            }
            loop {
                if (LOOP_COUNTERS[25u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
                let var_0 = (vec2<u32>(~66328u, builtin_local_invocation_id.x) ^ vec2<u32>(clamp(~u_input.b.xyw, abs(builtin_num_workgroups), vec3<u32>(4294967295u, u_input.b.x, 38324u) + builtin_workgroup_id).x, u_input.b.x)) - ~vec2<u32>(0u, _wgslsmith_mod_u32(~24192u, 1u));
                return;
                continuing {
                    (global1)[_wgslsmith_index_u32(~(~(builtin_local_invocation_id.x ^ select(min(builtin_workgroup_id, builtin_workgroup_id), ~builtin_num_workgroups, builtin_local_invocation_id.x == 125096u).x)), 4u)] = _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(reverseBits(u_input.b).x / var_0.x, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1503f - -2591f))), _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(-390f, 598f))))), _wgslsmith_f_op_f32(_wgslsmith_div_f32(global2.x, _wgslsmith_div_f32(-694f, -1000f)) * -1384f))));
                    var var_1 = true & (true || (atomicCompareExchangeWeak(&wg_atomic_u32, ~builtin_local_invocation_id.x, builtin_local_invocation_id.x).exchanged && true));
                    global3 = _wgslsmith_f_op_f32(-407f);
                    var var_2 = Struct_4(func_2(func_2(func_2(func_2(mat2x4<f32>(global1[_wgslsmith_index_u32(7697u, 4u)], global1[_wgslsmith_index_u32(var_0.x, 4u)]), global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 26u)]).b.c, Struct_2(vec4<u32>(4294967295u, 19410u, builtin_num_workgroups.x, 4294967295u), Struct_1(true, global1[_wgslsmith_index_u32(1u, 4u)], mat2x4<f32>(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)])), Struct_1(true, vec4<f32>(global2.x, 835f, -2208f, 877f), mat2x4<f32>(vec4<f32>(global2.x, global1[_wgslsmith_index_u32(43454u, 4u)].x, global2.x, 1703f), vec4<f32>(global1[_wgslsmith_index_u32(0u, 4u)].x, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global1[_wgslsmith_index_u32(1u, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x))), vec3<f32>(global2.x, global2.x, 455f), global2.x)).b.c, Struct_2(u_input.b, func_3(global1[_wgslsmith_index_u32(var_0.x, 4u)].xxx, mat3x4<f32>(vec4<f32>(global2.x, global2.x, 392f, global2.x), global1[_wgslsmith_index_u32(0u, 4u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)]), Struct_4(vec3<bool>(true, false, true), Struct_1(false, vec4<f32>(149f, global1[_wgslsmith_index_u32(u_input.a, 4u)].x, 425f, -128f), mat2x4<f32>(vec4<f32>(279f, -821f, -883f, global2.x), vec4<f32>(-465f, global2.x, 311f, global1[_wgslsmith_index_u32(1u, 4u)].x))), global2.zz)).c, Struct_1(false, vec4<f32>(1151f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -599f, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x), mat2x4<f32>(vec4<f32>(-1169f, -314f, 712f, 171f), global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])), _wgslsmith_f_op_vec3_f32(-global1[_wgslsmith_index_u32(11997u, 4u)].xxw), _wgslsmith_div_f32(-553f, 955f))).b.c, Struct_2(select(~u_input.b, u_input.b, vec3<bool>(true, true, true).x), Struct_1(true, vec4<f32>(global2.x, 105f, -561f, global2.x), mat2x4<f32>(global1[_wgslsmith_index_u32(67487u, 4u)], global1[_wgslsmith_index_u32(var_0.x, 4u)])), Struct_1(true, _wgslsmith_f_op_vec4_f32(abs(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])), mat2x4<f32>(vec4<f32>(1106f, global1[_wgslsmith_index_u32(1u, 4u)].x, -680f, global2.x), global1[_wgslsmith_index_u32(81823u, 4u)])), vec3<f32>(global1[_wgslsmith_index_u32(4294967295u - 33533u, 4u)].x, _wgslsmith_f_op_f32(-global2.x), _wgslsmith_f_op_f32(-1742f)), _wgslsmith_f_op_f32(-446f))).a, func_2(func_3(global1[_wgslsmith_index_u32(select(builtin_num_workgroups, builtin_workgroup_id, true).x / var_0.x, 4u)].xyw, func_4(), Struct_4(vec4<bool>(true, true, true, true).xyz, Struct_1(false, global1[_wgslsmith_index_u32(74968u, 4u)], mat2x4<f32>(vec4<f32>(global1[_wgslsmith_index_u32(1u, 4u)].x, -573f, 1830f, 2224f), vec4<f32>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 1638f, 1000f, global2.x))), _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(70752u, 4u)].xy - global2.zy))).b.c, func_3(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-887f, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, global2.x, global1[_wgslsmith_index_u32(1u, 4u)].x)))).yyy, func_4(), func_2(func_3(global1[_wgslsmith_index_u32(849u, 4u)].wwy, mat3x4<f32>(vec4<f32>(642f, -1116f, 219f, 152f), global1[_wgslsmith_index_u32(u_input.b.x, 4u)], vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, global2.x, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global1[_wgslsmith_index_u32(16779u, 4u)].x)), Struct_4(vec3<bool>(true, true, false), Struct_1(true, vec4<f32>(global2.x, 366f, global2.x, global2.x), mat2x4<f32>(vec4<f32>(630f, global2.x, 331f, -399f), global1[_wgslsmith_index_u32(0u, 4u)])), vec2<f32>(-754f, global2.x))).b.c, Struct_2(u_input.b, Struct_1(false, vec4<f32>(global1[_wgslsmith_index_u32(0u, 4u)].x, 2976f, -795f, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x), mat2x4<f32>(global1[_wgslsmith_index_u32(0u, 4u)], vec4<f32>(642f, global2.x, 1000f, -2949f))), Struct_1(true, vec4<f32>(-337f, global1[_wgslsmith_index_u32(23966u, 4u)].x, 949f, global2.x), mat2x4<f32>(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global1[_wgslsmith_index_u32(62663u, 4u)])), global1[_wgslsmith_index_u32(4169u, 4u)].xyx, global1[_wgslsmith_index_u32(1u, 4u)].x)))).b, global1[_wgslsmith_index_u32(~extractBits(~u_input.b, builtin_num_workgroups.x, ~(~0u)).x, 4u)].zw);
                    let var_3 = var_2.a.x;
                }
            }
            while (false && !select(vec4<bool>(true, true, true, true).wyw, vec3<bool>(true, true, true), func_3(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].zxw, mat3x4<f32>(vec4<f32>(271f, global1[_wgslsmith_index_u32(59198u, 4u)].x, 185f, -218f), vec4<f32>(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, global1[_wgslsmith_index_u32(36060u, 4u)].x, global2.x, 673f), vec4<f32>(-1059f, global1[_wgslsmith_index_u32(0u, 4u)].x, -420f, 270f)), Struct_4(vec3<bool>(true, false, false), Struct_1(false, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], mat2x4<f32>(vec4<f32>(-1000f, 198f, global2.x, global2.x), global1[_wgslsmith_index_u32(u_input.a, 4u)])), vec2<f32>(2706f, global2.x))).c.a).x) {
                if (LOOP_COUNTERS[26u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
                let var_0 = _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-global2.x), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(_wgslsmith_f_op_vec2_f32(trunc(global1[_wgslsmith_index_u32(1u, 4u)].xy)).x, 2634f, _wgslsmith_f_op_f32(-global2.x)))).x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(8186u, 4u)].x - 1000f))), global1[_wgslsmith_index_u32(4294967295u, 4u)].x)));
                let var_1 = ~_wgslsmith_mod_i32(74179i, ~1i) - countOneBits(_wgslsmith_mod_vec2_i32(-vec4<i32>(1i, 1i, 1i, 1i).wx, vec2<i32>(~(-371i), 18919i))).x;
                var var_2 = 45317u;
            }
            var var_0 = i32(-2147483648);
            var var_1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(-(-245f)), 1396f, -353f, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(-309f, global2.x), _wgslsmith_div_vec2_f32(vec2<f32>(global2.x, global2.x), global2.xx), vec2<bool>(true, true))).x))), global1[_wgslsmith_index_u32(1u, 4u)], global1[_wgslsmith_index_u32(~28162u, 4u)], vec4<f32>(-1617f, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, 1u), 4u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec3_f32(exp2(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].zwx)).xx, global2.yy, false)).x * global2.x), global1[_wgslsmith_index_u32(9908u + max(builtin_local_invocation_id.xx + u_input.b.ww, builtin_num_workgroups.yx ^ vec2<u32>(1u, builtin_workgroup_id.x)).x, 4u)].x));
        }
        case 2147483647i: {
            for (var var_0: i32; var_0 != 2147483647i; (global0)[_wgslsmith_index_u32(min(vec4<u32>(builtin_local_invocation_id.x, _wgslsmith_mod_u32(builtin_workgroup_id.x, builtin_workgroup_id.x) << (u_input.a % 32u), _wgslsmith_mod_u32(4294967295u, 11146u) << (reverseBits(builtin_local_invocation_id.zy).x % 32u), (u_input.a * 0u) * ~0u) << (vec4<u32>(1u, min(u_input.b.wyy, builtin_local_invocation_id - u_input.b.wwy).x, ~reverseBits(vec2<u32>(1u, builtin_local_invocation_id.x)).x, ~builtin_num_workgroups.x) % vec4<u32>(32u)), u_input.b).x, 26u)] = global0[_wgslsmith_index_u32(insertBits(~builtin_local_invocation_id.xz, builtin_num_workgroups.xx, 0u, u_input.a).x, 26u)]) {
                if (LOOP_COUNTERS[27u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
                let var_1 = firstLeadingBit(vec3<u32>(26798u, 38309u, 51008u));
                var var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(~(~(~builtin_local_invocation_id.x)), 4u)].zxy * global1[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 4u)].xzx), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(sign(global1[_wgslsmith_index_u32(1u, 4u)].xxy)).x * global2.x), -251f, global1[_wgslsmith_index_u32(12944u, 4u)].x, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-598f, global1[_wgslsmith_index_u32(4294967295u, 4u)].x, 1685f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), func_3(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].wzz, mat3x4<f32>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], vec4<f32>(-2010f, global1[_wgslsmith_index_u32(29615u, 4u)].x, global2.x, global1[_wgslsmith_index_u32(0u, 4u)].x), vec4<f32>(global2.x, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global1[_wgslsmith_index_u32(53832u, 4u)].x, 1199f)), Struct_4(vec3<bool>(false, false, true), Struct_1(false, vec4<f32>(1474f, 809f, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, global2.x), mat2x4<f32>(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], vec4<f32>(-1314f, 381f, global2.x, -1108f))), vec2<f32>(-291f, -220f))).b.c[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)], global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(352f, 797f, global2.x, global1[_wgslsmith_index_u32(1u, 4u)].x))))))).xzx);
                continue;
            }
        }
        case 105i: {
            (((((global0)[_wgslsmith_index_u32(0u, 26u)]).c).c)[_wgslsmith_index_u32(~((~builtin_num_workgroups.x + countTrailingZeros(u_input.b.yyy).x) / min(builtin_local_invocation_id.zz, vec2<u32>(builtin_workgroup_id.x, u_input.a) - builtin_workgroup_id.zy).x) & abs(vec4<u32>(~(~u_input.a), ~1u, ~(~1u), 36575u)).x, 2u)]).x = 1573f;
            while (func_3(_wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(select(77864u, 1u, true), 4u)].xzz - global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].wxw), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-585f, global2.x, 490f, global1[_wgslsmith_index_u32(48691u, 4u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global2.x, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, 494f, global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x)), all(vec2<bool>(true, false)))) + global1[_wgslsmith_index_u32(62442u, 4u)]), _wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(~(~builtin_num_workgroups.x), 4u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global2.x, global2.x, -501f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x) + global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)])) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(714f, 256f, 456f, global1[_wgslsmith_index_u32(0u, 4u)].x)))), func_2(mat2x4<f32>(func_4()[_wgslsmith_index_u32(37049u, 3u)], global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), func_3(_wgslsmith_f_op_vec3_f32(clamp(global1[_wgslsmith_index_u32(4294967295u, 4u)].wyz, _wgslsmith_f_op_vec3_f32(global1[_wgslsmith_index_u32(4294967295u, 4u)].xwz - global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].zwy), _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(global1[_wgslsmith_index_u32(u_input.a, 4u)].x, global2.x, global2.x))))), mat3x4<f32>(vec4<f32>(-1348f, 1227f, -811f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), global1[_wgslsmith_index_u32(min(u_input.b.yy, u_input.b.ww).x, 4u)], func_2(mat2x4<f32>(global1[_wgslsmith_index_u32(11771u, 4u)], vec4<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 4u)].x, -1294f, 1269f, -964f)), global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 26u)]).b.c[_wgslsmith_index_u32(u_input.a, 2u)]), Struct_4(vec3<bool>(false, false, false), Struct_1(true, global1[_wgslsmith_index_u32(u_input.a, 4u)], mat2x4<f32>(vec4<f32>(global2.x, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 1306f, -599f), vec4<f32>(-1077f, global1[_wgslsmith_index_u32(0u, 4u)].x, global2.x, global2.x))), vec2<f32>(global2.x, -953f))))).c.a) {
                if (LOOP_COUNTERS[28u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
            }
        }
        default: {
        }
    }
    global3 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-680f, global2.x, -851f, -1981f))).x, _wgslsmith_f_op_f32(-(-630f))), vec2<f32>(-1122f, global1[_wgslsmith_index_u32(u_input.a, 4u)].x), vec2<bool>(true, true))).x));
    let x = u_input.a;
    s_output = StorageBuffer(func_4(), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(-974f, -1968f), global1[_wgslsmith_index_u32(1u, 4u)].zz) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(3108u, 4u)].wy))), _wgslsmith_f_op_vec4_f32(min(global1[_wgslsmith_index_u32(4294967295u, 4u)], global1[_wgslsmith_index_u32(1u, 4u)])).xw, vec2<f32>(global2.x, 621f)), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(1u, 4u)]), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)])) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1359f, -714f, global1[_wgslsmith_index_u32(0u, 4u)].x, -162f) * vec4<f32>(-905f, global1[_wgslsmith_index_u32(57306u, 4u)].x, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 614f)))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1000f, 1000f, global2.x, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x), global1[_wgslsmith_index_u32(1u, 4u)], global1[_wgslsmith_index_u32(27453u, 4u)])) + _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 4u)].x, 1299f, global1[_wgslsmith_index_u32(u_input.a, 4u)].x, -627f)))), vec4<f32>(454f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x & 43614u, 4u)].x, global2.x, -1488f))), _wgslsmith_f_op_vec4_f32(-func_2(func_2(mat2x4<f32>(global1[_wgslsmith_index_u32(u_input.a, 4u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)]), Struct_2(u_input.b, Struct_1(false, vec4<f32>(-132f, global2.x, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 4u)].x), mat2x4<f32>(vec4<f32>(-1000f, global1[_wgslsmith_index_u32(3797u, 4u)].x, 788f, -205f), vec4<f32>(global2.x, -133f, 1000f, 1906f))), Struct_1(true, global1[_wgslsmith_index_u32(u_input.a, 4u)], mat2x4<f32>(vec4<f32>(-648f, global2.x, global1[_wgslsmith_index_u32(26025u, 4u)].x, global2.x), global1[_wgslsmith_index_u32(u_input.b.x, 4u)])), global1[_wgslsmith_index_u32(2908u, 4u)].yzz, -470f)).b.c, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 26u)]).b.c[_wgslsmith_index_u32(~(~0u), 2u)])));
}


fn _probe_exp(x: vec3<f32>) -> vec3<f32> {
    let r = exp(x);
    p_in = vec4<f32>(x, 0f);
    p_out = vec4<f32>(r, 0f);
    p_n = p_n + 1u;
    return r;
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    main_orig(builtin_local_invocation_id, builtin_workgroup_id, builtin_num_workgroups);
    s_probe.orig = s_output;
    s_probe.p_in = p_in;
    s_probe.p_out = p_out;
    s_probe.p_n = p_n;
}
