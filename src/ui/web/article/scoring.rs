//! 3. Scoring a board: the formula with this board's own numbers put in,
//! the rank heatmap behind the positional term, and the terms' shares.

use crate::solver::{Heuristic, MAX_WEIGHT};
use crate::ui::model::{group_digits, parameter, Section, LEAST_SMOOTHNESS_WEIGHT, MINUS};
use crate::ui::web::article::claims::ClaimInline;
use crate::ui::web::article::knobs::NumberKnob;
use crate::ui::web::article::section::ArticleSection;
use crate::ui::web::heuristic::board_score::TermsBar;
use crate::ui::web::heuristic::heatmap::RankHeatmap;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn Scoring() -> impl IntoView {
    let state = expect_context::<AppState>();
    let explanation = Memo::new(move |_| {
        let config = state.config.get();
        Heuristic::new(config.weights, config.snake).parts(state.position.get().board)
    });
    let corner = move || state.config.with(|c| c.snake.corner.name());
    let worked = move || {
        explanation.with(|e| {
            let w = state.config.with(|c| c.weights);
            let b = e.breakdown;
            // Each weighted term with its sign: a negative weight is taken
            // away ("− 4,000 × 3"), a weight of 1 is left out.
            let term = |weight: f64, value: String, first: bool| {
                let factor =
                    if weight.abs() == 1.0 { String::new() } else { format!("{} × ", parameter(weight.abs())) };
                match (weight < 0.0, first) {
                    (false, true) => format!("{factor}{value}"),
                    (true, true) => format!("{MINUS}{factor}{value}"),
                    (false, false) => format!(" + {factor}{value}"),
                    (true, false) => format!(" {MINUS} {factor}{value}"),
                }
            };
            // A negative term in brackets.
            let bracket = |x: f64| if x < 0.0 { format!("({})", group_digits(x)) } else { group_digits(x) };
            format!(
                "{}{}{} = {}",
                term(w.positional, group_digits(b.positional), true),
                term(w.empties, group_digits(b.empties), false),
                term(w.smoothness, bracket(b.smoothness), false),
                group_digits(e.total)
            )
        })
    };
    view! {
        <ArticleSection section=Section::Scoring>
            <p>
                "The tree cannot go on until the game ends, so where it stops the solver scores the board it "
                "reached with one formula of three terms:"
            </p>
            <p class="formula-line" data-testid="formula">
                <NumberKnob
                    label="positional weight"
                    read=|c| c.weights.positional
                    write=|c, v| c.weights.positional = v
                    max=MAX_WEIGHT
                />
                " × positional + "
                <NumberKnob
                    label="empty-cell weight"
                    read=|c| c.weights.empties
                    write=|c, v| c.weights.empties = v
                    max=MAX_WEIGHT
                />
                " × empties + "
                <NumberKnob
                    label="smoothness weight"
                    read=|c| c.weights.smoothness
                    write=|c, v| c.weights.smoothness = v
                    min=LEAST_SMOOTHNESS_WEIGHT
                    max=MAX_WEIGHT
                />
                " × smoothness"
            </p>
            <ul class="terms-list">
                <li>
                    <strong>"Positional"</strong>
                    {move || {
                        format!(
                            ": every tile's value times 4 to the power of its cell's rank. The ranks run in a snake toward the {} corner, so one step back along the snake is worth a quarter as much, and the largest tile pays most in the corner.",
                            corner(),
                        )
                    }}
                </li>
                <li>
                    <strong>"Empties"</strong>
                    ": the number of empty cells. Room is what keeps moves possible, so each empty cell is worth a lot."
                </li>
                <li>
                    <strong>"Smoothness"</strong>
                    ": minus the sum, over neighbouring tiles, of how many doublings apart they are. A 4 beside an 8 costs 1; a 2 beside a 512 costs 8."
                </li>
            </ul>
            <ClaimInline id="claim-corner" />
            <ClaimInline id="claim-smoothness" />
            <p>"For the board on screen, the formula reads:"</p>
            <p class="formula worked" data-testid="formula-worked">
                {worked}
            </p>
            <div class="article-figures">
                <RankHeatmap id="article-heatmap-caption" />
                <div class="panel">
                    <h3>"What each term contributes here"</h3>
                    // (Its table scrolls in a box of its own where it must.)
                    <TermsBar explanation=explanation />
                    <p class="muted">
                        "Late in a game the positional term dwarfs the others on any one board. That does not "
                        "make them idle: what decides between two moves is the " <em>"difference"</em>
                        " between the boards they lead to, and two boards a move apart often differ by an empty "
                        "cell or two while their positional terms nearly cancel."
                    </p>
                    <ClaimInline id="claim-full-board" />
                </div>
            </div>
        </ArticleSection>
    }
}
