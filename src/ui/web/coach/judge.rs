//! The coach's judge: each move the reader plays is decided again by the
//! article's solver on the same board and seed, in a Web Worker of its own,
//! one move at a time, so that play never waits on it. The worker starts
//! once the reader pauses after a move (never during a burst of keys, nor
//! in the page's first moments) and stops after a while with nothing to
//! do; while a benchmark runs it waits (its timings would suffer). Where no
//! worker starts, the page decides the moves itself between frames. All
//! but the watch on the reader's moves is in the article's wasm module
//! (which comes right after the board's).

use crate::analysis::postmortem::PlayedPosition;
use crate::plain_json;
use crate::solver::{Decision, Solver, SolverConfig};
use crate::ui::model::{DecideOrder, WorkerOrder, WorkerReply, BUILD_ID};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::split::split_fn;
use crate::ui::web::state::AppState;
use crate::ui::web::workers::lock::benchmark_running;
use crate::ui::web::workers::pool::WorkerPool;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// A worker with nothing to judge for this long is stopped.
const IDLE_MS: i32 = 15_000;
/// While a benchmark runs, how often the judge looks again.
const WAIT_MS: i32 = 1_000;
/// With no worker running, a pause this long after the reader's last move
/// starts one.
const PAUSE_MS: i32 = 1_500;

#[derive(Default)]
struct Judge {
    pool: Option<WorkerPool>,
    ready: bool,
    /// The worker would not start or failed: the page judges.
    on_page: bool,
    /// The move sent and not yet answered.
    asked: Option<PlayedPosition>,
    /// Bumped by every answer, so an idle timer knows it is stale.
    answers: u64,
    /// Whether an idle timer is set (one at a time).
    idle_timer: bool,
    /// Bumped by every change to the reader's moves, so that a pause timer
    /// knows another move came.
    changes: u64,
}

thread_local! {
    static JUDGE: RefCell<Judge> = RefCell::new(Judge::default());
}

/// Judges the reader's moves as they are played, for as long as the app runs.
pub fn keep_judging(state: AppState) {
    Effect::new(move |_| {
        state.coach.track();
        let change = JUDGE.with_borrow_mut(|j| {
            j.changes += 1;
            (j.pool.is_none() && !j.on_page).then_some(j.changes)
        });
        match change {
            // No worker yet: one starts when the reader pauses.
            Some(change) => browser::after(PAUSE_MS, move || {
                if JUDGE.with_borrow(|j| j.changes == change) {
                    next_in_module(state);
                }
            }),
            None => next_in_module(state),
        }
    });
}

/// [`next`], in the article's module (the worker's messages are serde's
/// JSON, which the board does not wait for).
fn next_in_module(state: AppState) {
    leptos::task::spawn_local(async move {
        let _ = judge_next(state).await;
    });
}

split_fn!(
    article_view,
    fn judge_next(state: AppState) -> Result<(), SplitLoaderError> {
        next(state);
        Ok(())
    }
);

/// Sends the next unjudged move, if none is out.
fn next(state: AppState) {
    let Some(position) = state.coach.with_untracked(|log| log.unjudged().first().copied()) else {
        return idle_soon();
    };
    if JUDGE.with_borrow(|j| j.asked.is_some()) {
        return;
    }
    if benchmark_running() {
        return browser::after(WAIT_MS, move || next(state));
    }
    if JUDGE.with_borrow(|j| j.on_page) {
        return judge_on_page(state, position);
    }
    if JUDGE.with_borrow(|j| j.pool.is_none()) {
        let pool = WorkerPool::start(1, false, |_| (on_reply(state), on_failure(state)));
        if pool.is_empty() {
            JUDGE.with_borrow_mut(|j| j.on_page = true);
            return judge_on_page(state, position);
        }
        JUDGE.with_borrow_mut(|j| j.pool = Some(pool));
    }
    if !JUDGE.with_borrow(|j| j.ready) {
        // Sent once the worker says it is ready.
        return;
    }
    let order = WorkerOrder::Decide(DecideOrder {
        config: SolverConfig::article(),
        board: position.board.raw(),
        seed: position.seed,
        index: position.index,
    });
    let sent = JUDGE.with_borrow(|j| {
        let worker = j.pool.as_ref().and_then(WorkerPool::first)?;
        let text = plain_json::to_text(&order);
        worker.post_message(&JsValue::from_str(&text)).ok()
    });
    if sent.is_some() {
        JUDGE.with_borrow_mut(|j| j.asked = Some(position));
    } else {
        fall_back(state);
    }
}

fn on_reply(state: AppState) -> Closure<dyn Fn(web_sys::MessageEvent)> {
    Closure::new(move |event: web_sys::MessageEvent| {
        let reply = event.data().as_string().and_then(|text| plain_json::from_text::<WorkerReply>(&text));
        match reply {
            Some(WorkerReply::Ready(build)) if build == BUILD_ID => {
                JUDGE.with_borrow_mut(|j| j.ready = true);
                next(state);
            }
            Some(WorkerReply::Decided(decided)) => {
                let asked = JUDGE.with_borrow_mut(|j| {
                    j.answers += 1;
                    j.asked.take_if(|p| p.index == decided.index)
                });
                match asked {
                    Some(position) => answer(state, position, decided.decision),
                    None => next(state),
                }
            }
            // Another build's worker, an error, or something else.
            _ => fall_back(state),
        }
    })
}

fn on_failure(state: AppState) -> Closure<dyn Fn(web_sys::Event)> {
    Closure::new(move |_: web_sys::Event| fall_back(state))
}

/// The worker cannot judge: the page does, from the move it had.
fn fall_back(state: AppState) {
    JUDGE.with_borrow_mut(|j| {
        j.on_page = true;
        j.ready = false;
        j.asked = None;
        // Dropped later: this may be running inside the worker's own callback.
        if let Some(pool) = j.pool.take() {
            browser::after(0, move || drop(pool));
        }
    });
    next(state);
}

fn answer(state: AppState, position: PlayedPosition, decision: Decision) {
    // Recorded; the coach's change runs `next` again.
    state.coach.try_update(|log| log.judged(&position, decision));
}

/// One move judged on the page, after the frame (the article's solver
/// searches a few thousand nodes at most: a few milliseconds).
fn judge_on_page(state: AppState, position: PlayedPosition) {
    JUDGE.with_borrow_mut(|j| j.asked = Some(position));
    browser::after(0, move || {
        JUDGE.with_borrow_mut(|j| j.asked = None);
        answer(state, position, Solver::article().decide(position.board, position.seed));
    });
}

/// Stops the worker if nothing comes to judge for a while.
fn idle_soon() {
    let Some(answers) = JUDGE.with_borrow_mut(|j| {
        let unneeded = j.pool.is_none() || j.idle_timer;
        j.idle_timer |= !unneeded;
        (!unneeded).then_some(j.answers)
    }) else {
        return;
    };
    browser::after(IDLE_MS, move || {
        let busy = JUDGE.with_borrow_mut(|j| {
            j.idle_timer = false;
            let idle = j.answers == answers && j.asked.is_none();
            if idle {
                j.pool = None;
                j.ready = false;
            }
            !idle && j.pool.is_some()
        });
        // Busy since it was set: looked at again a while later.
        if busy {
            idle_soon();
        }
    });
}
