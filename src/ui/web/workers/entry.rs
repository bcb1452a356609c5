//! The solver's Web Worker itself: its entry point, which warms up, then
//! carries out the page's orders (see `ui/model/worker_protocol.rs`).

use crate::bench::{play_order, Clock};
use crate::game::Board;
use crate::plain_json;
use crate::solver::Solver;
use crate::ui::model::{Decided, PairPlayed, WorkerOrder, WorkerReply, BUILD_ID, REPLY_MS, WARM_UP_FLAG};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The worker's clock: its own `performance.now()`.
struct WorkerClock(web_sys::Performance);

impl Clock for WorkerClock {
    fn now_micros(&self) -> f64 {
        self.0.now() * 1000.0
    }
}

/// Sends `message` to the page, as JSON written by hand (see
/// `ui/model/worker_json.rs`): the worker carries no `serde_json`.
fn reply(scope: &web_sys::DedicatedWorkerGlobalScope, message: &WorkerReply) {
    let _ = scope.post_message(&JsValue::from_str(&plain_json::to_text(message)));
}

/// Carries out one order, handing each reply to `reply`.
fn obey(order: &str, clock: &WorkerClock, reply: impl Fn(&WorkerReply)) {
    let Some(order) = plain_json::from_text::<WorkerOrder>(order) else {
        let start: String = order.chars().take(80).collect();
        return reply(&WorkerReply::Error(format!("an order the worker cannot read: {start}")));
    };
    let solver = match Solver::new(order.config().clone()) {
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
        WorkerOrder::Pair(order) => reply(&WorkerReply::Paired(PairPlayed {
            index: order.index,
            pair: order.question.pair(&solver, order.seed, order.game),
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
