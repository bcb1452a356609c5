//! The board, docked: on a narrow screen the article runs below the board,
//! so once the board has scrolled away a compact live copy of it stays at
//! the foot of the window while sections 1 to 5 are read (they all speak
//! of "the board you made"), with the four moves, Hint, and the hint's
//! answer where the reader is looking. A stroke on the small board plays,
//! as on the full one; tapping it brings the full one; "Back to the text"
//! then returns to the same place. Elsewhere (the other views, the last two
//! sections) a bar at the window's foot brings the board.
//!
//! On a wide screen the board stays beside the text, and the dock never
//! shows (the stylesheet hides it).

use crate::ui::model::{Section, ViewName};
use crate::ui::web::board::controls::DirectionPad;
use crate::ui::web::board::swipe::swipe_handlers;
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// The sections whose words are about the board on screen.
const ABOUT_THE_BOARD: [Section; 5] =
    [Section::AgainstChance, Section::Layers, Section::Scoring, Section::Depth, Section::Choice];

#[component]
pub fn BoardDock() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Whether the full board is above the window, and where the reader was
    // when they went up to it (to come back to).
    let away = RwSignal::new(false);
    let came_from = RwSignal::new(None::<f64>);
    let check = move || {
        let grid = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(".play [role=grid]").ok().flatten());
        if let Some(grid) = grid {
            away.try_set(grid.get_bounding_client_rect().bottom() < 0.0);
        }
    };
    let on_scroll = window_event_listener(leptos::ev::scroll, move |_| check());
    // Also when the page starts scrolled (a hand-over keeps the place
    // without a scroll event) and when the window turns.
    let on_resize = window_event_listener(leptos::ev::resize, move |_| check());
    request_animation_frame(check);
    on_cleanup(move || {
        on_scroll.remove();
        on_resize.remove();
    });
    let shown = move || {
        away.get()
            && state.view.get() == ViewName::Article
            && state.section.get().is_none_or(|section| ABOUT_THE_BOARD.contains(&section))
    };
    let to_board = move |_| {
        came_from.set(web_sys::window().and_then(|w| w.scroll_y().ok()));
        browser::scroll_to("game");
        browser::focus(".play [role=grid]");
    };
    let back = move |_| {
        if let (Some(y), Some(window)) = (came_from.get_untracked(), web_sys::window()) {
            window.scroll_to_with_x_and_y(0.0, y);
        }
        came_from.set(None);
    };
    // A stroke on the small board plays, as on the full one; a tap opens it.
    let (on_touch_start, on_touch_move, on_touch_end) = swipe_handlers(state);
    let answer = move || {
        let hint = state.current_hint()?;
        Some(match hint.decision.direction {
            Some(direction) => format!("Hint: {} {}", direction.name(), direction.arrow()),
            None => "No legal move: the game is over.".to_string(),
        })
    };
    view! {
        <div class="dock" role="region" aria-label="The board, docked" hidden=move || !shown()>
            // Named by its words, the tiles a picture of the board: a name
            // set over visible tiles would not contain what is seen.
            <button
                class="dock-board"
                on:click=to_board
                on:touchstart=on_touch_start
                on:touchmove=on_touch_move
                on:touchend=on_touch_end
            >
                <span class="sr-only">"Open the full board"</span>
                <span aria-hidden="true">
                    {move || view! { <MiniBoard board=state.play.with(|p| p.game().board()) large=true /> }}
                </span>
            </button>
            <div class="dock-controls">
                <DirectionPad row=true />
                <div class="dock-hint">
                    <button on:click=move |_| state.ask_hint() disabled=move || state.autoplay.get()>
                        "Hint"
                    </button>
                    <span role="status" data-testid="dock-hint">
                        {answer}
                    </span>
                </div>
            </div>
        </div>
        // Elsewhere on the page (the other views, sections 6 and 7): one tap
        // brings the board back.
        <button class="board-button" hidden=move || !away.get() || shown() on:click=to_board>
            "▲ Board"
        </button>
        <button class="back-to-text" hidden=move || came_from.get().is_none() || away.get() on:click=back>
            "▼ Back to the text"
        </button>
    }
}
