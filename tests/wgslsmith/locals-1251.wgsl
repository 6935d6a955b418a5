// {"0:0":[123,232,0,51,159,206,115,42,194,6,68,146,116,38,45,43,236,72,240,66,235,49,241,7,245,67,174,132,81,227,66,111,162,1,70,69,168,3,72,163,10,192,74,35,241,50,56,220]}
// Seed: 1251

struct Struct_1 {
    a: mat4x4<f32>,
    @align(32)
    @size(16)
    b: vec4<u32>,
    c: mat2x4<f32>,
}

struct Struct_2 {
    @align(32)
    a: Struct_1,
    @align(16)
    b: vec4<i32>,
    @align(16)
    c: mat2x4<f32>,
}

struct Struct_3 {
    @align(4)
    @size(8)
    a: f32,
    @align(16)
    b: mat2x3<f32>,
}

struct UniformBuffer {
    a: vec2<i32>,
    b: u32,
    c: i32,
    @align(16)
    d: vec4<i32>,
    @size(8)
    e: u32,
}

struct StorageBuffer {
    @align(4)
    a: u32,
    @size(32)
    b: mat2x2<f32>,
    @size(12)
    c: f32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: i32;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 15>;

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
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

fn func_5() -> mat4x4<f32> {
    var var_0 = vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(-957f, 290f))).x, _wgslsmith_f_op_f32(-1000f)))).x - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-2090f) - _wgslsmith_f_op_f32(_wgslsmith_div_f32(-908f, -895f) + 760f))), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1f, 1f, 1f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-795f, 867f, -594f))))).x, -2816f);
    return mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0.x, 205f, var_0.x, -650f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-502f, var_0.x, 743f, var_0.x))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.x, -695f, var_0.x, 517f) + vec4<f32>(var_0.x, 157f, -240f, -1542f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(258f, var_0.x, var_0.x, 865f)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_0.x, _wgslsmith_div_f32(var_0.x, -2407f), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-1769f, -1577f, 223f))).x, 544f)))));
}

fn func_4(arg_0: Struct_2, arg_1: vec2<i32>, arg_2: bool, arg_3: vec4<i32>) -> Struct_1 {
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    let var_0 = atomicAnd(&wg_atomic_i32, arg_1.x ^ 40699i);
    for (; atomicCompareExchangeWeak(&wg_atomic_i32, sign(arg_3.ww).x, ~u_input.a.x).exchanged; ) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        let var_1 = Struct_1(func_5(), ~arg_0.a.b, arg_0.a.c);
        break;
    }
    var var_1 = _wgslsmith_f_op_vec3_f32(-arg_0.c[_wgslsmith_index_u32(select(~(~arg_0.a.b), arg_0.a.b + vec4<u32>(clamp(arg_0.a.b.zyz, vec3<u32>(arg_0.a.b.x, u_input.b, 1u), vec3<u32>(4294967295u, u_input.b, arg_0.a.b.x)).x, insertBits(vec2<u32>(2786u, u_input.b), vec2<u32>(u_input.e, u_input.e), 1u, u_input.b).x, reverseBits(vec2<u32>(35575u, 4294967295u)).x, clamp(arg_0.a.b.x, u_input.b, u_input.e)), any(vec4<bool>((arg_0.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x < 600f), select(vec4<bool>(arg_2, arg_2, false, arg_2), vec4<bool>(arg_2, false, arg_2, arg_2), arg_2).x, var_0 <= -1i, true))).x, 2u)].xzy);
    (var_1).x = _wgslsmith_div_f32(_wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(var_1.x, arg_0.a.c[_wgslsmith_index_u32(16916u, 2u)].x))).x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(arg_0.a.c[_wgslsmith_index_u32(~atomicAdd(&wg_atomic_u32, 1u), 2u)].xzw)).x));
    return Struct_1(arg_0.a.a, arg_0.a.b, arg_0.c);
}

fn func_3(arg_0: bool, arg_1: mat3x2<f32>, arg_2: vec2<u32>, arg_3: Struct_2) -> Struct_1 {
    while (any(!(!select(select(vec4<bool>(true, true, arg_0, arg_0), vec4<bool>(false, false, arg_0, true), vec4<bool>(true, arg_0, false, false)), vec4<bool>(arg_0, arg_0, true, arg_0), !vec4<bool>(true, arg_0, arg_0, arg_0))))) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            var var_0 = mat2x2<f32>(arg_1[_wgslsmith_index_u32(arg_2.x, 3u)], arg_3.c[_wgslsmith_index_u32(~41244u, 2u)].ww);
        }
    }
    let var_0 = 1u;
    var var_1 = any(!select(select(select(vec4<bool>(true, arg_0, true, arg_0), vec4<bool>(true, true, false, arg_0), vec4<bool>(true, true, arg_0, arg_0)), select(vec4<bool>(false, arg_0, false, arg_0), vec4<bool>(arg_0, true, true, true), arg_0), true), vec4<bool>(true, true, true, true), !select(vec4<bool>(true, arg_0, arg_0, true), vec4<bool>(arg_0, arg_0, arg_0, arg_0), vec4<bool>(arg_0, arg_0, arg_0, true))));
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        continue;
    }
    var var_2 = var_0 | reverseBits(vec2<u32>(38203u, arg_2.x) * arg_2).x;
    return Struct_1(arg_3.a.a, func_4(arg_3, countLeadingZeros(extractBits(arg_3.b, ~4294967295u, var_0)).yy, !(!arg_0), vec4<i32>(u_input.d.x, u_input.c ^ -u_input.c, 1i, -40920i)).b, mat2x4<f32>(arg_3.c[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, ~u_input.e) / (atomicCompareExchangeWeak(&wg_atomic_u32, arg_3.a.b.x, arg_2.x).old_value * u_input.e), 2u)], _wgslsmith_div_vec4_f32(func_5()[_wgslsmith_index_u32(72272u, 4u)], vec4<f32>(_wgslsmith_f_op_f32(arg_3.c[_wgslsmith_index_u32(31791u, 2u)].x + arg_3.c[_wgslsmith_index_u32(u_input.e, 2u)].x), _wgslsmith_f_op_vec2_f32(saturate(arg_3.c[_wgslsmith_index_u32(7819u, 2u)].wx)).x, _wgslsmith_f_op_f32(-302f), _wgslsmith_f_op_f32(trunc(653f))))));
}

fn func_2(arg_0: Struct_1, arg_1: vec3<i32>, arg_2: vec2<i32>, arg_3: Struct_2) -> mat2x2<f32> {
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        var var_0 = arg_0.c[_wgslsmith_index_u32(insertBits(arg_3.a.b.zz, vec2<u32>(arg_3.a.b.x, ~(~(arg_0.b.x ^ u_input.b))), _wgslsmith_mod_u32(func_3(atomicCompareExchangeWeak(&wg_atomic_i32, 52963i, ~arg_2.x).exchanged, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].x), vec2<f32>(522f, arg_3.c[_wgslsmith_index_u32(u_input.b, 2u)].x), vec2<f32>(294f, 1000f))), arg_3.c[_wgslsmith_index_u32(1u, 2u)].yw, _wgslsmith_f_op_vec4_f32(max(vec4<f32>(513f, arg_3.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x, 1925f, -2464f), arg_3.a.a[_wgslsmith_index_u32(86841u, 4u)])).yy), reverseBits(vec3<u32>(1u, u_input.b, 53392u) / vec3<u32>(arg_3.a.b.x, 1u, 18356u)).zz, Struct_2(Struct_1(arg_0.a, arg_3.a.b, arg_3.a.c), vec4<i32>(arg_1.x, u_input.c, -29231i, arg_3.b.x), arg_0.c)).b.x, arg_0.b.x & arg_3.a.b.x), abs(arg_0.b).x).x, 2u)].wyx;
    }
    var var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(16491u, 4u)].x) * _wgslsmith_f_op_f32(-arg_0.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-418f))), _wgslsmith_f_op_f32(clamp(arg_0.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x, _wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_0.c[_wgslsmith_index_u32(86048u, 2u)].x, arg_3.a.c[_wgslsmith_index_u32(0u, 2u)].x, arg_0.c[_wgslsmith_index_u32(0u, 2u)].x, arg_3.a.a[_wgslsmith_index_u32(30493u, 4u)].x), vec4<f32>(arg_3.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, arg_3.a.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].x, 533f, -702f))).x, arg_3.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(ceil(arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)])).zwx + vec3<f32>(arg_3.a.a[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, 1956u), 4u)].x, _wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(saturate(arg_3.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_f32(arg_3.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x - arg_0.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x), true)), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-1031f), _wgslsmith_f_op_f32(-1096f - 1000f), _wgslsmith_f_op_f32(-arg_3.c[_wgslsmith_index_u32(13348u, 2u)].x))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(669f, arg_0.c[_wgslsmith_index_u32(insertBits(vec4<u32>(arg_0.b.x, arg_0.b.x, 0u, 1u), arg_0.b, u_input.e, 33360u).x, 2u)].x, _wgslsmith_f_op_f32(492f * arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.a[_wgslsmith_index_u32(14042u, 4u)].x, arg_3.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].x))) * _wgslsmith_f_op_vec3_f32(round(func_5()[_wgslsmith_index_u32(4294967295u, 4u)].yxx))));
    switch (~(~(clamp(u_input.d ^ arg_3.b, u_input.d << (arg_0.b % vec4<u32>(32u)), -vec4<i32>(-47987i, 1i, arg_3.b.x, 51546i)).x ^ -(-u_input.c)))) {
        case i32(-2147483648): {
            ((var_0)[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(atomicSub(&wg_atomic_u32, 1u) & ~11789u), 1u) - arg_3.a.b.x, 3u)]).x = -115f;
            let var_1 = false;
            var var_2 = arg_3;
            global0 = var_2.b.x - (-1i + -46209i);
        }
        case 37617i: {
            var var_1 = _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(1244u, 3u)].x, 1859f);
            if (true) {
                global0 = -(-(~(~u_input.d.x)));
                global0 = u_input.a.x;
                var_1 = var_0[_wgslsmith_index_u32(39671u | firstLeadingBit(clamp(~(~vec2<u32>(6724u, arg_3.a.b.x)), vec2<u32>(arg_3.a.b.x / 9160u, ~arg_0.b.x), clamp(firstTrailingBit(vec4<u32>(arg_0.b.x, arg_0.b.x, u_input.e, u_input.e)), vec4<u32>(arg_3.a.b.x, arg_0.b.x, u_input.b, arg_0.b.x), countOneBits(vec4<u32>(u_input.e, 35691u, 65745u, 15904u))).wz)).x, 3u)].x;
            } else {
                let var_2 = _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(~arg_3.a.b.x, 3u)].x + _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 4294967295u), 3u)].x - _wgslsmith_f_op_f32(select(arg_0.a[_wgslsmith_index_u32(33555u, 4u)].x, 1237f, true)))), -1378f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0.c[_wgslsmith_index_u32(83870u, 2u)].x))), arg_3.a.c[_wgslsmith_index_u32(4294967295u, 2u)].x) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_3.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(30193u, 3u)].x, arg_3.a.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(arg_0.a[_wgslsmith_index_u32(u_input.e, 4u)] + _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(6074u, 3u)].x, 395f, arg_0.a[_wgslsmith_index_u32(127164u, 4u)].x, 1109f))), _wgslsmith_f_op_vec4_f32(-func_5()[_wgslsmith_index_u32(u_input.e + 7909u, 4u)])), select(vec4<bool>(true, u_input.b > arg_3.a.b.x, all(vec4<bool>(false, false, false, false)), true), vec4<bool>(false, true, true, true), vec4<bool>(true, true, false, vec4<bool>(true, true, true, true).x)))));
                return mat2x2<f32>(vec2<f32>(_wgslsmith_div_f32(1233f, -465f), arg_3.c[_wgslsmith_index_u32(1u, 2u)].x), vec2<f32>(980f, var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(countLeadingZeros(~vec2<u32>(arg_3.a.b.x, u_input.b)).x, ~(1u + u_input.e)), 3u)].x));
            }
            var_1 = _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(0u, 3u)].x + -249f), arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x & arg_0.b.x, 4u)].x, 1000f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_3.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, -776f, arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x) + vec3<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, 163f, -141f))))).x * arg_0.c[_wgslsmith_index_u32(1u << ((1u + reverseBits(arg_0.b.zxy).x) % 32u), 2u)].x), _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_vec4_f32(step(arg_3.a.a[_wgslsmith_index_u32(1u, 4u)], arg_3.a.c[_wgslsmith_index_u32(u_input.e, 2u)])).x, var_0[_wgslsmith_index_u32(countLeadingZeros(arg_0.b.yw).x, 3u)].x, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, arg_3.a.a[_wgslsmith_index_u32(u_input.e, 4u)].x, -1061f, -1255f))).x, -474f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_3.a.a[_wgslsmith_index_u32(28893u, 4u)].x, var_0[_wgslsmith_index_u32(714u, 3u)].x, arg_3.a.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x, 226f) - arg_3.c[_wgslsmith_index_u32(12408u, 2u)]) - _wgslsmith_f_op_vec4_f32(-arg_3.a.c[_wgslsmith_index_u32(14504u, 2u)])), vec4<bool>(true, true, true, true))).xw)).x));
            while (true) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                let var_2 = (vec4<u32>(~arg_0.b.x, countLeadingZeros(vec2<u32>(0u, 0u)).x, 4294967295u, arg_3.a.b.x) / max(countOneBits(vec4<u32>(54005u, 1u, 1u, arg_0.b.x)) - ~arg_0.b, vec4<u32>(19110u & u_input.b, arg_0.b.x, 4294967295u, 501u))) / (func_4(Struct_2(arg_3.a, u_input.d, arg_3.c), -vec2<i32>(i32(-2147483648), arg_3.b.x), true, arg_3.b).b * min((vec4<u32>(u_input.e, 1u, u_input.b, arg_3.a.b.x) & arg_0.b) - (arg_0.b + arg_3.a.b), arg_0.b));
                let var_3 = arg_3.c[_wgslsmith_index_u32(firstTrailingBit(arg_3.a.b.wyw).x, 2u)].x;
                let var_4 = Struct_3(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(select(arg_0.c[_wgslsmith_index_u32(26503u, 2u)], vec4<f32>(-248f, -726f, 603f, var_3), false)), _wgslsmith_f_op_vec4_f32(round(arg_0.c[_wgslsmith_index_u32(u_input.e, 2u)])), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_3.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x, 1635f, -136f, arg_3.a.a[_wgslsmith_index_u32(9132u, 4u)].x))))).zxz, vec3<f32>(-1000f, _wgslsmith_f_op_vec2_f32(abs(arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].ww)).x, _wgslsmith_f_op_f32(arg_3.a.a[_wgslsmith_index_u32(1u, 4u)].x + arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x)))).x), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x << (~var_2.x % 32u), 4u)].zyx), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1199f, 1200f, -613f, 1053f))).zxy) - vec3<f32>(_wgslsmith_f_op_f32(-119f + 1159f), _wgslsmith_f_op_f32(exp2(arg_3.c[_wgslsmith_index_u32(1u, 2u)].x)), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(var_0[_wgslsmith_index_u32(63458u, 3u)].x, 577f))).x))));
            }
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var var_2 = Struct_1(arg_3.a.a, min(vec4<u32>((4047u & arg_0.b.x) | 89596u, ~(18523u - arg_3.a.b.x), arg_0.b.x ^ ~arg_0.b.x, 8800u), arg_3.a.b), arg_0.c);
                var_0 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)] * arg_3.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)]))))).wzy, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(exp2(arg_0.c[_wgslsmith_index_u32(0u, 2u)])).xxw, var_2.a[_wgslsmith_index_u32(~arg_0.b.x, 4u)].wwz)))) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(1f, 1f, 1f))), _wgslsmith_div_vec3_f32(func_5()[_wgslsmith_index_u32(1u, 4u)].yzz, _wgslsmith_f_op_vec3_f32(vec3<f32>(var_2.c[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, u_input.b), 2u)].x, arg_0.c[_wgslsmith_index_u32(40995u, 2u)].x, _wgslsmith_f_op_f32(var_2.a[_wgslsmith_index_u32(1u, 4u)].x - 409f)) * vec3<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, -1077f, arg_3.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x))).x, _wgslsmith_f_op_f32(arg_3.a.a[_wgslsmith_index_u32(32771u, 4u)].x * 807f), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(var_2.a[_wgslsmith_index_u32(var_2.b.x, 4u)].x, arg_3.a.a[_wgslsmith_index_u32(0u, 4u)].x))).x))));
                break;
                continuing {
                    var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(var_2.a[_wgslsmith_index_u32(~countLeadingZeros(vec2<u32>(4294967295u, var_2.b.x)).x, 4u)].yxz * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(1000f, 1497f, 1000f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(597f, -817f, -1537f)), _wgslsmith_div_vec3_f32(vec3<f32>(arg_3.a.c[_wgslsmith_index_u32(53096u, 2u)].x, var_0[_wgslsmith_index_u32(24234u, 3u)].x, 1812f), arg_3.c[_wgslsmith_index_u32(4294967295u, 2u)].www))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_2.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x, 116f, 1481f), var_2.a[_wgslsmith_index_u32(select(vec2<u32>(4294967295u, arg_3.a.b.x), arg_3.a.b.yw, true).x, 4u)], any(vec3<bool>(true, true, false)))).x, _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].xxx))).x, -992f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-876f, -1000f, var_2.a[_wgslsmith_index_u32(75149u, 4u)].x, var_2.c[_wgslsmith_index_u32(69592u, 2u)].x))).yxw))) - _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(311f, 535f, var_2.a[_wgslsmith_index_u32(u_input.b, 4u)].x, 233f)) + vec4<f32>(-568f, var_0[_wgslsmith_index_u32(arg_0.b.x, 3u)].x, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(u_input.e, 3u)].x)))).zxy));
                    let var_3 = vec2<u32>(max(vec3<u32>(clamp(vec2<u32>(arg_3.a.b.x, arg_0.b.x), vec2<u32>(0u, 58122u), vec2<u32>(4294967295u, var_2.b.x)).x, ~u_input.b, 4294967295u / 4294967295u) + ~select(vec4<u32>(25793u, arg_3.a.b.x, 4294967295u, 1u), arg_0.b, true).xzw, ~countTrailingZeros(var_2.b).wyw).x, select(select(firstLeadingBit(firstTrailingBit(arg_3.a.b)), ~vec4<u32>(arg_0.b.x, 114130u, arg_3.a.b.x, 52893u) << (arg_0.b % vec4<u32>(32u)), true).yx, var_2.b.yx, true).x);
                    let var_4 = 24717u | _wgslsmith_mod_u32(~44781u / arg_3.a.b.x, countOneBits(~insertBits(vec4<u32>(4294967295u, var_2.b.x, var_2.b.x, 661u), arg_0.b, var_3.x, u_input.b).x));
                }
            }
        }
        default: {
            switch (firstTrailingBit(arg_3.b.x)) {
                case i32(-2147483648): {
                    ((var_0)[_wgslsmith_index_u32(1u, 3u)]).x = 1462f;
                    let var_1 = Struct_3(_wgslsmith_f_op_f32(-(-1199f)), mat2x3<f32>(arg_3.a.c[_wgslsmith_index_u32(0u, 2u)].wxz, arg_0.c[_wgslsmith_index_u32(countTrailingZeros(~vec3<u32>(u_input.e, arg_3.a.b.x, 24688u)).x, 2u)].wwx));
                    var var_2 = arg_3;
                }
                case -42213i: {
                    let var_1 = Struct_3(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32((abs(vec3<u32>(arg_0.b.x, arg_0.b.x, 1u)).x << (~arg_0.b.x % 32u)) + arg_0.b.x, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(vec2<f32>(832f, -180f) * var_0[_wgslsmith_index_u32(u_input.e, 3u)].yx), _wgslsmith_f_op_vec3_f32(sign(arg_0.a[_wgslsmith_index_u32(u_input.e, 4u)].wwx)).xy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(1117f, arg_0.c[_wgslsmith_index_u32(1u, 2u)].x)))).x)), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(arg_3.a.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)], vec4<f32>(2517f, arg_3.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, 950f, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x), vec4<f32>(arg_0.c[_wgslsmith_index_u32(58684u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.e, 3u)].x, 520f, 122f))) - _wgslsmith_f_op_vec4_f32(-arg_3.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)])))).zxx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(arg_0.c[_wgslsmith_index_u32(40767u, 2u)].x, -816f, arg_3.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x), vec3<f32>(-1672f, -1214f, var_0[_wgslsmith_index_u32(78216u, 3u)].x))))));
                }
                case 2147483647i: {
                    var var_1 = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(~u_input.e, 3u)]))).zx, _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-arg_0.a[_wgslsmith_index_u32(113452u, 4u)]))).yz))), _wgslsmith_div_vec2_f32(func_3(true, mat3x2<f32>(vec2<f32>(arg_0.c[_wgslsmith_index_u32(45046u, 2u)].x, var_0[_wgslsmith_index_u32(79748u, 3u)].x), _wgslsmith_f_op_vec2_f32(-arg_0.a[_wgslsmith_index_u32(u_input.e, 4u)].ww), _wgslsmith_f_op_vec2_f32(-arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].wz)), ~countLeadingZeros(vec2<u32>(arg_3.a.b.x, arg_0.b.x)), arg_3).a[_wgslsmith_index_u32(0u, 4u)].xz, vec2<f32>(-409f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1856f + -323f) * arg_0.a[_wgslsmith_index_u32(104304u, 4u)].x))), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(_wgslsmith_f_op_vec3_f32(exp2(arg_0.a[_wgslsmith_index_u32(~arg_0.b.x, 4u)].wwz)).x, arg_3.c[_wgslsmith_index_u32(~u_input.b, 2u)].x, arg_3.a.a[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(u_input.e, arg_0.b.x, arg_3.a.b.x, 0u)).x, 4u)].x))).yy);
                    var var_2 = Struct_3(_wgslsmith_f_op_vec3_f32(round(var_0[_wgslsmith_index_u32(4294967295u * countLeadingZeros(vec3<u32>(18888u, 71491u, 1u)).x, 3u)])).x, mat2x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_3.a.a[_wgslsmith_index_u32(42575u, 4u)])))).yxx, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_3.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].zxw * _wgslsmith_f_op_vec3_f32(floor(arg_0.a[_wgslsmith_index_u32(u_input.e, 4u)].wyx))) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].x, -1052f, -889f))))));
                    var var_3 = mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(arg_0.b.x, 3u)]) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(-2164f, arg_3.a.a[_wgslsmith_index_u32(1u, 4u)].x, 925f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].yzy, arg_0.c[_wgslsmith_index_u32(1u, 2u)].ywx)))).yz, _wgslsmith_f_op_vec2_f32(arg_0.a[_wgslsmith_index_u32(func_3(true, mat3x2<f32>(var_2.b[_wgslsmith_index_u32(2980u, 2u)].xx, var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].yx, var_1[_wgslsmith_index_u32(arg_3.a.b.x, 4u)]), arg_3.a.b.zz, arg_3).b.x, 4u)].yz + _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-756f, var_2.b[_wgslsmith_index_u32(26313u, 2u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x))).xz)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-643f, -233f, -292f, -1264f))))).ww + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(trunc(arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)])).wz - _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(1u, 3u)].xz + vec2<f32>(arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x, 678f)))));
                }
                case -1i: {
                    let var_1 = arg_3;
                    ((var_0)[_wgslsmith_index_u32(arg_3.a.b.x, 3u)]).x = _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_3.a.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x, 383f, var_0[_wgslsmith_index_u32(arg_0.b.x, 3u)].x, arg_0.c[_wgslsmith_index_u32(29389u, 2u)].x))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(1089f, var_0[_wgslsmith_index_u32(1u, 3u)].x, var_1.a.c[_wgslsmith_index_u32(1u, 2u)].x, -2151f) * _wgslsmith_div_vec4_f32(vec4<f32>(var_1.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, arg_0.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x, -138f, var_1.c[_wgslsmith_index_u32(11348u, 2u)].x), vec4<f32>(-335f, 1206f, -647f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-281f, arg_0.a[_wgslsmith_index_u32(var_1.a.b.x, 4u)].x)), arg_3.c[_wgslsmith_index_u32(~34964u, 2u)].xw, vec3<bool>(true, true, true).xz)).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(0u, 3u)].x - var_1.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x), _wgslsmith_f_op_f32(-151f + -401f)), var_1.c[_wgslsmith_index_u32(_wgslsmith_mod_u32(reverseBits(arg_0.b.ywy).x, arg_3.a.b.x), 2u)].x, var_0[_wgslsmith_index_u32(countOneBits(~u_input.b), 3u)].x) * arg_0.a[_wgslsmith_index_u32(var_1.a.b.x, 4u)]))).x;
                    let var_2 = -61571i;
                    ((var_0)[_wgslsmith_index_u32(0u, 3u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].x, 264f, 173f, var_1.a.a[_wgslsmith_index_u32(25161u, 4u)].x))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(48347u, 3u)].x, 361f, 934f, -830f) - arg_3.a.a[_wgslsmith_index_u32(arg_0.b.x, 4u)])))), func_3(all(vec2<bool>(true, true)), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(-751f, -260f) * vec2<f32>(-215f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, -1152f))), _wgslsmith_f_op_vec2_f32(vec2<f32>(-319f, var_1.a.a[_wgslsmith_index_u32(0u, 4u)].x) + vec2<f32>(1441f, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x))), ~insertBits(vec3<u32>(arg_3.a.b.x, 0u, u_input.b), arg_0.b.xyx, 1u, arg_3.a.b.x).zz, Struct_2(Struct_1(arg_0.a, arg_0.b, arg_0.c), countLeadingZeros(var_1.b), mat2x4<f32>(arg_0.c[_wgslsmith_index_u32(20450u, 2u)], vec4<f32>(-1389f, -1029f, var_0[_wgslsmith_index_u32(var_1.a.b.x, 3u)].x, var_1.c[_wgslsmith_index_u32(22728u, 2u)].x)))).c[_wgslsmith_index_u32(reverseBits((var_1.a.b.x + arg_0.b.x) - 20651u), 2u)])).x - _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x) - vec2<f32>(1676f, arg_3.a.a[_wgslsmith_index_u32(1u, 4u)].x)))).x + 726f));
                    var_0 = mat3x3<f32>(arg_3.a.a[_wgslsmith_index_u32(~3233u, 4u)].xxx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.a.a[_wgslsmith_index_u32(~arg_0.b.x, 4u)].x, _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(var_1.a.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].x, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x))).x, _wgslsmith_f_op_f32(var_1.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x - -388f)) * var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(min(59527u, 19002u), 56267u << (var_1.a.b.x % 32u)), 3u)])), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(arg_3.a.a[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(23519u, 3u)].x, 1676f))).x, _wgslsmith_f_op_f32(-1000f), var_1.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x)))));
                }
                default: {
                    var var_1 = -1592f;
                }
            }
            let var_1 = ~arg_0.b.xw;
            var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].x, -648f, arg_0.a[_wgslsmith_index_u32(0u, 4u)].x)))), _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(countTrailingZeros(arg_0.b.x ^ u_input.b), 3u)]), vec3<bool>(true, true, true))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_3.c[_wgslsmith_index_u32(69709u, 2u)].x, 348f, 1267f, 128f))).xyz, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(760u, 3u)]) + _wgslsmith_f_op_vec3_f32(-arg_0.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].zwx)), vec3<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(749f, -3169f, 1233f, arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x), arg_3.c[_wgslsmith_index_u32(5934u, 2u)])).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].x - var_0[_wgslsmith_index_u32(0u, 3u)].x), -1311f)))), vec3<f32>(-3680f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-478f)))), _wgslsmith_f_op_f32(-1799f - var_0[_wgslsmith_index_u32(var_1.x, 3u)].x)));
            var var_2 = func_3(false, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(976f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(var_1.x, 3u)].yy) - _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(arg_3.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x, arg_3.a.c[_wgslsmith_index_u32(0u, 2u)].x, 1403f))).xx) - _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(0u, 3u)].xz), _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(var_1.x, 3u)].yy, vec2<f32>(265f, 1186f)), true))), vec2<f32>(_wgslsmith_f_op_f32(-func_5()[_wgslsmith_index_u32(1u, 4u)].x), arg_3.a.a[_wgslsmith_index_u32(~(59755u >> (u_input.e % 32u)), 4u)].x)), vec2<u32>(1u, arg_3.a.b.x), arg_3);
        }
    }
    switch (_wgslsmith_mod_i32(clamp(vec3<i32>(-(arg_3.b.x ^ 91018i), -countTrailingZeros(vec2<i32>(-11279i, arg_1.x)).x, ~2147483647i ^ arg_1.x), -(-vec3<i32>(1i, arg_3.b.x, arg_3.b.x) * insertBits(arg_3.b.yww, arg_1, 1u, 1u)), firstLeadingBit(vec4<i32>(arg_2.x, arg_3.b.x, arg_2.x, -26775i) & u_input.d).wzz).x, ~(-(i32(-2147483648))))) {
        case 1i: {
            let var_1 = Struct_1(arg_3.a.a, vec4<u32>(~(~(~4294967295u)), 4294967295u, u_input.b, arg_3.a.b.x), arg_3.a.c);
            loop {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                var var_2 = !(!select(vec4<bool>(true, true, true, true), vec4<bool>(true, false, arg_3.a.b.x <= 4294967295u, true), vec4<bool>(true, (var_1.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x < 1069f), true, true)).yzx);
            }
            return mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_3.a.c[_wgslsmith_index_u32(65878u, 2u)].x, -614f, var_1.a[_wgslsmith_index_u32(0u, 4u)].x))) + _wgslsmith_f_op_vec4_f32(-var_1.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)])), _wgslsmith_f_op_vec4_f32(var_1.a[_wgslsmith_index_u32(22056u, 4u)] - arg_0.c[_wgslsmith_index_u32(~arg_3.a.b.x, 2u)]))).xy), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(trunc(var_1.a[_wgslsmith_index_u32(8196u, 4u)].zzx)).yy));
        }
        case 2147483647i: {
            for (var var_1 = arg_1.x + arg_2.x; any(select(vec4<bool>(true, true, false, true), vec4<bool>(vec3<bool>(true, true, true).x, true, atomicExchange(&wg_atomic_i32, 71692i) > (-36058i * arg_3.b.x), true), true)); var_1 -= 1i) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            }
            global0 = ~0i;
        }
        case -13705i: {
            let var_1 = arg_0.a;
            var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(1u, 4u)].zx - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(15487u, 4u)].yw + vec2<f32>(arg_3.c[_wgslsmith_index_u32(16345u, 2u)].x, -357f)))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0.c[_wgslsmith_index_u32(1u, 2u)].x, -311f, var_1[_wgslsmith_index_u32(22745u, 4u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x))).xx))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_3.a.c[_wgslsmith_index_u32(103495u, 2u)].x, var_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.e, _wgslsmith_mod_u32(19846u, 4294967295u)), 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-743f, 661f)), _wgslsmith_f_op_f32(arg_3.c[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(arg_0.b.x, u_input.b)).x, 2u)].x * _wgslsmith_f_op_f32(909f - 1068f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(arg_3.c[_wgslsmith_index_u32(u_input.b, 2u)], var_1[_wgslsmith_index_u32(4294967295u, 4u)], vec4<bool>(false, true, false, false)))) + arg_0.a[_wgslsmith_index_u32(3472u, 4u)]))).zy, _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(0u, 3u)].zy, _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-964f, var_0[_wgslsmith_index_u32(1815u, 3u)].x, -428f, 661f))))), _wgslsmith_f_op_vec4_f32(arg_3.a.c[_wgslsmith_index_u32(20974u - arg_3.a.b.x, 2u)] * vec4<f32>(-570f, -1603f, arg_0.c[_wgslsmith_index_u32(1u, 2u)].x, -1042f)))).yz));
        }
        case -1i: {
            let var_1 = min(arg_3.b.yzy, u_input.d.zzz).x;
            while (select(vec4<bool>(1u == arg_0.b.x, true, any(vec3<bool>(true, true, true).yz), vec2<bool>(true, true).x), vec4<bool>(true, true, true, true), !(!vec4<bool>(vec2<bool>(true, true).x, atomicCompareExchangeWeak(&wg_atomic_i32, 53399i, arg_2.x).exchanged, true, true))).x) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                var var_2 = vec4<u32>(0u, arg_0.b.x << ((~u_input.e ^ u_input.b) % 32u), (1u / (arg_0.b.x & 0u)) << (extractBits(select(vec3<u32>(u_input.b, 44288u, 62928u), arg_0.b.xww, true).xz, 0u - u_input.b, ~arg_0.b.x).x % 32u), ~((26711u / 70002u) << (reverseBits(vec4<u32>(16030u, 7842u, 37362u, arg_3.a.b.x)).x % 32u))) << (vec4<u32>(reverseBits(~arg_0.b.wx).x, 4294967295u, atomicAdd(&wg_atomic_u32, atomicSub(&wg_atomic_u32, ~arg_0.b.x)), u_input.b) % vec4<u32>(32u));
                (var_2).x = ~(~u_input.b);
                break;
            }
            var var_2 = arg_3.a;
            switch (50689i << (select(vec4<u32>(80698u / select(vec4<u32>(arg_3.a.b.x, var_2.b.x, arg_3.a.b.x, arg_3.a.b.x), vec4<u32>(65288u, 4294967295u, arg_3.a.b.x, 46922u), false).x, u_input.b, dot(~arg_0.b, firstLeadingBit(arg_3.a.b)), select(arg_0.b.xzy, vec3<u32>(arg_3.a.b.x, arg_3.a.b.x, var_2.b.x), false).x), vec4<u32>(0u, firstLeadingBit(vec3<u32>(arg_3.a.b.x, 89247u, 4294967295u)).x, ~36485u, max(u_input.e, 1u)) & _wgslsmith_mod_vec4_u32(max(vec4<u32>(arg_0.b.x, 1u, var_2.b.x, arg_0.b.x), arg_0.b), select(var_2.b, vec4<u32>(arg_0.b.x, 0u, 1u, arg_0.b.x), false)), vec4<bool>(true, true, true, true)).x % 32u)) {
                case 24261i: {
                    let var_3 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-1650f), _wgslsmith_div_f32(-778f, -1716f)))), _wgslsmith_f_op_vec2_f32(-var_2.c[_wgslsmith_index_u32(1u, 2u)].zw));
                }
                case -47185i: {
                    ((var_0)[_wgslsmith_index_u32(insertBits(~(~(~(var_2.b << (vec4<u32>(arg_0.b.x, 0u, 65352u, arg_0.b.x) % vec4<u32>(32u))))), arg_3.a.b, 0u, u_input.b).x, 3u)]).x = arg_3.c[_wgslsmith_index_u32(firstTrailingBit(insertBits(u_input.b - 0u, 4294967295u, ~u_input.b, 26423u)), 2u)].x;
                    let var_3 = select(!select(vec4<bool>(true, true, true, true), vec4<bool>(false, vec3<bool>(true, true, true).x, true, atomicCompareExchangeWeak(&wg_atomic_i32, var_1, -18765i).exchanged), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true), 476f <= _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(212f, arg_0.c[_wgslsmith_index_u32(97312u, 2u)].x, var_2.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, var_0[_wgslsmith_index_u32(arg_0.b.x, 3u)].x)), vec4<f32>(_wgslsmith_f_op_vec3_f32(fract(arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].wyy)).x, 881f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(83217u, 3u)].x), _wgslsmith_f_op_f32(var_2.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x - 444f)))).x);
                    var var_4 = vec3<f32>(-544f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.e, 3u)].x - _wgslsmith_f_op_f32(max(_wgslsmith_div_f32(152f, _wgslsmith_div_f32(1820f, 1086f)), -226f))), _wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(arg_0.a[_wgslsmith_index_u32(6421u, 4u)].x, arg_0.c[_wgslsmith_index_u32(49954u, 2u)].x))).x, _wgslsmith_f_op_f32(-(-265f)), arg_0.a[_wgslsmith_index_u32(34016u, 4u)].x, _wgslsmith_f_op_f32(-1924f)), arg_0.a[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, func_4(arg_3, vec2<i32>(i32(-2147483648), i32(-2147483648)), true, arg_3.b).b.x), 4u)], arg_0.c[_wgslsmith_index_u32(reverseBits(~21536u), 2u)])).x, _wgslsmith_f_op_f32(-(-552f)))));
                    (((var_2).c)[_wgslsmith_index_u32(1u, 2u)]).x = arg_3.a.a[_wgslsmith_index_u32(16011u, 4u)].x;
                }
                default: {
                    let var_3 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(exp2(arg_0.a[_wgslsmith_index_u32(55105u, 4u)].zyx)).yz)))), vec2<f32>(_wgslsmith_f_op_f32(-1000f), var_2.c[_wgslsmith_index_u32(arg_0.b.x + reverseBits(var_2.b.zz & var_2.b.zw).x, 2u)].x), arg_0.c[_wgslsmith_index_u32(~(~arg_0.b.x), 2u)].yx, _wgslsmith_f_op_vec2_f32(var_2.a[_wgslsmith_index_u32(~u_input.b, 4u)].xx + vec2<f32>(-1669f, arg_3.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x)));
                    ((var_0)[_wgslsmith_index_u32(arg_3.a.b.x, 3u)]).x = 863f;
                }
            }
            var var_3 = _wgslsmith_mod_vec3_u32(vec3<u32>(3225u, var_2.b.x, 1339u), vec3<u32>(abs(vec4<u32>(arg_3.a.b.x, 51303u, var_2.b.x, arg_3.a.b.x) | vec4<u32>(30775u, u_input.e, arg_3.a.b.x, var_2.b.x)).x << (arg_0.b.x % 32u), extractBits(~(~82075u), ~var_2.b.x << ((arg_0.b.x << (var_2.b.x % 32u)) % 32u), insertBits(~vec4<u32>(arg_3.a.b.x, 0u, 4294967295u, arg_3.a.b.x), vec4<u32>(848u, 0u, arg_0.b.x, 8474u), 72291u << (0u % 32u), atomicAdd(&wg_atomic_u32, arg_3.a.b.x)).x), countLeadingZeros(vec2<u32>(~arg_0.b.x, var_2.b.x)).x));
        }
        default: {
            ((var_0)[_wgslsmith_index_u32(arg_3.a.b.x, 3u)]).x = arg_0.a[_wgslsmith_index_u32(insertBits(~vec3<u32>(max(arg_3.a.b, arg_0.b).x, 47749u, ~u_input.b) | (arg_0.b.wzz >> (reverseBits(countTrailingZeros(arg_3.a.b).wzz) % vec3<u32>(32u))), vec3<u32>(88316u, ~(~(~4294967295u)), clamp(~arg_3.a.b.yz, arg_3.a.b.xz, vec2<u32>(1u, 10390u)).x * u_input.b), extractBits(vec3<u32>(67479u * u_input.e, firstTrailingBit(vec3<u32>(7393u, 0u, arg_3.a.b.x)).x, 30902u - 3560u) & (arg_3.a.b.yyz * (arg_0.b.zxy * arg_0.b.www)), ~(0u * 30456u), select(select(arg_0.b.yzw, vec3<u32>(arg_3.a.b.x, u_input.e, 32638u), false), arg_3.a.b.wzw, vec3<bool>(false, false, true)).x | arg_3.a.b.x).x, abs(extractBits(arg_3.a.b / arg_0.b, 45579u, ~(~u_input.b))).x).x, 4u)].x;
            for (var var_1 = atomicSub(&wg_atomic_i32, -(max(arg_1, arg_1).x ^ extractBits(arg_1, 4294967295u, u_input.e).x)) >> (4294967295u % 32u); ; ) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                ((var_0)[_wgslsmith_index_u32(countTrailingZeros(arg_0.b.zx).x, 3u)]).x = _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(arg_3.c[_wgslsmith_index_u32(1u, 2u)]))))).yzy))).x;
                global0 = atomicOr(&wg_atomic_i32, firstTrailingBit(u_input.a.x));
            }
            let var_1 = -(i32(-2147483648)) | countTrailingZeros(select(arg_1.yy, clamp(arg_1.zx / vec2<i32>(1i, arg_2.x), max(arg_3.b.zyy, vec3<i32>(-43257i, i32(-2147483648), arg_1.x)).xy, u_input.a / u_input.d.xz), true).x);
        }
    }
    if (false) {
        switch (~(~(-47815i))) {
            case -16492i: {
                let var_1 = Struct_3(-636f, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(843f, arg_0.c[_wgslsmith_index_u32(1u, 2u)].x, arg_0.c[_wgslsmith_index_u32(2288u, 2u)].x)), vec3<f32>(754f, -1094f, -592f))), _wgslsmith_f_op_vec4_f32(min(arg_0.a[_wgslsmith_index_u32(28447u - (arg_0.b.x * u_input.e), 4u)], _wgslsmith_f_op_vec4_f32(round(_wgslsmith_div_vec4_f32(vec4<f32>(arg_3.a.a[_wgslsmith_index_u32(6721u, 4u)].x, 179f, var_0[_wgslsmith_index_u32(arg_0.b.x, 3u)].x, 170f), vec4<f32>(-1239f, 245f, arg_0.a[_wgslsmith_index_u32(39712u, 4u)].x, arg_0.c[_wgslsmith_index_u32(u_input.b, 2u)].x)))))).yzw));
                let var_2 = select(u_input.d, arg_3.b, select(vec4<bool>(true, !(var_1.b[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x >= -130f), true, true), vec4<bool>(true, true, true, true), select(vec4<bool>(arg_3.a.b.x <= arg_3.a.b.x, vec4<bool>(true, true, true, true).x, true, any(vec4<bool>(true, false, true, false))), vec4<bool>(true, true, true, 0i <= arg_3.b.x), vec4<bool>(true, true, true, true))));
                let var_3 = _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_3.c[_wgslsmith_index_u32(1u, 2u)].x, arg_3.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x))) - _wgslsmith_div_vec2_f32(arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].yx, vec2<f32>(_wgslsmith_div_f32(var_1.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -730f), _wgslsmith_f_op_f32(-138f - var_0[_wgslsmith_index_u32(u_input.b, 3u)].x)))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-477f, 582f, arg_3.c[_wgslsmith_index_u32(0u, 2u)].x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].yxy) + var_0[_wgslsmith_index_u32(u_input.e, 3u)]))).xx, arg_0.a[_wgslsmith_index_u32(arg_0.b.x + insertBits(clamp(arg_3.a.b, arg_3.a.b, arg_3.a.b).xxw, arg_3.a.b.yyy, 16117u << (arg_0.b.x % 32u), ~4294967295u).x, 4u)].yy));
            }
            case -1438i: {
                ((var_0)[_wgslsmith_index_u32(clamp(func_4(arg_3, extractBits(vec2<i32>(-arg_2.x, i32(-2147483648)), countTrailingZeros(vec2<u32>(1u, 4294967295u) >> (arg_3.a.b.xz % vec2<u32>(32u))).x, ~u_input.e), true, ((vec4<i32>(58894i, u_input.a.x, arg_3.b.x, arg_2.x) << (vec4<u32>(21932u, 4294967295u, 38255u, arg_0.b.x) % vec4<u32>(32u))) & ~vec4<i32>(-1i, 0i, arg_3.b.x, arg_3.b.x)) << ((arg_3.a.b & vec4<u32>(1u, arg_0.b.x, 4294967295u, u_input.b)) % vec4<u32>(32u))).b, reverseBits(~arg_0.b * arg_0.b), ~extractBits(arg_3.a.b, arg_3.a.b.x, dot(vec3<u32>(arg_3.a.b.x, 8282u, 28985u), vec3<u32>(0u, 4294967295u, 4294967295u))) * vec4<u32>(arg_0.b.x, u_input.b, arg_3.a.b.x, arg_3.a.b.x)).x, 3u)]).x = _wgslsmith_f_op_vec4_f32(saturate(func_4(arg_3, arg_3.b.ww, -378f > arg_0.c[_wgslsmith_index_u32(extractBits(arg_3.a.b.xw / vec2<u32>(arg_0.b.x, u_input.e), 4294967295u, ~arg_0.b.x).x, 2u)].x, min(arg_3.b, insertBits(min(vec4<i32>(8686i, arg_2.x, u_input.d.x, arg_1.x), u_input.d), vec4<i32>(i32(-2147483648), i32(-2147483648), arg_1.x, -36613i), ~u_input.e, atomicExchange(&wg_atomic_u32, 4294967295u)))).a[_wgslsmith_index_u32(5326u | arg_3.a.b.x, 4u)])).x;
                var var_1 = _wgslsmith_f_op_vec4_f32(arg_0.c[_wgslsmith_index_u32(max(~vec2<u32>(arg_0.b.x, 33404u >> (1u % 32u)), reverseBits(countOneBits(max(arg_3.a.b, arg_3.a.b)).wxx).xx).x, 2u)] - func_3(false | !(arg_3.b.x != -1i), mat3x2<f32>(vec2<f32>(-565f, _wgslsmith_f_op_f32(-(-556f))), var_0[_wgslsmith_index_u32(~arg_0.b.x + (arg_3.a.b.x ^ arg_3.a.b.x), 3u)].zx, _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec4_f32(select(arg_0.c[_wgslsmith_index_u32(28659u, 2u)], arg_3.c[_wgslsmith_index_u32(4294967295u, 2u)], true)).zy))), vec2<u32>(insertBits(~arg_0.b, vec4<u32>(1u, u_input.e, 75650u, 44693u), countOneBits(arg_3.a.b.zw).x, min(vec2<u32>(1123u, arg_0.b.x), vec2<u32>(arg_0.b.x, 77959u)).x).x, 35104u * max(arg_0.b.x, 61572u)), arg_3).c[_wgslsmith_index_u32(countTrailingZeros(arg_3.a.b).x, 2u)]);
                let var_2 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-212f, 695f, var_1.x, arg_3.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x) + vec4<f32>(var_1.x, var_1.x, 1000f, 1086f))))).x, _wgslsmith_div_f32(513f, _wgslsmith_f_op_f32(floor(-1060f))), func_4(arg_3, select(arg_1, vec3<i32>(arg_2.x, arg_1.x, 0i) & arg_1, true).yz, (arg_0.b.x >= arg_3.a.b.x) && (u_input.b > arg_0.b.x), -u_input.d & vec4<i32>(1i, 1i, 1i, 1i)).c[_wgslsmith_index_u32(reverseBits(countLeadingZeros(arg_3.a.b & vec4<u32>(1u, u_input.b, u_input.e, 10378u))).x, 2u)].x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_div_vec3_f32(vec3<f32>(269f, arg_0.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, 302f), var_1.xyx), arg_0.c[_wgslsmith_index_u32(~firstLeadingBit(arg_0.b.yz).x, 2u)].wyy))));
                let var_3 = Struct_2(arg_3.a, vec4<i32>(arg_1.x, 0i, max(arg_2, u_input.d.zw).x ^ i32(-2147483648), arg_1.x | countOneBits(arg_3.b.zz).x) << (((insertBits(arg_0.b, arg_0.b, arg_0.b.x, arg_3.a.b.x) >> (countOneBits(vec4<u32>(u_input.b, u_input.b, arg_3.a.b.x, u_input.b)) % vec4<u32>(32u))) - (select(arg_3.a.b, vec4<u32>(4294967295u, arg_3.a.b.x, 39391u, u_input.e), false) + (arg_3.a.b + arg_3.a.b))) % vec4<u32>(32u)), mat2x4<f32>(arg_3.a.c[_wgslsmith_index_u32(~0u, 2u)], arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)]));
            }
            case -19047i: {
                global0 = arg_3.b.x;
                var var_1 = Struct_1(mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(863f * _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x)), _wgslsmith_f_op_f32(-779f * _wgslsmith_f_op_f32(1000f * arg_0.c[_wgslsmith_index_u32(25763u, 2u)].x)), _wgslsmith_f_op_f32(-(-290f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(ceil(arg_0.a[_wgslsmith_index_u32(5781u, 4u)])).x)), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.a[_wgslsmith_index_u32(u_input.e, 4u)].x, 476f, -441f, arg_0.a[_wgslsmith_index_u32(18155u, 4u)].x) - vec4<f32>(arg_0.c[_wgslsmith_index_u32(47280u, 2u)].x, arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x, -388f, 2232f))))), vec4<f32>(_wgslsmith_div_f32(653f, _wgslsmith_f_op_f32(clamp(1528f, 1000f, var_0[_wgslsmith_index_u32(u_input.e, 3u)].x))), var_0[_wgslsmith_index_u32(~12292u * ~18135u, 3u)].x, -1808f, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(3782u, 3u)]))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a[_wgslsmith_index_u32(u_input.b, 4u)].x, var_0[_wgslsmith_index_u32(39857u, 3u)].x, 434f, 1037f)) * _wgslsmith_div_vec4_f32(arg_3.c[_wgslsmith_index_u32(0u, 2u)], arg_3.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)])))), ~arg_3.a.b, arg_0.c);
            }
            case 1i: {
                var var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_3.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, arg_3.a.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].x) - arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].ww) * arg_3.c[_wgslsmith_index_u32(firstLeadingBit(39972u), 2u)].xz))) * var_0[_wgslsmith_index_u32(~abs(min(vec2<u32>(0u, 1u), arg_3.a.b.xw)).x, 3u)].zz), _wgslsmith_f_op_vec3_f32(exp(var_0[_wgslsmith_index_u32(u_input.e, 3u)])).xz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(arg_3.a.c[_wgslsmith_index_u32(61345u, 2u)]))))).yw * vec2<f32>(_wgslsmith_f_op_f32(arg_3.a.c[_wgslsmith_index_u32(4294967295u, 2u)].x - 490f), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(39683u, 3u)].x, 605f, 1492f, 741f) - arg_3.c[_wgslsmith_index_u32(arg_0.b.x, 2u)]), _wgslsmith_div_vec4_f32(arg_0.c[_wgslsmith_index_u32(u_input.e, 2u)], vec4<f32>(arg_0.c[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_3.a.c[_wgslsmith_index_u32(arg_0.b.x, 2u)].x, arg_0.a[_wgslsmith_index_u32(1u, 4u)].x, 157f)))).x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(-1000f, 214f), _wgslsmith_f_op_vec2_f32(-arg_3.c[_wgslsmith_index_u32(0u, 2u)].wz)))));
            }
            default: {
                var var_1 = arg_0.c[_wgslsmith_index_u32(((arg_0.b.x * 1u) * ~u_input.e) & u_input.b, 2u)].x;
                (var_0)[_wgslsmith_index_u32(~0u, 3u)] = var_0[_wgslsmith_index_u32(53766u, 3u)];
                var var_2 = vec4<u32>(0u, select(func_4(arg_3, u_input.d.ww, false, arg_3.b).b.zz, arg_3.a.b.yz, false).x + countOneBits(select(arg_0.b, arg_3.a.b, vec4<bool>(false, true, false, false))).x, ~((u_input.b & arg_0.b.x) & ~u_input.b), func_3(vec2<bool>(true, true).x, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].zx), _wgslsmith_f_op_vec2_f32(vec2<f32>(-561f, arg_3.c[_wgslsmith_index_u32(39159u, 2u)].x) + arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].yx), arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x << (arg_0.b.x % 32u), 4u)].yw), ~(~vec2<u32>(arg_0.b.x, 4294967295u)), arg_3).b.x) >> (~select(select(func_3(false, mat3x2<f32>(vec2<f32>(arg_0.c[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_3.c[_wgslsmith_index_u32(27751u, 2u)].x), vec2<f32>(arg_0.c[_wgslsmith_index_u32(1u, 2u)].x, arg_0.a[_wgslsmith_index_u32(arg_0.b.x, 4u)].x), vec2<f32>(644f, arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x)), arg_0.b.xy, arg_3).b, vec4<u32>(arg_3.a.b.x, 4294967295u, arg_3.a.b.x, arg_0.b.x) * arg_0.b, arg_3.a.c[_wgslsmith_index_u32(0u, 2u)].x >= -935f), ~vec4<u32>(1u, 0u, 26491u, arg_3.a.b.x) | (arg_0.b >> (arg_3.a.b % vec4<u32>(32u))), vec4<bool>(true, true, true, true)) % vec4<u32>(32u));
                var var_3 = clamp(firstTrailingBit(firstLeadingBit(arg_3.b) ^ extractBits(vec4<i32>(0i, -1i, -11929i, 2147483647i), atomicOr(&wg_atomic_u32, 1u), ~var_2.x)), clamp(vec4<i32>(1i, 1i, 1i, 1i), abs(-arg_3.b), arg_3.b) << (select(vec4<u32>(~var_2.x, u_input.b, func_3(true, mat3x2<f32>(arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].xz, vec2<f32>(-1072f, 432f), var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].yx), vec2<u32>(var_2.x, 528u), arg_3).b.x, atomicMax(&wg_atomic_u32, arg_3.a.b.x)), arg_0.b >> (~arg_3.a.b % vec4<u32>(32u)), vec4<bool>(true, true, true, true)) % vec4<u32>(32u)), arg_3.b).x;
                var_3 = ((select(~0i, arg_3.b.x & arg_1.x, any(vec3<bool>(true, true, false))) ^ -(~u_input.d.x)) ^ -6923i) & (u_input.d.x - ~(arg_1.x - 64587i));
            }
        }
        let var_1 = (arg_3.a.b.x | 16568u) ^ _wgslsmith_mod_u32(~(select(arg_0.b.xxw, arg_0.b.zzz, false).x * 17330u), ~(~arg_0.b.x - arg_3.a.b.x));
        let var_2 = _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(~clamp(~47683u, min(arg_0.b.xx, vec2<u32>(27561u, 59200u)).x, 4294967295u), 3u)].xz, vec2<f32>(_wgslsmith_div_f32(-323f, _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(959f, arg_3.a.a[_wgslsmith_index_u32(45140u, 4u)].x, arg_3.c[_wgslsmith_index_u32(39293u, 2u)].x, -530f))).x), _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(arg_0.c[_wgslsmith_index_u32(4907u, 2u)].x, arg_0.c[_wgslsmith_index_u32(4294967295u, 2u)].x))).x)) + _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_3.c[_wgslsmith_index_u32(62829u, 2u)].x, -1276f)), _wgslsmith_f_op_vec4_f32(round(arg_0.a[_wgslsmith_index_u32(1u, 4u)])).zw)), var_0[_wgslsmith_index_u32(~1u, 3u)].x) + arg_3.a.a[_wgslsmith_index_u32(func_4(Struct_2(arg_3.a, u_input.d ^ arg_3.b, arg_0.c), arg_3.b.wz, vec2<bool>(true, true).x, select(u_input.d, vec4<i32>(arg_3.b.x, arg_1.x, arg_1.x, u_input.c), true) - select(arg_3.b, arg_3.b, true)).b.x, 4u)].yy));
    } else {
        ((var_0)[_wgslsmith_index_u32(extractBits(arg_3.a.b.wzw >> (arg_3.a.b.yyy % vec3<u32>(32u)), ~max(~arg_0.b.yzx, vec3<u32>(4294967295u, 0u, 23267u)).x / 17671u, extractBits(min(~(~vec4<u32>(4294967295u, 1u, 1u, arg_0.b.x)), arg_3.a.b), ~firstTrailingBit(vec2<u32>(arg_3.a.b.x, 0u)).x, ~arg_3.a.b.x).x).x, 3u)]).x = arg_0.a[_wgslsmith_index_u32(55431u, 4u)].x;
        var var_1 = Struct_3(1000f, mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1762f, arg_3.c[_wgslsmith_index_u32(41246u, 2u)].x, -817f)), _wgslsmith_f_op_vec3_f32(arg_0.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].www - var_0[_wgslsmith_index_u32(1u, 3u)]))) * _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(min(arg_0.b.wx, arg_0.b.xz).x, 3u)] * arg_3.a.c[_wgslsmith_index_u32(6421u, 2u)].zwx)), vec3<f32>(1276f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(arg_3.a.b.x + u_input.e, 3u)].x), _wgslsmith_f_op_vec4_f32(ceil(arg_0.a[_wgslsmith_index_u32(~1227u, 4u)])).x)));
        let var_2 = -684f;
        switch (arg_3.b.x) {
            case -1i: {
                var var_3 = countTrailingZeros(u_input.d.xx);
                let var_4 = func_4(arg_3, -(~vec2<i32>(arg_3.b.x, u_input.a.x) & vec2<i32>(~(-60297i), -(-16343i))), (~(~(arg_0.b.x + arg_0.b.x)) < extractBits(vec4<u32>(39778u, 0u, 20377u, 91951u) >> (~arg_3.a.b % vec4<u32>(32u)), 0u, countTrailingZeros(arg_3.a.b.xzy).x).x), -(~vec4<i32>(arg_1.x, ~13531i, countLeadingZeros(arg_3.b).x, -41068i))).c;
                var var_5 = mat3x4<f32>(arg_3.c[_wgslsmith_index_u32(countLeadingZeros(arg_3.a.b.ww).x, 2u)], _wgslsmith_f_op_vec4_f32(arg_0.c[_wgslsmith_index_u32(~(~arg_0.b.x) + (~u_input.b ^ (1680u + arg_3.a.b.x)), 2u)] + arg_3.a.c[_wgslsmith_index_u32(~1u, 2u)]), vec4<f32>(_wgslsmith_f_op_f32(-1678f), -968f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(1u, 4u)].xxx))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-234f) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-747f) + _wgslsmith_f_op_f32(-(-370f))))));
            }
            case 1i: {
                let var_3 = 4294967295u;
                ((var_0)[_wgslsmith_index_u32(countTrailingZeros(firstTrailingBit(vec4<u32>(arg_0.b.x / firstTrailingBit(vec4<u32>(4294967295u, 1u, 1u, u_input.b)).x, 24678u, (var_3 ^ arg_3.a.b.x) * 49589u, var_3)).wyz).x, 3u)]).x = var_0[_wgslsmith_index_u32(u_input.e, 3u)].x;
            }
            case -51189i: {
                var var_3 = Struct_2(Struct_1(func_4(arg_3, ~arg_1.zx >> (~arg_3.a.b.xy % vec2<u32>(32u)), vec2<bool>(true, true).x, vec4<i32>(arg_1.x & arg_3.b.x, 1i, sign(u_input.a.x), ~u_input.d.x)).a, ~countLeadingZeros(arg_3.a.b - vec4<u32>(17072u, 61588u, 69601u, 20936u)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(arg_3.a.c[_wgslsmith_index_u32(21463u, 2u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_3.c[_wgslsmith_index_u32(54451u, 2u)] * vec4<f32>(2569f, -2945f, 904f, var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].x))))), ~vec4<i32>(20668i, arg_3.b.x, firstTrailingBit(vec3<i32>(u_input.c, arg_1.x, arg_1.x)).x, firstTrailingBit(select(vec3<i32>(u_input.a.x, u_input.d.x, i32(-2147483648)), vec3<i32>(arg_1.x, -15911i, 42739i), vec3<bool>(false, false, false))).x), func_4(Struct_2(func_3(true, mat3x2<f32>(arg_3.a.a[_wgslsmith_index_u32(arg_3.a.b.x, 4u)].wx, arg_3.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)].zz, var_0[_wgslsmith_index_u32(0u, 3u)].yy), ~vec2<u32>(1u, 1u), arg_3), vec4<i32>(arg_2.x, 17817i, 1i, countOneBits(vec2<i32>(u_input.a.x, arg_3.b.x)).x), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.c[_wgslsmith_index_u32(24449u, 2u)].x, var_0[_wgslsmith_index_u32(3356u, 3u)].x, -1353f, -709f), arg_0.c[_wgslsmith_index_u32(1u, 2u)], vec4<bool>(true, true, true, true))), _wgslsmith_div_vec4_f32(vec4<f32>(354f, -1519f, var_0[_wgslsmith_index_u32(36454u, 3u)].x, -1000f), vec4<f32>(653f, var_2, -410f, arg_0.a[_wgslsmith_index_u32(4294967295u, 4u)].x)))), ~(~vec2<i32>(arg_3.b.x, arg_3.b.x)) ^ -(vec2<i32>(arg_1.x, 1i) ^ vec2<i32>(arg_1.x, arg_1.x)), true, firstTrailingBit(arg_3.b << (arg_3.a.b % vec4<u32>(32u))) << (~(vec4<u32>(u_input.b, 4294967295u, arg_3.a.b.x, 4294967295u) ^ arg_3.a.b) % vec4<u32>(32u))).c);
                let var_4 = Struct_2(Struct_1(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0.a[_wgslsmith_index_u32(1u, 4u)])), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-arg_3.c[_wgslsmith_index_u32(u_input.b, 2u)]), vec4<f32>(-192f, 1392f, -1333f, -1000f))), vec4<f32>(-271f, arg_0.a[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 35628u), 4u)].x, arg_3.a.c[_wgslsmith_index_u32(dot(arg_0.b, vec4<u32>(1u, var_3.a.b.x, arg_0.b.x, 0u)), 2u)].x, var_1.a), vec4<f32>(_wgslsmith_f_op_f32(sign(arg_3.a.a[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_f32(-(-609f)), _wgslsmith_f_op_vec4_f32(min(var_3.c[_wgslsmith_index_u32(arg_3.a.b.x, 2u)], arg_3.c[_wgslsmith_index_u32(1u, 2u)])).x, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(769f, -1349f, arg_0.a[_wgslsmith_index_u32(var_3.a.b.x, 4u)].x))).x)), vec4<u32>(4294967295u, 1u, ~(arg_0.b.x ^ 0u), atomicCompareExchangeWeak(&wg_atomic_u32, insertBits(vec3<u32>(1u, u_input.b, 1u), vec3<u32>(u_input.e, 1u, arg_3.a.b.x), var_3.a.b.x, var_3.a.b.x).x, var_3.a.b.x).old_value), arg_0.c), u_input.d, func_4(arg_3, u_input.d.xy, true, reverseBits(countOneBits(arg_3.b) * -u_input.d)).c);
            }
            case -3280i: {
                return mat2x2<f32>(_wgslsmith_f_op_vec2_f32(arg_0.a[_wgslsmith_index_u32(~33318u, 4u)].yw - arg_3.c[_wgslsmith_index_u32(u_input.e, 2u)].wz), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_0.a[_wgslsmith_index_u32(36103u / 32698u, 4u)].x, arg_3.a.c[_wgslsmith_index_u32(u_input.e, 2u)].x) + var_1.b[_wgslsmith_index_u32(1u * arg_0.b.x, 2u)].zx), vec2<f32>(-1306f, 1108f)));
            }
            default: {
            }
        }
    }
    return mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(min(arg_3.c[_wgslsmith_index_u32(~4294967295u, 2u)], arg_3.c[_wgslsmith_index_u32(firstLeadingBit(u_input.e), 2u)])).xx)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec2_f32(abs(arg_3.c[_wgslsmith_index_u32(0u, 2u)].yy)).x, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(0u, 4u)].x)) + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(858f, arg_3.a.a[_wgslsmith_index_u32(u_input.e, 4u)].x) * arg_0.a[_wgslsmith_index_u32(1u, 4u)].zy) - vec2<f32>(var_0[_wgslsmith_index_u32(arg_3.a.b.x, 3u)].x, -1030f))) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(arg_0.a[_wgslsmith_index_u32(0u, 4u)].zy * vec2<f32>(243f, -1282f)))));
}

fn func_1(arg_0: mat2x2<f32>) -> Struct_2 {
    global0 = 2147483647i;
    var var_0 = u_input.b;
    var var_1 = Struct_2(func_3(false, mat3x2<f32>(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, 499f, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x))).zz, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, arg_0[_wgslsmith_index_u32(15699u, 2u)].x, arg_0[_wgslsmith_index_u32(44690u, 2u)].x, -1000f)))).zy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(sign(arg_0[_wgslsmith_index_u32(1u, 2u)])))), ~vec2<u32>(u_input.e, ~u_input.e), Struct_2(func_3(u_input.d.x > u_input.a.x, mat3x2<f32>(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(40898u, 2u)].x), arg_0[_wgslsmith_index_u32(22791u, 2u)], arg_0[_wgslsmith_index_u32(u_input.e, 2u)]), min(vec4<u32>(0u, u_input.b, u_input.e, 90582u), vec4<u32>(u_input.e, u_input.b, u_input.e, u_input.e)).xz, Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(2021f, -426f, arg_0[_wgslsmith_index_u32(38400u, 2u)].x, -1267f), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, 288f, 719f, arg_0[_wgslsmith_index_u32(41541u, 2u)].x), vec4<f32>(1164f, arg_0[_wgslsmith_index_u32(34967u, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x, -305f), vec4<f32>(277f, -678f, 1000f, 1235f)), vec4<u32>(u_input.b, 4294967295u, 51854u, 1u), mat2x4<f32>(vec4<f32>(-1551f, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, 195f, -1447f), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, 764f, -2798f, 910f))), u_input.d, mat2x4<f32>(vec4<f32>(-1314f, arg_0[_wgslsmith_index_u32(44340u, 2u)].x, -1249f, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, -481f, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x)))), u_input.d, func_3(true, mat3x2<f32>(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, -598f), arg_0[_wgslsmith_index_u32(u_input.b, 2u)], arg_0[_wgslsmith_index_u32(u_input.b, 2u)]), vec2<u32>(u_input.e, 22390u), Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(arg_0[_wgslsmith_index_u32(58907u, 2u)].x, 425f, 1000f, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, -577f, arg_0[_wgslsmith_index_u32(1u, 2u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, 354f, arg_0[_wgslsmith_index_u32(1u, 2u)].x, -370f), vec4<f32>(-457f, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, 2852f, 515f)), vec4<u32>(54326u, u_input.b, 13222u, 27860u), mat2x4<f32>(vec4<f32>(-968f, -485f, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x))), u_input.d, mat2x4<f32>(vec4<f32>(592f, -1000f, arg_0[_wgslsmith_index_u32(7531u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x), vec4<f32>(-1000f, -493f, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, -1061f)))).c)), u_input.d, func_4(Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(-534f, arg_0[_wgslsmith_index_u32(13591u, 2u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(26359u, 2u)].x, -982f, -1292f, -460f), vec4<f32>(-387f, arg_0[_wgslsmith_index_u32(43034u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, 1000f), vec4<f32>(1257f, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x, arg_0[_wgslsmith_index_u32(25514u, 2u)].x)), vec4<u32>(40259u, u_input.e, 13880u, 38970u) * vec4<u32>(u_input.b, 27769u, u_input.b, u_input.b), mat2x4<f32>(vec4<f32>(839f, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, 230f, 1000f), vec4<f32>(-1000f, arg_0[_wgslsmith_index_u32(4092u, 2u)].x, -500f, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x))), extractBits(clamp(u_input.d, u_input.d, vec4<i32>(7995i, u_input.d.x, i32(-2147483648), u_input.d.x)), 4294967295u, u_input.e), func_4(Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(-865f, -369f, 484f, arg_0[_wgslsmith_index_u32(43986u, 2u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, 410f, arg_0[_wgslsmith_index_u32(1u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, arg_0[_wgslsmith_index_u32(0u, 2u)].x, -658f), vec4<f32>(1073f, -707f, 1497f, 1000f)), vec4<u32>(u_input.e, 0u, 1u, 4294967295u), mat2x4<f32>(vec4<f32>(-2059f, 403f, 341f, -102f), vec4<f32>(-2036f, 699f, -1186f, 1552f))), u_input.d, mat2x4<f32>(vec4<f32>(1041f, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x, -1209f), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x, 1418f, -939f, 1776f))), abs(vec4<i32>(u_input.a.x, u_input.a.x, u_input.c, u_input.d.x)).xw, u_input.a.x == i32(-2147483648), vec4<i32>(-25633i, u_input.c, u_input.c, -1i)).c), abs(u_input.d ^ (vec4<i32>(2147483647i, u_input.c, -6725i, u_input.d.x) << (vec4<u32>(0u, 0u, 40712u, u_input.b) % vec4<u32>(32u)))).ww, true & (~u_input.e != select(vec3<u32>(u_input.b, u_input.e, 46716u), vec3<u32>(0u, u_input.b, 0u), true).x), u_input.d).c);
    var var_2 = true;
    if (false) {
        loop {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            continuing {
                var_2 = select(vec4<bool>(true, true, true, true), vec4<bool>(vec3<bool>(true, true, true).x, select(vec2<bool>(true, true), vec2<bool>(true, true), -u_input.a.x > 20424i).x, !(265f <= arg_0[_wgslsmith_index_u32(u_input.e & var_1.a.b.x, 2u)].x), true), true).x;
                var_0 = ~0u;
                var var_3 = var_1.a;
                var var_4 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.c[_wgslsmith_index_u32(u_input.e, 2u)].x, -1133f, 1278f, var_1.c[_wgslsmith_index_u32(var_3.b.x, 2u)].x) - vec4<f32>(arg_0[_wgslsmith_index_u32(0u, 2u)].x, var_1.c[_wgslsmith_index_u32(var_3.b.x, 2u)].x, 2095f, -1156f)) * vec4<f32>(-1000f, 1000f, -1571f, var_1.a.a[_wgslsmith_index_u32(38370u, 4u)].x)) + vec4<f32>(var_3.a[_wgslsmith_index_u32(~3617u, 4u)].x, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1000f, 1238f, arg_0[_wgslsmith_index_u32(u_input.e, 2u)].x))).x, _wgslsmith_f_op_vec4_f32(min(var_3.a[_wgslsmith_index_u32(51773u, 4u)], vec4<f32>(var_3.c[_wgslsmith_index_u32(1u, 2u)].x, 2693f, 1000f, arg_0[_wgslsmith_index_u32(var_1.a.b.x, 2u)].x))).x, 933f)), _wgslsmith_f_op_vec4_f32(func_4(Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(var_1.c[_wgslsmith_index_u32(u_input.e, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x, -1635f, var_1.c[_wgslsmith_index_u32(var_1.a.b.x, 2u)].x), var_1.c[_wgslsmith_index_u32(45305u, 2u)], vec4<f32>(-667f, -1732f, -569f, -653f), vec4<f32>(var_1.c[_wgslsmith_index_u32(83868u, 2u)].x, var_3.c[_wgslsmith_index_u32(u_input.b, 2u)].x, var_3.c[_wgslsmith_index_u32(972u, 2u)].x, arg_0[_wgslsmith_index_u32(10925u, 2u)].x)), vec4<u32>(4294967295u, var_3.b.x, 1u, 12946u), mat2x4<f32>(vec4<f32>(var_3.c[_wgslsmith_index_u32(1u, 2u)].x, var_3.a[_wgslsmith_index_u32(78597u, 4u)].x, -1014f, -960f), vec4<f32>(-735f, -1455f, 1415f, var_1.c[_wgslsmith_index_u32(var_3.b.x, 2u)].x))), u_input.d, var_1.c), var_1.b.xz, any(vec4<bool>(false, false, true, true)), firstLeadingBit(var_1.b)).c[_wgslsmith_index_u32(~4294967295u, 2u)] + _wgslsmith_div_vec4_f32(vec4<f32>(var_1.c[_wgslsmith_index_u32(0u, 2u)].x, -1606f, var_3.c[_wgslsmith_index_u32(4294967295u, 2u)].x, -244f), _wgslsmith_f_op_vec4_f32(var_1.c[_wgslsmith_index_u32(0u, 2u)] - vec4<f32>(arg_0[_wgslsmith_index_u32(var_1.a.b.x, 2u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x, 601f, var_1.c[_wgslsmith_index_u32(var_1.a.b.x, 2u)].x)))), true)).xww, var_3.c[_wgslsmith_index_u32(~(~(var_1.a.b.x / var_3.b.x) ^ var_3.b.x), 2u)].zyw);
                let var_5 = vec2<bool>(true, (u_input.c < (reverseBits(vec2<i32>(u_input.a.x, -5886i)).x - 20769i)));
            }
        }
    }
    return Struct_2(var_1.a, countLeadingZeros(max(-vec4<i32>(var_1.b.x, var_1.b.x, var_1.b.x, u_input.d.x) + ~vec4<i32>(1i, var_1.b.x, -30965i, 53529i), var_1.b)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_1.c[_wgslsmith_index_u32(u_input.e | u_input.b, 2u)].x, -1848f, _wgslsmith_f_op_f32(1327f * var_1.a.a[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(-655f, -167f))).x), vec4<f32>(_wgslsmith_f_op_f32(-(-239f)), _wgslsmith_f_op_f32(1380f * var_1.c[_wgslsmith_index_u32(u_input.e, 2u)].x), var_1.c[_wgslsmith_index_u32(u_input.b, 2u)].x, _wgslsmith_div_f32(1473f, 1128f)))), var_1.c[_wgslsmith_index_u32(u_input.e, 2u)]));
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    global0 = 30347i;
    switch (countLeadingZeros(vec4<i32>(u_input.a.x, -_wgslsmith_mod_i32(~u_input.a.x, -u_input.c), min(u_input.a.x + u_input.c, u_input.c) / -2147483647i, -47490i)).x) {
        default: {
            if (true) {
                let var_0 = -(~u_input.a.x ^ -1i) * (-1i >> (~(~u_input.b) % 32u));
                let var_1 = func_1(func_2(func_3(true, mat3x2<f32>(vec2<f32>(2045f, 469f), _wgslsmith_f_op_vec2_f32(vec2<f32>(542f, -2606f) - vec2<f32>(1158f, 1138f)), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(954f, 310f), vec2<f32>(-390f, -766f)))), vec2<u32>(1u * builtin_local_invocation_index, u_input.b), Struct_2(func_4(Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(-859f, 889f, 1069f, 942f), vec4<f32>(-608f, -1410f, 165f, 1202f), vec4<f32>(-1000f, 1385f, -484f, -115f), vec4<f32>(282f, 2003f, -260f, -1485f)), vec4<u32>(1u, builtin_local_invocation_index, builtin_num_workgroups.x, 1u), mat2x4<f32>(vec4<f32>(579f, 1071f, 350f, -159f), vec4<f32>(-1377f, -327f, 943f, -962f))), vec4<i32>(-1i, u_input.a.x, -28973i, u_input.c), mat2x4<f32>(vec4<f32>(-2059f, -251f, 1680f, 1245f), vec4<f32>(1256f, -760f, 1000f, 471f))), u_input.a, false, u_input.d), u_input.d, mat2x4<f32>(vec4<f32>(-983f, -631f, 363f, -252f), vec4<f32>(1329f, 573f, 1000f, -1406f)))), u_input.d.xww, ~((vec2<i32>(2147483647i, -18092i) - vec2<i32>(var_0, -572i)) + (vec2<i32>(var_0, 17697i) & u_input.d.yz)), Struct_2(func_4(Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(1000f, -430f, 203f, 168f), vec4<f32>(-323f, -471f, -1075f, -445f), vec4<f32>(1052f, 922f, 1000f, 552f), vec4<f32>(-987f, 1488f, 1839f, 1261f)), vec4<u32>(10371u, builtin_local_invocation_index, 16706u, 4294967295u), mat2x4<f32>(vec4<f32>(1219f, 549f, 1950f, -265f), vec4<f32>(-338f, 112f, -906f, 567f))), u_input.d, mat2x4<f32>(vec4<f32>(-276f, -966f, 1000f, -281f), vec4<f32>(-1000f, -2098f, -1239f, -707f))), -u_input.a, vec3<bool>(true, true, true).x, u_input.d), vec4<i32>(492i, var_0, _wgslsmith_mod_i32(1i, 20180i), -var_0), func_4(Struct_2(Struct_1(mat4x4<f32>(vec4<f32>(1227f, 1262f, 521f, -286f), vec4<f32>(1000f, -1129f, -861f, 997f), vec4<f32>(-267f, 150f, 171f, -2255f), vec4<f32>(-1230f, 438f, -1229f, -149f)), vec4<u32>(u_input.e, 0u, builtin_workgroup_id.x, builtin_workgroup_id.x), mat2x4<f32>(vec4<f32>(540f, -255f, -1648f, 143f), vec4<f32>(2316f, 685f, 1261f, 760f))), vec4<i32>(2147483647i, var_0, 0i, var_0), mat2x4<f32>(vec4<f32>(-1244f, 420f, 1490f, -314f), vec4<f32>(2293f, 121f, -517f, -773f))), vec2<i32>(var_0, u_input.d.x) ^ u_input.d.yz, vec3<bool>(true, true, true).x, vec4<i32>(u_input.a.x, -16912i, -1i, 32079i)).c)));
                var var_2 = func_3(_wgslsmith_f_op_f32(var_1.a.a[_wgslsmith_index_u32(reverseBits(vec3<u32>(4294967295u, var_1.a.b.x, 82583u)).x << ((0u + 1u) % 32u), 4u)].x + var_1.c[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x) <= func_3(true, mat3x2<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-352f, var_1.c[_wgslsmith_index_u32(0u, 2u)].x, 475f), var_1.c[_wgslsmith_index_u32(var_1.a.b.x, 2u)].zwz, false)).zy, vec2<f32>(1091f, 1539f), _wgslsmith_f_op_vec2_f32(var_1.c[_wgslsmith_index_u32(27824u, 2u)].zx + vec2<f32>(-119f, 760f))), builtin_num_workgroups.yz, var_1).a[_wgslsmith_index_u32(_wgslsmith_mod_u32(~builtin_num_workgroups.x, ~(~39000u)), 4u)].x, mat3x2<f32>(var_1.a.c[_wgslsmith_index_u32(~(~var_1.a.b.x) >> ((4294967295u ^ (builtin_local_invocation_index << (53991u % 32u))) % 32u), 2u)].zy, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(1153f, -350f, 375f), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-var_1.c[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].zyy), vec3<f32>(var_1.a.a[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, 873f, 757f))), vec3<bool>(true, true, true))).yx, vec2<f32>(var_1.a.c[_wgslsmith_index_u32(~13815u, 2u)].x, var_1.c[_wgslsmith_index_u32(~var_1.a.b.x, 2u)].x)), firstTrailingBit(~vec4<u32>(~4294967295u, builtin_num_workgroups.x, 36536u, 0u)).zx, Struct_2(Struct_1(var_1.a.a, min(countTrailingZeros(vec4<u32>(0u, 1u, u_input.b, 26321u)), ~vec4<u32>(builtin_workgroup_id.x, u_input.b, builtin_local_invocation_index, 0u)), func_4(func_1(mat2x2<f32>(vec2<f32>(var_1.c[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_1.c[_wgslsmith_index_u32(1u, 2u)].x), vec2<f32>(1483f, -194f))), -vec2<i32>(var_1.b.x, i32(-2147483648)), vec3<bool>(true, true, true).x, func_1(mat2x2<f32>(var_1.c[_wgslsmith_index_u32(u_input.b, 2u)].xx, vec2<f32>(var_1.a.a[_wgslsmith_index_u32(1u, 4u)].x, 597f))).b).c), _wgslsmith_mod_vec4_i32(u_input.d, var_1.b), func_4(var_1, _wgslsmith_mod_vec2_i32(vec2<i32>(u_input.a.x, var_1.b.x), vec2<i32>(37244i, 1i)) & ~vec2<i32>(-46848i, -2718i), _wgslsmith_f_op_f32(-2307f) == _wgslsmith_f_op_f32(1882f + var_1.c[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), min(vec4<i32>(-22334i, u_input.d.x, var_0, i32(-2147483648)), max(var_1.b, u_input.d))).c)).c;
                let var_3 = vec4<i32>(u_input.d.x, var_1.b.x - -1i, clamp(u_input.d.xwy ^ vec3<i32>(-45701i, 60390i + -6891i, -43452i), u_input.d.wxz, insertBits(vec4<i32>(var_1.b.x, min(vec2<i32>(var_0, 1i), var_1.b.xw).x, -u_input.c, 14077i), insertBits(vec4<i32>(-53287i, 0i, -36003i, -1i) << (var_1.a.b % vec4<u32>(32u)), vec4<i32>(u_input.d.x, var_1.b.x, u_input.a.x, i32(-2147483648)), builtin_local_invocation_index, ~14551u), atomicLoad(&wg_atomic_u32), max(insertBits(var_1.a.b, vec4<u32>(30884u, 0u, 42404u, 20951u), builtin_workgroup_id.x, builtin_num_workgroups.x).wy, ~var_1.a.b.xx).x).wzz).x, var_1.b.x);
                let var_4 = func_1(func_2(var_1.a, vec3<i32>(~2147483647i, clamp(u_input.d.wzw, var_3.yww, vec3<i32>(var_3.x, var_1.b.x, 0i)).x, countOneBits(var_1.b.yy).x) / ~countTrailingZeros(vec4<i32>(i32(-2147483648), -1i, -16745i, u_input.a.x)).xyz, extractBits(~(vec2<i32>(u_input.c, -1i) >> (vec2<u32>(builtin_local_invocation_index, builtin_num_workgroups.x) % vec2<u32>(32u))), _wgslsmith_mod_u32(atomicOr(&wg_atomic_u32, var_1.a.b.x), 4294967295u / builtin_local_invocation_index), 4485u | countOneBits(builtin_num_workgroups.xx).x), func_1(mat2x2<f32>(vec2<f32>(var_1.a.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, var_2[_wgslsmith_index_u32(1u, 2u)].x), var_2[_wgslsmith_index_u32(~u_input.b, 2u)].xz)))).a;
            } else {
                var var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_div_f32(-1887f, _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-907f, -529f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-302f) * -765f), _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(-600f, -545f))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(489f, 403f, -459f))).x + _wgslsmith_f_op_f32(-171f))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-1098f, -722f, -1905f))).x, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(-906f, 401f, 243f) - vec3<f32>(1061f, 2674f, -1234f)), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(1469f, 1374f, 362f))), vec3<bool>(true, true, true).x)).x, 1777f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(633f, 992f, 314f, 1089f), vec4<f32>(685f, -425f, 1585f, 1347f))).x + _wgslsmith_f_op_f32(-971f)))), vec4<f32>(_wgslsmith_f_op_f32(-812f - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-2831f + 1236f))), 1063f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec2<f32>(211f, -768f), vec2<f32>(1142f, 2277f)))) - 419f), 1759f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(188f, 960f, 605f, 313f))).x, -1853f, _wgslsmith_f_op_f32(-(-367f)), _wgslsmith_f_op_f32(-(-126f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1380f, 216f, 308f, -758f)))));
                global0 = ~(2147483647i - u_input.d.x);
                var var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1516f, 123f, -771f)))) - _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(199f, -1511f, 876f, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x))).x, -227f, _wgslsmith_f_op_f32(round(-321f)))))), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1232f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x)), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(4294967295u * builtin_num_workgroups.x, 4u)].x)), vec3<f32>(_wgslsmith_f_op_vec4_f32(exp(var_0[_wgslsmith_index_u32(u_input.b | u_input.b, 4u)])).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1144f)), var_0[_wgslsmith_index_u32(builtin_local_invocation_index + builtin_num_workgroups.x, 4u)].x), -2494f), true)));
                var var_2 = func_3(countLeadingZeros(dot(vec4<i32>(2147483647i, 0i, u_input.a.x, u_input.a.x), clamp(u_input.d, u_input.d, u_input.d))) >= ~0i, mat3x2<f32>(var_1[_wgslsmith_index_u32(~(min(16169u, builtin_workgroup_id.x) * abs(builtin_num_workgroups).x), 2u)].zx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(saturate(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x)), var_1[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(53201u, 4294967295u)).x, 2u)].x)), vec2<f32>(_wgslsmith_f_op_f32(dot(var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].yyz, var_0[_wgslsmith_index_u32(~2361u, 4u)].wxy)), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(89068u, 2u)].x + _wgslsmith_f_op_vec4_f32(clamp(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)])).x))), vec2<u32>(4294967295u, ~(~builtin_local_invocation_index >> (~18011u % 32u))), Struct_2(Struct_1(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(13640u, 4u)].x, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, var_0[_wgslsmith_index_u32(u_input.e, 4u)].x, 1049f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-306f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(4867u, 4u)].x, -1160f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(499f, var_1[_wgslsmith_index_u32(32953u, 2u)].x, var_1[_wgslsmith_index_u32(33908u, 2u)].x, 614f) + var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]), _wgslsmith_f_op_vec4_f32(vec4<f32>(605f, -1438f, var_1[_wgslsmith_index_u32(u_input.b, 2u)].x, 1065f) + vec4<f32>(271f, 300f, var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, 623f))), vec4<u32>(19687u, 1u, builtin_num_workgroups.x + builtin_local_invocation_index, builtin_workgroup_id.x), func_4(Struct_2(Struct_1(mat4x4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)], vec4<f32>(199f, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -106f), vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 2u)].x, -155f, 662f, var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), var_0[_wgslsmith_index_u32(10575u, 4u)]), vec4<u32>(1u, 59824u, 0u, 4294967295u), mat2x4<f32>(vec4<f32>(1756f, var_1[_wgslsmith_index_u32(1u, 2u)].x, 1000f, 1000f), var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)])), vec4<i32>(0i, u_input.c, u_input.a.x, u_input.d.x), mat2x4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 4u)], var_0[_wgslsmith_index_u32(u_input.b, 4u)])), u_input.a, false, sign(u_input.d)).c), ~u_input.d, func_4(Struct_2(Struct_1(mat4x4<f32>(var_0[_wgslsmith_index_u32(22828u, 4u)], vec4<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x, -885f, var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), vec4<f32>(-635f, 1000f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, var_0[_wgslsmith_index_u32(u_input.e, 4u)].x), vec4<f32>(229f, 2756f, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x, -986f)), vec4<u32>(22956u, builtin_local_invocation_index, 0u, builtin_num_workgroups.x), mat2x4<f32>(vec4<f32>(1425f, 396f, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, 591f), vec4<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, 1616f, 1367f))), vec4<i32>(u_input.a.x, 2147483647i, 13034i, u_input.c) >> (vec4<u32>(4294967295u, 4294967295u, 4294967295u, builtin_local_invocation_index) % vec4<u32>(32u)), mat2x4<f32>(var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)])), ~u_input.a, atomicCompareExchangeWeak(&wg_atomic_u32, 30259u, builtin_local_invocation_index).exchanged & false, u_input.d).c)).c;
                let var_3 = true;
            }
            global0 = i32(-2147483648);
        }
    }
    var var_0 = func_1(mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(max(vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-276f, -715f, 2176f))).x)), -1356f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(570f, -294f) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(381f, 1171f))))));
    for (; ; ) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        while (true) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            let var_1 = ~min(builtin_workgroup_id.xz + builtin_workgroup_id.yz, builtin_workgroup_id.yx).x;
        }
        break;
    }
    ((var_0).b).x = 45264i;
    let x = u_input.a;
    s_output = StorageBuffer(reverseBits(30438u), func_2(var_0.a, max(~(u_input.d.wwz >> (vec3<u32>(0u, var_0.a.b.x, builtin_num_workgroups.x) % vec3<u32>(32u))), ~(u_input.d.ywz | u_input.d.wzz)), vec2<i32>(~countLeadingZeros(vec3<i32>(var_0.b.x, u_input.a.x, u_input.d.x)).x, 2147483647i - (u_input.a.x / 1i)), func_1(mat2x2<f32>(_wgslsmith_f_op_vec2_f32(select(var_0.a.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].wx, var_0.a.c[_wgslsmith_index_u32(231u, 2u)].zy, false)), _wgslsmith_f_op_vec3_f32(abs(var_0.c[_wgslsmith_index_u32(u_input.e, 2u)].zzz)).yx))), -134f);
}

