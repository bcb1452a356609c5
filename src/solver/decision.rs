//! [`Decision`]: what one search concluded, and what it cost.

use crate::game::Direction;
use serde::{Deserialize, Serialize};

/// How many nodes of each kind a search visited.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeCounts {
    /// Max nodes, the root included.
    pub max: u64,
    pub chance: u64,
    /// Heuristic evaluations at the depth limit.
    pub leaves: u64,
}

impl NodeCounts {
    /// The nodes counted since `earlier` (a snapshot of the same counter).
    pub(crate) fn since(&self, earlier: &NodeCounts) -> NodeCounts {
        NodeCounts {
            max: self.max - earlier.max,
            chance: self.chance - earlier.chance,
            leaves: self.leaves - earlier.leaves,
        }
    }

    /// Nodes of every kind.
    pub fn total(&self) -> u64 {
        self.max + self.chance + self.leaves
    }

    pub(crate) fn add(&mut self, more: &NodeCounts) {
        self.max += more.max;
        self.chance += more.chance;
        self.leaves += more.leaves;
    }
}

/// The solver's answer for one board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The direction to play; `None` when no move is legal.
    pub direction: Option<Direction>,
    /// The value of each direction, indexed by [`Direction::index`];
    /// `None` for an illegal direction.
    #[serde(deserialize_with = "crate::decimal::optionals")]
    pub values: [Option<f64>; 4],
    /// The depth searched, in layers, the root's included.
    pub depth: u8,
    pub nodes: NodeCounts,
}

impl Decision {
    /// The value of one direction, `None` if it is illegal.
    pub fn value(&self, direction: Direction) -> Option<f64> {
        self.values[direction.index()]
    }
}
