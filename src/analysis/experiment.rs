//! The article's experiments as data: the same games played by a few
//! solvers, as the CLI writes them for the page (`lookahead wall`,
//! `lookahead why-expectimax`), and the figures read off them.
//!
//! Each [`Experiment`] names its solvers and its committed large-sample
//! run (in `data/`); [`ExperimentData`] is one run, checked as it is read.

use crate::bench::Summary;
use crate::numbers::{fixed_percent, number};
use crate::solver::{Preset, SolverConfig};
use serde::{Deserialize, Serialize};

/// An experiment the page and the CLI run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Experiment {
    /// Is the 8192 wall the price of the two speed trades? (`wall.rs`)
    Wall,
    /// Does planning for chance beat looking one move ahead, or planning
    /// for the worst tile? (`why.rs`)
    WhyExpectimax,
}

impl Experiment {
    /// The solvers compared, the article's first.
    pub fn solvers(self) -> &'static [Preset] {
        match self {
            Experiment::Wall => &[Preset::Article, Preset::FullChance, Preset::Deeper, Preset::NoTrades],
            Experiment::WhyExpectimax => &[Preset::Article, Preset::Greedy, Preset::WorstCase],
        }
    }

    /// The CLI's subcommand that runs it.
    pub fn command(self) -> &'static str {
        match self {
            Experiment::Wall => "wall",
            Experiment::WhyExpectimax => "why-expectimax",
        }
    }

    /// The tag its data files carry.
    pub fn format(self) -> &'static str {
        match self {
            Experiment::Wall => "lookahead-wall-experiment",
            Experiment::WhyExpectimax => "lookahead-why-expectimax",
        }
    }

    /// The committed large-sample run, as the CLI wrote it.
    fn committed_text(self) -> &'static str {
        match self {
            Experiment::Wall => include_str!("../../data/wall-experiment.json"),
            Experiment::WhyExpectimax => include_str!("../../data/why-expectimax.json"),
        }
    }

    /// The committed run.
    pub fn committed(self) -> Result<ExperimentData, String> {
        ExperimentData::from_json(self, self.committed_text())
    }
}

/// The version of the data files this reads and writes.
pub const EXPERIMENT_VERSION: u32 = 1;

/// One solver's games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExperimentSolver {
    pub preset: String,
    pub config: SolverConfig,
    pub summary: Summary,
}

/// A run of an experiment: the same games (one seed) for every solver.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExperimentData {
    pub format: String,
    pub version: u32,
    /// The command line that made it.
    pub command: String,
    pub seed: u64,
    /// Games per solver.
    pub games: u64,
    /// Threads the CLI ran on (the µs per move are per thread).
    pub threads: usize,
    pub solvers: Vec<ExperimentSolver>,
}

impl ExperimentData {
    /// Reads a run of `experiment`, checking that it is one and that its
    /// solvers are the experiment's presets.
    pub fn from_json(experiment: Experiment, text: &str) -> Result<ExperimentData, String> {
        let data: ExperimentData = serde_json::from_str(text).map_err(|e| format!("not an experiment's run ({e})"))?;
        if data.format != experiment.format() || data.version != EXPERIMENT_VERSION {
            return Err(format!("a {} file, version {}, is not one this reads", data.format, data.version));
        }
        for solver in &data.solvers {
            let preset =
                Preset::from_name(&solver.preset).ok_or_else(|| format!("unknown solver {}", solver.preset))?;
            if !experiment.solvers().contains(&preset) {
                return Err(format!("the {} solver is not one of this experiment's", solver.preset));
            }
            if preset.config() != solver.config {
                return Err(format!("the {} solver's settings are not the preset's", solver.preset));
            }
        }
        Ok(data)
    }

    pub fn solver(&self, preset: Preset) -> Option<&ExperimentSolver> {
        self.solvers.iter().find(|s| s.preset == preset.name())
    }

    /// The summary of `preset`'s games.
    pub fn summary(&self, preset: Preset) -> Option<&Summary> {
        self.solver(preset).map(|s| &s.summary)
    }
}

/// Share reaching `tile`, with its 95% interval, as a percentage triple.
pub fn reached(summary: &Summary, tile: u32) -> (f64, [f64; 2]) {
    let share = summary.reached.get(tile).copied().unwrap_or(0.0);
    let [low, high] = summary.reached_interval.get(tile).copied().unwrap_or([0.0, 1.0]);
    (100.0 * share, [100.0 * low, 100.0 * high])
}

/// How many of the summary's games reached `tile`, grouped ("1,234").
pub fn games_reaching(summary: &Summary, tile: u32) -> String {
    let games = (summary.reached.get(tile).copied().unwrap_or(0.0) * summary.games as f64).round();
    number(games)
}

/// "4.4% [3.3, 5.9]"
pub fn share_text(summary: &Summary, tile: u32) -> String {
    let (share, [low, high]) = reached(summary, tile);
    format!("{} [{low:.1}, {high:.1}]", fixed_percent(share, 1))
}

/// Whether two solvers' shares of `tile` differ beyond their 95% intervals
/// (the intervals do not overlap).
pub fn clearly_different(a: &Summary, b: &Summary, tile: u32) -> bool {
    let (_, [a_low, a_high]) = reached(a, tile);
    let (_, [b_low, b_high]) = reached(b, tile);
    a_high < b_low || b_high < a_low
}
