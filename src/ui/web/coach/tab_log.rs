//! The record of the reader's moves, kept over a reload of the tab: written
//! once, as the page goes (not at every move), and read back as soon as
//! the article's module is in (its JSON is serde's, which the board does
//! not wait for; that module comes right after the board's). Moves played
//! before it is read back are kept:
//! they follow the record from before the reload
//! ([`crate::ui::model::CoachLog::followed_by`]).

use crate::ui::model::{decode, encode, CoachLog};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::split::split_fn;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// This tab's record of the reader's moves.
const COACH_LOG: &str = "lookahead.coach-log";

/// Reads the record back and keeps it for the next reload, for as long as
/// the app (its owner) runs, once the article's module is in.
pub fn keep_from_article_module(state: AppState) {
    let Some(owner) = Owner::current() else { return };
    leptos::task::spawn_local(async move {
        let _ = keep(state, owner).await;
    });
}

split_fn!(
    article_view,
    fn keep(state: AppState, owner: Owner) -> Result<(), SplitLoaderError> {
        if let Some(log) = browser::take_for_tab(COACH_LOG).and_then(|text| decode::<CoachLog>(&text)) {
            state.coach.update(|since| *since = log.followed_by(std::mem::take(since)));
        }
        owner.with(|| {
            let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
                if let Some(text) = state.coach.with_untracked(encode) {
                    browser::save_for_tab(COACH_LOG, &text);
                }
            });
            on_cleanup(move || leaving.remove());
        });
        Ok(())
    }
);
