// The README jacobi's kernel as the kernel interface generates it (`wasm-host check --kernel
// --array u:f32:2:zero --array q:f32:2 --scalar h2:f32 --output 1024x1024 --print`, session 42),
// for the host bench's `shader/*` cases.
var<private> _wh_n2_: vec3<u32>;
@group(0) @binding(2) 
var<storage> _wh_a2_: array<f32>;
var<private> h2_: f32;
var<private> _wh_n3_: vec3<u32>;
@group(0) @binding(3) 
var<storage> _wh_a3_: array<f32>;
@group(0) @binding(0) 
var<storage> _wh_meta: array<u32>;
@group(0) @binding(1) 
var<storage, read_write> _wh_out: array<f32>;

fn u(x: u32, y: u32) -> f32 {
    let n = _wh_n2_;
    let inside = ((x < n.x) & (y < n.y));
    let _e15 = _wh_a2_[(x + (n.x * y))];
    return select(0f, _e15, inside);
}

fn q(x_1: u32, y_1: u32) -> f32 {
    let n_1 = _wh_n3_;
    let inside_1 = ((x_1 < n_1.x) & (y_1 < n_1.y));
    let _e15 = _wh_a3_[(x_1 + (n_1.x * y_1))];
    return select(0f, _e15, inside_1);
}

fn kernel(x_2: u32, y_2: u32) -> f32 {
    let _e4 = u((x_2 - 1u), y_2);
    let _e7 = u((x_2 + 1u), y_2);
    let _e11 = u(x_2, (y_2 - 1u));
    let _e15 = u(x_2, (y_2 + 1u));
    let _e18 = h2_;
    let _e19 = q(x_2, y_2);
    return (0.25f * ((((_e4 + _e7) + _e11) + _e15) - (_e18 * _e19)));
}

fn output_shape() -> vec2<u32> {
    let _e2 = _wh_meta[0];
    let _e5 = _wh_meta[1];
    return vec2<u32>(_e2, _e5);
}

fn u_shape() -> vec2<u32> {
    let _e1 = _wh_n2_;
    return _e1.xy;
}

fn q_shape() -> vec2<u32> {
    let _e1 = _wh_n3_;
    return _e1.xy;
}

@compute @workgroup_size(64, 4, 1) 
fn _wh_main(@builtin(global_invocation_id) _wh_gid: vec3<u32>, @builtin(num_workgroups) _wh_groups: vec3<u32>) {
    let _e4 = _wh_meta[0];
    let _e7 = _wh_meta[1];
    let _e10 = _wh_meta[2];
    let _wh_n = vec3<u32>(_e4, _e7, _e10);
    if ((_wh_gid.x >= _wh_n.x) | (_wh_gid.y >= _wh_n.y)) {
        return;
    }
    let _e22 = _wh_meta[3];
    let _e25 = _wh_meta[4];
    let _e28 = _wh_meta[5];
    _wh_n2_ = vec3<u32>(_e22, _e25, _e28);
    let _e33 = _wh_meta[6];
    let _e36 = _wh_meta[7];
    let _e39 = _wh_meta[8];
    _wh_n3_ = vec3<u32>(_e33, _e36, _e39);
    let _e44 = _wh_meta[9];
    h2_ = bitcast<f32>(_e44);
    let _e55 = kernel(_wh_gid.x, _wh_gid.y);
    _wh_out[(_wh_gid.x + (_wh_n.x * _wh_gid.y))] = _e55;
    return;
}
