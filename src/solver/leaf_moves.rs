//! [`LeafMoves`]: the four moves of a max node whose children are leaves,
//! each child bounded first and scored in full only when it might win.
//!
//! Two kinds: [`PlainMoves`] slides the board itself, and
//! [`super::siblings::SpawnedMoves`] makes a spawned child's moves from its
//! parent's, line by line. The search walks either the same way
//! (`Search::max_over`).

use super::heuristic::bounds::Unrough;
use super::heuristic::{Heuristic, Terms};
use crate::game::tables::MoveTables;
use crate::game::{slide_all_unturned, Board, Direction, Moved};

/// A max node's moves next to the leaves.
pub(crate) trait LeafMoves {
    /// One legal move's child, as far as its bound.
    type Move;

    /// Whether the search (`Search::max_over`) builds each direction's
    /// move apart, the direction a constant in each (its code four times
    /// over), rather than one loop over the directions. Worth it where the
    /// direction settles much of the move: a spawned child's redoes one
    /// line, which the direction chooses (10% fewer instructions per
    /// decision in the page's worker). A plain slide gains nothing from it
    /// (callgrind, natively and in V8) and would cost the page 440 bytes.
    const BY_DIRECTION: bool;

    /// The child `direction` makes, or `None` when that move changes nothing.
    fn moved(&self, direction: Direction) -> Option<Self::Move>;

    /// An upper bound on the child's score ([`Unrough`]).
    fn bound(&self, moved: &Self::Move) -> i64;

    /// The child's score and terms, and the child itself.
    fn score(&self, moved: &Self::Move) -> (i64, Terms, Board);
}

/// The moves of a board, slid in full.
pub(crate) struct PlainMoves<'h> {
    heuristic: &'h Heuristic,
    board: Board,
    /// Each child as its move makes it (up and down transposed): most are
    /// never scored in full, and only a full score needs the other
    /// orientation.
    moved: Moved,
}

impl<'h> PlainMoves<'h> {
    #[inline(always)]
    pub(crate) fn new(tables: MoveTables, heuristic: &'h Heuristic, board: Board) -> PlainMoves<'h> {
        PlainMoves { heuristic, board, moved: slide_all_unturned(tables, board) }
    }
}

impl LeafMoves for PlainMoves<'_> {
    const BY_DIRECTION: bool = false;
    /// The child as its move makes it, whether that is transposed, and its bound.
    type Move = (Board, bool, Unrough);

    #[inline(always)]
    fn moved(&self, direction: Direction) -> Option<Self::Move> {
        let moved = self.moved.children[direction.index()];
        let turned = Moved::transposed(direction);
        if moved == if turned { self.moved.columns } else { self.board } {
            return None;
        }
        let heuristic = self.heuristic;
        Some((moved, turned, if turned { heuristic.unrough_of_transposed(moved) } else { heuristic.unrough(moved) }))
    }

    #[inline(always)]
    fn bound(&self, &(_, _, unrough): &Self::Move) -> i64 {
        unrough.value()
    }

    #[inline(always)]
    fn score(&self, &(moved, turned, unrough): &Self::Move) -> (i64, Terms, Board) {
        let (child, transposed) = if turned { (moved.transpose(), moved) } else { (moved, moved.transpose()) };
        let (score, terms) = self.heuristic.leaf(unrough, child, transposed);
        (score, terms, child)
    }
}
