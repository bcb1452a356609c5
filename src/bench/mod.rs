//! Self-play benchmarks: play many games with one solver, then summarise.
//!
//! - [`play_game`] plays one game to the end and returns its [`GameRecord`].
//!   Game `i` of a run seeded `s` starts from [`game_seed`]`(s, i)`, so a
//!   game's result depends only on the seed and its index, never on how many
//!   threads or workers ran the games, or in what order.
//! - [`Summary::of`] turns records into the statistics the article reports
//!   (this one function serves the CLI and the page).
//! - [`Report`] is a run's JSON form: what was run, the summary and every
//!   record; shards of one run [`Report::merge`] into the single-run report.
//! - `run_parallel` (native only) spreads the games over threads;
//!   [`next_order_size`] says how many games the page hands a worker at once.

mod batch;
mod clock;
mod order;
#[cfg(not(target_arch = "wasm32"))]
mod parallel;
mod report;
mod self_play;
mod stats;
mod tile_map;
mod verify;

pub use batch::{games_from, next_order_size, play_order, MOST_PER_ORDER};
#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use clock::{Clock, StoppedClock};
pub use order::{f64_key, sort_by_key};
#[cfg(not(target_arch = "wasm32"))]
pub use parallel::{run_parallel, stream_parallel};
pub use report::{ranges_in_words, MergeError, Report, ReportError, RunInfo, RunRange, StoredReport, REPORT_FORMAT};
pub use self_play::{game_seed, play_game, CornerRecord, DepthCost, GameRecord, GameRun};
pub use stats::{median, paired_difference_interval, wilson_interval, CornerSummary, Reached, Summary};
pub use tile_map::TileMap;
pub use verify::{impossible, record_differs, replay_differs, GameCheck, GameProblem};
