//! What the compiler refuses, and how: a named [`naga_wasm::Error`] with the construct and its
//! place, a limit's [`naga_wasm::Error::Quota`], never a panic; and the vectorizer's refusals as
//! typed reasons on a scalar result.

use naga_wasm::{Error, Limits, Location, NotVectorized, Options, Path};

/// naga's module of `source` and its validation.
fn parse(source: &str) -> (naga::Module, naga::valid::ModuleInfo) {
    let module = naga::front::wgsl::parse_str(source).unwrap();
    let info =
        naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
            .validate(&module)
            .unwrap();
    (module, info)
}

/// `main` of `source`, compiled with `options` and the source for locations.
fn compile(source: &str, options: Options<'_>) -> Result<naga_wasm::Compiled, Error> {
    let (module, info) = parse(source);
    naga_wasm::compile(&module, &info, "main", &Options { source: Some(source), ..options })
}

const BARRIER_IN_SWITCH: &str = "@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
    switch a[0] {
        case 1u: {
            workgroupBarrier();
        }
        default: {}
    }
    a[i] = 1u;
}
";

#[test]
fn an_unsupported_construct_is_named_with_its_place() {
    for vectorize in [true, false] {
        let e = compile(BARRIER_IN_SWITCH, Options { vectorize, ..Options::default() }).unwrap_err();
        assert_eq!(
            e,
            Error::Unsupported {
                construct: "a barrier inside a switch".into(),
                at: Some(Location { line: 4, column: 5 })
            },
            "vectorize {vectorize}"
        );
        assert_eq!(e.to_string(), "a barrier inside a switch (at 4:5)");
    }
    // Without the source, no place.
    let (module, info) = parse(BARRIER_IN_SWITCH);
    let e = naga_wasm::compile(&module, &info, "main", &Options::default()).unwrap_err();
    assert!(matches!(e, Error::Unsupported { at: None, .. }), "{e:?}");
}

#[test]
fn limits_are_quotas() {
    let src = "@group(0) @binding(0) var<storage, read_write> a: array<f32>;
var<workgroup> tile: array<f32, 256>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
    tile[i] = a[i];
    workgroupBarrier();
    a[i] = tile[63u - i];
}
";
    assert!(compile(src, Options::default()).is_ok());
    let small = |limits| Options { limits, ..Options::default() };
    let e = compile(src, small(Limits { workgroup_invocations: 32, ..Limits::default() })).unwrap_err();
    assert!(matches!(&e, Error::Quota(m) if m.contains("64 invocations")), "{e:?}");
    let e = compile(src, small(Limits { workgroup_bytes: 512, ..Limits::default() })).unwrap_err();
    assert!(matches!(&e, Error::Quota(m) if m.contains("`var<workgroup> tile` (at 2:1)")), "{e:?}");
    let e = compile(src, small(Limits { scratch_bytes: 1024, ..Limits::default() })).unwrap_err();
    assert!(matches!(&e, Error::Quota(m) if m.contains("scratch memory")), "{e:?}");
}

#[test]
fn an_unknown_entry_point_is_an_internal_error() {
    let src = "@compute @workgroup_size(1) fn main() {}";
    let (module, info) = parse(src);
    let e = naga_wasm::compile(&module, &info, "other", &Options::default()).unwrap_err();
    assert_eq!(e, Error::Internal("no compute entry point `other`".into()));
}

#[test]
fn refusals_of_the_vectorizer_are_typed_reasons() {
    let atomics = "@group(0) @binding(0) var<storage, read_write> n: atomic<u32>;
@compute @workgroup_size(64)
fn main() { atomicAdd(&n, 1u); }
";
    let c = compile(atomics, Options::default()).unwrap();
    assert_eq!(c.path, Path::Scalar(NotVectorized::Refused("atomics".into())));
    assert_eq!(c.path.to_string(), "scalar (atomics)");
    let c = compile(atomics, Options { vectorize: false, ..Options::default() }).unwrap();
    assert_eq!(c.path, Path::Scalar(NotVectorized::Off));
    let odd = "@group(0) @binding(0) var<storage, read_write> a: array<f32>;
@compute @workgroup_size(6)
fn main(@builtin(global_invocation_id) id: vec3<u32>) { a[id.x] = 1.0; }
";
    let c = compile(odd, Options::default()).unwrap();
    assert!(
        matches!(&c.path, Path::Scalar(NotVectorized::Refused(r)) if r.contains("not a multiple of 4")),
        "{:?}",
        c.path
    );
}
