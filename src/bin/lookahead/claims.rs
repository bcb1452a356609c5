//! `lookahead claims`: the article's claims, each with its verdict, checked
//! as the page checks them (the same list, `analysis::claim_list`).

use crate::args::ClaimsOptions;
use lookahead::analysis::claim_list::{claim_list, committed_source, committed_thinking, Inputs, Source};
use lookahead::analysis::evidence::{autoplayed, EvidenceRun};
use lookahead::analysis::experiment::Experiment;
use lookahead::bench::StoppedClock;
use lookahead::game::Game;
use lookahead::solver::{Solver, SolverConfig};
use lookahead::ui::model::capitalised;

pub fn run(options: ClaimsOptions) -> Result<(), String> {
    let why = Experiment::WhyExpectimax.committed().map_err(|e| format!("the committed run of why-expectimax: {e}"))?;
    let wall = Experiment::Wall.committed().map_err(|e| format!("the committed run of the wall: {e}"))?;
    let solver = Solver::article();
    let mut moves = autoplayed(&solver, Game::new(options.seed));
    moves.truncate(options.moves.unwrap_or(usize::MAX));
    let mut run = EvidenceRun::new(Game::new(options.seed), moves);
    // (Untimed: the time claim is judged on the committed run, so that
    // this list is the same at every run.)
    run.step(&solver, usize::MAX, u64::MAX, &StoppedClock);
    let config = SolverConfig::article();
    let inputs = Inputs {
        why: vec![Source { data: &why, name: committed_source(&why) }],
        wall: vec![Source { data: &wall, name: committed_source(&wall) }],
        game: Some((
            &run.evidence,
            format!("the game of seed {} ({} positions)", options.seed, run.evidence.positions),
        )),
        config: &config,
        neighbours: None,
        thinking: committed_thinking(&why).into_iter().collect(),
    };
    for claim in claim_list(&inputs) {
        println!("{}", claim.says);
        if claim.checks.is_empty() {
            println!("  (no data checks it)");
        }
        for (source, checked) in claim.checks {
            println!("  {}. {}.", capitalised(&checked.verdict.label()), capitalised(&checked.measured));
            println!("    checked on: {source}");
        }
        println!();
    }
    Ok(())
}
