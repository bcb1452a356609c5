//! [`Report`]: one benchmark run as JSON — what was run, its summary and
//! every game — and the merging of shards of one run.

use super::order::sort_by_key;
use super::self_play::{game_seed, GameRecord};
use super::stats::Summary;
use super::verify::{impossible, GameProblem};
use super::TileMap;
use crate::game::GENERATOR;
use crate::solver::{ConfigError, Preset, SolverConfig, CUSTOM};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a run was: the configuration (and its preset's name, or "custom")
/// and the run's seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunInfo {
    pub preset: String,
    pub seed: u64,
    pub config: SolverConfig,
}

/// The format of a report file. 3: every game counts its positions with the
/// largest tile in the corner (2, from 2026-12-03, named the generator and
/// the format, and a game could leave its corner out; 1 named neither).
pub const REPORT_FORMAT: u32 = 3;

/// The oldest format still read: format 2's games replay the same, and a
/// game without its corner is read as one that did not count it.
pub const OLDEST_FORMAT_READ: u32 = 2;

/// The longest a game may have thought, in microseconds (11.6 days): far
/// past any game, and a million of them still add up to a finite total.
pub const MOST_THINK_MICROS: f64 = 1e12;

/// A run's results. Built by [`Report::new`], so the summary always matches
/// the records; read from JSON only through [`StoredReport`]'s checks, so a
/// file whose summary, seeds or settings do not fit its games is refused.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "StoredReport")]
pub struct Report {
    /// The random generator that dealt the games ([`GENERATOR`]): a game's
    /// seed deals the same game only under the same generator.
    pub generator: String,
    /// [`REPORT_FORMAT`], or [`OLDEST_FORMAT_READ`] for games read from a
    /// file of that format without their corner.
    pub format: u32,
    pub preset: String,
    pub seed: u64,
    /// The index of the first game in this report.
    pub first_game: u64,
    pub config: SolverConfig,
    #[serde(flatten)]
    pub summary: Summary,
    pub records: Vec<GameRecord>,
    /// For a shard, the whole run it is part of: merging checks that the
    /// shards cover it (so a lost last shard is seen). Absent from whole
    /// runs, merged reports and reports made before shards said it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run: Option<RunRange>,
}

/// A run's games: `games` of them from index `first_game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunRange {
    pub first_game: u64,
    pub games: u64,
}

impl RunRange {
    fn contains(self, game: u64) -> bool {
        game >= self.first_game && game - self.first_game < self.games
    }
}

impl Report {
    /// The report of `records` (taken in game order) from the run `info`.
    pub fn new(info: RunInfo, mut records: Vec<GameRecord>) -> Report {
        sort_by_key(&mut records, |r| r.index);
        Report {
            generator: GENERATOR.to_string(),
            format: if records.iter().all(|r| r.corner.is_some()) { REPORT_FORMAT } else { OLDEST_FORMAT_READ },
            first_game: records.first().map_or(0, |r| r.index),
            summary: Summary::of(&records),
            preset: info.preset,
            seed: info.seed,
            run: None,
            config: info.config,
            records,
        }
    }

    pub fn info(&self) -> RunInfo {
        RunInfo { preset: self.preset.clone(), seed: self.seed, config: self.config.clone() }
    }

    /// Combines shards of one run (same configuration and seed, disjoint
    /// games, together a run of consecutive games) into the report a single
    /// run of all their games gives. Games missing between the first and
    /// the last (a lost shard) are refused, naming them.
    pub fn merge(shards: Vec<Report>) -> Result<Report, MergeError> {
        let (report, missing) = Report::merge_partial(shards)?;
        if !missing.is_empty() {
            return Err(MergeError::Missing { ranges: missing });
        }
        Ok(report)
    }

    /// [`Report::merge`], accepting missing games: the report of the games
    /// there are, and the ranges of games missing (first and last of each).
    pub fn merge_partial(shards: Vec<Report>) -> Result<(Report, Vec<(u64, u64)>), MergeError> {
        let Some(first) = shards.first() else {
            return Err(MergeError::Nothing);
        };
        if shards.iter().any(|r| r.records.is_empty()) {
            return Err(MergeError::Empty);
        }
        let info = first.info();
        if let Some(other) = shards.iter().find(|r| r.info() != info) {
            return Err(MergeError::DifferentRuns { expected: describe(&info), found: describe(&other.info()) });
        }
        // Shards that say which run they are part of must say the same.
        let run = first.run;
        if let Some(other) = shards.iter().find(|r| r.run != run) {
            return Err(MergeError::DifferentRuns { expected: describe_run(run), found: describe_run(other.run) });
        }
        let mut records: Vec<GameRecord> = shards.into_iter().flat_map(|r| r.records).collect();
        sort_by_key(&mut records, |r| r.index);
        if let Some(pair) = records.windows(2).find(|pair| pair[0].index == pair[1].index) {
            return Err(MergeError::Overlap { game: pair[0].index });
        }
        // Each shard's totals fit (they are checked as it is read); all of
        // them together must too.
        if records.iter().try_fold(0u64, |sum, r| sum.checked_add(r.leaves)).is_none() {
            return Err(MergeError::TooLarge);
        }
        let mut missing: Vec<(u64, u64)> = records
            .windows(2)
            .filter(|pair| pair[1].index > pair[0].index + 1)
            .map(|pair| (pair[0].index + 1, pair[1].index - 1))
            .collect();
        // The run the shards are part of: games missing before the first
        // shard's and after the last's count too.
        if let (Some(run), Some(first), Some(last)) = (run, records.first(), records.last()) {
            if first.index > run.first_game {
                missing.insert(0, (run.first_game, first.index - 1));
            }
            let end = run.first_game + (run.games - 1);
            if last.index < end {
                missing.push((last.index + 1, end));
            }
        }
        Ok((Report::new(info, records), missing))
    }
}

/// A report as written in a file, before it is believed. Of the summary
/// (flattened into the file) only the counts that are checked are read:
/// the rest is recomputed from the records anyway, and reading it through
/// `#[serde(flatten)]` would cost the page kilobytes of buffering code.
#[derive(Deserialize)]
pub struct StoredReport {
    generator: Option<String>,
    format: Option<u32>,
    preset: String,
    seed: u64,
    first_game: u64,
    config: SolverConfig,
    games: usize,
    total_moves: u64,
    total_leaves: u64,
    max_tile_histogram: TileMap<usize>,
    records: Vec<GameRecord>,
    #[serde(default)]
    run: Option<RunRange>,
}

impl TryFrom<StoredReport> for Report {
    type Error = ReportError;

    /// Accepts a stored report only if it is what [`Report::new`] makes of
    /// its own games: usable settings, each game once and from the seed the
    /// run gives it, and the same counts in the summary. The summary is
    /// then recomputed, so its averages are the records' to the bit.
    fn try_from(stored: StoredReport) -> Result<Report, ReportError> {
        match (stored.generator.as_deref(), stored.format) {
            (None, _) | (_, None) => return Err(ReportError::Unversioned),
            (Some(generator), _) if generator != GENERATOR => {
                return Err(ReportError::Generator { found: generator.to_string() })
            }
            (_, Some(format)) if !(OLDEST_FORMAT_READ..=REPORT_FORMAT).contains(&format) => {
                return Err(ReportError::Format { found: format })
            }
            _ => {}
        }
        if stored.format == Some(REPORT_FORMAT) {
            if let Some(record) = stored.records.iter().find(|r| r.corner.is_none()) {
                return Err(ReportError::NoCorner { game: record.index });
            }
        }
        stored.config.validate().map_err(ReportError::Settings)?;
        // The name says what the settings are: a relabelled run is refused.
        let settings = Preset::label_of(&stored.config);
        if stored.preset != settings {
            return Err(ReportError::Relabelled { named: stored.preset, settings });
        }
        let mut indexes: Vec<u64> = stored.records.iter().map(|r| r.index).collect();
        sort_by_key(&mut indexes, |&i| i);
        if let Some(pair) = indexes.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(ReportError::Repeated { game: pair[0] });
        }
        if let Some(record) = stored.records.iter().find(|r| r.seed != game_seed(stored.seed, r.index)) {
            return Err(ReportError::WrongSeed { game: record.index });
        }
        // (Bounded, so that no run's total is past any number.)
        if let Some(record) = stored.records.iter().find(|r| !(0.0..=MOST_THINK_MICROS).contains(&r.think_micros)) {
            return Err(ReportError::Timing { game: record.index });
        }
        if let Some(problem) = stored.records.iter().find_map(impossible) {
            return Err(ReportError::Impossible(problem));
        }
        // Totals that would overflow were not written by a run.
        if stored.records.iter().try_fold(0u64, |sum, r| sum.checked_add(r.leaves)).is_none() {
            return Err(ReportError::TooManyLeaves);
        }
        // A shard's games lie in the run it names.
        if let Some(run) = stored.run {
            if run.games == 0 || run.first_game.checked_add(run.games - 1).is_none() {
                return Err(ReportError::NoSuchRun);
            }
            if let Some(record) = stored.records.iter().find(|r| !run.contains(r.index)) {
                return Err(ReportError::OutsideRun { game: record.index });
            }
        }
        let info = RunInfo { preset: stored.preset, seed: stored.seed, config: stored.config };
        let mut report = Report::new(info, stored.records);
        report.run = stored.run;
        let claimed = (stored.games, stored.total_moves, stored.total_leaves, &stored.max_tile_histogram);
        let actual = &report.summary;
        if claimed != (actual.games, actual.total_moves, actual.total_leaves, &actual.max_tile_histogram)
            || (!report.records.is_empty() && stored.first_game != report.first_game)
        {
            return Err(ReportError::SummaryDiffers);
        }
        Ok(report)
    }
}

/// Why a stored report was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum ReportError {
    /// Made before reports named their generator and format.
    Unversioned,
    Generator {
        found: String,
    },
    Format {
        found: u32,
    },
    Settings(ConfigError),
    /// Named as one preset, with the settings of another (or of none).
    Relabelled {
        named: String,
        settings: &'static str,
    },
    Repeated {
        game: u64,
    },
    WrongSeed {
        game: u64,
    },
    Timing {
        game: u64,
    },
    /// A game's record that no game can have written.
    Impossible(GameProblem),
    /// A game without its corner in a format that requires it.
    NoCorner {
        game: u64,
    },
    /// Leaves past a 64-bit total.
    TooManyLeaves,
    /// A shard naming a run of no games, or past the last game index.
    NoSuchRun,
    /// A shard's game outside the run it names.
    OutsideRun {
        game: u64,
    },
    SummaryDiffers,
}

impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportError::Unversioned => {
                f.write_str("it names no random generator: made before 2026-12-03, its games no longer replay")
            }
            // (Quoted as the file has it: the CLI writes control characters
            // out as it prints any error, and the page shows text as text.)
            ReportError::Generator { found } => {
                write!(f, "its games were dealt by \"{found}\", not \"{GENERATOR}\": they no longer replay")
            }
            ReportError::Format { found } => {
                write!(f, "it is in report format {found}; formats {OLDEST_FORMAT_READ} to {REPORT_FORMAT} are read")
            }
            ReportError::Settings(error) => write!(f, "its settings cannot be used: {error}"),
            ReportError::Relabelled { named, settings } => {
                let what = if *settings == CUSTOM { "no preset's".to_string() } else { format!("those of {settings}") };
                write!(f, "it is named \"{named}\", and its settings are {what}")
            }
            ReportError::Repeated { game } => write!(f, "game {game} appears twice"),
            ReportError::WrongSeed { game } => write!(f, "game {game} was not played from the seed its run gives it"),
            ReportError::Timing { game } => write!(
                f,
                "game {game} has a thinking time that is not a time (from 0 to {MOST_THINK_MICROS:e} microseconds)"
            ),
            ReportError::NoCorner { game } => write!(
                f,
                "game {game} does not count its positions with the largest tile in the corner, which format {REPORT_FORMAT} requires"
            ),
            ReportError::TooManyLeaves => f.write_str("its games count more leaves than a 64-bit total holds"),
            ReportError::NoSuchRun => f.write_str("it says it is a shard of a run of no games, or past the last game"),
            ReportError::Impossible(problem) => write!(f, "{problem}"),
            ReportError::OutsideRun { game } => write!(f, "game {game} is outside the run it says it is a shard of"),
            ReportError::SummaryDiffers => f.write_str("its summary does not match its games"),
        }
    }
}

impl std::error::Error for ReportError {}

fn describe(info: &RunInfo) -> String {
    format!("preset {} seed {}", info.preset, info.seed)
}

fn describe_run(run: Option<RunRange>) -> String {
    match run {
        Some(run) => format!("a shard of games {} to {}", run.first_game, run.first_game + (run.games - 1)),
        None => "no run named".to_string(),
    }
}

/// Why shards cannot be merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    Nothing,
    DifferentRuns {
        expected: String,
        found: String,
    },
    Overlap {
        game: u64,
    },
    /// Totals too large to count.
    TooLarge,
    /// A report with no game in it.
    Empty,
    /// Games missing between the first and the last, as ranges (first and
    /// last game of each).
    Missing {
        ranges: Vec<(u64, u64)>,
    },
}

/// Game ranges in words: "games 3-5 and 9".
pub fn ranges_in_words(ranges: &[(u64, u64)]) -> String {
    let each: Vec<String> =
        ranges.iter().map(|&(a, b)| if a == b { a.to_string() } else { format!("{a}-{b}") }).collect();
    let games = if ranges.len() == 1 && ranges[0].0 == ranges[0].1 { "game" } else { "games" };
    match each.as_slice() {
        [] => String::new(),
        [one] => format!("{games} {one}"),
        [rest @ .., last] => format!("{games} {} and {last}", rest.join(", ")),
    }
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Nothing => f.write_str("no reports to merge"),
            MergeError::DifferentRuns { expected, found } => {
                write!(f, "reports come from different runs ({expected} and {found}, or different settings)")
            }
            MergeError::Overlap { game } => {
                write!(f, "game {game} appears in more than one report")
            }
            MergeError::TooLarge => f.write_str("together the reports count more leaves than a 64-bit total holds"),
            MergeError::Empty => f.write_str("a report holds no game"),
            MergeError::Missing { ranges } => write!(
                f,
                "{} missing between the reports' first and last game (a lost shard?); --partial merges the games there are, saying so",
                ranges_in_words(ranges)
            ),
        }
    }
}

impl std::error::Error for MergeError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::{play_game, StoppedClock};
    use crate::solver::{DepthPolicy, Solver};

    fn small_report() -> Report {
        // Custom settings: greedy's depth (quick to play) with another sample
        // cap, which a depth-1 search never uses.
        let config = SolverConfig { depth: DepthPolicy::uniform(1), sample_cap: Some(5), ..SolverConfig::article() };
        let solver = Solver::new(config.clone()).unwrap();
        let records = (0..3).map(|i| play_game(&solver, 9, i, &StoppedClock)).collect();
        Report::new(RunInfo { preset: "custom".into(), seed: 9, config }, records)
    }

    /// Through text, as the page and the CLI read reports (float fields are
    /// read from their text: see `crate::decimal`).
    fn read(json: &serde_json::Value) -> Result<Report, String> {
        serde_json::from_str(&json.to_string()).map_err(|e| e.to_string())
    }

    #[test]
    fn a_written_report_reads_back() {
        let report = small_report();
        assert_eq!(read(&serde_json::to_value(&report).unwrap()), Ok(report));
    }

    /// A report's name says what its settings are: the name of the preset
    /// they equal, else "custom". Renamed, it is refused, naming both.
    #[test]
    fn a_relabelled_run_is_refused_naming_both() {
        let custom = serde_json::to_value(small_report()).unwrap();
        let mut named = custom.clone();
        named["preset"] = "article".into();
        assert_eq!(read(&named), Err("it is named \"article\", and its settings are no preset's".to_string()));
        let solver = Solver::article();
        let records = vec![play_game(&solver, 9, 0, &StoppedClock)];
        let article = serde_json::to_value(Report::new(
            RunInfo { preset: "article".into(), seed: 9, config: SolverConfig::article() },
            records,
        ))
        .unwrap();
        assert!(read(&article).is_ok());
        for name in ["deeper", "no-trades", "custom"] {
            let mut renamed = article.clone();
            renamed["preset"] = name.into();
            assert_eq!(
                read(&renamed),
                Err(format!("it is named \"{name}\", and its settings are those of article")),
                "{name}"
            );
        }
    }

    #[test]
    fn reports_that_do_not_fit_their_games_are_refused() {
        let json = serde_json::to_value(small_report()).unwrap();
        let damaged = |change: &dyn Fn(&mut serde_json::Value)| {
            let mut json = json.clone();
            change(&mut json);
            read(&json).unwrap_err()
        };
        assert!(damaged(&|v| v["total_moves"] = 1.into()).contains("summary does not match"));
        assert!(damaged(&|v| v["games"] = 7.into()).contains("summary does not match"));
        assert!(damaged(&|v| v["records"][1]["seed"] = 5.into()).contains("game 1 was not played from the seed"));
        assert!(damaged(&|v| v["records"][2] = v["records"][1].clone()).contains("game 1 appears twice"));
        assert!(damaged(&|v| v["config"]["sample_cap"] = 0.into()).contains("sample cap"));
        // A game of no moves cannot have grown a tile past what was dealt.
        assert!(damaged(&|v| v["records"][0]["moves"] = 0.into()).starts_with("game 0: its max_tile"));
        assert!(
            damaged(&|v| v["records"][2]["by_depth"][0]["moves"] = u64::MAX.into()).starts_with("game 2: its by_depth")
        );
        assert!(damaged(&|v| v["generator"] = "pcg64mcg".into()).contains("dealt by \"pcg64mcg\""));
        assert!(damaged(&|v| drop(v.as_object_mut().unwrap().remove("format"))).contains("names no random generator"));
        assert!(damaged(&|v| v["format"] = 4.into()).contains("report format 4; formats 2 to 3 are read"));
        assert!(damaged(&|v| v["format"] = 1.into()).contains("report format 1"));
        assert!(damaged(&|v| v["records"][1]["think_micros"] = (-1.0).into()).contains("game 1 has a thinking time"));
        assert!(damaged(&|v| v["records"][1]["think_micros"] = 2e12.into()).contains("game 1 has a thinking time"));
        assert!(read(&{
            let mut v = json.clone();
            v["records"][1]["think_micros"] = 1e12.into();
            v
        })
        .is_ok());
        assert!(damaged(&|v| v["records"][0]["leaves"] = u64::MAX.into()).contains("more leaves than a 64-bit total"));
        assert!(damaged(&|v| v["run"] = serde_json::json!({"first_game": 0, "games": 0})).contains("a run of no games"));
        assert!(damaged(&|v| v["run"] = serde_json::json!({"first_game": 1, "games": 2})).contains("game 0 is outside"));
    }

    /// Format 3 requires every game's corner; format 2 is still read, a game
    /// without it read as one that did not count it, and written again as
    /// format 2 (so the file it writes reads back).
    #[test]
    fn the_corner_is_required_from_format_3_and_format_2_still_reads() {
        let json = serde_json::to_value(small_report()).unwrap();
        assert_eq!(json["format"], 3);
        let mut cornerless = json.clone();
        cornerless["records"][1].as_object_mut().unwrap().remove("corner");
        assert_eq!(
            read(&cornerless),
            Err("game 1 does not count its positions with the largest tile in the corner, which format 3 requires"
                .to_string())
        );
        cornerless["format"] = 2.into();
        let older = read(&cornerless).expect("a format-2 report without a corner");
        assert_eq!((older.format, older.summary.corner), (2, None));
        let written = serde_json::to_value(&older).unwrap();
        assert_eq!(written["format"], 2);
        assert_eq!(read(&written), Ok(older));
        // A format-2 report with every corner is what format 3 writes.
        let mut with_corners = json.clone();
        with_corners["format"] = 2.into();
        assert_eq!(read(&with_corners), read(&json));
    }

    #[test]
    fn shards_whose_totals_overflow_together_are_refused() {
        let report = small_report();
        let huge = |first: u64| {
            let mut records = report.records.clone();
            for (i, record) in records.iter_mut().enumerate() {
                record.index = first + i as u64;
                record.seed = game_seed(report.seed, record.index);
                record.leaves = 1 << 62;
            }
            Report::new(report.info(), records)
        };
        // Each is its own total (3 × 2^62 fits in 64 bits); the two are not.
        assert_eq!(Report::merge(vec![huge(0), huge(3)]), Err(MergeError::TooLarge));
        assert!(Report::merge(vec![huge(0)]).is_ok());
    }
}
