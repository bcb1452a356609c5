//! Lookahead: a 2048 expectimax solver, and everything needed to explain it.
//!
//! The crate is layered, and each layer uses only the ones below it:
//!
//! - [`game`]: the board, moves, spawns and seeded randomness. Plain Rust.
//! - [`solver`]: the heuristic, the configuration and the expectimax search,
//!   written once and generic over a [`solver::Tracer`].
//! - [`bench`]: self-play and the statistics of many games.
//! - [`analysis`]: experiments on top of those (the article's wall).
//! - [`ui`]: the page: its state model, plain Rust tested natively
//!   ([`ui::model`]), and the Leptos app in the browser (`ui::web`).
//!
//! Beside them, [`decimal`] reads decimal numbers, in JSON or typed, to the
//! bit, for every layer, [`numbers`] writes numbers in words and figures
//! for every layer, [`json_words`] says why a JSON text was refused in
//! a reader's words, and [`plain_json`] reads and writes the JSON of the
//! few values the page's first wasm module stores, without serde.
//!
//! The native CLI (`src/bin/lookahead/main.rs`) and the browser app both call
//! these layers; neither has a copy of the search of its own.

pub mod analysis;
pub mod bench;
pub mod decimal;
pub mod digits;
pub mod game;
pub mod json_words;
pub mod numbers;
pub mod plain_json;
pub mod solver;
pub mod ui;
