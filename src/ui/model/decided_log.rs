//! Which heuristic term decided each move Autoplay played: the record
//! behind the chart under Autoplay. Kept per game and per line: a move
//! played again differently replaces what was noted from there on.

use super::link::Start;
use crate::analysis::decided_by::Term;

/// The terms noted for one game's line, by move number.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DecidedLog {
    start: Option<Start>,
    /// (move number, the term that decided it; `None`: no choice there),
    /// in move order.
    entries: Vec<(u32, Option<Term>)>,
}

impl DecidedLog {
    /// Notes what decided move `at` of the game from `start`. Another
    /// game starts a new log; a move at or before one noted replaces it
    /// and everything after (the line has changed there).
    pub fn note(&mut self, start: Start, at: u32, term: Option<Term>) {
        if self.start != Some(start) {
            *self = DecidedLog { start: Some(start), entries: Vec::new() };
        }
        let keep = self.entries.partition_point(|&(m, _)| m < at);
        self.entries.truncate(keep);
        self.entries.push((at, term));
    }

    /// Forgets what was noted from move `at` on: the reader played move
    /// `at` (the line from there may differ, and it is not Autoplay's).
    pub fn forget_from(&mut self, start: Start, at: u32) {
        if self.start == Some(start) {
            self.entries.truncate(self.entries.partition_point(|&(m, _)| m < at));
        }
    }

    /// The entries for the game from `start` before move `moves` (the
    /// position the reader is at).
    pub fn before(&self, start: Start, moves: u32) -> &[(u32, Option<Term>)] {
        if self.start != Some(start) {
            return &[];
        }
        &self.entries[..self.entries.partition_point(|&(m, _)| m < moves)]
    }

    /// How many of `entries` each term decided.
    pub fn counts(entries: &[(u32, Option<Term>)]) -> [u64; 3] {
        let mut counts = [0; 3];
        for term in entries.iter().filter_map(|(_, term)| *term) {
            counts[term.index()] += 1;
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_line_replaces_what_followed() {
        let (a, b) = (Start::Dealt { seed: 1 }, Start::Dealt { seed: 2 });
        let mut log = DecidedLog::default();
        for (at, term) in [(0, Term::Positional), (1, Term::Empties), (2, Term::Positional), (3, Term::Smoothness)] {
            log.note(a, at, Some(term));
        }
        assert_eq!(DecidedLog::counts(log.before(a, 4)), [2, 1, 1]);
        assert_eq!(log.before(a, 2).len(), 2, "the reader stepped back to move 2");
        // Move 2 played again, differently: moves 2 and 3 go.
        log.note(a, 2, None);
        assert_eq!(log.before(a, 10), &[(0, Some(Term::Positional)), (1, Some(Term::Empties)), (2, None)]);
        assert!(log.before(b, 10).is_empty(), "another game");
        // The reader plays move 1 by hand: Autoplay's notes from there go.
        log.forget_from(a, 1);
        assert_eq!(log.before(a, 10), &[(0, Some(Term::Positional))]);
        log.note(b, 5, Some(Term::Empties));
        assert_eq!(log.before(b, 6), &[(5, Some(Term::Empties))]);
        assert!(log.before(a, 10).is_empty(), "the old game's log is gone");
    }
}
