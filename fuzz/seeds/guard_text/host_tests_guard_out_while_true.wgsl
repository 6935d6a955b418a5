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
    var n: u32 = 0u;

    loop {
        if true {
        } else {
            break;
        }
        let _e14 = _wh_spent;
        let _e15 = _wh_budget;
        if (_e14 >= _e15) {
            _wh_spent = (_e15 + 1u);
            break;
        }
        _wh_spent = (_e14 + 1u);
        {
            let _e5 = n;
            n = (_e5 + 1u);
        }
    }
    let _e10 = n;
    out[id.x] = _e10;
    let _e24 = _wh_spent;
    let _e25 = _wh_spent_uniform;
    let _e26 = _wh_budget;
    if ((_e24 > _e26) || (_e25 > _e26)) {
        atomicStore((&_wh_flag), 1u);
    }
    return;
}
