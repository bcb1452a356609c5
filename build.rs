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
//!
//! And it writes the committed bank of test positions
//! (`data/positions.json`) as a table of Rust constants, `bank_table.rs`
//! in `OUT_DIR`: the page compiles the table in rather than the file's
//! text and a reader of it (see `src/analysis/bank.rs`); a test holds the
//! table equal to the file as read, field by field.

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
    bank_table();
    println!("cargo::rustc-check-cfg=cfg(optimised_for_speed)");
    if matches!(std::env::var("OPT_LEVEL").as_deref(), Ok("2" | "3")) {
        println!("cargo::rustc-cfg=optimised_for_speed");
    }
}

/// `data/positions.json` as `BANK_POSITIONS`, `BANK_COMMAND`, `BANK_SEED`,
/// `BANK_GAMES` and `BANK_CLARITY`: every number as it is in the file (a
/// float's shortest text is a Rust literal of the same double).
fn bank_table() {
    println!("cargo:rerun-if-changed=data/positions.json");
    let text = fs::read_to_string("data/positions.json").expect("data/positions.json");
    let bank: serde_json::Value = serde_json::from_str(&text).expect("data/positions.json is JSON");
    let word = |v: &serde_json::Value| v.as_str().expect("a word").to_string();
    let capital = |v: &serde_json::Value| {
        let w = word(v);
        let mut chars = w.chars();
        chars.next().map(|c| c.to_uppercase().collect::<String>() + chars.as_str()).unwrap_or_default()
    };
    let float = |v: &serde_json::Value| format!("{:?}_f64", v.as_f64().expect("a number"));
    let mut out = String::from("// Written by build.rs from data/positions.json: do not edit.\n");
    out += &format!("pub(crate) const BANK_COMMAND: &str = {:?};\n", word(&bank["command"]));
    out += &format!("pub(crate) const BANK_SEED: u64 = {};\n", bank["seed"]);
    out += &format!("pub(crate) const BANK_GAMES: u64 = {};\n", bank["games"]);
    out += &format!(
        "pub(crate) const BANK_CLARITY: (u32, &str) = ({}, {:?});\n",
        bank["clarity"]["seeds"],
        word(&bank["clarity"]["stronger"])
    );
    let positions = bank["positions"].as_array().expect("positions");
    out += &format!("pub(crate) const BANK_POSITIONS: [BankPosition; {}] = [\n", positions.len());
    for p in positions {
        let board = word(&p["board"]).split(',').enumerate().fold(0u64, |bits, (i, face)| {
            let face: u64 = face.trim().parse().expect("a tile");
            bits | (u64::from(if face == 0 { 0 } else { face.trailing_zeros() }) << (4 * i))
        });
        let values: Vec<String> = p["values"]
            .as_array()
            .expect("values")
            .iter()
            .map(|v| if v.is_null() { "None".to_string() } else { format!("Some({})", float(v)) })
            .collect();
        out += &format!(
            "    BankPosition {{ id: {}, half: Half::{}, stage: Stage::{}, game: {}, moves: {}, board: Board::from_raw({board:#x}), seed: {}, values: [{}], solver: Direction::{}, runner_up: Direction::{}, margin: {}, decided_by: Term::{}, greedy: Direction::{}, worst_case: Direction::{} }},\n",
            p["id"], capital(&p["half"]), capital(&p["stage"]), p["game"], p["moves"], p["seed"], values.join(", "),
            capital(&p["solver"]), capital(&p["runner_up"]), float(&p["margin"]), capital(&p["decided_by"]),
            capital(&p["greedy"]), capital(&p["worst_case"])
        );
    }
    out += "];\n";
    let dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    fs::write(Path::new(&dir).join("bank_table.rs"), out).expect("bank_table.rs written");
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
