//! The record of the reader's moves, kept over a reload of the tab: written
//! once, as the page goes (not at every move), and read back as soon as
//! the article's module is in (its JSON is serde's, which the board does
//! not wait for; that module comes right after the board's). The moves
//! played before it is read back follow the record from before the reload
//! ([`crate::ui::model::CoachLog::followed_by`]). A page left before that
//! module is in (a second or two on a slow network) keeps the record from
//! before it, without the moves played since: they were not yet judged.

use crate::ui::model::{decode, encode, CoachLog};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::split::split_fn;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::cell::Cell;
use std::rc::Rc;

/// This tab's record of the reader's moves.
const COACH_LOG: &str = "lookahead.coach-log";

/// Reads the record back and keeps it for the next reload, for as long as
/// the app (its owner) runs, once the article's module is in; a module
/// that failed to arrive is asked for again at the reader's next move.
pub fn keep_from_article_module(state: AppState) {
    let owner = Owner::current().unwrap_or_default().downgrade();
    // Whether the record is kept, or on its way.
    let kept = Rc::new(Cell::new(false));
    Effect::new(move |_| {
        state.coach.track();
        let Some(owner) = owner.upgrade() else { return };
        if kept.replace(true) {
            return;
        }
        let kept = kept.clone();
        leptos::task::spawn_local(async move {
            if keep(state, owner).await.is_err() {
                kept.set(false);
            }
        });
    });
}

split_fn!(
    article_view,
    fn keep(state: AppState, owner: Owner) -> Result<(), SplitLoaderError> {
        if let Some(log) = browser::take_for_tab(COACH_LOG).and_then(|text| decode::<CoachLog>(&text)) {
            state.coach.try_update(|since| *since = log.followed_by(std::mem::take(since)));
        }
        owner.with(|| {
            let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
                if let Some(text) = state.coach.try_with_untracked(encode).flatten() {
                    browser::save_for_tab(COACH_LOG, &text);
                }
            });
            on_cleanup(move || leaving.remove());
        });
        Ok(())
    }
);
