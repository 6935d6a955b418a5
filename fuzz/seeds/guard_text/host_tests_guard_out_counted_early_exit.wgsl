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
    var z: vec2<f32> = vec2<f32>(0f, 0f);
    var n: u32 = 0u;
    var i: u32 = 0u;
    var _wh_free_0_: bool;

    let c = vec2<f32>(((f32(id.x) / 64f) - 2f), 0.25f);
    {
        let _e69 = _wh_spent;
        let _e70 = _wh_budget;
        let _e74 = ((4000u <= _e70) && (_e69 <= (_e70 - 4000u)));
        _wh_free_0_ = _e74;
        if _e74 {
            _wh_spent = (_e69 + 4000u);
        }
        loop {
            let _e17 = i;
            if (_e17 < 4000u) {
            } else {
                break;
            }
            let _e56 = _wh_free_0_;
            if _e56 {
            } else {
                let _e60 = _wh_spent;
                let _e61 = _wh_budget;
                if (_e60 >= _e61) {
                    _wh_spent = (_e61 + 1u);
                    break;
                }
                _wh_spent = (_e60 + 1u);
            }
            {
                let _e20 = z;
                let _e21 = z;
                if (dot(_e20, _e21) > 4f) {
                    break;
                }
                let _e26 = z.x;
                let _e28 = z.x;
                let _e31 = z.y;
                let _e33 = z.y;
                let _e37 = z.x;
                let _e41 = z.y;
                z = (vec2<f32>(((_e26 * _e28) - (_e31 * _e33)), ((2f * _e37) * _e41)) + c);
                let _e45 = n;
                n = (_e45 + 1u);
            }
            continuing {
                let _e49 = i;
                i = (_e49 + 1u);
            }
        }
        let _e81 = _wh_free_0_;
        if _e81 {
            let _e82 = _wh_spent;
            let _e83 = i;
            _wh_spent = ((_e82 - 4000u) + min((_e83 + 1u), 4000u));
        }
    }
    let _e54 = n;
    out[id.x] = _e54;
    let _e93 = _wh_spent;
    let _e94 = _wh_spent_uniform;
    let _e95 = _wh_budget;
    if ((_e93 > _e95) || (_e94 > _e95)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
