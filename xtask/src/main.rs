//! Project automation, run as `cargo xtask <task>`:
//!
//! - `guests`: builds every guest example for `wasm32-wasip2` (installing the target with rustup
//!   where it is missing) into `target/wasm32-wasip2/release/NAME.wasm`;
//! - `guests-js`, `guests-py`: build the JavaScript and Python guest examples (`examples/js/`,
//!   `examples/py/`) with componentize-js and componentize-py into
//!   `target/wasm32-wasip2/release/{js,py}-NAME.wasm` (see `scripts`);
//! - `test [ARGS]`: builds the guests (Rust, JavaScript and Python), then runs `cargo test ARGS` (the
//!   host, the integration tests, xtask);
//! - `run EXAMPLE [GUEST ARGS]`: builds the guests and a release host, then runs
//!   `wasm-host run EXAMPLE.wasm ARGS`;
//! - `cross-check`: `cargo check`s the host for Windows (x86_64-pc-windows-gnu, C through
//!   MinGW-w64) and macOS (aarch64-apple-darwin, C through zig and `tools/cross/`), as shipped
//!   (default features); `tools/cross/setup` installs what it needs; CI runs both after the tests;
//! - `fuzz-check`: `cargo check`s the fuzz targets (`fuzz/`, a workspace of its own that the
//!   tests never build, run with cargo-fuzz on nightly) on stable, into the workspace's target
//!   folder, so that a change to the host's API cannot leave them unbuildable; CI runs it;
//! - `corpus [--bless]`: runs every public WGSL corpus fetched under `.dev/corpus/` against its
//!   expectations in `tests/corpus/` (`tests/src/bin/corpus.rs`; run it before changing the
//!   Guard or the cpu compiler, and `--bless` to accept what changed);
//! - `public-api [--bless]`: compares the library crates' public API with the listings
//!   committed beside them (`public-api.txt`; see `public_api`), or writes them; xtask's own
//!   test runs the comparison, so `test` (and CI) fails on an API change not committed.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use anyhow::{Context as _, bail};

mod public_api;
mod scripts;

const TARGET: &str = "wasm32-wasip2";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives in the workspace").to_path_buf()
}

fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

fn status(cmd: &mut Command) -> anyhow::Result<()> {
    eprintln!("xtask: {cmd:?}");
    let status = cmd.status().with_context(|| format!("cannot start {cmd:?}"))?;
    if !status.success() {
        bail!("{cmd:?} failed with {status}");
    }
    Ok(())
}

/// The guest examples: every `examples/*` package whose `Cargo.toml` depends on guest-rs.
fn guest_examples() -> anyhow::Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(root().join("examples"))? {
        let dir = entry?.path();
        let manifest = dir.join("Cargo.toml");
        if manifest.is_file() && std::fs::read_to_string(&manifest)?.contains("guest-rs") {
            names.push(dir.file_name().unwrap_or_default().to_string_lossy().into_owned());
        }
    }
    names.sort();
    Ok(names)
}

fn ensure_target(target: &str) -> anyhow::Result<()> {
    let out = Command::new("rustup").args(["target", "list", "--installed"]).output();
    match out {
        Ok(out) if String::from_utf8_lossy(&out.stdout).lines().any(|l| l.trim() == target) => Ok(()),
        Ok(_) => status(Command::new("rustup").args(["target", "add", target])),
        Err(_) => {
            eprintln!("xtask: rustup not found; assuming the {target} target is installed");
            Ok(())
        }
    }
}

/// `cargo check` of the host for Windows (DX12, Vulkan) and macOS (Metal): the host's Rust and
/// its dependencies' build scripts, whose C (wasmtime's helpers and fibers, zstd) is compiled
/// for the target by MinGW-w64 and by zig (`tools/cross/setup` installs both).
fn cross_check() -> anyhow::Result<()> {
    let tools = root().join("tools/cross");
    if Command::new("x86_64-w64-mingw32-gcc").arg("--version").output().is_err() {
        bail!("no MinGW-w64 C compiler (x86_64-w64-mingw32-gcc): run tools/cross/setup");
    }
    let windows = "x86_64-pc-windows-gnu";
    ensure_target(windows)?;
    status(cargo().current_dir(root()).args(["check", "--package", "wasm-host-cli", "--target", windows]))?;
    let macos = "aarch64-apple-darwin";
    ensure_target(macos)?;
    status(
        cargo()
            .current_dir(root())
            .env("CC_aarch64_apple_darwin", tools.join("zig-cc-aarch64-macos"))
            .env("AR_aarch64_apple_darwin", tools.join("zig-ar"))
            .args(["check", "--package", "wasm-host-cli", "--target", macos]),
    )
}

/// `cargo check` of every fuzz target against the host as it is now: libFuzzer's entry points
/// compile on stable; only running them needs nightly and cargo-fuzz.
fn fuzz_check() -> anyhow::Result<()> {
    status(cargo().current_dir(root()).env("CARGO_TARGET_DIR", root().join("target")).args([
        "check",
        "--manifest-path",
        "fuzz/Cargo.toml",
        "--bins",
        "--locked",
    ]))
}

fn guests() -> anyhow::Result<()> {
    ensure_target(TARGET)?;
    let mut cmd = cargo();
    cmd.current_dir(root()).args(["build", "--release", "--target", TARGET]);
    for name in guest_examples()? {
        cmd.args(["-p", &name]);
    }
    status(&mut cmd)
}

/// The public corpora: name, the folder of `.wgsl` files under `.dev/corpus/`, and how to
/// fetch it (other projects' code is never committed; tools/corpus/fetch.sh).
const CORPORA: [(&str, &str, &str); 2] = [
    ("wgpu", "wgpu", "tools/corpus/fetch.sh <gfx-rs/wgpu git dir> wgpu <rev>"),
    ("tint", "tint/test/tint", "tools/corpus/fetch.sh <google/dawn git dir> tint <rev> test/tint"),
];

fn corpus(bless: bool) -> anyhow::Result<()> {
    let mut ran = 0;
    for (name, dir, fetch) in CORPORA {
        let expect = root().join("tests/corpus").join(format!("{name}.txt"));
        let header =
            std::fs::read_to_string(&expect).with_context(|| format!("cannot read {}", expect.display()))?;
        // Line 1 names the revision the expectations were made on.
        let revision = header.lines().next().and_then(|l| l.split_once(" on ")).map_or("unknown", |(_, r)| r);
        let folder = root().join(".dev/corpus").join(dir);
        if !folder.is_dir() {
            eprintln!("xtask: corpus {name} is not fetched: {fetch} (revision {revision})");
            continue;
        }
        let mut cmd = cargo();
        cmd.current_dir(root()).args(["run", "--quiet", "-p", "wasm-host-tests", "--bin", "corpus", "--"]);
        cmd.arg("--root").arg(&folder).arg("--expect").arg(&expect).args(["--revision", revision]);
        if bless {
            cmd.arg("--bless");
        }
        status(&mut cmd)?;
        ran += 1;
    }
    if ran == 0 {
        bail!("no corpus is fetched under .dev/corpus/ (see tools/corpus/fetch.sh)");
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("guests") => guests(),
        Some("guests-js") => scripts::JS.guests(&root()),
        Some("guests-py") => scripts::PY.guests(&root()),
        Some("test") => guests()
            .and_then(|()| scripts::JS.guests(&root()))
            .and_then(|()| scripts::PY.guests(&root()))
            .and_then(|()| status(cargo().current_dir(root()).args(["test"]).args(&args[1..]))),
        Some("run") if args.len() >= 2 => guests().and_then(|()| {
            let wasm = root().join("target").join(TARGET).join("release").join(format!("{}.wasm", args[1]));
            status(
                cargo()
                    .current_dir(root())
                    .args(["run", "--release", "--package", "wasm-host-cli", "--", "run"])
                    .arg(wasm)
                    .args(&args[2..]),
            )
        }),
        Some("corpus") => corpus(args.get(1).is_some_and(|a| a == "--bless")),
        Some("cross-check") => cross_check(),
        Some("fuzz-check") => fuzz_check(),
        Some("public-api") => public_api::check(&root(), args.get(1).is_some_and(|a| a == "--bless")),
        _ => {
            eprintln!(
                "usage: cargo xtask guests | guests-js | guests-py | test [CARGO TEST ARGS] | run EXAMPLE [GUEST ARGS] | corpus [--bless] | cross-check | fuzz-check | public-api [--bless]"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e:#}");
            ExitCode::FAILURE
        }
    }
}
