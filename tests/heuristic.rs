//! The heuristic on boards worked out by hand, and against a plain formula.

mod common;

use common::{boards, grid, plain_formula};
use lookahead::game::Board;
use lookahead::solver::{Along, Corner, Heuristic, ScoreBreakdown, Snake, Weights};
use proptest::prelude::*;

fn article() -> Heuristic {
    Heuristic::new(Weights::ARTICLE, Snake::ARTICLE)
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
    let mirror = Snake { corner: Corner::BottomLeft, along: Along::Rows };
    let heuristic = Heuristic::new(Weights::ARTICLE, mirror);
    let bottom_left = grid([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]]);
    assert_eq!(heuristic.breakdown(bottom_left).positional, 2.0 * 4f64.powi(15));
    assert_eq!(heuristic.rank(12), 15);
    assert_eq!(heuristic.rank(15), 12);
    assert_eq!(article().rank(15), 15);
}

/// Every cell's rank and weight, for the article's snake and its mirror
/// image, written out as the spec draws them.
#[test]
fn ranks_and_weights_of_every_cell() {
    #[rustfmt::skip]
    let article = [3, 2, 1, 0, 4, 5, 6, 7, 11, 10, 9, 8, 12, 13, 14, 15];
    #[rustfmt::skip]
    let mirrored = [0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11, 15, 14, 13, 12];
    let cases = [(Snake::ARTICLE, article), (Snake { corner: Corner::BottomLeft, along: Along::Rows }, mirrored)];
    for (snake, ranks) in cases {
        let explanation = Heuristic::new(Weights::ARTICLE, snake).parts(Board::EMPTY);
        for cell in 0..16 {
            assert_eq!(explanation.cells[cell].rank, ranks[cell], "{snake} cell {cell}");
            assert_eq!(explanation.cells[cell].weight, (1u64 << (2 * ranks[cell])) as f64, "{snake} cell {cell}");
        }
    }
}

/// A worked board: 512 in the corner (rank 15), 256 left of it (rank 14),
/// 2 above the 512 (rank 8). Contributions 512·4^15, 256·4^14, 2·4^8;
/// edges 256–512 (|8−9| = 1) and 2–512 (|1−9| = 8).
#[test]
fn explanation_of_a_worked_board() {
    let board = grid([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 2], [0, 0, 256, 512]]);
    let explanation = article().parts(board);
    let corner = 512.0 * 4f64.powi(15);
    let next = 256.0 * 4f64.powi(14);
    let small = 2.0 * 4f64.powi(8);
    assert_eq!(explanation.cells[15].contribution, corner);
    assert_eq!(explanation.cells[14].contribution, next);
    assert_eq!(explanation.cells[11].contribution, small);
    assert_eq!(explanation.cells[15].share, corner / (corner + next + small));
    let edges: Vec<(u8, u8, f64)> = explanation.edges.iter().map(|e| (e.from, e.to, e.penalty)).collect();
    assert_eq!(edges, vec![(11, 15, 8.0), (14, 15, 1.0)]);
    assert_eq!(explanation.weighted, [corner + next + small, 13.0 * 200_000.0, -9.0 * 4_000.0]);
    assert_eq!(explanation.total, article().score(board));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3_000))]

    #[test]
    fn tables_equal_the_plain_formula(board in boards(15, 35), symmetry_index in 0usize..8) {
        let snake = Snake::all().nth(symmetry_index).unwrap();
        let heuristic = Heuristic::new(Weights::ARTICLE, snake);
        let terms = heuristic.breakdown(board);
        let (positional, empties, smoothness) = plain_formula(board, snake.ranks());
        prop_assert_eq!(terms.positional, positional);
        prop_assert_eq!(terms.empties, empties);
        prop_assert_eq!(terms.smoothness, smoothness);
        let total = positional + 200_000.0 * empties + 4_000.0 * smoothness;
        prop_assert_eq!(heuristic.score(board), total);
    }

    /// The page's per-cell and per-edge pieces add up to the terms.
    #[test]
    fn explanations_add_up(board in boards(15, 35), symmetry_index in 0usize..8) {
        let snake = Snake::all().nth(symmetry_index).unwrap();
        let heuristic = Heuristic::new(Weights::ARTICLE, snake);
        let explanation = heuristic.parts(board);
        let contributions: f64 = explanation.cells.iter().map(|c| c.contribution).sum();
        prop_assert_eq!(contributions, explanation.breakdown.positional);
        let penalties: f64 = explanation.edges.iter().map(|e| e.penalty).sum();
        prop_assert_eq!(-penalties, explanation.breakdown.smoothness);
        let empties = explanation.cells.iter().filter(|c| c.tile == 0).count() as f64;
        prop_assert_eq!(empties, explanation.breakdown.empties);
        if board != Board::EMPTY {
            let shares: f64 = explanation.cells.iter().map(|c| c.share).sum();
            prop_assert!((shares - 1.0).abs() < 1e-12);
        }
        prop_assert_eq!(explanation.breakdown, heuristic.breakdown(board));
    }
}
