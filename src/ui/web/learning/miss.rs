//! Why not the reader's move, shown: the gap in a unit a reader can
//! picture, the spawns after the reader's move that cost it most (each
//! with the board it leads to, and a way into the search tree at that
//! node), and the rules of thumb the solver's own move breaks.

use crate::analysis::miss::explain_miss;
use crate::game::Direction;
use crate::ui::model::{miss_in_words, Panel, Recorded};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::kit::navigation::open_from_link;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// `pick` set beside the solver's move in `recorded`'s search (nothing
/// when the pick is the solver's move).
#[component]
pub fn MissExplained(recorded: Recorded, pick: Direction) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(miss) = explain_miss(&recorded.tree, pick) else { return ().into_any() };
    let words = miss_in_words(&miss, recorded.tree.config());
    let spawns = words
        .spawns
        .into_iter()
        .map(|(spawn, sentence)| {
            let recorded = recorded.clone();
            let open = move |ev: web_sys::MouseEvent| {
                state.tree_node.set(Some(spawn.node));
                state.search.set(Some(recorded.clone()));
                open_from_link(state, Panel::Tree, &ev);
                browser::after(0, crate::ui::web::tree::show_outline);
            };
            view! {
                <li class="miss-spawn">
                    <MiniBoard board=spawn.board marked=1 << spawn.cell large=true />
                    <div>
                        <p>{sentence}</p>
                        <button class="link" on:click=open>"Open this spawn in the search tree"</button>
                    </div>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="miss" data-testid="miss">
            <p>{words.gap}</p>
            <ul class="miss-spawns">{spawns}</ul>
            {words.rules.into_iter().map(|rule| view! { <p class="miss-rule">{rule}</p> }).collect_view()}
        </div>
    }
    .into_any()
}
