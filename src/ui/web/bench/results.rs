//! Benchmark results in the page: finished runs, the run in progress, and
//! how they are kept (localStorage) and handed out (JSON, CSV).

use crate::bench::{GameRecord, Report, RunInfo};
use crate::ui::model::runs_csv;
use crate::ui::web::kit::storage::{Loaded, NotSaved, Slot};
use serde::{Deserialize, Serialize};

/// Where the benchmark lab keeps its runs.
pub const RESULTS_KEY: &str = "lookahead.bench-results";
/// No game by any preset comes near this many moves; a record that claims
/// more was not written by this page.
const MOST_MOVES: u32 = 1_000_000;

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
    /// When the charts last got a summary of this run.
    pub reported_ms: f64,
    /// How the games are being played, for the reader.
    pub how: String,
}

impl LiveRun {
    /// The run so far as a report (the same statistics code as the CLI).
    pub fn report(&self) -> Report {
        Report::new(self.info.clone(), self.records.clone())
    }
}

fn slot(key: &'static str) -> Slot<Vec<BenchResult>> {
    Slot::new(key, if key == RESULTS_KEY { "the benchmark results" } else { "the experiment's runs" })
}

/// The saved runs (each report checked against its games as it is read);
/// `Err` with a message when storage holds something else, which is then
/// set aside rather than overwritten.
pub fn load_results(key: &'static str) -> Result<Vec<BenchResult>, String> {
    let plausible =
        |results: &Vec<BenchResult>| results.iter().all(|r| r.report.records.iter().all(|g| g.moves <= MOST_MOVES));
    match slot(key).load(plausible) {
        Loaded::Missing => Ok(Vec::new()),
        Loaded::Value(results) => Ok(results),
        Loaded::SetAside { message } => Err(message),
    }
}

/// Keeps `results` under `key`, or says the browser refused.
pub fn save_results(key: &'static str, results: &[BenchResult]) -> Result<(), NotSaved> {
    slot(key).save(&results.to_vec())
}

/// Every game of every run, one line each (see [`runs_csv`]).
pub fn to_csv(results: &[BenchResult]) -> String {
    runs_csv(results.iter().map(|r| (r.label.as_str(), &r.report)))
}
