//! [`Memo`]: chance nodes the search has already valued, within one decision.
//!
//! Different lines of play often reach the same board with the same number
//! of layers to go (a 2 spawned left of a tile and slid right meets a 2
//! spawned right of it). A chance node's value is a pure function of its
//! board and layers *unless* its subtree samples cells, which draws from the
//! decision's random stream. So the search remembers exactly the chance
//! nodes whose whole subtree drew nothing, and a later visit to the same
//! board at the same layer takes the stored value, and the stored node
//! counts, instead of searching again: every value, every count and every
//! later random draw is what the full search gives, bit for bit. (A subtree
//! that drew numbers is never stored: visiting it again must draw again.)
//!
//! Measured with callgrind on positions from a real game: a third of the
//! instructions of a depth-5 decision saved, a tenth at depth 4. Max nodes
//! repeat too, but few outside repeated chance nodes: remembering them cost
//! more than it saved.
//!
//! Only tracers that do not need every node use it (see
//! [`super::Tracer::SEES_EVERY_NODE`]); a recorded tree shows every visit.
//!
//! The table is direct-mapped and small: a decision visits a few hundred
//! chance nodes, and a collision only costs a recomputation. Entries carry
//! the decision's generation, so starting a decision clears it for free.

use super::decision::NodeCounts;
use crate::game::Board;
use std::cell::Cell;

/// Slots in the table (a power of two).
const SLOTS: usize = 1 << 9;

/// What a stored chance node's subtree held, so a hit counts the same.
#[derive(Clone, Copy, Default)]
struct Entry {
    board: u64,
    /// The decision's generation in the high 24 bits, the layers to go in
    /// the low 8: a slot from an earlier decision never matches.
    tag: u32,
    max: u32,
    chance: u32,
    leaves: u32,
    value: f64,
}

/// The memo of one decision.
pub(crate) struct Memo {
    entries: Box<[Entry; SLOTS]>,
    generation: u32,
}

thread_local! {
    /// One table per thread, reused by every decision on it: allocating and
    /// clearing one per decision would cost more than it saves.
    static SPARE: Cell<Option<Box<Memo>>> = const { Cell::new(None) };
}

impl Memo {
    /// The thread's table, emptied for a new decision (hand it back with
    /// [`Memo::release`]).
    pub(crate) fn take() -> Box<Memo> {
        let mut memo = SPARE
            .with(Cell::take)
            .unwrap_or_else(|| Box::new(Memo { entries: Box::new([Entry::default(); SLOTS]), generation: 0 }));
        // 24 bits of generation; on wrap-around, clear the slots for real.
        memo.generation = (memo.generation + 1) & 0xFF_FFFF;
        if memo.generation == 0 {
            memo.entries.fill(Entry::default());
            memo.generation = 1;
        }
        memo
    }

    pub(crate) fn release(memo: Box<Memo>) {
        SPARE.with(|spare| spare.set(Some(memo)));
    }

    #[inline(always)]
    fn slot(board: Board, layers: u8) -> usize {
        let mixed = (board.raw() ^ u64::from(layers)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> (64 - SLOTS.trailing_zeros())) as usize
    }

    #[inline(always)]
    fn tag(&self, layers: u8) -> u32 {
        self.generation << 8 | u32::from(layers)
    }

    /// The stored value of a chance node, and the nodes its subtree held.
    #[inline]
    pub(crate) fn get(&self, board: Board, layers: u8) -> Option<(f64, NodeCounts)> {
        let entry = &self.entries[Memo::slot(board, layers)];
        (entry.board == board.raw() && entry.tag == self.tag(layers)).then(|| {
            let counts = NodeCounts {
                max: u64::from(entry.max),
                chance: u64::from(entry.chance),
                leaves: u64::from(entry.leaves),
            };
            (entry.value, counts)
        })
    }

    /// Stores a chance node whose subtree drew no random numbers.
    #[inline]
    pub(crate) fn put(&mut self, board: Board, layers: u8, value: f64, counts: NodeCounts) {
        // Counts of one subtree fit easily; a subtree too big to count in
        // 32 bits is simply not stored.
        let (Ok(max), Ok(chance), Ok(leaves)) =
            (u32::try_from(counts.max), u32::try_from(counts.chance), u32::try_from(counts.leaves))
        else {
            return;
        };
        let tag = self.tag(layers);
        self.entries[Memo::slot(board, layers)] = Entry { board: board.raw(), tag, max, chance, leaves, value };
    }
}
