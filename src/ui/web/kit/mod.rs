//! What every view may use: browser services, storage, focus, element ids,
//! status lines, long tasks, charts and their colours, the mini board,
//! siblings' differences, the solver menu, the table of runs, the panic
//! banner, the heap's count of bytes in use, and functions kept out of the
//! first wasm module.

pub mod browser;
pub mod chart;
pub mod chart_canvas;
pub mod differences;
pub mod focus;
pub mod heap;
pub mod ids;
pub mod long_task;
pub mod made_once;
pub mod mini_board;
pub mod navigation;
pub mod palette;
pub mod panic;
pub mod solver_select;
pub mod split;
pub mod status;
pub mod storage;
pub mod summary_table;
