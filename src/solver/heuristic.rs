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

/// The heuristic for one configuration: its weights and its snake's corner.
#[derive(Clone, Debug)]
pub struct Heuristic {
    weights: Weights,
    snake: Symmetry,
    tables: &'static RowTables,
}

impl std::fmt::Debug for RowTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RowTables")
    }
}

impl Heuristic {
    pub fn new(weights: Weights, snake: Symmetry) -> Heuristic {
        Heuristic { weights, snake, tables: row_tables() }
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// The rank (0..16) of cell `i` under this heuristic's snake.
    pub fn rank(&self, cell: usize) -> u8 {
        SNAKE_RANKS[self.snake.map_cell(cell)]
    }

    /// The three terms of `board`.
    #[inline]
    pub fn breakdown(&self, board: Board) -> ScoreBreakdown {
        let t = self.tables;
        // The snake's corner only moves the positional term; the other two
        // terms are the same for every view of the board.
        let view = if self.snake == Symmetry::IDENTITY { board } else { self.snake.apply(board) };
        let row = |r: usize| usize::from(view.row(r));
        let positional = u64::from(t.falling[row(0)])
            + (u64::from(t.rising[row(1)]) << 8)
            + (u64::from(t.falling[row(2)]) << 16)
            + (u64::from(t.rising[row(3)]) << 24);
        let columns = board.transpose();
        let roughness: u32 = (0..4)
            .map(|i| {
                u32::from(t.roughness[usize::from(board.row(i))]) + u32::from(t.roughness[usize::from(columns.row(i))])
            })
            .sum();
        ScoreBreakdown {
            positional: positional as f64,
            empties: f64::from(board.empty_count()),
            smoothness: -f64::from(roughness),
        }
    }

    /// The weighted score of `board`.
    #[inline]
    pub fn score(&self, board: Board) -> f64 {
        self.breakdown(board).total(&self.weights)
    }
}
