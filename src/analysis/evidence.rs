//! What one game says about the article's claims: where its largest tile
//! sat, what its nearly full boards scored, and which term decided each
//! move ([`GameEvidence`]). [`EvidenceRun`] gathers it position by
//! position, a few at a time, so the page can spread the work over frames
//! and the CLI can run it in one go.

use super::claims::{self, Checked, FullBoards};
use super::decided_by::{split_within, DecidedBy, Term};
use crate::bench::Clock;
use crate::game::{Board, Direction, Game};
use crate::solver::Solver;

/// At most this many empty cells: a nearly full board.
pub const NEARLY_FULL: u32 = 1;
/// At least this many empty cells: an open board.
pub const OPEN: u32 = 8;

/// One game's evidence so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameEvidence {
    /// Positions looked at (one per move played).
    pub positions: u64,
    /// Of those, how many had the largest tile in the snake's corner, and
    /// how many came from the first such position on.
    pub in_corner: u64,
    pub after_first_in_corner: u64,
    /// Its boards by how full they are, and how many moves each term
    /// decided.
    pub full: FullBoards,
    /// Positions whose search outgrew the budget: counted for the corner
    /// and the boards, with no term noted.
    pub too_large: u64,
    /// The plain searches of its positions (as the hint searches them):
    /// how many were timed, and the microseconds they took together.
    pub timed: u64,
    pub think_micros: f64,
}

impl GameEvidence {
    /// Adds a position: its board, the value the search gives it (its best
    /// move's; `None` with no move), and what decided the solver's move
    /// there (`None` when it had no choice).
    pub fn add(&mut self, solver: &Solver, board: Board, value: Option<f64>, decided: Option<&DecidedBy>) {
        self.positions += 1;
        if solver.config().snake.holds_largest(board) {
            self.in_corner += 1;
        }
        if self.in_corner > 0 {
            self.after_first_in_corner += 1;
        }
        let empties = board.empty_count();
        let score = solver.heuristic().score(board);
        if empties <= NEARLY_FULL {
            self.full.full_scores.push(score);
            self.full.full_values.extend(value);
            if score != 0.0 {
                let empty_part = solver.config().weights.empties * f64::from(empties);
                self.full.full_empty_shares.push(empty_part / score);
            }
        } else if empties >= OPEN {
            self.full.open_scores.push(score);
            self.full.open_values.extend(value);
        }
        if let Some(decided) = decided {
            self.full.decided_all[decided.term.index()] += 1;
            if empties <= NEARLY_FULL {
                self.full.decided += 1;
                self.full.decided_by_empties += u64::from(decided.term == Term::Empties);
            }
        }
    }

    pub fn corner(&self) -> Checked {
        let first = match self.positions - self.after_first_in_corner {
            _ if self.in_corner == 0 => String::new(),
            first => format!("first there at move {first}"),
        };
        claims::corner(self.in_corner, self.positions, self.after_first_in_corner, &first)
    }

    pub fn full_board(&self) -> Checked {
        claims::full_board(&self.full)
    }

    /// Moves with a choice: those a term decided.
    pub fn choices(&self) -> u64 {
        self.full.decided_all.iter().sum()
    }

    /// The mean time of a plain search of its positions, in microseconds,
    /// if any was timed.
    pub fn micros_per_move(&self) -> Option<f64> {
        (self.timed > 0).then(|| self.think_micros / self.timed as f64)
    }
}

/// Gathers a game's evidence: its positions from `start`, the moves played
/// in order, each position's decision searched again (as a hint there
/// would be, and timed by the clock given) and split by term.
#[derive(Clone, Debug)]
pub struct EvidenceRun {
    game: Game,
    moves: Vec<Direction>,
    next: usize,
    pub evidence: GameEvidence,
}

impl EvidenceRun {
    pub fn new(start: Game, moves: Vec<Direction>) -> EvidenceRun {
        EvidenceRun { game: start, moves, next: 0, evidence: GameEvidence::default() }
    }

    /// Positions done, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.next, self.moves.len())
    }

    pub fn done(&self) -> bool {
        self.next >= self.moves.len()
    }

    /// Looks at up to `count` more positions, each search stopped at
    /// `budget` nodes (a position over it is counted, with no term); a move
    /// the game refuses ends the run there.
    pub fn step(&mut self, solver: &Solver, count: usize, budget: u64, clock: &impl Clock) {
        for _ in 0..count {
            let Some(&direction) = self.moves.get(self.next) else { return };
            let board = self.game.board();
            let started = clock.now_micros();
            let decision = solver.decide(board, self.game.decision_seed());
            self.evidence.think_micros += clock.now_micros() - started;
            self.evidence.timed += 1;
            let value = decision.values.iter().flatten().copied().reduce(f64::max);
            let decided = match split_within(solver, board, self.game.decision_seed(), budget) {
                Ok(split) => split.decided_by(),
                Err(_) => {
                    self.evidence.too_large += 1;
                    None
                }
            };
            self.evidence.add(solver, board, value, decided.as_ref());
            if self.game.play(direction).is_none() && self.game.board() == board {
                self.next = self.moves.len();
                return;
            }
            self.next += 1;
        }
    }
}

/// The moves `solver` plays from `game` to its end, as Autoplay plays them.
pub fn autoplayed(solver: &Solver, mut game: Game) -> Vec<Direction> {
    let mut moves = Vec::new();
    while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
        game.play(direction);
        moves.push(direction);
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::StoppedClock as Still;

    /// A whole game by the article's solver, looked at in slices, comes to
    /// what looking at it in one go does; the counts add up.
    #[test]
    fn a_game_gathered_in_slices_is_the_same() {
        let solver = Solver::article();
        let moves = autoplayed(&solver, Game::new(3));
        let mut whole = EvidenceRun::new(Game::new(3), moves.clone());
        whole.step(&solver, usize::MAX, u64::MAX, &Still);
        let mut sliced = EvidenceRun::new(Game::new(3), moves.clone());
        while !sliced.done() {
            sliced.step(&solver, 97, u64::MAX, &Still);
        }
        let evidence = &whole.evidence;
        assert_eq!(sliced.evidence, *evidence);
        assert_eq!(evidence.positions, moves.len() as u64);
        // A term decided each position with two legal moves or more.
        let mut game = Game::new(3);
        let mut with_a_choice = 0;
        for &d in &moves {
            with_a_choice += u64::from(game.board().legal_moves().count() >= 2);
            game.play(d);
        }
        assert_eq!(evidence.choices(), with_a_choice);
        assert!(evidence.choices() > evidence.positions / 2);
        assert!(!evidence.full.full_scores.is_empty() && !evidence.full.open_scores.is_empty());
        assert_eq!(evidence.too_large, 0);
        // The corner is counted as the benchmark counts it, over the same
        // positions: game 0 of a run is dealt from its own seed, so deal
        // this game from that seed.
        let seed = crate::bench::game_seed(1, 0);
        let record = crate::bench::play_game(&solver, 1, 0, &crate::bench::StoppedClock);
        let moves = autoplayed(&solver, Game::new(seed));
        let mut run = EvidenceRun::new(Game::new(seed), moves);
        run.step(&solver, usize::MAX, u64::MAX, &Still);
        let corner = record.corner.expect("a game counts its corner");
        assert_eq!(run.evidence.positions, u64::from(record.moves));
        assert_eq!(run.evidence.in_corner, u64::from(corner.positions));
        assert_eq!(run.evidence.after_first_in_corner, u64::from(record.moves - corner.first));
    }

    /// A budget too small for any search: every position is counted, none
    /// is given a term.
    #[test]
    fn positions_over_the_budget_are_counted_without_a_term() {
        let solver = Solver::article();
        let moves = autoplayed(&solver, Game::new(3))[..50].to_vec();
        let mut run = EvidenceRun::new(Game::new(3), moves);
        run.step(&solver, usize::MAX, 10, &Still);
        assert_eq!((run.evidence.positions, run.evidence.too_large, run.evidence.choices()), (50, 50, 0));
    }

    /// Positions made by hand: one nearly full, one open.
    #[test]
    fn boards_are_sorted_by_how_full_they_are() {
        let solver = Solver::article();
        let mut evidence = GameEvidence::default();
        let full = Board::from_exponents([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2, 3, 4, 0]);
        let open = Board::from_exponents([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
        evidence.add(&solver, full, Some(5.0), None);
        evidence.add(&solver, open, None, None);
        assert_eq!(evidence.full.full_scores, vec![solver.heuristic().score(full)]);
        assert_eq!(evidence.full.open_scores, vec![solver.heuristic().score(open)]);
        // The search's value where it gave one (none without a move).
        assert_eq!((evidence.full.full_values.clone(), evidence.full.open_values.clone()), (vec![5.0], vec![]));
        // The open board's 4 sits in the corner; the full board's 2048 does not.
        assert_eq!((evidence.in_corner, evidence.after_first_in_corner), (1, 1));
    }
}
