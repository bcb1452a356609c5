//! 1. A game against chance: the rules, and the one random step that
//! makes 2048 a game for expectimax, on the board being played.

use crate::game::FOUR_CHANCE;
use crate::solver::describe::spawn_sentence;
use crate::ui::model::{group_digits, Section};
use crate::ui::web::article::claims::ClaimInline;
use crate::ui::web::article::section::ArticleSection;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::labels::cell_name;
use leptos::prelude::*;

#[component]
pub fn AgainstChance() -> impl IntoView {
    let state = expect_context::<AppState>();
    let now = move || {
        state.play.with(|p| {
            let game = p.game();
            let board = game.board();
            let empties = board.empty_count();
            let cells = if empties == 1 { "cell" } else { "cells" };
            let mut text = format!(
                "Right now: move {}, score {}, {empties} empty {cells}, largest tile {}.",
                group_digits(f64::from(game.moves())),
                group_digits(game.score() as f64),
                board.max_tile()
            );
            if let (Some(direction), Some(spawn)) = (p.last_move(), p.last_spawn()) {
                text += &format!(
                    " After the last move ({}), the game put a {} at {}.",
                    direction.name(),
                    1u32 << spawn.exponent,
                    cell_name(spawn.cell)
                );
            }
            text
        })
    };
    view! {
        <ArticleSection section=Section::AgainstChance>
            <p>
                "You choose a direction; every tile slides as far as it can that way, and two equal tiles that "
                "meet merge into one (each tile merges at most once per move). That half of a turn is yours, "
                "and it is perfectly predictable. The other half belongs to the game: on a random empty cell it "
                "puts a new tile, " <strong>{spawn_sentence(FOUR_CHANCE)}</strong>
                ". Nobody can know where it will land."
            </p>
            <p>
                "Play a few moves on the board (arrow keys, a swipe, or the arrow buttons in “Keys, buttons and seed”). "
                "The rest of this page follows your game."
            </p>
            <p class="live-fact">{now}</p>
            <p>
                "A player who plans against the worst possible tile plays too timidly; one who ignores the tile "
                "is surprised every turn. The solver does neither: it weighs every place the tile could land by "
                "how likely it is. That is expectimax."
            </p>
            <ClaimInline id="claim-worst-case" />
            <ClaimInline id="claim-greedy" />
        </ArticleSection>
    }
}
