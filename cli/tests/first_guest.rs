//! The README's "Your first guest" (and its JavaScript and Python sections: their shell steps
//! run as written, with this checkout for `/path/to/wasm-host`), run as a new user would: guest-rs packaged (`cargo package`,
//! which also verifies that the crate builds on its own, with the wire crate it depends on), a new crate made with `cargo new` in a
//! temporary directory outside the workspace, guest-rs added by path, the README's program as
//! its `main.rs`, built for wasm32-wasip2 and run by this `wasm-host`. The test is what keeps
//! the guide true; it also keeps guest-rs's copy of the WIT equal to the host's.

#![allow(clippy::print_stderr)]

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").canonicalize().expect("the workspace root")
}

/// Runs `cmd`, failing the test with its output when it fails.
fn ok(cmd: &mut Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{what} failed ({}):\n{text}", out.status);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The first ```rust block after the heading `## Your first guest` in README.md.
fn readme_program(readme: &str) -> String {
    let section = readme.split("\n## Your first guest\n").nth(1).expect("README has `## Your first guest`");
    let section = section.split("\n## ").next().unwrap_or_default();
    let block = section.split("```rust\n").nth(1).expect("the section has a ```rust block");
    block.split("\n```").next().unwrap_or_default().to_string() + "\n"
}

/// The first ```LANG block after the heading `### HEADING` in README.md, within that section.
fn readme_block(readme: &str, heading: &str, lang: &str) -> String {
    let section = readme
        .split(&format!("\n### {heading}\n"))
        .nth(1)
        .unwrap_or_else(|| panic!("README has `### {heading}`"));
    let section =
        section.split("\n## ").next().unwrap_or_default().split("\n### ").next().unwrap_or_default();
    let block = section
        .split(&format!("```{lang}\n"))
        .nth(1)
        .unwrap_or_else(|| panic!("`### {heading}` has a ```{lang} block"));
    block.split("\n```").next().unwrap_or_default().to_string() + "\n"
}

/// The README's first guest in a script language (`heading`): its program (the ```LANG block)
/// saved as `program` where the steps say so (the line `# PROGRAM: the program below`), its
/// ```sh steps run by bash in a temporary directory with this checkout as `/path/to/wasm-host`
/// and this `wasm-host` first on `PATH`; the guest must print what the README says. Where the
/// `tool` command fails (no npm; python3 without `venv`) the test says so and passes, except
/// under `CI`.
fn script_first_guest(heading: &str, lang: &str, program: &str, tool: &[&str]) {
    let usable = Command::new(tool[0]).args(&tool[1..]).output().is_ok_and(|o| o.status.success());
    if !usable {
        let tool = tool.join(" ");
        assert!(std::env::var_os("CI").is_none(), "CI is set and `{tool}` fails");
        eprintln!("skipped: `{tool}` fails");
        return;
    }
    let root = root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let dir = std::env::temp_dir().join(format!("wasm-host-first-guest-{lang}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join(format!("program.{lang}"));
    std::fs::write(&source, readme_block(&readme, heading, lang)).unwrap();
    let marker = format!("# {program}: the program below");
    let steps = readme_block(&readme, heading, "sh");
    assert!(steps.contains(&marker), "the steps of `### {heading}` say `{marker}`");
    let script = steps
        .replace(&marker, &format!("cp {:?} {program}", source.display().to_string()))
        .replace("/path/to/wasm-host", &root.display().to_string());
    let bin = Path::new(env!("CARGO_BIN_EXE_wasm-host")).parent().unwrap();
    let path = std::env::join_paths(
        std::iter::once(bin.to_path_buf())
            .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())),
    )
    .unwrap();
    let mut bash = Command::new("bash");
    bash.current_dir(&dir).env("PATH", path).args(["-euo", "pipefail", "-c", &script]);
    // npm: what the workspace's own install fetched is in its cache.
    bash.env("npm_config_prefer_offline", "true");
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        bash.env("XDG_RUNTIME_DIR", std::env::temp_dir());
    }
    let stdout = ok(&mut bash, &format!("the steps of `### {heading}`"));
    assert!(stdout.contains(": out[999] = 998001.5"), "the README says what it prints:\n{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_readme_first_guest_in_javascript_builds_and_runs_from_nothing() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let steps = readme_block(&readme, "Your first guest in JavaScript", "sh");
    // The versions the steps install are the ones guest-js pins.
    let pins = std::fs::read_to_string(root().join("guest-js/package.json")).unwrap();
    for package in ["componentize-js", "preview2-shim"] {
        let pin = pins.split(&format!("/{package}\": \"")).nth(1).and_then(|r| r.split('"').next()).unwrap();
        assert!(
            steps.contains(&format!("/{package}@{pin}")),
            "the README installs {package} {pin}, as guest-js pins"
        );
    }
    script_first_guest("Your first guest in JavaScript", "js", "app.js", &["npm", "--version"]);
}

#[test]
fn the_readme_first_guest_in_python_builds_and_runs_from_nothing() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let steps = readme_block(&readme, "Your first guest in Python", "sh");
    // The version the steps install is the one guest-py pins.
    let pins = std::fs::read_to_string(root().join("guest-py/requirements.txt")).unwrap();
    let pin =
        pins.lines().find(|l| l.starts_with("componentize-py==")).expect("guest-py pins componentize-py");
    assert!(steps.contains(pin), "the README installs {pin}, as guest-py pins");
    script_first_guest(
        "Your first guest in Python",
        "python",
        "app.py",
        &["python3", "-m", "venv", "--help"],
    );
}

/// Every file under `dir`, relative to it, sorted.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p.strip_prefix(dir).unwrap().to_path_buf());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn guest_rs_carries_the_hosts_wit() {
    let (host, guest) = (root().join("wit"), root().join("guest-rs/wit"));
    assert_eq!(files(&host), files(&guest), "guest-rs/wit must hold the same files as wit/");
    for f in files(&host) {
        let (a, b) = (std::fs::read(host.join(&f)).unwrap(), std::fs::read(guest.join(&f)).unwrap());
        assert!(a == b, "guest-rs/wit/{} differs from wit/{0}: copy wit/ over guest-rs/wit/", f.display());
    }
}

#[test]
fn the_readme_first_guest_builds_and_runs_outside_the_workspace() {
    let root = root();
    // A target folder of its own: the outer `cargo test` may hold the workspace's.
    let target = root.join("target/first-guest");
    let cargo = || {
        let mut c = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
        c.env("CARGO_TARGET_DIR", &target).env_remove("RUSTFLAGS").env_remove("CARGO_ENCODED_RUSTFLAGS");
        c
    };
    // Packaged and verified: the crate builds from what it ships (with the wire crate it
    // depends on, packaged beside it as crates.io would hold it).
    ok(
        cargo().current_dir(&root).args([
            "package",
            "-p",
            "wasm-host-wire",
            "-p",
            "guest-rs",
            "--offline",
            "--allow-dirty",
        ]),
        "cargo package -p wasm-host-wire -p guest-rs",
    );
    let version = env!("CARGO_PKG_VERSION");
    let packaged = target.join(format!("package/guest-rs-{version}"));
    let wire = target.join(format!("package/wasm-host-wire-{version}"));
    assert!(wire.join("LICENSE").is_file(), "the packaged wire crate lacks its LICENSE");
    assert!(packaged.join("wit/gpu.wit").is_file(), "the packaged crate lacks its WIT");
    assert!(packaged.join("LICENSE").is_file(), "the packaged crate lacks its LICENSE");

    let dir = std::env::temp_dir().join(format!("wasm-host-first-guest-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    ok(cargo().current_dir(&dir).args(["new", "--vcs", "none", "my-guest"]), "cargo new");
    let guest = dir.join("my-guest");
    // The workspace's lock file: the same dependency versions, all in the local registry.
    std::fs::copy(root.join("Cargo.lock"), guest.join("Cargo.lock")).unwrap();
    // Until the crates are published, the wire crate comes from its package, not crates.io.
    let manifest = guest.join("Cargo.toml");
    let mut text = std::fs::read_to_string(&manifest).unwrap();
    text.push_str(&format!(
        "\n[patch.crates-io]\nwasm-host-wire = {{ path = {:?} }}\n",
        wire.display().to_string()
    ));
    std::fs::write(&manifest, text).unwrap();
    ok(
        cargo().current_dir(&guest).args(["add", "--offline", "guest-rs", "--path"]).arg(&packaged),
        "cargo add guest-rs",
    );
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    std::fs::write(guest.join("src/main.rs"), readme_program(&readme)).unwrap();
    ok(
        cargo().current_dir(&guest).args(["build", "--offline", "--target", "wasm32-wasip2", "--release"]),
        "cargo build --target wasm32-wasip2",
    );
    let wasm = target.join("wasm32-wasip2/release/my-guest.wasm");
    let mut run = Command::new(env!("CARGO_BIN_EXE_wasm-host"));
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        run.env("XDG_RUNTIME_DIR", std::env::temp_dir());
    }
    let stdout = ok(run.arg("run").arg(&wasm), "wasm-host run my-guest.wasm");
    assert!(stdout.contains(": out[999] = 998001.5"), "the README says what it prints:\n{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}
