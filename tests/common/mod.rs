//! Helpers shared by the native test files: boards written as grids, and
//! random boards for property tests.

#![allow(dead_code)]

use lookahead::game::Board;
use lookahead::solver::SNAKE_RANKS;
use proptest::prelude::*;

/// A board from a 4×4 grid of face values (0 = empty), row 0 first.
pub fn grid(rows: [[u32; 4]; 4]) -> Board {
    let faces: Vec<String> = rows.iter().flatten().map(|v| v.to_string()).collect();
    lookahead::game::parse_board(&faces.join(",")).expect("a valid grid")
}

/// Any board with exponents up to `max_exponent`, about `empty_share` of
/// cells empty.
pub fn boards(max_exponent: u8, empty_percent: u8) -> impl Strategy<Value = Board> {
    prop::array::uniform16((0u8..100, 1..=max_exponent))
        .prop_map(move |cells| Board::from_exponents(cells.map(|(roll, e)| if roll < empty_percent { 0 } else { e })))
}

/// The heuristic written as plainly as the spec states it: face values,
/// `4^rank` and `log2`, no tables.
pub fn plain_formula(board: Board, ranks: [u8; 16]) -> (f64, f64, f64) {
    let faces = board.faces();
    let mut positional = 0.0;
    let mut empties = 0.0;
    for cell in 0..16 {
        let rank = ranks[cell];
        positional += faces[cell] as f64 * 4f64.powi(i32::from(rank));
        if faces[cell] == 0 {
            empties += 1.0;
        }
    }
    let mut smoothness = 0.0;
    for r in 0..4 {
        for c in 0..4 {
            let here = faces[4 * r + c];
            for (nr, nc) in [(r, c + 1), (r + 1, c)] {
                if nr < 4 && nc < 4 {
                    let there = faces[4 * nr + nc];
                    if here != 0 && there != 0 {
                        smoothness -= (f64::from(here).log2() - f64::from(there).log2()).abs();
                    }
                }
            }
        }
    }
    (positional, empties, smoothness)
}

/// The article's heuristic total by the plain formula.
pub fn plain_score(board: Board) -> f64 {
    let (positional, empties, smoothness) = plain_formula(board, SNAKE_RANKS);
    positional + 200_000.0 * empties + 4_000.0 * smoothness
}

/// A small generator for the fuzzers (xorshift64*): a failing case is found
/// again from the seed and its number.
pub struct Dice(pub u64);

impl Dice {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n.max(1)
    }
}

/// Cases per fuzzer: 100,000, or `FUZZ_CASES` (`scripts/fuzz.sh` runs
/// 1,000,000).
pub fn cases() -> u32 {
    std::env::var("FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(100_000)
}
