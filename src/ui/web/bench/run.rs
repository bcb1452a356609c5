//! Running a benchmark in the page: games go to Web Workers (one per core,
//! at most four) a few at a time (see [`next_order_size`]), each worker
//! given its next games when it has played the last; if workers cannot
//! start, games run on the page in slices of a few milliseconds between
//! frames instead. Cancel terminates the workers at once.
//!
//! One run plays at a time, page-wide: the benchmark lab and the article's
//! experiments each have their own [`BenchUi`], and starting a run stops
//! another lab's run with a notice there. A lab can queue runs, which start
//! one after another.
//!
//! The same machinery checks a run imported from a file ([`check`]): its
//! games are played again, and each is compared with what the file says
//! as it finishes; the run is kept only if every game comes out the same.

use crate::bench::{games_from, next_order_size, record_differs, GameCheck, GameProblem, GameRecord, GameRun, RunInfo};
use crate::plain_json;
use crate::solver::{Solver, SolverConfig};
use crate::ui::model::count;
use crate::ui::model::{GameOrder, WorkerOrder, WorkerReply, BUILD_ID};
use crate::ui::web::bench::lab::{distinct, note_running, running_key, BenchUi, Interrupted, PlannedRun, REDRAW_MS};
use crate::ui::web::bench::results::{save_results, BenchResult, LiveRun};
use crate::ui::web::kit::browser::{now_millis, PageClock};
use crate::ui::web::kit::long_task::in_slices;
use crate::ui::web::workers::lock::BenchmarkLock;
use crate::ui::web::workers::pool::{workers_wanted, WorkerPool};
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The run's machinery, outside the reactive system (workers and their
/// callbacks are not `Send`).
struct Active {
    /// The lab this run belongs to.
    ui: BenchUi,
    generation: u64,
    config: SolverConfig,
    run_seed: u64,
    /// The next game to hand out, and how many are still to be.
    next: u64,
    left: u64,
    /// The run's workers, stopped when the run is dropped.
    pool: WorkerPool,
    /// The page's one benchmark lock, let go when the run is dropped.
    _lock: BenchmarkLock,
    /// Games finished but not yet shown (see [`record_games`]).
    unshown: Vec<GameRecord>,
    /// When finished games were last shown.
    shown_ms: f64,
    /// Whether a timer will show the unshown games.
    show_pending: bool,
    /// What the games check, when they check an imported run.
    checking: Option<Checking>,
}

/// An imported run whose games are being played again, and the runs from
/// the same file to check after it.
struct Checking {
    imported: BenchResult,
    then: Vec<BenchResult>,
}

impl Checking {
    /// The first of `replayed` that differs from the imported run's game.
    fn differs(&self, replayed: &[GameRecord]) -> Option<GameProblem> {
        let report = &self.imported.report;
        replayed.iter().find_map(|game| {
            let written = game.index.checked_sub(report.first_game).and_then(|i| report.records.get(i as usize));
            match written {
                Some(written) => record_differs(written, game),
                None => Some(GameProblem {
                    game: game.index,
                    field: "index",
                    why: "is not in the file".into(),
                    check: GameCheck::Replay,
                }),
            }
        })
    }
}

thread_local! {
    static ACTIVE: RefCell<Option<Active>> = const { RefCell::new(None) };
    static GENERATION: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Plays `runs` one after another in `ui` (stopping any run in progress).
pub fn start_all(ui: BenchUi, mut runs: Vec<PlannedRun>) {
    if runs.is_empty() {
        return;
    }
    let first = runs.remove(0);
    start(ui, first.label, first.info, first.games);
    ui.queue.set_value(runs);
}

/// Starts a run of `games` games (stopping any run in progress).
pub fn start(ui: BenchUi, label: String, info: RunInfo, games: u64) {
    begin(ui, label, info, 0, games, None);
}

/// Checks the imported `runs` one after another by playing their games
/// again (stopping any run in progress); each is kept if every game comes
/// out as its file says.
pub fn check(ui: BenchUi, mut runs: Vec<BenchResult>) {
    if runs.is_empty() {
        return;
    }
    let imported = runs.remove(0);
    let report = &imported.report;
    let (label, info) = (format!("Checking “{}”", imported.label), report.info());
    let (first, games) = (report.first_game, report.records.len() as u64);
    begin(ui, label, info, first, games, Some(Checking { imported, then: runs }));
}

/// Starts playing games `first`, `first + 1`, … (`games` of them) of the
/// run `info`, under `label`: a run, or the check of an imported one.
fn begin(ui: BenchUi, label: String, info: RunInfo, first: u64, games: u64, checking: Option<Checking>) {
    let under_way = match &checking {
        Some(checking) => Interrupted::Check(checking.imported.label.clone()),
        None => Interrupted::Run(label.clone()),
    };
    stop(ui);
    stop_others(ui);
    let generation = GENERATION.with(|g| {
        g.set(g.get() + 1);
        g.get()
    });
    let pool = WorkerPool::start(workers_wanted().min(games as usize), true, |worker| {
        (on_message(ui, generation, worker.clone()), on_failure(ui, generation))
    });
    let active = Active {
        ui,
        generation,
        config: info.config.clone(),
        run_seed: info.seed,
        next: first,
        // (Games past u64::MAX do not exist: a report never holds them.)
        left: games_from(first, games),
        pool,
        _lock: BenchmarkLock::take(),
        unshown: Vec::new(),
        shown_ms: 0.0,
        show_pending: false,
        checking,
    };
    let slices = active.pool.is_empty();
    let how = match active.pool.len() {
        0 => "Web Workers could not start here, so the games run on this page in short slices between frames (slower)."
            .to_string(),
        1 => "Playing on 1 Web Worker (a background thread).".to_string(),
        n => format!("Playing on {n} Web Workers (background threads)."),
    };
    ui.live.set(Some(LiveRun {
        label,
        info,
        total: games,
        records: Vec::new(),
        moves: 0,
        started_ms: now_millis(),
        reported_ms: 0.0,
        how,
    }));
    ACTIVE.with(|a| *a.borrow_mut() = Some(active));
    if let Some(key) = ui.store {
        // Until it ends: a reload meanwhile finds it here, and says so.
        note_running(key, &under_way);
    }
    if slices {
        slice_loop(ui, generation);
    }
}

/// Stops another lab's run, saying so there.
fn stop_others(ui: BenchUi) {
    let other = ACTIVE.with(|a| a.borrow().as_ref().map(|active| active.ui).filter(|other| *other != ui));
    if let Some(other) = other {
        cancel(other, false);
        other.tell("Stopped: another experiment on this page started, and only one runs at a time.".into());
    }
}

/// Stops `ui`'s run in progress and its queue; the games so far are dropped.
pub fn cancel(ui: BenchUi, say_so: bool) {
    // `try_` throughout: this also runs while the panel is being torn down,
    // when its signals may already be gone.
    let queued = ui.queue.try_update_value(std::mem::take).unwrap_or_default();
    let checked = ACTIVE.with(|a| {
        a.borrow().as_ref().filter(|active| active.ui == ui).and_then(|active| active.checking.as_ref()).map(|c| {
            let all = std::iter::once(&c.imported).chain(&c.then);
            all.map(|run| format!("“{}”", run.label)).collect::<Vec<_>>().join(", ")
        })
    });
    if let (Some(labels), true) = (checked, say_so) {
        ui.tell(format!("Stopped checking the file: {labels} not imported."));
    } else if let Some(live) = ui.live.try_get_untracked().flatten() {
        if say_so {
            // A part of a run is not kept: the games that finish first are
            // the short ones, so its figures would understate the solver.
            let mut text = match live.records.len() {
                0 => format!("Cancelled “{}” before any game finished.", live.label),
                1 => format!(
                    "Cancelled “{}” after 1 of {} games. The finished game is not kept: the first to finish are the shortest, so alone it would understate the solver.",
                    live.label, live.total
                ),
                done => format!(
                    "Cancelled “{}” after {done} of {} games. The finished games are not kept: the first to finish are the shortest, so alone they would understate the solver.",
                    live.label, live.total
                ),
            };
            // The runs that were to follow it (the wall experiment's other
            // solvers) are not played either; those finished before are kept.
            if !queued.is_empty() {
                let labels: Vec<String> = queued.iter().map(|run| format!("“{}”", run.label)).collect();
                let (runs, were) = if queued.len() == 1 { ("run", "was") } else { ("runs", "were") };
                text.push_str(&format!(" The {runs} that {were} to follow, {}, will not start.", labels.join(", ")));
            }
            ui.tell(text);
        }
    }
    stop(ui);
}

/// Ends `ui`'s run in progress, if it has one: its workers are terminated
/// and whatever they still send is ignored.
fn stop(ui: BenchUi) {
    let stopped = ACTIVE.with(|a| {
        let mut active = a.borrow_mut();
        if active.as_ref().is_some_and(|active| active.ui == ui) {
            active.take()
        } else {
            None
        }
    });
    if let Some(active) = stopped {
        // Anything still queued from this run is now from an old generation;
        // dropping the run stops its workers.
        GENERATION.with(|g| g.set(g.get() + 1));
        drop(active);
    }
    ui.live.try_set(None);
    ui.live_report.try_set(None);
    if let Some(key) = ui.store {
        crate::ui::web::kit::browser::take_for_tab(&running_key(key));
    }
}

fn on_failure(ui: BenchUi, generation: u64) -> Closure<dyn Fn(web_sys::Event)> {
    Closure::new(move |event: web_sys::Event| {
        if GENERATION.with(|g| g.get()) != generation {
            return;
        }
        let detail = event.dyn_ref::<web_sys::ErrorEvent>().map(|e| e.message()).unwrap_or_default();
        fail(ui, &format!("a Web Worker failed ({})", if detail.is_empty() { "no details" } else { &detail }));
    })
}

fn on_message(ui: BenchUi, generation: u64, worker: web_sys::Worker) -> Closure<dyn Fn(web_sys::MessageEvent)> {
    // Games ordered from this worker and not yet played.
    let ordered = std::cell::Cell::new(0);
    Closure::new(move |event: web_sys::MessageEvent| {
        if GENERATION.with(|g| g.get()) != generation {
            return;
        }
        let reply = event.data().as_string().and_then(|text| plain_json::from_text::<WorkerReply>(&text));
        match reply {
            Some(WorkerReply::Ready(build)) if build == BUILD_ID => order_next(ui, &worker, &ordered),
            Some(WorkerReply::Ready(_)) => fail(
                ui,
                "its Web Worker was built from another version of Lookahead than this page (an old copy in the \
                 browser's cache?); reload the page to fetch matching files",
            ),
            Some(WorkerReply::Played(records)) => {
                // The next batch goes out as soon as this one is done, before
                // the page shows its games, so the worker waits the least.
                ordered.set(ordered.get().saturating_sub(records.len() as u64));
                if ordered.get() == 0 {
                    order_next(ui, &worker, &ordered);
                }
                record_games(ui, records);
            }
            Some(WorkerReply::Error(why)) => fail(ui, &why),
            Some(WorkerReply::Decided(_) | WorkerReply::Paired(_)) | None => {
                fail(ui, "a worker sent something that is not a game")
            }
        }
    })
}

/// Gives `worker` the next games, if any are left, counting them in
/// `ordered`; a run whose games cannot be handed out stops and says so
/// (rather than wait for ever for games no worker has).
fn order_next(ui: BenchUi, worker: &web_sys::Worker, ordered: &std::cell::Cell<u64>) {
    match send_next(worker) {
        Some(count) => ordered.set(count),
        None => fail(ui, "the page could not hand its games to a Web Worker"),
    }
}

/// Gives `worker` the next games, if any are left: how many (0 when none
/// are left), or `None` when they could not be sent.
fn send_next(worker: &web_sys::Worker) -> Option<u64> {
    let order = ACTIVE.with(|a| {
        let mut active = a.borrow_mut();
        let active = active.as_mut()?;
        (active.left > 0).then(|| {
            let count = next_order_size(active.left, active.pool.len() as u64);
            let order =
                GameOrder { config: active.config.clone(), run_seed: active.run_seed, first: active.next, count };
            active.left -= count;
            // (Saturating: after game u64::MAX no game is left to order.)
            active.next = active.next.saturating_add(count);
            order
        })
    });
    let Some(order) = order else { return Some(0) };
    let count = order.count;
    let text = plain_json::to_text(&WorkerOrder::Game(order));
    worker.post_message(&JsValue::from_str(&text)).ok().map(|()| count)
}

/// The page shows finished games at most this often: on a machine whose
/// cores all run workers, every update of the page takes time from them.
const SHOW_MS: f64 = 250.0;

/// Takes finished games. Games are shown in batches, at most every
/// `SHOW_MS` (a timer shows the last ones), and the run's last game at once.
fn record_games(ui: BenchUi, records: Vec<GameRecord>) {
    let generation = GENERATION.with(|g| g.get());
    let due = ACTIVE.with(|a| {
        let mut active = a.borrow_mut();
        let active = active.as_mut()?;
        active.unshown.extend(records);
        let last = ui.live.with_untracked(|live| {
            live.as_ref().is_some_and(|live| (live.records.len() + active.unshown.len()) as u64 >= live.total)
        });
        let wait = SHOW_MS - (now_millis() - active.shown_ms);
        if last || wait <= 0.0 {
            active.shown_ms = now_millis();
            return Some(std::mem::take(&mut active.unshown));
        }
        if !active.show_pending {
            active.show_pending = true;
            set_timeout(move || show_unshown(ui, generation), std::time::Duration::from_millis(wait as u64));
        }
        None
    });
    if let Some(records) = due {
        show_games(ui, records);
    }
}

/// The timer's half of [`record_games`].
fn show_unshown(ui: BenchUi, generation: u64) {
    if GENERATION.with(|g| g.get()) != generation {
        return;
    }
    let records = ACTIVE.with(|a| {
        let mut active = a.borrow_mut();
        let active = active.as_mut()?;
        active.show_pending = false;
        active.shown_ms = now_millis();
        Some(std::mem::take(&mut active.unshown))
    });
    if let Some(records) = records.filter(|r| !r.is_empty()) {
        show_games(ui, records);
    }
}

fn show_games(ui: BenchUi, records: Vec<GameRecord>) {
    // An imported run is refused at its first game that comes out other
    // than its file says.
    let refused = ACTIVE.with(|a| {
        let active = a.borrow();
        let checking = active.as_ref()?.checking.as_ref()?;
        let unchecked: Vec<String> = checking.then.iter().map(|run| format!("“{}”", run.label)).collect();
        checking.differs(&records).map(|problem| (checking.imported.label.clone(), problem, unchecked))
    });
    if let Some((label, problem, unchecked)) = refused {
        stop(ui);
        let rest = match unchecked.len() {
            0 => String::new(),
            1 => format!(" The file's other run, {}, was not checked.", unchecked[0]),
            _ => format!(" The file's other runs, {}, were not checked.", unchecked.join(", ")),
        };
        ui.tell(format!("Not imported: “{label}” does not replay ({problem}).{rest}"));
        return;
    }
    let mut finished = None;
    let mut snapshot = None;
    ui.live.update(|live| {
        if let Some(live) = live {
            live.moves += records.iter().map(|r| u64::from(r.moves)).sum::<u64>();
            live.records.extend(records);
            if live.records.len() as u64 >= live.total {
                finished = Some(BenchResult { label: live.label.clone(), report: live.report() });
            } else if now_millis() - live.reported_ms >= REDRAW_MS {
                live.reported_ms = now_millis();
                snapshot = Some((format!("{} (running)", live.label), live.report()));
            }
        }
    });
    if snapshot.is_some() {
        ui.live_report.set(snapshot);
    }
    let Some(played) = finished else { return };
    let checked = ACTIVE.with(|a| a.borrow_mut().as_mut().and_then(|active| active.checking.take()));
    stop(ui);
    // A checked import is kept as its file has it (its timings are the
    // machine's that ran it), under a label no kept run has.
    let result = match &checked {
        Some(checking) => {
            let mut imported = checking.imported.clone();
            imported.label = distinct(imported.label, &imported.report.config, &ui.every_run());
            imported
        }
        None => played,
    };
    let (label, games) = (result.label.clone(), result.report.records.len() as u64);
    ui.results.update(|results| results.push(result));
    if let Some(key) = ui.store {
        if let Err(refused) = ui.results.with_untracked(|results| save_results(key, results)) {
            ui.tell(refused.to_string());
        }
    }
    let done = match &checked {
        Some(_) => format!(
            "Imported “{label}”: its {} replayed as the file says (its timings are the file's).",
            count(games, "game", "games")
        ),
        None => format!("Finished “{label}”: {}.", count(games, "game", "games")),
    };
    if let Some(checking) = checked.filter(|c| !c.then.is_empty()) {
        // The charts and the table show it; a screen reader is told.
        ui.say(&format!("{done} Now checking “{}”.", checking.then[0].label));
        return check(ui, checking.then);
    }
    let mut queue = ui.queue.get_value();
    if queue.is_empty() {
        ui.say(&done);
    } else {
        let next = queue.remove(0);
        ui.say(&format!("{done} Now playing “{}”.", next.label));
        start(ui, next.label, next.info, next.games);
        ui.queue.set_value(queue);
    }
}

fn fail(ui: BenchUi, why: &str) {
    cancel(ui, false);
    ui.tell(format!("The benchmark stopped: {why}."));
}

/// Plays games on the page, a slice at a time between frames.
fn slice_loop(ui: BenchUi, generation: u64) {
    let mut current: Option<GameRun> = None;
    in_slices(move |until| {
        let order = ACTIVE.with(|a| {
            a.borrow()
                .as_ref()
                .filter(|active| active.generation == generation)
                .map(|a| (a.config.clone(), a.run_seed, a.next, a.left))
        });
        let Some((config, run_seed, next, left)) = order else { return false };
        let Ok(solver) = Solver::new(config) else {
            fail(ui, "the settings are not usable");
            return false;
        };
        let mut run = match current.take() {
            Some(run) => run,
            None if left > 0 => {
                ACTIVE.with(|a| {
                    if let Some(active) = a.borrow_mut().as_mut() {
                        active.left -= 1;
                        active.next = active.next.saturating_add(1);
                    }
                });
                GameRun::new(run_seed, next)
            }
            None => return false,
        };
        match run.advance(&solver, &PageClock, until * 1000.0) {
            Some(record) => record_games(ui, vec![record]),
            None => current = Some(run),
        }
        true
    });
}

impl BenchUi {
    /// Plays `runs` one after another.
    pub fn run_all(self, runs: Vec<PlannedRun>) {
        start_all(self, runs);
    }

    /// Stops the run in progress and any queued after it, saying so.
    pub fn cancel(self) {
        cancel(self, true);
    }
}
