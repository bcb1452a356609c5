//! [`SolverConfig`]: every knob of the solver, and the named presets.
//!
//! The `article` preset is the solver exactly as the article describes it;
//! every other preset is a named change from it, so a comparison between two
//! presets always isolates one idea.

use super::snake::Snake;
use crate::digits;
use crate::game::Direction;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How deep to search, chosen from the number of empty cells on the board
/// being decided on. Depth counts layers, the root's own max layer included.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DepthPolicy {
    /// More empty cells than this: search `open_depth`.
    pub open_above: u32,
    pub open_depth: u8,
    /// More empty cells than this (and not open): search `middle_depth`.
    pub middle_above: u32,
    pub middle_depth: u8,
    /// Otherwise (a crowded board): search `crowded_depth`.
    pub crowded_depth: u8,
}

impl DepthPolicy {
    /// The article's policy: more than 8 empties → 3, more than 3 → 4, else 5.
    pub const ARTICLE: DepthPolicy =
        DepthPolicy { open_above: 8, open_depth: 3, middle_above: 3, middle_depth: 4, crowded_depth: 5 };

    /// The same depth whatever the board.
    pub const fn uniform(depth: u8) -> DepthPolicy {
        DepthPolicy { open_depth: depth, middle_depth: depth, crowded_depth: depth, ..DepthPolicy::ARTICLE }
    }

    /// The deepest this policy searches, whatever the board.
    pub fn deepest(&self) -> u8 {
        self.open_depth.max(self.middle_depth).max(self.crowded_depth)
    }

    /// The depth for a board with `empties` empty cells.
    pub fn depth_for(&self, empties: u32) -> u8 {
        if empties > self.open_above {
            self.open_depth
        } else if empties > self.middle_above {
            self.middle_depth
        } else {
            self.crowded_depth
        }
    }

    /// A sentence saying why a board with `empties` empty cells gets its depth.
    pub fn reason(&self, empties: u32) -> String {
        let depth = self.depth_for(empties);
        let cells = if empties == 1 { "cell" } else { "cells" };
        if empties > self.open_above {
            format!("{empties} empty {cells} (more than {}) → depth {depth}", self.open_above)
        } else if empties > self.middle_above {
            format!(
                "{empties} empty {cells} (more than {}, at most {}) → depth {depth}",
                self.middle_above, self.open_above
            )
        } else {
            format!("{empties} empty {cells} (at most {}) → depth {depth}", self.middle_above)
        }
    }
}

/// The weights of the three heuristic terms.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Weights {
    #[serde(deserialize_with = "crate::decimal::float")]
    pub positional: f64,
    #[serde(deserialize_with = "crate::decimal::float")]
    pub empties: f64,
    #[serde(deserialize_with = "crate::decimal::float")]
    pub smoothness: f64,
}

impl Weights {
    pub const ARTICLE: Weights = Weights { positional: 1.0, empties: 200_000.0, smoothness: 4_000.0 };
}

/// How a chance node values the spawns it considers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChanceRule {
    /// Expectimax, the article's rule: over the sampled cells, the plain
    /// mean of each cell's `p(2)·V(2) + p(4)·V(4)`.
    #[default]
    Mean,
    /// Minimax against the tile: the lowest value among the spawns the node
    /// considers (each sampled cell's 2, and its 4 unless a 4 cannot
    /// spawn), as if the game always placed the worst tile.
    Worst,
}

impl ChanceRule {
    /// Whether this is the default rule, which files and links leave out.
    pub fn is_default(&self) -> bool {
        *self == ChanceRule::default()
    }
}

/// Every knob of the solver.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SolverConfig {
    pub depth: DepthPolicy,
    /// At most this many empty cells are sampled at a chance node; `None`
    /// expands them all.
    pub sample_cap: Option<u32>,
    pub weights: Weights,
    /// The probability that a spawn is a 4 (the rest are 2s).
    #[serde(deserialize_with = "crate::decimal::float")]
    pub four_chance: f64,
    /// How a chance node values its spawns. Left out of the JSON when it is
    /// the article's mean, so files and links made before it existed read
    /// (and are written) unchanged; named `chance` there, as it always was.
    #[serde(rename = "chance", default, skip_serializing_if = "ChanceRule::is_default")]
    pub chance_rule: ChanceRule,
    /// The order directions are tried in; the first wins a tie.
    pub move_order: [Direction; 4],
    /// The shape of the rank map: which corner it ends in, along rows or
    /// columns. The article's ends bottom-right, along rows.
    pub snake: Snake,
}

/// The deepest search a configuration may ask for: depth 8 on a crowded
/// board already takes seconds per move.
pub const MAX_DEPTH: u8 = 8;

/// Settings the solver can run with: a [`SolverConfig`] that passed
/// [`SolverConfig::validate`] where it was made, so that nothing downstream
/// checks it again or has to decide what to do with a bad one. Read it as
/// a `SolverConfig` (it derefs to one); in JSON it is one, checked as it
/// is read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "SolverConfig", into = "SolverConfig")]
pub struct ValidConfig(SolverConfig);

impl ValidConfig {
    /// `config`, if the solver can run with it.
    pub fn new(config: SolverConfig) -> Result<ValidConfig, ConfigError> {
        config.validate()?;
        Ok(ValidConfig(config))
    }

    /// The article's settings.
    pub fn article() -> ValidConfig {
        ValidConfig(SolverConfig::article())
    }

    pub fn into_inner(self) -> SolverConfig {
        self.0
    }
}

impl std::ops::Deref for ValidConfig {
    type Target = SolverConfig;

    fn deref(&self) -> &SolverConfig {
        &self.0
    }
}

impl TryFrom<SolverConfig> for ValidConfig {
    type Error = ConfigError;

    fn try_from(config: SolverConfig) -> Result<ValidConfig, ConfigError> {
        ValidConfig::new(config)
    }
}

impl From<ValidConfig> for SolverConfig {
    fn from(config: ValidConfig) -> SolverConfig {
        config.0
    }
}

impl PartialEq<SolverConfig> for ValidConfig {
    fn eq(&self, other: &SolverConfig) -> bool {
        self.0 == *other
    }
}

/// The cells of a board: a threshold counts empty cells and a sample cap
/// counts cells, so neither can mean anything above it.
pub const CELLS: u32 = 16;

/// The largest weight a configuration may give a term.
pub const MAX_WEIGHT: f64 = 1e12;

impl SolverConfig {
    /// The solver exactly as the article describes it.
    pub fn article() -> SolverConfig {
        SolverConfig {
            depth: DepthPolicy::ARTICLE,
            sample_cap: Some(6),
            weights: Weights::ARTICLE,
            four_chance: 0.1,
            chance_rule: ChanceRule::Mean,
            move_order: Direction::ALL,
            snake: Snake::ARTICLE,
        }
    }

    /// Checks the knobs a person or a stored file can set.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let depths = [self.depth.open_depth, self.depth.middle_depth, self.depth.crowded_depth];
        if let Some(&bad) = depths.iter().find(|&&d| d == 0 || d > MAX_DEPTH) {
            return Err(ConfigError::Depth(bad));
        }
        if self.depth.middle_above > self.depth.open_above {
            return Err(ConfigError::Thresholds);
        }
        if self.depth.open_above > CELLS {
            return Err(ConfigError::ThresholdAbove(self.depth.open_above));
        }
        match self.sample_cap {
            Some(0) => return Err(ConfigError::NoSamples),
            Some(cap) if cap > CELLS => return Err(ConfigError::SampleCapAbove(cap)),
            _ => {}
        }
        let w = self.weights;
        // Scores reach about 10^15 (tile × 4^15); weights beyond 10^12 would
        // push totals toward infinity, where comparisons stop meaning anything.
        if ![w.positional, w.empties, w.smoothness].iter().all(|x| x.is_finite() && x.abs() <= MAX_WEIGHT) {
            return Err(ConfigError::Weights);
        }
        if !(0.0..=1.0).contains(&self.four_chance) {
            return Err(ConfigError::FourChance(self.four_chance));
        }
        let mut seen = [false; 4];
        for d in self.move_order {
            seen[d.index()] = true;
        }
        if seen.contains(&false) {
            return Err(ConfigError::MoveOrder);
        }
        Ok(())
    }
}

impl Default for SolverConfig {
    fn default() -> SolverConfig {
        SolverConfig::article()
    }
}

/// Why a configuration cannot be used; its `Display` is the message a
/// person reads.
#[derive(Clone, Debug, PartialEq)]
pub enum ConfigError {
    /// A search depth outside 1 to [`MAX_DEPTH`].
    Depth(u8),
    /// The middle threshold is above the open one.
    Thresholds,
    /// A threshold above [`CELLS`] empty cells (the middle one is below
    /// the open one, so this is the open one).
    ThresholdAbove(u32),
    /// A sample cap of 0 cells.
    NoSamples,
    /// A sample cap above [`CELLS`].
    SampleCapAbove(u32),
    /// A weight that is not a number, or larger than [`MAX_WEIGHT`].
    Weights,
    /// A chance of a 4 outside 0 to 1.
    FourChance(f64),
    /// A move order that does not name each direction once.
    MoveOrder,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::Depth(depth) => write!(f, "depth {depth} is outside 1 to {MAX_DEPTH}"),
            ConfigError::Thresholds => f.write_str("the middle threshold must not exceed the open threshold"),
            ConfigError::ThresholdAbove(n) => {
                write!(f, "a threshold counts empty cells, so it is at most {CELLS}, not {n}")
            }
            ConfigError::NoSamples => f.write_str("the sample cap must be at least 1 cell"),
            ConfigError::SampleCapAbove(n) => {
                write!(f, "the sample cap is at most {CELLS} cells (or every cell), not {n}")
            }
            ConfigError::Weights => {
                write!(f, "weights must be numbers no larger than {}", digits::exponential(MAX_WEIGHT))
            }
            ConfigError::FourChance(chance) => {
                write!(f, "the chance of a 4 must be between 0 and 1, not {}", digits::display(*chance))
            }
            ConfigError::MoveOrder => f.write_str("the move order must name each direction once"),
        }
    }
}

impl std::error::Error for ConfigError {}

/// The named configurations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// The article's solver, exactly.
    Article,
    /// The article's solver with every empty cell expanded at chance nodes.
    FullChance,
    /// The article's solver one layer deeper at every depth.
    Deeper,
    /// Both of the article's speed trades eased: every empty cell expanded,
    /// and one layer deeper at every depth (the depth still adapts).
    NoTrades,
    /// One move ahead and no chance layer: each legal move's board scored
    /// by the heuristic, the best taken (depth 1 whatever the board).
    Greedy,
    /// The article's search, with each chance node taking the worst spawn
    /// it considers instead of the probability-weighted mean.
    WorstCase,
}

impl Preset {
    pub const ALL: [Preset; 6] =
        [Preset::Article, Preset::FullChance, Preset::Deeper, Preset::NoTrades, Preset::Greedy, Preset::WorstCase];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Article => "article",
            Preset::FullChance => "full-chance",
            Preset::Deeper => "deeper",
            Preset::NoTrades => "no-trades",
            Preset::Greedy => "greedy",
            Preset::WorstCase => "worst-case",
        }
    }

    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// What the preset changes, in words (no numbers: those come from the
    /// configuration, see [`Preset::summary`]).
    pub fn idea(self) -> &'static str {
        match self {
            Preset::Article => "the article's solver",
            Preset::FullChance => "no sampling",
            Preset::Deeper => "one layer deeper",
            Preset::NoTrades => "both speed trades eased",
            Preset::Greedy => "one move ahead",
            Preset::WorstCase => "plans for the worst tile",
        }
    }

    /// [`Preset::config`], known valid (every preset is).
    pub fn valid_config(self) -> ValidConfig {
        ValidConfig(self.config())
    }

    pub fn config(self) -> SolverConfig {
        let article = SolverConfig::article();
        let deeper = |config: SolverConfig| {
            let d = config.depth;
            SolverConfig {
                depth: DepthPolicy {
                    open_depth: d.open_depth + 1,
                    middle_depth: d.middle_depth + 1,
                    crowded_depth: d.crowded_depth + 1,
                    ..d
                },
                ..config
            }
        };
        match self {
            Preset::Article => article,
            Preset::FullChance => SolverConfig { sample_cap: None, ..article },
            Preset::Deeper => deeper(article),
            Preset::NoTrades => deeper(Preset::FullChance.config()),
            Preset::Greedy => SolverConfig { depth: DepthPolicy::uniform(1), ..article },
            Preset::WorstCase => SolverConfig { chance_rule: ChanceRule::Worst, ..article },
        }
    }

    /// The preset whose configuration this is, if any.
    pub fn of(config: &SolverConfig) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.config() == *config)
    }

    /// The name a run of `config` goes by: the preset it equals, else
    /// "custom". A report's name must be this (see `bench::Report`).
    pub fn label_of(config: &SolverConfig) -> &'static str {
        Preset::of(config).map_or(CUSTOM, Preset::name)
    }
}

/// The name of settings that are no preset's.
pub const CUSTOM: &str = "custom";

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deepest_depth_is_the_largest_of_the_three_wherever_it_is() {
        assert_eq!(DepthPolicy::ARTICLE.deepest(), 5);
        assert_eq!(DepthPolicy::uniform(1).deepest(), 1);
        let policy = |open_depth, middle_depth, crowded_depth| DepthPolicy {
            open_depth,
            middle_depth,
            crowded_depth,
            ..DepthPolicy::ARTICLE
        };
        assert_eq!(policy(7, 2, 3).deepest(), 7);
        assert_eq!(policy(2, 6, 3).deepest(), 6);
    }

    #[test]
    fn valid_settings_are_checked_once_as_they_are_made_and_as_they_are_read() {
        assert_eq!(ValidConfig::article(), SolverConfig::article());
        let mut bad = SolverConfig::article();
        bad.sample_cap = Some(0);
        assert_eq!(ValidConfig::new(bad.clone()), Err(ConfigError::NoSamples));
        let json = serde_json::to_string(&bad).expect("settings serialise");
        assert!(serde_json::from_str::<ValidConfig>(&json).is_err());
        let good = serde_json::to_string(&ValidConfig::article()).expect("settings serialise");
        assert_eq!(good, serde_json::to_string(&SolverConfig::article()).expect("settings serialise"));
        assert_eq!(serde_json::from_str::<ValidConfig>(&good).ok(), Some(ValidConfig::article()));
    }

    #[test]
    fn article_depth_policy_at_the_thresholds() {
        let policy = DepthPolicy::ARTICLE;
        assert_eq!(policy.depth_for(16), 3);
        assert_eq!(policy.depth_for(9), 3);
        assert_eq!(policy.depth_for(8), 4);
        assert_eq!(policy.depth_for(4), 4);
        assert_eq!(policy.depth_for(3), 5);
        assert_eq!(policy.depth_for(0), 5);
        assert_eq!(policy.reason(9), "9 empty cells (more than 8) → depth 3");
        assert_eq!(policy.reason(1), "1 empty cell (at most 3) → depth 5");
    }

    #[test]
    fn presets_are_named_changes_from_the_article() {
        for preset in Preset::ALL {
            assert_eq!(Preset::from_name(preset.name()), Some(preset));
            assert!(preset.config().validate().is_ok());
        }
        assert_eq!(Preset::FullChance.config().sample_cap, None);
        let deeper = Preset::Deeper.config().depth;
        assert_eq!([deeper.depth_for(9), deeper.depth_for(8), deeper.depth_for(3)], [4, 5, 6]);
        let no_trades = Preset::NoTrades.config();
        assert_eq!((no_trades.depth, no_trades.sample_cap), (deeper, None));
        assert_eq!(Preset::of(&no_trades), Some(Preset::NoTrades));
        assert_eq!(Preset::Deeper.summary(), "one layer deeper: depth 4/5/6, at most 6 spawn cells sampled");
        assert_eq!(Preset::from_name("nope"), None);
    }

    #[test]
    fn validation_names_the_problem() {
        let with = |change: &dyn Fn(&mut SolverConfig)| {
            let mut config = SolverConfig::article();
            change(&mut config);
            config.validate().unwrap_err()
        };
        let no_samples = with(&|c| c.sample_cap = Some(0));
        assert_eq!(no_samples, ConfigError::NoSamples);
        assert_eq!(no_samples.to_string(), "the sample cap must be at least 1 cell");
        assert_eq!(with(&|c| c.move_order = [Direction::Up; 4]), ConfigError::MoveOrder);
        assert_eq!(with(&|c| c.depth.crowded_depth = 9), ConfigError::Depth(9));
        assert_eq!(with(&|c| c.depth.open_depth = 0).to_string(), format!("depth 0 is outside 1 to {MAX_DEPTH}"));
        assert_eq!(with(&|c| c.depth.middle_above = c.depth.open_above + 1), ConfigError::Thresholds);
        // The page's own fields stop at a board's cells; so do links and files.
        assert_eq!(with(&|c| c.depth.open_above = CELLS + 1), ConfigError::ThresholdAbove(CELLS + 1));
        assert_eq!(
            with(&|c| c.sample_cap = Some(100)).to_string(),
            "the sample cap is at most 16 cells (or every cell), not 100"
        );
        for fine in
            [|c: &mut SolverConfig| c.depth.open_above = CELLS, |c: &mut SolverConfig| c.sample_cap = Some(CELLS)]
        {
            let mut config = SolverConfig::article();
            fine(&mut config);
            assert_eq!(config.validate(), Ok(()));
        }
        assert!(matches!(with(&|c| c.four_chance = f64::NAN), ConfigError::FourChance(x) if x.is_nan()));
        assert_eq!(with(&|c| c.four_chance = 1.5).to_string(), "the chance of a 4 must be between 0 and 1, not 1.5");
        assert_eq!(with(&|c| c.weights.empties = 1e308), ConfigError::Weights);
        assert_eq!(with(&|c| c.weights.smoothness = f64::INFINITY), ConfigError::Weights);
    }

    #[test]
    fn two_odds_complement_exactly() {
        // The chance layer weighs a 2 by 1 − p(4); for the article's 0.1 that
        // is exactly the literal 0.9 the formula names.
        assert_eq!(1.0 - SolverConfig::article().four_chance, 0.9);
    }
}
