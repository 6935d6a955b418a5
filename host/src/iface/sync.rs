//! The blocking face of the interfaces, for stores without async: each function calls its
//! async twin and, where that one waits on the device, blocks the calling thread until it is
//! done (the device's poller thread makes the progress; see `exec::gpu`).
//!
//! Only `arg` and `plan` differ between the two sets of bindings (they name resources of
//! interfaces that have functions); everything else is shared.

use crate::exec::block_on;
use wasmtime::component::Resource;

use crate::array::ResidentArray;
use crate::bindings::sync::{arrays, batch, kernel, pipeline, reductions};
use crate::bindings::types::{
    BackendInfo, BatchConfig, Data, Elem, Error as WitError, ExecutorKind, KernelDesc, Options, PlanLayout,
    ReduceOp, RunTimings, Scalar,
};
use crate::bindings::{
    arrays as a_arrays, batch as a_batch, kernel as a_kernel, pipeline as a_pipeline,
    reductions as a_reductions,
};
use crate::ctx::GpuCtxView;
use crate::error::Error;
use crate::kernel::Kernel;

fn arg(a: kernel::Arg) -> a_kernel::Arg {
    match a {
        kernel::Arg::Array(r) => a_kernel::Arg::Array(r),
        kernel::Arg::Data(d) => a_kernel::Arg::Data(d),
        kernel::Arg::Scalar(s) => a_kernel::Arg::Scalar(s),
    }
}

fn args(v: Vec<kernel::Arg>) -> Vec<a_kernel::Arg> {
    v.into_iter().map(arg).collect()
}

impl arrays::Host for GpuCtxView<'_> {}

impl arrays::HostArray for GpuCtxView<'_> {
    fn create(&mut self, shape: Vec<u32>, data: Data) -> Result<Resource<ResidentArray>, Error> {
        <Self as a_arrays::HostArray>::create(self, shape, data)
    }

    fn shape(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<Vec<u32>> {
        <Self as a_arrays::HostArray>::shape(self, array)
    }

    fn elem(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<Elem> {
        <Self as a_arrays::HostArray>::elem(self, array)
    }

    fn read(&mut self, array: Resource<ResidentArray>) -> Result<Data, Error> {
        block_on(<Self as a_arrays::HostArray>::read(self, array))
    }

    fn destroy(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<()> {
        <Self as a_arrays::HostArray>::destroy(self, array)
    }

    fn drop(&mut self, array: Resource<ResidentArray>) -> wasmtime::Result<()> {
        <Self as a_arrays::HostArray>::drop(self, array)
    }
}

impl kernel::Host for GpuCtxView<'_> {}

impl kernel::HostKernel for GpuCtxView<'_> {
    fn create(&mut self, desc: KernelDesc) -> Result<Resource<Kernel>, Error> {
        <Self as a_kernel::HostKernel>::create(self, desc)
    }

    fn run(&mut self, k: Resource<Kernel>, a: Vec<kernel::Arg>) -> Result<Resource<ResidentArray>, Error> {
        block_on(<Self as a_kernel::HostKernel>::run(self, k, args(a)))
    }

    fn run_sized(
        &mut self,
        k: Resource<Kernel>,
        a: Vec<kernel::Arg>,
        output: Vec<u32>,
    ) -> Result<Resource<ResidentArray>, Error> {
        block_on(<Self as a_kernel::HostKernel>::run_sized(self, k, args(a), output))
    }

    fn run_outputs(
        &mut self,
        k: Resource<Kernel>,
        a: Vec<kernel::Arg>,
        output: Option<Vec<u32>>,
    ) -> Result<Vec<Resource<ResidentArray>>, Error> {
        block_on(<Self as a_kernel::HostKernel>::run_outputs(self, k, args(a), output))
    }

    fn output(&mut self, k: Resource<Kernel>) -> wasmtime::Result<Vec<u32>> {
        <Self as a_kernel::HostKernel>::output(self, k)
    }

    fn backend(&mut self, k: Resource<Kernel>) -> wasmtime::Result<BackendInfo> {
        <Self as a_kernel::HostKernel>::backend(self, k)
    }

    fn drop(&mut self, k: Resource<Kernel>) -> wasmtime::Result<()> {
        <Self as a_kernel::HostKernel>::drop(self, k)
    }
}

impl reductions::Host for GpuCtxView<'_> {
    fn reduce(
        &mut self,
        op: ReduceOp,
        input: Resource<ResidentArray>,
        axis: Option<u32>,
    ) -> Result<Resource<ResidentArray>, Error> {
        block_on(<Self as a_reductions::Host>::reduce(self, op, input, axis))
    }

    fn scan(
        &mut self,
        op: ReduceOp,
        input: Resource<ResidentArray>,
        axis: u32,
        exclusive: bool,
    ) -> Result<Resource<ResidentArray>, Error> {
        block_on(<Self as a_reductions::Host>::scan(self, op, input, axis, exclusive))
    }

    fn histogram(
        &mut self,
        input: Resource<ResidentArray>,
        bins: u32,
        lo: Scalar,
        hi: Scalar,
    ) -> Result<Resource<ResidentArray>, Error> {
        block_on(<Self as a_reductions::Host>::histogram(self, input, bins, lo, hi))
    }
}

impl pipeline::Host for GpuCtxView<'_> {
    fn max_steps(&mut self) -> wasmtime::Result<u32> {
        <Self as a_pipeline::Host>::max_steps(self)
    }
}

impl pipeline::HostPipeline for GpuCtxView<'_> {
    fn create(
        &mut self,
        plan: pipeline::Plan,
        options: Options,
    ) -> Result<Resource<crate::pipeline::GuestPipeline>, Error> {
        let plan = a_pipeline::Plan {
            kernels: plan.kernels,
            inputs: plan.inputs,
            steps: plan.steps,
            outputs: plan.outputs,
        };
        <Self as a_pipeline::HostPipeline>::create(self, plan, options)
    }

    fn run(
        &mut self,
        p: Resource<crate::pipeline::GuestPipeline>,
        a: Vec<kernel::Arg>,
    ) -> Result<Vec<Resource<ResidentArray>>, Error> {
        block_on(<Self as a_pipeline::HostPipeline>::run(self, p, args(a)))
    }

    fn backend(&mut self, p: Resource<crate::pipeline::GuestPipeline>) -> wasmtime::Result<BackendInfo> {
        <Self as a_pipeline::HostPipeline>::backend(self, p)
    }

    fn executor_kind(
        &mut self,
        p: Resource<crate::pipeline::GuestPipeline>,
    ) -> wasmtime::Result<ExecutorKind> {
        <Self as a_pipeline::HostPipeline>::executor_kind(self, p)
    }

    fn fallback_reason(
        &mut self,
        p: Resource<crate::pipeline::GuestPipeline>,
    ) -> wasmtime::Result<Option<String>> {
        <Self as a_pipeline::HostPipeline>::fallback_reason(self, p)
    }

    fn layout(&mut self, p: Resource<crate::pipeline::GuestPipeline>) -> wasmtime::Result<PlanLayout> {
        <Self as a_pipeline::HostPipeline>::layout(self, p)
    }

    fn last_timings(
        &mut self,
        p: Resource<crate::pipeline::GuestPipeline>,
    ) -> wasmtime::Result<Result<RunTimings, String>> {
        <Self as a_pipeline::HostPipeline>::last_timings(self, p)
    }

    fn drop(&mut self, p: Resource<crate::pipeline::GuestPipeline>) -> wasmtime::Result<()> {
        <Self as a_pipeline::HostPipeline>::drop(self, p)
    }
}

impl batch::Host for GpuCtxView<'_> {}

impl batch::HostContext for GpuCtxView<'_> {
    fn create(&mut self, config: BatchConfig) -> Result<Resource<crate::batch::Context>, Error> {
        <Self as a_batch::HostContext>::create(self, config)
    }

    fn create_object(
        &mut self,
        c: Resource<crate::batch::Context>,
        id: u32,
        kind: u32,
        desc: Vec<u8>,
    ) -> Result<(), Error> {
        <Self as a_batch::HostContext>::create_object(self, c, id, kind, desc)
    }

    fn destroy(&mut self, c: Resource<crate::batch::Context>, ids: Vec<u32>) -> Result<(), Error> {
        <Self as a_batch::HostContext>::destroy(self, c, ids)
    }

    fn run_stream(
        &mut self,
        c: Resource<crate::batch::Context>,
        words: Vec<u32>,
        data: Vec<u8>,
        window: u32,
    ) -> Result<Vec<u8>, Error> {
        block_on(<Self as a_batch::HostContext>::run_stream(self, c, words, data, window))
    }

    fn live(&mut self, c: Resource<crate::batch::Context>) -> wasmtime::Result<u32> {
        <Self as a_batch::HostContext>::live(self, c)
    }

    fn lost(&mut self, c: Resource<crate::batch::Context>) -> wasmtime::Result<Option<WitError>> {
        <Self as a_batch::HostContext>::lost(self, c)
    }

    fn drop(&mut self, c: Resource<crate::batch::Context>) -> wasmtime::Result<()> {
        <Self as a_batch::HostContext>::drop(self, c)
    }
}
