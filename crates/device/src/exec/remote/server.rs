//! The GPU process: owns the wgpu executor and serves the host's requests over one socket.
//!
//! A reader thread decodes frames into a channel; the main loop takes them in order and runs
//! each on the [`GpuExecutor`] at once (so work reaches the device in the host's order). A
//! request that waits on the device becomes a future, polled once right away (which queues its
//! work in order) and then whenever its waker fires (the waker posts to the same channel); its
//! answer goes out when it completes, while later requests go on. Objects live in tables by
//! the host's ids; an id whose creation failed keeps its error, so a later use names it.

use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::io::{BufReader, BufWriter, Write};
use std::os::unix::net::UnixStream;
use std::pin::Pin;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Wake, Waker};

use super::proto::{Answer, Envelope, Id, Module, Reply, Request, WireError, read_frame, write_frame};
use super::region::{Region, recv_fd};
use crate::error::{Error, Result};
use crate::exec::batch::{BatchExecutor, Objects};
use crate::exec::gpu::GpuExecutor;
use crate::exec::{Access, BudgetFlag, Buffer, Dispatch, Executor, Program, ProgramDesc, Schedule, Tenant};
use crate::guard::{Guard, GuardedModule};

/// What the main loop is told.
enum Event {
    /// A request and its payload.
    Request(Box<Envelope>, Vec<u8>),
    /// A waiting request's future may progress.
    Wake,
    /// The host closed the socket (or it broke): the process ends.
    End(Option<String>),
}

/// Posts [`Event::Wake`] when a future's work progresses. Never waits: when the queue is full,
/// the main loop has events to take, and it polls every waiting future after each.
struct Waking(Mutex<SyncSender<Event>>);

impl Wake for Waking {
    fn wake(self: Arc<Self>) {
        if let Ok(tx) = self.0.lock() {
            let _ = tx.try_send(Event::Wake);
        }
    }
}

/// What a finished future hands back: its answer, and a context or schedule it held.
struct Finished {
    seq: u64,
    result: Result<Reply>,
    payload: Vec<u8>,
    context: Option<(Id, Objects)>,
    /// The payload is already in the bulk region, this many bytes.
    in_region: Option<u64>,
}

impl Finished {
    /// An answer without a payload.
    fn empty(seq: u64, result: Result<Reply>) -> Finished {
        Finished { seq, result, payload: Vec::new(), context: None, in_region: None }
    }
}

type Pending<'a> = Pin<Box<dyn Future<Output = Finished> + 'a>>;

/// Serves the host on `stream` until it closes; the process's whole life. Errors are the
/// socket's (the host went away).
pub fn serve(stream: UnixStream) -> std::io::Result<()> {
    serve_reporting(stream, "no sandbox (served in the caller's process)".to_string(), false)
}

/// [`serve`], reporting `sandbox` (what the process installed) in the handshake; with `exit`,
/// the process exits as soon as the host is gone and the pipeline cache is written.
pub(super) fn serve_reporting(stream: UnixStream, sandbox: String, exit: bool) -> std::io::Result<()> {
    // The bulk region's descriptor comes first, alone (or a byte without one: no region).
    let region_fd = recv_fd(&stream)?;
    let (tx, rx) = sync_channel(QUEUE);
    let reader = stream.try_clone()?;
    let posts = tx.clone();
    std::thread::Builder::new().name("wasm-host gpu-process reader".into()).spawn(move || {
        let mut r = BufReader::with_capacity(1 << 16, reader);
        loop {
            match read_frame::<Envelope>(&mut r) {
                Ok(Some((env, payload))) => {
                    if posts.send(Event::Request(Box::new(env), payload)).is_err() {
                        return;
                    }
                }
                Ok(None) => {
                    let _ = posts.send(Event::End(None));
                    return;
                }
                Err(e) => {
                    let _ = posts.send(Event::End(Some(e.to_string())));
                    return;
                }
            }
        }
    })?;
    let waker = Waker::from(Arc::new(Waking(Mutex::new(tx))));
    let mut out = BufWriter::with_capacity(1 << 16, stream);
    // The first request opens the device and maps the region.
    let (exec, region) = match rx.recv() {
        Ok(Event::Request(env, _)) if matches!(env.request, Request::Open { .. }) => {
            let Envelope { seq, request: Request::Open { options, region: len }, .. } = *env else {
                return Ok(());
            };
            // The region is mapped (and its start faulted in) while the device opens.
            let (region, opened) = std::thread::scope(|s| {
                let mapping = s.spawn(move || match (region_fd, len) {
                    (Some(fd), len) if len > 0 => Region::map(fd, len)
                        .map_err(|e| tracing::warn!(target: "wasm_host", "gpu process: no bulk region: {e}"))
                        .ok(),
                    _ => None,
                });
                let opened = GpuExecutor::new(&options);
                (mapping.join().ok().flatten(), opened)
            });
            match opened {
                Ok(exec) => {
                    let reply = Reply::Opened {
                        backend: exec.backend().clone(),
                        limits: exec.limits().clone(),
                        fused: super::proto::Fused {
                            kind: exec.schedule_kind(true).unwrap_or(crate::exec::ScheduleKind::Encoder),
                            timing: exec.time_source().map_err(|e| e.message().to_string()),
                        },
                        region: region.is_some(),
                        sandbox,
                    };
                    write_frame(&mut out, &Answer { seq, result: Ok(reply), in_region: None }, &[])?;
                    (exec, region)
                }
                Err(e) => {
                    let answer = Answer { seq, result: Err(WireError::from(&e)), in_region: None };
                    write_frame(&mut out, &answer, &[])?;
                    return Ok(());
                }
            }
        }
        _ => return Ok(()),
    };
    let mut server = Server { exec: &exec, region: region.as_ref(), tables: Tables::default() };
    let served = server.run(&rx, &waker, &mut out);
    // The host is gone (or closing, and waits for this): what is kept between runs is written
    // now; a GPU process exits at once and the system closes its device (a driver's teardown
    // can take longer than the work).
    exec.save_pipeline_cache();
    if exit {
        std::process::exit(if served.is_ok() { 0 } else { 1 });
    }
    served
}

/// Requests read ahead of the one being served, at most: past this the reader stops reading,
/// the socket fills, and the host's sends wait (the process never holds more than this many
/// frames it has not served, whatever the host sends).
const QUEUE: usize = 64;

/// Writes the answer to request `seq`: its payload in the bulk region when the host granted it
/// the region for this request and it fits, else in the frame.
fn answer(
    out: &mut impl Write,
    region: Option<&Region>,
    granted: bool,
    seq: u64,
    result: Result<Reply>,
    payload: &[u8],
) -> std::io::Result<()> {
    let result = result.map_err(|e| WireError::from(&e));
    match region {
        Some(r) if granted && !payload.is_empty() && r.put(payload) => {
            write_frame(out, &Answer { seq, result, in_region: Some(payload.len() as u64) }, &[])
        }
        _ => write_frame(out, &Answer { seq, result, in_region: None }, payload),
    }
}

/// The process's objects, by the host's ids.
#[derive(Default)]
struct Tables {
    buffers: HashMap<Id, Buffer>,
    programs: HashMap<Id, Program>,
    probes: HashMap<Id, BudgetFlag>,
    schedules: HashMap<Id, Arc<Schedule>>,
    contexts: HashMap<Id, Objects>,
    /// Ids whose creation failed, with why (named again at each use).
    failed: HashMap<Id, String>,
}

impl Tables {
    fn missing(&self, what: &str, id: Id) -> Error {
        match self.failed.get(&id) {
            Some(why) => Error::device(format!("{what} {id} was not created: {why}")),
            None => Error::trap(format!("{what} {id} is not live in the GPU process")),
        }
    }

    fn buffer(&self, id: Id) -> Result<Buffer> {
        self.buffers.get(&id).cloned().ok_or_else(|| self.missing("buffer", id))
    }
}

struct Server<'e> {
    exec: &'e GpuExecutor,
    /// The bulk region, if mapped.
    region: Option<&'e Region>,
    tables: Tables,
}

impl<'e> Server<'e> {
    fn run(&mut self, rx: &Receiver<Event>, waker: &Waker, out: &mut impl Write) -> std::io::Result<()> {
        let region = self.region;
        let mut pending: Vec<Pending<'e>> = Vec::new();
        // Waiting requests the host granted the region to (their answers may use it).
        let mut granted: HashSet<u64> = HashSet::new();
        loop {
            let event = match rx.recv() {
                Ok(e) => e,
                Err(_) => return Ok(()),
            };
            match event {
                // The host went away (a reset is how a host that exits closes it): done.
                Event::End(why) => {
                    if let Some(why) = why {
                        tracing::debug!(target: "wasm_host", "gpu process: the host's socket ended: {why}");
                    }
                    return Ok(());
                }
                Event::Wake => {}
                Event::Request(env, payload) => {
                    let Envelope { seq, request, payload_in_region, answer_in_region } = *env;
                    let input: &[u8] = match payload_in_region {
                        None => &payload,
                        Some(len) => {
                            // SAFETY: the host wrote the region before sending this request
                            // and holds it, untouched, until it has the answer; the slice is
                            // gone before this request is answered (`handle` copies what a
                            // later answer needs).
                            #[allow(unsafe_code)]
                            let view = region.and_then(|r| unsafe { r.view(len as usize) });
                            match view {
                                Some(v) => v,
                                None => {
                                    let e = Error::trap("a payload past the bulk region from the host");
                                    answer(out, None, false, seq, Err(e), &[])?;
                                    continue;
                                }
                            }
                        }
                    };
                    match self.handle(seq, request, input, answer_in_region) {
                        Step::Now(result, payload) => {
                            answer(out, region, answer_in_region, seq, result, &payload)?
                        }
                        Step::Later(f) => {
                            if answer_in_region {
                                granted.insert(seq);
                            }
                            pending.push(f)
                        }
                    }
                }
            }
            // Poll every waiting future (a new one once, which queues its work now).
            let mut cx = Context::from_waker(waker);
            let mut i = 0;
            while i < pending.len() {
                match pending[i].as_mut().poll(&mut cx) {
                    Poll::Ready(done) => {
                        drop(pending.swap_remove(i));
                        if let Some((id, objects)) = done.context {
                            self.tables.contexts.insert(id, objects);
                        }
                        let grant = granted.remove(&done.seq);
                        match done.in_region {
                            // Already in the region (a read-back copied there directly).
                            Some(len) if grant => {
                                let result = done.result.map_err(|e| WireError::from(&e));
                                write_frame(
                                    out,
                                    &Answer { seq: done.seq, result, in_region: Some(len) },
                                    &[],
                                )?
                            }
                            _ => answer(out, region, grant, done.seq, done.result, &done.payload)?,
                        }
                    }
                    Poll::Pending => i += 1,
                }
            }
        }
    }

    /// Runs one request: its answer now, or a future that gives it.
    fn handle(&mut self, seq: u64, request: Request, payload: &[u8], granted: bool) -> Step<'e> {
        let exec = self.exec;
        let region = self.region.filter(|_| granted);
        let t = &mut self.tables;
        let now = |r: Result<Reply>| Step::Now(r, Vec::new());
        match request {
            Request::Open { .. } => now(Err(Error::trap("the GPU process is already open"))),
            Request::CreateBuffer { id, size, label } => {
                match exec.create_buffer(&Tenant::shared(), &label, size) {
                    Ok(b) => {
                        t.buffers.insert(id, b);
                    }
                    Err(e) => {
                        t.failed.insert(id, e.to_string());
                        return now(Err(e));
                    }
                }
                now(Ok(Reply::Done))
            }
            Request::WriteBuffer { id, offset } => {
                now(t.buffer(id).and_then(|b| exec.write_buffer(&b, offset, payload)).map(|()| Reply::Done))
            }
            Request::CopyBuffer { from, to } => now(t
                .buffer(from)
                .and_then(|f| t.buffer(to).and_then(|to| exec.copy_buffer(&f, &to)))
                .map(|()| Reply::Done)),
            Request::ReadBuffer { id } => match t.buffer(id) {
                Err(e) => now(Err(e)),
                // Into the region when the host granted it and the bytes fit; else a copy for
                // the socket.
                Ok(b) => Step::Later(Box::pin(async move {
                    let read = exec
                        .read_mapped(&b, |bytes| match region {
                            Some(r) if r.put(bytes) => (Vec::new(), Some(bytes.len() as u64)),
                            _ => (bytes.to_vec(), None),
                        })
                        .await;
                    match read {
                        Ok((payload, in_region)) => {
                            Finished { seq, result: Ok(Reply::Payload), payload, context: None, in_region }
                        }
                        Err(e) => Finished::empty(seq, Err(e)),
                    }
                })),
            },
            Request::CreateProgram { id, label, module, entry, read_only, constants } => {
                let made = guarded(&module).and_then(|m| {
                    let bindings: Vec<Access> =
                        read_only.iter().map(|&r| if r { Access::Read } else { Access::ReadWrite }).collect();
                    exec.create_program(&ProgramDesc {
                        label: &label,
                        module: &m,
                        entry_point: &entry,
                        bindings: &bindings,
                        constants: &constants,
                        serial: false,
                    })
                });
                match made {
                    Ok(p) => {
                        t.programs.insert(id, p);
                        now(Ok(Reply::Done))
                    }
                    Err(e) => {
                        t.failed.insert(id, e.to_string());
                        now(Err(e))
                    }
                }
            }
            Request::Dispatch { program, bindings, workgroups, part, probe } => {
                let mut run = || -> Result<()> {
                    let p = t.programs.get(&program).cloned().ok_or_else(|| t.missing("program", program))?;
                    let buffers = bindings.iter().map(|&b| t.buffer(b)).collect::<Result<Vec<_>>>()?;
                    let refs: Vec<&Buffer> = buffers.iter().collect();
                    let made = exec.dispatch_part(&p, &refs, workgroups, part)?;
                    match (probe, made) {
                        (Some(id), Some(flag)) => {
                            t.probes.insert(id, flag);
                        }
                        (None, None) => {}
                        _ => {
                            return Err(Error::trap(
                                "the host and the GPU process disagree on a loop-budget flag",
                            ));
                        }
                    }
                    Ok(())
                };
                let result = run();
                if let (Err(e), Some(id)) = (&result, probe) {
                    t.failed.insert(id, e.to_string());
                }
                now(result.map(|()| Reply::Done))
            }
            Request::Probe { ids } => {
                let probes = match ids
                    .iter()
                    .map(|id| t.probes.get(id).cloned().ok_or_else(|| t.missing("loop-budget flag", *id)))
                    .collect::<Result<Vec<_>>>()
                {
                    Ok(p) => p,
                    Err(e) => return now(Err(e)),
                };
                Step::Later(Box::pin(async move {
                    let refs: Vec<&BudgetFlag> = probes.iter().collect();
                    let result = exec.probe(&refs).await.map(Reply::Flags);
                    Finished::empty(seq, result)
                }))
            }
            Request::Finish => Step::Later(Box::pin(async move {
                let result = exec.finish(&Tenant::shared()).await.map(|()| Reply::Done);
                Finished::empty(seq, result)
            })),
            Request::PrepareSchedule { id, dispatches, options } => {
                let made = dispatches
                    .iter()
                    .map(|(program, bindings, workgroups)| {
                        Ok(Dispatch::new(
                            t.programs.get(program).cloned().ok_or_else(|| t.missing("program", *program))?,
                            bindings.iter().map(|&b| t.buffer(b)).collect::<Result<Vec<_>>>()?,
                            *workgroups,
                        ))
                    })
                    .collect::<Result<Vec<_>>>()
                    .and_then(|d| exec.prepare_schedule(d, options));
                match made {
                    Ok(s) => {
                        t.schedules.insert(id, Arc::new(s));
                        now(Ok(Reply::Done))
                    }
                    Err(e) => now(Err(e)),
                }
            }
            Request::RunSchedule { id, before, after } => {
                let copies = |pairs: &[(Id, Id)]| -> Result<Vec<(Buffer, Buffer)>> {
                    pairs.iter().map(|&(f, to)| Ok((t.buffer(f)?, t.buffer(to)?))).collect()
                };
                let parts = t
                    .schedules
                    .get(&id)
                    .cloned()
                    .ok_or_else(|| t.missing("schedule", id))
                    .and_then(|s| Ok((s, copies(&before)?, copies(&after)?)));
                match parts {
                    Err(e) => now(Err(e)),
                    Ok((schedule, before, after)) => Step::Later(Box::pin(async move {
                        let result = exec.run_schedule(&schedule, &before, &after).await.map(Reply::Ran);
                        Finished::empty(seq, result)
                    })),
                }
            }
            Request::OpenContext { id } => match BatchExecutor::open(exec, &Tenant::shared()) {
                Ok(objects) => {
                    t.contexts.insert(id, objects);
                    now(Ok(Reply::Done))
                }
                Err(e) => {
                    t.failed.insert(id, e.to_string());
                    now(Err(e))
                }
            },
            Request::CreateModule { context, module } => {
                let Some(objects) = t.contexts.get_mut(&context) else {
                    return now(Err(t.missing("batch context", context)));
                };
                now(guarded(&module).and_then(|m| exec.create_module(objects, m)).map(Reply::Object))
            }
            Request::Create { context, kind, desc } => {
                let Some(objects) = t.contexts.get_mut(&context) else {
                    return now(Err(t.missing("batch context", context)));
                };
                let made = wasm_host_wire::Kind::from_wire(kind)
                    .ok_or_else(|| Error::trap(format!("object kind {kind} from the host")))
                    .and_then(|k| wasm_host_wire::decode_desc(k, &desc).map_err(Error::from))
                    .and_then(|d| exec.create(objects, &d));
                now(made.map(Reply::Object))
            }
            Request::Destroy { context, object } => match t.contexts.get_mut(&context) {
                Some(objects) => {
                    exec.destroy(objects, object);
                    now(Ok(Reply::Done))
                }
                None => now(Err(t.missing("batch context", context))),
            },
            Request::Replay { context, stream_words, window, indirect, shared } => {
                let Some(mut objects) = t.contexts.remove(&context) else {
                    return now(Err(t.missing("batch context", context)));
                };
                let split = (stream_words as usize * 4).min(payload.len());
                let words: Vec<u32> = payload[..split]
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                let data = payload[split..].to_vec();
                Step::Later(Box::pin(async move {
                    let result = match wasm_host_wire::decode_stream(&words, data.len()) {
                        Ok(commands) => {
                            exec.replay_shared(&mut objects, &commands, &data, window, indirect, shared).await
                        }
                        Err(e) => Err(e.into()),
                    };
                    let (result, payload) = match result {
                        Ok(bytes) => (Ok(Reply::Payload), bytes),
                        Err(e) => (Err(e), Vec::new()),
                    };
                    Finished { seq, result, payload, context: Some((context, objects)), in_region: None }
                }))
            }
            Request::Drop { id } => {
                t.buffers.remove(&id);
                t.programs.remove(&id);
                t.probes.remove(&id);
                t.schedules.remove(&id);
                t.contexts.remove(&id);
                t.failed.remove(&id);
                now(Ok(Reply::Done))
            }
        }
    }
}

/// One request's course: answered now (with a payload), or later by a future.
enum Step<'e> {
    Now(Result<Reply>, Vec<u8>),
    Later(Pending<'e>),
}

/// The host's module, through this process's own Guard (the same policy, the same text: the
/// same module; nothing reaches the driver that did not pass a Guard here).
fn guarded(module: &Module) -> Result<GuardedModule> {
    Guard::new(module.policy.clone()).check(&module.source).map_err(Error::from)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::exec::gpu::GpuOptions;
    use crate::exec::remote::region::send_fd;

    /// A host that sends without reading answers stalls once the process holds [`QUEUE`]
    /// requests it has not served (and the sockets' buffers are full): the process's memory
    /// stays bounded, whatever the host sends.
    #[test]
    #[allow(clippy::print_stderr)]
    fn a_host_that_never_reads_is_held_back() {
        let (host, child) = UnixStream::pair().unwrap();
        let server = std::thread::spawn(move || serve(child));
        send_fd(&host, None).unwrap();
        let open = Request::Open { options: GpuOptions::default(), region: 0 };
        write_frame(&mut &host, &Envelope::plain(0, open), &[]).unwrap();
        match read_frame::<Answer>(&mut &host).unwrap() {
            Some((Answer { result: Ok(Reply::Opened { .. }), .. }, _)) => {}
            Some((Answer { result: Err(e), .. }, _)) if std::env::var_os("CI").is_none() => {
                return eprintln!("skipped: no GPU adapter ({e:?})");
            }
            other => panic!("no device: {other:?}"),
        }
        host.set_write_timeout(Some(Duration::from_secs(2))).unwrap();
        let mut w = std::io::BufWriter::new(&host);
        let mut sent = 0u64;
        let stalled = (1..=200_000u64).any(|seq| {
            let ok = write_frame(&mut w, &Envelope::plain(seq, Request::Drop { id: seq }), &[]).is_ok();
            sent += u64::from(ok);
            !ok
        });
        assert!(stalled, "all {sent} requests went through without a single answer read");
        drop(w);
        host.shutdown(std::net::Shutdown::Both).unwrap();
        let _ = server.join();
    }
}
