//! Sampling variance: the same board decided under many sampling seeds.
//! The article's solver expands only six of the empty cells at each chance
//! node, drawn at random, so its values (and now and then its choice)
//! depend on the draw; this measures by how much.

use crate::game::{derive_seed, Board, Direction};
use crate::solver::{Decision, Solver};

/// How a value spread over the seeds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Spread {
    pub count: usize,
    pub mean: f64,
    pub min: f64,
    pub max: f64,
    /// The population standard deviation.
    pub std_dev: f64,
    /// Running sum of squared deviations (Welford's method, so the figure
    /// stays exact-ish when values are ~10^12 and differ in their last digits).
    squares: f64,
}

impl Spread {
    fn add(&mut self, value: f64) {
        self.count += 1;
        if self.count == 1 {
            (self.min, self.max) = (value, value);
        }
        self.min = self.min.min(value);
        self.max = self.max.max(value);
        let before = self.mean;
        self.mean += (value - before) / self.count as f64;
        self.squares += (value - before) * (value - self.mean);
        self.std_dev = (self.squares / self.count as f64).sqrt();
    }
}

/// Decisions of one board under seeds 0, 1, 2, … of a family.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Variance {
    pub decisions: usize,
    /// How often each direction (by [`Direction::index`]) was chosen.
    pub wins: [usize; 4],
    /// Each direction's value over the seeds (empty for an illegal one).
    pub values: [Spread; 4],
}

impl Variance {
    pub fn add(&mut self, decision: &Decision) {
        self.decisions += 1;
        if let Some(direction) = decision.direction {
            self.wins[direction.index()] += 1;
        }
        for (spread, value) in self.values.iter_mut().zip(decision.values) {
            if let Some(value) = value {
                spread.add(value);
            }
        }
    }

    /// The direction chosen most often (the first in the article's order on
    /// a tie), if any was chosen.
    pub fn usual(&self) -> Option<Direction> {
        let most = *self.wins.iter().max()?;
        (most > 0).then(|| Direction::ALL[self.wins.iter().position(|&w| w == most).unwrap_or(0)])
    }
}

/// The sampling seed of run `index` on a board whose own decision seed is
/// `seed`: the first run uses the game's own seed (the hint's decision).
pub fn run_seed(seed: u64, index: u64) -> u64 {
    if index == 0 {
        seed
    } else {
        derive_seed(seed, index)
    }
}

/// All `runs` decisions at once (the page runs them in slices instead).
pub fn measure(solver: &Solver, board: Board, seed: u64, runs: u64) -> Variance {
    let mut variance = Variance::default();
    for index in 0..runs {
        variance.add(&solver.decide(board, run_seed(seed, index)));
    }
    variance
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_board;
    use crate::solver::Preset;

    #[test]
    fn spread_of_known_values() {
        let mut spread = Spread::default();
        for v in [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0] {
            spread.add(v);
        }
        assert_eq!((spread.count, spread.mean, spread.min, spread.max, spread.std_dev), (8, 5.0, 2.0, 9.0, 2.0));
    }

    #[test]
    fn a_full_search_does_not_depend_on_the_seed() {
        // With every cell expanded there is nothing to draw: one value each.
        let board = parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap();
        let variance = measure(&Solver::new(Preset::FullChance.config()).unwrap(), board, 7, 20);
        assert_eq!(variance.decisions, 20);
        assert_eq!(variance.wins.iter().sum::<usize>(), 20);
        assert!(variance.values.iter().filter(|s| s.count > 0).all(|s| s.std_dev == 0.0 && s.min == s.max));
    }

    #[test]
    fn sampling_spreads_the_values_and_the_first_run_is_the_hint() {
        let board = parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap();
        let solver = Solver::article();
        let variance = measure(&solver, board, 7, 50);
        assert!(variance.values.iter().any(|s| s.std_dev > 0.0), "ten empty cells, six drawn: values vary");
        let mut first = Variance::default();
        first.add(&solver.decide(board, 7));
        assert_eq!(measure(&solver, board, 7, 1), first);
        assert_eq!(variance.usual().map(|d| variance.wins[d.index()]), variance.wins.iter().max().copied());
    }
}
