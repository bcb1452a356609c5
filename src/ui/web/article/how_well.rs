//! 6. How well does it play? The article's reported figures beside a run
//! of the same experiment in this page, then the wall experiment.

use super::experiment_form::ExperimentForm;
use crate::analysis::article;
use crate::bench::{RunInfo, Summary};
use crate::solver::Preset;
use crate::ui::model::{self, fixed_percent, group_digits, Section};
use crate::ui::web::article::claims::ClaimInline;
use crate::ui::web::article::experiment::ExperimentLabs;
use crate::ui::web::article::section::ArticleSection;
use crate::ui::web::article::wall::Wall;
use crate::ui::web::bench::PlannedRun;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// Games a reader may ask for here.
const MOST_GAMES: u64 = 1000;

#[component]
pub fn HowWell() -> impl IntoView {
    let state = expect_context::<AppState>();
    let ui = expect_context::<ExperimentLabs>().article;
    // The newest finished run of the article's solver, or the one going on.
    let latest = move || {
        ui.live_report
            .with(|live| live.as_ref().map(|(label, report)| (label.clone(), report.summary.clone())))
            .or_else(|| ui.results.with(|r| r.last().map(|r| (r.label.clone(), r.report.summary.clone()))))
    };
    let _ = state;
    view! {
        <ArticleSection section=Section::HowWell>
            <p>
                {format!(
                    "The article's authors let their solver play {} games to the end, with nobody touching the keys, and counted how far each got. Their figures are in the column marked “reported” below. Play the same experiment here, with the article's solver whatever the settings above say: every game is dealt from a seed, so the page plays exactly the games the command-line version of this solver plays (the Benchmark tab plays any other solver).",
                    article::GAMES,
                )}
            </p>
            <ExperimentForm
                ui=ui
                id="article-games"
                label="Games"
                games=50
                most=MOST_GAMES
                run_label="Play them here"
                progress_label="Progress of the article's experiment"
                plan=|count| {
                    let preset = Preset::Article;
                    vec![
                        PlannedRun {
                            label: format!("{}, seed 1", model::count(count, "game", "games")),
                            info: RunInfo {
                                preset: preset.name().to_string(),
                                seed: 1,
                                config: preset.config(),
                            },
                            games: count,
                        },
                    ]
                }
            />
            <div class="table-scroll" tabindex="0" role="region" aria-label="The article's figures and this page's">
                <table class="compare-table stack-narrow" data-testid="article-table">
                    <thead>
                        <tr>
                            <th scope="col">"Measure"</th>
                            <th scope="col">{format!("The article ({} games, reported)", article::GAMES)}</th>
                            <th scope="col">
                                {move || {
                                    latest()
                                        .map_or(
                                            "This page (not run yet)".to_string(),
                                            |(label, _)| format!("This page, the article's solver ({label})"),
                                        )
                                }}
                            </th>
                        </tr>
                    </thead>
                    <tbody>{move || comparison_rows(latest().map(|(_, s)| s))}</tbody>
                </table>
            </div>
            <p class="muted">
                "The article timed its solver in JavaScript; this one is Rust compiled to WebAssembly, running "
                "in background threads, and the search it does is the same."
            </p>
            <ClaimInline id="claim-time" />
            <Wall />
            <ClaimInline id="claim-wall" />
        </ArticleSection>
    }
}

/// The columns' names, for the narrow layout's cards (no header row there).
const REPORTED: &str = "The article (reported)";
const THIS_PAGE: &str = "This page";

fn comparison_rows(ours: Option<Summary>) -> impl IntoView {
    let reached =
        |tile: u32| ours.as_ref().map_or("—".to_string(), |s| crate::analysis::experiment::share_text(s, tile));
    let reported = |tile: u32| {
        let share = article::REACHED.iter().find(|(t, _)| *t == tile).map_or(0.0, |(_, s)| *s);
        if share == 0.0 {
            "essentially never".to_string()
        } else {
            format!("about {}", fixed_percent(share, 0))
        }
    };
    let rows = [2048, 4096, 8192].map(|tile| {
        view! {
            <tr>
                <th scope="row">{format!("reached {tile}")}</th>
                <td data-label=REPORTED>{reported(tile)}</td>
                <td data-label=THIS_PAGE>{reached(tile)}</td>
            </tr>
        }
    });
    view! {
        {rows.into_iter().collect_view()}
        <tr>
            <th scope="row">"median game length"</th>
            <td data-label=REPORTED>{format!("about {} moves", group_digits(article::MEDIAN_MOVES))}</td>
            <td data-label=THIS_PAGE>
                {ours.as_ref().map_or("—".to_string(), |s| format!("{} moves", group_digits(s.median_moves)))}
            </td>
        </tr>
        <tr>
            <th scope="row">"thinking per move (mean)"</th>
            <td data-label=REPORTED>{format!("about {} µs", group_digits(article::MICROS_PER_MOVE))}</td>
            <td data-label=THIS_PAGE>
                {ours.as_ref().map_or("—".to_string(), |s| format!("{:.1} µs", s.mean_us_per_move))}
            </td>
        </tr>
    }
}
