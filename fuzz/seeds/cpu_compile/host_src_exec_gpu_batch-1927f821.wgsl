
// The state of a stream's indirect dispatches; the host writes it before the stream and reads
// it after.
struct State {
    next: u32,          // the next indirect dispatch's index
    left: u32,          // workgroups the stream's indirect dispatches may still run
    per_dispatch: u32,  // the most workgroups of one dispatch
    max_axis: u32,      // the most workgroups per dimension
    bad: u32,           // 0, or 1 + the index of the first refused dispatch
    why: u32,           // 1: an axis, 2: the dispatch bound, 3: the stream bound
    x: u32,
    y: u32,
    z: u32,
}
@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> state: State;
@group(0) @binding(2) var<storage, read_write> counts: array<u32>;
@group(0) @binding(3) var<storage, read> at: array<u32>;

@compute @workgroup_size(1)
fn main() {
    let k = state.next;
    state.next = k + 1u;
    let w = at[k];
    let x = src[w];
    let y = src[w + 1u];
    let z = src[w + 2u];
    var why = 0u;
    if (state.bad != 0u) {
        why = 4u;
    } else if (x > state.max_axis || y > state.max_axis || z > state.max_axis) {
        why = 1u;
    } else if (x != 0u && y != 0u && z != 0u) {
        let p = state.per_dispatch;
        if (x > p / y || x * y > p / z) {
            why = 2u;
        } else if (x * y * z > state.left) {
            why = 3u;
        } else {
            state.left = state.left - x * y * z;
        }
    }
    if (why == 0u) {
        counts[3u * k] = x;
        counts[3u * k + 1u] = y;
        counts[3u * k + 2u] = z;
    } else {
        counts[3u * k] = 0u;
        counts[3u * k + 1u] = 0u;
        counts[3u * k + 2u] = 0u;
        if (state.bad == 0u) {
            state.bad = k + 1u;
            state.why = why;
            state.x = x;
            state.y = y;
            state.z = z;
        }
    }
}
