//! The coach's review of a reader's game: each move the reader played is
//! set beside the solver's decision on the same board (agreement, move by
//! move, and a match rate), and a move that differs is judged by what it
//! costs in chances, not in heuristic units (a gap of 10^11 can cost
//! nothing; a small one can end the game).
//!
//! What a move costs. From the board before the move, the solver plays
//! games on to the end twice over: once after the reader's move, once after
//! its own. Each game stops as a success when a tile of the target appears
//! (the next power of two above the largest on the board, at least 2048:
//! [`next_tile`]), as a failure when no move is legal. Game `i` on both sides
//! draws its spawns, and the solver's sampling, from the same seed (common
//! random numbers): the two sides differ only by the move, so the
//! difference in their success rates is measured with far fewer games than
//! two independent samples would need. The interval is a paired one
//! ([`paired_difference_interval`]); a move is flagged when the interval
//! clears zero and the loss is more than the reader's threshold.
//!
//! Seeds. Game `i` of the review of the move at index `m` (moves played
//! before it) is seeded `derive_seed(derive_seed(seed, m), i)`: the page and
//! `lookahead review` give the same figures for the same seed.

use super::postmortem::{PlayedPosition, Review};
use crate::bench::paired_difference_interval;
use crate::game::{derive_seed, Board, Direction, Game};
use crate::plain_json::plain_struct;
use crate::solver::Solver;

/// The smallest tile a review measures the chances of reaching.
pub const LEAST_TARGET: u32 = 2048;

/// A gap under this share of the best value is a near-tie: the two moves
/// are worth the same to the solver, and a review of one against the other
/// would measure only noise.
pub const NEAR_TIE: f64 = 1e-4;

/// The games a review plays on each side, by default, and at most.
pub const DEFAULT_GAMES: u32 = 100;
pub const MOST_GAMES: u32 = 2000;

/// The loss, in percentage points, above which a move is flagged, by default.
pub const DEFAULT_THRESHOLD: f64 = 2.0;

/// How a review runs: the games on each side, the seed they are drawn
/// from, and the loss (percentage points) that flags a move.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ReviewSettings {
    pub games: u32,
    pub seed: u64,
    pub threshold: f64,
}

// As serde writes and reads it, without serde: the page's first module
// keeps it in storage.
plain_struct! {
    ReviewSettings { games, seed, threshold }
}

impl Default for ReviewSettings {
    fn default() -> ReviewSettings {
        ReviewSettings { games: DEFAULT_GAMES, seed: 1, threshold: DEFAULT_THRESHOLD }
    }
}

/// The tile whose chances a review measures on `board`: the next power of
/// two above its largest tile, and at least [`LEAST_TARGET`].
pub fn next_tile(board: Board) -> u32 {
    board.max_tile().saturating_mul(2).max(LEAST_TARGET)
}

/// Whether a gap of `gap` below the best value `best` is a tie or a
/// near-tie (see [`NEAR_TIE`]).
pub fn is_near_tie(best: f64, gap: f64) -> bool {
    let share = gap / best.abs();
    gap == 0.0 || (share.is_finite() && share < NEAR_TIE)
}

/// What the solver makes of one of the reader's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The solver plays the same move.
    Agrees,
    /// The solver plays another, worth the same or almost (not reviewed).
    NearTie,
    /// The solver plays another, clearly better by its values.
    Differs,
}

/// `review` (the solver's decision where the reader played) judged.
pub fn judge(review: &Review) -> Judgement {
    if !review.diverges() {
        Judgement::Agrees
    } else if review.best().is_some_and(|best| is_near_tie(best, review.gap())) {
        Judgement::NearTie
    } else {
        Judgement::Differs
    }
}

/// The seed of game `game` in the review of the move at index `at`.
pub fn rollout_seed(seed: u64, at: usize, game: u32) -> u64 {
    derive_seed(derive_seed(seed, at as u64), u64::from(game))
}

/// Whether `solver`, after `first` is played on `board` with spawns from
/// `seed`, goes on to make a tile of `target` before the game ends.
/// `first` must be legal on `board`.
pub fn reaches(solver: &Solver, board: Board, first: Direction, seed: u64, target: u32) -> bool {
    let mut game = Game::from_board(board, seed);
    if game.play(first).is_none() {
        return false;
    }
    loop {
        if game.board().max_tile() >= target {
            return true;
        }
        match solver.decide(game.board(), game.decision_seed()).direction {
            Some(direction) => {
                game.play(direction);
            }
            None => return false,
        }
    }
}

/// One paired game: whether the reader's side and the solver's side
/// reached the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Pair {
    pub yours: bool,
    pub solvers: bool,
}

/// What one move is asked: from `board`, the reader's `played` against the
/// solver's `best`, for the chances of reaching `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Question {
    /// Moves played before it (the seeds depend on it).
    pub at: usize,
    pub board: Board,
    pub played: Direction,
    pub best: Direction,
    pub target: u32,
}

impl Question {
    /// The question a differing move asks.
    pub fn of(position: &PlayedPosition, best: Direction) -> Question {
        let PlayedPosition { index, board, played, .. } = *position;
        Question { at: index, board, played, best, target: next_tile(board) }
    }

    /// Paired game `game` of this question, under `seed`.
    pub fn pair(&self, solver: &Solver, seed: u64, game: u32) -> Pair {
        let seed = rollout_seed(seed, self.at, game);
        Pair {
            yours: reaches(solver, self.board, self.played, seed, self.target),
            solvers: reaches(solver, self.board, self.best, seed, self.target),
        }
    }
}

/// The paired games of one move, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tally {
    pub games: u32,
    pub yours: u32,
    pub solvers: u32,
    /// Games only the solver's side won, and only the reader's.
    pub solvers_only: u32,
    pub yours_only: u32,
}

impl Tally {
    pub fn of(pairs: &[Pair]) -> Tally {
        let mut tally = Tally::default();
        for pair in pairs {
            tally.add(*pair);
        }
        tally
    }

    pub fn add(&mut self, pair: Pair) {
        self.games += 1;
        self.yours += u32::from(pair.yours);
        self.solvers += u32::from(pair.solvers);
        self.solvers_only += u32::from(pair.solvers && !pair.yours);
        self.yours_only += u32::from(pair.yours && !pair.solvers);
    }

    /// The reader's side's chance of the target, and the solver's, in %.
    pub fn chances(&self) -> (f64, f64) {
        let n = f64::from(self.games.max(1));
        (100.0 * f64::from(self.yours) / n, 100.0 * f64::from(self.solvers) / n)
    }

    /// What the reader's move cost, in percentage points (negative: it did
    /// better than the solver's in these games).
    pub fn loss(&self) -> f64 {
        let (yours, solvers) = self.chances();
        solvers - yours
    }

    /// The loss's 95% interval, in percentage points.
    pub fn interval(&self) -> [f64; 2] {
        let [low, high] =
            paired_difference_interval(self.solvers_only as usize, self.yours_only as usize, self.games as usize);
        [100.0 * low, 100.0 * high]
    }

    /// Whether the move is a mistake: the interval clears zero and the
    /// loss is more than `threshold` points.
    pub fn flagged(&self, threshold: f64) -> bool {
        self.interval()[0] > 0.0 && self.loss() > threshold
    }
}

/// A reviewed move: its question and its games.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Reviewed {
    pub question: Question,
    pub tally: Tally,
}

/// Reviews `question` with `solver` under `settings`, one paired game at a
/// time (for a run that reports progress, see [`Question::pair`]).
pub fn review_move(solver: &Solver, question: &Question, settings: &ReviewSettings) -> Reviewed {
    let pairs: Vec<Pair> = (0..settings.games).map(|game| question.pair(solver, settings.seed, game)).collect();
    Reviewed { question: *question, tally: Tally::of(&pairs) }
}

/// A game's moves judged: each position with the solver's decision there
/// and the judgement. (Which of them the reader played, rather than
/// Autoplay or a link, is the page's to say.)
pub fn judge_game(solver: &Solver, positions: &[PlayedPosition]) -> Vec<(Review, Judgement)> {
    positions
        .iter()
        .map(|&position| {
            let review = Review { position, decision: solver.decide(position.board, position.seed) };
            let judgement = judge(&review);
            (review, judgement)
        })
        .collect()
}

/// The share of `judgements` that agree with the solver, in %.
pub fn match_rate(judgements: impl IntoIterator<Item = Judgement>) -> Option<f64> {
    let (mut agree, mut all) = (0u32, 0u32);
    for judgement in judgements {
        all += 1;
        agree += u32::from(judgement == Judgement::Agrees);
    }
    (all > 0).then(|| 100.0 * f64::from(agree) / f64::from(all))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::postmortem::last_positions;
    use crate::game::parse_board;

    #[test]
    fn settings_are_written_and_read_as_serde_does() {
        use crate::plain_json::{from_text, to_text};
        for settings in
            [ReviewSettings::default(), ReviewSettings { games: MOST_GAMES, seed: u64::MAX, threshold: 0.125 }]
        {
            let text = serde_json::to_string(&settings).unwrap();
            assert_eq!(to_text(&settings), text);
            assert_eq!(from_text::<ReviewSettings>(&text), Some(settings));
        }
        for text in [
            r#"{"games":20,"seed":1,"threshold":2}"#,
            r#"{ "threshold": 1e-1, "seed": 3, "games": 20, "other": [] }"#,
            r#"{"games":20,"seed":1}"#,
            r#"{"games":20.5,"seed":1,"threshold":2}"#,
            r#"{"games":20,"games":20,"seed":1,"threshold":2}"#,
            r#"{"games":20,"seed":-1,"threshold":2}"#,
            r#"{"games":20,"seed":1,"threshold":"2"}"#,
            r#"{"games":20,"seed":1,"threshold":1e999}"#,
        ] {
            assert_eq!(from_text::<ReviewSettings>(text), serde_json::from_str::<ReviewSettings>(text).ok(), "{text}");
        }
    }

    #[test]
    fn the_target_is_the_next_power_of_two_and_at_least_2048() {
        let board = |text: &str| parse_board(text).unwrap();
        assert_eq!(next_tile(board("2,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,4")), 2048);
        assert_eq!(next_tile(board("1024,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,4")), 2048);
        assert_eq!(next_tile(board("2048,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,4")), 4096);
        assert_eq!(next_tile(board("4096,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,8192")), 16384);
    }

    #[test]
    fn the_flag_flips_at_the_threshold_and_needs_the_interval_clear_of_zero() {
        // 30 games only the solver's side won, none only the reader's: a
        // loss of 30 points, its interval well clear of zero.
        let tally = |solvers_only: u32, yours_only: u32, both: u32, games: u32| Tally {
            games,
            yours: yours_only + both,
            solvers: solvers_only + both,
            solvers_only,
            yours_only,
        };
        let clear = tally(30, 0, 50, 100);
        assert_eq!(clear.loss(), 30.0);
        assert!(clear.interval()[0] > 0.0);
        assert!(clear.flagged(29.9) && !clear.flagged(30.0), "a loss must be more than the threshold");
        // 3 against 0 of 100: 3 points, but the interval reaches below zero.
        let unclear = tally(3, 0, 50, 100);
        assert!(unclear.interval()[0] < 0.0 && !unclear.flagged(2.0));
        // The reader's move did better: never flagged.
        assert!(!tally(0, 30, 50, 100).flagged(-100.0));
        // The counts add up from pairs.
        let pairs = [
            Pair { yours: true, solvers: true },
            Pair { yours: false, solvers: true },
            Pair { yours: true, solvers: false },
            Pair { yours: false, solvers: false },
        ];
        assert_eq!(Tally::of(&pairs), tally(1, 1, 1, 4));
    }

    #[test]
    fn near_ties_are_not_reviewed() {
        assert!(is_near_tie(1e12, 0.0) && is_near_tie(1e12, 1e7) && !is_near_tie(1e12, 1e9));
        assert!(is_near_tie(-5e11, 1.0), "a negative best value is measured by its size");
    }

    #[test]
    fn a_review_is_reproducible_from_its_seed_and_both_sides_share_their_spawns() {
        // A late position of a game the solver played, and another legal move.
        let solver = Solver::article();
        let mut game = Game::new(11);
        let mut line = Vec::new();
        while game.board().max_tile() < 512 {
            let d = solver.decide(game.board(), game.decision_seed()).direction.unwrap();
            game.play(d);
            line.push(d);
        }
        let position = *last_positions(Game::new(11), &line, 1).last().unwrap();
        let best = solver.decide(position.board, position.seed).direction.unwrap();
        let other = position.board.legal_moves().find(|&d| d != best).unwrap();
        let question = Question::of(&PlayedPosition { played: other, ..position }, best);
        assert_eq!(question.target, 2048);
        let settings = ReviewSettings { games: 6, seed: 9, threshold: 2.0 };
        let once = review_move(&solver, &question, &settings);
        assert_eq!(once, review_move(&solver, &question, &settings));
        assert_eq!(once.tally.games, 6);
        // The same move on both sides is the same game: common random numbers.
        let same = Question { played: best, ..question };
        let tally = review_move(&solver, &same, &settings).tally;
        assert_eq!((tally.solvers_only, tally.yours_only, tally.loss()), (0, 0, 0.0));
        // Game i is seeded from the move's index and i, nothing else.
        let pair = question.pair(&solver, 9, 3);
        let seed = rollout_seed(9, question.at, 3);
        assert_eq!(pair.yours, reaches(&solver, question.board, other, seed, 2048));
        assert_eq!(pair.solvers, reaches(&solver, question.board, best, seed, 2048));
    }

    #[test]
    fn the_solver_agrees_with_its_own_game() {
        let solver = Solver::article();
        let mut game = Game::new(4);
        let mut line = Vec::new();
        for _ in 0..60 {
            let d = solver.decide(game.board(), game.decision_seed()).direction.unwrap();
            game.play(d);
            line.push(d);
        }
        let judged = judge_game(&solver, &last_positions(Game::new(4), &line, 60));
        assert!(judged.iter().all(|(_, j)| *j == Judgement::Agrees));
        assert_eq!(match_rate(judged.iter().map(|(_, j)| *j)), Some(100.0));
        assert_eq!(
            match_rate([Judgement::Agrees, Judgement::Differs, Judgement::NearTie, Judgement::Agrees]),
            Some(50.0)
        );
        assert_eq!(match_rate([]), None);
    }
}
