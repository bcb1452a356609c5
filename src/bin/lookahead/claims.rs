//! `lookahead claims`: the article's claims, each with its verdict, checked
//! as the page checks them (the same list, `analysis::claim_list`).

use crate::args::ClaimsOptions;
use lookahead::analysis::claim_list::{claim_list, Inputs, Source};
use lookahead::analysis::evidence::{autoplayed, EvidenceRun};
use lookahead::analysis::experiment::Experiment;
use lookahead::game::Game;
use lookahead::solver::{Preset, Solver, SolverConfig};
use lookahead::ui::model::capitalised;

pub fn run(options: ClaimsOptions) -> Result<(), String> {
    let why = Experiment::WhyExpectimax.committed().map_err(|e| format!("the committed run of why-expectimax: {e}"))?;
    let wall = Experiment::Wall.committed().map_err(|e| format!("the committed run of the wall: {e}"))?;
    let solver = Solver::article();
    let moves = autoplayed(&solver, Game::new(options.seed));
    let mut run = EvidenceRun::new(Game::new(options.seed), moves);
    run.step(&solver, usize::MAX, u64::MAX);
    let config = SolverConfig::article();
    let from_cli = |command: &str| format!("from the command line (`{command}`)");
    let micros = why.summary(Preset::Article).map_or(0.0, |s| s.mean_us_per_move);
    let inputs = Inputs {
        why: vec![Source { data: &why, name: from_cli(&why.command) }],
        wall: vec![Source { data: &wall, name: from_cli(&wall.command) }],
        game: Some((
            &run.evidence,
            format!("the game of seed {} ({} positions)", options.seed, run.evidence.positions),
        )),
        config: &config,
        neighbours: None,
        thinking: vec![(micros, format!("the article's solver natively, per core ({})", why.command))],
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
