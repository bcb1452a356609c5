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

/// Of `(item, value)` pairs, the one of highest value, the first on a tie:
/// the rule the search's max nodes follow (a later child must be strictly
/// greater to replace the best so far).
pub fn first_highest<T, V: PartialOrd>(items: impl IntoIterator<Item = (T, V)>) -> Option<(T, V)> {
    items.into_iter().fold(None, |best, (item, value)| match best {
        Some((_, ref b)) if value <= *b => best,
        _ => Some((item, value)),
    })
}

/// Of `(item, value)` pairs, the one of lowest value, the first on a tie.
pub fn first_lowest<T, V: PartialOrd>(items: impl IntoIterator<Item = (T, V)>) -> Option<(T, V)> {
    items.into_iter().fold(None, |low, (item, value)| match low {
        Some((_, ref l)) if value >= *l => low,
        _ => Some((item, value)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_of_equals_wins() {
        assert_eq!(first_highest([("a", 1.0), ("b", 3.0), ("c", 3.0)]), Some(("b", 3.0)));
        assert_eq!(first_lowest([("a", 2), ("b", 1), ("c", 1)]), Some(("b", 1)));
        assert_eq!(first_highest(Vec::<(u8, f64)>::new()), None);
    }
}
