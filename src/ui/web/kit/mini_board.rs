//! A small drawing of a board, for search-tree rows and node details.

use crate::game::Board;
use leptos::prelude::*;

/// Sixteen tiny cells coloured like the game's tiles. `marked` cells get
/// an outline (a spawned tile, sampled cells); `skipped` cells are hatched
/// (empty cells the sampling left out).
#[component]
pub fn MiniBoard(
    board: Board,
    #[prop(optional)] marked: u16,
    #[prop(optional)] skipped: u16,
    #[prop(optional)] large: bool,
) -> impl IntoView {
    let cells = (0..16)
        .map(|cell| {
            let exponent = board.exponent(cell);
            let mut class = format!("mini-cell t{exponent}");
            if marked & (1 << cell) != 0 {
                class.push_str(" marked");
            }
            if skipped & (1 << cell) != 0 {
                class.push_str(" skipped");
            }
            let text = if large && exponent != 0 { (1u32 << exponent).to_string() } else { String::new() };
            view! { <span class=class>{text}</span> }
        })
        .collect_view();
    // The large picture is a board of its own, read out row by row; the
    // small one sits in a tree row that says in words what it shows (the
    // node's details read its board), so it is left out of the row's name.
    if !large {
        return view! {
            <span class="mini-board" aria-hidden="true">
                {cells}
            </span>
        }
        .into_any();
    }
    view! {
        <span class="mini-board large" role="img" aria-label=rows_in_words(board)>
            {cells}
        </span>
    }
    .into_any()
}

/// "Board, row by row: 2, 4, empty, empty; …".
fn rows_in_words(board: Board) -> String {
    let faces = board.faces();
    let rows = faces
        .chunks(4)
        .map(|row| {
            row.iter().map(|&v| if v == 0 { "empty".to_string() } else { v.to_string() }).collect::<Vec<_>>().join(", ")
        })
        .collect::<Vec<_>>();
    format!("Board, row by row: {}", rows.join("; "))
}
