//! The board evaluation: `positional + 200 000 × empties + 4 000 × smoothness`.
//!
//! - **positional**: Σ tile × 4^rank, ranks snaking to the bottom-right
//!   corner ([`SNAKE_RANKS`]).
//! - **empties**: the number of empty cells.
//! - **smoothness**: −Σ |log2 a − log2 b| over neighbouring tiles (pairs
//!   with an empty cell count nothing).
//!
//! Every term is a sum over rows (and, for smoothness, columns too), so each
//! row's share is looked up in a table built once over all 65,536 rows. The
//! terms are whole numbers well below 2^53, so the table-driven sums are
//! exactly the plain formula's, bit for bit, in any order.

use super::config::Weights;
use super::snake::Snake;
use crate::game::tables::{table, unpack_row, ROWS};
use crate::game::{Board, Symmetry};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The article's rank of each cell (row 0 first): a snake that ends, with
/// rank 15, in the bottom-right corner.
pub const SNAKE_RANKS: [u8; 16] = [
    3, 2, 1, 0, //
    4, 5, 6, 7, //
    11, 10, 9, 8, //
    12, 13, 14, 15,
];

/// The three heuristic terms of one board, unweighted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
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

/// Per-row shares of the terms, indexed by a row's 16 bits.
struct RowTables {
    /// Σ tile × 4^c over columns c (ranks rising to the right).
    rising: Box<[u32; ROWS]>,
    /// Σ tile × 4^(3−c) (ranks rising to the left).
    falling: Box<[u32; ROWS]>,
    /// Σ |e_c − e_{c+1}| over neighbouring tiles in the row.
    roughness: Box<[u8; ROWS]>,
}

fn row_tables() -> &'static RowTables {
    static TABLES: OnceLock<RowTables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let weighted = |row: u16, rank_of_column: fn(usize) -> u32| -> u32 {
            unpack_row(row)
                .iter()
                .enumerate()
                .filter(|(_, &e)| e != 0)
                .map(|(c, &e)| 1u32 << (u32::from(e) + 2 * rank_of_column(c)))
                .sum()
        };
        RowTables {
            rising: table(|row| weighted(row, |c| c as u32)),
            falling: table(|row| weighted(row, |c| 3 - c as u32)),
            roughness: table(|row| {
                let cells = unpack_row(row);
                cells.windows(2).filter(|pair| pair[0] != 0 && pair[1] != 0).map(|pair| pair[0].abs_diff(pair[1])).sum()
            }),
        }
    })
}

/// The terms as whole numbers, before weighting.
#[derive(Clone, Copy, Debug)]
struct Terms {
    positional: u64,
    empties: u32,
    roughness: u32,
}

impl Terms {
    #[inline(always)]
    fn breakdown(self) -> ScoreBreakdown {
        ScoreBreakdown {
            positional: self.positional as f64,
            empties: f64::from(self.empties),
            smoothness: -f64::from(self.roughness),
        }
    }
}

/// A board about to receive a spawn, prepared so that each child's terms
/// are the parent's plus what one new tile changes (its row, its column,
/// its own positional weight): the search's cheapest leaves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SpawnBase {
    view: Board,
    view_columns: Board,
    terms: Terms,
}

/// The heuristic for one configuration: its weights and its snake's corner.
#[derive(Clone, Debug)]
pub struct Heuristic {
    weights: Weights,
    snake: Symmetry,
    /// Where each cell lands when the board is viewed through the snake.
    view_cell: [u8; 16],
    tables: &'static RowTables,
}

impl std::fmt::Debug for RowTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RowTables")
    }
}

impl Heuristic {
    pub fn new(weights: Weights, snake: Snake) -> Heuristic {
        let snake = snake.symmetry();
        let view_cell = std::array::from_fn(|cell| snake.map_cell(cell) as u8);
        Heuristic { weights, snake, view_cell, tables: row_tables() }
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// The rank (0..16) of cell `i` under this heuristic's snake.
    pub fn rank(&self, cell: usize) -> u8 {
        SNAKE_RANKS[usize::from(self.view_cell[cell])]
    }

    /// The board as the article's snake sees it. Only the positional term
    /// depends on the corner; empties and smoothness are the same for every
    /// symmetric view, so all three terms are read off the view.
    #[inline(always)]
    fn view(&self, board: Board) -> Board {
        if self.snake == Symmetry::IDENTITY {
            board
        } else {
            self.snake.apply(board)
        }
    }

    #[inline(always)]
    fn terms(&self, view: Board, view_columns: Board) -> Terms {
        let t = self.tables;
        let row = |r: usize| usize::from(view.row(r));
        let positional = u64::from(t.falling[row(0)])
            + (u64::from(t.rising[row(1)]) << 8)
            + (u64::from(t.falling[row(2)]) << 16)
            + (u64::from(t.rising[row(3)]) << 24);
        let roughness: u32 = (0..4)
            .map(|i| u32::from(t.roughness[row(i)]) + u32::from(t.roughness[usize::from(view_columns.row(i))]))
            .sum();
        Terms { positional, empties: view.empty_count(), roughness }
    }

    /// The three terms of `board`.
    #[inline]
    pub fn breakdown(&self, board: Board) -> ScoreBreakdown {
        let view = self.view(board);
        self.terms(view, view.transpose()).breakdown()
    }

    /// [`Heuristic::breakdown`] when the caller already has the transpose.
    #[inline(always)]
    pub(crate) fn breakdown_given_transpose(&self, board: Board, transposed: Board) -> ScoreBreakdown {
        if self.snake == Symmetry::IDENTITY {
            self.terms(board, transposed).breakdown()
        } else {
            self.breakdown(board)
        }
    }

    /// The weighted score of `board`.
    #[inline]
    pub fn score(&self, board: Board) -> f64 {
        self.breakdown(board).total(&self.weights)
    }

    /// Prepares `board` for [`Heuristic::after_spawn`].
    #[inline]
    pub(crate) fn spawn_base(&self, board: Board) -> SpawnBase {
        let view = self.view(board);
        let view_columns = view.transpose();
        SpawnBase { view, view_columns, terms: self.terms(view, view_columns) }
    }

    /// The breakdown of the base board with tile `exponent` spawned on the
    /// empty `cell`: exactly [`Heuristic::breakdown`] of that board, found
    /// by updating one row and one column.
    #[inline]
    pub(crate) fn after_spawn(&self, base: &SpawnBase, cell: u8, exponent: u8) -> ScoreBreakdown {
        let t = self.tables;
        let cell = usize::from(self.view_cell[usize::from(cell)]);
        let (r, c) = (cell / 4, cell % 4);
        let old_row = base.view.row(r);
        let old_column = base.view_columns.row(c);
        let new_row = old_row | u16::from(exponent) << (4 * c);
        let new_column = old_column | u16::from(exponent) << (4 * r);
        let roughness = base.terms.roughness
            + u32::from(t.roughness[usize::from(new_row)])
            + u32::from(t.roughness[usize::from(new_column)])
            - u32::from(t.roughness[usize::from(old_row)])
            - u32::from(t.roughness[usize::from(old_column)]);
        let positional = base.terms.positional + (1u64 << (u32::from(exponent) + 2 * u32::from(SNAKE_RANKS[cell])));
        Terms { positional, empties: base.terms.empties - 1, roughness }.breakdown()
    }
}
