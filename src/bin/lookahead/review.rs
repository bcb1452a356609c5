//! `lookahead review`: the page's coach on the command line. A game (a
//! share link, or a seed and its moves) is judged move by move against the
//! solver, and each move that clearly differs is reviewed by games played
//! on from both moves with the same spawns: the same figures as the page
//! for the same seed.

use crate::args::ReviewOptions;
use crate::bench::threads;
use crate::progress::Progress;
use lookahead::analysis::postmortem::{last_positions, PlayedPosition};
use lookahead::analysis::review::{judge_game, match_rate, Judgement, Question, Reviewed, Tally, MOST_GAMES};
use lookahead::bench::stream_parallel;
use lookahead::game::{Direction, Game};
use lookahead::numbers::fixed_percent;
use lookahead::solver::Solver;
use lookahead::ui::model::{LinkState, Start};
use serde_json::json;

pub fn run(options: ReviewOptions) -> Result<(), String> {
    if !(1..=MOST_GAMES).contains(&options.games) {
        return Err(format!("--games must be from 1 to {MOST_GAMES}"));
    }
    if !options.threshold.is_finite() {
        return Err("--threshold must be a number of percentage points".into());
    }
    let (name, config) = options.solver.config()?;
    let solver = Solver::new(config).map_err(|e| e.to_string())?;
    let threads = threads(options.threads)?;
    let (start, line) = game_of(&options)?;
    let positions = last_positions(start.game(), &line, line.len());
    let only = chosen_moves(options.only.as_deref(), positions.len())?;
    let chosen: Vec<PlayedPosition> =
        positions.into_iter().filter(|p| only.as_ref().is_none_or(|only| only.contains(&(p.index + 1)))).collect();

    let judged = judge_game(&solver, &chosen);
    let near_ties: Vec<usize> =
        judged.iter().filter(|(_, j)| *j == Judgement::NearTie).map(|(r, _)| r.position.index + 1).collect();
    let questions: Vec<Question> = judged
        .iter()
        .filter(|(_, j)| *j == Judgement::Differs)
        .filter_map(|(r, _)| Some(Question::of(&r.position, r.decision.direction?)))
        .collect();
    let reviewed = review_all(&solver, &questions, &options, threads)?;
    let rate = match_rate(judged.iter().map(|(_, j)| *j));
    let agree = judged.iter().filter(|(_, j)| *j == Judgement::Agrees).count();

    if options.json {
        let moves: Vec<serde_json::Value> = reviewed
            .iter()
            .map(|r| {
                let (yours, solvers) = r.tally.chances();
                json!({
                    "move": r.question.at + 1,
                    "played": r.question.played.name(),
                    "solver": r.question.best.name(),
                    "target": r.question.target,
                    "games": r.tally.games,
                    "yours": yours,
                    "solvers": solvers,
                    "loss": r.tally.loss(),
                    "interval": r.tally.interval(),
                    "flagged": r.tally.flagged(options.threshold),
                })
            })
            .collect();
        let out = json!({
            "solver": name,
            "moves": chosen.len(),
            "agree": agree,
            "match_rate": rate,
            "near_ties": near_ties,
            "seed": options.seed,
            "games": options.games,
            "threshold": options.threshold,
            "reviewed": moves,
        });
        println!("{out}");
        return Ok(());
    }
    let largest = chosen.last().map_or(0, |p| p.board.max_tile());
    println!("{} moves judged by the {name} solver (largest tile before the last: {largest})", chosen.len());
    match rate {
        Some(rate) => println!(
            "match rate: {agree} of {} moves as the solver plays them ({})",
            chosen.len(),
            fixed_percent(rate, 1)
        ),
        None => println!("no move to judge"),
    }
    if !near_ties.is_empty() {
        println!(
            "near-ties, not reviewed (the solver's values for the two moves all but equal): moves {}",
            list(&near_ties)
        );
    }
    if reviewed.is_empty() {
        println!("no move differs clearly from the solver's: nothing to review");
        return Ok(());
    }
    println!(
        "{} differing moves reviewed: {} games a side from seed {}, flagged above {} points",
        reviewed.len(),
        options.games,
        options.seed,
        options.threshold
    );
    println!(
        "{:>5}  {:<6} {:<6} {:>6}  {:>6} {:>8}  {:>7}  {:<17}",
        "move", "played", "solver", "target", "yours", "solver's", "loss", "95% interval"
    );
    for r in &reviewed {
        let (yours, solvers) = r.tally.chances();
        let [low, high] = r.tally.interval();
        let flag = if r.tally.flagged(options.threshold) { "  flagged" } else { "" };
        println!(
            "{:>5}  {:<6} {:<6} {:>6}  {:>6} {:>8}  {:>+7.1}  [{low:+.1}, {high:+.1}]{flag}",
            r.question.at + 1,
            r.question.played.name(),
            r.question.best.name(),
            r.question.target,
            fixed_percent(yours, 1),
            fixed_percent(solvers, 1),
            r.tally.loss(),
        );
    }
    let flagged: Vec<usize> =
        reviewed.iter().filter(|r| r.tally.flagged(options.threshold)).map(|r| r.question.at + 1).collect();
    match flagged.len() {
        0 => println!("no move flagged"),
        n => println!("{n} flagged: moves {}", list(&flagged)),
    }
    Ok(())
}

/// The game's start and its moves up to its position.
fn game_of(options: &ReviewOptions) -> Result<(Start, Vec<Direction>), String> {
    if let Some(link) = &options.link {
        let query = link.split_once('?').map_or(link.as_str(), |(_, query)| query);
        let link = LinkState::decode(query).map_err(|e| format!("--link: {e}"))?;
        let at = link.at.unwrap_or(link.moves.len()).min(link.moves.len());
        return Ok((link.start, link.moves[..at].to_vec()));
    }
    let (Some(seed), Some(moves)) = (options.game_seed, &options.moves) else {
        return Err("give the game: --link, or --game-seed with --moves".into());
    };
    let mut game = Game::new(seed);
    let mut line = Vec::new();
    for (i, name) in moves.split(',').map(str::trim).filter(|m| !m.is_empty()).enumerate() {
        let direction = Direction::from_name(name)
            .ok_or_else(|| format!("--moves: move {} is {name:?}, not down, right, left or up", i + 1))?;
        if game.play(direction).is_none() {
            return Err(format!("--moves: move {} ({name}) is illegal there", i + 1));
        }
        line.push(direction);
    }
    Ok((Start::Dealt { seed }, line))
}

/// The move numbers `--only` names, checked against the game's length.
fn chosen_moves(only: Option<&str>, moves: usize) -> Result<Option<Vec<usize>>, String> {
    let Some(only) = only else { return Ok(None) };
    only.split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(|n| match n.parse::<usize>() {
            Ok(n) if (1..=moves).contains(&n) => Ok(n),
            _ => Err(format!("--only: {n:?} is not a move of this game (1 to {moves})")),
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// Every question's paired games, on `threads` threads, with progress.
fn review_all(
    solver: &Solver,
    questions: &[Question],
    options: &ReviewOptions,
    threads: usize,
) -> Result<Vec<Reviewed>, String> {
    let games = options.games;
    let total = questions.len() * games as usize;
    let mut tallies = vec![Tally::default(); questions.len()];
    let mut progress = Progress::new(total as u64);
    let items: Vec<(usize, u32)> = (0..questions.len()).flat_map(|q| (0..games).map(move |g| (q, g))).collect();
    stream_parallel(
        items,
        total,
        threads,
        |(q, game)| (q, questions[q].pair(solver, options.seed, game)),
        |(q, pair)| {
            progress.tick();
            tallies[q].add(pair);
        },
    )
    .map_err(|e| format!("could not start {threads} threads: {e}"))?;
    progress.finish();
    Ok(questions.iter().zip(tallies).map(|(&question, tally)| Reviewed { question, tally }).collect())
}

fn list(numbers: &[usize]) -> String {
    numbers.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
}
