//! The Heuristic view (view.rs): the snake's rank heatmap, the board on screen's
//! score taken apart, and the heuristic's knobs.

pub mod board_score;
pub mod heatmap;
pub mod settings;
pub mod view;

pub use view::HeuristicView;
