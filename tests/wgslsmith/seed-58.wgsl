// {"0:0":[106,204,103,85,54,54,234,254,57,95,62,18,89,131,161,106,29,144,198,54,235,203,70,145,39,196,33,204,211,45,118,212]}
// Seed: 58

struct Struct_1 {
    a: mat3x4<f32>,
    @size(48)
    b: mat2x3<f32>,
    @size(44)
    c: mat2x3<f32>,
}

struct Struct_2 {
    @align(16)
    @size(28)
    a: vec4<f32>,
    @size(144)
    b: Struct_1,
    @size(148)
    c: Struct_1,
    d: Struct_1,
    @align(16)
    e: u32,
}

struct UniformBuffer {
    @size(20)
    a: vec2<i32>,
    b: u32,
    @align(8)
    @size(8)
    c: vec2<i32>,
}

struct StorageBuffer {
    a: u32,
    b: vec4<i32>,
    @align(8)
    c: u32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: u32 = 5972u;

var<workgroup> global1: vec4<i32>;

var<private> global2: mat2x3<f32>;

var<private> global3: array<vec2<i32>, 9>;

var<workgroup> global4: mat4x2<f32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 12>;

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn func_5(arg_0: mat3x4<f32>, arg_1: Struct_2) -> bool {
    var var_0 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(1195f + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-518f * 1122f) * _wgslsmith_f_op_f32(dot(global4[_wgslsmith_index_u32(0u, 4u)], vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x, 1354f))))), _wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(arg_1.c.a[_wgslsmith_index_u32(arg_1.e, 3u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x))).x, -1182f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(-249f, 1153f, 285f, global2[_wgslsmith_index_u32(arg_1.e, 2u)].x) * vec4<f32>(global2[_wgslsmith_index_u32(arg_1.e, 2u)].x, -1807f, -587f, -1837f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_1.d.b[_wgslsmith_index_u32(arg_1.e, 2u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global2[_wgslsmith_index_u32(4016u, 2u)].x, -156f))) - arg_1.c.a[_wgslsmith_index_u32(abs(vec4<u32>(u_input.b, arg_1.e, u_input.b, arg_1.e)).x, 3u)]))).wx), vec2<f32>(159f, global4[_wgslsmith_index_u32(~abs(firstTrailingBit(vec3<u32>(u_input.b, 84269u, 43331u))).x, 4u)].x), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-572f - arg_1.c.c[_wgslsmith_index_u32(u_input.b, 2u)].x) + _wgslsmith_f_op_f32(499f * arg_1.c.c[_wgslsmith_index_u32(arg_1.e, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(arg_1.e, 2u)].x * global2[_wgslsmith_index_u32(0u, 2u)].x) * -630f), global4[_wgslsmith_index_u32(~1u, 4u)].x))).xy);
    let var_1 = u_input.c.x;
    while (-36022i > (~firstLeadingBit(_wgslsmith_mod_vec4_i32(vec4<i32>(u_input.c.x, 0i, var_1, i32(-2147483648)), vec4<i32>(u_input.c.x, u_input.a.x, var_1, u_input.c.x))).x * ~var_1)) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        var var_2 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(clamp(arg_0[_wgslsmith_index_u32(arg_1.e, 3u)], vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, 223f, global2[_wgslsmith_index_u32(0u, 2u)].x, 1501f), vec4<f32>(arg_1.d.b[_wgslsmith_index_u32(u_input.b, 2u)].x, 929f, var_0[_wgslsmith_index_u32(arg_1.e, 4u)].x, arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x))), arg_1.d.a[_wgslsmith_index_u32(0u, 3u)])).x) * _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec3_f32(sign(global2[_wgslsmith_index_u32(20270u, 2u)])).xy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(step(var_0[_wgslsmith_index_u32(arg_1.e, 4u)], arg_1.a.zz))))).x) + _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 4u)].x));
        let var_3 = vec4<f32>(_wgslsmith_f_op_vec3_f32(saturate(arg_1.a.yzx)).x, _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(0u, 3u)]))) - _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(-164f, 678f, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x, 181f) + vec4<f32>(-1193f, -596f, global2[_wgslsmith_index_u32(arg_1.e, 2u)].x, 1928f)), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x, var_0[_wgslsmith_index_u32(80560u, 4u)].x, arg_0[_wgslsmith_index_u32(arg_1.e, 3u)].x, 697f), true))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(trunc(arg_0[_wgslsmith_index_u32(4294967295u, 3u)]))))))), arg_1.d.b[_wgslsmith_index_u32(4294967295u, 2u)].x, -726f);
        var var_4 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(arg_1.e, 2u)].x), _wgslsmith_f_op_vec3_f32(fract(global2[_wgslsmith_index_u32(arg_1.e, 2u)])).x, _wgslsmith_f_op_f32(-var_3.x), _wgslsmith_f_op_f32(-var_3.x))) - arg_0[_wgslsmith_index_u32(~(select(vec2<u32>(u_input.b, 59709u), vec2<u32>(4294967295u, 38387u), true).x - firstTrailingBit(vec4<u32>(4294967295u, 0u, u_input.b, 72474u)).x), 3u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-284f, _wgslsmith_f_op_f32(-(-899f)), -140f, _wgslsmith_f_op_f32(-1557f - _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(u_input.b, 2u)].x * global4[_wgslsmith_index_u32(u_input.b, 4u)].x)))), vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-223f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-2069f * var_0[_wgslsmith_index_u32(39993u, 4u)].x))), _wgslsmith_f_op_f32(-677f - var_0[_wgslsmith_index_u32(u_input.b | 4294967295u, 4u)].x), -1109f, _wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-437f), _wgslsmith_f_op_f32(-648f)) - _wgslsmith_f_op_f32(-993f))));
    }
    var var_2 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-650f)) * global2[_wgslsmith_index_u32(u_input.b, 2u)].x), arg_0[_wgslsmith_index_u32(~0u, 3u)].x, -1197f, arg_0[_wgslsmith_index_u32(clamp((vec4<u32>(arg_1.e, u_input.b, arg_1.e, u_input.b) << (vec4<u32>(u_input.b, u_input.b, 1u, u_input.b) % vec4<u32>(32u))) ^ vec4<u32>(21178u, 1u, 61138u, 1u), vec4<u32>(~0u, u_input.b, arg_1.e, 37698u), ~(vec4<u32>(0u, 34356u, u_input.b, 40023u) | vec4<u32>(0u, u_input.b, 1u, 1u))).x, 3u)].x), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-749f)))), _wgslsmith_f_op_vec4_f32(abs(arg_0[_wgslsmith_index_u32(arg_1.e, 3u)])).x, 1000f, global2[_wgslsmith_index_u32(624u, 2u)].x));
    var_2 = mat2x4<f32>(_wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(arg_1.e, 3u)], _wgslsmith_div_vec4_f32(var_2[_wgslsmith_index_u32((4294967295u / 1u) >> (u_input.b % 32u), 2u)], _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(fract(arg_1.a)))))), vec4<f32>(1000f, -1382f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-243f, arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x, arg_1.a.x, 630f))).x - var_2[_wgslsmith_index_u32(43940u | u_input.b, 2u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(arg_1.c.c[_wgslsmith_index_u32(4294967295u, 2u)], vec3<f32>(-283f, arg_0[_wgslsmith_index_u32(45244u, 3u)].x, var_0[_wgslsmith_index_u32(1u, 4u)].x), vec3<bool>(false, false, false))).x * var_0[_wgslsmith_index_u32(arg_1.e, 4u)].x))));
    return false;
}

fn func_4() -> array<vec2<i32>, 9> {
    while (true) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        break;
    }
    let var_0 = !vec4<bool>(true, !func_5(mat3x4<f32>(vec4<f32>(-1859f, 1324f, -215f, -1000f), vec4<f32>(global4[_wgslsmith_index_u32(4294967295u, 4u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x), vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global2[_wgslsmith_index_u32(52381u, 2u)].x, 194f, 657f)), Struct_2(vec4<f32>(-995f, -779f, global4[_wgslsmith_index_u32(20894u, 4u)].x, -908f), Struct_1(mat3x4<f32>(vec4<f32>(452f, 1000f, 1011f, -353f), vec4<f32>(global2[_wgslsmith_index_u32(1u, 2u)].x, -1000f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, 1000f), vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(4294967295u, 4u)].x, global2[_wgslsmith_index_u32(67483u, 2u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x)), mat2x3<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)], vec3<f32>(-790f, -357f, -2948f)), mat2x3<f32>(vec3<f32>(-893f, -116f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x), vec3<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, 773f))), Struct_1(mat3x4<f32>(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(43882u, 4u)].x, -416f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x), vec4<f32>(global4[_wgslsmith_index_u32(68948u, 4u)].x, global2[_wgslsmith_index_u32(3339u, 2u)].x, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -964f), vec4<f32>(-436f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, -330f, global4[_wgslsmith_index_u32(34436u, 4u)].x)), mat2x3<f32>(vec3<f32>(1312f, global2[_wgslsmith_index_u32(1u, 2u)].x, -566f), global2[_wgslsmith_index_u32(u_input.b, 2u)]), mat2x3<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)], global2[_wgslsmith_index_u32(u_input.b, 2u)])), Struct_1(mat3x4<f32>(vec4<f32>(-164f, 859f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x), vec4<f32>(-496f, 1417f, 919f, -515f), vec4<f32>(global4[_wgslsmith_index_u32(1u, 4u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -143f, 1101f)), mat2x3<f32>(global2[_wgslsmith_index_u32(0u, 2u)], global2[_wgslsmith_index_u32(1u, 2u)]), mat2x3<f32>(vec3<f32>(-1649f, -238f, -2086f), global2[_wgslsmith_index_u32(u_input.b, 2u)])), u_input.b)), vec4<bool>(true, true, true, true).x, false);
    loop {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        continuing {
            var var_1 = Struct_1(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(global4[_wgslsmith_index_u32(33648u, 4u)].x, -1462f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -408f) * vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -365f, 1000f, 482f)))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(global4[_wgslsmith_index_u32(3902u, 4u)].x, global2[_wgslsmith_index_u32(0u, 2u)].x, global4[_wgslsmith_index_u32(3105u, 4u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x) - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, 1000f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, -221f))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -539f, -1386f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x) + vec4<f32>(-1721f, 323f, -2498f, -1000f)), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-211f, -707f, -625f, global4[_wgslsmith_index_u32(7845u, 4u)].x), vec4<f32>(global4[_wgslsmith_index_u32(21696u, 4u)].x, -185f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x)))) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-555f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global2[_wgslsmith_index_u32(1u, 2u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(0u, 4u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, 1097f)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1825f, -1101f, 675f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x)), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -510f, -1338f, -1639f))))))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -2500f, 459f) + vec3<f32>(global4[_wgslsmith_index_u32(u_input.b, 4u)].x, -871f, -1000f)))), vec3<f32>(_wgslsmith_f_op_f32(-476f), -782f, -2471f)), mat2x3<f32>(global2[_wgslsmith_index_u32(firstLeadingBit(countOneBits(vec3<u32>(u_input.b, 4294967295u, u_input.b)).x), 2u)], _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, -656f)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(183f, 1807f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x))))));
            var var_2 = vec4<bool>(!var_0.x, true, select(vec4<bool>(false, false, false, u_input.a.x != max(vec3<i32>(0i, 42414i, global1.x), global1.zyy).x), !vec4<bool>(var_0.x | true, false, any(var_0), false | var_0.x), select(vec2<bool>(var_0.x, true), var_0.wx, var_0.zx).x).x, select(var_0.xy, !select(!vec3<bool>(true, var_0.x, false), var_0.wxx, !vec3<bool>(var_0.x, var_0.x, var_0.x)).zx, select(var_0, !select(var_0, var_0, var_0), select(select(vec4<bool>(false, false, var_0.x, false), vec4<bool>(true, var_0.x, false, true), vec4<bool>(var_0.x, var_0.x, var_0.x, var_0.x)), select(var_0, vec4<bool>(var_0.x, false, var_0.x, var_0.x), var_0), atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 0u).exchanged)).x).x);
        }
    }
    for (var var_1 = 2147483647i; ; var_1 -= 1i) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
    }
    (global3)[_wgslsmith_index_u32(firstTrailingBit(vec3<u32>(max(vec4<u32>(~u_input.b, reverseBits(vec3<u32>(u_input.b, u_input.b, u_input.b)).x, clamp(vec4<u32>(u_input.b, u_input.b, u_input.b, u_input.b), vec4<u32>(40446u, 0u, 26925u, u_input.b), vec4<u32>(u_input.b, u_input.b, u_input.b, u_input.b)).x, 4411u), vec4<u32>(u_input.b, u_input.b >> (4294967295u % 32u), max(u_input.b, 32787u), ~u_input.b)).x, ~1u, ~firstTrailingBit(vec4<u32>(u_input.b, 67479u, u_input.b, u_input.b)).x / (~0u << (u_input.b % 32u)))).x, 9u)] = extractBits(u_input.a, u_input.b, ~(~insertBits(max(0u, u_input.b), u_input.b >> (0u % 32u), atomicLoad(&wg_atomic_u32), ~66540u)));
    return array<vec2<i32>, 9>();
}

fn func_3() -> bool {
    let var_0 = _wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(abs(~vec3<u32>(~1u, ~0u, ~u_input.b)).x, 4u)].x);
    global3 = func_4();
    (global1).x = u_input.c.x;
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        let var_1 = Struct_2(vec4<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(-1160f, var_0), _wgslsmith_f_op_vec2_f32(min(global2[_wgslsmith_index_u32(u_input.b, 2u)].zx, vec2<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, var_0))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(global2[_wgslsmith_index_u32(11443u, 2u)].yy)).x)), var_0, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global4[_wgslsmith_index_u32(4294967295u, 4u)].x, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0), _wgslsmith_div_vec3_f32(global2[_wgslsmith_index_u32(u_input.b, 2u)], global2[_wgslsmith_index_u32(u_input.b, 2u)]), true)).x * -135f), _wgslsmith_f_op_f32(-(-464f))), Struct_1(mat3x4<f32>(vec4<f32>(global2[_wgslsmith_index_u32(~4294967295u, 2u)].x, -248f, _wgslsmith_div_f32(var_0, var_0), _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(0u, 2u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-427f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, 798f, -1533f)), vec4<f32>(1206f, _wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_div_f32(-1677f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x), 1f)), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(667f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, var_0, global2[_wgslsmith_index_u32(u_input.b, 2u)].x))).wzz, vec3<f32>(global4[_wgslsmith_index_u32(37130u, 4u)].x, 1040f, 443f), global2[_wgslsmith_index_u32(u_input.b, 2u)])), global2[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(u_input.b, 866u)).x & (1u / u_input.b), 2u)]), mat2x3<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)], vec3<f32>(_wgslsmith_f_op_f32(sign(global2[_wgslsmith_index_u32(u_input.b, 2u)].x)), var_0, _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(u_input.b, 2u)].x + -1485f)))), Struct_1(mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(global2[_wgslsmith_index_u32(30723u, 2u)].x, -152f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x), vec4<f32>(global2[_wgslsmith_index_u32(0u, 2u)].x, 1000f, -504f, 334f))).x, _wgslsmith_f_op_f32(-var_0), global2[_wgslsmith_index_u32(max(vec4<u32>(u_input.b, u_input.b, u_input.b, 0u), vec4<u32>(1u, 16425u, u_input.b, u_input.b)).x, 2u)].x, _wgslsmith_f_op_f32(-1000f)), vec4<f32>(_wgslsmith_f_op_f32(step(global4[_wgslsmith_index_u32(4294967295u, 4u)].x, -1000f)), var_0, -1264f, _wgslsmith_f_op_f32(-var_0)), vec4<f32>(-538f, _wgslsmith_f_op_f32(-1019f * global4[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_f32(-var_0), global4[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, 4294967295u), 4u)].x)), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_div_vec3_f32(vec3<f32>(-304f, 1699f, global4[_wgslsmith_index_u32(4294967295u, 4u)].x), vec3<f32>(var_0, 662f, -420f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(u_input.b, 2u)]))), mat2x3<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)], vec3<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-376f, 109f, global4[_wgslsmith_index_u32(3128u, 4u)].x, var_0), vec4<f32>(var_0, var_0, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, -2023f), false)).x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, _wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(u_input.b, 4u)].x - global2[_wgslsmith_index_u32(4294967295u, 2u)].x)))), Struct_1(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -1000f, 1044f, 1759f) * vec4<f32>(209f, -2053f, -1111f, var_0)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global2[_wgslsmith_index_u32(77664u, 2u)].x, 1570f, global4[_wgslsmith_index_u32(4294967295u, 4u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0, 739f, 574f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x)) + vec4<f32>(-454f, -354f, var_0, -1800f)), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-602f, global4[_wgslsmith_index_u32(82475u, 4u)].x, 1000f, var_0), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(global4[_wgslsmith_index_u32(0u, 4u)].x, 990f, global4[_wgslsmith_index_u32(0u, 4u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x))), vec4<bool>(true, true, true, true)))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_0, -720f, 1281f, -348f))).wwz), global2[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 1u) >> (min(vec3<u32>(u_input.b, 2382u, u_input.b), vec3<u32>(0u, u_input.b, 61780u)).x % 32u), 2u)]), mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(u_input.b, 4u)].x + var_0), _wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(18297u, 4u)].x), 597f), _wgslsmith_div_vec3_f32(vec3<f32>(-158f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x), vec3<f32>(global4[_wgslsmith_index_u32(u_input.b, 4u)].x, 1488f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x)))), ~(~u_input.b));
        loop {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            var var_2 = mat4x2<f32>(_wgslsmith_div_vec2_f32(global4[_wgslsmith_index_u32(~u_input.b * ~atomicAnd(&wg_atomic_u32, var_1.e), 4u)], _wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_div_f32(1000f, 772f), _wgslsmith_f_op_f32(-691f - 885f))))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_1.b.c[_wgslsmith_index_u32(min(vec4<u32>(0u, u_input.b, 6550u, 43148u), vec4<u32>(14181u, 4294967295u, u_input.b, u_input.b)).x, 2u)].x, _wgslsmith_f_op_f32(-var_0)), _wgslsmith_f_op_vec2_f32(global4[_wgslsmith_index_u32(~var_1.e, 4u)] + var_1.a.yw), all(vec2<bool>(true, true)))), vec2<f32>(global2[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(4294967295u, 71642u, 4294967295u) ^ vec3<u32>(u_input.b, 1u, var_1.e)).x, 2u)].x, -265f)), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_1.b.a[_wgslsmith_index_u32(4294967295u, 3u)] + var_1.c.a[_wgslsmith_index_u32(var_1.e, 3u)])) + _wgslsmith_f_op_vec4_f32(var_1.d.a[_wgslsmith_index_u32(44319u, 3u)] - _wgslsmith_f_op_vec4_f32(-vec4<f32>(596f, 351f, -427f, var_0)))))).wx, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(var_1.a, vec4<f32>(1000f, global4[_wgslsmith_index_u32(var_1.e, 4u)].x, -303f, -775f))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-452f * 1769f)))));
            let var_3 = atomicCompareExchangeWeak(&wg_atomic_u32, ~countTrailingZeros(u_input.b), insertBits(~_wgslsmith_mod_vec3_u32(vec3<u32>(0u, 4294967295u, 0u), vec3<u32>(18461u, u_input.b, 70171u)), vec3<u32>(u_input.b, var_1.e - 4294967295u, ~u_input.b), u_input.b, var_1.e & var_1.e).x | var_1.e).exchanged;
            let var_4 = Struct_1(var_1.d.a, mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_vec3_f32(step(var_1.d.a[_wgslsmith_index_u32(u_input.b, 3u)].xxx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(var_2[_wgslsmith_index_u32(1u, 4u)].x, -898f, var_1.a.x)))).x, 1990f, var_1.c.a[_wgslsmith_index_u32(u_input.b, 3u)].x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(var_1.e, 2u)]))), var_1.d.c);
        }
        var var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-var_1.d.b[_wgslsmith_index_u32(4294967295u, 2u)].zx), _wgslsmith_f_op_vec3_f32(select(global2[_wgslsmith_index_u32(dot(vec3<u32>(reverseBits(vec4<u32>(u_input.b, u_input.b, u_input.b, 14258u)).x, 22671u, 87372u), countTrailingZeros(vec3<u32>(var_1.e, var_1.e, u_input.b))), 2u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1.a.www - _wgslsmith_div_vec3_f32(global2[_wgslsmith_index_u32(0u, 2u)], var_1.b.a[_wgslsmith_index_u32(u_input.b, 3u)].wzx)) * var_1.b.a[_wgslsmith_index_u32(~clamp(vec3<u32>(102128u, var_1.e, 3829u), vec3<u32>(4294967295u, 1u, u_input.b), vec3<u32>(4294967295u, 0u, 0u)).x, 3u)].wxz), true)).xx);
    }
    let var_1 = true;
    return true;
}

fn func_2() -> mat3x4<f32> {
    if (select(!select(vec4<bool>(true, true, true, true), vec4<bool>(true, global2[_wgslsmith_index_u32(73299u, 2u)].x != 405f, func_3(), true), true), !select(vec4<bool>(true, true, true, u_input.b > u_input.b), vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true)), true).x) {
        while (true) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            break;
        }
    } else if (true) {
        loop {
            if (LOOP_COUNTERS[7u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
            ((global3)[_wgslsmith_index_u32(countTrailingZeros((((vec2<u32>(u_input.b, 39378u) / vec2<u32>(u_input.b, 4294967295u)) << (firstTrailingBit(vec4<u32>(4294967295u, 1u, u_input.b, u_input.b)).yy % vec2<u32>(32u))) ^ ~select(vec4<u32>(u_input.b, 2680u, u_input.b, 1u), vec4<u32>(1u, 0u, u_input.b, u_input.b), vec4<bool>(false, true, false, false)).xy) >> (~firstLeadingBit(~vec2<u32>(0u, u_input.b)) % vec2<u32>(32u))).x, 9u)]).x = (u_input.a.x | ~((u_input.a.x & -1i) / (709i / global1.x))) - -u_input.c.x;
        }
        var var_0 = 26983i;
        loop {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        }
        let var_1 = vec4<bool>(true, true, true, true);
    } else {
        var var_0 = Struct_2(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b | (~1u + u_input.b), 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(1u, 4u)].x), vec2<f32>(1f, 1f).x), global2[_wgslsmith_index_u32(_wgslsmith_mod_u32(clamp(vec4<u32>(17445u, u_input.b, 1u, u_input.b), vec4<u32>(u_input.b, u_input.b, 4294967295u, u_input.b), vec4<u32>(1u, 0u, 4294967295u, 17602u)).x >> (1u % 32u), clamp(u_input.b & u_input.b, ~u_input.b, u_input.b)), 2u)].x, _wgslsmith_f_op_f32(min(-781f, 826f))), Struct_1(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(6326u, 4u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(695f, 293f, 347f, global2[_wgslsmith_index_u32(4294967295u, 2u)].x)), vec4<f32>(_wgslsmith_div_f32(global2[_wgslsmith_index_u32(42541u, 2u)].x, 235f), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -1000f), global4[_wgslsmith_index_u32(u_input.b, 4u)], true)).x, _wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_f32(-283f))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global4[_wgslsmith_index_u32(26551u, 4u)].x, 1360f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, 2270f), vec4<f32>(216f, -1000f, global4[_wgslsmith_index_u32(0u, 4u)].x, global4[_wgslsmith_index_u32(0u, 4u)].x), false)).wyw), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(4294967295u, 2u)]) + global2[_wgslsmith_index_u32(firstLeadingBit(43444u), 2u)])), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -451f, global2[_wgslsmith_index_u32(91637u, 2u)].x)), _wgslsmith_f_op_vec3_f32(global2[_wgslsmith_index_u32(85239u, 2u)] + vec3<f32>(1320f, -1065f, global2[_wgslsmith_index_u32(25546u, 2u)].x)))), _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(vec3<f32>(global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global4[_wgslsmith_index_u32(46419u, 4u)].x, 1012f) - global2[_wgslsmith_index_u32(0u, 2u)]))))), Struct_1(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global4[_wgslsmith_index_u32(28385u, 4u)].x, global4[_wgslsmith_index_u32(36580u, 4u)].x, -867f, -1651f) - vec4<f32>(-1382f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, 2364f, 1167f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(593f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, 1000f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x)), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-844f, global4[_wgslsmith_index_u32(3184u, 4u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x)), vec4<f32>(570f, global2[_wgslsmith_index_u32(22151u, 2u)].x, global2[_wgslsmith_index_u32(122474u, 2u)].x, 845f))), mat2x3<f32>(global2[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, _wgslsmith_mod_u32(u_input.b, 1u)), 2u)], _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(global4[_wgslsmith_index_u32(1u, 4u)].x, 604f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x)))), mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(4294967295u, 2u)].x + 644f), -1319f, _wgslsmith_f_op_f32(-255f + global4[_wgslsmith_index_u32(0u, 4u)].x)), global2[_wgslsmith_index_u32(u_input.b, 2u)])), Struct_1(mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(13121u, 4u)].x), _wgslsmith_f_op_f32(1379f + global4[_wgslsmith_index_u32(67769u, 4u)].x), _wgslsmith_div_f32(-1000f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x), _wgslsmith_f_op_vec2_f32(clamp(global2[_wgslsmith_index_u32(4294967295u, 2u)].zx, vec2<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x), vec2<f32>(-1084f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x))).x), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(0u, 4u)].x, 1647f, 318f, 1000f)), vec4<f32>(-1372f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, -788f, -395f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -1059f, global4[_wgslsmith_index_u32(11969u, 4u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x), vec4<f32>(global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global4[_wgslsmith_index_u32(21913u, 4u)].x, global2[_wgslsmith_index_u32(0u, 2u)].x, 173f))))), mat2x3<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1f, 1f, 1f, 1f))).zyy, _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(1469f, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, -525f))) + _wgslsmith_f_op_vec3_f32(min(vec3<f32>(global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, 432f), global2[_wgslsmith_index_u32(14881u, 2u)])))), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(clamp(global2[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 2u)], _wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(u_input.b, 2u)]), _wgslsmith_f_op_vec3_f32(vec3<f32>(-187f, 2029f, -856f) - vec3<f32>(241f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global2[_wgslsmith_index_u32(48759u, 2u)].x)))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(970f, 1000f, global4[_wgslsmith_index_u32(10985u, 4u)].x)))), u_input.b);
        let var_1 = ~(i32(-2147483648));
        var var_2 = mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-(-1597f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(global2[_wgslsmith_index_u32(3594u, 2u)].xx - vec2<f32>(-633f, 1436f)))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(global2[_wgslsmith_index_u32(4294967295u, 2u)], vec3<f32>(var_0.a.x, 1000f, -653f)))) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(101u, 2u)].x * -671f) + _wgslsmith_f_op_f32(-var_0.c.c[_wgslsmith_index_u32(4294967295u, 2u)].x)))), var_0.a.www, vec3<f32>(910f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(-590f), _wgslsmith_f_op_vec4_f32(select(var_0.c.a[_wgslsmith_index_u32(15281u, 3u)], var_0.b.a[_wgslsmith_index_u32(u_input.b, 3u)], true)).x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1206f))) + -151f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp(var_0.a)).xww));
        for (; max(~(firstTrailingBit(vec2<i32>(u_input.a.x, 15216i)).x + (-1i - i32(-2147483648))), select(~global3[_wgslsmith_index_u32(var_0.e, 9u)], global1.ww | global1.ww, vec2<bool>(true, true)).x + 9847i) != -(atomicSub(&wg_atomic_i32, var_1 | u_input.c.x) << (var_0.e % 32u)); ) {
            if (LOOP_COUNTERS[9u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        }
    }
    return mat3x4<f32>(vec4<f32>(global2[_wgslsmith_index_u32(~abs(vec2<u32>(u_input.b, 20325u)).x ^ 23880u, 2u)].x, -214f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -632f, 559f, 1002f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(global2[_wgslsmith_index_u32(u_input.b, 2u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, -226f, 2268f) - vec4<f32>(global4[_wgslsmith_index_u32(75567u, 4u)].x, global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -230f, 1614f)))).x), -680f), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1604f, global2[_wgslsmith_index_u32(14786u, 2u)].x, -1750f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(549f, -178f, global2[_wgslsmith_index_u32(575u, 2u)].x, global2[_wgslsmith_index_u32(1099u, 2u)].x) + vec4<f32>(global4[_wgslsmith_index_u32(4294967295u, 4u)].x, global2[_wgslsmith_index_u32(17292u, 2u)].x, global2[_wgslsmith_index_u32(18699u, 2u)].x, -1612f)), u_input.a.x <= u_input.c.x))) + vec4<f32>(global2[_wgslsmith_index_u32(4766u + (u_input.b * 86349u), 2u)].x, _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global2[_wgslsmith_index_u32(38477u, 2u)].x, global4[_wgslsmith_index_u32(22864u, 4u)].x, -473f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(491f, 2656f, 1000f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x))), _wgslsmith_f_op_vec4_f32(vec4<f32>(-902f, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global4[_wgslsmith_index_u32(65704u, 4u)].x, -916f) - vec4<f32>(global4[_wgslsmith_index_u32(4294967295u, 4u)].x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, 1010f, 1642f)))).x, global2[_wgslsmith_index_u32(u_input.b, 2u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(abs(806f))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(~u_input.b, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global4[_wgslsmith_index_u32(1u, 4u)].x)), _wgslsmith_f_op_f32(-(-811f)), _wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 4294967295u), 4u)].x * global2[_wgslsmith_index_u32(u_input.b, 2u)].x))));
}

fn func_1(arg_0: vec4<u32>, arg_1: mat3x4<f32>) -> mat2x3<f32> {
    ((global4)[_wgslsmith_index_u32(select(_wgslsmith_mod_vec4_u32(countOneBits(vec4<u32>(~25324u, ~u_input.b, u_input.b * arg_0.x, arg_0.x)), arg_0), clamp(arg_0, countTrailingZeros(~vec4<u32>(arg_0.x, arg_0.x, u_input.b, arg_0.x) & min(vec4<u32>(arg_0.x, u_input.b, 44725u, 8472u), vec4<u32>(4883u, arg_0.x, 4294967295u, 4421u))), arg_0), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(fract(arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x)) + global4[_wgslsmith_index_u32(extractBits(vec2<u32>(arg_0.x, u_input.b) + arg_0.zw, atomicCompareExchangeWeak(&wg_atomic_u32, arg_0.x, arg_0.x).old_value, countOneBits(vec2<u32>(98010u, 30763u)).x).x, 4u)].x) != _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(arg_0.x, 2u)].x) - arg_1[_wgslsmith_index_u32(78337u, 3u)].x))).x, 4u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(1u, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.b, 3u)].x)) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-181f * global4[_wgslsmith_index_u32(38385u, 4u)].x)))) - _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global2[_wgslsmith_index_u32(87184u, 2u)]) - arg_1[_wgslsmith_index_u32(~47197u, 3u)].xww))).x * global4[_wgslsmith_index_u32(u_input.b, 4u)].x));
    return mat2x3<f32>(vec3<f32>(-2699f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global4[_wgslsmith_index_u32(48751u, 4u)].x - global2[_wgslsmith_index_u32(0u, 2u)].x) + global4[_wgslsmith_index_u32(reverseBits(vec3<u32>(0u, 29936u, u_input.b)).x, 4u)].x) * 1061f), _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(min(arg_1[_wgslsmith_index_u32(arg_0.x, 3u)], vec4<f32>(220f, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global4[_wgslsmith_index_u32(4294967295u, 4u)].x))))).yz, global4[_wgslsmith_index_u32(102908u, 4u)])).x), vec3<f32>(global2[_wgslsmith_index_u32(~2545u, 2u)].x, -1000f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-1000f, -1208f, global2[_wgslsmith_index_u32(11709u, 2u)].x, 1273f))).x))));
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    (global1).x = reverseBits(countTrailingZeros(vec4<i32>(-countLeadingZeros(vec4<i32>(1i, u_input.c.x, u_input.c.x, 4191i)).x, insertBits(~global1.xz, global3[_wgslsmith_index_u32(1u, 9u)] | vec2<i32>(51263i, i32(-2147483648)), 0u, reverseBits(vec4<u32>(builtin_global_invocation_id.x, u_input.b, u_input.b, builtin_global_invocation_id.x)).x).x, firstTrailingBit(-vec2<i32>(2147483647i, -53185i)).x, 2147483647i))).x;
    while (false) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        var var_0 = Struct_1(mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-vec4<f32>(406f, global4[_wgslsmith_index_u32(27746u, 4u)].x, -629f, 921f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(9722u, 4u)].x, global4[_wgslsmith_index_u32(u_input.b, 4u)].x, global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x)) + _wgslsmith_f_op_vec4_f32(select(vec4<f32>(550f, 587f, global4[_wgslsmith_index_u32(102274u, 4u)].x, 716f), vec4<f32>(-548f, global4[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, global4[_wgslsmith_index_u32(4294967295u, 4u)].x, 232f), vec4<bool>(true, true, false, false)))), vec4<f32>(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_f32(-1000f + 447f), _wgslsmith_f_op_f32(1000f + -590f), global2[_wgslsmith_index_u32(countOneBits(builtin_num_workgroups).x, 2u)].x)), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global4[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, 1169f, global2[_wgslsmith_index_u32(1u, 2u)].x, 621f)))))), func_1(vec4<u32>(0u, ~builtin_workgroup_id.x * ~builtin_global_invocation_id.x, ~(51829u | u_input.b), 53152u), func_2()), func_1(vec4<u32>(48519u, _wgslsmith_mod_u32(1u, 33778u), ~builtin_num_workgroups.x, 1u) - firstLeadingBit(select(vec4<u32>(4294967295u, u_input.b, 16609u, builtin_num_workgroups.x), vec4<u32>(builtin_num_workgroups.x, builtin_num_workgroups.x, 18050u, u_input.b), false)), func_2()));
        global3 = func_4();
        break;
    }
    let var_0 = vec2<u32>(countLeadingZeros(select(vec4<u32>(builtin_num_workgroups.x, u_input.b, 97916u, 0u) | vec4<u32>(builtin_num_workgroups.x, builtin_workgroup_id.x, 9536u, 0u), countLeadingZeros(vec4<u32>(3210u, builtin_workgroup_id.x, builtin_global_invocation_id.x, 36148u)), vec4<bool>(true, true, true, true)).x) + (builtin_workgroup_id.x >> (14284u % 32u)), u_input.b);
    ((global3)[_wgslsmith_index_u32(var_0.x, 9u)]).x = ~(-87865i - select(global1.zzz, select(vec3<i32>(-43628i, 2147483647i, u_input.c.x), global1.wzz, vec3<bool>(false, false, true)), true).x);
    switch (-(-u_input.c.x)) {
        default: {
            let var_1 = builtin_num_workgroups.x;
            let var_2 = vec2<bool>(true, true | !(atomicCompareExchangeWeak(&wg_atomic_i32, -1i, 1i).exchanged | func_3()));
            while (_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-2516f, 1566f, -503f, global4[_wgslsmith_index_u32(var_0.x, 4u)].x)), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global2[_wgslsmith_index_u32(87152u, 2u)].x, 732f, -386f, -2352f)))) * _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(-206f, global2[_wgslsmith_index_u32(var_0.x, 2u)].x, -585f, -294f) * vec4<f32>(-131f, global4[_wgslsmith_index_u32(4294967295u, 4u)].x, -197f, global4[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)), vec4<f32>(424f, global4[_wgslsmith_index_u32(39361u, 4u)].x, -828f, global4[_wgslsmith_index_u32(9485u, 4u)].x)))))).x <= _wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x - 1191f) * -347f) + 191f))) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                var var_3 = Struct_1(func_2(), mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global2[_wgslsmith_index_u32(22080u, 2u)].x, 261f, global4[_wgslsmith_index_u32(24459u, 4u)].x, global4[_wgslsmith_index_u32(78610u, 4u)].x), vec4<f32>(global4[_wgslsmith_index_u32(var_1, 4u)].x, 193f, 623f, 1000f))))).xyx + global2[_wgslsmith_index_u32(4294967295u, 2u)]), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-129f))), global4[_wgslsmith_index_u32(firstLeadingBit(~builtin_global_invocation_id.x), 4u)].x, -788f)), mat2x3<f32>(global2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)], vec3<f32>(_wgslsmith_div_f32(func_1(vec4<u32>(0u, builtin_workgroup_id.x, 13020u, u_input.b), mat3x4<f32>(vec4<f32>(global2[_wgslsmith_index_u32(4294967295u, 2u)].x, -624f, -415f, global2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x), vec4<f32>(855f, global4[_wgslsmith_index_u32(36502u, 4u)].x, global4[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, -1525f), vec4<f32>(-962f, -1000f, global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, global4[_wgslsmith_index_u32(var_0.x, 4u)].x)))[_wgslsmith_index_u32(0u, 2u)].x, global4[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(282f + global2[_wgslsmith_index_u32(4294967295u, 2u)].x))), _wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(6093u, 2u)].x))))));
            }
            let var_3 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(-611f, global4[_wgslsmith_index_u32(4294967295u, 4u)].x, global4[_wgslsmith_index_u32(4294967295u, 4u)].x))).x * _wgslsmith_f_op_f32(-global2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x)) * global4[_wgslsmith_index_u32(1u, 4u)].x), global4[_wgslsmith_index_u32(insertBits(extractBits(_wgslsmith_mod_vec3_u32(builtin_num_workgroups, builtin_workgroup_id), atomicExchange(&wg_atomic_u32, 17649u), _wgslsmith_mod_u32(4294967295u, var_0.x)), ~clamp(vec4<u32>(9554u, builtin_workgroup_id.x, u_input.b, 22278u), vec4<u32>(u_input.b, builtin_global_invocation_id.x, 40215u, builtin_num_workgroups.x), vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, builtin_workgroup_id.x, builtin_global_invocation_id.x)).yxy, ~var_1, 1u).x, 4u)].x), global4[_wgslsmith_index_u32(countTrailingZeros(24048u), 4u)], vec2<f32>(_wgslsmith_f_op_f32(-(-1113f)), global2[_wgslsmith_index_u32(var_0.x, 2u)].x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, global2[_wgslsmith_index_u32(6816u, 2u)].x, global2[_wgslsmith_index_u32(4294967295u, 2u)].x)))).yx)));
        }
    }
    var var_1 = ~(-select(vec4<i32>(~u_input.a.x, atomicXor(&wg_atomic_i32, global1.x), 13352i, 45610i), vec4<i32>(u_input.c.x << (0u % 32u), ~global1.x, -37817i - 4353i, countOneBits(u_input.c).x), atomicCompareExchangeWeak(&wg_atomic_i32, -50104i + u_input.c.x, -1i).exchanged).yzy);
    global1 = insertBits(~abs(-vec4<i32>(global1.x, -2792i, -5508i, u_input.c.x)), -(((vec4<i32>(-37903i, 0i, 0i, 62597i) & vec4<i32>(u_input.a.x, 2147483647i, 2147483647i, global1.x)) ^ sign(vec4<i32>(-65135i, u_input.c.x, -1i, 9920i))) << ((vec4<u32>(u_input.b, var_0.x, builtin_global_invocation_id.x, 0u) >> (~vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, builtin_workgroup_id.x, 22539u) % vec4<u32>(32u))) % vec4<u32>(32u))), builtin_num_workgroups.x, builtin_num_workgroups.x);
    let x = u_input.a;
    s_output = StorageBuffer(32691u, vec4<i32>(-1i, global1.x & ((var_1.x ^ var_1.x) - (i32(-2147483648) & u_input.c.x)), insertBits(var_1.x, -(-(-26777i)), atomicSub(&wg_atomic_u32, builtin_global_invocation_id.x - var_0.x), builtin_workgroup_id.x), -(-1i << (builtin_num_workgroups.x % 32u)) / select(abs(vec4<i32>(var_1.x, var_1.x, -27908i, global1.x)), reverseBits(vec4<i32>(global1.x, u_input.c.x, 85561i, u_input.c.x)), vec2<bool>(true, true).x).x), 4294967295u);
}

