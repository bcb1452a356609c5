//! A board's score taken apart: each cell's positional contribution and its
//! share, the empty cells, the smoothness penalty on every pair of
//! neighbours, and the three weighted terms side by side.

use crate::game::Board;
use crate::solver::{Heuristic, ScoreParts};
use crate::ui::model::{cell_percent, group_digits, parameter, percent, MINUS};
use crate::ui::web::kit::palette::{penalty_colours, rank_colours};
use crate::ui::web::state::AppState;
use leptos::prelude::*;

fn cell_sentence(explanation: &ScoreParts, cell: usize) -> String {
    let c = explanation.cells[cell];
    let place = format!("Row {}, column {}", cell / 4 + 1, cell % 4 + 1);
    if c.tile == 0 {
        format!(
            "{place} is empty: it adds nothing to the positional term, and {} through the empty-cell bonus.",
            group_digits(explanation.weighted[1] / explanation.breakdown.empties.max(1.0))
        )
    } else {
        format!(
            "{place}: tile {} at rank {} (weight 4^{} = {}) adds {} to the positional term, {} of it.",
            c.tile,
            c.rank,
            c.rank,
            group_digits(c.weight),
            group_digits(c.contribution),
            percent(c.share)
        )
    }
}

#[component]
pub fn BoardScore(#[prop(into)] board: Signal<Board>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let explanation = Memo::new(move |_| {
        let config = state.config.get();
        Heuristic::new(config.weights, config.snake).parts(board.get())
    });
    // Keyboard focus and mouse hover both pick a cell; hover wins while the
    // pointer is over the grid, focus shows again when it leaves.
    let focused = RwSignal::new(None::<usize>);
    let hovered = RwSignal::new(None::<usize>);
    // The cells are one tab stop (the last one focused), and the arrow keys
    // move between them, so that Tab passes the grid in one step.
    // (An `Option` as `focused` is: one signal type fewer in the page.)
    let stop = RwSignal::new(Some(0usize));
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        if crate::ui::web::kit::browser::shortcut(&ev) {
            return;
        }
        let at = stop.get_untracked().unwrap_or(0);
        // At an edge an arrow stays put (rather than scroll the page).
        let next = match ev.key().as_str() {
            "ArrowRight" => at + usize::from(at % 4 < 3),
            "ArrowLeft" => at - usize::from(at % 4 > 0),
            "ArrowDown" if at < 12 => at + 4,
            "ArrowUp" if at >= 4 => at - 4,
            "ArrowDown" | "ArrowUp" => at,
            "Home" => 0,
            "End" => 15,
            _ => return,
        };
        ev.prevent_default();
        crate::ui::web::kit::browser::focus(&format!("#score-cell-{next}"));
    };

    let cells = (0..16)
        .map(|cell| {
            let score = move || explanation.with(|e| e.cells[cell]);
            let colours = move || rank_colours(score().rank);
            let class = move || if score().tile == 0 { "score-cell empty" } else { "score-cell" };
            view! {
                <div
                    class=class
                    style:--rank-colour=move || colours().0
                    style:--rank-ink=move || colours().1
                    id=format!("score-cell-{cell}")
                    tabindex=move || if stop.get() == Some(cell) { "0" } else { "-1" }
                    role="listitem"
                    aria-label=move || explanation.with(|e| cell_sentence(e, cell))
                    on:focus=move |_| {
                        focused.set(Some(cell));
                        stop.set(Some(cell));
                    }
                    on:click=move |_| focused.set(Some(cell))
                    on:mouseenter=move |_| hovered.set(Some(cell))
                    on:blur=move |_| focused.set(None)
                    on:mouseleave=move |_| hovered.set(None)
                >
                    <span class="score-tile">{move || match score().tile { 0 => "empty".to_string(), t => t.to_string() }}</span>
                    <span class="score-share">{move || match score().tile { 0 => String::new(), _ => cell_percent(score().share) }}</span>
                </div>
            }
        })
        .collect_view();

    let edges = move || {
        explanation.with(|e| {
            let largest = e.edges.iter().map(|edge| edge.penalty).fold(0.0, f64::max);
            e.edges
                .iter()
                .map(|edge| {
                    let (from, to) = (usize::from(edge.from), usize::from(edge.to));
                    // The badge sits on the border between the two cells.
                    let (x, y) = if to == from + 1 {
                        (from % 4 + 1, 2 * (from / 4) + 1)
                    } else {
                        (2 * (from % 4) + 1, from / 4 + 1)
                    };
                    let (left, top) = if to == from + 1 {
                        (25.0 * x as f64, 12.5 * y as f64)
                    } else {
                        (12.5 * x as f64, 25.0 * y as f64)
                    };
                    let (background, ink) = penalty_colours(edge.penalty, largest);
                    view! {
                        <span
                            class="edge"
                            style:left=format!("{left}%")
                            style:top=format!("{top}%")
                            style:background=background
                            style:color=ink
                        >
                            {format!("{}", edge.penalty)}
                        </span>
                    }
                })
                .collect_view()
        })
    };

    let details = move || match hovered.get().or(focused.get()) {
        Some(cell) => explanation.with(|e| cell_sentence(e, cell)),
        None if crate::ui::web::kit::browser::touch_screen() => "Tap a cell for its numbers.".to_string(),
        None => "Hover over or focus a cell for its numbers (arrow keys move between cells).".to_string(),
    };
    let smoothness_summary = move || {
        explanation.with(|e| {
            let total: f64 = e.edges.iter().map(|edge| edge.penalty).sum();
            format!("{} neighbouring pairs of tiles, total gap {} doublings.", e.edges.len(), group_digits(total))
        })
    };

    view! {
        <section class="panel board-score" aria-labelledby="board-score-title">
            <h2 id="board-score-title">"This board, scored"</h2>
            <div class="score-grid-wrap">
                <div
                    class="score-grid"
                    role="list"
                    aria-label="Each cell's part of the positional term"
                    on:keydown=on_keydown
                >
                    {cells}
                </div>
                <div class="edges" aria-hidden="true">
                    {edges}
                </div>
            </div>
            <p class="details" aria-live="polite">
                {details}
            </p>
            <p class="muted">"Numbers on the borders are smoothness penalties: " {smoothness_summary}</p>
            <TermsBar explanation=explanation />
        </section>
    }
}

/// The three weighted terms as one stacked bar and a table.
#[component]
pub fn TermsBar(explanation: Memo<ScoreParts>) -> impl IntoView {
    let state = expect_context::<AppState>();
    const NAMES: [&str; 3] = ["positional", "empty cells", "smoothness"];
    let segments = move || {
        explanation.with(|e| {
            let magnitude: f64 = e.weighted.iter().map(|w| w.abs()).sum();
            (0..3)
                .map(|i| {
                    let width = if magnitude > 0.0 { 100.0 * e.weighted[i].abs() / magnitude } else { 0.0 };
                    // A term of 0 has no segment; a tiny one keeps a sliver.
                    let zero = if e.weighted[i] == 0.0 { " zero" } else { "" };
                    view! { <span class=format!("term term-{i}{zero}") style:width=format!("{width:.4}%")></span> }
                })
                .collect_view()
        })
    };
    let rows = move || {
        let weights = state.config.with(|c| c.weights);
        explanation.with(|e| {
            let raw = [e.breakdown.positional, e.breakdown.empties, e.breakdown.smoothness];
            let weight = [weights.positional, weights.empties, weights.smoothness];
            let magnitude: f64 = e.weighted.iter().map(|w| w.abs()).sum();
            (0..3)
                .map(|i| {
                    // The term's part of the score's size, with the term's sign.
                    let share = if magnitude > 0.0 { e.weighted[i].abs() / magnitude } else { 0.0 };
                    let sign = if e.weighted[i] < 0.0 { MINUS.to_string() } else { String::new() };
                    view! {
                        <tr>
                            <th scope="row">
                                <span class=format!("swatch term-{i}")></span>
                                {NAMES[i]}
                            </th>
                            <td class="optional">{group_digits(raw[i])}</td>
                            <td class="optional">{format!("× {}", parameter(weight[i]))}</td>
                            <td>{group_digits(e.weighted[i])}</td>
                            <td>{format!("{sign}{}", percent(share))}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div class="terms">
            <div class="terms-bar" aria-hidden="true">
                {segments}
            </div>
            // Scrolls in its box where large text makes it wider than a phone.
            <div class="table-scroll" tabindex="0" role="region" aria-label="The three terms of the score">
                <table class="terms-table">
                    <caption class="sr-only">"The three terms of the score"</caption>
                    <thead>
                        <tr>
                            <th scope="col">"Term"</th>
                            <th scope="col" class="optional">
                                "Value"
                            </th>
                            <th scope="col" class="optional">
                                "Weight"
                            </th>
                            <th scope="col">"Weighted"</th>
                            <th scope="col">"Share"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                    <tfoot>
                        <tr>
                            <th scope="row">"Score"</th>
                            <td class="optional"></td>
                            <td class="optional"></td>
                            <td data-testid="score-total">{move || explanation.with(|e| group_digits(e.total))}</td>
                            <td></td>
                        </tr>
                    </tfoot>
                </table>
            </div>
        </div>
    }
}
