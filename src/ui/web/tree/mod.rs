//! The Search tree view (view.rs) and its parts: the outline, the overview,
//! a node's detail, the stepper, the step prediction, two trees side by side.

pub mod detail;
pub mod labels;
pub mod open;
pub mod outline;
pub mod overview;
pub mod pair;
pub mod prediction;
pub mod state;
pub mod stepper;
pub mod view;

pub use pair::TreePair;
pub use view::TreeView;
