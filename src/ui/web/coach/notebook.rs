//! The notebook: the positions a review flagged, kept on this device only,
//! served again as guess-the-move on a spaced schedule (see
//! [`crate::ui::model::Notebook`]), each card with its history and the
//! reader's accuracy by day; exported and imported as a file.

use super::Coach;
use crate::game::Direction;
use crate::ui::model::{date_of_day, share_percent, Notebook, DAY_MS, SPACING_DAYS};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The card being served and what the reader answered, if they have.
#[derive(Clone, Copy, PartialEq)]
struct Serving {
    card: usize,
    answered: Option<(Direction, bool)>,
}

#[component]
pub fn NotebookPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let coach = expect_context::<Coach>();
    let notebook = coach.notebook(state);
    // The cards queued for this sitting, and the one on screen.
    let queue = RwSignal::new(Vec::<usize>::new());
    let serving = RwSignal::new(None::<Serving>);
    let problem = RwSignal::new(None::<String>);
    let now = RwSignal::new(browser::now_millis_since_1970());
    let serve_next = move || {
        let next = queue.try_update(|q| (!q.is_empty()).then(|| q.remove(0))).flatten();
        serving.set(next.map(|card| Serving { card, answered: None }));
        now.set(browser::now_millis_since_1970());
        let target = if next.is_some() { "#notebook-card-title" } else { "#notebook-title" };
        request_animation_frame(move || browser::focus(target));
    };
    let answer = move |card, pick| {
        let t = browser::now_millis_since_1970();
        let mut right = None;
        coach.update_notebook(state, |n| right = n.answer(card, pick, t));
        if let Some(right) = right {
            serving.set(Some(Serving { card, answered: Some((pick, right)) }));
            now.set(t);
            // The card is drawn again, answered: the keyboard goes on
            // to the button that continues (the result is heard from
            // its status line).
            request_animation_frame(|| browser::focus("#notebook-next"));
        }
    };
    let start = move |sooner: bool| {
        let t = browser::now_millis_since_1970();
        let cards = notebook.with_untracked(|n| if sooner { n.unlearned() } else { n.due(t) });
        queue.set(cards);
        serve_next();
    };
    let status = move || {
        let t = now.get();
        notebook.with(|n| {
            if n.cards.is_empty() {
                return "Your notebook is empty: a move a review flags is kept here.".to_string();
            }
            let due = n.due(t).len();
            let learned = n.cards.iter().filter(|c| c.due.is_none()).count();
            let next = n.next_due(t).map_or(String::new(), |at| {
                format!(" The next comes due on {}.", date_of_day((at / DAY_MS).floor() as i64))
            });
            format!("{} kept: {due} due now, {learned} learned.{next}", positions(n.cards.len()))
        })
    };
    let due_count = move || notebook.with(|n| n.due(now.get()).len());
    let unlearned = move || notebook.with(|n| n.unlearned().len());
    let export = move |_| {
        let text = notebook.with_untracked(Notebook::to_file);
        if let Err(why) = browser::download("lookahead-notebook.json", &text, "application/json") {
            problem.set(Some(format!("The notebook could not be saved as a file: {why}.")));
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            let read =
                text.ok_or_else(|| "the file could not be read".to_string()).and_then(|t| Notebook::from_file(&t));
            match read {
                Ok(other) => {
                    let mut added = 0;
                    coach.update_notebook(state, |n| added = n.merge(other));
                    problem.set(None);
                    state.announce(&format!("Notebook imported: {added} new positions."));
                }
                Err(why) => problem.set(Some(format!("Not imported: {why}. Your notebook is as it was."))),
            }
        });
    };
    view! {
        <section class="notebook" aria-labelledby="notebook-title">
            <h3 id="notebook-title" tabindex="-1">
                "Your notebook"
            </h3>
            <p class="help">
                {format!(
                    "A move a review flags is kept here, on this device only, and comes back as a question: {} day after it was kept, then {} days after you get it right, then {}; right then too, it is learned. A wrong answer starts it over. Review sooner whenever you like: a right answer before its day leaves its schedule as it was.",
                    SPACING_DAYS[0],
                    SPACING_DAYS[1],
                    SPACING_DAYS[2],
                )}
            </p>
            <p role="status" data-testid="notebook-status">
                {status}
            </p>
            <div class="review-actions">
                <button on:click=move |_| start(false) disabled=move || due_count() == 0>
                    {move || format!("Review the {} due", due_count())}
                </button>
                <button on:click=move |_| start(true) disabled=move || unlearned() == 0>
                    "Review all now"
                </button>
                <button on:click=export disabled=move || notebook.with(|n| n.cards.is_empty())>
                    "Export notebook"
                </button>
            </div>
            <div class="import">
                <label for="notebook-import">"Import a notebook (its cards are added to yours)"</label>
                <input id="notebook-import" type="file" accept=".json,application/json" on:change=import />
            </div>
            <p class="problem" role="alert" hidden=move || problem.with(Option::is_none)>
                {move || problem.get()}
            </p>
            {move || {
                serving
                    .get()
                    .map(|s| {
                        view! {
                            <CardView
                                serving=s
                                on_answer=move |pick| answer(s.card, pick)
                                on_next=serve_next
                                left=move || queue.with(Vec::len)
                            />
                        }
                    })
            }}
            <Accuracy />
        </section>
    }
}

fn positions(n: usize) -> String {
    if n == 1 {
        "1 position".into()
    } else {
        format!("{n} positions")
    }
}

/// One card: its board and the four moves; once answered, the solver's
/// move, what the reader's move cost in the game, and the card's history.
#[component]
fn CardView(
    serving: Serving,
    on_answer: impl Fn(Direction) + Copy + 'static,
    on_next: impl Fn() + Copy + 'static,
    left: impl Fn() -> usize + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let notebook = expect_context::<Coach>().notebook(expect_context::<AppState>());
    let Some(card) = notebook.with_untracked(|n| n.cards.get(serving.card).cloned()) else {
        return view! { <p class="problem">"This card is no longer in the notebook."</p> }.into_any();
    };
    let moves = Direction::ALL
        .into_iter()
        .map(|d| {
            let legal = card.board.is_legal(d);
            view! {
                <button
                    class="guess-option"
                    disabled=!legal || serving.answered.is_some()
                    on:click=move |_| on_answer(d)
                >
                    {format!("{} {}", d.arrow(), d.name())}
                </button>
            }
        })
        .collect_view();
    let result = serving.answered.map(|(pick, right)| {
        let said = if right {
            format!("Right: the solver plays {}.", card.solver.name())
        } else {
            format!("Not {}: the solver plays {}.", pick.name(), card.solver.name())
        };
        let game = format!(
            "In your game you played {}: it cost {:.1} points of the chance of {} (95%: {:.1} to {:.1}, {} games a side).",
            card.yours.name(),
            card.loss,
            card.target,
            card.interval[0],
            card.interval[1],
            card.games
        );
        let history: Vec<String> =
            card.answers.iter().map(|a| format!("{}{}", if a.right { "right" } else { "wrong" }, if a.early { " (early)" } else { "" })).collect();
        let next = match card.due {
            Some(due) => format!("It comes back on {}.", date_of_day((due / DAY_MS).floor() as i64)),
            None => "Learned: it will not come back.".to_string(),
        };
        view! {
            <p role="status" data-testid="card-result" class=if right { "verdict right" } else { "verdict wrong" }>
                {said}
            </p>
            <p>{game}</p>
            <p class="muted">{format!("Answers so far: {}. {next}", history.join(", "))}</p>
            <button id="notebook-next" on:click=move |_| on_next()>
                {move || if left() > 0 { format!("Next card ({} left)", left()) } else { "Done".to_string() }}
            </button>
        }
    });
    view! {
        <div class="notebook-card" data-testid="notebook-card">
            <h4 id="notebook-card-title" tabindex="-1">
                "What does the solver play here?"
            </h4>
            <MiniBoard board=card.board large=true />
            <div class="guess-options" role="group" aria-labelledby="notebook-card-title">
                {moves}
            </div>
            {result}
        </div>
    }
    .into_any()
}

/// The reader's answers by day.
#[component]
fn Accuracy() -> impl IntoView {
    let notebook = expect_context::<Coach>().notebook(expect_context::<AppState>());
    let days = move || notebook.with(Notebook::accuracy_by_day);
    view! {
        <div class="table-scroll" hidden=move || days().is_empty()>
            <table class="notebook-accuracy">
                <caption>"Your answers by day"</caption>
                <thead>
                    <tr>
                        <th scope="col">"Day"</th>
                        <th scope="col">"Right"</th>
                        <th scope="col">"Share"</th>
                    </tr>
                </thead>
                <tbody>
                    {move || {
                        days()
                            .into_iter()
                            .map(|(day, right, all)| {
                                view! {
                                    <tr>
                                        <th scope="row">{date_of_day(day)}</th>
                                        <td>{format!("{right} of {all}")}</td>
                                        <td>{share_percent(f64::from(right), f64::from(all), 0)}</td>
                                    </tr>
                                }
                            })
                            .collect_view()
                    }}
                </tbody>
            </table>
        </div>
    }
}
