//! What every section of the article shares: its heading and anchor, the
//! search it explains, and the line that says why there is none.

use crate::ui::model::{Recorded, Section};
use crate::ui::web::kit::focus::SkipToViews;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// A section of the article: an `h2` with a stable anchor, then its body.
#[component]
pub fn ArticleSection(section: Section, children: Children) -> impl IntoView {
    let (id, title) = (section.id(), section.title());
    view! {
        <section class="article-section" id=id aria-labelledby=format!("{id}-title")>
            // Focusable from the page (a "Why?" that leads here), not a tab stop.
            <h2 id=format!("{id}-title") tabindex="-1">
                <span class="section-number" aria-hidden="true">
                    {section.number().to_string()}
                </span>
                {title}
            </h2>
            <SkipToViews text="Back to the view tabs" />
            {children()}
        </section>
    }
}

/// The recorded search of the position on screen under the current
/// settings, once it is there (a stale one is never shown).
pub fn analysed(state: AppState) -> Option<Recorded> {
    let position = state.position.get();
    state.article_search.get().filter(|recorded| {
        recorded.tree.board() == position.board
            && recorded.tree.seed() == position.seed
            && state.config.with(|c| c == recorded.tree.config())
    })
}

/// Where a section shows part of the solver's search and there is none:
/// why, when the search is too large to record (said here, beside the
/// knob the reader just turned, not only at the top of the article), or
/// else `waiting` (what will appear), if anything.
#[component]
pub fn NoSearch(#[prop(optional)] waiting: &'static str) -> impl IntoView {
    let state = expect_context::<AppState>();
    move || match state.article_search_problem.get() {
        Some(why) => Some(view! { <p class="problem">{why}</p> }.into_any()),
        None => (!waiting.is_empty()).then(|| view! { <p class="muted">{waiting}</p> }.into_any()),
    }
}
