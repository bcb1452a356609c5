//! What every prediction shares: the quiet tally of the reader's
//! predictions, the "Just show me" that turns the questions off (and the
//! way back), and, on a miss, a line of the reader's own on why, kept with
//! the tally.

use super::Learning;
use crate::ui::model::{PredictionKind, EXPLANATION_CHARS};
use leptos::prelude::*;

/// Under a question: the tally so far, and "Just show me".
#[component]
pub fn AskedFooter() -> impl IntoView {
    let learning = Learning::get();
    view! {
        <p class="predict-footer muted">
            {move || learning.predictions.with(|p| p.sentence()).map(|s| format!("{s} "))}
            <button type="button" class="link" on:click=move |_| learning.update_predictions(|p| p.just_show_me = true)>
                "Just show me (no more questions)"
            </button>
        </p>
    }
}

/// Where a question would be while they are off: the way back.
#[component]
pub fn QuestionsOff() -> impl IntoView {
    let learning = Learning::get();
    view! {
        <p class="predict-footer muted">
            "Questions before each answer are off. "
            <button
                type="button"
                class="link"
                on:click=move |_| learning.update_predictions(|p| p.just_show_me = false)
            >
                "Ask me first again"
            </button>
        </p>
    }
}

/// After a miss about `about`: the line from the data (`why`, if not said
/// already), and a field for the reader's own explanation of the gap, kept
/// with the tally (one per `about`: shown as kept once it is).
#[component]
pub fn ExplainGap(
    kind: PredictionKind,
    about: String,
    predicted: String,
    actual: String,
    #[prop(optional)] why: String,
) -> impl IntoView {
    let learning = Learning::get();
    let text = RwSignal::new(String::new());
    let id = format!("explain-{}", crate::ui::web::kit::ids::next_id());
    let kept = {
        let about = about.clone();
        Memo::new(move |_| learning.predictions.with(|p| p.explanation(kind, &about).map(|e| e.why.clone())))
    };
    let status = format!("{id}-kept");
    let keep = {
        let status = status.clone();
        move |ev: web_sys::SubmitEvent| {
            ev.prevent_default();
            let (predicted, actual, line) = (predicted.clone(), actual.clone(), text.get_untracked());
            learning.update_predictions(|p| {
                p.explain(kind, &about, predicted, actual, &line);
            });
            // The field is gone: the keyboard goes to what took its place.
            let status = status.clone();
            request_animation_frame(move || crate::ui::web::kit::browser::focus(&format!("#{status}")));
        }
    };
    view! {
        <div class="explain-gap">
            {(!why.is_empty()).then(|| view! { <p>{why}</p> })}
            {move || match kept.get() {
                Some(line) => {
                    view! {
                        <p class="muted" id=status.clone() tabindex="-1">
                            {format!("Kept with your predictions, on this device: “{line}”")}
                        </p>
                    }
                        .into_any()
                }
                None => {
                    view! {
                        <form class="inline-form" on:submit=keep.clone()>
                            <label for=id.clone()>"Why the gap, in a line of your own (if you like):"</label>
                            <input
                                id=id.clone()
                                type="text"
                                maxlength=EXPLANATION_CHARS.to_string()
                                prop:value=move || text.get()
                                on:input=move |ev| text.set(event_target_value(&ev))
                            />
                            <button type="submit">"Keep it"</button>
                        </form>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}
