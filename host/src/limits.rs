//! Limits on the guest's own code: memory, fuel, wall-clock time, and what one call may carry.
//!
//! The Guard bounds what a guest runs on the device; these bound what it runs on the host's CPU
//! inside wasmtime, as `wasmtime run -W` spells them: `max-memory-size` (a `ResourceLimiter`
//! refuses `memory.grow` past it: the guest sees an allocation failure), `fuel` (wasmtime's
//! instruction fuel; the guest traps when it runs out) and `timeout` (epoch interruption: the
//! guest traps once its run is older than this, and until then yields its thread to the async
//! runtime at every epoch tick, so a spinning guest does not hold a thread others wait on).
//!
//! What one call may carry from the guest to the host is bounded by wasmtime's hostcall fuel,
//! set to [`HOSTCALL_FUEL`]: above every per-call cap of the host (the batch stream's 256 MiB of
//! data and 4 Mi words), so a guest over a cap gets the host's `quota`, not a trap in the
//! component model's lifting. A call carrying more than that traps before the host sees it.
//! Likewise a plan may list at most as many kernels as it may have steps (16 384 by default),
//! far below wasmtime's 100 000 live handles per store.
//!
//! [`Runtime::new`](crate::Runtime::new) makes the guest engine with epoch interruption on when
//! a timeout is set (and ticks its epoch every [`TICK`]), and with fuel metering when fuel is
//! set: without those limits the guest's code carries no instrumentation. Every store on such
//! an engine needs [`GuestLimits::apply`] (a store without a deadline or fuel traps at once);
//! `command::run` does it. An embedder with an engine of its own enables these itself.

use std::time::{Duration, Instant};

use wasmtime::{Store, StoreLimits, StoreLimitsBuilder, UpdateDeadline};

/// How often the runtime's guest engine advances its epoch.
pub const TICK: Duration = Duration::from_millis(10);

/// Bytes one call may carry from the guest to the host (wasmtime's hostcall fuel).
pub const HOSTCALL_FUEL: usize = 512 << 20;

/// The default of [`GuestLimits::max_memory_bytes`]: 2 GiB.
pub const DEFAULT_MAX_MEMORY_BYTES: u64 = 2 << 30;

/// Limits on one guest's own code (per store).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuestLimits {
    /// The most bytes any one linear memory of the guest may grow to.
    pub max_memory_bytes: u64,
    /// Fuel the guest's code may consume (about one unit per wasm instruction); `None`: no
    /// limit (and no metering cost).
    pub fuel: Option<u64>,
    /// Wall-clock time one run may take; `None`: no limit.
    pub timeout: Option<Duration>,
}

impl Default for GuestLimits {
    fn default() -> Self {
        GuestLimits { max_memory_bytes: DEFAULT_MAX_MEMORY_BYTES, fuel: None, timeout: None }
    }
}

impl GuestLimits {
    /// These limits tightened by `asked` (a job's own): the smaller memory, the smaller fuel
    /// and the shorter timeout where both have one. Fuel and a timeout that these limits do
    /// not have are not added (the engine meters fuel and ticks time only where the runtime's
    /// limits asked for them when it was made).
    pub fn within(&self, asked: &GuestLimits) -> GuestLimits {
        fn tighter<T: Ord>(mine: Option<T>, asked: Option<T>) -> Option<T> {
            match (mine, asked) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (mine, _) => mine,
            }
        }
        GuestLimits {
            max_memory_bytes: self.max_memory_bytes.min(asked.max_memory_bytes),
            fuel: tighter(self.fuel, asked.fuel),
            timeout: tighter(self.timeout, asked.timeout),
        }
    }

    /// The resource limiter for a store's data (install with [`GuestLimits::apply`]).
    pub fn store_limits(&self) -> StoreLimits {
        StoreLimitsBuilder::new()
            .memory_size(usize::try_from(self.max_memory_bytes).unwrap_or(usize::MAX))
            .trap_on_grow_failure(false)
            .build()
    }

    /// Applies the limits to `store`: its resource limiter (`limiter` finds the
    /// [`StoreLimits`] made by [`store_limits`](Self::store_limits) in the store's data), the
    /// hostcall fuel, fuel where the engine meters it, and the epoch deadline (a trap after
    /// the timeout, a yield to the async runtime every tick). The engine must have
    /// `epoch_interruption(true)`, and something must tick its epoch (the runtime's own engine
    /// does, every [`TICK`]).
    pub fn apply<T: 'static>(
        &self,
        store: &mut Store<T>,
        limiter: impl FnMut(&mut T) -> &mut StoreLimits + Send + Sync + 'static,
    ) -> wasmtime::Result<()> {
        let mut limiter = limiter;
        store.limiter(move |data| limiter(data) as &mut dyn wasmtime::ResourceLimiter);
        store.set_hostcall_fuel(HOSTCALL_FUEL);
        if let Some(fuel) = self.fuel {
            store.set_fuel(fuel)?;
        }
        let start = Instant::now();
        let timeout = self.timeout;
        store.set_epoch_deadline(1);
        store.epoch_deadline_callback(move |_| match timeout {
            Some(t) if start.elapsed() >= t => Ok(UpdateDeadline::Interrupt),
            _ => Ok(UpdateDeadline::Yield(1)),
        });
        Ok(())
    }
}

/// Parses a duration as `wasmtime run -W timeout=` takes one: a number with `ms`, `s`, `m` or
/// `h` (plain numbers are seconds).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let value: f64 =
        number.parse().map_err(|_| format!("`{text}` is not a duration (like 500ms, 10s, 2m)"))?;
    let seconds = match unit.trim() {
        "" | "s" => value,
        "ms" => value / 1e3,
        "m" => value * 60.0,
        "h" => value * 3600.0,
        other => return Err(format!("`{other}` is not a unit of time (ms, s, m, h)")),
    };
    Duration::try_from_secs_f64(seconds).map_err(|e| format!("`{text}`: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_as_wasmtime_spells_them() {
        assert_eq!(parse_duration("10s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(parse_duration("2"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_duration("1.5m"), Ok(Duration::from_secs(90)));
        assert!(parse_duration("ten").is_err());
        assert!(parse_duration("5d").is_err());
    }

    #[test]
    fn a_job_tightens_limits_and_never_loosens_or_adds_them() {
        let mine =
            GuestLimits { max_memory_bytes: 1 << 30, fuel: None, timeout: Some(Duration::from_secs(600)) };
        let asked =
            GuestLimits { max_memory_bytes: 1 << 20, fuel: Some(5), timeout: Some(Duration::from_secs(1)) };
        // Fuel the engine does not meter is not added; the rest tightens.
        assert_eq!(
            mine.within(&asked),
            GuestLimits { max_memory_bytes: 1 << 20, fuel: None, timeout: Some(Duration::from_secs(1)) }
        );
        let loose =
            GuestLimits { max_memory_bytes: u64::MAX, fuel: None, timeout: Some(Duration::from_secs(9999)) };
        assert_eq!(mine.within(&loose), mine);
        let metered = GuestLimits { fuel: Some(100), ..mine };
        assert_eq!(metered.within(&asked).fuel, Some(5));
        assert_eq!(metered.within(&GuestLimits { fuel: Some(500), ..asked }).fuel, Some(100));
    }
}
