//! You be the solver: one chance node of the reader's own search, worked
//! by the reader. Each drawn cell gives what the board is worth with a 2
//! and with a 4 there; the reader works the node's value (the mean of the
//! cells' blends, or under the worst case the lowest spawn), then picks the
//! move its max node keeps. The help fades over three [`Level`]s: every
//! cell's blend worked, half of them, none.

use crate::decimal;
use crate::game::cell_name;
use crate::game::Direction;
use crate::numbers::{fixed_percent, group_digits, number};
use crate::solver::{ChanceRule, Edge, NodeKind, SearchTree};
use serde::{Deserialize, Serialize};

/// How much of the working is given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Every cell's blend is shown: the reader takes their mean.
    #[default]
    AllWorked,
    /// Every other cell's blend is blank.
    HalfBlank,
    /// No blend is shown.
    AllBlank,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::AllWorked, Level::HalfBlank, Level::AllBlank];

    pub fn label(self) -> &'static str {
        match self {
            Level::AllWorked => "every cell's blend worked",
            Level::HalfBlank => "half of them blank",
            Level::AllBlank => "all of them blank",
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Level::AllWorked => "all-worked",
            Level::HalfBlank => "half-blank",
            Level::AllBlank => "all-blank",
        }
    }

    /// The next level, once this one is done (the last stays).
    pub fn next(self) -> Level {
        match self {
            Level::AllWorked => Level::HalfBlank,
            Level::HalfBlank | Level::AllBlank => Level::AllBlank,
        }
    }

    /// Whether row `index`'s blend is shown at this level.
    pub fn shows(self, index: usize) -> bool {
        match self {
            Level::AllWorked => true,
            Level::HalfBlank => index % 2 == 1,
            Level::AllBlank => false,
        }
    }
}

/// One drawn cell: the value with a 2 there, with a 4 (if a 4 can spawn),
/// and its part of the node (blend, or lower spawn).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExerciseRow {
    pub cell: u8,
    pub two: Option<(f64, f64)>,
    pub four: Option<(f64, f64)>,
    pub part: f64,
}

/// A chance node to work, and the max node above it.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    pub node: u32,
    /// The move that leads to it.
    pub direction: Direction,
    pub rows: Vec<ExerciseRow>,
    /// The node's value, as the search worked it.
    pub value: f64,
    /// The max node's moves and their values (this node's among them), in
    /// the move order; and the move it keeps.
    pub moves: Vec<(Direction, Option<f64>)>,
    pub keeps: Direction,
}

/// The exercise of chance node `node` of `tree` (`None` if it is no
/// chance node, or its max node keeps no move).
pub fn exercise(tree: &SearchTree, node: u32) -> Option<Exercise> {
    let chance = tree.node(node);
    let (Some(parent), NodeKind::Chance, Edge::Move { direction }) = (chance.parent, chance.kind, chance.edge) else {
        return None;
    };
    let rows = tree
        .spawns_by_cell(node)
        .into_iter()
        .filter_map(|(cell, spawns)| {
            let spawn = |exponent: u8| tree.spawn_with(&spawns, exponent).map(|(s, p)| (p, tree.node(s).value));
            let part = tree.cell_part(&spawns, |s| Some(tree.node(s).value))?;
            Some(ExerciseRow { cell, two: spawn(1), four: spawn(2), part })
        })
        .collect();
    let moves = tree
        .config()
        .move_order
        .into_iter()
        .map(|d| {
            let child = tree.move_child(parent, d);
            (d, child.map(|c| tree.node(c).value))
        })
        .collect();
    let keeps = tree.node(parent).best?;
    Some(Exercise { node, direction, rows, value: chance.value, moves, keeps })
}

/// The chance nodes the article's two exercises work: the one after the
/// first legal move at the root (section 2); and, after the last legal
/// move, the deepest chance node on the line the search expects below it
/// (section 4: on a board searched deep, a node where the sampling shows
/// most). Neither follows the solver's own choice, which section 5 asks
/// the reader to guess.
pub fn exercise_nodes(tree: &SearchTree) -> (Option<u32>, Option<u32>) {
    let chances: Vec<u32> = tree.children(0).filter(|&c| tree.node(c).kind == NodeKind::Chance).collect();
    let deepest = chances.last().and_then(|&last| {
        tree.expected_line_from(last).into_iter().filter(|&n| tree.node(n).kind == NodeKind::Chance).last()
    });
    (chances.first().copied(), deepest)
}

/// The share a typed value may be off and still be right.
pub const TOLERANCE: f64 = 0.005;

/// Reads a typed value: digits, with thousands commas, spaces or a true
/// minus sign allowed.
pub fn read_value(typed: &str) -> Option<f64> {
    let cleaned: String = typed
        .trim()
        .chars()
        .filter(|c| !matches!(c, ',' | ' ' | '_' | '\u{a0}' | '\u{202f}'))
        .map(|c| if c == '−' { '-' } else { c })
        .collect();
    decimal::parse(&cleaned)
}

/// Whether `typed` is `value` to within [`TOLERANCE`] of it: `Ok`, or
/// how far off, in words.
pub fn check_value(typed: &str, value: f64) -> Result<(), String> {
    let Some(given) = read_value(typed) else {
        return Err(format!("“{}” is not a number.", typed.trim()));
    };
    let off = (given - value).abs() / value.abs().max(f64::MIN_POSITIVE);
    if off <= TOLERANCE {
        Ok(())
    } else {
        let way = if given < value { "low" } else { "high" };
        Err(format!("Not quite: that is {} too {way}.", fixed_percent(100.0 * off, 1)))
    }
}

/// The working of a chance node, a line a cell (its blend, or under the
/// worst case its lower spawn) and a last line for the node's value: what
/// a reader is shown after a wrong value.
pub fn worked_step(work: &Exercise, rule: ChanceRule) -> Vec<String> {
    let mut lines: Vec<String> = work
        .rows
        .iter()
        .map(|row| match (rule, row.two, row.four) {
            (ChanceRule::Mean, Some((p2, v2)), Some((p4, v4))) => format!(
                "{}: {} × {} + {} × {} = {}",
                cell_name(row.cell),
                number(p2),
                group_digits(v2),
                number(p4),
                group_digits(v4),
                group_digits(row.part)
            ),
            (ChanceRule::Worst, Some((_, v2)), Some((_, v4))) => format!(
                "{}: the lower of {} and {} = {}",
                cell_name(row.cell),
                group_digits(v2),
                group_digits(v4),
                group_digits(row.part)
            ),
            _ => format!("{}: {}", cell_name(row.cell), group_digits(row.part)),
        })
        .collect();
    let parts: Vec<String> = work.rows.iter().map(|r| group_digits(r.part)).collect();
    lines.push(match rule {
        ChanceRule::Worst => format!("the lowest of {} = {}", parts.join(", "), group_digits(work.value)),
        ChanceRule::Mean => format!("({}) / {} = {}", parts.join(" + "), parts.len(), group_digits(work.value)),
    });
    lines
}

/// A chance node's value as a formula, saying how many of its `k` cells
/// it is taken over so far (while a replay steps through it): "mean of 6 =
/// 1,234", "mean of 4 of 6 so far = 1,200", "mean of 6 = …" before any
/// cell is done.
pub fn chance_formula(rule: ChanceRule, done: usize, k: usize, value: Option<f64>) -> String {
    let rule = match rule {
        ChanceRule::Mean => "mean",
        ChanceRule::Worst => "worst",
    };
    match value {
        Some(value) if done >= k => format!("{rule} of {k} = {}", group_digits(value)),
        Some(value) if done > 0 => format!("{rule} of {done} of {k} so far = {}", group_digits(value)),
        // (The worst spawn so far, before any cell has both of its spawns.)
        Some(value) => format!("{rule} so far, of the spawns done = {}", group_digits(value)),
        None => format!("{rule} of {k} = …"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_board;
    use crate::solver::{Preset, Solver};

    fn tree(preset: Preset) -> SearchTree {
        let board = parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap();
        SearchTree::record(&Solver::new(preset.config()).unwrap(), board, 3).unwrap()
    }

    /// The checker takes the solver's own value and anything within half a
    /// percent of it; it refuses one 1% off, and what is not a number.
    #[test]
    fn the_checker_accepts_the_solvers_value_and_refuses_one_percent_off() {
        let tree = tree(Preset::Article);
        let (first, _) = exercise_nodes(&tree);
        let exercise = exercise(&tree, first.unwrap()).unwrap();
        let value = exercise.value;
        assert_eq!(check_value(&crate::digits::shortest(value), value), Ok(()));
        assert_eq!(check_value(&crate::ui::model::group_digits(value), value), Ok(()), "as the page prints it");
        assert_eq!(check_value(&format!("{}", value * 1.004), value), Ok(()));
        assert_eq!(check_value(&format!("{}", value * 1.01), value), Err("Not quite: that is 1.0% too high.".into()));
        assert_eq!(check_value(&format!("{}", value * 0.99), value), Err("Not quite: that is 1.0% too low.".into()));
        assert!(check_value("lots", value).unwrap_err().contains("is not a number"));
        assert_eq!(read_value("−1,234.5"), Some(-1234.5));
    }

    /// The rows are the node's drawn cells; their parts average to the
    /// node's value (under the mean), or the lowest is it (worst case);
    /// the moves are the max node's, and it keeps the best.
    #[test]
    fn an_exercise_is_the_searchs_own_chance_node() {
        for preset in [Preset::Article, Preset::WorstCase] {
            let tree = tree(preset);
            let (first, deepest) = exercise_nodes(&tree);
            for node in [first.unwrap(), deepest.unwrap()] {
                let e = exercise(&tree, node).unwrap();
                assert_eq!(e.rows.len(), tree.node(node).sampled.count_ones() as usize);
                let parts: Vec<f64> = e.rows.iter().map(|r| r.part).collect();
                let worked = if preset == Preset::WorstCase {
                    parts.iter().cloned().fold(f64::INFINITY, f64::min)
                } else {
                    parts.iter().sum::<f64>() / parts.len() as f64
                };
                assert!((worked - e.value).abs() <= 1e-9 * e.value.abs(), "{preset}: {worked} vs {}", e.value);
                assert_eq!(check_value(&crate::digits::shortest(worked), e.value), Ok(()));
                let best = e.moves.iter().filter_map(|(d, v)| Some((*d, (*v)?))).fold(
                    None,
                    |b: Option<(Direction, f64)>, (d, v)| match b {
                        Some((_, bv)) if v <= bv => b,
                        _ => Some((d, v)),
                    },
                );
                assert_eq!(best.map(|b| b.0), Some(e.keeps));
                assert!(e.moves.iter().any(|(d, v)| *d == e.direction && *v == Some(e.value)));
            }
            assert!(tree.node(deepest.unwrap()).layer >= tree.node(first.unwrap()).layer);
            // Below the last legal root move, the first one's elsewhere.
            let root_move = |mut n: u32| {
                while tree.node(n).parent != Some(0) {
                    n = tree.node(n).parent.unwrap();
                }
                tree.node(n).edge
            };
            let legal: Vec<Direction> = tree.board().legal_moves().collect();
            assert_eq!(root_move(first.unwrap()), Edge::Move { direction: legal[0] });
            assert_eq!(root_move(deepest.unwrap()), Edge::Move { direction: *legal.last().unwrap() });
        }
    }

    /// On a crowded board (searched to depth 5), section 4's node lies two
    /// chance layers down, on the line expected after the last move.
    #[test]
    fn on_a_crowded_board_the_deepest_node_is_deep() {
        let board = parse_board("2,4,8,16,32,64,128,256,512,4,2,8,0,0,2,4").unwrap();
        let tree = SearchTree::record(&Solver::article(), board, 5).unwrap();
        assert_eq!(tree.decision().depth, 5);
        let (first, deepest) = exercise_nodes(&tree);
        assert_eq!(tree.node(first.unwrap()).layer, 2);
        assert_eq!(tree.node(deepest.unwrap()).layer, 4);
        assert!(exercise(&tree, deepest.unwrap()).is_some());
    }

    #[test]
    fn the_help_fades() {
        assert_eq!((0..6).filter(|&i| Level::AllWorked.shows(i)).count(), 6);
        assert_eq!((0..6).filter(|&i| Level::HalfBlank.shows(i)).count(), 3);
        assert_eq!((0..6).filter(|&i| Level::AllBlank.shows(i)).count(), 0);
        assert_eq!(Level::AllWorked.next().next(), Level::AllBlank);
        assert_eq!(Level::AllBlank.next(), Level::AllBlank);
    }

    #[test]
    fn a_chance_formula_says_how_many_cells_it_is_over_so_far() {
        assert_eq!(chance_formula(ChanceRule::Mean, 6, 6, Some(1234.0)), "mean of 6 = 1,234");
        assert_eq!(chance_formula(ChanceRule::Mean, 4, 6, Some(1200.0)), "mean of 4 of 6 so far = 1,200");
        assert_eq!(chance_formula(ChanceRule::Mean, 0, 6, None), "mean of 6 = …");
        assert_eq!(chance_formula(ChanceRule::Worst, 0, 6, Some(8.0)), "worst so far, of the spawns done = 8");
        assert_eq!(chance_formula(ChanceRule::Worst, 2, 6, Some(8.0)), "worst of 2 of 6 so far = 8");
    }
}
