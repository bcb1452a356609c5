//! The teacher's view of a class: the students' answer files read back
//! (several at once), each checked against the lesson on this page, and per
//! position how the class answered, every answer checked again against the
//! solver's. The files are read here and go nowhere.

use super::context::{Lessons, Solutions};
use crate::ui::model::{
    class_summary, read_answers, share_percent, solver_answer, student_right, Given, Lesson, StudentFile,
};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The lesson the class answered: the one open here, else the one being
/// made.
fn lesson_here(lessons: Lessons) -> Option<(Lesson, &'static str)> {
    if let Some(lesson) = lessons.shown.with(|w| w.as_ref().map(|w| w.lesson.clone())) {
        return Some((lesson, "the lesson open on this page"));
    }
    lessons.draft.with(|d| d.check().is_ok().then(|| (d.clone(), "the lesson you are making")))
}

#[component]
pub fn ClassView() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    let files = RwSignal::new(Vec::<StudentFile>::new());
    let refused = RwSignal::new(Vec::<String>::new());
    let lesson = Memo::new(move |_| lesson_here(lessons));
    // Worked only once there are answers to check, and not again for the
    // lesson open here, whose solutions are worked already.
    let solutions = Memo::new(move |_| {
        if files.with(Vec::is_empty) {
            return None;
        }
        lesson.with(|l| {
            let (l, _) = l.as_ref()?;
            let id = l.id();
            Some(lessons.open_solutions.get().filter(|s| s.id == id).unwrap_or_else(|| Solutions::of(l)))
        })
    });
    // Files read for another lesson do not carry over.
    Effect::new(move |previous: Option<Option<String>>| {
        let id = lesson.with(|l| l.as_ref().map(|(l, _)| l.id()));
        if previous.is_some_and(|p| p != id) {
            files.set(Vec::new());
            refused.set(Vec::new());
        }
        id
    });
    let read = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(list) = input.files() else { return };
        let chosen: Vec<web_sys::File> = (0..list.length()).filter_map(|i| list.get(i)).collect();
        input.set_value("");
        let Some((lesson, _)) = lesson.get_untracked() else { return };
        leptos::task::spawn_local(async move {
            let mut read_files = Vec::new();
            let mut why_not = Vec::new();
            for file in chosen {
                let name = file.name();
                let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
                let result =
                    text.ok_or_else(|| "it could not be read".to_string()).and_then(|t| read_answers(&lesson, &t));
                let known = |student: &str| files.with_untracked(|f| f.iter().any(|f| f.student == student));
                match result {
                    Ok(file)
                        if known(&file.student)
                            || read_files.iter().any(|f: &StudentFile| f.student == file.student) =>
                    {
                        why_not.push(format!("{name}: {} is read already; the first file kept.", file.student))
                    }
                    Ok(file) => read_files.push(file),
                    Err(why) => why_not.push(format!("{name}: not read: {why}.")),
                }
            }
            files.update(|f| f.extend(read_files));
            refused.set(why_not);
        });
    };
    let table = move || {
        let (lesson, _) = lesson.get()?;
        let solved = solutions.get()?.solved;
        let Ok(solved) = solved.as_ref() else { return None };
        let files = files.get();
        if files.is_empty() {
            return None;
        }
        let summary = class_summary(&lesson, solved, &files);
        let rows = lesson
            .positions
            .iter()
            .zip(solved)
            .zip(summary)
            .enumerate()
            .map(|(i, ((p, s), sum))| {
                let share = if sum.answered == 0 {
                    "—".to_string()
                } else {
                    share_percent(f64::from(sum.right), f64::from(sum.answered), 0)
                };
                // As the page says them (a cell by row and column, a value's
                // digits grouped), not as files write them.
                let said = |text: &str| Given::read(p.question, text).map_or(text.to_string(), Given::in_words);
                let answers: Vec<String> = sum.answers.iter().map(|(a, n)| format!("{} × {n}", said(a))).collect();
                view! {
                    <tr>
                        <th scope="row">{(i + 1).to_string()}</th>
                        <td>{p.question.key()}</td>
                        <td>{solver_answer(p.question, s).map_or(String::new(), Given::in_words)}</td>
                        <td>{format!("{} of {}", sum.right, sum.answered)}</td>
                        <td>{share}</td>
                        <td>{answers.join(", ")}</td>
                    </tr>
                }
            })
            .collect_view();
        let students: Vec<String> = files
            .iter()
            .map(|f| format!("{} ({} of {} right)", f.student, student_right(f, solved), f.answers.len()))
            .collect();
        Some(view! {
            <p data-testid="class-students">
                {format!(
                    "{} read: {}.",
                    if files.len() == 1 { "1 student".to_string() } else { format!("{} students", files.len()) },
                    students.join("; "),
                )}
            </p>
            <div class="table-scroll" tabindex="0" role="region" aria-label="How the class answered">
                <table class="class-table" data-testid="class-table">
                    <caption>
                        "How the class answered, position by position (each answer checked against the solver's)"
                    </caption>
                    <thead>
                        <tr>
                            <th scope="col">"Position"</th>
                            <th scope="col">"Question"</th>
                            <th scope="col">"Solver"</th>
                            <th scope="col">"Right"</th>
                            <th scope="col">"Share"</th>
                            <th scope="col">"Answers given"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        })
    };
    view! {
        <details class="class-view">
            <summary>"Read your class's answers"</summary>
            {move || match lesson.get() {
                Some((_, which)) => {
                    view! {
                        <p class="help">
                            {format!(
                                "Answer files are checked against {which}: files for another lesson are refused, and each answer is checked again here, whatever the file says.",
                            )}
                        </p>
                        <label for="class-files">"Students' answer files (CSV; pick several at once)"</label>
                        <input id="class-files" type="file" multiple accept=".csv,text/csv" on:change=read />
                        <button on:click=move |_| {
                            files.set(Vec::new());
                            refused.set(Vec::new());
                        }>"Clear the files read"</button>
                    }
                        .into_any()
                }
                None => {
                    view! {
                        <p class="muted">"Make a lesson above, or open one from its link, to read answers to it."</p>
                    }
                        .into_any()
                }
            }}
            <div class="problem" role="alert" hidden=move || refused.with(Vec::is_empty)>
                <ul>{move || refused.get().into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
            </div>
            {table}
        </details>
    }
}
