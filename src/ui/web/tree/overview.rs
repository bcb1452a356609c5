//! "Shape of the search": the whole decision drawn at once, as an icicle.
//! Each layer of the search is a band; each node spans the share of its
//! parent it stands for (a max node's moves share it equally; a chance
//! node gives each empty cell an equal slice, split between its 2 and its
//! 4 by their odds, so cells the sampling skipped show as gaps). A node's
//! colour says how it compares with its siblings (darkest: the best of
//! them); the line the search expects is outlined.
//!
//! The drawing is made once per tree (and per resize) on one canvas; the
//! selection and the step-through's current node are drawn on a second,
//! transparent canvas over it, so following the stepper redraws two boxes,
//! not twelve thousand. Click a node, or use the arrow keys, to select it
//! here, in the outline and in the detail.

use crate::solver::{Edge, NodeKind, SearchTree};
use crate::ui::model::Recorded;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::labels::{edge_label, kind_label};
use crate::ui::web::tree::state::TreeUi;
use leptos::html::Canvas;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// Height of one layer's band, in CSS pixels.
const BAND: f64 = 22.0;

/// Where every node is drawn, in shares of the full width.
struct Layout {
    left: Vec<f32>,
    right: Vec<f32>,
    /// 0 for the worst of a node's siblings, 1 for the best.
    standing: Vec<f32>,
    /// Each layer's nodes, left to right.
    layers: Vec<Vec<u32>>,
}

impl Layout {
    fn of(tree: &SearchTree) -> Layout {
        let n = tree.len();
        let (mut left, mut right, mut standing) = (vec![0f32; n], vec![1f32; n], vec![1f32; n]);
        let mut layers: Vec<Vec<u32>> = Vec::new();
        // Parents come before their children in the arena.
        for index in 0..n as u32 {
            let node = tree.node(index);
            let layer = usize::from(node.layer) - 1;
            if layers.len() <= layer {
                layers.resize(layer + 1, Vec::new());
            }
            layers[layer].push(index);
            if !tree.has_children(index) {
                continue;
            }
            let (x0, width) = (left[index as usize], right[index as usize] - left[index as usize]);
            let children: Vec<u32> = tree.children(index).collect();
            let values: Vec<f64> = children.iter().map(|&c| tree.node(c).value).collect();
            let (low, high) = values.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &v| (l.min(v), h.max(v)));
            for (k, &child) in children.iter().enumerate() {
                let c = child as usize;
                standing[c] = if high > low { ((values[k] - low) / (high - low)) as f32 } else { 1.0 };
                match (node.kind, tree.node(child).edge) {
                    (NodeKind::Chance, Edge::Spawn { cell, exponent, probability }) => {
                        let cells = node.empty.count_ones().max(1) as f32;
                        let slot = (node.empty & ((1u16 << cell) - 1)).count_ones() as f32;
                        let cell_left = x0 + width * slot / cells;
                        let two = 1.0 - tree.config().four_chance as f32;
                        let start = if exponent == 1 { 0.0 } else { two };
                        left[c] = cell_left + width / cells * start;
                        right[c] = left[c] + width / cells * probability as f32;
                    }
                    _ => {
                        let share = width / children.len() as f32;
                        left[c] = x0 + share * k as f32;
                        right[c] = left[c] + share;
                    }
                }
            }
        }
        Layout { left, right, standing, layers }
    }

    /// The node drawn at (x, y), in shares of the width and CSS pixels.
    fn hit(&self, x: f32, y: f64) -> Option<u32> {
        let layer = self.layers.get((y / BAND) as usize)?;
        let at = layer.partition_point(|&i| self.left[i as usize] <= x);
        let node = *layer.get(at.checked_sub(1)?)?;
        (x < self.right[node as usize]).then_some(node)
    }
}

#[component]
pub fn Overview(recorded: Recorded) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let layout = Arc::new(Layout::of(&recorded.tree));
    let base = NodeRef::<Canvas>::new();
    let overlay = NodeRef::<Canvas>::new();
    let width = RwSignal::new(0.0f64);
    let height = layout.layers.len() as f64 * BAND;
    // Measure, then draw the shape (again on every resize).
    let measure = move || {
        if let Some(canvas) = base.try_get_untracked().flatten() {
            width.try_set(f64::from(canvas.client_width()));
        }
    };
    // And whenever a tab opens: a tree recorded while its tab was closed
    // (a hint, then the tab) had no width to draw at.
    let state = expect_context::<AppState>();
    Effect::new(move |_| {
        state.view.track();
        request_animation_frame(measure);
    });
    let on_resize = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || on_resize.remove());
    {
        let layout = layout.clone();
        let tree = recorded.tree.clone();
        Effect::new(move |_| {
            let w = width.get();
            if let Some(canvas) = base.get() {
                draw_shape(&canvas, &tree, &layout, w, height);
            }
        });
    }
    {
        let layout = layout.clone();
        Effect::new(move |_| {
            let w = width.get();
            let selected = ui.selected.get();
            let current = ui.with_cursor(|c| c.current).flatten();
            if let Some(canvas) = overlay.get() {
                draw_marks(&canvas, &layout, w, height, selected, current);
            }
        });
    }
    let on_click = {
        let layout = layout.clone();
        let recorded = recorded.clone();
        move |ev: web_sys::MouseEvent| {
            let w = width.get_untracked().max(1.0);
            if let Some(node) = layout.hit((f64::from(ev.offset_x()) / w) as f32, f64::from(ev.offset_y())) {
                ui.reveal(&recorded, node);
            }
        }
    };
    let on_keydown = {
        let layout = layout.clone();
        let recorded = recorded.clone();
        move |ev: web_sys::KeyboardEvent| {
            let tree = &recorded.tree;
            let at = ui.selected.get_untracked();
            let node = tree.node(at);
            let in_layer = &layout.layers[usize::from(node.layer) - 1];
            let place = in_layer.iter().position(|&i| i == at).unwrap_or(0);
            let next = match ev.key().as_str() {
                "ArrowUp" => node.parent,
                "ArrowDown" => tree.children(at).next(),
                "ArrowLeft" => place.checked_sub(1).map(|p| in_layer[p]),
                "ArrowRight" => in_layer.get(place + 1).copied(),
                "Home" => Some(0),
                _ => return,
            };
            ev.prevent_default();
            if let Some(next) = next {
                ui.reveal(&recorded, next);
            }
        }
    };
    // The selection is spoken only while the reader moves it here: it also
    // follows the stepper, which would have it speak at every step.
    let focused = RwSignal::new(false);
    let described = {
        let recorded = recorded.clone();
        move || {
            let node = recorded.tree.node(ui.selected.get());
            // A leaf is a board scored below the last layer, not a layer.
            let place = match node.kind {
                NodeKind::Leaf => format!("below layer {}", node.layer - 1),
                _ => format!("layer {}", node.layer),
            };
            format!("Selected: {}, {} node, {place}.", edge_label(&node.edge), kind_label(&node))
        }
    };
    view! {
        <figure class="overview" aria-labelledby="overview-caption">
            <figcaption id="overview-caption">"Shape of the search"</figcaption>
            <div class="overview-stack" style:height=format!("{height}px")>
                <canvas node_ref=base class="overview-shape" data-chart="overview" aria-hidden="true"></canvas>
                <canvas
                    node_ref=overlay
                    class="overview-marks"
                    tabindex="0"
                    role="application"
                    aria-roledescription="overview of the search"
                    aria-label="Shape of the search. Arrow keys move between nodes: up to the parent, down to a child, left and right along a layer."
                    aria-describedby="overview-selected"
                    on:click=on_click
                    on:keydown=on_keydown
                    on:focus=move |_| focused.set(true)
                    on:blur=move |_| focused.set(false)
                ></canvas>
            </div>
            <p
                id="overview-selected"
                class="overview-selected"
                aria-live=move || if focused.get() { "polite" } else { "off" }
            >
                {described}
            </p>
            <p class="muted overview-legend">
                "Each band is a layer, the last one the leaves it scored; width is each node's share of its parent (gaps: spawn cells the sampling skipped); darker is better among siblings; outlined: the expected line."
            </p>
        </figure>
    }
}

/// A canvas sized for the screen; returns its context and scale.
fn prepare(
    canvas: &web_sys::HtmlCanvasElement,
    width: f64,
    height: f64,
) -> Option<(web_sys::CanvasRenderingContext2d, f64)> {
    let scale = web_sys::window()?.device_pixel_ratio().max(1.0);
    canvas.set_width((width * scale) as u32);
    canvas.set_height((height * scale) as u32);
    let context: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context.scale(scale, scale).ok()?;
    context.clear_rect(0.0, 0.0, width, height);
    Some((context, scale))
}

fn dark() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches())
}

fn draw_shape(canvas: &web_sys::HtmlCanvasElement, tree: &SearchTree, layout: &Layout, width: f64, height: f64) {
    let Some((context, scale)) = prepare(canvas, width, height) else { return };
    let smallest = 0.5 / scale;
    let ramp = |t: f32| {
        let c = colorous::BLUES.eval_continuous(0.3 + 0.7 * f64::from(t));
        format!("rgb({},{},{})", c.r, c.g, c.b)
    };
    for (layer, nodes) in layout.layers.iter().enumerate() {
        let y = layer as f64 * BAND;
        for &node in nodes {
            let (x0, x1) =
                (f64::from(layout.left[node as usize]) * width, f64::from(layout.right[node as usize]) * width);
            if x1 - x0 < smallest {
                continue;
            }
            context.set_fill_style_str(&ramp(layout.standing[node as usize]));
            context.fill_rect(x0, y + 1.0, (x1 - x0 - 0.5 / scale).max(smallest), BAND - 2.0);
        }
    }
    // The expected line on top, outlined in ink.
    context.set_stroke_style_str(if dark() { "#e8e9ed" } else { "#23262d" });
    context.set_line_width(1.5);
    for node in tree.expected_line() {
        let i = node as usize;
        let y = f64::from(tree.node(node).layer - 1) * BAND;
        let (x0, x1) = (f64::from(layout.left[i]) * width, f64::from(layout.right[i]) * width);
        context.stroke_rect(x0 + 0.75, y + 1.75, (x1 - x0 - 1.5).max(1.0), BAND - 3.5);
    }
}

fn draw_marks(
    canvas: &web_sys::HtmlCanvasElement,
    layout: &Layout,
    width: f64,
    height: f64,
    selected: u32,
    current: Option<u32>,
) {
    let Some((context, _)) = prepare(canvas, width, height) else { return };
    let mark = |node: u32, colour: &str, line: f64| {
        let i = node as usize;
        let Some(layer) = layout.layers.iter().position(|l| l.binary_search_by(|&n| n.cmp(&node)).is_ok()) else {
            return;
        };
        let y = layer as f64 * BAND;
        let (x0, x1) = (f64::from(layout.left[i]) * width, f64::from(layout.right[i]) * width);
        // A node too thin to see gets a marker of at least 4 px.
        let (x0, w) = if x1 - x0 < 4.0 { ((x0 + x1) / 2.0 - 2.0, 4.0) } else { (x0, x1 - x0) };
        context.set_stroke_style_str(colour);
        context.set_line_width(line);
        context.stroke_rect(x0 + line / 2.0, y + line / 2.0, w - line, BAND - line);
    };
    if let Some(current) = current {
        mark(current, "#f5a000", 3.0);
    }
    mark(selected, if dark() { "#ff8a80" } else { "#b3261e" }, 2.0);
}
