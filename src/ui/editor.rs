//! The board editor: any position, set up by hand, tile by tile (a field
//! per cell, so click, tap and keyboard all work) or as the CLI's sixteen
//! numbers pasted at once. Nothing changes until the whole board is valid;
//! then the game starts from it (Undo comes back to it).

use super::browser;
use super::context::AppState;
use super::notes::ProblemLine;
use crate::game::{parse_board, Board};
use leptos::prelude::*;

#[component]
pub fn BoardEditor() -> impl IntoView {
    let state = expect_context::<AppState>();
    let faces = state.play.with_untracked(|p| p.game().board().faces());
    let cells: [RwSignal<String>; 16] =
        std::array::from_fn(|i| RwSignal::new(if faces[i] == 0 { String::new() } else { faces[i].to_string() }));
    let pasted = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    // Closing the editor takes its fields away: the keys go back to the board.
    let close = move || {
        state.editing.set(false);
        browser::focus("[role=grid]");
    };
    let apply_text = move |text: &str| match checked(text) {
        Ok(board) => {
            problem.set(None);
            state.set_up(board);
            close();
        }
        Err(why) => problem.set(Some(why)),
    };
    let apply_cells = move || {
        let text = cells.map(|c| c.get_untracked()).map(|v| if v.trim().is_empty() { "0".to_string() } else { v });
        apply_text(&text.join(","));
    };
    // The sixteen numbers, when some were pasted (they are the more
    // deliberate of the two), else the cells.
    let start = move || {
        let text = pasted.get_untracked();
        if text.trim().is_empty() {
            apply_cells();
        } else {
            apply_text(&text);
        }
    };
    // Enter starts from the board; Escape, in any field, is Cancel.
    let on_cell_key = move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
        "Enter" => {
            ev.prevent_default();
            apply_cells();
        }
        "Escape" => close(),
        _ => {}
    };
    let grid = (0..4)
        .map(|row| {
            let fields = (0..4)
                .map(|column| {
                    let cell = cells[4 * row + column];
                    view! {
                        <input
                            class="editor-cell"
                            inputmode="numeric"
                            autocomplete="off"
                            aria-label=format!("Row {}, column {}", row + 1, column + 1)
                            placeholder="·"
                            prop:value=move || cell.get()
                            on:input=move |ev| cell.set(event_target_value(&ev))
                            on:keydown=on_cell_key
                        />
                    }
                })
                .collect_view();
            view! { <div class="editor-row">{fields}</div> }
        })
        .collect_view();
    view! {
        <section id="board-editor" class="editor" aria-labelledby="editor-title">
            <h3 id="editor-title">"Set up a board"</h3>
            <p class="help">
                "Type a tile (2, 4, 8 … 32768) into any cell, or leave it empty; Enter starts the game from this board. "
                "Later tiles come from the game's seed."
            </p>
            <div class="editor-grid">{grid}</div>
            <label for="board-text">"Board (16 numbers)"</label>
            <input
                id="board-text"
                class="board-text"
                autocomplete="off"
                placeholder="2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2"
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))
                on:keydown=move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
                    "Enter" => {
                        ev.prevent_default();
                        apply_text(&pasted.get_untracked());
                    }
                    "Escape" => close(),
                    _ => {}
                }
            />
            <div class="editor-actions">
                <button on:click=move |_| start()>"Start from this board"</button>
                <button on:click=move |_| cells.iter().for_each(|c| c.set(String::new()))>"Clear board"</button>
                <button on:click=move |_| close()>"Cancel"</button>
            </div>
            <ProblemLine problem alert=true />
        </section>
    }
}

/// The board `text` names, or why it cannot be played from: sixteen
/// numbers, each 0 or a power of two from 2 to 32768, at least one tile.
fn checked(text: &str) -> Result<Board, String> {
    let board = parse_board(text).map_err(|e| format!("That board cannot be used: {e}. Nothing was changed."))?;
    if board == Board::EMPTY {
        return Err("Put at least one tile on the board. Nothing was changed.".into());
    }
    Ok(board)
}
