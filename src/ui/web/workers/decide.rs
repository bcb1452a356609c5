//! Deciding a list of positions in the solver's Web Workers: the
//! post-mortem's positions and the sampling variance's seeds are
//! independent decisions, so they go to the workers (one per core, at most
//! four, each handed the next position when it answers) and the page never
//! waits on the solver. A [`LongTask`] run carries the progress, the problem
//! line and Cancel, which stops the workers at once. Where no worker starts
//! (or none gets as far as saying it is ready), the same decisions are made
//! on the page in slices between frames. The workers search without the
//! page's node budget: a long search holds up only them, and Cancel ends it.
//! While a benchmark runs, no review starts: its workers would take cores
//! from the benchmark's and make its timings wrong.

use crate::game::Board;
use crate::solver::{Decision, Solver, ValidConfig, MOST_NODES};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::workers::pool::{workers_wanted, WorkerPool};
use crate::ui::web::workers::protocol::{DecideOrder, WorkerOrder, WorkerReply, BUILD_ID};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A position to decide: its board and the sampling seed.
pub type BoardAndSeed = (Board, u64);

/// Names position `i` in a message ("move 12", "seed 3") when the page,
/// deciding without workers, stops at a search too large for it.
type Describe = Box<dyn Fn(usize) -> String>;
type Finish = Box<dyn FnOnce(Vec<Decision>)>;

/// One list being decided.
struct Job {
    run: u64,
    config: ValidConfig,
    positions: Vec<BoardAndSeed>,
    decisions: Vec<Option<Decision>>,
    next: usize,
    done: usize,
    /// Whether a worker has said it is ready: until then, a worker that
    /// fails sends the work to the page instead of failing it.
    ready: bool,
    describe: Describe,
    finish: Option<Finish>,
}

/// Decides every position under `config` and hands the decisions, in the
/// positions' order, to `finish`; `describe` names a position in a message.
pub fn decide_all(
    work: LongTask,
    config: ValidConfig,
    positions: Vec<BoardAndSeed>,
    describe: impl Fn(usize) -> String + 'static,
    finish: impl FnOnce(Vec<Decision>) + 'static,
) {
    if crate::ui::web::workers::lock::benchmark_running() {
        return work.problem.set(Some(
            "A benchmark is running on this page: wait for it to finish (or cancel it), so that its timings stay true."
                .into(),
        ));
    }
    let total = positions.len();
    let run = work.begin(total);
    let job = Rc::new(RefCell::new(Job {
        run,
        config,
        positions,
        decisions: vec![None; total],
        next: 0,
        done: 0,
        ready: false,
        describe: Box::new(describe),
        finish: Some(Box::new(finish)),
    }));
    // No practice game first: a few decisions would wait for it.
    let pool = WorkerPool::start(workers_wanted().min(total), false, |worker| {
        (on_reply(work, job.clone(), worker.clone()), on_failure(work, job.clone()))
    });
    if pool.is_empty() {
        on_the_page(work, job);
    } else {
        work.keep(pool);
    }
}

fn on_reply(work: LongTask, job: Rc<RefCell<Job>>, worker: web_sys::Worker) -> Closure<dyn Fn(web_sys::MessageEvent)> {
    Closure::new(move |event: web_sys::MessageEvent| {
        if !work.is_current(job.borrow().run) {
            return;
        }
        let reply = event.data().as_string().and_then(|text| serde_json::from_str::<WorkerReply>(&text).ok());
        match reply {
            Some(WorkerReply::Ready(build)) if build == BUILD_ID => {
                job.borrow_mut().ready = true;
                send_next(&job, &worker);
            }
            Some(WorkerReply::Ready(_)) => give_up(
                work,
                &job,
                "A Web Worker was built from another version of Lookahead than this page (an old copy in the \
                 browser's cache?): reload the page."
                    .into(),
            ),
            Some(WorkerReply::Decided(decided)) => {
                if record(work, &job, decided.index, decided.decision) {
                    send_next(&job, &worker);
                }
            }
            Some(WorkerReply::Error(why)) => give_up(work, &job, format!("A Web Worker stopped: {why}.")),
            Some(WorkerReply::Played(_)) | None => {
                give_up(work, &job, "A Web Worker sent something that is not a decision.".into())
            }
        }
    })
}

fn on_failure(work: LongTask, job: Rc<RefCell<Job>>) -> Closure<dyn Fn(web_sys::Event)> {
    Closure::new(move |event: web_sys::Event| {
        if work.is_current(job.borrow().run) {
            let detail = event.dyn_ref::<web_sys::ErrorEvent>().map(|e| e.message()).unwrap_or_default();
            let detail = if detail.is_empty() { "no details".to_string() } else { detail };
            give_up(work, &job, format!("A Web Worker failed ({detail})."));
        }
    })
}

/// A worker failed: before any was ready (it could not load, say), the
/// page does the work itself; after, the run stops and says `why`.
fn give_up(work: LongTask, job: &Rc<RefCell<Job>>, why: String) {
    let ready = job.borrow().ready;
    if ready {
        work.fail(why);
    } else {
        on_the_page(work, job.clone());
    }
}

/// Gives `worker` the next position, if any are left.
fn send_next(job: &Rc<RefCell<Job>>, worker: &web_sys::Worker) {
    let order = {
        let mut job = job.borrow_mut();
        let index = job.next;
        let Some(&(board, seed)) = job.positions.get(index) else { return };
        job.next += 1;
        WorkerOrder::Decide(DecideOrder { config: job.config.clone().into_inner(), board: board.raw(), seed, index })
    };
    if let Ok(text) = serde_json::to_string(&order) {
        let _ = worker.post_message(&JsValue::from_str(&text));
    }
}

/// Takes decision `index`; when it is the last one, ends the run and hands
/// the list on. Whether positions are left to decide.
fn record(work: LongTask, job: &Rc<RefCell<Job>>, index: usize, decision: Decision) -> bool {
    let finished = {
        let mut job = job.borrow_mut();
        let total = job.positions.len();
        match job.decisions.get_mut(index) {
            Some(slot @ None) => *slot = Some(decision),
            // Not a position of this list, or one already decided.
            _ => return true,
        }
        job.done += 1;
        work.progress.set(Some((job.done, total)));
        if job.done < total {
            return true;
        }
        let decisions = job.decisions.drain(..).flatten().collect::<Vec<_>>();
        job.finish.take().map(|finish| (finish, decisions))
    };
    work.done();
    if let Some((finish, decisions)) = finished {
        finish(decisions);
    }
    false
}

/// The same decisions on the page, a slice at a time.
fn on_the_page(work: LongTask, job: Rc<RefCell<Job>>) {
    let solver = Solver::from_valid(job.borrow().config.clone());
    let total = job.borrow().positions.len();
    let finished = job.clone();
    work.start(
        total,
        move |i| {
            let mut job = job.borrow_mut();
            let (board, seed) = job.positions[i];
            let decision = solver
                .decide_within(board, seed, MOST_NODES as u64)
                .map_err(|too_large| format!("Stopped at {}: {too_large}.", (job.describe)(i)))?;
            job.decisions[i] = Some(decision);
            Ok(())
        },
        move || {
            let mut job = finished.borrow_mut();
            let decisions = job.decisions.drain(..).flatten().collect::<Vec<_>>();
            if let Some(finish) = job.finish.take() {
                drop(job);
                finish(decisions);
            }
        },
    );
}
