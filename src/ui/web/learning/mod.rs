//! The reader's part: what the page asks of the reader, and what it keeps
//! of the answers (on this device only, never sent anywhere).
//!
//! - [`self_test`]: Test yourself, offered before the article and again at
//!   its end; [`sitting`] takes one test a position at a time, and
//!   [`test_results`] says how the reader did, beside what habits score;
//! - [`miss`]: why not the reader's move, in the search's own terms;
//! - [`predict`]: what every prediction shares: the quiet tally, "Just
//!   show me", and a line of the reader's own on a miss; [`share_guess`]
//!   asks before a benchmark runs.

pub mod context;
pub mod miss;
pub mod predict;
pub mod self_test;
pub mod share_guess;
pub mod sitting;
pub mod test_results;

pub use context::{bank, box_id, Learning};
