//! The heuristic's knobs: the weights of the empty-cell and smoothness
//! terms, and the snake's corner and direction. They change the one solver
//! configuration that the hint, Autoplay and everything else use.

use crate::solver::{Along, Corner, SolverConfig, ValidConfig, MAX_WEIGHT};
use crate::ui::model::{read_knob, KnobRange, LEAST_SMOOTHNESS_WEIGHT};
use crate::ui::web::kit::status::ProblemLine;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// The id of the settings' problem line, which a refused field names.
const SETTINGS_PROBLEM: &str = "settings-problem";

#[component]
pub fn SolverSettings() -> impl IntoView {
    let state = expect_context::<AppState>();
    let problem = RwSignal::new(None::<String>);
    // The weight field whose text the problem refuses, if it is about one.
    let refused = RwSignal::new(None::<&'static str>);
    let apply = move |change: &dyn Fn(&mut SolverConfig)| {
        let mut config = state.config.get_untracked().into_inner();
        change(&mut config);
        let outcome = state.change_config(config);
        // Still refused (by the solver this time): still marked.
        if outcome.is_ok() {
            refused.set(None);
        }
        problem.set(outcome.err());
    };
    let weight_input = move |id: &'static str,
                             label: &'static str,
                             min: f64,
                             read: fn(&SolverConfig) -> f64,
                             write: fn(&mut SolverConfig, f64)| {
        let on_change = move |ev: leptos::ev::Event| {
            let text = event_target_value(&ev);
            let range = KnobRange { min, max: Some(MAX_WEIGHT), whole: false };
            match read_knob(&text, label, range, state.config.with_untracked(|c| read(c))) {
                Ok(value) => apply(&|c| write(c, value)),
                // The field keeps the refused text, marked.
                Err(why) => {
                    refused.set(Some(id));
                    problem.set(Some(why));
                }
            }
        };
        let invalid = move || refused.get() == Some(id);
        view! {
            <label for=id>{label}</label>
            <input
                id=id
                type="number"
                min=min.to_string()
                max=MAX_WEIGHT.to_string()
                step="any"
                aria-invalid=move || invalid().then_some("true")
                aria-describedby=move || invalid().then_some(SETTINGS_PROBLEM)
                prop:value=move || state.config.with(|c| crate::digits::shortest(read(c)))
                on:change=on_change
            />
        }
    };
    let on_corner = move |ev: leptos::ev::Event| {
        if let Some(corner) = Corner::from_name(&event_target_value(&ev)) {
            apply(&|c| c.snake.corner = corner);
        }
    };
    let on_along = move |ev: leptos::ev::Event| {
        if let Some(along) = Along::from_name(&event_target_value(&ev)) {
            apply(&|c| c.snake.along = along);
        }
    };
    let is_article = move || state.config.with(|c| *c == SolverConfig::article());
    view! {
        <section class="panel settings" aria-labelledby="settings-title">
            <h2 id="settings-title">"Try other knobs"</h2>
            <p class="muted">
                "These settings, with the article's knobs (depth, sample cap, odds), are “your settings”: the hint, "
                "Autoplay and the search tree use them, and Benchmark and Compare offer them."
            </p>
            <div class="settings-grid">
                {weight_input(
                    "weight-empties",
                    "Empty-cell weight",
                    0.0,
                    |c| c.weights.empties,
                    |c, v| c.weights.empties = v,
                )}
                {weight_input(
                    "weight-smoothness",
                    "Smoothness weight",
                    LEAST_SMOOTHNESS_WEIGHT,
                    |c| c.weights.smoothness,
                    |c, v| c.weights.smoothness = v,
                )} <label for="snake-corner">"Snake ends"</label> <select id="snake-corner" on:change=on_corner>
                    {Corner::ALL
                        .into_iter()
                        .map(|corner| {
                            view! {
                                <option
                                    value=corner.name()
                                    selected=move || state.config.with(|c| c.snake.corner == corner)
                                >
                                    {corner.name()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select> <label for="snake-along">"Snake runs along"</label>
                <select id="snake-along" on:change=on_along>
                    {Along::ALL
                        .into_iter()
                        .map(|along| {
                            view! {
                                <option
                                    value=along.name()
                                    selected=move || state.config.with(|c| c.snake.along == along)
                                >
                                    {along.name()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </div>
            <ProblemLine problem alert=true id=SETTINGS_PROBLEM />
            <button
                on:click=move |_| {
                    state.set_config(ValidConfig::article());
                    problem.set(None);
                    refused.set(None);
                }
                disabled=is_article
            >
                "Reset to Article"
            </button>
        </section>
    }
}
