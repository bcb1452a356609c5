//! The solver's Web Worker (trunk builds it to `worker.js` and
//! `worker_bg.wasm`): off the main thread, it plays the benchmark's games
//! and decides the Compare tab's positions, posting back each result.

#[cfg(target_arch = "wasm32")]
fn main() {
    lookahead::ui::web::workers::entry::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This is the browser benchmark's Web Worker; it runs only in the page.");
    std::process::exit(2);
}
