// {"0:0":[221,122,150,239,93,92,46,78,38,29,183,121,177,14,117,212,215,20,161,214,38,19,73,112,62,27,156,154,182,87,44,126,233,123,26,202,92,188,51,42,118,114,248,124,9,49,92,150,20,108,248,245,207,26,125,30,186,187,69,214,133,49,45,180]}
// Seed: 32

struct Struct_1 {
    a: f32,
    b: mat2x4<f32>,
    @size(20)
    c: f32,
    d: u32,
    @size(12)
    e: u32,
}

struct Struct_2 {
    @size(20)
    a: vec4<i32>,
}

struct UniformBuffer {
    @size(32)
    a: vec4<u32>,
    b: u32,
    c: u32,
    d: i32,
    e: vec2<u32>,
}

struct StorageBuffer {
    a: vec3<f32>,
    b: mat3x4<f32>,
    @align(16)
    @size(16)
    c: vec4<i32>,
    d: mat2x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: array<f32, 1>;

var<private> global1: bool = true;

var<workgroup> global2: array<Struct_1, 20>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 34>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
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

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn func_5() -> Struct_1 {
    let var_0 = !select(!select(vec4<bool>(true, true, true, true), vec4<bool>(false, false, false, true), atomicCompareExchangeWeak(&wg_atomic_i32, 20950i, u_input.d).exchanged), select(vec4<bool>(any(vec4<bool>(true, true, true, false)), 2147483647i == u_input.d, true, vec2<bool>(true, true).x), vec4<bool>(true, true, true, true), true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, all(vec4<bool>(false, false, true, false)), false, true), vec4<bool>(u_input.b == u_input.e.x, all(vec3<bool>(false, false, true)), atomicCompareExchangeWeak(&wg_atomic_u32, 4416u, 64747u).exchanged, vec2<bool>(true, true).x))).xyw;
    global2 = array<Struct_1, 20>();
    let var_1 = Struct_2(vec4<i32>(_wgslsmith_mod_i32(select(~vec3<i32>(u_input.d, u_input.d, u_input.d), -vec3<i32>(-62737i, u_input.d, 2147483647i), global0[_wgslsmith_index_u32(u_input.c, 1u)] != -810f).x, atomicExchange(&wg_atomic_i32, u_input.d)), ~1i, countOneBits(-vec2<i32>(u_input.d, -16734i)).x & (u_input.d << (54221u % 32u)), u_input.d));
    let var_2 = _wgslsmith_mod_vec4_u32(u_input.a, clamp(min(vec4<u32>(u_input.e.x & u_input.b, 40259u, u_input.a.x, abs(vec4<u32>(40989u, u_input.e.x, 0u, u_input.c)).x), u_input.a), vec4<u32>(~(~u_input.e.x), 74624u, max(vec3<u32>(u_input.e.x, u_input.e.x, u_input.e.x) ^ u_input.a.wyz, _wgslsmith_mod_vec3_u32(vec3<u32>(u_input.b, u_input.b, u_input.c), vec3<u32>(4294967295u, u_input.e.x, 57379u))).x, ~1u), u_input.a));
    var var_3 = Struct_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.c, 1u)] + global0[_wgslsmith_index_u32(59710u, 1u)]) + _wgslsmith_div_f32(global0[_wgslsmith_index_u32(0u, 1u)], 788f))) * _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-371f, -469f, global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(0u, 1u)]))).yxz)).zy)).x), mat2x4<f32>(vec4<f32>(-607f, -976f, 1469f, _wgslsmith_f_op_f32(min(global0[_wgslsmith_index_u32(var_2.x, 1u)], global0[_wgslsmith_index_u32(~16097u, 1u)]))), vec4<f32>(_wgslsmith_f_op_f32(max(-1030f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_2.x, 1u)]))), -718f, _wgslsmith_f_op_f32(-681f), _wgslsmith_div_f32(global0[_wgslsmith_index_u32(~var_2.x, 1u)], _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], -1216f))).x))), -850f, countTrailingZeros((~vec4<u32>(94233u, u_input.e.x, u_input.c, 0u) | vec4<u32>(0u, u_input.c, var_2.x, u_input.e.x)) | (~var_2 * countLeadingZeros(vec4<u32>(10204u, 0u, 4294967295u, u_input.b)))).x, countOneBits(firstLeadingBit(select(~u_input.a, vec4<u32>(1u, 1u, 1u, 1u), vec4<bool>(var_0.x, var_0.x, false, true))).wzx).x);
    return global2[_wgslsmith_index_u32(0u - var_3.d, 20u)];
}

fn func_4(arg_0: Struct_2, arg_1: i32, arg_2: Struct_2) -> Struct_1 {
    var var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(max(vec3<f32>(-371f, 232f, global0[_wgslsmith_index_u32(u_input.b, 1u)]), vec3<f32>(199f, global0[_wgslsmith_index_u32(0u, 1u)], -1245f))).xx)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(629f, -472f, global0[_wgslsmith_index_u32(36069u, 1u)], global0[_wgslsmith_index_u32(1u, 1u)]))).yx + vec2<f32>(-417f, -594f))) - vec2<f32>(453f, global0[_wgslsmith_index_u32(~(~4294967295u), 1u)])));
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        continue;
        continuing {
            while (!(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(18296u, 1u)], var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global0[_wgslsmith_index_u32(1u, 1u)], 778f)), _wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.b, 1u)], -1332f, 1398f, var_0[_wgslsmith_index_u32(u_input.c, 2u)].x), vec4<f32>(1727f, -1026f, global0[_wgslsmith_index_u32(58695u, 1u)], global0[_wgslsmith_index_u32(u_input.a.x, 1u)])))).x) != _wgslsmith_div_f32(_wgslsmith_f_op_f32(select(_wgslsmith_f_op_f32(-275f), global0[_wgslsmith_index_u32(~u_input.e.x, 1u)], u_input.d == i32(-2147483648))), -923f))) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            }
            let var_1 = func_5();
            let var_2 = var_1;
            for (; false; ) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
                var var_3 = -18160i;
                break;
            }
            for (var var_3 = 0i; global0[_wgslsmith_index_u32(~(clamp(vec2<u32>(var_1.e, var_1.e), u_input.e * u_input.e, vec2<u32>(var_1.e, var_2.e)).x & var_2.d), 1u)] > 669f; ) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                ((global2)[_wgslsmith_index_u32(1u, 20u)]).e = _wgslsmith_mod_u32(1u, 4294967295u);
            }
            break if true;
        }
    }
    if (!select(!(~(-18381i) != reverseBits(vec4<i32>(21559i, arg_1, u_input.d, 0i)).x), select(vec3<bool>(true, true, true), vec3<bool>(true, 1u > u_input.e.x, true), vec3<bool>(true, true, true)).x, ((~4294967295u < u_input.c)) | true)) {
        global1 = true;
        var var_1 = var_0[_wgslsmith_index_u32(u_input.c, 2u)].x;
        var_1 = -584f;
        global1 = true;
        for (; ; ) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            let var_2 = Struct_2(countTrailingZeros(abs(~(vec4<i32>(u_input.d, arg_0.a.x, arg_0.a.x, arg_1) - arg_0.a))));
            let var_3 = false;
            var var_4 = -17571i;
        }
    } else if (!((var_0[_wgslsmith_index_u32(0u, 2u)].x < _wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_f_op_f32(dot(vec4<f32>(-1160f, 1546f, global0[_wgslsmith_index_u32(u_input.a.x, 1u)], var_0[_wgslsmith_index_u32(30857u, 2u)].x), vec4<f32>(-1046f, 1517f, global0[_wgslsmith_index_u32(1u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)]))), _wgslsmith_f_op_f32(1000f * -2298f)))).x))) {
        switch (-(-1i)) {
            default: {
                let var_1 = Struct_2(vec4<i32>(abs(_wgslsmith_mod_vec2_i32(vec2<i32>(1i, u_input.d) * vec2<i32>(-1i, 37829i), arg_2.a.zw)).x, -(arg_1 * firstLeadingBit(arg_2.a.zw).x), arg_1, atomicLoad(&wg_atomic_i32)));
                global2 = array<Struct_1, 20>();
                let var_2 = global2[_wgslsmith_index_u32(select(~reverseBits(abs(u_input.a).wyx) ^ vec3<u32>(0u, u_input.c, u_input.e.x >> (616u % 32u)), ~u_input.a.yyy + abs(u_input.a.zwy), true).x, 20u)];
                let var_3 = mat3x3<f32>(var_2.b[_wgslsmith_index_u32(u_input.a.x | ~var_2.e, 2u)].xwz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(2194f, global0[_wgslsmith_index_u32(100978u, 1u)], -1263f, 608f))), vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1813f, 2229f, -1321f))))).ywx), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(40740u, 1u)]) - _wgslsmith_f_op_f32(426f * global0[_wgslsmith_index_u32(u_input.a.x, 1u)]))), var_0[_wgslsmith_index_u32(~(~56072u), 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~1854u, 1u)] - -457f), var_2.c)));
            }
        }
        if (true) {
            var var_1 = _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(max(var_0[_wgslsmith_index_u32(1u, 2u)], var_0[_wgslsmith_index_u32(u_input.c, 2u)])).x)), _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(14988u, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)], -275f)))).xy)).x) * _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(1639f, 1510f, 1674f, var_0[_wgslsmith_index_u32(u_input.b, 2u)].x), vec4<f32>(-252f, var_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, global0[_wgslsmith_index_u32(87881u, 1u)], global0[_wgslsmith_index_u32(u_input.a.x, 1u)]), true)).x, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(545f, 881f, 1350f, var_0[_wgslsmith_index_u32(52104u, 2u)].x), vec4<f32>(-1890f, var_0[_wgslsmith_index_u32(u_input.b, 2u)].x, var_0[_wgslsmith_index_u32(u_input.c, 2u)].x, -211f))).x, _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, 904f), var_0[_wgslsmith_index_u32(1u, 2u)], var_0[_wgslsmith_index_u32(u_input.e.x, 2u)])).x)))));
            var var_2 = vec3<bool>(true, true, true);
            let var_3 = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_vec2_f32(round(var_0[_wgslsmith_index_u32(1u, 2u)])).x, 346f, var_0[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(39709u, 2u)].x))))).zxw, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(766f, 384f, global0[_wgslsmith_index_u32(u_input.a.x, 1u)]) - vec3<f32>(-1753f, -1274f, var_0[_wgslsmith_index_u32(0u, 2u)].x)) * _wgslsmith_f_op_vec3_f32(vec3<f32>(1270f, 418f, var_1.x) - vec3<f32>(317f, global0[_wgslsmith_index_u32(8855u, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)]))) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(global0[_wgslsmith_index_u32(0u, 1u)], var_0[_wgslsmith_index_u32(u_input.c, 2u)].x, var_1.x, -1362f))).zzy))));
            var var_4 = select(vec3<u32>(select(59700u, 0u, !var_2.x), ~1u, 1u), vec3<u32>(dot(u_input.a.yyw, ~u_input.a.yzw & _wgslsmith_mod_vec3_u32(u_input.a.wyw, u_input.a.xyx)), u_input.a.x, firstLeadingBit(countLeadingZeros(abs(u_input.a.wwz)).xx).x), vec3<bool>(var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(32912u + u_input.a.x, u_input.c >> (u_input.a.x % 32u)), 2u)].x >= _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.e.x, 2u)].x, 149f))).x), true, false)).x;
            let var_5 = var_3;
        }
        if (!(select(vec4<bool>(false, any(vec4<bool>(false, false, false, false)), var_0[_wgslsmith_index_u32(u_input.c, 2u)].x != 1498f, any(vec3<bool>(true, true, false))), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), -558f <= var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), true).x || (~arg_2.a.x >= 2147483647i))) {
            var var_1 = 1f;
            var var_2 = func_5();
            let var_3 = var_0[_wgslsmith_index_u32(min(vec3<u32>(~var_2.e, u_input.e.x, 0u), vec3<u32>(~var_2.d, 1u, atomicCompareExchangeWeak(&wg_atomic_u32, ~var_2.d, 45789u).old_value)).x, 2u)];
            return Struct_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-127f, var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -207f, 366f), var_2.b[_wgslsmith_index_u32(var_2.d, 2u)])), vec4<f32>(var_3.x, global0[_wgslsmith_index_u32(56661u, 1u)], var_0[_wgslsmith_index_u32(1u, 2u)].x, -498f), true)), vec4<f32>(_wgslsmith_div_f32(-126f, 1249f), var_3.x, _wgslsmith_f_op_f32(var_3.x - -323f), global0[_wgslsmith_index_u32(var_2.e / u_input.b, 1u)]), vec4<bool>(true, true, true, true))).x), var_2.b, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(var_3.x, -498f, var_3.x, var_2.b[_wgslsmith_index_u32(36350u, 2u)].x), var_2.b[_wgslsmith_index_u32(u_input.c, 2u)])))).wzz, var_2.b[_wgslsmith_index_u32(var_2.e & ~u_input.c, 2u)].yxz, 2147483647i > -(19926i | arg_1))).x, 1u, firstLeadingBit(vec4<u32>(var_2.e, ~u_input.c, ~4294967295u, 28098u) & ~select(u_input.a, vec4<u32>(4294967295u, 4294967295u, u_input.b, 25997u), false)).x);
        } else if (any(!vec4<bool>(true, select(vec2<bool>(true, false), vec2<bool>(true, true), 1676f != global0[_wgslsmith_index_u32(51108u, 1u)]).x, u_input.c >= u_input.c, true))) {
        } else {
            let var_1 = func_5();
            let var_2 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(var_1.b[_wgslsmith_index_u32(dot(u_input.a, ~vec4<u32>(76574u, 15451u, 1u, 71122u)), 2u)].wxy + _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global0[_wgslsmith_index_u32(var_1.e, 1u)], global0[_wgslsmith_index_u32(47400u, 1u)]), vec2<f32>(-450f, global0[_wgslsmith_index_u32(u_input.a.x, 1u)]), var_0[_wgslsmith_index_u32(0u, 2u)])).x, var_0[_wgslsmith_index_u32(~25519u, 2u)].x, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 2u)].x, -250f, 2432f, -1008f), var_1.b[_wgslsmith_index_u32(72111u, 2u)], true)).x), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(var_1.d, 2u)].x, global0[_wgslsmith_index_u32(var_1.d, 1u)], -325f)), _wgslsmith_f_op_vec3_f32(-var_1.b[_wgslsmith_index_u32(u_input.c, 2u)].wwx))), true))), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(-1000f, 1753f, var_1.b[_wgslsmith_index_u32(u_input.c, 2u)].x), var_1.b[_wgslsmith_index_u32(var_1.d, 2u)].yxw), var_1.b[_wgslsmith_index_u32(var_1.d, 2u)].ywz) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_1.b[_wgslsmith_index_u32(var_1.e, 2u)].wzz) + _wgslsmith_f_op_vec3_f32(-var_1.b[_wgslsmith_index_u32(var_1.d, 2u)].yzx))))), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1004f, -300f, global0[_wgslsmith_index_u32(58951u, 1u)], -1171f))))).x, _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(1920f, 711f, 147f))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 2u)].x))), _wgslsmith_f_op_vec3_f32(-var_1.b[_wgslsmith_index_u32(56619u, 2u)].xzx)), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(var_1.b[_wgslsmith_index_u32(4294967295u, 2u)].wyw)), vec3<f32>(global0[_wgslsmith_index_u32(1u, 1u)], -545f, 177f))))));
            let var_3 = vec3<bool>(false, true, true);
        }
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            continue;
        }
        if (false) {
        }
    }
    return func_5();
}

fn func_3(arg_0: Struct_1, arg_1: vec4<u32>, arg_2: vec4<u32>, arg_3: vec2<f32>) -> mat3x3<f32> {
    global1 = select(select(vec3<bool>(!(18691i == u_input.d), true, (arg_0.a < _wgslsmith_f_op_vec3_f32(ceil(arg_0.b[_wgslsmith_index_u32(0u, 2u)].zzx)).x)), vec3<bool>(all(vec3<bool>(true, true, true).zy), all(vec4<bool>(true, true, true, true).wxw), true), any(vec2<bool>(true, true))), !select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), (u_input.d ^ u_input.d) >= 1i).wzw, !vec3<bool>(_wgslsmith_f_op_f32(floor(-1657f)) > _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(arg_2.x, 1u)] + global0[_wgslsmith_index_u32(0u, 1u)]), true, false)).x;
    var var_0 = Struct_2(sign(-vec4<i32>(i32(-2147483648), -u_input.d, u_input.d, 0i & u_input.d)));
    if (!(true | any(vec4<bool>(any(vec4<bool>(true, false, true, true)), any(vec3<bool>(false, true, false)), true, arg_2.x > 0u)))) {
        let var_1 = vec3<bool>(true, true, true);
        (global0)[_wgslsmith_index_u32(~(~(1u - arg_2.x)), 1u)] = arg_3.x;
    } else {
        switch (28471i) {
            case 48782i: {
                ((global2)[_wgslsmith_index_u32(arg_1.x * (~4294967295u >> (atomicMax(&wg_atomic_u32, arg_0.d) % 32u)), 20u)]).e = min(vec3<u32>(abs(72194u), 1u, atomicSub(&wg_atomic_u32, 45141u)), arg_1.wxx).x ^ ~(~(firstLeadingBit(arg_1).x << ((arg_1.x / 24820u) % 32u)));
                let var_1 = Struct_2(-vec4<i32>(1i, 1i, 1i, 1i));
            }
            case 1i: {
                let var_1 = mat2x2<f32>(arg_3, _wgslsmith_div_vec2_f32(arg_3, vec2<f32>(_wgslsmith_f_op_f32(sign(-374f)), 771f)));
                var var_2 = select(select(!vec4<bool>(true, true, false, atomicCompareExchangeWeak(&wg_atomic_i32, 1i, i32(-2147483648)).exchanged), vec4<bool>(true, vec2<bool>(true, true).x, !(var_0.a.x != 2147483647i), vec4<bool>(true, true, true, true).x), vec4<bool>(true, true, true, true)).zxz, !(!vec3<bool>(u_input.e.x >= arg_0.e, true, true)), vec3<bool>(true, false, vec3<bool>(true, true, true).x)).x;
                var_2 = true;
                global2 = array<Struct_1, 20>();
                var var_3 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(_wgslsmith_f_op_f32(-(-305f)), _wgslsmith_f_op_f32(-(-1000f))))), var_1[_wgslsmith_index_u32(reverseBits(u_input.a.xx).x, 2u)])), vec2<f32>(-1000f, var_1[_wgslsmith_index_u32(abs(0u), 2u)].x), _wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(arg_2.x, 2u)] - _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(arg_3, _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_0.c))))));
            }
            case i32(-2147483648): {
            }
            case 38046i: {
                return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_3.x, -229f, -110f, -882f), _wgslsmith_f_op_vec4_f32(arg_0.b[_wgslsmith_index_u32(1u, 2u)] - vec4<f32>(global0[_wgslsmith_index_u32(1u, 1u)], -803f, arg_3.x, global0[_wgslsmith_index_u32(52097u, 1u)])), any(vec4<bool>(false, false, false, true)))).wyz)), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec4_f32(floor(arg_0.b[_wgslsmith_index_u32(~39958u, 2u)])).x, 1160f, 987f) + _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a, arg_3.x, -885f, -865f)))).xyx, vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(449f, global0[_wgslsmith_index_u32(arg_2.x, 1u)], -1507f, 812f), arg_0.b[_wgslsmith_index_u32(arg_2.x, 2u)], vec4<bool>(true, false, true, false))).x, _wgslsmith_f_op_f32(-1000f), 637f))), vec3<f32>(_wgslsmith_f_op_f32(dot(vec4<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u - 0u, 2u)].x, _wgslsmith_f_op_f32(-135f), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(arg_3.x, arg_0.b[_wgslsmith_index_u32(33452u, 2u)].x, arg_0.a), arg_0.b[_wgslsmith_index_u32(arg_1.x, 2u)].wxx)).x, _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(arg_3.x, 1320f, arg_0.a, arg_0.b[_wgslsmith_index_u32(u_input.b, 2u)].x))).x), vec4<f32>(arg_3.x, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(exp(arg_0.a)), -1309f))), _wgslsmith_f_op_f32(-691f * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(floor(-851f)) + _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(global0[_wgslsmith_index_u32(33318u, 1u)], arg_3.x, 370f))).x)), arg_0.c));
            }
            default: {
                let var_1 = Struct_1(global0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, 5803u), 1u)], arg_0.b, _wgslsmith_f_op_vec3_f32(saturate(func_5().b[_wgslsmith_index_u32(((arg_0.d & 32583u) | max(vec2<u32>(4294967295u, 0u), arg_1.xx).x) >> ((4294967295u + (0u + 0u)) % 32u), 2u)].wzy)).x, ~0u, arg_2.x);
                let var_2 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0.b[_wgslsmith_index_u32(4294967295u, 2u)].zyx)), var_1.b[_wgslsmith_index_u32(15859u, 2u)].xwy);
            }
        }
    }
    global1 = countLeadingZeros(vec2<u32>(1u, insertBits(1u, 60708u, 0u, arg_1.x)) + _wgslsmith_mod_vec2_u32(select(vec3<u32>(1u, 23491u, arg_2.x), arg_2.xww, vec3<bool>(false, true, true)).xx, vec2<u32>(arg_1.x, 0u))).x != 30509u;
    for (var var_1 = -21053i; ; (global0)[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, 1u) | 0u, 1u)] = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_div_f32(arg_0.c, arg_3.x), 348f, _wgslsmith_f_op_f32(-(-1700f))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1200f, -404f, arg_0.c)) * func_4(Struct_2(var_0.a), 25528i, Struct_2(vec4<i32>(6353i, -26283i, 37205i, -9070i))).b[_wgslsmith_index_u32(4294967295u - 4294967295u, 2u)].yyx)))).x)) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        var var_2 = Struct_2(~vec4<i32>(countLeadingZeros(var_0.a.wyz).x, -(i32(-2147483648)), -8934i, atomicXor(&wg_atomic_i32, ~(-17857i))));
        let var_3 = true;
    }
    return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0.b[_wgslsmith_index_u32(u_input.c | 0u, 2u)].zwz))), arg_0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(~arg_2.x, _wgslsmith_mod_u32(arg_0.d, arg_1.x)) / (arg_1.x + u_input.e.x), 2u)].zzz, arg_0.b[_wgslsmith_index_u32(countTrailingZeros(countTrailingZeros(u_input.a).xzx).x >> (48267u % 32u), 2u)].xzy);
}

fn func_2(arg_0: vec4<f32>, arg_1: mat2x3<f32>, arg_2: mat3x3<f32>, arg_3: Struct_2) -> vec2<f32> {
    return _wgslsmith_div_vec2_f32(arg_2[_wgslsmith_index_u32(~countOneBits(u_input.b & u_input.e.x) / countOneBits(u_input.c), 3u)].xz, vec2<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 1u)], _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-410f + -345f) * 1451f))));
}

fn func_1(arg_0: mat3x4<f32>, arg_1: vec2<f32>, arg_2: vec2<f32>, arg_3: vec4<bool>) -> bool {
    global1 = arg_3.x;
    for (; arg_3.x; ) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        let var_0 = Struct_2(vec4<i32>(1i, 1i, 1i, 1i) | firstLeadingBit(-vec4<i32>(6133i, -1i, u_input.d, u_input.d) | vec4<i32>(-10815i, 64621i, -15164i, 2147483647i)));
    }
    var var_0 = global2[_wgslsmith_index_u32(u_input.c, 20u)];
    loop {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        while (!arg_3.x) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            return !((countOneBits((1u + u_input.b) ^ var_0.e) < 0u));
        }
        if (!arg_3.x) {
            var var_1 = mat4x2<f32>(var_0.b[_wgslsmith_index_u32((u_input.c + 0u) + (var_0.d - var_0.e), 2u)].xx, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(9961u >> (1u % 32u), 3u)].zw) - vec2<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(73520u, 3u)].x), 1118f)) + _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(trunc(arg_2)) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.a, arg_1.x) - arg_1)))), var_0.b[_wgslsmith_index_u32(u_input.e.x, 2u)].xy, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(var_0.d, 3u)].x)), _wgslsmith_f_op_vec3_f32(select(var_0.b[_wgslsmith_index_u32(1u, 2u)].wzz, var_0.b[_wgslsmith_index_u32(var_0.d, 2u)].yzx, arg_3.zww)).x));
            let var_2 = Struct_2(~vec4<i32>(sign(select(vec4<i32>(u_input.d, 7641i, -14579i, u_input.d), vec4<i32>(1i, u_input.d, u_input.d, u_input.d), false).yzz).x, (45644i + 1i) & -u_input.d, firstLeadingBit(vec3<i32>(0i, u_input.d, 5512i)).x << (0u % 32u), atomicLoad(&wg_atomic_i32) / 2147483647i));
            let var_3 = var_2;
            break;
        } else if (select(vec2<bool>(arg_3.x, true), vec2<bool>(false, select(vec2<bool>(true, true), select(vec4<bool>(false, false, arg_3.x, arg_3.x), !vec4<bool>(arg_3.x, arg_3.x, false, arg_3.x), all(arg_3.zwx)).xw, (1u >> (u_input.c % 32u)) > var_0.e).x), arg_3.x | (arg_3.x || false)).x) {
            var var_1 = func_4(Struct_2(vec4<i32>(-5099i, ~(-25987i), u_input.d, -u_input.d + countLeadingZeros(u_input.d))), u_input.d, Struct_2(vec4<i32>(-15747i, u_input.d, u_input.d, u_input.d))).b[_wgslsmith_index_u32(_wgslsmith_mod_u32(~u_input.b, var_0.d) << ((u_input.b + 1u) % 32u), 2u)];
        }
        let var_1 = Struct_2(vec4<i32>(select(select(vec4<i32>(u_input.d, 39406i, -25309i, u_input.d), vec4<i32>(u_input.d, u_input.d, 0i, -36921i), false) << (~u_input.a % vec4<u32>(32u)), vec4<i32>(u_input.d << (8282u % 32u), 5540i * u_input.d, -(-6252i), _wgslsmith_mod_i32(-1i, 2147483647i)), true || arg_3.x).x, 1i, ~extractBits(vec4<i32>(u_input.d, u_input.d, 3196i, u_input.d) * vec4<i32>(42344i, u_input.d, 52376i, u_input.d), ~36746u, clamp(vec4<u32>(28700u, u_input.c, 0u, var_0.e), u_input.a, vec4<u32>(var_0.e, 55364u, var_0.d, u_input.a.x)).x).x, min(vec4<i32>(u_input.d, i32(-2147483648), 0i, 1i) * vec4<i32>(u_input.d, u_input.d, u_input.d, 1i), vec4<i32>(1i, 3362i, firstLeadingBit(vec4<i32>(u_input.d, 29381i, u_input.d, 1i)).x, -1i + 5877i)).x));
        loop {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
            var var_2 = ~countTrailingZeros(vec3<u32>(dot(vec4<u32>(0u, 0u, 0u, 4294967295u), u_input.a), u_input.c, select(vec3<u32>(4294967295u, var_0.e, 4294967295u), vec3<u32>(4294967295u, 4294967295u, 41013u) << (u_input.a.xyw % vec3<u32>(32u)), select(vec4<bool>(arg_3.x, false, arg_3.x, arg_3.x), arg_3, arg_3.x).wwy).x)).xx;
            let var_3 = var_1;
            var var_4 = global2[_wgslsmith_index_u32(~u_input.a.x, 20u)];
            let var_5 = 2147483647i;
            break;
        }
        continuing {
            while (arg_3.x) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                let var_2 = func_4(var_1, -8656i, Struct_2(max(sign(clamp(var_1.a, var_1.a, var_1.a)), (var_1.a >> (vec4<u32>(u_input.e.x, var_0.d, 4294967295u, u_input.a.x) % vec4<u32>(32u))) >> (min(vec4<u32>(25161u, var_0.e, 1u, var_0.d), vec4<u32>(78157u, u_input.e.x, 1u, 47734u)) % vec4<u32>(32u))))).b[_wgslsmith_index_u32(~(~(~select(u_input.a, vec4<u32>(var_0.e, var_0.e, var_0.e, u_input.a.x), arg_3).x)) ^ ((u_input.a.x * min(u_input.a, ~u_input.a).x) | 0u), 2u)].x;
                let var_3 = arg_3.zy;
                break;
            }
            let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(trunc(arg_1))))))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u, 1u)])), _wgslsmith_f_op_f32(arg_2.x + -1290f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-396f, global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(u_input.b, 1u)], 421f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(u_input.a.x, 1u)], 242f, -1006f))), vec4<f32>(_wgslsmith_f_op_f32(-arg_2.x), -1096f, 1131f, 1547f))).zy), var_0.b[_wgslsmith_index_u32(~firstTrailingBit(firstLeadingBit(~u_input.a.wxx).x), 2u)].xy);
        }
    }
    switch (-74712i) {
        case -13538i: {
            var var_1 = _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1.x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-arg_1.x), _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(arg_2.x, 758f))).x), -1000f, _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-497f, -1000f, arg_1.x, arg_1.x), _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(var_0.e, 3u)]))).x) - vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x) - _wgslsmith_f_op_vec2_f32(trunc(arg_2)).x), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-var_0.b[_wgslsmith_index_u32(var_0.d, 2u)]))).x, arg_1.x, 1f)))).x;
            let var_2 = ~(~u_input.d) == firstTrailingBit(-(vec4<i32>(u_input.d, u_input.d, 2147483647i, u_input.d) ^ vec4<i32>(29633i, u_input.d, 6111i, -1i)) ^ ((vec4<i32>(u_input.d, u_input.d, 0i, u_input.d) * vec4<i32>(0i, -54110i, 0i, u_input.d)) * select(vec4<i32>(u_input.d, -20359i, 2147483647i, u_input.d), vec4<i32>(u_input.d, i32(-2147483648), -26279i, 0i), true))).x;
            switch (u_input.d) {
                default: {
                    return false;
                }
            }
            let var_3 = global2[_wgslsmith_index_u32(countOneBits(~u_input.a.wx & ~vec2<u32>(0u, firstTrailingBit(vec2<u32>(u_input.a.x, var_0.d)).x)).x, 20u)];
        }
        case -15150i: {
        }
        case -1i: {
            for (var var_1: i32; select(!arg_3.ww, !vec2<bool>(arg_3.x == select(arg_3, arg_3, arg_3).x, true & (-22453i >= u_input.d)), select(!arg_3.zz, select(arg_3, vec4<bool>(true, true, all(arg_3.yzz), select(arg_3.x, arg_3.x, arg_3.x)), !(!arg_3)).xx, !(!vec2<bool>(arg_3.x, arg_3.x)))).x; global1 = true) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                let var_2 = Struct_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-315f, var_0.c, global0[_wgslsmith_index_u32(63410u, 1u)], -669f))))).wzw)).x - -1986f), var_0.b, 796f, ~(~4294967295u), ~u_input.b);
            }
            let var_1 = 0u;
            loop {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                var var_2 = Struct_2(~(-_wgslsmith_mod_vec4_i32(vec4<i32>(-1i, u_input.d, u_input.d, u_input.d), vec4<i32>(1i, 1i, 1i, 1i))));
                (var_0).a = _wgslsmith_f_op_f32(819f - _wgslsmith_f_op_f32(-(-1267f)));
                var var_3 = mat3x2<f32>(vec2<f32>(func_3(func_4(Struct_2(var_2.a), countLeadingZeros(var_2.a.wz).x, Struct_2(vec4<i32>(var_2.a.x, 0i, var_2.a.x, u_input.d))), ~u_input.a, extractBits(min(vec4<u32>(4294967295u, var_1, 87206u, 25088u), vec4<u32>(var_0.e, 74061u, 73208u, u_input.c)), min(u_input.a, u_input.a).x, 31367u ^ u_input.e.x), vec2<f32>(_wgslsmith_div_f32(-580f, arg_1.x), arg_1.x))[_wgslsmith_index_u32(clamp(vec3<u32>(var_1, 0u, var_0.d) / ~vec3<u32>(1u, u_input.b, 6823u), vec3<u32>(u_input.b, ~4294967295u, countTrailingZeros(u_input.e.x)), vec3<u32>(~var_0.d, 4294967295u, 48336u)).x, 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.b[_wgslsmith_index_u32(var_0.d, 2u)].x + -1062f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(var_0.c, -209f))).x))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1036f + 165f) - -2119f)), -322f), var_0.b[_wgslsmith_index_u32(~u_input.e.x, 2u)].ww);
                break;
            }
            loop {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
                global2 = array<Struct_1, 20>();
                (((var_0).b)[_wgslsmith_index_u32(~(~firstTrailingBit(u_input.a.wx).x), 2u)]).x = arg_1.x;
                let var_2 = Struct_2(-vec4<i32>(u_input.d, extractBits(vec2<i32>(u_input.d, u_input.d), var_0.e, var_1).x * u_input.d, insertBits(vec3<i32>(u_input.d, 20869i, -1i), vec3<i32>(2851i, -17517i, u_input.d), 0u, 1u).x & countLeadingZeros(vec4<i32>(u_input.d, -45688i, u_input.d, u_input.d)).x, u_input.d));
                var var_3 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-238f)), _wgslsmith_f_op_f32(-129f), arg_0[_wgslsmith_index_u32(u_input.e.x + var_1, 3u)].x, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(0u, 3u)].x - 1462f))), var_0.b[_wgslsmith_index_u32(insertBits(var_1, ~u_input.b, 4294967295u, ~(~var_0.e)), 2u)], all(select(vec2<bool>(true, true), arg_3.yz, arg_3.x)) || ((_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(1914u, 3u)].x) < _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(974f, arg_2.x))).x)))).zx);
                break;
            }
            for (var var_2 = u_input.d; arg_3.x; ((global2)[_wgslsmith_index_u32(~(var_1 << (12129u % 32u)), 20u)]).c = _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(39975u, 3u)].x - _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-var_0.b[_wgslsmith_index_u32(1u, 2u)].xyy))))).x)) {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                var var_3 = func_4(Struct_2(_wgslsmith_mod_vec4_i32(vec4<i32>(firstLeadingBit(vec3<i32>(56077i, 1i, 2147483647i)).x, i32(-2147483648), u_input.d >> (var_0.e % 32u), u_input.d), vec4<i32>(u_input.d, u_input.d, -(-2894i), -36691i))), 1i, Struct_2(countLeadingZeros(~vec4<i32>(u_input.d, u_input.d, u_input.d, 2147483647i))));
                (var_0).e = var_0.e;
                var var_4 = var_3.b;
            }
        }
        case -26302i: {
            while (var_0.d <= abs(u_input.b)) {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                continue;
            }
            var var_1 = firstTrailingBit(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d, select(vec4<i32>(-1i, u_input.d, u_input.d, u_input.d) >> (vec4<u32>(5216u, 1u, 4294967295u, var_0.d) % vec4<u32>(32u)), vec4<i32>(2147483647i, u_input.d, u_input.d, 35758i) + vec4<i32>(u_input.d, -1i, u_input.d, u_input.d), select(vec4<bool>(arg_3.x, true, true, arg_3.x), arg_3, vec4<bool>(arg_3.x, true, false, false))).x).old_value << (firstLeadingBit(vec4<u32>(atomicSub(&wg_atomic_u32, var_0.d), max(u_input.e, vec2<u32>(var_0.e, var_0.d)).x, u_input.c >> (8120u % 32u), 68232u)).x % 32u));
        }
        default: {
            global1 = atomicSub(&wg_atomic_i32, ~countTrailingZeros(vec3<i32>(1i, u_input.d, u_input.d)).x) == _wgslsmith_mod_i32(u_input.d, -(~(u_input.d - u_input.d)));
            var var_1 = select(arg_3.zww, !(!vec3<bool>(!arg_3.x, false, true)), arg_3.x);
            if (any(arg_3.xz)) {
                let var_2 = select(select(arg_3, select(select(vec4<bool>(true, false, arg_3.x, false), !vec4<bool>(true, arg_3.x, true, var_1.x), var_1.x), arg_3, arg_3), arg_3), !arg_3, select(select(arg_3, vec4<bool>(arg_1.x > 1869f, var_0.b[_wgslsmith_index_u32(57029u, 2u)].x <= global0[_wgslsmith_index_u32(u_input.b, 1u)], var_1.x, var_1.x | arg_3.x), select(select(vec3<bool>(var_1.x, var_1.x, false), vec3<bool>(true, var_1.x, arg_3.x), false), select(arg_3, arg_3, arg_3).yxx, !var_1.x).x), !vec4<bool>(true, select(var_1.xy, arg_3.zw, var_1.zx).x, true, select(var_1.xy, arg_3.ww, arg_3.x).x), false));
            } else if (all(!(!arg_3.wz))) {
                var var_2 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u + (u_input.e.x & 1u), 1u)]), arg_0[_wgslsmith_index_u32(~u_input.a.x, 3u)].x, -1227f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(816f, _wgslsmith_f_op_vec2_f32(select(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0.c), vec2<f32>(var_0.b[_wgslsmith_index_u32(17811u, 2u)].x, var_0.a), any(arg_3.wzy))).x, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(abs(vec4<u32>(u_input.b, 4294967295u, 0u, var_0.d)).x, 3u)].x + _wgslsmith_f_op_f32(-1419f)))), vec3<f32>(arg_1.x, -1440f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1.x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(-304f, 296f, arg_2.x), _wgslsmith_f_op_vec3_f32(var_0.b[_wgslsmith_index_u32(u_input.b, 2u)].wwx + vec3<f32>(568f, 473f, 712f)), select(arg_3.yzy, arg_3.xwx, vec3<bool>(true, false, false)))))), arg_0[_wgslsmith_index_u32(~(max(u_input.a, u_input.a).x >> (~33444u % 32u)), 3u)].zwz));
            } else {
                var var_2 = countLeadingZeros(vec4<i32>(min(i32(-2147483648), u_input.d - extractBits(vec3<i32>(u_input.d, -9123i, i32(-2147483648)), u_input.c, u_input.b).x), ~u_input.d, u_input.d, u_input.d));
                global1 = any(vec2<bool>(!select(!arg_3.xxx, arg_3.yyz, arg_3.zyz).x, !(!atomicCompareExchangeWeak(&wg_atomic_u32, 63276u, 21295u).exchanged)));
                var var_3 = vec2<bool>(arg_3.x, !(var_0.e <= 0u));
                var var_4 = atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, extractBits(u_input.a, u_input.c >> (countTrailingZeros(vec3<u32>(1u, 1u, 0u)).x % 32u), firstLeadingBit(vec4<u32>(4294967295u, 47940u, u_input.b, 0u)).x).x << (var_0.d % 32u)).exchanged;
                (global0)[_wgslsmith_index_u32(1u, 1u)] = 884f;
            }
            var var_2 = _wgslsmith_f_op_vec4_f32(exp(arg_0[_wgslsmith_index_u32(extractBits(vec3<u32>(insertBits(0u, ~33961u, ~var_0.e, u_input.c), countLeadingZeros(~u_input.e).x, 4294967295u), ~(clamp(u_input.a, u_input.a, u_input.a).x + 8978u), u_input.e.x | var_0.e).x, 3u)]));
        }
    }
    return !all(arg_3.xzx);
}

@compute
@workgroup_size(1u)
fn main(@builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    if (func_1(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(547f, -1282f, 924f, _wgslsmith_f_op_f32(-(-391f))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(55346u, 1u)], global0[_wgslsmith_index_u32(1u, 1u)], global0[_wgslsmith_index_u32(74453u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(vec3<f32>(-898f, global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), vec3<f32>(344f, global0[_wgslsmith_index_u32(1u, 1u)], 398f))).x), _wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_f32(-(-1399f)))), 1000f, 535f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)], 1000f))))), _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(func_2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -613f, global0[_wgslsmith_index_u32(4294967295u, 1u)])), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1584f, global0[_wgslsmith_index_u32(u_input.c, 1u)], 144f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), vec4<f32>(1000f, -532f, global0[_wgslsmith_index_u32(4294967295u, 1u)], -1618f))).xzx, vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(u_input.e.x, 1u)], 1000f)), func_3(func_4(Struct_2(vec4<i32>(-1i, u_input.d, u_input.d, u_input.d)), u_input.d, Struct_2(vec4<i32>(0i, 38010i, u_input.d, u_input.d))), vec4<u32>(u_input.b, u_input.a.x, 45540u, 71389u), vec4<u32>(u_input.e.x, 26320u, builtin_num_workgroups.x, 75439u), _wgslsmith_f_op_vec2_f32(vec2<f32>(-852f, global0[_wgslsmith_index_u32(28117u, 1u)]) - vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)]))), Struct_2(vec4<i32>(u_input.d, -1i, 17065i, -1i)))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(2614f, 1107f) + vec2<f32>(-944f, global0[_wgslsmith_index_u32(u_input.e.x, 1u)])))), vec4<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, ~min(vec4<i32>(0i, u_input.d, u_input.d, u_input.d), vec4<i32>(-1i, u_input.d, -8968i, u_input.d)).x, dot(vec4<i32>(u_input.d, u_input.d, u_input.d, 1i) ^ vec4<i32>(2147483647i, 18107i, 10432i, 2147483647i), vec4<i32>(u_input.d, -49016i, u_input.d, 9387i))).exchanged, true, select(false, any(vec4<bool>(true, true, false, true)), atomicCompareExchangeWeak(&wg_atomic_u32, reverseBits(u_input.a.zyy).x, builtin_num_workgroups.x).exchanged), all(vec4<bool>(true, true, true, true).wyx)))) {
        if (false) {
            var var_0 = u_input.a;
            let var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(756f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -936f, -250f)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(1003f, global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(62871u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)]) + vec4<f32>(-163f, global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)]))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-349f, 711f, 264f, -1949f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(427f, global0[_wgslsmith_index_u32(11114u, 1u)], global0[_wgslsmith_index_u32(var_0.x, 1u)], 1490f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(-733f, -1000f, global0[_wgslsmith_index_u32(1u, 1u)], -563f) - vec4<f32>(global0[_wgslsmith_index_u32(30206u, 1u)], -997f, 1194f, global0[_wgslsmith_index_u32(6431u, 1u)]))))))), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(45780u, 1u)] - _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(20503u, 1u)] * 401f)), _wgslsmith_f_op_f32(-(-189f)), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(var_0.x, 1u)], -109f, global0[_wgslsmith_index_u32(var_0.x, 1u)]), vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 577f, -300f)))).x, _wgslsmith_f_op_f32(1000f + _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(28292u, 1u)] + global0[_wgslsmith_index_u32(1u, 1u)]))))), vec4<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-vec3<f32>(521f, 791f, global0[_wgslsmith_index_u32(u_input.b, 1u)])))))).x, _wgslsmith_f_op_f32(-(-1114f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global0[_wgslsmith_index_u32(0u, 1u)], 123f, -1787f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(1u, 1u)], 158f, global0[_wgslsmith_index_u32(77121u, 1u)], global0[_wgslsmith_index_u32(var_0.x, 1u)])), true)).x + global0[_wgslsmith_index_u32((1u | u_input.e.x) - max(u_input.a, u_input.a).x, 1u)]), global0[_wgslsmith_index_u32(~clamp(4294967295u, builtin_num_workgroups.x >> (13238u % 32u), var_0.x), 1u)]));
            return;
        } else {
            var var_0 = select(vec4<bool>(true, false, true, any(vec4<bool>(-42337i > u_input.d, true, true, true))), vec4<bool>(true, true, true, true), select(vec2<bool>(false, (-u_input.d < 2147483647i)), vec2<bool>(true, true), vec4<bool>(true, true, true, true).xw).x).ww;
            let var_1 = select(select(vec4<bool>(select(var_0.x, true, var_0.x | false), !all(vec3<bool>(var_0.x, var_0.x, var_0.x)), true, var_0.x), vec4<bool>(!var_0.x, var_0.x, var_0.x, (var_0.x & var_0.x) | !var_0.x), true).xyx, vec3<bool>(extractBits(clamp(vec4<i32>(u_input.d, 29877i, u_input.d, -31705i), vec4<i32>(i32(-2147483648), 10819i, u_input.d, 18297i), vec4<i32>(60560i, u_input.d, 2147483647i, -42275i)), 31308u, u_input.e.x).x >= -56651i, var_0.x, true), vec3<bool>(false, var_0.x, !select(false, select(vec4<bool>(true, false, var_0.x, false), vec4<bool>(var_0.x, var_0.x, false, var_0.x), false).x, any(vec2<bool>(var_0.x, var_0.x))))).x;
        }
        var var_0 = Struct_1(global0[_wgslsmith_index_u32(~max(vec4<u32>(61650u * 26087u, max(vec2<u32>(1u, u_input.c), vec2<u32>(0u, 0u)).x, ~u_input.a.x, u_input.a.x ^ 13128u), u_input.a).x, 1u)], func_4(Struct_2(vec4<i32>(u_input.d / 1i, _wgslsmith_mod_i32(u_input.d, u_input.d), ~64964i, u_input.d)), max(~_wgslsmith_mod_vec2_i32(vec2<i32>(0i, 37162i), vec2<i32>(u_input.d, u_input.d)), extractBits(vec3<i32>(34610i, u_input.d, u_input.d), 0u, builtin_num_workgroups.x).yy + vec2<i32>(u_input.d, u_input.d)).x, Struct_2(select(firstTrailingBit(vec4<i32>(39763i, u_input.d, 21560i, 1i)), vec4<i32>(u_input.d, 18371i, 2147483647i, u_input.d), vec4<bool>(true, false, false, true)))).b, _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global0[_wgslsmith_index_u32(u_input.e.x | 4294967295u, 1u)], global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(builtin_num_workgroups.x, 1u), 1u)], _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0[_wgslsmith_index_u32(39107u, 1u)], -305f, -394f), vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(u_input.b, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), vec3<bool>(true, false, false))).x))))).x, reverseBits(~vec3<u32>(0u, ~1u, 1u)).x, builtin_num_workgroups.x);
        global2 = array<Struct_1, 20>();
        for (var var_1 = -30182i; var_1 > -9756i; var_1 -= 1i) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            (global0)[_wgslsmith_index_u32(u_input.a.x, 1u)] = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(var_0.a, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 1727f))).x), var_0.a) - _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(617f * global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]))))) + _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(var_0.e, 2u)].x), _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(-915f, -1452f))).x)))));
            let var_2 = 4294967295u;
        }
        (var_0).e = var_0.e;
    } else if (select(select(vec4<bool>(vec2<bool>(true, true).x, any(vec4<bool>(true, true, true, true)), false, true), vec4<bool>(false, true, false, any(vec4<bool>(true, true, true, true))), !vec4<bool>(-15945i != u_input.d, true, true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d, u_input.d).exchanged)).yz, select(vec2<bool>(all(vec3<bool>(true, false, true)), func_1(mat3x4<f32>(vec4<f32>(global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(90453u, 1u)], 218f, global0[_wgslsmith_index_u32(u_input.b, 1u)]), vec4<f32>(-583f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -457f, 885f), vec4<f32>(global0[_wgslsmith_index_u32(35439u, 1u)], global0[_wgslsmith_index_u32(78523u, 1u)], global0[_wgslsmith_index_u32(20273u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])), _wgslsmith_f_op_vec2_f32(vec2<f32>(-1533f, -1000f) - vec2<f32>(200f, -326f)), _wgslsmith_div_vec2_f32(vec2<f32>(-289f, -1188f), vec2<f32>(-2115f, 2269f)), vec4<bool>(true, true, true, true))), vec2<bool>(true, true), all(select(vec4<bool>(true, true, true, true), vec4<bool>(false, false, false, false), func_1(mat3x4<f32>(vec4<f32>(-258f, global0[_wgslsmith_index_u32(1u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -1061f), vec4<f32>(1834f, -253f, 132f, global0[_wgslsmith_index_u32(u_input.e.x, 1u)]), vec4<f32>(global0[_wgslsmith_index_u32(0u, 1u)], -1230f, global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(101003u, 1u)])), vec2<f32>(global0[_wgslsmith_index_u32(60465u, 1u)], -1181f), vec2<f32>(global0[_wgslsmith_index_u32(40282u, 1u)], 1000f), vec4<bool>(true, true, true, false))).xx)), false).x) {
        let var_0 = u_input.d << (min((~0u ^ _wgslsmith_mod_u32(u_input.a.x, u_input.b)) >> (u_input.a.x % 32u), u_input.a.x ^ builtin_num_workgroups.x) % 32u);
        var var_1 = 0u & builtin_num_workgroups.x;
        var var_2 = vec3<bool>(false, select(vec4<bool>(true, !func_1(mat3x4<f32>(vec4<f32>(global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(27439u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(u_input.e.x, 1u)]), vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -412f, -192f, 450f), vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 154f, -968f, 279f)), vec2<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)]), vec2<f32>(985f, -355f), vec4<bool>(false, false, true, true)), _wgslsmith_mod_i32(var_0, -16666i) > -u_input.d, (global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)] > 2445f) | true), vec4<bool>(true, all(vec4<bool>(true, true, true, true)), true, vec4<bool>(true, true, true, true).x), (54361u < (_wgslsmith_mod_u32(builtin_num_workgroups.x, 1u) | (1u << (builtin_num_workgroups.x % 32u))))).x, u_input.d >= ~(-20065i));
    } else if (!select(select(vec4<bool>(u_input.b <= 1u, true, true, false), vec4<bool>(true, false, false, vec4<bool>(true, true, true, true).x), all(vec2<bool>(true, true))), vec4<bool>(true, true, true, true), vec3<bool>(true, true, true).x).x) {
        global0 = array<f32, 1>();
        for (; ; ) {
            if (LOOP_COUNTERS[18u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
            var var_0 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1570f, 2206f, -1000f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]) * _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0[_wgslsmith_index_u32(43898u, 1u)], global0[_wgslsmith_index_u32(u_input.b, 1u)], global0[_wgslsmith_index_u32(49370u, 1u)], 634f)))))))).ywz, _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~1u, 1u)]), 122f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)] - 109f))) - _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 1u)], -551f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)]) - vec4<f32>(-1132f, -712f, global0[_wgslsmith_index_u32(77274u, 1u)], 482f))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 1u)], -302f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 452f), _wgslsmith_div_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)], -112f), vec4<f32>(-1460f, 1292f, global0[_wgslsmith_index_u32(0u, 1u)], -1355f)))))).yzy), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-621f, global0[_wgslsmith_index_u32(57913u, 1u)]), vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)]), vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]))).x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 1u)] - 894f)), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-1122f, 1456f, -815f))))));
            var var_1 = 1604f;
            (global2)[_wgslsmith_index_u32(u_input.c - 1u, 20u)] = global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 20u)];
            break;
        }
        while ((-22959i < ~reverseBits(u_input.d))) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            (global0)[_wgslsmith_index_u32(insertBits(max(u_input.a / ~vec4<u32>(0u, 29287u, 0u, builtin_num_workgroups.x), u_input.a) + vec4<u32>(~97263u - u_input.c, builtin_num_workgroups.x, u_input.e.x, ~15926u), u_input.a, ~1u, (u_input.a.x >> ((select(u_input.a.wyy, builtin_num_workgroups, vec3<bool>(true, false, false)).x * u_input.a.x) % 32u)) * 6911u).x, 1u)] = 421f;
            (global0)[_wgslsmith_index_u32(u_input.c, 1u)] = global0[_wgslsmith_index_u32(abs(~firstTrailingBit(u_input.a)).x, 1u)];
            (global2)[_wgslsmith_index_u32(~(builtin_num_workgroups.x ^ ~(~1u)), 20u)] = Struct_1(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(select(u_input.a.wzw << (~builtin_num_workgroups % vec3<u32>(32u)), ~vec3<u32>(builtin_num_workgroups.x, 47836u, builtin_num_workgroups.x), atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 116389u).exchanged).x, 1u)] - _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 1u)])))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(0u, 1u)], 776f, 951f) * _wgslsmith_f_op_vec4_f32(vec4<f32>(284f, -988f, global0[_wgslsmith_index_u32(4294967295u, 1u)], 2153f) * vec4<f32>(global0[_wgslsmith_index_u32(31338u, 1u)], global0[_wgslsmith_index_u32(u_input.a.x, 1u)], -2441f, global0[_wgslsmith_index_u32(0u, 1u)])))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-661f), -644f, _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(1076f, 1562f, -1899f))).x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.b, 1u)])) - func_4(Struct_2(vec4<i32>(-1i, u_input.d, u_input.d, u_input.d)), 11340i + 2147483647i, Struct_2(vec4<i32>(84611i, u_input.d, -15190i, u_input.d))).b[_wgslsmith_index_u32(select(firstLeadingBit(u_input.a), insertBits(u_input.a, u_input.a, 42524u, builtin_num_workgroups.x), true).x, 2u)])), 885f, ~82539u, min(_wgslsmith_mod_vec3_u32(clamp(builtin_num_workgroups >> (vec3<u32>(builtin_num_workgroups.x, 21244u, builtin_num_workgroups.x) % vec3<u32>(32u)), ~vec3<u32>(u_input.e.x, 46766u, 0u), vec3<u32>(1u, builtin_num_workgroups.x, u_input.a.x) + u_input.a.zxw), u_input.a.yzy), u_input.a.zyw).x);
            continue;
        }
        for (var var_0 = -12082i; ; (global0)[_wgslsmith_index_u32(max(countLeadingZeros((~vec4<u32>(builtin_num_workgroups.x, 3426u, builtin_num_workgroups.x, 0u) << (u_input.a % vec4<u32>(32u))) & vec4<u32>(0u, u_input.e.x, builtin_num_workgroups.x, 4294967295u - builtin_num_workgroups.x)).zzx, vec3<u32>(4294967295u, 4294967295u * 12568u, u_input.e.x)).x, 1u)] = _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(12403u, 1u)], -2710f)), vec2<f32>(_wgslsmith_f_op_f32(681f - global0[_wgslsmith_index_u32(u_input.e.x, 1u)]), -1288f)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], -1251f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(global0[_wgslsmith_index_u32(1u, 1u)], -1294f), vec2<f32>(140f, -939f), true)) * _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1694f, global0[_wgslsmith_index_u32(u_input.e.x, 1u)], -496f))).yy), true)) * vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(-1000f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]))).x, 743f), -1648f)))).x) {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            let var_1 = Struct_1(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_div_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -1081f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(1001f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]) * vec2<f32>(412f, global0[_wgslsmith_index_u32(0u, 1u)])))))).x, mat2x4<f32>(vec4<f32>(global0[_wgslsmith_index_u32(21054u, 1u)], 1000f, global0[_wgslsmith_index_u32(~builtin_num_workgroups.x ^ countTrailingZeros(vec2<u32>(4294967295u, 83483u)).x, 1u)], _wgslsmith_div_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.e.x, 1u)] - 1694f), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 1u)] * global0[_wgslsmith_index_u32(u_input.a.x, 1u)]))), _wgslsmith_f_op_vec4_f32(vec4<f32>(369f, _wgslsmith_f_op_f32(2094f + global0[_wgslsmith_index_u32(4294967295u, 1u)]), _wgslsmith_f_op_f32(min(global0[_wgslsmith_index_u32(51513u, 1u)], global0[_wgslsmith_index_u32(17431u, 1u)])), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.b, 1u)] + global0[_wgslsmith_index_u32(4294967295u, 1u)])) * _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a.x, 1u)], global0[_wgslsmith_index_u32(16176u, 1u)], global0[_wgslsmith_index_u32(8450u, 1u)], 502f))))), global0[_wgslsmith_index_u32(~(builtin_num_workgroups.x / u_input.a.x), 1u)], ~u_input.a.x, 1u);
            var_0 = u_input.d;
            var var_2 = select(select(select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, (-1i < u_input.d), true), vec4<bool>(true, true, true, true)).xw, vec2<bool>((u_input.c << (49069u % 32u)) != (1u + builtin_num_workgroups.x), true), vec2<bool>(true, true)), vec2<bool>(false, !(!atomicCompareExchangeWeak(&wg_atomic_i32, 1i, u_input.d).exchanged)), vec2<bool>(((22593i - -16594i) >= (u_input.d ^ u_input.d)) != vec3<bool>(true, true, true).x, !atomicCompareExchangeWeak(&wg_atomic_u32, u_input.a.x, 28938u).exchanged)).x;
            (global0)[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, ~_wgslsmith_mod_u32(u_input.e.x, clamp(u_input.a, vec4<u32>(1u, 0u, 15558u, u_input.c), reverseBits(vec4<u32>(builtin_num_workgroups.x, 1u, builtin_num_workgroups.x, builtin_num_workgroups.x))).x)), 1u)] = -2362f;
            global1 = global0[_wgslsmith_index_u32(~1u, 1u)] > _wgslsmith_f_op_f32(abs(268f));
        }
    }
    switch (min(-sign(clamp(vec4<i32>(2147483647i, 2147483647i, 8799i, i32(-2147483648)), -vec4<i32>(22725i, u_input.d, -43079i, -30583i), vec4<i32>(-9261i, -62106i, u_input.d, -1i) | vec4<i32>(u_input.d, 0i, 2691i, 48377i))), ((-vec4<i32>(-30201i, u_input.d, u_input.d, 2147483647i) << (max(vec4<u32>(4294967295u, u_input.c, 4294967295u, builtin_num_workgroups.x), u_input.a) % vec4<u32>(32u))) / countTrailingZeros(vec4<i32>(-31679i, -485i, u_input.d, u_input.d) + vec4<i32>(-1i, 61564i, 1i, 2147483647i))) + (vec4<i32>(u_input.d, -u_input.d, countOneBits(vec4<i32>(u_input.d, 2147483647i, 2147483647i, -23009i)).x, u_input.d) | ~(-vec4<i32>(u_input.d, u_input.d, u_input.d, -26561i)))).x) {
        case 2147483647i: {
            let var_0 = func_4(Struct_2(vec4<i32>(extractBits(~vec3<i32>(u_input.d, u_input.d, u_input.d), 23144u - 31557u, ~u_input.c).x, min(-vec3<i32>(u_input.d, 2147483647i, i32(-2147483648)), -vec3<i32>(u_input.d, u_input.d, u_input.d)).x, u_input.d, ~(u_input.d + u_input.d))), firstLeadingBit(~vec2<i32>(1i, ~(i32(-2147483648)))).x, Struct_2(vec4<i32>(17768i, u_input.d, 2147483647i, sign(2147483647i)) << (vec4<u32>(u_input.e.x, builtin_num_workgroups.x - 1u, ~26908u, 37924u) % vec4<u32>(32u)))).b[_wgslsmith_index_u32(countTrailingZeros(countLeadingZeros((~u_input.a >> ((vec4<u32>(23125u, u_input.b, u_input.e.x, u_input.e.x) ^ u_input.a) % vec4<u32>(32u))) * ~reverseBits(u_input.a))).x, 2u)];
            var var_1 = func_4(Struct_2(-vec4<i32>(i32(-2147483648), 21255i, 1i, 0i) + vec4<i32>(~1i, i32(-2147483648), atomicXor(&wg_atomic_i32, 7270i), i32(-2147483648) + 0i)), 1i, Struct_2(vec4<i32>(1i, 1i, 1i, 1i)));
            var var_2 = Struct_2(~(~vec4<i32>(u_input.d, -8596i, 34265i, u_input.d) & vec4<i32>(53042i, 1i, u_input.d, -1i)) / -vec4<i32>(u_input.d, i32(-2147483648) - u_input.d, -59325i, u_input.d));
            loop {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
                var var_3 = -(-17761i) + (insertBits(vec4<i32>(u_input.d, u_input.d, var_2.a.x, 28053i) | vec4<i32>(1i, 1i, 1i, 1i), var_2.a >> (countTrailingZeros(vec4<u32>(1u, builtin_num_workgroups.x, var_1.e, u_input.a.x)) % vec4<u32>(32u)), extractBits(~0u, u_input.c, builtin_num_workgroups.x), var_1.d ^ (29210u + 75923u)).x >> (dot(~builtin_num_workgroups.zy, u_input.a.xx) % 32u));
                var var_4 = builtin_num_workgroups.x;
            }
        }
        case 0i: {
            switch (u_input.d) {
                default: {
                    (global0)[_wgslsmith_index_u32(44289u, 1u)] = _wgslsmith_f_op_f32(max(411f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 1u)]) + 333f)));
                    global1 = all(vec3<bool>(true, true, true));
                    var var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], -1484f, global0[_wgslsmith_index_u32(47670u, 1u)], -203f)), vec4<f32>(1000f, -546f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -151f))))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-414f, -802f, -1711f, 2782f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, 229f, global0[_wgslsmith_index_u32(u_input.b, 1u)], 1257f) + vec4<f32>(-604f, -379f, -682f, global0[_wgslsmith_index_u32(u_input.a.x, 1u)])))) * vec4<f32>(851f, global0[_wgslsmith_index_u32(~u_input.e.x, 1u)], _wgslsmith_f_op_f32(-330f - global0[_wgslsmith_index_u32(u_input.e.x, 1u)]), global0[_wgslsmith_index_u32(~builtin_num_workgroups.x, 1u)])))), func_5().b[_wgslsmith_index_u32(countTrailingZeros(u_input.e).x, 2u)], vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(27043u, 1u)], 1000f)))).x + _wgslsmith_div_f32(-1000f, -1000f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1802f, global0[_wgslsmith_index_u32(u_input.e.x, 1u)], 188f, 1359f), vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)], global0[_wgslsmith_index_u32(1u, 1u)]))).x + _wgslsmith_div_f32(global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(0u, 1u)]))), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(extractBits(builtin_num_workgroups >> (builtin_num_workgroups % vec3<u32>(32u)), 22951u / u_input.b, ~u_input.a.x).x, 1u)] * -1594f), global0[_wgslsmith_index_u32(func_4(Struct_2(select(vec4<i32>(-9067i, u_input.d, -5416i, u_input.d), vec4<i32>(u_input.d, u_input.d, u_input.d, u_input.d), false)), u_input.d, Struct_2(vec4<i32>(95275i, u_input.d, u_input.d, u_input.d) & vec4<i32>(u_input.d, u_input.d, u_input.d, u_input.d))).d, 1u)]));
                    (global0)[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, ~1u), 1u)] = _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(56384u, 4u)].x);
                }
            }
            loop {
                if (LOOP_COUNTERS[22u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
                break;
            }
            let var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(777f, 495f, -307f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]))))).zy + vec2<f32>(_wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(1497f, 709f, global0[_wgslsmith_index_u32(14765u, 1u)]), _wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(30321u, 1u)], 2159f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]) + vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -1786f, -296f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], 1397f, -606f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(global0[_wgslsmith_index_u32(35020u, 1u)], -544f))))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(fract(global0[_wgslsmith_index_u32(44382u, 1u)])) - _wgslsmith_f_op_vec2_f32(saturate(func_5().b[_wgslsmith_index_u32(1822u, 2u)].zy)).x), global0[_wgslsmith_index_u32(u_input.e.x, 1u)]));
        }
        case -1i: {
            var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(50653u, 1u)], global0[_wgslsmith_index_u32(21634u, 1u)], 904f, global0[_wgslsmith_index_u32(15448u, 1u)])), vec4<f32>(global0[_wgslsmith_index_u32(8106u, 1u)], global0[_wgslsmith_index_u32(0u, 1u)], 1000f, global0[_wgslsmith_index_u32(3235u, 1u)])))) + vec4<f32>(-1131f, _wgslsmith_f_op_f32(min(global0[_wgslsmith_index_u32(1u, 1u)], -808f)), _wgslsmith_f_op_f32(339f + _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-2038f, -186f, global0[_wgslsmith_index_u32(87032u, 1u)], -1099f))).x), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-583f, global0[_wgslsmith_index_u32(u_input.c, 1u)], 2939f, -263f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(639f, -709f, -171f, -1000f) * vec4<f32>(447f, -1636f, -296f, 1137f)), vec4<bool>(true, true, true, true))).x)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(saturate(121f)), _wgslsmith_f_op_f32(ceil(global0[_wgslsmith_index_u32(u_input.c, 1u)])), global0[_wgslsmith_index_u32(1u, 1u)], _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(51709u, 1u)]))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1117f, 381f, 498f, 1037f) - _wgslsmith_f_op_vec4_f32(vec4<f32>(-147f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 506f, global0[_wgslsmith_index_u32(u_input.c, 1u)]) + vec4<f32>(964f, 228f, -120f, 2030f))) + _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(u_input.b, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)])) + func_5().b[_wgslsmith_index_u32(u_input.b | 0u, 2u)]))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-575f, global0[_wgslsmith_index_u32(4294967295u, 1u)], -851f, global0[_wgslsmith_index_u32(1u, 1u)])))))));
            switch (u_input.d >> (u_input.a.x % 32u)) {
                case 1i: {
                    var var_1 = func_4(Struct_2(vec4<i32>(reverseBits(-vec2<i32>(-1i, u_input.d)).x, u_input.d, countTrailingZeros(vec2<i32>(3553i, u_input.d) ^ vec2<i32>(u_input.d, -13964i)).x, ~insertBits(vec2<i32>(u_input.d, u_input.d), vec2<i32>(u_input.d, 0i), u_input.c, builtin_num_workgroups.x).x)), _wgslsmith_mod_i32(u_input.d, countTrailingZeros(extractBits(vec4<i32>(-1i, u_input.d, u_input.d, -18360i), u_input.a.x, 1u)).x | u_input.d), Struct_2(vec4<i32>(0i, ~u_input.d, ~(-60025i), 1i) & (select(vec4<i32>(u_input.d, u_input.d, u_input.d, -20985i), vec4<i32>(2147483647i, u_input.d, 0i, u_input.d), true) + ~vec4<i32>(-1i, u_input.d, 137i, u_input.d)))).b;
                    var var_2 = mat3x3<f32>(var_0[_wgslsmith_index_u32(u_input.b, 3u)].wwz, _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(34979u, 2u)].xxx), var_0[_wgslsmith_index_u32(clamp(u_input.e, clamp(builtin_num_workgroups.xz, select(vec4<u32>(u_input.e.x, 4294967295u, 0u, builtin_num_workgroups.x), u_input.a, func_1(mat3x4<f32>(vec4<f32>(var_1[_wgslsmith_index_u32(4294967295u, 2u)].x, global0[_wgslsmith_index_u32(7959u, 1u)], 1000f, var_1[_wgslsmith_index_u32(30021u, 2u)].x), var_0[_wgslsmith_index_u32(0u, 3u)], var_0[_wgslsmith_index_u32(4294967295u, 3u)]), var_0[_wgslsmith_index_u32(59127u, 3u)].zz, var_0[_wgslsmith_index_u32(0u, 3u)].zz, vec4<bool>(false, true, true, true))).wy, ~_wgslsmith_mod_vec2_u32(builtin_num_workgroups.yz, u_input.e)), ~builtin_num_workgroups.xy).x, 3u)].ywy);
                    global1 = true;
                    var var_3 = _wgslsmith_mod_i32(-28005i, _wgslsmith_mod_i32(-(-(-75908i)) / -43078i, countLeadingZeros(select(vec2<i32>(u_input.d, 7665i) - vec2<i32>(-7772i, u_input.d), abs(vec3<i32>(-10790i, -72839i, 2147483647i)).yy, true)).x));
                    var var_4 = vec3<f32>(1000f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(extractBits(builtin_num_workgroups.yy / vec2<u32>(14583u, 17318u), _wgslsmith_mod_u32(~u_input.c, u_input.e.x - u_input.b), 43995u).x, 1u)] * -1000f), _wgslsmith_f_op_f32(-705f));
                }
                case 25364i: {
                }
                case -27986i: {
                    var var_1 = Struct_2(-(~sign(firstTrailingBit(vec4<i32>(-1i, -28834i, u_input.d, u_input.d)))));
                }
                case 7803i: {
                    let var_1 = func_5();
                    let var_2 = true;
                }
                default: {
                    return;
                }
            }
        }
        case 4389i: {
            loop {
                if (LOOP_COUNTERS[23u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
                let var_0 = 18685i;
                global2 = array<Struct_1, 20>();
                let var_1 = max(u_input.a.ywz, ~min(vec4<u32>(u_input.e.x, 39175u * 5163u, ~builtin_num_workgroups.x, ~1u), u_input.a ^ select(u_input.a, u_input.a, vec4<bool>(false, true, true, false))).zzy).x;
                let var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(778f, -239f, 641f, 444f)) + vec4<f32>(-414f, 668f, _wgslsmith_f_op_f32(fract(-1000f)), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 1u)]))), vec4<f32>(global0[_wgslsmith_index_u32(~0u / _wgslsmith_mod_u32(4294967295u, 21746u), 1u)], _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global0[_wgslsmith_index_u32(1u, 1u)], -528f)), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(550f, global0[_wgslsmith_index_u32(45563u, 1u)], 550f, -752f))))).x, _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(u_input.e.x, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)], 292f, -712f), _wgslsmith_div_vec4_f32(vec4<f32>(-116f, 988f, 1000f, global0[_wgslsmith_index_u32(var_1, 1u)]), vec4<f32>(global0[_wgslsmith_index_u32(25623u, 1u)], -1053f, global0[_wgslsmith_index_u32(72265u, 1u)], global0[_wgslsmith_index_u32(var_1, 1u)])), 1107f >= global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])).x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-vec3<f32>(698f, global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])))).x, _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(global0[_wgslsmith_index_u32(u_input.b, 1u)], -731f, global0[_wgslsmith_index_u32(42483u, 1u)]), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(16304u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)])), vec3<f32>(-850f, -444f, 1000f))).x, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(63709u, 1u)]), 304f))), vec4<f32>(_wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(192f, _wgslsmith_f_op_f32(trunc(-944f))))).x, func_3(func_5(), vec4<u32>(~4294967295u, 65040u, ~builtin_num_workgroups.x, ~3705u), firstTrailingBit(max(u_input.a, u_input.a)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0[_wgslsmith_index_u32(104961u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)], -1121f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]))).yy))[_wgslsmith_index_u32(var_1 & 4349u, 3u)].x, 183f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(-693f, -106f, global0[_wgslsmith_index_u32(u_input.a.x, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]) * vec4<f32>(-1266f, -381f, 2518f, global0[_wgslsmith_index_u32(0u, 1u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(650f, -1140f, 681f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])))).x * _wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global0[_wgslsmith_index_u32(var_1, 1u)], 185f, -801f))).zy)).x)));
                (global0)[_wgslsmith_index_u32(0u, 1u)] = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(var_2[_wgslsmith_index_u32(u_input.a.x, 3u)] + vec4<f32>(347f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 1000f, var_2[_wgslsmith_index_u32(20376u, 3u)].x)))).x * 1290f)));
            }
            global0 = array<f32, 1>();
            let var_0 = select(vec3<bool>(true, true, true), vec3<bool>(true, true, true), atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u | u_input.b, ~63270u).exchanged);
            while (true) {
                if (LOOP_COUNTERS[24u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
            }
        }
        default: {
            switch (_wgslsmith_mod_i32(atomicMax(&wg_atomic_i32, ~2147483647i), vec2<i32>(1i, 1i).x) << ((abs(~(vec2<u32>(builtin_num_workgroups.x, builtin_num_workgroups.x) / u_input.a.wx)).x & 0u) % 32u)) {
                case 0i: {
                    var var_0 = func_4(Struct_2(vec4<i32>(sign(vec3<i32>(u_input.d, u_input.d, 0i) & vec3<i32>(i32(-2147483648), -13824i, 11484i)).x, select(vec2<i32>(-39211i, u_input.d), vec2<i32>(2147483647i, -1i), vec2<bool>(false, true)).x | (u_input.d >> (86300u % 32u)), ~u_input.d ^ 16260i, u_input.d)), ~reverseBits(vec2<i32>(~(-14657i), ~u_input.d)).x, Struct_2(-vec4<i32>(-1i, -1i, 2147483647i, -3068i) * _wgslsmith_mod_vec4_i32(-vec4<i32>(u_input.d, 12236i, -16881i, 1984i), vec4<i32>(u_input.d, 0i, 15377i, 2147483647i) - vec4<i32>(i32(-2147483648), -22868i, 1i, -12660i))));
                    var var_1 = mat3x4<f32>(vec4<f32>(1210f, var_0.a, var_0.b[_wgslsmith_index_u32(select(countOneBits(builtin_num_workgroups), vec3<u32>(u_input.b - 1u, builtin_num_workgroups.x - 27719u, 4399u), vec4<bool>(true, true, true, true).yzw).x, 2u)].x, -605f), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(45661u, 1u)], -813f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -537f) + vec4<f32>(-2025f, global0[_wgslsmith_index_u32(0u, 1u)], var_0.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -949f)) - vec4<f32>(-1000f, var_0.a, global0[_wgslsmith_index_u32(u_input.c, 1u)], -1000f)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(round(var_0.b[_wgslsmith_index_u32(1u, 2u)])), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0.a, var_0.b[_wgslsmith_index_u32(var_0.e, 2u)].x, var_0.c, 872f)))))) * vec4<f32>(_wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(~30176u, 2u)].x), global0[_wgslsmith_index_u32(~u_input.a.x, 1u)], 1659f, global0[_wgslsmith_index_u32(~u_input.b, 1u)])), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1787f - 1000f) - _wgslsmith_f_op_f32(dot(vec3<f32>(1422f, global0[_wgslsmith_index_u32(78381u, 1u)], -519f), var_0.b[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].yzz))), _wgslsmith_f_op_f32(_wgslsmith_div_f32(1942f, global0[_wgslsmith_index_u32(u_input.a.x, 1u)]) - global0[_wgslsmith_index_u32(~u_input.a.x, 1u)]), 1271f, _wgslsmith_f_op_vec2_f32(max(vec2<f32>(-260f, 304f), _wgslsmith_f_op_vec3_f32(saturate(var_0.b[_wgslsmith_index_u32(1u, 2u)].xxy)).yz)).x))));
                }
                case 23147i: {
                    ((global2)[_wgslsmith_index_u32(u_input.b, 20u)]).a = -245f;
                    global2 = array<Struct_1, 20>();
                    let var_0 = _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]);
                }
                default: {
                    ((global2)[_wgslsmith_index_u32(countOneBits(vec3<u32>(firstTrailingBit(clamp(builtin_num_workgroups, ~vec3<u32>(u_input.b, 1u, u_input.c), vec3<u32>(20063u, 4294967295u, builtin_num_workgroups.x) / vec3<u32>(1u, 4294967295u, u_input.c)).x), ~builtin_num_workgroups.x, 2189u)).x, 20u)]).d = 4294967295u;
                    let var_0 = !(!(!((sign(vec4<i32>(-24183i, -16229i, 0i, -5407i)).x < max(vec2<i32>(-36120i, 1500i), vec2<i32>(u_input.d, i32(-2147483648))).x))));
                    var var_1 = _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -2124f, global0[_wgslsmith_index_u32(54308u, 1u)])))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, global0[_wgslsmith_index_u32(42256u, 1u)], -1246f, -645f))))))).wy;
                    let var_2 = _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(vec2<f32>(-1133f, 532f) * vec2<f32>(1000f, -681f)))).x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(574f - 385f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(155f * _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(-881f, global0[_wgslsmith_index_u32(0u, 1u)]), vec2<f32>(global0[_wgslsmith_index_u32(15474u, 1u)], 1505f), vec2<f32>(global0[_wgslsmith_index_u32(u_input.c, 1u)], var_1.x))).x)), -1671f), vec3<f32>(var_1.x, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(1000f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), vec4<f32>(var_1.x, var_1.x, 444f, global0[_wgslsmith_index_u32(21458u, 1u)]))).wx * _wgslsmith_f_op_vec2_f32(-vec2<f32>(-105f, 218f))))).x, _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1199f, global0[_wgslsmith_index_u32(4923u, 1u)])) * _wgslsmith_f_op_vec4_f32(round(vec4<f32>(1318f, 426f, global0[_wgslsmith_index_u32(1u, 1u)], global0[_wgslsmith_index_u32(1u, 1u)]))).yy))).x), vec3<bool>(false | all(select(vec4<bool>(true, var_0, var_0, var_0), vec4<bool>(true, var_0, var_0, true), vec4<bool>(false, false, false, var_0))), var_0, var_0))).x;
                    let var_3 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_2, _wgslsmith_f_op_f32(-1002f + _wgslsmith_div_f32(global0[_wgslsmith_index_u32(97945u, 1u)], var_1.x)), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1000f, 699f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-2275f, -1009f)), 2147483647i <= u_input.d)).x, -1689f))).wz, _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_2, global0[_wgslsmith_index_u32(u_input.c, 1u)], var_1.x, global0[_wgslsmith_index_u32(1u, 1u)])))), func_4(Struct_2(vec4<i32>(-11460i, 2597i, u_input.d, 1i)), i32(-2147483648), Struct_2(vec4<i32>(u_input.d, u_input.d, u_input.d, u_input.d) | vec4<i32>(-69328i, u_input.d, u_input.d, u_input.d))).b[_wgslsmith_index_u32(~(func_4(Struct_2(vec4<i32>(21591i, u_input.d, 10222i, u_input.d)), u_input.d, Struct_2(vec4<i32>(u_input.d, u_input.d, u_input.d, i32(-2147483648)))).e / u_input.e.x), 2u)])).yw, _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2) + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global0[_wgslsmith_index_u32(44270u, 1u)], var_1.x, 1000f, -1767f), vec4<f32>(var_2, 921f, 557f, -903f), vec4<bool>(true, var_0, true, false))).x), _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-859f, -1192f, 302f, -410f))).xx, _wgslsmith_f_op_vec2_f32(-vec2<f32>(1155f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])))).x) * _wgslsmith_f_op_vec2_f32(select(vec2<f32>(func_3(Struct_1(588f, mat2x4<f32>(vec4<f32>(378f, -1068f, var_2, -1000f), vec4<f32>(var_2, 1795f, 1033f, -1666f)), 911f, 50087u, builtin_num_workgroups.x), u_input.a, u_input.a, vec2<f32>(var_2, var_2))[_wgslsmith_index_u32(28488u, 3u)].x, _wgslsmith_f_op_f32(dot(vec4<f32>(global0[_wgslsmith_index_u32(1u, 1u)], var_1.x, 140f, var_2), vec4<f32>(global0[_wgslsmith_index_u32(1u, 1u)], var_2, var_2, -154f)))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(-206f, -624f) + vec2<f32>(var_2, 714f)) + _wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(var_2, var_1.x)))), !select(var_0, var_0, false)))));
                }
            }
        }
    }
    (global0)[_wgslsmith_index_u32(u_input.a.x, 1u)] = 155f;
    while (!(!atomicCompareExchangeWeak(&wg_atomic_i32, 16313i, 1i).exchanged)) {
        if (LOOP_COUNTERS[25u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
    }
    let var_0 = global0[_wgslsmith_index_u32(~(~4976u), 1u)];
    var var_1 = Struct_2(~vec4<i32>(u_input.d, -max(vec2<i32>(u_input.d, 44959i), vec2<i32>(u_input.d, u_input.d)).x, firstTrailingBit(vec4<i32>(-1i, 15393i, u_input.d, u_input.d) + vec4<i32>(u_input.d, 0i, u_input.d, u_input.d)).x, ~2147483647i));
    for (var var_2: i32; ; global1 = false) {
        if (LOOP_COUNTERS[26u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
        var var_3 = Struct_2(vec4<i32>(-1i, 1i, 2147483647i, max(-extractBits(var_1.a.zyx, u_input.e.x, 1u), vec3<i32>(u_input.d, 0i, countOneBits(var_1.a.xw).x)).x));
        let var_4 = countTrailingZeros((var_3.a.wwy & var_1.a.yyy) | ~(-(var_3.a.zxy / vec3<i32>(1i, i32(-2147483648), 10057i)))).x;
        loop {
            if (LOOP_COUNTERS[27u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
            var_2 = var_3.a.x;
            continuing {
                var var_5 = vec3<u32>(~44529u, 1u, u_input.b);
                var var_6 = var_3.a.yz;
                let var_7 = sign(var_3.a).zzy;
                let var_8 = 199f;
                var var_9 = Struct_2(reverseBits(vec4<i32>(countLeadingZeros(vec2<i32>(var_7.x, -1i)).x ^ 34822i, -26482i >> (builtin_num_workgroups.x % 32u), 1078i + 2147483647i, 1i)));
            }
        }
        (global0)[_wgslsmith_index_u32(0u, 1u)] = _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(trunc(1000f)), _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(181f * global0[_wgslsmith_index_u32(u_input.e.x, 1u)])), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(2023f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]))).x * 1000f)))) - _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(479f, global0[_wgslsmith_index_u32(u_input.c, 1u)], -1000f, -574f)))).xwx, vec3<f32>(global0[_wgslsmith_index_u32(clamp(builtin_num_workgroups.yz, vec2<u32>(builtin_num_workgroups.x, 4294967295u), builtin_num_workgroups.yy).x, 1u)], _wgslsmith_f_op_f32(-582f), global0[_wgslsmith_index_u32(u_input.e.x, 1u)]))).x));
        for (var var_5 = 2147483647i; ; var_5 -= 1i) {
            if (LOOP_COUNTERS[28u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
            var_2 = -(-22558i);
            continue;
        }
    }
    var var_2 = (-u_input.d < _wgslsmith_mod_i32(u_input.d, atomicLoad(&wg_atomic_i32)));
    if ((global0[_wgslsmith_index_u32(func_5().d, 1u)] < -387f)) {
        let var_3 = func_3(global2[_wgslsmith_index_u32(extractBits(clamp(u_input.a.xyw, vec3<u32>(builtin_num_workgroups.x, 55804u, 1u), u_input.a.zzw), min(builtin_num_workgroups.yz, vec2<u32>(builtin_num_workgroups.x, u_input.c)).x, abs(vec3<u32>(1u, 4294967295u, u_input.b)).x).x | (dot(_wgslsmith_mod_vec3_u32(vec3<u32>(u_input.c, u_input.b, 52390u), u_input.a.zyw), firstLeadingBit(u_input.a.wyy)) / u_input.e.x), 20u)], u_input.a | (~vec4<u32>(builtin_num_workgroups.x, 4294967295u, builtin_num_workgroups.x, 1u) / ~(vec4<u32>(u_input.c, 2625u, u_input.e.x, u_input.e.x) + u_input.a)), ~u_input.a, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(434f, _wgslsmith_f_op_f32(-(-665f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(1146f, 546f, -155f))).yz))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global0[_wgslsmith_index_u32(1u, 1u)], 843f, -604f, -1059f))))).xw * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(248f, 1798f, global0[_wgslsmith_index_u32(u_input.a.x, 1u)]))).yy - vec2<f32>(532f, 786f)))));
        loop {
            if (LOOP_COUNTERS[29u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
            var var_4 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_3[_wgslsmith_index_u32(builtin_num_workgroups.x / builtin_num_workgroups.x, 3u)].x, func_3(Struct_1(global0[_wgslsmith_index_u32(0u, 1u)], mat2x4<f32>(vec4<f32>(621f, var_3[_wgslsmith_index_u32(38683u, 3u)].x, global0[_wgslsmith_index_u32(47439u, 1u)], -656f), vec4<f32>(var_3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -1100f, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.a.x, 1u)])), global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], u_input.a.x, builtin_num_workgroups.x), u_input.a, u_input.a, var_3[_wgslsmith_index_u32(u_input.c, 3u)].xz)[_wgslsmith_index_u32(~4294967295u, 3u)].x, global0[_wgslsmith_index_u32(~u_input.e.x, 1u)])) - vec3<f32>(850f, -560f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(915f, -159f, 219f, 449f))).x * _wgslsmith_f_op_f32(-222f)))), var_3[_wgslsmith_index_u32(countLeadingZeros(select(vec4<u32>(firstTrailingBit(builtin_num_workgroups.zx).x, 4294967295u + 4294967295u, 11915u, builtin_num_workgroups.x), select(~u_input.a, ~vec4<u32>(4294967295u, u_input.b, builtin_num_workgroups.x, 1u), vec4<bool>(true, true, true, true)), -1048f >= _wgslsmith_f_op_vec4_f32(select(vec4<f32>(362f, -306f, var_3[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(u_input.c, 1u)]), vec4<f32>(var_3[_wgslsmith_index_u32(0u, 3u)].x, var_3[_wgslsmith_index_u32(0u, 3u)].x, 615f, global0[_wgslsmith_index_u32(1u, 1u)]), false)).x)).x, 3u)], _wgslsmith_f_op_vec3_f32(-var_3[_wgslsmith_index_u32(~(1u >> (firstLeadingBit(builtin_num_workgroups.zx).x % 32u)), 3u)]), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_3[_wgslsmith_index_u32(56124u, 3u)] - vec3<f32>(-670f, global0[_wgslsmith_index_u32(u_input.c, 1u)], -957f)) + vec3<f32>(var_3[_wgslsmith_index_u32(4294967295u, 3u)].x, -845f, -512f))))));
            break;
        }
        let var_4 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-var_3[_wgslsmith_index_u32(~(~(~35569u)), 3u)].yz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(var_3[_wgslsmith_index_u32(37915u, 3u)].x, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, var_3[_wgslsmith_index_u32(88781u, 3u)].x))).zy * vec2<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4051u, 1u)]), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 1u)], 1166f)))) - _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global0[_wgslsmith_index_u32(u_input.e.x, 1u)], 148f)), vec4<f32>(216f, -754f, -623f, global0[_wgslsmith_index_u32(89023u, 1u)]), vec4<bool>(true, true, true, true))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-1101f, -1212f, -1479f, global0[_wgslsmith_index_u32(29908u, 1u)]), vec4<f32>(global0[_wgslsmith_index_u32(8836u, 1u)], 965f, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 745f))), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_3[_wgslsmith_index_u32(18778u, 3u)].x, var_3[_wgslsmith_index_u32(u_input.c, 3u)].x, 168f, 1000f), vec4<f32>(643f, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], var_3[_wgslsmith_index_u32(25441u, 3u)].x), vec4<f32>(var_3[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 820f, global0[_wgslsmith_index_u32(66005u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])))))).zx), _wgslsmith_f_op_vec2_f32(-var_3[_wgslsmith_index_u32(~(~8173u ^ builtin_num_workgroups.x), 3u)].zx));
        let var_5 = 1968f;
        for (var var_6 = 0i; ; ) {
            if (LOOP_COUNTERS[30u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[30u] = LOOP_COUNTERS[30u] + 1u;
            var var_7 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_5, -1272f, var_5, var_4[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x) - vec4<f32>(var_3[_wgslsmith_index_u32(40741u, 3u)].x, var_4[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 338f, var_3[_wgslsmith_index_u32(4294967295u, 3u)].x)) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(7871u, 1u)], var_3[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 787f, 1306f) * vec4<f32>(-1375f, var_5, var_4[_wgslsmith_index_u32(129487u, 4u)].x, 764f)))))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-617f, 1625f, global0[_wgslsmith_index_u32(43721u, 1u)], -742f)) + _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-526f, global0[_wgslsmith_index_u32(u_input.c, 1u)], 982f, var_4[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x)))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(2082f, -371f, 741f, 980f))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(var_3[_wgslsmith_index_u32(1u, 3u)].x, -707f, -947f, 666f), vec4<f32>(-970f, global0[_wgslsmith_index_u32(u_input.e.x, 1u)], -493f, var_3[_wgslsmith_index_u32(u_input.e.x, 3u)].x))) + vec4<f32>(var_3[_wgslsmith_index_u32(1u, 3u)].x, 1142f, var_5, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(59283u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 1721f, -2132f) + vec4<f32>(var_5, var_5, 919f, 2042f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0[_wgslsmith_index_u32(0u, 1u)], -195f, var_3[_wgslsmith_index_u32(4294967295u, 3u)].x, 488f) * vec4<f32>(1034f, 115f, var_3[_wgslsmith_index_u32(30011u, 3u)].x, -270f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-636f, -1000f, -756f, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-(-721f)), _wgslsmith_f_op_f32(205f + 1070f), _wgslsmith_f_op_f32(-(-3114f)), _wgslsmith_f_op_vec3_f32(select(var_3[_wgslsmith_index_u32(40981u, 3u)], var_3[_wgslsmith_index_u32(32842u, 3u)], true)).x))));
            var var_8 = u_input.e.x;
            continue;
        }
    } else if (true) {
        var var_3 = ~(27812u ^ clamp(vec3<u32>(u_input.c, ~4294967295u, ~builtin_num_workgroups.x), u_input.a.wyz, builtin_num_workgroups >> (vec3<u32>(0u, 63439u, 26916u) % vec3<u32>(32u))).x);
        var var_4 = Struct_2(min(vec4<i32>(var_1.a.x, insertBits(var_1.a, var_1.a, 4294967295u, builtin_num_workgroups.x).x, 0i + u_input.d, 2147483647i) ^ var_1.a, vec4<i32>(-u_input.d, u_input.d & u_input.d, -30798i, var_1.a.x | var_1.a.x) << (u_input.a % vec4<u32>(32u))));
    } else if (any(vec4<bool>(true, true, !(!((-44645i < u_input.d))), true))) {
        for (var var_3 = -1i; var_3 == 48027i; ) {
            if (LOOP_COUNTERS[31u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[31u] = LOOP_COUNTERS[31u] + 1u;
            var var_4 = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-237f * global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), _wgslsmith_f_op_f32(-1271f), global0[_wgslsmith_index_u32(~90119u, 1u)])))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(_wgslsmith_f_op_f32(-(-1285f)), global0[_wgslsmith_index_u32(~116843u, 1u)], global0[_wgslsmith_index_u32(min(vec4<u32>(4294967295u, 0u, u_input.c, 1u), u_input.a).x, 1u)]))) * vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(233f + global0[_wgslsmith_index_u32(u_input.b, 1u)])), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(217f - -336f) + _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global0[_wgslsmith_index_u32(1u, 1u)], 702f, global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), vec4<f32>(-118f, global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -1273f))).x), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1292f, global0[_wgslsmith_index_u32(23711u, 1u)], global0[_wgslsmith_index_u32(103519u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)])), vec4<f32>(399f, -258f, global0[_wgslsmith_index_u32(25623u, 1u)], -579f))).x)));
            var_3 = -8355i;
            break;
        }
        var var_3 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(1u, 1u)], 1050f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]) * vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], 601f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)])), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(global0[_wgslsmith_index_u32(1u, 1u)], global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(u_input.e.x, 1u)]))), vec3<f32>(-444f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -615f))).x), global0[_wgslsmith_index_u32(countOneBits(u_input.a - u_input.a).x / builtin_num_workgroups.x, 1u)]), vec2<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(44530u, 1u)]), global0[_wgslsmith_index_u32(~(~u_input.b >> (~0u % 32u)), 1u)]));
        for (var var_4 = -29437i; ; var_4 -= 1i) {
            if (LOOP_COUNTERS[32u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[32u] = LOOP_COUNTERS[32u] + 1u;
            ((var_1).a).x = ~(~atomicMin(&wg_atomic_i32, countLeadingZeros(vec2<i32>(i32(-2147483648), var_1.a.x)).x * var_1.a.x));
        }
        var_2 = true;
        for (var var_4: i32; true; var_4 += 1i) {
            if (LOOP_COUNTERS[33u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[33u] = LOOP_COUNTERS[33u] + 1u;
            var_2 = atomicCompareExchangeWeak(&wg_atomic_i32, extractBits(vec2<i32>(u_input.d, extractBits(vec3<i32>(1i, 1i, 1i).x, builtin_num_workgroups.x, u_input.c * u_input.e.x)), firstTrailingBit(countOneBits(vec4<u32>(u_input.e.x, 3951u, u_input.c, 7752u)).x), 73840u / (4294967295u * builtin_num_workgroups.x)).x, ~(var_1.a.x / _wgslsmith_mod_i32(-34434i, u_input.d))).exchanged;
            var var_5 = Struct_1(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global0[_wgslsmith_index_u32(0u, 1u)], -642f, -282f, var_3[_wgslsmith_index_u32(4294967295u, 2u)].x))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1263f, 293f, global0[_wgslsmith_index_u32(50866u, 1u)], -1249f))), vec2<bool>(true, true).x)).yyy, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1029f, -1169f, -822f) * vec3<f32>(281f, var_3[_wgslsmith_index_u32(34589u, 2u)].x, 596f)), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-1106f, 327f, 190f), vec3<f32>(-617f, var_3[_wgslsmith_index_u32(u_input.b, 2u)].x, 189f), vec3<bool>(true, true, false))), true)), vec3<bool>(true, true, true))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-713f, 603f, -879f))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_3[_wgslsmith_index_u32(1u, 2u)].x, 949f, 580f) - vec3<f32>(var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, 1000f, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x)) + _wgslsmith_f_op_vec3_f32(vec3<f32>(var_3[_wgslsmith_index_u32(12272u, 2u)].x, var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -1000f) * vec3<f32>(-1669f, global0[_wgslsmith_index_u32(15047u, 1u)], var_3[_wgslsmith_index_u32(u_input.c, 2u)].x)))))).x, mat2x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_3[_wgslsmith_index_u32(u_input.b, 2u)].x, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -1133f, -2581f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(240f, var_3[_wgslsmith_index_u32(57795u, 2u)].x, global0[_wgslsmith_index_u32(0u, 1u)], 597f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_3[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, 646f, 1466f, global0[_wgslsmith_index_u32(1u, 1u)]) * vec4<f32>(-324f, global0[_wgslsmith_index_u32(1u, 1u)], 1000f, var_3[_wgslsmith_index_u32(111492u, 2u)].x)) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-1597f, 671f, -2072f, -703f) - vec4<f32>(global0[_wgslsmith_index_u32(20323u, 1u)], var_3[_wgslsmith_index_u32(57036u, 2u)].x, 1000f, 459f)))), var_3[_wgslsmith_index_u32(min(clamp(u_input.a, vec4<u32>(u_input.b, 0u, builtin_num_workgroups.x, 0u) ^ (vec4<u32>(0u, builtin_num_workgroups.x, 193u, 43646u) - u_input.a), _wgslsmith_mod_vec4_u32(vec4<u32>(builtin_num_workgroups.x, 43334u, 48521u, u_input.b), u_input.a)).wwz, max(reverseBits(~u_input.a).zyz, (builtin_num_workgroups / vec3<u32>(builtin_num_workgroups.x, 0u, 0u)) / ~vec3<u32>(builtin_num_workgroups.x, u_input.e.x, 4294967295u))).x, 2u)].x, ~(58896u | u_input.a.x), ~builtin_num_workgroups.x * u_input.c);
            (global0)[_wgslsmith_index_u32(1u, 1u)] = global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)];
        }
    } else {
        var var_3 = global2[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, atomicMax(&wg_atomic_u32, builtin_num_workgroups.x) * (38686u & ~builtin_num_workgroups.x)), 20u)];
    }
    let x = u_input.a;
    s_output = StorageBuffer(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(trunc(global0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 4294967295u), 1u)])), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(~73038u, 1u)]), global0[_wgslsmith_index_u32(~(u_input.c + 99196u), 1u)]) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_div_vec4_f32(vec4<f32>(-1678f, global0[_wgslsmith_index_u32(46571u, 1u)], 986f, global0[_wgslsmith_index_u32(u_input.c, 1u)]), vec4<f32>(1639f, global0[_wgslsmith_index_u32(4294967295u, 1u)], 446f, global0[_wgslsmith_index_u32(4294967295u, 1u)])))).yyx)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(~0u, 1u)], _wgslsmith_f_op_f32(-(-1180f)), _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(210f, global0[_wgslsmith_index_u32(13537u, 1u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)]), vec3<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(u_input.a.x, 1u)]), vec3<f32>(global0[_wgslsmith_index_u32(7940u, 1u)], global0[_wgslsmith_index_u32(4294967295u, 1u)], global0[_wgslsmith_index_u32(u_input.c, 1u)]))).x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 1u)]))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -290f, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -1000f), _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 1u)], -1312f, global0[_wgslsmith_index_u32(u_input.c, 1u)], -366f), vec4<f32>(-692f, -437f, -985f, 148f))), _wgslsmith_div_vec4_f32(vec4<f32>(197f, 1415f, -236f, global0[_wgslsmith_index_u32(4294967295u, 1u)]), vec4<f32>(-714f, global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(0u, 1u)], global0[_wgslsmith_index_u32(60964u, 1u)]))))), vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.c ^ 1u, 1u)]), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-873f))), global0[_wgslsmith_index_u32(20645u | builtin_num_workgroups.x, 1u)], global0[_wgslsmith_index_u32(~(57605u + u_input.c), 1u)])), firstTrailingBit(vec4<i32>(-u_input.d & -4961i, -81978i, 1i, -countOneBits(vec3<i32>(0i, i32(-2147483648), -42441i)).x)), func_4(Struct_2(var_1.a << ((vec4<u32>(u_input.c, 37378u, builtin_num_workgroups.x, 17609u) - vec4<u32>(u_input.b, builtin_num_workgroups.x, 4294967295u, u_input.e.x)) % vec4<u32>(32u))), -157i, Struct_2(firstTrailingBit(var_1.a) / ~vec4<i32>(2147483647i, -51128i, -19757i, u_input.d))).b);
}

