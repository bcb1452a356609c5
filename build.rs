//! Stamps the build with an id computed from its sources, so the page and
//! the benchmark's worker (two wasm files built separately, the worker's
//! file name without a content hash) can tell at their handshake whether
//! they come from the same sources: `LOOKAHEAD_BUILD_ID`, 16 hex digits of
//! an FNV-1a hash over every file under `src/`, `Cargo.toml` and
//! `Cargo.lock`.
//!
//! It also marks builds optimised for speed (opt-level 2 or 3: the CLI and
//! the benchmark's worker) with `cfg(optimised_for_speed)`: there the
//! search forces a few small hot helpers inline, where the page's build,
//! optimised for size, keeps one copy of each (`SeededRng::below` in
//! `src/game/rng.rs`, `Search::spawn_leaves` in `src/solver/search.rs`);
//! `Solver::decide` runs the plain search, where the page's build runs
//! the budgeted one with no reachable budget (one copy of the search fewer);
//! and chance nodes next to the leaves move their children line by line
//! (`SIBLINGS` in `src/solver/search.rs`, also on in debug builds).

use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    for watched in ["src", "Cargo.toml", "Cargo.lock"] {
        println!("cargo:rerun-if-changed={watched}");
    }
    let mut files = vec![PathBuf::from("Cargo.toml"), PathBuf::from("Cargo.lock")];
    collect(Path::new("src"), &mut files);
    files.sort();
    let mut hash = Fnv::new();
    for file in &files {
        hash.add(file.to_string_lossy().as_bytes());
        hash.add(&fs::read(file).unwrap_or_default());
    }
    println!("cargo:rustc-env=LOOKAHEAD_BUILD_ID={:016x}", hash.0);
    println!("cargo::rustc-check-cfg=cfg(optimised_for_speed)");
    if matches!(std::env::var("OPT_LEVEL").as_deref(), Ok("2" | "3")) {
        println!("cargo::rustc-cfg=optimised_for_speed");
    }
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else {
            files.push(path);
        }
    }
}

/// FNV-1a, 64 bits: enough to tell two builds apart, and no dependency.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        self.0 = (self.0 ^ 0xff).wrapping_mul(0x0100_0000_01b3);
    }
}
