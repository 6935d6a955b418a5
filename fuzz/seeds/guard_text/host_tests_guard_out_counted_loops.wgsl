const N: u32 = 16u;

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
    var j: i32;
    var k: u32 = 0u;
    var m: u32 = 0u;

    {
        let _e71 = _wh_spent;
        let _e72 = _wh_budget;
        if ((16u <= _e72) && (_e71 <= (_e72 - 16u))) {
            _wh_spent = (_e71 + 16u);
            loop {
                let _e5 = i;
                if (_e5 < N) {
                } else {
                    break;
                }
                {
                    j = 0i;
                    {
                        let _e59 = _wh_spent;
                        let _e60 = _wh_budget;
                        if ((4u <= _e60) && (_e59 <= (_e60 - 4u))) {
                            _wh_spent = (_e59 + 4u);
                            loop {
                                let _e10 = j;
                                if (_e10 <= 3i) {
                                } else {
                                    break;
                                }
                                {
                                    let _e13 = sum;
                                    let _e14 = i;
                                    let _e15 = j;
                                    sum = (_e13 + (_e14 + u32(_e15)));
                                }
                                continuing {
                                    let _e20 = j;
                                    j = (_e20 + 1i);
                                }
                            }
                        } else {
                            _wh_spent = (_e60 + 1u);
                        }
                    }
                }
                continuing {
                    let _e23 = i;
                    i = (_e23 + 1u);
                }
            }
        } else {
            _wh_spent = (_e72 + 1u);
        }
    }
    loop {
        let _e27 = k;
        if (_e27 < 100u) {
        } else {
            break;
        }
        let _e83 = _wh_spent;
        let _e84 = _wh_budget;
        if (_e83 >= _e84) {
            _wh_spent = (_e84 + 1u);
            break;
        }
        _wh_spent = (_e83 + 1u);
        {
            let _e30 = k;
            k = (_e30 + (id.x % 3u));
            let _e35 = sum;
            let _e36 = k;
            sum = (_e35 + _e36);
        }
        continuing {
            let _e39 = k;
            k = (_e39 + 1u);
        }
    }
    loop {
        let _e43 = m;
        if (_e43 < id.x) {
        } else {
            break;
        }
        let _e91 = _wh_spent;
        let _e92 = _wh_budget;
        if (_e91 >= _e92) {
            _wh_spent = (_e92 + 1u);
            break;
        }
        _wh_spent = (_e91 + 1u);
        {
            let _e46 = sum;
            let _e47 = m;
            sum = (_e46 + _e47);
        }
        continuing {
            let _e50 = m;
            m = (_e50 + 1u);
        }
    }
    let _e55 = sum;
    out[id.x] = _e55;
    let _e101 = _wh_spent;
    let _e102 = _wh_spent_uniform;
    let _e103 = _wh_budget;
    if ((_e101 > _e103) || (_e102 > _e103)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
