//! The browser app: a playable board, the solver's hint and autoplay, and
//! the panels that explain the solver.
//!
//! [`model`] holds the page's state and logic as plain Rust (tested
//! natively); the components, compiled for wasm only, display that state
//! and turn clicks, keys and swipes into calls on it.

pub mod model;

#[cfg(target_arch = "wasm32")]
mod address;
#[cfg(target_arch = "wasm32")]
mod analysis;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod article;
#[cfg(target_arch = "wasm32")]
mod autoplay;
#[cfg(target_arch = "wasm32")]
mod bench;
#[cfg(target_arch = "wasm32")]
pub mod bench_worker;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod board_score;
#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(target_arch = "wasm32")]
mod chart_canvas;
#[cfg(target_arch = "wasm32")]
mod chart_kit;
#[cfg(target_arch = "wasm32")]
mod compare;
#[cfg(target_arch = "wasm32")]
mod context;
#[cfg(target_arch = "wasm32")]
mod controls;
#[cfg(target_arch = "wasm32")]
mod differences;
#[cfg(target_arch = "wasm32")]
mod editor;
#[cfg(target_arch = "wasm32")]
mod focus;
#[cfg(target_arch = "wasm32")]
mod heatmap;
#[cfg(target_arch = "wasm32")]
mod hint;
#[cfg(target_arch = "wasm32")]
mod kept;
#[cfg(target_arch = "wasm32")]
mod mini_board;
#[cfg(target_arch = "wasm32")]
mod notes;
#[cfg(target_arch = "wasm32")]
mod offload;
#[cfg(target_arch = "wasm32")]
mod palette;
#[cfg(target_arch = "wasm32")]
mod panels;
#[cfg(target_arch = "wasm32")]
pub mod panic;
#[cfg(target_arch = "wasm32")]
mod postmortem;
#[cfg(target_arch = "wasm32")]
mod review_form;
#[cfg(target_arch = "wasm32")]
mod settings;
#[cfg(target_arch = "wasm32")]
mod sliced;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(target_arch = "wasm32")]
mod timeline;
#[cfg(target_arch = "wasm32")]
mod tree;
#[cfg(target_arch = "wasm32")]
mod workers;

#[cfg(target_arch = "wasm32")]
pub use address::Opening;
#[cfg(target_arch = "wasm32")]
pub use app::{start, App};
