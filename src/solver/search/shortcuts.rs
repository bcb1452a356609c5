//! The shortcuts next to the leaves, which spare work without changing a
//! single value, count or random draw, and only when the tracer need not
//! see every node. Where the weights allow it (`Heuristic::prunes`), the
//! children of a max node that provably cannot beat its best child are
//! skipped ([`Search::max_over_leaves`], [`Search::max_over_spawn_leaves`]);
//! and, there too, the moves of a chance node's spawned children are made
//! from the chance node's own, line by line (`siblings.rs`: under the
//! article's snake, and not in the page's size-optimised build, see
//! `SIBLINGS`). Max nodes next to the leaves also try their moves in one
//! fixed order, whatever the configuration's, which changes nothing there
//! and lets each move be built for its direction ([`Search::max_over`]).
//! (The memo, `memo.rs`, is the third shortcut, used all through the search.)

use super::Search;
use crate::game::{slide_all, Board, Direction, Slid};
use crate::solver::decision::NodeCounts;
use crate::solver::heuristic::bounds::Unrough;
use crate::solver::leaf_moves::{LeafMoves, PlainMoves};
use crate::solver::siblings::Siblings;
use crate::solver::trace::{Edge, Tracer};
use crate::solver::Solver;

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
pub(super) fn mean_ceiling(bound: f64) -> f64 {
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
    pub(super) fn max_over_leaves(&mut self, board: Board, edge: Edge) -> f64 {
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
    pub(super) fn max_over<M: LeafMoves>(&mut self, board: Board, edge: Edge, moves: &M) -> f64 {
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
    pub(super) fn max_over_spawn_leaves(&mut self, board: Board, edge: Edge) -> f64 {
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
    pub(super) fn stuck_end(&mut self, board: Board) -> f64 {
        let value = self.stuck(board);
        self.tracer.max_end(value, None);
        value
    }

    /// The leaves a chance node over leaves has: one per sampled cell and
    /// spawn that can happen.
    #[inline]
    pub(super) fn spawn_leaf_count(&self, cells: u32) -> u64 {
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
    pub(super) fn sample_unless_beaten(&mut self, unrough: Unrough, empty: u16, best: Option<f64>) -> Result<u16, u32> {
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

    /// [`Search::spawn_subtrees`] when each spawn leads to a max node over
    /// leaves ([`Search::max_over_leaves`]), every child's moves made from
    /// this board's, line by line (see [`Siblings`]).
    pub(super) fn spawn_max_over_leaves(&mut self, board: Board, transposed: Board, sampled: u16) -> f64 {
        let solver: &'s Solver = self.solver;
        let heuristic = &solver.heuristic;
        let moves = self.moves;
        let siblings = Siblings::new(moves, heuristic, board, transposed);
        sum_over_spawns!(self, sampled, |search, cell, exponent, edge| {
            let child = siblings.child(moves, heuristic, cell, exponent);
            search.max_over(child.board, edge, &child)
        })
    }
}
