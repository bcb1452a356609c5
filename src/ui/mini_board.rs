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
    let label = board.faces().map(|v| v.to_string()).join(" ");
    view! {
        <span class=if large { "mini-board large" } else { "mini-board" } role="img" aria-label=format!("board {label}")>
            {cells}
        </span>
    }
}
