//! The board: an accessible grid of sixteen cells, the sliding tiles drawn
//! over it, the hint's arrow, swipe input and the end-of-game notices.

use crate::ui::model::{Notice, Sprite, MIN_SWIPE, SLOTS};
use crate::ui::web::board::swipe::swipe_handlers;
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn BoardGrid() -> impl IntoView {
    let state = expect_context::<AppState>();
    let face = move |cell: usize| state.play.with(|p| p.game().board().face(cell));
    let rows = (0..4)
        .map(|r| {
            let cells = (0..4)
                .map(|c| {
                    let cell = 4 * r + c;
                    let text = move || match face(cell) {
                        0 => String::new(),
                        v => v.to_string(),
                    };
                    // An empty cell is named, not left for a screen reader to call "blank".
                    let name = move || (face(cell) == 0).then_some("empty");
                    view! {
                        <div role="gridcell" class="cell" aria-label=name>
                            <span class="sr-only">{text}</span>
                        </div>
                    }
                })
                .collect_view();
            view! {
                <div role="row" class="grid-row">
                    {cells}
                </div>
            }
        })
        .collect_view();

    let (on_touch_start, on_touch_move, on_touch_end) = swipe_handlers(state);

    // What a screen reader hears after a move (nothing while Autoplay runs,
    // which would be a torrent).
    let announcement = move || if state.autoplay.get() { String::new() } else { state.move_announcement.get() };
    let still = move || {
        let fast = state.autoplay.get() && !state.speed.get().animates();
        if fast {
            "board still"
        } else {
            "board"
        }
    };

    view! {
        <div
            class=still
            data-min-swipe=crate::digits::display(MIN_SWIPE)
            on:touchstart=on_touch_start
            on:touchmove=on_touch_move
            on:touchend=on_touch_end
        >
            <div role="grid" aria-label="Board" aria-describedby="board-help" class="grid" tabindex="0">
                {rows}
            </div>
            <div class="tiles" aria-hidden="true">
                {(0..SLOTS).map(|place| view! { <Tile place /> }).collect_view()}
            </div>
            <HintArrow />
            <p class="sr-only" role="status">
                {announcement}
            </p>
            <p class="sr-only" id="board-help">
                {super::keys::keys_help()}
            </p>
        </div>
        <NoticeBar />
    }
}

/// One of the board's places for a tile (see [`SLOTS`]): hidden while no
/// tile is in it; a tile keeps its place while it lives, so moving to a new
/// cell is a CSS transition of its position.
#[component]
fn Tile(place: u8) -> impl IntoView {
    let state = expect_context::<AppState>();
    let sprite = Memo::new(move |_| state.play.with(|p| p.tiles().in_slot(place)));
    let shown = move |f: fn(Sprite) -> String| move || sprite.get().map(f).unwrap_or_default();
    let class = move |s: Sprite| {
        let size = match 1u32 << s.exponent {
            v if v >= 1024 => " small",
            v if v >= 128 => " medium",
            _ => "",
        };
        let animation = if s.spawned {
            " spawned"
        } else if s.merged {
            " merged"
        } else {
            ""
        };
        format!("tile-face t{}{size}{animation}", s.exponent)
    };
    view! {
        <div
            class="tile"
            class:placed=move || sprite.get().is_some_and(|s| s.placed)
            hidden=move || sprite.get().is_none()
            style:--row=shown(|s| (s.cell / 4).to_string())
            style:--col=shown(|s| (s.cell % 4).to_string())
        >
            <div class=shown(class)>{shown(|s| (1u32 << s.exponent).to_string())}</div>
        </div>
    }
}

/// The hint's direction as a large arrow over the board.
#[component]
fn HintArrow() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        if state.autoplay.get() {
            return None;
        }
        let direction = state.current_hint()?.decision.direction?;
        Some(view! {
            <div class=format!("hint-arrow to-{}", direction.name()) aria-hidden="true">
                {direction.arrow()}
            </div>
        })
    }
}

/// "2048!" and "No moves left", under the board (never over it: the board
/// and the hint's arrow stay in sight).
#[component]
fn NoticeBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let notice = move || if state.autoplay.get() { Notice::None } else { state.play.with(|p| p.notice()) };
    move || match notice() {
        Notice::None => None,
        Notice::Won => Some(
            view! {
                <div class="notice won" role="status">
                    <p class="notice-title">"2048!"</p>
                    <p>"You made the 2048 tile. The board is still yours."</p>
                    <div class="notice-actions">
                        <button on:click=move |_| {
                            state.play.update(|p| p.keep_going());
                            browser::focus("[role=grid]");
                        }>"Keep going"</button>
                        <button on:click=move |_| new_game(state)>"New game"</button>
                    </div>
                </div>
            }
            .into_any(),
        ),
        Notice::Over => Some(
            view! {
                <div class="notice over" role="status">
                    <p class="notice-title">"No moves left"</p>
                    <p>{move || format!("Final score {}.", state.play.with(|p| p.game().score()))}</p>
                    <div class="notice-actions">
                        // A board set up this way has no move to take back.
                        <button
                            on:click=move |_| {
                                state.undo();
                                browser::focus("[role=grid]");
                            }
                            disabled=move || !state.play.with(|p| p.can_undo())
                        >
                            "Undo"
                        </button>
                        <button on:click=move |_| new_game(state)>"New game"</button>
                    </div>
                </div>
            }
            .into_any(),
        ),
    }
}

/// A new game from a notice, which goes with it: the keys go to the board.
fn new_game(state: AppState) {
    state.new_game(browser::random_seed());
    browser::focus("[role=grid]");
}
