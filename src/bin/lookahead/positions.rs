//! `lookahead positions`: the bank of test positions, as the page's data
//! file on stdout, and on stderr what habits and scripted readers score
//! on it.

use crate::args::PositionsOptions;
use crate::bench::threads;
use crate::progress::Progress;
use lookahead::analysis::bank::{Bank, Stage};
use lookahead::analysis::bank_build::{bank_of, candidates_of_game, Recipe, Solvers};
use lookahead::analysis::habits::{order_in_words, rule_of_thumb_move};
use lookahead::bench::stream_parallel;
use lookahead::game::{Direction, SeededRng};
use lookahead::numbers::{fixed_percent, share_percent};
use lookahead::ui::model::{test_length, Taken};

pub fn run(options: PositionsOptions) -> Result<(), String> {
    if options.games == 0 || options.per_cell == 0 || options.every == 0 {
        return Err("--games, --per-cell and --every must each be at least 1".into());
    }
    let recipe = Recipe { seed: options.seed, games: options.games, per_cell: options.per_cell, every: options.every };
    let threads = threads(options.threads)?;
    let solvers = Solvers::new();
    let mut progress = Progress::new(options.games);
    let mut by_game = Vec::new();
    let count = usize::try_from(options.games).unwrap_or(usize::MAX);
    stream_parallel(
        0..options.games,
        count,
        threads,
        |index| (index, candidates_of_game(&solvers, &recipe, index)),
        |found| {
            progress.tick();
            by_game.push(found);
        },
    )
    .map_err(|e| format!("could not start {threads} threads: {e}"))?;
    progress.finish();
    by_game.sort_by_key(|(index, _)| *index);
    let candidates: Vec<_> = by_game.into_iter().flat_map(|(_, found)| found).collect();
    eprintln!("{} clear positions found in {} games", candidates.len(), options.games);
    let bank = bank_of(&recipe, candidates)?;
    eprint!("{}", table(&bank));
    eprint!("{}", scripted_readers(&bank));
    let json = serde_json::to_string_pretty(&bank).map_err(|e| format!("cannot write JSON: {e}"))?;
    println!("{json}");
    Ok(())
}

/// What habits and the rules of thumb score on the bank, overall and by
/// stage, as a table.
fn table(bank: &Bank) -> String {
    let mut out = format!(
        "{:<8} {:>9} {:>8} {:>12} {:>8} {:>11} {:>14}\n",
        "stage", "positions", "random", "fixed order", "greedy", "worst-case", "rules of thumb"
    );
    let share = |count: f64, of: u32| share_percent(count, f64::from(of), 0);
    for baselines in &bank.baselines {
        let in_scope = |stage: Stage| baselines.scope == "all" || baselines.scope == stage.name();
        let rules = bank
            .positions
            .iter()
            .filter(|p| in_scope(p.stage))
            .filter(|p| rule_of_thumb_move(p.board, &bank.config) == Some(p.solver))
            .count();
        out += &format!(
            "{:<8} {:>9} {:>8} {:>12} {:>8} {:>11} {:>14}\n",
            baselines.scope,
            baselines.positions,
            share(baselines.random, baselines.positions),
            share(f64::from(baselines.fixed_order), baselines.positions),
            share(f64::from(baselines.greedy), baselines.positions),
            share(f64::from(baselines.worst_case), baselines.positions),
            share(rules as f64, baselines.positions),
        );
    }
    out += &format!("fixed order: {}\n", order_in_words(bank.fixed_order));
    out
}

/// Tests drawn to score the scripted readers on, from each half.
const DRAWN_TESTS: u64 = 5_000;

/// How scripted readers score on tests as the page draws them: the mean,
/// the middle 90% of scores, and how often they score three in four or more.
fn scripted_readers(bank: &Bank) -> String {
    let n = test_length() as u32;
    let mut rng = SeededRng::new(bank.seed);
    type Reader<'a> =
        (&'a str, Box<dyn Fn(&lookahead::analysis::bank::BankPosition, &mut SeededRng) -> Option<Direction> + 'a>);
    let readers: Vec<Reader> = vec![
        (
            "random",
            Box::new(|p, rng| {
                let legal: Vec<Direction> = p.board.legal_moves().collect();
                Some(legal[rng.below(legal.len() as u32) as usize])
            }),
        ),
        ("fixed order", Box::new(|p, _| lookahead::analysis::habits::fixed_order_move(bank.fixed_order, p.board))),
        ("rules of thumb", Box::new(|p, _| rule_of_thumb_move(p.board, &bank.config))),
        ("greedy", Box::new(|p, _| Some(p.greedy))),
        ("worst-case", Box::new(|p, _| Some(p.worst_case))),
    ];
    // "Scoring well": three answers in four.
    let well = n * 3 / 4;
    let mut out = format!(
        "scripted readers on tests of {n} ({DRAWN_TESTS} drawn from each half): mean, middle 90%, share scoring {well} or more\n"
    );
    for (name, pick) in &readers {
        let mut scores = Vec::new();
        for half in lookahead::analysis::bank::Half::BOTH {
            for seed in 0..DRAWN_TESTS {
                let test = Taken::draw(bank, half, &[], seed);
                let score = test
                    .positions
                    .iter()
                    .map(|&id| &bank.positions[id as usize])
                    .filter(|p| pick(p, &mut rng) == Some(p.solver))
                    .count() as u32;
                scores.push(score);
            }
        }
        scores.sort_unstable();
        let at = |q: f64| scores[((scores.len() - 1) as f64 * q).round() as usize];
        let mean = f64::from(scores.iter().sum::<u32>()) / scores.len() as f64;
        let high = scores.iter().filter(|&&s| s >= well).count() as f64 / scores.len() as f64;
        out += &format!(
            "  {name:<15} {mean:.1} of {n}, {} to {}, {}\n",
            at(0.05),
            at(0.95),
            fixed_percent(100.0 * high, 1)
        );
    }
    out
}
