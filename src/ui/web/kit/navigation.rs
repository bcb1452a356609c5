//! Going to a view from anywhere on the page (a link in the article, a
//! tab): a reader who came by keyboard lands on the view's tab, one who
//! clicked keeps the keys for the board.

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

/// Puts the keyboard focus on `view`'s tab.
pub fn focus_tab(view: ViewName) {
    browser::focus(&format!("#tab-{}", view.id()));
}
