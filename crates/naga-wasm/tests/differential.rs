//! Scalar and vectorized code agree: every corpus input the vectorizer takes runs both ways on
//! the same random bindings (seeded; the seed is printed, `NAGA_WASM_SEED` repeats it), and
//! every word of every binding must be the same bits afterwards (floats: NaN equals any NaN,
//! since wasm leaves a NaN's payload open). Inputs the vectorizer refuses must say why, and
//! those expected to vectorize must.

mod common;

use naga_wasm::{NotVectorized, Path};

/// The inputs the vectorizer must take (the rest fall back to scalar code with a reason).
const VECTORIZED: &[&str] = &[
    "divergent.wgsl",
    "helpers.wgsl",
    "integers.wgsl",
    "masked_loop.wgsl",
    "math.wgsl",
    "matrix.wgsl",
    "packed.wgsl",
    "saxpy.wgsl",
    "pairs.wgsl",
    "pairs_fallback.wgsl",
    "pairs_return.wgsl",
    "stencil.wgsl",
];

/// The inputs whose vector code runs a loop two vectors at a time (see `Options::interleave`);
/// they are compared without it too.
const PAIRED: &[&str] = &["masked_loop.wgsl", "pairs.wgsl", "pairs_return.wgsl"];

#[test]
fn scalar_and_vector_code_agree_bit_for_bit() {
    let mut rng = common::Rng::from_env();
    let mut compared = 0;
    for path in common::inputs() {
        let input = common::load(&path);
        let vector = input.compile(true);
        let scalar = input.compile(false);
        assert_eq!(scalar.path, Path::Scalar(NotVectorized::Off), "{}", input.name);
        assert_eq!(vector.slots, scalar.slots, "{}", input.name);
        match &vector.path {
            Path::Vector { .. } => {
                assert!(VECTORIZED.contains(&input.name.as_str()), "{}: vectorized", input.name)
            }
            Path::Scalar(why) => {
                assert!(!VECTORIZED.contains(&input.name.as_str()), "{}: not vectorized: {why}", input.name);
                assert!(matches!(why, NotVectorized::Refused(r) if !r.is_empty()), "{}: {why:?}", input.name);
            }
        }
        let data: Vec<Vec<u32>> =
            input.bindings.iter().map(|&(n, fill)| (0..n).map(|_| rng.word(fill)).collect()).collect();
        let want = common::run(&scalar, input.dispatch, &data);
        if !matches!(vector.path, Path::Vector { .. }) {
            continue;
        }
        let paired = matches!(vector.path, Path::Vector { interleaved: true, .. });
        assert_eq!(paired, PAIRED.contains(&input.name.as_str()), "{}: interleaved", input.name);
        let mut builds = vec![("vector", vector)];
        if paired {
            let unpaired = input.compile_with(true, false);
            assert!(matches!(unpaired.path, Path::Vector { interleaved: false, .. }), "{}", input.name);
            builds.push(("unpaired vector", unpaired));
        }
        for (what, build) in &builds {
            let got = common::run(build, input.dispatch, &data);
            for (slot, ((g, w), &(_, fill))) in got.iter().zip(&want).zip(&input.bindings).enumerate() {
                for (k, (&g, &w)) in g.iter().zip(w).enumerate() {
                    let nan = |b: u32| matches!(fill, common::Fill::F32(..)) && f32::from_bits(b).is_nan();
                    assert!(
                        g == w || nan(g) && nan(w),
                        "{}: slot {slot} word {k}: {what} {g:#010x}, scalar {w:#010x}",
                        input.name
                    );
                }
            }
        }
        compared += 1;
    }
    assert_eq!(compared, VECTORIZED.len());
}

/// The scalar code computes what the kernels say (a few oracles; the host's tests have many
/// more, against both executors).
#[test]
fn scalar_code_computes_the_kernels() {
    let mut rng = common::Rng::from_env();
    // saxpy: y = a * x + y over the array's length (300, not a multiple of the workgroup).
    let input = common::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in/saxpy.wgsl"));
    let data: Vec<Vec<u32>> =
        input.bindings.iter().map(|&(n, fill)| (0..n).map(|_| rng.word(fill)).collect()).collect();
    for vectorize in [false, true] {
        let out = common::run(&input.compile(vectorize), input.dispatch, &data);
        let a = f32::from_bits(data[0][0]);
        for k in 0..300 {
            let want = a * f32::from_bits(data[1][k]) + f32::from_bits(data[2][k]);
            assert_eq!(out[2][k], want.to_bits(), "saxpy word {k}, vectorize {vectorize}");
        }
    }
    // The workgroup sum: each group's 64 values, summed as the tree does.
    let input =
        common::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in/workgroup_sum.wgsl"));
    let data: Vec<Vec<u32>> =
        input.bindings.iter().map(|&(n, fill)| (0..n).map(|_| rng.word(fill)).collect()).collect();
    let out = common::run(&input.compile(true), input.dispatch, &data);
    for g in 0..3 {
        let mut part: Vec<f32> = (0..64).map(|i| f32::from_bits(data[0][g * 64 + i])).collect();
        let mut s = 32;
        while s > 0 {
            for i in 0..s {
                part[i] += part[i + s];
            }
            s /= 2;
        }
        assert_eq!(out[1][g], part[0].to_bits(), "workgroup {g}");
    }
    // The histogram: counts of keys % 16.
    let input =
        common::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in/histogram.wgsl"));
    let mut data: Vec<Vec<u32>> =
        input.bindings.iter().map(|&(n, fill)| (0..n).map(|_| rng.word(fill)).collect()).collect();
    data[1] = vec![0; 16];
    let out = common::run(&input.compile(true), input.dispatch, &data);
    let mut bins = [0u32; 16];
    for &k in &data[0] {
        bins[(k % 16) as usize] += 1;
    }
    assert_eq!(out[1], bins.to_vec());
}
