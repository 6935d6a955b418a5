//! Scale-out for wasm-host: many workers, one job queue, on NATS JetStream.
//!
//! A client stores a guest component once by content hash and submits jobs (arguments,
//! environment, input files, limits); workers (`wasm-host serve`) pull them from one durable
//! consumer, run each guest as `wasm-host run` would, and write one result per job; the client
//! (`wasm-host submit --wait`) reads it. Delivery is at least once, results exactly once per job:
//! see [`worker`] for how, [`queue`] for the layout on JetStream, and `docs/scale-out.md`.

pub mod client;
pub mod files;
pub mod job;
pub mod listing;
pub mod metrics;
pub mod queue;
pub mod worker;

pub use client::Submission;
pub use job::{Job, JobDir, JobFile, JobLimits, JobResult, JobState, State, WorkerStatus};
pub use listing::JobListing;
pub use metrics::Metrics;
pub use queue::{Delivery, Queue};
pub use worker::{WorkerOptions, serve};
