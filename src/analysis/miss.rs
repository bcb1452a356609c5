//! Why not the reader's move: a miss said in the search's own terms, in
//! things a reader can check on the board.
//!
//! The solver's move S is worth V(S). The reader's move R leads to a chance
//! node, worth the mean over its sampled cells of p(2)·V(2) + p(4)·V(4):
//! Σ wᵢ·Vᵢ over its spawns, with weights wᵢ = p(tile) / cells sampled that
//! add up to 1. So the gap is V(S) − V(R) = Σ wᵢ·(V(S) − Vᵢ), each spawn's
//! share of it exact: [`explain_miss`] names the spawns that carry the most
//! (under the worst-case rule the lowest spawn is the node's whole value,
//! and carries all of it). It also says where the solver's own move breaks
//! one of the article's rules of thumb (the largest tile leaves the corner,
//! a merge is passed up), and what breaking it buys.

use super::habits::keeps_corner;
use crate::game::{Board, Direction};
use crate::solver::{first_highest, ChanceRule, Edge, NodeKind, SearchTree};

/// How many of the costliest spawns a miss names.
pub const SPAWNS_NAMED: usize = 2;

/// A spawn after the reader's move, and its share of the gap.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CostlySpawn {
    /// Its node in the tree (a link can open the tree there).
    pub node: u32,
    pub cell: u8,
    /// The tile, 2 or 4.
    pub tile: u32,
    /// The chance that the tile is this one, and the cells the search drew
    /// at this chance node (the weight is the one over the other).
    pub tile_chance: f64,
    pub cells: u32,
    /// What the chance node's value gives this spawn: `tile_chance / cells`
    /// under the mean, 1 for the lowest spawn under the worst case.
    pub weight: f64,
    /// The board it leads to, and what that board is worth.
    pub board: Board,
    pub value: f64,
    /// `weight × (V(S) − value)`: its part of the gap (negative for a
    /// spawn better than the solver's line).
    pub cost: f64,
}

/// One of the article's rules of thumb that the solver's move breaks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RuleBroken {
    /// The largest tile sat in the snake's corner, and the solver's move
    /// takes it out; `keeping` is the best legal move that keeps it there
    /// and its value, if any does.
    LeavesCorner { tile: u32, keeping: Option<(Direction, f64)> },
    /// Another legal move merges more: it leaves `empties` empty cells
    /// where the solver's leaves `own_empties` (before the spawn).
    PassesUpMerge { merging: Direction, empties: u32, own_empties: u32, value: f64 },
}

/// A reader's move set beside the solver's, taken apart.
#[derive(Clone, Debug, PartialEq)]
pub struct Miss {
    pub pick: Direction,
    pub chosen: Direction,
    /// V(S), V(R), and V(S) − V(R).
    pub best: f64,
    pub value: f64,
    pub gap: f64,
    /// The spawns after the reader's move that cost it most, costliest
    /// first (at most [`SPAWNS_NAMED`], only those that cost something).
    pub spawns: Vec<CostlySpawn>,
    /// Every spawn's cost, added up: the gap (to rounding), which a test
    /// checks.
    pub total_cost: f64,
    pub rules: Vec<RuleBroken>,
}

/// The miss of `pick` at the root of `tree`; `None` when `pick` is the
/// solver's move, is illegal, or there was nothing to decide.
pub fn explain_miss(tree: &SearchTree, pick: Direction) -> Option<Miss> {
    explain_miss_at(tree, 0, pick)
}

/// The miss of `pick` at max node `node` of `tree` (the move it keeps set
/// beside `pick`); `None` when `pick` is that move, or illegal there, or
/// `node` is no max node with a move to keep.
pub fn explain_miss_at(tree: &SearchTree, node: u32, pick: Direction) -> Option<Miss> {
    let max = tree.get(node).filter(|n| n.kind == NodeKind::Max)?;
    let chosen = max.best?;
    let child = |direction: Direction| tree.move_child(node, direction);
    let (best, value) = (tree.node(child(chosen)?).value, tree.node(child(pick)?).value);
    if pick == chosen {
        return None;
    }
    let mut all = spawn_costs(tree, child(pick)?, best);
    let total_cost = all.iter().map(|s| s.cost).sum();
    // The costliest first, the first visited on a tie (by hand: a few
    // spawns, and no sort compiled into the page for them).
    let mut spawns = Vec::new();
    while spawns.len() < SPAWNS_NAMED {
        let costliest = first_highest(all.iter().enumerate().filter(|(_, s)| s.cost > 0.0).map(|(i, s)| (i, s.cost)));
        let Some((at, _)) = costliest else { break };
        spawns.push(all.remove(at));
    }
    let rules = rules_broken(tree, node, chosen);
    Some(Miss { pick, chosen, best, value, gap: best - value, spawns, total_cost, rules })
}

/// Each spawn under the chance node `chance`, with its cost against `best`.
fn spawn_costs(tree: &SearchTree, chance: u32, best: f64) -> Vec<CostlySpawn> {
    let node = tree.node(chance);
    if node.kind != NodeKind::Chance {
        return Vec::new();
    }
    let cells = tree.spawns_by_cell(chance).len() as u32;
    let spawns: Vec<(u32, u8, u8, f64)> = tree
        .children(chance)
        .filter_map(|c| match tree.node(c).edge {
            Edge::Spawn { cell, exponent, probability } => Some((c, cell, exponent, probability)),
            _ => None,
        })
        .collect();
    let lowest = spawns.iter().map(|s| tree.node(s.0).value).fold(f64::INFINITY, f64::min);
    let rule = tree.config().chance_rule;
    let mut lowest_taken = false;
    spawns
        .into_iter()
        .map(|(c, cell, exponent, probability)| {
            let child = tree.node(c);
            // Under the worst case, the first lowest spawn is the node's value.
            let weight = match rule {
                ChanceRule::Worst => {
                    let this = child.value == lowest && !lowest_taken;
                    lowest_taken |= this;
                    f64::from(u8::from(this))
                }
                ChanceRule::Mean => probability / f64::from(cells),
            };
            CostlySpawn {
                node: c,
                cell,
                tile: 1 << exponent,
                tile_chance: probability,
                cells,
                weight,
                board: child.board,
                value: child.value,
                cost: weight * (best - child.value),
            }
        })
        .collect()
}

/// The rules of thumb the move `chosen` breaks at max node `node`.
fn rules_broken(tree: &SearchTree, node: u32, chosen: Direction) -> Vec<RuleBroken> {
    let board = tree.node(node).board;
    let config = tree.config();
    let legal: Vec<(Direction, f64)> =
        config.move_order.into_iter().filter_map(|d| Some((d, tree.node(tree.move_child(node, d)?).value))).collect();
    let mut rules = Vec::new();
    let in_corner = board.exponent(config.snake.corner_cell()) == board.max_exponent();
    if board.max_exponent() > 0 && in_corner && !keeps_corner(board, chosen, config) {
        let keeping = first_highest(legal.iter().copied().filter(|&(d, _)| keeps_corner(board, d, config)));
        rules.push(RuleBroken::LeavesCorner { tile: board.max_tile(), keeping });
    }
    let own_empties = board.slide(chosen).empty_count();
    let most = first_highest(legal.iter().map(|&(d, v)| ((d, v), board.slide(d).empty_count())));
    if let Some(((merging, value), empties)) = most.filter(|&(_, e)| e > own_empties) {
        rules.push(RuleBroken::PassesUpMerge { merging, empties, own_empties, value });
    }
    rules
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{parse_board, Game};
    use crate::solver::{Preset, Solver, SolverConfig};

    fn tree(config: SolverConfig, board: &str, seed: u64) -> SearchTree {
        let solver = Solver::new(config).unwrap();
        SearchTree::record(&solver, parse_board(board).unwrap(), seed).unwrap()
    }

    /// The costs add up to the gap, and the costliest spawn named is the
    /// one whose weighted shortfall below the solver's value is largest,
    /// read straight off the tree's own nodes.
    #[test]
    fn the_costliest_spawn_is_the_searchs_own() {
        let mut checked = 0;
        for preset in [Preset::Article, Preset::WorstCase, Preset::FullChance] {
            let solver = Solver::new(preset.config()).unwrap();
            let mut game = Game::new(21);
            while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
                if game.moves() % 29 == 3 {
                    let tree = SearchTree::record(&solver, game.board(), game.decision_seed()).unwrap();
                    for pick in Direction::ALL.into_iter().filter(|&d| d != direction) {
                        let Some(miss) = explain_miss(&tree, pick) else { continue };
                        assert!(
                            (miss.total_cost - miss.gap).abs() <= 1e-9 * miss.best.abs(),
                            "{preset}: costs {} against a gap of {}",
                            miss.total_cost,
                            miss.gap
                        );
                        // By hand: every spawn under the pick's chance node.
                        let chance = tree.move_child(0, pick).unwrap();
                        let cells = tree.spawns_by_cell(chance).len() as f64;
                        let costliest = tree
                            .children(chance)
                            .map(|c| {
                                let n = tree.node(c);
                                let Edge::Spawn { probability, .. } = n.edge else { unreachable!() };
                                let weight = if preset == Preset::WorstCase { 1.0 } else { probability / cells };
                                (c, weight * (miss.best - n.value), n.value)
                            })
                            .max_by(|a, b| a.1.total_cmp(&b.1));
                        if let (Some(named), Some((c, cost, value))) = (miss.spawns.first(), costliest) {
                            // (Two spawns may cost the same: then either.)
                            assert_eq!(named.cost, cost, "{preset}");
                            assert_eq!(named.value, value, "{preset}");
                            assert!(named.node == c || tree.node(named.node).value == value);
                            checked += 1;
                        }
                    }
                }
                game.play(direction);
            }
        }
        assert!(checked > 30, "{checked} misses checked");
    }

    /// At a max node inside the tree, the miss is that node's: its kept
    /// move against the pick, its own children's spawns; at the root, the
    /// same as the decision's.
    #[test]
    fn a_miss_inside_the_tree_is_that_nodes() {
        let solver = Solver::article();
        let board = parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap();
        let tree = SearchTree::record(&solver, board, 3).unwrap();
        let root = tree.decision().direction.unwrap();
        let other = board.legal_moves().find(|&d| d != root).unwrap();
        assert_eq!(explain_miss_at(&tree, 0, other), explain_miss(&tree, other));
        let inner = (0..tree.len() as u32)
            .find(|&i| {
                let n = tree.node(i);
                i > 0 && n.kind == NodeKind::Max && n.best.is_some() && n.board.legal_moves().count() >= 2
            })
            .expect("a max node with a choice below the root");
        let node = tree.node(inner);
        let kept = node.best.unwrap();
        let pick = node.board.legal_moves().find(|&d| d != kept).unwrap();
        let miss = explain_miss_at(&tree, inner, pick).unwrap();
        assert_eq!((miss.chosen, miss.pick), (kept, pick));
        assert_eq!(miss.best, node.value, "a max node is worth the move it keeps");
        assert_eq!(explain_miss_at(&tree, inner, kept), None);
        // A chance node keeps no move.
        let chance = tree.children(0).next().unwrap();
        assert_eq!(explain_miss_at(&tree, chance, pick), None);
    }

    /// Worked by hand at depth 2 (a move, then a spawn, then the leaf):
    /// the lone 2 and the 4 beside it with the 8 in the corner.
    #[test]
    fn a_hand_worked_miss() {
        let config =
            SolverConfig { depth: crate::solver::DepthPolicy::uniform(2), sample_cap: None, ..SolverConfig::article() };
        // Bottom row: 2 _ 4 8. Right packs it to _ 2 4 8 and keeps the 8 in
        // the corner; left makes 2 4 8 _, taking the 8 out of it.
        let tree = tree(config, "0,0,0,0,0,0,0,0,0,0,0,0,2,0,4,8", 0);
        let decision = tree.decision().clone();
        assert_eq!(decision.direction, Some(Direction::Right));
        let miss = explain_miss(&tree, Direction::Left).unwrap();
        assert_eq!((miss.pick, miss.chosen), (Direction::Left, Direction::Right));
        assert_eq!(miss.gap, decision.value(Direction::Right).unwrap() - decision.value(Direction::Left).unwrap());
        // After left, 13 empty cells, all expanded: 26 spawns, the 2s
        // weighted 0.9/13 and the 4s 0.1/13.
        let first = miss.spawns[0];
        assert_eq!(first.cells, 13);
        let expected = if first.tile == 2 { 0.9 / 13.0 } else { 0.1 / 13.0 };
        assert_eq!(first.weight, expected);
        // A spawn's board is the left-slid board with its tile.
        let slid = parse_board("0,0,0,0,0,0,0,0,0,0,0,0,2,4,8,0").unwrap();
        assert_eq!(first.board, slid.with_exponent(usize::from(first.cell), if first.tile == 2 { 1 } else { 2 }));
        // Right keeps the corner and merges as much as any move: no rule
        // is broken by the solver here.
        assert!(miss.rules.is_empty(), "{:?}", miss.rules);
        assert_eq!(explain_miss(&tree, Direction::Right), None, "the solver's own move is no miss");
        assert_eq!(explain_miss(&tree, Direction::Down), None, "down is illegal");
    }

    /// The solver's move takes the largest tile out of the corner: said,
    /// with the best move that keeps it.
    #[test]
    fn a_rule_broken_is_detected() {
        // Found by search over a played game: a position where the article's
        // solver moves its largest tile out of the corner.
        let solver = Solver::article();
        let mut game = Game::new(2);
        let mut found = None;
        while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
            let board = game.board();
            let corner = solver.config().snake.corner_cell();
            if board.exponent(corner) == board.max_exponent()
                && board.slide(direction).exponent(corner) != board.max_exponent()
            {
                found = Some((board, game.decision_seed(), direction));
                break;
            }
            game.play(direction);
        }
        let (board, seed, chosen) = found.expect("the solver leaves the corner at some point of a game");
        let tree = SearchTree::record(&solver, board, seed).unwrap();
        let pick = Direction::ALL.into_iter().find(|&d| d != chosen && board.is_legal(d)).unwrap();
        let miss = explain_miss(&tree, pick).unwrap();
        let left = miss.rules.iter().find_map(|r| match r {
            RuleBroken::LeavesCorner { tile, keeping } => Some((*tile, *keeping)),
            _ => None,
        });
        let (tile, keeping) = left.expect("leaving the corner is said");
        assert_eq!(tile, board.max_tile());
        if let Some((d, v)) = keeping {
            assert_eq!(board.slide(d).exponent(solver.config().snake.corner_cell()), board.max_exponent());
            assert!(v <= miss.best, "keeping the corner is worth less here");
        }
        // (Where the solver keeps the corner, nothing is said of it: see
        // the hand-worked miss.)
    }

    /// A merge passed up: the solver's move leaves fewer empty cells than
    /// another legal move.
    #[test]
    fn a_merge_passed_up_is_detected() {
        let mut found = 0;
        let solver = Solver::article();
        let mut game = Game::new(5);
        while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
            let board = game.board();
            let own = board.slide(direction).empty_count();
            let most = board.legal_moves().map(|d| board.slide(d).empty_count()).max().unwrap();
            if most > own && found < 5 {
                let tree = SearchTree::record(&solver, board, game.decision_seed()).unwrap();
                let pick = board.legal_moves().find(|&d| d != direction).unwrap();
                let miss = explain_miss(&tree, pick).unwrap();
                let passed = miss.rules.iter().find_map(|r| match *r {
                    RuleBroken::PassesUpMerge { merging, empties, own_empties, .. } => {
                        Some((merging, empties, own_empties))
                    }
                    _ => None,
                });
                let (merging, empties, own_empties) = passed.expect("a merge passed up is said");
                assert_eq!((empties, own_empties), (most, own));
                assert_eq!(board.slide(merging).empty_count(), most);
                found += 1;
            }
            game.play(direction);
        }
        assert_eq!(found, 5);
    }
}
