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
    var sum: u32 = 0u;
    var i: u32 = 0u;

    loop {
        let _e5 = i;
        if (_e5 < id.x) {
        } else {
            break;
        }
        let _e21 = _wh_spent;
        let _e22 = _wh_budget;
        if (_e21 >= _e22) {
            _wh_spent = (_e22 + 1u);
            break;
        }
        _wh_spent = (_e21 + 1u);
        {
            let _e8 = sum;
            let _e9 = i;
            sum = (_e8 + _e9);
        }
        continuing {
            let _e12 = i;
            i = (_e12 + 1u);
        }
    }
    let _e17 = sum;
    out[id.x] = _e17;
    let _e31 = _wh_spent;
    let _e32 = _wh_spent_uniform;
    let _e33 = _wh_budget;
    if ((_e31 > _e33) || (_e32 > _e33)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
