//! The board evaluation: `positional + 200 000 × empties + 4 000 × smoothness`.
//!
//! - **positional**: Σ tile × 4^rank, ranks snaking to the bottom-right
//!   corner ([`SNAKE_RANKS`]).
//! - **empties**: the number of empty cells.
//! - **smoothness**: −Σ |log2 a − log2 b| over neighbouring tiles (pairs
//!   with an empty cell count nothing).
//!
//! Every term is a sum over rows (and, for smoothness, columns too), so each
//! row's share is looked up in a table built once (roughness over all 65,536
//! rows; the positional weights over pairs of cells, small enough to stay in
//! the fastest cache). A board one spawn away from a scored parent is scored
//! by updating the parent's terms. The terms are whole numbers well below
//! 2^53, so every route gives exactly the plain formula's sums, bit for bit.
//!
//! When the weights are whole numbers too, small enough that no product or
//! partial sum of the formula can pass 2^53 on any board (the article's
//! are), the formula's floating-point arithmetic is exact, so a score is
//! its integer value: the search then weighs the terms in integers and
//! converts once ([`WholeWeights`]), the same bits for fewer operations.

use super::config::Weights;
use super::snake::{Snake, SNAKE_RANKS};
use crate::game::fixed::Fixed;
use crate::game::tables::{unpack_row, ROWS};
use crate::game::{Board, Symmetry};
use serde::Serialize;

/// The bounds the search prunes with.
pub(crate) mod bounds;

/// The three heuristic terms of one board, unweighted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct ScoreBreakdown {
    /// Σ tile × 4^rank.
    pub positional: f64,
    /// The number of empty cells.
    pub empties: f64,
    /// −Σ |log2 a − log2 b| over neighbouring tiles; never positive.
    pub smoothness: f64,
}

impl ScoreBreakdown {
    /// The weighted sum, in the formula's order.
    #[inline]
    pub fn total(&self, weights: &Weights) -> f64 {
        weights.positional * self.positional + weights.empties * self.empties + weights.smoothness * self.smoothness
    }
}

/// Per-row shares of the terms. The positional shares come from tables over
/// two cells (256 entries each, a kilobyte), so they stay in the fastest
/// cache beside the move tables; roughness is one table over whole rows.
struct RowTables {
    /// Two neighbouring cells, the left one ranked one below the right:
    /// `2^e0 + 4 · 2^e1` (empty cells count 0).
    rising_pair: [u32; 256],
    /// The mirror image: the left cell ranked one above the right.
    falling_pair: [u32; 256],
    /// Two cells of column `c` of the article's snake, read off a row of
    /// the transpose: the upper one ranked `1 + 2c` below the lower one,
    /// `2^e0 + 4^(1+2c) · 2^e1` (see [`RowTables::column`]).
    column_pair: [[u32; 256]; 4],
    /// Σ |e_c − e_{c+1}| over neighbouring tiles in the row.
    roughness: [u8; ROWS],
    /// The gaps a new tile opens to two neighbours on one line, indexed by
    /// a 12-bit window of that line centred on the (empty) cell: the left
    /// neighbour's exponent in bits 0..4, the right one's in bits 8..12 (0
    /// where there is none). Each entry packs the total gap for a new 2
    /// (low byte) and for a new 4 (high byte); an empty neighbour opens no
    /// gap.
    gaps: [u16; 4096],
}

/// The tables, at a fixed address (see [`crate::game::fixed`]).
static ROW_TABLES: Fixed<RowTables> = Fixed::new(RowTables {
    rising_pair: [0; 256],
    falling_pair: [0; 256],
    column_pair: [[0; 256]; 4],
    roughness: [0; ROWS],
    gaps: [0; 4096],
});

/// The row tables, built: reads them where they lie, so a heuristic holds
/// no pointer to them. Only [`row_tables`] makes one.
#[derive(Clone, Copy, Debug)]
struct Tables(());

/// The tables, built on first use and shared after that.
fn row_tables() -> Tables {
    ROW_TABLES.build(RowTables::fill);
    Tables(())
}

impl Tables {
    #[inline(always)]
    fn get(self) -> &'static RowTables {
        // Safety: a `Tables` exists only once `row_tables` built them.
        unsafe { ROW_TABLES.get() }
    }
}

impl RowTables {
    /// Fills every entry, in place.
    fn fill(&mut self) {
        let face = |e: usize| if e == 0 { 0 } else { 1u32 << e };
        for pair in 0..256 {
            let (low, high) = (face(pair & 0xF), face(pair >> 4));
            self.rising_pair[pair] = low + 4 * high;
            self.falling_pair[pair] = 4 * low + high;
            for (c, column) in self.column_pair.iter_mut().enumerate() {
                column[pair] = low + (high << (2 + 4 * c));
            }
        }
        for row in 0..=u16::MAX {
            let cells = unpack_row(row);
            self.roughness[usize::from(row)] = cells
                .windows(2)
                .filter(|pair| pair[0] != 0 && pair[1] != 0)
                .map(|pair| pair[0].abs_diff(pair[1]))
                .sum();
        }
        let gap = |neighbour: u16, exponent: u16| if neighbour == 0 { 0 } else { neighbour.abs_diff(exponent) };
        for window in 0..4096u16 {
            let (left, right) = (window & 0xF, window >> 8);
            self.gaps[usize::from(window)] = (gap(left, 1) + gap(right, 1)) | (gap(left, 2) + gap(right, 2)) << 8;
        }
    }

    /// Σ tile × 4^c over the row's columns c (ranks rising to the right).
    #[inline(always)]
    fn rising(&self, row: u16) -> u64 {
        u64::from(self.rising_pair[usize::from(row & 0xFF)]) + (u64::from(self.rising_pair[usize::from(row >> 8)]) << 4)
    }

    /// Column `c`'s share of the article's positional term, from that
    /// column (a row of the transpose): its cells are ranked 3−c, 4+c,
    /// 11−c and 12+c from the top, two pairs `1 + 2c` ranks apart.
    #[inline(always)]
    fn column(&self, c: usize, column: u16) -> u64 {
        let pairs = &self.column_pair[c];
        (u64::from(pairs[usize::from(column & 0xFF)]) << (6 - 2 * c))
            + (u64::from(pairs[usize::from(column >> 8)]) << (22 - 2 * c))
    }

    /// Σ tile × 4^(3−c) (ranks rising to the left).
    #[inline(always)]
    fn falling(&self, row: u16) -> u64 {
        (u64::from(self.falling_pair[usize::from(row & 0xFF)]) << 4)
            + u64::from(self.falling_pair[usize::from(row >> 8)])
    }
}

/// Which neighbours a window may keep, by the cell's place on its line:
/// the first cell has nothing to its left, the last nothing to its right.
const WINDOW_MASK: [u64; 4] = [0xF00, 0xF0F, 0xF0F, 0x00F];

/// The 12 bits of `line_bits` centred on `cell`: the cells before and after
/// it along the packed board (see [`RowTables::gaps`]). The rotation wraps around
/// the ends, but only into places [`WINDOW_MASK`] clears.
#[inline(always)]
fn window(line_bits: u64, cell: usize) -> u64 {
    line_bits.rotate_right((4 * cell as u32).wrapping_sub(4) & 63) & 0xFFF
}

/// The largest positional term any board can have: 32768 on every cell,
/// Σ 2^15 · 4^rank over the sixteen ranks.
const MOST_POSITIONAL: u64 = (1 << 15) * ((1 << 32) - 1) / 3;
/// The most empty cells, and the largest roughness: 24 neighbouring pairs,
/// each at most 15 − 1 apart.
const MOST_EMPTIES: u64 = 16;
const MOST_ROUGHNESS: u64 = 24 * 14;

/// Weights that are whole numbers, and small enough that the formula
/// `wp·positional + we·empties + ws·smoothness` evaluated in `f64` is exact
/// on every board: each product and each partial sum is a whole number of
/// magnitude at most 2^53, which `f64` holds exactly. The score is then the
/// integer sum, converted once, to the bit. (No weight may be −0: the
/// formula could then give −0 where the integer sum gives +0.)
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct WholeWeights {
    positional: i64,
    empties: i64,
    smoothness: i64,
}

impl WholeWeights {
    fn of(weights: &Weights) -> Option<WholeWeights> {
        let whole = |w: f64| -> Option<(i64, u64)> {
            let usable =
                w.is_finite() && w.fract() == 0.0 && w.abs() <= 2f64.powi(53) && !(w == 0.0 && w.is_sign_negative());
            usable.then(|| (w as i64, w.abs() as u64))
        };
        let (positional, p) = whole(weights.positional)?;
        let (empties, e) = whole(weights.empties)?;
        let (smoothness, s) = whole(weights.smoothness)?;
        let bound = |w: u64, most: u64| w.checked_mul(most);
        let total =
            bound(p, MOST_POSITIONAL)?.checked_add(bound(e, MOST_EMPTIES)?)?.checked_add(bound(s, MOST_ROUGHNESS)?)?;
        (total <= 1 << 53).then_some(WholeWeights { positional, empties, smoothness })
    }

    /// The score of `terms`: exactly [`ScoreBreakdown::total`] of them.
    #[inline(always)]
    fn value(&self, terms: Terms) -> i64 {
        self.positional * terms.positional as i64 + self.empties * i64::from(terms.empties)
            - self.smoothness * i64::from(terms.roughness)
    }
}

/// The terms as whole numbers, before weighting.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Terms {
    positional: u64,
    empties: u32,
    roughness: u32,
}

impl Terms {
    #[inline(always)]
    pub(crate) fn breakdown(self) -> ScoreBreakdown {
        ScoreBreakdown {
            // Below 2^63, so the signed conversion (one instruction on
            // x86-64, where the unsigned one is several) is exact.
            positional: self.positional as i64 as f64,
            empties: f64::from(self.empties),
            smoothness: -f64::from(self.roughness),
        }
    }
}

/// A board about to receive a spawn, prepared so that each child's terms
/// are the parent's plus what one new tile changes: its own positional
/// weight, one fewer empty cell, and the gaps to its (at most four)
/// neighbours. The search's cheapest leaves: no table, no transpose.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SpawnBase {
    board: Board,
    transposed: Board,
    terms: Terms,
    /// With whole weights, the score of a child before its new tile's own
    /// part: the parent's terms with one fewer empty cell.
    whole_value: i64,
}

impl SpawnBase {
    #[inline(always)]
    pub(crate) fn board(&self) -> Board {
        self.board
    }
}

/// The heuristic for one configuration: its weights and its snake's corner.
#[derive(Clone, Debug)]
pub struct Heuristic {
    weights: Weights,
    /// The symmetry that shows a board as the article's snake sees it;
    /// `None` for the article's own snake, which needs no turning.
    view: Option<Symmetry>,
    /// Where each cell lands when the board is viewed through the snake.
    view_cell: [u8; 16],
    /// 2 × the rank of each cell (of the board as it is, not the view):
    /// a tile with exponent e there adds 2^(e + this) to the positional term.
    rank_shift: [u8; 16],
    tables: Tables,
    /// The weights as integers, when that is exact (see [`WholeWeights`]).
    whole: Option<WholeWeights>,
    /// With whole weights: what a new 2 and a new 4 on each cell add to
    /// the positional part of the score, weighted.
    whole_tile: [[i64; 2]; 16],
    /// Whether scores have the upper bounds pruning needs (see [`Heuristic::prunes`]).
    prunes: bool,
    /// For each byte of a cell mask (cells 0..8, then 8..16), a bit for
    /// each of its cells' ranks.
    rank_bits: [[u16; 256]; 2],
    /// With whole weights: the most a new tile adds to the score on a cell
    /// of each rank, and whether that grows with the rank.
    most_tile_at_rank: [i64; 16],
    whole_tile_grows: bool,
}

impl Heuristic {
    pub fn new(weights: Weights, snake: Snake) -> Heuristic {
        let snake = snake.symmetry();
        let view = (snake != Symmetry::IDENTITY).then_some(snake);
        let view_cell: [u8; 16] = std::array::from_fn(|cell| snake.map_cell(cell) as u8);
        let rank_shift = view_cell.map(|view| 2 * SNAKE_RANKS[usize::from(view)]);
        let whole = WholeWeights::of(&weights);
        let positional = whole.map_or(0, |w| w.positional);
        let whole_tile = rank_shift.map(|shift| [1, 2].map(|exponent| positional << (exponent + shift)));
        let prunes = whole.is_some_and(|w| w.smoothness >= 0);
        let rank_bits = [0, 8].map(|first| {
            std::array::from_fn(|byte| {
                (0..8)
                    .filter(|bit| byte >> bit & 1 == 1)
                    .fold(0u16, |bits, bit| bits | 1 << (rank_shift[first + bit] / 2))
            })
        });
        let most_tile_at_rank =
            std::array::from_fn(|rank| (positional << (1 + 2 * rank)).max(positional << (2 + 2 * rank)));
        Heuristic {
            weights,
            view,
            view_cell,
            rank_shift,
            tables: row_tables(),
            whole,
            whole_tile,
            prunes,
            rank_bits,
            most_tile_at_rank,
            whole_tile_grows: positional >= 0,
        }
    }

    /// The weighted score of `terms`.
    #[inline(always)]
    pub(crate) fn value(&self, terms: Terms) -> f64 {
        match self.whole {
            Some(whole) => whole.value(terms) as f64,
            None => terms.breakdown().total(&self.weights),
        }
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// The rank (0..16) of cell `i` under this heuristic's snake.
    pub fn rank(&self, cell: usize) -> u8 {
        SNAKE_RANKS[usize::from(self.view_cell[cell])]
    }

    /// The board as the article's snake sees it: the positional term is
    /// read off this view, so one set of tables serves every corner.
    #[inline(always)]
    fn view(&self, board: Board) -> Board {
        match self.view {
            None => board,
            Some(symmetry) => symmetry.apply(board),
        }
    }

    /// The terms of `board`, given its transpose. Roughness and empties are
    /// the same whichever way the board is turned, so they are read off the
    /// board and its transpose; only the positional term needs the view.
    #[inline(always)]
    fn terms(&self, board: Board, transposed: Board) -> Terms {
        Terms {
            positional: self.positional(board),
            empties: board.empty_count(),
            roughness: self.roughness(board, transposed),
        }
    }

    #[inline(always)]
    fn positional(&self, board: Board) -> u64 {
        let view = self.view(board);
        (0..4).map(|r| self.row_share(r, view.row(r))).sum()
    }

    #[inline(always)]
    fn roughness(&self, board: Board, transposed: Board) -> u32 {
        (0..4).map(|i| self.line_roughness(board.row(i)) + self.line_roughness(transposed.row(i))).sum()
    }

    /// The three terms of `board`.
    #[inline]
    pub fn breakdown(&self, board: Board) -> ScoreBreakdown {
        self.terms(board, board.transpose()).breakdown()
    }

    /// The terms of `board` when the caller already has its transpose.
    #[inline(always)]
    pub(crate) fn terms_given_transpose(&self, board: Board, transposed: Board) -> Terms {
        self.terms(board, transposed)
    }

    /// The weighted score of `board`.
    #[inline]
    pub fn score(&self, board: Board) -> f64 {
        self.breakdown(board).total(&self.weights)
    }

    /// Prepares `board` (with its transpose) for [`Heuristic::after_spawn`].
    #[inline(always)]
    pub(crate) fn spawn_base(&self, board: Board, transposed: Board) -> SpawnBase {
        self.spawn_base_of(board, transposed, self.terms(board, transposed))
    }

    #[inline(always)]
    fn spawn_base_of(&self, board: Board, transposed: Board, terms: Terms) -> SpawnBase {
        let whole_value =
            self.whole.map_or(0, |w| w.value(Terms { empties: terms.empties.saturating_sub(1), ..terms }));
        SpawnBase { board, transposed, terms, whole_value }
    }

    /// The scores and terms of the base board with a 2, and with a 4,
    /// spawned on the empty `cell`: exactly [`Heuristic::score`] and
    /// [`Heuristic::breakdown`] of those boards (the terms are whole
    /// numbers, so the update is exact; so is the score's, see
    /// [`WholeWeights`]).
    #[inline(always)]
    pub(crate) fn after_spawn(&self, base: &SpawnBase, cell: u8) -> [(f64, Terms); 2] {
        // The new tile's neighbours along its row, and along its column
        // (a row of the transpose); their gaps come from one small table.
        let cell = usize::from(cell);
        let (row, column) = (cell / 4, cell % 4);
        let across = window(base.board.raw(), cell) & WINDOW_MASK[column];
        let down = window(base.transposed.raw(), 4 * column + row) & WINDOW_MASK[row];
        let gaps = self.tables.get().gaps[across as usize] + self.tables.get().gaps[down as usize];
        let (gaps_two, gaps_four) = (u32::from(gaps & 0xFF), u32::from(gaps >> 8));
        let shift = u32::from(self.rank_shift[cell]);
        let with = |exponent: u32, gaps: u32| {
            let terms = Terms {
                positional: base.terms.positional + (1u64 << (exponent + shift)),
                empties: base.terms.empties - 1,
                roughness: base.terms.roughness + gaps,
            };
            let value = match self.whole {
                Some(whole) => {
                    let tile = self.whole_tile[cell][exponent as usize - 1];
                    (base.whole_value + tile - whole.smoothness * i64::from(gaps)) as f64
                }
                None => terms.breakdown().total(&self.weights),
            };
            (value, terms)
        };
        [with(1, gaps_two), with(2, gaps_four)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights(positional: f64, empties: f64, smoothness: f64) -> Weights {
        Weights { positional, empties, smoothness }
    }

    #[test]
    fn whole_weights_only_where_the_formula_is_exact() {
        let article = WholeWeights::of(&Weights::ARTICLE);
        assert_eq!(article, Some(WholeWeights { positional: 1, empties: 200_000, smoothness: 4_000 }));
        assert_eq!(WholeWeights::of(&weights(1.5, 0.0, 0.0)), None, "a fraction");
        assert_eq!(WholeWeights::of(&weights(1.0, -0.0, 0.0)), None, "minus zero");
        assert_eq!(WholeWeights::of(&weights(f64::NAN, 0.0, 0.0)), None);
        // 2^53 / MOST_POSITIONAL is 192.0…: 192 fits, 193 does not.
        assert!(WholeWeights::of(&weights(192.0, 0.0, 0.0)).is_some());
        assert_eq!(WholeWeights::of(&weights(193.0, 0.0, 0.0)), None);
        assert!(WholeWeights::of(&weights(-192.0, 0.0, 0.0)).is_some());
        // The bound is on the whole sum, not each product alone.
        assert_eq!(WholeWeights::of(&weights(192.0, 1e12, 0.0)), None);
    }

    #[test]
    fn the_largest_board_meets_the_bounds() {
        let full = Board::from_exponents([15; 16]);
        let terms = Heuristic::new(Weights::ARTICLE, Snake::default()).terms(full, full.transpose());
        assert_eq!(terms.positional, MOST_POSITIONAL);
        let rough = Board::from_exponents([1, 15, 1, 15, 15, 1, 15, 1, 1, 15, 1, 15, 15, 1, 15, 1]);
        let terms = Heuristic::new(Weights::ARTICLE, Snake::default()).terms(rough, rough.transpose());
        assert_eq!(u64::from(terms.roughness), MOST_ROUGHNESS);
    }

    #[test]
    fn whole_scores_are_the_formula_to_the_bit() {
        // Boards from empty to full, with every weight sign and a weight at the bound.
        let boards = [
            Board::EMPTY,
            Board::from_exponents([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]),
            Board::from_exponents([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 1]),
            Board::from_exponents([15; 16]),
        ];
        for w in [
            weights(1.0, 200_000.0, 4_000.0),
            weights(-3.0, -7.0, 11.0),
            weights(192.0, 0.0, -5.0),
            weights(0.0, 0.0, 0.0),
        ] {
            let heuristic = Heuristic::new(w, Snake::default());
            assert!(heuristic.whole.is_some());
            for board in boards {
                let terms = heuristic.terms(board, board.transpose());
                let plain = terms.breakdown().total(&w);
                assert_eq!(heuristic.value(terms).to_bits(), plain.to_bits(), "{board:?} under {w:?}");
            }
        }
    }
}
