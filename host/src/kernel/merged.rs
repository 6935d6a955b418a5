//! Pointwise step fusion, the kernel's side: several kernels merged into one program that
//! computes a chain of steps per element (see `plan::fusion::pointwise` for which chains).
//!
//! Member j of a chain reads member j − 1's result only at its own element (its footprint on
//! that array is pointwise). The merged module holds each member's guest text with every name
//! it declares renamed to `_wh_f{j}_name` ([`rename`]), then each member's accessors and
//! scalars under the same prefix, and one entry point that computes, per element, member 0's
//! value, member 1's from it, and so on, storing the last. Member j's accessor of the carried
//! array returns member j − 1's value (a private variable), so nothing is computed twice and
//! no intermediate array is written or read. The arithmetic and its order per element are the
//! members' own: results are those of a dispatch per step.
//!
//! # No contraction across members
//! Through memory, a member's f32 result is rounded to f32 before the next member reads it; in
//! a private variable a GPU compiler could fuse the last multiply of one member with the first
//! add of the next into one fused multiply-add (Vulkan drivers may contract, and naga marks
//! nothing `NoContraction`), changing the last bit. So each f32 value passes through its bits
//! XOR a word of the parameter block that is always 0: the compiler cannot see through it, and
//! the value is rounded as a store would round it.
//!
//! # Layout
//! The parameter block is the members' blocks one after another, each exactly as its kernel
//! lays out its own ([`super::codegen`]), then [`ZERO_WORDS`] words of 0; the entry point takes
//! the output's extents from the last member's block. Bindings: 0 the block, 1 the output, then
//! each member's array parameters in order, but for the carried ones, then the results of the
//! members (but the last) that are stored (another step reads them too), in order.
//!
//! # Renaming
//! Within one member's text every identifier token in its rename set is replaced, wherever it
//! stands but after a `.` (member access, swizzles). The set is every name the text declares
//! (after `fn`, `const`, `override`, `struct`, `alias`, `let`, `var`), `kernel`, and the names
//! the host generates for its parameters. WGSL resolves names by their text and scope, so a
//! renaming that is one-to-one over a text keeps what each name means; where it cannot (a struct
//! member named like a declaration, a directive that must come first), the merged module does
//! not parse or validate, and the chain runs unfused with that reason.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::codegen::{self, Idle, Naming};
use super::{Kernel, ParamKind};
use crate::array::Elem;
use crate::error::{Error, Result};
use crate::exec::{Access, Executor, Program, ProgramDesc};

/// The most steps one merged program computes.
pub const MAX_MEMBERS: usize = 8;

/// The prefix of member `j`'s names.
fn prefix(j: usize) -> String {
    format!("_wh_f{j}_")
}

/// Why a kernel made from guest `text` can never be a member of a merged program (`None`: it
/// can), given why it cannot be blocked ([`super::unblockable`]).
pub fn unmergeable(unblockable: Option<&'static str>, text: &str) -> Option<&'static str> {
    if let Some(why) = unblockable {
        Some(why)
    } else if codegen::uses_barriers(text) {
        Some("it uses barriers (every invocation of a workgroup must reach them)")
    } else if text.contains("_wh_") {
        Some("its source names the host's generated `_wh_` names")
    } else {
        None
    }
}

/// The names `source` declares (and any local it declares: renaming those too is harmless).
pub(super) fn declared(source: &str) -> HashSet<String> {
    let mut names = HashSet::new();
    let mut after_keyword = false;
    let mut in_template = 0usize;
    for token in tokens(source) {
        match token {
            Token::Ident(id) if in_template == 0 => {
                if after_keyword {
                    names.insert(id.to_string());
                    after_keyword = false;
                } else {
                    after_keyword =
                        matches!(id, "fn" | "const" | "override" | "struct" | "alias" | "let" | "var");
                }
            }
            // `var<private> name`: the template comes between the keyword and the name.
            Token::Other('<') if after_keyword => in_template += 1,
            Token::Other('>') if in_template > 0 => in_template -= 1,
            Token::Ident(_) | Token::Skip(_) => {}
            _ if in_template > 0 => {}
            _ => after_keyword = false,
        }
    }
    names
}

#[derive(Debug, PartialEq, Eq)]
enum Token<'a> {
    Ident(&'a str),
    /// A number, a comment or whitespace: copied as it is.
    Skip(&'a str),
    Other(char),
}

/// WGSL's tokens as renaming needs them: identifiers, and everything else.
fn tokens(source: &str) -> impl Iterator<Item = Token<'_>> {
    let bytes = source.as_bytes();
    let mut i = 0usize;
    std::iter::from_fn(move || {
        let start = i;
        let c = *bytes.get(i)?;
        let rest = &bytes[i..];
        if c.is_ascii_alphabetic() || c == b'_' {
            while bytes.get(i).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_') {
                i += 1;
            }
            return Some(Token::Ident(&source[start..i]));
        }
        if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let hex = rest.starts_with(b"0x") || rest.starts_with(b"0X");
            i += 1;
            while let Some(&b) = bytes.get(i) {
                let exponent = if hex { b"pP" } else { b"eE" };
                let sign = (b == b'+' || b == b'-') && exponent.contains(&bytes[i - 1]);
                if !(b.is_ascii_alphanumeric() || b == b'.' || b == b'_' || sign) {
                    break;
                }
                i += 1;
            }
            return Some(Token::Skip(&source[start..i]));
        }
        if rest.starts_with(b"//") {
            while bytes.get(i).is_some_and(|b| *b != b'\n') {
                i += 1;
            }
            return Some(Token::Skip(&source[start..i]));
        }
        if rest.starts_with(b"/*") {
            i = crate::guard::block_comment_end(bytes, i);
            return Some(Token::Skip(&source[start..i]));
        }
        // One character (UTF-8: the whole of it).
        let ch = source[i..].chars().next()?;
        i += ch.len_utf8();
        Some(if ch.is_whitespace() { Token::Skip(&source[start..i]) } else { Token::Other(ch) })
    })
}

/// `source` with every identifier in `names` (but after a `.`) prefixed with `prefix`.
pub fn rename(source: &str, prefix: &str, names: &HashSet<String>) -> String {
    let mut out = String::with_capacity(source.len() + source.len() / 4);
    let mut after_dot = false;
    for token in tokens(source) {
        match token {
            Token::Ident(id) => {
                if !after_dot && names.contains(id) {
                    out.push_str(prefix);
                }
                out.push_str(id);
                after_dot = false;
            }
            Token::Skip(s) => out.push_str(s),
            Token::Other(c) => {
                out.push(c);
                after_dot = c == '.';
            }
        }
    }
    out
}

/// One member of a merged program: a kernel, the parameter that carries the previous
/// member's result (none for the first), and whether its own result is written too (another
/// step reads it; the last member's always is, to the output binding).
#[derive(Clone, Copy, Debug)]
pub struct Member<'a> {
    pub kernel: &'a Kernel,
    pub carried: Option<usize>,
    pub stored: bool,
}

/// The merged module's text (after the members' renamed texts) and its override values.
fn generate(members: &[Member<'_>], per: u32) -> (String, Vec<(String, f64)>) {
    let mut text = String::new();
    let mut constants = Vec::new();
    for (j, m) in members.iter().enumerate() {
        let k = m.kernel;
        let mut names = declared(&k.origin.text);
        names.insert("kernel".to_string());
        for p in &k.params {
            names.insert(p.name.clone());
            if matches!(p.kind, ParamKind::Array { .. }) {
                names.insert(format!("{}_shape", p.name));
            }
        }
        let _ = writeln!(text, "{}", rename(&k.origin.text, &prefix(j), &names));
        constants.extend(k.origin.constants.iter().map(|(n, v)| (format!("{}{n}", prefix(j)), *v)));
    }
    let last = members.last().map(|m| m.kernel);
    let Some(last) = last else {
        return (text, constants);
    };
    text += &codegen::header(last.output_elem, last.output.rank());
    let mut loads = String::new();
    let mut word = 0usize;
    let mut binding = 2u32;
    let mut computed = String::new();
    // The members whose results are stored too, with their element type.
    let mut stored: Vec<(usize, Elem)> = Vec::new();
    for (j, m) in members.iter().enumerate() {
        let k = m.kernel;
        let p = prefix(j);
        let value = format!("_wh_v{}", j.wrapping_sub(1));
        let extents = format!("_wh_m{j}_n");
        let naming = Naming {
            prefix: &p,
            word: word + 3,
            binding,
            cached: m.carried.map(|c| (c, value.as_str(), extents.as_str())),
            checked: false,
            wide: &[],
        };
        let (decls, l, next) = codegen::param_declarations(&k.params, None, &naming);
        text += &decls;
        loads += &l;
        binding = next;
        if j + 1 < members.len() {
            let _ = writeln!(text, "var<private> _wh_v{j}: {};", k.output_elem);
            // A float passes through its bits XOR a zero the compiler cannot see: rounded to
            // f32 as a store would round it, never contracted with the next member's
            // arithmetic into a fused multiply-add.
            let value = match k.output_elem {
                Elem::F32 => format!("bitcast<f32>(bitcast<u32>({p}kernel({{coords}})) ^ _wh_zero)"),
                _ => format!("{p}kernel({{coords}})"),
            };
            let _ = writeln!(computed, "    _wh_v{j} = {value};");
            if m.stored {
                stored.push((j, k.output_elem));
            }
        }
        word += codegen::meta_words(&k.params);
    }
    // Their bindings come after every array's; their stores after every member has run: the
    // cpu executor decides bounds tests once per row only for the accesses before an
    // invocation's first store, and no member reads what another stores (the plan sees to it).
    let mut written = String::new();
    for (b, (j, elem)) in (binding..).zip(&stored) {
        let _ = writeln!(text, "@group(0) @binding({b}) var<storage, read_write> _wh_o{j}: array<{elem}>;");
        let _ = writeln!(written, "    _wh_o{j}[{{index}}] = _wh_v{j};");
    }
    // The zero word after the members' blocks.
    let _ = writeln!(text, "var<private> _wh_zero: u32;");
    let _ = writeln!(loads, "    _wh_zero = _wh_meta[{word}u];");
    let extents = word - codegen::meta_words(&last.params);
    let lastp = prefix(members.len() - 1);
    if per > 1 {
        // Each element's members in turn (a carried value passes through its private
        // variable), what it stores kept in its own `let`s; the stores after every element.
        text += &codegen::coarse_entry_point(
            last.output.rank(),
            per,
            extents,
            &loads,
            None,
            |coords, k| {
                let mut statements = format!("{computed}    let _wh_last{k} = {lastp}kernel({{coords}});\n")
                    .replace("{coords}", coords);
                for (j, _) in &stored {
                    let _ = writeln!(statements, "    let _wh_keep{j}_{k} = _wh_v{j};");
                }
                statements
            },
            |index, k| {
                let mut stores: String =
                    stored.iter().map(|(j, _)| format!("_wh_o{j}[{index}] = _wh_keep{j}_{k}; ")).collect();
                let _ = write!(stores, "_wh_out[{index}] = _wh_last{k};");
                stores
            },
        );
        return (text, constants);
    }
    text += &codegen::entry_point(last.output.rank(), Idle::Return, extents, &loads, |coords, index| {
        let statements = format!("{computed}    let _wh_last = {lastp}kernel({{coords}});\n{written}");
        (statements.replace("{coords}", coords).replace("{index}", index), "_wh_last".to_string())
    });
    (text, constants)
}

/// Elements per invocation of the merged program of `members`: what every member's own
/// program computes (a mergeable kernel has no loops, no state and no barriers, so it computes
/// several where the executor asks for it, unless its module was refused so).
pub fn elements_per_invocation(members: &[Member<'_>]) -> u32 {
    members.iter().map(|m| m.kernel.elements_per_invocation()).min().unwrap_or(1)
}

/// Words of the merged parameter block: the members' blocks one after another, then one word
/// that must be 0 ([`ZERO_WORDS`]).
#[cfg(test)]
pub fn meta_words(members: &[Member<'_>]) -> usize {
    members.iter().map(|m| codegen::meta_words(&m.kernel.params)).sum::<usize>() + ZERO_WORDS
}

/// Words after the members' blocks in a merged parameter block, each 0: the value each member
/// passes on is XORed with one (see the module docs).
pub const ZERO_WORDS: usize = 1;

/// A program computing `members` per element in one dispatch, [`elements_per_invocation`] of
/// them per invocation; its module passes the first member's Guard. Every member must be mergeable ([`Kernel::unmergeable`]) and have the
/// same output shape, and each carried parameter must be read pointwise (the plan checks).
pub fn program(exec: &dyn Executor, members: &[Member<'_>]) -> Result<Program> {
    let Some(first) = members.first() else {
        return Err(Error::trap("a merged program of no kernels"));
    };
    let (text, constants) = generate(members, elements_per_invocation(members));
    let module = first.kernel.origin.guard.check(&text).map_err(Error::from)?;
    let arrays = members
        .iter()
        .map(|m| {
            let arrays = m.kernel.params.iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count();
            arrays - usize::from(m.carried.is_some())
        })
        .sum::<usize>();
    let stored = members[..members.len() - 1].iter().filter(|m| m.stored).count();
    let mut bindings = vec![Access::Read, Access::ReadWrite];
    bindings.extend(std::iter::repeat_n(Access::Read, arrays));
    bindings.extend(std::iter::repeat_n(Access::ReadWrite, stored));
    exec.create_program(&ProgramDesc {
        label: "merged kernel",
        module: &module,
        entry_point: codegen::ENTRY_POINT,
        bindings: &bindings,
        constants: &constants,
        serial: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Edge;

    #[test]
    fn renaming_keeps_members_swizzles_numbers_and_comments() {
        let src = "// kernel in a comment\nconst k = 1e-5f; struct S { a: f32 }\n\
                   fn helper(v: vec2<f32>) -> f32 { let s = S(v.x); var<function> t = 0x1p-3f + .5; \
                   return s.a + t + k; }\nfn kernel(x: u32) -> f32 { /* a /* nested */ u(x) */ return helper(vec2(u(x))); }";
        let mut names = declared(src);
        for want in ["k", "S", "helper", "s", "t", "kernel"] {
            assert!(names.contains(want), "{want} in {names:?}");
        }
        assert!(!names.contains("private") && !names.contains("function"), "{names:?}");
        names.insert("u".into());
        let out = rename(src, "_p_", &names);
        assert!(
            out.starts_with("// kernel in a comment\nconst _p_k = 1e-5f; struct _p_S { a: f32 }"),
            "{out}"
        );
        assert!(out.contains("fn _p_helper(v: vec2<f32>) -> f32 { let _p_s = _p_S(v.x);"), "{out}");
        assert!(out.contains("var<function> _p_t = 0x1p-3f + .5; return _p_s.a + _p_t + _p_k;"), "{out}");
        assert!(
            out.contains(
                "fn _p_kernel(x: u32) -> f32 { /* a /* nested */ u(x) */ return _p_helper(vec2(_p_u(x))); }"
            ),
            "{out}"
        );
    }

    use crate::array::Elem;
    use crate::exec::Tenant;
    use crate::exec::cpu::{CpuExecutor, CpuOptions};
    use crate::guard::{Guard, GuardPolicy};
    use crate::kernel::{KernelDesc, Param};

    fn kernel(exec: &CpuExecutor, source: &str, params: Vec<Param>, rank: usize) -> Kernel {
        let desc = KernelDesc {
            name: "k".into(),
            source: source.into(),
            params,
            output: vec![5; rank],
            output_elem: Elem::F32,
            constants: vec![],
            outputs: Vec::new(),
        };
        Kernel::create(exec, &Tenant::shared(), &Guard::new(GuardPolicy::default()), &desc).unwrap()
    }

    fn array(name: &str, rank: u8) -> Param {
        Param { name: name.into(), kind: ParamKind::Array { elem: Elem::F32, rank, edge: Edge::Zero } }
    }

    /// Members with the same helper, accessor and scalar names merge for every rank; the
    /// merged module computes member 0 into the value member 1 reads.
    #[test]
    fn members_with_the_same_names_merge_for_every_rank() {
        let exec = CpuExecutor::new(&CpuOptions { threads: 1, ..CpuOptions::default() }).unwrap();
        for rank in 1..=3usize {
            let coords = ["x", "y", "z"][..rank].join(", ");
            let sig = ["x: u32", "y: u32", "z: u32"][..rank].join(", ");
            let shape = if rank == 1 { "img_shape()" } else { "img_shape().x" };
            let scale = Param { name: "a".into(), kind: ParamKind::Scalar(Elem::F32) };
            let src = format!(
                "const c = 2.0; fn h(v: f32) -> f32 {{ return v * c * a; }} fn kernel({sig}) -> f32 {{ return h(img({coords})) + f32({shape}); }}"
            );
            let k0 = kernel(&exec, &src, vec![array("img", rank as u8), scale.clone()], rank);
            let k1 = kernel(&exec, &src, vec![array("img", rank as u8), scale], rank);
            let members = [
                Member { kernel: &k0, carried: None, stored: rank == 2 },
                Member { kernel: &k1, carried: Some(0), stored: false },
            ];
            let (text, _) = generate(&members, 1);
            assert!(
                text.contains(&format!(
                    "_wh_v0 = bitcast<f32>(bitcast<u32>(_wh_f0_kernel({})) ^ _wh_zero);",
                    ["_wh_x", "_wh_gid.x, _wh_gid.y", "_wh_gid.x, _wh_gid.y, _wh_gid.z"][rank - 1]
                )),
                "{text}"
            );
            // Stored (rank 2 here): bound after the arrays (binding 2 is member 0's `img`).
            assert_eq!(
                text.contains("@group(0) @binding(3) var<storage, read_write> _wh_o0: array<f32>;")
                    && text.contains("    _wh_o0[_wh_gid.x + _wh_n.x * _wh_gid.y] = _wh_v0;"),
                rank == 2,
                "{text}"
            );
            // Every store comes after the last member has run (the cpu executor's row probe
            // stops at the first store).
            let last = text.find("let _wh_last = ").unwrap_or(usize::MAX);
            assert!(text.find("_wh_o0[").is_none_or(|s| s > last), "{text}");
            assert!(
                text.contains("fn _wh_f1_h(v: f32) -> f32 { return v * _wh_f1_c * _wh_f1_a; }"),
                "{text}"
            );
            program(&exec, &members).unwrap_or_else(|e| panic!("rank {rank}: {e}\n{text}"));
            // Four elements per invocation (on GPUs): the same members, every store after
            // every element's members, the later elements' stores masked.
            let (text, _) = generate(&members, 4);
            let module = Guard::new(GuardPolicy::default())
                .check(&text)
                .unwrap_or_else(|e| panic!("rank {rank}, 4 per invocation: {e}\n{text}"));
            assert!(module.module().entry_points.len() == 1, "{text}");
            let last = text.find("let _wh_last3 = ").unwrap_or(usize::MAX);
            assert!(text.find("_wh_out[").is_some_and(|s| s > last), "{text}");
            assert!(text.contains("if (_wh_x3 < _wh_n.x) {"), "{text}");
            assert_eq!(
                text.contains("_wh_o0[_wh_x2 + _wh_n.x * _wh_gid.y] = _wh_keep0_2;"),
                rank == 2,
                "{text}"
            );
            assert_eq!(meta_words(&members), 2 * (3 + 3 + 1) + ZERO_WORDS);
        }
    }

    proptest::proptest! {
        /// Tokens cover any text exactly (renaming nothing gives the text back, whatever
        /// bytes a guest sends: unterminated comments, numbers with signs, any UTF-8), and
        /// renaming adds the prefix before whole identifiers only.
        #[test]
        fn tokens_cover_any_text(text in "(\\PC|[ a-z_0-9.+*/\\n-]){0,80}") {
            proptest::prop_assert_eq!(rename(&text, "_p_", &HashSet::new()), text.clone());
            let names: HashSet<String> = ["a".to_string(), "x".to_string()].into();
            let renamed = rename(&text, "_p_", &names);
            proptest::prop_assert_eq!(renamed.replace("_p_", ""), text.replace("_p_", ""));
        }
    }

    /// A renaming that cannot hold (a struct member named like a declaration) fails to
    /// compile: the chain runs unfused, it never computes something else.
    #[test]
    fn a_renaming_that_cannot_hold_is_refused() {
        let exec = CpuExecutor::new(&CpuOptions { threads: 1, ..CpuOptions::default() }).unwrap();
        let src = "struct S { h: f32 } fn h(v: f32) -> f32 { return S(v).h; } fn kernel(x: u32) -> f32 { return h(img(x)); }";
        let k = kernel(&exec, src, vec![array("img", 1)], 1);
        let members = [
            Member { kernel: &k, carried: None, stored: false },
            Member { kernel: &k, carried: Some(0), stored: false },
        ];
        assert!(program(&exec, &members).is_err());
    }
}
