//! [`AppState`]: the signals every component shares, and the actions that
//! change them (a move, Undo, a new game, a hint).

use super::browser;
use super::model::{PlayState, Speed};
use crate::game::{Board, Direction};
use crate::solver::{Decision, Solver, SolverConfig};
use leptos::prelude::*;

const BEST_SCORE_KEY: &str = "lookahead.best-score";

/// The solver's answer for one board, as the hint panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub board: Board,
    pub decision: Decision,
    /// Why this depth: "6 empty cells (more than 3, at most 8) → depth 4".
    pub depth_reason: String,
    pub millis: f64,
}

/// The app's shared state. Copy it into closures freely: it is a set of
/// signal handles.
#[derive(Clone, Copy)]
pub struct AppState {
    pub play: RwSignal<PlayState>,
    pub best: RwSignal<u64>,
    pub hint: RwSignal<Option<Hint>>,
    pub autoplay: RwSignal<bool>,
    pub speed: RwSignal<Speed>,
    pub config: RwSignal<SolverConfig>,
    /// A message for the reader (a seed that could not be read, storage
    /// that was reset); shown until dismissed.
    pub message: RwSignal<Option<String>>,
}

impl AppState {
    pub fn new(seed: u64) -> AppState {
        let message = RwSignal::new(None);
        let best = match browser::load(BEST_SCORE_KEY) {
            None => 0,
            Some(text) => text.trim().parse().unwrap_or_else(|_| {
                message.set(Some("The saved best score could not be read, so it starts again from 0.".into()));
                0
            }),
        };
        AppState {
            play: RwSignal::new(PlayState::new(seed)),
            best: RwSignal::new(best),
            hint: RwSignal::new(None),
            autoplay: RwSignal::new(false),
            speed: RwSignal::new(Speed::PerSecond(10)),
            config: RwSignal::new(SolverConfig::article()),
            message,
        }
    }

    /// The solver for the current settings. Building one is cheap (the
    /// tables are shared), so it is built per use rather than stored.
    pub fn solver(&self) -> Solver {
        Solver::new(self.config.get_untracked()).unwrap_or_else(|_| Solver::article())
    }

    /// Plays a move from the reader (a key, a swipe, a button).
    pub fn move_in(&self, direction: Direction) {
        let mut moved = false;
        self.play.update(|play| moved = play.play(direction));
        if moved {
            self.record_best();
        }
    }

    /// Keeps the best score (and its stored copy) up to date.
    pub fn record_best(&self) {
        let score = self.play.with_untracked(|p| p.game().score());
        if score > self.best.get_untracked() {
            self.best.set(score);
            browser::save(BEST_SCORE_KEY, &score.to_string());
        }
    }

    pub fn undo(&self) {
        self.play.update(|play| {
            play.undo();
        });
    }

    /// Starts a new game from `seed`, and shows the seed in the address.
    pub fn new_game(&self, seed: u64) {
        self.autoplay.set(false);
        self.play.set(PlayState::new(seed));
        browser::show_seed_in_address(seed);
    }

    /// Runs the solver once on the current board and shows its answer.
    pub fn ask_hint(&self) {
        let solver = self.solver();
        let game = self.play.with_untracked(|p| p.game().clone());
        let started = browser::now_millis();
        let decision = solver.decide(game.board(), game.decision_seed());
        let millis = browser::now_millis() - started;
        let depth_reason = solver.config().depth.explain(game.board().empty_count());
        self.hint.set(Some(Hint { board: game.board(), decision, depth_reason, millis }));
    }

    /// The hint, if it is about the board on screen now.
    pub fn current_hint(&self) -> Option<Hint> {
        let board = self.play.with(|p| p.game().board());
        self.hint.get().filter(|hint| hint.board == board)
    }
}
