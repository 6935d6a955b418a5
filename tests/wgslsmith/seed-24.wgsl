// {"0:0":[165,64,16,197,157,27,221,80]}
// Seed: 24

struct Struct_1 {
    @align(4)
    a: f32,
    @align(16)
    b: vec3<i32>,
    @align(4)
    c: u32,
}

struct Struct_2 {
    @align(16)
    @size(16)
    a: vec4<bool>,
    b: Struct_1,
    @align(8)
    c: u32,
    d: Struct_1,
}

struct Struct_3 {
    a: mat4x2<f32>,
    b: mat3x3<f32>,
}

struct Struct_4 {
    @align(4)
    a: bool,
    b: vec4<f32>,
    c: vec4<i32>,
}

struct UniformBuffer {
    a: u32,
    b: i32,
}

struct StorageBuffer {
    a: mat3x4<f32>,
    b: mat3x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<private> global0: mat3x4<f32> = mat3x4<f32>(vec4<f32>(-1464f, -1390f, -242f, -499f), vec4<f32>(-520f, -471f, -1255f, -720f), vec4<f32>(-607f, -924f, -1000f, 529f));

var<workgroup> global1: array<u32, 6>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 33>;

fn _wgslsmith_mod_vec3_i32(a: vec3<i32>, b: vec3<i32>) -> vec3<i32> {
    return select(a % b, a, ((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i))));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_i32(a: vec4<i32>, b: vec4<i32>) -> vec4<i32> {
    return select(a % b, a, (((((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i)))) || (((a[2i] < 0i)) || ((b[2i] < 0i)))) || (((a[3i] < 0i)) || ((b[3i] < 0i))));
}

fn _wgslsmith_mod_vec2_u32(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    return select(a % b, a, (b[0i] == 0u) || (b[1i] == 0u));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_mod_vec2_i32(a: vec2<i32>, b: vec2<i32>) -> vec2<i32> {
    return select(a % b, a, (((a[0i] < 0i)) || ((b[0i] < 0i))) || (((a[1i] < 0i)) || ((b[1i] < 0i))));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn func_5(arg_0: Struct_3, arg_1: Struct_2) -> vec3<f32> {
    while (false) {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        (global1)[_wgslsmith_index_u32(max(countOneBits(~(~vec2<u32>(30884u, arg_1.c)) ^ ~vec2<u32>(29025u, arg_1.d.c)), vec2<u32>(~atomicMax(&wg_atomic_u32, ~arg_1.c), ~_wgslsmith_mod_u32(64337u, 1u))).x, 6u)] = 0u;
        break;
    }
    while (arg_1.a.x) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        switch (u_input.b) {
            case 1i: {
                break;
            }
            case i32(-2147483648): {
                break;
            }
            case 2147483647i: {
                let var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_0.a[_wgslsmith_index_u32(u_input.a, 4u)].x, 722f, global0[_wgslsmith_index_u32(arg_1.d.c, 3u)].x)))))), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(_wgslsmith_f_op_f32(-arg_1.d.a), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(arg_1.d.c, 3u)].x + arg_0.b[_wgslsmith_index_u32(1u, 3u)].x), global0[_wgslsmith_index_u32(~arg_1.d.c, 3u)].x))))));
                let var_1 = arg_1.d.b;
                var var_2 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(firstTrailingBit(89083u), 3u)] + var_0[_wgslsmith_index_u32(1u, 2u)]) + vec3<f32>(304f, 1242f, -1536f))));
            }
            default: {
                (global1)[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(insertBits(~(~vec3<u32>(arg_1.b.c, u_input.a, 4294967295u)) - ~(vec3<u32>(u_input.a, 1u, 4294967295u) * vec3<u32>(1u, 0u, arg_1.d.c)), ~countLeadingZeros(vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 1u, global1[_wgslsmith_index_u32(1u, 6u)], 60900u) | vec4<u32>(u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)], 4294967295u, u_input.a)).yzx, 4294967295u * atomicOr(&wg_atomic_u32, 0u), ~abs(countLeadingZeros(vec4<u32>(u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)], arg_1.c, arg_1.d.c))).x).x, arg_1.c), 6u)], 6u)] = countTrailingZeros(countOneBits(~vec2<u32>(u_input.a, select(vec2<u32>(u_input.a, global1[_wgslsmith_index_u32(0u, 6u)]), vec2<u32>(arg_1.b.c, 64091u), false).x))).x;
            }
        }
    }
    let var_0 = arg_0.a;
    for (var var_1: i32; atomicCompareExchangeWeak(&wg_atomic_u32, select(firstTrailingBit(reverseBits(vec4<u32>(4294967295u, 7564u, 107800u, 65772u) - vec4<u32>(55997u, 1u, 29929u, arg_1.d.c))), vec4<u32>(global1[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(18910u, 6u)], 6u)], 6u)], global1[_wgslsmith_index_u32(reverseBits(vec4<u32>(23284u, 1u, arg_1.b.c, 1u)).x, 6u)] + clamp(vec3<u32>(arg_1.b.c, 1u, global1[_wgslsmith_index_u32(arg_1.c, 6u)]), vec3<u32>(47u, 82155u, u_input.a), vec3<u32>(81751u, 4294967295u, arg_1.c)).x, 4294967295u, 4294967295u), select(select(select(arg_1.a, vec4<bool>(arg_1.a.x, true, false, false), vec4<bool>(true, true, false, false)), !arg_1.a, select(vec4<bool>(false, false, false, true), arg_1.a, false)), vec4<bool>(select(arg_1.a.xw, arg_1.a.zx, false).x, !arg_1.a.x, !arg_1.a.x, true), arg_1.a)).x, arg_1.d.c).exchanged; var_1 += 1i) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        switch ((~(-66481i) & atomicCompareExchangeWeak(&wg_atomic_i32, -7844i, ~arg_1.d.b.x).old_value) << (global1[_wgslsmith_index_u32(~insertBits(~vec2<u32>(global1[_wgslsmith_index_u32(arg_1.b.c, 6u)], 0u), vec2<u32>(0u, arg_1.b.c) << (vec2<u32>(0u, 41198u) % vec2<u32>(32u)), ~arg_1.c, u_input.a).x << (_wgslsmith_mod_u32(max(global1[_wgslsmith_index_u32(u_input.a, 6u)], 26177u) | (u_input.a + 0u), countLeadingZeros(~vec4<u32>(4294967295u, global1[_wgslsmith_index_u32(u_input.a, 6u)], 0u, u_input.a)).x) % 32u), 6u)] % 32u)) {
            case i32(-2147483648): {
                let var_2 = mat2x4<f32>(global0[_wgslsmith_index_u32((44316u | ~dot(vec4<u32>(arg_1.c, global1[_wgslsmith_index_u32(arg_1.c, 6u)], global1[_wgslsmith_index_u32(u_input.a, 6u)], 25529u), vec4<u32>(u_input.a, 0u, 14675u, global1[_wgslsmith_index_u32(arg_1.c, 6u)]))) + ~_wgslsmith_mod_u32(~arg_1.b.c, vec2<u32>(1u, 1u).x), 3u)], vec4<f32>(arg_0.a[_wgslsmith_index_u32(_wgslsmith_mod_u32(arg_1.c, ~(~u_input.a)), 4u)].x, arg_1.d.a, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(u_input.a | 5023u, 3u)].x)), -1401f));
                ((global0)[_wgslsmith_index_u32(~(~arg_1.d.c) / 66185u, 3u)]).x = _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32((firstLeadingBit(9910u) | select(vec2<u32>(global1[_wgslsmith_index_u32(arg_1.c, 6u)], 812u), vec2<u32>(10493u, global1[_wgslsmith_index_u32(51603u, 6u)]), true).x) - 36399u, 3u)]), var_2[_wgslsmith_index_u32(0u, 2u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(-2482f, _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_div_vec3_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 6u)], 3u)].zyy, global0[_wgslsmith_index_u32(31251u, 3u)].wxy))).x, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-arg_0.b[_wgslsmith_index_u32(u_input.a, 3u)].xz))).x, _wgslsmith_f_op_f32(279f - -688f))))).x;
                var_1 = -31674i << (~global1[_wgslsmith_index_u32(u_input.a, 6u)] % 32u);
                global0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(2112f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_1.d.a - 461f), _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(4294967295u, 2u)].x - 1000f)), var_2[_wgslsmith_index_u32(0u, 2u)].x, arg_1.d.a)), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(~29800u, 3u)], vec4<f32>(-514f, var_0[_wgslsmith_index_u32(26088u, 4u)].x, 394f, 453f))).x, _wgslsmith_f_op_f32(ceil(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(1347f, -439f), vec2<f32>(-316f, 187f), arg_1.a.x)).x)), -1360f, _wgslsmith_f_op_f32(_wgslsmith_div_f32(var_2[_wgslsmith_index_u32(0u, 2u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x) + _wgslsmith_f_op_f32(-777f * var_0[_wgslsmith_index_u32(arg_1.c, 4u)].x))))), vec4<f32>(-1370f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp2(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(345f, arg_1.b.a, 122f, 1674f), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(15108u, 6u)], 3u)])).yz)).x), _wgslsmith_f_op_vec4_f32(min(global0[_wgslsmith_index_u32(47036u, 3u)], global0[_wgslsmith_index_u32(u_input.a, 3u)])).x, _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(select(global0[_wgslsmith_index_u32(46351u, 3u)], vec4<f32>(-785f, var_0[_wgslsmith_index_u32(57375u, 4u)].x, -451f, arg_1.d.a), false)).yz), _wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-197f, -359f, arg_0.a[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 4u)].x, arg_0.b[_wgslsmith_index_u32(arg_1.d.c, 3u)].x))))).xx)).x));
                var_1 = countLeadingZeros((~(-1i) * -arg_1.b.b.x) >> (atomicExchange(&wg_atomic_u32, ~atomicXor(&wg_atomic_u32, arg_1.b.c)) % 32u));
            }
            case 11607i: {
            }
            case -1i: {
                continue;
            }
            default: {
                break;
            }
        }
        var var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(var_0[_wgslsmith_index_u32(u_input.a << (~(~1u) % 32u), 4u)] - vec2<f32>(_wgslsmith_f_op_vec2_f32(clamp(arg_0.b[_wgslsmith_index_u32(~1330u, 3u)].zy, _wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1.d.a, -414f)), global0[_wgslsmith_index_u32(insertBits(vec2<u32>(18080u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)]), vec2<u32>(1u, 4294967295u), 4294967295u, arg_1.d.c).x, 3u)].wz)).x, global0[_wgslsmith_index_u32(abs(~vec2<u32>(1u, 0u)).x, 3u)].x)), vec2<f32>(arg_0.b[_wgslsmith_index_u32(countTrailingZeros(vec4<u32>(91u, atomicMin(&wg_atomic_u32, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)]), 50675u, ~4294967295u)).x, 3u)].x, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~(u_input.a * 0u), 6u)], 3u)].x - var_0[_wgslsmith_index_u32(countTrailingZeros(vec3<u32>(global1[_wgslsmith_index_u32(arg_1.c, 6u)], u_input.a, arg_1.d.c)).x << (select(vec3<u32>(u_input.a, u_input.a, arg_1.c), vec3<u32>(31193u, u_input.a, global1[_wgslsmith_index_u32(4294967295u, 6u)]), false).x % 32u), 4u)].x)));
        switch (arg_1.b.b.x) {
            default: {
                continue;
            }
        }
        for (var var_3 = -5874i; ; (global1)[_wgslsmith_index_u32(u_input.a, 6u)] = ~(~(4294967295u & ~countTrailingZeros(u_input.a)))) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            let var_4 = -738f;
            var var_5 = Struct_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(reverseBits(vec4<u32>(71730u, 1u, 4294967295u, 102260u)).x, 2u)].x) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(1u, 4u)].x)) * var_4)), firstLeadingBit(vec4<i32>(~arg_1.d.b.x, clamp(vec4<i32>(-1i, u_input.b, 32810i, u_input.b), vec4<i32>(u_input.b, -1506i, 2147483647i, 3928i), vec4<i32>(arg_1.b.b.x, arg_1.b.b.x, 0i, u_input.b)).x, -1i - arg_1.d.b.x, arg_1.b.b.x & arg_1.d.b.x) >> (vec4<u32>(1u, ~u_input.a, ~arg_1.c, u_input.a) % vec4<u32>(32u))).xzy, u_input.a);
        }
        let var_3 = _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(arg_1.d.c / global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], 3u)].x * var_2[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x, 2u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_1.d.a - var_2[_wgslsmith_index_u32(~18581u, 2u)].x) + var_0[_wgslsmith_index_u32(arg_1.c, 4u)].x), 488f));
    }
    let var_1 = insertBits(max(vec4<u32>(countOneBits(vec4<u32>(915u, 0u, 28585u, 124904u)).x, global1[_wgslsmith_index_u32(reverseBits(vec4<u32>(32526u, global1[_wgslsmith_index_u32(arg_1.c, 6u)], 4294967295u, 4294967295u)).x, 6u)], 0u, 54351u) << (~(~vec4<u32>(arg_1.c, 15355u, u_input.a, 1u)) % vec4<u32>(32u)), vec4<u32>(12192u, ~(u_input.a + arg_1.c), ~global1[_wgslsmith_index_u32(~43317u, 6u)], ~select(vec3<u32>(1u, global1[_wgslsmith_index_u32(u_input.a, 6u)], 4294967295u), vec3<u32>(4294967295u, u_input.a, 0u), vec3<bool>(true, arg_1.a.x, false)).x)).x, ~(global1[_wgslsmith_index_u32(1u, 6u)] << (62044u % 32u)), 63185u, _wgslsmith_mod_u32(~1u, min(vec4<u32>(1u, 1u, 1u, 1u), vec4<u32>(0u, 16520u, 0u << (global1[_wgslsmith_index_u32(arg_1.d.c, 6u)] % 32u), global1[_wgslsmith_index_u32(countLeadingZeros(vec2<u32>(arg_1.c, 19203u)).x, 6u)])).x));
    return _wgslsmith_div_vec3_f32(global0[_wgslsmith_index_u32(4294967295u, 3u)].www, _wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(25835u, 3u)] - vec3<f32>(global0[_wgslsmith_index_u32(~(42913u + global1[_wgslsmith_index_u32(1u, 6u)]), 3u)].x, _wgslsmith_f_op_f32(-(-1394f)), -1000f)));
}

fn func_4(arg_0: f32, arg_1: mat4x3<f32>, arg_2: mat3x3<f32>) -> mat2x3<f32> {
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        var var_0 = Struct_1(arg_2[_wgslsmith_index_u32(dot(_wgslsmith_mod_vec2_u32(select(vec2<u32>(15697u, 4294967295u) >> (vec2<u32>(u_input.a, u_input.a) % vec2<u32>(32u)), extractBits(vec3<u32>(33408u, u_input.a, 1u), u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)]).yz, vec4<bool>(true, true, true, true).wz), ~(~vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 4294967295u))), clamp(_wgslsmith_mod_vec2_u32(max(vec3<u32>(u_input.a, global1[_wgslsmith_index_u32(1u, 6u)], global1[_wgslsmith_index_u32(12510u, 6u)]), vec3<u32>(u_input.a, u_input.a, 4294967295u)).xy, vec2<u32>(4294967295u, u_input.a) ^ vec2<u32>(global1[_wgslsmith_index_u32(1u, 6u)], u_input.a)), countOneBits(extractBits(vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 1u, u_input.a, 4294967295u), u_input.a, 4294967295u)).yx, firstLeadingBit(vec4<u32>(global1[_wgslsmith_index_u32(0u, 6u)], u_input.a, 0u, 64731u)).zz)), 3u)].x, ~(-(countTrailingZeros(vec3<i32>(u_input.b, u_input.b, u_input.b)) - vec3<i32>(u_input.b, -1i, -15193i))), global1[_wgslsmith_index_u32(~(~1u), 6u)]);
        let var_1 = Struct_1(_wgslsmith_f_op_f32(-1211f - _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(floor(_wgslsmith_f_op_f32(arg_0 * var_0.a))), arg_2[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(1000f, 1319f) - _wgslsmith_f_op_f32(arg_0 + -1580f))))), vec3<i32>(u_input.b, 9948i, -1i) + max(-var_0.b + var_0.b, var_0.b), ~global1[_wgslsmith_index_u32(u_input.a | ~(~4294967295u), 6u)]);
        if (!atomicCompareExchangeWeak(&wg_atomic_i32, 80290i, var_0.b.x).exchanged) {
            var var_2 = select(((-1000f < _wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-arg_0), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1878f, -1224f, arg_1[_wgslsmith_index_u32(11591u, 4u)].x, 113f))).x, arg_0)))) && true, select(select(vec4<bool>(global1[_wgslsmith_index_u32(u_input.a, 6u)] >= global1[_wgslsmith_index_u32(0u, 6u)], true, true, atomicCompareExchangeWeak(&wg_atomic_i32, var_0.b.x, 2147483647i).exchanged), vec4<bool>(true, true, true, false), vec4<bool>(false, var_0.a > 740f, false, true)), vec4<bool>(false, atomicXor(&wg_atomic_u32, 0u) > 4294967295u, true, false), vec4<bool>(true, true, true, true)).x, true);
        }
        continue;
        continuing {
            ((global0)[_wgslsmith_index_u32(~countOneBits(insertBits(abs(vec4<u32>(u_input.a, 4294967295u, u_input.a, 8113u) << (vec4<u32>(var_0.c, u_input.a, 24026u, 69295u) % vec4<u32>(32u))), ~(vec4<u32>(u_input.a, global1[_wgslsmith_index_u32(var_0.c, 6u)], 4294967295u, 0u) | vec4<u32>(var_1.c, var_1.c, 2827u, 1u)), (var_1.c / var_0.c) << (~0u % 32u), 1u).x), 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(fract(arg_2[_wgslsmith_index_u32(u_input.a << (var_0.c % 32u), 3u)].xz)).x);
            var var_2 = Struct_3(mat4x2<f32>(_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(countLeadingZeros(u_input.a), 4u)].xy))), _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.a, -1000f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)].xw))), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(_wgslsmith_f_op_f32(-arg_0), _wgslsmith_f_op_f32(trunc(-606f)), -892f))).zz, _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(-vec2<f32>(arg_1[_wgslsmith_index_u32(17370u, 4u)].x, var_0.a)), vec2<f32>(647f, 410f), all(vec2<bool>(true, true))))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-(-413f)), _wgslsmith_f_op_f32(floor(157f)), arg_0) - vec3<f32>(_wgslsmith_f_op_f32(-(-963f)), 657f, 1f)), global0[_wgslsmith_index_u32(26436u, 3u)].xzy, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(round(global0[_wgslsmith_index_u32(0u, 3u)].xzy)))));
            var var_3 = Struct_3(mat4x2<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0, -1006f))))).xy, _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(1u, 3u)].xwy - _wgslsmith_f_op_vec3_f32(vec3<f32>(644f, 934f, arg_1[_wgslsmith_index_u32(u_input.a, 4u)].x) - var_2.b[_wgslsmith_index_u32(0u, 3u)])), var_2.b[_wgslsmith_index_u32(0u, 3u)], vec4<bool>(true, true, true, true).xyz)).zy, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(fract(arg_2[_wgslsmith_index_u32(~0u, 3u)].xx)), _wgslsmith_f_op_vec2_f32(arg_2[_wgslsmith_index_u32(select(vec2<u32>(0u, 4294967295u), vec2<u32>(var_1.c, 4294967295u), vec2<bool>(true, true)).x, 3u)].yz * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(491f, global0[_wgslsmith_index_u32(1u, 3u)].x, arg_0, 196f))).xw)), arg_1[_wgslsmith_index_u32(4294967295u, 4u)].xy), arg_2);
        }
    }
    if (all(vec4<bool>(true, atomicCompareExchangeWeak(&wg_atomic_u32, 5596u, 1u).exchanged, true, true))) {
        var var_0 = Struct_1(1148f, ~((~vec3<i32>(u_input.b, 7698i, u_input.b) ^ -vec3<i32>(2147483647i, u_input.b, u_input.b)) & (~vec3<i32>(-42411i, u_input.b, 0i) ^ abs(vec3<i32>(u_input.b, u_input.b, u_input.b)))), countOneBits(max(vec4<u32>(~global1[_wgslsmith_index_u32(93359u, 6u)], ~4294967295u, vec4<u32>(1u, 1u, 1u, 1u).x, u_input.a * u_input.a), ~vec4<u32>(u_input.a, u_input.a, 1u, 11021u)).yyz).x);
        var var_1 = reverseBits(vec4<u32>(~global1[_wgslsmith_index_u32(~(4294967295u / 14851u), 6u)], select(countOneBits(~vec2<u32>(var_0.c, 7996u)).x, u_input.a | 1u, all(vec2<bool>(true, true))), 100646u, 30571u));
    }
    switch (dot(vec3<i32>((u_input.b >> ((u_input.a & global1[_wgslsmith_index_u32(u_input.a, 6u)]) % 32u)) ^ countOneBits(firstLeadingBit(vec2<i32>(u_input.b, -13493i)).x), -(-u_input.b), _wgslsmith_mod_i32(~_wgslsmith_mod_i32(6027i, u_input.b), u_input.b)), vec3<i32>(u_input.b, 19474i + -(~2147483647i), countTrailingZeros(vec2<i32>(firstTrailingBit(vec3<i32>(-1664i, i32(-2147483648), u_input.b)).x, -15129i)).x))) {
        case -1i: {
            let var_0 = mat3x3<f32>(arg_1[_wgslsmith_index_u32(58138u, 4u)], _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)]), vec4<f32>(-222f, arg_1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(32501u, 6u)], 6u)], 4u)].x, 1000f, arg_0), false)).yzx * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(max(arg_1[_wgslsmith_index_u32(u_input.a, 4u)], vec3<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 3u)].x, -302f, arg_0))))))), vec3<f32>(_wgslsmith_f_op_f32(dot(vec2<f32>(1400f, arg_1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~u_input.a, 6u)], 4u)].x), vec2<f32>(_wgslsmith_f_op_f32(-469f), _wgslsmith_f_op_f32(clamp(650f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x))))), 835f, -505f));
            var var_1 = mat4x4<f32>(global0[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, ~u_input.a), 3u)], global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(~max(firstLeadingBit(vec4<u32>(1u, 4294967295u, u_input.a, 38436u)), vec4<u32>(u_input.a, 40071u, 4294967295u, 27444u) ^ vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 62884u, 4294967295u, u_input.a)).x, u_input.a), 3u)], _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-1081f), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(3339u, 6u)], 3u)]))).x, _wgslsmith_div_f32(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(1610f, arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x, -2395f, var_0[_wgslsmith_index_u32(1u, 3u)].x))).x, arg_2[_wgslsmith_index_u32(1u, 3u)].x), arg_0), vec4<f32>(arg_0, _wgslsmith_f_op_f32(abs(arg_0)), arg_1[_wgslsmith_index_u32((u_input.a << (4294967295u % 32u)) ^ (22599u - 1u), 4u)].x, _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-(-2028f)), global0[_wgslsmith_index_u32(clamp(vec3<u32>(global1[_wgslsmith_index_u32(104105u, 6u)], global1[_wgslsmith_index_u32(8106u, 6u)], global1[_wgslsmith_index_u32(u_input.a, 6u)]), vec3<u32>(0u, global1[_wgslsmith_index_u32(4294967295u, 6u)], 49538u), vec3<u32>(70195u, 1u, u_input.a)).x, 3u)].x)))), _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(4294967295u, 3u)] + vec4<f32>(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(-1000f, -893f))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(1u, 3u)].x - arg_1[_wgslsmith_index_u32(u_input.a, 4u)].x)), 581f, -565f)));
            loop {
                if (LOOP_COUNTERS[5u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
                break;
            }
        }
        case -27647i: {
            while (true) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                continue;
            }
            switch (u_input.b) {
                case 2147483647i: {
                    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(_wgslsmith_mod_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(81227u, 6u)] | 167u, 6u)], 6u)], countTrailingZeros(vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 1u)).x), 4u)]) - _wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 6u)], 4u)])), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(-597f, _wgslsmith_f_op_f32(-(-1116f)), _wgslsmith_f_op_f32(-850f), _wgslsmith_f_op_f32(-(-1898f))) * _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(exp(vec4<f32>(257f, -1265f, arg_1[_wgslsmith_index_u32(1u, 4u)].x, 687f)))))))).zxy);
                }
                case 1i: {
                }
                default: {
                    global0 = mat3x4<f32>(global0[_wgslsmith_index_u32(~u_input.a, 3u)], _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(0u, 3u)] + vec4<f32>(_wgslsmith_f_op_f32(-816f), global0[_wgslsmith_index_u32(~1u, 3u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_f32(-1543f - -1131f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(global0[_wgslsmith_index_u32(vec4<u32>(1u, 1u, 1u, 1u).x >> ((1u * global1[_wgslsmith_index_u32(1u, 6u)]) % 32u), 3u)]))));
                    let var_0 = arg_1;
                    var var_1 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(select(_wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(-592f, -343f, arg_2[_wgslsmith_index_u32(u_input.a, 3u)].x))).x, _wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(-1000f, arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x))).x, -1630f > arg_2[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x))), _wgslsmith_f_op_f32(-1000f + _wgslsmith_f_op_f32(-1037f)), 757f, 310f), _wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(countOneBits(select(~4294967295u, _wgslsmith_mod_u32(10541u, 4294967295u), arg_0 <= 665f)), 3u)], global0[_wgslsmith_index_u32(countOneBits(~_wgslsmith_mod_vec3_u32(vec3<u32>(32492u, global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a), vec3<u32>(u_input.a, 0u, u_input.a))).x, 3u)]), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(global0[_wgslsmith_index_u32(60577u, 3u)].x, -2256f, arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x, 386f))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-949f, arg_1[_wgslsmith_index_u32(u_input.a, 4u)].x, arg_2[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(59928u, 6u)], 6u)], 3u)].x, arg_0)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(30536u, 6u)], 3u)]))))));
                }
            }
        }
        case 28752i: {
            switch (-1i * atomicCompareExchangeWeak(&wg_atomic_i32, 11766i, abs(_wgslsmith_mod_vec2_i32(~vec2<i32>(1i, -3343i), vec2<i32>(5247i, u_input.b))).x).old_value) {
                default: {
                    var var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-984f))), _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(26805u, 6u)], 3u)].x)) * arg_2[_wgslsmith_index_u32(41094u >> (u_input.a % 32u), 3u)].zz), vec2<f32>(_wgslsmith_f_op_vec2_f32(fract(vec2<f32>(_wgslsmith_f_op_f32(357f - 313f), 649f))).x, arg_1[_wgslsmith_index_u32(17019u >> (dot(~vec2<u32>(7194u, global1[_wgslsmith_index_u32(1717u, 6u)]), ~vec2<u32>(u_input.a, 20944u)) % 32u), 4u)].x));
                    let var_1 = vec3<i32>(clamp(clamp(vec3<i32>(26097i, 1i, u_input.b), vec3<i32>(-1i, u_input.b, i32(-2147483648)), vec3<i32>(1i, u_input.b, u_input.b)) / firstTrailingBit(vec3<i32>(u_input.b, u_input.b, u_input.b)), ~vec3<i32>(17722i, u_input.b, 39284i) & vec3<i32>(u_input.b, u_input.b, u_input.b), ~vec3<i32>(-31853i, u_input.b, 30832i) ^ vec3<i32>(u_input.b, 11366i, -47359i)).x - u_input.b, -(-38335i * u_input.b), max(u_input.b, u_input.b));
                    var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(trunc(arg_1[_wgslsmith_index_u32(~0u, 4u)].xy)) * var_0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~162556u, 6u)] | ~firstTrailingBit(vec4<u32>(84938u, u_input.a, u_input.a, 4294967295u)).x, 2u)]), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-arg_2[_wgslsmith_index_u32(31959u, 3u)].xz)))));
                    (var_0)[_wgslsmith_index_u32(clamp(vec2<u32>(~u_input.a, u_input.a / ~u_input.a), abs(countTrailingZeros(select(vec4<u32>(1u, 4294967295u, 9723u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)]), vec4<u32>(u_input.a, 41153u, 35303u, u_input.a), vec4<bool>(false, false, false, false))).xw), ~vec2<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 6u)] * 1u, 6u)], 4294967295u)).x >> (u_input.a % 32u), 2u)] = _wgslsmith_f_op_vec2_f32(max(arg_1[_wgslsmith_index_u32(1u, 4u)].zz, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(round(var_0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 2u)])).x + _wgslsmith_f_op_f32(-1000f))), _wgslsmith_div_f32(global0[_wgslsmith_index_u32(13008u, 3u)].x, arg_1[_wgslsmith_index_u32(reverseBits(~vec4<u32>(1u, 4294967295u, 23369u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 6u)])).x, 4u)].x))));
                    let var_2 = -130f;
                }
            }
        }
        default: {
            let var_0 = mat2x2<f32>(global0[_wgslsmith_index_u32(atomicAnd(&wg_atomic_u32, ~0u) + ~(~(0u >> (u_input.a % 32u))), 3u)].wx, arg_2[_wgslsmith_index_u32(~(~select(vec2<u32>(0u, 70264u) << (vec2<u32>(u_input.a, 33939u) % vec2<u32>(32u)), ~vec2<u32>(4294967295u, u_input.a), vec2<bool>(true, true)).x), 3u)].xy);
            let var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(1u, 3u)]))), _wgslsmith_f_op_vec4_f32(clamp(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(1u, 3u)].x * arg_1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 4u)].x), var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, _wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(19034u, 3u)].x))), _wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 3u)], global0[_wgslsmith_index_u32(1u, 3u)]), _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(min(1u, 1u), 3u)] + _wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(-1001f, 816f, 593f, arg_0), global0[_wgslsmith_index_u32(17182u, 3u)]))))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(39028u, 3u)])))), vec4<f32>(-1709f, arg_1[_wgslsmith_index_u32(~u_input.a, 4u)].x, _wgslsmith_f_op_f32(round(arg_2[_wgslsmith_index_u32(countLeadingZeros(22146u), 3u)].x)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(sign(vec2<f32>(1417f, -481f))).x + arg_2[_wgslsmith_index_u32(~u_input.a, 3u)].x))));
            while (true) {
                if (LOOP_COUNTERS[7u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
                var var_2 = arg_2[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~select(countOneBits(vec4<u32>(1299u, 9207u, 0u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 6u)]) / vec4<u32>(global1[_wgslsmith_index_u32(19894u, 6u)], 0u, u_input.a, 10143u)), extractBits(min(vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 4294967295u, 18056u, 1u), vec4<u32>(0u, 77745u, 70859u, global1[_wgslsmith_index_u32(24927u, 6u)])), max(vec4<u32>(163263u, global1[_wgslsmith_index_u32(0u, 6u)], u_input.a, 78738u), vec4<u32>(68162u, 43479u, 4294967295u, 26706u)).x, ~global1[_wgslsmith_index_u32(74333u, 6u)]), vec4<bool>(true, true, true, true)).x, 6u)] + 6750u, 3u)];
            }
        }
    }
    loop {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        (global1)[_wgslsmith_index_u32(u_input.a, 6u)] = u_input.a;
        if (atomicCompareExchangeWeak(&wg_atomic_u32, ~(1u & extractBits(vec2<u32>(0u, global1[_wgslsmith_index_u32(u_input.a, 6u)]), u_input.a, atomicExchange(&wg_atomic_u32, global1[_wgslsmith_index_u32(u_input.a, 6u)])).x), u_input.a).exchanged) {
            ((global0)[_wgslsmith_index_u32(u_input.a, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-440f, global0[_wgslsmith_index_u32(52539u, 3u)].x)), vec2<f32>(arg_1[_wgslsmith_index_u32(69926u, 4u)].x, 1118f))).x);
            var var_0 = _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(exp(arg_1[_wgslsmith_index_u32(4294967295u, 4u)])).xy));
            global1 = array<u32, 6>();
            break;
        } else {
            (global1)[_wgslsmith_index_u32(24897u, 6u)] = firstTrailingBit((~(~vec2<u32>(u_input.a, u_input.a)) * ~(~vec2<u32>(4294967295u, u_input.a))) | ~vec2<u32>(~1u, countOneBits(vec3<u32>(global1[_wgslsmith_index_u32(4294967295u, 6u)], u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 6u)])).x)).x;
            let var_0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-850f), _wgslsmith_f_op_vec4_f32(abs(global0[_wgslsmith_index_u32(802u, 3u)])).x, -214f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(6385u, 3u)].x)) - _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 585f, -581f, 1000f)))))), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 3u)], global0[_wgslsmith_index_u32(~65735u, 3u)]);
        }
        var var_0 = vec4<bool>(true, true, true, true);
        continuing {
            let var_1 = mat2x3<f32>(arg_1[_wgslsmith_index_u32(u_input.a, 4u)], _wgslsmith_f_op_vec3_f32(-arg_2[_wgslsmith_index_u32(countLeadingZeros(32394u), 3u)]));
            if (var_0.x) {
                let var_2 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_2[_wgslsmith_index_u32(39959u, 3u)].x - 1947f))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(var_1[_wgslsmith_index_u32(1u, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 4u)].x, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], 6u)], 6u)], 3u)].x, -2787f))).x + _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(clamp(arg_1[_wgslsmith_index_u32(23938u, 4u)], arg_2[_wgslsmith_index_u32(77604u, 3u)], arg_2[_wgslsmith_index_u32(u_input.a, 3u)])).x))), vec2<f32>(var_1[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(insertBits(abs(vec4<u32>(u_input.a, 1973u, 1u, 66567u)), vec4<u32>(1u, 0u, 1u, global1[_wgslsmith_index_u32(u_input.a, 6u)]), 0u, u_input.a >> (4294967295u % 32u)).x, 6u)] >> (~firstLeadingBit(10170u) % 32u), 6u)], 4u)].x));
                let var_3 = vec4<u32>(4294967295u, 4869u, firstTrailingBit(~firstLeadingBit(~vec3<u32>(25526u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], 6u)], 28397u))).x, global1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, 1u), 6u)]);
            }
            let var_2 = Struct_1(_wgslsmith_f_op_f32(703f - arg_2[_wgslsmith_index_u32(clamp(~1u, atomicLoad(&wg_atomic_u32), u_input.a), 3u)].x), vec3<i32>(~_wgslsmith_mod_i32(~u_input.b, i32(-2147483648)), insertBits(~select(-12936i, -1961i, true), -u_input.b, atomicMin(&wg_atomic_u32, 1u), ~1u * u_input.a), _wgslsmith_mod_i32(-u_input.b, 0i & (u_input.b << (global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(97102u, 6u)], 6u)] % 32u)))), ~global1[_wgslsmith_index_u32(u_input.a | ~firstLeadingBit(u_input.a), 6u)]);
            switch (extractBits(~(-var_2.b.zx), u_input.a, global1[_wgslsmith_index_u32(~847u / 4294967295u, 6u)] >> (1u % 32u)).x << ((reverseBits(~countTrailingZeros(vec4<u32>(0u, var_2.c, var_2.c, u_input.a)).zx).x >> ((var_2.c + extractBits(~vec3<u32>(20596u, 878u, 18136u), u_input.a, 6997u << (var_2.c % 32u)).x) % 32u)) % 32u)) {
                default: {
                    let var_3 = arg_0;
                    let var_4 = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-355f * var_2.a), var_1[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1[_wgslsmith_index_u32(0u, 4u)].x, -1726f)))) - _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(global0[_wgslsmith_index_u32(var_2.c, 3u)])) + _wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-492f), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_f32(-(-261f)), _wgslsmith_f_op_f32(-var_3)) - global0[_wgslsmith_index_u32(~4294967295u, 3u)])));
                    var var_5 = 48234u;
                    let var_6 = ~_wgslsmith_mod_vec3_i32(-(~var_2.b) * (vec3<i32>(0i, u_input.b, -44272i) + vec3<i32>(u_input.b, var_2.b.x, u_input.b)), var_2.b);
                }
            }
            break if false;
        }
    }
    while (true || atomicCompareExchangeWeak(&wg_atomic_u32, ~(~(~u_input.a)), global1[_wgslsmith_index_u32(countTrailingZeros(~vec4<u32>(4294967295u, 54783u, global1[_wgslsmith_index_u32(u_input.a, 6u)], global1[_wgslsmith_index_u32(1u, 6u)])).x + u_input.a, 6u)]).exchanged) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        switch ((select(~vec4<i32>(15089i, u_input.b, u_input.b, u_input.b), vec4<i32>(48084i, u_input.b, u_input.b, u_input.b) ^ vec4<i32>(u_input.b, 2147483647i, u_input.b, u_input.b), vec4<bool>(true, true, true, true)).x << ((global1[_wgslsmith_index_u32(~u_input.a, 6u)] / ~27132u) % 32u)) & sign(_wgslsmith_mod_i32(~(u_input.b - u_input.b), u_input.b))) {
            case -36138i: {
                let var_0 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-arg_2[_wgslsmith_index_u32(~u_input.a >> (countOneBits(vec3<u32>(89035u, global1[_wgslsmith_index_u32(32628u, 6u)], 4294967295u)).x % 32u), 3u)].x), _wgslsmith_f_op_vec2_f32(exp(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(arg_2[_wgslsmith_index_u32(29090u, 3u)].xz - global0[_wgslsmith_index_u32(4294967295u, 3u)].wy), _wgslsmith_f_op_vec2_f32(-arg_1[_wgslsmith_index_u32(u_input.a, 4u)].xz)))).x, _wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-767f, 1571f, _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(19062u, 6u)], 3u)].x + arg_0), _wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(u_input.a, 4u)].x * arg_0)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_1[_wgslsmith_index_u32(reverseBits(vec3<u32>(u_input.a, u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)])).x, 4u)].x))), vec4<f32>(_wgslsmith_f_op_f32(-(-318f)), -1000f, global0[_wgslsmith_index_u32(firstTrailingBit(vec2<u32>(_wgslsmith_mod_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], global1[_wgslsmith_index_u32(20008u, 6u)]), select(vec4<u32>(u_input.a, u_input.a, u_input.a, 4294967295u), vec4<u32>(24774u, 89916u, 10129u, global1[_wgslsmith_index_u32(4294967295u, 6u)]), vec4<bool>(true, true, true, false)).x)).x, 3u)].x, arg_0));
            }
            default: {
            }
        }
    }
    return mat2x3<f32>(_wgslsmith_f_op_vec3_f32(arg_2[_wgslsmith_index_u32(~(reverseBits(vec4<u32>(u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(42182u, 6u)], 6u)], 0u, 1u)).x >> ((global1[_wgslsmith_index_u32(u_input.a, 6u)] ^ 0u) % 32u)), 3u)] + _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0, arg_1[_wgslsmith_index_u32(59985u, 4u)].x, arg_2[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_1[_wgslsmith_index_u32(1u, 4u)].x)), global0[_wgslsmith_index_u32(atomicAdd(&wg_atomic_u32, 4294967295u), 3u)])).zxx)), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(arg_1[_wgslsmith_index_u32(u_input.a, 4u)].x - _wgslsmith_f_op_f32(875f + arg_1[_wgslsmith_index_u32(4294967295u, 4u)].x))), arg_2[_wgslsmith_index_u32(select(~(vec4<u32>(global1[_wgslsmith_index_u32(114977u, 6u)], u_input.a, 0u, 5051u) >> (vec4<u32>(4294967295u, 4294967295u, u_input.a, 62955u) % vec4<u32>(32u))), (vec4<u32>(1u, 1u, 0u, 1u) + vec4<u32>(1u, u_input.a, u_input.a, 1u)) << ((vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 1u, u_input.a, 13944u) | vec4<u32>(14558u, 7571u, u_input.a, 63994u)) % vec4<u32>(32u)), true).x, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-589f)))));
}

fn func_3() -> mat3x3<f32> {
    switch (-2147483647i) {
        case -15656i: {
            loop {
                if (LOOP_COUNTERS[10u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
                break;
                continuing {
                    let var_0 = false;
                    var var_1 = func_4(-919f, mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(13289u, 3u)]))).www - _wgslsmith_f_op_vec3_f32(-vec3<f32>(-421f, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(192u, 6u)], 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(global0[_wgslsmith_index_u32(70255u, 3u)].x, global0[_wgslsmith_index_u32(49378u, 3u)].x, 1149f, global0[_wgslsmith_index_u32(3582u, 3u)].x))).xxw - global0[_wgslsmith_index_u32(u_input.a, 3u)].yxx) + global0[_wgslsmith_index_u32(~u_input.a, 3u)].zyw), _wgslsmith_f_op_vec3_f32(func_5(Struct_3(mat4x2<f32>(vec2<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, -1000f), global0[_wgslsmith_index_u32(u_input.a, 3u)].wz, global0[_wgslsmith_index_u32(0u, 3u)].yz, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 3u)].zx), mat3x3<f32>(vec3<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, -100f, global0[_wgslsmith_index_u32(1u, 3u)].x), vec3<f32>(143f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, 432f), global0[_wgslsmith_index_u32(22676u, 3u)].zyw)), Struct_2(!vec4<bool>(false, var_0, true, true), Struct_1(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 6u)], 3u)].x, vec3<i32>(-1i, u_input.b, u_input.b), global1[_wgslsmith_index_u32(51231u, 6u)]), extractBits(vec2<u32>(40468u, 143115u), global1[_wgslsmith_index_u32(4278u, 6u)], 24298u).x, Struct_1(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x, vec3<i32>(53380i, u_input.b, -10594i), u_input.a)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x, global0[_wgslsmith_index_u32(38244u, 3u)].x, 953f))))), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(1u, 3u)].x - global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(12652u, 6u)], 3u)].x), global0[_wgslsmith_index_u32(~0u, 3u)].x, global0[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, 4294967295u), 3u)].x) * _wgslsmith_f_op_vec3_f32(exp2(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)] + global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].wzz))), vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-215f) - _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(80440u, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)].x - 507f)), _wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(vec2<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, 807f) - vec2<f32>(-1659f, 957f)))).x), _wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(~u_input.a, 3u)].x, _wgslsmith_div_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 3u)].x, global0[_wgslsmith_index_u32(0u, 3u)].x)), _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(1u, 3u)].yzy))));
                    let var_2 = Struct_4(var_0, _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(countOneBits(1u) << (u_input.a % 32u), 3u)]))), (extractBits(vec4<i32>(u_input.b, u_input.b, u_input.b, u_input.b), ~u_input.a, 68599u ^ global1[_wgslsmith_index_u32(1u, 6u)]) >> (select(vec4<u32>(7659u, global1[_wgslsmith_index_u32(12945u, 6u)], 1u, 8742u), ~vec4<u32>(36970u, u_input.a, 4294967295u, 1u), select(vec4<bool>(var_0, var_0, false, false), vec4<bool>(false, var_0, var_0, var_0), false)) % vec4<u32>(32u))) | countOneBits(vec4<i32>(37157i + u_input.b, -u_input.b, u_input.b, u_input.b)));
                    break if true;
                }
            }
        }
        case -40815i: {
            while (4294967295u <= u_input.a) {
                if (LOOP_COUNTERS[11u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
                let var_0 = Struct_2(vec4<bool>(true, true, true, true), Struct_1(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)].x), vec3<i32>(firstTrailingBit(~vec3<i32>(u_input.b, -1961i, u_input.b)).x, (u_input.b / u_input.b) << (firstLeadingBit(vec3<u32>(33142u, 0u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)])).x % 32u), u_input.b), ~u_input.a), insertBits(insertBits(vec4<u32>(1u, 1u, 1u, 1u) - ~vec4<u32>(1u, 51629u, 1u, u_input.a), vec4<u32>(global1[_wgslsmith_index_u32(16335u, 6u)] >> (4294967295u % 32u), 10293u ^ global1[_wgslsmith_index_u32(0u, 6u)], 4294967295u + 0u, ~global1[_wgslsmith_index_u32(u_input.a, 6u)]), (u_input.a & global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)]) & _wgslsmith_mod_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 6u)], 25753u), u_input.a).x, atomicMax(&wg_atomic_u32, 0u), 1u, extractBits((vec2<u32>(global1[_wgslsmith_index_u32(45562u, 6u)], u_input.a) / vec2<u32>(global1[_wgslsmith_index_u32(83418u, 6u)], 22358u)) - ~vec2<u32>(0u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)]), u_input.a, max(abs(vec4<u32>(2691u, 4294967295u, 4923u, u_input.a)), firstLeadingBit(vec4<u32>(0u, u_input.a, u_input.a, u_input.a))).x).x), Struct_1(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(36026u, 6u)], 3u)].x, firstLeadingBit(~(~vec3<i32>(u_input.b, -39363i, 10729i))), clamp(~(~vec2<u32>(0u, 25136u)), ~(vec2<u32>(global1[_wgslsmith_index_u32(0u, 6u)], 1u) << (vec2<u32>(u_input.a, u_input.a) % vec2<u32>(32u))), clamp(select(vec2<u32>(2082u, global1[_wgslsmith_index_u32(4294967295u, 6u)]), vec2<u32>(1u, 4294967295u), false), ~vec2<u32>(52528u, u_input.a), vec2<u32>(u_input.a, u_input.a))).x));
                break;
            }
        }
        case -43743i: {
            for (var var_0 = -12586i; ; ((global0)[_wgslsmith_index_u32(u_input.a, 3u)]).x = -1000f) {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
            }
            ((global0)[_wgslsmith_index_u32(0u, 3u)]).x = -386f;
        }
        default: {
        }
    }
    var var_0 = Struct_3(mat4x2<f32>(vec2<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(vec4<f32>(547f, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(34212u, 6u)], 3u)].x, -373f, 1760f), vec4<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x, 1000f, global0[_wgslsmith_index_u32(3992u, 3u)].x, -1587f))), global0[_wgslsmith_index_u32(114324u, 3u)].x), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -654f, global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(102603u, 3u)].x)))).x), global0[_wgslsmith_index_u32(44347u, 3u)].wz, _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(exp(global0[_wgslsmith_index_u32(1u, 3u)])).wz), global0[_wgslsmith_index_u32(insertBits(vec3<u32>(4294967295u, 4294967295u, 1u), vec3<u32>(0u, 32580u, global1[_wgslsmith_index_u32(37495u, 6u)]), 47510u, global1[_wgslsmith_index_u32(0u, 6u)]).x >> ((global1[_wgslsmith_index_u32(4294967295u, 6u)] | 0u) % 32u), 3u)].xx), _wgslsmith_f_op_vec2_f32(step(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(vec2<f32>(-1000f, 281f), vec2<f32>(-1951f, 577f)), _wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(33103u, 6u)], 3u)].yw + vec2<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(9047u, 6u)], 3u)].x)), all(vec3<bool>(true, true, false)))), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(2847u, 3u)], global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(23426u, 6u)], 3u)])).zyw, _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(26009u, 3u)].wxw), vec3<bool>(true, true, true))).yx))), mat3x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-397f), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(global0[_wgslsmith_index_u32(12620u, 3u)].x, global0[_wgslsmith_index_u32(88993u, 3u)].x, 398f, global0[_wgslsmith_index_u32(705u, 3u)].x))).yzw)).x, global0[_wgslsmith_index_u32(0u, 3u)].x), global0[_wgslsmith_index_u32(8665u, 3u)].wyz, _wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_f32(-724f), _wgslsmith_f_op_f32(-(-940f)), _wgslsmith_f_op_f32(1250f * global0[_wgslsmith_index_u32(u_input.a, 3u)].x)), global0[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, 1u), 3u)].wyy))));
    loop {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        var var_1 = Struct_2(select(vec4<bool>(true, !((u_input.a < global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(82465u, 6u)], 6u)])), true, true), vec4<bool>(any(vec4<bool>(true, true, true, true).zzz), true, false, true), true), Struct_1(global0[_wgslsmith_index_u32(0u, 3u)].x, abs(vec4<i32>(u_input.b, 0i, 1i, u_input.b) >> (vec4<u32>(u_input.a, global1[_wgslsmith_index_u32(0u, 6u)], 28749u, global1[_wgslsmith_index_u32(47439u, 6u)]) % vec4<u32>(32u))).wxw / -max(vec3<i32>(2147483647i, -5281i, u_input.b), vec3<i32>(u_input.b, i32(-2147483648), u_input.b)), global1[_wgslsmith_index_u32(insertBits(u_input.a, u_input.a << (23552u % 32u), _wgslsmith_mod_u32(0u, 51023u) / global1[_wgslsmith_index_u32(atomicMin(&wg_atomic_u32, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)]), 6u)], 0u / 21122u), 6u)]), u_input.a, Struct_1(_wgslsmith_div_f32(_wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 6u)], 3u)].yxw + var_0.b[_wgslsmith_index_u32(0u, 3u)]), var_0.b[_wgslsmith_index_u32(u_input.a, 3u)])), _wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-793f, global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x)), _wgslsmith_f_op_vec3_f32(var_0.b[_wgslsmith_index_u32(u_input.a, 3u)] - vec3<f32>(var_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, 373f, global0[_wgslsmith_index_u32(2226u, 3u)].x)), _wgslsmith_f_op_vec4_f32(saturate(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(22776u, 6u)], 6u)], 3u)])).zyx)).x), -firstLeadingBit(vec4<i32>(u_input.b, u_input.b, -55516i, 0i)).xxx, 0u));
        continue;
    }
    var var_1 = _wgslsmith_f_op_vec3_f32(exp2(vec3<f32>(_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(10557u, 4u)].x), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a << (clamp(1u, 0u, global1[_wgslsmith_index_u32(16619u, 6u)]) % 32u), 3u)].x), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x)));
    switch ((atomicAdd(&wg_atomic_i32, atomicXor(&wg_atomic_i32, u_input.b)) << (global1[_wgslsmith_index_u32(u_input.a, 6u)] % 32u)) - (u_input.b >> (0u % 32u))) {
        case 44959i: {
            for (; _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(func_5(Struct_3(mat4x2<f32>(var_1.yy, vec2<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(30841u, 6u)], 6u)], 3u)].x, global0[_wgslsmith_index_u32(9774u, 3u)].x), vec2<f32>(-1065f, var_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x), var_0.a[_wgslsmith_index_u32(u_input.a, 4u)]), var_0.b), Struct_2(vec4<bool>(true, true, true, true), Struct_1(-206f, vec3<i32>(0i, -1i, u_input.b), global1[_wgslsmith_index_u32(u_input.a, 6u)]), 1u, Struct_1(global0[_wgslsmith_index_u32(43512u, 3u)].x, vec3<i32>(-1i, 39698i, u_input.b), 1u)))).x + _wgslsmith_f_op_f32(-var_0.b[_wgslsmith_index_u32(~65216u, 3u)].x)) <= _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1054f, global0[_wgslsmith_index_u32(2657u, 3u)].x)))).x + _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_f32(-1134f), _wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(u_input.a, 4u)].x), var_0.b[_wgslsmith_index_u32(0u, 3u)].x, _wgslsmith_f_op_f32(var_1.x - -703f)))).x); ) {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
                (var_1).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1007f)));
                let var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(sign(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(min(global0[_wgslsmith_index_u32(0u, 3u)].wxz, func_4(-1129f, mat4x3<f32>(global0[_wgslsmith_index_u32(42162u, 3u)].zzz, global0[_wgslsmith_index_u32(0u, 3u)].yzz, vec3<f32>(-610f, var_0.b[_wgslsmith_index_u32(22538u, 3u)].x, var_1.x), var_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 3u)]), var_0.b)[_wgslsmith_index_u32(~0u, 2u)])).yy))), var_0.b[_wgslsmith_index_u32(u_input.a, 3u)].xz, vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(15314u, 6u)], 6u)], 4u)].x * 525f)) - global0[_wgslsmith_index_u32(20164u, 3u)].x), 1222f));
                var var_3 = _wgslsmith_f_op_f32(-1304f - _wgslsmith_f_op_f32(round(_wgslsmith_f_op_f32(var_1.x + 1281f))));
            }
            loop {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                break;
            }
            while (false) {
                if (LOOP_COUNTERS[16u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
                var var_2 = u_input.a ^ global1[_wgslsmith_index_u32(reverseBits(vec3<u32>(44224u, u_input.a << (global1[_wgslsmith_index_u32(9785u, 6u)] % 32u), ~0u)).x >> (~firstTrailingBit(extractBits(vec4<u32>(32831u, 91525u, u_input.a, u_input.a), 639u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(53561u, 6u)], 6u)], 6u)]).x) % 32u), 6u)];
                break;
            }
        }
        case 1i: {
        }
        case -13350i: {
            (global1)[_wgslsmith_index_u32(~(u_input.a + 1u), 6u)] = countOneBits(vec4<u32>(insertBits(vec3<u32>(global1[_wgslsmith_index_u32(reverseBits(vec3<u32>(59853u, 7849u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 6u)])).x, 6u)], 20984u, 1u), ~countLeadingZeros(vec4<u32>(1u, 65483u, u_input.a, 19518u)).yyw, u_input.a * global1[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(0u, u_input.a, 19345u, 64228u)).x, 6u)], 4294967295u).x, firstTrailingBit(reverseBits(vec4<u32>(1u, u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)], 1u))).x * global1[_wgslsmith_index_u32(0u, 6u)], abs(~(~vec2<u32>(44098u, 1u))).x, u_input.a)).x;
            var var_2 = global1[_wgslsmith_index_u32(extractBits(vec2<u32>(atomicSub(&wg_atomic_u32, ~u_input.a & 0u), 39141u), u_input.a, 38211u).x, 6u)];
            for (; ; ) {
                if (LOOP_COUNTERS[17u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
            }
            if (true) {
                let var_3 = insertBits(vec4<i32>(atomicXor(&wg_atomic_i32, -1i), -firstLeadingBit(countTrailingZeros(vec3<i32>(u_input.b, u_input.b, u_input.b))).x, u_input.b, atomicMin(&wg_atomic_i32, u_input.b)), ~(-min(vec4<i32>(u_input.b, u_input.b, u_input.b, 19432i), vec4<i32>(0i, 10405i, i32(-2147483648), 24146i))) / ~(vec4<i32>(1i, 1i, 1i, 1i) ^ vec4<i32>(u_input.b, u_input.b, -1895i, -50363i)), ~(~_wgslsmith_mod_u32(~72602u, dot(vec4<u32>(global1[_wgslsmith_index_u32(4294967295u, 6u)], 4294967295u, 133175u, 2696u), vec4<u32>(u_input.a, u_input.a, 1u, u_input.a)))), 32369u);
                var var_4 = Struct_1(var_1.x, vec3<i32>(~(var_3.x | u_input.b), atomicMax(&wg_atomic_i32, -1021i / -45350i), firstLeadingBit(var_3.zxz).x), ~(global1[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a, 72561u) * vec3<u32>(0u, 1u, u_input.a)).x, 6u)] - atomicOr(&wg_atomic_u32, 63845u * global1[_wgslsmith_index_u32(4294967295u, 6u)])));
                var var_5 = Struct_4(false, vec4<f32>(_wgslsmith_f_op_f32(-(-342f)), -1846f, 452f, 450f), select(~(-vec4<i32>(-1i, -26309i, var_4.b.x, -1827i)), var_3, true));
            } else if (true) {
            }
        }
        default: {
            var var_2 = ~vec3<i32>(0i, atomicOr(&wg_atomic_i32, 20760i + u_input.b) >> ((51821u | global1[_wgslsmith_index_u32(16689u, 6u)]) % 32u), u_input.b << (u_input.a % 32u));
            for (var var_3 = 51161i; all(select(vec4<bool>(true, true, true, true), select(vec4<bool>(true, true, atomicCompareExchangeWeak(&wg_atomic_i32, -12590i, 27994i).exchanged, true), vec4<bool>(true, true, true, global0[_wgslsmith_index_u32(16475u, 3u)].x <= var_1.x), true), true).xx); var_3 -= 1i) {
                if (LOOP_COUNTERS[18u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
                var var_4 = countOneBits(vec2<i32>(~u_input.b, -((var_2.x | 2147483647i) + -1i)));
                let var_5 = var_4.x;
                break;
            }
            let var_3 = true;
            loop {
                if (LOOP_COUNTERS[19u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
                let var_4 = mat4x4<f32>(global0[_wgslsmith_index_u32(36264u, 3u)], global0[_wgslsmith_index_u32(u_input.a, 3u)], _wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(abs(vec2<u32>(abs(vec3<u32>(4294967295u, u_input.a, 0u)).x, global1[_wgslsmith_index_u32(20451u * 4294967295u, 6u)])).x, 6u)], 3u)], _wgslsmith_f_op_vec4_f32(ceil(global0[_wgslsmith_index_u32((global1[_wgslsmith_index_u32(u_input.a, 6u)] ^ 4294967295u) * (4294967295u + 129126u), 3u)]))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(-1208f, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.a[_wgslsmith_index_u32(20537u, 4u)].x), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(5840u, 6u)], 3u)])), _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(0u, 3u)])), global0[_wgslsmith_index_u32(23179u, 3u)], true)), global0[_wgslsmith_index_u32(0u, 3u)]));
                let var_5 = (var_2.x < -26782i);
                let var_6 = var_0.a;
                continuing {
                    let var_7 = vec3<u32>(u_input.a, u_input.a, 36441u);
                    let var_8 = max(_wgslsmith_mod_vec3_u32(var_7, vec3<u32>(~(global1[_wgslsmith_index_u32(4294967295u, 6u)] & 1u), select(vec2<u32>(u_input.a, u_input.a), vec2<u32>(30925u, 4294967295u), vec2<bool>(var_5, var_5)).x, ~(global1[_wgslsmith_index_u32(1u, 6u)] << (0u % 32u)))), select(min(vec4<u32>(extractBits(var_7.zz, 0u, 0u).x, _wgslsmith_mod_u32(4294967295u, 9455u), ~u_input.a, 4294967295u), vec4<u32>(u_input.a - 1u, ~15256u, var_7.x, 2237u + u_input.a)), ~(vec4<u32>(0u, 1u, 0u, 66798u) ^ ~vec4<u32>(33056u, 1u, u_input.a, 111336u)), var_5).yxz).zz;
                    var var_9 = Struct_1(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(select(var_4[_wgslsmith_index_u32(1u, 4u)], vec4<f32>(1830f, 576f, -2553f, var_6[_wgslsmith_index_u32(12383u, 4u)].x), true)), _wgslsmith_f_op_vec4_f32(-var_4[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 6u)], 4u)]))).wzw))).x, _wgslsmith_mod_vec3_i32(abs(-(vec3<i32>(9317i, u_input.b, var_2.x) - vec3<i32>(var_2.x, 1i, 2147483647i))), ~(~(vec3<i32>(var_2.x, -18308i, 23960i) & vec3<i32>(0i, 27138i, u_input.b)))), var_8.x);
                }
            }
        }
    }
    return var_0.b;
}

fn func_2(arg_0: Struct_3) -> vec2<f32> {
    let var_0 = true;
    (global1)[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, countOneBits(~countTrailingZeros(vec4<u32>(15036u, global1[_wgslsmith_index_u32(1u, 6u)], u_input.a, 4294967295u)).wyx).x), 6u)], 6u)] = abs(max(vec4<u32>(~u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(dot(vec4<u32>(1u, 4353u, u_input.a, 48720u) - vec4<u32>(u_input.a, u_input.a, 11365u, 4294967295u), firstTrailingBit(vec4<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(20690u, 6u)], 6u)], u_input.a, global1[_wgslsmith_index_u32(31763u, 6u)], 1u))), 6u)], 6u)], insertBits(vec2<u32>(u_input.a, 51174u), ~vec2<u32>(u_input.a, u_input.a), u_input.a, atomicCompareExchangeWeak(&wg_atomic_u32, 11560u, u_input.a).old_value).x, ~4294967295u), ((vec4<u32>(1u, 1u, 29234u, 0u) / vec4<u32>(global1[_wgslsmith_index_u32(48355u, 6u)], u_input.a, 4294967295u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(53205u, 6u)], 6u)])) - (vec4<u32>(61939u, u_input.a, 1u, 0u) * vec4<u32>(global1[_wgslsmith_index_u32(1u, 6u)], 34205u, 1u, 23784u))) << ((~vec4<u32>(4294967295u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], global1[_wgslsmith_index_u32(1u, 6u)], 25948u) | select(vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 29043u, 4294967295u, u_input.a), vec4<u32>(52854u, u_input.a, u_input.a, global1[_wgslsmith_index_u32(0u, 6u)]), vec4<bool>(var_0, var_0, false, false))) % vec4<u32>(32u)))).x;
    if (var_0) {
        var var_1 = mat3x4<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(min(abs(vec4<u32>(u_input.a, u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 53901u)) + vec4<u32>(global1[_wgslsmith_index_u32(2425u, 6u)], global1[_wgslsmith_index_u32(0u, 6u)], u_input.a, 0u), countOneBits(vec4<u32>(u_input.a, u_input.a, 0u, u_input.a))).x >> (atomicMin(&wg_atomic_u32, ~global1[_wgslsmith_index_u32(reverseBits(global1[_wgslsmith_index_u32(26135u, 6u)]), 6u)]) % 32u), 6u)], 3u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-414f, 316f, arg_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, 842f), _wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(1000f, 1043f, 523f, arg_0.b[_wgslsmith_index_u32(1u, 3u)].x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 3u)].x, global0[_wgslsmith_index_u32(24691u, 3u)].x, -600f, global0[_wgslsmith_index_u32(1u, 3u)].x)))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(30841u, 3u)].x, -696f, 762f, -369f))) * _wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)]), _wgslsmith_div_vec4_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(122227u, 6u)], 6u)], 3u)], global0[_wgslsmith_index_u32(41234u, 3u)])) + _wgslsmith_f_op_vec4_f32(exp2(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)] * u_input.a, 3u)])))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(global0[_wgslsmith_index_u32(~u_input.a, 3u)].x, -1857f, _wgslsmith_f_op_vec2_f32(min(arg_0.a[_wgslsmith_index_u32(u_input.a, 4u)], vec2<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 1032f))).x, 293f), global0[_wgslsmith_index_u32(~(~u_input.a), 3u)])), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)] / u_input.a, 3u)]))));
    } else {
        if (var_0) {
            ((global0)[_wgslsmith_index_u32(firstTrailingBit((((vec2<u32>(21590u, global1[_wgslsmith_index_u32(u_input.a, 6u)]) >> (vec2<u32>(global1[_wgslsmith_index_u32(111800u, 6u)], global1[_wgslsmith_index_u32(4294967295u, 6u)]) % vec2<u32>(32u))) << (vec2<u32>(u_input.a, 4294967295u) % vec2<u32>(32u))) * (clamp(vec4<u32>(u_input.a, 78552u, 4294967295u, 4294967295u), vec4<u32>(global1[_wgslsmith_index_u32(24676u, 6u)], 1u, u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)]), vec4<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(64576u, 6u)], 6u)], global1[_wgslsmith_index_u32(u_input.a, 6u)], 0u, u_input.a)).ww * vec2<u32>(u_input.a, u_input.a))) / vec2<u32>(firstTrailingBit(select(vec4<u32>(4294967295u, 0u, 4294967295u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(14427u, 6u)], 6u)], 6u)]), vec4<u32>(u_input.a, u_input.a, global1[_wgslsmith_index_u32(4294967295u, 6u)], 4294967295u), var_0).yww).x, global1[_wgslsmith_index_u32(u_input.a, 6u)])).x, 3u)]).x = -911f;
            var var_1 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(saturate(375f)), _wgslsmith_f_op_f32(dot(arg_0.b[_wgslsmith_index_u32(0u, 3u)].yx, arg_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].zz)), _wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(3016u, 3u)].x * arg_0.a[_wgslsmith_index_u32(u_input.a, 4u)].x), func_3()[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(28753u, 6u)] * 3167u, 3u)].x) + _wgslsmith_f_op_vec4_f32(round(global0[_wgslsmith_index_u32(0u, 3u)]))), global0[_wgslsmith_index_u32(1u, 3u)], vec4<bool>(var_0, true, true, u_input.b <= u_input.b))), vec4<f32>(arg_0.a[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(select(16920u, u_input.a, var_0), 4294967295u, select(vec2<u32>(u_input.a, global1[_wgslsmith_index_u32(0u, 6u)]), vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)]), vec2<bool>(true, var_0)).x)).x, 4u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-408f))), arg_0.b[_wgslsmith_index_u32(~(~(u_input.a & global1[_wgslsmith_index_u32(0u, 6u)])), 3u)].x, _wgslsmith_f_op_vec3_f32(exp(func_3()[_wgslsmith_index_u32(1u, 3u)])).x), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1389f - 650f)), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(~max(vec4<u32>(1u, u_input.a, global1[_wgslsmith_index_u32(89294u, 6u)], global1[_wgslsmith_index_u32(0u, 6u)]), vec4<u32>(u_input.a, 28634u, global1[_wgslsmith_index_u32(1u, 6u)], 1u)).x, 3u)].x * _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, arg_0.a[_wgslsmith_index_u32(u_input.a, 4u)].x), arg_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 3u)], false)).x) + _wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(0u, 3u)].x - _wgslsmith_f_op_f32(min(global0[_wgslsmith_index_u32(4294967295u, 3u)].x, global0[_wgslsmith_index_u32(31317u, 3u)].x)))), _wgslsmith_f_op_f32(-(-472f))));
            global0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)] - _wgslsmith_f_op_vec4_f32(round(var_1[_wgslsmith_index_u32(~4294967295u, 3u)])))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(18030u, 6u)], 3u)] - vec4<f32>(arg_0.b[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 416f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)) + _wgslsmith_f_op_vec4_f32(round(vec4<f32>(1340f, 1291f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)))))), vec4<f32>(_wgslsmith_f_op_f32(-307f), 1570f, _wgslsmith_f_op_vec2_f32(min(_wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(fract(arg_0.b[_wgslsmith_index_u32(14480u, 3u)].zx)), _wgslsmith_f_op_vec2_f32(vec2<f32>(var_1[_wgslsmith_index_u32(47995u, 3u)].x, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x) - vec2<f32>(-1197f, 659f))), arg_0.b[_wgslsmith_index_u32(min(~vec3<u32>(40244u, 3998u, 71193u), vec3<u32>(0u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 6u)], global1[_wgslsmith_index_u32(u_input.a, 6u)])).x, 3u)].zz)).x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(u_input.a, 3u)].x)));
            (global1)[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32((atomicAnd(&wg_atomic_u32, u_input.a) | reverseBits(~vec4<u32>(u_input.a, global1[_wgslsmith_index_u32(6972u, 6u)], global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 6u)], 0u)).x) * ~insertBits(~vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 4568u) - vec2<u32>(2872u, global1[_wgslsmith_index_u32(0u, 6u)]), _wgslsmith_mod_vec2_u32(vec2<u32>(u_input.a, u_input.a) / vec2<u32>(u_input.a, u_input.a), vec2<u32>(1u, 13476u)), 4294967295u, global1[_wgslsmith_index_u32(32630u, 6u)] * global1[_wgslsmith_index_u32(firstLeadingBit(vec2<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 6u)], 1u)).x, 6u)]).x, 6u)], 6u)], 6u)] = ~(dot(~(~vec4<u32>(4294967295u, u_input.a, 57945u, u_input.a)), ~countOneBits(vec4<u32>(global1[_wgslsmith_index_u32(59945u, 6u)], u_input.a, 85223u, 1u))) | (1u / (select(vec3<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], 6u)]), vec3<u32>(global1[_wgslsmith_index_u32(1u, 6u)], 1u, 50055u), true).x - (global1[_wgslsmith_index_u32(1u, 6u)] << (global1[_wgslsmith_index_u32(u_input.a, 6u)] % 32u)))));
            ((var_1)[_wgslsmith_index_u32(0u, 3u)]).x = -138f;
        } else if (!(!select(vec2<bool>(true, global0[_wgslsmith_index_u32(0u, 3u)].x == 736f), vec2<bool>(true, true), !vec2<bool>(true, var_0)).x)) {
            var var_1 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec2_f32(trunc(vec2<f32>(_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(52180u, 3u)].x - arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x), _wgslsmith_f_op_f32(-855f * -1312f)))).x, _wgslsmith_f_op_f32(step(_wgslsmith_f_op_f32(trunc(-610f)), _wgslsmith_f_op_f32(-(-441f)))), arg_0.a[_wgslsmith_index_u32(min(32687u, _wgslsmith_mod_u32(global1[_wgslsmith_index_u32(1u, 6u)], 4294967295u)), 4u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(_wgslsmith_f_op_vec3_f32(select(arg_0.b[_wgslsmith_index_u32(u_input.a >> (4294967295u % 32u), 3u)], _wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(20556u, 3u)].xwy + global0[_wgslsmith_index_u32(1u, 3u)].wzx), select(vec4<bool>(var_0, false, false, false), vec4<bool>(true, false, true, var_0), vec4<bool>(var_0, var_0, true, var_0)).x)).x, -183f, _wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 6u)], 3u)], _wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(3385u, 6u)], 3u)].x, -477f, arg_0.b[_wgslsmith_index_u32(0u, 3u)].x, arg_0.b[_wgslsmith_index_u32(93015u, 3u)].x)))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(abs(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 3u)].yyz)).x)))), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(vec4<f32>(-343f, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(47107u, 6u)], 3u)].x, arg_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(22067u, 6u)], 6u)], 3u)].x, 915f) - global0[_wgslsmith_index_u32(u_input.a, 3u)])))))));
            (global1)[_wgslsmith_index_u32(extractBits(countTrailingZeros(countOneBits(countLeadingZeros(vec4<u32>(29310u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(27673u, 6u)], 6u)], global1[_wgslsmith_index_u32(95418u, 6u)], u_input.a))) + vec4<u32>(u_input.a + u_input.a, u_input.a >> (u_input.a % 32u), global1[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], global1[_wgslsmith_index_u32(countOneBits(vec4<u32>(global1[_wgslsmith_index_u32(37374u, 6u)], global1[_wgslsmith_index_u32(0u, 6u)], u_input.a, u_input.a)).x, 6u)])).yxz, 56688u, select(firstTrailingBit(~_wgslsmith_mod_vec4_u32(vec4<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(29486u, 6u)], 6u)], 11910u, u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)]), vec4<u32>(8990u, global1[_wgslsmith_index_u32(46903u, 6u)], u_input.a, 1u))).yx, ~(~(vec2<u32>(4294967295u, 0u) >> (vec2<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(65187u, 6u)], 6u)], 1u) % vec2<u32>(32u)))), var_0).x).x, 6u)] = 4294967295u << ((~(global1[_wgslsmith_index_u32(extractBits(vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 22683u), global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a).x, 6u)] ^ 1u) & ~(~(~global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(124117u, 6u)], 6u)]))) % 32u);
            (global1)[_wgslsmith_index_u32(u_input.a, 6u)] = 0u;
        }
        ((global0)[_wgslsmith_index_u32(min((vec3<u32>(~global1[_wgslsmith_index_u32(78563u, 6u)], global1[_wgslsmith_index_u32(u_input.a, 6u)], 4294967295u) & ~vec3<u32>(9355u, u_input.a, 4294967295u)) * vec3<u32>(countLeadingZeros(vec2<u32>(0u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)])).x << (1u % 32u), 12483u, firstLeadingBit(~vec3<u32>(8382u, 1u, u_input.a)).x), vec3<u32>(34253u, u_input.a / ~max(vec4<u32>(0u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(13640u, 6u)], 6u)], 6u)], 4294967295u, 22673u), vec4<u32>(u_input.a, 0u, u_input.a, u_input.a)).x, u_input.a)).x, 3u)]).x = _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(_wgslsmith_f_op_vec3_f32(clamp(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(1u, 3u)].zzw), global0[_wgslsmith_index_u32(abs(vec2<u32>(u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 6u)])).x, 3u)].xxz), vec3<f32>(_wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(u_input.a, 4u)].x), _wgslsmith_f_op_f32(step(1185f, arg_0.a[_wgslsmith_index_u32(16145u, 4u)].x)), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x * 1763f)), _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~u_input.a, 6u)], 6u)], 3u)].xxz))).x, arg_0.b[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(~4294967295u, 3u)].x))).x;
        var var_1 = -firstTrailingBit(firstTrailingBit(~(vec4<i32>(12212i, u_input.b, u_input.b, u_input.b) << (vec4<u32>(17312u, 43119u, 4294967295u, u_input.a) % vec4<u32>(32u)))));
        var var_2 = func_4(_wgslsmith_f_op_f32(arg_0.b[_wgslsmith_index_u32(~(~(global1[_wgslsmith_index_u32(55735u, 6u)] | 0u)), 3u)].x * global0[_wgslsmith_index_u32(0u, 3u)].x), mat4x3<f32>(global0[_wgslsmith_index_u32(extractBits(insertBits(~vec3<u32>(0u, 1u, 34681u), vec3<u32>(u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a) | vec3<u32>(78554u, global1[_wgslsmith_index_u32(u_input.a, 6u)], 27031u), 4294967295u, 57443u >> (u_input.a % 32u)).yy, global1[_wgslsmith_index_u32(u_input.a, 6u)], 1576u).x, 3u)].wxx, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(insertBits(vec3<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)]), extractBits(vec3<u32>(52304u, u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)]), global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(6265u, 6u)], 6u)], u_input.a), ~u_input.a, 14181u).x, 6u)] - max(_wgslsmith_mod_u32(1u, u_input.a), 0u), 3u)].wxz, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(global0[_wgslsmith_index_u32(124975u, 3u)], vec4<f32>(-452f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(26662u, 3u)].x, -821f), false)).zzz * _wgslsmith_f_op_vec3_f32(-vec3<f32>(563f, arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(55666u, 6u)], 3u)].x)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-2368f, 286f, -1000f) * _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.b[_wgslsmith_index_u32(u_input.a, 3u)].x, -106f, 1474f) - arg_0.b[_wgslsmith_index_u32(31792u, 3u)])))), mat3x3<f32>(global0[_wgslsmith_index_u32(1u ^ u_input.a, 3u)].wyx, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_div_vec3_f32(vec3<f32>(1135f, 1897f, 2110f), global0[_wgslsmith_index_u32(u_input.a, 3u)].zww))), global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a, countLeadingZeros(vec3<u32>(0u, u_input.a, global1[_wgslsmith_index_u32(4294967295u, 6u)])).x), 3u)].wzz), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(u_input.a, 3u)] + vec3<f32>(368f, arg_0.b[_wgslsmith_index_u32(66522u, 3u)].x, -174f)) - _wgslsmith_f_op_vec3_f32(arg_0.b[_wgslsmith_index_u32(u_input.a, 3u)] + vec3<f32>(arg_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(47677u, 6u)], 3u)].x, 130f, global0[_wgslsmith_index_u32(45130u, 3u)].x))) * arg_0.b[_wgslsmith_index_u32(countOneBits(~vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], global1[_wgslsmith_index_u32(4294967295u, 6u)])).x, 3u)])));
    }
    for (var var_1 = 2147483647i; any(select(vec2<bool>((u_input.a < u_input.a), select(!var_0, true & var_0, true)), select(vec4<bool>(false || var_0, var_0, true, true), vec4<bool>(true, true, false, var_0), false).zy, select(select(select(vec4<bool>(true, var_0, var_0, true), vec4<bool>(false, var_0, var_0, false), true), vec4<bool>(true, true, true, true), var_0), !select(vec4<bool>(false, true, var_0, false), vec4<bool>(var_0, true, var_0, true), vec4<bool>(false, false, false, var_0)), select(select(vec4<bool>(var_0, false, var_0, var_0), vec4<bool>(true, false, var_0, false), vec4<bool>(true, true, var_0, var_0)), vec4<bool>(true, true, true, true), !vec4<bool>(var_0, var_0, true, var_0))).xx)); ((global0)[_wgslsmith_index_u32(~(~(~(~global1[_wgslsmith_index_u32(38833u, 6u)]))) - 1u, 3u)]).x = global0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, u_input.a), 3u)].x) {
        if (LOOP_COUNTERS[20u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
    }
    if (select((u_input.a < ~1u), var_0, _wgslsmith_f_op_f32(-arg_0.b[_wgslsmith_index_u32(max(~vec3<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(35306u, 6u)], 6u)], 13115u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(50383u, 6u)], 6u)], 6u)], 6u)]), select(vec3<u32>(u_input.a, 0u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(29058u, 6u)], 6u)]), vec3<u32>(1u, u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)]), true)).x, 3u)].x) > _wgslsmith_f_op_vec4_f32(step(vec4<f32>(arg_0.b[_wgslsmith_index_u32(20152u / u_input.a, 3u)].x, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(u_input.a, 4u)].x), _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(55300u, 4u)].x - global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x), 555f), _wgslsmith_div_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(1777f, -704f, 539f, arg_0.a[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 4u)].x), global0[_wgslsmith_index_u32(146683u, 3u)]), global0[_wgslsmith_index_u32(37604u, 3u)]))).x)) {
    } else {
        switch (u_input.b) {
            default: {
                var var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(arg_0.b[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(16316u, 6u)], 3u)].zy, vec2<f32>(-1035f, global0[_wgslsmith_index_u32(0u, 3u)].x)) - _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].yx)))), _wgslsmith_div_vec2_f32(vec2<f32>(arg_0.b[_wgslsmith_index_u32(4294967295u, 3u)].x, 885f), _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(7130u, 3u)].wzy), _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(53972u, 6u)], 6u)], 6u)], 6u)], 6u)], 3u)].yzy)))).yz), _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec3_f32(sign(vec3<f32>(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)].x * -808f), _wgslsmith_f_op_vec4_f32(select(global0[_wgslsmith_index_u32(u_input.a, 3u)], global0[_wgslsmith_index_u32(1u, 3u)], true)).x, _wgslsmith_f_op_f32(-420f)))).zx, vec2<f32>(2134f, global0[_wgslsmith_index_u32(dot(_wgslsmith_mod_vec3_u32(vec3<u32>(6406u, u_input.a, 1u), vec3<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(17478u, 6u)], 6u)], global1[_wgslsmith_index_u32(1u, 6u)], 1u)), ~vec3<u32>(global1[_wgslsmith_index_u32(4294967295u, 6u)], 1u, 46046u)), 3u)].x), global0[_wgslsmith_index_u32(~(~global1[_wgslsmith_index_u32(dot(vec4<u32>(53249u, u_input.a, 1u, u_input.a), vec4<u32>(global1[_wgslsmith_index_u32(0u, 6u)], u_input.a, 25757u, u_input.a)), 6u)]), 3u)].xw)));
                let var_2 = Struct_3(arg_0.a, arg_0.b);
                let var_3 = arg_0.a;
                (global0)[_wgslsmith_index_u32(~(49521u | (firstLeadingBit(vec2<u32>(74593u, 52364u) >> (vec2<u32>(4294967295u, u_input.a) % vec2<u32>(32u))).x | global1[_wgslsmith_index_u32(u_input.a, 6u)])), 3u)] = _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(reverseBits(select(vec4<u32>(u_input.a, u_input.a, 4294967295u, 1u) << (vec4<u32>(119126u, u_input.a, 1u, 4294967295u) % vec4<u32>(32u)), min(vec4<u32>(u_input.a, 4294967295u, global1[_wgslsmith_index_u32(1u, 6u)], u_input.a), vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a)), select(vec3<bool>(true, true, var_0), vec3<bool>(var_0, var_0, var_0), vec3<bool>(false, false, true)).x).zzy).x, 6u)], 3u)]) * vec4<f32>(-1097f, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(~u_input.a, 3u)].x) + 428f), global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -116f));
            }
        }
        global0 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_vec4_f32(saturate(global0[_wgslsmith_index_u32(38931u, 3u)])).x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(fract(2552f))), _wgslsmith_f_op_vec4_f32(ceil(global0[_wgslsmith_index_u32(55711u, 3u)])).x), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(4294967295u, 3u)]))), _wgslsmith_f_op_vec4_f32(min(global0[_wgslsmith_index_u32(u_input.a, 3u)], global0[_wgslsmith_index_u32(108704u, 3u)])))), _wgslsmith_f_op_vec4_f32(min(global0[_wgslsmith_index_u32(u_input.a | (~33995u + global1[_wgslsmith_index_u32(11564u, 6u)]), 3u)], _wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)] * _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)]), global0[_wgslsmith_index_u32(insertBits(vec4<u32>(u_input.a, 8107u, global1[_wgslsmith_index_u32(0u, 6u)], u_input.a), vec4<u32>(56008u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(57903u, 6u)], 6u)], 6u)], 6u)], 251u, 0u), u_input.a, 30268u).x, 3u)], vec4<bool>(true, true, var_0, false)))))));
        let var_1 = Struct_4(!var_0, vec4<f32>(_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-arg_0.b[_wgslsmith_index_u32(23416u, 3u)].yx) - _wgslsmith_f_op_vec2_f32(exp(global0[_wgslsmith_index_u32(3974u, 3u)].wy))))).x, _wgslsmith_f_op_f32(-(-686f)), global0[_wgslsmith_index_u32((global1[_wgslsmith_index_u32(1u, 6u)] >> (~u_input.a % 32u)) >> (~(8832u / 79591u) % 32u), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].zwx))).x)), -(-vec4<i32>(u_input.b, u_input.b, u_input.b, -15635i) & (vec4<i32>(3327i, 2147483647i, u_input.b, -33430i) | ~vec4<i32>(u_input.b, u_input.b, 12919i, u_input.b))));
        while (true) {
            if (LOOP_COUNTERS[21u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
            let var_2 = !vec2<bool>(select(vec2<bool>(any(vec4<bool>(true, var_0, false, var_0)), var_0), vec2<bool>(all(vec2<bool>(true, true)), !var_0), true && !var_1.a).x, var_1.a && false);
            break;
        }
    }
    return vec2<f32>(global0[_wgslsmith_index_u32(~(u_input.a - u_input.a), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(exp(global0[_wgslsmith_index_u32(74895u, 3u)].yzy)).x)));
}

fn func_1() -> mat3x3<f32> {
    ((global0)[_wgslsmith_index_u32(25329u, 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(select(global0[_wgslsmith_index_u32(~(~(u_input.a + global1[_wgslsmith_index_u32(1u, 6u)])), 3u)].wz, _wgslsmith_f_op_vec2_f32(func_2(Struct_3(mat4x2<f32>(vec2<f32>(-133f, -1599f), global0[_wgslsmith_index_u32(65147u, 3u)].xy, vec2<f32>(global0[_wgslsmith_index_u32(24033u, 3u)].x, -262f), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 3u)].ww), func_3()))), vec2<bool>(true, true))).x);
    while (!((_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(2002f + global0[_wgslsmith_index_u32(41173u * u_input.a, 3u)].x)) < _wgslsmith_f_op_f32(1898f - 133f)))) {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        for (var var_0 = clamp(countOneBits(firstLeadingBit(reverseBits(vec4<i32>(u_input.b, 1i, -1992i, -9326i)).zzz)), (sign(~vec4<i32>(-2018i, -1i, u_input.b, 1325i)).zwx * -(~vec3<i32>(2147483647i, u_input.b, u_input.b))) << (~(~_wgslsmith_mod_vec3_u32(vec3<u32>(global1[_wgslsmith_index_u32(3446u, 6u)], 0u, 95066u), vec3<u32>(39990u, 49990u, u_input.a))) % vec3<u32>(32u)), countOneBits(min(countTrailingZeros(clamp(vec4<i32>(u_input.b, u_input.b, i32(-2147483648), u_input.b), vec4<i32>(u_input.b, u_input.b, u_input.b, -50684i), vec4<i32>(i32(-2147483648), u_input.b, -36751i, 82783i))), firstTrailingBit(_wgslsmith_mod_vec4_i32(vec4<i32>(u_input.b, -1i, u_input.b, u_input.b), vec4<i32>(11205i, u_input.b, 26250i, i32(-2147483648))))).www)).x; var_0 >= 2147483647i; ((global0)[_wgslsmith_index_u32(u_input.a, 3u)]).x = _wgslsmith_f_op_f32(dot(global0[_wgslsmith_index_u32(u_input.a >> (abs(vec3<u32>(4294967295u, global1[_wgslsmith_index_u32(6839u, 6u)] & global1[_wgslsmith_index_u32(29393u, 6u)], global1[_wgslsmith_index_u32(countLeadingZeros(vec3<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], 6u)], 57273u, 47086u)).x, 6u)])).x % 32u), 3u)].wy, vec2<f32>(574f, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)))) {
            if (LOOP_COUNTERS[23u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[23u] = LOOP_COUNTERS[23u] + 1u;
            var var_1 = (-1008f < _wgslsmith_f_op_f32(select(661f, _wgslsmith_f_op_f32(-1912f - _wgslsmith_f_op_f32(896f + _wgslsmith_f_op_f32(1529f * -517f))), !((u_input.b | u_input.b) >= countLeadingZeros(vec2<i32>(i32(-2147483648), u_input.b)).x))));
            var var_2 = Struct_4(atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, ~2147483647i).exchanged, _wgslsmith_f_op_vec4_f32(step(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 665f, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(5870u, 6u)], 3u)].x, -443f)), global0[_wgslsmith_index_u32(~(4294967295u >> (u_input.a % 32u)), 3u)]), _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(17088u, 3u)]))), vec4<i32>(53454i, -(i32(-2147483648) / 1i), insertBits(vec4<i32>(1i, u_input.b, u_input.b, ~u_input.b), vec4<i32>(-53546i, u_input.b, i32(-2147483648), u_input.b) & max(vec4<i32>(u_input.b, u_input.b, u_input.b, u_input.b), vec4<i32>(-26981i, -36682i, u_input.b, u_input.b)), u_input.a, ~global1[_wgslsmith_index_u32(0u, 6u)] - vec2<u32>(1u, 1u).x).x, u_input.b));
            var_0 = min(-_wgslsmith_mod_i32(19263i, ~(-1i * -1i)), extractBits(vec4<i32>(1i, 1005i, countOneBits(13704i), 2147483647i), 4294967295u, ~u_input.a).x ^ firstTrailingBit(var_2.c.xww).x);
            var var_3 = mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(min(var_2.b.wxx, _wgslsmith_f_op_vec3_f32(var_2.b.wzz + _wgslsmith_div_vec3_f32(vec3<f32>(var_2.b.x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 1947f), var_2.b.wzz)))).x, global0[_wgslsmith_index_u32(select(reverseBits(vec4<u32>(u_input.a, u_input.a, u_input.a, u_input.a) ^ vec4<u32>(u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)], 0u, global1[_wgslsmith_index_u32(36055u, 6u)])).zx, (vec2<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(47495u, 6u)], 6u)], 6u)], 1u) / vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 0u)) / vec2<u32>(global1[_wgslsmith_index_u32(4294967295u, 6u)], 4294967295u), true).x, 3u)].x), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 3u)].wz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(select(var_2.b.xwz, global0[_wgslsmith_index_u32(u_input.a, 3u)].yzy, var_2.a)).xy - global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~u_input.a, 6u)], 3u)].yz) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(940f, 655f)))) * _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_2.b.x, -743f)))));
        }
        let var_0 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(4294967295u, 3u)].wzz + global0[_wgslsmith_index_u32(23057u, 3u)].wyy))) + _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec4_f32(exp2(global0[_wgslsmith_index_u32(16217u, 3u)])).wxz, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)] * u_input.a, 3u)].yzw, true))) + _wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(firstLeadingBit(~u_input.a), 3u)].ywx)), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1000f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(select(vec4<u32>(4294967295u, 1u, u_input.a, u_input.a), vec4<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(17927u, 6u)], 6u)], u_input.a, 48983u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(54058u, 6u)], 6u)], 6u)]), true).x, 3u)].x)), global0[_wgslsmith_index_u32(u_input.a, 3u)].x));
    }
    if (any(vec2<bool>(true, vec4<bool>(true, true, true, true).x)) && ((sign(countLeadingZeros(vec4<i32>(u_input.b, u_input.b, u_input.b, u_input.b)).zw).x | ((u_input.b - u_input.b) << (1u % 32u))) != countOneBits(-1i * firstLeadingBit(vec3<i32>(u_input.b, 16360i, 58709i)).x))) {
        let var_0 = Struct_2(vec4<bool>(true, true, true, true), Struct_1(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-626f + -1887f))), ~vec3<i32>(2147483647i, u_input.b, 1i >> (1u % 32u)), global1[_wgslsmith_index_u32(~(~(0u - 18078u)), 6u)]), u_input.a, Struct_1(_wgslsmith_div_f32(-326f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 3u)].x * global0[_wgslsmith_index_u32(u_input.a, 3u)].x))), ~min(firstLeadingBit(vec4<i32>(0i, u_input.b, u_input.b, i32(-2147483648))), vec4<i32>(u_input.b, -33387i, u_input.b, u_input.b) | vec4<i32>(0i, -9996i, 50529i, 0i)).zzw, 0u));
    } else if (vec2<bool>(true, true).x) {
        global1 = array<u32, 6>();
        switch (atomicMax(&wg_atomic_i32, -(abs(vec3<i32>(-18278i, 2147483647i, u_input.b) & vec3<i32>(1i, u_input.b, 1i)).x * -1i))) {
            case 0i: {
                var var_0 = vec4<bool>(true, true, true, select(select(vec2<bool>(all(vec2<bool>(true, false)), true), select(vec4<bool>(true, true, true, true).wwy, vec4<bool>(true, true, true, true).wxz, u_input.a <= 4294967295u).xy, false), vec2<bool>(global0[_wgslsmith_index_u32(22666u, 3u)].x > _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(27963u, 6u)], 3u)].x + -1021f), true), vec2<bool>(true, true)).x);
            }
            default: {
                let var_0 = mat2x2<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(0u, 3u)].x), -1000f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(8937u, 3u)].x + global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(108711u, 6u)], 3u)].x)), _wgslsmith_f_op_f32(step(global0[_wgslsmith_index_u32(firstTrailingBit(vec4<u32>(4294967295u, 22686u, u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)])).x, 3u)].x, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(40816u, 3u)].x))), _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(reverseBits(global1[_wgslsmith_index_u32(72527u, 6u)]), 3u)].x), _wgslsmith_f_op_f32(440f + _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)].x - global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(45993u, 6u)], 6u)], 3u)].x))), select(vec4<bool>(false, true, all(vec2<bool>(true, false)), vec2<bool>(true, true).x), vec4<bool>(true, atomicCompareExchangeWeak(&wg_atomic_u32, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(21525u, 6u)], 6u)], 6u)], global1[_wgslsmith_index_u32(59410u, 6u)]).exchanged, vec2<bool>(true, true).x, true), vec4<bool>(true, true, true, true)))).yw, global0[_wgslsmith_index_u32(vec2<u32>(1u, 1u).x ^ u_input.a, 3u)].xx);
                return func_3();
            }
        }
        switch (select(-(vec2<i32>(sign(vec3<i32>(u_input.b, u_input.b, i32(-2147483648))).x, 0i) * ~vec2<i32>(9121i, u_input.b)), vec2<i32>(49455i, u_input.b), !select(vec3<bool>(true, 28687u <= global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(27845u, 6u)], 6u)], true), vec3<bool>(true, true, true), vec3<bool>(true, true, true)).yx).x) {
            case 2165i: {
                global0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(13254u, 6u)], 3u)] + _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(abs(global0[_wgslsmith_index_u32(0u, 3u)].x)), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)] >> (global1[_wgslsmith_index_u32(1u, 6u)] % 32u), 3u)].x, -141f, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)] | global1[_wgslsmith_index_u32(0u, 6u)], 3u)].x))), global0[_wgslsmith_index_u32(reverseBits(~(~(~vec3<u32>(17496u, u_input.a, global1[_wgslsmith_index_u32(u_input.a, 6u)])))).x, 3u)], _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(max(~vec3<u32>(global1[_wgslsmith_index_u32(0u, 6u)], u_input.a, u_input.a), abs(min(vec4<u32>(1u, global1[_wgslsmith_index_u32(u_input.a, 6u)], 88913u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], 6u)]), vec4<u32>(43920u, global1[_wgslsmith_index_u32(0u, 6u)], global1[_wgslsmith_index_u32(12712u, 6u)], 40526u))).xyz).x, 3u)]));
                let var_0 = Struct_1(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(step(global0[_wgslsmith_index_u32(abs(global1[_wgslsmith_index_u32(atomicMax(&wg_atomic_u32, global1[_wgslsmith_index_u32(21056u, 6u)]), 6u)]), 3u)].zxz, _wgslsmith_f_op_vec3_f32(-vec3<f32>(-909f, -724f, 479f)))).x + _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(57693u, 3u)].x, 394f, global0[_wgslsmith_index_u32(0u, 3u)].x), _wgslsmith_div_vec3_f32(vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -517f, -525f), global0[_wgslsmith_index_u32(u_input.a, 3u)].zyx)))).x), vec3<i32>(~80183i << ((u_input.a * select(vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a), vec2<u32>(27962u, 13125u), false).x) % 32u), u_input.b, -u_input.b), atomicLoad(&wg_atomic_u32));
                var var_1 = select(vec4<bool>(vec2<bool>(true, true).x, all(vec4<bool>(true, true, true, true)), true, true), vec4<bool>(true, true, true, true), !vec4<bool>(true, (-31740i ^ var_0.b.x) == (1i >> (0u % 32u)), all(vec4<bool>(true, true, true, true).xxw), true)).yw;
                var var_2 = var_0;
                var var_3 = firstLeadingBit(~vec2<i32>(0i, 1i));
            }
            case 1i: {
                let var_0 = firstTrailingBit(~vec3<u32>(1u, ~36108u, u_input.a)) / (reverseBits(~(~vec4<u32>(u_input.a, 4294967295u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], u_input.a))).zzz & (~(~vec3<u32>(0u, u_input.a, 14200u)) & _wgslsmith_mod_vec3_u32(vec3<u32>(u_input.a, 47700u, u_input.a), vec3<u32>(u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], 0u) << (vec3<u32>(4294967295u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 6u)], u_input.a) % vec3<u32>(32u)))));
                let var_1 = ~(global1[_wgslsmith_index_u32(select(var_0, ~vec3<u32>(0u, 13131u, 65904u), vec3<bool>(true, true, true)).x, 6u)] - _wgslsmith_mod_u32(min(countOneBits(1u), firstTrailingBit(20259u)), ~(~12967u)));
                var var_2 = Struct_3(mat4x2<f32>(global0[_wgslsmith_index_u32(var_0.x, 3u)].zy, func_3()[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, var_0.x, var_0.x | 0u).old_value, 3u)].xx, _wgslsmith_f_op_vec2_f32(-global0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 4294967295u, 13705u).old_value ^ 4294967295u, 3u)].zz), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(global0[_wgslsmith_index_u32(1u, 3u)].x, global0[_wgslsmith_index_u32(52646u, 3u)].x, 270f, global0[_wgslsmith_index_u32(var_0.x, 3u)].x))).xxx * vec3<f32>(global0[_wgslsmith_index_u32(var_1, 3u)].x, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 3u)].x, -1000f)), vec3<f32>(_wgslsmith_f_op_f32(-815f), _wgslsmith_f_op_f32(max(global0[_wgslsmith_index_u32(37423u, 3u)].x, -539f)), -138f), vec3<bool>(true, false, false))).zz), mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-2081f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(var_1, 3u)].x), _wgslsmith_f_op_f32(-1165f))), vec3<f32>(_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(trunc(global0[_wgslsmith_index_u32(var_0.x, 3u)].yxw)))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1320f)), -1684f), 1000f), global0[_wgslsmith_index_u32(~countOneBits(var_0).x, 3u)].zwz));
                (((var_2).b)[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(max(var_0, var_0 * firstTrailingBit(abs(~vec3<u32>(4294967295u, global1[_wgslsmith_index_u32(var_0.x, 6u)], 0u)))).x, 6u)], 3u)]).x = 243f;
            }
            case i32(-2147483648): {
            }
            default: {
                ((global0)[_wgslsmith_index_u32(21561u, 3u)]).x = -668f;
                var var_0 = _wgslsmith_mod_vec3_u32(_wgslsmith_mod_vec3_u32(vec3<u32>(select(vec3<u32>(global1[_wgslsmith_index_u32(0u, 6u)], global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a), vec3<u32>(4294967295u, 14115u, u_input.a), vec3<bool>(true, false, false)).x, ~2031u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(344u, 6u)], 6u)], 6u)] >> (global1[_wgslsmith_index_u32(73948u, 6u)] % 32u)) + ((vec3<u32>(u_input.a, u_input.a, 4294967295u) | vec3<u32>(global1[_wgslsmith_index_u32(4294967295u, 6u)], 163784u, 36299u)) - vec3<u32>(1u, 1u, 1u)), max(~min(vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a, 88295u, 0u), vec4<u32>(u_input.a, 1u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], u_input.a)), ~reverseBits(vec4<u32>(59515u, u_input.a, global1[_wgslsmith_index_u32(17412u, 6u)], global1[_wgslsmith_index_u32(1u, 6u)]))).xzx), countLeadingZeros(vec4<u32>(global1[_wgslsmith_index_u32(~(~u_input.a), 6u)], _wgslsmith_mod_u32(max(vec2<u32>(global1[_wgslsmith_index_u32(0u, 6u)], u_input.a), vec2<u32>(2823u, u_input.a)).x, 83706u), 40355u, 0u)).ywx);
            }
        }
        var var_0 = ~(vec3<u32>(u_input.a, ~33018u, ~global1[_wgslsmith_index_u32(u_input.a, 6u)] << ((u_input.a << (u_input.a % 32u)) % 32u)) | clamp(firstTrailingBit(vec4<u32>(1u, 2934u, u_input.a, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)])), ~countLeadingZeros(vec4<u32>(1u, 13374u, 9477u, u_input.a)), ~(~vec4<u32>(4294967295u, 0u, global1[_wgslsmith_index_u32(u_input.a, 6u)], global1[_wgslsmith_index_u32(81695u, 6u)]))).xxx);
        switch (insertBits(extractBits(vec4<i32>(vec4<i32>(1i, 1i, 1i, 1i).x, -u_input.b >> (40665u % 32u), 5588i, max(u_input.b, u_input.b) ^ (13248i - u_input.b)), 1u, 1u).x, -insertBits(14599i, u_input.b << ((u_input.a / u_input.a) % 32u), 13954u, (8361u * u_input.a) - min(vec3<u32>(var_0.x, u_input.a, u_input.a), vec3<u32>(global1[_wgslsmith_index_u32(var_0.x, 6u)], u_input.a, 25392u)).x), ((0u << (~global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)] % 32u)) - atomicMin(&wg_atomic_u32, var_0.x)) << (u_input.a % 32u), 0u)) {
            default: {
                global1 = array<u32, 6>();
                let var_1 = Struct_1(448f, -(~vec3<i32>(-32439i, u_input.b, 2147483647i) - -vec3<i32>(2147483647i, u_input.b, 35071i)) << (~firstLeadingBit(vec3<u32>(global1[_wgslsmith_index_u32(5730u, 6u)], global1[_wgslsmith_index_u32(1u, 6u)], 6951u) * vec3<u32>(u_input.a, 16418u, 1u)) % vec3<u32>(32u)), min(select(vec3<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], u_input.a, 18807u) << (vec3<u32>(var_0.x, u_input.a, 0u) % vec3<u32>(32u)), vec3<u32>(u_input.a, u_input.a, 1u) + vec3<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(var_0.x, 6u)], 6u)], u_input.a, 0u), false) - vec3<u32>(global1[_wgslsmith_index_u32(firstLeadingBit(vec3<u32>(global1[_wgslsmith_index_u32(0u, 6u)], var_0.x, 0u)).x, 6u)], u_input.a, 4294967295u), ~select(~vec4<u32>(9227u, 39754u, 102532u, u_input.a), vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a, var_0.x, u_input.a) * vec4<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(var_0.x, 6u)], 6u)], global1[_wgslsmith_index_u32(var_0.x, 6u)], global1[_wgslsmith_index_u32(61226u, 6u)], 52744u), vec4<bool>(true, true, true, true)).wzz).x);
            }
        }
    } else {
        var var_0 = Struct_4(true != !((_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-1000f, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 3u)].x, -127f, 896f), global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 3u)], false)).x < _wgslsmith_f_op_f32(-978f))), global0[_wgslsmith_index_u32(40911u, 3u)], select(-(-vec4<i32>(u_input.b, 1i, u_input.b, i32(-2147483648))) >> ((vec4<u32>(u_input.a, 4343u, global1[_wgslsmith_index_u32(26037u, 6u)], u_input.a) | vec4<u32>(4294967295u, 4294967295u, 17572u, u_input.a)) % vec4<u32>(32u)), _wgslsmith_mod_vec4_i32(-(-vec4<i32>(39953i, 16345i, i32(-2147483648), 24858i)), -(vec4<i32>(0i, -16118i, u_input.b, u_input.b) | vec4<i32>(u_input.b, u_input.b, u_input.b, u_input.b))), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), (global1[_wgslsmith_index_u32(48724u, 6u)] & 32180u) == atomicAdd(&wg_atomic_u32, 12377u))));
        (var_0).a = !(select(vec4<bool>(!var_0.a, false, true, u_input.b >= u_input.b), !vec4<bool>(false, var_0.a, false, var_0.a), !vec4<bool>(var_0.a, true, false, false)).x | var_0.a);
        for (var var_1 = 27127i; ; var_1 = min(_wgslsmith_mod_vec2_i32(var_0.c.wz, var_0.c.xx), var_0.c.wy).x) {
            if (LOOP_COUNTERS[24u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[24u] = LOOP_COUNTERS[24u] + 1u;
            ((global0)[_wgslsmith_index_u32(1u, 3u)]).x = _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.b.x) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0.b.x) - _wgslsmith_f_op_f32(max(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, 153f)))) + -788f));
            var var_2 = Struct_4(true, var_0.b, vec4<i32>(countLeadingZeros(23744i | var_0.c.x) ^ 12154i, var_0.c.x, -u_input.b, (-8435i << (~4294967295u % 32u)) | var_0.c.x));
        }
        for (var var_1 = 41171i; var_0.a; ((global0)[_wgslsmith_index_u32(~(~global1[_wgslsmith_index_u32(abs(extractBits(vec4<u32>(64242u, 1u, 34084u, 0u), ~u_input.a, u_input.a)).x, 6u)]), 3u)]).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(sign(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~(4294967295u / clamp(vec3<u32>(15506u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)], 6u)], u_input.a), vec3<u32>(global1[_wgslsmith_index_u32(4294967295u, 6u)], 84322u, 1u), vec3<u32>(u_input.a, 26429u, global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(24427u, 6u)], 6u)])).x), 6u)], 3u)].zzy)).x)) {
            if (LOOP_COUNTERS[25u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[25u] = LOOP_COUNTERS[25u] + 1u;
            let var_2 = -2147483647i ^ (countTrailingZeros(clamp(max(vec4<i32>(var_0.c.x, -64066i, 0i, var_0.c.x), var_0.c), -vec4<i32>(i32(-2147483648), var_0.c.x, 18204i, u_input.b), ~var_0.c)).x | (u_input.b >> ((1u & global1[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], u_input.a, 80899u, 51269u)).x, 6u)]) % 32u)));
            var_1 = var_2;
            continue;
        }
    }
    loop {
        if (LOOP_COUNTERS[26u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[26u] = LOOP_COUNTERS[26u] + 1u;
        global1 = array<u32, 6>();
        for (var var_0: i32; ; var_0 += 1i) {
            if (LOOP_COUNTERS[27u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[27u] = LOOP_COUNTERS[27u] + 1u;
            ((global0)[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, ~(~((u_input.a + 47426u) | u_input.a))), 3u)]).x = _wgslsmith_f_op_f32(abs(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-2473f, 1990f, global0[_wgslsmith_index_u32(1u, 3u)].x))), _wgslsmith_f_op_vec3_f32(sign(_wgslsmith_f_op_vec3_f32(global0[_wgslsmith_index_u32(u_input.a, 3u)].wwy - vec3<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x, global0[_wgslsmith_index_u32(u_input.a, 3u)].x)))))).x)));
            var var_1 = select(vec4<bool>(u_input.a != (global1[_wgslsmith_index_u32(928u, 6u)] ^ ~u_input.a), false == (u_input.b > u_input.b), true, any(vec3<bool>(true, true, true)) && ((_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].x) < _wgslsmith_f_op_vec2_f32(abs(vec2<f32>(global0[_wgslsmith_index_u32(u_input.a, 3u)].x, -1489f))).x))), vec4<bool>(all(vec4<bool>(true, true, true, true)), select(vec3<bool>(true, true, true), vec3<bool>(true, u_input.b <= -1i, true), vec3<bool>(true, true, true)).x, false, true), vec4<bool>(false, true, vec2<bool>(true, true).x, true)).x;
        }
        (global0)[_wgslsmith_index_u32(~u_input.a, 3u)] = vec4<f32>(-1012f, _wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(u_input.a & global1[_wgslsmith_index_u32(select(vec4<u32>(global1[_wgslsmith_index_u32(23871u, 6u)], u_input.a, u_input.a, u_input.a) * vec4<u32>(u_input.a, 4294967295u, 4294967295u, global1[_wgslsmith_index_u32(37962u, 6u)]), ~vec4<u32>(8079u, 4294967295u, 4294967295u, 31112u), true).x, 6u)], 3u)].x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-396f)))), _wgslsmith_f_op_f32(-698f * -1889f));
        while (true) {
            if (LOOP_COUNTERS[28u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[28u] = LOOP_COUNTERS[28u] + 1u;
            let var_0 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(saturate(global0[_wgslsmith_index_u32(4294967295u, 3u)].www)), vec3<f32>(_wgslsmith_f_op_f32(-(-672f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(1u, 6u)], 3u)].x)) + _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(499f + global0[_wgslsmith_index_u32(u_input.a, 3u)].x))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(496f * -465f))), _wgslsmith_f_op_vec3_f32(-vec3<f32>(global0[_wgslsmith_index_u32(reverseBits(4294967295u), 3u)].x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(63431u, 3u)].x + global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(0u, 6u)], 6u)], 6u)], 3u)].x) * 1236f), global0[_wgslsmith_index_u32(11912u, 3u)].x)));
        }
    }
    let var_0 = ~((vec2<u32>(~u_input.a, 4872u) << (~firstLeadingBit(vec3<u32>(0u, global1[_wgslsmith_index_u32(u_input.a, 6u)], 35275u)).yz % vec2<u32>(32u))) - reverseBits(vec2<u32>(countLeadingZeros(vec4<u32>(u_input.a, u_input.a, 4294967295u, global1[_wgslsmith_index_u32(1u, 6u)])).x, 101u)));
    return func_3();
}

@compute
@workgroup_size(1u)
fn main(@builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    loop {
        if (LOOP_COUNTERS[29u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[29u] = LOOP_COUNTERS[29u] + 1u;
        let var_0 = func_1();
        continue;
        continuing {
            var var_1 = _wgslsmith_f_op_f32(-(-572f));
            var_1 = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(-586f), _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(37930u, 3u)].x - var_0[_wgslsmith_index_u32(1u, 3u)].x), -407f, -284f), global0[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 3u)], vec4<bool>(true, any(vec4<bool>(true, true, false, false)), false, builtin_local_invocation_index >= 1u))))).x);
            var var_2 = ~global1[_wgslsmith_index_u32(~(~u_input.a) << (global1[_wgslsmith_index_u32(countTrailingZeros(~u_input.a), 6u)] % 32u), 6u)] - builtin_local_invocation_index;
            if (any(vec3<bool>(true, true, true))) {
                var var_3 = true;
                var_2 = ~1u;
                var var_4 = _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, global1[_wgslsmith_index_u32(18873u, 6u)]) ^ ~35686u, 3u)])) - _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0[_wgslsmith_index_u32(1u, 3u)])), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-global0[_wgslsmith_index_u32(u_input.a, 3u)].zxy)))), vec3<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~6091u, 6u)], 3u)].x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.a, 3u)].x), var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x))));
            }
            let var_3 = Struct_1(var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(93642u, ~(builtin_local_invocation_index / global1[_wgslsmith_index_u32(u_input.a, 6u)])) | 59297u, 3u)].x, reverseBits(vec4<i32>(~countTrailingZeros(vec2<i32>(u_input.b, -53112i)).x, _wgslsmith_mod_i32(-4296i, ~u_input.b), insertBits(vec4<i32>(-1i, 29323i, 1i, 2147483647i), vec4<i32>(u_input.b, u_input.b, u_input.b, -695i), 72499u >> (global1[_wgslsmith_index_u32(u_input.a, 6u)] % 32u), global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(20370u, 6u)], 6u)], 6u)] >> (u_input.a % 32u)).x, 1i)).yyx, global1[_wgslsmith_index_u32(55254u - 106389u, 6u)]);
        }
    }
    loop {
        if (LOOP_COUNTERS[30u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[30u] = LOOP_COUNTERS[30u] + 1u;
    }
    var var_0 = mat2x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(trunc(_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(726u, 6u)], 3u)].xz - vec2<f32>(-971f, global0[_wgslsmith_index_u32(0u, 3u)].x)))).x), -1824f), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(func_2(Struct_3(mat4x2<f32>(global0[_wgslsmith_index_u32(4294967295u, 3u)].ww, global0[_wgslsmith_index_u32(1u, 3u)].zx, vec2<f32>(161f, -2661f), vec2<f32>(1823f, 377f)), mat3x3<f32>(global0[_wgslsmith_index_u32(0u, 3u)].xzy, global0[_wgslsmith_index_u32(1u, 3u)].zyx, global0[_wgslsmith_index_u32(38847u, 3u)].zxy))))));
    loop {
        if (LOOP_COUNTERS[31u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[31u] = LOOP_COUNTERS[31u] + 1u;
        for (var var_1 = 2147483647i; ; var_1 -= 1i) {
            if (LOOP_COUNTERS[32u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[32u] = LOOP_COUNTERS[32u] + 1u;
        }
        global1 = array<u32, 6>();
    }
    var var_1 = vec4<bool>(!select(vec4<bool>(true, true, true, true).zzw, select(vec3<bool>(true, false, false), vec3<bool>(true, true, true), atomicCompareExchangeWeak(&wg_atomic_i32, u_input.b, -2691i).exchanged), vec3<bool>(true, true, true)).x, true, select(vec4<bool>(true, false, any(vec4<bool>(true, true, true, true)), false), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), select(vec4<bool>(true, true, false, true), vec4<bool>(true, true, true, true), 1i != u_input.b)), !vec4<bool>(true, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x != var_0[_wgslsmith_index_u32(1u, 2u)].x, true, true)).x, (_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(builtin_local_invocation_index, builtin_local_invocation_index), 2u)].x) * global0[_wgslsmith_index_u32(select(~vec3<u32>(builtin_local_invocation_index, 1u, 0u), reverseBits(vec3<u32>(0u, 0u, u_input.a)), vec4<bool>(true, true, true, true).x).x, 3u)].x) < _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(927f, global0[_wgslsmith_index_u32(17618u, 3u)].x, 1335f, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), vec4<f32>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)].x, var_0[_wgslsmith_index_u32(19097u, 2u)].x, 308f, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 6u)], 3u)].x), vec4<bool>(true, true, false, false))).yzy, vec3<f32>(global0[_wgslsmith_index_u32(0u, 3u)].x, global0[_wgslsmith_index_u32(1u, 3u)].x, var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x))).x - _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(clamp(global0[_wgslsmith_index_u32(48064u, 3u)].zzy, global0[_wgslsmith_index_u32(0u, 3u)].yxw, global0[_wgslsmith_index_u32(0u, 3u)].wzz)))).x)));
    global0 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(global0[_wgslsmith_index_u32((global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a, 6u)] - global1[_wgslsmith_index_u32(1u, 6u)], 6u)] ^ builtin_local_invocation_index) * global1[_wgslsmith_index_u32(5034u, 6u)], 3u)] - global0[_wgslsmith_index_u32(9479u, 3u)]), vec4<f32>(_wgslsmith_f_op_vec2_f32(select(_wgslsmith_div_vec2_f32(vec2<f32>(1451f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x), vec2<f32>(399f, var_0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(87202u, 6u)], 2u)].x)), vec2<f32>(_wgslsmith_f_op_f32(saturate(-1319f)), _wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(0u, 3u)].x * 1482f)), vec2<bool>(select(vec2<bool>(false, var_1.x), var_1.xx, var_1.wx).x, true))).x, var_0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(~global1[_wgslsmith_index_u32(builtin_local_invocation_index, 6u)], 6u)], 2u)].x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(sign(_wgslsmith_f_op_f32(-global0[_wgslsmith_index_u32(1u, 3u)].x))), 332f), _wgslsmith_f_op_f32(sign(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(u_input.a * countTrailingZeros(vec2<u32>(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 6u)], 6u)], global1[_wgslsmith_index_u32(32169u, 6u)])).x, 6u)], 3u)].x))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(exp(_wgslsmith_f_op_vec2_f32(global0[_wgslsmith_index_u32(1u, 3u)].yz * vec2<f32>(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(builtin_local_invocation_index, 6u)], 3u)].x, global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(4294967295u, 6u)], 6u)], 3u)].x)))).x), _wgslsmith_f_op_f32(-_wgslsmith_div_f32(global0[_wgslsmith_index_u32(~builtin_local_invocation_index, 3u)].x, var_0[_wgslsmith_index_u32(49576u ^ u_input.a, 2u)].x)), 1267f, global0[_wgslsmith_index_u32(u_input.a ^ extractBits(vec4<u32>(0u, builtin_local_invocation_index, 1466u, 53900u), 4294967295u, select(vec2<u32>(1u, 42784u), vec2<u32>(global1[_wgslsmith_index_u32(u_input.a, 6u)], 1u), var_1.yy).x).x, 3u)].x));
    var var_2 = var_1.x;
    let x = u_input.a;
    s_output = StorageBuffer(mat3x4<f32>(global0[_wgslsmith_index_u32(firstLeadingBit(~vec2<u32>(u_input.a, global1[_wgslsmith_index_u32(builtin_local_invocation_index, 6u)])).x + atomicXor(&wg_atomic_u32, u_input.a), 3u)], global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)], vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(global0[_wgslsmith_index_u32(8171u, 3u)].x * 1000f) - _wgslsmith_f_op_f32(-(-276f))), -1195f, _wgslsmith_f_op_f32(-1226f), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, 555f, 358f)))).x)), mat3x4<f32>(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_f_op_vec4_f32(min(global0[_wgslsmith_index_u32(88664u | builtin_local_invocation_index, 3u)], global0[_wgslsmith_index_u32(1u, 3u)])))), vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(max(global0[_wgslsmith_index_u32(0u, 3u)], global0[_wgslsmith_index_u32(0u, 3u)])).x), global0[_wgslsmith_index_u32(31917u | insertBits(vec2<u32>(builtin_local_invocation_index, global1[_wgslsmith_index_u32(23667u, 6u)]), vec2<u32>(70877u, u_input.a), builtin_local_invocation_index, 4294967295u).x, 3u)].x, var_0[_wgslsmith_index_u32(~u_input.a, 2u)].x, var_0[_wgslsmith_index_u32(min(~global1[_wgslsmith_index_u32(36481u, 6u)], ~global1[_wgslsmith_index_u32(u_input.a, 6u)]), 2u)].x), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(exp(global0[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(global1[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, 0u, 1u).old_value, 6u)], 6u)], 3u)])) - _wgslsmith_f_op_vec4_f32(-global0[_wgslsmith_index_u32(builtin_local_invocation_index, 3u)]))));
}

