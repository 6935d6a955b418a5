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
    var x: u32;
    var steps: u32 = 0u;

    x = id.x;
    loop {
        let _e31 = _wh_spent;
        let _e32 = _wh_budget;
        if (_e31 >= _e32) {
            _wh_spent = (_e32 + 1u);
            break;
        }
        _wh_spent = (_e31 + 1u);
        let _e5 = x;
        if ((_e5 % 2u) == 0u) {
            let _e10 = x;
            x = (_e10 / 2u);
        } else {
            let _e14 = x;
            x = ((3u * _e14) + 1u);
        }
        continuing {
            let _e19 = steps;
            steps = (_e19 + 1u);
            let _e21 = x;
            break if (_e21 <= 1u);
        }
    }
    let _e27 = steps;
    out[id.x] = _e27;
    let _e41 = _wh_spent;
    let _e42 = _wh_spent_uniform;
    let _e43 = _wh_budget;
    if ((_e41 > _e43) || (_e42 > _e43)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
