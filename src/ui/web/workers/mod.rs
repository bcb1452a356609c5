//! The solver's Web Workers, for any view that needs them: the pool that
//! starts and stops them, the page-wide lock that lets one benchmark run
//! at a time, running a list of orders in them (deciding positions,
//! playing the coach's paired games), and the worker's own entry point.
//! What the page and a worker say to each other is plain Rust, tested
//! natively: `ui/model/worker_protocol.rs`.

pub mod decide;
pub mod entry;
pub mod lock;
pub mod orders;
pub mod pool;
