//! The article's claims, each checked against data: a [`Verdict`] and a
//! sentence of what was measured, both made from the numbers given, so a
//! claim that fails in the data reads as failing on the page.
//!
//! What "holds" means is stated with each function (a threshold where the
//! claim is one of degree, a 95% interval where it compares two runs); the
//! page prints those definitions from the same constants.

use super::experiment::{clearly_different, reached, share_text};
use crate::bench::Summary;
use crate::game::Board;
use crate::numbers::{exact_percent, fixed_percent, number, share_percent};
use crate::solver::Weights;

/// The tile the article's comparisons are about.
pub const HEADLINE_TILE: u32 = 2048;
/// The share of positions with the largest tile in the corner from which
/// "keeps it in a corner" holds.
pub const CORNER_HOLDS: f64 = 0.9;
/// The article's thinking time per move, in µs.
pub const ARTICLE_MICROS: f64 = 500.0;
/// How much slower expanding every cell must be for sampling to count as
/// keeping the search fast: a fifth more time per move.
pub const SAMPLING_SAVES: f64 = 1.2;
/// "Almost nothing": a nearly full board scoring less than this share of
/// an open board's score.
pub const ALMOST_NOTHING: f64 = 0.1;
/// "About" a time: within this factor of it, either way.
pub const ABOUT: f64 = 2.0;
/// The widest 95% interval (in points of a share) that can settle that two
/// runs do not differ: wider, and "no clear difference" says nothing.
pub const SETTLED_WIDTH: f64 = 10.0;

/// What the data says of a claim.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    Holds,
    /// Holds only in part; the words say which part ("in the differences
    /// between moves, not in the score").
    HoldsOnly(String),
    DoesNotHold,
    /// The data cannot tell (too few games, or no such position yet).
    Unsettled,
}

impl Verdict {
    /// The verdict as the page prints it: "holds", "holds only in the
    /// differences between moves", "does not hold", "not settled yet".
    pub fn label(&self) -> String {
        match self {
            Verdict::Holds => "holds".to_string(),
            Verdict::HoldsOnly(part) => format!("holds only {part}"),
            Verdict::DoesNotHold => "does not hold".to_string(),
            Verdict::Unsettled => "not settled by this data".to_string(),
        }
    }

    /// A short key for styling and tests.
    pub fn key(&self) -> &'static str {
        match self {
            Verdict::Holds => "holds",
            Verdict::HoldsOnly(_) => "holds-only",
            Verdict::DoesNotHold => "does-not-hold",
            Verdict::Unsettled => "unsettled",
        }
    }
}

/// A claim checked: its verdict and what was measured, in a sentence.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    pub verdict: Verdict,
    pub measured: String,
}

/// The width, in points, of a share's 95% interval at `tile`.
fn interval_width(summary: &Summary, tile: u32) -> f64 {
    let (_, [low, high]) = reached(summary, tile);
    high - low
}

/// "The article's solver beats `other`": it reaches [`HEADLINE_TILE`] in
/// more games, beyond both 95% intervals. The other way round beyond the
/// intervals, it does not hold; otherwise the games cannot tell.
pub fn beats(article: &Summary, other: &Summary, other_name: &str) -> Checked {
    let tile = HEADLINE_TILE;
    let measured = format!(
        "the article's solver reached {tile} in {} of {} games, the {other_name} one in {} of {}",
        share_text(article, tile),
        number(article.games as f64),
        share_text(other, tile),
        number(other.games as f64)
    );
    let verdict = if !clearly_different(article, other, tile) {
        Verdict::Unsettled
    } else if reached(article, tile).0 > reached(other, tile).0 {
        Verdict::Holds
    } else {
        Verdict::DoesNotHold
    };
    Checked { verdict, measured }
}

/// "The weights keep the largest tile in a corner": it sits in the snake's
/// corner in at least [`CORNER_HOLDS`] of `positions`; or, failing that,
/// in at least that share of the positions from the first that found it
/// there (it stays once it arrives, but arrives late). `first` says when
/// it first got there ("first there at move 2"), if known.
pub fn corner(in_corner: u64, positions: u64, after_first: u64, first: &str) -> Checked {
    if positions == 0 {
        return Checked { verdict: Verdict::Unsettled, measured: "no position decided yet".to_string() };
    }
    let share = in_corner as f64 / positions as f64;
    let stays = if after_first == 0 { 0.0 } else { in_corner as f64 / after_first as f64 };
    let mut measured = format!(
        "the largest tile sat in the snake's corner in {} of {} positions ({})",
        number(in_corner as f64),
        number(positions as f64),
        fixed_percent(100.0 * share, 1)
    );
    if !first.is_empty() {
        measured += &format!(", {first}");
    }
    let verdict = if share >= CORNER_HOLDS {
        Verdict::Holds
    } else if stays >= CORNER_HOLDS {
        Verdict::HoldsOnly(format!(
            "once it gets there: {} of positions from the first one with it in the corner",
            fixed_percent(100.0 * stays, 1)
        ))
    } else {
        Verdict::DoesNotHold
    };
    Checked { verdict, measured }
}

/// "Averaging a sample of cells is close enough, and keeps the search
/// fast": close enough when expanding every cell (`full`) reaches no tile
/// clearly more often; fast when `full` takes at least [`SAMPLING_SAVES`]
/// times as long per move. When no tile differs clearly but the intervals
/// are wider than [`SETTLED_WIDTH`], the games cannot tell.
pub fn sampling(article: &Summary, full: &Summary, tiles: &[u32]) -> Checked {
    let better: Vec<u32> = tiles
        .iter()
        .copied()
        .filter(|&tile| clearly_different(article, full, tile) && reached(full, tile).0 > reached(article, tile).0)
        .collect();
    let ratio = if article.mean_us_per_move > 0.0 { full.mean_us_per_move / article.mean_us_per_move } else { 1.0 };
    let fast = ratio >= SAMPLING_SAVES;
    let shares: Vec<String> = tiles
        .iter()
        .map(|&tile| format!("{tile}: {} against {}", share_text(full, tile), share_text(article, tile)))
        .collect();
    let measured = format!(
        "expanding every cell against sampling, games reaching {}; {:.1} µs per move against {:.1}",
        shares.join("; "),
        full.mean_us_per_move,
        article.mean_us_per_move
    );
    let wide = tiles.iter().any(|&tile| interval_width(article, tile).max(interval_width(full, tile)) > SETTLED_WIDTH);
    let verdict = match (better.is_empty(), fast) {
        (true, _) if wide => Verdict::Unsettled,
        (true, true) => Verdict::Holds,
        (true, false) => Verdict::HoldsOnly(format!(
            "in part: no tile is reached clearly less often, but sampling saves no time here ({:.2}× the time per move without it)",
            ratio
        )),
        (false, true) => Verdict::HoldsOnly(format!(
            "in part: it saves time, but every cell expanded reaches {} clearly more often",
            tiles_text(&better)
        )),
        (false, false) => Verdict::DoesNotHold,
    };
    Checked { verdict, measured }
}

/// "2048", "2048 and 4096", "2048, 4096 and 8192".
fn tiles_text(tiles: &[u32]) -> String {
    let names: Vec<String> = tiles.iter().map(u32::to_string).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// "The 8192 wall comes from the two speed trades": with both eased
/// (`eased`), 8192 is reached clearly more often, and in most games; in
/// part when clearly more often but still in a minority of games.
pub fn wall(article: &Summary, eased: &Summary) -> Checked {
    let tile = 8192;
    let measured = format!(
        "8192 reached in {} of games with both trades eased, against {}",
        share_text(eased, tile),
        share_text(article, tile)
    );
    let lifted = clearly_different(article, eased, tile) && reached(eased, tile).0 > reached(article, tile).0;
    let verdict = if lifted && reached(eased, tile).0 >= 50.0 {
        Verdict::Holds
    } else if lifted {
        Verdict::HoldsOnly(format!(
            "in part: easing them lifts 8192, but {:.0} games in 100 still end before it",
            100.0 - reached(eased, tile).0
        ))
    } else if interval_width(article, tile).max(interval_width(eased, tile)) > SETTLED_WIDTH {
        Verdict::Unsettled
    } else {
        Verdict::DoesNotHold
    };
    Checked { verdict, measured }
}

/// "About 0.5 ms of thinking per move": within a factor [`ABOUT`] of
/// [`ARTICLE_MICROS`] either way; far below, it holds only as a bound.
pub fn thinking_time(micros_per_move: f64) -> Checked {
    let measured = format!("{micros_per_move:.1} µs per move, against the article's {} µs", number(ARTICLE_MICROS));
    let verdict = if !(micros_per_move.is_finite() && micros_per_move > 0.0) {
        Verdict::Unsettled
    } else if micros_per_move > ARTICLE_MICROS * ABOUT {
        Verdict::DoesNotHold
    } else if micros_per_move >= ARTICLE_MICROS / ABOUT {
        Verdict::Holds
    } else {
        Verdict::HoldsOnly(format!(
            "as a bound: this solver thinks about {} times less",
            number((ARTICLE_MICROS / micros_per_move).round())
        ))
    };
    Checked { verdict, measured }
}

/// Neighbouring tiles on `board` (across and down): how many pairs are
/// equal, and how many one doubling apart.
pub fn neighbour_pairs(board: Board) -> (u32, u32) {
    let edges = crate::solver::edges(board);
    let with = |penalty: f64| edges.iter().filter(|e| e.penalty == penalty).count() as u32;
    (with(0.0), with(1.0))
}

/// "Neighbours one doubling apart are mergeable and cost almost nothing":
/// checked against the game (does a 2 slide into a 4 and merge?) and the
/// weights (what does such a pair cost, next to one empty cell?). They
/// cost little when a pair costs less than a tenth of an empty cell.
/// With a board's [`neighbour_pairs`], the measurement counts its own
/// such pairs too.
pub fn smoothness(weights: &Weights, pairs_on_board: Option<(u32, u32)>) -> Checked {
    // A 2 and a 4 side by side, slid together; then two 2s.
    let apart = Board::from_exponents([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    let equal = Board::from_exponents([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    let merges = |board: Board| board.slide(crate::game::Direction::Left).empty_count() > board.empty_count();
    let (apart_merges, equal_merges) = (merges(apart), merges(equal));
    // |log2 2 − log2 4| = 1 doubling, weighed by the smoothness weight.
    let cost = weights.smoothness.abs();
    let cheap = cost < weights.empties.abs() / 10.0;
    let measured = format!(
        "a 2 beside a 4 {} (only equal tiles merge), and costs 1 × {} = {} points, {} of one empty cell's {}",
        if apart_merges { "merges" } else { "does not merge" },
        number(weights.smoothness.abs()),
        number(cost),
        if weights.empties != 0.0 { fixed_percent(100.0 * cost / weights.empties.abs(), 1) } else { "none".into() },
        number(weights.empties)
    );
    let mut measured = if !apart_merges && equal_merges {
        format!("the rules say otherwise: {measured}; it is equal neighbours that merge, and cost 0")
    } else {
        measured
    };
    if let Some((equal, apart)) = pairs_on_board {
        let pairs = |n: u32| if n == 1 { "1 pair".to_string() } else { format!("{n} pairs") };
        measured += &format!(
            "; the board on screen has {} of equal neighbours (they can merge, and cost 0) and {} one doubling apart (they cannot, and cost {} each)",
            pairs(equal),
            pairs(apart),
            number(cost)
        );
    }
    // "Can merge" is the rules' to settle: if they say no, the claim does
    // not hold, however little such a pair costs (the measurement says
    // what it costs). Only the cost, which the weights set, can hold in part.
    let verdict = match (apart_merges, cheap) {
        (true, true) => Verdict::Holds,
        (true, false) => Verdict::HoldsOnly("in part: they merge, but they do not cost little".to_string()),
        (false, _) => Verdict::DoesNotHold,
    };

    Checked { verdict, measured }
}

/// What a game's nearly full boards came to (see [`full_board`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FullBoards {
    /// Scores of boards with at most one empty cell.
    pub full_scores: Vec<f64>,
    /// Scores of boards with at least half the cells empty.
    pub open_scores: Vec<f64>,
    /// What the search makes of the same boards: the value of the best
    /// move from each (a look ahead, where the score is the board alone).
    pub full_values: Vec<f64>,
    pub open_values: Vec<f64>,
    /// For each nearly full board, the empty-cell term's share of its score.
    pub full_empty_shares: Vec<f64>,
    /// Of the moves decided on a nearly full board with a choice to make,
    /// how many the empty-cell term decided, and how many there were.
    pub decided_by_empties: u64,
    pub decided: u64,
    /// Over every move with a choice, how many each term decided
    /// (positional, empty cells, smoothness).
    pub decided_all: [u64; 3],
}

/// "A nearly full board is almost worthless, no matter how large its
/// tiles": judged on what the search makes of such boards, as a player
/// would mean it: it holds if the search values nearly full boards (at
/// most one empty cell) at less than [`ALMOST_NOTHING`] of open ones (half
/// the cells or more empty), the median of each; the boards' own scores
/// are given beside, and judge only where the search gave no values.
/// Where it does not hold, it holds only in the differences between moves
/// if the empty-cell term decided most moves made on a nearly full board.
pub fn full_board(boards: &FullBoards) -> Checked {
    let (Some(full), Some(open)) = (median(&boards.full_scores), median(&boards.open_scores)) else {
        return Checked {
            verdict: Verdict::Unsettled,
            measured: "no nearly full board and open board to compare yet".to_string(),
        };
    };
    let mut measured = format!(
        "nearly full boards ({} of them) scored a median {} open ones ({})",
        number(boards.full_scores.len() as f64),
        compared(full, open),
        number(boards.open_scores.len() as f64)
    );
    let searched = median(&boards.full_values).zip(median(&boards.open_values));
    if let Some((full, open)) = searched {
        measured +=
            &format!(", and the search, looking ahead, valued them at a median {} open ones", compared(full, open));
    }
    if let Some(share) = median(&boards.full_empty_shares) {
        measured += &format!("; their empty cells a median {} of their score", exact_percent(share));
    }
    if boards.decided > 0 {
        measured += &format!(
            "; the empty-cell term decided {} of the {} moves made on nearly full boards",
            number(boards.decided_by_empties as f64),
            number(boards.decided as f64)
        );
    }
    let all: u64 = boards.decided_all.iter().sum();
    if all > 0 {
        let share = |n: u64| share_percent(n as f64, all as f64, 0);
        let [positional, empties, smoothness] = boards.decided_all;
        measured += &format!(
            "; over all {} moves with a choice it decided {}, the positional term {} and smoothness {}",
            number(all as f64),
            share(empties),
            share(positional),
            share(smoothness)
        );
    }
    let (full, open) = searched.unwrap_or((full, open));
    let verdict = if full < open * ALMOST_NOTHING {
        Verdict::Holds
    } else if 2 * boards.decided_by_empties > boards.decided {
        Verdict::HoldsOnly(
            "in the differences between moves: such a board is valued high, but its empty cells decide".to_string(),
        )
    } else {
        Verdict::DoesNotHold
    };
    Checked { verdict, measured }
}

/// How `full` compares with `open`, both medians: "2.1 times as much as",
/// "0.1% of what" (scores run to trillions: say how they compare, not
/// their digits).
fn compared(full: f64, open: f64) -> String {
    if full > 0.0 && open > 0.0 && full >= open {
        format!("{} times as much as", number((10.0 * full / open).round() / 10.0))
    } else if full > 0.0 && open > 0.0 {
        format!("{} of what", exact_percent(full / open))
    } else {
        format!("{} against {} for", number(full.round()), number(open.round()))
    }
}

/// The median of `values`, if there are any.
fn median(values: &[f64]) -> Option<f64> {
    (!values.is_empty()).then(|| crate::bench::median(values.to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::{CornerRecord, DepthCost, GameRecord};
    use crate::solver::Weights;

    /// A run of `games` games, `reaching` of them reaching `tile`, thinking
    /// `micros` per move.
    fn run(games: u64, reaching: u64, tile: u32, micros: f64) -> Summary {
        let records: Vec<GameRecord> = (0..games)
            .map(|index| GameRecord {
                index,
                seed: index,
                max_tile: if index < reaching { tile } else { tile / 2 },
                score: 0,
                moves: 100,
                leaves: 0,
                think_micros: 100.0 * micros,
                by_depth: vec![DepthCost { depth: 3, moves: 100, micros: 100.0 * micros }],
                corner: Some(CornerRecord { positions: 90, first: 2 }),
            })
            .collect();
        Summary::of(&records)
    }

    #[test]
    fn beating_another_solver_needs_the_intervals_apart() {
        assert_eq!(beats(&run(1000, 700, 2048, 5.0), &run(1000, 0, 2048, 0.2), "greedy").verdict, Verdict::Holds);
        assert_eq!(
            beats(&run(1000, 100, 2048, 5.0), &run(1000, 600, 2048, 0.2), "greedy").verdict,
            Verdict::DoesNotHold
        );
        assert_eq!(beats(&run(10, 7, 2048, 5.0), &run(10, 5, 2048, 0.2), "greedy").verdict, Verdict::Unsettled);
        let checked = beats(&run(1000, 700, 2048, 5.0), &run(1000, 0, 2048, 0.2), "greedy");
        assert_eq!(
            checked.measured,
            "the article's solver reached 2048 in 70.0% [67.1, 72.8] of 1,000 games, the greedy one in 0.0% [0.0, 0.4] of 1,000"
        );
    }

    #[test]
    fn the_corner_holds_at_nine_positions_in_ten() {
        assert_eq!(corner(90, 100, 98, "").verdict, Verdict::Holds);
        assert!(matches!(corner(80, 100, 85, "").verdict, Verdict::HoldsOnly(_)));
        assert_eq!(corner(89, 100, 100, "").verdict, Verdict::DoesNotHold);
        assert_eq!(corner(0, 0, 0, "").verdict, Verdict::Unsettled);
        assert!(corner(90, 100, 98, "first there at move 2").measured.ends_with("(90.0%), first there at move 2"));
        assert_eq!(
            corner(962, 1000, 990, "").measured,
            "the largest tile sat in the snake's corner in 962 of 1,000 positions (96.2%)"
        );
    }

    #[test]
    fn sampling_is_judged_on_every_tile_and_on_time() {
        let tiles = [2048];
        let article = run(2000, 1436, 2048, 6.6);
        // Every cell expanded: clearly more games, and no slower.
        let better = run(2000, 1612, 2048, 6.8);
        assert_eq!(sampling(&article, &better, &tiles).verdict, Verdict::DoesNotHold);
        // As good and much slower: holds.
        assert_eq!(sampling(&article, &run(2000, 1440, 2048, 20.0), &tiles).verdict, Verdict::Holds);
        // As good and no slower: holds only in part.
        let part = sampling(&article, &run(2000, 1440, 2048, 6.8), &tiles).verdict;
        assert!(matches!(&part, Verdict::HoldsOnly(words) if words.contains("saves no time")), "{part:?}");
        // Better and slower: in part, naming the tile.
        let part = sampling(&article, &run(2000, 1612, 2048, 20.0), &tiles).verdict;
        assert!(
            matches!(&part, Verdict::HoldsOnly(words) if words.ends_with("reaches 2048 clearly more often")),
            "{part:?}"
        );
        // Twenty games cannot tell.
        assert_eq!(sampling(&run(20, 14, 2048, 6.6), &run(20, 15, 2048, 6.8), &tiles).verdict, Verdict::Unsettled);
    }

    #[test]
    fn the_wall_holds_in_part_when_most_games_still_end_before_8192() {
        let article = run(2000, 18, 8192, 6.6);
        assert!(matches!(wall(&article, &run(2000, 170, 8192, 100.0)).verdict, Verdict::HoldsOnly(_)));
        assert_eq!(wall(&article, &run(2000, 1200, 8192, 100.0)).verdict, Verdict::Holds);
        assert_eq!(wall(&article, &run(2000, 20, 8192, 100.0)).verdict, Verdict::DoesNotHold);
        assert_eq!(wall(&run(10, 0, 8192, 6.0), &run(10, 1, 8192, 100.0)).verdict, Verdict::Unsettled);
    }

    #[test]
    fn thinking_time_against_half_a_millisecond() {
        assert_eq!(
            thinking_time(12.5).verdict,
            Verdict::HoldsOnly("as a bound: this solver thinks about 40 times less".into())
        );
        assert_eq!(thinking_time(260.0).verdict, Verdict::Holds);
        assert_eq!(thinking_time(990.0).verdict, Verdict::Holds);
        assert_eq!(thinking_time(1001.0).verdict, Verdict::DoesNotHold);
        assert_eq!(thinking_time(0.0).verdict, Verdict::Unsettled);
        assert_eq!(thinking_time(12.46).measured, "12.5 µs per move, against the article's 500 µs");
    }

    #[test]
    fn one_doubling_apart_is_not_mergeable() {
        // The rules make "can merge" false: the claim does not hold, though
        // such a pair costs little, which the measurement says.
        let checked = smoothness(&Weights::ARTICLE, None);
        assert_eq!(checked.verdict, Verdict::DoesNotHold);
        assert_eq!(
            checked.measured,
            "the rules say otherwise: a 2 beside a 4 does not merge (only equal tiles merge), and costs 1 × 4,000 = 4,000 points, 2.0% of one empty cell's 200,000; it is equal neighbours that merge, and cost 0"
        );
        // A smoothness weight as large as an empty cell's: neither part holds.
        let heavy = Weights { smoothness: 200_000.0, ..Weights::ARTICLE };
        assert_eq!(smoothness(&heavy, None).verdict, Verdict::DoesNotHold);
        // A board's own pairs: 2 2 4 8 on the bottom row, a 2 above its left end.
        let board = Board::from_exponents([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3]);
        assert_eq!(neighbour_pairs(board), (2, 2));
        assert!(smoothness(&Weights::ARTICLE, Some(neighbour_pairs(board))).measured.ends_with(
            "; the board on screen has 2 pairs of equal neighbours (they can merge, and cost 0) and 2 pairs one doubling apart (they cannot, and cost 4,000 each)"
        ));
    }

    #[test]
    fn a_full_board_is_judged_by_its_score_then_by_what_decides() {
        let boards = |full: f64, open: f64, by_empties: u64, decided: u64| FullBoards {
            full_scores: vec![full, full],
            open_scores: vec![open],
            full_values: Vec::new(),
            open_values: Vec::new(),
            full_empty_shares: Vec::new(),
            decided_by_empties: by_empties,
            decided,
            decided_all: [0; 3],
        };
        assert_eq!(full_board(&boards(1e3, 1e6, 0, 0)).verdict, Verdict::Holds);
        assert!(full_board(&boards(1e3, 1e6, 0, 0))
            .measured
            .starts_with("nearly full boards (2 of them) scored a median 0.1% of what open ones (1)"));
        // Half an open board's score is not "almost nothing".
        assert_eq!(full_board(&boards(5e5, 1e6, 0, 40)).verdict, Verdict::DoesNotHold);
        assert!(matches!(full_board(&boards(1e13, 1e6, 30, 40)).verdict, Verdict::HoldsOnly(_)));
        assert_eq!(full_board(&boards(1e13, 1e6, 10, 40)).verdict, Verdict::DoesNotHold);
        assert_eq!(full_board(&FullBoards::default()).verdict, Verdict::Unsettled);
        let mut whole = boards(1e13, 1e6, 30, 40);
        (whole.full_empty_shares, whole.decided_all) = (vec![2e-8, 4e-8, 1e-7], [90, 8, 2]);
        assert!(full_board(&whole).measured.ends_with(
            "; their empty cells a median 0.000004% of their score; the empty-cell term decided 30 of the 40 moves made on nearly full boards; over all 100 moves with a choice it decided 8%, the positional term 90% and smoothness 2%"
        ), "{}", full_board(&whole).measured);
        assert_eq!(
            full_board(&boards(1e13, 1e6, 30, 40)).measured,
            "nearly full boards (2 of them) scored a median 10,000,000 times as much as open ones (1); the empty-cell term decided 30 of the 40 moves made on nearly full boards"
        );
        // The search's values judge where there are some: high scores the
        // search values at almost nothing hold, and the other way round.
        let searched = |scores: (f64, f64), values: (f64, f64)| FullBoards {
            full_values: vec![values.0],
            open_values: vec![values.1, values.1],
            ..boards(scores.0, scores.1, 0, 40)
        };
        assert_eq!(full_board(&searched((1e13, 1e6), (1e3, 1e6))).verdict, Verdict::Holds);
        assert_eq!(full_board(&searched((1e3, 1e6), (1e13, 1e6))).verdict, Verdict::DoesNotHold);
        assert_eq!(
            full_board(&searched((1e13, 1e6), (2e6, 1e6))).measured,
            "nearly full boards (2 of them) scored a median 10,000,000 times as much as open ones (1), and the search, looking ahead, valued them at a median 2 times as much as open ones; the empty-cell term decided 0 of the 40 moves made on nearly full boards"
        );
    }

    #[test]
    fn verdicts_read_as_the_page_prints_them() {
        assert_eq!(Verdict::Holds.label(), "holds");
        assert_eq!(Verdict::HoldsOnly("in part: x".into()).label(), "holds only in part: x");
        assert_eq!(Verdict::DoesNotHold.label(), "does not hold");
        assert_eq!(Verdict::Unsettled.key(), "unsettled");
    }
}
