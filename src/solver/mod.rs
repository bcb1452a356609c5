//! The expectimax solver from the article, exactly as `SPEC.md` pins it down.
//!
//! - [`SolverConfig`] holds every knob (depth policy, sample cap, weights,
//!   spawn odds, move order, snake corner); [`Preset`] names the standard ones.
//! - [`Heuristic`] scores a board and can show its [`ScoreBreakdown`].
//! - [`Solver::decide`] runs the search and returns a [`Decision`];
//!   [`Solver::decide_traced`] runs the *same* search while reporting every
//!   node to a [`Tracer`]; [`SearchTree::record`] uses that to keep a whole
//!   decision's tree, and [`Replay`] steps through it in visiting order.

mod config;
mod config_json;
mod decision;
pub mod describe;
mod fold;
mod heuristic;
mod leaf_moves;
mod memo;
mod replay;
mod score_parts;
mod search;
mod siblings;
mod snake;
mod trace;
mod tree;
mod tree_file;

pub use config::{
    ChanceRule, ConfigError, DepthPolicy, Preset, SolverConfig, ValidConfig, Weights, CELLS, CUSTOM, MAX_DEPTH,
    MAX_WEIGHT,
};
pub use decision::{first_highest, first_lowest, Decision, NodeCounts};
pub use heuristic::{Heuristic, ScoreBreakdown};
pub use replay::{Replay, ReplayState, Step};
pub use score_parts::{edges, CellScore, EdgePenalty, ScoreParts};
pub use search::{Solver, TooLarge};
pub use snake::{Along, Corner, Snake, SNAKE_RANKS};
pub use trace::{Edge, NoTrace, Tracer};
pub use tree::{NodeKind, SearchTree, TreeNode, MOST_NODES};
pub use tree_file::{TreeError, TREE_FORMAT, TREE_VERSION};
