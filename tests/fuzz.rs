//! Every decoder against damaged input, counted by the stage each case
//! reached: tree files, benchmark reports, the page's stored values and
//! typed boards (share links are fuzzed the same way in `tests/link.rs`).
//! A case starts from a valid file the program wrote, then one thing in it
//! is broken: a value replaced (by an extreme number, a text, null, a list,
//! an object), a field dropped, an element doubled, or a byte changed. No
//! case may panic, every stage of each decoder must be reached, and what a
//! decoder accepts must be what it would write again.
//!
//! `FUZZ_CASES` sets the cases per decoder: 100,000 in the suite, and
//! `scripts/fuzz.sh` runs 1,000,000 and prints the stages reached.

use lookahead::bench::{
    play_game, GameCheck, Report, ReportError, RunInfo, RunRange, StoppedClock as Still, StoredReport,
};
use lookahead::game::{parse_board, BoardError};
use lookahead::solver::{DepthPolicy, SearchTree, Solver, SolverConfig, TreeError, ValidConfig};
use lookahead::ui::model::{decode, encode};
use serde_json::Value;

mod common;
use common::{cases, Dice};
use std::collections::BTreeMap;

/// Values that break a field, each in its own way.
fn wrong_value(dice: &mut Dice) -> Value {
    let numbers = [
        "0",
        "-1",
        "1",
        "2",
        "3",
        "1.5",
        "-0.0",
        "65536",
        "4294967296",
        "9007199254740993",
        "18446744073709551615",
        "18446744073709551616",
        "1e300",
        "-1e300",
    ];
    match dice.below(6) {
        0 => serde_json::from_str(numbers[dice.below(numbers.len())]).unwrap_or(Value::Null),
        1 => Value::String(["", "x", "top\nleft", "pcg64mcg", "article", "2,2"][dice.below(6)].into()),
        2 => Value::Null,
        3 => Value::Bool(dice.below(2) == 1),
        4 => Value::Array(vec![]),
        _ => Value::Object(Default::default()),
    }
}

/// Every JSON pointer in `value` ("" for the whole).
fn pointers(value: &Value, at: String, out: &mut Vec<String>) {
    out.push(at.clone());
    match value {
        Value::Object(map) => {
            map.iter().for_each(|(k, v)| pointers(v, format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")), out))
        }
        Value::Array(items) => items.iter().enumerate().for_each(|(i, v)| pointers(v, format!("{at}/{i}"), out)),
        _ => {}
    }
}

/// `text` (valid JSON) with one thing broken.
fn broken(text: &str, dice: &mut Dice) -> String {
    let mut value: Value = serde_json::from_str(text).expect("a valid file to break");
    if dice.below(8) == 0 {
        // A byte changed: the text may no longer be JSON at all.
        let mut bytes = text.as_bytes().to_vec();
        let at = dice.below(bytes.len());
        bytes[at] = b"{}[],:\"0 x"[dice.below(10)];
        return String::from_utf8_lossy(&bytes).into_owned();
    }
    let mut all = Vec::new();
    pointers(&value, String::new(), &mut all);
    // Half the time a top-level field: a file's header (its format, its
    // version, its settings) is a few fields among hundreds of values.
    let top: Vec<&String> = all.iter().filter(|p| p.matches('/').count() == 1).collect();
    let target = if dice.below(2) == 0 && !top.is_empty() {
        top[dice.below(top.len())].clone()
    } else {
        all[1 + dice.below(all.len() - 1)].clone()
    };
    let (parent, key) = target.rsplit_once('/').expect("not the root");
    match dice.below(3) {
        0 => {
            if let Some(slot) = value.pointer_mut(&target) {
                *slot = wrong_value(dice);
            }
        }
        1 => match value.pointer_mut(parent) {
            Some(Value::Object(map)) => drop(map.remove(&key.replace("~1", "/").replace("~0", "~"))),
            Some(Value::Array(items)) => drop(items.remove(key.parse::<usize>().unwrap_or(0).min(items.len() - 1))),
            _ => {}
        },
        _ => match value.pointer_mut(parent) {
            Some(Value::Array(items)) => {
                let i = key.parse::<usize>().unwrap_or(0).min(items.len() - 1);
                let copy = items[i].clone();
                items.insert(i, copy);
            }
            Some(slot) => {
                if let Some(field) = slot.pointer_mut(&format!("/{key}")) {
                    *field = wrong_value(dice);
                }
            }
            None => {}
        },
    }
    value.to_string()
}

/// Runs `cases()` broken copies of `valid` through `stage`, and checks that
/// every one of `expected` stages was reached.
fn fuzz(name: &str, valid: &str, seed: u64, expected: &[&str], stage: impl Fn(&str) -> String) {
    let mut dice = Dice(seed);
    let mut reached: BTreeMap<String, u32> = BTreeMap::new();
    assert_eq!(stage(valid), "accepted", "the valid {name} itself");
    for _ in 0..cases() {
        *reached.entry(stage(&broken(valid, &mut dice))).or_default() += 1;
    }
    println!("{} broken {name}: {reached:?}", cases());
    for want in expected {
        assert!(reached.contains_key(*want), "no broken {name} reached {want:?}: {reached:?}");
    }
    // And nothing else: a stage no test names is one no test watches.
    for got in reached.keys() {
        assert!(expected.contains(&got.as_str()), "a broken {name} reached {got:?}, which is not expected");
    }
}

fn quick_solver() -> Solver {
    Solver::new(SolverConfig { depth: DepthPolicy::uniform(1), ..SolverConfig::article() }).unwrap()
}

/// The check that refused a report, by its kind: a match with no wildcard,
/// so a new check does not compile until it has a bucket of its own.
fn report_check(error: &ReportError) -> &'static str {
    match error {
        ReportError::Unversioned => "unversioned",
        ReportError::Generator { .. } => "generator",
        ReportError::Format { .. } => "format",
        ReportError::Settings(_) => "settings",
        ReportError::Relabelled { .. } => "relabelled",
        ReportError::Repeated { .. } => "repeated",
        ReportError::WrongSeed { .. } => "seed",
        ReportError::Timing { .. } => "timing",
        ReportError::NoCorner { .. } => "no corner",
        ReportError::TooManyLeaves => "too many leaves",
        ReportError::NoSuchRun => "no such run",
        ReportError::OutsideRun { .. } => "outside its run",
        ReportError::SummaryDiffers => "summary",
        ReportError::Impossible(problem) => match problem.check {
            GameCheck::NotATile => "impossible: not a tile",
            GameCheck::TileBeyondDealt => "impossible: tile beyond dealt",
            GameCheck::MovesBeyondTile => "impossible: moves beyond tile",
            GameCheck::Score => "impossible: score",
            GameCheck::DepthNamed => "impossible: depth named",
            GameCheck::DepthsSum => "impossible: depths sum",
            GameCheck::DepthTime => "impossible: depth time",
            GameCheck::Corner => "impossible: corner",
            GameCheck::Replay => "replay (never on reading)",
        },
    }
}

#[test]
fn broken_reports_reach_every_check() {
    let solver = quick_solver();
    let records = (0..3).map(|i| play_game(&solver, 9, i, &Still)).collect();
    let preset = lookahead::solver::Preset::label_of(solver.config()).to_string();
    let mut report = Report::new(RunInfo { preset, seed: 9, config: solver.config().clone() }, records);
    // A shard of a run of four, so that the run's checks are reached too.
    report.run = Some(RunRange { first_game: 0, games: 4 });
    let valid = serde_json::to_string(&report).unwrap();
    let stage = |text: &str| match serde_json::from_str::<StoredReport>(text) {
        Err(e) if e.is_syntax() || e.is_eof() => "not JSON".to_string(),
        Err(_) => "not a report".to_string(),
        Ok(stored) => match Report::try_from(stored) {
            Ok(read) => {
                // What is accepted is what it would write again.
                assert_eq!(
                    serde_json::from_str::<Report>(&serde_json::to_string(&read).unwrap()).ok().as_ref(),
                    Some(&read)
                );
                "accepted".to_string()
            }
            Err(error) => report_check(&error).to_string(),
        },
    };
    let expected = [
        "accepted",
        "not JSON",
        "not a report",
        "unversioned",
        "generator",
        "format",
        "settings",
        "relabelled",
        "repeated",
        "seed",
        "timing",
        "no corner",
        "too many leaves",
        "no such run",
        "outside its run",
        "summary",
        "impossible: not a tile",
        "impossible: tile beyond dealt",
        "impossible: moves beyond tile",
        "impossible: score",
        "impossible: depth named",
        "impossible: depths sum",
        "impossible: depth time",
        "impossible: corner",
    ];
    fuzz("reports", &valid, 0x5eed_0001, &expected, stage);
}

/// The check that refused a tree file, by its kind (no wildcard: a new
/// check needs a bucket).
fn tree_check(error: &TreeError) -> &'static str {
    match error {
        TreeError::NotATree(_) => "not a tree",
        TreeError::OtherFormat(_) => "other format",
        TreeError::OtherVersion(_) => "other version",
        TreeError::Settings(_) => "settings",
        TreeError::NoNodes => "no nodes",
        TreeError::TooManyNodes(_) => "too many nodes",
        TreeError::TooManyChildren { .. } => "too many children",
        TreeError::Differs { .. } => "differs",
        TreeError::Incomplete { .. } => "incomplete",
        TreeError::Extra { .. } => "extra",
        TreeError::Decision(_) => "decision",
        TreeError::RoundedSeed { .. } => "rounded seed",
    }
}

#[test]
fn broken_tree_files_reach_every_check() {
    let solver = quick_solver();
    let board = parse_board("2,4,8,16,32,64,128,256,4,8,16,0,2,0,4,8").unwrap();
    let tree = SearchTree::record(&solver, board, 3).unwrap();
    let stage = |text: &str| match SearchTree::from_json(text) {
        Ok(read) => {
            assert_eq!(SearchTree::from_json(&read.to_json()).ok().as_ref(), Some(&read));
            "accepted".to_string()
        }
        Err(error) => tree_check(&error).to_string(),
    };
    let expected = [
        "accepted",
        "not a tree",
        "other format",
        "other version",
        "settings",
        "no nodes",
        "differs",
        "incomplete",
        "extra",
        "decision",
    ];
    fuzz("tree files", &tree.to_json(), 0x5eed_0002, &expected, stage);
    // The errors no single break reaches are checked by `tests/tree.rs`:
    // too many nodes or children, a rounded seed.
}

#[test]
fn broken_stored_values_are_refused_or_read_as_they_were_written() {
    // The settings, as the page stores them: refused unless usable.
    let mut config = SolverConfig::article();
    config.weights.smoothness = 1234.5;
    let valid = encode(&ValidConfig::new(config).unwrap()).unwrap();
    let stage = |text: &str| match decode::<ValidConfig>(text) {
        Some(read) => {
            assert!(read.validate().is_ok());
            assert_eq!(decode::<ValidConfig>(&encode(&read).unwrap()).as_ref(), Some(&read));
            "accepted".to_string()
        }
        None if serde_json::from_str::<Value>(text).is_err() => "not JSON".into(),
        None => "refused".into(),
    };
    fuzz("stored settings", &valid, 0x5eed_0003, &["accepted", "not JSON", "refused"], stage);
    // A count (the best score), the same way.
    let stage = |text: &str| match decode::<u64>(text) {
        Some(read) => {
            assert_eq!(decode::<u64>(&encode(&read).unwrap()), Some(read));
            "accepted".to_string()
        }
        None => "refused".into(),
    };
    fuzz("stored counts", &encode(&51_234u64).unwrap(), 0x5eed_0004, &["accepted", "refused"], stage);
}

#[test]
fn broken_boards_reach_every_check() {
    let valid = "2,4,8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768,0";
    let mut dice = Dice(0x5eed_0005);
    let mut reached: BTreeMap<&str, u32> = BTreeMap::new();
    let pieces = ["", "0", "1", "3", "-2", "65536", "2.0", "x", " 4", "4 ", ",", "18446744073709551616"];
    for _ in 0..cases() {
        let mut values: Vec<String> = valid.split(',').map(String::from).collect();
        let at = dice.below(values.len());
        match dice.below(3) {
            0 => values[at] = pieces[dice.below(pieces.len())].to_string(),
            1 => drop(values.remove(at)),
            _ => values.insert(at, values[at].clone()),
        }
        let text = values.join(",");
        let stage = match parse_board(&text) {
            Ok(board) => {
                assert_eq!(parse_board(&board.to_faces_string()), Ok(board));
                "accepted"
            }
            Err(BoardError::WrongCount { .. }) => "count",
            Err(BoardError::Missing { .. }) => "missing",
            Err(BoardError::NotANumber { .. }) => "not a number",
            Err(BoardError::NotATile { .. }) => "not a tile",
        };
        *reached.entry(stage).or_default() += 1;
    }
    println!("{} broken boards: {reached:?}", cases());
    for want in ["accepted", "count", "missing", "not a number", "not a tile"] {
        assert!(reached.contains_key(want), "no broken board reached {want:?}: {reached:?}");
    }
}
