//! The keyboard, anywhere on the page: arrows and WASD move, H hints, U
//! undoes, P starts or stops Autoplay; and how to play, in words.

use crate::ui::model::direction_for_key;
use crate::ui::web::board::autoplay;
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How to play from here: shown under "Keys, buttons and seed", and read
/// out as the board's description (a closed disclosure gives none).
pub fn keys_help() -> &'static str {
    if browser::touch_screen() {
        "Swipe on the board to move, or use the arrow buttons below."
    } else {
        "Arrow keys or WASD move; swipe on a touch screen. H asks for a hint, U undoes, P starts or stops Autoplay."
    }
}

/// Keyboard: arrows and WASD move, H hints, U undoes, P toggles Autoplay.
/// Keys typed into a form field, or with a modifier, are left alone.
pub fn on_key(state: AppState, ev: &web_sys::KeyboardEvent) {
    if browser::shortcut(ev) || typing_in_a_field(ev) {
        return;
    }
    let key = ev.key();
    // Single-character shortcuts can be switched off (WCAG 2.1.4); the
    // arrow keys always work.
    let letter = key.chars().count() == 1;
    if letter && !state.letter_keys.get_untracked() {
        return;
    }
    // On the view tabs and in the Search tree's panel (whose stepper says
    // its keys never move the game) the only letter is H, which its empty
    // state asks for.
    if letter && !matches!(key.as_str(), "h" | "H") && within(ev, "[role=tablist], .tree-panel") {
        return;
    }
    if let Some(direction) = direction_for_key(&key) {
        // An arrow on something in the views beside the board (a link, a
        // button, a table that scrolls sideways) keeps its own meaning; on
        // the board, its controls or the page itself, it plays.
        // (The view tabs use the arrows too, to go from tab to tab.)
        if key.starts_with("Arrow") && within(ev, "[role=tabpanel], [role=tablist]") {
            return;
        }
        ev.prevent_default();
        state.move_in(direction);
        return;
    }
    match key.as_str() {
        "h" | "H" if !state.autoplay.get_untracked() => state.ask_hint(),
        "u" | "U" => state.undo(),
        "p" | "P" => autoplay::toggle(state),
        _ => {}
    }
}

/// Whether the key went to a control that uses letters itself: a form
/// field (the article's guess and the timeline's slider among them), the
/// search tree (which jumps to the row a typed letter begins) or its
/// overview.
fn typing_in_a_field(ev: &web_sys::KeyboardEvent) -> bool {
    within(
        ev,
        "input, select, textarea, [contenteditable], [role=tree], [role=radiogroup], [role=slider], [role=application]",
    )
}

/// Whether the key went to an element matching `selector`, or inside one.
fn within(ev: &web_sys::KeyboardEvent, selector: &str) -> bool {
    let Some(element) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return false };
    element.closest(selector).ok().flatten().is_some()
}
