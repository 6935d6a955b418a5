// {"0:0":[71,13,70,72,131,2,26,242,132,63,122,221,134,170,118,167,216,24,94,91,226,231,30,222,95,82,54,141,126,126,156,194]}
// Seed: 42

struct Struct_1 {
    a: vec4<i32>,
    @size(12)
    b: vec3<bool>,
    @align(4)
    c: i32,
    @align(64)
    @size(80)
    d: mat4x3<f32>,
    e: mat2x4<f32>,
}

struct Struct_2 {
    @size(4)
    a: i32,
}

struct UniformBuffer {
    @size(8)
    a: u32,
    @size(16)
    b: vec4<i32>,
}

struct StorageBuffer {
    a: u32,
    @align(8)
    b: u32,
    @align(16)
    c: mat2x2<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: vec3<f32>;

var<private> global1: mat3x2<f32> = mat3x2<f32>(vec2<f32>(-1225f, -425f), vec2<f32>(472f, 827f), vec2<f32>(-991f, 1000f));

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 22>;

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5() -> Struct_2 {
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
    }
    var var_0 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_div_f32(2269f, 281f))), 1350f), _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-276f, global0.x, 2606f)))))).xx)));
    ((var_0)[_wgslsmith_index_u32(~countLeadingZeros(~(vec3<u32>(u_input.a, 4294967295u, u_input.a) * vec3<u32>(16813u, u_input.a, 0u)) + ~countLeadingZeros(vec3<u32>(u_input.a, u_input.a, 55409u))).x, 2u)]).x = 745f;
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        switch (-atomicXor(&wg_atomic_i32, u_input.b.x)) {
            case 2147483647i: {
            }
            case i32(-2147483648): {
            }
            case 33406i: {
                global0 = _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-204f, -860f, global0.x)) - _wgslsmith_f_op_vec3_f32(vec3<f32>(2331f, -439f, -1350f) + vec3<f32>(global0.x, 422f, global0.x))))).x, -1785f, -1060f));
                var var_1 = vec3<i32>(~(~u_input.b.x), extractBits(vec3<i32>(~countLeadingZeros(vec3<i32>(u_input.b.x, 11796i, -691i)).x, u_input.b.x << (firstLeadingBit(vec3<u32>(1u, 4294967295u, 44356u)).x % 32u), countLeadingZeros(u_input.b.x)), ~(u_input.a | u_input.a) >> (3118u % 32u), ~6035u).x, u_input.b.x);
                break;
            }
            default: {
                break;
            }
        }
        continue;
    }
    let var_1 = mat3x2<f32>(global0.yx, _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(~u_input.a & (u_input.a >> (52573u % 32u)), 2u)], _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, global0.x, global0.x) + vec3<f32>(-364f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, global0.x)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-540f, -1643f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x)), true)).yy) + _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 547f, -2187f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x))).x, _wgslsmith_f_op_f32(-589f * var_0[_wgslsmith_index_u32(u_input.a, 2u)].x))))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-702f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -345f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x)) - _wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, -821f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, 1202f), vec4<f32>(global0.x, global1[_wgslsmith_index_u32(1u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x), vec4<bool>(true, true, false, true))))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, 1212f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 651f) * vec4<f32>(global0.x, -1286f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(0u, 3u)].x, -1430f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x)))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(739f, global0.x, var_0[_wgslsmith_index_u32(29348u, 2u)].x, 1911f)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(13585u, 2u)].x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, 572f)))))).zy);
    return Struct_2(1i);
}

fn func_4(arg_0: Struct_2) -> bool {
    ((global1)[_wgslsmith_index_u32(max(countTrailingZeros(countOneBits(vec4<u32>(u_input.a, 0u, u_input.a, u_input.a)) / (vec4<u32>(35544u, 1u, u_input.a, 13608u) ^ vec4<u32>(1u, 55519u, 914u, 4294967295u))), ~(~vec4<u32>(u_input.a, u_input.a, 4294967295u, 1u)) - ~vec4<u32>(u_input.a, 15872u, u_input.a, 51372u)).x ^ (77259u * u_input.a), 3u)]).x = global1[_wgslsmith_index_u32(1u, 3u)].x;
    (global0).x = global0.x;
    while (427f == global0.x) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        var var_0 = u_input.b.x;
        switch (15196i) {
            default: {
                break;
            }
        }
        break;
    }
    loop {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        global0 = _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, -804f, -1204f) * vec3<f32>(global1[_wgslsmith_index_u32(17531u, 3u)].x, 480f, 492f)) - vec3<f32>(global0.x, -1000f, 945f))) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(-1798f, -1000f, global0.x))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1499f, global0.x, -504f))) * _wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(46098u, 3u)].x, global0.x, global0.x) - vec3<f32>(382f, 1000f, 1039f))))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -1048f, -1362f))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 339f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x)), vec4<f32>(_wgslsmith_div_f32(global0.x, global0.x), -498f, global0.x, -1000f)))).yyz);
    }
    let var_0 = Struct_1(-(~sign(u_input.b)), vec3<bool>(true, !(!(4294967295u > u_input.a)), any(vec2<bool>(true, false))), 25558i ^ arg_0.a, mat4x3<f32>(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(629f * global0.x), global0.x), global1[_wgslsmith_index_u32(~(u_input.a >> (u_input.a % 32u)), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(global0.x)))), vec3<f32>(global1[_wgslsmith_index_u32(~u_input.a, 3u)].x, _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 1621f)))).x, global1[_wgslsmith_index_u32(39909u, 3u)].x), vec3<f32>(-1061f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.x * 524f)), global1[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global0.x, global0.x, -1000f, 1000f))).yxw - _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(2570f, -1000f, global0.x, global1[_wgslsmith_index_u32(80536u, 3u)].x))).xwx), vec3<f32>(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(2436f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -1267f))).x, global0.x, _wgslsmith_f_op_f32(-global0.x)))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(saturate(997f)), _wgslsmith_f_op_f32(1000f - 979f), _wgslsmith_f_op_f32(1430f + global1[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.a, 3u)].x))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 1000f, 863f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x)))))));
    return false;
}

fn func_3(arg_0: mat3x4<f32>, arg_1: bool, arg_2: u32, arg_3: Struct_2) -> u32 {
    switch (atomicMax(&wg_atomic_i32, atomicCompareExchangeWeak(&wg_atomic_i32, arg_3.a, arg_3.a ^ ~(-(-5449i))).old_value)) {
        case -23125i: {
            if (!func_4(func_5())) {
                var var_0 = arg_3;
                let var_1 = mat3x2<f32>(arg_0[_wgslsmith_index_u32(min(~select(vec4<u32>(19453u, u_input.a, arg_2, arg_2) & vec4<u32>(1u, 16595u, u_input.a, arg_2), vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a) & vec4<u32>(u_input.a, arg_2, 4294967295u, 0u), !vec4<bool>(arg_1, true, true, arg_1)).xw, ~countTrailingZeros(vec4<u32>(u_input.a, 1u, 56357u, arg_2)).xx).x, 3u)].zx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(762f, global0.x, 1348f))).x, _wgslsmith_f_op_f32(trunc(-1087f))))), global1[_wgslsmith_index_u32(firstLeadingBit(_wgslsmith_mod_vec4_u32(countTrailingZeros(~vec4<u32>(arg_2, arg_2, u_input.a, 23788u)), vec4<u32>(28510u, ~arg_2, clamp(vec3<u32>(u_input.a, 122962u, 0u), vec3<u32>(u_input.a, u_input.a, u_input.a), vec3<u32>(arg_2, arg_2, 1u)).x, u_input.a & 52497u))).x, 3u)]);
            }
            loop {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                var var_0 = Struct_2(-(abs(u_input.b.x) / (u_input.b.x & arg_3.a)) >> ((abs(~vec4<u32>(0u, arg_2, 4294967295u, 30548u)).x * (atomicXor(&wg_atomic_u32, 4294967295u) + atomicAnd(&wg_atomic_u32, arg_2))) % 32u));
            }
            (global1)[_wgslsmith_index_u32(u_input.a, 3u)] = _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(arg_0[_wgslsmith_index_u32(4294967295u - (34177u / 36276u), 3u)].x, 1f, arg_0[_wgslsmith_index_u32(dot(vec3<u32>(arg_2, 0u, 0u), vec3<u32>(94613u, 96920u, u_input.a)) << (~arg_2 % 32u), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(arg_0[_wgslsmith_index_u32(55048u, 3u)].yxw)).x)))).wyw)).yx;
        }
        case 0i: {
            let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_div_f32(-941f, 361f), _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global0.x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, -1241f), arg_0[_wgslsmith_index_u32(4294967295u, 3u)].ywy, vec3<f32>(-823f, 907f, arg_0[_wgslsmith_index_u32(52183u, 3u)].x))).x, _wgslsmith_f_op_vec4_f32(saturate(arg_0[_wgslsmith_index_u32(133600u, 3u)])).x))).wzx - arg_0[_wgslsmith_index_u32(~arg_2, 3u)].wxw), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1196f, -2276f, 1540f)), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-148f, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -1437f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, 363f, global0.x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x) - arg_0[_wgslsmith_index_u32(u_input.a, 3u)]), _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(36928u, 3u)]))).ywy, !vec3<bool>(arg_1, true, arg_1))))), arg_0[_wgslsmith_index_u32(abs(~insertBits(0u / 4294967295u, 4294967295u << (arg_2 % 32u), u_input.a + arg_2, arg_2)), 3u)].yzz);
            (global1)[_wgslsmith_index_u32((((u_input.a - 4294967295u) / firstTrailingBit(~u_input.a)) ^ (((arg_2 ^ u_input.a) << (48295u % 32u)) + atomicLoad(&wg_atomic_u32))) & abs(~vec3<u32>(_wgslsmith_mod_u32(arg_2, 111217u), 30479u - 0u, insertBits(vec2<u32>(4553u, 32194u), vec2<u32>(1u, arg_2), 87864u, arg_2).x)).x, 3u)] = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(arg_2, 3u)] - var_0[_wgslsmith_index_u32(18069u, 3u)].xy)), vec2<f32>(-1399f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.a, 3u)].x)))) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(global0.x, global0.x, -204f), _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(arg_2, 3u)]))).zx)));
            if (arg_1) {
            } else {
                var var_1 = Struct_1(vec4<i32>(select(u_input.b.xz, u_input.b.wx, true).x, select(select(u_input.b.xzx, vec3<i32>(u_input.b.x, -3925i, u_input.b.x), arg_1).zy, vec2<i32>(u_input.b.x, 46194i), !select(vec3<bool>(arg_1, arg_1, arg_1), vec3<bool>(arg_1, false, false), arg_1).x).x, ~(27732i << ((0u >> (u_input.a % 32u)) % 32u)), -(~select(u_input.b.zwx, u_input.b.wzw, vec3<bool>(arg_1, false, false)).x)), !vec3<bool>(select(!vec3<bool>(arg_1, false, true), !vec3<bool>(true, arg_1, arg_1), (arg_2 < u_input.a)).x, false, arg_1 && select(vec3<bool>(arg_1, true, arg_1), vec3<bool>(false, false, arg_1), arg_1).x), u_input.b.x, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(step(var_0[_wgslsmith_index_u32(43371u, 3u)], _wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(4294967295u, 3u)]))), var_0[_wgslsmith_index_u32(reverseBits(~vec4<u32>(u_input.a, 16848u, u_input.a, 34838u)).x, 3u)], select(vec3<bool>(false, false, arg_1), select(vec3<bool>(arg_1, arg_1, false), vec3<bool>(true, arg_1, false), vec3<bool>(arg_1, false, arg_1)), true))), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(arg_0[_wgslsmith_index_u32(3601u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(31945u, 3u)].x))).x + _wgslsmith_f_op_f32(-400f)), _wgslsmith_f_op_f32(exp(var_0[_wgslsmith_index_u32(303u, 3u)].x)), _wgslsmith_f_op_f32(ceil(_wgslsmith_div_f32(global1[_wgslsmith_index_u32(arg_2, 3u)].x, var_0[_wgslsmith_index_u32(7573u, 3u)].x)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_0[_wgslsmith_index_u32(16123u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(61757u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x))).yyy)), vec3<f32>(_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(global1[_wgslsmith_index_u32(41999u, 3u)].x, global1[_wgslsmith_index_u32(arg_2, 3u)].x))).x, arg_0[_wgslsmith_index_u32(firstTrailingBit(~vec4<u32>(52961u, arg_2, 1u, u_input.a)).x, 3u)].x, arg_0[_wgslsmith_index_u32(63550u, 3u)].x)), mat2x4<f32>(arg_0[_wgslsmith_index_u32(5554u, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(arg_2, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 341f, -2005f)))))));
                let var_2 = func_5();
            }
        }
        case -28218i: {
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                var var_0 = arg_3;
                var var_1 = Struct_1(reverseBits(~vec4<i32>(1i, -9373i, var_0.a, -5760i) << (vec4<u32>(arg_2, reverseBits(vec3<u32>(66239u, 11500u, u_input.a)).x, atomicAdd(&wg_atomic_u32, 1u), u_input.a >> (u_input.a % 32u)) % vec4<u32>(32u))), select(!select(vec4<bool>(false, arg_1, true, false), !vec4<bool>(arg_1, false, true, true), !vec4<bool>(arg_1, false, arg_1, arg_1)), select(vec4<bool>(func_4(arg_3), any(vec3<bool>(arg_1, false, true)), atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a, u_input.a).exchanged, all(vec2<bool>(arg_1, arg_1))), select(!vec4<bool>(arg_1, false, false, arg_1), select(vec4<bool>(arg_1, arg_1, arg_1, arg_1), vec4<bool>(false, true, true, false), arg_1), false), !(!arg_1)), select(select(!vec4<bool>(arg_1, false, arg_1, arg_1), vec4<bool>(true, false, true, arg_1), !vec4<bool>(arg_1, arg_1, true, arg_1)), !(!vec4<bool>(arg_1, true, arg_1, false)), vec4<bool>(!arg_1, !arg_1, arg_2 > 4294967295u, true))).zxy, var_0.a, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(trunc(arg_0[_wgslsmith_index_u32(firstTrailingBit(~vec3<u32>(arg_2, u_input.a, arg_2)).x, 3u)].wyx)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, global1[_wgslsmith_index_u32(14073u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x) - _wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)].xxx)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(arg_2, 3u)].zyx))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x, global0.x) - _wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)] * vec4<f32>(326f, global1[_wgslsmith_index_u32(arg_2, 3u)].x, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x, -1358f))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(40170u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -180f, 320f) + vec4<f32>(1170f, global1[_wgslsmith_index_u32(1u, 3u)].x, -219f, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x)) + arg_0[_wgslsmith_index_u32(u_input.a, 3u)]))).ywz, arg_0[_wgslsmith_index_u32(~(~0u + u_input.a), 3u)].zxz), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(extractBits(vec3<u32>(arg_2, u_input.a, u_input.a) / vec3<u32>(4576u, u_input.a, 1u), u_input.a, arg_2).x, 3u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(arg_2, arg_2, 1u)).x, 3u)] - arg_0[_wgslsmith_index_u32(select(vec4<u32>(1u, 500u, 1u, u_input.a), vec4<u32>(1u, 83527u, 21258u, u_input.a), vec4<bool>(true, false, true, true)).x, 3u)]))));
                continuing {
                    (var_0).a = var_0.a;
                    (global0).x = _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_div_f32(2217f, -349f), arg_0[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-627f)), arg_0[_wgslsmith_index_u32(13180u, 3u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(0u, 3u)].x) * _wgslsmith_f_op_f32(-1000f))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(var_1.e[_wgslsmith_index_u32(u_input.a, 2u)], var_1.e[_wgslsmith_index_u32(~arg_2, 2u)])) * _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global1[_wgslsmith_index_u32(0u, 3u)].x, 788f, -105f)))))))).x;
                    var var_2 = min(select(clamp(extractBits(vec4<u32>(40918u, u_input.a, 38144u, 4294967295u), 0u, arg_2), firstLeadingBit(vec4<u32>(arg_2, u_input.a, u_input.a, u_input.a)), ~vec4<u32>(arg_2, 1u, 42451u, 11608u)).xz & ((vec2<u32>(39614u, 0u) & vec2<u32>(4294967295u, u_input.a)) + ~vec2<u32>(u_input.a, arg_2)), vec2<u32>(4294967295u, clamp(~vec3<u32>(24216u, u_input.a, 0u), countOneBits(vec4<u32>(23607u, 71740u, 12707u, arg_2)).zwy, _wgslsmith_mod_vec3_u32(vec3<u32>(arg_2, 40239u, 1u), vec3<u32>(43930u, u_input.a, 56024u))).x), select(any(var_1.b), true, u_input.a >= 6004u) | ((true && arg_1) | var_1.b.x)), (countOneBits(vec2<u32>(441u, 4294967295u)) + insertBits(vec2<u32>(1u, 1u), vec2<u32>(1u, 1u), min(vec2<u32>(4294967295u, u_input.a), vec2<u32>(u_input.a, 30313u)).x, 76994u)) + vec2<u32>(~(~u_input.a), firstLeadingBit(vec2<u32>(arg_2, 4294967295u) & vec2<u32>(arg_2, 7019u)).x)).x;
                    var var_3 = Struct_1(vec4<i32>(-29912i, ~atomicLoad(&wg_atomic_i32), -arg_3.a, abs(max(var_0.a, reverseBits(2147483647i)))), var_1.b, -39153i, var_1.d, var_1.e);
                }
            }
        }
        default: {
            switch (arg_3.a) {
                case i32(-2147483648): {
                    var var_0 = ~((19118u & arg_2) << (atomicXor(&wg_atomic_u32, ~extractBits(vec2<u32>(14481u, arg_2), u_input.a, u_input.a).x) % 32u));
                    var var_1 = !select(!arg_1, atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 4294967295u).exchanged, all(select(vec2<bool>(true, true), select(vec3<bool>(arg_1, false, arg_1), vec3<bool>(false, arg_1, true), vec3<bool>(arg_1, true, arg_1)).yx, vec2<bool>(arg_1, true))));
                    let var_2 = Struct_2(i32(-2147483648));
                    ((global1)[_wgslsmith_index_u32(u_input.a - (27195u + ~(dot(vec2<u32>(u_input.a, arg_2), vec2<u32>(arg_2, 4294967295u)) & (arg_2 | arg_2))), 3u)]).x = -1410f;
                }
                case 1i: {
                    let var_0 = firstTrailingBit(insertBits(u_input.b, abs(-u_input.b), atomicAdd(&wg_atomic_u32, 4294967295u + 0u), 18282u / (42802u << (1u % 32u)))) << (_wgslsmith_mod_vec4_u32(vec4<u32>(60914u, 18463u, u_input.a, arg_2) * (reverseBits(vec4<u32>(4294967295u, u_input.a, 2630u, 0u)) - vec4<u32>(u_input.a, 15661u, 1u, 13501u)), countLeadingZeros(reverseBits(firstTrailingBit(vec4<u32>(u_input.a, 26693u, arg_2, 0u))))) % vec4<u32>(32u));
                    (global1)[_wgslsmith_index_u32(countTrailingZeros(_wgslsmith_mod_vec2_u32(~min(vec4<u32>(arg_2, 5408u, 67325u, u_input.a), countTrailingZeros(vec4<u32>(arg_2, arg_2, 1u, 0u))).xw, firstTrailingBit(~(vec4<u32>(32359u, u_input.a, arg_2, arg_2) - vec4<u32>(u_input.a, 32424u, arg_2, 1u))).wz)).x, 3u)] = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(1u, 3u)])))).zz));
                    var var_1 = select(arg_1, select(vec3<bool>(true, !arg_1, select(vec2<bool>(false, true), !vec2<bool>(arg_1, false), select(vec4<bool>(arg_1, false, arg_1, arg_1), vec4<bool>(arg_1, true, true, arg_1), vec4<bool>(arg_1, arg_1, arg_1, arg_1)).zy).x), !select(select(vec4<bool>(arg_1, arg_1, arg_1, true), vec4<bool>(true, true, false, arg_1), vec4<bool>(arg_1, arg_1, false, arg_1)), vec4<bool>(false, arg_1, arg_1, arg_1), vec4<bool>(true, arg_1, true, true)).yzz, !arg_1).x, true);
                    ((global1)[_wgslsmith_index_u32(~(1u + ~(~4294967295u)), 3u)]).x = -930f;
                    let var_2 = Struct_2(_wgslsmith_mod_i32(-57652i | ~var_0.x, select(~u_input.b ^ vec4<i32>(61669i, -1i, -1i, 2147483647i), ~var_0, select(select(vec4<bool>(arg_1, arg_1, arg_1, false), vec4<bool>(true, false, false, true), vec4<bool>(true, arg_1, arg_1, arg_1)), vec4<bool>(arg_1, arg_1, arg_1, arg_1), !vec4<bool>(arg_1, false, arg_1, false))).x));
                }
                case 8475i: {
                    var var_0 = !select(!(!select(vec4<bool>(false, arg_1, false, arg_1), vec4<bool>(true, false, false, false), vec4<bool>(arg_1, false, arg_1, arg_1)).zw), vec2<bool>(true, true), true);
                    let var_1 = vec4<bool>(func_4(arg_3), var_0.x, countOneBits(~firstTrailingBit(vec2<u32>(arg_2, 0u))).x <= 0u, var_0.x);
                    var var_2 = _wgslsmith_f_op_vec3_f32(max(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-135f)), _wgslsmith_f_op_f32(308f * _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1273f, 962f, global0.x, 311f))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-569f, 1000f, arg_0[_wgslsmith_index_u32(0u, 3u)].x))).x)), arg_0[_wgslsmith_index_u32(((u_input.a << (u_input.a % 32u)) + 95999u) + ~dot(vec2<u32>(32220u, 0u), vec2<u32>(41362u, 4294967295u)), 3u)].wxw), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(278f, global1[_wgslsmith_index_u32(arg_2, 3u)].x, global0.x, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x)))).zxy + _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(arg_2, 3u)].x, 815f, -155f, -1226f) - vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 707f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x)))))).zyx))).x;
                    let var_3 = vec2<f32>(-1572f, global1[_wgslsmith_index_u32(arg_2, 3u)].x);
                }
                default: {
                    var var_0 = -2507f;
                    let var_1 = countLeadingZeros(vec2<i32>(2147483647i, arg_3.a) & _wgslsmith_mod_vec2_i32(~u_input.b.wz + select(u_input.b.zz, vec2<i32>(i32(-2147483648), 8775i), false), u_input.b.yz)).x;
                    let var_2 = arg_3;
                    global0 = arg_0[_wgslsmith_index_u32(1u, 3u)].wyy;
                }
            }
            var var_0 = Struct_2(u_input.b.x);
            if (any(select(vec4<bool>(select(vec2<bool>(false, true), vec2<bool>(true, arg_1), vec2<bool>(true, arg_1)).x, !arg_1, arg_1, false), vec4<bool>(arg_1, !arg_1, arg_1 || arg_1, all(vec2<bool>(arg_1, true))), select(!vec4<bool>(true, arg_1, true, true), vec4<bool>(arg_1, arg_1, false, false), arg_1 & true)).xz) && (dot(u_input.b.xz & (vec2<i32>(var_0.a, var_0.a) & vec2<i32>(arg_3.a, 7524i)), u_input.b.wx) <= arg_3.a)) {
                var var_1 = arg_3;
                var var_2 = arg_3.a;
                return firstLeadingBit(~abs(~clamp(vec4<u32>(80673u, u_input.a, u_input.a, 0u), vec4<u32>(u_input.a, u_input.a, arg_2, 16794u), vec4<u32>(u_input.a, arg_2, 46112u, u_input.a)).ywy)).x;
            }
            while (all(!vec2<bool>(arg_1, countLeadingZeros(vec4<u32>(1u, 0u, arg_2, arg_2)).x >= clamp(vec3<u32>(53344u, 71031u, 37868u), vec3<u32>(arg_2, arg_2, 4294967295u), vec3<u32>(u_input.a, u_input.a, 1u)).x))) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            }
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_f32(-(-381f)), global1[_wgslsmith_index_u32(countOneBits(vec3<u32>(30529u, arg_2, 4294967295u)).x, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(vec3<f32>(170f, -676f, -2219f), vec3<f32>(arg_0[_wgslsmith_index_u32(arg_2, 3u)].x, -511f, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x)))) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f + -518f))), -305f, global1[_wgslsmith_index_u32(reverseBits(max(vec3<u32>(arg_2, 26150u, 4294967295u), vec3<u32>(21709u, arg_2, arg_2)) | ~vec3<u32>(arg_2, arg_2, 78070u)).x, 3u)].x, _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(arg_0[_wgslsmith_index_u32(25651u, 3u)])) - arg_0[_wgslsmith_index_u32(arg_2, 3u)]), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1000f, -763f, 969f, -1207f))))).x));
                (global0).x = global0.x;
                let var_2 = select(insertBits(firstLeadingBit(u_input.b) - firstLeadingBit(vec4<i32>(2132i, var_0.a, 1i, arg_3.a)), countTrailingZeros(countTrailingZeros(vec4<i32>(-16216i, arg_3.a, 26608i, 51392i))), arg_2, ~(~37795u)), _wgslsmith_mod_vec4_i32(-u_input.b, u_input.b), arg_1) * extractBits(u_input.b | ~vec4<i32>(arg_3.a, arg_3.a, -6504i, 4607i), ~0u, _wgslsmith_mod_u32(63177u, u_input.a));
                var var_3 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_vec2_f32(exp2(global1[_wgslsmith_index_u32(4294967295u, 3u)])).x, 526f, _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0[_wgslsmith_index_u32(24750u, 3u)].x, -557f, -1000f, global0.x), arg_0[_wgslsmith_index_u32(u_input.a, 3u)], var_1[_wgslsmith_index_u32(arg_2, 2u)])).x)))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(clamp(var_1[_wgslsmith_index_u32(arg_2, 2u)].xyw, vec3<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -631f, global0.x), vec3<f32>(global1[_wgslsmith_index_u32(arg_2, 3u)].x, 240f, -837f))).x) + -399f), global1[_wgslsmith_index_u32(~(~3187u), 3u)].x), arg_0[_wgslsmith_index_u32(countLeadingZeros(~(~(~vec2<u32>(arg_2, u_input.a)))).x, 3u)].yyx, arg_0[_wgslsmith_index_u32(reverseBits(u_input.a), 3u)].yzw);
                continuing {
                    ((var_1)[_wgslsmith_index_u32(clamp(~(~arg_2 >> (~arg_2 % 32u)) | 4294967295u, atomicMin(&wg_atomic_u32, 46851u), min(19975u ^ u_input.a, 0u) & countTrailingZeros(vec4<u32>(arg_2, 89080u, ~arg_2, u_input.a >> (u_input.a % 32u))).x), 2u)]).x = _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(sign(var_3[_wgslsmith_index_u32(22256u, 4u)])))).x)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, -145f, global0.x, var_1[_wgslsmith_index_u32(u_input.a, 2u)].x))), _wgslsmith_f_op_vec4_f32(min(var_1[_wgslsmith_index_u32(u_input.a, 2u)], vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -1026f, -614f, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 2u)].x, var_3[_wgslsmith_index_u32(arg_2, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -324f) * _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, -1678f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1388f) - vec4<f32>(var_3[_wgslsmith_index_u32(u_input.a, 4u)].x, -469f, 369f, -116f)))))).x));
                    break if arg_1;
                }
            }
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        continue;
    }
    (global0).x = _wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].x - _wgslsmith_f_op_f32(1000f * _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(ceil(arg_0[_wgslsmith_index_u32(53818u, 3u)])))).x)), -458f);
    switch (insertBits(vec4<i32>(arg_3.a, -(arg_3.a + 1i), ~reverseBits(vec4<i32>(2147483647i, arg_3.a, arg_3.a, u_input.b.x)).x, 0i) + ((-vec4<i32>(2147483647i, -1i, u_input.b.x, u_input.b.x) & ~u_input.b) >> (~firstTrailingBit(vec4<u32>(u_input.a, arg_2, arg_2, 22386u)) % vec4<u32>(32u))), u_input.b, abs(~firstLeadingBit(vec4<u32>(u_input.a, arg_2, 9431u, 1u))).x ^ 1u, u_input.a).x) {
        case 2147483647i: {
            while (true) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                let var_0 = Struct_1(-min((vec4<i32>(u_input.b.x, u_input.b.x, u_input.b.x, arg_3.a) - u_input.b) * clamp(vec4<i32>(u_input.b.x, u_input.b.x, 71058i, i32(-2147483648)), u_input.b, vec4<i32>(-24809i, 30589i, u_input.b.x, 25116i)), vec4<i32>(-2147483647i, 0i, -18982i, 1i)), !(!select(!vec4<bool>(arg_1, arg_1, false, arg_1), !vec4<bool>(arg_1, arg_1, arg_1, arg_1), true).yxy), -arg_3.a, mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(round(_wgslsmith_div_f32(global0.x, -1695f))), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(ceil(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].wyw)).x, _wgslsmith_f_op_f32(-1539f * arg_0[_wgslsmith_index_u32(arg_2, 3u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1265f) - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1187f, global0.x, global0.x))).x)), vec3<f32>(global0.x, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x, _wgslsmith_f_op_f32(1138f * -835f)), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1839f, -1219f, 286f, 636f)), _wgslsmith_f_op_vec4_f32(abs(arg_0[_wgslsmith_index_u32(55069u, 3u)]))))).zww, arg_0[_wgslsmith_index_u32(min(0u, 0u + ~1u), 3u)].xww), mat2x4<f32>(arg_0[_wgslsmith_index_u32(arg_2 >> (4294967295u % 32u), 3u)], _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1497f, -1705f, 368f, 1742f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(370f, -918f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, 410f))))))));
                continue;
            }
            ((global1)[_wgslsmith_index_u32(u_input.a, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-519f))));
            while (arg_1) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            }
            ((global1)[_wgslsmith_index_u32(~arg_2, 3u)]).x = -1000f;
            loop {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            }
        }
        case 51175i: {
            let var_0 = true;
            global0 = vec3<f32>(_wgslsmith_f_op_vec2_f32(select(global0.yx, _wgslsmith_div_vec2_f32(global0.zy, _wgslsmith_f_op_vec2_f32(arg_0[_wgslsmith_index_u32(firstLeadingBit(u_input.a), 3u)].xz * _wgslsmith_f_op_vec2_f32(vec2<f32>(-1000f, -1009f) + global0.zx))), !(!var_0) & true)).x, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(707f, global0.x)))), arg_0[_wgslsmith_index_u32((_wgslsmith_mod_u32(arg_2, u_input.a) | 79897u) + (atomicMax(&wg_atomic_u32, u_input.a) & ~u_input.a), 3u)].ww, vec2<bool>(!any(vec3<bool>(true, var_0, arg_1)), true))).x, -218f);
        }
        case -154i: {
        }
        case i32(-2147483648): {
            ((global1)[_wgslsmith_index_u32(insertBits(max(~countOneBits(vec4<u32>(7428u, arg_2, u_input.a, 7381u)), ~(~vec4<u32>(17566u, u_input.a, u_input.a, 1u))).yyz | vec3<u32>(atomicExchange(&wg_atomic_u32, 38876u), ~countLeadingZeros(vec2<u32>(4294967295u, 19881u)).x, firstTrailingBit(vec4<u32>(arg_2, arg_2, 4294967295u, 5551u) + vec4<u32>(arg_2, arg_2, arg_2, arg_2)).x), abs(~vec4<u32>(0u, 8998u, u_input.a, arg_2) >> (max(_wgslsmith_mod_vec4_u32(vec4<u32>(4294967295u, u_input.a, arg_2, arg_2), vec4<u32>(3633u, 28301u, 0u, u_input.a)), vec4<u32>(42795u, 1u, arg_2, 4294967295u) * vec4<u32>(arg_2, 4294967295u, arg_2, 0u)) % vec4<u32>(32u))).zyw, ~(~atomicMin(&wg_atomic_u32, u_input.a)) ^ 25754u, ~0u).x, 3u)]).x = _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(select(arg_0[_wgslsmith_index_u32(u_input.a, 3u)], vec4<f32>(1000f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(1000f, -1449f)), global1[_wgslsmith_index_u32(~1u, 3u)].x, _wgslsmith_f_op_vec3_f32(saturate(arg_0[_wgslsmith_index_u32(~arg_2, 3u)].wzw)).x), false)))).x;
            while (!(!arg_1)) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                continue;
            }
        }
        default: {
            (global0).x = global0.x;
            switch (-41317i) {
                case 66489i: {
                    let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(u_input.a * arg_2, 3u)].yxw), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0[_wgslsmith_index_u32(arg_2, 3u)].x, global0.x, -867f) - vec3<f32>(-581f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 725f)) - vec3<f32>(485f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(arg_2, 3u)].x)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1[_wgslsmith_index_u32(arg_2, 3u)].x, -487f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x), arg_0[_wgslsmith_index_u32(1u, 3u)])).x, -119f, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(arg_2, 3u)].x + -148f), _wgslsmith_div_f32(global1[_wgslsmith_index_u32(arg_2, 3u)].x, 146f)))).yxy, arg_0[_wgslsmith_index_u32(arg_2, 3u)].wxw), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(4294967295u, 3u)].x, global0.x, 482f) * vec3<f32>(-619f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(421u, 3u)].x)))));
                    var var_1 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(round(var_0[_wgslsmith_index_u32(1u, 3u)])).xy);
                    let var_2 = arg_3.a;
                    var var_3 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x) * global1[_wgslsmith_index_u32(0u, 3u)].x)), -2448f), _wgslsmith_f_op_vec2_f32(vec2<f32>(-260f, var_1.x) * _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(vec2<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(arg_2, 3u)].x) - _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-716f, 773f, -258f, var_1.x))).zy), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(65309u, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1211f, 1155f)))).xx, global0.x > global1[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(4294967295u, 0u, arg_2, 74621u)).x, 3u)].x))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-480f)))), _wgslsmith_f_op_vec2_f32(abs(global0.yx)).x));
                    (var_1).x = _wgslsmith_f_op_f32(-559f + _wgslsmith_f_op_f32(-global0.x));
                }
                case -34180i: {
                }
                default: {
                    let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-580f)) - _wgslsmith_f_op_vec2_f32(saturate(global0.yz)).x), _wgslsmith_f_op_f32(_wgslsmith_div_f32(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x) * _wgslsmith_f_op_vec3_f32(trunc(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].zzy)).x), _wgslsmith_f_op_f32(-222f - -1220f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, global1[_wgslsmith_index_u32(arg_2, 3u)].x, global0.x))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(55025u, 3u)].zyx) * vec3<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -1039f, global0.x))), select(select(!vec4<bool>(arg_1, true, arg_1, true), vec4<bool>(arg_1, true, false, arg_1), true), !(!vec4<bool>(arg_1, arg_1, false, arg_1)), vec4<bool>(true, any(vec4<bool>(true, arg_1, arg_1, false)), true, true)).wyy)).yx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(global0.x, global0.x))).x), 243f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-546f))), -1773f)));
                    var var_1 = Struct_1(_wgslsmith_mod_vec4_i32(countTrailingZeros(-vec4<i32>(-2962i, u_input.b.x, 0i, arg_3.a)), u_input.b), vec3<bool>(any(vec3<bool>((u_input.a < u_input.a), arg_1 & arg_1, u_input.b.x == u_input.b.x)), true, select(!vec3<bool>(true, true, arg_1), select(select(vec3<bool>(arg_1, arg_1, arg_1), vec3<bool>(arg_1, true, false), vec3<bool>(true, false, arg_1)), vec3<bool>(false, arg_1, arg_1), false), true).x), ~u_input.b.x, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(0u, 3u)].yzy), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-290f, 2384f, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)))), vec3<f32>(arg_0[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(arg_2, u_input.a, arg_2) - vec3<u32>(1u, arg_2, u_input.a)).x, 3u)].x, global0.x, _wgslsmith_div_f32(global0.x, -312f)), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)] - arg_0[_wgslsmith_index_u32(40752u, 3u)]))))).yxy, vec3<f32>(_wgslsmith_f_op_f32(-(-612f)), global1[_wgslsmith_index_u32(select(vec3<u32>(arg_2, u_input.a, u_input.a) / vec3<u32>(arg_2, 0u, 4294967295u), vec4<u32>(1u, 1u, 1u, 1u).wyy, select(vec4<bool>(arg_1, false, arg_1, true), vec4<bool>(arg_1, arg_1, arg_1, true), vec4<bool>(arg_1, false, arg_1, arg_1)).x).x, 3u)].x, _wgslsmith_f_op_f32(348f - _wgslsmith_f_op_vec2_f32(fract(arg_0[_wgslsmith_index_u32(arg_2, 3u)].yz)).x))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(dot(vec4<u32>(25612u, arg_2, u_input.a, arg_2), vec4<u32>(0u, u_input.a, 1u, arg_2)), 3u)]) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(arg_2, 3u)].x, -178f, global1[_wgslsmith_index_u32(1u, 3u)].x, global0.x), arg_0[_wgslsmith_index_u32(4294967295u, 3u)]))), arg_0[_wgslsmith_index_u32(min(firstTrailingBit(vec4<u32>(u_input.a, 1u, 1u, u_input.a)), ~countTrailingZeros(vec4<u32>(u_input.a, u_input.a, arg_2, arg_2))).x, 3u)]));
                    ((global1)[_wgslsmith_index_u32(~insertBits(36703u, u_input.a * abs(u_input.a * u_input.a), ~clamp(u_input.a + 57666u, ~arg_2, 1u), ~countOneBits(vec3<u32>(u_input.a, 4294967295u, arg_2)).x), 3u)]).x = _wgslsmith_f_op_f32(-648f);
                    var var_2 = countOneBits(sign(u_input.b));
                }
            }
        }
    }
    let var_0 = mat4x4<f32>(arg_0[_wgslsmith_index_u32(arg_2, 3u)], arg_0[_wgslsmith_index_u32(insertBits(~(~vec3<u32>(1u, arg_2, 5754u)), vec4<u32>(1u, 1u, 1u, 1u).xxx / vec3<u32>(u_input.a, arg_2, 4294967295u), 35989u, ~(arg_2 << (arg_2 % 32u))).x ^ (~u_input.a / vec4<u32>(1u, 1u, 1u, 1u).x), 3u)], _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(trunc(arg_0[_wgslsmith_index_u32(countOneBits(max(vec4<u32>(u_input.a, 0u, 1u, arg_2), vec4<u32>(arg_2, arg_2, u_input.a, arg_2))).x, 3u)])))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(arg_2, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x, arg_0[_wgslsmith_index_u32(1u, 3u)].x) * arg_0[_wgslsmith_index_u32(4171u, 3u)])))) - _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(global1[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(1u, 3u)].x, global0.x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x), vec4<f32>(global1[_wgslsmith_index_u32(46827u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0[_wgslsmith_index_u32(77406u, 3u)].x, arg_0[_wgslsmith_index_u32(92614u, 3u)].x))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.x, -193f, global1[_wgslsmith_index_u32(1u, 3u)].x, global0.x) * vec4<f32>(-1094f, -312f, global0.x, arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x))), vec4<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(219f, -1093f, global1[_wgslsmith_index_u32(53938u, 3u)].x, -446f))).x, 454f, global0.x, _wgslsmith_f_op_f32(ceil(global1[_wgslsmith_index_u32(4294967295u, 3u)].x)))))));
    return arg_2;
}

fn func_2(arg_0: Struct_2) -> bool {
    let var_0 = Struct_2(atomicLoad(&wg_atomic_i32));
    var var_1 = global0.x;
    var var_2 = select(vec4<u32>(1u, 0u, u_input.a / (func_3(mat3x4<f32>(vec4<f32>(-709f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x, -2212f), vec4<f32>(global0.x, 843f, global1[_wgslsmith_index_u32(52943u, 3u)].x, 690f), vec4<f32>(-1000f, global0.x, 108f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x)), true, 4294967295u, arg_0) << (~u_input.a % 32u)), 45207u), extractBits(~countLeadingZeros(~vec4<u32>(46961u, 28701u, u_input.a, u_input.a)), ~(~0u), u_input.a), select(vec4<bool>(true, false, false, true), vec4<bool>(true, true, true, true), vec4<bool>(any(vec3<bool>(false, true, true)), true, true, (global0.x > global1[_wgslsmith_index_u32(58575u, 3u)].x) || true))).wxx;
    switch ((-1i - arg_0.a) / arg_0.a) {
        case 39725i: {
            global1 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32((u_input.a ^ 2575u) + ~u_input.a, 3u)].x), 1f), global1[_wgslsmith_index_u32(select(vec4<u32>(~var_2.x, 1u, select(u_input.a, firstLeadingBit(4294967295u), true), countTrailingZeros(21032u)), vec4<u32>((u_input.a + 0u) * 24069u, min(u_input.a, atomicMax(&wg_atomic_u32, u_input.a)), 1u, ~0u), false).x, 3u)], vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-698f, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, -254f))).x, global0.x))), _wgslsmith_f_op_f32(-(-1000f))));
        }
        default: {
            switch (min(vec3<i32>(arg_0.a, min(countLeadingZeros(u_input.b.xyx), ~vec3<i32>(669i, arg_0.a, var_0.a)).x, 2147483647i) / ~u_input.b.wyx, select(-u_input.b.wwy, insertBits(abs(u_input.b).yzx, u_input.b.zxx, 1u, ~(~u_input.a)), atomicCompareExchangeWeak(&wg_atomic_i32, var_0.a, reverseBits(~u_input.b.yy).x).exchanged)).x) {
                case -28100i: {
                    var var_3 = _wgslsmith_f_op_f32(503f - _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_vec2_f32(fract(global0.xz)).x)))));
                    let var_4 = _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(2425f, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, 1698f, global1[_wgslsmith_index_u32(var_2.x, 3u)].x))) + vec4<f32>(1014f, global0.x, -1000f, -810f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1426f, global0.x, global1[_wgslsmith_index_u32(44095u, 3u)].x, global0.x) - _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-813f, 510f, 1000f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x))))))));
                    let var_5 = var_2.yz;
                    ((global1)[_wgslsmith_index_u32(~extractBits(vec3<u32>(abs(vec3<u32>(0u, u_input.a, 17116u)).x * ~76483u, 15484u, ~countOneBits(vec3<u32>(var_5.x, u_input.a, var_2.x)).x), var_5.x, 4294967295u).x, 3u)]).x = _wgslsmith_f_op_vec3_f32(sign(var_4.yww)).x;
                }
                case -54371i: {
                    let var_3 = 92734u;
                    let var_4 = Struct_1(abs(-u_input.b), vec3<bool>(0u != (var_3 ^ 0u), true, true), select(u_input.b, vec4<i32>(arg_0.a, select(u_input.b * u_input.b, vec4<i32>(-5897i, 364i, arg_0.a, var_0.a) | vec4<i32>(-1i, 0i, var_0.a, var_0.a), global1[_wgslsmith_index_u32(1u, 3u)].x >= global1[_wgslsmith_index_u32(u_input.a, 3u)].x).x, 2147483647i, -(-arg_0.a)), !vec4<bool>(vec2<bool>(true, true).x, (global1[_wgslsmith_index_u32(u_input.a, 3u)].x < global0.x), true, vec4<bool>(true, true, true, true).x)).x, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1101f, -419f) - vec4<f32>(global0.x, global1[_wgslsmith_index_u32(var_3, 3u)].x, -1162f, global0.x)))).zww), vec3<f32>(global0.x, global0.x, global0.x), _wgslsmith_div_vec3_f32(vec3<f32>(global0.x, _wgslsmith_f_op_f32(-1663f), _wgslsmith_f_op_f32(-global0.x)), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-150f, 410f, 791f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(34404u, 3u)].x, 743f, 449f, global0.x)))).zyx)), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(146f, global0.x, -1000f, 1180f) * vec4<f32>(global0.x, 477f, global0.x, global1[_wgslsmith_index_u32(26270u, 3u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(1437f, global1[_wgslsmith_index_u32(42228u, 3u)].x, global1[_wgslsmith_index_u32(var_3, 3u)].x, -1418f), vec4<f32>(global1[_wgslsmith_index_u32(4555u, 3u)].x, global1[_wgslsmith_index_u32(95086u, 3u)].x, 1470f, 414f)) - _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 3u)].x, global0.x, -339f, 559f)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(1153f, global0.x, global0.x, global0.x) + vec4<f32>(global0.x, 484f, -1000f, 1568f))) - _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global0.x, global0.x, -611f, 1443f))))));
                    var var_5 = Struct_1(var_4.a, select(var_4.b, var_4.b, ~var_2.x > 1u), select(-(-(var_4.a.yx / u_input.b.zz)), firstTrailingBit(~var_4.a.yxy).yy, any(var_4.b)).x, var_4.d, var_4.e);
                    let var_6 = mat3x4<f32>(_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(var_5.d[_wgslsmith_index_u32(1u, 4u)].x, -901f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0.x + var_5.d[_wgslsmith_index_u32(var_3, 4u)].x) - _wgslsmith_f_op_f32(-var_4.d[_wgslsmith_index_u32(var_3, 4u)].x)), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(834f, var_5.d[_wgslsmith_index_u32(u_input.a, 4u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x))).x, _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_4.e[_wgslsmith_index_u32(var_2.x, 2u)].x, -1219f, -2237f), vec3<f32>(1000f, 214f, -1622f))).x, _wgslsmith_f_op_vec3_f32(round(var_5.d[_wgslsmith_index_u32(u_input.a, 4u)])).x)), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-var_4.e[_wgslsmith_index_u32(max(vec4<u32>(89672u, var_2.x, var_2.x, var_2.x), vec4<u32>(1u, 4294967295u, 0u, 1u)).x, 2u)]), _wgslsmith_f_op_vec4_f32(var_5.e[_wgslsmith_index_u32(64111u + 34769u, 2u)] - _wgslsmith_f_op_vec4_f32(max(var_4.e[_wgslsmith_index_u32(var_2.x, 2u)], vec4<f32>(1314f, -1028f, var_4.d[_wgslsmith_index_u32(var_2.x, 4u)].x, -953f)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(var_5.e[_wgslsmith_index_u32(43338u, 2u)].x, var_4.d[_wgslsmith_index_u32(var_2.x, 4u)].x, var_4.e[_wgslsmith_index_u32(var_2.x, 2u)].x, var_5.d[_wgslsmith_index_u32(4294967295u, 4u)].x), var_4.e[_wgslsmith_index_u32(0u, 2u)])), _wgslsmith_f_op_vec4_f32(var_5.e[_wgslsmith_index_u32(60398u, 2u)] + var_5.e[_wgslsmith_index_u32(0u, 2u)]))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-2102f, global1[_wgslsmith_index_u32(39951u, 3u)].x, -1433f, 384f), vec4<f32>(var_4.e[_wgslsmith_index_u32(39403u, 2u)].x, 697f, var_4.e[_wgslsmith_index_u32(var_2.x, 2u)].x, -1164f))), _wgslsmith_f_op_vec4_f32(var_4.e[_wgslsmith_index_u32(1u, 2u)] * var_4.e[_wgslsmith_index_u32(1u, 2u)]))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_5.e[_wgslsmith_index_u32(var_2.x, 2u)].x, global0.x, 2259f, -1808f)))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(var_4.e[_wgslsmith_index_u32(~u_input.a, 2u)])))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec3_f32(clamp(var_5.e[_wgslsmith_index_u32(max(vec4<u32>(u_input.a, 1u, var_3, 9909u), vec4<u32>(var_2.x, 1u, 1u, u_input.a)).x, 2u)].xyx, vec3<f32>(global1[_wgslsmith_index_u32(1u, 3u)].x, global1[_wgslsmith_index_u32(0u, 3u)].x, global0.x), _wgslsmith_f_op_vec4_f32(step(var_5.e[_wgslsmith_index_u32(var_3, 2u)], var_5.e[_wgslsmith_index_u32(var_3, 2u)])).zyy)).x, _wgslsmith_f_op_f32(trunc(251f)), global0.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1704f))) * vec4<f32>(var_4.e[_wgslsmith_index_u32(61371u, 2u)].x, -995f, global0.x, _wgslsmith_f_op_f32(var_4.d[_wgslsmith_index_u32(0u, 4u)].x * _wgslsmith_f_op_f32(-var_5.d[_wgslsmith_index_u32(var_2.x, 4u)].x)))));
                }
                default: {
                    var_1 = _wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(946f, global0.x, 315f) * vec3<f32>(global1[_wgslsmith_index_u32(20134u, 3u)].x, -607f, 364f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0.x, global0.x, global0.x, global1[_wgslsmith_index_u32(1u, 3u)].x), vec4<f32>(global1[_wgslsmith_index_u32(14458u, 3u)].x, global0.x, global1[_wgslsmith_index_u32(26362u, 3u)].x, 484f), vec4<f32>(-1696f, global0.x, global0.x, global1[_wgslsmith_index_u32(0u, 3u)].x))).zwx * _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0.x, global0.x, 906f, 576f), vec4<f32>(-436f, global1[_wgslsmith_index_u32(84229u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -736f), vec4<f32>(-863f, global0.x, 1801f, global0.x))).xyz), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1282f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x) - vec3<f32>(700f, global0.x, global0.x))))).xx * vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0.x, global0.x, global0.x, -628f))).x), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(vec3<f32>(-2258f, -600f, global1[_wgslsmith_index_u32(1u, 3u)].x) + vec3<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -1611f, global0.x)))).x)), _wgslsmith_div_vec2_f32(global1[_wgslsmith_index_u32(~0u / ~_wgslsmith_mod_u32(u_input.a, 59588u), 3u)], _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(global1[_wgslsmith_index_u32(23533u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, -370f))).yz, vec2<f32>(global0.x, -949f))))))).x;
                }
            }
            loop {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                var var_3 = 19311u;
                let var_4 = mat2x3<f32>(vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(6775u, 3u)].x * _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(602f, -285f))).x), 894f), _wgslsmith_f_op_f32(global0.x * global0.x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-190f)))), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, global0.x) + vec3<f32>(global0.x, global0.x, 633f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1079f, global0.x, 910f))) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-202f, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x)))))));
                var var_5 = func_5();
            }
            for (; ; ) {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
                let var_3 = !select(vec4<bool>(true, true, true, true), vec4<bool>(var_0.a > atomicAdd(&wg_atomic_i32, var_0.a), true, true, true), select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), u_input.b.x > 1i), vec4<bool>(true, true, true, true), true)).x;
                (global0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1[_wgslsmith_index_u32(1u, 3u)].x, 874f))))).x));
                let var_4 = _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(257f, _wgslsmith_div_f32(global0.x, global1[_wgslsmith_index_u32(4582u, 3u)].x), global1[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_f32(-524f)) - vec4<f32>(_wgslsmith_f_op_f32(-248f), _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(6349u, 3u)].x), _wgslsmith_f_op_f32(round(global0.x)), _wgslsmith_f_op_f32(1000f * -329f))), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(16121u, 3u)].x), 408f, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(40125u, 3u)].x * global1[_wgslsmith_index_u32(u_input.a, 3u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global1[_wgslsmith_index_u32(var_2.x, 3u)].x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, global1[_wgslsmith_index_u32(1u, 3u)].x, global0.x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1558f, -1221f, -2506f, global0.x)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(709f, global0.x, global0.x, 710f) + vec4<f32>(661f, 943f, -831f, 1000f))))))).x + global1[_wgslsmith_index_u32(~insertBits(insertBits(vec4<u32>(var_2.x, 0u, var_2.x, var_2.x) & vec4<u32>(u_input.a, 23918u, var_2.x, var_2.x), vec4<u32>(var_2.x, 12055u, 36777u, var_2.x), firstTrailingBit(4294967295u), var_2.x).xyy, ~firstLeadingBit(vec3<u32>(0u, 0u, 4294967295u)), 4294967295u, ~u_input.a * (65879u << (u_input.a % 32u))).x, 3u)].x);
                var var_5 = arg_0;
            }
            for (var var_3: i32; var_3 >= 0i; var_3 -= 1i) {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                var var_4 = Struct_1(-(-vec4<i32>(u_input.b.x & arg_0.a, var_0.a, -var_0.a, u_input.b.x)), vec3<bool>((-10003i > u_input.b.x) && true, true, false), min((~vec4<i32>(-27687i, -54129i, u_input.b.x, arg_0.a) >> (extractBits(vec4<u32>(var_2.x, 4294967295u, var_2.x, 2844u), var_2.x, 0u) % vec4<u32>(32u))) | -vec4<i32>(arg_0.a, 6260i, u_input.b.x, 2147483647i), vec4<i32>(~var_0.a, ~insertBits(u_input.b.xw, u_input.b.xx, u_input.a, 98288u).x, 45116i, ~var_0.a)).x, mat4x3<f32>(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1010f, -1666f, global0.x, global0.x), vec4<f32>(global0.x, 379f, global0.x, 348f), true)).x, -1000f, _wgslsmith_f_op_f32(-global0.x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-457f, global1[_wgslsmith_index_u32(25840u, 3u)].x, 1473f)))), vec3<f32>(global1[_wgslsmith_index_u32(~0u, 3u)].x, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, _wgslsmith_f_op_f32(478f - -988f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-938f, 1936f, 291f)))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-1050f, global0.x, global0.x))).x, _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x, -2755f))).x, 372f, global0.x), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, -467f, -1995f, global1[_wgslsmith_index_u32(4294967295u, 3u)].x) * vec4<f32>(982f, global0.x, -352f, -1226f)))))).yww), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0.x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, global0.x), vec4<f32>(global0.x, 1703f, 1131f, global0.x), vec4<f32>(-949f, 1186f, 2993f, global0.x))) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-1014f, -1533f, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, global0.x) - vec4<f32>(767f, global0.x, -1488f, -1000f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-126f, 982f, global1[_wgslsmith_index_u32(198u, 3u)].x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x) + vec4<f32>(-192f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global1[_wgslsmith_index_u32(26646u, 3u)].x, global0.x)) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1072f, -363f, 708f, global0.x)))))));
                (global0).x = global0.x;
                var var_5 = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_4.d[_wgslsmith_index_u32(var_2.x, 4u)] * var_4.d[_wgslsmith_index_u32(64053u, 4u)]))))).xz, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(var_4.e[_wgslsmith_index_u32(~(~u_input.a), 2u)] + _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(9043u, 3u)].x, 1200f, -990f, 531f))))).zz, vec2<f32>(_wgslsmith_f_op_f32(var_4.e[_wgslsmith_index_u32(countLeadingZeros(insertBits(vec4<u32>(var_2.x, var_2.x, 10859u, 46197u), vec4<u32>(53757u, 34986u, 0u, 1u), u_input.a, 12417u).yzx).x, 2u)].x - _wgslsmith_f_op_f32(-(-1389f))), 415f), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(618f, -1000f, var_4.d[_wgslsmith_index_u32(var_2.x, 4u)].x, 1028f) - var_4.e[_wgslsmith_index_u32(var_2.x, 2u)]) - vec4<f32>(global0.x, -377f, -276f, 304f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(var_4.e[_wgslsmith_index_u32(var_2.x, 2u)]))))))).yx);
                break;
            }
        }
    }
    if (true) {
        let var_3 = mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_vec2_f32(exp(global1[_wgslsmith_index_u32(countOneBits(70280u), 3u)])).x, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1271f, global0.x, global0.x, global1[_wgslsmith_index_u32(68605u, 3u)].x)))).x, global0.x)), -1000f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_div_vec4_f32(vec4<f32>(-245f, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, 674f, global0.x), vec4<f32>(-1089f, global1[_wgslsmith_index_u32(37654u, 3u)].x, global1[_wgslsmith_index_u32(0u, 3u)].x, 209f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(87927u, 3u)].x, global1[_wgslsmith_index_u32(var_2.x, 3u)].x, global0.x, global0.x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(vec4<f32>(427f, -1517f, 1000f, 646f), vec4<f32>(1359f, global0.x, -443f, global0.x)))) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(346f, -357f, global0.x, 1062f)))))), vec4<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 611f, 878f, -226f))).yyy))).x, _wgslsmith_f_op_f32(-global0.x), _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(global1[_wgslsmith_index_u32(u_input.a, 3u)].x, 116f))) - vec2<f32>(-1000f, 1760f)))).x, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(651f, global1[_wgslsmith_index_u32(58317u, 3u)].x, global1[_wgslsmith_index_u32(48617u, 3u)].x, global1[_wgslsmith_index_u32(25054u, 3u)].x))).wwx))).x));
        (var_2).x = u_input.a;
    }
    return true;
}

fn func_1() -> vec2<bool> {
    return vec2<bool>(true, !select(func_2(Struct_2(u_input.b.x)), vec4<bool>(true, true, true, true).x, vec3<bool>(true, true, true).x) && !(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b.x, 1i).exchanged & true));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    for (; ; ) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        if (select(!vec2<bool>(_wgslsmith_f_op_f32(-350f) > _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(95673u, 3u)].x), true), vec2<bool>(true, _wgslsmith_div_f32(-900f, _wgslsmith_f_op_f32(-global0.x)) != _wgslsmith_f_op_f32(698f + _wgslsmith_f_op_vec3_f32(select(vec3<f32>(1000f, global1[_wgslsmith_index_u32(0u, 3u)].x, global1[_wgslsmith_index_u32(5865u, 3u)].x), vec3<f32>(-1575f, 983f, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x), false)).x)), func_1()).x) {
            break;
        } else {
        }
    }
    switch (extractBits(~75024i, ~(~(~1u)), builtin_local_invocation_index)) {
        case 15902i: {
            let var_0 = Struct_1(~u_input.b, vec3<bool>((max(builtin_workgroup_id, builtin_workgroup_id).x > 73454u) | (atomicCompareExchangeWeak(&wg_atomic_u32, builtin_num_workgroups.x, builtin_local_invocation_index).exchanged & true), builtin_workgroup_id.x > builtin_local_invocation_index, (_wgslsmith_mod_u32(0u, builtin_global_invocation_id.x) | ~u_input.a) > ~1u), u_input.b.x, mat4x3<f32>(vec3<f32>(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -2528f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-920f))), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(861f, global0.x, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x) * vec3<f32>(369f, global1[_wgslsmith_index_u32(28876u, 3u)].x, -443f)), vec3<f32>(107f, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, -1283f)), vec3<f32>(_wgslsmith_f_op_f32(-(-577f)), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(227f, -106f, -1377f))).x, _wgslsmith_f_op_f32(-(-1000f))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(140f, global0.x, global1[_wgslsmith_index_u32(1u, 3u)].x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x))).xww)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0.x, global0.x, -1032f, 130f), vec4<f32>(global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, 300f, 1598f), vec4<f32>(-171f, -531f, global0.x, -481f))).zyw) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1000f, global0.x, -1062f)) + vec3<f32>(-297f, -1155f, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)))), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-239f, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, global1[_wgslsmith_index_u32(4294967295u, 3u)].x, global0.x))).xyw)).x, 724f, -188f, global0.x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, global1[_wgslsmith_index_u32(60097u, 3u)].x, global0.x, -871f) * vec4<f32>(-1000f, 907f, global0.x, global1[_wgslsmith_index_u32(u_input.a, 3u)].x)))))));
            var var_1 = mat3x2<f32>(var_0.d[_wgslsmith_index_u32(0u, 4u)].zz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_vec2_f32(fract(global0.yy)).x, _wgslsmith_f_op_vec2_f32(saturate(var_0.e[_wgslsmith_index_u32(38432u, 2u)].yw)).x, -184f, -269f))).wz), global1[_wgslsmith_index_u32(0u, 3u)]);
        }
        case 2147483647i: {
        }
        case 72536i: {
        }
        case 1i: {
            if (true) {
            } else {
            }
        }
        default: {
            loop {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
                continue;
            }
            let var_0 = func_5();
            let var_1 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-global0.x), -1000f, -947f), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global0.x, -1777f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x) * _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0.x, 1545f, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 1010f))).zzz)), vec3<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, global0.x, global1[_wgslsmith_index_u32(23322u, 3u)].x, 275f))))).x, _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(global0.x, global0.x))).x, 283f)));
            while (!(1169f != _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].yy + vec2<f32>(291f, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)))).x))) {
                if (LOOP_COUNTERS[18u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
                var var_2 = 15402u;
                continue;
            }
            var var_2 = 1i;
        }
    }
    var var_0 = func_5();
    while (true) {
        if (LOOP_COUNTERS[19u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
        if (select(select(vec3<bool>(true, true, true), vec3<bool>(true, true, any(vec4<bool>(false, true, true, false))), vec3<bool>(true, func_4(func_5()), true)).xx, !vec2<bool>(true, vec2<bool>(true, true).x || atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a, 1u).exchanged), false).x) {
            break;
        }
        break;
    }
    loop {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
        (global0).x = global0.x;
        global1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1873f, 432f)) * vec2<f32>(_wgslsmith_f_op_f32(1507f - -1461f), _wgslsmith_f_op_f32(-global0.x)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1000f, global1[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.x, 224f))).yyy)).zz - _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(437u, 3u)] - _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-265f, global1[_wgslsmith_index_u32(32741u, 3u)].x, 447f))).xx))), global0.yy);
        for (var var_1 = countLeadingZeros(select(u_input.b, u_input.b & reverseBits(vec4<i32>(-7400i, 2147483647i, u_input.b.x, 5160i)), select(vec4<bool>(true, true, true, true), vec4<bool>(any(vec4<bool>(false, true, false, false)), true, (var_0.a < 24952i), u_input.b.x >= 2147483647i), vec4<bool>(true, true, true, true))).zxx).x; (var_1 < 1i); ((global1)[_wgslsmith_index_u32(4294967295u, 3u)]).x = global0.x) {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            var var_2 = mat4x4<f32>(vec4<f32>(global1[_wgslsmith_index_u32(builtin_global_invocation_id.x | (builtin_workgroup_id.x / 15636u), 3u)].x, _wgslsmith_f_op_vec2_f32(max(vec2<f32>(_wgslsmith_f_op_f32(-(-990f)), _wgslsmith_f_op_f32(trunc(972f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(835f, -771f))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1[_wgslsmith_index_u32(1u, 3u)].x, 172f, -2320f) - vec3<f32>(446f, -360f, -352f)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-330f, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -871f, global1[_wgslsmith_index_u32(0u, 3u)].x))).yxy)).x), -1006f), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1258f, global1[_wgslsmith_index_u32(6198u, 3u)].x, global0.x, global1[_wgslsmith_index_u32(59469u, 3u)].x), vec4<f32>(-1362f, 1071f, -650f, global0.x), true)) + vec4<f32>(-1936f, global0.x, global1[_wgslsmith_index_u32(123945u, 3u)].x, global0.x)) * vec4<f32>(global1[_wgslsmith_index_u32(min(0u, 28741u), 3u)].x, _wgslsmith_f_op_f32(402f + 1543f), _wgslsmith_f_op_f32(global0.x - global0.x), global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x)))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(329f, 297f, global1[_wgslsmith_index_u32(45768u, 3u)].x, -679f)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-650f, -1130f, 927f, global0.x)))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1802f, global1[_wgslsmith_index_u32(0u, 3u)].x, -757f, 1000f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(549f, 148f, 907f, 1263f) * vec4<f32>(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, global0.x, -1000f, global0.x)))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0.x)), global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global1[_wgslsmith_index_u32(1u, 3u)].x, 1f) * vec4<f32>(global1[_wgslsmith_index_u32(extractBits(~builtin_num_workgroups.x, ~builtin_workgroup_id.x, 47351u), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(0u, 3u)].x + -545f) - _wgslsmith_f_op_vec2_f32(trunc(global1[_wgslsmith_index_u32(u_input.a, 3u)])).x), global0.x, _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-1614f * -149f))))));
        }
    }
    (var_0).a = 1i;
    let x = u_input.a;
    s_output = StorageBuffer(atomicMax(&wg_atomic_u32, builtin_local_invocation_index), builtin_local_invocation_id.x, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(436f, 1000f, 212f)))).xx), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(284f * global0.x) + _wgslsmith_f_op_f32(-1206f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0.x + global0.x)))));
}

