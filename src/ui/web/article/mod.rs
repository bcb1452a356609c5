//! The Article view (view.rs): the solver explained step by step, each idea beside the
//! live widget it talks about, all on the game being played and the one
//! solver configuration the rest of the page uses.
//!
//! One file per section; [`knobs`] puts the parameters into the sentences
//! that quote them, and [`contents`] is the table of contents.

pub mod against_chance;
pub mod be_solver;
pub mod choice;
pub mod claims;
pub mod contents;
pub mod depth;
pub mod experiment;
pub mod experiment_form;
pub mod go_deeper;
pub mod how_well;
pub mod knobs;
pub mod layers;
pub mod position_search;
pub mod scoring;
pub mod section;
pub mod view;
pub mod wall;
pub mod wall_chart;
pub mod why;

pub use contents::Contents;
pub use view::ArticleView;
