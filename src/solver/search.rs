//! Expectimax, exactly as `SPEC.md` describes it, written once.
//!
//! A max node tries each direction in the configured order, skips illegal
//! ones and keeps the largest value (the first wins a tie). A chance node
//! lists the empty cells, samples at most `sample_cap` of them without
//! replacement (a fresh draw at every chance node), and averages
//! `p(2)·V(2) + p(4)·V(4)` over the sampled cells. When the depth runs out
//! the board reached is scored by the heuristic.
//!
//! The search is generic over a [`Tracer`]; with [`NoTrace`] every hook
//! compiles to nothing, so the recorded tree and the benchmark are the same
//! code path, not two copies that might drift apart.

use super::config::{ConfigError, SolverConfig};
use super::decision::{Decision, NodeCounts};
use super::heuristic::{Heuristic, ScoreBreakdown, Terms};
use super::memo::Memo;
use super::trace::{Edge, NoTrace, Tracer};
use crate::game::tables::{move_tables, MoveTables};
use crate::game::{slide_all, Board, Direction, SeededRng, Slid};

/// A configured solver. Cheap to clone; build one per configuration.
#[derive(Clone, Debug)]
pub struct Solver {
    config: SolverConfig,
    heuristic: Heuristic,
}

impl Solver {
    /// A solver for a configuration, if the configuration is usable.
    pub fn new(config: SolverConfig) -> Result<Solver, ConfigError> {
        config.validate()?;
        let heuristic = Heuristic::new(config.weights, config.snake);
        Ok(Solver { config, heuristic })
    }

    /// The article's solver.
    pub fn article() -> Solver {
        Solver::new(SolverConfig::article()).unwrap_or_else(|_| unreachable!("the article preset is valid"))
    }

    pub fn config(&self) -> &SolverConfig {
        &self.config
    }

    pub fn heuristic(&self) -> &Heuristic {
        &self.heuristic
    }

    /// The depth this solver searches for `board`.
    pub fn depth_for(&self, board: Board) -> u8 {
        self.config.depth.depth_for(board.empty_count())
    }

    /// Decides a move for `board`. `seed` fixes the sampling of spawn cells,
    /// so the same board and seed always give the same decision.
    pub fn decide(&self, board: Board, seed: u64) -> Decision {
        self.decide_traced(board, seed, &mut NoTrace)
    }

    /// [`Solver::decide`], but giving up once the search has visited
    /// `budget` nodes (the page's own decisions use it, so that no setting
    /// a reader can choose freezes the page).
    pub fn decide_within(&self, board: Board, seed: u64, budget: u64) -> Result<Decision, super::tree::TooLarge> {
        let mut limit = Budget { left: budget, counts: NodeCounts::default() };
        let decision = self.decide_traced(board, seed, &mut limit);
        if limit.left == 0 {
            return Err(super::tree::TooLarge { budget: budget as usize, counts: limit.counts });
        }
        Ok(decision)
    }

    /// [`Solver::decide`], reporting every node to `tracer` as it is visited.
    pub fn decide_traced<T: Tracer>(&self, board: Board, seed: u64, tracer: &mut T) -> Decision {
        let depth = self.depth_for(board);
        let four = self.config.four_chance;
        let mut search = Search {
            solver: self,
            moves: move_tables(),
            rng: SeededRng::new(seed),
            tracer,
            nodes: NodeCounts::default(),
            two_chance: 1.0 - four,
            four_chance: four,
            draws: 0,
            memo: (!T::SEES_EVERY_NODE).then(Memo::take),
        };
        let mut values = [None; 4];
        let (_, direction) = search.max_node(board, Edge::Root, depth, Some(&mut values));
        if let Some(memo) = search.memo {
            Memo::release(memo);
        }
        Decision { direction, values, depth, nodes: search.nodes }
    }
}

/// Counts the nodes a search visits and stops it at a budget. It need not
/// see every node, so the memo still spares it repeated subtrees.
struct Budget {
    left: u64,
    counts: NodeCounts,
}

impl Budget {
    #[inline(always)]
    fn spend(&mut self) {
        self.left = self.left.saturating_sub(1);
    }
}

impl Tracer for Budget {
    const SEES_EVERY_NODE: bool = false;

    #[inline(always)]
    fn should_stop(&self) -> bool {
        self.left == 0
    }

    #[inline(always)]
    fn max_begin(&mut self, _: Board, _: Edge) {
        self.counts.max += 1;
        self.spend();
    }

    #[inline(always)]
    fn chance_begin(&mut self, _: Board, _: Edge, _: u16, _: u16) {
        self.counts.chance += 1;
        self.spend();
    }

    #[inline(always)]
    fn leaf(&mut self, _: Board, _: Edge, _: ScoreBreakdown, _: f64) {
        self.counts.leaves += 1;
        self.spend();
    }
}

/// The state of one decision's search.
struct Search<'s, T: Tracer> {
    solver: &'s Solver,
    moves: &'static MoveTables,
    rng: SeededRng,
    tracer: &'s mut T,
    nodes: NodeCounts,
    two_chance: f64,
    four_chance: f64,
    /// Random numbers drawn so far: a subtree that draws none is a pure
    /// function of its board, which is what the memo may store.
    draws: u32,
    /// Chance nodes already valued in this decision (`None` when the tracer
    /// must see every node).
    memo: Option<Box<Memo>>,
}

impl<T: Tracer> Search<'_, T> {
    /// A max node with `layers` layers to go, itself included. Writes each
    /// direction's value into `values` (the root's caller wants them; inner
    /// nodes pass `None`) and returns the node's value and the direction
    /// that earned it.
    fn max_node(
        &mut self,
        board: Board,
        edge: Edge,
        layers: u8,
        mut values: Option<&mut [Option<f64>; 4]>,
    ) -> (f64, Option<Direction>) {
        if self.tracer.should_stop() {
            return (0.0, None);
        }
        self.nodes.max += 1;
        self.tracer.max_begin(board, edge);
        let (mut best_value, mut best_direction) = (0.0, None);
        let children = slide_all(self.moves, board);
        for direction in self.solver.config.move_order {
            let Slid { board: child, transposed } = children[direction.index()];
            if child == board {
                self.tracer.illegal(direction);
                continue;
            }
            let edge = Edge::Move { direction };
            let value = if layers > 1 {
                self.chance_node(child, transposed, edge, layers - 1)
            } else {
                self.leaf(child, transposed, edge)
            };
            if let Some(values) = values.as_deref_mut() {
                values[direction.index()] = Some(value);
            }
            // The first legal move sets the bar; a later one must beat it.
            if best_direction.is_none() || value > best_value {
                (best_value, best_direction) = (value, Some(direction));
            }
        }
        if best_direction.is_none() {
            let breakdown = self.solver.heuristic.breakdown(board);
            best_value = breakdown.total(self.solver.heuristic.weights());
            self.tracer.stuck(breakdown, best_value);
        }
        self.tracer.max_end(best_value, best_direction);
        (best_value, best_direction)
    }

    /// A chance node with `layers` layers to go, itself included: taken
    /// from the memo when the same board was valued at the same layer
    /// already, else searched (and stored if its subtree drew nothing).
    #[inline]
    fn chance_node(&mut self, board: Board, transposed: Board, edge: Edge, layers: u8) -> f64 {
        let Some(memo) = &self.memo else { return self.search_chance_node(board, transposed, edge, layers) };
        if let Some((value, counts)) = memo.get(board, layers) {
            self.nodes.add(&counts);
            return value;
        }
        let (draws, nodes) = (self.draws, self.nodes);
        let value = self.search_chance_node(board, transposed, edge, layers);
        if let (Some(memo), true) = (&mut self.memo, self.draws == draws) {
            memo.put(board, layers, value, self.nodes.since(&nodes));
        }
        value
    }

    fn search_chance_node(&mut self, board: Board, transposed: Board, edge: Edge, layers: u8) -> f64 {
        if self.tracer.should_stop() {
            return 0.0;
        }
        self.nodes.chance += 1;
        let empty = board.empty_mask();
        let sampled = self.sample(empty);
        self.tracer.chance_begin(board, edge, empty, sampled);
        let sum = if layers == 1 {
            self.spawn_leaves(board, transposed, sampled)
        } else {
            self.spawn_subtrees(board, sampled, layers)
        };
        // A legal move always leaves an empty cell, so `sampled` is never
        // empty here; the guard keeps a hand-made board from dividing by 0.
        let value =
            if sampled == 0 { self.solver.heuristic.score(board) } else { sum / f64::from(sampled.count_ones()) };
        self.tracer.chance_end(value);
        value
    }

    /// Σ over the sampled cells of p(2)·V(2) + p(4)·V(4), where each spawn
    /// leads to a max node with `layers − 1` layers to go.
    fn spawn_subtrees(&mut self, board: Board, sampled: u16, layers: u8) -> f64 {
        let mut sum = 0.0;
        let mut rest = sampled;
        while rest != 0 {
            let cell = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let subtree = |search: &mut Self, exponent: u8, probability: f64| {
                // A spawn that cannot happen carries no weight and costs no search.
                if probability == 0.0 {
                    return 0.0;
                }
                let child = board.with_exponent(usize::from(cell), exponent);
                let edge = Edge::Spawn { cell, exponent, probability };
                search.max_node(child, edge, layers - 1, None).0
            };
            let two = subtree(self, 1, self.two_chance);
            let four = subtree(self, 2, self.four_chance);
            sum += self.two_chance * two + self.four_chance * four;
        }
        sum
    }

    /// The same sum when every spawn is a leaf: each is scored from this
    /// board's terms and what the one new tile changes.
    #[inline]
    fn spawn_leaves(&mut self, board: Board, transposed: Board, sampled: u16) -> f64 {
        let heuristic = &self.solver.heuristic;
        let base = heuristic.spawn_base(board, transposed);
        let (two_chance, four_chance) = (self.two_chance, self.four_chance);
        let mut sum = 0.0;
        let mut leaves = 0;
        let mut rest = sampled;
        while rest != 0 {
            let cell = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let mut leaf = |exponent: u8, probability: f64, (value, terms): (f64, Terms)| {
                // A spawn that cannot happen carries no weight and is not scored.
                if probability == 0.0 {
                    return 0.0;
                }
                leaves += 1;
                let edge = Edge::Spawn { cell, exponent, probability };
                self.tracer.leaf(board.with_exponent(usize::from(cell), exponent), edge, terms.breakdown(), value);
                value
            };
            let [two, four] = heuristic.after_spawn(&base, cell);
            let two = leaf(1, two_chance, two);
            let four = leaf(2, four_chance, four);
            sum += two_chance * two + four_chance * four;
        }
        self.nodes.leaves += leaves;
        sum
    }

    /// The cells a chance node expands: all of `empty`, or `sample_cap` of
    /// them drawn uniformly without replacement (a partial Fisher–Yates
    /// shuffle), returned as a mask so they are visited in board order.
    #[inline]
    fn sample(&mut self, empty: u16) -> u16 {
        let count = empty.count_ones();
        let cap = match self.solver.config.sample_cap {
            Some(cap) if count > cap => cap,
            _ => return empty,
        };
        let mut cells = [0u8; 16];
        let mut rest = empty;
        for slot in cells.iter_mut().take(count as usize) {
            *slot = rest.trailing_zeros() as u8;
            rest &= rest - 1;
        }
        self.draws += cap;
        let mut sampled = 0u16;
        for i in 0..cap as usize {
            let j = i + self.rng.below(count - i as u32) as usize;
            cells.swap(i, j);
            sampled |= 1 << cells[i];
        }
        sampled
    }

    #[inline]
    fn leaf(&mut self, board: Board, transposed: Board, edge: Edge) -> f64 {
        let heuristic = &self.solver.heuristic;
        let terms = heuristic.terms_given_transpose(board, transposed);
        let value = heuristic.value(terms);
        self.nodes.leaves += 1;
        self.tracer.leaf(board, edge, terms.breakdown(), value);
        value
    }
}
