//! Autoplay: the solver plays on its own until the game ends or the reader
//! stops it.
//!
//! At a set speed it plays one move per timer tick. "As fast as possible"
//! plays moves for about 12 ms, then hands the frame back to the browser
//! (`requestAnimationFrame`), so the page repaints and answers input between
//! bursts and never freezes.

use crate::analysis::decided_by::{split_within, Term};
use crate::game::Board;
use crate::solver::{Decision, Solver, TooLarge};
use crate::ui::model::{PlayState, Speed, DECISION_NODES};
use crate::ui::web::kit::browser::now_millis;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use std::cell::Cell;
use std::time::Duration;

/// The most thinking one animation frame may hold at full speed.
const FRAME_BUDGET_MS: f64 = 12.0;

thread_local! {
    /// Bumped whenever Autoplay starts, so a loop left over from an earlier
    /// start (stopped and restarted within one tick) ends itself.
    static RUN: Cell<u64> = const { Cell::new(0) };
}

/// Starts Autoplay, or stops it if it is running.
pub fn toggle(state: AppState) {
    if state.autoplay.get_untracked() {
        stop(state, "");
        return;
    }
    // Not over a finished game, nor while the editor holds its draft of
    // this board (the button is disabled then; the P key comes here too).
    if state.play.with_untracked(|p| p.game().is_over()) || state.editing.get_untracked() {
        return;
    }
    // A stopping point the game has reached (or passed) stops nothing:
    // asked to play, Autoplay plays on, and the field shows it cleared.
    let moves = state.play.with_untracked(|p| p.game().moves());
    if state.autoplay_until.get_untracked().is_some_and(|n| moves >= n) {
        state.autoplay_until.set(None);
    }
    state.autoplay.set(true);
    // What was said of the reader's last move is not news once Autoplay
    // has played on (the status would speak it again when it stops).
    state.move_announcement.set(String::new());
    let run = RUN.with(|r| {
        r.set(r.get() + 1);
        r.get()
    });
    schedule(state, run);
}

/// Stops Autoplay where the reader asked (the button, a stopping point),
/// and says so: the button's new name is not announced. (A game over, or a
/// refusal, has its own notice.)
/// `why` is said after the move ("" for the button; ", as asked").
fn stop(state: AppState, why: &str) {
    state.autoplay.set(false);
    let (moves, score) = state.play.with_untracked(|p| (p.game().moves(), p.game().score()));
    state.move_announcement.set(format!("Autoplay stopped at move {moves}{why}. Score {score}."));
}

/// The most nodes the search that notes the deciding term may visit before
/// Autoplay gives up the note and decides with the plain search: a fifth of
/// a decision's budget, so a move costs at most 1.2 budgets.
const NOTING_NODES: u64 = DECISION_NODES / 5;

/// The solver's decision on `board`, and the term that decided it (see
/// `analysis::decided_by`): the same search, the same decision. If the
/// split search outgrows [`NOTING_NODES`] (it sees every node, with no
/// memo or pruning to spare it any), the plain search decides, and no term
/// is noted.
fn decide_noting_term(solver: &Solver, board: Board, seed: u64) -> Result<(Decision, Option<Term>), TooLarge> {
    match split_within(solver, board, seed, NOTING_NODES) {
        Ok(split) => {
            let term = split.decided_by().map(|d| d.term);
            Ok((split.decision, term))
        }
        Err(_) => solver.decide_within(board, seed, DECISION_NODES).map(|decision| (decision, None)),
    }
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
    let until = state.autoplay_until.get_untracked();
    let stop_deep = state.stop_at_deepest.get_untracked();
    let deepest = solver.config().depth.deepest();
    let mut reached = false;
    let aside = state.play.with_untracked(PlayState::aside);
    let mut noted = Vec::new();
    state.play.update(|play| loop {
        let game = play.game();
        match decide_noting_term(&solver, game.board(), game.decision_seed()) {
            Ok((decision, term)) => match decision.direction {
                Some(direction) => {
                    noted.push((game.moves(), term));
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
        // The reader's stopping points, checked after each move.
        let game = play.game();
        if until.is_some_and(|n| game.moves() >= n) || (stop_deep && solver.depth_for(game.board()) == deepest) {
            reached = true;
            break;
        }
        if one_move || now_millis() - started > FRAME_BUDGET_MS {
            break;
        }
    });
    if !noted.is_empty() {
        let start = state.play.with_untracked(PlayState::start);
        state.decided.update(|log| noted.into_iter().for_each(|(at, term)| log.note(start, at, term)));
    }
    state.tell_of_moves_put_aside(aside);
    if reached {
        // Which stopping point, as a reader who looked away would ask.
        let moves = state.play.with_untracked(|p| p.game().moves());
        let why = if until.is_some_and(|n| moves >= n) {
            ", as asked".to_string()
        } else {
            format!(": the next decision searches to depth {deepest}, the deepest")
        };
        stop(state, &why);
        return;
    }
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
