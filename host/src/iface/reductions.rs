//! `wasm-host:gpu/reductions`: `reduce` over [`crate::reduce`], `scan` over [`crate::scan`],
//! `histogram` over [`crate::histogram`].

use wasmtime::component::Resource;

use crate::array::ResidentArray;
use crate::bindings::reductions as wit;
use crate::bindings::types::{ReduceOp as WitOp, Scalar};
use crate::ctx::GpuCtxView;
use crate::error::Error;
use crate::reduce::ReduceOp;

pub(crate) fn op_from_wit(op: WitOp) -> ReduceOp {
    match op {
        WitOp::Sum => ReduceOp::Sum,
        WitOp::Min => ReduceOp::Min,
        WitOp::Max => ReduceOp::Max,
        WitOp::Product => ReduceOp::Product,
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
        let mut span = self.ctx.span("reductions.reduce");
        if let Some(s) = span.as_mut() {
            s.args(serde_json::json!({ "op": op.name(), "axis": axis }));
        }
        let runtime = self.ctx.runtime().clone();
        let array = super::arrays::get(self.table, &input)?;
        let reducers = self.ctx.reducers.clone();
        let guest = self.ctx.scope()?;
        let (result, _passes) =
            crate::reduce::reduce(guest, runtime.guard(), &reducers, op, array, axis).await?;
        self.ctx.stats.reductions += 1;
        self.table.push(result).map_err(Error::from)
    }

    async fn scan(
        &mut self,
        op: WitOp,
        input: Resource<ResidentArray>,
        axis: u32,
        exclusive: bool,
    ) -> Result<Resource<ResidentArray>, Error> {
        let op = op_from_wit(op);
        let mut span = self.ctx.span("reductions.scan");
        if let Some(s) = span.as_mut() {
            s.args(serde_json::json!({ "op": op.name(), "axis": axis, "exclusive": exclusive }));
        }
        let runtime = self.ctx.runtime().clone();
        let array = super::arrays::get(self.table, &input)?;
        let (reducers, scans) = (self.ctx.reducers.clone(), self.ctx.scans.clone());
        let guest = self.ctx.scope()?;
        let tools = crate::scan::Tools { guard: runtime.guard(), reducers: &reducers, scans: &scans };
        let result = crate::scan::scan(guest, tools, op, array, axis, exclusive).await?;
        self.ctx.stats.reductions += 1;
        self.table.push(result).map_err(Error::from)
    }

    async fn histogram(
        &mut self,
        input: Resource<ResidentArray>,
        bins: u32,
        lo: Scalar,
        hi: Scalar,
    ) -> Result<Resource<ResidentArray>, Error> {
        let mut span = self.ctx.span("reductions.histogram");
        if let Some(s) = span.as_mut() {
            s.args(serde_json::json!({ "bins": bins }));
        }
        let runtime = self.ctx.runtime().clone();
        let array = super::arrays::get(self.table, &input)?;
        let histograms = self.ctx.histograms.clone();
        let guest = self.ctx.scope()?;
        let (lo, hi) = (super::scalar_from_wit(lo), super::scalar_from_wit(hi));
        let result =
            crate::histogram::histogram(guest, runtime.guard(), &histograms, array, bins, lo, hi).await?;
        self.ctx.stats.reductions += 1;
        self.table.push(result).map_err(Error::from)
    }
}
