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
//! Three shortcuts spare work without changing a single value, count or
//! random draw, and only when the tracer need not see every node: the memo
//! (`memo.rs`) of chance nodes already valued; next to the leaves, where
//! the weights allow it ([`Heuristic::prunes`]), skipping the children of a
//! max node that provably cannot beat its best child
//! ([`Search::max_over_leaves`], [`Search::max_over_spawn_leaves`]); and,
//! there too, making the moves of a chance node's spawned children from
//! the chance node's own, line by line (`siblings.rs`: under the article's
//! snake, and not in the page's size-optimised build, see [`SIBLINGS`]).
//! Measured with callgrind on `lookahead bench --games 4 --seed 5`, the
//! second takes a tenth of the instructions off the search; on games 1–4
//! of seed 1, the third 3.4%. Max nodes next to the leaves also try their
//! moves in one fixed order, whatever the configuration's, which changes
//! nothing there and lets each move be built for its direction
//! ([`Search::max_over`]).

use super::config::{ChanceRule, ConfigError, SolverConfig, ValidConfig};
use super::decision::{Decision, NodeCounts};
use super::heuristic::bounds::Unrough;
use super::heuristic::{Heuristic, ScoreBreakdown, SpawnBase, Terms};
use super::leaf_moves::{LeafMoves, PlainMoves};
use super::memo::Memo;
use super::siblings::Siblings;
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
        let n = |count: u64| crate::numbers::number(count as f64);
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

/// One sampled cell's share of a chance node's sum: `p(2)·V(2) + p(4)·V(4)`
/// (a spawn that cannot happen has value 0 and weight 0).
#[inline(always)]
fn cell_term(two_chance: f64, two: f64, four_chance: f64, four: f64) -> f64 {
    two_chance * two + four_chance * four
}

/// How a chance node folds its spawns' values into its own, by the
/// configuration's [`ChanceRule`]: under the mean, a sum of each cell's
/// `p(2)·V(2) + p(4)·V(4)` divided by the cells at the end (the article's
/// arithmetic, in its order); under the worst case, the lowest value of a
/// spawn that can happen. Every chance node of the search, whether its
/// children are leaves or subtrees, pruned or not, folds through this.
#[derive(Clone, Copy)]
struct Fold {
    rule: ChanceRule,
    two_chance: f64,
    four_chance: f64,
}

impl Fold {
    fn new(rule: ChanceRule, four_chance: f64) -> Fold {
        Fold { rule, two_chance: 1.0 - four_chance, four_chance }
    }

    #[inline(always)]
    fn start(self) -> f64 {
        match self.rule {
            ChanceRule::Mean => 0.0,
            ChanceRule::Worst => f64::INFINITY,
        }
    }

    /// `so_far` with one cell's two spawns added (a spawn that cannot
    /// happen has value 0 and is left out).
    #[inline(always)]
    fn add(self, so_far: f64, two: f64, four: f64) -> f64 {
        match self.rule {
            ChanceRule::Mean => so_far + cell_term(self.two_chance, two, self.four_chance, four),
            ChanceRule::Worst => {
                let two = if self.two_chance == 0.0 { f64::INFINITY } else { two };
                let four = if self.four_chance == 0.0 { f64::INFINITY } else { four };
                so_far.min(two).min(four)
            }
        }
    }

    /// The node's value from its fold over `cells` cells (at least one).
    #[inline(always)]
    fn finish(self, folded: f64, cells: u16) -> f64 {
        match self.rule {
            ChanceRule::Mean => folded / f64::from(cells.count_ones()),
            ChanceRule::Worst => folded,
        }
    }
}

/// A [`ChanceRule`] fixed when the code is compiled, for a loop built once
/// per rule.
trait RuleOf {
    const RULE: ChanceRule;
}

/// [`ChanceRule::Mean`], as a type.
struct MeanRule;

impl RuleOf for MeanRule {
    const RULE: ChanceRule = ChanceRule::Mean;
}

/// [`ChanceRule::Worst`], as a type.
struct WorstRule;

impl RuleOf for WorstRule {
    const RULE: ChanceRule = ChanceRule::Worst;
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

/// A number no chance node over leaves can exceed when each of its leaves
/// scores at most `bound` (a whole number, |bound| ≤ 2^53, as whole weights
/// make every score): `bound` plus 2^-48 of its size.
///
/// Why. The node's value is the mean of [`cell_term`]s, and every step of
/// that arithmetic (a product with a probability, a sum, the division)
/// rounds a larger exact result to a result at least as large: so the
/// value is at most the same mean with every leaf at the bound. That mean
/// takes at most 19 roundings of relative size u = 2^-53 each (2 products,
/// a sum, at most 15 more sums over 16 cells, the division), and the two
/// odds add up to within u/2 of 1; so it is at most `bound + 19u·|bound|`,
/// whatever the bound's sign. Computing `bound + 2^-48·|bound|` (2^-48 is
/// 32u) rounds once more, by at most u·|bound|, and stays above that.
#[inline(always)]
fn mean_ceiling(bound: f64) -> f64 {
    bound + bound.abs() * (1.0 / (1u64 << 48) as f64)
}

/// Whether a chance node over leaves, each of its `cells`' leaves scoring
/// at most `bound` (a whole number, |bound| ≤ 2^53), cannot beat `best`;
/// see [`mean_ceiling`]. Under the worst-case rule the node's value is one
/// of its leaves, at most `bound` exactly, so the same test holds.
#[inline(always)]
fn cannot_beat(bound: i64, cells: u16, best: f64) -> bool {
    cells != 0 && mean_ceiling(bound as f64) <= best
}

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
            fold: Fold::new(solver.config.chance, four),
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

    /// A max node whose children are leaves, valued without finishing the
    /// scores that cannot beat the best.
    ///
    /// A child's score without its roughness bounds its score from above
    /// ([`Unrough`]): a child whose bound is no more than the best score so
    /// far cannot raise the node's value, so its roughness is never looked
    /// up. The value, the largest child score, is the plain search's to the
    /// bit (scores are whole numbers here, compared exactly), and the leaves
    /// skipped are counted all the same. Which direction wins a tie is not
    /// settled: this node is never the root.
    fn max_over_leaves(&mut self, board: Board, edge: Edge) -> f64 {
        let solver: &'s Solver = self.solver;
        self.max_over(board, edge, &PlainMoves::new(self.moves, &solver.heuristic, board))
    }

    /// [`Search::max_over_leaves`], the children made by `moves`.
    ///
    /// The directions are tried in one fixed order, [`Direction::ALL`],
    /// whatever the configuration's: here the order changes nothing the
    /// search gives. This node is never the root, and below it nothing is
    /// drawn; its value is the largest of its children's scores (whole
    /// numbers, compared exactly), and every legal child is a leaf counted
    /// whether it is scored or skipped. The order decides only which
    /// children are skipped. Fixed, each direction can be a constant where
    /// it is used ([`LeafMoves::BY_DIRECTION`]), so a spawned child's
    /// table, orientation and redone line are settled when the code is
    /// built, not looked up and chosen at every child: 9% fewer
    /// instructions per decision natively, 10% in the page's worker
    /// (callgrind, the 5,751 positions of games 0–4 of seed 1).
    #[inline(always)]
    fn max_over<M: LeafMoves>(&mut self, board: Board, edge: Edge, moves: &M) -> f64 {
        debug_assert!(!T::SEES_EVERY_NODE, "a tracer that sees every node sees them in the configured order");
        if self.tracer.should_stop() {
            return 0.0;
        }
        self.nodes.max += 1;
        self.tracer.max_begin(board, edge);
        let (mut best, mut best_direction) = (0, None);
        // One direction's child: a macro, so that each use is built with
        // its direction constant (a loop over an array, even a constant
        // one, is not unrolled, and a closure is not always inlined).
        macro_rules! try_direction {
            ($direction:expr) => {
                'child: {
                    let direction = $direction;
                    let Some(moved) = moves.moved(direction) else {
                        self.tracer.illegal(direction);
                        break 'child;
                    };
                    self.nodes.leaves += 1;
                    if best_direction.is_some() && moves.bound(&moved) <= best {
                        self.tracer.pruned(NodeCounts { leaves: 1, ..NodeCounts::default() });
                        break 'child;
                    }
                    let (score, terms, child) = moves.score(&moved);
                    self.tracer.leaf(child, Edge::Move { direction }, terms.breakdown(), score as f64);
                    if best_direction.is_none() || score > best {
                        (best, best_direction) = (score, Some(direction));
                    }
                }
            };
        }
        if M::BY_DIRECTION {
            let [first, second, third, fourth] = Direction::ALL;
            try_direction!(first);
            try_direction!(second);
            try_direction!(third);
            try_direction!(fourth);
        } else {
            for direction in Direction::ALL {
                try_direction!(direction);
            }
        }
        if best_direction.is_none() {
            return self.stuck_end(board);
        }
        let value = best as f64;
        self.tracer.max_end(value, best_direction);
        value
    }

    /// A max node whose children are chance nodes over leaves, valued
    /// without scoring the leaves of a child that cannot beat the best.
    ///
    /// Every child draws its sample as in the plain search, so the random
    /// draws are the same. Then, once some child has a value, a child whose
    /// leaves' bound cannot lift its mean above the best so far (see
    /// [`Search::sample_unless_beaten`]) is counted, with its leaves, but
    /// not scored. The value is the plain search's to the bit.
    fn max_over_spawn_leaves(&mut self, board: Board, edge: Edge) -> f64 {
        if self.tracer.should_stop() {
            return 0.0;
        }
        self.nodes.max += 1;
        self.tracer.max_begin(board, edge);
        let children = slide_all(self.moves, board);
        let (mut best, mut best_direction) = (0.0, None);
        for direction in self.solver.config.move_order {
            let Slid { board: child, transposed } = children[direction.index()];
            if child == board {
                self.tracer.illegal(direction);
                continue;
            }
            let value = if let Some((value, counts)) = self.memo.as_ref().and_then(|memo| memo.get(child, 1)) {
                self.nodes.add(&counts);
                value
            } else {
                self.nodes.chance += 1;
                let draws = self.draws;
                let empty = child.empty_mask();
                let heuristic = &self.solver.heuristic;
                let unrough = heuristic.unrough(child);
                let sampled = match self.sample_unless_beaten(unrough, empty, best_direction.map(|_| best)) {
                    Ok(sampled) => sampled,
                    Err(cells) => {
                        let leaves = self.spawn_leaf_count(cells);
                        self.nodes.leaves += leaves;
                        self.tracer.pruned(NodeCounts { chance: 1, leaves, ..NodeCounts::default() });
                        continue;
                    }
                };
                let edge = Edge::Move { direction };
                self.tracer.chance_begin(child, edge, empty, sampled);
                let leaves = self.nodes.leaves;
                let value = if sampled == 0 {
                    heuristic.score(child)
                } else {
                    let base = heuristic.spawn_base_from(unrough, child, transposed);
                    self.fold.finish(self.spawn_leaves(&base, sampled), sampled)
                };
                self.tracer.chance_end(value);
                if let (Some(memo), true) = (&mut self.memo, self.draws == draws) {
                    let counts = NodeCounts { chance: 1, leaves: self.nodes.leaves - leaves, ..NodeCounts::default() };
                    memo.put(child, 1, value, counts);
                }
                value
            };
            if best_direction.is_none() || value > best {
                (best, best_direction) = (value, Some(direction));
            }
        }
        if best_direction.is_none() {
            return self.stuck_end(board);
        }
        self.tracer.max_end(best, best_direction);
        best
    }

    /// Ends a max node with no legal move (see [`Search::stuck`]).
    fn stuck_end(&mut self, board: Board) -> f64 {
        let value = self.stuck(board);
        self.tracer.max_end(value, None);
        value
    }

    /// The leaves a chance node over leaves has: one per sampled cell and
    /// spawn that can happen.
    #[inline]
    fn spawn_leaf_count(&self, cells: u32) -> u64 {
        let spawns = u64::from(self.two_chance != 0.0) + u64::from(self.four_chance != 0.0);
        u64::from(cells) * spawns
    }

    /// The cells a chance node over leaves expands (see [`Search::sample`]),
    /// or, when its leaves cannot beat `best` (the board `unrough` was taken
    /// of, spawns on `empty`), how many cells it samples.
    ///
    /// The bound is tried first over every empty cell: a child beaten even
    /// where a spawn adds the most is beaten wherever its sample lands, so
    /// its draws are made (the stream must advance as the plain search's
    /// does) but its cells are never listed. Most pruned children go this
    /// way; the rest are tried again over the cells sampled.
    #[inline]
    fn sample_unless_beaten(&mut self, unrough: Unrough, empty: u16, best: Option<f64>) -> Result<u16, u32> {
        let heuristic = &self.solver.heuristic;
        let beaten =
            |cells: u16| best.is_some_and(|best| cannot_beat(heuristic.spawn_bound(unrough, cells), cells, best));
        if beaten(empty) {
            return Err(self.draw_sample(empty));
        }
        let sampled = self.sample(empty);
        // Only a sample short of every empty cell can have a lower bound.
        if sampled != empty && beaten(sampled) {
            return Err(sampled.count_ones());
        }
        Ok(sampled)
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

    /// [`Search::spawn_subtrees`] when each spawn leads to a max node over
    /// leaves ([`Search::max_over_leaves`]), every child's moves made from
    /// this board's, line by line (see [`Siblings`]).
    fn spawn_max_over_leaves(&mut self, board: Board, transposed: Board, sampled: u16) -> f64 {
        let solver: &'s Solver = self.solver;
        let heuristic = &solver.heuristic;
        let moves = self.moves;
        let siblings = Siblings::new(moves, heuristic, board, transposed);
        sum_over_spawns!(self, sampled, |search, cell, exponent, edge| {
            let child = siblings.child(moves, heuristic, cell, exponent);
            search.max_over(child.board, edge, &child)
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
    use super::super::trace::NoTrace;
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
