//! The position the article explains, and the search behind it.
//!
//! The article's widgets all read one recorded search of the position on
//! screen, under the current settings: `AppState::article_search`. It is recorded
//! only while the article is open, and the position follows the game at
//! most every `FOLLOW_MS` while Autoplay plays faster than the reader can
//! read, so explaining never slows the game down.

use crate::ui::model::{Position, Speed, ViewName};
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use std::time::Duration;

/// How often the explained position follows a fast Autoplay.
const FOLLOW_MS: u64 = 400;

/// Keeps `state.position` and `state.article_search` up to date.
pub fn track(state: AppState) {
    let pending = StoredValue::new(false);
    Effect::new(move |_| {
        let position = state.play.with(|p| Position::of(p.game()));
        let fast = state.autoplay.get() && state.speed.get() != Speed::PerSecond(1);
        if !fast {
            state.position.set(position);
        } else if !pending.get_value() {
            pending.set_value(true);
            set_timeout(
                move || {
                    pending.try_set_value(false);
                    if let Some(position) = state.play.try_with_untracked(|p| Position::of(p.game())) {
                        state.position.try_set(position);
                    }
                },
                Duration::from_millis(FOLLOW_MS),
            );
        }
    });
    Effect::new(move |_| {
        let position = state.position.get();
        state.config.track();
        if state.view.get() != ViewName::Article {
            return;
        }
        let source = format!("move {} of this game, sampling seed {}", position.moves, position.seed);
        match state.record_search(position, source) {
            Ok(recorded) => {
                state.article_search_problem.set(None);
                state.article_search.set(Some(recorded));
            }
            Err(too_large) => {
                state.article_search_problem.set(Some(format!(
                    "The solver's search of this position is too large to show with these settings: {too_large}."
                )));
                state.article_search.set(None);
            }
        }
    });
}
