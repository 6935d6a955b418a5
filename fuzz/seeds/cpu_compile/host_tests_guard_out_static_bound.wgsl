@group(0) @binding(0) 
var<storage, read_write> out: array<f32>;

fn relax(x: f32) -> f32 {
    var acc: f32;
    var k: i32 = 0i;

    acc = x;
    loop {
        let _e4 = k;
        if (_e4 < 4i) {
        } else {
            break;
        }
        {
            let _e7 = acc;
            acc = ((_e7 * 0.5f) + 1f);
        }
        continuing {
            let _e13 = k;
            k = (_e13 + 1i);
        }
    }
    let _e15 = acc;
    return _e15;
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var v: f32;
    var i: u32 = 0u;
    var j: u32 = 0u;

    v = f32(id.x);
    loop {
        let _e6 = i;
        if (_e6 < 8u) {
        } else {
            break;
        }
        {
            let _e9 = v;
            let _e10 = relax(_e9);
            v = _e10;
        }
        continuing {
            let _e12 = i;
            i = (_e12 + 1u);
        }
    }
    loop {
        let _e16 = j;
        if (_e16 <= 15u) {
        } else {
            break;
        }
        {
            let _e19 = v;
            let _e20 = j;
            v = (_e19 + f32(_e20));
        }
        continuing {
            let _e24 = j;
            j = (_e24 + 1u);
        }
    }
    let _e29 = v;
    out[id.x] = _e29;
    return;
}
