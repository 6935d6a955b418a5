//! The guests in script languages: JavaScript (`guest-js/`, the examples `examples/js/*.js`,
//! built by componentize-js) and Python (`guest-py/`, `examples/py/*.py`, built by
//! componentize-py), each example into a component against the WIT world `wasm-host:gpu/guest`
//! at `target/wasm32-wasip2/release/{js,py}-NAME.wasm` (`examples/{js,py}/lib/` holds what a
//! language's examples share).
//!
//! Each toolchain is pinned by a lock file (`guest-js/package-lock.json`,
//! `guest-py/requirements.txt`) and installed into the library's folder (`npm ci`; a venv
//! with `pip install -r`) on first use and again whenever the lock file differs from the one
//! last installed, so a local tree builds from what a clean clone does. A component newer than
//! its example, `lib/`, the library and the WIT is not built again. The JavaScript examples are
//! type-checked against `guest-js/gpu.d.ts` first (TypeScript's `tsc`, pinned beside
//! componentize-js), the Python library and examples by pyflakes (pinned beside
//! componentize-py).
//!
//! Without the language's tool (`npm`; `python3` with its `venv` module) the task says so and
//! builds nothing (the tests that run these guests then skip), except under `CI`, where it
//! fails.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use anyhow::{Context as _, bail};

use crate::{TARGET, status};

/// A script language's toolchain and layout.
pub struct Language {
    /// Its name in messages.
    name: &'static str,
    /// The tool that must be on `PATH` to install the toolchain.
    tool: &'static str,
    /// Arguments of `tool` that succeed only where it can install the toolchain (Python: the
    /// `venv` module, which Debian packages apart).
    probe: &'static [&'static str],
    /// The library's folder (`guest-js`), holding the lock file and the installed toolchain.
    lib: &'static str,
    /// The extension and the component prefix (`js`: `examples/js/*.js` → `js-NAME.wasm`).
    ext: &'static str,
    /// The lock file, in `lib`.
    lock: &'static str,
    /// The library's own sources, in `lib`.
    sources: &'static [&'static str],
    /// Where the toolchain is installed, in `lib` (removed and made again on a new lock).
    installed: &'static str,
    /// A check of the examples before they are built (in `lib`, with its arguments): for
    /// JavaScript, TypeScript's checker over them against `gpu.d.ts` (`tsconfig.json`), so the
    /// declarations stay true to how the library is used; for Python, pyflakes over the
    /// library and the examples (undefined names, unused imports: what a path the tests do
    /// not run would otherwise hide).
    check: Option<&'static [&'static str]>,
    /// The compiler, in `lib`.
    compiler: &'static str,
}

pub const JS: Language = Language {
    name: "JavaScript",
    tool: "npm",
    probe: &["--version"],
    lib: "guest-js",
    ext: "js",
    lock: "package-lock.json",
    sources: &["gpu.js", "batch.js", "errors.js", "gpu.d.ts", "guest-env.d.ts", "tsconfig.json"],
    installed: "node_modules",
    check: Some(&["node_modules/.bin/tsc", "-p", "tsconfig.json"]),
    compiler: "node_modules/.bin/componentize-js",
};

pub const PY: Language = Language {
    name: "Python",
    tool: "python3",
    probe: &["-m", "venv", "--help"],
    lib: "guest-py",
    ext: "py",
    lock: "requirements.txt",
    sources: &["wasm_host_gpu"],
    installed: ".venv",
    check: Some(&[".venv/bin/python", "-m", "pyflakes", "wasm_host_gpu", "../examples/py"]),
    compiler: ".venv/bin/componentize-py",
};

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

impl Language {
    /// The examples, by name (`examples/EXT/NAME.EXT`), sorted.
    fn examples(&self, root: &Path) -> anyhow::Result<Vec<String>> {
        let dir = root.join("examples").join(self.ext);
        let mut names = Vec::new();
        for entry in std::fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))? {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == self.ext)
                && let Some(stem) = path.file_stem().and_then(|s| s.to_str())
            {
                names.push(stem.to_string());
            }
        }
        names.sort();
        Ok(names)
    }

    /// Installs the toolchain from the lock file unless the installed one came from this lock
    /// and this version of the tool (a venv breaks when its Python changes).
    fn install(&self, lib: &Path) -> anyhow::Result<()> {
        let mut lock = std::fs::read(lib.join(self.lock))
            .with_context(|| format!("cannot read {}/{}", self.lib, self.lock))?;
        let version = Command::new(self.tool)
            .arg("--version")
            .output()
            .with_context(|| format!("cannot run {}", self.tool))?;
        lock.extend_from_slice(&version.stdout);
        let stamp = lib.join(self.installed).join(".wasm-host-installed-lock");
        if lib.join(self.compiler).is_file() && std::fs::read(&stamp).ok().as_deref() == Some(&lock[..]) {
            return Ok(());
        }
        eprintln!(
            "xtask: installing the {} toolchain into {}/{} ({})",
            self.name, self.lib, self.installed, self.lock
        );
        match self.tool {
            "npm" => status(Command::new("npm").current_dir(lib).args([
                "ci",
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
            ]))?,
            _ => {
                let venv = lib.join(self.installed);
                if venv.exists() {
                    std::fs::remove_dir_all(&venv)
                        .with_context(|| format!("cannot remove {}", venv.display()))?;
                }
                status(Command::new("python3").current_dir(lib).args(["-m", "venv", self.installed]))?;
                status(Command::new(venv.join("bin/pip")).current_dir(lib).args([
                    "install",
                    "--quiet",
                    "--no-input",
                    "--disable-pip-version-check",
                    "--requirement",
                    self.lock,
                ]))?;
            }
        }
        std::fs::write(&stamp, &lock).with_context(|| format!("cannot write {}", stamp.display()))
    }

    /// The command that builds example `name` (`source`) into `out`.
    fn build(&self, root: &Path, name: &str, source: &Path, out: &Path) -> Command {
        let mut c = Command::new(root.join(self.lib).join(self.compiler));
        c.current_dir(root);
        if self.tool == "npm" {
            // Only the world's own imports and WASI's stdio, clocks and random: no HTTP.
            c.arg(source).args(["--wit", "wit", "--world-name", "guest", "--disable", "http", "fetch-event"]);
            c.arg("--out").arg(out);
        } else {
            // The module search path: the library, the examples' shared modules, the examples.
            c.args(["--wit-path", "wit", "--world", "guest", "componentize"]);
            c.args([
                "--python-path",
                self.lib,
                "--python-path",
                "examples/py/lib",
                "--python-path",
                "examples/py",
            ]);
            c.arg(name).arg("--output").arg(out);
        }
        c
    }

    /// Builds every example of this language into `{ext}-NAME.wasm` (see the module doc).
    pub fn guests(&self, root: &Path) -> anyhow::Result<()> {
        let usable = Command::new(self.tool)
            .args(self.probe)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !usable {
            let what = format!("{} {}", self.tool, self.probe.join(" "));
            if std::env::var_os("CI").is_some() {
                bail!("CI is set and `{what}` fails: the {} guests need it", self.name);
            }
            eprintln!("xtask: `{what}` fails: the {} guests are not built (their tests skip)", self.name);
            return Ok(());
        }
        let lib = root.join(self.lib);
        self.install(&lib)?;
        if let Some([program, args @ ..]) = self.check {
            status(Command::new(lib.join(program)).current_dir(&lib).args(args))?;
        }
        let out_dir = root.join("target").join(TARGET).join("release");
        std::fs::create_dir_all(&out_dir)?;
        let examples = root.join("examples").join(self.ext);
        let mut shared = vec![lib.join(self.lock), root.join("wit"), examples.join("lib")];
        shared.extend(self.sources.iter().map(|s| lib.join(s)));
        for name in self.examples(root)? {
            let source = examples.join(format!("{name}.{}", self.ext));
            let out = out_dir.join(format!("{}-{name}.wasm", self.ext));
            let inputs: Vec<PathBuf> = shared.iter().cloned().chain([source.clone()]).collect();
            let built = std::fs::metadata(&out).and_then(|m| m.modified()).ok();
            if built.is_some_and(|b| newest(&inputs).is_ok_and(|n| n <= b)) {
                continue;
            }
            eprintln!("xtask: building {} ({})", out.display(), self.name);
            status(&mut self.build(root, &name, &source, &out))?;
        }
        Ok(())
    }
}
