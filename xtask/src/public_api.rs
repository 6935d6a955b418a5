//! The public API of the library crates as a sorted listing of their items, read from the
//! source with `syn` (no build, no nightly rustdoc): `cargo xtask public-api` compares each
//! crate's listing with the one committed beside its `Cargo.toml` (`public-api.txt`), and
//! `--bless` writes them; xtask's own test does the comparison in CI, so a change to the API
//! shows as a diff of that file.
//!
//! What counts (default features, the `testing` feature off):
//! - every `pub` item of a module reachable from the crate root through `pub mod`s: functions
//!   (their signatures), structs (name and `pub` fields), enums (variants), traits (their
//!   items), type aliases, constants and statics, `#[macro_export]` macros, and `pub use`s as
//!   written;
//! - in private modules, the `pub` items whose name a `pub use` of a public module names (an
//!   item re-exported under its own or another name);
//! - the `pub` methods and the trait impls of every listed type.
//!
//! Items under `#[cfg(test)]`, `#[cfg(feature = "testing")]` or `#[doc(hidden)]`, and modules
//! declared by a macro (the host's `internal_modules!`: private without `testing`), are not
//! API. Names are matched by their last segment, which may list a private item that shares a
//! re-exported one's name: the listing errs towards showing more.

use std::collections::{BTreeSet, HashSet};
use std::path::{Path, PathBuf};

use anyhow::{Context as _, bail};
use quote::ToTokens;
use syn::{Attribute, ImplItem, Item, TraitItem, UseTree, Visibility};

/// The crates whose API is listed: (name, folder under the workspace root).
pub const CRATES: [(&str, &str); 3] =
    [("wasm_host", "host"), ("wasm_host_device", "crates/device"), ("naga_wasm", "crates/naga-wasm")];

/// The file each crate's listing is committed in, beside its `Cargo.toml`.
pub const LISTING: &str = "public-api.txt";

/// One parsed module: its path, whether every module on the way to it is `pub`, its items.
struct Module {
    path: String,
    public: bool,
    items: Vec<Item>,
}

/// The listing of the crate whose `src/lib.rs` is under `dir`, one entry per line, sorted.
pub fn listing(name: &str, dir: &Path) -> anyhow::Result<String> {
    let mut modules = Vec::new();
    let lib = dir.join("src/lib.rs");
    let file = parse(&lib)?;
    collect(name.to_string(), true, file.items, &dir.join("src"), &mut modules)?;

    // Names re-exported by the `pub use`s of public modules.
    let mut exported = HashSet::new();
    for m in modules.iter().filter(|m| m.public) {
        for item in &m.items {
            if let Item::Use(u) = item
                && is_pub(&u.vis)
                && is_api(&u.attrs)
            {
                use_names(&u.tree, &mut exported);
            }
        }
    }

    let mut lines = BTreeSet::new();
    let mut types = HashSet::new();
    for m in &modules {
        for item in &m.items {
            let listed = |ident: &syn::Ident| m.public || exported.contains(&ident.to_string());
            match item {
                Item::Fn(f) if is_pub(&f.vis) && is_api(&f.attrs) && listed(&f.sig.ident) => {
                    lines.insert(format!("{}: {}", m.path, tokens(&f.sig)));
                }
                Item::Struct(s) if is_pub(&s.vis) && is_api(&s.attrs) && listed(&s.ident) => {
                    types.insert(s.ident.to_string());
                    let head = format!("{}: struct {}{}", m.path, s.ident, tokens(&s.generics));
                    for (i, field) in s.fields.iter().enumerate() {
                        if is_pub(&field.vis) && is_api(&field.attrs) {
                            let name =
                                field.ident.as_ref().map_or_else(|| i.to_string(), ToString::to_string);
                            lines.insert(format!("{head} .{name}: {}", tokens(&field.ty)));
                        }
                    }
                    lines.insert(head);
                }
                Item::Enum(e) if is_pub(&e.vis) && is_api(&e.attrs) && listed(&e.ident) => {
                    types.insert(e.ident.to_string());
                    let head = format!("{}: enum {}{}", m.path, e.ident, tokens(&e.generics));
                    for v in e.variants.iter().filter(|v| is_api(&v.attrs)) {
                        let mut v = v.clone();
                        v.attrs.clear();
                        v.discriminant = None;
                        v.fields.iter_mut().for_each(|f| f.attrs.clear());
                        lines.insert(format!("{head} ::{}", tokens(&v)));
                    }
                    lines.insert(head);
                }
                Item::Trait(t) if is_pub(&t.vis) && is_api(&t.attrs) && listed(&t.ident) => {
                    types.insert(t.ident.to_string());
                    let bounds = if t.supertraits.is_empty() {
                        String::new()
                    } else {
                        format!(": {}", tokens(&t.supertraits))
                    };
                    let head = format!("{}: trait {}{}{bounds}", m.path, t.ident, tokens(&t.generics));
                    for ti in &t.items {
                        let entry = match ti {
                            TraitItem::Fn(f) if is_api(&f.attrs) => Some(tokens(&f.sig)),
                            TraitItem::Type(ty) if is_api(&ty.attrs) => {
                                Some(format!("type {}{}", ty.ident, tokens(&ty.generics)))
                            }
                            TraitItem::Const(c) if is_api(&c.attrs) => {
                                Some(format!("const {}: {}", c.ident, tokens(&c.ty)))
                            }
                            _ => None,
                        };
                        if let Some(entry) = entry {
                            lines.insert(format!("{head} {{ {entry} }}"));
                        }
                    }
                    lines.insert(head);
                }
                Item::Type(t) if is_pub(&t.vis) && is_api(&t.attrs) && listed(&t.ident) => {
                    types.insert(t.ident.to_string());
                    lines.insert(format!(
                        "{}: type {}{} = {}",
                        m.path,
                        t.ident,
                        tokens(&t.generics),
                        tokens(&t.ty)
                    ));
                }
                Item::Const(c) if is_pub(&c.vis) && is_api(&c.attrs) && listed(&c.ident) => {
                    lines.insert(format!("{}: const {}: {}", m.path, c.ident, tokens(&c.ty)));
                }
                Item::Static(s) if is_pub(&s.vis) && is_api(&s.attrs) && listed(&s.ident) => {
                    lines.insert(format!("{}: static {}: {}", m.path, s.ident, tokens(&s.ty)));
                }
                Item::Macro(mac) if is_api(&mac.attrs) && has_attr(&mac.attrs, "macro_export") => {
                    if let Some(ident) = &mac.ident {
                        lines.insert(format!("{name}: macro {ident}!"));
                    }
                }
                Item::Use(u) if m.public && is_pub(&u.vis) && is_api(&u.attrs) => {
                    lines.insert(format!("{}: use {}", m.path, tokens(&u.tree)));
                }
                _ => {}
            }
        }
    }

    // The methods and trait impls of the listed types, wherever their impl blocks are.
    for m in &modules {
        for item in &m.items {
            let Item::Impl(imp) = item else { continue };
            if !is_api(&imp.attrs) {
                continue;
            }
            let Some(ty) = last_ident(&imp.self_ty) else { continue };
            if !types.contains(&ty) {
                continue;
            }
            let head = format!("impl{} {}", tokens(&imp.generics), tokens(&imp.self_ty));
            match &imp.trait_ {
                Some((bang, path, _)) => {
                    let not = if bang.is_some() { "!" } else { "" };
                    lines.insert(format!(
                        "impl{} {not}{} for {}",
                        tokens(&imp.generics),
                        tokens(path),
                        tokens(&imp.self_ty)
                    ));
                }
                None => {
                    for ii in &imp.items {
                        match ii {
                            ImplItem::Fn(f) if is_pub(&f.vis) && is_api(&f.attrs) => {
                                lines.insert(format!("{head} {{ {} }}", tokens(&f.sig)));
                            }
                            ImplItem::Const(c) if is_pub(&c.vis) && is_api(&c.attrs) => {
                                lines.insert(format!("{head} {{ const {}: {} }}", c.ident, tokens(&c.ty)));
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
    }
    let mut out = String::new();
    for line in lines {
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

/// Checks (or with `bless` writes) every crate's committed listing; the differing crates'
/// names and lines in the error.
pub fn check(root: &Path, bless: bool) -> anyhow::Result<()> {
    let mut differ = Vec::new();
    for (name, dir) in CRATES {
        let dir = root.join(dir);
        let now = listing(name, &dir)?;
        let file = dir.join(LISTING);
        if bless {
            std::fs::write(&file, &now).with_context(|| format!("cannot write {}", file.display()))?;
            continue;
        }
        let committed = std::fs::read_to_string(&file).unwrap_or_default();
        if committed != now {
            let old: BTreeSet<&str> = committed.lines().collect();
            let new: BTreeSet<&str> = now.lines().collect();
            let mut diff = format!("{} (`{}`):", name, file.display());
            for line in old.difference(&new) {
                diff.push_str(&format!("\n  - {line}"));
            }
            for line in new.difference(&old) {
                diff.push_str(&format!("\n  + {line}"));
            }
            differ.push(diff);
        }
    }
    if !differ.is_empty() {
        bail!(
            "the public API differs from its committed listing (if the change is meant, `cargo xtask public-api --bless` and commit):\n{}",
            differ.join("\n")
        );
    }
    Ok(())
}

fn parse(path: &Path) -> anyhow::Result<syn::File> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    syn::parse_file(&text).with_context(|| format!("cannot parse {}", path.display()))
}

/// Collects `items` as module `path` and recurses into its modules; `dir` is where the files of
/// its child modules are.
fn collect(
    path: String,
    public: bool,
    items: Vec<Item>,
    dir: &Path,
    out: &mut Vec<Module>,
) -> anyhow::Result<()> {
    for item in &items {
        let Item::Mod(m) = item else { continue };
        if !is_api(&m.attrs) {
            continue;
        }
        let child = format!("{path}::{}", m.ident);
        let child_public = public && is_pub(&m.vis);
        let name = m.ident.to_string();
        match &m.content {
            Some((_, inline)) => collect(child, child_public, inline.clone(), &dir.join(&name), out)?,
            None => {
                collect(child, child_public, parse(&module_file(dir, &name)?)?.items, &dir.join(&name), out)?
            }
        }
    }
    out.push(Module { path, public, items });
    Ok(())
}

/// The file of module `name` declared in a module whose children live in `dir` (its own
/// children live in `dir/name/` either way).
fn module_file(dir: &Path, name: &str) -> anyhow::Result<PathBuf> {
    let flat = dir.join(format!("{name}.rs"));
    if flat.is_file() {
        return Ok(flat);
    }
    let nested = dir.join(name).join("mod.rs");
    if nested.is_file() {
        return Ok(nested);
    }
    bail!("module {name}: neither {} nor {}", flat.display(), nested.display())
}

fn is_pub(vis: &Visibility) -> bool {
    matches!(vis, Visibility::Public(_))
}

/// Whether an item with `attrs` is API: not test code, not behind `testing`, not hidden.
fn is_api(attrs: &[Attribute]) -> bool {
    !attrs.iter().any(|a| {
        let text = tokens(a).replace(' ', "");
        text.starts_with("#[cfg(test")
            || text.contains("feature=\"testing\"") && !text.contains("not(feature=\"testing\")")
            || text == "#[doc(hidden)]"
    })
}

fn has_attr(attrs: &[Attribute], name: &str) -> bool {
    attrs.iter().any(|a| a.path().is_ident(name))
}

/// The names a `use` tree brings in (its leaves, or their renames).
fn use_names(tree: &UseTree, out: &mut HashSet<String>) {
    match tree {
        UseTree::Path(p) => use_names(&p.tree, out),
        UseTree::Name(n) => {
            out.insert(n.ident.to_string());
        }
        UseTree::Rename(r) => {
            out.insert(r.ident.to_string());
            out.insert(r.rename.to_string());
        }
        UseTree::Glob(_) => {}
        UseTree::Group(g) => g.items.iter().for_each(|t| use_names(t, out)),
    }
}

fn last_ident(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

fn tokens(t: &impl ToTokens) -> String {
    t.to_token_stream().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed listings are the source's (CI runs this through `cargo xtask test`).
    #[test]
    fn public_api_is_as_committed() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the workspace");
        if let Err(e) = check(root, false) {
            panic!("{e:#}");
        }
    }

    /// The listing sees what it should: a public module's items, a re-export from a private
    /// one with its methods, and not test code, `testing` items or private modules' others.
    #[test]
    fn listing_follows_the_rules() {
        let dir = std::env::temp_dir().join(format!("xtask-public-api-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("src/inner")).expect("temp dir");
        std::fs::write(
            dir.join("src/lib.rs"),
            "pub mod open;\nmod inner;\npub use inner::Shown;\n#[cfg(feature = \"testing\")]\npub fn for_tests() {}\n",
        )
        .expect("write");
        std::fs::write(
            dir.join("src/open.rs"),
            "pub fn f(x: u32) -> u32 { x }\nfn private() {}\n#[cfg(test)]\npub fn in_tests() {}\npub struct S { pub a: u8, b: u8 }\n",
        )
        .expect("write");
        std::fs::write(
            dir.join("src/inner/mod.rs"),
            "pub struct Shown;\npub struct Hidden;\nimpl Shown { pub fn go(&self) {} fn not(&self) {} }\nimpl Hidden { pub fn no(&self) {} }\nimpl Clone for Shown { fn clone(&self) -> Self { Shown } }\n",
        )
        .expect("write");
        let got = listing("c", &dir).expect("listing");
        let _ = std::fs::remove_dir_all(&dir);
        let want = [
            "c: use inner :: Shown",
            "c::inner: struct Shown",
            "c::open: fn f (x : u32) -> u32",
            "c::open: struct S",
            "c::open: struct S .a: u8",
            "impl Clone for Shown",
            "impl Shown { fn go (& self) }",
        ];
        let lines: Vec<&str> = got.lines().collect();
        assert_eq!(lines, want, "{got}");
    }
}
