//! The page: header, the board column and the solver panels, plus the
//! keyboard shortcuts that work anywhere on it.

use super::article::knobs::SettingsBadge;
use super::article::Contents;
use super::autoplay;
use super::board::BoardView;
use super::browser;
use super::context::AppState;
use super::controls::{AutoplayLimits, DirectionPad, GameControls, Scores, SeedForm};
use super::hint::HintLine;
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
    // The address names the game from the first load, so a reload or a
    // copied address replays it.
    browser::show_seed_in_address(seed);
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
    super::analysis::track(state);
    let keys = window_event_listener(leptos::ev::keydown, move |ev| on_key(state, &ev));
    on_cleanup(move || keys.remove());

    view! {
        <header class="masthead">
            <p class="brand">"Lookahead"</p>
            <p class="tagline">"Play 2048 beside an expectimax solver, and see how it makes up its mind."</p>
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
            <section class="play" id="game" aria-label="Game">
                <div class="play-inner">
                    <Scores />
                    <GameControls />
                    <AutoplayLimits />
                    <BoardView />
                    <HintLine />
                    <SettingsBadge />
                    <Contents />
                    <details class="game-more">
                        <summary>"Keys, buttons and seed"</summary>
                        <p id="board-help" class="help">
                            {if browser::touch_screen() {
                                "Swipe on the board to move, or use the arrow buttons below."
                            } else {
                                "Arrow keys or WASD move; swipe on a touch screen. H asks for a hint, U undoes, P starts or stops Autoplay."
                            }}
                        </p>
                        <label class="help toggle">
                            <input
                                id="letter-keys"
                                type="checkbox"
                                prop:checked=move || state.letter_keys.get()
                                on:change=move |ev| state.set_letter_keys(event_target_checked(&ev))
                            />
                            " Letter shortcuts (WASD, H, U, P)"
                        </label>
                        <DirectionPad />
                        <SeedForm />
                    </details>
                </div>
            </section>
            <section class="panels" aria-label="Views">
                <Panels />
            </section>
        </main>
        <BoardButton />
    }
}

/// On a narrow screen, once the board has scrolled away: one tap brings it
/// back.
#[component]
fn BoardButton() -> impl IntoView {
    let away = RwSignal::new(false);
    let check = move || {
        let grid =
            web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector("[role=grid]").ok().flatten());
        if let Some(grid) = grid {
            let rect = grid.get_bounding_client_rect();
            away.try_set(rect.bottom() < 0.0);
        }
    };
    let on_scroll = window_event_listener(leptos::ev::scroll, move |_| check());
    on_cleanup(move || on_scroll.remove());
    let go = move |_| {
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(game) = document.as_ref().and_then(|d| d.get_element_by_id("game")) {
            game.scroll_into_view();
        }
        if let Some(grid) = document
            .and_then(|d| d.query_selector("[role=grid]").ok().flatten())
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = grid.focus();
        }
    };
    view! {
        <button class="board-button" hidden=move || !away.get() on:click=go aria-label="Back to the board">
            "▲ Board"
        </button>
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

/// Whether the key went to a control that uses keys itself: a form field,
/// the article's guess, the view tabs, or anything in the search tree's
/// panel (whose keys act on the panel).
fn typing_in_a_field(ev: &web_sys::KeyboardEvent) -> bool {
    let Some(element) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return false };
    element
        .closest(
            "input, select, textarea, [contenteditable], [role=tablist], [role=tree], [role=radiogroup], [role=slider], \
             [role=application], .tree-panel",
        )
        .ok()
        .flatten()
        .is_some()
}
