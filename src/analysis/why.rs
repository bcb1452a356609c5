//! Why expectimax? The article says planning for chance beats "a greedy
//! one-move-ahead approach" by far, and the page's first section says that
//! planning for the worst tile plays too timidly. Both are claims one can
//! test: play the same games with the article's solver, a greedy one and a
//! worst-case one ([`Experiment::WhyExpectimax`]), and compare.
//!
//! [`finding`] says what a run shows, in sentences made from its numbers;
//! the verdicts themselves are `claims.rs`'s.

use super::claims::{beats, Verdict, HEADLINE_TILE};
use super::experiment::{share_text, ExperimentData};
use crate::numbers::{count, number};
use crate::solver::Preset;

/// What the run shows, a sentence per solver compared with the article's,
/// and one on the time each takes (empty if a solver is missing).
pub fn finding(data: &ExperimentData) -> Vec<String> {
    let (Some(article), Some(greedy), Some(worst)) =
        (data.summary(Preset::Article), data.summary(Preset::Greedy), data.summary(Preset::WorstCase))
    else {
        return Vec::new();
    };
    let tile = HEADLINE_TILE;
    let mut sentences = vec![format!(
        "Over {} games each, {tile} was reached in {} of games by the article's solver, {} by the greedy one and {} by the worst-case one.",
        number(data.games as f64),
        share_text(article, tile),
        share_text(greedy, tile),
        share_text(worst, tile)
    )];
    let against = |other: &crate::bench::Summary, name: &str, what: &str| {
        match beats(article, other, name).verdict {
        Verdict::Holds => format!(
            "Planning for chance beats {what}: the {name} solver's games last a median {} moves against {}, and end with a mean score of {} against {}.",
            number(other.median_moves.round()),
            number(article.median_moves.round()),
            number(other.mean_score.round()),
            number(article.mean_score.round())
        ),
        Verdict::DoesNotHold => format!("Here {what} does better than planning for chance, beyond the intervals."),
        _ => format!("At this sample size the article's solver and the {name} one cannot be told apart at {tile}."),
    }
    };
    sentences.push(against(greedy, "greedy", "looking one move ahead"));
    sentences.push(against(worst, "worst-case", "planning for the worst tile"));
    sentences.push(format!(
        "The greedy solver thinks {:.2} µs per move, the worst-case one {:.1} µs and the article's {:.1} µs (natively, per thread, {} at a time; not in a browser).",
        greedy.mean_us_per_move,
        worst.mean_us_per_move,
        article.mean_us_per_move,
        count(data.threads as u64, "thread", "threads")
    ));
    sentences
}

#[cfg(test)]
mod tests {
    use super::super::experiment::Experiment;
    use super::*;

    /// The committed run reads, holds at least 1,000 games per solver, and
    /// the prose quotes its figures.
    #[test]
    fn the_committed_run_and_what_it_says() {
        let data = Experiment::WhyExpectimax.committed().expect("the committed run reads");
        assert!(data.games >= 1000, "a large sample: {} games per solver", data.games);
        let solvers: Vec<&str> = data.solvers.iter().map(|s| s.preset.as_str()).collect();
        assert_eq!(solvers, ["article", "greedy", "worst-case"]);
        for solver in &data.solvers {
            assert_eq!(solver.summary.games as u64, data.games);
            assert!(solver.summary.corner.is_some(), "{} counts the corner", solver.preset);
        }
        assert!(data.command.starts_with("lookahead why-expectimax --games "), "{}", data.command);
        let sentences = finding(&data).join(" ");
        for preset in [Preset::Article, Preset::Greedy, Preset::WorstCase] {
            let summary = data.summary(preset).unwrap();
            assert!(sentences.contains(&share_text(summary, HEADLINE_TILE)), "{sentences}");
        }
        let greedy = data.summary(Preset::Greedy).unwrap();
        assert!(sentences.contains(&format!("{:.2} µs per move", greedy.mean_us_per_move)), "{sentences}");
        assert!(sentences.contains("Planning for chance beats looking one move ahead"), "{sentences}");
        assert!(sentences.contains("Planning for chance beats planning for the worst tile"), "{sentences}");
    }

    /// Swap the article's figures with the greedy solver's, and the
    /// sentence turns round.
    #[test]
    fn the_finding_follows_the_numbers() {
        let mut data = Experiment::WhyExpectimax.committed().expect("the committed run reads");
        let article = data.summary(Preset::Article).unwrap().clone();
        let greedy = data.solvers.iter_mut().find(|s| s.preset == "greedy").unwrap();
        let greedy_summary = std::mem::replace(&mut greedy.summary, article);
        data.solvers[0].summary = greedy_summary;
        let sentences = finding(&data).join(" ");
        assert!(sentences.contains("Here looking one move ahead does better than planning for chance"), "{sentences}");
    }
}
