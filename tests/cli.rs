//! The `lookahead` command line, run as a user runs it.

use serde_json::Value;
use std::process::{Command, Output};

fn lookahead(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lookahead")).args(args).output().expect("the CLI runs")
}

fn json(output: &Output) -> Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("valid JSON")
}

const BOARD: &str = "2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2";

#[test]
fn decide_prints_the_documented_json() {
    let out = json(&lookahead(&["decide", "--board", BOARD, "--json"]));
    // Exactly the library's decision for the default seed 0, to the bit
    // (tests/golden.rs pins the library's own values).
    let board = lookahead::game::parse_board(BOARD).unwrap();
    let decision = lookahead::solver::Solver::article().decide(board, 0);
    assert_eq!(out["depth"], 3);
    assert_eq!(out["direction"], "down");
    assert_eq!(out["direction"].as_str(), decision.direction.map(|d| d.name()));
    for direction in lookahead::game::Direction::ALL {
        let printed = out["values"][direction.name()].as_f64();
        assert_eq!(printed.map(f64::to_bits), decision.value(direction).map(f64::to_bits), "{direction}");
    }
    let nodes = decision.nodes;
    assert_eq!(out["nodes"]["max"], nodes.max);
    assert_eq!(out["nodes"]["chance"], nodes.chance);
    assert_eq!(out["nodes"]["leaves"], nodes.leaves);
    assert_eq!((nodes.max, nodes.chance, nodes.leaves), (49, 4, 186));
}

#[test]
fn decide_marks_illegal_moves_and_lost_games_with_null() {
    // Everything packed to the left and no merges: left and up are illegal.
    let out = json(&lookahead(&["decide", "--board", "2,0,0,0,4,0,0,0,8,0,0,0,16,0,0,0", "--json"]));
    assert!(out["values"]["left"].is_null());
    assert!(out["values"]["down"].is_null(), "the column 2,4,8,16 cannot move down");
    assert!(out["values"]["right"].is_f64());
    let locked = "2,4,2,4,4,2,4,2,2,4,2,4,4,2,4,2";
    let out = json(&lookahead(&["decide", "--board", locked, "--json"]));
    assert!(out["direction"].is_null());
    assert!(out["values"].as_object().unwrap().values().all(Value::is_null));
}

#[test]
fn decide_options_change_the_search() {
    let all = json(&lookahead(&["decide", "--board", BOARD, "--sample-cap", "all", "--json"]));
    let article = json(&lookahead(&["decide", "--board", BOARD, "--json"]));
    assert!(all["nodes"]["leaves"].as_u64() > article["nodes"]["leaves"].as_u64());
    let deeper = json(&lookahead(&["decide", "--board", BOARD, "--preset", "deeper", "--json"]));
    assert_eq!(deeper["depth"], 4);
    let text = lookahead(&["decide", "--board", BOARD]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("depth 3 (10 empty cells"));
}

#[test]
fn tree_writes_the_pages_format() {
    let out = lookahead(&["tree", "--board", BOARD, "--seed", "4", "--json"]);
    assert!(out.status.success());
    let tree = lookahead::solver::SearchTree::from_json(&String::from_utf8_lossy(&out.stdout)).expect("a valid tree");
    let decided = json(&lookahead(&["decide", "--board", BOARD, "--seed", "4", "--json"]));
    assert_eq!(
        tree.decision().direction.map(|d| d.name().to_string()),
        decided["direction"].as_str().map(String::from)
    );
    assert_eq!(tree.decision().nodes.leaves, decided["nodes"]["leaves"].as_u64().unwrap());
    assert_eq!(
        tree.len() as u64,
        tree.decision().nodes.max + tree.decision().nodes.chance + tree.decision().nodes.leaves
    );
    let text = String::from_utf8_lossy(&lookahead(&["tree", "--board", BOARD]).stdout).into_owned();
    assert!(text.contains("layer 4:") && text.contains("<- best"), "{text}");
}

/// Each case with words its error must say: the option at fault and what
/// was wrong with it (swap two cases' words and both fail).
#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    let cases: &[(&[&str], &[&str])] = &[
        (&["decide", "--board", "2,4"], &["--board", "needs 16 values", "found 2"]),
        (&["decide", "--board", "2,0,0,4,0,8,0,0,16,0,0,3,0,0,0,2"], &["--board", "row 3, column 4 holds 3"]),
        (&["decide", "--board", "2,0,0,4,0,8,0,0,16,0,0,65536,0,0,0,2"], &["row 3, column 4 holds 65536", "32768"]),
        (&["decide", "--board", "two,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2"], &["row 1, column 1 holds “two”"]),
        (&["decide", "--board", BOARD, "--preset", "best"], &["unknown preset \"best\"", "article, full-chance"]),
        (&["decide", "--board", BOARD, "--sample-cap", "0"], &["--sample-cap", "not \"0\""]),
        (&["decide"], &["required", "--board"]),
        (&["decide", "--board", BOARD, "--seed", "-1"], &["'-1'", "--seed"]),
        (&["bench", "--games", "0"], &["'0'", "--games", "1..=1000000"]),
        (&["bench", "--games", "many"], &["'many'", "--games"]),
        (&["bench", "--games", "1", "--threads", "-1"], &["'-1'", "--threads"]),
        (&["merge", "/nonexistent/report.json"], &["cannot read /nonexistent/report.json"]),
        (&["frobnicate"], &["unrecognized subcommand 'frobnicate'"]),
        (&["tree", "--board", "2,2"], &["--board", "found 2"]),
        (&["bench", "--games", "1", "--threads", "100000"], &["--threads 100000", "more than this machine can use"]),
        (&["bench", "--games", "4", "--shard", "5/4"], &["--shard", "not \"5/4\""]),
        (&["bench", "--games", "2", "--shard", "1/3"], &["--shard 1/3", "2 games cannot make 3 shards"]),
        (&["bench", "--games", "2", "--shard", "one"], &["--shard", "not \"one\""]),
        (&["bench", "--games", "2", "--first-game", "18446744073709551615"], &["--first-game plus --games"]),
    ];
    for (args, words) in cases {
        let out = lookahead(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("lookahead: error: "), "{args:?}: {stderr}");
        for word in *words {
            assert!(stderr.contains(word), "{args:?} should say {word:?}: {stderr}");
        }
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// Per-game results without the timings, which differ run to run.
fn outcomes(report: &Value) -> Vec<(u64, u64, u64, u64, u64)> {
    report["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let n = |k: &str| r[k].as_u64().unwrap();
            (n("index"), n("seed"), n("max_tile"), n("moves"), n("leaves"))
        })
        .collect()
}

/// The parts of a report that do not depend on the clock.
fn timeless(report: &Value) -> Value {
    let mut report = report.clone();
    let object = report.as_object_mut().unwrap();
    for key in ["mean_us_per_move", "median_us_per_move", "by_depth", "records"] {
        object.remove(key);
    }
    report
}

#[test]
fn shards_merge_into_the_single_run_and_threads_do_not_matter() {
    let dir = std::env::temp_dir().join(format!("lookahead-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let whole = json(&lookahead(&["bench", "--games", "4", "--seed", "3", "--threads", "2", "--json"]));
    let one_thread = json(&lookahead(&["bench", "--games", "4", "--seed", "3", "--threads", "1", "--json"]));
    assert_eq!(outcomes(&whole), outcomes(&one_thread));
    assert_eq!(whole["games"], 4);
    assert_eq!(whole["preset"], "article");
    // Each share is the games whose largest tile reached it, over 4.
    let reached = whole["reached"].as_object().unwrap();
    let tiles: Vec<u64> =
        whole["records"].as_array().unwrap().iter().map(|r| r["max_tile"].as_u64().unwrap()).collect();
    for tile in [256u64, 512, 1024, 2048] {
        let share = reached[&tile.to_string()].as_f64().unwrap();
        assert_eq!(share, tiles.iter().filter(|&&t| t >= tile).count() as f64 / 4.0, "≥{tile}");
    }

    let mut paths = Vec::new();
    for (first, count) in [("0", "1"), ("1", "3")] {
        let out = lookahead(&["bench", "--games", count, "--first-game", first, "--seed", "3", "--json"]);
        let path = dir.join(format!("shard-{first}.json"));
        std::fs::write(&path, &out.stdout).unwrap();
        paths.push(path.to_string_lossy().into_owned());
    }
    let mut args = vec!["merge", "--json"];
    args.extend(paths.iter().map(String::as_str));
    let merged = json(&lookahead(&args));
    assert_eq!(outcomes(&merged), outcomes(&whole));
    assert_eq!(timeless(&merged), timeless(&whole));

    // Shards of different runs, or overlapping shards, are refused.
    let other = lookahead(&["bench", "--games", "1", "--seed", "4", "--json"]);
    let other_path = dir.join("other.json");
    std::fs::write(&other_path, &other.stdout).unwrap();
    let other_path = other_path.to_string_lossy().into_owned();
    let refused = |files: &[&str]| {
        let mut args = vec!["merge"];
        args.extend(files);
        refusal(&lookahead(&args))
    };
    let different = refused(&[&paths[0], &other_path]);
    assert!(different.contains("different runs (preset article seed 3 and preset article seed 4"), "{different}");
    let overlap = refused(&[&paths[0], &paths[0]]);
    assert!(overlap.contains("game 0 appears in more than one report"), "{overlap}");
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "{\"not\": \"a report\"}").unwrap();
    let garbage = refused(&[garbage.to_str().unwrap()]);
    assert!(garbage.contains("garbage.json is not a lookahead bench report"), "{garbage}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A directory of its own for one test's files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("lookahead-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `lookahead merge` of `reports` (written to files first), with `flags`.
fn merge(dir: &std::path::Path, reports: &[Value], flags: &[&str]) -> Output {
    let mut args: Vec<String> = vec!["merge".into()];
    args.extend(flags.iter().map(|f| f.to_string()));
    for (i, report) in reports.iter().enumerate() {
        let path = dir.join(format!("report-{i}.json"));
        std::fs::write(&path, report.to_string()).unwrap();
        args.push(path.to_string_lossy().into_owned());
    }
    lookahead(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn refusal(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(2), "{}", String::from_utf8_lossy(&output.stdout));
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

#[test]
fn four_shards_run_at_once_merge_into_the_single_run_and_verify() {
    let dir = scratch("shards");
    let whole = json(&lookahead(&["bench", "--games", "6", "--seed", "8", "--threads", "1", "--json"]));
    let shards: Vec<Value> = std::thread::scope(|scope| {
        let running: Vec<_> = (1..=4)
            .map(|k| {
                scope.spawn(move || {
                    let shard = format!("{k}/4");
                    json(&lookahead(&[
                        "bench",
                        "--games",
                        "6",
                        "--seed",
                        "8",
                        "--shard",
                        &shard,
                        "--threads",
                        "1",
                        "--json",
                    ]))
                })
            })
            .collect();
        running.into_iter().map(|shard| shard.join().unwrap()).collect()
    });
    // Six games in four shards: 1, 2, 1 and 2 of them, every game once.
    let counts: Vec<u64> = shards.iter().map(|s| s["games"].as_u64().unwrap()).collect();
    assert_eq!(counts, [1, 2, 1, 2]);
    let merged = json(&merge(&dir, &shards, &["--verify", "--json"]));
    assert_eq!(outcomes(&merged), outcomes(&whole));
    assert_eq!(timeless(&merged), timeless(&whole));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn reports_name_their_generator_and_a_forged_game_is_refused() {
    let dir = scratch("forged");
    let report = json(&lookahead(&["bench", "--games", "3", "--seed", "2", "--json"]));
    assert_eq!((report["generator"].as_str(), report["format"].as_u64()), (Some("pcg32"), Some(3)));
    let edited = |change: &dyn Fn(&mut Value)| {
        let mut copy = report.clone();
        change(&mut copy);
        copy
    };
    // Another generator, or none (a report from before reports named it).
    let other = refusal(&merge(&dir, &[edited(&|r| r["generator"] = "pcg64mcg".into())], &[]));
    assert!(other.contains("dealt by \"pcg64mcg\""), "{other}");
    let none = refusal(&merge(&dir, &[edited(&|r| drop(r.as_object_mut().unwrap().remove("generator")))], &[]));
    assert!(none.contains("names no random generator"), "{none}");
    let format = refusal(&merge(&dir, &[edited(&|r| r["format"] = 1.into())], &[]));
    assert!(format.contains("report format 1"), "{format}");
    // An impossible game is refused as the report is read...
    let tile = refusal(&merge(&dir, &[edited(&|r| r["records"][1]["max_tile"] = 65536.into())], &[]));
    assert!(tile.contains("game 1: its max_tile 65536 is not a tile"), "{tile}");
    // ...and a possible one that is not what its seed plays, by --verify.
    let score = report["records"][2]["score"].as_u64().unwrap();
    let forged = edited(&|r| r["records"][2]["score"] = (score + 4).into());
    assert!(merge(&dir, &[forged.clone()], &[]).status.success(), "possible, so believed without --verify");
    let caught = refusal(&merge(&dir, &[forged], &["--verify"]));
    assert!(
        caught.contains(&format!("game 2: its score is {}, and the game replayed gives {score}", score + 4)),
        "{caught}"
    );
    // A line break in a value stays one line of the message.
    let corner =
        refusal(&merge(&dir, &[edited(&|r| r["config"]["snake"]["corner"] = "top\nleft\u{1b}[31m".into())], &[]));
    assert!(corner.contains("top\\nleft\\u{1b}"), "{corner}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bench_table_is_readable() {
    let out = lookahead(&["bench", "--games", "2", "--seed", "5"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    for expected in ["≥2048", "95% interval", "moves per game: median", "µs per move", "games 0 to 1 (2 games)"] {
        assert!(text.contains(expected), "{expected} missing from:\n{text}");
    }
    let last = lookahead(&["bench", "--games", "1", "--seed", "5", "--first-game", "18446744073709551615"]);
    assert!(last.status.success(), "the last game index there is: {}", String::from_utf8_lossy(&last.stderr));
    assert!(String::from_utf8_lossy(&last.stdout).contains("seed 5, game 18446744073709551615\n"));
}

#[test]
fn postmortem_lists_where_a_stronger_solver_plays_otherwise() {
    // Reviewed by the solver that played it, at the same seeds, a game has
    // no move to regret.
    let itself = json(&lookahead(&["postmortem", "--seed", "1", "--preset", "article", "--json"]));
    assert_eq!(itself["reviewed"], 50);
    assert_eq!(itself["divergent"].as_array().unwrap().len(), 0);
    let strong = json(&lookahead(&["postmortem", "--seed", "1", "--preset", "no-trades", "--json"]));
    let moves = strong["moves"].as_u64().unwrap();
    let rows = strong["divergent"].as_array().unwrap();
    assert!(!rows.is_empty(), "seed 1's last 50 moves: the full search disagrees somewhere");
    for row in rows {
        let at = row["move"].as_u64().unwrap();
        assert!(at > moves - 50 && at <= moves, "{row}");
        assert_ne!(row["played"], row["stronger"]);
        assert!(row["gap"].as_f64().unwrap() >= 0.0);
    }
}

/// `why-expectimax` writes a run the page reads: the three solvers on the
/// same games, with the command that made it; the same games as `bench`.
#[test]
fn why_expectimax_writes_the_pages_data() {
    use lookahead::analysis::experiment::{Experiment, ExperimentData};
    let output = lookahead(&["why-expectimax", "--games", "3", "--seed", "4", "--threads", "1"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let data = ExperimentData::from_json(Experiment::WhyExpectimax, &String::from_utf8_lossy(&output.stdout))
        .expect("the page reads it");
    assert_eq!(data.command, "lookahead why-expectimax --games 3 --seed 4 --threads 1");
    let solvers: Vec<&str> = data.solvers.iter().map(|s| s.preset.as_str()).collect();
    assert_eq!(solvers, ["article", "greedy", "worst-case"]);
    let greedy = json(&lookahead(&["bench", "--games", "3", "--seed", "4", "--preset", "greedy", "--json"]));
    let summary = &data.solvers[1].summary;
    assert_eq!(greedy["median_moves"].as_f64(), Some(summary.median_moves));
    assert_eq!(greedy["corner"]["share"].as_f64(), summary.corner.map(|c| c.share));
}

/// `claims` prints every claim with the verdicts the library gives for the
/// committed runs and the game of the seed asked for.
#[test]
fn claims_prints_each_claim_with_its_verdicts() {
    use lookahead::analysis::claim_list::{claim_list, Inputs, Source};
    use lookahead::analysis::evidence::{autoplayed, EvidenceRun};
    use lookahead::analysis::experiment::Experiment;
    let output = lookahead(&["claims", "--seed", "2"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8_lossy(&output.stdout);
    let (why, wall) = (Experiment::WhyExpectimax.committed().unwrap(), Experiment::Wall.committed().unwrap());
    let solver = lookahead::solver::Solver::article();
    let game = lookahead::game::Game::new(2);
    let mut run = EvidenceRun::new(game.clone(), autoplayed(&solver, game));
    run.step(&solver, usize::MAX, u64::MAX, &lookahead::bench::StoppedClock);
    let config = lookahead::solver::SolverConfig::article();
    let inputs = Inputs {
        why: vec![Source { data: &why, name: String::new() }],
        wall: vec![Source { data: &wall, name: String::new() }],
        game: Some((&run.evidence, String::new())),
        config: &config,
        neighbours: None,
        // The CLI's figure: the committed run's, so the verdict is fixed.
        thinking: vec![(why.summary(lookahead::solver::Preset::Article).unwrap().mean_us_per_move, String::new())],
    };
    let list = claim_list(&inputs);
    assert_eq!(list.len(), 8);
    // One block a claim, in the list's order: the claim, then each check's
    // verdict in order (a verdict printed under another claim fails).
    let blocks: Vec<&str> = text.trim_end().split("\n\n").collect();
    assert_eq!(blocks.len(), list.len(), "{text}");
    for (claim, block) in list.iter().zip(&blocks) {
        let mut lines = block.lines();
        assert_eq!(lines.next(), Some(claim.says.as_str()), "{block}");
        let printed: Vec<&str> = lines
            .filter(|line| line.starts_with("  ") && !line.starts_with("   "))
            .map(|line| line.trim_start().split(". ").next().unwrap_or(""))
            .collect();
        let expected: Vec<String> = claim
            .checks
            .iter()
            .map(|(_, checked)| lookahead::ui::model::capitalised(&checked.verdict.label()))
            .collect();
        assert_eq!(printed, expected, "the verdicts of {}", claim.id);
    }
}

/// `positions` prints the committed bank, byte for byte, from the command
/// the bank names (on any number of threads); it says what habits score.
#[test]
fn positions_prints_the_committed_bank() {
    let committed = include_str!("../data/positions.json");
    let bank = lookahead::analysis::bank::Bank::committed().expect("the committed bank reads");
    let args: Vec<&str> = bank.command.split(' ').skip(1).collect();
    assert_eq!(args[0], "positions");
    for threads in ["1", "2"] {
        let output = lookahead(&[&args[..], &["--threads", threads]].concat());
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        assert_eq!(String::from_utf8_lossy(&output.stdout), committed, "{threads} threads");
        let table = String::from_utf8_lossy(&output.stderr);
        assert!(table.contains("fixed order: down, then right"), "{table}");
        assert!(table.contains("rules of thumb"), "{table}");
    }
    let output = lookahead(&["positions", "--games", "1", "--per-cell", "20"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("play more games"));
}

/// A lost shard is refused, naming the games missing; `--partial` merges
/// what is there and says what is not. A report with no game is refused.
#[test]
fn a_lost_shard_or_an_empty_report_is_refused() {
    let dir = scratch("lost");
    let shards: Vec<Value> = (1..=4)
        .map(|k| json(&lookahead(&["bench", "--games", "4", "--seed", "5", "--shard", &format!("{k}/4"), "--json"])))
        .collect();
    let three = [shards[0].clone(), shards[1].clone(), shards[3].clone()];
    let lost = refusal(&merge(&dir, &three, &["--verify"]));
    assert!(lost.contains("game 2 missing between the reports' first and last game (a lost shard?)"), "{lost}");
    let partial = merge(&dir, &three, &["--partial"]);
    assert!(partial.status.success(), "{}", String::from_utf8_lossy(&partial.stderr));
    let table = String::from_utf8_lossy(&partial.stdout);
    assert_eq!(table.lines().next(), Some("partial run: game 2 missing, merged without them"));
    // Two shards lost, apart: both ranges named.
    let five: Vec<Value> = (1..=5)
        .map(|k| json(&lookahead(&["bench", "--games", "10", "--seed", "5", "--shard", &format!("{k}/5"), "--json"])))
        .collect();
    let lost = refusal(&merge(&dir, &[five[0].clone(), five[2].clone(), five[4].clone()], &[]));
    assert!(lost.contains("games 2-3 and 6-7 missing"), "{lost}");
    // The first or the last shard lost: a shard names its run, so the
    // games before the first and after the last are missing too.
    let lost_last = refusal(&merge(&dir, &shards[..3], &[]));
    assert!(lost_last.contains("game 3 missing between"), "{lost_last}");
    let lost_first = refusal(&merge(&dir, &shards[1..], &[]));
    assert!(lost_first.contains("game 0 missing between"), "{lost_first}");
    // Shards of two splits of the run are not one run's.
    let other_split = json(&lookahead(&["bench", "--games", "5", "--seed", "5", "--shard", "4/4", "--json"]));
    let mixed = refusal(&merge(&dir, &[shards[0].clone(), other_split], &["--partial"]));
    assert!(mixed.contains("a shard of games 0 to 3 and a shard of games 0 to 4"), "{mixed}");
    // A shard whose game lies outside the run it names is no shard.
    let mut outside = shards[3].clone();
    outside["run"]["games"] = 3.into();
    let refused = refusal(&merge(&dir, &[outside], &[]));
    assert!(refused.contains("game 3 is outside the run it says it is a shard of"), "{refused}");
    // A report with no game in it (its summary made to fit).
    let mut empty = shards[0].clone();
    empty["records"] = Value::Array(Vec::new());
    for key in ["games", "total_moves", "total_leaves"] {
        empty[key] = 0.into();
    }
    empty["max_tile_histogram"] = serde_json::json!({});
    let none = refusal(&merge(&dir, &[empty, shards[1].clone()], &[]));
    assert!(none.contains("a report holds no game"), "{none}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A count past the stated cap is refused with the cap; a number that
/// looks like a flag is refused by its option, named.
#[test]
fn counts_have_a_cap_and_every_numeric_flag_names_itself() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["bench", "--games", "18446744073709551615"],
            "invalid value '18446744073709551615' for '--games <GAMES>': 18446744073709551615 is not in 1..=1000000",
        ),
        (&["bench", "--games", "0"], "'0' for '--games <GAMES>': 0 is not in 1..=1000000"),
        (&["wall", "--games", "1000001"], "for '--games <GAMES>': 1000001 is not in 1..=1000000"),
        (&["review", "--game-seed", "1", "--moves", "down", "--games", "2001"], "--games must be from 1 to 2000"),
        (&["bench", "--threads", "-1"], "invalid value '-1' for '--threads <THREADS>'"),
        (&["decide", "--board", BOARD, "--seed", "-3"], "invalid value '-3' for '--seed <SEED>'"),
    ];
    for (args, said) in cases {
        let refused = refusal(&lookahead(args));
        assert!(refused.contains(said), "{args:?}: {refused}");
    }
}

/// Bare `lookahead` says in a few lines how to use it, naming every
/// command the command line has.
#[test]
fn bare_lookahead_is_a_short_usage() {
    let out = lookahead(&[]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.lines().count() <= 5, "{said}");
    assert!(said.contains("usage: lookahead <command> [options]"), "{said}");
    for command in
        ["bench", "merge", "decide", "tree", "wall", "why-expectimax", "postmortem", "claims", "positions", "review"]
    {
        assert!(said.contains(&format!(" {command}")), "{command} in {said}");
    }
}

/// A run goes by what its settings are: the article's reached through
/// another preset is named "article"; a report renamed is refused.
#[test]
fn a_run_is_named_by_its_settings_and_a_renamed_one_is_refused() {
    let dir = scratch("renamed");
    let report = json(&lookahead(&["bench", "--games", "1", "--preset", "full-chance", "--sample-cap", "6", "--json"]));
    assert_eq!(report["preset"], "article");
    let mut renamed = report.clone();
    renamed["preset"] = "no-trades".into();
    let refused = refusal(&merge(&dir, &[renamed], &["--verify"]));
    assert!(refused.contains("it is named \"no-trades\", and its settings are those of article"), "{refused}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `merge --verify` compares moves by depth as a set: a report that lists
/// the same depths in another order verifies; one whose counts moved
/// between depths does not.
#[test]
fn verify_reads_moves_by_depth_as_a_set() {
    let dir = scratch("depths");
    let report = json(&lookahead(&["bench", "--games", "1", "--seed", "4", "--json"]));
    let mut reordered = report.clone();
    let depths = reordered["records"][0]["by_depth"].as_array_mut().unwrap();
    assert!(depths.len() >= 2, "the game searched at more than one depth");
    depths.reverse();
    let out = merge(&dir, &[reordered.clone()], &["--verify"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut moved = reordered;
    let first = moved["records"][0]["by_depth"][0]["moves"].as_u64().unwrap();
    let second = moved["records"][0]["by_depth"][1]["moves"].as_u64().unwrap();
    moved["records"][0]["by_depth"][0]["moves"] = (first + 1).into();
    moved["records"][0]["by_depth"][1]["moves"] = (second - 1).into();
    let refused = refusal(&merge(&dir, &[moved], &["--verify"]));
    assert!(refused.contains("game 0: its by_depth is"), "{refused}");
    std::fs::remove_dir_all(&dir).unwrap();
}
