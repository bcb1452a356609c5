//! The Compare panel: the board on screen under two solvers side by side
//! (choices, the four values, depth, nodes and time, differences marked),
//! and the same board under many sampling seeds, the visible price of
//! sampling a few cells at each chance node.

pub mod postmortem;
pub mod review_form;
pub mod side_by_side;
pub mod variance;
pub mod view;

pub use view::CompareView;
