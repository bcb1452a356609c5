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
    /// Moves at this depth (a count over many games, so 64 bits).
    pub moves: u64,
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
    /// Time spent deciding, over the whole game, in microseconds (with
    /// making the moves decided, a small part of it: see [`Stretch`]).
    #[serde(deserialize_with = "crate::decimal::float")]
    pub think_micros: f64,
    /// The same time and moves split by the depth searched.
    pub by_depth: Vec<DepthCost>,
    /// Where the largest tile sat (`None` in files made before it was
    /// counted; left out of the JSON then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corner: Option<CornerRecord>,
}

/// Over the positions a game decided a move on (one per move), how often its
/// largest tile sat in the corner the snake ends in, and from when.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CornerRecord {
    /// Positions with the largest tile in the corner.
    pub positions: u32,
    /// The first position (counted from move 0) that had it there: the
    /// game's moves when none did.
    pub first: u32,
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

/// Consecutive moves searched at the same depth, timed as one: a reading
/// of the clock where the stretch starts and where it ends, instead of one
/// before and one after every search. A reading takes time, and every
/// interval timed holds about one reading's worth: 0.3 µs in a browser's
/// Web Worker, 3–4% of a move there, against 0.03 µs natively, so timing
/// each move alone would tilt the page's figures against the CLI's. The
/// depth changes at about one move in eleven (the article's solver, seed
/// 1). A stretch's time includes making its moves, a slide and a spawn:
/// under 1% of a move.
#[derive(Clone, Copy, Debug)]
struct Stretch {
    depth: u8,
    moves: u32,
    started: f64,
}

/// A game being played by the solver, which can stop between moves and go
/// on later: the page plays games in short slices when it cannot use Web
/// Workers, and the result is the same as [`play_game`]'s.
#[derive(Clone, Debug)]
pub struct GameRun {
    index: u64,
    game: Game,
    corner: CornerRecord,
    leaves: u64,
    think_micros: f64,
    by_depth: Vec<DepthCost>,
}

impl GameRun {
    pub fn new(run_seed: u64, index: u64) -> GameRun {
        GameRun {
            index,
            game: Game::new(game_seed(run_seed, index)),
            corner: CornerRecord { positions: 0, first: u32::MAX },
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
    ///
    /// The thinking is timed over stretches of consecutive moves searched
    /// at the same depth (see [`Stretch`]); with a finite `until_micros`
    /// the clock is also read after every move, to stop in time.
    pub fn advance(&mut self, solver: &Solver, clock: &impl Clock, until_micros: f64) -> Option<GameRecord> {
        let mut stretch: Option<Stretch> = None;
        // The reading taken after the last move, when there is one.
        let mut last_reading = None;
        loop {
            let board = self.game.board();
            let depth = solver.depth_for(board);
            let current = match stretch {
                Some(open) if open.depth == depth => open,
                open => {
                    let now = last_reading.unwrap_or_else(|| clock.now_micros());
                    if let Some(done) = open {
                        self.add(done, now);
                    }
                    Stretch { depth, moves: 0, started: now }
                }
            };
            let decision = solver.decide(board, self.game.decision_seed());
            let Some(direction) = decision.direction else {
                // The search that finds no move, at the game's end, is timed
                // with the stretch it ends (alone, it is not timed: it has
                // no move to count against). It is one max node whose four
                // moves change nothing, so either way it is a trifle.
                self.add(current, clock.now_micros());
                return Some(self.record());
            };
            if solver.config().snake.holds_largest(board) {
                self.corner.positions += 1;
                self.corner.first = self.corner.first.min(self.game.moves());
            }
            self.game.play(direction);
            self.leaves += decision.nodes.leaves;
            let current = Stretch { moves: current.moves + 1, ..current };
            if until_micros.is_finite() {
                let now = clock.now_micros();
                if now >= until_micros {
                    self.add(current, now);
                    return None;
                }
                last_reading = Some(now);
            }
            stretch = Some(current);
        }
    }

    /// Counts a stretch's thinking, ended at `now`.
    fn add(&mut self, stretch: Stretch, now: f64) {
        if stretch.moves == 0 {
            // Only a search that found no move: no move to count it against.
            return;
        }
        let spent = now - stretch.started;
        self.think_micros += spent;
        add_depth_cost(
            &mut self.by_depth,
            DepthCost { depth: stretch.depth, moves: u64::from(stretch.moves), micros: spent },
        );
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
            corner: Some(CornerRecord { first: self.corner.first.min(self.game.moves()), ..self.corner }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::clock::Ticks;
    use super::*;

    #[test]
    fn a_game_played_in_slices_is_the_same_game() {
        let solver = Solver::article();
        let clock = Ticks::new();
        let whole = play_game(&solver, 5, 2, &clock);
        let mut run = GameRun::new(5, 2);
        let mut slices = 0;
        let sliced = loop {
            slices += 1;
            let until = clock.now_micros() + 20.0;
            if let Some(record) = run.advance(&solver, &clock, until) {
                break record;
            }
        };
        assert!(slices > 10);
        assert_eq!(sliced.outcome(), whole.outcome());
        // Every move's thinking is counted at its depth, slice by slice.
        let depths =
            |record: &GameRecord| record.by_depth.iter().map(|cost| (cost.depth, cost.moves)).collect::<Vec<_>>();
        assert_eq!(depths(&sliced), depths(&whole));
        assert_eq!(sliced.by_depth.iter().map(|cost| cost.moves).sum::<u64>(), u64::from(sliced.moves));
        let by_depth: f64 = sliced.by_depth.iter().map(|cost| cost.micros).sum();
        assert_eq!(by_depth, sliced.think_micros);
        // A slice reads the clock at its start and after each move, so on
        // this clock each move takes 1 µs, and the search that finds no
        // move (read once more, at the end) 1 µs too.
        assert_eq!(sliced.think_micros, f64::from(sliced.moves) + 1.0, "{slices} slices");
    }

    /// The corner is counted over the positions decided on, one per move,
    /// as a plain replay of the game counts it.
    #[test]
    fn the_largest_tile_in_the_corner_is_counted_per_position() {
        let solver = Solver::article();
        let record = play_game(&solver, 5, 2, &super::super::clock::StoppedClock);
        let mut game = Game::new(game_seed(5, 2));
        let mut in_corner = Vec::new();
        while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
            // Cell 15 is the bottom-right corner, where the article's snake ends.
            in_corner.push(game.board().exponent(15) == game.board().max_exponent());
            game.play(direction);
        }
        let positions = in_corner.iter().filter(|&&c| c).count() as u32;
        let first = in_corner.iter().position(|&c| c).unwrap() as u32;
        assert_eq!(record.corner, Some(CornerRecord { positions, first }));
        assert!(positions > record.moves / 2 && first < record.moves / 2, "{:?} of {}", record.corner, record.moves);
    }

    /// A game's thinking is read off the clock once per stretch of moves at
    /// one depth (and once at the end), each stretch counted at its depth.
    #[test]
    fn each_stretch_at_one_depth_is_timed_once() {
        let solver = Solver::article();
        // The depth of every move of game 2 of seed 5, from playing it again.
        let mut game = Game::new(game_seed(5, 2));
        let mut depths = Vec::new();
        while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
            depths.push(solver.depth_for(game.board()));
            game.play(direction);
        }
        let stretches: Vec<(u8, u32)> = depths.chunk_by(|a, b| a == b).map(|s| (s[0], s.len() as u32)).collect();
        assert!(stretches.len() > 10 && 4 * stretches.len() < depths.len(), "{} stretches", stretches.len());
        // This clock moves 1 µs a reading, so a stretch takes 1 µs on it.
        // (The search that finds no move is read after, within the last
        // stretch: the full board it sees is searched at depth 5, as the
        // game's last move was.)
        assert_eq!(depths.last(), Some(&5));
        let clock = Ticks::new();
        let record = play_game(&solver, 5, 2, &clock);
        assert_eq!(clock.readings(), stretches.len() as f64 + 1.0, "a reading to start, one per stretch after it");
        assert_eq!(record.think_micros, stretches.len() as f64);
        assert_eq!(record.by_depth.iter().map(|cost| cost.moves).sum::<u64>(), u64::from(record.moves));
        for cost in &record.by_depth {
            let at_depth = stretches.iter().filter(|(depth, _)| *depth == cost.depth);
            let moves = at_depth.clone().map(|(_, moves)| moves).sum::<u32>();
            assert_eq!((cost.moves, cost.micros), (u64::from(moves), at_depth.count() as f64), "depth {}", cost.depth);
        }
    }
}
