//! The GPU process's sandbox: what a driver that a shader has taken over may still do.
//!
//! Installed at the start of [`super::serve`], before the process has a second thread and
//! before the driver loads, so every thread the driver starts inherits it:
//!
//! - **Landlock** (best effort: as much as the kernel's ABI offers, reported): files may be
//!   read and executed anywhere (drivers load libraries, ICD files and firmware lazily and read
//!   `/proc` and `/sys`), but written, created, removed or renamed only beneath `/dev` (device
//!   nodes, ioctls included, and `/dev/shm`), `/tmp`, `$XDG_RUNTIME_DIR` and the drivers'
//!   shader caches (`$XDG_CACHE_HOME` or `~/.cache`, `~/.nv`) and the host's pipeline cache
//!   (`WASM_HOST_PIPELINE_CACHE`); no TCP bind or connect; signals
//!   and abstract Unix sockets only within the sandbox (it cannot signal the host).
//! - **seccomp** (a deny list, so a driver's ordinary needs, `mmap`, `ioctl`, threads, are
//!   untouched): `execve`, `ptrace`, reading or writing another process's memory, loading BPF or
//!   kernel modules, mounting, namespaces, the kernel keyring and `perf_event_open` answer
//!   `EPERM`.
//!
//! Nothing here is needed for the process's work: it gets every input over its socket and the
//! bulk region. `GpuProcess::sandbox` (`WASM_HOST_GPU_SANDBOX=off` in the child's
//! environment) turns it off, for a driver that needs more.

use std::collections::BTreeMap;
use std::path::PathBuf;

/// The environment variable that tells the GPU process to skip its sandbox (`off`).
pub const SANDBOX_ENV: &str = "WASM_HOST_GPU_SANDBOX";

/// Installs the sandbox on this (single-threaded) process; a line saying what is in force.
pub fn install() -> String {
    if std::env::var(SANDBOX_ENV).is_ok_and(|v| v == "off") {
        return "no sandbox (turned off)".to_string();
    }
    let landlock = match landlock() {
        Ok(s) => s,
        Err(e) => format!("Landlock not in force ({e})"),
    };
    let seccomp = match seccomp() {
        Ok(n) => format!("seccomp: {n} system calls denied"),
        Err(e) => format!("seccomp not in force ({e})"),
    };
    format!("{landlock}; {seccomp}")
}

/// Where the process may write: what exists of these.
fn writable() -> Vec<PathBuf> {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| home.as_ref().map(|h| h.join(".cache")));
    let mut dirs = vec![PathBuf::from("/dev"), PathBuf::from("/tmp")];
    dirs.extend(std::env::var_os("XDG_RUNTIME_DIR").map(PathBuf::from));
    // The shader cache's home is made now if missing (best effort): once the sandbox is in,
    // nothing can be made outside these, and Mesa said "Failed to create ~/.cache for shader
    // cache (Permission denied)" on every start.
    if let Some(c) = &cache {
        let _ = std::fs::create_dir_all(c);
    }
    dirs.extend(cache);
    dirs.extend(home.map(|h| h.join(".nv")));
    // The host's pipeline cache, wherever its compile cache is (`GpuOptions::pipeline_cache`).
    dirs.extend(std::env::var_os(super::PIPELINE_CACHE_ENV).map(PathBuf::from));
    let mut seen = std::collections::HashSet::new();
    dirs.into_iter().filter(|d| d.is_dir() && seen.insert(d.clone())).collect()
}

fn landlock() -> Result<String, String> {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, PathBeneath, PathFd, RulesetAttr,
        RulesetCreatedAttr, RulesetStatus, Scope,
    };
    let abi = ABI::V6;
    let mut ruleset = landlock::Ruleset::default()
        .set_compatibility(CompatLevel::BestEffort)
        .handle_access(AccessFs::from_all(abi))
        .and_then(|r| r.handle_access(AccessNet::from_all(abi)))
        .and_then(|r| r.scope(Scope::from_all(abi)))
        .and_then(|r| r.create())
        .map_err(|e| e.to_string())?;
    let root = PathFd::new("/").map_err(|e| e.to_string())?;
    ruleset =
        ruleset.add_rule(PathBeneath::new(root, AccessFs::from_read(abi))).map_err(|e| e.to_string())?;
    let dirs = writable();
    for dir in &dirs {
        if let Ok(fd) = PathFd::new(dir) {
            ruleset =
                ruleset.add_rule(PathBeneath::new(fd, AccessFs::from_all(abi))).map_err(|e| e.to_string())?;
        }
    }
    let status = ruleset.restrict_self().map_err(|e| e.to_string())?;
    let dirs: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    Ok(match status.ruleset {
        RulesetStatus::FullyEnforced => {
            format!("Landlock: writes only beneath {}; no TCP; signals scoped", dirs.join(", "))
        }
        RulesetStatus::PartiallyEnforced => {
            format!("Landlock (partly, this kernel's ABI): writes only beneath {}", dirs.join(", "))
        }
        RulesetStatus::NotEnforced => "Landlock not in force (not offered by this kernel)".to_string(),
    })
}

/// The system calls a taken-over driver has no use for.
const DENIED: &[i64] = &[
    libc::SYS_execve,
    libc::SYS_execveat,
    libc::SYS_ptrace,
    libc::SYS_process_vm_readv,
    libc::SYS_process_vm_writev,
    libc::SYS_bpf,
    libc::SYS_perf_event_open,
    libc::SYS_init_module,
    libc::SYS_finit_module,
    libc::SYS_delete_module,
    libc::SYS_kexec_load,
    libc::SYS_mount,
    libc::SYS_umount2,
    libc::SYS_pivot_root,
    libc::SYS_chroot,
    libc::SYS_unshare,
    libc::SYS_setns,
    libc::SYS_keyctl,
    libc::SYS_add_key,
    libc::SYS_request_key,
    libc::SYS_userfaultfd,
];

fn seccomp() -> Result<usize, String> {
    use seccompiler::{BpfProgram, SeccompAction, SeccompFilter, TargetArch};
    let arch = TargetArch::try_from(std::env::consts::ARCH).map_err(|e| e.to_string())?;
    let rules: BTreeMap<i64, Vec<seccompiler::SeccompRule>> =
        DENIED.iter().map(|&n| (n, Vec::new())).collect();
    let filter =
        SeccompFilter::new(rules, SeccompAction::Allow, SeccompAction::Errno(libc::EPERM as u32), arch)
            .map_err(|e| e.to_string())?;
    let program = BpfProgram::try_from(filter).map_err(|e| e.to_string())?;
    seccompiler::apply_filter_all_threads(&program).map_err(|e| e.to_string())?;
    Ok(DENIED.len())
}
