//! The Benchmark view (view.rs), a lab: the article's self-play experiment, run in the page
//! with the same statistics code as the CLI, with live charts and runs
//! compared side by side. The article's experiments run in labs of their
//! own, through the same [`BenchUi`].

pub mod charts;
pub mod import;
pub mod lab;
pub mod progress;
pub mod results;
pub mod run;
pub mod view;

pub use lab::{BenchUi, PlannedRun};
pub use progress::Progress;
pub use view::BenchmarkView;
