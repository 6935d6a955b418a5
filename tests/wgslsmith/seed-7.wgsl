// {"0:0":[200,106,106,26,51,87,39,121,23,131,165,133,199,145,76,213,45,0,174,208,0,220,163,215,224,64,168,74,252,12,94,52,221,75,251,58,253,19,91,232,234,48,2,121,193,237,86,215]}
// Seed: 7

struct Struct_1 {
    @align(8)
    @size(8)
    a: u32,
}

struct Struct_2 {
    a: mat3x3<f32>,
    @size(12)
    b: i32,
    @size(28)
    c: vec3<u32>,
}

struct Struct_3 {
    @align(32)
    a: Struct_1,
    @align(8)
    b: f32,
    @align(4)
    c: u32,
    @align(32)
    @size(24)
    d: mat3x2<f32>,
    e: mat2x3<f32>,
}

struct UniformBuffer {
    @align(4)
    a: u32,
    b: vec4<i32>,
    @align(8)
    @size(4)
    c: u32,
    @size(4)
    d: u32,
}

struct StorageBuffer {
    @align(16)
    a: vec3<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_output: StorageBuffer;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 23>;

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_mod_vec3_u32(a: vec3<u32>, b: vec3<u32>) -> vec3<u32> {
    return select(a % b, a, ((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u));
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn func_5(arg_0: Struct_2) -> Struct_1 {
    var var_0 = true;
    var_0 = true;
    loop {
        if (LOOP_COUNTERS[0u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
        continuing {
            var var_1 = _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec3_f32(clamp(arg_0.a[_wgslsmith_index_u32(extractBits(~arg_0.c.yy, u_input.d + 11045u, ~11171u).x >> ((firstTrailingBit(arg_0.c).x * arg_0.c.x) % 32u), 3u)], _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.a[_wgslsmith_index_u32(u_input.a, 3u)].x, 839f, -414f) * arg_0.a[_wgslsmith_index_u32(8556u, 3u)]) + _wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(0u, 3u)])))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(abs(arg_0.a[_wgslsmith_index_u32(countLeadingZeros(vec4<u32>(u_input.c, 4294967295u, 5044u, 0u)).x, 3u)])) * _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(536f, 1174f, arg_0.a[_wgslsmith_index_u32(77712u, 3u)].x, arg_0.a[_wgslsmith_index_u32(24008u, 3u)].x))))).yyy))).xz, _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(-438f, _wgslsmith_f_op_f32(saturate(193f))))) * arg_0.a[_wgslsmith_index_u32(select((vec2<u32>(u_input.a, u_input.c) + arg_0.c.xx) >> (~arg_0.c.yx % vec2<u32>(32u)), extractBits(vec4<u32>(u_input.d, u_input.c, 23640u, 4294967295u), arg_0.c.x, 1u).zy >> (arg_0.c.zz % vec2<u32>(32u)), vec2<bool>(true, true)).x, 3u)].zy))).x;
            while (atomicCompareExchangeWeak(&wg_atomic_i32, -28028i, i32(-2147483648)).exchanged) {
                if (LOOP_COUNTERS[1u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
                var_1 = 663f;
                let var_2 = !select(vec2<bool>(true, true), vec2<bool>((arg_0.b < 1i), true), select(vec4<bool>((arg_0.a[_wgslsmith_index_u32(4294967295u, 3u)].x < arg_0.a[_wgslsmith_index_u32(22348u, 3u)].x), true, true, true), vec4<bool>(true, true, true, true), false).x);
                var var_3 = -1i;
                break;
            }
            var_1 = arg_0.a[_wgslsmith_index_u32(countLeadingZeros(select(_wgslsmith_mod_vec4_u32(vec4<u32>(arg_0.c.x, u_input.d, u_input.a, 34378u), vec4<u32>(arg_0.c.x, 4294967295u, 67245u, u_input.d)), max(~vec4<u32>(arg_0.c.x, 0u, 4294967295u, arg_0.c.x), vec4<u32>(u_input.c, 0u, u_input.a, 0u)), true) ^ countTrailingZeros(countOneBits(vec4<u32>(0u, 12431u, u_input.d, 1u)))).x, 3u)].x;
            let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0.a[_wgslsmith_index_u32(4294967295u, 3u)].x, -943f, arg_0.a[_wgslsmith_index_u32(0u, 3u)].x, 990f)))))).yy), vec2<f32>(arg_0.a[_wgslsmith_index_u32(~(~310u / max(vec2<u32>(11118u, 32313u), arg_0.c.zx).x), 3u)].x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-935f)))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-arg_0.a[_wgslsmith_index_u32(1u, 3u)].xy)), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(1u, 3u)].x)), _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(atomicLoad(&wg_atomic_u32), 3u)].x)) * vec2<f32>(_wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(select(1248f, _wgslsmith_div_f32(911f, -921f), true)))));
            if (max(-(vec4<i32>(43771i, arg_0.b, -61919i, 0i) ^ (u_input.b - u_input.b)), countLeadingZeros(u_input.b)).x != select(clamp(~(-u_input.b), vec4<i32>(arg_0.b, arg_0.b, 35459i, arg_0.b) + firstLeadingBit(u_input.b), vec4<i32>(u_input.b.x, 1i, arg_0.b << (27718u % 32u), reverseBits(u_input.b).x)).yyw, countTrailingZeros(u_input.b.zxz), vec3<bool>(true, true, true)).x) {
                var var_3 = select(vec4<u32>(select(vec3<u32>(arg_0.c.x, 4294967295u, 48441u), arg_0.c, false).x ^ ~0u, u_input.c | 4294967295u, reverseBits(arg_0.c.xy).x, arg_0.c.x), vec4<u32>(u_input.a, u_input.d * u_input.a, 1u, u_input.c), arg_0.a[_wgslsmith_index_u32(23214u, 3u)].x <= _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(arg_0.c.x, 4u)].x)) - ~select(clamp(~vec4<u32>(arg_0.c.x, arg_0.c.x, u_input.c, u_input.c), ~vec4<u32>(arg_0.c.x, arg_0.c.x, arg_0.c.x, 1u), ~vec4<u32>(u_input.c, 4294967295u, 49302u, 0u)), ~select(vec4<u32>(arg_0.c.x, arg_0.c.x, 0u, u_input.d), vec4<u32>(34013u, arg_0.c.x, 0u, 62016u), vec4<bool>(true, true, true, true)), false);
                var var_4 = _wgslsmith_f_op_f32(1093f - var_2[_wgslsmith_index_u32(abs(vec3<u32>(abs(arg_0.c.zx / vec2<u32>(41093u, 62319u)).x, _wgslsmith_mod_u32(abs(u_input.d), u_input.a), arg_0.c.x)).x, 4u)].x);
                var var_5 = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-vec3<f32>(796f, -778f, -607f)) * _wgslsmith_f_op_vec3_f32(-arg_0.a[_wgslsmith_index_u32(4294967295u, 3u)]))) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(2170f, var_2[_wgslsmith_index_u32(arg_0.c.x, 4u)].x, -1891f), _wgslsmith_f_op_vec3_f32(fract(vec3<f32>(var_2[_wgslsmith_index_u32(var_3.x, 4u)].x, var_2[_wgslsmith_index_u32(var_3.x, 4u)].x, -2043f)))))), arg_0.a[_wgslsmith_index_u32(u_input.a, 3u)]);
                var var_6 = 1u;
                let var_7 = mat3x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(ceil(var_5[_wgslsmith_index_u32(0u, 2u)])).x * _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(select(arg_0.a[_wgslsmith_index_u32(u_input.d, 3u)], vec3<f32>(-106f, arg_0.a[_wgslsmith_index_u32(arg_0.c.x, 3u)].x, -108f), true)).x * _wgslsmith_f_op_vec3_f32(round(vec3<f32>(arg_0.a[_wgslsmith_index_u32(var_3.x, 3u)].x, -2825f, arg_0.a[_wgslsmith_index_u32(u_input.c, 3u)].x))).x)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(select(vec3<u32>(arg_0.c.x, 0u, 4294967295u), vec3<u32>(18817u, arg_0.c.x, var_3.x), false).x, 4u)].x * 3134f), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(saturate(var_5[_wgslsmith_index_u32(var_3.x, 2u)].x)) - arg_0.a[_wgslsmith_index_u32(~u_input.a, 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(ceil(vec2<f32>(1168f, -1612f))).x * -1458f)), _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_div_f32(var_2[_wgslsmith_index_u32(u_input.a, 4u)].x, -2431f) - vec4<f32>(1f, 1f, 1f, 1f).x), _wgslsmith_f_op_f32(min(var_5[_wgslsmith_index_u32(u_input.a, 2u)].x, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(6430u, 4u)].x))))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_div_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(1u, 4u)].x, -1268f, 1033f, var_2[_wgslsmith_index_u32(6088u, 4u)].x), vec4<f32>(var_2[_wgslsmith_index_u32(arg_0.c.x, 4u)].x, arg_0.a[_wgslsmith_index_u32(arg_0.c.x, 3u)].x, 1000f, 117f)) - vec4<f32>(319f, -1107f, -366f, -2195f)) + _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-293f, arg_0.a[_wgslsmith_index_u32(u_input.c, 3u)].x, arg_0.a[_wgslsmith_index_u32(54871u, 3u)].x, var_2[_wgslsmith_index_u32(u_input.c, 4u)].x) - vec4<f32>(var_5[_wgslsmith_index_u32(u_input.d, 2u)].x, 421f, arg_0.a[_wgslsmith_index_u32(u_input.a, 3u)].x, -453f)), vec4<f32>(var_5[_wgslsmith_index_u32(0u, 2u)].x, var_2[_wgslsmith_index_u32(arg_0.c.x, 4u)].x, -711f, 203f))) - vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-1742f)), _wgslsmith_f_op_f32(arg_0.a[_wgslsmith_index_u32(arg_0.c.x, 3u)].x * 2132f), var_5[_wgslsmith_index_u32(1u, 2u)].x, _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-2488f - -494f))))), vec4<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(min(_wgslsmith_div_vec2_f32(vec2<f32>(-458f, arg_0.a[_wgslsmith_index_u32(126812u, 3u)].x), vec2<f32>(-725f, 713f)), var_5[_wgslsmith_index_u32(arg_0.c.x, 2u)].xy)).x - _wgslsmith_f_op_vec3_f32(max(var_5[_wgslsmith_index_u32(select(var_3.wyw, vec3<u32>(4294967295u, arg_0.c.x, u_input.a), true).x, 2u)], _wgslsmith_f_op_vec3_f32(vec3<f32>(var_5[_wgslsmith_index_u32(5012u, 2u)].x, 1009f, arg_0.a[_wgslsmith_index_u32(1u, 3u)].x) * vec3<f32>(var_5[_wgslsmith_index_u32(u_input.d, 2u)].x, 603f, 248f)))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_div_f32(827f, var_5[_wgslsmith_index_u32(31112u, 2u)].x) - 408f)), _wgslsmith_div_f32(-533f, _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1000f, -210f, 592f, 1070f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_2[_wgslsmith_index_u32(arg_0.c.x, 4u)].x, var_2[_wgslsmith_index_u32(5254u, 4u)].x, -874f, -467f) - vec4<f32>(var_5[_wgslsmith_index_u32(u_input.c, 2u)].x, arg_0.a[_wgslsmith_index_u32(0u, 3u)].x, var_2[_wgslsmith_index_u32(4294967295u, 4u)].x, var_5[_wgslsmith_index_u32(20316u, 2u)].x)), vec4<bool>(false, false, false, true))).x), _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(var_2[_wgslsmith_index_u32(u_input.a, 4u)].x, var_2[_wgslsmith_index_u32(59921u, 4u)].x, var_2[_wgslsmith_index_u32(1u, 4u)].x, arg_0.a[_wgslsmith_index_u32(25545u, 3u)].x))))).x));
            }
        }
    }
    switch (_wgslsmith_mod_i32(0i, countTrailingZeros(u_input.b.zz).x)) {
        default: {
        }
    }
    while (false | select(vec3<bool>(true, true, true), select(vec3<bool>(arg_0.c.x >= 0u, true, true), vec3<bool>(any(vec3<bool>(false, false, false)), true, (arg_0.c.x < u_input.a)), atomicCompareExchangeWeak(&wg_atomic_u32, abs(arg_0.c).x, ~7374u).exchanged), vec3<bool>(false, true, (arg_0.a[_wgslsmith_index_u32(~81842u, 3u)].x < _wgslsmith_f_op_f32(-(-858f))))).x) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
        while (select(select(vec4<bool>(false, true && (u_input.a == u_input.d), atomicCompareExchangeWeak(&wg_atomic_u32, ~1u, 4637u).exchanged, false), vec4<bool>(any(vec2<bool>(true, true)), true, false, false), false), vec4<bool>(true, true, true, true), vec4<bool>(true, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(u_input.d, 3u)].x) != _wgslsmith_f_op_vec2_f32(max(arg_0.a[_wgslsmith_index_u32(u_input.a ^ 102783u, 3u)].zz, _wgslsmith_f_op_vec3_f32(clamp(vec3<f32>(699f, -943f, -111f), arg_0.a[_wgslsmith_index_u32(4294967295u, 3u)], arg_0.a[_wgslsmith_index_u32(6794u, 3u)])).zy)).x, !((~arg_0.c.x < countLeadingZeros(95421u))), true)).x) {
            if (LOOP_COUNTERS[3u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
            let var_1 = vec2<bool>(true, true);
            var_0 = true;
            break;
        }
        if (true) {
            var_0 = true;
            var var_1 = insertBits(vec4<i32>(u_input.b.x, -dot(countTrailingZeros(u_input.b.xz), u_input.b.yx), -(-(-45643i)), -arg_0.b), u_input.b, atomicLoad(&wg_atomic_u32), ~arg_0.c.x);
            var_1 = -((u_input.b << (~vec4<u32>(arg_0.c.x, arg_0.c.x, arg_0.c.x, 1u) % vec4<u32>(32u))) >> (countLeadingZeros(min(vec4<u32>(47850u, 30953u, 27359u, 0u), vec4<u32>(13487u, 0u, 71619u, u_input.d))) % vec4<u32>(32u))) | ~u_input.b;
            let var_2 = Struct_1(~1u + (2875u * insertBits(vec4<u32>(4294967295u, 10412u, u_input.c, 3242u), ~vec4<u32>(arg_0.c.x, u_input.c, 80552u, arg_0.c.x), 6546u >> (u_input.a % 32u), u_input.a).x));
        }
        loop {
            if (LOOP_COUNTERS[4u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        }
        switch (~u_input.b.x) {
            case -1i: {
                var var_1 = select(vec4<bool>(true, false, all(vec4<bool>(true, true, true, true)), false), select(vec4<bool>(true, true, vec3<bool>(true, true, true).x, true), vec4<bool>(true, true, all(vec3<bool>(true, false, true)), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(arg_0.a[_wgslsmith_index_u32(4294967295u, 3u)].x, 350f, arg_0.a[_wgslsmith_index_u32(5711u, 3u)].x, arg_0.a[_wgslsmith_index_u32(60798u, 3u)].x))).x > _wgslsmith_f_op_vec2_f32(floor(arg_0.a[_wgslsmith_index_u32(19550u, 3u)].zx)).x), vec4<bool>(true, true, true, all(vec4<bool>(true, true, true, true)))), !(!vec4<bool>(u_input.b.x > 0i, true, true, true))).yx;
                let var_2 = mat4x3<f32>(arg_0.a[_wgslsmith_index_u32(1u, 3u)], arg_0.a[_wgslsmith_index_u32(0u, 3u)], vec3<f32>(_wgslsmith_f_op_f32(-3186f + _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(arg_0.a[_wgslsmith_index_u32(6990u, 3u)].x, arg_0.a[_wgslsmith_index_u32(arg_0.c.x, 3u)].x, -1024f, 247f), vec4<f32>(-707f, arg_0.a[_wgslsmith_index_u32(u_input.a, 3u)].x, -1000f, arg_0.a[_wgslsmith_index_u32(arg_0.c.x, 3u)].x), var_1.x)), _wgslsmith_f_op_vec4_f32(-vec4<f32>(297f, 736f, arg_0.a[_wgslsmith_index_u32(1u, 3u)].x, -455f)), vec4<bool>(var_1.x, var_1.x, var_1.x, false))).x), 1374f, _wgslsmith_f_op_f32(-arg_0.a[_wgslsmith_index_u32(1u, 3u)].x)), arg_0.a[_wgslsmith_index_u32(u_input.a << (1u % 32u), 3u)]);
            }
            case 2147483647i: {
                var var_1 = Struct_2(mat3x3<f32>(arg_0.a[_wgslsmith_index_u32(arg_0.c.x, 3u)], arg_0.a[_wgslsmith_index_u32(~countOneBits(~arg_0.c).x, 3u)], arg_0.a[_wgslsmith_index_u32(_wgslsmith_mod_u32(~u_input.c & clamp(53221u, u_input.a, arg_0.c.x), firstLeadingBit(vec2<u32>(27878u, u_input.c)).x ^ arg_0.c.x), 3u)]), -select(vec2<i32>(u_input.b.x ^ -59369i, countLeadingZeros(u_input.b).x), u_input.b.yz >> ((vec2<u32>(u_input.d, 1u) / vec2<u32>(4294967295u, arg_0.c.x)) % vec2<u32>(32u)), vec2<bool>(true, true)).x, arg_0.c);
            }
            default: {
                continue;
            }
        }
        var var_1 = Struct_1(1u);
    }
    return Struct_1(u_input.a + arg_0.c.x);
}

fn func_4(arg_0: Struct_1) -> mat4x3<f32> {
    var var_0 = Struct_3(func_5(Struct_2(mat3x3<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-203f, -867f, -281f, 1000f))).wzz, _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(1455f, 210f, 108f, -518f))).zwx, _wgslsmith_f_op_vec3_f32(step(vec3<f32>(485f, -130f, -889f), vec3<f32>(214f, -750f, 777f)))), u_input.b.x, vec3<u32>(1u, 1u, 1u))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(-vec4<f32>(466f, -306f, -458f, 187f)))).x - _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-1121f))))), ~clamp(~max(vec4<u32>(u_input.c, 75798u, arg_0.a, 513u), vec4<u32>(u_input.a, arg_0.a, arg_0.a, 1014u)).yx, firstTrailingBit(countTrailingZeros(vec3<u32>(arg_0.a, u_input.a, 0u))).xz, (vec2<u32>(0u, u_input.a) & vec2<u32>(u_input.c, u_input.c)) << (extractBits(vec2<u32>(1u, u_input.c), u_input.a, 0u) % vec2<u32>(32u))).x, mat3x2<f32>(vec2<f32>(_wgslsmith_f_op_f32(-(-297f)), 1513f), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(987f, 898f)) * vec2<f32>(_wgslsmith_f_op_f32(-(-1930f)), _wgslsmith_f_op_f32(-869f))), _wgslsmith_f_op_vec2_f32(select(_wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(1343f, -1006f), vec2<f32>(1900f, -746f)) * _wgslsmith_f_op_vec2_f32(vec2<f32>(402f, -745f) + vec2<f32>(151f, 245f))), _wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(-346f, -442f, -1377f))).xz, vec2<bool>(true, true)))), mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1000f + 1489f) + _wgslsmith_f_op_f32(-(-3115f))), _wgslsmith_f_op_f32(-(-1355f)), 114f), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(817f, -1467f, -705f, -593f))).xzy), vec3<f32>(_wgslsmith_f_op_f32(floor(-645f)), _wgslsmith_f_op_f32(-774f + 1038f), 373f))));
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
    }
    var var_1 = vec2<bool>(true, true);
    var var_2 = u_input.b;
    while (var_1.x) {
        if (LOOP_COUNTERS[6u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
        (var_1).x = false;
        return mat4x3<f32>(_wgslsmith_f_op_vec3_f32(fract(var_0.e[_wgslsmith_index_u32(extractBits(vec2<u32>(var_0.c, 1u), countOneBits(0u) / abs(vec2<u32>(49004u, 1u)).x, arg_0.a).x, 2u)])), _wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-689f, 596f, -1878f, var_0.d[_wgslsmith_index_u32(u_input.d, 3u)].x))) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.b, 214f, var_0.e[_wgslsmith_index_u32(u_input.a, 2u)].x, var_0.d[_wgslsmith_index_u32(u_input.a, 3u)].x))) + _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(vec4<f32>(var_0.d[_wgslsmith_index_u32(u_input.d, 3u)].x, var_0.e[_wgslsmith_index_u32(22697u, 2u)].x, var_0.b, 235f), vec4<f32>(1585f, var_0.e[_wgslsmith_index_u32(30684u, 2u)].x, 355f, -1308f))))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(floor(_wgslsmith_div_vec4_f32(vec4<f32>(-2160f, var_0.d[_wgslsmith_index_u32(u_input.c, 3u)].x, var_0.e[_wgslsmith_index_u32(var_0.c, 2u)].x, 107f), vec4<f32>(var_0.d[_wgslsmith_index_u32(10931u, 3u)].x, var_0.e[_wgslsmith_index_u32(4294967295u, 2u)].x, 239f, var_0.b)))))))).wyz, _wgslsmith_f_op_vec3_f32(var_0.e[_wgslsmith_index_u32((~arg_0.a * 75877u) << (var_0.c % 32u), 2u)] + _wgslsmith_f_op_vec3_f32(vec3<f32>(var_0.d[_wgslsmith_index_u32(51853u, 3u)].x, _wgslsmith_div_f32(361f, var_0.e[_wgslsmith_index_u32(arg_0.a, 2u)].x), 675f) * _wgslsmith_f_op_vec4_f32(abs(vec4<f32>(1039f, -848f, -1219f, var_0.e[_wgslsmith_index_u32(var_0.c, 2u)].x))).xyz)), _wgslsmith_f_op_vec3_f32(clamp(var_0.e[_wgslsmith_index_u32(14927u, 2u)], var_0.e[_wgslsmith_index_u32(~arg_0.a ^ abs(vec4<u32>(u_input.d, var_0.c, 18669u, 4294967295u)).x, 2u)], _wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-var_0.d[_wgslsmith_index_u32(var_0.c, 3u)].x), _wgslsmith_f_op_f32(-536f), var_0.b) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0.e[_wgslsmith_index_u32(u_input.a, 2u)] * var_0.e[_wgslsmith_index_u32(16524u, 2u)]) + _wgslsmith_f_op_vec3_f32(-var_0.e[_wgslsmith_index_u32(var_0.a.a, 2u)]))))));
    }
    return mat4x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(max(vec3<f32>(var_0.d[_wgslsmith_index_u32(42385u, 3u)].x, var_0.d[_wgslsmith_index_u32(arg_0.a, 3u)].x, -1139f), _wgslsmith_f_op_vec3_f32(-vec3<f32>(-1888f, -502f, var_0.d[_wgslsmith_index_u32(var_0.c, 3u)].x)))))) - _wgslsmith_f_op_vec3_f32(var_0.e[_wgslsmith_index_u32((1u - arg_0.a) >> (insertBits(4294967295u, arg_0.a, 4294967295u, var_0.a.a) % 32u), 2u)] * _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.b, -723f, var_0.b))))), var_0.e[_wgslsmith_index_u32(arg_0.a, 2u)], _wgslsmith_f_op_vec3_f32(-var_0.e[_wgslsmith_index_u32(0u, 2u)]), vec3<f32>(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.b)), _wgslsmith_f_op_vec2_f32(select(vec2<f32>(1479f, 1501f), _wgslsmith_f_op_vec2_f32(var_0.d[_wgslsmith_index_u32(arg_0.a, 3u)] - var_0.e[_wgslsmith_index_u32(arg_0.a, 2u)].xz), var_1.x || var_1.x)).x), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0.b, -151f, -1340f, 1000f), vec4<f32>(var_0.b, 423f, var_0.b, 1064f), vec4<f32>(var_0.d[_wgslsmith_index_u32(4294967295u, 3u)].x, var_0.e[_wgslsmith_index_u32(arg_0.a, 2u)].x, var_0.b, 1000f))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.d[_wgslsmith_index_u32(87688u, 3u)].x, 1296f, 550f, 679f), vec4<f32>(var_0.b, var_0.e[_wgslsmith_index_u32(arg_0.a, 2u)].x, var_0.d[_wgslsmith_index_u32(63704u, 3u)].x, -1176f), var_1.x)), !var_1.x)))).x, -1070f));
}

fn func_3(arg_0: Struct_3, arg_1: mat2x4<f32>, arg_2: bool) -> Struct_1 {
    let var_0 = func_4(func_5(Struct_2(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].zxy), _wgslsmith_f_op_vec3_f32(vec3<f32>(arg_0.d[_wgslsmith_index_u32(61064u, 3u)].x, arg_0.e[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_0.d[_wgslsmith_index_u32(15604u, 3u)].x) + vec3<f32>(843f, -440f, arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x)), _wgslsmith_f_op_vec3_f32(arg_0.e[_wgslsmith_index_u32(arg_0.c, 2u)] * vec3<f32>(arg_1[_wgslsmith_index_u32(1u, 2u)].x, arg_1[_wgslsmith_index_u32(1u, 2u)].x, 373f))), atomicXor(&wg_atomic_i32, 47962i) >> (~arg_0.a.a % 32u), vec3<u32>(88879u, 29719u, countLeadingZeros(vec2<u32>(arg_0.a.a, arg_0.a.a)).x))));
    let var_1 = vec3<f32>(737f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(saturate(_wgslsmith_f_op_vec3_f32(abs(vec3<f32>(108f, -272f, -272f))).x)))), var_0[_wgslsmith_index_u32(~select(~vec4<u32>(u_input.a, 0u, u_input.a, 0u), ~vec4<u32>(0u, 50162u, u_input.d, 1u), arg_2 || false).x / 1u, 4u)].x);
    let var_2 = var_1.x;
    loop {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        let var_3 = arg_1;
        for (var var_4 = 43045i; var_4 != -2918i; var_4 -= 1i) {
            if (LOOP_COUNTERS[8u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
            var var_5 = countTrailingZeros(countLeadingZeros(~(-sign(u_input.b))));
        }
    }
    var var_3 = mat3x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(arg_1[_wgslsmith_index_u32(~arg_0.a.a, 2u)] * arg_1[_wgslsmith_index_u32(arg_0.c, 2u)])), arg_1[_wgslsmith_index_u32(abs(_wgslsmith_mod_vec3_u32(vec3<u32>(atomicSub(&wg_atomic_u32, u_input.d), ~4294967295u, 2379u + u_input.d), extractBits(firstLeadingBit(vec4<u32>(arg_0.a.a, 26401u, 0u, 1u)), u_input.a & arg_0.a.a, ~19640u).wxy)).x, 2u)], _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(_wgslsmith_f_op_vec2_f32(min(vec2<f32>(1156f, 1349f), vec2<f32>(443f, arg_0.b))).x, arg_0.b, _wgslsmith_f_op_f32(-arg_0.e[_wgslsmith_index_u32(u_input.a, 2u)].x), _wgslsmith_f_op_f32(-810f * var_2)) * _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(arg_0.e[_wgslsmith_index_u32(0u, 2u)].x, 432f, var_2, var_2), _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_1.x, arg_1[_wgslsmith_index_u32(8045u, 2u)].x, -218f, var_2), vec4<f32>(var_1.x, 343f, arg_1[_wgslsmith_index_u32(24932u, 2u)].x, arg_0.b), vec4<f32>(arg_1[_wgslsmith_index_u32(98399u, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.a, 2u)].x, arg_1[_wgslsmith_index_u32(arg_0.c, 2u)].x, var_1.x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0[_wgslsmith_index_u32(u_input.d, 4u)].x, -2166f, arg_1[_wgslsmith_index_u32(0u, 2u)].x, arg_1[_wgslsmith_index_u32(u_input.d, 2u)].x))))) - arg_1[_wgslsmith_index_u32(arg_0.c, 2u)]));
    return arg_0.a;
}

fn func_2(arg_0: Struct_1, arg_1: vec2<bool>) -> mat3x2<f32> {
    loop {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        var var_0 = Struct_3(func_3(Struct_3(arg_0, _wgslsmith_f_op_f32(_wgslsmith_div_f32(899f, 427f) - _wgslsmith_f_op_f32(-(-1159f))), ~u_input.c, mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(314f, 883f)), _wgslsmith_f_op_vec2_f32(vec2<f32>(-322f, -1000f) + vec2<f32>(-1029f, -237f)), _wgslsmith_div_vec2_f32(vec2<f32>(-588f, -2024f), vec2<f32>(-1858f, 1066f))), mat2x3<f32>(vec4<f32>(1f, 1f, 1f, 1f).zzz, _wgslsmith_f_op_vec3_f32(vec3<f32>(-256f, -1074f, -294f) * vec3<f32>(-603f, -925f, 1000f)))), mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(912f * 1274f), _wgslsmith_f_op_f32(1000f * 899f), _wgslsmith_f_op_f32(-261f + 258f), 1030f), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(-726f, -583f, -1558f, 2178f))))), select(vec3<bool>(arg_1.x, arg_1.x, select(arg_1, arg_1, true).x), vec3<bool>(false, false, false), vec3<bool>(arg_1.x, select(vec3<bool>(arg_1.x, true, arg_1.x), vec3<bool>(arg_1.x, false, false), vec3<bool>(true, true, arg_1.x)).x, true)).x), _wgslsmith_f_op_vec2_f32(clamp(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1813f, 650f)))), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(-645f, -630f, -393f, _wgslsmith_f_op_f32(587f - 531f)), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(431f, 137f, -628f, -203f), vec4<f32>(3065f, -1175f, -981f, 1598f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-383f, -270f, 113f, -1013f)))), true)).zy, vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(876f, -1991f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(1280f - 1218f))))).x, _wgslsmith_mod_u32(u_input.d, ~countLeadingZeros(select(vec2<u32>(0u, arg_0.a), vec2<u32>(arg_0.a, 25304u), arg_1).x)), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec4<f32>(1f, 1f, 1f, 1f).zy, vec2<f32>(1f, 1f))), vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-1386f) - _wgslsmith_f_op_vec3_f32(abs(vec3<f32>(-1219f, 831f, -563f))).x), _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-754f)), _wgslsmith_f_op_f32(-1881f - -1000f))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-473f, 610f, 362f, 2130f)))))).zz), mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-vec4<f32>(1f, 1f, 1f, 1f).x), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(983f, 291f, 875f, -551f))).x, 688f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(fract(vec4<f32>(-483f, 213f, 472f, 304f))).xwy - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(floor(vec3<f32>(-856f, -354f, -1000f)))))));
        while (_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(clamp(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.b + 424f)), _wgslsmith_f_op_vec3_f32(ceil(_wgslsmith_f_op_vec3_f32(vec3<f32>(-760f, var_0.b, var_0.b) + vec3<f32>(-1238f, var_0.b, 1796f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(clamp(var_0.e[_wgslsmith_index_u32(64933u, 2u)].yy, var_0.d[_wgslsmith_index_u32(var_0.a.a, 3u)], vec2<f32>(var_0.e[_wgslsmith_index_u32(arg_0.a, 2u)].x, var_0.e[_wgslsmith_index_u32(var_0.c, 2u)].x))).x * -1000f)))) == _wgslsmith_f_op_f32(-var_0.d[_wgslsmith_index_u32(~(~insertBits(4294967295u, 1u, u_input.a, 4294967295u)), 3u)].x)) {
            if (LOOP_COUNTERS[10u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        }
        while (true) {
            if (LOOP_COUNTERS[11u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
            ((var_0).a).a = 0u;
            let var_1 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0.d[_wgslsmith_index_u32(u_input.d, 3u)]) * _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(-1105f, -1935f, -887f, var_0.e[_wgslsmith_index_u32(4294967295u, 2u)].x))).ww) + var_0.e[_wgslsmith_index_u32(0u, 2u)].zz)), _wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0.b, 993f, var_0.e[_wgslsmith_index_u32(21433u, 2u)].x)), vec3<f32>(-619f, var_0.e[_wgslsmith_index_u32(u_input.c, 2u)].x, var_0.d[_wgslsmith_index_u32(var_0.c, 3u)].x), select(arg_1, arg_1, vec2<bool>(arg_1.x, arg_1.x)).x)).x, var_0.b), vec2<f32>(-1000f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(var_0.d[_wgslsmith_index_u32(u_input.a, 3u)].x - 1894f)))), _wgslsmith_f_op_vec2_f32(min(_wgslsmith_f_op_vec2_f32(-var_0.e[_wgslsmith_index_u32(var_0.c, 2u)].yx), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.b, -220f) * vec2<f32>(-951f, 759f)) - var_0.e[_wgslsmith_index_u32(arg_0.a, 2u)].yx)))));
            continue;
        }
        continuing {
            break if atomicCompareExchangeWeak(&wg_atomic_u32, ~57133u, arg_0.a).exchanged;
        }
    }
    while (arg_1.x) {
        if (LOOP_COUNTERS[12u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
        var var_0 = _wgslsmith_f_op_vec3_f32(select(vec3<f32>(_wgslsmith_f_op_f32(-2208f), _wgslsmith_f_op_f32(1f - _wgslsmith_f_op_f32(-(-317f))), _wgslsmith_f_op_f32(clamp(-888f, _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-507f, 591f, -1911f, 741f), _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1954f, -549f, 1846f, -1000f))), _wgslsmith_div_vec4_f32(vec4<f32>(-227f, 460f, -942f, 919f), vec4<f32>(-1143f, -1406f, 303f, -1000f)))).x, _wgslsmith_f_op_f32(-_wgslsmith_div_f32(-172f, -734f))))), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec4_f32(step(vec4<f32>(_wgslsmith_f_op_f32(-(-611f)), _wgslsmith_f_op_f32(-512f + 1897f), _wgslsmith_f_op_f32(-1091f), _wgslsmith_f_op_f32(-(-265f))), vec4<f32>(1f, 1f, 1f, 1f))).yxz, vec3<f32>(vec3<f32>(1f, 1f, 1f).x, _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-539f, 730f)))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(378f + -740f) + -813f)))), vec3<bool>(select(vec2<bool>(!arg_1.x, any(vec3<bool>(false, false, false))), vec2<bool>(arg_1.x, false), select(!vec3<bool>(true, false, arg_1.x), vec3<bool>(false, arg_1.x, false), arg_1.x).zz).x, !(!any(arg_1)), arg_1.x | arg_1.x))).xy;
        switch (~1i) {
            case -475i: {
                var var_1 = -(firstLeadingBit(vec3<i32>(reverseBits(u_input.b.ww).x, u_input.b.x, u_input.b.x)) & insertBits(countTrailingZeros(u_input.b.zzx), u_input.b.wxx, 1u, countLeadingZeros(~86061u)));
                var var_2 = Struct_2(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(var_0.x * var_0.x), _wgslsmith_f_op_vec3_f32(min(vec3<f32>(var_0.x, -836f, var_0.x), vec3<f32>(-546f, -546f, 569f))).x, 166f) + vec3<f32>(2589f, -574f, 382f)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(1381f, var_0.x, var_0.x) - vec3<f32>(-1693f, var_0.x, 1008f))) + _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(2338f, 102f, var_0.x, -543f), vec4<f32>(var_0.x, -289f, var_0.x, var_0.x), vec4<f32>(-673f, var_0.x, var_0.x, -911f))))).xwx), _wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(max(vec4<f32>(-802f, 752f, var_0.x, var_0.x), vec4<f32>(-398f, 1635f, 1572f, -837f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, var_0.x, -2513f)), !vec4<bool>(false, true, arg_1.x, true))))).wzw), _wgslsmith_mod_i32(-6897i, atomicOr(&wg_atomic_i32, abs(vec3<i32>(var_1.x, u_input.b.x, var_1.x)).x)), vec3<u32>(clamp(4294967295u, ~u_input.a >> (arg_0.a % 32u), ~(~1u)), arg_0.a, ~47381u));
                continue;
            }
            case -7365i: {
            }
            case 0i: {
                let var_1 = mat3x2<f32>(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(var_0.x, -526f, var_0.x, var_0.x), vec4<f32>(483f, -1000f, -620f, var_0.x))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, 723f, 652f, 516f))), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(abs(vec4<f32>(191f, var_0.x, -378f, 496f))))), vec4<f32>(_wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_f32(-(-343f)), 287f, _wgslsmith_f_op_f32(-970f)), arg_1.x)), arg_1.x)).wx, _wgslsmith_f_op_vec2_f32(exp(vec2<f32>(_wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(var_0.x * 1295f), _wgslsmith_f_op_f32(dot(vec2<f32>(604f, 559f), vec2<f32>(var_0.x, -1720f))))), var_0.x))), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(round(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.x, 109f)))) * _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.x, 1000f)) + vec2<f32>(_wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0.x, -1000f, var_0.x), vec3<f32>(735f, 121f, var_0.x))).x, var_0.x))));
                let var_2 = arg_0.a;
            }
            default: {
                var var_1 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(724f, 735f, 437f, -1983f) - vec4<f32>(var_0.x, 1123f, 969f, var_0.x)))), _wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(floor(vec4<f32>(621f, 341f, var_0.x, 857f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(var_0.x, var_0.x, -1007f, var_0.x)))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1229f, 229f, var_0.x, 1067f) + vec4<f32>(-608f, -2503f, var_0.x, 178f)))))));
            }
        }
        (var_0).x = _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(_wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-2505f, var_0.x, var_0.x, 1456f))).x, _wgslsmith_f_op_f32(-var_0.x), _wgslsmith_div_f32(-209f, -1131f)))), vec4<f32>(_wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(vec2<f32>(580f, 2096f) * vec2<f32>(400f, var_0.x)))).x, _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-431f, var_0.x, -656f, -351f))).x, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-395f)))))).x);
        continue;
    }
    while (true) {
        if (LOOP_COUNTERS[13u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
        continue;
    }
    var var_0 = _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(348f, -156f, -207f, -721f))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1000f, -575f, -742f, -1000f))), true | (5885u != arg_0.a)))))));
    switch (-21055i) {
        case -1i: {
            var_0 = vec4<f32>(_wgslsmith_f_op_f32(abs(893f)), _wgslsmith_f_op_f32(-var_0.x), _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(_wgslsmith_f_op_vec3_f32(step(var_0.wyx, _wgslsmith_f_op_vec3_f32(-vec3<f32>(245f, -106f, 434f)))).x, _wgslsmith_f_op_f32(-(-597f)), _wgslsmith_f_op_f32(-(-1008f))))).x, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(var_0.x, 122f, var_0.x, var_0.x), vec4<f32>(var_0.x, var_0.x, 1149f, -1392f), arg_1.x)).x + _wgslsmith_f_op_f32(var_0.x - 1000f))) - _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(exp2(_wgslsmith_div_f32(var_0.x, var_0.x))) - _wgslsmith_f_op_vec4_f32(round(vec4<f32>(var_0.x, var_0.x, var_0.x, -1000f))).x)));
            let var_1 = func_5(Struct_2(mat3x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(exp(vec3<f32>(-1693f, var_0.x, 1224f)))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-151f, var_0.x, 1059f) + var_0.yxx)), _wgslsmith_f_op_vec3_f32(-var_0.wyz)), firstTrailingBit(-(vec4<i32>(12730i, u_input.b.x, u_input.b.x, u_input.b.x) | vec4<i32>(u_input.b.x, u_input.b.x, u_input.b.x, i32(-2147483648)))).x, _wgslsmith_mod_vec3_u32(countLeadingZeros(vec3<u32>(u_input.a, u_input.d, 4294967295u)), abs(vec3<u32>(1u, 0u, u_input.c) * vec3<u32>(9981u, arg_0.a, 4294967295u)))));
            (var_0).x = _wgslsmith_div_f32(var_0.x, 1f);
        }
        case 3580i: {
            for (var var_1 = firstLeadingBit(1i); true; var_1 -= 1i) {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
            }
        }
        case 1i: {
        }
        default: {
            var var_1 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_0.yz - _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-var_0.zx) + _wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.x, var_0.x) + vec2<f32>(var_0.x, var_0.x))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.x, 213f) + _wgslsmith_f_op_vec2_f32(vec2<f32>(738f, var_0.x) - var_0.yx)) * vec2<f32>(_wgslsmith_f_op_f32(round(-548f)), _wgslsmith_f_op_f32(floor(356f))))), vec2<f32>(var_0.x, 860f), _wgslsmith_f_op_vec2_f32(vec2<f32>(_wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-var_0.xzz))).x, _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_div_vec4_f32(vec4<f32>(var_0.x, 900f, 436f, -233f), vec4<f32>(var_0.x, -759f, 224f, var_0.x)))).x) - var_0.yz));
            loop {
                if (LOOP_COUNTERS[15u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
                continue;
            }
        }
    }
    return mat3x2<f32>(_wgslsmith_f_op_vec2_f32(round(var_0.zz)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.x, var_0.x))), _wgslsmith_f_op_vec2_f32(fract(vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_vec2_f32(exp2(var_0.zw)).x * _wgslsmith_f_op_f32(-(-820f))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(round(vec2<f32>(var_0.x, 2165f))).x)))));
}

fn func_1(arg_0: mat3x2<f32>, arg_1: vec2<f32>) -> vec3<i32> {
    if (max(1i, 2147483647i) == select(u_input.b, insertBits(vec4<i32>(reverseBits(u_input.b.x), firstTrailingBit(vec4<i32>(0i, u_input.b.x, 26646i, 15100i)).x, -u_input.b.x, -(-1i)), u_input.b, u_input.d >> (1u % 32u), ~dot(vec4<u32>(u_input.a, 1u, u_input.c, u_input.c), vec4<u32>(u_input.d, 42017u, u_input.c, 7895u))), vec4<bool>(true, vec4<bool>(true, true, true, true).x, false, all(vec4<bool>(true, true, true, true).yy))).x) {
        var var_0 = ~1i;
        var_0 = select(-(reverseBits(u_input.b).yy * vec2<i32>(-28941i, extractBits(u_input.b.yx, u_input.d, u_input.a).x)), abs(vec3<i32>(dot(u_input.b, vec4<i32>(2147483647i, 50138i, u_input.b.x, 1i)), 27174i, vec2<i32>(1i, 1i).x) + vec3<i32>(1i, 1i, u_input.b.x)).zx, all(vec2<bool>(true, true))).x;
    } else if (true) {
        let var_0 = ~4294967295u;
        var var_1 = true;
        var var_2 = mat3x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(_wgslsmith_div_f32(897f, arg_1.x) + _wgslsmith_f_op_f32(-(-855f))), _wgslsmith_f_op_f32(-(-131f)))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(681f + arg_1.x)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-308f, arg_1.x, -382f, arg_1.x))), _wgslsmith_div_vec4_f32(vec4<f32>(arg_0[_wgslsmith_index_u32(55u, 3u)].x, 1630f, arg_1.x, arg_1.x), vec4<f32>(1246f, arg_1.x, 582f, arg_1.x)))).x)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-699f, 191f))) * _wgslsmith_f_op_vec2_f32(_wgslsmith_div_vec2_f32(_wgslsmith_div_vec2_f32(vec2<f32>(arg_1.x, arg_0[_wgslsmith_index_u32(var_0, 3u)].x), vec2<f32>(-120f, arg_1.x)), arg_0[_wgslsmith_index_u32(var_0, 3u)]) - _wgslsmith_f_op_vec2_f32(fract(_wgslsmith_div_vec2_f32(arg_1, vec2<f32>(arg_1.x, arg_1.x)))))));
        var_1 = !(!(false & atomicCompareExchangeWeak(&wg_atomic_u32, var_0, 10324u).exchanged) == true);
        var var_3 = u_input.c;
    } else if (select(vec3<bool>(select(vec2<bool>(any(vec2<bool>(false, false)), vec2<bool>(true, true).x), vec2<bool>(u_input.b.x >= u_input.b.x, true), true).x, ~44988i >= -(u_input.b.x >> (4294967295u % 32u)), false), vec3<bool>(true, true, true), select(vec4<bool>(true, true, true, true), vec4<bool>(true, true, true, true), vec4<bool>(true, false || atomicCompareExchangeWeak(&wg_atomic_u32, 0u, u_input.a).exchanged, all(vec4<bool>(true, true, true, true)), any(vec4<bool>(true, true, true, true)))).xzw).x) {
        let var_0 = vec2<bool>(true, true);
        var var_1 = select(var_0.x, var_0.x, select(select(!select(vec4<bool>(var_0.x, var_0.x, false, false), vec4<bool>(var_0.x, var_0.x, var_0.x, var_0.x), var_0.x).wwy, vec3<bool>(false, true, var_0.x), all(!vec2<bool>(var_0.x, true))), vec3<bool>(true, true, (var_0.x && var_0.x) && (arg_1.x == arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x)), select(vec3<bool>(var_0.x & false, select(vec2<bool>(false, false), var_0, vec2<bool>(true, true)).x, true), !(!vec3<bool>(var_0.x, true, var_0.x)), !vec3<bool>(var_0.x, var_0.x, false))).x);
    } else {
        var var_0 = mat2x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(-773f)))), 1102f, -548f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x) + arg_1.x))), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-1564f, _wgslsmith_f_op_f32(arg_1.x + _wgslsmith_f_op_f32(-(-133f))), _wgslsmith_f_op_f32(-(-695f)), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, 1218f))).x - _wgslsmith_f_op_f32(-1000f + arg_1.x))))));
        let var_1 = func_3(Struct_3(Struct_1(u_input.a), 256f, (u_input.d + atomicMin(&wg_atomic_u32, u_input.c)) >> ((0u / (30750u | u_input.c)) % 32u), mat3x2<f32>(vec2<f32>(var_0[_wgslsmith_index_u32(5423u, 2u)].x, _wgslsmith_f_op_f32(-(-1576f))), vec2<f32>(_wgslsmith_f_op_f32(-188f), arg_1.x), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(round(arg_0[_wgslsmith_index_u32(u_input.d, 3u)])))), mat2x3<f32>(var_0[_wgslsmith_index_u32(7823u | _wgslsmith_mod_u32(0u, u_input.c), 2u)].wyx, _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(703f, -169f, -545f))))), mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_vec2_f32(round(var_0[_wgslsmith_index_u32(21251u, 2u)].xz)).x, -923f, _wgslsmith_f_op_f32(var_0[_wgslsmith_index_u32(u_input.d, 2u)].x * 153f), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x))), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(976f, -1332f, 611f, 1000f) - var_0[_wgslsmith_index_u32(u_input.a, 2u)]) * _wgslsmith_f_op_vec4_f32(-vec4<f32>(-632f, var_0[_wgslsmith_index_u32(u_input.a, 2u)].x, -1000f, arg_1.x)))))), select(vec3<bool>(!(arg_0[_wgslsmith_index_u32(u_input.a, 3u)].x != 336f), true, true), vec3<bool>(true, true, u_input.d >= u_input.c), true).x);
        var var_2 = Struct_3(var_1, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(max(-1516f, _wgslsmith_f_op_f32(trunc(arg_0[_wgslsmith_index_u32(var_1.a, 3u)].x))))) * _wgslsmith_f_op_f32(-_wgslsmith_div_f32(_wgslsmith_f_op_f32(arg_1.x + var_0[_wgslsmith_index_u32(u_input.d, 2u)].x), _wgslsmith_f_op_f32(-498f)))), 1u, arg_0, mat2x3<f32>(var_0[_wgslsmith_index_u32(countOneBits(vec4<u32>(min(u_input.a, u_input.c), 4294967295u, insertBits(vec2<u32>(11557u, 1u), vec2<u32>(u_input.c, var_1.a), u_input.d, var_1.a).x, u_input.d * var_1.a)).x, 2u)].xxw, _wgslsmith_f_op_vec3_f32(-vec3<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(26180u, 3u)].x), _wgslsmith_f_op_f32(-arg_1.x), arg_1.x))));
        let var_3 = Struct_1(var_1.a);
    }
    let var_0 = countTrailingZeros(vec3<u32>(extractBits(clamp(vec4<u32>(u_input.a, u_input.c, u_input.d, u_input.d) << (vec4<u32>(u_input.a, u_input.d, u_input.d, u_input.d) % vec4<u32>(32u)), ~vec4<u32>(u_input.d, 72835u, u_input.a, 0u), min(vec4<u32>(36953u, u_input.c, u_input.d, u_input.c), vec4<u32>(u_input.c, 16390u, 9263u, 4294967295u))).zwy, ~u_input.c, ~(~1u)).x, 32948u, 4294967295u)).x;
    for (; true; ) {
        if (LOOP_COUNTERS[16u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
        for (var var_1 = -1i; ; var_1 += 1i) {
            if (LOOP_COUNTERS[17u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        }
        break;
    }
    var var_1 = extractBits(vec4<u32>(var_0, min(u_input.c, 1u), 59254u, ~var_0), ~((var_0 ^ ~u_input.d) * u_input.d), ~clamp(extractBits(vec2<u32>(0u, var_0) / vec2<u32>(63849u, u_input.a), u_input.c, 1u), countOneBits(countTrailingZeros(vec4<u32>(0u, 1u, var_0, 0u))).wx, firstLeadingBit(vec2<u32>(2100u, var_0)) + abs(vec3<u32>(4294967295u, 4294967295u, 19232u)).zz).x).yzy;
    while (!((_wgslsmith_mod_u32(countOneBits(max(var_1.yy, var_1.xx).x), u_input.a) < ~(~u_input.d)))) {
        if (LOOP_COUNTERS[18u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[18u] = LOOP_COUNTERS[18u] + 1u;
        (var_1).x = 29299u;
        var var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(func_4(func_3(Struct_3(Struct_1(var_1.x), -577f, u_input.d, mat3x2<f32>(vec2<f32>(-680f, arg_1.x), vec2<f32>(-202f, arg_1.x), vec2<f32>(arg_1.x, arg_1.x)), mat2x3<f32>(vec3<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, -755f, arg_0[_wgslsmith_index_u32(0u, 3u)].x), vec3<f32>(arg_1.x, -217f, arg_1.x))), mat2x4<f32>(vec4<f32>(arg_0[_wgslsmith_index_u32(1u, 3u)].x, arg_1.x, 835f, -102f), vec4<f32>(-844f, -364f, arg_0[_wgslsmith_index_u32(var_0, 3u)].x, arg_1.x)), true))[_wgslsmith_index_u32(5495u, 4u)] + _wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(vec3<f32>(-1889f, arg_0[_wgslsmith_index_u32(4294967295u, 3u)].x, arg_1.x) * _wgslsmith_f_op_vec3_f32(-vec3<f32>(arg_1.x, -1079f, arg_0[_wgslsmith_index_u32(var_1.x, 3u)].x)))))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(select(vec4<f32>(_wgslsmith_f_op_f32(arg_1.x + arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x), arg_0[_wgslsmith_index_u32(var_1.x, 3u)].x, _wgslsmith_f_op_f32(-246f + 378f), arg_1.x), vec4<f32>(_wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(1u, 3u)].x), _wgslsmith_f_op_f32(-160f), _wgslsmith_f_op_vec4_f32(select(vec4<f32>(564f, -1000f, arg_1.x, -1748f), vec4<f32>(-579f, 1120f, 1352f, arg_0[_wgslsmith_index_u32(u_input.d, 3u)].x), vec4<bool>(true, true, true, false))).x, arg_1.x), vec4<bool>(true, true, true, true))).zwx), _wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(-1000f, -1858f, -380f, arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(arg_0[_wgslsmith_index_u32(u_input.c, 3u)].x, 390f, arg_0[_wgslsmith_index_u32(var_0, 3u)].x, -508f)) + vec4<f32>(arg_0[_wgslsmith_index_u32(var_1.x, 3u)].x, -503f, arg_1.x, arg_1.x))))).wzy);
        loop {
            if (LOOP_COUNTERS[19u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[19u] = LOOP_COUNTERS[19u] + 1u;
            (var_1).x = u_input.c;
        }
        loop {
            if (LOOP_COUNTERS[20u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[20u] = LOOP_COUNTERS[20u] + 1u;
            return max(u_input.b, vec4<i32>(u_input.b.x, u_input.b.x + u_input.b.x, u_input.b.x, u_input.b.x)).xww;
        }
        break;
    }
    return reverseBits(-(vec4<i32>(u_input.b.x, u_input.b.x + u_input.b.x, u_input.b.x, 26461i) / u_input.b)).zww;
}

@compute
@workgroup_size(1u)
fn main() {
    var var_0 = 23727u;
    while (true) {
        if (LOOP_COUNTERS[21u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[21u] = LOOP_COUNTERS[21u] + 1u;
        break;
    }
    var_0 = ~u_input.a;
    let var_1 = _wgslsmith_f_op_vec4_f32(trunc(_wgslsmith_f_op_vec4_f32(-_wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(-680f), _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(-1000f, -1081f, 250f))).x, _wgslsmith_f_op_f32(-755f), -1000f), _wgslsmith_f_op_vec4_f32(fract(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-881f, 1000f, -123f, 2068f))))))));
    for (; (~(u_input.b.x >> (~51219u % 32u)) ^ (((u_input.b.x * 0i) >> ((u_input.c << (u_input.d % 32u)) % 32u)) ^ 1i)) != max(func_1(func_2(func_3(Struct_3(Struct_1(1u), var_1.x, u_input.a, mat3x2<f32>(var_1.zy, vec2<f32>(-995f, 552f), vec2<f32>(var_1.x, -1187f)), mat2x3<f32>(var_1.yzw, vec3<f32>(-1107f, 460f, 708f))), mat2x4<f32>(var_1, vec4<f32>(1518f, 1000f, -280f, var_1.x)), true), vec2<bool>(true, true)), var_1.zz), extractBits(~(u_input.b.wyw >> (vec3<u32>(u_input.d, 48663u, 0u) % vec3<u32>(32u))), ~0u, u_input.c)).x; ) {
        if (LOOP_COUNTERS[22u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[22u] = LOOP_COUNTERS[22u] + 1u;
        return;
    }
    let x = u_input.a;
    s_output = StorageBuffer(var_1.www);
}

