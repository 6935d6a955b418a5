//! The loop budget on a real driver: loops under the budget compute the right values, loops over
//! it fail with `truncated` (naming the kernel), `while (true)` is cut quickly, barrier loops are
//! cut uniformly (no hang), and the device keeps serving afterwards.
//!
//! The runtime's budget is at most 4096 iterations (`SMALL_BUDGET`), below lavapipe's own
//! silent stop at 65,535 iterations per invocation, so these checks mean the same there as on a
//! real GPU.

use wasm_host::Runtime;
use wasm_host_tests::*;

#[allow(clippy::print_stderr)]
fn loops_are_bounded_and_cuts_are_reported(rt: &Runtime) {
    let run = run_guest(rt, "conformance", &["budget"], &[]).expect("the budget guest runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = labelled(&run.stdout);
    let line = |label: &str| *lines.get(label).unwrap_or_else(|| panic!("no {label}:\n{}", run.stdout));

    // Under the budget: exact values (native oracle inline).
    let sum = |n: u32, x: u32| (0..n).map(|i| i + x).sum::<u32>();
    assert_eq!(line("under"), format!("ok {} {} {}", sum(3000, 0), sum(3000, 1), sum(3000, 255)));
    let nested = |n: u32, x: u32| n * (0..n).sum::<u32>() + x;
    assert_eq!(line("nested-under"), format!("ok {} {} {}", nested(40, 0), nested(40, 1), nested(40, 255)));
    let barrier = |n: u32, x: u32| (0..n).map(|s| s + ((x % 64 + 1) % 64) * 8).sum::<u32>();
    assert_eq!(
        line("barrier-under"),
        format!("ok {} {} {}", barrier(100, 0), barrier(100, 1), barrier(100, 255))
    );
    assert_eq!(line("after"), format!("ok {} {} {}", sum(10, 0), sum(10, 1), sum(10, 255)));
    // 1100 chained runs of a looping kernel (verified on the way, past MAX_PENDING runs).
    assert_eq!(line("chain"), "ok 1100 1101 1355");
    // A counted loop (constant bound) under the budget: charged once, exact result.
    assert_eq!(line("counted-under"), format!("ok {} {} {}", sum(3000, 0), sum(3000, 1), sum(3000, 255)));

    // Over the budget: named errors. `nested-over` runs 100 outer iterations that each run 100
    // inner ones: per-nest budgets would allow it, the total-work budget does not.
    // A module with a barrier loop gets its executor's share of the budget (the cpu executor:
    // 1/256 of the work and the largest B, never below the smallest; guard.md).
    let policy = rt.guard().policy();
    let barrier_budget = policy.budget.divided(policy.barrier_loop_divisor).iterations(Some(256));
    for (label, kernel, budget) in [
        ("over", "over", SMALL_BUDGET),
        ("nested-over", "nested-over", SMALL_BUDGET),
        ("barrier-over", "barrier-over", barrier_budget),
        ("downstream", "over-source", SMALL_BUDGET),
        ("forever", "forever", SMALL_BUDGET),
        ("counted-over", "counted-over", SMALL_BUDGET),
        ("counted-nested-over", "counted-nested-over", SMALL_BUDGET),
    ] {
        let want = format!("truncated: kernel `{kernel}` exhausted its loop budget of {budget} iterations");
        assert!(line(label).starts_with(&want), "{label}: {}", line(label));
    }
    let forever_ms: f64 = line("forever-ms").parse().unwrap();
    assert!(forever_ms < 10_000.0, "while (true) took {forever_ms} ms to be cut");
    eprintln!("while (true) over 256 invocations was cut and reported in {forever_ms:.1} ms");
}

fn other_guests_are_not_disturbed_by_a_cut(rt: &'static Runtime) {
    // Several guests that cut loops and verify lineages at once (their read-backs are mapped by
    // whichever thread polls the device), and one plain guest beside them.
    let cutters: Vec<_> = (0..3)
        .map(|_| std::thread::spawn(move || run_guest(rt, "conformance", &["budget"], &[]).expect("runs")))
        .collect();
    let hello = run_guest(rt, "hello", &[], &[]).expect("hello runs");
    assert_eq!(hello.outcome.exit_code, 0, "{}", hello.stdout);
    assert!(hello.stdout.contains(", 0 wrong"));
    for cut in cutters {
        let cut = cut.join().unwrap();
        assert!(cut.stdout.contains("forever: truncated"), "{}", cut.stdout);
        assert!(cut.stdout.contains("chain: ok 1100 1101 1355"), "{}", cut.stdout);
        assert!(cut.stdout.contains("after: ok 45 55 2595"), "{}", cut.stdout);
    }
}

on_both_executors!(small_budget, scalar_too: loops_are_bounded_and_cuts_are_reported, other_guests_are_not_disturbed_by_a_cut);
