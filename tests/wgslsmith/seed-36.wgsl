// {"0:0":[50,205,160,44,217,246,157,231,78,169,236,60,55,37,92,200]}
// Seed: 36

struct Struct_1 {
    a: vec2<f32>,
    b: vec4<i32>,
    c: vec2<f32>,
    @size(16)
    d: vec4<f32>,
    @size(4)
    e: f32,
}

struct Struct_2 {
    @align(32)
    @size(16)
    a: vec4<bool>,
    @align(16)
    b: Struct_1,
}

struct Struct_3 {
    @size(24)
    a: vec2<f32>,
    @size(24)
    b: vec3<bool>,
    @size(12)
    c: vec3<i32>,
}

struct UniformBuffer {
    @align(16)
    a: u32,
    @align(4)
    @size(8)
    b: u32,
}

struct StorageBuffer {
    @align(64)
    a: mat3x3<f32>,
    @align(8)
    b: i32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<i32, 19>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 15>;

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn func_5(arg_0: i32) -> bool {
    let var_0 = mat4x4<f32>(vec4<f32>(1310f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(989f, -327f)), _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(1000f, _wgslsmith_f_op_f32(-815f + -522f), -409f))).x, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-983f, -389f, -2011f, -934f)))))).x), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, -457f, 1106f, 791f)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(125f, -425f, -1452f, 963f)))), vec4<f32>(_wgslsmith_f_op_f32(ceil(-2386f)), _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(1000f + -766f))), -1254f, -932f), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(_wgslsmith_f_op_f32(688f + 424f), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-104f, 529f, -1178f))).x, _wgslsmith_f_op_f32(trunc(-569f)), -953f), false)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(411f, 1201f, 201f, -152f), vec4<f32>(268f, 406f, -1317f, 213f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-713f, -1669f, -695f, -610f)))))));
    var var_1 = vec2<bool>(true, vec2<bool>(true, true).x);
    var_1 = !vec2<bool>(false, all(!vec3<bool>(true, var_1.x, var_1.x)));
    let var_2 = _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(u_input.a, 4u)] + vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b, 4u)].x, 1265f, 1294f, -683f)) + vec4<f32>(var_0[_wgslsmith_index_u32(0u, 4u)].x, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x, -1600f, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x)) + vec4<f32>(_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(34491u, 4u)].x - var_0[_wgslsmith_index_u32(u_input.b, 4u)].x), -830f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 4u)].x))) * _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-486f, var_0[_wgslsmith_index_u32(1518u, 4u)].x, 962f, var_0[_wgslsmith_index_u32(27535u, 4u)].x), vec4<f32>(173f, 868f, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x, var_0[_wgslsmith_index_u32(0u, 4u)].x), var_0[_wgslsmith_index_u32(1u, 4u)]))), vec4<f32>(-1056f, var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a, 1u), 4u)].x, 912f, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(31362u, 4u)] + var_0[_wgslsmith_index_u32(u_input.b, 4u)]))))) - _wgslsmith_f_op_vec4_f32(-var_0[_wgslsmith_index_u32(~u_input.a, 4u)]))));
    while (u_input.a <= 0u) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        switch (arg_0) {
            case 0i: {
                (global0)[_wgslsmith_index_u32(dot(vec4<u32>(u_input.a + ((u_input.a << (60819u % 32u)) | ~1u), min(~vec4<u32>(16122u, u_input.b, u_input.a, 4294967295u) - ~vec4<u32>(4294967295u, u_input.b, u_input.a, 24088u), ~vec4<u32>(u_input.a, u_input.a, u_input.b, u_input.a) | countLeadingZeros(vec4<u32>(0u, u_input.a, u_input.a, u_input.a))).x, u_input.b, 9668u), ~vec4<u32>(1u, ~(~1u), (u_input.b | 4294967295u) * ~39982u, insertBits(~vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a), countTrailingZeros(vec4<u32>(u_input.b, u_input.b, 0u, 23325u)), u_input.b * 1u, u_input.b).x)), 19u)] = -global0[_wgslsmith_index_u32(~(~(u_input.a | ~u_input.a)), 19u)];
                (var_1).x = _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u & u_input.a, 4u)].x) != var_0[_wgslsmith_index_u32(countOneBits(~4294967295u), 4u)].x;
                break;
            }
            case 34874i: {
            }
            case -1i: {
                let var_3 = ((countLeadingZeros(vec4<u32>(30174u, u_input.a, u_input.b, 4294967295u) - vec4<u32>(u_input.a, u_input.a, u_input.a, 0u)).x * select(~vec2<u32>(u_input.a, u_input.b), firstLeadingBit(vec4<u32>(1u, u_input.b, 1u, 13853u)).yx, true).x) >> (~32546u % 32u)) ^ ~u_input.b;
                var_1 = !select(!(!vec3<bool>(false, var_1.x, var_1.x)), select(select(select(vec4<bool>(true, var_1.x, true, false), vec4<bool>(var_1.x, var_1.x, false, false), var_1.x), vec4<bool>(false, var_1.x, false, false), var_0[_wgslsmith_index_u32(u_input.a, 4u)].x >= -1000f), !(!vec4<bool>(true, var_1.x, true, false)), true).yyz, vec3<bool>(true, false | var_1.x, true)).xx;
                global0 = array<i32, 19>();
                (var_1).x = !any(select(select(vec4<bool>(var_1.x, var_1.x, false, var_1.x), vec4<bool>(var_1.x, var_1.x, var_1.x, var_1.x), vec4<bool>(false, false, true, false)).wyz, !vec3<bool>(var_1.x, var_1.x, false), !(!vec3<bool>(true, var_1.x, true))).yz);
            }
            case 2147483647i: {
                var_1 = !select(select(!vec4<bool>(false, true, var_1.x, var_1.x), select(select(vec4<bool>(var_1.x, var_1.x, false, false), vec4<bool>(false, var_1.x, false, true), vec4<bool>(true, false, var_1.x, var_1.x)), !vec4<bool>(true, false, false, var_1.x), var_1.x), select(select(vec4<bool>(var_1.x, var_1.x, true, false), vec4<bool>(var_1.x, false, false, false), var_1.x), select(vec4<bool>(false, var_1.x, false, var_1.x), vec4<bool>(true, var_1.x, var_1.x, var_1.x), vec4<bool>(var_1.x, var_1.x, var_1.x, false)), !vec4<bool>(var_1.x, false, false, var_1.x))).xx, !vec2<bool>(var_1.x, var_1.x), false);
                (var_1).x = any(vec2<bool>(var_1.x, 32462u != u_input.b));
                let var_3 = Struct_2(!vec4<bool>(true, true, var_1.x, true), Struct_1(var_2.yz, ~(-(~vec4<i32>(global0[_wgslsmith_index_u32(0u, 19u)], -22779i, arg_0, global0[_wgslsmith_index_u32(u_input.a, 19u)]))), _wgslsmith_f_op_vec2_f32(-var_2.zw), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-var_2.x), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0[_wgslsmith_index_u32(1829u, 4u)].x, var_2.x, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x, -770f))).x, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(4294967295u, 4u)].x * 2119f), -1210f) - _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, -998f, var_2.x, var_0[_wgslsmith_index_u32(u_input.a, 4u)].x))))), 448f));
            }
            default: {
                (var_1).x = false;
                var var_3 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(var_2)), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(35873u, 38251u)).x * 35639u, 4u)] * _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1055f, -931f, 1077f, -553f))))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(var_2))), var_0[_wgslsmith_index_u32(abs(select(vec3<u32>(4294967295u, 1u, u_input.a), vec3<u32>(4294967295u, u_input.b, u_input.b), vec3<bool>(true, var_1.x, var_1.x)).x), 4u)]))));
                var var_4 = 59770u;
                break;
            }
        }
        switch (1i) {
            case 1287i: {
                var var_3 = ~vec4<u32>(dot(vec4<u32>(u_input.a, u_input.a, 1u, u_input.a), vec4<u32>(47467u, u_input.b, 106566u, u_input.a)) ^ 27139u, 0u, 4294967295u, min(vec3<u32>(u_input.a, 0u, u_input.a) * vec3<u32>(47811u, u_input.a, u_input.b), firstTrailingBit(vec3<u32>(13792u, 0u, 18789u))).x) * _wgslsmith_mod_vec4_u32(~vec4<u32>(~0u, u_input.a >> (46510u % 32u), 0u, 66737u - 0u), ((vec4<u32>(u_input.a, 59928u, 1u, u_input.b) / vec4<u32>(u_input.b, u_input.b, u_input.a, u_input.b)) * (vec4<u32>(47789u, u_input.a, u_input.b, u_input.a) << (vec4<u32>(u_input.a, 4294967295u, 2900u, u_input.a) % vec4<u32>(32u)))) + vec4<u32>(firstTrailingBit(vec4<u32>(u_input.b, u_input.a, 1955u, 1u)).x, atomicAnd(&wg_atomic_u32, u_input.a), ~u_input.a, 31949u));
                let var_4 = vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(var_2.x))), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(37163u, 4u)].x));
                (var_1).x = !select(!(!select(vec4<bool>(var_1.x, var_1.x, true, var_1.x), vec4<bool>(true, false, true, var_1.x), false).zyy), vec3<bool>(any(vec2<bool>(false, false)), select(vec2<bool>(true, true), !vec2<bool>(var_1.x, true), vec2<bool>(true, var_1.x)).x, !var_1.x && select(vec3<bool>(var_1.x, true, false), vec3<bool>(false, false, var_1.x), vec3<bool>(var_1.x, var_1.x, var_1.x)).x), any(select(vec4<bool>(true, true, true, true), select(vec4<bool>(var_1.x, false, var_1.x, var_1.x), vec4<bool>(var_1.x, var_1.x, var_1.x, true), vec4<bool>(true, true, false, false)), true).xw)).x;
            }
            case i32(-2147483648): {
                return select(vec3<bool>(var_1.x, !(!var_1.x != true), select(vec3<bool>(!var_1.x, any(vec4<bool>(var_1.x, true, true, var_1.x)), select(vec3<bool>(var_1.x, true, var_1.x), vec3<bool>(var_1.x, var_1.x, false), true).x), select(vec3<bool>(var_1.x, true, var_1.x), select(vec3<bool>(false, false, true), vec3<bool>(true, var_1.x, false), var_1.x), vec3<bool>(true, true, true)), var_1.x).x), !select(select(!vec4<bool>(var_1.x, true, var_1.x, true), vec4<bool>(var_1.x, false, false, var_1.x), select(vec4<bool>(var_1.x, var_1.x, false, false), vec4<bool>(var_1.x, false, true, false), false)).xww, !select(vec4<bool>(var_1.x, true, true, true), vec4<bool>(var_1.x, true, var_1.x, false), var_1.x).wxz, false), true & select(select(select(vec4<bool>(true, false, false, false), vec4<bool>(false, true, false, false), var_1.x), select(vec4<bool>(false, true, false, var_1.x), vec4<bool>(var_1.x, false, var_1.x, var_1.x), vec4<bool>(false, var_1.x, false, var_1.x)), select(vec4<bool>(var_1.x, var_1.x, var_1.x, false), vec4<bool>(var_1.x, true, var_1.x, var_1.x), false)).ww, select(!vec4<bool>(true, true, var_1.x, true), vec4<bool>(false, var_1.x, true, var_1.x), !var_1.x).zz, vec2<bool>(u_input.b >= u_input.b, true)).x).x;
            }
            case 1i: {
                continue;
            }
            default: {
                (var_1).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-136f) - var_0[_wgslsmith_index_u32(55594u, 4u)].x))) == var_0[_wgslsmith_index_u32(~u_input.b, 4u)].x;
                return var_1.x;
            }
        }
    }
    return select(!(!select(select(vec4<bool>(var_1.x, var_1.x, var_1.x, true), vec4<bool>(false, false, var_1.x, var_1.x), true), select(vec4<bool>(var_1.x, var_1.x, var_1.x, var_1.x), vec4<bool>(false, var_1.x, var_1.x, var_1.x), vec4<bool>(true, var_1.x, var_1.x, var_1.x)), select(vec3<bool>(false, var_1.x, true), vec3<bool>(var_1.x, true, true), vec3<bool>(var_1.x, false, false)).x).zw), !vec2<bool>(false, (arg_0 ^ global0[_wgslsmith_index_u32(4294967295u, 19u)]) == ~global0[_wgslsmith_index_u32(u_input.a, 19u)]), select(vec4<bool>(true, any(!vec4<bool>(false, var_1.x, var_1.x, var_1.x)), true, select(!vec2<bool>(var_1.x, var_1.x), !vec2<bool>(var_1.x, true), vec2<bool>(var_1.x, var_1.x)).x), !select(vec4<bool>(var_1.x, true, var_1.x, false), !vec4<bool>(var_1.x, var_1.x, true, var_1.x), select(vec4<bool>(var_1.x, false, var_1.x, var_1.x), vec4<bool>(var_1.x, var_1.x, true, var_1.x), true)), !(!select(vec4<bool>(var_1.x, var_1.x, var_1.x, var_1.x), vec4<bool>(var_1.x, false, var_1.x, true), var_1.x))).wz).x;
}

fn func_4(arg_0: Struct_1) -> mat3x2<f32> {
    var var_0 = vec2<f32>(_wgslsmith_f_op_f32(174f * _wgslsmith_f_op_f32(-arg_0.d.x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0.a.x) - arg_0.e));
    let var_1 = all(!vec4<bool>(true, !atomicCompareExchangeWeak(&wg_atomic_i32, -22255i, global0[_wgslsmith_index_u32(u_input.a, 19u)]).exchanged, true, func_5(arg_0.b.x)));
    while (true) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        let var_2 = ~(~u_input.a);
    }
    var var_2 = ~firstLeadingBit(max(countTrailingZeros(countTrailingZeros(vec4<u32>(44200u, 4294967295u, u_input.a, u_input.b))), extractBits(~vec4<u32>(9826u, u_input.b, 56708u, 1u), ~u_input.a, 47751u))).x;
    switch (countOneBits(arg_0.b).x) {
        default: {
            var var_3 = mat2x2<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(exp(var_0.x)), _wgslsmith_f_op_f32(min(arg_0.a.x, 905f)), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(1625f, var_0.x, var_0.x, arg_0.a.x), vec4<f32>(-736f, -540f, 1000f, arg_0.e))).x, arg_0.e) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1376f, -988f, 437f, -1457f) + arg_0.d) - arg_0.d)), vec4<f32>(var_0.x, arg_0.a.x, _wgslsmith_f_op_f32(-arg_0.d.x), arg_0.a.x))).zz, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-170f) * _wgslsmith_f_op_f32(arg_0.e - arg_0.a.x)) * _wgslsmith_f_op_f32(-112f - _wgslsmith_f_op_f32(max(var_0.x, var_0.x)))), _wgslsmith_f_op_f32(-267f)));
            let var_4 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(min(arg_0.d, arg_0.d)))).xwx))), arg_0.d.wxw);
            if (true) {
                let var_5 = select(select(!(!(!vec4<bool>(false, true, var_1, true))), select(!vec4<bool>(true, var_1, var_1, true), select(!vec4<bool>(false, false, var_1, var_1), !vec4<bool>(false, true, var_1, var_1), !vec4<bool>(true, true, var_1, var_1)), vec4<bool>(true, true, true || var_1, 198f >= arg_0.a.x)), !select(select(vec4<bool>(var_1, var_1, var_1, var_1), vec4<bool>(var_1, var_1, true, true), vec4<bool>(var_1, true, true, false)), vec4<bool>(false, var_1, false, var_1), select(vec4<bool>(false, false, true, var_1), vec4<bool>(true, true, true, false), vec4<bool>(var_1, true, var_1, var_1)))).zzx, !select(select(select(vec4<bool>(var_1, false, false, false), vec4<bool>(var_1, var_1, true, false), vec4<bool>(var_1, var_1, var_1, var_1)), vec4<bool>(var_1, var_1, var_1, var_1), !var_1).wyy, select(vec4<bool>(true, true, true, true), vec4<bool>(false, true, false, true), vec4<bool>(true, true, true, var_1)).zzx, select(!vec4<bool>(false, var_1, false, true), vec4<bool>(true, false, false, true), !vec4<bool>(false, false, false, var_1)).zyx), !select(!vec3<bool>(true, true, var_1), vec3<bool>(!var_1, var_1, 29440u > u_input.b), select(select(vec4<bool>(true, true, var_1, var_1), vec4<bool>(false, false, true, true), vec4<bool>(var_1, var_1, var_1, var_1)), !vec4<bool>(var_1, true, var_1, var_1), select(vec4<bool>(var_1, var_1, true, true), vec4<bool>(true, false, false, false), vec4<bool>(true, var_1, true, true))).yxx));
            }
            var_2 = u_input.a;
            (global0)[_wgslsmith_index_u32(~u_input.b ^ ((atomicLoad(&wg_atomic_u32) >> (0u % 32u)) * ~u_input.a), 19u)] = -atomicMax(&wg_atomic_i32, arg_0.b.x / 3670i);
        }
    }
    return mat3x2<f32>(arg_0.a, arg_0.c, vec2<f32>(var_0.x, _wgslsmith_f_op_f32(arg_0.d.x - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0.d.x) - _wgslsmith_f_op_vec2_f32(trunc(arg_0.c)).x))));
}

fn func_3(arg_0: mat2x3<f32>, arg_1: vec2<u32>, arg_2: i32, arg_3: mat3x2<f32>) -> Struct_3 {
    for (var var_0: i32; ; var_0 = -2268i) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        var_0 = atomicOr(&wg_atomic_i32, 0i ^ arg_2);
    }
    while (!atomicCompareExchangeWeak(&wg_atomic_u32, arg_1.x << (~4294967295u % 32u), ~4294967295u).exchanged) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        global0 = array<i32, 19>();
        let var_0 = _wgslsmith_div_vec3_f32(arg_0[_wgslsmith_index_u32((25876u + abs(vec2<u32>(68903u, u_input.b)).x) ^ ~(~(~19031u)), 2u)], _wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_3[_wgslsmith_index_u32((5390u >> (arg_1.x % 32u)) + max(36634u, u_input.a), 3u)].x, arg_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-259f))), 1228f), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-290f, 697f, arg_0[_wgslsmith_index_u32(3746u, 2u)].x, arg_3[_wgslsmith_index_u32(arg_1.x, 3u)].x), vec4<f32>(-309f, 472f, arg_0[_wgslsmith_index_u32(20365u, 2u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 2u)].x))), vec4<f32>(arg_0[_wgslsmith_index_u32(~7068u, 2u)].x, arg_0[_wgslsmith_index_u32(arg_1.x ^ 1u, 2u)].x, _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1428f, 426f, arg_3[_wgslsmith_index_u32(84044u, 3u)].x, arg_3[_wgslsmith_index_u32(0u, 3u)].x))).x, _wgslsmith_f_op_f32(arg_3[_wgslsmith_index_u32(u_input.a, 3u)].x - -2117f)))), true)).wxy);
    }
    while (arg_1.x > 0u) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        break;
    }
    let var_0 = arg_0[_wgslsmith_index_u32(~(~arg_1.x), 2u)];
    while (countTrailingZeros(~(vec2<i32>(-49938i, arg_2) ^ vec2<i32>(arg_2, i32(-2147483648))) ^ (vec2<i32>(34437i, 8875i) >> (vec2<u32>(arg_1.x, 16946u) % vec2<u32>(32u)))).x <= (arg_2 + ~global0[_wgslsmith_index_u32(16461u, 19u)])) {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
    }
    return Struct_3(vec2<f32>(704f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(162f, arg_0[_wgslsmith_index_u32(u_input.a, 2u)].x) - arg_0[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, arg_1.x), 2u)].x) + _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(arg_1.x, 2u)] * vec3<f32>(-1386f, -1199f, 1704f)), vec3<f32>(arg_3[_wgslsmith_index_u32(0u, 3u)].x, 1045f, -1130f))).x)), vec3<bool>((countTrailingZeros(vec4<i32>(global0[_wgslsmith_index_u32(77614u, 19u)], global0[_wgslsmith_index_u32(1u, 19u)], arg_2, 2147483647i)).x < global0[_wgslsmith_index_u32(u_input.a, 19u)]), true, true), sign(vec4<i32>(global0[_wgslsmith_index_u32(~1u, 19u)], -1i, global0[_wgslsmith_index_u32(0u, 19u)], -(i32(-2147483648)) << ((arg_1.x + 47279u) % 32u))).zzx);
}

fn func_2(arg_0: u32, arg_1: u32, arg_2: Struct_3, arg_3: mat4x4<f32>) -> array<i32, 19> {
    while (atomicXor(&wg_atomic_i32, arg_2.c.x) <= arg_2.c.x) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        continue;
    }
    var var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_3[_wgslsmith_index_u32(31605u, 4u)].x)), _wgslsmith_f_op_f32(356f * _wgslsmith_f_op_f32(955f - -1430f)), -148f)), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_2.a.x, -1000f, arg_2.a.x)) * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-552f, arg_3[_wgslsmith_index_u32(40239u, 4u)].x, 947f, arg_2.a.x), vec4<f32>(arg_3[_wgslsmith_index_u32(arg_1, 4u)].x, -1079f, arg_3[_wgslsmith_index_u32(u_input.a, 4u)].x, arg_2.a.x), vec4<bool>(true, arg_2.b.x, false, arg_2.b.x))).zyy), vec3<f32>(arg_3[_wgslsmith_index_u32(89504u, 4u)].x, _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(arg_2.a * arg_2.a))).x, _wgslsmith_f_op_f32(min(-840f, arg_3[_wgslsmith_index_u32(50114u, 4u)].x))))));
    ((var_0)[_wgslsmith_index_u32(min(~(~countTrailingZeros(vec2<u32>(14238u, 33250u)) | vec2<u32>(arg_1, arg_1)), countOneBits(~((vec2<u32>(16247u, 0u) | vec2<u32>(u_input.b, 4294967295u)) << (abs(vec3<u32>(arg_0, 0u, arg_0)).xx % vec2<u32>(32u))))).x, 2u)]).x = _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(insertBits(vec2<u32>(11225u, ~1u), ~vec2<u32>(1u, 1u), arg_0, arg_0 >> (arg_0 % 32u)).x, 2u)].x), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(_wgslsmith_f_op_f32(-arg_3[_wgslsmith_index_u32(4294967295u, 4u)].x), 1265f, _wgslsmith_f_op_f32(-arg_2.a.x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-271f, -1285f, 1561f, 1445f)), vec4<f32>(arg_3[_wgslsmith_index_u32(5776u, 4u)].x, arg_3[_wgslsmith_index_u32(arg_0, 4u)].x, 650f, arg_3[_wgslsmith_index_u32(74305u, 4u)].x))).x))));
    var var_1 = _wgslsmith_f_op_vec2_f32(-arg_2.a);
    ((var_0)[_wgslsmith_index_u32(abs(vec3<u32>(((0u | u_input.b) * ~u_input.a) * ~(~36678u), 4294967295u, 4294967295u)).x, 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(sign(var_0[_wgslsmith_index_u32(1u, 2u)].x)));
    return array<i32, 19>();
}

fn func_1(arg_0: Struct_2) -> i32 {
    switch (-global0[_wgslsmith_index_u32(0u, 19u)]) {
        default: {
            let var_0 = arg_0.a.zwz;
            global0 = func_2(~(~insertBits(countOneBits(vec3<u32>(25407u, 70858u, u_input.a)).zx, vec2<u32>(4294967295u, 0u) - vec2<u32>(3484u, u_input.a), 39224u / 40377u, ~u_input.a).x), insertBits(select(~vec4<u32>(1u, u_input.a, u_input.a, 42539u), ~(~vec4<u32>(u_input.b, 42889u, 0u, 1u)), u_input.a != select(vec4<u32>(1u, u_input.a, u_input.a, u_input.a), vec4<u32>(11643u, u_input.a, 45155u, u_input.b), var_0.x).x), ~(vec4<u32>(u_input.b, 15187u, 21054u, u_input.a) & select(vec4<u32>(u_input.a, 1u, u_input.a, 1274u), vec4<u32>(u_input.a, u_input.b, u_input.a, 0u), false)), u_input.b, u_input.b).x, func_3(mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0.b.d.xyz) * _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b.e, arg_0.b.a.x, -233f) + vec3<f32>(arg_0.b.a.x, -285f, 1364f))), arg_0.b.d.wxw), ~(~vec2<u32>(u_input.b, 0u)), -global0[_wgslsmith_index_u32(~(u_input.a | 12790u), 19u)], func_4(Struct_1(vec2<f32>(arg_0.b.a.x, arg_0.b.c.x), arg_0.b.b << (vec4<u32>(u_input.a, 1u, 67667u, u_input.b) % vec4<u32>(32u)), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(1682f, arg_0.b.d.x, arg_0.b.c.x))).zx, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(478f, arg_0.b.d.x, -1534f, -1984f), vec4<f32>(499f, -533f, -650f, arg_0.b.a.x), arg_0.a)), _wgslsmith_f_op_f32(-993f)))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(arg_0.b.d, arg_0.b.d, arg_0.a)) * arg_0.b.d) - vec4<f32>(arg_0.b.e, 225f, _wgslsmith_f_op_f32(saturate(-1000f)), arg_0.b.d.x)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(-2386f, arg_0.b.c.x), arg_0.b.d.xx, vec2<bool>(false, var_0.x))).x, _wgslsmith_f_op_f32(-1682f + 793f), _wgslsmith_f_op_f32(saturate(903f)), _wgslsmith_f_op_f32(-(-969f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_0.b.e, 1704f, 1000f, 927f) * vec4<f32>(arg_0.b.d.x, arg_0.b.d.x, -607f, arg_0.b.e))), false)), arg_0.b.d, vec4<f32>(arg_0.b.e, 3079f, _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(arg_0.b.c.x - 121f))), _wgslsmith_f_op_f32(arg_0.b.a.x + 112f))));
            let var_1 = 1u;
        }
    }
    if (1000f >= _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_vec4_f32(saturate(arg_0.b.d)).x))) {
        (global0)[_wgslsmith_index_u32(u_input.a, 19u)] = ~global0[_wgslsmith_index_u32(~(~u_input.a), 19u)];
        return -58542i;
    }
    let var_0 = Struct_3(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-arg_0.b.d), _wgslsmith_f_op_vec4_f32(-arg_0.b.d))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(arg_0.b.c.x, 1406f, 1000f, arg_0.b.e))) + _wgslsmith_f_op_vec4_f32(floor(arg_0.b.d))))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.b.d.x, 784f, 517f, -2216f)) - vec4<f32>(arg_0.b.e, arg_0.b.e, arg_0.b.d.x, 540f)))), select(true, !arg_0.a.x, true))).zy, !(!func_3(mat2x3<f32>(arg_0.b.d.xzx, arg_0.b.d.wyz), ~vec2<u32>(u_input.b, u_input.a), arg_0.b.b.x, mat3x2<f32>(vec2<f32>(arg_0.b.d.x, arg_0.b.a.x), arg_0.b.a, vec2<f32>(arg_0.b.e, -1381f))).b), clamp(extractBits(~vec4<i32>(arg_0.b.b.x, arg_0.b.b.x, global0[_wgslsmith_index_u32(18294u, 19u)], -34223i), extractBits(~u_input.a, ~u_input.a, ~u_input.b), ~min(vec2<u32>(4294967295u, u_input.b), vec2<u32>(0u, u_input.b)).x), arg_0.b.b * (abs(vec4<i32>(global0[_wgslsmith_index_u32(4294967295u, 19u)], -1i, global0[_wgslsmith_index_u32(1u, 19u)], arg_0.b.b.x)) << ((vec4<u32>(u_input.a, u_input.b, 80605u, 4384u) / vec4<u32>(u_input.a, u_input.a, 0u, u_input.b)) % vec4<u32>(32u))), vec4<i32>(-1i, -arg_0.b.b.x, arg_0.b.b.x, reverseBits(vec2<i32>(global0[_wgslsmith_index_u32(1u, 19u)], 16617i)).x) / (vec4<i32>(arg_0.b.b.x, 1i, global0[_wgslsmith_index_u32(4294967295u, 19u)], 42838i) / firstLeadingBit(arg_0.b.b))).zwy);
    while (select(vec4<bool>(false, true, true, clamp(vec2<u32>(38305u, 1u), ~vec2<u32>(u_input.b, 17785u), vec2<u32>(23952u, u_input.b)).x >= (u_input.b | ~4294967295u)), vec4<bool>(true, func_3(mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(160f, -1358f, arg_0.b.e) - vec3<f32>(551f, arg_0.b.e, var_0.a.x)), _wgslsmith_div_vec3_f32(arg_0.b.d.wwy, vec3<f32>(var_0.a.x, arg_0.b.e, 416f))), vec2<u32>(1u, u_input.a), -arg_0.b.b.x / select(vec4<i32>(var_0.c.x, -11283i, arg_0.b.b.x, 0i), arg_0.b.b, vec4<bool>(var_0.b.x, false, false, true)).x, func_4(Struct_1(arg_0.b.a, arg_0.b.b, arg_0.b.a, arg_0.b.d, -1707f))).b.x, arg_0.a.x, false), arg_0.a).x) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
    }
    var var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0.b.d.wyw) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.b.a.x, var_0.a.x, arg_0.b.d.x)))))), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0.b.d)))))).wwy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.b.c.x, _wgslsmith_f_op_vec4_f32(clamp(arg_0.b.d, arg_0.b.d, arg_0.b.d)).x, _wgslsmith_f_op_f32(-arg_0.b.e))), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(arg_0.b.a.x, -1000f, 1682f), arg_0.b.d.wzx)));
    return ~countOneBits(~sign(var_0.c.yx / var_0.c.yx)).x;
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    (global0)[_wgslsmith_index_u32(~u_input.b, 19u)] = i32(-2147483648);
    let var_0 = -((vec3<i32>(global0[_wgslsmith_index_u32(4294967295u, 19u)], -32344i / global0[_wgslsmith_index_u32(1u, 19u)], sign(vec3<i32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 19u)], -1i, -15119i)).x) ^ ((vec3<i32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 19u)], 2147483647i, i32(-2147483648)) << (vec3<u32>(10818u, builtin_local_invocation_id.x, 95686u) % vec3<u32>(32u))) ^ ~vec3<i32>(-42333i, -2874i, global0[_wgslsmith_index_u32(u_input.b, 19u)]))) & abs(_wgslsmith_mod_vec3_i32(vec3<i32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 19u)], 14413i, global0[_wgslsmith_index_u32(0u, 19u)]), vec3<i32>(global0[_wgslsmith_index_u32(1u, 19u)], global0[_wgslsmith_index_u32(1u, 19u)], 41161i)) << (~builtin_num_workgroups % vec3<u32>(32u))));
    var var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-2150f))) * _wgslsmith_f_op_f32(min(_wgslsmith_div_f32(vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(113f, -1908f, -128f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-634f)) - vec4<f32>(1f, 1f, 1f, 1f).x)))));
    switch (i32(-2147483648)) {
        case 0i: {
            loop {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                break;
            }
            let var_2 = vec3<u32>(countOneBits(builtin_num_workgroups.zx).x, atomicExchange(&wg_atomic_u32, 87u), u_input.a);
        }
        case -14220i: {
            var var_2 = _wgslsmith_mod_u32(builtin_local_invocation_id.x & (~builtin_global_invocation_id.x << (~(~4294967295u) % 32u)), u_input.a);
        }
        case 10178i: {
            while (true && select((func_1(Struct_2(vec4<bool>(false, false, true, true), Struct_1(vec2<f32>(221f, -1090f), vec4<i32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 19u)], var_0.x, var_0.x, var_0.x), vec2<f32>(-1130f, -1751f), vec4<f32>(-1000f, 2376f, -602f, 361f), -1357f))) < global0[_wgslsmith_index_u32(~1u, 19u)]), true, true)) {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                let var_2 = vec3<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, -992f, -704f))))))).x, _wgslsmith_f_op_f32(-1f), _wgslsmith_f_op_f32(vec4<f32>(1f, 1f, 1f, 1f).x - 1982f));
                continue;
            }
            switch (25739i) {
                case -8662i: {
                }
                case 1i: {
                }
                default: {
                    global0 = func_2(reverseBits(vec4<u32>((builtin_num_workgroups.x / 1u) | 1u, _wgslsmith_mod_u32(firstLeadingBit(vec2<u32>(1u, 0u)).x, ~0u), u_input.b, ~(~builtin_global_invocation_id.x))).x, 0u, func_3(mat2x3<f32>(vec3<f32>(-1000f, _wgslsmith_div_f32(-1164f, 1069f), _wgslsmith_f_op_f32(-1070f)), vec3<f32>(_wgslsmith_f_op_f32(1074f + -1856f), _wgslsmith_f_op_f32(-1453f + 1237f), 1483f)), vec2<u32>(builtin_num_workgroups.x, 4294967295u), -8237i, func_4(Struct_1(vec2<f32>(904f, 1845f), vec4<i32>(-2196i, -30915i, -5463i, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 19u)]), vec2<f32>(-739f, -614f), vec4<f32>(-395f, -581f, -1533f, -323f), -447f))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-446f, -107f, 1977f, 1659f)) * vec4<f32>(-1000f, -1000f, -818f, 1196f)))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(floor(291f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1248f)), 1008f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1024f + -1000f) - _wgslsmith_f_op_f32(-(-517f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1007f, -178f, 220f, 1079f))) - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(555f, 549f, -784f, -155f))))), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(1006f, -482f, -1000f, 863f), vec4<f32>(-1595f, 716f, -341f, 1169f))).x, _wgslsmith_f_op_f32(select(-628f, -310f, false)), _wgslsmith_f_op_f32(-328f), _wgslsmith_f_op_f32(-743f)), vec4<f32>(-219f, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(-405f, -1317f, -2223f), vec3<f32>(1515f, 1081f, -2013f))).x, _wgslsmith_f_op_f32(-860f - 449f), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(-885f, 779f), vec2<f32>(-391f, 155f))).x)))));
                    global0 = func_2(~5883u, countTrailingZeros(firstTrailingBit(vec3<u32>(1u, u_input.b, 38095u) & builtin_global_invocation_id)).x - ~firstTrailingBit(vec3<u32>(4294967295u, builtin_local_invocation_index, builtin_num_workgroups.x)).x, Struct_3(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-650f))), 1492f), vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, 1i, global0[_wgslsmith_index_u32(23297u, 19u)]).exchanged, true, !atomicCompareExchangeWeak(&wg_atomic_u32, builtin_num_workgroups.x, builtin_global_invocation_id.x).exchanged), var_0), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(773f, 991f, -1000f, -552f) * vec4<f32>(-1552f, -483f, -1139f, -1741f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(1f, 1f, 1f, 1f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(1688f, -1000f, -1836f, -526f), vec4<f32>(2387f, 528f, -782f, -1506f))))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(-562f, -113f))).x), -421f, -669f, _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(-404f))))));
                    (global0)[_wgslsmith_index_u32(~1u, 19u)] = -24423i;
                    return;
                }
            }
        }
        default: {
            var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec4<f32>(1f, 1f, 1f, 1f).zz)) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(992f, -311f, -576f, 759f))).x, func_4(Struct_1(vec2<f32>(-984f, -336f), vec4<i32>(-72115i, var_0.x, 1i, var_0.x), vec2<f32>(-318f, 277f), vec4<f32>(1046f, -973f, 974f, 1128f), -1180f))[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(0u, builtin_global_invocation_id.x, builtin_local_invocation_id.x, builtin_global_invocation_id.x)).x, 3u)].x))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(262f, -122f, 169f, 148f)) * vec4<f32>(_wgslsmith_f_op_f32(-118f), func_4(Struct_1(vec2<f32>(-1202f, -534f), vec4<i32>(30i, 2147483647i, -10748i, 21048i), vec2<f32>(-1175f, 660f), vec4<f32>(-227f, 2455f, 470f, -462f), -400f))[_wgslsmith_index_u32(~builtin_local_invocation_index, 3u)].x, _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-271f, -1184f, 521f))).x, _wgslsmith_f_op_f32(-180f))))).yw, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(925f, 917f)) * _wgslsmith_f_op_vec2_f32(vec2<f32>(-549f, -2410f) + vec2<f32>(792f, -195f))), vec2<f32>(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1109f, -897f, 814f, 474f))).x, vec2<f32>(1f, 1f).x), vec2<bool>(true, true)))));
            while (!((max(vec3<i32>(global0[_wgslsmith_index_u32(22279u, 19u)], global0[_wgslsmith_index_u32(60010u, 19u)], 2147483647i), -var_0).x <= ~(global0[_wgslsmith_index_u32(u_input.a, 19u)] + global0[_wgslsmith_index_u32(4294967295u, 19u)])) == (_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(max(vec4<u32>(42851u, 10796u, 22815u, builtin_num_workgroups.x), vec4<u32>(0u, builtin_global_invocation_id.x, builtin_local_invocation_id.x, builtin_global_invocation_id.x)).x, 3u)].x) > -1000f))) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                continue;
            }
            for (; select(all(vec2<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, u_input.a).exchanged, vec2<bool>(true, true).x)) == (true != ((reverseBits(var_0.yx).x < -global0[_wgslsmith_index_u32(30015u, 19u)]))), select(vec4<bool>((var_2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x < _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x + -831f)), true, true, vec4<bool>(true, true, true, true).x), select(vec4<bool>(vec4<bool>(true, true, true, true).x, true, true, (var_2[_wgslsmith_index_u32(53203u, 3u)].x < var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)), vec4<bool>(true, true, true, true), false), !vec4<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_i32, 1i, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 19u)]).exchanged, true)).x, true); ) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                let var_3 = ~max(vec3<i32>(~global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 19u)], extractBits(vec2<i32>(var_0.x, var_0.x), u_input.b, u_input.b).x, ~(-9252i)), var_0).x * clamp(-max(-vec3<i32>(0i, -17329i, i32(-2147483648)), vec3<i32>(var_0.x, var_0.x, 1i)), countTrailingZeros(vec4<i32>(-var_0.x, sign(vec4<i32>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 19u)], 57109i, var_0.x, var_0.x)).x, select(var_0, var_0, false).x, select(var_0.yz, vec2<i32>(7757i, var_0.x), false).x)).xyy, var_0).x;
                (global0)[_wgslsmith_index_u32(_wgslsmith_mod_u32(firstLeadingBit(5425u), atomicCompareExchangeWeak(&wg_atomic_u32, insertBits(1u, max(vec3<u32>(builtin_global_invocation_id.x, builtin_local_invocation_id.x, builtin_local_invocation_index), vec3<u32>(builtin_local_invocation_index, builtin_num_workgroups.x, 59256u)).x, 4294967295u ^ builtin_num_workgroups.x, builtin_local_invocation_id.x), extractBits(vec4<u32>(0u, 1022u, 1u, builtin_local_invocation_index), 31711u * 34253u, countLeadingZeros(builtin_num_workgroups.zx).x).x).old_value) & ~countTrailingZeros(~(~15725u)), 19u)] = (clamp(-var_0.yz, firstTrailingBit(insertBits(vec4<i32>(1i, global0[_wgslsmith_index_u32(21552u, 19u)], -1037i, -1i), vec4<i32>(var_0.x, 2147483647i, 2147483647i, 139i), builtin_num_workgroups.x, builtin_global_invocation_id.x)).xx, vec2<i32>(-1i, abs(vec4<i32>(var_0.x, -12954i, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 19u)], 3120i)).x)).x + 21161i) | var_0.x;
                break;
            }
            let var_3 = func_3(mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(52732u, 3u)] * vec2<f32>(var_2[_wgslsmith_index_u32(9979u, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(27064u, 3u)] + var_2[_wgslsmith_index_u32(u_input.b, 3u)]), vec2<bool>(true, true))).x, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(873f, var_2[_wgslsmith_index_u32(0u, 3u)].x, var_2[_wgslsmith_index_u32(1u, 3u)].x, 275f), vec4<f32>(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, -416f, 339f), vec4<bool>(false, false, false, false))).xww)).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-154f * 468f), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(var_2[_wgslsmith_index_u32(4294967295u, 3u)].x, 1018f, var_2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x), vec4<f32>(-977f, 1682f, -427f, var_2[_wgslsmith_index_u32(u_input.a, 3u)].x))).x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1046f, var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x) * vec3<f32>(1453f, var_2[_wgslsmith_index_u32(93803u, 3u)].x, var_2[_wgslsmith_index_u32(45973u, 3u)].x))))), ~countTrailingZeros(vec3<u32>(1553u, countLeadingZeros(vec4<u32>(builtin_global_invocation_id.x, builtin_local_invocation_index, 0u, builtin_num_workgroups.x)).x, ~builtin_local_invocation_id.x)).yz, var_0.x, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(99795u, 3u)] + vec2<f32>(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(20784u, 3u)].x - var_2[_wgslsmith_index_u32(u_input.b, 3u)].x), _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(4294967295u, 3u)].x + 1138f))), vec2<f32>(var_2[_wgslsmith_index_u32(30071u - ~builtin_num_workgroups.x, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-874f + var_2[_wgslsmith_index_u32(0u, 3u)].x))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_2[_wgslsmith_index_u32(insertBits(vec4<u32>(builtin_local_invocation_id.x, u_input.b, 6136u, u_input.a), vec4<u32>(5403u, 27658u, u_input.b, 1u), builtin_local_invocation_id.x, 4294967295u).x, 3u)] * _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x))))));
            var var_4 = func_3(mat2x3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_3.a.x, var_2[_wgslsmith_index_u32(31099u, 3u)].x, 935f) - vec3<f32>(var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, -973f, var_3.a.x))))), vec3<f32>(441f, -1593f, -1254f)), ~(~vec2<u32>(62195u, 1683u)), extractBits(-_wgslsmith_mod_vec2_i32(var_3.c.xz - var_3.c.xx, vec2<i32>(global0[_wgslsmith_index_u32(0u, 19u)], var_3.c.x)), 1u, ~(56842u | (1u & builtin_local_invocation_index))).x, func_4(Struct_1(var_3.a, -(-vec4<i32>(var_3.c.x, -8185i, -1i, -89769i)), _wgslsmith_f_op_vec2_f32(sign(var_3.a)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(130f, var_3.a.x, var_2[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, 2060f) * vec4<f32>(918f, -1591f, var_2[_wgslsmith_index_u32(u_input.b, 3u)].x, 410f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(578f, -136f, var_2[_wgslsmith_index_u32(4294967295u, 3u)].x, var_3.a.x))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(select(var_3.a, var_2[_wgslsmith_index_u32(1u, 3u)], var_3.b.xx)).x + var_2[_wgslsmith_index_u32(~u_input.a, 3u)].x))));
        }
    }
    while (true) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        for (var var_2 = -1i; false; var_2 = 2147483647i) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        }
        for (var var_2: i32; true; var_2 += 1i) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        }
        (global0)[_wgslsmith_index_u32(~0u, 19u)] = i32(-2147483648);
        break;
    }
    let var_2 = var_0.x;
    var var_3 = u_input.a & ~u_input.a;
    if (select(vec2<bool>(true, false), select(select(vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, global0[_wgslsmith_index_u32(1u, 19u)], 2147483647i).exchanged, all(vec4<bool>(true, false, false, false)), any(vec4<bool>(false, false, true, true)), true), vec4<bool>(true, vec4<bool>(true, true, true, true).x, true, true), vec4<bool>(true, true, true, true)).zy, vec2<bool>(false, true), -1164f <= _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-1285f * 1014f), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(1405f, -1000f, -934f, -602f), vec4<f32>(-1695f, -319f, 251f, 568f))).x))), vec2<bool>(any(vec2<bool>(true, atomicCompareExchangeWeak(&wg_atomic_u32, 8334u, builtin_global_invocation_id.x).exchanged)), true)).x) {
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(241f, 784f, 1000f))) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(237f, 1786f, 400f)))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(329f, 721f, -150f, -2109f))))))).xzy, vec3<f32>(-1280f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-102f, -342f)), 1449f)), -(-2147483647i));
}

