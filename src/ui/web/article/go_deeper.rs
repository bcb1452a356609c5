//! 8. Go deeper: the full panels, each for what the article only sketched.

use crate::ui::model::{Section, ViewName};
use crate::ui::web::article::section::ArticleSection;
use crate::ui::web::kit::navigation::{bring_tabs_into_sight, open_from_link};
use crate::ui::web::state::AppState;
use leptos::prelude::*;

#[component]
pub fn GoDeeper() -> impl IntoView {
    let state = expect_context::<AppState>();
    let open = move |panel: ViewName| {
        move |ev: web_sys::MouseEvent| {
            if panel == ViewName::Tree && state.search.with_untracked(Option::is_none) {
                if let Some(recorded) = state.article_search.get_untracked() {
                    state.search.set(Some(recorded));
                }
            }
            open_from_link(state, panel, &ev);
            bring_tabs_into_sight();
        }
    };
    view! {
        <ArticleSection section=Section::GoDeeper>
            <p>"Each idea above has a full view of its own:"</p>
            <ul class="onward">
                <li>
                    <button class="link" on:click=open(ViewName::Tree)>
                        "The search tree"
                    </button>
                    ": every node of one decision, to open, to read and to step through in the order the solver visited them."
                </li>
                <li>
                    <button class="link" on:click=open(ViewName::Heuristic)>
                        "The heuristic"
                    </button>
                    ": the score of the board on screen taken apart cell by cell and edge by edge, and the snake's corner."
                </li>
                <li>
                    <button class="link" on:click=open(ViewName::Benchmark)>
                        "The benchmark lab"
                    </button>
                    ": any solver, any number of games, with charts, kept between visits, exported as JSON or CSV."
                </li>
                <li>
                    <button class="link" on:click=open(ViewName::Compare)>
                        "The comparison"
                    </button>
                    ": two solvers on the board on screen, that board under many sampling seeds, and where a lost game went wrong."
                </li>
            </ul>
        </ArticleSection>
    }
}
