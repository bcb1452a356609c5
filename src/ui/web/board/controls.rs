//! The buttons around the board: scores, game controls, the on-screen
//! direction pad and the seed form.

use crate::game::Direction;
use crate::ui::model::{key_for_direction, Speed};
use crate::ui::web::board::autoplay;
use crate::ui::web::coach::strip::MatchRate;
use crate::ui::web::kit::browser::random_seed;
use crate::ui::web::kit::status::ProblemLine;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn Scores() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <dl class="scores">
            <div class="score-box">
                <dt>"Score"</dt>
                <dd data-testid="score">{move || state.play.with(|p| p.game().score())}</dd>
            </div>
            <div class="score-box">
                <dt>"Best"</dt>
                <dd data-testid="best">{move || state.best.get()}</dd>
            </div>
            <div class="score-box">
                <dt>"Moves"</dt>
                <dd data-testid="moves">{move || state.play.with(|p| p.game().moves())}</dd>
            </div>
            <MatchRate />
        </dl>
    }
}

#[component]
pub fn GameControls() -> impl IntoView {
    let state = expect_context::<AppState>();
    let can_undo = move || state.play.with(|p| p.can_undo());
    let on_speed = move |ev: leptos::ev::Event| {
        if let Some(speed) = Speed::from_key(&event_target_value(&ev)) {
            state.speed.set(speed);
        }
    };
    view! {
        <div class="controls">
            <button on:click=move |_| state.new_game(random_seed())>"New game"</button>
            <button on:click=move |_| state.undo() disabled=move || !can_undo()>
                "Undo"
            </button>
            // (`data-early`: the first view's script keeps a press made
            // before the app is live, scripts/early-input.js.)
            <button on:click=move |_| state.ask_hint() disabled=move || state.autoplay.get() data-early="hint">
                "Hint"
            </button>
            // Its name says what it does next ("Stop" while playing), so it
            // is not also a pressed toggle: a screen reader would hear
            // "Stop, pressed".
            // Not while a board is being set up: opening the editor stops
            // Autoplay, and the draft is of the board as it was then.
            <button
                id="autoplay"
                class:active=move || state.autoplay.get()
                disabled=move || state.editing.get() && !state.autoplay.get()
                on:click=move |_| autoplay::toggle(state)
            >
                {move || if state.autoplay.get() { "Stop" } else { "Autoplay" }}
            </button>
            <label class="speed">
                "Speed "
                <select on:change=on_speed>
                    {Speed::CHOICES
                        .into_iter()
                        .map(|speed| {
                            view! {
                                <option value=speed.key() selected=move || state.speed.get() == speed>
                                    {speed.label()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        </div>
    }
}

/// Where Autoplay stops by itself: at a move number, or at the next
/// position the solver searches at its deepest.
#[component]
pub fn AutoplayLimits() -> impl IntoView {
    let state = expect_context::<AppState>();
    let problem = RwSignal::new(None::<String>);
    let on_until = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        match text.trim() {
            "" => {
                problem.set(None);
                state.autoplay_until.set(None);
            }
            value => match value.parse::<u32>() {
                Ok(n) if n >= 1 => {
                    problem.set(None);
                    state.autoplay_until.set(Some(n));
                }
                _ => problem.set(Some(format!("A move number is a whole number, 1 or more; “{text}” was not used."))),
            },
        }
    };
    let deepest = move || state.config.with(|c| c.depth.deepest());
    view! {
        <div class="autoplay-limits">
            <label for="autoplay-until">"Play until move"</label>
            <input
                id="autoplay-until"
                // Text, not a number field: that reads "" for "12.", which
                // cleared the stopping point without a word.
                inputmode="numeric"
                placeholder="the end"
                prop:value=move || state.autoplay_until.get().map(|n| n.to_string()).unwrap_or_default()
                on:change=on_until
            />
            <label class="toggle">
                <input
                    type="checkbox"
                    prop:checked=move || state.stop_at_deepest.get()
                    on:change=move |ev| state.stop_at_deepest.set(event_target_checked(&ev))
                />
                {move || format!(" Stop at the next depth-{} decision", deepest())}
            </label>
            <ProblemLine problem alert=true />
        </div>
    }
}

/// Four buttons for players without a keyboard or touch screen: a cross
/// (↑ above ← ↓ →), or with `row` a row (← ↑ ↓ →); either way in the order
/// they are seen, for Tab to follow.
#[component]
pub fn DirectionPad(#[prop(optional)] row: bool) -> impl IntoView {
    let state = expect_context::<AppState>();
    let button = move |direction: Direction| {
        view! {
            // (`data-early-key`: pressed before the app is live, kept as
            // that key by the first view's script, scripts/early-input.js.)
            <button
                class=format!("pad-{}", direction.name())
                aria-label=format!("Move {}", direction.name())
                data-early-key=key_for_direction(direction)
                on:click=move |_| state.move_in(direction)
            >
                {direction.arrow()}
            </button>
        }
    };
    view! {
        <div class="pad" role="group" aria-label="Move">
            {(if row { [Direction::Left, Direction::Up] } else { [Direction::Up, Direction::Left] }).map(button)}
            {button(Direction::Down)}
            {button(Direction::Right)}
        </div>
    }
}

/// Shows the game's seed and replays any seed typed in.
#[component]
pub fn SeedForm() -> impl IntoView {
    let state = expect_context::<AppState>();
    let draft = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    // Whenever the game changes seed (not on every move), show the new one
    // in the field.
    let seed = Memo::new(move |_| state.play.with(|p| p.game().seed()));
    Effect::new(move |_| draft.set(seed.get().to_string()));
    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match draft.get_untracked().trim().parse::<u64>() {
            Ok(seed) => {
                problem.set(None);
                state.new_game(seed);
            }
            Err(_) => {
                problem.set(Some(format!("A seed is a whole number from 0 to {}; nothing was changed.", u64::MAX)))
            }
        }
    };
    view! {
        <form class="seed" on:submit=on_submit>
            <label for="seed-input">"Seed"</label>
            <input
                id="seed-input"
                inputmode="numeric"
                autocomplete="off"
                prop:value=move || draft.get()
                on:input=move |ev| draft.set(event_target_value(&ev))
                aria-describedby="seed-help"
            />
            <button type="submit">"Replay seed"</button>
            <p id="seed-help" class="help">
                "The same seed deals the same tiles and the same hints."
            </p>
            <ProblemLine problem alert=true />
        </form>
    }
}
