//! The board editor: any position, set up by hand, tile by tile (a field
//! per cell, so click, tap and keyboard all work) or as the CLI's sixteen
//! numbers pasted at once (the two show one board: each follows the
//! other). Nothing changes until the whole board is valid;
//! then the game starts from it (Undo comes back to it).

use crate::game::{board_values, parse_board, Board};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::status::ProblemLine;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn BoardEditor() -> impl IntoView {
    let state = expect_context::<AppState>();
    let faces = state.play.with_untracked(|p| p.game().board().faces());
    let cells: [RwSignal<String>; 16] =
        std::array::from_fn(|i| RwSignal::new(if faces[i] == 0 { String::new() } else { faces[i].to_string() }));
    let text = RwSignal::new(faces.map(|face| face.to_string()).join(","));
    let problem = RwSignal::new(None::<String>);
    // One board in two forms, each following the other as it is edited:
    // the cells write the text; text that splits into sixteen values as
    // Start splits it (`board_values`) fills the cells
    // (other text leaves them, and Start says what is wrong with it). So
    // the text always holds the latest edit, and Start reads only it.
    let cells_to_text = move || {
        let values = cells
            .map(|cell| cell.with_untracked(|v| if v.trim().is_empty() { "0".into() } else { v.trim().to_string() }));
        text.set(values.join(","));
    };
    let text_to_cells = move |typed: &str| {
        if let Ok(values) = board_values(typed) {
            for (cell, value) in cells.iter().zip(values) {
                cell.set(if value == "0" { String::new() } else { value.to_string() });
            }
        }
    };
    // Closing the editor takes its fields away: the keys go back to the board.
    let close = move || {
        state.editing.set(false);
        browser::focus("[role=grid]");
    };
    let start = move || match checked(&text.get_untracked()) {
        Ok(board) => {
            problem.set(None);
            state.set_up(board);
            close();
        }
        Err(why) => problem.set(Some(why)),
    };
    // Enter, in a field, starts from the board; Escape, anywhere in the
    // editor, is Cancel.
    let on_field_key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Enter" {
            ev.prevent_default();
            start();
        }
    };
    let on_editor_key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" {
            close();
        }
    };
    let clear = move |_| {
        cells.iter().for_each(|cell| cell.set(String::new()));
        cells_to_text();
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
                            on:input=move |ev| {
                                cell.set(event_target_value(&ev));
                                cells_to_text();
                            }
                            on:keydown=on_field_key
                        />
                    }
                })
                .collect_view();
            view! { <div class="editor-row">{fields}</div> }
        })
        .collect_view();
    view! {
        <section id="board-editor" class="editor" aria-labelledby="editor-title" on:keydown=on_editor_key>
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
                prop:value=move || text.get()
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    text_to_cells(&typed);
                    text.set(typed);
                }
                on:keydown=on_field_key
            />
            <div class="editor-actions">
                <button on:click=move |_| start()>"Start from this board"</button>
                <button on:click=clear>"Clear board"</button>
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
