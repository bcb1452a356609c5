//! "Is the wall really the speed trades?" The article blames its 8192
//! ceiling on its two speed trades. Here the reader runs the four solvers
//! on the same games, and reads what a large run with the CLI found.

use super::experiment::{ExperimentPanel, ExperimentText};
use crate::analysis::experiment::Experiment;
use crate::analysis::wall::finding;
use leptos::prelude::*;

#[component]
pub fn Wall() -> impl IntoView {
    view! {
        <h3 id="wall">"Is the wall really the speed trades?"</h3>
        <p>
            {format!(
                "The article finds a cliff, 4096 in about {}% of games and 8192 {}, and puts it down to the two trades of section 4. That is a claim one can test. Ease each trade, one at a time and both together (every empty cell expanded instead of a sample; one layer deeper at every depth, the depth still following the danger), and play the same games:",
                reported(4096),
                if reported(8192) == 0.0 {
                    "essentially never".to_string()
                } else {
                    format!("in about {}%", reported(8192))
                },
            )}
        </p>
        <ExperimentPanel
            experiment=Experiment::Wall
            text=ExperimentText {
                games_id: "wall-games",
                run_label: "Run the four solvers",
                progress_label: "Progress of the wall experiment",
                tiles: &[2048, 4096, 8192],
                finding,
                testid: "wall",
            }
        />
    }
}

/// The article's reported share of games reaching `tile`, in percent.
fn reported(tile: u32) -> f64 {
    crate::analysis::article::REACHED.iter().find(|(t, _)| *t == tile).map_or(0.0, |(_, share)| *share)
}
