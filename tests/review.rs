//! The coach's review on the command line (`lookahead review`): the same
//! figures as the library's, from a link or a list of moves, on any number
//! of threads; the game the page's end-to-end test plays, flagged as there.

use lookahead::analysis::postmortem::last_positions;
use lookahead::analysis::review::{review_move, Question, ReviewSettings};
use lookahead::game::{Direction, Game};
use lookahead::solver::Solver;
use lookahead::ui::model::{LinkState, Start};
use serde_json::Value;
use std::process::{Command, Output};

fn lookahead(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lookahead")).args(args).output().expect("the CLI runs")
}

fn json(output: &Output) -> Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("valid JSON")
}

/// The game of tests/e2e/coach.test.mjs: the article solver's game from
/// seed 5 for 419 moves, then 8 more with its worst move at 420 and 422
/// and its second best at 424.
fn scripted_game() -> Vec<Direction> {
    let solver = Solver::article();
    let mut game = Game::new(5);
    let mut line = Vec::new();
    while line.len() < 427 {
        let decision = solver.decide(game.board(), game.decision_seed());
        let mut legal: Vec<Direction> = Direction::ALL.into_iter().filter(|&d| decision.value(d).is_some()).collect();
        legal.sort_by(|a, b| decision.value(*b).partial_cmp(&decision.value(*a)).unwrap());
        let played = match line.len() + 1 {
            420 | 422 => *legal.last().unwrap(),
            424 => legal[1],
            _ => legal[0],
        };
        game.play(played);
        line.push(played);
    }
    line
}

fn names(line: &[Direction]) -> String {
    line.iter().map(|d| d.name()).collect::<Vec<_>>().join(",")
}

#[test]
fn the_scripted_games_bad_moves_are_flagged_with_the_librarys_figures() {
    let line = scripted_game();
    let moves = names(&line);
    let only = "420,421,422,423,424,425,426,427";
    let out = json(&lookahead(&["review", "--game-seed", "5", "--moves", &moves, "--only", only, "--json"]));
    assert_eq!((out["moves"].as_u64(), out["agree"].as_u64()), (Some(8), Some(5)));
    assert_eq!(out["match_rate"].as_f64(), Some(62.5));
    let reviewed = out["reviewed"].as_array().unwrap();
    let flagged: Vec<(u64, bool)> =
        reviewed.iter().map(|r| (r["move"].as_u64().unwrap(), r["flagged"].as_bool().unwrap())).collect();
    assert_eq!(flagged, vec![(420, true), (422, true), (424, false)]);

    // Each figure is the library's, for the same seed.
    let solver = Solver::article();
    let positions = last_positions(Game::new(5), &line, line.len());
    let settings = ReviewSettings::default();
    for r in reviewed {
        let at = r["move"].as_u64().unwrap() as usize - 1;
        let best = solver.decide(positions[at].board, positions[at].seed).direction.unwrap();
        let library = review_move(&solver, &Question::of(&positions[at], best), &settings);
        assert_eq!(r["solver"].as_str(), Some(best.name()));
        assert_eq!(r["target"].as_u64(), Some(u64::from(library.question.target)));
        assert_eq!(r["loss"].as_f64().map(f64::to_bits), Some(library.tally.loss().to_bits()));
        let interval = library.tally.interval();
        assert_eq!(r["interval"][0].as_f64().map(f64::to_bits), Some(interval[0].to_bits()));
        assert_eq!(r["interval"][1].as_f64().map(f64::to_bits), Some(interval[1].to_bits()));
        assert_eq!(r["flagged"].as_bool(), Some(library.tally.flagged(settings.threshold)));
    }

    // From the page's link, on one thread: the same figures.
    let link = LinkState {
        start: Start::Dealt { seed: 5 },
        moves: line,
        at: None,
        config: None,
        view: None,
        node: None,
        step: None,
    };
    let address = format!("http://127.0.0.1:8080/?{}", link.encode());
    let by_link = json(&lookahead(&["review", "--link", &address, "--only", only, "--threads", "1", "--json"]));
    assert_eq!(by_link["reviewed"], out["reviewed"]);
    // A threshold above a move's loss unflags it; its figures stay.
    let lenient = json(&lookahead(&[
        "review",
        "--game-seed",
        "5",
        "--moves",
        &moves,
        "--only",
        "420,422",
        "--threshold",
        "25",
        "--json",
    ]));
    let flags: Vec<bool> =
        lenient["reviewed"].as_array().unwrap().iter().map(|r| r["flagged"].as_bool().unwrap()).collect();
    let losses: Vec<f64> = reviewed[..2].iter().map(|r| r["loss"].as_f64().unwrap()).collect();
    assert_eq!(flags, losses.iter().map(|&loss| loss > 25.0).collect::<Vec<_>>());
}

#[test]
fn the_review_refuses_bad_input_in_one_line() {
    let refusal = |args: &[&str]| {
        let out = lookahead(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let text = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(text.lines().count(), 1, "{text}");
        text
    };
    assert!(refusal(&["review", "--game-seed", "1", "--moves", "down", "--games", "0"])
        .contains("--games must be from 1 to"));
    assert!(refusal(&["review", "--game-seed", "1", "--moves", "down,sideways"]).contains("move 2 is \"sideways\""));
    assert!(refusal(&["review", "--game-seed", "1", "--moves", "down", "--only", "7"])
        .contains("\"7\" is not a move of this game"));
    assert!(refusal(&["review", "--link", "seed=1&n=2&m=AA&h=00000000"]).contains("--link"));
    assert!(refusal(&["review"]).contains("give the game"));
}
