//! Autoplay: the solver plays on its own until the game ends or the reader
//! stops it.
//!
//! At a set speed it plays one move per timer tick. "As fast as possible"
//! plays moves for about 12 ms, then hands the frame back to the browser
//! (`requestAnimationFrame`), so the page repaints and answers input between
//! bursts and never freezes.

use super::browser::now_millis;
use super::context::AppState;
use super::model::Speed;
use leptos::prelude::*;
use std::cell::Cell;
use std::time::Duration;

/// The most thinking one animation frame may hold at full speed.
const FRAME_BUDGET_MS: f64 = 12.0;
/// The most nodes one of Autoplay's decisions may visit: a few tenths of a
/// second in the page, where the deepest settings would take minutes.
const MOST_NODES: u64 = 1_000_000;

thread_local! {
    /// Bumped whenever Autoplay starts, so a loop left over from an earlier
    /// start (stopped and restarted within one tick) ends itself.
    static RUN: Cell<u64> = const { Cell::new(0) };
}

/// Starts Autoplay, or stops it if it is running.
pub fn toggle(state: AppState) {
    if state.autoplay.get_untracked() {
        state.autoplay.set(false);
        return;
    }
    if state.play.with_untracked(|p| p.game().is_over()) {
        return;
    }
    state.autoplay.set(true);
    let run = RUN.with(|r| {
        r.set(r.get() + 1);
        r.get()
    });
    schedule(state, run);
}

fn schedule(state: AppState, run: u64) {
    match state.speed.try_get_untracked() {
        Some(Speed::PerSecond(n)) => {
            set_timeout(move || tick(state, run), Duration::from_millis(1000 / u64::from(n.max(1))))
        }
        Some(Speed::Fastest) => request_animation_frame(move || tick(state, run)),
        None => {}
    }
}

fn tick(state: AppState, run: u64) {
    // Stop if stopped, restarted, or the app is gone (signals disposed).
    if RUN.with(Cell::get) != run || state.autoplay.try_get_untracked() != Some(true) {
        return;
    }
    let solver = state.solver();
    let one_move = matches!(state.speed.get_untracked(), Speed::PerSecond(_));
    let started = now_millis();
    let mut over = false;
    let mut too_large = None;
    state.play.update(|play| loop {
        let game = play.game();
        match solver.decide_within(game.board(), game.decision_seed(), MOST_NODES) {
            Ok(decision) => match decision.direction {
                Some(direction) => {
                    play.play(direction);
                }
                None => {
                    over = true;
                    break;
                }
            },
            Err(e) => {
                too_large = Some(e);
                break;
            }
        }
        if one_move || now_millis() - started > FRAME_BUDGET_MS {
            break;
        }
    });
    state.record_best();
    if let Some(too_large) = too_large {
        state.autoplay.set(false);
        state.message.set(Some(format!(
            "Autoplay stopped: with these settings {too_large}. Fewer layers or a smaller sample cap would play live."
        )));
        return;
    }
    if over || state.play.with_untracked(|p| p.game().is_over()) {
        state.autoplay.set(false);
    } else {
        schedule(state, run);
    }
}
