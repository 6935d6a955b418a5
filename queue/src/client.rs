//! The client side: submitting a job (its component stored once by content hash, its files
//! beside it), waiting for its result, listing jobs, fetching a result's output.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context as _, bail};
use async_nats::jetstream::kv;
use futures_util::StreamExt as _;
use sha2::Digest as _;

use crate::files;
use crate::job::{Job, JobDir, JobFile, JobLimits, JobResult, JobState, State, now_ms};
use crate::queue::{JOBS_SUBJECT, Queue};

/// The most bytes of files one job may carry in its directories (in, and out again).
pub const MAX_JOB_FILE_BYTES: u64 = 256 << 20;

/// A job to submit.
#[derive(Clone, Debug, Default)]
pub struct Submission {
    /// The component's bytes.
    pub component: Vec<u8>,
    /// The guest's arguments, program name first.
    pub args: Vec<String>,
    /// Environment variables the guest sees.
    pub env: Vec<(String, String)>,
    /// Directories whose files the guest sees: host path and the path the guest sees.
    pub dirs: Vec<(PathBuf, String)>,
    /// Limits the job asks for.
    pub limits: JobLimits,
    /// Time its pipeline steps ([`Job::stats`](crate::Job::stats)).
    pub stats: bool,
}

/// A component's name in the object store: `components/` and its SHA-256 in hex.
pub fn component_object(hash: &str) -> String {
    format!("components/{hash}")
}

/// What [`Queue::cancel`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cancel {
    /// Cancelled; it was in this state.
    Cancelled(State),
    /// It was over already, in this state: nothing changed.
    AlreadyOver(State),
}

/// The SHA-256 of `bytes`, in hex.
pub fn sha256(bytes: &[u8]) -> String {
    sha2::Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

impl Queue {
    /// Stores the component unless it is there already (by content hash); returns the hash.
    pub async fn put_component(&self, component: &[u8]) -> anyhow::Result<String> {
        let hash = sha256(component);
        let name = component_object(&hash);
        if self.objects.info(&name).await.is_err() {
            files::put(&self.objects, &name, component).await?;
        }
        Ok(hash)
    }

    /// Submits a job: stores its component (once) and its files, marks it queued and
    /// publishes it; returns its id once JetStream has it.
    pub async fn submit(&self, s: &Submission) -> anyhow::Result<String> {
        let id = nuid::next().to_string();
        let component = self.put_component(&s.component).await?;
        let mut dirs = Vec::new();
        let mut total = 0;
        for (i, (host, guest)) in s.dirs.iter().enumerate() {
            let mut dir = JobDir { guest: guest.clone(), files: Vec::new() };
            for (rel, path, size) in files::walk(host, MAX_JOB_FILE_BYTES - total)? {
                total += size;
                let object = format!("jobs/{id}/in/{i}/{rel}");
                let bytes =
                    std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
                files::put(&self.objects, &object, &bytes).await?;
                dir.files.push(JobFile { dir: i, path: rel, object, size });
            }
            dirs.push(dir);
        }
        let job = Job {
            id: id.clone(),
            component,
            args: s.args.clone(),
            env: s.env.clone(),
            dirs,
            limits: s.limits,
            submitted_ms: Some(now_ms()),
            stats: s.stats,
        };
        self.set_state(&JobState {
            id: id.clone(),
            state: State::Queued,
            worker: None,
            attempt: 0,
            updated_ms: now_ms(),
        })
        .await?;
        let mut headers = async_nats::HeaderMap::new();
        headers.insert("Nats-Msg-Id", id.as_str());
        let payload = serde_json::to_vec(&job)?;
        self.js
            .publish_with_headers(JOBS_SUBJECT, headers, payload.into())
            .await
            .context("cannot publish the job")?
            .await
            .context("JetStream did not take the job")?;
        Ok(id)
    }

    /// Writes a job's state record.
    pub async fn set_state(&self, state: &JobState) -> anyhow::Result<()> {
        self.states
            .put(&state.id, serde_json::to_vec(state)?.into())
            .await
            .context("cannot write a job's state")?;
        Ok(())
    }

    /// A job's result, if it has one.
    pub async fn result(&self, id: &str) -> anyhow::Result<Option<JobResult>> {
        read(&self.results, id, "a job's result").await
    }

    /// Waits at most `patience` for a job's result.
    pub async fn wait(&self, id: &str, patience: Duration) -> anyhow::Result<JobResult> {
        if let Some(result) = self.result(id).await? {
            return Ok(result);
        }
        let wait = async {
            loop {
                // Watch first, then look: a result written in between is seen either way.
                let mut watch = self.results.watch(id).await.context("cannot watch the results")?;
                if let Some(result) = self.result(id).await? {
                    return Ok(result);
                }
                while let Some(entry) = watch.next().await {
                    if let Ok(entry) = entry
                        && let Ok(result) = serde_json::from_slice::<JobResult>(&entry.value)
                    {
                        return Ok(result);
                    }
                }
                // The watch ended (a lost connection): watch again.
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        };
        tokio::time::timeout(patience, wait)
            .await
            .map_err(|_| anyhow::anyhow!("job {id} has no result after {patience:?}"))?
    }

    /// A job's state record, if it has one; where the job has a result, what the result says
    /// (see [`Queue::settled`]).
    pub async fn state(&self, id: &str) -> anyhow::Result<Option<JobState>> {
        match read(&self.states, id, "a job's state").await? {
            Some(state) => Ok(Some(self.settled(state).await?)),
            None => Ok(None),
        }
    }

    /// The ids of every job with a state record, each once, sorted: one listing of the bucket's
    /// keys, no record read (see [`crate::listing::JobListing`]).
    pub async fn job_ids(&self) -> anyhow::Result<Vec<String>> {
        keys_of(&self.states, "the jobs").await
    }

    /// A job's state record as stored (not settled), if it has one that parses: `None` also
    /// for a record that does not (as [`Queue::jobs`] skips it).
    pub async fn stored_state(&self, id: &str) -> anyhow::Result<Option<JobState>> {
        Ok(match self.states.get(id).await.context("cannot read a job's state")? {
            Some(bytes) => serde_json::from_slice(&bytes).ok(),
            None => None,
        })
    }

    /// Every job's state record (in key order), settled by its result where it has one.
    pub async fn jobs(&self) -> anyhow::Result<Vec<JobState>> {
        let mut all = Vec::new();
        for state in read_all::<JobState>(&self.states, "the jobs").await? {
            all.push(self.settled(state).await?);
        }
        Ok(all)
    }

    /// `state`, or, where it is not final and the job has a result, the result's state, worker
    /// and attempt. The result is written once and first; a worker (or the server) that goes
    /// away between the two writes leaves the state record behind it (after a server restart a
    /// listing said `running` for a job whose result was in), so the result decides.
    pub async fn settled(&self, state: JobState) -> anyhow::Result<JobState> {
        if state.state.is_final() {
            return Ok(state);
        }
        Ok(match self.result(&state.id).await? {
            Some(r) => JobState { state: r.state, worker: Some(r.worker), attempt: r.attempt, ..state },
            None => state,
        })
    }

    /// Cancels job `id`: a queued job is never run, a running one is stopped by its worker
    /// (which watches for this), and either is recorded `cancelled`. A job already over keeps
    /// its result ([`Cancel::AlreadyOver`]); an unknown id is an error.
    pub async fn cancel(&self, id: &str, by: &str) -> anyhow::Result<Cancel> {
        let Some(state) = self.state(id).await? else { bail!("no job {id} (`wasm-host jobs` lists them)") };
        if state.state.is_final() {
            return Ok(Cancel::AlreadyOver(state.state));
        }
        let now = now_ms();
        let result = JobResult {
            id: id.to_string(),
            state: State::Cancelled,
            exit_code: None,
            error: Some(format!("cancelled by {by} while {}", state.state.name())),
            trapped: false,
            stdout: None,
            stderr: None,
            outputs: Vec::new(),
            worker: state.worker.clone().unwrap_or_else(|| "-".into()),
            attempt: state.attempt,
            elapsed_ms: 0.0,
            stats: None,
            submitted_ms: None,
            started_ms: None,
            finished_ms: Some(now),
        };
        // The result is written once: a worker that finishes first keeps its own.
        match self.results.create(id, serde_json::to_vec(&result)?.into()).await {
            Ok(_) => {}
            Err(e) if e.kind() == kv::CreateErrorKind::AlreadyExists => {
                let over = self.result(id).await?.map_or(State::Done, |r| r.state);
                return Ok(Cancel::AlreadyOver(over));
            }
            Err(e) => bail!("cannot write the job's result: {e}"),
        }
        self.set_state(&JobState { state: State::Cancelled, updated_ms: now, ..state.clone() }).await?;
        Ok(Cancel::Cancelled(state.state))
    }

    /// Deletes the jobs over (done, failed, dead or cancelled) whose state is in `states` and
    /// that ended longer than `older_than` ago: their results, state records and objects (the
    /// guest's output and files; components stay, shared by hash). Returns how many jobs and
    /// objects went.
    pub async fn purge(&self, states: &[State], older_than: Duration) -> anyhow::Result<(usize, usize)> {
        let cutoff = now_ms().saturating_sub(u64::try_from(older_than.as_millis()).unwrap_or(u64::MAX));
        let mut gone = Vec::new();
        for state in self.jobs().await? {
            if !state.state.is_final() || !states.contains(&state.state) {
                continue;
            }
            let ended = match self.result(&state.id).await? {
                Some(r) => r.finished_ms.unwrap_or(state.updated_ms),
                None => state.updated_ms,
            };
            if ended <= cutoff {
                gone.push(state.id);
            }
        }
        let mut objects = 0;
        if !gone.is_empty() {
            let prefixes: Vec<String> = gone.iter().map(|id| format!("jobs/{id}/")).collect();
            let mut list = self.objects.list().await.context("cannot list the objects")?;
            let mut names = Vec::new();
            while let Some(info) = list.next().await {
                let info = info.context("cannot list the objects")?;
                if !info.deleted && prefixes.iter().any(|p| info.name.starts_with(p)) {
                    names.push(info.name);
                }
            }
            for name in names {
                self.objects.delete(&name).await.with_context(|| format!("cannot delete {name}"))?;
                objects += 1;
            }
        }
        for id in &gone {
            self.results.purge(id).await.context("cannot delete a job's result")?;
            self.states.purge(id).await.context("cannot delete a job's state")?;
        }
        Ok((gone.len(), objects))
    }

    /// Every live worker's latest status (in name order).
    pub async fn worker_statuses(&self) -> anyhow::Result<Vec<crate::WorkerStatus>> {
        read_all(&self.workers, "the workers").await
    }

    /// An object of a result (its stdout, stderr or an output file), at most `limit` bytes.
    pub async fn object(&self, name: &str, limit: u64) -> anyhow::Result<Vec<u8>> {
        files::get(&self.objects, name, limit).await
    }
}

/// The JSON value of `key` in `bucket`, if it has one (`what` names it in errors).
async fn read<T: serde::de::DeserializeOwned>(
    bucket: &kv::Store,
    key: &str,
    what: &str,
) -> anyhow::Result<Option<T>> {
    match bucket.get(key).await.with_context(|| format!("cannot read {what}"))? {
        Some(bytes) => {
            Ok(Some(serde_json::from_slice(&bytes).with_context(|| format!("{what} that is not one"))?))
        }
        None => Ok(None),
    }
}

/// How long a bucket's key listing may go without bringing a key (one that ends brings its keys
/// in milliseconds).
const KEYS_PATIENCE: Duration = Duration::from_secs(5);

/// Every value of `bucket` that parses, in key order (keys deleted meanwhile are skipped).
async fn read_all<T: serde::de::DeserializeOwned>(bucket: &kv::Store, what: &str) -> anyhow::Result<Vec<T>> {
    let mut all = Vec::new();
    for key in keys_of(bucket, what).await? {
        if let Some(bytes) = bucket.get(&key).await.with_context(|| format!("cannot read {what}"))?
            && let Ok(value) = serde_json::from_slice(&bytes)
        {
            all.push(value);
        }
    }
    Ok(all)
}

/// The keys of `bucket`, each once, sorted.
async fn keys_of(bucket: &kv::Store, what: &str) -> anyhow::Result<Vec<String>> {
    // async-nats's listing waits for the bucket's last entry; where that entry is a delete
    // marker (a worker that went away) it can wait for ever (`jobs --workers` hung so, right
    // after a worker was killed): a listing that brings no key for KEYS_PATIENCE is cut, an
    // error by name (a long listing that keeps bringing keys is not).
    let stall = || format!("cannot list {what}: no key came for {} s", KEYS_PATIENCE.as_secs());
    let listing = match tokio::time::timeout(KEYS_PATIENCE, bucket.keys()).await {
        Ok(Ok(keys)) => keys,
        Ok(Err(e)) => bail!("cannot list {what}: {e}"),
        Err(_) => bail!(stall()),
    };
    let mut listing = std::pin::pin!(listing);
    let mut keys = Vec::new();
    loop {
        match tokio::time::timeout(KEYS_PATIENCE, listing.next()).await {
            Ok(Some(Ok(key))) => keys.push(key),
            Ok(Some(Err(_))) => {}
            Ok(None) => break,
            Err(_) => bail!(stall()),
        }
    }
    // A key listing can name a key twice (a key written while it is listed): one value each.
    keys.sort();
    keys.dedup();
    Ok(keys)
}
