// {"0:0":[192,66,205,167,3,195,227,45,155,64,187,125,0,56,102,158,205,79,184,224,179,122,109,226,92,251,214,107,205,148,120,46,253,8,237,222,173,36,104,232,27,117,15,37,218,79,30,231,72,97,90,216,120,152,205,99,96,38,88,251,160,224,115,142,15,9,118,97,166,9,133,192,55,35,116,132,41,50,148,148,173,98,224,86,107,67,68,225,74,9,206,11,92,123,192,250,10,91,194,7,102,37,23,113,52,153,106,117,43,69,88,160,145,186,179,201,254,191,94,198,25,208,78,150,201,110,94,204,68,139,180,133,41,80,203,96,114,155,173,79,78,45,235,224,222,194,157,140,160,149,57,145,60,30,206,250,93,97,24,126,21,19,12,190,253,235,198,84,126,43,228,110,127,211,224,64,252,84,95,28,85,39,230,45,246,57,96,101,240,95,35,236]}
// Seed: 200075

struct Struct_1 {
    @size(12)
    a: vec2<f32>,
}

struct Struct_2 {
    a: u32,
    @size(48)
    b: mat3x4<f32>,
}

struct UniformBuffer {
    a: u32,
    b: vec3<i32>,
    @align(64)
    c: vec3<i32>,
    @align(64)
    d: vec3<i32>,
    @align(32)
    @size(20)
    e: vec4<u32>,
}

struct StorageBuffer {
    @align(16)
    @size(16)
    a: f32,
    @size(32)
    b: mat4x2<f32>,
    c: mat3x4<f32>,
    @size(24)
    d: vec3<f32>,
    @align(8)
    e: i32,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

struct ProbeOut {
    orig: StorageBuffer,
    p: array<u32, 16>,
}

@group(0)
@binding(1)
var<storage, read_write> s_probe: ProbeOut;

var<private> s_output: StorageBuffer;

var<private> _pv: array<u32, 16>;

var<workgroup> global0: Struct_2;

var<workgroup> global1: array<bool, 10>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 21>;

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn func_5(arg_0: bool, arg_1: mat3x4<f32>, arg_2: bool) -> mat4x3<f32> {
    global0 = Struct_2(u_input.a + atomicMax(&wg_atomic_u32, insertBits(vec2<u32>(global0.a, 0u) - vec2<u32>(global0.a, global0.a), u_input.e.yz, select(u_input.e, vec4<u32>(44000u, 1u, u_input.a, 1u), arg_0).x, atomicMin(&wg_atomic_u32, global0.a)).x), global0.b);
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        return mat4x3<f32>(global0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, global0.a), 3u)].ywx, vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(vec2<f32>(arg_1[_wgslsmith_index_u32(global0.a, 3u)].x, global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x) * arg_1[_wgslsmith_index_u32(u_input.e.x, 3u)].xy))).x, _wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x)), _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(~134943u, 3u)].x), arg_1[_wgslsmith_index_u32(16212u + (52611u - 12705u), 3u)].x), vec3<f32>(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(vec4<f32>(1204f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, 1000f, 660f), arg_1[_wgslsmith_index_u32(u_input.a, 3u)]))))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1679f * global0.b[_wgslsmith_index_u32(39153u, 3u)].x)), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-vec3<f32>(841f, -337f, arg_1[_wgslsmith_index_u32(1u, 3u)].x)))).x, -600f)), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(global0.b[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, vec2<u32>(1u, 1u).x), 3u)].zyy - vec3<f32>(-1673f, global0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(global0.a, 1u), 3u)].x, _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(global0.a, 3u)].x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(global0.b[_wgslsmith_index_u32(14059u, 3u)].x, 694f, arg_1[_wgslsmith_index_u32(4294967295u, 3u)].x))))) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global0.b[_wgslsmith_index_u32(54319u, 3u)].x, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, arg_1[_wgslsmith_index_u32(1u, 3u)].x, global0.b[_wgslsmith_index_u32(0u, 3u)].x), vec4<f32>(-114f, 1695f, arg_1[_wgslsmith_index_u32(u_input.e.x, 3u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_vec4_f32(-arg_1[_wgslsmith_index_u32(4294967295u, 3u)]))).zww)));
    }
    (global1)[_wgslsmith_index_u32(global0.a, 10u)] = false;
    (((global0).b)[_wgslsmith_index_u32(~_wgslsmith_mod_u32(global0.a, global0.a | ((1u / u_input.a) & u_input.a)), 3u)]).x = -685f;
    (global0).a = global0.a + ~0u;
    return mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0.b[_wgslsmith_index_u32(76041u >> (u_input.a % 32u), 3u)].ywz)), global0.b[_wgslsmith_index_u32(~reverseBits(~global0.a ^ abs(vec3<u32>(1u, 1u, 20633u)).x), 3u)].wzw, global0.b[_wgslsmith_index_u32(firstTrailingBit(~(~extractBits(vec3<u32>(4708u, global0.a, 0u), 1u, global0.a).zz)).x, 3u)].xxw, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_div_f32(-1960f, global0.b[_wgslsmith_index_u32(1u, 3u)].x), -2919f, global0.b[_wgslsmith_index_u32(21107u & global0.a, 3u)].x) * _wgslsmith_f_op_vec3_f32(-global0.b[_wgslsmith_index_u32(u_input.a, 3u)].zwx)))));
}

fn func_4() -> i32 {
    if (global1[_wgslsmith_index_u32(~global0.a, 10u)]) {
        var var_0 = func_5(true, mat3x4<f32>(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(1345f, 1489f, -161f, 1232f))), global0.b[_wgslsmith_index_u32(4294967295u, 3u)]), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(floor(global0.b[_wgslsmith_index_u32(u_input.a, 3u)]))), global0.b[_wgslsmith_index_u32(min(global0.a, u_input.a), 3u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(738f, 549f, global0.b[_wgslsmith_index_u32(0u, 3u)].x, global0.b[_wgslsmith_index_u32(1u, 3u)].x), global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)], vec4<f32>(781f, global0.b[_wgslsmith_index_u32(5043u, 3u)].x, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x))) - _wgslsmith_f_op_vec4_f32(vec4<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].x, 2152f, -1790f, 532f) - global0.b[_wgslsmith_index_u32(global0.a, 3u)])))), all(!vec3<bool>(select(vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true, false, global1[_wgslsmith_index_u32(u_input.a, 10u)]), vec4<bool>(true, true, global1[_wgslsmith_index_u32(29150u, 10u)], false), true).x, true, global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(global0.a, u_input.a), 10u)])));
        loop {
            if (LOOP_COUNTERS[1u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        }
        if (global1[_wgslsmith_index_u32(~(select(~vec3<u32>(global0.a, u_input.e.x, u_input.e.x), u_input.e.yxx, true).x ^ 63527u), 10u)]) {
            let var_1 = !vec2<bool>((u_input.b.x >= (1i << (global0.a % 32u))) | global1[_wgslsmith_index_u32(~global0.a, 10u)], true & global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(~4294967295u, u_input.e.x), 10u)]);
            let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(global0.b[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 3u)].yw, _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(4294967295u, 4u)].yy, vec2<f32>(112f, global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x)) + vec2<f32>(var_0[_wgslsmith_index_u32(u_input.a, 4u)].x, -640f)))), global0.b[_wgslsmith_index_u32(reverseBits(vec4<u32>(0u, u_input.e.x * 26861u, 1u, u_input.e.x)).x, 3u)].wz, vec2<f32>(326f, _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(_wgslsmith_div_f32(-1409f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(58201u, 4u)].x), _wgslsmith_f_op_vec2_f32(step(var_0[_wgslsmith_index_u32(u_input.e.x, 4u)].zy, var_0[_wgslsmith_index_u32(global0.a, 4u)].xy)).x, 311f))).x), global0.b[_wgslsmith_index_u32(0u, 3u)].yy);
        } else if (false) {
            let var_1 = Struct_2(~extractBits(_wgslsmith_mod_vec2_u32(u_input.e.yy & u_input.e.wx, vec2<u32>(u_input.e.x, 15159u)), u_input.a, 4294967295u).x, global0.b);
        }
        while (select(vec2<bool>(!(~u_input.d.x >= u_input.c.x), global1[_wgslsmith_index_u32(u_input.a, 10u)]), !vec2<bool>(true, global1[_wgslsmith_index_u32(u_input.e.x, 10u)]), select(!vec4<bool>(global1[_wgslsmith_index_u32(1u, 10u)], any(vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], false, global1[_wgslsmith_index_u32(4294967295u, 10u)], false)), u_input.d.x <= u_input.c.x, global1[_wgslsmith_index_u32(~global0.a, 10u)]), !(!select(vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(95465u, 10u)], global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(48817u, 10u)], false, false, global1[_wgslsmith_index_u32(global0.a, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], true, false, global1[_wgslsmith_index_u32(u_input.a, 10u)]))), select(select(!vec4<bool>(global1[_wgslsmith_index_u32(42093u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)]), vec4<bool>(false, global1[_wgslsmith_index_u32(global0.a, 10u)], false, false), true), !select(vec4<bool>(global1[_wgslsmith_index_u32(8521u, 10u)], global1[_wgslsmith_index_u32(62323u, 10u)], global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], false, true, true), vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(48793u, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)])), select(!vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(18503u, 10u)], false, true), !vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], true, false), false))).xx).x) {
            if (LOOP_COUNTERS[2u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            var var_1 = -vec4<i32>(select(u_input.b, ~u_input.c, global1[_wgslsmith_index_u32(4294967295u, 10u)]).x, -33336i, u_input.b.x, -54554i) ^ firstTrailingBit(vec4<i32>(-select(u_input.c, u_input.d, vec3<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(4294967295u, 10u)])).x, max(u_input.c.zz, u_input.d.yy).x, u_input.d.x / -34016i, u_input.b.x));
            var var_2 = Struct_1(_wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(0u, 4u)].yy, global0.b[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(4294967295u, u_input.e.x, 69891u)).x - (countTrailingZeros(vec4<u32>(1u, u_input.a, 24323u, 0u)).x + reverseBits(global0.a)), 3u)].yx));
            var_0 = func_5(any(vec4<bool>((2147483647i << (global0.a % 32u)) >= u_input.c.x, ~global0.a >= (u_input.e.x - 41921u), true, !global1[_wgslsmith_index_u32(max(4294967295u, 13619u), 10u)])), mat3x4<f32>(global0.b[_wgslsmith_index_u32(24906u / ~(~19428u), 3u)], global0.b[_wgslsmith_index_u32(global0.a, 3u)], global0.b[_wgslsmith_index_u32(global0.a, 3u)]), true);
            break;
        }
    } else {
    }
    let var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-global0.b[_wgslsmith_index_u32(4294967295u, 3u)].zz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(165f, global0.b[_wgslsmith_index_u32(1u, 3u)].x, _wgslsmith_f_op_vec3_f32(max(vec3<f32>(global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, 1807f, global0.b[_wgslsmith_index_u32(0u, 3u)].x), vec3<f32>(-563f, -1460f, -864f))).x, _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x)))).zz), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(step(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].zz, _wgslsmith_f_op_vec2_f32(global0.b[_wgslsmith_index_u32(global0.a, 3u)].wy * vec2<f32>(631f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x)))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(222f, 690f, global0.b[_wgslsmith_index_u32(0u, 3u)].x, global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x), _wgslsmith_f_op_vec4_f32(vec4<f32>(397f, -1642f, global0.b[_wgslsmith_index_u32(72233u, 3u)].x, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x) - vec4<f32>(global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, -2738f, global0.b[_wgslsmith_index_u32(0u, 3u)].x, 196f)), select(vec4<bool>(false, false, global1[_wgslsmith_index_u32(18561u, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], true, true, true), true))).x * global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x)));
    switch ((-(abs(vec4<i32>(-55070i, u_input.d.x, 8885i, 22475i)).x & (u_input.b.x << (1u % 32u))) << ((1u | insertBits(vec3<u32>(1u, 1u, 1u), u_input.e.wwz | u_input.e.yzy, _wgslsmith_mod_u32(49823u, global0.a), ~4294967295u).x) % 32u)) | (~reverseBits(-3239i) + (41005i & (clamp(u_input.d.zx, vec2<i32>(u_input.c.x, u_input.c.x), u_input.c.yy).x / countTrailingZeros(vec4<i32>(-55784i, u_input.d.x, -1i, -58580i)).x)))) {
        default: {
            var var_1 = 53999u;
            (global1)[_wgslsmith_index_u32(u_input.a * firstLeadingBit(u_input.e.ywx).x, 10u)] = atomicCompareExchangeWeak(&wg_atomic_i32, -((u_input.c.x + u_input.b.x) | (u_input.c.x + u_input.b.x)) & 2147483647i, -26286i).exchanged;
            loop {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                let var_2 = Struct_2(_wgslsmith_mod_u32(~(~1u), select(u_input.e.wzx, u_input.e.xxx, vec3<bool>(global1[_wgslsmith_index_u32(0u, 10u)], false, false)).x + 52181u) / ~(~42267u), global0.b);
            }
            for (var var_2 = 33048i; !global1[_wgslsmith_index_u32(1u, 10u)]; var_2 += 1i) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
            }
        }
    }
    let var_1 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(global0.b[_wgslsmith_index_u32(global0.a, 3u)].xzw)).zz + global0.b[_wgslsmith_index_u32(extractBits(vec3<u32>(25786u, global0.a, 0u), global0.a, 127951u).x, 3u)].xy))));
    if (true) {
        (global0).b = global0.b;
        (global0).a = ~u_input.a;
    _pv[0] = global0.a;
        if (!(_wgslsmith_mod_u32(~13911u + global0.a, u_input.e.x) == (29491u - (clamp(u_input.e, u_input.e, vec4<u32>(1u, 4294967295u, u_input.e.x, u_input.a)).x << (dot(u_input.e.xx, u_input.e.xx) % 32u))))) {
            (global1)[_wgslsmith_index_u32(1u & firstLeadingBit(countOneBits(u_input.e.xyz).x), 10u)] = -u_input.d.x >= extractBits(-u_input.c, insertBits(u_input.e.zxw, max(countOneBits(u_input.e), select(vec4<u32>(1u, global0.a, global0.a, global0.a), vec4<u32>(0u, 1480u, global0.a, 68028u), vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)], false))).wzx, u_input.e.x + _wgslsmith_mod_u32(u_input.e.x, 51392u), ~global0.a).x, u_input.a - 21583u).x;
    _pv[1] = global0.a;
            (global1)[_wgslsmith_index_u32(4294967295u, 10u)] = 4294967295u > u_input.a;
    _pv[2] = global0.a;
            var var_2 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0.b[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(37944u, 0u, 1u)).x, 3u)].wxy))));
        } else if (((~(~(~1i)) | countLeadingZeros(vec3<i32>(u_input.b.x ^ 22607i, select(u_input.c.xy, vec2<i32>(u_input.d.x, -21068i), false).x, -29690i)).x) < 1i)) {
            var var_2 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1.x));
            let var_3 = Struct_1(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1.x) * _wgslsmith_f_op_vec2_f32(max(vec2<f32>(855f, global0.b[_wgslsmith_index_u32(7457u, 3u)].x), vec2<f32>(320f, 1424f))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(global0.a, 3u)].x) - -1000f))));
            var var_4 = any(select(vec4<bool>(!(!global1[_wgslsmith_index_u32(global0.a, 10u)]), true, atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d.x, clamp(vec4<i32>(48709i, -1i, i32(-2147483648), u_input.c.x), vec4<i32>(-3498i, i32(-2147483648), i32(-2147483648), 0i), vec4<i32>(i32(-2147483648), 2147483647i, u_input.c.x, u_input.b.x)).x).exchanged, global1[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 10u)]), vec4<bool>(select(!vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(45114u, 10u)], true, false), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], true, global1[_wgslsmith_index_u32(u_input.a, 10u)], true), select(vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(0u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)], true), global1[_wgslsmith_index_u32(38454u, 10u)])).x, true, atomicCompareExchangeWeak(&wg_atomic_u32, ~global0.a, 37085u).exchanged, !global1[_wgslsmith_index_u32(0u | u_input.a, 10u)]), false));
            var var_5 = var_3;
            var_4 = _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-827f, var_5.a.x, var_1.x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0.b[_wgslsmith_index_u32(global0.a | 1u, 3u)].wzz) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(1354f, 469f, var_0[_wgslsmith_index_u32(u_input.a, 3u)].x) - vec3<f32>(var_1.x, 196f, var_3.a.x)) + global0.b[_wgslsmith_index_u32(~u_input.e.x, 3u)].yzw)))) == _wgslsmith_f_op_f32(569f * _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(trunc(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].yy)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.x, var_0[_wgslsmith_index_u32(u_input.e.x, 3u)].x)), global1[_wgslsmith_index_u32(firstLeadingBit(u_input.e.xxy).x, 10u)])))).x);
        } else if (true) {
            let var_2 = _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(u_input.e.x * u_input.e.x), abs(u_input.e.wwx).x), 3u)] - global0.b[_wgslsmith_index_u32(insertBits(u_input.e.zw, ~extractBits(u_input.e, 1471u, u_input.a).zz, global0.a, u_input.e.x >> (u_input.e.x % 32u)).x, 3u)]));
        }
        let var_2 = mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(vec3<f32>(-2166f, -909f, -1000f) + vec3<f32>(var_1.x, 737f, -1364f)), _wgslsmith_f_op_vec3_f32(max(global0.b[_wgslsmith_index_u32(4294967295u, 3u)].yyw, vec3<f32>(1105f, 491f, global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x))))).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(46361u, 3u)].x, var_1.x)) - var_0[_wgslsmith_index_u32(u_input.e.x, 3u)].x), var_1.x), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(round(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)])).zxy))));
    } else {
        if (!global1[_wgslsmith_index_u32(6921u, 10u)]) {
            var var_2 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0[_wgslsmith_index_u32(global0.a, 3u)].x, 160f, global0.b[_wgslsmith_index_u32(29247u, 3u)].x, global0.b[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(63942u, 3u)].x, global0.b[_wgslsmith_index_u32(1u, 3u)].x, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 412f)), vec4<f32>(global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, -294f, var_1.x, 1741f))).xzz)).x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.b[_wgslsmith_index_u32(5789u, 3u)].x, 331f)) - vec2<f32>(var_0[_wgslsmith_index_u32(~u_input.e.x, 3u)].x, _wgslsmith_f_op_vec3_f32(step(global0.b[_wgslsmith_index_u32(global0.a, 3u)].zyx, global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].yyw)).x))), vec2<f32>(_wgslsmith_f_op_f32(clamp(var_0[_wgslsmith_index_u32(1u >> (u_input.e.x % 32u), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1789f, 790f, -751f, -1787f), vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, var_1.x, var_0[_wgslsmith_index_u32(global0.a, 3u)].x, var_0[_wgslsmith_index_u32(1u, 3u)].x))).x + -535f), _wgslsmith_f_op_vec3_f32(exp(global0.b[_wgslsmith_index_u32(u_input.e.x | 67742u, 3u)].yyx)).x)), 796f));
            let var_3 = Struct_2(atomicOr(&wg_atomic_u32, select(u_input.e, _wgslsmith_mod_vec4_u32(vec4<u32>(1u, u_input.e.x, u_input.e.x, u_input.a) | u_input.e, vec4<u32>(54868u, 37058u, 21334u, 1u) & u_input.e), select(vec4<bool>(global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(1u, 10u)], true, true), select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], true, true, global1[_wgslsmith_index_u32(6112u, 10u)]), vec4<bool>(true, false, false, false), false), vec4<bool>(true, true, true, true))).x), mat3x4<f32>(global0.b[_wgslsmith_index_u32(3486u, 3u)], _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(floor(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)])))))), global0.b[_wgslsmith_index_u32(insertBits(~(vec2<u32>(4294967295u, u_input.a) * u_input.e.wy), vec2<u32>(1u, u_input.e.x), firstTrailingBit(4294967295u / u_input.a), abs(countTrailingZeros(vec3<u32>(0u, 2069u, 35922u)).yz).x).x, 3u)]));
            let var_4 = Struct_2(max(~firstLeadingBit(~4294967295u), ~46248u), mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-636f), _wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(930f, -909f, 1015f, -534f), global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)], vec4<f32>(-328f, var_1.x, 1170f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x))).xw)).x, var_1.x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.e.x, 3u)].x) - _wgslsmith_f_op_vec2_f32(exp2(var_3.b[_wgslsmith_index_u32(var_3.a, 3u)].zw)).x)), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_3.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 117f, -1000f, 679f))), _wgslsmith_f_op_vec4_f32(saturate(global0.b[_wgslsmith_index_u32(u_input.a, 3u)])))), var_3.b[_wgslsmith_index_u32(global0.a, 3u)])), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(7138u, 3u)].x - var_3.b[_wgslsmith_index_u32(u_input.a, 3u)].x), var_2[_wgslsmith_index_u32(vec3<u32>(1u, 1u, 1u).x, 3u)].x, _wgslsmith_f_op_f32(-753f), _wgslsmith_f_op_f32(-1018f)) * _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(1058f, var_0[_wgslsmith_index_u32(u_input.a, 3u)].x, -368f, -1201f), vec4<f32>(var_2[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.b[_wgslsmith_index_u32(0u, 3u)].x, -231f, var_3.b[_wgslsmith_index_u32(2664u, 3u)].x), var_3.b[_wgslsmith_index_u32(var_3.a, 3u)])) - _wgslsmith_f_op_vec4_f32(var_3.b[_wgslsmith_index_u32(1u, 3u)] + vec4<f32>(-1148f, 788f, -1516f, -699f))))));
            (global0).b = mat3x4<f32>(var_3.b[_wgslsmith_index_u32(4294967295u, 3u)], var_3.b[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 4146u), 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-var_3.b[_wgslsmith_index_u32(63964u, 3u)])))));
        } else {
            var var_2 = i32(-2147483648) <= sign((_wgslsmith_mod_vec3_i32(u_input.d, u_input.b) + u_input.b) ^ ((vec3<i32>(u_input.c.x, -1i, 6535i) | vec3<i32>(1i, u_input.c.x, u_input.d.x)) / vec3<i32>(u_input.c.x, u_input.c.x, u_input.d.x))).x;
            var var_3 = ~select(vec3<u32>(~(4294967295u * 59079u), u_input.e.x, ~global0.a), ~select(vec3<u32>(4294967295u, 1u, 16358u), u_input.e.zyy, select(global1[_wgslsmith_index_u32(4294967295u, 10u)], false, global1[_wgslsmith_index_u32(0u, 10u)])), select(vec4<bool>(global1[_wgslsmith_index_u32(~u_input.a, 10u)], !global1[_wgslsmith_index_u32(136748u, 10u)], true, all(vec3<bool>(global1[_wgslsmith_index_u32(58903u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)], false))), vec4<bool>(any(vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)])), !global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x > -981f), !(global1[_wgslsmith_index_u32(global0.a, 10u)] | true)).wwy).yz;
        }
        if (any(!vec4<bool>(!all(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], true, global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)])), all(select(vec3<bool>(false, global1[_wgslsmith_index_u32(102892u, 10u)], global1[_wgslsmith_index_u32(9359u, 10u)]), vec3<bool>(true, global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(26068u, 10u)]), vec3<bool>(global1[_wgslsmith_index_u32(11440u, 10u)], true, global1[_wgslsmith_index_u32(0u, 10u)]))), global1[_wgslsmith_index_u32((81730u - u_input.e.x) | abs(u_input.e.xw).x, 10u)], !select(vec4<bool>(false, global1[_wgslsmith_index_u32(73936u, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(85737u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], true)).x))) {
            let var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_vec3_f32(exp(global0.b[_wgslsmith_index_u32(~global0.a, 3u)].wzw)).x, _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(global0.b[_wgslsmith_index_u32(4294967295u, 3u)] * global0.b[_wgslsmith_index_u32(0u, 3u)]))).x, var_0[_wgslsmith_index_u32(firstTrailingBit(u_input.e).x, 3u)].x, var_1.x), _wgslsmith_f_op_vec4_f32(clamp(global0.b[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, global0.a >> (u_input.e.x % 32u)), 3u)], global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(2049f, var_1.x, global0.b[_wgslsmith_index_u32(21551u, 3u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x)))), select(select(select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(44876u, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(71537u, 10u)], global1[_wgslsmith_index_u32(94665u, 10u)], false), true), !vec4<bool>(true, true, global1[_wgslsmith_index_u32(u_input.a, 10u)], false), !global1[_wgslsmith_index_u32(52907u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(global0.a | u_input.e.x, 10u)], all(vec4<bool>(true, global1[_wgslsmith_index_u32(global0.a, 10u)], true, global1[_wgslsmith_index_u32(0u, 10u)])), !global1[_wgslsmith_index_u32(12849u, 10u)], global1[_wgslsmith_index_u32(4294967295u | u_input.e.x, 10u)]), vec4<bool>(!global1[_wgslsmith_index_u32(global0.a, 10u)], false, all(vec2<bool>(global1[_wgslsmith_index_u32(12229u, 10u)], false)), true)))), vec4<f32>(_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(global0.b[_wgslsmith_index_u32(abs(u_input.a), 3u)].xzz * _wgslsmith_f_op_vec3_f32(vec3<f32>(998f, -1000f, -834f) * global0.b[_wgslsmith_index_u32(global0.a, 3u)].zyx)))).x, global0.b[_wgslsmith_index_u32(~clamp(vec3<u32>(37615u, global0.a, u_input.e.x) - u_input.e.ywx, reverseBits(vec3<u32>(14035u, 4294967295u, 0u)), min(u_input.e, vec4<u32>(u_input.e.x, global0.a, global0.a, u_input.a)).xyz).x, 3u)].x, 537f, -631f), _wgslsmith_f_op_vec4_f32(exp(global0.b[_wgslsmith_index_u32(16233u, 3u)])), _wgslsmith_div_vec4_f32(global0.b[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x, 3u)], _wgslsmith_f_op_vec4_f32(max(global0.b[_wgslsmith_index_u32((0u - 7641u) / (global0.a << (1u % 32u)), 3u)], _wgslsmith_div_vec4_f32(global0.b[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, 51815u), 3u)], _wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(global0.a, 3u)]))))));
        } else if (true) {
            let var_2 = insertBits(extractBits(vec4<i32>(u_input.c.x, abs(vec3<i32>(-1i, -69246i, u_input.d.x)).x, u_input.b.x, i32(-2147483648)) << ((u_input.e / countTrailingZeros(vec4<u32>(4294967295u, u_input.e.x, u_input.a, 13263u))) % vec4<u32>(32u)), ~vec3<u32>(1u, 1u, 1u).x, reverseBits(extractBits(select(u_input.e.xxw, u_input.e.xyz, vec3<bool>(true, true, global1[_wgslsmith_index_u32(global0.a, 10u)])), 4294967295u, ~u_input.e.x)).x), countLeadingZeros(~insertBits(countLeadingZeros(vec4<i32>(0i, -14827i, i32(-2147483648), u_input.d.x)), vec4<i32>(u_input.b.x, u_input.d.x, 2147483647i, -65199i) & vec4<i32>(u_input.d.x, u_input.d.x, u_input.c.x, 0i), u_input.a, 0u)), atomicAdd(&wg_atomic_u32, 0u) | ~global0.a, 4294967295u);
            var var_3 = vec4<f32>(var_0[_wgslsmith_index_u32(reverseBits(min(u_input.e.zzz, insertBits(vec4<u32>(1u, 41476u, 4294967295u, 4294967295u), vec4<u32>(1u, u_input.a, u_input.e.x, u_input.e.x), firstLeadingBit(vec2<u32>(global0.a, 1u)).x, 29896u).yyz)).x, 3u)].x, _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(global0.a, 3u)].x), global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, -622f);
            let var_4 = var_3.wz;
            (global0).a = global0.a;
        }
        switch (u_input.d.x) {
            case i32(-2147483648): {
                var var_2 = !vec3<bool>(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d.x / countLeadingZeros(vec2<i32>(u_input.b.x, u_input.d.x)).x, 1i).exchanged, !(!(global1[_wgslsmith_index_u32(global0.a, 10u)] && global1[_wgslsmith_index_u32(4294967295u, 10u)])), !(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 3u)].x, 637f, -1078f, -133f))).x <= _wgslsmith_f_op_vec4_f32(select(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)], vec4<f32>(var_1.x, var_1.x, global0.b[_wgslsmith_index_u32(0u, 3u)].x, global0.b[_wgslsmith_index_u32(1986u, 3u)].x), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(72172u, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], false))).x));
                (var_2).x = var_2.x;
                let var_3 = insertBits(vec4<i32>(u_input.d.x - u_input.c.x, -(u_input.c.x ^ atomicCompareExchangeWeak(&wg_atomic_i32, u_input.d.x, i32(-2147483648)).old_value), _wgslsmith_mod_i32(~2147483647i, select(vec2<i32>(u_input.b.x, u_input.b.x), vec2<i32>(1i, 0i), var_2.yx).x) * u_input.d.x, firstLeadingBit(-u_input.d.x)), countTrailingZeros(firstLeadingBit(vec4<i32>(7653i, 2147483647i, u_input.c.x, 1i) | vec4<i32>(i32(-2147483648), 8971i, u_input.d.x, u_input.c.x)) >> ((_wgslsmith_mod_vec4_u32(vec4<u32>(global0.a, global0.a, 0u, 24978u), vec4<u32>(u_input.e.x, u_input.a, u_input.e.x, u_input.a)) + countLeadingZeros(u_input.e)) % vec4<u32>(32u))), ~(3178u >> (u_input.e.x % 32u)), 0u);
                var var_4 = global0.b[_wgslsmith_index_u32(~4294967295u, 3u)].zx;
            }
            case -50183i: {
                let var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, 1434f, var_0[_wgslsmith_index_u32(34102u, 3u)].x, var_1.x) * global0.b[_wgslsmith_index_u32(global0.a, 3u)]))).wyw) * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1.x, var_1.x, -3145f)))), global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].wzz, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(ceil(global0.b[_wgslsmith_index_u32(0u, 3u)])))).xyy);
                let var_3 = Struct_1(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_2[_wgslsmith_index_u32(4294967295u, 3u)] * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1000f, var_1.x, var_2[_wgslsmith_index_u32(38462u, 3u)].x, var_0[_wgslsmith_index_u32(4985u, 3u)].x), global0.b[_wgslsmith_index_u32(global0.a, 3u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)])).zwx)), var_2[_wgslsmith_index_u32(global0.a, 3u)], true)).zy);
            }
            case -1i: {
                var var_2 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(global0.b[_wgslsmith_index_u32(44778u, 3u)])) * _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(381f, var_1.x, var_0[_wgslsmith_index_u32(1u, 3u)].x, -1452f)))) + global0.b[_wgslsmith_index_u32(4294967295u, 3u)]) - global0.b[_wgslsmith_index_u32(global0.a * countTrailingZeros(4294967295u + 3373u), 3u)]), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)], _wgslsmith_f_op_vec4_f32(abs(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)]))))), _wgslsmith_f_op_vec4_f32(select(global0.b[_wgslsmith_index_u32(5530u, 3u)], _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(global0.b[_wgslsmith_index_u32(u_input.a, 3u)] + global0.b[_wgslsmith_index_u32(global0.a, 3u)]))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)]), global0.b[_wgslsmith_index_u32(global0.a, 3u)]))), !(!vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true, true, false)))), global0.b[_wgslsmith_index_u32(~insertBits(vec3<u32>(17520u, 1u, 4294967295u) >> (max(vec3<u32>(u_input.a, u_input.a, global0.a), u_input.e.xwz) % vec3<u32>(32u)), vec3<u32>(global0.a, 31783u, 4919u) & select(u_input.e.ywz, vec3<u32>(global0.a, 0u, global0.a), vec3<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true, false)), ~14048u ^ global0.a, u_input.e.x).x, 3u)]);
                (global1)[_wgslsmith_index_u32(global0.a, 10u)] = global1[_wgslsmith_index_u32(u_input.a, 10u)];
                let var_3 = u_input.e.yxy ^ vec3<u32>(select(~u_input.e * u_input.e, u_input.e, ~u_input.e.x != 1u).x, ~(~global0.a), abs(~u_input.e.ww).x >> (~(4294967295u / global0.a) % 32u));
            }
            default: {
                let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-463f, -444f, var_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_1.x))).yw, _wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(u_input.a & 22554u, 3u)] * _wgslsmith_f_op_vec2_f32(fract(var_0[_wgslsmith_index_u32(4294967295u, 3u)]))))) * global0.b[_wgslsmith_index_u32(~global0.a << (_wgslsmith_mod_u32(u_input.a >> (1u % 32u), 6585u) % 32u), 3u)].xw), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_1.x, -1210f))))), global0.b[_wgslsmith_index_u32(~firstTrailingBit(countTrailingZeros(~u_input.e)).x, 3u)].wz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(2446f, 113f) + _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(12050u, 3u)], global0.b[_wgslsmith_index_u32(global0.a ^ 28559u, 3u)].zw))));
                (global0).a = abs(select(~countTrailingZeros(vec2<u32>(0u, 4294967295u) | u_input.e.xz), u_input.e.zz, select(vec4<bool>(true & global1[_wgslsmith_index_u32(35566u, 10u)], true, true, false || global1[_wgslsmith_index_u32(global0.a, 10u)]), select(select(vec4<bool>(false, false, global1[_wgslsmith_index_u32(23923u, 10u)], true), vec4<bool>(false, true, false, global1[_wgslsmith_index_u32(u_input.e.x, 10u)]), false), select(vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true, true, true), vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], true, false, false), global1[_wgslsmith_index_u32(global0.a, 10u)]), select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(5557u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], true), global1[_wgslsmith_index_u32(global0.a, 10u)])), select(vec4<bool>(true, true, global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(30722u, 10u)]), select(vec4<bool>(true, global1[_wgslsmith_index_u32(u_input.a, 10u)], true, true), vec4<bool>(global1[_wgslsmith_index_u32(34249u, 10u)], false, global1[_wgslsmith_index_u32(0u, 10u)], false), global1[_wgslsmith_index_u32(0u, 10u)]), var_1.x <= var_2[_wgslsmith_index_u32(0u, 4u)].x)).x)).x;
            }
        }
    }
    return firstLeadingBit(u_input.d.xx).x;
}

fn func_3() -> vec3<u32> {
    switch (~func_4()) {
        case -24763i: {
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                let var_0 = Struct_1(_wgslsmith_f_op_vec2_f32(step(global0.b[_wgslsmith_index_u32(~((global0.a | 83822u) ^ vec4<u32>(1u, 1u, 1u, 1u).x), 3u)].ww, global0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.e.x, u_input.a), 3u)].xy)));
                var var_1 = select(vec3<bool>(true, true && (u_input.b.x >= 37296i), true), !select(!vec3<bool>(false, global1[_wgslsmith_index_u32(global0.a, 10u)], false), !(!vec3<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], false, true)), !(!vec3<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true, false))), select(vec2<bool>(all(vec2<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true)) || true, !(!global1[_wgslsmith_index_u32(10800u, 10u)])), select(select(!vec2<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)]), vec2<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], true), global1[_wgslsmith_index_u32(~61974u, 10u)]), !select(vec4<bool>(false, global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(21602u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(30116u, 10u)], false, false), true).xy, !select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(50467u, 10u)]), vec4<bool>(false, true, false, false), vec4<bool>(false, true, true, true)).yy), all(select(vec4<bool>(false, global1[_wgslsmith_index_u32(5511u, 10u)], true, global1[_wgslsmith_index_u32(2334u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)]), select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)], true), vec4<bool>(true, false, true, global1[_wgslsmith_index_u32(0u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)]))).xw)).x).zy;
            }
        }
        default: {
            if (all(select(vec4<bool>(!(global1[_wgslsmith_index_u32(global0.a, 10u)] & false), global1[_wgslsmith_index_u32((u_input.e.x / 27314u) * min(vec4<u32>(global0.a, 51965u, global0.a, 0u), vec4<u32>(4294967295u, global0.a, 20068u, global0.a)).x, 10u)], -u_input.c.x == (0i ^ u_input.c.x), global1[_wgslsmith_index_u32(37855u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(countTrailingZeros(vec2<u32>(1u, 59134u)).x, 10u)], select(vec4<bool>(false, true, true, true), vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(13291u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], true), !vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)])).x, !atomicCompareExchangeWeak(&wg_atomic_u32, 48179u, global0.a).exchanged, true), select(!select(vec4<bool>(false, global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(68268u, 10u)], global1[_wgslsmith_index_u32(1u, 10u)]), vec4<bool>(true, false, global1[_wgslsmith_index_u32(0u, 10u)], false), global1[_wgslsmith_index_u32(4294967295u, 10u)]), select(!vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], true), select(vec4<bool>(global1[_wgslsmith_index_u32(28670u, 10u)], global1[_wgslsmith_index_u32(4294967295u, 10u)], true, global1[_wgslsmith_index_u32(1u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], false), vec4<bool>(false, false, false, true)), global1[_wgslsmith_index_u32(global0.a * global0.a, 10u)]), select(select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], false, global1[_wgslsmith_index_u32(global0.a, 10u)], false), vec4<bool>(global1[_wgslsmith_index_u32(458u, 10u)], false, global1[_wgslsmith_index_u32(global0.a, 10u)], true), vec4<bool>(false, true, global1[_wgslsmith_index_u32(u_input.a, 10u)], false)), !vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(0u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(28813u, 10u)]), true))).zw)) {
                return u_input.e.zyz;
            }
            switch (firstTrailingBit(~(~vec2<i32>(u_input.c.x, reverseBits(vec2<i32>(u_input.c.x, 2147483647i)).x))).x) {
                case -10142i: {
                    let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(fract(global0.b[_wgslsmith_index_u32(global0.a, 3u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].x, 539f, -1797f, -1361f)), vec4<f32>(global0.b[_wgslsmith_index_u32(5003u, 3u)].x, _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(1574f, -1070f, global0.b[_wgslsmith_index_u32(66474u, 3u)].x))).x, global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, 366f)))), global0.b[_wgslsmith_index_u32(firstTrailingBit(~(~(global0.a & global0.a))), 3u)], _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)] - global0.b[_wgslsmith_index_u32(4294967295u, 3u)]), _wgslsmith_div_vec4_f32(global0.b[_wgslsmith_index_u32(global0.a, 3u)], global0.b[_wgslsmith_index_u32(0u, 3u)])) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, -999f, global0.b[_wgslsmith_index_u32(1695u, 3u)].x, -153f) - vec4<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].x, -479f, -296f, global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x)))))), global0.b[_wgslsmith_index_u32(1u, 3u)]);
                    var var_1 = Struct_2(0u, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(global0.a, 4u)] - vec4<f32>(var_0[_wgslsmith_index_u32(global0.a, 4u)].x, -1311f, var_0[_wgslsmith_index_u32(1u, 4u)].x, 1736f)) * _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].x, global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, var_0[_wgslsmith_index_u32(4839u, 4u)].x, global0.b[_wgslsmith_index_u32(21642u, 3u)].x)))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-2744f)) - _wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)].xxw))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.a, 4u)].x), var_0[_wgslsmith_index_u32(u_input.a, 4u)].x), global0.b[_wgslsmith_index_u32(select(u_input.e.wzz, countOneBits(vec4<u32>(u_input.e.x, u_input.e.x, u_input.e.x, u_input.a)).wxz, global1[_wgslsmith_index_u32(16063u, 10u)]).x, 3u)].x), var_0[_wgslsmith_index_u32(select(vec2<u32>(1u, u_input.e.x), reverseBits(vec3<u32>(4294967295u, 32304u, 1u)).xx, global1[_wgslsmith_index_u32(u_input.a, 10u)] && true).x ^ global0.a, 4u)]));
                }
                case 2147483647i: {
                    var var_0 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(261f + _wgslsmith_div_f32(_wgslsmith_f_op_f32(-680f * global0.b[_wgslsmith_index_u32(2674u, 3u)].x), _wgslsmith_f_op_f32(-(-1241f)))), _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32((global0.a + 168685u) | u_input.e.x, 3u)].x + _wgslsmith_f_op_vec2_f32(clamp(vec2<f32>(global0.b[_wgslsmith_index_u32(3669u, 3u)].x, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x), vec2<f32>(-1897f, -683f), _wgslsmith_f_op_vec3_f32(exp2(global0.b[_wgslsmith_index_u32(global0.a, 3u)].wzx)).zz)).x)), _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(abs(vec2<f32>(258f, -370f)))))));
                    var var_1 = 1i;
                }
                case -10000i: {
                    var var_0 = select(!select(select(vec3<bool>(false, global1[_wgslsmith_index_u32(46243u, 10u)], true), !vec3<bool>(false, true, global1[_wgslsmith_index_u32(u_input.a, 10u)]), true && global1[_wgslsmith_index_u32(global0.a, 10u)]), !select(vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], false, global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)]), vec4<bool>(true, global1[_wgslsmith_index_u32(global0.a, 10u)], false, global1[_wgslsmith_index_u32(global0.a, 10u)]), vec4<bool>(false, global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], false)).yxx, true), select(vec3<bool>(_wgslsmith_f_op_f32(-203f) >= global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, true, true), select(vec4<bool>(true, !global1[_wgslsmith_index_u32(global0.a, 10u)], true, !global1[_wgslsmith_index_u32(u_input.e.x, 10u)]), !select(vec4<bool>(global1[_wgslsmith_index_u32(6840u, 10u)], true, global1[_wgslsmith_index_u32(4997u, 10u)], false), vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)], false), vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], true, true, false)), global1[_wgslsmith_index_u32(35671u, 10u)]).yyw, true), vec3<bool>(select(select(vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], global1[_wgslsmith_index_u32(27600u, 10u)], global1[_wgslsmith_index_u32(16875u, 10u)], true), select(vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true, false, true), vec4<bool>(global1[_wgslsmith_index_u32(1u, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)], true), vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], true, global1[_wgslsmith_index_u32(7281u, 10u)], false)), vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], true, false, false)), !vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(0u, 10u)], global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(73631u, 10u)]), !(!vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(u_input.a, 10u)], global1[_wgslsmith_index_u32(225u, 10u)], true))).x, global1[_wgslsmith_index_u32(21386u, 10u)], all(!(!vec3<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)]))))).xy;
                }
                case 53190i: {
                }
                default: {
                    let var_0 = vec2<u32>(global0.a & (4294967295u | max(select(vec4<u32>(global0.a, 1u, u_input.a, 4294967295u), u_input.e, global1[_wgslsmith_index_u32(u_input.a, 10u)]).x, u_input.e.x)), clamp(~7466u, 1u, global0.a));
                    var var_1 = -20686i;
                    let var_2 = vec2<u32>(~u_input.e.x, var_0.x);
                    (global0).a = u_input.e.x;
                }
            }
            global0 = Struct_2(_wgslsmith_mod_u32(1u, ~(~10354u)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-550f, -898f, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, -838f), vec4<f32>(global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, -375f, global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, 189f), !global1[_wgslsmith_index_u32(1u, 10u)])))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 1609f, -1439f)))))), _wgslsmith_f_op_vec4_f32(round(global0.b[_wgslsmith_index_u32(u_input.a / ~u_input.e.x, 3u)]))));
            let var_0 = Struct_1(global0.b[_wgslsmith_index_u32(93455u, 3u)].zx);
        }
    }
    switch (-abs(vec3<i32>(max(countOneBits(vec4<i32>(u_input.b.x, 0i, u_input.d.x, 29590i)), vec4<i32>(u_input.d.x, u_input.c.x, 32630i, u_input.c.x) ^ vec4<i32>(u_input.d.x, 21354i, u_input.d.x, -21801i)).x, atomicExchange(&wg_atomic_i32, u_input.c.x), -u_input.b.x >> (1u % 32u))).x) {
        case -77923i: {
            for (; ; ) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                ((global0).b)[_wgslsmith_index_u32(global0.a, 3u)] = _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(select(global0.b[_wgslsmith_index_u32(~global0.a, 3u)], global0.b[_wgslsmith_index_u32((4294967295u - ~1u) / ~u_input.a, 3u)], !select(select(vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(44801u, 10u)], global1[_wgslsmith_index_u32(4294967295u, 10u)], true, global1[_wgslsmith_index_u32(70128u, 10u)]), global1[_wgslsmith_index_u32(43196u, 10u)]), vec4<bool>(true, global1[_wgslsmith_index_u32(u_input.e.x, 10u)], false, false), true)))));
                var var_0 = mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(countOneBits(u_input.e.zwz).x, 3u)].x - _wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x - global0.b[_wgslsmith_index_u32(19432u, 3u)].x)), global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_vec2_f32(min(global0.b[_wgslsmith_index_u32(global0.a, 3u)].xz, global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].wy)).x)))), _wgslsmith_f_op_vec3_f32(global0.b[_wgslsmith_index_u32(1u, 3u)].wyw * _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(_wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x - global0.b[_wgslsmith_index_u32(global0.a, 3u)].x), global0.b[_wgslsmith_index_u32(abs(global0.a), 3u)].x, _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_vec4_f32(select(global0.b[_wgslsmith_index_u32(global0.a, 3u)], global0.b[_wgslsmith_index_u32(global0.a, 3u)], global1[_wgslsmith_index_u32(global0.a, 10u)])).x))).yxx), vec3<f32>(1278f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(global0.a, 3u)].x), -1662f))), global0.b[_wgslsmith_index_u32(0u, 3u)].x));
                (global0).a = ~(abs(u_input.e.zz).x ^ global0.a);
                let var_1 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-388f), 768f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-2253f))) + _wgslsmith_f_op_f32(-(-2074f))), var_0[_wgslsmith_index_u32(4294967295u * 100885u, 3u)].x), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(global0.b[_wgslsmith_index_u32(~u_input.e.x, 3u)] - _wgslsmith_f_op_vec4_f32(vec4<f32>(441f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, global0.b[_wgslsmith_index_u32(1u, 3u)].x, global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x) - vec4<f32>(var_0[_wgslsmith_index_u32(global0.a, 3u)].x, var_0[_wgslsmith_index_u32(global0.a, 3u)].x, -435f, -681f))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(112f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, 1741f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x)))))));
            }
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                (((global0).b)[_wgslsmith_index_u32(extractBits(countTrailingZeros(vec4<u32>(~atomicExchange(&wg_atomic_u32, global0.a), u_input.a, ~reverseBits(u_input.e).x, select(u_input.e.xyx, vec3<u32>(10808u, 6311u, 0u) + vec3<u32>(7923u, u_input.e.x, global0.a), global1[_wgslsmith_index_u32(global0.a, 10u)]).x)), select(u_input.e.yz, u_input.e.yy, !(!global1[_wgslsmith_index_u32(atomicOr(&wg_atomic_u32, 0u), 10u)])).x, atomicSub(&wg_atomic_u32, global0.a)).x, 3u)]).x = -1418f;
                var var_0 = Struct_1(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-300f) - global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(1491f, 1182f))) - _wgslsmith_div_vec2_f32(global0.b[_wgslsmith_index_u32(~countLeadingZeros(vec4<u32>(u_input.e.x, 1u, global0.a, 4294967295u)).x, 3u)].wx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(1377f, 411f))))));
                ((var_0).a).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(global0.b[_wgslsmith_index_u32(global0.a, 3u)].zz, var_0.a)))));
                var var_1 = u_input.d.x;
            }
            (((global0).b)[_wgslsmith_index_u32(u_input.e.x, 3u)]).x = -166f;
        }
        default: {
            let var_0 = mat2x4<f32>(global0.b[_wgslsmith_index_u32(~global0.a, 3u)], _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0.b[_wgslsmith_index_u32(u_input.a, 3u)] * vec4<f32>(385f, 1750f, global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, global0.b[_wgslsmith_index_u32(75741u, 3u)].x))) - _wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(global0.a, 3u)])))));
            for (; ; ) {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                break;
            }
        }
    }
    var var_0 = Struct_1(_wgslsmith_f_op_vec2_f32(-global0.b[_wgslsmith_index_u32(~clamp(vec4<u32>(u_input.a, global0.a, 4294967295u, 18097u), _wgslsmith_mod_vec4_u32(vec4<u32>(23615u, u_input.e.x, global0.a, u_input.a), vec4<u32>(25841u, 4294967295u, 15137u, u_input.e.x)), ~vec4<u32>(9143u, global0.a, u_input.a, u_input.e.x)).x, 3u)].xw));
    var var_1 = -vec4<i32>(u_input.d.x | u_input.b.x, ~select(~vec4<i32>(i32(-2147483648), u_input.b.x, u_input.c.x, 45863i), vec4<i32>(u_input.b.x, u_input.b.x, u_input.c.x, -70929i), select(vec4<bool>(false, true, global1[_wgslsmith_index_u32(global0.a, 10u)], true), vec4<bool>(false, false, false, global1[_wgslsmith_index_u32(1u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(1u, 10u)], false, false))).x, u_input.c.x, -19588i);
    (var_0).a = var_0.a;
    return min(abs(vec4<u32>(global0.a, 1u, 32214u << (u_input.a % 32u), 1376u) & reverseBits(~vec4<u32>(global0.a, u_input.e.x, 0u, 55472u))), u_input.e).xyy;
}

fn func_2(arg_0: vec3<i32>) -> Struct_1 {
    global0 = Struct_2(27360u / countTrailingZeros(countOneBits(u_input.e)).x, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(sign(global0.b[_wgslsmith_index_u32(0u, 3u)])), vec4<f32>(_wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(80912u, 3u)].x - 461f), _wgslsmith_div_f32(_wgslsmith_div_f32(global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, global0.b[_wgslsmith_index_u32(25055u, 3u)].x), _wgslsmith_div_f32(-656f, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x)), global0.b[_wgslsmith_index_u32(~min(u_input.e, u_input.e).x, 3u)].x, global0.b[_wgslsmith_index_u32(countLeadingZeros(~u_input.e).x, 3u)].x), global0.b[_wgslsmith_index_u32(~u_input.e.x >> (58083u % 32u), 3u)]));
    global0 = Struct_2(~1u, global0.b);
    return Struct_1(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(1252f * 1000f), _wgslsmith_f_op_f32(-759f)) + vec2<f32>(_wgslsmith_div_f32(global0.b[_wgslsmith_index_u32(global0.a, 3u)].x, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x), global0.b[_wgslsmith_index_u32(13675u, 3u)].x)) * func_5(!any(vec2<bool>(global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(u_input.e.x, 10u)])), global0.b, (1i != u_input.d.x) & true)[_wgslsmith_index_u32(0u, 4u)].zz));
}

fn func_1(arg_0: Struct_2, arg_1: vec3<f32>, arg_2: mat2x2<f32>) -> u32 {
    let var_0 = true;
    (global0).b = global0.b;
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
    }
    while (false) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        let var_1 = func_2(-((u_input.d & u_input.d) & -vec3<i32>(u_input.d.x, -19048i, 0i)) * (u_input.c >> (insertBits(func_3(), u_input.e.xxw >> (vec3<u32>(arg_0.a, arg_0.a, 17657u) % vec3<u32>(32u)), 0u, select(vec4<u32>(u_input.a, global0.a, 1u, global0.a), u_input.e, vec4<bool>(true, var_0, var_0, true)).x) % vec3<u32>(32u))));
    }
    loop {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
    }
    return ~(~4294967295u >> (~(~countOneBits(u_input.e.wyw).x) % 32u));
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>) {
    let var_0 = mat2x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(52744u ^ global0.a, 3u)].x), global0.b[_wgslsmith_index_u32(select(u_input.e * vec4<u32>(4294967295u, builtin_local_invocation_index, 82349u, builtin_global_invocation_id.x), select(vec4<u32>(0u, builtin_num_workgroups.x, global0.a, builtin_workgroup_id.x), u_input.e, false), vec4<bool>(true, true, true, true)).x, 3u)].x), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.b[_wgslsmith_index_u32(88786u, 3u)].x, 949f)) + _wgslsmith_f_op_vec2_f32(vec2<f32>(434f, global0.b[_wgslsmith_index_u32(64012u, 3u)].x) + vec2<f32>(global0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, global0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))) + _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(exp(vec2<f32>(global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x, global0.b[_wgslsmith_index_u32(global0.a, 3u)].x)))))), global0.b[_wgslsmith_index_u32(~insertBits(~vec3<u32>(58778u, builtin_workgroup_id.x, builtin_global_invocation_id.x), ~u_input.e.xxz, u_input.a, min(u_input.e.xx << (builtin_global_invocation_id.yx % vec2<u32>(32u)), builtin_num_workgroups.zz + builtin_local_invocation_id.xz).x).x, 3u)].yw);
    global1 = array<bool, 10>();
    if (true) {
        (global0).a = ~(builtin_num_workgroups.x << (builtin_local_invocation_id.x % 32u));
        for (var var_1 = 1i; var_1 == 14197i; var_1 -= 1i) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        }
        if (!atomicCompareExchangeWeak(&wg_atomic_i32, -(-18709i) | u_input.b.x, ~atomicAdd(&wg_atomic_i32, 0i)).exchanged) {
            let var_1 = Struct_1(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, ~(~4294967295u), ~(~builtin_workgroup_id.x)).old_value, 2u)] * var_0[_wgslsmith_index_u32(4294967295u, 2u)]));
            let var_2 = 1i << (~func_1(Struct_2(u_input.e.x / builtin_num_workgroups.x, mat3x4<f32>(vec4<f32>(-1850f, -1562f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 554f), global0.b[_wgslsmith_index_u32(u_input.a, 3u)], global0.b[_wgslsmith_index_u32(78020u, 3u)])), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-global0.b[_wgslsmith_index_u32(builtin_num_workgroups.x, 3u)].yyx), _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.a.x, -1273f, global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)].x) + global0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].yyz))), var_0) % 32u);
            let var_3 = Struct_2(atomicMin(&wg_atomic_u32, 71936u), global0.b);
        }
    } else {
        switch (i32(-2147483648)) {
            case 8801i: {
                let var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(431f, -1000f, global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].x, 1066f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(global0.b[_wgslsmith_index_u32(~u_input.e.x, 3u)].x * global0.b[_wgslsmith_index_u32(global0.a, 3u)].x), _wgslsmith_f_op_f32(select(-1120f, -356f, select(vec2<bool>(false, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)]), vec2<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], true), global1[_wgslsmith_index_u32(4294967295u, 10u)]).x)), var_0[_wgslsmith_index_u32(~insertBits(builtin_global_invocation_id.x, 1u, builtin_workgroup_id.x, builtin_local_invocation_id.x), 2u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(round(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x)) * -428f))));
                global0 = Struct_2(4294967295u, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-897f), _wgslsmith_f_op_f32(-309f), -1000f, _wgslsmith_f_op_vec2_f32(floor(vec2<f32>(1953f, var_1[_wgslsmith_index_u32(65175u, 2u)].x))).x) + global0.b[_wgslsmith_index_u32(builtin_workgroup_id.x, 3u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1091f, _wgslsmith_f_op_f32(-(-1138f)), 1827f, global0.b[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(271f, -427f, -2431f, global0.b[_wgslsmith_index_u32(builtin_global_invocation_id.x, 3u)].x), vec4<f32>(691f, 1245f, -1458f, 796f), global1[_wgslsmith_index_u32(global0.a, 10u)]))))));
                let var_2 = mat3x2<f32>(global0.b[_wgslsmith_index_u32(1u, 3u)].xx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(var_1[_wgslsmith_index_u32(firstTrailingBit(builtin_local_invocation_id).x, 2u)].zw, _wgslsmith_f_op_vec3_f32(fract(func_5(true, mat3x4<f32>(var_1[_wgslsmith_index_u32(global0.a, 2u)], vec4<f32>(var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_1[_wgslsmith_index_u32(1u, 2u)].x, 1147f, 914f), vec4<f32>(1797f, var_0[_wgslsmith_index_u32(global0.a, 2u)].x, 221f, 473f)), true)[_wgslsmith_index_u32(38672u, 4u)])).xy)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(global0.b[_wgslsmith_index_u32(~insertBits(builtin_local_invocation_index, 27554u, builtin_global_invocation_id.x, builtin_workgroup_id.x), 3u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(1799u, 2u)].x * 261f), _wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(1u, 3u)].x)))));
                var var_3 = Struct_2(builtin_local_invocation_index, global0.b);
                var var_4 = !global1[_wgslsmith_index_u32(18329u, 10u)];
            }
            default: {
                var var_1 = _wgslsmith_mod_u32(~(~u_input.e.x), builtin_workgroup_id.x);
                var_1 = 1u;
            }
        }
        for (; false; ) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            (global1)[_wgslsmith_index_u32(clamp(~countTrailingZeros(builtin_global_invocation_id << (builtin_workgroup_id % vec3<u32>(32u))), vec3<u32>(builtin_num_workgroups.x, _wgslsmith_mod_u32(dot(vec4<u32>(24937u, builtin_global_invocation_id.x, builtin_workgroup_id.x, builtin_global_invocation_id.x), vec4<u32>(0u, builtin_local_invocation_id.x, builtin_local_invocation_id.x, 0u)), clamp(vec3<u32>(builtin_local_invocation_id.x, 23375u, builtin_workgroup_id.x), vec3<u32>(builtin_num_workgroups.x, builtin_local_invocation_index, 2550u), vec3<u32>(builtin_local_invocation_index, global0.a, 0u)).x), ~1u), builtin_num_workgroups).x * _wgslsmith_mod_u32(builtin_local_invocation_index, builtin_workgroup_id.x), 10u)] = -(~u_input.d.x) > (-(i32(-2147483648)) & u_input.d.x);
            continue;
        }
        for (var var_1 = 69349i; global1[_wgslsmith_index_u32(0u, 10u)]; (global1)[_wgslsmith_index_u32((dot(~(u_input.e.xz ^ builtin_local_invocation_id.zz), builtin_num_workgroups.zz << (vec2<u32>(50948u, builtin_global_invocation_id.x) % vec2<u32>(32u))) >> (~1u % 32u)) << ((~builtin_local_invocation_id.x + u_input.e.x) % 32u), 10u)] = select(vec2<bool>(((global0.b[_wgslsmith_index_u32(global0.a, 3u)].x == 355f) | global1[_wgslsmith_index_u32(~builtin_num_workgroups.x, 10u)]) | true, true), select(vec3<bool>(global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 10u)], !(!global1[_wgslsmith_index_u32(0u, 10u)]), !global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)] & ((266f < global0.b[_wgslsmith_index_u32(15539u, 3u)].x))), select(vec3<bool>(any(vec2<bool>(global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)])), select(vec3<bool>(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)], global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)]), vec3<bool>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)]), vec3<bool>(global1[_wgslsmith_index_u32(22454u, 10u)], false, global1[_wgslsmith_index_u32(5787u, 10u)])).x, atomicCompareExchangeWeak(&wg_atomic_u32, builtin_workgroup_id.x, builtin_local_invocation_index).exchanged), select(vec3<bool>(global1[_wgslsmith_index_u32(59664u, 10u)], false, false), !vec3<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)]), select(vec3<bool>(global1[_wgslsmith_index_u32(2368u, 10u)], false, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)]), vec3<bool>(global1[_wgslsmith_index_u32(29408u, 10u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)]), false)), select(select(vec4<bool>(global1[_wgslsmith_index_u32(11799u, 10u)], true, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)], true), vec4<bool>(true, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], global1[_wgslsmith_index_u32(75581u, 10u)]), true), !vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], false, false, global1[_wgslsmith_index_u32(20162u, 10u)]), !vec4<bool>(true, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 10u)], false, false)).yyy), select(vec2<bool>(select(vec4<bool>(global1[_wgslsmith_index_u32(114288u, 10u)], true, global1[_wgslsmith_index_u32(99250u, 10u)], true), vec4<bool>(false, false, true, global1[_wgslsmith_index_u32(global0.a, 10u)]), vec4<bool>(true, true, false, global1[_wgslsmith_index_u32(46482u, 10u)])).x, true), select(!vec3<bool>(global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 10u)], global1[_wgslsmith_index_u32(global0.a, 10u)], false), select(vec4<bool>(false, global1[_wgslsmith_index_u32(44543u, 10u)], false, false), vec4<bool>(true, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 10u)], false, global1[_wgslsmith_index_u32(4294967295u, 10u)]), vec4<bool>(global1[_wgslsmith_index_u32(0u, 10u)], false, global1[_wgslsmith_index_u32(34490u, 10u)], false)).zzw, select(vec4<bool>(global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], global1[_wgslsmith_index_u32(0u, 10u)]), vec4<bool>(false, false, global1[_wgslsmith_index_u32(global0.a, 10u)], false), vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], true, false, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 10u)])).zyz).zz, !select(true, global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)])).x).yx, select(!vec4<bool>(false, !global1[_wgslsmith_index_u32(1u, 10u)], true, global1[_wgslsmith_index_u32(69053u, 10u)] & global1[_wgslsmith_index_u32(0u, 10u)]), !select(!vec4<bool>(global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], true, global1[_wgslsmith_index_u32(global0.a, 10u)], global1[_wgslsmith_index_u32(0u, 10u)]), vec4<bool>(false, true, global1[_wgslsmith_index_u32(4294967295u, 10u)], false), vec4<bool>(global1[_wgslsmith_index_u32(11473u, 10u)], false, true, global1[_wgslsmith_index_u32(1u, 10u)])), false).wx).x) {
            if (LOOP_COUNTERS[14u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            var var_2 = Struct_2(1u, global0.b);
            let var_3 = reverseBits(clamp(~extractBits(vec4<i32>(u_input.c.x, u_input.b.x, i32(-2147483648), u_input.b.x), 0u, builtin_global_invocation_id.x) & (clamp(vec4<i32>(59594i, -26627i, u_input.d.x, 0i), vec4<i32>(u_input.d.x, -15525i, u_input.c.x, u_input.b.x), vec4<i32>(0i, -11497i, u_input.d.x, -12610i)) + vec4<i32>(1i, u_input.c.x, u_input.b.x, -16553i)), -(vec4<i32>(i32(-2147483648), u_input.b.x, u_input.d.x, u_input.b.x) + vec4<i32>(2147483647i, u_input.b.x, 2147483647i, u_input.d.x)) << (vec4<u32>(atomicLoad(&wg_atomic_u32), ~builtin_workgroup_id.x, 62518u + 1u, clamp(0u, var_2.a, 49958u)) % vec4<u32>(32u)), vec4<i32>(u_input.b.x, insertBits(vec4<i32>(i32(-2147483648), u_input.d.x, u_input.b.x, -1i) & vec4<i32>(-83853i, 0i, -1i, 68686i), vec4<i32>(2147483647i, u_input.d.x, u_input.d.x, u_input.d.x) ^ vec4<i32>(-516i, -9114i, -43367i, 26534i), global0.a, u_input.a).x, max(u_input.d, vec3<i32>(0i, u_input.b.x, u_input.d.x)).x, insertBits(abs(vec2<i32>(-11423i, i32(-2147483648))).x, reverseBits(vec3<i32>(u_input.b.x, i32(-2147483648), 22372i)).x, insertBits(54264u, 4294967295u, builtin_local_invocation_index, builtin_local_invocation_index), builtin_num_workgroups.x))).xx).x;
        }
    }
    for (var var_1 = -26805i; select(!vec4<bool>(true, countOneBits(vec3<i32>(0i, 37329i, 2147483647i)).x != (u_input.b.x - 2147483647i), !all(vec2<bool>(global1[_wgslsmith_index_u32(34535u, 10u)], global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 10u)])), atomicCompareExchangeWeak(&wg_atomic_u32, 0u, builtin_num_workgroups.x + builtin_workgroup_id.x).exchanged), select(select(!(!vec4<bool>(global1[_wgslsmith_index_u32(u_input.e.x, 10u)], false, global1[_wgslsmith_index_u32(1u, 10u)], global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)])), !select(vec4<bool>(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)], false, global1[_wgslsmith_index_u32(21486u, 10u)], true), vec4<bool>(global1[_wgslsmith_index_u32(4294967295u, 10u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)]), true), !vec4<bool>(false, true, true, global1[_wgslsmith_index_u32(29341u, 10u)])), !(!(!vec4<bool>(false, global1[_wgslsmith_index_u32(46158u, 10u)], true, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)]))), false), !vec4<bool>(global1[_wgslsmith_index_u32(19247u, 10u)], true, all(vec3<bool>(global1[_wgslsmith_index_u32(17234u, 10u)], global1[_wgslsmith_index_u32(0u, 10u)], false)) == global1[_wgslsmith_index_u32(0u, 10u)], all(vec4<bool>(true, false, global1[_wgslsmith_index_u32(builtin_num_workgroups.x, 10u)], false)))).x; global1 = array<bool, 10>()) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
    }
    for (var var_1: i32; global1[_wgslsmith_index_u32(select(builtin_global_invocation_id, vec3<u32>(builtin_num_workgroups.x, builtin_local_invocation_id.x + builtin_workgroup_id.x, 3632u) << (builtin_local_invocation_id % vec3<u32>(32u)), false).x, 10u)] & select(vec2<bool>(true, true), !(!select(vec2<bool>(true, global1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 10u)]), vec2<bool>(false, global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)]), global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)])), all(!select(vec4<bool>(false, global1[_wgslsmith_index_u32(47566u, 10u)], true, true), vec4<bool>(global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)], false), global1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 10u)]).xzw)).x; var_1 -= 1i) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        if (true) {
            continue;
        } else {
            continue;
        }
        loop {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            break;
        }
        continue;
    }
    loop {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        continue;
        continuing {
            switch (~u_input.c.x) {
                default: {
                    let var_1 = Struct_2(countOneBits(builtin_global_invocation_id.xx).x / insertBits((u_input.e.wxw - vec3<u32>(builtin_num_workgroups.x, 48707u, builtin_local_invocation_id.x)) | vec3<u32>(global0.a, 16025u, builtin_num_workgroups.x), ~clamp(vec4<u32>(4294967295u, 4294967295u, 1u, builtin_workgroup_id.x), u_input.e, vec4<u32>(12169u, 10307u, builtin_local_invocation_index, builtin_workgroup_id.x)).xxx, 1u, 0u << ((71344u - builtin_global_invocation_id.x) % 32u)).x, global0.b);
                }
            }
            var var_1 = global1[_wgslsmith_index_u32(vec3<u32>(1u, 1u, 1u).x, 10u)];
            loop {
                if (LOOP_COUNTERS[19u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
                continue;
            }
            (global0).b = mat3x4<f32>(global0.b[_wgslsmith_index_u32(select(vec4<u32>(builtin_local_invocation_id.x, ~global0.a, 4294967295u, builtin_local_invocation_index), vec4<u32>(10447u, builtin_workgroup_id.x, builtin_local_invocation_id.x, atomicCompareExchangeWeak(&wg_atomic_u32, global0.a * 1u, builtin_local_invocation_index << (1u % 32u)).old_value), global1[_wgslsmith_index_u32(func_3().x, 10u)]).x, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(27467u, 2u)].x, -1000f, 195f, 1555f)) * global0.b[_wgslsmith_index_u32(~builtin_global_invocation_id.x, 3u)])), _wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(_wgslsmith_mod_u32(countOneBits(vec3<u32>(u_input.e.x, builtin_local_invocation_id.x, builtin_workgroup_id.x)).x - ~81002u, ~max(0u, u_input.e.x)), 3u)]));
            while (!global1[_wgslsmith_index_u32(builtin_workgroup_id.x, 10u)]) {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
                let var_2 = _wgslsmith_f_op_vec4_f32(vec4<f32>(255f, _wgslsmith_f_op_f32(-853f * _wgslsmith_div_f32(global0.b[_wgslsmith_index_u32(0u >> (builtin_global_invocation_id.x % 32u), 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x))), -611f, -366f) + _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global0.b[_wgslsmith_index_u32(~65318u, 3u)])))));
            }
            break if global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(16258u, 71232u), 10u)];
        }
    }
    var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(_wgslsmith_div_f32(var_0[_wgslsmith_index_u32(builtin_workgroup_id.x >> (0u % 32u), 2u)].x, -189f), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~4294967295u, 2u)].x), _wgslsmith_f_op_f32(-(-1552f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(fract(global0.b[_wgslsmith_index_u32(u_input.e.x, 3u)].zyw)).x + var_0[_wgslsmith_index_u32(clamp(8997u, 1u, 33121u), 2u)].x)), vec4<f32>(-768f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-472f) + -651f), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0.b[_wgslsmith_index_u32(global0.a, 3u)].x), var_0[_wgslsmith_index_u32(52335u, 2u)].x), global0.b[_wgslsmith_index_u32(1u, 3u)].x))).xwx, global0.b[_wgslsmith_index_u32(1u, 3u)].yyz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-407f, var_0[_wgslsmith_index_u32(26968u, 2u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x)))));
    _pv[3] = global0.a;
    global1 = array<bool, 10>();
    _pv[4] = global0.a;
    var var_2 = Struct_1(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32((14291u ^ global0.a) ^ atomicMax(&wg_atomic_u32, ~builtin_global_invocation_id.x), 2u)] - vec2<f32>(-298f, _wgslsmith_f_op_f32(-743f))));
    let x = u_input.a;
    _pv[7] = bitcast<u32>(atomicLoad(&wg_atomic_i32));
    _pv[6] = atomicLoad(&wg_atomic_u32);
    _pv[5] = global0.a;
    s_output = StorageBuffer(var_1[_wgslsmith_index_u32(atomicXor(&wg_atomic_u32, atomicSub(&wg_atomic_u32, ~4294967295u * 8611u)), 3u)].x, mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_f32(-598f * -842f))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(global0.a, 2u)].x, var_1[_wgslsmith_index_u32(4294967295u, 3u)].x) + vec2<f32>(global0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, 289f))) + var_1[_wgslsmith_index_u32(11978u ^ builtin_workgroup_id.x, 3u)].yy), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(0u, 3u)] + vec3<f32>(var_2.a.x, var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 3u)].x, 773f)), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-645f, -662f, global0.b[_wgslsmith_index_u32(4294967295u, 3u)].x)))).yz - _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(trunc(vec3<f32>(var_2.a.x, 934f, 380f))), _wgslsmith_f_op_vec4_f32(ceil(global0.b[_wgslsmith_index_u32(8883u, 3u)])).wxz, !global1[_wgslsmith_index_u32(builtin_local_invocation_index, 10u)])).yx), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_2.a.x, -398f) - var_1[_wgslsmith_index_u32(4294967295u, 3u)].yy) - _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(countTrailingZeros(4294967295u), 2u)]))), global0.b, _wgslsmith_f_op_vec3_f32(-var_1[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 3u)]), (~(~u_input.c.x) - u_input.b.x) ^ (firstLeadingBit(u_input.b.xz).x >> (~builtin_global_invocation_id.x % 32u)));
    s_probe.orig = s_output;
    s_probe.p = _pv;
}

