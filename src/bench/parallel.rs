//! Native runs: games spread over a thread pool, results streamed back to
//! the caller as each game ends (for a progress bar).

use super::clock::SystemClock;
use super::order::sort_by_key;
use super::play::{play_game, GameRecord};
use crate::solver::Solver;
use rayon::prelude::*;
use std::sync::mpsc;

/// Plays the `games` games from index `first_game` on (none if the last
/// index would pass `u64::MAX`) of the run seeded
/// `run_seed` on `threads` threads, calling `on_game` on this thread as each
/// game finishes. Returns the records in game order.
pub fn run_parallel(
    solver: &Solver,
    run_seed: u64,
    first_game: u64,
    games: u64,
    threads: usize,
    mut on_game: impl FnMut(&GameRecord),
) -> Result<Vec<GameRecord>, rayon::ThreadPoolBuildError> {
    // No more threads than games (each plays one game at a time).
    let threads = threads.clamp(1, usize::try_from(games).unwrap_or(usize::MAX).max(1));
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build()?;
    // The last game's index: a run may end at the last index there is.
    let Some(last) = games.checked_sub(1).and_then(|n| first_game.checked_add(n)) else { return Ok(Vec::new()) };
    let (sender, receiver) = mpsc::channel();
    let mut records = Vec::with_capacity(games.min(1 << 16) as usize);
    std::thread::scope(|scope| {
        scope.spawn(move || {
            pool.install(|| {
                (first_game..=last).into_par_iter().for_each_with(sender, |sender, index| {
                    let clock = SystemClock::new();
                    // The receiver outlives the pool; a failed send only
                    // means the caller stopped listening.
                    let _ = sender.send(play_game(solver, run_seed, index, &clock));
                });
            });
        });
        for record in receiver {
            on_game(&record);
            records.push(record);
        }
    });
    sort_by_key(&mut records, |r| r.index);
    Ok(records)
}
