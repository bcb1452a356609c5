//! "Why expectimax?" The page's first section says that planning for the
//! worst tile plays too timidly and that ignoring the tile is surprised
//! every turn; the article says expectimax beats a greedy player by far.
//! Here the reader plays the three on the same games.

use super::experiment::{ExperimentPanel, ExperimentText};
use crate::analysis::experiment::Experiment;
use crate::analysis::why::finding;
use leptos::prelude::*;

#[component]
pub fn WhyExpectimax() -> impl IntoView {
    view! {
        <h3 id="why-expectimax">"Why expectimax?"</h3>
        <p>
            "Two other ways to play are close at hand. A greedy player scores the board each move leaves and "
            "takes the best, never asking what tile comes next. A worst-case player searches as deep as the "
            "article's solver but assumes the game always drops the most awkward tile it could, as a chess "
            "engine assumes the best reply. Both use the same heuristic, move order and depths (the greedy "
            "one only one move deep). Play all three on the same games:"
        </p>
        <ExperimentPanel
            experiment=Experiment::WhyExpectimax
            text=ExperimentText {
                games_id: "why-games",
                run_label: "Run the three solvers",
                progress_label: "Progress of the three solvers",
                tiles: &[1024, 2048, 4096],
                finding,
                testid: "why",
            }
        />
    }
}
