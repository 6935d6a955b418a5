//! Histograms (`reductions.histogram`): how many of an array's elements fall in each of `bins`
//! equal bins over [lo, hi), computed by a module the host generates (through the Guard like
//! every module) with workgroup-local atomic counters, then one atomic add per bin and
//! workgroup into the result.
//!
//! # Bins
//! f32: an element v with lo ≤ v < hi (never NaN: tested on its bits, which no compiler may
//! assume away) goes to bin
//! `min(u32(floor((v − lo) · s)), bins − 1)` with `s = f32(bins) / (hi − lo)` computed on the
//! host in f32 (IEEE subtraction and multiplication: the same bin on every executor).
//! i32 and u32: bins are `w = ⌈(hi − lo) / bins⌉` values wide (the last narrower where `bins`
//! does not divide the range): v with lo ≤ v < hi goes to bin `(v − lo) / w`, in exact integer
//! arithmetic. Elements outside [lo, hi) are not counted. Counts are exact and the same on
//! every executor, whatever the order the atomics ran in.
//!
//! # Kernels
//! On a GPU: workgroups of 256 invocations; each invocation counts the elements `i, i +
//! stride, …` (a grid-stride loop of at most [`PER_INVOCATION`] elements, eight loaded at once
//! per turn, counted and charged once against the loop budget), so a call is
//! ⌈n / (256 · PER_INVOCATION)⌉ workgroups. Up to [`LOCAL_BINS`] bins the counters live in workgroup memory (zeroed, a barrier, counted, a
//! barrier, then added to the result); more bins (at most [`MAX_BINS`]) count straight into
//! the result.
//!
//! On the cpu executor, whose workers run a workgroup's invocations one after another (and a
//! module with barriers one invocation at a time, unvectorized), the counters are a workgroup of
//! one: each invocation counts a span of [`SERIAL_SPAN`] consecutive elements into workgroup
//! memory with plain increments (no other invocation shares it), then adds each bin it counted
//! into the result; no barrier, no atomic per element. Past [`LOCAL_BINS`] both count straight
//! into the result. The counts are the same either way.
//!
//! One module per element type, bins rounded up to a power of two (the workgroup array's size)
//! and way of counting: at most 3 · 14 per guest (one way per executor), made on first use and
//! kept ([`Histograms`]). No WIT types here.

use std::fmt::Write as _;

use crate::array::{Elem, Scalar, Shape};
use crate::error::{Error, Result};
use crate::exec::{Access, Executor, Program, ProgramDesc};
use crate::guard::Guard;
use crate::guest::GuestScope;
use crate::memo::Memo;
use crate::ops::{Buf, Pass, Passes};

/// Invocations per workgroup.
const WORKGROUP: u32 = 256;
/// The most elements one invocation counts.
pub const PER_INVOCATION: u32 = 256;
/// Elements an invocation loads at once on a GPU (a divisor of [`PER_INVOCATION`]).
const LOADS: u32 = 8;
/// The most bins counted in workgroup memory (16 KiB of counters).
pub const LOCAL_BINS: u32 = 4096;
/// The most bins of a histogram.
pub const MAX_BINS: u32 = 1 << 16;
/// The consecutive elements one invocation counts where it is a workgroup of one (the cpu
/// executor).
pub const SERIAL_SPAN: u32 = 1 << 16;

/// How a histogram's module counts (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counting {
    /// Workgroups of 256 invocations sharing atomic counters (GPUs).
    Shared,
    /// Workgroups of one invocation counting a span with plain increments (the cpu executor).
    Serial,
}

impl Counting {
    /// The way `exec` counts best.
    pub fn for_executor(exec: &dyn Executor) -> Counting {
        match exec.backend().kind {
            crate::exec::BackendKind::Cpu => Counting::Serial,
            crate::exec::BackendKind::Gpu => Counting::Shared,
        }
    }

    /// Invocations per workgroup.
    fn workgroup(self) -> u32 {
        match self {
            Counting::Shared => WORKGROUP,
            Counting::Serial => 1,
        }
    }

    /// Elements one workgroup counts.
    fn per_workgroup(self) -> u32 {
        match self {
            Counting::Shared => WORKGROUP * PER_INVOCATION,
            Counting::Serial => SERIAL_SPAN,
        }
    }
}

/// The module counting `elem` values into at most `cap` bins (a power of two; `None`: into
/// the result directly), counting as `counting` says.
pub fn source(elem: Elem, cap: Option<u32>, counting: Counting) -> String {
    let mut s = String::new();
    let w = &mut s;
    let _ = writeln!(w, "@group(0) @binding(0) var<storage, read> hist_meta: array<u32>;");
    let _ = writeln!(w, "@group(0) @binding(1) var<storage, read_write> hist_counts: array<atomic<u32>>;");
    let _ = writeln!(w, "@group(0) @binding(2) var<storage, read> hist_src: array<{elem}>;");
    if let Some(cap) = cap {
        match counting {
            Counting::Shared => {
                let _ = writeln!(w, "var<workgroup> hist_local: array<atomic<u32>, {cap}>;");
            }
            Counting::Serial => {
                let _ = writeln!(w, "var<workgroup> hist_local: array<u32, {cap}>;");
            }
        }
    }
    // hist_meta: n, bins, lo, hi (the element type's bits), then s (f32 bits) or w, then
    // log2(w) where w is a power of two (a shift instead of a division per element), else 32.
    // The entry points read them once (`range`) and pass them in: loaded per element, each was
    // a load and a bounds test in the counting loop.
    let (scale, bin) = match elem {
        Elem::F32 => (
            "f32",
            "    let nan = (bitcast<u32>(v) & 0x7fffffffu) > 0x7f800000u;\n    \
             if (nan || !(v >= lo && v < hi)) { return bins; }\n    \
             return min(u32(floor((v - lo) * s)), bins - 1u);",
        ),
        Elem::I32 => (
            "u32",
            "    if (v < lo || v >= hi) { return bins; }\n    \
             if (sh < 32u) { return bitcast<u32>(v - lo) >> sh; }\n    \
             return bitcast<u32>(v - lo) / s;",
        ),
        Elem::U32 => (
            "u32",
            "    if (v < lo || v >= hi) { return bins; }\n    \
             if (sh < 32u) { return (v - lo) >> sh; }\n    \
             return (v - lo) / s;",
        ),
    };
    let _ = writeln!(
        w,
        "fn bin_of(v: {elem}, bins: u32, lo: {elem}, hi: {elem}, s: {scale}, sh: u32) -> u32 {{\n{bin}\n}}"
    );
    let range = format!(
        "    let lo = bitcast<{elem}>(hist_meta[2]);\n    let hi = bitcast<{elem}>(hist_meta[3]);\n    \
         let s = bitcast<{scale}>(hist_meta[4]);\n    let sh = hist_meta[5];"
    );
    if counting == Counting::Serial {
        serial_main(w, cap, &range);
        return s;
    }
    let _ = writeln!(w, "@compute @workgroup_size({WORKGROUP})");
    let _ = writeln!(
        w,
        "fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32, \
         @builtin(num_workgroups) groups: vec3<u32>) {{"
    );
    let _ = writeln!(w, "    let n = hist_meta[0];");
    let _ = writeln!(w, "    let bins = hist_meta[1];");
    let _ = writeln!(w, "{range}");
    let _ = writeln!(w, "    let stride = groups.x * {WORKGROUP}u;");
    let target = if let Some(cap) = cap {
        let _ = writeln!(w, "    for (var k = 0u; k < {}u; k = k + 1u) {{", cap.div_ceil(WORKGROUP));
        let _ = writeln!(w, "        let b = li + k * {WORKGROUP}u;");
        let _ = writeln!(w, "        if (b < {cap}u) {{ atomicStore(&hist_local[b], 0u); }}");
        let _ = writeln!(w, "    }}");
        let _ = writeln!(w, "    workgroupBarrier();");
        "hist_local"
    } else {
        "hist_counts"
    };
    // LOADS elements a turn, all loaded before any is counted (written out: a driver may run a
    // loop's loads one after another); an element past the end loads the last one, uncounted.
    let _ = writeln!(w, "    for (var t = 0u; t < {}u; t = t + 1u) {{", PER_INVOCATION / LOADS);
    let _ = writeln!(w, "        let k = t * {LOADS}u;");
    let _ = writeln!(w, "        if (gid.x + k * stride >= n) {{ break; }}");
    for j in 0..LOADS {
        let _ = writeln!(w, "        let i{j} = gid.x + (k + {j}u) * stride;");
        let _ = writeln!(w, "        let v{j} = hist_src[min(i{j}, n - 1u)];");
    }
    for j in 0..LOADS {
        let _ = writeln!(w, "        if (i{j} < n) {{");
        let _ = writeln!(w, "            let b = bin_of(v{j}, bins, lo, hi, s, sh);");
        let _ = writeln!(w, "            if (b < bins) {{ atomicAdd(&{target}[b], 1u); }}");
        let _ = writeln!(w, "        }}");
    }
    let _ = writeln!(w, "    }}");
    if let Some(cap) = cap {
        let _ = writeln!(w, "    workgroupBarrier();");
        let _ = writeln!(w, "    for (var k = 0u; k < {}u; k = k + 1u) {{", cap.div_ceil(WORKGROUP));
        let _ = writeln!(w, "        let b = li + k * {WORKGROUP}u;");
        let _ = writeln!(w, "        if (b < bins) {{");
        let _ = writeln!(w, "            let c = atomicLoad(&hist_local[b]);");
        let _ = writeln!(w, "            if (c != 0u) {{ atomicAdd(&hist_counts[b], c); }}");
        let _ = writeln!(w, "        }}");
        let _ = writeln!(w, "    }}");
    }
    let _ = writeln!(w, "}}");
    s
}

/// The entry point of [`Counting::Serial`]: one invocation per workgroup, counting the span
/// of [`SERIAL_SPAN`] elements its workgroup index (x, then rows of x) names.
fn serial_main(w: &mut String, cap: Option<u32>, range: &str) {
    let _ = writeln!(w, "@compute @workgroup_size(1)");
    let _ = writeln!(
        w,
        "fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{"
    );
    let _ = writeln!(w, "    let n = hist_meta[0];");
    let _ = writeln!(w, "    let bins = hist_meta[1];");
    let _ = writeln!(w, "{range}");
    let _ = writeln!(w, "    let start = (wg.x + wg.y * groups.x) * {SERIAL_SPAN}u;");
    if let Some(cap) = cap {
        let _ = writeln!(w, "    for (var b = 0u; b < {cap}u; b = b + 1u) {{ hist_local[b] = 0u; }}");
    }
    let count = match cap {
        Some(_) => "if (b < bins) { hist_local[b] = hist_local[b] + 1u; }",
        None => "if (b < bins) { atomicAdd(&hist_counts[b], 1u); }",
    };
    // A whole span counts without testing each index against n (a loop of a known count, no
    // exit); the last, shorter one tests.
    let _ = writeln!(w, "    if (n - start >= {SERIAL_SPAN}u) {{");
    let _ = writeln!(w, "        for (var k = 0u; k < {SERIAL_SPAN}u; k = k + 1u) {{");
    let _ = writeln!(w, "            let b = bin_of(hist_src[start + k], bins, lo, hi, s, sh);");
    let _ = writeln!(w, "            {count}");
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "    }} else {{");
    let _ = writeln!(w, "        for (var k = 0u; k < {SERIAL_SPAN}u; k = k + 1u) {{");
    let _ = writeln!(w, "            let i = start + k;");
    let _ = writeln!(w, "            if (i >= n) {{ break; }}");
    let _ = writeln!(w, "            let b = bin_of(hist_src[i], bins, lo, hi, s, sh);");
    let _ = writeln!(w, "            {count}");
    let _ = writeln!(w, "        }}");
    let _ = writeln!(w, "    }}");
    if let Some(cap) = cap {
        let _ = writeln!(w, "    for (var b = 0u; b < {cap}u; b = b + 1u) {{");
        let _ = writeln!(w, "        let c = hist_local[b];");
        let _ = writeln!(w, "        if (b < bins && c != 0u) {{ atomicAdd(&hist_counts[b], c); }}");
        let _ = writeln!(w, "    }}");
    }
    let _ = writeln!(w, "}}");
}

type Key = (Elem, Option<u32>, Counting);

/// One guest's histogram programs, made on first use (see the module docs).
pub type Histograms = Memo<Key, Program>;

/// The program for `key`, made now if this guest has none yet.
fn program(programs: &Histograms, exec: &dyn Executor, guard: &Guard, key: Key) -> Result<Program> {
    programs.get_or_make(key, || {
        let module = guard.check(&source(key.0, key.1, key.2)).map_err(Error::from)?;
        exec.create_program(&ProgramDesc {
            label: "histogram",
            module: &module,
            entry_point: "main",
            bindings: &[Access::Read, Access::ReadWrite, Access::Read],
            constants: &[], serial: false, 
        })
    })
}

/// The parameter block's words for `bins` bins over [lo, hi) of `elem` (see the module docs),
/// or `invalid` naming what is wrong with them.
pub fn parameters(elem: Elem, n: u32, bins: u32, lo: Scalar, hi: Scalar) -> Result<[u32; 6]> {
    if bins == 0 || bins > MAX_BINS {
        return Err(Error::invalid(format!("a histogram has 1 to {MAX_BINS} bins, not {bins}")));
    }
    if lo.elem() != elem || hi.elem() != elem {
        return Err(Error::invalid(format!(
            "the range of a histogram of {elem} values is two {elem} scalars, not {} and {}",
            lo.elem(),
            hi.elem()
        )));
    }
    let last = match (lo, hi) {
        (Scalar::F32(l), Scalar::F32(h)) if l.is_finite() && h.is_finite() && l < h && (h - l).is_finite() => {
            (bins as f32 / (h - l)).to_bits()
        }
        (Scalar::I32(l), Scalar::I32(h)) if l < h => {
            let range = (i64::from(h) - i64::from(l)) as u64;
            range.div_ceil(u64::from(bins)) as u32
        }
        (Scalar::U32(l), Scalar::U32(h)) if l < h => (h - l).div_ceil(bins),
        _ => {
            return Err(Error::invalid(format!(
                "a histogram's range [lo, hi) needs finite lo < hi, not [{lo:?}, {hi:?})"
            )));
        }
    };
    // Integer bins of a power-of-two width: a shift (a division costs tens of cycles per
    // element on a CPU and is emulated on GPUs).
    let shift = match elem {
        Elem::I32 | Elem::U32 if last.is_power_of_two() => last.trailing_zeros(),
        _ => 32,
    };
    Ok([n, bins, lo.bits(), hi.bits(), last, shift])
}

/// The workgroups counting `n` elements as `counting` does, or `quota` past `max` (an array of
/// more than `max` · 65 536 elements: 2^32 − 2^16 where a device allows 65 535).
pub fn workgroups(n: u32, max: u32, counting: Counting) -> Result<u32> {
    let groups = n.div_ceil(counting.per_workgroup());
    if groups > max {
        return Err(Error::quota(format!(
            "a histogram of {n} elements needs {groups} workgroups; the device allows {max} per dimension"
        )));
    }
    Ok(groups)
}

/// The pass counting an `elem` array of `shape` into `bins` bins over [lo, hi) (see the module
/// docs and [`crate::ops`]): one dispatch adding into a zeroed u32 result of shape `[bins]`.
#[allow(clippy::too_many_arguments)]
pub fn passes(
    scope: GuestScope<'_>,
    guard: &Guard,
    programs: &Histograms,
    elem: Elem,
    shape: &Shape,
    bins: u32,
    lo: Scalar,
    hi: Scalar,
) -> Result<Passes> {
    let n = u32::try_from(shape.len()).map_err(|_| {
        Error::quota(format!("an array of shape {shape} has more elements than a u32 counts"))
    })?;
    let words = parameters(elem, n, bins, lo, hi)?;
    let counting = Counting::for_executor(scope.exec);
    let groups = workgroups(n, scope.exec.limits().max_workgroups_per_dimension, counting)?;
    let cap = (bins <= LOCAL_BINS).then(|| bins.next_power_of_two());
    let program = program(programs, scope.exec, guard, (elem, cap, counting))?;
    let pass = Pass {
        name: "histogram".to_string(),
        program,
        meta_bytes: 4 * words.len() as u64,
        words: words.to_vec(),
        grid: [groups, 1, 1],
        invocations: u64::from(groups) * u64::from(counting.workgroup()),
        writes: Buf::Result,
        reads: vec![Buf::Input],
    };
    Ok(Passes { result: Shape::new(&[bins])?, elem: Elem::U32, scratch: Vec::new(), passes: vec![pass], accumulates: true })
}

#[cfg(any(test, feature = "testing"))]
/// What [`passes`] count, on the host: the tests' oracle.
pub fn oracle(values: &crate::array::HostData, bins: u32, lo: Scalar, hi: Scalar) -> Result<Vec<u32>> {
    use crate::array::HostData;
    let words = parameters(values.elem(), values.len() as u32, bins, lo, hi)?;
    let mut out = vec![0u32; bins as usize];
    let mut count = |b: Option<u32>| {
        if let Some(b) = b {
            out[b as usize] += 1;
        }
    };
    match (values, lo, hi) {
        (HostData::F32(v), Scalar::F32(l), Scalar::F32(h)) => {
            let s = f32::from_bits(words[4]);
            v.iter().for_each(|&x| {
                count((x >= l && x < h).then(|| (((x - l) * s).floor() as u32).min(bins - 1)))
            })
        }
        (HostData::I32(v), Scalar::I32(l), Scalar::I32(h)) => v.iter().for_each(|&x| {
            count((x >= l && x < h).then(|| (x.wrapping_sub(l) as u32) / words[4]))
        }),
        (HostData::U32(v), Scalar::U32(l), Scalar::U32(h)) => {
            v.iter().for_each(|&x| count((x >= l && x < h).then(|| (x - l) / words[4])))
        }
        _ => return Err(Error::invalid("element type and range disagree")),
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_module_passes_the_guard() {
        let guard = Guard::new(crate::guard::GuardPolicy::default());
        for elem in [Elem::F32, Elem::I32, Elem::U32] {
            for cap in [Some(1), Some(256), Some(LOCAL_BINS), None] {
                for counting in [Counting::Shared, Counting::Serial] {
                    let text = source(elem, cap, counting);
                    guard.check(&text).unwrap_or_else(|e| panic!("{elem} {cap:?} {counting:?}: {e:?}\n{text}"));
                }
            }
        }
    }

    #[test]
    fn the_largest_arrays_are_quota_not_a_device_error() {
        for counting in [Counting::Shared, Counting::Serial] {
            assert_eq!(workgroups(1, 65_535, counting).unwrap(), 1);
            assert_eq!(workgroups(65_536, 65_535, counting).unwrap(), 1);
            assert_eq!(workgroups(65_535 * 65_536, 65_535, counting).unwrap(), 65_535);
            let e = workgroups(u32::MAX, 65_535, counting).unwrap_err();
            assert_eq!(e.kind(), Some(crate::error::ErrorKind::Quota), "{e}");
        }
    }

    #[test]
    fn parameters_are_checked() {
        assert!(parameters(Elem::F32, 10, 0, Scalar::F32(0.0), Scalar::F32(1.0)).is_err());
        assert!(parameters(Elem::F32, 10, MAX_BINS + 1, Scalar::F32(0.0), Scalar::F32(1.0)).is_err());
        assert!(parameters(Elem::F32, 10, 4, Scalar::F32(1.0), Scalar::F32(1.0)).is_err());
        assert!(parameters(Elem::F32, 10, 4, Scalar::F32(0.0), Scalar::F32(f32::NAN)).is_err());
        assert!(parameters(Elem::F32, 10, 4, Scalar::F32(-3e38), Scalar::F32(3e38)).is_err(), "an infinite width");
        assert!(parameters(Elem::F32, 10, 4, Scalar::U32(0), Scalar::U32(1)).is_err());
        assert_eq!(parameters(Elem::I32, 10, 3, Scalar::I32(-5), Scalar::I32(5)).unwrap()[4..], [4, 2]);
        assert_eq!(parameters(Elem::U32, 10, 3, Scalar::U32(0), Scalar::U32(7)).unwrap()[4..], [3, 32]);
        assert_eq!(parameters(Elem::U32, 10, 256, Scalar::U32(0), Scalar::U32(1 << 25)).unwrap()[4..], [1 << 17, 17]);
        assert_eq!(parameters(Elem::F32, 10, 4, Scalar::F32(0.0), Scalar::F32(4.0)).unwrap()[5], 32);
        assert_eq!(parameters(Elem::I32, 10, 1, Scalar::I32(i32::MIN), Scalar::I32(i32::MAX)).unwrap()[4], u32::MAX);
        assert_eq!(parameters(Elem::U32, 10, 256, Scalar::U32(0), Scalar::U32(256)).unwrap()[4], 1);
    }

    #[test]
    fn the_oracle_bins_as_documented() {
        use crate::array::HostData;
        let v = HostData::I32(vec![-5, -2, -1, 0, 3, 4, 5, 100]);
        // w = ceil(10 / 3) = 4: [-5, -2], [-1, 2], [3, 4]; 5 and 100 are outside.
        assert_eq!(oracle(&v, 3, Scalar::I32(-5), Scalar::I32(5)).unwrap(), vec![2, 2, 2]);
        let f = HostData::F32(vec![0.0, 0.24, 0.25, 0.999_999_9, 1.0, -0.1, f32::NAN]);
        assert_eq!(oracle(&f, 4, Scalar::F32(0.0), Scalar::F32(1.0)).unwrap(), vec![2, 1, 0, 1]);
    }
}
