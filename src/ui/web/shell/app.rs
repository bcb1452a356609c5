//! The page: header, the board column and the solver panels, plus the
//! keyboard shortcuts that work anywhere on it.

use crate::ui::model::{early_hint, early_moves, early_view, EarlyInput};
use crate::ui::web::article::knobs::SettingsBadge;
use crate::ui::web::article::Contents;
use crate::ui::web::board::controls::{AutoplayLimits, DirectionPad, GameControls, Scores, SeedForm};
use crate::ui::web::board::decided_chart::DecidedChart;
use crate::ui::web::board::dock::BoardDock;
use crate::ui::web::board::grid::BoardGrid;
use crate::ui::web::board::hint::HintLine;
use crate::ui::web::board::keys as play_keys;
use crate::ui::web::board::timeline::PositionTools;
use crate::ui::web::kit::browser;
use crate::ui::web::kit::focus::{SkipToBoard, SkipToViews};
use crate::ui::web::kit::navigation::bring_tabs_into_sight;
use crate::ui::web::shell::address::{self, Opening};
use crate::ui::web::shell::replaced::{self, ReplacedNotice};
use crate::ui::web::shell::tabs::Views;
use crate::ui::web::shell::{early, handover};
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// Mounts the app on the page, in place of the first view the page was
/// delivered with: the entry point of the wasm binary.
pub fn start() {
    // Marks for the load benchmark (tests/e2e/load.bench.mjs): the wasm
    // compiled and running, the app mounted, the app live (handover).
    browser::mark("app-start");
    crate::ui::web::kit::panic::install();
    crate::ui::web::kit::focus::keep_when_buttons_turn_off();
    // A link whose settings the page's own reader does not read (typed,
    // damaged) is read by serde, which comes in the article's module: the
    // app mounts once it is in, or after a while without it (the settings
    // then refused in general words). Until then the first view takes keys.
    match address::settings_for_serde() {
        None => mount_once(),
        Some(json) => {
            browser::after(SERDE_WAIT_MS, mount_once);
            // (The browser's own task runner: Leptos's is readied as it mounts.)
            wasm_bindgen_futures::spawn_local(async move {
                if let Ok(read) = super::lazy::settings_by_serde(&json).await {
                    address::keep_read_by_serde(json, read);
                }
                mount_once();
            });
        }
    }
}

/// How long the app waits for serde to read a link's settings.
const SERDE_WAIT_MS: i32 = 5_000;

thread_local! {
    static MOUNTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Mounts the app the first time it is called.
fn mount_once() {
    if !MOUNTED.replace(true) {
        mount();
    }
}

/// Mounts the app, in place of the first view.
fn mount() {
    // Before anything else: from here on the app's own handlers take keys.
    let early = early::take();
    let opening = address::opening();
    // A link that names a view or a section scrolls there itself. A view
    // chosen by its tab on the first view opens where the tabs are, not at
    // the spot read in the article (which it hides).
    let named_place = matches!(&opening, Opening::Link { link, .. } if link.view.is_some());
    let chose_view = early_view(&early).is_some();
    let place = match (named_place, chose_view) {
        (true, _) => handover::ReaderPlace::default(),
        (false, true) => handover::reader_place().without_reading_spot(),
        (false, false) => handover::reader_place(),
    };
    leptos::mount::mount_to_body(move || view! { <App opening=opening.clone() early=early.clone() /> });
    browser::mark("app-mounted");
    handover::take_over(place);
    // A view chosen by its tab on the first view opens in sight, as one
    // tapped in the app does (after the hand-over's frame).
    if chose_view {
        bring_tabs_into_sight();
    }
}

/// The whole app, opening on a link, the saved game or a new one, with the
/// moves the reader made on the first view (`early`) played.
#[component]
pub fn App(opening: Opening, #[prop(optional)] early: Vec<EarlyInput>) -> impl IntoView {
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
    crate::ui::web::learning::Learning::prepare(state);
    state.follow_other_tabs();
    crate::ui::web::article::position_search::track(state);
    // Before the app writes its own address: a lesson link is noted first.
    crate::ui::web::lesson::Lessons::note_link(state);
    address::track(state);
    crate::ui::web::coach::Coach::provide(state);
    crate::ui::web::coach::judge::keep_judging(state);
    crate::ui::web::coach::tab_log::keep_from_article_module(state);
    // Best follows every game on screen, not only moves played here: a
    // game opened from a link, or replayed forward, can pass it.
    Effect::new(move |_| {
        state.play.track();
        state.record_best();
    });
    // The moves the reader made on the first view, on the board it shows:
    // played if the app opened there; not on a saved game or a link's,
    // which the reader never saw (said, so that they are not lost unseen).
    // So is the hint asked for there, on the board the moves leave.
    let letter_keys = state.letter_keys.get_untracked();
    let (kept, hint) = (early_moves(&early, letter_keys), early_hint(&early, letter_keys));
    if state.play.with_untracked(early::at_first_view) {
        for direction in kept {
            state.move_in(direction);
        }
        // Once the app is in the page: the hint's line is a live region,
        // and one filled before it is there is not read out.
        if hint {
            request_animation_frame(move || state.ask_hint());
        }
    } else {
        let undone = match (kept.is_empty(), hint) {
            (false, false) => Some("The moves made while the page was loading were not played"),
            (false, true) => {
                Some("The moves made while the page was loading were not played, nor the hint asked for given")
            }
            (true, true) => Some("The hint asked for while the page was loading was not given"),
            (true, false) => None,
        };
        if let Some(undone) = undone {
            state.add_message(&format!("{undone}: it opened on another game than the one first shown."));
        }
    }
    // A tab chosen on the first view opens its view (whatever the game).
    if let Some(view) = early_view(&early) {
        state.view.set(view);
    }
    let keys = window_event_listener(leptos::ev::keydown, move |ev| play_keys::on_key(state, &ev));
    on_cleanup(move || keys.remove());

    view! {
        <nav class="skip-links" aria-label="Skip links">
            <SkipToBoard />
            <SkipToViews text="Skip to the views" />
        </nav>
        <header class="masthead">
            // The page's own heading, on every view (the article's title is
            // on its view alone).
            <h1 class="brand">"Lookahead"</h1>
            <p class="tagline">"Play 2048 beside an expectimax solver, and see how it makes up its mind."</p>
        </header>
        {move || {
            state
                .message
                .get()
                .map(|text| {
                    view! {
                        <div class="message" role="status">
                            <span>{text}</span>
                            <button on:click=move |_| state.message.set(None)>"Dismiss"</button>
                        </div>
                    }
                })
        }}
        <ReplacedNotice />
        <p class="sr-only" role="status" data-testid="heard">
            {move || state.announcement.get()}
        </p>
        <main class="layout">
            <section class="play" id="game" aria-label="Game">
                <div class="play-inner">
                    <Scores />
                    <GameControls />
                    <AutoplayLimits />
                    <BoardGrid />
                    <PositionTools write_address=address::write />
                    <HintLine />
                    <DecidedChart />
                    <SettingsBadge />
                    <Contents />
                    <details class="game-more">
                        <summary>"Keys, buttons and seed"</summary>
                        <p class="help">{play_keys::keys_help()}</p>
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
            // (Its id anchors the reader's place across the hand-over.)
            <section class="panels" id="views" aria-label="Views">
                <Views />
            </section>
        </main>
        <BoardDock />
    }
}
