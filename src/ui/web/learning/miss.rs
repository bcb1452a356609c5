//! Why not the reader's move, shown: the gap in a unit a reader can
//! picture, the spawns after the reader's move that cost it most (each
//! with the board it leads to, and a way into the search tree at that
//! node), and the rules of thumb the solver's own move breaks.

use crate::analysis::miss::explain_miss_at;
use crate::game::Direction;
use crate::ui::model::{miss_in_words, Recorded};
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::open::open_tree_at;
use leptos::prelude::*;

/// `pick` set beside the move max node `node` keeps in `recorded`'s search
/// (the root's by default: the solver's move), nothing when they agree.
#[component]
pub fn MissExplained(
    recorded: Recorded,
    pick: Direction,
    #[prop(optional)] node: u32,
    /// Shown inside the Search tree view itself: no way into it.
    #[prop(optional)]
    in_tree: bool,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(miss) = explain_miss_at(&recorded.tree, node, pick) else { return ().into_any() };
    let words = miss_in_words(&miss, recorded.tree.config());
    let spawns = words
        .spawns
        .into_iter()
        .map(|(spawn, sentence)| {
            let recorded = recorded.clone();
            let open = move |ev: web_sys::MouseEvent| open_tree_at(state, recorded.clone(), Some(spawn.node), &ev);
            view! {
                <li class="miss-spawn">
                    <MiniBoard board=spawn.board marked=1 << spawn.cell large=true />
                    <div>
                        <p>{sentence}</p>
                        {(!in_tree)
                            .then(|| {
                                view! {
                                    <button class="link" on:click=open.clone()>
                                        "Open this spawn in the search tree"
                                    </button>
                                }
                            })}
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
