//! The browser app's entry point (trunk builds this binary to wasm).

#[cfg(target_arch = "wasm32")]
fn main() {
    lookahead::ui::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The Lookahead app runs in the browser: start it with scripts/serve.sh.");
    eprintln!("For the solver on the command line, use: cargo run --release --bin lookahead -- --help");
    std::process::exit(2);
}
