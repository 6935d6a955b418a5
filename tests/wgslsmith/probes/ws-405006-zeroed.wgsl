// {"0:0":[60,170,21,253,231,129,156,29,74,65,200,10,14,145,122,219,213,81,214,223,93,5,8,220,201,25,44,120,44,214,196,169,100,182,211,248,251,149,13,62,251,138,38,179,182,94,149,235,21,56,140,81,198,36,140,226,241,168,210,166,226,236,229,104]}
// Seed: 405006

struct Struct_1 {
    @size(28)
    a: vec4<u32>,
    @align(16)
    @size(16)
    b: vec4<u32>,
    @align(16)
    c: bool,
}

struct Struct_2 {
    @size(24)
    a: vec2<i32>,
}

struct Struct_3 {
    @align(8)
    a: vec2<i32>,
}

struct Struct_4 {
    a: Struct_1,
    @align(4)
    b: f32,
}

struct Struct_5 {
    @size(16)
    a: mat2x2<f32>,
    @align(4)
    @size(4)
    b: u32,
}

struct UniformBuffer {
    a: vec4<u32>,
    b: u32,
    c: u32,
    d: vec4<u32>,
    @size(16)
    e: vec2<u32>,
}

struct StorageBuffer {
    a: mat2x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: vec4<f32>;

var<workgroup> global1: array<vec3<bool>, 26>;

var<private> global2: u32 = 16156u;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 25>;

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
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

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: u32, arg_1: Struct_2) -> i32 {
    while (select(vec3<bool>(true, true, true), !global1[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(15048u, arg_0, 1u) * u_input.a.ywy).x, 26u)], vec3<bool>(false, false, true)).x | true) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        let var_0 = mat3x3<f32>(global0.zxx, _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, -694f, 710f)))), vec3<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1597f, global0.x, -194f, global0.x)))).x, global0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(global0.yw, vec2<f32>(global0.x, -135f))).x)))), _wgslsmith_f_op_vec3_f32(sign(global0.zxy)));
        ((global1)[_wgslsmith_index_u32(5980u * u_input.e.x, 26u)]).x = false;
        let var_1 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0[_wgslsmith_index_u32(38200u, 3u)].x, var_0[_wgslsmith_index_u32(arg_0, 3u)].x, 689f), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global0.x, global0.x, -1804f))))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(145f, global0.x, global0.x, var_0[_wgslsmith_index_u32(83600u, 3u)].x), vec4<f32>(global0.x, var_0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, -1695f, -762f), false)))).xyz)).x, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(_wgslsmith_f_op_vec2_f32(select(global0.zw, vec2<f32>(-367f, global0.x), vec2<bool>(false, true))).x, _wgslsmith_f_op_f32(153f * 791f), _wgslsmith_div_f32(-722f, global0.x)), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, 319f, global0.x, var_0[_wgslsmith_index_u32(1u, 3u)].x))), vec4<f32>(global0.x, global0.x, global0.x, 764f))).xyz)).x, 866f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1353f, var_0[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 543f) - global0.wyw), vec3<f32>(1f, 1f, 1f))).x - var_0[_wgslsmith_index_u32(max(vec3<u32>(0u, u_input.d.x, arg_0), u_input.a.xyy).x, 3u)].x)), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1029f, 153f, 1000f, 1000f)) - _wgslsmith_div_vec4_f32(vec4<f32>(122f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0.x, -544f), vec4<f32>(var_0[_wgslsmith_index_u32(arg_0, 3u)].x, var_0[_wgslsmith_index_u32(u_input.d.x, 3u)].x, global0.x, global0.x)))))));
    }
    if (select(select(vec4<bool>(true, true, arg_0 <= extractBits(vec4<u32>(0u, 8257u, 17057u, 0u), arg_0, arg_0).x, true), vec4<bool>(false, all(vec4<bool>(true, true, true, true)), true, true), true).yww, select(select(vec4<bool>(true, arg_0 != u_input.a.x, u_input.d.x > arg_0, arg_1.a.x != 16858i), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), vec4<bool>(true, true, true, true), vec4<bool>(true, true, (~arg_0 < u_input.c), ((arg_1.a.x ^ arg_1.a.x) < (39704i >> (u_input.b % 32u))))).yyz, vec3<bool>(arg_0 <= ~arg_0, true, (arg_0 < atomicMin(&wg_atomic_u32, dot(u_input.e, vec2<u32>(0u, 5727u)))))).x) {
        (global0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-337f * global0.x))), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-global0.zyy), global0.yxw))))));
    } else {
        for (var var_0: i32; !(any(global1[_wgslsmith_index_u32(36854u, 26u)]) && true); var_0 += 1i) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            continue;
        }
        for (var var_0 = max(arg_1.a.x, arg_1.a.x); var_0 != -44025i; var_0 -= 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            let var_1 = arg_1;
            break;
        }
        while (!select(vec3<bool>(select((arg_1.a.x < 9120i), true, any(vec4<bool>(true, true, true, true))), (~arg_0 < insertBits(u_input.a.x, arg_0, arg_0, arg_0)), true), select(vec4<bool>(true, true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), any(global1[_wgslsmith_index_u32(32260u, 26u)])), vec4<bool>(true, true, true, true)).wyw, true).x) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            ((global1)[_wgslsmith_index_u32(4294967295u, 26u)]).x = (_wgslsmith_div_f32(global0.x, 994f) < global0.x);
            ((global1)[_wgslsmith_index_u32(u_input.b, 26u)]).x = select(vec4<bool>(true, false, select(vec4<bool>(true, true, true, true).wz, vec2<bool>(all(vec3<bool>(true, true, false)), true), select(vec3<bool>(false, false, false), global1[_wgslsmith_index_u32(4294967295u, 26u)], false).x | vec4<bool>(true, true, true, true).x).x, all(vec2<bool>(1i != arg_1.a.x, any(vec3<bool>(true, false, true))))), select(vec4<bool>(true, true, true, true), vec4<bool>(true, false, all(vec4<bool>(true, true, true, true)), any(!global1[_wgslsmith_index_u32(0u, 26u)])), vec4<bool>(true, true, true, true)), !(arg_1.a.x <= min(2147483647i, 15473i)) && any(vec4<bool>(true, true, true, vec4<bool>(true, true, true, true).x))).x;
        }
        if (any(!select(vec4<bool>(true, true, true, true), vec4<bool>(true, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, arg_0).exchanged, true, true), !(-582f > global0.x)))) {
            let var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, -345f, -476f))))), vec3<f32>(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(vec2<f32>(global0.x, global0.x) - vec2<f32>(-1342f, global0.x)), _wgslsmith_f_op_vec2_f32(global0.xz * global0.wz), true)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0.x - _wgslsmith_f_op_f32(-global0.x)) - global0.x), global0.x));
            global2 = u_input.e.x;
        } else {
            global2 = 3756u;
            let var_0 = Struct_4(Struct_1(vec4<u32>(~(~arg_0), max(~0u, ~arg_0), ~abs(vec2<u32>(arg_0, 0u)).x, arg_0 & 87583u), vec4<u32>(arg_0, _wgslsmith_mod_u32(~0u, arg_0), 0u, 0u), true), _wgslsmith_f_op_f32(-1462f));
            let var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(1000f, -939f, 1694f, 458f))).zwx), vec3<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(var_0.b - 371f), _wgslsmith_f_op_f32(-(-1206f))))), _wgslsmith_f_op_vec3_f32(min(global0.yxy, _wgslsmith_f_op_vec3_f32(global0.zzx + _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(1007f, global0.x, var_0.b, -291f))).xyw))));
        }
        let var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, -190f, 1000f, global0.x)), vec4<f32>(global0.x, global0.x, -1128f, global0.x)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0.x, -2023f, 1327f, -1113f), vec4<f32>(global0.x, global0.x, -1631f, 375f))))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(264f, global0.x, global0.x, global0.x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1222f, global0.x, global0.x, 645f)))))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, global0.x, global0.x)) * vec4<f32>(_wgslsmith_f_op_f32(918f + -1187f), _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-1000f), global0.x))), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(208f, global0.x, global0.x, global0.x), vec4<f32>(global0.x, -199f, 583f, -286f), true)) * _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-218f, 1474f, global0.x, 287f)))))))));
    }
    switch (~(-(~(-arg_1.a.x))) ^ -1i) {
        case -34299i: {
            if (true) {
                var var_0 = vec4<f32>(global0.x, _wgslsmith_f_op_f32(ceil(677f)), 1752f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-305f) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global0.x, global0.x, 1000f, -111f))))).x)));
                var var_1 = !select(vec4<bool>(!select(global1[_wgslsmith_index_u32(arg_0, 26u)], global1[_wgslsmith_index_u32(u_input.e.x, 26u)], false).x, select(vec2<bool>(true, true), vec2<bool>(true, false), u_input.b == u_input.d.x).x, true, true), !select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), (var_0.x < 585f)), (~arg_0 * (u_input.e.x | 1u)) <= (arg_0 + _wgslsmith_mod_u32(arg_0, u_input.b))).zyz;
            }
            switch (countLeadingZeros(_wgslsmith_mod_vec3_i32((abs(vec4<i32>(arg_1.a.x, arg_1.a.x, 13545i, arg_1.a.x)).www | vec3<i32>(-88804i, -553i, 5931i)) ^ firstLeadingBit(vec4<i32>(arg_1.a.x, arg_1.a.x, 4580i, 35965i)).zyw, firstTrailingBit(vec4<i32>(78779i & arg_1.a.x, 1i, arg_1.a.x, arg_1.a.x)).wzx)).x) {
                default: {
                }
            }
        }
        case 1i: {
            var var_0 = ~vec2<i32>(arg_1.a.x, abs(vec4<i32>(arg_1.a.x, 55301i, 32340i, 2147483647i)).x ^ ~clamp(vec3<i32>(arg_1.a.x, i32(-2147483648), arg_1.a.x), vec3<i32>(arg_1.a.x, arg_1.a.x, arg_1.a.x), vec3<i32>(arg_1.a.x, 32954i, -809i)).x);
            for (; vec2<bool>(true, true).x; ) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                var var_1 = mat4x3<f32>(global0.zyz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(global0.x - 614f), _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(1338f, 419f))).x)), global0.x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0.zxy)), _wgslsmith_f_op_vec3_f32(global0.xwx - _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-global0.xzy)))));
                break;
            }
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            }
            global0 = _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, _wgslsmith_f_op_f32(-911f), global0.x, _wgslsmith_f_op_f32(-(-1087f))));
        }
        case -47785i: {
        }
        case 2147483647i: {
            var var_0 = Struct_1(~((~u_input.d / (u_input.a | vec4<u32>(arg_0, 0u, u_input.b, 9581u))) / (~vec4<u32>(133371u, 0u, 4294967295u, 2974u) & ~u_input.a)), ~vec4<u32>(~max(17039u, 1u), arg_0, u_input.e.x, countTrailingZeros(vec2<u32>(108243u, 32177u)).x * 52221u), ((u_input.e.x < 0u)) | (insertBits(1i, sign(arg_1.a.x), arg_0, 114761u) >= i32(-2147483648)));
            let var_1 = mat4x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-325f, global0.x, -561f, 540f)))) + _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, 817f, 1186f, global0.x) - vec4<f32>(285f, -428f, 196f, 1098f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-430f, global0.x, -799f, global0.x) - vec4<f32>(global0.x, -719f, -681f, -1000f)), select(vec2<bool>(true, var_0.c), vec2<bool>(var_0.c, var_0.c), var_0.c).x))))).yxx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.x) + global0.x), global0.x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.x) * 1749f))), vec3<f32>(_wgslsmith_f_op_f32(global0.x - _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1557f, global0.x, -954f) - vec3<f32>(1626f, -1372f, -1342f)))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(886f + 1927f) + -219f), _wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global0.x * global0.x), global0.x), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(global0.x, 557f, global0.x))).x)), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_vec3_f32(sign(global0.wzy)).x, 1354f, _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0.x, global0.x, global0.x, global0.x), vec4<f32>(1364f, 981f, -385f, -737f))).x) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, global0.x, global0.x)))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1845f, global0.x, global0.x, global0.x) + vec4<f32>(global0.x, global0.x, -1045f, 1000f)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, 1064f, 1030f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, global0.x, global0.x, 1119f) + vec4<f32>(global0.x, global0.x, global0.x, global0.x)))), true)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0.x, _wgslsmith_f_op_f32(-(-1358f)), _wgslsmith_f_op_f32(-774f + global0.x), 252f))))).wxx);
            let var_2 = _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(arg_0, 4u)].x, global0.x, global0.x, _wgslsmith_f_op_f32(-(-634f))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(829f, var_1[_wgslsmith_index_u32(u_input.b, 4u)].x, _wgslsmith_f_op_f32(dot(vec2<f32>(352f, global0.x), global0.yx)), _wgslsmith_f_op_f32(-global0.x))))) + vec4<f32>(var_1[_wgslsmith_index_u32(var_0.a.x, 4u)].x, var_1[_wgslsmith_index_u32(arg_0, 4u)].x, 699f, _wgslsmith_f_op_f32(-1098f)));
            let var_3 = ~countOneBits(vec4<i32>(-2235i, -(0i << (arg_0 % 32u)), min(-13555i, -(-14363i)), arg_1.a.x)).wz;
        }
        default: {
            loop {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                var var_0 = Struct_4(Struct_1(u_input.a, vec4<u32>(18903u, atomicExchange(&wg_atomic_u32, 9594u) << (arg_0 % 32u), 0u, u_input.c * atomicOr(&wg_atomic_u32, u_input.b)), !(true & all(global1[_wgslsmith_index_u32(23758u, 26u)]))), 1048f);
            }
            let var_0 = global0.x;
            let var_1 = insertBits(-firstLeadingBit(select(~vec4<i32>(arg_1.a.x, -24342i, arg_1.a.x, arg_1.a.x), vec4<i32>(arg_1.a.x, -3880i, arg_1.a.x, arg_1.a.x), true).zyy).x, ~(arg_1.a.x << (u_input.c % 32u)) >> ((select(u_input.d.www, select(vec4<u32>(arg_0, 38900u, 4092u, 44588u), u_input.a, vec4<bool>(false, false, false, false)).yzw, vec3<bool>(true, true, true)).x | 50012u) % 32u), 0u & arg_0, 104028u);
        }
    }
    switch (-23610i) {
        case 1i: {
            var var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), global0.x, global0.x, _wgslsmith_f_op_f32(-1027f)) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(724f, global0.x, 449f, global0.x), vec4<f32>(-997f, -1000f, -307f, 1043f))) + vec4<f32>(global0.x, 114f, global0.x, 418f)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.x)), -1045f, 602f)));
            var var_1 = ~countLeadingZeros(~vec4<u32>(reverseBits(u_input.d.yx).x, extractBits(u_input.d.zw, arg_0, arg_0).x, ~4294967295u, u_input.c)).xx;
        }
        default: {
            let var_0 = Struct_4(Struct_1(u_input.d, u_input.d, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(global0.ww, global0.wx)).x) >= _wgslsmith_f_op_f32(exp2(global0.x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.x * _wgslsmith_f_op_f32(global0.x * 216f))));
            switch ((arg_1.a.x ^ (firstTrailingBit(11451i >> (var_0.a.a.x % 32u)) - min(arg_1.a.x - arg_1.a.x, select(vec2<i32>(25068i, arg_1.a.x), vec2<i32>(arg_1.a.x, arg_1.a.x), vec2<bool>(false, true)).x))) | arg_1.a.x) {
                default: {
                    ((global1)[_wgslsmith_index_u32(72247u, 26u)]).x = true | var_0.a.c;
                    ((global1)[_wgslsmith_index_u32(arg_0, 26u)]).x = 223f >= _wgslsmith_f_op_vec3_f32(sign(global0.xyz)).x;
                    ((global1)[_wgslsmith_index_u32(dot(var_0.a.a.ywx, countOneBits(clamp(u_input.a, u_input.d, var_0.a.a)).xwz / vec3<u32>(~23526u, arg_0, 4294967295u)) - countTrailingZeros(vec2<u32>(countLeadingZeros(u_input.d).x, u_input.e.x)).x, 26u)]).x = true;
                    let var_1 = ~vec4<u32>(55914u, u_input.c, arg_0, u_input.d.x * abs(vec2<u32>(u_input.d.x, 28897u)).x);
                }
            }
        }
    }
    while (!select(select(vec2<bool>(true, true), select(global1[_wgslsmith_index_u32(countOneBits(u_input.a.x), 26u)], global1[_wgslsmith_index_u32(select(u_input.d.zyx, vec3<u32>(arg_0, arg_0, arg_0), global1[_wgslsmith_index_u32(u_input.a.x, 26u)]).x, 26u)], all(vec3<bool>(false, true, false))).yx, true).x, any(vec4<bool>(true, true, true, true)), true)) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    return -arg_1.a.x;
}

fn func_4() -> i32 {
    while (true) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        break;
    }
    var var_0 = false;
    for (var var_1: i32; true & ((48929i * (-34424i / atomicExchange(&wg_atomic_i32, 2147483647i))) <= (~(0i) - func_5(0u ^ u_input.d.x, Struct_2(vec2<i32>(-51383i, 19157i))))); var_1 -= 1i) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        if (!(global0.x >= global0.x)) {
            continue;
        }
        var_1 = (_wgslsmith_mod_i32(vec2<i32>(1i, 1i).x, atomicOr(&wg_atomic_i32, -50035i)) | 1i) * reverseBits(-11996i);
        continue;
    }
    if (select(!select(vec4<bool>(true, true, true, select(global1[_wgslsmith_index_u32(49619u, 26u)], vec3<bool>(true, true, true), global1[_wgslsmith_index_u32(u_input.c, 26u)]).x), vec4<bool>(all(vec2<bool>(false, true)), true, vec4<bool>(true, true, true, true).x, true), true).ww, vec2<bool>(true, true), select(global1[_wgslsmith_index_u32(reverseBits(u_input.a.xww).x / countTrailingZeros(~u_input.e).x, 26u)], vec3<bool>(all(vec4<bool>(true, false, true, false)), true, true), vec4<bool>(true, true, true, true).x).yz).x) {
        var_0 = true;
        let var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(trunc(global0.yzz))) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, -2102f, global0.x)))), global0.zwz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1419f, -1000f, global0.x)))))), vec3<f32>(-985f, _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(global0.x, _wgslsmith_f_op_f32(-global0.x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, 624f, global0.x, 2043f), vec4<f32>(-234f, global0.x, global0.x, global0.x), vec4<bool>(true, true, true, false))), _wgslsmith_div_vec4_f32(vec4<f32>(global0.x, global0.x, -157f, global0.x), vec4<f32>(global0.x, 122f, global0.x, 142f)), vec4<bool>(true, false, true, true))).x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0.x, global0.x, 500f)) - global0.xxw), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(floor(-2101f)), _wgslsmith_f_op_f32(dot(vec4<f32>(-1033f, global0.x, 497f, global0.x), vec4<f32>(-2185f, global0.x, global0.x, global0.x))), 1015f) - _wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, global0.x, -642f) - _wgslsmith_div_vec3_f32(global0.zzz, vec3<f32>(global0.x, global0.x, global0.x))))));
        global2 = u_input.e.x;
        let var_2 = ~((vec3<u32>(58944u * u_input.a.x, u_input.b, 46633u) << (u_input.d.yxw % vec3<u32>(32u))) - (u_input.a.zzw - u_input.d.yzy));
    } else {
        var var_1 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(global0.x + global0.x), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-810f)) + global0.x), 550f, _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(721f, 1610f, global0.x, global0.x)))).x))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(328f + global0.x) * global0.x)), 287f));
        loop {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            var var_2 = 77410i;
            let var_3 = clamp(~vec2<u32>(10883u | u_input.b, u_input.e.x), clamp(u_input.d, vec4<u32>(u_input.d.x, u_input.b, u_input.a.x, 0u) - select(u_input.d, u_input.d, false), (vec4<u32>(20338u, u_input.c, u_input.e.x, u_input.d.x) ^ u_input.a) << ((u_input.a | u_input.d) % vec4<u32>(32u))).zx, ~countTrailingZeros(vec4<u32>(u_input.b, 85067u, 0u, u_input.d.x)).ww - firstTrailingBit(vec2<u32>(u_input.c, 4838u))).x ^ u_input.e.x;
        }
        var var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(select(vec3<u32>(0u, 0u, u_input.c), vec3<u32>(u_input.e.x, 35240u, u_input.c), vec3<bool>(false, false, true)).x, 2u)].x), _wgslsmith_f_op_f32(-(-225f)), global0.x, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, var_1[_wgslsmith_index_u32(94639u, 2u)].x, global0.x, 629f)), vec4<f32>(-772f, 1243f, var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0.x))).x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-global0.x), global0.x, _wgslsmith_f_op_f32(-2580f), -380f)), select(vec4<bool>(global0.x <= 1907f, u_input.c >= u_input.a.x, true, true), vec4<bool>(true, true, true, true), select(vec2<bool>(true, true), vec2<bool>(false, true), select(global1[_wgslsmith_index_u32(31832u, 26u)], vec3<bool>(false, false, false), true).xx).x).x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0.x, global0.x, _wgslsmith_f_op_f32(-global0.x), -1000f))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(u_input.c, 2u)].x, -536f, global0.x, var_1[_wgslsmith_index_u32(54117u, 2u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-632f), _wgslsmith_f_op_f32(-1514f), _wgslsmith_f_op_f32(floor(460f)), var_1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 1u), 2u)].x)) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(689f, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(25271u, 2u)].x), _wgslsmith_f_op_f32(-789f + 195f), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x - 417f))))));
    }
    let var_1 = mat2x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec3_f32(step(global0.wwy, global0.zxw)).x, _wgslsmith_f_op_f32(483f * global0.x), _wgslsmith_f_op_f32(fract(985f))) * vec3<f32>(_wgslsmith_f_op_f32(-(-188f)), global0.x, _wgslsmith_f_op_f32(-global0.x))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(-1000f, 575f, 1000f), vec3<f32>(-444f, global0.x, 1175f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1506f, global0.x, 171f))))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(106f, -649f, global0.x, global0.x) - vec4<f32>(global0.x, global0.x, 320f, global0.x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, 254f, global0.x, global0.x) * vec4<f32>(1114f, -196f, global0.x, 766f)), vec3<bool>(true, true, true).x))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(146f, global0.x, 1730f, -1815f), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, -1148f, global0.x, global0.x) * vec4<f32>(global0.x, global0.x, global0.x, global0.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1060f, 1254f, global0.x, 543f) * _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1398f, 1273f, global0.x, global0.x)))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-255f, global0.x, global0.x, global0.x)))))).zyy);
    return -vec3<i32>(1i, 1i, 1i).x;
}

fn func_3(arg_0: i32, arg_1: vec3<i32>, arg_2: vec4<f32>, arg_3: Struct_3) -> vec2<bool> {
    if (atomicCompareExchangeWeak(&wg_atomic_i32, arg_3.a.x, select(insertBits(~(vec4<i32>(2857i, 0i, 1i, i32(-2147483648)) - vec4<i32>(1i, 20286i, -39623i, arg_0)), (vec4<i32>(arg_0, arg_0, -2446i, 0i) >> (vec4<u32>(50757u, u_input.a.x, 16551u, u_input.d.x) % vec4<u32>(32u))) ^ countLeadingZeros(vec4<i32>(arg_0, -79489i, i32(-2147483648), arg_0)), 38310u, u_input.c << (atomicLoad(&wg_atomic_u32) % 32u)), vec4<i32>(-(-27700i), 13088i, arg_3.a.x, -(~(-51396i))), select(vec4<bool>(true, true, true, true), vec4<bool>(all(global1[_wgslsmith_index_u32(0u, 26u)]), true, false, true), vec4<bool>(true, true, true, true))).x).exchanged) {
        while (select(vec4<bool>(true, 1490f >= _wgslsmith_f_op_f32(-943f - global0.x), vec4<bool>(true, true, true, true).x, all(vec4<bool>(true, true, true, true))), select(vec4<bool>(arg_1.x == 8683i, atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 10511u).exchanged, false, all(vec2<bool>(false, true))), vec4<bool>(true, true, true, true), vec4<bool>(true, all(vec3<bool>(false, false, true)), -20672i == arg_0, true)), atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 1u ^ u_input.b).exchanged).x | true) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            var var_0 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_2) + arg_2), vec4<f32>(_wgslsmith_f_op_f32(-global0.x), arg_2.x, _wgslsmith_f_op_f32(-global0.x), arg_2.x))) + _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_f32(global0.x * arg_2.x), -260f, -1452f, arg_2.x))));
            var var_1 = mat3x4<f32>(vec4<f32>(-1679f, -1719f, -1863f, _wgslsmith_div_f32(932f, var_0.x)), arg_2, arg_2);
        }
        while (!(any(vec4<bool>(true, true, true, true)) || (u_input.d.x != firstTrailingBit(u_input.d).x))) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            var var_0 = Struct_1(~(vec4<u32>(15082u, extractBits(u_input.d, 0u, u_input.b).x, countLeadingZeros(vec3<u32>(4294967295u, 1u, u_input.c)).x, 41592u | u_input.e.x) | vec4<u32>(u_input.a.x, insertBits(u_input.a.x, u_input.d.x, u_input.c, u_input.e.x), u_input.a.x, 52103u)), max(min(vec4<u32>(4294967295u, 4294967295u, 20515u, 1u), abs(vec4<u32>(61537u, u_input.c, u_input.d.x, 13383u))), countLeadingZeros(vec4<u32>(94177u, 0u, 32625u, u_input.b))) << (u_input.d % vec4<u32>(32u)), select(vec4<bool>(true, true, true, true), vec4<bool>(false, true, true, false), vec4<bool>(true, arg_3.a.x >= arg_3.a.x, all(vec3<bool>(true, true, true)), true)).x | (false == (true || select(global1[_wgslsmith_index_u32(u_input.c, 26u)], global1[_wgslsmith_index_u32(u_input.c, 26u)], true).x)));
            continue;
        }
        for (var var_0 = 1i; var_0 == 2147483647i; ) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            continue;
        }
    } else {
        return select(vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, ~u_input.c << (24140u % 32u), ~min(u_input.b, 4294967295u)).exchanged, 8653u == max(vec4<u32>(u_input.c, 46264u, u_input.d.x, 36789u), vec4<u32>(u_input.c, 0u, u_input.a.x, u_input.b) ^ vec4<u32>(u_input.a.x, 4294967295u, 73485u, u_input.c)).x, false), global1[_wgslsmith_index_u32(1u, 26u)], vec4<bool>(true, true, true, true).x).xx;
    }
    (global0).x = _wgslsmith_f_op_f32(-(-756f));
    let var_0 = Struct_4(Struct_1(countTrailingZeros(u_input.a) << ((~vec4<u32>(u_input.e.x, u_input.c, 4294967295u, u_input.e.x) & (u_input.a ^ vec4<u32>(u_input.c, u_input.c, u_input.e.x, 4294967295u))) % vec4<u32>(32u)), u_input.d, false), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-260f, 2147f, 1589f, global0.x)))).x) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_2.x))));
    if (!(!(!((-10307i < (arg_3.a.x / arg_3.a.x)))))) {
    } else {
        let var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_2 - vec4<f32>(arg_2.x, global0.x, var_0.b, arg_2.x))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(arg_2, vec4<f32>(172f, -1764f, 549f, var_0.b)))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1854f, arg_2.x, 1063f, 192f), vec4<f32>(global0.x, arg_2.x, global0.x, -466f))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-775f, -157f, 813f, -700f) + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0.b, global0.x, global0.x, -1014f)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_2)) * vec4<f32>(-363f, _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(263f, arg_2.x, var_0.b, -1795f))).wzw)).x, _wgslsmith_f_op_vec2_f32(max(global0.ww, global0.zz)).x, _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(global0.zx + arg_2.zy))).x)));
    }
    var var_1 = _wgslsmith_f_op_vec4_f32(abs(arg_2)).zyy;
    return select(select(vec4<bool>(true, select(!vec4<bool>(var_0.a.c, var_0.a.c, false, true), !vec4<bool>(var_0.a.c, false, var_0.a.c, var_0.a.c), select(vec4<bool>(var_0.a.c, var_0.a.c, var_0.a.c, var_0.a.c), vec4<bool>(var_0.a.c, false, var_0.a.c, true), vec4<bool>(var_0.a.c, false, var_0.a.c, var_0.a.c))).x, any(select(vec4<bool>(true, var_0.a.c, true, var_0.a.c), vec4<bool>(false, var_0.a.c, var_0.a.c, var_0.a.c), vec4<bool>(var_0.a.c, var_0.a.c, var_0.a.c, true))), true), select(!vec4<bool>(var_0.a.c, true, var_0.a.c, true), vec4<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_u32, 9235u, var_0.a.b.x).exchanged, true), select(!vec4<bool>(false, var_0.a.c, var_0.a.c, false), !vec4<bool>(var_0.a.c, true, var_0.a.c, false), select(var_0.a.c, true, var_0.a.c)).x), select(!select(vec4<bool>(false, var_0.a.c, true, var_0.a.c), vec4<bool>(var_0.a.c, false, false, false), var_0.a.c), select(vec4<bool>(false, var_0.a.c, var_0.a.c, var_0.a.c), vec4<bool>(var_0.a.c, var_0.a.c, false, var_0.a.c), true), -arg_0 >= select(vec3<i32>(54023i, arg_3.a.x, arg_3.a.x), arg_1, global1[_wgslsmith_index_u32(var_0.a.a.x, 26u)]).x)).xx, vec2<bool>(true, true), !select(select(!vec3<bool>(var_0.a.c, false, var_0.a.c), select(vec3<bool>(false, var_0.a.c, true), vec3<bool>(var_0.a.c, true, var_0.a.c), global1[_wgslsmith_index_u32(u_input.a.x, 26u)]), var_0.a.c), select(global1[_wgslsmith_index_u32(52732u, 26u)], !global1[_wgslsmith_index_u32(1u, 26u)], false), var_0.a.c).yz);
}

fn func_2(arg_0: u32, arg_1: vec2<bool>, arg_2: vec2<bool>, arg_3: mat2x4<f32>) -> Struct_3 {
    var var_0 = global1[_wgslsmith_index_u32(~(33785u + (countOneBits(4294967295u) << (1u % 32u))) | arg_0, 26u)];
    while (!select(!(!vec4<bool>(true, arg_1.x, var_0.x, false)), !select(!vec4<bool>(true, arg_1.x, true, arg_2.x), !vec4<bool>(var_0.x, arg_2.x, var_0.x, arg_1.x), vec4<bool>(arg_1.x, true, false, arg_1.x)), all(select(!global1[_wgslsmith_index_u32(arg_0, 26u)], vec3<bool>(arg_2.x, true, arg_1.x), true))).x) {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
    }
    ((global1)[_wgslsmith_index_u32(select(vec4<u32>(1u, u_input.a.x, firstLeadingBit(~u_input.e).x, select(~countLeadingZeros(vec3<u32>(arg_0, 14799u, 1u)).zy, ~select(u_input.d.zx, vec2<u32>(arg_0, 1u), arg_1.x), var_0.x).x), vec4<u32>(countLeadingZeros(vec4<u32>(0u, 1u, arg_0, u_input.a.x)).x << (select(u_input.d.xxw, vec3<u32>(arg_0, arg_0, 1u), vec3<bool>(true, false, arg_2.x)).x % 32u), 0u, 1u, countOneBits(vec2<u32>(3164u, arg_0)).x), select(vec2<bool>(select(select(vec4<bool>(true, true, true, true), vec4<bool>(var_0.x, false, true, arg_1.x), arg_1.x).zww, vec3<bool>(true, false, true), select(vec4<bool>(false, arg_2.x, false, var_0.x), vec4<bool>(var_0.x, arg_1.x, arg_2.x, false), arg_1.x).wzz).x, true), select(select(vec4<bool>(false, var_0.x, arg_1.x, arg_1.x), select(vec4<bool>(false, var_0.x, false, arg_2.x), vec4<bool>(arg_2.x, var_0.x, arg_2.x, false), arg_1.x), !vec4<bool>(var_0.x, arg_1.x, true, var_0.x)).zyw, global1[_wgslsmith_index_u32(19526u, 26u)], !select(vec3<bool>(arg_2.x, var_0.x, var_0.x), global1[_wgslsmith_index_u32(arg_0, 26u)], global1[_wgslsmith_index_u32(u_input.b, 26u)]).x).zz, true).x).x, 26u)]).x = _wgslsmith_f_op_f32(-(-1362f)) <= global0.x;
    var_0 = vec3<bool>((((37811u - (u_input.c / u_input.b)) >> (countTrailingZeros(vec4<u32>(u_input.d.x, u_input.e.x, u_input.d.x, arg_0) >> (vec4<u32>(4294967295u, 29261u, u_input.e.x, 459u) % vec4<u32>(32u))).x % 32u)) < (11720u & arg_0)), false, false);
    var var_1 = false;
    return Struct_3(vec2<i32>(1i, atomicAnd(&wg_atomic_i32, 3876i) >> ((100495u / arg_0) % 32u)) ^ countTrailingZeros(~vec2<i32>(1i, 7165i)));
}

fn func_1(arg_0: vec3<i32>, arg_1: Struct_3) -> Struct_5 {
    switch (arg_0.x) {
        default: {
            var var_0 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, 639f, global0.x, global0.x)), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1080f, global0.x, global0.x, global0.x))))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-1640f * global0.x), _wgslsmith_f_op_f32(global0.x - global0.x), global0.x, _wgslsmith_f_op_f32(-1124f + global0.x)))) - _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(global0.x * -1055f), global0.x, _wgslsmith_f_op_f32(746f + 579f), _wgslsmith_f_op_f32(global0.x + global0.x))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-135f, -197f, 1746f, global0.x))).x - 891f), _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global0.x, -478f), vec2<f32>(709f, global0.x), _wgslsmith_f_op_vec2_f32(global0.zz - global0.ww))).x, 2471f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.x * global0.x)))));
            var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(global0.wx * var_0.wy) + _wgslsmith_f_op_vec2_f32(-var_0.xw)), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(select(global0.x, -1000f, true)) - _wgslsmith_f_op_f32(var_0.x * -787f)) + _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-global0.x))), _wgslsmith_f_op_f32(ceil(global0.x))), var_0.xw);
            (var_0).x = var_1[_wgslsmith_index_u32(u_input.b, 3u)].x;
            loop {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                var var_2 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(step(-1188f, var_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x)), 1287f, _wgslsmith_f_op_f32(-1812f * -1000f), _wgslsmith_f_op_f32(-(-948f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(u_input.b, 3u)].x, 254f, -1073f, global0.x)))).x, _wgslsmith_f_op_f32(-430f), _wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(522f, 276f, -1015f, var_1[_wgslsmith_index_u32(u_input.d.x, 3u)].x) + vec4<f32>(-168f, 339f, var_0.x, var_1[_wgslsmith_index_u32(230u, 3u)].x)))).zxw - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0.wzy)))), vec3<f32>(-619f, global0.x, var_1[_wgslsmith_index_u32(~0u, 3u)].x), global0.yxy);
                var var_3 = arg_1;
            }
        }
    }
    global2 = ~((u_input.c / ~12493u) & extractBits(~vec3<u32>(16681u, 4294967295u, u_input.a.x), u_input.a.x, ~countLeadingZeros(vec4<u32>(u_input.e.x, u_input.e.x, u_input.a.x, u_input.d.x)).x).x);
    if (true) {
        global0 = _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0.x, _wgslsmith_div_f32(-281f, global0.x), _wgslsmith_f_op_f32(-global0.x), -1500f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1035f, -886f, global0.x, global0.x))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, global0.x, -1643f, -1371f))))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -2042f, global0.x, 1000f)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-619f, global0.x, global0.x, global0.x), vec4<f32>(global0.x, 1099f, global0.x, 678f), false)))))));
    }
    global0 = _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, global0.x, global0.x)))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(floor(global0.yzz)).x - _wgslsmith_f_op_f32(-(-259f)))), global0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1457f)))));
    let var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.zxy + _wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, -1057f, global0.x))) + _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(global0.zxy - global0.xxx))))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0.zyx - global0.zyx)), vec3<f32>(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(global0.x, global0.x))).x, global0.x, _wgslsmith_f_op_f32(global0.x * global0.x)), global1[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x + ~u_input.e.x, 26u)])), _wgslsmith_f_op_vec3_f32(-global0.wzx)));
    return Struct_5(mat2x2<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, global0.x, 182f, -1000f) - vec4<f32>(714f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 679f, -459f)))))).yx, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].yz, global0.ww)).x), _wgslsmith_f_op_f32(-global0.x))), ~((countOneBits(vec4<u32>(0u, 0u, u_input.c, 4294967295u)).x / u_input.b) << ((14993u + u_input.d.x) % 32u)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>) {
    global0 = vec4<f32>();
    global1 = array<vec3<bool>, 26>();
    atomicStore(&wg_atomic_u32, 0u);
    atomicStore(&wg_atomic_i32, 0i);
    workgroupBarrier();
    for (var var_0 = 43554i; var_0 >= i32(-2147483648); var_0 += 1i) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        let var_1 = mat4x2<f32>(global0.zz, _wgslsmith_f_op_vec2_f32(global0.zx - vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(global0.x, global0.x))), _wgslsmith_f_op_f32(-1000f))), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.wzx - _wgslsmith_f_op_vec3_f32(-global0.xzy)) - vec3<f32>(649f, global0.x, _wgslsmith_f_op_f32(-917f - global0.x))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(937f, global0.x, global0.x, 753f) * vec4<f32>(-232f, 565f, global0.x, global0.x)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-2454f, -311f, global0.x, -957f))))).xzz), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(769f, -1110f, 2087f, -361f) + vec4<f32>(global0.x, -429f, global0.x, 2543f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, 496f, global0.x, 1048f)))))).ywx)).xz, vec2<f32>(global0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec3_f32(max(global0.wyy, vec3<f32>(-712f, -1010f, -734f))).x)))));
        for (var var_2: i32; ; global1 = array<vec3<bool>, 26>()) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            var_0 = 1i;
            (global0).x = -1516f;
            let var_3 = Struct_1(u_input.d, vec4<u32>(builtin_workgroup_id.x, ~u_input.b, builtin_local_invocation_index, ~min(~u_input.d, vec4<u32>(1u, builtin_local_invocation_id.x, 1u, 50224u)).x), true);
        }
        switch (_wgslsmith_mod_i32((32528i & (firstLeadingBit(vec2<i32>(-1i, -1i)).x << ((builtin_local_invocation_id.x * builtin_workgroup_id.x) % 32u))) + ~(-(-64163i << (1u % 32u))), 1i)) {
            case 1i: {
                var var_2 = mat3x3<f32>(global0.zzz, _wgslsmith_f_op_vec3_f32(global0.xzw - _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_vec3_f32(max(global0.xyy, global0.zwy)).x))), vec3<f32>(-1000f, _wgslsmith_f_op_f32(-global0.x), 1458f));
                let var_3 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, -1190f, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(664f, var_2[_wgslsmith_index_u32(2371u, 3u)].x, 766f, var_1[_wgslsmith_index_u32(u_input.e.x, 4u)].x) - vec4<f32>(var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 838f, 1304f, global0.x)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-457f, var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 148f, var_2[_wgslsmith_index_u32(120878u, 3u)].x)))))).xxz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(598f, var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, 562f, 343f))).yzw, vec3<f32>(-1324f, -1371f, var_2[_wgslsmith_index_u32(u_input.b, 3u)].x), select(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 26u)], global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 26u)], false))) + _wgslsmith_f_op_vec3_f32(min(_wgslsmith_div_vec3_f32(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)], var_2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)]), var_2[_wgslsmith_index_u32(builtin_local_invocation_id.x + 1u, 3u)])))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.yww * _wgslsmith_f_op_vec3_f32(-global0.zww)), var_2[_wgslsmith_index_u32(~u_input.c - 1u, 3u)])));
            }
            case -2868i: {
                var var_2 = func_1(vec3<i32>(-18751i, ~(-(0i)), -36610i), func_2(select(~builtin_workgroup_id.xx, u_input.d.xz, func_3(func_4(), -vec3<i32>(0i, -18749i, -17380i), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(29966u, 4u)].x, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 498f, global0.x) + vec4<f32>(-1237f, var_1[_wgslsmith_index_u32(97577u, 4u)].x, -807f, global0.x)), Struct_3(vec2<i32>(-5561i, 2147483647i)))).x, select(vec4<bool>(true, true, true, atomicCompareExchangeWeak(&wg_atomic_i32, 0i, -22649i).exchanged), vec4<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_u32, 30401u, builtin_local_invocation_index).exchanged, vec4<bool>(true, true, true, true).x), true).xx, vec2<bool>(true, true), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(clamp(var_1[_wgslsmith_index_u32(4294967295u, 4u)].x, var_1[_wgslsmith_index_u32(0u, 4u)].x, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)), _wgslsmith_f_op_f32(942f * -1924f), global0.x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(0u, 4u)].x)), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(863f, 861f, -1281f, var_1[_wgslsmith_index_u32(0u, 4u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-101f, 2100f, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, -1071f)), _wgslsmith_div_vec4_f32(vec4<f32>(-406f, global0.x, -1113f, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x), vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 4u)].x, global0.x, 1000f, -2641f)))))));
                continue;
            }
            case 11877i: {
                let var_2 = Struct_4(Struct_1(vec4<u32>(builtin_num_workgroups.x * 4294967295u, ~countOneBits(u_input.a.xxw).x, ~4294967295u, 0u), abs(u_input.d), false), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(_wgslsmith_f_op_f32(global0.x - -844f), global0.x, -1000f, 1321f))))).x);
                let var_3 = 54992u;
                var var_4 = false;
                var var_5 = builtin_workgroup_id.xy;
                continue;
            }
            case 25802i: {
                var var_2 = vec2<i32>(abs(countTrailingZeros(select(vec4<i32>(2147483647i, 0i, 1i, -29648i), vec4<i32>(-1i, -29682i, 16604i, 1i), vec4<bool>(true, true, false, true)) >> (countTrailingZeros(u_input.a) % vec4<u32>(32u)))).x, abs(-vec4<i32>(-1i << (builtin_num_workgroups.x % 32u), atomicMin(&wg_atomic_i32, 0i), i32(-2147483648), ~(-1i))).x);
                let var_3 = vec2<bool>(false, true);
                global0 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(~u_input.d.x & (builtin_local_invocation_index / 4294967295u), 4u)].x, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, 2211f, var_1[_wgslsmith_index_u32(18626u, 4u)].x, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x)), _wgslsmith_div_vec4_f32(vec4<f32>(-943f, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, -297f, global0.x), vec4<f32>(1037f, global0.x, var_1[_wgslsmith_index_u32(1u, 4u)].x, global0.x)), select(vec4<bool>(false, var_3.x, true, true), vec4<bool>(true, false, var_3.x, var_3.x), vec4<bool>(false, true, var_3.x, true)))).x, global0.x, _wgslsmith_f_op_vec2_f32(floor(var_1[_wgslsmith_index_u32(0u, 4u)])).x)));
                continue;
            }
            default: {
                let var_2 = u_input.d;
                ((global1)[_wgslsmith_index_u32(u_input.a.x | ~(~(~builtin_workgroup_id.x)), 26u)]).x = false;
                let var_3 = select(true, all(global1[_wgslsmith_index_u32(~firstTrailingBit(clamp(vec2<u32>(builtin_num_workgroups.x, builtin_num_workgroups.x), u_input.e, vec2<u32>(1u, var_2.x))).x, 26u)]), true);
                var var_4 = abs(builtin_workgroup_id.yx);
                continue;
            }
        }
        for (var var_2 = -84889i; ; ) {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            continue;
        }
        if (true) {
            (global0).x = global0.x;
            (global0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(global0.zz)).x - _wgslsmith_div_f32(var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, var_1[_wgslsmith_index_u32(u_input.d.x, 4u)].x)), _wgslsmith_f_op_vec3_f32(select(global0.xxw, vec3<f32>(-425f, var_1[_wgslsmith_index_u32(95950u, 4u)].x, -1307f), vec4<bool>(true, true, true, true).x)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-256f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global0.wyw - vec3<f32>(821f, -321f, global0.x)))), 75797u == builtin_num_workgroups.x)).x);
            let var_2 = _wgslsmith_f_op_f32(dot(global0.zzz, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(870f, var_1[_wgslsmith_index_u32(u_input.b, 4u)].x, var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, global0.x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, 1000f, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, var_1[_wgslsmith_index_u32(u_input.c, 4u)].x)))))).xwz + _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-686f * -257f), _wgslsmith_div_f32(-1192f, 1728f), _wgslsmith_f_op_f32(saturate(176f))) * vec3<f32>(_wgslsmith_f_op_f32(-(-503f)), var_1[_wgslsmith_index_u32(countTrailingZeros(u_input.d.wx).x, 4u)].x, _wgslsmith_f_op_f32(global0.x - 1461f))))));
            continue;
        } else if (true) {
            (global0).x = var_1[_wgslsmith_index_u32(reverseBits(min(builtin_local_invocation_index, countLeadingZeros(insertBits(u_input.a, u_input.a, builtin_local_invocation_index, builtin_local_invocation_id.x)).x)) << (builtin_local_invocation_index % 32u), 4u)].x;
            continue;
        }
    }
    switch (0i) {
        case -1i: {
            switch (reverseBits(20761i) ^ _wgslsmith_mod_i32(-atomicExchange(&wg_atomic_i32, 0i) << (u_input.e.x % 32u), -1i)) {
                case 93i: {
                    let var_0 = Struct_5(func_1(~sign(vec4<i32>(1i, 1i, 1i, 1i)).wyy, Struct_3(vec2<i32>(firstLeadingBit(vec3<i32>(60460i, 21855i, i32(-2147483648))).x, -1i - 35644i))).a, u_input.e.x - builtin_num_workgroups.x);
                    var var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_f32(-1000f), var_0.a[_wgslsmith_index_u32(~4294967295u, 2u)].x, -137f, 892f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(715f, global0.x, var_0.a[_wgslsmith_index_u32(1u, 2u)].x))).x, _wgslsmith_f_op_f32(max(var_0.a[_wgslsmith_index_u32(0u, 2u)].x, global0.x)), var_0.a[_wgslsmith_index_u32(4294967295u + 0u, 2u)].x, global0.x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global0.x, 474f, 324f)))))), vec4<f32>(1191f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(saturate(global0.wyy)).x), var_0.a[_wgslsmith_index_u32(~clamp(u_input.e << (builtin_num_workgroups.yy % vec2<u32>(32u)), builtin_local_invocation_id.zz, vec2<u32>(1u, 25878u) * vec2<u32>(5360u, 65929u)).x, 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(497f, 1000f) * var_0.a[_wgslsmith_index_u32(func_1(vec3<i32>(2147483647i, 0i, -33210i), Struct_3(vec2<i32>(-90867i, i32(-2147483648)))).b, 2u)].x), _wgslsmith_div_f32(1300f, _wgslsmith_f_op_f32(step(1039f, 994f))))));
                    var var_2 = func_1(countOneBits(reverseBits(vec3<i32>(2147483647i, -5337i << (u_input.b % 32u), _wgslsmith_mod_i32(2147483647i, -1i)))), func_2(countLeadingZeros(var_0.b), vec2<bool>(false, all(vec2<bool>(true, true))), vec2<bool>(true, select(vec3<bool>(true, true, true), global1[_wgslsmith_index_u32(select(u_input.d, vec4<u32>(5764u, 59134u, var_0.b, 4294967295u), true).x, 26u)], global1[_wgslsmith_index_u32(u_input.b, 26u)]).x), mat2x4<f32>(vec4<f32>(595f, _wgslsmith_f_op_f32(1377f + 1427f), -829f, 234f), vec4<f32>(var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x / builtin_workgroup_id.x, 3u)].x, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(max(-339f, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x)), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x + -1360f)))));
                    let var_3 = vec3<i32>(~(-firstTrailingBit(vec2<i32>(3672i, 7433i)).x), abs(~vec3<i32>(1i, 1i, 1i)).x, vec3<i32>(1i, 1i, 1i).x) << (countLeadingZeros(~u_input.d.zyx) % vec3<u32>(32u));
                }
                case -36098i: {
                    let var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(-global0.xz)))) + _wgslsmith_f_op_vec2_f32(-global0.yy)), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.x, 1479f)) + global0.zw), _wgslsmith_f_op_vec2_f32(-global0.zx)), vec2<f32>(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1007f) - _wgslsmith_f_op_f32(-215f)), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(425f, global0.x, -476f, 2125f))).zww)).x)), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0.x, 1099f, global0.x, 1471f), vec4<f32>(global0.x, 109f, -2060f, global0.x))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0.x, global0.x, 724f, -173f))), vec4<bool>(true, true, true, true))), vec4<f32>(_wgslsmith_f_op_vec2_f32(sign(global0.wy)).x, _wgslsmith_f_op_f32(-571f - -877f), -1287f, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(1307f, -538f, global0.x), global0.wyz)).x)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0.wy)))));
                    let var_1 = -1i;
                    global1 = array<vec3<bool>, 26>();
                }
                default: {
                    var var_0 = func_2(~builtin_workgroup_id.x, !(!(!select(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 26u)], vec3<bool>(false, false, false), vec3<bool>(false, true, false)).yz)), vec2<bool>(any(vec2<bool>(true, true)), ~(~builtin_num_workgroups.x) >= builtin_num_workgroups.x), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(1505f * 726f), -348f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-482f, 1360f, global0.x, -889f), vec4<f32>(-1641f, -837f, global0.x, -673f), vec4<bool>(false, false, false, false))) * _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1085f, global0.x, -1000f, 982f)))))));
                    global1 = array<vec3<bool>, 26>();
                    var var_1 = -42137i << (~builtin_workgroup_id.x % 32u);
                    var var_2 = _wgslsmith_mod_vec2_u32(builtin_workgroup_id.yx, select(vec2<u32>(atomicXor(&wg_atomic_u32, builtin_local_invocation_id.x) ^ ~1u, 1u), builtin_num_workgroups.xz << (((vec2<u32>(u_input.d.x, builtin_local_invocation_index) & vec2<u32>(builtin_local_invocation_id.x, 4294967295u)) - vec2<u32>(builtin_num_workgroups.x, 0u)) % vec2<u32>(32u)), true));
                    var_1 = ~min(abs(-(-vec4<i32>(var_0.a.x, var_0.a.x, 12123i, var_0.a.x))), vec4<i32>(min(~vec3<i32>(36688i, -47270i, var_0.a.x), vec3<i32>(4049i, -1i, var_0.a.x)).x, select(max(vec4<i32>(var_0.a.x, -1i, -11831i, -3876i), vec4<i32>(0i, var_0.a.x, -45658i, var_0.a.x)).yx, -var_0.a, vec2<bool>(true, true)).x, 14838i, func_2(builtin_local_invocation_index, vec2<bool>(true, true), vec2<bool>(true, true), mat2x4<f32>(vec4<f32>(1117f, global0.x, -112f, global0.x), vec4<f32>(747f, 952f, 192f, global0.x))).a.x)).x;
                }
            }
        }
        case 1i: {
            loop {
                if (LOOP_COUNTERS[19u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
                var var_0 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-global0.yzx), vec3<f32>(global0.x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(1295f, global0.x) * _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(global0.x, -1000f))).x), global0.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(1239f, global0.x))).x)), vec3<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, 577f, 463f) * _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(global0.x, global0.x, global0.x)))), _wgslsmith_div_vec3_f32(global0.xyx, global0.wwy))), _wgslsmith_f_op_f32(1328f * _wgslsmith_div_f32(global0.x, _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(-1220f, global0.x, global0.x), global0.xxz, vec3<f32>(682f, 510f, -117f))).x)), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.xzz * global0.wzz) - vec3<f32>(global0.x, global0.x, global0.x)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0.zyz) + _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-2020f, -660f, global0.x, global0.x), vec4<f32>(1160f, -1369f, -568f, global0.x))).xyx))).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0.yyx)) - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global0.x, global0.x, _wgslsmith_f_op_f32(-global0.x), 732f))).wwy));
                continue;
            }
            while (!(!any(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 0i, -84272i).exchanged, true, func_3(38596i, vec3<i32>(1i, 1i, 24590i), vec4<f32>(global0.x, -105f, global0.x, global0.x), Struct_3(vec2<i32>(-15535i, 1i))).x, true)))) {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
                var var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(global0.yx * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(126f, 1065f) + vec2<f32>(global0.x, -1302f)) + vec2<f32>(693f, 143f)) - vec2<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(global0.x * 1100f)))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(vec4<f32>(-1000f, global0.x, 222f, global0.x), vec4<f32>(220f, 1612f, global0.x, 224f)), vec4<f32>(455f, global0.x, global0.x, 2330f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global0.x, 332f, 2122f, global0.x))) - _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0.x, 245f, global0.x, -134f), vec4<f32>(944f, global0.x, 201f, global0.x)))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, _wgslsmith_f_op_f32(620f - global0.x), global0.x, _wgslsmith_div_f32(global0.x, 149f))))).zy, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(vec2<f32>(1368f, 1000f), vec2<f32>(global0.x, 1095f), all(vec2<bool>(false, true))))) + global0.ww), _wgslsmith_f_op_vec2_f32(-vec2<f32>(1462f, -644f)));
                var var_1 = -(firstTrailingBit(vec2<i32>(~(-4604i), 1i)) >> (~(~vec2<u32>(builtin_local_invocation_index, 0u) >> (vec2<u32>(builtin_workgroup_id.x, 65193u) % vec2<u32>(32u))) % vec2<u32>(32u)));
                break;
            }
            let var_0 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1000f, _wgslsmith_f_op_f32(-(-2019f)), _wgslsmith_f_op_f32(-global0.x), -880f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-240f, 1283f, global0.x, global0.x))) - _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0.x, 301f, global0.x, -186f), vec4<f32>(599f, global0.x, global0.x, global0.x)))))).x, global0.x), global0.ww, global0.yy);
        }
        case -11886i: {
            var var_0 = Struct_2(vec2<i32>(1i, 1i));
            (var_0).a = vec2<i32>(var_0.a.x, ~2493i / var_0.a.x);
            switch (var_0.a.x) {
                case 1i: {
                    global0 = vec4<f32>(_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-902f, -444f)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0.xw)) - vec2<f32>(global0.x, -180f)))).x, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(390f, -235f, 2101f)))).yy)))).x, _wgslsmith_f_op_f32(global0.x * _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(global0.x, 1724f) * _wgslsmith_f_op_f32(113f * global0.x)), global0.x)));
                    (global0).x = global0.x;
                    var var_1 = atomicAnd(&wg_atomic_u32, ~builtin_num_workgroups.x) - ~((4294967295u ^ reverseBits(vec4<u32>(120346u, u_input.d.x, 0u, 31437u)).x) * min(~1u, 8069u));
                    let var_2 = vec2<f32>(_wgslsmith_f_op_vec3_f32(exp2(global0.xyx)).x, _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1707f, global0.x, global0.x, global0.x))).yy * global0.yw))).x);
                    let var_3 = all(vec3<bool>(all(vec4<bool>(false, false, true, true)), select(!global1[_wgslsmith_index_u32(0u, 26u)], vec3<bool>(true, false, false), global1[_wgslsmith_index_u32(57897u, 26u)]).x, true)) & (any(vec2<bool>(true, true)) || (var_2.x >= 1353f));
                }
                case 35013i: {
                    let var_1 = 68620u;
                    (global0).x = _wgslsmith_f_op_f32(-global0.x);
                    var var_2 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-953f, -1000f, 134f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1291f) - _wgslsmith_f_op_f32(-377f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(357f, -529f, global0.x, global0.x) - vec4<f32>(global0.x, global0.x, 252f, 1861f)))), any(vec4<bool>(true, true, true, true).zzz))).zyw, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-252f, global0.x, 1686f, global0.x))), _wgslsmith_div_vec4_f32(vec4<f32>(-883f, global0.x, global0.x, -457f), vec4<f32>(global0.x, global0.x, -364f, global0.x)))).xyw), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.xxw - vec3<f32>(global0.x, -552f, global0.x)), _wgslsmith_div_vec3_f32(global0.xwz, global0.xxw)))), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-515f * _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(871f, global0.x, -1077f, 814f))).x) + 1960f), _wgslsmith_f_op_f32(-212f + global0.x), global0.x));
                    (global0).x = _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, -659f, global0.x, var_2[_wgslsmith_index_u32(98967u, 3u)].x)))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(885f, var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 1222f, var_2[_wgslsmith_index_u32(12325u, 3u)].x)), vec4<f32>(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x * var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x), _wgslsmith_f_op_f32(global0.x - var_2[_wgslsmith_index_u32(0u, 3u)].x), -373f, 1000f), vec4<f32>(-1298f, _wgslsmith_f_op_f32(-global0.x), var_2[_wgslsmith_index_u32(4294967295u, 3u)].x, _wgslsmith_f_op_f32(-355f)))), true)))).x;
                }
                case 0i: {
                }
                default: {
                    let var_1 = func_1(vec3<i32>(var_0.a.x, var_0.a.x, 1i), Struct_3(~(var_0.a - ~var_0.a)));
                    let var_2 = mat4x2<f32>(var_1.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)], global0.yx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-434f - 1170f)), _wgslsmith_f_op_f32(-1137f))), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(_wgslsmith_f_op_vec3_f32(max(global0.wxw, vec3<f32>(global0.x, global0.x, 225f))).x, var_1.a[_wgslsmith_index_u32(~0u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x))))).yx);
                    ((global1)[_wgslsmith_index_u32((~min(abs(vec3<u32>(0u, var_1.b, u_input.b)), builtin_workgroup_id).x / builtin_local_invocation_id.x) - ~builtin_local_invocation_index, 26u)]).x = true;
                }
            }
            for (var var_1: i32; (var_1 < 2796i); var_1 += 1i) {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
                let var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-553f - -1228f) + 867f) + _wgslsmith_f_op_f32(711f * _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_div_f32(global0.x, global0.x), global0.x, _wgslsmith_f_op_vec3_f32(max(global0.xzz, global0.zwz)).x), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(492f, -1000f, 796f, -471f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, 1000f, global0.x, 1307f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, -373f, -1000f, global0.x))))).x));
                ((global1)[_wgslsmith_index_u32(4294967295u, 26u)]).x = !(var_0.a.x > abs(~vec3<i32>(-1i, i32(-2147483648), var_0.a.x)).x) | false;
            }
            while ((firstLeadingBit(-(-(~vec3<i32>(-1i, -1i, 0i)))).x < var_0.a.x)) {
                if (LOOP_COUNTERS[22u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
                return;
            }
        }
        case -50233i: {
            return;
        }
        default: {
            var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0.x, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, -131f, 343f, 284f) + vec4<f32>(global0.x, -262f, -500f, global0.x)))).x, global0.x, global0.x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-567f - 1194f), _wgslsmith_f_op_f32(-global0.x), global0.x, _wgslsmith_f_op_f32(-global0.x))), !select(vec3<bool>(false, false, true), vec3<bool>(true, true, true), builtin_local_invocation_id.x >= builtin_workgroup_id.x).x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-578f, -825f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(global0.wxw)).x), global0.x)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, 1004f, -1499f, -1000f)))) - vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(global0.x, global0.x, global0.x), vec3<f32>(-924f, global0.x, 676f))).x), _wgslsmith_f_op_f32(-(-1190f)), _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(global0.x, global0.x))).x, global0.x)));
            for (var var_1 = -29878i; var_1 != 2147483647i; var_1 -= 1i) {
                if (LOOP_COUNTERS[23u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
                let var_2 = vec2<i32>(5030i, ~0i);
                continue;
            }
        }
    }
    var var_0 = func_2(~71724u, vec2<bool>(true, true), vec2<bool>(true, true), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_f32(-global0.x))), 246f, _wgslsmith_f_op_f32(global0.x * _wgslsmith_f_op_vec2_f32(exp2(global0.wz)).x), global0.x), vec4<f32>(_wgslsmith_f_op_f32(-161f + global0.x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1184f * global0.x) * -2046f), _wgslsmith_f_op_f32(dot(global0.yzx, _wgslsmith_f_op_vec3_f32(global0.wxw * global0.yxy))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(967f, global0.x, global0.x, global0.x)))).x)));
    var var_1 = _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global0.x, -604f, global0.x, 878f), vec4<f32>(-186f, global0.x, -286f, global0.x))))).x, _wgslsmith_f_op_f32(-global0.x)));
    loop {
        if (LOOP_COUNTERS[24u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
        let var_2 = mat4x3<f32>(vec3<f32>(var_1.x, -501f, _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(var_1.x, var_1.x, global0.x))) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.x, 1051f, var_1.x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0.yzx) * vec3<f32>(-205f, var_1.x, 1780f)), _wgslsmith_f_op_vec3_f32(global0.zyw * vec3<f32>(-532f, 709f, global0.x)))).x), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(639f, -141f, -1310f, global0.x) * vec4<f32>(408f, global0.x, var_1.x, -322f)), vec4<f32>(-769f, global0.x, 916f, 323f), vec4<bool>(true, true, true, false))).wxz)))), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.x, 1f, _wgslsmith_div_f32(global0.x, -272f))))), global0.zzz);
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(399f, 190f, var_1.x, -847f) + vec4<f32>(-1154f, -1573f, var_1.x, global0.x)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1010f, var_1.x, 1265f, var_1.x))), select(vec3<bool>(true, false, true), global1[_wgslsmith_index_u32(4294967295u, 26u)], vec3<bool>(true, true, false)).x)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.x)), 1000f, func_1(vec3<i32>(1i, var_0.a.x, 0i), func_2(builtin_local_invocation_id.x, vec2<bool>(false, true), vec2<bool>(false, false), mat2x4<f32>(vec4<f32>(129f, 414f, global0.x, 193f), vec4<f32>(-502f, global0.x, -1182f, var_1.x)))).a[_wgslsmith_index_u32(~(builtin_workgroup_id.x * builtin_workgroup_id.x), 2u)].x, _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(global0.yxw * vec3<f32>(var_1.x, global0.x, var_1.x)), _wgslsmith_f_op_vec3_f32(select(global0.wxw, vec3<f32>(var_1.x, var_1.x, 167f), vec3<bool>(false, true, false))))).x)));
}

