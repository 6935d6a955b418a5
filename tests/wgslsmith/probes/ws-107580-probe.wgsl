// {"0:0":[111,128,225,249,41,12,204,113,1,26,46,117,171,133,107,115,39,191,96,176,166,69,201,211]}
// Seed: 107580

struct Struct_1 {
    a: mat2x3<f32>,
}

struct UniformBuffer {
    @size(16)
    a: vec2<u32>,
    @size(4)
    b: u32,
}

struct ProbeOut {
    orig: StorageBuffer,
    p_in: vec4<f32>,
    p_out: vec4<f32>,
    p_n: u32,
}

struct StorageBuffer {
    @size(32)
    a: mat2x4<f32>,
    @align(32)
    b: mat4x4<f32>,
    @size(4)
    c: f32,
    @size(12)
    d: f32,
    @size(64)
    e: mat3x4<f32>,
}

@group(0)
@binding(0)
var<uniform> u_input: UniformBuffer;

@group(0)
@binding(1)
var<storage, read_write> s_probe: ProbeOut;

var<private> s_output: StorageBuffer;

var<private> p_in: vec4<f32>;

var<private> p_out: vec4<f32>;

var<private> p_n: u32;

var<workgroup> global0: array<bool, 4>;

var<private> global1: array<Struct_1, 9> = array<Struct_1, 9>(Struct_1(mat2x3<f32>(vec3<f32>(368f, 1250f, 520f), vec3<f32>(-564f, -454f, 503f))), Struct_1(mat2x3<f32>(vec3<f32>(510f, -1000f, -1000f), vec3<f32>(-322f, 654f, -1000f))), Struct_1(mat2x3<f32>(vec3<f32>(915f, 1050f, 1513f), vec3<f32>(371f, -1000f, -1740f))), Struct_1(mat2x3<f32>(vec3<f32>(1000f, 386f, -1699f), vec3<f32>(-2709f, -1183f, -130f))), Struct_1(mat2x3<f32>(vec3<f32>(838f, -1325f, 1434f), vec3<f32>(1289f, 1774f, 1144f))), Struct_1(mat2x3<f32>(vec3<f32>(-434f, 521f, 2643f), vec3<f32>(-1000f, 1578f, 858f))), Struct_1(mat2x3<f32>(vec3<f32>(880f, 1000f, 947f), vec3<f32>(-590f, 715f, -798f))), Struct_1(mat2x3<f32>(vec3<f32>(-1001f, -1240f, -219f), vec3<f32>(1690f, -822f, -1920f))), Struct_1(mat2x3<f32>(vec3<f32>(1252f, -417f, 1171f), vec3<f32>(1041f, 206f, -1000f))));

var<private> global2: vec3<i32> = vec3<i32>(-1i, i32(-2147483648), 2147483647i);

var<workgroup> global3: bool;

var<workgroup> global4: vec3<u32>;

var<workgroup> wg_atomic_u32: atomic<u32>;

var<workgroup> wg_atomic_i32: atomic<i32>;

var<private> LOOP_COUNTERS: array<u32, 18>;

fn _wgslsmith_mod_vec4_u32(a: vec4<u32>, b: vec4<u32>) -> vec4<u32> {
    return select(a % b, a, (((b[0i] == 0u) || (b[1i] == 0u)) || (b[2i] == 0u)) || (b[3i] == 0u));
}

fn _wgslsmith_f_op_vec4_f32(v: vec4<f32>) -> vec4<f32> {
    return select(v, vec4<f32>(10f), any((abs(v) < vec4<f32>(0.1f))) || any(abs(v) >= vec4<f32>(16777216f)));
}

fn _wgslsmith_index_u32(index: u32, size: u32) -> u32 {
    return index % size;
}

fn _wgslsmith_f_op_vec3_f32(v: vec3<f32>) -> vec3<f32> {
    return select(v, vec3<f32>(10f), any((abs(v) < vec3<f32>(0.1f))) || any(abs(v) >= vec3<f32>(16777216f)));
}

fn _wgslsmith_f_op_f32(v: f32) -> f32 {
    return select(v, f32(10f), any((abs(v) < f32(0.1f))) || any(abs(v) >= f32(16777216f)));
}

fn _wgslsmith_mod_u32(a: u32, b: u32) -> u32 {
    return select(a % b, a, b == 0u);
}

fn _wgslsmith_div_vec4_f32(a: vec4<f32>, b: vec4<f32>) -> vec4<f32> {
    return select(vec4<f32>(42f), vec4<f32>(-123f), (((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f)))) || (((a[3i] == 0f) && (b[3i] == 0f)) || ((abs(a[3i]) > 340282000000000000000000000000000000000f) && (abs(b[3i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_f_op_vec2_f32(v: vec2<f32>) -> vec2<f32> {
    return select(v, vec2<f32>(10f), any((abs(v) < vec2<f32>(0.1f))) || any(abs(v) >= vec2<f32>(16777216f)));
}

fn _wgslsmith_div_f32(a: f32, b: f32) -> f32 {
    return select(f32(42f), f32(-123f), ((a == 0f) && (b == 0f)) || ((abs(a) > 340282000000000000000000000000000000000f) && (abs(b) > 340282000000000000000000000000000000000f)));
}

fn _wgslsmith_mod_i32(a: i32, b: i32) -> i32 {
    return select(a % b, a, ((a < 0i)) || ((b < 0i)));
}

fn _wgslsmith_div_vec2_f32(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
    return select(vec2<f32>(42f), vec2<f32>(-123f), (((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f))));
}

fn _wgslsmith_div_vec3_f32(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    return select(vec3<f32>(42f), vec3<f32>(-123f), ((((a[0i] == 0f) && (b[0i] == 0f)) || ((abs(a[0i]) > 340282000000000000000000000000000000000f) && (abs(b[0i]) > 340282000000000000000000000000000000000f))) || (((a[1i] == 0f) && (b[1i] == 0f)) || ((abs(a[1i]) > 340282000000000000000000000000000000000f) && (abs(b[1i]) > 340282000000000000000000000000000000000f)))) || (((a[2i] == 0f) && (b[2i] == 0f)) || ((abs(a[2i]) > 340282000000000000000000000000000000000f) && (abs(b[2i]) > 340282000000000000000000000000000000000f))));
}

fn func_5(arg_0: vec4<bool>, arg_1: vec4<i32>) -> u32 {
    var var_0 = ~(~vec3<u32>(1u, global4.x, _wgslsmith_mod_u32(global4.x, 1u) >> ((66741u << (0u % 32u)) % 32u)));
    switch (-global2.x) {
        case 34493i: {
            let var_1 = mat3x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-584f)), _wgslsmith_f_op_f32(263f * _wgslsmith_f_op_f32(max(-366f, 1000f)))), _wgslsmith_f_op_vec2_f32(-vec4<f32>(1f, 1f, 1f, 1f).zz)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_div_vec4_f32(vec4<f32>(1285f, 1819f, -1000f, 1000f), vec4<f32>(-764f, 347f, 125f, 153f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(247f, -153f, 1000f, -209f) - vec4<f32>(-303f, 1112f, -453f, -856f)), arg_0.x)))).xy - _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(685f, -770f, 1057f, 1000f))).xz - _wgslsmith_div_vec2_f32(vec2<f32>(-899f, 1434f), vec2<f32>(-652f, 1097f))))), vec2<f32>(_wgslsmith_f_op_f32(1f * -697f), _wgslsmith_f_op_f32(trunc(_wgslsmith_f_op_f32(fract(_wgslsmith_f_op_f32(240f * 149f)))))));
            (((global1)[_wgslsmith_index_u32(~var_0.x, 9u)]).a)[_wgslsmith_index_u32(countTrailingZeros(~firstLeadingBit(reverseBits(~vec4<u32>(7752u, 6418u, 17144u, 66939u)))).x, 2u)] = vec3<f32>(_wgslsmith_f_op_f32(-551f), _wgslsmith_div_f32(-617f, _wgslsmith_f_op_vec3_f32(select(vec3<f32>(-633f, _wgslsmith_f_op_f32(floor(-1658f)), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(0u, 3u)].x + -353f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_1[_wgslsmith_index_u32(var_0.x, 3u)].x, -274f, var_1[_wgslsmith_index_u32(0u, 3u)].x))), !(!arg_0.zwx))).x), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(6804u, 3u)].x)));
            global4 = ~firstTrailingBit(~(max(vec4<u32>(var_0.x, 43919u, u_input.a.x, 18600u), vec4<u32>(u_input.b, 78753u, u_input.b, u_input.b)) >> (vec4<u32>(0u, global4.x, 38392u, var_0.x) % vec4<u32>(32u)))).wyz;
        }
        default: {
            for (var var_1 = -53528i; ; ) {
                if (LOOP_COUNTERS[0u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[0u] = LOOP_COUNTERS[0u] + 1u;
                var var_2 = mat3x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(vec3<f32>(_wgslsmith_f_op_f32(-375f), _wgslsmith_f_op_f32(clamp(-1111f, 184f, 1215f)), _wgslsmith_f_op_f32(-817f + 656f)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-109f, -410f, -288f)))) * _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(-vec4<f32>(-401f, -1226f, 987f, -664f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(1466f, 1157f, 1733f, 1258f) - vec4<f32>(544f, -215f, 2928f, -1782f)))).zwy), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(-297f, -1475f, 888f) - _wgslsmith_f_op_vec3_f32(-vec3<f32>(1000f, 224f, 1000f)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-vec3<f32>(-319f, -205f, -498f))), _wgslsmith_f_op_vec3_f32(vec3<f32>(166f, -699f, -366f) * _wgslsmith_f_op_vec3_f32(round(vec3<f32>(-356f, -635f, -1136f)))))), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(134f, -987f, -732f, 243f))))).zxw * _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-771f, 973f, -1000f, 510f)), _wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-1000f, 114f, 1571f, 405f))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(-1169f, 1198f, -1072f, 725f)), global0[_wgslsmith_index_u32(29126u, 4u)])))).xxx));
                break;
            }
        }
    }
    ((global1)[_wgslsmith_index_u32(var_0.x >> (~var_0.x % 32u), 9u)]).a = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(vec3<f32>(_wgslsmith_div_f32(336f, _wgslsmith_f_op_f32(1285f - -356f)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-862f * 1055f)), 186f) * _wgslsmith_f_op_vec4_f32(select(vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(_wgslsmith_f_op_f32(-449f), 530f, 659f, 1000f), any(arg_0))).ywx), vec3<f32>(_wgslsmith_f_op_f32(-297f), _wgslsmith_f_op_f32(-(-1928f)), 483f));
    (global4).x = firstLeadingBit(~countTrailingZeros(~(~vec4<u32>(69635u, 92806u, 1u, global4.x)))).x;
    var var_1 = Struct_1(mat2x3<f32>(vec3<f32>(1f, 1f, 1f), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_div_vec3_f32(vec3<f32>(-531f, -352f, -1759f), vec3<f32>(439f, 497f, -1000f))) + vec3<f32>(1f, 1f, 1f))));
    return ~0u;
}

fn func_4() -> mat3x4<f32> {
    while (global0[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.b, select(vec4<u32>(4294967295u, ~39524u, u_input.a.x ^ u_input.b, u_input.a.x), ~vec4<u32>(4294967295u, u_input.b, global4.x, global4.x), !(!vec4<bool>(false, global0[_wgslsmith_index_u32(global4.x, 4u)], true, true))).x << ((countOneBits(195u) | global4.x) % 32u)), 4u)]) {
        if (LOOP_COUNTERS[1u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[1u] = LOOP_COUNTERS[1u] + 1u;
        global0 = array<bool, 4>();
        var var_0 = vec4<u32>(global4.x, 106701u, func_5(select(vec4<bool>(true, true, true, true), !vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)]), select(vec4<bool>(global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(4294967295u, 4u)]), vec4<bool>(true, false, true, false), global0[_wgslsmith_index_u32(4294967295u, 4u)])), vec4<i32>(global2.x, 1i, max(global2.yz, vec2<i32>(global2.x, 1i)).x, -global2.x)) & 41212u, countTrailingZeros(reverseBits(vec4<u32>(global4.x, 4294967295u, u_input.a.x, 0u)) * (vec4<u32>(14239u, 58012u, 0u, global4.x) + vec4<u32>(global4.x, u_input.b, 0u, 4294967295u))).x << (0u % 32u));
    }
    global3 = !global0[_wgslsmith_index_u32(~(~u_input.b), 4u)];
    while (global0[_wgslsmith_index_u32(~(~(26245u * u_input.b) >> (4294967295u % 32u)) ^ 4294967295u, 4u)]) {
        if (LOOP_COUNTERS[2u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[2u] = LOOP_COUNTERS[2u] + 1u;
    }
    while (true) {
        if (LOOP_COUNTERS[3u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[3u] = LOOP_COUNTERS[3u] + 1u;
        var var_0 = global1[_wgslsmith_index_u32(firstTrailingBit(~(~0u)), 9u)];
    }
    loop {
        if (LOOP_COUNTERS[4u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[4u] = LOOP_COUNTERS[4u] + 1u;
        var var_0 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(1f, 1f)) - _wgslsmith_div_vec2_f32(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-1000f, 1164f, -1000f))).yz - _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(-1243f, -1144f, -371f, -380f))).yz), _wgslsmith_f_op_vec3_f32(fract(_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(-1330f, -1275f, 668f))))).xx)), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(226f, _wgslsmith_div_f32(_wgslsmith_f_op_f32(-(-1000f)), _wgslsmith_f_op_f32(-1859f))), _wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_f32(-1000f), _wgslsmith_f_op_vec4_f32(trunc(vec4<f32>(-463f, -1063f, 1000f, -1221f))).x)))));
        let var_1 = 74701u;
        switch (54703i) {
            case -1i: {
                break;
            }
            default: {
                let var_2 = global1[_wgslsmith_index_u32((19815u << ((u_input.b | 0u) % 32u)) ^ ((1u << (1u % 32u)) + max(~(u_input.a.x - var_1), ~(global4.x / var_1))), 9u)];
                continue;
            }
        }
        continuing {
            switch (~(17819i >> (u_input.a.x % 32u))) {
                case 0i: {
                }
                default: {
                }
            }
            switch (global2.x) {
                case -13744i: {
                    var var_2 = firstLeadingBit(~(-reverseBits(vec4<i32>(global2.x, global2.x, global2.x, global2.x)).yzy)).x >> (atomicMax(&wg_atomic_u32, atomicAdd(&wg_atomic_u32, u_input.b) * 63747u) % 32u);
                    let var_3 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(select(vec3<f32>(1645f, var_0[_wgslsmith_index_u32(23731u, 2u)].x, _wgslsmith_f_op_f32(round(-357f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(882f, var_0[_wgslsmith_index_u32(11974u, 2u)].x, 417f)))), global0[_wgslsmith_index_u32(u_input.a.x, 4u)]))), _wgslsmith_f_op_vec3_f32(min(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(u_input.b, 2u)].x, _wgslsmith_f_op_f32(step(var_0[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(global4.x, 2u)].x)), -969f)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(-840f, var_0[_wgslsmith_index_u32(global4.x, 2u)].x, -1000f, 1000f)))), _wgslsmith_f_op_vec4_f32(abs(_wgslsmith_f_op_vec4_f32(vec4<f32>(136f, var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 1104f, var_0[_wgslsmith_index_u32(u_input.b, 2u)].x) + vec4<f32>(1803f, var_0[_wgslsmith_index_u32(var_1, 2u)].x, var_0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(u_input.b, 2u)].x)))))).zww)), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(step(vec3<f32>(var_0[_wgslsmith_index_u32(26796u, 2u)].x, -670f, 1201f), vec3<f32>(-1863f, var_0[_wgslsmith_index_u32(1u, 2u)].x, -1072f)))) * vec3<f32>(_wgslsmith_f_op_vec4_f32(saturate(vec4<f32>(-444f, 1567f, 236f, -2665f))).x, _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(global4.x, 2u)].x), _wgslsmith_f_op_f32(abs(var_0[_wgslsmith_index_u32(global4.x, 2u)].x)))), _wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec4_f32(round(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(-1404f, -254f, 994f, -1399f), vec4<f32>(var_0[_wgslsmith_index_u32(u_input.b, 2u)].x, -1000f, var_0[_wgslsmith_index_u32(53648u, 2u)].x, var_0[_wgslsmith_index_u32(1u, 2u)].x))))).zxx)), !(!(!vec3<bool>(global0[_wgslsmith_index_u32(var_1, 4u)], false, global0[_wgslsmith_index_u32(0u, 4u)]))))), _wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(abs(_wgslsmith_f_op_vec3_f32(-vec3<f32>(var_0[_wgslsmith_index_u32(var_1, 2u)].x, 448f, var_0[_wgslsmith_index_u32(1u, 2u)].x))))))));
                    (global4).x = var_1;
                    var var_4 = Struct_1(mat2x3<f32>(var_3[_wgslsmith_index_u32(21825u, 4u)], var_3[_wgslsmith_index_u32(global4.x, 4u)]));
                    ((var_4).a)[_wgslsmith_index_u32(31270u, 2u)] = vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_vec2_f32(min(var_4.a[_wgslsmith_index_u32(~1u, 2u)].xy, var_0[_wgslsmith_index_u32(global4.x, 2u)])).x), _wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(~31843u << (dot(vec3<u32>(6265u, u_input.a.x, var_1), extractBits(vec4<u32>(u_input.a.x, u_input.b, var_1, u_input.b), 0u, global4.x).yyx) % 32u), 2u)].x), var_0[_wgslsmith_index_u32(_wgslsmith_mod_u32(~(~0u), ~max(vec3<u32>(global4.x, 39894u, u_input.a.x) << (vec3<u32>(global4.x, u_input.a.x, 38877u) % vec3<u32>(32u)), vec3<u32>(45131u, 0u, u_input.a.x)).x), 2u)].x);
                }
                case -208i: {
                    global3 = global0[_wgslsmith_index_u32(~abs(global4.zz).x, 4u)] & global0[_wgslsmith_index_u32(countOneBits(~global4.yy).x, 4u)];
                    var var_2 = extractBits(~vec4<u32>(~var_1, u_input.b | var_1, ~u_input.a.x, u_input.a.x | u_input.b) | vec4<u32>(44538u, u_input.b, 0u, var_1 * 30210u), max(~insertBits(var_1, ~u_input.b, atomicAdd(&wg_atomic_u32, 1u), ~u_input.a.x), 0u), _wgslsmith_mod_u32(~(~(~u_input.a.x)), ~(~var_1))).x;
                    var var_3 = select(select(!(!vec3<bool>(global0[_wgslsmith_index_u32(u_input.b, 4u)], true, true)), !vec3<bool>(false, global0[_wgslsmith_index_u32(1u, 4u)], true), select(vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 4u)], global0[_wgslsmith_index_u32(var_1, 4u)], global0[_wgslsmith_index_u32(0u, 4u)], false), vec4<bool>(global0[_wgslsmith_index_u32(var_1, 4u)], true, false, true), select(vec4<bool>(global0[_wgslsmith_index_u32(88077u, 4u)], global0[_wgslsmith_index_u32(52871u, 4u)], true, global0[_wgslsmith_index_u32(59786u, 4u)]), vec4<bool>(true, true, true, true), global0[_wgslsmith_index_u32(37707u, 4u)])).wxx), vec3<bool>(!global0[_wgslsmith_index_u32(~4294967295u, 4u)], true, global0[_wgslsmith_index_u32(~1u, 4u)]), true).x && (global0[_wgslsmith_index_u32(~(22050u >> (max(global4.x, 15179u) % 32u)), 4u)] & global0[_wgslsmith_index_u32(min(vec4<u32>(atomicXor(&wg_atomic_u32, var_1), atomicCompareExchangeWeak(&wg_atomic_u32, 42513u, u_input.b).old_value, var_1, _wgslsmith_mod_u32(4294967295u, u_input.a.x)), insertBits(vec4<u32>(49317u, 21346u, u_input.b, 4294967295u), vec4<u32>(u_input.a.x, 0u, var_1, var_1), 8650u, var_1) >> (min(vec4<u32>(global4.x, u_input.a.x, var_1, 16535u), vec4<u32>(10111u, global4.x, u_input.a.x, 0u)) % vec4<u32>(32u))).x, 4u)]);
                    var var_4 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec3_f32(trunc(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(var_1, 2u)].x, var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -1953f) + vec3<f32>(186f, var_0[_wgslsmith_index_u32(u_input.b, 2u)].x, var_0[_wgslsmith_index_u32(52512u, 2u)].x)))).xx), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(767f, 942f)) * _wgslsmith_f_op_vec2_f32(round(vec2<f32>(var_0[_wgslsmith_index_u32(~0u, 2u)].x, -1997f)))), _wgslsmith_f_op_vec2_f32(-var_0[_wgslsmith_index_u32(104704u, 2u)]), vec2<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].x), _wgslsmith_f_op_f32(exp2(_wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(global4.x, 2u)].x, var_0[_wgslsmith_index_u32(global4.x, 2u)].x, 2330f, -485f) - vec4<f32>(-284f, var_0[_wgslsmith_index_u32(var_1, 2u)].x, 761f, -1485f)))).x))));
                }
                case -24292i: {
                    global3 = global0[_wgslsmith_index_u32(4294967295u - ((~countOneBits(vec3<u32>(u_input.b, 1u, u_input.b)).x - ~(85117u / u_input.a.x)) ^ abs(vec2<u32>(global4.x, 4294967295u + 1u)).x), 4u)];
                    var var_2 = Struct_1(mat2x3<f32>(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_div_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(global4.x, 2u)].x, 247f, var_0[_wgslsmith_index_u32(global4.x, 2u)].x, 1000f), vec4<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0[_wgslsmith_index_u32(23110u, 2u)].x, var_0[_wgslsmith_index_u32(1u, 2u)].x, -1401f)))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(exp2(vec4<f32>(var_0[_wgslsmith_index_u32(var_1, 2u)].x, -1000f, var_0[_wgslsmith_index_u32(global4.x, 2u)].x, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x)))))).zxz, _wgslsmith_f_op_vec3_f32(step(vec3<f32>(_wgslsmith_f_op_vec3_f32(round(vec3<f32>(1146f, var_0[_wgslsmith_index_u32(u_input.b, 2u)].x, 108f))).x, _wgslsmith_div_f32(129f, -780f), _wgslsmith_f_op_f32(-(-1770f))), _wgslsmith_f_op_vec4_f32(ceil(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0[_wgslsmith_index_u32(0u, 2u)].x, var_0[_wgslsmith_index_u32(global4.x, 2u)].x, -937f, var_0[_wgslsmith_index_u32(1u, 2u)].x) - vec4<f32>(var_0[_wgslsmith_index_u32(1u, 2u)].x, var_0[_wgslsmith_index_u32(var_1, 2u)].x, 1036f, -216f)))).wzx))));
                }
                case 1i: {
                    var var_2 = all(!select(!(!vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], global0[_wgslsmith_index_u32(var_1, 4u)], false, global0[_wgslsmith_index_u32(u_input.a.x, 4u)])), !(!vec4<bool>(false, false, global0[_wgslsmith_index_u32(var_1, 4u)], true)), vec4<bool>(true, atomicCompareExchangeWeak(&wg_atomic_i32, 2147483647i, global2.x).exchanged, 1i == global2.x, any(vec4<bool>(false, true, true, global0[_wgslsmith_index_u32(18109u, 4u)])))));
                }
                default: {
                    let var_2 = Struct_1(mat2x3<f32>(_wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, -478f, -105f) - vec3<f32>(-1000f, 811f, -898f))))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(vec3<f32>(var_0[_wgslsmith_index_u32(global4.x, 2u)].x, 979f, 1139f) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(-949f, 917f, -2647f))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(fract(vec3<f32>(575f, var_0[_wgslsmith_index_u32(4294967295u, 2u)].x, 139f)))))));
                }
            }
            (global0)[_wgslsmith_index_u32(~countLeadingZeros(vec3<u32>(~var_1, 11936u, clamp(~u_input.a.x, ~u_input.b, 19388u))).x, 4u)] = false;
            var var_2 = -vec4<i32>(global2.x, ~2147483647i, 58316i, ~reverseBits(countTrailingZeros(vec4<i32>(42521i, global2.x, global2.x, -27461i)).wxx).x);
            break if false;
        }
    }
    return mat3x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(-113f, -757f, 218f, 758f) + vec4<f32>(1097f, -799f, -1119f, -1806f))) * _wgslsmith_f_op_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f) * vec4<f32>(1f, 1f, 1f, 1f))))), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-620f, -549f, -543f, 148f))))), _wgslsmith_f_op_vec4_f32(-vec4<f32>(_wgslsmith_f_op_f32(1027f - _wgslsmith_div_f32(411f, -2521f)), _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-vec3<f32>(-651f, -904f, 1098f)))).x, _wgslsmith_f_op_f32(-(-762f)), 974f)));
}

fn func_3(arg_0: bool, arg_1: f32, arg_2: bool, arg_3: mat3x4<f32>) -> mat2x4<f32> {
    let var_0 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-arg_3[_wgslsmith_index_u32(global4.x, 3u)]), arg_3[_wgslsmith_index_u32(7433u & countLeadingZeros((vec4<u32>(1u, 625u, u_input.a.x, 20364u) & vec4<u32>(global4.x, 4928u, u_input.b, 14406u)) << (insertBits(vec4<u32>(u_input.a.x, 21206u, u_input.b, global4.x), vec4<u32>(global4.x, 4294967295u, global4.x, global4.x), 0u, u_input.a.x) % vec4<u32>(32u))).x, 3u)]);
    global1 = array<Struct_1, 9>();
    let var_1 = mat4x2<f32>(vec2<f32>(_wgslsmith_f_op_vec3_f32(step(_wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(arg_3[_wgslsmith_index_u32(42329u, 3u)].yyz + var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].xxz), _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(864f, -299f, arg_3[_wgslsmith_index_u32(u_input.a.x, 3u)].x)))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_3[_wgslsmith_index_u32(global4.x, 3u)].zxx), _wgslsmith_f_op_vec3_f32(round(var_0[_wgslsmith_index_u32(31834u, 2u)].xyz))))).x, _wgslsmith_f_op_f32(arg_3[_wgslsmith_index_u32(~countTrailingZeros(vec3<u32>(4894u, 1u, global4.x)).x, 3u)].x - arg_1)), _wgslsmith_f_op_vec4_f32(fract(arg_3[_wgslsmith_index_u32(select(countOneBits(countOneBits(vec3<u32>(global4.x, 11547u, 69552u)).xy), clamp(vec3<u32>(global4.x, global4.x, 93035u), vec3<u32>(82398u, u_input.a.x, global4.x), vec3<u32>(33106u, u_input.a.x, 34686u)).yz - reverseBits(vec2<u32>(1u, global4.x)), arg_2).x, 3u)])).xw, _wgslsmith_div_vec2_f32(var_0[_wgslsmith_index_u32(u_input.a.x, 2u)].yx, var_0[_wgslsmith_index_u32(global4.x, 2u)].yx), vec2<f32>(180f, _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(sign(var_0[_wgslsmith_index_u32(1u, 2u)].zyy))))).x));
    (global0)[_wgslsmith_index_u32(u_input.a.x, 4u)] = select(vec3<bool>(_wgslsmith_f_op_vec2_f32(ceil(arg_3[_wgslsmith_index_u32(0u, 3u)].xx)).x == -101f, all(select(vec4<bool>(arg_0, true, false, false), vec4<bool>(false, false, true, true), true).yxw), (global4.x * 0u) > global4.x), !vec3<bool>(true, !arg_2, true), true).x | any(!vec3<bool>(true, all(vec4<bool>(true, arg_2, true, global0[_wgslsmith_index_u32(37988u, 4u)])), (52419i < global2.x)));
    loop {
        if (LOOP_COUNTERS[5u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[5u] = LOOP_COUNTERS[5u] + 1u;
        continuing {
            while (!select(vec2<bool>((arg_0 || true) || false, global0[_wgslsmith_index_u32(4294967295u, 4u)]), !vec2<bool>(true, arg_1 <= 1573f), select(!(!vec2<bool>(arg_0, arg_0)), vec2<bool>(any(vec2<bool>(true, true)), all(vec2<bool>(arg_2, true))), select(!vec4<bool>(arg_2, arg_0, false, global0[_wgslsmith_index_u32(global4.x, 4u)]), select(vec4<bool>(true, true, true, true), vec4<bool>(true, false, true, true), vec4<bool>(true, arg_2, false, arg_2)), vec4<bool>(false, true, arg_2, true)).x)).x) {
                if (LOOP_COUNTERS[6u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[6u] = LOOP_COUNTERS[6u] + 1u;
                var var_2 = vec2<bool>(true, any(!select(vec3<bool>(true, arg_2, global0[_wgslsmith_index_u32(100363u, 4u)]), select(vec4<bool>(true, arg_0, arg_2, true), vec4<bool>(arg_0, global0[_wgslsmith_index_u32(0u, 4u)], true, arg_0), vec4<bool>(false, false, false, false)).wxw, select(vec3<bool>(arg_2, global0[_wgslsmith_index_u32(4294967295u, 4u)], arg_2), vec3<bool>(true, arg_2, arg_2), vec3<bool>(global0[_wgslsmith_index_u32(u_input.b, 4u)], false, false)))));
            }
            global3 = true;
            let var_2 = mat2x2<f32>(_wgslsmith_f_op_vec2_f32(vec2<f32>(1f, 1f) * vec2<f32>(_wgslsmith_f_op_f32(-var_0[_wgslsmith_index_u32(global4.x, 2u)].x), _wgslsmith_f_op_vec3_f32(saturate(_wgslsmith_div_vec3_f32(var_0[_wgslsmith_index_u32(5631u, 2u)].wzz, var_0[_wgslsmith_index_u32(u_input.b, 2u)].xwz))).x)), vec2<f32>(arg_3[_wgslsmith_index_u32(28809u, 3u)].x, _wgslsmith_f_op_f32(-(-964f))));
        }
    }
    return var_0;
}

fn func_2(arg_0: mat2x4<f32>, arg_1: f32, arg_2: mat3x2<f32>) -> Struct_1 {
    for (var var_0: i32; any(!(!(!(!vec2<bool>(true, global0[_wgslsmith_index_u32(79311u, 4u)]))))); var_0 += 1i) {
        if (LOOP_COUNTERS[7u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[7u] = LOOP_COUNTERS[7u] + 1u;
        let var_1 = mat3x3<f32>(arg_0[_wgslsmith_index_u32(~(global4.x >> (extractBits(global4.xx | vec2<u32>(29504u, global4.x), global4.x, func_5(vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], false, global0[_wgslsmith_index_u32(1u, 4u)], true), vec4<i32>(global2.x, global2.x, i32(-2147483648), i32(-2147483648)))).x % 32u)), 2u)].wzw, _wgslsmith_f_op_vec3_f32(floor(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(vec3<f32>(arg_2[_wgslsmith_index_u32(4294967295u, 3u)].x, 853f, 864f) + arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)].xww))))), vec3<f32>(_wgslsmith_f_op_f32(-_wgslsmith_div_f32(arg_1, arg_2[_wgslsmith_index_u32(select(0u, global4.x, global0[_wgslsmith_index_u32(u_input.b, 4u)]), 3u)].x)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-(-213f))), -323f));
        break;
    }
    let var_0 = vec2<bool>(global0[_wgslsmith_index_u32(reverseBits(~57633u ^ u_input.a.x) - ~(dot(vec3<u32>(global4.x, global4.x, 83069u), vec3<u32>(u_input.b, u_input.b, global4.x)) * 1u), 4u)], false);
    loop {
        if (LOOP_COUNTERS[8u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[8u] = LOOP_COUNTERS[8u] + 1u;
        switch (-(-61077i)) {
            case -1i: {
                let var_1 = Struct_1(mat2x3<f32>(arg_0[_wgslsmith_index_u32(u_input.b, 2u)].zwy, vec3<f32>(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(arg_1 - arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x) + 921f), _wgslsmith_f_op_f32(-arg_0[_wgslsmith_index_u32(4294967295u, 2u)].x), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(125f - -201f) * _wgslsmith_f_op_f32(-arg_1)))));
                let var_2 = Struct_1(var_1.a);
                (global2).x = -18246i;
                continue;
            }
            case 31358i: {
                var var_1 = Struct_1(mat2x3<f32>(arg_0[_wgslsmith_index_u32(countOneBits(global4.x), 2u)].yyw, _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(global4.x, 2u)].zyy)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-arg_0[_wgslsmith_index_u32(global4.x, 2u)].ywy) + _wgslsmith_div_vec3_f32(vec3<f32>(arg_1, arg_2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, 254f), vec3<f32>(arg_1, arg_2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_2[_wgslsmith_index_u32(69164u, 3u)].x))))));
            }
            case 30650i: {
                let var_1 = _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(max(_wgslsmith_f_op_vec4_f32(vec4<f32>(950f, arg_2[_wgslsmith_index_u32(u_input.a.x, 3u)].x, arg_1, arg_0[_wgslsmith_index_u32(global4.x, 2u)].x) - arg_0[_wgslsmith_index_u32(u_input.b, 2u)]), _wgslsmith_f_op_vec4_f32(arg_0[_wgslsmith_index_u32(u_input.a.x, 2u)] + arg_0[_wgslsmith_index_u32(u_input.b, 2u)]))), _wgslsmith_f_op_vec4_f32(sign(_wgslsmith_f_op_vec4_f32(step(arg_0[_wgslsmith_index_u32(1u, 2u)], vec4<f32>(-994f, arg_0[_wgslsmith_index_u32(77006u, 2u)].x, arg_2[_wgslsmith_index_u32(29530u, 3u)].x, arg_0[_wgslsmith_index_u32(global4.x, 2u)].x))))), global4.x > u_input.b)).xyy + arg_0[_wgslsmith_index_u32(4294967295u, 2u)].wxz));
            }
            default: {
                (global0)[_wgslsmith_index_u32(u_input.b | global4.x, 4u)] = false;
            }
        }
        continue;
    }
    while (true) {
        if (LOOP_COUNTERS[9u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[9u] = LOOP_COUNTERS[9u] + 1u;
        break;
    }
    let var_1 = global1[_wgslsmith_index_u32(_wgslsmith_mod_u32(~1u, 4294967295u) << (0u % 32u), 9u)];
    return global1[_wgslsmith_index_u32(46661u | select(select(vec4<u32>(0u, u_input.b, global4.x, 0u) & vec4<u32>(u_input.a.x, global4.x, 47964u, u_input.b), extractBits(vec4<u32>(0u, global4.x, global4.x, 1u), u_input.a.x, 79182u), !vec4<bool>(false, var_0.x, false, var_0.x)) + ~(~vec4<u32>(u_input.b, 87062u, u_input.b, u_input.b)), select(~(~vec4<u32>(68518u, u_input.b, u_input.b, 1u)), countLeadingZeros(vec4<u32>(global4.x, u_input.b, u_input.a.x, global4.x) >> (vec4<u32>(global4.x, 57270u, u_input.b, 41555u) % vec4<u32>(32u))), any(!vec2<bool>(var_0.x, var_0.x))), vec4<bool>(true, 445f == _wgslsmith_div_f32(arg_2[_wgslsmith_index_u32(1u, 3u)].x, -1325f), global0[_wgslsmith_index_u32(1u, 4u)], (var_0.x || false) && select(vec4<bool>(var_0.x, false, var_0.x, true), vec4<bool>(false, global0[_wgslsmith_index_u32(4294967295u, 4u)], true, var_0.x), true).x)).x, 9u)];
}

fn func_1(arg_0: Struct_1, arg_1: f32, arg_2: vec4<bool>) -> Struct_1 {
    let var_0 = mat3x3<f32>(vec3<f32>(arg_1, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-(-1000f)) - arg_1)), _wgslsmith_f_op_f32(-_wgslsmith_f_op_vec4_f32(select(_wgslsmith_f_op_vec4_f32(select(vec4<f32>(-944f, arg_0.a[_wgslsmith_index_u32(2571u, 2u)].x, 1000f, arg_1), vec4<f32>(arg_0.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x, 594f, 838f, 1160f), vec4<bool>(false, false, true, true))), vec4<f32>(arg_1, arg_0.a[_wgslsmith_index_u32(1u, 2u)].x, arg_1, -820f), vec4<bool>(arg_2.x, global0[_wgslsmith_index_u32(u_input.a.x, 4u)], true, arg_2.x))).x)), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(vec4<f32>(arg_1, 361f, -562f, arg_0.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x) - vec4<f32>(arg_0.a[_wgslsmith_index_u32(global4.x, 2u)].x, 687f, -1000f, 780f)))).xxy)), _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(ceil(vec3<f32>(256f, _wgslsmith_f_op_f32(-(-862f)), _wgslsmith_f_op_vec3_f32(min(arg_0.a[_wgslsmith_index_u32(u_input.b, 2u)], arg_0.a[_wgslsmith_index_u32(35127u, 2u)])).x))) + _wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(-1515f, arg_1, _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1637f, arg_1, arg_0.a[_wgslsmith_index_u32(global4.x, 2u)].x))).x, arg_1), vec4<f32>(_wgslsmith_f_op_vec2_f32(exp2(vec2<f32>(arg_0.a[_wgslsmith_index_u32(49709u, 2u)].x, -308f))).x, _wgslsmith_f_op_f32(-728f * -183f), 114f, _wgslsmith_f_op_vec4_f32(round(vec4<f32>(-1000f, 701f, arg_1, 1763f))).x), _wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-163f, -1477f, arg_0.a[_wgslsmith_index_u32(1u, 2u)].x, arg_1)), _wgslsmith_f_op_vec4_f32(vec4<f32>(630f, arg_1, -1041f, arg_1) + vec4<f32>(arg_1, arg_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, 1875f, arg_0.a[_wgslsmith_index_u32(37611u, 2u)].x)))))).zwx));
    var var_1 = vec4<u32>(~countLeadingZeros(0u), ~abs(vec4<u32>(global4.x, 8545u, 84844u, 0u)).x + countOneBits(countOneBits(~vec4<u32>(9925u, u_input.b, global4.x, global4.x))).x, extractBits(~(~insertBits(vec4<u32>(0u, 66223u, 47493u, 1u), vec4<u32>(14360u, global4.x, 4294967295u, global4.x), 19005u, global4.x).wxx), u_input.b, 4294967295u).x, abs(_wgslsmith_mod_vec4_u32(~(vec4<u32>(1u, u_input.a.x, 0u, 4294967295u) >> (vec4<u32>(u_input.a.x, global4.x, 0u, 23448u) % vec4<u32>(32u))), ~firstTrailingBit(vec4<u32>(u_input.b, 31768u, global4.x, 44778u)))).x);
    while (false) {
        if (LOOP_COUNTERS[10u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[10u] = LOOP_COUNTERS[10u] + 1u;
        global1 = array<Struct_1, 9>();
        let var_2 = global2.x;
    }
    for (var var_2 = 2147483647i; true; var_2 = ~global2.x / ~(~global2.x >> (~var_1.x % 32u))) {
        if (LOOP_COUNTERS[11u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[11u] = LOOP_COUNTERS[11u] + 1u;
    }
    return arg_0;
}

fn main_orig(builtin_global_invocation_id: vec3<u32>, builtin_local_invocation_id: vec3<u32>, builtin_workgroup_id: vec3<u32>, builtin_num_workgroups: vec3<u32>, builtin_local_invocation_index: u32) {
    let var_0 = func_1(func_2(func_3(reverseBits(global4.zz).x != 85151u, _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-524f) - _wgslsmith_f_op_f32(dot(vec4<f32>(238f, -1127f, 507f, 1909f), vec4<f32>(1137f, -1000f, -446f, 575f)))), global0[_wgslsmith_index_u32(countOneBits(0u), 4u)], func_4()), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(step(-459f, -714f))) * _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-309f) + _wgslsmith_f_op_vec3_f32(sign(vec3<f32>(1054f, -101f, -109f))).x)), mat3x2<f32>(_wgslsmith_f_op_vec4_f32(sign(vec4<f32>(-820f, 721f, -1096f, 646f))).yz, _wgslsmith_f_op_vec2_f32(-vec2<f32>(-1369f, 1026f)), _wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-vec2<f32>(-1321f, -890f)) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(1000f, -1412f))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(clamp(568f, 765f, 1000f))) - 652f)), select(select(!(!vec4<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], false)), vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)] != true, all(vec3<bool>(false, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(u_input.b, 4u)])), true, select(vec3<bool>(true, global0[_wgslsmith_index_u32(50477u, 4u)], false), vec3<bool>(true, true, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)]), vec3<bool>(global0[_wgslsmith_index_u32(9220u, 4u)], global0[_wgslsmith_index_u32(4294967295u, 4u)], global0[_wgslsmith_index_u32(15371u, 4u)])).x), !select(vec4<bool>(global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(26293u, 4u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], true), vec4<bool>(false, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], true, false), vec4<bool>(true, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], true, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]))), select(vec4<bool>(true, true, true, true), select(vec4<bool>(true, true, true, true), !vec4<bool>(global0[_wgslsmith_index_u32(5317u, 4u)], true, false, global0[_wgslsmith_index_u32(global4.x, 4u)]), select(vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(24054u, 4u)]), vec4<bool>(false, global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], false), vec4<bool>(true, true, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], false))), !select(vec3<bool>(false, false, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]), vec3<bool>(false, false, global0[_wgslsmith_index_u32(global4.x, 4u)]), global0[_wgslsmith_index_u32(0u, 4u)]).x), !select(vec2<bool>(global0[_wgslsmith_index_u32(109159u, 4u)], global0[_wgslsmith_index_u32(1u, 4u)]), vec2<bool>(false, false), vec2<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(47805u, 4u)])).x || true));
    switch (1i) {
        case 0i: {
            var var_1 = clamp(firstTrailingBit(-(vec4<i32>(-1i, -36310i, global2.x, -1i) >> (vec4<u32>(u_input.a.x, 9172u, builtin_local_invocation_id.x, 5714u) % vec4<u32>(32u)))) >> (vec4<u32>(~(builtin_local_invocation_index >> (130573u % 32u)), builtin_workgroup_id.x, countTrailingZeros(abs(vec3<u32>(builtin_workgroup_id.x, 4294967295u, builtin_global_invocation_id.x))).x, (global4.x - builtin_num_workgroups.x) >> (builtin_num_workgroups.x % 32u)) % vec4<u32>(32u)), firstTrailingBit((vec4<i32>(global2.x, -35100i, 7161i, 697i) >> (~vec4<u32>(builtin_workgroup_id.x, 0u, 1u, builtin_workgroup_id.x) % vec4<u32>(32u))) << (clamp(~vec4<u32>(builtin_global_invocation_id.x, builtin_global_invocation_id.x, 4294967295u, 115362u), firstTrailingBit(vec4<u32>(1u, 0u, builtin_workgroup_id.x, builtin_global_invocation_id.x)), ~vec4<u32>(0u, builtin_workgroup_id.x, 1u, 1u)) % vec4<u32>(32u))), sign(vec4<i32>(2147483647i, abs(vec3<i32>(12457i, i32(-2147483648), global2.x)).x, -235i, -atomicMin(&wg_atomic_i32, -10919i)))).x;
            (global4).x = ~firstLeadingBit(countLeadingZeros(vec4<u32>(builtin_local_invocation_id.x / builtin_local_invocation_index, countOneBits(vec2<u32>(builtin_local_invocation_id.x, 0u)).x, reverseBits(vec3<u32>(builtin_local_invocation_index, 1u, 4294967295u)).x, ~builtin_local_invocation_index)).xw).x;
            loop {
                if (LOOP_COUNTERS[12u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[12u] = LOOP_COUNTERS[12u] + 1u;
                let var_2 = func_1(Struct_1(mat2x3<f32>(vec3<f32>(_wgslsmith_f_op_f32(-2134f), _wgslsmith_f_op_vec3_f32(round(vec3<f32>(var_0.a[_wgslsmith_index_u32(0u, 2u)].x, 2775f, 748f))).x, _wgslsmith_f_op_f32(min(421f, 1578f))), _wgslsmith_f_op_vec3_f32(select(_wgslsmith_div_vec3_f32(vec3<f32>(-1926f, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, 1000f), var_0.a[_wgslsmith_index_u32(u_input.a.x, 2u)]), vec3<f32>(var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, 506f, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x), global0[_wgslsmith_index_u32(~1u, 4u)])))), -640f, select(vec4<bool>(global0[_wgslsmith_index_u32(33715u, 4u)], select(!vec3<bool>(global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(25398u, 4u)]), select(vec3<bool>(true, global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(26926u, 4u)]), vec3<bool>(global0[_wgslsmith_index_u32(1u, 4u)], false, false), true), true).x, select(!vec3<bool>(false, false, global0[_wgslsmith_index_u32(144345u, 4u)]), select(vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], false, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], false), vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], true, false, true), true).zxz, atomicCompareExchangeWeak(&wg_atomic_i32, global2.x, global2.x).exchanged).x, !all(vec2<bool>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], false))), vec4<bool>(true & select(vec2<bool>(false, global0[_wgslsmith_index_u32(u_input.b, 4u)]), vec2<bool>(true, false), vec2<bool>(false, false)).x, true, false, all(select(vec4<bool>(false, global0[_wgslsmith_index_u32(global4.x, 4u)], false, global0[_wgslsmith_index_u32(13770u, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(1u, 4u)], true, true, true), global0[_wgslsmith_index_u32(u_input.b, 4u)]))), !select(select(vec3<bool>(false, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], false), vec3<bool>(true, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]), global0[_wgslsmith_index_u32(4294967295u, 4u)]), select(vec4<bool>(false, true, global0[_wgslsmith_index_u32(4294967295u, 4u)], global0[_wgslsmith_index_u32(9672u, 4u)]), vec4<bool>(false, global0[_wgslsmith_index_u32(4294967295u, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(0u, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], false, global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(1u, 4u)])).www, all(vec4<bool>(false, global0[_wgslsmith_index_u32(88657u, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], true))).x));
                global4 = countOneBits(firstTrailingBit(~vec4<u32>(4294967295u, builtin_local_invocation_index, 0u, 4294967295u) ^ extractBits(vec4<u32>(54425u, 0u, 4294967295u, 0u), builtin_local_invocation_index, builtin_local_invocation_index))).xxz | builtin_global_invocation_id;
            }
        }
        case 5882i: {
        }
        case 1i: {
            (global2).x = 1i * -global2.x;
            let var_1 = mat3x3<f32>(vec3<f32>(-1000f, -1190f, _wgslsmith_f_op_f32(-470f + _wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(~global4.x, 2u)].x))), _wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(select(clamp(vec4<u32>(1u, builtin_num_workgroups.x, builtin_local_invocation_id.x, builtin_local_invocation_id.x), vec4<u32>(builtin_global_invocation_id.x, 4294967295u, 4294967295u, 4294967295u), insertBits(vec4<u32>(32964u, 4294967295u, 0u, 8706u), vec4<u32>(2991u, builtin_num_workgroups.x, global4.x, 1u), builtin_local_invocation_index, 28044u)).yyw, vec3<u32>(u_input.a.x & 1u, builtin_global_invocation_id.x, 0u * builtin_local_invocation_id.x), !global0[_wgslsmith_index_u32(reverseBits(vec3<u32>(23603u, 4294967295u, 25745u)).x, 4u)]).x, 2u)]), var_0.a[_wgslsmith_index_u32(~(4294967295u << (global4.x % 32u)) + 1u, 2u)]);
            let var_2 = ~max(vec4<u32>(builtin_local_invocation_id.x, ~global4.x >> (~0u % 32u), u_input.a.x, 76311u), ~firstLeadingBit(vec4<u32>(builtin_num_workgroups.x, builtin_workgroup_id.x, 4294967295u, global4.x) >> (vec4<u32>(builtin_local_invocation_id.x, builtin_local_invocation_id.x, u_input.a.x, builtin_workgroup_id.x) % vec4<u32>(32u))));
        }
        case 17232i: {
            if (!(true || !(global4.x == ~builtin_workgroup_id.x))) {
                let var_1 = !select(vec4<bool>(false, all(!vec3<bool>(true, global0[_wgslsmith_index_u32(global4.x, 4u)], false)), select(select(vec4<bool>(true, false, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], global0[_wgslsmith_index_u32(0u, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(79119u, 4u)], global0[_wgslsmith_index_u32(4294967295u, 4u)], false, global0[_wgslsmith_index_u32(0u, 4u)]), global0[_wgslsmith_index_u32(global4.x, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], false, false, false), vec4<bool>(false, false, global0[_wgslsmith_index_u32(8244u, 4u)], global0[_wgslsmith_index_u32(43256u, 4u)])).x, global0[_wgslsmith_index_u32(global4.x, 4u)]), select(vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], !global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], true && global0[_wgslsmith_index_u32(4294967295u, 4u)], var_0.a[_wgslsmith_index_u32(16784u, 2u)].x == var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), select(vec4<bool>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(34373u, 4u)], global0[_wgslsmith_index_u32(u_input.a.x, 4u)]), vec4<bool>(false, global0[_wgslsmith_index_u32(104268u, 4u)], true, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)]), !vec4<bool>(true, true, global0[_wgslsmith_index_u32(u_input.a.x, 4u)], global0[_wgslsmith_index_u32(69147u, 4u)])), !select(vec4<bool>(global0[_wgslsmith_index_u32(0u, 4u)], false, true, false), vec4<bool>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], global0[_wgslsmith_index_u32(5437u, 4u)], global0[_wgslsmith_index_u32(73660u, 4u)], false), vec4<bool>(true, false, true, false))), !(!global0[_wgslsmith_index_u32(1u, 4u)]));
            }
            loop {
                if (LOOP_COUNTERS[13u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[13u] = LOOP_COUNTERS[13u] + 1u;
                (global0)[_wgslsmith_index_u32(~min(builtin_global_invocation_id, ~vec3<u32>(35816u, 4294967295u, 2803u) / countOneBits(clamp(vec4<u32>(global4.x, global4.x, builtin_global_invocation_id.x, global4.x), vec4<u32>(builtin_local_invocation_id.x, u_input.b, 1598u, global4.x), vec4<u32>(89310u, builtin_num_workgroups.x, builtin_local_invocation_id.x, 1961u)).zyw)).x, 4u)] = select(select(!vec3<bool>(any(vec3<bool>(false, global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)])), global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)] & true, true), vec3<bool>(select(vec3<bool>(global0[_wgslsmith_index_u32(89275u, 4u)], global0[_wgslsmith_index_u32(27187u, 4u)], false), !vec3<bool>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], false, false), !vec3<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)])).x, !any(vec3<bool>(true, global0[_wgslsmith_index_u32(47409u, 4u)], false)), atomicCompareExchangeWeak(&wg_atomic_i32, i32(-2147483648) + global2.x, -(-5332i)).exchanged), !((-global2.x < ~global2.x))), select(!(!(!vec3<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], true, false))), !vec3<bool>(true, 1u > builtin_global_invocation_id.x, all(vec2<bool>(false, true))), select(select(select(vec3<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], true, global0[_wgslsmith_index_u32(u_input.b, 4u)]), vec3<bool>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(50725u, 4u)], false), vec3<bool>(global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], false)), select(vec3<bool>(false, true, false), vec3<bool>(true, true, true), vec3<bool>(true, true, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)])), vec3<bool>(global0[_wgslsmith_index_u32(115568u, 4u)], global0[_wgslsmith_index_u32(u_input.a.x, 4u)], false)), select(!vec4<bool>(false, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], true, global0[_wgslsmith_index_u32(0u, 4u)]), !vec4<bool>(global0[_wgslsmith_index_u32(0u, 4u)], true, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], false), !vec4<bool>(false, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(25033u, 4u)])).zxw, select(select(vec4<bool>(false, global0[_wgslsmith_index_u32(92116u, 4u)], false, global0[_wgslsmith_index_u32(33736u, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], false, global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(1827u, 4u)]), true), select(vec4<bool>(false, true, global0[_wgslsmith_index_u32(68907u, 4u)], global0[_wgslsmith_index_u32(65199u, 4u)]), vec4<bool>(false, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], global0[_wgslsmith_index_u32(1559u, 4u)]), global0[_wgslsmith_index_u32(70792u, 4u)]), !vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(31946u, 4u)], true, global0[_wgslsmith_index_u32(1u, 4u)])).x)), select(!(!vec4<bool>(true, true, true, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)])), vec4<bool>(select(!vec2<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), vec2<bool>(true, false), false).x, global0[_wgslsmith_index_u32(atomicSub(&wg_atomic_u32, builtin_global_invocation_id.x), 4u)] && any(vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], false, global0[_wgslsmith_index_u32(0u, 4u)], false)), !global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)] & !global0[_wgslsmith_index_u32(0u, 4u)], true), !select(!vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 4u)], false, true, global0[_wgslsmith_index_u32(13544u, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], true, false, global0[_wgslsmith_index_u32(global4.x, 4u)]), !global0[_wgslsmith_index_u32(global4.x, 4u)])).xxy).x;
                var var_1 = global2.x;
                var_1 = i32(-2147483648);
                let var_2 = firstLeadingBit(~(~(vec4<i32>(2147483647i, global2.x, global2.x, 28745i) ^ vec4<i32>(global2.x, global2.x, -1i, 1i)) & sign(select(vec4<i32>(global2.x, global2.x, 1i, global2.x), vec4<i32>(1i, -1i, 1i, global2.x), vec4<bool>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], false, global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)])))));
                continuing {
                }
            }
            loop {
                if (LOOP_COUNTERS[14u] >= 1u) {
                    break;
                }
                (LOOP_COUNTERS)[14u] = LOOP_COUNTERS[14u] + 1u;
                var var_1 = -23652i;
                var_1 = dot(vec3<i32>(global2.x, global2.x ^ -37108i, atomicLoad(&wg_atomic_i32)), sign(vec4<i32>(global2.x, ~global2.x, -global2.x, ~(i32(-2147483648)))).xxx) + 2147483647i;
                ((global1)[_wgslsmith_index_u32(67003u, 9u)]).a = mat2x3<f32>(_wgslsmith_f_op_vec4_f32(round(vec4<f32>(_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(~builtin_local_invocation_index, 2u)].x), _wgslsmith_f_op_f32(-1f), var_0.a[_wgslsmith_index_u32(select(countTrailingZeros(builtin_workgroup_id).zz, countTrailingZeros(vec2<u32>(builtin_num_workgroups.x, 34189u)), true).x, 2u)].x, 360f))).www, var_0.a[_wgslsmith_index_u32(38463u, 2u)]);
                continue;
            }
            (global4).x = clamp(reverseBits(~vec4<u32>(5470u, ~builtin_local_invocation_id.x, min(vec4<u32>(builtin_local_invocation_index, 0u, 55147u, builtin_global_invocation_id.x), vec4<u32>(16921u, 0u, 4294967295u, builtin_num_workgroups.x)).x, 1u)), select(~_wgslsmith_mod_vec4_u32(vec4<u32>(2046u, builtin_num_workgroups.x, builtin_local_invocation_id.x, builtin_global_invocation_id.x), vec4<u32>(builtin_workgroup_id.x, 0u, 1u, global4.x)) >> (reverseBits(vec4<u32>(builtin_local_invocation_id.x, 1u, builtin_num_workgroups.x, 95256u) | vec4<u32>(builtin_local_invocation_index, 0u, global4.x, 118054u)) % vec4<u32>(32u)), ~firstLeadingBit(~vec4<u32>(51140u, builtin_local_invocation_index, builtin_global_invocation_id.x, 1u)), select(vec4<bool>(!global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], select(vec2<bool>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)]), vec2<bool>(true, false), global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]).x, false, select(vec2<bool>(true, true), vec2<bool>(global0[_wgslsmith_index_u32(48165u, 4u)], true), global0[_wgslsmith_index_u32(47266u, 4u)]).x), select(vec4<bool>(global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(4294967295u, 4u)], global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], true), vec4<bool>(false, global0[_wgslsmith_index_u32(1291u, 4u)], true, global0[_wgslsmith_index_u32(49470u, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], true, true)), global0[_wgslsmith_index_u32(45030u, 4u)])), vec4<u32>(59462u ^ ~_wgslsmith_mod_u32(builtin_local_invocation_id.x, 1u), _wgslsmith_mod_u32(1u, countOneBits(abs(vec4<u32>(builtin_local_invocation_id.x, builtin_num_workgroups.x, u_input.b, 4294967295u)).xwx).x), 0u ^ u_input.b, countLeadingZeros(~(global4.xz << (builtin_num_workgroups.yy % vec2<u32>(32u)))).x)).x;
            let var_1 = func_1(func_2(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(-1110f, -458f, var_0.a[_wgslsmith_index_u32(35960u, 2u)].x, 218f) * vec4<f32>(-625f, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, -961f)) - vec4<f32>(var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, -1269f, 551f)), _wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -1578f, var_0.a[_wgslsmith_index_u32(1u, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x) + vec4<f32>(var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 1298f)))), _wgslsmith_f_op_f32(_wgslsmith_f_op_vec3_f32(exp2(_wgslsmith_f_op_vec3_f32(var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)] + vec3<f32>(-674f, 425f, 389f)))).x + var_0.a[_wgslsmith_index_u32(~atomicSub(&wg_atomic_u32, 0u), 2u)].x), mat3x2<f32>(_wgslsmith_div_vec2_f32(vec2<f32>(var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, var_0.a[_wgslsmith_index_u32(50003u, 2u)].x), _wgslsmith_f_op_vec4_f32(floor(vec4<f32>(var_0.a[_wgslsmith_index_u32(8658u, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x, var_0.a[_wgslsmith_index_u32(614u, 2u)].x))).yz), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(33695u, 2u)].xy + vec2<f32>(2202f, -1604f))), _wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x, -952f) - _wgslsmith_f_op_vec2_f32(-vec2<f32>(var_0.a[_wgslsmith_index_u32(6609u, 2u)].x, -843f))))), _wgslsmith_f_op_vec3_f32(max(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(~u_input.a.x, 2u)]) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, -297f, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x), vec4<f32>(817f, -544f, var_0.a[_wgslsmith_index_u32(88484u, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x), vec4<f32>(-773f, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, -970f, -1369f))).yww - _wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(global4.x, 2u)]))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(global4.x, 2u)]))))).x, select(vec4<bool>(true, all(select(vec3<bool>(global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], false), vec3<bool>(global0[_wgslsmith_index_u32(0u, 4u)], true, true), global0[_wgslsmith_index_u32(global4.x, 4u)]).zy), all(!vec4<bool>(false, true, false, global0[_wgslsmith_index_u32(global4.x, 4u)])), ~global2.x > -6642i), !vec4<bool>(true, select(global0[_wgslsmith_index_u32(global4.x, 4u)], false, global0[_wgslsmith_index_u32(1u, 4u)]), true, true), select(vec4<bool>(all(vec3<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], false, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)])), global0[_wgslsmith_index_u32(0u - builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(abs(builtin_workgroup_id.zz).x, 4u)], global2.x <= 1i), vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 4u)] | true, any(vec3<bool>(global0[_wgslsmith_index_u32(19221u, 4u)], true, global0[_wgslsmith_index_u32(4294967295u, 4u)])), true, (builtin_local_invocation_index < global4.x)), vec4<bool>(all(vec3<bool>(false, global0[_wgslsmith_index_u32(68929u, 4u)], global0[_wgslsmith_index_u32(4584u, 4u)])), !global0[_wgslsmith_index_u32(1u, 4u)], true & global0[_wgslsmith_index_u32(1u, 4u)], false)).x));
        }
        default: {
            if (false) {
                var var_1 = select(vec3<bool>(893f != _wgslsmith_f_op_f32(-1552f * var_0.a[_wgslsmith_index_u32(min(builtin_global_invocation_id, builtin_num_workgroups).x, 2u)].x), false, all(select(!vec3<bool>(global0[_wgslsmith_index_u32(31314u, 4u)], true, global0[_wgslsmith_index_u32(1u, 4u)]), !vec3<bool>(true, global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(4294967295u, 4u)]), true).zx)), select(vec4<bool>(select(!vec4<bool>(global0[_wgslsmith_index_u32(3566u, 4u)], false, false, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)]), !vec4<bool>(true, global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(16476u, 4u)], true), global0[_wgslsmith_index_u32(global4.x, 4u)]).x, atomicCompareExchangeWeak(&wg_atomic_i32, ~0i, _wgslsmith_mod_i32(global2.x, global2.x)).exchanged, false, !global0[_wgslsmith_index_u32(~74423u, 4u)]), !select(vec4<bool>(true, true, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], false), select(vec4<bool>(false, global0[_wgslsmith_index_u32(1602u, 4u)], false, false), vec4<bool>(global0[_wgslsmith_index_u32(64375u, 4u)], global0[_wgslsmith_index_u32(23492u, 4u)], true, global0[_wgslsmith_index_u32(28722u, 4u)]), global0[_wgslsmith_index_u32(87603u, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], true, global0[_wgslsmith_index_u32(76872u, 4u)])), select(!select(vec4<bool>(true, false, global0[_wgslsmith_index_u32(582u, 4u)], true), vec4<bool>(global0[_wgslsmith_index_u32(u_input.b, 4u)], true, true, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)]), global0[_wgslsmith_index_u32(48276u, 4u)]), select(select(vec4<bool>(global0[_wgslsmith_index_u32(15033u, 4u)], true, false, false), vec4<bool>(global0[_wgslsmith_index_u32(0u, 4u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(4294967295u, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)]), vec4<bool>(false, false, true, true)), select(vec4<bool>(true, false, global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(5823u, 4u)]), vec4<bool>(false, false, global0[_wgslsmith_index_u32(7553u, 4u)], false), false), global0[_wgslsmith_index_u32(0u, 4u)]), !(!vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], false, global0[_wgslsmith_index_u32(4294967295u, 4u)], true)))).ywy, select(vec2<bool>(!any(vec4<bool>(true, global0[_wgslsmith_index_u32(global4.x, 4u)], false, false)), global0[_wgslsmith_index_u32(select(vec4<u32>(1u, 1u, 1u, 1u), extractBits(vec4<u32>(4294967295u, builtin_local_invocation_index, 0u, builtin_workgroup_id.x), builtin_local_invocation_id.x, builtin_workgroup_id.x), vec4<bool>(global0[_wgslsmith_index_u32(u_input.a.x, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(u_input.b, 4u)])).x, 4u)]), !vec2<bool>(!global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], false), select(select(select(vec4<bool>(global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], global0[_wgslsmith_index_u32(43375u, 4u)], true), vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(0u, 4u)], true, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), false), !vec4<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], true, false), false).wxy, select(select(vec4<bool>(false, global0[_wgslsmith_index_u32(4294967295u, 4u)], false, false), vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], false, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)])), select(vec4<bool>(true, false, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], global0[_wgslsmith_index_u32(12002u, 4u)]), vec4<bool>(true, false, true, true), false), global0[_wgslsmith_index_u32(atomicCompareExchangeWeak(&wg_atomic_u32, builtin_workgroup_id.x, builtin_workgroup_id.x).old_value, 4u)]).ywz, vec3<bool>(select(vec2<bool>(false, global0[_wgslsmith_index_u32(global4.x, 4u)]), vec2<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], true), vec2<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], true)).x, select(false, global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)]), 619f >= var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x)).yy).x);
                let var_2 = mat4x2<f32>(_wgslsmith_f_op_vec2_f32(-vec2<f32>(_wgslsmith_f_op_vec2_f32(abs(_wgslsmith_f_op_vec3_f32(sign(var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)])).xz)).x, var_0.a[_wgslsmith_index_u32(~1u, 2u)].x)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_div_vec2_f32(vec2<f32>(_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(1u, 2u)].x + 291f), _wgslsmith_div_f32(var_0.a[_wgslsmith_index_u32(0u, 2u)].x, 355f)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-vec2<f32>(-485f, var_0.a[_wgslsmith_index_u32(19544u, 2u)].x))))), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(-var_0.a[_wgslsmith_index_u32(min(builtin_local_invocation_id, vec3<u32>(builtin_local_invocation_index, builtin_workgroup_id.x, 4294967295u)).x * (builtin_workgroup_id.x << (u_input.b % 32u)), 2u)].xx)), _wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(-_wgslsmith_f_op_vec4_f32(round(vec4<f32>(1324f, 561f, var_0.a[_wgslsmith_index_u32(40411u, 2u)].x, 936f))).yz) * _wgslsmith_f_op_vec2_f32(-var_0.a[_wgslsmith_index_u32(14538u, 2u)].zz))));
                let var_3 = -4304i;
                return;
            }
            if (global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]) {
                var var_1 = 2147483647i;
                var var_2 = global1[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 9u)];
                var var_3 = func_1(Struct_1(func_2(mat2x4<f32>(_wgslsmith_f_op_vec4_f32(-vec4<f32>(-1520f, var_0.a[_wgslsmith_index_u32(global4.x, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_2.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x)), _wgslsmith_f_op_vec4_f32(exp(vec4<f32>(var_0.a[_wgslsmith_index_u32(4527u, 2u)].x, var_2.a[_wgslsmith_index_u32(32522u, 2u)].x, -1148f, var_0.a[_wgslsmith_index_u32(113515u, 2u)].x)))), -1376f, mat3x2<f32>(vec2<f32>(var_2.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, 842f), var_0.a[_wgslsmith_index_u32(9311u, 2u)].yy, _wgslsmith_f_op_vec3_f32(round(vec3<f32>(459f, 340f, var_2.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x))).xx)).a), var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, vec4<bool>(select(vec3<bool>(false, global0[_wgslsmith_index_u32(countLeadingZeros(builtin_num_workgroups).x, 4u)], false), select(vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], false, true), select(vec4<bool>(global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)], global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(u_input.b, 4u)], global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]), vec4<bool>(false, global0[_wgslsmith_index_u32(20336u, 4u)], true, true), vec4<bool>(true, true, true, true)), select(vec4<bool>(global0[_wgslsmith_index_u32(0u, 4u)], true, false, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]), vec4<bool>(global0[_wgslsmith_index_u32(4294967295u, 4u)], true, global0[_wgslsmith_index_u32(32916u, 4u)], true), false)).wwy, select(!vec4<bool>(true, true, false, global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)]), !vec4<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(0u, 4u)], true, global0[_wgslsmith_index_u32(38781u, 4u)]), !vec4<bool>(true, global0[_wgslsmith_index_u32(73092u, 4u)], true, global0[_wgslsmith_index_u32(global4.x, 4u)])).wwz).x, select(!select(vec4<bool>(false, false, global0[_wgslsmith_index_u32(4294967295u, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)]), vec4<bool>(true, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], true), global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]).xwy, select(select(vec4<bool>(true, false, true, false), vec4<bool>(global0[_wgslsmith_index_u32(120521u, 4u)], global0[_wgslsmith_index_u32(1u, 4u)], false, false), true).yxx, vec3<bool>(true, true, true), global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)]), select(vec3<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)], false, false), select(vec3<bool>(global0[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)], global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), vec3<bool>(true, false, global0[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)]), global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]), vec3<bool>(true, global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], true))).x, any(!(!vec3<bool>(global0[_wgslsmith_index_u32(152081u, 4u)], global0[_wgslsmith_index_u32(global4.x, 4u)], false))), select(!select(vec4<bool>(global0[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)], true, true, global0[_wgslsmith_index_u32(55831u, 4u)]), vec4<bool>(true, true, false, global0[_wgslsmith_index_u32(14147u, 4u)]), true), vec4<bool>(true, global0[_wgslsmith_index_u32(~global4.x, 4u)], true, true || global0[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)]), !(!vec4<bool>(false, global0[_wgslsmith_index_u32(396u, 4u)], false, true))).x));
            } else {
                let var_1 = func_2(func_3(true, _wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(1u, 2u)].x + _wgslsmith_f_op_vec3_f32(saturate(var_0.a[_wgslsmith_index_u32(45709u ^ builtin_global_invocation_id.x, 2u)])).x), true, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, 1005f) - vec4<f32>(-1466f, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x, -1000f, -251f)) * _wgslsmith_f_op_vec4_f32(vec4<f32>(-1603f, var_0.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, -1040f) * vec4<f32>(858f, var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.a[_wgslsmith_index_u32(global4.x, 2u)].x))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(clamp(vec4<f32>(var_0.a[_wgslsmith_index_u32(u_input.a.x, 2u)].x, var_0.a[_wgslsmith_index_u32(global4.x, 2u)].x, var_0.a[_wgslsmith_index_u32(0u, 2u)].x, -645f), vec4<f32>(1757f, var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, -354f, var_0.a[_wgslsmith_index_u32(1u, 2u)].x), vec4<f32>(var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.a[_wgslsmith_index_u32(global4.x, 2u)].x, var_0.a[_wgslsmith_index_u32(1u, 2u)].x, -493f))) + _wgslsmith_f_op_vec4_f32(-vec4<f32>(356f, var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x, -732f))), _wgslsmith_f_op_vec4_f32(vec4<f32>(675f, 669f, 383f, var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].x) + _wgslsmith_div_vec4_f32(vec4<f32>(var_0.a[_wgslsmith_index_u32(72184u, 2u)].x, -1157f, var_0.a[_wgslsmith_index_u32(61981u, 2u)].x, -107f), vec4<f32>(var_0.a[_wgslsmith_index_u32(1u, 2u)].x, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, 116f, var_0.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x))))), _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(_wgslsmith_div_f32(_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x), var_0.a[_wgslsmith_index_u32(24852u, 2u)].x) + _wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(21199u | builtin_local_invocation_index, 2u)].x + -1000f))), mat3x2<f32>(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(saturate(_wgslsmith_f_op_vec2_f32(vec2<f32>(var_0.a[_wgslsmith_index_u32(u_input.b, 2u)].x, 310f) * vec2<f32>(-1000f, var_0.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x)))) + _wgslsmith_f_op_vec3_f32(saturate(vec3<f32>(var_0.a[_wgslsmith_index_u32(29047u, 2u)].x, var_0.a[_wgslsmith_index_u32(0u, 2u)].x, var_0.a[_wgslsmith_index_u32(u_input.b, 2u)].x))).yx), _wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(atomicExchange(&wg_atomic_u32, global4.x), 2u)].yx * _wgslsmith_f_op_vec3_f32(floor(vec3<f32>(832f, 1546f, 592f))).zz), _wgslsmith_f_op_vec3_f32(exp(_wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(1u, 2u)]))).zx));
                var var_2 = ((max(~(vec3<i32>(global2.x, global2.x, 0i) >> (builtin_workgroup_id % vec3<u32>(32u))), vec3<i32>(insertBits(vec3<i32>(global2.x, global2.x, global2.x), vec3<i32>(1i, 13758i, global2.x), global4.x, builtin_local_invocation_index).x, sign(vec3<i32>(46282i, global2.x, global2.x)).x, global2.x + -42050i)).x ^ global2.x) < 20976i);
                let var_3 = global1[_wgslsmith_index_u32(~builtin_global_invocation_id.x, 9u)];
                let var_4 = var_1;
            }
        }
    }
    let var_1 = mat4x3<f32>(_wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(var_0.a[_wgslsmith_index_u32(~builtin_local_invocation_id.x, 2u)] + vec3<f32>(-1257f, 1130f, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x)) + _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec4_f32(ceil(vec4<f32>(189f, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.a[_wgslsmith_index_u32(0u, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].x))).zxw * _wgslsmith_f_op_vec3_f32(var_0.a[_wgslsmith_index_u32(1u, 2u)] + var_0.a[_wgslsmith_index_u32(4294967295u, 2u)])))), var_0.a[_wgslsmith_index_u32(44247u, 2u)], vec3<f32>(_wgslsmith_f_op_vec3_f32(round(_wgslsmith_f_op_vec3_f32(var_0.a[_wgslsmith_index_u32(20392u, 2u)] - _wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(1u, 2u)])))).x, _wgslsmith_div_f32(_wgslsmith_f_op_f32(_wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x + 165f) + -915f), 741f), _wgslsmith_f_op_f32(dot(_wgslsmith_f_op_vec2_f32(_wgslsmith_f_op_vec2_f32(var_0.a[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)].zz + var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].xy) + vec2<f32>(1106f, -911f)), _wgslsmith_f_op_vec2_f32(-vec2<f32>(1292f, 1233f))))), vec3<f32>(473f, _wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(~4429u, 2u)].x)), _wgslsmith_f_op_f32(max(_wgslsmith_f_op_f32(-(-216f)), _wgslsmith_f_op_vec2_f32(abs(var_0.a[_wgslsmith_index_u32(~global4.x, 2u)].xx)).x))));
    ((global1)[_wgslsmith_index_u32(insertBits(~vec4<u32>(1u + builtin_workgroup_id.x, _wgslsmith_mod_u32(1u, 22000u), ~1u, 1u) ^ ~vec4<u32>(1u / builtin_local_invocation_index, builtin_num_workgroups.x, firstTrailingBit(vec4<u32>(4294967295u, 17224u, 7752u, builtin_local_invocation_index)).x, builtin_local_invocation_id.x >> (11449u % 32u)), countOneBits(vec4<u32>(builtin_local_invocation_index / ~global4.x, ~16949u, min(35153u, ~3362u), (9401u / builtin_workgroup_id.x) << (extractBits(vec4<u32>(58675u, builtin_num_workgroups.x, u_input.b, 0u), u_input.b, builtin_global_invocation_id.x).x % 32u))), builtin_global_invocation_id.x, builtin_workgroup_id.x).x, 9u)]).a = mat2x3<f32>(_wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(-var_0.a[_wgslsmith_index_u32(~0u, 2u)]) - _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(10558u, 4u)] - _wgslsmith_f_op_vec3_f32(var_0.a[_wgslsmith_index_u32(u_input.a.x, 2u)] * var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)])))), _wgslsmith_f_op_vec3_f32(-_wgslsmith_f_op_vec4_f32(step(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(0u, 4u)].x, var_1[_wgslsmith_index_u32(global4.x, 4u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -416f)), _wgslsmith_f_op_vec4_f32(min(_wgslsmith_f_op_vec4_f32(-vec4<f32>(1704f, 1539f, 454f, 801f)), _wgslsmith_f_op_vec4_f32(vec4<f32>(var_0.a[_wgslsmith_index_u32(62976u, 2u)].x, var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x, var_1[_wgslsmith_index_u32(u_input.b, 4u)].x, 747f) + vec4<f32>(-677f, var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.a[_wgslsmith_index_u32(94737u, 2u)].x, var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x)))))).www));
    (global2).x = clamp(vec2<i32>(global2.x, 1i), vec2<i32>(~(-1i), ~abs(global2.x)), global2.zz).x;
    var var_2 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_div_vec4_f32(_wgslsmith_f_op_vec4_f32(vec4<f32>(1f, 1f, 1f, 1f) - _wgslsmith_div_vec4_f32(vec4<f32>(var_1[_wgslsmith_index_u32(27245u, 4u)].x, var_0.a[_wgslsmith_index_u32(0u, 2u)].x, 553f, 1114f), vec4<f32>(900f, var_0.a[_wgslsmith_index_u32(42932u, 2u)].x, -200f, -1076f))), _wgslsmith_f_op_vec4_f32(exp(_wgslsmith_f_op_vec4_f32(vec4<f32>(1490f, -479f, var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, var_1[_wgslsmith_index_u32(1u, 4u)].x) * vec4<f32>(147f, -815f, var_1[_wgslsmith_index_u32(57251u, 4u)].x, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x))))))), vec4<f32>(_wgslsmith_f_op_vec3_f32(select(_wgslsmith_f_op_vec3_f32(_wgslsmith_div_vec3_f32(var_0.a[_wgslsmith_index_u32(u_input.b, 2u)], vec3<f32>(var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x, var_1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, 1058f)) + _wgslsmith_f_op_vec3_f32(-vec3<f32>(1038f, var_1[_wgslsmith_index_u32(u_input.a.x, 4u)].x, -1387f))), _wgslsmith_div_vec3_f32(_wgslsmith_f_op_vec3_f32(var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)] * vec3<f32>(var_1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, 1560f, var_0.a[_wgslsmith_index_u32(103558u, 2u)].x)), vec3<f32>(317f, -1055f, 631f)), vec3<bool>(true, global0[_wgslsmith_index_u32(abs(4294967295u), 4u)], false))).x, _wgslsmith_f_op_f32(dot(var_0.a[_wgslsmith_index_u32(4294967295u, 2u)], _wgslsmith_f_op_vec3_f32(_wgslsmith_f_op_vec3_f32(exp(var_0.a[_wgslsmith_index_u32(53479u, 2u)])) * var_1[_wgslsmith_index_u32(builtin_workgroup_id.x, 4u)]))), _wgslsmith_f_op_f32(_probe_exp(var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x)), 1871f));
    for (var var_3 = global2.x; var_3 >= 2772i; ) {
        if (LOOP_COUNTERS[15u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[15u] = LOOP_COUNTERS[15u] + 1u;
        while (true) {
            if (LOOP_COUNTERS[16u] >= 1u) {
                break;
            }
            (LOOP_COUNTERS)[16u] = LOOP_COUNTERS[16u] + 1u;
            let var_4 = ~vec4<i32>(1i, global2.x | 2147483647i, ~2147483647i, global2.x);
            var var_5 = mat2x4<f32>(_wgslsmith_f_op_vec4_f32(saturate(_wgslsmith_f_op_vec4_f32(min(vec4<f32>(_wgslsmith_f_op_vec2_f32(select(vec2<f32>(var_2[_wgslsmith_index_u32(4294967295u, 2u)].x, var_0.a[_wgslsmith_index_u32(global4.x, 2u)].x), vec2<f32>(var_0.a[_wgslsmith_index_u32(builtin_local_invocation_index, 2u)].x, var_2[_wgslsmith_index_u32(1u, 2u)].x), vec2<bool>(false, global0[_wgslsmith_index_u32(29882u, 4u)]))).x, var_0.a[_wgslsmith_index_u32(~51520u, 2u)].x, 1335f, _wgslsmith_f_op_f32(var_0.a[_wgslsmith_index_u32(u_input.b, 2u)].x * -2102f)), var_2[_wgslsmith_index_u32(~(~18492u), 2u)])))), _wgslsmith_f_op_vec4_f32(var_2[_wgslsmith_index_u32(_wgslsmith_mod_u32(u_input.a.x, 41506u), 2u)] + _wgslsmith_f_op_vec4_f32(exp2(var_2[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)]))));
            (global4).x = ~4294967295u;
            var var_6 = var_0;
            (((global1)[_wgslsmith_index_u32(builtin_local_invocation_index, 9u)]).a)[_wgslsmith_index_u32(insertBits(~countOneBits(~(vec4<u32>(4294967295u, 1u, builtin_global_invocation_id.x, 4294967295u) ^ vec4<u32>(u_input.b, builtin_num_workgroups.x, 4294967295u, builtin_local_invocation_index))).ywz, ~(~firstLeadingBit(~vec4<u32>(70198u, builtin_local_invocation_id.x, 61053u, 131289u)).yyw), 0u, builtin_num_workgroups.x ^ 0u).x, 2u)] = _wgslsmith_f_op_vec3_f32(sign(var_1[_wgslsmith_index_u32(4294967295u, 4u)]));
        }
        continue;
    }
    while (true | atomicCompareExchangeWeak(&wg_atomic_u32, ~builtin_local_invocation_index, firstLeadingBit(~(vec4<u32>(builtin_global_invocation_id.x, 4294967295u, builtin_num_workgroups.x, 4294967295u) >> (vec4<u32>(1555u, builtin_local_invocation_id.x, 4294967295u, builtin_workgroup_id.x) % vec4<u32>(32u)))).x).exchanged) {
        if (LOOP_COUNTERS[17u] >= 1u) {
            break;
        }
        (LOOP_COUNTERS)[17u] = LOOP_COUNTERS[17u] + 1u;
        var var_3 = _wgslsmith_f_op_f32(-(-1358f));
    }
    let x = u_input.a;
    s_output = StorageBuffer(func_3(true, _wgslsmith_f_op_vec2_f32(round(vec2<f32>(_wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(26368u, 2u)].x), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(4294967295u, 4u)].x - var_2[_wgslsmith_index_u32(1u, 2u)].x)))).x, true, func_4()), mat4x4<f32>(vec4<f32>(_wgslsmith_f_op_f32(-_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(builtin_local_invocation_index, 4u)].x)), _wgslsmith_f_op_f32(var_1[_wgslsmith_index_u32(countOneBits(builtin_global_invocation_id.x), 4u)].x + _wgslsmith_f_op_f32(203f + 255f)), _wgslsmith_f_op_f32(-(-1509f)), _wgslsmith_f_op_f32(fract(_wgslsmith_div_f32(-1945f, -694f)))), _wgslsmith_f_op_vec4_f32(_wgslsmith_f_op_vec4_f32(-vec4<f32>(var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].x, 1000f, -865f, var_0.a[_wgslsmith_index_u32(5615u, 2u)].x)) * var_2[_wgslsmith_index_u32(54712u, 2u)]), _wgslsmith_div_vec4_f32(vec4<f32>(_wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(72517u, 2u)].x * var_2[_wgslsmith_index_u32(builtin_global_invocation_id.x, 2u)].x), _wgslsmith_f_op_vec2_f32(step(vec2<f32>(var_1[_wgslsmith_index_u32(builtin_global_invocation_id.x, 4u)].x, -143f), var_1[_wgslsmith_index_u32(builtin_local_invocation_id.x, 4u)].yz)).x, _wgslsmith_f_op_f32(-var_2[_wgslsmith_index_u32(0u, 2u)].x), _wgslsmith_f_op_vec4_f32(saturate(var_2[_wgslsmith_index_u32(3325u, 2u)])).x), _wgslsmith_f_op_vec4_f32(-var_2[_wgslsmith_index_u32(global4.x, 2u)])), vec4<f32>(_wgslsmith_f_op_vec2_f32(step(vec2<f32>(var_1[_wgslsmith_index_u32(global4.x, 4u)].x, var_1[_wgslsmith_index_u32(1u, 4u)].x), _wgslsmith_f_op_vec2_f32(-var_2[_wgslsmith_index_u32(builtin_local_invocation_id.x, 2u)].wy))).x, _wgslsmith_f_op_f32(_wgslsmith_div_f32(var_0.a[_wgslsmith_index_u32(builtin_num_workgroups.x, 2u)].x, var_1[_wgslsmith_index_u32(4294967295u, 4u)].x) + _wgslsmith_f_op_f32(var_2[_wgslsmith_index_u32(u_input.a.x, 2u)].x + var_1[_wgslsmith_index_u32(1u, 4u)].x)), _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(~global4.x, 4u)].x), _wgslsmith_f_op_f32(min(_wgslsmith_f_op_f32(-var_0.a[_wgslsmith_index_u32(1u, 2u)].x), _wgslsmith_f_op_f32(dot(var_0.a[_wgslsmith_index_u32(4294967295u, 2u)].yz, var_2[_wgslsmith_index_u32(36812u, 2u)].yy)))))), _wgslsmith_f_op_f32(_wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(~1u, 4u)].x) - var_1[_wgslsmith_index_u32(~50176u, 4u)].x), -512f, mat3x4<f32>(_wgslsmith_f_op_vec4_f32(exp2(_wgslsmith_f_op_vec4_f32(-_wgslsmith_f_op_vec4_f32(sign(var_2[_wgslsmith_index_u32(builtin_workgroup_id.x, 2u)]))))), _wgslsmith_f_op_vec4_f32(sign(vec4<f32>(var_2[_wgslsmith_index_u32(builtin_local_invocation_index - builtin_num_workgroups.x, 2u)].x, var_1[_wgslsmith_index_u32(~20143u, 4u)].x, _wgslsmith_f_op_f32(-var_1[_wgslsmith_index_u32(builtin_num_workgroups.x, 4u)].x), _wgslsmith_f_op_f32(1914f + 394f)))), _wgslsmith_f_op_vec4_f32(floor(var_2[_wgslsmith_index_u32(countOneBits(vec3<u32>(1u, builtin_local_invocation_index, 0u)).x, 2u)]))));
}


fn _probe_exp(x: f32) -> f32 {
    let r = exp(x);
    p_in = vec4<f32>(x, 0f, 0f, 0f);
    p_out = vec4<f32>(r, 0f, 0f, 0f);
    p_n = p_n + 1u;
    return r;
}

@compute
@workgroup_size(1u)
fn main(@builtin(global_invocation_id) builtin_global_invocation_id: vec3<u32>, @builtin(local_invocation_id) builtin_local_invocation_id: vec3<u32>, @builtin(workgroup_id) builtin_workgroup_id: vec3<u32>, @builtin(num_workgroups) builtin_num_workgroups: vec3<u32>, @builtin(local_invocation_index) builtin_local_invocation_index: u32) {
    main_orig(builtin_global_invocation_id, builtin_local_invocation_id, builtin_workgroup_id, builtin_num_workgroups, builtin_local_invocation_index);
    s_probe.orig = s_output;
    s_probe.p_in = p_in;
    s_probe.p_out = p_out;
    s_probe.p_n = p_n;
}
