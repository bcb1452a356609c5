//! The same board under many sampling seeds: how often each move wins, the
//! visible price of sampling a few cells at each chance node.

use super::review_form::{Count, ReviewForm};
use crate::analysis::variance::{run_seed, Variance};
use crate::game::{Board, Direction};
use crate::solver::describe::samples_every_cell;
use crate::ui::model::{count, group_digits, share_percent, Position, SolverChoice};
use crate::ui::web::kit::chart::{category_chart, fail, frame, Outcome};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::kit::solver_select::{chosen_config, chosen_config_tracked};
use crate::ui::web::kit::status::{Announce, StaleNote};
use crate::ui::web::state::AppState;
use crate::ui::web::workers::decide::decide_all;
use leptos::prelude::*;
use plotters::prelude::*;
use std::rc::Rc;

#[component]
pub fn SamplingVariance() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choice = RwSignal::new(SolverChoice::Yours);
    let runs = RwSignal::new("100".to_string());
    let result = RwSignal::new(None::<(Board, String, Variance, bool)>);
    let work = LongTask::new();
    let asked = RwSignal::new(None);
    let changed = Signal::derive(move || {
        let now = choice.get();
        asked.with(|asked| asked.as_ref() != Some(&(now, chosen_config_tracked(state, now))))
    });
    let start = move |total: usize| {
        let config = chosen_config(state, choice.get_untracked());
        // The position on screen now (the article's `position` lags behind
        // while Autoplay plays fast).
        let position = state.play.with_untracked(|p| Position::of(p.game()));
        let label = choice.get_untracked().label();
        let draws_nothing = samples_every_cell(&config);
        // Kept with the result it was asked for, once that comes (not at
        // the start: a cancelled run leaves the old result on show).
        let asking = (choice.get_untracked(), config.clone());
        let seeds = (0..total).map(|i| (position.board, run_seed(position.seed, i as u64))).collect();
        decide_all(
            work,
            config,
            seeds,
            |i| format!("seed {}", i + 1),
            move |decisions| {
                let mut variance = Variance::default();
                decisions.iter().for_each(|decision| variance.add(decision));
                asked.set(Some(asking));
                result.set(Some((position.board, label, variance, draws_nothing)));
            },
        );
    };
    let count = Count { id: "variance-runs", label: "Seeds", most: 1000, unit: "seeds" };
    view! {
        <h3>"Sampling variance"</h3>
        <p class="help">
            "The same board decided again and again, each time with another sampling seed: how often each move wins, and how far each value moves."
        </p>
        <ReviewForm
            solver_label="Solver"
            solver_id="variance-solver"
            choice=choice
            count=count
            typed=runs
            run_label="Run"
            progress_label="Sampling progress"
            work=work
            on_run=Rc::new(start)
        />
        {move || {
            result
                .get()
                .map(|(board, label, variance, draws_nothing)| {
                    view! { <VarianceView board label variance draws_nothing changed /> }
                })
        }}
    }
}

/// One board's sampling variance; `draws_nothing` when the solver
/// weighs every empty cell, so that no seed can change its decision.
#[component]
fn VarianceView(
    board: Board,
    label: String,
    variance: Variance,
    draws_nothing: bool,
    changed: Signal<bool>,
) -> impl IntoView {
    let canvas = NodeRef::<leptos::html::Canvas>::new();
    let drawn = variance.clone();
    Effect::new(move |_| {
        if let Some(canvas) = canvas.get() {
            if let Err(e) = draw_wins(&canvas, &drawn) {
                leptos::logging::warn!("variance chart: {e}");
            }
        }
    });
    let best_mean = variance.values.iter().filter(|s| s.count > 0).map(|s| s.mean).fold(f64::NEG_INFINITY, f64::max);
    let rows = Direction::ALL
        .into_iter()
        .map(|d| {
            let s = variance.values[d.index()];
            let wins = variance.wins[d.index()];
            let cells = if s.count == 0 {
                view! { <td colspan="4">"illegal"</td> }.into_any()
            } else {
                view! {
                    <td>{group_digits(s.mean - best_mean)}</td>
                    <td>{group_digits(s.min - best_mean)}</td>
                    <td>{group_digits(s.max - best_mean)}</td>
                    <td>{group_digits(s.std_dev)}</td>
                }
                .into_any()
            };
            view! {
                <tr>
                    <th scope="row">{format!("{} {}", d.arrow(), d.name())}</th>
                    <td>{format!("{wins} ({})", share_percent(wins as f64, variance.decisions as f64, 0))}</td>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    let usual = variance.usual();
    let agree = usual.map_or(0, |d| variance.wins[d.index()]);
    let mut summary = match usual {
        Some(d) => format!(
            "Under {label}, {} {} wins {agree} of {}; the values below are measured from the best mean, {}.",
            d.arrow(),
            d.name(),
            count(variance.decisions as u64, "seed", "seeds"),
            group_digits(best_mean)
        ),
        None => "No move is legal on this board.".to_string(),
    };
    if draws_nothing && usual.is_some() {
        summary.push_str(
            " This solver weighs every empty cell and draws nothing at random, so no seed can change its decision.",
        );
    }
    view! {
        <Announce text=summary.clone() />
        <p data-testid="variance-summary">{summary}</p>
        <figure class="chart">
            <canvas
                node_ref=canvas
                data-chart="variance"
                width="600"
                height="260"
                role="img"
                aria-label="How often each move wins"
            ></canvas>
            <figcaption class="help">"Share of seeds on which each move is the solver's choice."</figcaption>
        </figure>
        <div class="table-scroll" tabindex="0" role="region" aria-label="Value spread">
            <table class="compare-table spread-table">
                <thead>
                    <tr>
                        <th scope="col">"Move"</th>
                        <th scope="col">"Chosen"</th>
                        <th scope="col">"Mean"</th>
                        <th scope="col">"Lowest"</th>
                        <th scope="col">"Highest"</th>
                        <th scope="col">"Std. dev."</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        <StaleNote
            board
            text="The board has moved on since this run."
            changed=(changed, "The solver or its settings have changed since this run.")
        />
    }
}

fn draw_wins(canvas: &web_sys::HtmlCanvasElement, variance: &Variance) -> Outcome {
    let f = frame(canvas)?;
    let labels: Vec<String> = Direction::ALL.iter().map(|d| format!("{} {}", d.arrow(), d.name())).collect();
    let total = variance.decisions.max(1) as f64;
    let mut c = category_chart(&f, "How often each move wins", &labels, 0.0..100.0, "move", "% of seeds")?;
    let colour = crate::ui::web::kit::palette::series_colour(0);
    c.draw_series(Direction::ALL.iter().enumerate().map(|(i, d)| {
        let share = 100.0 * variance.wins[d.index()] as f64 / total;
        Rectangle::new([(i as f64 - 0.35, 0.0), (i as f64 + 0.35, share)], colour.filled())
    }))
    .map_err(fail)?;
    f.area.present().map_err(fail)
}
