//! Before a benchmark runs: what share of its games will reach 2048? A
//! slider to guess with, and once the run is done, the guess beside the
//! share measured and its 95% interval, counted in the tally.

use super::predict::{AskedFooter, ExplainGap, QuestionsOff};
use super::Learning;
use crate::analysis::claims::HEADLINE_TILE;
use crate::analysis::experiment::reached;
use crate::bench::Summary;
use crate::ui::model::{fixed_percent, share_called, share_gap, PredictionKind};
use leptos::prelude::*;

/// A guess made for a run: the run's label, the guess (percent), and
/// whether it has been counted.
#[derive(Clone, Debug, PartialEq)]
pub struct RunGuess {
    pub label: String,
    pub guess: f64,
    pub counted: bool,
}

/// The slider, while the page asks first; `guess` is set once the reader
/// moves it (a slider left alone is no guess).
#[component]
pub fn ShareGuess(guess: RwSignal<Option<f64>>) -> impl IntoView {
    let learning = Learning::get();
    move || {
        if !learning.asking() {
            return view! { <QuestionsOff /> }.into_any();
        }
        view! {
            <fieldset class="share-guess">
                <legend>{format!("Before it runs: what share of its games will reach {HEADLINE_TILE}?")}</legend>
                <input
                    id="bench-guess"
                    aria-label=format!("Your guess: the share of games reaching {HEADLINE_TILE}, in percent")
                    type="range"
                    min="0"
                    max="100"
                    step="1"
                    aria-valuetext=move || guess.get().map_or("no guess yet".to_string(), |g| fixed_percent(g, 0))
                    prop:value=move || guess.get().unwrap_or(50.0).to_string()
                    on:input=move |ev| guess.set(event_target_value(&ev).parse::<u32>().ok().map(f64::from))
                />
                <output for="bench-guess">
                    {move || guess.get().map_or("Move the slider to guess".to_string(), |g| fixed_percent(g, 0))}
                </output>
                <AskedFooter />
            </fieldset>
        }
        .into_any()
    }
}

/// The guess beside the run's result: right when it lies inside the 95%
/// interval; on a miss, where it fell, and a line of the reader's own.
#[component]
pub fn ShareReveal(label: String, guess: f64, summary: Summary) -> impl IntoView {
    let (share, interval) = reached(&summary, HEADLINE_TILE);
    let said = share_gap(guess, share, interval);
    if share_called(guess, interval) {
        return view! {
            <p class="stance-result called" data-testid="share-reveal">
                {format!("{said} Called.")}
            </p>
        }
        .into_any();
    }
    view! {
        <div data-testid="share-reveal">
            <ExplainGap
                kind=PredictionKind::Benchmark
                about=label
                predicted=fixed_percent(guess, 0)
                actual=format!("{} [{:.1}, {:.1}]", fixed_percent(share, 1), interval[0], interval[1])
                why=said
            />
        </div>
    }
    .into_any()
}

/// Counts `guess` once its run has finished (`finished` gives a finished
/// run's summary by its label).
pub fn count_when_done(
    learning: Learning,
    guess: RwSignal<Option<RunGuess>>,
    finished: impl Fn(&str) -> Option<Summary>,
) {
    let Some(pending) = guess.get_untracked().filter(|g| !g.counted) else { return };
    if let Some(summary) = finished(&pending.label) {
        let (_, interval) = reached(&summary, HEADLINE_TILE);
        learning.record(PredictionKind::Benchmark, share_called(pending.guess, interval));
        guess.set(Some(RunGuess { counted: true, ..pending }));
    }
}
