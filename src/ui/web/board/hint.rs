//! The line under the board that gives the hint's answer and where the
//! article explains it (its values are in "From score to move"). Asking
//! for it is the state's (`AppState::ask_hint`): the board, the keys, the
//! dock, a link and the Search tree all ask.

use crate::ui::model::{count, Section, ViewName};
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::open::open_tree_at;
use leptos::prelude::*;

#[component]
pub fn HintLine() -> impl IntoView {
    let state = expect_context::<AppState>();
    let body = move || {
        if state.autoplay.get() {
            return Some(view! { <p class="hint-line muted">"Autoplay is choosing every move."</p> }.into_any());
        }
        let hint = state.current_hint()?;
        // A board with no move needs no search: nothing to say of one.
        let (verdict, detail) = match hint.decision.direction {
            Some(direction) => (
                format!("Hint: move {} {}", direction.name(), direction.arrow()),
                format!(
                    " · depth {} · {} scored in {}{}",
                    hint.decision.depth,
                    count(hint.decision.nodes.leaves, "board", "boards"),
                    browser::millis_text(hint.millis),
                    if hint.no_tree.is_some() { " · a search too large to show as a tree" } else { "" }
                ),
            ),
            None => ("No legal move: the game is over.".to_string(), String::new()),
        };
        let why = move |_| {
            state.view.set(ViewName::Article);
            state.section.set(Some(Section::Choice));
            // Once the article is shown (it may have been hidden behind
            // another view, where nothing scrolls): the section comes to the
            // top and its heading takes the keyboard.
            browser::after(0, || browser::reach_section(Section::Choice.id()));
        };
        // The whole search behind the hint, where it was recorded.
        let tree = (hint.decision.direction.is_some() && hint.no_tree.is_none()).then(|| {
            let open = move |ev: web_sys::MouseEvent| {
                if let Some(recorded) = state.search.get_untracked() {
                    open_tree_at(state, recorded, None, &ev);
                }
            };
            view! {
                " · "
                <button class="link" on:click=open>
                    "Its search tree"
                </button>
            }
        });
        Some(
            view! {
                <p class="hint-line">
                    <strong data-testid="hint-direction">{verdict}</strong>
                    <span class="muted">{detail}</span>
                    " "
                    <button class="link" on:click=why>
                        "Why?"
                    </button>
                    {tree}
                </p>
            }
            .into_any(),
        )
    };
    // Spoken from a region that is always on the page: a region created
    // together with its words is often not heard.
    view! {
        <div class="hint-slot" aria-live="polite">
            {body}
        </div>
    }
}
