//! The Compare view (view.rs): the reader's moves judged (the coach's
//! parts, from `coach/`), lessons for a class (`lesson/`), the board on
//! screen under two solvers side by side (choices, the four values, depth,
//! nodes and time, differences marked), the same board under many sampling
//! seeds (the visible price of sampling a few cells at each chance node),
//! and the post-mortem of the game.

pub mod postmortem;
pub mod review_form;
pub mod side_by_side;
pub mod variance;
pub mod view;

pub use view::CompareView;
