//! Test yourself: the box that offers a test before the article and the
//! one at its end. Each shows, for the attempt under way, what fits:
//! the offer, the test being taken, or what came of it.

use super::sitting::TestSitting;
use super::test_results::TestResults;
use super::{box_id, Learning};
use crate::ui::model::{of, test_length, Attempt, Sitting, TEST_MIX};
use crate::ui::web::kit::browser;
use leptos::prelude::*;

/// Where the attempt stands, as one box sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// Nothing taken here yet.
    Offer,
    /// The reader passed on the first test.
    Skipped,
    /// A test under way here.
    Taking,
    /// The first test done (its box); the score, and where the second is.
    FirstDone { score: u32, both: bool },
    /// The second test done (its box): the results.
    Results,
}

fn phase(attempt: &Attempt, sitting: Sitting, score: impl Fn(&crate::ui::model::Taken) -> u32) -> Phase {
    match (sitting, attempt.test(sitting)) {
        (_, Some(test)) if !test.done() => Phase::Taking,
        (Sitting::Before, Some(test)) => {
            Phase::FirstDone { score: score(test), both: attempt.after.as_ref().is_some_and(|t| t.done()) }
        }
        (Sitting::After, Some(_)) => Phase::Results,
        (Sitting::Before, None) if attempt.skipped_before => Phase::Skipped,
        (_, None) => Phase::Offer,
    }
}

#[component]
pub fn SelfTestBox(sitting: Sitting) -> impl IntoView {
    let learning = Learning::get();
    let id = box_id(sitting);
    let phase = Memo::new(move |_| {
        let score = |test: &crate::ui::model::Taken| super::bank().map_or(0, |bank| test.score(bank));
        learning.tests.with(|tests| phase(&tests.current(), sitting, score))
    });
    let title = match sitting {
        Sitting::Before => "Test yourself first",
        Sitting::After => "Test yourself again",
    };
    let start = move |_| {
        if let Ok(bank) = super::bank() {
            learning.update_tests(|tests| tests.start(sitting, bank, browser::random_seed()));
            request_animation_frame(move || browser::focus(&format!("#{id} .test-position")));
        }
    };
    let body = move || {
        match phase.get() {
            Phase::Offer => view! { <Offer sitting=sitting start=start /> }.into_any(),
            Phase::Skipped => view! {
                <p class="muted">
                    "You passed on this one. " <button class="link" on:click=start>
                        "Take it now"
                    </button> ", or at the end of the article."
                </p>
            }
            .into_any(),
            Phase::Taking => view! { <TestSitting sitting=sitting /> }.into_any(),
            Phase::FirstDone { score, both } => view! {
                <p class="test-score" aria-live="polite">
                    {format!("You picked the solver's move on {} positions. ", of(score, test_length() as u32))}
                    {if both {
                        "Both tests are done: how you did, answer by answer, is at the end of the article.".to_string()
                    } else {
                        format!(
                            "The second test waits at the end of the article, on {} other positions at the same stages; your answers are gone through there.",
                            number_word(test_length()),
                        )
                    }}
                </p>
                <button class="link" on:click=move |_| browser::reach_section(box_id(Sitting::After))>
                    {if both { "See how you did" } else { "Go to the second test" }}
                </button>
            }
            .into_any(),
            Phase::Results => view! { <TestResults /> }.into_any(),
        }
    };
    view! {
        <aside class="self-test" id=id aria-labelledby=format!("{id}-title") data-testid=id>
            <h2 id=format!("{id}-title") tabindex="-1">
                {title}
            </h2>
            {body}
        </aside>
    }
}

/// The offer: what the test is, and the buttons to take it or pass.
#[component]
fn Offer(sitting: Sitting, start: impl Fn(web_sys::MouseEvent) + Copy + 'static) -> impl IntoView {
    let learning = Learning::get();
    let first_done = move || learning.tests.with(|t| t.current().before.as_ref().is_some_and(|b| b.done()));
    let mix = TEST_MIX.iter().map(|(stage, n)| format!("{n} {}", stage.name())).collect::<Vec<_>>().join(", ");
    let what = format!(
        "{} positions from the solver's own games ({mix}): for each, pick the move you think the solver plays, and say why if you like.",
        crate::ui::model::capitalised(&number_word(test_length()))
    );
    let lead = move || {
        match sitting {
        Sitting::Before => "Before you read: how well can you already guess the solver?".to_string(),
        Sitting::After if first_done() => {
            "The second test: other positions at the same stages, to see what the article changed.".to_string()
        }
        Sitting::After => {
            "You took no test before reading, so there is nothing to compare with, but you can still see how you do beside a few habits.".to_string()
        }
    }
    };
    let skip = move |_| {
        learning.update_tests(|tests| tests.skip_before());
        browser::focus("#against-chance-title");
    };
    view! {
        <p>{lead}" "{what}</p>
        <p class="muted">"Your answers stay in this browser; nothing is sent anywhere. The test needs JavaScript."</p>
        <div class="run-actions">
            <button on:click=start>"Take the test"</button>
            {(sitting == Sitting::Before)
                .then(|| {
                    view! {
                        <button class="link" on:click=skip>
                            "Skip it and read"
                        </button>
                    }
                })}
        </div>
    }
}

/// "eight", for a test's length in a sentence.
fn number_word(n: usize) -> String {
    const WORDS: [&str; 13] =
        ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    WORDS.get(n).map_or_else(|| n.to_string(), |w| w.to_string())
}
