//! How a run's games are handed to the page's workers: a few at a time,
//! and how a worker reports them: a few at a time too.
//!
//! Every message between the page and a worker costs the page's main thread
//! some work, and that thread shares the reader's cores with the workers,
//! so fewer, larger orders leave the workers more time. But a worker that
//! takes a large order late in a run is still playing it when the others
//! have finished, so the orders shrink as the run nears its end. A worker
//! reports the games it finished at most every so often, and the order's
//! last game at once ([`play_order`]).

use super::clock::Clock;
use super::self_play::{play_game, GameRecord};
use crate::solver::Solver;

/// The most games one order holds.
pub const MOST_PER_ORDER: u64 = 8;

/// How many games the next order holds, with `left` games not yet handed
/// out to `workers` workers: a quarter of each worker's share of them, at
/// least one and at most [`MOST_PER_ORDER`] (and never more than are left).
pub fn next_order_size(left: u64, workers: u64) -> u64 {
    (left / (4 * workers.max(1))).clamp(1, MOST_PER_ORDER).min(left)
}

/// `count` games from game `first` on, or as many as there are: games
/// end at u64::MAX (2^64 of them from game 0, more than any count).
pub fn games_from(first: u64, count: u64) -> u64 {
    (u64::MAX - first).checked_add(1).map_or(count, |there_are| count.min(there_are))
}

/// Plays `count` games of the run seeded `run_seed` from game `first` on,
/// handing `report` the games finished since its last call whenever
/// `every_micros` have passed on `clock` since then, and the rest with the
/// order's last game: every game once, in order.
pub fn play_order(
    solver: &Solver,
    run_seed: u64,
    first: u64,
    count: u64,
    clock: &impl Clock,
    every_micros: f64,
    mut report: impl FnMut(Vec<GameRecord>),
) {
    let mut finished = Vec::new();
    let mut reported = clock.now_micros();
    // Counted, not bounded by an end index: the last game may be game
    // u64::MAX, whose end would not fit (and games past it do not exist).
    let count = games_from(first, count);
    for played in 1..=count {
        let index = first + (played - 1);
        finished.push(play_game(solver, run_seed, index, clock));
        let now = clock.now_micros();
        if now - reported >= every_micros || played == count {
            report(std::mem::take(&mut finished));
            reported = now;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::clock::Ticks;
    use super::*;

    /// Handing out `games` to `workers` workers in turn, the order sizes.
    fn orders(games: u64, workers: u64) -> Vec<u64> {
        let mut left = games;
        let mut sizes = Vec::new();
        while left > 0 {
            let size = next_order_size(left, workers);
            sizes.push(size);
            left -= size;
        }
        sizes
    }

    #[test]
    fn a_run_is_handed_out_in_few_orders_that_shrink_to_one_game() {
        let sizes = orders(250, 2);
        assert_eq!(sizes.iter().sum::<u64>(), 250);
        assert_eq!(sizes[0], MOST_PER_ORDER);
        assert!(sizes.len() <= 60, "{} orders for 250 games: {sizes:?}", sizes.len());
        assert!(sizes.windows(2).all(|pair| pair[1] <= pair[0]), "{sizes:?}");
        // The last orders, one per worker at least, hold a game each.
        assert_eq!(sizes[sizes.len() - 2..], [1, 1]);
    }

    #[test]
    fn an_order_reports_every_game_once_in_order_the_last_at_once() {
        let solver = Solver::article();
        for (every, count) in [(f64::INFINITY, 3), (0.0, 3), (1e6, 1), (f64::INFINITY, 0)] {
            let mut reports: Vec<Vec<u64>> = Vec::new();
            play_order(&solver, 5, 7, count, &Ticks::new(), every, |records| {
                reports.push(records.iter().map(|r| r.index).collect());
            });
            let indexes: Vec<u64> = reports.concat();
            assert_eq!(indexes, (7..7 + count).collect::<Vec<_>>(), "every {every}");
            if every == 0.0 {
                assert_eq!(reports.len() as u64, count, "a report per game when each takes its time");
            } else {
                assert!(reports.len() <= 1, "held to the end: {reports:?}");
            }
        }
        // The games are the run's own.
        let mut records = Vec::new();
        play_order(&solver, 5, 2, 1, &Ticks::new(), 0.0, |r| records.extend(r));
        assert_eq!(records[0].outcome(), play_game(&solver, 5, 2, &Ticks::new()).outcome());
        // The last game there is, and no game past it.
        let quick = Solver::new(crate::solver::SolverConfig {
            depth: crate::solver::DepthPolicy::uniform(1),
            ..crate::solver::SolverConfig::article()
        })
        .unwrap();
        let mut last = Vec::new();
        play_order(&quick, 5, u64::MAX, 3, &Ticks::new(), 0.0, |r| last.extend(r.into_iter().map(|r| r.index)));
        assert_eq!(last, [u64::MAX]);
        assert_eq!(games_from(0, u64::MAX), u64::MAX);
        assert_eq!(games_from(0, 250), 250);
        assert_eq!(games_from(u64::MAX - 1, 250), 2);
    }

    #[test]
    fn small_runs_go_a_game_at_a_time() {
        assert_eq!(orders(3, 2), [1, 1, 1]);
        assert_eq!(orders(1, 4), [1]);
        assert_eq!(next_order_size(5, 0), 1, "no workers counts as one");
        assert_eq!(next_order_size(0, 2), 0, "nothing left, nothing ordered");
    }
}
