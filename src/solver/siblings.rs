//! [`Siblings`]: the moves of a chance node's spawned children, each made
//! from its parent's moves with one line done again.
//!
//! Next to the leaves, a chance node's children (one per sampled cell and
//! tile) are max nodes whose four moves are bounded and scored. A child is
//! its parent plus one tile, so moving it left changes, against the parent
//! moved left, only the row that tile is in; moving it up, only its
//! column. Every part of a score follows line by line: the positional term
//! is a sum of each row's share (each column's, read off the transpose),
//! roughness a sum over rows and over columns, and the moved board's other
//! orientation differs from the parent's in one nibble of each line. So
//! the parent's moves are prepared once, everything about each moved board
//! but one line, for each line; then each child's move is one row lookup,
//! one share and, only when it is scored in full, five roughness lookups,
//! where moving and scoring it from scratch takes four row lookups, a full
//! positional term, a transpose and eight roughness lookups.
//!
//! Only under the article's snake (see [`Heuristic::shares_by_line`]),
//! with weights that let the search prune, and not in the page's
//! size-optimised build (`SIBLINGS` in `search.rs`); otherwise every child
//! is moved in full ([`super::leaf_moves::PlainMoves`]).

use super::heuristic::bounds::Unrough;
use super::heuristic::{Heuristic, Terms};
use super::leaf_moves::LeafMoves;
use crate::game::tables::{MoveTables, Slides};
use crate::game::{Board, Direction, Moved};

/// The parent moved one way (as the move makes it: left and right as a
/// board, up and down as its transpose), with one line left out.
#[derive(Clone, Copy, Debug, Default)]
struct Without {
    /// The moved board, that line cleared.
    moved: u64,
    /// The moved board's other orientation, that line's nibbles cleared.
    turned: u64,
    /// The moved board's positional term less that line's share.
    positional: u64,
    /// The roughness along the other three moved lines.
    roughness: u32,
}

/// A chance node's board, moved every way, for its children.
#[derive(Clone, Debug)]
pub(crate) struct Siblings {
    board: Board,
    transposed: Board,
    /// By [`Direction::index`], then by the line left out.
    without: [[Without; 4]; 4],
}

/// `line`'s nibbles spread to where a line of the other orientation holds
/// them: nibble k to bits 16k..16k+4 (shift by 4l for line l).
#[inline(always)]
fn spread(line: u16) -> u64 {
    let line = u64::from(line);
    (line & 0xF) | (line & 0xF0) << 12 | (line & 0xF00) << 24 | (line & 0xF000) << 36
}

impl Siblings {
    /// Prepares `board` (with its transpose) for its children's moves.
    #[inline]
    pub(crate) fn new(tables: MoveTables, heuristic: &Heuristic, board: Board, transposed: Board) -> Siblings {
        debug_assert!(
            heuristic.shares_by_line(),
            "positional shares add up line by line only under the article's snake"
        );
        let mut without = [[Without::default(); 4]; 4];
        without[Direction::Down.index()] = Siblings::prepare(heuristic, tables.right(), transposed, true);
        without[Direction::Right.index()] = Siblings::prepare(heuristic, tables.right(), board, false);
        without[Direction::Left.index()] = Siblings::prepare(heuristic, tables.left(), board, false);
        without[Direction::Up.index()] = Siblings::prepare(heuristic, tables.left(), transposed, true);
        Siblings { board, transposed, without }
    }

    /// Every line of `lines` (the board's rows, or the transpose's when
    /// `turned`) through `table`, each left out in turn.
    #[inline(always)]
    fn prepare(heuristic: &Heuristic, table: Slides, lines: Board, turned: bool) -> [Without; 4] {
        let (mut moved, mut shares, mut roughness) = (0, [0; 4], [0; 4]);
        for line in 0..4 {
            let slid = table[usize::from(lines.row(line))];
            moved |= u64::from(slid) << (16 * line);
            shares[line] = heuristic.line_share(turned, line, slid);
            roughness[line] = heuristic.line_roughness(slid);
        }
        let other = Board::from_raw(moved).transpose().raw();
        let (positional, rough): (u64, u32) = (shares.iter().sum(), roughness.iter().sum());
        std::array::from_fn(|line| Without {
            moved: moved & !(0xFFFF << (16 * line)),
            turned: other & !(0x000F_000F_000F_000F << (4 * line)),
            positional: positional - shares[line],
            roughness: rough - roughness[line],
        })
    }

    /// The moves of the child with a tile of `exponent` on the empty `cell`.
    #[inline(always)]
    pub(crate) fn child<'s>(
        &'s self,
        tables: MoveTables,
        heuristic: &'s Heuristic,
        cell: u8,
        exponent: u8,
    ) -> SpawnedMoves<'s> {
        let (row, column) = (usize::from(cell / 4), usize::from(cell % 4));
        let board = self.board.with_exponent(usize::from(cell), exponent);
        let transposed = self.transposed.with_exponent(4 * column + row, exponent);
        SpawnedMoves { siblings: self, tables, heuristic, board, transposed, row, column }
    }
}

/// One child's moves, each from its parent's.
pub(crate) struct SpawnedMoves<'s> {
    siblings: &'s Siblings,
    tables: MoveTables,
    heuristic: &'s Heuristic,
    /// The child, and its transpose.
    pub(crate) board: Board,
    transposed: Board,
    /// The new tile's row and column.
    row: usize,
    column: usize,
}

/// A child's move, as far as its bound.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SiblingMove {
    /// The child moved, as the move makes it.
    moved: u64,
    /// Whether that is transposed (up and down).
    turned: bool,
    /// The line done again, and how it came out.
    line: usize,
    slid: u16,
    /// The parent's move without that line.
    without: Without,
    unrough: Unrough,
}

impl LeafMoves for SpawnedMoves<'_> {
    const BY_DIRECTION: bool = true;
    type Move = SiblingMove;

    #[inline(always)]
    fn moved(&self, direction: Direction) -> Option<SiblingMove> {
        let table = match direction {
            Direction::Left | Direction::Up => self.tables.left(),
            Direction::Right | Direction::Down => self.tables.right(),
        };
        let turned = Moved::transposed(direction);
        let (line, unmoved) = if turned { (self.column, self.transposed) } else { (self.row, self.board) };
        let without = self.siblings.without[direction.index()][line];
        let slid = table[usize::from(unmoved.row(line))];
        let moved = without.moved | u64::from(slid) << (16 * line);
        if moved == unmoved.raw() {
            return None;
        }
        let heuristic = self.heuristic;
        let positional = without.positional + heuristic.line_share(turned, line, slid);
        let unrough = heuristic.unrough_of(positional, Board::from_raw(moved).empty_count());
        Some(SiblingMove { moved, turned, line, slid, without, unrough })
    }

    #[inline(always)]
    fn bound(&self, moved: &SiblingMove) -> i64 {
        moved.unrough.value()
    }

    #[inline(always)]
    fn score(&self, moved: &SiblingMove) -> (i64, Terms, Board) {
        let heuristic = self.heuristic;
        let other = Board::from_raw(moved.without.turned | spread(moved.slid) << (4 * moved.line));
        let across: u32 = (0..4).map(|line| heuristic.line_roughness(other.row(line))).sum();
        let along = moved.without.roughness + heuristic.line_roughness(moved.slid);
        let (score, terms) = heuristic.leaf_given(moved.unrough, along + across);
        (score, terms, if moved.turned { other } else { Board::from_raw(moved.moved) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::tables::move_tables;
    use crate::game::SeededRng;
    use crate::solver::leaf_moves::PlainMoves;
    use crate::solver::{Snake, Weights};

    /// Every child's moves, bounds, scores and terms are those its own
    /// board gives, slid and scored in full.
    #[test]
    fn a_childs_moves_are_its_own() {
        let heuristic = Heuristic::new(Weights::ARTICLE, Snake::default());
        assert!(heuristic.shares_by_line());
        let tables = move_tables();
        let mut rng = SeededRng::new(11);
        let mut checked = 0;
        for _ in 0..3000 {
            // Boards from empty to crowded, tiles up to 32768 (nibble 0xF,
            // where a mask a bit off shows first).
            let crowd = rng.below(17);
            let exponents = std::array::from_fn(|_| if rng.below(16) < crowd { 1 + rng.below(15) as u8 } else { 0 });
            let parent = Board::from_exponents(exponents);
            let siblings = Siblings::new(tables, &heuristic, parent, parent.transpose());
            for cell in (0..16u8).filter(|&cell| parent.exponent(usize::from(cell)) == 0) {
                for exponent in [1, 2] {
                    let child = siblings.child(tables, &heuristic, cell, exponent);
                    let board = parent.with_exponent(usize::from(cell), exponent);
                    assert_eq!((child.board, child.transposed), (board, board.transpose()));
                    let own = PlainMoves::new(tables, &heuristic, board);
                    for direction in Direction::ALL {
                        let (got, want) = (child.moved(direction), own.moved(direction));
                        assert_eq!(got.is_some(), want.is_some(), "{board:?} {direction}");
                        let (Some(got), Some(want)) = (got, want) else { continue };
                        assert_eq!(child.bound(&got), own.bound(&want), "{board:?} {direction}");
                        let ((got_score, got_terms, got_child), (score, terms, moved)) =
                            (child.score(&got), own.score(&want));
                        assert_eq!((got_score, got_child), (score, moved), "{board:?} {direction}");
                        assert_eq!(got_terms.breakdown(), terms.breakdown(), "{board:?} {direction}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 50_000, "{checked} legal moves checked");
    }
}
