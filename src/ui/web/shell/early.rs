//! What the first view kept for the app: the moves the reader made before
//! the app was live, and the game the first view shows.
//!
//! The page as delivered runs one small script (`scripts/early-input.js`,
//! written in by the release build) that keeps arrow keys and swipes on the
//! first view's board, the Hint button and the tabs chosen, in order, in
//! `window.__earlyInput`, and says that they are kept. The app takes them
//! as it starts (the script keeps nothing after that) and, if it opens on
//! the first view's game, plays the moves once its state is made, so the
//! board it mounts already shows them, then gives the hint if one was
//! asked for after the last move; it opens the last view chosen.

use crate::ui::model::{EarlyInput, PlayState, Start, ViewName};
use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;

/// The first view's element (see `handover`).
const FIRST_VIEW: &str = "[data-first-view]";

/// Takes what the first view kept, and tells its script to keep nothing
/// more (the app's own handlers take over). Anything unreadable is skipped.
pub fn take() -> Vec<EarlyInput> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    let _ = Reflect::set(&window, &JsValue::from_str("__earlyTaken"), &JsValue::TRUE);
    let kept = Reflect::get(&window, &JsValue::from_str("__earlyInput")).unwrap_or(JsValue::UNDEFINED);
    if !Array::is_array(&kept) {
        return Vec::new();
    }
    let field = |item: &JsValue, name: &str| Reflect::get(item, &JsValue::from_str(name)).ok();
    Array::from(&kept)
        .iter()
        .filter_map(|item| {
            if let Some(key) = field(&item, "key").and_then(|k| k.as_string()) {
                return Some(EarlyInput::Key(key));
            }
            if let Some(view) = field(&item, "view").and_then(|v| v.as_string()) {
                return ViewName::with_id(&view).map(EarlyInput::View);
            }
            if field(&item, "hint").is_some_and(|hint| hint.is_truthy()) {
                return Some(EarlyInput::Hint);
            }
            let dx = field(&item, "dx")?.as_f64()?;
            let dy = field(&item, "dy")?.as_f64()?;
            (dx.is_finite() && dy.is_finite()).then_some(EarlyInput::Swipe { dx, dy })
        })
        .collect()
}

/// Whether `play` is where the first view was: the game it shows, before
/// any move. Moves kept on the first view are played only there: a saved
/// game or a link opens another board, which the reader never saw.
pub fn at_first_view(play: &PlayState) -> bool {
    first_view_seed().is_some_and(|seed| play.start() == Start::Dealt { seed } && play.game().moves() == 0)
}

/// The seed of the game the first view shows (`data-seed`), if the page
/// was delivered with one: a new reader plays that game, so no tile changes
/// when the app takes over.
pub fn first_view_seed() -> Option<u64> {
    let document = web_sys::window()?.document()?;
    let view = document.query_selector(FIRST_VIEW).ok().flatten()?;
    view.get_attribute("data-seed")?.parse().ok()
}
