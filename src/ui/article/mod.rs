//! The article: the solver explained step by step, each idea beside the
//! live widget it talks about, all on the game being played and the one
//! solver configuration the rest of the page uses.
//!
//! One file per section; [`knobs`] puts the parameters into the sentences
//! that quote them, and [`contents`] is the table of contents.

pub mod chance;
pub mod choice;
pub mod contents;
pub mod depth;
pub mod knobs;
pub mod layers;
pub mod onward;
pub mod results;
pub mod scoring;
pub mod wall;
pub mod wall_chart;
pub mod explained;

use crate::ui::state::AppState;
use crate::ui::kit::status::ProblemLine;
use leptos::prelude::*;

pub use contents::Contents;

/// Every section's anchor and heading, in reading order.
pub const SECTIONS: [(&str, &str); 7] = [
    ("against-chance", "A game against chance"),
    ("layers", "Expectimax: max and chance layers"),
    ("scoring", "Scoring a board"),
    ("depth", "Searching deeper when it matters"),
    ("choice", "From score to move"),
    ("how-well", "How well does it play?"),
    ("go-deeper", "Go deeper"),
];

/// The lowest smoothness weight a reader may set, in the article and on
/// the Heuristic tab alike (a negative weight rewards rough boards, which
/// is worth trying).
pub const LEAST_SMOOTHNESS_WEIGHT: f64 = -crate::solver::MAX_WEIGHT;

#[component]
pub fn Article() -> impl IntoView {
    let state = expect_context::<AppState>();
    provide_context(knobs::Speaking::default());
    view! {
        <article class="article" aria-labelledby="article-title">
            <header class="article-head">
                <h1 id="article-title" class="article-title">"How a 2048 solver looks ahead"</h1>
                <p class="lede">
                    "An expectimax solver, explained on the game beside this text: play a move, and every number "
                    "below is recomputed for the board you made. Change a number in a sentence, and the solver "
                    "changes with it."
                </p>
                <p class="muted">
                    {move || if state.is_article() {
                        "These are the article's settings.".to_string()
                    } else {
                        "The solver no longer runs with the article's settings.".to_string()
                    }}
                    " "
                    <knobs::SettingsBadge />
                </p>
                <ProblemLine problem=state.analysis_problem alert=true />
            </header>
            <chance::AgainstChance />
            <layers::Layers />
            <scoring::Scoring />
            <depth::Depth />
            <choice::Choice />
            <results::HowWell />
            <onward::GoDeeper />
        </article>
    }
}

/// A section of the article: an `h2` with a stable anchor, then its body.
#[component]
fn Section(index: usize, children: Children) -> impl IntoView {
    let (id, title) = SECTIONS[index];
    view! {
        <section class="article-section" id=id aria-labelledby=format!("{id}-title")>
            // Focusable from the page (a "Why?" that leads here), not a tab stop.
            <h2 id=format!("{id}-title") tabindex="-1">
                <span class="section-number" aria-hidden="true">{format!("{}", index + 1)}</span>
                {title}
            </h2>
            {children()}
        </section>
    }
}

/// The recorded search of the position on screen under the current
/// settings, once it is there (a stale one is never shown).
fn analysed(state: AppState) -> Option<crate::ui::state::Recorded> {
    let position = state.position.get();
    state.analysis.get().filter(|recorded| {
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
fn NoSearch(#[prop(optional)] waiting: &'static str) -> impl IntoView {
    let state = expect_context::<AppState>();
    move || match state.analysis_problem.get() {
        Some(why) => Some(view! { <p class="problem">{why}</p> }.into_any()),
        None => (!waiting.is_empty()).then(|| view! { <p class="muted">{waiting}</p> }.into_any()),
    }
}
