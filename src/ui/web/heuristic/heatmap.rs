//! The rank heatmap: the sixteen ranks of the snake, their weights 4^rank on
//! a log colour scale, and the snake's path drawn through them in order.

use crate::ui::model::group_digits;
use crate::ui::web::kit::palette::{rank_colours, rank_gradient};
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// `id` names the caption (the page shows the heatmap in two views).
#[component]
pub fn RankHeatmap(#[prop(default = "heatmap-caption")] id: &'static str) -> impl IntoView {
    let state = expect_context::<AppState>();
    let ranks = Memo::new(move |_| state.config.with(|c| c.snake.ranks()));
    let cells = (0..16)
        .map(|cell| {
            let rank = move || ranks.get()[cell];
            let colours = move || rank_colours(rank());
            view! {
                <div
                    class="rank-cell"
                    style:background=move || colours().0
                    style:color=move || colours().1
                    data-rank=move || rank().to_string()
                >
                    <span class="rank-number">{rank}</span>
                    <span class="rank-weight">"4" <sup>{rank}</sup></span>
                </div>
            }
        })
        .collect_view();
    // The path through cell centres in rank order, in a 4×4 viewBox.
    let path = move || {
        let ranks = ranks.get();
        (0..16u8)
            .filter_map(|rank| ranks.iter().position(|&r| r == rank))
            .map(|cell| format!("{},{}", cell % 4, cell / 4))
            .collect::<Vec<_>>()
            .join(" ")
    };
    // The corner where the snake ends (rank 15), marked with a dot in that
    // cell's outer corner, clear of its labels.
    let end = move || {
        let cell = ranks.get().iter().position(|&r| r == 15).unwrap_or(15);
        let outward = |at: usize| match at {
            0 => "-0.34".to_string(),
            3 => "3.34".to_string(),
            _ => at.to_string(),
        };
        (outward(cell % 4), outward(cell / 4))
    };
    let rows = (0..16)
        .map(|cell| {
            let rank = move || ranks.get()[cell];
            view! {
                <tr>
                    <th scope="row">{crate::game::cell_name(cell)}</th>
                    <td>{rank}</td>
                    <td>{move || group_digits(4f64.powi(i32::from(rank())))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <figure class="panel heatmap" aria-labelledby=id>
            <figcaption id=id>"Rank heatmap"</figcaption>
            <p class="muted">
                "Each cell's weight is 4 to the power of its rank. The ranks snake toward one corner, "
                "so the biggest tile is worth most there, and each step back along the snake is worth a quarter as much."
            </p>
            <div class="rank-grid" aria-hidden="true">
                {cells}
                <svg class="snake-path" viewBox="-0.5 -0.5 4 4" preserveAspectRatio="none">
                    <polyline points=path />
                    <circle cx=move || end().0 cy=move || end().1 r="0.09" />
                </svg>
            </div>
            <div class="legend" aria-hidden="true">
                <span class="legend-bar" style:background=rank_gradient()></span>
                <span class="legend-labels">
                    <span>"4" <sup>"0"</sup> " = 1"</span>
                    <span>"4" <sup>"15"</sup> " = 1,073,741,824"</span>
                </span>
            </div>
            // Hidden by a box around it: a table keeps its own width
            // whatever it is given, and would widen the page.
            <div class="sr-only">
                <table>
                    <caption>"Rank and weight of each cell"</caption>
                    <thead>
                        <tr>
                            <th scope="col">"Cell"</th>
                            <th scope="col">"Rank"</th>
                            <th scope="col">"Weight"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        </figure>
    }
}
