//! Small lines many views share: a problem, a stale-result note, a
//! progress bar, a result a screen reader hears. Each is one component (one copy of its code in the wasm
//! file) rather than a closure written out again in every view.

use crate::game::Board;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// What went wrong, while there is something to say; `alert` for a
/// refusal the reader should hear at once, else a polite status.
#[component]
pub fn ProblemLine(
    problem: RwSignal<Option<String>>,
    #[prop(optional)] alert: bool,
    /// For a field the problem is about to name in `aria-describedby`.
    #[prop(optional)]
    id: Option<&'static str>,
) -> impl IntoView {
    let role = if alert { "alert" } else { "status" };
    move || {
        problem.get().map(|text| {
            view! {
                <p class="problem" id=id role=role>
                    {text}
                </p>
            }
        })
    }
}

/// A passing remark from a long task (finished, cancelled), while there is one.
#[component]
pub fn NoticeLine(notice: RwSignal<Option<String>>) -> impl IntoView {
    move || {
        notice.get().map(|text| {
            view! {
                <p class="message-inline" role="status">
                    {text}
                </p>
            }
        })
    }
}

/// Shown once the board on screen is no longer `board` (`text`), or, the
/// board the same, once `changed` holds, with its own words (the solvers
/// or settings a result was asked under are no longer those chosen).
#[component]
pub fn StaleNote(
    board: Board,
    text: &'static str,
    #[prop(optional)] changed: Option<(Signal<bool>, &'static str)>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        let why = if state.play.with(|p| p.game().board()) != board {
            Some(text)
        } else {
            changed.and_then(|(changed, words)| changed.get().then_some(words))
        };
        why.map(|why| {
            view! {
                <p class="stale" role="status">
                    {why}
                </p>
            }
        })
    }
}

/// Has a screen reader say `text` once this is on screen (a result the
/// reader asked for), from the page's one region for it.
#[component]
pub fn Announce(text: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    Effect::new(move |_| state.announce(&text));
}

/// A labelled progress bar while `progress` holds (done, total).
#[component]
pub fn ProgressLine(
    progress: RwSignal<Option<(usize, usize)>>,
    label: &'static str,
    unit: &'static str,
) -> impl IntoView {
    move || {
        progress.get().map(|(done, total)| {
            view! {
                <div class="bench-progress">
                    <div
                        role="progressbar"
                        aria-label=label
                        aria-valuemin="0"
                        aria-valuemax=total.to_string()
                        aria-valuenow=done.to_string()
                        class="progress-track"
                    >
                        <span
                            class="progress-fill"
                            style:transform=format!("scaleX({:.4})", done as f64 / total.max(1) as f64)
                        ></span>
                    </div>
                    <span class="help">{format!("{done} of {total} {unit}")}</span>
                </div>
            }
        })
    }
}
