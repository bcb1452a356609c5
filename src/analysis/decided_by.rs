//! Which heuristic term decided a move. A move's value is a leaf's score
//! carried up the tree: a max node passes on its best child's, a chance
//! node a mean (or, worst case, one) of its children's. Every leaf is the
//! sum of three weighted terms, so the same path splits the move's value
//! into three parts, one per term, that add up to it. Between the move
//! chosen and the runner-up, the term whose part differs most in the
//! chosen move's favour is the one that decided.
//!
//! [`split`] runs the solver's own search with a tracer that carries the
//! three parts up beside each value: the same search, the same draws, the
//! same decision, to the bit.

use crate::game::{Board, Direction};
use crate::solver::{ChanceRule, Decision, Edge, NodeCounts, ScoreBreakdown, Solver, TooLarge, Tracer};

/// A heuristic term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Term {
    Positional,
    Empties,
    Smoothness,
}

impl Term {
    pub const ALL: [Term; 3] = [Term::Positional, Term::Empties, Term::Smoothness];

    /// Its name as the page prints it.
    pub fn name(self) -> &'static str {
        match self {
            Term::Positional => "positional",
            Term::Empties => "empty cells",
            Term::Smoothness => "smoothness",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A value split by term: weighted positional, empties, smoothness.
pub type Parts = [f64; 3];

/// The search behind one decision, each legal move's value with its parts.
#[derive(Clone, Debug, PartialEq)]
pub struct Split {
    pub decision: Decision,
    /// Each direction's parts, by [`Direction::index`] (`None`: illegal).
    pub parts: [Option<Parts>; 4],
}

/// What decided a move: the move chosen, the runner-up (the legal move
/// valued next highest), the gap between their parts, and the term that
/// pulled most toward the chosen move.
#[derive(Clone, Debug, PartialEq)]
pub struct DecidedBy {
    pub chosen: Direction,
    pub runner_up: Direction,
    /// Chosen minus runner-up, by term; they add up to the gap in value.
    pub gap: Parts,
    pub term: Term,
}

impl Split {
    /// What decided the move, if there was a choice (two legal moves or more).
    pub fn decided_by(&self) -> Option<DecidedBy> {
        let chosen = self.decision.direction?;
        let runner_up = Direction::ALL
            .into_iter()
            .filter(|&d| d != chosen)
            .filter_map(|d| Some((d, self.decision.value(d)?)))
            // The highest value, the first in the directions' order on a tie.
            .fold(None, |best: Option<(Direction, f64)>, (d, v)| match best {
                Some((_, b)) if v <= b => best,
                _ => Some((d, v)),
            })?
            .0;
        let (a, b) = (self.parts[chosen.index()]?, self.parts[runner_up.index()]?);
        let gap: Parts = std::array::from_fn(|i| a[i] - b[i]);
        let term =
            Term::ALL
                .into_iter()
                .fold(Term::Positional, |best, t| if gap[t.index()] > gap[best.index()] { t } else { best });
        Some(DecidedBy { chosen, runner_up, gap, term })
    }
}

/// Decides `board` as `solver.decide(board, seed)` does, splitting each
/// move's value by term.
pub fn split(solver: &Solver, board: Board, seed: u64) -> Split {
    split_within(solver, board, seed, u64::MAX).unwrap_or_else(|_| unreachable!("no search visits 2^64 nodes"))
}

/// [`split`], giving up once the search has visited `budget` nodes (every
/// node counts: this search sees each one, with no memo to spare it any).
pub fn split_within(solver: &Solver, board: Board, seed: u64, budget: u64) -> Result<Split, TooLarge> {
    let w = solver.config().weights;
    let mut tracer = Splitter {
        weights: [w.positional, w.empties, w.smoothness],
        rule: solver.config().chance_rule,
        stack: Vec::new(),
        root: [None; 4],
        stuck: None,
        left: budget,
        counts: NodeCounts::default(),
    };
    let decision = solver.decide_traced(board, seed, &mut tracer);
    if tracer.left == 0 {
        return Err(TooLarge { budget: budget as usize, counts: tracer.counts });
    }
    Ok(Split { decision, parts: tracer.root })
}

/// A node being searched, and what its children have given so far.
enum Frame {
    Max {
        edge: Edge,
        best: Option<(f64, Parts)>,
    },
    /// Under the mean: Σ over cells of p·parts, and the cells counted;
    /// under the worst case, the lowest child so far.
    Chance {
        edge: Edge,
        sum: Parts,
        cells: u32,
        last_cell: Option<u8>,
        lowest: Option<(f64, Parts)>,
    },
}

struct Splitter {
    weights: [f64; 3],
    rule: ChanceRule,
    stack: Vec<Frame>,
    /// The root's children's parts.
    root: [Option<Parts>; 4],
    /// A stuck max node's parts, from its board's terms.
    stuck: Option<Parts>,
    /// Nodes the budget still allows, and those visited.
    left: u64,
    counts: NodeCounts,
}

impl Splitter {
    fn weigh(&self, breakdown: ScoreBreakdown) -> Parts {
        let [p, e, s] = self.weights;
        [p * breakdown.positional, e * breakdown.empties, s * breakdown.smoothness]
    }

    /// A child finished: hand its value and parts to the node above it.
    fn give(&mut self, edge: Edge, value: f64, parts: Parts) {
        let rule = self.rule;
        match self.stack.last_mut() {
            None => {}
            Some(Frame::Max { edge: own, best }) => {
                if let (Edge::Root, Edge::Move { direction }) = (own, edge) {
                    self.root[direction.index()] = Some(parts);
                }
                // The first legal move sets the bar; a later one must beat it.
                if best.is_none_or(|(b, _)| value > b) {
                    *best = Some((value, parts));
                }
            }
            Some(Frame::Chance { sum, cells, last_cell, lowest, .. }) => {
                let Edge::Spawn { cell, probability, .. } = edge else { return };
                match rule {
                    ChanceRule::Worst => {
                        if lowest.is_none_or(|(l, _)| value < l) {
                            *lowest = Some((value, parts));
                        }
                    }
                    ChanceRule::Mean => {
                        if *last_cell != Some(cell) {
                            *cells += 1;
                            *last_cell = Some(cell);
                        }
                        for i in 0..3 {
                            sum[i] += probability * parts[i];
                        }
                    }
                }
            }
        }
    }
}

impl Tracer for Splitter {
    fn should_stop(&self) -> bool {
        self.left == 0
    }

    fn max_begin(&mut self, _: Board, edge: Edge) {
        self.counts.max += 1;
        self.left = self.left.saturating_sub(1);
        self.stack.push(Frame::Max { edge, best: None });
    }

    fn stuck(&mut self, breakdown: ScoreBreakdown, _: f64) {
        self.stuck = Some(self.weigh(breakdown));
    }

    fn max_end(&mut self, value: f64, _: Option<Direction>) {
        let Some(Frame::Max { edge, best }) = self.stack.pop() else { return };
        let parts = match best {
            Some((_, parts)) => parts,
            None => self.stuck.take().unwrap_or_default(),
        };
        self.give(edge, value, parts);
    }

    fn chance_begin(&mut self, _: Board, edge: Edge, _: u16, _: u16) {
        self.counts.chance += 1;
        self.left = self.left.saturating_sub(1);
        self.stack.push(Frame::Chance { edge, sum: [0.0; 3], cells: 0, last_cell: None, lowest: None });
    }

    fn chance_end(&mut self, value: f64) {
        let Some(Frame::Chance { edge, sum, cells, lowest, .. }) = self.stack.pop() else { return };
        let parts = match self.rule {
            ChanceRule::Worst => lowest.map(|(_, parts)| parts).unwrap_or_default(),
            ChanceRule::Mean if cells == 0 => [0.0; 3],
            ChanceRule::Mean => sum.map(|part| part / f64::from(cells)),
        };
        self.give(edge, value, parts);
    }

    fn leaf(&mut self, _: Board, edge: Edge, breakdown: ScoreBreakdown, value: f64) {
        self.counts.leaves += 1;
        self.left = self.left.saturating_sub(1);
        let parts = self.weigh(breakdown);
        self.give(edge, value, parts);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, SeededRng};
    use crate::solver::{DepthPolicy, Heuristic, Preset, SolverConfig};

    /// The parts add up to each move's value (to rounding), and the search
    /// is the solver's own: the same decision, to the bit. Positions from a
    /// played game, under the article's solver and the worst-case one.
    #[test]
    fn the_parts_add_up_to_the_values_of_the_same_decision() {
        for preset in [Preset::Article, Preset::WorstCase, Preset::FullChance] {
            let solver = Solver::new(preset.config()).unwrap();
            let mut game = Game::new(11);
            let mut checked = 0;
            while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
                if game.moves() % 37 == 0 {
                    let split = split(&solver, game.board(), game.decision_seed());
                    assert_eq!(split.decision, solver.decide(game.board(), game.decision_seed()), "{preset}");
                    for d in Direction::ALL {
                        assert_eq!(split.parts[d.index()].is_some(), split.decision.value(d).is_some());
                        if let (Some(parts), Some(value)) = (split.parts[d.index()], split.decision.value(d)) {
                            let sum: f64 = parts.iter().sum();
                            assert!(
                                (sum - value).abs() <= 1e-9 * value.abs().max(1.0),
                                "{preset} {d}: {sum} vs {value}"
                            );
                        }
                    }
                    checked += 1;
                }
                game.play(direction);
            }
            assert!(checked > 10, "{preset}: {checked} positions");
        }
    }

    /// A budget the search outgrows stops it, and says how far it got; one
    /// it fits in changes nothing.
    #[test]
    fn a_budget_stops_the_split_search() {
        let solver = Solver::article();
        let board = Board::from_exponents([1, 2, 3, 1, 0, 0, 2, 0, 0, 1, 0, 0, 4, 0, 0, 1]);
        let whole = split(&solver, board, 9);
        let nodes = whole.decision.nodes.total();
        assert_eq!(split_within(&solver, board, 9, nodes + 1).unwrap(), whole);
        let stopped = split_within(&solver, board, 9, nodes / 2).unwrap_err();
        assert_eq!(stopped.budget as u64, nodes / 2);
        // The search asks at each max and chance node, not at leaves, so
        // the leaves of the node under way finish past the budget: a 2 and
        // a 4 on each of at most 6 sampled cells, or four moves' boards.
        let over = stopped.counts.total() - nodes / 2;
        assert!(over < 16, "{over} nodes past the budget");
    }

    /// At depth 1 each move's parts are its board's weighted terms, and the
    /// deciding term is the one whose gap favours the chosen move most.
    #[test]
    fn at_depth_one_the_parts_are_the_boards_terms() {
        let solver = Solver::new(SolverConfig { depth: DepthPolicy::uniform(1), ..SolverConfig::article() }).unwrap();
        let heuristic = Heuristic::new(solver.config().weights, solver.config().snake);
        let mut rng = SeededRng::new(4);
        for _ in 0..200 {
            let board = Board::from_exponents(std::array::from_fn(|_| rng.below(5) as u8));
            let split = split(&solver, board, 0);
            for d in Direction::ALL {
                let child = board.slide(d);
                let expected = (child != board).then(|| {
                    let t = heuristic.breakdown(child);
                    [t.positional, 200_000.0 * t.empties, 4_000.0 * t.smoothness]
                });
                assert_eq!(split.parts[d.index()], expected, "{d}");
            }
            if let Some(decided) = split.decided_by() {
                let best = decided.gap.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                assert_eq!(decided.gap[decided.term.index()], best);
                assert!(decided.gap.iter().sum::<f64>() >= -1e-6, "the chosen move is valued at least as high");
            }
        }
    }

    /// Worked by hand: the bottom row 2 2 4 8. ← and → both merge the 2s and
    /// leave 13 empty cells; → keeps the tiles toward the snake's end, so
    /// it wins on the positional term.
    #[test]
    fn a_hand_worked_decision() {
        let solver = Solver::new(SolverConfig { depth: DepthPolicy::uniform(1), ..SolverConfig::article() }).unwrap();
        let board = Board::from_exponents([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3]);
        let decided = split(&solver, board, 0).decided_by().expect("a choice");
        assert_eq!(decided.chosen, Direction::Right);
        assert_eq!(decided.term, Term::Positional);
        // → gives _ 4 4 8 on the bottom row: 4·4^13 + 4·4^14 + 8·4^15.
        let right = 4.0 * 4f64.powi(13) + 4.0 * 4f64.powi(14) + 8.0 * 4f64.powi(15);
        assert_eq!(split(&solver, board, 0).parts[Direction::Right.index()].unwrap()[0], right);
    }
}
