//! Checking a report's games. Every report is held, as it is read, to what
//! a game can come to ([`impossible`]); `lookahead merge --verify` goes
//! further and plays each game again from its seed ([`replay_differs`]),
//! since a game's outcome depends on nothing else.

use super::self_play::{play_game, GameRecord};
use super::Clock;
use crate::game::MAX_EXPONENT;
use crate::solver::{Solver, MAX_DEPTH};
use std::fmt;

/// The largest tile a board holds (a cell holds exponents up to
/// [`MAX_EXPONENT`]).
const LARGEST_TILE: u32 = 1 << MAX_EXPONENT;

/// A field of one game's record that no game can have written, or that a
/// replay of the game does not give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameProblem {
    pub game: u64,
    pub field: &'static str,
    pub why: String,
    pub check: GameCheck,
}

/// Which check found a [`GameProblem`]: one kind per check, so a count of
/// refusals by kind (the fuzzers') tells every check apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCheck {
    /// The largest tile is not a tile.
    NotATile,
    /// The largest tile is more than the tiles dealt add up to.
    TileBeyondDealt,
    /// More moves than sixteen cells of the largest tile can hold.
    MovesBeyondTile,
    /// A score the tile and the moves rule out.
    Score,
    /// A depth named twice or out of range.
    DepthNamed,
    /// Moves by depth that do not add up to the moves.
    DepthsSum,
    /// A depth's thinking time that is not a time.
    DepthTime,
    /// Positions in the corner the moves cannot have.
    Corner,
    /// A field the game replayed does not give (or a game not in the file).
    Replay,
}

impl fmt::Display for GameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}: its {} {}", self.game, self.field, self.why)
    }
}

/// Why `record` cannot be what a game came to, if it cannot:
/// - the largest tile is a power of two from 2 to [`LARGEST_TILE`], and no
///   more than the tiles dealt could add up to (two tiles to start, one a
///   move, each 4 at most);
/// - the moves are no more than that tile allows: every move deals a tile
///   of 2 at least, and all that was dealt is on the board, in sixteen
///   cells none of which holds more than the largest tile;
/// - the score lies between what that tile alone must have scored (built
///   from 4s, a tile 2^k scores (k − 2) × 2^k) and what the tiles could
///   score: a merge scores the mass merged, and a unit of mass is merged
///   at most once a level, so at most 14 times on its way to 32768, and at
///   most k − 1 times on a board whose largest tile is 2^k, which holds at
///   most 16 × 2^k;
/// - the moves by depth are searched depths, each once, and add up to the
///   moves.
pub fn impossible(record: &GameRecord) -> Option<GameProblem> {
    let problem = |check: GameCheck, field: &'static str, why: String| {
        Some(GameProblem { game: record.index, field, why, check })
    };
    let tile = record.max_tile;
    let dealt = 4 * (u64::from(record.moves) + 2);
    if !(2..=LARGEST_TILE).contains(&tile) || !tile.is_power_of_two() {
        return problem(
            GameCheck::NotATile,
            "max_tile",
            format!("{tile} is not a tile (a power of two from 2 to {LARGEST_TILE})"),
        );
    }
    if u64::from(tile) > dealt {
        return problem(
            GameCheck::TileBeyondDealt,
            "max_tile",
            format!("{tile} is more than the tiles dealt in {} moves add up to ({dealt})", record.moves),
        );
    }
    let most_mass = 16 * u64::from(tile);
    let least_dealt = 2 * (u64::from(record.moves) + 2);
    if least_dealt > most_mass {
        return problem(
            GameCheck::MovesBeyondTile,
            "moves",
            format!(
                "{} deal at least {least_dealt} in tiles, more than sixteen cells of at most {tile} hold ({most_mass})",
                record.moves
            ),
        );
    }
    let power = u64::from(tile.trailing_zeros());
    let least = power.saturating_sub(2) * u64::from(tile);
    let most = (dealt * u64::from(MAX_EXPONENT - 1)).min(most_mass * (power - 1));
    if !(least..=most).contains(&record.score) {
        return problem(
            GameCheck::Score,
            "score",
            format!(
                "{} is not a score a game with a {tile} in {} moves can have ({least} to {most})",
                record.score, record.moves
            ),
        );
    }
    // Each depth once (a bit a depth: no sort, which would weigh on the page).
    let mut seen = 0u32;
    for cost in &record.by_depth {
        if cost.depth == 0 || cost.depth > MAX_DEPTH || seen & (1 << cost.depth) != 0 {
            return problem(
                GameCheck::DepthNamed,
                "by_depth",
                format!(
                    "names depth {} twice or out of range: each a depth searched (1 to {MAX_DEPTH}), once",
                    cost.depth
                ),
            );
        }
        seen |= 1 << cost.depth;
    }
    let moves = record.by_depth.iter().try_fold(0u64, |sum, cost| sum.checked_add(cost.moves));
    if moves != Some(u64::from(record.moves)) {
        return problem(
            GameCheck::DepthsSum,
            "by_depth",
            format!("does not add up to the game's {} moves", record.moves),
        );
    }
    if let Some(cost) = record.by_depth.iter().find(|cost| !(cost.micros.is_finite() && cost.micros >= 0.0)) {
        return problem(
            GameCheck::DepthTime,
            "by_depth",
            format!("gives depth {} a thinking time that is not a time", cost.depth),
        );
    }
    // Positions in the corner lie from the first one on, which is one of them.
    if let Some(corner) = record.corner {
        let after_first = record.moves.checked_sub(corner.first);
        if after_first.is_none_or(|after| corner.positions > after || (after > 0) != (corner.positions > 0)) {
            return problem(
                GameCheck::Corner,
                "corner",
                format!(
                    "counts {} positions in the corner, the first at move {}, which {} moves cannot have",
                    corner.positions, corner.first, record.moves
                ),
            );
        }
    }
    None
}

/// The first field in which `record` differs from game `record.index` of
/// the run seeded `run_seed` played again by `solver` (timings aside).
pub fn replay_differs(solver: &Solver, run_seed: u64, record: &GameRecord, clock: &impl Clock) -> Option<GameProblem> {
    record_differs(record, &play_game(solver, run_seed, record.index, clock))
}

/// The first field in which a written `record` differs from the same game
/// `replayed` (timings aside): what `merge --verify` and the page's import
/// of a run refuse.
pub fn record_differs(record: &GameRecord, replayed: &GameRecord) -> Option<GameProblem> {
    let differs = |field: &'static str, written: String, replayed: String| {
        Some(GameProblem {
            game: record.index,
            field,
            why: format!("is {written}, and the game replayed gives {replayed}"),
            check: GameCheck::Replay,
        })
    };
    // Moves by depth as a set: the same counts in another order are the
    // same game (an array by depth, which costs the page no sort).
    let by_depth = |r: &GameRecord| {
        let mut moves = [None; MAX_DEPTH as usize + 1];
        for cost in &r.by_depth {
            if let Some(slot) = moves.get_mut(usize::from(cost.depth)) {
                *slot = Some(cost.moves);
            }
        }
        moves.iter().enumerate().filter_map(|(depth, m)| m.map(|m| (depth, m))).collect::<Vec<_>>()
    };
    if record.index != replayed.index {
        differs("index", record.index.to_string(), replayed.index.to_string())
    } else if record.seed != replayed.seed {
        differs("seed", record.seed.to_string(), replayed.seed.to_string())
    } else if record.max_tile != replayed.max_tile {
        differs("max_tile", record.max_tile.to_string(), replayed.max_tile.to_string())
    } else if record.score != replayed.score {
        differs("score", record.score.to_string(), replayed.score.to_string())
    } else if record.moves != replayed.moves {
        differs("moves", record.moves.to_string(), replayed.moves.to_string())
    } else if record.leaves != replayed.leaves {
        differs("leaves", record.leaves.to_string(), replayed.leaves.to_string())
    } else if by_depth(record) != by_depth(replayed) {
        differs("by_depth", format!("{:?}", by_depth(record)), format!("{:?}", by_depth(replayed)))
    } else if record.corner.is_some() && record.corner != replayed.corner {
        // (A file made before the corner was counted has none to compare.)
        differs("corner", format!("{:?}", record.corner), format!("{:?}", replayed.corner))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::{CornerRecord, DepthCost, StoppedClock as Still};
    use crate::solver::DepthPolicy;

    fn quick() -> Solver {
        let config = crate::solver::SolverConfig { depth: DepthPolicy::uniform(1), ..Default::default() };
        Solver::new(config).unwrap()
    }

    #[test]
    fn played_games_are_possible_and_replay_to_themselves() {
        let solver = quick();
        for index in 0..4 {
            let record = play_game(&solver, 5, index, &Still);
            assert_eq!(impossible(&record), None, "{record:?}");
            assert_eq!(replay_differs(&solver, 5, &record, &Still), None);
        }
    }

    #[test]
    fn impossible_records_are_named_by_game_and_field() {
        let record = play_game(&quick(), 5, 2, &Still);
        let changed = |change: &dyn Fn(&mut GameRecord)| {
            let mut r = record.clone();
            change(&mut r);
            impossible(&r).map(|p| (p.game, p.field))
        };
        assert_eq!(changed(&|r| r.max_tile = 65536), Some((2, "max_tile")));
        assert_eq!(changed(&|r| r.max_tile = 3), Some((2, "max_tile")));
        assert_eq!(changed(&|r| (r.max_tile, r.moves, r.by_depth) = (2048, 0, vec![])), Some((2, "max_tile")));
        assert_eq!(changed(&|r| r.score = 1_000_000_000_000), Some((2, "score")));
        assert_eq!(changed(&|r| r.score = 0), Some((2, "score")));
        // The other way: the largest tile bounds the moves and the score.
        // The smallest games that break each bound, beside the largest
        // that keep it.
        let small = |max_tile: u32, moves: u32, score: u64| {
            let r = GameRecord {
                max_tile,
                score,
                moves,
                by_depth: vec![DepthCost { depth: 1, moves: u64::from(moves), micros: 0.0 }],
                corner: None,
                ..record.clone()
            };
            impossible(&r).map(|p| p.field)
        };
        assert_eq!(small(2, 14, 0), None, "sixteen 2s: 2 × (14 + 2) = 32 = 16 × 2");
        assert_eq!(small(2, 15, 0), Some("moves"), "2 × 17 = 34 is more than sixteen 2s hold");
        assert_eq!(small(1024, u32::MAX, 8192), Some("moves"));
        assert_eq!(small(4, 20, 64), None, "sixteen 4s, each made from two 2s: 16 × 4 × 1");
        assert_eq!(small(4, 20, 65), Some("score"));
        assert_eq!(small(2, 0, 4), Some("score"), "a board of 2s has merged nothing");
        let moves_problem = impossible(&GameRecord {
            max_tile: 2,
            moves: 1000,
            score: 0,
            by_depth: vec![DepthCost { depth: 1, moves: 1000, micros: 0.0 }],
            ..record.clone()
        })
        .unwrap();
        assert_eq!(
            moves_problem.to_string(),
            "game 2: its moves 1000 deal at least 2004 in tiles, more than sixteen cells of at most 2 hold (32)"
        );
        assert_eq!(changed(&|r| r.by_depth[0].moves += 1), Some((2, "by_depth")));
        assert_eq!(changed(&|r| r.by_depth[0].moves = u64::MAX), Some((2, "by_depth")));
        assert_eq!(changed(&|r| r.by_depth.push(DepthCost { depth: 9, moves: 0, micros: 0.0 })), Some((2, "by_depth")));
        assert_eq!(changed(&|r| r.by_depth[0].micros = -2.0), Some((2, "by_depth")));
        let corner = record.corner.expect("a game counts its corner");
        assert_eq!(
            changed(&|r| r.corner = Some(CornerRecord { positions: r.moves + 1, first: 0 })),
            Some((2, "corner"))
        );
        assert_eq!(changed(&|r| r.corner = Some(CornerRecord { first: r.moves + 1, ..corner })), Some((2, "corner")));
        assert_eq!(
            changed(&|r| r.corner = Some(CornerRecord { positions: r.moves - corner.first + 1, ..corner })),
            Some((2, "corner")),
            "more positions in the corner than there are from the first on"
        );
        assert_eq!(changed(&|r| r.corner = Some(CornerRecord { positions: 0, ..corner })), Some((2, "corner")));
        assert_eq!(changed(&|r| r.corner = None), None, "a file made before the corner was counted");
        // The bounds hold at their edges: a lone 2 in no moves, no score.
        let fresh = GameRecord {
            max_tile: 2,
            score: 0,
            moves: 0,
            leaves: 0,
            think_micros: 0.0,
            by_depth: vec![],
            corner: Some(CornerRecord { positions: 0, first: 0 }),
            ..record
        };
        assert_eq!(impossible(&fresh), None);
    }

    #[test]
    fn a_replay_names_the_first_field_that_differs() {
        let solver = quick();
        let record = play_game(&solver, 5, 1, &Still);
        let forged = GameRecord { score: record.score + 4, ..record.clone() };
        let problem = replay_differs(&solver, 5, &forged, &Still).expect("a forged score");
        assert_eq!((problem.game, problem.field), (1, "score"));
        assert_eq!(
            problem.to_string(),
            format!("game 1: its score is {}, and the game replayed gives {}", record.score + 4, record.score)
        );
        // Another run's seed deals another game.
        assert!(replay_differs(&solver, 6, &record, &Still).is_some());
        // The same moves by depth in another order are the same game.
        let deeper = Solver::new(crate::solver::SolverConfig::article()).unwrap();
        let mut game = play_game(&deeper, 5, 0, &Still);
        assert!(game.by_depth.len() >= 2, "the article's solver searches at more than one depth");
        let replayed = game.clone();
        game.by_depth.reverse();
        assert_eq!(record_differs(&game, &replayed), None);
        game.by_depth[0].moves += 1;
        game.by_depth[1].moves -= 1;
        assert_eq!(record_differs(&game, &replayed).map(|p| p.field), Some("by_depth"));
        // The corner is the game's too, unless the file predates it.
        let corner = record.corner.expect("a game counts its corner");
        let moved = GameRecord { corner: Some(CornerRecord { first: corner.first + 1, ..corner }), ..record.clone() };
        assert_eq!(replay_differs(&solver, 5, &moved, &Still).map(|p| p.field), Some("corner"));
        assert_eq!(replay_differs(&solver, 5, &GameRecord { corner: None, ..record }, &Still), None);
    }
}
