//! The board (grid.rs) and everything under it: the buttons, the timeline, the
//! editor, the hint and Autoplay.

pub mod autoplay;
pub mod controls;
pub mod decided_chart;
pub mod dock;
pub mod editor;
pub mod grid;
pub mod hint;
pub mod keys;
pub mod swipe;
pub mod timeline;
