//! A benchmark file brought into the page: the runs in it, each checked as
//! a report is, before the page replays their games to believe them.
//!
//! The page reads two kinds of file: its own export (every run it showed,
//! each with its label) and one report of the CLI (`lookahead bench
//! --json`, or a `merge` of shards), which gets a label from what it ran.

use crate::bench::{Report, StoredReport};
use crate::ui::model::{count, stored_value};
use serde::{Deserialize, Serialize};

/// A finished run and the name it is shown under.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchResult {
    pub label: String,
    pub report: Report,
}

/// The runs in a file's `text`, each a report that passed its checks and
/// holds consecutive games (the page replays a run's games in order); or
/// why the file cannot be imported.
pub fn runs_in_file(text: &str) -> Result<Vec<BenchResult>, String> {
    let trimmed = text.trim_start();
    let runs = if trimmed.starts_with('[') {
        serde_json::from_str::<Vec<BenchResult>>(trimmed).map_err(|e| e.to_string())?
    } else {
        let report = serde_json::from_str::<Report>(trimmed).map_err(|e| e.to_string())?;
        vec![BenchResult { label: label_of(&report), report }]
    };
    if runs.is_empty() {
        return Err("it holds no runs".to_string());
    }
    for run in &runs {
        consecutive(&run.report).map_err(|why| format!("“{}”: {why}", run.label))?;
    }
    Ok(runs)
}

/// A saved run read as written, before its report is believed.
#[derive(Deserialize)]
struct SavedRun {
    label: String,
    report: StoredReport,
}

/// Why runs the page saved (stored `text`) are refused, when it is a
/// report's own check that refuses one (another generator, another format,
/// a summary that does not fit): the reason, naming the run.
pub fn saved_runs_refusal(text: &str) -> Option<String> {
    let runs = serde_json::from_str::<Vec<SavedRun>>(stored_value(text)).ok()?;
    runs.into_iter().find_map(|run| Report::try_from(run.report).err().map(|why| format!("“{}”: {why}", run.label)))
}

/// A CLI report's label: its solver, seed and games.
fn label_of(report: &Report) -> String {
    let games = report.records.len() as u64;
    let last = report.records.last().map_or(report.first_game, |r| r.index);
    let which = match games {
        1 => format!("game {}", report.first_game),
        _ => format!("games {} to {last}", report.first_game),
    };
    format!("{}, seed {}, {which} ({}, from a file)", report.preset, report.seed, count(games, "game", "games"))
}

/// Whether `report`'s games are `first_game`, the next one, and so on (a
/// report reads back sorted by game), and there is at least one.
fn consecutive(report: &Report) -> Result<(), String> {
    if report.records.is_empty() {
        return Err("it holds no games".to_string());
    }
    let gap = report.records.windows(2).find(|pair| pair[0].index.checked_add(1) != Some(pair[1].index));
    match gap {
        Some(pair) => Err(format!(
            "its games are not one run of consecutive games (game {} comes after game {}); the page checks \
             consecutive games, and lookahead merge --verify checks any",
            pair[1].index, pair[0].index
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::{play_game, RunInfo, StoppedClock};
    use crate::solver::{DepthPolicy, Solver, SolverConfig};

    fn report(indexes: &[u64]) -> Report {
        // Custom settings: greedy's depth (quick to play) with another sample
        // cap, which a depth-1 search never uses.
        let config = SolverConfig { depth: DepthPolicy::uniform(1), sample_cap: Some(5), ..SolverConfig::article() };
        let solver = Solver::new(config.clone()).unwrap();
        let records = indexes.iter().map(|&i| play_game(&solver, 7, i, &StoppedClock)).collect();
        Report::new(RunInfo { preset: "custom".into(), seed: 7, config }, records)
    }

    #[test]
    fn reads_a_cli_report_and_names_it_from_what_it_ran() {
        let text = serde_json::to_string_pretty(&report(&[4, 5, 6])).unwrap();
        let runs = runs_in_file(&text).unwrap();
        assert_eq!(runs.len(), 1);
        assert_eq!(runs[0].label, "custom, seed 7, games 4 to 6 (3 games, from a file)");
        assert_eq!(runs[0].report, report(&[4, 5, 6]));
        let one = runs_in_file(&serde_json::to_string(&report(&[9])).unwrap()).unwrap();
        assert_eq!(one[0].label, "custom, seed 7, game 9 (1 game, from a file)");
    }

    #[test]
    fn reads_the_pages_own_export_with_its_labels() {
        let export = vec![
            BenchResult { label: "first".into(), report: report(&[0, 1]) },
            BenchResult { label: "second".into(), report: report(&[0]) },
        ];
        let text = serde_json::to_string_pretty(&export).unwrap();
        assert_eq!(runs_in_file(&text).unwrap(), export);
    }

    #[test]
    fn names_why_saved_runs_are_refused() {
        let saved = vec![
            BenchResult { label: "fine".into(), report: report(&[0]) },
            BenchResult { label: "old".into(), report: report(&[0, 1]) },
        ];
        let mut json = serde_json::to_value(&saved).unwrap();
        json[1]["report"].as_object_mut().unwrap().remove("generator");
        let stored = crate::ui::model::encode(&json).unwrap();
        assert_eq!(
            saved_runs_refusal(&stored).as_deref(),
            Some("“old”: it names no random generator: made before 2026-12-03, its games no longer replay")
        );
        json[1]["report"]["generator"] = "pcg64mcg".into();
        json[1]["report"]["format"] = 2.into();
        let why = saved_runs_refusal(&crate::ui::model::encode(&json).unwrap()).unwrap();
        assert!(why.starts_with("“old”: its games were dealt by \"pcg64mcg\""), "{why}");
        // Runs that read are not refused; text of another shape has no
        // report's reason to give.
        assert_eq!(saved_runs_refusal(&crate::ui::model::encode(&saved).unwrap()), None);
        assert_eq!(saved_runs_refusal("{\"version\":1,\"value\":[1,2]}"), None);
    }

    #[test]
    fn refuses_with_the_reason() {
        let gap = serde_json::to_string(&report(&[0, 2])).unwrap();
        assert_eq!(
            runs_in_file(&gap).unwrap_err(),
            "“custom, seed 7, games 0 to 2 (2 games, from a file)”: its games are not one run of consecutive games \
             (game 2 comes after game 0); the page checks consecutive games, and lookahead merge --verify checks any"
        );
        assert_eq!(runs_in_file("[]").unwrap_err(), "it holds no runs");
        let mut empty = serde_json::to_value(report(&[0])).unwrap();
        empty["records"] = serde_json::json!([]);
        empty["games"] = 0.into();
        empty["total_moves"] = 0.into();
        empty["total_leaves"] = 0.into();
        empty["max_tile_histogram"] = serde_json::json!({});
        assert!(runs_in_file(&empty.to_string()).unwrap_err().ends_with("it holds no games"), "{empty}");
        let mut old = serde_json::to_value(report(&[0])).unwrap();
        old["generator"] = "pcg64mcg".into();
        let why = runs_in_file(&old.to_string()).unwrap_err();
        assert!(why.starts_with("its games were dealt by \"pcg64mcg\", not \"pcg32\""), "{why}");
        assert!(runs_in_file("not json").unwrap_err().contains("line 1"));
    }
}
