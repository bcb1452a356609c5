//! The article as one page: its title, its lede, and its eight sections
//! in reading order.
//!
//! When it is to take the place of the first view's article, it is built
//! out of sight a part at a time, a task each ([`InParts`], provided by the
//! Article tab, shell/live_article.rs): built at once, its elements and
//! their first effects held the page for a third of a second on a phone's
//! CPU, keys and taps waiting.

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
use crate::ui::web::kit::browser;
use crate::ui::web::kit::status::ProblemLine;
use crate::ui::web::learning::self_test::SelfTestBox;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// The article's parts after its head, in reading order.
const PARTS: [fn() -> AnyView; 10] = [
    || view! { <SelfTestBox sitting=Sitting::Before /> }.into_any(),
    || view! { <AgainstChance /> }.into_any(),
    || view! { <Layers /> }.into_any(),
    || view! { <Scoring /> }.into_any(),
    || view! { <Depth /> }.into_any(),
    || view! { <Choice /> }.into_any(),
    || view! { <HowWell /> }.into_any(),
    || view! { <Claims /> }.into_any(),
    || view! { <GoDeeper /> }.into_any(),
    || view! { <SelfTestBox sitting=Sitting::After /> }.into_any(),
];

/// Provided where the article is to be drawn a part at a time (its head
/// at once, then a part a task); `then` runs once every part is drawn.
/// Without it, the article is drawn whole.
#[derive(Clone, Copy)]
pub struct InParts {
    pub then: fn(),
}

#[component]
pub fn ArticleView() -> impl IntoView {
    let state = expect_context::<AppState>();
    provide_context(KnobWithMessage::default());
    provide_context(ExperimentLabs::new());
    provide_claims();
    provide_guessing();
    let built = use_context::<InParts>().map(|InParts { then }| {
        let built = RwSignal::new(0);
        draw_parts(built, then);
        built
    });
    let parts = PARTS
        .iter()
        .enumerate()
        .map(|(at, &part)| match built {
            None => part(),
            Some(built) => {
                // (A memo: each part is drawn once, not again at every
                // later part.)
                let drawn = Memo::new(move |_| built.get() > at);
                (move || drawn.get().then(part)).into_any()
            }
        })
        .collect_view();
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
            {parts}
        </article>
    }
}

/// Draws the article's next part in a task of its own, and so on until
/// all are drawn (`built` of them); then `then`.
fn draw_parts(built: RwSignal<usize>, then: fn()) {
    browser::after(0, move || match built.try_get_untracked() {
        Some(drawn) if drawn < PARTS.len() => {
            built.set(drawn + 1);
            draw_parts(built, then);
        }
        Some(_) => then(),
        // (The app is gone: nothing is left to draw.)
        None => {}
    });
}
