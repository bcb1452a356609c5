//! A [`SearchTree`]'s file (`lookahead tree --json`, the page's Export):
//! what re-recording needs (the board, the seed and the configuration) and
//! every node. [`SearchTree::from_json`] accepts a file only if it *is*
//! the search they produce: it records the search again and compares node
//! by node, naming the first difference if there is one.

use super::config::SolverConfig;
use super::decision::Decision;
use super::search::Solver;
use super::trace::Edge;
use super::tree::{NodeKind, SearchTree, TreeNode, MOST_NODES};
use crate::game::{Board, Direction};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The tag a tree's JSON carries, so other JSON is recognised as such.
pub const TREE_FORMAT: &str = "lookahead-search-tree";
/// Version 2 dropped what a node's board already says (its children, its
/// leaf terms) and packs nothing else away; version 1 files are refused
/// with a word on why.
pub const TREE_VERSION: u32 = 2;
/// A max node has at most 4 children; a chance node at most 2 per empty
/// cell, and a board after a move has at most 15.
const MOST_CHILDREN: usize = 30;

impl SearchTree {
    /// The tree as JSON (see [`SearchTree::from_json`]).
    pub fn to_json(&self) -> String {
        let file = TreeFile {
            format: TREE_FORMAT.to_string(),
            version: TREE_VERSION,
            board: self.board(),
            seed: self.seed(),
            config: self.config().clone(),
            decision: self.decision().clone(),
            nodes: (0..self.len() as u32).map(|i| NodeFile::of(&self.node(i))).collect(),
        };
        serde_json::to_string(&file).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// Reads a tree written by [`SearchTree::to_json`]. The file is taken
    /// only if it is exactly the search its board, seed and configuration
    /// produce, checked by recording that search again (in time linear in
    /// the nodes); otherwise the reason, naming the first difference.
    pub fn from_json(text: &str) -> Result<SearchTree, TreeError> {
        // Every node, and nothing else, has a "layer": a file of far too many
        // nodes is refused after a scan of its text, before the parse (a
        // 40 MB file took the page a second and a half to parse first).
        let bytes = text.as_bytes();
        let layers = (0..bytes.len()).filter(|&i| bytes[i] == b'"' && bytes[i + 1..].starts_with(b"layer\"")).count();
        if layers > MOST_NODES {
            return Err(TreeError::TooManyNodes(layers));
        }
        let file: TreeFile = match serde_json::from_str(text) {
            Ok(file) => file,
            Err(e) => return Err(TreeError::NotATree(crate::json_words::in_words(&e))),
        };
        if file.format != TREE_FORMAT {
            return Err(TreeError::OtherFormat(file.format));
        }
        if file.version != TREE_VERSION {
            return Err(TreeError::OtherVersion(file.version));
        }
        file.config.validate().map_err(|e| TreeError::Settings(e.to_string()))?;
        if file.nodes.is_empty() {
            return Err(TreeError::NoNodes);
        }
        if file.nodes.len() > MOST_NODES {
            return Err(TreeError::TooManyNodes(file.nodes.len()));
        }
        // Fan-out first: a file claiming a node with 60,000 children is
        // refused before any search is run for it.
        let mut children = vec![0usize; file.nodes.len()];
        for (index, node) in file.nodes.iter().enumerate() {
            match node.parent {
                Some(parent) if (parent as usize) < index => {
                    children[parent as usize] += 1;
                    if children[parent as usize] > MOST_CHILDREN {
                        let count = file.nodes.iter().filter(|n| n.parent == Some(parent)).count();
                        return Err(TreeError::TooManyChildren { node: parent, count });
                    }
                }
                None if index == 0 => {}
                _ => {
                    return Err(TreeError::Differs {
                        node: index as u32,
                        how: "its parent is not an earlier node".into(),
                    })
                }
            }
        }
        let solver = Solver::new(file.config.clone()).map_err(|e| TreeError::Settings(e.to_string()))?;
        SearchTree::matching(&solver, &file).map_err(|found| {
            if seed_looks_rounded(file.seed) {
                TreeError::RoundedSeed { seed: file.seed, found: Box::new(found) }
            } else {
                found
            }
        })
    }

    /// The search the file's board, seed and settings give, if the file
    /// holds exactly it; otherwise the first difference.
    fn matching(solver: &Solver, file: &TreeFile) -> Result<SearchTree, TreeError> {
        let real = match SearchTree::record_within(solver, file.board, file.seed, file.nodes.len()) {
            Ok(tree) => tree,
            Err(_) => return Err(TreeError::Incomplete { file: file.nodes.len() }),
        };
        for (index, claimed) in file.nodes.iter().enumerate() {
            let Some(actual) = real.get(index as u32) else {
                return Err(TreeError::Extra { search: real.len(), file: file.nodes.len() });
            };
            if let Some(how) = claimed.difference(&NodeFile::of(&actual)) {
                return Err(TreeError::Differs { node: index as u32, how });
            }
        }
        if real.len() != file.nodes.len() {
            return Err(TreeError::Incomplete { file: file.nodes.len() });
        }
        if let Some(how) = decision_difference(&file.decision, real.decision()) {
            return Err(TreeError::Decision(how));
        }
        Ok(real)
    }
}

/// Whether a seed that gave a different search is likely one rounded to
/// a double on its way through a program that reads JSON numbers as
/// doubles: past 2^53 a double holds only some integers, and such a
/// program writes the double back as its shortest digits padded with
/// zeros (JavaScript's `JSON.stringify`: 11400714819323198485 comes back
/// as 11400714819323200000) or, less often, as its exact value. A 64-bit
/// seed drawn at random looks like either about once in a few hundred.
fn seed_looks_rounded(seed: u64) -> bool {
    let double = seed as f64;
    seed > 1 << 53 && (double as u64 == seed || double.to_string() == seed.to_string())
}

/// How a file's record of the decision differs from the search's, naming
/// the first part that differs.
fn decision_difference(file: &Decision, search: &Decision) -> Option<String> {
    let says = |decision: &Decision| match decision.direction {
        Some(d) => format!("plays {}", d.name()),
        None => "has no move".to_string(),
    };
    let values = |decision: &Decision| {
        let value = |v: Option<f64>| v.map_or("none".to_string(), |v| v.to_string());
        decision.values.map(value).join(", ")
    };
    if file.direction != search.direction {
        Some(format!("the file says the solver {}, but the search {}", says(file), says(search)))
    } else if file.values.map(|v| v.map(f64::to_bits)) != search.values.map(|v| v.map(f64::to_bits)) {
        Some(format!("the decision's values are {} in the file, {} in the search", values(file), values(search)))
    } else if file.depth != search.depth {
        Some(format!("the decision's depth is {} in the file, {} in the search", file.depth, search.depth))
    } else if file.nodes != search.nodes {
        let counts =
            |d: &Decision| format!("{} max, {} chance, {} leaves", d.nodes.max, d.nodes.chance, d.nodes.leaves);
        Some(format!("the decision's node counts are {} in the file, {} in the search", counts(file), counts(search)))
    } else if file != search {
        Some("the decision differs from the search's".to_string())
    } else {
        None
    }
}

/// Why a file could not be opened as a search tree.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeError {
    NotATree(String),
    OtherFormat(String),
    OtherVersion(u32),
    Settings(String),
    NoNodes,
    TooManyNodes(usize),
    TooManyChildren {
        node: u32,
        count: usize,
    },
    /// The file's node differs from the search's.
    Differs {
        node: u32,
        how: String,
    },
    /// The search is larger than the file.
    Incomplete {
        file: usize,
    },
    /// The file has nodes the search does not.
    Extra {
        search: usize,
        file: usize,
    },
    Decision(String),
    /// The file is not its search, and its seed looks rounded to a double.
    RoundedSeed {
        seed: u64,
        found: Box<TreeError>,
    },
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NotATree(why) => write!(f, "this is not a search tree file: {why}"),
            TreeError::OtherFormat(format) => write!(f, "the file says it is {format:?}, not a search tree"),
            TreeError::OtherVersion(1) => write!(
                f,
                "it was saved by an older Lookahead (format 1); record the decision again, or export it from the command line with lookahead tree --json"
            ),
            TreeError::OtherVersion(version) => {
                write!(f, "search tree version {version} is not one this page reads (it reads {TREE_VERSION})")
            }
            TreeError::Settings(why) => write!(f, "its solver settings are unusable: {why}"),
            TreeError::NoNodes => write!(f, "it has no nodes"),
            TreeError::TooManyNodes(count) => {
                write!(f, "it has {count} nodes, more than the {MOST_NODES} a tree may have")
            }
            TreeError::TooManyChildren { node, count } => write!(
                f,
                "node {node} has {count} children, but no node of a search has more than {MOST_CHILDREN}"
            ),
            TreeError::Differs { node, how } => {
                write!(f, "it is not the search its board, seed and settings give: node {node} differs ({how})")
            }
            TreeError::Incomplete { file } => write!(
                f,
                "it is not the search its board, seed and settings give: that search has more than the file's {file} nodes"
            ),
            TreeError::Extra { search, file } => write!(
                f,
                "it is not the search its board, seed and settings give: that search has {search} nodes, the file {file}"
            ),
            TreeError::Decision(how) => write!(f, "it is not the search its board, seed and settings give: {how}"),
            TreeError::RoundedSeed { seed, found } => write!(
                f,
                "{found}. Its seed, {seed}, looks rounded: a program that reads JSON numbers as doubles (JavaScript's JSON.parse, for one) keeps only the first 16 or 17 digits of a seed this large, so save the tree again from Lookahead rather than through such a program"
            ),
        }
    }
}

impl std::error::Error for TreeError {}

/// A tree as its JSON file holds it.
#[derive(Serialize, Deserialize)]
struct TreeFile {
    format: String,
    version: u32,
    board: Board,
    seed: u64,
    config: SolverConfig,
    decision: Decision,
    nodes: Vec<NodeFile>,
}

/// A node as the JSON file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct NodeFile {
    kind: NodeKind,
    board: Board,
    edge: Edge,
    layer: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    parent: Option<u32>,
    #[serde(deserialize_with = "crate::decimal::float")]
    value: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    best: Option<Direction>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    illegal: Vec<Direction>,
    #[serde(default, skip_serializing_if = "is_zero")]
    empty: u16,
    #[serde(default, skip_serializing_if = "is_zero")]
    sampled: u16,
}

fn is_zero(mask: &u16) -> bool {
    *mask == 0
}

impl NodeFile {
    fn of(node: &TreeNode) -> NodeFile {
        NodeFile {
            kind: node.kind,
            board: node.board,
            edge: node.edge,
            layer: node.layer,
            parent: node.parent,
            value: node.value,
            best: node.best,
            illegal: node.illegal_directions().collect(),
            empty: node.empty,
            sampled: node.sampled,
        }
    }

    /// How this node (the file's) differs from `real` (the search's), in
    /// words (fields quoted as the file writes them); `None` if it does
    /// not, to the bit.
    fn difference(&self, real: &NodeFile) -> Option<String> {
        let differ = |what: &str, file: String, search: String| {
            Some(format!("{what}: {file} in the file, {search} in the search"))
        };
        if self.kind != real.kind {
            return differ("its kind", json(&self.kind), json(&real.kind));
        }
        if self.parent != real.parent {
            return differ("its parent", json(&self.parent), json(&real.parent));
        }
        if self.edge != real.edge || self.edge_bits() != real.edge_bits() {
            return differ("what led to it", json(&self.edge), json(&real.edge));
        }
        if self.board != real.board {
            return differ("its board", self.board.to_faces_string(), real.board.to_faces_string());
        }
        if self.layer != real.layer {
            return differ("its layer", self.layer.to_string(), real.layer.to_string());
        }
        if self.value.to_bits() != real.value.to_bits() {
            return differ("its value", self.value.to_string(), real.value.to_string());
        }
        if self.best != real.best || self.illegal != real.illegal {
            return differ("its moves", format!("best {}", json(&self.best)), format!("best {}", json(&real.best)));
        }
        if self.empty != real.empty || self.sampled != real.sampled {
            return differ(
                "its sampled cells",
                format!("{:#06x} of {:#06x}", self.sampled, self.empty),
                format!("{:#06x} of {:#06x}", real.sampled, real.empty),
            );
        }
        None
    }

    /// A spawn's probability, compared as bits.
    fn edge_bits(&self) -> Option<u64> {
        match self.edge {
            Edge::Spawn { probability, .. } => Some(probability.to_bits()),
            _ => None,
        }
    }
}

/// A field as the tree file writes it (JSON), for messages about a file.
fn json(field: &impl Serialize) -> String {
    serde_json::to_string(field).unwrap_or_default()
}
