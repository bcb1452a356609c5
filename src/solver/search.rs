//! Expectimax, exactly as `SPEC.md` describes it, written once.
//!
//! A max node tries each direction in the configured order, skips illegal
//! ones and keeps the largest value (the first wins a tie). A chance node
//! lists the empty cells, samples at most `sample_cap` of them without
//! replacement (a fresh draw at every chance node), and averages
//! `p(2)·V(2) + p(4)·V(4)` over the sampled cells (or, under the
//! worst-case rule, takes the lowest value among their spawns). When the depth runs out
//! the board reached is scored by the heuristic.
//!
//! The search is generic over a [`Tracer`]; with [`NoTrace`](super::trace::NoTrace) every hook
//! compiles to nothing, so the recorded tree and the benchmark are the same
//! code path, not two copies that might drift apart.
//!
//! The shortcuts that spare work without changing a single value, count
//! or random draw are beside it: the memo (`memo.rs`) and the pruning next
//! to the leaves (`search/shortcuts.rs`).

use super::config::{ChanceRule, ConfigError, SolverConfig, ValidConfig};
use super::decision::{Decision, NodeCounts};
use super::fold::{Fold, MeanRule, RuleOf, WorstRule};
use super::heuristic::{Heuristic, ScoreBreakdown, SpawnBase, Terms};
use super::memo::Memo;
use super::trace::{Edge, Tracer};
use crate::game::tables::{move_tables, MoveTables};
use crate::game::{slide_all, Board, Direction, SeededRng, Slid};
use std::fmt;

/// Whether chance nodes next to the leaves move their children line by line
/// ([`Siblings`]): where the build optimises for speed (the CLI and the
/// benchmark's worker), and in debug builds, so that every test build runs
/// it. The page's size-optimised build, whose searches are single hints,
/// goes without: 2.2 KB less to download.
const SIBLINGS: bool = cfg!(any(optimised_for_speed, debug_assertions));

/// A search that needed more nodes than the budget allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub budget: usize,
    /// The nodes recorded before the search was stopped.
    pub counts: NodeCounts,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = crate::numbers::whole;
        write!(
            f,
            "the search needs more than {} nodes (it had visited {} max, {} chance and {} leaf nodes when it was stopped)",
            n(self.budget as u64),
            n(self.counts.max),
            n(self.counts.chance),
            n(self.counts.leaves)
        )
    }
}

impl std::error::Error for TooLarge {}

/// A configured solver. Cheap to clone; build one per configuration.
#[derive(Clone, Debug)]
pub struct Solver {
    config: SolverConfig,
    heuristic: Heuristic,
}

impl Solver {
    /// A solver for a configuration, if the configuration is usable.
    pub fn new(config: SolverConfig) -> Result<Solver, ConfigError> {
        Ok(Solver::from_valid(ValidConfig::new(config)?))
    }

    /// A solver for settings already checked.
    pub fn from_valid(config: ValidConfig) -> Solver {
        let config = config.into_inner();
        let heuristic = Heuristic::new(config.weights, config.snake);
        Solver { config, heuristic }
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
    #[cfg(optimised_for_speed)]
    pub fn decide(&self, board: Board, seed: u64) -> Decision {
        self.decide_traced(board, seed, &mut super::trace::NoTrace)
    }

    /// [`Solver::decide`] where the build is optimised for size (the page):
    /// the same search as its budgeted decisions, with a budget it cannot
    /// reach (2^64 nodes), so the page holds one copy of the search fewer.
    /// The decision is the plain search's to the bit: a tracer that need
    /// not see every node changes no value, count or draw.
    #[cfg(not(optimised_for_speed))]
    pub fn decide(&self, board: Board, seed: u64) -> Decision {
        let mut unlimited = Budget { left: u64::MAX, counts: NodeCounts::default() };
        self.decide_traced(board, seed, &mut unlimited)
    }

    /// [`Solver::decide`], but giving up once the search has visited
    /// `budget` nodes (the page's own decisions use it, so that no setting
    /// a reader can choose freezes the page).
    pub fn decide_within(&self, board: Board, seed: u64, budget: u64) -> Result<Decision, TooLarge> {
        let mut limit = Budget { left: budget, counts: NodeCounts::default() };
        let decision = self.decide_traced(board, seed, &mut limit);
        if limit.left == 0 {
            return Err(TooLarge { budget: budget as usize, counts: limit.counts });
        }
        Ok(decision)
    }

    /// [`Solver::decide`], reporting every node to `tracer` as it is visited.
    pub fn decide_traced<T: Tracer>(&self, board: Board, seed: u64, tracer: &mut T) -> Decision {
        let depth = self.depth_for(board);
        let mut search = Search::new(self, seed, tracer);
        let mut values = [None; 4];
        let (_, direction) = search.max_node(board, Edge::Root, depth, Some(&mut values));
        if let Some(memo) = search.memo {
            Memo::release(memo);
        }
        Decision { direction, values, depth, nodes: search.nodes }
    }
}

/// Counts the nodes a search visits and stops it at a budget. It need not
/// see every node, so the memo still spares it repeated subtrees, and
/// nodes pruned next to the leaves count as visited (see [`Tracer::pruned`]).
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

    #[inline(always)]
    fn pruned(&mut self, counts: NodeCounts) {
        self.counts.add(&counts);
        self.left = self.left.saturating_sub(counts.total());
    }
}

/// The state of one decision's search.
struct Search<'s, T: Tracer> {
    solver: &'s Solver,
    moves: MoveTables,
    rng: SeededRng,
    tracer: &'s mut T,
    nodes: NodeCounts,
    two_chance: f64,
    four_chance: f64,
    fold: Fold,
    /// Random numbers drawn so far: a subtree that draws none is a pure
    /// function of its board, which is what the memo may store.
    draws: u32,
    /// Chance nodes already valued in this decision (`None` when the tracer
    /// must see every node).
    memo: Option<Box<Memo>>,
    /// Whether the heuristic's scores have the bounds that let max nodes
    /// next to the leaves skip children that cannot beat the best one (see
    /// [`Search::max_over_leaves`]); they never do when the tracer must see
    /// every node.
    prunes: bool,
}

/// The cells of `mask`, in board order, as a list (the places past its
/// count hold nothing meaningful): each byte of the mask is looked up in a
/// table of the cells it holds.
#[inline(always)]
fn cells_of(mask: u16) -> [u8; 16] {
    /// For each byte, its set bits' positions, one per byte, lowest first.
    const CELLS_OF_BYTE: [u64; 256] = {
        let mut table = [0u64; 256];
        let mut byte = 0;
        while byte < 256 {
            let (mut cells, mut count, mut bit) = (0u64, 0, 0);
            while bit < 8 {
                if byte >> bit & 1 == 1 {
                    cells |= (bit as u64) << (8 * count);
                    count += 1;
                }
                bit += 1;
            }
            table[byte] = cells;
            byte += 1;
        }
        table
    };
    // The high byte's cells are 8 on, and follow the low byte's.
    let low = CELLS_OF_BYTE[usize::from(mask & 0xFF)];
    let high = CELLS_OF_BYTE[usize::from(mask >> 8)] + 0x0808_0808_0808_0808;
    let split = (mask & 0xFF).count_ones();
    let mut cells = [0u8; 24];
    cells[..8].copy_from_slice(&low.to_le_bytes());
    cells[split as usize..split as usize + 8].copy_from_slice(&high.to_le_bytes());
    let mut list = [0u8; 16];
    list.copy_from_slice(&cells[..16]);
    list
}

/// The chance rule's fold (see [`Fold`]) over the cells of `$sampled`: under
/// the mean, Σ p(2)·V(2) + p(4)·V(4), where `$value`
/// is V of the spawn of `$exponent` on `$cell` along `$edge`, searched by
/// `$search` (a spawn that cannot happen carries no weight and costs no
/// search). A macro, not a function taking a closure: written that way,
/// the compiler built its two users 2.5% slower.
macro_rules! sum_over_spawns {
    ($self:ident, $sampled:expr, |$search:ident, $cell:ident, $exponent:ident, $edge:ident| $value:expr) => {{
        let mut sum = $self.fold.start();
        let mut rest = $sampled;
        while rest != 0 {
            let $cell = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let subtree = |$search: &mut Self, $exponent: u8, probability: f64| {
                if probability == 0.0 {
                    return 0.0;
                }
                let $edge = Edge::Spawn { cell: $cell, exponent: $exponent, probability };
                $value
            };
            let two = subtree($self, 1, $self.two_chance);
            let four = subtree($self, 2, $self.four_chance);
            sum = $self.fold.add(sum, two, four);
        }
        sum
    }};
}

/// The shortcuts next to the leaves (declared after the macro they use).
mod shortcuts;

impl<'s, T: Tracer> Search<'s, T> {
    /// A search by `solver`, its sampling drawn from `seed`.
    fn new(solver: &'s Solver, seed: u64, tracer: &'s mut T) -> Search<'s, T> {
        let four = solver.config.four_chance;
        Search {
            solver,
            moves: move_tables(),
            rng: SeededRng::new(seed),
            tracer,
            nodes: NodeCounts::default(),
            two_chance: 1.0 - four,
            four_chance: four,
            fold: Fold::new(solver.config.chance_rule, four),
            draws: 0,
            memo: (!T::SEES_EVERY_NODE).then(Memo::take),
            prunes: solver.heuristic.prunes(),
        }
    }

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
            best_value = self.stuck(board);
        }
        self.tracer.max_end(best_value, best_direction);
        (best_value, best_direction)
    }

    /// The value of a max node with no legal move: its board's score.
    fn stuck(&mut self, board: Board) -> f64 {
        let breakdown = self.solver.heuristic.breakdown(board);
        let value = breakdown.total(self.solver.heuristic.weights());
        self.tracer.stuck(breakdown, value);
        value
    }

    /// A max node below the root, where only its value counts. Next to
    /// the leaves, it may skip children that cannot beat the best one.
    #[inline]
    fn inner_max_node(&mut self, board: Board, edge: Edge, layers: u8) -> f64 {
        // The tracer's constant first: a tracer that sees every node never
        // prunes, and its search is built without the pruning code.
        match layers {
            1 if !T::SEES_EVERY_NODE && self.prunes => self.max_over_leaves(board, edge),
            2 if !T::SEES_EVERY_NODE && self.prunes => self.max_over_spawn_leaves(board, edge),
            _ => self.max_node(board, edge, layers, None).0,
        }
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
            let base = self.solver.heuristic.spawn_base(board, transposed);
            self.spawn_leaves(&base, sampled)
        } else if layers == 2
            && SIBLINGS
            && !T::SEES_EVERY_NODE
            && self.prunes
            && self.solver.heuristic.shares_by_line()
        {
            self.spawn_max_over_leaves(board, transposed, sampled)
        } else {
            self.spawn_subtrees(board, sampled, layers)
        };
        // A legal move always leaves an empty cell, so `sampled` is never
        // empty here; the guard keeps a hand-made board from dividing by 0.
        let value = if sampled == 0 { self.solver.heuristic.score(board) } else { self.fold.finish(sum, sampled) };
        self.tracer.chance_end(value);
        value
    }

    /// The fold over the sampled cells (under the mean, Σ p(2)·V(2) +
    /// p(4)·V(4)), where each spawn leads to a max node with `layers − 1` layers to go.
    fn spawn_subtrees(&mut self, board: Board, sampled: u16, layers: u8) -> f64 {
        sum_over_spawns!(self, sampled, |search, cell, exponent, edge| {
            search.inner_max_node(board.with_exponent(usize::from(cell), exponent), edge, layers - 1)
        })
    }

    /// The same fold when every spawn is a leaf: each is scored from this
    /// board's terms and what the one new tile changes.
    ///
    /// Inlined where the build optimises for speed, like
    /// [`SeededRng::below`]: V8 spills its caller's registers around the
    /// call (the page's size-optimised build keeps it a call).
    ///
    /// The rule is settled once per node, not per cell: the leaves' loop is
    /// built once for each rule (asking at every cell made the article's
    /// benchmark 6% slower).
    #[cfg_attr(optimised_for_speed, inline(always))]
    #[cfg_attr(not(optimised_for_speed), inline)]
    fn spawn_leaves(&mut self, base: &SpawnBase, sampled: u16) -> f64 {
        match self.fold.rule {
            ChanceRule::Mean => self.spawn_leaves_by::<MeanRule>(base, sampled),
            ChanceRule::Worst => self.spawn_leaves_by::<WorstRule>(base, sampled),
        }
    }

    /// [`Search::spawn_leaves`] under the rule `R`.
    #[cfg_attr(optimised_for_speed, inline(always))]
    #[cfg_attr(not(optimised_for_speed), inline)]
    fn spawn_leaves_by<R: RuleOf>(&mut self, base: &SpawnBase, sampled: u16) -> f64 {
        let heuristic = &self.solver.heuristic;
        let board = base.board();
        let (two_chance, four_chance, fold) = (self.two_chance, self.four_chance, Fold { rule: R::RULE, ..self.fold });
        let mut sum = fold.start();
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
            let [two, four] = heuristic.after_spawn(base, cell);
            let two = leaf(1, two_chance, two);
            let four = leaf(2, four_chance, four);
            sum = fold.add(sum, two, four);
        }
        self.nodes.leaves += leaves;
        sum
    }

    /// The count of `empty` and the sample cap, when the cap is below it
    /// (`None` when every empty cell is expanded).
    #[inline(always)]
    fn capped(&self, empty: u16) -> Option<(u32, u32)> {
        let count = empty.count_ones();
        match self.solver.config.sample_cap {
            Some(cap) if count > cap => Some((count, cap)),
            _ => None,
        }
    }

    /// How many cells [`Search::sample`] expands, making the same draws
    /// but not listing the cells.
    #[inline]
    fn draw_sample(&mut self, empty: u16) -> u32 {
        let Some((count, cap)) = self.capped(empty) else { return empty.count_ones() };
        self.draws += cap;
        for i in 0..cap {
            self.rng.below(count - i);
        }
        cap
    }

    /// The cells a chance node expands: all of `empty`, or `sample_cap` of
    /// them drawn uniformly without replacement (a partial Fisher–Yates
    /// shuffle), returned as a mask so they are visited in board order.
    #[inline]
    fn sample(&mut self, empty: u16) -> u16 {
        let Some((count, cap)) = self.capped(empty) else { return empty };
        let mut cells = cells_of(empty);
        self.draws += cap;
        let mut sampled = 0u16;
        for i in 0..cap as usize {
            // Swap the drawn cell into place i; place i is never read again,
            // so only the drawn cell's place needs the swap's other half.
            let j = i + self.rng.below(count - i as u32) as usize;
            sampled |= 1 << cells[j];
            cells[j] = cells[i];
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

#[cfg(test)]
mod tests {
    use super::super::fold::cell_term;
    use super::super::trace::NoTrace;
    use super::shortcuts::mean_ceiling;
    use super::*;
    use proptest::prelude::*;

    /// The mean of `leaves` (a spawn of 2 and of 4 per cell) as a chance
    /// node computes it.
    fn chance_mean(four_chance: f64, leaves: &[(f64, f64)]) -> f64 {
        let two_chance = 1.0 - four_chance;
        let leaf = |probability: f64, value: f64| if probability == 0.0 { 0.0 } else { value };
        let mut sum = 0.0;
        for &(two, four) in leaves {
            sum += cell_term(two_chance, leaf(two_chance, two), four_chance, leaf(four_chance, four));
        }
        sum / leaves.len() as f64
    }

    proptest! {
        /// What [`cannot_beat`] rests on: leaves at or below a
        /// bound never give a chance node a value above [`mean_ceiling`]
        /// of the bound (whole scores up to 2^53, any spawn odds, up to 16
        /// cells).
        #[test]
        fn a_mean_of_leaves_below_a_bound_is_below_its_ceiling(
            bound in prop_oneof![-(1i64 << 53)..=(1i64 << 53), Just(1i64 << 53), Just(-(1i64 << 53)), -5i64..5],
            four_chance in prop_oneof![Just(0.0), Just(0.1), Just(0.5), Just(1.0), 0.0..=1.0f64],
            shortfalls in prop::collection::vec((0u64..=(1 << 54), 0u64..=64), 1..=16),
            at_the_bound in any::<bool>(),
        ) {
            let below = |shortfall: u64| {
                if at_the_bound { bound as f64 } else { bound.saturating_sub(shortfall as i64).max(-(1 << 53)) as f64 }
            };
            let leaves: Vec<(f64, f64)> = shortfalls.iter().map(|&(two, four)| (below(two), below(four))).collect();
            prop_assert!(chance_mean(four_chance, &leaves) <= mean_ceiling(bound as f64));
        }
    }

    /// A pruned child's draws without its cells leave the stream where the
    /// sample itself does, and count the same cells, cap or no cap.
    #[test]
    fn drawing_a_sample_advances_the_stream_as_sampling_does() {
        let mut masks = SeededRng::new(9);
        for cap in [Some(1), Some(3), Some(6), Some(15), None] {
            let solver = Solver::new(SolverConfig { sample_cap: cap, ..SolverConfig::article() }).unwrap();
            let (mut one, mut other) = (NoTrace, NoTrace);
            let (mut listed, mut drawn) = (Search::new(&solver, 4, &mut one), Search::new(&solver, 4, &mut other));
            for _ in 0..2000 {
                let empty = 1 + masks.below(u32::from(u16::MAX)) as u16;
                let sampled = listed.sample(empty);
                assert_eq!(drawn.draw_sample(empty), sampled.count_ones(), "{empty:#x} under {cap:?}");
                assert_eq!((&drawn.rng, drawn.draws), (&listed.rng, listed.draws), "{empty:#x} under {cap:?}");
            }
            assert!(cap.is_none_or(|cap| cap > 8) || listed.draws > 0, "capped samples draw");
        }
    }

    /// At the largest bounds and the most cells, every leaf at the bound.
    #[test]
    fn the_ceiling_holds_at_the_extremes() {
        for bound in [1i64 << 53, -(1i64 << 53), (1 << 53) - 1, -((1 << 53) - 1), 3, -3, 0] {
            for four_chance in [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0, f64::EPSILON, 1.0 - f64::EPSILON] {
                for cells in 1..=16 {
                    let leaves = vec![(bound as f64, bound as f64); cells];
                    assert!(
                        chance_mean(four_chance, &leaves) <= mean_ceiling(bound as f64),
                        "{bound} {four_chance} {cells}"
                    );
                }
            }
        }
    }
}
