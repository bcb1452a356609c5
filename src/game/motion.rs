//! Where each tile goes in a move, for animating it.
//!
//! [`Board::slide`] is the fast answer the solver uses; this is the slow,
//! explicit one the page uses to slide each tile to its destination. A test
//! checks that both agree on every board.

use super::board::{Board, MAX_EXPONENT};
use super::direction::Direction;

/// One tile's journey in a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TilePath {
    pub from: u8,
    pub to: u8,
    /// The tile took part in a merge.
    pub merged: bool,
    /// The tile merged into the one ahead of it and disappears.
    pub absorbed: bool,
}

/// The cells of line `k` (a row or a column), starting at the wall the
/// tiles move toward.
fn line(direction: Direction, k: usize) -> [usize; 4] {
    match direction {
        Direction::Left => [4 * k, 4 * k + 1, 4 * k + 2, 4 * k + 3],
        Direction::Right => [4 * k + 3, 4 * k + 2, 4 * k + 1, 4 * k],
        Direction::Up => [k, 4 + k, 8 + k, 12 + k],
        Direction::Down => [12 + k, 8 + k, 4 + k, k],
    }
}

/// The path of every tile on `board` when it moves toward `direction`.
pub fn slide_paths(board: Board, direction: Direction) -> Vec<TilePath> {
    let mut paths = Vec::with_capacity(16);
    for k in 0..4 {
        let cells = line(direction, k);
        let mut next_slot = 0;
        // The last tile placed in this line, while it can still merge.
        let mut open: Option<(u8, usize)> = None;
        for &cell in &cells {
            let exponent = board.exponent(cell);
            if exponent == 0 {
                continue;
            }
            match open {
                Some((open_exponent, leader)) if open_exponent == exponent && exponent < MAX_EXPONENT => {
                    paths[leader] = TilePath { merged: true, ..paths[leader] };
                    paths.push(TilePath {
                        from: cell as u8,
                        to: cells[next_slot - 1] as u8,
                        merged: true,
                        absorbed: true,
                    });
                    open = None;
                }
                _ => {
                    paths.push(TilePath {
                        from: cell as u8,
                        to: cells[next_slot] as u8,
                        merged: false,
                        absorbed: false,
                    });
                    open = Some((exponent, paths.len() - 1));
                    next_slot += 1;
                }
            }
        }
    }
    paths
}

/// The board the paths lead to: what [`Board::slide`] computes.
pub fn apply_paths(board: Board, paths: &[TilePath]) -> Board {
    paths.iter().filter(|p| !p.absorbed).fold(Board::EMPTY, |after, p| {
        let exponent = board.exponent(usize::from(p.from)) + u8::from(p.merged);
        after.with_exponent(usize::from(p.to), exponent)
    })
}
