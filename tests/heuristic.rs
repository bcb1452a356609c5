//! The heuristic on boards worked out by hand, and against a plain formula.

mod common;

use common::{boards, grid, plain_formula};
use lookahead::game::{Board, Symmetry};
use lookahead::solver::{Heuristic, ScoreBreakdown, Weights};
use proptest::prelude::*;

fn article() -> Heuristic {
    Heuristic::new(Weights::ARTICLE, Symmetry::IDENTITY)
}

/// A single 2 in the bottom-right corner (rank 15):
/// positional = 2 × 4^15 = 2 147 483 648; 15 empties; no neighbouring pair.
/// total = 2 147 483 648 + 15 × 200 000 = 2 150 483 648.
#[test]
fn lone_two_in_the_corner() {
    let board = grid([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2]]);
    let terms = article().breakdown(board);
    assert_eq!(terms, ScoreBreakdown { positional: 2_147_483_648.0, empties: 15.0, smoothness: 0.0 });
    assert_eq!(article().score(board), 2_150_483_648.0);
}

/// Bottom row 2 4 8 16 (ranks 12..15):
/// positional = 2·4^12 + 4·4^13 + 8·4^14 + 16·4^15
///            = 2^25 + 2^28 + 2^31 + 2^34 = 19 629 342 720;
/// 12 empties; smoothness = −(|1−2| + |2−3| + |3−4|) = −3 (no vertical pairs).
/// total = 19 629 342 720 + 2 400 000 − 12 000 = 19 631 730 720.
#[test]
fn rising_bottom_row() {
    let board = grid([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 4, 8, 16]]);
    let terms = article().breakdown(board);
    assert_eq!(terms, ScoreBreakdown { positional: 19_629_342_720.0, empties: 12.0, smoothness: -3.0 });
    assert_eq!(article().score(board), 19_631_730_720.0);
}

/// 1024 in the top-left (rank 3), a 2 to its right (rank 2) and a 2 below
/// it (rank 4): positional = 1024·64 + 2·16 + 2·256 = 66 080; 13 empties;
/// smoothness = −(|10−1| horizontally + |10−1| vertically) = −18.
/// total = 66 080 + 2 600 000 − 72 000 = 2 594 080.
#[test]
fn big_tile_in_the_wrong_corner() {
    let board = grid([[1024, 2, 0, 0], [2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    let terms = article().breakdown(board);
    assert_eq!(terms, ScoreBreakdown { positional: 66_080.0, empties: 13.0, smoothness: -18.0 });
    assert_eq!(article().score(board), 2_594_080.0);
}

/// A full checkerboard of 2s and 4s: no empties; all 24 neighbouring pairs
/// differ by one doubling, smoothness = −24. Positional, row by row:
/// row 0: 2·64 + 4·16 + 2·4 + 4·1 = 204; row 1: 4·256 + 2·1024 + 4·4096 +
/// 2·16384 = 52 224; row 2: 2·4^11 + 4·4^10 + 2·4^9 + 4·4^8 = 13 369 344;
/// row 3: 4·4^12 + 2·4^13 + 4·4^14 + 2·4^15 = 3 422 552 064;
/// sum 3 435 973 836. total = 3 435 973 836 − 96 000 = 3 435 877 836.
#[test]
fn full_checkerboard() {
    let board = grid([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
    let terms = article().breakdown(board);
    assert_eq!(terms, ScoreBreakdown { positional: 3_435_973_836.0, empties: 0.0, smoothness: -24.0 });
    assert_eq!(article().score(board), 3_435_877_836.0);
}

#[test]
fn empty_board_scores_only_its_empties() {
    assert_eq!(article().score(Board::EMPTY), 3_200_000.0);
}

/// The snake can end in any corner: a mirrored snake gives a tile in the
/// bottom-left the weight the article gives the bottom-right.
#[test]
fn mirrored_snake_moves_the_corner() {
    let mirror = Symmetry { flip_columns: true, ..Symmetry::IDENTITY };
    let heuristic = Heuristic::new(Weights::ARTICLE, mirror);
    let bottom_left = grid([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]]);
    assert_eq!(heuristic.breakdown(bottom_left).positional, 2.0 * 4f64.powi(15));
    assert_eq!(heuristic.rank(12), 15);
    assert_eq!(heuristic.rank(15), 12);
    assert_eq!(article().rank(15), 15);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3_000))]

    #[test]
    fn tables_equal_the_plain_formula(board in boards(15, 35), symmetry_index in 0usize..8) {
        let snake = Symmetry::all().nth(symmetry_index).unwrap();
        let heuristic = Heuristic::new(Weights::ARTICLE, snake);
        let terms = heuristic.breakdown(board);
        let (positional, empties, smoothness) = plain_formula(board, snake);
        prop_assert_eq!(terms.positional, positional);
        prop_assert_eq!(terms.empties, empties);
        prop_assert_eq!(terms.smoothness, smoothness);
        let total = positional + 200_000.0 * empties + 4_000.0 * smoothness;
        prop_assert_eq!(heuristic.score(board), total);
    }
}
