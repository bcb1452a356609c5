//! The coach: the reader's own moves set beside the solver's as they are
//! played (a match rate beside the score, agreement marked along the
//! timeline), a differing move judged by what it costs in chances of the
//! next tile, and the moves that cost most kept in a notebook for review.
//!
//! - `judge`: the solver's decision at each of the reader's moves, in a
//!   worker of its own, in the background;
//! - `context`: what the coach's parts share (the review's settings, the
//!   reader's moves on the line, the notebook);
//! - `tab_log`: the record of the reader's moves, kept over a reload;
//! - `strip`: the match rate beside the score and the marks along the
//!   timeline;
//! - `panel`: "Your moves, judged" (in Compare): the differing moves and
//!   the review that plays games on from both sides;
//! - `notebook`: the flagged positions, served again as guess-the-move.

pub mod context;
pub mod judge;
pub mod notebook;
pub mod panel;
pub mod strip;
pub mod tab_log;

pub use context::Coach;
