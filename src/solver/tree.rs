//! [`SearchTree`]: one decision's whole search, recorded node by node.
//!
//! [`SearchTree::record`] runs the solver's own search with a recorder as
//! its tracer, so the tree is exactly the search the hint and the benchmark
//! run (a test checks the recorded decision against the plain one, bit for
//! bit). Nodes sit in an arena in the order the search entered them: a
//! node's index is its visit order, and its parent always comes first.
//!
//! The arena is packed, 40 bytes a node: the edge that led to a node fits
//! in a byte, children are linked first-child/next-sibling, and a leaf's
//! three heuristic terms are recomputed from its board when asked for (they
//! are a pure function of it). A recording has a node budget, so no setting
//! can make the page record without end.
//!
//! Its file, and how a file is checked, are in `tree_file`.

use super::config::{ChanceRule, SolverConfig};
use super::decision::{Decision, NodeCounts};
use super::heuristic::{Heuristic, ScoreBreakdown};
use super::search::{Solver, TooLarge};
use super::trace::{Edge, Tracer};
use crate::game::{Board, Direction};
use serde::{Deserialize, Serialize};

/// The kind of a node in the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NodeKind {
    /// The player's turn: the best of the legal moves (the root is one).
    Max,
    /// A tile spawns: the mean over the sampled cells.
    Chance,
    /// The depth ran out: the heuristic's score.
    Leaf,
}

/// One node of a recorded search, unpacked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TreeNode {
    pub kind: NodeKind,
    pub board: Board,
    /// What led here from the parent.
    pub edge: Edge,
    /// 1 for the root, growing by one per layer.
    pub layer: u8,
    pub parent: Option<u32>,
    pub value: f64,
    /// Max nodes: the direction that won.
    pub best: Option<Direction>,
    /// Max nodes: bit `d.index()` set for each direction that does not
    /// change the board.
    pub illegal: u8,
    /// Chance nodes: bit i set for each empty cell i.
    pub empty: u16,
    /// Chance nodes: bit i set for each cell the search expanded.
    pub sampled: u16,
}

impl TreeNode {
    /// The directions that do not change the board, in the article's order.
    pub fn illegal_directions(&self) -> impl Iterator<Item = Direction> + '_ {
        Direction::ALL.into_iter().filter(|d| self.illegal & (1 << d.index()) != 0)
    }

    /// A max node below the root with no legal move, valued by the heuristic.
    pub fn is_stuck(&self) -> bool {
        self.kind == NodeKind::Max && self.illegal == 0b1111
    }
}

/// "No node": the parent of the root, the child of a leaf.
const NONE: u32 = u32::MAX;

/// A node as the arena keeps it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Packed {
    board: u64,
    value: f64,
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    empty: u16,
    sampled: u16,
    /// Bits 0–1: 0 root, 1 move, 2 spawn. A move: bits 2–3 its direction.
    /// A spawn: bits 2–5 its cell, bit 6 set for a 4.
    edge: u8,
    layer: u8,
    /// Bits 0–1 the kind (0 max, 1 chance, 2 leaf); bits 2–4 the best
    /// direction's index plus one (0: none).
    kind: u8,
    illegal: u8,
}

impl Packed {
    fn pack_edge(edge: Edge) -> u8 {
        match edge {
            Edge::Root => 0,
            Edge::Move { direction } => 1 | (direction.index() as u8) << 2,
            Edge::Spawn { cell, exponent, .. } => 2 | (cell & 0xF) << 2 | u8::from(exponent == 2) << 6,
        }
    }
}

/// The most nodes a recording keeps, 16 MB of arena: the `deeper` search of
/// a late position is about 12,000; settings that ask for far more are
/// refused with the counts so far instead of freezing the page.
pub const MOST_NODES: usize = 400_000;
/// One decision's search: the question, the answer and every node.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchTree {
    board: Board,
    seed: u64,
    config: SolverConfig,
    decision: Decision,
    nodes: Vec<Packed>,
}

impl SearchTree {
    /// Runs `solver` on `board` and records every node it visits, up to
    /// [`MOST_NODES`].
    pub fn record(solver: &Solver, board: Board, seed: u64) -> Result<SearchTree, TooLarge> {
        SearchTree::record_within(solver, board, seed, MOST_NODES)
    }

    /// [`SearchTree::record`] with a node budget of your own.
    pub fn record_within(solver: &Solver, board: Board, seed: u64, budget: usize) -> Result<SearchTree, TooLarge> {
        let mut recorder = Recorder {
            nodes: Vec::with_capacity(budget.min(8192)),
            open: Vec::with_capacity(16),
            budget,
            counts: NodeCounts::default(),
        };
        let decision = solver.decide_traced(board, seed, &mut recorder);
        if recorder.nodes.len() > budget {
            return Err(TooLarge { budget, counts: recorder.counts });
        }
        Ok(SearchTree { board, seed, config: solver.config().clone(), decision, nodes: recorder.nodes })
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn config(&self) -> &SolverConfig {
        &self.config
    }

    pub fn decision(&self) -> &Decision {
        &self.decision
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Bytes the arena holds per node.
    pub const BYTES_PER_NODE: usize = std::mem::size_of::<Packed>();

    pub fn root(&self) -> TreeNode {
        self.node(0)
    }

    /// Node `index`, unpacked. Panics on an index the tree does not have.
    pub fn node(&self, index: u32) -> TreeNode {
        let p = &self.nodes[index as usize];
        let kind = match p.kind & 3 {
            0 => NodeKind::Max,
            1 => NodeKind::Chance,
            _ => NodeKind::Leaf,
        };
        let best = match p.kind >> 2 & 7 {
            0 => None,
            d => Some(Direction::ALL[usize::from(d - 1)]),
        };
        let edge = match p.edge & 3 {
            0 => Edge::Root,
            1 => Edge::Move { direction: Direction::ALL[usize::from(p.edge >> 2 & 3)] },
            _ => {
                let exponent = 1 + (p.edge >> 6 & 1);
                let four = self.config.four_chance;
                let probability = if exponent == 2 { four } else { 1.0 - four };
                Edge::Spawn { cell: p.edge >> 2 & 0xF, exponent, probability }
            }
        };
        TreeNode {
            kind,
            board: Board::from_raw(p.board),
            edge,
            layer: p.layer,
            parent: (p.parent != NONE).then_some(p.parent),
            value: p.value,
            best,
            illegal: p.illegal,
            empty: p.empty,
            sampled: p.sampled,
        }
    }

    pub fn get(&self, index: u32) -> Option<TreeNode> {
        ((index as usize) < self.nodes.len()).then(|| self.node(index))
    }

    /// A node's children, in the order the search visited them.
    pub fn children(&self, index: u32) -> Children<'_> {
        Children { tree: self, next: self.nodes[index as usize].first_child }
    }

    pub fn child_count(&self, index: u32) -> usize {
        self.children(index).count()
    }

    pub fn has_children(&self, index: u32) -> bool {
        self.nodes[index as usize].first_child != NONE
    }

    /// The three heuristic terms of a leaf (or of a max node with no legal
    /// move), recomputed from its board: exactly what the search scored.
    pub fn breakdown(&self, index: u32) -> Option<ScoreBreakdown> {
        let node = self.node(index);
        (node.kind == NodeKind::Leaf || node.is_stuck())
            .then(|| Heuristic::new(self.config.weights, self.config.snake).breakdown(node.board))
    }

    /// The nodes from the root down to `index`, both included.
    pub fn path_to(&self, index: u32) -> Vec<u32> {
        let mut path = vec![index];
        while let Some(parent) = self.node(*path.last().unwrap_or(&0)).parent {
            path.push(parent);
        }
        path.reverse();
        path
    }

    /// The child of max node `index` that `direction` leads to, if the
    /// move is legal there.
    pub fn move_child(&self, index: u32, direction: Direction) -> Option<u32> {
        self.children(index).find(|&c| self.node(c).edge == Edge::Move { direction })
    }

    /// The line the search expects, from the root down: at a max node the
    /// move it chose; at a chance node a typical spawn, the 2 (the likelier
    /// tile) whose value is nearest the node's mean (under the worst-case
    /// rule, the spawn whose value the node took, the lowest).
    pub fn expected_line(&self) -> Vec<u32> {
        self.expected_line_from(0)
    }

    /// [`SearchTree::expected_line`] from node `start` down.
    pub fn expected_line_from(&self, start: u32) -> Vec<u32> {
        let mut line = vec![start];
        loop {
            let index = *line.last().unwrap_or(&0);
            let node = self.node(index);
            let next = match node.kind {
                NodeKind::Max => self.children(index).find(|&c| match self.node(c).edge {
                    Edge::Move { direction } => Some(direction) == node.best,
                    _ => false,
                }),
                NodeKind::Chance => match self.config.chance_rule {
                    ChanceRule::Worst => self.children(index).find(|&c| self.node(c).value == node.value),
                    ChanceRule::Mean => self
                        .children(index)
                        .filter(|&c| matches!(self.node(c).edge, Edge::Spawn { exponent: 1, .. }))
                        .min_by(|&a, &b| {
                            let gap = |i: u32| (self.node(i).value - node.value).abs();
                            gap(a).total_cmp(&gap(b))
                        }),
                },
                NodeKind::Leaf => None,
            };
            match next {
                Some(child) => line.push(child),
                None => return line,
            }
        }
    }

    /// A chance node's children grouped by cell, in visiting order: each
    /// sampled cell with its spawns (a 2, then a 4 unless a 4 cannot spawn).
    pub fn spawns_by_cell(&self, index: u32) -> Vec<(u8, Vec<u32>)> {
        let mut groups: Vec<(u8, Vec<u32>)> = Vec::new();
        for child in self.children(index) {
            let Edge::Spawn { cell, .. } = self.node(child).edge else { continue };
            match groups.last_mut() {
                Some((last, spawns)) if *last == cell => spawns.push(child),
                _ => groups.push((cell, vec![child])),
            }
        }
        groups
    }

    /// Among one cell's `spawns` (see [`SearchTree::spawns_by_cell`]), the
    /// tile of `exponent` (1: a 2, 2: a 4): its node and its probability.
    pub fn spawn_with(&self, spawns: &[u32], exponent: u8) -> Option<(u32, f64)> {
        spawns.iter().find_map(|&s| match self.node(s).edge {
            Edge::Spawn { exponent: e, probability, .. } if e == exponent => Some((s, probability)),
            _ => None,
        })
    }

    /// One cell's part of its chance node's mean, Σ p · V over its spawns,
    /// added in the search's order (so it is the search's number to the
    /// bit), or `None` while any spawn's value is unknown.
    pub fn cell_blend(&self, spawns: &[u32], value: impl Fn(u32) -> Option<f64>) -> Option<f64> {
        let mut blend: Option<f64> = None;
        for &spawn in spawns {
            let Edge::Spawn { probability, .. } = self.node(spawn).edge else { return None };
            let term = probability * value(spawn)?;
            blend = Some(blend.map_or(term, |sum| sum + term));
        }
        blend
    }

    /// One cell's part of its chance node's value as the node's rule takes
    /// it: its blend under the mean ([`SearchTree::cell_blend`]), its lower
    /// spawn under the worst case; `None` while any spawn's value is unknown.
    pub fn cell_part(&self, spawns: &[u32], value: impl Fn(u32) -> Option<f64>) -> Option<f64> {
        match self.config.chance_rule {
            ChanceRule::Mean => self.cell_blend(spawns, value),
            ChanceRule::Worst => spawns.iter().try_fold(f64::INFINITY, |low, &spawn| Some(low.min(value(spawn)?))),
        }
    }

    /// The column [`SearchTree::cell_part`] fills: "blend", or "lower".
    pub fn cell_part_name(&self) -> &'static str {
        match self.config.chance_rule {
            ChanceRule::Mean => "blend",
            ChanceRule::Worst => "lower",
        }
    }

    /// How many nodes sit at each layer (index 0 is layer 1, the root).
    pub fn nodes_per_layer(&self) -> Vec<usize> {
        let deepest = self.nodes.iter().map(|n| n.layer).max().unwrap_or(1);
        let mut counts = vec![0; usize::from(deepest)];
        for node in &self.nodes {
            counts[usize::from(node.layer) - 1] += 1;
        }
        counts
    }
}

/// The children of one node, in visiting order.
pub struct Children<'t> {
    tree: &'t SearchTree,
    next: u32,
}

impl Iterator for Children<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        (self.next != NONE).then(|| {
            let child = self.next;
            self.next = self.tree.nodes[child as usize].next_sibling;
            child
        })
    }
}

/// The tracer that builds a [`SearchTree`]'s arena, and stops the search
/// once it has more nodes than its budget.
struct Recorder {
    nodes: Vec<Packed>,
    /// The nodes entered and not yet left, with the last child each has so
    /// far (to link the next one).
    open: Vec<(u32, u32)>,
    budget: usize,
    counts: NodeCounts,
}

impl Recorder {
    fn push(&mut self, kind: u8, board: Board, edge: Edge) -> u32 {
        let index = self.nodes.len() as u32;
        let parent = match self.open.last_mut() {
            Some((parent, last_child)) => {
                if *last_child == NONE {
                    self.nodes[*parent as usize].first_child = index;
                } else {
                    self.nodes[*last_child as usize].next_sibling = index;
                }
                *last_child = index;
                *parent
            }
            None => NONE,
        };
        self.nodes.push(Packed {
            board: board.raw(),
            value: 0.0,
            parent,
            first_child: NONE,
            next_sibling: NONE,
            empty: 0,
            sampled: 0,
            edge: Packed::pack_edge(edge),
            layer: self.open.len() as u8 + 1,
            kind,
            illegal: 0,
        });
        index
    }

    fn current(&mut self) -> &mut Packed {
        let index = self.open.last().map_or(0, |(index, _)| *index);
        &mut self.nodes[index as usize]
    }

    fn close(&mut self, value: f64) -> &mut Packed {
        let index = self.open.pop().map_or(0, |(index, _)| index);
        let node = &mut self.nodes[index as usize];
        node.value = value;
        node
    }
}

impl Tracer for Recorder {
    #[inline]
    fn should_stop(&self) -> bool {
        self.nodes.len() > self.budget
    }

    fn max_begin(&mut self, board: Board, edge: Edge) {
        self.counts.max += 1;
        let index = self.push(0, board, edge);
        self.open.push((index, NONE));
    }

    fn illegal(&mut self, direction: Direction) {
        self.current().illegal |= 1 << direction.index();
    }

    fn max_end(&mut self, value: f64, best: Option<Direction>) {
        let node = self.close(value);
        node.kind |= best.map_or(0, |d| (d.index() as u8 + 1) << 2);
    }

    fn chance_begin(&mut self, board: Board, edge: Edge, empty: u16, sampled: u16) {
        self.counts.chance += 1;
        let index = self.push(1, board, edge);
        let node = &mut self.nodes[index as usize];
        node.empty = empty;
        node.sampled = sampled;
        self.open.push((index, NONE));
    }

    fn chance_end(&mut self, value: f64) {
        self.close(value);
    }

    fn leaf(&mut self, board: Board, edge: Edge, _breakdown: ScoreBreakdown, value: f64) {
        self.counts.leaves += 1;
        let index = self.push(2, board, edge) as usize;
        self.nodes[index].value = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_packs_into_forty_bytes() {
        assert!(SearchTree::BYTES_PER_NODE <= 40, "{} bytes", SearchTree::BYTES_PER_NODE);
    }

    #[test]
    fn edges_survive_packing() {
        let edges = Direction::ALL.map(|direction| Edge::Move { direction }).into_iter().chain(
            (0..16).flat_map(|cell| (1..=2).map(move |exponent| Edge::Spawn { cell, exponent, probability: 0.0 })),
        );
        for edge in edges {
            let packed = Packed::pack_edge(edge);
            let tree = SearchTree {
                board: Board::EMPTY,
                seed: 0,
                config: SolverConfig::article(),
                decision: Decision { direction: None, values: [None; 4], depth: 1, nodes: NodeCounts::default() },
                nodes: vec![Packed {
                    board: 0,
                    value: 0.0,
                    parent: NONE,
                    first_child: NONE,
                    next_sibling: NONE,
                    empty: 0,
                    sampled: 0,
                    edge: packed,
                    layer: 1,
                    kind: 0,
                    illegal: 0,
                }],
            };
            match (edge, tree.node(0).edge) {
                (Edge::Spawn { cell, exponent, .. }, Edge::Spawn { cell: c, exponent: e, probability }) => {
                    assert_eq!((cell, exponent), (c, e));
                    assert_eq!(probability, if e == 2 { 0.1 } else { 0.9 });
                }
                (expected, got) => assert_eq!(expected, got),
            }
        }
    }
}
