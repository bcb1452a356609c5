//! The form each of the article's experiments starts from: how many games,
//! a run button and Cancel, then its problem, notices and progress.

use crate::ui::web::bench::{BenchUi, PlannedRun, Progress};
use crate::ui::web::kit::status::{NoticeLine, ProblemLine};
use leptos::prelude::*;

/// `plan` turns the number of games asked for (from 1 to `most`) into the
/// runs to play, one after another.
#[component]
pub fn ExperimentForm(
    ui: BenchUi,
    /// The games field's id.
    id: &'static str,
    label: &'static str,
    games: u64,
    most: u64,
    run_label: &'static str,
    progress_label: &'static str,
    plan: impl Fn(u64) -> Vec<PlannedRun> + 'static,
) -> impl IntoView {
    let games = RwSignal::new(games.to_string());
    let problem = RwSignal::new(None::<String>);
    let run = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(count) = games.get_untracked().trim().parse::<u64>().ok().filter(|n| (1..=most).contains(n)) else {
            return problem.set(Some(format!("Games must be a whole number from 1 to {most}.")));
        };
        problem.set(None);
        ui.notice.set(None);
        ui.run_all(plan(count));
    };
    view! {
        <form class="inline-form" on:submit=run>
            <label for=id>{label}</label>
            // Never written back while typed in: a number field reads "" for
            // text it cannot parse yet ("2."), and writing that back wiped it.
            <input
                id=id
                type="number"
                min="1"
                max=most.to_string()
                step="1"
                value=games.get_untracked()
                on:input=move |ev| games.set(event_target_value(&ev))
            />
            // Their own group: a button that turns itself off hands the
            // keyboard to it, whose next Tab is the other button.
            <span class="run-actions">
                <button type="submit" disabled=move || ui.live.with(Option::is_some)>
                    {run_label}
                </button>
                <button type="button" on:click=move |_| ui.cancel() disabled=move || ui.live.with(Option::is_none)>
                    "Cancel"
                </button>
            </span>
        </form>
        <ProblemLine problem=problem alert=true />
        <NoticeLine notice=ui.notice />
        <Progress ui=ui label=progress_label />
    }
}
