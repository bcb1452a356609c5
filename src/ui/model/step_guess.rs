//! Predictions while stepping through a search: as the search enters the
//! chance node after each root move, which of its sampled cells will pull
//! its average down most; as it enters the first max node below that,
//! which move will it keep. (Not the root's move: the hint that recorded
//! the search has said it already; nor a max node on the line the solver
//! expects, whose kept move the outline marks.) Each question is asked
//! from the step that enters the node, and answered at the step that
//! settles it.

use crate::game::Direction;
use crate::solver::{first_lowest, Edge, NodeKind, Replay, SearchTree};

/// What a question asks, with its options and the search's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Asks {
    /// Which legal move the max node keeps.
    Keeps { options: Vec<Direction>, answer: Direction },
    /// Which sampled cell's part of the chance node's value is lowest (its
    /// blend under the mean, its lower spawn under the worst case).
    PullsDown { options: Vec<(u8, f64)>, answer: u8 },
}

/// A question about one node, and the cursor positions it spans.
#[derive(Clone, Debug, PartialEq)]
pub struct StepQuestion {
    pub node: u32,
    pub asks: Asks,
    /// Asked from here (the node entered)…
    pub from: usize,
    /// …answered from here (the node settled).
    pub answered_at: usize,
}

/// The questions a search asks, in visiting order: for each chance node
/// below the root with two cells drawn or more, which pulls its average
/// down; for the first max node below it with two legal moves or more,
/// off the expected line, which move it keeps.
pub fn step_questions(tree: &SearchTree, replay: &Replay) -> Vec<StepQuestion> {
    let mut questions = Vec::new();
    let expected = tree.expected_line();
    for chance in tree.children(0).filter(|&c| tree.node(c).kind == NodeKind::Chance) {
        let options: Vec<(u8, f64)> = tree
            .spawns_by_cell(chance)
            .into_iter()
            .filter_map(|(cell, spawns)| Some((cell, tree.cell_part(&spawns, |s| Some(tree.node(s).value))?)))
            .collect();
        // The lowest part, the first drawn on a tie.
        let lowest = first_lowest(options.iter().copied());
        if let (Some((answer, _)), true) = (lowest, options.len() >= 2) {
            questions.push(StepQuestion {
                node: chance,
                asks: Asks::PullsDown { options, answer },
                from: replay.enters_at(chance),
                answered_at: replay.settles_at(chance),
            });
        }
        let keeps = tree.children(chance).find_map(|m| {
            let node = tree.node(m);
            let options: Vec<Direction> = tree
                .children(m)
                .filter_map(|c| match tree.node(c).edge {
                    Edge::Move { direction } => Some(direction),
                    _ => None,
                })
                .collect();
            (node.kind == NodeKind::Max && options.len() >= 2 && !expected.contains(&m))
                .then(|| Some((m, options, node.best?)))
                .flatten()
        });
        if let Some((node, options, answer)) = keeps {
            questions.push(StepQuestion {
                node,
                asks: Asks::Keeps { options, answer },
                from: replay.enters_at(node),
                answered_at: replay.settles_at(node),
            });
        }
    }
    questions
}

/// The question open at cursor `position`: asked, not yet answered.
pub fn open_question(questions: &[StepQuestion], position: usize) -> Option<&StepQuestion> {
    // The innermost: the latest asked (a chance node's inside the root's).
    questions.iter().filter(|q| q.from <= position && position < q.answered_at).max_by_key(|q| q.from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_board;
    use crate::solver::{Edge, Solver, Step};

    /// On a recorded search: each chance node's question spans its
    /// subtree and its answer is the cell whose part is lowest, read again
    /// from the tree's own nodes; each max node's is the move it kept, off
    /// the expected line.
    #[test]
    fn questions_are_the_searchs_own_answers() {
        let board = parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap();
        let solver = Solver::article();
        let tree = SearchTree::record(&solver, board, 3).unwrap();
        let replay = Replay::new(&tree);
        let questions = step_questions(&tree, &replay);
        let legal = board.legal_moves().count();
        let chances = questions.iter().filter(|q| matches!(q.asks, Asks::PullsDown { .. })).count();
        assert_eq!(chances, legal, "a chance node per legal move");
        assert!(questions.iter().any(|q| matches!(q.asks, Asks::Keeps { .. })));
        assert!(questions.windows(2).all(|w| w[0].from < w[1].from), "in visiting order");
        for q in &questions {
            assert_eq!(replay.steps()[q.from - 1], Step::Enter(q.node));
            assert_eq!(replay.steps()[q.answered_at - 1], Step::Exit(q.node));
            match &q.asks {
                Asks::PullsDown { options, answer } => {
                    assert_eq!(options.len(), tree.spawns_by_cell(q.node).len());
                    // By hand: each cell's 0.9·V(2) + 0.1·V(4).
                    let mut lowest = (255u8, f64::INFINITY);
                    for (cell, spawns) in tree.spawns_by_cell(q.node) {
                        let blend: f64 = spawns
                            .iter()
                            .map(|&s| match tree.node(s).edge {
                                Edge::Spawn { probability, .. } => probability * tree.node(s).value,
                                _ => unreachable!(),
                            })
                            .sum();
                        if blend < lowest.1 {
                            lowest = (cell, blend);
                        }
                    }
                    assert_eq!(*answer, lowest.0);
                }
                Asks::Keeps { options, answer } => {
                    let node = tree.node(q.node);
                    assert_eq!(node.kind, NodeKind::Max);
                    assert_eq!(Some(*answer), node.best);
                    assert_eq!(*options, node.board.legal_moves().collect::<Vec<_>>());
                    assert!(!tree.expected_line().contains(&q.node));
                    assert_eq!(tree.node(node.parent.unwrap()).parent, Some(0), "the first max layer below the root");
                }
            }
        }
        // At the cursor: nothing before the first question; a max node's
        // question inside its chance node's; the chance node's again once
        // the max node settles; none at the end.
        assert_eq!(open_question(&questions, 0), None);
        let (chance, max) = (&questions[0], &questions[1]);
        assert!(matches!(max.asks, Asks::Keeps { .. }), "the first chance node has a max node asked");
        assert_eq!(open_question(&questions, chance.from).map(|q| q.node), Some(chance.node));
        assert_eq!(open_question(&questions, max.from).map(|q| q.node), Some(max.node));
        assert_eq!(open_question(&questions, max.answered_at).map(|q| q.node), Some(chance.node));
        assert_eq!(open_question(&questions, replay.len()), None);
    }
}
