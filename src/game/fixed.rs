//! [`Fixed`]: a lookup table at a fixed address, built in place on first use.
//!
//! Why not a `OnceLock<Box<…>>` (a table on the heap, reached through a
//! pointer)? Because of what the browser's compiler makes of the pointer.
//! The search reads half a dozen tables many times per node; held behind
//! pointers, each is one more value the generated code must keep in a
//! register or reload, and each lookup one more address to add up. In
//! WebAssembly, V8 has fewer registers to spare than a native compiler,
//! and a load from a known address folds the address into the
//! instruction: measured with callgrind on 4 games, the worker's search
//! runs 4.5% fewer instructions with its tables at fixed addresses, and
//! the native search the same number. Zero-filled until built, the tables
//! take no room in the binary.
//!
//! A table is read through a token that proves it is built (see
//! [`Fixed::build`]): the token holds nothing, so code that keeps one keeps
//! no pointer, and reading through it needs no check.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

/// A value at a fixed address, zero until [`Fixed::build`] fills it.
///
/// Every part starts as zero bytes (a `Once` would not: it starts at 3),
/// so the static lies in the zero-filled part of the binary and costs no
/// bytes in the file, native or wasm.
pub(crate) struct Fixed<T> {
    /// Set, with release ordering, once `value` is filled.
    ready: AtomicBool,
    /// Held while `value` is filled, so that one thread fills it.
    filling: Mutex<()>,
    value: UnsafeCell<T>,
}

// Written only while `filling` is held and `ready` is not set, before
// anything may read it (see `Fixed::get`); after that only read.
unsafe impl<T: Send + Sync> Sync for Fixed<T> {}

impl<T> Fixed<T> {
    /// A table not built yet, holding `empty` (all zeros, so that the
    /// static costs no bytes in the binary).
    pub(crate) const fn new(empty: T) -> Fixed<T> {
        Fixed { ready: AtomicBool::new(false), filling: Mutex::new(()), value: UnsafeCell::new(empty) }
    }

    /// Fills the table with `fill` unless that is done already (a caller
    /// on another thread meanwhile waits for it). Once this returns, the
    /// table may be read by [`Fixed::get`].
    #[inline(always)]
    pub(crate) fn build(&self, fill: impl FnOnce(&mut T)) {
        if !self.ready.load(Ordering::Acquire) {
            self.fill(fill);
        }
    }

    #[cold]
    fn fill(&self, fill: impl FnOnce(&mut T)) {
        // A fill that panicked is simply done again: it writes every entry.
        let _filling = self.filling.lock().unwrap_or_else(PoisonError::into_inner);
        if !self.ready.load(Ordering::Acquire) {
            // The only writer: `filling` keeps others out, and no reader
            // exists before `ready` is set.
            fill(unsafe { &mut *self.value.get() });
            self.ready.store(true, Ordering::Release);
        }
    }

    /// The table.
    ///
    /// # Safety
    ///
    /// [`Fixed::build`] must have returned, on this thread or on one whose
    /// work this thread has synchronised with (every way safe Rust has of
    /// handing a value to another thread does that). Tokens that only
    /// [`Fixed::build`]'s callers can make are how callers show it.
    #[inline(always)]
    pub(crate) unsafe fn get(&self) -> &T {
        unsafe { &*self.value.get() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static SQUARES: Fixed<[u32; 8]> = Fixed::new([0; 8]);

    /// Many threads at once: one fills, all read the filled table.
    #[test]
    fn built_once_by_one_of_many() {
        static CUBES: Fixed<[u64; 4096]> = Fixed::new([0; 4096]);
        let fills = std::sync::atomic::AtomicU32::new(0);
        std::thread::scope(|scope| {
            for _ in 0..8 {
                scope.spawn(|| {
                    CUBES.build(|table| {
                        fills.fetch_add(1, Ordering::Relaxed);
                        for (i, entry) in table.iter_mut().enumerate() {
                            *entry = (i as u64).pow(3);
                        }
                    });
                    let table = unsafe { CUBES.get() };
                    assert!(table.iter().enumerate().all(|(i, &entry)| entry == (i as u64).pow(3)));
                });
            }
        });
        assert_eq!(fills.load(Ordering::Relaxed), 1);
    }

    #[test]
    fn built_once_then_read() {
        let mut builds = 0;
        for _ in 0..3 {
            SQUARES.build(|table| {
                builds += 1;
                for (i, entry) in table.iter_mut().enumerate() {
                    *entry = (i * i) as u32;
                }
            });
        }
        assert_eq!(builds, 1);
        assert_eq!(unsafe { SQUARES.get() }, &[0, 1, 4, 9, 16, 25, 36, 49]);
    }
}
