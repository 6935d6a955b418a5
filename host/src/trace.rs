//! A run's trace (`wasm-host run --trace FILE`): each GPU call of the guest as a span on one
//! track, and the steps of each timed pipeline run on another, in the Chrome trace event format
//! that Perfetto (ui.perfetto.dev) and `chrome://tracing` open.
//!
//! Step times come from the executor's clock (GPU timestamps, or the cpu executor's barriers),
//! which is not the host's: a run's steps are laid end to end from the moment the host
//! started the run, so their lengths are exact and their placement is approximate.
//!
//! A guest decides how many calls it makes, so the log is bounded: past [`MAX_EVENTS`] events
//! it only counts what it drops (the file says how many).

use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde::Serialize;

use crate::exec::TimeSource;

/// Events one log keeps (each a few hundred bytes in memory with its arguments: tens of MiB at most).
pub const MAX_EVENTS: usize = 1 << 18;

/// The track of the guest's calls, and the track of pipeline steps.
const CALLS: u32 = 1;
const STEPS: u32 = 2;

/// One run's trace, shared by the guest's context and whoever writes the file.
#[derive(Debug)]
pub struct TraceLog {
    epoch: Instant,
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    events: Vec<Event>,
    dropped: u64,
    /// Whose clock timed the steps (named on their track).
    steps: Option<TimeSource>,
}

/// A complete event (`ph: "X"`): a name, a start and a duration in microseconds.
#[derive(Debug, Serialize)]
struct Event {
    name: String,
    cat: &'static str,
    ph: &'static str,
    ts: f64,
    dur: f64,
    pid: u32,
    tid: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    args: Option<serde_json::Value>,
}

impl TraceLog {
    /// An empty log whose clock starts now.
    pub fn new() -> Arc<TraceLog> {
        Arc::new(TraceLog { epoch: Instant::now(), inner: Mutex::default() })
    }

    fn micros(&self, t: Instant) -> f64 {
        t.saturating_duration_since(self.epoch).as_secs_f64() * 1e6
    }

    fn push(&self, event: Event) {
        if let Ok(mut inner) = self.inner.lock() {
            if inner.events.len() < MAX_EVENTS {
                inner.events.push(event);
            } else {
                inner.dropped += 1;
            }
        }
    }

    /// A span of the guest's call `name` from now until the span is dropped.
    pub fn span(self: &Arc<Self>, name: &'static str) -> Span {
        Span { log: self.clone(), name, began: Instant::now(), args: None }
    }

    /// The steps of a timed pipeline run begun at `began`: (kernel name, nanoseconds) each,
    /// laid end to end.
    pub fn steps<'a>(&self, began: Instant, source: TimeSource, steps: impl Iterator<Item = (&'a str, u64)>) {
        if let Ok(mut inner) = self.inner.lock() {
            inner.steps = Some(source);
        }
        let mut at = self.micros(began);
        for (i, (name, ns)) in steps.enumerate() {
            let dur = ns as f64 / 1e3;
            self.push(Event {
                name: name.to_string(),
                cat: "step",
                ph: "X",
                ts: at,
                dur,
                pid: 1,
                tid: STEPS,
                args: Some(serde_json::json!({ "step": i, "nanos": ns })),
            });
            at += dur;
        }
    }

    /// Writes the whole trace as the Chrome trace event format's JSON object, serialized
    /// straight from the log under its lock (no copy of the events, however many there are).
    pub fn write_json(&self, out: impl std::io::Write) -> serde_json::Result<()> {
        let empty = Inner::default();
        let guard = self.inner.lock();
        let inner = guard.as_deref().unwrap_or(&empty);
        let track = |tid: u32, name: String| serde_json::json!({ "name": "thread_name", "ph": "M", "pid": 1, "tid": tid, "args": { "name": name } });
        let mut tracks = vec![
            serde_json::json!({ "name": "process_name", "ph": "M", "pid": 1, "args": { "name": "wasm-host" } }),
            track(CALLS, "guest calls".to_string()),
        ];
        if let Some(s) = inner.steps {
            tracks.push(track(STEPS, format!("pipeline steps ({})", s.name())));
        }
        let file = TraceFile {
            trace_events: Entries { tracks: &tracks, events: &inner.events },
            display_time_unit: "ms",
            other_data: OtherData { dropped_events: inner.dropped, max_events: MAX_EVENTS },
        };
        serde_json::to_writer(out, &file)
    }
}

/// The file's top-level object.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TraceFile<'a> {
    trace_events: Entries<'a>,
    display_time_unit: &'static str,
    other_data: OtherData,
}

#[derive(Serialize)]
struct OtherData {
    dropped_events: u64,
    max_events: usize,
}

/// The track names, then the events, as one JSON array.
struct Entries<'a> {
    tracks: &'a [serde_json::Value],
    events: &'a [Event],
}

impl Serialize for Entries<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        #[serde(untagged)]
        enum Entry<'a> {
            Track(&'a serde_json::Value),
            Event(&'a Event),
        }
        s.collect_seq(self.tracks.iter().map(Entry::Track).chain(self.events.iter().map(Entry::Event)))
    }
}

/// A guest call in progress; recorded when dropped.
#[derive(Debug)]
pub struct Span {
    log: Arc<TraceLog>,
    name: &'static str,
    began: Instant,
    args: Option<serde_json::Value>,
}

impl Span {
    /// Attaches what the call was about (a kernel's name, bytes read).
    pub fn args(&mut self, args: serde_json::Value) {
        self.args = Some(args);
    }
}

impl Drop for Span {
    fn drop(&mut self) {
        let ts = self.log.micros(self.began);
        self.log.push(Event {
            name: self.name.to_string(),
            cat: "call",
            ph: "X",
            ts,
            dur: self.began.elapsed().as_secs_f64() * 1e6,
            pid: 1,
            tid: CALLS,
            args: self.args.take(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_and_steps_make_chrome_trace_events_and_the_log_is_bounded() {
        let log = TraceLog::new();
        {
            let mut s = log.span("kernel.run");
            s.args(serde_json::json!({ "kernel": "k" }));
        }
        log.steps(Instant::now(), TimeSource::CpuClock, [("a", 1500), ("b", 2500)].into_iter());
        let json = |log: &TraceLog| {
            let mut out = Vec::new();
            log.write_json(&mut out).unwrap();
            serde_json::from_slice::<serde_json::Value>(&out).unwrap()
        };
        let v = json(&log);
        let events = v["traceEvents"].as_array().unwrap();
        let names: Vec<&str> = events.iter().filter_map(|e| e["name"].as_str()).collect();
        assert_eq!(names, ["process_name", "thread_name", "thread_name", "kernel.run", "a", "b"]);
        assert_eq!(events[2]["args"]["name"], "pipeline steps (cpu-clock)");
        assert_eq!((events[4]["dur"].as_f64(), events[5]["dur"].as_f64()), (Some(1.5), Some(2.5)));
        let gap = events[5]["ts"].as_f64().unwrap() - events[4]["ts"].as_f64().unwrap();
        assert!((gap - 1.5).abs() < 1e-6, "the second step starts where the first ends: {gap}");
        for _ in 0..MAX_EVENTS {
            drop(log.span("array.read"));
        }
        let v = json(&log);
        assert_eq!(v["otherData"]["dropped_events"], 3, "{}", v["otherData"]);
        assert_eq!(v["traceEvents"].as_array().unwrap().len(), MAX_EVENTS + 3);
    }
}
