//! Taking a test: one position at a time, the board, the four moves and
//! the reasons, then the next. Nothing is revealed until the test is over:
//! a test that taught as it went would measure its own teaching.

use super::Learning;
use crate::game::Direction;
use crate::ui::model::{of, Answer, Reason, Sitting};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use leptos::prelude::*;

#[component]
pub fn TestSitting(sitting: Sitting) -> impl IntoView {
    let learning = Learning::get();
    let bank = match super::bank() {
        Ok(bank) => bank,
        Err(problem) => {
            return view! { <p class="problem">{format!("The test cannot be taken: {problem}.")}</p> }.into_any()
        }
    };
    // (Answered so far, positions in all, the next one's id.)
    let next = Memo::new(move |_| {
        learning.tests.with(|tests| {
            let attempt = tests.current();
            let test = attempt.test(sitting)?;
            Some((test.answers.len(), test.positions.len(), test.next()?))
        })
    });
    let pick = RwSignal::new(None::<Direction>);
    let reason = RwSignal::new(None::<Reason>);
    let name = match sitting {
        Sitting::Before => "before",
        Sitting::After => "after",
    };
    let submit = move |ev: web_sys::SubmitEvent| {
        ev.prevent_default();
        let (Some((done, total, id)), Some(chosen)) = (next.get_untracked(), pick.get_untracked()) else { return };
        let finished = done + 1 == total;
        let answer = Answer { position: id, pick: chosen, reason: reason.get_untracked() };
        pick.set(None);
        reason.set(None);
        learning.update_tests(|tests| {
            tests.answer(sitting, answer);
        });
        // The next position's heading (or, at the end, the box's) takes the
        // keyboard: the form the reader used is gone.
        let id = super::box_id(sitting);
        let target = if finished { format!("#{id}-title") } else { format!("#{id} .test-position") };
        if finished {
            let score = learning.tests.with_untracked(|t| t.current().test(sitting).map(|t| t.score(bank)));
            if let Some(score) = score {
                learning.announce(&format!("Test done: you picked the solver's move on {}.", of(score, total as u32)));
            }
        }
        request_animation_frame(move || browser::focus(&target));
    };
    let form = move || {
        let (done, total, id) = next.get()?;
        let position = bank.positions.get(id as usize)?.clone();
        let board = position.board;
        let moves = Direction::ALL
            .into_iter()
            .map(|direction| {
                let legal = board.is_legal(direction);
                view! {
                    <label class="guess-option" class:disabled=!legal>
                        <input
                            type="radio"
                            name=format!("test-move-{name}")
                            value=direction.name()
                            disabled=!legal
                            prop:checked=move || pick.get() == Some(direction)
                            on:change=move |_| pick.set(Some(direction))
                        />
                        {format!(" {} {}", direction.arrow(), direction.name())}
                        {(!legal).then(|| view! { <span class="sr-only">" (moves nothing here)"</span> })}
                    </label>
                }
            })
            .collect_view();
        let reasons = Reason::ALL
            .into_iter()
            .map(|r| {
                view! {
                    <label class="guess-option">
                        <input
                            type="radio"
                            name=format!("test-reason-{name}")
                            value=r.key()
                            prop:checked=move || reason.get() == Some(r)
                            on:change=move |_| reason.set(Some(r))
                        />
                        {format!(" {}", r.label())}
                    </label>
                }
            })
            .collect_view();
        let last = done + 1 == total;
        let empties = board.empty_count();
        let stage = format!(
            "{} game: {} empty {}",
            crate::ui::model::capitalised(position.stage.name()),
            empties,
            if empties == 1 { "cell" } else { "cells" }
        );
        Some(view! {
            <form class="test-sitting" on:submit=submit>
                <h3 class="test-position" tabindex="-1">
                    {format!("Position {} of {total}", done + 1)}
                </h3>
                <p class="muted">{stage}</p>
                // The board with its moves, beside them where there is room, so that
                // both stay in view on a phone.
                <div class="test-pick">
                    <div class="test-board">
                        <MiniBoard board=board large=true />
                    </div>
                    <fieldset class="test-field">
                        <legend>"Which move does the solver play?"</legend>
                        <div class="guess-options test-moves">{moves}</div>
                    </fieldset>
                </div>
                <fieldset class="test-field">
                    <legend>"Why? (if you like)"</legend>
                    <div class="guess-options">{reasons}</div>
                </fieldset>
                <button type="submit" disabled=move || pick.get().is_none()>
                    {if last { "Finish the test" } else { "Next position" }}
                </button>
            </form>
        })
    };
    view! { <div class="test-form">{form}</div> }.into_any()
}
