//! [`Snake`]: which corner the positional weights flow toward, and whether
//! the snake runs along rows or columns.
//!
//! The article's snake ends bottom-right, running along rows. Every other
//! snake is that one seen through a symmetry of the square, so the
//! heuristic keeps one set of tables and views the board through the
//! snake's symmetry.

use crate::game::{Direction, Symmetry};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The article's rank of each cell (row 0 first): a snake that ends, with
/// rank 15, in the bottom-right corner.
pub const SNAKE_RANKS: [u8; 16] = [
    3, 2, 1, 0, //
    4, 5, 6, 7, //
    11, 10, 9, 8, //
    12, 13, 14, 15,
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Corner {
    TopLeft,
    TopRight,
    BottomLeft,
    BottomRight,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Along {
    /// Each run of four ranks fills a row (the article's snake).
    Rows,
    /// Each run of four ranks fills a column.
    Columns,
}

/// The shape of the rank map: the corner holding rank 15, and the direction
/// its runs go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Snake {
    pub corner: Corner,
    pub along: Along,
}

impl Corner {
    pub const ALL: [Corner; 4] = [Corner::TopLeft, Corner::TopRight, Corner::BottomLeft, Corner::BottomRight];

    pub fn name(self) -> &'static str {
        match self {
            Corner::TopLeft => "top-left",
            Corner::TopRight => "top-right",
            Corner::BottomLeft => "bottom-left",
            Corner::BottomRight => "bottom-right",
        }
    }

    pub fn from_name(name: &str) -> Option<Corner> {
        Corner::ALL.into_iter().find(|c| c.name() == name)
    }

    /// Whether a move toward `direction` pushes tiles into this corner
    /// (down into either bottom corner, left into either left one, …).
    pub fn pushed_by(self, direction: Direction) -> bool {
        let (top, left) =
            (matches!(self, Corner::TopLeft | Corner::TopRight), matches!(self, Corner::TopLeft | Corner::BottomLeft));
        match direction {
            Direction::Up => top,
            Direction::Down => !top,
            Direction::Left => left,
            Direction::Right => !left,
        }
    }
}

impl Along {
    pub const ALL: [Along; 2] = [Along::Rows, Along::Columns];

    pub fn name(self) -> &'static str {
        match self {
            Along::Rows => "rows",
            Along::Columns => "columns",
        }
    }

    pub fn from_name(name: &str) -> Option<Along> {
        Along::ALL.into_iter().find(|a| a.name() == name)
    }
}

impl Snake {
    /// The article's snake: rank 15 bottom-right, runs along rows.
    pub const ARTICLE: Snake = Snake { corner: Corner::BottomRight, along: Along::Rows };

    /// All eight snakes.
    pub fn all() -> impl Iterator<Item = Snake> {
        Along::ALL.into_iter().flat_map(|along| Corner::ALL.into_iter().map(move |corner| Snake { corner, along }))
    }

    /// The symmetry that carries a board onto the article's snake.
    pub fn symmetry(self) -> Symmetry {
        Symmetry {
            flip_rows: matches!(self.corner, Corner::TopLeft | Corner::TopRight),
            flip_columns: matches!(self.corner, Corner::TopLeft | Corner::BottomLeft),
            transpose: self.along == Along::Columns,
        }
    }

    /// The cell the snake ends in, its highest rank: where the weights
    /// want the largest tile.
    pub fn corner_cell(self) -> usize {
        self.ranks().iter().position(|&rank| rank == 15).unwrap_or(15)
    }

    /// Whether `board`'s largest tile (one of them, if two are equal) sits
    /// in the snake's corner.
    pub fn holds_largest(self, board: crate::game::Board) -> bool {
        board.exponent(self.corner_cell()) == board.max_exponent()
    }

    /// The rank (0..16) of every cell, row 0 first.
    pub fn ranks(self) -> [u8; 16] {
        let symmetry = self.symmetry();
        std::array::from_fn(|cell| SNAKE_RANKS[symmetry.map_cell(cell)])
    }
}

impl Default for Snake {
    fn default() -> Snake {
        Snake::ARTICLE
    }
}

impl fmt::Display for Snake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ending {}, along {}", self.corner.name(), self.along.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_snake_ends_in_its_named_corner() {
        let cell = |corner, along| Snake { corner, along }.corner_cell();
        for along in Along::ALL {
            assert_eq!(cell(Corner::TopLeft, along), 0);
            assert_eq!(cell(Corner::TopRight, along), 3);
            assert_eq!(cell(Corner::BottomLeft, along), 12);
            assert_eq!(cell(Corner::BottomRight, along), 15);
        }
        let board = crate::game::Board::from_exponents([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3]);
        assert!(Snake::ARTICLE.holds_largest(board), "one of two equal largest tiles");
        assert!(!Snake { corner: Corner::TopLeft, along: Along::Rows }.holds_largest(board));
    }

    #[test]
    fn each_corner_is_pushed_into_by_its_two_walls_moves() {
        let pushed = |corner: Corner| Direction::ALL.into_iter().filter(|&d| corner.pushed_by(d)).collect::<Vec<_>>();
        assert_eq!(pushed(Corner::BottomRight), [Direction::Down, Direction::Right]);
        assert_eq!(pushed(Corner::BottomLeft), [Direction::Down, Direction::Left]);
        assert_eq!(pushed(Corner::TopRight), [Direction::Right, Direction::Up]);
        assert_eq!(pushed(Corner::TopLeft), [Direction::Left, Direction::Up]);
    }

    #[test]
    fn article_snake_is_the_spec_map() {
        assert_eq!(Snake::ARTICLE.ranks(), SNAKE_RANKS);
    }

    /// The mirrored snake (ending bottom-left), written out by hand.
    #[test]
    fn mirrored_snake_by_hand() {
        let snake = Snake { corner: Corner::BottomLeft, along: Along::Rows };
        #[rustfmt::skip]
        let expected = [
            0, 1, 2, 3,
            7, 6, 5, 4,
            8, 9, 10, 11,
            15, 14, 13, 12,
        ];
        assert_eq!(snake.ranks(), expected);
        let columns = Snake { corner: Corner::BottomRight, along: Along::Columns };
        #[rustfmt::skip]
        let expected = [
            3, 4, 11, 12,
            2, 5, 10, 13,
            1, 6, 9, 14,
            0, 7, 8, 15,
        ];
        assert_eq!(columns.ranks(), expected);
    }

    #[test]
    fn every_snake_is_a_snake() {
        let corners = [0, 3, 12, 15];
        let mut seen = std::collections::HashSet::new();
        for snake in Snake::all() {
            let ranks = snake.ranks();
            let mut sorted = ranks;
            sorted.sort();
            assert_eq!(sorted, std::array::from_fn(|i| i as u8), "{snake}: a permutation of 0..16");
            // Consecutive ranks are neighbours, so the path never jumps.
            let cell_of = |rank: u8| ranks.iter().position(|&r| r == rank).unwrap();
            for rank in 0..15 {
                let (a, b) = (cell_of(rank), cell_of(rank + 1));
                assert_eq!((a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4), 1, "{snake}: rank {rank}");
            }
            let end = cell_of(15);
            assert!(corners.contains(&end));
            let expected_end = match snake.corner {
                Corner::TopLeft => 0,
                Corner::TopRight => 3,
                Corner::BottomLeft => 12,
                Corner::BottomRight => 15,
            };
            assert_eq!(end, expected_end, "{snake}");
            assert!(seen.insert(ranks));
            assert_eq!(Corner::from_name(snake.corner.name()), Some(snake.corner));
            assert_eq!(Along::from_name(snake.along.name()), Some(snake.along));
        }
    }
}
