//! "Is the wall really the speed trades?" The article blames its 8192
//! ceiling on its two speed trades. Here the reader runs the four solvers
//! on the same games, and reads what a large run with the CLI found.

use super::experiment_form::ExperimentForm;
use crate::analysis::wall::{finding, WallData, SOLVERS};
use crate::bench::{RunInfo, Summary};
use crate::solver::Preset;
use crate::ui::model::group_digits;
use crate::ui::web::article::wall_chart::{self, Bar};
use crate::ui::web::bench::{BenchUi, PlannedRun};
use crate::ui::web::kit::palette::series_colour;
use crate::ui::web::kit::status::ProblemLine;
use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::style::RGBColor;

/// Where the reader's runs of the experiment are kept.
const WALL_KEY: &str = "lookahead.wall-runs";
/// Games per solver a reader may ask for here.
const MOST_GAMES: u64 = 500;

#[component]
pub fn Wall() -> impl IntoView {
    let ui = BenchUi::new(Some(WALL_KEY));
    on_cleanup(move || ui.cancel());
    // This page's runs, finished or going on, by solver.
    let ours = move || -> Vec<(Preset, Summary, bool)> {
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
    };
    let committed = WallData::committed();
    view! {
        <h3 id="wall">"Is the wall really the speed trades?"</h3>
        <p>
            {format!(
                "The article finds a cliff, 4096 in about {}% of games and 8192 {}, and puts it down to the two trades of section 4. That is a claim one can test. Ease each trade, one at a time and both together (every empty cell expanded instead of a sample; one layer deeper at every depth, the depth still following the danger), and play the same games:",
                reported(4096),
                if reported(8192) == 0.0 { "essentially never".to_string() } else { format!("in about {}%", reported(8192)) }
            )}
        </p>
        <ul class="solver-list">
            {SOLVERS.iter().map(|p| view! { <li><strong>{p.name()}</strong>": "{p.summary()}</li> }).collect_view()}
        </ul>
        <ExperimentForm ui=ui id="wall-games" label="Games per solver" games=20 most=MOST_GAMES
            run_label="Run the four solvers" progress_label="Progress of the wall experiment"
            plan=move |count| {
                ui.results.set(Vec::new());
                SOLVERS
                    .iter()
                    .map(|&preset| PlannedRun {
                        label: preset.name().to_string(),
                        info: RunInfo { preset: preset.name().to_string(), seed: 1, config: preset.config() },
                        games: count,
                    })
                    .collect()
            } />
        <WallTable caption="This page's run (95% intervals in brackets)" rows=Signal::derive(ours) testid="wall-table" />
        <WallCanvas rows=Signal::derive(ours) />
        <p class="muted">
            "A few games per solver give wide intervals: the differences the article is about need many "
            "games. The measurements below were made with the command line, in the same solver code."
        </p>
        {match committed {
            Ok(data) => view! { <Committed data=data /> }.into_any(),
            Err(why) => view! { <p class="problem">{format!("The large run could not be read: {why}.")}</p> }.into_any(),
        }}
    }
}

/// A solver's colour in the chart and its legend.
fn colour_of(preset: Preset) -> RGBColor {
    series_colour(SOLVERS.iter().position(|p| *p == preset).unwrap_or(0))
}

/// A share and its interval, the interval on a line of its own.
fn share_cell(summary: &Summary, tile: u32) -> impl IntoView {
    let (share, [low, high]) = crate::analysis::wall::reached(summary, tile);
    let label = format!("≥{tile}");
    view! { <td data-label=label>{format!("{share:.1}%")}<span class="interval">{format!("[{low:.1}, {high:.1}]")}</span></td> }
}

/// The article's reported share of games reaching `tile`, in percent.
fn reported(tile: u32) -> f64 {
    crate::analysis::article::REACHED.iter().find(|(t, _)| *t == tile).map_or(0.0, |(_, share)| *share)
}

/// Solvers' figures side by side.
#[component]
fn WallTable(caption: &'static str, rows: Signal<Vec<(Preset, Summary, bool)>>, testid: &'static str) -> impl IntoView {
    let body = move || {
        rows.get()
            .into_iter()
            .map(|(preset, s, running)| {
                view! {
                    <tr>
                        <th scope="row">{preset.name()} {running.then_some(" (running)")}</th>
                        <td data-label="Games">{group_digits(s.games as f64)}</td>
                        {share_cell(&s, 2048)}
                        {share_cell(&s, 4096)}
                        {share_cell(&s, 8192)}
                        <td data-label="Median moves">{group_digits(s.median_moves)}</td>
                        <td data-label="µs per move">{format!("{:.1}", s.mean_us_per_move)}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label=caption hidden=move || rows.with(Vec::is_empty)>
            <table class="wall-table stack-narrow" data-testid=testid>
                <caption>{caption}</caption>
                <thead>
                    <tr>
                        <th scope="col">"Solver"</th><th scope="col">"Games"</th><th scope="col">"≥2048"</th>
                        <th scope="col">"≥4096"</th><th scope="col">"≥8192"</th><th scope="col">"Median moves"</th>
                        <th scope="col">"µs per move"</th>
                    </tr>
                </thead>
                <tbody>{body}</tbody>
            </table>
        </div>
    }
}

/// The chart of the page's run, redrawn as results come in.
#[component]
fn WallCanvas(rows: Signal<Vec<(Preset, Summary, bool)>>) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    let error = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let rows = rows.get();
        let Some(canvas) = canvas.get() else { return };
        let bars: Vec<Bar> =
            rows.iter().map(|(preset, summary, _)| Bar { colour: colour_of(*preset), summary }).collect();
        if let Err(e) = wall_chart::draw(&canvas, "Games reaching each tile, by solver (95% intervals)", &bars) {
            error.set(Some(format!("The chart could not be drawn: {e}")));
        }
    });
    let legend = move || {
        rows.with(|rows| {
            rows.iter()
                .map(|(preset, ..)| {
                    let RGBColor(r, g, b) = colour_of(*preset);
                    view! { <li><span class="dot" style:background-color=format!("rgb({r},{g},{b})")></span>{preset.name()}</li> }
                })
                .collect_view()
        })
    };
    view! {
        <figure class="wall-figure" hidden=move || rows.with(Vec::is_empty)>
            <canvas node_ref=canvas class="wall-chart" data-chart="wall" aria-hidden="true"></canvas>
            <figcaption>
                <ul class="chart-legend" aria-hidden="true">
                    {legend}
                    <li><span class="diamond"></span>"the article's figures"</li>
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
    let parts: Vec<_> =
        parts.into_iter().enumerate().map(|(i, part)| view! { {(i > 0).then_some(" ")} <span>{part}</span> }).collect();
    parts
}

/// The committed large run: its table, the command that made it, and what
/// it shows, in sentences made from its numbers.
#[component]
fn Committed(data: WallData) -> impl IntoView {
    let rows: Vec<(Preset, Summary, bool)> =
        data.solvers.iter().filter_map(|s| Some((Preset::from_name(&s.preset)?, s.summary.clone(), false))).collect();
    let caption = "Measured with the command line (95% intervals in brackets)";
    let sentences = finding(&data).into_iter().map(|s| view! { <li>{s}</li> }).collect_view();
    view! {
        <h4>{format!("{} games per solver", group_digits(data.games as f64))}</h4>
        <WallTable caption=caption rows=Signal::derive(move || rows.clone()) testid="wall-committed" />
        <p class="muted">
            "Made by " <code class="command">{command_parts(&data.command)}</code>
            {format!(" (µs per move, on {} threads).", data.threads)}
        </p>
        <ul class="finding" data-testid="wall-finding">{sentences}</ul>
    }
}
