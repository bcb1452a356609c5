//! Experiments built on the solver and the benchmark: questions the article
//! raises, answered with measurements.
//!
//! - [`article`]: the figures the article reports, as reference marks.
//! - [`wall`]: is the article's 8192 ceiling the price of its two speed
//!   trades? The four solvers side by side, from a committed large-sample
//!   run of the CLI, with the finding in words.
//! - [`variance`]: one board decided under many sampling seeds.

pub mod article;
pub mod variance;
pub mod wall;
