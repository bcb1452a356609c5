//! A miss ([`crate::analysis::miss`]) in sentences a reader can check on
//! the board: how far apart the two moves are, in a unit a reader can
//! picture; the spawns after the reader's move that cost it most; and any
//! rule of thumb the solver's own move breaks, with what breaking it buys.

use super::gaps::gap_in_units;
use crate::analysis::miss::{CostlySpawn, Miss, RuleBroken};
use crate::game::cell_name;
use crate::numbers::percent;
use crate::solver::{ChanceRule, SolverConfig};

/// The sentences of a miss; each named spawn with its own.
#[derive(Clone, Debug, PartialEq)]
pub struct MissWords {
    pub gap: String,
    pub spawns: Vec<(CostlySpawn, String)>,
    pub rules: Vec<String>,
}

pub fn miss_in_words(miss: &Miss, config: &SolverConfig) -> MissWords {
    let (pick, chosen) = (miss.pick.name(), miss.chosen.name());
    let units = |gap: f64| gap_in_units(miss.best, gap, config.weights.empties);
    if miss.gap <= 0.0 {
        return MissWords {
            gap: format!(
                "Your {pick} is worth exactly as much as {chosen}: the solver plays {chosen} because it tries it first."
            ),
            spawns: Vec::new(),
            rules: Vec::new(),
        };
    }
    let gap = format!(
        "The solver's {chosen} is worth {} more than your {pick}.",
        units(miss.gap).unwrap_or_else(|| "a little".to_string())
    );
    let spawns = miss
        .spawns
        .iter()
        .map(|&spawn| {
            let below = units(miss.best - spawn.value).unwrap_or_else(|| "a little".to_string());
            let share = spawn.cost / miss.gap;
            let carried = if share > 1.0 {
                "more than the whole gap (other spawns win some of it back)".to_string()
            } else {
                format!("{} of the gap", percent(share))
            };
            let weight = match config.chance_rule {
                ChanceRule::Mean => format!(
                    "The search weighs it at {} of your move's value (a {} is {} of spawns, on one of the {} cells it drew), so it alone makes {carried}.",
                    percent(spawn.weight),
                    spawn.tile,
                    crate::numbers::exact_percent(spawn.tile_chance),
                    spawn.cells
                ),
                ChanceRule::Worst => {
                    format!("The worst-case rule values your move at its lowest spawn, this one: it makes {carried}.")
                }
            };
            let sentence = format!(
                "After your {pick}, a {} at {} leaves a board worth {below} less than the solver's {chosen}. {weight}",
                spawn.tile,
                cell_name(spawn.cell)
            );
            (spawn, sentence)
        })
        .collect();
    let rules = miss
        .rules
        .iter()
        .filter_map(|rule| match *rule {
            RuleBroken::LeavesCorner { tile, keeping: Some((keeper, value)) } => Some(format!(
                "The solver's {chosen} takes the {tile} out of the corner, against the article's own rule of thumb; it buys {} over {}, the best move that keeps it there.",
                units(miss.best - value).unwrap_or_else(|| "nothing".to_string()),
                keeper.name()
            )),
            RuleBroken::LeavesCorner { tile, keeping: None } => Some(format!(
                "The solver's {chosen} takes the {tile} out of the corner, against the article's own rule of thumb, but no legal move keeps it there."
            )),
            RuleBroken::PassesUpMerge { merging, empties, own_empties, value } => (miss.best > value).then(|| {
                format!(
                    "The solver's {chosen} passes up a merge: {} would leave {empties} empty cells to its {own_empties}, yet {chosen} is worth {} more.",
                    merging.name(),
                    units(miss.best - value).unwrap_or_else(|| "a little".to_string())
                )
            }),
        })
        .collect();
    MissWords { gap, spawns, rules }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::miss::explain_miss;
    use crate::game::{Direction, Game};
    use crate::solver::{SearchTree, Solver};

    /// On a played game's positions, every miss is said without a count of
    /// empty cells larger than a board, and names its costliest spawn.
    #[test]
    fn no_unit_larger_than_the_board() {
        let solver = Solver::article();
        let mut game = Game::new(8);
        let mut said = 0;
        while let Some(direction) = solver.decide(game.board(), game.decision_seed()).direction {
            if game.moves() % 17 == 5 {
                let tree = SearchTree::record(&solver, game.board(), game.decision_seed()).unwrap();
                for pick in Direction::ALL {
                    let Some(miss) = explain_miss(&tree, pick) else { continue };
                    let words = miss_in_words(&miss, solver.config());
                    let all = std::iter::once(&words.gap)
                        .chain(words.spawns.iter().map(|(_, s)| s))
                        .chain(&words.rules)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join(" ");
                    for (i, _) in all.match_indices(" empty cell") {
                        let before = &all[..i];
                        let number = before.rsplit(' ').next().unwrap().replace(',', "");
                        if let Ok(n) = number.parse::<f64>() {
                            assert!(n <= 16.0, "{all}");
                        }
                    }
                    assert!(!all.contains("  "), "{all}");
                    if miss.gap > 0.0 && !miss.spawns.is_empty() {
                        let first = &words.spawns[0].1;
                        assert!(first.contains(&cell_name(miss.spawns[0].cell)), "{first}");
                        said += 1;
                    }
                }
            }
            game.play(direction);
        }
        assert!(said > 40, "{said} misses said");
    }
}
