//! The Compare view: two solvers on the board on screen, the sampling
//! variance, and the post-mortem of the game.

use super::postmortem::PostMortem;
use super::side_by_side::SideBySide;
use super::variance::SamplingVariance;
use leptos::prelude::*;

#[component]
pub fn ComparePanel() -> impl IntoView {
    view! {
        <section class="panel compare" aria-labelledby="compare-title">
            <h2 id="compare-title">"Two solvers, one board"</h2>
            <p class="muted">
                "Everything here is about the board on screen: play, scrub the timeline or set up a board, then compare."
            </p>
            <SideBySide />
            <SamplingVariance />
            <PostMortem />
        </section>
    }
}
