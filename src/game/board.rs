//! [`Board`]: a 4×4 position packed into one `u64`.
//!
//! Each cell is a 4-bit exponent (0 = empty, 1 = tile 2, 2 = tile 4, …,
//! 15 = tile 32768). Cell `i = 4·row + col`, row 0 on top, lives in bits
//! `4i..4i+4`, so row `r` is the 16 bits starting at `16r`:
//!
//! ```text
//!   bit 63                                            bit 0
//!   | row 3 (bottom) | row 2 | row 1 | row 0 (top)       |
//!   row 0 = | (0,3) | (0,2) | (0,1) | (0,0) |   col 0 in the lowest nibble
//! ```

use super::direction::Direction;
use super::tables::{move_tables, MoveTables, Slides};
use std::fmt;

/// The largest exponent a cell can hold: 15, the tile 32768.
pub const MAX_EXPONENT: u8 = 15;

/// A cell as a person names it, counting from 1: "row 2, column 3" for
/// cell `4·1 + 2`.
pub fn cell_name(cell: impl Into<usize>) -> String {
    let cell = cell.into();
    format!("row {}, column {}", cell / 4 + 1, cell % 4 + 1)
}

/// Bit 0 of every nibble.
const NIBBLE_LOW_BITS: u64 = 0x1111_1111_1111_1111;

/// A 4×4 2048 position. Copy it freely: it is one machine word.
///
/// In JSON a board is its sixteen face values as a string,
/// `"2,0,0,4,…"` (row 0 first): readable, and safe from JavaScript's 53-bit
/// numbers, which would corrupt the packed `u64` (its serde impls are in
/// [`crate::game::parse`], beside the parser they use).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board(u64);

impl Board {
    /// The board with no tiles.
    pub const EMPTY: Board = Board(0);

    /// A board from its packed bits (see the module docs for the layout).
    pub const fn from_raw(bits: u64) -> Board {
        Board(bits)
    }

    /// The packed bits.
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// A board from sixteen exponents, row 0 first. Exponents above 15 are
    /// truncated to their low four bits, so callers validate first (see
    /// [`crate::game::parse_board`]).
    pub fn from_exponents(exponents: [u8; 16]) -> Board {
        let bits = exponents.iter().enumerate().fold(0u64, |bits, (i, &e)| bits | (u64::from(e & 0xF) << (4 * i)));
        Board(bits)
    }

    /// The sixteen exponents, row 0 first.
    pub fn exponents(self) -> [u8; 16] {
        std::array::from_fn(|i| self.exponent(i))
    }

    /// The sixteen tile values (0 for empty), row 0 first.
    pub fn faces(self) -> [u32; 16] {
        std::array::from_fn(|i| self.face(i))
    }

    /// The exponent at cell `i` (0..16).
    pub const fn exponent(self, cell: usize) -> u8 {
        ((self.0 >> (4 * cell)) & 0xF) as u8
    }

    /// The tile value at cell `i`, 0 when empty.
    pub const fn face(self, cell: usize) -> u32 {
        match self.exponent(cell) {
            0 => 0,
            e => 1 << e,
        }
    }

    /// This board with cell `i` set to exponent `e`.
    pub const fn with_exponent(self, cell: usize, exponent: u8) -> Board {
        let shift = 4 * cell;
        Board((self.0 & !(0xF << shift)) | (((exponent & 0xF) as u64) << shift))
    }

    /// Row `r` (0 on top) as 16 bits, column 0 in the lowest nibble.
    pub const fn row(self, r: usize) -> u16 {
        (self.0 >> (16 * r)) as u16
    }

    /// A bit per nibble (bit 4i) set where cell i holds a tile.
    const fn occupied_bits(self) -> u64 {
        let b = self.0;
        (b | b >> 1 | b >> 2 | b >> 3) & NIBBLE_LOW_BITS
    }

    /// The number of empty cells: a bit count where the CPU has one (in
    /// wasm, and natively since the build targets its own CPU, see
    /// `.cargo/config.toml`), else one multiply.
    pub const fn empty_count(self) -> u32 {
        if cfg!(any(target_arch = "wasm32", target_feature = "popcnt")) {
            self.empties_by_bit_count()
        } else {
            self.empties_by_multiply()
        }
    }

    /// [`Board::empty_count`] as a bit count: one instruction in wasm (and
    /// in the machine code browsers make of it) and on any CPU with one.
    const fn empties_by_bit_count(self) -> u32 {
        16 - self.occupied_bits().count_ones()
    }

    /// [`Board::empty_count`] without a bit count (baseline x86-64 has
    /// none): one multiply adds up the flags of cells 0..15 into the top
    /// nibble (no partial sum exceeds 15, so nothing carries); cell 15's
    /// flag, which would make 16, is added on its own.
    const fn empties_by_multiply(self) -> u32 {
        let occupied = self.occupied_bits();
        let first_fifteen = (occupied & 0x0111_1111_1111_1111).wrapping_mul(NIBBLE_LOW_BITS) >> 60;
        16 - (first_fifteen + (occupied >> 60)) as u32
    }

    /// A 16-bit mask with bit i set when cell i is empty.
    #[inline]
    pub const fn empty_mask(self) -> u16 {
        // Gather bit 4i into bit i, halving the gaps at each step: cells
        // pair up within bytes, then bytes within 16 bits, and so on.
        let mut x = !self.occupied_bits() & NIBBLE_LOW_BITS;
        x = (x | x >> 3) & 0x0303_0303_0303_0303;
        x = (x | x >> 6) & 0x000F_000F_000F_000F;
        x = (x | x >> 12) & 0x0000_00FF_0000_00FF;
        x = (x | x >> 24) & 0xFFFF;
        x as u16
    }

    /// The largest exponent on the board (0 for an empty board).
    pub fn max_exponent(self) -> u8 {
        (0..16).map(|i| self.exponent(i)).max().unwrap_or(0)
    }

    /// The largest tile on the board (0 for an empty board).
    pub fn max_tile(self) -> u32 {
        match self.max_exponent() {
            0 => 0,
            e => 1 << e,
        }
    }

    /// The board mirrored about its main diagonal: cell (r, c) ↔ (c, r).
    pub const fn transpose(self) -> Board {
        let x = self.0;
        let a1 = x & 0xF0F0_0F0F_F0F0_0F0F;
        let a2 = x & 0x0000_F0F0_0000_F0F0;
        let a3 = x & 0x0F0F_0000_0F0F_0000;
        let a = a1 | (a2 << 12) | (a3 >> 12);
        let b1 = a & 0xFF00_FF00_00FF_00FF;
        let b2 = a & 0x00FF_00FF_0000_0000;
        let b3 = a & 0x0000_0000_FF00_FF00;
        Board(b1 | (b2 >> 24) | (b3 << 24))
    }

    /// The board after sliding every tile toward `direction` (no spawn).
    /// Equal to `self` when the move is illegal.
    #[inline]
    pub fn slide(self, direction: Direction) -> Board {
        slide_with(move_tables(), self, direction)
    }

    /// The board after the move, and the score it earns.
    pub fn slide_with_score(self, direction: Direction) -> (Board, u32) {
        let tables = move_tables();
        let after = slide_with(tables, self, direction);
        let rows = match direction {
            Direction::Left | Direction::Right => self,
            Direction::Up | Direction::Down => self.transpose(),
        };
        let scores = match direction {
            Direction::Left | Direction::Up => tables.score_left(),
            Direction::Right | Direction::Down => tables.score_right(),
        };
        let gained = (0..4).map(|r| scores[usize::from(rows.row(r))]).sum();
        (after, gained)
    }

    /// Whether moving in `direction` changes the board.
    pub fn is_legal(self, direction: Direction) -> bool {
        self.slide(direction) != self
    }

    /// Whether any move is legal; the game is over when none is.
    pub fn has_legal_move(self) -> bool {
        Direction::ALL.into_iter().any(|d| self.is_legal(d))
    }

    /// The legal directions, in the article's order.
    pub fn legal_moves(self) -> impl Iterator<Item = Direction> {
        Direction::ALL.into_iter().filter(move |&d| self.is_legal(d))
    }

    /// The sum of all tile values (moves conserve it; spawns add to it).
    pub fn tile_sum(self) -> u32 {
        self.faces().iter().sum()
    }
}

/// Every row of `board` through a row table (a left or right move).
#[inline(always)]
fn through_rows(table: Slides, board: Board) -> Board {
    let row = |r: usize| u64::from(table[usize::from(board.row(r))]) << (16 * r);
    Board(row(0) | row(1) | row(2) | row(3))
}

/// One move through the tables. Up and down are left and right on the
/// transposed board.
#[inline(always)]
fn slide_with(tables: MoveTables, board: Board, direction: Direction) -> Board {
    match direction {
        Direction::Left => through_rows(tables.left(), board),
        Direction::Right => through_rows(tables.right(), board),
        Direction::Up => through_rows(tables.left(), board.transpose()).transpose(),
        Direction::Down => through_rows(tables.right(), board.transpose()).transpose(),
    }
}

/// A board after a move, together with its transpose: the heuristic reads
/// columns as the transpose's rows, and up and down produce the transpose
/// first, so the pair costs one transpose per move either way.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slid {
    pub(crate) board: Board,
    pub(crate) transposed: Board,
}

/// All four moves at once, indexed by [`Direction::index`]: the search needs
/// every child of a max node, and up and down share one transpose.
#[inline(always)]
pub(crate) fn slide_all(tables: MoveTables, board: Board) -> [Slid; 4] {
    let columns = board.transpose();
    let across = |table: Slides| {
        let board = through_rows(table, board);
        Slid { board, transposed: board.transpose() }
    };
    let along = |table: Slides| {
        let transposed = through_rows(table, columns);
        Slid { board: transposed.transpose(), transposed }
    };
    let mut children = [across(tables.left()); 4];
    children[Direction::Down.index()] = along(tables.right());
    children[Direction::Right.index()] = across(tables.right());
    children[Direction::Up.index()] = along(tables.left());
    children
}

/// All four moves, each only in the orientation its move makes it in: left
/// and right as boards, up and down as transposes. For a search that needs
/// the other orientation of few children, cheaper than [`slide_all`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Moved {
    /// Indexed by [`Direction::index`]; up and down transposed.
    pub(crate) children: [Board; 4],
    /// The board moved from, transposed (what up and down compare with).
    pub(crate) columns: Board,
}

impl Moved {
    /// Whether `direction`'s child is held transposed.
    #[inline(always)]
    pub(crate) fn transposed(direction: Direction) -> bool {
        matches!(direction, Direction::Up | Direction::Down)
    }
}

/// The four moves of `board`, as [`Moved`] holds them.
#[inline(always)]
pub(crate) fn slide_all_unturned(tables: MoveTables, board: Board) -> Moved {
    let columns = board.transpose();
    let mut children = [Board::EMPTY; 4];
    children[Direction::Down.index()] = through_rows(tables.right(), columns);
    children[Direction::Right.index()] = through_rows(tables.right(), board);
    children[Direction::Left.index()] = through_rows(tables.left(), board);
    children[Direction::Up.index()] = through_rows(tables.left(), columns);
    Moved { children, columns }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({:#018x})", self.0)
    }
}

/// Four lines of four right-aligned tile values, `.` for empty.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..4 {
            let line: Vec<String> = (0..4)
                // Six wide: a five-digit tile keeps a space before it.
                .map(|c| match self.face(4 * r + c) {
                    0 => format!("{:>6}", "."),
                    v => format!("{v:>6}"),
                })
                .collect();
            writeln!(f, "{}", line.join(""))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::SeededRng;

    /// Both ways of counting empty cells count them, whichever one this
    /// build uses: boards from empty to full, with 32768s (nibble 0xF,
    /// where a flag a bit off shows first) among the tiles.
    #[test]
    fn both_empty_counts_count_the_empty_cells() {
        let mut rng = SeededRng::new(5);
        let mut boards = vec![Board::EMPTY, Board::from_raw(u64::MAX), Board::from_raw(0x8000_0000_0000_0001)];
        for _ in 0..20_000 {
            let crowd = rng.below(17);
            boards.push(Board::from_exponents(std::array::from_fn(|_| {
                if rng.below(16) < crowd {
                    1 + rng.below(15) as u8
                } else {
                    0
                }
            })));
        }
        for board in boards {
            let empty = board.exponents().iter().filter(|&&e| e == 0).count() as u32;
            assert_eq!((board.empties_by_bit_count(), board.empties_by_multiply()), (empty, empty), "{board:?}");
        }
    }
}
