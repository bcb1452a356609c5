//! 5. From score to move: the move order, the tie rule, the four values at
//! the root, and a chance for the reader to guess first.

use crate::game::Direction;
use crate::ui::model::{count, gap_in_units, judge, ordinal, Guess, Recorded, Section, Tally};
use crate::ui::web::article::section::{analysed, ArticleSection, NoSearch};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::differences::{gap_digits, DifferenceBars, Sibling, WhatDecides};
use crate::ui::web::learning::miss::MissExplained;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// The reader's guessing, this section's own: the guess at the position
/// explained, the tally of guesses so far, and whether to guess first.
#[derive(Clone, Copy)]
struct Guessing {
    guess: RwSignal<Guess>,
    tally: RwSignal<Tally>,
    /// Whether the section hides the solver's choice until the reader
    /// guesses.
    first: RwSignal<bool>,
}

/// Makes the guessing's context, for the whole article: section 2 must
/// not show the answer to a guess still open here.
pub fn provide_guessing() {
    let state = expect_context::<AppState>();
    let position = state.position.get_untracked();
    provide_context(Guessing {
        guess: RwSignal::new(Guess { position, pick: None, revealed: false }),
        tally: RwSignal::new(Tally::default()),
        first: RwSignal::new(true),
    });
}

/// Whether the reader is to guess the solver's move on the board on screen
/// and has not yet (anything that shows the move would give it away).
pub fn guess_pending() -> bool {
    let state = expect_context::<AppState>();
    let guessing = expect_context::<Guessing>();
    let position = state.position.get();
    guessing.first.get() && !guessing.guess.get().filter_position(position).revealed
}

/// Shows the solver's choice without a guess (the reader asked to see it
/// elsewhere on the page).
pub fn reveal_without_guessing() {
    let state = expect_context::<AppState>();
    let guessing = expect_context::<Guessing>();
    let position = state.position.get_untracked();
    guessing.guess.set(Guess { position, pick: None, revealed: true });
}

#[component]
pub fn Choice() -> impl IntoView {
    let state = expect_context::<AppState>();
    let guessing = expect_context::<Guessing>();
    let order = move || {
        state
            .config
            .with(|c| c.move_order.iter().map(|d| format!("{} {}", d.name(), d.arrow())).collect::<Vec<_>>().join(", "))
    };
    // The tie rule's lean, said of the corner this solver's snake ends in.
    let lean = move || {
        state.config.with(|c| {
            let (first, corner) = (c.move_order[0], c.snake.corner);
            let way = if corner.pushed_by(first) { "into" } else { "away from" };
            format!("{}, which pushes tiles {way} the {} corner, where the snake ends.", first.name(), corner.name())
        })
    };
    // The guess belongs to one position: a new board starts a new guess.
    let guess = move || {
        let position = state.position.get();
        guessing.guess.get().filter_position(position)
    };
    let recorded = move || analysed(state);
    let shown = move || !guessing.first.get() || guess().revealed;
    view! {
        <ArticleSection section=Section::Choice>
            <p>
                "At the root the solver runs the search once for each legal move, in the order "
                <strong>{order}</strong>
                ", and plays the move with the highest value. When two moves are worth exactly the same, the "
                "one tried first wins: a later move must be strictly better to replace it, a mild lean toward " {lean}
            </p>
            <label class="toggle">
                <input
                    type="checkbox"
                    prop:checked=move || guessing.first.get()
                    on:change=move |ev| guessing.first.set(event_target_checked(&ev))
                />
                " Let me guess before the solver shows its choice"
            </label>
            {move || (guessing.first.get() && !guess().revealed).then(|| view! { <GuessForm /> })}
            // Where the keyboard goes when the guess is revealed (the
            // buttons pressed go with the form).
            <div id="choice-result" tabindex="-1" role="region" aria-label="The solver's choice">
                {move || match (shown(), recorded()) {
                    (true, Some(recorded)) => view! { <Values recorded=recorded guess=guess() /> }.into_any(),
                    (true, None) => view! { <NoSearch waiting="The solver's values appear here." /> }.into_any(),
                    (false, _) => ().into_any(),
                }}
            </div>
            {move || {
                (guessing.tally.get().guessed > 0)
                    .then(|| {
                        view! {
                            <p class="tally" aria-live="polite">
                                {guessing.tally.get().sentence()}
                            </p>
                        }
                    })
            }}
        </ArticleSection>
    }
}

impl Guess {
    /// This guess if it is about `position`, else a fresh one.
    fn filter_position(self, position: crate::ui::model::Position) -> Guess {
        if self.position == position {
            self
        } else {
            Guess { position, pick: None, revealed: false }
        }
    }
}

/// The radio group "Your guess" and the button that reveals the choice.
#[component]
fn GuessForm() -> impl IntoView {
    let state = expect_context::<AppState>();
    let guessing = expect_context::<Guessing>();
    let legal = move |d: Direction| state.position.with(|p| p.board.is_legal(d));
    let picked = move || {
        let position = state.position.get();
        guessing.guess.get().filter_position(position).pick
    };
    let pick = move |direction: Direction| {
        let position = state.position.get_untracked();
        guessing.guess.set(Guess { position, pick: Some(direction), revealed: false });
    };
    let reveal = move |_| {
        let position = state.position.get_untracked();
        let guess = guessing.guess.get_untracked().filter_position(position);
        let decision = state.article_search.get_untracked().map(|r| r.tree.decision().clone());
        if let (Some(pick), Some(decision)) = (guess.pick, decision) {
            if let Some(verdict) = judge(&decision, pick) {
                guessing.tally.update(|t| t.add(&verdict));
            }
        }
        guessing.guess.set(Guess { revealed: true, ..guess });
        browser::focus("#choice-result");
    };
    let options = Direction::ALL
        .into_iter()
        .map(|direction| {
            view! {
                <label class="guess-option" class:disabled=move || !legal(direction)>
                    <input
                        type="radio"
                        name="guess"
                        value=direction.name()
                        disabled=move || !legal(direction)
                        prop:checked=move || picked() == Some(direction)
                        on:change=move |_| pick(direction)
                    />
                    {format!(" {} {}", direction.arrow(), direction.name())}
                </label>
            }
        })
        .collect_view();
    view! {
        <div class="guess">
            <div role="radiogroup" aria-label="Your guess" class="guess-options">
                {options}
            </div>
            <button on:click=reveal disabled=move || picked().is_none()>
                "Reveal the solver's choice"
            </button>
            <button
                class="link"
                on:click=move |_| {
                    let position = state.position.get_untracked();
                    guessing
                        .guess
                        .set(Guess {
                            position,
                            pick: None,
                            revealed: true,
                        });
                    browser::focus("#choice-result");
                }
            >
                "Show it without guessing"
            </button>
        </div>
    }
}

/// The four root values, each as the gap below the best, the verdict on
/// the reader's guess, and what separates the choice from the reader's
/// pick (or, when the reader agreed or did not guess, from the runner-up).
#[component]
fn Values(recorded: Recorded, guess: Guess) -> impl IntoView {
    let state = expect_context::<AppState>();
    let tree = recorded.tree.clone();
    let decision = tree.decision().clone();
    let verdict = guess.pick.and_then(|pick| judge(&decision, pick));
    let verdict_text = match (decision.direction, verdict) {
        (None, _) => "No move is legal: the game is over.".to_string(),
        (Some(chosen), Some(v)) if v.agrees() => format!("The solver plays {} too.", chosen.name()),
        (Some(chosen), Some(v)) => format!(
            "The solver plays {}. Your pick, {}, ranks {} of {}, worth {} less.",
            chosen.name(),
            v.guess.name(),
            ordinal(v.rank),
            v.legal,
            decision
                .value(chosen)
                .and_then(|best| gap_in_units(best, v.shortfall, tree.config().weights.empties))
                .unwrap_or_else(|| gap_digits(v.shortfall))
        ),
        (Some(chosen), None) => format!("Move {} {}", chosen.name(), chosen.arrow()),
    };
    let order = tree.config().move_order;
    let siblings: Vec<Sibling> = order
        .iter()
        .map(|&d| Sibling {
            label: format!("{} {}", d.arrow(), d.name()),
            value: decision.value(d),
            chosen: decision.direction == Some(d),
        })
        .collect();
    let board_after = |d: Direction| tree.move_child(0, d).map(|c| tree.node(c).board);
    // What the solver's move is set beside: the reader's own pick when it
    // differs (what the reader wants to know is why not theirs), else the
    // runner-up, the best of the other legal moves.
    let runner_up = |chosen: Direction| {
        order
            .iter()
            .filter(|&&d| d != chosen)
            .filter_map(|&d| decision.value(d).map(|v| (d, v)))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(d, _)| (d, ""))
    };
    let set_beside = decision.direction.and_then(|chosen| {
        let other = match verdict {
            Some(v) if !v.agrees() => Some((v.guess, " (your pick)")),
            _ => runner_up(chosen),
        };
        other.map(|(other, whose)| (chosen, other, whose))
    });
    let compare = set_beside.and_then(|(chosen, other, whose)| {
        let (a, b) = (board_after(chosen)?, board_after(other)?);
        Some(view! {
            <WhatDecides
                config=tree.config().clone()
                a=(format!("{} {}", chosen.arrow(), chosen.name()), a)
                b=(format!("{} {}{whose}", other.arrow(), other.name()), b)
            />
        })
    });
    // A board with no move needs no search: nothing to say of one.
    let depth = decision.direction.map(|_| {
        let cost = format!(
            "Depth {}: {}. {} scored.",
            decision.depth,
            tree.config().depth.reason(state.position.get_untracked().board.empty_count()),
            count(decision.nodes.leaves, "board", "boards")
        );
        view! { <p class="depth muted">{cost}</p> }
    });
    // A miss taken apart in the search's own terms: the spawns after the
    // pick that cost it most, and any rule of thumb the solver breaks.
    let miss =
        verdict.filter(|v| !v.agrees()).map(|v| view! { <MissExplained recorded=recorded.clone() pick=v.guess /> });
    view! {
        <p class="verdict" aria-live="polite" data-testid="choice-verdict">
            {verdict_text}
        </p>
        {miss}
        <DifferenceBars
            siblings=siblings
            caption="The value of each move, as its gap below the best".to_string()
            empty_weight=tree.config().weights.empties
        />
        {depth}
        {compare}
    }
}
