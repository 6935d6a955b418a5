//! WGSL generation for kernels: the bindings, one accessor per array argument, the scalar
//! globals, and the compute entry point around the guest's `fn kernel`.
//!
//! The generated text is appended after the guest's source, so naga's line and column numbers
//! inside the guest's text are the guest's own. Generated names start with `_wh_`, except the
//! accessors (`u`, `u_shape`) and scalars (`alpha`) the guest asked for by naming parameters.
//!
//! # Out-of-range reads
//! An accessor whose coordinate lies outside the array on any axis (including a coordinate that
//! wrapped below zero, since coordinates are `u32`) returns zero of the element type.
//! `u(x - 1u, y)` at `x == 0` is therefore 0: a zero (Dirichlet) boundary. (The element read
//! for such a coordinate is 0 or some element of the same binding (robust buffer access on both
//! executors: a load outside the binding gives 0), and discarded; an unconditional index keeps adjacent invocations' reads adjacent, which the
//! cpu executor's vectorizer turns into one vector load.)
//!
//! # The parameter block (`_wh_meta`, binding 0)
//! Words 0..3: the output's extents (padded with 1). The entry point loads each array's extents
//! into a private variable once per invocation; accessors read that. Then 3 words per array parameter, in
//! parameter order: its extents. Then one word per scalar parameter: its bits.
//!
//! # Barriers and the last workgroup
//! An output whose extent is not a multiple of the workgroup shape ([`workgroup_size`]) leaves
//! idle invocations in the last workgroups. The entry point normally lets them return at once
//! (`if (x >= n) { return; }`). A kernel that uses a barrier (`workgroupBarrier`,
//! `storageBarrier`, `textureBarrier`, `workgroupUniformLoad`) must be reached by every
//! invocation of its workgroup, so for such a source ([`uses_barriers`]) the entry point calls
//! `kernel` in every invocation, the idle ones included (their coordinates lie past the output,
//! where accessors read 0), and only the store is masked. A kernel that shares data through
//! `var<workgroup>` finds its position in the workgroup from its coordinates: rank 1, `x % 256`;
//! rank 2, `(x % 64, y % 4)`; rank 3, `(x % 16, y % 4, z % 4)`.
//!
//! # Several elements per invocation
//! On a GPU one element per invocation leaves each invocation one load in flight: the copy
//! kernel reached ~0.65 of the bandwidth CUDA's copy reaches on the same H100. Where the
//! executor asks for `per` > 1 elements per invocation
//! ([`crate::exec::ExecLimits::elements_per_invocation`]) and the kernel allows it
//! ([`coarsenable`]: no loops, no module-scope variables of its own, no barriers), a workgroup
//! covers `per` times its width along x and each invocation computes the elements at its
//! column, one workgroup width apart: all `per` calls of `kernel` first (their loads in
//! flight together; adjacent invocations still read adjacent elements), then the stores of
//! those inside the output. Calls for coordinates past the output read zeros and are
//! discarded; a kernel with no loops and no state of its own computes each element exactly as
//! one invocation of its own would, so results do not change.
//!
//! # Four adjacent elements per invocation (the wide program)
//! Four elements a workgroup width apart keep each load 4 bytes wide, where bare wgpu's
//! fastest copy on an H100 loads one `vec4<f32>` per invocation (0.375 against 0.387 ms for
//! 2^27 f32), and a software adapter's vector units want adjacent elements. A kernel of one output that
//! computes several elements per invocation and reads every array only at its own element
//! (a pointwise kernel: copies, maps, element-wise arithmetic) also has a *wide* program
//! ([`generate_wide`]), which the host runs for a call whose output's x extent is a multiple
//! of 4 and whose arrays that the kernel reads have the output's shape: each invocation takes
//! four adjacent elements, loads each such array's four as one `vec4` (its accessor returns
//! component `x & 3`), calls `kernel` for each, and stores the four as one `vec4`. Each
//! element is computed by the same `kernel` from the same values, so results do not change.
//! Measured (benches/RESULTS.md, session 41): on lavapipe the copy kernel 1.6–1.9× faster; on
//! an H100 the same as the strided program (whose device time already equals CuPy's copy).
//!
//! # Bindings (group 0)
//! 0: `_wh_meta`; 1: `_wh_out`; 2..: one per array parameter, in parameter order; then, for a
//! kernel of several outputs, one per output after the first (`_wh_o1`, ...), in order.
//!
//! # Several outputs
//! A kernel of several outputs (gpu.js's `createKernelMap`) returns the struct `Outputs`, which
//! the host declares with the outputs' names and element types as members, in order; the entry
//! point stores each member to its own output at the same index (`_wh_out` holds the first).

use std::fmt::Write as _;

use super::{Edge, Output, Param, ParamKind};
use crate::array::Elem;

/// The entry point's name.
pub const ENTRY_POINT: &str = "_wh_main";

/// A marker line between the guest's text and the generated text.
const MARKER: &str = "// ---- generated by wasm-host below this line ----";

/// Workgroup size for an output of `rank`: rows of 256 (rank 2: 64, rank 3: 16) invocations
/// along x, the fastest axis of the arrays: adjacent invocations read adjacent elements
/// (coalesced on a GPU; one vector load per 4 invocations on the cpu executor, whose per-row
/// set-up, bounds tests included, is then shared by 64 vectors).
pub fn workgroup_size(rank: usize) -> [u32; 3] {
    match rank {
        1 => [256, 1, 1],
        2 => [64, 4, 1],
        _ => [16, 4, 4],
    }
}

/// Whether `source` mentions a barrier builtin, so the entry point must keep every invocation
/// in the call (see the module docs). A textual test: a mention in a comment costs only the
/// idle invocations' early exit, never a result.
pub fn uses_barriers(source: &str) -> bool {
    ["workgroupBarrier", "storageBarrier", "textureBarrier", "workgroupUniformLoad", "subgroupBarrier"]
        .iter()
        .any(|b| source.contains(b))
}

/// Whether a kernel whose guarded module is `module` (the guest's text its first
/// `source.len()` bytes) may compute several elements per invocation: what a blocked variant
/// needs ([`super::unblockable`]: no loops, the loop budget being per invocation; no
/// module-scope variables of the guest's own, whose state would carry from one element to the
/// next), and no barriers (every invocation must reach them).
pub fn coarsenable(module: &crate::guard::GuardedModule, source: &str) -> bool {
    !uses_barriers(source) && super::unblockable(module, source.len()).is_none()
}

/// Whether `source` may be [`coarsenable`], as its text shows, before any module is made: no
/// barrier and no loop keyword (so a kernel with loops pays no second Guard check; a mention in
/// a comment only costs the faster entry point).
pub fn maybe_coarsenable(source: &str) -> bool {
    let words = source.split(|c: char| !(c.is_alphanumeric() || c == '_'));
    !uses_barriers(source) && !words.into_iter().any(|w| matches!(w, "loop" | "for" | "while"))
}

/// Number of words in the parameter block.
pub fn meta_words(params: &[Param]) -> usize {
    3 + params
        .iter()
        .map(|p| match p.kind {
            ParamKind::Array { .. } => 3,
            ParamKind::Scalar(_) => 1,
        })
        .sum::<usize>()
}

pub(super) fn zero(elem: Elem) -> &'static str {
    match elem {
        Elem::F32 => "0.0f",
        Elem::I32 => "0i",
        Elem::U32 => "0u",
    }
}

pub(super) const COORDS: [&str; 3] = ["x", "y", "z"];

pub(super) fn shape_type(rank: usize) -> &'static str {
    match rank {
        1 => "u32",
        2 => "vec2<u32>",
        _ => "vec3<u32>",
    }
}

/// How the entry point treats the idle invocations of the last workgroups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Idle {
    /// They return before calling `kernel`.
    Return,
    /// They call `kernel` too (it has barriers); only their store is skipped.
    Call,
}

/// An array parameter whose accessor reads a workgroup tile instead of its binding (see
/// [`super::blocked`]): in-array coordinates are looked up in `_wh_tile[_wh_src]` at
/// `(coordinate - _wh_org)` in row-major order over `region`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tiled {
    /// The parameter's index.
    pub param: usize,
    /// The tile's extents (cells per axis, 1 past the rank).
    pub region: [u32; 3],
}

/// An array parameter whose accessor reads elsewhere than the whole array in its binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redirect {
    /// A workgroup tile ([`Tiled`], [`super::blocked`]).
    Tile(Tiled),
    /// A window of the array's outermost axis in its binding (see [`super::banded`]): the
    /// binding holds the array's cells from row `_wh_win[2]` of that axis on, the other axes
    /// whole.
    Window {
        /// The parameter's index.
        param: usize,
    },
}

impl Redirect {
    fn param(&self) -> usize {
        match self {
            Redirect::Tile(t) => t.param,
            Redirect::Window { param } => *param,
        }
    }
}

/// The element index of `(x, y, z)` (the first `rank`) in a row-major array of extents `n`
/// whose outermost axis starts at row `origin` (`None`: 0).
pub(super) fn row_major(rank: usize, origin: Option<&str>) -> String {
    let outer = |c: &str| origin.map_or(c.to_string(), |o| format!("({c} - {o})"));
    match rank {
        1 => outer("x"),
        2 => format!("x + n.x * {}", outer("y")),
        _ => format!("x + n.x * (y + n.y * {})", outer("z")),
    }
}

/// The generated declarations. With `entry` `None` only the bindings, accessors and scalars
/// are generated (used to diagnose a guest source that does not fit the entry point).
pub fn generate(
    params: &[Param],
    output_rank: usize,
    output: Elem,
    outputs: &[Output],
    entry: Option<Idle>,
    per: u32,
    interior: Option<&str>,
) -> String {
    let (mut out, scalar_loads) = declarations(params, output, output_rank, None);
    let stores = several_outputs(&mut out, params, outputs);
    match entry {
        Some(Idle::Return) if per > 1 => {
            out += &kernel_entry_point(output_rank, per, &scalar_loads, &stores, interior);
        }
        Some(idle) => {
            out += &entry_point_storing(output_rank, idle, 0, &scalar_loads, &stores, |coords, _| {
                (String::new(), format!("kernel({coords})"))
            });
        }
        None => {}
    }
    out
}

/// The generated declarations of a kernel's *checked* program: one element per invocation,
/// and a read outside an [`Edge::Strict`] array recorded in the out-of-range record (see the
/// module docs), bound after every other binding.
pub fn generate_checked(
    params: &[Param],
    output_rank: usize,
    output: Elem,
    outputs: &[Output],
    idle: Idle,
) -> String {
    let naming = Naming { checked: true, ..Naming::PLAIN };
    let (decls, mut loads, _) = param_declarations(params, None, &naming);
    let mut out = header(output, output_rank) + &decls;
    let stores = several_outputs(&mut out, params, outputs);
    out += &fault_declarations(fault_binding(params, outputs));
    if idle == Idle::Call {
        // Invocations past the output call `kernel` too; their reads are not the guest's.
        let _ = writeln!(loads, "    _wh_live = !({});", outside(output_rank));
    }
    out += &entry_point_storing(output_rank, idle, 0, &loads, &stores, |coords, _| {
        (String::new(), format!("kernel({coords})"))
    });
    out
}

/// Elements per invocation of a wide program ([`generate_wide`]): one `vec4`.
pub const WIDE: u32 = 4;

/// The generated declarations of a kernel's *wide* program (see the module docs): four
/// adjacent elements per invocation, the array parameters `wide` (indices; each read only at
/// the element's own coordinates, of the output's shape) and the output bound as arrays of
/// `vec4`. Valid only for calls whose output's x extent is a multiple of 4 (so an invocation's
/// four elements are all inside or all past the end, and start a `vec4`), with those arrays of
/// the output's shape: the host chooses it per call.
pub fn generate_wide(params: &[Param], output_rank: usize, output: Elem, wide: &[usize]) -> String {
    let naming = Naming { wide, ..Naming::PLAIN };
    let (decls, loads, _) = param_declarations(params, None, &naming);
    let mut out = header_of(&format!("vec4<{output}>"), output_rank) + &decls;
    let w = &mut out;
    let [wx, _, _] = workgroup_size(output_rank);
    let span = wx * WIDE;
    entry_header(
        w,
        output_rank,
        "@builtin(workgroup_id) _wh_wid: vec3<u32>, @builtin(local_invocation_id) _wh_lid: vec3<u32>, ",
        0,
    );
    let (block, outside, rest, row) = block_terms(output_rank, span);
    let _ = writeln!(w, "    let _wh_b = vec3<u32>({block});");
    let _ = writeln!(w, "    let _wh_x0 = _wh_b.x + {WIDE}u * _wh_lid.x;");
    let _ = writeln!(w, "    if ({outside}) {{ return; }}");
    let _ = write!(w, "{loads}");
    let _ = writeln!(w, "    let _wh_i4 = (_wh_x0{row}) >> 2u;");
    let arrays = params.iter().enumerate().filter(|(_, p)| matches!(p.kind, ParamKind::Array { .. }));
    for ((index, _), binding) in arrays.zip(2u32..) {
        if wide.contains(&index) {
            let _ = writeln!(w, "    _wh_q{binding} = _wh_a{binding}[_wh_i4];");
        }
    }
    for k in 0..4 {
        let _ = writeln!(w, "    let _wh_v{k} = kernel(_wh_x0 + {k}u{rest});");
    }
    let _ = writeln!(w, "    _wh_out[_wh_i4] = vec4<{output}>(_wh_v0, _wh_v1, _wh_v2, _wh_v3);");
    let _ = writeln!(w, "}}");
    out
}

/// The binding of a checked program's out-of-range record: after the parameter block, the
/// output, the array parameters and the other outputs.
pub fn fault_binding(params: &[Param], outputs: &[Output]) -> u32 {
    let arrays = params.iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count();
    (2 + arrays + outputs.len().saturating_sub(1)) as u32
}

/// The entry point of a kernel computing `per` elements per invocation along x (see the
/// module docs): workgroups of [`workgroup_size`], each covering `per` times its width.
/// With `interior` (a condition, see [`super::interior`]), workgroups where it holds call the
/// interior copy `_wh_i_kernel` instead.
fn kernel_entry_point(
    output_rank: usize,
    per: u32,
    loads: &str,
    stores: &[(String, String)],
    interior: Option<&str>,
) -> String {
    let inner = |coords: &str, k: u32| format!("    let _wh_v{k} = _wh_i_kernel({coords});\n");
    coarse_entry_point(
        output_rank,
        per,
        0,
        loads,
        interior.map(|c| (c, &inner as ElementBody<'_>)),
        |coords, k| format!("    let _wh_v{k} = kernel({coords});\n"),
        |index, k| {
            if stores.is_empty() {
                format!("_wh_out[{index}] = _wh_v{k};")
            } else {
                stores
                    .iter()
                    .map(|(var, member)| format!("{var}[{index}] = _wh_v{k}.{member};"))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        },
    )
}

/// The compute entry point of `per` elements per invocation along x over an output whose
/// extents are words `extents..extents + 3` of the parameter block (see the module docs):
/// each invocation runs `loads`, then the statements `body` gives for each element `k`'s
/// coordinates (a comma-separated list; coordinates past the output's end included), then
/// the statements `store` gives for each element inside the output, at its index. With
/// `inner` (a condition and another `body`), a workgroup whose block (its first element
/// `_wh_b`) meets the condition runs that body instead.
pub(super) fn coarse_entry_point(
    output_rank: usize,
    per: u32,
    extents: usize,
    loads: &str,
    inner: Option<(&str, ElementBody<'_>)>,
    body: impl Fn(&str, u32) -> String,
    store: impl Fn(&str, u32) -> String,
) -> String {
    let mut out = String::new();
    let w = &mut out;
    let [wx, _, _] = workgroup_size(output_rank);
    let span = wx * per;
    entry_header(
        w,
        output_rank,
        "@builtin(workgroup_id) _wh_wid: vec3<u32>, @builtin(local_invocation_id) _wh_lid: vec3<u32>, ",
        extents,
    );
    let (block, outside, rest, row) = block_terms(output_rank, span);
    let _ = writeln!(w, "    let _wh_b = vec3<u32>({block});");
    let _ = writeln!(w, "    let _wh_x0 = _wh_b.x + _wh_lid.x;");
    let _ = writeln!(w, "    if ({outside}) {{ return; }}");
    let _ = write!(w, "{loads}");
    for k in 1..per {
        let _ = writeln!(w, "    let _wh_x{k} = _wh_x0 + {}u;", k * wx);
    }
    // Every element computed first, so their loads are in flight together; then the stores.
    let elements = |body: ElementBody<'_>| {
        let mut out = String::new();
        for k in 0..per {
            out += &body(&format!("_wh_x{k}{rest}"), k);
        }
        for k in 0..per {
            let stored = store(&format!("_wh_x{k}{row}"), k);
            if k == 0 {
                let _ = writeln!(out, "    {stored}");
            } else {
                let _ = writeln!(out, "    if (_wh_x{k} < _wh_n.x) {{ {stored} }}");
            }
        }
        out
    };
    match inner {
        Some((condition, inner)) => {
            let _ = writeln!(w, "    if ({condition}) {{");
            let _ = write!(w, "{}", elements(inner));
            let _ = writeln!(w, "    }} else {{");
            let _ = write!(w, "{}", elements(&body));
            let _ = writeln!(w, "    }}");
        }
        None => {
            let _ = write!(w, "{}", elements(&body));
        }
    }
    let _ = writeln!(w, "}}");
    out
}

/// The terms of an entry point whose workgroups each cover a block of `span` elements along x
/// ([`workgroup_size`] along y and z): the block's first element (`x, y, z`, for `_wh_b`),
/// whether the invocation's first element `_wh_x0` lies past the output, its other coordinates
/// (`, y, z` after x) and their part of the row-major index (after x).
fn block_terms(output_rank: usize, span: u32) -> (String, &'static str, &'static str, &'static str) {
    let [_, wy, wz] = workgroup_size(output_rank);
    match output_rank {
        // Rank 1 folds a second dispatch dimension in, for outputs over 65535 workgroups.
        1 => {
            (format!("(_wh_wid.x + _wh_wid.y * _wh_groups.x) * {span}u, 0u, 0u"), "_wh_x0 >= _wh_n.x", "", "")
        }
        2 => (
            format!("_wh_wid.x * {span}u, _wh_wid.y * {wy}u, 0u"),
            "_wh_x0 >= _wh_n.x | _wh_gid.y >= _wh_n.y",
            ", _wh_gid.y",
            " + _wh_n.x * _wh_gid.y",
        ),
        _ => (
            format!("_wh_wid.x * {span}u, _wh_wid.y * {wy}u, _wh_wid.z * {wz}u"),
            "_wh_x0 >= _wh_n.x | _wh_gid.y >= _wh_n.y | _wh_gid.z >= _wh_n.z",
            ", _wh_gid.y, _wh_gid.z",
            " + _wh_n.x * (_wh_gid.y + _wh_n.y * _wh_gid.z)",
        ),
    }
}

/// The entry point's attributes, its signature (the `builtins` given, then the global id and
/// the workgroup count) and its first statement: the output's extents `_wh_n`, words
/// `extents..extents + 3` of the parameter block.
fn entry_header(w: &mut String, output_rank: usize, builtins: &str, extents: usize) {
    let [wx, wy, wz] = workgroup_size(output_rank);
    let _ = writeln!(w, "@compute @workgroup_size({wx}, {wy}, {wz})");
    let _ = writeln!(
        w,
        "fn {ENTRY_POINT}({builtins}@builtin(global_invocation_id) _wh_gid: vec3<u32>, \
         @builtin(num_workgroups) _wh_groups: vec3<u32>) {{"
    );
    let _ = writeln!(
        w,
        "    let _wh_n = vec3<u32>(_wh_meta[{}u], _wh_meta[{}u], _wh_meta[{}u]);",
        extents,
        extents + 1,
        extents + 2
    );
}

/// The statements computing element `k` of an invocation at its coordinates (a
/// comma-separated list), as [`coarse_entry_point`] takes them.
pub(super) type ElementBody<'a> = &'a dyn Fn(&str, u32) -> String;

/// The extents of the block of elements one workgroup of `per` elements per invocation covers
/// for an output of `rank` (see [`coarse_entry_point`]).
pub fn block(rank: usize, per: u32) -> [u32; 3] {
    let [wx, wy, wz] = workgroup_size(rank);
    [wx * per.max(1), wy, wz]
}

/// The struct a kernel of several outputs returns from `fn kernel`.
pub const OUTPUTS: &str = "Outputs";

/// For a kernel of several `outputs`: declares the [`OUTPUTS`] struct and the bindings of the
/// outputs after the first (after the array parameters' bindings), and returns each output's
/// (binding variable, member) in order; nothing for a kernel of one output.
fn several_outputs(out: &mut String, params: &[Param], outputs: &[Output]) -> Vec<(String, String)> {
    if outputs.is_empty() {
        return Vec::new();
    }
    let arrays = params.iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count() as u32;
    let _ = writeln!(out, "struct {OUTPUTS} {{");
    for o in outputs {
        let _ = writeln!(out, "    {}: {},", o.name, o.elem);
    }
    let _ = writeln!(out, "}}");
    let mut stores = vec![("_wh_out".to_string(), outputs[0].name.clone())];
    for (k, o) in outputs.iter().enumerate().skip(1) {
        let binding = 2 + arrays + k as u32 - 1;
        let var = format!("_wh_o{k}");
        let _ =
            writeln!(out, "@group(0) @binding({binding}) var<storage, read_write> {var}: array<{}>;", o.elem);
        stores.push((var, o.name.clone()));
    }
    stores
}

/// The compute entry point: one invocation per element of an output whose extents are words
/// `extents..extents + 3` of the parameter block. Each invocation runs `loads`, then the
/// statements `body` gives for its coordinates (a comma-separated list) and its element's
/// index, and stores the value `body` gives (the idle invocations of the last workgroups as
/// `idle` says).
pub(super) fn entry_point(
    output_rank: usize,
    idle: Idle,
    extents: usize,
    loads: &str,
    body: impl Fn(&str, &str) -> (String, String),
) -> String {
    entry_point_storing(output_rank, idle, extents, loads, &[], body)
}

/// [`entry_point`] whose value is a struct, each member in `stores` (binding variable, member)
/// stored to its own output at the element's index; `stores` empty: the value is stored to
/// `_wh_out`.
fn entry_point_storing(
    output_rank: usize,
    idle: Idle,
    extents: usize,
    loads: &str,
    stores: &[(String, String)],
    body: impl Fn(&str, &str) -> (String, String),
) -> String {
    let mut out = String::new();
    let w = &mut out;
    let [wx, _, _] = workgroup_size(output_rank);
    entry_header(w, output_rank, "", extents);
    // The output's index and whether this invocation has an element.
    let (prelude, index, inside, coords) = match output_rank {
        // Rank 1 folds a second dispatch dimension in, for outputs over 65535 workgroups.
        1 => (
            format!("    let _wh_x = _wh_gid.x + _wh_gid.y * (_wh_groups.x * {wx}u);\n"),
            "_wh_x",
            outside(1),
            "_wh_x",
        ),
        2 => (String::new(), "_wh_gid.x + _wh_n.x * _wh_gid.y", outside(2), "_wh_gid.x, _wh_gid.y"),
        _ => (
            String::new(),
            "_wh_gid.x + _wh_n.x * (_wh_gid.y + _wh_n.y * _wh_gid.z)",
            outside(3),
            "_wh_gid.x, _wh_gid.y, _wh_gid.z",
        ),
    };
    let (statements, value) = body(coords, index);
    let store = if stores.is_empty() {
        format!("_wh_out[{index}] = _wh_value;")
    } else {
        stores
            .iter()
            .map(|(var, member)| format!("{var}[{index}] = _wh_value.{member};"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let _ = write!(w, "{prelude}");
    match idle {
        Idle::Return if stores.is_empty() => {
            let _ = writeln!(w, "    if ({inside}) {{ return; }}");
            let _ = writeln!(w, "{loads}{statements}    _wh_out[{index}] = {value};");
        }
        Idle::Return => {
            let _ = writeln!(w, "    if ({inside}) {{ return; }}");
            let _ = writeln!(w, "{loads}{statements}    let _wh_value = {value};");
            let _ = writeln!(w, "    {store}");
        }
        Idle::Call => {
            let _ = writeln!(w, "{loads}{statements}    let _wh_value = {value};");
            let _ = writeln!(w, "    if (!({inside})) {{ {store} }}");
        }
    }
    let _ = writeln!(w, "}}");
    out
}

/// Coordinate `c` (the accessor's argument `_wh_c`) clamped into `0..n.c`, one that wrapped
/// below zero counting as negative.
fn clamped(c: &str) -> String {
    format!("u32(clamp(bitcast<i32>(_wh_{c}), 0i, bitcast<i32>(n.{c}) - 1i))")
}

/// Coordinate `c` (the accessor's argument `_wh_c`) modulo `n.c`, one that wrapped below zero
/// counting as negative.
fn wrapped(c: &str) -> String {
    format!(
        "u32(((bitcast<i32>(_wh_{c}) % bitcast<i32>(n.{c})) + bitcast<i32>(n.{c})) % bitcast<i32>(n.{c}))"
    )
}

/// The `_shape` function of array `name` of `rank` whose extents are the variable `extents`.
fn declare_shape(w: &mut String, name: &str, extents: &str, rank: usize) {
    let shape = match rank {
        1 => format!("{extents}.x"),
        2 => format!("{extents}.xy"),
        _ => extents.to_string(),
    };
    let _ = writeln!(w, "fn {name}_shape() -> {} {{ return {shape}; }}", shape_type(rank));
}

/// Whether the invocation of a one-element-per-invocation entry point lies past the output
/// (see [`entry_point_storing`]).
fn outside(rank: usize) -> &'static str {
    match rank {
        1 => "_wh_x >= _wh_n.x",
        2 => "_wh_gid.x >= _wh_n.x | _wh_gid.y >= _wh_n.y",
        _ => "_wh_gid.x >= _wh_n.x | _wh_gid.y >= _wh_n.y | _wh_gid.z >= _wh_n.z",
    }
}

/// How [`params`] names what it generates for one kernel's parameters.
pub(super) struct Naming<'a> {
    /// Put before the guest-visible names (accessors, `_shape` functions, scalars).
    pub prefix: &'a str,
    /// The parameter block's word where the parameters' words begin.
    pub word: usize,
    /// The first array parameter's binding.
    pub binding: u32,
    /// An array parameter read from a private value instead of a binding: (its index, the
    /// value's variable, its extents' variable). Pointwise reads only (see [`super::merged`]).
    pub cached: Option<(usize, &'a str, &'a str)>,
    /// Whether a read outside an [`Edge::Strict`] array calls `_wh_fault` (the checked
    /// program, see the module docs); otherwise such a read gives 0, as [`Edge::Zero`].
    pub checked: bool,
    /// The array parameters (indices) bound as `array<vec4<T>>` and read from the invocation's
    /// own four elements (the wide program, [`generate_wide`]).
    pub wide: &'a [usize],
}

impl Naming<'_> {
    /// One kernel alone: the guest's own names, its words after the output's extents.
    const PLAIN: Naming<'static> =
        Naming { prefix: "", word: 3, binding: 2, cached: None, checked: false, wide: &[] };
}

/// The marker, the two bindings every kernel has (the parameter block and the output), and
/// `output_shape()`: the extents of the output of `rank` (gpu.js's `this.output`), words 0..3
/// of the parameter block in every program made from a kernel (a merged program's members
/// share their output's shape, and its block starts with the first member's).
pub(super) fn header(output: Elem, rank: usize) -> String {
    header_of(&output.to_string(), rank)
}

/// [`header`] with the output's binding an array of `element`.
fn header_of(element: &str, rank: usize) -> String {
    let shape = match rank {
        1 => "_wh_meta[0u]",
        2 => "vec2<u32>(_wh_meta[0u], _wh_meta[1u])",
        _ => "vec3<u32>(_wh_meta[0u], _wh_meta[1u], _wh_meta[2u])",
    };
    format!(
        "\n{MARKER}\n@group(0) @binding(0) var<storage, read> _wh_meta: array<u32>;\n\
         @group(0) @binding(1) var<storage, read_write> _wh_out: array<{element}>;\n\
         fn output_shape() -> {} {{ return {shape}; }}\n",
        shape_type(rank)
    )
}

/// The marker, the bindings, the accessors (the `redirect`ed one reading its tile or window)
/// and the scalar globals; and the statements that load the extents and scalars from the
/// parameter block, which an entry point runs first.
pub(super) fn declarations(
    params: &[Param],
    output: Elem,
    rank: usize,
    redirect: Option<&Redirect>,
) -> (String, String) {
    let (decls, loads, _) = param_declarations(params, redirect, &Naming::PLAIN);
    (header(output, rank) + &decls, loads)
}

/// A strict array's out-of-range record: binding `binding` holds [set, parameter, x, y, z];
/// the first read outside (of a live invocation, see [`Live`]) sets it, later ones leave it.
fn fault_declarations(binding: u32) -> String {
    format!(
        "@group(0) @binding({binding}) var<storage, read_write> _wh_faults: array<atomic<u32>, {FAULT_WORDS}>;\n\
         var<private> _wh_live: bool = true;\n\
         fn _wh_fault(p: u32, c: vec3<u32>) {{\n\
         \x20   if (_wh_live && atomicExchange(&_wh_faults[0], 1u) == 0u) {{\n\
         \x20       atomicStore(&_wh_faults[1], p);\n\
         \x20       atomicStore(&_wh_faults[2], c.x);\n\
         \x20       atomicStore(&_wh_faults[3], c.y);\n\
         \x20       atomicStore(&_wh_faults[4], c.z);\n\
         \x20   }}\n\
         }}\n"
    )
}

/// Words of a checked program's out-of-range record (see [`fault_declarations`]).
pub const FAULT_WORDS: usize = 8;

/// The declarations for `params` named as `naming` says: per array parameter its binding (or
/// tile, or cached value), extents and accessors; per scalar its global. Also the statements
/// that load them, and the next free binding.
pub(super) fn param_declarations(
    params: &[Param],
    redirect: Option<&Redirect>,
    naming: &Naming<'_>,
) -> (String, String, u32) {
    let mut out = String::new();
    let w = &mut out;
    let mut word = naming.word;
    let mut binding = naming.binding;
    let mut scalar_loads = String::new();
    let prefix = naming.prefix;
    for (index, p) in params.iter().enumerate() {
        let name = format!("{prefix}{}", p.name);
        match p.kind {
            ParamKind::Array { elem, rank, .. } if naming.wide.contains(&index) => {
                // Read only at the invocation's own elements, which lie inside: the four of
                // them are loaded as one vector by the entry point ([`generate_wide`]).
                let rank = usize::from(rank);
                let extents = format!("_wh_n{binding}");
                let _ = writeln!(w, "@group(0) @binding({binding}) var<storage, read> _wh_a{binding}: array<vec4<{elem}>>;");
                let _ = writeln!(w, "var<private> _wh_q{binding}: vec4<{elem}>;");
                let _ = writeln!(w, "var<private> {extents}: vec3<u32>;");
                let _ = writeln!(
                    scalar_loads,
                    "    {extents} = vec3<u32>(_wh_meta[{}u], _wh_meta[{}u], _wh_meta[{}u]);",
                    word,
                    word + 1,
                    word + 2
                );
                let args: Vec<String> = COORDS[..rank].iter().map(|c| format!("{c}: u32")).collect();
                let _ = writeln!(w, "fn {name}({}) -> {elem} {{ return _wh_q{binding}[x & 3u]; }}", args.join(", "));
                declare_shape(w, &name, &extents, rank);
                word += 3;
                binding += 1;
            }
            ParamKind::Array { elem, rank, edge } => {
                let rank = usize::from(rank);
                let cached = naming.cached.filter(|c| c.0 == index);
                let buf = format!("_wh_a{binding}");
                // The extents are loaded once per invocation (by the entry point), not per access.
                let extents = match cached {
                    Some((_, _, extents)) => extents.to_string(),
                    None => {
                        let _ = writeln!(
                            w,
                            "@group(0) @binding({binding}) var<storage, read> {buf}: array<{elem}>;"
                        );
                        format!("_wh_n{binding}")
                    }
                };
                let coords = &COORDS[..rank];
                // Clamp and wrap map each coordinate into the array first. A redirected array
                // (a block's tile, a band's window) is clamped before its lookup: a clamped
                // read of a cell inside lies within the read radius of it, so in the tile or
                // window; wrapped arrays are never redirected (`plan::fusion` refuses them).
                let redirected = redirect.filter(|r| r.param() == index).is_some();
                let mapping: Option<fn(&str) -> String> = match edge {
                    _ if cached.is_some() => None,
                    Edge::Clamp => Some(clamped),
                    Edge::Wrap if !redirected => Some(wrapped),
                    _ => None,
                };
                let args: Vec<String> = coords
                    .iter()
                    .map(|c| if mapping.is_some() { format!("_wh_{c}: u32") } else { format!("{c}: u32") })
                    .collect();
                let _ = writeln!(w, "var<private> {extents}: vec3<u32>;");
                let _ = writeln!(
                    scalar_loads,
                    "    {extents} = vec3<u32>(_wh_meta[{}u], _wh_meta[{}u], _wh_meta[{}u]);",
                    word,
                    word + 1,
                    word + 2
                );
                let _ = writeln!(w, "fn {name}({}) -> {elem} {{", args.join(", "));
                let _ = writeln!(w, "    let n = {extents};");
                if let Some(map) = mapping {
                    for c in coords {
                        let _ = writeln!(w, "    let {c} = {};", map(c));
                    }
                }
                if mapping.is_some() && !redirected {
                    // Every mapped coordinate lies inside.
                    let index = row_major(rank, None);
                    let _ = writeln!(w, "    return {buf}[{index}];\n}}");
                    declare_shape(w, &name, &extents, rank);
                    word += 3;
                    binding += 1;
                    continue;
                }
                let inside: Vec<String> = coords.iter().map(|c| format!("{c} < n.{c}")).collect();
                // `&`, not `&&`: both sides are cheap, and no branch is better on every target.
                let _ = writeln!(w, "    let inside = {};", inside.join(" & "));
                if naming.checked && edge == Edge::Strict {
                    let c: Vec<&str> = (0..3).map(|a| coords.get(a).copied().unwrap_or("0u")).collect();
                    let _ = writeln!(
                        w,
                        "    if (!inside) {{ _wh_fault({index}u, vec3<u32>({}, {}, {})); }}",
                        c[0], c[1], c[2]
                    );
                }
                match (redirect.filter(|r| r.param() == index), cached) {
                    (_, Some((_, value, _))) => {
                        // Read only at the invocation's own element, which lies inside.
                        let _ = writeln!(w, "    return select({}, {value}, inside);", zero(elem));
                    }
                    (Some(Redirect::Tile(t)), None) => {
                        // In the tile by construction (the block's halo covers every offset
                        // the kernel reads); the `min` keeps any index inside the array.
                        let [rx, ry, rz] = t.region;
                        let local = |c: &str, axis: usize| format!("({c} - _wh_org[{axis}])");
                        let index = match rank {
                            1 => local("x", 0),
                            2 => format!("{} + {rx}u * {}", local("x", 0), local("y", 1)),
                            _ => format!(
                                "{} + {rx}u * ({} + {ry}u * {})",
                                local("x", 0),
                                local("y", 1),
                                local("z", 2)
                            ),
                        };
                        let last = rx * ry * rz - 1;
                        let _ = writeln!(
                            w,
                            "    return select({}, _wh_tile[_wh_src][min({index}, {last}u)], inside);",
                            zero(elem)
                        );
                    }
                    (Some(Redirect::Window { .. }), None) => {
                        // Inside the array, the row lies in the window by construction (each
                        // phase computes rows whose reads the previous phase computed).
                        let index = row_major(rank, Some("_wh_win[2u]"));
                        let _ = writeln!(w, "    return select({}, {buf}[{index}], inside);", zero(elem));
                    }
                    _ => {
                        let index = row_major(rank, None);
                        // Outside, the index may point anywhere: a load outside the binding
                        // gives 0 on both executors (robust buffer access), and the select
                        // discards the value.
                        let _ = writeln!(w, "    return select({}, {buf}[{index}], inside);", zero(elem));
                    }
                }
                let _ = writeln!(w, "}}");
                declare_shape(w, &name, &extents, rank);
                word += 3;
                if cached.is_none() {
                    binding += 1;
                }
            }
            ParamKind::Scalar(elem) => {
                let _ = writeln!(w, "var<private> {name}: {elem};");
                let load = match elem {
                    Elem::F32 => format!("bitcast<f32>(_wh_meta[{word}u])"),
                    Elem::I32 => format!("bitcast<i32>(_wh_meta[{word}u])"),
                    Elem::U32 => format!("_wh_meta[{word}u]"),
                };
                let _ = writeln!(scalar_loads, "    {name} = {load};");
                word += 1;
            }
        }
    }
    (out, scalar_loads, binding)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_module_parses_for_every_rank() {
        for rank in 1..=3u8 {
            let params = vec![
                Param::array("u", Elem::F32, rank, Edge::Zero),
                Param::array("k", Elem::I32, 1, Edge::Zero),
                Param { name: "a".into(), kind: ParamKind::Scalar(Elem::F32) },
                Param { name: "b".into(), kind: ParamKind::Scalar(Elem::I32) },
                Param { name: "c".into(), kind: ParamKind::Scalar(Elem::U32) },
            ];
            let coords = ["x", "y", "z"];
            let sig: Vec<String> = coords[..rank as usize].iter().map(|c| format!("{c}: u32")).collect();
            let call: Vec<&str> = coords[..rank as usize].to_vec();
            let src = format!(
                "fn kernel({}) -> f32 {{ return a * u({}) + f32(k(0u) + b) + f32(c); }}",
                sig.join(", "),
                call.join(", ")
            );
            for (idle, per) in [(Idle::Return, 1), (Idle::Call, 1), (Idle::Return, 4), (Idle::Return, 3)] {
                let full =
                    src.clone() + &generate(&params, rank as usize, Elem::F32, &[], Some(idle), per, None);
                let module = naga::front::wgsl::parse_str(&full)
                    .unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
                naga::valid::Validator::new(Default::default(), Default::default())
                    .validate(&module)
                    .unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
            }
            // The wide program, `u` (read at its own element) bound as vectors.
            let full = src.clone() + &generate_wide(&params, rank as usize, Elem::F32, &[0]);
            let module =
                naga::front::wgsl::parse_str(&full).unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
            naga::valid::Validator::new(Default::default(), Default::default())
                .validate(&module)
                .unwrap_or_else(|e| panic!("{}", e.emit_to_string(&full)));
            assert_eq!(meta_words(&params), 3 + 6 + 3);
        }
    }
}
