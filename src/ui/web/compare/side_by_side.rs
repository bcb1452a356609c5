//! The board on screen under two solvers side by side: their choices, the
//! four values, depth, nodes and time, each difference marked.

use crate::game::{Board, Direction};
use crate::solver::{Decision, Preset, Solver, MOST_NODES};
use crate::ui::model::{group_digits, shown_gap, Position, SolverChoice};
use crate::ui::web::kit::browser::{self, now_millis};
use crate::ui::web::kit::differences::gap_digits;
use crate::ui::web::kit::solver_select::{chosen_config, chosen_config_tracked, SolverSelect};
use crate::ui::web::kit::status::{Announce, ProblemLine, StaleNote};
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// One solver's answer, timed warm: the median of `runs` runs after a
/// first one that is not timed.
#[derive(Clone, Debug, PartialEq)]
struct Answer {
    label: String,
    seed: u64,
    decision: Decision,
    millis: f64,
    runs: usize,
}

/// Timed runs stop after this long together (or at [`MOST_RUNS`]), so a
/// large search is timed once more, not nine times.
const TIMING_MILLIS: f64 = 30.0;
const MOST_RUNS: usize = 9;

/// Both sides are timed the same way: a first, untimed run (the first
/// search of a page warms its code and memory, and would make whichever
/// side went first look slow), then runs until [`TIMING_MILLIS`].
fn decide(state: AppState, choice: SolverChoice, board: Board, seed: u64) -> Result<Answer, String> {
    let solver = Solver::from_valid(chosen_config(state, choice));
    let decision = solver.decide_within(board, seed, MOST_NODES as u64).map_err(|e| e.to_string())?;
    let mut times = Vec::new();
    let started = now_millis();
    while times.is_empty() || (times.len() < MOST_RUNS && now_millis() - started < TIMING_MILLIS) {
        let run = now_millis();
        // (The same search, so the same outcome: only its time is kept.)
        let _ = solver.decide_within(board, seed, MOST_NODES as u64);
        times.push(now_millis() - run);
    }
    let runs = times.len();
    Ok(Answer { label: choice.label(), seed, decision, millis: crate::bench::median(times), runs })
}

#[component]
pub fn SideBySide() -> impl IntoView {
    let state = expect_context::<AppState>();
    let a = RwSignal::new(SolverChoice::Yours);
    let b = RwSignal::new(SolverChoice::Preset(Preset::FullChance));
    let seed_a = RwSignal::new(String::new());
    let seed_b = RwSignal::new(String::new());
    let result = RwSignal::new(None::<(Board, Answer, Answer)>);
    let problem = RwSignal::new(None::<String>);
    // The solvers, their settings and the seeds as typed: the comparison on
    // show says so once they are no longer what it was asked under.
    let asking = move || {
        let (a, b) = (a.get(), b.get());
        (a, b, chosen_config_tracked(state, a), chosen_config_tracked(state, b), seed_a.get(), seed_b.get())
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
    view! {
        <h3>"Side by side"</h3>
        <div class="compare-form">
            <SolverAndSeed
                side="A"
                solver_label="Solver A"
                solver_id="compare-a"
                seed_id="compare-seed-a"
                choice=a
                seed=seed_a
                on_enter=run
            />
            <SolverAndSeed
                side="B"
                solver_label="Solver B"
                solver_id="compare-b"
                seed_id="compare-seed-b"
                choice=b
                seed=seed_b
                on_enter=run
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
    let time = |answer: &Answer| {
        let runs = if answer.runs == 1 { "1 run".to_string() } else { format!("median of {} runs", answer.runs) };
        format!("{} ({runs})", browser::millis_text(answer.millis))
    };
    rows.push(Row {
        what: "Time (warm: after a first, untimed run)".into(),
        a: time(&first),
        b: time(&second),
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
                        <th scope="col">
                            <span class="sr-only">"What is compared"</span>
                        </th>
                        <th scope="col">{format!("A: {}", first.label)}</th>
                        <th scope="col">{format!("B: {}", second.label)}</th>
                        <th scope="col">"A and B"</th>
                    </tr>
                </thead>
                <tbody>{body}</tbody>
            </table>
        </div>
        <Announce text=verdict.clone() />
        <p class="help" data-testid="comparison-verdict">
            {verdict}
        </p>
        <StaleNote
            board
            text="The board has moved on since; press Decide both again for this one."
            changed=(
                changed,
                "The solvers, their settings or the seeds have changed since; press Decide both again to compare them.",
            )
        />
    }
}

/// One side's solver and sampling seed; Enter in the seed field decides,
/// as the button does.
#[component]
fn SolverAndSeed(
    side: &'static str,
    solver_label: &'static str,
    solver_id: &'static str,
    seed_id: &'static str,
    choice: RwSignal<SolverChoice>,
    seed: RwSignal<String>,
    on_enter: impl Fn() + Copy + 'static,
) -> impl IntoView {
    let on_seed_key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Enter" {
            ev.prevent_default();
            on_enter();
        }
    };
    view! {
        <SolverSelect label=solver_label id=solver_id choice=choice />
        <label for=seed_id>{format!("Sampling seed {side}")}</label>
        <input
            id=seed_id
            inputmode="numeric"
            placeholder="the game's"
            prop:value=move || seed.get()
            on:input=move |ev| seed.set(event_target_value(&ev))
            on:keydown=on_seed_key
        />
    }
}
