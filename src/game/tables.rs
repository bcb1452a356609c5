//! Lookup tables for moves, built once over all 65,536 possible rows.
//!
//! A row is 16 bits: four 4-bit exponents, the cell nearest the left wall in
//! the lowest nibble. Sliding a row left is one lookup; sliding right is the
//! mirror image; up and down are left and right on the transposed board.
//!
//! ```text
//!   row bits:  | c3 | c2 | c1 | c0 |
//!              15   11   7    3    0
//! ```

use std::sync::OnceLock;

/// Number of distinct 16-bit rows.
pub(crate) const ROWS: usize = 1 << 16;

/// Per-row results of every move, indexed by the row's 16 bits.
pub(crate) struct MoveTables {
    pub(crate) left: Box<[u16; ROWS]>,
    pub(crate) right: Box<[u16; ROWS]>,
    pub(crate) score_left: Box<[u32; ROWS]>,
    pub(crate) score_right: Box<[u32; ROWS]>,
}

/// The tables, built on first use (a few milliseconds) and shared after that.
pub(crate) fn move_tables() -> &'static MoveTables {
    static TABLES: OnceLock<MoveTables> = OnceLock::new();
    TABLES.get_or_init(MoveTables::build)
}

/// A boxed array filled by `f(row)` for every row, built on the heap so that
/// large tables never sit on the (small, in wasm) stack.
pub(crate) fn table<T: Copy + Default>(f: impl Fn(u16) -> T) -> Box<[T; ROWS]> {
    let values: Vec<T> = (0..ROWS).map(|row| f(row as u16)).collect();
    values.into_boxed_slice().try_into().unwrap_or_else(|_| unreachable!("exactly ROWS entries"))
}

/// The four exponents of a row, wall-side (left) first.
pub(crate) fn unpack_row(row: u16) -> [u8; 4] {
    [0, 1, 2, 3].map(|c| ((row >> (4 * c)) & 0xF) as u8)
}

pub(crate) fn pack_row(cells: [u8; 4]) -> u16 {
    cells.iter().enumerate().fold(0, |row, (c, &e)| row | (u16::from(e) << (4 * c)))
}

/// Mirrors a row left to right.
pub(crate) fn reverse_row(row: u16) -> u16 {
    let mut cells = unpack_row(row);
    cells.reverse();
    pack_row(cells)
}

/// Slides a row toward its left wall: tiles close up, then each equal pair
/// merges once, the pair nearest the wall first. Returns the new row and the
/// score gained (the sum of the merged tiles' values).
///
/// Exponent 15 (32768) is the largest a nibble holds, so two 32768 tiles do
/// not merge; no game by this solver comes close to that.
pub(crate) fn slide_row_left(row: u16) -> (u16, u32) {
    // Built for every row when the tables are made (at page load, too), so
    // it works in place, without allocating.
    let mut out = [0u8; 4];
    let (mut write, mut score) = (0, 0u32);
    // Whether the last tile placed can still take a merge.
    let mut open = false;
    for e in unpack_row(row).into_iter().filter(|&e| e != 0) {
        if open && out[write - 1] == e && e < 15 {
            out[write - 1] = e + 1;
            score += 1 << (e + 1);
            open = false;
        } else {
            out[write] = e;
            write += 1;
            open = true;
        }
    }
    (pack_row(out), score)
}

impl MoveTables {
    fn build() -> MoveTables {
        let left = table(|row| slide_row_left(row).0);
        let right = table(|row| reverse_row(slide_row_left(reverse_row(row)).0));
        MoveTables {
            score_left: table(|row| slide_row_left(row).1),
            score_right: table(|row| slide_row_left(reverse_row(row)).1),
            left,
            right,
        }
    }
}
