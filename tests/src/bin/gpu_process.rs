//! A GPU process for the workspace's tests: what `wasm-host gpu-process` runs
//! ([`wasm_host::exec::remote::serve_stdin`]), so tests here can run their guests through the
//! GPU process, the command line's default, without the command line's package.

fn main() -> std::process::ExitCode {
    match wasm_host::exec::remote::serve_stdin() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(_) => std::process::ExitCode::FAILURE,
    }
}
