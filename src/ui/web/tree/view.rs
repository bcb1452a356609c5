//! The Search tree view: every node behind the last hint, to browse, to
//! step through as the solver visited it, to export and to import (or, when
//! the hint's search was too large to record, why there is none).

use super::detail::NodeDetail;
use super::outline::TreeOutline;
use super::overview::Overview;
use super::prediction::StepPrediction;
use super::state::TreeUi;
use super::stepper::{CallStack, Stepper};
use crate::solver::SearchTree;
use crate::ui::model::{clipped, count, group_digits, Recorded};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::status::{NoticeLine, ProblemLine};
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Files larger than this are refused before reading (a deeper-preset tree
/// of a crowded board is a few megabytes).
const LARGEST_IMPORT: f64 = 64.0 * 1024.0 * 1024.0;
/// The most of a refused file's reason a message quotes: the reason may
/// quote the file, which can hold anything.
const MOST_QUOTED: usize = 300;

#[component]
pub fn TreeView() -> impl IntoView {
    let state = expect_context::<AppState>();
    let problem = RwSignal::new(None::<String>);
    let body = move || {
        match state.search.get() {
        None => match state.current_hint().and_then(|hint| hint.no_tree) {
            Some(why) => view! {
                <p class="problem" role="status">
                    {format!(
                        "The hint's search is too large to record and show here: {why}. Fewer layers or a smaller sample cap would make one this page can show.",
                    )}
                </p>
            }
            .into_any(),
            None => view! {
                <p class="muted">
                    "Press Hint to record the search behind the solver's choice: every move it tried, "
                    "every spawn it imagined and every board it scored."
                </p>
            }
            .into_any(),
        },
        Some(recorded) => view! { <RecordedTree recorded=recorded problem=problem /> }.into_any(),
    }
    };
    view! {
        <section class="panel tree-panel" aria-labelledby="tree-title">
            <h2 id="tree-title">"The search behind one move"</h2>
            {body}
            <Import problem=problem />
        </section>
    }
}

#[component]
fn RecordedTree(recorded: Recorded, problem: RwSignal<Option<String>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let ui = TreeUi::new(&recorded, problem, "tree");
    provide_context(ui);
    let tree = recorded.tree.clone();
    // The node a link names (when it is in this tree) is selected, open
    // and in view; from then on, the selection is what links carry.
    if let Some(node) = state.tree_node.get_untracked().filter(|&n| (n as usize) < tree.len()) {
        ui.reveal(&recorded, node);
        // Open, as the reader had it when they clicked it.
        ui.expanded.update(|open| {
            open.insert(node);
        });
    }
    // The step a link names: the replay is taken there (past the last
    // step, the finished search is shown), and the node it names, if any,
    // selected after.
    if let Some(step) = state.tree_step.get_untracked().filter(|&s| s <= ui.total()) {
        ui.go_to(step);
        if let Some(node) = state.tree_node.get_untracked().filter(|&n| (n as usize) < tree.len()) {
            ui.reveal(&recorded, node);
        }
    }
    Effect::new(move |_| {
        let selected = ui.selected.get();
        state.tree_node.set(Some(selected));
    });
    Effect::new(move |_| state.tree_step.set(ui.position()));
    // The search's layers; the leaves it scored below the last one are
    // counted after them (a depth-5 search is five layers, not six).
    let layers = tree
        .nodes_per_layer()
        .iter()
        .take(usize::from(tree.decision().depth))
        .enumerate()
        .map(|(i, n)| format!("layer {}: {}", i + 1, group_digits(*n as f64)))
        .collect::<Vec<_>>()
        .join(" · ");
    let reason = tree.config().depth.reason(tree.board().empty_count());
    let time = recorded.millis.map(|ms| format!(" Recorded in {}.", browser::millis_text(ms))).unwrap_or_default();
    let chosen = tree
        .decision()
        .direction
        .map_or("no move (the game is over)".to_string(), |d| format!("{} {}", d.arrow(), d.name()));
    // The best path alone: everything else closes, so the path is in view.
    let expand_line = {
        let recorded = recorded.clone();
        move |_| {
            let line = recorded.tree.expected_line();
            ui.expanded.set(line.iter().copied().collect());
            if let Some(&last) = line.last() {
                ui.selected.set(last);
            }
        }
    };
    let expand_all = {
        let tree = tree.clone();
        move |_| ui.expanded.set((0..tree.len() as u32).filter(|&i| tree.has_children(i)).collect())
    };
    // A search of another board than the one on screen, or other settings.
    let stale = {
        let tree = tree.clone();
        move || {
            let board = state.play.with(|p| p.game().board());
            let config = state.config.get();
            (board != tree.board() || config != *tree.config()).then(|| {
                let why = if board != tree.board() {
                    "This search is of another board than the one on screen"
                } else {
                    "This search was made with other settings than the current ones"
                };
                view! {
                    <p class="stale" role="status" data-testid="stale">
                        {format!("{why}. ")}
                        <button class="link" on:click=move |_| state.ask_hint()>
                            "Record the position on screen"
                        </button>
                    </p>
                }
            })
        }
    };
    let export = {
        let tree = tree.clone();
        move |_| {
            let name = format!("lookahead-tree-seed{}.json", tree.seed());
            if let Err(problem) = browser::download(&name, &tree.to_json(), "application/json") {
                ui.problem.set(Some(format!("Could not export the tree: {problem}")));
            }
        }
    };
    view! {
        <p class="tree-summary">{format!("From {}: the solver chose {chosen}.", recorded.source)}</p>
        <p class="muted cost" data-testid="tree-cost">
            {format!(
                "{reason}. {}: {layers}; {} scored.{time}",
                count(tree.len() as u64, "node", "nodes"),
                count(tree.decision().nodes.leaves, "leaf", "leaves"),
            )}
        </p>
        {stale}
        <div class="tree-toolbar">
            <button on:click=expand_line>"Expand best path"</button>
            <button on:click=expand_all>"Expand all"</button>
            <button on:click=move |_| ui.expanded.set(std::collections::HashSet::from([0]))>"Collapse all"</button>
            <button on:click=export>"Export JSON"</button>
        </div>
        // Where there is room (see the stylesheet), a window-tall bench:
        // the stepper over the outline, which fills the height left, beside
        // the call stack and the node's detail.
        <div class="tree-bench">
            <Stepper recorded=recorded.clone() />
            <div class="tree-layout">
                <TreeOutline recorded=recorded.clone() label="Search tree" />
                <div class="tree-side">
                    <StepPrediction recorded=recorded.clone() />
                    <CallStack recorded=recorded.clone() />
                    <NodeDetail recorded=recorded.clone() />
                </div>
            </div>
        </div>
        <Overview recorded=recorded />
        <p class="muted legend-note">
            "★ marks the expected line: the move the solver chose at each of its turns and, at each chance node, the 2 whose value is nearest the average. "
            "While stepping, the highlighted row is the node just visited; values in italics are running values of nodes still open."
        </p>
    }
}

/// A file's size, in words: "4.3 MB", "812 KB".
fn megabytes(bytes: f64) -> String {
    if bytes >= 1e6 {
        format!("{:.1} MB", bytes / 1e6)
    } else {
        format!("{} KB", (bytes / 1e3).ceil())
    }
}

/// Reading a tree file: shown if it is one, refused with the reason if not;
/// either way nothing else changes.
#[component]
fn Import(problem: RwSignal<Option<String>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    // While a file is read and its search replayed (a large one takes a
    // moment, and the page cannot answer meanwhile): what is going on.
    let opening = RwSignal::new(None::<String>);
    let on_change = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
        input.set_value("");
        if file.size() > LARGEST_IMPORT {
            problem.set(Some(format!("{} is too large to be a search tree from this page.", file.name())));
            return;
        }
        opening.set(Some(format!(
            "Opening {} ({}): reading it, then replaying its search to check it…",
            file.name(),
            megabytes(file.size())
        )));
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            browser::after_paint().await;
            let outcome = match text {
                None => Err("it could not be read as text".to_string()),
                Some(text) => SearchTree::from_json(&text).map_err(|e| e.to_string()),
            };
            opening.set(None);
            match outcome {
                Ok(tree) => {
                    problem.set(None);
                    state.search.set(Some(Recorded::new(tree, None, format!("the file {}", file.name()))));
                }
                // The reason may quote the file, which can be anything.
                Err(why) => {
                    problem.set(Some(format!("{} was not opened: {}.", file.name(), clipped(&why, MOST_QUOTED))))
                }
            }
        });
    };
    view! {
        <div class="import">
            <label for="tree-import">"Open a saved tree (JSON)"</label>
            <input id="tree-import" type="file" accept="application/json,.json" on:change=on_change />
            <NoticeLine notice=opening />
            <ProblemLine problem=problem alert=true />
        </div>
    }
}
