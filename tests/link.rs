//! Share links and typed boards against anything a person (or a broken
//! chat app) can hand the page: the decoder and the board parser never
//! panic, and every state the app can be in survives encode → decode.
//! 100,000 cases each.

use lookahead::game::{parse_board, Board, Direction};
use lookahead::solver::{Preset, Snake, SolverConfig};
use lookahead::ui::model::{LinkState, Start};
use proptest::prelude::*;

const CASES: u32 = 100_000;

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
    )
        .prop_map(|(start, picks, config, view, node, at)| {
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
            LinkState { start, moves, at, config, view: view.map(String::from), node }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

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
        let _ = LinkState::decode(&format!("seed={seed}&n={n}&m={m}{rest}"));
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
