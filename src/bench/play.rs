//! One self-play game, recorded.

use super::clock::Clock;
use super::order::sort_by_key;
use crate::game::{derive_seed, Game};
use crate::solver::Solver;
use serde::{Deserialize, Serialize};

/// Thinking spent at one search depth during a game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DepthCost {
    pub depth: u8,
    pub moves: u32,
    #[serde(deserialize_with = "crate::decimal::float")]
    pub micros: f64,
}

/// What one game came to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's index in its run.
    pub index: u64,
    /// The seed the game started from (derived from the run's seed).
    pub seed: u64,
    pub max_tile: u32,
    pub score: u64,
    pub moves: u32,
    /// Heuristic evaluations over the whole game.
    pub leaves: u64,
    /// Time spent deciding, over the whole game, in microseconds.
    #[serde(deserialize_with = "crate::decimal::float")]
    pub think_micros: f64,
    /// The same time and moves split by the depth searched.
    pub by_depth: Vec<DepthCost>,
}

impl GameRecord {
    /// The outcome without the timings, which differ from run to run: two
    /// runs of the same game agree on this exactly.
    pub fn outcome(&self) -> (u64, u64, u32, u64, u32, u64) {
        (self.index, self.seed, self.max_tile, self.score, self.moves, self.leaves)
    }

    pub fn micros_per_move(&self) -> f64 {
        if self.moves == 0 {
            0.0
        } else {
            self.think_micros / f64::from(self.moves)
        }
    }
}

/// Adds `cost` to the entry for its depth, or starts one.
pub(crate) fn add_depth_cost(costs: &mut Vec<DepthCost>, cost: DepthCost) {
    match costs.iter_mut().find(|c| c.depth == cost.depth) {
        Some(total) => {
            total.moves += cost.moves;
            total.micros += cost.micros;
        }
        None => costs.push(cost),
    }
}

/// The seed of game `index` in a run seeded `run_seed`.
pub fn game_seed(run_seed: u64, index: u64) -> u64 {
    derive_seed(run_seed, index)
}

/// Plays game `index` of a run seeded `run_seed` to game over.
pub fn play_game(solver: &Solver, run_seed: u64, index: u64, clock: &impl Clock) -> GameRecord {
    let mut run = GameRun::new(run_seed, index);
    loop {
        if let Some(record) = run.advance(solver, clock, f64::INFINITY) {
            return record;
        }
    }
}

/// A game being played by the solver, which can stop between moves and go
/// on later: the page plays games in short slices when it cannot use Web
/// Workers, and the result is the same as [`play_game`]'s.
#[derive(Clone, Debug)]
pub struct GameRun {
    index: u64,
    game: Game,
    leaves: u64,
    think_micros: f64,
    by_depth: Vec<DepthCost>,
}

impl GameRun {
    pub fn new(run_seed: u64, index: u64) -> GameRun {
        GameRun {
            index,
            game: Game::new(game_seed(run_seed, index)),
            leaves: 0,
            think_micros: 0.0,
            by_depth: Vec::new(),
        }
    }

    /// Moves played so far.
    pub fn moves(&self) -> u32 {
        self.game.moves()
    }

    /// Plays moves until the game ends, returning its record, or until the
    /// clock passes `until_micros`, returning `None` (call again to go on).
    pub fn advance(&mut self, solver: &Solver, clock: &impl Clock, until_micros: f64) -> Option<GameRecord> {
        loop {
            let started = clock.now_micros();
            let decision = solver.decide(self.game.board(), self.game.decision_seed());
            let finished = clock.now_micros();
            let Some(direction) = decision.direction else { return Some(self.record()) };
            let spent = finished - started;
            self.game.play(direction);
            self.leaves += decision.nodes.leaves;
            self.think_micros += spent;
            add_depth_cost(&mut self.by_depth, DepthCost { depth: decision.depth, moves: 1, micros: spent });
            if finished >= until_micros {
                return None;
            }
        }
    }

    fn record(&self) -> GameRecord {
        let mut by_depth = self.by_depth.clone();
        sort_by_key(&mut by_depth, |cost| u64::from(cost.depth));
        GameRecord {
            index: self.index,
            seed: self.game.seed(),
            max_tile: self.game.board().max_tile(),
            score: self.game.score(),
            moves: self.game.moves(),
            leaves: self.leaves,
            think_micros: self.think_micros,
            by_depth,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock that advances 1 µs per reading, so slices are short.
    struct Ticks(std::cell::Cell<f64>);

    impl Clock for Ticks {
        fn now_micros(&self) -> f64 {
            self.0.set(self.0.get() + 1.0);
            self.0.get()
        }
    }

    #[test]
    fn a_game_played_in_slices_is_the_same_game() {
        let solver = Solver::article();
        let clock = Ticks(std::cell::Cell::new(0.0));
        let whole = play_game(&solver, 5, 2, &clock);
        let mut run = GameRun::new(5, 2);
        let mut slices = 0;
        let sliced = loop {
            slices += 1;
            let until = clock.now_micros() + 50.0;
            if let Some(record) = run.advance(&solver, &clock, until) {
                break record;
            }
        };
        assert!(slices > 10);
        assert_eq!(sliced.outcome(), whole.outcome());
    }
}
