//! Keeps keyboard focus in place when the focused button turns itself off.
//!
//! Chromium drops focus to the page's body when the focused button becomes
//! disabled or hidden (Run once a run starts, Undo at move 0, Step at the
//! end of the search, a review's Cancel when it ends), and the next Tab
//! starts again from the top of the page. Here focus goes to the group the
//! button sits in instead: the next Tab reaches its working buttons, and a
//! second Enter does nothing (handing focus to a neighbour would have made
//! it press Cancel right after Run, or Play after the last Step).

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{FocusOptions, HtmlElement};

/// Listens, for the life of the page, for focus leaving a button that was
/// just turned off.
pub fn keep_when_buttons_turn_off() {
    let _ = window_event_listener(leptos::ev::focusout, |ev| {
        // Focus going somewhere has a destination; focus being dropped has none.
        if ev.related_target().is_some() {
            return;
        }
        let Some(button) = ev.target().and_then(|t| t.dyn_into::<HtmlElement>().ok()) else { return };
        // Off: disabled, or no longer drawn (hidden, or inside something hidden).
        let off = button.has_attribute("disabled") || button.get_client_rects().length() == 0;
        if button.tag_name() != "BUTTON" || !off || !button.is_connected() {
            return;
        }
        if let Some(group) = button.parent_element().and_then(|p| p.dyn_into::<HtmlElement>().ok()) {
            hold_focus_in(&group);
        }
    });
}

/// Puts the keyboard on `group` (a button's surroundings, when the button
/// is going away), without scrolling to it.
pub fn hold_focus_in(group: &HtmlElement) {
    if !group.has_attribute("tabindex") {
        // Focusable from code only: Tab still walks the buttons, not the group.
        let _ = group.set_attribute("tabindex", "-1");
    }
    let options = FocusOptions::new();
    // The reader may have scrolled away from the button (to watch a run).
    options.set_prevent_scroll(true);
    let _ = group.focus_with_options(&options);
}

/// A link for the keyboard, shown only while focused, that takes focus
/// to the view tabs (the selected one): from deep in the article, a few
/// Shift+Tabs reach it where two dozen would reach the tabs. Without the
/// app it is a plain link to the views.
#[component]
pub fn SkipToViews(text: &'static str) -> impl IntoView {
    let on_click = move |ev: web_sys::MouseEvent| {
        let tab = document().query_selector(".tabs [aria-selected=true]").ok().flatten();
        if let Some(tab) = tab.and_then(|t| t.dyn_into::<HtmlElement>().ok()) {
            ev.prevent_default();
            let _ = tab.focus();
        }
    };
    view! {
        <a class="skip-link" href="#views" on:click=on_click>
            {text}
        </a>
    }
}

/// The page's first stop for the keyboard: straight to the board.
#[component]
pub fn SkipToBoard() -> impl IntoView {
    let on_click = move |ev: web_sys::MouseEvent| {
        let board = document().query_selector("#game [role=grid]").ok().flatten();
        if let Some(board) = board.and_then(|b| b.dyn_into::<HtmlElement>().ok()) {
            ev.prevent_default();
            let _ = board.focus();
        }
    };
    view! {
        <a class="skip-link" href="#game" on:click=on_click>
            "Skip to the board"
        </a>
    }
}
