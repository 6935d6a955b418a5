//! `wasm-host:gpu/reductions`: `reduce`, `scan` and `histogram`, each run by [`crate::ops::run`]
//! over the passes of [`crate::reduce`], [`crate::scan`] or [`crate::histogram`].

use wasmtime::component::Resource;

use crate::array::ResidentArray;
use crate::bindings::reductions as wit;
use crate::bindings::types::{ReduceOp as WitOp, Scalar};
use crate::ctx::GpuCtxView;
use crate::error::Error;
use crate::ops::Op;
use crate::reduce::ReduceOp;

pub(crate) fn op_from_wit(op: WitOp) -> ReduceOp {
    match op {
        WitOp::Sum => ReduceOp::Sum,
        WitOp::Min => ReduceOp::Min,
        WitOp::Max => ReduceOp::Max,
        WitOp::Product => ReduceOp::Product,
    }
}

impl GpuCtxView<'_> {
    /// Runs `op` over the guest's array `input` (a call of `reductions.*`, traced as `what`).
    async fn run_op(
        &mut self,
        what: &'static str,
        op: Op,
        input: Resource<ResidentArray>,
        args: serde_json::Value,
    ) -> Result<Resource<ResidentArray>, Error> {
        let mut span = self.ctx.span(what);
        if let Some(s) = span.as_mut() {
            s.args(args);
        }
        let array = super::arrays::get(self.table, &input)?;
        let tools = self.ctx.ops.clone();
        let guest = self.ctx.scope()?;
        let (result, _passes) = crate::ops::run(guest, &tools, &op, array).await?;
        self.ctx.stats.reductions += 1;
        self.table.push(result).map_err(super::table_full)
    }
}

impl wit::Host for GpuCtxView<'_> {
    async fn reduce(
        &mut self,
        op: WitOp,
        input: Resource<ResidentArray>,
        axis: Option<u32>,
    ) -> Result<Resource<ResidentArray>, Error> {
        let op = op_from_wit(op);
        let args = serde_json::json!({ "op": op.name(), "axis": axis });
        self.run_op("reductions.reduce", Op::Reduce { op, axis }, input, args).await
    }

    async fn scan(
        &mut self,
        op: WitOp,
        input: Resource<ResidentArray>,
        axis: u32,
        exclusive: bool,
    ) -> Result<Resource<ResidentArray>, Error> {
        let op = op_from_wit(op);
        let args = serde_json::json!({ "op": op.name(), "axis": axis, "exclusive": exclusive });
        self.run_op("reductions.scan", Op::Scan { op, axis, exclusive }, input, args).await
    }

    async fn histogram(
        &mut self,
        input: Resource<ResidentArray>,
        bins: u32,
        lo: Scalar,
        hi: Scalar,
    ) -> Result<Resource<ResidentArray>, Error> {
        let (lo, hi) = (super::scalar_from_wit(lo), super::scalar_from_wit(hi));
        let args = serde_json::json!({ "bins": bins });
        self.run_op("reductions.histogram", Op::Histogram { bins, lo, hi }, input, args).await
    }
}
