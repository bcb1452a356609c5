//! The page: header, the board column and the solver panels, plus the
//! keyboard shortcuts that work anywhere on it.

use crate::ui::shell::address::{self, Opening};
use crate::ui::article::knobs::SettingsBadge;
use crate::ui::article::Contents;
use crate::ui::play::autoplay;
use crate::ui::play::board::BoardView;
use crate::ui::kit::browser;
use crate::ui::state::AppState;
use crate::ui::play::controls::{AutoplayLimits, DirectionPad, GameControls, Scores, SeedForm};
use crate::ui::play::hint::HintLine;
use crate::ui::shell::replaced::{self, ReplacedNotice};
use crate::ui::model::direction_for_key;
use crate::ui::shell::tabs::Panels;
use crate::ui::play::timeline::PositionTools;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Mounts the app on the page: the entry point of the wasm binary.
pub fn start() {
    crate::ui::kit::panic::install();
    crate::ui::kit::focus::keep_when_buttons_turn_off();
    let opening = address::opening();
    leptos::mount::mount_to_body(move || view! { <App opening=opening.clone() /> });
}

/// The whole app, opening on a link, the saved game or a new one.
#[component]
pub fn App(opening: Opening) -> impl IntoView {
    let seed = match &opening {
        Opening::Link { link, .. } => link.start.seed(),
        Opening::Saved { play, .. } => play.game().seed(),
        Opening::Fresh { seed, .. } => *seed,
    };
    let state = AppState::new(seed);
    let notice = match opening {
        Opening::Link { link, anew, before } => {
            address::open_link(state, link, anew, before);
            // This tab reloaded: what a link had replaced is still kept.
            if !anew && browser::navigation() == "reload" {
                state.replaced.set(replaced::restored());
            }
            None
        }
        Opening::Saved { play, notice } => {
            state.play.set(play);
            notice
        }
        Opening::Fresh { notice, .. } => notice,
    };
    // After any notice of the stored settings (set as the state was made).
    if let Some(notice) = notice {
        state.message.update(|message| {
            *message = Some(message.take().map_or(notice.clone(), |earlier| format!("{notice} {earlier}")));
        });
    }
    provide_context(state);
    state.follow_other_tabs();
    crate::ui::article::explained::track(state);
    address::track(state);
    // Best follows every game on screen, not only moves played here: a
    // game opened from a link, or replayed forward, can pass it.
    Effect::new(move |_| {
        state.play.track();
        state.record_best();
    });
    let keys = window_event_listener(leptos::ev::keydown, move |ev| on_key(state, &ev));
    on_cleanup(move || keys.remove());

    view! {
        <header class="masthead">
            // The page's own heading, on every view (the article's title is
            // on its view alone).
            <h1 class="brand">"Lookahead"</h1>
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
        <ReplacedNotice />
        <p class="sr-only" role="status" data-testid="heard">{move || state.announcement.get()}</p>
        <main class="layout">
            <section class="play" id="game" aria-label="Game">
                <div class="play-inner">
                    <Scores />
                    <GameControls />
                    <AutoplayLimits />
                    <BoardView />
                    <PositionTools />
                    <HintLine />
                    <SettingsBadge />
                    <Contents />
                    <details class="game-more">
                        <summary>"Keys, buttons and seed"</summary>
                        <p class="help">{keys_help()}</p>
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
        browser::scroll_to("game");
        browser::focus("[role=grid]");
    };
    view! {
        <button class="board-button" hidden=move || !away.get() on:click=go aria-label="Back to the board">
            "▲ Board"
        </button>
    }
}

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
fn on_key(state: AppState, ev: &web_sys::KeyboardEvent) {
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
        "h" | "H" if !state.autoplay.get_untracked() => crate::ui::play::hint::ask_hint(state),
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
