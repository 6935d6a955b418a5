//! Shared helpers of the benchmark suite: repeated timing and medians.

use std::time::{Duration, Instant};

/// Times `f` `repeats` times and returns the durations, in order.
pub fn time(repeats: usize, mut f: impl FnMut()) -> Vec<Duration> {
    (0..repeats)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect()
}

/// The median of `samples` (the mean of the middle two for an even count).
pub fn median(samples: &[Duration]) -> Duration {
    let mut s = samples.to_vec();
    s.sort();
    let n = s.len();
    if n == 0 {
        Duration::ZERO
    } else if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2
    }
}

/// Milliseconds, for printing.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// The smallest and largest of `samples` (zero for none): the spread printed beside a median.
pub fn range(samples: &[Duration]) -> (Duration, Duration) {
    let lo = samples.iter().min().copied().unwrap_or_default();
    let hi = samples.iter().max().copied().unwrap_or_default();
    (lo, hi)
}
