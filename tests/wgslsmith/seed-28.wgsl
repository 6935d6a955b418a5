// {"0:0":[95,29,92,205,59,167,183,230,28,142,205,23,139,172,114,8,71,105,200,166,234,12,37,113,15,239,167,165,164,85,147,35]}
// Seed: 28

struct Struct_1 {
    @align(16)
    a: i32,
    @align(4)
    @size(4)
    b: i32,
    c: u32,
}

struct Struct_2 {
    @size(8)
    a: i32,
    b: vec2<i32>,
}

struct Struct_3 {
    @align(8)
    @size(12)
    a: f32,
    b: f32,
    @align(16)
    @size(32)
    c: mat2x3<f32>,
    @align(16)
    d: mat2x3<f32>,
    e: Struct_2,
}

struct UniformBuffer {
    @size(28)
    a: vec3<u32>,
}

struct StorageBuffer {
    @size(12)
    a: vec3<f32>,
    b: i32,
    c: vec4<i32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 13>;

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: Struct_3) -> mat3x3<f32> {
    var var_0 = select(vec3<bool>(true, true, false), vec3<bool>(vec3<bool>(true, true, true).x, vec3<bool>(true, true, true).x && (-610f >= arg_0.b), !((countLeadingZeros(u_input.a).x < 1u))), !select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, vec3<bool>(true, true, true).x, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, 982u).exchanged), vec4<bool>(false, vec4<bool>(true, true, true, true).x, true, true)).x).zz;
    var var_1 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-513f), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(max(arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)], vec3<f32>(630f, arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -2287f))) + arg_0.c[_wgslsmith_index_u32(~0u, 2u)]))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-282f * 1000f)) + _wgslsmith_f_op_f32(arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].x - 181f)), 454f), vec4<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1173f, _wgslsmith_f_op_vec2_f32(select(arg_0.d[_wgslsmith_index_u32(57539u, 2u)].xy, vec2<f32>(405f, 1506f), vec2<bool>(var_0.x, false))).x, _wgslsmith_div_f32(2010f, arg_0.d[_wgslsmith_index_u32(u_input.a.x, 2u)].x), 1022f))).x, 1062f, arg_0.c[_wgslsmith_index_u32(~(~u_input.a.x), 2u)].x, _wgslsmith_f_op_f32(1500f - _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1641f, -516f, arg_0.c[_wgslsmith_index_u32(31054u, 2u)].x, arg_0.d[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))).x)));
    let var_2 = firstTrailingBit(vec4<i32>(-countTrailingZeros(vec2<i32>(0i, -6358i) << (u_input.a.yx % vec2<u32>(32u))).x, firstLeadingBit(countOneBits(vec4<i32>(arg_0.e.a, 23113i, arg_0.e.a, 1i))).x, arg_0.e.b.x ^ (1i - 18944i), -(-21433i))).x;
    while (select(vec3<bool>(true, !(any(vec2<bool>(var_0.x, var_0.x)) & any(vec2<bool>(var_0.x, var_0.x))), var_0.x && var_0.x), vec3<bool>(false, !var_0.x, var_0.x), atomicCompareExchangeWeak(&wg_atomic_i32, arg_0.e.a, select(_wgslsmith_mod_vec3_i32(vec3<i32>(i32(-2147483648), var_2, arg_0.e.b.x), vec3<i32>(arg_0.e.b.x, var_2, arg_0.e.a)) & ~vec3<i32>(0i, 51547i, -1i), vec3<i32>(2147483647i, 1i, 2147483647i), true).x).exchanged).x) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var var_3 = select(u_input.a, firstLeadingBit(firstLeadingBit(~select(vec4<u32>(10736u, 4294967295u, 5566u, 1u), vec4<u32>(1u, u_input.a.x, u_input.a.x, u_input.a.x), vec4<bool>(var_0.x, false, var_0.x, var_0.x)))).yyx, var_0.x);
            var var_4 = false;
            ((var_1)[_wgslsmith_index_u32(~1u + _wgslsmith_mod_u32(insertBits(u_input.a.yx, vec2<u32>(15408u, firstTrailingBit(vec2<u32>(0u, 26387u)).x), 0u & var_3.x, 1622u | select(vec2<u32>(u_input.a.x, 13814u), vec2<u32>(u_input.a.x, u_input.a.x), vec2<bool>(var_0.x, false)).x).x, atomicMin(&wg_atomic_u32, atomicLoad(&wg_atomic_u32)) + dot(u_input.a, vec3<u32>(var_3.x, u_input.a.x, u_input.a.x) & vec3<u32>(35909u, u_input.a.x, 40617u))), 2u)]).x = _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(2195f - var_1[_wgslsmith_index_u32(var_3.x, 2u)].x), _wgslsmith_f_op_f32(trunc(1000f)), _wgslsmith_f_op_vec4_f32(exp(var_1[_wgslsmith_index_u32(4294967295u, 2u)])).x)), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(521f, arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0.a), var_1[_wgslsmith_index_u32(77415u, 2u)].yzz) - _wgslsmith_div_vec3_f32(vec3<f32>(arg_0.b, var_1[_wgslsmith_index_u32(0u, 2u)].x, var_1[_wgslsmith_index_u32(7969u, 2u)].x), var_1[_wgslsmith_index_u32(var_3.x, 2u)].zwx)), _wgslsmith_f_op_vec3_f32(arg_0.d[_wgslsmith_index_u32(36129u, 2u)] * _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b, -1000f, arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x) + vec3<f32>(arg_0.c[_wgslsmith_index_u32(var_3.x, 2u)].x, -1244f, var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))), vec3<bool>(var_0.x, var_0.x, atomicCompareExchangeWeak(&wg_atomic_i32, sign(vec2<i32>(0i, arg_0.e.b.x)).x, var_2).exchanged))).xx, _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.b, arg_0.d[_wgslsmith_index_u32(u_input.a.x, 2u)].x) + arg_0.c[_wgslsmith_index_u32(max(u_input.a, vec3<u32>(33879u, u_input.a.x, 40525u)).x, 2u)].yy), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_0.d[_wgslsmith_index_u32(58769u, 2u)].xz - arg_0.d[_wgslsmith_index_u32(4294967295u, 2u)].xy), _wgslsmith_f_op_vec2_f32(vec2<f32>(-660f, 1280f) + var_1[_wgslsmith_index_u32(4294967295u, 2u)].xy))) - _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_1[_wgslsmith_index_u32(firstTrailingBit(var_3.yy).x, 2u)].x, _wgslsmith_f_op_f32(-1483f - arg_0.b), _wgslsmith_f_op_f32(-arg_0.c[_wgslsmith_index_u32(53399u, 2u)].x), var_1[_wgslsmith_index_u32(~31555u, 2u)].x))).yx))).x;
            let var_5 = arg_0;
        }
        var var_3 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_0.c[_wgslsmith_index_u32(u_input.a.x, 2u)].zy, var_1[_wgslsmith_index_u32(0u, 2u)].xw) * vec2<f32>(664f, 519f)))), _wgslsmith_f_op_vec2_f32(fract(arg_0.d[_wgslsmith_index_u32(~(~4294967295u), 2u)].yy)));
        var var_4 = mat2x4<f32>(_wgslsmith_div_vec4_f32(vec4<f32>(-740f, 376f, _wgslsmith_f_op_vec3_f32(min(var_1[_wgslsmith_index_u32(~u_input.a.x, 2u)].zxy, vec3<f32>(var_3[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_1[_wgslsmith_index_u32(65736u, 2u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).x, -391f), vec4<f32>(var_3[_wgslsmith_index_u32(~vec2<u32>(1u, 1u).x, 2u)].x, _wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(~u_input.a.x, 2u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-1372f * -285f), var_3[_wgslsmith_index_u32(15055u, 2u)].x), 1398f)), vec4<f32>(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(max(var_1[_wgslsmith_index_u32(4294967295u, 2u)], vec4<f32>(-1020f, arg_0.a, -510f, var_3[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).xx))).x, var_1[_wgslsmith_index_u32(1u, 2u)].x, 1000f, -227f));
        continue;
    }
    var var_3 = select(~firstLeadingBit(select(vec4<u32>(u_input.a.x, u_input.a.x, 8756u, u_input.a.x), vec4<u32>(u_input.a.x, 1u, 1u, 76616u), vec4<bool>(false, true, var_0.x, var_0.x)) & ~vec4<u32>(u_input.a.x, u_input.a.x, 8857u, 13732u)).zxw, vec3<u32>(~reverseBits(vec3<u32>(1u, u_input.a.x, 0u) ^ u_input.a).x, u_input.a.x, atomicAnd(&wg_atomic_u32, u_input.a.x)), var_0.x);
    return mat3x3<f32>(_wgslsmith_div_vec3_f32(var_1[_wgslsmith_index_u32(~4294967295u, 2u)].zxz, vec3<f32>(var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, vec2<f32>(1f, 1f).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(0u, 2u)].x) * 935f))), _wgslsmith_f_op_vec3_f32(arg_0.c[_wgslsmith_index_u32(51887u - ~(~27725u), 2u)] + _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec4_f32(ceil(var_1[_wgslsmith_index_u32(0u, 2u)])).x, _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(-542f, var_1[_wgslsmith_index_u32(0u, 2u)].x))).x, 1000f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-274f * arg_0.d[_wgslsmith_index_u32(0u, 2u)].x) * _wgslsmith_div_f32(-698f, var_1[_wgslsmith_index_u32(31375u, 2u)].x)), _wgslsmith_f_op_f32(-(-407f)), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].xz + arg_0.c[_wgslsmith_index_u32(var_3.x, 2u)].zz))).x)));
}

fn func_4() -> vec3<bool> {
    let var_0 = func_5(Struct_3(831f, 768f, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1797f, -621f, 513f) * vec3<f32>(733f, -101f, -906f)) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(1171f, -565f, 967f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(1f, 1f, 1f))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-658f, 358f, 387f, -277f))).xxz), vec3<f32>(_wgslsmith_f_op_f32(step(418f, 670f)), 1975f, 814f)), Struct_2(countLeadingZeros(extractBits(i32(-2147483648), 0u, 1u)), -vec2<i32>(-68101i, 50639i))));
    for (var var_1 = -5366i; _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(countOneBits(atomicMax(&wg_atomic_u32, u_input.a.x)), 3u)]), var_0[_wgslsmith_index_u32(~atomicSub(&wg_atomic_u32, reverseBits(u_input.a.x)), 3u)])).x == var_0[_wgslsmith_index_u32(25392u, 3u)].x; ) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
    }
    while (true) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        let var_1 = mat4x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x + 395f), var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x & 44233u, 3u)].x, func_5(Struct_3(464f, 2316f, mat2x3<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)], vec3<f32>(var_0[_wgslsmith_index_u32(17582u, 3u)].x, 1490f, var_0[_wgslsmith_index_u32(15612u, 3u)].x)), mat2x3<f32>(var_0[_wgslsmith_index_u32(95580u, 3u)], var_0[_wgslsmith_index_u32(u_input.a.x, 3u)]), Struct_2(-52650i, vec2<i32>(-1i, -27986i))))[_wgslsmith_index_u32(~74295u, 3u)].x), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, 241f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x) - vec4<f32>(820f, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -559f))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(583f, _wgslsmith_f_op_f32(-1000f * -899f), _wgslsmith_f_op_vec2_f32(min(vec2<f32>(-402f, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), vec2<f32>(-1000f, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).x, _wgslsmith_f_op_vec3_f32(ceil(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)])).x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(~4294967295u, 3u)].x, _wgslsmith_f_op_f32(-519f), _wgslsmith_f_op_f32(-175f * -1000f), _wgslsmith_f_op_f32(-(-461f)))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(~0u, 3u)].x, 1995f, var_0[_wgslsmith_index_u32(extractBits(vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, 58315u), 64333u, u_input.a.x).x, 3u)].x, _wgslsmith_f_op_f32(trunc(455f))) - vec4<f32>(_wgslsmith_f_op_f32(-885f - var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_f32(696f - var_0[_wgslsmith_index_u32(1u, 3u)].x), -476f, _wgslsmith_f_op_f32(-(-1050f))))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(70084u, 3u)].x, 1000f) + vec4<f32>(1753f, var_0[_wgslsmith_index_u32(46811u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 2114f)))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 456f, var_0[_wgslsmith_index_u32(59448u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))) - _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(644f, 3434f, -1000f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(918f, var_0[_wgslsmith_index_u32(1u, 3u)].x, 170f, 144f), vec4<f32>(var_0[_wgslsmith_index_u32(33749u, 3u)].x, 868f, var_0[_wgslsmith_index_u32(71349u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x))))) * vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-925f + 1000f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-266f + -1000f) * _wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0[_wgslsmith_index_u32(11217u, 3u)].x, var_0[_wgslsmith_index_u32(9826u, 3u)].x, -1255f), vec3<f32>(-728f, -670f, 1073f))).x), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(select(u_input.a.xx, vec2<u32>(u_input.a.x, 7241u), false).x, 3u)].x + var_0[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-1353f - 754f), var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x)))));
    }
    let var_1 = _wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, 882f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(-1050f, 387f) - var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x) * _wgslsmith_div_f32(_wgslsmith_f_op_f32(310f * var_0[_wgslsmith_index_u32(29021u, 3u)].x), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(0u, 3u)].x - -953f))), _wgslsmith_f_op_f32(1296f + _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(-891f, var_0[_wgslsmith_index_u32(59260u, 3u)].x))).x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(338f, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(878f, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -914f, var_0[_wgslsmith_index_u32(0u, 3u)].x))).x, _wgslsmith_f_op_f32(547f * _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(66031u, 3u)].x)), var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x)), false)).x;
    if (true) {
    }
    return !vec3<bool>(any(vec4<bool>(true, true, true, true)), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~u_input.a.x, 3u)].x) > var_1, true);
}

fn func_3() -> mat2x2<f32> {
    while (select(select(vec4<bool>(false, select(vec3<bool>(true, true, true), func_4(), vec3<bool>(true, true, true)).x, vec2<bool>(true, true).x, any(vec3<bool>(false, true, false))), select(vec4<bool>(true, true, true, true), vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, 0u, u_input.a.x).exchanged, false, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true)).xx, vec2<bool>(true, true), vec2<bool>(true, true).x).x) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        while (!select(vec4<bool>(vec2<bool>(true, true).x, vec3<bool>(true, true, true).x, (~u_input.a.x < u_input.a.x), atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, atomicLoad(&wg_atomic_u32)).exchanged), vec4<bool>(all(vec3<bool>(true, true, true)), !atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 0u).exchanged, true, atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, 0u).exchanged | true), vec4<bool>(true, true, true, true)).x) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            let var_0 = _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-443f, -384f, 391f, -1513f))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(1067f, -982f, -1531f, 866f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1000f, -761f, -870f, 1012f))) + vec4<f32>(-2192f, -266f, 1000f, 1280f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1525f, 845f, 174f, 239f), vec4<f32>(-1000f, -155f, 1542f, 1000f))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-639f, 158f, -947f, -325f)))))), vec4<f32>(1885f, _wgslsmith_f_op_f32(-509f - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1660f - -649f) + _wgslsmith_f_op_f32(-(-872f)))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1440f - -749f)) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-2136f * 435f))), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(-3033f * -122f), 2090f, 353f, _wgslsmith_f_op_f32(371f - -963f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(330f, -1430f, -412f, -1124f), vec4<f32>(108f, 459f, -1111f, -970f))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-645f, 715f, -213f, -1383f))))).x));
            var var_1 = Struct_2(abs(countLeadingZeros(vec4<i32>(-5712i, 1i, 10212i, 1i) + (vec4<i32>(-7329i, -3445i, 29543i, 14591i) - vec4<i32>(0i, 0i, -28972i, -32860i)))).x, ~vec3<i32>(1i, 1i, 1i).zz / vec2<i32>(-(~(-10032i)), 1i));
        }
        break;
    }
    var var_0 = ~(max(min(vec4<u32>(0u, 22934u, u_input.a.x, u_input.a.x), vec4<u32>(16442u, u_input.a.x, 17969u, 32215u)) & abs(vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, 22686u)), select(_wgslsmith_mod_vec4_u32(vec4<u32>(4294967295u, 23271u, 77839u, 56758u), vec4<u32>(u_input.a.x, u_input.a.x, 4294967295u, 0u)), countOneBits(vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, 1u)), vec4<bool>(false, true, true, true))) >> (firstLeadingBit(vec4<u32>(~16904u, insertBits(u_input.a, u_input.a, u_input.a.x, u_input.a.x).x, 36943u, firstLeadingBit(vec3<u32>(11346u, u_input.a.x, u_input.a.x)).x)) % vec4<u32>(32u)));
    var var_1 = mat2x4<f32>(vec4<f32>(1f, 1f, 1f, 1f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-175f, -1000f, 1487f, -397f))))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(2110f, 1071f, -150f, 552f), vec4<bool>(true, true, true, true))) - vec4<f32>(1f, 1f, 1f, 1f))));
    while ((~u_input.a.x * u_input.a.x) <= var_0.x) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
    }
    (var_0).x = countTrailingZeros(u_input.a.yx).x;
    return mat2x2<f32>(_wgslsmith_f_op_vec4_f32(min(var_1[_wgslsmith_index_u32(reverseBits(vec4<u32>(65532u | u_input.a.x, u_input.a.x, ~27209u, 37231u + u_input.a.x)).x, 2u)], vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-286f) + _wgslsmith_f_op_f32(select(var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1738f, false))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1[_wgslsmith_index_u32(var_0.x, 2u)].x, var_1[_wgslsmith_index_u32(var_0.x, 2u)].x) + var_1[_wgslsmith_index_u32(13735u, 2u)].xw), _wgslsmith_f_op_vec2_f32(vec2<f32>(var_1[_wgslsmith_index_u32(12447u, 2u)].x, 408f) + vec2<f32>(551f, -1416f)), vec2<bool>(true, true))).x, var_1[_wgslsmith_index_u32(~1u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-533f))))).yy, vec2<f32>(-1149f, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-349f, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(0u, 2u)].x - var_1[_wgslsmith_index_u32(1u, 2u)].x), var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, _wgslsmith_div_f32(-1728f, var_1[_wgslsmith_index_u32(var_0.x, 2u)].x)))).x));
}

fn func_2(arg_0: u32, arg_1: Struct_1) -> mat3x3<f32> {
    let var_0 = func_3();
    var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(282f, var_0[_wgslsmith_index_u32(6647u, 2u)].x, 1200f, var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))))).wyx, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(100045u, 2u)].x), 1474f) - _wgslsmith_f_op_f32(fract(var_0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, 48125u), 2u)].x))), var_0[_wgslsmith_index_u32(39023u, 2u)].x, var_0[_wgslsmith_index_u32(~(~0u) + 1u, 2u)].x), vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -402f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1074f, 1791f)) * var_0[_wgslsmith_index_u32(4294967295u ^ arg_1.c, 2u)]), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(abs(var_0[_wgslsmith_index_u32(72892u, 2u)]))))).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(reverseBits(firstTrailingBit(vec4<u32>(54475u, 4294967295u, 32665u, arg_0))).x, 2u)].x - -1149f), -490f));
    let var_2 = mat4x2<f32>(var_1[_wgslsmith_index_u32(1u, 3u)].yz, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1186f, var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -281f))).yy, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(32386u & arg_0, 2u)].x, var_1[_wgslsmith_index_u32(arg_1.c, 3u)].x)), 232f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(~(42787u & arg_1.c), 3u)].yx)));
    let var_3 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(67790u, 3u)]), _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(insertBits(vec3<u32>(0u, u_input.a.x, arg_0), vec3<u32>(0u, 45536u, 4294967295u), u_input.a.x, 37879u).x, arg_1.c, 1u, arg_1.c << (arg_0 % 32u))).x, 3u)]), _wgslsmith_div_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(arg_1.c, 2u)].x, _wgslsmith_f_op_f32(-814f), -1000f), var_1[_wgslsmith_index_u32(~arg_1.c, 3u)]));
    ((var_1)[_wgslsmith_index_u32(u_input.a.x, 3u)]).x = _wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(~arg_1.c, 3u)].yy - vec2<f32>(-1325f, var_2[_wgslsmith_index_u32(41362u, 4u)].x)), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(365f, var_3[_wgslsmith_index_u32(1u, 3u)].x, 937f), var_1[_wgslsmith_index_u32(arg_0, 3u)])))).xx, vec2<bool>(true, true))).x, -1355f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_2[_wgslsmith_index_u32(arg_0, 4u)].x, -2526f, 206f, var_3[_wgslsmith_index_u32(arg_1.c, 3u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1021f, -125f, var_3[_wgslsmith_index_u32(arg_1.c, 3u)].x, var_1[_wgslsmith_index_u32(2831u, 3u)].x)))).x, var_2[_wgslsmith_index_u32(40815u >> (min(vec4<u32>(arg_1.c, 4294967295u, arg_0, arg_1.c), vec4<u32>(arg_0, u_input.a.x, arg_0, arg_0)).x % 32u), 4u)].x, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(4294967295u, 4u)].x)))));
    return var_3;
}

fn func_1(arg_0: mat3x3<f32>, arg_1: vec3<i32>, arg_2: bool) -> mat2x2<f32> {
    var var_0 = Struct_1(firstLeadingBit(arg_1.yy).x / atomicXor(&wg_atomic_i32, -(-1734i)), max((select(arg_1.x, arg_1.x, true) / arg_1.x) - arg_1.x, -1i), u_input.a.x);
    (var_0).c = ~u_input.a.x;
    switch (var_0.b) {
        case i32(-2147483648): {
        }
        case 75401i: {
            for (var var_1: i32; var_1 == 4437i; ) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var_0 = Struct_1(2147483647i, 7455i, var_0.c);
            }
            switch (15399i) {
                default: {
                    var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1082f, 1448f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))))))).zw, arg_0[_wgslsmith_index_u32(18812u / 4294967295u, 3u)].xz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].zz * _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-498f, -121f)), arg_0[_wgslsmith_index_u32(1u, 3u)].xz))));
                    var var_2 = 0i;
                    let var_3 = Struct_2(var_0.b, ~arg_1.yy);
                    var var_4 = Struct_3(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(ceil(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)]))))).x, func_5(Struct_3(var_1[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 1000f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x)), _wgslsmith_div_vec3_f32(arg_0[_wgslsmith_index_u32(48688u, 3u)], vec3<f32>(var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(24632u, 3u)].x, 116f))), mat2x3<f32>(arg_0[_wgslsmith_index_u32(var_0.c, 3u)], arg_0[_wgslsmith_index_u32(~0u, 3u)]), var_3))[_wgslsmith_index_u32(~4742u & dot(u_input.a.xx, ~(~vec2<u32>(var_0.c, 4294967295u))), 3u)].x, mat2x3<f32>(_wgslsmith_div_vec3_f32(arg_0[_wgslsmith_index_u32(~u_input.a.x, 3u)], vec3<f32>(arg_0[_wgslsmith_index_u32(max(vec4<u32>(14406u, 0u, u_input.a.x, var_0.c), vec4<u32>(var_0.c, 65722u, u_input.a.x, var_0.c)).x, 3u)].x, _wgslsmith_f_op_f32(fract(1703f)), _wgslsmith_f_op_f32(-798f - -661f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(659f, _wgslsmith_f_op_f32(-443f), _wgslsmith_f_op_vec3_f32(clamp(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)], arg_0[_wgslsmith_index_u32(1u, 3u)], arg_0[_wgslsmith_index_u32(4294967295u, 3u)])).x) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, var_1[_wgslsmith_index_u32(1u, 3u)].x, var_1[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1587f, arg_0[_wgslsmith_index_u32(0u, 3u)].x, 1177f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x) - vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(36952u, 3u)].x, 1732f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x)), select(vec4<bool>(arg_2, false, false, true), vec4<bool>(false, arg_2, true, arg_2), false))).zzy)), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(0u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(36690u, 3u)].x)) + arg_0[_wgslsmith_index_u32(39370u & _wgslsmith_mod_u32(u_input.a.x, var_0.c), 3u)])), Struct_2(arg_1.x, max(-vec2<i32>(-13488i, 2147483647i), vec2<i32>(arg_1.x, -4904i / var_0.b))));
                }
            }
        }
        case -45062i: {
            var var_1 = Struct_3(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(sign(arg_0[_wgslsmith_index_u32(var_0.c ^ insertBits(vec4<u32>(var_0.c, u_input.a.x, var_0.c, u_input.a.x), vec4<u32>(var_0.c, var_0.c, 108622u, 77626u), u_input.a.x, 10844u).x, 3u)])).x + arg_0[_wgslsmith_index_u32(select(select(max(vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, 38340u), vec4<u32>(12218u, 1u, 26337u, var_0.c)), countOneBits(vec4<u32>(u_input.a.x, var_0.c, u_input.a.x, var_0.c)), true | arg_2).zwy, u_input.a, select(select(vec4<bool>(arg_2, true, arg_2, arg_2), vec4<bool>(arg_2, arg_2, arg_2, false), arg_2), !vec4<bool>(arg_2, arg_2, true, false), select(vec4<bool>(true, arg_2, arg_2, arg_2), vec4<bool>(arg_2, true, arg_2, arg_2), vec4<bool>(true, true, false, arg_2))).yww).x, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1374f)) * 560f) + _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, -1185f) + _wgslsmith_f_op_vec3_f32(clamp(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)], arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)], arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)])).xz))).x), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, -1796f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x) + vec3<f32>(-983f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, 1150f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(448f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x))))), mat2x3<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)], arg_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, u_input.a.x), 3u)]), Struct_2(var_0.b, arg_1.yz * ~vec2<i32>(arg_1.x, var_0.b)));
            if ((countTrailingZeros(arg_1.xy).x - extractBits(~(vec4<i32>(55569i, var_0.a, -14209i, arg_1.x) ^ vec4<i32>(var_1.e.a, var_1.e.b.x, i32(-2147483648), arg_1.x)), dot(vec4<u32>(var_0.c, var_0.c, u_input.a.x, 4294967295u), vec4<u32>(1u, var_0.c, 47162u, 63582u)) + ~1u, firstLeadingBit(u_input.a.yy).x).x) > countTrailingZeros(arg_1.xy).x) {
                var var_2 = -2147483647i | arg_1.x;
                var_2 = arg_1.x;
            } else {
                (var_0).a = var_0.a;
                let var_2 = firstTrailingBit(var_0.c);
                var_1 = Struct_3(2326f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-678f) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(var_2, 3u)].x))), var_1.c, mat2x3<f32>(arg_0[_wgslsmith_index_u32(~dot(~vec4<u32>(25705u, var_0.c, var_2, 4294967295u), firstLeadingBit(vec4<u32>(4294967295u, var_2, 16288u, 26471u))), 3u)], var_1.c[_wgslsmith_index_u32(u_input.a.x, 2u)]), Struct_2(arg_1.x, -(~vec2<i32>(arg_1.x, arg_1.x))));
                (var_1).a = _wgslsmith_f_op_f32(-(-111f));
                (var_1).a = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 1000f, -1674f, 1160f) + vec4<f32>(-637f, -1932f, arg_0[_wgslsmith_index_u32(55063u, 3u)].x, 355f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, -175f, 936f, 834f) * vec4<f32>(arg_0[_wgslsmith_index_u32(var_2, 3u)].x, arg_0[_wgslsmith_index_u32(25089u, 3u)].x, arg_0[_wgslsmith_index_u32(97642u, 3u)].x, var_1.c[_wgslsmith_index_u32(var_2, 2u)].x))))).x, -466f)));
            }
        }
        case -27559i: {
            let var_1 = arg_0[_wgslsmith_index_u32(~max(~firstLeadingBit(var_0.c), ~9692u) >> (u_input.a.x % 32u), 3u)];
            let var_2 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 1866f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, var_1.x))))), vec4<f32>(-312f, _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1619f, var_1.x, var_1.x, 1090f))).x, _wgslsmith_f_op_f32(-var_1.x), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(var_1.x, -1053f, 638f, -130f), vec4<f32>(571f, 216f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).x))))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1.x, 556f, var_1.x, var_1.x)), vec4<f32>(var_1.x, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -974f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(787f, var_1.x, arg_0[_wgslsmith_index_u32(0u, 3u)].x, 423f))))));
            (var_0).b = var_0.b;
            var var_3 = select(!select(vec4<bool>(any(vec2<bool>(arg_2, arg_2)), true, !arg_2, !arg_2), !vec4<bool>(arg_2, true, arg_2, false), true), select(vec4<bool>(true, true, true, true), !select(vec4<bool>(false, arg_2, false, arg_2), select(vec4<bool>(true, true, arg_2, arg_2), vec4<bool>(true, true, arg_2, arg_2), vec4<bool>(false, arg_2, false, arg_2)), !arg_2), !(!select(vec4<bool>(arg_2, arg_2, arg_2, true), vec4<bool>(false, true, false, arg_2), arg_2))), vec4<bool>(true, !(!(!arg_2)), arg_2, arg_2)).x;
            switch (~(arg_1.x + -(-arg_1.x * select(vec2<i32>(-41042i, 2147483647i), vec2<i32>(-1i, arg_1.x), vec2<bool>(arg_2, arg_2)).x))) {
                case -8585i: {
                    let var_4 = u_input.a.x >> (~(~(~countOneBits(vec4<u32>(49477u, u_input.a.x, var_0.c, var_0.c)).x)) % 32u);
                    let var_5 = countLeadingZeros(abs(vec4<u32>(0u >> (var_4 % 32u), 56665u, 12846u - 10980u, var_4))) * (select(~vec4<u32>(var_0.c, 30798u, 14853u, var_0.c), reverseBits(~vec4<u32>(89179u, 65972u, 0u, 34722u)), true) ^ (~(~vec4<u32>(0u, 1u, u_input.a.x, u_input.a.x)) << (~(vec4<u32>(u_input.a.x, u_input.a.x, u_input.a.x, var_4) | vec4<u32>(1u, var_0.c, 33756u, 1u)) % vec4<u32>(32u))));
                    var var_6 = 9232u;
                    var var_7 = ~insertBits(select(var_5 & var_5, var_5, true) ^ var_5, ~(~vec4<u32>(14603u, u_input.a.x, 27723u, var_4)), 0u, 1u >> (~var_0.c % 32u));
                }
                default: {
                    var var_4 = -20418i;
                    let var_5 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(var_2.x, _wgslsmith_f_op_vec2_f32(max(var_1.yy, vec2<f32>(-2134f, -1021f))).x, -172f), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(vec3<f32>(298f, var_1.x, -121f) - var_2.xxz)))) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(54434u, 3u)].x, -101f, 749f), vec3<f32>(var_2.x, 1160f, var_2.x)) + _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.x, -173f, var_2.x) + var_1)))), vec3<f32>(_wgslsmith_f_op_f32(-(-394f)), 1000f, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(~36880u, var_0.c & 4294967295u), 3u)].x)), vec3<f32>(_wgslsmith_f_op_f32(-var_1.x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(var_2)), var_2), _wgslsmith_f_op_vec4_f32(vec4<f32>(-642f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, var_2.x, 395f) + var_2), _wgslsmith_f_op_f32(-738f) <= var_2.x)).x, 1740f), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(var_1.x - arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(0u, 3u)].x, 367f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(trunc(arg_0[_wgslsmith_index_u32(var_0.c ^ 20639u, 3u)].x))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f) + _wgslsmith_f_op_f32(-var_1.x)) + _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-416f, var_1.x, var_2.x))).x)));
                    let var_6 = Struct_1(firstLeadingBit(select(~sign(vec4<i32>(var_0.a, arg_1.x, 1i, arg_1.x)).xyx, -arg_1, select(!vec4<bool>(arg_2, true, arg_2, arg_2), select(vec4<bool>(true, arg_2, false, true), vec4<bool>(arg_2, true, arg_2, false), vec4<bool>(arg_2, arg_2, arg_2, arg_2)), arg_2).xzx).xz).x, arg_1.x - var_0.b, u_input.a.x);
                    (var_0).a = i32(-2147483648);
                    let var_7 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_1.zy * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_1.zy)))), _wgslsmith_f_op_vec2_f32(-var_5[_wgslsmith_index_u32(~(~var_6.c + ~73741u), 4u)].zy), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(max(var_5[_wgslsmith_index_u32(62949u, 4u)], vec3<f32>(-211f, 1000f, 211f))) * _wgslsmith_f_op_vec3_f32(vec3<f32>(var_2.x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, 823f) * var_2.zxx)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(426f, -1077f, 689f))), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_2.x, 718f, var_1.x, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).wwy))))).xy);
                }
            }
        }
        default: {
            if (u_input.a.x <= ~16522u) {
                let var_1 = !select(!vec4<bool>(true, false, arg_2, all(vec3<bool>(true, false, arg_2))), select(!(!vec4<bool>(arg_2, false, arg_2, arg_2)), select(vec4<bool>(true, arg_2, true, true), select(vec4<bool>(arg_2, true, arg_2, true), vec4<bool>(true, arg_2, true, arg_2), arg_2), true), !select(vec4<bool>(arg_2, false, false, false), vec4<bool>(arg_2, false, true, false), vec4<bool>(arg_2, false, false, arg_2))), select(select(!vec4<bool>(false, arg_2, arg_2, arg_2), select(vec4<bool>(false, arg_2, arg_2, arg_2), vec4<bool>(arg_2, true, false, arg_2), true), !arg_2), vec4<bool>(true && arg_2, true, select(vec2<bool>(arg_2, arg_2), vec2<bool>(false, arg_2), vec2<bool>(arg_2, true)).x, !arg_2), select(!vec4<bool>(arg_2, arg_2, false, true), !vec4<bool>(false, true, true, arg_2), select(vec4<bool>(arg_2, true, arg_2, arg_2), vec4<bool>(arg_2, true, arg_2, false), vec4<bool>(true, arg_2, true, arg_2))))).ywy;
                (var_0).b = var_0.b;
            } else {
            }
            while (arg_2) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                break;
            }
            for (; ; ) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                (var_0).b = min(-vec3<i32>(arg_1.x, -(-35348i), arg_1.x) | min(-arg_1, extractBits(~arg_1, var_0.c, 0u)), vec3<i32>(arg_1.x, ~(clamp(vec4<i32>(-20521i, var_0.a, -12341i, 2147483647i), vec4<i32>(-5881i, var_0.b, 96546i, 1i), vec4<i32>(i32(-2147483648), arg_1.x, arg_1.x, 60321i)).x ^ (arg_1.x & arg_1.x)), dot(firstTrailingBit(~vec4<i32>(arg_1.x, var_0.b, var_0.a, 44716i)).xxx, arg_1))).x;
                var var_1 = var_0.a;
            }
        }
    }
    if (atomicCompareExchangeWeak(&wg_atomic_i32, countLeadingZeros(arg_1.x), -arg_1.x).exchanged) {
        var var_1 = func_2(countOneBits(countLeadingZeros(countOneBits(vec2<u32>(var_0.c, u_input.a.x)))).x << (1u % 32u), Struct_1(1i, -countTrailingZeros(arg_1.yx ^ vec2<i32>(15019i, 41648i)).x, 91798u));
        var var_2 = 17017u;
    } else {
        (var_0).a = -(-(-1451i));
        if (true) {
            (var_0).a = var_0.a;
            let var_1 = -(select(vec4<i32>(~var_0.b, i32(-2147483648), 1i, -1i), (vec4<i32>(-1i, var_0.b, 0i, arg_1.x) * vec4<i32>(var_0.a, -1i, arg_1.x, var_0.b)) - select(vec4<i32>(arg_1.x, -3482i, var_0.b, var_0.a), vec4<i32>(-1i, arg_1.x, 37281i, -607i), true), !select(vec4<bool>(arg_2, arg_2, arg_2, arg_2), vec4<bool>(arg_2, arg_2, arg_2, arg_2), false)) & select(sign(vec4<i32>(arg_1.x, -1i, arg_1.x, -24383i)), select(-vec4<i32>(-49263i, -30545i, 38300i, var_0.b), ~vec4<i32>(55050i, var_0.a, arg_1.x, arg_1.x), true), arg_2));
            let var_2 = ~firstTrailingBit(vec2<i32>(-1i, max(vec4<i32>(var_1.x, 25761i, 2147483647i, var_1.x), var_1).x) << ((vec2<u32>(75603u, u_input.a.x) >> (insertBits(vec4<u32>(0u, var_0.c, 0u, u_input.a.x), vec4<u32>(70279u, 57023u, u_input.a.x, 0u), var_0.c, var_0.c).wx % vec2<u32>(32u))) % vec2<u32>(32u)));
            (var_0).c = dot(vec2<u32>(var_0.c, 1u), vec2<u32>(u_input.a.x / 38283u, 24834u) + vec2<u32>(4294967295u, 65699u << (1u % 32u))) >> (var_0.c % 32u);
        }
        (var_0).a = -select(vec4<i32>(firstLeadingBit(-arg_1).x, -(-24172i), 1i, var_0.b + ~1i), vec4<i32>(-7462i, (var_0.b >> (1u % 32u)) / 2147483647i, arg_1.x << (~var_0.c % 32u), var_0.a), select(select(select(vec4<bool>(true, false, arg_2, arg_2), vec4<bool>(arg_2, arg_2, arg_2, true), true), !vec4<bool>(true, false, arg_2, true), arg_2), vec4<bool>(select(vec3<bool>(arg_2, arg_2, arg_2), vec3<bool>(arg_2, false, arg_2), arg_2).x, var_0.a == -1i, false, arg_2), select(!vec4<bool>(true, arg_2, arg_2, arg_2), vec4<bool>(arg_2, arg_2, true, false), !vec4<bool>(false, arg_2, false, arg_2)))).x;
        switch (-8706i) {
            case 0i: {
                let var_1 = Struct_3(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(fract(arg_0[_wgslsmith_index_u32(countOneBits(vec4<u32>(7254u, var_0.c, var_0.c, u_input.a.x)).x, 3u)].yx)).x), -1317f, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(19645u, 3u)]))), _wgslsmith_f_op_vec3_f32(exp(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)]))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(363f - 633f), 113f, arg_0[_wgslsmith_index_u32(17914u, 3u)].x) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, arg_0[_wgslsmith_index_u32(33465u, 3u)].x)) * arg_0[_wgslsmith_index_u32(var_0.c, 3u)])), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, -1220f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x), arg_0[_wgslsmith_index_u32(9930u, 3u)])) + vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, 362f, arg_0[_wgslsmith_index_u32(0u, 3u)].x)) * arg_0[_wgslsmith_index_u32(~var_0.c, 3u)])), Struct_2(var_0.b & max(vec4<i32>(33224i, -24711i, -35008i, 2147483647i) + vec4<i32>(var_0.a, arg_1.x, 2147483647i, -15757i), reverseBits(vec4<i32>(-7910i, 1i, 22578i, var_0.b))).x, vec2<i32>(-(~(-63449i)), 72423i)));
                var var_2 = mat4x4<f32>(vec4<f32>(2218f, 1654f, var_1.b, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_div_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(11311u, 3u)].x, -1005f, arg_0[_wgslsmith_index_u32(1u, 3u)].x), arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)]), _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -797f, var_1.c[_wgslsmith_index_u32(0u, 2u)].x) + var_1.d[_wgslsmith_index_u32(u_input.a.x, 2u)]), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(0u, 3u)].x, 1000f, arg_0[_wgslsmith_index_u32(25294u, 3u)].x)))).x - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1.d[_wgslsmith_index_u32(37521u, 2u)].x) - _wgslsmith_f_op_f32(-(-144f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(774f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -273f, var_1.a)), _wgslsmith_div_vec4_f32(vec4<f32>(128f, 113f, 534f, 840f), vec4<f32>(var_1.a, -1000f, var_1.d[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x)))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(668f, var_1.b, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -789f) - _wgslsmith_f_op_vec4_f32(vec4<f32>(137f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -396f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x) * vec4<f32>(721f, -304f, -1294f, -1077f)))) * _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_1.b, 502f, var_1.d[_wgslsmith_index_u32(1u, 2u)].x, var_1.d[_wgslsmith_index_u32(var_0.c, 2u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-918f, var_1.d[_wgslsmith_index_u32(11626u, 2u)].x, 1000f, 420f)))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(180f, 1000f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x))))))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_0[_wgslsmith_index_u32(insertBits(~u_input.a.x, u_input.a.x, var_0.c, var_0.c), 3u)].x, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(~var_0.c, 3u)].x), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_1.d[_wgslsmith_index_u32(4294967295u, 2u)].x, 1039f, var_1.a, -387f))))).x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(822f, -267f, var_1.c[_wgslsmith_index_u32(var_0.c, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, 1000f, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, 207f)))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.a, 350f, var_1.c[_wgslsmith_index_u32(1u, 2u)].x, var_1.d[_wgslsmith_index_u32(4294967295u, 2u)].x) - vec4<f32>(1000f, var_1.a, var_1.b, 414f))))));
            }
            case i32(-2147483648): {
                var var_1 = vec2<bool>(true, select(vec3<bool>(true, atomicCompareExchangeWeak(&wg_atomic_i32, firstTrailingBit(vec4<i32>(1i, 2147483647i, -13230i, 27350i)).x, dot(vec2<i32>(13665i, arg_1.x), arg_1.yz)).exchanged, arg_2 || true), vec3<bool>(all(select(vec3<bool>(false, true, arg_2), vec3<bool>(false, false, arg_2), arg_2)), all(!vec3<bool>(true, arg_2, arg_2)), arg_2), select(!select(vec4<bool>(arg_2, true, arg_2, false), vec4<bool>(arg_2, true, arg_2, true), true), select(vec4<bool>(true, true, true, true), select(vec4<bool>(arg_2, false, true, false), vec4<bool>(arg_2, true, true, arg_2), arg_2), false), true).x).x);
                var var_2 = ~arg_1.yx;
                let var_3 = mat2x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(~(~74703u), 3u)]), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x + -1000f), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-2561f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -146f), vec4<f32>(-1906f, -891f, -2496f, arg_0[_wgslsmith_index_u32(1u, 3u)].x), vec4<f32>(1503f, -1308f, -949f, -2603f))).x, _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, -544f))).x) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-139f, 488f, 1288f))) + _wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(var_0.c, 3u)])))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(var_0.c >> (u_input.a.x % 32u), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(arg_0[_wgslsmith_index_u32(9259u, 3u)], arg_0[_wgslsmith_index_u32(var_0.c, 3u)])).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(saturate(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)])).x))));
                (var_0).c = countLeadingZeros(~_wgslsmith_mod_u32(u_input.a.x, u_input.a.x));
            }
            default: {
            }
        }
    }
    let var_1 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x, arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x)))) + _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(1u, 0u, u_input.a.x, 70090u)).x * countLeadingZeros(u_input.a).x, 3u)].yy * vec2<f32>(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x * -1632f), _wgslsmith_f_op_f32(-1390f - arg_0[_wgslsmith_index_u32(var_0.c, 3u)].x)))));
    return func_3();
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    let var_0 = func_1(func_2(~(~u_input.a.x), Struct_1(abs(countLeadingZeros(vec4<i32>(-3122i, 9886i, 12078i, -1i)).x), ~(-1583i), builtin_num_workgroups.x)), -(~abs(firstLeadingBit(vec4<i32>(-10032i, i32(-2147483648), 0i, 2147483647i))).xxw), true);
    while (~extractBits(~builtin_workgroup_id.x, dot(vec4<u32>(builtin_local_invocation_id.x, builtin_num_workgroups.x, 1u, 17473u), vec4<u32>(4294967295u, 79521u, builtin_local_invocation_index, 1u)), 60879u) <= 69147u) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
    }
    let var_1 = _wgslsmith_f_op_f32(1128f - var_0[_wgslsmith_index_u32(~countOneBits(builtin_global_invocation_id * builtin_num_workgroups).x, 2u)].x);
    while (select(atomicCompareExchangeWeak(&wg_atomic_i32, insertBits(countOneBits(extractBits(vec3<i32>(-2046i, i32(-2147483648), i32(-2147483648)), 54441u, builtin_local_invocation_index)).x, -40858i, ~(builtin_global_invocation_id.x / 28150u), ~countLeadingZeros(vec3<u32>(builtin_workgroup_id.x, 69542u, 4294967295u)).x), 47067i).exchanged, false, true)) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        let var_2 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_1, -201f, 1000f))));
    }
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        let var_2 = select(vec4<bool>(any(vec2<bool>(true, true)), true, select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(builtin_local_invocation_index != 45231u, true, true, true)).x, false), !vec4<bool>(vec4<bool>(true, true, true, true).x, true, true, atomicCompareExchangeWeak(&wg_atomic_u32, 1u, builtin_workgroup_id.x).exchanged), all(vec3<bool>(true, false, true)));
        break;
    }
    if (false) {
        let var_2 = vec4<bool>((-32135i < (~(i32(-2147483648)) - ~atomicAnd(&wg_atomic_i32, 1i))), true, !(!atomicCompareExchangeWeak(&wg_atomic_i32, 1i, ~2147483647i).exchanged), !(2125f >= _wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(36702u, 2u)].x), var_1, true))));
    }
    let x = u_input.a;
    s_output = StorageBuffer(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, var_1, 159f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x))))).x, 799f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x - _wgslsmith_f_op_f32(-var_1))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(620f, -431f, 1179f))) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, -232f, 582f)))), vec4<i32>(1i, 1i, 1i, 1i).x, vec4<i32>(1i - 1i, -42389i, ~atomicMax(&wg_atomic_i32, -439i), 0i) << (((extractBits(vec4<u32>(builtin_local_invocation_id.x, 4294967295u, u_input.a.x, 41035u), builtin_num_workgroups.x, builtin_local_invocation_index) | ~vec4<u32>(29852u, 97441u, builtin_global_invocation_id.x, 1u)) >> (vec4<u32>(~1u, ~0u, ~4294967295u, 1u) % vec4<u32>(32u))) % vec4<u32>(32u)));
}

