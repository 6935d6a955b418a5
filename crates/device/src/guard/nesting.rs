//! How deep a WGSL source's expressions nest, read off its text before naga parses it.
//!
//! naga's WGSL front end lowers an expression by recursing once per operator, bracket and
//! member access on the way down; a guest's source of a megabyte can nest half a million
//! deep (`a | b | c | ...`, `!!!!x`, `((((x))))`) and would exhaust the host thread's stack (an
//! abort, not an error). The Guard therefore measures an upper bound of every statement's
//! nesting first and refuses a module over its limit by name.
//!
//! The bound: within one argument of a bracket (or a statement), operators chain (each adds
//! a level: naga builds `a + b + c` as a left-leaning tree); a bracketed group adds one level
//! over its deepest argument; comma-separated arguments are siblings (an array of 4096
//! negative literals is shallow). Two-character operators count once; comments are
//! skipped, block comments nested as WGSL nests them.

/// One open bracket (or the statement itself).
#[derive(Default)]
struct Level {
    /// Operators in the current argument.
    ops: usize,
    /// The deepest bracketed group in the current argument.
    child: usize,
    /// The deepest argument finished so far.
    best: usize,
}

impl Level {
    fn depth(&self) -> usize {
        self.best.max(self.ops + self.child)
    }
}

/// The end of the block comment that opens at byte `start` of `b` (WGSL's block comments
/// nest): the byte after its `*/`, or the text's end if it never closes.
pub fn block_comment_end(b: &[u8], start: usize) -> usize {
    let (mut i, mut open) = (start, 0usize);
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            open += 1;
            i += 2;
        } else if b[i..].starts_with(b"*/") {
            open -= 1;
            i += 2;
            if open == 0 {
                break;
            }
        } else {
            i += 1;
        }
    }
    i
}

/// The deepest statement of `source`: (its nesting bound, the byte range of the statement).
pub(super) fn deepest(source: &str) -> (usize, std::ops::Range<usize>) {
    let b = source.as_bytes();
    let mut levels = vec![Level::default()];
    let (mut worst, mut worst_at) = (0, 0..0);
    // The statement's first byte that is not blank or a comment.
    let mut start = None;
    let mut i = 0;
    let mut finish = |levels: &mut Vec<Level>, start: usize, end: usize| {
        // Unclosed brackets (malformed; naga reports it) count as closed here.
        let mut d = 0;
        while let Some(l) = levels.pop() {
            d = l.depth().max(d) + usize::from(!levels.is_empty());
            if let Some(p) = levels.last_mut() {
                p.child = p.child.max(d);
            }
        }
        levels.push(Level::default());
        if d > worst {
            worst = d;
            worst_at = start..end;
        }
    };
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied().unwrap_or(0);
        let comment = c == b'/' && (next == b'/' || next == b'*');
        if !comment && !c.is_ascii_whitespace() && !matches!(c, b';' | b'{' | b'}') {
            start.get_or_insert(i);
        }
        match c {
            b'/' if next == b'/' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if next == b'*' => {
                i = block_comment_end(b, i);
                continue;
            }
            b';' | b'{' | b'}' => {
                finish(&mut levels, start.take().unwrap_or(i), i);
            }
            b'(' | b'[' => levels.push(Level::default()),
            b')' | b']' if levels.len() > 1 => {
                let l = levels.pop().unwrap_or_default();
                if let Some(p) = levels.last_mut() {
                    p.child = p.child.max(l.depth() + 1);
                }
            }
            b',' => {
                if let Some(l) = levels.last_mut() {
                    l.best = l.depth();
                    l.ops = 0;
                    l.child = 0;
                }
            }
            b'.' if next.is_ascii_alphabetic() || next == b'_' => {
                if let Some(l) = levels.last_mut() {
                    l.ops += 1;
                }
            }
            b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' | b'!' | b'~' | b'<' | b'>' | b'=' => {
                if let Some(l) = levels.last_mut() {
                    l.ops += 1;
                }
                // `==`, `!=`, `<=`, `>=`, `&&`, `||`, `<<`, `>>`, `->` are one operator.
                let pair = matches!(
                    (c, next),
                    (b'=', b'=')
                        | (b'!', b'=')
                        | (b'<', b'=')
                        | (b'>', b'=')
                        | (b'&', b'&')
                        | (b'|', b'|')
                        | (b'<', b'<')
                        | (b'>', b'>')
                        | (b'-', b'>')
                );
                if pair {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    finish(&mut levels, start.unwrap_or(b.len()), b.len());
    (worst, worst_at)
}

#[cfg(test)]
mod tests {
    use super::deepest;

    #[test]
    fn chains_brackets_and_siblings() {
        assert_eq!(deepest("let a = b;").0, 1);
        assert_eq!(deepest("let a = b + c * d;").0, 3);
        // A bracket adds one level over its deepest argument; arguments are siblings.
        assert_eq!(deepest("let a = f(b + c, d);").0, 1 + 2);
        assert_eq!(deepest("let a = ((((b))));").0, 1 + 4);
        assert_eq!(deepest("x = !!!!y;").0, 5);
        assert_eq!(deepest("let a = v.x.y.z;").0, 4);
        assert_eq!(deepest("if (a == b) { c = d <= e; }").0, 2);
        let terms: Vec<String> = (0..4096).map(|k| format!("-{k}.5")).collect();
        assert!(deepest(&format!("const t = array({});", terms.join(", "))).0 < 5);
        let chain: Vec<&str> = vec!["a"; 5000];
        assert_eq!(deepest(&format!("let a = {};", chain.join(" | "))).0, 5000);
        // Comments (block comments nest) are skipped; the deepest statement's range is given.
        let src = "/* ((( /* ((( */ ((( */ let a = b; // (((((\nlet c = (((d)));";
        let (d, at) = deepest(src);
        assert_eq!((d, &src[at]), (4, "let c = (((d)))"));
        // Unclosed brackets still count.
        assert_eq!(deepest("let a = (((b").0, 4);
    }
}
