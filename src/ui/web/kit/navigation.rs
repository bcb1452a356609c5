//! Going to a view from anywhere on the page (a link in the article, a
//! tab): a reader who came by keyboard lands on the view's tab, one who
//! clicked keeps the keys for the board; either way the view opens in
//! sight.

use crate::ui::model::ViewName;
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// Whether a click came from a pointer: one from the keyboard (Enter or
/// Space on a button) counts no clicks.
pub fn by_pointer(ev: &web_sys::MouseEvent) -> bool {
    ev.detail() > 0
}

/// Opens `view` from a link in the article: a reader who came by keyboard
/// lands on its tab (Tab then enters the panel); a click leaves the keys
/// to the board, as a clicked tab does.
pub fn open_from_link(state: AppState, view: ViewName, ev: &web_sys::MouseEvent) {
    state.view.set(view);
    if !by_pointer(ev) {
        focus_tab(view);
    }
}

/// In the next frame (the view just chosen is shown, or its loading state
/// while its module arrives), scrolls the tab strip to the window's top if
/// the view would not begin in the window's upper half: the strip above
/// the window (a link at the article's end), or low in it (a phone, where
/// a tab tapped near the window's foot would open its view below the fold,
/// and the article's contents list above the tabs goes with the article,
/// moving them up under the finger). Left where it is otherwise: the reader
/// sees the view begin. (A link that scrolls to a place in the view, as the
/// Search tree's outline, does not call it.)
pub fn bring_tabs_into_sight() {
    request_animation_frame(|| {
        let Some(tabs) = document().query_selector("[role=tablist]").ok().flatten() else { return };
        let strip = tabs.get_bounding_client_rect();
        let height = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
        if strip.top() < 0.0 || strip.bottom() > height / 2.0 {
            window().scroll_by_with_x_and_y(0.0, strip.top());
        }
    });
}

/// Puts the keyboard focus on `view`'s tab.
pub fn focus_tab(view: ViewName) {
    browser::focus(&format!("#tab-{}", view.id()));
}
