//! naga's validation errors said in WGSL's terms: `f32 * i32: no such operator` rather than
//! `Expression [2] is invalid: Operation Multiply can't work with [0] (of type Scalar(Scalar {
//! kind: Float, width: 4 }))`, the function named rather than numbered, and `f16` (which no
//! executor here offers) and subgroup operations (which guests are not granted) `unsupported`
//! rather than `invalid`. Errors it does not know keep
//! naga's text (their causes joined), so nothing is lost.

use naga::common::wgsl::TypeContext as _;
use naga::valid::{EntryPointError, ExpressionError, FunctionError, ValidationError};
use naga::{BinaryOperator, TypeInner, UniqueArena};

use crate::error::ErrorKind;

/// The error's kind and message for a person writing WGSL.
pub(super) fn describe(e: &ValidationError, types: &UniqueArena<naga::Type>) -> (ErrorKind, String) {
    // A type no executor here offers (`f16`), wherever in the chain naga found it.
    const NEEDS: &str = "` values requires the `naga::valid::Capabilities::";
    let text = chain(e);
    if let Some(name) = text.split("Using `").nth(1).and_then(|t| t.split(NEEDS).next())
        && text.contains(NEEDS)
        && !name.contains(' ')
    {
        return (
            ErrorKind::Unsupported,
            format!("`{name}` values are not supported by this host's executors"),
        );
    }
    // A capability the Guard does not grant: subgroup operations (only the host's own modules
    // use them), or one the executor lacks (f16 conversions on some drivers). Unsupported
    // here, not a mistake in the WGSL.
    if let Some(caps) =
        text.split("requires capability Capabilities(").nth(1).and_then(|t| t.split(')').next())
    {
        let what = if caps.contains("SUBGROUP") {
            "subgroup operations are not available to guests".to_string()
        } else {
            format!("this needs naga's `{caps}`, which this executor does not offer")
        };
        let at = match e {
            ValidationError::Function { name, .. } => format!("in `fn {name}`: "),
            ValidationError::EntryPoint { name, .. } => format!("in entry point `{name}`: "),
            _ => String::new(),
        };
        return (ErrorKind::Unsupported, format!("{at}{what}"));
    }
    match e {
        ValidationError::Function { name, source, .. } => {
            (ErrorKind::Invalid, format!("in `fn {name}`: {}", function(source, types)))
        }
        ValidationError::EntryPoint { name, source: EntryPointError::Function(source), .. } => {
            (ErrorKind::Invalid, format!("in entry point `{name}`: {}", function(source, types)))
        }
        _ => (ErrorKind::Invalid, text),
    }
}

fn function(e: &FunctionError, types: &UniqueArena<naga::Type>) -> String {
    let ty = |inner: &TypeInner| {
        types.type_resolution_to_string(&naga::proc::TypeResolution::Value(inner.clone()))
    };
    match e {
        FunctionError::Expression {
            source: ExpressionError::InvalidBinaryOperandTypes { op, lhs_type, rhs_type, .. },
            ..
        } => format!("`{} {} {}`: no such operator", ty(lhs_type), operator(*op), ty(rhs_type)),
        // The expression's number says nothing to a person: its cause does.
        FunctionError::Expression { source, .. } => chain(source),
        FunctionError::InvalidStoreTypes { .. } => {
            "a value is stored into a variable or reference of another type".to_string()
        }
        _ => chain(e),
    }
}

/// The error's text and its causes', joined.
fn chain(e: &dyn std::error::Error) -> String {
    let mut message = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        message.push_str(&format!(": {c}"));
        cause = c.source();
    }
    message
}

fn operator(op: BinaryOperator) -> &'static str {
    use BinaryOperator as B;
    match op {
        B::Add => "+",
        B::Subtract => "-",
        B::Multiply => "*",
        B::Divide => "/",
        B::Modulo => "%",
        B::Equal => "==",
        B::NotEqual => "!=",
        B::Less => "<",
        B::LessEqual => "<=",
        B::Greater => ">",
        B::GreaterEqual => ">=",
        B::And => "&",
        B::ExclusiveOr => "^",
        B::InclusiveOr => "|",
        B::LogicalAnd => "&&",
        B::LogicalOr => "||",
        B::ShiftLeft => "<<",
        B::ShiftRight => ">>",
    }
}
