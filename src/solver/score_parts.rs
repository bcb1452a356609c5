//! [`ScoreParts`]: the heuristic taken apart cell by cell and edge by edge,
//! for the page to draw. Computed from the plain formula, not the tables;
//! the tests check that its pieces add up to the table-driven terms.

use super::heuristic::{Heuristic, ScoreBreakdown};
use crate::game::Board;
use serde::Serialize;

/// One cell's part in the positional term.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct CellScore {
    pub rank: u8,
    /// 4^rank.
    pub weight: f64,
    /// The tile's face value, 0 when empty.
    pub tile: u32,
    /// tile × 4^rank.
    pub contribution: f64,
    /// The contribution as a fraction of the positional term (0 when the
    /// board is empty).
    pub share: f64,
}

/// The smoothness penalty between two neighbouring tiles: |log2 a − log2 b|.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct EdgePenalty {
    /// The upper or left cell.
    pub from: u8,
    /// Its right or lower neighbour.
    pub to: u8,
    pub penalty: f64,
}

/// Every pair of neighbouring tiles on `board` (across, then down, row 0
/// first) with its penalty; pairs with an empty cell are left out.
pub fn edges(board: Board) -> Vec<EdgePenalty> {
    let mut edges = Vec::new();
    for cell in 0..16 {
        let neighbours = [(cell % 4 < 3).then_some(cell + 1), (cell < 12).then_some(cell + 4)];
        for other in neighbours.into_iter().flatten() {
            let (a, b) = (board.exponent(cell), board.exponent(other));
            if a != 0 && b != 0 {
                edges.push(EdgePenalty { from: cell as u8, to: other as u8, penalty: f64::from(a.abs_diff(b)) });
            }
        }
    }
    edges
}

/// A board's score, taken apart.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScoreParts {
    /// Every cell, row 0 first.
    pub cells: [CellScore; 16],
    /// Every pair of neighbouring tiles (pairs with an empty cell are left
    /// out: they count nothing).
    pub edges: Vec<EdgePenalty>,
    pub breakdown: ScoreBreakdown,
    /// The three terms times their weights, in the breakdown's order.
    pub weighted: [f64; 3],
    pub total: f64,
}

impl Heuristic {
    /// Takes the score of `board` apart.
    pub fn parts(&self, board: Board) -> ScoreParts {
        let breakdown = self.breakdown(board);
        let positional = breakdown.positional;
        let cells = std::array::from_fn(|cell| {
            let rank = self.rank(cell);
            let weight = 4f64.powi(i32::from(rank));
            let tile = board.face(cell);
            let contribution = f64::from(tile) * weight;
            let share = if positional > 0.0 { contribution / positional } else { 0.0 };
            CellScore { rank, weight, tile, contribution, share }
        });
        let edges = edges(board);
        let w = self.weights();
        let weighted = [w.positional * positional, w.empties * breakdown.empties, w.smoothness * breakdown.smoothness];
        ScoreParts { cells, edges, breakdown, weighted, total: breakdown.total(w) }
    }
}
