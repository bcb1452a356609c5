//! Native runs: games spread over a thread pool, results streamed back to
//! the caller as each game ends (for a progress bar).

use super::clock::SystemClock;
use super::order::sort_by_key;
use super::self_play::{play_game, GameRecord};
use crate::solver::Solver;
use rayon::prelude::*;
use std::sync::mpsc;

/// Plays the `games` games from index `first_game` on (none if the last
/// index would pass `u64::MAX`) of the run seeded `run_seed` on `threads`
/// threads, calling `on_game` on this thread as each game finishes.
/// Returns the records in game order.
pub fn run_parallel(
    solver: &Solver,
    run_seed: u64,
    first_game: u64,
    games: u64,
    threads: usize,
    mut on_game: impl FnMut(&GameRecord),
) -> Result<Vec<GameRecord>, rayon::ThreadPoolBuildError> {
    // The last game's index: a run may end at the last index there is.
    let Some(last) = games.checked_sub(1).and_then(|n| first_game.checked_add(n)) else { return Ok(Vec::new()) };
    let mut records = Vec::with_capacity(games.min(1 << 16) as usize);
    let count = usize::try_from(games).unwrap_or(usize::MAX);
    stream_parallel(
        first_game..=last,
        count,
        threads,
        |index| play_game(solver, run_seed, index, &SystemClock::new()),
        |record| {
            on_game(&record);
            records.push(record);
        },
    )?;
    sort_by_key(&mut records, |r| r.index);
    Ok(records)
}

/// `work` done on each of the `count` `items` on `threads` threads (no
/// more than there are items), each result handed to `on_done` on this
/// thread as it is ready (for a progress bar), in the order they finish.
pub fn stream_parallel<I, R>(
    items: I,
    count: usize,
    threads: usize,
    work: impl Fn(I::Item) -> R + Sync,
    mut on_done: impl FnMut(R),
) -> Result<(), rayon::ThreadPoolBuildError>
where
    I: IntoParallelIterator + Send,
    R: Send,
{
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads.clamp(1, count.max(1))).build()?;
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        scope.spawn(|| {
            pool.install(|| {
                items.into_par_iter().for_each_with(sender, |sender, item| {
                    // The receiver outlives the pool; a failed send only
                    // means the caller stopped listening.
                    let _ = sender.send(work(item));
                });
            });
        });
        for result in receiver {
            on_done(result);
        }
    });
    Ok(())
}
