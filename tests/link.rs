//! Share links and typed boards against anything a person (or a broken
//! chat app) can hand the page: the decoder and the board parser never
//! panic, and every state the app can be in survives encode → decode.
//! 100,000 cases each (`FUZZ_CASES` sets another count). Links fail their
//! check unless made whole, so the fuzzers that aim past it write a valid
//! check on what they broke, and count which stage each case reached.

use lookahead::game::{parse_board, Board, Direction};
use lookahead::solver::{Preset, Snake, SolverConfig};
use lookahead::ui::model::LinkError;
use lookahead::ui::model::{LinkState, Start};
use proptest::prelude::*;

mod common;
use common::{cases, Dice};
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use std::collections::BTreeMap;

/// Boards with any tile from 2 to 32768 in any cell.
fn boards() -> impl Strategy<Value = Board> {
    prop::array::uniform16(0u8..=15).prop_map(Board::from_exponents)
}

fn starts() -> impl Strategy<Value = Start> {
    prop_oneof![
        any::<u64>().prop_map(|seed| Start::Dealt { seed }),
        (boards(), any::<u64>()).prop_map(|(board, seed)| Start::Edited { board, seed }),
    ]
}

/// Any settings a reader can reach: a preset, or knobs turned.
fn configs() -> impl Strategy<Value = Option<SolverConfig>> {
    let snakes: Vec<Snake> = Snake::all().collect();
    prop_oneof![
        Just(None),
        prop::sample::select(vec![Preset::FullChance, Preset::Deeper, Preset::NoTrades]).prop_map(|p| Some(p.config())),
        (prop::sample::select(snakes), prop::option::of(1u32..=16), 0.0..=1.0f64, -1e6..1e6f64).prop_map(
            |(snake, sample_cap, four_chance, smoothness)| {
                let mut config = SolverConfig { snake, sample_cap, four_chance, ..SolverConfig::article() };
                config.weights.smoothness = smoothness;
                Some(config)
            }
        ),
    ]
}

/// A state the app can be in: a start, legal moves from it (chosen by
/// `picks`, skipping illegal ones), settings, a view and a node.
fn states() -> impl Strategy<Value = LinkState> {
    (
        starts(),
        prop::collection::vec(0usize..4, 0..120),
        configs(),
        prop::option::of(prop::sample::select(vec!["article", "tree", "heuristic", "benchmark", "against-chance"])),
        prop::option::of(any::<u32>()),
        any::<prop::sample::Index>(),
        prop::option::of(any::<usize>()),
    )
        .prop_map(|(start, picks, config, view, node, at, step)| {
            let mut game = start.game();
            let mut moves = Vec::new();
            for pick in picks {
                let direction = Direction::ALL[pick];
                if game.play(direction).is_some() {
                    moves.push(direction);
                }
            }
            // Somewhere on the line, or (as often) at its end.
            let at = Some(at.index(moves.len() + 1)).filter(|&at| at < moves.len());
            LinkState { start, moves, at, config, view: view.map(String::from), node, step }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn the_decoder_never_panics_on_any_text(text in ".{0,300}") {
        let _ = LinkState::decode(&text);
    }

    #[test]
    fn the_decoder_never_panics_on_link_shaped_text(
        seed in "[0-9a-z]{0,22}",
        n in "[0-9]{0,6}",
        m in "[A-Za-z0-9_=-]{0,40}",
        rest in "(&[a-z]{1,5}=[A-Za-z0-9._-]{0,30}){0,4}",
    ) {
        // With its check, so that every field is read.
        let _ = LinkState::decode(&LinkState::with_check(&format!("seed={seed}&n={n}&m={m}{rest}")));
    }

    #[test]
    fn the_board_parser_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..120)) {
        let _ = parse_board(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn the_board_parser_never_panics_on_number_lists(text in "(-?[0-9]{0,7},?){0,20}") {
        if let Ok(board) = parse_board(&text) {
            prop_assert_eq!(parse_board(&board.to_faces_string()), Ok(board));
        }
    }

    #[test]
    fn every_state_round_trips(state in states()) {
        let link = state.encode();
        prop_assert_eq!(LinkState::decode(&link), Ok(state));
    }
}

/// What a link decoded to, by the stage that stopped it.
fn stage(outcome: &Result<LinkState, LinkError>) -> String {
    match outcome {
        Ok(_) => "opened".into(),
        Err(LinkError::Malformed(what)) => format!("malformed {what}"),
        Err(LinkError::IllegalMove { .. }) => "illegal move".into(),
        Err(LinkError::Board(_)) => "board".into(),
        Err(LinkError::Settings(_)) => "settings".into(),
        Err(LinkError::Incomplete) => "check".into(),
        Err(LinkError::TooLong(_)) => "too long".into(),
        Err(LinkError::OlderStream) => "older stream".into(),
    }
}

/// Links the app made, one field broken (a value replaced by noise, one
/// digit or character changed, a field dropped or doubled), then given a
/// valid check: every stage of the decoder is reached, none panics, and
/// whatever opens is a state that encodes to a link that opens as itself.
#[test]
fn broken_links_with_a_valid_check_reach_every_stage() {
    let mut runner = TestRunner::deterministic();
    let mut dice = Dice(0x9e37_79b9_7f4a_7c15);
    let noise = b"0123456789abcdefABCDEF._-%+";
    let mut reached: BTreeMap<String, u32> = BTreeMap::new();
    for _ in 0..cases() {
        let state = states().new_tree(&mut runner).expect("a state").current();
        let link = state.encode();
        let body = link.rsplit_once("&h=").map_or(link.as_str(), |(body, _)| body);
        let mut pairs: Vec<String> = body.split('&').map(String::from).collect();
        let at = dice.below(pairs.len());
        match dice.below(5) {
            0 => {
                let key = pairs[at].split('=').next().unwrap_or("").to_string();
                let len = dice.below(12);
                let value: String = (0..len).map(|_| noise[dice.below(noise.len())] as char).collect();
                pairs[at] = format!("{key}={value}");
            }
            1 => {
                // One character of the value changed.
                let mut chars: Vec<char> = pairs[at].chars().collect();
                let from = chars.iter().position(|&c| c == '=').map_or(0, |p| p + 1);
                if from < chars.len() {
                    let i = from + dice.below(chars.len() - from);
                    chars[i] = noise[dice.below(noise.len())] as char;
                }
                pairs[at] = chars.into_iter().collect();
            }
            2 => drop(pairs.remove(at)),
            3 => pairs.push(pairs[at].clone()),
            _ => {
                // A field the app writes, with a value it would not.
                let fields =
                    ["at=99999", "node=-1", "step=-1", "view=Tree", "n=4294967296", "board=2.2", "cfg=e30", "seed=x"];
                pairs.push(fields[dice.below(fields.len())].to_string());
            }
        }
        let outcome = LinkState::decode(&LinkState::with_check(&pairs.join("&")));
        if let Ok(opened) = &outcome {
            assert_eq!(LinkState::decode(&opened.encode()).as_ref(), Ok(opened));
        }
        *reached.entry(stage(&outcome)).or_default() += 1;
    }
    println!("{} broken links with a valid check: {reached:?}", cases());
    for expected in [
        "opened",
        "malformed seed",
        "malformed moves",
        "malformed move count",
        "malformed position",
        "malformed solver settings",
        "malformed view",
        "malformed tree node",
        "malformed tree step",
        "illegal move",
        "board",
        "settings",
    ] {
        assert!(reached.contains_key(expected), "no case reached {expected:?}: {reached:?}");
    }
    assert!(!reached.contains_key("check"), "every case carried a valid check: {reached:?}");
}
