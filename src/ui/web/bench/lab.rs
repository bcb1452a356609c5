//! A benchmark lab's state: its finished runs, the run in progress and
//! those queued after it, and its notices. The Benchmark view has one lab,
//! each of the article's experiments another; one run plays at a time,
//! page-wide (see `run`).

use super::results::{load_results, BenchResult, LiveRun};
use crate::bench::{Report, RunInfo};
use crate::solver::SolverConfig;
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// Charts and the table follow a run at most this often.
pub const REDRAW_MS: f64 = 1000.0;

/// A run waiting for its turn.
#[derive(Clone, Debug)]
pub struct PlannedRun {
    pub label: String,
    pub info: RunInfo,
    pub games: u64,
}

/// The lab's shared state.
#[derive(Clone, Copy)]
pub struct BenchUi {
    pub results: RwSignal<Vec<BenchResult>>,
    pub live: RwSignal<Option<LiveRun>>,
    /// The run in progress summarised for the charts and the table: taken
    /// at most every `REDRAW_MS`, so the page's own work stays small while
    /// the workers play (the page shares the machine's cores with them).
    pub live_report: RwSignal<Option<(String, Report)>>,
    /// Runs to start when this one ends.
    pub queue: StoredValue<Vec<PlannedRun>>,
    /// The storage key results are kept under, if they are kept.
    pub store: Option<&'static str>,
    pub notice: RwSignal<Option<String>>,
    /// Runs that Clear results took away, oldest first, until Undo brings
    /// them back: a misplaced click must not cost a long run (kept in
    /// memory only, so a reload lets them go).
    pub cleared: RwSignal<Vec<BenchResult>>,
    /// The page, to be heard through (a notice line appears with its
    /// words, which a screen reader does not say).
    app: Option<AppState>,
}

/// Two handles are the same lab when they hold the same signals.
impl PartialEq for BenchUi {
    fn eq(&self, other: &BenchUi) -> bool {
        self.live == other.live
    }
}

impl BenchUi {
    /// A lab whose results are kept under `store` (and loaded from there
    /// now; unreadable ones are set aside with a notice).
    pub fn new(store: Option<&'static str>) -> BenchUi {
        let notice = RwSignal::new(None);
        let results = store.map_or(Ok(Vec::new()), load_results).unwrap_or_else(|problem| {
            notice.set(Some(problem));
            Vec::new()
        });
        if let Some(what) = store.and_then(interrupted) {
            let stopped = stopped_with_the_page(what);
            // After what loading the results had to say, if anything.
            notice.update(|notice| *notice = Some(notice.take().map_or(stopped.clone(), |n| format!("{n} {stopped}"))));
        }
        BenchUi {
            results: RwSignal::new(results),
            live: RwSignal::new(None),
            live_report: RwSignal::new(None),
            queue: StoredValue::new(Vec::new()),
            store,
            notice,
            cleared: RwSignal::new(Vec::new()),
            app: use_context::<AppState>(),
        }
    }

    /// Shows `text` as the lab's notice, and has a screen reader say it.
    pub fn tell(self, text: String) {
        if let Some(app) = self.app {
            app.announce(&text);
        }
        self.notice.try_set(Some(text));
    }

    /// Has a screen reader say `text`, which the lab shows in its own way.
    pub fn say(self, text: &str) {
        if let Some(app) = self.app {
            app.announce(text);
        }
    }

    /// Every finished run, those Clear put aside first, in their order.
    pub fn every_run(self) -> Vec<BenchResult> {
        [self.cleared.get_untracked(), self.results.get_untracked()].concat()
    }
}

/// Where this tab notes the run in progress of the lab storing under `store`.
pub fn running_key(store: &str) -> String {
    format!("{store}.running")
}

/// What a lab had under way when this tab last left the page (a reload, a
/// link followed): it stopped with the page.
pub enum Interrupted {
    /// A run, by its label.
    Run(String),
    /// The check of an imported run, by the run's label.
    Check(String),
}

/// Notes, for this tab, that the lab storing under `store` has `what` under way.
pub fn note_running(store: &str, what: &Interrupted) {
    let noted = match what {
        Interrupted::Run(label) => format!("run\t{label}"),
        Interrupted::Check(label) => format!("check\t{label}"),
    };
    browser::save_for_tab(&running_key(store), &noted);
}

/// What was under way when this tab last left the page, if anything (a
/// note without its kind, from before kinds were noted, is a run).
pub fn interrupted(store: &str) -> Option<Interrupted> {
    let noted = browser::take_for_tab(&running_key(store))?;
    Some(match noted.split_once('\t') {
        Some(("check", label)) => Interrupted::Check(label.to_string()),
        Some(("run", label)) => Interrupted::Run(label.to_string()),
        _ => Interrupted::Run(noted),
    })
}

/// What the lab says of what stopped with the page.
fn stopped_with_the_page(what: Interrupted) -> String {
    match what {
        Interrupted::Run(label) => format!(
            "“{label}” was running when the page was left or reloaded: a run stops with the page, and its games are not kept. Run it again to finish it."
        ),
        Interrupted::Check(label) => format!(
            "“{label}” was being checked when the page was left or reloaded: a check stops with the page, and nothing of it was imported. Import its file again to check it."
        ),
    }
}

/// `label`, numbered when a kept result already has it: two runs of the
/// same settings are "run 2", "run 3"; settings that only print alike (a
/// weight's seventh decimal) are "settings 2".
pub fn distinct(label: String, config: &SolverConfig, results: &[BenchResult]) -> String {
    let taken = |candidate: &str| results.iter().find(|r| r.label == candidate);
    let Some(first) = taken(&label) else { return label };
    let kind = if first.report.config == *config { "run" } else { "settings" };
    (2..).map(|n| format!("{label} ({kind} {n})")).find(|candidate| taken(candidate).is_none()).unwrap_or(label)
}
