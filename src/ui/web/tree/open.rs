//! Going into the Search tree view from elsewhere on the page: the view
//! opened on a recorded search, at a node if one is named, and the page
//! scrolled to its outline.

use crate::ui::model::{Recorded, ViewName};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::navigation::open_from_link;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// The gap left above the tree when a link scrolls to it, in CSS pixels
/// (the stylesheet leaves the same under a window-tall bench).
const BENCH_MARGIN: f64 = 8.0;

/// Opens the Search tree view on `recorded`, `node` selected and in view
/// (none: the root), as a link on the page does.
pub fn open_tree_at(state: AppState, recorded: Recorded, node: Option<u32>, ev: &web_sys::MouseEvent) {
    // The node first: the view reads it as it draws the new search.
    state.tree_node.set(node);
    state.tree_step.set(None);
    state.search.set(Some(recorded));
    open_from_link(state, ViewName::Tree, ev);
    // The view opens where the page was scrolled (far down, on a phone):
    // brought to the outline's first rows instead, once they are drawn.
    // (The view is drawn once its module is in; by then the reader may
    // have gone to another.)
    browser::after(0, move || {
        browser::when_drawn("#panel-tree .tree-scroll", move || {
            if state.view.get_untracked() == ViewName::Tree {
                show_outline();
            }
        })
    });
}

/// Scrolls the page to the tree: where a link into the view lands. Where
/// the bench fills the window (the stylesheet says so in `--fills-window`),
/// its top goes to the window's top, so the stepper, the whole outline and
/// the node's detail are in view; elsewhere the outline's top goes just
/// under the stepper, which sticks to the window's top while the tree is
/// read, so its first rows are in view.
pub fn show_outline() {
    let Some(window) = web_sys::window() else { return };
    let Some(document) = window.document() else { return };
    let find = |selector: &str| document.query_selector(selector).ok().flatten();
    // (Compare's post-mortem draws trees too: this view's own.)
    let (Some(bench), Some(outline)) = (find("#panel-tree .tree-bench"), find("#panel-tree .tree-scroll")) else {
        return;
    };
    let fills_window = window
        .get_computed_style(&bench)
        .ok()
        .flatten()
        .and_then(|style| style.get_property_value("--fills-window").ok())
        .is_some_and(|value| value.trim() == "1");
    let target = if fills_window {
        bench.get_bounding_client_rect().top() - BENCH_MARGIN
    } else {
        let above = find("#panel-tree .stepper").map_or(0.0, |s| s.get_bounding_client_rect().height());
        outline.get_bounding_client_rect().top() - above - BENCH_MARGIN
    };
    window.scroll_by_with_x_and_y(0.0, target);
}
