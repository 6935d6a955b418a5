//! The JavaScript guests: `guest-js/` (the library) and `examples/js/*.js`, each built into a
//! component with componentize-js (pinned in `guest-js/package-lock.json`, installed by `npm
//! ci` on first use and again whenever the lock file differs from the one last installed, so a
//! local tree installs exactly what a clean clone does) against the WIT world `wasm-host:gpu/guest`, into
//! `target/wasm32-wasip2/release/js-NAME.wasm` (`examples/js/lib/` holds what they share). A
//! component newer than its example, `lib/`, the
//! library and the WIT is not built again (componentize-js takes ~20 s a guest).
//!
//! Without `npm` the task says so and builds nothing (the tests that run these guests then
//! skip), except under `CI`, where it fails.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use anyhow::{Context as _, bail};

use crate::{TARGET, status};

/// The newest modification time among `paths` (files, or folders searched whole).
fn newest(paths: &[PathBuf]) -> anyhow::Result<SystemTime> {
    let mut newest = SystemTime::UNIX_EPOCH;
    for p in paths {
        if p.is_dir() {
            let inner: Vec<PathBuf> =
                std::fs::read_dir(p)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>()?;
            newest = newest.max(self::newest(&inner)?);
        } else {
            newest = newest.max(std::fs::metadata(p).and_then(|m| m.modified())?);
        }
    }
    Ok(newest)
}

/// The JavaScript examples, by name (`examples/js/NAME.js`), sorted.
fn examples(root: &Path) -> anyhow::Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(root.join("examples/js")).context("cannot list examples/js")? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "js")
            && let Some(stem) = path.file_stem().and_then(|s| s.to_str())
        {
            names.push(stem.to_string());
        }
    }
    names.sort();
    Ok(names)
}

/// Builds every JavaScript example into `js-NAME.wasm` (see the module doc).
pub fn guests(root: &Path) -> anyhow::Result<()> {
    if Command::new("npm").arg("--version").output().is_err() {
        if std::env::var_os("CI").is_some() {
            bail!("CI is set and npm is missing: the JavaScript guests need Node.js and npm");
        }
        eprintln!("xtask: npm is missing: the JavaScript guests are not built (their tests skip)");
        return Ok(());
    }
    let lib = root.join("guest-js");
    let componentize = lib.join("node_modules/.bin/componentize-js");
    // The lock file `npm ci` last installed from: anything else in node_modules (an older lock,
    // a package added by hand) is replaced by a clean install of the committed lock.
    let lock =
        std::fs::read(lib.join("package-lock.json")).context("cannot read guest-js/package-lock.json")?;
    let stamp = lib.join("node_modules/.wasm-host-installed-lock.json");
    if !componentize.is_file() || std::fs::read(&stamp).ok().as_deref() != Some(&lock[..]) {
        eprintln!("xtask: installing componentize-js into guest-js/node_modules (npm ci)");
        status(Command::new("npm").current_dir(&lib).args([
            "ci",
            "--no-audit",
            "--no-fund",
            "--loglevel=error",
        ]))?;
        std::fs::write(&stamp, &lock).context("cannot write guest-js/node_modules's lock stamp")?;
    }
    let out_dir = root.join("target").join(TARGET).join("release");
    std::fs::create_dir_all(&out_dir)?;
    let shared =
        [lib.join("gpu.js"), lib.join("package-lock.json"), root.join("wit"), root.join("examples/js/lib")];
    for name in examples(root)? {
        let source = root.join("examples/js").join(format!("{name}.js"));
        let out = out_dir.join(format!("js-{name}.wasm"));
        let inputs: Vec<PathBuf> = shared.iter().cloned().chain([source.clone()]).collect();
        let built = std::fs::metadata(&out).and_then(|m| m.modified()).ok();
        if built.is_some_and(|b| newest(&inputs).is_ok_and(|n| n <= b)) {
            continue;
        }
        eprintln!("xtask: building {} (componentize-js)", out.display());
        // Only the world's own imports and WASI's stdio, clocks and random: no HTTP.
        status(
            Command::new(&componentize)
                .current_dir(root)
                .arg(&source)
                .args(["--wit", "wit", "--world-name", "guest", "--disable", "http", "fetch-event", "--out"])
                .arg(&out),
        )?;
    }
    Ok(())
}
