//! A lesson as a student works it: one position at a time, the teacher's
//! line and the question, the answer checked against the solver's at once
//! (the first answer counts), then the answers saved as CSV for the
//! teacher. The whole lesson prints as a worksheet.

use super::context::{LessonWork, Lessons, Solutions};
use super::question::Material;
use super::worksheet::{print_worksheet, Worksheet};
use crate::game::{cell_name, Direction};
use crate::solver::ChanceRule;
use crate::ui::model::{answers_csv, group_digits, read_value, solver_answer, worked_step, Given, Question, Solution};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn LessonRunner() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    move || {
        let work = lessons.shown.get()?;
        let solutions = lessons.open_solutions.get()?;
        Some(view! { <Runner work=work solutions=solutions /> })
    }
}

#[component]
fn Runner(work: LessonWork, solutions: Solutions) -> impl IntoView {
    let state = expect_context::<AppState>();
    let lessons = expect_context::<Lessons>();
    let solved = match solutions.solved.as_ref() {
        Ok(solved) => solved.clone(),
        Err(why) => {
            return view! {
                <p class="problem" role="alert">
                    {format!("This lesson cannot be worked here: {why}.")}
                </p>
            }
            .into_any()
        }
    };
    let total = work.lesson.positions.len();
    let title = if work.lesson.title.trim().is_empty() { "A lesson".to_string() } else { work.lesson.title.clone() };
    let at = work.at;
    let position = work.lesson.positions[at].clone();
    let solution = solved[at].clone();
    let given = work.answers[at];
    let answered = work.answers.iter().flatten().count();
    let right = work.answers.iter().zip(&solved).filter(|(a, s)| a.is_some_and(|a| a.is_right(s))).count();
    let go = move |to: usize| {
        lessons.update_work(state, |w| w.at = to);
        request_animation_frame(|| browser::focus("#lesson-position-title"));
    };
    let answer = move |given: Given| {
        lessons.update_work(state, |w| {
            if w.answers[at].is_none() {
                w.answers[at] = Some(given);
            }
        });
        request_animation_frame(|| browser::focus("#lesson-result"));
    };
    let note = (!position.note.trim().is_empty())
        .then(|| view! { <blockquote class="lesson-note">{position.note.clone()}</blockquote> });
    let tree_link = format!("?{}", position.tree_link().encode());
    let export = {
        let work = work.clone();
        let solved = solved.clone();
        move |_| {
            let student = lessons.open.with_untracked(|w| w.as_ref().map(|w| w.student.clone())).unwrap_or_default();
            let csv = answers_csv(&work.lesson, &solved, &student, &work.answers);
            let name = format!("lesson-{}-{}.csv", work.lesson.id(), file_stem(&student));
            if let Err(why) = browser::download(&name, &csv, "text/csv") {
                state.message.set(Some(format!("Your answers could not be saved as a file: {why}.")));
            }
        }
    };
    view! {
        <div class="lesson-runner" data-testid="lesson-runner">
            <h4 id="lesson-open-title">{format!("Lesson: {title}")}</h4>
            <p class="muted">
                {format!(
                    "{total} positions; {answered} answered, {right} right. Your answers stay on this device until you save them as a file.",
                )}
            </p>
            <div class="lesson-position" data-testid="lesson-position">
                <h5 id="lesson-position-title" tabindex="-1">
                    {format!("Position {} of {total}", at + 1)}
                </h5>
                {note}
                <MiniBoard board=position.board large=true />
                <p class="muted">
                    {format!("Searched by {}. ", position.search.label())}
                    <a href=tree_link target="_blank" rel="noopener">
                        "Open its search tree in a new tab"
                    </a>
                </p>
                <p class="lesson-question">
                    <strong>{position.question.asks()}</strong>
                </p>
                <Ask question=position.question solution=solution.clone() given on_answer=answer />
                {given.map(|g| view! { <AnswerResult given=g question=position.question solution=solution.clone() /> })}
            </div>
            <div class="review-actions">
                <button on:click=move |_| go(at.saturating_sub(1)) disabled={at == 0}>
                    "Previous position"
                </button>
                <button id="lesson-next" on:click=move |_| go(at + 1) disabled={at + 1 >= total}>
                    "Next position"
                </button>
            </div>
            <div class="lesson-export">
                <label for="lesson-student">"Your name, for your teacher"</label>
                <input
                    id="lesson-student"
                    type="text"
                    maxlength="60"
                    prop:value=lessons.open.with_untracked(|w| w.as_ref().map(|w| w.student.clone()))
                    on:change=move |ev| {
                        let name = event_target_value(&ev).trim().to_string();
                        lessons.update_work(state, |w| w.student = name);
                    }
                />
                <button on:click=export disabled={answered == 0}>
                    "Save your answers (CSV)"
                </button>
                <button on:click=move |_| print_worksheet()>"Print the worksheet"</button>
                <button on:click=move |_| lessons.close()>"Close the lesson"</button>
            </div>
            <Worksheet work=work.clone() solved=solved.clone() />
        </div>
    }
    .into_any()
}

/// A name made safe for a file name: its words (runs of letters and
/// digits, as `char::is_alphanumeric` has them), in lower case, joined by
/// hyphens.
///
/// The browser's own string functions do it: Rust's `to_lowercase` and
/// `is_alphanumeric` bring Unicode's case and letter tables into the page
/// (about 15 KB), which JavaScript's engine already has.
pub fn file_stem(name: &str) -> String {
    let words = js_sys::RegExp::new(r"[^\p{Alphabetic}\p{N}]+", "u");
    let lower = js_sys::JsString::from(name).to_lower_case();
    let stem = lower
        .split_by_pattern(&words)
        .iter()
        .filter_map(|word| word.as_string())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() {
        "answers".into()
    } else {
        stem
    }
}

/// The controls that answer a question.
#[component]
fn Ask(
    question: Question,
    solution: Solution,
    given: Option<Given>,
    on_answer: impl Fn(Given) + Copy + 'static,
) -> impl IntoView {
    let done = given.is_some();
    match question {
        Question::GuessMove => {
            let board = solution.tree.node(0).board;
            Direction::ALL
                .into_iter()
                .map(|d| {
                    view! {
                        <button
                            class="guess-option"
                            disabled={done || !board.is_legal(d)}
                            on:click=move |_| on_answer(Given::Move(d))
                        >
                            {format!("{} {}", d.arrow(), d.name())}
                        </button>
                    }
                })
                .collect_view()
                .into_any()
        }
        Question::BeTheSolver => {
            let typed = RwSignal::new(String::new());
            let problem = RwSignal::new(None::<String>);
            let check = move || match read_value(&typed.get_untracked()).filter(|v| v.is_finite()) {
                Some(value) => {
                    problem.set(None);
                    on_answer(Given::Value(value));
                }
                None => problem.set(Some(format!("“{}” is not a number.", typed.get_untracked().trim()))),
            };
            view! {
                <Material question=question solution=solution />
                <form
                    class="lesson-value"
                    on:submit=move |ev| {
                        ev.prevent_default();
                        check();
                    }
                >
                    <label for="lesson-value">"The chance node's value"</label>
                    <input
                        id="lesson-value"
                        type="text"
                        inputmode="decimal"
                        disabled=done
                        on:input=move |ev| typed.set(event_target_value(&ev))
                    />
                    <button type="submit" disabled=done>
                        "Check"
                    </button>
                </form>
                <p class="problem" role="alert" hidden=move || problem.with(Option::is_none)>
                    {move || problem.get()}
                </p>
            }
            .into_any()
        }
        Question::PredictChance => {
            let options = solution
                .chance
                .iter()
                .flat_map(|c| c.rows.iter())
                .map(|row| {
                    let cell = row.cell;
                    view! {
                        <button class="guess-option" disabled=done on:click=move |_| on_answer(Given::Cell(cell))>
                            {cell_name(cell)}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <Material question=question solution=solution />
                <div class="guess-options" role="group" aria-label="The sampled cells">
                    {options}
                </div>
            }
            .into_any()
        }
    }
}

/// The answer checked, and the solver's own.
#[component]
fn AnswerResult(given: Given, question: Question, solution: Solution) -> impl IntoView {
    let right = given.is_right(&solution);
    let solver = match solver_answer(question, &solution) {
        Some(Given::Move(d)) => format!("the solver plays {}", d.name()),
        Some(Given::Value(v)) => format!("the search makes it {}", group_digits(v)),
        Some(Given::Cell(c)) => format!("{} pulls it down most", cell_name(c)),
        None => "the search has no chance node here".to_string(),
    };
    let said = if right { format!("Right: {solver}.") } else { format!("Not {}: {solver}.", given.in_words()) };
    let worked = solution.chance.as_ref().filter(|_| question != Question::GuessMove).map(|chance| {
        let lines = worked_step(chance, ChanceRule::Mean);
        view! { <ul class="worked-step">{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul> }
    });
    view! {
        <p
            id="lesson-result"
            tabindex="-1"
            role="status"
            data-testid="lesson-result"
            class=if right { "verdict right" } else { "verdict wrong" }
        >
            {said}
        </p>
        {worked}
    }
}
