//! Running a list of independent orders in the solver's Web Workers: the
//! post-mortem's positions, the sampling variance's seeds and the coach's
//! paired games go to the workers (one per core, at most four, each handed
//! the next order when it answers) and the page never waits on the solver.
//! A [`LongTask`] run carries the progress, the problem line and Cancel,
//! which stops the workers at once. Where no worker starts (or none gets as
//! far as saying it is ready), the same orders are carried out on the page
//! in slices between frames. While a benchmark runs, no such run starts:
//! its workers would take cores from the benchmark's and make its timings
//! wrong.

use crate::plain_json;
use crate::ui::model::{WorkerOrder, WorkerReply, BUILD_ID};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::workers::pool::{workers_wanted, WorkerPool};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Orders to carry out, and how to read their results.
pub struct Orders<T> {
    /// Order `i` answers with index `i`.
    pub orders: Vec<WorkerOrder>,
    /// The index and result a reply carries, if it is a result of this kind.
    pub take: fn(WorkerReply) -> Option<(usize, T)>,
    /// Order `i` carried out on the page, when no worker could start, or
    /// why it could not be.
    pub on_page: Box<dyn Fn(usize) -> Result<T, String>>,
}

type Finish<T> = Box<dyn FnOnce(Vec<T>)>;

/// One list being carried out.
struct Job<T> {
    run: u64,
    orders: Orders<T>,
    results: Vec<Option<T>>,
    next: usize,
    done: usize,
    /// Whether a worker has said it is ready: until then, a worker that
    /// fails sends the work to the page instead of failing it.
    ready: bool,
    finish: Option<Finish<T>>,
}

/// Carries out every order and hands the results, in the orders' order,
/// to `finish`.
pub fn run_orders<T: 'static>(work: LongTask, orders: Orders<T>, finish: impl FnOnce(Vec<T>) + 'static) {
    if crate::ui::web::workers::lock::benchmark_running() {
        return work.problem.set(Some(
            "A benchmark is running on this page: wait for it to finish (or cancel it), so that its timings stay true."
                .into(),
        ));
    }
    let total = orders.orders.len();
    let run = work.begin(total);
    let job = Rc::new(RefCell::new(Job {
        run,
        orders,
        results: (0..total).map(|_| None).collect(),
        next: 0,
        done: 0,
        ready: false,
        finish: Some(Box::new(finish)),
    }));
    // No practice game first: a few orders would wait for it.
    let pool = WorkerPool::start(workers_wanted().min(total), false, |worker| {
        (on_reply(work, job.clone(), worker.clone()), on_failure(work, job.clone()))
    });
    if pool.is_empty() {
        on_the_page(work, job);
    } else {
        work.keep(pool);
    }
}

fn on_reply<T: 'static>(
    work: LongTask,
    job: Rc<RefCell<Job<T>>>,
    worker: web_sys::Worker,
) -> Closure<dyn Fn(web_sys::MessageEvent)> {
    Closure::new(move |event: web_sys::MessageEvent| {
        if !work.is_current(job.borrow().run) {
            return;
        }
        let Some(reply) = event.data().as_string().and_then(|text| plain_json::from_text::<WorkerReply>(&text)) else {
            return give_up(work, &job, "A Web Worker sent something that is not a result.".into());
        };
        let take = job.borrow().orders.take;
        match reply {
            WorkerReply::Ready(build) if build == BUILD_ID => {
                job.borrow_mut().ready = true;
                send_next(&job, &worker);
            }
            WorkerReply::Ready(_) => give_up(
                work,
                &job,
                "A Web Worker was built from another version of Lookahead than this page (an old copy in the \
                 browser's cache?): reload the page."
                    .into(),
            ),
            WorkerReply::Error(why) => give_up(work, &job, format!("A Web Worker stopped: {why}.")),
            reply => match take(reply) {
                Some((index, result)) => {
                    if record(work, &job, index, result) {
                        send_next(&job, &worker);
                    }
                }
                None => give_up(work, &job, "A Web Worker sent something that is not a result.".into()),
            },
        }
    })
}

fn on_failure<T: 'static>(work: LongTask, job: Rc<RefCell<Job<T>>>) -> Closure<dyn Fn(web_sys::Event)> {
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
fn give_up<T: 'static>(work: LongTask, job: &Rc<RefCell<Job<T>>>, why: String) {
    let ready = job.borrow().ready;
    if ready {
        work.fail(why);
    } else {
        on_the_page(work, job.clone());
    }
}

/// Gives `worker` the next order, if any are left.
fn send_next<T>(job: &Rc<RefCell<Job<T>>>, worker: &web_sys::Worker) {
    let text = {
        let mut job = job.borrow_mut();
        let Some(order) = job.orders.orders.get(job.next) else { return };
        let text = plain_json::to_text(order);
        job.next += 1;
        text
    };
    let _ = worker.post_message(&JsValue::from_str(&text));
}

/// Takes result `index`; when it is the last one, ends the run and hands
/// the list on. Whether orders are left to carry out.
fn record<T>(work: LongTask, job: &Rc<RefCell<Job<T>>>, index: usize, result: T) -> bool {
    let finished = {
        let mut job = job.borrow_mut();
        let total = job.results.len();
        match job.results.get_mut(index) {
            Some(slot @ None) => *slot = Some(result),
            // Not an order of this list, or one already answered.
            _ => return true,
        }
        job.done += 1;
        work.progress.set(Some((job.done, total)));
        if job.done < total {
            return true;
        }
        let results = job.results.drain(..).flatten().collect::<Vec<_>>();
        job.finish.take().map(|finish| (finish, results))
    };
    work.done();
    if let Some((finish, results)) = finished {
        finish(results);
    }
    false
}

/// The same orders on the page, a slice at a time.
fn on_the_page<T: 'static>(work: LongTask, job: Rc<RefCell<Job<T>>>) {
    let total = job.borrow().results.len();
    let finished = job.clone();
    work.start(
        total,
        move |i| {
            let mut job = job.borrow_mut();
            let result = (job.orders.on_page)(i)?;
            job.results[i] = Some(result);
            Ok(())
        },
        move || {
            let mut job = finished.borrow_mut();
            let results = job.results.drain(..).flatten().collect::<Vec<_>>();
            if let Some(finish) = job.finish.take() {
                drop(job);
                finish(results);
            }
        },
    );
}
