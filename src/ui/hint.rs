//! The hint panel: the solver's choice, the value of every direction, the
//! depth it searched and why, and what the search cost.

use super::context::AppState;
use super::model::{bar_widths, group_digits};
use leptos::prelude::*;

#[component]
pub fn HintPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let body = move || {
        if state.autoplay.get() {
            return view! { <p class="muted">"Autoplay is running: the solver is choosing every move itself."</p> }
                .into_any();
        }
        let Some(hint) = state.current_hint() else {
            return view! {
                <p class="muted">"Press Hint (or H) to see which move the solver would play here, and why."</p>
            }
            .into_any();
        };
        let decision = hint.decision.clone();
        let widths = bar_widths(&decision.values);
        let order = state.config.get().move_order;
        let rows = order
            .into_iter()
            .map(|direction| {
                let chosen = decision.direction == Some(direction);
                let (value, width) = match (decision.value(direction), widths[direction.index()]) {
                    (Some(value), Some(width)) => (group_digits(value), width),
                    _ => ("illegal".to_string(), 0.0),
                };
                view! {
                    <li class="value-row" class:chosen=chosen class:illegal=decision.value(direction).is_none()>
                        <span class="value-dir">{direction.arrow()} " " {direction.name()}</span>
                        <span class="value-bar" aria-hidden="true"><span style=format!("width:{width:.1}%")></span></span>
                        <span class="value-number">{value}</span>
                    </li>
                }
            })
            .collect_view();
        let verdict = match decision.direction {
            Some(direction) => format!("Move {} {}", direction.name(), direction.arrow()),
            None => "No legal move: the game is over.".to_string(),
        };
        let nodes = decision.nodes;
        view! {
            <p class="verdict" data-testid="hint-direction" aria-live="polite">{verdict}</p>
            <ul class="values" aria-label="Value of each move">{rows}</ul>
            <p class="depth">{format!("Depth {}: {}.", decision.depth, hint.depth_reason)}</p>
            <p class="cost">
                {format!(
                    "Searched {} max nodes, {} chance nodes and {} leaves in {:.1} ms.",
                    group_digits(nodes.max as f64),
                    group_digits(nodes.chance as f64),
                    group_digits(nodes.leaves as f64),
                    hint.millis
                )}
            </p>
        }
        .into_any()
    };
    view! {
        <section class="panel" aria-labelledby="hint-title">
            <h2 id="hint-title">"The solver's choice"</h2>
            <div>{body}</div>
        </section>
    }
}

/// A few sentences on what the numbers mean.
#[component]
pub fn HowItWorks() -> impl IntoView {
    view! {
        <section class="panel prose" aria-labelledby="how-title">
            <h2 id="how-title">"How the solver decides"</h2>
            <p>
                "For each of the four moves the solver imagines the tile that could appear next, then its own best reply, and so on a few turns ahead. "
                "Where it is the player's turn it takes the best option; where a tile spawns it takes the average, weighting a 2 nine times as likely as a 4."
            </p>
            <p>
                "At the end of each imagined line it scores the board: every tile times a weight that quadruples along a snake ending in the bottom-right corner, "
                "plus a large bonus per empty cell, minus a penalty for neighbours far apart in value. The bars above are those expected scores."
            </p>
            <p>
                "It looks further ahead when the board is crowded (fewer empty cells, fewer spawn positions to consider) and samples at most six spawn cells per turn to stay quick."
            </p>
        </section>
    }
}
