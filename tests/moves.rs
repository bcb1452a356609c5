//! Moves on hand-computed boards in all four directions, and the
//! properties every move must keep.

mod common;

use common::{boards, grid};
use lookahead::game::{apply_paths, slide_paths, Board, Direction, Symmetry, TilePath};
use proptest::prelude::*;

/// Left slides on the three rows the spec names, then each direction as the
/// same rows turned to face it. Expected boards are written out by hand.
#[test]
fn merges_in_all_four_directions() {
    let start = grid([[2, 2, 2, 2], [2, 2, 2, 0], [4, 4, 8, 8], [0, 0, 0, 0]]);
    let cases = [
        (Direction::Left, grid([[4, 4, 0, 0], [4, 2, 0, 0], [8, 16, 0, 0], [0, 0, 0, 0]]), 8 + 4 + 24),
        (Direction::Right, grid([[0, 0, 4, 4], [0, 0, 2, 4], [0, 0, 8, 16], [0, 0, 0, 0]]), 8 + 4 + 24),
    ];
    for (direction, expected, gained) in cases {
        assert_eq!(start.slide_with_score(direction), (expected, gained), "{direction}");
    }

    // The same three lines as columns, top to bottom: 2 2 2 2 | 2 2 2 _ | 4 4 8 8.
    let columns = grid([[2, 2, 4, 0], [2, 2, 4, 0], [2, 2, 8, 0], [2, 0, 8, 0]]);
    let up = grid([[4, 4, 8, 0], [4, 2, 16, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    let down = grid([[0, 0, 0, 0], [0, 0, 0, 0], [4, 2, 8, 0], [4, 4, 16, 0]]);
    assert_eq!(columns.slide_with_score(Direction::Up), (up, 36));
    assert_eq!(columns.slide_with_score(Direction::Down), (down, 36));
}

#[test]
fn a_tile_merges_once_per_move_and_slides_through_gaps() {
    let board = grid([[2, 0, 2, 4], [8, 0, 0, 8], [0, 4, 4, 8], [16, 16, 16, 16]]);
    let left = grid([[4, 4, 0, 0], [16, 0, 0, 0], [8, 8, 0, 0], [32, 32, 0, 0]]);
    assert_eq!(board.slide_with_score(Direction::Left), (left, 4 + 16 + 8 + 64));
}

#[test]
fn illegal_moves_and_game_over() {
    let packed_left = grid([[2, 0, 0, 0], [4, 0, 0, 0], [2, 0, 0, 0], [8, 0, 0, 0]]);
    assert!(!packed_left.is_legal(Direction::Left));
    assert!(packed_left.is_legal(Direction::Right));
    let locked = grid([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
    assert!(!locked.has_legal_move());
    assert_eq!(locked.legal_moves().count(), 0);
    let one_merge = grid([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 8, 8]]);
    let legal: Vec<Direction> = one_merge.legal_moves().collect();
    assert_eq!(legal, vec![Direction::Right, Direction::Left]);
}

#[test]
fn board_cells_and_counts() {
    let board = grid([[0, 2, 0, 0], [0, 0, 0, 0], [0, 0, 1024, 0], [0, 0, 0, 32768]]);
    assert_eq!(board.empty_count(), 13);
    assert_eq!(board.empty_mask(), !((1 << 1) | (1 << 10) | (1 << 15)));
    assert_eq!(board.max_tile(), 32768);
    assert_eq!(board.face(10), 1024);
    assert_eq!(board.tile_sum(), 2 + 1024 + 32768);
    assert_eq!(Board::EMPTY.empty_count(), 16);
}

#[test]
fn paths_show_which_tiles_merge() {
    let board = grid([[2, 2, 2, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    let paths = slide_paths(board, Direction::Left);
    assert_eq!(
        paths,
        vec![
            TilePath { from: 0, to: 0, merged: true, absorbed: false },
            TilePath { from: 1, to: 0, merged: true, absorbed: true },
            TilePath { from: 2, to: 1, merged: false, absorbed: false },
        ]
    );
}

/// Every one of the 65,536 rows, slid each way, lands where the page's
/// tile paths put it and scores the tiles its merges make: the move tables
/// are built from one row function, and this checks it on every input.
#[test]
fn every_row_slides_as_its_tile_paths_say() {
    for row in 0..=u16::MAX {
        let board = Board::from_raw(u64::from(row));
        for direction in [Direction::Left, Direction::Right] {
            let paths = slide_paths(board, direction);
            let merged: u32 = paths
                .iter()
                .filter(|path| path.merged && !path.absorbed)
                .map(|path| 2 << board.exponent(usize::from(path.from)))
                .sum();
            assert_eq!(
                board.slide_with_score(direction),
                (apply_paths(board, &paths), merged),
                "{row:#06x} {direction}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// The page animates tiles along these paths; they must land exactly
    /// where the solver's table-driven move puts them.
    #[test]
    fn tile_paths_agree_with_slide(board in boards(15, 40), index in 0usize..4) {
        let direction = Direction::ALL[index];
        prop_assert_eq!(apply_paths(board, &slide_paths(board, direction)), board.slide(direction));
    }

    #[test]
    fn moves_conserve_the_sum_of_tiles(board in boards(14, 40), index in 0usize..4) {
        let direction = Direction::ALL[index];
        prop_assert_eq!(board.slide(direction).tile_sum(), board.tile_sum());
    }

    /// Every move is every other move seen through a symmetry: turn the
    /// board, move in the turned direction, turn back.
    #[test]
    fn moves_commute_with_rotations(board in boards(14, 40), index in 0usize..4) {
        let direction = Direction::ALL[index];
        for symmetry in Symmetry::all() {
            let turned = symmetry.apply(board).slide(symmetry.map(direction));
            prop_assert_eq!(symmetry.inverse().apply(turned), board.slide(direction), "{:?}", symmetry);
        }
    }

    #[test]
    fn empty_mask_marks_exactly_the_empty_cells(board in boards(15, 50)) {
        let mask = board.empty_mask();
        for cell in 0..16 {
            prop_assert_eq!(mask & (1 << cell) != 0, board.exponent(cell) == 0, "cell {}", cell);
        }
        prop_assert_eq!(mask.count_ones(), board.empty_count());
    }

    #[test]
    fn transpose_matches_its_definition(board in boards(15, 30)) {
        let t = board.transpose();
        for cell in 0..16 {
            prop_assert_eq!(t.exponent(4 * (cell % 4) + cell / 4), board.exponent(cell));
        }
    }

    #[test]
    fn score_gained_is_the_growth_of_merged_tiles(board in boards(14, 40), index in 0usize..4) {
        // Each merge scores the tile it makes, so the score never exceeds
        // the tiles on the board after the move, and a move scores exactly
        // when it merged, which is when it frees cells.
        let (after, gained) = board.slide_with_score(Direction::ALL[index]);
        prop_assert!(gained <= after.tile_sum());
        prop_assert_eq!(gained == 0, after.empty_count() == board.empty_count());
    }
}
