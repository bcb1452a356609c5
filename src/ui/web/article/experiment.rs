//! The article's experiments in the page: a few solvers on the same games,
//! run here in the workers, beside the committed large run of the same
//! experiment made with the command line, and what that run shows in
//! sentences made from its numbers. The wall (section 6) and "Why
//! expectimax?" (section 7) are two of these.

use super::experiment_form::ExperimentForm;
use crate::analysis::experiment::{Experiment, ExperimentData, ExperimentSolver, EXPERIMENT_VERSION};
use crate::bench::{RunInfo, Summary};
use crate::solver::Preset;
use crate::ui::model::{group_digits, Measure};
use crate::ui::web::article::wall_chart::{self, Bar};
use crate::ui::web::bench::{BenchUi, PlannedRun};
use crate::ui::web::kit::palette::series_colour;
use crate::ui::web::kit::status::ProblemLine;
use crate::ui::web::kit::summary_table::{Rows, SummaryRow, SummaryTable, TableText};
use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::style::RGBColor;
use std::sync::Arc;

/// The labs of the article's runs, one per experiment, made once for the
/// article so that the claims section sees the runs the sections make.
#[derive(Clone, Copy)]
pub struct ExperimentLabs {
    /// Section 6's run of the article's own experiment.
    pub article: BenchUi,
    pub wall: BenchUi,
    pub why: BenchUi,
}

impl ExperimentLabs {
    pub fn new() -> ExperimentLabs {
        let labs = ExperimentLabs {
            article: BenchUi::new(Some("lookahead.article-run")),
            wall: BenchUi::new(Some("lookahead.wall-runs")),
            why: BenchUi::new(Some("lookahead.why-expectimax-runs")),
        };
        on_cleanup(move || {
            labs.article.cancel();
            labs.wall.cancel();
            labs.why.cancel();
        });
        labs
    }

    pub fn of(self, experiment: Experiment) -> BenchUi {
        match experiment {
            Experiment::Wall => self.wall,
            Experiment::WhyExpectimax => self.why,
        }
    }
}

/// A lab's runs, finished or going on, by solver.
fn runs_by_solver(ui: BenchUi) -> Vec<(Preset, Summary, bool)> {
    let mut rows: Vec<(Preset, Summary, bool)> = ui.results.with(|results| {
        results
            .iter()
            .filter_map(|r| Some((Preset::from_name(&r.report.preset)?, r.report.summary.clone(), false)))
            .collect()
    });
    if let Some((preset, summary)) = ui.live_report.with(|live| {
        live.as_ref().and_then(|(_, report)| Some((Preset::from_name(&report.preset)?, report.summary.clone())))
    }) {
        rows.push((preset, summary, true));
    }
    rows
}

/// The page's finished run of `experiment`, as the CLI's data would hold
/// it: each solver's newest run, if every solver has one of the same
/// number of games with the experiment's settings.
pub fn page_run(experiment: Experiment, ui: BenchUi) -> Option<ExperimentData> {
    ui.results.with(|results| {
        let solvers = experiment
            .solvers()
            .iter()
            .map(|&preset| {
                let result = results.iter().rev().find(|r| r.report.preset == preset.name())?;
                (result.report.config == preset.config()).then(|| ExperimentSolver {
                    preset: preset.name().to_string(),
                    config: preset.config(),
                    summary: result.report.summary.clone(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let games = solvers.first()?.summary.games as u64;
        solvers.iter().all(|s| s.summary.games as u64 == games).then(|| ExperimentData {
            format: experiment.format().to_string(),
            version: EXPERIMENT_VERSION,
            command: "this page".to_string(),
            seed: 1,
            games,
            threads: 0,
            solvers,
        })
    })
}

/// What differs between the experiments' panels.
pub struct ExperimentText {
    pub games_id: &'static str,
    pub run_label: &'static str,
    pub progress_label: &'static str,
    /// The tiles the tables and the chart show.
    pub tiles: &'static [u32],
    pub finding: fn(&ExperimentData) -> Vec<String>,
    /// The tables' test ids' stem ("wall": "wall-table", "wall-committed").
    pub testid: &'static str,
}

/// Games per solver a reader may ask for here.
const MOST_GAMES: u64 = 500;

/// The form, the page's run (table and chart), and the committed run.
#[component]
pub fn ExperimentPanel(experiment: Experiment, text: ExperimentText) -> impl IntoView {
    let labs = expect_context::<ExperimentLabs>();
    let ui = labs.of(experiment);
    let ours = move || runs_by_solver(ui);
    let ExperimentText { games_id, run_label, progress_label, tiles, finding, testid } = text;
    let committed = experiment.committed();
    view! {
        <div class="experiment" data-experiment=experiment.command()>
            <ul class="solver-list">
                {experiment
                    .solvers()
                    .iter()
                    .map(|p| {
                        view! {
                            <li>
                                <strong>{p.name()}</strong>
                                ": "
                                {p.summary()}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <ExperimentForm
                ui=ui
                id=games_id
                label="Games per solver"
                games=20
                most=MOST_GAMES
                run_label=run_label
                progress_label=progress_label
                plan=move |count| {
                    ui.results.set(Vec::new());
                    experiment
                        .solvers()
                        .iter()
                        .map(|&preset| PlannedRun {
                            label: preset.name().to_string(),
                            info: RunInfo {
                                preset: preset.name().to_string(),
                                seed: 1,
                                config: preset.config(),
                            },
                            games: count,
                        })
                        .collect()
                }
            />
            <SolverTable
                caption="This page's run (95% intervals in brackets)"
                rows=Signal::derive(ours)
                tiles=tiles
                testid=format!("{testid}-table")
            />
            <SolverCanvas experiment=experiment rows=Signal::derive(ours) tiles=tiles />
            <p class="muted">
                "A few games per solver give wide intervals: the differences that matter here need many "
                "games. The measurements below were made with the command line, in the same solver code."
            </p>
            {match committed {
                Ok(data) => view! { <Committed data=data tiles=tiles finding=finding testid=testid /> }.into_any(),
                Err(why) => {
                    view! { <p class="problem">{format!("The large run could not be read: {why}.")}</p> }.into_any()
                }
            }}
        </div>
    }
}

/// A solver's colour in the chart and its legend.
fn colour_of(experiment: Experiment, preset: Preset) -> RGBColor {
    series_colour(experiment.solvers().iter().position(|p| *p == preset).unwrap_or(0))
}

/// Solvers' figures side by side.
#[component]
fn SolverTable(
    caption: &'static str,
    rows: Signal<Vec<(Preset, Summary, bool)>>,
    tiles: &'static [u32],
    testid: String,
) -> impl IntoView {
    let rows: Rows = Arc::new(move || {
        rows.get()
            .into_iter()
            .map(|(preset, summary, running)| SummaryRow {
                label: format!("{}{}", preset.name(), if running { " (running)" } else { "" }),
                summary,
            })
            .collect()
    });
    let text = TableText {
        caption,
        region: caption,
        class: "wall-table stack-narrow",
        rows_are: "Solver",
        testid: Some(testid),
    };
    let measures = std::iter::once(Measure::Games)
        .chain(tiles.iter().map(|&tile| Measure::Reached(tile)))
        .chain([Measure::MedianMoves, Measure::MicrosPerMove])
        .collect();
    view! { <SummaryTable text=text measures=measures rows=rows /> }
}

/// The chart of the page's run, redrawn as results come in.
#[component]
fn SolverCanvas(
    experiment: Experiment,
    rows: Signal<Vec<(Preset, Summary, bool)>>,
    tiles: &'static [u32],
) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    let error = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let rows = rows.get();
        let Some(canvas) = canvas.get() else { return };
        let bars: Vec<Bar> =
            rows.iter().map(|(preset, summary, _)| Bar { colour: colour_of(experiment, *preset), summary }).collect();
        if let Err(e) = wall_chart::draw(&canvas, "Games reaching each tile, by solver (95% intervals)", tiles, &bars) {
            error.set(Some(format!("The chart could not be drawn: {e}")));
        }
    });
    let legend = move || {
        rows.with(|rows| {
            rows.iter()
                .map(|(preset, ..)| {
                    let RGBColor(r, g, b) = colour_of(experiment, *preset);
                    view! {
                        <li>
                            <span class="dot" style:background-color=format!("rgb({r},{g},{b})")></span>
                            {preset.name()}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <figure class="wall-figure" hidden=move || rows.with(Vec::is_empty)>
            <canvas node_ref=canvas class="wall-chart" data-chart=experiment.command() aria-hidden="true"></canvas>
            <figcaption>
                <ul class="chart-legend" aria-hidden="true">
                    {legend}
                    <li>
                        <span class="diamond"></span>
                        "the article's figures"
                    </li>
                </ul>
            </figcaption>
        </figure>
        <ProblemLine problem=error alert=true />
    }
}

/// A command line that breaks only between its options, each option kept
/// with its value ("--seed 1", never "--" at a line's end and "seed 1" on
/// the next).
fn command_parts(command: &str) -> impl IntoView {
    let mut parts: Vec<String> = Vec::new();
    for word in command.split_whitespace() {
        match parts.last_mut() {
            Some(option) if option.starts_with("--") && !option.contains(' ') && !word.starts_with("--") => {
                option.push(' ');
                option.push_str(word);
            }
            _ => parts.push(word.to_string()),
        }
    }
    let parts: Vec<_> = parts
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            view! {
                {(i > 0).then_some(" ")}
                <span>{part}</span>
            }
        })
        .collect();
    parts
}

/// The committed large run: its table, the command that made it, and what
/// it shows, in sentences made from its numbers.
#[component]
fn Committed(
    data: ExperimentData,
    tiles: &'static [u32],
    finding: fn(&ExperimentData) -> Vec<String>,
    testid: &'static str,
) -> impl IntoView {
    let rows: Vec<(Preset, Summary, bool)> =
        data.solvers.iter().filter_map(|s| Some((Preset::from_name(&s.preset)?, s.summary.clone(), false))).collect();
    let caption = "Measured with the command line (95% intervals in brackets)";
    let sentences = finding(&data).into_iter().map(|s| view! { <li>{s}</li> }).collect_view();
    view! {
        <h4>{format!("{} games per solver", group_digits(data.games as f64))}</h4>
        <SolverTable
            caption=caption
            rows=Signal::derive(move || rows.clone())
            tiles=tiles
            testid=format!("{testid}-committed")
        />
        <p class="muted">
            "Made by " <code class="command">{command_parts(&data.command)}</code>
            {format!(" (µs per move, on {} threads).", data.threads)}
        </p>
        <ul class="finding" data-testid=format!("{testid}-finding")>
            {sentences}
        </ul>
    }
}
