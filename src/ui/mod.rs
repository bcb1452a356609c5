//! The browser app: a playable board, the solver's hint and autoplay, and
//! the views that explain the solver.
//!
//! Two layers. [`model`] holds the page's state and logic as plain Rust,
//! tested natively like the solver. `web` is the page itself, Leptos
//! components and browser services compiled for wasm only (gated once,
//! here), which display that state and turn clicks, keys and swipes into
//! calls on it.

pub mod model;

#[cfg(target_arch = "wasm32")]
pub mod web;
