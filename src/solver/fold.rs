//! How a chance node folds its spawns' values into its own, by the
//! configuration's [`ChanceRule`]: the one place the rule changes the
//! search's arithmetic.

use super::config::ChanceRule;

/// One sampled cell's share of a chance node's sum: `p(2)·V(2) + p(4)·V(4)`
/// (a spawn that cannot happen has value 0 and weight 0).
#[inline(always)]
pub(super) fn cell_term(two_chance: f64, two: f64, four_chance: f64, four: f64) -> f64 {
    two_chance * two + four_chance * four
}

/// How a chance node folds its spawns' values into its own, by the
/// configuration's [`ChanceRule`]: under the mean, a sum of each cell's
/// `p(2)·V(2) + p(4)·V(4)` divided by the cells at the end (the article's
/// arithmetic, in its order); under the worst case, the lowest value of a
/// spawn that can happen. Every chance node of the search, whether its
/// children are leaves or subtrees, pruned or not, folds through this.
#[derive(Clone, Copy)]
pub(super) struct Fold {
    pub(super) rule: ChanceRule,
    pub(super) two_chance: f64,
    pub(super) four_chance: f64,
}

impl Fold {
    pub(super) fn new(rule: ChanceRule, four_chance: f64) -> Fold {
        Fold { rule, two_chance: 1.0 - four_chance, four_chance }
    }

    #[inline(always)]
    pub(super) fn start(self) -> f64 {
        match self.rule {
            ChanceRule::Mean => 0.0,
            ChanceRule::Worst => f64::INFINITY,
        }
    }

    /// `so_far` with one cell's two spawns added (a spawn that cannot
    /// happen has value 0 and is left out).
    #[inline(always)]
    pub(super) fn add(self, so_far: f64, two: f64, four: f64) -> f64 {
        match self.rule {
            ChanceRule::Mean => so_far + cell_term(self.two_chance, two, self.four_chance, four),
            ChanceRule::Worst => {
                let two = if self.two_chance == 0.0 { f64::INFINITY } else { two };
                let four = if self.four_chance == 0.0 { f64::INFINITY } else { four };
                so_far.min(two).min(four)
            }
        }
    }

    /// The node's value from its fold over `cells` cells (at least one).
    #[inline(always)]
    pub(super) fn finish(self, folded: f64, cells: u16) -> f64 {
        match self.rule {
            ChanceRule::Mean => folded / f64::from(cells.count_ones()),
            ChanceRule::Worst => folded,
        }
    }
}

/// A [`ChanceRule`] fixed when the code is compiled, for a loop built once
/// per rule.
pub(super) trait RuleOf {
    const RULE: ChanceRule;
}

/// [`ChanceRule::Mean`], as a type.
pub(super) struct MeanRule;

impl RuleOf for MeanRule {
    const RULE: ChanceRule = ChanceRule::Mean;
}

/// [`ChanceRule::Worst`], as a type.
pub(super) struct WorstRule;

impl RuleOf for WorstRule {
    const RULE: ChanceRule = ChanceRule::Worst;
}
