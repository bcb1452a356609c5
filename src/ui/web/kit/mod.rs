//! What every view may use: browser services, storage, focus, status
//! lines, long tasks, charts and their colours, the mini board, siblings'
//! differences, and the panic banner.

pub mod browser;
pub mod chart;
pub mod chart_canvas;
pub mod differences;
pub mod focus;
pub mod long_task;
pub mod mini_board;
pub mod navigation;
pub mod palette;
pub mod panic;
pub mod solver_select;
pub mod status;
pub mod storage;
