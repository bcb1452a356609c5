//! The Compare panel: the board on screen under two solvers side by side
//! (choices, the four values, depth, nodes and time, differences marked),
//! and the same board under many sampling seeds, the visible price of
//! sampling a few cells at each chance node.

pub mod postmortem;
pub mod review_form;

use crate::ui::kit::browser::{self, now_millis};
use crate::ui::kit::chart::{category_chart, fail, frame, Outcome};
use crate::ui::state::{AppState};
use crate::ui::model::{Position};
use crate::ui::kit::differences::gap_digits;
use crate::ui::model::{count, group_digits, shown_gap};
use crate::ui::kit::status::{Announce, ProblemLine, StaleNote};
use crate::ui::workers::decide::decide_all;
use crate::ui::compare::postmortem::PostMortem;
use crate::ui::compare::review_form::{Count, ReviewForm};
use crate::ui::kit::long_task::LongTask;
use crate::analysis::variance::{run_seed, Variance};
use crate::game::{Board, Direction};
use crate::solver::describe::samples_every_cell;
use crate::solver::{Decision, Preset, Solver, SolverConfig, MOST_NODES};
use leptos::prelude::*;
use plotters::prelude::*;
use std::rc::Rc;

/// Which solver a comparison uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Choice {
    /// The settings in force (the article's knobs, the heuristic panel).
    Yours,
    Preset(Preset),
}

impl Choice {
    fn all() -> impl Iterator<Item = Choice> {
        std::iter::once(Choice::Yours).chain(Preset::ALL.into_iter().map(Choice::Preset))
    }

    fn key(self) -> &'static str {
        match self {
            Choice::Yours => "yours",
            Choice::Preset(preset) => preset.name(),
        }
    }

    fn from_key(key: &str) -> Option<Choice> {
        Choice::all().find(|c| c.key() == key)
    }

    pub(super) fn label(self) -> String {
        match self {
            Choice::Yours => "your settings".to_string(),
            Choice::Preset(preset) => format!("{} ({})", preset.name(), preset.idea()),
        }
    }

    pub(super) fn config(self, state: AppState) -> SolverConfig {
        match self {
            Choice::Yours => state.config.get_untracked(),
            Choice::Preset(preset) => preset.config(),
        }
    }

    /// [`Choice::config`], tracked: a result shown under it is stale once
    /// this changes.
    fn config_tracked(self, state: AppState) -> SolverConfig {
        match self {
            Choice::Yours => state.config.get(),
            Choice::Preset(preset) => preset.config(),
        }
    }
}

#[component]
pub(super) fn SolverSelect(label: &'static str, id: &'static str, choice: RwSignal<Choice>) -> impl IntoView {
    let options = Choice::all()
        .map(|c| view! { <option value=c.key() selected=move || choice.get() == c>{c.label()}</option> })
        .collect_view();
    view! {
        <label for=id>{label}</label>
        <select
            id=id
            on:change=move |ev| {
                if let Some(c) = Choice::from_key(&event_target_value(&ev)) {
                    choice.set(c);
                }
            }
        >
            {options}
        </select>
    }
}

#[component]
pub fn ComparePanel() -> impl IntoView {
    view! {
        <section class="panel compare" aria-labelledby="compare-title">
            <h2 id="compare-title">"Two solvers, one board"</h2>
            <p class="muted">
                "Everything here is about the board on screen: play, scrub the timeline or set up a board, then compare."
            </p>
            <SideBySide />
            <SamplingVariance />
            <PostMortem />
        </section>
    }
}

/// One solver's answer, timed.
#[derive(Clone, Debug, PartialEq)]
struct Answer {
    label: String,
    seed: u64,
    decision: Decision,
    millis: f64,
}

fn decide(state: AppState, choice: Choice, board: Board, seed: u64) -> Result<Answer, String> {
    let solver = Solver::new(choice.config(state)).map_err(|e| e.to_string())?;
    let started = now_millis();
    let decision = solver.decide_within(board, seed, MOST_NODES as u64).map_err(|e| e.to_string())?;
    Ok(Answer { label: choice.label(), seed, decision, millis: now_millis() - started })
}

#[component]
fn SideBySide() -> impl IntoView {
    let state = expect_context::<AppState>();
    let a = RwSignal::new(Choice::Yours);
    let b = RwSignal::new(Choice::Preset(Preset::FullChance));
    let seed_a = RwSignal::new(String::new());
    let seed_b = RwSignal::new(String::new());
    let result = RwSignal::new(None::<(Board, Answer, Answer)>);
    let problem = RwSignal::new(None::<String>);
    // The solvers, their settings and the seeds as typed: the comparison on
    // show says so once they are no longer what it was asked under.
    let asking = move || {
        let (a, b) = (a.get(), b.get());
        (a, b, a.config_tracked(state), b.config_tracked(state), seed_a.get(), seed_b.get())
    };
    let asked = RwSignal::new(None);
    let changed = Signal::derive(move || asked.with(|asked| asked.as_ref() != Some(&asking())));
    let run = move || {
        // The position on screen now (the article's `position` lags behind
        // while Autoplay plays fast).
        let position = state.play.with_untracked(|p| Position::of(p.game()));
        let board = position.board;
        let seed_of = |text: String| match text.trim() {
            "" => Ok(position.seed),
            text => text.parse::<u64>().map_err(|_| format!("“{text}” is not a seed (a whole number from 0)")),
        };
        let answers = seed_of(seed_a.get_untracked()).and_then(|sa| {
            let sb = seed_of(seed_b.get_untracked())?;
            Ok((decide(state, a.get_untracked(), board, sa)?, decide(state, b.get_untracked(), board, sb)?))
        });
        match answers {
            Ok((first, second)) => {
                problem.set(None);
                asked.set(Some(untrack(asking)));
                result.set(Some((board, first, second)));
            }
            Err(why) => problem.set(Some(format!("Nothing was compared: {why}."))),
        }
    };
    let table = move || result.get().map(|(board, first, second)| view! { <Comparison board first second changed /> });
    // Enter in a seed field decides, as the button does.
    let on_seed_key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Enter" {
            ev.prevent_default();
            run();
        }
    };
    view! {
        <h3>"Side by side"</h3>
        <div class="compare-form">
            <SolverSelect label="Solver A" id="compare-a" choice=a />
            <label for="compare-seed-a">"Sampling seed A"</label>
            <input
                id="compare-seed-a"
                inputmode="numeric"
                placeholder="the game's"
                prop:value=move || seed_a.get()
                on:input=move |ev| seed_a.set(event_target_value(&ev))
                on:keydown=on_seed_key
            />
            <SolverSelect label="Solver B" id="compare-b" choice=b />
            <label for="compare-seed-b">"Sampling seed B"</label>
            <input
                id="compare-seed-b"
                inputmode="numeric"
                placeholder="the game's"
                prop:value=move || seed_b.get()
                on:input=move |ev| seed_b.set(event_target_value(&ev))
                on:keydown=on_seed_key
            />
        </div>
        <button on:click=move |_| run()>"Decide both"</button>
        <ProblemLine problem alert=true />
        {table}
    }
}

/// Whether a row of the comparison reads the same for A and B.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Agreement {
    Same,
    Differs,
    /// A time: it varies from one run to the next, so it is shown, never
    /// called the same or different.
    NotCompared,
}

impl Agreement {
    fn word(self) -> &'static str {
        match self {
            Agreement::Same => "same",
            Agreement::Differs => "differs",
            Agreement::NotCompared => "not compared",
        }
    }
}

/// One row of the comparison: what it shows, for A and for B.
struct Row {
    what: String,
    a: String,
    b: String,
    agreement: Agreement,
}

impl Row {
    fn of(what: &str, a: String, b: String, same: bool) -> Row {
        let agreement = if same { Agreement::Same } else { Agreement::Differs };
        Row { what: what.to_string(), a, b, agreement }
    }
}

/// The two answers in a table, each row marked where they differ.
#[component]
fn Comparison(board: Board, first: Answer, second: Answer, changed: Signal<bool>) -> impl IntoView {
    let chosen = |a: &Answer| {
        a.decision.direction.map_or("none (game over)".to_string(), |d| format!("{} {}", d.arrow(), d.name()))
    };
    let value = |a: &Answer, d: Direction| -> String {
        let best = a.decision.direction.and_then(|b| a.decision.value(b));
        match (a.decision.value(d), best) {
            (None, _) => "illegal".into(),
            (Some(v), Some(best)) if v < best => {
                format!("{} ({} below its best)", group_digits(v), gap_digits(shown_gap(best, v)))
            }
            (Some(v), _) => format!("{} (its best)", group_digits(v)),
        }
    };
    let nodes = |a: &Answer| {
        let n = a.decision.nodes;
        format!(
            "{} max · {} chance · {} leaves",
            group_digits(n.max as f64),
            group_digits(n.chance as f64),
            group_digits(n.leaves as f64)
        )
    };
    let (a, b) = (&first.decision, &second.decision);
    let mut rows = vec![Row::of("Move chosen", chosen(&first), chosen(&second), a.direction == b.direction)];
    for d in Direction::ALL {
        let same = a.value(d).map(f64::to_bits) == b.value(d).map(f64::to_bits);
        rows.push(Row::of(&format!("Value of {} {}", d.arrow(), d.name()), value(&first, d), value(&second, d), same));
    }
    rows.push(Row::of("Depth", a.depth.to_string(), b.depth.to_string(), a.depth == b.depth));
    rows.push(Row::of("Nodes", nodes(&first), nodes(&second), a.nodes == b.nodes));
    // The inputs and the cost, after the decision's own rows.
    let decision_rows = rows.len();
    rows.push(Row::of("Sampling seed", first.seed.to_string(), second.seed.to_string(), first.seed == second.seed));
    rows.push(Row {
        what: "Time".into(),
        a: browser::millis_text(first.millis),
        b: browser::millis_text(second.millis),
        agreement: Agreement::NotCompared,
    });
    let differing = rows[..decision_rows].iter().filter(|row| row.agreement == Agreement::Differs).count();
    let body = rows
        .into_iter()
        .map(|Row { what, a, b, agreement }| {
            view! {
                <tr class:differs=agreement == Agreement::Differs>
                    <th scope="row">{what}</th>
                    <td>{a}</td>
                    <td>{b}</td>
                    <td>{agreement.word()}</td>
                </tr>
            }
        })
        .collect_view();
    let verdict = match (a.direction == b.direction, differing) {
        _ if a.direction.is_none() && b.direction.is_none() => {
            "No move is legal on this board: neither solver has one to choose.".to_string()
        }
        (false, _) => "They choose different moves.".to_string(),
        (true, 0) => "Both choose the same move, and every row of the decision agrees.".to_string(),
        (true, 1) => "Both choose the same move; 1 row of the decision differs.".to_string(),
        (true, n) => format!("Both choose the same move; {n} rows of the decision differ."),
    };
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label="Side by side">
            <table class="compare-table" data-testid="comparison">
                <thead>
                    <tr>
                        <th scope="col"><span class="sr-only">"What is compared"</span></th>
                        <th scope="col">{format!("A: {}", first.label)}</th>
                        <th scope="col">{format!("B: {}", second.label)}</th>
                        <th scope="col">"A and B"</th>
                    </tr>
                </thead>
                <tbody>{body}</tbody>
            </table>
        </div>
        <Announce text=verdict.clone() />
        <p class="help" data-testid="comparison-verdict">{verdict}</p>
        <StaleNote
            board
            text="The board has moved on since; press Decide both again for this one."
            changed=(changed, "The solvers, their settings or the seeds have changed since; press Decide both again to compare them.")
        />
    }
}

#[component]
fn SamplingVariance() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choice = RwSignal::new(Choice::Yours);
    let runs = RwSignal::new("100".to_string());
    let result = RwSignal::new(None::<(Board, String, Variance, bool)>);
    let work = LongTask::new();
    let asked = RwSignal::new(None);
    let changed = Signal::derive(move || {
        let now = choice.get();
        asked.with(|asked| asked.as_ref() != Some(&(now, now.config_tracked(state))))
    });
    let start = move |total: usize| {
        let config = choice.get_untracked().config(state);
        if let Err(e) = Solver::new(config.clone()) {
            return work.problem.set(Some(e.to_string()));
        }
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
            result.get().map(|(board, label, variance, draws_nothing)| view! { <VarianceView board label variance draws_nothing changed /> })
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
                    <td>{format!("{wins} ({:.0}%)", 100.0 * wins as f64 / variance.decisions.max(1) as f64)}</td>
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
            <canvas node_ref=canvas data-chart="variance" width="600" height="260" role="img" aria-label="How often each move wins"></canvas>
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
    let colour = crate::ui::bench::series_colour(0);
    c.draw_series(Direction::ALL.iter().enumerate().map(|(i, d)| {
        let share = 100.0 * variance.wins[d.index()] as f64 / total;
        Rectangle::new([(i as f64 - 0.35, 0.0), (i as f64 + 0.35, share)], colour.filled())
    }))
    .map_err(fail)?;
    f.area.present().map_err(fail)
}
