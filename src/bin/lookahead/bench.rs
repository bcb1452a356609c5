//! `lookahead bench` and `lookahead merge`: run or combine benchmarks and
//! print the article's table.

use crate::args::{BenchOptions, MergeOptions, WallOptions};
use crate::progress::Progress;
use lookahead::analysis::experiment::{Experiment, ExperimentData, ExperimentSolver, EXPERIMENT_VERSION};
use lookahead::bench::{
    ranges_in_words, replay_differs, run_parallel, stream_parallel, Report, RunInfo, RunRange, StoppedClock, Summary,
};
use lookahead::numbers::{fixed_percent, number, share_percent};
use lookahead::solver::Solver;
use std::time::Instant;

/// The most threads a run starts per core: more would only wait their
/// turn (and a mistyped count would start tens of thousands).
const MOST_THREADS_PER_CORE: usize = 4;

/// The thread count asked for, or one per core.
pub(crate) fn threads(asked: Option<usize>) -> Result<usize, String> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = asked.unwrap_or(cores);
    let most = MOST_THREADS_PER_CORE * cores;
    if threads == 0 {
        return Err("--threads must be at least 1".into());
    }
    if threads > most {
        let per = if cores == 1 { "core" } else { "cores" };
        return Err(format!(
            "--threads {threads} is more than this machine can use: at most {most} ({MOST_THREADS_PER_CORE} per core, {cores} {per})"
        ));
    }
    Ok(threads)
}

pub fn run(options: BenchOptions) -> Result<(), String> {
    let (preset, config) = options.solver.config()?;
    let solver = Solver::new(config.clone()).map_err(|e| e.to_string())?;
    if options.games == 0 {
        return Err("--games must be at least 1".into());
    }
    // Games first .. first + games - 1: the last may be the last index there is.
    options.first_game.checked_add(options.games - 1).ok_or("--first-game plus --games passes the last game index")?;
    let (first_game, games) = match &options.shard {
        Some(shard) => shard_range(shard, options.first_game, options.games)?,
        None => (options.first_game, options.games),
    };
    let threads = threads(options.threads)?;
    let started = Instant::now();
    let mut progress = Progress::new(games);
    let records = run_parallel(&solver, options.seed, first_game, games, threads, |_| progress.tick())
        .map_err(|e| format!("could not start {threads} threads: {e}"))?;
    progress.finish();
    let wall = started.elapsed().as_secs_f64();
    let mut report = Report::new(RunInfo { preset, seed: options.seed, config }, records);
    // A shard says which run it is part of, so that a merge sees a lost one.
    if options.shard.is_some() {
        report.run = Some(RunRange { first_game: options.first_game, games: options.games });
    }
    if options.json {
        print_json(&report)
    } else {
        print!("{}", table(&report));
        println!("wall time {wall:.1} s on {threads} thread{}", if threads == 1 { "" } else { "s" });
        Ok(())
    }
}

/// Shard `K/N` of the games `first ..= first + games - 1`: its first game
/// and how many it plays. Shard K plays from `first + (K - 1) × games / N`
/// up to the next shard's first game, so the N shards play every game once.
fn shard_range(shard: &str, first: u64, games: u64) -> Result<(u64, u64), String> {
    let parsed =
        shard.split_once('/').and_then(|(k, n)| Some((k.trim().parse::<u64>().ok()?, n.trim().parse::<u64>().ok()?)));
    let Some((k, n)) = parsed.filter(|&(k, n)| (1..=n).contains(&k)) else {
        return Err(format!("--shard takes K/N, shard K of N with K from 1 to N, not {shard:?}"));
    };
    if n > games {
        return Err(format!("--shard {k}/{n}: {games} games cannot make {n} shards of at least one game each"));
    }
    // 128 bits: (K - 1) × games overflows 64 for a large run.
    let start = |k: u64| (u128::from(k) * u128::from(games) / u128::from(n)) as u64;
    Ok((first + start(k - 1), start(k) - start(k - 1)))
}

/// Plays the same games with every solver of the wall experiment and
/// prints the page's data file.
/// Runs `experiment`: the same games with each of its solvers, printed as
/// the page's data file.
pub fn experiment(experiment: Experiment, options: WallOptions) -> Result<(), String> {
    if options.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let threads = threads(options.threads)?;
    let mut solvers = Vec::new();
    for &preset in experiment.solvers() {
        eprintln!("{}: {}", preset.name(), preset.summary());
        let config = preset.config();
        let solver = Solver::new(config.clone()).map_err(|e| e.to_string())?;
        let mut progress = Progress::new(options.games);
        let records = run_parallel(&solver, options.seed, 0, options.games, threads, |_| progress.tick())
            .map_err(|e| format!("could not start {threads} threads: {e}"))?;
        progress.finish();
        solvers.push(ExperimentSolver { preset: preset.name().to_string(), config, summary: Summary::of(&records) });
    }
    let data = ExperimentData {
        format: experiment.format().to_string(),
        version: EXPERIMENT_VERSION,
        command: format!(
            "lookahead {} --games {} --seed {} --threads {threads}",
            experiment.command(),
            options.games,
            options.seed
        ),
        seed: options.seed,
        games: options.games,
        threads,
        solvers,
    };
    let json = serde_json::to_string_pretty(&data).map_err(|e| format!("cannot write JSON: {e}"))?;
    println!("{json}");
    Ok(())
}

pub fn merge(options: MergeOptions) -> Result<(), String> {
    let shards = options
        .files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            serde_json::from_str::<Report>(&text).map_err(|e| {
                format!("{} is not a lookahead bench report: {}", path.display(), lookahead::json_words::in_words(&e))
            })
        })
        .collect::<Result<Vec<Report>, String>>()?;
    let report = if options.partial {
        let (report, missing) = Report::merge_partial(shards).map_err(|e| e.to_string())?;
        if !missing.is_empty() {
            // Beside the table; JSON keeps its one object, so on stderr.
            let said = format!("partial run: {} missing, merged without them", ranges_in_words(&missing));
            if options.json {
                eprintln!("{said}");
            } else {
                println!("{said}");
            }
        }
        report
    } else {
        Report::merge(shards).map_err(|e| e.to_string())?
    };
    if options.verify {
        verify(&report, threads(options.threads)?)?;
    }
    if options.json {
        print_json(&report)
    } else {
        print!("{}", table(&report));
        Ok(())
    }
}

/// Plays every game of `report` again on `threads` threads and fails on
/// the first (in game order) whose record differs, naming game and field.
fn verify(report: &Report, threads: usize) -> Result<(), String> {
    let solver = Solver::new(report.config.clone()).map_err(|e| e.to_string())?;
    let mut progress = Progress::new(report.records.len() as u64);
    let mut problems = Vec::new();
    stream_parallel(
        &report.records,
        report.records.len(),
        threads,
        |record| replay_differs(&solver, report.seed, record, &StoppedClock),
        |problem| {
            progress.tick();
            problems.extend(problem);
        },
    )
    .map_err(|e| format!("could not start {threads} threads: {e}"))?;
    progress.finish();
    match problems.into_iter().min_by_key(|p| p.game) {
        Some(problem) => Err(format!("--verify: {problem}")),
        None => {
            eprintln!("verified: every one of the {} games replays to its record", report.records.len());
            Ok(())
        }
    }
}

fn print_json(report: &Report) -> Result<(), String> {
    let json = serde_json::to_string_pretty(report).map_err(|e| format!("cannot write JSON: {e}"))?;
    println!("{json}");
    Ok(())
}

/// The readable form of a report.
fn table(report: &Report) -> String {
    let s = &report.summary;
    let last = report.records.last().map_or(report.first_game, |r| r.index);
    let games = match s.games {
        1 => format!("game {}", report.first_game),
        n => format!("games {} to {last} ({n} games)", report.first_game),
    };
    let mut out = format!(
        "Lookahead benchmark: preset {}, seed {}, {games}\n\n",
        lookahead::json_words::printable(&report.preset),
        report.seed
    );
    out += "  reached     games    share   95% interval\n";
    for row in s.reached_rows() {
        out += &format!(
            "  ≥{:<8} {:>6}   {:>6}   [{}, {}]\n",
            row.tile,
            row.games,
            fixed_percent(100.0 * row.share, 1),
            fixed_percent(100.0 * row.interval[0], 1),
            fixed_percent(100.0 * row.interval[1], 1)
        );
    }
    // Rounded half up, as the page rounds it (`{:.0}` alone rounds half to even).
    out += &format!("\n  moves per game: median {:.0}, mean {:.0}\n", s.median_moves.round(), s.mean_moves.round());
    out += &format!("  score: mean {:.0}\n", s.mean_score);
    out += &format!(
        "  thinking: {:.2} µs per move (mean over {} moves), {:.2} µs median over games\n",
        s.mean_us_per_move, s.total_moves, s.median_us_per_move
    );
    for cost in &s.by_depth {
        let share = share_percent(cost.moves as f64, s.total_moves as f64, 1);
        let micros = if cost.moves == 0 { 0.0 } else { cost.micros / cost.moves as f64 };
        out += &format!("    depth {}: {share:>6} of moves, {micros:>8.2} µs per move\n", cost.depth);
    }
    let leaves_per_move = s.total_leaves as f64 / s.total_moves.max(1) as f64;
    out += &format!("  leaves evaluated: {} ({leaves_per_move:.0} per move)\n", s.total_leaves);
    let histogram: Vec<String> =
        s.max_tile_histogram.0.iter().map(|(tile, count)| format!("{tile}: {count}")).collect();
    out += &format!("  largest tile per game: {}\n", histogram.join(", "));
    if let Some(corner) = s.corner {
        out += &format!(
            "  largest tile in the snake's corner: {} of positions; first there at move {} (median), and {} of positions from then on\n",
            fixed_percent(100.0 * corner.share, 1),
            number(corner.median_first),
            fixed_percent(100.0 * corner.share_after_first, 1)
        );
    }
    out
}
