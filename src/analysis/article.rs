//! The figures the article itself reports. They are the one set of numbers
//! the page shows without computing them, always labelled as the article's,
//! as reference marks beside what the page measures.

/// Self-play games the article ran.
pub const GAMES: u32 = 250;

/// Percent of games reaching each tile: "about 70%", "roughly 30%",
/// "essentially never".
pub const REACHED: [(u32, f64); 3] = [(2048, 70.0), (4096, 30.0), (8192, 0.0)];

/// "Median game length ~1,650 moves".
pub const MEDIAN_MOVES: f64 = 1650.0;

/// "~0.5 ms of thinking per move", in JavaScript in a browser.
pub const MICROS_PER_MOVE: f64 = 500.0;
