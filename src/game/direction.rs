//! The four directions a player can move.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A move direction. The declaration order is the article's move order
/// (down, right, left, up), which is also the solver's default tie-break.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Down,
    Right,
    Left,
    Up,
}

impl Direction {
    /// All four directions, in the article's order.
    pub const ALL: [Direction; 4] = [Direction::Down, Direction::Right, Direction::Left, Direction::Up];

    /// A stable index 0..4 (the position in [`Direction::ALL`]), for arrays
    /// indexed by direction.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase English name, as used in JSON and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Down => "down",
            Direction::Right => "right",
            Direction::Left => "left",
            Direction::Up => "up",
        }
    }

    /// An arrow for compact display.
    pub const fn arrow(self) -> &'static str {
        match self {
            Direction::Down => "↓",
            Direction::Right => "→",
            Direction::Left => "←",
            Direction::Up => "↑",
        }
    }

    /// Parses a name as written by [`Direction::name`].
    pub fn from_name(name: &str) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.name() == name)
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
