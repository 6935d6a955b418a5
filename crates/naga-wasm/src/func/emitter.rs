//! One function's code as it is written: its locals, its instructions, and the labels of the
//! structured blocks (`block`, `loop`, `if`) open at the end of the code.
//!
//! A block is opened with [`Emitter::open`], which hands back the one [`Open`] that closes it;
//! [`Emitter::close`] takes it back and refuses (an internal error, never unbalanced code) a
//! block that is not the innermost one open, and [`Emitter::finish`] one left open. `br`
//! depths are computed from label indices ([`Emitter::depth_of`]), never counted by hand.

use wasm_encoder::{Instruction as I, ValType};

use super::Label;
use crate::error::{Result, internal};

pub(super) struct Emitter {
    /// The function's parameters, which come before its locals in wasm's index space.
    pub(super) n_params: u32,
    pub(super) locals: Vec<ValType>,
    pub(super) code: Vec<I<'static>>,
    /// The open blocks' labels, innermost last.
    labels: Vec<Label>,
}

/// An open block; [`Emitter::close`] consumes it.
#[must_use = "a block that is opened must be closed"]
#[derive(Debug)]
pub(super) struct Open {
    index: usize,
}

impl Open {
    /// The block's label index (for [`Emitter::depth_of`]).
    pub(super) fn index(&self) -> usize {
        self.index
    }
}

impl Emitter {
    pub(super) fn new(n_params: u32) -> Self {
        Emitter { n_params, locals: Vec::new(), code: Vec::new(), labels: Vec::new() }
    }

    /// A new local of type `t`, by its index.
    pub(super) fn local(&mut self, t: ValType) -> u32 {
        self.locals.push(t);
        self.n_params + self.locals.len() as u32 - 1
    }

    /// Emits `i` (a `block`, `loop` or `if`) and opens its label; a loop starts with the
    /// interrupt check (see [`crate::abi::STOP`]): every loop of every module has it.
    pub(super) fn open(&mut self, i: I<'static>, label: Label) -> Open {
        let is_loop = matches!(i, I::Loop(_));
        self.code.push(i);
        if is_loop {
            self.code.extend(interrupt_check());
        }
        self.open_label(label)
    }

    /// Emits the interrupt check (see [`crate::abi::STOP`]) here: at the entry of a helper
    /// that calls others, where work can grow without a loop (calls that multiply).
    pub(super) fn check_interrupt(&mut self) {
        self.code.extend(interrupt_check());
    }

    /// Opens a label with no instruction of its own: the code under it is taken out and put
    /// inside a block later (a row's checked body).
    pub(super) fn open_label(&mut self, label: Label) -> Open {
        self.labels.push(label);
        Open { index: self.labels.len() - 1 }
    }

    /// Emits the `end` of the innermost open block.
    pub(super) fn close(&mut self, open: Open) -> Result<()> {
        self.close_label(open)?;
        self.code.push(I::End);
        Ok(())
    }

    /// Closes a label opened by [`Self::open_label`] (no `end`).
    pub(super) fn close_label(&mut self, open: Open) -> Result<()> {
        if open.index + 1 != self.labels.len() {
            return Err(internal("a block closed while another inside it is open"));
        }
        self.labels.pop();
        Ok(())
    }

    /// How many blocks are open (the next block's label index).
    pub(super) fn open_labels(&self) -> usize {
        self.labels.len()
    }

    /// The `br` depth, from the end of the code, of the block whose label has `index`.
    pub(super) fn depth_of(&self, index: usize) -> u32 {
        (self.labels.len() - 1 - index) as u32
    }

    /// The innermost open label `which` picks, by index.
    pub(super) fn find(&self, which: impl Fn(Label) -> bool) -> Option<usize> {
        self.labels.iter().rposition(|&l| which(l))
    }

    /// Emits `br` to the innermost open label `which` picks; `what` names it in the error
    /// where none is open.
    pub(super) fn br_to(&mut self, which: impl Fn(Label) -> bool, what: &str) -> Result<()> {
        let at = self.find(which).ok_or_else(|| internal(format!("no {what} to branch to")))?;
        self.code.push(I::Br(self.depth_of(at)));
        Ok(())
    }

    /// Checks that every block is closed.
    pub(super) fn finish(&self) -> Result<()> {
        if self.labels.is_empty() { Ok(()) } else { Err(internal("a block left open")) }
    }
}

/// Traps when the first word of the interrupt memory is not zero (an atomic load: never
/// hoisted out of the loop, nor merged with an earlier one).
fn interrupt_check() -> [I<'static>; 5] {
    let word = wasm_encoder::MemArg { offset: 0, align: 2, memory_index: 1 };
    [I::I32Const(0), I::I32AtomicLoad(word), I::If(wasm_encoder::BlockType::Empty), I::Unreachable, I::End]
}

#[cfg(test)]
mod tests {
    use wasm_encoder::BlockType;

    use super::*;
    use crate::error::{Error, Fail};

    fn is_internal(r: Result<()>) -> bool {
        matches!(r, Err(Fail::Error(Error::Internal(_))))
    }

    #[test]
    fn blocks_close_innermost_first() {
        let mut e = Emitter::new(4);
        let outer = e.open(I::Block(BlockType::Empty), Label::LoopBreak);
        let inner = e.open(I::Loop(BlockType::Empty), Label::LoopTop);
        assert_eq!(e.depth_of(outer.index()), 1);
        assert_eq!(e.find(|l| l == Label::LoopBreak), Some(outer.index()));
        assert!(is_internal(e.close(outer)), "the outer block closed over an open one");
        assert!(is_internal(e.finish()));
        e.close(inner).unwrap();
        assert!(is_internal(e.finish()), "the outer block is still open");
    }

    #[test]
    fn balanced_code_finishes() {
        let mut e = Emitter::new(1);
        assert_eq!(e.local(ValType::I32), 1);
        let outer = e.open(I::Block(BlockType::Empty), Label::Other);
        let label = e.open_label(Label::InvocationEnd);
        e.br_to(|l| l == Label::Other, "block").unwrap();
        assert!(is_internal(e.br_to(|l| l == Label::SwitchEnd, "switch")));
        e.close_label(label).unwrap();
        e.close(outer).unwrap();
        e.finish().unwrap();
        assert!(matches!(e.code[..], [I::Block(_), I::Br(1), I::End]));
    }
}
