//! The bytes the app holds on its heap, counted as they are allocated and
//! freed: wasm memory only ever grows, so its size says where the heap has
//! been, not where it is. The soak test reads this count to tell a leak
//! from a high-water mark (`window.wasmBindings.heap_in_use()`). The app's
//! entry point makes it the allocator; the benchmark's worker does not pay
//! for the count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// The system allocator, keeping a count of the bytes it has handed out
/// and not yet been given back.
pub struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to `System` unchanged; the count is a side
// note that never changes what is allocated.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            IN_USE.fetch_add(layout.size(), Relaxed);
        }
        pointer
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc_zeroed(layout) };
        if !pointer.is_null() {
            IN_USE.fetch_add(layout.size(), Relaxed);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) };
        IN_USE.fetch_sub(layout.size(), Relaxed);
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let moved = unsafe { System.realloc(pointer, layout, new_size) };
        if !moved.is_null() {
            IN_USE.fetch_sub(layout.size(), Relaxed);
            IN_USE.fetch_add(new_size, Relaxed);
        }
        moved
    }
}

/// The bytes allocated now and not yet freed.
pub fn in_use() -> usize {
    IN_USE.load(Relaxed)
}
