//! The coach's record of the reader's own moves in the game on screen:
//! which moves the reader played (not Autoplay, not a link), the solver's
//! decision at each (worked out in the background), and what a review
//! found a differing move cost ([`crate::analysis::review`]).
//!
//! The record is kept by the move's place in the game and checked against
//! the game's line whenever it is read ([`CoachLog::of_line`]): a move
//! stepped back over and replaced, a new game or another link drop out of
//! it without anyone having to tell it.

use crate::analysis::postmortem::{PlayedPosition, Review};
use crate::analysis::review::{judge, Judgement, Question, ReviewSettings, Tally, MOST_GAMES};
use crate::game::{Direction, Game};
use crate::numbers::group_digits;
use crate::solver::Decision;
use std::collections::BTreeMap;

use super::link::Start;

/// One move the reader played, and what is known of it so far.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ReaderMove {
    pub position: PlayedPosition,
    /// The solver's decision there, once worked out.
    pub review: Option<Review>,
    /// What a review of the move found, under which settings.
    pub reviewed: Option<(ReviewSettings, Tally)>,
}

impl ReaderMove {
    pub fn judgement(&self) -> Option<Judgement> {
        self.review.as_ref().map(judge)
    }

    /// The question a review asks of this move, if it differs clearly.
    pub fn question(&self) -> Option<Question> {
        let review = self.review.as_ref()?;
        let best = review.decision.direction?;
        (judge(review) == Judgement::Differs).then(|| Question::of(&self.position, best))
    }

    /// Whether a review flagged it, under `threshold` points (the tally is
    /// kept; the threshold is the reader's now).
    pub fn flagged(&self, threshold: f64) -> bool {
        self.reviewed.is_some_and(|(_, tally)| tally.flagged(threshold))
    }

    fn same_place(&self, position: &PlayedPosition) -> bool {
        self.position == *position
    }
}

/// The reader's moves in the game on screen.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CoachLog {
    start: Option<Start>,
    moves: BTreeMap<usize, ReaderMove>,
}

impl CoachLog {
    /// The reader played `position.played` at `position` in the game that
    /// began at `start`. Another game forgets the last one's moves; another
    /// move where one was recorded forgets it and every later one (the
    /// line after it was replaced).
    pub fn record(&mut self, start: Start, position: PlayedPosition) {
        if self.start != Some(start) {
            self.start = Some(start);
            self.moves.clear();
        }
        if self.moves.get(&position.index).is_some_and(|known| known.same_place(&position)) {
            return;
        }
        self.moves.split_off(&position.index);
        self.moves.insert(position.index, ReaderMove { position, review: None, reviewed: None });
    }

    /// The reader's moves still waiting for the solver's decision.
    pub fn unjudged(&self) -> Vec<PlayedPosition> {
        self.moves.values().filter(|m| m.review.is_none()).map(|m| m.position).collect()
    }

    /// The solver's `decision` at `position`, if the reader's move there is
    /// still on record.
    pub fn judged(&mut self, position: &PlayedPosition, decision: Decision) {
        if let Some(known) = self.moves.get_mut(&position.index).filter(|m| m.same_place(position)) {
            known.review = Some(Review { position: *position, decision });
        }
    }

    /// What a review found of the move at `position` (kept only if the
    /// move is still on record and the question is still its own).
    pub fn reviewed(&mut self, question: &Question, settings: ReviewSettings, tally: Tally) {
        if let Some(known) = self.moves.get_mut(&question.at) {
            if known.question().as_ref() == Some(question) {
                known.reviewed = Some((settings, tally));
            }
        }
    }

    /// This record (from before a reload) with `later`'s moves played on
    /// it: the moves recorded since the page started, before this one was
    /// read back. What `later` knows of a move (its decision, its review)
    /// is kept; where it knows nothing, this record's knowledge stays.
    pub fn followed_by(mut self, later: CoachLog) -> CoachLog {
        let Some(start) = later.start else { return self };
        for (index, reader_move) in later.moves {
            self.record(start, reader_move.position);
            if let Some(known) = self.moves.get_mut(&index) {
                known.review = reader_move.review.or(known.review.take());
                known.reviewed = reader_move.reviewed.or(known.reviewed.take());
            }
        }
        self
    }

    /// The reader's moves that are moves of this game: begun at `start`,
    /// whose positions, in order, are `positions` (its whole line).
    pub fn of_line(&self, start: Start, positions: &[PlayedPosition]) -> Vec<&ReaderMove> {
        if self.start != Some(start) {
            return Vec::new();
        }
        self.moves.values().filter(|m| positions.get(m.position.index).is_some_and(|p| m.same_place(p))).collect()
    }
}

/// The positions of the game on screen, kept from one change of the game
/// to the next: a move added to the line replays that move alone, so the
/// coach's view of a game of thousands of moves costs the same at every
/// move (Autoplay included); only a line replaced or another game is
/// replayed whole.
#[derive(Clone, Debug, Default)]
pub struct LineReplay {
    start: Option<Start>,
    positions: Vec<PlayedPosition>,
    /// The game after the last position's move.
    end: Option<Game>,
}

impl LineReplay {
    /// The positions of the game that began at `start` and plays `line`.
    pub fn follow(&mut self, start: Start, line: &[Direction]) -> &[PlayedPosition] {
        let extends = self.start == Some(start)
            && self.positions.len() <= line.len()
            && self.positions.iter().zip(line).all(|(p, &d)| p.played == d);
        if !extends {
            *self = LineReplay { start: Some(start), positions: Vec::new(), end: Some(start.game()) };
        }
        if let Some(game) = self.end.as_mut() {
            for &played in &line[self.positions.len()..] {
                let position = PlayedPosition {
                    index: self.positions.len(),
                    board: game.board(),
                    seed: game.decision_seed(),
                    played,
                };
                if game.play(played).is_none() {
                    break;
                }
                self.positions.push(position);
            }
        }
        &self.positions
    }
}

/// The reader's moves of a game, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MatchSummary {
    /// Moves the reader played.
    pub played: usize,
    /// Of those, judged so far, and how.
    pub judged: usize,
    pub agree: usize,
    pub near_ties: usize,
    pub differ: usize,
    pub reviewed: usize,
    pub flagged: usize,
}

impl MatchSummary {
    pub fn of(moves: &[&ReaderMove], threshold: f64) -> MatchSummary {
        let mut summary = MatchSummary { played: moves.len(), ..MatchSummary::default() };
        for m in moves {
            match m.judgement() {
                None => continue,
                Some(Judgement::Agrees) => summary.agree += 1,
                Some(Judgement::NearTie) => summary.near_ties += 1,
                Some(Judgement::Differs) => summary.differ += 1,
            }
            summary.judged += 1;
            summary.reviewed += usize::from(m.reviewed.is_some());
            summary.flagged += usize::from(m.flagged(threshold));
        }
        summary
    }

    /// The share of judged moves that agree, in %.
    pub fn rate(&self) -> Option<f64> {
        (self.judged > 0).then(|| 100.0 * self.agree as f64 / self.judged as f64)
    }
}

/// A field of the review's settings, as the reader types it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewField {
    Games,
    Threshold,
    Seed,
}

/// `settings` with `field` set to what `text` says, or the sentence that
/// refuses it.
///
/// The threshold is read by [`crate::decimal::parse`], not `str::parse`:
/// the standard library's reader of doubles carries 10 KB of tables into
/// the page, and the browser's own reader rounds as exactly.
pub fn set_review_field(settings: &mut ReviewSettings, field: ReviewField, text: &str) -> Result<(), String> {
    let text = text.trim();
    match field {
        ReviewField::Games => match text.parse::<u32>() {
            Ok(n) if (1..=MOST_GAMES).contains(&n) => settings.games = n,
            _ => {
                return Err(format!(
                    "Games a side must be a whole number from 1 to {}.",
                    group_digits(f64::from(MOST_GAMES))
                ))
            }
        },
        ReviewField::Threshold => match crate::decimal::parse(text) {
            Some(x) if (0.0..=100.0).contains(&x) => settings.threshold = x,
            _ => return Err("The threshold must be a number of percentage points from 0 to 100.".to_string()),
        },
        ReviewField::Seed => match text.parse::<u64>() {
            Ok(seed) => settings.seed = seed,
            _ => return Err("The seed must be a whole number from 0 up.".to_string()),
        },
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::postmortem::last_positions;
    use crate::game::Direction;
    use crate::solver::Solver;

    /// A game of `n` moves, the solver's, and its positions.
    fn game(seed: u64, n: usize) -> (Start, Vec<PlayedPosition>) {
        let start = Start::Dealt { seed };
        let solver = Solver::article();
        let mut game = start.game();
        let mut line = Vec::new();
        for _ in 0..n {
            let d = solver.decide(game.board(), game.decision_seed()).direction.unwrap();
            game.play(d);
            line.push(d);
        }
        (start, last_positions(start.game(), &line, n))
    }

    #[test]
    fn a_record_read_back_late_takes_the_moves_made_meanwhile() {
        let (start, positions) = game(3, 30);
        let solver = Solver::article();
        let mut before = CoachLog::default();
        for p in &positions[..10] {
            before.record(start, *p);
            before.judged(p, solver.decide(p.board, p.seed));
        }
        let mut since = CoachLog::default();
        for p in &positions[8..14] {
            since.record(start, *p);
        }
        let merged = before.clone().followed_by(since);
        assert_eq!(merged.of_line(start, &positions).len(), 14);
        // Judged before the reload, and not yet since: still judged.
        assert_eq!(merged.unjudged(), positions[10..14].to_vec());
        // Nothing since: the record as it was; another game since: that game.
        assert_eq!(before.clone().followed_by(CoachLog::default()), before);
        let (other_start, other_positions) = game(4, 5);
        let mut other = CoachLog::default();
        other.record(other_start, other_positions[0]);
        let merged = before.followed_by(other.clone());
        assert_eq!(merged, other);
    }

    #[test]
    fn the_record_follows_the_line_and_forgets_a_replaced_one() {
        let (start, positions) = game(3, 30);
        let mut log = CoachLog::default();
        for p in &positions[10..20] {
            log.record(start, *p);
        }
        assert_eq!(log.of_line(start, &positions).len(), 10);
        assert_eq!(log.unjudged().len(), 10);
        // Judged: the solver agrees with its own moves.
        let solver = Solver::article();
        for p in &positions[10..20] {
            log.judged(p, solver.decide(p.board, p.seed));
        }
        let moves = log.of_line(start, &positions);
        let summary = MatchSummary::of(&moves, 2.0);
        assert_eq!((summary.played, summary.judged, summary.agree, summary.rate()), (10, 10, 10, Some(100.0)));
        assert!(log.unjudged().is_empty());
        // The same move again (Undo, then the same key) keeps its judgement.
        log.record(start, positions[15]);
        assert_eq!(log.of_line(start, &positions).len(), 10);
        assert!(log.unjudged().is_empty());
        // Another move at 15 forgets 15 on.
        let other = positions[15].board.legal_moves().find(|&d| d != positions[15].played).unwrap();
        log.record(start, PlayedPosition { played: other, ..positions[15] });
        assert_eq!(log.of_line(start, &positions).len(), 5, "the old line's moves from 15 on are not this line's");
        // Another game: nothing of this one.
        let (other_start, other_positions) = game(4, 30);
        assert!(log.of_line(other_start, &other_positions).is_empty());
        log.record(other_start, other_positions[0]);
        assert!(log.of_line(start, &positions).is_empty());
    }

    #[test]
    fn the_replay_follows_the_line_as_a_whole_replay_would() {
        let (start, positions) = game(6, 40);
        let line: Vec<Direction> = positions.iter().map(|p| p.played).collect();
        let mut replay = LineReplay::default();
        // Growing a move at a time, then stepping back (the line is kept).
        for n in 0..=40 {
            assert_eq!(replay.follow(start, &line[..n]), &positions[..n]);
        }
        assert_eq!(replay.follow(start, &line), &positions[..]);
        // A line replaced at 25: the old positions from 25 on are gone.
        let other = positions[25].board.legal_moves().find(|&d| d != line[25]).unwrap();
        let mut replaced = line[..25].to_vec();
        replaced.push(other);
        let whole = last_positions(start.game(), &replaced, replaced.len());
        assert_eq!(replay.follow(start, &replaced), &whole[..]);
        // Another game.
        let (other_start, other_positions) = game(7, 10);
        let other_line: Vec<Direction> = other_positions.iter().map(|p| p.played).collect();
        assert_eq!(replay.follow(other_start, &other_line), &other_positions[..]);
    }

    #[test]
    fn a_differing_move_asks_a_question_and_keeps_its_review() {
        let (start, positions) = game(5, 40);
        let p = positions[30];
        let solver = Solver::article();
        let decision = solver.decide(p.board, p.seed);
        let best = decision.direction.unwrap();
        // The legal move the solver values least.
        let worst = Direction::ALL
            .into_iter()
            .filter(|&d| decision.value(d).is_some())
            .min_by(|a, b| decision.value(*a).partial_cmp(&decision.value(*b)).unwrap())
            .unwrap();
        assert_ne!(worst, best);
        let played = PlayedPosition { played: worst, ..p };
        let mut log = CoachLog::default();
        log.record(start, played);
        assert_eq!(log.of_line(start, &positions).len(), 0, "not the move this line played");
        log.judged(&played, decision);
        let question = log.moves[&30].question().unwrap();
        assert_eq!((question.played, question.best, question.at), (worst, best, 30));
        let settings = ReviewSettings::default();
        let tally = Tally { games: 100, yours: 50, solvers: 80, solvers_only: 30, yours_only: 0 };
        log.reviewed(&question, settings, tally);
        assert!(log.moves[&30].flagged(2.0) && !log.moves[&30].flagged(40.0));
        // A question about another move is not this one's.
        log.reviewed(&Question { best: worst, ..question }, settings, Tally::default());
        assert_eq!(log.moves[&30].reviewed, Some((settings, tally)));
    }

    #[test]
    fn a_review_field_reads_what_is_typed_or_says_why_not() {
        let mut settings = ReviewSettings::default();
        assert_eq!(set_review_field(&mut settings, ReviewField::Threshold, " 2.5 "), Ok(()));
        assert_eq!(settings.threshold, 2.5);
        assert_eq!(set_review_field(&mut settings, ReviewField::Threshold, "1e1"), Ok(()));
        assert_eq!(settings.threshold, 10.0);
        // The nearest double, to the bit.
        assert_eq!(set_review_field(&mut settings, ReviewField::Threshold, "0.1"), Ok(()));
        assert_eq!(settings.threshold.to_bits(), 0.1f64.to_bits());
        for text in ["", "abc", "inf", "NaN", "100.5", "-1", "2,5", "1e"] {
            assert_eq!(
                set_review_field(&mut settings, ReviewField::Threshold, text),
                Err("The threshold must be a number of percentage points from 0 to 100.".to_string()),
                "{text:?}"
            );
        }
        assert_eq!(settings.threshold.to_bits(), 0.1f64.to_bits(), "a refused text changes nothing");
        assert_eq!(set_review_field(&mut settings, ReviewField::Games, "2000"), Ok(()));
        assert_eq!(settings.games, 2000);
        assert_eq!(
            set_review_field(&mut settings, ReviewField::Games, "2001"),
            Err("Games a side must be a whole number from 1 to 2,000.".to_string())
        );
        assert!(set_review_field(&mut settings, ReviewField::Games, "0").is_err());
        assert_eq!(set_review_field(&mut settings, ReviewField::Seed, "18446744073709551615"), Ok(()));
        assert_eq!(settings.seed, u64::MAX);
        assert_eq!(
            set_review_field(&mut settings, ReviewField::Seed, "-1"),
            Err("The seed must be a whole number from 0 up.".to_string())
        );
        assert_eq!(settings, ReviewSettings { games: 2000, seed: u64::MAX, threshold: 0.1 });
    }
}
