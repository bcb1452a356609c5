//! The hint, under the board: the move the solver would play here, and
//! where the article explains why (its values are in "From score to move").

use crate::ui::kit::browser;
use crate::ui::state::{AppState, Panel};
use crate::ui::model::count;
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
            state.panel.set(Panel::Article);
            state.section.set("choice");
            // Once the article is shown (it may have been hidden behind
            // another view, where nothing scrolls): the section comes to the
            // top and its heading takes the keyboard.
            browser::after(0, || browser::reach_section("choice"));
        };
        Some(
            view! {
                <p class="hint-line">
                    <strong data-testid="hint-direction">{verdict}</strong>
                    <span class="muted">{detail}</span>
                    " "
                    <button class="link" on:click=why>"Why?"</button>
                </p>
            }
            .into_any(),
        )
    };
    // Spoken from a region that is always on the page: a region created
    // together with its words is often not heard.
    view! { <div class="hint-slot" aria-live="polite">{body}</div> }
}
