//! The article's claims in one list, each in the page's own words with
//! every check the data at hand allows: the committed large runs, a run
//! made in the page, the reader's game. The page's "Checking the article's
//! claims" and `lookahead claims` both print this list.

use super::claims::{self, Checked, HEADLINE_TILE};
use super::evidence::GameEvidence;
use super::experiment::ExperimentData;
use crate::numbers::number;
use crate::solver::{Preset, SolverConfig};

/// One claim: an id (its anchor), what it says, and its checks.
#[derive(Clone, Debug, PartialEq)]
pub struct Claim {
    pub id: &'static str,
    pub says: String,
    /// Each check: where its data comes from ("over your game"), and what it found.
    pub checks: Vec<(String, Checked)>,
}

/// A run of an experiment and where it comes from ("the command line's
/// 2,000 games per solver").
pub struct Source<'a> {
    pub data: &'a ExperimentData,
    pub name: String,
}

impl Source<'_> {
    /// "2,000 games per solver, from the command line"
    pub fn games(&self) -> String {
        format!("{} games per solver, {}", number(self.data.games as f64), self.name)
    }
}

/// What the list is checked against.
pub struct Inputs<'a> {
    /// Runs of "Why expectimax?", largest first.
    pub why: Vec<Source<'a>>,
    /// Runs of the wall experiment.
    pub wall: Vec<Source<'a>>,
    /// The game looked at, and how it is named ("your game").
    pub game: Option<(&'a GameEvidence, String)>,
    /// The settings the reader's game is judged under.
    pub config: &'a SolverConfig,
    /// The board on screen's [`claims::neighbour_pairs`], which the
    /// smoothness check counts.
    pub neighbours: Option<(u32, u32)>,
    /// Thinking time per move measured, and where ("in this page's workers").
    pub thinking: Vec<(f64, String)>,
}

/// Where a committed run was measured: natively, how many threads at a
/// time, by what command (its times are per thread).
pub fn committed_source(data: &ExperimentData) -> String {
    format!("the committed run `{}`, natively, {} at a time", data.command, count_threads(data.threads))
}

fn count_threads(threads: usize) -> String {
    if threads == 1 {
        "1 thread".to_string()
    } else {
        format!("{} threads", number(threads as f64))
    }
}

/// The committed run's thinking time for the article's solver, per thread,
/// and where it was measured.
pub fn committed_thinking(why: &ExperimentData) -> Option<(f64, String)> {
    Some((why.summary(Preset::Article)?.mean_us_per_move, format!("{}, timed per thread", committed_source(why))))
}

/// Every claim, in the article's order, with its checks.
pub fn claim_list(inputs: &Inputs) -> Vec<Claim> {
    let mut list = Vec::new();
    let per_run = |runs: &[Source], check: &dyn Fn(&ExperimentData) -> Option<Checked>| {
        runs.iter().filter_map(|run| Some((run.games(), check(run.data)?))).collect::<Vec<_>>()
    };
    let versus = |other: Preset, name: &'static str| {
        move |data: &ExperimentData| Some(claims::beats(data.summary(Preset::Article)?, data.summary(other)?, name))
    };
    list.push(Claim {
        id: "claim-greedy",
        says: "Planning for the tile that might appear does far better than looking one move ahead.".to_string(),
        checks: per_run(&inputs.why, &versus(Preset::Greedy, "greedy")),
    });
    list.push(Claim {
        id: "claim-worst-case",
        says: "Planning for the worst tile instead plays too timidly.".to_string(),
        checks: per_run(&inputs.why, &versus(Preset::WorstCase, "worst-case")),
    });
    let game = |check: &dyn Fn(&GameEvidence) -> Checked| {
        inputs.game.iter().map(|(evidence, name)| (name.clone(), check(evidence))).collect::<Vec<_>>()
    };
    list.push(Claim {
        id: "claim-full-board",
        says: "A nearly full board is worth almost nothing, however large its tiles.".to_string(),
        checks: game(&GameEvidence::full_board),
    });
    list.push(Claim {
        id: "claim-smoothness",
        says: "Neighbours one doubling apart can merge, and cost next to nothing.".to_string(),
        checks: vec![(
            "the game's rules and these weights".to_string(),
            claims::smoothness(&inputs.config.weights, inputs.neighbours),
        )],
    });
    list.push(Claim {
        id: "claim-sampling",
        says: format!(
            "Averaging over a sample of {} empty cells is close enough to all of them, and keeps the search fast.",
            Preset::Article.config().sample_cap.unwrap_or(0)
        ),
        checks: per_run(&inputs.wall, &|data| {
            let tiles = [HEADLINE_TILE, 4096, 8192];
            Some(claims::sampling(data.summary(Preset::Article)?, data.summary(Preset::FullChance)?, &tiles))
        }),
    });
    let mut corner = game(&GameEvidence::corner);
    corner.extend(per_run(&inputs.why, &|data| {
        let summary = data.summary(Preset::Article)?;
        let c = summary.corner?;
        let positions = summary.total_moves;
        let in_corner = (c.share * positions as f64).round() as u64;
        let after_first =
            if c.share_after_first > 0.0 { (in_corner as f64 / c.share_after_first).round() as u64 } else { 0 };
        let first = format!("first there by move {} (the median over games)", number(c.median_first));
        Some(claims::corner(in_corner, positions, after_first, &first))
    }));
    list.push(Claim {
        id: "claim-corner",
        says: "The weights keep the largest tile in a corner, without ever being told to.".to_string(),
        checks: corner,
    });
    list.push(Claim {
        id: "claim-time",
        says: "The solver thinks for about half a millisecond per move.".to_string(),
        checks: inputs
            .thinking
            .iter()
            .map(|(micros, where_)| (where_.clone(), claims::thinking_time(*micros)))
            .collect(),
    });
    list.push(Claim {
        id: "claim-wall",
        says: "Its two speed trades are why it almost never reaches 8192.".to_string(),
        checks: per_run(&inputs.wall, &|data| {
            Some(claims::wall(data.summary(Preset::Article)?, data.summary(Preset::NoTrades)?))
        }),
    });
    list
}

#[cfg(test)]
mod tests {
    use super::super::claims::Verdict;
    use super::super::experiment::Experiment;
    use super::*;

    /// Against the committed runs: every claim the runs speak to gets its
    /// verdict, and those verdicts are what the data says today.
    #[test]
    fn the_committed_runs_settle_the_claims_they_speak_to() {
        let (why, wall) = (Experiment::WhyExpectimax.committed().unwrap(), Experiment::Wall.committed().unwrap());
        let config = SolverConfig::article();
        let inputs = Inputs {
            why: vec![Source { data: &why, name: "from the command line".into() }],
            wall: vec![Source { data: &wall, name: "from the command line".into() }],
            game: None,
            config: &config,
            neighbours: None,
            thinking: vec![(why.summary(Preset::Article).unwrap().mean_us_per_move, "on the command line".into())],
        };
        let list = claim_list(&inputs);
        let verdict = |id: &str| list.iter().find(|c| c.id == id).unwrap().checks[0].1.verdict.clone();
        assert_eq!(verdict("claim-greedy"), Verdict::Holds);
        assert_eq!(verdict("claim-worst-case"), Verdict::Holds);
        assert_eq!(verdict("claim-smoothness"), Verdict::DoesNotHold, "the rules merge only equal tiles");
        assert_eq!(verdict("claim-sampling"), Verdict::DoesNotHold);
        assert_eq!(verdict("claim-corner"), Verdict::Holds);
        assert!(matches!(verdict("claim-time"), Verdict::HoldsOnly(_)), "natively it thinks far less than 0.5 ms");
        assert!(matches!(verdict("claim-wall"), Verdict::HoldsOnly(_)));
        assert!(list.iter().find(|c| c.id == "claim-full-board").unwrap().checks.is_empty(), "no game given");
        assert_eq!(list[0].checks[0].0, "2,000 games per solver, from the command line");
    }
}
