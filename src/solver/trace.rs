//! [`Tracer`]: the hook through which a search reports every node it visits.
//!
//! The search is written once, generic over a tracer. The plain solver uses
//! [`NoTrace`], whose empty methods compile away, so the benchmark pays
//! nothing; the page's tree recorder implements the same trait and so sees
//! exactly the search the benchmark runs.
//!
//! Events arrive in the order the solver visits nodes (depth first): a node
//! `*_begin`s, its children are reported in turn, and it `*_end`s with its
//! value. Leaves are a single event.

use super::decision::NodeCounts;
use super::heuristic::ScoreBreakdown;
use crate::game::{Board, Direction};
use serde::{Deserialize, Serialize};

/// What led from a parent to a node. In JSON, an object tagged by `kind`:
/// `{"kind": "move", "direction": "down"}`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", try_from = "EdgeFile")]
pub enum Edge {
    /// The position being decided on.
    Root,
    /// A move from a max node.
    Move { direction: Direction },
    /// A spawn from a chance node: `exponent` 1 (a 2) or 2 (a 4) at `cell`,
    /// with its probability.
    Spawn { cell: u8, exponent: u8, probability: f64 },
}

/// An edge as JSON holds it, read field by field: serde's own reading of a
/// tagged enum buffers every object first, and that code costs the page
/// kilobytes. It reads the same objects, and refuses fields that belong to
/// another kind of edge.
#[derive(Deserialize)]
struct EdgeFile {
    kind: EdgeKind,
    direction: Option<Direction>,
    cell: Option<u8>,
    exponent: Option<u8>,
    #[serde(default, deserialize_with = "crate::decimal::optional")]
    probability: Option<f64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum EdgeKind {
    Root,
    Move,
    Spawn,
}

impl TryFrom<EdgeFile> for Edge {
    type Error = &'static str;

    fn try_from(file: EdgeFile) -> Result<Edge, &'static str> {
        match (file.kind, file.direction, file.cell, file.exponent, file.probability) {
            (EdgeKind::Root, None, None, None, None) => Ok(Edge::Root),
            (EdgeKind::Move, Some(direction), None, None, None) => Ok(Edge::Move { direction }),
            (EdgeKind::Spawn, None, Some(cell), Some(exponent), Some(probability)) => {
                Ok(Edge::Spawn { cell, exponent, probability })
            }
            _ => Err("an edge with the fields of another kind"),
        }
    }
}

/// Receives the search's nodes as they are visited. Every method has an
/// empty default, so a tracer implements only what it needs.
#[allow(unused_variables)]
pub trait Tracer {
    /// Whether this tracer must be shown every node. When it need not be,
    /// the search may take a chance node's value from the decision's memo
    /// (see `memo.rs`) instead of visiting its subtree again, and may skip
    /// children that cannot beat their max node's best (see
    /// [`Tracer::pruned`]); the values and node counts are the same either
    /// way.
    const SEES_EVERY_NODE: bool = true;

    /// Whether the search should stop now (a recorder over its budget).
    /// A stopped search returns nothing meaningful; the tracer knows it
    /// stopped it. The search asks at every max and chance node.
    #[inline(always)]
    fn should_stop(&self) -> bool {
        false
    }

    /// A max node (the player to move) begins.
    #[inline(always)]
    fn max_begin(&mut self, board: Board, edge: Edge) {}
    /// A direction that does not change the board, skipped at a max node.
    #[inline(always)]
    fn illegal(&mut self, direction: Direction) {}
    /// A max node below the root with no legal move: valued by the heuristic.
    #[inline(always)]
    fn stuck(&mut self, breakdown: ScoreBreakdown, value: f64) {}
    /// A max node ends with its value and the direction that achieved it.
    #[inline(always)]
    fn max_end(&mut self, value: f64, best: Option<Direction>) {}
    /// A chance node (a tile about to spawn) begins. Bit `i` of `empty` is
    /// set for each empty cell, and of `sampled` for each cell the search
    /// will expand (all of `empty` unless the sample cap applied).
    #[inline(always)]
    fn chance_begin(&mut self, board: Board, edge: Edge, empty: u16, sampled: u16) {}
    /// A chance node ends with the mean over its sampled cells.
    #[inline(always)]
    fn chance_end(&mut self, value: f64) {}
    /// A leaf: the search stopped and scored the board with the heuristic.
    #[inline(always)]
    fn leaf(&mut self, board: Board, edge: Edge, breakdown: ScoreBreakdown, value: f64) {}
    /// Nodes next to the leaves that the search counted but did not visit,
    /// because they could not beat their max node's best child (chance
    /// nodes over leaves, and their leaves; or leaves). Only a tracer that
    /// need not see every node is spared them; at a max node whose children
    /// are leaves, the direction it is told wins is one that scores the
    /// most, not always the first in the configured order (such a node
    /// tries its moves in one fixed order, see `Search::max_over`).
    #[inline(always)]
    fn pruned(&mut self, counts: NodeCounts) {}
}

/// The tracer that records nothing; what the solver uses by default.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTrace;

impl Tracer for NoTrace {
    const SEES_EVERY_NODE: bool = false;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_read_back_as_written() {
        let edges = [
            Edge::Root,
            Edge::Move { direction: Direction::Left },
            Edge::Spawn { cell: 15, exponent: 2, probability: 0.1 },
        ];
        for edge in edges {
            let text = serde_json::to_string(&edge).unwrap();
            assert_eq!(serde_json::from_str::<Edge>(&text).unwrap(), edge, "{text}");
        }
        assert_eq!(
            serde_json::to_string(&Edge::Move { direction: Direction::Up }).unwrap(),
            r#"{"kind":"move","direction":"up"}"#
        );
    }

    #[test]
    fn edges_with_missing_or_foreign_fields_are_refused() {
        for text in [
            r#"{"kind":"move"}"#,
            r#"{"kind":"root","direction":"up"}"#,
            r#"{"kind":"spawn","cell":1,"exponent":1}"#,
            r#"{"kind":"spawn","cell":1,"exponent":1,"probability":0.9,"direction":"up"}"#,
            r#"{"kind":"jump"}"#,
            r#"{"direction":"up"}"#,
        ] {
            assert!(serde_json::from_str::<Edge>(text).is_err(), "{text}");
        }
    }
}
