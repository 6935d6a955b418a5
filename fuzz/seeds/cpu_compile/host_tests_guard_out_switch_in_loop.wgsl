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
    var acc: u32 = 0u;
    var i: u32 = 0u;

    loop {
        let _e30 = _wh_spent;
        let _e31 = _wh_budget;
        if (_e30 >= _e31) {
            _wh_spent = (_e31 + 1u);
            break;
        }
        _wh_spent = (_e30 + 1u);
        let _e5 = i;
        switch (_e5 % 3u) {
            case 0u: {
                let _e8 = acc;
                acc = (_e8 + 1u);
            }
            case 1u: {
                let _e11 = acc;
                acc = (_e11 + 10u);
                break;
            }
            default: {
                let _e14 = acc;
                acc = (_e14 + 100u);
            }
        }
        let _e18 = i;
        i = (_e18 + 1u);
        let _e20 = i;
        if (_e20 >= id.x) {
            break;
        }
    }
    let _e26 = acc;
    out[id.x] = _e26;
    let _e40 = _wh_spent;
    let _e41 = _wh_spent_uniform;
    let _e42 = _wh_budget;
    if ((_e40 > _e42) || (_e41 > _e42)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
