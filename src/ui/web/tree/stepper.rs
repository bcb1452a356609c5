//! Stepping through the search in the order the solver visited nodes, with
//! the call stack and each open node's value so far. Every control moves
//! the one replay cursor (see `state.rs`), so a step costs the same at the
//! start and deep into a 12,000-node search.

use crate::solver::Step;
use crate::ui::model::{group_digits, Recorded};
use crate::ui::web::kit::status::ProblemLine;
use crate::ui::web::tree::labels::{edge_label, kind_label};
use crate::ui::web::tree::state::TreeUi;
use leptos::prelude::*;

/// At most this many steps are taken in one frame while playing.
const MOST_STEPS_PER_FRAME: usize = 50;

#[component]
pub fn Stepper(recorded: Recorded) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let total = recorded.replay.len();
    let position = move || ui.position();
    let at_end = move || position().is_some_and(|p| p >= total);
    let go = move |target: usize| ui.go_to(target.min(total));
    let step_over = {
        let replay = recorded.replay.clone();
        move |_| go(replay.step_over(ui.position_untracked().unwrap_or(0)))
    };
    let step_out = {
        let replay = recorded.replay.clone();
        move |_| {
            let target = ui.with_cursor(|c| replay.step_out(c)).unwrap_or(total);
            go(target)
        }
    };
    let play = move |_| {
        if ui.playing.get_untracked() {
            ui.playing.set(false);
            return;
        }
        if ui.position_untracked().is_none_or(|p| p >= total) {
            go(0);
        }
        ui.playing.set(true);
        ui.play_run.update_value(|run| *run += 1);
        tick(ui, total, ui.play_run.get_value(), crate::ui::web::kit::browser::now_millis(), 0.0);
    };
    let back = move |_| go(ui.position_untracked().unwrap_or(total).saturating_sub(1));
    let forward = move |_| go(ui.position_untracked().map_or(1, |p| p + 1));
    let go_field = RwSignal::new(String::new());
    let go_problem = RwSignal::new(None::<String>);
    let on_go = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match go_field.get_untracked().trim().parse::<usize>() {
            Ok(step) if step <= total => {
                go_problem.set(None);
                go(step);
            }
            _ => go_problem.set(Some(format!("A step is a whole number from 0 to {}.", group_digits(total as f64)))),
        }
    };
    let status = {
        let recorded = recorded.clone();
        move || {
            let Some(at) = position() else {
                return format!(
                    "Showing the finished search ({} steps). Step to replay it from the start.",
                    group_digits(total as f64)
                );
            };
            let tree = &recorded.tree;
            let what = match at.checked_sub(1).and_then(|i| recorded.replay.steps().get(i).copied()) {
                None => "Nothing visited yet: the next step enters the root.".to_string(),
                Some(Step::Enter(i)) => {
                    format!("Entered {} node: {}.", kind_label(&tree.node(i)), edge_label(&tree.node(i).edge))
                }
                Some(Step::Exit(i)) => format!(
                    "Settled {} node {} at {}.",
                    kind_label(&tree.node(i)),
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
    let on_speed = move |ev: leptos::ev::Event| {
        if let Ok(speed) = event_target_value(&ev).parse::<u32>() {
            ui.speed.set(speed.clamp(1, 500));
        }
    };
    // Arrow keys pressed in the stepper step (they never move the game).
    // It holds buttons only: the fields, which use arrows themselves (the
    // speed, Go to step), sit under it.
    let on_keydown = move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
        "ArrowRight" => {
            ev.prevent_default();
            go(ui.position_untracked().map_or(1, |p| p + 1));
        }
        "ArrowLeft" => {
            ev.prevent_default();
            go(ui.position_untracked().unwrap_or(total).saturating_sub(1));
        }
        _ => {}
    };
    // One row of buttons: an icon each, the word beside it where there is
    // room (a screen reader always hears the word).
    let button = |icon: &'static str, word: &'static str| {
        view! {
            <span class="icon" aria-hidden="true">
                {icon}
            </span>
            <span class="word">{word}</span>
        }
    };
    view! {
        <div class="stepper" role="group" aria-label="Step through the search" on:keydown=on_keydown>
            <div class="stepper-buttons">
                <button
                    class="minor"
                    title="Restart"
                    aria-label="Restart"
                    on:click=move |_| go(0)
                    disabled=move || position() == Some(0)
                >
                    {button("«", "Restart")}
                </button>
                <button aria-label="Back" on:click=back disabled=move || position() == Some(0)>
                    {button("‹", "Back")}
                </button>
                <button aria-label="Step" on:click=forward disabled=at_end>
                    {button("›", "Step")}
                </button>
                <button class="minor" title="Step over" aria-label="Step over" on:click=step_over disabled=at_end>
                    {button("↷", "Step over")}
                </button>
                <button
                    class="minor"
                    title="Step out"
                    aria-label="Step out"
                    on:click=step_out
                    disabled=move || position().is_none() || at_end()
                >
                    {button("↑", "Step out")}
                </button>
                <button
                    class="minor"
                    title="Jump to end"
                    aria-label="Jump to end"
                    on:click=move |_| go(total)
                    disabled=move || position().is_none() || at_end()
                >
                    {button("»", "Jump to end")}
                </button>
                // Named for what it does next, like Autoplay (not a toggle).
                <button aria-label=move || if ui.playing.get() { "Pause" } else { "Play" } on:click=play>
                    {move || if ui.playing.get() { button("❚❚", "Pause") } else { button("▶", "Play") }}
                </button>
            </div>
            // Announced while stepping by hand; silent while playing, which
            // would otherwise read out up to a hundred steps a second.
            <p
                class="step-status"
                aria-live=move || if ui.playing.get() { "off" } else { "polite" }
                data-testid="step-status"
            >
                {status}
            </p>
        </div>
        <div class="stepper-more">
            <div class="stepper-options">
                // Under the bar, not in it: chosen once, and in the bar it
                // took a second row on a phone (143 px stuck over the tree).
                <label class="speed">
                    "Steps/s "
                    <select on:change=on_speed>
                        {[5u32, 20, 100, 500]
                            .into_iter()
                            .map(|n| {
                                view! {
                                    <option value=n.to_string() selected=move || ui.speed.get() == n>
                                        {n}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                // Checked here, not by the browser, whose refusal is a bubble
                // that comes and goes (and a headless browser shows none).
                <form class="go-to" novalidate on:submit=on_go>
                    <label for="go-to-step">"Go to step"</label>
                    // Never written back while typed in: a number field reads "" for
                    // text it cannot parse yet ("2."), and writing that back wiped it.
                    <input
                        id="go-to-step"
                        type="number"
                        min="0"
                        max=total.to_string()
                        step="1"
                        value=go_field.get_untracked()
                        on:input=move |ev| go_field.set(event_target_value(&ev))
                    />
                    <button type="submit">"Go"</button>
                </form>
                <label class="toggle">
                    <input
                        type="checkbox"
                        prop:checked=move || ui.follow.get()
                        on:change=move |ev| ui.follow.set(event_target_checked(&ev))
                    />
                    " Follow the search (close what it has finished)"
                </label>
            </div>
            <ProblemLine problem=go_problem alert=true />
        </div>
    }
}

/// The nodes the search has open at the replay cursor, each with its value
/// so far: the stack of a recursive search. Its box is as tall as the
/// deepest stack this search reaches (two lines a frame: the node, then its
/// value so far, which fit a phone's width), so it never scrolls (nothing
/// in it is cut off) and what is under it stays put while stepping.
#[component]
pub fn CallStack(recorded: Recorded) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let deepest = recorded.replay.deepest();
    let stack = move || {
        let frames = ui.with_cursor(|state| {
            state
                .open
                .iter()
                .map(|&i| {
                    let node = recorded.tree.node(i);
                    let so_far = state.value_so_far(&recorded.tree, i).map_or("nothing yet".to_string(), group_digits);
                    view! {
                        <li>
                            <span class="frame-node">
                                {format!("{} ({})", edge_label(&node.edge), kind_label(&node))}
                            </span>
                            <span class="frame-value">{format!("so far {so_far}")}</span>
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        });
        // Before the first step and after the last, the box says why it is empty.
        let empty = frames.as_ref().is_none_or(Vec::is_empty).then(|| {
            let why = if ui.position() == Some(0) {
                "Nothing open yet: the first step enters the root."
            } else {
                "Nothing open: the search has finished."
            };
            view! { <li class="stack-empty">{why}</li> }
        });
        (frames, empty)
    };
    view! {
        <details class="stack" open=true>
            <summary>"Call stack"</summary>
            <ol aria-label="Call stack" style:--frames=deepest.max(1).to_string()>{stack}</ol>
        </details>
    }
}

/// One frame of Play: takes the steps that are due at the chosen speed
/// since Play started (a few per frame at high speeds), then asks for the
/// next frame.
fn tick(ui: TreeUi, total: usize, run: u64, started_ms: f64, done: f64) {
    request_animation_frame(move || {
        if ui.playing.try_get_untracked() != Some(true) || ui.play_run.try_get_value() != Some(run) {
            return;
        }
        let elapsed = crate::ui::web::kit::browser::now_millis() - started_ms;
        let due = elapsed / 1000.0 * f64::from(ui.speed.get_untracked());
        let steps = ((due - done).floor().max(0.0) as usize).min(MOST_STEPS_PER_FRAME);
        let at = ui.position_untracked().unwrap_or(0);
        if steps > 0 {
            ui.go_to((at + steps).min(total));
        }
        if at + steps >= total {
            ui.playing.set(false);
        } else {
            tick(ui, total, run, started_ms, done + steps as f64);
        }
    });
}
