//! The command line, as clap reads it, and the solver configuration it names.

use clap::{Args, Parser, Subcommand};
use lookahead::solver::{Along, Corner, Preset, SolverConfig};
use std::path::PathBuf;

/// The most games one run may play: far more than any experiment here
/// needs, and few enough that a mistyped count fails at once rather than
/// running until it is killed.
pub const MOST_RUN_GAMES: u64 = 1_000_000;

/// `--games` for a run: from 1 to [`MOST_RUN_GAMES`].
fn games_in_a_run() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..=MOST_RUN_GAMES)
}

#[derive(Parser)]
#[command(name = "lookahead", version, about = "The 2048 expectimax solver from the Lookahead article, headless")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Play many games with the solver and report how far it got.
    Bench(BenchOptions),
    /// Combine the --json reports of shards of one run into one report.
    Merge(MergeOptions),
    /// Ask the solver for one move.
    Decide(DecideOptions),
    /// Record the whole search tree behind one move (the page's format).
    Tree(DecideOptions),
    /// The wall experiment: the same games with the article's solver and
    /// with its speed trades eased, as the page's data file (JSON).
    Wall(WallOptions),
    /// Why expectimax? The same games with the article's solver, a greedy
    /// one (one move ahead, no chance layer) and a worst-case one (the
    /// worst spawn at each chance node), as the page's data file (JSON).
    WhyExpectimax(WallOptions),
    /// Where was a game lost? Play the game from --seed with the article's
    /// solver (as the page's Autoplay does), then decide its last positions
    /// again with a stronger solver and list where it would play otherwise.
    Postmortem(PostmortemOptions),
    /// Check the article's claims: against the committed runs of the two
    /// experiments, and against one game played from --seed by the
    /// article's solver (as the page's Autoplay does), each with a verdict.
    Claims(ClaimsOptions),
    /// Make the bank of test positions a reader is tested on (the page's
    /// data file, JSON): clear positions from the article solver's games,
    /// at every stage, with what habits would score on them.
    Positions(PositionsOptions),
    /// The coach: a game's moves set beside the solver's, and each move
    /// that differs judged by what it costs in chances of the next tile
    /// (games played on from both moves with the same spawns), flagged
    /// when it costs more than --threshold points.
    Review(ReviewOptions),
}

#[derive(Args)]
pub struct ReviewOptions {
    /// The game, as the page's share link (the whole address, or the part
    /// after "?").
    #[arg(long, conflicts_with_all = ["game_seed", "moves"])]
    pub link: Option<String>,
    /// The game's seed, for a game given by --moves.
    #[arg(long, requires = "moves")]
    pub game_seed: Option<u64>,
    /// The game's moves, by name: down,right,left,up,…
    #[arg(long, requires = "game_seed")]
    pub moves: Option<String>,
    /// Review only these moves (numbered from 1), as the page does for the
    /// moves the reader played: 12,40,…
    #[arg(long)]
    pub only: Option<String>,
    /// Games played on each side of a differing move (at most 2,000).
    #[arg(long, default_value_t = lookahead::analysis::review::DEFAULT_GAMES)]
    pub games: u32,
    /// The seed the games are drawn from (the same on both sides).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Flag a move that costs more than this many percentage points.
    #[arg(long, default_value_t = lookahead::analysis::review::DEFAULT_THRESHOLD, allow_hyphen_values = true)]
    pub threshold: f64,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// The solver that judges and plays the games on.
    #[command(flatten)]
    pub solver: SolverOptions,
}

#[derive(Args)]
pub struct PositionsOptions {
    /// Games of the article's solver to look for positions in.
    #[arg(long, default_value_t = 40, value_parser = games_in_a_run())]
    pub games: u64,
    /// The run's seed (game i is dealt as a benchmark's game i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Positions per stage (early, middle, late) in each half of the bank.
    #[arg(long, default_value_t = 20)]
    pub per_cell: usize,
    /// Look at a position every this many moves of a game.
    #[arg(long, default_value_t = 25)]
    pub every: u32,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
}

#[derive(Args)]
pub struct ClaimsOptions {
    /// The seed of the game the claims about a game are checked on.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Check only the game's first N moves, as the page checks a game in
    /// progress (the whole game if it is shorter).
    #[arg(long)]
    pub moves: Option<usize>,
}

#[derive(Args)]
pub struct PostmortemOptions {
    /// The game's seed.
    #[arg(long)]
    pub seed: u64,
    /// How many of the last positions to decide again.
    #[arg(long, default_value_t = 50)]
    pub last: usize,
    /// The stronger solver.
    #[command(flatten)]
    pub solver: SolverOptions,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
/// An experiment's options (`wall`, `why-expectimax`).
pub struct WallOptions {
    /// Games per solver.
    #[arg(long, default_value_t = 1000, value_parser = games_in_a_run())]
    pub games: u64,
    /// The run's seed (every solver plays the same games).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `--preset`'s help, each choice with what it changes: from
/// [`Preset::ALL`], so a new preset is in the help as soon as it exists.
fn preset_help() -> String {
    let choices: Vec<String> = Preset::ALL.iter().map(|p| format!("{} ({})", p.name(), p.idea())).collect();
    format!("The solver to start from, which the options below change: {}", choices.join(", "))
}

/// The solver knobs the commands share.
#[derive(Args)]
pub struct SolverOptions {
    #[arg(long, default_value = "article", help = preset_help())]
    pub preset: String,
    /// Override the preset's sample cap: a number of cells, or "all".
    #[arg(long)]
    pub sample_cap: Option<String>,
    /// The corner the snake of ranks ends in: top-left, top-right,
    /// bottom-left or bottom-right (the article's).
    #[arg(long)]
    pub corner: Option<String>,
    /// Whether the snake runs along rows (the article's) or columns.
    #[arg(long)]
    pub along: Option<String>,
    /// Override the weight of the empty-cell term.
    #[arg(long, allow_hyphen_values = true)]
    pub empty_weight: Option<f64>,
    /// Override the weight of the smoothness term.
    #[arg(long, allow_hyphen_values = true)]
    pub smoothness_weight: Option<f64>,
}

impl SolverOptions {
    /// The configuration, and the name to report it under.
    pub fn config(&self) -> Result<(String, SolverConfig), String> {
        let preset = Preset::from_name(&self.preset).ok_or_else(|| {
            let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
            format!("unknown preset {:?} (choose one of {})", self.preset, names.join(", "))
        })?;
        let mut config = preset.config();
        if let Some(cap) = &self.sample_cap {
            let cap = match cap.as_str() {
                "all" => None,
                number => Some(number.parse::<u32>().ok().filter(|&n| n >= 1).ok_or_else(|| {
                    format!("--sample-cap takes a number of cells (1 or more) or \"all\", not {number:?}")
                })?),
            };
            config.sample_cap = cap;
        }
        if let Some(corner) = &self.corner {
            config.snake.corner = Corner::from_name(corner).ok_or_else(|| {
                format!("unknown corner {corner:?} (choose top-left, top-right, bottom-left or bottom-right)")
            })?;
        }
        if let Some(along) = &self.along {
            config.snake.along =
                Along::from_name(along).ok_or_else(|| format!("--along takes rows or columns, not {along:?}"))?;
        }
        if let Some(weight) = self.empty_weight {
            config.weights.empties = weight;
        }
        if let Some(weight) = self.smoothness_weight {
            config.weights.smoothness = weight;
        }
        config.validate().map_err(|e| format!("unusable settings: {e}"))?;
        // By what the settings are, not how they were asked for:
        // `--preset full-chance --sample-cap 6` is the article's solver.
        Ok((Preset::label_of(&config).to_string(), config))
    }
}

#[derive(Args)]
pub struct BenchOptions {
    /// How many games to play (at most 1,000,000).
    #[arg(long, default_value_t = 250, value_parser = games_in_a_run())]
    pub games: u64,
    /// The run's seed; game i plays from a seed derived from it and i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The index of the first game, to split a run into shards.
    #[arg(long, default_value_t = 0)]
    pub first_game: u64,
    /// Play only shard K of N of the games (K from 1 to N): the games split
    /// by index into N runs of consecutive games, as even as they divide.
    /// `lookahead merge` puts the N reports together.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<String>,
    /// Worker threads (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub solver: SolverOptions,
}

#[derive(Args)]
pub struct MergeOptions {
    /// The JSON reports to merge.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Play every game again from its seed and refuse the reports if any
    /// game differs from its record (timings aside), naming it.
    #[arg(long)]
    pub verify: bool,
    /// Worker threads for --verify (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Merge even with games missing between the first and the last (a
    /// lost shard), saying which in the output.
    #[arg(long)]
    pub partial: bool,
}

#[derive(Args)]
pub struct DecideOptions {
    /// Sixteen face values, the top row first, 0 for empty: 2,0,0,4,…
    #[arg(long, allow_hyphen_values = true)]
    pub board: String,
    /// The seed for sampling spawn cells.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub solver: SolverOptions,
}
