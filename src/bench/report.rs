//! [`Report`]: one benchmark run as JSON — what was run, its summary and
//! every game — and the merging of shards of one run.

use super::play::GameRecord;
use super::stats::Summary;
use crate::solver::SolverConfig;
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

/// A run's results. Built only through [`Report::new`], so the summary
/// always matches the records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub preset: String,
    pub seed: u64,
    /// The index of the first game in this report.
    pub first_game: u64,
    pub config: SolverConfig,
    #[serde(flatten)]
    pub summary: Summary,
    pub records: Vec<GameRecord>,
}

impl Report {
    /// The report of `records` (taken in game order) from the run `info`.
    pub fn new(info: RunInfo, mut records: Vec<GameRecord>) -> Report {
        records.sort_by_key(|r| r.index);
        Report {
            first_game: records.first().map_or(0, |r| r.index),
            summary: Summary::of(&records),
            preset: info.preset,
            seed: info.seed,
            config: info.config,
            records,
        }
    }

    pub fn info(&self) -> RunInfo {
        RunInfo { preset: self.preset.clone(), seed: self.seed, config: self.config.clone() }
    }

    /// Combines shards of one run (same configuration and seed, disjoint
    /// games) into the report a single run of all their games gives.
    pub fn merge(shards: Vec<Report>) -> Result<Report, MergeError> {
        let Some(first) = shards.first() else {
            return Err(MergeError::Nothing);
        };
        let info = first.info();
        if let Some(other) = shards.iter().find(|r| r.info() != info) {
            return Err(MergeError::DifferentRuns { expected: describe(&info), found: describe(&other.info()) });
        }
        let mut records: Vec<GameRecord> = shards.into_iter().flat_map(|r| r.records).collect();
        records.sort_by_key(|r| r.index);
        if let Some(pair) = records.windows(2).find(|pair| pair[0].index == pair[1].index) {
            return Err(MergeError::Overlap { game: pair[0].index });
        }
        Ok(Report::new(info, records))
    }
}

fn describe(info: &RunInfo) -> String {
    format!("preset {} seed {}", info.preset, info.seed)
}

/// Why shards cannot be merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    Nothing,
    DifferentRuns { expected: String, found: String },
    Overlap { game: u64 },
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
        }
    }
}

impl std::error::Error for MergeError {}
