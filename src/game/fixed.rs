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
//! runs 5% fewer instructions with its tables at fixed addresses, and the
//! native search the same number. Zero-filled until built, the tables take
//! no room in the wasm file.
//!
//! A table is read through a token that proves it is built (see
//! [`Fixed::build`]): the token holds nothing, so code that keeps one keeps
//! no pointer, and reading through it needs no check.

use std::cell::UnsafeCell;
use std::sync::Once;

/// A value at a fixed address, zero until [`Fixed::build`] fills it.
pub(crate) struct Fixed<T> {
    built: Once,
    value: UnsafeCell<T>,
}

// Written once, inside `Once::call_once`, before anything may read it (see
// `Fixed::get`); after that only read.
unsafe impl<T: Send + Sync> Sync for Fixed<T> {}

impl<T> Fixed<T> {
    /// A table not built yet, holding `empty` (all zeros, so that the
    /// static costs no bytes in the binary).
    pub(crate) const fn new(empty: T) -> Fixed<T> {
        Fixed { built: Once::new(), value: UnsafeCell::new(empty) }
    }

    /// Fills the table with `fill` unless that is done already (a caller
    /// on another thread meanwhile waits for it). Once this returns, the
    /// table may be read by [`Fixed::get`].
    #[inline(always)]
    pub(crate) fn build(&self, fill: impl FnOnce(&mut T)) {
        // The only writer: `call_once` runs it once, on one thread, with no
        // reader yet (readers need a finished build).
        self.built.call_once(|| fill(unsafe { &mut *self.value.get() }));
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
