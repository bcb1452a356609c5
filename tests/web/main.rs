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

/// splitmix64 from `seed`: bit patterns over the whole range of doubles.
fn random_bits(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}
