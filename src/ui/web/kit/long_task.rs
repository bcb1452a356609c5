//! [`LongTask`]: one run of long work at a time, with progress, a problem
//! line and Cancel. The work is done either on the page, a step at a time
//! in slices of a few milliseconds between frames ([`LongTask::start`]), or
//! by Web Workers the run keeps ([`LongTask::keep`], see `workers::decide`), which
//! are stopped when the run is cancelled, replaced or its view goes away.
//!
//! [`in_slices`] is the page's one way of dividing work between frames:
//! [`LongTask::start`] uses it, and so does a benchmark played on the page.

use crate::ui::web::kit::browser::{self, now_millis};
use leptos::prelude::*;
use std::any::Any;

/// Work per slice of main-thread time, at most.
const SLICE_MS: f64 = 8.0;

/// Calls `work` with the time its slice ends at (on [`now_millis`]'s clock,
/// [`SLICE_MS`] from now), again and again, handing the page back to the
/// browser between calls, for as long as it returns `true`.
pub fn in_slices(mut work: impl FnMut(f64) -> bool + 'static) {
    if work(now_millis() + SLICE_MS) {
        browser::after(0, move || in_slices(work));
    }
}

/// The state of one kind of long work: (done, total) while it runs, why it
/// stopped if it did, and a generation bumped by every start, Cancel and
/// end, so that slices and messages of an earlier run end themselves.
#[derive(Clone, Copy)]
pub struct LongTask {
    generation: StoredValue<u64>,
    /// What works for the run off the page (its workers); dropping it
    /// stops them.
    pool: StoredValue<Option<Box<dyn Any>>, LocalStorage>,
    pub progress: RwSignal<Option<(usize, usize)>>,
    pub problem: RwSignal<Option<String>>,
}

impl LongTask {
    pub fn new() -> LongTask {
        LongTask {
            generation: StoredValue::new(0),
            pool: StoredValue::new_local(None),
            progress: RwSignal::new(None),
            problem: RwSignal::new(None),
        }
    }

    /// Starts a run of `total` steps (ending any other) and returns its
    /// generation, for [`LongTask::is_current`].
    pub fn begin(self, total: usize) -> u64 {
        self.end();
        self.problem.set(None);
        self.progress.set(Some((0, total)));
        self.generation.get_value()
    }

    /// Whether `run` is still the run in progress.
    pub fn is_current(self, run: u64) -> bool {
        self.generation.try_get_value() == Some(run)
    }

    /// Keeps `pool` (workers and their callbacks) for the run in progress.
    pub fn keep(self, pool: impl Any) {
        self.pool.try_set_value(Some(Box::new(pool)));
    }

    /// The run finished: its pool is released.
    pub fn done(self) {
        self.end();
    }

    /// The run stopped for `why`.
    pub fn fail(self, why: String) {
        self.end();
        self.problem.try_set(Some(why));
    }

    pub fn cancel(self) {
        self.fail("Cancelled.".into());
    }

    /// Whether a run is in progress (tracked).
    pub fn running(self) -> bool {
        self.progress.with(Option::is_some)
    }

    fn end(self) {
        self.generation.try_update_value(|g| *g += 1);
        self.progress.try_set(None);
        // Taken out first: dropping the pool runs code of its own.
        let pool = self.pool.try_update_value(Option::take);
        drop(pool);
    }

    /// Runs `step(0)`, `step(1)`, … `step(total - 1)` on the page, then
    /// `finish`; an `Err` from a step stops the run with that message.
    pub fn start(
        self,
        total: usize,
        mut step: impl FnMut(usize) -> Result<(), String> + 'static,
        finish: impl FnOnce() + 'static,
    ) {
        let run = self.begin(total);
        let (mut done, mut finish) = (0, Some(finish));
        in_slices(move |until| {
            // Cancelled, restarted, or the view is gone.
            if !self.is_current(run) {
                return false;
            }
            while done < total && now_millis() < until {
                if let Err(why) = step(done) {
                    self.fail(why);
                    return false;
                }
                done += 1;
            }
            if done < total {
                self.progress.set(Some((done, total)));
                return true;
            }
            self.done();
            if let Some(finish) = finish.take() {
                finish();
            }
            false
        });
    }
}
