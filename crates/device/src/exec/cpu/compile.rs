//! Compiling a guarded module for the cpu executor: overrides resolved, naga-wasm called (its
//! panics contained), its errors mapped to the host's, and the debugging dump.

use super::*;

/// The environment variable naming a folder where every kernel the cpu executor compiles is
/// written as WGSL, wasm and Cranelift's machine code (a debugging aid for the compiler's
/// authors: `objdump -d KEY.cwasm` shows the code a kernel runs).
pub(super) const DUMP_VAR: &str = "WASM_HOST_CPU_DUMP";

/// Compiles `entry_point` of `module`, its overrides set to `constants`, as the executor does
/// (its overrides resolved first, as for naga's other back ends), without wasmtime: what
/// `wasm-host check` and the corpus runner report too. The compiler runs on guest input: a
/// panic in it is this module's failure, not the host's (it only builds new values).
pub fn compile(
    module: &crate::guard::GuardedModule,
    entry_point: &str,
    constants: &[(String, f64)],
    codegen: Codegen,
) -> Result<Compiled> {
    let options = naga_wasm::Options {
        vectorize: codegen.vectorize,
        inline: codegen.inline,
        interleave: codegen.interleave,
        source: Some(module.source()),
        limits: naga_wasm::Limits::default(),
    };
    let constants: naga::back::PipelineConstants = constants.iter().map(|(k, v)| (k.clone(), *v)).collect();
    crate::error::contain("the cpu compiler", || {
        let (resolved, info) = naga::back::pipeline_constants::process_overrides(
            module.module(),
            module.info(),
            Some((naga::ShaderStage::Compute, entry_point)),
            &constants,
        )
        .map_err(|e| Error::invalid(format!("override values: {e}")))?;
        naga_wasm::compile(&resolved, &info, entry_point, &options).map_err(compile_error)
    })?
}

/// The compiler's answer as the host's error, worded as before the compiler was a crate of
/// its own: a construct it does not compile is `unsupported` "by the cpu executor", a limit
/// `quota`, a module and overrides that do not fit `invalid`, its own surprise a host fault.
pub(super) fn compile_error(e: naga_wasm::Error) -> Error {
    match e {
        naga_wasm::Error::Unsupported { .. } | naga_wasm::Error::Locals { .. } => {
            Error::unsupported(format!("the cpu executor does not support {e}"))
        }
        naga_wasm::Error::Quota(m) => Error::quota(m),
        naga_wasm::Error::Invalid(m) => Error::invalid(m),
        naga_wasm::Error::Internal(m) => Error::trap(m),
    }
}

pub(super) fn dump(
    dir: &std::path::Path,
    key: &CacheKey,
    wgsl: &str,
    wasm: &[u8],
    module: &wasmtime::Module,
) {
    let mut files = vec![("wgsl", wgsl.as_bytes().to_vec()), ("wasm", wasm.to_vec())];
    match module.serialize() {
        Ok(code) => files.push(("cwasm", code)),
        Err(e) => tracing::warn!(target: "wasm_host::cpu", "{DUMP_VAR}: cannot serialize: {e:#}"),
    }
    for (ext, bytes) in files {
        let path = dir.join(format!("{}.{ext}", key.file_stem()));
        if let Err(e) = std::fs::write(&path, bytes) {
            tracing::warn!(target: "wasm_host::cpu", "{DUMP_VAR}: cannot write {}: {e}", path.display());
        }
    }
}
