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

use super::fixed::Fixed;

/// Number of distinct 16-bit rows.
pub(crate) const ROWS: usize = 1 << 16;

/// Per-row results of every move, indexed by the row's 16 bits. A row's
/// two slides sit side by side: the search slides each row both ways, so
/// one cache line serves both.
struct Rows {
    slides: [[u16; 2]; ROWS],
    score_left: [u32; ROWS],
    score_right: [u32; ROWS],
}

/// The tables, at a fixed address (see [`super::fixed`]).
static ROW_MOVES: Fixed<Rows> =
    Fixed::new(Rows { slides: [[0; 2]; ROWS], score_left: [0; ROWS], score_right: [0; ROWS] });

/// The move tables, built: reads them where they lie, so code that keeps
/// one keeps no pointer. Only [`move_tables`] makes one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MoveTables(());

/// The tables, built on first use (a few milliseconds) and shared after that.
#[inline(always)]
pub(crate) fn move_tables() -> MoveTables {
    ROW_MOVES.build(Rows::fill);
    MoveTables(())
}

impl MoveTables {
    #[inline(always)]
    fn rows(self) -> &'static Rows {
        // Safety: a `MoveTables` exists only once `move_tables` built them.
        unsafe { ROW_MOVES.get() }
    }

    /// Each row slid left.
    #[inline(always)]
    pub(crate) fn left(self) -> Slides {
        Slides { tables: self, side: 0 }
    }

    /// Each row slid right.
    #[inline(always)]
    pub(crate) fn right(self) -> Slides {
        Slides { tables: self, side: 1 }
    }

    /// What sliding each row left scores.
    pub(crate) fn score_left(self) -> &'static [u32; ROWS] {
        &self.rows().score_left
    }

    /// What sliding each row right scores.
    pub(crate) fn score_right(self) -> &'static [u32; ROWS] {
        &self.rows().score_right
    }
}

/// Each row slid one way, read as `slides[row]` (rows as `usize`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slides {
    tables: MoveTables,
    /// Which of a row's two slides: 0 left, 1 right.
    side: usize,
}

impl std::ops::Index<usize> for Slides {
    type Output = u16;

    #[inline(always)]
    fn index(&self, row: usize) -> &u16 {
        &self.tables.rows().slides[row][self.side]
    }
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

impl Rows {
    /// Fills every row's entries, in place (the tables would not fit on
    /// wasm's stack).
    fn fill(&mut self) {
        for row in 0..=u16::MAX {
            let (left, score_left) = slide_row_left(row);
            let (mirrored, score_right) = slide_row_left(reverse_row(row));
            let at = usize::from(row);
            self.slides[at] = [left, reverse_row(mirrored)];
            (self.score_left[at], self.score_right[at]) = (score_left, score_right);
        }
    }
}
