//! A menu of solvers (the reader's settings or a preset), and the settings
//! a choice stands for now.

use crate::solver::ValidConfig;
use crate::ui::model::SolverChoice;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// The settings `choice` stands for now.
pub fn chosen_config(state: AppState, choice: SolverChoice) -> ValidConfig {
    state.config.with_untracked(|yours| choice.config(yours))
}

/// [`chosen_config`], tracked: a result shown under it is stale once this
/// changes.
pub fn chosen_config_tracked(state: AppState, choice: SolverChoice) -> ValidConfig {
    state.config.with(|yours| choice.config(yours))
}

/// The page's one menu of solvers: `label` for the menu `id`, which sets
/// `choice`; `described_by`, the id of what says the choice's settings.
#[component]
pub fn SolverSelect(
    label: &'static str,
    id: &'static str,
    choice: RwSignal<SolverChoice>,
    #[prop(optional)] described_by: Option<&'static str>,
) -> impl IntoView {
    let options = SolverChoice::all()
        .map(|c| {
            view! {
                <option value=c.key() selected=move || choice.get() == c>
                    {c.menu_label()}
                </option>
            }
        })
        .collect_view();
    view! {
        <label for=id>{label}</label>
        <select
            id=id
            aria-describedby=described_by
            on:change=move |ev| {
                if let Some(c) = SolverChoice::from_key(&event_target_value(&ev)) {
                    choice.set(c);
                }
            }
        >
            {options}
        </select>
    }
}
