//! The solver's Web Workers: starting them, deciding positions in them, and
//! the worker's own entry point.

pub mod decide;
pub mod entry;
pub mod pool;
