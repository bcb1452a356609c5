//! "Where was it lost?": the last positions of the game on screen decided
//! again by a stronger solver, in the solver's Web Workers with progress
//! and Cancel (`workers::decide`); the moves where it would have played otherwise, with what
//! the move played cost by its values, listed and charted along the game.

use crate::analysis::postmortem::{last_positions, PlayedPosition, Review};
use crate::game::Direction;
use crate::solver::{Preset, SearchTree, Solver, SolverConfig};
use crate::ui::model::{count, group_digits, share_percent, Recorded, SolverChoice, Start};
use crate::ui::web::compare::review_form::{Count, ReviewForm};
use crate::ui::web::kit::browser::now_millis;
use crate::ui::web::kit::chart::{fail, frame, Outcome};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::kit::solver_select::chosen_config;
use crate::ui::web::kit::status::{Announce, ProblemLine};
use crate::ui::web::state::AppState;
use crate::ui::web::tree::TreePair;
use crate::ui::web::workers::decide::decide_all;
use leptos::prelude::*;
use plotters::prelude::*;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// A finished post-mortem.
#[derive(Clone, Debug, PartialEq)]
struct Finding {
    /// The game reviewed: its start and the moves played then.
    start: Start,
    line: Vec<Direction>,
    label: String,
    /// The stronger solver's settings, and the reader's at the time.
    config: SolverConfig,
    yours: SolverConfig,
    reviews: Vec<Review>,
    millis: f64,
}

#[component]
pub fn PostMortem() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choice = RwSignal::new(SolverChoice::Preset(Preset::NoTrades));
    let count = RwSignal::new("50".to_string());
    let finding = RwSignal::new(None::<Finding>);
    let work = LongTask::new();
    let start = move |last: usize| {
        let config = chosen_config(state, choice.get_untracked());
        let yours = state.config.get_untracked();
        let (start, line) = state.play.with_untracked(|p| (p.start(), p.played().to_vec()));
        let positions = last_positions(start.game(), &line, last);
        if positions.is_empty() {
            let why = if state.play.with_untracked(|p| p.game().is_over()) {
                "No move was played in this game: its board has no legal move. Play a game, or open a finished one."
            } else {
                "No move has been played yet: play, or open a finished game."
            };
            return work.problem.set(Some(why.into()));
        }
        let label = choice.get_untracked().label();
        let started = now_millis();
        let boards = positions.iter().map(|p| (p.board, p.seed)).collect();
        let moves: Vec<usize> = positions.iter().map(|p| p.index + 1).collect();
        decide_all(
            work,
            config.clone(),
            boards,
            move |i| format!("move {}", moves[i]),
            move |decisions| {
                let millis = now_millis() - started;
                let reviews = positions
                    .into_iter()
                    .zip(decisions)
                    .map(|(position, decision)| Review { position, decision })
                    .collect();
                finding.set(Some(Finding {
                    start,
                    line,
                    label,
                    config: config.into_inner(),
                    yours: yours.into_inner(),
                    reviews,
                    millis,
                }));
            },
        );
    };
    let positions = Count { id: "postmortem-count", label: "Positions", most: 2000, unit: "positions" };
    view! {
        <h3>"Where was it lost?"</h3>
        <p class="help">
            "The last moves of this game, decided again by a stronger solver at the same positions and sampling seeds: where would it have played otherwise, and what did the move played cost by its reckoning?"
        </p>
        <ReviewForm
            solver_label="Stronger solver"
            solver_id="postmortem-solver"
            choice=choice
            count=positions
            typed=count
            run_label="Find where it was lost"
            progress_label="Post-mortem progress"
            work=work
            on_run=Rc::new(start)
        />
        {move || finding.get().map(|finding| view! { <FindingView finding /> })}
    }
}

#[component]
fn FindingView(finding: Finding) -> impl IntoView {
    let state = expect_context::<AppState>();
    let canvas = NodeRef::<leptos::html::Canvas>::new();
    let drawn = finding.reviews.clone();
    Effect::new(move |_| {
        if let Some(canvas) = canvas.get() {
            if let Err(e) = draw(&canvas, &drawn) {
                leptos::logging::warn!("post-mortem chart: {e}");
            }
        }
    });
    let divergent: Vec<&Review> = finding.reviews.iter().filter(|r| r.diverges()).collect();
    // Another game on screen (a new one, an edited board, a link, another
    // move played over the reviewed ones): its moves are not these.
    let (start, line) = (finding.start, finding.line.clone());
    let other_game = Memo::new(move |_| state.play.with(|p| p.start() != start || !p.line().starts_with(&line)));
    let (first, last) =
        (finding.reviews[0].position.index + 1, finding.reviews.last().map_or(0, |r| r.position.index + 1));
    let moves = if first == last { format!("Of move {first}") } else { format!("Of moves {first} to {last}") };
    let otherwise = match divergent.len() {
        0 if first == last => "would have played it as it was played".to_string(),
        0 => "would have played every one as it was played".to_string(),
        n => format!("would have played {} differently", count(n as u64, "move", "moves")),
    };
    let summary = format!("{moves}, {} {otherwise} ({:.1} s).", finding.label, finding.millis / 1000.0);
    let pair = RwSignal::new(None::<TreePairAt>);
    let pair_problem = RwSignal::new(None::<String>);
    let heading = NodeRef::<leptos::html::H4>::new();
    let settings = StoredValue::new((finding.yours.clone(), finding.config.clone(), finding.label.clone()));
    let open_pair = move |position: PlayedPosition| {
        let (yours, strong, label) = settings.get_value();
        match both_trees(position, (yours, "Your settings".to_string()), (strong, format!("Stronger: {label}"))) {
            Ok(both) => {
                pair_problem.set(None);
                pair.set(Some(both));
                // The trees open below the table: take the reader there.
                request_animation_frame(move || {
                    if let Some(heading) = heading.get_untracked() {
                        let _ = heading.focus();
                    }
                });
            }
            Err(why) => {
                // Not the trees of another move under this move's message.
                pair.set(None);
                pair_problem.set(Some(why));
            }
        }
    };
    // Closing puts the keyboard back on the row that opened the trees.
    let close_pair = move |number: usize| {
        pair.set(None);
        request_animation_frame(move || {
            let button = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&format!("pair-open-{number}")))
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(button) = button {
                let _ = button.focus();
            }
        });
    };
    let rows = divergent
        .iter()
        .map(|r| {
            let index = r.position.index;
            let position = r.position;
            let strong = r.decision.direction.map(|d| format!("{} {}", d.arrow(), d.name())).unwrap_or_default();
            let share =
                r.best().filter(|b| *b > 0.0).map_or(String::new(), |b| format!(" ({})", share_percent(r.gap(), b, 2)));
            view! {
                <tr>
                    <td>{index + 1}</td>
                    <td>{format!("{} {}", r.position.played.arrow(), r.position.played.name())}</td>
                    <td>{strong}</td>
                    <td>{format!("{}{share}", group_digits(r.gap()))}</td>
                    <td class="row-actions">
                        // The board the move was played on, with the keys on it
                        // (on a phone it is a long way up the page).
                        <button
                            class="link"
                            disabled=move || other_game.get()
                            on:click=move |_| {
                                state.seek(index);
                                crate::ui::web::kit::browser::focus("[role=grid]");
                            }
                        >
                            {format!("Board before move {}", index + 1)}
                        </button>
                        <span class="separator">" · "</span>
                        <button
                            class="link"
                            id=format!("pair-open-{}", index + 1)
                            on:click=move |_| open_pair(position)
                        >
                            {format!("Both trees at move {}", index + 1)}
                        </button>
                    </td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <Announce text=summary.clone() />
        <p data-testid="postmortem-summary">{summary}</p>
        {move || {
            other_game
                .get()
                .then(|| {
                    view! {
                        <p class="stale" role="status">
                            "This review is of another game than the one on screen."
                        </p>
                    }
                })
        }}
        <figure class="chart">
            <canvas
                node_ref=canvas
                data-chart="postmortem"
                width="600"
                height="260"
                role="img"
                aria-label="The stronger solver's value along the game, its disagreements marked"
            ></canvas>
            <figcaption class="help">
                "The stronger solver's value of its own choice at each position; red marks the moves where it would have played otherwise."
            </figcaption>
        </figure>
        // No table when there is no row to show: the summary says "0".
        {(!divergent.is_empty())
            .then(|| {
                view! {
                    <div class="table-scroll" tabindex="0" role="region" aria-label="Moves played otherwise">
                        <table class="compare-table postmortem-table" data-testid="postmortem-table">
                            <thead>
                                <tr>
                                    <th scope="col">"Move"</th>
                                    <th scope="col">"Played"</th>
                                    <th scope="col">"Stronger choice"</th>
                                    <th scope="col">"Cost by its values"</th>
                                    <th scope="col">
                                        <span class="sr-only">"Look closer"</span>
                                    </th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                }
            })}
        <ProblemLine problem=pair_problem />
        {move || {
            pair.get()
                .map(|at| {
                    view! {
                        <h4 class="pair-title" tabindex="-1" node_ref=heading>
                            {format!("Move {}: both searches", at.position.index + 1)}
                        </h4>
                        <button on:click=move |_| close_pair(at.position.index + 1)>"Close the trees"</button>
                        <TreePair first=at.first second=at.second />
                    }
                })
        }}
    }
}

/// Two searches of one reviewed position.
#[derive(Clone)]
struct TreePairAt {
    position: PlayedPosition,
    first: (String, Recorded),
    second: (String, Recorded),
}

/// Records the searches of `position` (its board and sampling seed) under
/// two settings, each with its label.
fn both_trees(
    position: PlayedPosition,
    first: (SolverConfig, String),
    second: (SolverConfig, String),
) -> Result<TreePairAt, String> {
    let record = |(config, label): (SolverConfig, String)| -> Result<(String, Recorded), String> {
        let solver = Solver::new(config).map_err(|e| e.to_string())?;
        let started = now_millis();
        let tree = SearchTree::record(&solver, position.board, position.seed)
            .map_err(|too_large| format!("No tree for {label}: {too_large}."))?;
        let source = format!("move {} (seed {})", position.index + 1, position.seed);
        Ok((label, Recorded::new(tree, Some(now_millis() - started), source)))
    };
    Ok(TreePairAt { position, first: record(first)?, second: record(second)? })
}

fn draw(canvas: &web_sys::HtmlCanvasElement, reviews: &[Review]) -> Outcome {
    let f = frame(canvas)?;
    let points: Vec<(f64, f64)> =
        reviews.iter().filter_map(|r| Some((r.position.index as f64 + 1.0, r.best()?))).collect();
    let (Some(first), Some(last)) = (points.first(), points.last()) else { return f.area.present().map_err(fail) };
    let low = points.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let high = points.iter().map(|p| p.1).fold(0.0, f64::max);
    let (bottom, top, decimals) = crate::ui::model::fitted_axis(low, high);
    // As many move labels as fit with a gap between them (plotters' ten ran
    // together on a phone: "345350355").
    let widest = f.area.estimate_text_size(&format!("{:.0}", last.0), &f.font(11.0)).map_or(f.px(30.0), |(w, _)| w);
    let plot = f64::from(f.area.dim_in_pixel().0) - f64::from(f.px(96.0 + 16.0));
    let move_labels = (plot / f64::from(widest + f.px(16.0))).floor().clamp(2.0, 10.0) as usize;
    let mut c = ChartBuilder::on(&f.area)
        .caption("The stronger solver's value along the game", f.font(13.0))
        .margin(f.px(8.0))
        .x_label_area_size(f.px(34.0))
        .y_label_area_size(f.px(96.0))
        .build_cartesian_2d(first.0 - 0.5..last.0 + 0.5, bottom..top)
        .map_err(fail)?;
    c.configure_mesh()
        .light_line_style(TRANSPARENT)
        .bold_line_style(f.grid)
        .axis_style(f.ink)
        .x_desc("move")
        .y_desc("value")
        .x_labels(move_labels)
        .y_labels(5)
        .y_label_formatter(&|y| crate::ui::model::scientific(*y, decimals))
        // Moves are whole: a tick between two (a short game's range has
        // them) gets no label, rather than a rounded copy of its neighbour's.
        .x_label_formatter(&|x| if (x - x.round()).abs() < 1e-6 { format!("{x:.0}") } else { String::new() })
        .label_style(f.font(11.0))
        .axis_desc_style(f.font(12.0))
        .draw()
        .map_err(fail)?;
    let line = crate::ui::web::kit::palette::series_colour(0);
    c.draw_series(std::iter::once(PathElement::new(points.clone(), line.stroke_width(f.px(2.0))))).map_err(fail)?;
    let red = RGBColor(214, 39, 40);
    c.draw_series(
        reviews
            .iter()
            .filter(|r| r.diverges())
            .filter_map(|r| Some(Circle::new((r.position.index as f64 + 1.0, r.best()?), f.px(4.0), red.filled()))),
    )
    .map_err(fail)?;
    f.area.present().map_err(fail)
}
