//! Habits: ways to pick a move that need no understanding of the search,
//! against which a reader's score on the test positions is read. A test
//! that a habit passes measures the habit, not learning.
//!
//! - [`fixed_order_move`]: always press the same keys in the same order
//!   (the first legal one of, say, down, left, right, up);
//!   [`best_fixed_order`] is the order that agrees with the solver most
//!   often on a set of positions, the strongest such habit.
//! - [`rule_of_thumb_move`]: the article's rules of thumb applied by rote:
//!   never move the largest tile out of the corner the snake ends in, then
//!   leave the most empty cells (merge the most), then prefer the moves
//!   the solver tries first.

use crate::game::{Board, Direction};
use crate::solver::{first_highest, SolverConfig};

/// An order of the four directions: a habit presses the first legal one.
pub type Order = [Direction; 4];

/// Every order of the four directions (24), the article's own first, in
/// lexicographic order of [`Direction::ALL`].
pub fn all_orders() -> Vec<Order> {
    let mut orders = Vec::with_capacity(24);
    for a in Direction::ALL {
        for b in Direction::ALL.into_iter().filter(|&b| b != a) {
            for c in Direction::ALL.into_iter().filter(|&c| c != a && c != b) {
                let d = Direction::ALL.into_iter().find(|&d| d != a && d != b && d != c).unwrap_or(a);
                orders.push([a, b, c, d]);
            }
        }
    }
    orders
}

/// The first legal direction of `order` on `board`, if any is legal.
pub fn fixed_order_move(order: Order, board: Board) -> Option<Direction> {
    order.into_iter().find(|&d| board.is_legal(d))
}

/// The order whose moves agree most often with `solver_moves` (pairs of a
/// board and the solver's move there), and how often; the first in
/// [`all_orders`] wins a tie.
pub fn best_fixed_order(positions: impl Iterator<Item = (Board, Direction)> + Clone) -> (Order, u32) {
    let agreements = all_orders().into_iter().map(|order| {
        let agreed =
            positions.clone().filter(|&(board, solver)| fixed_order_move(order, board) == Some(solver)).count();
        (order, agreed as u32)
    });
    first_highest(agreements).unwrap_or((Direction::ALL, 0))
}

/// Whether `direction` keeps `board`'s largest tile in the corner the
/// snake of `config` ends in, where it sits now (the article's first rule
/// of thumb); `false` when the tile is not there to keep.
pub fn keeps_corner(board: Board, direction: Direction, config: &SolverConfig) -> bool {
    let (corner, largest) = (config.snake.corner_cell(), board.max_exponent());
    board.exponent(corner) == largest && board.slide(direction).exponent(corner) == largest
}

/// "down, then left, then right, then up".
pub fn order_in_words(order: Order) -> String {
    order.map(|d| d.name()).join(", then ")
}

/// The move the article's rules of thumb pick by rote, under `config`'s
/// snake and move order: among the legal moves, those that keep the
/// largest tile in the snake's corner when it is there; of those, the one
/// leaving the most empty cells; on a tie, the first in the move order.
pub fn rule_of_thumb_move(board: Board, config: &SolverConfig) -> Option<Direction> {
    let legal: Vec<Direction> = config.move_order.into_iter().filter(|&d| board.is_legal(d)).collect();
    let keeping: Vec<Direction> = legal.iter().copied().filter(|&d| keeps_corner(board, d, config)).collect();
    let candidates = if keeping.is_empty() { legal } else { keeping };
    // The most empty cells, the first in the move order on a tie.
    first_highest(candidates.into_iter().map(|d| (d, board.slide(d).empty_count()))).map(|(d, _)| d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_board;

    #[test]
    fn there_are_twenty_four_orders_each_a_permutation() {
        let orders = all_orders();
        assert_eq!(orders.len(), 24);
        assert_eq!(orders[0], Direction::ALL);
        for order in &orders {
            let mut sorted = *order;
            sorted.sort();
            assert_eq!(sorted, Direction::ALL, "{order:?}");
        }
        let mut unique = orders.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 24);
    }

    #[test]
    fn a_fixed_order_presses_its_first_legal_key() {
        // Everything packed down and right: down and right are illegal.
        let board = parse_board("0,0,0,0,0,0,0,2,0,0,0,4,0,0,2,8").unwrap();
        let order = [Direction::Down, Direction::Right, Direction::Up, Direction::Left];
        assert_eq!(fixed_order_move(order, board), Some(Direction::Up));
        assert_eq!(fixed_order_move(Direction::ALL, board), Some(Direction::Left));
        assert_eq!(order_in_words(order), "down, then right, then up, then left");
    }

    #[test]
    fn the_best_order_counts_agreements_and_the_first_wins_a_tie() {
        // A lone 2 in the top-left corner: only down and right are legal.
        // Orders that put right before down agree twice, the first of
        // them (right, down, left, up) wins.
        let open = parse_board("2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0").unwrap();
        let positions = [(open, Direction::Right), (open, Direction::Right), (open, Direction::Down)];
        let (order, agreed) = best_fixed_order(positions.iter().copied());
        assert_eq!((order, agreed), ([Direction::Right, Direction::Down, Direction::Left, Direction::Up], 2));
        // A tie between all orders (no agreement at all) keeps the first.
        let (order, agreed) = best_fixed_order(std::iter::empty());
        assert_eq!((order, agreed), (Direction::ALL, 0));
    }

    #[test]
    fn the_rules_of_thumb_keep_the_corner_then_merge() {
        let config = SolverConfig::article();
        // The 8 sits in the bottom-right corner. Left and up move it out;
        // down keeps it and merges nothing (12 empty cells); right keeps
        // it and merges the top row's 2s (13).
        let board = parse_board("2,2,0,0,0,0,0,0,0,0,0,0,0,0,4,8").unwrap();
        assert_eq!(rule_of_thumb_move(board, &config), Some(Direction::Right));
        // Down and right are illegal, and left and up both move the 8 out
        // of the corner, each leaving 14 empty cells: the move order
        // (left before up) decides.
        let board = parse_board("0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,8").unwrap();
        assert!(!board.is_legal(Direction::Down) && !board.is_legal(Direction::Right));
        assert_eq!(rule_of_thumb_move(board, &config), Some(Direction::Left));
        assert_eq!(rule_of_thumb_move(parse_board("2,4,2,4,4,2,4,2,2,4,2,4,4,2,4,2").unwrap(), &config), None);
    }
}
