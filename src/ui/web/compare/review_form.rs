//! The form the Compare tab's two reviews share (the sampling variance and
//! the post-mortem): a solver, how many decisions to make, Run and Cancel,
//! and the run's progress and problems. One component, so the page holds
//! its view code once.

use crate::ui::model::{group_digits, SolverChoice};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::kit::solver_select::SolverSelect;
use crate::ui::web::kit::status::{ProblemLine, ProgressLine};
use leptos::prelude::*;
use std::rc::Rc;

/// What a review counts: its field's id and label, the most a reader may
/// ask for, and the plural noun of its progress ("seeds").
#[derive(Clone, Copy)]
pub struct Count {
    pub id: &'static str,
    pub label: &'static str,
    pub most: usize,
    pub unit: &'static str,
}

#[component]
pub fn ReviewForm(
    solver_label: &'static str,
    solver_id: &'static str,
    choice: RwSignal<SolverChoice>,
    count: Count,
    /// The count as typed.
    typed: RwSignal<String>,
    run_label: &'static str,
    progress_label: &'static str,
    work: LongTask,
    /// Starts the review with a count checked to be in range.
    on_run: Rc<dyn Fn(usize)>,
) -> impl IntoView {
    let running = move || work.running();
    let run = move || match typed.get_untracked().trim().parse::<usize>() {
        _ if work.progress.with_untracked(Option::is_some) => {}
        Ok(n) if (1..=count.most).contains(&n) => on_run(n),
        _ => work.problem.set(Some(format!(
            "The number of {} must be a whole number from 1 to {}.",
            count.unit,
            group_digits(count.most as f64)
        ))),
    };
    // (A copy for each caller: `on_run` is shared, so `run` is not Copy.)
    let run_on_enter = run.clone();
    view! {
        <div class="compare-form">
            <SolverSelect label=solver_label id=solver_id choice=choice />
            <label for=count.id>{count.label}</label>
            // Never written back while typed in: a number field reads "" for
            // text it cannot parse yet ("2."), and writing that back wiped it.
            <input
                id=count.id
                type="number"
                min="1"
                max=count.most.to_string()
                value=typed.get_untracked()
                on:input=move |ev| typed.set(event_target_value(&ev))
                // Enter runs, as the button does (not while it is off).
                on:keydown=move |ev: web_sys::KeyboardEvent| {
                    if ev.key() == "Enter" {
                        ev.prevent_default();
                        run_on_enter();
                    }
                }
            />
        </div>
        // A group of their own: when Run turns itself off, focus stays by
        // these two buttons rather than on the whole panel.
        <div class="review-actions">
            <button on:click=move |_| run() disabled=running>
                {run_label}
            </button>
            <button on:click=move |_| work.cancel() hidden=move || !running()>
                "Cancel"
            </button>
        </div>
        <ProgressLine progress=work.progress label=progress_label unit=count.unit />
        <ProblemLine problem=work.problem />
    }
}
