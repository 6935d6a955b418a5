// {"0:0":[3,250,30,65,154,100,48,115,27,192,192,94,215,150,138,82,5,109,66,108,33,125,125,255,124,129,96,177,57,87,155,195,129,43,4,184,67,130,18,137,167,50,107,188,222,65,114,175,136,106,35,120,206,42,137,226,135,74,34,12,79,66,205,57]}
// Seed: 46

struct Struct_1 {
    a: vec3<u32>,
    @size(16)
    b: i32,
    @align(64)
    c: vec3<f32>,
    @size(4)
    d: u32,
}

struct Struct_2 {
    @align(64)
    a: mat2x3<f32>,
    @align(32)
    @size(60)
    b: mat3x3<f32>,
}

struct Struct_3 {
    @size(16)
    a: f32,
    @align(128)
    @size(140)
    b: Struct_2,
    c: i32,
    @align(4)
    d: f32,
    e: f32,
}

struct Struct_4 {
    @align(16)
    @size(32)
    a: mat2x3<f32>,
    b: mat2x2<f32>,
}

struct Struct_5 {
    @align(64)
    a: Struct_2,
    @align(16)
    @size(8)
    b: i32,
    @size(64)
    c: mat4x3<f32>,
}

struct UniformBuffer {
    @size(28)
    a: vec4<u32>,
    @align(32)
    b: vec2<u32>,
}

struct StorageBuffer {
    @align(64)
    @size(32)
    a: mat2x3<f32>,
    @align(64)
    @size(28)
    b: vec3<u32>,
    @align(16)
    c: f32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: array<mat2x2<f32>, 29>;

var<workgroup> global1: mat2x2<f32>;

var<workgroup> global2: array<mat2x4<f32>, 8>;

var<workgroup> global3: array<f32, 28>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 13>;

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: f32) -> mat2x4<f32> {
    var var_0 = vec4<i32>(~(-atomicCompareExchangeWeak(&wg_atomic_i32, 11739i, -1i).old_value) >> (max(u_input.a.xzy - ~vec3<u32>(u_input.b.x, 0u, u_input.b.x), vec3<u32>(~4294967295u, ~1u, insertBits(u_input.b.x, 0u, u_input.a.x, u_input.b.x))).x % 32u), ~(-extractBits(vec4<i32>(i32(-2147483648), -25538i, -2215i, -6782i), u_input.a.x, atomicAdd(&wg_atomic_u32, 1u)).x), -(-1i), -1i >> (_wgslsmith_mod_u32(countLeadingZeros(select(u_input.a, vec4<u32>(65372u, u_input.b.x, u_input.a.x, 26836u), vec4<bool>(true, true, true, false))).x, u_input.b.x) % 32u));
    switch (var_0.x) {
        case -10542i: {
            switch (~select(min(vec2<i32>(i32(-2147483648), var_0.x), vec2<i32>(var_0.x, -15148i)), var_0.ww, true).x) {
                default: {
                    global0 = array<mat2x2<f32>, 29>();
                    let var_1 = mat4x3<f32>(vec3<f32>(global1[_wgslsmith_index_u32(60378u, 2u)].x, arg_0, -1282f), vec3<f32>(global3[_wgslsmith_index_u32(firstLeadingBit(max(u_input.a.wwz, vec3<u32>(u_input.b.x, 1u, 4294967295u)) ^ ~vec3<u32>(31175u, u_input.b.x, 0u)).x, 28u)], _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(global1[_wgslsmith_index_u32(0u, 2u)].x, 312f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).xy, _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(0u, 2u)] + _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-1726f, -554f, global3[_wgslsmith_index_u32(0u, 28u)], global3[_wgslsmith_index_u32(65797u, 28u)]))).xw))).x, 565f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1[_wgslsmith_index_u32(26454u, 2u)].x, 598f, global1[_wgslsmith_index_u32(34091u, 2u)].x, 830f), vec4<f32>(-1048f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)], global3[_wgslsmith_index_u32(31260u, 28u)], 789f))).xzy)) - _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-839f, arg_0, -530f, -1018f), vec4<f32>(global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1454f, arg_0, global1[_wgslsmith_index_u32(14580u, 2u)].x))).zwy, _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(249f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -329f, global3[_wgslsmith_index_u32(4294967295u, 28u)]))).ywz)) * _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_div_vec3_f32(vec3<f32>(439f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_0), vec3<f32>(-1644f, -963f, -198f)))))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(arg_0 + -499f), -1491f, _wgslsmith_f_op_f32(-604f * global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x), global1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, u_input.a.x), 2u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(4294967295u, 2u)].x, _wgslsmith_f_op_f32(1265f - global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x), global1[_wgslsmith_index_u32(~63002u, 2u)].x, _wgslsmith_div_f32(-1149f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))).yyx);
                }
            }
        }
        case -16113i: {
            var var_1 = Struct_4(mat2x3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(716f, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_0, -1000f) - vec4<f32>(1505f, 351f, arg_0, -978f)) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-491f, -1000f, arg_0, 234f)))))).ywy, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(4294967295u, 28u)], 1658f, global1[_wgslsmith_index_u32(0u, 2u)].x, arg_0) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1[_wgslsmith_index_u32(51944u, 2u)].x, 1537f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)], -279f))))).yxz), mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-466f + arg_0), _wgslsmith_f_op_f32(arg_0 - -745f)), global1[_wgslsmith_index_u32(u_input.a.x / u_input.a.x, 2u)]));
            switch (i32(-2147483648)) {
                case i32(-2147483648): {
                    var var_2 = ~(-_wgslsmith_mod_vec4_i32(vec4<i32>(~var_0.x, 1i, 1i + var_0.x, select(var_0.zyy, vec3<i32>(6291i, 54636i, var_0.x), vec3<bool>(false, false, false)).x), min(vec4<i32>(42324i, 2147483647i, -1i, 2147483647i), vec4<i32>(1i, var_0.x, var_0.x, -37794i)) / countTrailingZeros(vec4<i32>(2147483647i, var_0.x, 2147483647i, var_0.x))));
                    let var_3 = 201f;
                    let var_4 = Struct_1(vec3<u32>(u_input.b.x >> (~u_input.b.x % 32u), ((u_input.b.x >> (23064u % 32u)) * ~0u) + u_input.a.x, 4294967295u + atomicMin(&wg_atomic_u32, u_input.a.x)), var_0.x, _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2532f, -1077f, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_1.b[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -883f, var_3), vec4<f32>(-474f, var_3, 232f, var_1.a[_wgslsmith_index_u32(u_input.b.x, 2u)].x), vec4<f32>(-1285f, global3[_wgslsmith_index_u32(0u, 28u)], 1000f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))).x, var_3)))).zxz, ~(~1u));
                }
                default: {
                    var var_2 = Struct_4(mat2x3<f32>(vec3<f32>(global3[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(1u, 21866u, 20360u)).x, 28u)], _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1604f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)], global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_1.b[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))).x, arg_0), vec3<f32>(_wgslsmith_f_op_f32(-159f), _wgslsmith_f_op_f32(-var_1.b[_wgslsmith_index_u32(92447u, 2u)].x), arg_0)), global0[_wgslsmith_index_u32(13718u, 29u)]);
                    var var_3 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(abs(var_2.b[_wgslsmith_index_u32(max(u_input.b.x, 8036u), 2u)])))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_1.a[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 2u)].xx - _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_2.a[_wgslsmith_index_u32(0u, 2u)].zy), _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1284f, global3[_wgslsmith_index_u32(14358u, 28u)]))))), vec2<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(vec3<f32>(1395f, arg_0, arg_0) - _wgslsmith_f_op_vec3_f32(sign(var_2.a[_wgslsmith_index_u32(u_input.a.x, 2u)]))))).x, 1000f));
                    var var_4 = Struct_4(var_1.a, mat2x2<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(vec4<f32>(var_2.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 934f, global3[_wgslsmith_index_u32(0u, 28u)], -540f), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1179f, -280f, global3[_wgslsmith_index_u32(4294967295u, 28u)], -158f))))).xx, _wgslsmith_f_op_vec2_f32(step(vec2<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(-1000f, var_3[_wgslsmith_index_u32(u_input.a.x, 3u)].x), var_3[_wgslsmith_index_u32(0u, 3u)])).x, _wgslsmith_f_op_f32(-(-383f))), var_1.b[_wgslsmith_index_u32(~4294967295u, 2u)]))));
                    ((global1)[_wgslsmith_index_u32(abs(38596u) & u_input.b.x, 2u)]).x = -261f;
                }
            }
        }
        default: {
            let var_1 = true;
            loop {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            }
        }
    }
    let var_1 = Struct_1(vec3<u32>(u_input.a.x + 24033u, u_input.a.x, atomicExchange(&wg_atomic_u32, select(u_input.a.zx, ~u_input.b, true).x)), min(2147483647i, 23758i), vec3<f32>(-100f, 1328f, _wgslsmith_f_op_f32(-(-457f))), ~u_input.a.x);
    let var_2 = _wgslsmith_f_op_f32(dot(vec2<f32>(_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x - _wgslsmith_f_op_f32(-arg_0)))), _wgslsmith_div_f32(global1[_wgslsmith_index_u32(select(vec3<u32>(u_input.a.x, 63068u, 0u), var_1.a, false).x, 2u)].x, _wgslsmith_f_op_f32(-var_1.c.x))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(4294967295u, 28u)])), global3[_wgslsmith_index_u32(u_input.b.x, 28u)])));
    var var_3 = Struct_2(mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_2, 897f, 563f))).x, -1214f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-553f - 994f))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_1.c.x, var_2, -646f, -1471f) * vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 28u)], 487f, var_1.c.x, -979f)))).xxw + var_1.c)), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-1350f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)], global3[_wgslsmith_index_u32(78198u, 28u)]), vec3<f32>(-450f, var_1.c.x, global3[_wgslsmith_index_u32(4294967295u, 28u)]))))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_2, 1000f, 1749f, global3[_wgslsmith_index_u32(var_1.a.x, 28u)])))), vec4<f32>(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(global1[_wgslsmith_index_u32(0u, 2u)].x, -1000f))).x, _wgslsmith_div_f32(var_2, 1784f), -452f, 931f), i32(-2147483648) >= var_1.b)).yzw, var_1.c));
    return global2[_wgslsmith_index_u32(u_input.a.x, 8u)];
}

fn func_4(arg_0: mat2x4<f32>, arg_1: i32, arg_2: vec3<u32>) -> vec2<i32> {
    global0 = array<mat2x2<f32>, 29>();
    let var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(global3[_wgslsmith_index_u32(1u, 28u)], arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x)), global3[_wgslsmith_index_u32(~13301u, 28u)])), _wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(9379u, 2u)].zz), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(vec3<f32>(2275f, _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 28u)], global1[_wgslsmith_index_u32(4294967295u, 2u)].x, 440f, -597f))).x, _wgslsmith_f_op_f32(-834f)) - arg_0[_wgslsmith_index_u32(~arg_2.x >> ((arg_2.x - arg_2.x) % 32u), 2u)].zzw))).yz, _wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(~countOneBits(u_input.b).x + arg_2.x, 2u)].xx));
    return sign(~countLeadingZeros(select(vec4<i32>(i32(-2147483648), -1i, 1i, i32(-2147483648)), vec4<i32>(arg_1, 7258i, 7666i, 0i), vec4<bool>(true, false, false, false))) - ~countTrailingZeros(vec4<i32>(1i, 2147483647i, arg_1, arg_1))).wy;
}

fn func_3(arg_0: i32, arg_1: i32, arg_2: mat2x2<f32>) -> Struct_2 {
    if (false) {
        switch (_wgslsmith_mod_i32(abs(func_4(func_5(arg_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(206u, u_input.b.x), 2u)].x), atomicXor(&wg_atomic_i32, max(46844i, -1i)), vec3<u32>(~u_input.b.x, u_input.a.x, 18187u - 33945u))).x, ~clamp(~(vec3<i32>(1i, arg_1, -1i) / vec3<i32>(0i, arg_1, i32(-2147483648))), extractBits(extractBits(vec3<i32>(-26079i, arg_1, arg_1), u_input.b.x, 0u), reverseBits(u_input.b).x, ~u_input.b.x), countLeadingZeros(vec4<i32>(-28100i, arg_0, arg_1, arg_1)).wyw / (vec3<i32>(-65042i, arg_1, arg_1) / vec3<i32>(-55501i, arg_1, arg_1))).x)) {
            default: {
                let var_0 = _wgslsmith_f_op_vec2_f32(max(vec2<f32>(_wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(-503f, global3[_wgslsmith_index_u32(21747u, 28u)], global3[_wgslsmith_index_u32(u_input.a.x, 28u)], global3[_wgslsmith_index_u32(45387u, 28u)]))).wx - _wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(8769u, 2u)] - global1[_wgslsmith_index_u32(u_input.a.x, 2u)])))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x) + _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 28u)], arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global1[_wgslsmith_index_u32(4294967295u, 2u)].x, global1[_wgslsmith_index_u32(41066u, 2u)].x) * vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 28u)], -387f, 581f, -2073f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1892f, 367f, -710f, -1000f)), vec4<bool>(true, true, true, true))).x)), global1[_wgslsmith_index_u32(~select(u_input.a.yxw, ~abs(vec4<u32>(39744u, u_input.b.x, u_input.b.x, u_input.b.x)).yxz, vec3<bool>(global3[_wgslsmith_index_u32(4294967295u, 28u)] <= -511f, arg_0 > arg_1, true)).x, 2u)]));
                var var_1 = vec2<bool>(select(vec3<bool>(true, true, select(true, true, arg_1 != 1i)), vec3<bool>(vec4<bool>(true, true, true, true).x, true, true), vec3<bool>(true, true, true)).x, any(vec3<bool>(true, true, true)));
                var var_2 = Struct_1(vec3<u32>(~(max(u_input.a.xxw, vec3<u32>(u_input.a.x, 0u, 31018u)).x ^ ~4294967295u), firstLeadingBit(vec3<u32>(u_input.a.x / u_input.b.x, u_input.a.x, u_input.b.x)).x, u_input.a.x >> (~u_input.a.x % 32u)), ~(~abs(vec2<i32>(2147483647i, arg_1)).x) / arg_1, vec3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(0u, 28u)], 1003f, -596f, arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x) + vec4<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 28u)], -572f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1998f)))))).x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x), _wgslsmith_f_op_f32(721f * _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(abs(global1[_wgslsmith_index_u32(u_input.b.x, 2u)])).x - _wgslsmith_f_op_f32(exp2(global1[_wgslsmith_index_u32(46809u, 2u)].x))))), 72483u);
                var var_3 = ~(~(u_input.b / ~var_2.a.zy));
            }
        }
        ((global2)[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(~u_input.b.x), atomicExchange(&wg_atomic_u32, dot(~u_input.b, countOneBits(u_input.a.wyz).xx) + clamp(countLeadingZeros(u_input.a).wwy, u_input.a.xzy, countTrailingZeros(vec3<u32>(3005u, 69510u, u_input.a.x))).x)), 8u)])[_wgslsmith_index_u32(u_input.a.x, 2u)] = vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1440f + _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.a.x, 28u)] + 1132f)) + _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x, global1[_wgslsmith_index_u32(13034u, 2u)].x) - arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)]))).x) - global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x), global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-988f) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(-585f)))), 2405f);
        while (((_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-690f) * global3[_wgslsmith_index_u32(0u, 28u)]) < _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.a.x, 28u)] - 1000f) - _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(1u, 2u)].x * -780f)), 981f))) | (vec4<bool>(true, true, true, true).x && (_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(0u * u_input.b.x, 2u)].x) >= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1083f * global3[_wgslsmith_index_u32(u_input.a.x, 28u)]))))) {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
            var var_0 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)] + _wgslsmith_f_op_vec2_f32(-vec2<f32>(-720f, 265f))))).x);
        }
        for (var var_0 = 20079i; (var_0 < 2147483647i); var_0 -= 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-137f, 408f)), _wgslsmith_f_op_vec2_f32(vec2<f32>(-1000f, arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x) + vec2<f32>(-1747f, 129f)))) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global1[_wgslsmith_index_u32(u_input.b.x, 2u)] * vec2<f32>(arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 28u)]))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global1[_wgslsmith_index_u32(29399u, 2u)])) - arg_2[_wgslsmith_index_u32((1u + u_input.b.x) | ~55454u, 2u)])), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1470f, arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 490f)), vec3<f32>(global3[_wgslsmith_index_u32(u_input.b.x, 28u)], global1[_wgslsmith_index_u32(35552u, 2u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 28u)])) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(231f, -894f, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, -1631f), vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 28u)], arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -999f)), vec4<f32>(593f, global3[_wgslsmith_index_u32(4294967295u, 28u)], 796f, 650f), true)).yzz))).yy);
            let var_2 = arg_0;
            continue;
        }
        return Struct_2(mat2x3<f32>(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-397f, 456f, 1726f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))).wzz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1025f, arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(1203f, -2531f, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x))) * _wgslsmith_div_vec3_f32(vec3<f32>(-665f, 870f, 300f), vec3<f32>(1842f, 954f, 2010f))) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(step(vec3<f32>(global1[_wgslsmith_index_u32(1147u, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, global1[_wgslsmith_index_u32(0u, 2u)].x), vec3<f32>(global3[_wgslsmith_index_u32(4294967295u, 28u)], arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1523f)))))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1[_wgslsmith_index_u32(39356u, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_vec3_f32(vec3<f32>(-222f, 919f, arg_2[_wgslsmith_index_u32(1u, 2u)].x) * vec3<f32>(global3[_wgslsmith_index_u32(3706u, 28u)], 1292f, arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-704f, -969f, -600f) + vec3<f32>(-1017f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)], arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x))))), _wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.b.x, 28u)]), _wgslsmith_f_op_f32(select(-1000f, global1[_wgslsmith_index_u32(12330u, 2u)].x, false))) * _wgslsmith_f_op_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(1u, 28u)], 184f, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x) - vec3<f32>(773f, global1[_wgslsmith_index_u32(76795u, 2u)].x, global3[_wgslsmith_index_u32(u_input.b.x, 28u)])))));
    }
    var var_0 = mat3x2<f32>(vec2<f32>(arg_2[_wgslsmith_index_u32(select(~(vec3<u32>(u_input.b.x, u_input.a.x, 18941u) ^ u_input.a.wzw), u_input.a.zxx, vec3<bool>(false, vec2<bool>(true, true).x, u_input.a.x >= u_input.a.x)).x, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -456f, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 522f))), vec4<f32>(arg_2[_wgslsmith_index_u32(51890u, 2u)].x, -417f, -1950f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec4<f32>(-630f, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x))).x)), global1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, _wgslsmith_mod_u32(~u_input.a.x, atomicXor(&wg_atomic_u32, 4294967295u))) * u_input.b.x, 2u)], global1[_wgslsmith_index_u32(~(~1u), 2u)]);
    var var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-368f, -188f, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x) - vec3<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 28u)], var_0[_wgslsmith_index_u32(0u, 3u)].x, -624f))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_2[_wgslsmith_index_u32(118745u, 2u)].x, -694f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)])) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(444f, 993f, -767f)))), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(~41087u, 3u)].x, _wgslsmith_f_op_f32(-(-1354f)), _wgslsmith_f_op_f32(-963f)) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(38745u, 3u)].x, 1835f, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x) + vec3<f32>(-806f, -715f, 815f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(vec3<f32>(-1000f, -1000f, arg_2[_wgslsmith_index_u32(0u, 2u)].x))))))), vec3<f32>(var_0[_wgslsmith_index_u32(insertBits(select(~u_input.a.xxy, min(u_input.a, vec4<u32>(17463u, u_input.a.x, u_input.b.x, u_input.a.x)).zyz, all(vec2<bool>(false, false))).x, clamp(~vec2<u32>(52559u, 7524u), vec2<u32>(u_input.a.x, 1u), vec2<u32>(0u, 56890u)).x, 37900u, ~countLeadingZeros(vec4<u32>(0u, u_input.b.x, 22506u, 22731u)).x), 3u)].x, _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1000f, global3[_wgslsmith_index_u32(28071u, 28u)], 1048f, -472f))))).x, global3[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(~63162u), ~(~1u)), 28u)]));
    var var_2 = 0u;
    (global3)[_wgslsmith_index_u32(28310u, 28u)] = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(abs(var_1[_wgslsmith_index_u32(17756u, 2u)].zx)).x);
    return Struct_2(mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-576f), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 1436f)), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(-278f, arg_2[_wgslsmith_index_u32(63962u, 2u)].x, -621f), var_1[_wgslsmith_index_u32(u_input.a.x, 2u)])).x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(trunc(var_1[_wgslsmith_index_u32(1u, 2u)])) - _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1[_wgslsmith_index_u32(0u, 2u)].x, arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x, 1000f) - vec3<f32>(-810f, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_0[_wgslsmith_index_u32(71307u, 3u)].x))), vec3<f32>(_wgslsmith_f_op_f32(1040f + global3[_wgslsmith_index_u32(1u, 28u)]), _wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x + var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_div_f32(-454f, 226f)))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(countOneBits(countTrailingZeros(vec2<u32>(9136u, u_input.b.x))).x, 2u)]), _wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(countLeadingZeros(u_input.b).x, 2u)] - vec3<f32>(_wgslsmith_f_op_f32(min(global3[_wgslsmith_index_u32(18547u, 28u)], var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x)), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_f32(-1256f))), vec3<f32>(global1[_wgslsmith_index_u32(countOneBits(~u_input.a.wxy).x, 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(clamp(arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)], vec2<f32>(var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].x, var_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x), var_0[_wgslsmith_index_u32(1u, 3u)])).x * _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(62345u, 3u)].x)), arg_2[_wgslsmith_index_u32(u_input.b.x, 2u)].x)));
}

fn func_2(arg_0: vec3<i32>, arg_1: vec3<f32>, arg_2: Struct_3) -> mat3x2<f32> {
    let var_0 = Struct_5(func_3(firstLeadingBit(~sign(vec4<i32>(i32(-2147483648), 1i, 20726i, -1i)).wy).x, arg_2.c, global0[_wgslsmith_index_u32(firstLeadingBit(~vec2<u32>(u_input.a.x, u_input.b.x)).x * (0u * u_input.b.x), 29u)]), arg_2.c, mat4x3<f32>(arg_1, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_2.b.b[_wgslsmith_index_u32(23620u, 3u)] - arg_1) * _wgslsmith_f_op_vec3_f32(-arg_2.b.b[_wgslsmith_index_u32(1u, 3u)]))), arg_1, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(arg_2.e, 1984f, arg_1.x, 896f), vec4<f32>(1000f, 1492f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)], global3[_wgslsmith_index_u32(31664u, 28u)]))))))).wxz));
    while (true) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        break;
    }
    if (true) {
        (((global2)[_wgslsmith_index_u32(~(~(~34886u)), 8u)])[_wgslsmith_index_u32(~(~(~dot(max(vec2<u32>(u_input.b.x, u_input.a.x), u_input.a.wy), _wgslsmith_mod_vec2_u32(vec2<u32>(u_input.a.x, 1u), vec2<u32>(u_input.a.x, 23506u))))), 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1.x + _wgslsmith_f_op_vec3_f32(sign(var_0.c[_wgslsmith_index_u32(u_input.a.x, 4u)])).x));
    } else {
        if (~(dot(-vec4<i32>(-31991i, arg_0.x, arg_2.c, -19679i), -vec4<i32>(0i, arg_0.x, var_0.b, -45429i)) * arg_0.x) >= arg_0.x) {
            let var_1 = -select(max(firstTrailingBit(vec4<i32>(var_0.b, var_0.b, i32(-2147483648), 1i)), -(vec4<i32>(arg_2.c, arg_2.c, -40027i, var_0.b) ^ vec4<i32>(var_0.b, 0i, arg_0.x, -44513i))).wyz, arg_0, true).zz;
        }
        let var_1 = global2[_wgslsmith_index_u32(~u_input.a.x, 8u)];
        while (true) {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            var var_2 = func_4(func_5(_wgslsmith_f_op_f32(-func_3(extractBits(vec4<i32>(-26917i, var_0.b, 2147483647i, arg_0.x), 1u, 0u).x, 0i + 1i, global0[_wgslsmith_index_u32(0u - u_input.b.x, 29u)]).a[_wgslsmith_index_u32(countOneBits(u_input.a).x, 2u)].x)), sign(vec3<i32>(0i, -1i, -1i)).x, ~(((u_input.a.xzx - vec3<u32>(1u, u_input.a.x, 1u)) >> (u_input.a.xwz % vec3<u32>(32u))) << (((vec3<u32>(u_input.a.x, u_input.b.x, 4294967295u) << (vec3<u32>(1u, u_input.a.x, 0u) % vec3<u32>(32u))) - (u_input.a.xzy & vec3<u32>(u_input.b.x, u_input.b.x, u_input.b.x))) % vec3<u32>(32u))));
            ((global2)[_wgslsmith_index_u32(25119u, 8u)])[_wgslsmith_index_u32(u_input.b.x, 2u)] = var_1[_wgslsmith_index_u32(1u, 2u)];
            return mat3x2<f32>(_wgslsmith_f_op_vec2_f32(round(vec2<f32>(-533f, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(u_input.b.x, 2u)].xx))).x))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_f32(-arg_1.x), arg_2.a, _wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-1011f)))), _wgslsmith_f_op_vec4_f32(round(var_1[_wgslsmith_index_u32(~(u_input.a.x ^ u_input.a.x), 2u)])))).xx, arg_1.xx);
        }
    }
    let var_1 = var_0.c;
    global3 = array<f32, 28>();
    return mat3x2<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(var_0.c[_wgslsmith_index_u32(71208u, 4u)].x, -698f, arg_1.x, global3[_wgslsmith_index_u32(u_input.a.x, 28u)]))), vec4<f32>(-545f, 578f, arg_1.x, -2037f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_div_f32(-480f, -1854f), arg_2.a, arg_1.x, _wgslsmith_f_op_f32(-579f))))).yz, global1[_wgslsmith_index_u32(firstLeadingBit(insertBits(u_input.a, reverseBits(vec4<u32>(u_input.b.x, u_input.a.x, u_input.b.x, u_input.b.x)), 4294967295u | u_input.b.x, 11724u)).x, 2u)], arg_2.b.b[_wgslsmith_index_u32(select(select(insertBits(~vec4<u32>(6643u, u_input.b.x, 19808u, 71628u), ~vec4<u32>(u_input.a.x, 1u, u_input.a.x, 4294967295u), ~u_input.a.x, ~u_input.b.x).wz, u_input.a.xy, vec2<bool>(true, true)), vec2<u32>(dot(u_input.b, u_input.a.wy), 4294967295u) * vec2<u32>(~0u, ~1u), select(vec2<bool>(true, true), vec4<bool>(true, true, true, true).xx, vec2<bool>(all(vec2<bool>(false, true)), var_0.b == var_0.b))).x, 3u)].zx);
}

fn func_1(arg_0: mat3x2<f32>, arg_1: vec3<i32>) -> mat3x4<f32> {
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        let var_0 = vec2<bool>(atomicCompareExchangeWeak(&wg_atomic_u32, max(max(vec4<u32>(u_input.b.x, u_input.b.x, u_input.a.x, u_input.b.x), u_input.a).zyw, u_input.a.zxx).x, 19739u).exchanged && false, select(vec2<bool>(true, true), vec2<bool>((global3[_wgslsmith_index_u32(9644u, 28u)] < _wgslsmith_f_op_f32(-579f + -1313f)), true), (_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(966f, 1698f, -839f, global3[_wgslsmith_index_u32(u_input.a.x, 28u)]))).x < -920f)).x);
    }
    for (var var_0: i32; (2100u < ~(~(abs(u_input.b.x) & ~66164u))); ) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        (global3)[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, firstTrailingBit(~firstTrailingBit(countOneBits(u_input.a.xzz).x))), 28u)] = _wgslsmith_f_op_f32(global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x - 976f);
        var var_1 = global2[_wgslsmith_index_u32(4294967295u, 8u)];
        (global2)[_wgslsmith_index_u32(~(select(u_input.a.zx, u_input.a.zx, true).x - u_input.a.x), 8u)] = func_5(-1537f);
    }
    let var_0 = ~u_input.a;
    var var_1 = u_input.a.x <= (u_input.a.x << (~4294967295u % 32u));
    (((global0)[_wgslsmith_index_u32(4294967295u, 29u)])[_wgslsmith_index_u32(~0u, 2u)]).x = func_5(-749f)[_wgslsmith_index_u32(countOneBits(0u), 2u)].x;
    return mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1076f, -902f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, global1[_wgslsmith_index_u32(var_0.x, 2u)].x)), vec4<f32>(global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -619f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global3[_wgslsmith_index_u32(0u, 28u)]))))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-829f), arg_0[_wgslsmith_index_u32(~u_input.a.x, 3u)].x, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(1u, 28u)]), _wgslsmith_f_op_f32(ceil(global1[_wgslsmith_index_u32(4294967295u, 2u)].x))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1[_wgslsmith_index_u32(var_0.x, 2u)].x, 564f, 1500f, global1[_wgslsmith_index_u32(u_input.b.x, 2u)].x) + vec4<f32>(arg_0[_wgslsmith_index_u32(var_0.x, 3u)].x, 364f, arg_0[_wgslsmith_index_u32(var_0.x, 3u)].x, -1605f)) + _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-959f, 1579f, arg_0[_wgslsmith_index_u32(70500u, 3u)].x, 1014f))))) + vec4<f32>(_wgslsmith_f_op_f32(-(-650f)), -1169f, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global3[_wgslsmith_index_u32(0u, 28u)], global1[_wgslsmith_index_u32(4294967295u, 2u)].x, -1349f), vec3<f32>(arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x, -1000f), vec3<bool>(true, true, true))).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global1[_wgslsmith_index_u32(1u, 2u)].x, global1[_wgslsmith_index_u32(0u, 2u)].x, -264f, global1[_wgslsmith_index_u32(var_0.x, 2u)].x))).xw, global1[_wgslsmith_index_u32(var_0.x, 2u)])))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-886f, 632f, global1[_wgslsmith_index_u32(10342u, 2u)].x, global1[_wgslsmith_index_u32(77250u, 2u)].x), vec4<f32>(931f, 841f, 1262f, global3[_wgslsmith_index_u32(u_input.b.x, 28u)])))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global1[_wgslsmith_index_u32(0u, 2u)].x, arg_0[_wgslsmith_index_u32(var_0.x, 3u)].x, global1[_wgslsmith_index_u32(var_0.x, 2u)].x, arg_0[_wgslsmith_index_u32(var_0.x, 3u)].x), vec4<f32>(403f, arg_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, global1[_wgslsmith_index_u32(1u, 2u)].x, global1[_wgslsmith_index_u32(u_input.a.x, 2u)].x), vec4<bool>(true, false, false, true))))), vec4<f32>(global3[_wgslsmith_index_u32(4294967295u, 28u)], _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(36366u, 28u)] - global1[_wgslsmith_index_u32(9925u, 2u)].x), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(28607u, 28u)]), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(global1[_wgslsmith_index_u32(var_0.x, 2u)].x, global3[_wgslsmith_index_u32(var_0.x, 28u)], arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 534f), vec4<f32>(arg_0[_wgslsmith_index_u32(var_0.x, 3u)].x, global3[_wgslsmith_index_u32(1u, 28u)], -830f, 118f))).x))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-718f) + _wgslsmith_div_f32(-317f, arg_0[_wgslsmith_index_u32(u_input.b.x, 3u)].x)), global1[_wgslsmith_index_u32(44570u, 2u)].x, arg_0[_wgslsmith_index_u32(~0u >> ((var_0.x ^ var_0.x) % 32u), 3u)].x, 1000f)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    let var_0 = 4294967295u;
    loop {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        if ((var_0 < u_input.a.x)) {
            var var_1 = vec3<u32>(extractBits(~u_input.a, ~builtin_workgroup_id.x | ~84068u, 4294967295u).x >> (4658u % 32u), 4294967295u, extractBits(u_input.a, select(builtin_workgroup_id.zz * vec2<u32>(builtin_local_invocation_index, builtin_workgroup_id.x), ~vec2<u32>(builtin_local_invocation_index, 77281u) << ((u_input.a.xx | builtin_workgroup_id.xy) % vec2<u32>(32u)), vec2<bool>(any(vec2<bool>(false, false)), vec4<bool>(true, true, true, true).x)).x, ~(~2142u)).x);
            global2 = array<mat2x4<f32>, 8>();
        } else {
            global3 = array<f32, 28>();
            var var_1 = func_1(func_2(vec3<i32>(1i, 1i, 1i), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global3[_wgslsmith_index_u32(~36344u, 28u)], _wgslsmith_f_op_vec2_f32(select(global1[_wgslsmith_index_u32(var_0, 2u)], vec2<f32>(global3[_wgslsmith_index_u32(1u, 28u)], global3[_wgslsmith_index_u32(1u, 28u)]), vec2<bool>(true, true))).x, _wgslsmith_f_op_f32(-global1[_wgslsmith_index_u32(33791u, 2u)].x))), Struct_3(-653f, func_3(i32(-2147483648), max(vec2<i32>(-44097i, -1i), vec2<i32>(2147483647i, -28872i)).x, global0[_wgslsmith_index_u32(~30517u, 29u)]), ~(-(-81702i)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(-1041f, global1[_wgslsmith_index_u32(112564u, 2u)].x))), 329f)), vec3<i32>(extractBits(vec2<i32>(func_4(mat2x4<f32>(vec4<f32>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global3[_wgslsmith_index_u32(var_0, 28u)], 1039f, -142f), vec4<f32>(global3[_wgslsmith_index_u32(builtin_workgroup_id.x, 28u)], global3[_wgslsmith_index_u32(u_input.a.x, 28u)], 1542f, 352f)), -20268i, builtin_workgroup_id).x, -1i), var_0, countOneBits(vec3<u32>(4294967295u, builtin_workgroup_id.x, 4294967295u) | vec3<u32>(builtin_workgroup_id.x, 1u, 1u)).x).x, select(vec3<i32>(1i, 1i, 1i), vec3<i32>(vec2<i32>(1i, 1i).x, select(vec4<i32>(13642i, -8159i, 0i, -1i), vec4<i32>(61698i, 0i, 39528i, 18498i), vec4<bool>(false, false, true, true)).x, abs(vec4<i32>(8802i, 2147483647i, -1i, -1i)).x), vec3<bool>(vec3<bool>(true, true, true).x, true, true)).x, ~(-85758i) - vec2<i32>(1i, 1i).x));
        }
        for (var var_1 = 0i; false; ) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        }
        while (atomicCompareExchangeWeak(&wg_atomic_u32, 0u, u_input.b.x).exchanged) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
            (((global2)[_wgslsmith_index_u32(firstTrailingBit(~select(insertBits(vec4<u32>(74447u, 0u, builtin_workgroup_id.x, builtin_local_invocation_index), select(u_input.a, vec4<u32>(19459u, builtin_workgroup_id.x, builtin_workgroup_id.x, builtin_local_invocation_index), vec4<bool>(true, false, true, true)), 1u, ~builtin_local_invocation_index), clamp(u_input.a * u_input.a, ~vec4<u32>(0u, builtin_workgroup_id.x, builtin_workgroup_id.x, var_0), _wgslsmith_mod_vec4_u32(vec4<u32>(var_0, 0u, var_0, 3967u), u_input.a)), vec4<bool>(true, true, true, true)).wxy).x, 8u)])[_wgslsmith_index_u32(~_wgslsmith_mod_u32(countTrailingZeros(vec3<u32>(var_0, countOneBits(15756u), min(u_input.a, vec4<u32>(builtin_workgroup_id.x, var_0, 22383u, 0u)).x)).x, builtin_workgroup_id.x), 2u)]).x = global1[_wgslsmith_index_u32(4294967295u, 2u)].x;
            ((global0)[_wgslsmith_index_u32(var_0 ^ countLeadingZeros(vec3<u32>(firstTrailingBit(u_input.a).x << (dot(vec4<u32>(var_0, u_input.b.x, 1u, 0u), u_input.a) % 32u), builtin_local_invocation_index, 35247u)).x, 29u)])[_wgslsmith_index_u32(63124u, 2u)] = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(global3[_wgslsmith_index_u32(0u, 28u)], 190f) + vec2<f32>(global3[_wgslsmith_index_u32(25699u, 28u)], global1[_wgslsmith_index_u32(74386u, 2u)].x)))))) + global1[_wgslsmith_index_u32(~_wgslsmith_mod_u32(var_0, ~1u), 2u)]);
        }
    }
    var var_1 = 4294967295u;
    let var_2 = mat2x2<f32>(global1[_wgslsmith_index_u32((min(builtin_workgroup_id.yx, vec2<u32>(builtin_local_invocation_index, u_input.b.x)).x | 0u) - u_input.b.x, 2u)], vec2<f32>(-1088f, -363f));
    for (var var_3 = select(vec2<i32>(~0i, -25433i + -6230i), vec2<i32>(0i << (~(builtin_local_invocation_index << (builtin_workgroup_id.x % 32u)) % 32u), _wgslsmith_mod_i32(~extractBits(-1i, builtin_workgroup_id.x, 0u), 3285i)), all(vec2<bool>(true, true))).x; var_3 >= 13247i; var_3 = select(abs(-(~vec4<i32>(1i, -1i, i32(-2147483648), 2147483647i))) & (-(vec4<i32>(-7280i, i32(-2147483648), 0i, -1i) >> (vec4<u32>(4294967295u, 0u, 1u, builtin_workgroup_id.x) % vec4<u32>(32u))) ^ vec4<i32>(1i, 1i, 1i, 1i)), vec4<i32>(~(~(i32(-2147483648)) >> (firstTrailingBit(u_input.a).x % 32u)), ~(firstTrailingBit(-1i) / ~0i), countTrailingZeros(vec4<i32>(1i, 1i, 1i, 1i)).x, -1i), vec4<bool>(builtin_local_invocation_index >= extractBits(min(vec4<u32>(u_input.b.x, builtin_local_invocation_index, builtin_workgroup_id.x, builtin_workgroup_id.x), vec4<u32>(0u, 87816u, 44048u, builtin_workgroup_id.x)).x, 64746u, 1u | u_input.b.x), true, true, any(vec2<bool>(true, true)))).x) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        loop {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            var var_4 = !select(select(vec3<bool>(var_0 == u_input.a.x, 4294967295u <= builtin_workgroup_id.x, true), vec4<bool>(true, true, true, true).ywx, vec3<bool>(true, true, true)).x, false, true);
        }
        loop {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            var var_4 = func_3(atomicLoad(&wg_atomic_i32), ~(~0i << (builtin_local_invocation_index % 32u)) + _wgslsmith_mod_i32(25777i, -(~28240i)), var_2).a;
        }
        continue;
    }
    let var_3 = clamp(~(-vec3<i32>(1i, 1i, 1i)), reverseBits((vec3<i32>(-13277i, i32(-2147483648), i32(-2147483648)) >> (u_input.a.yyz % vec3<u32>(32u))) + -vec3<i32>(0i, -32047i, i32(-2147483648))), -(vec3<i32>(-71906i, countOneBits(vec2<i32>(-1i, 14698i)).x, atomicMin(&wg_atomic_i32, 0i)) - ~vec3<i32>(-1i, -36830i, -7065i))).x;
    let x = u_input.a;
    s_output = StorageBuffer(func_3(clamp(insertBits(~vec4<i32>(-1462i, var_3, 0i, var_3), -vec4<i32>(var_3, var_3, var_3, var_3), var_0 - var_0, builtin_local_invocation_index & var_0), vec4<i32>(_wgslsmith_mod_i32(2147483647i, -1i), ~(-46385i), var_3, var_3 >> (builtin_local_invocation_index % 32u)), vec4<i32>(1i, 1i, 1i, 1i) / abs(vec4<i32>(var_3, var_3, var_3, var_3))).x, countTrailingZeros(vec2<i32>(-31732i, var_3)).x, var_2).a, ~(~reverseBits(u_input.a).xyw) + countLeadingZeros(reverseBits(vec4<u32>(1u, 32903u, u_input.b.x, builtin_local_invocation_index))).wzw, _wgslsmith_div_f32(400f, _wgslsmith_f_op_f32(_wgslsmith_div_f32(var_2[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_div_f32(557f, var_2[_wgslsmith_index_u32(var_0, 2u)].x)) * global3[_wgslsmith_index_u32(select(vec3<u32>(u_input.b.x, var_0, var_0) | builtin_workgroup_id, ~vec3<u32>(28598u, var_0, 53164u), vec3<bool>(true, false, true)).x, 28u)])));
}

