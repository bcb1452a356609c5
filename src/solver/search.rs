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
use super::heuristic::{Heuristic, ScoreBreakdown, SpawnBase};
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
        };
        let mut values = [None; 4];
        let (_, direction) = search.max_node(board, Edge::Root, depth, &mut values);
        Decision { direction, values, depth, nodes: search.nodes }
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
}

impl<T: Tracer> Search<'_, T> {
    /// A max node with `layers` layers to go, itself included. Writes each
    /// direction's value into `values` and returns the node's value and the
    /// direction that earned it.
    fn max_node(
        &mut self,
        board: Board,
        edge: Edge,
        layers: u8,
        values: &mut [Option<f64>; 4],
    ) -> (f64, Option<Direction>) {
        self.nodes.max += 1;
        self.tracer.max_begin(board, edge);
        let mut best: Option<(Direction, f64)> = None;
        let children = slide_all(self.moves, board);
        for direction in self.solver.config.move_order {
            let Slid { board: child, transposed } = children[direction.index()];
            if child == board {
                self.tracer.illegal(direction);
                continue;
            }
            let edge = Edge::Move { direction };
            let value =
                if layers > 1 { self.chance_node(child, edge, layers - 1) } else { self.leaf(child, transposed, edge) };
            values[direction.index()] = Some(value);
            if best.is_none_or(|(_, best_value)| value > best_value) {
                best = Some((direction, value));
            }
        }
        let value = match best {
            Some((_, value)) => value,
            None => {
                let breakdown = self.solver.heuristic.breakdown(board);
                let value = breakdown.total(self.solver.heuristic.weights());
                self.tracer.stuck(breakdown, value);
                value
            }
        };
        let direction = best.map(|(direction, _)| direction);
        self.tracer.max_end(value, direction);
        (value, direction)
    }

    /// A chance node with `layers` layers to go, itself included.
    fn chance_node(&mut self, board: Board, edge: Edge, layers: u8) -> f64 {
        self.nodes.chance += 1;
        let empty = board.empty_mask();
        let sampled = self.sample(empty);
        self.tracer.chance_begin(board, edge, empty, sampled);
        // Children that are leaves are scored from this board's terms.
        let base = (layers == 1).then(|| self.solver.heuristic.spawn_base(board));
        let mut sum = 0.0;
        let mut rest = sampled;
        while rest != 0 {
            let cell = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let two = self.spawn(board, &base, cell, 1, self.two_chance, layers);
            let four = self.spawn(board, &base, cell, 2, self.four_chance, layers);
            sum += self.two_chance * two + self.four_chance * four;
        }
        // A legal move always leaves an empty cell, so `sampled` is never
        // empty here; the guard keeps a hand-made board from dividing by 0.
        let value =
            if sampled == 0 { self.solver.heuristic.score(board) } else { sum / f64::from(sampled.count_ones()) };
        self.tracer.chance_end(value);
        value
    }

    /// The value of the board after a spawn at `cell` (0 for a spawn that
    /// cannot happen, which then carries no weight and costs no search).
    #[inline]
    fn spawn(
        &mut self,
        board: Board,
        base: &Option<SpawnBase>,
        cell: u8,
        exponent: u8,
        probability: f64,
        layers: u8,
    ) -> f64 {
        if probability == 0.0 {
            return 0.0;
        }
        let child = board.with_exponent(usize::from(cell), exponent);
        let edge = Edge::Spawn { cell, exponent, probability };
        match base {
            Some(base) => {
                let breakdown = self.solver.heuristic.after_spawn(base, cell, exponent);
                self.scored_leaf(child, edge, breakdown)
            }
            None => self.max_node(child, edge, layers - 1, &mut [None; 4]).0,
        }
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
        let breakdown = self.solver.heuristic.breakdown_given_transpose(board, transposed);
        self.scored_leaf(board, edge, breakdown)
    }

    #[inline]
    fn scored_leaf(&mut self, board: Board, edge: Edge, breakdown: ScoreBreakdown) -> f64 {
        self.nodes.leaves += 1;
        let value = breakdown.total(self.solver.heuristic.weights());
        self.tracer.leaf(board, edge, breakdown, value);
        value
    }
}
