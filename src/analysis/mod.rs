//! Experiments built on the solver and the benchmark: questions the article
//! raises, answered with measurements.
//!
//! - [`article`]: the figures the article reports, as reference marks.
//! - [`wall`]: is the article's 8192 ceiling the price of its two speed
//!   trades? The four solvers side by side, from a committed large-sample
//!   run of the CLI, with the finding in words.
//! - [`postmortem`]: the last moves of a game decided again by a stronger
//!   solver, to see where the game was lost.
//! - [`variance`]: one board decided under many sampling seeds.

pub mod article;
pub mod postmortem;
pub mod variance;
pub mod wall;
