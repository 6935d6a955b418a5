//! Large dispatches cut into parts, so that other tenants' work runs between them.
//!
//! A device queue runs a submitted dispatch to its end: a tenant whose dispatch loops until the
//! loop budget cuts it holds the queue for up to that budget's work (about a second), and every
//! other tenant's call waits behind it, whatever [`super::Executor::admit`] does between
//! dispatches. So a dispatch of a loop-bounded program whose budgeted work (invocations ×
//! the budget B of the *whole* dispatch) exceeds 1/[`PARTS_PER_BUDGET`] of the budget's work is
//! cut along its longest axis of workgroups into that many parts, each submitted on its own
//! after its own admission. A part's invocations see the whole dispatch's `workgroup_id`,
//! `global_invocation_id` and `num_workgroups` (the gpu executor's entry-point wrapper,
//! `gpu::sliced`), and B is the whole dispatch's, so results, and which invocations a cut stops,
//! are the same as one dispatch's. The loop-budget flag is armed before the first part and read
//! after the last.
//!
//! Only while the executor serves more than one tenant (`gpu::fair::Tenants`): a part costs a
//! submission and an admission, which buys a tenant alone nothing. Executors that preempt work
//! themselves (the cpu executor gives way at workgroup boundaries) run every dispatch as one
//! part.

use crate::error::{Error, Result};
use crate::guard::{GuardedModule, LoopBudget};

use super::{BudgetFlag, Buffer, Dispatch, Executor, Program, Tenant};

/// Parts of the budget's work: a part is budgeted at most `work / PARTS_PER_BUDGET` iterations
/// (about 1/16 of the second a fully cut dispatch takes).
pub const PARTS_PER_BUDGET: u64 = 16;

/// One part of a dispatch: `index` of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Part {
    /// Which part, from 0.
    pub index: u32,
    /// How many parts the dispatch has (at least 1).
    pub count: u32,
}

impl Part {
    /// The whole dispatch as one part.
    pub const WHOLE: Part = Part { index: 0, count: 1 };

    /// Whether the flag is cleared before this part (the first).
    pub fn first(self) -> bool {
        self.index == 0
    }

    /// Whether the flag is read after this part (the last).
    pub fn last(self) -> bool {
        self.index + 1 == self.count
    }

    /// The workgroups this part runs of a dispatch of `whole`: the first workgroup's id and the
    /// part's size. The longest axis (the first of equals) is cut into `count` nearly equal
    /// runs; `None` where the part does not fit the dispatch (an index past the count, or more
    /// parts than that axis has workgroups).
    pub fn range(self, whole: [u32; 3]) -> Option<([u32; 3], [u32; 3])> {
        let axis = longest(whole);
        let len = u64::from(whole[axis]);
        let (k, n) = (u64::from(self.index), u64::from(self.count));
        if n == 0 || k >= n || n > len.max(1) {
            return None;
        }
        let (start, end) = (len * k / n, len * (k + 1) / n);
        let (mut base, mut size) = ([0; 3], whole);
        base[axis] = start as u32;
        size[axis] = (end - start) as u32;
        Some((base, size))
    }
}

fn longest(whole: [u32; 3]) -> usize {
    (0..3).fold(0, |best, a| if whole[a] > whole[best] { a } else { best })
}

/// How many parts a dispatch of `workgroups` (of `workgroup_size` invocations each) of a
/// program bounded by `budget` is cut into: its budgeted work over `budget.work /
/// PARTS_PER_BUDGET`, rounded up, at least 1 and at most the workgroups of its longest axis.
pub fn count(budget: &LoopBudget, workgroups: [u32; 3], workgroup_size: [u32; 3]) -> u32 {
    let invocations: u64 = workgroups.iter().chain(&workgroup_size).map(|&n| u64::from(n)).product();
    if invocations == 0 {
        return 1;
    }
    let work = invocations.saturating_mul(u64::from(budget.iterations(Some(invocations))));
    let per_part = (budget.work / PARTS_PER_BUDGET).max(1);
    let longest = u64::from(workgroups[longest(workgroups)]).max(1);
    work.div_ceil(per_part).clamp(1, longest) as u32
}

/// Whether dispatches of `entry` of `module` may be cut: the module is loop-bounded (a program
/// without loops runs each invocation's fixed work) and its entry point can be wrapped to take
/// a part's offsets (`gpu::sliced::wrapped`: not with an `override`-sized workgroup, nor where
/// the wrapped module would not validate).
pub fn cuttable(module: &GuardedModule, entry: &str) -> bool {
    module.bounds().is_some_and(|b| super::gpu::sliced::wrapped(module.module(), entry, b.group).is_some())
}

/// Runs `program` over `workgroups` as [`Executor::dispatch`] does, in the parts the executor
/// cuts it into, each after its own [`Executor::admit`]: how a kernel's run and an unfused
/// pipeline step are dispatched (a batch stream cuts its own, `gpu::batch`). Answers the probe
/// of the whole dispatch (from its last part). The program's loop-budget flag is live from the
/// first part to the last: one program's dispatches must not overlap (a guest's calls never
/// do: they are serialized by its store).
pub async fn dispatch_in_parts(
    exec: &dyn Executor,
    tenant: &Tenant,
    program: &Program,
    bindings: &[&Buffer],
    workgroups: [u32; 3],
) -> Result<Option<BudgetFlag>> {
    let count = exec.parts(program, workgroups);
    let mut probe = None;
    for index in 0..count {
        exec.admit(tenant).await;
        probe = exec.dispatch_part(program, bindings, workgroups, Part { index, count })?;
    }
    Ok(probe)
}

/// Refuses (`unsupported`) a fused schedule of `dispatches` where the executor would cut one
/// of them: a schedule is one submission, which no other tenant's work can enter, so such a
/// pipeline runs its steps one at a time (each in its parts) instead.
pub(crate) fn refuse_cut(exec: &dyn Executor, dispatches: &[Dispatch]) -> Result<()> {
    for (i, d) in dispatches.iter().enumerate() {
        let n = exec.parts(&d.program, d.workgroups);
        if n > 1 {
            return Err(Error::unsupported(format!(
                "dispatch {i} of the schedule ({:?} workgroups) runs in {n} parts so that other \
                 tenants' work runs between them; a fused schedule cannot be entered",
                d.workgroups
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_cover_the_longest_axis_once() {
        for whole in [[7, 1, 1], [1, 1000, 3], [5, 5, 2], [65535, 2, 1], [1, 1, 1]] {
            let axis = longest(whole);
            for n in [1, 2, 3, 7] {
                if n > whole[axis] {
                    assert_eq!(Part { index: 0, count: n }.range(whole), None, "{whole:?} in {n}");
                    continue;
                }
                let mut next = 0;
                for k in 0..n {
                    let (base, size) = Part { index: k, count: n }.range(whole).unwrap();
                    assert_eq!(base[axis], next, "{whole:?} part {k} of {n}");
                    assert!(size[axis] >= whole[axis] / n && size[axis] <= whole[axis].div_ceil(n));
                    for a in (0..3).filter(|&a| a != axis) {
                        assert_eq!((base[a], size[a]), (0, whole[a]));
                    }
                    next += size[axis];
                }
                assert_eq!(next, whole[axis], "{whole:?} in {n} parts");
                assert_eq!(Part { index: n, count: n }.range(whole), None);
            }
        }
    }

    #[test]
    fn parts_follow_the_budgeted_work() {
        let budget = LoopBudget::default(); // work 2^34, min 2^10, max 2^24
        // 2^20 invocations at B = 2^14: the whole budget, 16 parts.
        assert_eq!(count(&budget, [4096, 1, 1], [256, 1, 1]), 16);
        // So is any dispatch whose B lies between the smallest and the largest budget: 2^16
        // invocations at 2^18.
        assert_eq!(count(&budget, [256, 1, 1], [256, 1, 1]), 16);
        // Below 2^10 invocations B is the largest: small dispatches are one part; so is one
        // workgroup, whatever its budget.
        assert_eq!(count(&budget, [1, 1, 1], [1024, 1, 1]), 1);
        assert_eq!(count(&budget, [4, 1, 1], [1, 1, 1]), 1);
        // At the minimum budget the work grows past the budget's: more parts, each still
        // budgeted at most 1/16 of it (2^24 invocations at 2^10: 2^34).
        assert_eq!(count(&budget, [65535, 1, 1], [256, 1, 1]), 16);
        assert_eq!(count(&budget, [4, 65535, 1], [256, 1, 1]), 64);
        let small = LoopBudget { work: 1 << 32, max_iterations: 1 << 14, ..budget };
        assert_eq!(count(&small, [65535, 4, 1], [256, 1, 1]), 256);
        // No more parts than the longest axis has workgroups.
        assert_eq!(count(&budget, [2, 1, 1], [1024, 1, 1]), 2);
        // An empty dispatch is one part.
        assert_eq!(count(&budget, [0, 1, 1], [64, 1, 1]), 1);
    }
}
