//! [`SearchTree`]: one decision's whole search, recorded node by node.
//!
//! [`SearchTree::record`] runs the solver's own search with a [`Recorder`]
//! as its tracer, so the tree is exactly the search the hint and the
//! benchmark run (a test checks the recorded decision against the plain one,
//! bit for bit). Nodes sit in an arena in the order the search entered them:
//! a node's index is its visit order, and its parent always comes first.
//!
//! The tree's JSON form (`lookahead tree --json`, the page's Export) reads
//! back through [`SearchTree::from_json`], which checks every index and
//! link, so a damaged file is refused with a reason instead of trusted.

use super::config::{SolverConfig, MAX_DEPTH};
use super::decision::Decision;
use super::heuristic::ScoreBreakdown;
use super::search::Solver;
use super::trace::{Edge, Tracer};
use crate::game::{Board, Direction};
use serde::{Deserialize, Serialize};
use std::fmt;

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

/// One node of a recorded search.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TreeNode {
    pub kind: NodeKind,
    pub board: Board,
    /// What led here from the parent.
    pub edge: Edge,
    /// 1 for the root, growing by one per layer.
    pub layer: u8,
    pub parent: Option<u32>,
    /// In the order the search visited them.
    pub children: Vec<u32>,
    pub value: f64,
    /// Max nodes: the direction that won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<Direction>,
    /// Max nodes: the directions that do not change the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub illegal: Vec<Direction>,
    /// Chance nodes: bit i set for each empty cell i.
    #[serde(default)]
    pub empty: u16,
    /// Chance nodes: bit i set for each cell the search expanded.
    #[serde(default)]
    pub sampled: u16,
    /// Leaves, and max nodes with no legal move: the heuristic's terms.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breakdown: Option<ScoreBreakdown>,
}

/// The tag a tree's JSON carries, so other JSON is recognised as such.
pub const TREE_FORMAT: &str = "lookahead-search-tree";
pub const TREE_VERSION: u32 = 1;

/// One decision's search: the question, the answer and every node.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchTree {
    pub format: String,
    pub version: u32,
    pub board: Board,
    pub seed: u64,
    pub config: SolverConfig,
    pub decision: Decision,
    /// The arena; node 0 is the root.
    pub nodes: Vec<TreeNode>,
}

impl SearchTree {
    /// Runs `solver` on `board` and records every node it visits.
    pub fn record(solver: &Solver, board: Board, seed: u64) -> SearchTree {
        // Room for a typical depth-5 search, so the arena rarely regrows.
        let mut recorder = Recorder { nodes: Vec::with_capacity(8192), open: Vec::with_capacity(8) };
        let decision = solver.decide_traced(board, seed, &mut recorder);
        SearchTree {
            format: TREE_FORMAT.to_string(),
            version: TREE_VERSION,
            board,
            seed,
            config: solver.config().clone(),
            decision,
            nodes: recorder.nodes,
        }
    }

    pub fn root(&self) -> &TreeNode {
        &self.nodes[0]
    }

    pub fn node(&self, index: u32) -> &TreeNode {
        &self.nodes[index as usize]
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

    /// The line the search expects, from the root down: at a max node the
    /// move it chose; at a chance node a typical spawn, the 2 (the likelier
    /// tile) whose value is nearest the node's mean.
    pub fn expected_line(&self) -> Vec<u32> {
        let mut line = vec![0u32];
        loop {
            let node = self.node(*line.last().unwrap_or(&0));
            let next = match node.kind {
                NodeKind::Max => node.children.iter().copied().find(|&c| match self.node(c).edge {
                    Edge::Move { direction } => Some(direction) == node.best,
                    _ => false,
                }),
                NodeKind::Chance => node
                    .children
                    .iter()
                    .copied()
                    .filter(|&c| matches!(self.node(c).edge, Edge::Spawn { exponent: 1, .. }))
                    .min_by(|&a, &b| {
                        let gap = |i: u32| (self.node(i).value - node.value).abs();
                        gap(a).total_cmp(&gap(b))
                    }),
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
        for &child in &self.node(index).children {
            let Edge::Spawn { cell, .. } = self.node(child).edge else { continue };
            match groups.last_mut() {
                Some((last, spawns)) if *last == cell => spawns.push(child),
                _ => groups.push((cell, vec![child])),
            }
        }
        groups
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

    /// How many nodes sit at each layer (index 0 is layer 1, the root).
    pub fn nodes_per_layer(&self) -> Vec<usize> {
        let deepest = self.nodes.iter().map(|n| n.layer).max().unwrap_or(1);
        let mut counts = vec![0; usize::from(deepest)];
        for node in &self.nodes {
            counts[usize::from(node.layer) - 1] += 1;
        }
        counts
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// Reads a tree written by [`SearchTree::to_json`], checking that it is
    /// one and that its links hold together.
    pub fn from_json(text: &str) -> Result<SearchTree, TreeError> {
        let tree: SearchTree =
            serde_json::from_str(text).map_err(|e| TreeError(format!("this is not a search tree file ({e})")))?;
        tree.check()?;
        Ok(tree)
    }

    fn check(&self) -> Result<(), TreeError> {
        let fail = |why: String| Err(TreeError(why));
        if self.format != TREE_FORMAT {
            return fail(format!("the file says it is {:?}, not a search tree", self.format));
        }
        if self.version != TREE_VERSION {
            return fail(format!(
                "search tree version {} is not one this page reads (it reads {TREE_VERSION})",
                self.version
            ));
        }
        self.config.validate().map_err(|e| TreeError(format!("its solver settings are unusable: {e}")))?;
        let Some(root) = self.nodes.first() else { return fail("it has no nodes".into()) };
        if root.parent.is_some() || root.kind != NodeKind::Max || root.layer != 1 || root.board != self.board {
            return fail("its first node is not the root of the search".into());
        }
        let count = self.nodes.len();
        // Every node but the root is listed exactly once as a child, in
        // visiting order; together with the parent links that makes the
        // file a tree (no node reachable twice, nothing left over).
        let listed: usize = self.nodes.iter().map(|n| n.children.len()).sum();
        if listed != count - 1 {
            return fail("its nodes do not form one tree".into());
        }
        for (index, node) in self.nodes.iter().enumerate() {
            if !node.value.is_finite() {
                return fail(format!("node {index} has no numeric value"));
            }
            if let Some(parent) = node.parent {
                let parent = parent as usize;
                if parent >= index || !self.nodes[parent].children.contains(&(index as u32)) {
                    return fail(format!("node {index} and its parent do not point at each other"));
                }
                if Some(node.layer) != self.nodes[parent].layer.checked_add(1) || node.layer > MAX_DEPTH + 1 {
                    return fail(format!("node {index} is not one layer below its parent"));
                }
            } else if index != 0 {
                return fail(format!("node {index} has no parent"));
            }
            if node.children.windows(2).any(|pair| pair[0] >= pair[1]) {
                return fail(format!("node {index} lists its children out of order"));
            }
            for &child in &node.children {
                if child as usize >= count || self.nodes[child as usize].parent != Some(index as u32) {
                    return fail(format!("node {index} lists a child that is not its own"));
                }
            }
            let edge_fits = match (node.edge, self.nodes.get(node.parent.unwrap_or(0) as usize).map(|p| p.kind)) {
                (Edge::Root, _) => index == 0,
                (Edge::Move { .. }, Some(NodeKind::Max)) => node.kind != NodeKind::Max,
                (Edge::Spawn { cell, exponent, probability }, Some(NodeKind::Chance)) => {
                    cell < 16
                        && (exponent == 1 || exponent == 2)
                        && (0.0..=1.0).contains(&probability)
                        && node.kind != NodeKind::Chance
                }
                _ => false,
            };
            if !edge_fits {
                return fail(format!("node {index} is not a move or a spawn where one belongs"));
            }
            if node.kind == NodeKind::Leaf && (!node.children.is_empty() || node.breakdown.is_none()) {
                return fail(format!("leaf {index} has children or no heuristic terms"));
            }
        }
        Ok(())
    }
}

/// Why a file could not be read as a search tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeError(pub String);

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TreeError {}

/// The tracer that builds a [`SearchTree`]'s arena.
#[derive(Default)]
pub struct Recorder {
    nodes: Vec<TreeNode>,
    /// The nodes entered and not yet left.
    open: Vec<u32>,
}

impl Recorder {
    fn push(&mut self, kind: NodeKind, board: Board, edge: Edge) -> u32 {
        let index = self.nodes.len() as u32;
        let parent = self.open.last().copied();
        if let Some(parent) = parent {
            self.nodes[parent as usize].children.push(index);
        }
        self.nodes.push(TreeNode {
            kind,
            board,
            edge,
            layer: self.open.len() as u8 + 1,
            parent,
            children: Vec::new(),
            value: 0.0,
            best: None,
            illegal: Vec::new(),
            empty: 0,
            sampled: 0,
            breakdown: None,
        });
        index
    }

    fn current(&mut self) -> &mut TreeNode {
        let index = self.open.last().copied().unwrap_or(0);
        &mut self.nodes[index as usize]
    }

    fn close(&mut self, value: f64) -> &mut TreeNode {
        let index = self.open.pop().unwrap_or(0);
        let node = &mut self.nodes[index as usize];
        node.value = value;
        node
    }
}

impl Tracer for Recorder {
    fn max_begin(&mut self, board: Board, edge: Edge) {
        let index = self.push(NodeKind::Max, board, edge);
        self.open.push(index);
    }

    fn illegal(&mut self, direction: Direction) {
        self.current().illegal.push(direction);
    }

    fn stuck(&mut self, breakdown: ScoreBreakdown, _value: f64) {
        self.current().breakdown = Some(breakdown);
    }

    fn max_end(&mut self, value: f64, best: Option<Direction>) {
        self.close(value).best = best;
    }

    fn chance_begin(&mut self, board: Board, edge: Edge, empty: u16, sampled: u16) {
        let index = self.push(NodeKind::Chance, board, edge);
        let node = &mut self.nodes[index as usize];
        node.empty = empty;
        node.sampled = sampled;
        self.open.push(index);
    }

    fn chance_end(&mut self, value: f64) {
        self.close(value);
    }

    fn leaf(&mut self, board: Board, edge: Edge, breakdown: ScoreBreakdown, value: f64) {
        let index = self.push(NodeKind::Leaf, board, edge) as usize;
        self.nodes[index].value = value;
        self.nodes[index].breakdown = Some(breakdown);
    }
}
