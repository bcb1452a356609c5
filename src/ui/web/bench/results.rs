//! Benchmark results in the page: finished runs, the run in progress, and
//! how they are kept (localStorage) and handed out (JSON, CSV).

use crate::bench::{GameRecord, Report, RunInfo};
pub use crate::ui::model::BenchResult;
use crate::ui::model::{runs_csv, saved_runs_refusal};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::storage::{Loaded, NotSaved, Slot};

/// Where the benchmark lab keeps its runs.
pub const RESULTS_KEY: &str = "lookahead.bench-results";
/// No game by any preset comes near this many moves; a record that claims
/// more was not written by this page.
const MOST_MOVES: u32 = 1_000_000;

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
    // Read before the slot sets it aside: a report's own reason, if that
    // is what refuses it (another generator, another format), is named.
    let text = browser::load(key);
    match slot(key).load(plausible) {
        Loaded::Missing => Ok(Vec::new()),
        Loaded::Value(results) => Ok(results),
        Loaded::SetAside { message } => Err(match text.as_deref().and_then(saved_runs_refusal) {
            Some(why) => format!("{message} The page refused {why}."),
            None => message,
        }),
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
