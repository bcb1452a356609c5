//! Stepping through the search in the order the solver visited nodes, with
//! the call stack and each open node's value so far.

use super::super::context::Recorded;
use super::super::model::group_digits;
use super::labels::{edge_label, kind_label};
use super::state::TreeUi;
use crate::solver::Step;
use leptos::prelude::*;
use std::time::Duration;

#[component]
pub fn Stepper(recorded: Recorded) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let total = recorded.replay.len();
    // `None` shows the finished search; stepping starts from the beginning.
    let position = move || ui.position.get();
    let at_end = move || position().is_some_and(|p| p >= total);
    let go = {
        let recorded = recorded.clone();
        move |target: usize| go_to(&recorded, ui, target.min(total))
    };
    let step_over = {
        let recorded = recorded.clone();
        let go = go.clone();
        move |_| go(recorded.replay.step_over(ui.position.get_untracked().unwrap_or(0)))
    };
    let step_out = {
        let recorded = recorded.clone();
        let go = go.clone();
        move |_| {
            let at = ui.position.get_untracked().unwrap_or(0);
            let state = recorded.replay.state_at(&recorded.tree, at);
            go(recorded.replay.step_out(&state))
        }
    };
    let play = {
        let recorded = recorded.clone();
        move |_| {
            if ui.playing.get_untracked() {
                ui.playing.set(false);
            } else {
                if ui.position.get_untracked().is_none_or(|p| p >= total) {
                    go_to(&recorded, ui, 0);
                }
                ui.playing.set(true);
                ui.play_run.update_value(|run| *run += 1);
                tick(recorded.clone(), ui, ui.play_run.get_value());
            }
        }
    };
    let back = {
        let go = go.clone();
        move |_| go(position().unwrap_or(total).saturating_sub(1))
    };
    let forward = {
        let go = go.clone();
        move |_| go(position().map_or(1, |p| p + 1))
    };
    let to_end = {
        let go = go.clone();
        move |_| go(total)
    };
    let to_start = move |_| go(0);
    let status = {
        let recorded = recorded.clone();
        move || {
            let Some(at) = position() else {
                return format!("Showing the finished search ({total} steps). Step to replay it from the start.");
            };
            let tree = &recorded.tree;
            let what = match at.checked_sub(1).and_then(|i| recorded.replay.steps().get(i).copied()) {
                None => "Nothing visited yet: the next step enters the root.".to_string(),
                Some(Step::Enter(i)) => {
                    format!("Entered {} node: {}.", kind_label(tree.node(i)), edge_label(&tree.node(i).edge))
                }
                Some(Step::Exit(i)) => format!(
                    "Settled {} node {} at {}.",
                    kind_label(tree.node(i)),
                    edge_label(&tree.node(i).edge),
                    group_digits(tree.node(i).value)
                ),
                Some(Step::Leaf(i)) => {
                    format!("Scored a leaf, {}: {}.", edge_label(&tree.node(i).edge), group_digits(tree.node(i).value))
                }
            };
            format!("Step {at} of {total}. {what}")
        }
    };
    let stack = {
        let recorded = recorded.clone();
        move || {
            let state = ui.step.get()?;
            let rows = state
                .open
                .iter()
                .map(|&i| {
                    let node = recorded.tree.node(i);
                    let so_far = state.value_so_far(&recorded.tree, i).map_or("nothing yet".to_string(), group_digits);
                    view! { <li>{format!("{} ({}): so far {so_far}", edge_label(&node.edge), kind_label(node))}</li> }
                })
                .collect_view();
            Some(view! {
                <div class="stack">
                    <h4>"Call stack"</h4>
                    <ol>{rows}</ol>
                </div>
            })
        }
    };
    let on_speed = move |ev: leptos::ev::Event| {
        if let Ok(speed) = event_target_value(&ev).parse::<u32>() {
            ui.speed.set(speed.clamp(1, 500));
        }
    };
    view! {
        <div class="stepper" role="group" aria-label="Step through the search">
            <div class="stepper-buttons">
                <button on:click=to_start disabled=move || position() == Some(0)>"Restart"</button>
                <button on:click=back disabled=move || position() == Some(0)>"Back"</button>
                <button on:click=forward disabled=at_end>"Step"</button>
                <button on:click=step_over disabled=at_end>"Step over"</button>
                <button on:click=step_out disabled=move || position().is_none() || at_end()>"Step out"</button>
                <button on:click=to_end disabled=move || position().is_none() || at_end()>"Jump to end"</button>
                <button on:click=play aria-pressed=move || ui.playing.get().to_string()>
                    {move || if ui.playing.get() { "Pause" } else { "Play" }}
                </button>
                <label class="speed">
                    "Steps/s "
                    <select on:change=on_speed>
                        {[5u32, 20, 100]
                            .into_iter()
                            .map(|n| view! { <option value=n.to_string() selected=move || ui.speed.get() == n>{n}</option> })
                            .collect_view()}
                    </select>
                </label>
            </div>
            // Announced while stepping by hand; silent while playing, which
            // would otherwise read out up to a hundred steps a second.
            <p class="step-status" aria-live=move || if ui.playing.get() { "off" } else { "polite" } data-testid="step-status">
                {status}
            </p>
            {stack}
        </div>
    }
}

/// Moves the replay to `target` and opens the tree along the call stack, so
/// the node being visited is in view.
fn go_to(recorded: &Recorded, ui: TreeUi, target: usize) {
    ui.position.set(Some(target));
    let state = recorded.replay.state_at(&recorded.tree, target);
    ui.expanded.update(|open| open.extend(state.open.iter().copied()));
    if let Some(current) = state.current {
        ui.selected.set(current);
        super::view::scroll_to_node(current);
    }
}

fn tick(recorded: Recorded, ui: TreeUi, run: u64) {
    let delay = Duration::from_millis(1000 / u64::from(ui.speed.get_untracked().max(1)));
    set_timeout(
        move || {
            if ui.playing.try_get_untracked() != Some(true) || ui.play_run.try_get_value() != Some(run) {
                return;
            }
            let next = ui.position.get_untracked().unwrap_or(0) + 1;
            go_to(&recorded, ui, next);
            if next >= recorded.replay.len() {
                ui.playing.set(false);
            } else {
                tick(recorded, ui, run);
            }
        },
        delay,
    );
}
