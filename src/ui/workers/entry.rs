//! Inside the solver's Web Worker (the benchmark's games, the Compare tab's decisions).
//!
//! The protocol is JSON text both ways, so 64-bit seeds never pass through
//! JavaScript numbers: the page sends a [`WorkerOrder`], a batch of whole
//! games to play (the benchmark) or one position to decide (the Compare
//! tab's reviews); the worker answers with the games' [`GameRecord`]s, a few
//! at a time, or the [`Decided`] position, or with `{"error": "…"}`. It says
//! `{"ready": build id}` once it has loaded (messages sent before that are
//! lost), and the page refuses a worker built from other sources.
//!
//! Why batches. A message costs the page's main thread a fraction of a
//! millisecond each way, and fast games finish by the hundred per second:
//! with one game per message the page's own work took about 4% of two
//! cores during a run, time its workers lost, since a reader's machine
//! rarely has a core to spare. Batched orders, and replies at most every
//! [`REPLY_MS`], keep that to a few messages per second.

use crate::bench::{play_order, Clock, GameRecord};
use crate::game::Board;
use crate::solver::{Decision, Solver, SolverConfig};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

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
    /// The board's packed bits ([`Board::raw`]).
    pub board: u64,
    pub seed: u64,
    pub index: usize,
}

/// What the page asks of a worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WorkerOrder {
    Game(GameOrder),
    Decide(DecideOrder),
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
    Error(String),
}

/// The worker's clock: its own `performance.now()`.
struct WorkerClock(web_sys::Performance);

impl Clock for WorkerClock {
    fn now_micros(&self) -> f64 {
        self.0.now() * 1000.0
    }
}

fn reply(scope: &web_sys::DedicatedWorkerGlobalScope, message: &WorkerReply) {
    if let Ok(text) = serde_json::to_string(message) {
        let _ = scope.post_message(&JsValue::from_str(&text));
    }
}

/// How often a worker playing a batch of games tells the page of the games
/// it finished, at most: the progress a reader sees moves about this often.
pub const REPLY_MS: f64 = 200.0;

/// Carries out one order, handing each reply to `reply`.
fn obey(order: &str, clock: &WorkerClock, reply: impl Fn(&WorkerReply)) {
    let order: WorkerOrder = match serde_json::from_str(order) {
        Ok(order) => order,
        Err(e) => return reply(&WorkerReply::Error(format!("an order the worker cannot read: {e}"))),
    };
    let config = match &order {
        WorkerOrder::Game(games) => &games.config,
        WorkerOrder::Decide(position) => &position.config,
    };
    let solver = match Solver::new(config.clone()) {
        Ok(solver) => solver,
        Err(e) => return reply(&WorkerReply::Error(e.to_string())),
    };
    match order {
        WorkerOrder::Game(games) => {
            play_order(&solver, games.run_seed, games.first, games.count, clock, REPLY_MS * 1000.0, |records| {
                reply(&WorkerReply::Played(records))
            })
        }
        // No node budget here, unlike the page's own decisions: a long
        // search holds up only this worker, and Cancel ends it (and a budget
        // would build a second copy of the search into the worker).
        WorkerOrder::Decide(position) => reply(&WorkerReply::Decided(Decided {
            index: position.index,
            decision: solver.decide(Board::from_raw(position.board), position.seed),
        })),
    }
}

/// How long a new worker practises before it says it is ready.
const WARM_UP_MICROS: f64 = 300_000.0;

/// Plays a practice game for a moment before any timed one: it builds the
/// lookup tables, and lets the browser compile the search with its
/// optimising compiler (a fresh module starts in a quick baseline tier,
/// several times slower, and the optimised code comes from a background
/// thread, later when every core is busy), so that the benchmark times the
/// solver, not the compiler. Measured in headless Chromium, a worker's
/// first moves take 80–120 µs and settle near 20 µs after 100–300 ms.
fn warm_up(clock: &WorkerClock) {
    let solver = Solver::article();
    let until = clock.now_micros() + WARM_UP_MICROS;
    let mut game = crate::bench::GameRun::new(0, 0);
    while clock.now_micros() < until {
        if game.advance(&solver, clock, until).is_some() {
            game = crate::bench::GameRun::new(0, 1);
        }
    }
}

/// The global the page's worker script sets to `false` for a worker that
/// will decide positions rather than time games: its results do not depend
/// on how fast it runs, so it starts at once instead of practising first.
pub const WARM_UP_FLAG: &str = "lookaheadWarmUp";

/// The worker's entry point.
pub fn start() {
    console_error_panic_hook::set_once();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let Some(performance) = scope.performance() else {
        reply(&scope, &WorkerReply::Error("no clock in this worker".into()));
        return;
    };
    let clock = WorkerClock(performance);
    let practise = js_sys::Reflect::get(&scope, &JsValue::from_str(WARM_UP_FLAG))
        .map_or(true, |flag| flag.as_bool() != Some(false));
    if practise {
        warm_up(&clock);
    }
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        match event.data().as_string() {
            Some(order) => obey(&order, &clock, |answer| reply(&replies, answer)),
            None => reply(&replies, &WorkerReply::Error("an order must be text".into())),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    reply(&scope, &WorkerReply::Ready(BUILD_ID.to_string()));
}
