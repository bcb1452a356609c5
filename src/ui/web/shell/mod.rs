//! The page around the views: the app and its start (taking over from the
//! page's first view, and playing the moves the reader made on it), the
//! view tabs, the address that follows the state, and what a link replaced.

pub mod address;
pub mod app;
pub mod early;
pub mod handover;
pub mod lazy;
pub mod live_article;
pub mod replaced;
pub mod tabs;

pub use address::Opening;
pub use app::{start, App};
