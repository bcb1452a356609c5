//! The solver's decisions as the page keeps them (no search is made here):
//! the position explained, the reader's guess there, a recorded search,
//! and the hint.

use crate::game::{Board, Direction, Game};
use crate::solver::{Decision, Replay, SearchTree, SolverConfig};
use std::sync::Arc;

/// The most nodes one decision the page makes without recording it (a
/// hint too large to record, Autoplay) may visit: a few tenths of a second
/// in the page, where the deepest settings would take minutes.
pub const DECISION_NODES: u64 = 1_000_000;

/// A position the page explains: a board, and the seed the solver samples
/// with there (so the explanation is the search Autoplay would run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub board: Board,
    pub seed: u64,
    /// Moves played to reach it.
    pub moves: u32,
}

impl Position {
    pub fn of(game: &Game) -> Position {
        Position { board: game.board(), seed: game.decision_seed(), moves: game.moves() }
    }
}

/// The reader's guess at the current position (see [`super::judge`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Guess {
    /// The position guessed at; a guess about another one is void.
    pub position: Position,
    pub pick: Option<Direction>,
    pub revealed: bool,
}

/// A recorded search, ready to show: the tree, its replay, and what
/// recording it cost.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub tree: Arc<SearchTree>,
    pub replay: Arc<Replay>,
    /// Milliseconds the recorded search took; `None` for an imported tree.
    pub millis: Option<f64>,
    /// Where the tree came from, for its heading.
    pub source: String,
}

impl Recorded {
    pub fn new(tree: SearchTree, millis: Option<f64>, source: String) -> Recorded {
        let replay = Arc::new(Replay::new(&tree));
        Recorded { tree: Arc::new(tree), replay, millis, source }
    }
}

/// The solver's answer for one board, as the hint panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub board: Board,
    /// The settings it was computed with: a hint is stale once they change.
    pub config: SolverConfig,
    pub decision: Decision,
    /// Why this depth: "6 empty cells (more than 3, at most 8) → depth 4".
    pub depth_reason: String,
    pub millis: f64,
    /// Why its search has no tree to show, when it is too large to record
    /// (the move is still decided, as Autoplay decides it).
    pub no_tree: Option<String>,
}
