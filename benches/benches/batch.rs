//! The host's own cost per batch stream command: decode, check, translate (and hand to a
//! backend that does nothing), in ns per command, for the batch jacobi stream (512 dispatches
//! over two alternating bind groups: 1,029 commands) and for a stream of writes.
//!
//! Run: `cargo bench -p wasm-host-benches --bench batch [-- REPEATS]` (default 200).

#![allow(clippy::print_stdout)]

use std::time::Duration;

use wasm_host::batch::wire::{Command, Desc, STREAM_MAGIC, encode_desc, usage};
use wasm_host::batch::{BatchExecutor, Context, IndirectBounds, Limits, Objects};
use wasm_host::exec::BoxFuture;
use wasm_host::guard::{Guard, GuardPolicy, GuardedModule};
use wasm_host_benches::{Spread, median, time};

/// A backend that makes and runs nothing.
struct Nothing;

impl BatchExecutor for Nothing {
    fn open(&self, _: &wasm_host::exec::Tenant) -> wasm_host::Result<Objects> {
        Ok(Box::new(0u32))
    }
    fn create_module(&self, objects: &mut Objects, _: GuardedModule) -> wasm_host::Result<u32> {
        let n = objects.downcast_mut::<u32>().expect("ours");
        *n += 1;
        Ok(*n)
    }
    fn create(&self, objects: &mut Objects, _: &Desc) -> wasm_host::Result<u32> {
        let n = objects.downcast_mut::<u32>().expect("ours");
        *n += 1;
        Ok(*n)
    }
    fn destroy(&self, _: &mut Objects, _: u32) {}
    fn replay<'a>(
        &'a self,
        _: &'a mut Objects,
        _: &'a [Command],
        _: &'a [u8],
        window: u32,
        _: IndirectBounds,
    ) -> BoxFuture<'a, wasm_host::Result<Vec<u8>>> {
        Box::pin(async move { Ok(vec![0; window as usize]) })
    }
}

fn main() {
    let repeats: usize = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(200);
    let guard = Guard::new(GuardPolicy::default());
    let limits = Limits {
        max_objects: 4096,
        max_read: 4 << 20,
        max_workgroups: 65535,
        workgroup_invocations: 1024,
        max_dispatch_invocations: None,
        max_stream_invocations: None,
        indirect_invocations: 1 << 26,
    };
    let mut c = Context::new(&Nothing, &wasm_host::exec::Tenant::shared(), limits, 7).expect("context");
    let t = wasm_host::ledger::Ledger::new(&wasm_host::Quotas {
        max_array_bytes: u64::MAX,
        max_batch_pipelines: u32::MAX,
        max_batch_modules: u32::MAX,
        max_wgsl_bytes: u64::MAX,
        ..wasm_host::Quotas::default()
    });
    let size = 4u64 << 20;
    let mut id = 0u32;
    let mut make = |c: &mut Context, desc: Desc| {
        id += 1;
        c.create(&Nothing, &guard, &t, id, desc.kind() as u32, &encode_desc(&desc)).expect("create");
        id
    };
    let storage = usage::STORAGE | usage::COPY_SRC | usage::COPY_DST;
    let (u0, ua, _ub) = (
        make(&mut c, Desc::Buffer { size, usage: storage }),
        make(&mut c, Desc::Buffer { size, usage: storage }),
        make(&mut c, Desc::Buffer { size, usage: storage }),
    );
    let out = make(&mut c, Desc::Buffer { size, usage: usage::MAP_READ | usage::COPY_DST });
    let layout = make(&mut c, Desc::BindGroupLayout { entries: vec![] });
    let pl = make(&mut c, Desc::PipelineLayout { groups: vec![layout, layout] });
    let module = make(&mut c, Desc::ShaderModule { wgsl: "@compute @workgroup_size(1) fn main() {}".into() });
    let pipeline =
        make(&mut c, Desc::ComputePipeline { layout: pl, module, entry: "main".into(), constants: vec![] });
    let (g0, gab, gba) = (
        make(&mut c, Desc::BindGroup { layout, entries: vec![] }),
        make(&mut c, Desc::BindGroup { layout, entries: vec![] }),
        make(&mut c, Desc::BindGroup { layout, entries: vec![] }),
    );
    let mut cmds = vec![Command::CopyBuffer { src: u0, src_offset: 0, dst: ua, dst_offset: 0, size }];
    cmds.push(Command::BeginComputePass);
    cmds.push(Command::SetPipeline(pipeline));
    cmds.push(Command::SetBindGroup { index: 0, group: g0, offsets: vec![] });
    for s in 0..512 {
        cmds.push(Command::SetBindGroup {
            index: 1,
            group: if s % 2 == 0 { gab } else { gba },
            offsets: vec![],
        });
        cmds.push(Command::Dispatch([64, 64, 1]));
    }
    cmds.push(Command::EndComputePass);
    cmds.push(Command::CopyBuffer { src: ua, src_offset: 0, dst: out, dst_offset: 0, size });
    cmds.push(Command::ReadBuffer { buffer: out, offset: 0, size: 4, window_offset: 0 });
    let writes: Vec<Command> =
        (0..1024).map(|i| Command::WriteBuffer { buffer: ua, offset: 64 * i, data: (0, 64) }).collect();
    println!(
        "host cost per stream command (decode, check, translate; a backend that does nothing), {repeats} runs:"
    );
    for (name, cmds, data, window) in
        [("batch jacobi stream", &cmds, 0usize, 4u32), ("1024 writes", &writes, 64, 0)]
    {
        let mut words = vec![STREAM_MAGIC];
        for cmd in cmds {
            cmd.encode(&mut words);
        }
        let data = vec![0u8; data];
        let samples = time(repeats, || {
            pollster::block_on(c.run_stream(&Nothing, &words, &data, window)).expect("stream");
        });
        let per = |d: Duration| d.as_nanos() as f64 / cmds.len() as f64;
        println!(
            "{name}: {} commands, {} words: {:.1} ns per command (min {:.1}); per stream {:.4}",
            cmds.len(),
            words.len(),
            per(median(&samples)),
            per(*samples.iter().min().unwrap_or(&Duration::ZERO)),
            Spread::of(&samples)
        );
    }
}
