//! The wall experiment. The article says its solver almost never reaches
//! 8192 *because* of its two speed trades (adaptive depth, and sampling six
//! spawn cells). Remove them, one at a time and both together, and count.
//!
//! `lookahead wall` plays the same games with each of
//! [`Experiment::Wall`]'s solvers and prints an [`ExperimentData`]; the page
//! shows the committed one (`data/wall-experiment.json`) beside the small
//! run it can do itself, and states what it shows with [`finding`], made
//! from its numbers.

use super::experiment::{clearly_different, games_reaching, reached, share_text, ExperimentData};
use crate::bench::Summary;
use crate::numbers::number;
use crate::solver::Preset;

/// What the run shows about the article's claim, in a few sentences made
/// from its numbers (so they say whatever the numbers say).
pub fn finding(data: &ExperimentData) -> Vec<String> {
    let find = |preset| data.solver(preset).map(|s| &s.summary);
    let (Some(article), Some(full), Some(deeper), Some(both)) =
        (find(Preset::Article), find(Preset::FullChance), find(Preset::Deeper), find(Preset::NoTrades))
    else {
        return Vec::new();
    };
    let at = |s: &Summary| reached(s, 8192).0;
    let mut sentences = vec![format!(
        "Over {} games each, the article's solver reached 8192 in {} of games; with both trades eased, in {}.",
        number(data.games as f64),
        share_text(article, 8192),
        share_text(both, 8192)
    )];
    let lift = |times: String| {
        format!(
            "So the trades do hold it back: eased, they make 8192 {times}, and 4096 reached in {} of games instead of {}.",
            share_text(both, 4096),
            share_text(article, 4096)
        )
    };
    sentences.push(if clearly_different(article, both, 8192) && at(both) > at(article) {
        // A ratio needs the article's solver to have reached it at all.
        if at(article) > 0.0 {
            lift(format!(
                "about {:.0} times as common ({} games against {})",
                at(both) / at(article),
                games_reaching(both, 8192),
                games_reaching(article, 8192)
            ))
        } else {
            lift(format!(
                "reachable ({} games, where the article's solver reached it in none)",
                games_reaching(both, 8192)
            ))
        }
    } else {
        "So at this sample size easing the trades cannot be shown to lift the ceiling.".to_string()
    });
    sentences.push(if at(both) < 50.0 {
        format!(
            "But they are not the whole wall: even eased, {:.0} games in 100 end before 8192 (at least {:.0}, by the interval). The rest of the wall belongs to the search itself, its heuristic and its horizon, not to the two trades.",
            100.0 - at(both),
            (100.0 - reached(both, 8192).1[1]).floor()
        )
    } else {
        "With both trades eased, 8192 becomes the usual outcome: the wall was the trades.".to_string()
    });
    let (depth_gain, sampling_gain) =
        (clearly_different(article, deeper, 8192), clearly_different(article, full, 8192));
    sentences.push(match (depth_gain, sampling_gain) {
        (true, false) => format!(
            "Of the two trades, depth is the one that matters: one layer deeper alone reaches 8192 in {}, expanding every spawn cell alone in {}, not clearly more than the article's.",
            share_text(deeper, 8192),
            share_text(full, 8192)
        ),
        (false, true) => format!(
            "Of the two trades, sampling is the one that matters: expanding every spawn cell alone reaches 8192 in {}, one layer deeper alone in {}.",
            share_text(full, 8192),
            share_text(deeper, 8192)
        ),
        (true, true) => format!(
            "Each trade costs something on its own: one layer deeper reaches 8192 in {}, expanding every spawn cell in {}.",
            share_text(deeper, 8192),
            share_text(full, 8192)
        ),
        (false, false) => "Neither trade alone makes a difference this sample can show.".to_string(),
    });
    sentences.push(format!(
        "The price is time: with both trades eased the solver thinks {:.0} µs per move against the article's {:.0} µs, and games last longer (median {} moves against {}).",
        both.mean_us_per_move,
        article.mean_us_per_move,
        number(both.median_moves.round()),
        number(article.median_moves.round())
    ));
    sentences.push(if full.mean_us_per_move <= article.mean_us_per_move {
        format!(
            "That time is the depth's: one layer deeper alone thinks {:.0} µs per move, while expanding every spawn cell alone is no slower than sampling ({:.1} µs against {:.1}). Here sampling saves nothing: without it the search draws no random numbers, and so can reuse any chance node it meets again, where the sampled search reuses only those whose subtree drew nothing.",
            deeper.mean_us_per_move, full.mean_us_per_move, article.mean_us_per_move
        )
    } else {
        format!(
            "Alone, one layer deeper thinks {:.0} µs per move and expanding every spawn cell {:.0} µs.",
            deeper.mean_us_per_move, full.mean_us_per_move
        )
    });
    sentences
}

#[cfg(test)]
mod tests {
    use super::super::experiment::Experiment;
    use super::*;

    /// The committed run reads, and the prose quotes its numbers.
    #[test]
    fn the_committed_run_and_what_it_says() {
        let data = Experiment::Wall.committed().expect("the committed run reads");
        assert!(data.games >= 1000, "a large sample: {} games per solver", data.games);
        assert_eq!(data.solvers.len(), Experiment::Wall.solvers().len());
        for (solver, &preset) in data.solvers.iter().zip(Experiment::Wall.solvers()) {
            assert_eq!(solver.preset, preset.name());
            assert_eq!(solver.summary.games as u64, data.games);
        }
        let sentences = finding(&data).join(" ");
        for preset in [Preset::Article, Preset::NoTrades] {
            let summary = &data.solver(preset).unwrap().summary;
            assert!(sentences.contains(&share_text(summary, 8192)), "{sentences}");
        }
        assert!(sentences
            .contains(&format!("{:.0} µs per move", data.solver(Preset::NoTrades).unwrap().summary.mean_us_per_move)));
        assert!(sentences.contains(&each_trades_time(&data)), "{sentences}");
        // The ratio comes with the games it is made of, counted from the
        // shares: 18 and 170 of 2,000 in the committed run.
        let (article, both) =
            (&data.solver(Preset::Article).unwrap().summary, &data.solver(Preset::NoTrades).unwrap().summary);
        let counted = format!("({} games against {})", games_reaching(both, 8192), games_reaching(article, 8192));
        assert_eq!(sentences.contains(&counted), clearly_different(article, both, 8192), "{sentences}");
        assert_eq!((games_reaching(article, 8192), games_reaching(both, 8192)), ("18".into(), "170".into()));
    }

    /// The sentence on each trade's own time that `data` calls for.
    fn each_trades_time(data: &ExperimentData) -> String {
        let us = |preset| data.solver(preset).unwrap().summary.mean_us_per_move;
        if us(Preset::FullChance) <= us(Preset::Article) {
            format!("({:.1} µs against {:.1})", us(Preset::FullChance), us(Preset::Article))
        } else {
            format!("expanding every spawn cell {:.0} µs", us(Preset::FullChance))
        }
    }

    /// Whichever way a run's timings fall, the prose says so: with
    /// full-chance no slower than the article's solver, sampling saves
    /// nothing; slower, full-chance reads as a cost of its own.
    #[test]
    fn each_trades_time_follows_the_numbers() {
        let mut data = Experiment::Wall.committed().expect("the committed run reads");
        for slower in [false, true] {
            let article = data.solver(Preset::Article).unwrap().summary.mean_us_per_move;
            let full = data.solvers.iter_mut().find(|s| s.preset == Preset::FullChance.name()).unwrap();
            full.summary.mean_us_per_move = article * if slower { 1.5 } else { 0.9 };
            let sentences = finding(&data).join(" ");
            assert!(sentences.contains(&each_trades_time(&data)), "{sentences}");
            assert_eq!(sentences.contains("sampling saves nothing"), !slower, "{sentences}");
        }
    }

    /// A run where the article's solver never reached 8192 has no ratio to
    /// give: the sentence says so instead of "about inf times".
    #[test]
    fn no_ratio_against_a_solver_that_never_reached_the_tile() {
        let mut data = Experiment::Wall.committed().expect("the committed run reads");
        let article = data.solvers.iter_mut().find(|s| s.preset == Preset::Article.name()).unwrap();
        for (tile, share) in &mut article.summary.reached.0 {
            if *tile == 8192 {
                *share = 0.0;
            }
        }
        for (tile, interval) in &mut article.summary.reached_interval.0 {
            if *tile == 8192 {
                *interval = [0.0, 0.002];
            }
        }
        let sentences = finding(&data).join(" ");
        let both = &data.solver(Preset::NoTrades).unwrap().summary;
        let reachable = format!(
            "8192 reachable ({} games, where the article's solver reached it in none)",
            games_reaching(both, 8192)
        );
        assert!(sentences.contains(&reachable), "{sentences}");
        assert!(!sentences.contains("inf"), "{sentences}");
    }

    #[test]
    fn damaged_runs_are_refused() {
        let text = include_str!("../../data/wall-experiment.json");
        assert!(ExperimentData::from_json(Experiment::Wall, "{}").is_err());
        assert!(ExperimentData::from_json(
            Experiment::Wall,
            &text.replace("lookahead-wall-experiment", "something-else")
        )
        .is_err());
        assert!(ExperimentData::from_json(
            Experiment::Wall,
            &text.replacen("\"sample_cap\": 6", "\"sample_cap\": 5", 1)
        )
        .is_err());
    }
}
