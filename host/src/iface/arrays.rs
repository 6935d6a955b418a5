//! `wasm-host:gpu/arrays`: the `array` resource.

use wasmtime::component::Resource;

use super::{data_from_wit, data_to_wit, elem_to_wit};
use crate::array::{ResidentArray, Shape};
use crate::bindings::arrays as wit;
use crate::bindings::types::{Data, Elem};
use crate::ctx::GpuCtxView;
use crate::error::Error;

impl wit::Host for GpuCtxView<'_> {}

/// Looks up an array the guest passed.
pub(crate) fn get<'t>(
    table: &'t wasmtime::component::ResourceTable,
    array: &Resource<ResidentArray>,
) -> Result<&'t ResidentArray, Error> {
    table.get(array).map_err(|e| Error::trap(format!("array handle: {e}")))
}

impl wit::HostArray for GpuCtxView<'_> {
    fn create(&mut self, shape: Vec<u32>, data: Data) -> Result<Resource<ResidentArray>, Error> {
        let _span = self.ctx.span("array.create");
        let shape = Shape::new(&shape)?;
        let data = data_from_wit(data);
        data.check_shape(&shape)?;
        crate::kernel::check_fits(self.ctx.runtime().executor(), "the array", &shape)?;
        let (buffer, count) = self.ctx.scope()?.alloc_array_for_write(shape.bytes())?;
        let runtime = self.ctx.runtime().clone();
        runtime.executor().write_buffer(&buffer, 0, data.as_bytes())?;
        self.ctx.stats.bytes_uploaded += shape.bytes();
        self.table
            .push(ResidentArray::new(shape, data.elem(), buffer, None).counted(count))
            .map_err(super::table_full)
    }

    fn shape(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<Vec<u32>> {
        Ok(self.table.get(&array)?.shape().dims().to_vec())
    }

    fn elem(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<Elem> {
        Ok(elem_to_wit(self.table.get(&array)?.elem()))
    }

    async fn read(&mut self, array: Resource<ResidentArray>) -> Result<Data, Error> {
        let mut span = self.ctx.span("array.read");
        let runtime = self.ctx.runtime().clone();
        let a = get(self.table, &array)?;
        if let Some(s) = span.as_mut() {
            s.args(serde_json::json!({ "bytes": a.shape().bytes() }));
        }
        let data = a.read(runtime.executor()).await?;
        self.ctx.stats.reads += 1;
        self.ctx.stats.bytes_read += a.shape().bytes();
        Ok(data_to_wit(data))
    }

    fn destroy(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<()> {
        // Its bytes return once nothing uses the buffer any more (a dispatch in flight may).
        self.table.get_mut(&array)?.destroy();
        Ok(())
    }

    fn drop(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<()> {
        self.table.delete(array)?;
        Ok(())
    }
}
