//! How nodes are named on the page.

use crate::solver::{ChanceRule, Edge, NodeKind, SearchTree, TreeNode};

pub use crate::game::cell_name;

/// What led to a node: "↓ down", "a 2 at row 1, column 3", "the position".
pub fn edge_label(edge: &Edge) -> String {
    match *edge {
        Edge::Root => "the position to decide".to_string(),
        Edge::Move { direction } => format!("{} {}", direction.arrow(), direction.name()),
        Edge::Spawn { cell, exponent, .. } => format!("a {} at {}", 1u32 << exponent, cell_name(cell)),
    }
}

/// What led to a node in plain words, beginning with the word a reader
/// would type to find it: "down", "a 2 at row 1, column 3".
pub fn plain_label(node: &TreeNode) -> String {
    match node.edge {
        Edge::Root => "the position to decide".to_string(),
        Edge::Move { direction } => direction.name().to_string(),
        Edge::Spawn { cell, exponent, .. } => format!("a {} at {}", 1u32 << exponent, cell_name(cell)),
    }
}

pub fn kind_label(node: &TreeNode) -> &'static str {
    match node.kind {
        NodeKind::Max if node.parent.is_none() => "root (max)",
        NodeKind::Max => "max",
        NodeKind::Chance => "chance",
        NodeKind::Leaf => "leaf",
    }
}

/// A spawn's weight in its chance node's mean: "0.9 / 6" (under the
/// worst-case rule a spawn has no weight: the lowest one is taken).
pub fn spawn_weight(tree: &SearchTree, node: &TreeNode) -> Option<String> {
    let Edge::Spawn { probability, .. } = node.edge else { return None };
    match tree.config().chance_rule {
        ChanceRule::Worst => Some("lowest taken".to_string()),
        ChanceRule::Mean => {
            let parent = tree.node(node.parent?);
            Some(format!("p {} / {}", crate::numbers::number(probability), parent.sampled.count_ones()))
        }
    }
}
