//! The page: header, the board column and the solver panels, plus the
//! keyboard shortcuts that work anywhere on it.

use super::autoplay;
use super::board::BoardView;
use super::browser;
use super::context::AppState;
use super::controls::{DirectionPad, GameControls, Scores, SeedForm};
use super::model::direction_for_key;
use super::panels::Panels;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Mounts the app on the page: the entry point of the wasm binary.
pub fn start() {
    super::panic::install();
    let (seed, problem) = match browser::seed_in_address() {
        None => (browser::random_seed(), None),
        Some(text) => match text.parse::<u64>() {
            Ok(seed) => (seed, None),
            Err(_) => (
                browser::random_seed(),
                Some("The seed in the address is not a whole number, so a new game was dealt instead.".to_string()),
            ),
        },
    };
    leptos::mount::mount_to_body(move || view! { <App seed=seed notice=problem.clone() /> });
}

/// The whole app, playing the game dealt from `seed`.
#[component]
pub fn App(seed: u64, #[prop(optional_no_strip)] notice: Option<String>) -> impl IntoView {
    let state = AppState::new(seed);
    if notice.is_some() {
        state.message.set(notice);
    }
    provide_context(state);
    let keys = window_event_listener(leptos::ev::keydown, move |ev| on_key(state, &ev));
    on_cleanup(move || keys.remove());

    view! {
        <header class="masthead">
            <h1>"Lookahead"</h1>
            <p class="tagline">"Play 2048, ask an expectimax solver for a hint, and see how it makes up its mind."</p>
        </header>
        {move || {
            state.message.get().map(|text| view! {
                <div class="message" role="status">
                    <span>{text}</span>
                    <button on:click=move |_| state.message.set(None)>"Dismiss"</button>
                </div>
            })
        }}
        <main class="layout">
            <section class="play" aria-label="Game">
                <Scores />
                <GameControls />
                <BoardView />
                <p id="board-help" class="help">
                    "Arrow keys or WASD move; swipe on a touch screen. H asks for a hint, U undoes, P starts or stops Autoplay."
                </p>
                <label class="help toggle">
                    <input
                        type="checkbox"
                        prop:checked=move || state.letter_keys.get()
                        on:change=move |ev| state.set_letter_keys(event_target_checked(&ev))
                    />
                    " Letter shortcuts (WASD, H, U, P)"
                </label>
                <DirectionPad />
                <SeedForm />
            </section>
            <section class="panels" aria-label="Inside the solver">
                <Panels />
            </section>
        </main>
    }
}

/// Keyboard: arrows and WASD move, H hints, U undoes, P toggles Autoplay.
/// Keys typed into a form field, or with a modifier, are left alone.
fn on_key(state: AppState, ev: &web_sys::KeyboardEvent) {
    if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || typing_in_a_field(ev) {
        return;
    }
    let key = ev.key();
    // Single-character shortcuts can be switched off (WCAG 2.1.4); the
    // arrow keys always work.
    let letter = key.chars().count() == 1;
    if letter && !state.letter_keys.get_untracked() {
        return;
    }
    if let Some(direction) = direction_for_key(&key) {
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

/// Whether the key went to a form field or to a widget that uses arrow
/// keys itself (the panel tabs, later the search tree).
fn typing_in_a_field(ev: &web_sys::KeyboardEvent) -> bool {
    let Some(element) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return false };
    element.closest("input, select, textarea, [role=tablist], [role=tree]").ok().flatten().is_some()
}
