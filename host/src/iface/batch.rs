//! `wasm-host:gpu/batch`: not served yet. `context.create` answers `unsupported`, so no
//! context resource ever exists and its methods cannot be reached.

use wasmtime::component::Resource;

use crate::bindings::batch as wit;
use crate::bindings::types::{BatchConfig, Error as WitError};
use crate::ctx::GpuCtxView;
use crate::error::Error;

/// The host side of a batch `context` resource. Uninhabited until batch is implemented.
#[derive(Debug)]
pub enum ContextRes {}

impl wit::Host for GpuCtxView<'_> {}

impl wit::HostContext for GpuCtxView<'_> {
    fn create(&mut self, _config: BatchConfig) -> Result<Resource<ContextRes>, Error> {
        Err(Error::unsupported("the batch interface is not implemented by this host version"))
    }

    fn create_object(
        &mut self,
        c: Resource<ContextRes>,
        _id: u32,
        _kind: u32,
        _desc: Vec<u8>,
    ) -> Result<(), Error> {
        match *self.table.get(&c).map_err(|e| Error::trap(e.to_string()))? {}
    }

    fn destroy(&mut self, c: Resource<ContextRes>, _ids: Vec<u32>) -> Result<(), Error> {
        match *self.table.get(&c).map_err(|e| Error::trap(e.to_string()))? {}
    }

    async fn run_stream(
        &mut self,
        c: Resource<ContextRes>,
        _words: Vec<u32>,
        _data: Vec<u8>,
        _window: u32,
    ) -> Result<Vec<u8>, Error> {
        match *self.table.get(&c).map_err(|e| Error::trap(e.to_string()))? {}
    }

    fn live(&mut self, c: Resource<ContextRes>) -> wasmtime::Result<u32> {
        match *self.table.get(&c)? {}
    }

    fn lost(&mut self, c: Resource<ContextRes>) -> wasmtime::Result<Option<WitError>> {
        match *self.table.get(&c)? {}
    }

    fn drop(&mut self, c: Resource<ContextRes>) -> wasmtime::Result<()> {
        self.table.delete(c)?;
        Ok(())
    }
}
