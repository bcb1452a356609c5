//! The Compare view: two solvers on the board on screen, the sampling
//! variance, and the post-mortem of the game; before them, the coach
//! and lessons for a class.

use super::postmortem::PostMortem;
use super::side_by_side::SideBySide;
use super::variance::SamplingVariance;
use crate::ui::web::coach::notebook::NotebookPanel;
use crate::ui::web::coach::panel::CoachPanel;
use crate::ui::web::lesson::panel::LessonsPanel;
use leptos::prelude::*;

#[component]
pub fn CompareView() -> impl IntoView {
    view! {
        <section class="panel compare" aria-labelledby="compare-title">
            <h2 id="compare-title">"You, the solver, and its rivals"</h2>
            <p class="muted">
                "First your own moves in this game beside the solver's; then everything is about the board on screen: play, scrub the timeline or set up a board, then compare."
            </p>
            <CoachPanel />
            <NotebookPanel />
            <LessonsPanel />
            <SideBySide />
            <SamplingVariance />
            <PostMortem />
        </section>
    }
}
