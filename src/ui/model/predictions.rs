//! Predict, then see, then explain the gap: wherever the page reveals
//! something (a node of the search settling, a benchmark's result, a
//! claim's verdict), it first asks the reader what they expect. Each kind
//! keeps a quiet tally; on a miss the reader may write one line of their
//! own on why, kept with the tally; "Just show me" turns the questions off.
//! All of it is kept on the reader's device ([`Predictions`]).

use crate::analysis::claims::Verdict;
use crate::numbers::fixed_percent;
use serde::{Deserialize, Serialize};

/// Where a prediction is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PredictionKind {
    /// Which move a max node of the search keeps.
    MaxNode,
    /// Which sampled cell pulls a chance node's average down most.
    ChanceNode,
    /// What share of a benchmark's games reach 2048.
    Benchmark,
    /// Whether a claim of the article holds.
    Claim,
}

impl PredictionKind {
    pub const ALL: [PredictionKind; 4] =
        [PredictionKind::MaxNode, PredictionKind::ChanceNode, PredictionKind::Benchmark, PredictionKind::Claim];

    /// Its name in the tally.
    pub fn name(self) -> &'static str {
        match self {
            PredictionKind::MaxNode => "moves a node keeps",
            PredictionKind::ChanceNode => "cells that pull an average down",
            PredictionKind::Benchmark => "benchmark results",
            PredictionKind::Claim => "claims",
        }
    }
}

/// One kind's predictions: made, and right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindTally {
    pub kind: PredictionKind,
    pub made: u32,
    pub right: u32,
}

/// A miss the reader explained in their own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    pub kind: PredictionKind,
    /// What was predicted about: a claim's id, a run's label, a node of a
    /// search; one explanation each (a second replaces the first).
    #[serde(default)]
    pub about: String,
    /// What was predicted, and what the data said.
    pub predicted: String,
    pub actual: String,
    /// The reader's own line.
    pub why: String,
}

/// The longest explanation kept, in characters: one line.
pub const EXPLANATION_CHARS: usize = 280;

/// What the page keeps of the reader's predictions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Predictions {
    /// The reader asked to be shown, not asked.
    #[serde(default)]
    pub just_show_me: bool,
    #[serde(default)]
    pub tallies: Vec<KindTally>,
    #[serde(default)]
    pub explanations: Vec<Explanation>,
    /// The reader's stance on each claim predicted (by the claim's id).
    #[serde(default)]
    pub stances: Vec<(String, Stance)>,
    /// How much working "You be the solver" gives, as far as the reader
    /// has come.
    #[serde(default)]
    pub level: super::exercise::Level,
}

impl Predictions {
    pub fn tally(&self, kind: PredictionKind) -> KindTally {
        self.tallies.iter().find(|t| t.kind == kind).copied().unwrap_or(KindTally { kind, made: 0, right: 0 })
    }

    /// Counts one prediction of `kind`.
    pub fn record(&mut self, kind: PredictionKind, right: bool) {
        let at = match self.tallies.iter().position(|t| t.kind == kind) {
            Some(at) => at,
            None => {
                self.tallies.push(KindTally { kind, made: 0, right: 0 });
                self.tallies.len() - 1
            }
        };
        self.tallies[at].made += 1;
        self.tallies[at].right += u32::from(right);
    }

    /// Keeps the reader's line on a miss about `about` (trimmed to one
    /// line, at most [`EXPLANATION_CHARS`]), in place of an earlier one
    /// about the same; an empty line keeps nothing.
    pub fn explain(&mut self, kind: PredictionKind, about: &str, predicted: String, actual: String, why: &str) -> bool {
        let line: String =
            why.split_whitespace().collect::<Vec<_>>().join(" ").chars().take(EXPLANATION_CHARS).collect();
        if line.is_empty() {
            return false;
        }
        let explanation = Explanation { kind, about: about.to_string(), predicted, actual, why: line };
        match self.explanations.iter_mut().find(|e| e.kind == kind && e.about == about) {
            Some(earlier) => *earlier = explanation,
            None => self.explanations.push(explanation),
        }
        true
    }

    /// The reader's line about `about`, if they kept one.
    pub fn explanation(&self, kind: PredictionKind, about: &str) -> Option<&Explanation> {
        self.explanations.iter().find(|e| e.kind == kind && e.about == about)
    }

    /// The reader's stance on the claim `id`, if they gave one.
    pub fn stance(&self, id: &str) -> Option<Stance> {
        self.stances.iter().find(|(claim, _)| claim == id).map(|(_, stance)| *stance)
    }

    /// Keeps a stance on the claim `id` and counts it against `verdict`,
    /// once (a second stance on the same claim changes nothing).
    pub fn take_stance(&mut self, id: &str, stance: Stance, verdict: &Verdict) {
        if self.stance(id).is_none() {
            self.stances.push((id.to_string(), stance));
            self.record(PredictionKind::Claim, stance.called(verdict));
        }
    }

    /// "Your predictions so far: claims 3 of 4, benchmark results 0 of 1."
    /// (the kinds with any), or `None` before the first.
    pub fn sentence(&self) -> Option<String> {
        let parts: Vec<String> = PredictionKind::ALL
            .into_iter()
            .map(|kind| self.tally(kind))
            .filter(|t| t.made > 0)
            .map(|t| format!("{} {} of {}", t.kind.name(), t.right, t.made))
            .collect();
        (!parts.is_empty()).then(|| format!("Your predictions so far: {}.", parts.join(", ")))
    }
}

/// The reader's view of a claim before its verdict is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stance {
    Agree,
    Disagree,
    NotSure,
}

impl Stance {
    pub const ALL: [Stance; 3] = [Stance::Agree, Stance::Disagree, Stance::NotSure];

    pub fn label(self) -> &'static str {
        match self {
            Stance::Agree => "I think it holds",
            Stance::Disagree => "I think it does not",
            Stance::NotSure => "Not sure",
        }
    }

    /// Whether this stance called `verdict`: agreeing calls "holds",
    /// disagreeing "does not hold", and not being sure calls a verdict
    /// that holds only in part or that the data does not settle.
    pub fn called(self, verdict: &Verdict) -> bool {
        matches!(
            (self, verdict),
            (Stance::Agree, Verdict::Holds)
                | (Stance::Disagree, Verdict::DoesNotHold)
                | (Stance::NotSure, Verdict::HoldsOnly(_) | Verdict::Unsettled)
        )
    }
}

/// A guess at a share, in whole percent, against the share measured and
/// its 95% interval (all in percent): right when it lies in the interval.
pub fn share_called(guess: f64, interval: [f64; 2]) -> bool {
    guess >= interval[0].floor() && guess <= interval[1].ceil()
}

/// One line on where a share guess fell: "Your 50% lies below the whole
/// 95% interval, 65.1 to 77.3%." or "… inside it."
pub fn share_gap(guess: f64, share: f64, interval: [f64; 2]) -> String {
    let place = if share_called(guess, interval) {
        "inside"
    } else if guess < interval[0] {
        "below the whole of"
    } else {
        "above the whole of"
    };
    format!(
        "Your {} lies {place} the 95% interval, {:.1} to {} (the run measured {}).",
        fixed_percent(guess, 0),
        interval[0],
        fixed_percent(interval[1], 1),
        fixed_percent(share, 1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tallies_count_per_kind_and_read_as_a_sentence() {
        let mut p = Predictions::default();
        assert_eq!(p.sentence(), None);
        p.record(PredictionKind::Claim, true);
        p.record(PredictionKind::Claim, false);
        p.record(PredictionKind::MaxNode, true);
        assert_eq!(p.tally(PredictionKind::Claim), KindTally { kind: PredictionKind::Claim, made: 2, right: 1 });
        assert_eq!(p.sentence().as_deref(), Some("Your predictions so far: moves a node keeps 1 of 1, claims 1 of 2."));
    }

    #[test]
    fn an_explanation_is_one_trimmed_line() {
        let mut p = Predictions::default();
        assert!(!p.explain(PredictionKind::Benchmark, "run 1", "50%".into(), "72%".into(), "   \n "));
        assert!(p.explain(
            PredictionKind::Benchmark,
            "run 1",
            "50%".into(),
            "72%".into(),
            " it  plays\nbetter than I thought "
        ));
        assert_eq!(p.explanations[0].why, "it plays better than I thought");
        p.explain(PredictionKind::Claim, "claim-wall", String::new(), String::new(), &"x".repeat(1000));
        assert_eq!(p.explanations[1].why.chars().count(), EXPLANATION_CHARS);
        // A second line about the same run replaces the first.
        p.explain(PredictionKind::Benchmark, "run 1", "50%".into(), "72%".into(), "second thoughts");
        assert_eq!(p.explanations.len(), 2);
        assert_eq!(p.explanation(PredictionKind::Benchmark, "run 1").unwrap().why, "second thoughts");
        assert_eq!(p.explanation(PredictionKind::Benchmark, "run 2"), None);
    }

    #[test]
    fn a_claim_is_predicted_once() {
        let mut p = Predictions::default();
        p.take_stance("claim-greedy", Stance::Agree, &Verdict::Holds);
        p.take_stance("claim-greedy", Stance::Disagree, &Verdict::Holds);
        assert_eq!(p.stance("claim-greedy"), Some(Stance::Agree));
        assert_eq!(p.tally(PredictionKind::Claim), KindTally { kind: PredictionKind::Claim, made: 1, right: 1 });
        p.take_stance("claim-wall", Stance::Agree, &Verdict::DoesNotHold);
        assert_eq!(p.tally(PredictionKind::Claim).right, 1);
        assert_eq!(p.stance("claim-corner"), None);
    }

    #[test]
    fn a_stance_calls_its_verdicts() {
        assert!(Stance::Agree.called(&Verdict::Holds));
        assert!(!Stance::Agree.called(&Verdict::DoesNotHold));
        assert!(Stance::Disagree.called(&Verdict::DoesNotHold));
        assert!(Stance::NotSure.called(&Verdict::Unsettled));
        assert!(Stance::NotSure.called(&Verdict::HoldsOnly("in part".into())));
        assert!(!Stance::NotSure.called(&Verdict::Holds));
    }

    #[test]
    fn a_share_guess_is_right_inside_the_interval() {
        assert!(share_called(70.0, [65.1, 77.3]));
        assert!(share_called(65.0, [65.1, 77.3]), "whole percent: 65 is the interval's floor");
        assert!(!share_called(50.0, [65.1, 77.3]));
        assert_eq!(
            share_gap(50.0, 71.8, [65.1, 77.3]),
            "Your 50% lies below the whole of the 95% interval, 65.1 to 77.3% (the run measured 71.8%)."
        );
        assert!(share_gap(90.0, 71.8, [65.1, 77.3]).contains("above the whole of"));
        assert!(share_gap(70.0, 71.8, [65.1, 77.3]).contains("lies inside the 95% interval"));
    }
}
