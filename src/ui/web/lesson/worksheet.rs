//! The lesson as a worksheet to print: every position with its board, the
//! teacher's line, the question and what it needs, and the student's
//! answer (or a line to write it on). It is kept out of sight on screen;
//! "Print the worksheet" prints it alone, without the page's controls.

use super::context::{LessonWork, Lessons};
use super::question::Material;
use crate::ui::model::Solution;
use crate::ui::web::kit::mini_board::MiniBoard;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[component]
pub fn Worksheet(work: LessonWork, solved: Vec<Solution>) -> impl IntoView {
    let title = if work.lesson.title.trim().is_empty() { "A lesson".to_string() } else { work.lesson.title.clone() };
    let lessons = expect_context::<Lessons>();
    // The one part that follows the name as it is typed.
    let student = move || {
        lessons.open.with(|w| match w.as_ref().map(|w| w.student.as_str()) {
            Some(name) if !name.is_empty() => format!("Name: {name}"),
            _ => "Name: ____________________".to_string(),
        })
    };
    let items = work
        .lesson
        .positions
        .iter()
        .zip(solved)
        .zip(&work.answers)
        .enumerate()
        .map(|(i, ((position, solution), given))| {
            let answer = match given {
                Some(g) => {
                    let mark = if g.is_right(&solution) { "right" } else { "not the solver's" };
                    format!("Answer: {} ({mark})", g.in_words())
                }
                None => "Answer: ____________________".into(),
            };
            let note = (!position.note.trim().is_empty())
                .then(|| view! { <blockquote class="lesson-note">{position.note.clone()}</blockquote> });
            view! {
                <li class="worksheet-item">
                    <h3>{format!("Position {}", i + 1)}</h3>
                    {note}
                    <MiniBoard board=position.board large=true />
                    <p>
                        <strong>{position.question.asks()}</strong>
                    </p>
                    <Material question=position.question solution=solution />
                    <p class="worksheet-answer">{answer}</p>
                </li>
            }
        })
        .collect_view();
    view! {
        <div id="lesson-worksheet" class="lesson-worksheet" hidden>
            <h2>{title}</h2>
            <p>{student}</p>
            <ol class="worksheet-items">{items}</ol>
        </div>
    }
}

/// Prints the worksheet alone: a copy of it is put at the top of the
/// page's body, marked so that the print styles show it and nothing else,
/// and taken away once the browser has printed.
pub fn print_worksheet() {
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    let (Some(body), Some(sheet)) = (document.body(), document.get_element_by_id("lesson-worksheet")) else { return };
    let Ok(copy) = sheet.clone_node_with_deep(true).map(|n| n.unchecked_into::<web_sys::Element>()) else { return };
    copy.set_id("lesson-print");
    let _ = copy.remove_attribute("hidden");
    let _ = body.append_child(&copy);
    let _ = body.set_attribute("data-printing", "lesson");
    // The dialog holds the page until the reader is done with it.
    let _ = window.print();
    let _ = body.remove_attribute("data-printing");
    copy.remove();
}
