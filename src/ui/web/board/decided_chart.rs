//! Under Autoplay, which heuristic term decided each move: the article's
//! promise that one can watch the snake's weights and the empty-cell bonus
//! fight it out, made literal. One row per term, one tick per move (the
//! last [`SHOWN`] moves), and the counts in words beside it.

use crate::analysis::decided_by::Term;
use crate::ui::model::{count, share_percent, DecidedLog};
use crate::ui::web::kit::palette::series_colour;
use crate::ui::web::state::AppState;
use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::style::RGBColor;
use wasm_bindgen::JsCast;

/// Moves the strip shows, the newest at the right.
const SHOWN: usize = 300;
/// Each term's row, in CSS pixels.
const ROW: f64 = 12.0;

fn colour(term: Term) -> RGBColor {
    series_colour(term.index())
}

#[component]
pub fn DecidedChart() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The log up to the position on screen, for this game.
    let shown = Memo::new(move |_| {
        let (start, moves) = state.play.with(|p| (p.start(), p.game().moves()));
        state.decided.with(|log| log.before(start, moves).to_vec())
    });
    let canvas = NodeRef::<Canvas>::new();
    Effect::new(move |_| {
        let entries = shown.get();
        if let Some(canvas) = canvas.get() {
            draw(&canvas, &entries[entries.len().saturating_sub(SHOWN)..]);
        }
    });
    let counts = move || shown.with(|entries| DecidedLog::counts(entries));
    let legend = move || {
        let counts = counts();
        let total: u64 = counts.iter().sum();
        Term::ALL
            .into_iter()
            .map(|term| {
                let RGBColor(r, g, b) = colour(term);
                let n = counts[term.index()];
                let share = share_percent(n as f64, total as f64, 0);
                view! {
                    <li data-term=term.name()>
                        <span class="dot" style:background-color=format!("rgb({r},{g},{b})")></span>
                        {format!("{}: {n} ({share})", term.name())}
                    </li>
                }
            })
            .collect_view()
    };
    let empty = move || shown.with(Vec::is_empty);
    view! {
        <figure class="decided-chart" hidden=empty data-testid="decided-chart">
            <figcaption>
                {move || {
                    format!(
                        "Which term decided each move Autoplay played ({}{}):",
                        count(shown.with(Vec::len) as u64, "move", "moves"),
                        if shown.with(Vec::len) > SHOWN { format!(", the last {SHOWN} drawn") } else { String::new() },
                    )
                }}
            </figcaption>
            <canvas node_ref=canvas aria-hidden="true"></canvas>
            <ul class="chart-legend">{legend}</ul>
        </figure>
    }
}

/// One row per term, a tick in it for each move that term decided.
fn draw(canvas: &web_sys::HtmlCanvasElement, entries: &[(u32, Option<Term>)]) {
    let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
    let width = f64::from(canvas.client_width().max(1));
    let height = ROW * 3.0;
    canvas.set_width((width * ratio) as u32);
    canvas.set_height((height * ratio) as u32);
    let Ok(Some(context)) = canvas.get_context("2d") else { return };
    let Ok(context) = context.dyn_into::<web_sys::CanvasRenderingContext2d>() else { return };
    let _ = context.scale(ratio, ratio);
    context.clear_rect(0.0, 0.0, width, height);
    let step = width / SHOWN as f64;
    // The newest move at the right edge.
    let left = width - step * entries.len() as f64;
    for (k, (_, term)) in entries.iter().enumerate() {
        let Some(term) = term else { continue };
        let RGBColor(r, g, b) = colour(*term);
        context.set_fill_style_str(&format!("rgb({r},{g},{b})"));
        let row = term.index() as f64;
        context.fill_rect(left + step * k as f64, row * ROW + 1.0, step.max(1.0), ROW - 2.0);
    }
}
