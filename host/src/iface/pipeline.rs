//! `wasm-host:gpu/pipeline`: not served yet. `pipeline.create` answers `unsupported`, so no
//! pipeline resource ever exists and its methods cannot be reached.

use wasmtime::component::Resource;

use crate::array::ResidentArray;
use crate::bindings::kernel::Arg;
use crate::bindings::pipeline as wit;
use crate::bindings::types::{BackendInfo, ExecutorKind, Options};
use crate::ctx::GpuCtxView;
use crate::error::Error;

/// The host side of a `pipeline` resource. Uninhabited until pipelines are implemented.
#[derive(Debug)]
pub enum PipelineRes {}

const NOT_YET: &str = "the pipeline interface is not implemented by this host version; \
                       call kernels one step at a time";

impl wit::Host for GpuCtxView<'_> {}

impl wit::HostPipeline for GpuCtxView<'_> {
    fn create(&mut self, _plan: wit::Plan, _options: Options) -> Result<Resource<PipelineRes>, Error> {
        Err(Error::unsupported(NOT_YET))
    }

    async fn run(
        &mut self,
        p: Resource<PipelineRes>,
        _args: Vec<Arg>,
    ) -> Result<Vec<Resource<ResidentArray>>, Error> {
        match *self.table.get(&p).map_err(|e| Error::trap(e.to_string()))? {}
    }

    fn backend(&mut self, p: Resource<PipelineRes>) -> wasmtime::Result<BackendInfo> {
        match *self.table.get(&p)? {}
    }

    fn executor_kind(&mut self, p: Resource<PipelineRes>) -> wasmtime::Result<ExecutorKind> {
        match *self.table.get(&p)? {}
    }

    fn fallback_reason(&mut self, p: Resource<PipelineRes>) -> wasmtime::Result<Option<String>> {
        match *self.table.get(&p)? {}
    }

    fn drop(&mut self, p: Resource<PipelineRes>) -> wasmtime::Result<()> {
        self.table.delete(p)?;
        Ok(())
    }
}
