//! The browser app's entry point (trunk builds this binary to wasm).

#[cfg(target_arch = "wasm32")]
fn main() {
    lookahead::ui::web::start();
}

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: lookahead::ui::web::kit::heap::Counting = lookahead::ui::web::kit::heap::Counting;

/// The bytes the app holds on its heap now: the soak test reads it, as
/// `window.wasmBindings.heap_in_use()`, to tell a leak from the high-water
/// mark that wasm memory's size shows.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn heap_in_use() -> usize {
    lookahead::ui::web::kit::heap::in_use()
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Lookahead app runs in the browser: start it with scripts/serve.sh.");
    eprintln!("For the solver on the command line, use: cargo run --release --bin lookahead -- --help");
    std::process::exit(2);
}
