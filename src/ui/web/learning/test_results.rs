//! How the reader did: the score before and after the article, beside what
//! habits score on the very same positions (said in words), by stage,
//! whether the reader's reasons were what decided, and every answer gone
//! through; then export, a retake with fresh positions, or forgetting.

use super::box_id;
use super::miss::MissExplained;
use super::Learning;
use crate::analysis::bank::{Bank, BankPosition, Baselines, Stage};
use crate::analysis::habits::order_in_words;
use crate::solver::{SearchTree, Solver};
use crate::ui::model::{
    baselines_in_words, capitalised, count, export_csv, export_json, of, reasons_matched, Recorded, Sitting, Taken,
};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use leptos::prelude::*;

/// The attempt's finished tests, as they are (a test finished later, at
/// the other place, joins them).
#[component]
pub fn TestResults() -> impl IntoView {
    let learning = Learning::get();
    let finished = Memo::new(move |_| {
        learning.tests.with(|t| {
            let attempt = t.current();
            [Sitting::Before, Sitting::After]
                .into_iter()
                .filter_map(|s| Some((s, attempt.test(s)?.clone())))
                .filter(|(_, t)| t.done())
                .collect::<Vec<_>>()
        })
    });
    move || view! { <Results tests=finished.get() /> }
}

#[component]
fn Results(tests: Vec<(Sitting, Taken)>) -> impl IntoView {
    let learning = Learning::get();
    let Ok(bank) = super::bank() else { return ().into_any() };
    let problem = RwSignal::new(None::<String>);
    let score_line = score_sentence(bank, &tests);
    let last = tests.last().map(|(_, t)| t.baselines(bank));
    let words = last.as_ref().map(|b| baselines_in_words(b, bank.fixed_order)).unwrap_or_default();
    let taken: Vec<&Taken> = tests.iter().map(|(_, t)| t).collect();
    let reasons = reasons_matched(bank, &taken);
    let (matches, misses): (Vec<_>, Vec<_>) = tests
        .iter()
        .flat_map(|(sitting, t)| t.answered(bank).map(move |(p, a)| (*sitting, p.clone(), *a)))
        .partition(|(_, p, a)| a.pick == p.solver);
    let export = move |json: bool| {
        move |_| {
            let (name, text, mime) = learning.tests.with_untracked(|t| {
                if json {
                    ("lookahead-self-test.json", export_json(bank, t), "application/json")
                } else {
                    ("lookahead-self-test.csv", export_csv(bank, t), "text/csv")
                }
            });
            problem.set(browser::download(name, &text, mime).err());
        }
    };
    let retake = move |_| {
        learning.update_tests(|t| t.retake());
        browser::reach_section(box_id(Sitting::Before));
    };
    let forget = move |_| {
        learning.forget_tests();
        browser::reach_section(box_id(Sitting::Before));
    };
    view! {
        <div class="test-results" data-testid="test-results">
            <p class="test-score" aria-live="polite">
                {score_line}
            </p>
            <HabitsTable bank=bank tests=tests.clone() />
            <p>
                {if tests.len() == 2 {
                    "On the positions of your second test:"
                } else {
                    "On the positions of your test:"
                }}
            </p>
            <ul class="finding">{words.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}</ul>
            <StageTable bank=bank tests=tests.clone() />
            <h3>"Your reasons"</h3>
            {if reasons.is_empty() {
                view! { <p class="muted">"You gave no reason (other than not sure), so there is nothing to match."</p> }
                    .into_any()
            } else {
                view! {
                    <ul class="finding">
                        {reasons
                            .into_iter()
                            .map(|(reason, given, matched)| {
                                let what = reason.in_the_search().unwrap_or_default();
                                view! {
                                    <li>
                                        {format!(
                                            "{}: given {}, right for {}. It is right where {what}.",
                                            capitalised(reason.label()),
                                            count(u64::from(given), "time", "times"),
                                            of(matched, given),
                                        )}
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                }
                    .into_any()
            }}
            <h3>"Where you and the solver differed"</h3>
            {if misses.is_empty() {
                view! { <p>"Nowhere: you picked the solver's move every time."</p> }.into_any()
            } else {
                view! { <ol class="test-review">{misses.into_iter().map(answer_item).collect_view()}</ol> }.into_any()
            }}
            {(!matches.is_empty())
                .then(|| {
                    view! {
                        <details class="test-matched">
                            <summary>
                                {format!("The {} you matched", count(matches.len() as u64, "move", "moves"))}
                            </summary>
                            <ol class="test-review">{matches.into_iter().map(answer_item).collect_view()}</ol>
                        </details>
                    }
                })}
            <p class="muted">
                "These answers are kept in this browser only. A retake draws positions you have not seen while the bank has them ("
                {count(bank.positions.len() as u64, "position", "positions")} ")."
            </p>
            <div class="run-actions">
                <button on:click=export(true)>"Export JSON"</button>
                <button on:click=export(false)>"Export CSV"</button>
                <button on:click=retake>"Retake with fresh positions"</button>
                <button class="link" on:click=forget>
                    "Forget my answers"
                </button>
            </div>
            {move || {
                problem
                    .get()
                    .map(|p| {
                        view! {
                            <p class="problem" role="alert">
                                {p}
                            </p>
                        }
                    })
            }}
        </div>
    }
    .into_any()
}

/// One answer: the board, the reader's move and the solver's, what
/// decided it, and for a miss, why not the reader's.
fn answer_item((sitting, p, a): (Sitting, BankPosition, crate::ui::model::Answer)) -> impl IntoView {
    let agreed = a.pick == p.solver;
    let verdict = if agreed {
        format!("You: {} {}, the solver's move.", a.pick.arrow(), a.pick.name())
    } else {
        format!("You: {} {}. The solver: {} {}.", a.pick.arrow(), a.pick.name(), p.solver.arrow(), p.solver.name())
    };
    let why = format!(
        "The {} term decided it{}.",
        p.decided_by.name(),
        if p.looked_ahead() { "; looking one move ahead only, greedy would play otherwise" } else { "" }
    );
    view! {
        <li class="test-answer" class:agreed=agreed>
            <MiniBoard board=p.board large=true />
            <div>
                <p class="muted">{format!("{} test, {} game", capitalised(sitting.name()), p.stage.name())}</p>
                <p>{verdict}</p>
                <p class="muted">{why}</p>
                {(!agreed).then(|| view! { <WhyNot position=p.clone() pick=a.pick /> })}
            </div>
        </li>
    }
}

/// "Why not mine?": the solver's search of a missed position, taken
/// apart against the reader's pick, searched when the reader opens it.
#[component]
fn WhyNot(position: BankPosition, pick: crate::game::Direction) -> impl IntoView {
    let open = RwSignal::new(false);
    let explained = move || {
        open.get().then(|| {
            let tree = SearchTree::record(&Solver::article(), position.board, position.seed);
            match tree {
                Ok(tree) => {
                    let source = format!("test position {}", position.id);
                    view! { <MissExplained recorded=Recorded::new(tree, None, source) pick=pick /> }.into_any()
                }
                Err(_) => view! { <p class="problem">"This search is too large to record."</p> }.into_any(),
            }
        })
    };
    view! {
        // Searched once, the first time it opens (closing only hides it).
        <details
            class="why-not"
            on:toggle=move |ev| {
                if !open.get_untracked() && event_target::<web_sys::HtmlDetailsElement>(&ev).open() {
                    open.set(true);
                }
            }
        >
            <summary>"Why not yours?"</summary>
            {explained}
        </details>
    }
}

/// "Before the article you picked the solver's move on 3 of 8 positions;
/// after it, on 6 of 8."
fn score_sentence(bank: &Bank, tests: &[(Sitting, Taken)]) -> String {
    let score = |t: &Taken| of(t.score(bank), t.positions.len() as u32);
    match tests {
        [(Sitting::Before, before), (Sitting::After, after)] => format!(
            "Before the article you picked the solver's move on {} positions; after it, on {}.",
            score(before),
            score(after)
        ),
        [(_, only)] => format!("You picked the solver's move on {} positions.", score(only)),
        _ => String::new(),
    }
}

/// The reader beside the habits, one column per test, on its positions.
#[component]
fn HabitsTable(bank: &'static Bank, tests: Vec<(Sitting, Taken)>) -> impl IntoView {
    let columns: Vec<(String, u32, Baselines)> =
        tests.iter().map(|(s, t)| (capitalised(s.name()), t.score(bank), t.baselines(bank))).collect();
    let row = |label: String, cell: &dyn Fn(u32, &Baselines) -> String| {
        let cells = columns.iter().map(|(_, you, b)| view! { <td>{cell(*you, b)}</td> }).collect_view();
        view! {
            <tr>
                <th scope="row">{label}</th>
                {cells}
            </tr>
        }
    };
    let heads = columns.iter().map(|(name, _, _)| view! { <th scope="col">{name.clone()}</th> }).collect_view();
    view! {
        <table class="values-table test-table">
            <caption>"Moves that are the solver's, on each test's own positions"</caption>
            <thead>
                <tr>
                    <th scope="col">"Who"</th>
                    {heads}
                </tr>
            </thead>
            <tbody>
                {row("You".into(), &|you, b| of(you, b.positions))}
                {row("A random guess (on average)".into(), &|_, b| of(format!("{:.1}", b.random), b.positions))}
                {row(format!("Always {}", order_in_words(bank.fixed_order)), &|_, b| of(b.fixed_order, b.positions))}
                {row("Greedy (one move ahead)".into(), &|_, b| of(b.greedy, b.positions))}
                {row("Worst-case (plans for the worst tile)".into(), &|_, b| of(b.worst_case, b.positions))}
            </tbody>
        </table>
    }
}

/// The reader's agreements by stage, one column per test.
#[component]
fn StageTable(bank: &'static Bank, tests: Vec<(Sitting, Taken)>) -> impl IntoView {
    let by_stage: Vec<(String, Vec<(Stage, u32, u32)>)> =
        tests.iter().map(|(s, t)| (capitalised(s.name()), t.by_stage(bank))).collect();
    let heads = by_stage.iter().map(|(name, _)| view! { <th scope="col">{name.clone()}</th> }).collect_view();
    let rows = crate::ui::model::TEST_MIX
        .iter()
        .enumerate()
        .map(|(i, (stage, _))| {
            let cells = by_stage
                .iter()
                .map(|(_, stages)| {
                    let (_, agreed, answered) = stages[i];
                    view! { <td>{of(agreed, answered)}</td> }
                })
                .collect_view();
            let label = format!("{} ({})", capitalised(stage.name()), stage.empty_cells(&bank.config.depth));
            view! {
                <tr>
                    <th scope="row">{label}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="values-table test-table">
            <caption>"By stage of the game"</caption>
            <thead>
                <tr>
                    <th scope="col">"Stage"</th>
                    {heads}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
