//! The queue's layout on JetStream and a connection to it: the streams, the consumer, the
//! buckets, made on first use by whichever process connects first.
//!
//! - stream `WASMHOST_JOBS` (subject `wasmhost.jobs`, work-queue retention, file storage, a
//!   two-minute duplicate window on the job id): the jobs;
//! - durable pull consumer `workers` on it (explicit acks, an ack deadline that running jobs
//!   extend, a delivery limit): shared by every worker;
//! - stream `WASMHOST_DEAD` (subject `wasmhost.dead`): jobs set aside after too many deliveries;
//! - object store `wasmhost-objects`: components (`components/SHA256`), a job's input files
//!   and its outputs (`jobs/ID/...`);
//! - key-value buckets `wasmhost-jobs` (job id → [`JobState`](crate::JobState)),
//!   `wasmhost-results` (job id → [`JobResult`](crate::JobResult), written once) and
//!   `wasmhost-workers` (worker name → [`WorkerStatus`](crate::WorkerStatus), entries expire).

use std::time::Duration;

use anyhow::Context as _;
use async_nats::jetstream::{self, consumer, kv, object_store, stream};

/// The jobs' subject.
pub const JOBS_SUBJECT: &str = "wasmhost.jobs";
/// The dead-letter subject.
pub const DEAD_SUBJECT: &str = "wasmhost.dead";
/// Workers' status subjects: `wasmhost.status.NAME`.
pub const STATUS_SUBJECT: &str = "wasmhost.status";
const JOBS_STREAM: &str = "WASMHOST_JOBS";
const DEAD_STREAM: &str = "WASMHOST_DEAD";
const CONSUMER: &str = "workers";
const OBJECTS: &str = "wasmhost-objects";
const STATES: &str = "wasmhost-jobs";
const RESULTS: &str = "wasmhost-results";
const WORKERS: &str = "wasmhost-workers";

/// How long a worker's status outlives its last write: a killed worker leaves the listing
/// this long after its last status (workers write one every second).
pub const WORKER_GONE: Duration = Duration::from_secs(3);

/// How the shared consumer delivers jobs (set by workers: the last one to start wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Delivery {
    /// How long a delivered job may go without an ack or a progress ack before the queue
    /// delivers it again (running jobs send progress acks at a third of it).
    pub ack_wait: Duration,
    /// How many deliveries a job gets before a worker sets it aside as dead (a worker lost
    /// mid-job costs one; a guest that traps does not: that is a result).
    pub max_tries: u32,
}

impl Default for Delivery {
    fn default() -> Self {
        // Short, so a dead worker's jobs run elsewhere within seconds: a live one's running jobs
        // send progress acks every second.
        Delivery { ack_wait: Duration::from_secs(3), max_tries: 3 }
    }
}

/// Makes stream `config.name` unless it exists. Processes that start together race to make
/// it; the loser's create fails (JetStream says its subjects overlap): it looks again.
async fn ensure_stream(js: &jetstream::Context, config: stream::Config) -> anyhow::Result<()> {
    let mut tries = 0;
    loop {
        if js.get_stream(&config.name).await.is_ok() {
            return Ok(());
        }
        match js.create_stream(config.clone()).await {
            Ok(_) => return Ok(()),
            Err(_) if tries < 5 => tries += 1,
            Err(e) => return Err(e.into()),
        }
    }
}

/// Opens key-value bucket `name` (one value per key, kept `max_age`, zero: for ever), making
/// its stream as the KV convention lays it out (`KV_NAME` on `$KV.NAME.>`) where it is missing.
/// Made here rather than by the client's `create_key_value`, which first asks for the account's
/// info and cannot read a 2.9 server's answer (Debian's nats-server).
async fn bucket(js: &jetstream::Context, name: &str, max_age: Duration) -> anyhow::Result<kv::Store> {
    let config = stream::Config {
        name: format!("KV_{name}"),
        subjects: vec![format!("$KV.{name}.>")],
        max_messages_per_subject: 1,
        max_age,
        storage: stream::StorageType::File,
        allow_rollup: true,
        deny_delete: true,
        allow_direct: true,
        discard: stream::DiscardPolicy::New,
        num_replicas: 1,
        ..Default::default()
    };
    ensure_stream(js, config).await.with_context(|| format!("cannot open the bucket {name}"))?;
    js.get_key_value(name).await.with_context(|| format!("cannot open the bucket {name}"))
}

/// A connection to the queue: the client and handles on every part of the layout.
#[derive(Clone)]
pub struct Queue {
    /// The NATS client (it reconnects by itself).
    pub client: async_nats::Client,
    /// Its JetStream context.
    pub js: jetstream::Context,
    /// The object store.
    pub objects: object_store::ObjectStore,
    /// Job states.
    pub states: kv::Store,
    /// Job results.
    pub results: kv::Store,
    /// Workers' status.
    pub workers: kv::Store,
}

impl std::fmt::Debug for Queue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Queue").field("client", &self.client).finish_non_exhaustive()
    }
}

impl Queue {
    /// Connects to the NATS server at `url` as `name` and makes whatever part of the layout
    /// is missing. The client reconnects for ever after a lost connection; the first connection
    /// is tried for `patience`.
    pub async fn connect(url: &str, name: &str, patience: Duration) -> anyhow::Result<Queue> {
        let options = async_nats::ConnectOptions::new()
            .name(name)
            .connection_timeout(Duration::from_secs(2))
            .retry_on_initial_connect();
        let client = tokio::time::timeout(patience, options.connect(url))
            .await
            .map_err(|_| anyhow::anyhow!("no NATS server answered at {url} within {patience:?}"))?
            .with_context(|| format!("cannot connect to NATS at {url}"))?;
        // A retried first connection returns before it is up: wait for it.
        let up = async {
            while client.connection_state() != async_nats::connection::State::Connected {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        };
        tokio::time::timeout(patience, up)
            .await
            .map_err(|_| anyhow::anyhow!("no NATS server answered at {url} within {patience:?}"))?;
        let js = jetstream::new(client.clone());
        let jobs = stream::Config {
            name: JOBS_STREAM.into(),
            subjects: vec![JOBS_SUBJECT.into()],
            retention: stream::RetentionPolicy::WorkQueue,
            storage: stream::StorageType::File,
            duplicate_window: Duration::from_secs(120),
            ..Default::default()
        };
        ensure_stream(&js, jobs).await.context("cannot open the jobs stream (is JetStream on?)")?;
        let dead = stream::Config {
            name: DEAD_STREAM.into(),
            subjects: vec![DEAD_SUBJECT.into()],
            storage: stream::StorageType::File,
            ..Default::default()
        };
        ensure_stream(&js, dead).await.context("cannot open the dead-letter stream")?;
        let mut tries = 0;
        let objects = loop {
            if let Ok(s) = js.get_object_store(OBJECTS).await {
                break s;
            }
            let config = object_store::Config {
                bucket: OBJECTS.into(),
                storage: stream::StorageType::File,
                ..Default::default()
            };
            match js.create_object_store(config).await {
                Ok(s) => break s,
                // Another process made it at the same moment: look again.
                Err(_) if tries < 5 => tries += 1,
                Err(e) => return Err(e).context("cannot open the object store"),
            }
        };
        let states = bucket(&js, STATES, Duration::ZERO).await?;
        let results = bucket(&js, RESULTS, Duration::ZERO).await?;
        // A worker writes its status every second: one silent for WORKER_GONE is gone.
        let workers = bucket(&js, WORKERS, WORKER_GONE).await?;
        Ok(Queue { client, js, objects, states, results, workers })
    }

    /// The shared consumer, made or brought to `delivery`.
    pub async fn consumer(&self, delivery: Delivery) -> anyhow::Result<consumer::PullConsumer> {
        let config = consumer::pull::Config {
            durable_name: Some(CONSUMER.into()),
            ack_policy: consumer::AckPolicy::Explicit,
            ack_wait: delivery.ack_wait,
            // One more than the tries: the delivery past them is the one that sets the job
            // aside (as dead, with a result saying why) instead of running it again.
            max_deliver: i64::from(delivery.max_tries) + 1,
            ..Default::default()
        };
        let stream = self.js.get_stream(JOBS_STREAM).await.context("cannot open the jobs stream")?;
        let mut consumer: consumer::PullConsumer = stream
            .get_or_create_consumer(CONSUMER, config.clone())
            .await
            .context("cannot open the consumer")?;
        let info = consumer.info().await.context("cannot read the consumer")?.config.clone();
        if info.ack_wait != config.ack_wait || info.max_deliver != config.max_deliver {
            // A durable consumer's create request updates the fields it may change.
            consumer = stream
                .create_consumer(config)
                .await
                .context("cannot update the consumer's ack wait and delivery limit")?;
        }
        Ok(consumer)
    }

    /// How many jobs wait in the queue, not delivered to any worker yet.
    pub async fn pending(&self) -> anyhow::Result<u64> {
        let stream = self.js.get_stream(JOBS_STREAM).await?;
        let mut consumer: consumer::PullConsumer = stream
            .get_consumer(CONSUMER)
            .await
            .map_err(|e| anyhow::anyhow!("cannot open the consumer: {e}"))?;
        Ok(consumer.info().await?.num_pending)
    }

    /// Removes job messages that every worker has acknowledged but the server still keeps,
    /// and says how many it removed.
    ///
    /// A work-queue stream drops a message when it is acked; nats-server before 2.10.12 (the
    /// fix of nats-server#5227; Debian's is 2.9) can lose those removals when it is killed,
    /// and after its restart the stream keeps the messages although the consumer's ack floor
    /// is past them (measured: the 4 jobs finished before a SIGKILL in the restart test).
    /// Nothing delivers them again, but they count in the stream. Everything at or below the
    /// ack floor was acked, so purging below it removes only those.
    pub async fn tidy(&self) -> anyhow::Result<u64> {
        let mut stream = self.js.get_stream(JOBS_STREAM).await?;
        let state = stream.info().await?.state.clone();
        let mut consumer: consumer::PullConsumer = stream
            .get_consumer(CONSUMER)
            .await
            .map_err(|e| anyhow::anyhow!("cannot open the consumer: {e}"))?;
        let floor = consumer.info().await?.ack_floor.stream_sequence;
        if state.messages == 0 || state.first_sequence > floor {
            return Ok(0);
        }
        let purged = stream.purge().sequence(floor + 1).await.context("cannot purge acked jobs")?;
        Ok(purged.purged)
    }

    /// The jobs set aside as dead, oldest first (the dead-letter stream's messages).
    pub async fn dead(&self) -> anyhow::Result<Vec<crate::Job>> {
        let mut stream = self.js.get_stream(DEAD_STREAM).await?;
        let last = stream.info().await?.state.last_sequence;
        let mut jobs = Vec::new();
        for seq in 1..=last {
            if let Ok(raw) = stream.get_raw_message(seq).await
                && let Ok(job) = serde_json::from_slice(&raw.payload)
            {
                jobs.push(job);
            }
        }
        Ok(jobs)
    }
}
