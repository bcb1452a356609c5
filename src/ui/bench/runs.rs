//! Benchmark results in the page: finished runs, the run in progress, and
//! how they are kept (localStorage) and handed out (JSON, CSV).

use super::super::browser;
use crate::bench::{GameRecord, Report, RunInfo};
use serde::{Deserialize, Serialize};

const RESULTS_KEY: &str = "lookahead.bench-results";

/// A finished run and the name it is shown under.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchResult {
    pub label: String,
    pub report: Report,
}

/// The run in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveRun {
    pub label: String,
    pub info: RunInfo,
    pub total: u64,
    pub records: Vec<GameRecord>,
    pub moves: u64,
    pub started_ms: f64,
    /// How the games are being played, for the reader.
    pub how: String,
}

impl LiveRun {
    /// The run so far as a report (the same statistics code as the CLI).
    pub fn report(&self) -> Report {
        Report::new(self.info.clone(), self.records.clone())
    }
}

/// The saved runs; `Err` with a message when storage holds something else.
pub fn load_results() -> Result<Vec<BenchResult>, String> {
    match browser::load(RESULTS_KEY) {
        None => Ok(Vec::new()),
        Some(text) => serde_json::from_str(&text)
            .map_err(|_| "Saved benchmark results could not be read, so they were set aside.".to_string()),
    }
}

pub fn save_results(results: &[BenchResult]) {
    if let Ok(text) = serde_json::to_string(results) {
        browser::save(RESULTS_KEY, &text);
    }
}

/// Every game of every run, one line each.
pub fn to_csv(results: &[BenchResult]) -> String {
    let mut out = String::from("run,preset,run_seed,game,game_seed,max_tile,score,moves,leaves,think_micros\n");
    for result in results {
        let label = result.label.replace('"', "'");
        for r in &result.report.records {
            out += &format!(
                "\"{label}\",{},{},{},{},{},{},{},{},{:.1}\n",
                result.report.preset,
                result.report.seed,
                r.index,
                r.seed,
                r.max_tile,
                r.score,
                r.moves,
                r.leaves,
                r.think_micros
            );
        }
    }
    out
}
