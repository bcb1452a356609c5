//! The statistics of a set of games: how often each tile was reached (with
//! 95% Wilson intervals), game lengths, thinking time and the distribution
//! of the largest tile. One implementation, for the CLI and the page alike.

use super::order::{f64_key, sort_by_key};
use super::self_play::{add_depth_cost, CornerRecord, DepthCost, GameRecord};
use super::tile_map::TileMap;
use serde::{Deserialize, Serialize};

/// z for a two-sided 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// The smallest tile the "reached" table lists; below it every game of any
/// sensible solver succeeds.
const FIRST_LISTED_TILE: u32 = 256;
/// The table always reaches at least this far, so the article's three
/// figures (2048, 4096, 8192) are always present.
const LAST_LISTED_TILE: u32 = 8192;

/// The Wilson score interval for `successes` out of `trials` at 95%.
/// Unlike the normal approximation it stays inside [0, 1] and behaves at 0%
/// and 100%, which matters for 8192 (reached almost never).
pub fn wilson_interval(successes: usize, trials: usize) -> [f64; 2] {
    if trials == 0 {
        return [0.0, 1.0];
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = Z_95 * Z_95;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z_95 / denominator * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    // At 0% and 100% the bound on that side is exactly 0 or 1; say so
    // rather than print 0.9999999999999998.
    let low = if successes == 0 { 0.0 } else { (centre - half).max(0.0) };
    let high = if successes == trials { 1.0 } else { (centre + half).min(1.0) };
    [low, high]
}

/// The 95% interval of the difference p₁ − p₂ between two success rates
/// measured on the same `trials` paired trials (both sides played with the
/// same random numbers), from the discordant pairs: `first_only` trials
/// where only side 1 succeeded, `second_only` where only side 2 did. Agresti
/// and Min's adjusted Wald interval (2005): half a trial added to each of
/// the four cells, which keeps it honest when the discordant pairs are few
/// (the plain Wald interval is a single point when there are none), clamped
/// to [−1, 1].
pub fn paired_difference_interval(first_only: usize, second_only: usize, trials: usize) -> [f64; 2] {
    let n = trials as f64 + 2.0;
    let (first, second) = ((first_only as f64 + 0.5) / n, (second_only as f64 + 0.5) / n);
    let difference = first - second;
    let half = Z_95 * (((first + second) - difference * difference) / n).sqrt();
    [(difference - half).max(-1.0), (difference + half).min(1.0)]
}

/// How many games reached a tile, and the share with its interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Reached {
    pub tile: u32,
    pub games: usize,
    pub share: f64,
    pub interval: [f64; 2],
}

/// The summary of a set of games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub games: usize,
    /// Share of games whose largest tile was at least each tile, in [0, 1].
    #[serde(deserialize_with = "super::tile_map::floats")]
    pub reached: TileMap<f64>,
    /// The 95% Wilson interval of each share in `reached`.
    #[serde(deserialize_with = "super::tile_map::float_pairs")]
    pub reached_interval: TileMap<[f64; 2]>,
    #[serde(deserialize_with = "crate::decimal::float")]
    pub median_moves: f64,
    #[serde(deserialize_with = "crate::decimal::float")]
    pub mean_moves: f64,
    #[serde(deserialize_with = "crate::decimal::float")]
    pub mean_score: f64,
    /// Total thinking time over total moves.
    #[serde(deserialize_with = "crate::decimal::float")]
    pub mean_us_per_move: f64,
    /// The median over games of each game's mean thinking time per move.
    #[serde(deserialize_with = "crate::decimal::float")]
    pub median_us_per_move: f64,
    /// How many games ended with each largest tile.
    pub max_tile_histogram: TileMap<usize>,
    /// Thinking time and moves at each search depth, over all games.
    pub by_depth: Vec<DepthCost>,
    pub total_moves: u64,
    pub total_leaves: u64,
    /// Where the largest tile sat, when every game counted it (runs made
    /// before it was counted have none; left out of the JSON then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corner: Option<CornerSummary>,
}

/// Where the largest tile sat over a run's positions (see [`CornerRecord`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct CornerSummary {
    /// The share of all positions, over all games, whose largest tile sat
    /// in the snake's corner, in [0, 1].
    #[serde(deserialize_with = "crate::decimal::float")]
    pub share: f64,
    /// The median over games of the first move that found it there.
    #[serde(deserialize_with = "crate::decimal::float")]
    pub median_first: f64,
    /// The share of positions from each game's first one with it there
    /// on, over all games: how well it stays once it has arrived.
    #[serde(deserialize_with = "crate::decimal::float")]
    pub share_after_first: f64,
}

impl CornerSummary {
    /// The summary of `records`' corners, if each game counted them.
    fn of(records: &[&GameRecord]) -> Option<CornerSummary> {
        let corners: Vec<(CornerRecord, u32)> =
            records.iter().map(|r| r.corner.map(|c| (c, r.moves))).collect::<Option<_>>()?;
        let positions: u64 = corners.iter().map(|(_, moves)| u64::from(*moves)).sum();
        if positions == 0 {
            return None;
        }
        let in_corner: u64 = corners.iter().map(|(c, _)| u64::from(c.positions)).sum();
        let after_first: u64 = corners.iter().map(|(c, moves)| u64::from(moves.saturating_sub(c.first))).sum();
        Some(CornerSummary {
            share: in_corner as f64 / positions as f64,
            median_first: median(corners.iter().map(|(c, _)| f64::from(c.first)).collect()),
            share_after_first: if after_first == 0 { 0.0 } else { in_corner as f64 / after_first as f64 },
        })
    }
}

impl Summary {
    /// Summarises `records`, in any order: they are taken in game order, so
    /// that even the floating-point sums come out the same bits every time.
    pub fn of(records: &[GameRecord]) -> Summary {
        let mut in_order: Vec<&GameRecord> = records.iter().collect();
        sort_by_key(&mut in_order, |r| r.index);
        let records = in_order.as_slice();
        let games = records.len();
        let total_moves: u64 = records.iter().map(|r| u64::from(r.moves)).sum();
        let total_micros: f64 = records.iter().map(|r| r.think_micros).sum();
        let largest = records.iter().map(|r| r.max_tile).max().unwrap_or(0);
        let listed = listed_tiles(largest);
        let reached_counts: Vec<(u32, usize)> =
            listed.iter().map(|&tile| (tile, records.iter().filter(|r| r.max_tile >= tile).count())).collect();

        let mut histogram: Vec<(u32, usize)> = Vec::new();
        for record in records {
            match histogram.iter_mut().find(|(tile, _)| *tile == record.max_tile) {
                Some((_, count)) => *count += 1,
                None => histogram.push((record.max_tile, 1)),
            }
        }
        sort_by_key(&mut histogram, |(tile, _)| u64::from(*tile));

        Summary {
            games,
            reached: TileMap(reached_counts.iter().map(|&(tile, count)| (tile, share(count, games))).collect()),
            reached_interval: TileMap(
                reached_counts.iter().map(|&(tile, count)| (tile, wilson_interval(count, games))).collect(),
            ),
            median_moves: median(records.iter().map(|r| f64::from(r.moves)).collect()),
            mean_moves: mean(records.iter().map(|r| f64::from(r.moves))),
            mean_score: mean(records.iter().map(|r| r.score as f64)),
            mean_us_per_move: if total_moves == 0 { 0.0 } else { total_micros / total_moves as f64 },
            median_us_per_move: median(records.iter().map(|r| r.micros_per_move()).collect()),
            max_tile_histogram: TileMap(histogram),
            by_depth: depth_totals(records),
            total_moves,
            total_leaves: records.iter().map(|r| r.leaves).sum(),
            corner: CornerSummary::of(records),
        }
    }

    /// Each listed tile with its count, share and interval, for tables.
    pub fn reached_rows(&self) -> Vec<Reached> {
        self.reached
            .0
            .iter()
            .zip(&self.reached_interval.0)
            .map(|(&(tile, share), &(_, interval))| Reached {
                tile,
                games: (share * self.games as f64).round() as usize,
                share,
                interval,
            })
            .collect()
    }
}

/// 256, 512, … up to the larger of 8192 and the largest tile seen.
fn listed_tiles(largest: u32) -> Vec<u32> {
    let last = largest.max(LAST_LISTED_TILE);
    std::iter::successors(Some(FIRST_LISTED_TILE), |&tile| tile.checked_mul(2))
        .take_while(|&tile| tile <= last)
        .collect()
}

fn depth_totals(records: &[&GameRecord]) -> Vec<DepthCost> {
    let mut totals: Vec<DepthCost> = Vec::new();
    for cost in records.iter().flat_map(|r| &r.by_depth) {
        add_depth_cost(&mut totals, *cost);
    }
    sort_by_key(&mut totals, |t| u64::from(t.depth));
    totals
}

fn share(count: usize, total: usize) -> f64 {
    if total == 0 {
        0.0
    } else {
        count as f64 / total as f64
    }
}

fn mean(values: impl ExactSizeIterator<Item = f64>) -> f64 {
    let n = values.len();
    if n == 0 {
        0.0
    } else {
        values.sum::<f64>() / n as f64
    }
}

/// The middle value (the mean of the two middle values for an even count;
/// 0 for none).
pub fn median(mut values: Vec<f64>) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    sort_by_key(&mut values, |&v| f64_key(v));
    let mid = values.len() / 2;
    if values.len() % 2 == 1 {
        values[mid]
    } else {
        (values[mid - 1] + values[mid]) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_paired_interval_is_agresti_and_mins() {
        // Worked by hand: 10 pairs only side 1 won, 2 only side 2, of 100:
        // (10.5 − 2.5)/102 ± 1.96 × √((13/102 − (8/102)²)/102).
        let [low, high] = paired_difference_interval(10, 2, 100);
        assert!((low - 0.010_842_140_682_5).abs() < 1e-12 && (high - 0.146_020_604_415_5).abs() < 1e-12);
        // No discordant pair: an interval about zero, not the point zero.
        let [low, high] = paired_difference_interval(0, 0, 100);
        assert!((low + 0.019_215_333_181_8).abs() < 1e-12 && (high - 0.019_215_333_181_8).abs() < 1e-12);
        // Five pairs against none: the interval only just clears zero.
        let [low, high] = paired_difference_interval(5, 0, 100);
        assert!((low - 0.002_923_221_166_8).abs() < 1e-12 && (high - 0.095_115_994_519_5).abs() < 1e-12);
        // Swapping the sides mirrors it; every pair one way is clamped at 1.
        let [low, high] = paired_difference_interval(10, 2, 100);
        assert_eq!(paired_difference_interval(2, 10, 100), [-high, -low]);
        assert_eq!(paired_difference_interval(50, 0, 50)[1], 1.0);
    }

    fn record(index: u64, max_tile: u32, moves: u32, think_micros: f64) -> GameRecord {
        GameRecord {
            index,
            seed: index,
            max_tile,
            score: u64::from(max_tile) * 10,
            moves,
            leaves: 100,
            think_micros,
            by_depth: vec![DepthCost { depth: 3, moves: u64::from(moves), micros: think_micros }],
            corner: Some(CornerRecord { positions: moves / 2, first: moves / 4 }),
        }
    }

    /// Reference values from the textbook formula, worked by hand:
    /// 7 of 10 → p = 0.7, z² = 3.8415, centre = (0.7 + 0.19207)/1.38415 =
    /// 0.64449, half = 1.95996/1.38415 · √(0.021 + 0.0096037) = 0.24771,
    /// giving [0.39677, 0.89222].
    #[test]
    fn wilson_matches_hand_computation() {
        let [low, high] = wilson_interval(7, 10);
        assert!((low - 0.39677).abs() < 1e-4, "{low}");
        assert!((high - 0.89222).abs() < 1e-4, "{high}");
        let [low, high] = wilson_interval(0, 250);
        assert_eq!(low, 0.0);
        assert!((high - 0.01516).abs() < 1e-4, "{high}");
        assert_eq!(wilson_interval(250, 250)[1], 1.0);
        assert_eq!(wilson_interval(0, 0), [0.0, 1.0]);
    }

    #[test]
    fn summary_of_four_games() {
        let records = [
            record(0, 2048, 1000, 10_000.0),
            record(1, 4096, 2000, 40_000.0),
            record(2, 1024, 500, 5_000.0),
            record(3, 2048, 1500, 15_000.0),
        ];
        let summary = Summary::of(&records);
        assert_eq!(summary.games, 4);
        assert_eq!(summary.reached.get(1024), Some(&1.0));
        assert_eq!(summary.reached.get(2048), Some(&0.75));
        assert_eq!(summary.reached.get(4096), Some(&0.25));
        assert_eq!(summary.reached.get(8192), Some(&0.0));
        assert_eq!(summary.reached.get(16384), None);
        assert_eq!(summary.median_moves, 1250.0);
        assert_eq!(summary.mean_moves, 1250.0);
        // 70 000 µs over 5 000 moves; per-game means 10, 20, 10, 10.
        assert_eq!(summary.mean_us_per_move, 14.0);
        assert_eq!(summary.median_us_per_move, 10.0);
        assert_eq!(summary.max_tile_histogram.0, vec![(1024, 1), (2048, 2), (4096, 1)]);
        assert_eq!(summary.by_depth, vec![DepthCost { depth: 3, moves: 5000, micros: 70_000.0 }]);
        assert_eq!(summary.reached_rows()[3].games, 3);
        // 2,500 of 5,000 positions; first at moves 250, 500, 125 and 375,
        // a quarter of each game, so 2,500 of the 3,750 positions after.
        assert_eq!(
            summary.corner,
            Some(CornerSummary { share: 0.5, median_first: 312.5, share_after_first: 2.0 / 3.0 })
        );
        let mut older = records.to_vec();
        older[2].corner = None;
        assert_eq!(Summary::of(&older).corner, None, "a game that did not count it");
        // Order does not matter.
        let mut reversed = records.to_vec();
        reversed.reverse();
        assert_eq!(Summary::of(&reversed), summary);
    }

    #[test]
    fn empty_run_is_all_zeros() {
        let summary = Summary::of(&[]);
        assert_eq!(summary.games, 0);
        assert_eq!(summary.median_moves, 0.0);
        assert_eq!(summary.reached.get(2048), Some(&0.0));
    }
}
