//! `wasm-host:gpu/batch`: the `context` resource over [`crate::batch::Context`].

use wasmtime::component::Resource;

use crate::batch::Context;
use crate::bindings::batch as wit;
use crate::bindings::types::{BatchConfig, Error as WitError};
use crate::ctx::GpuCtxView;
use crate::error::Error;
use crate::ledger::Account;

impl wit::Host for GpuCtxView<'_> {}

fn context<'t>(
    table: &'t mut wasmtime::component::ResourceTable,
    c: &Resource<Context>,
) -> Result<&'t mut Context, Error> {
    table.get_mut(c).map_err(|e| Error::trap(format!("context handle: {e}")))
}

impl wit::HostContext for GpuCtxView<'_> {
    fn create(&mut self, config: BatchConfig) -> Result<Resource<Context>, Error> {
        let runtime = self.ctx.runtime().clone();
        let backend = runtime.executor().batch()?;
        let count = self.ctx.reserve(Account::Contexts, 1, "a batch context")?;
        let limits = self.ctx.batch_limits(config.max_objects, config.max_read);
        let tenant = self.ctx.tenant()?;
        let c = Context::new(backend, &tenant, limits, self.ctx.reserved_group())?;
        self.table.push(c.holding(count)).map_err(super::table_full)
    }

    fn create_object(
        &mut self,
        c: Resource<Context>,
        id: u32,
        kind: u32,
        desc: Vec<u8>,
    ) -> Result<(), Error> {
        let _span = self.ctx.span("batch.create-object");
        let runtime = self.ctx.runtime().clone();
        let backend = runtime.executor().batch()?;
        context(self.table, &c)?.create(backend, runtime.guard(), self.ctx.ledger(), id, kind, &desc)
    }

    fn destroy(&mut self, c: Resource<Context>, ids: Vec<u32>) -> Result<(), Error> {
        let runtime = self.ctx.runtime().clone();
        let backend = runtime.executor().batch()?;
        context(self.table, &c)?.destroy(backend, &ids)
    }

    async fn run_stream(
        &mut self,
        c: Resource<Context>,
        words: Vec<u32>,
        data: Vec<u8>,
        window: u32,
    ) -> Result<Vec<u8>, Error> {
        let _span = self.ctx.span("batch.run-stream");
        let runtime = self.ctx.runtime().clone();
        let backend = runtime.executor().batch()?;
        let context = context(self.table, &c)?;
        let result = context.run_stream(backend, &words, &data, window).await;
        let peaks = context.peaks();
        self.ctx.stats.batch_peak_dispatch =
            self.ctx.stats.batch_peak_dispatch.max(peaks.dispatch_invocations);
        self.ctx.stats.batch_peak_stream = self.ctx.stats.batch_peak_stream.max(peaks.stream_invocations);
        if let Ok(w) = &result {
            self.ctx.stats.streams += 1;
            self.ctx.stats.bytes_read += w.len() as u64;
            self.ctx.stats.bytes_uploaded += data.len() as u64;
        }
        result
    }

    fn live(&mut self, c: Resource<Context>) -> wasmtime::Result<u32> {
        Ok(self.table.get(&c)?.live())
    }

    fn lost(&mut self, c: Resource<Context>) -> wasmtime::Result<Option<WitError>> {
        let lost = self.table.get(&c)?.lost();
        Ok(lost.and_then(|e| Some(super::types::to_wit(e.kind()?, e.message().to_string()))))
    }

    fn drop(&mut self, c: Resource<Context>) -> wasmtime::Result<()> {
        let mut c = self.table.delete(c)?;
        c.release();
        Ok(())
    }
}
