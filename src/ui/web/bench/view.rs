//! The Benchmark view: the form that starts a run, the live charts, the
//! table of runs side by side, and their export.

use super::charts::{self, Series};
use super::import::ImportRuns;
use super::lab::{distinct, BenchUi};
use super::progress::Progress;
use super::results::{save_results, to_csv, RESULTS_KEY};
use super::run;
use crate::bench::{Report, RunInfo};
use crate::solver::{describe, Preset, SolverConfig};
use crate::ui::model::{self, Measure, SolverChoice};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::palette::series_colour;
use crate::ui::web::kit::solver_select::{chosen_config, SolverSelect};
use crate::ui::web::kit::status::{NoticeLine, ProblemLine};
use crate::ui::web::kit::summary_table::{Rows, SummaryRow, SummaryTable, TableText};
use crate::ui::web::learning::share_guess::{count_when_done, RunGuess, ShareGuess, ShareReveal};
use crate::ui::web::learning::Learning;
use crate::ui::web::state::AppState;
use leptos::html::Canvas;
use leptos::prelude::*;
use std::sync::Arc;

/// The most games one run may ask for.
const MOST_GAMES: u64 = 1000;

#[component]
pub fn BenchmarkView() -> impl IntoView {
    let state = expect_context::<AppState>();
    let ui = BenchUi::new(Some(RESULTS_KEY));
    provide_context(ui);
    on_cleanup(move || run::cancel(ui, false));

    let games = RwSignal::new("50".to_string());
    let seed = RwSignal::new("1".to_string());
    let choice = RwSignal::new(SolverChoice::Preset(Preset::Article));
    let problem = RwSignal::new(None::<String>);
    // The reader's guess at the next run's share reaching 2048, and the
    // guess made for the run under way (or last run).
    let guess = RwSignal::new(None::<f64>);
    let run_guess = RwSignal::new(None::<RunGuess>);
    let learning = Learning::get();
    let summary_of = move |label: &str| {
        ui.results.with_untracked(|r| r.iter().find(|r| r.label == label).map(|r| r.report.summary.clone()))
    };
    Effect::new(move |_| {
        ui.results.track();
        count_when_done(learning, run_guess, summary_of);
    });
    // (The guess and its run, not whether it was counted: counting it must
    // not draw the reveal again.)
    let guessed = Memo::new(move |_| run_guess.get().map(|g| (g.label, g.guess)));
    let reveal = move || {
        let (label, guess) = guessed.get()?;
        ui.results.track();
        let summary = summary_of(&label)?;
        Some(view! { <ShareReveal label=label guess=guess summary=summary /> })
    };

    // Your settings in full: the summary, the formula, and every other
    // setting that is not the article's (the snake, the odds, ...).
    let settings = move || match choice.get() {
        SolverChoice::Preset(preset) => describe::summary(&preset.config()),
        SolverChoice::Yours => state.config.with(|config| {
            let changed = describe::differences(config);
            let changed = if changed.is_empty() {
                "the article's own".to_string()
            } else {
                format!("changed from the article: {}", changed.join("; "))
            };
            format!("{}; score = {}; {changed}", describe::summary(config), describe::formula(&config.weights))
        }),
    };

    let run = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let count = match games.get_untracked().trim().parse::<u64>() {
            Ok(n) if (1..=MOST_GAMES).contains(&n) => n,
            _ => return problem.set(Some(format!("Games must be a whole number from 1 to {MOST_GAMES}."))),
        };
        let Ok(run_seed) = seed.get_untracked().trim().parse::<u64>() else {
            return problem.set(Some("The seed must be a whole number.".into()));
        };
        problem.set(None);
        ui.notice.set(None);
        // Your settings go by the preset they equal, if any; else by what
        // they change, so that two runs of different settings differ.
        let config = chosen_config(state, choice.get_untracked()).into_inner();
        let (preset, name) = match Preset::of(&config) {
            Some(preset) => (preset.name().to_string(), preset.name().to_string()),
            None => ("custom".to_string(), yours(&config)),
        };
        // Named apart from the runs on show and those Clear put aside (Undo
        // may bring them back beside this one).
        let label = distinct(
            format!("{name}, seed {run_seed}, {}", model::count(count, "game", "games")),
            &config,
            &ui.every_run(),
        );
        run_guess.set(guess.get_untracked().map(|g| RunGuess { label: label.clone(), guess: g, counted: false }));
        guess.set(None);
        run::start(ui, label, RunInfo { preset, seed: run_seed, config }, count);
    };

    view! {
        <section class="panel bench" aria-labelledby="bench-title">
            <h2 id="bench-title">"The article's experiment, in your browser"</h2>
            <p class="muted">
                {format!(
                    "The article played {} games to game over and counted how often each tile appeared. Run the same experiment here (each game is dealt from the seed, so a run is reproducible), then change a knob and run it again to compare.",
                    crate::analysis::article::GAMES,
                )}
            </p>
            <form class="bench-form" on:submit=run>
                <label for="bench-games">"Games"</label>
                // Never written back while typed in: a number field reads "" for
                // text it cannot parse yet ("2."), and writing that back wiped it.
                <input
                    id="bench-games"
                    type="number"
                    min="1"
                    max=MOST_GAMES.to_string()
                    step="1"
                    value=games.get_untracked()
                    on:input=move |ev| games.set(event_target_value(&ev))
                />
                <label for="bench-seed">"Seed"</label>
                <input
                    id="bench-seed"
                    inputmode="numeric"
                    prop:value=move || seed.get()
                    on:input=move |ev| seed.set(event_target_value(&ev))
                />
                // The chosen solver's settings are said below the menu.
                <SolverSelect label="Solver" id="bench-config" choice=choice described_by="bench-config-settings" />
                <p id="bench-config-settings" class="muted bench-config-settings">
                    {settings}
                </p>
                <ShareGuess guess=guess />
                <div class="bench-actions">
                    <button type="submit" disabled=move || ui.live.with(Option::is_some)>
                        "Run benchmark"
                    </button>
                    <button
                        type="button"
                        on:click=move |_| run::cancel(ui, true)
                        disabled=move || ui.live.with(Option::is_none)
                    >
                        "Cancel"
                    </button>
                </div>
            </form>
            <ProblemLine problem=problem alert=true />
            <NoticeLine notice=ui.notice />
            <Progress ui=ui />
            {reveal}
            <Charts />
            <ResultsTable />
            <Exports />
            <ImportRuns />
        </section>
    }
}

/// Your settings' name in a run's label: every change from the article's.
fn yours(config: &SolverConfig) -> String {
    format!("yours ({})", describe::differences(config).join("; "))
}

/// Calls `f` with the finished runs and the live one, as (label, report)
/// pairs, without copying them.
fn with_reports<R>(ui: BenchUi, f: impl FnOnce(&[(&str, &Report)]) -> R) -> R {
    ui.results.with(|results| {
        ui.live_report.with(|live| {
            let reports: Vec<(&str, &Report)> = results
                .iter()
                .map(|r| (r.label.as_str(), &r.report))
                .chain(live.iter().map(|(label, report)| (label.as_str(), report)))
                .collect();
            f(&reports)
        })
    })
}

/// Whether there is nothing to chart or tabulate: no finished run and no live one.
fn no_reports(ui: BenchUi) -> bool {
    ui.results.with(Vec::is_empty) && ui.live_report.with(Option::is_none)
}

#[component]
fn Charts() -> impl IntoView {
    let ui = expect_context::<BenchUi>();
    let canvases: [NodeRef<Canvas>; 4] = std::array::from_fn(|_| NodeRef::new());
    let error = RwSignal::new(None::<String>);
    // Redraw when the results change (the live run's summary changes at
    // most every REDRAW_MS).
    Effect::new(move |_| {
        with_reports(ui, |reports| {
            let series: Vec<Series> = reports
                .iter()
                .enumerate()
                .map(|(i, (_, report))| Series { colour: series_colour(i), report })
                .collect();
            let drawers: [fn(&web_sys::HtmlCanvasElement, &[Series]) -> Result<(), String>; 4] =
                [charts::tile_distribution, charts::reached, charts::think_time, charts::game_length];
            for (canvas, drawer) in canvases.iter().zip(drawers) {
                if let Some(canvas) = canvas.get_untracked() {
                    if let Err(e) = drawer(&canvas, &series) {
                        error.set(Some(format!("A chart could not be drawn: {e}")));
                    }
                }
            }
        })
    });
    let empty = move || no_reports(ui);
    // The legend, beside the charts rather than over their marks.
    let legend = move || {
        with_reports(ui, |reports| {
            reports
                .iter()
                .enumerate()
                .map(|(i, (label, _))| {
                    let plotters::style::RGBColor(r, g, b) = series_colour(i);
                    view! {
                        <li>
                            <span class="dot" style:background-color=format!("rgb({r},{g},{b})")></span>
                            {label.to_string()}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <p class="muted" hidden=move || !empty()>
            "No results yet: the charts draw themselves as a run's games finish."
        </p>
        <div class="charts" hidden=empty>
            <canvas node_ref=canvases[0] aria-hidden="true" data-chart="tiles"></canvas>
            <canvas node_ref=canvases[1] aria-hidden="true" data-chart="reached"></canvas>
            <canvas node_ref=canvases[2] aria-hidden="true" data-chart="time"></canvas>
            <canvas node_ref=canvases[3] aria-hidden="true" data-chart="length"></canvas>
        </div>
        <ul class="chart-legend bench-legend" aria-hidden="true" hidden=empty>
            {legend}
            <li>
                <span class="diamond"></span>
                "the article's figures"
            </li>
            <li>
                <span class="dash"></span>
                "each run's median game length"
            </li>
        </ul>
        <ProblemLine problem=error alert=true />
    }
}

/// The charts' numbers as a table, for screen readers and for copying.
#[component]
fn ResultsTable() -> impl IntoView {
    let ui = expect_context::<BenchUi>();
    let rows: Rows = Arc::new(move || {
        with_reports(ui, |reports| {
            reports
                .iter()
                .map(|(label, report)| SummaryRow { label: label.to_string(), summary: report.summary.clone() })
                .collect()
        })
    });
    let text = TableText {
        caption: "Results (95% Wilson intervals in brackets)",
        region: "The runs' results",
        class: "bench-table",
        rows_are: "Run",
        testid: None,
    };
    let measures = vec![
        Measure::Games,
        Measure::Reached(2048),
        Measure::Reached(4096),
        Measure::Reached(8192),
        Measure::MedianMoves,
        Measure::MicrosMeanAndMedian,
        Measure::Corner,
    ];
    view! { <SummaryTable text=text measures=measures rows=rows /> }
}

#[component]
fn Exports() -> impl IntoView {
    let ui = expect_context::<BenchUi>();
    let export = move |csv: bool| {
        let results = ui.results.get_untracked();
        let outcome = if csv {
            browser::download("lookahead-benchmarks.csv", &to_csv(&results), "text/csv")
        } else {
            browser::download(
                "lookahead-benchmarks.json",
                &serde_json::to_string_pretty(&results).unwrap_or_default(),
                "application/json",
            )
        };
        if let Err(problem) = outcome {
            ui.notice.set(Some(format!("Could not export: {problem}")));
        }
    };
    let none = move || ui.results.with(Vec::is_empty);
    let keep = move || {
        if let Err(refused) = save_results(RESULTS_KEY, &ui.results.get_untracked()) {
            ui.notice.set(Some(refused.to_string()));
        }
    };
    // Every run, then all on one side: Clear puts them aside (until Undo,
    // or the page is left), Undo back.
    let move_all = move |to_results: bool| {
        let all = ui.every_run();
        let (results, cleared) = if to_results { (all, Vec::new()) } else { (Vec::new(), all) };
        ui.results.set(results);
        ui.cleared.set(cleared);
        keep();
    };
    let (clear_button, undo_button) = (NodeRef::<leptos::html::Button>::new(), NodeRef::<leptos::html::Button>::new());
    // Each button turns itself off (Clear) or goes (Undo) when used; the
    // keyboard goes on to the other, once it is on screen.
    let focus_after = move |button: NodeRef<leptos::html::Button>| {
        request_animation_frame(move || {
            if let Some(button) = button.get_untracked() {
                let _ = button.focus();
            }
        });
    };
    let clear = move |_| {
        move_all(false);
        focus_after(undo_button);
    };
    let undo = move |_| {
        move_all(true);
        focus_after(clear_button);
    };
    view! {
        <div class="tree-toolbar">
            <button on:click=move |_| export(false) disabled=none>
                "Export JSON"
            </button>
            <button on:click=move |_| export(true) disabled=none>
                "Export CSV"
            </button>
            <button node_ref=clear_button on:click=clear disabled=none>
                "Clear results"
            </button>
            <button node_ref=undo_button on:click=undo hidden=move || ui.cleared.with(Vec::is_empty)>
                {move || format!("Undo clear ({})", model::count(ui.cleared.with(Vec::len) as u64, "run", "runs"))}
            </button>
        </div>
    }
}
