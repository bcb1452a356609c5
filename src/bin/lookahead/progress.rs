//! A progress bar on stderr, redrawn at most ten times a second.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

pub struct Progress {
    total: u64,
    done: u64,
    started: Instant,
    last_drawn: Option<Instant>,
    terminal: bool,
}

impl Progress {
    pub fn new(total: u64) -> Progress {
        Progress {
            total,
            done: 0,
            started: Instant::now(),
            last_drawn: None,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    /// One more game finished.
    pub fn tick(&mut self) {
        self.done += 1;
        let now = Instant::now();
        let due = self.last_drawn.is_none_or(|last| now - last >= Duration::from_millis(100));
        if self.terminal && (due || self.done == self.total) {
            self.last_drawn = Some(now);
            self.draw();
        }
    }

    fn draw(&self) {
        const WIDTH: u64 = 30;
        let filled = (self.done * WIDTH).checked_div(self.total).unwrap_or(WIDTH);
        let elapsed = self.started.elapsed().as_secs_f64();
        let left = if self.done == 0 { 0.0 } else { elapsed / self.done as f64 * (self.total - self.done) as f64 };
        let bar = format!("{}{}", "#".repeat(filled as usize), "-".repeat((WIDTH - filled) as usize));
        eprint!("\r[{bar}] {}/{} games, {elapsed:.0} s elapsed, ~{left:.0} s left ", self.done, self.total);
        let _ = std::io::stderr().flush();
    }

    /// Clears the bar's line.
    pub fn finish(&self) {
        if self.terminal {
            eprint!("\r{}\r", " ".repeat(80));
        }
    }
}
