//! The browser app: a playable board, the solver's hint and autoplay, and
//! the views that explain the solver.
//!
//! [`model`] holds the page's state and logic as plain Rust, tested
//! natively. Everything else runs in the browser only, and is compiled for
//! wasm only (gated once, below), one folder per part of the page:
//!
//! - `shell`: the page around the views: the app, the tabs, the address
//!   and what a link replaced;
//! - `play`: the board and everything under it (controls, timeline, editor,
//!   hint, autoplay, keys);
//! - `article`, `tree`, `heuristic`, `bench`, `compare`: one view each;
//! - `kit`: widgets and browser services any view uses (charts, storage,
//!   focus, status lines, long tasks);
//! - `workers`: the solver's Web Workers: their messages, their pool, the
//!   one-run-at-a-time lock, and the worker's own entry point;
//! - `state`: [`AppState`](state::AppState), the signals the views share.

pub mod model;

/// Compiles each item for the browser only: the view layer's one gate.
macro_rules! browser_only {
    ($($item:item)*) => { $( #[cfg(target_arch = "wasm32")] $item )* };
}

browser_only! {
    mod article;
    mod bench;
    mod compare;
    mod heuristic;
    pub mod kit;
    mod play;
    mod shell;
    mod state;
    mod tree;
    pub mod workers;

    pub use shell::{start, App, Opening};
}
