//! Where thinking time comes from: `std::time::Instant` natively, the
//! Performance API in the browser. Results never depend on it; only the
//! reported microseconds do.

/// A monotonic clock in microseconds.
pub trait Clock {
    fn now_micros(&self) -> f64;
}

/// The native monotonic clock.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    pub fn new() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_micros(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1e6
    }
}

/// A clock that never moves: for a replay, which times nothing, and for
/// reports that must be the same at every run.
#[derive(Clone, Copy, Debug, Default)]
pub struct StoppedClock;

impl Clock for StoppedClock {
    fn now_micros(&self) -> f64 {
        0.0
    }
}

/// A clock for tests that moves 1 µs per reading, so that every reading is
/// later than the last and a run's timings are counts of readings.
#[cfg(test)]
pub(crate) struct Ticks(std::cell::Cell<f64>);

#[cfg(test)]
impl Ticks {
    pub(crate) fn new() -> Ticks {
        Ticks(std::cell::Cell::new(0.0))
    }

    /// The readings taken so far.
    pub(crate) fn readings(&self) -> f64 {
        self.0.get()
    }
}

#[cfg(test)]
impl Clock for Ticks {
    fn now_micros(&self) -> f64 {
        self.0.set(self.0.get() + 1.0);
        self.0.get()
    }
}
