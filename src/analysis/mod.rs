//! Experiments built on the solver and the benchmark: questions the article
//! raises, answered with measurements.
//!
//! - [`article`]: the figures the article reports, as reference marks.
//! - [`bank`]: the bank of test positions a reader is tested on, with
//!   what [`habits`] would score there; [`bank_build`] makes it.
//! - [`claims`]: each of the article's claims, a verdict from data;
//!   [`claim_list`] gathers them with every check the data allows.
//! - [`decided_by`]: which heuristic term decided a move, from the search.
//! - [`evidence`]: what one game says about the claims.
//! - [`miss`]: why not the reader's move, in the search's own terms.
//! - [`experiment`]: an experiment's solvers and its committed run, read.
//! - [`why`]: does planning for chance beat looking one move ahead, or
//!   planning for the worst tile? Three solvers on the same games.
//! - [`wall`]: is the article's 8192 ceiling the price of its two speed
//!   trades? The four solvers side by side, from a committed large-sample
//!   run of the CLI, with the finding in words.
//! - [`postmortem`]: the last moves of a game decided again by a stronger
//!   solver, to see where the game was lost.
//! - [`variance`]: one board decided under many sampling seeds.
//! - [`review`]: the coach: a reader's moves against the solver's, and
//!   what a differing move costs in chances of the next tile.

pub mod article;
pub mod bank;
pub mod bank_build;
pub mod claim_list;
pub mod claims;
pub mod decided_by;
pub mod evidence;
pub mod experiment;
pub mod habits;
pub mod miss;
pub mod postmortem;
pub mod review;
pub mod variance;
pub mod wall;
pub mod why;
