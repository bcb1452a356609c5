//! One self-play game, recorded.

use super::clock::Clock;
use crate::game::{derive_seed, Game};
use crate::solver::Solver;
use serde::{Deserialize, Serialize};

/// Thinking spent at one search depth during a game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DepthCost {
    pub depth: u8,
    pub moves: u32,
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

/// The seed of game `index` in a run seeded `run_seed`.
pub fn game_seed(run_seed: u64, index: u64) -> u64 {
    derive_seed(run_seed, index)
}

/// Plays game `index` of a run seeded `run_seed` to game over.
pub fn play_game(solver: &Solver, run_seed: u64, index: u64, clock: &impl Clock) -> GameRecord {
    let seed = game_seed(run_seed, index);
    let mut game = Game::new(seed);
    let mut leaves = 0;
    let mut think_micros = 0.0;
    let mut by_depth: Vec<DepthCost> = Vec::new();
    loop {
        let started = clock.now_micros();
        let decision = solver.decide(game.board(), game.decision_seed());
        let spent = clock.now_micros() - started;
        let Some(direction) = decision.direction else {
            break;
        };
        game.play(direction);
        leaves += decision.nodes.leaves;
        think_micros += spent;
        match by_depth.iter_mut().find(|cost| cost.depth == decision.depth) {
            Some(cost) => {
                cost.moves += 1;
                cost.micros += spent;
            }
            None => by_depth.push(DepthCost { depth: decision.depth, moves: 1, micros: spent }),
        }
    }
    by_depth.sort_by_key(|cost| cost.depth);
    GameRecord {
        index,
        seed,
        max_tile: game.board().max_tile(),
        score: game.score(),
        moves: game.moves(),
        leaves,
        think_micros,
        by_depth,
    }
}
