// {"0:0":[89,162,28,220,233,174,207,49,90,35,161,30,64,235,113,205,56,216,140,88,180,22,205,89,211,231,231,240,16,161,136,39]}
// Seed: 26

struct Struct_1 {
    @align(32)
    a: vec3<i32>,
    @size(4)
    b: f32,
}

struct Struct_2 {
    @align(4)
    a: bool,
    b: Struct_1,
    @align(16)
    @size(20)
    c: vec2<bool>,
    d: mat4x3<f32>,
    @align(16)
    e: bool,
}

struct UniformBuffer {
    @align(16)
    a: vec3<i32>,
    @align(8)
    b: u32,
    c: u32,
}

struct StorageBuffer {
    a: vec2<u32>,
    @align(8)
    @size(24)
    b: vec2<f32>,
    @align(64)
    @size(20)
    c: vec4<f32>,
    @align(32)
    d: vec3<u32>,
    @align(16)
    @size(28)
    e: vec3<u32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: array<Struct_1, 24> = array<Struct_1, 24>(Struct_1(vec3<i32>(-43987i, -3002i, i32(-2147483648)), 408f), Struct_1(vec3<i32>(-1033i, i32(-2147483648), 1i), 411f), Struct_1(vec3<i32>(-40317i, -22555i, 5086i), 1000f), Struct_1(vec3<i32>(-20788i, 58222i, 18249i), 2727f), Struct_1(vec3<i32>(2147483647i, 34478i, i32(-2147483648)), 1021f), Struct_1(vec3<i32>(i32(-2147483648), 1i, -33736i), 737f), Struct_1(vec3<i32>(5235i, i32(-2147483648), -1i), 401f), Struct_1(vec3<i32>(-1i, 0i, 2147483647i), -687f), Struct_1(vec3<i32>(0i, 1i, 1i), -484f), Struct_1(vec3<i32>(i32(-2147483648), 1i, -6233i), 1439f), Struct_1(vec3<i32>(-22653i, -11712i, 26660i), -391f), Struct_1(vec3<i32>(1978i, 2147483647i, 37958i), 1000f), Struct_1(vec3<i32>(24758i, 39682i, 1i), -367f), Struct_1(vec3<i32>(1i, 2147483647i, -1i), -1735f), Struct_1(vec3<i32>(2147483647i, -59894i, 1i), -1852f), Struct_1(vec3<i32>(3701i, 29475i, -27836i), 1821f), Struct_1(vec3<i32>(-9418i, 35117i, i32(-2147483648)), -1289f), Struct_1(vec3<i32>(1i, i32(-2147483648), i32(-2147483648)), -1191f), Struct_1(vec3<i32>(2147483647i, 2147483647i, -8504i), -1000f), Struct_1(vec3<i32>(2147483647i, -13602i, -1i), 1800f), Struct_1(vec3<i32>(11728i, 0i, -7299i), 316f), Struct_1(vec3<i32>(-1i, -1i, -35379i), -1105f), Struct_1(vec3<i32>(0i, 1i, 29104i), -379f), Struct_1(vec3<i32>(i32(-2147483648), -31262i, 0i), 1492f));

var<private> global1: Struct_2 = Struct_2(false, Struct_1(vec3<i32>(2147483647i, 21378i, 36457i), 929f), vec2<bool>(true, false), mat4x3<f32>(vec3<f32>(-790f, 1398f, 397f), vec3<f32>(851f, -826f, -310f), vec3<f32>(1086f, 1099f, -1000f), vec3<f32>(-512f, 229f, 260f)), true);

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 25>;

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
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

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn func_5() -> vec2<i32> {
    (global1).e = true;
    switch (sign(-abs(55958i))) {
        case i32(-2147483648): {
            for (; ; ) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
            }
            var var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(-678f, global1.b.b) * vec2<f32>(global1.d[_wgslsmith_index_u32(68805u, 4u)].x, -803f))) * _wgslsmith_f_op_vec2_f32(-vec2<f32>(-318f, -226f)))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(global1.d[_wgslsmith_index_u32(1u, 4u)].yz + _wgslsmith_f_op_vec2_f32(step(global1.d[_wgslsmith_index_u32(u_input.b, 4u)].yy, vec2<f32>(1866f, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x))))), global1.d[_wgslsmith_index_u32(~4414u + (firstLeadingBit(0u) >> ((u_input.b - 38580u) % 32u)), 4u)].yx), _wgslsmith_f_op_vec2_f32(-global1.d[_wgslsmith_index_u32(~(4294967295u * firstTrailingBit(u_input.b)), 4u)].zy), _wgslsmith_f_op_vec2_f32(global1.d[_wgslsmith_index_u32(countOneBits(abs(vec3<u32>(0u, u_input.c, u_input.b))).x, 4u)].xy - vec2<f32>(1000f, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(step(global1.d[_wgslsmith_index_u32(3256u, 4u)].yx, vec2<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, global1.b.b))).x + 409f))));
        }
        case 2147483647i: {
            loop {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                break;
                continuing {
                    break if countTrailingZeros(reverseBits(select(vec4<u32>(87866u, u_input.c, u_input.b, u_input.c), vec4<u32>(u_input.b, 4294967295u, u_input.b, u_input.b), vec4<bool>(true, true, global1.c.x, true))).ywy).x > (((clamp(vec2<u32>(u_input.b, u_input.c), vec2<u32>(7696u, u_input.c), vec2<u32>(u_input.c, 31671u)).x << (41209u % 32u)) * (u_input.c / 1u)) ^ ~reverseBits(u_input.b / u_input.b));
                }
            }
            ((global1).d)[_wgslsmith_index_u32(~abs(~vec2<u32>(u_input.b & u_input.b, 4294967295u << (u_input.b % 32u))).x, 4u)] = _wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_div_f32(648f, _wgslsmith_f_op_f32(-276f - global1.d[_wgslsmith_index_u32(88437u, 4u)].x)), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(global1.d[_wgslsmith_index_u32(71888u, 4u)].x, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x)), _wgslsmith_f_op_vec3_f32(step(global1.d[_wgslsmith_index_u32(u_input.b, 4u)], global1.d[_wgslsmith_index_u32(0u, 4u)])).zx, global1.a)).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(global1.d[_wgslsmith_index_u32(52519u, 4u)].x, global1.b.b, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x))).x), -571f) - _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(_wgslsmith_f_op_f32(1201f + global1.b.b), _wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x), _wgslsmith_f_op_f32(step(global1.b.b, global1.b.b)), _wgslsmith_f_op_f32(264f + 942f))))))).yzz;
            (((global0)[_wgslsmith_index_u32(extractBits(~u_input.c, u_input.c, u_input.c), 24u)]).a).x = global1.b.a.x;
            switch ((min(firstTrailingBit(global1.b.a.x), 0i) | ~global1.b.a.x) + 1i) {
                case -1i: {
                    return global1.b.a.zz;
                }
                case 0i: {
                }
                default: {
                    let var_0 = vec4<f32>(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, -316f, 1676f) - vec4<f32>(-569f, global1.b.b, global1.d[_wgslsmith_index_u32(1u, 4u)].x, global1.b.b))) + _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1468f, 1000f, -274f, 701f))))))).x, 1117f, global1.d[_wgslsmith_index_u32((((u_input.c + u_input.c) << (~0u % 32u)) * min(vec4<u32>(0u, 5626u, 1u, u_input.b), abs(vec4<u32>(u_input.c, 31156u, 0u, 17075u))).x) & ((_wgslsmith_mod_u32(1856u, 83251u) >> (min(u_input.c, u_input.c) % 32u)) / firstLeadingBit(~4294967295u)), 4u)].x, global1.b.b);
                    var var_1 = mat4x4<f32>(var_0, var_0, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-var_0.x), global1.b.b, global1.d[_wgslsmith_index_u32(0u, 4u)].x, _wgslsmith_f_op_f32(-260f))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-116f, var_0.x, global1.b.b))).x), 1000f, var_0.x, _wgslsmith_f_op_f32(-349f)), !select(vec4<bool>(false, false, global1.a, global1.a), !vec4<bool>(global1.c.x, global1.e, true, false), vec4<bool>(false, false, global1.e, true)))), var_0);
                }
            }
            switch (reverseBits(-36469i)) {
                case 2147483647i: {
                    let var_0 = vec3<bool>(all(!(!vec2<bool>(true, global1.a))), select(select(vec3<bool>(select(global1.c, global1.c, true).x, true, global1.a), !select(vec3<bool>(global1.e, global1.e, global1.a), vec3<bool>(true, false, global1.e), vec3<bool>(false, global1.c.x, false)), false).x, !(global1.a || global1.c.x), select(select(vec3<bool>(false, global1.c.x, global1.a), !vec3<bool>(global1.c.x, global1.a, global1.a), vec3<bool>(global1.e, false, global1.e)).zy, vec2<bool>(global1.c.x, true), select(select(vec4<bool>(global1.c.x, global1.c.x, false, global1.a), vec4<bool>(global1.e, false, false, global1.e), vec4<bool>(true, global1.a, false, false)), select(vec4<bool>(global1.a, global1.c.x, true, true), vec4<bool>(global1.e, false, global1.c.x, global1.c.x), vec4<bool>(global1.e, true, global1.a, global1.c.x)), false).yz).x), (_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(1068f, 110f, _wgslsmith_f_op_f32(dot(vec2<f32>(global1.b.b, global1.b.b), global1.d[_wgslsmith_index_u32(0u, 4u)].zy)), _wgslsmith_f_op_f32(sign(-1562f))))).x < global1.b.b));
                }
                case 0i: {
                    let var_0 = 32190u;
                    (global1).d = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-230f, global1.d[_wgslsmith_index_u32(1u, 4u)].x, global1.b.b, global1.d[_wgslsmith_index_u32(var_0, 4u)].x)) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-124f, global1.d[_wgslsmith_index_u32(0u, 4u)].x, global1.d[_wgslsmith_index_u32(var_0, 4u)].x, global1.d[_wgslsmith_index_u32(1u, 4u)].x))))).ywz * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.b.b, 1288f, 1000f))) * _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(round(global1.d[_wgslsmith_index_u32(795u, 4u)])) - global1.d[_wgslsmith_index_u32(~var_0, 4u)]))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(-172f, global1.d[_wgslsmith_index_u32(var_0, 4u)].x, 1758f), vec3<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, global1.b.b, -2021f))))).x), _wgslsmith_f_op_f32(-958f - 366f), _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.b.b + global1.d[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(~4274u, 4u)].x - _wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global1.b.b, global1.b.b, global1.b.b, 1494f))).x)))), vec3<f32>(_wgslsmith_f_op_vec2_f32(round(global1.d[_wgslsmith_index_u32(u_input.b, 4u)].zz)).x, -2586f, global1.d[_wgslsmith_index_u32(~(~u_input.b), 4u)].x), global1.d[_wgslsmith_index_u32(_wgslsmith_mod_u32(0u, 1u), 4u)]);
                    (((global0)[_wgslsmith_index_u32((~(~u_input.c) * 0u) + atomicExchange(&wg_atomic_u32, (4294967295u << (var_0 % 32u)) & ~insertBits(vec3<u32>(38865u, u_input.c, 4294967295u), vec3<u32>(u_input.c, var_0, 13655u), 4294967295u, u_input.b).x), 24u)]).a).x = global1.b.a.x;
                    global0 = array<Struct_1, 24>();
                }
                default: {
                    var var_0 = Struct_2((~(~firstLeadingBit(vec3<u32>(u_input.c, u_input.c, 4294967295u)).x) < u_input.c), global0[_wgslsmith_index_u32(1u, 24u)], select(select(select(vec4<bool>(global1.a, true, false, global1.a), vec4<bool>(true, false, global1.e, true), !vec4<bool>(global1.e, true, global1.e, global1.a)).xwy, select(vec3<bool>(global1.c.x, global1.e, global1.c.x), vec3<bool>(false, global1.c.x, global1.e), vec3<bool>(true, global1.c.x, false)), true), vec3<bool>(!global1.c.x, select(global1.c, global1.c, select(vec4<bool>(false, global1.e, false, global1.e), vec4<bool>(true, false, false, global1.e), vec4<bool>(false, global1.c.x, true, false)).yw).x, true), vec3<bool>(any(global1.c), global1.c.x, global1.a)).xy, global1.d, !(!global1.e));
                    ((global1).c).x = ~35954u != ~u_input.c;
                    var var_1 = Struct_2(false, Struct_1(vec3<i32>(vec2<i32>(1i, 1i).x, 1i, -10355i) | (vec3<i32>(u_input.a.x, global1.b.a.x, global1.b.a.x) & firstTrailingBit(vec4<i32>(0i, u_input.a.x, -26633i, 42746i)).wwy), 483f), vec2<bool>(true, true), var_0.d, var_0.e);
                    let var_2 = var_0.b.b;
                }
            }
        }
        default: {
            global0 = array<Struct_1, 24>();
            if (any(select(vec3<bool>((129f < _wgslsmith_f_op_f32(global1.b.b * 699f)), !global1.c.x, !global1.e), vec3<bool>((u_input.b > 15132u) != (true | global1.a), true, !(!global1.e)), 1295f >= _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(11834u, 4u)].x - -888f))))) {
                ((global1).d)[_wgslsmith_index_u32(insertBits(countTrailingZeros(~(firstTrailingBit(vec4<u32>(u_input.c, u_input.b, 60454u, u_input.c)).wx | vec2<u32>(26522u, u_input.b))).x, atomicLoad(&wg_atomic_u32), clamp(~u_input.c, u_input.c, firstLeadingBit(~vec4<u32>(u_input.c, 1u, 92944u, u_input.c)).x), ~4294967295u), 4u)] = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(u_input.c, 4u)]) - global1.d[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, ~(~4294967295u)), 4u)]);
                let var_0 = insertBits(max(~abs(vec4<u32>(4294967295u, 4294967295u, 1u, 20627u)).wyy, ~vec3<u32>(1u, u_input.b, 61784u) | vec3<u32>(u_input.b, u_input.b, 39285u)), vec3<u32>(u_input.b, ~(u_input.c * 7285u), 1878u), ~countLeadingZeros(~vec3<u32>(u_input.c, 0u, 4294967295u)).x, u_input.b).yy & vec2<u32>(reverseBits(~vec3<u32>(u_input.c, 0u, u_input.b) & vec3<u32>(u_input.b, 1u, 32475u)).x, 16104u);
            } else if (!global1.c.x) {
                global0 = array<Struct_1, 24>();
                let var_0 = global0[_wgslsmith_index_u32(~u_input.c, 24u)];
                var var_1 = global0[_wgslsmith_index_u32(50148u / (15563u * (u_input.b ^ ~u_input.c)), 24u)];
                (global0)[_wgslsmith_index_u32(u_input.c, 24u)] = global1.b;
                var var_2 = global1.d[_wgslsmith_index_u32(60527u, 4u)];
            } else {
                return vec2<i32>(global1.b.a.x, -reverseBits(global1.b.a).x);
            }
            for (var var_0 = 51540i; !atomicCompareExchangeWeak(&wg_atomic_i32, -firstLeadingBit(global1.b.a.x), u_input.a.x).exchanged == global1.a; var_0 -= 1i) {
                if (LOOP_COUNTERS[2u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
            }
            while (false) {
                if (LOOP_COUNTERS[3u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
                let var_0 = select(!vec4<bool>(global1.e, true, ((global1.b.a.x < -41345i)) & (423f != global1.b.b), atomicCompareExchangeWeak(&wg_atomic_u32, 1u, ~858u).exchanged), !(!select(!vec4<bool>(true, false, global1.a, global1.a), !vec4<bool>(true, true, global1.c.x, global1.a), true)), !(global1.b.b != _wgslsmith_f_op_f32(-vec4<f32>(1f, 1f, 1f, 1f).x)));
                (((global1).d)[_wgslsmith_index_u32(4294967295u, 4u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(907f - _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(565f, global1.b.b, global1.b.b, global1.b.b))), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(global1.d[_wgslsmith_index_u32(0u, 4u)].x, 1000f, 1159f, global1.b.b), vec4<f32>(-766f, global1.d[_wgslsmith_index_u32(73359u, 4u)].x, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, 1000f))))).x)) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(406f + global1.d[_wgslsmith_index_u32(1u, 4u)].x)));
                break;
            }
        }
    }
    var var_0 = all(select(select(select(vec4<bool>(global1.c.x, false, global1.c.x, true), select(vec4<bool>(false, false, false, false), vec4<bool>(true, false, true, false), global1.a), true), select(select(vec4<bool>(true, true, global1.c.x, true), vec4<bool>(global1.e, false, true, global1.c.x), global1.a), select(vec4<bool>(true, global1.a, false, true), vec4<bool>(global1.c.x, global1.a, global1.a, global1.c.x), vec4<bool>(false, false, global1.a, global1.e)), vec4<bool>(global1.c.x, true, false, true)), false), vec4<bool>(insertBits(vec4<u32>(1u, 81739u, u_input.b, u_input.b), vec4<u32>(u_input.b, 52733u, u_input.c, u_input.c), u_input.b, u_input.b).x <= ~u_input.b, u_input.c == u_input.c, select(!vec3<bool>(false, false, global1.c.x), select(vec3<bool>(true, global1.e, true), vec3<bool>(global1.a, global1.e, true), vec3<bool>(global1.c.x, true, global1.a)), vec3<bool>(false, global1.e, true)).x, _wgslsmith_f_op_vec2_f32(min(vec2<f32>(-670f, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x), vec2<f32>(-536f, global1.b.b))).x > _wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(0u, 4u)].x)), true));
    switch (min(-extractBits(vec3<i32>(extractBits(global1.b.a, u_input.b, 2205u).x, insertBits(vec3<i32>(global1.b.a.x, 0i, 19480i), global1.b.a, 15998u, u_input.c).x, ~2147483647i), _wgslsmith_mod_u32(u_input.c | u_input.c, u_input.c << (u_input.c % 32u)), ~u_input.b).x, global1.b.a.x)) {
        default: {
            var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(global1.d[_wgslsmith_index_u32(~u_input.b * _wgslsmith_mod_u32(u_input.b, u_input.c), 4u)] * vec3<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, global1.d[_wgslsmith_index_u32(0u * 8687u, 4u)].x, _wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x)))), vec3<f32>(_wgslsmith_f_op_vec2_f32(clamp(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].xy, _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(-1032f, -280f), vec2<f32>(global1.d[_wgslsmith_index_u32(4294967295u, 4u)].x, -955f)) - _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(global1.d[_wgslsmith_index_u32(29637u, 4u)].x, global1.b.b, -1184f))).xy), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-global1.d[_wgslsmith_index_u32(u_input.b, 4u)].yy) + _wgslsmith_f_op_vec2_f32(-global1.d[_wgslsmith_index_u32(u_input.c, 4u)].zx)))).x, _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.b.b, global1.b.b, 1006f, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x)))).x, 804f), _wgslsmith_f_op_vec3_f32(global1.d[_wgslsmith_index_u32(~71697u, 4u)] * vec3<f32>(_wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(4294967295u, 4u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(trunc(global1.d[_wgslsmith_index_u32(0u, 4u)].xy)).x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x + -1000f) - global1.d[_wgslsmith_index_u32(30665u, 4u)].x))));
            if (global1.a) {
                var_0 = global1.c.x;
                var var_2 = Struct_1(global1.b.a, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(step(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(vec2<f32>(1588f, var_1[_wgslsmith_index_u32(u_input.c, 3u)].x) * var_1[_wgslsmith_index_u32(0u, 3u)].xz), vec2<f32>(-1000f, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x))).x, _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-474f, 484f, -1530f, global1.b.b)))).x)) * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(countOneBits(vec2<u32>(19334u, u_input.b)).x, 4u)].x))));
            }
            var var_2 = Struct_1((global1.b.a ^ -u_input.a) + u_input.a, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-global1.d[_wgslsmith_index_u32(dot(insertBits(vec4<u32>(18859u, u_input.b, 0u, u_input.c), vec4<u32>(u_input.c, u_input.b, 43320u, u_input.c), u_input.b, u_input.b), ~vec4<u32>(9967u, u_input.b, u_input.b, 15700u)), 4u)].yx), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_div_f32(global1.b.b, -958f), 1579f)), all(!(!vec4<bool>(true, false, false, global1.c.x))))).x);
        }
    }
    let var_1 = select(vec3<bool>(global1.e, false, !atomicCompareExchangeWeak(&wg_atomic_u32, u_input.c, 4294967295u).exchanged), !select(select(vec3<bool>(false, global1.e, false), vec3<bool>(global1.c.x, global1.c.x, false), global1.a), select(select(vec4<bool>(global1.a, true, false, global1.c.x), vec4<bool>(global1.c.x, false, global1.c.x, true), global1.a), select(vec4<bool>(global1.e, true, false, true), vec4<bool>(true, false, false, global1.e), vec4<bool>(global1.c.x, true, false, global1.a)), vec4<bool>(global1.a, true, true, false)).xxz, vec3<bool>(global1.c.x && true, !global1.e, global1.e && global1.c.x)), false);
    return u_input.a.yz;
}

fn func_4() -> Struct_2 {
    (((global1).b).a).x = reverseBits(clamp(func_5(), vec2<i32>(0i, atomicAnd(&wg_atomic_i32, global1.b.a.x) >> ((u_input.c + u_input.c) % 32u)), vec2<i32>(0i, u_input.a.x)).x);
    var var_0 = mat4x2<f32>(vec2<f32>(global1.d[_wgslsmith_index_u32(~(~u_input.b >> ((u_input.b * u_input.c) % 32u)), 4u)].x, _wgslsmith_f_op_f32(-global1.b.b)), global1.d[_wgslsmith_index_u32(insertBits(~(~(vec3<u32>(u_input.c, 30292u, 1u) >> (vec3<u32>(u_input.c, 5721u, u_input.c) % vec3<u32>(32u)))), firstLeadingBit(~(vec4<u32>(1u, u_input.b, 41007u, u_input.c) / vec4<u32>(1281u, 17786u, u_input.c, 0u))).wzx, ~atomicMin(&wg_atomic_u32, 27762u) >> (67919u % 32u), u_input.b).x, 4u)].xx, _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, global1.b.b, global1.d[_wgslsmith_index_u32(3185u, 4u)].x, global1.d[_wgslsmith_index_u32(51915u, 4u)].x), vec4<f32>(global1.b.b, 1000f, global1.b.b, -884f), vec4<f32>(global1.b.b, global1.b.b, 378f, -822f))).yxy) + _wgslsmith_div_vec3_f32(vec3<f32>(1000f, -133f, -938f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.d[_wgslsmith_index_u32(47326u, 4u)].x, global1.b.b, global1.b.b)))))).zx, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].zy);
    var var_1 = Struct_1(global1.b.a, 2233f);
    switch (var_1.a.x) {
        default: {
            for (var var_2 = -1i; var_2 == 2147483647i; var_2 += 1i) {
                if (LOOP_COUNTERS[4u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
                var var_3 = Struct_2(!atomicCompareExchangeWeak(&wg_atomic_i32, u_input.a.x, ~(u_input.a.x + -1i)).exchanged, global1.b, select(vec4<bool>(global1.c.x, true, false, select(!global1.c, global1.c, global1.c).x), !select(vec4<bool>(true, global1.e, global1.c.x, true), vec4<bool>(true, global1.e, true, false), select(vec4<bool>(true, global1.a, global1.c.x, true), vec4<bool>(false, global1.c.x, true, false), vec4<bool>(true, false, global1.c.x, global1.a))), vec4<bool>(true && select(false, global1.e, true), true, true, global1.a)).yz, mat4x3<f32>(vec3<f32>(var_0[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 4u)].x, var_0[_wgslsmith_index_u32(~(~1u), 4u)].x, _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, global1.b.b, 1169f, var_1.b))).yyy)).x), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(~u_input.c, 4u)]) + vec3<f32>(_wgslsmith_f_op_f32(-232f), 102f, global1.b.b)), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_1.b, var_1.b, var_1.b) - global1.d[_wgslsmith_index_u32(u_input.b, 4u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(global1.d[_wgslsmith_index_u32(40373u, 4u)], vec3<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, -271f, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x))))), global1.d[_wgslsmith_index_u32(insertBits(vec3<u32>(~u_input.c, 2699u, 11322u), vec3<u32>(52094u, u_input.b - u_input.b, abs(1u)), ~6059u << (countLeadingZeros(vec3<u32>(1u, u_input.c, u_input.b)).x % 32u), extractBits(vec3<u32>(u_input.b, 1u, 1u) ^ vec3<u32>(u_input.b, 1u, u_input.c), u_input.b, 0u).x).x, 4u)]), !any(vec4<bool>(global1.e || global1.c.x, global1.a, u_input.b <= 0u, u_input.b <= u_input.c)));
                var_0 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(firstTrailingBit(u_input.b), 4u)])) * _wgslsmith_f_op_vec2_f32(vec2<f32>(global1.b.b, _wgslsmith_f_op_f32(-(-688f))) * _wgslsmith_f_op_vec2_f32(vec2<f32>(var_3.b.b, 111f) * _wgslsmith_f_op_vec2_f32(global1.d[_wgslsmith_index_u32(47893u, 4u)].yz + vec2<f32>(var_3.b.b, -1408f))))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_3.d[_wgslsmith_index_u32(u_input.c, 4u)].x, -873f)) - global1.d[_wgslsmith_index_u32(u_input.b << (~u_input.b % 32u), 4u)].xy) * _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1000f, 905f, global1.b.b, global1.b.b)))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, 936f, var_0[_wgslsmith_index_u32(36297u, 4u)].x, -748f))))).zy), var_3.d[_wgslsmith_index_u32((countOneBits(select(vec2<u32>(u_input.c, u_input.b), vec2<u32>(u_input.c, u_input.b), true)).x >> (~(~u_input.c) % 32u)) ^ ~(~(~66745u)), 4u)].zy, vec2<f32>(447f, var_1.b));
                var var_4 = mat2x2<f32>(global1.d[_wgslsmith_index_u32(~41933u, 4u)].zx, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(var_3.d[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x / 1615u, 4u)].zz * global1.d[_wgslsmith_index_u32(select(~vec4<u32>(50059u, 18489u, 35917u, 1u), vec4<u32>(u_input.c, u_input.c, u_input.c, u_input.c), var_3.a).x, 4u)].zz), var_0[_wgslsmith_index_u32(~(~atomicLoad(&wg_atomic_u32)), 4u)]));
                let var_5 = Struct_2((u_input.b < ~13651u), Struct_1((reverseBits(vec3<i32>(global1.b.a.x, global1.b.a.x, var_1.a.x)) | var_3.b.a) >> (countLeadingZeros(vec4<u32>(134450u, u_input.c, u_input.c, u_input.b) | vec4<u32>(u_input.c, u_input.c, 0u, u_input.c)).zwy % vec3<u32>(32u)), var_4[_wgslsmith_index_u32(0u, 2u)].x), vec2<bool>(any(global1.c), var_3.a), mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_4[_wgslsmith_index_u32(u_input.c, 2u)].x, -961f, var_4[_wgslsmith_index_u32(u_input.c, 2u)].x) + vec3<f32>(1539f, -873f, var_0[_wgslsmith_index_u32(58040u, 4u)].x)))), var_3.d[_wgslsmith_index_u32(abs(vec2<u32>(73742u | u_input.c, ~u_input.c)).x, 4u)], vec3<f32>(_wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-873f))), _wgslsmith_f_op_f32(-(-628f)), 1290f), var_3.d[_wgslsmith_index_u32(u_input.b, 4u)]), select(select(vec4<bool>(true, global1.b.a.x != -8719i, false, var_3.a), select(vec4<bool>(false, true, false, global1.a), select(vec4<bool>(true, global1.e, var_3.e, var_3.a), vec4<bool>(false, var_3.e, false, true), true), true), vec4<bool>(true, true, !var_3.a, true)), !select(vec4<bool>(false, global1.c.x, var_3.e, false), select(vec4<bool>(true, var_3.e, true, var_3.e), vec4<bool>(var_3.a, var_3.c.x, true, global1.a), vec4<bool>(var_3.a, global1.e, true, var_3.c.x)), global1.e), true).x);
                let var_6 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)]), vec2<f32>(var_3.b.b, -354f), _wgslsmith_div_vec2_f32(vec2<f32>(-931f, _wgslsmith_f_op_f32(-1000f + _wgslsmith_div_f32(622f, -1387f))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(var_1.b, var_5.d[_wgslsmith_index_u32(u_input.c, 4u)].x, -646f, var_5.d[_wgslsmith_index_u32(4503u, 4u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, -234f, var_3.d[_wgslsmith_index_u32(4294967295u, 4u)].x, var_5.d[_wgslsmith_index_u32(4294967295u, 4u)].x))))).zz)));
            }
            var var_2 = extractBits(vec3<i32>(~1i, atomicOr(&wg_atomic_i32, 1233i), var_1.a.x), u_input.c, u_input.c);
        }
    }
    if (true) {
        for (var var_2 = i32(-2147483648); ; var_2 -= 1i) {
            if (LOOP_COUNTERS[5u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
            break;
        }
        for (var var_2 = _wgslsmith_mod_i32(var_1.a.x, global1.b.a.x); var_2 > 41945i; (global1).b = global0[_wgslsmith_index_u32(u_input.b, 24u)]) {
            if (LOOP_COUNTERS[6u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
            var_2 = -1i;
            var var_3 = _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(u_input.b, 4u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(global1.d[_wgslsmith_index_u32(46815u, 4u)], global1.d[_wgslsmith_index_u32(u_input.c, 4u)])))))));
            break;
        }
        if (select(!global1.c.x, !((1i < ~u_input.a.x)), true) || !(!global1.a)) {
            return Struct_2(true, Struct_1(global1.b.a, var_0[_wgslsmith_index_u32(4294967295u, 4u)].x), global1.c, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-319f), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_f32(var_1.b - 1484f)) + vec3<f32>(_wgslsmith_f_op_f32(-1541f), _wgslsmith_f_op_vec3_f32(round(global1.d[_wgslsmith_index_u32(24851u, 4u)])).x, _wgslsmith_f_op_f32(select(-189f, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x, true)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global1.b.b, -973f, global1.b.b, 464f))).wyy, _wgslsmith_f_op_vec3_f32(-vec3<f32>(2484f, global1.b.b, -648f))), global1.d[_wgslsmith_index_u32(u_input.b, 4u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(0u, 4u)]) - global1.d[_wgslsmith_index_u32(4294967295u, 4u)]) - _wgslsmith_f_op_vec3_f32(round(vec3<f32>(global1.b.b, global1.d[_wgslsmith_index_u32(0u, 4u)].x, global1.b.b))))), global1.c.x);
        }
        ((var_0)[_wgslsmith_index_u32(~(~1u), 4u)]).x = _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1433f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-456f) + _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(1u, 4u)].x + -181f) + _wgslsmith_f_op_f32(-692f - global1.d[_wgslsmith_index_u32(25976u, 4u)].x))) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp(_wgslsmith_f_op_vec2_f32(max(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].zz, vec2<f32>(var_0[_wgslsmith_index_u32(63362u, 4u)].x, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x))).x)) + 1000f))));
    }
    return Struct_2(true, Struct_1(~(-(~vec3<i32>(global1.b.a.x, global1.b.a.x, 2147483647i))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1271f + _wgslsmith_f_op_f32(461f * global1.b.b)))), !(!select(vec3<bool>(true, true, true), select(vec3<bool>(true, true, global1.a), vec3<bool>(false, global1.a, global1.a), true), vec3<bool>(global1.a, global1.a, global1.c.x)).yx), global1.d, select(vec2<bool>(_wgslsmith_f_op_f32(-global1.b.b) >= _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, -313f, var_0[_wgslsmith_index_u32(2716u, 4u)].x), vec3<f32>(-192f, 2027f, -133f), global1.d[_wgslsmith_index_u32(1620u, 4u)])).x, any(select(vec4<bool>(false, global1.e, true, global1.c.x), vec4<bool>(global1.a, false, true, global1.a), global1.c.x).wxy)), vec2<bool>(global1.c.x, !global1.c.x), all(!vec4<bool>(global1.c.x, false, global1.e, global1.c.x)) || (true || global1.a)).x);
}

fn func_3(arg_0: mat3x4<f32>) -> bool {
    if (global1.e) {
        global1 = func_4();
        var var_0 = arg_0;
        ((global1).c).x = false;
        let var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_0[_wgslsmith_index_u32(~(~29371u), 3u)].yy) - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(floor(var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b, 4913u), 3u)].xz)))), vec2<f32>(arg_0[_wgslsmith_index_u32(~min(extractBits(vec3<u32>(u_input.b, 0u, 7154u), u_input.c, u_input.b).zz, vec2<u32>(u_input.b, u_input.c) + vec2<u32>(25408u, u_input.c)).x, 3u)].x, var_0[_wgslsmith_index_u32(~u_input.b, 3u)].x), _wgslsmith_f_op_vec2_f32(step(global1.d[_wgslsmith_index_u32(~0u, 4u)].yy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global1.d[_wgslsmith_index_u32(u_input.c, 4u)].yz))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-330f, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x))))));
        var var_2 = all(!global1.c);
    } else {
        let var_0 = Struct_2(global1.e, global0[_wgslsmith_index_u32(firstTrailingBit(reverseBits(~vec3<u32>(u_input.b, u_input.b, 4294967295u)).x) - (~60676u + 1u), 24u)], global1.c, global1.d, !(global1.b.a.x > u_input.a.x));
        ((global0)[_wgslsmith_index_u32(u_input.c - ~(~(u_input.c << (select(vec4<u32>(4294967295u, 12481u, u_input.c, u_input.b), vec4<u32>(u_input.c, u_input.b, 4294967295u, u_input.c), vec4<bool>(var_0.a, false, false, global1.c.x)).x % 32u))), 24u)]).b = _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-552f - _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(1269f, arg_0[_wgslsmith_index_u32(21057u, 3u)].x), _wgslsmith_f_op_vec3_f32(round(arg_0[_wgslsmith_index_u32(95989u, 3u)].xwy)).xy)).x * 1183f)), _wgslsmith_div_f32(1345f, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(25140u, 3u)]) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x, var_0.d[_wgslsmith_index_u32(1u, 4u)].x, -227f))), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(u_input.c, 3u)]), vec4<f32>(522f, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, -617f, -127f))))).x), _wgslsmith_f_op_vec4_f32(select(arg_0[_wgslsmith_index_u32(abs(reverseBits(~1u)), 3u)], _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d[_wgslsmith_index_u32(0u, 4u)].x, var_0.b.b, -103f, var_0.b.b)), _wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(~42745u, 3u)] - _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(u_input.c, 3u)])), true)), var_0.a)).x));
    }
    var var_0 = mat4x4<f32>(arg_0[_wgslsmith_index_u32(38421u, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(344f, -166f, arg_0[_wgslsmith_index_u32(u_input.b, 3u)].x, global1.b.b)), _wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(24983u, 3u)], vec4<f32>(-3766f, global1.b.b, -1000f, -1955f))))), vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x, _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].x + -140f), global1.d[_wgslsmith_index_u32(~(atomicSub(&wg_atomic_u32, 67280u) - select(vec2<u32>(u_input.b, u_input.c), vec2<u32>(u_input.c, u_input.b), global1.e).x), 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(22712u, 4u)].x - -517f) + global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x))), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(u_input.b, 3u)])) - _wgslsmith_div_vec4_f32(arg_0[_wgslsmith_index_u32(4294967295u, 3u)], vec4<f32>(arg_0[_wgslsmith_index_u32(26784u, 3u)].x, -681f, 1880f, 1575f))), arg_0[_wgslsmith_index_u32(~1u, 3u)])));
    if (!((_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, -299f, var_0[_wgslsmith_index_u32(u_input.b, 4u)].x)))).x <= arg_0[_wgslsmith_index_u32(dot(vec2<u32>(0u, u_input.c) * vec2<u32>(4294967295u, u_input.b), ~vec2<u32>(4294967295u, 34875u)), 3u)].x) | select(select(vec4<bool>(global1.a, true, false, global1.c.x), vec4<bool>(global1.c.x, global1.a, global1.a, global1.a), global1.e).x | !global1.c.x, false != !global1.c.x, ~u_input.c != 1u))) {
        if (false) {
        } else if (!global1.e) {
            var var_1 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(abs(arg_0[_wgslsmith_index_u32(countTrailingZeros(abs(vec4<u32>(u_input.b, u_input.b, 1u, 103591u))).x, 3u)].xwz)), _wgslsmith_f_op_vec3_f32(vec3<f32>(578f, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(vec3<f32>(318f, var_0[_wgslsmith_index_u32(22070u, 4u)].x, -1068f) + vec3<f32>(-918f, global1.b.b, -1162f)))).x, _wgslsmith_f_op_f32(540f - var_0[_wgslsmith_index_u32(countTrailingZeros(u_input.b), 4u)].x)) * _wgslsmith_f_op_vec3_f32(arg_0[_wgslsmith_index_u32(u_input.c, 3u)].xxy + vec3<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_f32(arg_0[_wgslsmith_index_u32(1u, 3u)].x - arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x), arg_0[_wgslsmith_index_u32(~u_input.c, 3u)].x))));
            var var_2 = mat2x2<f32>(var_0[_wgslsmith_index_u32(~u_input.c, 4u)].xx, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(clamp(arg_0[_wgslsmith_index_u32(~u_input.b, 3u)].wz, _wgslsmith_f_op_vec4_f32(step(var_0[_wgslsmith_index_u32(u_input.c, 4u)], arg_0[_wgslsmith_index_u32(u_input.b, 3u)])).ww, _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, global1.d[_wgslsmith_index_u32(0u, 4u)].x)))))));
            var var_3 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-1814f, _wgslsmith_f_op_f32(select(var_1[_wgslsmith_index_u32(~0u, 2u)].x, _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(var_0[_wgslsmith_index_u32(42019u, 4u)].x, 1263f))).x, true)), _wgslsmith_f_op_vec3_f32(ceil(global1.d[_wgslsmith_index_u32(select(u_input.c, 50230u, global1.a), 4u)])).x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(u_input.c, 3u)].wzx) + _wgslsmith_f_op_vec3_f32(vec3<f32>(var_1[_wgslsmith_index_u32(u_input.c, 2u)].x, 182f, -533f) * var_1[_wgslsmith_index_u32(u_input.b, 2u)])) - var_1[_wgslsmith_index_u32(~30980u, 2u)])), var_1[_wgslsmith_index_u32(~(~u_input.b << ((min(vec4<u32>(0u, 4294967295u, 1u, u_input.c), vec4<u32>(u_input.c, u_input.b, 4294967295u, u_input.b)).x & ~16785u) % 32u)), 2u)]);
        }
        switch (~(-1i)) {
            case 19513i: {
                let var_1 = (reverseBits(vec3<u32>(0u, u_input.b, 42271u) ^ ~vec3<u32>(3632u, 21606u, u_input.b)).xx << (vec2<u32>(_wgslsmith_mod_u32(u_input.b | 4294967295u, u_input.c << (u_input.c % 32u)), u_input.c) % vec2<u32>(32u))) ^ (~vec2<u32>(~u_input.c, u_input.c) ^ firstTrailingBit(vec4<u32>(insertBits(vec4<u32>(76487u, u_input.c, 0u, u_input.b), vec4<u32>(u_input.b, u_input.b, 17003u, 118274u), u_input.c, u_input.b).x, u_input.b << (u_input.b % 32u), _wgslsmith_mod_u32(u_input.c, 36364u), abs(vec4<u32>(1u, 4294967295u, 4294967295u, 31988u)).x)).ww);
                ((var_0)[_wgslsmith_index_u32(var_1.x, 4u)]).x = _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_vec3_f32(clamp(arg_0[_wgslsmith_index_u32(var_1.x, 3u)].yzx, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(dot(var_0[_wgslsmith_index_u32(54029u, 4u)], vec4<f32>(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x, global1.b.b, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, global1.d[_wgslsmith_index_u32(var_1.x, 4u)].x))) * _wgslsmith_f_op_f32(step(1000f, var_0[_wgslsmith_index_u32(var_1.x, 4u)].x))), -259f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(firstLeadingBit(var_1.x), 4u)].x * _wgslsmith_f_op_vec3_f32(select(var_0[_wgslsmith_index_u32(0u, 4u)].zwx, global1.d[_wgslsmith_index_u32(27658u, 4u)], global1.a)).x)), vec3<f32>(-1663f, _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(8444u, 3u)]), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.b.b, -447f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0[_wgslsmith_index_u32(61346u, 4u)].x)))).x, global1.b.b))).x));
            }
            case -29901i: {
            }
            default: {
            }
        }
        switch (u_input.a.x + u_input.a.x) {
            case -4483i: {
                ((global0)[_wgslsmith_index_u32(firstTrailingBit(countTrailingZeros(vec2<u32>(firstTrailingBit(u_input.c), 1u + u_input.c) >> (countLeadingZeros(vec4<u32>(1u, 36484u, 72992u, u_input.b) & vec4<u32>(41163u, u_input.c, u_input.c, u_input.b)).wx % vec2<u32>(32u))).x), 24u)]).a = -min(u_input.a | global1.b.a, -u_input.a);
            }
            default: {
                var var_1 = u_input.b;
                ((global0)[_wgslsmith_index_u32(clamp(vec2<u32>(~u_input.b, countLeadingZeros(~vec2<u32>(1u, u_input.b)).x) | ~vec2<u32>(23116u, abs(vec2<u32>(1u, 4294967295u)).x), ~max(vec3<u32>(u_input.b, u_input.b, 60467u) | vec3<u32>(u_input.b, 1u, u_input.b), ~vec3<u32>(1u, u_input.c, 4294967295u)).zx >> (~vec2<u32>(max(25371u, u_input.b), 1u) % vec2<u32>(32u)), vec2<u32>(124202u, u_input.c)).x, 24u)]).b = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(var_0[_wgslsmith_index_u32(64561u, 4u)], var_0[_wgslsmith_index_u32(1u, 4u)])));
                var var_2 = (firstTrailingBit(min(vec4<i32>(u_input.a.x, 24930i, 2147483647i, u_input.a.x), vec4<i32>(1i, 29854i, global1.b.a.x, -10276i)) + -vec4<i32>(global1.b.a.x, 0i, u_input.a.x, global1.b.a.x)).wyz | ~(~(u_input.a * vec3<i32>(u_input.a.x, -19187i, -1i)))) - (u_input.a >> (select(firstLeadingBit(vec3<u32>(2968u, u_input.b, 1u)), ~(vec3<u32>(u_input.c, 1u, u_input.c) | vec3<u32>(u_input.b, 21414u, 0u)), select(global1.c, global1.c, vec2<bool>(true, false)).x) % vec3<u32>(32u)));
                let var_3 = true;
                (var_2).x = ~1i;
            }
        }
    }
    switch (i32(-2147483648)) {
        case -1i: {
            var var_1 = select(vec4<bool>(!select(select(vec3<bool>(global1.c.x, false, true), vec3<bool>(true, true, true), vec3<bool>(global1.e, true, global1.a)), vec3<bool>(true, true, true), select(vec3<bool>(false, true, global1.a), vec3<bool>(global1.e, global1.a, global1.a), true)).x, true, true, !any(select(vec4<bool>(global1.e, global1.e, global1.c.x, global1.e), vec4<bool>(global1.a, global1.e, global1.a, true), global1.a).zxx)), !vec4<bool>(true, true, true, !global1.a), true);
            (var_1).x = !global1.c.x;
        }
        case -3420i: {
            var var_1 = _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(983f, _wgslsmith_f_op_vec4_f32(min(arg_0[_wgslsmith_index_u32(select(~vec2<u32>(1u, u_input.c), _wgslsmith_mod_vec2_u32(vec2<u32>(1u, 9201u), vec2<u32>(u_input.c, u_input.c)), u_input.a.x >= -30082i).x, 3u)], _wgslsmith_f_op_vec4_f32(floor(var_0[_wgslsmith_index_u32(~u_input.b, 4u)])))).x, _wgslsmith_f_op_vec2_f32(abs(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(804f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x) * vec2<f32>(-755f, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x)), _wgslsmith_f_op_vec2_f32(-global1.d[_wgslsmith_index_u32(1u, 4u)].xx)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec3_f32(saturate(var_0[_wgslsmith_index_u32(1u, 4u)].zwy)).yy, _wgslsmith_f_op_vec4_f32(ceil(arg_0[_wgslsmith_index_u32(18205u, 3u)])).ww, select(vec2<bool>(global1.a, global1.c.x), vec2<bool>(false, false), false))).x)))).x;
            switch (i32(-2147483648)) {
                default: {
                }
            }
            loop {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var_1 = 1360f;
                var var_2 = mat4x4<f32>(_wgslsmith_div_vec4_f32(vec4<f32>(global1.b.b, _wgslsmith_f_op_f32(-226f * _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.c, 4u)].x * var_0[_wgslsmith_index_u32(0u, 4u)].x)), _wgslsmith_f_op_f32(global1.b.b + -1000f), var_0[_wgslsmith_index_u32(reverseBits(vec2<u32>(u_input.c, u_input.b) & vec2<u32>(u_input.c, u_input.b)).x, 4u)].x), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-344f, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x), 936f, _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(u_input.b, 4u)].x, -478f)))), var_0[_wgslsmith_index_u32(53868u, 4u)], _wgslsmith_f_op_vec4_f32(exp2(arg_0[_wgslsmith_index_u32(u_input.b / atomicCompareExchangeWeak(&wg_atomic_u32, u_input.c - 4294967295u, u_input.b ^ u_input.c).old_value, 3u)])), _wgslsmith_f_op_vec4_f32(exp2(arg_0[_wgslsmith_index_u32(abs(countLeadingZeros(~vec4<u32>(21198u, u_input.c, 4294967295u, 4294967295u)).wyw).x, 3u)])));
                var var_3 = (_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-var_2[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 760u | u_input.c), 4u)].zzz), vec3<f32>(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec4_f32(round(arg_0[_wgslsmith_index_u32(1u, 3u)])).zz)).x, _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(~u_input.c, 3u)].x), -123f), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_2[_wgslsmith_index_u32(u_input.c, 4u)].x, 1819f, global1.d[_wgslsmith_index_u32(33208u, 4u)].x) * arg_0[_wgslsmith_index_u32(28534u, 3u)].xww)))).x < global1.d[_wgslsmith_index_u32(71945u, 4u)].x);
                var var_4 = mat4x2<f32>(var_0[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, u_input.b), 4u)].wy, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-1116f + var_0[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_vec2_f32(clamp(var_0[_wgslsmith_index_u32(23060u, 4u)].zw, var_0[_wgslsmith_index_u32(u_input.c, 4u)].zy, vec2<f32>(global1.b.b, 351f))).x) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-727f, var_0[_wgslsmith_index_u32(u_input.c, 4u)].x))))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(select(vec3<u32>(46869u, 33406u, u_input.b), vec3<u32>(57304u, 4294967295u, u_input.c), vec3<bool>(true, false, global1.e)).x, 4u)].x - _wgslsmith_f_op_vec3_f32(max(var_0[_wgslsmith_index_u32(u_input.c, 4u)].yyw, arg_0[_wgslsmith_index_u32(36072u, 3u)].wwz)).x) * -514f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(1652f * var_2[_wgslsmith_index_u32(20179u, 4u)].x) - -1093f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(37110u, 4u)].x + global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x), _wgslsmith_f_op_vec4_f32(step(var_0[_wgslsmith_index_u32(4294967295u, 4u)], arg_0[_wgslsmith_index_u32(4294967295u, 3u)])).x))));
                global0 = array<Struct_1, 24>();
            }
            if (global1.e) {
            }
            (global0)[_wgslsmith_index_u32(u_input.b, 24u)] = func_4().b;
        }
        default: {
            loop {
                if (LOOP_COUNTERS[8u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
                continuing {
                    var var_1 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-378f, arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x, arg_0[_wgslsmith_index_u32(22917u, 3u)].x)))))), _wgslsmith_f_op_vec3_f32(var_0[_wgslsmith_index_u32(firstTrailingBit(clamp(vec3<u32>(52693u, u_input.c, u_input.c), select(vec3<u32>(u_input.c, u_input.b, 83706u), vec3<u32>(19524u, u_input.c, u_input.b), vec3<bool>(global1.c.x, true, true)), vec3<u32>(4294967295u, u_input.c, u_input.c)).x), 4u)].zyz - _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(vec4<f32>(-235f, arg_0[_wgslsmith_index_u32(1u, 3u)].x, 953f, arg_0[_wgslsmith_index_u32(60300u, 3u)].x) + arg_0[_wgslsmith_index_u32(22981u, 3u)]))).zyw), _wgslsmith_f_op_vec3_f32(vec3<f32>(-620f, _wgslsmith_f_op_f32(-(-286f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-639f) + _wgslsmith_f_op_vec3_f32(exp(vec3<f32>(global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, 1049f, 735f))).x)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0[_wgslsmith_index_u32(23404u + 4294967295u, 3u)].x, 1000f, 2185f))));
                    ((var_1)[_wgslsmith_index_u32(insertBits(4294967295u * ~4294967295u, 1u, countTrailingZeros((vec2<u32>(u_input.c, u_input.c) + vec2<u32>(46826u, u_input.b)) << (vec2<u32>(u_input.b, 31360u) % vec2<u32>(32u))).x | ~countLeadingZeros(max(vec3<u32>(10609u, 4294967295u, u_input.b), vec3<u32>(u_input.c, u_input.b, u_input.b)).xx).x, u_input.b), 3u)]).x = _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(~(~0u + (25537u - u_input.c)) | ~1u, 3u)].x);
                    var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(207f, arg_0[_wgslsmith_index_u32(1u, 3u)].x, 134f, var_1[_wgslsmith_index_u32(0u, 3u)].x) * vec4<f32>(645f, 1679f, -429f, -128f)) * _wgslsmith_f_op_vec4_f32(-arg_0[_wgslsmith_index_u32(1u, 3u)])))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_f32(825f + -215f), 113f, _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(u_input.c, 3u)].x * 354f), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(4294967295u, 4u)].x)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(var_0[_wgslsmith_index_u32(1u, 4u)] - vec4<f32>(global1.b.b, 400f, global1.b.b, arg_0[_wgslsmith_index_u32(3696u, 3u)].x)))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(saturate(var_0[_wgslsmith_index_u32(u_input.c, 4u)])) - _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp(var_0[_wgslsmith_index_u32(64u, 4u)]))), var_0[_wgslsmith_index_u32(~(4294967295u >> (u_input.c % 32u)), 4u)]))), var_0[_wgslsmith_index_u32(~(~1u), 4u)]);
                    var var_2 = ~max(vec3<u32>(1u | (4294967295u - u_input.c), 48008u, 0u), vec3<u32>(u_input.b, u_input.b, 4294967295u) / max(vec4<u32>(65073u, 1u, 4294967295u, u_input.c), vec4<u32>(0u, 0u, 71870u, u_input.b)).wwx);
                    break if !global1.a;
                }
            }
        }
    }
    var var_1 = select(!func_4().c, !(!(!func_4().c)), vec2<bool>(global1.e, any(select(vec4<bool>(global1.c.x, true, false, true), select(vec4<bool>(false, true, true, global1.e), vec4<bool>(true, global1.e, false, true), vec4<bool>(global1.a, false, true, false)), vec4<bool>(global1.a, false, true, global1.c.x)).zyz))).x;
    return false;
}

fn func_2(arg_0: vec3<f32>) -> vec2<f32> {
    while (true) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
    }
    for (; select(select(!select(vec4<bool>(false, false, true, global1.c.x), !vec4<bool>(global1.e, true, global1.c.x, false), !vec4<bool>(true, global1.c.x, global1.e, true)), !select(select(vec4<bool>(global1.a, true, global1.a, true), vec4<bool>(true, global1.a, true, global1.c.x), vec4<bool>(global1.a, true, global1.a, true)), vec4<bool>(true, false, true, global1.e), !vec4<bool>(false, global1.c.x, true, global1.a)), !select(!vec4<bool>(true, global1.a, false, global1.c.x), vec4<bool>(false, global1.c.x, false, false), !vec4<bool>(true, false, global1.c.x, global1.a))), !(!vec4<bool>(!global1.a, true, select(vec4<bool>(global1.a, true, true, false), vec4<bool>(false, global1.e, global1.e, false), false).x, !global1.e)), !select(!select(vec4<bool>(true, global1.e, global1.c.x, global1.c.x), vec4<bool>(global1.e, global1.c.x, global1.c.x, false), vec4<bool>(true, true, true, global1.c.x)), select(!vec4<bool>(true, false, global1.c.x, false), !vec4<bool>(global1.c.x, global1.a, global1.c.x, true), true), vec4<bool>(func_3(mat3x4<f32>(vec4<f32>(arg_0.x, global1.b.b, global1.b.b, global1.b.b), vec4<f32>(global1.d[_wgslsmith_index_u32(1u, 4u)].x, arg_0.x, global1.b.b, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x), vec4<f32>(-224f, global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, 567f, -1000f))), global1.e, true, false))).x; ) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        (global1).e = global1.e;
        for (var var_0 = 0i; var_0 != i32(-2147483648); var_0 -= 1i) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            let var_1 = (vec4<u32>(min(_wgslsmith_mod_vec2_u32(vec2<u32>(1u, u_input.b), vec2<u32>(0u, u_input.b)), countOneBits(vec2<u32>(1u, u_input.c))).x, u_input.c, ~(~u_input.b), ~firstLeadingBit(vec3<u32>(u_input.c, u_input.c, 1140u)).x) / (select(firstLeadingBit(vec4<u32>(u_input.b, 1741u, u_input.c, u_input.c)), vec4<u32>(46223u, 0u, 42933u, 0u), select(vec4<bool>(global1.c.x, global1.a, true, false), vec4<bool>(global1.c.x, false, true, global1.e), vec4<bool>(global1.c.x, global1.c.x, true, false))) ^ ~vec4<u32>(u_input.c, u_input.c, u_input.c, u_input.c))) >> (max(select(~(vec4<u32>(u_input.c, u_input.c, u_input.c, 24851u) & vec4<u32>(4294967295u, 4294967295u, u_input.c, u_input.c)), firstTrailingBit(~vec4<u32>(u_input.c, 4294967295u, u_input.c, u_input.c)), select(!vec4<bool>(global1.a, global1.e, global1.a, false), vec4<bool>(global1.c.x, global1.e, true, global1.e), false)), ~(vec4<u32>(1u, 52881u, u_input.c, u_input.b) - countOneBits(vec4<u32>(u_input.c, u_input.c, u_input.c, 51694u)))) % vec4<u32>(32u));
        }
        while (global1.e) {
            if (LOOP_COUNTERS[12u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        }
        for (var var_0 = 2147483647i; !select(!vec3<bool>(true, global1.e, any(vec4<bool>(global1.a, global1.c.x, false, false))), select(select(!vec4<bool>(global1.a, false, true, true), !vec4<bool>(global1.c.x, global1.a, global1.a, false), !vec4<bool>(global1.e, global1.e, false, true)), !(!vec4<bool>(true, true, false, global1.e)), select(vec3<bool>(global1.c.x, false, true), select(vec3<bool>(global1.c.x, false, true), vec3<bool>(true, true, global1.e), vec3<bool>(global1.e, true, global1.c.x)), select(vec4<bool>(true, true, global1.a, false), vec4<bool>(global1.c.x, false, false, global1.a), true).wzy).x).zwz, select(select(vec3<bool>(global1.c.x, global1.e, global1.e), vec3<bool>(true, true, true), !vec3<bool>(false, true, global1.a)), vec3<bool>(false, any(vec3<bool>(global1.e, global1.a, true)), true), select(select(vec4<bool>(true, global1.a, true, true), vec4<bool>(global1.e, true, true, global1.a), vec4<bool>(global1.a, global1.e, global1.c.x, global1.a)), select(vec4<bool>(global1.e, global1.a, true, true), vec4<bool>(false, global1.e, global1.e, true), true), true).zwy)).x; var_0 += 1i) {
            if (LOOP_COUNTERS[13u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
            continue;
        }
    }
    var var_0 = 34463u;
    (global1).a = true;
    var_0 = 120389u;
    return _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(arg_0.x, 1000f))), 1002f)));
}

fn func_1() -> bool {
    loop {
        if (LOOP_COUNTERS[14u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
        continue;
    }
    var var_0 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(func_2(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(global1.d[_wgslsmith_index_u32(u_input.b, 4u)] - vec3<f32>(-233f, 826f, global1.b.b)))))), global1.d[_wgslsmith_index_u32(4294967295u, 4u)].zx, vec2<f32>(_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, -1000f, global1.b.b))).x), global1.d[_wgslsmith_index_u32(~0u, 4u)].x, 1010f)), _wgslsmith_div_f32(_wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1.b.b, -1798f, global1.d[_wgslsmith_index_u32(1u, 4u)].x) * global1.d[_wgslsmith_index_u32(u_input.b, 4u)]))).x, _wgslsmith_f_op_f32(-568f * 426f))));
    switch (-30463i * 1i) {
        case 28276i: {
        }
        case -7731i: {
        }
        case 1i: {
            let var_1 = mat3x2<f32>(var_0[_wgslsmith_index_u32(~26548u, 3u)], _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x, var_0[_wgslsmith_index_u32(0u, 3u)].x, 398f, var_0[_wgslsmith_index_u32(1u, 3u)].x), vec4<f32>(var_0[_wgslsmith_index_u32(1u, 3u)].x, 319f, 139f, global1.d[_wgslsmith_index_u32(u_input.c, 4u)].x)), vec4<f32>(global1.d[_wgslsmith_index_u32(u_input.b, 4u)].x, 1279f, global1.d[_wgslsmith_index_u32(1u, 4u)].x, var_0[_wgslsmith_index_u32(u_input.b, 3u)].x)))).wy - func_4().d[_wgslsmith_index_u32(~50669u, 4u)].yz), vec2<f32>(-1014f, var_0[_wgslsmith_index_u32(u_input.c, 3u)].x));
        }
        case -9009i: {
            var var_1 = Struct_1(insertBits(~max(vec3<i32>(-31982i, -30833i, 6924i), vec3<i32>(-1i, global1.b.a.x, global1.b.a.x)) << (~(~vec3<u32>(u_input.b, u_input.b, 47674u)) % vec3<u32>(32u)), -vec3<i32>(-14301i, 9476i & global1.b.a.x, ~(-1i)), u_input.c, u_input.c), _wgslsmith_f_op_vec2_f32(exp(global1.d[_wgslsmith_index_u32(17736u - (~u_input.c + 1u), 4u)].xx)).x);
            var var_2 = mat4x3<f32>(global1.d[_wgslsmith_index_u32(2359u | _wgslsmith_mod_u32(firstTrailingBit(vec4<u32>(1u, 1u, 1u, 1u)).x, ~u_input.c * 4294967295u), 4u)], _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_div_vec3_f32(global1.d[_wgslsmith_index_u32((u_input.c - 12109u) & vec4<u32>(1u, 1u, 1u, 1u).x, 4u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(27666u, 4u)]) - _wgslsmith_div_vec3_f32(vec3<f32>(-1000f, global1.b.b, -445f), global1.d[_wgslsmith_index_u32(u_input.c, 4u)]))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_div_vec3_f32(global1.d[_wgslsmith_index_u32(0u, 4u)], _wgslsmith_f_op_vec3_f32(global1.d[_wgslsmith_index_u32(u_input.c, 4u)] * global1.d[_wgslsmith_index_u32(u_input.c, 4u)]))))), _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(vec3<f32>(global1.b.b, _wgslsmith_div_f32(global1.d[_wgslsmith_index_u32(7406u, 4u)].x, global1.d[_wgslsmith_index_u32(4294967295u, 4u)].x), -1399f) - global1.d[_wgslsmith_index_u32(u_input.b, 4u)]), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(~u_input.c, 4u)])))));
        }
        default: {
            var var_1 = global0[_wgslsmith_index_u32(48872u, 24u)];
            for (var var_2 = -1i; true; (var_1).a = firstLeadingBit(u_input.a)) {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                continue;
            }
        }
    }
    for (; ; ) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        break;
    }
    while (global1.c.x) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        var var_1 = select(global1.c, vec2<bool>(global1.c.x, true), global1.c);
    }
    return false;
}

@compute
@workgroup_size(1u)
fn main(@builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    loop {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        while (atomicCompareExchangeWeak(&wg_atomic_i32, 0i, i32(-2147483648)).exchanged) {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            global1 = Struct_2(select(vec4<bool>(true, global1.c.x, global1.c.x, global1.a), vec4<bool>(true, func_1(), false, _wgslsmith_f_op_vec3_f32(sign(global1.d[_wgslsmith_index_u32(38142u, 4u)])).x >= -539f), !select(vec4<bool>(true, true, false, false), !vec4<bool>(global1.e, false, true, true), false)).x, Struct_1(~(u_input.a & u_input.a) * vec3<i32>(i32(-2147483648), atomicAdd(&wg_atomic_i32, -40726i), 23739i), _wgslsmith_div_f32(_wgslsmith_f_op_f32(clamp(global1.b.b, _wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-555f, 1000f, 914f, 392f))).x, _wgslsmith_f_op_vec2_f32(clamp(global1.d[_wgslsmith_index_u32(u_input.b, 4u)].yx, vec2<f32>(681f, global1.d[_wgslsmith_index_u32(1u, 4u)].x), global1.d[_wgslsmith_index_u32(21626u, 4u)].zx)).x)), _wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(~8957u, 4u)].x))), !select(!select(vec4<bool>(false, false, global1.a, false), vec4<bool>(global1.c.x, true, global1.e, global1.a), false), vec4<bool>(select(vec4<bool>(false, global1.a, global1.c.x, global1.e), vec4<bool>(global1.c.x, true, false, true), global1.e).x, builtin_workgroup_id.x >= u_input.b, select(vec4<bool>(false, true, true, true), vec4<bool>(global1.e, true, global1.e, global1.c.x), global1.e).x, any(vec3<bool>(false, global1.c.x, global1.c.x))), select(select(vec4<bool>(true, global1.e, false, global1.c.x), vec4<bool>(false, false, false, false), vec4<bool>(true, global1.e, true, true)), select(vec4<bool>(false, global1.c.x, global1.e, global1.c.x), vec4<bool>(global1.a, true, global1.a, global1.c.x), vec4<bool>(global1.a, global1.e, false, true)), vec4<bool>(true, global1.e, false, global1.a))).yx, mat4x3<f32>(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(1277f, 2891f, -437f, 612f) + _wgslsmith_div_vec4_f32(vec4<f32>(global1.b.b, global1.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -261f, 871f), vec4<f32>(global1.b.b, 173f, 604f, global1.d[_wgslsmith_index_u32(10129u, 4u)].x))))).wwx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global1.b.b, -1000f, -1000f))), _wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32((builtin_global_invocation_id.x << (builtin_local_invocation_index % 32u)) | builtin_local_invocation_index, 4u)]), _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(global1.b.b, 1000f), global1.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].yz)), _wgslsmith_f_op_vec3_f32(clamp(global1.d[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], global1.d[_wgslsmith_index_u32(0u, 4u)], global1.d[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)])).x, _wgslsmith_f_op_f32(-1347f)))), !(!select(vec2<bool>(true, global1.e), global1.c, select(vec3<bool>(global1.e, false, false), vec3<bool>(global1.a, global1.c.x, global1.a), vec3<bool>(false, false, true)).zy).x));
            let var_0 = global1.d[_wgslsmith_index_u32(~(~(~((40776u | builtin_workgroup_id.x) * ~u_input.c))), 4u)];
        }
        if (func_4().a) {
            break;
        } else if (~select(builtin_local_invocation_id.zy, vec2<u32>(13654u - builtin_workgroup_id.x, firstTrailingBit(vec4<u32>(builtin_workgroup_id.x, builtin_workgroup_id.x, 4294967295u, 4294967295u)).x), select(select(vec4<bool>(global1.c.x, true, true, global1.e), vec4<bool>(global1.c.x, false, global1.e, global1.a), vec4<bool>(global1.a, true, global1.e, false)), select(vec4<bool>(global1.e, false, false, false), vec4<bool>(global1.c.x, global1.e, false, true), global1.e), true).zz).x >= (((~builtin_num_workgroups.x / (builtin_local_invocation_index & builtin_workgroup_id.x)) | builtin_local_invocation_id.x) - ~(~builtin_num_workgroups.x))) {
            let var_0 = mat4x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(1328f, global1.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 1251f, global1.b.b), vec4<f32>(global1.b.b, -807f, -2100f, global1.b.b))))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-569f)) + -271f), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.b.b, 1599f, -986f, 441f) - vec4<f32>(512f, 326f, 1466f, -294f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(931f, global1.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, global1.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, global1.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x)), vec4<f32>(342f, -969f, global1.b.b, -999f))).x + global1.d[_wgslsmith_index_u32(firstLeadingBit(min(vec2<u32>(builtin_workgroup_id.x, builtin_local_invocation_index), vec2<u32>(0u, builtin_global_invocation_id.x))).x, 4u)].x), global1.d[_wgslsmith_index_u32(1u, 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(max(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-962f, 1305f)), _wgslsmith_f_op_vec3_f32(floor(global1.d[_wgslsmith_index_u32(0u, 4u)])).yy)).x - _wgslsmith_f_op_f32(-global1.b.b))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.b.b, 690f, global1.d[_wgslsmith_index_u32(0u, 4u)].x, global1.d[_wgslsmith_index_u32(0u, 4u)].x))))), _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-global1.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x), _wgslsmith_f_op_f32(global1.b.b * -590f), global1.b.b, global1.b.b) + vec4<f32>(_wgslsmith_f_op_f32(833f + 646f), _wgslsmith_div_f32(533f, global1.b.b), _wgslsmith_f_op_f32(-1245f), _wgslsmith_f_op_f32(-(-1784f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-969f, global1.d[_wgslsmith_index_u32(5628u, 4u)].x, -357f, 408f))) + vec4<f32>(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global1.d[_wgslsmith_index_u32(4294967295u, 4u)].x, 560f, -889f, global1.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x), vec4<f32>(global1.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, global1.d[_wgslsmith_index_u32(511u, 4u)].x, 1883f, 545f))).x, _wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x + 785f), _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(global1.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, global1.d[_wgslsmith_index_u32(1u, 4u)].x))).x, 130f)), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-vec4<f32>(209f, global1.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, -1650f, global1.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x))))))));
        } else {
            global0 = array<Struct_1, 24>();
            continue;
        }
    }
    var var_0 = mat2x2<f32>(vec2<f32>(856f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(floor(global1.d[_wgslsmith_index_u32(887u | builtin_workgroup_id.x, 4u)].zy)).x)), _wgslsmith_f_op_vec2_f32(-global1.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].zy));
    (global1).e = false;
    if (true) {
    } else {
        if (true) {
            var var_1 = var_0[_wgslsmith_index_u32(103291u + 28611u, 2u)].x;
            var var_2 = vec2<i32>(1i, 1i).x;
            var_1 = var_0[_wgslsmith_index_u32(~(~2307u), 2u)].x;
            var var_3 = func_4();
            var var_4 = _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x);
        } else {
            var var_1 = Struct_1(~(-(vec3<i32>(-31786i, 2147483647i, 2147483647i) / vec3<i32>(0i, u_input.a.x, global1.b.a.x))) - ~insertBits(vec4<i32>(2147483647i, u_input.a.x, 46305i, global1.b.a.x), ~vec4<i32>(12445i, 34350i, global1.b.a.x, global1.b.a.x), builtin_local_invocation_index / 2546u, ~builtin_global_invocation_id.x).yyy, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, builtin_local_invocation_index), 4u)].x + _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.b, 2u)].x * -1641f))));
            let var_2 = ~(~(~(~(~vec4<u32>(1u, 4294967295u, 14971u, builtin_local_invocation_id.x)))));
            ((var_1).a).x = ~(-1i);
            return;
        }
        var var_1 = func_4();
    }
    var var_1 = _wgslsmith_f_op_f32(exp2(_wgslsmith_div_f32(global1.d[_wgslsmith_index_u32(1387u, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(176f * var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x) - _wgslsmith_f_op_f32(round(global1.b.b)))))));
    (((global0)[_wgslsmith_index_u32(~(~0u), 24u)]).a).x = 1i;
    var var_2 = insertBits(countTrailingZeros(-(~(vec4<i32>(-24489i, -24695i, 25720i, -41531i) * vec4<i32>(global1.b.a.x, global1.b.a.x, u_input.a.x, global1.b.a.x)))), countLeadingZeros(_wgslsmith_mod_vec4_i32(vec4<i32>(1i, 1i, 1i, 1i), max(vec4<i32>(2147483647i, u_input.a.x, global1.b.a.x, 8488i), vec4<i32>(global1.b.a.x, i32(-2147483648), u_input.a.x, -1i))) & -(-vec4<i32>(-47008i, 0i, -13530i, u_input.a.x))), ~builtin_local_invocation_id.x, (builtin_local_invocation_index * builtin_local_invocation_id.x) >> (builtin_global_invocation_id.x % 32u));
    switch (countTrailingZeros(min(-reverseBits(countLeadingZeros(vec4<i32>(1i, u_input.a.x, u_input.a.x, u_input.a.x)).zy), vec2<i32>(22665i, min(global1.b.a.x ^ global1.b.a.x, 21252i)))).x) {
        case -52178i: {
            let var_3 = func_4();
            var var_4 = var_2.zz;
            loop {
                if (LOOP_COUNTERS[20u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
                let var_5 = Struct_1(~var_2.yxw, _wgslsmith_f_op_f32(-var_3.b.b));
                continuing {
                    break if atomicCompareExchangeWeak(&wg_atomic_i32, ~min(vec3<i32>(0i / var_2.x, u_input.a.x | -31200i, var_4.x), -firstTrailingBit(vec4<i32>(36763i, var_2.x, 921i, global1.b.a.x)).xzz).x, ~countLeadingZeros(vec2<i32>(18333i, max(2147483647i, var_4.x))).x).exchanged;
                }
            }
            while (!global1.c.x) {
                if (LOOP_COUNTERS[21u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
                var var_5 = mat4x2<f32>(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_3.d[_wgslsmith_index_u32(u_input.c, 4u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x, -781f) + _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-889f, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_3.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, global1.b.b))).zxx))).zx, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-413f) + _wgslsmith_f_op_f32(-global1.b.b)), -1000f)), var_3.d[_wgslsmith_index_u32(~(~19086u) ^ (1u * (builtin_num_workgroups.x * 14355u)), 4u)].zx, _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(~(~106408u), 2u)], vec2<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(var_0[_wgslsmith_index_u32(u_input.c, 2u)].x, 1000f), vec2<f32>(1305f, 121f))), 167f)) * var_0[_wgslsmith_index_u32(~reverseBits(u_input.b / 25452u), 2u)]), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-993f, -2306f, var_0[_wgslsmith_index_u32(87274u, 2u)].x, global1.d[_wgslsmith_index_u32(1u, 4u)].x)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_3.d[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, var_3.b.b, var_3.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -671f)))))).xx);
                var_0 = mat2x2<f32>(var_0[_wgslsmith_index_u32((~builtin_global_invocation_id.x | ~3614u) >> (builtin_global_invocation_id.x % 32u), 2u)], var_5[_wgslsmith_index_u32(builtin_local_invocation_index >> (~40989u % 32u), 4u)]);
                let var_6 = var_3.b.a.x;
                let var_7 = 21741u;
                var var_8 = false;
            }
        }
        case -1i: {
            loop {
                if (LOOP_COUNTERS[22u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
                var_1 = 274f;
                continue;
            }
            let var_3 = _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(max(vec4<f32>(1557f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, -1414f, global1.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x), _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(1224f, -788f, global1.b.b, 860f))))))))).wx;
        }
        case 4305i: {
            ((global1).c).x = true;
            var var_3 = vec4<f32>(func_4().d[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 4u)].x, var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, _wgslsmith_div_f32(global1.d[_wgslsmith_index_u32(~builtin_workgroup_id.x, 4u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global1.d[_wgslsmith_index_u32(~builtin_local_invocation_index, 4u)].x * global1.d[_wgslsmith_index_u32(~63021u, 4u)].x) - 114f)), global1.d[_wgslsmith_index_u32(1u, 4u)].x);
            loop {
                if (LOOP_COUNTERS[23u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
                continue;
            }
        }
        default: {
            (((global0)[_wgslsmith_index_u32(~abs(vec4<u32>(1u, firstTrailingBit(1u), 59080u * builtin_num_workgroups.x, 1u + 97547u) / (firstLeadingBit(vec4<u32>(builtin_num_workgroups.x, builtin_global_invocation_id.x, 1u, builtin_local_invocation_id.x)) + vec4<u32>(builtin_global_invocation_id.x, u_input.b, builtin_workgroup_id.x, builtin_num_workgroups.x))).x, 24u)]).a).x = -26909i;
            switch (0i) {
                case -1222i: {
                }
                case -757i: {
                    let var_3 = _wgslsmith_mod_i32(firstLeadingBit(1i), select(vec4<i32>(countOneBits(vec4<i32>(1541i, var_2.x, u_input.a.x, 2147483647i) * vec4<i32>(var_2.x, 1i, 2147483647i, 19809i)).x, ~(42775i >> (builtin_local_invocation_id.x % 32u)), ~countTrailingZeros(u_input.a.x), select(~vec4<i32>(var_2.x, -37741i, global1.b.a.x, 2147483647i), -vec4<i32>(u_input.a.x, -4959i, u_input.a.x, global1.b.a.x), select(vec4<bool>(true, false, true, true), vec4<bool>(global1.a, global1.c.x, global1.a, global1.e), global1.a)).x), firstLeadingBit(vec4<i32>(12618i, i32(-2147483648), global1.b.a.x, global1.b.a.x) + vec4<i32>(7957i, u_input.a.x, u_input.a.x, u_input.a.x)) + -vec4<i32>(1i, 1i, 1i, 1i), !atomicCompareExchangeWeak(&wg_atomic_i32, global1.b.a.x, 33294i * 1i).exchanged).x);
                    ((var_0)[_wgslsmith_index_u32(abs(~(~(~(~vec2<u32>(builtin_local_invocation_id.x, 53630u))))).x, 2u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(dot(global1.d[_wgslsmith_index_u32(~(~4294967295u), 4u)], vec3<f32>(-2108f, -285f, _wgslsmith_f_op_f32(-2055f)))));
                    let var_4 = Struct_1(~vec3<i32>(-(global1.b.a.x & var_3), 17084i, _wgslsmith_mod_i32(-u_input.a.x, var_2.x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(1805f * 1169f), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~0u, 2u)].x))) * _wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-289f, -1222f, -1261f)), vec3<f32>(_wgslsmith_f_op_f32(global1.b.b * -174f), _wgslsmith_f_op_vec4_f32(min(vec4<f32>(226f, 1302f, global1.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 980f), vec4<f32>(var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x, 1090f, 1793f))).x, _wgslsmith_f_op_f32(633f + -1000f)))).x));
                    (var_2).x = (min(-vec3<i32>(i32(-2147483648), global1.b.a.x, 2147483647i), ~func_4().b.a).x + (extractBits(~0i, builtin_local_invocation_index, builtin_local_invocation_index) << (builtin_num_workgroups.x % 32u))) & -21308i;
                    (((global0)[_wgslsmith_index_u32(14347u, 24u)]).a).x = var_2.x;
                }
                default: {
                    ((global0)[_wgslsmith_index_u32(builtin_workgroup_id.x - ~4294967295u, 24u)]).b = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(clamp(vec2<u32>(~4294967295u, 0u), builtin_num_workgroups.yz, builtin_workgroup_id.zz * countOneBits(vec2<u32>(0u, u_input.c))).x, 2u)].x - 595f));
                    let var_3 = mat3x3<f32>(vec3<f32>(var_0[_wgslsmith_index_u32(builtin_global_invocation_id.x ^ (~builtin_num_workgroups.x | ~4294967295u), 2u)].x, -326f, _wgslsmith_f_op_f32(-1583f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.b.b, 2067f, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 384f))), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(vec4<f32>(global1.d[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)].x, 1572f, 1156f, global1.d[_wgslsmith_index_u32(9561u, 4u)].x) + vec4<f32>(-207f, var_0[_wgslsmith_index_u32(1u, 2u)].x, global1.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, 1242f)))))).xzz * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(30771u, 2u)].x), _wgslsmith_f_op_f32(332f + var_0[_wgslsmith_index_u32(0u, 2u)].x), global1.b.b, var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(builtin_local_invocation_id.x, 1u), 2u)].x), _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(global1.b.b, global1.b.b, 612f, -1153f), vec4<f32>(1028f, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -186f, var_0[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x))), select(!vec4<bool>(false, global1.a, global1.a, true), !vec4<bool>(global1.a, false, global1.c.x, true), select(vec4<bool>(false, global1.c.x, true, true), vec4<bool>(global1.a, global1.c.x, global1.e, global1.a), vec4<bool>(false, false, false, false))).x)).xwy), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-280f, global1.d[_wgslsmith_index_u32(1u, 4u)].x, global1.b.b, global1.d[_wgslsmith_index_u32(0u, 4u)].x), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global1.b.b, 360f, var_0[_wgslsmith_index_u32(u_input.c, 2u)].x, global1.b.b))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1191f, 1188f, var_0[_wgslsmith_index_u32(3669u, 2u)].x, -156f)))).wyw))));
                }
            }
            var var_3 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(~builtin_num_workgroups.x, 4u)]), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global1.d[_wgslsmith_index_u32(64725u, 4u)]))) * vec3<f32>(var_0[_wgslsmith_index_u32(95846u, 2u)].x, _wgslsmith_f_op_f32(round(-1000f)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.b.b, -238f, var_0[_wgslsmith_index_u32(4563u, 2u)].x, 1000f)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.b.b, 1397f, 2137f, global1.b.b)))).x)));
            loop {
                if (LOOP_COUNTERS[24u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
                var var_4 = global1.d;
                var var_5 = 2147483647i;
            }
            let var_4 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(floor(global1.d[_wgslsmith_index_u32(1u, 4u)])), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-879f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1000f - -2179f)), _wgslsmith_div_f32(var_0[_wgslsmith_index_u32(5900u, 2u)].x, _wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(1979f, -857f))).x))), global1.d[_wgslsmith_index_u32(2019u, 4u)]);
        }
    }
    var var_3 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec3_f32(exp(global1.d[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)])).x, -342f))), vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, -1311f, 1533f, var_0[_wgslsmith_index_u32(0u, 2u)].x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(1423f, global1.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, -373f, global1.d[_wgslsmith_index_u32(0u, 4u)].x)))).x), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, -199f, var_0[_wgslsmith_index_u32(0u, 2u)].x, 1000f)) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(global1.d[_wgslsmith_index_u32(78695u, 4u)].x, global1.b.b, -318f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x))))).x), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0[_wgslsmith_index_u32(26085u, 2u)].x, -932f) - global1.d[_wgslsmith_index_u32(~0u, 4u)].xz)) + global1.d[_wgslsmith_index_u32(28663u, 4u)].yy), _wgslsmith_div_vec2_f32(vec2<f32>(global1.d[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, 1u), 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-750f * 872f))), _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)])));
    let x = u_input.a;
    s_output = StorageBuffer(builtin_global_invocation_id.xz, _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(1u, 2u)])), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(abs(vec4<u32>(builtin_num_workgroups.x, builtin_local_invocation_id.x, 39001u, 1u) >> (vec4<u32>(0u, 43073u, builtin_num_workgroups.x, builtin_local_invocation_index) % vec4<u32>(32u))).x, 2u)].x, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1016f, global1.b.b, -2404f) * global1.d[_wgslsmith_index_u32(0u, 4u)]), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1000f, var_3[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, 242f, var_0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x), vec4<f32>(global1.d[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, -1107f, global1.d[_wgslsmith_index_u32(77971u, 4u)].x, var_3[_wgslsmith_index_u32(46041u, 4u)].x), global1.c.x)).yxy, vec3<bool>(false, global1.e, true))).x, _wgslsmith_f_op_f32(ceil(var_3[_wgslsmith_index_u32(33308u, 4u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_3[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x)))), vec3<u32>(83624u, ~builtin_local_invocation_index, 1u << (builtin_num_workgroups.x % 32u)), vec3<u32>(atomicSub(&wg_atomic_u32, builtin_local_invocation_id.x >> (builtin_local_invocation_index % 32u)), 35660u, min(countLeadingZeros(~builtin_global_invocation_id.zy).x, countTrailingZeros(builtin_num_workgroups.xy).x * ~builtin_local_invocation_index)));
}

