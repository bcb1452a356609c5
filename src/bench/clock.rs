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
