//! [`Sliced`]: work done a step at a time on the page, in slices of a few
//! milliseconds between frames, with progress, a problem line and Cancel.
//! Used by the Compare panel's sampling variance and post-mortem, which
//! decide positions one after another.

use super::browser::{self, now_millis};
use leptos::prelude::*;

/// Work per slice of main-thread time, at most.
const SLICE_MS: f64 = 8.0;

type Step = Box<dyn FnMut(usize) -> Result<(), String>>;
type Finish = Box<dyn FnOnce()>;

/// The state of one kind of sliced work: (done, total) while it runs, why
/// it stopped if it did, and a generation bumped by every start and Cancel
/// so that slices of an earlier run end themselves.
#[derive(Clone, Copy)]
pub struct Sliced {
    generation: StoredValue<u64>,
    pub progress: RwSignal<Option<(usize, usize)>>,
    pub problem: RwSignal<Option<String>>,
}

impl Sliced {
    pub fn new() -> Sliced {
        Sliced { generation: StoredValue::new(0), progress: RwSignal::new(None), problem: RwSignal::new(None) }
    }

    /// Runs `step(0)`, `step(1)`, … `step(total - 1)`, then `finish`; an
    /// `Err` from a step stops the run with that message.
    pub fn start(
        self,
        total: usize,
        step: impl FnMut(usize) -> Result<(), String> + 'static,
        finish: impl FnOnce() + 'static,
    ) {
        self.problem.set(None);
        self.generation.update_value(|g| *g += 1);
        self.progress.set(Some((0, total)));
        slice(self, self.generation.get_value(), 0, total, Box::new(step), Box::new(finish));
    }

    pub fn cancel(self) {
        self.generation.update_value(|g| *g += 1);
        self.progress.set(None);
        self.problem.set(Some("Cancelled.".into()));
    }

    /// Whether a run is in progress (tracked).
    pub fn running(self) -> bool {
        self.progress.with(Option::is_some)
    }
}

fn slice(sliced: Sliced, run: u64, mut done: usize, total: usize, mut step: Step, finish: Finish) {
    // Cancelled, restarted, or the view is gone.
    if sliced.generation.try_get_value() != Some(run) {
        return;
    }
    let started = now_millis();
    while done < total && now_millis() - started < SLICE_MS {
        if let Err(why) = step(done) {
            sliced.progress.set(None);
            sliced.problem.set(Some(why));
            return;
        }
        done += 1;
    }
    if done == total {
        sliced.progress.set(None);
        finish();
    } else {
        sliced.progress.set(Some((done, total)));
        browser::after(0, move || slice(sliced, run, done, total, step, finish));
    }
}
