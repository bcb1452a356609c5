//! Browser tests: the real app mounted in headless Chromium, driven with
//! key events, checked through the DOM a reader (or a screen reader) sees.
//! One file per part of the page; `app.rs` mounts the app for each test.
//!
//! Run by scripts/test.sh through wasm-bindgen-test-runner.

#![cfg(target_arch = "wasm32")]

mod app;
mod board;
mod browser_text;
mod heuristic;
mod shell;
mod solver;
mod tree;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
