//! The solver's parameters in words: every sentence, label and formula on
//! the page (and in the CLI's help) that states a parameter is made here,
//! from the configuration, so none of them can drift from what the solver
//! actually does.

use super::config::{ChanceRule, DepthPolicy, Preset, SolverConfig, Weights, CELLS};
use crate::numbers::{exact_percent, number};

/// The most empty cells a chance node can have (a move always leaves the
/// board with at least one tile), so a cap of this or more samples nothing.
pub const MOST_CHANCE_CELLS: u32 = CELLS - 1;

/// The chance of a 2 and of a 4, as prose prints them ("0.9", "0.1"), for
/// a chance `four_chance` of a 4.
pub fn spawn_odds(four_chance: f64) -> (String, String) {
    (number(1.0 - four_chance), number(four_chance))
}

/// A chance node's blend of one cell's two spawns, as a formula:
/// "0.9 × V(2) + 0.1 × V(4)"; just "V(2)" or "V(4)" when only one tile
/// can appear.
pub fn blend(four_chance: f64) -> String {
    let (two, four) = spawn_odds(four_chance);
    if four_chance == 0.0 {
        "V(2)".to_string()
    } else if four_chance == 1.0 {
        "V(4)".to_string()
    } else {
        format!("{two} × V(2) + {four} × V(4)")
    }
}

/// What appears after a move: "a 2 (90%) or a 4 (10%)".
pub fn spawn_sentence(four_chance: f64) -> String {
    if four_chance == 0.0 {
        "always a 2".to_string()
    } else if four_chance == 1.0 {
        "always a 4".to_string()
    } else {
        format!("a 2 ({}) or a 4 ({})", exact_percent(1.0 - four_chance), exact_percent(four_chance))
    }
}

/// Whether a chance node expands every empty cell (no cap, or a cap no
/// board can exceed).
pub fn samples_every_cell(config: &SolverConfig) -> bool {
    config.sample_cap.is_none_or(|cap| cap >= MOST_CHANCE_CELLS)
}

/// How a chance node picks its cells: "every empty cell", or "at most 6
/// empty cells, drawn at random without replacement".
pub fn sampling_rule(config: &SolverConfig) -> String {
    match config.sample_cap {
        _ if samples_every_cell(config) => "every empty cell".to_string(),
        Some(1) => "one empty cell, drawn at random".to_string(),
        Some(cap) => format!("at most {cap} empty cells, drawn at random without replacement"),
        None => unreachable!("no cap samples every cell"),
    }
}

/// The cap as a short label: "6" or "all".
pub fn cap_label(config: &SolverConfig) -> String {
    match config.sample_cap {
        _ if samples_every_cell(config) => "all".to_string(),
        Some(cap) => cap.to_string(),
        None => unreachable!("no cap samples every cell"),
    }
}

/// One branch of the depth rule, for prose that highlights the branch a
/// board falls in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DepthBranch {
    /// "more than 8 empty cells", "more than 3", "otherwise".
    pub condition: String,
    pub depth: u8,
}

/// The depth rule as its three branches, in the order they are tried.
pub fn depth_branches(policy: &DepthPolicy) -> [DepthBranch; 3] {
    [
        DepthBranch { condition: format!("more than {} empty cells", policy.open_above), depth: policy.open_depth },
        DepthBranch { condition: format!("more than {}", policy.middle_above), depth: policy.middle_depth },
        DepthBranch { condition: "otherwise".to_string(), depth: policy.crowded_depth },
    ]
}

/// Which of [`depth_branches`] applies to a board with `empties` empty cells.
pub fn depth_branch(policy: &DepthPolicy, empties: u32) -> usize {
    if empties > policy.open_above {
        0
    } else if empties > policy.middle_above {
        1
    } else {
        2
    }
}

/// The depth rule in one line: "more than 8 empty cells → depth 3, more
/// than 3 → depth 4, otherwise → depth 5".
pub fn depth_rule(policy: &DepthPolicy) -> String {
    depth_branches(policy).map(|b| format!("{} → depth {}", b.condition, b.depth)).join(", ")
}

/// The depths in the short form presets use: "3/4/5".
pub fn depths(policy: &DepthPolicy) -> String {
    format!("{}/{}/{}", policy.open_depth, policy.middle_depth, policy.crowded_depth)
}

/// The evaluation as a formula: "positional + 200,000 × empties + 4,000 ×
/// smoothness" (a weight of 1 is left out).
pub fn formula(weights: &Weights) -> String {
    let term = |weight: f64, name: &str| {
        if weight == 1.0 {
            name.to_string()
        } else {
            format!("{} × {name}", number(weight))
        }
    };
    format!(
        "{} + {} + {}",
        term(weights.positional, "positional"),
        term(weights.empties, "empties"),
        term(weights.smoothness, "smoothness")
    )
}

/// A configuration in one line, as the preset menus show it: "depth
/// 3/4/5, at most 6 spawn cells sampled".
pub fn summary(config: &SolverConfig) -> String {
    // Depth 1 everywhere reaches no chance node: nothing is sampled.
    if config.depth.deepest() == 1 {
        return "depth 1, no chance layer".to_string();
    }
    let cells = if samples_every_cell(config) {
        "every empty cell expanded".to_string()
    } else {
        format!("at most {} spawn cells sampled", cap_label(config))
    };
    let rule = match config.chance_rule {
        ChanceRule::Mean => "",
        ChanceRule::Worst => ", the worst spawn taken",
    };
    format!("depth {}, {cells}{rule}", depths(&config.depth))
}

/// How a chance node values the spawns it considers, as a phrase: "the
/// mean over the 6 sampled cells of 0.9 × V(2) + 0.1 × V(4)" or "the
/// lowest value among the spawns on the 6 sampled cells (…)".
pub fn chance_rule(config: &SolverConfig, cells: u32) -> String {
    let sampled = if cells == 1 { "the 1 sampled cell".to_string() } else { format!("the {cells} sampled cells") };
    match config.chance_rule {
        ChanceRule::Mean => format!("the mean over {sampled} of {}", blend(config.four_chance)),
        ChanceRule::Worst => {
            format!("the lowest value among the spawns on {sampled} (the worst tile the game could place)")
        }
    }
}

impl Preset {
    /// One line on the preset: "the article's solver: depth 3/4/5, at most
    /// 6 spawn cells sampled".
    pub fn summary(self) -> String {
        format!("{}: {}", self.idea(), summary(&self.config()))
    }
}

/// What `config` changes from the article's solver, a phrase per setting,
/// every setting compared: "depth 3/4/6", "smoothness weight 50,000",
/// "snake ending top-left, along rows". Empty for the article's own.
pub fn differences(config: &SolverConfig) -> Vec<String> {
    let article = SolverConfig::article();
    let mut changed = Vec::new();
    let (depth, usual) = (&config.depth, &article.depth);
    if (depth.open_above, depth.middle_above) != (usual.open_above, usual.middle_above) {
        changed.push(format!("depth {}", depth_rule(depth)));
    } else if depths(depth) != depths(usual) {
        changed.push(format!("depth {}", depths(depth)));
    }
    if cap_label(config) != cap_label(&article) {
        changed.push(format!("{} spawn cells sampled", cap_label(config)));
    }
    for (name, weight, usual) in [
        ("positional", config.weights.positional, article.weights.positional),
        ("empty-cell", config.weights.empties, article.weights.empties),
        ("smoothness", config.weights.smoothness, article.weights.smoothness),
    ] {
        if weight != usual {
            changed.push(format!("{name} weight {}", number(weight)));
        }
    }
    if config.four_chance != article.four_chance {
        changed.push(format!("a 4 expected {} of the time", exact_percent(config.four_chance)));
    }
    if config.chance_rule != article.chance_rule {
        changed.push("the worst spawn taken at chance nodes".to_string());
    }
    if config.move_order != article.move_order {
        changed.push(format!("moves tried {}", config.move_order.map(|d| d.name()).join(", ")));
    }
    if config.snake != article.snake {
        changed.push(format!("snake {}", config.snake));
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Preset;

    #[test]
    fn differences_name_every_changed_setting_and_nothing_else() {
        assert!(differences(&SolverConfig::article()).is_empty());
        let mut config = SolverConfig::article();
        config.weights.smoothness = 50_000.0;
        assert_eq!(differences(&config), ["smoothness weight 50,000"]);
        config.depth.crowded_depth = 6;
        config.sample_cap = None;
        config.four_chance = 0.2;
        config.snake =
            crate::solver::Snake { corner: crate::solver::Corner::TopLeft, along: crate::solver::Along::Rows };
        config.move_order.reverse();
        assert_eq!(
            differences(&config),
            [
                "depth 3/4/6",
                "all spawn cells sampled",
                "smoothness weight 50,000",
                "a 4 expected 20% of the time",
                "moves tried up, left, right, down",
                "snake ending top-left, along rows",
            ]
        );
        config.depth.open_above = 9;
        assert_eq!(
            differences(&config)[0],
            "depth more than 9 empty cells → depth 3, more than 3 → depth 4, otherwise → depth 6"
        );
        // The presets that change something say what.
        assert_eq!(differences(&Preset::FullChance.config()), ["all spawn cells sampled"]);
    }

    #[test]
    fn the_blend_follows_the_spawn_odds() {
        let article = SolverConfig::article().four_chance;
        assert_eq!(blend(article), "0.9 × V(2) + 0.1 × V(4)");
        assert_eq!(spawn_sentence(article), "a 2 (90%) or a 4 (10%)");
        assert_eq!(spawn_sentence(crate::game::FOUR_CHANCE), "a 2 (90%) or a 4 (10%)");
        assert_eq!(blend(0.2), "0.8 × V(2) + 0.2 × V(4)");
        assert_eq!(spawn_sentence(0.2), "a 2 (80%) or a 4 (20%)");
        assert_eq!(blend(0.0), "V(2)");
        assert_eq!(spawn_sentence(0.0), "always a 2");
        assert_eq!(blend(1.0), "V(4)");
        assert_eq!(spawn_odds(0.25), ("0.75".to_string(), "0.25".to_string()));
    }

    #[test]
    fn the_sampling_rule_follows_the_cap() {
        let mut config = SolverConfig::article();
        assert_eq!(sampling_rule(&config), "at most 6 empty cells, drawn at random without replacement");
        assert_eq!(cap_label(&config), "6");
        config.sample_cap = Some(16);
        assert!(samples_every_cell(&config));
        assert_eq!(sampling_rule(&config), "every empty cell");
        assert_eq!(cap_label(&config), "all");
        config.sample_cap = Some(15);
        assert_eq!(sampling_rule(&config), "every empty cell");
        config.sample_cap = None;
        assert_eq!(sampling_rule(&config), "every empty cell");
        config.sample_cap = Some(1);
        assert_eq!(sampling_rule(&config), "one empty cell, drawn at random");
    }

    #[test]
    fn the_depth_rule_and_its_branches() {
        let policy = SolverConfig::article().depth;
        assert_eq!(
            depth_rule(&policy),
            "more than 8 empty cells → depth 3, more than 3 → depth 4, otherwise → depth 5"
        );
        assert_eq!([16, 9, 8, 4, 3, 0].map(|e| depth_branch(&policy, e)), [0, 0, 1, 1, 2, 2]);
        for empties in 0..=16 {
            assert_eq!(depth_branches(&policy)[depth_branch(&policy, empties)].depth, policy.depth_for(empties));
        }
        assert_eq!(depths(&Preset::Deeper.config().depth), "4/5/6");
    }

    #[test]
    fn formulas_and_summaries_come_from_the_numbers() {
        assert_eq!(formula(&Weights::ARTICLE), "positional + 200,000 × empties + 4,000 × smoothness");
        let weights = Weights { positional: 2.0, empties: 150_000.0, smoothness: 0.5 };
        assert_eq!(formula(&weights), "2 × positional + 150,000 × empties + 0.5 × smoothness");
        assert_eq!(summary(&SolverConfig::article()), "depth 3/4/5, at most 6 spawn cells sampled");
        assert_eq!(summary(&Preset::FullChance.config()), "depth 3/4/5, every empty cell expanded");
        assert_eq!(summary(&Preset::Greedy.config()), "depth 1, no chance layer");
        assert_eq!(
            summary(&Preset::WorstCase.config()),
            "depth 3/4/5, at most 6 spawn cells sampled, the worst spawn taken"
        );
        assert_eq!(differences(&Preset::WorstCase.config()), ["the worst spawn taken at chance nodes"]);
        assert_eq!(differences(&Preset::Greedy.config()), ["depth 1/1/1"]);
        assert_eq!(
            chance_rule(&SolverConfig::article(), 6),
            "the mean over the 6 sampled cells of 0.9 × V(2) + 0.1 × V(4)"
        );
        assert_eq!(
            chance_rule(&Preset::WorstCase.config(), 1),
            "the lowest value among the spawns on the 1 sampled cell (the worst tile the game could place)"
        );
    }
}
