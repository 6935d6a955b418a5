//! The `plan` target's property without libFuzzer (stable, seconds): over the committed seeds,
//! random bytes, and structured random plans that mostly type-check (kernel steps of the pool,
//! operation steps, other outputs of its two-output kernel), a plan either compiles and passes
//! `check`, or is refused with a guest error. `cargo run --release --example plan_sweep -- N`
//! (N random inputs of each kind, default 200000).
use arbitrary::{Arbitrary, Unstructured};
use wasm_host::plan::Plan;
use wasm_host_fuzz::plan::{APlan, check, desc};

fn one(bytes: &[u8]) -> (bool, bool) {
    let mut u = Unstructured::new(bytes);
    let Ok(a) = APlan::arbitrary(&mut u) else { return (false, false) };
    let d = desc(&a);
    let has_ops = d.steps.iter().any(|s| matches!(s.work, wasm_host::plan::Work::Op(_)));
    let max = if a.max_steps & 0x8000 == 0 { 16384 } else { u32::from(a.max_steps & 0x7fff) };
    match Plan::compile(d.clone(), max) {
        Ok(plan) => {
            check(&d, &plan);
            (true, has_ops && !plan.ops.is_empty())
        }
        Err(e) => {
            assert!(e.kind().is_some(), "a plan answered with a host fault: {e}");
            (false, false)
        }
    }
}

fn main() {
    let mut ok = 0;
    let mut with_ops = 0;
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/seeds/plan")).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        let (a, b) = one(&bytes);
        ok += a as u32;
        with_ops += b as u32;
    }
    let mut x = 0x9E3779B97F4A7C15u64;
    let iters: u32 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(200_000);
    for _ in 0..iters {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let len = 16 + (x % 400) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x >> 24) as u8
            })
            .collect();
        let (a, b) = one(&bytes);
        ok += a as u32;
        with_ops += b as u32;
    }
    println!("compiled and checked: {ok}, of which with operation steps: {with_ops}");
    structured_run(iters);
}

/// Structured random plans that mostly type-check: kernel steps of the pool (operands filled
/// from the steps before), operation steps, other outputs of the two-output kernel.
mod structured {
    use wasm_host_fuzz::plan::{AElem, AOp, AOperand, AParam, APlan, AStep};

    pub struct Rng(pub u64);
    impl Rng {
        pub fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n.max(1)
        }
    }

    pub fn plan(r: &mut Rng) -> APlan {
        let inputs = (0..1 + r.below(3))
            .map(|_| AParam::Array { name: r.below(8) as u8, elem: AElem::F32, rank: 1 + r.below(2) as u8 })
            .collect();
        let n = 1 + r.below(12);
        let mut steps = Vec::new();
        for s in 0..n {
            let args = match r.below(5) {
                0 if s > 0 => vec![AOperand::Output(r.below(s) as u8, r.below(3) as u8)],
                1 => vec![AOperand::Input(r.below(3) as u8)],
                _ => Vec::new(),
            };
            let op = (r.below(3) == 0).then(|| match r.below(3) {
                0 => AOp::Reduce { op: r.below(4) as u8, axis: (r.below(2) == 0).then(|| r.below(3) as u8) },
                1 => AOp::Scan { op: r.below(4) as u8, axis: r.below(3) as u8, exclusive: r.below(2) == 0 },
                _ => AOp::Histogram { bins: 1 + r.below(300) as u16, lo: -1.0, hi: 1.0 },
            });
            let size = (r.below(4) == 0).then(|| [0, 1, 2, 3].map(|_| r.below(256) as u8));
            steps.push(AStep { kernel: r.below(9) as u8, op, args, size });
        }
        let outputs = (0..1 + r.below(4))
            .map(|_| match r.below(3) {
                0 => AOperand::Back(r.below(3) as u8),
                1 => AOperand::Output(r.below(n) as u8, r.below(2) as u8),
                _ => AOperand::Step(r.below(n) as u8),
            })
            .collect();
        APlan { kernels: Vec::new(), inputs, steps, repeat: r.below(3) as u8, outputs, max_steps: 0 }
    }
}

fn structured_run(iters: u32) {
    use wasm_host_fuzz::plan::{check, desc};
    let mut r = structured::Rng(0x2545F4914F6CDD1D);
    let (mut ok, mut ops, mut outs, mut refused) =
        (0u32, 0u32, 0u32, std::collections::BTreeMap::<String, u32>::new());
    for _ in 0..iters {
        let a = structured::plan(&mut r);
        let d = desc(&a);
        match Plan::compile(d.clone(), 16384) {
            Ok(plan) => {
                check(&d, &plan);
                ok += 1;
                ops += u32::from(!plan.ops.is_empty());
                outs += u32::from(plan.bindings.iter().any(|b| !b.extra.is_empty()));
            }
            Err(e) => {
                assert!(e.kind().is_some(), "a plan answered with a host fault: {e}");
                let m = e.to_string();
                let key: String = m
                    .split(':')
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(":")
                    .chars()
                    .filter(|c| !c.is_ascii_digit())
                    .collect();
                *refused.entry(key).or_default() += 1;
            }
        }
    }
    println!(
        "structured: {ok} compiled and checked ({ops} with operation steps, {outs} with a kernel of two outputs) of {iters}"
    );
    let mut top: Vec<_> = refused.into_iter().collect();
    top.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    for (k, n) in top.iter().take(8) {
        println!("  refused {n}: {k}");
    }
}
