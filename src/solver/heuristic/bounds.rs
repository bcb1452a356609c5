//! The bounds the search prunes with: a board's score but its roughness
//! ([`Unrough`]), which roughness can only lower when the smoothness weight
//! is not negative, and the most one spawn can add to it
//! ([`Heuristic::spawn_bound`]); with them, the score itself (the bound less
//! the roughness) and the positional term read a line at a time.

use super::{Heuristic, SpawnBase, Terms};
use crate::game::Board;

/// A board's terms but its roughness, weighed: `wp·positional + we·empties`.
/// When the search may prune ([`Heuristic::prunes`]), roughness can only
/// take away from a score, so this is an upper bound on the board's score,
/// and the score itself once the roughness is added ([`Heuristic::leaf`]).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Unrough {
    positional: u64,
    empties: u32,
    value: i64,
}

impl Unrough {
    /// The bound, exact in `f64` (whole weights keep it within 2^53).
    #[inline(always)]
    pub(crate) fn value(&self) -> i64 {
        self.value
    }

    /// The board's terms, given its roughness.
    #[inline(always)]
    fn with_roughness(&self, roughness: u32) -> Terms {
        Terms { positional: self.positional, empties: self.empties, roughness }
    }
}

impl Heuristic {
    /// Whether scores have cheap upper bounds the search may prune with:
    /// the weights are whole (scores are exact integers, see
    /// [`WholeWeights`]) and the smoothness weight is not negative, so
    /// roughness never adds to a score and [`Unrough`] bounds it.
    #[inline(always)]
    pub(crate) fn prunes(&self) -> bool {
        self.prunes
    }

    /// `board`'s score but its roughness (meaningful when [`Heuristic::prunes`]).
    #[inline(always)]
    pub(crate) fn unrough(&self, board: Board) -> Unrough {
        self.unrough_of(self.positional(board), board.empty_count())
    }

    /// [`Heuristic::unrough`] of the board whose transpose is `transposed`,
    /// read off the transpose's rows (the board's columns) for the article's
    /// snake, so the board itself need not be built.
    #[inline(always)]
    pub(crate) fn unrough_of_transposed(&self, transposed: Board) -> Unrough {
        if self.view.is_some() {
            return self.unrough(transposed.transpose());
        }
        let positional = (0..4).map(|c| self.column_share(c, transposed.row(c))).sum();
        self.unrough_of(positional, transposed.empty_count())
    }

    /// Whether the positional term is a plain sum of each row's share, and
    /// of each column's ([`Heuristic::row_share`], [`Heuristic::column_share`]):
    /// under the article's snake, read without turning the board.
    #[inline(always)]
    pub(crate) fn shares_by_line(&self) -> bool {
        self.view.is_none()
    }

    /// Row `r`'s share of the positional term, under the article's snake
    /// (see [`Heuristic::shares_by_line`]).
    #[inline(always)]
    pub(crate) fn row_share(&self, r: usize, row: u16) -> u64 {
        let t = self.tables.get();
        (if r.is_multiple_of(2) { t.falling(row) } else { t.rising(row) }) << (8 * r)
    }

    /// Column `c`'s share of the positional term, under the article's
    /// snake, from the column as a row of the transpose.
    #[inline(always)]
    pub(crate) fn column_share(&self, c: usize, column: u16) -> u64 {
        self.tables.get().column(c, column)
    }

    /// Line `line`'s share: a row's, or when `turned` a column's, read as a
    /// row of the transpose.
    #[inline(always)]
    pub(crate) fn line_share(&self, turned: bool, line: usize, bits: u16) -> u64 {
        if turned {
            self.column_share(line, bits)
        } else {
            self.row_share(line, bits)
        }
    }

    /// [`Heuristic::unrough`] of a board with this positional term and
    /// number of empty cells.
    #[inline(always)]
    pub(crate) fn unrough_of(&self, positional: u64, empties: u32) -> Unrough {
        let whole = self.whole.unwrap_or_default();
        let value = whole.positional * positional as i64 + whole.empties * i64::from(empties);
        Unrough { positional, empties, value }
    }

    /// The score and terms of the board `unrough` was taken of: the bound
    /// less the roughness, the same integer as [`WholeWeights::value`].
    #[inline(always)]
    pub(crate) fn leaf(&self, unrough: Unrough, board: Board, transposed: Board) -> (i64, Terms) {
        self.leaf_given(unrough, self.roughness(board, transposed))
    }

    /// [`Heuristic::leaf`], given the board's roughness.
    #[inline(always)]
    pub(crate) fn leaf_given(&self, unrough: Unrough, roughness: u32) -> (i64, Terms) {
        let terms = unrough.with_roughness(roughness);
        (unrough.value - self.whole.unwrap_or_default().smoothness * i64::from(roughness), terms)
    }

    /// The roughness along one line: a row, or a row of the transpose.
    #[inline(always)]
    pub(crate) fn line_roughness(&self, line: u16) -> u32 {
        u32::from(self.tables.get().roughness[usize::from(line)])
    }

    /// [`Heuristic::spawn_base`] of the board `unrough` was taken of.
    #[inline(always)]
    pub(crate) fn spawn_base_from(&self, unrough: Unrough, board: Board, transposed: Board) -> SpawnBase {
        self.spawn_base_of(board, transposed, unrough.with_roughness(self.roughness(board, transposed)))
    }

    /// An upper bound on the score of every board a spawn on one of the
    /// `sampled` cells makes of the board `unrough` was taken of: one fewer
    /// empty cell and the most a new tile there adds to the positional
    /// part; the gaps it opens to its neighbours only take away.
    #[inline(always)]
    pub(crate) fn spawn_bound(&self, unrough: Unrough, sampled: u16) -> i64 {
        if sampled == 0 {
            // No spawn: the chance node is scored as it stands.
            return unrough.value;
        }
        // A tile adds the more the higher its rank when the positional
        // weight is positive (the less when it is negative): only the
        // highest (lowest) rank among the cells matters.
        let ranks = self.rank_bits[0][usize::from(sampled & 0xFF)] | self.rank_bits[1][usize::from(sampled >> 8)];
        let rank = if self.whole_tile_grows { 15 - ranks.leading_zeros() } else { ranks.trailing_zeros() };
        unrough.value - self.whole.unwrap_or_default().empties + self.most_tile_at_rank[rank as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Snake, Weights};

    #[test]
    fn positional_read_off_columns_is_read_off_rows() {
        let heuristic = Heuristic::new(Weights::ARTICLE, Snake::default());
        let mut rng = crate::game::SeededRng::new(3);
        let mut boards = vec![Board::EMPTY, Board::from_exponents([15; 16])];
        boards.extend(
            (0..2000).map(|_| Board::from_raw(u64::from(rng.below(u32::MAX)) << 32 | u64::from(rng.below(u32::MAX)))),
        );
        for board in boards {
            let (rows, columns) = (heuristic.unrough(board), heuristic.unrough_of_transposed(board.transpose()));
            assert_eq!(
                (rows.positional, rows.empties, rows.value),
                (columns.positional, columns.empties, columns.value),
                "{board:?}"
            );
        }
    }

    /// The bound on a spawn's tile, read off the highest (or lowest) rank
    /// among the cells, is the largest tile value over those cells.
    #[test]
    fn spawn_bounds_take_the_largest_tile() {
        let mut rng = crate::game::SeededRng::new(5);
        for snake in Snake::all() {
            for positional in [1.0, 0.0, -3.0, 150.0] {
                let heuristic = Heuristic::new(Weights { positional, empties: 200_000.0, smoothness: 4_000.0 }, snake);
                assert!(heuristic.prunes());
                let unrough = heuristic.unrough(Board::EMPTY);
                for _ in 0..500 {
                    let sampled = 1 + rng.below(u32::from(u16::MAX)) as u16;
                    let most = (0..16)
                        .filter(|cell| sampled >> cell & 1 == 1)
                        .flat_map(|cell| heuristic.whole_tile[cell])
                        .max()
                        .unwrap_or_default();
                    assert_eq!(heuristic.spawn_bound(unrough, sampled), unrough.value - 200_000 + most, "{sampled:#x}");
                }
            }
        }
    }
}
