//! The benchmark's Web Worker (trunk builds it to `worker.js` and
//! `worker_bg.wasm`): it plays the games the page hands it, off the main
//! thread, and posts back each game's record.

#[cfg(target_arch = "wasm32")]
fn main() {
    lookahead::ui::bench_worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This is the browser benchmark's Web Worker; it runs only in the page.");
    std::process::exit(2);
}
