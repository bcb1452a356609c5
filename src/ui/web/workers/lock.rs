//! One benchmark at a time, page-wide: while one runs, its workers have the
//! cores, and nothing else may start workers of its own (a review's would
//! take cores from it and make its timings wrong).

use std::cell::Cell;

thread_local! {
    /// How many holders the lock has: one while a run plays (a count, not a
    /// flag, so that a run dropped after the next one started cannot let go
    /// of the next one's hold).
    static HELD: Cell<u32> = const { Cell::new(0) };
}

/// The lock, held by the benchmark running now, and let go when it is
/// dropped (the run ends, is cancelled or is stopped by another).
pub struct BenchmarkLock(());

impl BenchmarkLock {
    /// Takes the lock for a run starting now (one run at a time is the
    /// benchmark's own rule: it stops another run before it starts).
    pub fn take() -> BenchmarkLock {
        HELD.with(|held| held.set(held.get() + 1));
        BenchmarkLock(())
    }
}

impl Drop for BenchmarkLock {
    fn drop(&mut self) {
        HELD.with(|held| held.set(held.get().saturating_sub(1)));
    }
}

/// Whether a benchmark is running anywhere on the page.
pub fn benchmark_running() -> bool {
    HELD.with(Cell::get) > 0
}
