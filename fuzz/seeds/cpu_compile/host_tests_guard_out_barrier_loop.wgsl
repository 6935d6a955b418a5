@group(0) @binding(0) 
var<storage, read_write> out: array<f32>;
var<workgroup> tile: array<f32, 64>;
@group(3) @binding(0) 
var<storage, read_write> _wh_flag: atomic<u32>;
@group(3) @binding(1) 
var<uniform> _wh_budget: u32;
var<private> _wh_spent: u32;
var<private> _wh_spent_uniform: u32;

@compute @workgroup_size(64, 1, 1) 
fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    var warm: f32 = 0f;
    var k: u32 = 0u;
    var acc: f32 = 0f;
    var step_: u32 = 0u;

    loop {
        let _e6 = k;
        if (_e6 < li) {
        } else {
            break;
        }
        let _e46 = _wh_spent;
        let _e47 = _wh_budget;
        if (_e46 >= _e47) {
            _wh_spent = (_e47 + 1u);
            break;
        }
        _wh_spent = (_e46 + 1u);
        {
            let _e8 = warm;
            warm = (_e8 + 1f);
        }
        continuing {
            let _e12 = k;
            k = (_e12 + 1u);
        }
    }
    workgroupBarrier();
    {
        let _e54 = _wh_spent_uniform;
        let _e55 = _wh_budget;
        if ((16u <= _e55) && (_e54 <= (_e55 - 16u))) {
            _wh_spent_uniform = (_e54 + 16u);
            loop {
                let _e18 = step_;
                if (_e18 < 16u) {
                } else {
                    break;
                }
                {
                    let _e23 = step_;
                    let _e25 = warm;
                    tile[li] = (f32(_e23) + _e25);
                    workgroupBarrier();
                    let _e27 = acc;
                    let _e34 = tile[((li + 1u) % 64u)];
                    acc = (_e27 + _e34);
                    workgroupBarrier();
                }
                continuing {
                    let _e37 = step_;
                    step_ = (_e37 + 1u);
                }
            }
        } else {
            _wh_spent_uniform = (_e55 + 1u);
        }
    }
    let _e42 = acc;
    out[id.x] = _e42;
    let _e68 = _wh_spent;
    let _e69 = _wh_spent_uniform;
    let _e70 = _wh_budget;
    if ((_e68 > _e70) || (_e69 > _e70)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
