fn kernel(x: u32) -> f32 {
    var s = a(x);
    // Runs zero times: charged nothing (it was charged 30840 and cut).
    for (var i = 2147483647i; i <= 30839i; i += 1i) { s += 1.0; }
    // Leaves after 3 iterations: checked per iteration (it was charged 100000 and cut).
    for (var j = 0u; j < 100000u; j++) { if (j == 3u) { break; } s += 1.0; }
    // Counts down, exactly 5 times.
    for (var k = 10; k > 5; k--) { s += 1.0; }
    return s;
}
