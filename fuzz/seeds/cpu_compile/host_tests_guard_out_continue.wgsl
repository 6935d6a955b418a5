@group(0) @binding(0) 
var<storage, read_write> out: array<u32>;
@group(3) @binding(0) 
var<storage, read_write> _wh_flag: atomic<u32>;
@group(3) @binding(1) 
var<uniform> _wh_budget: u32;
var<private> _wh_spent: u32;
var<private> _wh_spent_uniform: u32;

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    var odd: u32 = 0u;
    var i: u32 = 0u;

    loop {
        let _e5 = i;
        if (_e5 < id.x) {
        } else {
            break;
        }
        let _e26 = _wh_spent;
        let _e27 = _wh_budget;
        if (_e26 >= _e27) {
            _wh_spent = (_e27 + 1u);
            break;
        }
        _wh_spent = (_e26 + 1u);
        {
            let _e8 = i;
            if ((_e8 % 2u) == 0u) {
                continue;
            }
            let _e13 = odd;
            let _e14 = i;
            odd = (_e13 + _e14);
        }
        continuing {
            let _e17 = i;
            i = (_e17 + 1u);
        }
    }
    let _e22 = odd;
    out[id.x] = _e22;
    let _e36 = _wh_spent;
    let _e37 = _wh_spent_uniform;
    let _e38 = _wh_budget;
    if ((_e36 > _e38) || (_e37 > _e38)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
