//! The recorded search tree: the same search as the plain solver, to the
//! bit; a replay that ends at the recorded values; JSON that round-trips and
//! refuses damage.

mod common;

use common::{boards, grid};
use lookahead::game::{Board, Direction};
use lookahead::solver::{Edge, NodeKind, Preset, Replay, SearchTree, Solver, Step};
use proptest::prelude::*;

fn playable(board: &Board) -> bool {
    board.has_legal_move()
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
        let tree = SearchTree::record(&solver, board, seed);
        prop_assert!(tree.decision == plain, "recorded {:?} vs plain {:?}", tree.decision, plain);
        let bits = |values: [Option<f64>; 4]| values.map(|v| v.map(f64::to_bits));
        prop_assert_eq!(bits(tree.decision.values), bits(plain.values));
        let count = |kind| tree.nodes.iter().filter(|n| n.kind == kind).count() as u64;
        prop_assert_eq!(count(NodeKind::Max), plain.nodes.max);
        prop_assert_eq!(count(NodeKind::Chance), plain.nodes.chance);
        prop_assert_eq!(count(NodeKind::Leaf), plain.nodes.leaves);
        // The root's children carry the root values, in move order.
        let root = tree.root();
        let child_values: Vec<(Direction, u64)> = root.children.iter().map(|&c| {
            let node = tree.node(c);
            let Edge::Move { direction } = node.edge else { panic!("a root child is a move") };
            (direction, node.value.to_bits())
        }).collect();
        let legal: Vec<(Direction, u64)> = Direction::ALL.into_iter().filter_map(|d| plain.value(d).map(|v| (d, v.to_bits()))).collect();
        prop_assert_eq!(child_values, legal);
        prop_assert_eq!(root.best, plain.direction);
    }

    /// Played to the end, the replay shows every node's recorded value, and
    /// the root's children show the hint's values.
    #[test]
    fn replay_ends_at_the_recorded_values(board in boards(11, 60).prop_filter("a legal move", playable), seed in any::<u64>()) {
        let tree = SearchTree::record(&Solver::article(), board, seed);
        let replay = Replay::new(&tree);
        let end = replay.state_at(&tree, replay.len());
        prop_assert!(end.open.is_empty());
        for (index, node) in tree.nodes.iter().enumerate() {
            prop_assert_eq!(end.value_so_far(&tree, index as u32).map(f64::to_bits), Some(node.value.to_bits()));
        }
        // Just before each node settles, its running value is already the
        // final one: the running mean and running best use the search's
        // own arithmetic.
        for (position, step) in replay.steps().iter().enumerate() {
            if let Step::Exit(node) = *step {
                let before = replay.state_at(&tree, position);
                prop_assert_eq!(before.value_so_far(&tree, node).map(f64::to_bits), Some(tree.node(node).value.to_bits()));
            }
        }
    }
}

#[test]
fn other_presets_record_the_same_search_too() {
    let board = grid([[2, 4, 8, 0], [0, 2, 0, 4], [2, 0, 16, 0], [0, 0, 0, 2]]);
    for preset in [Preset::FullChance, Preset::Deeper] {
        let solver = Solver::new(preset.config()).unwrap();
        assert_eq!(SearchTree::record(&solver, board, 3).decision, solver.decide(board, 3), "{preset}");
    }
}

#[test]
fn chance_nodes_show_what_the_cap_skipped() {
    // Eleven empty cells: the cap of 6 leaves five unexpanded at the root's
    // chance nodes.
    let board = grid([[2, 0, 0, 0], [0, 4, 0, 0], [0, 0, 8, 0], [0, 0, 0, 16]]);
    let tree = SearchTree::record(&Solver::article(), board, 1);
    let chance = tree.node(tree.root().children[0]);
    assert_eq!(chance.kind, NodeKind::Chance);
    assert!(chance.empty.count_ones() > 6);
    assert_eq!(chance.sampled.count_ones(), 6);
    assert_eq!(chance.sampled & !chance.empty, 0);
    assert_eq!(chance.children.len(), 12, "a 2 and a 4 for each sampled cell");
}

#[test]
fn the_expected_line_follows_the_choice_down_to_a_leaf() {
    let board = grid([[2, 4, 8, 16], [4, 8, 16, 32], [0, 2, 0, 4], [0, 0, 2, 0]]);
    let tree = SearchTree::record(&Solver::article(), board, 7);
    let line = tree.expected_line();
    assert_eq!(line.len(), usize::from(tree.decision.depth) + 1);
    assert_eq!(tree.node(line[1]).edge, Edge::Move { direction: tree.decision.direction.unwrap() });
    assert_eq!(tree.node(*line.last().unwrap()).kind, NodeKind::Leaf);
    for pair in line.windows(2) {
        assert_eq!(tree.node(pair[1]).parent, Some(pair[0]));
    }
}

#[test]
fn stepping_over_and_out() {
    let board = grid([[2, 4, 8, 16], [4, 8, 16, 32], [0, 2, 0, 4], [0, 0, 2, 0]]);
    let tree = SearchTree::record(&Solver::article(), board, 7);
    let replay = Replay::new(&tree);
    assert_eq!(replay.steps()[0], Step::Enter(0));
    // Stepping over the root's first child lands on the second child.
    let second = tree.root().children[1];
    assert_eq!(replay.steps()[replay.step_over(1)], Step::Enter(second));
    // From inside the first child, stepping out lands in the same place.
    let inside = replay.state_at(&tree, 2);
    assert_eq!(inside.open, [0, tree.root().children[0]]);
    assert_eq!(replay.step_out(&inside), replay.step_over(1));
    assert_eq!(replay.step_over(replay.len()), replay.len());
    assert!(replay.state_at(&tree, 0).value_so_far(&tree, 0).is_none());
}

#[test]
fn json_round_trips() {
    let board = grid([[2, 0, 0, 2], [0, 0, 4, 0], [0, 8, 0, 0], [16, 0, 0, 2]]);
    let tree = SearchTree::record(&Solver::article(), board, 11);
    let text = tree.to_json();
    // (Compared without Debug output: a tree prints as thousands of lines.)
    assert!(SearchTree::from_json(&text).unwrap() == tree, "the tree read back differs");
}

#[test]
fn damaged_files_are_refused_with_a_reason() {
    let board = grid([[2, 0, 0, 2], [0, 0, 4, 0], [0, 8, 0, 0], [16, 0, 0, 2]]);
    let tree = SearchTree::record(&Solver::article(), board, 11);
    let good: serde_json::Value = serde_json::from_str(&tree.to_json()).unwrap();
    let damaged = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut value = good.clone();
        change(&mut value);
        SearchTree::from_json(&value.to_string())
    };
    let cases: Vec<(&str, Result<SearchTree, _>)> = vec![
        ("garbage", SearchTree::from_json("<script>alert(1)</script>")),
        ("empty object", SearchTree::from_json("{}")),
        ("other format", damaged(&|v| v["format"] = "a-bench-report".into())),
        ("future version", damaged(&|v| v["version"] = 99.into())),
        ("no nodes", damaged(&|v| v["nodes"] = serde_json::json!([]))),
        ("child out of range", damaged(&|v| v["nodes"][0]["children"][0] = 999_999.into())),
        ("wrong parent", damaged(&|v| v["nodes"][2]["parent"] = 5.into())),
        ("bad board", damaged(&|v| v["nodes"][1]["board"] = "2,2".into())),
        ("bad tile", damaged(&|v| v["board"] = "3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0".into())),
        ("bad config", damaged(&|v| v["config"]["sample_cap"] = 0.into())),
        (
            "child listed twice",
            damaged(&|v| {
                let first = v["nodes"][0]["children"][0].clone();
                v["nodes"][0]["children"][1] = first;
            }),
        ),
        ("layer overflow", damaged(&|v| v["nodes"][1]["layer"] = 0.into())),
        ("spawn off the board", damaged(&|v| v["nodes"][2]["edge"]["cell"] = 99.into())),
        ("spawn of an 8", damaged(&|v| v["nodes"][2]["edge"]["exponent"] = 3.into())),
    ];
    for (name, result) in cases {
        let error = result.expect_err(name);
        assert!(!error.0.is_empty(), "{name}");
    }
}
