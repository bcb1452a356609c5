//! Golden values: the random stream, the seeds derived from it, the first
//! spawns of a game, one decision and the first five benchmark games, as
//! literal numbers recorded on 2026-12-03, when "Solver speed" changed the
//! generator from PCG-64 MCG to PCG-32 (the one change of stream it
//! allowed; the values before it were recorded on 2026-11-30).
//!
//! Every seed a reader shares, every link and every benchmark report replays
//! from these. If one of these tests fails, the change you made alters every
//! shared seed and link: games dealt from a seed will differ, and reports
//! saved before it will no longer replay. Do that only on purpose, once,
//! and record the new values here.

use lookahead::bench::{play_game, SystemClock};
use lookahead::game::{derive_seed, parse_board, Direction, Game, SeededRng, Spawn};
use lookahead::solver::{NodeCounts, Solver};

const CHANGED: &str = "the random stream changed: every shared seed, link and saved benchmark would replay differently";

#[test]
fn first_draws_of_two_seeds() {
    let mut one = SeededRng::new(1);
    assert_eq!((0..8).map(|_| one.below(16)).collect::<Vec<_>>(), [3, 7, 12, 1, 15, 2, 13, 1], "{CHANGED}");
    assert_eq!(
        (0..3).map(|_| one.unit()).collect::<Vec<_>>(),
        [0.05149481279281831, 0.2962443131002278, 0.00856622372587823],
        "{CHANGED}"
    );
    let mut other = SeededRng::new(2024);
    assert_eq!((0..8).map(|_| other.below(16)).collect::<Vec<_>>(), [5, 0, 12, 4, 7, 14, 14, 15], "{CHANGED}");
    assert_eq!(
        (0..3).map(|_| other.unit()).collect::<Vec<_>>(),
        [0.8899925863575574, 0.4251394809378869, 0.6913638996655189],
        "{CHANGED}"
    );
}

#[test]
fn derived_seeds() {
    assert_eq!(derive_seed(1, 0), 0xe4d9_7177_1b65_2c20, "{CHANGED}");
    assert_eq!(derive_seed(1, 1), 0xbeeb_8da1_658e_ec67, "{CHANGED}");
    assert_eq!(derive_seed(1, 249), 0x3e17_e6df_c3cb_0bac, "{CHANGED}");
    assert_eq!(derive_seed(42, 7), 0xb434_6c5a_4ac0_89c3, "{CHANGED}");
}

#[test]
fn first_spawns_of_a_game() {
    let spawn = |cell, exponent| Spawn { cell, exponent };
    let cases = [
        (
            1,
            "0,2,0,2,0,0,0,0,0,0,0,0,0,0,0,0",
            [spawn(12, 1), spawn(0, 1), spawn(10, 1), spawn(13, 1)],
            "4,4,2,0,0,0,0,0,0,0,0,0,0,2,0,0",
        ),
        (
            7,
            "0,0,0,0,0,0,0,0,0,2,0,0,0,2,0,0",
            [spawn(2, 1), spawn(11, 1), spawn(15, 1), spawn(1, 1)],
            "4,2,0,2,4,0,0,0,0,0,0,0,0,0,0,0",
        ),
    ];
    for (seed, dealt, spawns, after) in cases {
        let mut game = Game::new(seed);
        assert_eq!(game.board().to_faces_string(), dealt, "seed {seed}: {CHANGED}");
        let played: Vec<Spawn> = Direction::ALL.iter().filter_map(|&d| game.play(d)).collect();
        assert_eq!(played, spawns, "seed {seed}: {CHANGED}");
        assert_eq!(game.board().to_faces_string(), after, "seed {seed}: {CHANGED}");
        assert_eq!(game.score(), 8, "seed {seed}");
    }
}

/// One sampled decision, values to the bit: pins the solver's draws (which
/// cells a chance node expands) as well as its arithmetic.
#[test]
fn one_sampled_decision() {
    let board = parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap();
    let decision = Solver::article().decide(board, 4);
    assert_eq!(decision.direction, Some(Direction::Down), "{CHANGED}");
    let expected = [9627887745.066668, 8037854299.733333, 2962648050.433334, 9545326299.733332];
    assert_eq!(decision.values, expected.map(Some), "{CHANGED}");
    assert_eq!(decision.nodes, NodeCounts { max: 49, chance: 4, leaves: 183 }, "{CHANGED}");
}

/// The first five games of the article's benchmark from seed 1: (index,
/// seed, largest tile, score, moves, boards scored).
#[test]
#[cfg_attr(debug_assertions, ignore = "five full games: run with cargo test --release")]
fn first_five_benchmark_games() {
    let solver = Solver::article();
    let outcomes: Vec<_> = (0..5).map(|i| play_game(&solver, 1, i, &SystemClock::new()).outcome()).collect();
    assert_eq!(
        outcomes,
        [
            (0, 16490336266968443936, 1024, 14484, 848, 1421688),
            (1, 13757245211066428519, 2048, 36680, 1906, 3047048),
            (2, 4048727598324417001, 2048, 31896, 1613, 2591299),
            (3, 8196980753821780235, 2048, 31528, 1606, 2662345),
            (4, 13015481187462834606, 4096, 51504, 2360, 3914118),
        ],
        "{CHANGED}"
    );
}
