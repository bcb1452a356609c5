//! The 2048 game itself: a board packed into one `u64`, the four moves, random
//! spawns and a seeded generator that replays identically everywhere.
//!
//! Pick [`Board`] when you need positions and moves (the solver works only on
//! boards), and [`Game`] when you need a game in progress: a board plus its
//! score, move count and the seeded spawns that drive it.

mod board;
mod direction;
pub(crate) mod fixed;
mod game;
mod motion;
mod parse;
mod rng;
mod symmetry;
pub(crate) mod tables;

pub use board::{cell_name, Board, MAX_EXPONENT};
pub(crate) use board::{slide_all, slide_all_unturned, Moved, Slid};
pub use direction::Direction;
pub use game::{Game, Spawn, FOUR_CHANCE};
pub use motion::{apply_paths, slide_paths, TilePath};
pub use parse::{board_values, parse_board, BoardError};
pub use rng::{derive_seed, SeededRng, GENERATOR};
pub use symmetry::Symmetry;
