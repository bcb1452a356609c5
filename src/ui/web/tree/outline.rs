//! The search tree's outline, following the WAI-ARIA tree pattern: one tab
//! stop (the selected item); arrow keys move, open and close; Home and End
//! jump, PageUp and PageDown by a boxful; typing a letter jumps to the next
//! item it begins.
//!
//! The outline is a flat list of the rows a reader could scroll to (the
//! open nodes' children, depth first), but only the rows inside the box's
//! window are on the page (and the selected row, which holds the keyboard),
//! so it costs the same with 12,000 nodes open as with ten. Each row says its level, set size and position in its set,
//! since the nesting that would tell a screen reader is not there.

use crate::solver::{Edge, NodeKind, SearchTree};
use crate::ui::model::{group_digits, Recorded};
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::tree::labels::{edge_label, kind_label, plain_label, spawn_weight};
use crate::ui::web::tree::state::TreeUi;
use leptos::html::Div;
use leptos::prelude::*;
use leptos::tachys::html::attribute::custom::custom_attribute;
use std::collections::HashSet;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// A row's height in CSS pixels at the default text size, until a row is
/// laid out. The stylesheet sets it in `rem` (`--row-height`), so that
/// rows grow with the reader's text size; the view then measures it.
const ROW_HEIGHT: f64 = 44.0;
/// The outline box's height at the default text size.
const BOX_HEIGHT: f64 = 440.0;
/// The most rows drawn for print: the whole of a tree small enough for a
/// page or a projected screen (a lesson's small search), the first rows of
/// a larger one.
const PRINT_ROWS: usize = 400;
/// Rows drawn beyond the window on each side, so scrolling shows no gaps.
const OVERSCAN: usize = 6;

/// A row of the outline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Row {
    pub node: u32,
    pub level: u16,
    pub set_size: u16,
    pub position: u16,
}

/// The rows a reader can reach: the root, and the children of every open
/// node, depth first.
pub fn rows(tree: &SearchTree, open: &HashSet<u32>) -> Vec<Row> {
    let mut out = vec![Row { node: 0, level: 1, set_size: 1, position: 1 }];
    // A stack of (children of an open node, the next one, their level), so
    // that each node's children come right after it.
    let mut stack: Vec<(Vec<u32>, usize, u16)> = Vec::new();
    if open.contains(&0) {
        stack.push((tree.children(0).collect(), 0, 2));
    }
    while let Some((children, at, level)) = stack.last_mut() {
        if *at >= children.len() {
            stack.pop();
            continue;
        }
        let (node, size, position) = (children[*at], children.len() as u16, *at as u16 + 1);
        let level = *level;
        *at += 1;
        out.push(Row { node, level, set_size: size, position });
        if open.contains(&node) && tree.has_children(node) {
            stack.push((tree.children(node).collect(), 0, level + 1));
        }
    }
    out
}

#[component]
pub fn TreeOutline(recorded: Recorded, #[prop(into)] label: String) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let line: Arc<HashSet<u32>> = Arc::new(recorded.tree.expected_line().into_iter().collect());
    let visible = {
        let tree = recorded.tree.clone();
        Memo::new(move |_| ui.expanded.with(|open| rows(&tree, open)))
    };
    let scroller = NodeRef::<Div>::new();
    let scroll_top = RwSignal::new(0.0f64);
    let row_height = RwSignal::new(ROW_HEIGHT);
    // The box's height as laid out (the stylesheet bounds it by the text
    // size and the window's height).
    let box_height = RwSignal::new(BOX_HEIGHT);
    // The box and its rows as laid out: a row's height comes from the
    // stylesheet (it grows with the text, and in a narrow box). Nothing to
    // measure while the view is hidden.
    let measure = move || {
        let Some(element) = scroller.get_untracked() else { return };
        let row =
            element.query_selector("[role=treeitem]").ok().flatten().map(|r| r.get_bounding_client_rect().height());
        if let Some(row) = row.filter(|&h| h > 0.0 && (h - row_height.get_untracked()).abs() > 0.01) {
            row_height.set(row);
        }
        let height = f64::from(element.client_height());
        if height > 0.0 && height != box_height.get_untracked() {
            box_height.set(height);
        }
    };
    // Measured again whenever the box changes size: shown after being
    // built hidden (a hint asked on another view), a window resized, a
    // change of text size or of layout.
    Effect::new(move |_| {
        if let Some(element) = scroller.get() {
            watch_size(&element, measure);
        }
    });
    // The window of rows to draw, and the selected row wherever it is: it
    // is the tree's tab stop and may hold the keyboard, which a box
    // scrolled away from it (by the wheel, a scrollbar) must not drop.
    // While the page prints, the outline is drawn whole (to
    // [`PRINT_ROWS`]): the print styles let the box grow to its rows.
    let printing = RwSignal::new(false);
    let before_print = window_event_listener(leptos::ev::beforeprint, move |_| printing.set(true));
    let after_print = window_event_listener(leptos::ev::afterprint, move |_| printing.set(false));
    on_cleanup(move || {
        before_print.remove();
        after_print.remove();
    });
    let window = move || {
        if printing.get() {
            return visible.with(|rows| rows.iter().take(PRINT_ROWS).copied().enumerate().collect::<Vec<_>>());
        }
        let top = scroll_top.get();
        let height = box_height.get();
        let row = row_height.get();
        let selected = ui.selected.get();
        visible.with(|rows| {
            let first = ((top / row) as usize).saturating_sub(OVERSCAN);
            let last = (((top + height) / row) as usize + OVERSCAN).min(rows.len());
            let selected = rows.iter().position(|r| r.node == selected);
            let before = selected.filter(|&at| at < first);
            let after = selected.filter(|&at| at >= last.max(first));
            before.into_iter().chain(first..last.max(first)).chain(after).map(|i| (i, rows[i])).collect::<Vec<_>>()
        })
    };
    // PageUp and PageDown move by the rows the box shows.
    let page_rows =
        move || ((box_height.get_untracked() / row_height.get_untracked()) as usize).saturating_sub(1).max(1);
    // Keep the selected row in the box, scrolling the box (never the page).
    Effect::new(move |_| {
        let selected = ui.selected.get();
        let Some(index) = visible.with(|rows| rows.iter().position(|r| r.node == selected)) else { return };
        if let Some(element) = scroller.get() {
            measure();
            let row = row_height.get_untracked();
            let height = box_height.get_untracked().max(row);
            let top = f64::from(element.scroll_top());
            let at = index as f64 * row;
            if at < top {
                element.set_scroll_top(at as i32);
            } else if at + row > top + height {
                element.set_scroll_top((at + row - height).ceil() as i32);
            }
            scroll_top.set(f64::from(element.scroll_top()));
        }
    });
    let typed = StoredValue::new((String::new(), 0.0f64));
    let on_keydown = {
        let recorded = recorded.clone();
        move |ev: web_sys::KeyboardEvent| {
            if crate::ui::web::kit::browser::shortcut(&ev) {
                return;
            }
            let key = ev.key();
            let target = visible.with_untracked(|rows| key_target(&recorded, ui, rows, &key, page_rows(), typed));
            if let Some(next) = target {
                ev.prevent_default();
                ui.selected.set(next);
                focus_node(ui.ids, next);
            }
        }
    };
    // In print, the list is as tall as the rows drawn (no blank pages
    // after the first PRINT_ROWS), and says what it leaves out.
    let rows_count = move || {
        let rows = visible.with(Vec::len);
        if printing.get() { rows.min(PRINT_ROWS) } else { rows }.to_string()
    };
    let print_note = move || {
        let rows = visible.with(Vec::len);
        (printing.get() && rows > PRINT_ROWS).then(|| {
            view! { <p class="print-note">{format!("Printed: the first {PRINT_ROWS} of the {rows} rows open.")}</p> }
        })
    };
    view! {
        <div class="tree-scroll" node_ref=scroller on:scroll=move |_| {
            if let Some(element) = scroller.get() {
                // The selected row stays on the page, but the list may move
                // its element as the window passes it, which drops the
                // keyboard: it is given back once the window is drawn.
                let held = document().active_element().is_some_and(|a| element.contains(Some(&a)));
                // (A change of text size may not resize the box.)
                measure();
                scroll_top.set(f64::from(element.scroll_top()));
                if held {
                    let (ids, selected) = (ui.ids, ui.selected.get_untracked());
                    request_animation_frame(move || keep_focus(ids, selected));
                }
            }
        }>
            <ul
                role="tree"
                aria-label=label
                class="tree"
                style:--rows=rows_count
                on:keydown=on_keydown
                // Tab onto a row scrolls it into view as the browser does,
                // which may leave it under the stepper.
                on:focusin=move |ev: web_sys::FocusEvent| {
                    if let Some(row) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                        request_animation_frame(move || clear_of_stepper(&row));
                    }
                }
            >
                <For
                    each=window
                    key=|(index, row)| (*index, row.node)
                    children=move |(index, row)| {
                        view! { <TreeRow recorded=recorded.clone() row=row index=index line=line.clone() /> }
                    }
                />
            </ul>
            {print_note}
        </div>
    }
}

/// Calls `then` whenever `element` or its list changes size, until the
/// view is gone.
fn watch_size(element: &web_sys::HtmlDivElement, then: impl Fn() + 'static) {
    let callback = wasm_bindgen::closure::Closure::<dyn Fn()>::new(then);
    let Ok(observer) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) else { return };
    observer.observe(element);
    // The list too: its rows can change height while the box keeps its own
    // (a change of text size in a box held by the window's height).
    if let Some(list) = element.first_element_child() {
        observer.observe(&list);
    }
    // Held until the view goes, then let go after the observer stops.
    let held = send_wrapper::SendWrapper::new((observer, callback));
    on_cleanup(move || held.0.disconnect());
}

/// One row: what led to the node, its kind, its board and its value.
#[component]
fn TreeRow(recorded: Recorded, row: Row, index: usize, line: Arc<HashSet<u32>>) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let node_index = row.node;
    let tree = recorded.tree.clone();
    let node = tree.node(node_index);
    let has_children = tree.has_children(node_index);
    let is_open = Memo::new(move |_| ui.expanded.with(|open| open.contains(&node_index)));
    let is_selected = Memo::new(move |_| ui.selected.get() == node_index);
    // Where the step-through stands for this row, re-read per step but
    // changing the page only when this row's state changes.
    let phase = Memo::new(move |_| {
        ui.with_cursor(|c| {
            if c.current == Some(node_index) {
                "current"
            } else if c.open.contains(&node_index) {
                "on-stack"
            } else if !c.entered(node_index) {
                "unvisited"
            } else {
                ""
            }
        })
        .unwrap_or("")
    });
    let value = {
        let recorded = recorded.clone();
        Memo::new(move |_| ui.shown_value(&recorded, node_index).map_or_else(|| "…".to_string(), group_digits))
    };
    let on_line = line.contains(&node_index);
    let class = move || {
        let mut class = String::from("tree-row");
        if on_line {
            class.push_str(" on-line");
        }
        let phase = phase.get();
        if !phase.is_empty() {
            class.push(' ');
            class.push_str(phase);
        }
        if is_selected.get() {
            class.push_str(" selected");
        }
        class
    };
    let (marked, skipped) = match (node.kind, node.edge) {
        (NodeKind::Chance, _) => (node.sampled, node.empty & !node.sampled),
        (_, Edge::Spawn { cell, .. }) => (1u16 << cell, 0),
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
        NodeKind::Max if node.is_stuck() => "no legal move".to_string(),
        _ => spawn_weight(&tree, &node).unwrap_or_default(),
    };
    let on_click = move |ev: web_sys::MouseEvent| {
        ev.stop_propagation();
        ui.selected.set(node_index);
        if has_children {
            ui.expanded.update(|open| {
                if !open.remove(&node_index) {
                    open.insert(node_index);
                }
            });
        }
    };
    let depth = row.level.saturating_sub(1).to_string();
    view! {
        <li
            role="treeitem"
            id=format!("{}-node-{node_index}", ui.ids)
            data-layer=node.layer.to_string()
            aria-setsize=row.set_size.to_string()
            aria-posinset=row.position.to_string()
            // Not among the attributes the view macro knows by name.
            {..custom_attribute("aria-level", row.level.to_string())}
            aria-expanded=move || has_children.then(|| is_open.get().to_string())
            aria-selected=move || is_selected.get().to_string()
            tabindex=move || if is_selected.get() { "0" } else { "-1" }
            style:--row=index.to_string()
        >
            <div class=class on:click=on_click style:--depth=depth>
                <span class="twisty" aria-hidden="true">
                    {move || match (has_children, is_open.get()) {
                        (false, _) => "",
                        (true, true) => "▾",
                        (true, false) => "▸",
                    }}
                </span>
                <MiniBoard board=node.board marked=marked skipped=skipped />
                <span class="node-text">
                    // The arrow is seen, not read: the word says it.
                    <span class="node-edge">
                        {match node.edge {
                            Edge::Move { direction } => view! {
                                <span aria-hidden="true">{direction.arrow()}" "</span>
                                {direction.name()}
                            }
                            .into_any(),
                            edge => edge_label(&edge).into_any(),
                        }}
                    </span>
                    <span class="node-kind">{kind_label(&node)} {(!note.is_empty()).then(|| format!(" · {note}"))}</span>
                </span>
                <span class="node-value">{value}</span>
                {on_line.then(|| view! { <span class="sr-only">" (on the expected line)"</span> })}
            </div>
        </li>
    }
}

/// Where a key moves the selection (the WAI-ARIA tree keys, PageUp and
/// PageDown by `page` rows, and type-ahead); opening and closing happen
/// here too.
fn key_target(
    recorded: &Recorded,
    ui: TreeUi,
    rows: &[Row],
    key: &str,
    page: usize,
    typed: StoredValue<(String, f64)>,
) -> Option<u32> {
    let tree = &recorded.tree;
    let current = ui.selected.get_untracked();
    let at = rows.iter().position(|r| r.node == current).unwrap_or(0);
    let is_open = ui.expanded.with_untracked(|open| open.contains(&current));
    match key {
        "ArrowDown" => rows.get(at + 1).map(|r| r.node),
        "ArrowUp" => at.checked_sub(1).map(|i| rows[i].node),
        "PageDown" => rows.get((at + page).min(rows.len() - 1)).map(|r| r.node),
        "PageUp" => Some(rows[at.saturating_sub(page)].node),
        "Home" => Some(0),
        "End" => rows.last().map(|r| r.node),
        "ArrowRight" if tree.has_children(current) && !is_open => {
            ui.expanded.update(|open| {
                open.insert(current);
            });
            Some(current)
        }
        "ArrowRight" => tree.children(current).next(),
        "ArrowLeft" if is_open => {
            ui.expanded.update(|open| {
                open.remove(&current);
            });
            Some(current)
        }
        "ArrowLeft" => tree.node(current).parent,
        "*" => {
            // Opens every sibling of the current node (the pattern's "*").
            let parent = tree.node(current).parent.unwrap_or(0);
            let siblings: Vec<u32> = tree.children(parent).filter(|&c| tree.has_children(c)).collect();
            ui.expanded.update(|open| open.extend(siblings));
            Some(current)
        }
        text if text.chars().count() == 1 && !text.starts_with(' ') => {
            let now = crate::ui::web::kit::browser::now_millis();
            let prefix = typed.with_value(|(buffer, last)| {
                let mut prefix = if now - last < 600.0 { buffer.clone() } else { String::new() };
                // Labels are ASCII words and arrows: ASCII case folding
                // spares the page the Unicode case tables.
                prefix.push_str(&text.to_ascii_lowercase());
                prefix
            });
            typed.set_value((prefix.clone(), now));
            // From the next row on (the current one too, while a word is
            // being typed), wrapping around.
            let start = if prefix.chars().count() > 1 { at } else { at + 1 };
            (0..rows.len())
                .map(|k| rows[(start + k) % rows.len()].node)
                .find(|&n| plain_label(&tree.node(n)).to_ascii_lowercase().starts_with(&prefix))
        }
        _ => None,
    }
}

fn node_element(ids: &str, index: u32) -> Option<web_sys::HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&format!("{ids}-node-{index}")))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
}

/// Gives the keyboard back to a node's item if it was dropped (the page
/// holds it no longer), without scrolling anything.
fn keep_focus(ids: &'static str, index: u32) {
    let document = document();
    let active = document.active_element();
    let dropped = active.is_none() || active == document.body().map(Into::into);
    if let (true, Some(element)) = (dropped, node_element(ids, index)) {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = element.focus_with_options(&options);
    }
}

/// Moves keyboard focus to a node's item once it is on the page (the
/// window may need a frame or two to draw it after a long jump).
pub fn focus_node(ids: &'static str, index: u32) {
    focus_when_drawn(ids, index, 5);
}

fn focus_when_drawn(ids: &'static str, index: u32, tries: u32) {
    request_animation_frame(move || match node_element(ids, index) {
        Some(element) => {
            // The list keeps the node in its own window; the page then
            // scrolls only as far as it takes to show it (focusing with
            // scrolling would jump the page to put it at an edge).
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = element.focus_with_options(&options);
            let nearest = web_sys::ScrollIntoViewOptions::new();
            nearest.set_block(web_sys::ScrollLogicalPosition::Nearest);
            element.scroll_into_view_with_scroll_into_view_options(&nearest);
            clear_of_stepper(&element);
        }
        None if tries > 1 => focus_when_drawn(ids, index, tries - 1),
        None => {}
    });
}

/// Scrolls the page so that a focused row is not under the stepper stuck
/// to the window's top (WCAG 2.4.11, focus not obscured): scrolling to
/// the nearest edge puts a row above the window at its top, where the
/// stepper covers it.
fn clear_of_stepper(row: &web_sys::Element) {
    let Some(stepper) =
        row.closest(".tree-bench").ok().flatten().and_then(|b| b.query_selector(".stepper").ok().flatten())
    else {
        return;
    };
    let (cover, at) = (stepper.get_bounding_client_rect(), row.get_bounding_client_rect());
    // Stuck (its top at the window's), and over the row.
    if cover.top() <= 1.0 && at.top() < cover.bottom() {
        window().scroll_by_with_x_and_y(0.0, at.top() - cover.bottom() - 8.0);
    }
}
