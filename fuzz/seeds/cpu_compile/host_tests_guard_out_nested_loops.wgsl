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
    var j: u32;

    {
        let _e39 = _wh_spent;
        let _e40 = _wh_budget;
        if ((100u <= _e40) && (_e39 <= (_e40 - 100u))) {
            _wh_spent = (_e39 + 100u);
            loop {
                let _e5 = i;
                if (_e5 < 100u) {
                } else {
                    break;
                }
                {
                    j = 0u;
                    loop {
                        let _e10 = j;
                        if (_e10 < id.x) {
                        } else {
                            break;
                        }
                        let _e31 = _wh_spent;
                        let _e32 = _wh_budget;
                        if (_e31 >= _e32) {
                            _wh_spent = (_e32 + 1u);
                            break;
                        }
                        _wh_spent = (_e31 + 1u);
                        {
                            let _e13 = sum;
                            let _e14 = i;
                            let _e15 = j;
                            sum = (_e13 + (_e14 * _e15));
                        }
                        continuing {
                            let _e19 = j;
                            j = (_e19 + 1u);
                        }
                    }
                }
                continuing {
                    let _e22 = i;
                    i = (_e22 + 1u);
                }
            }
        } else {
            _wh_spent = (_e40 + 1u);
        }
    }
    let _e27 = sum;
    out[id.x] = _e27;
    let _e53 = _wh_spent;
    let _e54 = _wh_spent_uniform;
    let _e55 = _wh_budget;
    if ((_e53 > _e55) || (_e54 > _e55)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
