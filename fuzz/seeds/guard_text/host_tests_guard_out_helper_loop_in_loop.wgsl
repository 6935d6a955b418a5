@group(0) @binding(0) 
var<storage, read_write> out: array<u32>;
@group(3) @binding(0) 
var<storage, read_write> _wh_flag: atomic<u32>;
@group(3) @binding(1) 
var<uniform> _wh_budget: u32;
var<private> _wh_spent: u32;
var<private> _wh_spent_uniform: u32;

fn triangle(n: u32) -> u32 {
    var t: u32 = 0u;
    var k: u32 = 0u;

    loop {
        let _e5 = k;
        if (_e5 < n) {
        } else {
            break;
        }
        let _e17 = _wh_spent;
        let _e18 = _wh_budget;
        if (_e17 >= _e18) {
            _wh_spent = (_e18 + 1u);
            break;
        }
        _wh_spent = (_e17 + 1u);
        {
            let _e7 = t;
            let _e8 = k;
            t = (_e7 + _e8);
            let _e11 = k;
            k = (_e11 + 1u);
        }
    }
    let _e13 = t;
    return _e13;
}

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var sum: u32 = 0u;
    var i: u32 = 0u;

    loop {
        let _e5 = i;
        if (_e5 < id.x) {
        } else {
            break;
        }
        let _e22 = _wh_spent;
        let _e23 = _wh_budget;
        if (_e22 >= _e23) {
            _wh_spent = (_e23 + 1u);
            break;
        }
        _wh_spent = (_e22 + 1u);
        {
            let _e8 = sum;
            let _e9 = i;
            let _e10 = triangle(_e9);
            sum = (_e8 + _e10);
        }
        continuing {
            let _e13 = i;
            i = (_e13 + 1u);
        }
    }
    let _e18 = sum;
    out[id.x] = _e18;
    let _e32 = _wh_spent;
    let _e33 = _wh_spent_uniform;
    let _e34 = _wh_budget;
    if ((_e32 > _e34) || (_e33 > _e34)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
