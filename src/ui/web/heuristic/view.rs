//! The Heuristic view as its tab shows it: the rank heatmap, the board on
//! screen scored, and the knobs.

use super::board_score::BoardScore;
use super::heatmap::RankHeatmap;
use super::settings::SolverSettings;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn HeuristicView() -> impl IntoView {
    let state = expect_context::<AppState>();
    let board = Signal::derive(move || state.play.with(|p| p.game().board()));
    view! {
        <RankHeatmap />
        <BoardScore board=board />
        <SolverSettings />
    }
}
