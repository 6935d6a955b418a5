// {"0:0":[29,60,125,226,224,227,185,243,245,237,196,161,87,243,160,139,132,211,92,159,184,207,159,41,59,23,155,12,170,131,174,168,179,200,167,211,0,27,151,116,229,123,88,115,232,21,136,47]}
// Seed: 534411

struct Struct_1 {
    @align(16)
    a: vec3<f32>,
}

struct UniformBuffer {
    a: i32,
    b: vec3<i32>,
    @align(4)
    c: i32,
    d: u32,
    e: vec2<u32>,
}

struct StorageBuffer {
    a: mat2x4<f32>,
    b: f32,
    @align(16)
    @size(32)
    c: mat2x2<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: mat3x2<f32> = mat3x2<f32>(vec2<f32>(-903f, 565f), vec2<f32>(-143f, 445f), vec2<f32>(-1000f, 746f));

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 30>;

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: i32) -> Struct_1 {
    let var_0 = u_input.d != dot(abs(_wgslsmith_mod_vec4_u32(vec4<u32>(13699u, 1u, u_input.d, 0u), vec4<u32>(u_input.d, 0u, 42570u, 21934u) * vec4<u32>(u_input.d, u_input.e.x, 8129u, u_input.e.x))), countOneBits(~extractBits(vec4<u32>(45711u, u_input.e.x, u_input.e.x, 52924u), u_input.d, 0u)));
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            global0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-1252f, _wgslsmith_f_op_f32(-(-855f)), global0[_wgslsmith_index_u32(~1u, 3u)].x))).zy), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(vec2<f32>(2288f, 934f) * vec2<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, 1701f)), _wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(48701u, 3u)] * vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -164f)))).x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~u_input.e.x, 3u)].x)) + global0[_wgslsmith_index_u32(u_input.e.x, 3u)]), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(-585f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-1574f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x))).x * _wgslsmith_f_op_f32(-347f))))));
        }
        for (var var_1 = abs(~1i / u_input.c); var_0; ) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_2 = atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, ~(u_input.e.x << (21881u % 32u))).old_value;
            let var_3 = Struct_1(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1078f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, _wgslsmith_f_op_f32(-1672f))));
            var var_4 = vec2<i32>(u_input.b.x, abs(-(vec2<i32>(-1i, u_input.b.x) >> (vec2<u32>(1u, 90056u) % vec2<u32>(32u)))).x << ((atomicExchange(&wg_atomic_u32, 57452u) / ~5205u) % 32u));
            continue;
        }
        let var_1 = (!var_0 & (~countLeadingZeros(vec3<i32>(17879i, u_input.b.x, arg_0)).x >= u_input.a)) | var_0;
        return Struct_1(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -378f, -275f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x))), vec4<f32>(global0[_wgslsmith_index_u32(27522u, 3u)].x, -1118f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(27368u, 3u)].x), select(vec4<bool>(false, false, false, var_0), vec4<bool>(var_0, var_1, false, false), vec4<bool>(var_0, var_0, var_0, var_1)))))).zzw * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1020f, -525f, global0[_wgslsmith_index_u32(0u, 3u)].x)) * vec3<f32>(-2235f, 1696f, global0[_wgslsmith_index_u32(30393u, 3u)].x)))));
    }
    (global0)[_wgslsmith_index_u32(~(~1u), 3u)] = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x << ((u_input.e.x ^ u_input.d) % 32u), 3u)].x))) * _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(127f, -1021f, -1077f, 580f), vec4<f32>(global0[_wgslsmith_index_u32(29348u, 3u)].x, 661f, 1198f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x), vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, global0[_wgslsmith_index_u32(19041u, 3u)].x, 340f))), vec4<f32>(663f, -1009f, -1165f, 444f), !vec4<bool>(true, var_0, var_0, true))).wyw + vec3<f32>(_wgslsmith_f_op_f32(-1155f * -1027f), -830f, global0[_wgslsmith_index_u32(~u_input.d, 3u)].x)))).xz);
    global0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(203f, -1000f, 321f) * vec3<f32>(global0[_wgslsmith_index_u32(18635u, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 1653f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(-1018f, -124f, global0[_wgslsmith_index_u32(27245u, 3u)].x) * vec3<f32>(-1340f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x))))).yy + _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 931f, 477f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x) * vec4<f32>(global0[_wgslsmith_index_u32(951u, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(22467u, 3u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x)))))).wx), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(~u_input.d, 3u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(152744u, 3u)].x)))), vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-693f, global0[_wgslsmith_index_u32(0u, 3u)].x, 746f, 991f) * vec4<f32>(1135f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -1219f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x)) - _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0[_wgslsmith_index_u32(32641u, 3u)].x, 1112f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -189f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, -195f, 179f, 252f))))), global0[_wgslsmith_index_u32(countTrailingZeros(~(vec4<u32>(u_input.e.x, u_input.e.x, 11469u, 4294967295u) + vec4<u32>(u_input.e.x, u_input.e.x, 0u, u_input.e.x))).x, 3u)].x));
    if (true) {
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        }
        switch (insertBits(insertBits(firstTrailingBit(~(-vec4<i32>(arg_0, -32434i, arg_0, 30725i))).xw, -(-vec2<i32>(arg_0, arg_0)) & reverseBits(vec4<i32>(17431i, u_input.c, u_input.c, u_input.b.x) >> (vec4<u32>(0u, 101302u, 4294967295u, 56768u) % vec4<u32>(32u))).zw, 4294967295u, atomicExchange(&wg_atomic_u32, ~(~23262u))).x, arg_0, u_input.e.x, u_input.e.x)) {
            case -6998i: {
            }
            case 20954i: {
                var var_1 = _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(fract(-787f)), -840f, global0[_wgslsmith_index_u32(39459u, 3u)].x, -447f))))).ywx;
            }
            case 2147483647i: {
            }
            case -1i: {
                let var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1521f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(26148u, 3u)].x), _wgslsmith_div_vec3_f32(vec3<f32>(417f, global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(15908u, 3u)].x), vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x, 1000f)))), vec3<f32>(global0[_wgslsmith_index_u32(~(~0u), 3u)].x, _wgslsmith_f_op_f32(trunc(-1007f)), 757f))), vec3<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(firstLeadingBit(vec4<u32>(0u, u_input.e.x, u_input.e.x, u_input.e.x)).x, u_input.e.x << (1u % 32u)), 3u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.d, 3u)].x - _wgslsmith_f_op_f32(369f - _wgslsmith_div_f32(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -597f))), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, 627f), vec3<f32>(782f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -133f), vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, 2428f, global0[_wgslsmith_index_u32(30892u, 3u)].x))), vec3<f32>(-524f, 1072f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x), select(vec3<bool>(false, true, true), vec3<bool>(true, var_0, true), var_0))), vec3<f32>(-889f, 569f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)), true)).x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_f32(-446f), -1532f, _wgslsmith_f_op_vec2_f32(select(global0[_wgslsmith_index_u32(49635u, 3u)], vec2<f32>(109f, 433f), var_0)).x, -1026f))).xxw), vec3<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(4996u, 3u)].x - global0[_wgslsmith_index_u32(~(u_input.d + 67526u), 3u)].x), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(global0[_wgslsmith_index_u32(u_input.e.x, 3u)], vec2<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), vec2<f32>(global0[_wgslsmith_index_u32(64660u, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x))).x, global0[_wgslsmith_index_u32(insertBits(vec4<u32>(u_input.d, u_input.d, u_input.d, 4294967295u), vec4<u32>(u_input.d, u_input.d, u_input.e.x, 18048u), 0u, u_input.d).x, 3u)].x, _wgslsmith_f_op_f32(exp(global0[_wgslsmith_index_u32(0u, 3u)].x))), _wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x) + _wgslsmith_div_vec3_f32(vec3<f32>(-2576f, 105f, global0[_wgslsmith_index_u32(77319u, 3u)].x), vec3<f32>(2167f, 554f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x))), false)).x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x));
                (global0)[_wgslsmith_index_u32(1u, 3u)] = var_1[_wgslsmith_index_u32(u_input.e.x, 4u)].xy;
                let var_2 = mat2x3<f32>(var_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(0u << (~u_input.d % 32u)), ~u_input.d), 4u)], var_1[_wgslsmith_index_u32(~1u, 4u)]);
                let var_3 = select(vec3<bool>(false, any(vec4<bool>(var_0, var_0 & false, false, !var_0)), true), !select(vec3<bool>(true, select(vec4<bool>(var_0, false, false, var_0), vec4<bool>(false, false, true, true), vec4<bool>(true, var_0, var_0, true)).x, var_0), select(select(vec4<bool>(false, true, true, var_0), vec4<bool>(true, var_0, false, var_0), var_0), vec4<bool>(true, true, true, true), select(vec4<bool>(true, var_0, false, false), vec4<bool>(var_0, var_0, true, true), false)).wzy, !var_0), select(vec3<bool>(select(i32(-2147483648), u_input.a, var_0) == 1i, select(u_input.b.yx, u_input.b.zy, false).x == vec2<i32>(1i, 1i).x, true), !(!vec3<bool>(false, var_0, var_0)), var_0)).x;
                let var_4 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(4294967295u, 4u)].yy), vec2<f32>(-975f, _wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(1u, 2u)].x, -1172f, 1139f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x) - vec4<f32>(664f, var_2[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x, var_2[_wgslsmith_index_u32(u_input.d, 2u)].x)))).x))));
            }
            default: {
                var var_1 = 1i;
            }
        }
    }
    return Struct_1(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1187f, 1244f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(8194u, 3u)].x)), vec4<f32>(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-635f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, 309f), vec3<f32>(global0[_wgslsmith_index_u32(2908u, 3u)].x, -828f, -1726f))).x, _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, -616f))).x, _wgslsmith_f_op_f32(-(-1349f)), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x + global0[_wgslsmith_index_u32(32664u, 3u)].x)), vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.d, 3u)].x), global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(countTrailingZeros(u_input.e).x, 3u)].x, global0[_wgslsmith_index_u32(clamp(1u, 35859u, u_input.e.x), 3u)].x))).xyw, _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1268f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -613f, 1123f)))))).zxy));
}

fn func_4(arg_0: mat3x3<f32>, arg_1: vec2<bool>, arg_2: Struct_1, arg_3: vec4<u32>) -> vec4<f32> {
    while (all(vec2<bool>(!atomicCompareExchangeWeak(&wg_atomic_i32, -11740i, u_input.a).exchanged, true))) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
    }
    if (!arg_1.x) {
        if (true) {
            let var_0 = ~arg_3.zyy;
            (global0)[_wgslsmith_index_u32(20012u * var_0.x, 3u)] = _wgslsmith_f_op_vec2_f32(arg_2.a.xx - _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(arg_0[_wgslsmith_index_u32(0u, 3u)].xy)).x), _wgslsmith_f_op_f32(arg_2.a.x * 167f))));
            var var_1 = abs(arg_3.zzw & ~vec3<u32>(var_0.x, ~arg_3.x, select(var_0.xz, arg_3.zw, vec2<bool>(arg_1.x, arg_1.x)).x)).x;
            global0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, arg_2.a.x, 826f, -567f), vec4<f32>(arg_0[_wgslsmith_index_u32(28005u, 3u)].x, 1328f, 468f, global0[_wgslsmith_index_u32(var_0.x, 3u)].x))))))).yz), vec2<f32>(global0[_wgslsmith_index_u32(dot(~arg_3.yzw, ~arg_3.ywy) ^ select(var_0.xx, vec2<u32>(0u, 73309u), true).x, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_2.a.x) * _wgslsmith_f_op_f32(fract(global0[_wgslsmith_index_u32(~4294967295u, 3u)].x)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_2.a.xx) + _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0[_wgslsmith_index_u32(46672u, 3u)].x, arg_2.a.x) + _wgslsmith_f_op_vec2_f32(clamp(global0[_wgslsmith_index_u32(4294967295u, 3u)], vec2<f32>(-1790f, 421f), vec2<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(arg_3.x, 3u)].x)))), vec2<f32>(_wgslsmith_f_op_f32(163f - 578f), _wgslsmith_f_op_f32(-arg_2.a.x)))));
            ((global0)[_wgslsmith_index_u32(_wgslsmith_mod_u32(~atomicXor(&wg_atomic_u32, ~countOneBits(vec2<u32>(var_0.x, var_0.x)).x), arg_3.x >> (u_input.e.x % 32u)), 3u)]).x = _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(firstTrailingBit(reverseBits(vec4<u32>(_wgslsmith_mod_u32(arg_3.x, var_0.x), u_input.d, 1u, ~128782u)).zw).x, 3u)].x - -1003f);
        }
        var var_0 = (global0[_wgslsmith_index_u32(~((firstTrailingBit(u_input.e).x + 87806u) - u_input.e.x), 3u)].x < _wgslsmith_div_f32(-434f, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1426f, global0[_wgslsmith_index_u32(67384u, 3u)].x, 1047f, arg_2.a.x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_2.a.x - global0[_wgslsmith_index_u32(0u, 3u)].x)))));
        switch ((countTrailingZeros(u_input.b / ~vec3<i32>(u_input.c, u_input.b.x, i32(-2147483648))).x - -88820i) - (u_input.c - (5486i / ~u_input.a))) {
            default: {
            }
        }
        var var_1 = (_wgslsmith_mod_i32(1i, 2147483647i) / _wgslsmith_mod_i32(min(u_input.b, u_input.b).x, (-1i & u_input.a) / i32(-2147483648))) - ((((u_input.c & 1i) * -u_input.c) - 57908i) << (~14297u % 32u));
    } else {
    }
    for (var var_0 = -1i; var_0 == -519i; var_0 += 1i) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        var_0 = u_input.a;
        var var_1 = select(arg_1, !select(!select(vec4<bool>(false, true, false, arg_1.x), vec4<bool>(arg_1.x, arg_1.x, true, false), vec4<bool>(arg_1.x, false, false, true)), vec4<bool>(!arg_1.x, true, all(vec3<bool>(true, false, true)), true), !(!arg_1.x)).xx, vec2<bool>(arg_1.x, true)).x;
        var var_2 = Struct_1(arg_2.a);
    }
    let var_0 = arg_1.x;
    let var_1 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(120f, _wgslsmith_f_op_f32(dot(arg_2.a, arg_2.a)), arg_2.a.x, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -922f, -249f), _wgslsmith_f_op_vec3_f32(saturate(arg_2.a)), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a, 0i).exchanged)).x))).xyx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(411f, global0[_wgslsmith_index_u32(18769u, 3u)].x, arg_0[_wgslsmith_index_u32(arg_3.x, 3u)].x), vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 1495f, global0[_wgslsmith_index_u32(42049u, 3u)].x), arg_2.a))) * _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_2.a.x, 796f, 372f)))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(40226u, 3u)].x, _wgslsmith_f_op_f32(1f * _wgslsmith_f_op_vec3_f32(trunc(arg_0[_wgslsmith_index_u32(31406u, 3u)])).x), 330f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(select(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 363f, false)), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(-202f)))));
    return _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-100f, var_1[_wgslsmith_index_u32(arg_3.x, 4u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 1154f))))) * vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(arg_3.x, 3u)].x * global0[_wgslsmith_index_u32(arg_3.x, 3u)].x), _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(-1617f, arg_0[_wgslsmith_index_u32(63416u, 3u)].x))).x), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0[_wgslsmith_index_u32(arg_3.x, 3u)].x, -862f, global0[_wgslsmith_index_u32(arg_3.x, 3u)].x, 976f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-633f, arg_0[_wgslsmith_index_u32(1u, 3u)].x, var_1[_wgslsmith_index_u32(52134u, 4u)].x, var_1[_wgslsmith_index_u32(u_input.e.x, 4u)].x)))).x, _wgslsmith_f_op_f32(-1713f), _wgslsmith_div_f32(_wgslsmith_f_op_f32(min(-1000f, 773f)), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(4294967295u, 4u)].x * global0[_wgslsmith_index_u32(52475u, 3u)].x)))));
}

fn func_3(arg_0: vec2<f32>, arg_1: mat2x3<f32>) -> Struct_1 {
    var var_0 = func_5(select(u_input.b.zz, reverseBits(vec4<i32>(1i, 1i, 1i, 1i)).yx, select(vec4<bool>(true, false, true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b.x, 2147483647i).exchanged), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, false)).xy).x);
    switch (~u_input.c) {
        case 18196i: {
            switch (u_input.b.x) {
                case 1470i: {
                    var var_1 = _wgslsmith_mod_vec4_i32(vec4<i32>(countLeadingZeros(u_input.b.xx).x, 9265i, countLeadingZeros(vec2<i32>(2147483647i, u_input.c)).x, 13847i) | ~countOneBits(vec4<i32>(u_input.b.x, -1i, 28765i, 1i)), ~(vec4<i32>(0i, 0i & u_input.c, -45086i, ~1i) - (-vec4<i32>(17975i, u_input.a, 14256i, -51040i) & sign(vec4<i32>(u_input.b.x, u_input.a, u_input.c, -1i)))));
                    ((var_0).a).x = -374f;
                }
                case -55415i: {
                    global0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(-572f, -1469f) + vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-712f + 1000f)), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(dot(u_input.e, vec2<u32>(u_input.e.x, 1u)), 2u)].x))), vec2<f32>(_wgslsmith_f_op_f32(round(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -1914f, var_0.a.x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x)))))).x), vec2<f32>(_wgslsmith_f_op_f32(-671f * _wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_f32(-(-914f))))), global0[_wgslsmith_index_u32(select(firstTrailingBit(vec4<u32>(u_input.d, u_input.d, u_input.d, u_input.e.x)).ywy & (vec3<u32>(4294967295u, 1u, 15259u) + vec3<u32>(u_input.d, u_input.d, u_input.d)), ~vec3<u32>(71932u, 1u, 1u) / countLeadingZeros(vec4<u32>(63631u, 16152u, u_input.d, u_input.d)).wzy, vec3<bool>(true, true, true)).x, 3u)].x));
                    let var_1 = mat2x3<f32>(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-836f)), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, arg_0.x, 1162f, 1306f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1059f, 786f, 1000f, 822f))))), _wgslsmith_f_op_f32(164f * _wgslsmith_f_op_f32(-(-1128f))), var_0.a.x), var_0.a);
                }
                case 8906i: {
                    return Struct_1(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.a.x, 907f, 895f, 145f))))) - _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, -787f, -1425f, global0[_wgslsmith_index_u32(1u, 3u)].x) * vec4<f32>(-2325f, 392f, 1492f, 252f))))))).xyx);
                }
                default: {
                }
            }
            while (false & select(vec3<bool>(vec2<bool>(true, true).x, false, (u_input.a / 14579i) != countLeadingZeros(u_input.b).x), vec3<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_u32, ~1899u, ~u_input.e.x).exchanged), vec2<bool>(true, true).x).x) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                global0 = mat3x2<f32>(vec2<f32>(2426f, var_0.a.x), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(u_input.d, 2u)])))).zz, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(abs(var_0.a)) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(var_0.a, vec3<f32>(var_0.a.x, var_0.a.x, 323f), vec3<bool>(true, false, true))) * arg_1[_wgslsmith_index_u32(1u, 2u)])))).xx);
                break;
            }
            if (!(atomicCompareExchangeWeak(&wg_atomic_u32, ~(~0u), ~(u_input.e.x | u_input.d)).exchanged & true)) {
                let var_1 = Struct_1(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(arg_0.x, 1296f, 1000f)))) + vec3<f32>(arg_0.x, 2693f, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1710f, arg_0.x, var_0.a.x, var_0.a.x), vec4<f32>(-582f, var_0.a.x, -1695f, -733f), vec4<bool>(false, false, true, true))).yyx)).x)));
                var_0 = var_1;
                var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0.a.xy) + vec2<f32>(var_1.a.x, _wgslsmith_f_op_f32(-(-1066f)))) - _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0.a.xz * vec2<f32>(1282f, -343f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(1349f, 380f))) - _wgslsmith_f_op_vec2_f32(-arg_0))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(sign(arg_1[_wgslsmith_index_u32(~(~1u), 2u)].zx)) * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(432f, global0[_wgslsmith_index_u32(3771u, 3u)].x)) + _wgslsmith_f_op_vec2_f32(var_1.a.xx * vec2<f32>(1096f, 557f))) - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(var_0.a.x, arg_0.x))) - _wgslsmith_f_op_vec4_f32(func_4(mat3x3<f32>(var_1.a, arg_1[_wgslsmith_index_u32(1u, 2u)], vec3<f32>(arg_0.x, 535f, 253f)), vec2<bool>(false, false), var_1, vec4<u32>(36873u, 36916u, 1u, u_input.d))).xw))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0.a.xy) * _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global0[_wgslsmith_index_u32(80856u, 3u)].x, var_1.a.x)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, global0[_wgslsmith_index_u32(67792u, 3u)].x, arg_1[_wgslsmith_index_u32(50682u, 2u)].x, var_0.a.x)), vec4<f32>(911f, var_1.a.x, 1411f, var_1.a.x))).yz)));
                let var_3 = sign(-(-vec4<i32>(i32(-2147483648), u_input.a, u_input.b.x, u_input.c) + vec4<i32>(2067i, u_input.c, -2859i, -41483i)) & reverseBits(-(vec4<i32>(-1i, 24319i, u_input.c, u_input.b.x) * vec4<i32>(u_input.a, -1i, u_input.c, 0i))));
            } else if (false) {
                ((var_0).a).x = var_0.a.x;
                var var_1 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(484f * -879f)), 1000f, -877f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-487f)), _wgslsmith_f_op_f32(-var_0.a.x), 941f, 1527f)), atomicCompareExchangeWeak(&wg_atomic_u32, ~13914u, ~abs(u_input.e.x)).exchanged)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x / 13023u, 3u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), _wgslsmith_f_op_f32(-(-1110f)), -1123f) + _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a.x, -412f, arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x, var_0.a.x))))) - vec4<f32>(_wgslsmith_f_op_f32(max(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-964f, global0[_wgslsmith_index_u32(75097u, 3u)].x, -1543f), var_0.a, true)).x, _wgslsmith_f_op_f32(-618f))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(218f, -321f, var_0.a.x, var_0.a.x), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(457f, 867f, arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x, -641f))), vec4<bool>(true, true, true, true))).x, 211f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.a.x * -513f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 2001f, arg_1[_wgslsmith_index_u32(40309u, 2u)].x, -1489f))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, -797f, 706f, arg_0.x))) + _wgslsmith_div_vec4_f32(vec4<f32>(290f, arg_1[_wgslsmith_index_u32(2184u, 2u)].x, 1504f, -804f), vec4<f32>(-1260f, -1961f, arg_1[_wgslsmith_index_u32(46906u, 2u)].x, var_0.a.x))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(func_4(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-150f, 1135f, arg_0.x)), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(arg_0.x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -1611f))), _wgslsmith_f_op_vec3_f32(ceil(var_0.a))), vec2<bool>(true, false), Struct_1(_wgslsmith_f_op_vec3_f32(floor(var_0.a))), vec4<u32>(1u, ~u_input.d, 1u, u_input.d)))));
                var var_2 = func_5(u_input.b.x);
            }
            for (var var_1: i32; var_1 == 1i; ) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                let var_2 = _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_vec3_f32(min(var_0.a, var_0.a)).x, _wgslsmith_f_op_f32(arg_0.x * global0[_wgslsmith_index_u32(1u, 3u)].x), var_0.a.x, _wgslsmith_div_f32(-866f, -761f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-439f, -101f, -219f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(790f, -1000f, 1000f, arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x))))));
                let var_3 = _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0.a * _wgslsmith_f_op_vec3_f32(-vec3<f32>(1658f, var_0.a.x, var_2.x))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(359f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -1056f))))) * _wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0.a.x, 105f, var_2.x, arg_0.x))).wyz)), arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)]));
                var_1 = atomicMin(&wg_atomic_i32, ~u_input.a);
            }
        }
        case i32(-2147483648): {
            switch (u_input.a) {
                default: {
                    var var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a.x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 717f, arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.x, 727f, 1380f, -160f))), vec4<f32>(_wgslsmith_f_op_f32(var_0.a.x + arg_0.x), _wgslsmith_f_op_f32(-var_0.a.x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), -302f), true)) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a.x, 863f, 1102f, arg_0.x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, -1567f, 1271f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x, arg_0.x, -312f))), vec4<bool>(true, true, true, true)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 350f, 752f, arg_0.x) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(1594f, arg_0.x, arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, 440f), vec4<f32>(var_0.a.x, 1377f, -395f, var_0.a.x)) + _wgslsmith_div_vec4_f32(vec4<f32>(-897f, global0[_wgslsmith_index_u32(1487u, 3u)].x, -775f, global0[_wgslsmith_index_u32(90977u, 3u)].x), vec4<f32>(-1000f, -771f, arg_0.x, 296f))) * vec4<f32>(-280f, _wgslsmith_f_op_f32(-399f * arg_0.x), 192f, var_0.a.x))));
                }
            }
            while (true) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                global0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(117062u, 3u)].x)), arg_0)))), global0[_wgslsmith_index_u32(77528u, 3u)], _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(-639f * arg_0.x), _wgslsmith_div_f32(arg_0.x, 709f), _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-(-629f))))).wxy)).yx);
                ((var_0).a).x = -1532f;
            }
            while (false) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                let var_1 = mat4x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_1[_wgslsmith_index_u32(52984u, 2u)].x, 279f, arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(156f, -1236f, arg_1[_wgslsmith_index_u32(1u, 2u)].x, -169f), vec4<bool>(false, true, true, true)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-295f, 1000f, -573f, arg_0.x)))), vec4<bool>(true, false, all(vec4<bool>(true, true, false, true)), true))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.a.x, 1640f, var_0.a.x, var_0.a.x), vec4<f32>(arg_1[_wgslsmith_index_u32(93530u, 2u)].x, -156f, -1061f, -834f), false)) + vec4<f32>(arg_1[_wgslsmith_index_u32(2625u, 2u)].x, -1000f, 881f, arg_0.x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(568f, -1000f, var_0.a.x, var_0.a.x))), any(vec4<bool>(true, true, true, true).yy)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.a.x, arg_0.x, -465f)), _wgslsmith_f_op_vec4_f32(func_4(mat3x3<f32>(vec3<f32>(var_0.a.x, -1328f, 833f), var_0.a, var_0.a), vec2<bool>(true, false), Struct_1(vec3<f32>(1201f, 1000f, arg_0.x)), vec4<u32>(11271u, u_input.d, 40319u, u_input.d)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_0.a.x, 1142f, arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, -1210f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(549f, -1000f, -1907f, -715f))) + _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -378f, arg_0.x, 288f), vec4<f32>(arg_1[_wgslsmith_index_u32(28106u, 2u)].x, -1668f, arg_1[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)))))) * _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1592f, arg_1[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, 1862f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, arg_0.x, arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x, -1000f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-542f, var_0.a.x, global0[_wgslsmith_index_u32(0u, 3u)].x, arg_0.x)) - _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-219f, var_0.a.x, arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x, 869f))))))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -1140f, var_0.a.x, 1671f)))))))));
                global0 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-1021f), global0[_wgslsmith_index_u32(~77620u, 3u)].x), _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(894f - -1998f)), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~1u, 3u)].x - _wgslsmith_f_op_f32(-(-534f)))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(0u, 4u)].x) + _wgslsmith_f_op_f32(-arg_0.x)), _wgslsmith_f_op_f32(sign(870f))), _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.d, 4u)].x)))))), var_1[_wgslsmith_index_u32(0u, 4u)].zy);
                continue;
            }
            var var_1 = Struct_1(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1573f, vec4<f32>(1f, 1f, 1f, 1f).x, global0[_wgslsmith_index_u32(30856u, 3u)].x) - var_0.a)));
            var var_2 = true;
        }
        case 67984i: {
            let var_1 = 1i * insertBits(abs(clamp(-vec4<i32>(2147483647i, u_input.b.x, u_input.c, u_input.c), vec4<i32>(-56292i, 1i, u_input.a, -18248i) / vec4<i32>(u_input.c, u_input.b.x, 1610i, u_input.b.x), vec4<i32>(u_input.b.x, -74667i, u_input.c, u_input.b.x))), -(-(-vec4<i32>(u_input.b.x, 1i, u_input.b.x, -2040i))), reverseBits(~extractBits(vec2<u32>(u_input.e.x, 50566u), 1u, 1u).x), 52109u).x;
            let var_2 = Struct_1(arg_1[_wgslsmith_index_u32(57343u, 2u)]);
            while (true) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                return Struct_1(arg_1[_wgslsmith_index_u32(u_input.d * (~max(vec2<u32>(4294967295u, 5441u), vec2<u32>(20522u, u_input.d)).x >> (~(~19265u) % 32u)), 2u)]);
            }
            return func_5(min(select(vec3<i32>(-30823i, -38942i, i32(-2147483648)), u_input.b, true) | select(vec4<i32>(-8217i, u_input.a, 1i, 31688i), vec4<i32>(var_1, u_input.b.x, var_1, 9287i), true).zyz, ~u_input.b).x - ((-(i32(-2147483648)) / reverseBits(vec3<i32>(var_1, 31760i, 6418i)).x) | abs(max(vec4<i32>(var_1, var_1, var_1, 0i), vec4<i32>(-38056i, 2607i, var_1, 51685i)).xyw).x));
        }
        default: {
            let var_1 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.x, var_0.a.x) - vec2<f32>(arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x)))).x * _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(2551u, 2u)].x)), _wgslsmith_f_op_vec2_f32(clamp(arg_1[_wgslsmith_index_u32(~u_input.d, 2u)].zy, _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].zz, arg_0) * _wgslsmith_f_op_vec2_f32(vec2<f32>(1379f, 208f) * global0[_wgslsmith_index_u32(u_input.d, 3u)])), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1278f, arg_0.x, arg_0.x, 680f))).wz)).x, 177f, arg_1[_wgslsmith_index_u32(4294967295u * countLeadingZeros(vec4<u32>(u_input.e.x, 47087u, u_input.d, u_input.d) | vec4<u32>(u_input.e.x, u_input.e.x, 61169u, 4294967295u)).x, 2u)].x), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-248f, 571f, 995f, var_0.a.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.a.x, var_0.a.x, 1409f, -1023f) + vec4<f32>(-727f, 1220f, 2095f, var_0.a.x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.a.x, arg_0.x, arg_0.x, arg_0.x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(470f, 458f, var_0.a.x, arg_0.x) * vec4<f32>(arg_0.x, -737f, arg_0.x, 931f)))), vec4<f32>(_wgslsmith_f_op_vec3_f32(select(var_0.a, vec3<f32>(arg_0.x, -701f, 1000f), true)).x, _wgslsmith_f_op_vec2_f32(min(var_0.a.xz, vec2<f32>(-750f, arg_1[_wgslsmith_index_u32(u_input.e.x, 2u)].x))).x, 190f, _wgslsmith_f_op_f32(var_0.a.x - 423f))))));
            let var_2 = u_input.b;
        }
    }
    while (select(true, (_wgslsmith_f_op_f32(min(-737f, _wgslsmith_f_op_f32(trunc(arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x)))) <= arg_1[_wgslsmith_index_u32(~1u, 2u)].x) | (atomicCompareExchangeWeak(&wg_atomic_u32, u_input.e.x << (u_input.d % 32u), u_input.d).exchanged & !(arg_1[_wgslsmith_index_u32(23263u, 2u)].x <= arg_0.x)), (u_input.c * 18540i) <= 71252i)) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
        break;
    }
    let var_1 = u_input.b.zy;
    loop {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        ((var_0).a).x = _wgslsmith_f_op_f32(-(-1051f));
        var_0 = func_5(min(firstTrailingBit(vec4<i32>(var_1.x - var_1.x, var_1.x * -28404i, 1i, dot(vec4<i32>(var_1.x, -12584i, var_1.x, var_1.x), vec4<i32>(2939i, 2147483647i, 0i, 31782i)))).x, -1i));
    }
    return Struct_1(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0.a.x, -235f, arg_0.x, arg_0.x))).yzz + _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-231f, 1196f, arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x))))))));
}

fn func_2() -> Struct_1 {
    if (false) {
        while (false) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            let var_0 = -u_input.c;
        }
        loop {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            let var_0 = vec3<u32>(~4294967295u, reverseBits(vec3<u32>(29807u, u_input.d, atomicMin(&wg_atomic_u32, u_input.e.x + u_input.e.x))).x, max(~(~vec4<u32>(4294967295u, 35365u, 0u, 20229u)) * countLeadingZeros(~vec4<u32>(u_input.e.x, 47416u, 4294967295u, 20524u)), vec4<u32>(~u_input.e.x, ~insertBits(vec4<u32>(u_input.d, u_input.e.x, u_input.e.x, 26088u), vec4<u32>(4294967295u, 1u, u_input.d, 0u), u_input.d, 19608u).x, u_input.e.x, (u_input.d / 4294967295u) << (40984u % 32u))).x);
            continue;
            continuing {
                let var_1 = func_3(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1161f)) * global0[_wgslsmith_index_u32(u_input.d, 3u)].x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(2012f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 918f, -1160f) - vec4<f32>(-2822f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -255f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x))), _wgslsmith_f_op_vec4_f32(func_4(mat3x3<f32>(vec3<f32>(-1693f, -1279f, 1874f), vec3<f32>(-678f, -1565f, 1545f), vec3<f32>(-888f, 1000f, -881f)), vec2<bool>(true, true), func_5(u_input.b.x), vec4<u32>(70552u, 61174u, 1u, 1u))), false)).x), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(31964u, 3u)].x, -924f, global0[_wgslsmith_index_u32(26921u, 3u)].x))) - vec3<f32>(global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(var_0.x, var_0.x), 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, _wgslsmith_f_op_f32(exp(global0[_wgslsmith_index_u32(2293u, 3u)].x)))), vec3<f32>(global0[_wgslsmith_index_u32(var_0.x + 51855u, 3u)].x, _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global0[_wgslsmith_index_u32(6610u, 3u)].x, -126f), _wgslsmith_f_op_vec2_f32(round(global0[_wgslsmith_index_u32(u_input.e.x, 3u)])), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(var_0.x, 3u)].x, 1005f)))).x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x)));
                var var_2 = func_5(u_input.c);
                ((var_2).a).x = 2165f;
                var var_3 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(946f, -840f, var_1.a.x, -530f) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_1.a.x, 669f, 1000f, global0[_wgslsmith_index_u32(0u, 3u)].x)))))))), vec4<f32>(_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2.a.x) * var_2.a.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1331f)), global0[_wgslsmith_index_u32(0u, 3u)].x)), _wgslsmith_f_op_f32(-1254f), -1638f, -1000f));
                var_2 = Struct_1(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, -497f, 567f, -1154f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1506f, var_1.a.x, var_1.a.x, var_2.a.x)))))).xzx));
                break if !(((~(-1i) * (u_input.a + u_input.a)) > i32(-2147483648)) && vec2<bool>(true, true).x);
            }
        }
        let var_0 = atomicCompareExchangeWeak(&wg_atomic_u32, 507u, u_input.d).exchanged | !(!atomicCompareExchangeWeak(&wg_atomic_u32, u_input.e.x, ~42527u).exchanged);
        while (!any(!select(vec4<bool>(true, var_0, var_0, false), vec4<bool>(var_0, true, var_0, var_0), false).wz)) {
            if (LOOP_COUNTERS[15u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
            let var_1 = false;
            var var_2 = Struct_1(_wgslsmith_f_op_vec3_f32(-func_5(select(u_input.b * u_input.b, u_input.b, var_1).x).a));
        }
    }
    while (true) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        ((global0)[_wgslsmith_index_u32(0u, 3u)]).x = _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.d, 3u)].x);
        break;
    }
    let var_0 = 30116i;
    switch (reverseBits(select(vec4<i32>(~2147483647i & var_0, extractBits(vec3<i32>(1i, 0i, -56486i), u_input.d, 613u).x, var_0, u_input.a), abs(vec4<i32>(0i, clamp(vec3<i32>(u_input.c, 11166i, var_0), vec3<i32>(0i, -1i, 18917i), vec3<i32>(0i, 1642i, var_0)).x, u_input.a, 1i)), vec4<bool>(true, true, true, true)).wyw).x) {
        case 1i: {
            var var_1 = func_5(u_input.b.x);
            for (var var_2 = -1i; ; ) {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            }
            while (!(!(_wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(var_1.a.x, -813f, global0[_wgslsmith_index_u32(0u, 3u)].x))).x, _wgslsmith_f_op_vec3_f32(abs(var_1.a)).x) > var_1.a.x))) {
                if (LOOP_COUNTERS[18u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
                break;
            }
            var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(29688u, 3u)].x, -115f, 590f), vec4<f32>(746f, -1435f, 1674f, global0[_wgslsmith_index_u32(46194u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.a.x, global0[_wgslsmith_index_u32(6721u, 3u)].x, 270f, var_1.a.x) + vec4<f32>(-912f, 735f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x))) + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_1.a.x, var_1.a.x, 593f, -429f), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(87926u, 3u)].x, 557f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -798f) - vec4<f32>(var_1.a.x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -830f, 245f)), vec4<bool>(true, true, true, true))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.a.x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(select(vec3<u32>(4294967295u, 0u, u_input.e.x), vec3<u32>(15434u, u_input.d, 1u), true).x, 3u)].x + _wgslsmith_div_f32(-502f, var_1.a.x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(var_1.a, var_1.a, false)).x), _wgslsmith_f_op_f32(961f + -1000f)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_div_f32(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, var_1.a.x), _wgslsmith_div_f32(var_1.a.x, global0[_wgslsmith_index_u32(1u, 3u)].x), -933f, _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_1.a.x, 1000f, var_1.a.x, 853f))).x) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1000f, global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(10266u, 3u)].x), vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, var_1.a.x, var_1.a.x)))))));
            for (; true; ) {
                if (LOOP_COUNTERS[19u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
                var var_3 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(ceil(var_1.a.zy)).x, var_1.a.x), _wgslsmith_f_op_vec4_f32(sign(var_2[_wgslsmith_index_u32(~u_input.d, 2u)])).x) * vec2<f32>(var_2[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(458f * var_2[_wgslsmith_index_u32(u_input.e.x, 2u)].x) * _wgslsmith_f_op_f32(min(1000f, global0[_wgslsmith_index_u32(30546u, 3u)].x))))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_f32(-1206f), 693f, var_2[_wgslsmith_index_u32(u_input.e.x << (1u % 32u), 2u)].x, var_1.a.x))).zx + var_1.a.zy), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1418f, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-805f, -832f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), vec4<f32>(-678f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, var_2[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x), vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 2u)].x, var_2[_wgslsmith_index_u32(u_input.d, 2u)].x, -295f))).wxy)).x)), vec2<f32>(-269f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1740f + global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x) - -559f))));
                (var_3)[_wgslsmith_index_u32(~abs(u_input.d << ((u_input.e.x + u_input.d) % 32u)) | _wgslsmith_mod_u32(96683u, abs(vec4<u32>(9686u, 11733u, u_input.d, u_input.d) * vec4<u32>(u_input.d, u_input.d, u_input.d, 34744u)).x * 1u), 4u)] = _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_3[_wgslsmith_index_u32(u_input.e.x, 4u)].x, var_3[_wgslsmith_index_u32(u_input.d, 4u)].x, -760f, var_1.a.x)))), var_2[_wgslsmith_index_u32(u_input.d, 2u)])).xx + vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(803f * -2101f)), 1000f)), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(38461u, 2u)])))))).yx);
                break;
            }
        }
        case i32(-2147483648): {
            switch (firstLeadingBit(-vec3<i32>(-u_input.a, u_input.a, 20603i >> (u_input.d % 32u))).x + -36822i) {
                case 0i: {
                    ((global0)[_wgslsmith_index_u32(64265u, 3u)]).x = _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(reverseBits(~(7581u >> (u_input.e.x % 32u))), 3u)] * _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(194f, 1000f), vec2<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)) + _wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x) - global0[_wgslsmith_index_u32(u_input.e.x, 3u)])), global0[_wgslsmith_index_u32(~u_input.e.x, 3u)], vec2<bool>(vec3<bool>(true, true, true).x, true)))))).x;
                    global0 = mat3x2<f32>(global0[_wgslsmith_index_u32(~(~u_input.d), 3u)], _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 1850f, _wgslsmith_f_op_f32(633f - 928f)))).zz, vec2<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(773f, 516f), _wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(4294967295u, 3u)] + vec2<f32>(global0[_wgslsmith_index_u32(55017u, 3u)].x, global0[_wgslsmith_index_u32(70630u, 3u)].x)))).x, 433f)), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1992f * -621f) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-2088f * global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x))), global0[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(20029u, clamp(u_input.e, u_input.e, u_input.e).x)).x, 3u)].x));
                    ((global0)[_wgslsmith_index_u32(~clamp(~vec3<u32>(u_input.d, 19415u, ~19231u), _wgslsmith_mod_vec3_u32(extractBits(vec4<u32>(1u, u_input.d, u_input.d, 52719u), 28842u, 0u / u_input.d).yyy, ~vec3<u32>(31266u, u_input.d, u_input.d) + (vec3<u32>(u_input.d, 1u, 4294967295u) & vec3<u32>(u_input.e.x, u_input.d, 851u))), ~countLeadingZeros(~vec3<u32>(4294967295u, 88577u, 36706u))).x, 3u)]).x = _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(1081f, 641f, 615f) * vec3<f32>(-497f, -1000f, 1403f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1602f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x)), vec3<bool>(true, true, true))).zy)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-587f * 744f)))), vec3<f32>(global0[_wgslsmith_index_u32(~extractBits(4294967295u, 31802u, 4294967295u & u_input.e.x), 3u)].x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(dot(vec4<u32>(37524u, 0u, 0u, u_input.d), vec4<u32>(u_input.e.x, 0u, u_input.e.x, 27252u)) & ~u_input.d, 3u)].x - 323f), 1193f), true)).x;
                    var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, 929f, -1000f, 1550f))).wyz) - vec3<f32>(1000f, -1973f, 1f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, 887f, -1010f, 463f), vec4<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, 586f), false)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1311f, -1000f, 209f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x) - vec4<f32>(-477f, -626f, 990f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x)))).yzz * _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(26137u, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)))).wyx) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -199f, -1161f) - vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1283f)), vec3<f32>(-712f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -1007f)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global0[_wgslsmith_index_u32(21176u, 3u)].x, 769f, global0[_wgslsmith_index_u32(34831u, 3u)].x), vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -251f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), vec3<f32>(-999f, 995f, -385f))), _wgslsmith_div_vec3_f32(vec3<f32>(-1720f, 3286f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x), vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -2643f, global0[_wgslsmith_index_u32(55789u, 3u)].x))) + vec3<f32>(global0[_wgslsmith_index_u32(~u_input.e.x, 3u)].x, _wgslsmith_div_f32(866f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x), 1000f)) * vec3<f32>(global0[_wgslsmith_index_u32((u_input.e.x - 0u) / 1u, 3u)].x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(2128f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x, -1000f))).xwx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-2084f, -115f, 879f)))), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(reverseBits(80068u), 3u)].x * global0[_wgslsmith_index_u32(0u / u_input.e.x, 3u)].x))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -1142f, 418f, 1219f))))).yyw);
                }
                default: {
                }
            }
            switch (atomicMin(&wg_atomic_i32, ~(~max(vec3<i32>(0i, u_input.a, -1i), countOneBits(u_input.b)).x))) {
                case 1i: {
                }
                case -40176i: {
                    var var_1 = func_5(u_input.b.x / (var_0 | -(-var_0)));
                    let var_2 = ~clamp(u_input.e / vec2<u32>(1u, u_input.d + u_input.e.x), vec2<u32>(1u, atomicCompareExchangeWeak(&wg_atomic_u32, atomicAnd(&wg_atomic_u32, u_input.d), 1u).old_value), u_input.e | vec2<u32>(reverseBits(vec4<u32>(24112u, 29306u, 1u, u_input.d)).x, atomicMax(&wg_atomic_u32, u_input.e.x)));
                }
                default: {
                }
            }
            for (var var_1 = insertBits(1i, max(~(-15235i), var_0), 1u / ((4294967295u * u_input.e.x) >> (countLeadingZeros(~vec4<u32>(u_input.d, u_input.d, 0u, u_input.e.x)).x % 32u)), countOneBits(~countLeadingZeros(countLeadingZeros(vec4<u32>(u_input.e.x, 1u, 0u, u_input.e.x)))).x); var_1 >= -61787i; ) {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
                var_1 = -u_input.b.x << (~u_input.e.x % 32u);
                var var_2 = -(~(var_0 | ~u_input.b.x));
                break;
            }
            for (var var_1 = var_0; var_1 >= i32(-2147483648); ) {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
                let var_2 = Struct_1(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-1268f + -1000f), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)) + vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(83745u, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x))).x + global0[_wgslsmith_index_u32(u_input.d, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(sign(-1609f)) - _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(1493f, -837f, -257f))).x), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(u_input.e.x, 3u)]), _wgslsmith_div_vec2_f32(global0[_wgslsmith_index_u32(u_input.d, 3u)], global0[_wgslsmith_index_u32(u_input.e.x, 3u)]), vec2<bool>(true, true))).x)));
                continue;
            }
            ((global0)[_wgslsmith_index_u32(1u, 3u)]).x = _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~countOneBits(reverseBits(vec4<u32>(u_input.d, 37381u, 0u, 36583u))).x, 3u)].x);
        }
        default: {
            let var_1 = countOneBits(vec4<i32>(select(u_input.b.xz << (vec2<u32>(13405u, u_input.d) % vec2<u32>(32u)), firstLeadingBit(vec2<i32>(-1i, var_0)), vec2<bool>(true, true)).x, countLeadingZeros(u_input.b.x), u_input.b.x, u_input.b.x)).yx;
            if (false) {
                let var_2 = 17280u;
                var var_3 = ~var_1.x;
                let var_4 = func_5(-(-(-(u_input.b.x << (69979u % 32u)))));
            }
            while (true) {
                if (LOOP_COUNTERS[22u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
                let var_2 = true;
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[23u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
        if (all(select(vec3<bool>(true, true, true).yx, select(vec2<bool>(true, true), vec2<bool>(true, true), (global0[_wgslsmith_index_u32(76676u, 3u)].x < -646f)), vec2<bool>(true, true))) & ((vec2<bool>(true, true).x | (atomicOr(&wg_atomic_i32, -29177i) == -32306i)) | true)) {
        } else if (select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), !atomicCompareExchangeWeak(&wg_atomic_i32, -(~37184i), ~min(1i, var_0)).exchanged).x) {
            var var_1 = vec2<i32>(atomicOr(&wg_atomic_i32, 1i), -(dot(-u_input.b.zz, -vec2<i32>(var_0, 2147483647i)) & var_0));
            break;
        } else {
            var var_1 = mat2x2<f32>(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(1506u, 3u)].x, 243f, -1601f, global0[_wgslsmith_index_u32(15415u, 3u)].x) * vec4<f32>(-1000f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 560f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x))) * vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x << (u_input.e.x % 32u), 3u)].x, 1000f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), _wgslsmith_f_op_f32(saturate(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-vec3<f32>(447f, -422f, -474f)), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(-289f, global0[_wgslsmith_index_u32(18294u, 3u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x), vec3<f32>(-233f, global0[_wgslsmith_index_u32(1u, 3u)].x, -240f))))).x, _wgslsmith_f_op_f32(dot(vec4<f32>(151f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, 295f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -113f, -550f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x))))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1364f) + -390f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.d, 3u)].x) - -1290f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0[_wgslsmith_index_u32(3535u, 3u)].x, 272f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, 636f)))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(1025f, -477f, 1161f, -1941f) - _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -176f) + vec4<f32>(global0[_wgslsmith_index_u32(5275u, 3u)].x, 114f, -1633f, 2207f)))))).xw, _wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(reverseBits(~(~vec2<u32>(u_input.d, u_input.e.x))).x, 3u)] - global0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 40046u), 3u)]));
            continue;
        }
    }
    return func_3(_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(insertBits(~vec3<u32>(64917u, 32945u, 4294967295u), vec3<u32>(29294u, u_input.e.x, u_input.e.x) ^ vec3<u32>(62565u, u_input.d, u_input.d), 1u, select(u_input.e.x, u_input.e.x, false)).x, 3u)]))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(-378f, global0[_wgslsmith_index_u32(45568u, 3u)].x, 569f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x) - vec4<f32>(-1000f, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 708f)))).zxx), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, -136f, 306f) + vec3<f32>(-302f, 221f, -1791f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(789f, global0[_wgslsmith_index_u32(1u, 3u)].x, -1171f) * vec3<f32>(417f, global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x))))));
}

fn func_1(arg_0: vec4<bool>, arg_1: Struct_1, arg_2: vec3<f32>, arg_3: vec4<f32>) -> i32 {
    var var_0 = (~(countLeadingZeros(vec4<u32>(1u, 4294967295u, u_input.d, u_input.e.x)) + vec4<u32>(u_input.e.x, 1u, 654u, 1u)) - vec4<u32>(82030u, countOneBits(vec4<u32>(u_input.e.x, 5612u, 1u, u_input.d)).x >> (countTrailingZeros(vec4<u32>(1u, u_input.e.x, 62634u, 23333u)).x % 32u), countLeadingZeros(min(vec4<u32>(16728u, 38963u, u_input.d, u_input.e.x), vec4<u32>(4294967295u, 39415u, 16662u, 97237u))).x, atomicSub(&wg_atomic_u32, 5143u))) | vec4<u32>(1u ^ u_input.d, u_input.d, u_input.e.x & countTrailingZeros(~vec2<u32>(u_input.d, u_input.e.x)).x, _wgslsmith_mod_u32(select(abs(vec4<u32>(u_input.e.x, 35761u, u_input.d, u_input.e.x)).wyy, _wgslsmith_mod_vec3_u32(vec3<u32>(u_input.d, 36113u, u_input.e.x), vec3<u32>(u_input.d, 28131u, 4294967295u)), arg_0.x).x, _wgslsmith_mod_u32(u_input.e.x, extractBits(vec3<u32>(0u, 1u, u_input.d), 42556u, u_input.e.x).x)));
    var var_1 = vec4<i32>(min(u_input.b + ~vec3<i32>(1i, u_input.c, u_input.a), vec3<i32>(u_input.b.x, u_input.c, u_input.c) * u_input.b).x, sign(u_input.a), countLeadingZeros(~u_input.b.x), abs(-vec3<i32>(u_input.b.x, u_input.a, 0i)).x) >> (vec4<u32>(1u, 4294967295u, insertBits(~u_input.e, ~vec2<u32>(var_0.x, 4144u), u_input.d, countOneBits(var_0.zz).x).x ^ 1u, 1u) % vec4<u32>(32u));
    var var_2 = Struct_1(arg_1.a);
    var var_3 = _wgslsmith_f_op_f32(-248f);
    loop {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        if (false) {
            ((global0)[_wgslsmith_index_u32(87722u, 3u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(arg_3, _wgslsmith_f_op_vec4_f32(arg_3 + vec4<f32>(1349f, -1272f, arg_2.x, 284f)), any(vec2<bool>(arg_0.x, true)))).yz))).x * 316f);
        } else if (true) {
            var_2 = arg_1;
            let var_4 = !select(select(!arg_0, !arg_0, select(vec4<bool>(arg_0.x, false, arg_0.x, true), vec4<bool>(arg_0.x, arg_0.x, true, arg_0.x), false)).zxy, select(select(!arg_0, vec4<bool>(arg_0.x, false, arg_0.x, arg_0.x), false), select(vec4<bool>(arg_0.x, arg_0.x, true, arg_0.x), select(vec4<bool>(false, false, true, arg_0.x), vec4<bool>(true, arg_0.x, true, arg_0.x), arg_0.x), !arg_0), arg_0).www, true).yy;
            (global0)[_wgslsmith_index_u32(~34465u, 3u)] = _wgslsmith_f_op_vec2_f32(arg_1.a.zz + _wgslsmith_f_op_vec3_f32(min(arg_1.a, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_2.a), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(step(arg_3, vec4<f32>(146f, 393f, arg_2.x, -834f))))).zyx))).yy);
            break;
        } else {
            let var_4 = arg_1;
            (var_0).x = 4294967295u;
            continue;
        }
        let var_4 = _wgslsmith_mod_vec4_u32(~vec4<u32>(var_0.x + 50841u, firstTrailingBit(1u), 1u, 1u * u_input.e.x) + ~(~select(vec4<u32>(var_0.x, var_0.x, 1u, 0u), vec4<u32>(1u, 4294967295u, 46708u, var_0.x), vec4<bool>(false, arg_0.x, arg_0.x, arg_0.x))), ~clamp(vec4<u32>(4294967295u * 26588u, 1u, 1u, firstTrailingBit(vec4<u32>(var_0.x, u_input.e.x, 4294967295u, 1u)).x), min(~vec4<u32>(11541u, u_input.e.x, u_input.e.x, 17673u), insertBits(vec4<u32>(65478u, 0u, u_input.e.x, var_0.x), vec4<u32>(u_input.e.x, u_input.e.x, u_input.d, 4294967295u), u_input.d, 1u)), vec4<u32>(_wgslsmith_mod_u32(42997u, 82593u), countOneBits(var_0.xz).x, ~u_input.e.x, 4944u)));
        while (!arg_0.x) {
            if (LOOP_COUNTERS[25u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
        }
        continue;
    }
    return 7517i;
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    while (-1i == countOneBits(u_input.b.xz).x) {
        if (LOOP_COUNTERS[26u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
    }
    while (select(true, ~func_1(vec4<bool>(true, true, true, true), func_2(), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-574f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, 591f, global0[_wgslsmith_index_u32(65954u, 3u)].x))).wwx, _wgslsmith_div_vec4_f32(vec4<f32>(872f, 376f, -1194f, -349f), vec4<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -970f))) <= u_input.c, vec2<bool>(true, true).x)) {
        if (LOOP_COUNTERS[27u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
        break;
    }
    ((global0)[_wgslsmith_index_u32(52608u, 3u)]).x = _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(abs(max(vec4<u32>(35764u, 12099u, 4294967295u, builtin_local_invocation_index), vec4<u32>(builtin_global_invocation_id.x, builtin_local_invocation_index, 4294967295u, 1u))).x | ~(~6756u), builtin_local_invocation_index), 3u)].x);
    if (true || !(!atomicCompareExchangeWeak(&wg_atomic_i32, -1i, 1i).exchanged)) {
    } else {
        var var_0 = func_2();
        loop {
            if (LOOP_COUNTERS[28u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
            return;
            continuing {
                let var_1 = mat3x2<f32>(global0[_wgslsmith_index_u32(~extractBits(builtin_num_workgroups, (2360u >> (0u % 32u)) + (builtin_workgroup_id.x >> (builtin_workgroup_id.x % 32u)), builtin_workgroup_id.x).x, 3u)], _wgslsmith_f_op_vec2_f32(clamp(func_3(global0[_wgslsmith_index_u32(4294967295u, 3u)], mat2x3<f32>(vec3<f32>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, -281f), vec3<f32>(135f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, 137f))).a.xx, _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(max(global0[_wgslsmith_index_u32(4294967295u, 3u)], vec2<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, 215f))).x, _wgslsmith_f_op_f32(-1013f - global0[_wgslsmith_index_u32(4294967295u, 3u)].x)), global0[_wgslsmith_index_u32(~(~builtin_num_workgroups.x), 3u)]), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-var_0.a.x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)].x)) - vec2<f32>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x - builtin_num_workgroups.x, 3u)].x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x * var_0.a.x))))), vec2<f32>(_wgslsmith_div_f32(-1305f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1399f)))), 1968f));
                let var_2 = Struct_1(vec3<f32>(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(46809u, 3u)].x, var_1[_wgslsmith_index_u32(1u, 3u)].x)))).x, -956f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(1u, 3u)].x * -1873f), global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)));
                let var_3 = false;
                var_0 = var_2;
                var var_4 = func_2();
            }
        }
        var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0.a + vec3<f32>(var_0.a.x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.e.x, 3u)].x * -572f), global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0.a - vec3<f32>(var_0.a.x, -871f, 406f)) - _wgslsmith_f_op_vec3_f32(-var_0.a)))), var_0.a, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1021f, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, var_0.a.x, 1466f))).xyw) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-2269f, global0[_wgslsmith_index_u32(u_input.d, 3u)].x, -279f, -911f))).wyz * vec3<f32>(1621f, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.d, 3u)].x)) + _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(var_0.a + vec3<f32>(var_0.a.x, 210f, -628f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(-271f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, -1000f) + var_0.a), true)))), _wgslsmith_div_vec3_f32(vec3<f32>(-3411f, global0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 0u) >> (1u % 32u), 3u)].x, var_0.a.x), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-1251f, var_0.a.x, 1000f, -448f), vec4<f32>(-823f, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, -2256f, -1000f), vec4<f32>(-1000f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x))).x), _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-var_0.a.x))));
        if (true) {
            let var_2 = vec4<u32>(~builtin_num_workgroups.x << (firstTrailingBit(u_input.e.x) % 32u), atomicExchange(&wg_atomic_u32, 0u), ~abs(vec4<u32>(64530u, u_input.e.x, 0u, 4169u)).x - select(builtin_local_invocation_id.xx, builtin_num_workgroups.xz / (vec2<u32>(17383u, 1u) + u_input.e), vec3<bool>(true, true, true).yz).x, reverseBits(~vec4<u32>(1u >> (builtin_num_workgroups.x % 32u), u_input.e.x, 1u, _wgslsmith_mod_u32(builtin_num_workgroups.x, builtin_local_invocation_index))).x);
        }
        var var_2 = select(vec3<bool>(true, true, (atomicXor(&wg_atomic_u32, u_input.e.x) + (77799u ^ builtin_global_invocation_id.x)) >= ~(u_input.e.x ^ builtin_local_invocation_index)), vec3<bool>(!(_wgslsmith_div_f32(-2521f, var_0.a.x) > _wgslsmith_f_op_f32(-var_0.a.x)), (reverseBits(vec2<i32>(u_input.a, u_input.a)).x < -countOneBits(u_input.b).x), !(atomicCompareExchangeWeak(&wg_atomic_u32, 45727u, 43107u).exchanged && vec3<bool>(true, true, true).x)), false).zz;
    }
    let var_0 = 86072u;
    var var_1 = -4214i;
    while (!(select(vec2<bool>(true, (global0[_wgslsmith_index_u32(64774u, 3u)].x < global0[_wgslsmith_index_u32(6066u, 3u)].x)), vec3<bool>(true, true, true).yx, vec2<bool>(true, true)).x || true)) {
        if (LOOP_COUNTERS[29u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
        break;
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-975f, -1616f, -610f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x) - vec4<f32>(541f, 414f, global0[_wgslsmith_index_u32(47795u, 3u)].x, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, -795f, -1000f, global0[_wgslsmith_index_u32(79561u, 3u)].x) * vec4<f32>(1428f, 1171f, 726f, 643f))))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(var_0, 3u)].x, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, global0[_wgslsmith_index_u32(5258u, 3u)].x, global0[_wgslsmith_index_u32(74081u, 3u)].x) - vec4<f32>(-363f, -622f, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 531f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(2187f, global0[_wgslsmith_index_u32(37116u, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1304f))))))), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~(0u ^ insertBits(vec4<u32>(u_input.e.x, 0u, builtin_num_workgroups.x, 6745u), vec4<u32>(4294967295u, 4294967295u, builtin_global_invocation_id.x, 4294967295u), 110778u, builtin_num_workgroups.x).x), 3u)].x), mat2x2<f32>(vec2<f32>(-698f, 1252f), _wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(1u << (builtin_num_workgroups.x % 32u), 3u)].x, -1000f) - global0[_wgslsmith_index_u32(1u | u_input.d, 3u)])));
}

