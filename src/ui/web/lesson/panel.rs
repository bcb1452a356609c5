//! "Lessons for a class", in Compare: the lesson opened from a link (if
//! any) to work, then making one and reading a class's answers.

use super::class::ClassView;
use super::context::Lessons;
use super::maker::LessonMaker;
use super::student::LessonRunner;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn LessonsPanel() -> impl IntoView {
    // The lessons are made here, with the view that shows them.
    Lessons::provide(expect_context::<AppState>());
    view! {
        <section class="lessons" aria-labelledby="lessons-title">
            <h3 id="lessons-title" tabindex="-1">
                "Lessons for a class"
            </h3>
            <LessonRunner />
            <LessonMaker />
            <ClassView />
        </section>
    }
}
