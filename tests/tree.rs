//! The recorded search tree: the same search as the plain solver, to the
//! bit; a replay cursor that steps both ways to the states a replay from
//! the start gives; JSON that round-trips, and files that are not the search
//! they claim to be refused with the first difference named.

mod common;

use common::{boards, grid};
use lookahead::game::{Board, Direction};
use lookahead::solver::{
    Edge, Heuristic, NodeKind, Preset, Replay, SearchTree, Solver, Step, TooLarge, TreeError, MOST_NODES,
};
use proptest::prelude::*;

fn playable(board: &Board) -> bool {
    board.has_legal_move()
}

fn record(solver: &Solver, board: Board, seed: u64) -> SearchTree {
    SearchTree::record(solver, board, seed).expect("a search small enough to record")
}

proptest! {
    // A fixed seed: the same 1,000 positions and decision seeds every run.
    #![proptest_config(ProptestConfig {
        cases: 1_000,
        rng_seed: proptest::test_runner::RngSeed::Fixed(2048),
        ..ProptestConfig::default()
    })]

    /// Recording runs the very search the solver runs: same direction, same
    /// root values (compared as bits), same node counts.
    #[test]
    fn recording_changes_nothing(board in boards(12, 55).prop_filter("a legal move", playable), seed in any::<u64>()) {
        let solver = Solver::article();
        let plain = solver.decide(board, seed);
        let tree = record(&solver, board, seed);
        prop_assert!(*tree.decision() == plain, "recorded {:?} vs plain {:?}", tree.decision(), plain);
        let bits = |values: [Option<f64>; 4]| values.map(|v| v.map(f64::to_bits));
        prop_assert_eq!(bits(tree.decision().values), bits(plain.values));
        let count = |kind| (0..tree.len() as u32).filter(|&i| tree.node(i).kind == kind).count() as u64;
        prop_assert_eq!(count(NodeKind::Max), plain.nodes.max);
        prop_assert_eq!(count(NodeKind::Chance), plain.nodes.chance);
        prop_assert_eq!(count(NodeKind::Leaf), plain.nodes.leaves);
        // The root's children carry the root values, in move order.
        let child_values: Vec<(Direction, u64)> = tree.children(0).map(|c| {
            let node = tree.node(c);
            let Edge::Move { direction } = node.edge else { panic!("a root child is a move") };
            (direction, node.value.to_bits())
        }).collect();
        let legal: Vec<(Direction, u64)> = Direction::ALL.into_iter().filter_map(|d| plain.value(d).map(|v| (d, v.to_bits()))).collect();
        prop_assert_eq!(child_values, legal);
        prop_assert_eq!(tree.root().best, plain.direction);
    }

    /// Played to the end, the replay shows every node's recorded value, and
    /// just before each node settles its running value is already final:
    /// the article's mean, and the worst case's lowest spawn.
    #[test]
    fn replay_ends_at_the_recorded_values(board in boards(11, 60).prop_filter("a legal move", playable), seed in any::<u64>(), worst in any::<bool>()) {
        let preset = if worst { Preset::WorstCase } else { Preset::Article };
        let tree = record(&Solver::new(preset.config()).unwrap(), board, seed);
        let replay = Replay::new(&tree);
        let end = replay.state_at(&tree, replay.len());
        prop_assert!(end.open.is_empty());
        for index in 0..tree.len() as u32 {
            prop_assert_eq!(end.value_so_far(&tree, index).map(f64::to_bits), Some(tree.node(index).value.to_bits()));
        }
        let mut cursor = replay.start(&tree);
        for (position, step) in replay.steps().iter().enumerate() {
            if let Step::Exit(node) = *step {
                prop_assert_eq!(cursor.value_so_far(&tree, node).map(f64::to_bits), Some(tree.node(node).value.to_bits()), "step {}", position);
            }
            cursor.forward(&replay);
        }
    }

    /// The cursor, moved step by step in either direction or sought from
    /// anywhere, is in exactly the state a replay from the start reaches.
    #[test]
    fn the_cursor_steps_both_ways(board in boards(11, 45).prop_filter("a legal move", playable), seed in any::<u64>(), stops in prop::collection::vec(0.0..1.0f64, 1..8)) {
        let tree = record(&Solver::article(), board, seed);
        let replay = Replay::new(&tree);
        let mut cursor = replay.start(&tree);
        for stop in stops {
            let target = (stop * replay.len() as f64) as usize;
            cursor.seek(&replay, target);
            prop_assert!(cursor == replay.state_at(&tree, target), "after seeking to {}", target);
        }
        // The stack never holds more than the deepest the replay names,
        // and at some step holds exactly that many.
        let (deepest, mut walk, mut most) = (replay.deepest(), replay.start(&tree), 0);
        while walk.forward(&replay) {
            most = most.max(walk.open.len());
        }
        prop_assert_eq!(most, deepest);
        // One back and one forward is no move at all.
        let here = cursor.clone();
        if cursor.back(&replay) {
            cursor.forward(&replay);
        }
        prop_assert!(cursor == here);
    }
}

#[test]
fn other_presets_record_the_same_search_too() {
    let board = grid([[2, 4, 8, 0], [0, 2, 0, 4], [2, 0, 16, 0], [0, 0, 0, 2]]);
    for preset in [Preset::FullChance, Preset::Deeper, Preset::NoTrades, Preset::Greedy, Preset::WorstCase] {
        let solver = Solver::new(preset.config()).unwrap();
        assert_eq!(*record(&solver, board, 3).decision(), solver.decide(board, 3), "{preset}");
    }
}

#[test]
fn chance_nodes_show_what_the_cap_skipped() {
    // Eleven empty cells: the cap of 6 leaves five unexpanded at the root's
    // chance nodes.
    let board = grid([[2, 0, 0, 0], [0, 4, 0, 0], [0, 0, 8, 0], [0, 0, 0, 16]]);
    let tree = record(&Solver::article(), board, 1);
    let first = tree.children(0).next().unwrap();
    let chance = tree.node(first);
    assert_eq!(chance.kind, NodeKind::Chance);
    assert!(chance.empty.count_ones() > 6);
    assert_eq!(chance.sampled.count_ones(), 6);
    assert_eq!(chance.sampled & !chance.empty, 0);
    assert_eq!(tree.child_count(first), 12, "a 2 and a 4 for each sampled cell");
}

/// Leaves keep no terms; recomputed from the board, they are the terms the
/// search scored, and add up to the leaf's value.
#[test]
fn leaf_terms_are_recomputed_exactly() {
    let board = grid([[2, 4, 8, 16], [4, 8, 16, 32], [0, 2, 0, 4], [0, 0, 2, 0]]);
    let tree = record(&Solver::article(), board, 7);
    let heuristic = Heuristic::new(tree.config().weights, tree.config().snake);
    let mut leaves = 0;
    for index in 0..tree.len() as u32 {
        let node = tree.node(index);
        match tree.breakdown(index) {
            Some(terms) => {
                leaves += 1;
                assert_eq!(terms, heuristic.breakdown(node.board));
                assert_eq!(terms.total(heuristic.weights()).to_bits(), node.value.to_bits());
            }
            None => assert_ne!(node.kind, NodeKind::Leaf),
        }
    }
    assert_eq!(leaves as u64, tree.decision().nodes.leaves);
    assert!(SearchTree::BYTES_PER_NODE <= 48);
}

#[test]
fn the_expected_line_follows_the_choice_down_to_a_leaf() {
    let board = grid([[2, 4, 8, 16], [4, 8, 16, 32], [0, 2, 0, 4], [0, 0, 2, 0]]);
    let tree = record(&Solver::article(), board, 7);
    let line = tree.expected_line();
    assert_eq!(line.len(), usize::from(tree.decision().depth) + 1);
    assert_eq!(tree.node(line[1]).edge, Edge::Move { direction: tree.decision().direction.unwrap() });
    assert_eq!(tree.node(*line.last().unwrap()).kind, NodeKind::Leaf);
    for pair in line.windows(2) {
        assert_eq!(tree.node(pair[1]).parent, Some(pair[0]));
    }
    // Planning for the worst tile, the line is the worst case's: every
    // node on it has its parent's value, the leaf's value the root's.
    let worst = record(&Solver::new(Preset::WorstCase.config()).unwrap(), board, 7);
    let line = worst.expected_line();
    assert_eq!(line.len(), usize::from(worst.decision().depth) + 1);
    for pair in line.windows(2) {
        assert_eq!(worst.node(pair[1]).value.to_bits(), worst.node(pair[0]).value.to_bits());
    }
}

#[test]
fn stepping_over_and_out() {
    let board = grid([[2, 4, 8, 16], [4, 8, 16, 32], [0, 2, 0, 4], [0, 0, 2, 0]]);
    let tree = record(&Solver::article(), board, 7);
    let replay = Replay::new(&tree);
    assert_eq!(replay.steps()[0], Step::Enter(0));
    let children: Vec<u32> = tree.children(0).collect();
    // Stepping over the root's first child lands on the second child.
    assert_eq!(replay.steps()[replay.step_over(1)], Step::Enter(children[1]));
    // From inside the first child, stepping out lands in the same place.
    let inside = replay.state_at(&tree, 2);
    assert_eq!(inside.open, [0, children[0]]);
    assert_eq!(replay.step_out(&inside), replay.step_over(1));
    assert_eq!(replay.step_over(replay.len()), replay.len());
    // Five empty cells: a depth-4 search, whose layers (root, chance, max,
    // chance) are open at once at its deepest, and never more.
    assert_eq!(tree.decision().depth, 4);
    assert_eq!(replay.deepest(), 4);
    assert!(replay.state_at(&tree, 0).value_so_far(&tree, 0).is_none());
}

#[test]
fn budgets_stop_a_search_too_large_to_record_or_to_play() {
    let mut config = Preset::NoTrades.config();
    config.depth.open_depth = 7;
    let solver = Solver::new(config).unwrap();
    let board = grid([[2, 0, 0, 0], [0, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 8]]);
    let Err(TooLarge { budget, counts }) = SearchTree::record_within(&solver, board, 1, 5_000) else {
        panic!("a depth-7 search of an open board is larger than 5,000 nodes")
    };
    assert_eq!(budget, 5_000);
    assert!(counts.max + counts.chance + counts.leaves > 5_000);
    assert!(solver.decide_within(board, 1, 5_000).is_err());
    // Within a budget that holds it, the same answer as the plain search.
    let small = grid([[2, 4, 8, 16], [4, 8, 16, 32], [0, 2, 0, 4], [0, 0, 2, 0]]);
    let article = Solver::article();
    assert_eq!(article.decide_within(small, 7, MOST_NODES as u64).unwrap(), article.decide(small, 7));
}

fn sample_tree() -> SearchTree {
    let board = grid([[2, 0, 0, 2], [0, 0, 4, 0], [0, 8, 0, 0], [16, 0, 0, 2]]);
    record(&Solver::article(), board, 11)
}

#[test]
fn json_round_trips() {
    let tree = sample_tree();
    // (Compared without Debug output: a tree prints as thousands of lines.)
    assert!(SearchTree::from_json(&tree.to_json()).unwrap() == tree, "the tree read back differs");
}

#[test]
fn a_seed_rounded_to_a_double_is_named_as_the_likely_cause() {
    // A game's decision seed, as 64-bit seeds are, and the text it becomes
    // in a program that reads JSON numbers as doubles: JavaScript's
    // JSON.parse and JSON.stringify write 11400714819323200000; the
    // double's exact value is the other form such a program may write.
    let seed: u64 = 0x9E37_79B9_7F4A_7C15;
    assert_eq!(seed, 11_400_714_819_323_198_485);
    let board = grid([[2, 0, 0, 2], [0, 0, 4, 0], [0, 8, 0, 0], [16, 0, 0, 2]]);
    let json = record(&Solver::article(), board, seed).to_json();
    let with_seed = |text: &str| json.replacen(&format!("\"seed\":{seed}"), &format!("\"seed\":{text}"), 1);
    assert_ne!(with_seed("1"), json, "the file holds its seed as a plain number");
    for rounded in ["11400714819323200000", "11400714819323199488"] {
        let refused = SearchTree::from_json(&with_seed(rounded)).err().expect("the rounded seed gives another search");
        let TreeError::RoundedSeed { seed: named, found } = &refused else { panic!("{refused}") };
        assert_eq!(named.to_string(), rounded);
        assert!(found.to_string().starts_with("it is not the search its board, seed and settings give"), "{found}");
        assert!(refused.to_string().contains(&format!("Its seed, {rounded}, looks rounded")), "{refused}");
    }
    // A seed a double holds exactly but small, or one no double holds: the
    // difference alone, with no guess at its cause.
    for other in [11, seed + 1] {
        let refused =
            SearchTree::from_json(&with_seed(&other.to_string())).err().expect("another seed gives another search");
        assert!(!matches!(refused, TreeError::RoundedSeed { .. }), "{refused}");
    }
}

#[test]
fn files_that_are_not_the_search_they_claim_are_refused_with_the_first_difference() {
    let tree = sample_tree();
    let good: serde_json::Value = serde_json::from_str(&tree.to_json()).unwrap();
    let damaged = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut value = good.clone();
        change(&mut value);
        SearchTree::from_json(&value.to_string()).err().expect("a damaged file is refused")
    };
    assert!(matches!(SearchTree::from_json("<script>alert(1)</script>"), Err(TreeError::NotATree(_))));
    assert!(matches!(SearchTree::from_json("{}"), Err(TreeError::NotATree(_))));
    assert!(matches!(damaged(&|v| v["format"] = "a-bench-report".into()), TreeError::OtherFormat(_)));
    let old = damaged(&|v| v["version"] = 1.into());
    assert!(old.to_string().contains("older Lookahead"), "{old}");
    assert_eq!(damaged(&|v| v["nodes"] = serde_json::json!([])), TreeError::NoNodes);
    assert!(matches!(damaged(&|v| v["config"]["sample_cap"] = 0.into()), TreeError::Settings(_)));
    assert!(matches!(damaged(&|v| v["board"] = "3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0".into()), TreeError::NotATree(_)));
    // Refusals of the JSON itself are in the file's terms, not Rust's.
    let wrong_kind = damaged(&|v| v["seed"] = "twelve".into());
    assert_eq!(
        wrong_kind.to_string().split(" (line ").next().unwrap(),
        "this is not a search tree file: found the text \"twelve\" where a whole number of 0 or more was expected"
    );
    let missing = damaged(&|v| {
        v.as_object_mut().unwrap().remove("nodes");
    });
    assert!(
        missing
            .to_string()
            .starts_with("this is not a search tree file: the field \"nodes\" is missing (line 1, column "),
        "{missing}"
    );
    // One value altered: the node is named, and how it differs.
    let altered = damaged(&|v| v["nodes"][5]["value"] = 12345.0.into());
    let TreeError::Differs { node: 5, how } = &altered else { panic!("{altered}") };
    assert!(how.starts_with("its value: 12345 in the file"), "{how}");
    // A spawn moved to another cell, and a parent changed.
    assert!(matches!(damaged(&|v| v["nodes"][2]["edge"]["cell"] = 15.into()), TreeError::Differs { node: 2, .. }));
    assert!(matches!(damaged(&|v| v["nodes"][3]["parent"] = 1.into()), TreeError::Differs { node: 3, .. }));
    // A file that stops short of the search, or goes on past it.
    let short = damaged(&|v| {
        v["nodes"].as_array_mut().unwrap().pop();
    });
    assert!(matches!(short, TreeError::Incomplete { .. }), "{short}");
    // A decision that names a move the search did not choose.
    let other = Direction::ALL.into_iter().find(|&d| Some(d) != tree.decision().direction).unwrap();
    let decision = damaged(&|v| v["decision"]["direction"] = other.name().into());
    assert!(matches!(decision, TreeError::Decision(_)), "{decision}");
    // The same move, but other values, depth or counts: the part is named.
    let values = damaged(&|v| v["decision"]["values"][0] = 12345.5.into());
    assert!(values.to_string().contains("the decision's values are 12345.5, "), "{values}");
    let depth = damaged(&|v| v["decision"]["depth"] = 9.into());
    assert!(depth.to_string().contains("the decision's depth is 9 in the file"), "{depth}");
    let counts = damaged(&|v| v["decision"]["nodes"]["leaves"] = 1.into());
    assert!(counts.to_string().contains("the decision's node counts are "), "{counts}");
    assert!(counts.to_string().contains(", 1 leaves in the file"), "{counts}");
}

/// A hand-made file whose chance node holds 60,000 identical spawns is
/// refused on its fan-out, before any search is run for it.
#[test]
fn a_chance_node_with_sixty_thousand_spawns_is_refused() {
    let tree = sample_tree();
    let mut value: serde_json::Value = serde_json::from_str(&tree.to_json()).unwrap();
    let nodes = value["nodes"].as_array_mut().unwrap();
    let spawn = nodes.iter().find(|n| n["edge"]["kind"] == "spawn").unwrap().clone();
    let parent = spawn["parent"].as_u64().unwrap();
    nodes.truncate(parent as usize + 1);
    nodes.extend(std::iter::repeat_n(spawn, 60_000));
    let error = SearchTree::from_json(&value.to_string()).err().expect("refused");
    assert_eq!(error, TreeError::TooManyChildren { node: parent as u32, count: 60_000 });
    assert!(error.to_string().contains("60000 children"), "{error}");
}

/// A file of more nodes than a tree may have is refused from a scan of its
/// text, whatever else it holds (the parse of 40 MB took the page seconds).
#[test]
fn a_file_of_too_many_nodes_is_refused_before_it_is_parsed() {
    let nodes = vec![r#"{"layer":0}"#; MOST_NODES + 1].join(",");
    let text = format!(r#"{{"format":"lookahead-search-tree","nodes":[{nodes}]}}"#);
    assert_eq!(SearchTree::from_json(&text).err(), Some(TreeError::TooManyNodes(MOST_NODES + 1)));
}
