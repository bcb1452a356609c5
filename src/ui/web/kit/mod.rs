//! What every view may use: browser services, storage, focus, status
//! lines, long tasks, charts and their colours, the mini board, siblings'
//! differences, the panic banner, and the heap's count of bytes in use.

pub mod browser;
pub mod chart;
pub mod chart_canvas;
pub mod differences;
pub mod focus;
pub mod heap;
pub mod long_task;
pub mod mini_board;
pub mod navigation;
pub mod palette;
pub mod panic;
pub mod solver_select;
pub mod status;
pub mod storage;
pub mod summary_table;

/// A number no earlier call gave: for the ids and keys of what the page
/// draws more than once (a knob, a field for the reader's own words).
pub fn next_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}
