//! The self-test's sittings, marks and bank, checked.

use super::*;

fn bank() -> Bank {
    Bank::committed().expect("the committed bank reads")
}

#[test]
fn a_test_has_eight_positions_from_one_half_in_the_mix() {
    let bank = bank();
    assert_eq!(test_length(), 8);
    for seed in 0..20 {
        let taken = Taken::draw(&bank, Half::B, &[], seed);
        assert_eq!(taken.positions.len(), 8);
        for (stage, wanted) in TEST_MIX {
            let at = taken.positions.iter().filter(|&&id| bank.positions[id as usize].stage == stage).count();
            assert_eq!(at, wanted, "{stage:?}");
        }
        assert!(taken.positions.iter().all(|&id| bank.positions[id as usize].half == Half::B));
        assert!(taken.fits(&bank));
    }
}

/// The two tests of an attempt come from the two halves; a retake
/// shows none of the positions already seen while fresh ones remain.
#[test]
fn the_tests_of_an_attempt_never_share_a_position_and_retakes_are_fresh() {
    let bank = bank();
    let mut tests = SelfTests::default();
    tests.start(Sitting::Before, &bank, 7);
    tests.start(Sitting::After, &bank, 8);
    let attempt = tests.current();
    let (before, after) = (attempt.before.unwrap(), attempt.after.unwrap());
    assert_ne!(before.half, after.half);
    assert!(before.positions.iter().all(|id| !after.positions.contains(id)));
    let seen = tests.seen();
    tests.retake();
    tests.start(Sitting::Before, &bank, 9);
    let again = tests.current().before.unwrap();
    assert!(again.positions.iter().all(|id| !seen.contains(id)), "{again:?} after {seen:?}");
    assert!(tests.fits(&bank));
}

/// Answers are kept in order, scored against the solver, and the
/// baselines are the habits' on these very positions.
#[test]
fn answers_are_scored_and_set_beside_the_habits() {
    let bank = bank();
    let mut tests = SelfTests::default();
    tests.start(Sitting::Before, &bank, 3);
    let ids = tests.current().before.unwrap().positions;
    // Out of turn: refused.
    assert!(!tests.answer(Sitting::Before, Answer { position: ids[1], pick: Direction::Down, reason: None }));
    let mut expected = 0;
    for (i, &id) in ids.iter().enumerate() {
        let p = &bank.positions[id as usize];
        // Every other answer is the solver's move; the rest the greedy
        // solver's when it differs, else any other legal move.
        let pick = if i % 2 == 0 {
            expected += 1;
            p.solver
        } else {
            p.board.legal_moves().find(|&d| d != p.solver).unwrap()
        };
        assert!(tests.answer(Sitting::Before, Answer { position: id, pick, reason: Some(Reason::Corner) }));
    }
    let taken = tests.current().before.unwrap();
    assert!(taken.done());
    assert_eq!(taken.score(&bank), expected);
    let baselines = taken.baselines(&bank);
    let greedy = ids.iter().filter(|&&id| bank.positions[id as usize].looked_ahead()).count() as u32;
    assert_eq!(baselines.greedy, 8 - greedy);
    assert_eq!(taken.by_stage(&bank).iter().map(|(_, agreed, _)| agreed).sum::<u32>(), expected);
    let matched = reasons_matched(&bank, &[&taken]);
    let positional = ids.iter().filter(|&&id| bank.positions[id as usize].decided_by == Term::Positional).count();
    assert_eq!(matched, vec![(Reason::Corner, 8, positional as u32)]);
    let words = baselines_in_words(&baselines, bank.fixed_order);
    assert!(words[1].contains(&format!("would have scored {} of 8", baselines.fixed_order)), "{words:?}");
}

#[test]
fn stored_tests_that_do_not_fit_the_bank_are_refused() {
    let bank = bank();
    let mut tests = SelfTests::default();
    tests.start(Sitting::Before, &bank, 3);
    assert!(tests.fits(&bank));
    let mut wrong = tests.clone();
    wrong.attempts[0].before.as_mut().unwrap().positions[0] = 100_000;
    assert!(!wrong.fits(&bank));
    let mut wrong = tests.clone();
    let taken = wrong.attempts[0].before.as_mut().unwrap();
    taken.half = taken.half.other();
    assert!(!wrong.fits(&bank));
}

#[test]
fn the_export_has_a_row_per_answer() {
    let bank = bank();
    let mut tests = SelfTests::default();
    tests.start(Sitting::After, &bank, 5);
    let id = tests.current().after.unwrap().positions[0];
    let p = &bank.positions[id as usize];
    tests.answer(Sitting::After, Answer { position: id, pick: p.solver, reason: Some(Reason::Safety) });
    let csv = export_csv(&bank, &tests);
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(lines.len(), 3, "a header, one row, and the last line's ending");
    assert_eq!(
        lines[1],
        format!(
            "1,after,{id},{},\"{}\",{},safety,{},true,{},{}",
            p.stage.name(),
            p.board.to_faces_string(),
            p.solver,
            p.solver,
            term_key(p.decided_by),
            p.looked_ahead()
        )
    );
    let json: serde_json::Value = serde_json::from_str(&export_json(&bank, &tests)).unwrap();
    assert_eq!(json["bank"], bank.command);
    let row = &json["answers"][0];
    assert_eq!(row["reason"], "safety");
    assert_eq!(row["decided_by"], serde_json::to_value(p.decided_by).unwrap());
    assert_eq!(row["board"], p.board.to_faces_string());
    assert_eq!((row["attempt"].as_u64(), row["agreed"].as_bool()), (Some(1), Some(true)));
    assert_eq!(row["stage"], serde_json::to_value(p.stage).unwrap());
    // No reason given: null.
    let next = tests.current().after.unwrap().positions[1];
    let q = &bank.positions[next as usize];
    tests.answer(Sitting::After, Answer { position: next, pick: q.solver, reason: None });
    let json: serde_json::Value = serde_json::from_str(&export_json(&bank, &tests)).unwrap();
    assert!(json["answers"][1]["reason"].is_null());
    assert_eq!(json["answers"].as_array().unwrap().len(), 2);
}
