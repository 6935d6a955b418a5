// {"0:0":[71,114,136,43,242,78,239,120,71,232,70,9,156,205,82,148,91,35,254,80,217,247,241,155,155,169,147,179,224,56,150,168,49,138,28,143,79,192,23,83,58,60,166,177,27,204,212,253,2,163,25,255,33,61,102,9,148,184,1,52,113,95,115,116]}
// Seed: 25

struct Struct_1 {
    a: vec2<u32>,
    b: vec3<bool>,
    @size(8)
    c: bool,
    @align(16)
    @size(4)
    d: f32,
}

struct Struct_2 {
    @align(32)
    a: vec2<bool>,
}

struct Struct_3 {
    @size(28)
    a: vec4<f32>,
    @align(4)
    @size(8)
    b: bool,
    c: mat2x2<f32>,
    @size(48)
    d: Struct_2,
}

struct Struct_4 {
    @align(16)
    @size(64)
    a: mat4x3<f32>,
    @size(4)
    b: i32,
}

struct UniformBuffer {
    @align(4)
    @size(4)
    a: i32,
    b: vec2<i32>,
    @size(16)
    c: u32,
    @align(4)
    @size(4)
    d: u32,
    e: vec4<i32>,
}

struct StorageBuffer {
    a: mat4x3<f32>,
    @size(8)
    b: f32,
    @align(4)
    c: u32,
    d: mat3x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> global0: Struct_2;

var<private> global1: Struct_1;

var<private> global2: Struct_2 = Struct_2(vec2<bool>(true, true));

var<private> global3: vec2<u32> = vec2<u32>(35446u, 30467u);

var<workgroup> global4: array<i32, 11>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 7>;

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn func_5() -> vec4<f32> {
    global4 = array<i32, 11>();
    switch (reverseBits((u_input.b & vec2<i32>(~(i32(-2147483648)), 9062i)) * vec2<i32>(-u_input.b.x, global4[_wgslsmith_index_u32(1u, 11u)] - global4[_wgslsmith_index_u32(1u, 11u)])).x) {
        case -13715i: {
            var var_0 = vec2<f32>(_wgslsmith_div_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-global1.d), -660f), -109f), global1.d);
            var var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-2467f, var_0.x, 827f, global1.d)), vec4<f32>(var_0.x, 771f, -1000f, _wgslsmith_f_op_f32(-var_0.x)), !(!vec4<bool>(global1.c, global0.a.x, true, true)))).yx + _wgslsmith_f_op_vec2_f32(vec2<f32>(-467f, -1713f) * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(global1.d, -721f))) + vec2<f32>(1024f, global1.d)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0.x, -1000f, -642f), vec3<f32>(var_0.x, var_0.x, -264f))).x, _wgslsmith_f_op_f32(min(global1.d, var_0.x))) + _wgslsmith_f_op_vec2_f32(vec2<f32>(global1.d, -504f) + _wgslsmith_f_op_vec2_f32(-vec2<f32>(-913f, 1924f))))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1.d, -121f, -625f, global1.d))).yw)) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(global1.d, var_0.x) - vec2<f32>(-757f, 1000f)) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.x, 213f))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(var_0.x, var_0.x, -1000f), vec3<f32>(var_0.x, global1.d, global1.d), false)).x, global1.d), vec2<f32>(_wgslsmith_f_op_f32(global1.d * 307f), _wgslsmith_f_op_f32(-var_0.x)))));
        }
        case i32(-2147483648): {
            let var_0 = 65045u;
            if (insertBits(u_input.e.yz, u_input.e.yw, ~((5500u + var_0) * (var_0 ^ 1u)), 17426u).x <= ~2147483647i) {
                global4 = array<i32, 11>();
                var var_1 = vec4<u32>(~atomicCompareExchangeWeak(&wg_atomic_u32, global1.a.x, global1.a.x).old_value / reverseBits(select(vec3<u32>(var_0, var_0, var_0), vec3<u32>(u_input.d, 4294967295u, var_0), global1.b).x), firstTrailingBit(~vec4<u32>(global3.x, 20051u, global3.x, 1u) - ~vec4<u32>(17511u, global1.a.x, 4294967295u, u_input.c)).x, insertBits(global1.a / global1.a, vec2<u32>(30728u, 25692u), ~u_input.d, 4294967295u).x / 21118u, 4294967295u | global3.x) - countLeadingZeros((~vec4<u32>(global3.x, global1.a.x, 1u, global3.x) << ((vec4<u32>(1u, 27816u, global3.x, global1.a.x) - vec4<u32>(global1.a.x, 0u, global1.a.x, global3.x)) % vec4<u32>(32u))) * vec4<u32>(1u, ~67342u, ~u_input.c, u_input.c));
                (global3).x = global1.a.x;
            }
        }
        case -9753i: {
            global3 = global1.a;
            global4 = array<i32, 11>();
        }
        default: {
        }
    }
    let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(437f, 1377f))) + _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(global1.d, 532f), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1.d, 479f, -1194f), vec3<f32>(global1.d, global1.d, global1.d), global2.a.x)).yz) * vec2<f32>(_wgslsmith_div_f32(-1000f, -1131f), _wgslsmith_f_op_f32(-1041f * 934f)))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(2417f, -410f, -1107f, global1.d))).xzz)).x, global1.d) + _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-1136f), global1.d) + vec2<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1248f, -302f, 152f, -876f), vec4<f32>(global1.d, global1.d, -916f, global1.d))).x, global1.d))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(718f, global1.d, global1.d, global1.d), vec4<f32>(1384f, -1182f, global1.d, global1.d))))).zx - vec2<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(566f, -1808f, 1279f, global1.d))))).x, _wgslsmith_f_op_f32(-global1.d))));
    let var_1 = Struct_4(mat4x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_div_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(5757u, 3u)].x, global1.d, global1.d, global1.d), vec4<f32>(1590f, -558f, 822f, 524f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(1000f, 376f, 1037f, global1.d) - vec4<f32>(global1.d, global1.d, var_0[_wgslsmith_index_u32(19919u, 3u)].x, 128f)))).ywz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1645f, global1.d, var_0[_wgslsmith_index_u32(global1.a.x, 3u)].x)))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1.d, 1376f, -678f) * vec3<f32>(-1477f, global1.d, var_0[_wgslsmith_index_u32(0u, 3u)].x)), _wgslsmith_div_vec3_f32(vec3<f32>(-433f, var_0[_wgslsmith_index_u32(48818u, 3u)].x, global1.d), vec3<f32>(-337f, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x, global1.d)), vec3<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, global1.d, -229f))) + _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(-512f, var_0[_wgslsmith_index_u32(u_input.d, 3u)].x, var_0[_wgslsmith_index_u32(u_input.d, 3u)].x) + vec3<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, 143f, 539f)), vec3<f32>(1219f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1918f), !vec3<bool>(true, global0.a.x, global2.a.x)))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(global1.a.x, 3u)].x), _wgslsmith_div_f32(-236f, var_0[_wgslsmith_index_u32(global3.x, 3u)].x), _wgslsmith_f_op_f32(1186f + 1853f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(1723f, global1.d, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x))) + _wgslsmith_div_vec3_f32(vec3<f32>(global1.d, 2111f, -607f), vec3<f32>(var_0[_wgslsmith_index_u32(global1.a.x, 3u)].x, global1.d, 1096f))))), sign(atomicMin(&wg_atomic_i32, max(u_input.b, u_input.e.xx).x)));
    if (select(vec3<bool>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(var_1.a[_wgslsmith_index_u32(u_input.d, 4u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x, global1.d, 2083f), vec4<f32>(var_1.a[_wgslsmith_index_u32(global1.a.x, 4u)].x, -689f, var_1.a[_wgslsmith_index_u32(92311u, 4u)].x, -235f)), vec4<f32>(var_0[_wgslsmith_index_u32(48536u, 3u)].x, 1042f, var_0[_wgslsmith_index_u32(global3.x, 3u)].x, 968f), vec4<bool>(global1.c, true, global0.a.x, false))).x > _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(vec2<f32>(global1.d, var_0[_wgslsmith_index_u32(global1.a.x, 3u)].x) + var_0[_wgslsmith_index_u32(74611u, 3u)]), _wgslsmith_f_op_vec2_f32(-var_1.a[_wgslsmith_index_u32(4294967295u, 4u)].xx))).x, select(-841i >= atomicMin(&wg_atomic_i32, i32(-2147483648)), !global2.a.x, true), !select(vec4<bool>(global1.b.x, global0.a.x, global2.a.x, global2.a.x), select(vec4<bool>(true, true, true, global0.a.x), vec4<bool>(true, global1.c, global2.a.x, global1.c), vec4<bool>(true, global2.a.x, true, global1.c)), select(global1.b, global1.b, vec3<bool>(global2.a.x, global2.a.x, false)).x).x), !vec3<bool>(true, false, select(select(vec4<bool>(global0.a.x, global0.a.x, global1.c, global0.a.x), vec4<bool>(true, global2.a.x, true, true), false).zwx, vec3<bool>(global1.b.x, false, global2.a.x), global1.b).x), _wgslsmith_f_op_f32(clamp(-1281f, var_1.a[_wgslsmith_index_u32(~1568u, 4u)].x, var_1.a[_wgslsmith_index_u32(21438u, 4u)].x)) <= _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1094f) - _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(global3.x, 3u)].x * var_0[_wgslsmith_index_u32(global3.x, 3u)].x)), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(~global3.x, 3u)].x + -429f)))).x) {
        switch (11263i) {
            default: {
                let var_2 = vec2<u32>(1u, (~2546u + 25070u) + max(vec2<u32>(1u, 11802u), global1.a + global1.a).x) - (vec2<u32>(countOneBits(select(vec4<u32>(7076u, 30701u, u_input.c, u_input.c), vec4<u32>(u_input.c, 4294967295u, 9073u, global3.x), global2.a.x).yxw).x, 0u) << (vec2<u32>(dot(reverseBits(vec4<u32>(global3.x, u_input.d, global1.a.x, global1.a.x)), abs(vec4<u32>(18669u, 0u, 54673u, global3.x))), ~(~global1.a.x)) % vec2<u32>(32u)));
                let var_3 = Struct_2(global1.b.xz);
                var var_4 = Struct_2(var_3.a);
                (global4)[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, global1.a.x + ~max(abs(vec2<u32>(global1.a.x, global3.x)).x, 1u)), 11u)] = -20570i;
                let var_5 = Struct_2(var_4.a);
            }
        }
        global0 = Struct_2(select(global0.a, select(vec4<bool>(all(global1.b), select(vec4<bool>(false, true, global0.a.x, global1.b.x), vec4<bool>(true, global1.c, false, global0.a.x), false).x, true, true), !select(vec4<bool>(global2.a.x, global1.b.x, global2.a.x, false), vec4<bool>(false, true, true, false), vec4<bool>(global0.a.x, global1.b.x, false, global0.a.x)), !global1.b.x).xz, !select(!global1.b, vec3<bool>(true, global2.a.x, true), !vec3<bool>(global2.a.x, true, global0.a.x)).zx));
    }
    return vec4<f32>(-1000f, var_0[_wgslsmith_index_u32(116906u << (max(countOneBits(_wgslsmith_mod_vec4_u32(vec4<u32>(66477u, global3.x, global1.a.x, 1u), vec4<u32>(u_input.c, u_input.c, 13046u, 1u))), _wgslsmith_mod_vec4_u32(select(vec4<u32>(4294967295u, u_input.d, 25412u, 1u), vec4<u32>(u_input.c, 0u, 4294967295u, u_input.c), vec4<bool>(global1.b.x, false, true, global2.a.x)), vec4<u32>(1u, 4294967295u, u_input.c, 9267u))).x % 32u), 3u)].x, global1.d, _wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(var_1.a[_wgslsmith_index_u32(6401u, 4u)].x + var_1.a[_wgslsmith_index_u32(64982u - (u_input.c & 1u), 4u)].x))));
}

fn func_4() -> vec3<f32> {
    var var_0 = Struct_3(_wgslsmith_f_op_vec4_f32(func_5()), (select(!vec3<bool>(global0.a.x, false, global2.a.x), select(vec4<bool>(global2.a.x, global2.a.x, global1.c, global0.a.x), vec4<bool>(global1.c, false, global1.b.x, global2.a.x), vec4<bool>(true, global0.a.x, true, global2.a.x)).wxw, true).x || !global0.a.x) != select(!global1.b, select(!vec4<bool>(global1.c, false, true, global0.a.x), vec4<bool>(false, false, false, global2.a.x), !vec4<bool>(false, true, global1.c, false)).zzx, global1.b.x).x, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(global1.d + -351f), _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global1.d, 180f, -494f))).x) + _wgslsmith_f_op_vec3_f32(step(vec3<f32>(-2498f, global1.d, global1.d), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-1378f, -403f, global1.d))))).xx), vec2<f32>(_wgslsmith_f_op_f32(-408f - global1.d), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global1.d) * _wgslsmith_f_op_f32(max(-1485f, -1000f))))), Struct_2(select(!global2.a, global2.a, !global1.b.xx)));
    let var_1 = Struct_2(!select(!(!vec4<bool>(global2.a.x, true, global1.b.x, global0.a.x)), select(!vec4<bool>(global1.b.x, global1.b.x, false, false), !vec4<bool>(false, false, global1.b.x, global0.a.x), any(global1.b.zx)), true).yw);
    (global1).d = 1000f;
    if (all(select(select(vec3<bool>(true, true, !global0.a.x), global1.b, true), vec3<bool>(select(vec2<u32>(u_input.c, 1u), global1.a, vec2<bool>(var_1.a.x, var_0.d.a.x)).x >= ~global1.a.x, true, global2.a.x), true).yy)) {
    } else {
        while (false) {
            if (LOOP_COUNTERS[0u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            var var_2 = ((~global4[_wgslsmith_index_u32(14263u, 11u)] ^ i32(-2147483648)) * ~global4[_wgslsmith_index_u32(~global3.x, 11u)]) ^ (((-u_input.b.x - reverseBits(u_input.e.yyy).x) * 26799i) ^ 2147483647i);
            break;
        }
        switch (countLeadingZeros((insertBits(vec4<i32>(global4[_wgslsmith_index_u32(0u, 11u)], u_input.b.x, global4[_wgslsmith_index_u32(4294967295u, 11u)], 1i), u_input.e, 4294967295u, global1.a.x).xz << (vec2<u32>(global3.x, u_input.c) % vec2<u32>(32u))) & (vec2<i32>(1i, 1i) >> ((global1.a * global1.a) % vec2<u32>(32u)))).x / abs(sign(~u_input.e).xzz << (vec3<u32>(global1.a.x, 0u, global3.x) % vec3<u32>(32u))).x) {
            case 2147483647i: {
                ((global1).b).x = global0.a.x;
                let var_2 = true;
            }
            case 26549i: {
                (global1).c = !(select(select(global1.b, vec3<bool>(false, global0.a.x, var_0.b), false), vec3<bool>(true, global1.c, true), global1.b).x && true) & false;
                var var_2 = var_0.d;
            }
            case -26584i: {
                let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(func_5()).zz)), var_0.a.xx, var_0.c[_wgslsmith_index_u32(global3.x, 2u)], var_0.a.xx);
                let var_3 = global1.d;
                return vec3<f32>(787f, 739f, _wgslsmith_f_op_f32(151f + _wgslsmith_f_op_f32(-663f)));
            }
            case 0i: {
            }
            default: {
                ((var_0).d).a = vec2<bool>(true || (12644u >= u_input.c), false);
                global0 = Struct_2(!global1.b.yx);
                (global3).x = extractBits(~vec4<u32>(~(~1u), _wgslsmith_mod_u32(1u - global1.a.x, 1u), ~(global1.a.x - 31441u), 13315u), (global3.x << ((~86877u ^ dot(vec4<u32>(global1.a.x, 1u, global1.a.x, 21045u), vec4<u32>(4294967295u, 7468u, 1u, 4294967295u))) % 32u)) << (~(atomicAdd(&wg_atomic_u32, 74013u) - global1.a.x) % 32u), ~clamp(vec4<u32>(countTrailingZeros(vec3<u32>(72315u, 56366u, u_input.d)).x, atomicSub(&wg_atomic_u32, global3.x), ~110611u, 1u), abs(vec4<u32>(66051u, 52140u, 4294967295u, 116743u) << (vec4<u32>(u_input.d, global1.a.x, u_input.c, global3.x) % vec4<u32>(32u))), _wgslsmith_mod_vec4_u32(select(vec4<u32>(0u, u_input.c, global3.x, 0u), vec4<u32>(0u, global3.x, global3.x, 103165u), global2.a.x), vec4<u32>(global1.a.x, 0u, global3.x, u_input.c))).x).x;
            }
        }
        var var_2 = mat2x4<f32>(var_0.a, _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_div_vec2_f32(var_0.a.zz, var_0.c[_wgslsmith_index_u32(global3.x, 2u)]))).x, _wgslsmith_f_op_f32(-var_0.a.x), _wgslsmith_f_op_vec2_f32(min(var_0.c[_wgslsmith_index_u32(global1.a.x | 60836u, 2u)], _wgslsmith_f_op_vec2_f32(var_0.c[_wgslsmith_index_u32(1u, 2u)] * vec2<f32>(var_0.a.x, global1.d)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(saturate(var_0.c[_wgslsmith_index_u32(4294967295u, 2u)])).x)))));
        var var_3 = Struct_2(vec2<bool>(true, true));
    }
    ((global0).a).x = global0.a.x;
    return vec3<f32>(449f, _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(1000f + -930f), _wgslsmith_f_op_f32(-232f), _wgslsmith_f_op_f32(-564f), _wgslsmith_f_op_vec2_f32(min(var_0.a.xw, vec2<f32>(-1835f, 667f))).x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec4_f32(select(var_0.a, vec4<f32>(-1088f, -198f, global1.d, var_0.a.x), true)).x, _wgslsmith_f_op_f32(-265f), -1000f, _wgslsmith_f_op_f32(-var_0.a.x))), _wgslsmith_f_op_vec4_f32(func_5()))).x, _wgslsmith_f_op_vec2_f32(ceil(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(-var_0.a.yxw))).yz)).x);
}

fn func_3(arg_0: vec3<u32>, arg_1: vec3<f32>, arg_2: mat2x2<f32>) -> Struct_2 {
    var var_0 = ~(~(~global1.a));
    let var_1 = ~4851u << ((~8565u / (min(select(vec4<u32>(u_input.c, 6130u, var_0.x, u_input.c), vec4<u32>(global1.a.x, 4294967295u, var_0.x, 0u), false).xxz, vec3<u32>(13664u, 0u, u_input.c)).x >> (countTrailingZeros(~vec3<u32>(11670u, u_input.d, 0u)).x % 32u))) % 32u);
    var var_2 = Struct_3(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1642f, 1000f, -548f, 987f) + vec4<f32>(arg_1.x, global1.d, arg_1.x, -372f)) - _wgslsmith_f_op_vec4_f32(-vec4<f32>(-626f, arg_2[_wgslsmith_index_u32(4294967295u, 2u)].x, 1799f, global1.d))) + vec4<f32>(-256f, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(arg_0.x, 2u)].x), 1283f, global1.d)))), global1.c, arg_2, Struct_2(select(vec4<bool>(true, false, true, global0.a.x), !(!vec4<bool>(global1.c, global2.a.x, false, true)), vec4<bool>(any(vec2<bool>(true, global0.a.x)), global1.c, global2.a.x, select(vec2<bool>(true, false), vec2<bool>(global1.b.x, global0.a.x), true).x)).wy));
    var var_3 = Struct_2(global2.a);
    loop {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
    }
    return Struct_2(global1.b.xx);
}

fn func_2(arg_0: Struct_2, arg_1: vec2<i32>) -> vec2<f32> {
    if (true) {
        var var_0 = _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(700f, _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, global1.d, global1.d)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(func_5()).x + global1.d)), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1544f, global1.d, global1.d) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, 933f, global1.d))))))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(global1.d, 1025f, global1.d) + vec3<f32>(1176f, -1519f, global1.d))) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-1389f, global1.d, global1.d))))), vec3<f32>(global1.d, _wgslsmith_div_f32(490f, global1.d), _wgslsmith_f_op_f32(_wgslsmith_div_f32(global1.d, 1221f) + _wgslsmith_f_op_f32(clamp(global1.d, global1.d, global1.d))))), all(select(vec4<bool>(arg_0.a.x, !global1.b.x, global0.a.x | global0.a.x, true), select(select(vec4<bool>(global1.b.x, true, arg_0.a.x, global0.a.x), vec4<bool>(global1.b.x, true, false, global2.a.x), false), !vec4<bool>(false, true, global1.c, global1.c), false), !select(vec4<bool>(true, true, global2.a.x, false), vec4<bool>(false, arg_0.a.x, global0.a.x, global2.a.x), global1.b.x))))).x;
        switch (~((~(u_input.e.x & 1i) * countLeadingZeros(reverseBits(u_input.e)).x) & arg_1.x)) {
            case -7008i: {
                var var_1 = global1.d;
                ((global1).a).x = 0u;
                var var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1.d, _wgslsmith_f_op_f32(-global1.d))), vec2<f32>(_wgslsmith_div_f32(_wgslsmith_div_f32(global1.d, _wgslsmith_f_op_f32(global1.d * 1413f)), _wgslsmith_f_op_f32(abs(-555f))), _wgslsmith_f_op_f32(-2845f)));
                (global4)[_wgslsmith_index_u32(0u, 11u)] = insertBits(~vec4<i32>(-52023i, ~(-1i), insertBits(-u_input.e, vec4<i32>(25820i, -2138i, global4[_wgslsmith_index_u32(u_input.c, 11u)], u_input.b.x) / vec4<i32>(2147483647i, i32(-2147483648), global4[_wgslsmith_index_u32(global3.x, 11u)], u_input.a), global3.x, ~0u).x, ~arg_1.x), ((-u_input.e | u_input.e) - vec4<i32>(-2927i, ~global4[_wgslsmith_index_u32(1u, 11u)], u_input.b.x + 322i, 1i)) & (((u_input.e * vec4<i32>(-1i, -43907i, -4763i, 1i)) ^ _wgslsmith_mod_vec4_i32(vec4<i32>(-1i, u_input.e.x, 2147483647i, 0i), u_input.e)) - vec4<i32>(~(-20442i), -18081i, -1i, -52725i)), insertBits(select(_wgslsmith_mod_vec2_u32(vec2<u32>(13575u, 56141u), vec2<u32>(u_input.c, 0u)) << (_wgslsmith_mod_vec2_u32(vec2<u32>(global1.a.x, u_input.c), vec2<u32>(global3.x, global3.x)) % vec2<u32>(32u)), global1.a, any(select(vec4<bool>(global0.a.x, global0.a.x, arg_0.a.x, global2.a.x), vec4<bool>(true, true, global0.a.x, global2.a.x), vec4<bool>(false, false, false, false)).wx)).x, u_input.d, countTrailingZeros(reverseBits(abs(vec4<u32>(35914u, u_input.d, 60376u, 0u))).yz).x, global3.x), 0u).x;
            }
            case 3227i: {
                let var_1 = global0.a.x;
                global0 = func_3(~firstLeadingBit(extractBits(vec4<u32>(1u, global3.x, u_input.d, 18021u), global1.a.x, 11992u)).xwz + (select(extractBits(vec4<u32>(u_input.c, 0u, 1u, 4294967295u), u_input.d, u_input.c), _wgslsmith_mod_vec4_u32(vec4<u32>(global1.a.x, global3.x, global1.a.x, u_input.c), vec4<u32>(global1.a.x, u_input.c, 0u, global1.a.x)), select(vec4<bool>(true, true, global2.a.x, true), vec4<bool>(false, global1.c, true, global1.c), false)).wyz << ((~vec3<u32>(global1.a.x, global3.x, global3.x) - select(vec3<u32>(4294967295u, 0u, global3.x), vec3<u32>(global1.a.x, 4294967295u, global1.a.x), global1.b)) % vec3<u32>(32u))), _wgslsmith_f_op_vec3_f32(vec3<f32>(global1.d, _wgslsmith_f_op_f32(_wgslsmith_div_f32(global1.d, global1.d) - _wgslsmith_f_op_vec2_f32(max(vec2<f32>(1000f, global1.d), vec2<f32>(global1.d, -306f))).x), global1.d) + vec3<f32>(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(131f, -2185f))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(vec2<f32>(global1.d, global1.d), vec2<f32>(-1000f, -674f))) - _wgslsmith_f_op_f32(-global1.d)), global1.d)), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(global1.d - -1000f), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-2460f, 185f))).x) * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1.d, -902f)) * vec2<f32>(1070f, global1.d))), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-global1.d), _wgslsmith_f_op_f32(-(-758f))) * vec2<f32>(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-395f, global1.d, global1.d))).x, _wgslsmith_f_op_f32(-807f * global1.d)))));
                (global4)[_wgslsmith_index_u32(global1.a.x, 11u)] = ~(-6150i);
                var var_2 = Struct_4(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(1479f, global1.d, 1129f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(-1000f, _wgslsmith_f_op_f32(-1593f), _wgslsmith_f_op_f32(1315f * -1000f)) + _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(143f, global1.d, global1.d), vec3<f32>(global1.d, -431f, -762f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(_wgslsmith_div_vec3_f32(vec3<f32>(global1.d, global1.d, global1.d), vec3<f32>(global1.d, 551f, global1.d))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d, 643f, 391f, global1.d)))).zxw * vec3<f32>(_wgslsmith_f_op_f32(-global1.d), _wgslsmith_div_f32(346f, -601f), _wgslsmith_div_f32(401f, global1.d)))), clamp(vec3<i32>(~(-60124i), -27591i, i32(-2147483648)), -u_input.e.xzx, firstTrailingBit(select(vec4<i32>(u_input.a, -26449i, 2147483647i, u_input.a), vec4<i32>(68648i, arg_1.x, -15686i, -1i) | u_input.e, vec4<bool>(global2.a.x, global0.a.x, arg_0.a.x, global1.c)).wwy)).x);
                let var_3 = Struct_2(func_3(clamp(abs(reverseBits(vec3<u32>(global3.x, 4294967295u, 15961u))), vec3<u32>(global3.x, 0u, global3.x) * vec3<u32>(10044u, global1.a.x, 4294967295u), vec3<u32>(~1u, global3.x, ~global3.x)), _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(-978f, -1802f), var_2.a[_wgslsmith_index_u32(u_input.c, 4u)].zy)), _wgslsmith_f_op_f32(global1.d + global1.d), _wgslsmith_f_op_f32(-1475f)) * var_2.a[_wgslsmith_index_u32(~countTrailingZeros(vec3<u32>(u_input.c, 81704u, u_input.c)).x, 4u)]), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(exp2(var_2.a[_wgslsmith_index_u32(min(131239u, u_input.c), 4u)].xx)), var_2.a[_wgslsmith_index_u32(global1.a.x + u_input.d, 4u)].zx)).a);
            }
            case -24402i: {
                (global3).x = global3.x;
                let var_1 = mat4x2<f32>(_wgslsmith_f_op_vec3_f32(func_4()).zy, _wgslsmith_f_op_vec4_f32(func_5()).zw, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d, 369f, 886f, global1.d)), vec4<f32>(-700f, 171f, global1.d, -959f), arg_0.a.x)).zw))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global1.d, -303f, global1.d), vec3<f32>(1158f, -1368f, global1.d), false)).x, global1.d)) + vec2<f32>(_wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(sign(_wgslsmith_f_op_vec4_f32(func_5()).x)))));
                var var_2 = Struct_3(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d, 1006f, global1.d, 2718f) + vec4<f32>(global1.d, var_1[_wgslsmith_index_u32(4294967295u, 4u)].x, global1.d, var_1[_wgslsmith_index_u32(global1.a.x, 4u)].x)), vec4<f32>(1767f, global1.d, var_1[_wgslsmith_index_u32(u_input.d, 4u)].x, -195f)) * vec4<f32>(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(global1.a.x, 4u)].x * global1.d), 644f, -1000f, _wgslsmith_f_op_f32(-(-1478f)))), _wgslsmith_div_vec4_f32(vec4<f32>(1193f, global1.d, -294f, var_1[_wgslsmith_index_u32(global3.x / global1.a.x, 4u)].x), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(352f, var_1[_wgslsmith_index_u32(u_input.d, 4u)].x, global1.d, global1.d) - vec4<f32>(583f, 2133f, 581f, global1.d))))))), -(-min(u_input.e, u_input.e).x) == 1i, mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-global1.d), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(var_1[_wgslsmith_index_u32(5203u, 4u)] + vec2<f32>(global1.d, global1.d)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-548f, var_1[_wgslsmith_index_u32(0u, 4u)].x, 2058f, global1.d))).zz, select(vec4<bool>(arg_0.a.x, global2.a.x, global0.a.x, global2.a.x), vec4<bool>(false, false, false, global1.b.x), false).ww)).x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, -1396f, 2228f) - vec3<f32>(596f, var_1[_wgslsmith_index_u32(1u, 4u)].x, var_1[_wgslsmith_index_u32(global1.a.x, 4u)].x)))).xy)), Struct_2(select(global0.a, !vec2<bool>(global0.a.x, true), !select(vec3<bool>(true, true, global1.b.x), global1.b, global2.a.x).yx)));
                var var_3 = arg_0;
                let var_4 = false;
            }
            default: {
                let var_1 = mat3x2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, global1.d, 659f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(1000f, 662f, 781f) - vec3<f32>(global1.d, global1.d, global1.d))) - _wgslsmith_f_op_vec4_f32(func_5()).xxz), _wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-global1.d), _wgslsmith_f_op_vec2_f32(round(vec2<f32>(1209f, global1.d))).x, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-1294f, global1.d, global1.d))).x), vec3<f32>(global1.d, _wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(-191f, 329f, global1.d))).x, _wgslsmith_f_op_f32(global1.d - -2580f))), !vec3<bool>(true, select(global1.b, global1.b, global2.a.x).x, true))).yy, vec2<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1703f, global1.d, 1370f, global1.d)) + vec4<f32>(-2004f, global1.d, global1.d, global1.d)))).x, _wgslsmith_f_op_f32(global1.d + _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(-739f, -1563f, -1000f) * vec3<f32>(global1.d, -705f, 145f)), _wgslsmith_f_op_vec3_f32(vec3<f32>(global1.d, global1.d, global1.d) - vec3<f32>(global1.d, global1.d, 289f)), vec3<bool>(true, true, global1.c))).x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(global1.d, -1000f, 742f, global1.d))).yw))));
                var var_2 = global2.a.x;
                var var_3 = u_input.a;
                global1 = Struct_1(vec2<u32>(11491u, 28693u), select(vec3<bool>(global0.a.x, false, arg_0.a.x), vec3<bool>(select(global2.a, select(vec3<bool>(arg_0.a.x, false, false), vec3<bool>(false, true, false), global1.b).zx, vec2<bool>(true, true)).x, global1.b.x, true), atomicCompareExchangeWeak(&wg_atomic_u32, atomicCompareExchangeWeak(&wg_atomic_u32, global1.a.x, global3.x).old_value, select(extractBits(vec4<u32>(1989u, 0u, global1.a.x, 80523u), u_input.d, global1.a.x), abs(vec4<u32>(global3.x, 1u, 1u, u_input.c)), vec4<bool>(false, arg_0.a.x, global0.a.x, true)).x).exchanged), !(!any(global0.a)), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(52923u, 3u)].x + var_1[_wgslsmith_index_u32(max(vec4<u32>(81849u, atomicXor(&wg_atomic_u32, 0u), min(global1.a, global1.a).x, firstLeadingBit(global1.a.x)), ~max(vec4<u32>(global1.a.x, 1u, 61678u, 4294967295u), vec4<u32>(0u, 1u, global1.a.x, global1.a.x))).x, 3u)].x));
                return _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-1000f, var_1[_wgslsmith_index_u32(global3.x, 3u)].x, -598f, 258f))))))).wy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(_wgslsmith_f_op_f32(sign(var_1[_wgslsmith_index_u32(20626u, 3u)].x)), global1.d, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(1u, 3u)].x), global1.d))).xz), vec2<bool>(0u > ~(u_input.d ^ 17262u), !(!global2.a.x))));
            }
        }
        let var_1 = vec2<u32>(global1.a.x, 38499u);
        global1 = Struct_1(~global1.a, vec3<bool>(-(global4[_wgslsmith_index_u32(u_input.c, 11u)] >> (global3.x % 32u)) <= select(~vec4<i32>(-2972i, global4[_wgslsmith_index_u32(var_1.x, 11u)], global4[_wgslsmith_index_u32(global1.a.x, 11u)], u_input.a), vec4<i32>(arg_1.x, u_input.a, u_input.b.x, global4[_wgslsmith_index_u32(93820u, 11u)]) / u_input.e, select(vec4<bool>(arg_0.a.x, false, arg_0.a.x, arg_0.a.x), vec4<bool>(arg_0.a.x, true, global2.a.x, arg_0.a.x), global1.b.x)).x, arg_1.x <= clamp(_wgslsmith_mod_vec3_i32(vec3<i32>(global4[_wgslsmith_index_u32(global1.a.x, 11u)], -1771i, 2147483647i), vec3<i32>(1i, 23486i, -1i)), _wgslsmith_mod_vec3_i32(u_input.e.zxz, u_input.e.ywy), u_input.e.zwy).x, select(!(!vec4<bool>(true, global0.a.x, true, global1.c)), select(!vec4<bool>(true, global1.c, global1.b.x, global0.a.x), select(vec4<bool>(global1.c, global1.c, true, arg_0.a.x), vec4<bool>(global1.b.x, true, true, true), arg_0.a.x), select(vec4<bool>(global0.a.x, global0.a.x, global2.a.x, global1.b.x), vec4<bool>(global0.a.x, false, global1.b.x, true), vec4<bool>(false, global2.a.x, global0.a.x, false))), select(!vec4<bool>(arg_0.a.x, global2.a.x, global2.a.x, arg_0.a.x), vec4<bool>(true, true, true, true), true).x).x), global0.a.x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-679f) - _wgslsmith_f_op_f32(-742f - -2041f)) - global1.d)));
        loop {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            let var_2 = true;
            continuing {
                let var_3 = clamp((atomicOr(&wg_atomic_i32, _wgslsmith_mod_i32(9319i, global4[_wgslsmith_index_u32(var_1.x, 11u)])) >> (u_input.c % 32u)) + global4[_wgslsmith_index_u32(min(~(~vec4<u32>(global3.x, u_input.c, 4294967295u, 12633u)), select(~vec4<u32>(1u, global3.x, 57648u, 4294967295u), ~vec4<u32>(4294967295u, 1u, 4294967295u, global3.x), !vec4<bool>(global0.a.x, global1.b.x, true, global0.a.x))).x, 11u)], u_input.e.x, -(-(42255i << (u_input.c % 32u)) | (global4[_wgslsmith_index_u32(_wgslsmith_mod_u32(global1.a.x, global1.a.x), 11u)] << (~global3.x % 32u))));
                var var_4 = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.d)) * -577f), global1.d, _wgslsmith_f_op_f32(-(-2773f)))) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(209f, global1.d, 878f), vec3<f32>(global1.d, 1730f, global1.d), false))))).x));
            }
        }
    }
    global3 = vec2<u32>(extractBits(_wgslsmith_mod_vec3_u32(vec3<u32>(dot(vec3<u32>(9863u, global3.x, global1.a.x), vec3<u32>(global3.x, u_input.d, 4294967295u)), u_input.d - 0u, ~39665u), vec3<u32>(global1.a.x * u_input.c, 49508u, 1u)), global3.x, 38715u).x, _wgslsmith_mod_u32((firstTrailingBit(vec3<u32>(20912u, u_input.c, u_input.c)).x + 1979u) + ~0u, ~countLeadingZeros(vec2<u32>(u_input.d, global3.x) & vec2<u32>(47117u, 27972u)).x));
    let var_0 = Struct_1(vec2<u32>(~28800u, 0u), vec3<bool>(true, select(global1.b, !global1.b, select(vec3<bool>(false, global1.c, false), vec3<bool>(true, global2.a.x, global0.a.x), global1.b)).x, true), global4[_wgslsmith_index_u32(0u, 11u)] <= firstTrailingBit(max(arg_1, insertBits(vec4<i32>(1i, -11007i, u_input.b.x, global4[_wgslsmith_index_u32(0u, 11u)]), u_input.e, global3.x, global1.a.x).xy)).x, _wgslsmith_f_op_f32(-global1.d));
    global3 = firstLeadingBit(vec3<u32>(~1u, extractBits(vec4<u32>(104363u, var_0.a.x, 1u, global3.x), vec3<u32>(1u, 1u, 1u).x, countLeadingZeros(vec3<u32>(3338u, 15315u, 1u)).x).x, 10927u) / abs(countTrailingZeros(vec3<u32>(u_input.d, 79960u, var_0.a.x)) | (vec3<u32>(1u, 4294967295u, 0u) / vec3<u32>(0u, global3.x, 29255u)))).xx;
    var var_1 = func_3(vec3<u32>(~(4294967295u | global1.a.x), firstTrailingBit(_wgslsmith_mod_vec4_u32(vec4<u32>(global3.x, global3.x, 16396u, var_0.a.x), vec4<u32>(global3.x, u_input.d, 0u, 11475u))).x, u_input.d + global1.a.x) ^ vec3<u32>(u_input.d, global3.x, ~36547u), _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0.d, -1000f, 782f, var_0.d))) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d, global1.d, global1.d, -1322f)))))).wzy, mat2x2<f32>(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(-164f + 1550f), _wgslsmith_f_op_f32(-353f - global1.d), _wgslsmith_f_op_f32(global1.d - 1536f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(global1.d, 336f, var_0.d), vec3<f32>(global1.d, var_0.d, var_0.d)) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, 619f, 1000f))))).xx, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-484f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(125f, 1424f, global1.d, var_0.d))).x - global1.d))));
    return vec2<f32>(_wgslsmith_f_op_f32(saturate(-1090f)), 131f);
}

fn func_1(arg_0: Struct_4, arg_1: mat4x3<f32>) -> bool {
    global4 = array<i32, 11>();
    switch (atomicAdd(&wg_atomic_i32, _wgslsmith_mod_i32(arg_0.b, arg_0.b << (7822u % 32u)))) {
        case -26950i: {
            var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(func_2(func_3(vec3<u32>(20509u, 0u, 1u), _wgslsmith_f_op_vec3_f32(func_4()), mat2x2<f32>(vec2<f32>(-280f, arg_1[_wgslsmith_index_u32(1u, 4u)].x), vec2<f32>(arg_1[_wgslsmith_index_u32(global3.x, 4u)].x, arg_1[_wgslsmith_index_u32(u_input.d, 4u)].x))), vec2<i32>(-1i, arg_0.b) / (vec2<i32>(1i, 2147483647i) + vec2<i32>(-52598i, arg_0.b))))), _wgslsmith_f_op_vec2_f32(-arg_0.a[_wgslsmith_index_u32(u_input.d - 4294967295u, 4u)].xz), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(318f, arg_1[_wgslsmith_index_u32(global3.x, 4u)].x, _wgslsmith_div_f32(1535f, global1.d)) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(1066f, -1435f, -179f)) - vec3<f32>(-2362f, 199f, 1478f))))).xz);
            let var_1 = _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(-1399f, _wgslsmith_f_op_f32(_wgslsmith_div_f32(global1.d, arg_0.a[_wgslsmith_index_u32(2972u, 4u)].x) + _wgslsmith_f_op_vec2_f32(select(arg_1[_wgslsmith_index_u32(4294967295u, 4u)].xy, arg_0.a[_wgslsmith_index_u32(u_input.c, 4u)].zy, global0.a)).x)))) * vec2<f32>(_wgslsmith_f_op_f32(exp2(1f)), -1000f));
            switch (global4[_wgslsmith_index_u32(~1u + ~countOneBits(_wgslsmith_mod_vec3_u32(~vec3<u32>(global1.a.x, u_input.c, u_input.d), ~vec3<u32>(global3.x, 24981u, global3.x))).x, 11u)]) {
                case 28948i: {
                }
                default: {
                    let var_2 = _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(arg_0.a[_wgslsmith_index_u32(28939u, 4u)]))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(arg_0.a[_wgslsmith_index_u32(select(vec3<u32>(15317u, global1.a.x, 41300u), vec3<u32>(global3.x, global1.a.x, global1.a.x), global0.a.x).x, 4u)] - vec3<f32>(-1555f, arg_1[_wgslsmith_index_u32(global3.x, 4u)].x, -2387f))) + arg_0.a[_wgslsmith_index_u32(u_input.c, 4u)]))).x;
                    let var_3 = u_input.e.wyx;
                    var var_4 = arg_0.a;
                    var var_5 = Struct_2(func_3(~countOneBits(vec3<u32>(3252u, global1.a.x, global1.a.x)) & _wgslsmith_mod_vec3_u32(max(vec3<u32>(u_input.d, 26463u, 0u), vec3<u32>(56680u, 1u, global1.a.x)), vec3<u32>(global3.x, 38995u, 0u) & vec3<u32>(global1.a.x, 40688u, u_input.c)), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_f_op_f32(ceil(-267f)), _wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_f32(-(-1214f)), _wgslsmith_f_op_f32(-(-1000f))))).wxw, mat2x2<f32>(var_4[_wgslsmith_index_u32(~abs(vec4<u32>(global3.x, global3.x, 32451u, u_input.c)).x, 4u)].yz, vec2<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(global3.x, 3u)].x), _wgslsmith_div_f32(-880f, -2189f)))).a);
                }
            }
        }
        case -1i: {
            for (var var_0 = 0i; true; ) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                let var_1 = mat2x2<f32>(arg_0.a[_wgslsmith_index_u32(1u, 4u)].yy, vec2<f32>(_wgslsmith_f_op_f32(-(-787f)), _wgslsmith_div_f32(arg_0.a[_wgslsmith_index_u32(dot(vec2<u32>(1u, u_input.c), vec2<u32>(global3.x, 1u)) - 1u, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-785f - arg_0.a[_wgslsmith_index_u32(22580u, 4u)].x)))));
                break;
            }
            var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0.a[_wgslsmith_index_u32(1u, 4u)].x, 860f)) - _wgslsmith_f_op_vec2_f32(-arg_0.a[_wgslsmith_index_u32(1843u, 4u)].zy)))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d, 774f, -377f, 517f) - vec4<f32>(global1.d, arg_1[_wgslsmith_index_u32(0u, 4u)].x, -236f, arg_1[_wgslsmith_index_u32(0u, 4u)].x))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(678f, -894f, -268f, arg_0.a[_wgslsmith_index_u32(global1.a.x, 4u)].x) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(427f, arg_1[_wgslsmith_index_u32(global3.x, 4u)].x, -1000f, global1.d)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(441f, -361f, global1.d, -414f), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(451f, arg_1[_wgslsmith_index_u32(global3.x, 4u)].x, 458f, 538f), vec4<f32>(-345f, 266f, arg_1[_wgslsmith_index_u32(u_input.d, 4u)].x, 718f), vec4<bool>(true, global1.b.x, false, global2.a.x))), global0.a.x))), !vec4<bool>(global4[_wgslsmith_index_u32(global1.a.x, 11u)] >= 2147483647i, global2.a.x, true, global1.b.x))).xy, _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(~(~21500u) << (min(vec4<u32>(global1.a.x, 30978u, global1.a.x, global1.a.x), firstLeadingBit(vec4<u32>(global1.a.x, 12553u, u_input.d, u_input.c))).x % 32u), 4u)].xy));
        }
        case 45513i: {
            let var_0 = arg_1[_wgslsmith_index_u32(u_input.c, 4u)].x;
        }
        default: {
            while (false) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                let var_0 = true;
                break;
            }
            (global4)[_wgslsmith_index_u32(~(u_input.c & global1.a.x), 11u)] = arg_0.b;
            if (true) {
                (global4)[_wgslsmith_index_u32(~_wgslsmith_mod_u32(0u, ~atomicSub(&wg_atomic_u32, 0u)), 11u)] = ~arg_0.b;
                var var_0 = arg_0;
                var var_1 = -u_input.a;
            } else if (true) {
                let var_0 = u_input.e.ww;
                let var_1 = vec4<bool>(any(vec4<bool>(global1.b.x, true, !global0.a.x, true)), true, atomicCompareExchangeWeak(&wg_atomic_u32, ~(global3.x << (~global1.a.x % 32u)), 0u).exchanged, !(true == global2.a.x));
            }
            (global4)[_wgslsmith_index_u32(_wgslsmith_mod_u32(global3.x + 1u, 59496u), 11u)] = ~1i;
        }
    }
    switch (~_wgslsmith_mod_i32(~46661i, arg_0.b)) {
        case -1i: {
            if (!atomicCompareExchangeWeak(&wg_atomic_u32, global1.a.x ^ 28995u, atomicMax(&wg_atomic_u32, ~global3.x << ((global1.a.x / global1.a.x) % 32u))).exchanged) {
                ((global2).a).x = select(select(select(select(!vec4<bool>(false, true, global2.a.x, global2.a.x), vec4<bool>(false, true, global1.b.x, false), !global1.c), !(!vec4<bool>(global0.a.x, false, global2.a.x, global1.c)), select(!vec4<bool>(global2.a.x, global2.a.x, global0.a.x, global1.c), vec4<bool>(true, false, true, true), !global1.c)), vec4<bool>(!global0.a.x && (global2.a.x & true), !select(global1.b, vec3<bool>(false, global0.a.x, global1.b.x), vec3<bool>(true, global2.a.x, true)).x, func_3(select(vec4<u32>(20547u, u_input.c, 0u, u_input.c), vec4<u32>(global3.x, 6600u, u_input.d, global3.x), vec4<bool>(false, global2.a.x, global1.b.x, global2.a.x)).xxy, _wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(27728u, 4u)]), mat2x2<f32>(arg_1[_wgslsmith_index_u32(u_input.c, 4u)].yy, arg_1[_wgslsmith_index_u32(global3.x, 4u)].yz)).a.x, !(arg_1[_wgslsmith_index_u32(4829u, 4u)].x <= arg_1[_wgslsmith_index_u32(global1.a.x, 4u)].x)), select(!(!vec4<bool>(global0.a.x, true, false, global2.a.x)), select(!vec4<bool>(global1.c, false, global2.a.x, global2.a.x), vec4<bool>(false, true, global2.a.x, global1.c), select(vec4<bool>(global0.a.x, global2.a.x, global0.a.x, false), vec4<bool>(global1.c, true, global1.b.x, global1.b.x), false)), !(!vec4<bool>(true, true, true, global1.b.x)))).xwy, global1.b, !select(vec4<bool>(false, true, false, global1.c || global2.a.x), !vec4<bool>(true, false, global2.a.x, global2.a.x), true).xzz).x;
                let var_0 = 4294967295u;
                global2 = Struct_2(select(global1.b.zy, global2.a, global2.a.x));
                return false;
            } else {
                let var_0 = vec4<i32>(u_input.a, global4[_wgslsmith_index_u32(countTrailingZeros(global1.a).x, 11u)], global4[_wgslsmith_index_u32(1u, 11u)] << (~(~55079u) % 32u), arg_0.b) ^ (vec4<i32>(-u_input.e.x, clamp(vec4<i32>(1i, 1i, 1i, 1i), min(vec4<i32>(arg_0.b, arg_0.b, u_input.e.x, u_input.b.x), vec4<i32>(8876i, global4[_wgslsmith_index_u32(35121u, 11u)], u_input.a, -22460i)), select(u_input.e, vec4<i32>(arg_0.b, 16005i, u_input.b.x, u_input.a), true)).x, global4[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, countOneBits(vec3<u32>(global1.a.x, u_input.c, global1.a.x)).x), 11u)], 1i) / -vec4<i32>(global4[_wgslsmith_index_u32(4294967295u, 11u)] | global4[_wgslsmith_index_u32(global1.a.x, 11u)], 6314i / -34744i, firstLeadingBit(u_input.b).x, global4[_wgslsmith_index_u32(~u_input.c, 11u)]));
                return !select(vec4<bool>(true, false, global2.a.x || true, false), select(select(!vec4<bool>(false, true, false, global0.a.x), vec4<bool>(false, false, true, false), select(vec4<bool>(global2.a.x, true, global2.a.x, true), vec4<bool>(false, global2.a.x, false, true), global1.b.x)), !(!vec4<bool>(global2.a.x, true, true, global0.a.x)), select(select(vec4<bool>(false, global0.a.x, global1.c, false), vec4<bool>(true, false, global0.a.x, true), vec4<bool>(global1.b.x, global2.a.x, false, true)), select(vec4<bool>(global2.a.x, true, true, global0.a.x), vec4<bool>(false, false, true, false), vec4<bool>(true, false, false, true)), select(vec4<bool>(global1.c, global0.a.x, false, false), vec4<bool>(global2.a.x, global2.a.x, true, global2.a.x), global1.b.x))), global2.a.x && select(select(global1.b, vec3<bool>(global0.a.x, global2.a.x, global2.a.x), global0.a.x).yy, vec2<bool>(false, global1.c), vec2<bool>(true, global2.a.x)).x).x;
            }
            let var_0 = _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-230f), _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(2209u, 4u)].x + arg_1[_wgslsmith_index_u32(116648u, 4u)].x), arg_0.a[_wgslsmith_index_u32(98165u, 4u)].x, _wgslsmith_f_op_f32(836f - -562f))) + _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1244f, 671f, arg_0.a[_wgslsmith_index_u32(u_input.c, 4u)].x, -969f)) - _wgslsmith_f_op_vec4_f32(vec4<f32>(-395f, -844f, global1.d, global1.d) - vec4<f32>(-235f, 1982f, arg_1[_wgslsmith_index_u32(20737u, 4u)].x, 1007f))), vec4<f32>(_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(global3.x, 4u)].x - -293f), _wgslsmith_f_op_f32(trunc(286f)), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_f32(-990f)), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global1.d, arg_0.a[_wgslsmith_index_u32(global3.x, 4u)].x, -1000f, arg_0.a[_wgslsmith_index_u32(global1.a.x, 4u)].x))) * vec4<f32>(1325f, -1457f, arg_1[_wgslsmith_index_u32(0u, 4u)].x, arg_0.a[_wgslsmith_index_u32(54598u, 4u)].x)))))));
        }
        case 1i: {
            if (global2.a.x) {
                let var_0 = !(global1.a.x >= 27239u);
                (global2).a = !(!global1.b.xx);
                var var_1 = mat2x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(254f, arg_1[_wgslsmith_index_u32(1u, 4u)].x) * _wgslsmith_f_op_vec2_f32(saturate(vec2<f32>(789f, 1417f)))), vec2<f32>(_wgslsmith_div_f32(global1.d, global1.d), _wgslsmith_f_op_f32(457f - -998f))), vec2<f32>(575f, _wgslsmith_f_op_f32(-1000f))), arg_1[_wgslsmith_index_u32(4294967295u, 4u)].zz);
                var var_2 = func_3(vec3<u32>(~global1.a.x, atomicExchange(&wg_atomic_u32, 4294967295u), max(vec3<u32>(select(vec3<u32>(1u, global1.a.x, u_input.c), vec3<u32>(u_input.d, 28088u, global1.a.x), global1.c).x, global3.x + 1u, u_input.c - global3.x), ~select(vec3<u32>(47563u, 11918u, global3.x), vec3<u32>(global1.a.x, global3.x, u_input.d), vec3<bool>(false, false, var_0))).x), vec3<f32>(1581f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-3140f)), _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(816f + var_1[_wgslsmith_index_u32(1u, 2u)].x), 323f, arg_0.a[_wgslsmith_index_u32(countOneBits(1u), 4u)].x), arg_1[_wgslsmith_index_u32(25617u, 4u)], global1.b)).x), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32((52176u & global1.a.x) << ((u_input.c ^ u_input.c) % 32u), 4u)].yx), _wgslsmith_f_op_vec2_f32(max(arg_1[_wgslsmith_index_u32(18787u << (atomicMax(&wg_atomic_u32, 0u) % 32u), 4u)].xx, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_1[_wgslsmith_index_u32(5829u, 2u)].x, global1.d) - vec2<f32>(1259f, arg_1[_wgslsmith_index_u32(global1.a.x, 4u)].x)), _wgslsmith_f_op_vec2_f32(-var_1[_wgslsmith_index_u32(u_input.c, 2u)])))))).a;
            }
        }
        default: {
            var var_0 = sign(vec4<i32>(firstTrailingBit(u_input.e.x), ~firstTrailingBit(u_input.b.x + 1i), arg_0.b, -u_input.e.x));
            ((global0).a).x = global2.a.x || true;
        }
    }
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        ((global1).a).x = ~global3.x & 1u;
        switch (-27485i) {
            case 2147483647i: {
                continue;
            }
            case 59659i: {
            }
            case 21466i: {
                global2 = func_3(vec3<u32>(select(global1.a, ~(vec2<u32>(9579u, 20869u) >> (global1.a % vec2<u32>(32u))), !vec2<bool>(global2.a.x, global2.a.x)).x, countOneBits(~reverseBits(vec4<u32>(36303u, 44693u, global3.x, global3.x)).wy).x, ~global1.a.x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(~(4294967295u ^ u_input.c), 4u)]) * _wgslsmith_div_vec3_f32(arg_0.a[_wgslsmith_index_u32(28098u, 4u)], _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, arg_0.a[_wgslsmith_index_u32(3420u, 4u)].x, 1000f)))), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1057f, -1000f)), arg_0.a[_wgslsmith_index_u32(global1.a.x, 4u)].zz))), arg_1[_wgslsmith_index_u32(global1.a.x, 4u)].xx));
            }
            default: {
                break;
            }
        }
        var var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(dot(vec4<f32>(global1.d, -1557f, 319f, 576f), vec4<f32>(-1296f, arg_1[_wgslsmith_index_u32(44635u, 4u)].x, arg_1[_wgslsmith_index_u32(48659u, 4u)].x, 385f))), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(242f, global1.d, 1011f, arg_1[_wgslsmith_index_u32(global3.x, 4u)].x))).x, _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(arg_1[_wgslsmith_index_u32(global1.a.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(u_input.d, 4u)].x, global1.d))).x), vec3<f32>(_wgslsmith_div_f32(-962f, global1.d), _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x), arg_0.a[_wgslsmith_index_u32(~global3.x, 4u)].x), !global1.b)).yz), arg_1[_wgslsmith_index_u32(~(min(1u, global1.a.x) << (0u % 32u)), 4u)].zy, _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(~(~countLeadingZeros(vec4<u32>(global1.a.x, 4294967295u, 4294967295u, global1.a.x)).x), 4u)].yy), vec2<f32>(-625f, -499f));
        var var_1 = func_3(_wgslsmith_mod_vec3_u32(extractBits(abs(vec4<u32>(7807u, global1.a.x, 0u, u_input.d)), reverseBits(~vec4<u32>(u_input.d, 4294967295u, 19056u, u_input.c)).x, 1u - 4294967295u).xzx, countOneBits(vec4<u32>(u_input.c, min(global1.a, vec2<u32>(global1.a.x, 14753u)).x, ~global3.x, global1.a.x)).zyw), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(global3.x, 4u)])))), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(clamp(firstTrailingBit(vec4<u32>(3362u, 25814u, global1.a.x, 78827u)).x, global1.a.x, 0u), 4u)] + arg_0.a[_wgslsmith_index_u32(~global1.a.x, 4u)].xx), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_div_vec3_f32(vec3<f32>(210f, -1656f, arg_0.a[_wgslsmith_index_u32(42181u, 4u)].x), arg_1[_wgslsmith_index_u32(40380u, 4u)]))).xz)));
        (global2).a = var_1.a;
    }
    global3 = select(vec3<u32>(atomicSub(&wg_atomic_u32, global3.x), abs(global1.a.x), ~u_input.c), vec3<u32>(~(~(global3.x | 50409u)), ~u_input.c, select(~(global1.a << (global1.a % vec2<u32>(32u))), ~vec2<u32>(1u, u_input.c), true).x), select(select(!vec4<bool>(global2.a.x, true, global1.b.x, global0.a.x), !vec4<bool>(global1.c, true, global0.a.x, false), true), select(!select(vec4<bool>(true, global2.a.x, true, global2.a.x), vec4<bool>(global2.a.x, global1.c, true, true), vec4<bool>(global2.a.x, false, global2.a.x, global1.b.x)), vec4<bool>(true, global0.a.x, !global1.b.x, select(vec4<bool>(global0.a.x, false, global0.a.x, false), vec4<bool>(false, false, false, false), true).x), true), true).yxz).xy;
    return !((1u < global3.x));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>) {
    let var_0 = ~1u;
    if (select(select(vec4<bool>((u_input.a < 28074i), !func_1(Struct_4(mat4x3<f32>(vec3<f32>(global1.d, global1.d, -578f), vec3<f32>(global1.d, 521f, global1.d), vec3<f32>(global1.d, global1.d, -921f), vec3<f32>(global1.d, global1.d, global1.d)), i32(-2147483648)), mat4x3<f32>(vec3<f32>(global1.d, global1.d, global1.d), vec3<f32>(225f, -589f, global1.d), vec3<f32>(803f, global1.d, global1.d), vec3<f32>(-875f, global1.d, global1.d))), true, any(vec4<bool>(global1.b.x, true, false, global1.c))), select(vec4<bool>(global1.b.x & global1.c, func_3(builtin_global_invocation_id, vec3<f32>(global1.d, global1.d, 263f), mat2x2<f32>(vec2<f32>(171f, global1.d), vec2<f32>(-798f, -1241f))).a.x, select(vec4<bool>(global1.c, global0.a.x, global0.a.x, global2.a.x), vec4<bool>(global2.a.x, global2.a.x, true, global2.a.x), global2.a.x).x, any(vec4<bool>(global0.a.x, global2.a.x, global1.b.x, false))), !vec4<bool>(global2.a.x, false, global2.a.x, global1.b.x), countLeadingZeros(vec4<u32>(builtin_local_invocation_id.x, 49034u, builtin_local_invocation_id.x, builtin_local_invocation_id.x)).x != vec2<u32>(1u, 1u).x), all(global0.a)), vec4<bool>(!select(select(vec4<bool>(false, true, false, false), vec4<bool>(false, global0.a.x, global1.b.x, global0.a.x), vec4<bool>(global1.b.x, false, global2.a.x, true)).wy, select(vec4<bool>(false, global2.a.x, false, false), vec4<bool>(global2.a.x, true, false, global1.c), vec4<bool>(false, false, true, global1.c)).xx, select(vec4<bool>(false, false, false, global2.a.x), vec4<bool>(true, global2.a.x, global2.a.x, global0.a.x), vec4<bool>(global2.a.x, false, global2.a.x, global0.a.x)).zy).x, -u_input.b.x <= (~u_input.a | (i32(-2147483648) * u_input.b.x)), global2.a.x, all(select(!vec4<bool>(global0.a.x, false, global0.a.x, true), select(vec4<bool>(true, true, false, global0.a.x), vec4<bool>(true, true, global0.a.x, true), global0.a.x), !vec4<bool>(global0.a.x, global2.a.x, false, global1.b.x)))), any(!(!vec4<bool>(global2.a.x, global1.b.x, true, global0.a.x))) | select(global1.c || global1.b.x, false, true)).x) {
        global2 = func_3(firstLeadingBit(countLeadingZeros(select(~vec4<u32>(global3.x, builtin_global_invocation_id.x, builtin_local_invocation_id.x, 1u), vec4<u32>(var_0, 1u, 4294967295u, 4294967295u), true).zyx)), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global1.d, global1.d, 165f, _wgslsmith_f_op_f32(643f * global1.d)))).www, mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1.d, global1.d, 523f) - vec3<f32>(global1.d, -580f, global1.d)), _wgslsmith_f_op_vec3_f32(vec3<f32>(global1.d, global1.d, 1103f) - vec3<f32>(global1.d, 1459f, -1222f)), select(vec4<bool>(global1.b.x, true, global2.a.x, global2.a.x), vec4<bool>(global1.c, true, false, global2.a.x), vec4<bool>(false, global2.a.x, global1.c, global2.a.x)).x)).yz), vec2<f32>(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d, -629f, global1.d, global1.d) * vec4<f32>(global1.d, 1000f, global1.d, global1.d)), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-1415f, global1.d, global1.d, 1054f))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global1.d, 1449f, 2100f, global1.d), vec4<f32>(global1.d, -1147f, 875f, -949f), vec4<f32>(363f, 1445f, global1.d, -861f))).x * 1f))));
        var var_1 = Struct_4(mat4x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-global1.d), global1.d, _wgslsmith_f_op_f32(-646f - global1.d)) + _wgslsmith_f_op_vec3_f32(func_4())), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-492f, -251f, -1420f, global1.d), vec4<f32>(global1.d, 528f, -1728f, -542f), vec4<f32>(global1.d, global1.d, -345f, -1591f))))).ywz), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d, -286f, -1429f, 349f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(func_5())), vec4<bool>(global2.a.x, global0.a.x, any(vec4<bool>(true, global0.a.x, true, global0.a.x)), true))).wyy, vec3<f32>(_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d, 758f, global1.d, global1.d) - vec4<f32>(global1.d, global1.d, global1.d, global1.d)), _wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d, global1.d, -1635f, global1.d) * vec4<f32>(-600f, -125f, -1246f, -946f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1411f * global1.d)), 333f)), 0i);
    }
    let var_1 = dot(vec3<u32>(28310u, builtin_local_invocation_id.x, countLeadingZeros(vec4<u32>(global1.a.x, 72160u, 1u, 1u) / vec4<u32>(0u, builtin_global_invocation_id.x, global1.a.x, u_input.c)).x), _wgslsmith_mod_vec3_u32(vec3<u32>(extractBits(builtin_local_invocation_id.x, builtin_global_invocation_id.x, 4294967295u), 0u ^ u_input.d, countTrailingZeros(builtin_global_invocation_id).x), builtin_local_invocation_id)) >> ((57765u + 95144u) % 32u);
    (global1).d = 1164f;
    global2 = func_3(vec3<u32>(max(builtin_local_invocation_id & builtin_global_invocation_id, builtin_local_invocation_id).x - 1u, ~(~firstLeadingBit(vec4<u32>(var_1, 98680u, var_0, global1.a.x)).x), 0u), _wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(-(-481f)), 485f, _wgslsmith_f_op_f32(-global1.d)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(300f, 103f, global1.d))) * _wgslsmith_f_op_vec3_f32(vec3<f32>(global1.d, -878f, global1.d) + vec3<f32>(global1.d, global1.d, global1.d))) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-872f, global1.d, global1.d, -881f), vec4<f32>(global1.d, global1.d, 998f, global1.d))).wyz - vec3<f32>(-119f, -773f, global1.d))))), mat2x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1.d, _wgslsmith_f_op_f32(floor(global1.d)))), _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(_wgslsmith_div_f32(-825f, 179f), _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-1000f, 974f, global1.d))).x), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global1.d, global1.d)), vec2<f32>(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(global1.d, -835f))).x, _wgslsmith_f_op_f32(-650f))))));
    while (false) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        if (any(select(vec4<bool>(false, global2.a.x, true, any(select(vec4<bool>(false, false, false, global2.a.x), vec4<bool>(global0.a.x, global1.c, true, false), global0.a.x))), !vec4<bool>(!global1.b.x, global1.b.x, select(vec3<bool>(true, global2.a.x, true), vec3<bool>(global2.a.x, global0.a.x, global0.a.x), global1.b.x).x, !global2.a.x), func_1(Struct_4(mat4x3<f32>(vec3<f32>(1862f, -717f, global1.d), vec3<f32>(global1.d, -483f, -305f), vec3<f32>(427f, global1.d, 1611f), vec3<f32>(global1.d, 394f, -272f)), 74895i ^ global4[_wgslsmith_index_u32(1u, 11u)]), mat4x3<f32>(vec3<f32>(global1.d, -724f, -676f), vec3<f32>(2056f, global1.d, global1.d), vec3<f32>(global1.d, global1.d, -1259f), vec3<f32>(763f, -404f, 1300f)))).wzy)) {
            var var_2 = countOneBits(extractBits(~vec4<i32>(firstTrailingBit(29532i), u_input.a, -u_input.e.x, select(vec3<i32>(2147483647i, -1i, 57460i), vec3<i32>(-22329i, u_input.a, 9180i), global2.a.x).x), 50704u, var_1).zz);
            let var_3 = Struct_4(mat4x3<f32>(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, global1.d, -1516f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1511f, global1.d, global1.d))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(global1.d, global1.d, global1.d))) - vec3<f32>(905f, global1.d, global1.d)) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, -620f, global1.d))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(global1.d, global1.d, -1530f), vec3<f32>(global1.d, global1.d, 1000f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-250f, 508f, -2134f))), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d, -843f, global1.d))))), -countLeadingZeros(~u_input.e * (u_input.e >> (vec4<u32>(1u, 4294967295u, 25113u, 29635u) % vec4<u32>(32u)))).x);
            global4 = array<i32, 11>();
            var_2 = vec2<i32>(var_2.x, 0i);
        } else if (true) {
            var var_2 = ~builtin_global_invocation_id.x;
            let var_3 = true;
            break;
        }
    }
    let x = u_input.a;
    s_output = StorageBuffer(mat4x3<f32>(vec3<f32>(global1.d, -512f, _wgslsmith_f_op_f32(round(_wgslsmith_div_f32(global1.d, 839f)))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(1000f, global1.d, global1.d, -912f)))), vec4<f32>(_wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global1.d, global1.d), vec2<f32>(global1.d, global1.d), vec2<f32>(global1.d, global1.d))).x, _wgslsmith_f_op_vec4_f32(round(vec4<f32>(global1.d, global1.d, -1220f, -756f))).x, global1.d, global1.d), vec4<f32>(_wgslsmith_f_op_f32(-global1.d), _wgslsmith_f_op_f32(-global1.d), 527f, _wgslsmith_f_op_f32(-global1.d)))).yzy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-(-713f)), _wgslsmith_f_op_f32(-(-1509f)), global1.d)), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-240f, global1.d, -222f)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(721f, global1.d, -2075f, 1009f), vec4<f32>(1717f, global1.d, -924f, 1131f))).wyw, _wgslsmith_div_vec3_f32(vec3<f32>(global1.d, -1116f, 178f), vec3<f32>(global1.d, global1.d, global1.d))), !vec3<bool>(global2.a.x, global2.a.x, global0.a.x)))), _wgslsmith_f_op_f32(sign(1312f)), u_input.d, mat3x4<f32>(vec4<f32>(global1.d, _wgslsmith_div_f32(global1.d, vec2<f32>(1f, 1f).x), global1.d, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-536f, -141f, 240f, global1.d))).wy)).x), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d, global1.d, -261f, global1.d)))), _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(550f, -1000f, global1.d, global1.d))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(global1.d, -524f, -193f, global1.d), vec4<f32>(global1.d, global1.d, global1.d, 1000f), global0.a.x)), _wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d, -318f, -2098f, global1.d) - vec4<f32>(699f, global1.d, 690f, 1261f)))))));
}

