//! The search tree, following the WAI-ARIA tree pattern: one tab stop
//! (the selected item); arrow keys move, open and close; Home and End jump.
//! Children are rendered only while their parent is open, so even a search
//! of a hundred thousand nodes costs only what is on screen.

use super::super::context::Recorded;
use super::super::mini_board::MiniBoard;
use super::super::model::group_digits;
use super::labels::{edge_label, kind_label, spawn_weight};
use super::state::TreeUi;
use crate::solver::NodeKind;
use leptos::prelude::*;
use std::collections::HashSet;
use wasm_bindgen::JsCast;

#[component]
pub fn TreeView(recorded: Recorded) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let line: HashSet<u32> = recorded.tree.expected_line().into_iter().collect();
    let on_keydown = {
        let recorded = recorded.clone();
        move |ev: web_sys::KeyboardEvent| {
            if let Some(next) = key_target(&recorded, ui, &ev.key()) {
                ev.prevent_default();
                ui.selected.set(next);
                focus_node(next);
            }
        }
    };
    view! {
        <ul role="tree" aria-label="Search tree" class="tree" on:keydown=on_keydown>
            {tree_item(recorded, 0, line.into())}
        </ul>
    }
}

/// One tree item and, while it is open, its children. Returns a type-erased
/// view so that the recursion has a finite type.
/// (Level, position and set size come from the nesting itself: every
/// sibling is rendered, so browsers compute them.)
fn tree_item(recorded: Recorded, index: u32, line: std::sync::Arc<HashSet<u32>>) -> AnyView {
    let ui = expect_context::<TreeUi>();
    let node = recorded.tree.node(index).clone();
    let has_children = !node.children.is_empty();
    let is_open = move || ui.expanded.with(|open| open.contains(&index));
    let on_line = line.contains(&index);
    let value = {
        let recorded = recorded.clone();
        move || ui.shown_value(&recorded, index).map_or_else(|| "…".to_string(), group_digits)
    };
    let class = move || {
        let mut class = String::from("tree-row");
        if on_line {
            class.push_str(" on-line");
        }
        ui.step.with(|step| {
            if let Some(step) = step {
                if step.current == Some(index) {
                    class.push_str(" current");
                } else if step.open.contains(&index) {
                    class.push_str(" on-stack");
                } else if !step.entered(index) {
                    class.push_str(" unvisited");
                }
            }
        });
        if ui.selected.get() == index {
            class.push_str(" selected");
        }
        class
    };
    let (marked, skipped) = match (node.kind, node.edge) {
        (NodeKind::Chance, _) => (node.sampled, node.empty & !node.sampled),
        (_, crate::solver::Edge::Spawn { cell, .. }) => (1u16 << cell, 0),
        _ => (0, 0),
    };
    let note = match node.kind {
        NodeKind::Chance => {
            let (sampled, empty) = (node.sampled.count_ones(), node.empty.count_ones());
            if sampled < empty {
                format!("{sampled} of {empty} empty cells sampled, {} skipped", empty - sampled)
            } else {
                format!("all {empty} empty cells")
            }
        }
        NodeKind::Max if node.breakdown.is_some() => "no legal move".to_string(),
        _ => spawn_weight(&recorded.tree, &node).unwrap_or_default(),
    };
    let on_click = move |ev: web_sys::MouseEvent| {
        ev.stop_propagation();
        ui.selected.set(index);
        if has_children {
            ui.expanded.update(|open| {
                if !open.remove(&index) {
                    open.insert(index);
                }
            });
        }
    };
    let children = {
        let recorded = recorded.clone();
        let line = line.clone();
        move || {
            is_open().then(|| {
                let items = recorded
                    .tree
                    .node(index)
                    .children
                    .iter()
                    .map(|&child| tree_item(recorded.clone(), child, line.clone()))
                    .collect_view();
                view! { <ul role="group">{items}</ul> }
            })
        }
    };
    view! {
        <li
            role="treeitem"
            id=format!("tree-node-{index}")
            data-layer=node.layer.to_string()
            aria-expanded=move || has_children.then(|| is_open().to_string())
            aria-selected=move || (ui.selected.get() == index).to_string()
            tabindex=move || if ui.selected.get() == index { "0" } else { "-1" }
        >
            <div class=class on:click=on_click>
                <span class="twisty" aria-hidden="true">
                    {move || match (has_children, is_open()) {
                        (false, _) => "",
                        (true, true) => "▾",
                        (true, false) => "▸",
                    }}
                </span>
                <MiniBoard board=node.board marked=marked skipped=skipped />
                <span class="node-text">
                    <span class="node-edge">{edge_label(&node.edge)}</span>
                    <span class="node-kind">{kind_label(&node)} {(!note.is_empty()).then(|| format!(" · {note}"))}</span>
                </span>
                <span class="node-value">{value}</span>
                {on_line.then(|| view! { <span class="sr-only">" (on the expected line)"</span> })}
            </div>
            {children}
        </li>
    }
    .into_any()
}

/// The nodes a reader can see, top to bottom.
fn visible(recorded: &Recorded, ui: TreeUi) -> Vec<u32> {
    let open = ui.expanded.get_untracked();
    let mut order = Vec::new();
    let mut pending = vec![0u32];
    while let Some(index) = pending.pop() {
        order.push(index);
        if open.contains(&index) {
            pending.extend(recorded.tree.node(index).children.iter().rev());
        }
    }
    order
}

/// Where a key moves the selection (the WAI-ARIA tree keys); opening and
/// closing happen here too.
fn key_target(recorded: &Recorded, ui: TreeUi, key: &str) -> Option<u32> {
    let current = ui.selected.get_untracked();
    let node = recorded.tree.node(current);
    let order = visible(recorded, ui);
    let at = order.iter().position(|&i| i == current).unwrap_or(0);
    let is_open = ui.expanded.with_untracked(|open| open.contains(&current));
    match key {
        "ArrowDown" => order.get(at + 1).copied(),
        "ArrowUp" => at.checked_sub(1).map(|i| order[i]),
        "Home" => Some(0),
        "End" => order.last().copied(),
        "ArrowRight" if !node.children.is_empty() && !is_open => {
            ui.expanded.update(|open| {
                open.insert(current);
            });
            Some(current)
        }
        "ArrowRight" => node.children.first().copied(),
        "ArrowLeft" if is_open => {
            ui.expanded.update(|open| {
                open.remove(&current);
            });
            Some(current)
        }
        "ArrowLeft" => node.parent,
        _ => None,
    }
}

fn node_element(index: u32) -> Option<web_sys::HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&format!("tree-node-{index}")))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
}

/// Moves keyboard focus to a node's item once it is on the page.
pub fn focus_node(index: u32) {
    request_animation_frame(move || {
        if let Some(element) = node_element(index) {
            let _ = element.focus();
        }
    });
}

/// Scrolls the tree (only as far as needed) so a node's row is in view,
/// without moving keyboard focus: the stepper uses it to follow the search.
pub fn scroll_to_node(index: u32) {
    request_animation_frame(move || {
        let row = node_element(index).and_then(|e| e.first_element_child());
        if let Some(row) = row {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            row.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
}
