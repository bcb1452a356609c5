//! The eight symmetries of the square, acting on boards and directions.
//!
//! They serve two purposes: tests check that each move is a rotation of
//! every other move, and the heuristic's snake can end in any corner, in
//! either orientation, by viewing the board through a symmetry first.

use super::board::Board;
use super::direction::Direction;
use serde::{Deserialize, Serialize};

/// A symmetry of the square, applied as: flip rows top↔bottom (if
/// `flip_rows`), then flip columns left↔right (if `flip_columns`), then
/// transpose (if `transpose`). Those three bits reach all eight symmetries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Symmetry {
    pub flip_rows: bool,
    pub flip_columns: bool,
    pub transpose: bool,
}

impl Symmetry {
    pub const IDENTITY: Symmetry = Symmetry { flip_rows: false, flip_columns: false, transpose: false };

    /// All eight symmetries.
    pub fn all() -> impl Iterator<Item = Symmetry> {
        (0..8u8).map(|bits| Symmetry {
            flip_rows: bits & 1 != 0,
            flip_columns: bits & 2 != 0,
            transpose: bits & 4 != 0,
        })
    }

    /// Moves the tile at each cell to its image under this symmetry.
    pub fn apply(self, board: Board) -> Board {
        let mut bits = board.raw();
        if self.flip_rows {
            bits = flip_rows(bits);
        }
        if self.flip_columns {
            bits = flip_columns(bits);
        }
        let board = Board::from_raw(bits);
        if self.transpose {
            board.transpose()
        } else {
            board
        }
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        if self.transpose {
            // (T·C·R)⁻¹ = R·C·T = T·R'·C' where transposing swaps the roles
            // of the row flip and the column flip.
            Symmetry { flip_rows: self.flip_columns, flip_columns: self.flip_rows, transpose: true }
        } else {
            self
        }
    }

    /// Where a direction points after the board is transformed: moving the
    /// transformed board in `map(d)` is the image of moving it in `d`.
    pub fn map(self, direction: Direction) -> Direction {
        use Direction::*;
        let mut d = direction;
        if self.flip_rows {
            d = match d {
                Up => Down,
                Down => Up,
                other => other,
            };
        }
        if self.flip_columns {
            d = match d {
                Left => Right,
                Right => Left,
                other => other,
            };
        }
        if self.transpose {
            d = match d {
                Up => Left,
                Left => Up,
                Down => Right,
                Right => Down,
            };
        }
        d
    }

    /// The cell index that cell `i` moves to.
    pub fn map_cell(self, cell: usize) -> usize {
        let (mut r, mut c) = (cell / 4, cell % 4);
        if self.flip_rows {
            r = 3 - r;
        }
        if self.flip_columns {
            c = 3 - c;
        }
        if self.transpose {
            (r, c) = (c, r);
        }
        4 * r + c
    }
}

/// Reverses the order of the four 16-bit rows.
const fn flip_rows(x: u64) -> u64 {
    (x << 48) | ((x & 0xFFFF_0000) << 16) | ((x >> 16) & 0xFFFF_0000) | (x >> 48)
}

/// Reverses the order of the four nibbles inside every row.
const fn flip_columns(x: u64) -> u64 {
    ((x & 0x000F_000F_000F_000F) << 12)
        | ((x & 0x00F0_00F0_00F0_00F0) << 4)
        | ((x & 0x0F00_0F00_0F00_0F00) >> 4)
        | ((x & 0xF000_F000_F000_F000) >> 12)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counting_board() -> Board {
        Board::from_exponents(std::array::from_fn(|i| i as u8))
    }

    #[test]
    fn apply_moves_each_cell_where_map_cell_says() {
        let board = counting_board();
        for s in Symmetry::all() {
            let image = s.apply(board);
            for cell in 0..16 {
                assert_eq!(image.exponent(s.map_cell(cell)), board.exponent(cell), "{s:?} cell {cell}");
            }
        }
    }

    #[test]
    fn inverse_undoes_and_all_eight_differ() {
        let board = counting_board();
        let images: std::collections::HashSet<Board> = Symmetry::all().map(|s| s.apply(board)).collect();
        assert_eq!(images.len(), 8);
        for s in Symmetry::all() {
            assert_eq!(s.inverse().apply(s.apply(board)), board, "{s:?}");
        }
    }
}
