//! The notice of what a link replaced (see [`Replaced`]), with the button
//! that swaps the reader's game and settings back (and again, to the
//! link's); kept through a reload of the tab.

use crate::ui::model::{Replaced, ReplacedFile};
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// Where this tab keeps what is kept, through a reload ("for this visit"
/// holds as long as the tab does).
const REPLACED_KEY: &str = "lookahead.kept";

/// What this tab kept before it was reloaded, if anything.
pub fn restored() -> Option<Replaced> {
    let file: ReplacedFile = crate::plain_json::from_text(&browser::take_for_tab(REPLACED_KEY)?)?;
    Replaced::from_file(file)
}

/// Puts the kept game and settings back, keeping the ones on screen in
/// their place.
fn swap(state: AppState) {
    let Some(replaced) = state.replaced.get_untracked() else { return };
    let game_now = replaced.game.as_ref().map(|_| state.play.get_untracked());
    let config_now = replaced.config.as_ref().map(|_| state.config.get_untracked());
    if let Some(game) = replaced.game {
        state.show_game(game);
    }
    if let Some(config) = replaced.config {
        // Valid: it was in use (or checked as a link's) before.
        let _ = state.set_config(config);
    }
    state.replaced.set(Some(Replaced { game: game_now, config: config_now, links: !replaced.links }));
}

/// The notice of what a link replaced, with the button that swaps it back.
#[component]
pub fn ReplacedNotice() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Kept for the tab's next reload (and let go once dismissed).
    Effect::new(move |_| {
        state.replaced.with(|replaced| match replaced.as_ref().map(|k| crate::plain_json::to_text(&k.file())) {
            Some(text) => browser::save_for_tab(REPLACED_KEY, &text),
            None => drop(browser::take_for_tab(REPLACED_KEY)),
        })
    });
    move || {
        state.replaced.get().map(|replaced| {
            let text = replaced.sentence();
            let back = if replaced.links { "Back to the link's" } else { "Back to yours" };
            view! {
                <div class="message" role="status" data-testid="kept">
                    <span>{text}</span>
                    <span class="message-actions">
                        <button on:click=move |_| swap(state)>{back}</button>
                        <button on:click=move |_| state.replaced.set(None)>"Dismiss"</button>
                    </span>
                </div>
            }
        })
    }
}
