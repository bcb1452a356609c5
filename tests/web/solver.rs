//! The solver and its numbers as wasm runs them, to the bit.

use wasm_bindgen_test::*;

/// In the browser, decimal text goes to the JavaScript engine's parser
/// (`lookahead::decimal`): every double written as JSON writes it reads back
/// to the bit there too, the hard ones (17 significant digits) included,
/// and what is no decimal number is refused as natively.
#[wasm_bindgen_test]
fn decimal_text_reads_back_to_the_bit_in_the_browser() {
    use lookahead::decimal::parse;
    let hard = [
        0.9822061161295197,
        5539867157.452826,
        3.0000000000000004,
        1.2345678901234567e-7,
        f64::MAX,
        f64::MIN_POSITIVE,
        5e-324,
    ];
    let mut next = crate::random_bits(0x9E37_79B9_7F4A_7C15);
    let random = (0..20_000).map(|_| f64::from_bits(next())).filter(|x| x.is_finite());
    for x in hard.into_iter().chain(random) {
        let text = serde_json::to_string(&x).unwrap();
        assert_eq!(parse(&text).map(f64::to_bits), Some(x.to_bits()), "{text}");
    }
    for text in ["", ".", "1e", "0x10", "1_000", " 1", "inf", "NaN", "Infinity", "1e400", "12abc"] {
        assert_eq!(parse(text), None, "{text}");
    }
    // Numbers serde_json's own reader (as built here) gets wrong, each
    // checked to be one: every float field below is given one, so a field
    // left to that reader fails its round trip.
    let misread_by_serde_json =
        |x: &f64| serde_json::from_str::<f64>(&serde_json::to_string(x).unwrap()).ok() != Some(*x);
    let uniform = (0..).map(|_| (next() >> 11) as f64 / (1u64 << 53) as f64);
    let odd: Vec<f64> = uniform.filter(misread_by_serde_json).take(12).collect();
    assert_eq!(odd.len(), 12);
    let big = |x: f64| [x * 1e4, x * 1e5, x * 1e6].into_iter().find(misread_by_serde_json).unwrap_or(x);
    assert!(misread_by_serde_json(&big(odd[1])) && misread_by_serde_json(&big(odd[2])));

    // Settings, and a recorded search under them (its values, odds and
    // decision are checked against its own search when read).
    use lookahead::bench::{CornerSummary, DepthCost, GameRecord, Report, RunInfo, Summary, TileMap};
    use lookahead::solver::{SearchTree, Solver, SolverConfig};
    let mut config = SolverConfig::article();
    config.weights = lookahead::solver::Weights { positional: odd[0], empties: big(odd[1]), smoothness: big(odd[2]) };
    config.four_chance = odd[3];
    let text = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<SolverConfig>(&text).unwrap(), config, "{text}");
    let board = lookahead::game::parse_board("2,0,0,2,0,0,4,0,0,8,0,0,16,0,0,2").unwrap();
    let tree = SearchTree::record(&Solver::new(config.clone()).unwrap(), board, 11).unwrap();
    assert!(SearchTree::from_json(&tree.to_json()).ok() == Some(tree), "the tree reads back as it was");

    // A benchmark report's timings (its summary is recomputed when read).
    let seed = 3;
    let record = GameRecord {
        index: 0,
        seed: lookahead::bench::game_seed(seed, 0),
        max_tile: 2,
        score: 0,
        moves: 1,
        leaves: 1,
        think_micros: odd[4],
        by_depth: vec![DepthCost { depth: 3, moves: 1, micros: odd[5] }],
        corner: None,
    };
    let report = Report::new(RunInfo { preset: "custom".into(), seed, config }, vec![record]);
    let text = serde_json::to_string(&report).unwrap();
    assert_eq!(serde_json::from_str::<Report>(&text).unwrap(), report, "{text}");
    // The page refuses a report whose games another generator dealt, or
    // that names none (made before reports named it), saying why.
    let other = text.replace("\"generator\":\"pcg32\"", "\"generator\":\"pcg64mcg\"");
    let refused = serde_json::from_str::<Report>(&other).unwrap_err().to_string();
    assert!(refused.contains("dealt by \"pcg64mcg\", not \"pcg32\""), "{refused}");
    let unnamed = text.replace("\"generator\":\"pcg32\",", "");
    let refused = serde_json::from_str::<Report>(&unnamed).unwrap_err().to_string();
    assert!(refused.contains("names no random generator"), "{refused}");

    // A summary as the wall experiment's file holds it.
    let summary = Summary {
        games: 1,
        reached: TileMap(vec![(2048, odd[6])]),
        reached_interval: TileMap(vec![(2048, [odd[7], odd[8]])]),
        median_moves: odd[9],
        mean_moves: odd[10],
        mean_score: odd[11],
        mean_us_per_move: odd[0],
        median_us_per_move: odd[1],
        max_tile_histogram: TileMap(vec![(2048, 1)]),
        by_depth: vec![],
        total_moves: 1,
        total_leaves: 1,
        corner: Some(CornerSummary { share: odd[2], median_first: odd[3], share_after_first: odd[4] }),
    };
    let text = serde_json::to_string(&summary).unwrap();
    assert_eq!(serde_json::from_str::<Summary>(&text).unwrap(), summary, "{text}");
}

/// The search as wasm runs it (its own bit count, tables at fixed
/// addresses; this test build, like the worker's, moves spawned children
/// line by line) gives the native search's decisions to the bit: the values
/// and counts `tests/golden.rs` pins natively, and the first 250 moves of a
/// game, every board's empty cells counted both ways, to the native score
/// and board.
#[wasm_bindgen_test]
fn the_search_in_wasm_is_the_native_search() {
    use lookahead::game::{parse_board, Direction, Game};
    use lookahead::solver::{NodeCounts, Solver};
    let solver = Solver::article();
    let decision = solver.decide(parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap(), 4);
    assert_eq!(decision.direction, Some(Direction::Down));
    let expected = [9627887745.066668, 8037854299.733333, 2962648050.433334, 9545326299.733332];
    assert_eq!(decision.values, expected.map(Some));
    assert_eq!(decision.nodes, NodeCounts { max: 49, chance: 4, leaves: 183 });
    let mut game = Game::new(lookahead::bench::game_seed(1, 3));
    for _ in 0..250 {
        let board = game.board();
        assert_eq!(board.empty_count() as usize, board.exponents().iter().filter(|&&e| e == 0).count());
        let Some(direction) = solver.decide(board, game.decision_seed()).direction else { break };
        game.play(direction);
    }
    assert_eq!(game.moves(), 250, "game 3 of seed 1 lasts 1,606 moves");
    assert_eq!(
        (game.score(), game.board().to_faces_string()),
        (3088, "0,0,2,4,0,8,4,2,16,32,16,8,16,64,128,256".into())
    );
}

/// The settings the page's first module stores and links, read and written
/// by hand (`lookahead::plain_json`) in wasm: every weight and chance reads
/// back to the bit, the hard ones (17 significant digits) included, and
/// serde reads the text written by hand as the same settings.
#[wasm_bindgen_test]
fn settings_written_and_read_by_hand_round_trip_to_the_bit_in_the_browser() {
    use lookahead::plain_json::{from_text, to_text};
    use lookahead::solver::{SolverConfig, Weights};
    let hard = [0.9822061161295197, 0.30000000000000004, 1.2345678901234567e-7, 3.0000000000000004, 0.1];
    for (i, &x) in hard.iter().enumerate() {
        let mut config = SolverConfig::article();
        config.weights = Weights { positional: x * 1e3, empties: x * 1e5 + i as f64, smoothness: x };
        config.four_chance = x.min(1.0);
        let text = to_text(&config);
        assert_eq!(from_text::<SolverConfig>(&text), Some(config.clone()), "{text}");
        assert_eq!(serde_json::from_str::<SolverConfig>(&text).ok(), Some(config), "{text}");
    }
}
