//! Native runs: games spread over a thread pool, results streamed back to
//! the caller as each game ends (for a progress bar).

use super::clock::SystemClock;
use super::order::sort_by_key;
use super::play::{play_game, GameRecord};
use crate::solver::Solver;
use rayon::prelude::*;
use std::sync::mpsc;

/// Plays games `first_game .. first_game + games` of the run seeded
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
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads.max(1)).build()?;
    let (sender, receiver) = mpsc::channel();
    let mut records = Vec::with_capacity(games.min(1 << 16) as usize);
    std::thread::scope(|scope| {
        scope.spawn(move || {
            pool.install(|| {
                (first_game..first_game + games).into_par_iter().for_each_with(sender, |sender, index| {
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
