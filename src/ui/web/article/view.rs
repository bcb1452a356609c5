//! The article as one page: its title, its lede, and its eight sections
//! in reading order.

use super::against_chance::AgainstChance;
use super::choice::{provide_guessing, Choice};
use super::claims::{provide_claims, Claims};
use super::depth::Depth;
use super::experiment::ExperimentLabs;
use super::go_deeper::GoDeeper;
use super::how_well::HowWell;
use super::knobs::{KnobWithMessage, SettingsBadge};
use super::layers::Layers;
use super::scoring::Scoring;
use crate::ui::model::Sitting;
use crate::ui::web::kit::status::ProblemLine;
use crate::ui::web::learning::self_test::SelfTestBox;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn ArticleView() -> impl IntoView {
    let state = expect_context::<AppState>();
    provide_context(KnobWithMessage::default());
    provide_context(ExperimentLabs::new());
    provide_claims();
    provide_guessing();
    view! {
        <article class="article" aria-labelledby="article-title">
            <header class="article-head">
                <h1 id="article-title" class="article-title">
                    "How a 2048 solver looks ahead"
                </h1>
                <p class="lede">
                    "An expectimax solver, explained on the game beside this text: play a move, and every number "
                    "below is recomputed for the board you made. Change a number in a sentence, and the solver "
                    "changes with it."
                </p>
                <p class="muted">
                    {move || {
                        if state.is_article() {
                            "These are the article's settings.".to_string()
                        } else {
                            "The solver no longer runs with the article's settings.".to_string()
                        }
                    }} " " <SettingsBadge />
                </p>
                <ProblemLine problem=state.article_search_problem alert=true />
            </header>
            <SelfTestBox sitting=Sitting::Before />
            <AgainstChance />
            <Layers />
            <Scoring />
            <Depth />
            <Choice />
            <HowWell />
            <Claims />
            <GoDeeper />
            <SelfTestBox sitting=Sitting::After />
        </article>
    }
}
