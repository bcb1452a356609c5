//! Making a lesson: positions taken from the board on screen (so from the
//! editor and the timeline too), the notebook or the bank of test
//! positions, each with a question, a search size and a line of the
//! teacher's own; then the whole lesson as one link to hand out. The lesson
//! being made is kept on this device.

use super::context::Lessons;
use crate::game::Board;
use crate::ui::model::Notebook;
use crate::ui::model::{
    Lesson, LessonPosition, Question, SearchSize, MOST_NOTE_CHARS, MOST_POSITIONS, MOST_TITLE_CHARS,
};
use crate::ui::web::coach::Coach;
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::learning::bank;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// Where a new position comes from, as the form's menu names it.
fn sources(notebook: RwSignal<Notebook>) -> Vec<(String, String)> {
    let mut out = vec![("screen".to_string(), "The board on screen".to_string())];
    notebook.with(|n| {
        out.extend(
            n.cards
                .iter()
                .enumerate()
                .map(|(i, c)| (format!("notebook-{i}"), format!("Notebook card {} (you: {})", i + 1, c.yours.name()))),
        )
    });
    if let Ok(bank) = bank() {
        out.extend(
            bank.positions
                .iter()
                .map(|p| (format!("bank-{}", p.id), format!("Test bank {} ({})", p.id, p.stage.name()))),
        );
    }
    out
}

/// The board a source names, and the seed of the game set up on it (the
/// search seed of the board on screen; for others, one taken from the
/// position, so that adding it twice gives the same search).
fn take(state: AppState, notebook: RwSignal<Notebook>, source: &str) -> Option<(Board, u64)> {
    if source == "screen" {
        return Some(state.position.with_untracked(|p| (p.board, p.seed)));
    }
    if let Some(i) = source.strip_prefix("notebook-").and_then(|i| i.parse::<usize>().ok()) {
        return notebook.with_untracked(|n| n.cards.get(i).map(|c| (c.board, c.board.raw())));
    }
    let id = source.strip_prefix("bank-")?.parse::<u32>().ok()?;
    bank().ok()?.positions.iter().find(|p| p.id == id).map(|p| (p.board, p.seed))
}

#[component]
pub fn LessonMaker() -> impl IntoView {
    let state = expect_context::<AppState>();
    let notebook = expect_context::<Coach>().notebook(state);
    let lessons = expect_context::<Lessons>();
    let source = RwSignal::new("screen".to_string());
    let question = RwSignal::new(Question::GuessMove);
    let search = RwSignal::new(SearchSize::Article);
    let note = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    let copied = RwSignal::new(None::<String>);
    let add = move || {
        let Some((board, seed)) = take(state, notebook, &source.get_untracked()) else {
            problem.set(Some("That position is no longer there: pick another.".into()));
            return;
        };
        let position = LessonPosition {
            board,
            seed,
            question: question.get_untracked(),
            search: search.get_untracked(),
            note: note.get_untracked().trim().to_string(),
        };
        match lessons.draft.with_untracked(|d| d.check_position(&position)) {
            Ok(()) => {
                lessons.update_draft(state, |d| d.positions.push(position));
                note.set(String::new());
                problem.set(None);
                copied.set(None);
                let n = lessons.draft.with_untracked(|d| d.positions.len());
                state.announce(&format!("Position {n} added to the lesson."));
            }
            Err(why) => problem.set(Some(format!("Not added: {why}."))),
        }
    };
    let link = move || lessons.draft.with(|d| d.check().map(|()| format!("{}?{}", browser::page_base(), d.encode())));
    let copy = move |_| {
        let Ok(text) = link() else { return };
        leptos::task::spawn_local(async move {
            let said = match browser::copy_text(&text).await {
                Ok(()) => "Copied: paste it into a message to your class.",
                Err(()) => "This browser would not copy it: select the link and copy it by hand.",
            };
            copied.set(Some(said.to_string()));
        });
    };
    let list = move || {
        let positions = lessons.draft.with(|d| d.positions.clone());
        positions
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                let note = if p.note.is_empty() { String::new() } else { format!(" “{}”", p.note) };
                view! {
                    <li class="lesson-item">
                        <MiniBoard board=p.board />
                        <span>{format!("{}. {} — {}.{note}", i + 1, p.question.label(), p.search.label())}</span>
                        <button
                            on:click=move |_| lessons.update_draft(state, |d| d.positions.swap(i, i - 1))
                            disabled={i == 0}
                            aria-label=format!("Move position {} up", i + 1)
                        >
                            "Up"
                        </button>
                        <button
                            on:click=move |_| {
                                lessons
                                    .update_draft(
                                        state,
                                        |d| {
                                            d.positions.remove(i);
                                        },
                                    );
                                copied.set(None);
                            }
                            aria-label=format!("Remove position {}", i + 1)
                        >
                            "Remove"
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <details class="lesson-maker">
            <summary>"Make a lesson for a class"</summary>
            <p class="help">
                {format!(
                    "Pick up to {MOST_POSITIONS} positions, each with a question and a line of your own. The lesson becomes one link: everyone who opens it gets the same positions, searched the same way, and can save their answers as a file for you to read below.",
                )}
            </p>
            <label for="lesson-name">"Lesson title"</label>
            <input
                id="lesson-name"
                type="text"
                maxlength=MOST_TITLE_CHARS.to_string()
                prop:value=move || lessons.draft.with(|d| d.title.clone())
                on:change=move |ev| {
                    let title = event_target_value(&ev);
                    lessons.update_draft(state, |d| d.title = title.trim().to_string());
                }
            />
            <form
                class="lesson-add"
                on:submit=move |ev| {
                    ev.prevent_default();
                    add();
                }
            >
                <label for="lesson-source">"Position"</label>
                <select id="lesson-source" on:change=move |ev| source.set(event_target_value(&ev))>
                    {move || {
                        sources(notebook)
                            .into_iter()
                            .map(|(key, label)| {
                                let selected = source.get_untracked() == key;
                                view! {
                                    <option value=key selected=selected>
                                        {label}
                                    </option>
                                }
                            })
                            .collect_view()
                    }}
                </select>
                <label for="lesson-question">"Question"</label>
                <select
                    id="lesson-question"
                    on:change=move |ev| {
                        if let Some(q) = Question::from_key(&event_target_value(&ev)) {
                            question.set(q)
                        }
                    }
                >
                    {Question::ALL
                        .into_iter()
                        .map(|q| view! { <option value=q.key()>{q.label()}</option> })
                        .collect_view()}
                </select>
                <label for="lesson-search">"Search"</label>
                <select
                    id="lesson-search"
                    on:change=move |ev| {
                        if let Some(s) = event_target_value(&ev)
                            .parse::<usize>()
                            .ok()
                            .and_then(|i| SearchSize::ALL.get(i))
                        {
                            search.set(*s)
                        }
                    }
                >
                    {SearchSize::ALL
                        .into_iter()
                        .enumerate()
                        .map(|(i, s)| view! { <option value=i.to_string()>{s.menu_label()}</option> })
                        .collect_view()}
                </select>
                <label for="lesson-note">{format!("Your line (at most {MOST_NOTE_CHARS} characters)")}</label>
                <textarea
                    id="lesson-note"
                    rows="2"
                    maxlength=MOST_NOTE_CHARS.to_string()
                    prop:value=move || note.get()
                    on:input=move |ev| note.set(event_target_value(&ev))
                ></textarea>
                <button type="submit">"Add the position"</button>
            </form>
            <p class="problem" role="alert" hidden=move || problem.with(Option::is_none)>
                {move || problem.get()}
            </p>
            <ol class="lesson-items" aria-label="The lesson's positions">
                {list}
            </ol>
            {move || match link() {
                Ok(url) => {
                    view! {
                        <div class="lesson-link">
                            <label for="lesson-link">
                                {format!("The lesson's link ({} characters)", url.chars().count())}
                            </label>
                            <input id="lesson-link" type="text" readonly prop:value=url.clone() />
                            <div class="review-actions">
                                <button on:click=copy>"Copy the link"</button>
                                <button on:click=move |_| {
                                    lessons.open_here(state, lessons.draft.get_untracked());
                                    request_animation_frame(|| browser::focus("#lesson-position-title"));
                                }>"Try it here"</button>
                                <button on:click=move |_| {
                                    lessons.update_draft(state, |d| *d = Lesson::default());
                                    copied.set(None);
                                }>"Start a new lesson"</button>
                            </div>
                            <p role="status">{move || copied.get()}</p>
                        </div>
                    }
                        .into_any()
                }
                Err(why) => view! { <p class="muted">{format!("No link yet: {why}.")}</p> }.into_any(),
            }}
        </details>
    }
}
