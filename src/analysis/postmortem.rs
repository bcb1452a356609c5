//! Post-mortem: where was a game lost? The last positions of a game are
//! decided again by a stronger solver (by default both speed trades
//! eased), and the moves where it would have played otherwise are
//! listed with what the move played cost by its reckoning.

use crate::game::{Board, Direction, Game};
use crate::solver::Decision;

/// One position of a game, before the move that was played there, and
/// that move.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PlayedPosition {
    /// Moves played before it.
    pub index: usize,
    pub board: Board,
    /// The game's sampling seed there (the seed its hint used).
    pub seed: u64,
    pub played: Direction,
}

/// The last `last` positions of the game that starts as `game` and plays
/// `line` (every move legal; an illegal one ends the list).
pub fn last_positions(mut game: Game, line: &[Direction], last: usize) -> Vec<PlayedPosition> {
    let first = line.len().saturating_sub(last);
    let mut positions = Vec::with_capacity(line.len() - first);
    for (index, &played) in line.iter().enumerate() {
        let position = PlayedPosition { index, board: game.board(), seed: game.decision_seed(), played };
        if game.play(played).is_none() {
            break;
        }
        if index >= first {
            positions.push(position);
        }
    }
    positions
}

/// A position and the stronger solver's decision there.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Review {
    pub position: PlayedPosition,
    pub decision: Decision,
}

impl Review {
    /// Whether the stronger solver would have played another move.
    pub fn diverges(&self) -> bool {
        self.decision.direction.is_some_and(|d| d != self.position.played)
    }

    /// The stronger solver's value of its own choice.
    pub fn best(&self) -> Option<f64> {
        self.decision.direction.and_then(|d| self.decision.value(d))
    }

    /// By the stronger solver's values: how much better its choice is
    /// than the move played (0 where they agree).
    pub fn gap(&self) -> f64 {
        match (self.best(), self.decision.value(self.position.played)) {
            (Some(best), Some(played)) => best - played,
            _ => 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Preset, Solver};

    /// A game as the article's solver plays it, to the end.
    fn autoplayed(seed: u64) -> (Game, Vec<Direction>) {
        let solver = Solver::article();
        let start = Game::new(seed);
        let mut game = start.clone();
        let mut line = Vec::new();
        while let Some(d) = solver.decide(game.board(), game.decision_seed()).direction {
            game.play(d);
            line.push(d);
        }
        (start, line)
    }

    #[test]
    fn the_last_positions_replay_the_game() {
        let (start, line) = autoplayed(5);
        let positions = last_positions(start.clone(), &line, 50);
        assert_eq!(positions.len(), 50);
        assert_eq!(positions[0].index, line.len() - 50);
        let mut game = start;
        for &d in &line[..line.len() - 50] {
            game.play(d);
        }
        assert_eq!((positions[0].board, positions[0].seed), (game.board(), game.decision_seed()));
        assert!(positions.iter().all(|p| p.played == line[p.index]));
        assert_eq!(last_positions(Game::new(5), &line[..10], 50).len(), 10, "a short game gives what it has");
    }

    #[test]
    fn the_same_solver_agrees_with_itself_and_a_stronger_one_may_not() {
        let (start, line) = autoplayed(5);
        let positions = last_positions(start, &line, 50);
        let review = |solver: &Solver| -> Vec<Review> {
            positions.iter().map(|&p| Review { position: p, decision: solver.decide(p.board, p.seed) }).collect()
        };
        // The article's solver at the game's own seeds is the game itself.
        assert!(review(&Solver::article()).iter().all(|r| !r.diverges() && r.gap() == 0.0));
        let strong = review(&Solver::new(Preset::NoTrades.config()).unwrap());
        for r in &strong {
            assert!(r.gap() >= 0.0, "the stronger solver's choice is its best value");
            if !r.diverges() {
                assert_eq!(r.gap(), 0.0);
            }
        }
    }
}
