//! `wasm-host:gpu/kernel`: the `kernel` resource.

use wasmtime::component::Resource;

use super::{backend_to_wit, data_from_wit, elem_from_wit, scalar_from_wit};
use crate::array::{ResidentArray, Shape};
use crate::bindings::kernel as wit;
use crate::bindings::types::{self as witt, BackendInfo};
use crate::ctx::GpuCtxView;
use crate::error::Error;
use crate::kernel::{Arg, Edge, Kernel, KernelDesc, Output, Param, ParamKind};
use crate::ledger::Account;

impl wit::Host for GpuCtxView<'_> {}

pub(crate) fn param_from_wit(p: witt::Param) -> Param {
    Param {
        name: p.name,
        kind: match p.kind {
            witt::ParamKind::Array(a) => {
                ParamKind::Array { elem: elem_from_wit(a.elem), rank: a.rank, edge: edge_from_wit(a.edge) }
            }
            witt::ParamKind::Scalar(e) => ParamKind::Scalar(elem_from_wit(e)),
        },
    }
}

fn edge_from_wit(e: witt::Edge) -> Edge {
    match e {
        witt::Edge::Zero => Edge::Zero,
        witt::Edge::Clamp => Edge::Clamp,
        witt::Edge::Wrap => Edge::Wrap,
        witt::Edge::Strict => Edge::Strict,
    }
}

impl wit::HostKernel for GpuCtxView<'_> {
    fn create(&mut self, desc: witt::KernelDesc) -> Result<Resource<Kernel>, Error> {
        let mut span = self.ctx.span("kernel.create");
        let desc = KernelDesc {
            name: desc.name.unwrap_or_default(),
            source: desc.source,
            params: desc.params.into_iter().map(param_from_wit).collect(),
            output: desc.output,
            output_elem: elem_from_wit(desc.output_elem),
            constants: desc.constants.into_iter().map(|c| (c.name, c.value)).collect(),
            outputs: desc
                .outputs
                .into_iter()
                .map(|o| Output { name: o.name, elem: elem_from_wit(o.elem) })
                .collect(),
        };
        if let Some(s) = span.as_mut() {
            s.args(serde_json::json!({ "kernel": desc.name }));
        }
        // Counted before anything compiles: a guest at its limit costs the host nothing.
        let held = vec![
            self.ctx.reserve(Account::Kernels, 1, "a kernel")?,
            self.ctx.reserve(Account::WgslBytes, desc.source.len() as u64, "a kernel's source")?,
        ];
        let runtime = self.ctx.runtime().clone();
        let guest = self.ctx.scope()?;
        let kernel = Kernel::create(guest.exec, guest.tenant, runtime.guard(), &desc)?.holding(held);
        self.ctx.stats.kernels_created += 1;
        self.table.push(kernel).map_err(super::table_full)
    }

    async fn run(
        &mut self,
        kernel: Resource<Kernel>,
        args: Vec<wit::Arg>,
    ) -> Result<Resource<ResidentArray>, Error> {
        let mut arrays = self.run_kernel(kernel, args, None, false).await?;
        Ok(arrays.remove(0))
    }

    async fn run_sized(
        &mut self,
        kernel: Resource<Kernel>,
        args: Vec<wit::Arg>,
        output: Vec<u32>,
    ) -> Result<Resource<ResidentArray>, Error> {
        let mut arrays = self.run_kernel(kernel, args, Some(sized(&output)?), false).await?;
        Ok(arrays.remove(0))
    }

    async fn run_outputs(
        &mut self,
        kernel: Resource<Kernel>,
        args: Vec<wit::Arg>,
        output: Option<Vec<u32>>,
    ) -> Result<Vec<Resource<ResidentArray>>, Error> {
        let shape = output.as_deref().map(sized).transpose()?;
        self.run_kernel(kernel, args, shape, true).await
    }

    fn output(&mut self, kernel: Resource<Kernel>) -> wasmtime::Result<Vec<u32>> {
        let k = self.table.get(&kernel)?;
        // A kernel sized per call declared extents of 0.
        Ok(k.output().dims().iter().map(|&d| if k.sized() { 0 } else { d }).collect())
    }

    fn backend(&mut self, _kernel: Resource<Kernel>) -> wasmtime::Result<BackendInfo> {
        Ok(backend_to_wit(self.ctx.runtime().backend()))
    }

    fn drop(&mut self, kernel: Resource<Kernel>) -> wasmtime::Result<()> {
        self.table.delete(kernel)?;
        Ok(())
    }
}

/// The output shape a guest gave for one call.
fn sized(output: &[u32]) -> Result<Shape, Error> {
    Shape::new(output).map_err(|e| Error::invalid(format!("output: {}", e.message())))
}

impl GpuCtxView<'_> {
    /// `kernel.run` into its declared output, or `run-sized` into `sized`; with `several`,
    /// `run-outputs` (one array per output; without it a kernel of several outputs is refused).
    async fn run_kernel(
        &mut self,
        kernel: Resource<Kernel>,
        args: Vec<wit::Arg>,
        sized: Option<Shape>,
        several: bool,
    ) -> Result<Vec<Resource<ResidentArray>>, Error> {
        let mut span = self.ctx.span("kernel.run");
        let runtime = self.ctx.runtime().clone();
        let exec = runtime.executor();
        let k: &Kernel = self.table.get(&kernel).map_err(|e| Error::trap(format!("kernel handle: {e}")))?;
        if let Some(s) = span.as_mut() {
            s.args(serde_json::json!({ "kernel": k.name() }));
        }
        let output = match sized {
            Some(shape) => shape,
            None => {
                k.check_declared()?;
                *k.output()
            }
        };
        let elems = k.output_elems();
        if !several {
            k.check_one_output()?;
        }
        k.check_output(exec, &output)?;
        let guest = self.ctx.scope()?;
        let mut host_args = Vec::with_capacity(args.len());
        let mut uploaded = 0u64;
        for (i, arg) in args.into_iter().enumerate() {
            host_args.push(match arg {
                wit::Arg::Array(a) => Arg::Resident(super::arrays::get(self.table, &a)?),
                wit::Arg::Data(d) => {
                    let shape = Shape::new(&d.shape)
                        .map_err(|e| Error::invalid(format!("argument {i}: {}", e.message())))?;
                    uploaded += shape.bytes();
                    Arg::Data(shape, data_from_wit(d.data))
                }
                wit::Arg::Scalar(s) => Arg::Scalar(scalar_from_wit(s)),
            });
        }
        // (A checked call runs one element per invocation.)
        guest.check_invocations(&[k.invocations_of_call(exec, &output, &host_args)?])?;
        // The kernel writes every element of its outputs (the generated entry point does).
        // All outputs are paid for before the first is made (their count and bytes): a run
        // over the guest's quota allocates nothing.
        let what = "the outputs of one kernel run";
        drop(guest.reserve(Account::Arrays, elems.len() as u64, what)?);
        drop(guest.reserve(Account::Bytes, output.bytes().saturating_mul(elems.len() as u64), what)?);
        let mut made = Vec::with_capacity(elems.len());
        for _ in &elems {
            made.push(guest.alloc_array_for_write(output.bytes())?);
        }
        let buffers: Vec<_> = made.iter().map(|(buffer, _)| buffer).collect();
        let origin = k.run_outputs(exec, &host_args, &output, &buffers).await?;
        drop(host_args);
        self.ctx.stats.runs += 1;
        self.ctx.stats.bytes_uploaded += uploaded;
        let mut arrays = Vec::with_capacity(made.len());
        for ((buffer, count), elem) in made.into_iter().zip(elems) {
            let array = ResidentArray::new(output, elem, buffer, origin.clone()).counted(count);
            arrays.push(self.table.push(array).map_err(super::table_full)?);
        }
        Ok(arrays)
    }
}
