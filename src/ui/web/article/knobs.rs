//! The solver's parameters as controls inside the sentences that quote
//! them. Each changes the one configuration the hint, Autoplay, the tree
//! and the benchmark's "your settings" use; a value the solver cannot use
//! is refused with a message beside the control, and nothing changes.

use crate::digits::shortest;
use crate::solver::describe::MOST_CHANCE_CELLS;
use crate::solver::{Preset, SolverConfig, ValidConfig};
use crate::ui::model::{parameter, read_knob, KnobRange};
use crate::ui::web::kit::focus::hold_focus_in;
use crate::ui::web::kit::ids::next_id;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The widest a knob's message gets (`.knob-problem`'s 24rem).
const PROBLEM_WIDTH_PX: f64 = 384.0;

/// Which of the article's knobs shows a message: one at a time, the latest,
/// so that two messages never lie over each other and the fields below.
#[derive(Clone, Copy)]
pub struct KnobWithMessage(RwSignal<u64>);

impl Default for KnobWithMessage {
    fn default() -> KnobWithMessage {
        KnobWithMessage(RwSignal::new(0))
    }
}

/// A number in the flow of a sentence: `read` shows it, `write` applies a
/// new one to a copy of the settings, which is used only if valid.
#[component]
pub fn NumberKnob(
    /// What the number is, for screen readers ("empty-cell weight").
    label: &'static str,
    read: fn(&SolverConfig) -> f64,
    write: fn(&mut SolverConfig, f64),
    #[prop(default = 0.0)] min: f64,
    #[prop(optional)] max: Option<f64>,
    /// A count (cells, layers): whole numbers only, the field stepping by
    /// 1, and 4.9 refused rather than cut to 4.
    #[prop(optional)]
    whole: bool,
    /// The field's step for other numbers.
    #[prop(default = "any")]
    step: &'static str,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let step = if whole { "1" } else { step };
    let problem = RwSignal::new(None::<String>);
    // A message is about the text beside it: once the settings change
    // (another knob, a reset), the field shows them again and it goes.
    Effect::new(move |_| {
        state.config.track();
        problem.set(None);
    });
    // And it gives way to another knob's message, its field showing the
    // value in use again (the refused text goes with the message about it).
    let (id, with_message) = (next_id(), use_context::<KnobWithMessage>().unwrap_or_default().0);
    let field = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if with_message.get() != id && problem.get_untracked().is_some() {
            problem.set(None);
            if let Some(input) = field.get_untracked() {
                input.set_value(&state.config.with_untracked(|c| shortest(read(c))));
            }
        }
    });
    let refuse = move |text: String| {
        with_message.set(id);
        problem.set(Some(text));
    };
    // The message hangs under the field from its left edge, or from its
    // right edge when the section has no room for it to the field's right
    // (so it never runs past the article's column).
    let from_right = RwSignal::new(false);
    let on_change = move |ev: &web_sys::Event| {
        let text = event_target_value(ev);
        let field = event_target::<web_sys::Element>(ev);
        let room = field.closest("section").ok().flatten().map_or(f64::MAX, |s| s.get_bounding_client_rect().right());
        from_right.set(field.get_bounding_client_rect().left() + PROBLEM_WIDTH_PX > room);
        let now = state.config.with_untracked(|c| read(c));
        let value = match read_knob(&text, &format!("The {label}"), KnobRange { min, max, whole }, now) {
            Ok(value) => value,
            Err(why) => return refuse(why),
        };
        let mut config = state.config.get_untracked().into_inner();
        write(&mut config, value);
        if let Err(why) = state.change_config(config) {
            let now = state.config.with_untracked(|c| parameter(read(c)));
            refuse(format!("Not used: {why}; the solver still uses {now}."));
        }
    };
    // A width that fits the number, so the sentence stays a sentence.
    let width = move || format!("{}ch", state.config.with(|c| shortest(read(c)).len().max(2) + 3));
    view! {
        <span class="knob-wrap">
            <input
                class="knob"
                type="number"
                inputmode="decimal"
                min=min.to_string()
                max=max.map(|m| m.to_string())
                step=step
                aria-label=label
                style:width=width
                // A refused value marks the field, and its message describes it.
                aria-invalid=move || problem.with(Option::is_some).then_some("true")
                aria-describedby=move || problem.with(Option::is_some).then(|| format!("knob-problem-{id}"))
                node_ref=field
                prop:value=move || state.config.with(|c| shortest(read(c)))
                on:change=move |ev| on_change(&ev)
                // Typing a correction takes the message about the old text
                // away. Text the field cannot read ("2e") it hands over as
                // "", as it did the text before ("1e"), so no change follows:
                // leaving the field says so again.
                on:input=move |ev| {
                    if !bad_input(&ev) {
                        problem.set(None);
                    }
                }
                on:blur=move |ev| {
                    if bad_input(&ev) && problem.get_untracked().is_none() {
                        on_change(&ev);
                    }
                }
            />
            {move || {
                problem
                    .get()
                    .map(|text| {
                        view! {
                            <span
                                class="knob-problem"
                                id=format!("knob-problem-{id}")
                                class:from-right=from_right
                                role="alert"
                            >
                                {text}
                            </span>
                        }
                    })
            }}
        </span>
    }
}

/// The sample cap: 1 to 16 cells, or every cell.
#[component]
pub fn CapKnob() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choices = (1..=MOST_CHANCE_CELLS + 1).map(Some).chain([None]);
    let key = |cap: Option<u32>| cap.map_or("all".to_string(), |c| c.to_string());
    let on_change = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        let cap = if text == "all" { None } else { text.parse::<u32>().ok() };
        let mut config = state.config.get_untracked().into_inner();
        config.sample_cap = cap;
        let _ = state.change_config(config);
    };
    view! {
        <select class="knob" aria-label="sample cap (cells per chance node)" on:change=on_change>
            {choices
                .map(|cap| {
                    view! {
                        <option value=key(cap) selected=move || state.config.with(|c| c.sample_cap == cap)>
                            {key(cap)}
                        </option>
                    }
                })
                .collect_view()}
        </select>
    }
}

/// "custom solver" wherever the settings are not the article's, with a way
/// back.
#[component]
pub fn SettingsBadge() -> impl IntoView {
    let state = expect_context::<AppState>();
    let name = move || {
        state.config.with(|c| match Preset::of(c) {
            Some(Preset::Article) => None,
            Some(preset) => Some(format!("{} solver", preset.name())),
            None => Some("custom solver".to_string()),
        })
    };
    move || {
        name().map(|name| {
            view! {
                <span class="badge" title="These settings differ from the article's solver">
                    {name}
                    " · "
                    <ResetLink />
                </span>
            }
        })
    }
}

/// Puts the article's settings back.
#[component]
pub fn ResetLink() -> impl IntoView {
    let state = expect_context::<AppState>();
    let reset = move |ev: web_sys::MouseEvent| {
        // The badge goes with the reset, its button with it: the keyboard
        // stays where the badge stood (Chromium dropped it to the page's top).
        let holder = event_target::<web_sys::Element>(&ev)
            .closest(".badge")
            .ok()
            .flatten()
            .and_then(|badge| badge.parent_element())
            .and_then(|holder| holder.dyn_into::<web_sys::HtmlElement>().ok());
        state.set_config(ValidConfig::article());
        if let Some(holder) = holder {
            hold_focus_in(&holder);
        }
    };
    view! {
        <button class="link" on:click=reset>
            "Reset to the article's solver"
        </button>
    }
}

/// Whether a number field holds text it cannot read (it then hands over "").
fn bad_input(ev: &web_sys::Event) -> bool {
    event_target::<web_sys::HtmlInputElement>(ev).validity().bad_input()
}
