//! The views beside the board, as tabs (the WAI-ARIA tabs pattern: arrow
//! keys, Home and End move between tabs; Tab moves into the panel): the
//! article, and the full panels it leads into.

use super::article::Article;
use super::bench::BenchPanel;
use super::board_score::BoardScore;
use super::compare::ComparePanel;
use super::context::{AppState, Panel};
use super::heatmap::RankHeatmap;
use super::settings::SolverSettings;
use super::tree::TreePanel;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[component]
pub fn Panels() -> impl IntoView {
    let state = expect_context::<AppState>();
    let select = move |panel: Panel| {
        state.panel.set(panel);
        focus_tab(panel);
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        let count = Panel::ALL.len();
        let current = Panel::ALL.iter().position(|&p| p == state.panel.get_untracked()).unwrap_or(0);
        let next = match ev.key().as_str() {
            "ArrowRight" => (current + 1) % count,
            "ArrowLeft" => (current + count - 1) % count,
            "Home" => 0,
            "End" => count - 1,
            _ => return,
        };
        ev.prevent_default();
        select(Panel::ALL[next]);
    };
    let tabs = Panel::ALL
        .into_iter()
        .map(|panel| {
            let selected = move || state.panel.get() == panel;
            view! {
                <button
                    role="tab"
                    id=format!("tab-{}", panel.id())
                    aria-controls=format!("panel-{}", panel.id())
                    aria-selected=move || selected().to_string()
                    tabindex=move || if selected() { "0" } else { "-1" }
                    class="tab"
                    on:click=move |_| state.panel.set(panel)
                >
                    {panel.title()}
                </button>
            }
        })
        .collect_view();
    let board = Signal::derive(move || state.play.with(|p| p.game().board()));
    view! {
        <div role="tablist" aria-label="Views" class="tabs" on:keydown=on_keydown>
            {tabs}
        </div>
        <TabPanel panel=Panel::Article>
            <Article />
        </TabPanel>
        <TabPanel panel=Panel::Tree>
            <TreePanel />
        </TabPanel>
        <TabPanel panel=Panel::Heuristic>
            <RankHeatmap />
            <BoardScore board=board />
            <SolverSettings />
        </TabPanel>
        <TabPanel panel=Panel::Benchmark>
            <BenchPanel />
        </TabPanel>
        <TabPanel panel=Panel::Compare>
            <ComparePanel />
        </TabPanel>
    }
}

/// A tab's panel; hidden (but kept) while another tab is selected.
#[component]
fn TabPanel(panel: Panel, children: Children) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div
            role="tabpanel"
            id=format!("panel-{}", panel.id())
            aria-labelledby=format!("tab-{}", panel.id())
            class="tabpanel"
            hidden=move || state.panel.get() != panel
        >
            {children()}
        </div>
    }
}

fn focus_tab(panel: Panel) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&format!("tab-{}", panel.id())))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}
