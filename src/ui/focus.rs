//! Keeps keyboard focus in place when the focused button turns itself off.
//!
//! Chromium drops focus to the page's body when the focused button becomes
//! disabled (Run once a run starts, Undo at the first move, Step at the end
//! of the search), and the next Tab starts again from the top of the page.
//! Here focus moves to the nearest working button beside it instead: the
//! next one first (Run hands over to Cancel), else the one before.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// Listens, for the life of the page, for focus leaving a button that was
/// just disabled.
pub fn keep_when_buttons_disable() {
    let _ = window_event_listener(leptos::ev::focusout, |ev| {
        // Focus going somewhere has a destination; focus being dropped has none.
        if ev.related_target().is_some() {
            return;
        }
        let Some(button) = ev.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
        let usable = |e: &Element| e.tag_name() == "BUTTON" && !e.has_attribute("disabled");
        if button.tag_name() != "BUTTON" || usable(&button) {
            return;
        }
        let next = std::iter::successors(button.next_element_sibling(), Element::next_element_sibling).find(usable);
        let neighbour = next.or_else(|| {
            std::iter::successors(button.previous_element_sibling(), Element::previous_element_sibling).find(usable)
        });
        if let Some(neighbour) = neighbour.and_then(|n| n.dyn_into::<HtmlElement>().ok()) {
            let _ = neighbour.focus();
        }
    });
}
