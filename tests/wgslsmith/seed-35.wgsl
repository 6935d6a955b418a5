// {"0:0":[15,239,105,188,166,48,91,156,0,156,85,128,188,230,140,40,188,122,186,43,141,197,109,101,67,22,159,168,231,230,185,201]}
// Seed: 35

struct Struct_1 {
    @align(32)
    @size(64)
    a: mat4x3<f32>,
    @align(16)
    b: mat3x4<f32>,
}

struct Struct_2 {
    @align(16)
    @size(80)
    a: mat4x3<f32>,
    b: vec2<i32>,
    @size(12)
    c: vec3<i32>,
}

struct Struct_3 {
    @size(24)
    a: vec3<u32>,
}

struct Struct_4 {
    @size(12)
    a: vec3<f32>,
    @size(16)
    b: vec4<f32>,
    @align(4)
    c: u32,
}

struct UniformBuffer {
    @align(16)
    a: vec4<u32>,
    b: i32,
}

struct StorageBuffer {
    @size(36)
    a: mat3x2<f32>,
    b: vec3<f32>,
    c: mat3x3<f32>,
    d: vec4<u32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: array<bool, 23> = array<bool, 23>(false, false, false, true, false, false, false, true, true, true, false, true, false, false, false, false, true, true, true, false, false, true, false);

var<workgroup> global1: vec2<u32>;

var<workgroup> global2: array<Struct_4, 11>;

var<workgroup> global3: array<f32, 16>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 16>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn func_5() -> vec3<i32> {
    switch (1i) {
        case -1i: {
            var var_0 = Struct_3(insertBits(vec3<u32>(~5352u, ~1u, 44609u) / u_input.a.zzx, firstTrailingBit(u_input.a).zwz * ~vec3<u32>(44140u, 0u, u_input.a.x), 15759u, ~select(u_input.a.yyz, u_input.a.zyz, true).x));
            let var_1 = Struct_3(vec3<u32>(1u, 0u, var_0.a.x));
        }
        case 45246i: {
        }
        default: {
            let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(0u, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)]), vec4<f32>(global3[_wgslsmith_index_u32(59624u, 16u)], global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(0u, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)]), true)))).wxw) * _wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(-388f), global3[_wgslsmith_index_u32(~u_input.a.x, 16u)], _wgslsmith_f_op_f32(sign(global3[_wgslsmith_index_u32(10715u, 16u)])), _wgslsmith_f_op_f32(-350f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(921f, global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(0u, 16u)], global3[_wgslsmith_index_u32(global1.x, 16u)])))))).zyz), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global3[_wgslsmith_index_u32(9663u, 16u)], -884f, global3[_wgslsmith_index_u32(48826u, 16u)], global3[_wgslsmith_index_u32(global1.x, 16u)]))).wxx, _wgslsmith_f_op_vec4_f32(step(vec4<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(22794u, 16u)], -725f), vec4<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(global1.x, 16u)], -1950f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)]))).zyx)) - vec3<f32>(_wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(global1.x, 16u)] - -501f))), _wgslsmith_f_op_f32(-1127f), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -1309f), vec3<f32>(533f, 1005f, -1210f), vec3<bool>(true, false, false))).x * _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(global1.x, 16u)] + 115f)))), vec3<f32>(847f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], 256f));
            switch (~(-(-1994i))) {
                case 932i: {
                    var var_1 = (i32(-2147483648) & countOneBits(~clamp(vec4<i32>(u_input.b, 1i, u_input.b, 1i), vec4<i32>(11018i, u_input.b, 2147483647i, u_input.b), vec4<i32>(u_input.b, u_input.b, -42516i, u_input.b)).wy).x) & ~1i;
                    var var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-226f, 1010f, 1000f, 698f))).x)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(min(var_0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(global1.x, 3u)].x)), 636f), _wgslsmith_f_op_vec2_f32(step(var_0[_wgslsmith_index_u32(global1.x * 126871u, 3u)].xz, var_0[_wgslsmith_index_u32(26372u - global1.x, 3u)].zy)))));
                    var_1 = ~u_input.b;
                }
                case 0i: {
                    global2 = array<Struct_4, 11>();
                    (global0)[_wgslsmith_index_u32(global1.x, 23u)] = false;
                    let var_1 = insertBits(global1.x, 0u, ~(u_input.a.x / (max(11091u, global1.x) / min(vec3<u32>(50429u, 4294967295u, 27440u), u_input.a.wwx).x)), u_input.a.x);
                }
                default: {
                    var var_1 = mat4x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(global3[_wgslsmith_index_u32(~4294967295u, 16u)], var_0[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_vec2_f32(exp(var_0[_wgslsmith_index_u32(~(~global1.x), 3u)].yx))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(1000f, 683f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x + var_0[_wgslsmith_index_u32(21255u, 3u)].x)))).xy * var_0[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(~u_input.a.x, 1u, ~0u, global1.x)).x, 3u)].zx), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(global1.x, 3u)].xy, vec2<f32>(562f, -749f), global0[_wgslsmith_index_u32(2407u, 23u)])).x)), 724f), _wgslsmith_f_op_vec2_f32(abs(var_0[_wgslsmith_index_u32(4294967295u, 3u)].xx)));
                    let var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(select(var_0[_wgslsmith_index_u32(11373u, 3u)].xx, var_1[_wgslsmith_index_u32(101111u, 4u)], vec2<bool>(true, global0[_wgslsmith_index_u32(11621u, 23u)])))))), vec2<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-2150f, _wgslsmith_f_op_f32(-1074f), _wgslsmith_div_f32(2439f, var_0[_wgslsmith_index_u32(15613u, 3u)].x)))).x, _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(~(~4294967295u), 16u)] * _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -2407f, 429f))))).x)));
                }
            }
            let var_1 = -_wgslsmith_mod_i32(1i, u_input.b) / -(~u_input.b);
        }
    }
    var var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-428f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(4294967295u, 16u)])) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(14877u, 16u)], global3[_wgslsmith_index_u32(1u, 16u)]))) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(-259f, -107f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)])))))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(0u * 4294967295u, 16u)]), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(4294967295u + 4294967295u, 16u)]))), vec3<f32>(global3[_wgslsmith_index_u32(reverseBits(~vec4<u32>(u_input.a.x, 0u, global1.x, 62082u)).x, 16u)], _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(795f, global3[_wgslsmith_index_u32(17478u, 16u)], global3[_wgslsmith_index_u32(0u, 16u)]))).yx)).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(13161u, 16u)])) + _wgslsmith_f_op_f32(-(-110f)))));
    for (var var_1 = u_input.b; var_1 > 0i; var_1 += 1i) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        (global3)[_wgslsmith_index_u32(42234u * 35824u, 16u)] = global3[_wgslsmith_index_u32(select(~(5042u << (~global1.x % 32u)), 0u, select(all(select(vec4<bool>(global0[_wgslsmith_index_u32(11990u, 23u)], global0[_wgslsmith_index_u32(1u, 23u)], global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(0u, 23u)], global0[_wgslsmith_index_u32(4294967295u, 23u)], global0[_wgslsmith_index_u32(global1.x, 23u)], false), true).yxy), false, true)), 16u)];
    }
    let var_1 = (u_input.b + clamp(vec4<i32>(u_input.b + -14542i, ~u_input.b, 57298i * -1i, u_input.b), (vec4<i32>(u_input.b, 47850i, -40474i, 1545i) - vec4<i32>(u_input.b, 11197i, u_input.b, 23895i)) << (min(vec4<u32>(u_input.a.x, u_input.a.x, 4294967295u, global1.x), u_input.a) % vec4<u32>(32u)), vec4<i32>(u_input.b, u_input.b, -42993i, u_input.b) ^ (vec4<i32>(i32(-2147483648), -1i, -28815i, u_input.b) | vec4<i32>(9868i, u_input.b, 0i, 2147483647i))).x) <= -10145i;
    var var_2 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -701f, 906f, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))))), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(744f, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-494f + var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f + global3[_wgslsmith_index_u32(43117u, 16u)]))))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, -803f, global3[_wgslsmith_index_u32(global1.x, 16u)], var_0[_wgslsmith_index_u32(49803u, 3u)].x))))));
    return vec3<i32>(-(-insertBits(u_input.b, i32(-2147483648) | u_input.b, 4294967295u, _wgslsmith_mod_u32(u_input.a.x, global1.x))), 1i, u_input.b);
}

fn func_4(arg_0: vec3<i32>, arg_1: f32, arg_2: u32) -> mat3x3<f32> {
    global1 = ~u_input.a.xw << (~(~(~(u_input.a.yy >> (u_input.a.xw % vec2<u32>(32u))))) % vec2<u32>(32u));
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        (global1).x = ~(~(~arg_2));
        switch (arg_0.x) {
            case 0i: {
                var var_0 = Struct_3(countLeadingZeros(u_input.a).yxy);
            }
            case 2147483647i: {
                return mat3x3<f32>(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(arg_2, 16u)] * global3[_wgslsmith_index_u32(1u, 16u)]), arg_1, _wgslsmith_f_op_f32(-1977f + 105f), 943f), _wgslsmith_f_op_vec4_f32(vec4<f32>(170f, arg_1, arg_1, 471f) - vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -498f, 676f, arg_1)))).wxw)), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-575f, global3[_wgslsmith_index_u32(1u, 16u)], global3[_wgslsmith_index_u32(4294967295u, 16u)], arg_1) - vec4<f32>(global3[_wgslsmith_index_u32(24843u, 16u)], 1312f, -306f, 596f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], arg_1, arg_1, -214f) * vec4<f32>(411f, arg_1, 580f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)]))))))).zyw, _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(271f, 1726f, 903f, arg_1), vec4<f32>(-1085f, 653f, -503f, global3[_wgslsmith_index_u32(31756u, 16u)]))))), vec4<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_1, arg_1, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -953f), vec4<f32>(-112f, global3[_wgslsmith_index_u32(0u, 16u)], -1614f, 279f), vec4<f32>(arg_1, 374f, -1283f, -191f))).wzy)).x, global3[_wgslsmith_index_u32(1u, 16u)], 624f, global3[_wgslsmith_index_u32(global1.x, 16u)]))).wyx);
            }
            default: {
                var var_0 = true;
                let var_1 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(4294967295u, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(1u, 16u)]) - vec3<f32>(arg_1, global3[_wgslsmith_index_u32(63517u, 16u)], arg_1)))).xx)), _wgslsmith_f_op_vec2_f32(floor(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global3[_wgslsmith_index_u32(reverseBits(u_input.a.ww).x, 16u)], _wgslsmith_f_op_f32(select(-924f, -121f, false)), 507f, _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(arg_1, -326f, global3[_wgslsmith_index_u32(20872u, 16u)]))).x))).zx)));
                break;
            }
        }
        var var_0 = _wgslsmith_mod_vec3_u32(~u_input.a.zzw, vec3<u32>(~6939u + (arg_2 & global1.x), 34651u, countLeadingZeros(4294967295u)));
        var var_1 = Struct_1(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_1, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], arg_1) * vec3<f32>(arg_1, 1331f, global3[_wgslsmith_index_u32(1u, 16u)]))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], arg_1, global3[_wgslsmith_index_u32(0u, 16u)], -334f), vec4<f32>(1369f, 1738f, arg_1, arg_1), vec4<f32>(-1282f, -3168f, arg_1, -142f))).xzy), true)), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1, -315f, -679f, global3[_wgslsmith_index_u32(4294967295u, 16u)]) * vec4<f32>(528f, -735f, -142f, arg_1)) * vec4<f32>(-427f, -439f, arg_1, 1342f)))).wzx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1, -779f, arg_1)))), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1, 431f, 1000f))))), mat3x4<f32>(vec4<f32>(arg_1, _wgslsmith_f_op_f32(-(-776f)), _wgslsmith_f_op_f32(exp(arg_1)), global3[_wgslsmith_index_u32(var_0.x, 16u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(global3[_wgslsmith_index_u32(17261u, 16u)], arg_1, arg_1, global3[_wgslsmith_index_u32(244u, 16u)]))), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(-1427f, arg_1, arg_1, arg_1), vec4<f32>(arg_1, global3[_wgslsmith_index_u32(4294967295u, 16u)], -1000f, global3[_wgslsmith_index_u32(4294967295u, 16u)])))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1227f, 116f, global3[_wgslsmith_index_u32(4294967295u, 16u)], arg_1)))))));
        break;
    }
    if (global0[_wgslsmith_index_u32(insertBits(~(firstLeadingBit(vec4<u32>(4294967295u, 4294967295u, arg_2, u_input.a.x)).xwx & (u_input.a.wxx | firstTrailingBit(vec4<u32>(1u, u_input.a.x, arg_2, arg_2)).wyz)), vec3<u32>(extractBits(~vec2<u32>(31691u, 0u), 0u, dot(u_input.a, vec4<u32>(global1.x, 30953u, global1.x, 83158u))).x * firstTrailingBit(~u_input.a).x, 0u, ~(countOneBits(vec2<u32>(42355u, arg_2)).x / 34561u)), ~(~(global1.x << (0u % 32u))) / u_input.a.x, ~u_input.a.x - atomicMin(&wg_atomic_u32, 23623u)).x, 23u)]) {
        for (var var_0 = -1i; var_0 == -1228i; var_0 -= 1i) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            break;
        }
        var var_0 = u_input.a.xzx;
        loop {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            continue;
            continuing {
            }
        }
        var var_1 = -(-firstLeadingBit(_wgslsmith_mod_vec4_i32(countOneBits(vec4<i32>(u_input.b, u_input.b, -28914i, -1i)), ~vec4<i32>(arg_0.x, 0i, -2153i, 25326i))));
        var var_2 = _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-466f, 243f, -1628f, arg_1), vec4<f32>(arg_1, 396f, global3[_wgslsmith_index_u32(19677u, 16u)], global3[_wgslsmith_index_u32(6363u, 16u)]))) + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(498f, -1153f, arg_1, -1210f)))), vec4<f32>(_wgslsmith_f_op_f32(trunc(-773f)), _wgslsmith_f_op_vec2_f32(sign(vec2<f32>(1529f, 216f))).x, _wgslsmith_div_f32(-1000f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)]), _wgslsmith_f_op_f32(-arg_1)))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(~global1.x, 16u)], -387f, _wgslsmith_f_op_f32(-425f + global3[_wgslsmith_index_u32(1u, 16u)]), _wgslsmith_f_op_f32(-1047f))), select(!vec2<bool>(false, global0[_wgslsmith_index_u32(var_0.x, 23u)]), !(!vec2<bool>(global0[_wgslsmith_index_u32(10020u, 23u)], false)), vec2<bool>(true, true)).x)).xz)).x;
    }
    while (!global0[_wgslsmith_index_u32((~(arg_2 >> (u_input.a.x % 32u)) << (_wgslsmith_mod_u32(dot(u_input.a.yw, u_input.a.wz), 39951u) % 32u)) >> (~u_input.a.x % 32u), 23u)]) {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        var var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(arg_1, -170f, -984f, arg_1))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1244f, 110f, arg_1, 1476f))))), vec4<f32>(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-708f, -1539f, global3[_wgslsmith_index_u32(4294967295u, 16u)], 113f), _wgslsmith_f_op_vec4_f32(max(vec4<f32>(arg_1, -1556f, global3[_wgslsmith_index_u32(0u, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)]), vec4<f32>(-248f, arg_1, arg_1, global3[_wgslsmith_index_u32(409u, 16u)]))))).x, _wgslsmith_f_op_f32(-arg_1), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1030f))), global3[_wgslsmith_index_u32(18560u, 16u)]))), vec4<f32>(522f, _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(~arg_2, 16u)] + _wgslsmith_f_op_f32(-1000f)))), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-1003f, arg_1, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -1602f))))))).x, 121f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(420f, arg_1, 1420f, -341f), vec4<f32>(-816f, global3[_wgslsmith_index_u32(arg_2, 16u)], arg_1, 522f)) + vec4<f32>(-777f, -499f, global3[_wgslsmith_index_u32(78508u, 16u)], arg_1))))));
        var var_1 = mat2x2<f32>(var_0[_wgslsmith_index_u32(global1.x, 3u)].zw, vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1)), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_1, -1000f))), arg_1));
        var var_2 = mat4x4<f32>(vec4<f32>(_wgslsmith_div_f32(785f, 128f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-118f, 1000f, -649f))).x) - arg_1), -1522f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(~39277u, 16u)] * _wgslsmith_f_op_f32(1850f * global3[_wgslsmith_index_u32(93182u, 16u)])))), vec4<f32>(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(~arg_2, 2u)].x + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(46111u, 3u)].x))), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(1u, 3u)].zzy))).x, 1000f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(arg_2, 2u)].x))), _wgslsmith_f_op_f32(-1658f)), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec2_f32(vec2<f32>(1896f, 724f) - var_1[_wgslsmith_index_u32(0u, 2u)]))).x), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(insertBits(u_input.a.yw, u_input.a.xy, u_input.a.x | 46280u, ~global1.x).x, 3u)].x + 186f), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(global1.x, 3u)].x, 1640f, -186f, global3[_wgslsmith_index_u32(94633u, 16u)]) - var_0[_wgslsmith_index_u32(u_input.a.x, 3u)]))).x - _wgslsmith_f_op_f32(-arg_1)), var_1[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, 0u), 2u)].x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)] * vec4<f32>(var_1[_wgslsmith_index_u32(50625u, 2u)].x, arg_1, var_1[_wgslsmith_index_u32(25446u, 2u)].x, 1638f)), vec4<f32>(1525f, 321f, 411f, -928f), global0[_wgslsmith_index_u32(countOneBits(u_input.a.zyy).x, 23u)])) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_1[_wgslsmith_index_u32(arg_2, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, var_0[_wgslsmith_index_u32(3336u, 3u)].x, -236f)))))));
        break;
    }
    var var_0 = vec3<f32>(_wgslsmith_f_op_f32(arg_1 - -292f), arg_1, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-854f))));
    return mat3x3<f32>(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.x, 610f, 1000f, -144f), vec4<f32>(arg_1, arg_1, var_0.x, global3[_wgslsmith_index_u32(0u, 16u)]), global0[_wgslsmith_index_u32(90057u, 23u)])).x), _wgslsmith_f_op_f32(1505f + _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(13725u, 16u)] + var_0.x)), -1000f), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(_wgslsmith_div_f32(-1000f, var_0.x), -330f, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(59418u, 16u)]))))), vec3<f32>(708f, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1, global3[_wgslsmith_index_u32(global1.x, 16u)], var_0.x, arg_1) - vec4<f32>(arg_1, 1792f, global3[_wgslsmith_index_u32(global1.x, 16u)], -824f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1336f, var_0.x, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], 776f)))), select(select(vec4<bool>(false, true, false, global0[_wgslsmith_index_u32(arg_2, 23u)]), vec4<bool>(false, global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(arg_2, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(arg_2, 23u)], true, global0[_wgslsmith_index_u32(arg_2, 23u)])), !vec4<bool>(global0[_wgslsmith_index_u32(110345u, 23u)], false, global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(0u, 23u)]), global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(4294967295u, 8449u), 23u)]))).x, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(global3[_wgslsmith_index_u32(17921u, 16u)], global3[_wgslsmith_index_u32(1u, 16u)], 552f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1, global3[_wgslsmith_index_u32(4294967295u, 16u)], var_0.x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(-902f, -1537f, -1137f), vec3<f32>(1000f, var_0.x, arg_1)) * _wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, -1318f, var_0.x) + vec3<f32>(global3[_wgslsmith_index_u32(50753u, 16u)], global3[_wgslsmith_index_u32(4294967295u, 16u)], arg_1))), !(!vec3<bool>(global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(106334u, 23u)], false)))).x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_div_f32(-1577f, -175f), 166f, _wgslsmith_f_op_f32(exp(var_0.x)), _wgslsmith_f_op_f32(-1792f)))).wwy));
}

fn func_3(arg_0: f32) -> vec4<f32> {
    var var_0 = func_4(-(~func_5()), _wgslsmith_f_op_f32(sign(_wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1844f)) * global3[_wgslsmith_index_u32(1u, 16u)]), _wgslsmith_f_op_f32(-(-514f))))), vec3<u32>(1u, 1u, 1u).x);
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        switch (sign(u_input.b)) {
            default: {
                var var_1 = _wgslsmith_mod_u32(72633u, u_input.a.x);
                return _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(374f, -223f, global3[_wgslsmith_index_u32(19115u, 16u)], var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1808f, 1000f, 1620f, -592f))), !(!vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)], false)))), _wgslsmith_f_op_vec4_f32(vec4<f32>(1532f, -678f, _wgslsmith_f_op_f32(round(global3[_wgslsmith_index_u32(64433u, 16u)])), var_0[_wgslsmith_index_u32(49739u, 3u)].x) + _wgslsmith_f_op_vec4_f32(vec4<f32>(-1000f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], arg_0, arg_0) * _wgslsmith_f_op_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(1u, 16u)], -750f, var_0[_wgslsmith_index_u32(1u, 3u)].x, -1171f) + vec4<f32>(263f, arg_0, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -1573f))))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-167f, arg_0, global3[_wgslsmith_index_u32(19380u, 16u)], -534f)))) * vec4<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_f_op_f32(arg_0 * 1000f), var_0[_wgslsmith_index_u32(global1.x, 3u)].x, -748f)))));
            }
        }
        switch (u_input.b) {
            case 2147483647i: {
                let var_1 = countOneBits(reverseBits(~(~u_input.a)));
                break;
            }
            default: {
                var var_1 = (-(~vec4<i32>(u_input.b, 22326i, 6864i, 0i)) ^ vec4<i32>(-firstTrailingBit(vec3<i32>(0i, i32(-2147483648), u_input.b)).x, 20422i, ~(-1i), firstTrailingBit(-4828i))) << (~u_input.a % vec4<u32>(32u));
            }
        }
        let var_1 = ~(~(~(~(~u_input.a.wxx))));
        continue;
        continuing {
            var var_2 = Struct_4(vec3<f32>(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global3[_wgslsmith_index_u32(var_1.x, 16u)], arg_0, 914f, arg_0)))).x, _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(dot(vec4<f32>(1533f, -708f, 1591f, arg_0), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_0[_wgslsmith_index_u32(var_1.x, 3u)].x, 1000f, arg_0, 1026f))))), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(u_input.a.x, 3u)]), var_0[_wgslsmith_index_u32(1u, 3u)], !vec3<bool>(global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(var_1.x, 23u)], false))).x)), -953f), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, _wgslsmith_f_op_f32(-272f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(-104f))), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-vec4<f32>(799f, global3[_wgslsmith_index_u32(84891u, 16u)], arg_0, 312f)))).x))), ~((33251u + 19072u) << ((global1.x + u_input.a.x) % 32u)) & ~35895u);
            let var_3 = global2[_wgslsmith_index_u32(var_2.c, 11u)];
            if (!global0[_wgslsmith_index_u32(~var_1.x, 23u)]) {
                let var_4 = ~(~(vec4<u32>(38386u, 4294967295u << (u_input.a.x % 32u), ~55208u, var_1.x) - min(~vec4<u32>(4294967295u, 25173u, var_1.x, var_3.c), select(vec4<u32>(global1.x, 66729u, var_3.c, 31511u), vec4<u32>(var_1.x, global1.x, 1u, var_1.x), false))));
            } else {
                (global1).x = u_input.a.x;
                let var_4 = vec4<u32>(insertBits(clamp(max(vec2<u32>(u_input.a.x, global1.x), reverseBits(u_input.a.xyy).yz), (vec2<u32>(49040u, global1.x) << (var_1.yx % vec2<u32>(32u))) * u_input.a.zy, firstLeadingBit(clamp(vec2<u32>(var_3.c, 0u), var_1.yx, vec2<u32>(0u, var_2.c)))).x, reverseBits(~(var_2.c | 0u)), clamp(~var_1 << (vec3<u32>(global1.x, 0u, global1.x) % vec3<u32>(32u)), ~insertBits(vec3<u32>(1u, var_3.c, 46252u), u_input.a.wwy, var_1.x, 73080u), reverseBits(vec3<u32>(120488u, 0u, var_3.c) & u_input.a.xxx)).x, 0u), u_input.a.x, u_input.a.x, ~(~1u) * (countTrailingZeros(u_input.a).x & (0u * 54903u)));
                (global1).x = clamp(~(~(~(~u_input.a.zx))), vec2<u32>(~(var_3.c - ~0u), 4294967295u + ~var_1.x), vec2<u32>(firstLeadingBit(u_input.a.x), abs(4294967295u))).x;
                (global0)[_wgslsmith_index_u32((var_1.x | ~extractBits(u_input.a, var_1.x | var_2.c, 1u).x) >> (~(~((var_3.c << (var_3.c % 32u)) | countTrailingZeros(var_4).x)) % 32u), 23u)] = any(vec4<bool>(select(!(!vec3<bool>(true, global0[_wgslsmith_index_u32(var_4.x, 23u)], true)), select(vec3<bool>(true, false, global0[_wgslsmith_index_u32(var_4.x, 23u)]), select(vec3<bool>(global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(10307u, 23u)], false), vec3<bool>(global0[_wgslsmith_index_u32(58279u, 23u)], global0[_wgslsmith_index_u32(var_3.c, 23u)], false), true), vec3<bool>(global0[_wgslsmith_index_u32(1u, 23u)], false, global0[_wgslsmith_index_u32(1u, 23u)])), vec3<bool>(true, global0[_wgslsmith_index_u32(var_2.c, 23u)], false)).x, !any(!vec4<bool>(false, global0[_wgslsmith_index_u32(var_3.c, 23u)], false, global0[_wgslsmith_index_u32(global1.x, 23u)])), !global0[_wgslsmith_index_u32(var_4.x, 23u)], global0[_wgslsmith_index_u32(4294967295u ^ (~var_2.c & select(var_4, vec4<u32>(0u, global1.x, 4294967295u, 1u), vec4<bool>(false, true, global0[_wgslsmith_index_u32(36654u, 23u)], false)).x), 23u)]));
            }
        }
    }
    var var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(arg_0, global3[_wgslsmith_index_u32(min(vec2<u32>(0u, 30851u) >> (u_input.a.ww % vec2<u32>(32u)), ~u_input.a.zz).x, 16u)], _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(global1.x & u_input.a.x, 3u)].x * _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(u_input.a.x, 16u)] - global3[_wgslsmith_index_u32(0u, 16u)])), _wgslsmith_f_op_f32(-(-2072f))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(68419u, 16u)] + global3[_wgslsmith_index_u32(0u, 16u)])), arg_0, arg_0, global3[_wgslsmith_index_u32(~reverseBits(u_input.a.zx).x, 16u)])));
    global3 = array<f32, 16>();
    (var_1)[_wgslsmith_index_u32(~2962u, 2u)] = _wgslsmith_f_op_vec4_f32(-var_1[_wgslsmith_index_u32(u_input.a.x, 2u)]);
    return _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(3650u, 3u)].x, 396f, 1423f, arg_0)), var_1[_wgslsmith_index_u32(extractBits(u_input.a << (u_input.a % vec4<u32>(32u)), firstTrailingBit(vec3<u32>(52633u, 4294967295u, 53031u)).x, global1.x / u_input.a.x).x, 2u)])) + _wgslsmith_f_op_vec4_f32(-var_1[_wgslsmith_index_u32(global1.x, 2u)]));
}

fn func_2(arg_0: mat4x4<f32>, arg_1: mat4x4<f32>, arg_2: vec4<f32>, arg_3: u32) -> Struct_1 {
    if ((u_input.b < _wgslsmith_mod_i32(-50216i, u_input.b))) {
        for (var var_0 = -9693i; var_0 >= 2147483647i; var_0 += 1i) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            break;
        }
        switch (i32(-2147483648)) {
            case 2147483647i: {
                let var_0 = ~select(countOneBits(~(vec4<u32>(arg_3, arg_3, arg_3, 16075u) ^ vec4<u32>(78135u, u_input.a.x, 4294967295u, global1.x))).xy, u_input.a.zz, select(select(vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 23u)], true, global0[_wgslsmith_index_u32(26055u, 23u)], global0[_wgslsmith_index_u32(44086u, 23u)]), select(vec4<bool>(global0[_wgslsmith_index_u32(arg_3, 23u)], global0[_wgslsmith_index_u32(global1.x, 23u)], false, global0[_wgslsmith_index_u32(global1.x, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(1u, 23u)], global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(140592u, 23u)]), true), !vec4<bool>(global0[_wgslsmith_index_u32(16127u, 23u)], global0[_wgslsmith_index_u32(4294967295u, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)], true)).zzy, vec3<bool>(true, any(vec2<bool>(false, false)), global0[_wgslsmith_index_u32(53129u, 23u)] || global0[_wgslsmith_index_u32(4294967295u, 23u)]), ((global1.x < 4294967295u)) | false).x);
                var var_1 = vec3<i32>(u_input.b, sign(-1i), 0i / (-(u_input.b * u_input.b) / 17785i));
            }
            case 0i: {
                (global0)[_wgslsmith_index_u32(~(~global1.x) << (u_input.a.x % 32u), 23u)] = all(select(vec4<bool>(any(select(vec3<bool>(global0[_wgslsmith_index_u32(arg_3, 23u)], global0[_wgslsmith_index_u32(4294967295u, 23u)], true), vec3<bool>(true, true, global0[_wgslsmith_index_u32(arg_3, 23u)]), global0[_wgslsmith_index_u32(global1.x, 23u)])), global0[_wgslsmith_index_u32(~33563u, 23u)] & select(vec2<bool>(global0[_wgslsmith_index_u32(0u, 23u)], false), vec2<bool>(true, global0[_wgslsmith_index_u32(arg_3, 23u)]), vec2<bool>(global0[_wgslsmith_index_u32(23913u, 23u)], false)).x, global0[_wgslsmith_index_u32(select(vec2<u32>(arg_3, 0u), u_input.a.ww, vec2<bool>(false, false)).x * (u_input.a.x ^ arg_3), 23u)], global0[_wgslsmith_index_u32(~(~arg_3), 23u)]), select(!select(vec4<bool>(false, global0[_wgslsmith_index_u32(global1.x, 23u)], true, global0[_wgslsmith_index_u32(0u, 23u)]), vec4<bool>(true, false, true, global0[_wgslsmith_index_u32(global1.x, 23u)]), true), !(!vec4<bool>(false, global0[_wgslsmith_index_u32(97485u, 23u)], false, false)), false), vec4<bool>(all(vec2<bool>(true, global0[_wgslsmith_index_u32(u_input.a.x, 23u)])), (626f < _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(global1.x, 4u)].x)), global0[_wgslsmith_index_u32(~11630u, 23u)], global0[_wgslsmith_index_u32(~(u_input.a.x + 6864u), 23u)])));
                ((global2)[_wgslsmith_index_u32(countOneBits(vec3<u32>(atomicAnd(&wg_atomic_u32, atomicXor(&wg_atomic_u32, ~arg_3)), ~max(u_input.a.wyy, u_input.a.wxz).x, arg_3)).x, 11u)]).c = vec3<u32>(1u, 1u, 1u).x;
                let var_0 = reverseBits(vec2<i32>(u_input.b - atomicAdd(&wg_atomic_i32, -1i), firstTrailingBit(vec4<i32>(u_input.b << (4294967295u % 32u), u_input.b, u_input.b, -63895i)).x)).x;
            }
            default: {
                return Struct_1(mat4x3<f32>(vec3<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(~0u, 4u)].x * -2469f), _wgslsmith_f_op_f32(501f + _wgslsmith_f_op_f32(-419f))), vec3<f32>(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(arg_2.xwz - arg_2.wyy))).x, arg_1[_wgslsmith_index_u32(arg_3, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f + arg_2.x))), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(4294967295u, 16u)], arg_1[_wgslsmith_index_u32(4713u, 4u)].x, 1000f, -122f), vec4<f32>(arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x, -2092f, arg_1[_wgslsmith_index_u32(global1.x, 4u)].x, 336f))), _wgslsmith_f_op_vec4_f32(saturate(arg_0[_wgslsmith_index_u32(1u, 4u)])))).zwz, arg_0[_wgslsmith_index_u32(arg_3, 4u)].xxy), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2145f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -293f, arg_2.x)))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(select(arg_1[_wgslsmith_index_u32(1u, 4u)], _wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.x, 761f, 458f, 605f) + vec4<f32>(1826f, 1052f, -799f, -967f)), select(vec4<bool>(global0[_wgslsmith_index_u32(global1.x, 23u)], false, true, false), vec4<bool>(false, false, global0[_wgslsmith_index_u32(0u, 23u)], global0[_wgslsmith_index_u32(arg_3, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(arg_3, 23u)], true, false)))))), _wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(0u, 4u)] - vec4<f32>(_wgslsmith_f_op_f32(-1111f - arg_0[_wgslsmith_index_u32(70040u, 4u)].x), _wgslsmith_f_op_f32(-968f), _wgslsmith_f_op_f32(-1000f * arg_2.x), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-1606f, global3[_wgslsmith_index_u32(global1.x, 16u)], -712f))).x))));
            }
        }
    } else {
    }
    let var_0 = extractBits(vec4<i32>((u_input.b / 3899i) - 2976i, atomicCompareExchangeWeak(&wg_atomic_i32, clamp(vec2<i32>(u_input.b, -15684i), vec2<i32>(-1i, u_input.b), vec2<i32>(1i, -40710i)).x, 2147483647i).old_value, countOneBits(u_input.b), u_input.b) >> (((u_input.a ^ vec4<u32>(u_input.a.x, 1u, 1u, 74120u)) | vec4<u32>(26914u, 9883u + 1u, ~u_input.a.x, 4294967295u)) % vec4<u32>(32u)), ~atomicMin(&wg_atomic_u32, 4294967295u), 58662u).wzy;
    switch (-1i) {
        case 2147483647i: {
            var var_1 = u_input.a;
        }
        case 48514i: {
            while (true) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                continue;
            }
            while (true) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                let var_1 = _wgslsmith_f_op_f32(clamp(global3[_wgslsmith_index_u32((((arg_3 * 1526u) >> (25869u % 32u)) / atomicXor(&wg_atomic_u32, max(vec3<u32>(u_input.a.x, 15116u, 4294967295u), vec3<u32>(u_input.a.x, global1.x, 16586u)).x)) << (u_input.a.x % 32u), 16u)], arg_0[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, u_input.a.x + ~arg_3) * ~4294967295u, 4u)].x, -540f));
            }
            var var_1 = 375f;
            var var_2 = arg_2.x;
        }
        case 11332i: {
            loop {
                if (LOOP_COUNTERS[9u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
                (global2)[_wgslsmith_index_u32(~(~4294967295u), 11u)] = Struct_4(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_1[_wgslsmith_index_u32(29956u, 4u)].x, 2084f, arg_1[_wgslsmith_index_u32(87940u, 4u)].x, global3[_wgslsmith_index_u32(arg_3, 16u)]), vec4<f32>(-577f, 1706f, arg_0[_wgslsmith_index_u32(0u, 4u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x), false)))))), arg_1[_wgslsmith_index_u32(u_input.a.x, 4u)], vec4<f32>(-281f, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x, arg_0[_wgslsmith_index_u32(26009u, 4u)].x)), 686f, global3[_wgslsmith_index_u32(~(~1u), 16u)]))).www, arg_0[_wgslsmith_index_u32(arg_3 | max(1u, 0u), 4u)], ~(arg_3 >> (u_input.a.x % 32u)) + max(1u, u_input.a.x | 48742u));
                var var_1 = arg_1;
                continue;
                continuing {
                    let var_2 = func_4(countOneBits(countLeadingZeros(countLeadingZeros(vec4<i32>(var_0.x, u_input.b, -57288i, 5272i)).ywz)), _wgslsmith_f_op_f32(-(-110f)), extractBits(select(~vec3<u32>(4294967295u, arg_3, global1.x), u_input.a.zzx, true).yy, (dot(u_input.a.wwz, vec3<u32>(u_input.a.x, 47451u, 32393u)) - select(u_input.a.zyw, u_input.a.xwy, vec3<bool>(true, false, false)).x) - _wgslsmith_mod_u32(min(u_input.a.xw, u_input.a.zw).x, arg_3), 75328u).x);
                }
            }
            var var_1 = vec3<bool>(arg_1[_wgslsmith_index_u32(max(select(~vec4<u32>(4294967295u, 4294967295u, arg_3, global1.x), u_input.a, !global0[_wgslsmith_index_u32(global1.x, 23u)]).yx, countOneBits(u_input.a.zy) ^ vec2<u32>(1u, 4294967295u)).x, 4u)].x > _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(1u, 4u)].x), global0[_wgslsmith_index_u32(0u, 23u)], global0[_wgslsmith_index_u32(arg_3, 23u)]);
            for (var var_2: i32; var_2 > 1i; (global3)[_wgslsmith_index_u32(abs(~u_input.a.yyy).x, 16u)] = arg_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a.x, 4294967295u), 4u)].x) {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                var var_3 = false | atomicCompareExchangeWeak(&wg_atomic_i32, sign(vec4<i32>(2147483647i, -1i, 1i, 1i) << (vec4<u32>(global1.x, 4294967295u, global1.x, arg_3) % vec4<u32>(32u))).x ^ (-1i * u_input.b), ~u_input.b << (45549u % 32u)).exchanged;
                let var_4 = u_input.a.x;
                continue;
            }
            loop {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                let var_2 = countTrailingZeros(~u_input.a);
                global0 = array<bool, 23>();
            }
            switch (u_input.b) {
                case -40985i: {
                    global0 = array<bool, 23>();
                    var var_2 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1198f, arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x, 766f, arg_2.x)))).x - _wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.a.x, 16u)])))), -585f), arg_1[_wgslsmith_index_u32(u_input.a.x, 4u)].xy);
                    var var_3 = !vec2<bool>(!(global0[_wgslsmith_index_u32(arg_3 - 0u, 23u)] && var_1.x), -1000f <= _wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1132f, -714f, -615f, 153f), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(global3[_wgslsmith_index_u32(0u, 16u)], arg_2.x, global3[_wgslsmith_index_u32(global1.x, 16u)], -884f), vec4<f32>(-906f, 1798f, arg_1[_wgslsmith_index_u32(arg_3, 4u)].x, arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x), vec4<bool>(false, global0[_wgslsmith_index_u32(u_input.a.x, 23u)], var_1.x, global0[_wgslsmith_index_u32(43888u, 23u)]))))).x);
                    let var_4 = vec3<u32>(u_input.a.x, arg_3, ~arg_3);
                }
                case -869i: {
                    let var_2 = -1329f;
                    let var_3 = atomicExchange(&wg_atomic_i32, 1i);
                    global1 = u_input.a.xw;
                    let var_4 = vec4<u32>(atomicMin(&wg_atomic_u32, countTrailingZeros(121082u) >> (global1.x % 32u)), countLeadingZeros(select(vec4<u32>(global1.x, 0u, 0u, global1.x), u_input.a, select(vec4<bool>(false, false, false, true), vec4<bool>(global0[_wgslsmith_index_u32(44752u, 23u)], var_1.x, true, false), false))).x ^ ~(~(80401u & arg_3)), abs(vec3<u32>(u_input.a.x, _wgslsmith_mod_u32(3378u, ~32817u), 0u)).x, min(~u_input.a.x, select(~u_input.a.yw, u_input.a.zy >> (u_input.a.yz % vec2<u32>(32u)), vec2<bool>(global0[_wgslsmith_index_u32(0u, 23u)], global0[_wgslsmith_index_u32(36688u, 23u)])).x - min(11327u, 23434u)));
                    global0 = array<bool, 23>();
                }
                default: {
                    return Struct_1(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(dot(u_input.a, vec4<u32>(27511u, 10557u, 1u, 0u)) | ~global1.x, 4u)].xzy + _wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(arg_3 << (93933u % 32u), 4u)].yzz)), arg_1[_wgslsmith_index_u32(4294967295u, 4u)].yxw, _wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-159f, arg_2.x, arg_2.x, 378f), arg_1[_wgslsmith_index_u32(u_input.a.x, 4u)], false)), arg_1[_wgslsmith_index_u32(clamp(vec3<u32>(arg_3, 4294967295u, u_input.a.x), u_input.a.zww, vec3<u32>(1u, global1.x, u_input.a.x)).x, 4u)])).zww)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(0u, 4u)]))).wzy)), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-1453f), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(round(1626f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(max(vec2<f32>(arg_0[_wgslsmith_index_u32(u_input.a.x, 4u)].x, 1000f), vec2<f32>(global3[_wgslsmith_index_u32(1u, 16u)], arg_0[_wgslsmith_index_u32(79990u, 4u)].x))).x - _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(u_input.a.x, 16u)])), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(1u, 4u)].xxw), _wgslsmith_f_op_vec3_f32(-arg_2.zxw), vec3<bool>(global0[_wgslsmith_index_u32(33153u, 23u)], true, global0[_wgslsmith_index_u32(global1.x, 23u)]))).x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(arg_2.x, global3[_wgslsmith_index_u32(1u, 16u)], global3[_wgslsmith_index_u32(4294967295u, 16u)], 122f)))), vec4<f32>(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global3[_wgslsmith_index_u32(arg_3, 16u)], arg_2.x)))).x, _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(global3[_wgslsmith_index_u32(4294967295u, 16u)], -1122f))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -1567f, 786f))).x * _wgslsmith_f_op_f32(dot(vec4<f32>(arg_1[_wgslsmith_index_u32(0u, 4u)].x, -841f, 280f, 229f), vec4<f32>(-1123f, 126f, arg_0[_wgslsmith_index_u32(7091u, 4u)].x, 1091f)))), global3[_wgslsmith_index_u32(4294967295u, 16u)])));
                }
            }
        }
        case 37488i: {
            switch (i32(-2147483648)) {
                default: {
                    global0 = array<bool, 23>();
                    let var_1 = global0[_wgslsmith_index_u32(65657u, 23u)];
                    var var_2 = Struct_3(u_input.a.zzy);
                    var var_3 = -(var_0.x - ~(2147483647i - 2147483647i)) >> (u_input.a.x % 32u);
                    var var_4 = _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec4_f32(floor(arg_0[_wgslsmith_index_u32(var_2.a.x, 4u)])).wwy)).x), arg_2.x, arg_1[_wgslsmith_index_u32(min(1102u, 4294967295u), 4u)].x, arg_1[_wgslsmith_index_u32(~u_input.a.x, 4u)].x))).x;
                }
            }
            global1 = min(u_input.a.yw, u_input.a.yz >> (vec2<u32>(1u, 8729u) % vec2<u32>(32u)));
        }
        default: {
            let var_1 = vec4<bool>(!(true && global0[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 23u)]) != any(!vec2<bool>(global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)])), select(true, global0[_wgslsmith_index_u32(46327u, 23u)], global0[_wgslsmith_index_u32(~(~(global1.x >> (global1.x % 32u))), 23u)]), false, global0[_wgslsmith_index_u32(~4294967295u, 23u)]);
            var var_2 = mat2x2<f32>(arg_0[_wgslsmith_index_u32(select(vec3<u32>(u_input.a.x, ~1u * (arg_3 / 4294967295u), 1u), ~(~u_input.a.xxw), ~countLeadingZeros(1i) <= ((var_0.x & 17058i) / (65398i + u_input.b))).x, 4u)].zz, arg_0[_wgslsmith_index_u32(~arg_3 << ((~(~global1.x) + atomicLoad(&wg_atomic_u32)) % 32u), 4u)].wx);
            let var_3 = arg_0;
            global3 = array<f32, 16>();
            if (!(!var_1.x)) {
                global1 = u_input.a.zz;
                (global0)[_wgslsmith_index_u32(arg_3, 23u)] = var_0.x > vec4<i32>(1i, 1i, 1i, 1i).x;
                var var_4 = Struct_2(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_2.x, var_2[_wgslsmith_index_u32(arg_3, 2u)].x, var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -576f) - vec4<f32>(arg_1[_wgslsmith_index_u32(1u, 4u)].x, arg_1[_wgslsmith_index_u32(arg_3, 4u)].x, 114f, 509f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-611f, -925f, arg_2.x, 754f)))), arg_0[_wgslsmith_index_u32(select(vec3<u32>(arg_3, 26487u, 62020u), u_input.a.zyy, true).x, 4u)].x, _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(global1.x * 46913u, 2u)].x * _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(1u, 4u)].x))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(countLeadingZeros(u_input.a.yxy).x, 4u)]))).yxw, _wgslsmith_f_op_vec4_f32(trunc(var_3[_wgslsmith_index_u32(arg_3, 4u)])).yww, _wgslsmith_f_op_vec4_f32(abs(var_3[_wgslsmith_index_u32(~global1.x, 4u)])).zww), var_0.yz / reverseBits(var_0).zz, min(~(~countTrailingZeros(vec4<i32>(var_0.x, 35303i, u_input.b, u_input.b))), select(sign(~vec4<i32>(0i, 27530i, var_0.x, u_input.b)), max(~vec4<i32>(-2331i, u_input.b, u_input.b, -7589i), insertBits(vec4<i32>(-1i, var_0.x, var_0.x, var_0.x), vec4<i32>(55007i, 46155i, -1i, i32(-2147483648)), 72953u, arg_3)), false)).zxw);
            }
        }
    }
    var var_1 = !(!select(vec4<bool>(false, true, arg_1[_wgslsmith_index_u32(1u, 4u)].x >= 2192f, true), vec4<bool>(any(vec3<bool>(global0[_wgslsmith_index_u32(4294967295u, 23u)], global0[_wgslsmith_index_u32(4294967295u, 23u)], false)), global0[_wgslsmith_index_u32(18907u, 23u)], false, any(vec3<bool>(true, global0[_wgslsmith_index_u32(u_input.a.x, 23u)], false))), true).xwx);
    global0 = array<bool, 23>();
    return Struct_1(mat4x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(global1.x, 16u)] * -1000f)), -650f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1000f)) * 2043f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(select(arg_0[_wgslsmith_index_u32(global1.x, 4u)], arg_1[_wgslsmith_index_u32(1u, 4u)], true)))).ywz), arg_0[_wgslsmith_index_u32(~abs(u_input.a.yyy).x, 4u)].wxx, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(abs(1824f)) + _wgslsmith_f_op_f32(clamp(arg_1[_wgslsmith_index_u32(arg_3, 4u)].x, arg_0[_wgslsmith_index_u32(global1.x, 4u)].x, -149f))), _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 16u)]), arg_0[_wgslsmith_index_u32(4294967295u, 4u)].x)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(715f, 623f, arg_2.x, arg_0[_wgslsmith_index_u32(13260u, 4u)].x) - vec4<f32>(arg_2.x, 1000f, 1000f, 247f)) * vec4<f32>(_wgslsmith_f_op_f32(-1132f - global3[_wgslsmith_index_u32(77436u, 16u)]), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(611f, 1000f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], arg_2.x), arg_2)).x, _wgslsmith_f_op_vec4_f32(sign(arg_1[_wgslsmith_index_u32(4294967295u, 4u)])).x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(1u, 4u)])), _wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(arg_0[_wgslsmith_index_u32(global1.x, 4u)].x, -1480f, arg_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x))).x, _wgslsmith_f_op_vec3_f32(saturate(arg_0[_wgslsmith_index_u32(global1.x, 4u)].xzy)).x, 375f, func_4(vec3<i32>(u_input.b, u_input.b, u_input.b), -1174f, 1u)[_wgslsmith_index_u32(global1.x, 3u)].x)))));
}

fn func_1() -> Struct_1 {
    var var_0 = reverseBits(u_input.a.yy).x;
    (global1).x = ~0u;
    let var_1 = !(!select(vec3<bool>(true | global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(1u, 23u)], false), vec3<bool>(true, global3[_wgslsmith_index_u32(20523u, 16u)] > -406f, !global0[_wgslsmith_index_u32(u_input.a.x, 23u)]), !((u_input.b < u_input.b))).x);
    while (any(!select(vec4<bool>(!var_1, true, 0i > u_input.b, !global0[_wgslsmith_index_u32(48389u, 23u)]), vec4<bool>(true, !var_1, false, true), vec4<bool>(true, true, all(vec2<bool>(var_1, global0[_wgslsmith_index_u32(u_input.a.x, 23u)])), true || var_1)))) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        break;
    }
    (global0)[_wgslsmith_index_u32(4294967295u, 23u)] = true;
    return func_2(mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], 753f, global3[_wgslsmith_index_u32(0u, 16u)], 266f)))) * _wgslsmith_f_op_vec4_f32(func_3(_wgslsmith_div_f32(-369f, -210f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -1297f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)]))))) + vec4<f32>(_wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(global1.x, 16u)]), _wgslsmith_f_op_f32(1039f * -1465f), _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(1u, 16u)] * -1647f), 501f)), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global3[_wgslsmith_index_u32(countLeadingZeros(global1.x), 16u)], global3[_wgslsmith_index_u32(~52440u, 16u)], _wgslsmith_f_op_vec3_f32(step(vec3<f32>(global3[_wgslsmith_index_u32(77802u, 16u)], -148f, -1204f), vec3<f32>(global3[_wgslsmith_index_u32(1u, 16u)], global3[_wgslsmith_index_u32(4294967295u, 16u)], -2578f))).x, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(46753u, 16u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-590f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -1839f, -520f))))), mat4x4<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(576f, global3[_wgslsmith_index_u32(6953u, 16u)], 1121f, global3[_wgslsmith_index_u32(global1.x, 16u)]))), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(367f, 356f, -1345f, 229f))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f) + vec4<f32>(540f, global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)])))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(2096f, global3[_wgslsmith_index_u32(49433u, 16u)], global3[_wgslsmith_index_u32(50178u, 16u)], global3[_wgslsmith_index_u32(66478u, 16u)]))))) + _wgslsmith_f_op_vec4_f32(func_3(495f))), vec4<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-668f, global3[_wgslsmith_index_u32(4294967295u, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)]))), _wgslsmith_f_op_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], 1127f, global3[_wgslsmith_index_u32(global1.x, 16u)]) + vec3<f32>(global3[_wgslsmith_index_u32(global1.x, 16u)], -128f, global3[_wgslsmith_index_u32(38055u, 16u)])), true)).x, -261f, 490f, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(5192u, 16u)])), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_div_vec4_f32(vec4<f32>(global3[_wgslsmith_index_u32(58935u, 16u)], global3[_wgslsmith_index_u32(4294967295u, 16u)], global3[_wgslsmith_index_u32(global1.x, 16u)], global3[_wgslsmith_index_u32(u_input.a.x, 16u)]), vec4<f32>(global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -120f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], global3[_wgslsmith_index_u32(4294967295u, 16u)]))))))), vec4<f32>(_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(993f, global3[_wgslsmith_index_u32(4294967295u, 16u)], 1564f, -634f)))).x)), 203f, _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global3[_wgslsmith_index_u32(1u, 16u)], global3[_wgslsmith_index_u32(20103u, 16u)], 1000f, global3[_wgslsmith_index_u32(41765u, 16u)]))).xyy), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global3[_wgslsmith_index_u32(39294u, 16u)], -382f, global3[_wgslsmith_index_u32(global1.x, 16u)]))))).x, _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-200f)))))), insertBits(~(vec3<u32>(1564u, global1.x, u_input.a.x) | u_input.a.xxz), u_input.a.zzx - u_input.a.zxy, ~abs(vec3<u32>(1u, 0u, global1.x)).x, u_input.a.x).x / abs(~u_input.a.x - min(global1.x, 25616u)));
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>) {
    if (global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 23u)]) {
        var var_0 = func_1();
        global0 = array<bool, 23>();
    }
    var var_0 = func_4(min(~vec3<i32>(-1i, -1i, u_input.b) / extractBits(vec3<i32>(-8243i, i32(-2147483648), u_input.b), builtin_local_invocation_id.x, 19910u), vec3<i32>(u_input.b, _wgslsmith_mod_i32(u_input.b, 7597i), u_input.b)) | vec3<i32>(firstLeadingBit(select(vec3<i32>(-7940i, u_input.b, u_input.b), vec3<i32>(17734i, u_input.b, 1i), true)).x, ~(-u_input.b), -28907i >> (global1.x % 32u)), global3[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 16u)], countTrailingZeros(~(~1u)));
    for (; ; ) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        ((global2)[_wgslsmith_index_u32(builtin_num_workgroups.x, 11u)]).c = 31790u;
        for (var var_1 = 0i; var_1 <= -17944i; var_1 -= 1i) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            var var_2 = vec4<i32>(i32(-2147483648), -21125i, u_input.b, sign(~vec2<i32>(-1i, u_input.b)).x) + vec4<i32>(-1i / 1i, u_input.b, 14991i, u_input.b | -(-17294i));
            var var_3 = Struct_2(func_1().a, (~(-var_2.yx) & ~(vec2<i32>(var_2.x, 18900i) << (builtin_global_invocation_id.yy % vec2<u32>(32u)))) * _wgslsmith_mod_vec2_i32(-var_2.yz, ~(var_2.zz | var_2.xw)), vec3<i32>(-((8797i << (1u % 32u)) / -(-51195i)), -1i + countOneBits(select(vec4<i32>(u_input.b, u_input.b, -39711i, -80293i), vec4<i32>(11976i, 1i, 72393i, var_2.x), vec4<bool>(false, true, global0[_wgslsmith_index_u32(31841u, 23u)], true)).zyw).x, clamp(~vec4<i32>(var_2.x, 0i, u_input.b, u_input.b), -vec4<i32>(var_2.x, i32(-2147483648), i32(-2147483648), u_input.b) & reverseBits(vec4<i32>(-51505i, var_2.x, var_2.x, var_2.x)), vec4<i32>(var_2.x, 0i, atomicSub(&wg_atomic_i32, var_2.x), u_input.b)).x));
            let var_4 = global2[_wgslsmith_index_u32(~reverseBits(select(u_input.a, select(u_input.a, u_input.a, vec4<bool>(false, global0[_wgslsmith_index_u32(3186u, 23u)], true, global0[_wgslsmith_index_u32(7009u, 23u)])), true) ^ reverseBits(reverseBits(vec4<u32>(builtin_workgroup_id.x, 1u, u_input.a.x, 0u)))).x, 11u)];
        }
        switch (-(-29668i) >> (select(builtin_workgroup_id.x, ~(builtin_local_invocation_id.x | 4294967295u) << (~builtin_local_invocation_id.x % 32u), atomicCompareExchangeWeak(&wg_atomic_i32, ~(u_input.b ^ 0i), -19198i).exchanged) % 32u)) {
            case 29409i: {
                global3 = array<f32, 16>();
                global0 = array<bool, 23>();
                let var_1 = ~(reverseBits(u_input.a).ww & builtin_global_invocation_id.xx);
            }
            case 0i: {
                let var_1 = Struct_3(countOneBits(~(~u_input.a.zxz & countOneBits(vec3<u32>(1u, builtin_global_invocation_id.x, 27724u)))));
                global0 = array<bool, 23>();
                let var_2 = u_input.b << ((builtin_global_invocation_id.x << (builtin_local_invocation_id.x % 32u)) % 32u);
            }
            case 19451i: {
                ((var_0)[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)]).x = global3[_wgslsmith_index_u32(firstLeadingBit(vec4<u32>(1u, 1u, 1u, 1u).x), 16u)];
                global0 = array<bool, 23>();
                continue;
            }
            case -23196i: {
                var var_1 = min(sign(~min(vec4<i32>(0i, u_input.b, u_input.b, u_input.b), vec4<i32>(1i, u_input.b, u_input.b, -1i)) * sign(~vec4<i32>(-2373i, u_input.b, 2147483647i, 27391i))), abs(select(min(-vec4<i32>(9666i, u_input.b, 0i, -1i), vec4<i32>(1i, 1i, 1i, 1i)), -abs(vec4<i32>(u_input.b, i32(-2147483648), 19101i, u_input.b)), vec4<bool>(true, true, true, true))));
                var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(-1000f, _wgslsmith_f_op_vec3_f32(min(var_0[_wgslsmith_index_u32(4294967295u, 3u)], vec3<f32>(var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, 602f, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x))).x), vec2<f32>(_wgslsmith_f_op_f32(-(-665f)), global3[_wgslsmith_index_u32(2056u, 16u)]))), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_vec2_f32(saturate(var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].yx)).x, _wgslsmith_div_f32(global3[_wgslsmith_index_u32(15458u, 16u)], var_0[_wgslsmith_index_u32(49487u, 3u)].x)))), var_0[_wgslsmith_index_u32(4294967295u, 3u)], select(!select(vec4<bool>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 23u)], false, global0[_wgslsmith_index_u32(27109u, 23u)], false), vec4<bool>(false, false, true, global0[_wgslsmith_index_u32(0u, 23u)]), vec4<bool>(false, true, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 23u)], global0[_wgslsmith_index_u32(9914u, 23u)])), !select(vec4<bool>(false, true, false, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 23u)]), vec4<bool>(true, true, true, global0[_wgslsmith_index_u32(1u, 23u)]), true), !select(vec4<bool>(false, global0[_wgslsmith_index_u32(4294967295u, 23u)], false, false), vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 23u)], false, global0[_wgslsmith_index_u32(1u, 23u)], global0[_wgslsmith_index_u32(1u, 23u)]), global0[_wgslsmith_index_u32(u_input.a.x, 23u)])).zxw)).yy, _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(global1.x / (reverseBits(vec2<u32>(builtin_global_invocation_id.x, u_input.a.x)).x - builtin_num_workgroups.x), 3u)].xx, var_0[_wgslsmith_index_u32(abs(u_input.a + vec4<u32>(69241u, 27506u, 3568u, 4294967295u)).x, 3u)].zy));
                return;
            }
            default: {
                let var_1 = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(firstTrailingBit(max(vec4<u32>(89638u, global1.x, 37753u, builtin_workgroup_id.x), u_input.a).x), 3u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(global3[_wgslsmith_index_u32(23073u, 16u)], var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, global3[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)]), vec3<f32>(var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 2288f, global3[_wgslsmith_index_u32(4294967295u, 16u)])) + _wgslsmith_f_op_vec3_f32(vec3<f32>(-2094f, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x) + var_0[_wgslsmith_index_u32(u_input.a.x, 3u)]))) - _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(818f, 229f, 454f, 918f)))).wzy, vec3<f32>(_wgslsmith_f_op_f32(-781f), _wgslsmith_f_op_f32(global3[_wgslsmith_index_u32(59255u, 16u)] + global3[_wgslsmith_index_u32(0u, 16u)]), global3[_wgslsmith_index_u32(1u, 16u)]))) - _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(8945u, 3u)].x, var_0[_wgslsmith_index_u32(13496u, 3u)].x, _wgslsmith_f_op_f32(-global3[_wgslsmith_index_u32(~4294967295u, 16u)])) - var_0[_wgslsmith_index_u32(u_input.a.x, 3u)]));
                let var_2 = global0[_wgslsmith_index_u32(~clamp(~(~countTrailingZeros(0u)), ~0u, 40732u >> (u_input.a.x % 32u)), 23u)];
                ((var_0)[_wgslsmith_index_u32(~1u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, var_1.x))))))).x - var_0[_wgslsmith_index_u32(global1.x, 3u)].x));
                var var_3 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-475f))))), var_1.zy, var_1.yz);
                var var_4 = Struct_4(var_0[_wgslsmith_index_u32(~(~builtin_global_invocation_id.x), 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1f, 1f, 1f, 1f)))))), builtin_global_invocation_id.x * ~4294967295u);
            }
        }
        continue;
    }
    for (var var_1 = 74811i; !(!(!select(vec2<bool>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 23u)], true), vec2<bool>(false, true), vec2<bool>(false, global0[_wgslsmith_index_u32(4294967295u, 23u)])).x || (atomicCompareExchangeWeak(&wg_atomic_u32, 21690u, 1u).exchanged && global0[_wgslsmith_index_u32(max(29979u, builtin_global_invocation_id.x), 23u)]))); var_1 -= 1i) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
    }
    var var_1 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-246f - var_0[_wgslsmith_index_u32(~(~atomicLoad(&wg_atomic_u32)), 3u)].x) + _wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(20066u, 0u, global1.x, 67067u) / vec4<u32>(builtin_num_workgroups.x, 1652u, u_input.a.x, u_input.a.x)).x, 3u)].yx))).x);
    var var_2 = dot(select(abs(~u_input.a ^ (vec4<u32>(builtin_local_invocation_id.x, builtin_workgroup_id.x, builtin_num_workgroups.x, builtin_local_invocation_id.x) ^ vec4<u32>(80424u, global1.x, 27034u, u_input.a.x))), countLeadingZeros(vec4<u32>(select(u_input.a.xyw, vec3<u32>(63165u, 1u, 40003u), vec3<bool>(false, false, false)).x, ~builtin_local_invocation_id.x, builtin_local_invocation_id.x, builtin_global_invocation_id.x)), select(select(!vec4<bool>(true, global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 23u)], global0[_wgslsmith_index_u32(45928u, 23u)]), select(vec4<bool>(global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(1u, 23u)], global0[_wgslsmith_index_u32(4294967295u, 23u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 23u)], false, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 23u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 23u)]), vec4<bool>(true, true, global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(40402u, 23u)])), global0[_wgslsmith_index_u32(global1.x, 23u)] | global0[_wgslsmith_index_u32(59094u, 23u)]), select(vec4<bool>(true, true, true, true), select(vec4<bool>(global0[_wgslsmith_index_u32(44237u, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(48261u, 23u)], global0[_wgslsmith_index_u32(33959u, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(global1.x, 23u)], global0[_wgslsmith_index_u32(5895u, 23u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 23u)], global0[_wgslsmith_index_u32(4294967295u, 23u)]), global0[_wgslsmith_index_u32(11653u, 23u)]), !vec4<bool>(true, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 23u)], global0[_wgslsmith_index_u32(18644u, 23u)], false)), select(select(vec4<bool>(global0[_wgslsmith_index_u32(0u, 23u)], false, false, global0[_wgslsmith_index_u32(49488u, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(56098u, 23u)], global0[_wgslsmith_index_u32(27610u, 23u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 23u)], global0[_wgslsmith_index_u32(global1.x, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 23u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 23u)], global0[_wgslsmith_index_u32(global1.x, 23u)], false)), select(vec4<bool>(false, false, false, false), vec4<bool>(true, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 23u)], true, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 23u)]), vec4<bool>(global0[_wgslsmith_index_u32(5476u, 23u)], true, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 23u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 23u)])), true).x)), clamp(min(select(u_input.a, vec4<u32>(global1.x, u_input.a.x, 1u, global1.x), vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 23u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 23u)], global0[_wgslsmith_index_u32(0u, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)])), abs(u_input.a)), ~(~vec4<u32>(1u, 11065u, u_input.a.x, u_input.a.x)), firstLeadingBit(vec4<u32>(builtin_global_invocation_id.x, builtin_local_invocation_id.x, 23679u, 4294967295u))) & vec4<u32>(~4294967295u, dot(builtin_local_invocation_id, builtin_global_invocation_id) | ~builtin_num_workgroups.x, ~(~builtin_local_invocation_id.x), ~0u - ~builtin_workgroup_id.x));
    let x = u_input.a;
    s_output = StorageBuffer(mat3x2<f32>(_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(415f, 1390f, global3[_wgslsmith_index_u32(builtin_workgroup_id.x, 16u)], global3[_wgslsmith_index_u32(global1.x, 16u)])) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(866f, -915f, 1000f, var_0[_wgslsmith_index_u32(29828u, 3u)].x))))).zy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1022f, global3[_wgslsmith_index_u32(u_input.a.x, 16u)], -227f, 1924f), vec4<f32>(global3[_wgslsmith_index_u32(40538u, 16u)], 1867f, -1000f, -1478f))).xx)), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, -1058f, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 3u)].x))).zyx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-207f, 128f, 314f, global3[_wgslsmith_index_u32(28072u, 16u)]), vec4<f32>(1115f, global3[_wgslsmith_index_u32(36805u, 16u)], global3[_wgslsmith_index_u32(builtin_local_invocation_id.x, 16u)], global3[_wgslsmith_index_u32(49726u, 16u)]))).wzy), global0[_wgslsmith_index_u32(~select(vec3<u32>(u_input.a.x, 20354u, global1.x), vec3<u32>(global1.x, builtin_global_invocation_id.x, builtin_workgroup_id.x), global0[_wgslsmith_index_u32(global1.x, 23u)]).x, 23u)])).zx), var_0[_wgslsmith_index_u32(23203u / atomicOr(&wg_atomic_u32, ~1u - ~372u), 3u)], func_4(vec4<i32>(1i, 1i, 1i, 1i).yyx / select(~vec3<i32>(u_input.b, 2147483647i, u_input.b), countTrailingZeros(vec3<i32>(-36398i, 0i, -3219i)), vec3<bool>(false, global0[_wgslsmith_index_u32(5656u, 23u)], global0[_wgslsmith_index_u32(u_input.a.x, 23u)])), global3[_wgslsmith_index_u32(31396u, 16u)], clamp(select(4294967295u, ~builtin_local_invocation_id.x, global0[_wgslsmith_index_u32(~u_input.a.x, 23u)]), builtin_local_invocation_id.x, ~(~0u))), ~u_input.a);
}

