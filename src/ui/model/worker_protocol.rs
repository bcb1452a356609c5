//! What the page and the solver's Web Workers say to each other (the
//! benchmark's games, the Compare tab's decisions).
//!
//! The protocol is JSON text both ways, so 64-bit seeds never pass through
//! JavaScript numbers (the page writes and reads it with serde, the worker
//! by hand: `worker_json.rs`). The page sends a [`WorkerOrder`]: a batch
//! of whole games to play (the benchmark), one position to decide (the
//! Compare tab's reviews, the coach's match) or one paired game of the
//! coach's review. The worker answers with the games' [`GameRecord`]s, a
//! few at a time, the [`Decided`] position or the [`PairPlayed`], or with
//! `{"error": "…"}`. It says `{"ready": build id}` once it has loaded
//! (messages sent before that are lost), and the page refuses a worker
//! built from other sources.
//!
//! Why batches. A message costs the page's main thread a fraction of a
//! millisecond each way, and fast games finish by the hundred per second:
//! with one game per message the page's own work took about 4% of two
//! cores during a run, time its workers lost, since a reader's machine
//! rarely has a core to spare. Batched orders, and replies at most every
//! [`REPLY_MS`], keep that to a few messages per second.

use crate::analysis::review::{Pair, Question};
use crate::bench::GameRecord;
use crate::solver::{Decision, SolverConfig};
use serde::{Deserialize, Serialize};

/// Games to play: `count` games of the run seeded `run_seed`, from game
/// `first` on.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameOrder {
    pub config: SolverConfig,
    pub run_seed: u64,
    pub first: u64,
    pub count: u64,
}

/// One position to decide: the `index`-th of the page's list.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DecideOrder {
    pub config: SolverConfig,
    /// The board's packed bits ([`crate::game::Board::raw`]).
    pub board: u64,
    pub seed: u64,
    pub index: usize,
}

/// One paired game of the coach's review of a move (see
/// [`crate::analysis::review`]): the `index`-th of the page's list.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PairOrder {
    pub config: SolverConfig,
    pub question: Question,
    pub seed: u64,
    pub game: u32,
    pub index: usize,
}

/// What the page asks of a worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WorkerOrder {
    Game(GameOrder),
    Decide(DecideOrder),
    Pair(PairOrder),
}

impl WorkerOrder {
    /// The settings of the solver the order asks for.
    pub fn config(&self) -> &SolverConfig {
        match self {
            WorkerOrder::Game(order) => &order.config,
            WorkerOrder::Decide(order) => &order.config,
            WorkerOrder::Pair(order) => &order.config,
        }
    }
}

/// A paired game played.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PairPlayed {
    pub index: usize,
    pub pair: Pair,
}

/// A decided position.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Decided {
    pub index: usize,
    pub decision: Decision,
}

/// The sources this wasm file was built from (see `build.rs`): the page
/// and its workers must agree on it.
pub const BUILD_ID: &str = env!("LOOKAHEAD_BUILD_ID");

/// What a worker says back.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WorkerReply {
    /// Loaded and warmed up; the build id of its wasm.
    Ready(String),
    /// Games of the order being played, finished since the last reply (in
    /// the order's order; the order's last game ends its last reply).
    Played(Vec<GameRecord>),
    Decided(Decided),
    Paired(PairPlayed),
    Error(String),
}

/// How often a worker playing a batch of games tells the page of the games
/// it finished, at most: the progress a reader sees moves about this often.
pub const REPLY_MS: f64 = 200.0;

/// The global the page's worker script sets to `false` for a worker that
/// will decide positions rather than time games: its results do not depend
/// on how fast it runs, so it starts at once instead of practising first.
pub const WARM_UP_FLAG: &str = "lookaheadWarmUp";
