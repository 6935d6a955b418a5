//! Valid WGSL that a back end is known to fail on, refused by name before any back end sees it.
//!
//! naga's validation is meant to be the gate ("if validate returns Ok, code generation should
//! never panic"), but naga 30's back ends still panic on some valid modules. Each construct
//! here is one of those, refused as `unsupported` with its line and column; a panic in a back
//! end on anything else is contained where the back end is called
//! ([`crate::error::contain`]), so this list is a courtesy (a clear message, and no work
//! wasted), not the only wall.
//!
//! - **A pointer argument into a composite** (`f(&m[1])` for a matrix column, `f(&s.member)`,
//!   `f(&v.x)`, `f(&a[i])`): naga's SPIR-V writer panics on pointers to matrix columns and
//!   struct members passed to functions (gfx-rs/wgpu #4540, #6131, #6875, #10266). Core WGSL
//!   only allows a pointer parameter to receive a whole variable (the
//!   `unrestricted_pointer_parameters` extension lifts that), so the rule refused here is the
//!   core language's: a pointer argument is a variable's address or a pointer parameter.

use naga::valid::{FunctionInfo, ModuleInfo};
use naga::{Block, Expression, Function, Module, Statement};

use super::GuardError;
use crate::error::ErrorKind;

/// Refuses the constructs of the module docs in every function and entry point.
pub(super) fn check(module: &Module, info: &ModuleInfo, source: &str) -> Result<(), GuardError> {
    for (h, f) in module.functions.iter() {
        check_function(module, f, &info[h], source)?;
    }
    for (i, ep) in module.entry_points.iter().enumerate() {
        check_function(module, &ep.function, info.get_entry_point(i), source)?;
    }
    Ok(())
}

fn check_function(
    module: &Module,
    f: &Function,
    info: &FunctionInfo,
    source: &str,
) -> Result<(), GuardError> {
    let mut stack: Vec<&Block> = vec![&f.body];
    while let Some(block) = stack.pop() {
        for (s, span) in block.span_iter() {
            match s {
                Statement::Call { function, arguments, .. } => {
                    for (i, &arg) in arguments.iter().enumerate() {
                        let is_pointer = info[arg].ty.inner_with(&module.types).pointer_space().is_some();
                        let into_composite = matches!(
                            f.expressions[arg],
                            Expression::Access { .. } | Expression::AccessIndex { .. }
                        );
                        if is_pointer && into_composite {
                            let callee = module.functions[*function].name.as_deref().unwrap_or("?");
                            let at = f.expressions.get_span(arg);
                            let at = if at.is_defined() { at } else { *span };
                            return Err(GuardError::at(
                                ErrorKind::Unsupported,
                                format!(
                                    "argument {i} of the call to `{callee}` is a pointer into a vector, matrix, \
                                     array or struct; pass the address of a whole variable (WGSL without the \
                                     `unrestricted_pointer_parameters` extension; naga's SPIR-V back end \
                                     cannot compile such pointers)"
                                ),
                                Some(at.location(source)),
                            ));
                        }
                    }
                }
                Statement::Block(b) => stack.push(b),
                Statement::If { accept, reject, .. } => stack.extend([accept, reject]),
                Statement::Switch { cases, .. } => stack.extend(cases.iter().map(|c| &c.body)),
                Statement::Loop { body, continuing, .. } => stack.extend([body, continuing]),
                _ => {}
            }
        }
    }
    Ok(())
}
