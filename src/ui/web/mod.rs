//! The page in the browser, one folder per part of it:
//!
//! - `shell`: the page around the views: the app and its start, the view
//!   tabs, the address that follows the state, what a link replaced;
//! - `board`: the board and everything under it (controls, timeline,
//!   editor, hint, autoplay, the keyboard);
//! - `article`, `tree`, `heuristic`, `bench`, `compare`: one view each,
//!   its entry in the folder's `view.rs` (`ArticleView` … `CompareView`),
//!   its `mod.rs` only declaring;
//! - `learning`: the reader's part: the self-test and the answers kept;
//! - `coach`: the reader's own moves judged against the solver's, what a
//!   differing move costs in chances, and the notebook of flagged moves;
//! - `lesson`: lessons for a class: made, handed out as one link, worked,
//!   saved as a file and read back by the teacher;
//! - `kit`: what any view may use: browser services, storage, focus,
//!   status lines, long tasks, charts and their colours, the solver menu,
//!   the table of runs;
//! - `workers`: the solver's Web Workers: their messages, their pool, the
//!   one-benchmark-at-a-time lock, and the worker's own entry point;
//! - `state`: [`AppState`](state::AppState), the signals the views share.
//!
//! A file imports from its own folder, from `kit`, `workers`, `state` and
//! the model, and from another view only to show a piece of it (the
//! article shows the heatmap, the lab's progress, a tree pair); no two
//! files import each other, directly or around a circle (`tests/layout.rs`).

pub mod article;
pub mod bench;
pub mod board;
pub mod coach;
pub mod compare;
pub mod heuristic;
pub mod kit;
pub mod learning;
pub mod lesson;
pub mod shell;
pub mod state;
pub mod tree;
pub mod workers;

pub use shell::{start, App, Opening};
